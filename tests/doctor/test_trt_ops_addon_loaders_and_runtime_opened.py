"""Readings from the two-hundred-and-twenty-fourth to two-hundred-and-thirty-first sets.

TF-TRT's ops missing from a build without TensorRT, tensorflow-io's and DALI's loaders refusing
their libraries, an add-on library named like TensorFlow's own, PyTorch's out-of-memory told
beside a TensorFlow model, a CUDA runtime the log shows opened against a stated CUDA, and a
form's field whose value is on the next line: each with the paste quoted from its thread and the
cases in which the reading must give way.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.rules import diagnose_log


def _ids(text: str) -> list[str]:
    return [f.id for f in diagnose_log(text.splitlines()).findings]


def _stated(text: str) -> dict[str, str]:
    reader = LogFacts()
    for line in text.splitlines():
        reader.feed(line)
    return reader.facts().get("stated", {})


# --- TF-TRT's ops where TensorFlow has no TF-TRT ------------------------------------------

# https://github.com/tensorflow/serving/issues/4018 (the 2.18.0-gpu Serving image)
SERVING = (
    "2025-01-17 19:47:04.267889: E tensorflow_serving/util/retrier.cc:40] Loading servable: "
    "{name: tftrt_saved_model version: 1} failed: NOT_FOUND: Op type not registered "
    "'CreateTRTResourceHandle' in binary running on host. Make sure the Op and Kernel are "
    "registered in the binary running in this process."
)
# https://github.com/bytedeco/javacpp-presets/issues/709 (TensorFlow for Java 1.12)
JAVA = (
    "java.lang.RuntimeException: Op type not registered 'TRTEngineOp' in binary running on "
    "host. Make sure the Op and Kernel are registered in the binary running in this process."
)


@pytest.mark.parametrize("text", [SERVING, JAVA])
def test_tf_trts_ops_not_registered_are_a_build_without_tensorrt(text):
    assert _ids(text)[:1] == ["tensorrt-unavailable"]
    f = findings_of(text)["tensorrt-unavailable"]
    assert any("Op type not registered" in e for e in f.evidence)


@pytest.mark.parametrize("op", ["DisableCopyOnRead", "TRTEngineOpV2", "MyTRTEngineOp"])
def test_other_ops_not_registered_are_no_tf_trt(op):
    assert "tensorrt-unavailable" not in _ids(JAVA.replace("TRTEngineOp", op))


# --- add-ons' loaders ------------------------------------------------------------------------

# https://github.com/argonne-lcf/dlio_benchmark/issues/305 (tensorflow-io 0.37.1 under 2.20)
TFIO_PLUGINS = (
    "caused by: ['/home/alice/local/env2/lib/python3.12/site-packages/tensorflow_io/python/ops/"
    "libtensorflow_io_plugins.so: undefined symbol: _ZN3tsl5mutex6unlockEv']"
)


def test_tensorflow_ios_library_missing_a_symbol_is_the_addon_not_fitting():
    assert _ids(TFIO_PLUGINS)[:1] == ["custom-op-build-mismatch"]


@pytest.mark.parametrize(
    "library", ["libtensorflow_framework.so.2", "libtensorflow.so.2", "libtensorflow_cc.so.2"]
)
def test_tensorflows_own_library_missing_a_symbol_is_no_addon(library):
    text = TFIO_PLUGINS.replace("libtensorflow_io_plugins.so", library)
    assert "custom-op-build-mismatch" not in _ids(text)


# https://github.com/tensorflow/io/issues/1100 (its title; the loader in
# tensorflow_io/python/ops/__init__.py raises or warns so)
@pytest.mark.parametrize(
    "line",
    [
        "NotImplementedError: unable to open file: libtensorflow_io.so on a fresh GCP Deep "
        "Learning VM with TensorFlow 2.3",
        "UserWarning: unable to load libtensorflow_io_plugins.so: unable to open file: "
        "libtensorflow_io_plugins.so, from paths: ['/x/libtensorflow_io_plugins.so']",
    ],
)
def test_tensorflow_ios_loader_refusing_its_library_is_the_possible_cause(line):
    f = findings_of(line)["custom-op-build-mismatch"]
    assert f.confidence == "possible"


def test_another_file_tensorflow_io_cannot_open_is_no_addon():
    assert "custom-op-build-mismatch" not in _ids("unable to open file: checkpoint.index")


# https://github.com/NVIDIA/DALI/issues/1263 (conda's tensorflow-gpu 1.12)
DALI = "Exception: No matching DALI plugin found for installed TensorFlow version"


def test_dalis_plugin_matching_no_tensorflow_is_the_addon_not_fitting():
    assert _ids(DALI)[:1] == ["custom-op-build-mismatch"]
    assert findings_of(DALI)["custom-op-build-mismatch"].confidence == "likely"


# --- PyTorch out of memory beside a TensorFlow model -----------------------------------------

# https://github.com/jina-ai/finetuner/issues/328
FINETUNER = (
    "When fine-tuning a TensorFlow model with a miner that uses the "
    "`TorchStrategicMiningHelper` (which uses torch) we get a CUDA OOM error."
)


def test_pytorch_told_out_of_memory_beside_tensorflow_is_the_reservation():
    assert _ids(FINETUNER)[:1] == ["memory-growth-disabled"]


@pytest.mark.parametrize(
    "text",
    [
        # TensorFlow's own out-of-memory, PyTorch only compared
        "With a TensorFlow model: PyTorch works fine but TensorFlow gives CUDA OOM.",
        "TensorFlow model here; torch has no CUDA OOM at all.",
        # memory growth on: nothing reserved
        FINETUNER + "\ntf.config.experimental.set_memory_growth(gpu, True)",
    ],
)
def test_pytorch_out_of_memory_not_told_so_is_no_reservation(text):
    assert "memory-growth-disabled" not in _ids(text)


# --- a CUDA runtime the log shows opened ---------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/44683 (a working run: a build of 2.5 for CUDA
# 10.2, the runtime it asked for opened)
STATED = """OS: ubuntu 18.04
cuda: 10.2
cuDNN:7.6.5
Tensorflow:2.5.0
My GPU spec: device: 0, name: GeForce GTX 1060 6GB"""
OPENED = (
    "2020-11-08 13:00:32.053030: I tensorflow/stream_executor/platform/default/dso_loader.cc:49]"
    " Successfully opened dynamic library libcudart.so.10.2"
)


def test_a_stated_cuda_the_release_was_not_built_with_is_read_without_the_runtime():
    assert "cuda-libraries-missing" in _ids(STATED)


def test_a_runtime_opened_outweighs_the_stated_release_and_cuda():
    assert _ids(STATED + "\n" + OPENED) == []


def test_the_builds_own_runtime_opened_leaves_the_stated_cudnn_read():
    # TensorFlow 2.5's CUDA 11 runtime opened: the cuDNN 7 stated is still not its cuDNN 8
    text = STATED + "\n" + OPENED.replace("libcudart.so.10.2", "libcudart.so.11.0")
    assert "cuda-libraries-missing" in _ids(text)
    assert any(
        "cuDNN 7.6 stated" in e for e in findings_of(text)["cuda-libraries-missing"].evidence
    )


# --- a form's list item with its value on the next line --------------------------------------

# https://github.com/tensorflow/tensorflow/issues/10111
FORM = """- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**:
Windows 7
- **TensorFlow installed from (source or binary)**:
Using pip3
- **TensorFlow version (use command below)**:
1.1
- **Bazel version (if compiling from source)**:
- **CUDA/cuDNN version**:
8.0
- **GPU model and memory**:
Quadro K620"""


def test_a_list_items_value_on_the_next_line_is_stated():
    stated = _stated(FORM)
    assert stated.get("tf_version") == "1.1"
    assert stated.get("cuda") == "8.0"


def test_a_field_left_empty_takes_no_other_field_as_its_value():
    text = "- Python version:\n- TensorFlow version (use command below): 2.0.0b1\n"
    assert _stated(text) == {"tf_version": "2.0"}
    # and the value on its own line still goes to the field above it
    assert _stated("- Python version:\n3.7.5").get("python") == "3.7"


def test_the_reservation_tells_a_line_once():
    evidence = findings_of(FINETUNER)["memory-growth-disabled"].evidence
    assert len(evidence) == len(set(evidence))


def test_pytorchs_out_of_memory_told_with_a_hyphen_is_read():
    # https://github.com/SeldonIO/alibi-detect/issues/432, as written with hyphens
    text = "import tensorflow as tf\nOut-of-memory error is occurred in pytorch codes."
    assert _ids(text)[:1] == ["memory-growth-disabled"]


# --- conda's metapackage for the GPU build ---------------------------------------------------

# https://github.com/PacktPublishing/TinyML-Cookbook/issues/6 (`conda list`, conda-forge)
CONDA_GPU = """# Name                    Version                   Build  Channel
tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge
tensorflow-base           2.11.1          cuda112py39h0320e7d_0    conda-forge
tensorflow-estimator      2.11.1          cuda112py39h11d7a3b_0    conda-forge
tensorflow-gpu            2.11.1          cuda112py39h0bbbad9_0    conda-forge"""


def test_condas_tensorflow_gpu_beside_its_gpu_build_is_one_install():
    ids = _ids(CONDA_GPU)
    assert "multiple-tensorflow-distributions" not in ids
    assert "tensorflow-gpu-package-removed" not in ids


@pytest.mark.parametrize(
    ("tensorflow_row", "gpu_row"),
    [
        # a CPU build of conda-forge beside defaults' metapackage
        # (https://github.com/conda-forge/tensorflow-feedstock/issues/365's shape)
        (
            "tensorflow                1.10.0                   py36_0    conda-forge",
            "tensorflow-gpu            1.10.0               hf154084_0",
        ),
        # the GPU build, but the metapackage of another release
        (
            "tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge",
            "tensorflow-gpu            2.10.0          cuda112py39h0bbbad9_0    conda-forge",
        ),
        # pip's tensorflow-gpu in a conda environment
        (
            "tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge",
            "tensorflow-gpu            2.11.1                   pypi_0    pypi",
        ),
    ],
)
def test_condas_tensorflow_gpu_beside_another_build_is_still_two(tensorflow_row, gpu_row):
    assert "multiple-tensorflow-distributions" in _ids(tensorflow_row + "\n" + gpu_row)


def test_a_runtime_not_loaded_leaves_the_stated_cuda_read():
    missing = (
        "2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: "
        "libcudart.so.11.0: cannot open shared object file: No such file or directory"
    )
    f = findings_of(STATED + "\n" + missing)["cuda-libraries-missing"]
    assert any("CUDA 10.2 stated" in e for e in f.evidence)


def test_tensorflow_ios_library_told_missing_a_symbol_is_the_addon_not_fitting():
    # the same told without dlopen's colon after the library's name
    text = "libtensorflow_io.so fails with undefined symbol: _ZN3tsl5mutex6unlockEv"
    assert _ids(text)[:1] == ["custom-op-build-mismatch"]


def test_a_list_item_under_an_empty_field_is_a_line_of_its_own():
    # several CUDAs told, none of them the field's value: the machine's CUDA stays unknown
    text = "* CUDA/cuDNN version:\n  * CUDA Version: 10.0\nI also have cuda 10.1 and 10.2."
    assert "cuda" not in _stated(text)
    # under a form's heading, the line after it is its value whatever its shape
    assert _stated("### CUDA/cuDNN version\n- 12.2/8.9").get("cuda") == "12.2"


# --- the two-hundred-and-thirty-second to two-hundred-and-thirty-ninth sets ------------------

# https://github.com/tensorflow/tensorflow/issues/45299 (an RTX 3070 under a CUDA 10.1 build)
RTX3070 = """tensorflow is not running corectly on rtx3070 gpu same code is running well on gtx1050 ti and on cpu but when i run it on gpu it take 5 min than print last 2 line saying Epoch 1/1 and it stucks there please help

2020-12-01 18:08:04.785338: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
Using TensorFlow backend.
2020-12-01 18:08:06.705948: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-12-01 18:08:06.732000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce RTX 3070 computeCapability: 8.6"""  # noqa: E501


def test_a_cuda_runtime_opened_on_windows_is_a_gpu_build_of_2_10_or_older():
    ids = _ids(RTX3070)
    assert "windows-native-no-gpu" not in ids
    assert ids[:1] == ["compute-capability-unsupported"]


def test_without_the_runtime_opened_native_windows_after_2_10_stays_possible():
    text = RTX3070.replace("Successfully opened dynamic library cudart64_101.dll", "")
    assert "windows-native-no-gpu" in _ids(text)


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/google-research/google-research/issues/1139
        "But I noticed that sometimes, my gpus are idle (gpus usage down to 0%). I think this "
        "is because data loading is not responsive to gpus.",
        # https://github.com/tensorpack/tensorpack/issues/321
        "I found that in the 4 gpu case, sometimes all of 4 gpu are idle (almost half the time "
        "they are not working).",
        # https://github.com/tensorflow/tensorflow/issues/32360
        "i saw that the big part of the time only 1% of GPU is ised and sometimes 29% but just "
        "one 1second",
    ],
)
def test_a_gpu_idle_part_of_the_time_is_waiting_for_its_input(line):
    f = findings_of(line)["gpu-underutilized-input-bound"]
    assert f.confidence == "possible"


@pytest.mark.parametrize(
    "line",
    [
        "the GPU is idle, training runs on the CPU",  # idle all along: not used at all
        "sometimes the GPU is not idle",
        "sometimes training is slow, the GPU is at 95%",
    ],
)
def test_a_gpu_idle_all_along_or_not_idle_is_no_input_bound(line):
    assert "gpu-underutilized-input-bound" not in _ids(line)


# https://github.com/prefix-dev/pixi/issues/2554 (uv's resolver in pixi, the versions cut)
PIXI = (
    "have no wheels with a matching Python ABI tag and you require tensorflow, we can conclude "
    "that your requirements are unsatisfiable."
)


def test_uvs_no_abi_tag_with_its_versions_cut_is_the_python_unsupported():
    assert _ids(PIXI)[:1] == ["python-version-unsupported"]


def test_uvs_no_platform_tag_with_its_versions_cut_is_no_python_unsupported():
    text = PIXI.replace("Python ABI tag", "platform tag")
    assert "python-version-unsupported" not in _ids(text)
