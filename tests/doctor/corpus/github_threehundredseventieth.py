# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventieth set of real threads: NVIDIA driver threads (2023-2026), from GitHub issues (issues corpus) where the NVIDIA driver itself failed under nvidia-smi or CUDA work, on NVIDIA/open-gpu-kernel-modules, negativo17/nvidia-driver, NixOS/nixos-hardware, CachyOS/linux-cachyos, zzzhouuu/truenas-nvidia-drivers and ollama/ollama.

Broken kinds held: the open kernel module (made the default by negativo17's 560 packages for
Fedora, loaded by a TrueNAS driver build of R580) on Pascal GPUs that have no GSP, so the driver
does not load or leaves the GPU uninitialised, and one of two GPUs (a GTX 1070 Ti beside an RTX 2060) left out
of nvidia-smi by it; a GTX 1050 dropped from the 595 driver branch (NixOS) so that nvidia-smi
could not reach the driver; a custom kernel without the nvidia-dkms modules built for it
(CachyOS); the open kernel module's UVM HMM support making cuInit fail with
CUDA_ERROR_NOT_INITIALIZED (error 3) on EL9 with PyTorch, and on Ubuntu 25.04 under Ollama on an
RTX PRO 6000 Blackwell; a driver update without reboot (NVML 'Driver/library version mismatch')
that made Ollama's CUDA start fail with 'forward compatibility was attempted on non supported
HW'; and a 535 driver too old for the CUDA of newer Ollama builds on two Tesla P40. Four causes
have no catalogue ID (the open module on a GPU without GSP where the module stays loaded, twice;
UVM HMM, twice). Working runs: 0 (none met inside this topic).

Left out: threads whose cause the stored copy does not confirm (RTX 5090 'No devices were found'
with Resizable BAR suggested by another user, Error 802 on H100/H200 machines without a confirmed
fabric manager fix, RTX A6000 gpu_burn failing on the open module, the L20 cuInit error 3 thread
closed without a stated cause), threads already in the corpus, and AlmaLinux/wiki#814 (2026; the
open module not loading on AlmaLinux 10.2 until kernel-modules-extra was installed, confirmed by
the poster) to keep prose-only records to a third. Records from files or pages: none.

At first look (the doctor of commit c695e0d) the cause was named in 4 of the 9 broken logs, all 4
first (the four records without a catalogue ID count as misses, and the Tesla P40 prose naming
only the 535 driver was not read as a driver too old); of the records without a catalogue ID,
the TrueNAS Tesla P4 log drew 'driver-not-loaded' (its module is bound, the GPU uninitialised),
and the GTX 1070 Ti and Ollama UVM HMM logs drew 'tensorflow-cpu-only-build',
'and-cuda-extra-missing' and 'cuda-libraries-missing'; the NixOS and CachyOS logs also drew
'container-without-gpus' after the right cause. There was no working run.
The three records of the open kernel module on a Pascal GPU (the GT 1030, the GTX 1070 Ti, the
Tesla P4) were labelled open-kernel-module-unsupported-gpu once the catalogue had that entry;
the first look above counts them as they were labelled then.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="negativo17-nvidia-driver-560-open-module-gt1030-no-gsp-not-loading",
        source=_GH + "negativo17/nvidia-driver/issues/158",
        text=r"""After upgrading to 560.31.x, the nvidia driver does not load, and system logs contain the following message:

```
kernel: NVRM: The NVIDIA GPU 0000:09:00.0 (PCI ID: 10de:1d01)
             NVRM: installed in this system is not supported by open
             NVRM: nvidia.ko because it does not include the required GPU
             NVRM: System Processor (GSP).
             NVRM: Please see the 'Open Linux Kernel Modules' and 'GSP
             NVRM: Firmware' sections in the driver README, available on
             NVRM: the Linux graphics driver download page at
             NVRM: www.nvidia.com.
kernel: nvidia 0000:09:00.0: probe with driver nvidia failed with error -1
kernel: NVRM: The NVIDIA probe routine failed for 1 device(s).
kernel: NVRM: None of the NVIDIA devices were initialized.
```

GPU is a GT 1030.

Downgrading to 555.58.02 and pinning this version is a workaround for now. What is the proper way forward?""",
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2024. Another user with the same problem (mwawra) named the cause the same day: 'your GPU is not compatible with the new open source kernel module of the NVIDIA driver (as mine). You can switch back to proprietary version' (kernel-open to kernel in /etc/nvidia/kernel.conf, akmods --rebuild, reboot); the poster did not dispute it, and the kernel's own message says the same. The root cause (the open kernel module on a Pascal GPU without GSP) has no catalogue ID of its own; the catalogue's nearest is the kernel module not running. Labelled driver-not-loaded when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="open-gpu-kernel-modules-560-open-drops-gtx1070ti-beside-rtx2060",
        source=_GH + "NVIDIA/open-gpu-kernel-modules/issues/696",
        text=r"""### NVIDIA Open GPU Kernel Modules Version

560.35.03

### Please confirm this issue does not happen with the proprietary driver (of the same version). This issue tracker is only for bugs specific to the open kernel driver.

- [X] I confirm that this does not happen with the proprietary driver package.

### Operating System and Version

Ubuntu 20.04.6 LTS

### Kernel Release

5.15.0-119-generic

### Please confirm you are running a stable release kernel (e.g. not a -rc). We do not accept bug reports for unreleased kernels.

- [X] I am running on a stable kernel release.

### Hardware: GPU

GPU 0: NVIDIA GeForce RTX 2060, GPU 1: NVIDIA GeForce GTX 1070 Ti

### Describe the bug

Open driver doesn't report `GPU 1 NVIDIA GeForce GTX 1070 Ti` when I call `nvidia-smi`. It only reports `GPU 0: NVIDIA GeForce RTX 2060`:
```
Mon Aug 26 13:41:57 2024       
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 560.35.03              Driver Version: 560.35.03      CUDA Version: 12.6     |
|-----------------------------------------+------------------------+----------------------+
...
```

In `dmesg` I saw the following error reported:
```
NVRM: The NVIDIA GPU 0000:02:00.0 (PCI ID: 10de:1b82)
NVRM: installed in this system is not supported by open
NVRM: nvidia.ko because it does not include the required GPU
NVRM: System Processor (GSP).
NVRM: Please see the 'Open Linux Kernel Modules' and 'GSP
NVRM: Firmware' sections in the driver README, available on
NVRM: the Linux graphics driver download page at
NVRM: www.nvidia.com.
```""",
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2024. The poster (ajvengo) found the dmesg lines himself and confirmed the cause before the issue was closed: 'Open source driver supports only `16xx`, `20xx` and later generations. `10xx` and earlier are not supported.' The proprietary 560.35.03 module showed both GPUs (his own check in the template). No catalogue ID: the open kernel module is loaded and drives the RTX 2060; only the Pascal GPU (no GSP) is left out. Labelled no catalogue ID when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="nixos-hardware-xps15-gtx1050-dropped-by-595-driver-legacy-580",
        source=_GH + "NixOS/nixos-hardware/issues/1828",
        text=r"""On my XPS 15-9550, I started recently (~2 weeks ago) getting an error with nvidia. I received this message running `nvidia-smi`:

> NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.

And today I checked `sudo journalctl -b` and it had this error message:

```
Apr 13 16:41:14 host kernel: NVRM: The NVIDIA NVIDIA GeForce GTX 1050 GPU installed in this system>
                              NVRM:  supported through the NVIDIA 580.xx Legacy drivers. Please
                              NVRM:  visit http://www.nvidia.com/object/unix.html for more
                              NVRM:  information.  The 595.58.03 NVIDIA driver will ignore
                              NVRM:  this GPU.  Continuing probe...
Apr 13 16:41:14 host kernel: NVRM: No NVIDIA GPU found.
```

`nixos-version`: 26.05.20260409.4c1018d (Yarara)""",
        expected_cause="driver-not-loaded",
        note="2026. The poster confirmed the fix in the same post: with 'hardware.nvidia.package = config.boot.kernelPackages.nvidiaPackages.legacy_580;' in his configuration 'things work again (after reboot)'. The 595 branch no longer drives the Pascal GTX 1050, so the kernel module finds no GPU and nvidia-smi cannot reach a driver; the catalogue has no ID for a GPU dropped from the driver branch, its nearest is the kernel module not running. Host name in the journal lines replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="cachyos-kernel-without-nvidia-dkms-modules-nvidia-smi-fails",
        source=_GH + "CachyOS/linux-cachyos/issues/118",
        text=r"""`
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
`
I\`ve already installed `nvidia-dkms` and using kernel `linux-cachyos`.
It can work while I am running the `linux` kernel.""",
        expected_cause="driver-not-loaded",
        note="2023. Maintainer ventureoo: 'It looks like missing DKMS modules. Please reinstall the nvidia-dkms package: `sudo pacman -S nvidia-dkms`'; the poster: 'It works out. Thanks :)'. The module had not been built for the linux-cachyos kernel.",
        platform="linux",
    ),
    CorpusLog(
        name="truenas-r580-build-open-module-tesla-p4-no-devices-found",
        source=_GH + "zzzhouuu/truenas-nvidia-drivers/issues/20",
        text=r"""## Environment
- TrueNAS SCALE **25.10.7**, kernel `6.12.105-production+truenas`
- GPU: **NVIDIA Tesla P4** (GP104, Pascal, PCI ID `10de:1bb3`) — no GSP processor
- Driver: this repo's `25.10.7/nvidia.raw` (SHA256 verified), NVRM **580.178.04** (Tue Jul 7 12:38:21 UTC 2026 build)

## Symptoms
$ nvidia-smi
No devices found

$ dmesg | grep NVRM
[   87.358035] NVRM: The NVIDIA GPU 0000:03:00.0 (PCI ID: 10de:1bb3)
               NVRM: installed in this system is not supported by open
               NVRM: nvidia.ko because it does not include the required GPU
               NVRM: System Processor (GSP).
[  988.289884] NVRM: GPU 0000:03:00.0: RmInitAdapter failed! (0x24:0x72:1603)
[  988.372255] NVRM: GPU 0000:03:00.0: rm_init_adapter failed, device minor number 0
   # repeats on every probe attempt

$ lspci -nnk | grep -iA3 '3D controller'
03:00.0 3D controller [0302]: NVIDIA Corporation GP104GL [Tesla P4] [10de:1bb3] (rev a1)
        Kernel driver in use: nvidia
        Kernel modules: nouveau, nvidia_drm, nvidia""",
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2026. The poster's own root-cause analysis in the report, from the kernel's message: 'The loaded `nvidia.ko` is the **open** kernel module. Open kernel modules only support Turing-and-newer (GSP-based) GPUs; Pascal/Maxwell require the **proprietary** modules.' The maintainer closed the issue (earlier, in issue #13, he had shipped a proprietary 580 build for the same Tesla P4). No catalogue ID: the open module is bound to the GPU but cannot initialise it. The analysis part of the report is left out of the text. Labelled no catalogue ID when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="open-gpu-kernel-modules-el9-uvm-hmm-pytorch-no-cuda-devices",
        source=_GH + "NVIDIA/open-gpu-kernel-modules/issues/901",
        text=r"""### NVIDIA Open GPU Kernel Modules Version

570.158.01, 575.57.08

### Please confirm this issue does not happen with the proprietary driver (of the same version). This issue tracker is only for bugs specific to the open kernel driver.

### Operating System and Version

Rocky 9.6

### Kernel Release

5.14.0-570.23.1.el9_6.x86_64

### Please confirm you are running a stable release kernel (e.g. not a -rc). We do not accept bug reports for unreleased kernels.

- [x] I am running on a stable kernel release.

### Hardware: GPU

RTX 6000 Ada Gen, RTX 4500 Ada Gen

### Describe the bug

All CUDA calls fail on stable EL9 systems with the latest versions of both the `nvidia-open` and proprietary drivers. Drivers were installed via the documentation, and the issue exists with both the `cuda-rhel9-x86_64` packages and runtime installers. `nvidia-smi` and `/dev` directories both show the cards are detected and the drivers load without issue. `journald`, `/var/log/message`, and `dmesg` indicate no issues with the driver kernel modules at boot or during runtime. However, trying to use CUDA workflows with PyTorch or `cuda-toolkit` will fail and report that no CUDA devices could be found.""",
        expected_cause=None,
        note="2025. Prose only. The poster confirmed the fix in the same report: 'Disabling HMM via the kernel module option `nvidia_uvm uvm_disable_hmm=1` and reloading the nvidia_uvm module fixes this issue and allows CUDA' (left out of the text). No catalogue ID: the driver's UVM HMM support (heterogeneous memory management) makes CUDA initialisation fail while nvidia-smi works.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-rtx-pro-6000-blackwell-cudart-init-failure-3-uvm-hmm",
        source=_GH + "ollama/ollama/issues/11593",
        text=r"""### What is the issue?

Ubuntu 25.04
NVIDIA-SMI 570.158.01
CUDA 12.8.90

Ollama will not use GPU, fails with "cudart init failure: 3"

I've checked, the file it is looking for does exist.

### Relevant log output

```shell
OLLAMA_DEBUG=1 ollama serve 2>&1 | tee server.log
...
```

Same thing happens with the 575 driver and CUDA 12.9 btw:

```
time=2025-08-02T22:42:20.643Z level=INFO source=gpu.go:612 msg="Unable to load cudart library /usr/lib/x86_64-linux-gnu/libcuda.so.575.57.08: cuda driver library init failure: 3"
```

Is this GPU not supported by ollama?""",
        expected_cause=None,
        note="2025. The poster (tjwebb) three weeks later: 'Ok I fixed this after a lot of debugging, issue was an Nvidia driver bug. I needed to create /etc/modprobe.d/uvm.conf and set this: options nvidia_uvm uvm_disable_hmm=1'. Maintainer dhiltgen had read error 3 as CUDA_ERROR_NOT_INITIALIZED. No catalogue ID (the driver's UVM HMM support). The long server-config line of the first log is cut (it held a proxy address).",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-driver-update-no-reboot-forward-compatibility-cpu-fallback",
        source=_GH + "ollama/ollama/issues/15918",
        text=r"""### What is the issue?

After updating NVIDIA drivers today, ollama silently fell back to CPU-only inference instead of failing fast or warning the user. The model (qwen3.5:9b, Q4_K_M, 6.1 GiB) loaded entirely on CPU, consuming 766% CPU and 16 GB RAM for ~38 minutes, causing the system to reach 101°C, while the API kept returning 500 errors after 60s timeouts.

The fallback happened 3 times at 30-minute intervals (12:28, 12:58, 13:28) triggered by an external tool (OpenAI Codex) calling POST /api/chat. No warning was shown anywhere — ollama appeared to be running normally.

Expected behavior: ollama should either refuse to load the model with a clear error, or emit a visible WARNING log when falling back to CPU due to a CUDA initialization failure.

Ollama version: 0.20.6
NVIDIA driver updated today (NVML library version: 580.159)
nvidia-smi itself fails with "Driver/library version mismatch" — kernel module still loaded from previous driver version, reboot pending.

### Relevant log output

```shell
ggml_cuda_init: failed to initialize CUDA: forward compatibility was attempted on non supported HW
time=... source=ggml.go:494 msg="offloaded 0/33 layers to GPU"
time=... source=device.go:245 msg="model weights" device=CPU size="6.1 GiB"
```""",
        expected_cause="driver-library-mismatch",
        note="2026. The poster's own check in the report: nvidia-smi answered 'Driver/library version mismatch', the kernel module of the previous driver still loaded after the day's driver update, reboot pending; the issue asks Ollama to warn about the CPU fallback. No later comment in the stored copy; the NVML message is itself the confirmation of a loaded module older than the libraries.",
        platform="linux",
    ),
    CorpusLog(
        name="ollama-2x-tesla-p40-driver-535-too-old-newer-builds-cpu-only",
        source=_GH + "ollama/ollama/issues/17290",
        text=r"""*Note: I used AI assistance to help structure and write up this bug report, but all testing and log collection was performed by me personally on my own hardware.*

## What is the issue?

On a system with 2x NVIDIA Tesla P40 (24GB each, 48GB total, compute capability 6.1), Ollama versions v0.30.0 through v0.32.1 (latest tested) load models entirely onto CPU regardless of model size, model architecture, or configuration — despite both GPUs being correctly detected with ample free VRAM.

This is confirmed as a genuine regression via bisection: v0.24.0 works correctly (100% GPU), v0.30.0 is broken (100% CPU). The regression might coincide with the llama.cpp engine integration introduced in v0.30.0.

## Environment

- Hardware: 2x NVIDIA Tesla P40 (24GB VRAM each), PCI passthrough via Proxmox VE to a Ubuntu guest VM
- Driver: NVIDIA 535.309.01, CUDA 12.2
- Docker with `runtime: nvidia`, NVIDIA Container Toolkit installed and functional (verified via `docker run --rm --gpus all nvidia/cuda:... nvidia-smi`)
- `nvidia-smi` inside the container correctly shows both GPUs with full free VRAM
- Ollama's own GPU discovery correctly detects both cards (see "inference compute" log lines, present on working versions)

## Results

| Version | Result |
|---|---|
| v0.11.4 | ✅ 100% GPU |
| v0.12.1 | ✅ 100% GPU |
| v0.22.1 | ✅ 100% GPU |
...""",
        expected_cause="driver-too-old",
        note="2026. Prose only (the environment names the driver, 535.309.01 with CUDA 12.2). The poster (deliarmin) confirmed it after a debug log: 'from 0.30.0 on ollama needs a newer nvidia driver than my installed 535. My driver (535.309.01) was below the 550 minimum that newer Ollama builds enforce for the bundled CUDA backend ... Fix: upgraded the host driver from 535.309.01 to 580.159.03 ... After the upgrade, Ollama 0.32.1 correctly offloads to both Tesla P40s (`100% GPU` via `ollama ps`)'.",
        platform="linux",
    ),
)
