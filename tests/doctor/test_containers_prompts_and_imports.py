# ruff: noqa: E501 - log lines are quoted verbatim
"""A container run that wanted no GPU, a container whose CUDA says the driver is too old, a
Windows prompt inside an activated environment, and an import that protobuf refused.

The lines are quoted from the threads named beside them.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.log_facts import read_log_facts

# A data-generation job in a container started without --gpus, working, with TensorFlow's
# TensorRT notices (https://github.com/sql-machine-learning/elasticdl/issues/2160).
WORKING_CONTAINER = """\
```
docker run --rm -it \\
  -v $HOME/.keras:/root/.keras \\
  -v $PWD:/work \\
  -w /work \\
  elasticdl/elasticdl:dev bash -c "/scripts/gen_dataset.sh data"
```

The data generation works. However, it prints some weird error messages.

```
2020-07-13 19:17:18.151377: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory
2020-07-13 19:17:18.151914: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
```
"""

# The same without --gpus, and an import that failed (https://github.com/ConnorJL/GPT2/issues/25).
FAILED_CONTAINER = """\
[root@machine ~]# docker run --rm -it -e MODE=http -p 5000:5000 deepaiorg/gpt2
Traceback (most recent call last):
  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
"""


def test_a_container_without_gpus_that_wanted_none_is_no_problem():
    found = findings_of(WORKING_CONTAINER)
    assert not [f.id for f in found.values() if not f.harmless and f.severity != "info"]


def test_a_container_without_gpus_is_the_cause_once_something_failed():
    facts = read_log_facts(FAILED_CONTAINER.splitlines())["from_log"]
    assert facts["traceback_seen"] is True
    assert findings_of(FAILED_CONTAINER)["container-without-gpus"].severity == "error"


def test_a_container_without_gpus_is_the_cause_once_the_gpu_is_wanted():
    text = WORKING_CONTAINER.replace(
        "The data generation works.", "The data generation does not use the GPU."
    )
    assert "container-without-gpus" in findings_of(text)


# CUDA's runtime in a Singularity container started without --nv
# (https://github.com/nanoporetech/dorado/issues/116):
INSUFFICIENT = """\
I'm having problems running dorado 0.2.1 with system CUDA 11.3 using a singularity container (handled by nextflow).
  [2023-03-07 09:00:00.361] [error] CUDA error: CUDA driver version is insufficient for CUDA runtime version
"""


def test_an_insufficient_driver_in_a_container_may_be_no_gpus_passed():
    found = findings_of(INSUFFICIENT)
    assert (found["driver-too-old"].confidence, found["container-without-gpus"].confidence) == (
        "possible",
        "possible",
    )
    assert found["container-without-gpus"].severity == "warning"
    # the GPUs shown passed in: the driver it is
    passed = INSUFFICIENT.replace("(handled by nextflow)", "started with singularity run --nv")
    passed = f"docker run --gpus all nanoporetech/dorado\n{passed}"
    assert "container-without-gpus" not in findings_of(passed)
    # no container: the driver alone
    host = INSUFFICIENT.replace(" using a singularity container (handled by nextflow)", "")
    assert "container-without-gpus" not in findings_of(host)
    assert findings_of(host)["driver-too-old"].severity == "error"


def test_a_windows_prompt_inside_an_environment_says_windows():
    # https://github.com/Unity-Technologies/ml-agents/issues/4033, and conda's "(base)"
    for line in (
        r"(Python37MLAgents) C:\Projects\Unity\ml-agents>pip list",
        r"(base) PS C:\Users\alice> python -c 'import tensorflow'",
    ):
        assert read_log_facts([line])["system"]["platform_kind"] == "windows"
    linux = read_log_facts(["(base) alice@host:~$ pip list"])
    assert linux["system"]["platform_kind"] == "linux"


def test_a_python_without_releases_after_2_10_leaves_windows_own_cause_out():
    # Python 3.6's newest TensorFlow is 2.6, which has the GPU on native Windows
    # (https://github.com/deepfakes/faceswap-playground/issues/79, its opening words)
    text = (
        "So I have python 3.6 installed with using the faceswap script.\n"
        "Whenever I try to train the script uses CPU for training. Wanted to know is there anyway to force the script to use GPU??\n"
        r"`(faceswap) E:\Face>python faceswap.py train -A E:\Fakes\A -B E:\Fakes\B -m E:\Fakes\Model2 -bs 64 -p"
    )
    found = findings_of(text)
    assert "windows-native-no-gpu" not in found
    assert "cuda-libraries-missing" in found
    newer = findings_of(text.replace("python 3.6", "python 3.9"))
    assert "windows-native-no-gpu" in newer


def test_taking_over_all_the_gpu_memory_is_the_reservation():
    # https://github.com/hunkim/DeepLearningZeroToAll/issues/116
    told = "I find that if we run the TF example, it will try to take over all of the available GPU memory"
    assert "memory-growth-disabled" in findings_of(told)


def test_protobufs_refusal_of_old_generated_modules_is_an_import_that_failed():
    # https://github.com/dso-org/deep-symbolic-optimization/issues/60 (TensorFlow 1.14)
    text = (
        "Issues with tensorflow==1.14\n"
        "TypeError: Descriptors cannot not be created directly.\n"
        "If this call came from a _pb2.py file, your generated code is out of date and must be regenerated with protoc >= 3.19.0."
    )
    found = findings_of(text)["tensorflow-import-failed"]
    assert found.confidence == "possible"


def test_the_driver_too_old_in_a_container_shown_without_gpus_is_the_missing_gpus():
    # the run without --gpus shown: that is why the runtime finds no driver
    text = f"docker run -it myimage python train.py\n{INSUFFICIENT}"
    found = findings_of(text)
    container = found["container-without-gpus"]
    assert (container.severity, container.confidence) == ("error", "confirmed")
    assert (found["driver-too-old"].severity, found["driver-too-old"].confidence) == (
        "warning",
        "possible",
    )


def test_the_possible_container_says_why_and_quotes_the_lines():
    # (the message quoted once, however often the log repeats it)
    repeated = INSUFFICIENT + INSUFFICIENT.splitlines()[1] + "\n"
    found = findings_of(repeated)["container-without-gpus"]
    assert found.evidence == [
        "CUDA's runtime says the driver is too old, in a container that the paste does not "
        "show was started with its GPUs: without them no driver library is mounted in, and "
        "the runtime reads that the same way",
        "log line 2: [2023-03-07 09:00:00.361] [error] CUDA error: CUDA driver version is "
        "insufficient for CUDA runtime version",
        "log line 1: I'm having problems running dorado 0.2.1 with system CUDA 11.3 using a "
        "singularity container (handled by nextflow).",
    ]


def test_a_gpu_image_started_without_gpus_was_meant_to_have_them():
    # TensorFlow's GPU image, NVIDIA's CUDA image: the GPU was what they are for
    for image in (
        "tensorflow/tensorflow:latest-gpu",
        "nvcr.io/nvidia/tensorflow:23.08-tf2-py3",
        "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime",
    ):
        text = f"docker run -it --rm {image} python -c 'import tensorflow'"
        assert findings_of(text)["container-without-gpus"].severity == "error"
    assert "container-without-gpus" not in findings_of("docker run -it --rm python:3.11 python -V")


def test_a_container_that_says_it_has_no_driver_keeps_the_finding():
    # NGC images' banner in a container started without GPUs
    # (https://github.com/NVIDIA/nvidia-docker/issues/1352 words it so)
    text = (
        "docker run -it --rm myimage\n"
        "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
    )
    assert "container-without-gpus" in findings_of(text)


def test_a_container_without_gpus_beside_another_failure_stays_possible():
    text = "docker run -it --rm myimage python train.py\nIllegal instruction (core dumped)\n"
    found = findings_of(text)
    assert found["container-without-gpus"].severity == "warning"
    assert "cpu-without-avx" in found


def test_a_guess_of_the_cpu_build_does_not_hide_windows_own_causes():
    # Python 3.6 on Windows, the GPU unused, no release named: that the plain package was the
    # CPU build before 2.1 is a guess, not an explanation; the CUDA DLLs of the build are the
    # other usual cause there (the corpus's record of the thread, with its source)
    from tests.doctor.corpus import all_logs

    record = next(log for log in all_logs() if log.name.startswith("faceswap-windows-cuda91"))
    # (with the CUDA of a release: CUDA 9.1, which no release was built with, is a cause itself)
    text = record.text.replace("CUDA 9.1", "CUDA 9.0")
    assert text != record.text
    found = findings_of(text)
    assert {"tensorflow-cpu-only-build", "cuda-libraries-missing"} <= set(found)
    assert "windows-native-no-gpu" not in found
