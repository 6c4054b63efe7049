"""Readings from the two-hundred-and-eighth to two-hundred-and-twenty-third sets of real threads.

A CPU told to lack AVX, an add-on's op that TensorFlow's registry does not know, a stated CUDA
that no release was built with, a cuDNN without one of the build's versioned entry points, a
device list told not to include the GPU, what the machine has told by its number after what is
needed, and macOS's loader not finding a CUDA library: each with the paste quoted from its
thread and the cases in which the reading must give way.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.knowledge.tf_builds import TF_BUILDS
from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.model import WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _ids(text: str) -> list[str]:
    return [f.id for f in diagnose_log(text.splitlines()).findings]


# --- a CPU told to lack AVX ----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/alexbelgium/hassio-addons/issues/1798 (the add-on's own check)
        "[14:07:47] WARNING: Your cpu doesn't support avx2, the analyzer service will likely "
        "won't work",
        "My CPU does not support AVX instructions which are required by TensorFlow",
        "this image doesn't work with CPUs that do not support AVX.",
        "It is an old Celeron processor without AVX",
    ],
)
def test_a_cpu_told_to_lack_avx_is_the_possible_cause(line):
    f = findings_of(line)["cpu-without-avx"]
    assert f.confidence == "possible"
    assert any("avx" in e.lower() for e in f.evidence)


@pytest.mark.parametrize(
    "line",
    [
        # TensorFlow's own notice: the CPU has more than the build uses
        "Your CPU supports instructions that this TensorFlow binary was not compiled to use: "
        "AVX2 FMA",
        "my cpu doesn't support avx512",  # no wheel's need
        "Does the CPU support AVX? Yes it does.",
    ],
)
def test_a_cpu_with_avx_or_avx512_told_is_no_cpu_without_it(line):
    assert "cpu-without-avx" not in _ids(line)


# --- an add-on's op not registered ---------------------------------------------------------

# https://github.com/tensorflow/decision-forests/issues/214
TFDF = (
    "RuntimeError: Op type not registered 'SimpleMLLoadModelFromPathWithHandle' in binary "
    "running on hostname. Make sure the Op and Kernel are registered in the binary running in "
    "this process."
)


@pytest.mark.parametrize(
    "op", ["SimpleMLLoadModelFromPathWithHandle", "IO>AudioResample", "Addons>DeformableConv2D"]
)
def test_an_addons_op_not_registered_is_its_library_not_fitting(op):
    text = TFDF.replace("SimpleMLLoadModelFromPathWithHandle", op)
    assert _ids(text)[:1] == ["custom-op-build-mismatch"]


@pytest.mark.parametrize("op", ["DisableCopyOnRead", "CudnnRNN", "XlaCallModule"])
def test_tensorflows_own_op_not_registered_is_no_addons(op):
    # (a graph from a newer release, or an op this build leaves out)
    text = TFDF.replace("SimpleMLLoadModelFromPathWithHandle", op)
    assert "custom-op-build-mismatch" not in _ids(text)


# --- a stated CUDA that no release was built with ------------------------------------------


def test_the_cuda_releases_no_wheel_loads_come_from_the_table():
    built = {b.cuda for b in TF_BUILDS if b.cuda[0] <= 10}
    assert built == {(8, 0), (9, 0), (10, 0), (10, 1)}


@pytest.mark.parametrize("cuda", ["9.1", "9.2", "10.2"])
def test_a_stated_cuda_no_release_was_built_with_is_the_libraries_missing(cuda):
    # https://github.com/tensorflow/tensorflow/issues/50136
    text = f"How to get any tensorflow version to work with CUDA {cuda} in CentOS 7?"
    f = findings_of(text)["cuda-libraries-missing"]
    assert f.severity == WARNING
    assert f.evidence[0].startswith(f"CUDA {cuda} stated; no TensorFlow release was built with it")
    assert "8.0, 9.0, 10.0, 10.1" in f.evidence[0]
    assert any(f"CUDA {cuda}" in e for e in f.evidence[1:])


@pytest.mark.parametrize(
    "text",
    [
        "I have CUDA 10.1 and TensorFlow does not use my GPU",  # a release's CUDA
        "I have CUDA 11.1 and TensorFlow does not use my GPU",  # CUDA 11 loads by major
        "I have CUDA 7.5 and TensorFlow does not use my GPU",  # before the table
        "CUDA 10.2 with tensorflow-gpu 2.2 on Ubuntu",  # the release named: its own rule
        "CUDA 10.2 on macOS 10.13 and TensorFlow does not use the GPU",
        "CUDA 10.2 on my Jetson Nano, TensorFlow does not use the GPU",
        "Successfully opened dynamic library libcudart.so.10.2\nI have CUDA 10.2",
        # a program that went on on the GPU (https://github.com/NVlabs/instant-ngp/issues/551)
        "Warning: FullyFusedMLP is not supported for the selected architecture 70. Falling back "
        "to CutlassMLP.\n\nIt still manages to train, but this is not ideal.\n"
        "Cuda compilation tools, release 10.2, V10.2.89",
    ],
)
def test_a_stated_cuda_gives_way_where_a_release_or_the_log_settles_it(text):
    found = findings_of(text)
    f = found.get("cuda-libraries-missing")
    assert f is None or not any("no TensorFlow release was built with it" in e for e in f.evidence)


def test_a_stated_cuda_beside_what_tensorflow_looks_for_is_said_once():
    text = "TensorFlow requires CUDA 10.1 but I have CUDA 10.2 installed"
    f = findings_of(text)["cuda-libraries-missing"]
    assert f.evidence[0].startswith("TensorFlow looks for (or needs)")
    assert not any("no TensorFlow release was built with it" in e for e in f.evidence)


# --- a cuDNN without the build's versioned entry point -------------------------------------


def test_a_versioned_cudnn_function_missing_is_another_cudnn():
    # https://github.com/tensorflow/tensorflow/issues/1943 (as the poster retyped it)
    assert _ids("ConvolutionalBackwardFilter_V2 cudnn DSO dlerror")[:1] == [
        "cudnn-version-mismatch"
    ]
    line = (
        "F tensorflow/stream_executor/cuda/cuda_dnn.cc:221] could not find "
        "cudnnConvolutionBackwardFilter_v2 in cudnn DSO; dlerror: /x/_pywrap_tensorflow.so: "
        "undefined symbol: cudnnConvolutionBackwardFilter_v2"
    )
    assert _ids(line)[:1] == ["cudnn-version-mismatch"]


def test_cudnn_create_missing_is_no_cudnn_loaded():
    # https://github.com/chuckyee/cardiac-segmentation/issues/8
    line = (
        "tensorflow/stream_executor/cuda/cuda_dnn.cc:204] could not find cudnnCreate in cudnn "
        "DSO; dlerror: /usr/local/lib/python2.7/dist-packages/tensorflow/python/"
        "_pywrap_tensorflow.so: undefined symbol: cudnnCreate"
    )
    assert _ids(line)[:1] == ["cuda-libraries-missing"]


# --- a device list told not to include the GPU ---------------------------------------------


def test_a_device_list_told_not_to_include_the_gpu_is_a_complaint():
    # https://github.com/ray-project/ray/issues/15217
    text = (
        "$ python\n>>> import tensorflow as tf\n>>> tf.config.list_physical_devices()\n"
        "The above does not include the GPU(s), even though they can be seen via e.g. "
        "`nvidia-smi`."
    )
    assert "cuda-libraries-missing" in _ids(text)
    assert _ids(text.replace("does not include", "includes")) == []


# --- what is needed, then what the machine has by its number alone --------------------------


def _stated(text: str) -> dict[str, object]:
    reader = LogFacts()
    reader.feed(text)
    return reader.facts()["stated"]


def test_a_specific_version_needed_is_not_the_machines():
    # https://github.com/daniel-kukiela/nmt-chatbot/issues/49
    stated = _stated("your version of NMT requires a specific version of CUDA v9.0")
    assert stated.get("cuda_wanted") == "9.0"
    assert "cuda" not in stated


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        (
            "Vurrently your version of NMT requires a specific version of CUDA v9.0 I have 9.1 "
            "installed and in order to run train.py I have had to roll back CUDA to 9.0",
            "cuda-libraries-missing",
        ),
        ("TensorFlow requires CUDA 9.0, I have 9.1", "cuda-libraries-missing"),
        ("tf needs cuDNN 7.6 I have 7.4", "cudnn-version-mismatch"),
    ],
)
def test_what_the_machine_has_told_by_its_number_after_what_is_needed(text, cause):
    assert _ids(text)[:1] == [cause]


@pytest.mark.parametrize(
    "text",
    [
        "it requires cuda 10.1, I have 8.0 GB of RAM",
        "it requires cuda 10.1. I have 9.1 reasons to be annoyed",
        "it requires cuda 10.1 and the docs say I have 10.1",
    ],
)
def test_a_number_that_is_not_the_same_component_is_not_read(text):
    assert "cuda" not in _stated(text)


# --- macOS's dyld not finding a CUDA library -------------------------------------------------

DYLD = (
    "ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/"
    "site-packages/tensorflow/python/_pywrap_tensorflow.so, 10): Library not loaded: "
    "@rpath/libcudart.8.0.dylib\n"
    "  Referenced from: /Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/"
    "site-packages/tensorflow/python/_pywrap_tensorflow.so\n"
    "  Reason: image not found"
)


def test_dyld_not_finding_a_cuda_library_is_the_libraries_missing():
    # https://github.com/tensorflow/tensorflow/issues/6729
    assert _ids(DYLD)[:1] == ["cuda-libraries-missing"]
    assert _ids(DYLD.replace("libcudart.8.0", "libcudnn.5"))[:1] == ["cuda-libraries-missing"]


@pytest.mark.parametrize("library", ["libcuda.1", "libpng16.16"])
def test_dyld_not_finding_the_driver_or_another_library_is_not_cudas(library):
    assert "cuda-libraries-missing" not in _ids(DYLD.replace("libcudart.8.0", library))
