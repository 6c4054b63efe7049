"""What each reading added from the newer sets of real threads says, word for word.

The evidence and the fix are what a user reads (the wizard, `tfgpu doctor --log`): each test
gives a paste quoted from the thread named beside it and compares the whole finding's words,
and the cases in which the reading must give way.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines as _read
from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# --- cuDNN not starting after another TensorFlow (Colab, a pip install, a downgrade) ------------

# https://github.com/frankkramer-lab/MIScnn/issues/146
CUDNN_LINE = (
    "UnknownError:  Failed to get convolution algorithm. This is probably because cuDNN failed "
    "to initialize, so try looking to see if a warning log message was printed above."
)
COLAB_FRAME = "[<ipython-input-17-0920e1d4f2e6>](https://localhost:8080/#) in <module>()"

CUDNN_FIX = (
    "Use the TensorFlow the system or runtime came with (on Colab: drop the pip install of "
    "tensorflow and restart the runtime), or install the cuDNN the release was built with "
    "(https://www.tensorflow.org/install/source#gpu). Check which one is loaded:\n"
    '$ python -c "import tensorflow as tf; print(tf.sysconfig.get_build_info())"\n'
    "$ python -m pip list | grep -i -e tensorflow -e cudnn"
)


def test_cudnn_after_colab_says_colab_its_lines_and_how_to_go_back():
    f = _all(f"{COLAB_FRAME}\n{CUDNN_LINE}")["cudnn-version-mismatch"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert len(f.evidence) == 4
    assert f.evidence[:3] == [
        "cuDNN failed to initialize, and the paste does not show which cuDNN was loaded",
        "the paste is from Colab, whose runtime comes with its own TensorFlow and cuDNN: a "
        "release built for another cuDNN than the one there stops at the same line",
        f"log line 1: {COLAB_FRAME}",
    ]
    assert f.evidence[3].startswith("log line 2: UnknownError:  Failed to get convolution")
    assert f.fix == CUDNN_FIX


def test_cudnn_after_a_pip_install_says_the_install_first():
    install = "!pip install tensorflow-gpu==2.1.0"
    f = _all(f"{install}\n{CUDNN_LINE}")["cudnn-version-mismatch"]
    assert f.evidence[1] == (
        "the paste installs or downgrades TensorFlow: a release built for another cuDNN than "
        "the one there stops at the same line"
    )
    assert f.evidence[2] == f"log line 1: {install}"
    assert f.evidence[3].startswith("log line 2: UnknownError:")
    # Colab and an install both shown: the install is the sign named.
    both = _all(f"{COLAB_FRAME}\n{install}\n{CUDNN_LINE}")["cudnn-version-mismatch"]
    assert both.evidence[1].startswith("the paste installs or downgrades TensorFlow")


def test_cudnn_after_another_tensorflow_gives_way_to_what_the_paste_shows():
    told = (
        "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN "
        "library needs to have matching major version and equal or higher minor version."
    )
    f = _all(f"{COLAB_FRAME}\n{told}\n{CUDNN_LINE}")["cudnn-version-mismatch"]
    assert not any("does not show which cuDNN" in e for e in f.evidence)
    oom = (
        "OOM when allocating tensor with shape[64,372,32,32] and type float on "
        "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc"
    )
    found = _all(f"{COLAB_FRAME}\n{oom}\n{CUDNN_LINE}")
    assert "cudnn-version-mismatch" not in found
    assert found["gpu-out-of-memory"].severity == ERROR
    # A cause shown (an error): no second guess.
    driver = "failed call to cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported"
    assert "cudnn-version-mismatch" not in _all(f"{COLAB_FRAME}\n{driver}\n{CUDNN_LINE}")


# --- the plain package pulled in beside tensorflow-gpu -------------------------------------------

# https://github.com/keras-team/keras-tuner/issues/168
TUNER = (
    'I am using Tensorflow on an Nvidia GPU by means of the PyPi-package "tensorflow-gpu".\n'
    'When I install keras-tuner, the PyPi-package "tensorflow" is unnecessarily pulled in.\n'
    "As a result, my scripts are not executed on the GPU anymore, but on the CPU instead."
)


def test_the_plain_package_pulled_in_says_why_with_its_line():
    f = _all(TUNER)["multiple-tensorflow-distributions"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste names tensorflow-gpu and says the plain tensorflow package was installed by "
        "another package, and the GPU is not used",
        "both install the same tensorflow module: the one installed last is what runs",
        'log line 2: When I install keras-tuner, the PyPi-package "tensorflow" is unnecessarily '
        "pulled in.",
    ]


def test_the_plain_package_pulled_in_gives_way():
    # Both packages in a list already say so: one finding, from the list.
    listed = TUNER + "\ntensorflow                 1.15.0\ntensorflow-gpu             1.15.0"
    f = _all(listed)["multiple-tensorflow-distributions"]
    assert not any("says the plain tensorflow package" in e for e in f.evidence)
    # A cause shown as an error: no guess beside it.
    caused = TUNER + "\nImportError: libcudart.so.10.0: cannot open shared object file"
    found = _all(caused)
    assert "multiple-tensorflow-distributions" not in found or not any(
        "says the plain tensorflow package" in e
        for e in found["multiple-tensorflow-distributions"].evidence
    )


# --- a Jetson without NVIDIA's TensorFlow ----------------------------------------------------

# https://github.com/KumaTea/tensorflow-aarch64/issues/6
JETSON = (
    "I've installed your version, but it seems like it doesn't use GPU for calculations:\n"
    "I'm using NVIDIA's Jetson Nano device."
)
JETSON_FIX = (
    "Install NVIDIA's TensorFlow for the board's JetPack release (see "
    "https://docs.nvidia.com/deeplearning/frameworks/install-tf-jetson-platform/), e.g. for "
    "JetPack 5.1:\n"
    "$ python3 -m pip install --extra-index-url "
    "https://developer.download.nvidia.com/compute/redist/jp/v51 tensorflow==2.11.0+nv23.01"
)


def test_a_jetson_without_nvidias_tensorflow_says_why_and_how():
    f = _all(JETSON)["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste is about an NVIDIA Jetson board, and TensorFlow does not use its GPU",
        "only NVIDIA's TensorFlow for JetPack uses a Jetson's GPU: the aarch64 wheels on PyPI "
        "and community builds are CPU builds",
        "log line 2: I'm using NVIDIA's Jetson Nano device.",
    ]
    assert f.fix == JETSON_FIX


def test_a_jetson_gives_way_to_a_gpu_build_and_to_a_cause_shown():
    built = JETSON + "\nBuilt with CUDA: True"
    assert "tensorflow-cpu-only-build" not in _all(built)
    caused = JETSON + "\nImportError: libcudart.so.10.2: cannot open shared object file"
    assert "tensorflow-cpu-only-build" not in _all(caused)
    no_complaint = "I'm using NVIDIA's Jetson Nano device."
    assert "tensorflow-cpu-only-build" not in _all(no_complaint)


# --- an AMD GPU the ROCm build left out -----------------------------------------------------

# https://github.com/deepfakes/faceswap/issues/1348
ROCM = (
    "Ignoring visible gpu device (device: 0, name: AMD Radeon RX 7900 XT, pci bus id: "
    "0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030, "
    "gfx900, gfx906, gfx908, gfx90a."
)


def test_the_rocm_finding_quotes_its_line():
    f = _all(ROCM)["compute-capability-unsupported"]
    assert f.severity == ERROR
    assert len(f.evidence) == 3
    assert f.evidence[2].startswith("log line 1: Ignoring visible gpu device (device: 0, name: AMD")
    assert f.explanation == (
        "TensorFlow's ROCm build for AMD GPUs has code only for the GPU architectures it lists: "
        "it ignores a GPU of another one and runs on the CPU."
    )
    assert f.fix == (
        "Use a tensorflow-rocm release (or AMD's rocm/tensorflow image) built for gfx1100: AMD's "
        "ROCm compatibility matrix lists which. This is an AMD GPU: the NVIDIA driver, CUDA and "
        "cuDNN steps do not apply."
    )
    assert f.confirm == "Run `rocminfo | grep gfx`: gfx1100 missing from the supported list above."


# --- the toolkit installed, Docker not configured -----------------------------------------------

# https://github.com/mudler/LocalAI/issues/4511
NO_DRIVER = (
    'docker: Error response from daemon: could not select device driver "" with capabilities: '
    "[[gpu]]."
)
TOOLKIT = "I did run `apt-get install nvidia-container-toolkit` prior to running local-ai"


def test_the_toolkit_installed_says_both_lines():
    found = _all(f"{NO_DRIVER}\n{TOOLKIT}")
    f = found["container-runtime-not-configured"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")
    assert f.evidence == [
        "the paste says nvidia-container-toolkit was installed, and Docker still has no driver "
        "for --gpus",
        "installing the toolkit does not register it with Docker: nvidia-ctk runtime configure "
        "and a restart of the daemon do",
        f"log line 2: {TOOLKIT}",
        f"log line 1: {NO_DRIVER}",
    ]
    assert "nvidia-ctk runtime configure --runtime=docker" in f.fix
    assert found["container-toolkit-missing"].severity == WARNING


def test_the_runtime_named_unknown_already_says_it():
    unknown = "docker: Error response from daemon: Unknown runtime specified nvidia."
    found = _all(f"{NO_DRIVER}\n{unknown}\n{TOOLKIT}")
    f = found["container-runtime-not-configured"]
    assert not any("does not register it with Docker" in e for e in f.evidence)
    assert found["container-toolkit-missing"].severity == ERROR


# --- a refused wheel of another CPython ----------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/17873
WHEEL = "tensorflow-1.0.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform."


def test_a_refused_wheel_beside_the_python_named_says_both_versions_and_the_line():
    f = _all(f"{WHEEL}\nI am running python3.6 64 bit on windows 10")["python-version-unsupported"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")
    assert f.evidence == [
        "pip refused a wheel built for CPython 3.5 only; this Python is 3.6",
        f"log line 1: {WHEEL}",
    ]


def test_a_refused_wheel_alone_names_the_wheels_python_and_cites_the_line():
    found = _all(WHEEL)
    f = found["python-version-unsupported"]
    assert f.evidence == [
        "pip refused a wheel built for CPython 3.5 only",
        f"log line 1: {WHEEL}",
    ]
    assert found["python-32-bit"].severity == WARNING


def test_a_32_bit_python_shown_keeps_its_finding_beside_the_wheel():
    banner = (
        "Python 3.6.8 (tags/v3.6.8:3c6b436a57, Dec 23 2018, 23:31:17) [MSC v.1916 32 bit "
        "(Intel)] on win32"
    )
    found = _all(f"{banner}\n{WHEEL}")
    assert found["python-32-bit"].severity in (ERROR, WARNING)
    assert found["python-32-bit"].severity != INFO


def test_the_toolkit_installed_inside_wsl2_gets_wsl2s_fix():
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE

    wsl = "Ubuntu 22.04 under WSL2\n" + f"{NO_DRIVER}\n{TOOLKIT}"
    f = _all(wsl)["container-runtime-not-configured"]
    assert f.fix == CATALOGUE["container-runtime-not-configured"].fix["wsl2"]


def test_a_refused_linux_wheel_names_the_python_the_paste_gives():
    # https://github.com/Qengineering/TensorFlow-JetsonNano/issues/2 (a Python 3.8 pip)
    wheel = (
        "ERROR: tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl is not a supported wheel on this "
        "platform."
    )
    alone = _all(wheel)["python-version-unsupported"]
    assert alone.evidence == [f"log line 1: {wheel}"]
    named = _all(f"{wheel}\nMy pip runs on Python 3.8")["python-version-unsupported"]
    assert named.evidence == [
        f"log line 1: {wheel}",
        "pip refused a wheel built for CPython 3.6 only; this Python is 3.8",
    ]
    banner = "Python 3.8.10 (default, Nov 22 2023, 10:22:35) [GCC 9.4.0] on linux\n" + wheel
    shown = _all(banner)["python-version-unsupported"]
    assert "pip refused a wheel built for CPython 3.6 only; this Python is 3.8" in shown.evidence


def test_no_cuda_device_on_a_run_without_the_gpu_keeps_the_other_causes():
    said = "For this particular run I forgot to use GPU."
    no_device = (
        "E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
        "CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"
    )
    cudnn = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
        "library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file"
    )
    found = _all(f"{said}\n{no_device}\n{cudnn}")
    assert found["cuda-libraries-missing"].severity == ERROR
    assert found["cuda-visible-devices-hides-gpus"].severity != INFO
    # The CUDA error alone on that run: information.
    assert _all(f"{said}\n{no_device}")["cuda-visible-devices-hides-gpus"].severity == INFO


def test_only_the_cuda_errors_own_line_is_lowered_on_a_run_without_the_gpu():
    # A container started without --gpus is said by its command, not by CUDA's error line: on a
    # run said to be without the GPU it stays what it is.
    said = "For this particular run I forgot to use GPU."
    run = "$ docker run -it --rm tensorflow/tensorflow:latest-gpu python train.py"
    assert _all(f"{said}\n{run}")["container-without-gpus"].severity == ERROR
    # Nor a container's missing driver library told by its own line.
    libcuda = (
        "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open "
        "shared object file: No such file or directory"
    )
    in_docker = _all(f"{said}\nI run it in a docker container.\n{libcuda}")
    assert in_docker["container-without-gpus"].severity == ERROR


# --- older readings, the cases the newer sets showed -------------------------------------------


def test_a_gpu_newer_than_an_old_releases_cuda_says_the_release_and_its_cuda():
    # https://github.com/bojone/bert4keras/issues/301: an RTX 3090 under TensorFlow 1.15
    text = "An RTX 3090 with tensorflow 1.15 reports failed to run cuBLAS routine"
    f = _all(text)["compute-capability-unsupported"]
    assert f.severity == ERROR
    assert f.evidence[:2] == [
        "RTX 3090 (stated): compute capability 8.6",
        "TensorFlow 1.15 was built with CUDA 10.0, which builds for compute capability 7.5 at most",
    ]


def test_a_gpu_newer_than_the_stated_cuda_says_the_cuda():
    # https://github.com/DeepLabCut/DeepLabCut/issues/1245
    text = "I'm on an NVIDIA GeForce 3090 GPU. I have CUDA 10.0.0."
    f = _all(text)["compute-capability-unsupported"]
    assert f.evidence[:2] == [
        "NVIDIA GeForce 3090 (stated): compute capability 8.6",
        "CUDA 10.0 is stated: TensorFlow built for it uses it, which builds for compute "
        "capability 7.5 at most",
    ]
    # A release named that the tables do not know: its CUDA is not the stated one's to judge.
    unknown = text + " TensorFlow 2.99."
    assert "compute-capability-unsupported" not in _all(unknown)


def test_each_gpu_named_is_judged_on_its_own():
    text = "Two GPUs: a GeForce GTX 1080 and an RTX 3090. I have CUDA 10.0."
    f = _all(text)["compute-capability-unsupported"]
    assert f.evidence[0] == "RTX 3090 (stated): compute capability 8.6"
    assert not any("GTX 1080 (stated)" in e for e in f.evidence)


def test_tensorflow_gpu_from_2_1_is_the_obsolete_name():
    assert "tensorflow-gpu-package-removed" in _all("tensorflow-gpu 2.1.0")
    assert "tensorflow-gpu-package-removed" not in _all("tensorflow-gpu 2.0.0")


def test_pip_finding_nothing_on_windows_gives_the_32_bit_windows_fix():
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE

    # https://github.com/tensorflow/tensorflow/issues/43244
    text = (
        "C:\\Users\\alice>pip install tensorflow\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from "
        "versions: none)\n"
        "ERROR: No matching distribution found for tensorflow"
    )
    f = _all(text)["python-32-bit"]
    assert f.fix == CATALOGUE["python-32-bit"].fix["windows"]
    assert f.evidence == [
        "pip found no TensorFlow distribution for this interpreter; TensorFlow publishes 64-bit "
        "wheels only, and nothing in the log shows whether this Python is 64-bit"
    ]


def test_a_32_bit_python_shown_is_not_said_twice():
    banner = (
        "Python 3.7.4 (tags/v3.7.4:e09359112e, Jul  8 2019, 19:29:22) [MSC v.1916 32 bit "
        "(Intel)] on win32"
    )
    text = (
        f"{banner}\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from "
        "versions: none)"
    )
    f = _all(text)["python-32-bit"]
    assert not any(e.startswith("pip found no TensorFlow distribution") for e in f.evidence)


def test_a_refused_macos_wheel_is_no_32_bit_python():
    wheel = (
        "ERROR: tensorflow-2.15.0-cp311-cp311-macosx_10_15_x86_64.whl is not a supported wheel "
        "on this platform."
    )
    assert "python-32-bit" not in _all(wheel)


def test_the_line_that_states_a_fact_is_given_as_evidence_when_there_is_one():
    from tfgpu_gui.doctor.facts import FactView

    view = FactView({"from_log": {"evidence": {"jetson_named": "log line 3: a Jetson Nano"}}})
    assert view.told("jetson_named") == ["log line 3: a Jetson Nano"]
    assert view.told("colab") == []
    assert FactView({"from_log": {"evidence": "damaged"}}).told("colab") == []
    assert FactView({}).told("colab") == []


# --- a Blackwell GPU named without a release; cuBLAS's allocation status; a DLL not starting ----

# https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/30
BLACKWELL = "GPU: 16GB RTX 5060 Ti (Blackwell)"


def test_a_gpu_newer_than_every_wheel_named_without_a_release_is_possible():
    f = _all(f"Training fails with CUDA_ERROR_INVALID_HANDLE\n{BLACKWELL}")[
        "compute-capability-unsupported"
    ]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "RTX 5060 Ti (stated): compute capability 12.0",
        "the PyPI wheels of every release from 2.3 to 2.21 have neither kernels nor a PTX for "
        "compute capability 12.0",
        f"log line 2: {BLACKWELL}",
    ]


def test_a_gpu_some_wheel_runs_or_a_named_release_is_not_judged_so():
    # An Ada GPU: the wheels of 2.17 on have its kernels.
    assert "compute-capability-unsupported" not in _all("GPU: GeForce RTX 4090\nTraining fails")
    # A release named: judged by that release's wheels alone (an error, not a guess).
    named = _all(f"{BLACKWELL}\nTensorFlow version: 2.21.0")["compute-capability-unsupported"]
    assert named.severity == ERROR
    assert "every release" not in " ".join(named.evidence)
    # Several releases named: none is "the" release, so neither reading judges it.
    several = _all(f"{BLACKWELL}\nI tried tensorflow 2.19 and tensorflow 2.20")
    assert "every release" not in " ".join(" ".join(f.evidence) for f in several.values())


# https://github.com/minimaxir/textgenrnn/issues/217
def test_cublas_alloc_failed_told_alone_is_memory_taken():
    line = "I was getting a lot of CUBLAS_STATUS_ALLOC_FAILED when using my GPU"
    f = _all(line)["memory-growth-disabled"]
    assert (f.severity, f.evidence) == (WARNING, [f"log line 1: {line}"])
    # Other cuBLAS statuses say nothing of memory.
    assert _all("CUBLAS_STATUS_EXECUTION_FAILED").get("memory-growth-disabled") is None
    assert _all("MY_CUBLAS_STATUS_ALLOC_FAILED_X").get("memory-growth-disabled") is None


# https://github.com/fo40225/tensorflow-windows-wheel/issues/48,
# https://github.com/tensorflow/tensorflow/issues/37221
def test_a_dll_that_fails_to_initialise_is_an_import_failure():
    line = (
        "ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed."
    )
    f = _all(line)["tensorflow-import-failed"]
    assert (f.severity, f.confidence) == (ERROR, "possible")
    assert f.evidence == [f"log line 1: {line}"]
    # Python 3.8's wording names the module: the TensorFlow line proper, not a possibility.
    named = (
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: A dynamic "
        "link library (DLL) initialization routine failed."
    )
    assert _all(named)["tensorflow-import-failed"].confidence == "likely"
    # Either way the likeliest reason is suggested, never proven: a CPU without AVX.
    for text in (line, named):
        avx = _all(text)["cpu-without-avx"]
        assert (avx.confidence, avx.evidence) == ("possible", [f"log line 1: {text}"])
    # A DLL not found is another matter (the CUDA DLLs), and the words alone are not the line.
    assert "tensorflow-import-failed" not in _all(
        "ImportError: DLL load failed: The specified module could not be found."
    )
    assert "tensorflow-import-failed" not in _all("the initialization routine failed")


# https://github.com/TachibanaYoshino/AnimeGAN/issues/18
def test_turing_under_cuda_9_is_possible_and_volta_or_cuda_10_are_not_judged():
    paste = "tensorflow 1.8 on my rtx 2080ti cuda9.0 machine\nCUBLAS_STATUS_EXECUTION_FAILED"
    f = _all(paste)["compute-capability-unsupported"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence[:2] == [
        "rtx 2080ti (stated): compute capability 7.5",
        "TensorFlow 1.8 was built with CUDA 9.0, which builds for compute capability 7.0 at most",
    ]
    # Volta itself under CUDA 9, and Turing under a release built with CUDA 10: fine.
    assert "compute-capability-unsupported" not in _all(paste.replace("rtx 2080ti", "Titan V"))
    assert "compute-capability-unsupported" not in _all(paste.replace("1.8", "1.13"))
    # Ampere GeForce (8.6) under CUDA 11.0 (newest 8.0): a cubin of 8.0 runs on it.
    assert "compute-capability-unsupported" not in _all(
        "my RTX 3090 with CUDA 11.0\nCUBLAS_STATUS_EXECUTION_FAILED"
    )
    # ... where the same GPU under CUDA 10.2 (newest 7.5) is a newer major: possible.
    assert "compute-capability-unsupported" in _all("my RTX 3090 with CUDA 10.2")
    # A newer major stays an error when the release is known.
    newer = _all("tensorflow 1.8 on my RTX 3090 cuda9.0 machine")["compute-capability-unsupported"]
    assert newer.severity == ERROR


# --- containers: nvidia-smi missing in a Dockerfile's RUN; the runtime binary missing ------------


# https://github.com/NVIDIA/nvidia-docker/issues/225
def test_dash_saying_nvidia_smi_is_not_found_in_a_container_is_no_gpus_passed_in():
    paste = "$ nvidia-docker build -t gpu .\nRUN nvidia-smi\n/bin/sh: 1: nvidia-smi: not found"
    f = _all(paste)["container-without-gpus"]
    assert f.severity == ERROR
    assert f.evidence[-1] == "log line 3: /bin/sh: 1: nvidia-smi: not found"
    # On a host, the same words say no driver is installed (possibly).
    host = _all("$ nvidia-smi\n/bin/sh: 1: nvidia-smi: not found")
    assert "container-without-gpus" not in host
    assert host["no-nvidia-driver"].confidence == "possible"
    # The words alone, not about nvidia-smi, are nothing.
    assert _all("/bin/sh: 1: nvcc: not found") == {}


# https://github.com/jina-ai/clip-as-service/issues/4 (its title: GPUtil starting nvidia-smi)
def test_python_not_finding_nvidia_smi_to_start_is_no_driver():
    line = "FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi': 'nvidia-smi'"
    f = _all(f"I have no GPUs locally.\n{line}")["no-nvidia-driver"]
    assert f.evidence[-1] == f"log line 2: {line}"
    assert "no-nvidia-driver" in _all("[Errno 2] No such file or directory: '/usr/bin/nvidia-smi'")
    # Another program, or a file named after it, is not the driver's tool.
    assert _all("FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'") == {}
    assert _all("No such file or directory: 'nvidia-smi.log'") == {}


# https://github.com/PaddlePaddle/Paddle/issues/24299
def test_the_nvidia_runtime_binary_missing_is_the_toolkit_missing():
    cut = (
        "docker: Error response from daemon: OCI runtime create failed: unable to retrieve OCI "
        "runtime error (open /run/containerd/io.containerd.runtime.v1.linux/moby/6a245b/"
        "log.json: no such file or directory): fork/exec /usr/bin/nvidia-container-run"
    )
    f = _all(cut)["container-toolkit-missing"]
    assert (f.severity, f.evidence) == (ERROR, [f"log line 1: {cut}"])
    in_path = 'exec: "nvidia-container-runtime": executable file not found in $PATH'
    assert "container-toolkit-missing" in _all(in_path)
    # The hook's own line is its own reading; another runtime's binary is not NVIDIA's.
    assert "container-toolkit-missing" not in _all("fork/exec /usr/bin/runc: no such file")


def test_a_dockerfiles_from_line_makes_the_paste_about_a_container():
    smi = "/bin/sh: 1: nvidia-smi: not found"
    for base in ("FROM nvidia/cuda:7.5-cudnn5-devel", "FROM ubuntu:20.04 AS build"):
        assert "container-without-gpus" in _all(f"{base}\nRUN nvidia-smi\n{smi}"), base
    # Not a Dockerfile: the word in prose, in lower case, or without an image.
    for line in ("FROM here", "from nvidia/cuda:11.0-base", "FROM the logs/below: it fails"):
        assert "container-without-gpus" not in _all(f"{line}\n{smi}"), line


# --- Chinese and Korean sentences; the self-check's verdict; cuBLAS's matrix product ------------


# https://github.com/taoqi98/KIM/issues/7
def test_versions_and_gpus_written_against_chinese_words_are_read():
    line = "我的tensorflow-gpu=1.13.1，keras=2.2.4，显卡是A100，cuda=10.0.130？"
    f = _all(line)["compute-capability-unsupported"]
    assert f.severity == ERROR
    assert f.evidence[:2] == [
        "A100 (stated): compute capability 8.0",
        "TensorFlow 1.13 was built with CUDA 10.0, which builds for compute capability 7.5 at most",
    ]
    # Inside an English word, a version or a model is still no fact.
    assert _all("mytensorflow-gpu=1.13.1 xA100x cuda=10.0") == {}


# https://github.com/brightmart/roberta_zh/issues/43, https://github.com/naver/nlp-challenge/issues/65,
# https://github.com/Naver-AI-Hackathon/AI-Vision/issues/215, https://github.com/jayeew/Chinese-ChatBot/issues/20
def test_out_of_memory_told_in_chinese_and_korean_sentences():
    for line in (
        "依旧OOM",
        "NSML 서버 상에서 테스트 시,  OOM 에러가 발생합니다.",
        "submit을 시도 시 oom(out of memory)가 발생하여 error 처리가 됩니다.",
        "用gpu训练显存爆满怎么解决",
    ):
        f = _all(line)["gpu-out-of-memory"]
        assert (f.confidence, f.evidence) == ("possible", [f"log line 1: {line}"]), line
    # An English word that merely contains the letters, or OOM beside no CJK word, is not it.
    assert _all("ZOOM 会议") == {}
    assert _all("显存 8G") == {}


def test_the_computers_memory_filling_up_told_in_chinese():
    # https://github.com/LeslieZhoa/tensorflow-YOLO1/issues/15 (RAM, not the GPU's 显存)
    line = "限制在70%   实际运行时大约在2G左右  然后运行内存很快就从30%涨到100%  然后进程就结束了"
    f = _all(line)["host-out-of-memory"]
    assert f.confidence == "possible"
    assert "gpu-out-of-memory" not in _all(line)
    for not_full in ("运行内存 16G", "显存很快就涨到100%", "系统内存充足"):
        assert "host-out-of-memory" not in _all(not_full), not_full


def test_the_cuda_runtimes_out_of_memory_words():
    line = (
        "Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA error: "
        "out of memory"
    )
    f = _all(line)["gpu-out-of-memory"]
    assert (f.severity, f.confidence) == (ERROR, "likely")


# https://github.com/xiemingzhi/tensorflowproject (tensorflow_self_check.py's words)
def test_the_self_checks_verdict_of_a_cpu_build():
    paste = (
        "TensorFlow successfully installed.\n"
        "The installed version of TensorFlow does not include GPU support."
    )
    f = _all(paste)["tensorflow-cpu-only-build"]
    assert f.severity == ERROR
    assert f.evidence == [
        "log line 2: The installed version of TensorFlow does not include GPU support."
    ]
    assert _all("The installed version of TensorFlow includes GPU support.") == {}


# https://github.com/tensorflow/tensorflow/issues/11812
def test_a_blas_gemm_launch_failure_is_possibly_memory_taken_by_another_process():
    for line in (
        "InternalError: Blas GEMM launch failed : a.shape=(10, 9), b.shape=(9, 64), m=10",
        "InternalError: Blas SGEMM launch failed : m=10000, n=500, k=784",
        "BaseCollectiveExecutor::StartAbort Internal: Blas xGEMM launch failed",
    ):
        f = _all(line)["memory-growth-disabled"]
        assert (f.severity, f.confidence) == (WARNING, "possible"), line
    assert _all("Blas GEMV launch failed") == {}


# https://github.com/lengstrom/fast-style-transfer/issues/283
def test_a_version_after_verison_is_read():

    facts = _read("The cuda version is 11.7 and tensorflow-gpu verison is 2.9.0.")
    assert facts.facts()["stated"]["tf_version"] == "2.9"


# https://github.com/conda-forge/tensorflow-feedstock/issues/296
def test_libdevice_not_found_told_in_words():
    for line in (
        "Cannot find libdevice in TF 2.11",
        "TensorFlow 2.11 broke something about how they locate the `libdevice` library",
    ):
        f = _all(line)["xla-libdevice-missing"]
        assert (f.confidence, f.evidence) == ("possible", [f"log line 1: {line}"]), line
    assert _all("libdevice.10.bc is found in /usr/local/cuda/nvvm/libdevice") == {}


# https://github.com/hammerlab/flowdec/issues/10
def test_another_install_putting_in_the_plain_package_explains_the_cpu_run():
    paste = (
        "When running the e.elegans example flowdec was running on CPU, not GPU. Also noticed "
        "that when flowdec was installed it installed tensorflow and not tensorflow-gpu."
    )
    found = _all(paste)
    assert found["multiple-tensorflow-distributions"].confidence == "possible"
    # The distributions explain the GPU not used: no list of the usual causes of each system.
    assert set(found) == {"multiple-tensorflow-distributions"}
    assert "multiple-tensorflow-distributions" not in _all("it installed tensorflow-gpu")


# --- a release that takes CUDA from pip's wheels, beside a stated CUDA of another major ---------


def test_a_stated_cuda_of_another_major_beside_a_wheel_cuda_release():
    paste = "Ubuntu 22.04, TensorFlow 2.16, CUDA 11.8\nthe GPU is not detected"
    f = _all(paste)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "CUDA 11.8 stated; TensorFlow 2.16 needs the CUDA 12 libraries, which `pip install "
        "tensorflow[and-cuda]` brings as nvidia-* wheels",
        "log line 1: Ubuntu 22.04, TensorFlow 2.16, CUDA 11.8",
    ]
    # The same on WSL2; not with the extra named, its wheels listed, the same major, or a Mac.
    assert "cuda-libraries-missing" in _all("TensorFlow 2.16 with CUDA 11.8 on WSL2")
    for other in (
        f"{paste}\npip install tensorflow[and-cuda]",
        f"{paste}\nnvidia-cudnn-cu12 9.3.0.75",
        "Ubuntu 22.04, TensorFlow 2.16, CUDA 12.3\nthe GPU is not detected",
        "macOS 14, TensorFlow 2.16, CUDA 11.8\nthe GPU is not detected",
    ):
        assert "CUDA 11.8 stated" not in " ".join(
            " ".join(f.evidence) for f in _all(other).values()
        ), other


# --- tensorflow-gpu asked for at a release that was published (pip found none for this Python) --


def _pip_found_none(spec: str) -> list[str]:
    paste = (
        "Python 3.12.1\n"
        "ERROR: Could not find a version that satisfies the requirement "
        f"tensorflow-gpu=={spec} (from versions: none)\n"
        f"ERROR: No matching distribution found for tensorflow-gpu=={spec}"
    )
    return _all(paste)["python-version-unsupported"].evidence


def test_a_published_tensorflow_gpu_release_names_the_pythons_it_has_wheels_for():
    # A patch release of the last one for Windows, 2.10.1, is still one of those releases.
    assert (
        "pip found no tensorflow-gpu==2.10.1: those releases are published as wheels for "
        "Python 3.7-3.10 (64-bit) only, so this Python is not one of them"
    ) in _pip_found_none("2.10.1")
    # A release older than the tested-build table: its Pythons are not listed.
    assert (
        "pip found no tensorflow-gpu==0.12.1: those releases are published as wheels for the "
        "64-bit Pythons of its time only, so this Python is not one of them"
    ) in _pip_found_none("0.12.1")


# --- installers: conda's UnsatisfiableError, a pinned release for another Python -----------------

# https://github.com/conda/conda/issues/5048, https://github.com/hplgit/doconce/issues/175
CONDA_OLD = (
    "UnsatisfiableError: The following specifications were found to be in conflict:\n"
    "  - paver\n"
    "  - tensorflow"
)
CONDA_NEW = (
    "UnsatisfiableError: The following specifications were found\n"
    "to be incompatible with the existing python installation in your environment:\n"
    "\n"
    "Specifications:\n"
    "\n"
    "  - tensorflow -> python[version='>=3.5,<3.6.0a0|>=3.6,<3.7.0a0|>=3.7,<3.8.0a0']\n"
    "\n"
    "Your python: python=3.8"
)


def test_tensorflow_in_condas_unsatisfiable_list_is_possibly_the_python():
    f = _all(CONDA_OLD)["python-version-unsupported"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "conda found no tensorflow that fits this environment (an UnsatisfiableError lists "
        "it): most often no tensorflow build on the channel supports the environment's Python",
        "log line 3: - tensorflow",
    ]
    new = _all(CONDA_NEW)["python-version-unsupported"]
    assert new.evidence[0].endswith("supports the environment's Python (3.8)")
    # A Python told with its patch number is named by its minor release, as conda's builds are.
    # (Python 3.8.10's banner on Windows, on one line there)
    banner = (
        "Python 3.8.10 (tags/v3.8.10:3d8993a, May  3 2021, 11:48:03) [MSC v.1928 64 bit "
        "(AMD64)] on win32"
    )
    patch = _all(f"{banner}\n{CONDA_OLD}")["python-version-unsupported"]
    assert patch.evidence[0].endswith("supports the environment's Python (3.8)")
    assert "log line 8: Your python: python=3.8" in new.evidence
    # The same list item elsewhere (an environment.yml), or far below the error, is not it.
    assert "python-version-unsupported" not in _all("dependencies:\n  - python=3.8\n  - tensorflow")
    far = "UnsatisfiableError: x\n" + "line\n" * 45 + "  - tensorflow"
    assert "python-version-unsupported" not in _all(far)
    assert "python-version-unsupported" not in _all(CONDA_OLD.replace("tensorflow", "tensorboard"))


# https://github.com/python-poetry/poetry/issues/4605
def test_a_pinned_release_the_installer_found_none_of_for_this_python():
    paste = (
        "there is no wheel for it for python 3.9\n"
        "  Unable to find installation candidates for tensorflow (2.0.2)"
    )
    f = _all(paste)["python-version-unsupported"]
    assert f.severity == ERROR
    assert f.evidence[0] == (
        "the installer found no tensorflow==2.0.2 for Python 3.9; TensorFlow 2.0 supports "
        "Python 2.7 (not on Windows), 3.3-3.7"
    )
    # A Python that release supports: another reason.
    assert "python-version-unsupported" not in _all(paste.replace("3.9", "3.7"))


# https://github.com/tensorflow/tensorflow/issues/61477
def test_no_module_named_tensorflow_with_its_quote_cut_at_the_line_end():
    assert "tensorflow-not-installed" in _all("ModuleNotFoundError: No module named 'tensorflow")
    assert "tensorflow-not-installed" not in _all(
        "ModuleNotFoundError: No module named 'tensorflow_addons'"
    )


# --- an AMD GPU named as the machine's ------------------------------------------------------------


# https://github.com/tensorflow/tensorflow/issues/27059
def test_an_amd_gpu_alone_is_no_gpu_for_cuda_builds():
    line = "Can anyone provide a 'working' env info for **AMD Radeon HD7500M** GPU"
    f = _all(f"{line}\nTensorflow-gpu 1.13.1")["no-nvidia-driver"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste names an AMD GPU and no NVIDIA one: TensorFlow's GPU builds use CUDA, "
        "which runs on NVIDIA GPUs only",
        f"log line 1: {line}",
    ]
    assert "tensorflow-rocm" in f.fix and "NVIDIA driver" not in f.fix
    assert "AMD one" in f.explanation
    for other in (
        # An NVIDIA GPU named too (a laptop with both), Microsoft's DirectML build, ROCm's.
        f"{line}\nGeForce GTX 1050",
        f"{line}\nDirectML: creating device on adapter 0",
        f"{line}\ntensorflow-rocm 2.14.0.600",
        # An AMD CPU is not a GPU.
        "AMD Ryzen 9 5900X\nTensorflow-gpu 1.13.1",
    ):
        assert "no-nvidia-driver" not in _all(other), other


def test_a_gpu_build_asked_for_on_a_mac_is_the_missing_cuda():
    # tfjs-node-gpu asked for on macOS: a GPU wanted (not TensorFlow's Python package named).
    paste = "macOS 14 on my MacBook Pro\nnpm install @tensorflow/tfjs-node-gpu"
    f = _all(paste)["macos-no-cuda"]
    assert (f.severity, f.evidence) == (WARNING, ["macOS"])
    # A Mac paste that wants no GPU gets nothing.
    assert _all("macOS 14 on my MacBook Pro\nnpm install @tensorflow/tfjs-node") == {}


def test_native_windows_without_a_version_named_with_cuda_12_or_a_gpu_build_wanted():
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE

    last = (
        "the last release with GPU on native Windows is 2.10 (CUDA 11.2): a newer one runs on "
        "the CPU only"
    )
    f = _all("Windows 11, CUDA 12.2 installed")["windows-native-no-gpu"]
    assert (f.severity, f.evidence) == (
        WARNING,
        ["native Windows with CUDA 12.2; TensorFlow's version is not shown", last],
    )
    assert f.fix == CATALOGUE["windows-native-no-gpu"].fix_for("windows")
    wanted = _all("Windows 11\nnpm install @tensorflow/tfjs-node-gpu")["windows-native-no-gpu"]
    assert wanted.evidence == [
        "native Windows, a GPU build of TensorFlow wanted; its version is not shown",
        last,
    ]
    # CUDA 11 on Windows, with nothing else, says nothing about the release.
    assert _all("Windows 11, CUDA 11.8 installed") == {}


def _uv_no_wheel_for(py: str) -> list[str]:
    line = (
        f"hint: You're using CPython {py} (`cp{py.replace('.', '')}`), but `tensorflow` (v2.21.0) "
        "only has wheels with the following Python ABI tags: `cp310`, `cp311`, `cp312`, `cp313`"
    )
    return _all(line)["python-version-unsupported"].evidence


def test_an_installer_without_a_wheel_names_the_newest_release_only_past_its_pythons():
    newest = "the newest release, 2.21, supports Python 3.10-3.13"
    # A Python given as major.minor (two numbers), newer than every release ...
    assert _uv_no_wheel_for("3.14")[-1] == newest
    # ... and the newest Python the newest release supports: another reason, not that.
    assert newest not in _uv_no_wheel_for("3.13")


def test_a_stated_python_against_a_release_the_log_shows_is_an_error():
    said = "I use python 3.12 with tensorflow 2.10"
    # Both only written by the person: one of the two may be misremembered.
    assert _all(said)["python-version-unsupported"].severity == WARNING
    # The release shown by TensorFlow itself: the stated Python cannot run it.
    shown = f"{said}\n>>> import tensorflow as tf\n>>> tf.__version__\n'2.10.0'"
    assert _all(shown)["python-version-unsupported"].severity == ERROR


def test_a_stated_linux_without_the_gpu_and_the_and_cuda_path_fault_of_2_16():
    f = _all("Ubuntu 22.04\nthe GPU is not detected")["and-cuda-extra-missing"]
    assert f.evidence[0] == (
        "TensorFlow (version not shown) on Linux without the GPU, and no line of the paste says why"
    )
    fault = "Ubuntu 22.04, TensorFlow 2.16.1\npip install tensorflow[and-cuda]"
    f = _all(f"{fault}\nhello")["cuda-libraries-missing"]
    assert f.evidence[0] == "TensorFlow 2.16 with tensorflow[and-cuda] on Linux"
    # Not when the paste shows the GPU in use, nor without the extra named (and no complaint),
    # nor on Windows or macOS, where tensorflow[and-cuda] installs no CUDA at all.
    placed = "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0"
    assert _all(f"{fault}\n{placed}") == {}
    assert _all("Ubuntu 22.04, TensorFlow 2.16.1\nhello") == {}
    for system in ("Windows 11", "macOS 14"):
        other = _all(f"{system}, TensorFlow 2.16.1\npip install tensorflow[and-cuda]")
        assert "LD_LIBRARY_PATH" not in " ".join(" ".join(f.evidence) for f in other.values())


def test_the_path_fault_and_the_usual_causes_name_the_release_shown():
    f = _all("Ubuntu 22.04, TensorFlow 2.15\nthe GPU is not detected")["and-cuda-extra-missing"]
    assert f.evidence[0] == (
        "TensorFlow 2.15 on Linux without the GPU, and no line of the paste says why"
    )
    # The release as TensorFlow prints it (three numbers) is 2.16 all the same.
    logged = (
        "Ubuntu 22.04\npip install tensorflow[and-cuda]\n"
        ">>> import tensorflow as tf\n>>> tf.__version__\n'2.16.1'"
    )
    assert _all(logged)["cuda-libraries-missing"].evidence[0] == (
        "TensorFlow 2.16.1 with tensorflow[and-cuda] on Linux"
    )


def test_the_usual_causes_name_wsl2_where_the_paste_states_it():
    f = _all("Ubuntu 22.04 on WSL2\nthe GPU is not detected")["and-cuda-extra-missing"]
    assert f.evidence[0] == (
        "TensorFlow (version not shown) on WSL2 without the GPU, and no line of the paste says why"
    )


# --- the driver stated beside its name ---------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/32551
DRIVER_390_FORM = """## System info:

- Ubuntu 18.04
- Nvidia Drivers: 390.116
- TF version: v1.13.1-0-g6612da8951 (installed using pip3)
- Cuda: 10.0
- CUDNN: 7.5.1
- Python: 3.6.8
- GPU: 2 x GeForce GTX 1080 Ti"""


def test_a_driver_stated_in_a_list_of_versions_older_than_the_builds_cuda_is_an_error():
    f = _all(DRIVER_390_FORM)["driver-too-old"]
    assert f.severity == ERROR
    assert f.evidence == [
        "driver 390.116",
        "log line 4: - Nvidia Drivers: 390.116",
        "TensorFlow 1.13 was built with CUDA 10.0, whose toolkit asks for driver >= 410.48",
    ]


def test_a_stated_driver_new_enough_for_the_build_is_no_finding():
    assert "driver-too-old" not in _all(DRIVER_390_FORM.replace("390.116", "410.48"))
    assert "driver-too-old" not in _all(DRIVER_390_FORM.replace("390.116", "418.87.01"))


def test_a_stated_driver_of_the_same_cuda_family_is_a_warning():
    # CUDA 11.x runs on any driver from 450.80.02 (minor-version compatibility): TF 2.12's
    # CUDA 11.8 asks for 520.61.05, a 470 driver still runs it.
    text = "TensorFlow 2.12 with nvidia driver 470.82.01 on Ubuntu 22.04"
    f = _all(text)["driver-too-old"]
    assert f.severity == WARNING
    assert f.evidence[:2] == ["driver 470.82", f"log line 1: {text}"]


@pytest.mark.parametrize(
    "line",
    [
        # A requirement, not the machine's driver.
        "TensorFlow 2.12 needs NVIDIA GPU drivers version 520.61.05 or higher.",
        "TensorFlow 2.12: the minimum driver is 520",
        # Windows' own file version, and the CUDA driver API's version.
        "TensorFlow 2.12, Driver Version: 31.0.15.3623",
        "TensorFlow 2.12, CUDA driver version 12.2",
    ],
)
def test_what_is_not_the_machines_driver_is_not_read(line: str):
    assert "driver-too-old" not in _all(line)
    reader = _read(line)
    assert "driver" not in reader.facts().get("stated", {})


def test_the_kernel_modules_version_comes_before_a_stated_driver():
    # "kernel reported version is" is what the running module says: it wins over prose.
    text = (
        "TensorFlow 1.13, nvidia driver 390.116\n"
        "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] kernel reported version is: "
        "418.87.1"
    )
    assert "driver-too-old" not in _all(text)


# --- "no kernel image" for a GPU the paste does not name -----------------------------------------

NO_KERNEL = "no kernel image is available for execution on the device"


def test_no_kernel_image_without_the_gpu_offers_older_as_well_as_newer():
    found = _all(NO_KERNEL)
    newer, older = found["compute-capability-unsupported"], found["compute-capability-too-old"]
    assert (newer.severity, newer.confidence) == (ERROR, "possible")
    assert (older.severity, older.confidence) == (WARNING, "possible")
    assert older.evidence == [
        "the build holds no code for this GPU's architecture, and the paste does not name the "
        "GPU: one older than the oldest compute capability the build keeps stops at the same "
        "line as one newer than the build",
        f"log line 1: {NO_KERNEL}",
    ]


def test_no_kernel_image_with_the_gpu_named_is_decided_by_its_capability():
    # A GPU newer than every release's wheels: no "older" offered.
    newer = _all(f"GPU: RTX 5090\n{NO_KERNEL}")
    assert "compute-capability-too-old" not in newer
    assert newer["compute-capability-unsupported"].confidence != "possible"
    # One the build left out as too old: the capability decides, no "newer".
    older = _all(f"TensorFlow 2.17, GPU: GeForce GTX 960M\n{NO_KERNEL}")
    assert "compute-capability-too-old" in older
    assert "compute-capability-unsupported" not in older


# --- TensorFlow 1.x's wrapper of the CUDA libraries ---------------------------------------------


# https://github.com/chuckyee/cardiac-segmentation/issues/8 (the title); the Windows form with
# its dlerror (a Chinese notes page quoting it).
@pytest.mark.parametrize(
    "line",
    [
        "s.ok() could not find cudnnCreate in cudnn DSO",
        "F tensorflow/stream_executor/cuda/cuda_dnn.cc:221] Check failed: s.ok() could not find "
        "cudnnCreate in cudnn DSO; dlerror: cudnnCreate not found",
    ],
)
def test_a_function_missing_from_the_cudnn_library_is_libraries_not_loaded(line: str):
    f = _all(line)["cuda-libraries-missing"]
    assert f.severity == ERROR
    assert f.evidence[-1] == f"log line 1: {line}"


# --- what people write about the CPU doing the work --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/theAIGuysCode/yolov4-deepsort/issues/154
        "I'm connected to a GPU but it seems like only the CPU is working.",
        # https://github.com/flowersteam/TeachMyAgent/issues/3
        "I found even I set the gpu id the code will still be running on cpu.",
    ],
)
def test_the_cpu_doing_the_work_is_a_complaint(text: str):
    reader = _read(text)
    assert reader.facts()["from_log"].get("gpu_not_used") is True


def test_a_complaint_without_release_or_package_offers_the_cpu_build():
    f = _all("My GPU is not used when training, it only uses the CPU")["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow (version not shown) sees no GPU; the log does not show which system it ran on",
        "before 2.1 the tensorflow package was the CPU build: the GPU build was tensorflow-gpu; "
        "tensorflow-cpu still is one",
    ]


def test_the_cpu_build_is_not_offered_where_the_gpu_package_or_a_release_is_named():
    complaint = "My GPU is not used when training, it only uses the CPU"
    assert "tensorflow-cpu-only-build" not in _all(f"pip install tensorflow-gpu\n{complaint}")
    assert "tensorflow-cpu-only-build" not in _all(f"TensorFlow 2.15\n{complaint}")


def test_two_tensorflow_versions_shown_by_pip_show_are_two_distributions():
    # https://github.com/inoryy/tensorflow-optimized-wheels/issues/9
    text = (
        "My question is because, after the wheel installation, I have two tensorflow versions "
        "installed (using `pip show tensorflow` and `pip show tensorflow-gpu`). I don't understand!"
    )
    f = _all(text)["multiple-tensorflow-distributions"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [f"log line 1: {text}"]
    # Two versions of one package named alone are not two distributions.
    assert "multiple-tensorflow-distributions" not in _all(
        "I tried two tensorflow versions: pip install tensorflow-gpu==1.15 and then 2.0"
    )


def test_a_build_shown_without_cuda_is_told_once_not_guessed_at():
    text = "tf.test.is_built_with_cuda()\nFalse\nmy GPU is not used"
    f = _all(text)["tensorflow-cpu-only-build"]
    assert f.severity == ERROR
    assert not any("before 2.1" in e for e in f.evidence)


# --- a stated Linux without the GPU: every branch's whole words ----------------------------------

PATH_FAULT_FIX = (
    "Upgrade TensorFlow, or put the nvidia-* wheels' lib folders on LD_LIBRARY_PATH:\n"
    '$ python -m pip install -U "tensorflow[and-cuda]"\n'
    "$ export LD_LIBRARY_PATH=$(python -c \"import glob, os, nvidia; print(':'.join("
    "glob.glob(os.path.join(nvidia.__path__[0], '*', 'lib'))))\"):$LD_LIBRARY_PATH"
)


def test_the_and_cuda_path_fault_of_2_16_in_whole():
    # The release as TensorFlow prints it: three numbers, the fault named by two.
    logged = (
        "Ubuntu 22.04\npip install tensorflow[and-cuda]\n"
        ">>> import tensorflow as tf\n>>> tf.__version__\n'2.16.1'"
    )
    f = _all(logged)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow 2.16.1 with tensorflow[and-cuda] on Linux",
        "TensorFlow 2.16 does not find the libraries of the nvidia-* wheels unless their lib "
        "folders are on LD_LIBRARY_PATH; a later release fixed it (tensorflow/tensorflow#63362)",
    ]
    assert f.fix == PATH_FAULT_FIX


def test_and_cuda_named_on_linux_outside_the_path_fault_in_whole():
    text = "Ubuntu 22.04, TensorFlow 2.15\npip install tensorflow[and-cuda]\nthe GPU is not used"
    f = _all(text)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow 2.15 on Linux without the GPU, and no line of the paste says why",
        "tensorflow[and-cuda] is named: its nvidia-* CUDA wheels did not load (another CUDA "
        "first on LD_LIBRARY_PATH, or wheels of another version)",
    ]
    assert f.fix != PATH_FAULT_FIX


def test_a_stated_linux_release_from_2_14_is_the_extra_and_before_it_the_system_cuda():
    newer = _all("Ubuntu 22.04, TensorFlow 2.14\nthe GPU is not used")
    assert set(newer) == {"and-cuda-extra-missing"}
    assert newer["and-cuda-extra-missing"].evidence == [
        "TensorFlow 2.14 on Linux without the GPU, and no line of the paste says why",
        "TensorFlow 2.14 and newer load CUDA from the nvidia-* wheels that only `pip install "
        "tensorflow[and-cuda]` installs",
    ]
    assert "2.14" in newer["and-cuda-extra-missing"].fix
    older = _all("Ubuntu 22.04, TensorFlow 2.13\nthe GPU is not used")
    assert set(older) == {"cuda-libraries-missing"}
    assert older["cuda-libraries-missing"].evidence == [
        "TensorFlow 2.13 on Linux without the GPU, and no line of the paste says why",
        "TensorFlow before 2.14 loads the CUDA and cuDNN of its build (the tested build table) "
        "from the system",
    ]


def test_a_stated_linux_with_the_build_shown_decides_by_it():
    complaint = "Ubuntu 22.04, TensorFlow 2.15\nthe GPU is not used\n"
    with_cuda = _all(complaint + "tf.test.is_built_with_cuda()\nTrue")
    assert "and-cuda-extra-missing" in with_cuda
    without = _all(complaint + "tf.test.is_built_with_cuda()\nFalse")
    assert "and-cuda-extra-missing" not in without
    assert without["tensorflow-cpu-only-build"].severity == ERROR


def test_windows_and_wsl2_both_named_put_native_windows_first():
    found = diagnose_log(
        ["Windows 11 with WSL2 Ubuntu 22.04, TensorFlow 2.15", "the GPU is not detected"]
    ).findings
    assert found[0].id == "windows-native-no-gpu"
    assert found[0].evidence == [
        "the paste names Windows and WSL2, and nothing in it shows TensorFlow running inside WSL2",
        "on native Windows the last release with GPU is 2.10",
    ]


# --- the fallbacks' whole words: Colab's CUDA, the CPU package before 2.1, Docker ---------------


def test_a_colab_release_for_another_cuda_major_in_whole():
    f = _all("Google Colab, TensorFlow 2.13\nthe GPU is not used")["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow 2.13 on Colab, built with CUDA 11.8",
        "Colab's runtime has CUDA 12.2 since December 2023 (googlecolab/colabtools#4214): a "
        "release of another CUDA major finds no libraries; use the TensorFlow the runtime comes "
        "with, or the fallback runtime",
    ]
    # A CUDA of the release's own major stated: not this reading (the system's usual causes).
    same = _all("Google Colab, TensorFlow 2.13, CUDA 11.8\nthe GPU is not used")
    assert "on Colab" not in " ".join(same["cuda-libraries-missing"].evidence)


def test_the_cpu_package_before_2_1_in_whole_and_not_from_2_1():
    f = _all("TensorFlow 1.13\nmy GPU is not used")["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow 1.13; tensorflow-gpu is not named in the paste",
        "before 2.1 the tensorflow package was the CPU build: the GPU build was tensorflow-gpu",
    ]
    cuda = _all("CUDA 10.0\nmy GPU is not used")["tensorflow-cpu-only-build"]
    assert cuda.evidence[0] == (
        "CUDA 10.0, which only releases before 2.1 were built with; tensorflow-gpu is not named "
        "in the paste"
    )
    assert "tensorflow-cpu-only-build" not in _all("TensorFlow 2.1.0\nmy GPU is not used")


def test_docker_named_without_the_gpu_offers_the_containers_causes_unless_gpus_were_passed():
    said = "the paste is about a Docker container and says TensorFlow does not get the GPU"
    found = _all("I use docker. TensorFlow does not detect my GPU")
    assert found["container-without-gpus"].evidence == [
        said,
        "a container sees the GPUs only when started with --gpus all",
    ]
    assert found["container-toolkit-missing"].evidence == [
        said,
        "--gpus needs the NVIDIA Container Toolkit on the host",
    ]
    passed = _all(
        "docker run --gpus all -it tensorflow/tensorflow:2.15.0-gpu bash\n"
        "TensorFlow does not detect my GPU in docker"
    )
    assert "container-without-gpus" not in passed and "container-toolkit-missing" not in passed


def test_the_extra_to_install_names_the_release_by_its_two_numbers():
    logged = (
        "Ubuntu 22.04\n>>> import tensorflow as tf\n>>> tf.__version__\n'2.15.1'\n"
        "the GPU is not used"
    )
    assert _all(logged)["and-cuda-extra-missing"].fix == (
        '$ python -m pip install "tensorflow[and-cuda]==2.15.*"'
    )


def test_native_windows_is_put_first_only_for_releases_after_2_10():
    def ids(release_lines: str) -> list[str]:
        lines = [
            "Windows 11 with WSL2 Ubuntu 22.04",
            *release_lines.split("\n"),
            "the GPU is not detected",
        ]
        return [f.id for f in diagnose_log(lines).findings]

    assert ids("TensorFlow 2.10") == ["cuda-libraries-missing"]
    assert ids(">>> tf.__version__\n'2.10.0'") == ["cuda-libraries-missing"]
    after = diagnose_log(
        ["Windows 11 with WSL2 Ubuntu 22.04, TensorFlow 2.11", "the GPU is not detected"]
    ).findings
    assert [(f.id, f.severity) for f in after] == [
        ("windows-native-no-gpu", WARNING),
        ("cuda-libraries-missing", WARNING),
    ]


def test_native_windows_with_a_cuda_build_shown_is_not_a_release_after_2_10():
    # A CUDA build on native Windows is 2.10 or older: the "after 2.10" cause does not apply.
    complaint = "Windows 10\nTensorFlow does not detect my GPU"
    assert "windows-native-no-gpu" in _all(complaint)
    shown = _all(f"{complaint}\ntf.test.is_built_with_cuda()\nTrue")
    assert "windows-native-no-gpu" not in shown


def test_the_model_server_on_the_cpu_in_whole():
    # https://github.com/tensorflow/serving/issues/603, tensorflow/tensor2tensor#687
    text = (
        "tensorflow_model_server --port=9000 --model_base_path=/models/x\nit is served on cpu only"
    )
    f = _all(text)["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste is about TensorFlow Serving's model server, which does not use the GPU",
        "its apt package and a build without --config=cuda are CPU-only: the GPU takes the "
        "tensorflow/serving:latest-gpu image or a build with --config=cuda",
    ]
    assert f.fix == (
        "Run the GPU image (docker run --gpus all ... tensorflow/serving:latest-gpu), or build "
        "the model server with CUDA:\n"
        "$ bazel build -c opt --config=cuda "
        "tensorflow_serving/model_servers:tensorflow_model_server"
    )


def test_a_jetson_without_nvidias_build_in_whole():
    text = "on my Jetson Nano\nTensorFlow does not detect my GPU"
    f = _all(text)["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste is about an NVIDIA Jetson board, and TensorFlow does not use its GPU",
        "only NVIDIA's TensorFlow for JetPack uses a Jetson's GPU: the aarch64 wheels on PyPI "
        "and community builds are CPU builds",
        "log line 1: on my Jetson Nano",
    ]
    assert f.fix.startswith("Install NVIDIA's TensorFlow for the board's JetPack release")
    assert f.fix.endswith("tensorflow==2.11.0+nv23.01")


def test_a_shell_that_works_and_a_notebook_that_does_not_in_whole():
    # https://github.com/tensorflow/tensorflow/issues/35539
    said = "The GPU works in the terminal but not in Jupyter"
    f = _all(said)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste says TensorFlow works from a shell but not from the notebook or IDE",
        "a kernel or an IDE starts Python without the shell's LD_LIBRARY_PATH (PATH on "
        "Windows), where the CUDA libraries were found",
        f"log line 1: {said}",
    ]
    assert f.fix == (
        "Give the kernel the shell's library path: add it to the kernel's kernel.json "
        '("env": {"LD_LIBRARY_PATH": "..."}; find the file with `jupyter kernelspec list`) or '
        "to the IDE's run configuration, or start Jupyter from the shell where TensorFlow "
        "works. Check from the notebook: import os; print(os.environ.get('LD_LIBRARY_PATH'))"
    )
    # The GPU shown in use in the same paste: nothing to guess.
    placed = "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0"
    assert "cuda-libraries-missing" not in _all(f"{said}\n{placed}")


def test_a_driver_the_kernel_reports_is_not_cited_by_another_stated_line():
    # The running module's version is the one compared; a driver named in prose is not cited.
    text = (
        "TensorFlow 1.13, I installed nvidia driver 418.87 last week\n"
        "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] kernel reported version is: "
        "390.116.0"
    )
    f = _all(text)["driver-too-old"]
    assert f.evidence[0] == "driver 390.116.0"
    assert not any("418.87" in e for e in f.evidence)


# --- a stated GPU older than every wheel, the release unknown -------------------------------------

# https://github.com/tensorflow/tensorflow/issues/23663 (the first line of the post)
KEPLER = (
    "I have a cuda compute capability 3.0 GPU ,AMD processor and running on windows 10 64bit . So "
    "when I checked the official tensorflow website it says requires cuda compute capability 3.5 "
    "or higher."
)


def test_a_stated_capability_below_every_wheel_is_too_old_whatever_the_release():
    f = _all(KEPLER)["compute-capability-too-old"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the GPU (stated): compute capability 3.0",
        "the PyPI wheels of every release from 2.3 to 2.21 start above compute capability 3.0: "
        "TensorFlow ignores the GPU",
        f"log line 1: {KEPLER}",
    ]


def test_the_requirement_in_the_next_sentence_does_not_hide_the_gpus_own_capability():
    facts = _read(KEPLER)
    assert facts.stated("gpu_cc") == "3.0"
    alone = _read("TensorFlow requires cuda compute capability 3.5 or higher.")
    assert alone.stated("gpu_cc") is None


@pytest.mark.parametrize(
    "line",
    [
        "which version should I install to support cuda 3.0 and run on my computer",
        "my card only has cuda 2.1",
    ],
)
def test_a_cuda_below_7_is_not_read_as_the_cuda_toolkit(line):
    facts = _read(line)
    assert facts.stated("cuda") is None


def test_a_cuda_toolkit_version_is_still_read():
    for line, cuda in (("I have cuda 10.1 installed", "10.1"), ("CUDA 7.5 and cuDNN 4", "7.5")):
        facts = LogFacts()
        facts.feed(line)
        assert facts.stated("cuda") == cuda


def test_a_stated_release_judges_the_gpu_by_its_own_wheels():
    found = _all("GPU: GeForce GTX 680\nno gpu found\nTensorFlow version: 2.4.1")
    assert found["compute-capability-too-old"].evidence[1] == (
        "the PyPI wheels of TensorFlow 2.4 have kernels for: sm_35, sm_50, sm_60, sm_70, sm_75, "
        "compute_80"
    )


def test_a_stated_cuda_leaves_an_old_gpu_to_the_release_it_implies():
    # The CUDA says which releases; a GPU their wheels may run on is left to them (3.5: the
    # 2.1-2.3 wheels of CUDA 10.1 have sm_35)...
    assert "compute-capability-too-old" not in _all(
        "GPU: Tesla K40\nno gpu found\nCUDA version: 10.1"
    )
    # ...but below 3.5 no release's binaries ever ran (https://github.com/tensorflow/tensorflow/issues/6001:
    # "we don't provide pre-built binaries that include code for CC 3.0 devices"): possible.
    found = _all("GPU: GeForce GTX 680\nno gpu found\nCUDA version: 10.1")
    assert found["compute-capability-too-old"].severity == "warning"


def test_a_gpu_the_wheels_run_on_is_not_too_old():
    assert "compute-capability-too-old" not in _all("GPU: GeForce GTX 1080\nno gpu found")
    f = _all("GPU: GeForce GTX 680\nno gpu found")["compute-capability-too-old"]
    assert f.evidence[0] == "GeForce GTX 680 (stated): compute capability 3.0"
    # A GPU only older releases ran on, the release not shown: what pip installs today leaves
    # it out, which is the likeliest of the guesses (https://github.com/ollama/ollama/issues/9124)
    for gpu, last in (
        ("GeForce GTX 780", "2.11"),
        ("Tesla K80", "2.11"),
        ("GeForce GTX 980", "2.16"),
    ):
        too_old = _all(f"GPU: {gpu}\nno gpu found")["compute-capability-too-old"]
        assert too_old.severity == "warning", gpu
        assert any(f"is {last}" in e for e in too_old.evidence), (gpu, too_old.evidence)


# --- the CPU build told as what got installed, tensorflow-gpu the remedy --------------------------

# https://github.com/sermakarevich/jigsaw-toxic-comment-classification-challenge/issues/3
ONLY_CPU = (
    "The requirements file lists tensorflow==1.6.0. However pip install only installed the CPU "
    "version, I had to install tensorflow-gpu to get the models to work."
)
# https://github.com/aws/sagemaker-tensorflow-extensions/issues/20
REINSTALLS_CPU = (
    "it uninstalls whatever tensorflow-gpu version I have and reinstalls the CPU version"
)


def test_only_the_cpu_version_installed_is_the_cpu_build_not_two_distributions():
    found = _all(ONLY_CPU)
    assert "multiple-tensorflow-distributions" not in found
    f = found["tensorflow-cpu-only-build"]
    assert f.evidence[-1] == f"log line 1: {ONLY_CPU}"


def test_the_cpu_version_put_over_tensorflow_gpu_is_still_two_distributions():
    assert "multiple-tensorflow-distributions" in _all(REINSTALLS_CPU)


# --- the 45th set: OOM inside Chinese words, CUDA's "no device" in words, Linux by name -----------


def test_oom_written_against_chinese_words_is_the_gpus_memory():
    # https://github.com/macanv/BERT-BiLSTM-CRF-NER/issues/15 (title)
    f = _all("我本地设备titan xp，运行代码后报OOM错误，是参数太多了吗，有人成功运行过吗")
    assert "gpu-out-of-memory" in f
    # https://github.com/KuangDD/zhrtvc/issues/30
    assert "gpu-out-of-memory" in _all("在训练synthesizer的时候总是出现OOM的问题")
    # An English word that merely holds the letters is not it.
    assert "gpu-out-of-memory" not in _all("the BOOM library fails to load, no GPU found")


def test_no_cuda_capable_device_in_the_runtimes_words_is_a_hidden_gpu_possibly():
    # https://github.com/DetectionTeamUCAS/FPN_Tensorflow/issues/91 (title and form)
    text = "no CUDA-capable device is detected\n\ntf.__version__=1.13.1\nGPU=RTX2080"
    f = _all(text)["cuda-visible-devices-hides-gpus"]
    assert f.confidence == "possible"
    assert f.evidence[-1] == "log line 1: no CUDA-capable device is detected"
    # The driver API's line names it too: one finding, cited once.
    both = _all("failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")[
        "cuda-visible-devices-hides-gpus"
    ]
    assert sum("log line 1" in e for e in both.evidence) == 1


def test_the_work_put_on_the_cpu_not_the_gpu_in_chinese_is_a_complaint():
    facts = LogFacts()
    # https://github.com/bojone/bert4keras/issues/340
    facts.feed("为什么感觉计算都放在了cpu而不是gpu呢？")
    assert facts.values.get("gpu_not_used") is True


@pytest.mark.parametrize("line", ["why is my GPU utilization 0?", "GPU util: 0%", "GPU usage 0 %"])
def test_a_gpu_utilisation_of_zero_without_a_verb_is_a_complaint(line):
    facts = _read(line)
    assert facts.values.get("gpu_not_used") is True


@pytest.mark.parametrize("line", ["GPU utilization 0.5%", "GPU util: 05", "GPU usage 0.0x"])
def test_a_small_gpu_utilisation_is_not_zero(line):
    facts = _read(line)
    assert not facts.values.get("gpu_not_used")


LINUX_COMPLAINT = "I configured the environment and started training, why is my GPU utilization 0?"


@pytest.mark.parametrize("system", ["I am on Linux.", "Linux系统", "It runs on a Linux server."])
def test_linux_by_name_leaves_out_windows_and_macos_and_keeps_the_cpu_build(system):
    found = _all(f"{LINUX_COMPLAINT}\n{system}")
    assert "windows-native-no-gpu" not in found and "macos-no-cuda" not in found
    cpu = found["tensorflow-cpu-only-build"]
    assert cpu.severity == WARNING
    assert cpu.evidence == [
        "TensorFlow (version not shown) on Linux without the GPU, and no line of the paste "
        "says why",
        "before 2.1 the tensorflow package was the CPU build: the GPU build was tensorflow-gpu; "
        "tensorflow-cpu still is one",
    ]


@pytest.mark.parametrize("line", ["the package is built on linux-64", "a linux/amd64 image"])
def test_a_platform_tag_is_not_linux_by_name(line):
    facts = _read(line)
    assert facts.stated("os") is None


def test_on_linux_a_gpu_package_named_leaves_the_cpu_build_out():
    found = _all(f"{LINUX_COMPLAINT}\nI am on Linux.\npip install tensorflow-gpu")
    assert "tensorflow-cpu-only-build" not in found


# --- the 46th set: the GPU allocator's own start-up line is a GPU in use -----------------------

# https://github.com/DeepLabCut/DeepLabCut/issues/2292 (a run that used the GPU)
ALLOCATOR = (
    "2023-06-27 11:28:24.870769: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:42] "
    "Overriding orig_value setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is "
    "set. Original config value was 0."
)


def test_the_gpu_allocator_reading_tf_force_gpu_allow_growth_shows_a_gpu_in_use():
    facts = _read("However, it seems it is not using GPU.")
    facts.feed(ALLOCATOR)
    assert facts.values["gpu_in_use"] == 2
    found = _all(f"I am using DeepLabCut. However, it seems it is not using GPU.\n{ALLOCATOR}")
    assert not [f for f in found.values() if f.severity in (ERROR, WARNING)]


def test_the_same_words_without_the_allocators_file_are_not_a_gpu():
    facts = _read("Overriding orig_value setting because the TF_FORCE_GPU_ALLOW_GROWTH variable")
    assert "gpu_in_use" not in facts.values


def test_memory_overflowing_in_chinese_is_possibly_the_gpus():
    # https://github.com/SpikeKing/keras-yolo3-detection/issues/3
    f = _all("我感觉应该是在unfreeze的时候内存溢出，但是我将batch_size已经设置为1了，")
    assert f["gpu-out-of-memory"].confidence == "possible"
    assert "gpu-out-of-memory" not in _all("内存条是16G，训练时GPU没有被使用")


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/qqwweee/keras-yolo3/issues/43
        "the frame rate is really slow, because the gpu(1080ti) is not utilized.",
        # https://github.com/tensorflow/java/issues/454
        "when I train the model build with tensorflow-java ,only can use cpu",
        # https://github.com/MattVitelli/GRUV/issues/26
        "I see that only my CPU is running while training",
        # https://github.com/tensorflow/tensorflow/issues/311
        "I see that all of the operations are being placed on the CPU.",
        # https://github.com/justinalsing/pydelfi/pull/12
        "installing with pip means that the GPUs don't get used.",
        # https://github.com/JohnSnowLabs/spark-nlp/issues/13540
        "it looks like it is utilizing CPU source not GPU",
        "the GPU is not accessible from tensorflow",
    ],
)
def test_more_ways_of_saying_the_gpu_is_not_used(line):
    facts = _read(line)
    assert facts.values.get("gpu_not_used") is True


@pytest.mark.parametrize(
    "line",
    [
        "the GPU (RTX 3090) is used at 100%",
        "only the CPU preprocessing is slow, the GPU is busy",
        "ops placed on the GPU:0",
        "the GPUs get used fine",
    ],
)
def test_a_gpu_in_use_is_not_a_complaint(line):
    facts = _read(line)
    assert not facts.values.get("gpu_not_used")


# --- a newer cuDNN minor under a release that checks the minor exactly ----------------------------


def test_a_newer_cudnn_minor_under_a_release_before_1_8_is_the_mismatch():
    # https://github.com/EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/440,
    # with the cuDNN the poster named in the thread
    f = _all("I am using Tensorflow 1.5\nCuda 9.0\ncuDNN 7.6\ncuDNN launch failure")[
        "cudnn-version-mismatch"
    ]
    assert f.evidence[0] == (
        "cuDNN 7.6 stated; TensorFlow 1.5 was built with cuDNN 7.0 (the same major and minor "
        "version is needed before TensorFlow 1.8)"
    )


@pytest.mark.parametrize(
    "versions",
    [
        "Tensorflow 1.12\nCuda 9.0\ncuDNN 7.6",  # a newer minor is accepted from then on
        "Tensorflow 1.5\nCuda 9.0\ncuDNN 7.0.5",  # the very minor
    ],
)
def test_a_cudnn_the_release_accepts_is_no_mismatch(versions):
    assert "cudnn-version-mismatch" not in _all(f"{versions}\ncuDNN launch failure")


def test_an_older_cudnn_minor_is_a_mismatch_for_every_release():
    f = _all("Tensorflow 2.1\nCuda 10.1\ncuDNN 7.4\nGPU not used")["cudnn-version-mismatch"]
    assert f.evidence[0].endswith("(the same major version, same or newer minor, is needed)")


# --- native Windows with a Python only releases after 2.10 have wheels for ------------------------


def test_a_python_newer_than_every_windows_gpu_release_makes_it_likely():
    found = _all("On Windows 10, tensorflow does not use my gpu\npython 3.11")
    f = found["windows-native-no-gpu"]
    assert f.severity == ERROR
    assert f.evidence[2:] == [
        "Python 3.11: the first TensorFlow with wheels for it is 2.12, after 2.10",
        "log line 2: python 3.11",
    ]


def test_a_python_that_2_10_still_supports_leaves_it_possible():
    f = _all("On Windows 10, tensorflow does not use my gpu\npython 3.10")["windows-native-no-gpu"]
    assert f.severity == WARNING
    assert len(f.evidence) == 2


def test_task_manager_says_windows_when_nothing_else_does():
    facts = _read("in task manager python is using only 1% of gpu every other second")
    assert facts.values["platform_hint"] == "windows"
    linux = _read("Ubuntu 22.04; in task manager the gpu is idle")
    assert linux.stated("os") == "linux"
    assert linux.facts()["system"]["platform_kind"] == "linux"


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/bubbliiiing/faster-rcnn-keras/issues/17
        "可是训练的时候使用的还是cpu，无法用gpu加速，训练得太慢了。",
        # https://github.com/youdao-ai/SRNet/issues/5
        "cfg里面设置了gpu，训练还是只占cpu，tf1.4",
        # https://github.com/beyondguo/label_confusion_learning/issues/12
        "但是跑的时候cpu都满了gpu也没有动静，请问你解决了吗",
    ],
)
def test_more_chinese_ways_of_saying_the_gpu_is_not_used(line):
    facts = _read(line)
    assert facts.values.get("gpu_not_used") is True


@pytest.mark.parametrize("line", ["训练时使用的是GPU，速度很快", "GPU占用很高，CPU只占一点"])
def test_chinese_words_for_a_gpu_at_work_are_no_complaint(line):
    facts = _read(line)
    assert not facts.values.get("gpu_not_used")


# --- Windows could not find a module TensorFlow's DLL needs ---------------------------------------

# https://github.com/tensorflow/tensorflow/issues/11139 (a Chinese Windows)
ZH_FRAME = (
    r"D:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py"
    " in swig_import_helper()"
)
ZH_DLL = "ImportError: DLL load failed: 找不到指定的模块。"


def test_a_module_not_found_under_tensorflows_dll_is_possibly_the_gpu_builds_cuda():
    f = _all(f"{ZH_FRAME}\n{ZH_DLL}")["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "Windows could not load a module that TensorFlow's DLL needs, and the paste does not "
        "name it: for a GPU build, most often a CUDA or cuDNN DLL of its build not on PATH",
        f"log line 2: {ZH_DLL}",
    ]


@pytest.mark.parametrize(
    "before",
    [
        r"C:\Users\alice>pip install tensorflow==1.2",  # the CPU package of those releases
        r"C:\Users\alice>pip install tensorflow==2.15",  # no GPU on native Windows at all
    ],
)
def test_a_build_without_cuda_to_miss_is_left_out(before):
    text = f"{before}\nImportError: DLL load failed: The specified module could not be found."
    assert "cuda-libraries-missing" not in _all(text)


def test_a_named_dll_is_left_to_its_own_reading():
    text = (
        f"{ZH_FRAME}\n{ZH_DLL}\n"
        "Could not find 'cudnn64_5.dll'. TensorFlow requires that this DLL be installed"
    )
    f = _all(text)["cuda-libraries-missing"]
    assert not any("does not name it" in e for e in f.evidence)


def test_tensorflow_gpu_with_an_underscore_states_its_release():
    # https://github.com/kerlomz/captcha_trainer/issues/41
    facts = _read("tensorflow_gpu=1.6 cuda9.1 要怎么用")
    assert facts.facts()["stated"] == {"tf_version": "1.6", "cuda": "9.1"}
    f = _all("tensorflow_gpu=1.6 cuda9.1 要怎么用")["cuda-libraries-missing"]
    assert f.evidence[0] == (
        "CUDA 9.1 stated; TensorFlow 1.6 was built and tested with CUDA 9.0 and loads that "
        "release's libraries"
    )


# --- the versions told not to match --------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "finding"),
    [
        # https://github.com/kerlomz/captcha_trainer/issues/41
        ("训练提示cuda版本不匹配 我本机已经配置了tf环境", "cuda-libraries-missing"),
        # https://github.com/youdao-ai/SRNet/issues/5
        ("解决了，cuda和tf版本不兼容", "cuda-libraries-missing"),
        ("my cuda and tensorflow versions are incompatible", "cuda-libraries-missing"),
        ("the cuda version does not match the one tensorflow wants", "cuda-libraries-missing"),
        ("我的cudnn版本不对应", "cudnn-version-mismatch"),
        ("the cudnn version is not compatible with tensorflow", "cudnn-version-mismatch"),
    ],
)
def test_versions_told_not_to_match_name_the_library(line, finding):
    f = _all(line)[finding]
    assert f.confidence == "possible"
    assert f.evidence[-1] == f"log line 1: {line}"


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/DvcLAB/JupyterLab-Image/issues/15: the driver against CUDA
        "推测是宿主机nvidia-driver的更新导致与CUDA版本不对应",
        "cuda 11.2 and cudnn 8.1 installed, the versions match the table",
        "the driver version does not match the cuda version",
    ],
)
def test_other_mismatches_or_matches_are_not_the_library(line):
    found = _all(line)
    assert "cuda-libraries-missing" not in found
    assert "cudnn-version-mismatch" not in found


def test_tfjs_nodes_own_words_for_a_missing_binding_are_an_import_failure():
    # https://github.com/CikeyQi/nsfwjs-plugin/issues/5 (the title as posted)
    line = "Error: The Node.js native addon module (tfjs_bindin g.node) can not be found at path"
    assert _all(line)["tensorflow-import-failed"].evidence[-1] == f"log line 1: {line}"
    assert "tensorflow-import-failed" not in _all("the native addon module can be found")


# --- the 49th set: the GPU lost after another install; GPU memory in more words -------------------

# https://github.com/IBM/tensorflow-large-model-support/issues/14
LOST_AFTER_INSTALL = (
    "My model was running fine on GPU, but after installing this package as mentioned in the "
    "README , now my model started running on CPU only."
)


def test_the_gpu_lost_after_another_install_is_possibly_two_distributions():
    f = _all(LOST_AFTER_INSTALL)["multiple-tensorflow-distributions"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the paste says the GPU was lost after installing another package",
        "a package that requires tensorflow installs it over the GPU build (or another "
        "release): the one installed last is what runs",
        f"log line 1: {LOST_AFTER_INSTALL}",
    ]


def test_an_install_that_made_the_gpu_work_is_not_it():
    found = _all("after installing cuDNN 8.1 it runs on the GPU, thanks")
    assert "multiple-tensorflow-distributions" not in found


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/ildoonet/tf-pose-estimation/issues/287
        "my 16GB GPU is running out of memory even when the batchsize=16",
        "I keep getting GPU out of memory at epoch 3",
    ],
)
def test_more_words_for_the_gpu_out_of_memory(line):
    assert _all(line)["gpu-out-of-memory"].evidence[-1] == f"log line 1: {line}"


def test_a_slow_keras_callback_is_not_an_input_pipeline():
    # https://github.com/talmolab/sleap/issues/677 (a run that used the GPU): Keras' note about
    # its callbacks (keras/callbacks.py), not about the input.
    line = (
        "WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch "
        "time (batch time: 0.0218s vs `on_train_batch_end` time: 0.3121s)"
    )
    assert "gpu-underutilized-input-bound" not in _all(line)


# --- the fix's example Python is one the release supports ----------------------------------------


def test_the_fix_for_an_unsupported_python_names_a_python_the_release_supports():
    f = _all("Python 3.12.1\ntensorflow 2.10.0\nNo GPU found")["python-version-unsupported"]
    assert "$ uv venv --python 3.10 .venv" in f.fix
    assert "$ conda create -n tf python=3.10" in f.fix
    assert "3.12" not in f.fix


def test_a_pinned_release_not_found_names_its_newest_python():
    text = (
        "Python 3.9.7\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow==2.1.0 "
        "(from versions: 2.5.0, 2.6.0)\n"
        "ERROR: No matching distribution found for tensorflow==2.1.0"
    )
    f = _all(text)["python-version-unsupported"]
    assert "--python 3.7 " in f.fix


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/smallcorgi/Faster-RCNN_TF/issues/65
        "But I use in Faster-RCNN_TF, it indicate lack of libcudart.so.7.5",
        # https://github.com/tensorflow/tensorflow/issues/42936
        "Tensorflow GPU Support Installation instructions do not work due to missing cuBLAS",
        "libcudnn.so.7 is missing",
        "找不到cudnn64_7.dll",
    ],
)
def test_a_cuda_library_told_missing_is_the_missing_libraries_possibly(line):
    f = _all(line)["cuda-libraries-missing"]
    assert f.confidence == "possible"
    assert f.evidence[-1] == f"log line 1: {line}"


@pytest.mark.parametrize(
    "line",
    [
        "libcuda.so is missing",  # the driver's library: another fault
        "the missing cudatoolkit env var",
        "cudnn is not missing, it is there",
    ],
)
def test_other_missing_things_are_not_a_cuda_library(line):
    assert "cuda-libraries-missing" not in _all(line)


# --- a GeForce card named by its number alone in prose ---------------------------------------


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        # https://github.com/bojone/sohu2021-baseline/issues/4
        ("请问3090如何装tf1.14的啊", "RTX 3090"),
        # https://github.com/bojone/SPACES/issues/42
        ("目前3090的需要cuda11，但是tf1.x的只能到cuda10", "RTX 3090"),
        # https://github.com/google-deepmind/deepmind-research/issues/464
        ("我在网上租了个2080ti，是可以运行的", "RTX 2080ti"),
        ("我是40系的显卡。只能用cpu进行训练。", "RTX 40 series"),
        ("I have a 1080 Ti and tensorflow 1.15", "GTX 1080 Ti"),
        ("two 3090 GPUs in one box", "RTX 3090"),
        ("我用的是1660，", "GTX 1660"),
        # the series after the number (https://github.com/kaixxx/noScribe/issues/164)
        ("cudaErrorNoKernelImageForDevice using NVIDIA 970 GTX", "NVIDIA GTX 970"),
        ("my 1080 Ti GTX", "GTX 1080 Ti"),
    ],
)
def test_a_geforce_number_alone_in_prose_is_the_card(text, gpu):
    assert _read(text).prose["gpu"] == [gpu]


@pytest.mark.parametrize(
    "text",
    [
        "训练了3050步就停了",  # steps
        "端口3090被占用",  # a port
        "listening on port:3090 ",
        "Epoch 2080/3000",
        "loss after 4090 iterations",
        "tensorflow v1.3090",
        "2.970 RTX units",
        "970 RTXs",
    ],
)
def test_a_number_that_counts_something_is_no_card(text):
    assert "gpu" not in _read(text).prose


def test_a_3090_named_alone_with_tf_1_14_is_a_card_the_release_has_no_kernels_for():
    # https://github.com/bojone/sohu2021-baseline/issues/4: TensorFlow 1.14 was built with
    # CUDA 10.0, which builds for Turing (7.5) at most; the RTX 3090 is Ampere (8.6).
    f = _all("请问3090如何装tf1.14的啊")["compute-capability-unsupported"]
    assert f.evidence[:2] == [
        "RTX 3090 (stated): compute capability 8.6",
        "TensorFlow 1.14 was built with CUDA 10.0, which builds for compute capability 7.5 at most",
    ]


# --- memory: out of it in more wordings, or reserved whole ----------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/deepgram/kur/issues/14
        "I use a Quadro M2000 4G GPU, tf failed the trainning for out of GPU memory",
        # https://github.com/shibing624/pycorrector/issues/156
        "但换成我自己的数据就报错说GPU资源不够：",
        # https://github.com/nl8590687/ASRT_SpeechRecognition/issues/193
        "本人电脑显卡为GeForce 1060，batch_size设置为8，请问是因为显卡内存不够的原因吗？",
    ],
)
def test_gpu_memory_told_short_is_out_of_memory_possibly(line):
    f = _all(line)["gpu-out-of-memory"]
    assert f.confidence == "possible"
    assert f"log line 1: {line}" in f.evidence


# https://github.com/chineseocr/chinese-ocr/issues/91
FILLS_EVERY_CARD = (
    '你好，感谢分享，请问为什么我用“os.environ["CUDA_VISIBLE_DEVICES"]=”的方式无法指定GPU，'
    "还是会占满所有的卡，你有考虑过这种问题吗，谢谢！"
)


def test_every_card_told_filled_is_the_reservation_without_memory_growth():
    f = _all(FILLS_EVERY_CARD)["memory-growth-disabled"]
    assert f.confidence == "possible"


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/tensorflow/serving/issues/1929
        "but GPU Memory Usage 22553MiB/24265MiB.",
        # https://github.com/ZhuiyiTechnology/roformer-sim/issues/10
        "在16G V100上运行，占用内存接近16个G。是模型本身这么大吗？还是为啥呢",
        # https://github.com/macanv/BERT-BiLSTM-CRF-NER/issues/390
        "不管数据量有多大，显存本身24000MB 多 占用了23000MB多(并且这个数量不变)，请问这是怎么回事啊？",  # noqa: E501
    ],
)
def test_memory_told_in_figures_nearly_all_of_the_card_is_the_reservation(line):
    f = _all(line)["memory-growth-disabled"]
    assert f.confidence == "possible"
    assert f.evidence == [
        "the paste tells of nearly all of the GPU's memory taken",
        f"log line 1: {line}",
        "TensorFlow reserves nearly all of a GPU's memory at start unless memory growth is on, "
        "whatever the model needs",
    ]


@pytest.mark.parametrize(
    "text",
    [
        # nvidia-smi's own row while a model trains: no word of what takes it
        "|  0  GeForce GTX 108...  Off  | 00000000:01:00.0 Off |  10989MiB / 11019MiB |",
        "I use a 16GB GPU and one batch uses 2GB",  # a part of the card
        # an allocation that failed: out of memory, not a reservation
        "Tried to allocate 7.8GiB; GPU memory usage 7.9GiB of 8GiB",
        # https://github.com/tensorpack/tensorpack/issues/1303: memory growth was on
        'I had set "tf_config.gpu_options.allow_growth = True", and the Memory-Usage of the GPU '
        "goes 7419MiB /  7611MiB  .",
    ],
)
def test_memory_figures_that_are_no_reservation(text):
    assert "memory-growth-disabled" not in _all(text)


# --- versions stated with Chinese words between name and number -----------------------------


@pytest.mark.parametrize(
    ("line", "stated"),
    [
        # https://github.com/guoqiangqi/PFLD/issues/10
        (
            "# tensorflow gpu是1.6.0版本的，cuda是9.0版本的，尝试训练GPU，可一直失败",
            {"tf_version": ["1.6"], "cuda": ["9.0"]},
        ),
        (
            "tensorflow-gpu版本是1.13.1，cuda版本为10.0，cudnn版本7.4",
            {"tf_version": ["1.13"], "cuda": ["10.0"], "cudnn": ["7.4"]},
        ),
        ("python是3.7，tf的版本号：2.4.1", {"python": ["3.7"], "tf_version": ["2.4"]}),
    ],
)
def test_versions_stated_with_chinese_words(line, stated):
    assert _read(line).prose == stated


# --- packages given as pip freeze writes them, or several in one line of settings -----------


def test_pip_freeze_lines_are_installed_packages():
    # https://github.com/ray-project/ray/issues/8838
    facts = _read(
        '$ pip freeze | grep "tensorflow\\|tf\\|ray"',
        "ray==0.8.5",
        "tensorflow==2.1.0",
        "tensorflow-estimator==2.1.0",
    ).facts()
    assert facts["packages"] == {"tensorflow": {"version": "2.1.0"}}


# https://github.com/microsoft/Recursive-Cascaded-Networks/issues/13
SETTINGS = (
    "My settings :python36,tensorflow=1.13.1,tensorflow-gpu=1.4.0,cuda=10.0,cudnn=7.4.1,"
    "keras=2.3.1, NVIDIA F=GeFroce RTX 2080 Ti，but it is faild."
)


def test_two_tensorflow_distributions_in_one_line_of_settings_are_both_installed():
    f = _all(SETTINGS)["multiple-tensorflow-distributions"]
    assert f.evidence == ["installed: tensorflow 1.13.1", "installed: tensorflow-gpu 1.4.0"]


@pytest.mark.parametrize(
    "line",
    [
        "pip install tensorflow==2.3 and later tensorflow==2.4",  # one name twice
        "tensorflow==1.13.1 is what I use",  # one, in prose
    ],
)
def test_a_single_distribution_in_a_line_is_no_list(line):
    assert "packages" not in _read(line).facts()


def test_a_gpu_said_to_go_out_of_memory_is_out_of_memory():
    # https://github.com/MarvinTeichmann/tensorflow-fcn/issues/11
    line = "When the batch size is larger than 5, GPU will out of memory. The weight is 515MB"
    assert _all(line)["gpu-out-of-memory"].confidence == "possible"


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        # https://github.com/argman/EAST/issues/245
        ("However the GPU memmory usage is nearly 0 as shown following:", True),
        ("GPU memory usage 0%", True),
        ("GPU memory usage 0.5 GB of 8 GB", False),
        ("GPU memory used 10 GB", False),
    ],
)
def test_no_gpu_memory_taken_while_training_is_the_gpu_not_used(line, complaint):
    assert bool(_read(line).values.get("gpu_not_used")) is complaint


# --- a cause told as hearsay, or asked, is no evidence of it ---------------------------------


@pytest.mark.parametrize(
    ("line", "finding"),
    [
        # https://github.com/genggui001/fine_tuning_bert_for_joint_entity_and_relation_extraction_in_chinese_medical_text/issues/3
        (
            "我搜了一下，有说显卡内存不足的，有说是tf版本和cuda不匹配的.我用的rtx3090显卡",
            "cuda-libraries-missing",
        ),
        (
            "我搜了一下，有说显卡内存不足的，有说是tf版本和cuda不匹配的.我用的rtx3090显卡",
            "gpu-out-of-memory",
        ),
        # https://github.com/chineseocr/chineseocr/issues/170
        (
            "经过查询有说是GPU显存不足，尝试了释放显存和限制tensorflow使用的显存大小后还是报出这个错误",
            "gpu-out-of-memory",
        ),
        # https://github.com/guoqiangqi/PFLD/issues/10
        (
            "# tensorflow gpu是1.6.0版本的，cuda是9.0版本的，尝试训练GPU，可一直失败，是版本号对不上嘛",  # noqa: E501
            "cuda-libraries-missing",
        ),
        ("Is it that the CUDA versions do not match?", "cuda-libraries-missing"),
    ],
)
def test_a_cause_told_as_hearsay_or_asked_is_not_read(line, finding):
    assert finding not in _all(line)


@pytest.mark.parametrize(
    ("line", "finding"),
    [
        ("tf版本和cuda版本不匹配", "cuda-libraries-missing"),
        ("训练时显存不足", "gpu-out-of-memory"),
    ],
)
def test_the_same_causes_told_as_found_are_read(line, finding):
    assert _all(line)[finding].confidence == "possible"


# --- a GPU told to be busy only a little while training ---------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/pierluigiferrari/ssd_keras/issues/109
        "I found during training GPU usage was really low( about 5% with my gtx 1070 laptop "
        "version) when batch size =32",
        # https://github.com/xiaomaxiao/PSENET/issues/3
        "您好，我在训练的时候GPU利用率特别低，有什么办法可以提高吗？",
        # https://github.com/Byronnar/tensorflow-serving-yolov3/issues/38
        "我用2080ti训练时，显卡的利用率特别低",
        "Low GPU utilization with tf.data",
        # https://github.com/tensorflow/lingvo/issues/140 (unsteady, and a figure)
        "In locally sync mode, the GPU utilization is unstable (sometime 100%, sometime 0%)",
        "and the average GPU utilization is about 60%. I think this question may caused by IO",
        # https://github.com/keras-team/keras/issues/7168
        "But GPU usage is spiking:",
        # https://github.com/Welthungerhilfe/cgm-ml/pull/408
        "- Average GPU Utilization 46.9%",
        # https://github.com/bubbliiiing/yolov7-tf2/issues/3
        "在显存几乎占满的情况下，为何GPU的利用率在50%以下波动",
        # https://github.com/stanleylsx/entity_extractor_by_ner/issues/6
        "感谢分享。训练过程中GPU 使用率一直在30%到60%之间，有没有什么办法可以提高？",
    ],
)
def test_a_gpu_told_busy_only_a_little_is_possibly_waiting_for_its_input(line):
    f = _all(line)["gpu-underutilized-input-bound"]
    assert f.confidence == "possible"
    assert f.evidence == [f"log line 1: {line}"]


@pytest.mark.parametrize(
    "line",
    [
        "GPU usage is 95%, all fine",
        "low GPU memory: 2 GB",  # memory, not how busy it is
        "GPU利用率很高",
        "GPU利用率在90%以上",
        "GPU utilization is 100% and the epoch takes 8 s",
        # A figure under 10% with the CPU doing the work: not a GPU waiting, a GPU unused
        # (the build was the cause, https://github.com/MattVitelli/GRUV/issues/26).
        "only my CPU is running while training, GPU usage is about 2-3% and GPU memory usage "
        "is slightly more than 200mb.",
        # Windows Task Manager's graph is the 3D engine's, not CUDA's
        # (https://github.com/iperov/DeepFaceLab/issues/215).
        "my GPU usage doesn't go above 20% in task manager",
        "GPU utilization is 0.45% while the CPU runs the model",
        "GPU利用率在95%左右",
        # A tool's readout of one moment, after the training ended, in a run that worked
        # (OmarHeshamShehab/TensorFlow-GPU-Ubuntu-Setup, verify_tensorflow_gpu.ipynb).
        "GPU Util     : 15%",
    ],
)
def test_a_gpu_told_busy_or_short_of_memory_is_not_waiting_for_its_input(line):
    assert "gpu-underutilized-input-bound" not in _all(line)


def test_most_of_the_gpu_memory_told_taken_is_the_reservation():
    # https://github.com/serengil/deepface/issues/237
    line = "However I noticed there are always large percentage of gpu memory occupied."
    assert _all(line)["memory-growth-disabled"].confidence == "possible"


# --- Windows: TensorFlow's own DLL not loaded --------------------------------------------------

# https://github.com/AaronJny/xyolo/issues/1
XYOLO = """Traceback (most recent call last):
  File "C:\\ProgramData\\Miniconda3\\envs\\xyolo37\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed: 找不到指定的模块。
win10环境，新conda环境，不用gpu，直接pip install --user xyolo。"""  # noqa: E501


def test_tensorflow_s_own_dll_not_loaded_without_a_gpu_is_the_import_failing():
    found = _all(XYOLO)
    assert "cuda-libraries-missing" not in found  # no GPU set-up: no CUDA DLL to miss
    f = found["tensorflow-import-failed"]
    assert f.confidence == "possible"
    assert f.evidence == [
        "Windows could not load a module that TensorFlow's native library needs",
        "log line 4: ImportError: DLL load failed: 找不到指定的模块。",
    ]


def test_another_module_s_dll_is_not_tensorflow_s():
    text = "Windows 10\nImportError: DLL load failed: The specified module could not be found."
    assert "tensorflow-import-failed" not in _all(text)


@pytest.mark.parametrize(
    ("line", "stated"),
    [("新conda环境，不用gpu", True), ("我的电脑没有独立显卡", True), ("不用GPU训练太慢了", False)],
)
def test_no_gpu_in_chinese(line, stated):
    assert bool(_read(line).values.get("no_gpu_stated")) is stated


@pytest.mark.parametrize(
    ("line", "named"),
    [
        # https://github.com/guoqiangqi/PFLD/issues/10
        ("# tensorflow gpu是1.6.0版本的，cuda是9.0版本的", True),
        ("tensorflow gpu 1.15", True),
        ("TensorFlow GPU support on Windows", False),  # the feature, not the package
    ],
)
def test_tensorflow_gpu_written_with_a_space_before_its_version(line, named):
    assert bool(_read(line).values.get("tf_gpu_named")) is named


# --- a GPU build's start-up lines on a machine the paste shows without a GPU -------------------

# https://github.com/apcamargo/genomad/issues/3
GOES_ON = (
    "I've been able to successfully run genomad on several datasets (metagenomes). During the "
    "nn-classification I always receive an error in the log that says:\n"
    "`2022-10-16 22:38:39.339717: E tensorflow/stream_executor/cuda/cuda_driver.cc:265] failed "
    "call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected`\n"
    "But the software keeps running and was able to finish successfully in some cases."
)


def test_no_device_beside_a_program_that_goes_on_is_no_problem():
    f = _all(GOES_ON)["cuda-visible-devices-hides-gpus"]
    assert f.severity == "info"
    assert f.evidence[-1] == "the paste says the program goes on and ends well"


def test_no_device_beside_a_complaint_stays_a_problem():
    text = GOES_ON + "\nBut TensorFlow does not use my GPU."
    assert _all(text)["cuda-visible-devices-hides-gpus"].severity == "error"


# https://github.com/HMS-IDAC/UnMicst/issues/20
PUZZLED = """sh: 1: nvidia-smi: not found
2023-03-15 13:22:16.469590: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: UNKNOWN ERROR (34)
Not really sure why unmicst is looking for a GPU, or trying to nvidia-smi when I have not passed any options, is this the default?"""  # noqa: E501


def test_puzzled_that_it_looks_for_a_gpu_is_a_machine_without_one():
    f = _all(PUZZLED)["no-nvidia-driver"]
    assert f.severity == "info"
    assert f.evidence[-1] == "the paste says this machine has no GPU"


# --- more of the words people use for memory, imports and old GPUs ---------------------------


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/Kyubyong/dc_tts/issues/55
        'When I run "train.py 2", I ran in to OOM.',
        # https://github.com/ak9250/gpt-2-colab/issues/8
        "I get out of memory errors with a graphic card having 6GB of memory.",
        # https://github.com/Rayhane-mamah/Tacotron-2/issues/85
        "I get out of memory messages and then it crashes.",
        # https://github.com/nanoporetech/medaka/issues/500
        "is it possible to run medaka on the CPU (and not the GPU) ? The GPU is already fully "
        "used for basecalling.",
    ],
)
def test_out_of_memory_in_more_words(line):
    assert _all(line)["gpu-out-of-memory"].confidence == "possible"


def test_a_program_s_own_words_for_a_failed_import():
    # https://github.com/deepfakes/faceswap/issues/1339
    line = (
        "ERROR    There was an error importing Tensorflow. This is most likely because you do not "
        "have TensorFlow installed, or you are trying to run tensorflow-gpu on a system without "
        "an Nvidia graphics card. Original import error: No module named 'absl'"
    )
    assert "tensorflow-import-failed" in _all(line)


def test_a_program_s_own_words_for_a_gpu_below_its_minimum():
    # https://github.com/iperov/DeepFaceLab/issues/140
    line = (
        "but your software says that Tesla K40m does not meet minimum required compute "
        "capability: 3.7. Falling back to CPU mode."
    )
    assert "compute-capability-too-old" in _all(line)


def test_the_available_gpu_not_recognised_is_a_complaint():
    # https://github.com/evanseitz/seam-nn/issues/1
    line = "I noticed that tensorflow didn't recognize the available GPU."
    assert _read(line).values.get("gpu_not_used") is True


def test_a_dockerfile_from_line_with_a_tab_is_a_container():
    text = (
        "FROM\tnvidia/cuda:11.2.0-cudnn8-runtime-ubuntu20.04\n"
        "RUN pip install tensorflow\nTensorFlow does not use my GPU"
    )
    assert _read(*text.splitlines()).values.get("docker_named") is True


@pytest.mark.parametrize(
    ("line", "gpu"),
    [
        # https://github.com/tensorflow/tensorflow/issues/34282
        ("- GPU model and memory: NVIDIA p100", ["p100"]),
        ("Running on a GH200 node", ["GH200"]),
        ("training on a v100", ["v100"]),
    ],
)
def test_a_data_centre_gpu_named_in_any_case(line, gpu):
    facts = _read(line)
    assert (facts.declared.get("gpu") or facts.prose.get("gpu")) == gpu


@pytest.mark.parametrize("line", ["step t4 done", "use the l4 table", "k8s cluster"])
def test_a_short_lowercase_word_is_no_gpu(line):
    assert "gpu" not in _read(line).prose


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        # https://github.com/rail-berkeley/softlearning/issues/26
        ("But when I look up the 'nvidia-smi', no gpu is used", True),
        # https://github.com/suragnair/alpha-zero-general/issues/60
        ("With these NN models, I am only getting CPU load and not gpu.", True),
        # https://github.com/ray-project/ray/issues/8680: a guess asked about a run that uses
        # 1 GB of the GPU, not a GPU unused
        ("Is this because the rllib using tensorflow CPU instead of GPU?", False),
        ("It runs on the CPU instead of the GPU.", True),
    ],
)
def test_more_complaints_and_a_guess_that_is_none(line, complaint):
    assert bool(_read(line).values.get("gpu_not_used")) is complaint


def test_all_the_gpu_memory_told_occupied_is_the_reservation():
    # https://github.com/Unity-Technologies/ml-agents/issues/3192
    line = "All the gpu memory is occupied in the beginning of training if I experiment with it."
    assert _all(line)["memory-growth-disabled"].confidence == "possible"


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        # https://github.com/serengil/retinaface/issues/11
        (
            "I can ensure that the environment running GPU is normal, but the program still can't "
            "call GPU.",
            True,
        ),
        # https://github.com/Calamari-OCR/calamari/issues/98
        ("But when I did nvidia-smi there is no usage of GPU.", True),
    ],
)
def test_still_more_complaints(line, complaint):
    assert bool(_read(line).values.get("gpu_not_used")) is complaint


def test_the_gpu_package_overridden_by_the_plain_one():
    # https://github.com/cvat-ai/cvat/issues/1124
    line = (
        "Seems the `tensorflow_gpu` package is overridden by `tensorflow` from datumaro "
        "requirements."
    )
    assert _read(line).values.get("plain_tf_pulled") is True


# https://github.com/deepgram/kur/issues/65 (a program hiding the GPU on purpose)
KUR = """```
        if not self.devices:
                replace_theano_flag('device', 'cpu')
                env['CUDA_VISIBLE_DEVICES'] = '100'
                logger.info('Requesting CPU')
```"""


def test_a_gpu_index_no_machine_has_hides_every_gpu():
    f = _all(KUR)["cuda-visible-devices-hides-gpus"]
    assert f.evidence[0] == "CUDA_VISIBLE_DEVICES='100' as the log sets it"


def test_a_gpu_index_a_machine_may_have_is_not_judged_without_the_gpus():
    assert "cuda-visible-devices-hides-gpus" not in _all("os.environ['CUDA_VISIBLE_DEVICES'] = '7'")


def test_a_gpu_newer_than_a_1x_release_s_cuda_is_told_the_first_release_for_it():
    # https://github.com/bojone/SPACES/issues/42 (the confirmed way out: NVIDIA's TF 1.15
    # builds, https://github.com/NVIDIA/tensorflow)
    f = _all("目前3090的需要cuda11，但是tf1.14的只能到cuda10")["compute-capability-unsupported"]
    assert f.fix == (
        "Use TensorFlow 2.4 or later: it was built with CUDA 11.0, which builds for compute "
        "capability 8.x. For code that must stay on TensorFlow 1.x, NVIDIA's TensorFlow 1.15 "
        "builds run on newer GPUs (Linux, Python 3.8):\n"
        "$ pip install --user nvidia-pyindex\n$ pip install --user nvidia-tensorflow[horovod]"
    )


def test_a_gpu_newer_than_the_stated_cuda_is_told_the_first_release_for_it():
    # https://github.com/DeepLabCut/DeepLabCut/issues/1245
    text = "I'm on an NVIDIA GeForce 3090 GPU. I have CUDA 10.0.0."
    f = _all(text)["compute-capability-unsupported"]
    assert f.fix == (
        "Use TensorFlow 2.4 or later: it was built with CUDA 11.0, which builds for compute "
        "capability 8.x."
    )
    # what such a GPU meets under an old CUDA, not the general text's Blackwell example
    assert f.explanation.startswith(
        "The release was built with a CUDA older than this GPU's generation"
    )
    assert "Blackwell" not in f.explanation


@pytest.mark.parametrize(
    ("line", "tensorflows"),
    [
        # https://github.com/HMS-IDAC/UnMicst/issues/20
        (
            "2023-03-15 13:22:16.469590: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] "
            "failed call to cuInit: UNKNOWN ERROR (34)",
            True,
        ),
        # https://github.com/tensorflow/tensorflow/issues/62626 (2.15's XLA path)
        (
            "E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register "
            "cuDNN factory",
            True,
        ),
        ("My GPU is not used: tensorflow/core/common_runtime says nothing", False),
        ("I tensorflow is not using the gpu", False),
    ],
)
def test_tensorflows_own_log_lines_are_told_from_a_persons(line, tensorflows):
    from tfgpu_gui.doctor.knowledge.log_facts_patterns import TF_LOG_LINE

    assert bool(TF_LOG_LINE.match(line)) is tensorflows


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        # https://github.com/MaybeShewill-CV/CRNN_Tensorflow/issues/209
        ("through watch nvidia-smi ,the GPU Memory-Usage and GPU-Util  Compute M is all 0", True),
        # https://github.com/qurator-spk/eynollah/issues/123
        ("i have monitored its performance but its usage doesnt increase from 0%", True),
        ("GPU usage is 0.5 GB", False),
        ("GPU-Util is 98%", False),
        # https://github.com/pierluigiferrari/ssd_keras/issues/216
        (
            "I run the ssd300_train.py with VOC07-12 dataset with three GTX1080, but the each "
            "GPU-Util is always shown  zero, as shown bellow.",
            True,
        ),
        # https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/189
        ("I run train.py but the gpu utilization showed in nvidia-smi is insignificant.", True),
        ("the GPU utilization is significant", False),
        ("GPU usage is zero-copy friendly", False),
        # https://github.com/XifengGuo/DCEC/issues/3
        (
            "is there a way to run your code on GPU? because my data set is over 1000000 images "
            "and takes forever to run on CPU",
            True,
        ),
        ("is there a way to run it on two machines?", False),
        # https://github.com/kshitizrimal/deepStyle/issues/2
        (
            "Keeps complaining that CUDA is not enabled, however if I try to check with "
            '"torch.cuda.is_available()" it says true?',
            True,
        ),
        ("If CUDA is not available, the CPU is used instead.", False),
    ],
)
def test_a_gpu_told_to_stay_idle_is_a_complaint(line, complaint):
    assert bool(_read(line).values.get("gpu_not_used")) is complaint


# --- an illegal instruction on an ARM machine -------------------------------------------------

# https://github.com/onnx/onnx/issues/3268 (a Jetson Xavier NX)
JETSON_NX = "Install onnx on Jetson NX (JetPack 4.4 L4T 32.4.3 ) gives Illegal instruction"
# https://github.com/microsoft/onnxruntime/issues/6375 (a Jetson Nano, named apart)
AARCH64_BUILD = (
    "The onnxruntime was compiled by ./build --config Release --update --build --build-wheel "
    "--cuda-home /usr/local/cuda -cudnn_home /usr/lib/aarch64-linux-gnu"
)
ILLEGAL = "Illegal instruction (core dumped)"


@pytest.mark.parametrize("machine", [JETSON_NX, AARCH64_BUILD])
def test_an_illegal_instruction_on_arm_is_no_avx_and_says_why(machine):
    found = _all(f"{machine}\n>>> import tensorflow\n{ILLEGAL}")
    assert "cpu-without-avx" not in found
    f = found["tensorflow-import-failed"]
    assert f.evidence[-2] == (
        "this is an ARM machine (no AVX there): an illegal instruction is most often a library "
        "built for another ARM CPU, such as numpy 1.19.5's OpenBLAS on Jetson boards "
        "(numpy/numpy#18131: numpy 1.19.4, or OPENBLAS_CORETYPE=ARMV8 set, works)"
    )
    assert f.evidence[-1] == f"log line 1: {machine}"


def test_an_illegal_instruction_elsewhere_still_suggests_avx():
    found = _all(f">>> import tensorflow\n{ILLEGAL}")
    assert {"cpu-without-avx", "tensorflow-import-failed"} <= set(found)
    # A proven AVX line stands on ARM too (a paste can name the board and show another machine).
    proven = (
        "The TensorFlow library was compiled to use AVX instructions, but these aren't "
        "available on your machine."
    )
    assert "cpu-without-avx" in _all(f"{JETSON_NX}\n{proven}\n{ILLEGAL}")


@pytest.mark.parametrize(
    ("line", "arm"),
    [
        (AARCH64_BUILD, True),
        # https://github.com/numpy/numpy/issues/18131 (a Raspberry Pi 4 in the same thread)
        ("raspberry pi 4 (armv7l) has no problems.", True),
        # https://github.com/tensorflow/tensorflow/issues/57632 (/proc/cpuinfo of a PYNQ board)
        ("model name      : ARMv7 Processor rev 0 (v7l)", True),
        # a wheel's platform tag lists what exists, not what ran
        ("tensorflow-2.15.0-cp311-cp311-manylinux_2_17_aarch64.manylinux2014_aarch64.whl", False),
        ("tensorflow_aarch64-2.15.0-cp311-cp311-linux-aarch64.whl", False),
        ("Python 3.9.13 (main) [Clang 13.1.6] on darwin, arm64", False),
    ],
)
def test_an_arm_machine_is_read_from_its_own_lines(line, arm):
    assert bool(_read(line).values.get("arm_machine")) is arm


def test_jetpack_alone_names_a_jetson():
    # https://github.com/thehapyone/NanoCamera/issues/7
    assert _read(" - OS: Ubuntu 18.04 (Jetpack 4.5)").values.get("jetson_named") is True
    assert _read(" - OS: Ubuntu 18.04").values.get("jetson_named") is None


# --- the hundred-and-seventy-third to -seventh sets ---------------------------------------------


def _ids(text: str) -> list[str]:
    return [f.id for f in diagnose_log(text.splitlines()).findings if not f.harmless]


# https://github.com/DeepLabCut/Docker4DeepLabCut2.0/issues/22
DLC_TITLE = "Import Tensorflow Failed due to missing libcuda.so.1 file"
DLC_CONTAINER = (
    "I was able to successfully build the docker image and run the container. However, when I "
    "try to import deeplabcut to check my installation, I get the following error:"
)


def test_libcuda_told_missing_in_a_container_is_the_container_without_gpus():
    assert _ids(DLC_TITLE) == ["no-nvidia-driver"]
    assert _ids(f"{DLC_TITLE}\n\n{DLC_CONTAINER}") == ["container-without-gpus"]


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        # https://github.com/anishathalye/neural-style/issues/135
        (
            "I've tried to create image with input content of size 3200x2600 pix and it returned "
            "me error that I have not enough memory on my GPU.",
            "gpu-out-of-memory",
        ),
        ("The GPU memory is not enough for this image size.", "gpu-out-of-memory"),
        # a program's own words (quantumlib/qsim's simulator: IO::errorf("not enough GPU memory"))
        ("not enough GPU memory", "gpu-out-of-memory"),
        # what READMEs advise, and a question, are no failure
        ("You may need to change the configurations if your GPU memory is not enough.", None),
        ("Can be useful if you have not enough GPU memory.", None),
        ("Is there not enough GPU memory?", None),
        # https://github.com/ildoonet/tf-pose-estimation/issues/674
        ("`2021-02-12 03:31:37,319 INFO Training Started.`\n`Killed`", "host-out-of-memory"),
        ("zsh: killed     python train.py --batch-size 64", "host-out-of-memory"),
        ("[1]+  Killed                  python train.py", "host-out-of-memory"),
        ("The process is killed like this with no other error messages.", None),
        # https://github.com/googlecolab/colabtools/issues/868 (a misspelt cuBLAS)
        (
            "Getting error while importing tensorflow on colab. Failed to import libcublabs.so",
            "cuda-libraries-missing",
        ),
        ("failed to load libcupti.so", None),
        ("failed to load libcuda.so", "no-nvidia-driver"),
        # https://github.com/tensorflow/tensorflow/issues/16660
        (
            "It says that java.lang.UnsatisfiedLinkError: tensorflow_jni.dll: Can't find "
            "dependent libraries",
            "cuda-libraries-missing",
        ),
    ],
)
def test_what_the_new_sets_tell_in_words(text, cause):
    found = _all(text)
    problems = [i for i, f in found.items() if not f.harmless]
    if cause is None:
        assert problems == []
        return
    assert problems == [cause]
    assert found[cause].confidence == "possible"


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/bytedeco/javacpp-presets/issues/294
        "whenever I create a graph with GPU nodes and load it with javacpp-tensorflow, the "
        "placement log says they are all placed on CPU.",
        "nvidia-smi does not report any GPU memory usage by the JVM either.",
    ],
)
def test_a_gpu_left_idle_told_so_is_a_complaint(line):
    assert _read(line).values.get("gpu_not_used") is True


def test_a_gpu_used_told_so_is_no_complaint():
    assert not _read("nvidia-smi reports the GPU memory usage of the JVM.").values.get(
        "gpu_not_used"
    )
    assert not _read("the placement log says they are all placed on GPU:0").values.get(
        "gpu_not_used"
    )


# --- the hundred-and-seventy-eighth to -eighty-third sets ---------------------------------------

# https://github.com/TensorSpeech/TensorFlowTTS/issues/563
TTS_SETUP = "My server is...\nGeforce RTX 3090, Linux 20.04\nCUDA 10.1\ncudnn 7.6.5\n"
TTS_STORY = (
    "I found the reason is ptxas file in CUDA 10.1 bin, so I replaced that file with one in "
    "CUDA 11.2 bin."
)


def test_a_version_listed_on_its_own_line_outweighs_one_the_story_mentions():
    facts = _read(*TTS_SETUP.splitlines(), TTS_STORY)
    assert facts.stated("cuda") == "10.1"
    assert _ids(f"{TTS_SETUP}\n{TTS_STORY}") == ["compute-capability-unsupported"]
    # told only in the story, two CUDAs are none; a line that goes on after the version is
    # the story's
    assert _read("Geforce RTX 3090, Linux 20.04", TTS_STORY).stated("cuda") is None
    assert _read("CUDA 10.1", "CUDA 11.2 bin has the newer ptxas").stated("cuda") == "10.1"
    assert _read(*TTS_SETUP.splitlines(), "I also tried cudnn 8.0").stated("cudnn") == "7.6"


# https://github.com/amirbar/speech2gesture/issues/3
S2G = (
    "I've tried to run the inference on ellen's checkpoint by installing CUDA 9.0 on Google "
    "Colab, and running the command\n"
    "2019-08-06 01:49:17.499788: E tensorflow/stream_executor/cuda/cuda_dnn.cc:332] could not "
    "create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED\n"
    "2019-08-06 01:49:17.499934: E tensorflow/stream_executor/cuda/cuda_dnn.cc:340] possibly "
    "insufficient driver version: 410.79.0"
)
# https://github.com/aiff22/DPED/issues/22
DPED = (
    "2019-07-11 01:37:25.413701: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not "
    "create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED\n"
    "2019-07-11 01:37:25.413830: E tensorflow/stream_executor/cuda/cuda_dnn.cc:361] Possibly "
    "insufficient driver version: 384.183.0\n"
    "I use tensorflow-gpu 1.11.0, cuda9.0"
)


def test_a_driver_that_runs_the_cuda_on_colab_leaves_cudnns_failure_to_cudnn():
    assert _ids(S2G)[0] == "cudnn-version-mismatch"
    assert "driver-too-old" not in _ids(S2G)
    # a driver too old for the CUDA stays; so does one that runs it where nothing else shows
    older = S2G.replace("410.79.0", "375.26.0")
    assert _ids(older)[0] == "driver-too-old"
    assert _ids(DPED)[0] == "driver-too-old"
    # the driver proven too old by CUDA's own words stays, whatever the other line says
    # (CUDA's message for cudaErrorInsufficientDriver)
    proven = "CUDA driver version is insufficient for CUDA runtime version\n" + S2G
    assert "driver-too-old" in _ids(proven)


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        # https://github.com/remicres/otbtf/issues/77
        (
            "But in using the **otbcli_TensorflowModelTrain** command there is an error that "
            "is **illegals instruction (core dumped)**. I need help",
            "cpu-without-avx",
        ),
        # https://github.com/lululxvi/deepxde/issues/731
        (
            "apply_output/input_transform exceeds GPU memory with tensorflow 2, but works with "
            "tf.compat.v1",
            "gpu-out-of-memory",
        ),
        # https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/164
        ("out of memory, gtx1080, 8gb, batch_size=32", "gpu-out-of-memory"),
        ("out of memory, even with 64 GB of RAM", None),
        # https://github.com/huggingface/transformers/issues/22718
        (
            "2023-04-12 02:44:14.603089: E tensorflow/compiler/xla/stream_executor/cuda/"
            "cuda_blas.cc:219] failed to create cublas handle: cublas error",
            "memory-growth-disabled",
        ),
        (
            "2023-04-12 02:44:14.603208: E tensorflow/compiler/xla/stream_executor/cuda/"
            "cuda_blas.cc:221] Failure to initialize cublas may be due to OOM (cublas needs some "
            "free memory when you initialize it, and your deep-learning framework m",
            "memory-growth-disabled",
        ),
        # https://github.com/huggingface/transformers/issues/17804
        (
            "In transformers version >=4.18.0, import something from `generation_tf_utils.py` "
            "would casue gpu memory growth immediately if I don't set env "
            "`TF_FORCE_GPU_ALLOW_GROWTH=true` before importing modules from this file.",
            "memory-growth-disabled",
        ),
        ("export TF_FORCE_GPU_ALLOW_GROWTH=true", None),
        # https://github.com/tensorflow/tensorflow/issues/53697
        (
            "As you can see the installed TRT version is 8.0.0 but Tensorflow was built and "
            "linked with TRT 7.2.2.",
            "tensorrt-unavailable",
        ),
        ("TensorRT 8.6 is installed and TensorFlow runs fine.", None),
        ("I installed TensorRT 7.2.2 since Tensorflow was built and linked with TRT 7.2.2.", None),
    ],
)
def test_what_the_later_sets_tell(text, cause):
    problems = [i for i, f in _all(text).items() if not f.harmless]
    if cause is None:
        assert problems == []
    else:
        assert problems[0] == cause


# https://github.com/ray-project/ray/issues/23109 (German Windows)
PAGING_DE = (
    "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Die "
    "Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen."
)


@pytest.mark.parametrize(
    "line",
    [
        PAGING_DE,
        # Windows' own English for the same error (1455)
        PAGING_DE.replace(
            "Die Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen.",
            "The paging file is too small for this operation to complete.",
        ),
    ],
)
def test_a_paging_file_too_small_is_the_computers_memory(line):
    assert _ids(line) == ["host-out-of-memory"]


# --- the hundred-and-eighty-fourth to -eighty-ninth sets ----------------------------------------

# https://github.com/openai/gpt-2/issues/213 (the run went on: "The model runs in the end")
PINNED = (
    "2019-11-19 17:13:26.908876: E tensorflow/stream_executor/cuda/cuda_driver.cc:893] failed "
    "to alloc 4294967296 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory\n"
    "2019-11-19 17:13:26.913409: W .\\tensorflow/core/common_runtime/gpu/gpu_host_allocator.h:44]"
    " could not allocate pinned host memory of size: 4294967296"
)


def test_pinned_host_memory_refused_is_a_note_not_the_gpus_memory():
    found = _all(PINNED)
    assert [i for i, f in found.items() if not f.harmless] == []
    note = found["pinned-host-memory-warning"]
    assert note.harmless and note.severity == INFO
    assert len(note.evidence) == 2
    # the GPU's own out of memory is still read as such
    # (https://github.com/deepmodeling/deepmd-kit/issues/1412)
    gpu = (
        "2022-01-11 10:12:45.291136: I tensorflow/stream_executor/cuda/cuda_driver.cc:789] failed"
        " to allocate 4.00G (4294967296 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of "
        "memory"
    )
    assert _ids(gpu) == ["gpu-out-of-memory"]


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        # https://github.com/latitudegames/AIDungeon/issues/116 (the title)
        ("[BUG] Out of memory when using gpu on windows 10", "gpu-out-of-memory"),
        # https://github.com/jiny2001/dcscn-super-resolution/issues/85
        (
            "Is there any way or option to run the code on GPU for testing efficiently on "
            "external images?",
            "tensorflow-cpu-only-build",
        ),
    ],
)
def test_what_the_last_sets_tell(text, cause):
    assert _ids(text)[0] == cause


# --- the hundred-and-ninetieth to -ninety-fifth sets ----------------------------------------------

# https://github.com/HuguesTHOMAS/KPConv/issues/90: the allocator's failure quoted without the
# log's prefix, with its dump's first line after it.
ALLOCATOR_FAILED = (
    "` Allocator (GPU_0_bfc) ran out of memory trying to allocate 6.36GiB.  Current allocation "
    "summary follows."
)


def test_the_allocators_failure_quoted_alone_is_the_gpus_memory():
    assert _ids(ALLOCATOR_FAILED) == ["gpu-out-of-memory"]
    # its note that the allocation is "not a failure" prints no summary and stays no failure
    note = (
        "Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.80GiB with freed_by_count=0."
        " The caller indicates that this is not a failure, but may mean that there could be "
        "performance gains if more memory were available."
    )
    assert _ids(note) == []


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        # https://github.com/charlesq34/pointnet/issues/54
        (
            'on the computer that I am testing, I get numerous "Out of memory exceptions"?',
            "gpu-out-of-memory",
        ),
        # https://github.com/tensorflow/tensorflow/issues/31410: only /gpu:1 given to
        # MirroredStrategy, GPU:0's memory taken all the same
        (
            "now when I run the file for training, the memory of first GPU(/gpu:0) is also "
            "filling up completely however, during training only GPU (/gpu:1) is being utilized",
            "memory-growth-disabled",
        ),
    ],
)
def test_what_the_ninetieth_sets_tell(text, cause):
    assert _ids(text)[0] == cause


def test_a_gpu_that_fills_up_in_other_words_is_not_read():
    # a disk, or the GPU's use (not its memory), filling up
    assert _ids("the disk is filling up completely during training") == []
    assert _ids("GPU usage is filling up to 100%") == []


# https://github.com/Arturus/kaggle-web-traffic/issues/13 (TensorFlow 1.4.1, the CPU-only
# package); https://github.com/lewagon/data-setup/pull/137 (a GPU registered: the Metal plugin)
CUDNN_OP = "No OpKernel was registered to support Op 'CudnnRNNParamsSize'"


def test_a_cudnn_op_without_a_kernel_means_no_gpu_device_unless_one_is_registered():
    facts = _read(CUDNN_OP).facts()
    assert facts["tensorflow"]["gpus"] == []
    assert facts["from_log"]["evidence"]["tf_gpu_count"] == f"log line 1: {CUDNN_OP}"
    stated = f"Error when reproduce the result : {CUDNN_OP}\npython 3.6 + tensorflow 1.4.1"
    assert _ids(stated)[0] == "tensorflow-cpu-only-build"
    metal = _read(CUDNN_OP, "Registered devices: [CPU, GPU]").facts()
    assert "gpus" not in metal.get("tensorflow", {})
    # XLA's device of TensorFlow 2.1-2.3 is no GPU device
    xla = _read(CUDNN_OP, "Registered devices: [CPU, XLA_CPU, XLA_GPU]").facts()
    assert xla["tensorflow"]["gpus"] == []
    # another op without a kernel says nothing of the GPU
    other = _read("No OpKernel was registered to support Op 'Foo' used by node x").facts()
    assert "gpus" not in other.get("tensorflow", {})


# https://github.com/SeldonIO/alibi-detect/issues/432: TensorFlow and PyTorch in one notebook
def test_pytorch_out_of_memory_told_beside_tensorflow_is_tensorflows_reservation():
    paste = (
        "Out of memory error is occurred in pytorch codes.\n"
        "import tensorflow as tf\n"
        "(X_train, y_train), (X_test, y_test) = tf.keras.datasets.cifar10.load_data()"
    )
    f = _all(paste)["memory-growth-disabled"]
    assert f.severity == ERROR
    # TensorFlow's own out of memory beside PyTorch named is not PyTorch's
    told = "import tensorflow as tf\nPyTorch works, but out of memory in TensorFlow"
    assert "memory-growth-disabled" not in _all(told)
    apart = "import tensorflow as tf\nOut of memory in TensorFlow. The torch part runs fine."
    assert "memory-growth-disabled" not in _all(apart)


# https://github.com/imsoo/fight_detection/issues/5
def test_a_forms_machine_field_naming_a_mac_states_macos():
    paste = (
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was "
        "registered to support Op 'CudnnRNN' used by node cu_dnnlstm/CudnnRNN\n"
        "Registered devices: [CPU]\n\nDevice: MacBook Pro 2016"
    )
    assert _ids(paste)[0] == "macos-no-cuda"
    assert _read("Device: MacBook Pro 2016").facts()["system"]["platform_kind"] == "macos"
    assert "system" not in _read("I want to buy a MacBook Pro").facts()
    assert "system" not in _read("the old laptop MacBook Air is not used here").facts()


# https://github.com/flwrlabs/flower/issues/3159: ten TensorFlow clients of a simulation on two
# GPUs; one created its GPU:0 with the 3 MB the others had left it.
TAKEN_DEVICE = (
    "2024-03-19 18:07:33.750278: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created"
    " device /job:localhost/replica:0/task:0/device:GPU:0 with 3 MB memory:  -> device: 0, name:"
    " NVIDIA GeForce GTX 1080 Ti, pci bus id: 0000:1a:00.0, compute capability: 6.1"
)
TAKEN_OOM = (
    "tensorflow.python.framework.errors_impl.ResourceExhaustedError: {{function_node "
    "__wrapped__Mul_device_/job:localhost/replica:0/task:0/device:GPU:0}} failed to allocate "
    "memory [Op:Mul]"
)


def test_a_device_created_with_a_few_megabytes_then_out_of_memory_is_the_reservation():
    found = _all(f"{TAKEN_DEVICE}\n{TAKEN_OOM}")
    assert [i for i, f in found.items() if not f.harmless] == ["memory-growth-disabled"]
    f = found["memory-growth-disabled"]
    assert f.severity == ERROR
    assert f.evidence[0] == "TensorFlow found almost none of the GPU's memory free when it started"
    assert f.evidence[1].startswith(f"log line 1: {TAKEN_DEVICE[:150]}")
    assert f.evidence[-1].startswith(f"log line 2: {TAKEN_OOM[:150]}")
    assert "every process" in f.fix and "TF_FORCE_GPU_ALLOW_GROWTH=true" in f.fix
    assert "another process already held the rest" in f.explanation
    assert "before the program starts" in f.confirm and "cuDNN" not in f.confirm


def test_a_device_with_its_memory_or_without_an_out_of_memory_is_not():
    roomy = TAKEN_DEVICE.replace("with 3 MB", "with 10128 MB")
    assert _ids(f"{roomy}\n{TAKEN_OOM}") == ["gpu-out-of-memory"]
    assert _ids(f"{TAKEN_DEVICE.replace('with 3 MB', 'with 100 MB')}\n{TAKEN_OOM}") == [
        "gpu-out-of-memory"
    ]
    assert "memory-growth-disabled" not in _ids(TAKEN_DEVICE)
    # Apple's GPU under the Metal plugin is created "with 0 MB memory"
    metal = TAKEN_DEVICE.replace("with 3 MB", "with 0 MB")
    assert _ids(f"{metal}\n{TAKEN_OOM}") == ["gpu-out-of-memory"]
    # memory growth on: the reservation is not what took it
    growth = "tf.config.experimental.set_memory_growth(gpu, True)"
    assert _ids(f"{growth}\n{TAKEN_DEVICE}\n{TAKEN_OOM}")[0] == "gpu-out-of-memory"


# --- a compiled op's missing TensorFlow symbol, quoted without its library --------------------

# https://github.com/charlesq34/pointnet2/issues/82 (the title) and
# https://github.com/dgriffiths3/pointnet2-tensorflow2/issues/14
BARE_TYPEINFO = "undefined symbol: _ZTIN10tensorflow8OpKernelE"
BARE_TRACESTRING = (
    "`undefined symbol: _ZN10tensorflow8OpKernel11TraceStringEPNS_15OpKernelContextEb`"
)


def test_a_tensorflow_symbol_undefined_without_its_library_is_a_compiled_op():
    vtable = "undefined symbol: _ZTVN10tensorflow8OpKernelE"
    for text in (BARE_TYPEINFO, BARE_TRACESTRING, vtable, "undefined symbol: _ZN3tsl6StatusC1Ev"):
        found = _all(text)
        assert _ids(text) == ["custom-op-build-mismatch"], text
        assert found["custom-op-build-mismatch"].evidence == [f"log line 1: {text}"]


def test_a_tensorflow_symbol_undefined_in_tensorflows_own_library_is_not():
    own = (
        "ImportError: /usr/lib/python3/site-packages/tensorflow/python/"
        "_pywrap_tensorflow_internal.so: undefined symbol: _ZN10tensorflow8OpKernelD2Ev"
    )
    framework = "libtensorflow_framework.so.2: undefined symbol: _ZN10tensorflow8OpKernelD2Ev"
    for text in (own, framework):
        assert "custom-op-build-mismatch" not in _ids(text), text
    # another library's C++ names are not TensorFlow's
    assert "custom-op-build-mismatch" not in _ids("undefined symbol: _ZN2cv3MatD1Ev")


# --- the profiler refused the GPU's performance counters ---------------------------------------

# https://github.com/tensorflow/tensorflow/issues/35860 (the line as cupti_tracer.cc writes it)
CUPTI_REFUSED = (
    "2020-01-14 11:20:33.123: E tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1307] "
    "function cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, "
    "this)failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"
)
CUPTI_TOLD = (
    "When using tf.keras.callbacks.TensorBoard() without the profile_batch setting, it gives "
    "out errors of CUPTI_ERROR_INSUFFICIENT_PRIVILEGES and CUPTI_ERROR_INVALID_PARAMETER from "
    "tensorflow/core/profiler/internal/gpu/cupti_tracer.cc."
)


def test_cupti_refused_is_the_counters_restricted_with_each_systems_fix():
    f = _all(CUPTI_REFUSED)["profiler-counters-restricted"]
    assert f.severity == WARNING
    assert f.evidence == [f"log line 1: {CUPTI_REFUSED}"]
    assert "NVreg_RestrictProfilingToAdminUsers=0" in f.fix
    assert "--cap-add=SYS_ADMIN" in f.fix
    windows = _all(f"OS Platform and Distribution: Windows 10\n{CUPTI_TOLD}")
    fix = windows["profiler-counters-restricted"].fix
    assert "Manage GPU Performance Counters" in fix and "modprobe" not in fix
    assert _ids("CUPTI need root access!") == ["profiler-counters-restricted"]
    assert _ids("==ERROR== ERR_NVGPUCTRPERM - The user does not have permission") == [
        "profiler-counters-restricted"
    ]


def test_other_cupti_lines_are_not_the_counters():
    assert "profiler-counters-restricted" not in _ids(
        "E tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1307] function "
        "cupti_interface_->EnableCallback( 0 , subscriber_, CUPTI_CB_DOMAIN_DRIVER_API, cbid)"
        "failed with error CUPTI_ERROR_INVALID_PARAMETER"
    )


# --- cuInit's 34: the stub libcuda, no driver ---------------------------------------------------

# https://github.com/ertis-research/kafka-ml/issues/99
STUB_CUINIT = (
    "2022-12-09 15:51:57.845894: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed "
    "call to cuInit: UNKNOWN ERROR (34)"
)
NO_PROC_VERSION = (
    "2022-12-09 15:51:57.845959: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] "
    "kernel driver does not appear to be running on this host (host): "
    "/proc/driver/nvidia/version does not exist"
)
K8S_NO_GPU = (
    "We install vanilla K8s based on redhat8 then deploy kafka-ml on this k8s cluster, "
    "so we don't have GPU."
)


def test_cuinit_34_is_the_stub_library_no_driver():
    f = _all(f"{STUB_CUINIT}\n{NO_PROC_VERSION}")["no-nvidia-driver"]
    assert f.evidence[0] == f"log line 1: {STUB_CUINIT}"
    # the diagnostics' line says the same then: no driver installed, not one not loaded
    assert _ids(f"{STUB_CUINIT}\n{NO_PROC_VERSION}") == ["no-nvidia-driver"]
    assert _ids(STUB_CUINIT.replace("UNKNOWN ERROR (34)", "CUDA_ERROR_STUB_LIBRARY")) == [
        "no-nvidia-driver"
    ]
    # the diagnostics' line alone is still a module not loaded
    assert _ids(NO_PROC_VERSION) == ["driver-not-loaded"]


def test_cuinit_34_in_a_container_is_the_gpus_not_passed_unless_there_are_none():
    assert _ids(f"I run it in a docker container.\n{STUB_CUINIT}") == ["container-without-gpus"]
    # a cluster said to have no GPU: no driver there to pass in
    assert _ids(f"{STUB_CUINIT}\n{NO_PROC_VERSION}\n\n{K8S_NO_GPU}") == ["no-nvidia-driver"]


# --- both packages told with "as well as" -------------------------------------------------------

# https://github.com/SeldonIO/seldon-core/issues/914
BOTH_AS_WELL_AS = (
    "It is happening because image contains both tensorflow as well as tensorflow-gpu library."
)


def test_tensorflow_as_well_as_tensorflow_gpu_is_both_installed():
    assert _ids(f"not able to find GPU devices.\n{BOTH_AS_WELL_AS}") == [
        "multiple-tensorflow-distributions"
    ]
    other = "It contains tensorflow-gpu as well as tensorflow-datasets."
    assert "multiple-tensorflow-distributions" not in _ids(f"no GPU found.\n{other}")


# --- the GPU device's creation told slow ----------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/45635
SLOW_DEVICE = "RTX 3060 TI, creating GPU device take about 5 Minutes\n\nTensorFlow 2.1.0"


def test_a_gpu_device_that_takes_minutes_to_create_is_the_ptx_compiled_for_a_newer_gpu():
    f = _all(SLOW_DEVICE)["compute-capability-ptx-jit"]
    assert _ids(SLOW_DEVICE)[0] == "compute-capability-ptx-jit"
    assert f.evidence[-1] == "log line 1: RTX 3060 TI, creating GPU device take about 5 Minutes"
    assert "CUDA_CACHE_MAXSIZE" in f.fix
    fails = "RTX 3060 TI, creating GPU device fails\n\nTensorFlow 2.1.0"
    assert _ids(fails)[0] == "compute-capability-unsupported"


# --- TensorFlow Serving's own build ------------------------------------------------------------

# https://github.com/tensorflow/serving/issues/17
SERVING_NO_GPU = (
    "I'm unable to get tensorflow-serving to find my GPU. I can checkout and build Tensorflow "
    "from source, and get it to run on the GPU. However, using the same configuration but "
    "building with `bazel build tensorflow_serving/...` does not work. I can also successfully "
    "build tensor-flow serving without gpu support, and when running with "
    "`log_device_placement=True`, no devices are found and all operations run on '/cpu:0'."
)


def test_the_model_servers_cpu_build_is_not_followed_by_the_python_wheels_causes():
    assert _ids(SERVING_NO_GPU) == ["tensorflow-cpu-only-build"]
