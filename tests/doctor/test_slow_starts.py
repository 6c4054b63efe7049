"""A start told as slow: the driver compiling the build's PTX for a GPU it has no kernels for.

A paste that says loading a model, creating a session or the first step takes minutes on the
GPU, beside a GPU the release has no kernels for, is the PTX JIT (compute-capability-ptx-jit),
not a GPU the release cannot run (the run goes on). Each line is quoted from the thread named
beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines as _read
from tfgpu_gui.doctor.model import ERROR, WARNING

# https://github.com/tensorflow/tensorflow/issues/48069 (TensorFlow 2.1 on an RTX 3090)
TF21_3090 = (
    "- TensorFlow version: v2.1.0-rc2-17-ge5bf8de 2.1.0\n"
    "- GPU model and memory: GeForce RTX 3090, 24265MiB\n"
)
TF21_SLOW = (
    "I was experiencing very slow speed when loading models into the GPU memory (about 1MiB/s "
    "when watching with nvidia-smi)"
)


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/tensorflow/tensorflow/issues/48069
        TF21_SLOW,
        # https://github.com/keras-team/keras/issues/8537
        "keras startup time (_make_train_function()) very slow on Tesla V100-SXM2-16GB GPU, "
        "compared to less powerful GPU",
        # https://github.com/ContinuumIO/anaconda-issues/issues/8834
        "When running a Keras model, I noticed that the time required for TensorFlow to "
        "initialize the model fit is very long on a Tesla V100.",
        # https://github.com/emgucv/emgutf/issues/71
        "when we try to perform inference, we see a first-time delay of 90-120 seconds when we "
        "create the session.",
        # https://github.com/dotnet/machinelearning/issues/7180
        "block inference from happening before the models are loaded and available, this can "
        "be anywhere from 1 - 20 mins for a basic image classification model.",
        # https://github.com/tensorflow/tensorflow/issues/40466
        "I understand that the GPU version has to do some stuff for initialization but still "
        "this looks too slow to me.",
    ],
)
def test_a_start_told_as_slow_is_read(line):
    facts = _read(line).facts()["from_log"]
    assert facts["slow_start"] is True
    assert facts["evidence"]["slow_start"].startswith("log line 1: ")


@pytest.mark.parametrize(
    "line",
    [
        # A program's own notice, not a complaint (the CIFAR-10 example's line in
        # https://github.com/tensorflow/tensorflow/issues/311).
        "Filling queue with 20000 CIFAR images before starting to train. This will take a few "
        "minutes.",
        # A program's own notice of what is to come (written for this test).
        "Initializing the model. This may take a few minutes.",
        "Loading the model; this will take 5 minutes",
        "Creating the GPU device may take 5 minutes",
        "Creating the GPU device might take 5 minutes",
        "Creating the GPU device can take 5 minutes",
        # A run slow throughout, and a first epoch (tracing and autotuning on any build).
        "The training started but it is very slow",
        "The first epoch is slow, the others take 8 seconds",
        "Loading the model is not slow at all",
        # TensorFlow's own line says it; a person's reading is not needed.
        "2023-05-31 14:45:08.138842: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2052] "
        "TensorFlow was not built with CUDA kernel binaries compatible with compute capability "
        "9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer. "
        "Loading the model is slow",
    ],
)
def test_what_is_not_a_start_told_as_slow(line):
    assert "slow_start" not in _read(line).facts().get("from_log", {})


def test_a_gpu_newer_than_the_release_s_cuda_that_starts_slowly_is_the_ptx_jit():
    f = _all(TF21_3090 + TF21_SLOW)
    assert "compute-capability-unsupported" not in f
    jit = f["compute-capability-ptx-jit"]
    assert jit.severity == WARNING
    assert jit.evidence == [
        "GeForce RTX 3090 (stated): compute capability 8.6",
        "TensorFlow 2.1 was built with CUDA 10.1, which builds for compute capability 7.5 at most",
        "log line 2: - GPU model and memory: GeForce RTX 3090, 24265MiB",
        f"log line 3: {TF21_SLOW}",
    ]
    assert jit.fix == (
        "Use TensorFlow 2.4 or later: it was built with CUDA 11.0, which builds for compute "
        "capability 8.x.\nUntil then, keep the compiled kernels between runs:\n"
        "$ export CUDA_CACHE_MAXSIZE=4294967296"
    )


def test_the_same_gpu_and_release_without_a_slow_start_is_a_gpu_the_release_cannot_run():
    f = _all(TF21_3090)
    assert "compute-capability-ptx-jit" not in f
    assert f["compute-capability-unsupported"].severity == ERROR


def test_a_wheel_without_kernels_for_the_gpu_that_starts_slowly_is_the_ptx_jit():
    # TensorFlow 2.3's wheels: sm_35 to sm_61 and compute_70; an Ampere card
    # (https://github.com/dotnet/machinelearning/issues/7180 ran 2.3.1 on one).
    paste = "- TensorFlow version: 2.3.0\n- GPU: RTX 3090\nLoading the model takes 15 minutes"
    f = _all(paste)
    assert "compute-capability-unsupported" not in f
    jit = f["compute-capability-ptx-jit"]
    assert jit.evidence[1] == (
        "the PyPI wheels of TensorFlow 2.3 have kernels for: sm_35, sm_37, sm_52, sm_60, "
        "sm_61, compute_70"
    )
    assert jit.evidence[-1] == "log line 3: Loading the model takes 15 minutes"
    without = _all(paste.rsplit("\n", 1)[0])
    assert "compute-capability-unsupported" in without
    assert "compute-capability-ptx-jit" not in without


def test_a_wheel_with_kernels_for_the_gpu_is_not_blamed_for_a_slow_start():
    # TensorFlow 2.15's wheels hold sm_80 kernels, which run on an 8.6 GPU.
    f = _all("- TensorFlow version: 2.15.0\n- GPU: RTX 3090\nLoading the model takes 15 minutes")
    assert "compute-capability-ptx-jit" not in f


def test_a_slow_start_on_the_gpu_alone_is_the_ptx_jit_as_possible():
    # https://github.com/tensorflow/tensorflow/issues/40466 (the C++ library was built for 3.5)
    line = (
        "I understand that the GPU version has to do some stuff for initialization but still "
        "this looks too slow to me."
    )
    f = _all(line)
    jit = f["compute-capability-ptx-jit"]
    assert (jit.severity, jit.confidence, jit.rank) == (WARNING, "possible", 1)
    assert jit.evidence == [
        f"log line 1: {line}",
        "a start of minutes on the GPU is most often the driver compiling kernels the build has "
        "none for, from its PTX, at every start the driver's cache does not cover",
    ]
    assert jit.explanation == (
        "When a TensorFlow build has no compiled kernels for the GPU's compute capability, the "
        "driver compiles them from the build's PTX when they are first used: loading a model or "
        "the first step takes minutes, and again at the next start unless the driver's cache "
        "(CUDA_CACHE_MAXSIZE) holds them. A second start that is fast points to it; a build "
        "with kernels for the GPU (a newer release) starts at once."
    )
    assert "CUDA_CACHE_MAXSIZE" in jit.fix


def test_a_slow_start_without_a_gpu_in_sight_or_beside_a_cause_found_is_left_alone():
    assert "compute-capability-ptx-jit" not in _all(
        "I understand that the version has to do some stuff for initialization but still this "
        "looks too slow to me."
    )
    # A cause found (the CUDA runtime missing on Linux, TensorFlow 2.1) is the answer.
    missing = (
        "2020-05-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: "
        "libcudart.so.10.1: cannot open shared object file: No such file or directory\n"
        "Num GPUs Available: 0\n"
        "The GPU version takes 20 minutes to start up"
    )
    f = _all(missing)
    assert "cuda-libraries-missing" in f
    assert "compute-capability-ptx-jit" not in f


H100_215 = "- TensorFlow version: 2.15.0\n- GPU: NVIDIA H100 80GB\n"


def test_a_wheel_with_only_a_ptx_for_the_gpu_names_the_slow_start_and_keeps_its_cache_fix():
    # TensorFlow 2.15's wheels: compute_90 PTX and no sm_90 kernels; a later release of the
    # same CUDA is no answer, the driver's cache is.
    f = _all(H100_215 + "Loading the model takes 15 minutes")
    jit = f["compute-capability-ptx-jit"]
    assert jit.evidence[-1] == "log line 3: Loading the model takes 15 minutes"
    assert jit.fix.startswith("Keep the JIT cache so this happens once")
    assert "Use TensorFlow" not in jit.fix


def test_a_slow_start_beside_a_ptxas_too_old_line_is_that_line_s():
    # https://github.com/tensorflow/tensorflow/issues/46933
    ptxas = (
        "2021-02-04 08:52:12.943009: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your "
        "CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. "
        "Update your CUDA version to get the best performance. The ptxas error was: ptxas "
        "fatal   : Value 'sm_86' is not defined for option 'gpu-name'"
    )
    f = _all(f"{ptxas}\nThe GPU version takes 20 minutes to start up")
    assert "ptxas-too-old" in f
    assert "compute-capability-ptx-jit" not in f


def test_a_slow_start_beside_a_gpu_named_elsewhere_in_the_paste_is_the_ptx_jit():
    # https://github.com/emgucv/emgutf/issues/71: the GPU on one line, the delay on another.
    paste = (
        "- Ampere RTX A4000 card\n"
        "when we try to perform inference, we see a first-time delay of 90-120 seconds when we "
        "create the session."
    )
    jit = _all(paste)["compute-capability-ptx-jit"]
    assert jit.confidence == "possible"
    assert jit.evidence[0].startswith("log line 2: when we try to perform inference")


def test_code_on_tensorflow_1_is_told_nvidias_1_15_builds_too():
    slow = "Loading the model takes 15 minutes"
    old = _all(f"- TensorFlow version: 1.14.0\n- GPU: RTX 3090\n{slow}")
    assert (
        "NVIDIA's TensorFlow 1.15 builds run on newer GPUs" in old["compute-capability-ptx-jit"].fix
    )
    # 2.0 is no 1.x release; a release not stated is none either.
    for paste in (
        f"- TensorFlow version: 2.0.0\n- GPU: RTX 3090\n{slow}",
        f"CUDA 10.0\n- GPU: RTX 3090\n{slow}",
    ):
        jit = _all(paste)["compute-capability-ptx-jit"]
        assert jit.fix.startswith("Use TensorFlow 2.4 or later")
        assert "NVIDIA's TensorFlow 1.15" not in jit.fix
