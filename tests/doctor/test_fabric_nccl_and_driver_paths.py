"""NVSwitch systems without Fabric Manager, NCCL's own failures told in more ways, and the
driver's library where a program did not find the real one.

Each line is quoted from the public thread named beside it, or from CUDA's own tables.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import ERROR

FABRIC = "fabric-manager-not-running"


@pytest.mark.parametrize(
    "line",
    [
        # PyTorch's warning on an HGX host (https://github.com/pytorch/pytorch/issues/35710)
        "UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you "
        "run some cuda functions before calling NumCudaDevices() that might have already set an "
        "error? Error 802: system not yet initialized",
        # the driver API's and the runtime's names for 802 (cuda.h, libcudart 13.0)
        "RuntimeError: CUDA_ERROR_SYSTEM_NOT_READY",
        "cudaErrorSystemNotReady",
    ],
)
def test_cudas_802_is_fabric_manager_not_running(line):
    f = _all(line)[FABRIC]
    assert f.severity == ERROR
    assert "$ systemctl status nvidia-fabricmanager" in f.fix
    assert "nvidia-fabricmanager" in f.explanation


def test_a_system_told_not_ready_otherwise_is_not_read_so():
    assert FABRIC not in _all("The filesystem is not yet mounted; the system is ready otherwise")


@pytest.mark.parametrize(
    "line",
    [
        # Docker's 64 MB /dev/shm, quoted without NCCL's prefix
        # (https://github.com/fal-ai-community/video-diffusion-speedrun/issues/2)
        "It almost worked except for the `Error while creating shared memory segment "
        "/dev/shm/nccl-pZafXL (size 7340384)` when I tried it first time",
        # the same with NCCL's prefix (https://github.com/NVIDIA/nccl/issues/525)
        "[3] include/shm.h:48 NCCL WARN Error while creating shared memory segment "
        "nccl-shm-recv-1462445a6f01cbfc-1-2-3",
        # a CUDA call inside NCCL (https://github.com/NVIDIA/nccl/issues/1488)
        "node23:12098:12141 [2] transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'",
        # NCCL's peer-to-peer transfers off told as what makes it run
        # (https://github.com/NVIDIA/nccl/issues/631)
        "So, while trying various things, I confirmed that the model works by setting the "
        "variable NCCL_P2P_DISABLE =1 .",
    ],
)
def test_nccls_failures_in_more_words(line):
    assert "nccl-multi-gpu-failed" in _all(line)


def test_nccl_p2p_disable_only_mentioned_is_no_failure():
    assert "nccl-multi-gpu-failed" not in _all("export NCCL_P2P_DISABLE=1")
    # NCCL's warning that it found no InfiniBand is a note, not a failure (it goes on over
    # sockets: https://github.com/NVIDIA/nccl/issues/257's log, which hung for another reason)
    line = (
        "jupyter-alice:15833:15833 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open "
        "libibverbs.so[.1]"
    )
    assert "nccl-multi-gpu-failed" not in _all(line)


def test_onnx_runtimes_unknown_cuda_failure_is_cuinit_unknown():
    # https://github.com/immich-app/immich/issues/13045 (a host driver a reinstall repaired)
    line = (
        "Face-detection and facial-recognition jobs are failing with CUDA failure 999: unknown "
        "error"
    )
    assert "cuinit-unknown-error" in _all(line)


def test_the_toolkits_driver_by_its_path_and_its_stub():
    # https://github.com/Jip-Hop/jailmaker/issues/127
    toolkit = (
        "nvidia-container-cli: initialization error: load library failed: "
        "/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-ml.so.1: file too short"
    )
    assert "container-toolkit-driver-not-found" in _all(toolkit)
    # https://github.com/numba/numba/issues/8985: the stubs directory on LD_LIBRARY_PATH
    stub = (
        "AttributeError: /scratch/alice/opt/cuda-12.1/lib64/stubs/libcuda.so: undefined "
        "symbol: _undef"
    )
    assert "no-nvidia-driver" in _all(stub)
    assert "no-nvidia-driver" not in _all("export LD_LIBRARY_PATH=/usr/local/cuda/lib64/stubs")
