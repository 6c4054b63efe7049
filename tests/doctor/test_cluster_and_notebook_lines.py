"""Lines from Kubernetes GPU tooling's troubleshooting pages (the container runtime without the
'nvidia' handler, a GPU whose infoROM is corrupted, NVML's unknown error in a pod), and a
device_lib listing that a notebook closes on its last field."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _ids(text: str) -> list[str]:
    return [f.id for f in explain_log_report(text.splitlines()).findings if not f.harmless]


# NVIDIA/cloud-native-docs 52dcb7b8 gpu-operator/troubleshooting.rst
NO_HANDLER = (
    "Warning  FailedCreatePodSandBox  2m37s (x94 over 22m)  kubelet            Failed to create "
    "pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "
    '"nvidia" is configured'
)
INFOROM = "WARNING: infoROM is corrupted at gpu 0000:0B:00.0\n14"
# NVIDIA/k8s-device-plugin 1b826acc docs/cdi.md
NVML = "NVML: Unknown error"
# iot-salzburg/gpu-jupyter 59c7f019 extra/Getting_Started/GPU-processing.ipynb (the saved output
# of device_lib.list_local_devices() under a CPU build of TensorFlow 1.13)
LISTED = """from tensorflow.python.client import device_lib
device_lib.list_local_devices()
[name: "/device:CPU:0"
 device_type: "CPU"
 memory_limit: 268435456
 locality {
 }
 incarnation: 891330946073693377, name: "/device:XLA_CPU:0"
 device_type: "XLA_CPU"
 memory_limit: 17179869184
 locality {
 }
 incarnation: 9415777875944419380
 physical_device_desc: "device: XLA_CPU device"]"""


def test_kubernetes_runtime_without_the_nvidia_handler():
    assert _ids(NO_HANDLER)[:1] == ["container-runtime-not-configured"]
    assert "container-runtime-not-configured" not in _ids('no runtime for "runc" is configured')


def test_a_corrupted_inforom_is_possibly_a_failing_gpu():
    assert _ids(INFOROM)[:1] == ["gpu-hardware-fault"]


def test_nvmls_unknown_error_quoted_alone_is_possibly_a_container_that_lost_its_gpus():
    assert _ids(NVML)[:1] == ["container-lost-gpu-access"]


def test_a_listing_closed_on_its_last_field_is_read_as_no_gpu():
    report = explain_log_report(LISTED.splitlines())
    assert report.findings and report.findings[0].id == "tensorflow-cpu-only-build"
    with_gpu = LISTED.replace(
        ' physical_device_desc: "device: XLA_CPU device"]',
        ' physical_device_desc: "device: XLA_CPU device"\n, name: "/device:GPU:0"\n'
        ' device_type: "GPU"\n physical_device_desc: "device: 0, name: GeForce RTX 2070"]',
    )
    assert "tensorflow-cpu-only-build" not in _ids(with_gpu)


# apptainer/apptainer-userdocs 94391c5b gpu.rst (Troubleshooting)
UNKNOWN = "CUDA_ERROR_UNKNOWN when everything seems to be correctly configured"


def test_cuda_error_unknown_alone_is_possibly_cuinit_and_not_another_calls():
    assert _ids(UNKNOWN)[:1] == ["cuinit-unknown-error"]
    # tensorflow/tensorflow#28582: another call answered so
    other = (
        "Internal: failed to get device attribute 13 for device 0: CUDA_ERROR_UNKNOWN: unknown "
        "error"
    )
    assert "cuinit-unknown-error" not in _ids(other)


# https://github.com/NVIDIA/nvidia-docker/issues/1283 ("sudo docker run --gpus 2 ..." on a machine
# with one GPU)
MORE_GPUS = (
    "docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: "
    'starting container process caused "process_linux.go:449: container init caused '
    '\\"process_linux.go:432: running prestart hook 0 caused \\\\\\"error running hook: '
    "exit status 1, stdout: , stderr: nvidia-container-cli: device error: 1: unknown "
    'device\\\\\\\\n\\\\\\"\\"": unknown.'
)
# NVIDIA/nvidia-container-toolkit#108: the toolkit's own device-list volume, after an upgrade
VOLUME = (
    "nvidia-container-cli: device error: /var/run/nvidia-container-devices: unknown device: unknown"
)


# NVIDIA/nvidia-container-toolkit#203: a MIG device named in the form older drivers used
MIG = (
    "nvidia-container-cli.real: device error: MIG-GPU-932bfb2c-849a-2a22-1e84-9eff6bc02b39/1/0: "
    "unknown device"
)


def test_the_toolkit_asked_for_a_gpu_the_host_lacks():
    assert _ids(MORE_GPUS)[:1] == ["requested-gpu-missing"]
    assert _ids(MIG)[:1] == ["requested-gpu-missing"]
    assert "requested-gpu-missing" not in _ids(VOLUME)


# determined-ai/determined c1e9c6d7 docs/manage/troubleshooting.rst (a CUDA 10 image; the line of
# its quoted error that names the refusal)
BRAND = "nvidia-container-cli: requirement error: unsatisfied condition: brand = tesla"
# blakeblackshear/frigate e3fa7018 docs/docs/troubleshooting/common_errors.md
NOT_LOADED = "nvidia-container-cli: nvml error: driver not loaded"
# https://github.com/NVIDIA/libnvidia-container/issues/231
NO_LIBRARY = (
    "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: "
    "cannot open shared object file: no such file or directory"
)


def test_the_toolkits_refusals_of_the_hosts_driver():
    assert _ids(BRAND)[:1] == ["driver-too-old"]
    assert _ids(NOT_LOADED)[:1] == ["driver-not-loaded"]
    assert _ids("nvidia-container-cli: initialization error: " + NOT_LOADED[22:])[:1] == [
        "driver-not-loaded"
    ]
    assert _ids(NO_LIBRARY)[:1] == ["container-toolkit-driver-not-found"]
