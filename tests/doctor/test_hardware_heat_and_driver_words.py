# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""Readings from the two-hundred-and-fortieth to two-hundred-and-forty-seventh sets.

A GPU that is failing (memory errors, off the bus, a computer that goes off under load) or too
hot, from a pasted log and from NVML on a live machine; the driver's kernel module told missing
in words or by Docker; TensorFlow 0.x's cuDNN loader; a loader line written without its quotes;
a stated GPU's PTX kernels told, not flagged; a form's Python and TensorFlow that cannot go
together beside a run that works; a Kepler GPU of compute capability 3.0 beside a stated CUDA.
Each with the paste quoted from its thread and the cases in which the reading must give way.
"""

from __future__ import annotations

import pytest

from tests.doctor import factsets as fs
from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.nvml_facts import nvml_facts
from tfgpu_gui.doctor.rules import diagnose, diagnose_log
from tfgpu_gui.telemetry.clock import ManualClock


def _ids(text: str) -> list[str]:
    return [f.id for f in diagnose_log(text.splitlines()).findings]


def _problems(text: str) -> dict[str, str]:
    found = findings_of(text)
    return {i: f.severity for i, f in found.items() if f.severity in (ERROR, WARNING)}


# --- the GPU's hardware ----------------------------------------------------------------------

# https://github.com/nagadit/DeepFaceLab_Linux/issues/89 ("it was a hardware problem")
ECC = (
    "F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of "
    "handling error Internal: failed initializing StreamExecutor for CUDA device ordinal 0: "
    "Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE: "
    "uncorrectable ECC error encountered"
)
# https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1151
OFF_THE_BUS = (
    "May 18 19:02:39 kernel: NVRM: GPU at PCI:0000:2b:00: GPU-0b11d014-1685-04bd-26ed-5fc0bc1c44ae\n"
    "May 18 19:02:39 kernel: NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus."
)
# nvidia-smi on a lost GPU
SMI_LOST = (
    "Unable to determine the device handle for GPU 0000:01:00.0: GPU is lost.  Reboot the "
    "system to recover this GPU"
)
# https://docs.nvidia.com/deploy/dynamic-page-retirement/visibility.html (Xid 48)
XID_48 = "NVRM: Xid (PCI:0000:3b:00): 48, pid=1896, An uncorrectable double bit error (DBE)"
# https://github.com/tensorflow/tensorflow/issues/28693 (the card's memory was faulty)
LAUNCH_FAILED = (
    "2019-05-15 07:00:34.445685: E tensorflow/stream_executor/cuda/cuda_event.cc:48] Error "
    "polling for event status: failed to query event: CUDA_ERROR_LAUNCH_FAILED: unspecified "
    "launch failure"
)
# https://github.com/tensorflow/tensorflow/issues/37216 (overheating, fixed by cooling)
REBOOT = (
    "Just tried to run an example on `TF2.1`, every time right after starting training the "
    "system will crash immediately and will reboot (because of crash reboot there is no "
    "useful log available on `/var/log/`)"
)


@pytest.mark.parametrize("text", [ECC, OFF_THE_BUS, SMI_LOST, XID_48])
def test_the_hardwares_own_errors_are_a_failing_gpu(text):
    assert _ids(text)[:1] == ["gpu-hardware-fault"]
    assert _problems(text)["gpu-hardware-fault"] == ERROR


def test_a_gpu_handle_lost_with_an_unknown_error_is_possibly_the_hardware():
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/387 ("Fixed by reseating GPU")
    text = "Unable to determine the device handle for GPU 0000:0B:00.0: Unknown Error"
    assert findings_of(text)["gpu-hardware-fault"].confidence == "possible"


def test_a_kernel_that_died_is_possibly_the_hardware():
    f = findings_of(LAUNCH_FAILED)["gpu-hardware-fault"]
    assert f.confidence == "possible"
    assert any("unspecified launch failure" in e for e in f.evidence)


def test_a_computer_going_off_as_training_starts_is_power_or_heat():
    found = findings_of(REBOOT)
    assert {"gpu-hardware-fault", "gpu-overheating"} <= found.keys()


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/keras-team/keras-nlp/issues/1271: the GPU lost to TensorFlow
        "In google colab, after importing keras-nlp, access to GPU is lost:",
        # nvidia-smi's header, not an error
        "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
        # an application's Xid of its own (13: graphics engine exception)
        "NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: ESR 0x404600=0x80000001",
        # a reboot that is no crash under load, and a suspend (its own cause)
        "After system reboot the following command reports an error: docker run --gpus all",
        "my GPU works until i put the computer to sleep, but after waking up the computer "
        "restarts the training on the CPU",
    ],
)
def test_lines_that_only_look_like_a_failing_gpu(text):
    assert not {"gpu-hardware-fault", "gpu-overheating"} & set(_ids(text))


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/tensorflow/tensorflow/issues/40042 (the poster's own finding)
        "Turned out the GPU got overheated and slows down over time.",
        # nvidia-smi -q -d PERFORMANCE while throttling
        "        SW Thermal Slowdown               : Active",
        "the card is thermal throttling after ten minutes of training",
    ],
)
def test_heat_told_is_an_overheating_gpu(text):
    assert _ids(text)[:1] == ["gpu-overheating"]


def test_a_thermal_slowdown_not_active_is_nothing():
    assert "gpu-overheating" not in _ids("        SW Thermal Slowdown               : Not Active")


class _Later(ManualClock):
    """Each reading an hour after the one before: a scenario seen well into its course."""

    def monotonic(self) -> float:
        now = super().monotonic()
        self.advance(3600.0)
        return now


def test_a_live_gpu_throttling_for_heat_is_overheating():
    facts = fs.healthy()
    facts["nvml"] = nvml_facts("thermal-throttle", clock=_Later())
    (gpu,) = facts["nvml"]["gpus"]
    assert gpu["temperature_c"] > 84 and "sw-thermal" in gpu["throttle_reasons"]
    findings, _ = diagnose(facts)
    (f,) = [f for f in findings if f.id == "gpu-overheating"]
    assert f.severity == WARNING and "°C" in f.evidence[0] and "sw-thermal" in f.evidence[0]


def test_a_live_gpu_off_the_bus_is_a_failing_gpu():
    facts = fs.healthy()
    facts["nvml"] = nvml_facts("gpu-lost", clock=_Later())
    findings, _ = diagnose(facts)
    (f,) = [f for f in findings if f.id == "gpu-hardware-fault"]
    assert f.severity == ERROR and f.evidence[0].startswith("GPU 1 ")


def test_a_live_gpu_capped_for_power_only_is_not_overheating():
    facts = fs.healthy()
    facts["nvml"]["gpus"][0].update(temperature_c=79.0, throttle_reasons=["sw-power-cap"])
    findings, _ = diagnose(facts)
    assert "gpu-overheating" not in {f.id for f in findings}


def test_healthy_live_gpus_are_neither():
    facts = fs.healthy()
    facts["nvml"] = nvml_facts("training", clock=_Later())
    findings, _ = diagnose(facts)
    assert not {"gpu-hardware-fault", "gpu-overheating"} & {f.id for f in findings}


# --- the driver's kernel module --------------------------------------------------------------

# https://github.com/PierreBeucher/cloudypad/issues/179 (a kernel upgrade; no /dev/nvidia*)
DOCKER_DEVICE = (
    "Error response from daemon: error gathering device information while adding custom "
    'device "/dev/nvidia-uvm": no such file or directory'
)


@pytest.mark.parametrize(
    "text",
    [
        DOCKER_DEVICE,
        # https://github.com/fady-saied/Nvidia-Fedora-Guide/issues/6
        "NVIDIA kernel module missing",
        # https://github.com/Frogging-Family/nvidia-all/issues/70
        "a quick `modprobe nvidia` showed that the module does not exist.",
        # https://github.com/negativo17/nvidia-driver/issues/92
        "Does anyone else have problems after getting the 5.3.12 kernel?",
        "Since the last kernel update TensorFlow no longer sees my GPU",
    ],
)
def test_the_module_told_missing_is_a_driver_not_loaded(text):
    assert _ids(text)[:1] == ["driver-not-loaded"]


@pytest.mark.parametrize(
    "text",
    [
        'error gathering device information while adding custom device "/dev/kfd": no such '
        "file or directory",
        "the nvidia kernel module is loaded and nvidia-smi works",
        "I built the kernel from source last year",
    ],
)
def test_other_devices_and_modules_are_not_the_driver(text):
    assert "driver-not-loaded" not in _ids(text)


# --- TensorFlow's loaders --------------------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/62 (cuDNN v3 where the build loads v2)
CUDNN_DSO = (
    "I tensorflow/stream_executor/dso_loader.cc:77] LD_LIBRARY_PATH: :/usr/local/cuda-7.0/lib:"
    "/usr/local/cuda-7.0/lib64\n"
    "I tensorflow/stream_executor/cuda/cuda_dnn.cc:1062] Unable to load cuDNN DSO."
)


def test_tensorflow_0s_cudnn_loader_is_a_missing_library():
    assert _ids(CUDNN_DSO)[:1] == ["cuda-libraries-missing"]


@pytest.mark.parametrize(
    "text",
    [
        "I get: Could not load dynamic library libcudart.so.11.0",
        'Could not load dynamic library "cudart64_110.dll"',
        "Could not load dynamic library `libcudnn.so.8`",
    ],
)
def test_the_loaders_line_without_its_quotes(text):
    assert _ids(text)[:1] == ["cuda-libraries-missing"]


def test_the_driver_library_unquoted_is_still_the_drivers():
    assert "cuda-libraries-missing" not in _ids("Could not load dynamic library libcuda.so.1")


# --- stated versions beside what ran --------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/58621: a run that works
AMPERE_FORM = """### Tensorflow Version
2.11
### OS Platform and Distribution
Linux Ubuntu 22.04.1
### GPU model and memory
RTX 3090 24GB
### Current Behaviour?
This example returns invalid argument message, but it still runs."""


def test_a_stated_gpus_ptx_kernels_are_told_not_flagged():
    f = findings_of(AMPERE_FORM)["compute-capability-ptx-jit"]
    assert f.severity == INFO
    assert not _problems(AMPERE_FORM)


def test_a_stated_gpus_ptx_kernels_with_a_slow_start_are_flagged():
    slow = AMPERE_FORM + "\nThe first step takes about 20 minutes, the next ones are fast."
    found = _problems(slow)
    assert found.get("compute-capability-ptx-jit") == WARNING, found


# https://github.com/tensorflow/tensorflow/issues/41949: four V100s training
V100_FORM = """- TensorFlow version (use command below): 2.3.0 and tf-nightly
- Python version: 2.7
- CUDA/cuDNN version: 10.1
2020-08-01 11:02:39.503101: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1858] Adding visible gpu devices: 0, 1, 2, 3
2020-08-01 11:02:39.503161: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1"""


def test_a_forms_python_beside_a_running_tensorflow_is_a_slip():
    assert "python-version-unsupported" not in _ids(V100_FORM)
    # without the run, the pair as written has no wheel
    form_only = "\n".join(V100_FORM.splitlines()[:3])
    assert "python-version-unsupported" in _ids(form_only)


# https://github.com/tensorflow/tensorflow/issues/6001
KEPLER = """But right now I found I cannot use my GPU as it is a GeForece GTX760 and only has 3.0 CUDA compute capability
Operating System:
Windows 10 64bit
Installed version of CUDA and cuDNN:
CUDA 8.0
cuDNN 5.1"""


def test_a_kepler_gpu_beside_a_stated_cuda_is_too_old_for_every_wheel():
    assert _ids(KEPLER)[:1] == ["compute-capability-too-old"]
    assert findings_of(KEPLER)["compute-capability-too-old"].severity == WARNING
