"""What an issue form says about where TensorFlow came from and which version fails, and
TensorFlow's out-of-memory words that name no tensor. The lines are quoted from the threads
named beside them.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING

# https://github.com/tensorflow/tensorflow/issues/56895 (a tensorflow_cc build)
SOURCE_BUILD_FORM = """### Source

source

### Tensorflow Version

tf 2.x (tried on 2.9 and 2.4)

### Bazel version

3.7.2, 4.2.2 (probably not relevant)

### GPU model and memory

RTX 3060 (not relevant)"""


def _from_log(text: str) -> dict:
    return read_log_facts(text.splitlines()).get("from_log", {})


def test_a_form_built_from_source_with_its_bazel_is_not_judged_as_the_wheel():
    assert _from_log(SOURCE_BUILD_FORM)["tf_from_source"] is True
    # the wheel of 2.4 has no kernels for an RTX 3060 (8.6), only PTX; a build of one's own
    # has what it was configured with
    assert "compute-capability-ptx-jit" not in _all(SOURCE_BUILD_FORM)
    wheel = SOURCE_BUILD_FORM.replace("3.7.2, 4.2.2 (probably not relevant)", "_No response_")
    assert "tf_from_source" not in _from_log(wheel)
    assert "compute-capability-ptx-jit" in _all(wheel)


@pytest.mark.parametrize(
    "text",
    [
        # the form's "source" without a Bazel version: a pip or conda install as often as not
        # (TF 2.10 in a conda environment, https://github.com/tensorflow/tensorflow/issues/76038)
        "### Source\n\nsource\n\n### TensorFlow version\n\n2.10",
        "### Source\n\nbinary\n\n### Bazel version\n\n6.1.0",
        "- TensorFlow installed from (source or binary): binary",
        # the question's own words are no answer
        "- TensorFlow installed from (source or binary): source or binary, not sure",
    ],
)
def test_not_built_from_source(text):
    assert "tf_from_source" not in _from_log(text)


def test_the_older_templates_source_is_enough():
    facts = _from_log("- TensorFlow installed from (source or binary): Source (r2.4 branch)")
    assert facts["tf_from_source"] is True
    assert facts["evidence"]["tf_from_source"].startswith("log line 1: - TensorFlow installed")


# https://github.com/tensorflow/tensorflow/issues/51684
UPGRADE = "- TensorFlow version: 2.4.1, trying to upgrade to 2.6.0"


@pytest.mark.parametrize(
    "line, version",
    [
        (UPGRADE, "2.6"),
        ("- TensorFlow version: 2.15 -> 2.16", "2.16"),
        ("- TensorFlow version: 2.12.0 (updated to 2.13.1)", "2.13"),
    ],
)
def test_a_forms_version_moved_to_another_is_the_later(line, version):
    facts = read_log_facts([line])
    assert facts["stated"]["tf_version"] == version
    # the form's own line is not read as the version that runs
    assert facts.get("tensorflow", {}).get("version") in (None, version)


def test_two_versions_without_a_move_between_them_are_both_named():
    stated = read_log_facts(["- TensorFlow version: 2.10 and 2.11"])["stated"]
    assert "tf_version" not in stated
    assert stated["tf_versions"] == ["2.10", "2.11"]


def test_the_version_upgraded_to_is_judged_with_the_python():
    # 2.4 had no wheel for Python 3.9; 2.6 has one
    paste = f"{UPGRADE}\n- Python version: 3.9.6"
    assert "python-version-unsupported" not in _all(paste)
    assert "python-version-unsupported" in _all(
        "- TensorFlow version: 2.4.1\n- Python version: 3.9.6"
    )


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/faustomorales/keras-ocr/issues/195
        "ResourceExhaustedError: failed to allocate memory [Op:AddV2]",
        # https://github.com/hotosm/fAIr/issues/68
        "Prediction Error : failed to allocate memory [Op:Mul]",
        # https://github.com/tensorflow/mesh/issues/383
        "  (0) Resource exhausted: failed to allocate memory",
        # https://github.com/nextcloud/recognize/issues/771
        "2023-04-22 18:04:29.623107: W tensorflow/core/framework/op_kernel.cc:1733] "
        "RESOURCE_EXHAUSTED: failed to allocate memory",
    ],
)
def test_an_op_that_got_no_memory_is_out_of_memory(line):
    f = _all(line)["gpu-out-of-memory"]
    assert (f.severity, f.confidence) == (ERROR, "likely")


def test_other_programs_failing_to_allocate_are_not_read():
    assert "gpu-out-of-memory" not in _all("MessageBox: Failed to allocate memory")


@pytest.mark.parametrize(
    "line",
    [
        "Maxtext crashes when running with TFDS data with a GPU OOM.",
        "training dies with CUDA OOM after a few steps",
        "I keep getting OOMs on the GPU",
    ],
)
def test_an_out_of_memory_told_short(line):
    f = _all(line)["gpu-out-of-memory"]
    assert (f.severity, f.confidence) == (ERROR, "possible")


def test_the_short_words_yield_to_the_hosts_memory():
    # https://github.com/tensorflow/tensorflow/issues/45238: the allocator named is the host's
    host = (
        "OOM when allocating tensor with shape[1,416,416,3] and type float on "
        "/job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu"
    )
    for words in ("I thought it was a GPU OOM", "failed to allocate memory [Op:Mul]"):
        found = _all(f"{host}\n{words}")
        assert "host-out-of-memory" in found
        assert "gpu-out-of-memory" not in found


def test_a_short_oom_is_not_a_reservation():
    assert _all("GPU OOM")["gpu-out-of-memory"].severity == ERROR
    assert "memory-growth-disabled" not in _all("GPU OOM")
    assert (
        _all("tensorflow will use all available GPU memory")["memory-growth-disabled"].severity
        == WARNING
    )


@pytest.mark.parametrize(
    "line",
    [
        "- TensorFlow installed from (source or binary): binary "
        "(pip install tensorflow-gpu==2.4.1)",
        "- Source: binary, tensorflow 2.4.1",
    ],
)
def test_the_answer_on_where_it_came_from_is_read_as_prose_too(line):
    assert read_log_facts([line])["stated"]["tf_version"] == "2.4"
