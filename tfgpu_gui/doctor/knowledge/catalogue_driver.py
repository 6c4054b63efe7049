"""Catalogue entries about the NVIDIA driver, the GPU and what CUDA can see of it."""

from __future__ import annotations

from tfgpu_gui.doctor.knowledge.cuda_drivers import COMPAT_URL, RELEASE_NOTES_URL
from tfgpu_gui.doctor.knowledge.tf_builds import TESTED_BUILDS_URL
from tfgpu_gui.doctor.model import ERROR, WARNING, Entry, NoGpu

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "no-nvidia-driver",
        ERROR,
        "No NVIDIA driver is installed (or none is reachable from here)",
        "TensorFlow talks to the GPU through the NVIDIA driver's user-space library "
        "(libcuda.so.1 on Linux). It could not be found, so TensorFlow falls back to the CPU: "
        "the log says \"Could not load dynamic library 'libcuda.so.1'\" and "
        '"failed call to cuInit: ... UNKNOWN ERROR (303)". In a container the driver comes from '
        "the host and must be passed in.",
        {
            "linux": "Install the NVIDIA driver for your GPU, reboot, and check it:\n"
            "$ sudo ubuntu-drivers install   # Ubuntu; elsewhere: the nvidia-driver package\n"
            "$ nvidia-smi\n"
            "In a container, start it with the GPUs passed in (NVIDIA Container Toolkit):\n"
            "$ docker run --gpus all ...",
            "wsl2": "Install the NVIDIA driver on Windows (not inside WSL); WSL2 exposes it as "
            "/usr/lib/wsl/lib/libcuda.so.1. Then, inside WSL:\n$ nvidia-smi",
            "windows": "Install the NVIDIA driver from nvidia.com, then check:\n$ nvidia-smi",
        },
        if_no_gpu="TensorFlow did not find the NVIDIA driver's library (libcuda.so.1). A GPU "
        "build of TensorFlow looks for it when it starts, on every machine: without an NVIDIA "
        "GPU these lines are harmless and TensorFlow runs on the CPU. If this machine has an "
        "NVIDIA GPU you want TensorFlow to use, its driver is not installed or not reachable "
        "(in a container: the GPUs were not passed in).",
        sources=(
            "https://github.com/yanghb22-fdu/Hi3D-Official/issues/11",
            "https://github.com/tensorflow/tensorflow/issues/37689",
            # A CPU-only run that printed them: "Tensorflow will run in CPU mode" (maintainer).
            "https://github.com/haotianteng/Chiron/issues/99",
        ),
        confirm=(
            "Run `nvidia-smi` on the machine (in a container: inside it). If it is missing or "
            "fails, no usable driver is reachable there; if it lists the GPU, look at the other "
            "causes."
        ),
        root_order=50,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "fabric-manager-not-running",
        ERROR,
        "The GPUs' NVSwitch fabric is not set up: NVIDIA Fabric Manager is not running",
        "On servers whose GPUs are joined by NVSwitch (HGX and DGX systems with A100, H100, "
        "H200, B200 ...), CUDA cannot start until the nvidia-fabricmanager service has set up "
        "the fabric: every program's first CUDA call fails with 802, \"system not yet "
        'initialized" (CUDA_ERROR_SYSTEM_NOT_READY, cudaErrorSystemNotReady), while '
        "nvidia-smi still lists the GPUs. The service is not installed, not started, or "
        "refuses to start because its version is not exactly the driver's (a driver updated "
        "without it); started again without a reboot, NCCL's NVLink SHARP (NVLS) then fails.",
        {
            "linux": "Check the service and the fabric's state:\n"
            "$ systemctl status nvidia-fabricmanager\n"
            "$ nvidia-smi -q | grep -i -A2 fabric\n"
            "Install the Fabric Manager of exactly the driver's version (the "
            "nvidia-fabricmanager package of the driver's branch, e.g. "
            "nvidia-fabricmanager-550 for driver 550.x), enable it and reboot:\n"
            "$ sudo systemctl enable --now nvidia-fabricmanager",
        },
        sources=(
            # cuda.h, CUDA_ERROR_SYSTEM_NOT_READY (802): "the system is not yet ready to start
            # any CUDA work ... verify ... all required driver daemons are actively running"
            "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
            "https://docs.nvidia.com/datacenter/tesla/fabric-manager-user-guide/index.html",
            # Fabric Manager never installed on a 16-GPU host ("Error 802: system not yet
            # initialized"), and one older than the driver
            "https://github.com/NVIDIA/gpu-operator/issues/485",
        ),
        confirm="`nvidia-smi -q` shows the fabric's State and Status for each GPU: anything "
        "but Completed / Success, with `systemctl status nvidia-fabricmanager` inactive or "
        "failed, is this cause.",
        root_order=65,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "driver-library-mismatch",
        ERROR,
        "The running NVIDIA kernel module and the driver libraries have different versions",
        "The driver was updated (often by automatic updates) but the old kernel module is "
        'still loaded. NVML answers "Driver/library version mismatch" and CUDA refuses to '
        'start ("kernel version X does not match DSO version Y -- cannot find working devices", '
        '"CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"). In a container, a libcuda.so.1 of another '
        "release (the image's /usr/local/cuda/compat) can be loaded in front of the host's.",
        {
            "linux": "Reboot. Or, with nothing using the GPU, reload the modules:\n"
            "$ sudo rmmod nvidia_uvm nvidia_drm nvidia_modeset nvidia\n"
            "$ sudo modprobe nvidia && nvidia-smi\n"
            "In a container: take /usr/local/cuda/compat off LD_LIBRARY_PATH, or use an image "
            "whose CUDA the host's driver supports (nvidia-smi shows it).",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/4768",
            "https://github.com/tensorflow/tensorflow/issues/4349",
        ),
        confirm=(
            'Run `nvidia-smi`: "Failed to initialize NVML: Driver/library version mismatch" '
            "confirms it; compare `cat /proc/driver/nvidia/version` with the installed driver "
            "package."
        ),
        root_order=70,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "driver-not-loaded",
        ERROR,
        "The NVIDIA driver is installed but its kernel module is not running",
        "The driver's libraries are present but the kernel module is not loaded, so there is no "
        "/proc/driver/nvidia/version and no /dev/nvidia* to talk to. Usual causes: Secure Boot "
        "refused the unsigned module, the module was not rebuilt for a new kernel (DKMS), or "
        "the open-source nouveau driver holds the GPU.",
        {
            "linux": "Load it and read why it fails if it does:\n"
            "$ sudo modprobe nvidia\n"
            "$ sudo dmesg | grep -i -E 'nvidia|nvrm|secure boot'\n"
            "If nouveau is loaded, blacklist it and rebuild the initramfs:\n"
            "$ echo 'blacklist nouveau' | sudo tee /etc/modprobe.d/blacklist-nouveau.conf\n"
            "$ sudo update-initramfs -u && sudo reboot",
        },
        sources=("https://github.com/tensorflow/tensorflow/issues/394",),
        confirm=(
            "Run `lsmod | grep nvidia`: no output while the driver package is installed confirms "
            "it; `sudo modprobe nvidia` then says why it does not load."
        ),
        root_order=60,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "open-kernel-module-unsupported-gpu",
        ERROR,
        "NVIDIA's open kernel module cannot drive this GPU",
        "The NVIDIA kernel module loaded is the open one (nvidia-open, the packages ending in "
        "-open; the default of many installs since the 560 drivers). It drives only GPUs that "
        "have a GPU System Processor (GSP: Turing, 2018, and newer): a Maxwell, Pascal or Volta "
        "GPU is refused ('not supported by open nvidia.ko because it does not include the "
        "required GPU System Processor'), and drivers before 560 refused GeForce and workstation "
        "GPUs too unless the module parameter NVreg_OpenRmEnableUnsupportedGpus=1 was set ('Open "
        "nvidia.ko is only ready for use on Data Center GPUs'). The driver is installed, but the "
        "GPU is not initialised: nvidia-smi and CUDA do not see it.",
        {
            "linux": "A GPU older than Turing needs the proprietary kernel module of a driver "
            "branch that still supports it: install the driver packages without -open (on "
            "Ubuntu nvidia-driver-NNN rather than nvidia-driver-NNN-open; with negativo17's "
            "packages, kernel in place of kernel-open in /etc/nvidia/kernel.conf, then rebuild "
            "the module) and reboot.\n"
            "A Turing or newer GPU under an open module before 560: allow it and reboot:\n"
            "$ echo 'options nvidia NVreg_OpenRmEnableUnsupportedGpus=1' | sudo tee "
            "/etc/modprobe.d/nvidia-open.conf\n"
            "$ sudo update-initramfs -u && sudo reboot",
        },
        sources=(
            "https://github.com/negativo17/nvidia-driver/issues/158",
            "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/230",
            "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/696",
            "https://github.com/pop-os/pop/issues/3859",
        ),
        confirm=(
            "Run `sudo dmesg | grep NVRM`: 'not supported by open nvidia.ko' or 'Open nvidia.ko "
            "is only ready for use on Data Center GPUs' confirms it."
        ),
        root_order=58,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "no-gpu-visible",
        ERROR,
        "TensorFlow sees no GPU although it was built with CUDA",
        "TensorFlow imported fine and is a CUDA build, but `tf.config.list_physical_devices"
        "('GPU')` is empty and no more specific cause was found. The TensorFlow log (shown as "
        "evidence) usually names the library or call that failed.",
        {
            "any": "Check the driver and the device nodes, then run the doctor again with the "
            "log:\n$ nvidia-smi\n$ ls -l /dev/nvidia*\n"
            '$ python -c "import tensorflow as tf; '
            "print(tf.config.list_physical_devices('GPU'))\"",
        },
        sources=("https://github.com/Determined22/zh-NER-TF/issues/106",),
        confirm=(
            "Run `nvidia-smi`: if it lists the GPU, the cause is on TensorFlow's side (its build,"
            " its CUDA libraries); if it fails, the driver is the cause."
        ),
        root_order=None,
        no_gpu=NoGpu.SYMPTOM,
        outcome=True,
        container_refused=False,
        host_decided=False,
        log_facts=("tf_gpu_count",),
    ),
    Entry(
        "cuda-visible-devices-hides-gpus",
        ERROR,
        "CUDA_VISIBLE_DEVICES hides every GPU",
        "CUDA_VISIBLE_DEVICES tells CUDA which GPUs a process may see. It is set to a value "
        "that selects none (-1, empty, or indices/UUIDs that do not exist), so TensorFlow sees "
        "0 GPUs even though the driver is fine. It is often left over from a shell profile, a "
        "job script or a notebook cell that wanted CPU-only runs.",
        {
            "linux": "Unset it (or list the GPUs you want, e.g. 0,1):\n"
            "$ unset CUDA_VISIBLE_DEVICES\n$ grep -rn CUDA_VISIBLE_DEVICES ~/.bashrc ~/.profile",
            "windows": "Remove it for this shell:\n$ set CUDA_VISIBLE_DEVICES=",
        },
        sources=(
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#env-vars",
            "https://github.com/DetectionTeamUCAS/FPN_Tensorflow/issues/146",
            "https://github.com/numba/numba/issues/5793",
        ),
        unproven_explanation="CUDA answered CUDA_ERROR_NO_DEVICE: it found no GPU it may use. "
        "Most often CUDA_VISIBLE_DEVICES selects none: -1 or empty (set to force the CPU), or an "
        'index that does not exist, such as "1" in a training script on a one-GPU machine (GPUs '
        "count from 0). The same error comes from a container started without the GPUs.",
        confirm=(
            "Run `echo $CUDA_VISIBLE_DEVICES` in the shell that starts TensorFlow: empty or -1 "
            "confirms it, and so does an index past the last GPU `nvidia-smi -L` lists (GPUs "
            "count from 0: a machine with one GPU has only index 0)."
        ),
        root_order=200,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=True,
        log_facts=("cuda_visible_devices", "smi_driver"),
    ),
    Entry(
        "cuinit-unknown-error",
        ERROR,
        "cuInit, CUDA's first call, failed with an unknown error",
        'CUDA\'s first call, cuInit, answered "UNKNOWN ERROR (303)" / CUDA_ERROR_UNKNOWN while '
        "the driver itself is installed. Common causes: the nvidia_uvm module is not loaded or "
        "/dev/nvidia-uvm is missing (often after suspend/resume), the user may not open "
        "/dev/nvidia*, or a container without the GPU device nodes.",
        {
            "linux": "Reload the unified-memory module and check the device nodes:\n"
            "$ sudo rmmod nvidia_uvm && sudo modprobe nvidia_uvm\n"
            "$ ls -l /dev/nvidia-uvm /dev/nvidia0\n"
            "If it only works with sudo, add yourself to the group of /dev/nvidia* (often "
            "video) and log in again:\n$ sudo usermod -aG video $USER",
        },
        if_no_gpu='CUDA\'s first call, cuInit, answered "UNKNOWN ERROR (303)". A GPU build of '
        "TensorFlow makes that call when it starts, on every machine: on one without an NVIDIA "
        "GPU the line is expected and TensorFlow runs on the CPU. If this machine has an NVIDIA "
        "GPU you want TensorFlow to use, its driver is not reachable or not working.",
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/32623",
            "https://github.com/tensorflow/tensorflow/issues/41937",
            # On a machine without a GPU the line is spurious; TensorFlow later logged it as a
            # warning there (tensorflow/tensorflow#39956).
            "https://github.com/tensorflow/tensorflow/issues/37689",
        ),
        unproven_explanation='CUDA\'s first call, cuInit, answered "UNKNOWN ERROR (303)" / '
        "CUDA_ERROR_UNKNOWN. Nothing here shows a working NVIDIA driver, and without one this is "
        "what TensorFlow prints: most often a machine with no usable driver (a CPU-only node, a "
        "container started without GPUs). Where a driver is installed, the usual causes are the "
        "nvidia_uvm module not loaded (/dev/nvidia-uvm missing, often after suspend/resume) or "
        "/dev/nvidia* not open to the user.",
        confirm=(
            "Run `nvidia-smi`. If it fails or is missing, no usable driver is reachable (a CPU-"
            "only node, a container started without --gpus). If it works, run `ls -l /dev/nvidia-"
            "uvm`: missing means the nvidia_uvm module is not loaded; if it works only with sudo,"
            " it is the device permissions."
        ),
        root_order=230,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "gpu-exclusive-process-busy",
        ERROR,
        "The GPU is in exclusive-process mode and another process holds it",
        "The GPU's compute mode is exclusive-process (set by an administrator or a cluster's "
        "scheduler): only one process may hold a CUDA context on it at a time. Another process "
        "holds it (another job, a notebook, or a second process of the same program), so CUDA "
        'answers "all CUDA-capable devices are busy or unavailable" and TensorFlow cannot start '
        "on it (old releases crash).",
        {
            "linux": "Run TensorFlow on a GPU no other process holds: end the process that holds "
            "it, or choose another GPU with CUDA_VISIBLE_DEVICES; on a cluster, ask the scheduler "
            "for a GPU of your own and start one CUDA process per GPU (a program that starts a "
            "second one, for image processing or a data loader, needs its own GPU). An "
            "administrator can set the GPU back to the default compute mode, which lets several "
            "processes share it. nvidia-smi shows each GPU's mode (Compute M.) and the processes "
            "that hold it:\n"
            "$ nvidia-smi",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/152",
            "https://github.com/stardist/stardist/issues/102",
            # NVML: "Compute-exclusive-process mode -- only one context per device"
            "https://nvidia.github.io/cuda-python/pr-preview/pr-1884/cuda-bindings/latest/module/"
            "generated/cuda.bindings.nvml.ComputeMode.html",
            # cudaErrorDevicesUnavailable, CUDA's runtime API (driver_types.h): "Devices are often
            # busy/unavailable due to use of cudaComputeModeProhibited,
            # cudaComputeModeExclusiveProcess, or when long running CUDA kernels have filled up
            # the GPU"
            "https://docs.rs/crseo-sys/latest/aarch64-unknown-linux-gnu/"
            "constant.cudaError_cudaErrorDevicesUnavailable.html",
        ),
        confirm="Run `nvidia-smi`: a GPU whose Compute M. is exclusive-process, with another "
        "process in its list, confirms it.",
        root_order=205,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "wsl-container-toolkit-too-old",
        ERROR,
        "The container tools are older than the Windows NVIDIA driver (WSL2)",
        "Under WSL2 the Windows driver provides CUDA to Linux, and the NVIDIA Container "
        "Toolkit maps its libraries into containers. Windows drivers 555.xx and newer added a "
        "library (libnvdxgdmal.so.1) that older toolkits do not map, so CUDA's first call "
        'inside a container fails with 500, "named symbol not found" (CUDA_ERROR_NOT_FOUND): '
        "TensorFlow then sees no GPU, while the same GPU works in WSL outside the container.",
        {
            "wsl2": "Update what starts the container: Docker Desktop 4.31 or newer, or "
            "nvidia-container-toolkit 1.14.4 / 1.15.0 or newer inside the WSL distribution:\n"
            "$ sudo apt-get install -y --only-upgrade nvidia-container-toolkit\n"
            "$ sudo systemctl restart docker\n"
            "Until then, a Windows driver older than 555 works too.",
            "linux": "If this runs under WSL2 (Docker Desktop or Docker in the WSL "
            "distribution), update Docker Desktop to 4.31 or newer, or nvidia-container-toolkit "
            "to 1.14.4 / 1.15.0 or newer:\n"
            "$ sudo apt-get install -y --only-upgrade nvidia-container-toolkit\n"
            "$ sudo systemctl restart docker",
        },
        sources=(
            "https://github.com/NVIDIA/nvidia-container-toolkit/issues/520",
            "https://github.com/tensorflow/tensorflow/issues/68711",
        ),
        confirm="In WSL, outside any container, run `nvidia-smi` (it should work), then "
        "`docker run --rm --gpus all nvcr.io/nvidia/k8s/cuda-sample:nbody nbody -gpu "
        "-benchmark`: the same error there is the container tools, not TensorFlow.",
        root_order=35,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "wsl-windows-driver-unreachable",
        ERROR,
        "Inside WSL2, CUDA does not reach the Windows NVIDIA driver",
        "Under WSL2 the NVIDIA driver is the Windows one: Windows maps its CUDA library into "
        "the Linux side as /usr/lib/wsl/lib/libcuda.so (nvidia-smi beside it), and no Linux "
        'driver belongs there. CUDA inside WSL fails ("no CUDA-capable device is detected", '
        "cuInit's CUDA_ERROR_NO_DEVICE, nvidia-smi that cannot communicate with the driver, "
        "libcuda.so that cannot be opened) when a program does not get that library: a Linux "
        "NVIDIA driver or CUDA's driver packages (cuda-drivers, libnvidia-compute-*) installed "
        "inside WSL put their own libcuda.so, which sees no GPU, ahead of it; the loader does "
        "not search /usr/lib/wsl/lib (cuDNN asks for the unversioned libcuda.so, which ldconfig "
        "does not list from there, the files being copies rather than links); the distribution "
        "runs under WSL 1, which has no GPU; the GPU runs in TCC mode on Windows (data-center "
        "GPUs such as the Tesla cards, A100, H100 or L40S do by default, and some allow nothing "
        'else), and WSL2 reaches only a GPU in WDDM mode (nvidia-smi there says "GPU access '
        'blocked by the operating system"); or the Windows driver, or a Windows preview build, '
        "offers no CUDA to WSL.",
        {
            "any": "Let programs use the library WSL provides, and nothing else. See where "
            "libcuda comes from and whether a Linux driver was installed inside WSL:\n"
            "$ ldconfig -p | grep libcuda\n"
            "$ dpkg -l | grep -E 'nvidia-driver|libnvidia-compute|cuda-drivers'\n"
            "Remove such packages (sudo apt-get remove --purge with the names listed); install "
            "CUDA inside WSL only from NVIDIA's WSL-Ubuntu repository, as cuda-toolkit (never "
            "the cuda or cuda-drivers packages); and put WSL's library first:\n"
            "$ export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH\n"
            "If nvidia-smi fails inside WSL as well, update the NVIDIA driver on Windows (and "
            "leave a Windows preview build whose notes say GPU compute in WSL is broken), then "
            "restart WSL from Windows: wsl --update, then wsl --shutdown. In Windows, "
            "`wsl -l -v` must show VERSION 2 for the distribution (wsl --set-version NAME 2). "
            "If nvidia-smi on Windows shows TCC for the GPU, switch it to WDDM where the GPU "
            "allows it, in an administrator prompt, then reboot:\n"
            "$ nvidia-smi -i 0 -dm 0\n"
            "A GPU that supports only TCC cannot be used from WSL2: run Linux itself.",
        },
        sources=(
            # "The CUDA driver installed on Windows host will be stubbed inside the WSL 2 as
            # libcuda.so, therefore users must not install any NVIDIA GPU Linux driver within
            # WSL 2."
            "https://docs.nvidia.com/cuda/wsl-user-guide/index.html",
            # libcuda.so not in the linker cache: /usr/lib/wsl/lib holds copies, not links
            "https://github.com/microsoft/WSL/issues/8587",
            # "Using the wrong libcuda.so on WSL can result in CUDA_ERROR_NO_DEVICE being
            # returned on the call to cuInit()" (a numba maintainer)
            "https://github.com/numba/numba/issues/7106",
            # GPU compute broken by Insider builds 21343/21354 (the WSL team's own issue)
            "https://github.com/microsoft/WSL/issues/6773",
            # "WSL only supports CUDA when running in WDDM mode ... H100 PCIe cards do not
            # support WDDM mode, only TCC mode"; an L40S in TCC mode and "GPU access blocked by
            # the operating system" inside WSL2
            "https://github.com/microsoft/WSL/issues/9952",
            "https://github.com/microsoft/WSL/issues/11865",
        ),
        confirm="Inside WSL: `ldconfig -p | grep libcuda` should list only /usr/lib/wsl/lib, "
        "and `/usr/lib/wsl/lib/nvidia-smi` should show the GPU. Another libcuda listed (or a "
        "`which nvidia-smi` outside /usr/lib/wsl/lib) is a Linux driver inside WSL; WSL's own "
        "nvidia-smi failing too is the Windows side.",
        root_order=38,
        no_gpu=NoGpu.ABSENT,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "container-without-gpus",
        ERROR,
        "The container was started without access to the GPUs",
        "A Docker container sees the GPUs only when it is started with them (docker run "
        "--gpus all, through the NVIDIA Container Toolkit); an Apptainer or Singularity one "
        "with --nv. Started without, the NVIDIA "
        'images print "The NVIDIA Driver was not detected" and TensorFlow inside finds no '
        "driver, although the host has one.",
        {
            "linux": "Start the container with the GPUs: Docker with --gpus all (install the "
            "NVIDIA Container Toolkit on the host first if --gpus is refused), Apptainer or "
            "Singularity with --nv:\n"
            "$ docker run --gpus all --rm -it tensorflow/tensorflow:latest-gpu\n"
            "$ apptainer exec --nv docker://tensorflow/tensorflow:latest-gpu python",
            "wsl2": "Start the container with the GPUs (Docker Desktop with the WSL 2 backend "
            "passes them through):\n"
            "$ docker run --gpus all --rm -it tensorflow/tensorflow:latest-gpu",
        },
        sources=(
            "https://github.com/NVIDIA/nvidia-docker/issues/1071",
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
            "install-guide.html",
            # The host's driver libraries (libcuda.so among them) --nv binds in.
            "https://github.com/apptainer/apptainer/blob/main/etc/nvliblist.conf",
        ),
        confirm="Run `docker run --rm --gpus all ubuntu nvidia-smi` on the host: if it lists the "
        "GPUs, start your container the same way.",
        root_order=40,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "container-lost-gpu-access",
        ERROR,
        "The container has no access to its GPUs' device files (often lost after a systemd reload)",
        "The NVIDIA Container Toolkit gives a container its GPUs by adding their device files "
        "(/dev/nvidia*) to the container's device rules (its cgroup), behind the back of the "
        "container runtime. When systemd reloads its units (`systemctl daemon-reload`, which "
        "package updates run too) or the container is updated, the runtime rewrites those rules "
        "without the GPUs, and the running container loses them, often hours or days after it "
        'started: inside it, nvidia-smi answers "Failed to initialize NVML: Unknown Error" and '
        "CUDA finds no GPU, while the host's nvidia-smi still works. A container that fails so "
        "from the start never got device access (a toolkit set to no-cgroups, or one too old for "
        "the host's cgroups).",
        {
            "linux": "Delete the container and start a new one: it gets the GPUs back. To keep "
            "them across a systemd reload, do one of these. Pass the device files in by name "
            "(--device /dev/nvidia0 --device /dev/nvidiactl --device /dev/nvidia-uvm ...); on "
            "Kubernetes, the NVIDIA device plugin's compatWithCPUManager option does the same. "
            'Or switch Docker to the cgroupfs driver: add "exec-opts": '
            '["native.cgroupdriver=cgroupfs"] to /etc/docker/daemon.json and restart Docker. Or '
            "give the GPUs through CDI, which lists the device files in the container's own "
            "configuration: generate its specification once, then ask for nvidia.com/gpu=all.\n"
            "$ sudo systemctl restart docker\n"
            "$ sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml\n"
            "$ docker run --rm --device nvidia.com/gpu=all ubuntu nvidia-smi",
        },
        sources=(
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
            "troubleshooting.html#containers-losing-access-to-gpus-with-error-failed-to-"
            "initialize-nvml-unknown-error",
            "https://github.com/NVIDIA/nvidia-docker/issues/1730",
            "https://github.com/NVIDIA/nvidia-docker/issues/1671",
        ),
        confirm="Run `nvidia-smi` on the host, then in a new container (`docker run --rm --gpus "
        "all ubuntu nvidia-smi`): if both work while the old container still fails, it lost its "
        "GPUs; if the new one fails too, containers get no device access on this host (look at "
        "the toolkit's version and /etc/nvidia-container-runtime/config.toml).",
        root_order=42,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "gpu-device-permission-denied",
        ERROR,
        "The GPU's device files (/dev/nvidia*) may not be opened here",
        "The driver is running, but this user (or this container) may not open the GPU's "
        'device files, so NVML answers "Insufficient Permissions" and CUDA finds no GPU. On a '
        "host, /dev/nvidia* belong to a group (often video or render) the user is not in, or "
        "were created with a restrictive mode. In a container under SELinux (Red Hat, Fedora, "
        "CentOS), the host's device files cannot be relabelled for the container, and SELinux "
        "refuses them.",
        {
            "linux": "On a host, add yourself to the group of /dev/nvidia* and log in again:\n"
            "$ ls -l /dev/nvidia*\n"
            "$ sudo usermod -aG video $USER\n"
            "In a container under SELinux, start it without SELinux separation (review your "
            "SELinux policy first):\n"
            "$ docker run --rm --gpus all --security-opt=label=disable ubuntu nvidia-smi",
        },
        sources=(
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
            "troubleshooting.html#nvml-insufficient-permissions-and-selinux",
            # SELinux on RHEL 7; "I get past the issue with the `--privileged` keyword"
            "https://github.com/NVIDIA/nvidia-docker/issues/676",
        ),
        confirm="Run `nvidia-smi` as root (on the host, or in a container started with "
        "--security-opt=label=disable): if it works there, it is the permissions.",
        root_order=225,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "container-toolkit-missing",
        ERROR,
        "Docker cannot give GPUs to containers (no NVIDIA Container Toolkit, or no NVIDIA GPU)",
        "`docker run --gpus` asks Docker for a device driver that provides GPUs; the NVIDIA "
        'Container Toolkit is that driver. Docker answers \'could not select device driver "" '
        "with capabilities: [[gpu]]' when no such driver is installed or registered: the "
        "toolkit is not installed on the host (or not on the Docker the command talks to, e.g. "
        "a snap or rootless Docker), or the machine has no NVIDIA GPU at all. A Docker older "
        'than 19.03 has no --gpus at all ("unknown flag: --gpus"): the toolkit cannot add it.',
        {
            "linux": "Check the host has an NVIDIA GPU and driver, and a Docker of 19.03 or newer "
            "($ docker version), then install the toolkit and register it with Docker:\n"
            "$ nvidia-smi\n"
            "$ sudo apt-get install -y nvidia-container-toolkit   # after adding NVIDIA's "
            "repository\n"
            "$ sudo nvidia-ctk runtime configure --runtime=docker\n"
            "$ sudo systemctl restart docker",
            "wsl2": "Use Docker Desktop with the WSL 2 backend (it passes the GPU through), or "
            "install nvidia-container-toolkit inside the WSL distribution, then:\n"
            "$ sudo nvidia-ctk runtime configure --runtime=docker\n"
            "$ sudo systemctl restart docker",
        },
        sources=(
            "https://github.com/NVIDIA/nvidia-docker/issues/1352",
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
            "install-guide.html",
            # docker run's --gpus came with Docker 19.03 (its DeviceRequests)
            "https://github.com/cortexlabs/cortex/issues/1223",
        ),
        confirm="Run `nvidia-smi` and `nvidia-ctk --version` on the host: if nvidia-smi fails "
        "there is no usable NVIDIA GPU or driver; if nvidia-ctk is missing, the toolkit is.",
        root_order=10,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=True,
        host_decided=False,
    ),
    Entry(
        "container-runtime-not-configured",
        ERROR,
        "Docker does not know the 'nvidia' runtime",
        "The command or compose file asks for `--runtime=nvidia` (or `runtime: nvidia`), but "
        "the Docker daemon has no runtime of that name: the NVIDIA Container Toolkit is not "
        "installed, it was installed but not registered in /etc/docker/daemon.json, or the "
        "daemon was not restarted after daemon.json changed.",
        {
            "linux": "Install nvidia-container-toolkit, register its runtime and restart Docker:\n"
            "$ sudo nvidia-ctk runtime configure --runtime=docker\n"
            "$ sudo systemctl restart docker\n"
            "$ docker info | grep -i runtimes\n"
            "Or drop --runtime=nvidia and use --gpus all (Docker 19.03 and later).",
            "wsl2": "Register the runtime and restart the daemon (Docker Desktop: restart it "
            "from its menu):\n"
            "$ sudo nvidia-ctk runtime configure --runtime=docker\n"
            "$ sudo service docker restart",
        },
        sources=(
            "https://github.com/NVIDIA/nvidia-docker/issues/838",
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
            "install-guide.html#configuring-docker",
        ),
        confirm="Run `docker info | grep -i runtimes`: no `nvidia` in the list confirms it.",
        root_order=20,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=True,
        host_decided=False,
    ),
    Entry(
        "container-toolkit-driver-not-found",
        ERROR,
        "The NVIDIA Container Toolkit cannot find the host's NVIDIA driver",
        "Before a GPU container starts, nvidia-container-cli loads the host driver's "
        "libnvidia-ml.so.1 to list the GPUs. It failed ('load library failed: "
        "libnvidia-ml.so.1'), so the container is not created: the host has no NVIDIA driver "
        "installed or loaded, Docker runs where the driver is not visible (a snap or rootless "
        "Docker, a VM, WSL without the Windows driver), or the image ships driver libraries of "
        "its own that get in the way.",
        {
            "linux": "Check the driver on the host itself, then the toolkit:\n"
            "$ nvidia-smi\n"
            "$ ldconfig -p | grep libnvidia-ml\n"
            "$ nvidia-container-cli -k -d /dev/tty info\n"
            "Install or reload the driver if nvidia-smi fails; remove driver packages from the "
            "image if they are there.",
        },
        sources=(
            "https://github.com/NVIDIA/libnvidia-container/issues/231",
            "https://github.com/NVIDIA/nvidia-container-toolkit/issues/154",
        ),
        confirm="Run `nvidia-smi` on the host: if it fails, the host driver is the cause; if it "
        "works, run `nvidia-container-cli -k -d /dev/tty info` to see where the toolkit looks.",
        root_order=30,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=True,
        host_decided=False,
    ),
    Entry(
        "driver-too-old",
        ERROR,
        "The NVIDIA driver is too old for the CUDA version TensorFlow was built with",
        "Each CUDA release needs a minimum driver. The driver here supports an older CUDA than "
        'the one this TensorFlow was built with, so CUDA refuses to start ("CUDA driver '
        'version is insufficient for CUDA runtime version").',
        {
            "linux": "Install a newer driver (the evidence says which minimum), reboot, check:\n"
            "$ sudo ubuntu-drivers install\n$ nvidia-smi\n"
            "Or install an older TensorFlow built for the CUDA your driver supports.",
            "wsl2": "Update the NVIDIA driver on Windows, then run `wsl --shutdown` and reopen.",
        },
        sources=(RELEASE_NOTES_URL, COMPAT_URL, TESTED_BUILDS_URL),
        confirm=(
            'Run `nvidia-smi`: the "CUDA Version" in its banner is the newest CUDA the driver '
            "runs; below the CUDA TensorFlow was built with confirms it."
        ),
        root_order=80,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=(
            "smi_driver",
            "kernel_driver",
            "tf_version",
            "package:tensorflow",
            "build_cuda_version",
        ),
    ),
    Entry(
        "compute-capability-too-old",
        ERROR,
        "The GPU is too old for this TensorFlow build",
        "TensorFlow wheels carry GPU kernels for a list of compute capabilities "
        "(`tf.sysconfig.get_build_info()['cuda_compute_capabilities']`). A GPU below the lowest "
        'one is ignored: "Ignoring visible gpu device ... The minimum required Cuda capability '
        'is 6.0".',
        {
            "any": "Use a newer GPU, or an older TensorFlow whose wheels still include your GPU, "
            "or build TensorFlow from source with TF_CUDA_COMPUTE_CAPABILITIES set to it.",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/23385",
            "https://github.com/tensorflow/tensorflow/issues/25329",
        ),
        confirm=(
            "Run `nvidia-smi --query-gpu=name,compute_cap --format=csv` and compare with the "
            "capabilities the TensorFlow build lists."
        ),
        root_order=210,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "compute-capability-ptx-jit",
        WARNING,
        "The GPU has no precompiled kernels: they are JIT-compiled from PTX (slow first run)",
        "The wheel has no compiled kernels (cubins) for this GPU's compute capability, only "
        "PTX of an older one. The driver compiles every kernel for this GPU on first use: the "
        'first run can take many minutes ("could take 30 minutes or longer"). It then works, '
        "and with a cache large enough, later runs start at once.",
        {
            "linux": "Keep the JIT cache so this happens once, and make it large enough:\n"
            "$ export CUDA_CACHE_MAXSIZE=4294967296\n"
            "Or use a TensorFlow build with kernels for this GPU (NVIDIA's NGC TensorFlow "
            "container, or a build from source).",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/62320",
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#just-in-time-compilation",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "ptxas-too-old",
        WARNING,
        "The CUDA toolkit's ptxas is older than the GPU: the driver compiles instead (slower)",
        "XLA and some TensorFlow kernels compile PTX with the ptxas of the installed CUDA "
        "toolkit. That ptxas does not know this GPU's architecture ('Value 'sm_86' is not "
        "defined for option 'gpu-name'', 'ptxas does not support CC 8.6'), so TensorFlow "
        "falls back to the driver's compiler. It works, but the start is slower and some "
        "kernels may run slower.",
        {
            "linux": "Put a ptxas that knows the GPU first on PATH (a newer CUDA toolkit, or the "
            "pip one):\n"
            "$ pip install nvidia-cuda-nvcc-cu12\n"
            "$ ptxas --version",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/45590",
            "https://github.com/openxla/xla/issues/5932",
        ),
        confirm="Run `ptxas --version` (the one TensorFlow finds first on PATH): a CUDA release "
        "older than the GPU's architecture (11.1 for sm_86, 11.8 for sm_89/sm_90) confirms it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "compute-capability-unsupported",
        ERROR,
        "The GPU is newer than anything this TensorFlow build can run on",
        "The wheel has neither compiled kernels nor PTX of this GPU's generation (e.g. "
        "Blackwell, 10.x/12.x, with wheels that stop at compute_90). TensorFlow lists the GPU "
        "but kernels fail with CUDA_ERROR_INVALID_PTX / CUDA_ERROR_INVALID_HANDLE.",
        {
            "any": "Use a TensorFlow build that supports this GPU: NVIDIA's NGC TensorFlow "
            "container (its 25.02 release, TensorFlow 2.17 built with CUDA 12.8, runs on "
            "Blackwell), a newer tf-nightly, or a build from source for this compute "
            "capability.\n$ docker run --gpus all -it nvcr.io/nvidia/tensorflow:25.02-tf2-py3",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/89272",
            "https://github.com/tensorflow/tensorflow/issues/101746",
            # The NGC container as the way that works on an RTX 50 GPU, and its release notes.
            "https://github.com/tensorflow/tensorflow/issues/99592",
            "https://github.com/jupyter/docker-stacks/pull/2288",
            "https://docs.nvidia.com/deeplearning/frameworks/tensorflow-release-notes/rel-25-02.html",
        ),
        confirm=(
            "Run `nvidia-smi --query-gpu=name,compute_cap --format=csv` and compare with the "
            "capabilities the TensorFlow build lists."
        ),
        root_order=220,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
)


# https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/
KUBERNETES_LIMITS = (
    "Kubernetes gives a container GPUs only through its resources' limits (nvidia.com/gpu, "
    "from the NVIDIA device plugin): a container that asks for none runs without them"
)
KUBERNETES_EXPLANATION = (
    "A Kubernetes pod's container sees the GPUs only when its spec asks for them under "
    "resources.limits (nvidia.com/gpu, which the NVIDIA device plugin offers on the node). This "
    "spec of a GPU job asks for none, so its container starts without the GPUs and TensorFlow "
    "inside finds no driver, although the node has one."
)
KUBERNETES_CONFIRM = (
    "Run `nvidia-smi` in the running container (kubectl exec): no GPU listed, or no nvidia-smi at "
    "all, confirms it; `kubectl get pod -o yaml` shows the limits the pod was given."
)
KUBERNETES_FIX = (
    "Ask for the GPUs under the container's resources.limits (requests alone are not "
    "enough; if both are given they must be equal):\n"
    "  resources:\n"
    "    limits:\n"
    "      nvidia.com/gpu: 1\n"
    "Check that the nodes offer them (the NVIDIA device plugin or GPU operator runs there):\n"
    "$ kubectl describe nodes | grep nvidia.com/gpu"
)
# cudaErrorDevicesUnavailable in CUDA's runtime API (driver_types.h): "Devices are often
# busy/unavailable due to use of cudaComputeModeProhibited, cudaComputeModeExclusiveProcess, or
# when long running CUDA kernels have filled up the GPU and are blocking new work from starting.
# They can also be unavailable due to memory constraints on a device that already has active
# CUDA work being performed."
BUSY_EXPLANATION = (
    'CUDA answered "all CUDA-capable devices are busy or unavailable": no GPU would take a new '
    "CUDA context. Most often the GPU is in exclusive-process mode (an administrator's or a "
    "cluster's setting: one process per GPU) and another process holds it; it can also be in "
    "prohibited mode, be full with another process's work and memory, or be a virtual GPU "
    "(vGPU) whose licence is not granted."
)
# What a GPU newer than the CUDA of an older release meets (not the catalogue's general text,
# whose example is Blackwell against today's wheels): "failed to run cuBLAS routine:
# CUBLAS_STATUS_NOT_SUPPORTED" on an RTX 3090 below TF 2.4
# (https://github.com/bojone/bert4keras/issues/301), "the loss is just NaN" on an RTX 3080 with
# CUDA 10 (https://github.com/stardist/stardist/issues/104), a run that hangs at 0%
# (https://github.com/rsanchezgarc/deepEMhancer/issues/8).
OLD_CUDA_EXPLANATION = (
    "The release was built with a CUDA older than this GPU's generation: its wheel holds neither "
    "kernels nor a PTX the GPU can run, and that CUDA's own libraries (cuBLAS, cuDNN) do not "
    "know the GPU. TensorFlow may still list it; then cuBLAS fails "
    "(CUBLAS_STATUS_EXECUTION_FAILED or NOT_SUPPORTED), losses turn NaN or the run hangs."
)
