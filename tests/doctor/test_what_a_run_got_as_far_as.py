# ruff: noqa: E501 - log lines are quoted verbatim
"""What a run got as far as outweighs what a form states, and what a post tells of the memory.

- cuDNN that failed to start ran on a GPU device, which TensorFlow creates only once its CUDA
  libraries are loaded: a CUDA stated beside it that the release was not built with is then not
  the cause (the memory cuDNN could not get is).
- GPU memory told to be still held by an earlier run is memory another process holds.
"""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report

# https://github.com/tensorflow/tensorflow/issues/34518 (TensorFlow 2.0, built with CUDA 10.0,
# beside a stated CUDA 10.1; memory growth fixed it)
FORM = [
    "**System information**",
    "- Ubuntu 18.04",
    "- Tensorflow-gpu installed using pip ",
    "- Tensorflow-gpu 2.0.0",
    "- Python version: 3.6.8",
    "- CUDA/cuDNN version: cuda 10.1 /cuDNN 7.6.5",
    "- GPU model and memory: NVIDIA GeForce GTX 1050 Mobile  2Gb",
]
CUDNN_FAILED = "Unknown:  Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above."

# https://github.com/Jhsmit/PyHDX/issues/95
PYHDX = [
    "2020-08-05 14:50:28.218502: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_10.dll",
    "2020-08-05 14:50:28.489542: E tensorflow/stream_executor/cuda/cuda_blas.cc:238] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED",
    "2020-08-05 14:50:28.489701: W tensorflow/stream_executor/stream.cc:2041] attempting to perform BLAS operation using StreamExecutor without BLAS support",
    "2020-08-05 14:50:28.489887: W tensorflow/core/common_runtime/base_collective_executor.cc:217] BaseCollectiveExecutor::StartAbort Internal: Blas xGEMM launch failed",
    "",
    "this happens somewhat frequently",
    "",
    "last time tf was loaded, then script errorred on something else, then GPU memory was not realeased and caused this error on next run",
]


def _problems(lines: list[str]) -> list[str]:
    return [f.id for f in explain_log_report(lines).findings if not f.harmless]


def test_a_stated_cuda_the_release_was_not_built_with_is_the_cause_without_a_run():
    assert _problems(FORM)[0] == "cuda-libraries-missing"


def test_cudnn_that_failed_to_start_shows_the_cuda_libraries_loaded():
    problems = _problems([*FORM, "", CUDNN_FAILED])
    assert "cuda-libraries-missing" not in problems
    assert problems[0] == "memory-growth-disabled"


def test_gpu_memory_not_released_by_an_earlier_run_is_memory_held_elsewhere():
    assert _problems(PYHDX)[0] == "gpu-out-of-memory"
    # cuBLAS's failure alone is TensorFlow's own reservation, possibly
    assert _problems(PYHDX[:4]) == ["memory-growth-disabled"]


def test_memory_not_released_in_other_words():
    for told in (
        "The GPU memory is not freed after the previous run crashed",
        "video memory was never released",
        "the GPU memory has not been deallocated",
        "GPU memory was not released",
    ):
        assert "gpu-out-of-memory" in _problems([told]), told
    # memory released, or memory of the host, says nothing of the GPU's
    for other in ("GPU memory was released after the run", "the memory was not released"):
        assert "gpu-out-of-memory" not in _problems([other]), other
