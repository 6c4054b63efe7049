"""A GPU other than the first asked for and not there, as TensorFlow's 'Using GPUs' guides quote
it without the devices the process has; and the computer's memory told as running out."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _ids(text: str) -> list[str]:
    return [f.id for f in explain_log_report(text.splitlines()).findings if not f.harmless]


# tensorflow/docs 82a6055d site/en/r1/guide/using_gpu.md ("If the device you have specified does
# not exist, you will get InvalidArgumentError")
NOT_SATISFIED = """InvalidArgumentError: Invalid argument: Cannot assign a device to node 'b':
Could not satisfy explicit device specification '/device:GPU:2'
   [[{{node b}} = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [3,2]
   values: 1 2 3...>, _device="/device:GPU:2"]()]]"""
# tensorflow/docs cebdf59e site/en/r2/guide/using_gpu.md (eager execution)
UNKNOWN = (
    "RuntimeError: Error copying tensor to device: /job:localhost/replica:0/task:0/device:GPU:2. "
    "/job:localhost/replica:0/task:0/device:GPU:2 unknown device."
)
# tensorflow/models b7640004 research/inception/README.md (a troubleshooting heading)
HOST = "The model runs out of CPU memory."


def test_a_later_gpu_that_cannot_be_had_is_possibly_one_the_process_lacks():
    assert _ids(NOT_SATISFIED)[:1] == ["requested-gpu-missing"]
    assert _ids(UNKNOWN)[:1] == ["requested-gpu-missing"]


def test_the_first_gpu_or_an_op_without_a_gpu_kernel_is_not_read_so():
    first = NOT_SATISFIED.replace("GPU:2", "GPU:0")
    assert "requested-gpu-missing" not in _ids(first)
    assert "requested-gpu-missing" not in _ids(UNKNOWN.replace("GPU:2", "GPU:0"))
    kernel = (
        "Could not satisfy explicit device specification '/device:GPU:1' because no supported "
        "kernel for GPU devices is available."
    )
    assert "requested-gpu-missing" not in _ids(kernel)
    assert _ids(kernel)[:1] == ["op-without-gpu-kernel"]


def test_the_computers_memory_told_as_running_out_is_possibly_the_cause():
    assert _ids(HOST)[:1] == ["host-out-of-memory"]
    assert _ids("my computer runs out of RAM")[:1] == ["host-out-of-memory"]
    assert "host-out-of-memory" not in _ids("If you run out of CPU memory, lower the queue size.")
    both = "the system gets out of RAM or VRAM few seconds after program execution"
    assert _ids(both)[:1] == ["gpu-out-of-memory"]
