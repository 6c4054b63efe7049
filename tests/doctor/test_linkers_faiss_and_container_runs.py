"""Build strings and messages of libraries beside TensorFlow, and what a container run shows.

conda-forge's PyTorch builds for the CPU, Faiss's and older JAX's CPU builds, the linker not
finding a CUDA library, Windows not loading a CUDA DLL, a program stuck in the driver's PTX
compiler, a container command quoted in prose, and PyTorch's answer told on a later line. Each
line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of, read_lines

CPU_BUILD = "framework-cpu-only-build"


# --- conda-forge's PyTorch built for the CPU ---------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        # `conda list` (https://github.com/computational-cell-analytics/micro-sam/issues/356)
        "pytorch                   2.1.0           cpu_generic_py311h8354fdb_2    conda-forge",
        # the BLAS the build names, as conda-forge/pytorch-cpu-feedstock's recipe writes it
        "pytorch                   2.0.0           cpu_mkl_py310h3496f23_1    conda-forge",
        # a mamba plan and an environment file (newer builds put _ before the hash)
        "  + pytorch           2.5.1  cpu_generic_py311_h740418c_8  conda-forge       38MB",
        "  - pytorch=2.7.1=cpu_generic_py311_hcdfc2e8_2",
    ],
)
def test_conda_forges_pytorch_cpu_builds(line):
    found = findings_of(line)
    assert found[CPU_BUILD].title == "This PyTorch is a CPU-only build"


@pytest.mark.parametrize(
    "line",
    [
        "pytorch                   2.1.0           cuda120_py311h25b6552_300    conda-forge",
        "pytorch                   2.1.0           py3.11_cuda12.1_cudnn8.9.2_0    pytorch",
    ],
)
def test_its_cuda_builds_are_not(line):
    assert CPU_BUILD not in findings_of(line)


# --- Faiss's and JAX's CPU builds --------------------------------------------------------------
def test_faiss_without_its_gpu_classes_is_its_cpu_build():
    # https://github.com/facebookresearch/faiss/issues/2892 (faiss-cpu over faiss-gpu)
    found = findings_of("AttributeError: module 'faiss' has no attribute 'StandardGpuResources'")
    assert found[CPU_BUILD].title == "This Faiss is a CPU-only build"
    assert "faiss-gpu" in found[CPU_BUILD].fix
    assert not findings_of("AttributeError: module 'faiss' has no attribute 'IndexFlatL3'")


def test_older_jaxs_fallback_to_the_cpu_is_possibly_its_cpu_build():
    # https://github.com/NixOS/nixpkgs/issues/156767 (a CPU jaxlib shadowing the CUDA one)
    line = (
        "WARNING:absl:No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and "
        "rerun for more info.)"
    )
    found = findings_of(f"python -c 'import jax; print(jax.devices())'\n{line}")
    assert next(iter(found)) == CPU_BUILD
    assert found[CPU_BUILD].title == "This JAX is a CPU-only build"
    assert found[CPU_BUILD].confidence == "possible"


# --- libraries not found -----------------------------------------------------------------------
def test_the_linker_not_finding_cudnn():
    # https://github.com/AlexeyAB/darknet/issues/4445
    found = findings_of("/usr/bin/ld: cannot find -lcudnn\ncollect2: error: ld returned 1 exit")
    assert "cuda-libraries-missing" in found
    # the driver's own library (libcuda) is not a toolkit library
    assert "cuda-libraries-missing" not in findings_of("/usr/bin/ld: cannot find -lcuda")


def test_windows_not_loading_a_cuda_dll():
    # https://github.com/Xtra-Computing/thundergbm/issues/28
    text = (
        "It finds `cusparse64_10.dll`, but there is only `cusparse64_100.dll` in CUDA 10.0. So "
        "it cause WinError 126."
    )
    found = findings_of(text)
    assert found["cuda-libraries-missing"].confidence == "possible"
    assert not findings_of("OSError: [WinError 126] Error loading fbgemm_like.dll")


def test_a_cudnn_said_not_to_fit():
    # https://github.com/williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/17
    text = (
        "The cudnn 7.0 is no longer compatible with the current release of tensorflow-gpu, so "
        "when running some jobs will give segment fault."
    )
    assert "cudnn-version-mismatch" in findings_of(text)
    assert not findings_of("cudnn 8.1 is compatible with tensorflow 2.5")


def test_a_program_stuck_in_the_drivers_ptx_compiler():
    # https://github.com/faiss-wheels/faiss-wheels/issues/54 (no Ampere kernels in the wheel)
    text = (
        "The index_cpu_to_gpu() will hang, spinning a CPU at 100% seemingly forever, mostly in "
        "`libnvidia-ptxjitcompiler.so.510.54`."
    )
    assert "compute-capability-ptx-jit" in findings_of(text)
    assert not findings_of("ls /usr/lib/x86_64-linux-gnu/libnvidia-ptxjitcompiler.so.1")


# --- a container run quoted in prose -------------------------------------------------------------
# https://github.com/nanoporetech/medaka/issues/428 (TensorFlow 2.7.1 built without CUDA in the
# image, the host Windows with Docker Desktop)
MEDAKA = (
    "By way of troubleshooting, I ran: `docker run --rm --gpus all ontresearch/medaka:latest "
    "python3 -c \"import tensorflow as tf;print(tf.config.list_physical_devices('GPU'))\"`\n"
    "And got back `[]`\n"
    'Also tried `docker run --rm --gpus all ontresearch/medaka:latest python3 -c "import '
    'tensorflow as tf;print(tf.sysconfig.get_build_info(),tf.__version__)"`\n'
    "Got back `OrderedDict([('is_cuda_build', False), ('is_rocm_build', False), "
    "('is_tensorrt_build', False)]) 2.7.1`"
)


def test_what_runs_in_a_container_runs_on_linux():
    found = findings_of(MEDAKA)
    assert list(found) == ["tensorflow-cpu-only-build"]
    # without the container the system is open: native Windows and macOS build no CUDA either
    bare = findings_of(MEDAKA.replace("docker run --rm --gpus all ontresearch/medaka:latest ", ""))
    assert {"windows-native-no-gpu", "macos-no-cuda"} <= set(bare)


def test_a_command_named_in_prose_is_no_run():
    assert read_lines("I ran: `docker run --rm --gpus all img nvidia-smi`").values.get(
        "container_run_shown"
    )
    assert not read_lines("I removed it from the `docker run` command").values.get(
        "container_run_shown"
    )


def test_a_programs_message_is_no_docker_command():
    # https://github.com/gazebo-tooling/gzdev/issues/97: the command passed --gpus, and the
    # program's own "Non-interactive Docker run failed" after it is not a second command
    facts = read_lines(
        "docker run --rm  --gpus all  -e DISPLAY 168bb71ae8de /bin/bash",
        'docker: Error response from daemon: could not select device driver "" with '
        "capabilities: [[gpu]]",
        "Non-interactive Docker run failed",
        "I have already installed `nvidia-container-toolkit` on this machine!",
    )
    assert facts.values["docker_gpus"] is True
    assert not facts.values.get("docker_run_without_gpus")
    assert facts.values.get("toolkit_installed")


@pytest.mark.parametrize(
    "said",
    [
        "I have already installed `nvidia-container-toolkit` on this machine!",
        "nvidia-container-toolkit is already installed",
    ],
)
def test_the_toolkit_said_installed_is_not_configured(said):
    found = findings_of(
        'docker: Error response from daemon: could not select device driver "" with '
        f"capabilities: [[gpu]]\n{said}"
    )
    assert next(iter(found)) == "container-runtime-not-configured"


# --- PyTorch's answer on a line of its own ----------------------------------------------------
def test_pytorchs_answer_told_on_the_next_line():
    # https://github.com/ray-project/ray/issues/14683 (a CPU torch in a GPU image)
    facts = read_lines(
        '`docker run --gpus all -it rayproject/ray-ml:nightly-gpu python -c "import torch; '
        'print(torch.cuda.is_available())"`',
        "",
        "outputs false",
    )
    assert facts.values.get("torch_no_gpu")
    said_later = read_lines("print(torch.cuda.is_available())", "the docs say False is bad")
    assert not said_later.values.get("torch_no_gpu")
