# ruff: noqa: E501 - log lines are quoted verbatim
"""A release stated beside its CUDA, cuDNN or GPU, at the edges of the tested build table.

Sentences marked "written for the test" are not quoted from a thread: they put a stated
release exactly on a boundary the table draws.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.model import ERROR, WARNING


def test_the_first_release_that_takes_cuda_from_pip_is_judged_as_one():
    # Written for the test: 2.14 is the first release whose CUDA comes as nvidia-* wheels
    # (tensorflow[and-cuda]); a system CUDA of another major is then possible, not proven.
    found = _all("I use TensorFlow 2.14 with CUDA 12.2 on Ubuntu 22.04")
    libs = found["cuda-libraries-missing"]
    assert libs.severity == WARNING
    assert "tensorflow[and-cuda]" in libs.evidence[0]
    # The release before takes the system's CUDA: another major is the error.
    before = _all("I use TensorFlow 2.13 with CUDA 12.2 on Ubuntu 22.04")["cuda-libraries-missing"]
    assert before.severity == ERROR
    assert "was built and tested with CUDA 11.8" in before.evidence[0]


def test_a_cuda_given_by_its_major_alone_is_not_held_to_the_builds_minor():
    # Written for the test: the form's field as "10/7" for TensorFlow 2.0 (CUDA 10.0, cuDNN 7.4).
    form = "- TensorFlow version: 2.0.0\n- CUDA/cuDNN version: {cuda}/7\n- OS Platform and Distribution: Ubuntu 18.04"
    assert "cuda-libraries-missing" not in _all(form.format(cuda="10"))
    assert "cuda-libraries-missing" in _all(form.format(cuda="10.1"))


def test_the_same_cudnn_minor_is_needed_before_1_8_only():
    # Written for the test: TensorFlow 1.7 and 1.8 were both built with cuDNN 7.0; from 1.8 a
    # newer minor of the same major loads.
    said = "I use TensorFlow {tf} with CUDA 9.0 and cuDNN 7.1 on Ubuntu 16.04"
    assert "cudnn-version-mismatch" in _all(said.format(tf="1.7"))
    assert "cudnn-version-mismatch" not in _all(said.format(tf="1.8"))


def test_a_gpu_older_than_every_build_says_so_whatever_the_release():
    # https://github.com/iperov/DeepFaceLab/issues/5481 (a GTX 465, compute capability 2.0)
    said = "I am trying to run Train Quick96 with my NVIDIA GeForce GTX 465 GPU, but it keeps running on CPU."
    old = _all(said)["compute-capability-too-old"]
    assert old.evidence[:2] == [
        "NVIDIA GeForce GTX 465 (stated): compute capability 2.0",
        "no TensorFlow release runs below compute capability 3.0: the GPU is older than every build",
    ]
    # With a release named, the same words, not the release's wheels.
    named = _all(said + " TensorFlow 2.4")["compute-capability-too-old"]
    assert named.evidence[1] == old.evidence[1]


def test_a_gpu_the_log_shows_found_is_not_told_its_first_start_is_slow():
    # A GPU newer than the release's kernels runs their PTX, compiled at its first start: a
    # GPU the log shows found does so in its own lines. Written for the test in the form of
    # TensorFlow 2.3's device line (gpu_device.cc), for a GPU the driver names "Graphics
    # Device" (a model it does not know yet) of capability 7.5; 2.3's wheels have kernels up
    # to 6.1 and PTX for 7.0.
    found = (
        "TensorFlow 2.3.0\n"
        "2020-11-26 10:23:22.894765: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found device 0 with properties:\n"
        "pciBusID: 0000:01:00.0 name: {name} computeCapability: {cc}\n"
        "Num GPUs Available:  0"
    )
    assert "compute-capability-ptx-jit" not in _all(found.format(name="Graphics Device", cc="7.5"))
    # Older than every kernel the release has, it is told.
    assert "compute-capability-too-old" in _all(found.format(name="Graphics Device", cc="3.0"))


def test_a_guess_of_another_cudnn_leaves_the_memory_possible_beside_no_dnn_implementation():
    # Written for the test: the person's guess proves nothing; the loaded cuDNN's line would.
    ids = [
        f.id
        for f in explain_log_report(
            ["I think my cudnn version is incompatible", "Fail to find the dnn implementation."]
        ).findings
    ]
    assert ids == ["cudnn-version-mismatch", "memory-growth-disabled"]


def test_a_scan_explained_with_its_defaults_gives_linuxs_fix_where_it_differs():
    # cpu-without-avx has a fix for Linux, for Windows and for any other system: a pasted log
    # read without a platform is taken for Linux's (https://github.com/tensorflow/tensorflow/issues/17411).
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
    from tfgpu_gui.doctor.log_explainer import LogScan

    entry = CATALOGUE["cpu-without-avx"]
    assert entry.fix_for("linux") != entry.fix_for("any")
    scan = LogScan()
    scan.feed("Illegal instruction (core dumped)")
    found = {f.id: f for f in scan.explain().findings}
    assert found["cpu-without-avx"].fix == entry.fix_for("linux")
