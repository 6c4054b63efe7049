"""Launchers' own checks of PyTorch's GPU, FFmpeg's NVIDIA encoder, NVRTC and PyTorch refusing
a GPU's architecture, programs built without CUDA, and the words people use for a GPU not seen.

Each line is quoted from the public thread or the source named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of, read_lines

CPU_BUILD = "framework-cpu-only-build"


# --- launchers' checks of PyTorch's CUDA ----------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        # AUTOMATIC1111's modules/launch_utils.py
        "RuntimeError: Torch is not able to use GPU; add --skip-torch-cuda-test to "
        "COMMANDLINE_ARGS variable to disable this check",
        # https://github.com/Haoming02/sd-webui-forge-classic/issues/277
        "RuntimeError: PyTorch is not able to access CUDA",
        # https://github.com/unslothai/unsloth/issues/2024
        "NotImplementedError: Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!",
        # transformers' example scripts, https://github.com/hiyouga/LlamaFactory/issues/3228
        "[INFO|parser.py:242] 2024-04-11 11:16:12,325 >> Process rank: 0, device: cpu, n_gpu: 0, "
        "distributed training: False,",
    ],
)
def test_a_launcher_finding_no_cuda_in_pytorch(line):
    assert read_lines(line).values.get("torch_no_gpu")
    found = findings_of(f"C:\\Users\\alice\\webui> python launch.py\n{line}")
    assert next(iter(found)) == CPU_BUILD
    assert found[CPU_BUILD].title == "This PyTorch is a CPU-only build"
    assert "windows-native-no-gpu" not in found  # a paste about PyTorch, not TensorFlow


def test_the_trainer_on_a_gpu_is_not_one():
    line = "Process rank: 0, device: cuda:0, n_gpu: 1, distributed training: False"
    assert not read_lines(line).values.get("torch_no_gpu")


# --- a GPU not seen, in other words ----------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "tried to update everything etc. and still cant load the gpu",  # RVC WebUI#618
        "我的任务检测不到cuda",  # LlamaFactory#3228: my job detects no CUDA
        "在界面上配置好之后，显示找不到cuda",  # it says CUDA is not found
        "有CUDA环境，却显示未检测到",  # LlamaFactory#3545: a CUDA set-up, yet none detected
    ],
)
def test_the_gpu_not_seen(line):
    assert read_lines(line).values.get("gpu_not_used")


def test_a_framework_named_beside_chinese():
    facts = read_lines("系统是WIN11，pytorch有，cuda12.2")
    assert facts.values.get("framework_named") == "PyTorch"
    found = findings_of("有CUDA环境，却显示未检测到\n系统是WIN11，pytorch有，cuda12.2")
    assert next(iter(found)) == CPU_BUILD


def test_a_monitors_figure_not_seen_is_not_the_gpu_not_seen():
    # https://github.com/microsoft/WSL/issues/7162 (WSL2's nvidia-smi without GPU-Util)
    line = (
        "nvidia-smi inside Ubuntu cannot see GPU usage, but able to run GPU acceleration and "
        "detected the devices."
    )
    facts = read_lines(line)
    assert not facts.values.get("gpu_not_used")
    assert facts.values.get("gpu_works_stated")
    assert not findings_of(line)
    assert read_lines("it cannot see the GPU at all").values.get("gpu_not_used")
    assert not read_lines("I was not able to run GPU acceleration").values.get("gpu_works_stated")


# --- a GPU's architecture refused ----------------------------------------------------------------
NVRTC = "Error compiling program: nvrtc: error: invalid value for --gpu-architecture (-arch)"


def test_nvrtc_refusing_a_gpu_newer_than_it():
    # https://github.com/Acellera/htmd/issues/1015 (CUDA 10.2's NVRTC, an RTX 3090)
    found = findings_of(f"{NVRTC}\nGPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-d9fc08fd)")
    assert next(iter(found)) == "compute-capability-unsupported"


def test_nvrtc_refusing_a_gpu_older_than_it():
    # https://github.com/openmm/openmm/issues/3756 (a Quadro K2000 under CUDA 11)
    found = findings_of(f"my graphic card is a Quadro K2000\nCUDA platform error: {NVRTC}")
    assert next(iter(found)) == "compute-capability-too-old"


def test_pytorchs_list_of_the_capabilities_it_was_built_for():
    # https://github.com/LykosAI/StabilityMatrix/issues/1648 (a cu128 build, a Pascal GPU)
    line = (
        "UserWarning: Found GPU0 NVIDIA GeForce GTX 1070 Ti which is of compute capability (CC) "
        "6.1. The following list shows the CCs this version of PyTorch was built for and the "
        "hardware CCs it supports:"
    )
    listed = "• 7.5 which supports hardware CC >=7.5,<8.0\n• 8.0 which supports hardware CC >=8.0"
    found = findings_of(f"{line}\n{listed}")
    assert next(iter(found)) == "compute-capability-too-old"
    assert "(7.5)" in found["compute-capability-too-old"].evidence[0]
    # a GPU the list covers is not too old for it
    newer = line.replace("GTX 1070 Ti", "RTX 3090").replace("(CC) 6.1", "(CC) 8.6")
    assert "RTX 3090" in newer
    assert "compute-capability-too-old" not in findings_of(f"{newer}\n{listed}")
    old = (
        "Found GPU0 GeForce GT 750M which is of cuda capability 3.0. PyTorch no longer supports "
        "this GPU because it is too old."
    )
    assert "compute-capability-too-old" in findings_of(old)


# --- builds without CUDA -------------------------------------------------------------------------
def test_a_program_built_without_cuda():
    # https://github.com/glotzerlab/hoomd-blue/issues/516
    found = findings_of("GPU execution requested, but this hoomd was built without CUDA support")
    assert CPU_BUILD in found
    assert CPU_BUILD not in findings_of("tensorflow was built without CUDA support")


def test_bitsandbytes_without_its_cuda_library():
    # https://github.com/Thund3rPat/kohya_ss-linux/issues/8
    line = (
        "UserWarning: The installed version of bitsandbytes was compiled without GPU support. "
        "8-bit optimizers and GPU quantization are unavailable"
    )
    found = findings_of(line)
    assert "cuda-libraries-missing" in found
    assert CPU_BUILD not in found


@pytest.mark.parametrize(
    "line",
    [
        "cmake .. -DDLIB_USE_CUDA=0 -DUSE_AVX_INSTRUCTIONS=1",  # face_ripper_9000#6
        "print(dlib.DLIB_USE_CUDA) returns False",  # face_recognition#796 (the flag)
    ],
)
def test_dlib_built_without_cuda(line):
    found = findings_of(line)
    assert found[CPU_BUILD].title == "This dlib is a CPU-only build"


def test_dlibs_setup_option_alone_is_not_the_build():
    # https://github.com/davisking/dlib/issues/1094: "--no DLIB_USE_CUDA" was the way out
    assert CPU_BUILD not in findings_of("python setup.py install --no DLIB_USE_CUDA")
    assert not findings_of("dlib.DLIB_USE_CUDA is True")


# --- FFmpeg's NVIDIA encoder ---------------------------------------------------------------------
MINIMUM = (
    "[hevc_nvenc @ 0x55ca461fa380] The minimum required Nvidia driver for nvenc is {} or newer"
)


def test_the_encoders_minimum_driver_alone_is_possibly_the_driver():
    # https://github.com/nagadomi/nunif/issues/351 (drivers 551-561, Video Codec SDK 13)
    found = findings_of(MINIMUM.format("(unknown)"))
    assert found["driver-too-old"].confidence == "possible"


def test_after_its_library_failed_to_load_it_is_not_the_driver():
    # https://github.com/linuxserver/docker-plex/issues/340 (a container without the video
    # capability)
    text = "[hevc_nvenc @ 0x55ca461fa380] Cannot load libnvidia-encode.so.1\n" + MINIMUM.format(
        "418.30"
    )
    assert "driver-too-old" not in findings_of(text)


def test_ffmpeg_without_the_drivers_cuda_library_on_windows():
    # https://github.com/Raveler/ffmpeg-cpp/issues/5
    found = findings_of("[h264_nvenc @ 000001f8d00602c0] Cannot load nvcuda.dll")
    assert "no-nvidia-driver" in found


# --- the runtime's words cut at the end of a quote -----------------------------------------------
def test_no_cuda_capable_device_cut_before_its_last_word():
    # https://github.com/ageitgey/face_recognition/issues/604
    text = (
        'When I ran my code by  CUDA_VISIBLE_DEVICES="" python xxx.py, I got a error said that '
        '"RuntimeError: Error while calling cudaGetDevice(&the_device_id) in file '
        "/tmp/pip-install-qhoqkpna/dlib/dlib/cuda/gpu_data.cpp:178. code: 38, reason: no "
        'CUDA-capable device is". But if i run my code on Windows, there is no problem'
    )
    assert "cuda-visible-devices-hides-gpus" in findings_of(text)
    assert not findings_of("there is no CUDA-capable device is what I mean, isn't it fine")


# --- PyTorch's own words for no CUDA, and CUDA's DLLs not located --------------------------------
def test_a_checkpoint_saved_on_a_gpu_loaded_without_cuda():
    # https://github.com/Project-MONAI/MONAILabel/issues/1015
    line = (
        "RuntimeError: Attempting to deserialize object on a CUDA device but "
        "torch.cuda.is_available() is False. If you are running on a CPU-only machine, please "
        "use torch.load with map_location=torch.device('cpu') to map your storages to the CPU."
    )
    assert read_lines(line).values.get("torch_no_gpu")
    assert next(iter(findings_of(line))) == CPU_BUILD


def test_pytorchs_dispatcher_without_a_cuda_kernel():
    # https://github.com/VOICEVOX/voicevox/issues/299 (a CPU libtorch started in GPU mode)
    line = (
        "Exception: Could not run 'aten::empty_strided' with arguments from the 'CUDA' backend. "
        "This could be because th..."
    )
    found = findings_of(line)
    assert found[CPU_BUILD].title == "This PyTorch is a CPU-only build"
    assert CPU_BUILD not in findings_of(line.replace("'CUDA'", "'QuantizedCPU'"))


def test_the_cpu_used_and_not_cuda():
    # https://github.com/kreshuklab/panseg/issues/172
    line = "I still have this issue that plantSeg is using CPU, not cuda."
    assert read_lines(line).values.get("gpu_not_used")
    assert not read_lines("it is using CUDA, not the CPU").values.get("gpu_not_used")


def test_cudas_own_dlls_not_located():
    # https://github.com/w-okada/voice-changer/issues/605
    line = "Could not locate cublasLt64_12.dll. Please make sure it is in your library path!"
    assert "cuda-libraries-missing" in findings_of(line)


def test_zlibwapi_said_lacking_in_japanese():
    # https://github.com/VOICEVOX/voicevox_engine/issues/592
    line = (
        "CUDAのバージョンアップをしたことで、必要な動的ライブラリ(`zlibwapi.dll`)が不足してしまい"
    )
    assert "cuda-libraries-missing" in findings_of(line)
