"""TensorFlow's CUDA diagnostics: the kernel driver runs but /dev/nvidia0 is absent, the mark of a
container started without the GPUs (cuda_diagnostics.cc); a CUDA program's "unknown error". Texts
are quoted from the public sources named beside them."""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# remicres/otbtf, doc/docker_troubleshooting.md ("make sure to add --gpus=all to your docker run")
OTBTF = """failed call to cuInit:
UNKNOWN ERROR (303) / no NVIDIA GPU device is present:
/dev/nvidia0 does not exist"""

# https://github.com/ContinuumIO/anaconda-issues/issues/11743 as the corpus holds it
ANACONDA_IN_DOCKER = next(
    log.text
    for log in all_logs()
    if log.name == "anaconda-tf-gpu-env-in-docker-no-nvidia-visible-devices"
)

# https://github.com/deepmedic/deepmedic/issues/128 (the two TensorFlow lines): the app had set
# CUDA_VISIBLE_DEVICES to empty, which cuInit's CUDA_ERROR_NO_DEVICE says.
HIDDEN = (
    "2018-09-10 16:52:29.739483: E tensorflow/stream_executor/cuda/cuda_driver.cc:397] failed "
    "call to cuInit: CUDA_ERROR_NO_DEVICE\n"
    "2018-09-10 16:52:29.739595: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:152] no "
    "NVIDIA GPU device is present: /dev/nvidia0 does not exist"
)

DEVICE_LINE = (
    "2020-04-19 05:56:24.050149: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] "
    "no NVIDIA GPU device is present: /dev/nvidia0 does not exist"
)


def _ranked(text: str) -> list[tuple[str, str]]:
    d = diagnose_log(text.splitlines())
    return [(f.id, f.severity) for f in d.findings if not f.harmless and f.severity != "info"]


def test_a_container_without_the_gpus_comes_first_beside_the_missing_driver_library():
    assert _ranked(ANACONDA_IN_DOCKER)[:1] == [("container-without-gpus", WARNING)]
    finding = next(
        f
        for f in diagnose_log(ANACONDA_IN_DOCKER.splitlines()).findings
        if f.id == "container-without-gpus"
    )
    assert any("/dev/nvidia0 does not exist" in e for e in finding.evidence)
    assert "ls -l /dev/nvidia*" in finding.confirm


def test_the_line_cut_as_a_troubleshooting_page_quotes_it():
    # The page's own wrapping keeps the device line whole.
    assert _ranked(OTBTF)[:1] == [("container-without-gpus", WARNING)]
    assert _ranked(DEVICE_LINE) == [("container-without-gpus", WARNING)]


def test_cuda_visible_devices_hiding_the_gpus_stays_the_cause():
    ranked = _ranked(HIDDEN)
    assert ranked[0] == ("cuda-visible-devices-hides-gpus", ERROR)
    assert ("container-without-gpus", WARNING) in ranked  # the line's own possible reading
    hidden_told = DEVICE_LINE + "\nos.environ['CUDA_VISIBLE_DEVICES'] = '-1'"
    assert "container-without-gpus" not in dict(_ranked(hidden_told))


def test_no_finding_when_the_gpu_is_in_use_or_another_cause_shows():
    used = (
        DEVICE_LINE + "\n2020-04-19 05:56:25.1: I tensorflow/core/common_runtime/gpu/"
        "gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/"
        "device:GPU:0 with 10470 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1080 "
        "Ti, pci bus id: 0000:01:00.0, compute capability: 6.1)"
    )
    assert "container-without-gpus" not in dict(_ranked(used))
    mismatch = DEVICE_LINE + "\nFailed to initialize NVML: Driver/library version mismatch"
    assert "container-without-gpus" not in dict(_ranked(mismatch))


def test_a_cuda_programs_unknown_error_is_cuinits_possibly() -> None:
    # https://github.com/NVIDIA/pyxis/issues/81: NCCL's tests in a Pyxis container
    line = "host: Test CUDA failure common.cu:1045 'unknown error'"
    d = diagnose_log([line])
    assert [(f.id, f.confidence) for f in d.findings] == [("cuinit-unknown-error", "possible")]
    # Beside a driver not loaded, that is the cause.
    driver = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver."
    assert "cuinit-unknown-error" not in {f.id for f in diagnose_log([driver, line]).findings}
    assert diagnose_log(["CUDA error: out of memory"]).findings[0].id != "cuinit-unknown-error"


def test_a_driver_library_too_short_to_load_is_no_driver() -> None:
    # https://github.com/hpc-admin-sist/DockerMonitor/issues/11: the login node of a cluster
    line = "ImportError: /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too short"
    assert [f.id for f in diagnose_log([line]).findings][:1] == ["no-nvidia-driver"]
    other = "ImportError: libcudart.so.10.0: file too short"  # the runtime's, not the driver's
    assert "no-nvidia-driver" not in {f.id for f in diagnose_log([other]).findings}
