"""What a paste states in words, and the lines whose words mislead, read as their sources mean.

The texts are real (corpus records and their threads, or lines recorded on this machine), each
with its source; a few sentences are joined to test how prose is split.
"""

from __future__ import annotations

import pytest

from tests.doctor.corpus import CorpusLog, all_logs
from tests.doctor.log_excerpts import EXCERPTS
from tfgpu_gui.doctor.knowledge.gpu_arch import capability_of
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _record(name: str) -> CorpusLog:
    (log,) = [log for log in all_logs() if log.name == name]
    return log


def _found(text: str) -> dict[str, str]:
    """Finding ID -> severity, in report order."""
    return {f.id: f.severity for f in diagnose_log(text.splitlines()).findings}


def _first(text: str) -> str:
    problems = [
        f for f in diagnose_log(text.splitlines()).findings if f.severity in (ERROR, WARNING)
    ]
    return problems[0].id if problems else ""


# Recorded with TensorFlow 2.21.0 (pip, no CUDA wheels) on a host without a GPU.
_STUB = next(e for e in EXCERPTS if e.name.startswith("tf-2.21-no-driver")).text.splitlines()[1]


# --- cudart_stub.cc: the CUDA runtime, whatever its words --------------------------------------
def test_cudart_stub_line_alone_is_a_missing_runtime_harmless_without_a_gpu() -> None:
    assert "cudart_stub.cc" in _STUB
    found = _found(_STUB)
    assert "no-nvidia-driver" not in found
    # Nothing shows a GPU: the runtime is looked for on every machine.
    assert found == {"cuda-libraries-missing": INFO}


def test_cudart_stub_line_with_a_gpu_wanted_is_the_cause() -> None:
    # https://github.com/tensorflow/tensorflow/issues/62328 (TF 2.13.1 on Gentoo, no GPU found)
    text = _record("gentoo-tf2131-and-cuda-extra-cudart-stub-no-gpu").text
    found = _found(text)
    assert found.get("cuda-libraries-missing") in (ERROR, WARNING)
    assert "no-nvidia-driver" not in found


def test_cudart_stub_line_counts_the_runtime_as_missing() -> None:
    facts = read_log_facts([_STUB])
    assert facts["from_log"]["cuda_libs_missing"] == ["cudart"]


# --- prose -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/tensorflow/tensorflow/issues/60206
        "I can't get Tensorflow to detect my gpu in Python.",
        # https://github.com/tensorflow/models/issues/4299 (its title)
        "Tensorflow-gpu utilize only CPU",
        # https://github.com/tensorflow/tensorflow/issues/23856 (its title)
        "GPU there still training on CPU",
        # https://github.com/DeepLabCut/DeepLabCut/issues/2081
        "in Windows results in CPU mode only for training.",
        # https://github.com/serengil/deepface/issues/235
        "While the inference is still running on CPU, which is pretty slow.",
    ],
)
def test_a_gpu_wanted_in_words(line: str) -> None:
    assert read_log_facts([line])["from_log"].get("gpu_wanted") is True


@pytest.mark.parametrize(
    "line",
    [
        # A run that used the GPU: https://github.com/tensorflow/tensorflow/issues/47876
        "Tensorflow detects my GPU. When I do` tf.config.list_physical_devices()`",
        # The CPU named for what it is: TensorFlow's own notice.
        "This TensorFlow binary is optimized to use available CPU instructions in "
        "performance-critical operations.",
    ],
)
def test_no_gpu_wanted_where_none_is_said(line: str) -> None:
    assert "gpu_wanted" not in read_log_facts([line])["from_log"]


def test_an_empty_gpu_list_told_in_words() -> None:
    # https://github.com/tensorflow/tensorflow/issues/63362
    lines = [
        " tf.config.list_physical_devices('GPU')",
        "",
        "I also get an empty list.",
    ]
    assert read_log_facts(lines)["tensorflow"]["gpus"] == []
    # and with the answer on the question's line
    facts = read_log_facts(["tf.config.list_physical_devices('GPU') returns []"])
    assert facts["tensorflow"]["gpus"] == []


def test_a_sentence_about_nvidia_smi_does_not_hide_the_others() -> None:
    # Two sentences of one line: the versions of the first are the person's, the second is
    # about the driver (https://github.com/tensorflow/tensorflow/issues/63362 says both).
    line = "TF 2.16.1 with CUDA 12.4 on Ubuntu 22.04. nvidia-smi shows CUDA Version: 12.4 too."
    stated = read_log_facts([line])["stated"]
    assert stated["tf_version"] == "2.16"
    assert stated["cuda"] == "12.4"
    # The driver's line alone states no toolkit
    # (https://github.com/tensorflow/tensorflow/issues/65842).
    line = (
        "* CUDA Diver Version (what is linked by nvidia-smi - a nuance of containerized "
        "NVIDIA): 12.2"
    )
    assert "stated" not in read_log_facts([line])


def test_a_version_ending_a_sentence_is_read() -> None:
    # https://github.com/serengil/deepface/issues/235
    line = "I installed tensorflow-gpu==2.5.0 instead of tensorflow. While the inference ..."
    assert read_log_facts([line])["stated"]["tf_version"] == "2.5"
    assert read_log_facts(["I use tensorflow 2.15."])["stated"]["tf_version"] == "2.15"


def test_a_release_candidate_is_read_as_its_release() -> None:
    # "When I upgrade to 2.4.0rc4, tf sess.run is freezed"
    # (https://github.com/tensorflow/tensorflow/issues/45648)
    assert read_log_facts(["tf 2.4.0rc4 on Windows 10"])["stated"]["tf_version"] == "2.4"
    assert read_log_facts(["tensorflow==2.2.0-rc2"])["stated"]["tf_version"] == "2.2"
    # A word after the number is still not a version's part.
    assert "stated" not in read_log_facts(["tf 2.4.0rcx"])


# --- a stated system without the GPU: its usual causes ----------------------------------------
def test_linux_216_with_and_cuda_named_gets_the_wheels_not_loading() -> None:
    # https://github.com/tensorflow/tensorflow/issues/63362: TF 2.16.1 with tensorflow[and-cuda]
    found = _found(_record("tf216-and-cuda-empty-gpu-list-venv").text)
    assert found.get("cuda-libraries-missing") == WARNING
    assert "and-cuda-extra-missing" not in found  # the paste installs the extra


def test_linux_216_without_the_extra_gets_the_extra() -> None:
    # https://github.com/keras-team/keras/issues/19276, before its second venv
    text = """OS = Linux Ubuntu  22.04.04 LTS
python = 3.10.12
CUDA = 12.4

python -m pip install tensorflow

>> tf.__version__
'2.16.1'
>>> tf.config.list_physical_devices('GPU')
[ ]"""
    assert _first(text) == "and-cuda-extra-missing"
    assert _found(text)["and-cuda-extra-missing"] == WARNING


def test_the_216_path_fault_needs_no_complaint() -> None:
    # https://github.com/tensorflow/tensorflow/issues/65842: an issue form, no log, no "no GPU"
    record = _record("tf2161-debian-container-and-cuda-libs-not-on-ld-library-path")
    assert "gpu_wanted" not in read_log_facts(record.text.splitlines())["from_log"]
    found = diagnose_log(record.text.splitlines()).findings
    (f,) = [f for f in found if f.id == "cuda-libraries-missing"]
    assert f.severity == WARNING
    assert any("63362" in e for e in f.evidence)
    # The extra is there already: the fix is a newer release or the wheels' lib folders
    assert "LD_LIBRARY_PATH" in f.fix and "-U" in f.fix


def test_an_older_release_on_linux_gets_the_system_libraries() -> None:
    # https://github.com/serengil/deepface/issues/235: tensorflow-gpu 2.5, the system not said
    found = _found(_record("deepface-tensorflow-gpu-installed-without-cudnn").text)
    assert found.get("cuda-libraries-missing") == WARNING
    assert "and-cuda-extra-missing" not in found  # 2.5 has no such extra


def test_windows_stated_with_a_complaint_and_no_version() -> None:
    # https://github.com/DeepLabCut/DeepLabCut/issues/2081
    text = _record("deeplabcut-windows-env-resolves-tf-above-210-cpu-only").text
    assert _first(text) == "windows-native-no-gpu"


def test_a_working_gpu_outweighs_the_words() -> None:
    # A complaint (the title of https://github.com/tensorflow/tensorflow/issues/47876), then a
    # device created (https://github.com/fchollet/deep-learning-with-python-notebooks/issues/108)
    created = next(
        line
        for line in _record("dlwp-notebook-rtx2070-cudnn-handle-allow-growth").text.splitlines()
        if "Created TensorFlow device" in line
    )
    text = "Tensorflow not using GPU eventhough it is detecting it.\n- Linux, Ubuntu 20.04\n"
    found = _found(text + created)
    assert not [i for i, s in found.items() if s in (ERROR, WARNING)], found
    assert [i for i, s in _found(text).items() if s in (ERROR, WARNING)]


# --- versions both only written by the person ------------------------------------------------
def test_a_form_python_with_no_wheel_for_the_stated_release_is_a_second_remark() -> None:
    # https://github.com/tensorflow/tensorflow/issues/59905: "tf 2.11", "3.11", Windows 10
    found = _found(_record("windows-tf211-issue-form-cuda-support-dropped").text)
    assert found["windows-native-no-gpu"] == ERROR
    assert found["python-version-unsupported"] == WARNING


def test_a_form_python_with_the_install_told_failing_is_the_cause() -> None:
    # https://github.com/tensorflow/tensorflow/issues/86879: Python 3.13, TF 2.18, "PIP won't
    # install"
    text = _record("windows-py313-tf218-pip-wont-install").text
    assert _first(text) == "python-version-unsupported"
    assert _found(text)["python-version-unsupported"] == ERROR


# --- packages and bindings told in words ------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "cause"),
    [
        ("speechmetrics-setup-py-tensorflow-gpu-removed", "tensorflow-gpu-package-removed"),
        (
            "gradient-decode-dicom-setup-py-pulls-cpu-tensorflow-beside-gpu",
            "multiple-tensorflow-distributions",
        ),
        (
            "tfjs-node-gpu-windows-binding-dll-not-found-after-reinstall",
            "tensorflow-import-failed",
        ),
    ],
)
def test_told_in_words(name: str, cause: str) -> None:
    assert cause in _found(_record(name).text)


def test_tensorflow_gpu_named_without_removal_is_not_the_removed_package() -> None:
    # https://github.com/serengil/deepface/issues/235: tensorflow-gpu 2.5 exists
    assert "tensorflow-gpu-package-removed" not in _found(
        "I installed tensorflow-gpu==2.5.0 instead of tensorflow."
    )


@pytest.mark.parametrize(
    ("name", "cc"),
    [
        ("Quadro P4000", (6, 1)),
        ("Tesla K20m", (3, 5)),
        ("Tesla K10", (3, 0)),
        ("Quadro K4000", (3, 0)),
        ("Jetson TX2", (6, 2)),
        ("GeForce 830M", (5, 0)),
    ],
)
def test_more_gpu_models(name: str, cc: tuple[int, int]) -> None:
    assert capability_of(name) == cc
    # and a person naming it in prose states it
    facts = read_log_facts([f"I have a {name} and tensorflow 2.15"])
    assert facts["stated"]["gpus"][0]["compute_capability"] == list(cc)


# --- more told in words, and older releases -------------------------------------------------
def test_installing_tensorflow_gpu_is_not_a_complaint() -> None:
    # https://github.com/tensorflow/tensorflow/issues/10827: a TF 1.2 form that installs
    # tensorflow-gpu and worked; only the missing "successfully opened" lines worried its author.
    text = _record("tf12-no-longer-prints-successfully-opened-cuda-library").text
    facts = read_log_facts(text.splitlines())["from_log"]
    assert facts.get("gpu_wanted") is True
    assert "gpu_not_used" not in facts
    assert not [i for i, s in _found(text).items() if s in (ERROR, WARNING)]


def test_the_cpu_build_installed_told_in_words() -> None:
    # https://github.com/rstudio/keras3/issues/1509
    text = _record("keras3-r-install-keras-gpu-true-linux-installs-tensorflow-cpu").text
    assert "tensorflow-cpu-only-build" in _found(text)


def test_windows_and_wsl2_both_named_puts_native_windows_first() -> None:
    # https://github.com/rstudio/keras3/issues/1475: "Windows 11", "WSL2 configured", RStudio
    text = _record("rstudio-keras3-windows-native-r-install-keras-gpu-true").text
    assert read_log_facts(text.splitlines())["from_log"]["os_told"] == ["windows", "wsl2"]
    assert _first(text) == "windows-native-no-gpu"
    # WSL2 alone keeps the Linux side's causes.
    assert "windows-native-no-gpu" not in _found(
        "- Ubuntu 22.04 under WSL2\ntf.config.list_physical_devices('GPU') returns []"
    )


def test_a_programs_minimum_compute_capability_message() -> None:
    # https://github.com/iperov/DeepFaceLab/issues/264
    text = _record("deepfacelab-dual-gtx-780m-compute-capability-30").text
    assert _first(text) == "compute-capability-too-old"


def test_a_release_before_2_4_with_another_cuda_stated() -> None:
    # https://github.com/OpenNMT/OpenNMT-tf/issues/638: "tf version is `2.1.0` and cuda version
    # is `10.2`"; 2.1 was built with CUDA 10.1 (the tested build table).
    text = _record("opennmt-tf21-with-cuda-102-low-gpu-usage").text
    stated = read_log_facts(text.splitlines())["stated"]
    assert (stated["tf_version"], stated["cuda"]) == ("2.1", "10.2")
    assert _first(text) == "cuda-libraries-missing"


def test_a_gpu_newer_than_the_builds_cuda() -> None:
    # https://github.com/NVIDIA/tensorflow/issues/96: RTX 4090 (8.9) with TF 2.3 (CUDA 10.1)
    text = _record("nvidia-tensorflow-rtx-4090-with-tf23").text
    assert "compute-capability-unsupported" in _found(text)
    # An RTX 3090 (8.6) with TF 2.4 (CUDA 11.0, up to 8.0): the same major, PTX can be JIT
    # compiled; not called unsupported.
    assert "compute-capability-unsupported" not in _found("RTX 3090 with tensorflow 2.4 on Ubuntu")


@pytest.mark.parametrize(
    ("cuda", "newest"),
    [
        ((6, 0), None),
        ((7, 5), (5, 2)),
        ((8, 0), (6, 2)),
        ((9, 0), (7, 0)),
        ((9, 2), (7, 0)),
        ((10, 1), (7, 5)),
        ((11, 0), (8, 0)),
        ((11, 2), (8, 6)),
        ((12, 3), (9, 0)),
    ],
)
def test_newest_arch_of_a_cuda_release(
    cuda: tuple[int, int], newest: tuple[int, int] | None
) -> None:
    from tfgpu_gui.doctor.knowledge.gpu_arch import newest_arch

    assert newest_arch(cuda) == newest


@pytest.mark.parametrize(
    ("line", "told"),
    [
        # https://github.com/serengil/deepface/issues/235
        ("the cpu usage is high and gpu usage displayed with nvidia-smi is none.", True),
        # A figure that is not zero is no complaint.
        ("GPU usage is 0.5 GB", False),
        ("GPU utilization is 97%", False),
    ],
)
def test_an_idle_gpu_told_in_words(line: str, told: bool) -> None:
    assert bool(read_log_facts([line])["from_log"].get("gpu_not_used")) is told


@pytest.mark.parametrize(
    ("name", "cause"),
    [
        ("tf14-mnist-deep-oom-940mx-test-set-at-once", "gpu-out-of-memory"),
        ("tf11-windows-cudnn6-installed-needs-cudnn64-5-dll", "cuda-libraries-missing"),
        ("tf15-windows-self-check-wrong-cuda8-needs-cudnn64-7-dll", "cuda-libraries-missing"),
        ("statcan-kubeflow-gpu-image-on-cuda-base-without-cudnn", "cuda-libraries-missing"),
        ("distrobox-official-tensorflow-latest-image-is-cpu-only", "tensorflow-cpu-only-build"),
        ("jupyter-tensorflow-notebook-ships-cpu-build", "tensorflow-cpu-only-build"),
    ],
)
def test_more_told_in_words(name: str, cause: str) -> None:
    assert cause in _found(_record(name).text)


@pytest.mark.parametrize(
    "line",
    [
        # The usual check of the container toolkit runs a CUDA base image: no TensorFlow in it
        # (https://github.com/NVIDIA/nvidia-container-toolkit/issues/394).
        "docker run --rm --gpus all nvidia/cuda:12.3.2-base-ubuntu22.04 nvidia-smi",
        # The GPU image and a cuDNN image are no CPU build, no missing cuDNN.
        "docker run --gpus all -it tensorflow/tensorflow:latest-gpu",
        "FROM nvidia/cuda:11.8.0-cudnn8-runtime-ubuntu22.04",
    ],
)
def test_images_that_say_nothing_wrong(line: str) -> None:
    found = _found(line)
    assert "cuda-libraries-missing" not in found
    assert "tensorflow-cpu-only-build" not in found


def test_the_2_5_to_2_11_wheels_jit_compile_for_ampere() -> None:
    from tfgpu_gui.doctor.knowledge.gpu_arch import (
        COMPILED,
        PTX_JIT,
        support_for,
        wheel_capabilities,
    )

    # https://github.com/emgucv/emgutf/issues/71: TF 2.6 has sm_35..sm_75 and compute_80
    caps = wheel_capabilities((2, 6))
    assert support_for((8, 6), caps).status == PTX_JIT
    assert support_for((7, 5), caps).status == COMPILED
    # the stated GPU and release say it: told (info), a fault only beside a slow start
    found = _found("RTX A4000 with tensorflow 2.6 on Windows 10")
    assert found.get("compute-capability-ptx-jit") == INFO


def test_a_docker_run_without_gpus_beside_the_fixed_one() -> None:
    # https://github.com/tomdbar/ecord/issues/1: the command without --gpus, then the fix
    text = _record("ecord-docker-run-without-gpus-flag").text
    assert _first(text) == "container-without-gpus"
    assert _found(text)["container-without-gpus"] == WARNING
    # With only the command that passes the GPUs, nothing points at the container.
    fixed = "docker run -itd --gpus all  --rm --name ecord_container ecord"
    assert "container-without-gpus" not in _found(fixed)


def test_a_paste_about_docker_without_the_gpu_gets_the_containers_causes() -> None:
    # The complaint of https://github.com/tensorflow/models/issues/9498 said inside Docker, as
    # its reporter found it was: the causes of a container, each possible, in the order the
    # corpus's threads told so show them (rules._USUAL_IN_A_CONTAINER): the image's CUDA
    # libraries, a CPU-only TensorFlow in the image, the GPUs not passed, no container toolkit.
    text = (
        "I run the training in the tensorflow docker image and the log shows it's been "
        "running on CPU instead of GPU."
    )
    found = _found(text)
    assert list(found) == [
        "cuda-libraries-missing",
        "tensorflow-cpu-only-build",
        "container-without-gpus",
        "container-toolkit-missing",
    ]
    assert set(found.values()) == {WARNING}
    findings = {f.id: f for f in diagnose_log(text.splitlines()).findings}
    assert findings["cuda-libraries-missing"].evidence == [
        "the paste is about a Docker container and says TensorFlow does not get the GPU",
        "the image must hold the CUDA and cuDNN its TensorFlow was built with; a base image of "
        "another CUDA, or a TensorFlow installed over it, lacks them",
    ]
    # The same words without Docker get the system's causes, not the container's.
    assert "container-without-gpus" not in _found(text.replace("docker ", ""))


def test_cuda_12_named_for_native_windows() -> None:
    # https://github.com/tensorflow/tensorflow/issues/62696: "the cuda version of my laptop is
    # 12.1" beside TensorFlow's Windows install page
    text = _record("windows-cuda-121-no-matching-tensorflow-gpu").text
    assert read_log_facts(text.splitlines())["stated"]["cuda"] == "12.1"
    assert _first(text) == "windows-native-no-gpu"
    # CUDA 11.2 on Windows with no complaint says nothing
    assert "windows-native-no-gpu" not in _found("Windows 10 with CUDA 11.2 and cuDNN 8.1")


def test_the_allocators_performance_note_is_not_an_oom_told_in_words() -> None:
    # https://github.com/tensorflow/tensor2tensor/issues/782: the BFC allocator's note
    line = next(
        line
        for line in _record("oom-keras-t2t-allocator").text.splitlines()
        if "ran out of memory" in line
    )
    assert "not a failure" in line
    assert "gpu-out-of-memory" not in _found(line)
    assert "gpu-out-of-memory" in _found("the training ran out of GPU memory")


@pytest.mark.parametrize(
    ("name", "cause"),
    [
        # "SMD 1.8.0+ has TensorFlow CPU installed instead of GPU"
        ("sagemaker-distribution-18-gpu-image-ships-tensorflow-cpu", "tensorflow-cpu-only-build"),
        # "a failure to import libcuda.so"
        ("nixpkgs-tensorflowwithcuda-libcuda-not-on-search-path", "no-nvidia-driver"),
        # "there seems to be no CUDA in the ... image"
        ("kubeflow-tf113-notebook-gpu-image-without-cuda", "cuda-libraries-missing"),
        # "fails when it tries to find libcublas.so.9.0"
        ("kubeflow-notebook-image-cuda8-base-tf-nightly-wants-cublas9", "cuda-libraries-missing"),
        # tensorflow-gpu wanted, TensorFlow's Windows page linked, no version
        ("r-tensorflow-windows-gpu-needs-2-10-or-older", "windows-native-no-gpu"),
        # TF 2.16 pulled beside conda's cudatoolkit 11.8, no tensorflow[and-cuda]
        ("alphapulldown-tensorflow-216-pulled-cuda11-env-gpu-unused", "cuda-libraries-missing"),
        # TF 1.12 (CUDA 9.0 in the tested-build table) with CUDA 10 installed
        ("csbdeep-fiji-windows-cuda10-with-tf112-needs-cuda9", "cuda-libraries-missing"),
    ],
)
def test_told_in_words_about_images_and_releases(name: str, cause: str) -> None:
    assert cause in _found(_record(name).text)


def test_a_missing_cudnn_library_is_not_also_a_cudnn_mismatch() -> None:
    # https://github.com/githubharald/CTCWordBeamSearch/issues/7: TF 1.3 (built with cuDNN 6)
    # cannot open libcudnn.so.6, cuDNN 5.1 stated: the missing library is the finding.
    text = _record("ctcwordbeamsearch-tf13-importerror-libcudnn-so-6").text
    assert _first(text) == "cuda-libraries-missing"
    assert "cudnn-version-mismatch" not in _found(text)


def test_a_release_for_cuda_11_on_colab() -> None:
    # https://github.com/z-mahmud22/Mask-RCNN_TF2.14.0/issues/20: TF 2.14 on Colab (CUDA 12.2)
    record = _record("mask-rcnn-tf214-colab-cuda122-num-gpus-zero")
    assert "cuda-libraries-missing" in _found(record.text)

    def colab_said(text: str) -> bool:
        findings = diagnose_log([text]).findings
        return any("Colab" in e for f in findings for e in f.evidence)

    # A pinned TF 2.12 (CUDA 11.8) on Colab without the GPU, as in
    # https://github.com/googlecolab/colabtools/issues/4248
    assert colab_said("On Google Colab, tensorflow 2.12 does not detect the GPU.")
    # TensorFlow 2.15 (CUDA 12) is what the runtime comes with
    assert not colab_said("On Google Colab, tensorflow 2.15 does not detect the GPU.")


@pytest.mark.parametrize(
    ("name", "cause"),
    [
        # "pip install tensorflow-gpu tensorflow"
        (
            "keras-uses-cpu-when-tensorflow-installed-after-tensorflow-gpu",
            "multiple-tensorflow-distributions",
        ),
        # "Tensorflow is searching for 'cudnn64_5.dll'"
        ("tf11-windows-wants-cudnn64-5-dll-with-cudnn-6-installed", "cuda-libraries-missing"),
        # "The code runs only on CPU", CUDA 9.0, tensorflow-gpu not named: the CPU package
        (
            "mask-rcnn-windows-runs-on-cpu-tensorflow-gpu-not-installed",
            "tensorflow-cpu-only-build",
        ),
    ],
)
def test_told_in_words_of_the_first_releases(name: str, cause: str) -> None:
    assert cause in _found(_record(name).text)


def test_the_cpu_package_only_before_2_1() -> None:
    complaint = "Tensorflow is not using my GPU on Ubuntu."
    assert "tensorflow-cpu-only-build" in _found(complaint + " TensorFlow 1.14.")
    # From 2.1 the tensorflow package has the GPU build (its release notes)
    assert "tensorflow-cpu-only-build" not in _found(complaint + " TensorFlow 2.4.")
    # tensorflow-gpu named: not the CPU package
    assert "tensorflow-cpu-only-build" not in _found(
        complaint + " TensorFlow 1.14, pip install tensorflow-gpu==1.14"
    )


@pytest.mark.parametrize(
    ("line", "system"),
    [
        ("OS: WİNDOWS 10", "windows"),  # a Turkish capital dotted I
        ("OS: Wındows 10", "windows"),  # a Turkish small dotless i
        ("OS: Centoſ 7", "linux"),  # a long s
        ("OS: Windows 10", "windows"),
    ],
)
def test_a_system_is_read_whatever_letters_python_folds_onto_ascii(line: str, system: str) -> None:
    assert diagnose_log([line]).platform == system


def test_a_version_told_as_the_one_before_is_not_the_one_stated():
    # https://github.com/ContinuumIO/anaconda-issues/issues/12194: 2.1 worked, 2.3 (the one in
    # use, named without "tensorflow") does not; 2.1 with Python 3.8 is no finding of its own
    facts = diagnose_log(
        [
            "This was working on earlier tensorflow-gpu version 2.1(MX150 GPU), on 2.3 it does "
            "not work.",
            "python version : 3.8.3.final.0",
        ]
    ).facts
    assert "tf_version" not in facts.get("stated", {})
    for line, stated in (
        ("I upgraded from TF 2.3 to TF 2.4 and the GPU is gone", "2.4"),
        ("It used to work with tensorflow 2.10, now TF 2.15 sees no GPU", "2.15"),
        ("I have tensorflow 2.15 and CUDA 12.2", "2.15"),
    ):
        assert diagnose_log([line]).facts["stated"]["tf_version"] == stated, line


def test_the_word_telling_a_version_before_is_read_at_the_line_start_and_40_characters_back():
    # "Earlier", "previously" ... up to three words and 40 characters before the version: at
    # the line's first word too. Past those 40 characters the two versions are both listed.
    # (Lines written for the bounds, in the words of the threads above.)
    for line, stated, listed in (
        ("Previously TensorFlow 2.10, now TF 2.15 sees no GPU", "2.15", None),
        (
            "Earlier with the conda_env_gpu_training TensorFlow 2.10, now TF 2.15 sees no GPU",
            "2.15",
            None,
        ),
        (
            "Earlier with the conda_env_gpu_training2 TensorFlow 2.10, now TF 2.15 sees no GPU",
            None,
            ["2.10", "2.15"],
        ),
    ):
        facts = diagnose_log([line]).facts["stated"]
        assert (facts.get("tf_version"), facts.get("tf_versions")) == (stated, listed), line
