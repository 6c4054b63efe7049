"""Readings of what a post says in words beside (or instead of) its log, each quoted from the
thread named beside it, with the cases in which the reading must give way."""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines as _read

# --- another package's install putting the plain (or CPU) package over tensorflow-gpu ----------


@pytest.mark.parametrize(
    "paste",
    [
        # https://github.com/shenweichen/DeepCTR/issues/23
        "pip installation now installs tensorflow which overwrites tensorflow-gpu installation. "
        "Please remove tensorflow from requirements or allow tensorflow-gpu to be a replacement.",
        # https://github.com/Unity-Technologies/ml-agents/issues/3729
        "I already have tensorflow-gpu installed on my computer.\nInstalling mlagent via pip "
        "installs tensorflow-cpu on my computer and hide tensorflow-gpu from my system, which "
        "forces me to uninstall all tensorflow and reinstall the gpu version.",
    ],
)
def test_an_install_that_overwrites_or_hides_tensorflow_gpu_is_two_distributions(paste):
    found = _all(paste)
    assert list(found) == ["multiple-tensorflow-distributions"]
    assert found["multiple-tensorflow-distributions"].confidence == "possible"


def test_installing_both_in_turn_is_not_told_as_one_over_the_other():
    for paste in (
        "I installed tensorflow and then tensorflow-gpu",
        "pip installs tensorflow which uses the GPU; tensorflow-gpu is gone",
        "it installs tensorflow-gpu which overwrites tensorflow",
    ):
        assert "multiple-tensorflow-distributions" not in _all(paste), paste


# --- the second sentence of TensorFlow's line about a GPU it ignores, quoted alone ---------------


def test_the_minimum_capability_quoted_alone_is_a_gpu_too_old():
    # https://github.com/tensorflow/tensorflow/issues/38971 (its title, above the form)
    paste = (
        "The minimum required Cuda capability is 6.0 for the binary C-API releases 1.14.0 and "
        "1.15.0 (reopened)\n- TensorFlow version: 1.15.0\n"
        "- GPU model and memory: GeForce 960M, compute capability: 5.0"
    )
    f = _all(paste)["compute-capability-too-old"]
    assert f.evidence[0] == (
        "log line 1: The minimum required Cuda capability is 6.0 for the binary C-API releases "
        "1.14.0 and 1.15.0 (reopened)"
    )
    # A minimum named in other words is not TensorFlow's line.
    assert "compute-capability-too-old" not in _all("the minimum required CUDA version is 11.2")


# --- an issue form's question about a container, and its answer --------------------------------

# https://github.com/nextcloud/recognize/issues/1060 (its form, as posted)
DOCKER_QUESTION = "### Which Docker container are you using to run Nextcloud? (if applicable)"


def test_a_form_question_about_docker_answered_na_names_no_container():
    for answer in ("N/A", "none", "-", "_No response_"):
        facts = _read(DOCKER_QUESTION, "", answer, "", "### How much RAM does your server have?")
        assert "docker_named" not in facts.values, answer


def test_a_form_question_about_docker_answered_names_the_container():
    # https://github.com/nextcloud/recognize/issues/1491 (the same form, answered)
    facts = _read(DOCKER_QUESTION, "", "Stock docker container from truenas")
    assert facts.values["docker_named"] is True
    # An answer without Docker's own words still answers the question.
    facts = _read(DOCKER_QUESTION, "", "nextcloud:27-apache")
    assert facts.values["docker_named"] is True
    assert facts.evidence["docker_named"] == f"log line 1: {DOCKER_QUESTION} nextcloud:27-apache"
    # Not a question: Docker named as ever.
    assert _read("### Running in Docker").values["docker_named"] is True
    assert _read("I run it in Docker").values["docker_named"] is True


# --- the program's process seen on the GPU ------------------------------------------------------


def test_the_process_seen_on_the_gpu_is_a_gpu_that_works():
    # https://github.com/nextcloud/recognize/issues/1060
    paste = (
        "This is minor but Recognize admin panel is telling me no GPU found, but everything seems "
        "to be working fine (I see the `recognize/bin/node` process running on my GPU using "
        "`nvidia-smi`). Not sure if normal, but although I see the process on my GPU, my CPU "
        "usage is also way up.\nUbuntu 22.04"
    )
    assert _read(*paste.splitlines()).values["gpu_works_stated"] is True
    assert _all(paste) == {}
    # Without it, the same complaint gets the usual causes of a Linux GPU not used.
    assert _all("Recognize admin panel is telling me no GPU found\nUbuntu 22.04") != {}
    # Seen on the GPU, but not working there: no success told.
    for line in (
        "I see the process on the GPU but only 0% utilization",
        "Why can't I see the process on my GPU?",
    ):
        assert "gpu_works_stated" not in _read(line).values, line


# --- TensorFlow's logical devices asked for, the answer after an "Output:" label ----------------


def test_the_logical_gpus_asked_and_none_answered_is_a_gpu_not_seen():
    # https://github.com/huggingface/community-events/issues/118
    facts = _read("TF:", 'tf.config.list_logical_devices("GPU")', "Output:", "[]")
    assert facts.values["tf_gpu_count"] == 0
    assert facts.evidence["tf_gpu_count"] == "log line 4: []"
    listed = "[LogicalDevice(name='/device:GPU:0', device_type='GPU')]"
    facts = _read(">>> tf.config.list_logical_devices('GPU')", listed)
    assert facts.values["tf_gpu_count"] == 1
    assert _read(">>> tf.config.list_logical_devices()", listed).values["tf_gpu_count"] == 1


# --- an old GPU named beside one TensorFlow runs on ----------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/7648
TWO_GPUS = (
    "when running tensorflow, my gpu is not detected\nI have two graphical cards:\n"
    "* an old GTX 650 used for my monitors (I don't want to use that one with tensorflow)\n"
    "* a GTX 1060 that I want to dedicate to tensorflow"
)


def test_an_old_gpu_beside_a_supported_one_does_not_explain_no_gpu_at_all():
    found = _all(TWO_GPUS)
    assert "compute-capability-too-old" not in found
    assert "tensorflow-cpu-only-build" in found  # the usual causes, the system not shown
    # The old one alone is possibly too old for every release's wheels.
    alone = TWO_GPUS.replace("* a GTX 1060 that I want to dedicate to tensorflow", "")
    assert _all(alone)["compute-capability-too-old"].confidence == "possible"


def test_an_old_gpu_beside_a_supported_one_with_the_release_known():
    found = _all(f"{TWO_GPUS}\nTensorFlow 2.4 on Ubuntu 20.04")
    assert "compute-capability-too-old" not in found
    alone = _all("GTX 650\nTensorFlow 2.4 on Ubuntu 20.04\nthe GPU is not detected")
    assert "compute-capability-too-old" in alone


# --- the driver's version in three parts: a Linux driver ----------------------------------------

# https://github.com/huggingface/community-events/issues/118
LAMBDA = (
    "NVIDIA-SMI 515.65.01    \nDriver Version: 515.65.01    \nCUDA Version: 11.7\n"
    "TensorFlow: 2.11.0\n\nThe pytorch library supports it, but tensorflow doesn't.\n\nTF:\n"
    'tf.config.list_logical_devices("GPU")\nOutput:\n[]'
)


def test_a_driver_numbered_in_three_parts_runs_linux():
    found = _all(LAMBDA)
    assert list(found) == ["cuda-libraries-missing"]
    assert found["cuda-libraries-missing"].evidence[0] == (
        "TensorFlow 2.11 on Linux without the GPU, and no line of the paste says why"
    )
    # Two parts: a Windows driver (or WSL2's view of it), or an old Linux one: not told.
    two_parts = _all(LAMBDA.replace("515.65.01", "516.94"))
    assert "windows-native-no-gpu" in two_parts
    assert _read("Driver Version: 535.104.05").values["platform_hint"] == "linux"
    assert "platform_hint" not in _read("Driver Version: 440.82").values


# --- XLA's check that it got a DNN library, before it was worded --------------------------------


def test_xlas_dnn_check_is_a_cudnn_that_did_not_start():
    # https://github.com/tensorflow/tfx/issues/5966
    paste = (
        "Node: 'StatefulPartitionedCall'\n"
        "RET_CHECK failure (tensorflow/compiler/xla/service/gpu/gpu_compiler.cc:618) dnn != "
        "nullptr \n\t [[{{node StatefulPartitionedCall}}]] "
        "[Op:__inference_train_function_241897]"
    )
    f = _all(paste)["cudnn-version-mismatch"]
    assert f.confidence == "possible"
    assert f.evidence[0].startswith("log line 2: RET_CHECK failure (tensorflow/compiler/xla/")
    # Another RET_CHECK is not this one.
    other = "RET_CHECK failure (tensorflow/compiler/xla/service/gpu/gpu_compiler.cc:618) x != y"
    assert "cudnn-version-mismatch" not in _all(other)


# --- Linux's OOM killer: the computer's memory, not the GPU's -----------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/Qidian213/deep_sort_yolov3/issues/111 (a Jetson Nano)
        "kthread invoked oom-killer: gfp_mask=0x27080c0(GFP_KERNEL_ACCOUNT|__GFP_ZERO|"
        "__GFP_NOTRACK), nodemask=0, order=2, oom_score_adj=0",
        "Out of memory: Kill process 7248 (python3) score 266 or sacrifice child",
        # The wording of mm/oom_kill.c since Linux 4.x, for the system and a container's cgroup
        "Out of memory: Killed process 4121 (python3) total-vm:31807444kB, anon-rss:22946560kB",
        "Memory cgroup out of memory: Killed process 4121 (python) total-vm:31807444kB",
    ],
)
def test_the_kernels_oom_killer_is_the_computers_memory(line):
    found = _all(line)
    assert list(found) == ["host-out-of-memory"]
    assert found["host-out-of-memory"].evidence == [f"log line 1: {line}"]


def test_memory_told_out_in_other_words_is_not_the_oom_killer():
    assert "host-out-of-memory" not in _all("the GPU is out of memory: kill the other process")


# --- a distribution named beside its kernel, the [and-cuda] extra named alone -------------------

# https://github.com/GretaLupi/hamlet-toolkit/issues/1
HAMLET = (
    "Python 3.12.14, Pop!_OS 22.04 (Linux 5.19), NVIDIA GeForce GTX 1060 6 GB (compute "
    "capability 6.1), driver 580.173.02. Installed by `[gpu]`: TensorFlow 2.21.0, Keras 3.15.1, "
    "`nvidia-cudnn-cu12` 9.26.0.51.\n"
    "| 1 | TF sees no GPU (`libcusolver` is not found) | all GPUs, TF 2.21 pip `and-cuda` | put "
    "`nvidia/cusolver/lib` on `LD_LIBRARY_PATH` |"
)


def test_a_distribution_or_a_kernel_named_is_linux():
    for said in ("Pop!_OS 22.04", "Manjaro", "openSUSE Tumbleweed", "Linux 5.19", "NixOS 24.05"):
        assert _read(f"I run it on {said} and the GPU is not used").stated("os") == "linux", said
    assert _read("TensorFlow 2.5 and the Linux 5 kernel headers").stated("os") is None


def test_the_and_cuda_extra_named_alone_is_the_extra_installed():
    found = _all(HAMLET)
    assert list(found) == ["cuda-libraries-missing"]
    assert found["cuda-libraries-missing"].evidence[1] == (
        "tensorflow[and-cuda] is named: its nvidia-* CUDA wheels did not load (another CUDA "
        "first on LD_LIBRARY_PATH, or wheels of another version)"
    )
    # A project's own extra of that name is not TensorFlow's.
    assert "and_cuda_named" not in _read('pip install -e ".[and-cuda]"').values


# --- a cloud machine named by its instance type -------------------------------------------------

# https://github.com/aws/sagemaker-python-sdk/issues/440
SAGEMAKER = (
    "predictor = estimator.deploy(initial_instance_count=1, instance_type='ml.m4.xlarge')\n"
    "it shows the error < The primary container for production variant AllTraffic did not pass "
    "the ping health check.>  Then in cloud watch, it shows that  <ImportError: libcuda.so.1: "
    "cannot open shared object file: No such file or directory>\n"
    "I used the docker image here "
    "https://github.com/aws/sagemaker-tensorflow-container/blob/master/docker/1.11.0/final/py2/"
    "Dockerfile.gpu to build a tensorflow 1.11.0 gpu images\n"
    "It seems like the cuda is not recognized in deployment environment (even though I am not "
    "using gpu for inference)."
)


def test_an_instance_type_without_a_gpu_is_no_driver_not_a_container_without_gpus():
    found = _all(SAGEMAKER)
    assert list(found) == ["no-nvidia-driver"]
    f = found["no-nvidia-driver"]
    assert f.severity == "error"
    assert f.evidence[0] == (
        "ml.m4.xlarge is an instance type without a GPU (AWS's general purpose, compute and "
        "memory optimized families: M, T, C, R, X, Z)"
    )
    assert "instance type with an NVIDIA GPU" in f.fix
    # The same paste on a GPU instance: the container was given no GPU.
    on_gpu = _all(SAGEMAKER.replace("ml.m4.xlarge", "ml.p3.2xlarge"))
    assert "container-without-gpus" in on_gpu
    assert "no-nvidia-driver" not in on_gpu


def test_an_instance_type_with_an_nvidia_gpu_names_its_gpu():
    # https://github.com/keras-team/keras/issues/8545 ("a p2.xlarge aws machine (that has a
    # Tesla K80 GPU)")
    for said, gpu in (
        ("on a p2.xlarge aws machine", "Tesla K80"),
        ("aws p3.2xlarge", "Tesla V100"),
        ("EC2 g4dn.xlarge", "Tesla T4"),
        ("instance_type='ml.g5.2xlarge'", "A10G"),
    ):
        facts = _read(said)
        assert facts.stated("gpu") == gpu, said
        assert "instance_without_gpu" not in facts.values
    # Neither a file's name nor a family the table does not know.
    for said in ("model.large.h5", "inf2.xlarge", "g4ad.xlarge"):
        facts = _read(said)
        assert facts.stated("gpu") is None and "instance_without_gpu" not in facts.values, said


def test_an_instance_without_a_gpu_needs_a_gpu_wanted_and_no_other_machine_with_one():
    deploy = "predictor = estimator.deploy(initial_instance_count=1, instance_type='ml.m4.xlarge')"
    # Named alone, nothing wanted of a GPU: a CPU endpoint is no fault.
    assert _all(deploy) == {}
    # Another machine of the post has a GPU (the training job's): not this machine's driver.
    both = (
        "estimator = TensorFlow(entry_point='train.py', instance_type='ml.p3.2xlarge')\n"
        f"{deploy}\nIt seems like the cuda is not recognized in deployment environment (even "
        "though I am not using gpu for inference)."
    )
    assert "no-nvidia-driver" not in _all(both)


# --- .NET's native TensorFlow from NuGet: the CPU runtime package --------------------------------


def test_the_cpu_runtime_package_beside_the_gpu_one_is_two_builds():
    # https://github.com/SciSharp/TensorFlow.NET/issues/474
    paste = (
        "I have installed Microsoft.ML.TensorFlow.Redist and "
        "SciSharp.TensorFlow.Redist-Windows-GPU on windows 10,but it could not found device"
    )
    found = _all(paste)
    assert list(found) == ["multiple-tensorflow-distributions", "tensorflow-cpu-only-build"]
    both = found["multiple-tensorflow-distributions"]
    assert both.evidence[0] == (
        "the paste names a CPU runtime package of TensorFlow for .NET beside the GPU one: the "
        "CPU one's library may be the one loaded"
    )
    assert "$ dotnet remove package SciSharp.TensorFlow.Redist" in both.fix
    assert len(both.evidence) == 2  # the line naming both packages, once
    for finding in found.values():  # told as .NET's packages, not as Python's
        assert finding.explanation.startswith("A .NET program (ML.NET, TensorFlow.NET) loads")
        assert "is_built_with_cuda" not in finding.explanation + finding.confirm
        assert "dotnet list package --include-transitive" in finding.confirm


def test_the_cpu_runtime_package_alone_where_the_gpu_is_wanted_is_a_cpu_build():
    paste = "I use SciSharp.TensorFlow.Redist 2.3.1 and the GPU is not used"
    found = _all(paste)
    assert list(found) == ["tensorflow-cpu-only-build"]
    assert found["tensorflow-cpu-only-build"].confidence == "possible"
    assert "NuGet runtime package" in found["tensorflow-cpu-only-build"].explanation
    # Not wanted: a CPU program is no fault; the GPU package alone is not the CPU one.
    assert _all("I use SciSharp.TensorFlow.Redist 2.3.1") == {}
    assert "nuget_cpu_runtime" not in _read("SciSharp.TensorFlow.Redist-Linux-GPU 2.3.1").values


def test_the_cpu_runtime_package_told_as_removed_is_not_there():
    # https://github.com/dotnet/machinelearning-samples/pull/857
    line = (
        "I wanted to use GPU support inside the sample project and added a reference to "
        "`SciSharp.TensorFlow.Redist-Windows-GPU` and removed the `SciSharp.TensorFlow.Redist`."
    )
    facts = _read(line)
    assert "nuget_cpu_runtime" not in facts.values
    assert facts.values["nuget_gpu_runtime"] is True
