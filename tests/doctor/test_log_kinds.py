# ruff: noqa: E501 - log lines are quoted verbatim
"""Kinds of input the doctor reads in a paste, each with a short real excerpt and its source.

The message texts are quoted from where they are defined (TensorFlow, XLA/TSL, cuDNN, pip) or
from public threads that show them; user names are replaced with ``alice``.
"""

from __future__ import annotations

from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def found(text: str) -> dict[str, str]:
    return {f.id: f.severity for f in diagnose_log(text.strip().splitlines()).findings}


# tensorflow/core/common_runtime/gpu/gpu_device.cc (TF 2.3-2.15): the summary line after the
# libraries that did not load; a binding (tfjs-node-gpu) or a cut paste may keep only it.
SKIPPING = "Skipping registering GPU devices..."


def test_the_gpu_registration_skip_is_missing_libraries() -> None:
    assert found(SKIPPING).get("cuda-libraries-missing") == ERROR


# cuDNN 8 loads NVRTC for its runtime-compiled kernels; its message as cuDNN prints it, over
# two lines (https://github.com/tensorflow/tensorflow/issues/62194 discusses it for TF 2.14).
NVRTC = """Could not load library libcudnn_cnn_infer.so.8.
Error: libnvrtc.so: cannot open shared object file: No such file or directory"""


def test_cudnn_without_nvrtc_is_missing_libraries() -> None:
    assert "cuda-libraries-missing" in found(NVRTC)


# stream_executor/gpu/redzone_allocator.cc (TF 2.4): ptxas could not compile, the driver does.
PTX_FALLBACK = """Relying on driver to perform ptx compilation.
Modify $PATH to customize ptxas location.
This message will be only logged once."""


def test_the_ptx_fallback_suggests_an_old_ptxas() -> None:
    assert found(PTX_FALLBACK).get("ptxas-too-old") == WARNING


# The same fallback on TensorFlow 2.1-2.3's Windows builds, which never run ptxas
# (stream_executor/gpu/asm_compiler.cc); a run that went on
# (https://github.com/tensorflow/tensorflow/issues/44893), and the two lines run into one as a
# tutorial's notes quote them (https://github.com/tensorflow/models/issues/7640).
PTX_ON_WINDOWS = """2020-11-15 20:35:27.753582: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: Invoking GPU asm compilation is supported on Cuda non-Windows platforms only
Relying on driver to perform ptx compilation.
Modify $PATH to customize ptxas location.
This message will be only logged once."""
PTX_ON_WINDOWS_ONE_LINE = "2. Internal: Invoking GPU asm compilation is supported on Cuda non-Windows platforms onlyRelying on driver to perform ptx compilation. Modify $PATH to customize ptxas location."
# The older Windows builds' wording of it, as pasted from a Jupyter run of the Object Detection
# tutorial (https://github.com/EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/419).
PTX_ON_WINDOWS_TF21 = """2019-12-18 09:18:22.537649: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal: Invoking ptxas not supported on Windows
Relying on driver to perform ptx compilation. This message will be only logged once."""


def test_the_windows_builds_ptx_fallback_is_harmless() -> None:
    for text in (PTX_ON_WINDOWS, PTX_ON_WINDOWS_ONE_LINE, PTX_ON_WINDOWS_TF21):
        findings = {f.id: f for f in diagnose_log(text.splitlines()).findings}
        assert list(findings) == ["windows-ptx-by-driver-notice"]
        assert findings["windows-ptx-by-driver-notice"].harmless
    # the driver's compiling told alone is still an old ptxas, possibly
    assert "windows-ptx-by-driver-notice" not in found(PTX_FALLBACK)


# An add-on's compiled ops missing where tf.load_op_library looks
# (https://github.com/tensorflow/compression/issues/21); a CUDA library missing is its own cause.
ADDON_SO_MISSING = "`tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/Github/compression/tensorflow_compression/python/ops/../../cc/libtensorflow_compression.so: cannot open shared object file: No such file or directory`"


def test_an_addons_missing_library_is_its_build() -> None:
    assert found(ADDON_SO_MISSING) == {"custom-op-build-mismatch": ERROR}
    cuda = ADDON_SO_MISSING.replace("libtensorflow_compression.so", "libcudart.so.10.0")
    assert "custom-op-build-mismatch" not in found(cuda)


# cuInit's 303 is CUDA_ERROR_SHARED_OBJECT_INIT_FAILED, which tsl/cuda/cuda_stub.cc returns
# when libcuda.so.1 did not load; the medaka line (nanoporetech/medaka#214) inside a paste
# about a Docker container.
CUINIT_303_IN_DOCKER = """$ docker run -it tensorflow/serving:latest-gpu
2020-10-08 23:28:14.726991: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)"""


def test_cuinit_303_in_a_docker_paste_is_a_container_without_gpus() -> None:
    ids = found(CUINIT_303_IN_DOCKER)
    assert ids.get("container-without-gpus") == ERROR
    assert "cuinit-unknown-error" not in ids


def test_nvidia_smi_missing_where_another_container_had_the_gpus() -> None:
    # The host's driver works in a test container (nvidia-smi's banner); the application's
    # container has no nvidia-smi (bash's "command not found").
    text = """$ docker run --gpus all nvidia/cuda:11.0-base nvidia-smi
| NVIDIA-SMI 450.51.05    Driver Version: 450.51.05    CUDA Version: 11.0     |
$ docker exec -it notebook bash
/bin/bash: nvidia-smi: command not found"""
    assert found(text).get("container-without-gpus") == ERROR


# pip's InstallationSubprocessError (src/pip/_internal/exceptions.py) around the
# tensorflow-gpu 2.12 stub, whose setup.py raises (https://pypi.org/project/tensorflow-gpu/).
STUB = """$ pip install -r requirements.txt
Collecting tensorflow-gpu
  × python setup.py bdist_wheel did not run successfully.
  │ exit code: 1"""


def test_a_setup_py_failure_beside_tensorflow_gpu_is_the_removed_package() -> None:
    assert found(STUB).get("tensorflow-gpu-package-removed") == ERROR


def test_another_package_failing_to_build_is_not_the_stub() -> None:
    text = """$ pip install tensorflow-gpu==2.10.0 pycocotools
  Failed building wheel for pycocotools
  × python setup.py bdist_wheel did not run successfully."""
    assert "tensorflow-gpu-package-removed" not in found(text)


def test_a_tensorflow_gpu_release_from_2_12_is_the_removed_package() -> None:
    # https://github.com/tensorflow/tensorflow/issues/59720 asks for this rc.
    assert "tensorflow-gpu-package-removed" in found("pip install tensorflow-gpu==2.12.0rc0")
    assert "tensorflow-gpu-package-removed" not in found("pip install tensorflow-gpu==2.10.1")


# tensorflow's setup.py requires tensorflow-intel on Windows only (2.13-2.17); pip's output
# names it with Windows paths (a requirements install on Windows, TF 2.11).
TF_INTEL = r"""Requirement already satisfied: setuptools in c:\users\alice\anaconda3\envs\opensw\lib\site-packages (from tensorflow-intel==2.11.0->tensorflow>=1.3.0->-r requirements.txt (line 7)) (65.6.3)"""


def test_tensorflow_intel_and_a_windows_site_packages_show_windows() -> None:
    assert read_log_facts([TF_INTEL])["system"] == {"platform_kind": "windows"}
    assert read_log_facts(["(from tensorflow-intel==2.16.1->tensorflow==2.16.1)"])["system"] == {
        "platform_kind": "windows"
    }


def test_pip_listing_tensorflow_gpu_up_to_2_10_is_windows() -> None:
    # tensorflow-gpu 2.11.0 has Linux wheels only (https://pypi.org/project/tensorflow-gpu/2.11.0/#files).
    line = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 "
        "(from versions: 2.9.3, 2.10.0rc0, 2.10.0, 2.10.1)"
    )
    ids = found(line + "\nI installed TensorFlow 2.11 and the GPU is not used")
    assert ids.get("windows-native-no-gpu") == ERROR
    assert ids.get("tensorflow-gpu-package-removed") == WARNING


def test_a_python_no_release_supports_comes_before_native_windows() -> None:
    # TensorFlow's issue form, Windows, Python 3.13 and TF 2.18 (no cp313 wheels).
    text = """### TensorFlow version

2.18.0

### OS platform and distribution

Windows 11

### Python version

3.13.1
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow"""
    findings = diagnose_log(text.splitlines()).findings
    assert findings[0].id == "python-version-unsupported"
    assert {f.id: f.severity for f in findings}.get("windows-native-no-gpu") == WARNING


def test_gpu_models_as_forms_and_prose_name_them() -> None:
    form = "### GPU model and memory\n\n5070TI\n\n### TensorFlow version\n\n2.18\n"
    assert read_log_facts(form.splitlines())["stated"]["gpus"][0]["compute_capability"] == [12, 0]
    assert found(form)["compute-capability-unsupported"] == ERROR
    latest = "### TensorFlow version\n\nlatest\n\nplease support rtx50xx"
    assert "compute-capability-unsupported" in found(latest)
    assert read_log_facts(["GPU: GeForce RTX 4060Ti"])["stated"]["gpus"][0][
        "compute_capability"
    ] == [8, 9]


def test_form_versions_with_a_prefix_or_a_pre_release() -> None:
    for value, want in (("tf2.12.0", "2.12"), ("v2.15.0", "2.15"), ("2.12.0rc0", "2.12")):
        facts = read_log_facts(["### TensorFlow version", "", value])
        assert facts["stated"]["tf_version"] == want, value


def test_a_missing_cuda_release_keeps_the_stated_cudnn_within_it() -> None:
    form = "### TensorFlow version\n\n2.12\n\n### CUDA/cuDNN version\n\n12.4 / 9.1\n"
    ids = found(form)
    assert "cuda-libraries-missing" in ids and "cudnn-version-mismatch" not in ids


# The IOMMU refusing a GPU's transfers, in the kernel log: Intel VT-d's, beside MirroredStrategy
# polling forever on four GPUs (https://github.com/tensorflow/tensorflow/issues/32654), and AMD's
# while CUDA's peer-to-peer samples ran (https://github.com/NVIDIA/cuda-samples/issues/48).
DMAR = "[1478401.486981] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write access is not set"
AMD_VI = "Sep 21 09:59:59 runtime kernel: nvidia 0000:07:00.0: AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x0003 address=0x80000040 flags=0x0020]"


def test_iommu_faults_in_the_kernel_log_suggest_nccl_between_gpus() -> None:
    for line in (DMAR, AMD_VI):
        f = {f.id: f for f in diagnose_log([line]).findings}["nccl-multi-gpu-failed"]
        assert f.confidence == "possible"
        assert "iommu=pt" in f.fix
    # the IOMMU's own start-up line (https://github.com/intel/intel-device-plugins-for-kubernetes/issues/1836)
    # is no fault, and a fault of Intel's integrated graphics (always 00:02.0) is not a GPU's
    # transfer between NVIDIA GPUs (https://github.com/Dasharo/dasharo-issues/issues/641)
    assert "nccl-multi-gpu-failed" not in found("[    0.037393] DMAR: IOMMU enabled")
    assert "nccl-multi-gpu-failed" not in found(
        "[    0.938401] kernel: DMAR: [DMA Read NO_PASID] Request device [0x00:0x02.0] fault addr 0x70ad5000 [fault reason 0x07] Next page table ptr is invalid"
    )  # (https://github.com/thesofproject/sof-test/issues/744)
    # the kernel's other forms of the fault line: with the PASID in the brackets
    # (https://github.com/intel/dsa-perf-micros/issues/3) or after the device
    # (https://github.com/Marvell-switching/sonic-marvell-binaries/pull/84)
    for line in (
        "[  232.023974] DMAR: [DMA Read PASID 0x2] Request device [6a:01.0] fault addr 0x7fe0c9943000 [fault reason 0x3a] SM: Non-zero reserved field set in Root Entry",
        "[  815.089014] DMAR: [DMA Read] Request device [06:00.0] PASID ffffffff fault addr 1a5e12000 [fault reason 06] PTE Read access is not set",
    ):
        assert "nccl-multi-gpu-failed" in found(line)
    assert "nccl-multi-gpu-failed" not in found(
        "[    0.361089] DMAR: [DMA Read NO_PASID] Request device [00:02.0] fault addr 0x7cd80000 [fault reason 0x01] Present bit in root entry is clear"
    )


# The poster's own Mac told with what it is (https://github.com/apple/tensorflow_macos/issues/5).
MBP = "I'm using an early 2020 16' MBP with AMD Radeon Pro 5500M."


def test_a_mac_told_by_its_model_is_macos() -> None:
    assert read_log_facts([MBP])["system"]["platform_kind"] == "macos"
    paste = f"{MBP}\n\nimport tensorflow as tf\ntf.config.list_physical_devices('GPU')\nOut[1]: []"
    assert next(iter(found(paste))) == "macos-no-cuda"
    # a word that only contains the letters is no Mac
    assert "system" not in read_log_facts(["the dump is in mbp2.log"])
