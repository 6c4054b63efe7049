"""The official image's tag read as its TensorFlow release; a GPU that one stated release's wheels
leave out while another's run it; a GPU newer than the CUDA runtime TensorFlow opened. Texts are
quoted from the public threads named beside them."""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# https://github.com/tensorflow/tensorflow/issues/41132 as the corpus holds it
GTX_960M = next(
    log.text for log in all_logs() if log.name == "tf23rc0-docker-gtx960m-cc50-kernel-image-invalid"
)
FOUND_960M = (
    "2020-07-06 18:46:55.608911: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found "
    "device 0 with properties: \npciBusID: 0000:01:00.0 name: GeForce GTX 960M "
    "computeCapability: 5.0"
)
INVALID = (
    "CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid"
)


def _stated(text: str) -> dict[str, object]:
    return dict(read_log_facts(text.splitlines()).get("stated") or {})


def _problems(text: str) -> dict[str, str]:
    d = diagnose_log(text.splitlines())
    return {f.id: f.severity for f in d.findings if not f.harmless and f.severity != "info"}


def test_the_official_images_tag_is_its_release() -> None:
    for line, release in (
        ("> docker run -it --rm --gpus all tensorflow/tensorflow:2.3.0rc0-gpu", "2.3"),
        ("docker pull tensorflow/tensorflow:2.15.0-gpu-jupyter", "2.15"),
        ("FROM tensorflow/tensorflow:1.15.5-gpu-py3", "1.15"),
    ):
        assert _stated(line).get("tf_version") == release, line
    # No release in the tag, or another image's: nothing.
    assert "tf_version" not in _stated("docker run --gpus all tensorflow/tensorflow:latest-gpu")
    assert "tf_version" not in _stated("docker run tensorflow/serving:2.5.3-gpu")


def test_a_gpu_too_old_for_the_images_release_names_the_kernel_failure() -> None:
    text = "\n".join(["docker run --gpus all tensorflow/tensorflow:2.3.0-gpu", FOUND_960M, INVALID])
    assert _problems(text) == {"compute-capability-too-old": ERROR}


def test_one_stated_release_runs_the_gpu_the_other_leaves_it_out() -> None:
    # 2.3 and 2.2 both named: 2.3's wheels start at sm_52, 2.2 (older than the table) worked.
    assert _problems(GTX_960M) == {"compute-capability-too-old": ERROR}
    d = diagnose_log(GTX_960M.splitlines())
    finding = next(f for f in d.findings if f.id == "compute-capability-too-old")
    assert any("TensorFlow 2.3 start above it" in e for e in finding.evidence)
    # Both releases known to the table, one runs it (2.16 has sm_50, 2.17 does not): possible.
    told = "GTX 960M: works with tensorflow 2.16.1, fails with tensorflow 2.17.0"
    assert _problems(told) == {"compute-capability-too-old": WARNING}
    both_run = "GTX 1080 Ti: I tried tensorflow 2.16.1 and tensorflow 2.17.0"
    assert _problems(both_run) == {}


# https://github.com/tensorflow/tensorflow/issues/44349 (two of its lines)
RTX_3090_CUDA_101 = (
    "pciBusID: 0000:21:00.0 name: GeForce RTX 3090 computeCapability: 8.6\n"
    "2020-10-27 13:52:51.424829: I tensorflow/stream_executor/platform/default/dso_loader.cc:44]"
    " Successfully opened dynamic library libcudart.so.10.1"
)


def test_a_gpu_newer_than_the_cuda_runtime_tensorflow_opened() -> None:
    assert _problems(RTX_3090_CUDA_101) == {"compute-capability-unsupported": WARNING}
    d = diagnose_log(RTX_3090_CUDA_101.splitlines())
    assert any("opened the CUDA 10.1 runtime" in e for e in d.findings[0].evidence)
    windows = RTX_3090_CUDA_101.replace("libcudart.so.10.1", "cudart64_101.dll")
    assert read_log_facts(windows.splitlines())["from_log"]["cudart_opened"] == "10.1"
    # From 11 on the name carries no minor: libcudart.so.11.0 is every 11.x, an H100 (9.0)
    # runs on 11.8.
    h100 = (
        "pciBusID: 0000:21:00.0 name: NVIDIA H100 PCIe computeCapability: 9.0\n"
        "I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened "
        "dynamic library libcudart.so.11.0"
    )
    assert "cudart_opened" not in read_log_facts(h100.splitlines())["from_log"]
    assert "compute-capability-unsupported" not in _problems(h100)


# https://github.com/tensorflow/tensorflow/issues/5968 (its title and three lines of its form)
TF_012_WINDOWS = """[Windows] Tensorflow GPU fails to find CUDA.
1. A link to the pip package you installed:
`pip install --upgrade https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-0.12.0rc0-cp35-cp35m-win_amd64.whl`
2. The output from `python -c "import tensorflow; print(tensorflow.__version__)"`.
`python -c "import tensorflow; print(tensorflow.__version__)"
0.12.0-rc0"""


def test_a_wheels_file_name_and_the_modules_full_name_give_the_release() -> None:
    lines = TF_012_WINDOWS.splitlines()
    assert _stated(lines[2])["tf_version"] == "0.12"
    assert _stated("Downloading tensorflow-2.15.0-cp311-cp311-manylinux_2_17_x86_64.whl")[
        "tf_version"
    ] == ("2.15")
    assert "tf_version" not in _stated("Downloading keras_tensorflow-2.15.0-py3-none-any.whl")
    asked = read_log_facts(lines[-2:])
    assert asked.get("tensorflow", {}).get("version") == "0.12.0-rc0"


def test_tensorflow_told_not_to_find_cuda_is_a_gpu_not_used() -> None:
    facts = read_log_facts(["[Windows] Tensorflow GPU fails to find CUDA."])["from_log"]
    assert facts.get("gpu_not_used") is True
    assert not read_log_facts(["Should tensorflow find CUDA?"])["from_log"].get("gpu_not_used")
    # A release that had the GPU on Windows (0.12) and CUDA 8.0 there: its DLLs, not Windows.
    text = TF_012_WINDOWS + "\nCuda compilation tools, release 8.0, V8.0.44\nWindows 8.1"
    assert _problems(text) == {"cuda-libraries-missing": WARNING}


def test_an_nchw_op_run_on_the_cpu_is_a_gpu_not_used() -> None:
    # https://github.com/leela-zero/leela-zero/issues/1691 (TensorFlow's own line, shortened)
    line = (
        "2018-08-03 09:08:21.033200: E tensorflow/core/common_runtime/executor.cc:696] Executor "
        "failed to create kernel. Invalid argument: Conv2DCustomBackpropInputOp only supports "
        "NHWC."
    )
    facts = read_log_facts([line])["from_log"]
    assert facts.get("gpu_wanted") is True and facts.get("gpu_not_used") is True
    assert "tensorflow-cpu-only-build" in _problems(line)
    # https://github.com/inoryy/reaver/issues/23, in prose
    told = (
        "I get `UnimplementedError (see above for traceback): Generic conv implementation only "
        "supports NHWC tensor format for now.`"
    )
    assert read_log_facts([told])["from_log"].get("gpu_not_used") is True
    # The layout named in a question about it is no failure.
    assert not read_log_facts(["Does TensorFlow support NHWC on the CPU?"])["from_log"].get(
        "gpu_not_used"
    )
