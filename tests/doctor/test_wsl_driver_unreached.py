"""Inside WSL2 the driver is Windows': CUDA lines that mean no driver mean it was not reached.

Each paste is quoted from the thread named beside it; the same lines off WSL keep their usual
reading, and in a Docker paste the container's.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import ERROR

WSL = "wsl-windows-driver-unreachable"
UNAME = (
    "uname: uname_result(system='Linux', node='host', "
    "release='5.15.146.1-microsoft-standard-WSL2', "
    "version='#1 SMP Thu Jan 11 04:09:03 UTC 2024', machine='x86_64')"
)

LINES = [
    # Taichi's driver call (https://github.com/Genesis-Embodied-AI/genesis-world/issues/187)
    "[E 12/21/24 15:16:26.157 71086] [cuda_driver.h:operator()@92] CUDA Error "
    "CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected while calling init (cuInit)",
    # numba (https://github.com/NVIDIA/cuml/issues/6218)
    "numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: Call to cuInit results in "
    "CUDA_ERROR_NO_DEVICE (100)",
    # cuDNN 8 asking for the unversioned name (https://github.com/facebookresearch/nougat/issues/115)
    "Could not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open shared "
    "object file: No such file or directory",
    # TensorFlow's loader (https://github.com/microsoft/DirectML/issues/18)
    "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic "
    "library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such "
    "file or directory",
    # bitsandbytes' set-up (https://github.com/bitsandbytes-foundation/bitsandbytes/issues/336)
    "CUDA SETUP: WARNING! libcuda.so not found! Do you have a CUDA driver installed? If you are "
    "on a cluster, make sure you are on a CUDA machine!",
]


@pytest.mark.parametrize("line", LINES)
def test_in_wsl2_a_driver_not_reached_is_windows_driver_not_reached(line):
    found = _all(f"{UNAME}\n{line}")
    assert WSL in found
    f = found[WSL]
    assert f.severity == ERROR
    assert f.evidence[-1] == f"log line 2: {line}"
    assert "export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH" in f.fix
    assert "cuda-visible-devices-hides-gpus" not in found
    assert "no-nvidia-driver" not in found or found["no-nvidia-driver"].rank > f.rank


@pytest.mark.parametrize("line", LINES)
def test_off_wsl_the_lines_keep_their_reading(line):
    found = _all(f"Linux version 6.8.0-45-generic (buildd@lcy02-amd64-115)\n{line}")
    assert WSL not in found
    assert {"cuda-visible-devices-hides-gpus", "no-nvidia-driver"} & set(found)


def test_in_a_docker_paste_in_wsl_the_container_wins():
    # Docker Desktop on WSL2: the driver's library missing in a container is the GPUs not
    # passed in (docker run without --gpus), not WSL's own library.
    paste = f"{UNAME}\n$ docker run -it tensorflow/tensorflow:latest-gpu bash\n{LINES[3]}"
    found = _all(paste)
    assert "container-without-gpus" in found
    assert WSL not in found


def test_stated_wsl2_is_enough():
    found = _all(f"I am using WSL2 with Python 3.11\n{LINES[2]}")
    assert WSL in found


def test_gpu_operator_toolkit_binary_name_is_read():
    # https://github.com/canonical/microk8s-core-addons/issues/251
    line = (
        "stderr: Auto-detected mode as 'legacy' nvidia-container-cli.real: initialization error: "
        "load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file "
        "or directory: unknown"
    )
    assert "container-toolkit-driver-not-found" in _all(line)


def test_tensorflows_own_lines_in_wsl2_are_the_windows_driver_not_reached():
    # WSL2 has no NVIDIA kernel module and no /proc/driver/nvidia: TensorFlow's diagnostics say
    # so whenever CUDA did not start there (https://github.com/microsoft/DirectML/issues/18).
    paste = (
        "Linux version 5.15.90.1-microsoft-standard-WSL2 (oe-user@oe-host)\n"
        "E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to "
        "cuInit: UNKNOWN ERROR (303)\n"
        "I tensorflow/compiler/xla/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver "
        "does not appear to be running on this host (host): /proc/driver/nvidia/version does not "
        "exist"
    )
    found = _all(paste)
    assert WSL in found and len(found[WSL].evidence) == 2
    assert "driver-not-loaded" not in found and "cuinit-unknown-error" not in found
    # Off WSL the same lines are the module not running.
    assert "driver-not-loaded" in _all(paste.replace("microsoft-standard-WSL2", "generic"))


def test_nvidia_smi_failing_inside_wsl2_is_the_windows_driver_not_reached():
    # Inside WSL2 nvidia-smi is Windows' own; a Windows Insider build that broke GPU compute
    # made it fail (https://github.com/microsoft/WSL/issues/6772).
    smi = (
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
        "that the latest NVIDIA driver is installed and running."
    )
    kernel = (
        "Linux version 5.4.91-microsoft-standard-WSL2 (oe-user@oe-host) (gcc version 9.3.0 "
        "(GCC)) #1 SMP Mon Jan 25 18:39:31 UTC 2021"
    )
    found = _all(f"{kernel}\n{smi}")
    assert WSL in found and "driver-not-loaded" not in found
    assert "driver-not-loaded" in _all(smi)


def test_a_docker_without_gpus_flag_cannot_give_gpus():
    # The Docker CLI before 19.03 has no --gpus (it came with DeviceRequests in 19.03).
    paste = (
        "$ docker run --gpus all -it tensorflow/tensorflow:latest-gpu bash\n"
        "unknown flag: --gpus\nSee 'docker run --help'."
    )
    f = _all(paste)["container-toolkit-missing"]
    assert f.evidence == ["log line 2: unknown flag: --gpus"]
    assert "19.03" in f.explanation and "$ docker version" in f.fix


def test_cuda_pythons_dlopen_failure_and_the_device_plugins_nvml():
    # cuda-python's own words (https://github.com/NVIDIA/cuda-python/issues/17, in WSL)
    dlopen = "RuntimeError: Failed to dlopen libcuda.so"
    assert "no-nvidia-driver" in _all(dlopen)
    assert WSL in _all(f"Failed to dlopen libcuda.so in WSL environment\n{dlopen}")
    # The device plugin run in a container started without the GPUs
    # (https://github.com/NVIDIA/k8s-device-plugin/issues/139)
    plugin = (
        "$ sudo docker run --rm nvidia/k8s-device-plugin:1.0.0-beta nvidia-device-plugin\n"
        "2019/09/30 14:46:38 Failed to initialize NVML: could not load NVML library."
    )
    found = _all(plugin)
    assert "container-without-gpus" in found and found["container-without-gpus"].rank == 1
    # The plugin's line alone: no driver reachable where it ran (possible), in a container the
    # GPUs not passed in.
    alone = _all(plugin.splitlines()[1])
    assert {"no-nvidia-driver", "container-without-gpus"} <= set(alone)
