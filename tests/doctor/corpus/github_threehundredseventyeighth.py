# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-eighth set of real threads: Ollama GPU threads (2024-2026) from GitHub issues (issues corpus) on ollama/ollama and NixOS/nixpkgs (the ollama service), where Ollama ran on the CPU or failed on an NVIDIA GPU and the confirmed cause lay below Ollama: the driver, WSL2's driver libraries, the GPU's age, the service's access to the GPU device.

Broken kinds held: an NVIDIA driver too old for the CUDA runtime Ollama ships (twice: a
GTX 1080 Ti on Windows, five GTX 1070 Ti on a 535 driver after Ollama 0.30), a Linux
libnvidia-ml inside WSL2 loaded in place of the one in /usr/lib/wsl/lib, a Tesla K80 (compute
capability 3.7) that the official CUDA build did not target, a systemd unit whose DeviceAllow
list left out WSL's /dev/dxg, and one with no catalogue cause: the 555 driver release that broke
GPUs inside containers until the driver was reverted. 6 broken, 0 working; one record is prose
only (the NixOS one: configuration snippets, no log lines).

Small set: the stored copies of Ollama's GPU threads mostly end after the opening post and the
first answers, so most threads found (suspend/resume and nvidia_uvm reloads, error 999, CUDA
error 100 under WSL2, containers not seeing the GPU, driver/library mismatches in open-webui and
LocalAI containers, llama.cpp's CUDA images on old drivers) had no confirmation in the stored
text. Left out: ollama/ollama#1992 (GTX 970, "CUDA GPU is too old ... Compute Capability detected:
5.2": the program names the cause, but the thread's own answer is not stored), ollama/ollama#4659
(WSL2 after the 555.85 Windows driver, "Downgraded and it works", prose only), and comments by
people other than the opening poster (ollama/ollama#4726, #5453: nvidia_uvm reloaded).

At first look (the doctor of commit 52ff818) the cause was named in 2 of the 6 broken logs, both
first (one of the six has no catalogue cause to name); the set holds no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ollama-windows-1080ti-nvcuda-cuctxcreate-v3-driver-too-old",
        source=_GH + "ollama/ollama/issues/6604",
        text=r"""Error: llama runner process has terminated: exit status 0xc0000139 .The graphics card is 1080ti and has 16GB of memory

[log.txt]
This is a log

### OS

Windows

### GPU

Nvidia

### CPU

Intel

### Ollama version

0.3.9

time=2024-09-03T16:36:00.677+08:00 level=INFO source=gpu.go:568 msg="unable to load cuda driver library" library=C:\WINDOWS\system32\nvcuda.dll error="symbol lookup for cuCtxCreate_v3 failed: \xd5也\xbb\xb5\xbd指\xb6\xa8\xb5某\xcc\xd0\xf2\xa1\xa3\r\n"
time=2024-09-03T16:36:00.853+08:00 level=DEBUG source=gpu.go:537 msg="Unable to load cudart" library=C:\Users\alice\AppData\Local\Programs\Ollama\lib\ollama\cudart64_12.dll error="your nvidia driver is too old or missing.  If you have a CUDA GPU please upgrade to run ollama"
""",
        expected_cause="driver-too-old",
        note="2024. The two log lines are from the poster's attached log.txt, as quoted in the thread by rick-github, who answered 'It looks like your driver is out of date. What is the output of `nvidia-smi`?'. The poster: 'Reinstalling the driver and CUDA is sufficient now'; maintainer dhiltgen: 'Yes, that driver was too old. The error message was correct, although we could do better to make this clearer'. The escaped bytes are the Windows error text in a Chinese locale.",
        platform="windows",
    ),
    CorpusLog(
        name="ollama-gtx1070ti-x5-driver-535-too-old-for-ollama-030-cuda",
        source=_GH + "ollama/ollama/issues/16415",
        text=r"""Performance regression in Ollama v0.30 on 5x GTX 1070 Ti: much slower than v0.24, low GPU clocks/utilization

Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=TRACE source=runner.go:167 msg="supported GPU library combinations before filtering" supported="map[Vulkan:map[/usr/local/lib/ollama/vulkan:map[0:0 1:1 2:2 3:3 4:4]]]"
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:186 msg="adjusting filtering IDs" FilterID=0 new_ID=0
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:186 msg="adjusting filtering IDs" FilterID=1 new_ID=1
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:186 msg="adjusting filtering IDs" FilterID=2 new_ID=2
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:186 msg="adjusting filtering IDs" FilterID=3 new_ID=3
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:186 msg="adjusting filtering IDs" FilterID=4 new_ID=4
Jun 02 13:52:53 host ollama[88170]: time=2026-06-02T13:52:53.784+03:00 level=DEBUG source=runner.go:37 msg="GPU bootstrap discovery took" duration=4.557781248s
...
msg="NVIDIA driver too old" device="NVIDIA GeForce GTX 1070 Ti" compute=6.1 driver=535 required_driver="570 or newer"
...
ggml_cuda_init: failed to initialize CUDA: CUDA driver version is insufficient for CUDA runtime version
""",
        expected_cause="driver-too-old",
        note="2026. The poster's own update: 'Root cause was an outdated NVIDIA driver. After upgrading from driver 535 to 570, Ollama works correctly with CUDA/GPU acceleration.' and 'the error was actually shown clearly in the logs, but I missed it at first'. The last two lines are the ones the poster quoted from that log ('The most important line from the Ollama log was'); the other lines are from the stored opening post. With CUDA filtered out Ollama fell back to Vulkan, hence the slowness.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-wsl2-rtx5000-linux-libnvidia-ml-shadows-wsl-lib",
        source=_GH + "ollama/ollama/issues/1898",
        text=r"""I was unable to get Ollama to recognize my RTX 5000 under WSL even though other programs have no problem. I would get the following error:
```
Jan 08 19:28:33 host ollama[178990]: 2024/01/08 19:28:33 gpu.go:39: CUDA not detected: nvml vram init failure: 9
```
""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2024. The poster diagnosed and fixed it in the same post (left out of the text): Ollama 'was loading libnvidia-ml.so from the wrong location (/lib/x86_64-linux-gnu) and the symbol lookups failed'; 'If you're using WSL, the first line [of ldconfig -p | grep libnvidia-ml] should include \"/usr/lib/wsl/lib/\"'; a symlink /usr/lib/wsl/lib/libnvidia-ml.so -> libnvidia-ml.so.1 plus ldconfig made it work when run directly. NVML error 9 is 'driver not loaded': the Linux library inside WSL has no kernel driver to talk to. The poster also called Ollama's not trying the next location a bug (fixed later in Ollama).",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-tesla-k80-cc37-not-in-official-cuda-build",
        source=_GH + "ollama/ollama/issues/1756",
        text=r"""Older CUDA compute capability 3.5 and 3.7 support

I recently put together an (old) physical machine with an Nvidia K80, which is only supported up to CUDA 11.4 and Nvidia driver 470.  All my previous experiments with Ollama were with more modern GPU's.

I found that Ollama doesn't use the GPU at all.  I cannot find any documentation on the minimum required CUDA version, and if it is possible to run on older CUDA versions (e.g. Nvidia K80, V100 are still present on cloud, e.g. G2 and P2 on AWS) and there's lots of K80's all over ebay.

EDIT: looking through the logs, it appears that the GPU's are being seen:

Jan  1 20:22:43 host ollama[911]: 2024/01/01 20:22:43 llama.go:300: 24762 MB VRAM available, loading up to 162 GPU layers
Jan  1 20:22:43 host ollama[911]: 2024/01/01 20:22:43 llama.go:436: starting llama runner
Jan  1 20:22:43 host ollama[911]: 2024/01/01 20:22:43 llama.go:494: waiting for llama runner to start responding
Jan  1 20:22:43 host ollama[911]: ggml_init_cublas: GGML_CUDA_FORCE_MMQ:   no
Jan  1 20:22:43 host ollama[911]: ggml_init_cublas: CUDA_USE_TENSOR_CORES: yes
Jan  1 20:22:43 host ollama[911]: ggml_init_cublas: found 3 CUDA devices:
Jan  1 20:22:43 host ollama[911]:   Device 0: Tesla K80, compute capability 3.7
...
""",
        expected_cause="compute-capability-too-old",
        note="2024. Maintainer dhiltgen in the thread: 'We're using CUDA v11 to compile our official builds. Digging around a bit, it looks like CUDA v11 no longer supports Compute Capability 3.0, but I am able to get nvcc to target 3.5 cards' and 'If we don't detect a supported GPU, we report that we're falling back to CPU mode'; his pull request ollama/ollama#2233 ('Support building from source with CUDA CC 3.5 and 3.7 support ... Fixes #1756') added the K80's compute capability for local builds only. The stored opening post ends after the device line.",
        platform="linux",
    ),
    CorpusLog(
        name="nixos-wsl-ollama-service-deviceallow-missing-dev-dxg",
        source=_GH + "NixOS/nixpkgs/issues/363357",
        text=r"""Ollama service missing device for cuda compatibilit on wsl-nixos

On wsl-nixos adding 

```
services.ollama = {
    enable = true;
    acceleration="cuda";
}
```

to configuration.nix results in an ollama service that fails to detect the gpu and does cpu only inference. Even after setting the recommended 

```
LD_LIBRARY_PATH = "/usr/lib/wsl/lib"
```

to the module's environment variables.

However, the ollama package run from a shell could detect and use the gpu.

## Steps To Reproduce

1. Be on wsl-nixos
2. add
```
services.ollama = {
    enable = true;
    acceleration="cuda";
    loadModels=["llama3.1:8b"];
    environmentVariables={
      LD_LIBRARY_PATH = "/usr/lib/wsl/lib";
    };
};
```
to configuration.nix
3. watch `journalctl -u ollama --follow` where it claims it fails to detect the gpu
4. Try to run inference, observe it is slow
""",
        expected_cause="gpu-device-permission-denied",
        note="2024. Prose and configuration only. The poster found and fixed it (left out of the text): 'I determined this was due to the device allow list in the systemd unit and corrected it by setting systemd.services.ollama.serviceConfig.DeviceAllow = lib.mkForce [ \"/dev/dxg\" ... ]', and step 5 of the report: 'Add the systemd stanza above and see that it now detects the gpu'. Under WSL2 the GPU is /dev/dxg, not /dev/nvidia*; the service's sandbox kept it from opening it.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-container-rtx4070ti-after-host-driver-555-reverted",
        source=_GH + "ollama/ollama/issues/4563",
        text=r"""Nvidia 555 driver does not work with Ollama

I just updated nvidia drivers in my host to this version. I have a RTX4070ti.
[image]

Then, when I run ollama inside my container (my container is running Ubuntu 20.04), Ollama is not using the GPU (I can tell because it is at 1% when responding)

This is my log when running Ollama

```
2024/05/21 21:31:02 routes.go:1008: INFO server config env="map[OLLAMA_DEBUG:false OLLAMA_LLM_LIBRARY: OLLAMA_MAX_LOADED_MODELS:1 OLLAMA_MAX_QUEUE:512 OLLAMA_MAX_VRAM:0 OLLAMA_NOPRUNE:false OLLAMA_NUM_PARALLEL:1 OLLAMA_ORIGINS:[http://localhost https://localhost http://localhost:* https://localhost:* http://127.0.0.1 https://127.0.0.1 http://127.0.0.1:* https://127.0.0.1:* http://0.0.0.0 https://0.0.0.0 http://0.0.0.0:* https://0.0.0.0:*] OLLAMA_RUNNERS_DIR: OLLAMA_TMPDIR:]"
time=2024-05-21T21:31:02.076Z level=INFO source=images.go:704 msg="total blobs: 5"
time=2024-05-21T21:31:02.076Z level=INFO source=images.go:711 msg="total unused blobs removed: 0"
time=2024-05-21T21:31:02.077Z level=INFO source=routes.go:1054 msg="Listening on 127.0.0.1:11434 (version 0.1.38)"
time=2024-05-21T21:31:02.077Z level=INFO source=payload.go:30 msg="extracting embedded files" dir=/tmp/ollama53751129/runners
...
```
""",
        expected_cause=None,
        note="2024. No catalogue cause: a new driver release (555) that broke CUDA inside containers. brodieferguson: 'It's the new 555 drivers, and affects any cuda/gpu related container ... Nvidia container tests said 1 device requested, 0 available. Issue was instantly fixed by reverting to prior drivers.'; the poster: 'Thank you very much @brodieferguson ! this seemed to do the trick.' Another commenter (thevisad) reported nvidia-smi inside the container failing with 'Failed to initialize NVML: Unknown Error' and pointed to the container toolkit's cgroup setting. In ollama/ollama#4726 maintainer dhiltgen called the same reports 'compatibility problems between the 555 nvidia driver and docker container runtime'. The stored opening post's log is cut after its first lines.",
        platform="linux",
    ),
)
