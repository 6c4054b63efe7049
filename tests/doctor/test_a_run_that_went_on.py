"""Refused GPU allocations that TensorFlow makes again smaller stop nothing when the log goes on
to show the program done or its training going on; before such a line, or with the GPU
complained of, they stay the GPU's memory run out."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _severity(text: str, finding: str = "gpu-out-of-memory") -> str | None:
    report = explain_log_report(text.splitlines())
    return next((f.severity for f in report.findings if f.id == finding), None)


# A committed job output: WorkPlaceForMe/G-SATE dfc7394 handle/shares/c18a0-0766-2/log.e, then
# the same job's log.o (TensorFlow on a Tesla T4 that a darknet detector also used)
REFUSED = """2021-08-30 02:19:34.293206: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 688 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0001:00:00.0, compute capability: 7.5)
2021-08-30 02:23:29.696368: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 128.00M (134217728 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-08-30 02:23:29.860630: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 115.20M (120796160 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-08-30 02:24:22.499646: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 546.16MiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were avail"""  # noqa: E501
DONE = """
Starting the YOLO loop...
['long', 'White', 'Long', 'Blue', 'Unknown']
EMPTY FRAME ENCOUNTERED
Finished processing video.
Total time is 16.4364 minutes"""


def test_refused_allocations_before_the_program_says_it_is_done_are_information():
    assert _severity(REFUSED) == "error"
    assert _severity(REFUSED + DONE) == "info"
    report = explain_log_report((REFUSED + DONE).splitlines())
    oom = next(f for f in report.findings if f.id == "gpu-out-of-memory")
    # the reason it stops nothing comes first, where a card shows it without being unfolded
    assert "Finished processing video" in oom.evidence[0]


def test_a_later_epoch_shows_the_training_going_on_too():
    assert _severity(REFUSED + "\nEpoch 2/10\n") == "info"


def test_done_before_the_refusals_or_an_op_that_ran_out_stays_an_error():
    # tensorflow/models#143's preprocessing said so before TensorFlow started
    before = "Finished processing 544546 XML files.\n" + REFUSED
    assert _severity(before) == "error"
    stopped = (
        REFUSED
        + "\ntensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating "
        "tensor with shape[64,256,56,56]" + DONE
    )
    assert _severity(stopped) == "error"


def test_a_question_or_a_complaint_of_the_gpu_keeps_it():
    assert _severity(REFUSED + "\nTraining finished?") == "error"
    # (the allocator's lines alone, without the device and the BFC allocator's GPU_0 note)
    refused = "\n".join(REFUSED.splitlines()[1:3])
    assert _severity(refused + DONE) == "info"
    complaint = refused + DONE + "\nNum GPUs Available:  0"
    assert _severity(complaint) == "error"


def test_the_last_line_that_shows_it_counts_and_only_as_the_programs_own_line():
    assert _severity("Epoch 2/10\n" + REFUSED + DONE) == "info"
    assert _severity("Finished processing video.\n" + REFUSED + DONE) == "info"
    told = REFUSED + "\nThe job printed Finished processing video. but the output file is empty"
    assert _severity(told) == "error"


# lambdal/lambda-tensorflow-benchmark c17619db logs/3970X-GeForce_RTX_3090_XLA.logs/
# syn-replicated-fp16-1gpus/alexnet-1920/throughput/1 (the run went on to 8,104 images/sec)
AUTOTUNER = (
    "2020-11-02 06:39:15.955905: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker"
    ".cc:561] Results mismatch between different convolution algorithms. This is likely a "
    "bug/unexpected loss of precision in cudnn."
)


def test_xlas_autotuner_comparing_algorithms_is_no_cudnn_mismatch():
    assert _severity(AUTOTUNER, "cudnn-version-mismatch") is None
    told = "I think my cudnn version mismatch is the problem"
    assert _severity(told, "cudnn-version-mismatch") is not None
