"""The CUDA stack TensorFlow shares, as other frameworks report it: ONNX Runtime, PaddlePaddle,
TensorRT, JAX, numba and RAPIDS.

Each line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.rules import diagnose_log


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/cubiq/ComfyUI_InstantID/issues/27
        "D:\\a\\_work\\1\\s\\onnxruntime\\python\\onnxruntime_pybind_state.cc:857 "
        "onnxruntime::python::CreateExecutionProviderInstance CUDA_PATH is set but CUDA wasnt "
        "able to be loaded. Please install the correct version of CUDA andcuDNN as mentioned in "
        "the GPU requirements page",
        # https://github.com/NVIDIA/ProViz-AI-Samples/issues/5
        "onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed "
        'with error 126 "" when trying to load "C:\\Users\\alice\\build\\cuda_provider\\Debug\\'
        'onnxruntime_providers_cuda.dll"',
        # https://github.com/PaddlePaddle/Paddle/issues/38663
        "The third-party dynamic library (cublas64_112.dll;cublas64_11.dll) that Paddle depends "
        "on is not configured correctly. (error code is 126)",
        # JAX's check for CUDA's other libraries (jax/_src/xla_bridge.py)
        "Outdated cuBLAS installation found.",
    ],
)
def test_cuda_libraries_that_did_not_load(line):
    assert "cuda-libraries-missing" in _all(line)


def test_a_dll_with_another_windows_error_is_not_read_so():
    line = "The third-party dynamic library (cublas64_11.dll) ... (error code is 193)"
    assert "cuda-libraries-missing" not in _all(line)


def test_jaxs_outdated_cudnn_is_a_cudnn_of_another_version():
    # https://github.com/conda-forge/jaxlib-feedstock/issues/277
    paste = (
        "CUDA backend failed to initialize: Unable to use CUDA because of the following issues "
        "with CUDA components:\nOutdated cuDNN installation found.\n"
        "Version JAX was built against: 8907\nMinimum supported: 9100\nInstalled version: 8907"
    )
    assert "cudnn-version-mismatch" in _all(paste)


def test_the_drivers_ptx_compiler_older_than_the_ptx():
    # https://github.com/numba/numba/issues/3794: a driver 390 under CUDA 10's toolkit
    paste = (
        "LinkerError: [218] Call to cuLinkAddData results in UNKNOWN_CUDA_ERROR\n"
        "ptxas application ptx input, line 9; fatal   : Unsupported .version 6.3; current "
        "version is '6.1'"
    )
    found = _all(paste)
    assert "driver-too-old" in found and found["driver-too-old"].rank == 1
    assert "compute-capability-unsupported" not in found


def test_tensorrts_unsupported_sm_and_an_old_gpu_named():
    # https://github.com/NVIDIA/TensorRT/issues/2727: an RTX 4080 under TensorRT 8.4
    line = "Internal Error(Unsupported SM: 0x809, Assertion engine != nullptr failed.)"
    assert "compute-capability-unsupported" in _all(line)
    # A Tesla K80 (3.7) cannot be newer than a build of recent years
    # (https://github.com/rapidsai/cugraph/issues/1031)
    k80 = (
        "GPU: Tesla K80\nRuntimeError: CUDA error: no kernel image is available for execution "
        "on the device"
    )
    found = _all(k80)
    assert "compute-capability-too-old" in found
    assert "compute-capability-unsupported" not in found
    # An RTX 4090 stays the newer reading
    rtx = k80.replace("Tesla K80", "GeForce RTX 4090")
    assert "compute-capability-unsupported" in _all(rtx)


def test_paddles_device_note_shows_the_gpu_at_work():
    # https://github.com/PaddlePaddle/Paddle/issues/78917: WSL2, the GPU 158 times faster
    paste = (
        "W0508 21:40:15.979074  1551 dynamic_loader.cc:412] The third-party dynamic library "
        "(libcuda.so) that Paddle depends on is not configured correctly. (error code is "
        "libcuda.so: cannot open shared object file: No such file or directory)\n"
        "W0508 21:40:15.993314  1551 gpu_resources.cc:116] Please NOTE: device: 0, GPU Compute "
        "Capability: 12.0, Driver API Version: 13.2, Runtime API Version: 13.0"
    )
    problems = {f.id for f in _all(paste).values() if f.severity in ("error", "warning")}
    assert problems == set()
    assert "no-nvidia-driver" in _all(paste.splitlines()[0])


def test_the_cpus_heat_is_not_the_gpus():
    # https://github.com/cubiq/ComfyUI_InstantID/issues/27
    cpu = "it works with CPU but I want to do it with GPU since my CPU is overheating"
    assert "gpu-overheating" not in _all(cpu)
    assert "gpu-overheating" in _all("My CPU and GPU are overheating")
    # https://github.com/tensorflow/tensorflow/issues/40042
    assert "gpu-overheating" in _all("the GPU got overheated and slows down over time")


@pytest.mark.parametrize(
    ("line", "finding"),
    [
        # https://github.com/pytorch/pytorch/issues/88639 (after a suspend)
        (
            "UserWarning: CUDA initialization: CUDA unknown error - this may be due to an "
            "incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES "
            "after program start. Setting the available devices to be zero.",
            "cuinit-unknown-error",
        ),
        (
            "RuntimeError: cuda runtime error (999) : unknown error at "
            "/pytorch/aten/src/THC/THCGeneral.cpp:47",
            "cuinit-unknown-error",
        ),
        # https://github.com/pytorch/pytorch/issues/80637
        (
            "RuntimeError: cuDNN version incompatibility: PyTorch was compiled against (8, 3, 2) "
            "but linked against (8, 0, 3)",
            "cudnn-version-mismatch",
        ),
        # https://github.com/KAIR-BAIR/nerfacc/issues/37
        (
            "RTX A6000 with CUDA capability sm_86 is not compatible with the current PyTorch "
            "installation.",
            "compute-capability-unsupported",
        ),
        # https://github.com/ILikeAI/AlwaysReddy/issues/40
        (
            "Could not locate cudnn_cnn_infer64_8.dll. Please make sure it is in your library "
            "path!",
            "cuda-libraries-missing",
        ),
        # https://github.com/Softcatala/whisper-ctranslate2/issues/41
        (
            "Could not load library cudnn_cnn_infer64_8.dll. Error code 126",
            "cuda-libraries-missing",
        ),
        # https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/117 (WSL 1)
        (
            "nvidia-container-cli: initialization error: WSL environment detected but no adapters "
            "were found: unknown",
            "wsl-windows-driver-unreachable",
        ),
    ],
)
def test_pytorchs_and_others_words_for_the_stack(line, finding):
    assert finding in _all(line)


def test_pytorchs_check_on_a_gpu_from_before_pascal_is_too_old():
    # an InvokeAI launcher's PyTorch without sm_52 on a GTX 980 Ti
    line = (
        "NVIDIA GeForce GTX 980 Ti with CUDA capability sm_52 is not compatible with the current "
        "PyTorch installation."
    )
    found = _all(line)
    assert "compute-capability-too-old" in found
    assert "compute-capability-unsupported" not in found


@pytest.mark.parametrize(
    ("paste", "finding"),
    [
        # cuDNN 9's loader for its sub-libraries (https://github.com/m-bain/whisperX/issues/901)
        (
            "Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, "
            "libcudnn_ops.so}\nInvalid handle. Cannot load symbol cudnnCreateTensorDescriptor",
            "cuda-libraries-missing",
        ),
        # https://github.com/Dao-AILab/flash-attention/issues/762
        (
            "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
            "compute-capability-too-old",
        ),
        # https://github.com/JIA-Lab-research/MGM/issues/91
        (
            "deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: "
            "Installed CUDA version 12.2 does not match the version torch was compiled with 11.7, "
            "unable to compile cuda/cpp extensions without a matching cuda version.",
            "custom-op-build-mismatch",
        ),
        # https://github.com/bitsandbytes-foundation/bitsandbytes/issues/551
        (
            "CUDA SETUP: Required library version not found: libbitsandbytes_cuda122.so. Maybe "
            "you need to compile it from source?",
            "custom-op-build-mismatch",
        ),
    ],
)
def test_compiled_add_ons_and_cudnn_9_as_they_report_the_stack(paste, finding):
    found = _all(paste)
    assert next(iter(found)) == finding, found
    assert found[finding].severity == "error"


def test_cudnn_9_under_other_names_is_not_read_as_missing():
    # cuBLAS's, or cuDNN's words without its library: not this loader's
    assert "cuda-libraries-missing" not in _all("Unable to load any of the models in {models}")


def test_opencvs_misread_cudnn_9_version_is_no_mismatch():
    # https://github.com/opencv/opencv/issues/25711: cuDNN 9 changed cudnnGetVersion()'s formula
    misread = (
        "[ WARN:0@410.036] global init.hpp:32 checkVersions cuDNN reports version 90.1 which is "
        "not compatible with the version 9.1 with which OpenCV was built"
    )
    assert "cudnn-version-mismatch" not in _all(misread)
    real = misread.replace("90.1", "8.2").replace("9.1 with", "8.9 with")
    assert "cudnn-version-mismatch" in _all(real)


def test_another_programs_module_that_windows_cannot_load_in_a_cuda_set_up():
    # https://github.com/davisking/dlib/issues/2039 (Python 3.8 no longer searches PATH)
    failed = (
        "ImportError: DLL load failed while importing dlib: The specified module could not be "
        "found."
    )
    found = _all(failed + "\n1. Install CUDA\n2. Install cuDNN")
    assert list(found) == ["cuda-libraries-missing"], found
    assert "dlib" in found["cuda-libraries-missing"].evidence[0]
    assert "Python 3.8" in found["cuda-libraries-missing"].evidence[0]
    # without CUDA in the paste: nothing said of CUDA, nor TensorFlow's reasons
    assert not {"cuda-libraries-missing", "msvc-runtime-missing"} & set(_all(failed))
    # nor TensorFlow's, when TensorFlow is named beside another module
    assert "cuda-libraries-missing" not in _all(failed + "\npip install tensorflow-gpu==1.15")
    # TensorFlow's own modules keep TensorFlow's reasons
    own = failed.replace("dlib", "_pywrap_tensorflow_internal")
    assert "tensorflow-import-failed" in _all(own + "\nCUDA 11.2")
    # (TensorFlow 2.x's eager module, _pywrap_tfe, is TensorFlow's too)
    tfe = failed.replace("dlib", "_pywrap_tfe")
    assert "msvc-runtime-missing" in _all(tfe + "\ntensorflow 2.3.1")


def test_dll_load_failed_is_a_windows_paste():
    # Python's Windows loader only (https://github.com/brainglobe/brainglobe.github.io, its
    # cellfinder troubleshooting page)
    line = "ImportError: DLL load failed: The specified module could not be found."
    assert diagnose_log([line]).platform == "windows"
    assert "msvc-runtime-missing" in _all(line)


@pytest.mark.parametrize(
    "line",
    [
        # torch/utils/cpp_extension.py (https://github.com/PKUHaoWang/EmbodiedOcc2/issues/6)
        "RuntimeError: The detected CUDA version (12.2) mismatches the version that was used to "
        "compile",
        # nvcc (https://github.com/facebookresearch/detectron2/issues/272)
        "nvcc fatal   : Unsupported gpu architecture 'compute_75'",
        # xFormers (https://github.com/sdbds/musubi-tuner-scripts/issues/4,
        # https://github.com/kohya-ss/sd-scripts/issues/362,
        # https://github.com/Linaqruf/kohya-trainer/issues/34)
        "WARNING:xformers:WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers "
        "was built for:",
        "No such operator xformers::efficient_attention_forward_cutlass - did you forget to "
        "build xformers with `python setup.py develop`",
        "FATAL: this function is for sm80, but was built for sm750",
        # https://github.com/NVlabs/tiny-cuda-nn/issues/230
        "OSError: Could not find compatible tinycudann extension for compute capability 75.",
        # https://github.com/bmaltais/kohya_ss/issues/1066 (bitsandbytes' own kernels)
        "Error no kernel image is available for execution on the device at line 167 in file "
        "D:\\ai\\tool\\bitsandbytes\\csrc\\ops.cu",
        # https://github.com/open-mmlab/mmtracking/issues/482
        "ImportError: DLL load failed while importing _ext: 找不到指定的程序。",
    ],
)
def test_an_add_on_built_for_another_framework_cuda_or_gpu(line):
    found = _all(line)
    assert next(iter(found)) == "custom-op-build-mismatch", found


def test_tensorflows_own_procedure_not_found_is_not_an_add_ons():
    for module in ("_pywrap_tensorflow_internal", "_pywrap_tfe"):
        line = (
            f"ImportError: DLL load failed while importing {module}: The specified procedure "
            "could not be found."
        )
        assert "custom-op-build-mismatch" not in _all(line), module


def test_a_program_that_cannot_start_without_tensorrt_is_not_tensorflows_notice():
    # https://github.com/jkjung-avt/tensorrt_demos/issues/517,
    # https://github.com/marcoslucianops/DeepStream-Yolo/issues/367
    for line in (
        "ImportError: libnvinfer.so.8: cannot open shared object file: No such file or directory",
        "deepstream-app: error while loading shared libraries: libnvinfer.so.7: cannot open "
        "shared object file: No such file or directory",
    ):
        found = _all(line)
        assert list(found) == ["tensorrt-unavailable"], found
    # TensorFlow's optional look for it stays a notice
    notice = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
        "library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: "
        "No such file or directory"
    )
    assert list(_all(notice)) == ["tensorrt-missing-warning"]


def test_onnx_runtimes_126_cut_before_the_dll_and_a_dll_missing_told_in_chinese():
    # https://github.com/Gourieff/sd-webui-reactor/issues/310
    f = _all("FAIL : LoadLibrary failed with error 126")["cuda-libraries-missing"]
    assert f.confidence == "possible"
    # https://github.com/RVC-Boss/GPT-SoVITS/issues/2376,
    # https://github.com/jianchang512/stt/issues/50
    for line in (
        "先是cudnn_ops_infer64_8.dll缺失，后是cublas64_11.dll缺失。",
        "显示cublasxx.dll不存在",
    ):
        assert next(iter(_all(line))) == "cuda-libraries-missing", line
    assert "cuda-libraries-missing" not in _all("cudnn64_8.dll 已找到")


def test_cudas_insufficient_driver_on_a_machine_with_only_an_intel_gpu():
    # https://github.com/Akegarasu/lora-scripts/issues/101
    paste = (
        "CUDA driver version is insufficient for CUDA runtime version\n"
        "I'm using a integrated Intel GPU(iris xe graphics). os is win 11, "
        "torch==2.0.0+cu118"
    )
    found = _all(paste)
    assert next(iter(found)) == "no-nvidia-driver", found
    assert "driver-too-old" not in found
    assert "Intel" in found["no-nvidia-driver"].explanation
    # an NVIDIA GPU named beside it: the driver is what is old
    both = paste.replace("Intel GPU(iris xe graphics)", "Intel GPU and an RTX 3060")
    assert next(iter(_all(both))) == "driver-too-old"


@pytest.mark.parametrize(
    "paste",
    [
        # FFmpeg's libavcodec/nvenc.c (https://github.com/pdulvp/jellyfin-qnap/issues/84)
        "[hevc_nvenc @ 0x555556525380] Driver does not support the required nvenc API version. "
        "Required: 12.0 Found: 11.1\n"
        "[hevc_nvenc @ 0x555556525380] The minimum required Nvidia driver for nvenc is 520.56.06 "
        "or newer",
        # the same in a poster's words (https://github.com/BtbN/FFmpeg-Builds/issues/382)
        '"driver does not support required nvenc api. required 12.2 found 12.1"',
        # https://github.com/HandBrake/HandBrake/issues/1827
        "[h264_nvenc @ 000001e8482050c0] Cannot get the preset configuration: invalid version (15)",
        # a title's short words for PyTorch's check (https://github.com/MIC-DKFZ/nnUNet/issues/2160)
        "RuntimeError: NVIDIA driver too old",
    ],
)
def test_a_driver_older_than_what_the_program_was_built_for(paste):
    assert next(iter(_all(paste))) == "driver-too-old"


def test_ffmpegs_minimum_driver_after_the_encoder_library_did_not_load_is_not_an_old_driver():
    # https://github.com/linuxserver/docker-plex/issues/340 (the container lacked the driver's
    # video libraries)
    paste = (
        "ERROR - [FFMPEG] - Cannot load libnvidia-encode.so.1\n"
        "ERROR - [FFMPEG] - The minimum required Nvidia driver for nvenc is 418.30 or newer"
    )
    assert "driver-too-old" not in _all(paste)


def test_pytorchs_gpu_check_cut_short_in_a_copy():
    # https://github.com/TaoZhong11/nBEST/issues/1
    line = "NVIDIA H100 PCIe with CUDA capability sm_90 is not compatible with the current PyTor"
    assert next(iter(_all(line))) == "compute-capability-unsupported"


@pytest.mark.parametrize(
    ("paste", "finding"),
    [
        # https://github.com/NVIDIA/TransformerEngine/issues/1159
        (
            "AssertionError: Device compute capability 8.9 or higher required for FP8 execution.",
            "compute-capability-too-old",
        ),
        # https://github.com/glotzerlab/hoomd-blue/issues/1169
        (
            "RuntimeError: No supported GPUs are present on this system.\n"
            "The device Tesla K80 with computed capability 3.7 does not support HOOMD-blue.",
            "compute-capability-too-old",
        ),
        # https://github.com/isaac-sim/IsaacLab/issues/4244
        (
            "[Error] [gpu.foundation.plugin] The currently installed NVIDIA graphics driver is "
            "unsupported or has known issues.\nInstalled driver: 535.18\n"
            "The unsupported driver range: [0.0, 535.129)",
            "driver-too-old",
        ),
        # https://github.com/lammps/lammps/issues/4849
        (
            "Cuda driver error 804 in call at file '/home/alice/lammps/lib/gpu/geryon/"
            "nvd_device.h' in line 333.",
            "driver-too-old",
        ),
        # https://github.com/Comfy-Org/ComfyUI/issues/13695
        ("- cuInit() returned error code 100", "cuda-visible-devices-hides-gpus"),
        # https://github.com/ltdrdata/ComfyUI-Impact-Pack/issues/915
        (
            "Could not run 'torchvision::nms' with arguments from the 'CUDA' backend. This could "
            "be because the operator doesn't exist for this backend",
            "custom-op-build-mismatch",
        ),
        # Taichi (https://github.com/Genesis-Embodied-AI/genesis-world/issues/187)
        ("[cuda_driver.cpp:load_lib@36] libcuda.so lib not found.", "no-nvidia-driver"),
    ],
)
def test_other_programs_words_for_the_stack(paste, finding):
    assert next(iter(_all(paste))) == finding, _all(paste)


def test_pytorchs_own_operator_without_cuda_is_not_an_add_ons():
    line = "Could not run 'aten::empty_strided' with arguments from the 'CUDA' backend."
    assert "custom-op-build-mismatch" not in _all(line)


def test_the_driver_library_not_found_inside_wsl_is_the_windows_driver_not_reached():
    # https://github.com/chelsea0x3b/cudarc/issues/255
    paste = (
        "I was running mistral.rs on a WSL machine when I ran into this error:\n"
        'Unable to find cuda lib under the names ["cuda", "nvcuda"]. Please open GitHub issue.'
    )
    assert next(iter(_all(paste))) == "wsl-windows-driver-unreachable"


def test_xla_not_finding_its_own_kernel_is_not_the_wsl_containers_symbol():
    # https://github.com/google-deepmind/alphafold/issues/863 (an RTX 4090, CUDA 11.1's ptxas)
    line = (
        "E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/"
        "cuda_driver.cc:628] "
        'failed to get PTX kernel "shift_right_logical" from module: CUDA_ERROR_NOT_FOUND: '
        "named symbol not found"
    )
    assert "wsl-container-toolkit-too-old" not in _all(line)
    cu_init = "failed call to cuInit: CUDA_ERROR_NOT_FOUND: named symbol not found"
    assert "wsl-container-toolkit-too-old" in _all(cu_init)


def test_no_kernel_image_cut_at_the_end_of_a_line_and_the_toolkit_quoted_without_its_name():
    # https://github.com/ResearchIT/pronto-user-docs (machine_learning/common_issues.md)
    assert next(iter(_all("CUDA Error: no kernel image is available"))) == (
        "compute-capability-unsupported"
    )
    # cut inside a sentence that goes on, it is not read so
    quoted = "Install mmcv-full failed with error msg `no kernel image is available` on a V100"
    assert "compute-capability-unsupported" not in _all(quoted)
    # https://github.com/Project-MONAI/MONAILabel/issues/1161
    line = (
        "`initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
        "object file: no such file or directory: unknown`"
    )
    assert next(iter(_all(line))) == "container-toolkit-driver-not-found"
