# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentyfirst set of real threads: local LLM servers on NVIDIA GPUs (2024-2025), from GitHub issues on ollama/ollama, mudler/LocalAI, janhq/jan, vllm-project/vllm, TabbyML/tabby, mozilla-ai/llamafile and NixOS/nixpkgs (the gpt4all-cuda package).

Broken kinds held: a Kubernetes pod started without the NVIDIA runtime class (LocalAI), a virtual
machine whose CPU did not expose AVX so the GPU runners were never used (ollama), the CUDA
libraries a prebuilt GPU build needs not installed on Windows (Jan three times, Tabby's CUDA 11.7
build), a CUDA toolkit from the Ubuntu archive that llamafile could not get its GPU module from,
the CUDA stub library loaded instead of the NixOS driver library (gpt4all), a WSL2 kernel too old
to pass the Windows driver through (vLLM), GPUs too old for the builds (Tesla K80 and GTX 950M on
ollama), an RTX 5070 Ti too new for the PyTorch inside the vLLM 0.10.0 image, and a GTX 1080's
memory too small for the model (LocalAI). All broken: 13; working runs: 0 (none met).

Left out: most threads on these servers had no confirmation in the stored copy (the stored text is
often only the opening and a few replies: ollama#3771 breaks off at 'finally got it working now
after install t...', ollama#5493 and #7666 end before any reply on the old drivers they show,
vllm#34296, TGI#1391, textgen#4384 and jan#2490 end before an answer); threads whose fix came
from another user with a different setup than the poster's (LocalAI#1178, ollama#4726,
ollama#9517, mistral.rs#654, TabbyML/tabby#2634); threads whose first post was not reachable in
the store (ollama#9885, text-generation-inference#291); bugs of the servers themselves
(ollama#4679's install script, ollama#1704's library search, koboldcpp#610's 1.55 build,
llamafile#185's missing ggml-cuda.so, gpt4all#1843); a cause stated by the poster alone with no
one confirming it (sglang#931, FlashInfer below sm_80); fixes that say nothing of the cause
(ollama#4242 and lmstudio-bug-tracker#447: a reboot; ollama#1920: could not reproduce); and
duplicates (jan#3355 and cortex.cpp#1141 repeat jan#3762).

At first look (the doctor of commit efdaa95) the cause was named in 5 of the 13 broken logs, 2
first; there is no working run in the set. After the changes of the same day, 8 of 13, 5 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="localai-aio-k8s-pod-without-nvidia-runtimeclass-no-nvidia-smi",
        source=_GH + "mudler/LocalAI/issues/2117",
        text=r"""**LocalAI version:**
 latest-aio-gpu-nvidia-cuda-12 
**Environment, CPU architecture, OS, and Version:**
kubernetes k0s 1.29.4 on ubuntu 22.04
**Describe the bug**
running the image in a pod on a gpu enabled node, i got:
```
 ===> LocalAI All-in-One (AIO) container starting...
NVIDIA GPU detected
/aio/entrypoint.sh: line 52: nvidia-smi: command not found
NVIDIA GPU detected, but nvidia-smi is not installed. GPU acceleration will not be available.
GPU acceleration is not enabled or supported. Defaulting to CPU.
```

**To Reproduce**
run a pod with the image on a gpu-enabled node

**Expected behavior**
gpu support is enabled anyway and/or nvidia-smi is included

**Logs**
 see up

**Additional context**
-""",
        expected_cause="container-without-gpus",
        note="2024. Fixed on Discord; asked by maintainer mudler what the issue was, the poster (virdb): 'Missing `runtimeClassName: nvidia` in the pod spec'. Closed. Without the NVIDIA runtime class the pod ran under the plain runtime, so neither the GPU nor the driver's nvidia-smi was put into the container.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-vm-h100-cpu-without-avx-gpu-not-used",
        source=_GH + "ollama/ollama/issues/8399",
        text=r"""### What is the issue?

I have been suffering 3 hours this morning to make nvidia work with ollama fresh install.  Whatever model i tried It did not use the nvidia H100 GPUs even if the systemctl status ollama is nicely showing the GPUs. For this you need to install nvidia toolkit. I have picked the latest of driver, toolkit, cuda and ollama did not load in the GPUs.""",
        expected_cause="cpu-without-avx",
        note="2025. The poster (belmont) in the same post, after the text quoted: 'Then i discovered I dont have the AVX enabled in my CPU of the VM. So, i said, its really good to have, so i enabled it and BINGO !!!! , ollama got loaded into the GPU!!' Maintainer dhiltgen closed it, pointing to the CPU vector settings the GPU runners were built with (ollama 0.5.4 built its CUDA runners for AVX CPUs only). Text cut before the poster's finding.",
        platform="linux",
    ),
    CorpusLog(
        name="jan-windows-rtx-a2000-gpu-acceleration-without-cuda-toolkit",
        source=_GH + "janhq/jan/issues/3762",
        text=r"""### #

- [X] I have searched the existing issues

### Current behavior

I was playing with Jan for the first time and realised that GPU acceleration wasn't enabled.
I toggled the "GPU Acceleration" switch to enable it for my NVIDIA RTA A2000 with no error.

When I next typed into the chat window, Jan wasn't able to start the model.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (johnhaire89) in the same post: 'Problem was that I didn't have CUDA toolkit installed. ... I installed CUDA Toolkit and it's back to working like magic.' (Windows; Jan's GPU engine of that time loaded the CUDA runtime libraries from a CUDA toolkit install.) Closed, moved to Cortex. Text cut before the poster's finding.",
        platform="windows",
    ),
    CorpusLog(
        name="jan-windows-gtx970-rtx3090-cpu-mode-cuda-toolkit-missing",
        source=_GH + "janhq/jan/issues/1350",
        text=r"""**Describe the bug**
I have a 970 and a 3090 installed on my system, but Jan decides to use CPU mode.

**Steps to reproduce**
Steps to reproduce the behavior:
1. Go to '...'
2. Click on '....'
3. Scroll down to '....'
4. See error

**Expected behavior**
Jan should use cuda device 0 or allow me to choose which model goes on which device

**Screenshots**
If applicable, add screenshots to help explain your issue.

**Environment details**
- Operating System: windows 10
- Jan Version: 0.4.3
- Processor: amd 3900x
- RAM: 96gb
- 970 4gb, 3090 24gb

**Additional context**
Add any other context or information that could be helpful in diagnosing the problem.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Another user with the same symptom (bfritscher): 'I had to install cuda toolkit and use the experimental build of Jan to make it work.'; Jan's maintainer (0xSage): 'Yeah you gotta install Cuda, bc the app doesn't have permission to do this. Btw, our new nightly build auto-prompts you to do this important step.' Closed.",
        platform="windows",
    ),
    CorpusLog(
        name="jan-gpu-enabled-models-never-start-cuda-toolkit-missing",
        source=_GH + "janhq/jan/issues/2503",
        text=r"""![Screenshot (371)](https://github.com/janhq/jan/assets/9349775/f268181f-dff1-4de0-815f-566e48a00ee3)
### Discussed in https://github.com/janhq/jan/discussions/2502

<div type='discussions-op-text'>

<sup>Originally posted by **alice** March 26, 2024</sup>
I downloaded multiple models but non of them is starting.
The status is always Inactive and when trying to start a model it shows starting then goes again to inactive status.
No error messages arised.</div>""",
        expected_cause="cuda-libraries-missing",
        note="2024. Another user (prsf1233): 'This happened to me after I enabled GPU (Nvidia 600 on my laptop) and had not installed the CUDA Toolkit.'; the poster: 'Thanks This solved the issue'; Jan's QA (Van-QA) closed it as resolved. Platform taken from the Windows screenshot name; Jan's GPU engine of that time needed the CUDA toolkit's runtime libraries.",
        platform="windows",
    ),
    CorpusLog(
        name="ollama-tesla-k80-cc37-below-cc50-minimum-uses-cpu",
        source=_GH + "ollama/ollama/issues/9124",
        text=r"""### What is the issue?

my server have 4 nvidia tesla k80 24gb gpu and 256gb mem, can i only use gpu run a model? ollama can't find my gpu and use cpu

### Relevant log output

```shell

```

### OS

Linux

### GPU

Nvidia

### CPU

Intel

### Ollama version

0.5.11""",
        expected_cause="compute-capability-too-old",
        note="2025. Helper rick-github: 'Actually, K80 has a compute capacity of 3.7 and is not supported, ollama supports CC 5.0 and above.'; maintainer pdevine: 'unfortunately those cards are really old now ... I'm going to go ahead and close the issue.' Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-0-1-19-gtx-950m-cuda-error-999-cc52-not-in-build",
        source=_GH + "ollama/ollama/issues/1877",
        text=r"""CUDA error 999

Hello,
I'm sorry I'm reopening a ticket on that issue, as I'm still facing the problem.
I've updated ollama to v0.1.19, but I'm getting the same issue (I guess) from #1838 and #1865 .
I have a gtx 950M (maybe it's too old ^^'), cuda 12.3, Nvidia driver 545.23.08, ubuntu 22.04.3

My logs: 
[debug_logs_0_1_19.txt](https://github.com/jmorganca/ollama/files/13878904/debug_logs_0_1_19.txt)

Thanks for reading, and thank you for the reactiveness on that issue :) !""",
        expected_cause="compute-capability-too-old",
        note="2024. Maintainer dhiltgen: 'The GTX 950 is a Compute Capability 5.2 card, which is not currently supported by our build configuration of the CUDA libs. We just merged a change to correctly detect min 6.0 compute capability and fallback to CPU mode for older cards'; then '0.1.19 is now out and should resolve the crash by falling back to CPU.' Closed. The title line is included.",
        platform="linux",
    ),
    CorpusLog(
        name="tabby-windows-cuda117-llama-server-exit-0xc0000135-cuda-12-installed",
        source=_GH + "TabbyML/tabby/issues/4117",
        text=r"""**Describe the bug**

When I tried cuda117 as instructed on https://tabby.tabbyml.com/docs/quick-start/installation/windows I got

```
2025-04-05T04:59:23.539050Z  WARN llama_cpp_server::supervisor: crates\llama-cpp-server\src\supervisor.rs:164: Attempting to restart the llama-server...
⠦     1.295 s   Starting...2025-04-05T04:59:24.559048Z  WARN llama_cpp_server::supervisor: crates\llama-cpp-server\src\supervisor.rs:124: llama-server <embedding> exited with status code -1073741515, args: `Command { std: "C:\\users\\alice\\tabby_x86_64-windows-msvc-cuda117\\llama-server.exe" "-m" "C:\\Users\\alice\\.tabby\\models\\TabbyML\\Nomic-Embed-Text\\ggml\\model-00001-of-00001.gguf" "--cont-batching" "--port" "30888" "-np" "1" "--ctx-size" "4096" "-ngl" "9999" "--embedding" "--ubatch-size" "4096", kill_on_drop: true }`
```

this repeats a few times. I tried various models, nothing seems to work.""",
        expected_cause="cuda-libraries-missing",
        note="2025. The poster (chx) in the same post: 'Then I tried cuda124 and it just worked. I think there should be a mention of `nvcc --version` in the docs.' Exit status -1073741515 is 0xC0000135 (a DLL not found): the CUDA 11.7 build's runtime DLLs were not on the machine, whose CUDA is 12.x. Closed. Text cut before the poster's finding.",
        platform="windows",
    ),
    CorpusLog(
        name="vllm-0-10-0-image-torch-without-sm120-rtx-5070-ti",
        source=_GH + "vllm-project/vllm/issues/21633",
        text=r"""### Your current environment

vllm-1  | /usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py:287: UserWarning: 
vllm-1  | NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
vllm-1  | The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
vllm-1  | If you want to use the NVIDIA GeForce RTX 5070 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
vllm-1  | """,
        expected_cause="compute-capability-unsupported",
        note="2025. The poster (jhsmith409) in the same post: 'v0.9.2 works with SM-120, i.e. Blackwell on RTX 5000 series. v0.10.0 does not. Suggest rebuilding and forcing pytorch to be >=2.7.1' (the v0.10.0 image's PyTorch carried no sm_120 kernels); the poster closed it later: 'OBE since v0.10.2 is out'. Text cut before the poster's finding (docker compose log prefix 'vllm-1  |' kept).",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-0-5-1-wsl2-old-kernel-found-no-nvidia-driver",
        source=_GH + "vllm-project/vllm/issues/6184",
        text=r"""[Usage]: solve problem like "Found no NVIDIA driver on your system." in WSL2

### Your current environment

In WSL2, after I update vllm from v0.5.0.post1 to v0.5.1, all model unable to load immediately.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2024. The poster (HelloCard) in the same post: 'After extensive troubleshooting, I discovered the cause. ... you need a kernel version of 5.10.43.3 or higher ... and I get \"Linux version 5.10.16.3-microsoft-standard-WSL2\"'; after updating the WSL kernel ('Linux version 5.15.153.1-microsoft-standard-WSL2') 'Everything is fine now'. The old WSL2 kernel could not pass the Windows driver through. Closed. The title line is included; text cut before the poster's finding.",
        platform="wsl2",
    ),
    CorpusLog(
        name="llamafile-ubuntu-archive-cuda-11-5-gpu-nvidia-not-available",
        source=_GH + "mozilla-ai/llamafile/issues/273",
        text=r"""No matter what I do, inference is always running on the CPU.

On the terminal I get this:

llm_load_tensors: offloading 0 repeating layers to GPU
llm_load_tensors: offloaded 0/33 layers to GPU

When I specify --gpu nvidia, I get "fatal error: support for --gpu nvidia was explicitly requested, but it wasn't available".

I even tried building from source, but I had no luck whatsoever. I ran:
llamafile -m path/to/model.llamafile -ngl 999 --gpu nvidia -p 'This is a test'

but I got the same error as above. I do not know why llamafile does not recognize my nvidia installation. nvcc --version prints:

"nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2021 NVIDIA Corporation
Built on Thu_Nov_18_09:45:30_PST_2021
Cuda compilation tools, release 11.5, V11.5.119
Build cuda_11.5.r11.5/compiler.30672275_0"

I tested this on Ubuntu 22.04 LTS. Any hints?""",
        expected_cause="cuda-libraries-missing",
        note="2024. Another user: 'Experienced the same when installing CUDA from the Ubuntu repository. It worked after installing from nvidia directly'; the poster (IgChar), closing: 'I can now confirm that Installing the official drivers as outlined in https://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html#ubuntu solved my issue.' llamafile builds or links its CUDA module against the CUDA install it finds; the Ubuntu archive's CUDA 11.5 toolkit did not give it one it could load, NVIDIA's CUDA install did. Nearest catalogue ID: the CUDA libraries the GPU module needs could not be had.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt4all-cuda-nixos-cuda-driver-is-a-stub-library",
        source=_GH + "NixOS/nixpkgs/issues/321928",
        text=r"""### Describe the bug
Greetings.
I'm trying to run gpt4all in cuda acceleration, but there is no option for CUDA acceleration in app. 
Launching from terminal give me this error:failed to initialize CUDA: CUDA driver is a stub library

### Steps To Reproduce
Steps to reproduce the behavior:
1. install gpt4all-cuda
2. Settings -> Applictiation->Device 
3. In device section, there is only CPU and Auto

### Expected behavior
Cuda device should be detectable.""",
        expected_cause="no-nvidia-driver",
        note="2024. The poster (VeilSilence) in the same post: 'Exporting `LD_LIBRARY_PATH=\"/run/opengl-driver/lib\"` resolve this issue and gpt4all detect cuda device.' On NixOS the driver's libcuda lives in /run/opengl-driver/lib; without it on the path the CUDA toolkit's stub libcuda was loaded, so no real driver library was reachable. Closed. Text cut before the poster's finding.",
        platform="linux",
    ),
    CorpusLog(
        name="localai-gtx-1080-8gb-model-too-big-llama-cpp-load-canceled",
        source=_GH + "mudler/LocalAI/issues/5257",
        text=r"""**LocalAI version:**
localai/localai:v2.28.0-cublas-cuda12-ffmpeg

**Environment, CPU architecture, OS, and Version:**
Fedora Cloud Edition VM
CPU passthrought: AMD Ryzen Threadripper 1920X 12-Core Processor 
VCPU pin: 8vCores pinning from core 2 to core 9
GPU passthrought: Nvidia GTX 1080 8GB
RAM allocated:16Gb DDR4 Ram
Disk Type: ZVOL 100Gb populated with a 'dd' of Fedora-Cloud-Base-AmazonEC2-42-1.1.x86_64.raw

**Describe the bug**
The llama-cpp backend errors out in the log with
`ERR [llama-cpp] Failed loading model, trying with fallback 'llama-cpp-fallback', error: failed to load model with internal loader: could not load model: rpc error: code = Canceled desc = 
`
and no warning on the WebUI side""",
        expected_cause="gpu-out-of-memory",
        note="2025. The poster (Bloodis94) in the same post: the error comes 'when is not able to fully load a model in the GPU VRAM ... To confirm it was due to size i also tried with gemma-3-4b and gemma-3-12b', and a model that fits fails too while a previous one still fills the VRAM. The maintainers took it as an enhancement (labels enhancement, roadmap: better automatic VRAM allocation) and closed it. Text cut before the poster's finding.",
        platform="linux",
    ),
)
