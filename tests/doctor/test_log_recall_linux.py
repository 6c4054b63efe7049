"""Linux driver, container, library, GPU-generation and memory log lines, one real excerpt each.

Each excerpt is verbatim from the public thread named with it (user and host names replaced).
"""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose_log


def found(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.strip("\n").splitlines()).findings}


# (source, excerpt, finding, confidence)
CASES: tuple[tuple[str, str, str, str], ...] = (
    # --- containers -----------------------------------------------------------------------
    (
        "https://github.com/infiniflow/ragflow/issues/9573",
        'Error response from daemon: could not select device driver "nvidia" with '
        "capabilities: [[gpu]]",
        "container-toolkit-missing",
        "likely",
    ),
    (
        "https://github.com/OpenBMB/XAgent/issues/273",
        """
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container:
""",
        "container-toolkit-missing",
        "likely",
    ),
    (
        "https://github.com/NVIDIA/nvidia-docker/issues/1337",
        """
docker: Error response from daemon: exec: "nvidia-container-runtime-hook": executable file not found in $PATH.
ERRO[0000] error waiting for container: context canceled
""",  # noqa: E501 - verbatim
        "container-toolkit-missing",
        "likely",
    ),
    (
        "https://github.com/NVIDIA/nvidia-docker/issues/838",
        """
$ docker run --runtime=nvidia --rm nvidia/cuda nvidia-smi
docker: Error response from daemon: Unknown runtime specified nvidia.
""",
        "container-runtime-not-configured",
        "likely",
    ),
    (
        "https://github.com/NVIDIA/libnvidia-container/issues/231",
        """
nvidia-container-cli list
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory
""",  # noqa: E501 - verbatim
        "container-toolkit-driver-not-found",
        "likely",
    ),
    (
        # A shell inside a container (Docker's host name: 12 hex digits).
        "https://github.com/ameli/manylinux-cuda/issues/5",
        """
[root@24c96d985c30 /]# nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
""",  # noqa: E501 - verbatim
        "container-without-gpus",
        "likely",
    ),
    (
        # `docker run` with the driver mounted by hand, no --gpus, no NVIDIA runtime.
        "https://github.com/mattshma/bigdata/issues/108",
        """
使用：`sudo docker run -v /usr/bin:/usr/local/nvidia/bin -v /usr/lib64/nvidia:/usr/local/nvidia/lib -p 8888:8888 MY_DOCKER_IMAGE` 启动 jupyter 镜像后，登录 jupyter terminel，执行命令报错如下：
$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
""",  # noqa: E501 - verbatim
        "container-without-gpus",
        "confirmed",
    ),
    # --- driver not loaded ----------------------------------------------------------------
    (
        "https://github.com/MrMEEE/ironhide/issues/165",
        "  FATAL: Error inserting nvidia_current (/lib/modules/3.0.0-12-generic/updates/dkms/"
        "nvidia_current.ko): No such device",
        "driver-not-loaded",
        "likely",
    ),
    (
        "https://github.com/NVIDIA/gpu-operator/issues/8",
        """
ERROR: Unable to load the kernel module 'nvidia.ko'.  This happens most
       frequently when this kernel module was built against the wrong or
       improperly configured kernel sources, with a version of gcc that
""",
        "driver-not-loaded",
        "likely",
    ),
    (
        "https://github.com/mattshma/bigdata/issues/133",
        """
[188497.595099] NVRM: No NVIDIA graphics adapter probed!
[188497.595838] nvidia-nvlink: Unregistered the Nvlink Core, major device number 239
[188549.975172] nvidia-nvlink: Nvlink Core is being initialized, major device number 239
[188549.976351] NVRM: The NVIDIA probe routine was not called for 3 device(s).
""",
        "driver-not-loaded",
        "likely",
    ),
    (
        # DKMS could not build the module: it is not loaded, but the log does not say why.
        "https://github.com/pop-os/pop/issues/3811",
        """
Building initial module for 6.17.9-76061709-generic
ERROR (dkms apport): kernel package linux-headers-6.17.9-76061709-generic is not supported
Error! Bad return status for module build on kernel: 6.17.9-76061709-generic (x86_64)
Consult /var/lib/dkms/nvidia/580.119.02/build/make.log for more information.
""",
        "driver-not-loaded",
        "possible",
    ),
    # --- GPU generation -------------------------------------------------------------------
    (
        # TensorFlow 0.x: "Ignoring gpu device", without "visible".
        "https://github.com/tensorflow/tensorflow/issues/4002",
        "Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda "
        "compute capability 3.0. The minimum required Cuda capability is 3.5.",
        "compute-capability-too-old",
        "likely",
    ),
    (
        "https://github.com/openxla/xla/issues/5932",
        """
2023-09-26 23:49:25.317379: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:231] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 9.0
2023-09-26 23:49:25.317412: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:234] Used ptxas at ptxas
2023-09-26 23:49:25.317533: W external/xla/xla/stream_executor/gpu/redzone_allocator.cc:322] UNIMPLEMENTED: ptxas ptxas too old. Falling back to the driver to compile.
""",  # noqa: E501 - verbatim
        "ptxas-too-old",
        "likely",
    ),
    (
        # TensorFlow 2.4-2.9's wording, in a container with CUDA 11.0 on an sm_89 GPU.
        "https://github.com/MBoemo/DNAscent/issues/87",
        "`W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. "
        "We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get "
        "the best performance. The ptxas error was: ptxas fatal   : Value 'sm_89' is not defined "
        "for option 'gpu-name'`",
        "ptxas-too-old",
        "likely",
    ),
    # --- memory ---------------------------------------------------------------------------
    (
        "https://github.com/tensorflow/models/issues/7088",
        """
2019-06-23 19:34:30.142558: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
  (0) Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
""",  # noqa: E501 - verbatim
        "memory-growth-disabled",
        "possible",
    ),
    (
        "https://github.com/JiahuiYu/generative_inpainting/issues/384",
        "issue:tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit "
        "initialization on GPU:1 failed. Status: out of memory.",
        "gpu-out-of-memory",
        "likely",
    ),
    (
        # The message as a thread's title: cut after "allocating".
        "https://github.com/eragonruan/text-detection-ctpn/issues/217",
        "2018-08-21 11:10:43.438096: W tensorflow/core/framework/op_kernel.cc:1182] Resource "
        "exhausted: OOM when allocating",
        "gpu-out-of-memory",
        "likely",
    ),
)


@pytest.mark.parametrize(
    ("source", "text", "finding", "confidence"), CASES, ids=[c[2] for c in CASES]
)
def test_excerpt_names_its_cause(source: str, text: str, finding: str, confidence: str) -> None:
    assert source.startswith("https://")
    findings = found(text)
    assert finding in findings, sorted(findings)
    assert findings[finding].confidence == confidence


def test_ptxas_too_old_is_a_warning() -> None:
    text = next(c[1] for c in CASES if c[2] == "ptxas-too-old")
    assert found(text)["ptxas-too-old"].severity == WARNING


def test_container_lines_are_not_driver_not_loaded() -> None:
    # Docker refusing the GPU request, or nvidia-smi failing inside a container: the host
    # driver is not the finding.
    for _, text, finding, _ in CASES:
        if finding.startswith("container-"):
            assert "driver-not-loaded" not in found(text), finding


def test_bare_nvidia_smi_failure_leaves_the_container_possible() -> None:
    # https://github.com/ci-for-research/self-hosted-runners/issues/40
    text = (
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make "
        "sure that the latest NVIDIA driver is installed and running."
    )
    findings = found(text)
    assert findings["driver-not-loaded"].confidence == "likely"
    assert findings["driver-not-loaded"].severity == ERROR
    container = findings["container-without-gpus"]
    assert container.confidence == "possible"
    assert container.severity == WARNING  # not an error the log shows
    assert container.rank > findings["driver-not-loaded"].rank


def test_docker_run_with_gpus_is_not_a_container_without_them() -> None:
    # https://github.com/NVIDIA/nvidia-docker/issues/1629 (the host driver was the cause)
    text = """
$ sudo docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
"""  # noqa: E501 - the wording of nvidia-smi
    findings = found(text)
    assert findings["driver-not-loaded"].confidence == "likely"
    assert findings["container-without-gpus"].confidence == "possible"


def test_a_host_line_about_the_module_rules_out_the_container() -> None:
    # https://github.com/NVIDIA/nvidia-docker/issues/365
    text = """
$ nvidia-smi
modprobe: FATAL: Module nvidia not found.
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
"""  # noqa: E501 - verbatim
    findings = found(text)
    assert "driver-not-loaded" in findings
    assert "container-without-gpus" not in findings


def test_docker_run_continued_on_the_next_line_passes_the_gpus() -> None:
    # The command of https://github.com/FoundationVision/ByteTrack/issues/302, shortened, with
    # --gpus moved to its second line.
    text = """
docker run -it --rm \\
--gpus all \\
-v $PWD/pretrained:/workspace/ByteTrack/pretrained \\
--net=host \\
bytetrack:latest
"""
    assert read_log_facts(text.strip().splitlines())["from_log"]["docker_gpus"] is True


def test_lsmod_without_output_means_the_module_is_not_loaded() -> None:
    # https://github.com/mattshma/bigdata/issues/133 (a comment: the module was not loaded)
    text = """
# lsmod |grep nvidia
# # yum list cuda-drivers
"""
    assert found(text)["driver-not-loaded"].confidence == "possible"


def test_lsmod_with_modules_says_nothing() -> None:
    # Lines in lsmod's format: the module is loaded.
    text = """
$ lsmod | grep nvidia
nvidia_drm             53248  4
nvidia_modeset       1114112  9 nvidia_drm
nvidia              19890176  439 nvidia_modeset
"""
    assert "driver-not-loaded" not in found(text)


def test_cuda_library_import_error_names_the_library() -> None:
    # https://github.com/tensorflow/tensorflow/issues/20271 (TensorFlow 1.x against CUDA 9.0)
    text = "ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory"
    f = found(text)["cuda-libraries-missing"]
    assert any("libcudnn.so.7" in e for e in f.evidence)


def test_cuda_visible_devices_past_the_last_gpu() -> None:
    # https://github.com/pytorch/examples/issues/115 (one GPU, index 0; the command asks for 2)
    text = """
(py35) ~/pytorch/examples/mnist$ CUDA_VISIBLE_DEVICES=2 python main.py
THCudaCheck FAIL file=torch/csrc/cuda/Module.cpp line=109 error=38 : no CUDA-capable device is detected
Files already downloaded
~/pytorch/examples/mnist$ nvidia-smi
Sun Mar 19 15:50:14 2017
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 375.39                 Driver Version: 375.39                    |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  TITAN X (Pascal)    Off  | 0000:01:00.0      On |                  N/A |
| 23%   27C    P8    10W / 250W |     63MiB / 12186MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
"""  # noqa: E501 - verbatim
    f = found(text)["cuda-visible-devices-hides-gpus"]
    assert f.confidence == "confirmed"
    assert any("CUDA_VISIBLE_DEVICES=2" in e for e in f.evidence)


def test_cuda_visible_devices_without_the_gpu_count_says_nothing() -> None:
    # https://github.com/thuml/Autoformer/issues/25: the script's line alone; the machine's
    # GPUs are not shown, so index 1 may exist.
    assert "cuda-visible-devices-hides-gpus" not in found("export CUDA_VISIBLE_DEVICES=1")


def test_cuda_visible_devices_in_python() -> None:
    # https://github.com/weizhepei/CasRel/issues/28
    facts = read_log_facts(['os.environ["CUDA_VISIBLE_DEVICES"] = "1" '])
    assert facts["env"] == {"CUDA_VISIBLE_DEVICES": "1"}


@pytest.mark.parametrize(
    ("source", "line", "release"),
    [
        (
            "https://github.com/tensorflow/tensorflow/issues/18884",
            "ImportError: libcublas.so.9.0: cannot open shared object file: No such file or "
            "directory",
            "CUDA 9.0",
        ),
        (
            "https://github.com/tensorflow/tensorflow/issues/20271",
            "ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory",
            "cuDNN 7",
        ),
    ],
)
def test_missing_library_names_its_release(source: str, line: str, release: str) -> None:
    f = found(line)["cuda-libraries-missing"]
    assert any(release in e for e in f.evidence), f.evidence


def test_release_of_ambiguous_sonames() -> None:
    from tfgpu_gui.doctor.rules import release_of

    assert release_of("libcudart", "10.1") == "CUDA 10.1"
    assert release_of("libcudart", "11.0") == "CUDA 11.x"
    assert release_of("libcublas", "10") == "CUDA 10.1 or 10.2"
    assert release_of("libcufft", "10") is None  # cuFFT 10 ships with CUDA 10.1 to 11.x


def test_a_container_whose_nvidia_smi_works_is_fine() -> None:
    # https://github.com/rlan/notebooks/issues/25 (started with nvidia-docker)
    text = """
root@0998b5963dd2:/# nvidia-smi
Tue Mar  5 00:16:33 2019
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 410.79       Driver Version: 410.79       CUDA Version: 10.0     |
"""
    assert not [f for f in found(text) if f.startswith(("container-", "driver-"))]
