# ruff: noqa: E501 - log lines are quoted verbatim
"""Readings of a development build, of a library's missing dependency, of a line that may mean
either of two causes, of a form written with dashes and of what users say of an idle GPU.

Each paste is quoted from the thread named beside it.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.rules import diagnose_log

# A TF 2.5 nightly on an RTX 3090 with CUDA 11.0 and cuDNN 8.0, as its form told it
# (https://github.com/tensorflow/tensorflow/issues/44750): the nightly of November 2020 was
# built with CUDA 11.0 and cuDNN 8.0; the 2.5.0 release with CUDA 11.2 and cuDNN 8.1.
NIGHTLY_FORM = """**System information**
- System: Windows 10
- TensorFlow version (you are using): {version}
- Python version: 3.8.6-amd64
- cuDNN: 8.0.4.30
- NVIDIA Drivers: 456.71

I recently got working on my RTX 3090 on the Windows 10 machine."""


def test_a_development_build_is_not_held_to_its_release_s_tested_cuda_and_cudnn():
    nightly = _all(NIGHTLY_FORM.format(version="2.5.0.dev20201108"))
    assert "cudnn-version-mismatch" not in nightly
    assert "compute-capability-ptx-jit" not in nightly  # the release's wheels, not its own
    # The release itself is: cuDNN 8.1 and kernels up to sm_80 (8.6 runs their PTX).
    release = _all(NIGHTLY_FORM.format(version="2.5.0"))
    assert "cudnn-version-mismatch" in release
    assert "compute-capability-ptx-jit" in release


def test_a_development_build_is_read_in_each_way_it_is_written():
    # tf.version.VERSION of the same builds ("2.6.0-dev20210407",
    # https://github.com/tensorflow/text/issues/554), tf-nightly's wheel version, and prose.
    for version in ("2.5.0-dev20201108", "tf_nightly-2.5.0.dev20201108"):
        assert "cudnn-version-mismatch" not in _all(NIGHTLY_FORM.format(version=version))
    prose = "I use TensorFlow 2.5.0.dev20201108 with cuDNN 8.0.4 on Ubuntu 20.04"
    assert "cudnn-version-mismatch" not in _all(prose)
    assert "cudnn-version-mismatch" in _all(prose.replace(".dev20201108", ""))


def test_a_missing_dependency_of_tensorrts_plugin_is_tensorrts_not_cudas():
    # A run that found its GPU in TensorFlow's 2.1.0 image
    # (https://github.com/tensorflow/tensorflow/issues/35364): the loader names, in its
    # dlerror, the library the optional TensorRT plugin needs.
    log = [
        "2019-12-26 21:53:03.304048: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.6",
        "2019-12-26 21:53:03.304418: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvrtc.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64",
        "2019-12-26 21:53:03.304431: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.",
    ]
    report = explain_log_report(log)
    assert [f.id for f in report.findings] == ["tensorrt-missing-warning"]
    assert report.exit_status() == 0
    # The same library missing for TensorFlow itself (cuDNN loads NVRTC,
    # https://github.com/tensorflow/tensorflow/issues/62194) is CUDA's.
    own = "Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: No such file or directory"
    assert "cuda-libraries-missing" in _all(own)


# cuDNN's RNN ops when no cuDNN handle started (a GRU model's conversion,
# https://github.com/Dobiasd/frugally-deep/issues/317, fixed by turning memory growth on).
NO_DNN = [
    "tensorflow.python.framework.errors_impl.UnknownError: Graph execution error:",
    "",
    "Fail to find the dnn implementation.",
    "\t [[{{node CudnnRNN}}]]",
]


def test_no_dnn_implementation_is_another_cudnn_or_no_memory_for_it():
    ranked = [(f.id, f.confidence) for f in explain_log_report(NO_DNN).findings]
    assert ranked == [
        ("cudnn-version-mismatch", "possible"),
        ("memory-growth-disabled", "possible"),
    ]


def test_a_cudnn_the_log_shows_mismatched_leaves_memory_out():
    # The loaded cuDNN older than the build's (https://github.com/ufoym/deepo/issues/149).
    shown = "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0"
    ids = [f.id for f in explain_log_report([shown, *NO_DNN]).findings]
    assert ids == ["cudnn-version-mismatch"]


def test_tensorflow_1s_loader_without_libcuda_is_the_driver_not_cuda():
    # A TensorFlow GPU image on a platform that mounted no driver libraries
    # (https://github.com/codalab/codalab-worksheets/issues/591).
    libcuda = "I tensorflow/stream_executor/dso_loader.cc:102] Couldn't open CUDA library libcuda.so.1. LD_LIBRARY_PATH: "
    alone = _all(libcuda)
    assert "no-nvidia-driver" in alone
    assert "cuda-libraries-missing" not in alone
    in_docker = _all(
        "When running with `tensorflow/tensorflow` docker image from docker hub\n" + libcuda
    )
    assert next(iter(in_docker)) == "container-without-gpus"
    # The same loader on CUDA's own libraries (https://github.com/NVIDIA/nvidia-docker/issues/160).
    cudnn = "I tensorflow/stream_executor/dso_loader.cc:99] Couldn't open CUDA library libcudnn.so. LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64:"
    assert "cuda-libraries-missing" in _all(cudnn)


def test_an_issue_form_written_with_dashes_is_read_as_the_form():
    # https://github.com/tensorflow/tensorflow/issues/36776
    facts = diagnose_log(
        [
            "OS Platform and Distribution - Windows 10 home",
            "TensorFlow version - 2.1.0",
            "Python version - 3.7.4",
            "CUDA/cuDNN version - 10.1",
        ]
    ).facts
    assert facts["stated"] == {"tf_version": "2.1", "cuda": "10.1", "python": "3.7"}
    assert facts["system"]["platform_kind"] == "windows"
    # A hyphen inside the value is no separator.
    assert (
        diagnose_log(["TensorFlow version: tf-nightly 2.1"]).facts["stated"]["tf_version"] == "2.1"
    )


def test_what_users_say_of_an_idle_gpu():
    # "no gpu has been used" (https://github.com/eragonruan/text-detection-ctpn/issues/167)
    said = "but it shows it needs 5s every iter. and no gpu has been used."
    assert read_log_facts([said])["from_log"].get("gpu_not_used")
    # The CPU full beside a GPU barely used: the input, not the GPU, is the bottleneck
    # (https://github.com/Farama-Foundation/HighwayEnv/issues/103).
    busy = "CPU utilization reaches 100%,but GPU is very low.The same situation occurred"
    assert list(_all(busy)) == ["gpu-underutilized-input-bound"]
    assert "gpu-underutilized-input-bound" not in _all("CPU utilization reaches 100%, GPU at 98%")


def test_cudnn_failing_to_start_beside_the_cudnn_loaded_mismatched_is_the_mismatch():
    # https://github.com/czy36mengfei/tensorflow2_tutorials_chinese/issues/12 (TF 2.0)
    failed = "Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above."
    loaded = "Loaded runtime CuDNN library: 7.5.0 but source was compiled with: 7.6.0.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version."
    assert "memory-growth-disabled" in _all(failed)  # alone: most often no memory for cuDNN
    both = explain_log_report([failed, loaded]).findings
    assert [f.id for f in both] == ["cudnn-version-mismatch"]
    # The line of the failure is its evidence too.
    assert {e.split(":")[0] for e in both[0].evidence} >= {"log line 1", "log line 2"}


def test_a_stub_libcuda_in_an_apptainer_run_without_nv_is_the_gpus_not_passed_in():
    # https://github.com/grobidOrg/grobid/issues/1311: the same image lists GPU:0 with --nv.
    stub = "2025-07-14 18:31:04.375210: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: UNKNOWN ERROR (34)"
    assert next(iter(_all(stub))) == "no-nvidia-driver"
    run = "Now I realized I could run the apptainer again, this time without the `--vn` param"
    found = _all(run + "\n" + stub)
    assert next(iter(found)) == "container-without-gpus"
    assert "apptainer exec --nv" in found["container-without-gpus"].fix


def test_a_development_build_shown_by_pip_or_by_tensorflow_itself():
    # Written for the test: the nightly of the form above as `pip list` and as
    # `tf.__version__` print it, beside the cuDNN and CUDA it ran with.
    said = "I have cuDNN 8.0.4 and CUDA 11.0 on Ubuntu 20.04"
    pip_list = "Package                   Version\n------------------------- ---------\n{row}\nnumpy                     1.19.5\n\n"
    nightly = pip_list.format(row="tf-nightly                2.5.0.dev20201108")
    assert "cudnn-version-mismatch" not in _all(nightly + said)
    release = pip_list.format(row="tensorflow                2.5.0")
    assert "cudnn-version-mismatch" in _all(release + said)
    printed = ">>> import tensorflow as tf\n>>> tf.__version__\n'{version}'\n"
    assert "cudnn-version-mismatch" not in _all(printed.format(version="2.5.0-dev20201108") + said)
    assert "cudnn-version-mismatch" in _all(printed.format(version="2.5.0") + said)


def test_a_2_0_development_build_too_old_for_the_gpu_is_not_told_of_tensorflow_1():
    # Written for the test: a 2.0 nightly (built with 2.0's CUDA 10.0) on an Ampere GPU is told
    # the first release for it; only a 1.x release is also told of NVIDIA's 1.15 builds.
    said = "I use TensorFlow {} on an RTX 3080 with Ubuntu 18.04"
    nightly = _all(said.format("2.0.0.dev20190731"))["compute-capability-unsupported"]
    assert "Use TensorFlow 2.4 or later" in str(nightly.fix)
    assert "TensorFlow 1.x" not in str(nightly.fix)
    assert "TensorFlow 1.x" in str(_all(said.format("1.15"))["compute-capability-unsupported"].fix)


# https://github.com/rlogwood/gpu_tests (tensorflow_run.md): a test script's output with a
# tf-nightly on an RTX 5080, whose later lines show the GPU computing and every test passing.
NIGHTLY_5080 = """TensorFlow Version: 2.21.0-dev20251126
Python Version: 3.13.9
======================================================================
GPU INFORMATION
======================================================================
Number of GPUs: 1

GPU 0:
  Device: /physical_device:GPU:0
  Device Type: GPU
  Compute Capability: (12, 0)
  Name: NVIDIA GeForce RTX 5080
  Memory Growth: None

TensorFlow Version: 2.21.0-dev20251126
Built with CUDA: True
GPU Support Available: True"""


def test_a_gpu_tensorflow_lists_by_name_is_one_it_has():
    facts = read_log_facts(NIGHTLY_5080.splitlines())
    assert facts["tensorflow"]["gpus"] == ["/physical_device:GPU:0"]
    assert "compute-capability-unsupported" not in _all(NIGHTLY_5080)
    # the device's name in another sentence is no listing
    said = read_log_facts(["I expected /physical_device:GPU:0 to show up, but the list is empty"])
    assert "gpus" not in (said.get("tensorflow") or {})


def test_a_development_build_s_version_line_keeps_it_one():
    # Without the device listed, the release's wheels' kernels are not held against a nightly
    # (its own build may carry others); only the release's CUDA is.
    unlisted = NIGHTLY_5080.replace("  Device: /physical_device:GPU:0\n", "")
    report = explain_log_report(unlisted.splitlines())
    evidence = " ".join(e for f in report.findings for e in f.evidence)
    assert "PyPI wheels" not in evidence
    release = explain_log_report(unlisted.replace("-dev20251126", "").splitlines())
    assert any("PyPI wheels" in e for f in release.findings for e in f.evidence)
