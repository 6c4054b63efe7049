# ruff: noqa: E501 - text is quoted verbatim
"""Versions a person states (TensorFlow's issue form, nvcc, prose) reach the same rules.

Each excerpt is quoted from the thread named beside it.
"""

from __future__ import annotations

from tfgpu_gui.doctor.knowledge.gpu_arch import capability_of, wheel_capabilities
from tfgpu_gui.doctor.knowledge.tf_builds import LATEST
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose_log
from tfgpu_gui.doctor.versions import fmt


def lines(text: str) -> list[str]:
    return text.strip("\n").splitlines()


def found(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(lines(text)).findings}


# https://github.com/tensorflow/tensorflow/issues/68236 (the issue form, rendered)
FORM_WINDOWS_216 = """
### TensorFlow version

tf 2.16.1

### Custom code

Yes

### OS platform and distribution

Windows 10

### Python version

3.10.7

### CUDA/cuDNN version

CUDA12.3 cuDNN8.9.7

### GPU model and memory

NVIDIA GeForce RTX 4070 super
"""

# https://github.com/tensorflow/tensorflow/issues/20865 (the Markdown template)
LIST_WINDOWS_19 = """
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: windows 10
- **TensorFlow installed from (source or binary)**: pip3
- **TensorFlow version (use command below)**: 1.9
- **Python version**: 3.6.6
- **CUDA/cuDNN version**: 9.2
- **GPU model and memory**:
"""

# https://github.com/tensorflow/tensorflow/issues/62073 (the form; "11 / 8" and a bare "3060")
FORM_SHORT_VALUES = """
### TensorFlow version

2.11.0

### OS platform and distribution

windows

### Python version

3.9

### CUDA/cuDNN version

11 / 8

### GPU model and memory

3060
"""

# https://github.com/tensorflow/tfjs/issues/8269 (`nvcc --version`)
NVCC = """
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2024 NVIDIA Corporation
Built on Thu_Mar_28_02:18:24_PDT_2024
Cuda compilation tools, release 12.4, V12.4.131
Build cuda_12.4.r12.4/compiler.34097967_0
"""

# https://github.com/tensorflow/tensorflow/issues/38134 (nvidia-smi: the driver's CUDA, not a toolkit)
SMI_BANNER = "| NVIDIA-SMI 440.33.01    Driver Version: 440.33.01    CUDA Version: 10.2     |"


def test_form_fields_are_facts() -> None:
    facts = read_log_facts(lines(FORM_WINDOWS_216))
    assert facts["system"] == {"platform_kind": "windows"}
    assert facts["python"] == {"version": "3.10", "stated": True}
    stated = facts["stated"]
    assert (stated["tf_version"], stated["cuda"], stated["cudnn"]) == ("2.16", "12.3", "8.9")
    assert stated["gpus"] == [
        {"name": "NVIDIA GeForce RTX 4070 super", "compute_capability": [8, 9]}
    ]


def test_form_gives_the_live_finding() -> None:
    f = diagnose_log(lines(FORM_WINDOWS_216)).findings[0]
    assert f.id == "windows-native-no-gpu" and f.severity == ERROR
    assert "native Windows, TensorFlow 2.16" in f.evidence


def test_markdown_template_fields() -> None:
    facts = read_log_facts(lines(LIST_WINDOWS_19))
    assert facts["system"] == {"platform_kind": "windows"}
    assert facts["stated"]["tf_version"] == "1.9" and facts["stated"]["cuda"] == "9.2"


def test_short_values_and_no_guess_for_a_bare_number() -> None:
    facts = read_log_facts(lines(FORM_SHORT_VALUES))
    assert facts["stated"]["cuda"] == "11" and facts["stated"]["cudnn"] == "8"
    # In the form's GPU field a GeForce number alone is that model (NVIDIA's numbering).
    assert facts["stated"]["gpus"] == [{"name": "RTX 3060", "compute_capability": [8, 6]}]
    # In prose a bare number is not guessed to be a GPU.
    assert "stated" not in read_log_facts(["It took 3060 seconds on the GPU"])
    assert found(FORM_SHORT_VALUES)["windows-native-no-gpu"].severity == ERROR


def test_nvcc_is_the_toolkit_and_the_smi_banner_is_not() -> None:
    assert read_log_facts(lines(NVCC))["stated"]["cuda"] == "12.4"
    assert "stated" not in read_log_facts([SMI_BANNER])


def test_prose_versions_beside_their_names() -> None:
    # The brief's own wording of a common report.
    facts = read_log_facts(["I have CUDA 11.2 and cuDNN 8.1 with TF 2.10 on Windows 10"])
    assert facts["stated"] == {"tf_version": "2.10", "cuda": "11.2", "cudnn": "8.1"}
    assert facts["system"] == {"platform_kind": "windows"}
    assert not [
        f
        for f in diagnose_log(
            ["I have CUDA 11.2 and cuDNN 8.1 with TF 2.10 on Windows 10"]
        ).findings
        if f.severity == ERROR
    ]
    # Two versions of one name: neither is read as the one, both are kept as the ones named;
    # one told as the one before ("upgraded from") is not among them.
    assert read_log_facts(["I tried TF 2.10 and TF 2.15"])["stated"] == {
        "tf_versions": ["2.10", "2.15"]
    }
    assert read_log_facts(["I upgraded from TF 2.10 to TF 2.15"])["stated"] == {
        "tf_version": "2.15"
    }
    # Paths and file names are not statements.
    assert "stated" not in read_log_facts(
        ["/usr/local/cuda-11.8/lib64 /usr/lib/python3.10/site-packages/tensorflow/__init__.py"]
    )


def test_stated_cuda_the_build_does_not_load() -> None:
    f = found("TensorFlow 2.10 with CUDA 12.2 and cuDNN 8.9 on Ubuntu 22.04")
    assert f["cuda-libraries-missing"].severity == ERROR
    assert "cudnn-version-mismatch" not in f  # 8.9 is 8.1's major, newer
    older = found("TensorFlow 2.12 with CUDA 11.8 and cuDNN 8.1 on Ubuntu 22.04")
    assert "cudnn-version-mismatch" in older and "cuda-libraries-missing" not in older


def test_stated_python_the_release_has_no_wheel_for() -> None:
    form = (
        FORM_WINDOWS_216.replace("tf 2.16.1", "2.15.0")
        .replace("Windows 10", "Ubuntu 22.04")
        .replace("3.10.7", "3.12")
    )
    f = diagnose_log(lines(form)).findings[0]
    assert f.id == "python-version-unsupported"
    # Prose Python without a TensorFlow version is compared with nothing.
    assert "python-version-unsupported" not in found(
        "Python 3.5.3 (default, Dec  7 2017, 09:41:57)"
    )


def test_stated_gpu_against_the_release_wheels() -> None:
    # TF 2.17 dropped compute capability 5.x; Blackwell (12.0) has neither kernels nor PTX.
    assert (
        found("TensorFlow 2.17, GTX 960, Ubuntu 22.04")["compute-capability-too-old"].severity
        == ERROR
    )
    assert "compute-capability-too-old" not in found("TensorFlow 2.16, GTX 960, Ubuntu 22.04")
    assert "compute-capability-unsupported" in found(
        "TensorFlow 2.18 with RTX 5090 on Ubuntu 24.04"
    )
    assert not found("TensorFlow 2.18 with RTX 4090 on Ubuntu 24.04")
    assert capability_of("NVIDIA GeForce RTX 5090") == (12, 0)
    assert wheel_capabilities((2, 2)) is None  # not in the table: nothing is judged


def test_a_gpu_in_use_outweighs_stated_facts() -> None:
    text = """TensorFlow 2.10 with CUDA 12.2 on Ubuntu 22.04
2020-12-12 16:21:30.113592: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4722 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1060 6GB, pci bus id: 0000:01:00.0, compute capability: 6.1)"""
    assert all(f.severity == INFO for f in found(text).values())


def test_the_forms_tensorflow_version_is_its_version_not_the_git_tag_before_it():
    # TensorFlow's form prints tf.version.GIT_VERSION then tf.version.VERSION
    # (https://github.com/tensorflow/tensorflow/issues/28940: a 2.0 nightly)
    facts = read_log_facts(
        [
            "- TensorFlow version (use command below): ('v1.12.1-2420-g4fd6e533f6', '2.0.0-dev20190521')"
        ]
    )
    assert facts["stated"]["tf_version"] == "2.0"
    assert (
        read_log_facts(["- TensorFlow version (use command below): v2.9.0-18-gd8ce9f9c301 2.9.1"])[
            "stated"
        ]["tf_version"]
        == "2.9"
    )


def test_the_forms_git_tag_before_a_word_for_the_newest_release_is_skipped():
    # The form's command printed the git tag; the person wrote "tf-nightly" after it instead of
    # the version: the newest release the tables know, as for "tf-nightly" alone. (A line
    # written for the case, in the form's words.)
    newest = fmt(LATEST.tf)
    for value in ("v1.12.1-61233-g8f3b0d8b1a3 (tf-nightly)", "tf-nightly"):
        facts = read_log_facts([f"- TensorFlow version (use command below): {value}"])
        assert facts["stated"]["tf_version"] == newest, value


def test_a_tensorflow_device_lines_capability_is_logged_not_stated():
    # TF 1.x's device line for a GPU the model table does not know ("Graphics Device", as a GPU
    # newer than the driver's name list shows): its capability is TensorFlow's reading, not one
    # the person states.
    facts = read_log_facts(
        [
            "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10000 MB"
            " memory) -> physical GPU (device: 0, name: Graphics Device, pci bus id: 0000:01:00.0,"
            " compute capability: 12.0)"
        ]
    )
    assert "stated" not in facts
    assert facts["tensorflow"]["device_details"] == [
        {"index": 0, "name": "Graphics Device", "compute_capability": [12, 0]}
    ]


# NVIDIA's cuDNN archives are named for both versions: the CUDA release they are for and the
# cuDNN, in one order up to cuDNN 8.2 and the other from 8.3 on.
CUDNN_V4_FOR_CUDA_70 = """
- **TensorFlow installed from (source or binary)**:
> I installed tensorflow through conda: conda 4.3.22, tensorflow-gpu 1.2.1, python 2.7.12
- **CUDA/cuDNN version**:

> nvcc: NVIDIA (R) Cuda compiler driver
> Cuda compilation tools, release 8.0, V8.0.61
> I installed this cudnn: cudnn-7.0-linux-x64-v4.0-prod.tgz
"""  # https://github.com/tensorflow/models/issues/1940
CUDNN_ARCHIVE_IN_PROSE = "My system is Windows 11. My tensorflow version is 2.12.0. My GPUs are NVIDIA GeForce RTX 2060 and Intel® UHD Graphics 630. My NVIDIA CUDA version is 12.1. I used cudnn-windows-x86_64-8.8.1.3_cuda12-archive. My Anaconda is fully updated."  # https://github.com/spyder-ide/spyder/issues/20790


def test_a_cudnn_archives_name_states_its_cudnn() -> None:
    stated = read_log_facts(lines(CUDNN_V4_FOR_CUDA_70))["stated"]
    assert stated["cudnn"] == "4.0" and stated["cuda"] == "8.0"  # nvcc's CUDA, not the archive's
    cause = found(CUDNN_V4_FOR_CUDA_70)["cuda-libraries-missing"]
    assert cause.severity == ERROR and any("cuDNN 4.0 stated" in e for e in cause.evidence)
    # the newer name, and the rest of its sentence still read
    stated = read_log_facts([CUDNN_ARCHIVE_IN_PROSE])["stated"]
    assert stated["cudnn"] == "8.8" and stated["cuda"] == "12.1" and stated["tf_version"] == "2.12"
    # only the CUDA of the archive: it stands for the toolkit
    stated = read_log_facts(["cudnn-10.1-windows10-x64-v7.6.5.32.zip"])["stated"]
    assert stated == {"cudnn": "7.6", "cuda": "10.1"}


# TensorFlow Addons' own bug form (https://github.com/tensorflow/addons/issues/1277): its ops are
# built against TensorFlow 2.1 in 0.8; a tf-nightly of 2.2 crashed them.
TFA_FORM = """
**System information**
- OS Platform: Linux Ubuntu 18.04.3 LTS
- TensorFlow version: tf-nightly (2.2.0-dev20200310) installed with pip
- TensorFlow-Addons version: 0.8.3 (pip) and tfa-nightly (0.9.0-dev; pip)
- Python version: 3.6.9
- Is GPU used?: yes
"""


def test_addons_built_against_another_tensorflow_is_possibly_the_cause() -> None:
    cause = found(TFA_FORM)["custom-op-build-mismatch"]
    assert cause.severity == WARNING
    assert cause.evidence[0] == (
        "TensorFlow Addons 0.8 has ops built against TensorFlow 2.1; this is TensorFlow 2.2 "
        "(a development build)"
    )
    assert "tensorflow==2.1.*" in cause.fix
    # the TensorFlow it was built against, or Windows (no compiled GPU ops there): nothing
    same = TFA_FORM.replace("tf-nightly (2.2.0-dev20200310)", "2.1.0")
    assert "custom-op-build-mismatch" not in found(same)
    windows = TFA_FORM.replace("Linux Ubuntu 18.04.3 LTS", "Windows 10")
    assert "custom-op-build-mismatch" not in found(windows)
    # a release the matrix does not list: nothing
    assert "custom-op-build-mismatch" not in found(TFA_FORM.replace("0.8.3", "0.4.0"))


# https://github.com/tensorflow/tensorflow/issues/60192: a bug met with several releases, each
# named in the form's version field, and a range of cuDNN releases.
SEVERAL_RELEASES = "TF 2.12, TF 2.11, TF nightly, TF 2.8"
CUDNN_RANGE = "cuDNN 8.1 or newer"


def _form(tf_field: str, cuda_field: str) -> str:
    return (
        f"### Tensorflow Version\n\n{tf_field}\n\n### OS Platform and Distribution\n\n"
        f"Linux Ubuntu 20.04, Colab\n\n### CUDA/cuDNN version\n\n{cuda_field}\n"
    )


def test_several_releases_in_the_form_field_are_each_named_none_for_sure():
    stated = read_log_facts(lines(_form(SEVERAL_RELEASES, CUDNN_RANGE)))["stated"]
    assert "tf_version" not in stated
    assert stated["tf_versions"] == ["2.11", "2.12", "2.8"]


def test_a_finding_only_some_named_releases_give_is_not_said():
    # https://github.com/tensorflow/tensorflow/issues/59671: "11.2/8.1". cuDNN 8.1 is older than
    # the 8.6 TensorFlow 2.12 was built with, and what 2.11 and 2.8 were built with.
    assert "cudnn-version-mismatch" in found(_form("TF 2.12", "11.2/8.1"))
    assert "cudnn-version-mismatch" not in found(_form(SEVERAL_RELEASES, "11.2/8.1"))
    # https://github.com/tensorflow/tensorflow/issues/62938: Python "3.11", which 2.11 and 2.8
    # do not support and 2.12 does
    python = "\n### Python version\n\n3.11\n"
    assert "python-version-unsupported" in found(_form("TF 2.11", "11.2/8.1") + python)
    assert "python-version-unsupported" not in found(_form(SEVERAL_RELEASES, "11.2/8.1") + python)


def test_a_finding_every_named_release_gives_is_said_as_possible():
    # https://github.com/tensorflow/tensorflow/issues/70958: "12.5/9.2". Each of 2.12, 2.11 and
    # 2.8 was built with a CUDA 11.
    alone = found(_form("TF 2.12", "12.5/9.2"))["cuda-libraries-missing"]
    assert alone.confidence == "confirmed"
    f = found(_form(SEVERAL_RELEASES, "12.5/9.2"))["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (ERROR, "possible")
    assert f.evidence[-1] == (
        "each TensorFlow release the paste names (2.11, 2.12, 2.8) gives this"
    )


def test_a_release_the_paste_shows_decides_over_those_it_names():
    # The release an import shows is the one that ran: no reading per named release.
    paste = _form(SEVERAL_RELEASES, "11.2/8.1") + "\n>>> tf.__version__\n'2.12.0'\n"
    assert "cudnn-version-mismatch" in found(paste)


def test_the_least_of_a_range_is_no_version_had():
    stated = read_log_facts(lines(_form("TF 2.12", CUDNN_RANGE)))["stated"]
    assert "cudnn" not in stated
    assert "cudnn-version-mismatch" not in found(_form("TF 2.12", CUDNN_RANGE))
    # the same words in prose, and a version with "+"
    assert "cuda" not in read_log_facts(["I need CUDA 11.2 or later"]).get("stated", {})
    assert "cuda" not in read_log_facts(["Requires CUDA 11.2+ for this"]).get("stated", {})
    # a version beside another with "+" between is had
    assert read_log_facts(["CUDA 11.2 + cuDNN 8.1"])["stated"]["cuda"] == "11.2"


def test_the_release_pinned_with_the_cuda_extra_is_stated() -> None:
    # the install command of https://www.tensorflow.org/install/pip, pinned
    facts = read_log_facts(lines("pip install tensorflow[and-cuda]==2.16.1"))
    assert facts["stated"]["tf_version"] == "2.16"
    assert "stated" not in read_log_facts(lines('pip install "tensorflow[and-cuda]>=2.16"'))
    wsl = "WSL2 Ubuntu, pip install tensorflow[and-cuda]==2.16.1, Num GPUs Available: 0"
    assert any("TensorFlow 2.16" in e for e in found(wsl)["cuda-libraries-missing"].evidence)
