# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fifteenth set of real threads: WSL2 and Windows GPU problems of CUDA programs (2019-2025), from GitHub issues on microsoft/WSL, ollama/ollama, oobabooga/textgen, xencon/aixcl and staralt/dxgkrnl-dkms.

Broken kinds held: a GPU that WSL2 cannot reach because the Windows driver runs it in TCC mode
(a Tesla P4 on the GRID driver, an H100 PCIe that has no WDDM mode), a Hyper-V Linux guest with
GPU paravirtualization that lacked some of the Windows driver's files ("GPU access blocked by the
operating system"), the Windows driver's libcuda under /usr/lib/wsl/lib not on the loader path
(bitsandbytes in text-generation-webui), WSL 1 which had no GPU path at all (nvidia-smi cannot
talk to the driver), a Windows machine with no NVIDIA GPU asked by Docker Desktop for one ("WSL
environment detected but no adapters were found"), and a newer Windows driver under which
ollama's installer found no GPU in WSL2 until the driver was downgraded (no catalogue ID).
Working runs: the ldconfig warning "libcuda.so.1 is not a symbolic link" inside WSL2, harmless.

All broken: 7; working runs: 1. Six records are from 2023 or later.

Left out: most WSL2 "no CUDA-capable device is detected" / CUDA_ERROR_NO_DEVICE threads of other
programs (karpathy/llm.c#85, ollama/ollama#1167, abetlen/llama-cpp-python#1030,
huggingface/candle#2282, Genesis-Embodied-AI/genesis-world#353, microsoft/WSL#9272) show no
confirmation from the poster in the stored copies; the many "Failed to initialize NVML: GPU access
blocked by the operating system" threads on microsoft/WSL (#9938, #10289, #11865, #12859, #9962)
end without an answer there; the "WSL environment detected but no adapters were found" threads of
Docker users (NVIDIA/nvidia-docker#1692, #1797, IDEA-Research/Grounded-Segment-Anything#506,
docker/for-win#14999) likewise; nix-community/NixOS-WSL#433 (wsl.useWindowsDriver) is confirmed
only in linked pull requests, and NixOS-WSL#578 is confirmed but its first post was not in the
stored copy; tensorflow/tensorflow#39502 (a Visual C++ runtime, confirmed) left out for the same
reason; native-Windows TensorFlow threads after 2.10 (tensorflow/tensorflow#58729, #61288,
#61691) and Windows cudart64/cudnn64 threads (#46606, #61437) had no confirmation stored, and most
confirmed ones are already held. tensorflow/tensorflow#61178 (GPU used only in a v1 Session) is
no GPU-setup fault.

At first look (the doctor of commit aa3e088) the cause was named in 1 of the 7 broken logs; the
working run was not flagged. After the changes of the same day, 5 of 7, the working run still
not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="wsl2-tesla-p4-grid-driver-tcc-mode-nvidia-smi-fails",
        source=_GH + "microsoft/WSL/issues/12835",
        text=r"""### Windows Version

10.0.26100.3775

### WSL Version

2.4.13.0

### Are you using WSL 1 or WSL 2?

- [x] WSL 2
- [ ] WSL 1

### Kernel Version

5.15.167.4

### Distro Version

Ubuntu 24.04

### Other Software

nvidia driver : 528.24_grid_win10_win11_server2019_server2022_dch_64bit_international.exe
GPU: NV Tesla p4

![Image](https://github.com/user-attachments/assets/ee17b105-3f25-4f78-a485-7bd492bbe8cd)

![Image](https://github.com/user-attachments/assets/e64fa2a1-5b11-4f6e-8abd-a35e61c9e58a)

![Image](https://github.com/user-attachments/assets/f67f20c6-5b43-4d92-95d7-e740d5ec854c)

### Repro Steps

hello, everyone 
i am a researcher from china.
I want to use the Nvidia GPU feature of WSL2 for development.
however when i first update wsl.exe and NV driver. i find i can not use nvidia-smi in wsl2 linux os
I have tried many methods and read Microsoft's WSL manual in detail. Detailed inspection was conducted on the inconsistency between the WSL version and the Linux kernel, as well as the inconsistency between the graphics card driver and CUDA version or WSL supported version.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2025. The poster (AsunwithAfterglow) found and stated the cause in the same post: 'After a period of testing, I have identified the problem: In short, when Nvidia's graphics card works in TCC mode instead of WDDM mode, WSL2 cannot correctly obtain the detailed information of the graphics card' and 'when i use WDDM mode , wsl2 can obtain the graphics' card. WSL2 passes only WDDM-mode GPUs through to Linux; the Tesla P4 on the GRID driver ran in TCC mode, so CUDA in WSL2 did not reach it. Text cut before the poster's own finding; the screenshots are not text. Issue open, no maintainer reply in the stored copy.",
        platform="wsl2",
    ),
    CorpusLog(
        name="wsl2-h100-pcie-tcc-only-not-recognized",
        source=_GH + "microsoft/WSL/issues/9952",
        text=r"""NVIDIA states that CUDA with WSL is fully supported, although they do list a few limitations (e.g. unified memory not available).

However it turns out that WSL does not currently work at all on the latest generation of cards. Specifically for a PCIe  H100 cards the GPUs are not recognized by WSL even though the latest NVIDA drivers are installed.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2023. Prose only. The poster (dje-dev) gave the reason in the same post: 'WSL only supports CUDA when running in WDDM mode' and 'H100 PCIe cards do not support WDDM mode, only TCC mode'; after a reply (not in the stored excerpt) the poster wrote 'Thank you, understood. I've posted the question over on the NVIDIA CUDA WSL forum.' and the issue was closed with the labels feature and GPU; later commenters ask for TCC support to be added. Text cut before the poster's analysis.",
        platform="wsl2",
    ),
    CorpusLog(
        name="hyperv-gpu-pv-dxgkrnl-nvml-access-blocked-driver-files-missing",
        source=_GH + "staralt/dxgkrnl-dkms/issues/7",
        text=r"""The driver installed and loaded, distro rebooted. Any idea?
```
$ /usr/lib/wsl/lib/nvidia-smi
Failed to initialize NVML: GPU access blocked by the operating system
Failed to properly shut down NVML: GPU access blocked by the operating system
```
<img width="914" alt="Image" src="https://github.com/user-attachments/assets/89385aa5-4e25-493c-8120-eaf73a37b941" />""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2025. A Hyper-V Ubuntu guest with GPU paravirtualization through the dxgkrnl DKMS module (the WSL2 mechanism outside WSL). The poster (johnlockejrr) the same day: 'UPDATE: fixed it with these: ... Copy-HostGPUDriverToUbuntu.ps1 and ... install-gpu.sh. Seems not all the drivers files were copied from Windows.' Maintainer staralt agreed: the D3D12 libraries are no longer in C:\\Windows\\System32\\lxss\\lib and must be copied from C:\\Program Files\\WSL\\lib; he updated the README. The guest's /usr/lib/wsl/lib lacked part of the Windows driver's user-space files, so CUDA/NVML did not reach the host driver. Closed. Platform given as linux (not WSL2 proper).",
        platform="linux",
    ),
    CorpusLog(
        name="oobabooga-wsl-bitsandbytes-libcuda-not-on-loader-path",
        source=_GH + "oobabooga/textgen/issues/367",
        text=r"""### Describe the bug

I followed the Installation guide on WSL : https://github.com/oobabooga/text-generation-webui/wiki/Windows-Subsystem-for-Linux-(Ubuntu)-Installation-Guide
But when I start the server it raises an error. It works perfectly when I do the same command on Windows (not WSL) on the same computer.
`python server.py --model llama-7b --load-in-8bit`

Does anyone knows how I can fix it please?
Thank you.

### Is there an existing issue for this?

- [x] I have searched the existing issues

### Reproduction

I just followed the guide

### Logs

```shell
(textgen) alice@host:/mnt/c/Users/alice/Documents/dev/python/oobabooga/text-generation-webui$ python server.py --model llama-7b --load-in-8bit
Loading llama-7b...

===================================BUG REPORT===================================
Welcome to bitsandbytes. For bug reports, please submit your error trace to: https://github.com/TimDettmers/bitsandbytes/issues
================================================================================
/home/alice/miniconda3/envs/textgen/lib/python3.10/site-packages/bitsandbytes/cuda_setup/main.py:136: UserWarning: /home/alice/miniconda3/envs/textgen did not contain libcudart.so as expected! Searching further paths...
  warn(msg)""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2023. BugReporterZ: 'Try this command first: `export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/lib/wsl/lib`'; the poster (EugeoSynthesisThirtyTwo): 'Wow thank you for your quick answer, it worked! Unfortunately the second part of the error remains.' (a later, separate error). Inside WSL2 the Windows driver's libcuda.so lives in /usr/lib/wsl/lib, which bitsandbytes' search did not cover. The stored excerpt of the first post breaks off after these log lines (the rest of bitsandbytes' CUDA setup report is not stored here); the thread, issue #1035 and bitsandbytes PR #337 quote the fix. Closed.",
        platform="wsl2",
    ),
    CorpusLog(
        name="wsl1-nvidia-smi-cannot-communicate-no-gpu-support",
        source=_GH + "microsoft/WSL/issues/3847",
        text=r"""### Microsoft Windows [Version 10.0.17763.292] 

#### Ubuntu app WSL: 
From the *Graphics settings* I added Ubuntu to use the High performance GPU NVIDIA GeForce 930MX
and still when using nvidia-smi I get : 
```
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running. 
```

I installed and reinstalled nvidia drivers for different versions and still have the same problem.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2019. Maintainer mscraigloewen (Microsoft): 'Unfortunately as of right now WSL isn't able to access the GPU. So I don't believe you will be able to use NVIDIA-SMI.'; the poster (Hamahmi): 'Thanks, and great work you guys'; closed. This was WSL 1 on Windows build 17763, before GPU support came to WSL2: Linux inside WSL had no path to the Windows NVIDIA driver. Platform given as wsl2 for want of a WSL 1 value.",
        platform="wsl2",
    ),
    CorpusLog(
        name="aixcl-docker-desktop-windows-no-nvidia-gpu-wsl-no-adapters",
        source=_GH + "xencon/aixcl/issues/142",
        text=r"""### Description

Running on Windows 11 (not using WSL) and without a dedicated GPU.
When executing the following command:
On running 
`
aixcl start`

### Expected Behavior
The application should start successfully or gracefully detect that no GPU is available/ allow to run models.

### Actual Behavior
Returns the following error:

`Error response from daemon: nvidia-container-cli: initialization error: WSL environment detected but no adapters were found`""",
        expected_cause="container-toolkit-missing",
        note="2025. The poster (rohith8272) runs Docker on Windows 11 with no NVIDIA GPU, and aixcl's compose file asks Docker for an NVIDIA GPU; nvidia-container-cli in Docker Desktop's WSL2 VM finds no GPU adapter. The issue was labelled Fix and closed once aixcl started without a GPU; sbadakhc: 'This works for me in the sense that is produces a warning but does not fail.' Docker cannot give a GPU to a container when there is no NVIDIA GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="ollama-wsl2-install-no-nvidia-gpu-detected-newer-windows-driver",
        source=_GH + "ollama/ollama/issues/4659",
        text=r"""### What is the issue?

i have an RTX 3060 Ti and when I ran "curl -fsSL https://ollama.com/install.sh | sh" in ubuntu on WSL (using WSL for webUI) it installs fine, but at the end of install it says this: 
" >>> Install complete. Run "ollama" from the command line.
WARNING: No NVIDIA/AMD GPU detected. Ollama will run in CPU-only mode."
any ideas what to do to fix this?
*EDIT*
I previously (2 days ago) installed ollama and then I uninstalled WSL entirely for another reason and reinstalled it and now the issue is happening, not sure if that was the cause but thought I should add this in here, can live without GPU for now, but is a bit annoying

### OS

WSL2

### GPU

Nvidia

### CPU

AMD

### Ollama version

0.1.38

i am about to try reinstalling CUDA drivers, will let you know if it works

i tried reinstalling CUDA drivers on both windows and WLM-Ubuntu, it did not fix it""",
        expected_cause=None,
        note="2024. No catalogue ID: the cause was the version of the Windows NVIDIA driver under WSL2; with an older driver the GPU was found. After a reply (not in the stored excerpt) the poster (NoIDidntHackU) asked 'So so I have to downgrade my driver or what should i try??' and then: 'Downgraded and it works, but am a bit sad that I need to downgrade'; closed. The text includes the poster's two follow-up comments before the answer.",
        platform="wsl2",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="wsl2-apt-upgrade-ldconfig-libcuda-so-1-not-a-symbolic-link",
        source=_GH + "microsoft/WSL/issues/5548",
        text=r"""This is cross-post of Ubuntu bug 1886532 which is pending investigation.

On Windows 10 build 20161 WSL2 running sudo apt upgrade results in warning:

"libcuda.so.1 is not a symbolic link"

It appears to be a result of a postinst hook in libc-bin.

![Annotation 2020-07-06 115104](https://user-images.githubusercontent.com/33820650/86613230-46ee5e00-bf7f-11ea-9222-3fb1a7f53e41.png)

https://bugs.launchpad.net/ubuntuwsl/+bug/1886532""",
        harmless=True,
        note="2020 (answers 2020-2024). therealkenc: the files in /usr/lib/wsl/lib are 'copies not symlinks' delivered by the Windows driver, and 'Thus far the warning hasn't proved blocking in any way'; NotTheDr01ds in 2024: 'Per the thread above, nothing seems to actually be broken by the error. Ignoring it is just fine'. The upgrade went on; the warning is ldconfig's about the Windows driver's libcuda copies. Issue open (a cosmetic bug). No harmless catalogue ID covers this warning.",
        platform="wsl2",
    ),
)
