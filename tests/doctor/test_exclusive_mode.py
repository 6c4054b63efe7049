"""A GPU in exclusive-process compute mode that another process holds.

CUDA's "all CUDA-capable devices are busy or unavailable" (cudaErrorDevicesUnavailable) has
that mode as a usual reason, not the only one; a paste that names the mode settles it. The
lines are quoted from the threads named beside them.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.knowledge.catalogue_driver import BUSY_EXPLANATION
from tfgpu_gui.doctor.model import ERROR, WARNING

# https://github.com/stardist/stardist/issues/102
BUSY = (
    "`tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit "
    "initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable`"
)
CLUSTER = (
    "I want to test `StarDist2D` on a cluster that runs GPUs in Exclusive Process mode. When, "
    "for example, running notebook 2, I am thrown this error:"
)
# https://github.com/tensorflow/tensorflow/issues/152
TAKEN = (
    "When I set the nvidia driver in exclusive mode and one of the GPU is already used by "
    "another process, I get a segmentation fault:"
)


def test_the_mode_named_beside_the_busy_gpus_is_the_cause():
    f = _all(f"{CLUSTER}\n{BUSY}")["gpu-exclusive-process-busy"]
    assert (f.severity, f.confidence, f.rank) == (ERROR, "possible", 1)
    assert f.evidence == [f"log line 1: {CLUSTER}", f"log line 2: {BUSY}"]
    assert f.explanation.startswith("The GPU's compute mode is exclusive-process")
    assert f.fix.endswith("$ nvidia-smi")


def test_a_gpu_already_used_in_exclusive_mode_is_not_out_of_memory():
    f = _all(TAKEN)
    assert "gpu-out-of-memory" not in f
    assert f["gpu-exclusive-process-busy"].severity == ERROR
    # The mode and the GPU taken told on lines of their own: the same.
    apart = _all(f"{CLUSTER}\nThe GPU is already in use by the other process.")
    assert "gpu-out-of-memory" not in apart
    assert apart["gpu-exclusive-process-busy"].evidence[1].endswith("by the other process.")
    # Without the mode, a GPU already used is its memory taken, as before
    # (https://github.com/nanoporetech/medaka/issues/500).
    assert "gpu-out-of-memory" in _all("The GPU is already fully used for basecalling")


@pytest.mark.parametrize(
    "line",
    [
        BUSY,
        # PyTorch's words for it (https://github.com/pytorch/pytorch/issues/100691)
        "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
    ],
)
def test_busy_gpus_alone_are_a_warning_that_names_the_other_reasons(line):
    f = _all(line)["gpu-exclusive-process-busy"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.explanation == BUSY_EXPLANATION
    assert "vGPU" in f.explanation and "prohibited" in f.explanation


@pytest.mark.parametrize(
    "line",
    [
        "Exclusive_Process",
        "set the GPUs to exclusive-process mode",
        "the GPU runs in exclusive compute mode",
    ],
)
def test_the_mode_in_its_spellings(line):
    assert "gpu-exclusive-process-busy" in _all(line)


def test_other_exclusive_things_are_not_the_mode():
    assert "gpu-exclusive-process-busy" not in _all("an exclusive offer for GPU owners")
    assert "gpu-exclusive-process-busy" not in _all("the devices are busy with other work")
