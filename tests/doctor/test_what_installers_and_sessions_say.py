"""Readings of what installers, TensorFlow sessions and posts say about packages, each quoted
from the source or thread named beside it, with the cases in which the reading must give way."""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _read(text: str) -> dict:
    """The facts the doctor reads in a paste."""
    return read_log_facts(text.splitlines())


# --- a package TensorFlow requires that the installer found no release of -----------------------


def test_pip_naming_tensorflow_as_what_required_the_missing_package():
    # https://github.com/tensorflow/tensorflow/issues/61986 (pip's resolver writes the
    # requirement, then "(from <parent>)")
    paste = (
        "ERROR: Could not find a version that satisfies the requirement tensorrt==8.5.3.1; extra "
        '== "and-cuda" (from tensorflow[and-cuda]) (from versions: 0.0.1.dev5, 0.0.1, 8.6.1, '
        "8.6.1.post1, 9.0.0.post11.dev1)\n"
        'ERROR: No matching distribution found for tensorrt==8.5.3.1; extra == "and-cuda"'
    )
    found = _all(paste)
    assert list(found) == ["dependency-no-platform-wheel"]
    f = found["dependency-no-platform-wheel"]
    assert f.evidence[0] == (
        "the installer found no tensorrt==8.5.3.1 for this system: TensorFlow requires it, and "
        "its wheels cover fewer systems and Pythons than TensorFlow's"
    )
    assert f.evidence[1].startswith("log line 1: ERROR: Could not find a version")
    # The fix names the package, and speaks of pip (uv's universal lock is another matter).
    assert "$ python -m pip index versions tensorrt" in f.fix
    assert "uv" not in f.fix


@pytest.mark.parametrize(
    "parent",
    ["tensorflow", "tensorflow==2.12.0", "tensorflow-cpu", "tf-nightly[and-cuda]"],
)
def test_every_tensorflow_distribution_counts_as_what_required_it(parent):
    paste = (
        "ERROR: Could not find a version that satisfies the requirement "
        f"tensorflow-io-gcs-filesystem==0.32.0 (from {parent}) (from versions: 0.35.0)"
    )
    assert "dependency-no-platform-wheel" in _all(paste), parent


def test_a_package_whose_name_only_starts_with_tensorflow_did_not_require_it():
    # https://github.com/TensorSpeech/TensorFlowTTS/issues/790 (TensorFlowTTS pins tensorflow-gpu):
    # the missing package is TensorFlow itself, required by another project.
    paste = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.7.0 "
        "(from tensorflowtts) (from versions: 2.8.0rc0, 2.8.0, 2.9.0, 2.10.0, 2.10.1)\n"
        "ERROR: No matching distribution found for tensorflow-gpu==2.7.0"
    )
    assert "dependency-no-platform-wheel" not in _all(paste)
    assert "dependency_of_tf_missing" not in _read(paste)["from_log"]


def test_a_missing_cuda_wheel_is_left_to_the_rules_on_the_and_cuda_extra():
    paste = (
        "ERROR: Could not find a version that satisfies the requirement "
        'nvidia-cudnn-cu12==8.9.4.25; extra == "and-cuda" (from tensorflow[and-cuda]) '
        "(from versions: 0.0.1.dev5)"
    )
    assert "dependency-no-platform-wheel" not in _all(paste)


def test_uv_saying_a_tensorflow_distribution_depends_on_a_package_with_no_version():
    # https://github.com/astral-sh/uv/issues/12588
    paste = (
        "  × No solution found when resolving dependencies:\n"
        "  ╰─▶ Because there is no version of tensorflow-intel{sys_platform == 'win32'}==2.19.0 "
        "and tensorflow-cpu==2.19.0 depends on\n"
        "      tensorflow-intel{sys_platform == 'win32'}==2.19.0, we can conclude that "
        "tensorflow-cpu==2.19.0 cannot be used."
    )
    f = _all(paste)["dependency-no-platform-wheel"]
    assert f.evidence[0].startswith("the installer found no tensorflow-intel for this system")
    assert "log line 2" in f.evidence[1]
    assert "$ uv lock" in f.fix
    assert "<package>" not in f.fix
    assert "pip index versions tensorflow-intel" in f.fix
    # The same words about another project's dependency are not TensorFlow's.
    other = paste.replace("tensorflow-cpu==2.19.0 depends", "myapp==1.0 depends")
    assert "dependency-no-platform-wheel" not in _all(other)


def test_the_windows_package_tensorflow_requires_found_for_no_python_here():
    # https://github.com/tensorflow/tensorflow/issues/59967 (no cp39 wheel of 2.10.1 on PyPI)
    paste = (
        "$ pip install tensorflow-intel==2.10.1\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow-intel==2.10.1 "
        "(from versions: 0.0.1, 2.10.0, 2.11.0rc0, 2.11.0, 2.12.0rc0)\n"
        "ERROR: No matching distribution found for tensorflow-intel==2.10.1"
    )
    assert "dependency-no-platform-wheel" in _all(paste)


def test_a_pinned_release_pip_lists_others_of_is_no_python_fault():
    # https://github.com/duongttr/vehicles-counting-yolov4-deepsort/issues/9: the pre-release
    # pinned is gone from PyPI; pip lists 2.3.0 to 2.3.4 for this Python.
    paste = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.3.0rc0 "
        "(from versions: 1.13.1, 1.14.0, 2.2.0, 2.2.1, 2.3.0, 2.3.1, 2.3.2, 2.3.3, 2.3.4)\n"
        "ERROR: No matching distribution found for tensorflow-gpu==2.3.0rc0"
    )
    assert _read(paste)["from_log"]["pip_offered"]["tensorflow-gpu"][-1] == "2.3.4"
    assert "python-version-unsupported" not in _all(paste)
    # pip listing only other releases: this Python is not one the pinned release had.
    older = paste.replace(", 2.3.0, 2.3.1, 2.3.2, 2.3.3, 2.3.4", "")
    assert "python-version-unsupported" in _all(older)


def test_nvidias_tensorflow_not_found_for_a_python_other_than_3_8():
    # https://github.com/NVIDIA/tensorflow/issues/34 (its words and pip's lines)
    paste = (
        "I tried this in Colab and Kaggle (Python 3.7 both) and got an error.\n"
        "!pip install nvidia-pyindex\n!pip install nvidia-tensorflow==1.15.4\n"
        "ERROR: Could not find a version that satisfies the requirement nvidia-tensorflow==1.15.4 "
        "(from versions: 0.0.1.dev4, 0.0.1.dev5)\n"
        "ERROR: No matching distribution found for nvidia-tensorflow==1.15.4"
    )
    d = diagnose_log(paste.splitlines())
    assert [(f.id, f.severity) for f in d.findings] == [("python-version-unsupported", ERROR)]
    assert "Python 3.7" in d.findings[0].evidence[0]
    assert "python3.8 -m pip install nvidia-pyindex" in d.findings[0].fix
    # Python 3.8: another reason (the index, the system), not the Python.
    assert "python-version-unsupported" not in _all(paste.replace("3.7 both", "3.8 both"))
    # The Python not shown: possible.
    unshown = paste.replace(" (Python 3.7 both)", "")
    assert {i: f.severity for i, f in _all(unshown).items()} == {
        "python-version-unsupported": WARNING
    }


def test_a_dependency_missing_for_a_python_the_release_does_not_support_follows_from_it():
    # TensorFlow 2.15 has wheels for Python 3.9-3.11 (the tested build table): on 3.12 pip finds
    # no tensorflow-intel 2.15.0 either, and the Python is the one cause to fix.
    paste = (
        "Python 3.12.1 (tags/v3.12.1:2305ca5, Dec  7 2023, 22:03:25) [MSC v.1937 64 bit (AMD64)] "
        "on win32\n"
        "> pip install tensorflow==2.15.0\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow-intel==2.15.0 "
        "(from tensorflow) (from versions: 2.16.0rc0, 2.16.1, 2.16.2)\n"
        "ERROR: No matching distribution found for tensorflow-intel==2.15.0"
    )
    found = _all(paste)
    assert next(iter(found)) == "python-version-unsupported"
    assert "dependency-no-platform-wheel" not in found


# --- a CPU TensorFlow told in words to be there beside tensorflow-gpu ---------------------------


@pytest.mark.parametrize(
    "paste",
    [
        # https://github.com/google-deepmind/sonnet/issues/14
        "After configuring sonnet, I found out tensorflow 1.01 is installed along with my "
        "original tensorflow-gpu 1.01. However only tensorflow 1.01 is recognized as the "
        "imported one...",
        # https://github.com/google-parfait/tensorflow-federated/issues/886
        "But after the installation, my python starts using a newly added tensorflow-cpu 1.15.3 "
        "instead of the tensorflow-gpu 1.13.1 I installed before",
        # https://github.com/tensorflow/tensorboard/issues/410
        "If I install tensorflow-gpu from ``pip install tensorflow-gpu`` , it will install\n"
        "tensorboard dependency and then install tensorflow from tensorboard\n"
        "inpendency.  And then tensorflow package overrides the gpu package.",
    ],
)
def test_a_cpu_tensorflow_told_to_be_there_beside_or_over_tensorflow_gpu(paste):
    found = _all(paste)
    assert next(iter(found)) == "multiple-tensorflow-distributions"
    assert found["multiple-tensorflow-distributions"].confidence == "possible"


@pytest.mark.parametrize(
    "paste",
    [
        "I installed CUDA 10.0 along with tensorflow-gpu 1.14",
        "tensorflow-gpu 1.14 is installed along with tensorflow-estimator 1.14",
        "tensorflow-gpu overrides the tensorflow package",
        "the tensorflow package overrides nothing; tensorflow-gpu is the only one",
    ],
)
def test_words_near_tensorflow_gpu_that_name_no_second_tensorflow(paste):
    assert "multiple-tensorflow-distributions" not in _all(paste), paste


# --- a CUDA release written under cuDNN's name ----------------------------------------------------


def test_a_cudnn_numbered_as_no_cudnn_release_is_the_cuda_release():
    # https://github.com/huggingface/transformers/issues/14347
    paste = "version:\ntf 2.4.1\ncudnn 10.0\ntransformers 4.12.3\nbut not using gpu"
    facts = _read(paste)
    assert facts["stated"]["cuda"] == "10.0"
    assert "cudnn" not in facts["stated"]
    assert "cudnn" not in facts.get("packages", {})
    found = _all(paste)
    assert next(iter(found)) == "cuda-libraries-missing"
    assert "cudnn-version-mismatch" not in found


def test_a_cuda_stated_by_its_own_name_wins_over_one_under_cudnns_name():
    # https://github.com/bubbliiiing/yolov4-keras/issues/2: CUDA 10.2 and "cuDNN 10.1" (the
    # cuDNN for CUDA 10.1), TensorFlow 1.13.1 (built with CUDA 10.0)
    paste = "我的cuda是10.2，cudnn是10.1版本如果用tf-gpu1.13.1的话会报错版本要怎么调整呢。"
    assert _read(paste)["stated"]["cuda"] == "10.2"
    assert next(iter(_all(paste))) == "cuda-libraries-missing"
    assert _read("I have cudnn 10.1 and cuda 10.2")["stated"]["cuda"] == "10.2"  # either order


@pytest.mark.parametrize("version", ["8.1", "9.10", "7.6"])
def test_a_cudnn_release_stays_cudnn(version):
    facts = _read(f"tf 2.4.1\ncudnn {version}")
    assert facts["stated"]["cudnn"] == version
    assert "cuda" not in facts["stated"]


# --- a session that logs device placement and finds no GPU -------------------------------------


def test_a_session_with_no_known_devices_sees_no_gpu():
    # https://github.com/google-deepmind/dnc/issues/5; the line is direct_session.cc's
    paste = (
        "is it possible to detect if the DNC is using the GPU when is running the train.py\n"
        "this is my Output:\nDevice mapping: no known devices.\n"
    )
    assert _read(paste)["tensorflow"]["gpus"] == []
    found = _all(paste)
    assert "tensorflow-cpu-only-build" in found


def test_a_session_that_maps_a_gpu_is_not_read_as_none():
    paste = (
        "Device mapping:\n"
        "/job:localhost/replica:0/task:0/device:GPU:0 -> device: 0, name: Tesla K80, pci bus "
        "id: 0000:00:1e.0, compute capability: 3.7\n"
    )
    assert _read(paste).get("tensorflow", {}).get("gpus") != []
    assert "tensorflow-cpu-only-build" not in _all(paste)


# --- a CUDA told as what the release requires, not what the machine has ------------------------


def test_the_cuda_a_release_requires_is_not_the_cuda_installed():
    # https://github.com/microsoft/nni/issues/3661
    paste = (
        "I was able to run the enas example with pytorch but I cannnot use the GPU with "
        "tensorflow.\n\n"
        "The tensorflow version is 2.3.1 and it looks like it requires cuda 10.1 to work.\n"
        "However the version of cuda in the image is 9.2."
    )
    facts = _read(paste)
    assert facts["stated"]["cuda"] == "9.2"
    assert facts["stated"]["tf_version"] == "2.3"
    f = _all(paste)["cuda-libraries-missing"]
    assert f.evidence[0].startswith("CUDA 9.2 stated; TensorFlow 2.3 was built and tested with")


@pytest.mark.parametrize(
    "said",
    [
        "it requires cuda 10.1",
        "TF 2.3 was built for CUDA 10.1",
        "which needs cuDNN 7.6",
        "The tensorflow-gpu 2.0.0 you get from pip only works with cuda 10.0.",
        # https://github.com/orasanen/ALICE/issues/13
        "Only CUDA 9.0 will work with Tensorflow 1.10.1.",
        "I think cuDNN 7.6 is required for it",
    ],
)
def test_what_a_release_needs_states_nothing_installed(said):
    facts = _read(said)
    assert "cuda" not in facts.get("stated", {}), said
    assert "cudnn" not in facts.get("stated", {}), said


def test_the_cuda_installed_beside_the_one_a_release_only_works_with():
    # https://github.com/ageron/handson-ml2/issues/61
    paste = (
        "The tensorflow-gpu 2.0.0 you get from pip only works with cuda 10.0. If you have the "
        "newer cuda 10.1 installed, you'll either have to downgrade cuda or compile tensorflow "
        "from source yourself."
    )
    assert _read(paste)["stated"]["cuda"] == "10.1"
    assert "cuda-libraries-missing" in _all(paste)


def test_a_program_that_needs_a_release_states_the_release():
    # https://github.com/NVlabs/sionna/issues/768 (a program's need is the release it runs)
    facts = _read("i notice that sionna needs TensorFlow 2.13")
    assert facts["stated"]["tf_version"] == "2.13"


# --- a container started without --gpus, told in words -------------------------------------------


def test_a_docker_run_told_without_gpus_and_libcuda_missing_is_a_container_without_gpus():
    # https://github.com/tom-doerr/TecoGAN-Docker/issues/7
    paste = (
        "I tried removing `--gpus all` from the `docker run` command but then when launching "
        "`runGan.py 1` I got :\n"
        "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n"
        "\nFailed to load the native TensorFlow runtime.\n"
        "2. I have another computer with an AMD GPU which I would also like to run TecoGAN on"
    )
    found = _all(paste)
    assert next(iter(found)) == "container-without-gpus"
    assert found["container-without-gpus"].severity == "error"
    # The AMD GPU is another computer's: not why this one has no driver.
    assert "no-nvidia-driver" not in found


def test_a_system_told_as_where_the_same_thing_works_is_not_this_one():
    # https://github.com/SecureAI-Tools/SecureAI-Tools/issues/26 (Fedora 39 with Docker Desktop)
    toolkit = (
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: "
        "cannot open shared object file: no such file or directory: unknown"
    )
    elsewhere = (
        toolkit + "\n\nThe same Command runs fine on the same machine with Windows 11 & WSL2"
    )
    assert diagnose_log(elsewhere.splitlines()).platform != "wsl2"
    assert next(iter(_all(elsewhere))) == "container-toolkit-driver-not-found"
    # Told as this machine's, WSL2 makes the same line the Windows driver's: not reached
    # (https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/129)
    here = toolkit + "\n\nI'm using WSL2 (latest Docker Desktop)."
    assert diagnose_log(here.splitlines()).platform == "wsl2"
    assert next(iter(_all(here))) == "wsl-windows-driver-unreachable"
    for works_but in (
        "It works fine on the CPU, but with WSL2 it fails",
        "nvidia-smi works fine; I use WSL2",
        "It worked well until I moved to WSL2",
    ):
        assert diagnose_log((toolkit + "\n" + works_but).splitlines()).platform == "wsl2", works_but


def test_another_programs_gpus_option_is_not_dockers():
    # https://github.com/ludwig-ai/ludwig/issues/828 (its own --gpus option)
    paste = (
        "Once you both specify `--gpus 0 --gpu_memory_limit 4000` (for example), allocated GPU "
        "memory is correctly set to 4GB. Without the `--gpus 0` bit, all available memory is "
        "allocated"
    )
    assert "container-without-gpus" not in _all(paste)


def test_an_amd_gpu_of_this_machine_still_counts():
    # https://github.com/tensorflow/tensorflow/issues/27059
    paste = "My laptop has an AMD Radeon HD7500M and TensorFlow does not use the GPU"
    assert "no-nvidia-driver" in _all(paste)


# --- the plain tensorflow package installed where its CUDA wheels were wanted --------------------
# https://www.tensorflow.org/install/pip: on Linux, `pip install tensorflow[and-cuda]` for a GPU;
# the plain package of 2.14 and later brings no CUDA. cudart_stub.cc prints the line below when it
# finds no CUDA runtime (tensorflow/tensorflow#63362 shows it on Colab after such an install).
NO_CUDA_RUNTIME = (
    "2025-03-02 10:11:12.123456: I external/local_xla/xla/tsl/cuda/cudart_stub.cc:32] Could not "
    "find cuda drivers on your machine, GPU will not be used."
)


@pytest.mark.parametrize(
    "command",
    [
        "$ pip install tensorflow",
        "!pip install tensorflow==2.19.0 keras",
        "python3 -m pip install -U tensorflow",
        "uv add tensorflow",
        'poetry add "tensorflow>=2.16"',
    ],
)
def test_a_plain_tensorflow_install_shown_leaves_out_the_and_cuda_extra(command):
    paste = f"{command}\n{NO_CUDA_RUNTIME}\nUbuntu 24.04, RTX 4070, TensorFlow 2.19.0"
    found = _all(paste)
    assert next(iter(found)) == "and-cuda-extra-missing"  # ranked first
    f = found["and-cuda-extra-missing"]
    assert f.severity == "error"
    assert "the paste installs tensorflow without the [and-cuda] extra" in f.evidence
    assert f"log line 1: {command}" in f.evidence
    assert '$ python -m pip install "tensorflow[and-cuda]==2.19.*"' in f.fix


@pytest.mark.parametrize(
    "command",
    [
        'pip install "tensorflow[and-cuda]==2.19.0"',
        "pip install tensorflow-cpu==2.19.0",
        "pip install tensorflow-io",
        "pip install tensorflow_datasets",
        "pip install keras-tensorflow",
    ],
)
def test_other_packages_or_the_extra_itself_are_no_plain_install(command):
    assert "plain_tf_installed" not in _read(command)["from_log"]
    assert "plain_tf_installed" in _read("pip install tensorflow==2.19.0")["from_log"]


def test_a_plain_install_of_a_release_before_2_14_needs_no_extra():
    # Until 2.14 the release loaded the system's CUDA: no extra to install.
    paste = f"pip install tensorflow==2.12.0\n{NO_CUDA_RUNTIME}\nTensorFlow 2.12.0, RTX 3060"
    assert "and-cuda-extra-missing" not in _all(paste)


# --- cuDNN's loaded-but-built-with message told in a person's words -----------------------------
def test_a_cudnn_told_as_required_but_another_loaded_is_the_mismatch():
    # https://github.com/googlecolab/colabtools/issues/2600 (Colab closed the reports that
    # quote "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0" as its
    # duplicates)
    paste = (
        "To use the Tensorflow object detection API, CuDNN version 8.1 is required but only "
        "version 8.0.5 is loaded."
    )
    found = _all(paste)
    assert next(iter(found)) == "cudnn-version-mismatch"
    assert found["cudnn-version-mismatch"].evidence == [f"log line 1: {paste}"]


@pytest.mark.parametrize(
    "said",
    [
        "CUDA 11.2 is required but only 11.0 is installed",  # CUDA, not cuDNN
        "cuDNN 8.1 is required but I do not know which version is loaded",
        "A GPU is required but cuDNN 8.1 is installed",
    ],
)
def test_other_sentences_with_required_but_are_no_cudnn_mismatch(said):
    assert "cudnn-version-mismatch" not in _all(said)


# --- cuDNN on Windows without zlib's DLL ----------------------------------------------------------
# cuDNN 8.3 to 8.9 print this when zlibwapi.dll is not on PATH, then the process stops
# (https://github.com/NickSwardh/YoloDotNet/issues/18: solved by putting the DLL in CUDA's bin).
ZLIB = "Could not locate zlibwapi.dll. Please make sure it is in your library path!"
CREATED = (
    "2022-10-01 10:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] "
    "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 5450 MB memory:  -> "
    "device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute "
    "capability: 8.6"
)


@pytest.mark.parametrize("paste", [ZLIB, f"{CREATED}\nEpoch 1/10\n{ZLIB}"])
def test_cudnn_without_zlib_s_dll_on_windows_says_where_the_dll_goes(paste):
    found = _all(paste)
    assert next(iter(found)) == "cuda-libraries-missing"
    f = found["cuda-libraries-missing"]
    assert f.severity == "error"
    assert f"log line {paste.count(chr(10)) + 1}: {ZLIB}" in f.evidence
    assert any(e.startswith("zlibwapi.dll is zlib's") for e in f.evidence)
    assert "zlibwapi.dll" in f.explanation
    # What to do first, then the Windows fix of the entry (the system is Windows: a DLL).
    assert f.fix.startswith("Put zlib's zlibwapi.dll")
    assert "bin folders to PATH" in f.fix


def test_other_libraries_named_zlib_are_not_cudnn_s():
    assert "cuda-libraries-missing" not in _all("Could not locate zlib1.dll")


# --- a Linux CUDA library named in words as needed ------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        # https://github.com/mlcommons/training/issues/214 (Debian's package name)
        "The current tensorflow version does not execute correctly because it needs libcublas10.0",
        "It looks for libcudart.so.11.0, which I do not have",
    ],
)
def test_a_cuda_library_told_as_needed_is_possibly_missing(said):
    f = _all(said)["cuda-libraries-missing"]
    assert f.confidence == "possible"
    assert f.evidence[0] == f"log line 1: {said}"


@pytest.mark.parametrize(
    "said",
    [
        "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened "
        "dynamic library libcublas.so.10.0",
        "Do I need libcudnn for this?",  # no version: not a library a build asked for
    ],
)
def test_a_cuda_library_not_told_as_needed_is_not_missing(said):
    assert "cuda-libraries-missing" not in _all(said)
