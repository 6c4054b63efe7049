"""A process forked after CUDA had started: CUDA_ERROR_NOT_INITIALIZED and "initialization
error" in the child, read as the fork, and lowered where the paste says the run ended well or
the error does no harm.
"""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO

# https://github.com/yuanyuanli85/Keras-Multiple-Process-Prediction/issues/2 (the parent listed
# the GPUs with device_lib before forking the prediction processes)
CHILD = """E tensorflow/stream_executor/cuda/cuda_driver.cc:1287] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED
F tensorflow/stream_executor/cuda/cuda_driver.cc:312] Check failed: CUDA_SUCCESS == cuCtxSetCurrent(cuda_context->context()) (0 vs. 3)"""  # noqa: E501

# https://github.com/mit-acl/rl_collision_avoidance/issues/21 (the line quoted in prose)
QUOTED = (
    "'could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error' "
    "(Both on Google Colab and Personal device) and training happens on CPU."
)

# https://github.com/tensorflow/tensorflow/issues/8220 (the code named alone)
NAMED = (
    "I would like to understand why I am getting the CUDA_ERROR_NOT_INITIALIZED error in case 4."
)

# https://github.com/SeldonIO/seldon-core/issues/3314 (a model served by preforked workers)
RUNTIME_3 = (
    "I deploy tensorflow model using tensorflow2.4.1 and occur error:CUDA error (3): "
    "initialization error."
)

# https://github.com/google/deepvariant/issues/722 (forked workers that needed no GPU; the run
# finished and its outputs were right)
ENDED_WELL = """When I run the GPU version, I got this error mesages, but it still finished SNP calling and all the output files seemed fine.
2023-10-30 00:30:39.544727: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error"""  # noqa: E501

# https://github.com/google/deepvariant/issues/960 (the same, said to do no harm)
SAID_HARMLESS = """Yes, I am aware that Tensorflow warnings and `CUDA_ERROR_NOT_INITIALIZED` error should not affect GPU usage.
    E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error"""  # noqa: E501


def _causes(text: str) -> list[tuple[str, str]]:
    report = explain_log_report(text.splitlines())
    return [(f.id, f.severity) for f in report.findings if not f.harmless]


def test_cuda_not_initialized_in_a_child_is_the_fork() -> None:
    for text in (CHILD, QUOTED, CHILD.splitlines()[1]):
        assert _causes(text)[0] == ("cuda-initialized-before-fork", ERROR), text
    for text in (CHILD, CHILD.splitlines()[0], QUOTED):
        first = explain_log_report(text.splitlines()).findings[0]
        assert first.confidence != "possible", text  # TensorFlow's own line proves it
        assert "spawn" in first.fix


def test_the_code_named_alone_or_the_runtimes_words_are_possible() -> None:
    for text in (NAMED, RUNTIME_3):
        report = explain_log_report([text])
        first = report.findings[0]
        assert first.id == "cuda-initialized-before-fork", text
        assert first.confidence == "possible", text
    # another CUDA error code, or the driver's other failures, are not it
    assert "cuda-initialized-before-fork" not in dict(_causes("CUDA error (2): out of memory"))
    unknown = "failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error"
    assert "cuda-initialized-before-fork" not in dict(_causes(unknown))
    assert "cuda-initialized-before-fork" not in dict(
        _causes("CUDA runtime error (4) : initialization error")
    )
    status = "InternalError: cudaGetDevice() failed. Status: initialization error"
    assert "cuda-initialized-before-fork" not in dict(_causes(status))


def test_pytorchs_words_for_it_are_read() -> None:
    line = (
        "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
        "multiprocessing, you must use the 'spawn' start method"
    )
    assert _causes(line)[0] == ("cuda-initialized-before-fork", ERROR)


def test_workers_that_needed_no_gpu_in_a_run_that_ended_well_are_information() -> None:
    for text in (ENDED_WELL, SAID_HARMLESS):
        report = explain_log_report(text.splitlines())
        fork = next(f for f in report.findings if f.id == "cuda-initialized-before-fork")
        assert fork.severity == INFO, text
        assert not [f for f in report.findings if f.severity == ERROR]
    # without the outcome or the statement, the same line is the error
    assert _causes(ENDED_WELL.splitlines()[1])[0] == ("cuda-initialized-before-fork", ERROR)
    # a paste that says training fell to the CPU keeps it
    cpu = ENDED_WELL + "\nbut training happens on CPU, the GPU is not used"
    assert ("cuda-initialized-before-fork", ERROR) in _causes(cpu)


def test_what_says_the_run_ended_or_the_error_is_harmless() -> None:
    assert read_log_facts([ENDED_WELL.splitlines()[0]])["from_log"].get("run_goes_on") is True
    said = SAID_HARMLESS.splitlines()[0]
    assert read_log_facts([said])["from_log"].get("error_said_harmless") is True
    for line in ("Won't it affect the training?", "but it still does not work"):
        facts = read_log_facts([line])["from_log"]
        assert "error_said_harmless" not in facts and "run_goes_on" not in facts, line
