# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""Readings from the two-hundred-and-fifty-fifth to two-hundred-and-sixty-second sets.

NVIDIA's NGC images (TensorFlow's, Triton's, TensorRT's) check the host's driver and GPU when
they start and say so in their banner; users tell a cause in their own words (the driver too
old, the GPU's memory too small). Each message is quoted from a public thread, with the cases
where the reading must give way.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.model import ERROR

# --- NGC images: the driver check at start -----------------------------------------------------

# https://github.com/NVIDIA/nvidia-docker/issues/1479 (nvcr.io/nvidia/tensorrt:20.07.1-py3, driver
# 440.33.01)
NGC_DRIVER_TOO_OLD = """ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but
       version 440.33.01 was detected and compatibility mode is UNAVAILABLE.

       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]"""

# https://github.com/triton-inference-server/server/issues/1838 (the banner's note that follows
# the check whatever its verdict)
NGC_SHMEM_NOTE = """NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be
   insufficient for the inference server.  NVIDIA recommends the use of the following flags:
   nvidia-docker run --shm-size=1g --ulimit memlock=-1 --ulimit stack=67108864 ..."""

# https://github.com/triton-inference-server/server/issues/49 (TensorRT Inference Server 18.12 on
# a Quadro M1000M, compute capability 5.0)
NGC_GPU_NOT_SUPPORTED = """NVIDIA Release 18.12 (build 880120)

Copyright (c) 2018, NVIDIA CORPORATION.  All rights reserved.
ERROR: Detected NVIDIA Quadro M1000M GPU, which is not supported by this container"""


def test_an_ngc_image_built_for_a_newer_driver_is_the_driver_too_old() -> None:
    found = findings_of(NGC_DRIVER_TOO_OLD)
    assert found["driver-too-old"].severity == ERROR
    assert any("NVIDIA Driver Release 450.51" in e for e in found["driver-too-old"].evidence)


def test_the_banner_says_which_driver_the_image_needs_and_the_way_out_of_an_earlier_image() -> None:
    evidence = findings_of(NGC_DRIVER_TOO_OLD)["driver-too-old"].evidence
    assert evidence[-1] == (
        "the image was built for NVIDIA driver 450.51 or later; the host's is 440.33.01: update "
        "the host's driver, or run an earlier release of the image, built for the driver there "
        "(https://docs.nvidia.com/deeplearning/frameworks/support-matrix/)"
    )
    # The banner's first line alone: the driver the image needs, not the host's.
    first = NGC_DRIVER_TOO_OLD.splitlines()[0]
    assert (
        findings_of(first)["driver-too-old"]
        .evidence[-1]
        .startswith("the image was built for NVIDIA driver 450.51 or later: update")
    )
    # Another reading of an old driver says nothing of an image.
    plain = "CUDA driver version is insufficient for CUDA runtime version"
    assert not any("image" in e for e in findings_of(plain)["driver-too-old"].evidence)


def test_the_images_note_on_shared_memory_is_no_driver_fault() -> None:
    assert "driver-too-old" not in findings_of(NGC_SHMEM_NOTE)


def test_a_gpu_an_ngc_image_does_not_support_is_possibly_too_old_or_too_new() -> None:
    found = findings_of(NGC_GPU_NOT_SUPPORTED)
    assert list(found) == ["compute-capability-too-old", "compute-capability-unsupported"]
    assert {f.confidence for f in found.values()} == {"possible"}


# --- causes the user tells -------------------------------------------------------------------

# https://github.com/triton-inference-server/server/pull/4891 (Triton 22.07; the maintainer: "That
# sounds correct.")
DRIVER_TOLD_TOO_OLD = "I guess the real issue here is that my driver is too old (`Driver Version: 470.129.06`) and is incompatible with tritonserver version 22.07"

# https://github.com/chineseocr/chinese-ocr/issues/167 (a GTX 970 of 3.75 GB)
MEMORY_TOLD_TOO_SMALL = """I'm using gtx970 with 3.75 GB ram, would this be enough?
I was wondering could this be caused by insufficient GPU ram."""


def test_a_driver_the_user_calls_too_old_is_possibly_the_cause() -> None:
    found = findings_of(DRIVER_TOLD_TOO_OLD)
    assert found["driver-too-old"].confidence == "possible"
    # (a sentence that clears the driver and blames something else is no such reading)
    assert "driver-too-old" not in findings_of(
        "The driver is not the issue here, my CUDA version is too old."
    )


def test_gpu_memory_the_user_calls_insufficient_is_possibly_the_cause() -> None:
    found = findings_of(MEMORY_TOLD_TOO_SMALL)
    assert found["gpu-out-of-memory"].confidence == "possible"
    assert "gpu-out-of-memory" not in findings_of(
        "I guess this build has insufficient GPU support."
    )


# --- a GPU build told by the kernels an op lists ---------------------------------------------

# https://github.com/rstudio/keras3/issues/729 (R keras: use_session_with_seed() had hidden the GPU)
CUDNN_GPU_KERNELS_NO_GPU = """Error in py_call_impl(callable, dots$args, dots$keywords): InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'; T in [DT_DOUBLE]
  device='GPU'; T in [DT_FLOAT]
  device='GPU'; T in [DT_HALF]"""

# https://github.com/xl-sr/CAL/issues/4 (the CPU package: no kernel at all)
CUDNN_NO_KERNELS = """tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  <no registered kernels>"""

# https://github.com/NVIDIA/DeepLearningExamples/issues/161 (FasterTransformer's own op, loaded
# from its library into the CPU package)
ADDON_GPU_KERNELS = """InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'BertTransformer' used by node bert/encoder/layer_0/BertTransformer (defined at <string>:148) with these attrs: [from_seq_len=128, size_per_head=64, batch_size=8, to_seq_len=128, T=DT_FLOAT, head_num=12]
Registered devices: [CPU, XLA_CPU]
Registered kernels:
  device='GPU'; T in [DT_HALF]
  device='GPU'; T in [DT_FLOAT]"""


def test_gpu_kernels_of_tensorflows_own_op_show_a_cuda_build() -> None:
    found = findings_of(CUDNN_GPU_KERNELS_NO_GPU)
    assert "tensorflow-cpu-only-build" not in found
    assert not {"windows-native-no-gpu", "macos-no-cuda"} & set(found)
    hidden = found["cuda-visible-devices-hides-gpus"]
    assert (hidden.severity, hidden.confidence) == ("warning", "possible")
    assert "cuda-libraries-missing" in found  # the other way a GPU build ends with no GPU


def test_no_kernels_at_all_leave_the_cpu_build_possible() -> None:
    found = findings_of(CUDNN_NO_KERNELS)
    assert "tensorflow-cpu-only-build" in found
    assert "cuda-visible-devices-hides-gpus" not in found


def test_an_add_ons_gpu_kernels_say_nothing_of_tensorflows_build() -> None:
    assert "cuda-visible-devices-hides-gpus" not in findings_of(ADDON_GPU_KERNELS)
