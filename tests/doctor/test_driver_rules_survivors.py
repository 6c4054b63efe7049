"""The driver rules at the edges their mutation survivors showed (docs/mutation.md).

Each test gives the paste at which a small change to a rule would change what the user reads:
a finding missed or added.
"""

from __future__ import annotations

from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.rules import diagnose_log


def pasted(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.splitlines()).findings}


BLACKWELL = "GPU: 16GB RTX 5060 Ti (Blackwell)"


def test_a_gpu_beyond_every_wheel_with_releases_named_that_the_table_lacks_is_not_judged() -> None:
    # Two releases named, one of them unknown to the table: the paste is about those releases,
    # not about "every release", and what they were built for is not known.
    assert "compute-capability-unsupported" not in pasted(
        f"{BLACKWELL}\nI tried tensorflow 2.19 and tensorflow 2.99"
    )
    # Without the releases named, the same GPU is judged against every release's wheels.
    f = pasted(f"{BLACKWELL}\nTraining fails")["compute-capability-unsupported"]
    assert "every release from 2.3 to 2.21" in f.evidence[1]


def test_a_gpu_beyond_every_wheel_named_after_one_the_wheels_run_is_still_judged() -> None:
    # The Ada GPU named first is run by the newest wheels; the Blackwell one after it is not.
    f = pasted("GPUs: GeForce RTX 4090 and RTX 5060 Ti")["compute-capability-unsupported"]
    assert f.evidence[:2] == [
        "RTX 5060 Ti (stated): compute capability 12.0",
        "the PyPI wheels of every release from 2.3 to 2.21 have neither kernels nor a PTX for "
        "compute capability 12.0",
    ]


def test_each_gpu_named_on_its_own_line_is_cited_by_its_own_line() -> None:
    # Two "GPU:" lines: the finding on the second GPU cites the second line, not the first.
    f = pasted(f"GPU: GeForce RTX 4090\n{BLACKWELL}\nTraining fails")[
        "compute-capability-unsupported"
    ]
    assert f.evidence[0] == "RTX 5060 Ti (stated): compute capability 12.0"
    assert f.evidence[2] == f"log line 2: {BLACKWELL}"


# https://github.com/tensorflow/tensorflow/issues/27059
AMD_ONLY = "Can anyone provide a 'working' env info for **AMD Radeon HD7500M** GPU"


def test_an_amd_gpu_alone_says_in_full_why_cuda_builds_cannot_use_it_and_what_can() -> None:
    f = pasted(f"{AMD_ONLY}\nTensorflow-gpu 1.13.1")["no-nvidia-driver"]
    assert f.explanation == (
        "TensorFlow uses a GPU through CUDA, which only NVIDIA GPUs run. The GPU this paste "
        "names is an AMD one: installing the NVIDIA driver, CUDA or tensorflow-gpu cannot "
        "make TensorFlow use it (CUDA's 'driver version is insufficient' there means no NVIDIA "
        "driver at all)."
    )
    assert f.fix == (
        "On Linux, AMD's ROCm build of TensorFlow uses the AMD GPUs ROCm supports (AMD's ROCm "
        "compatibility matrix lists them):\n"
        "$ python -m pip install tensorflow-rocm\n"
        "Otherwise run TensorFlow on the CPU (python -m pip install tensorflow), or use a "
        "machine with an NVIDIA GPU."
    )


# An AMD GPU beside an NVIDIA one (a laptop's Radeon graphics beside its GeForce): the paste
# names the AMD GPU, and the NVIDIA one shows only in TensorFlow's own lines or nvidia-smi's
# table (a GPU nvidia-smi has no name for is "NVIDIA Graphics Device").
AMD_BESIDE_NVIDIA = [
    # TensorFlow placed an op on the GPU: one is in use, whatever the paste names.
    "2023-05-02 10:11:12.131415: I tensorflow/core/common_runtime/eager/execute.cc:1224] "
    "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0",
    # nvidia-smi lists an NVIDIA GPU (no model the paste names).
    "| NVIDIA-SMI 535.54.03              Driver Version: 535.54.03    CUDA Version: 12.2     |\n"
    "|   0  NVIDIA Graphics Device         Off | 00000000:01:00.0 Off |                  N/A |",
]


def test_an_amd_gpu_beside_an_nvidia_gpu_in_use_or_listed_by_nvidia_smi_is_not_alone() -> None:
    assert "no-nvidia-driver" in pasted(f"{AMD_ONLY}\nTraining runs on the CPU")
    for shown in AMD_BESIDE_NVIDIA:
        assert "no-nvidia-driver" not in pasted(f"{AMD_ONLY}\n{shown}"), shown


def test_a_capability_stated_without_a_model_is_cited_by_its_line() -> None:
    f = pasted("GPU compute capability: 3.5\nTensorFlow version: 2.12")[
        "compute-capability-too-old"
    ]
    assert f.evidence[0] == "the GPU (stated): compute capability 3.5"
    assert f.evidence[2] == "log line 1: GPU compute capability: 3.5"
