# ruff: noqa: E501 - log lines are quoted verbatim
"""One line of a pasted log and the facts it states, for each kind of line the reader knows:
the values each line yields were worked out from the line by hand (the sources of the shapes
are in knowledge/log_facts_patterns.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tfgpu_gui.doctor.log_facts import LogFacts

CASES: list[tuple[str, str, dict[str, Any]]] = [
    (
        "banner-linux",
        "Python 3.11.4 (main, Jun  7 2023, 10:13:09) [GCC 12.2.0] on linux",
        {"python_version": "3.11.4", "platform": "linux", "python_seen": "3.11"},
    ),
    (
        "banner-macos",
        "Python 3.9.6 (default, Oct 18 2022, 12:41:40) [Clang 14.0.0 (clang-1400.0.29.202)] on darwin",
        {"python_version": "3.9.6", "platform": "macos", "python_seen": "3.9"},
    ),
    (
        "banner-cygwin",
        "Python 3.9.16 (main, Mar  8 2023, 22:47:22)  [GCC 11.3.0] on cygwin",
        {"python_version": "3.9.16", "platform": "windows", "python_seen": "3.9"},
    ),
    (
        "banner-win32-64-bit",
        "Python 3.10.10 (tags/v3.10.10:aad5f6a, Feb  7 2023, 17:20:36) [MSC v.1929 64 bit (AMD64)] on win32",
        {
            "python_version": "3.10.10",
            "platform": "windows",
            "python_seen": "3.10",
            "python_64_bit": True,
        },
    ),
    ("python-version", "Python 3.8.10", {"python_version": "3.8.10"}),
    (
        "pip-version",
        "pip 24.2 from /home/alice/.local/lib/python3.12/site-packages/pip (python 3.12)",
        {"python_seen": "3.12", "platform_hint": "linux"},
    ),
    (
        "windows-python-folder",
        r"Requirement already satisfied: numpy in c:\users\alice\appdata\local\programs\python\python312\lib\site-packages (1.26.4)",
        {"python_seen": "3.12", "platform": "windows"},
    ),
    (
        "wheel-for-windows",
        "Downloading tensorflow-2.16.1-cp312-cp312-win_amd64.whl (377.0 MB)",
        {"python_seen": "3.12", "python_64_bit": True},
    ),
    (
        "windows-tensorflow-path",
        r'  File "C:\Users\alice\miniconda3\envs\tf\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 58, in <module>',
        {"platform": "windows"},
    ),
    (
        "tensorflow-intel",
        "Collecting tensorflow-intel==2.15.0 (from tensorflow)",
        {"platform": "windows"},
    ),
    (
        "windows-prompt",
        r"C:\Users\alice\project>pip install tensorflow",
        {"platform_hint": "windows"},
    ),
    (
        "venv-scripts",
        r"PS D:\work> .venv\Scripts\python.exe train.py",
        {"platform_hint": "windows"},
    ),
    (
        "metal",
        "Metal device set to: Apple M1 Pro",
        {"platform_hint": "macos"},
    ),
    (
        "dll-missing",
        "2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found",
        {
            "platform": "windows",
            "dll_missing": ["cudart64_110.dll", "cudart", "110"],
            "cuda_libs_missing": ["cudart"],
            "cudart_major": 11,
        },
    ),
    (
        "cudart-12-dll",
        "Could not load dynamic library 'cudart64_12.dll'; dlerror: cudart64_12.dll not found",
        {"cudart_major": 12, "dll_missing": ["cudart64_12.dll", "cudart", "12"]},
    ),
    (
        "so-missing",
        "2020-05-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory",
        {
            "cudart_major": 10,
            "cuda_lib_missing": ["libcudart", "10.1"],
            "cuda_libs_missing": ["cudart"],
            "platform_hint": "linux",
        },
    ),
    (
        "smi-banner-without-cuda",
        "| NVIDIA-SMI 390.116                Driver Version: 390.116                   |",
        {"smi_driver": "390.116"},
    ),
    (
        "smi-banner-cuda-n/a",
        "| NVIDIA-SMI 470.57.02    Driver Version: 470.57.02    CUDA Version: N/A      |",
        {"smi_driver": "470.57.02"},
    ),
    ("smi-missing", "bash: nvidia-smi: command not found", {"smi_missing": True}),
    (
        "smi-not-recognized",
        "'nvidia-smi' is not recognized as an internal or external command,",
        {"smi_missing": True},
    ),
    (
        "kernel-reported",
        "2018-09-26 10:00:00.000000: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] kernel reported version is: 390.87.0",
        {"kernel_driver": "390.87.0"},
    ),
    (
        "modprobe",
        "modprobe: FATAL: Module nvidia_uvm not found in directory /lib/modules/5.4.0-42-generic",
        {"module_missing": "nvidia_uvm"},
    ),
    (
        "pip-requires",
        "tensorflow-gpu 2.2.0 requires gast==0.3.3, but you have gast 0.3.0 which is incompatible.",
        {"tf_gpu_named": True},
    ),
    (
        "no-matching-distribution",
        "ERROR: No matching distribution found for tensorflow-gpu==2.12.0",
        {"tf_gpu_named": True},
    ),
    (
        "uv-python-tag",
        "  ╰─▶ Because tensorflow==2.15.0 has no wheels with a matching Python ABI tag (e.g., `cp313`) and you require tensorflow==2.15.0, we can conclude that your requirements are unsatisfiable.",
        {"no_wheel_python": ["tensorflow"], "python_seen": "3.13"},
    ),
    (
        "uv-python-hint",
        "      hint: You're using CPython 3.13 (`cp313`), but `tensorflow` (v2.15.0) only has wheels with the following Python ABI tags: `cp39`, `cp310`, `cp311`",
        {"no_wheel_python": ["tensorflow"], "python_seen": "3.13"},
    ),
    (
        "uv-python-hint-required",
        "      hint: You require CPython 3.12 (`cp312`), but we only found wheels for `tensorflow-io-gcs-filesystem` (v0.37.1) with the following Python ABI tag: `cp311`",
        {"no_wheel_python": ["tensorflow-io-gcs-filesystem"], "python_seen": "3.12"},
    ),
    (
        "uv-platform-tag",
        "  ╰─▶ Because torch==2.5.1 has no wheels with a matching platform tag (e.g., `manylinux_2_17_x86_64`) and you require torch==2.5.1, we can conclude that your requirements are unsatisfiable.",
        {"no_wheel_platform": ["torch manylinux_2_17_x86_64"]},
    ),
    (
        "uv-platform-hint-windows",
        "      hint: You're on Windows (`win_amd64`), but `nvidia-nccl-cu12` (v2.21.5) only has wheels for the following platforms: `manylinux2014_aarch64`, `manylinux2014_x86_64`",
        {"platform": "windows", "no_wheel_platform": ["nvidia-nccl-cu12 win_amd64"]},
    ),
    (
        "uv-platform-hint-macos",
        "      hint: You're on macOS (`macosx_14_0_arm64`), but `nvidia-cublas-cu12` (v12.4.5.8) only has wheels for the following platforms: `manylinux2014_x86_64`",
        {"platform": "macos", "no_wheel_platform": ["nvidia-cublas-cu12 macosx_14_0_arm64"]},
    ),
    (
        "and-cuda-absent",
        "WARNING: tensorflow 2.13.0 does not provide the extra 'and-cuda'",
        {"and_cuda_absent": "2.13.0"},
    ),
    ("gpu-wanted", "GPU available: False", {"gpu_wanted": True}),
    (
        "gpu-wanted-package",
        "$ pip install tensorflow-gpu==2.10.0",
        {"gpu_wanted": True, "tf_gpu_named": True},
    ),
    (
        "setup-failed",
        "  × python setup.py egg_info did not run successfully.",
        {"setup_failed": True},
    ),
    (
        "setup-failed-for",
        "  ERROR: Failed building wheel for tensorflow_gpu",
        {"setup_failed_for": ["tensorflow-gpu"], "tf_gpu_named": True},
    ),
    (
        "container-no-driver",
        "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.",
        {"container_no_driver": True},
    ),
    (
        "build-info-cuda",
        "             ('cuda_version', '11.2'),",
        {"build_cuda_version": "11.2"},
    ),
    ("build-info-is-cuda", "             ('is_cuda_build', False),", {"built_with_cuda": False}),
    (
        "cudnn-versions",
        "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
        {"cudnn_loaded": "9.1.0", "build_cudnn_version": "9.3.0"},
    ),
    ("tf-version", "Tensor Flow Version: 2.12.0", {"tf_version": "2.12.0"}),
    ("built-with-cuda", "Built with CUDA: True", {"built_with_cuda": True}),
    ("gpu-is-not-available", "GPU is NOT AVAILABLE", {"tf_gpu_count": 0}),
    # Lines only a process at work on a GPU prints: the GPU in use from the second line on.
    (
        "xla-service-for-cuda",  # https://github.com/autorope/donkeycar/issues/1181
        "2024-06-05 00:48:35.751589: I external/local_xla/xla/service/service.cc:168] XLA service 0x7d6ab00145b0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:",
        {"gpu_in_use": 2},
    ),
    (
        "xla-streamexecutor-gpu",  # https://github.com/tensorflow/tensorflow/issues/60254
        "2023-04-06 12:07:39.881632: I tensorflow/compiler/xla/service/service.cc:177]   StreamExecutor device (0): NVIDIA GeForce GTX 1050 Ti, Compute Capability 6.1",
        {"gpu_in_use": 2},
    ),
    (
        "cudnn-started",  # https://github.com/conda-forge/tensorflow-feedstock/issues/369
        "2024-01-27 17:49:22.978682: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:454] Loaded cuDNN version 8800",
        {"gpu_in_use": 2},
    ),
    (
        "xla-gpu-graph-launch",  # https://github.com/tensorflow/tensorflow/issues/66589
        "W0000 00:00:1714315704.778368 2252 graph_launch.cc:671] Fallback to op-by-op mode because memset node breaks graph update",
        {"gpu_in_use": 2},
    ),
]

# The same service on the CPU is no GPU at work (tensorflow/tensorflow#44893, a Windows run).
NOT_A_GPU = (
    "2020-11-15 20:35:20.084617: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x2629556b420 initialized for platform Host (this does not guarantee that XLA will be used). Devices:",
    "2020-11-15 20:35:20.084743: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version",
)


def test_xla_on_the_cpu_is_no_gpu_in_use() -> None:
    facts = LogFacts()
    for line in NOT_A_GPU:
        facts.feed(line)
    assert "gpu_in_use" not in facts.values


@pytest.mark.parametrize(("line", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_what_one_line_states(line: str, expected: dict[str, Any]) -> None:
    facts = LogFacts()
    facts.feed("Epoch 1/10")  # the fact comes from the second line
    facts.feed(line)
    assert {k: facts.values[k] for k in expected if k in facts.values} == expected
    for key in expected:
        if key != "cuda_libs_missing":
            assert facts.evidence[key] == f"log line 2: {line.strip()[:197]}" + (
                "..." if len(line.strip()) > 200 else ""
            )


def test_package_lines() -> None:
    facts = LogFacts()
    for line in (
        "tensorflow                   2.15.0",
        "- keras 3.1.1",
        "nvidia-cudnn-cu12        8.9.4.25",
        "tensorflow-gpu 2.2.0 requires gast==0.3.3, but you have gast 0.3.0 which is incompatible.",
        "tensorflow                   2.16.1",  # the last listing wins
    ):
        facts.feed(line)
    assert facts.packages == {
        "tensorflow": "2.16.1",
        "keras": "3.1.1",
        "nvidia-cudnn-cu12": "8.9.4.25",
        "tensorflow-gpu": "2.2.0",
    }
    assert facts.evidence["package:tensorflow"] == "log line 1: tensorflow                   2.15.0"


def test_at_most_64_packages_but_a_known_one_is_updated() -> None:
    facts = LogFacts()
    facts.feed("tensorflow 2.15.0")
    for n in range(70):
        facts.feed(f"nvidia-lib{chr(97 + n % 26)}{chr(97 + n // 26)}-cu12 12.{n}.0")
    facts.feed("tensorflow 2.16.1")
    assert len(facts.packages) == 64
    assert facts.packages["tensorflow"] == "2.16.1"
    assert "nvidia-libac-cu12" in facts.packages and "nvidia-libsc-cu12" not in facts.packages


def test_pip_names_what_it_could_not_find_and_the_python_it_skipped() -> None:
    lines = [
        "$ pip install tensorflow",
        "ERROR: Ignored the following versions that require a different python version: 2.16.0rc0 Requires-Python >=3.9",
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)",
        "ERROR: No matching distribution found for tensorflow",
    ]
    facts = LogFacts()
    for line in lines:
        facts.feed(line)
    assert facts.pip_missing == ["tensorflow"]
    assert facts.evidence["pip"] == f"log line 3: {lines[2]}"
    assert facts.values["pip_python_mismatch"] == ["tensorflow"]
    assert facts.evidence["pip_python_mismatch"] == f"log line 2: {lines[1]}"
    out = facts.facts()["from_log"]
    assert out["pip_not_found"] == ["tensorflow"]


def test_a_skipped_python_three_lines_earlier_is_another_matter() -> None:
    lines = [
        "ERROR: Ignored the following versions that require a different python version: 2.16.0rc0 Requires-Python >=3.9",
        "Looking in indexes: https://pypi.org/simple",
        "Collecting numpy",
        "ERROR: No matching distribution found for tensorflow-cpu",
    ]
    facts = LogFacts()
    for line in lines:
        facts.feed(line)
    assert facts.pip_missing == ["tensorflow-cpu"]
    assert "pip_python_mismatch" not in facts.values
    # Two lines later is still the same message.
    near = LogFacts()
    for line in (lines[0], lines[1], lines[3]):
        near.feed(line)
    assert near.values["pip_python_mismatch"] == ["tensorflow-cpu"]


def test_pip_missing_names_are_kept_once_and_at_most_eight() -> None:
    facts = LogFacts()
    names = [f"tensorflow-addon{n}" for n in range(9)]
    for name in [names[0], *names]:
        facts.feed(f"ERROR: No matching distribution found for {name}")
    assert facts.pip_missing == names[:8]


def test_a_tensorflow_gpu_release_list_ending_at_2_10_hints_windows() -> None:
    line = "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.12.0 (from versions: 2.5.0, 2.6.0, 2.7.0, 2.8.0, 2.9.0, 2.10.0, 2.10.1)"
    facts = LogFacts()
    facts.feed(line)
    assert facts.values["platform_hint"] == "windows"
    assert facts.pip_missing == ["tensorflow-gpu"]
    # A hint seen before stays.
    first = LogFacts()
    first.feed("Metal device set to: Apple M1 Pro")
    first.feed(line)
    assert first.values["platform_hint"] == "macos"


def test_an_smi_gpu_row_counts_only_under_its_banner() -> None:
    row = "|   0  NVIDIA GeForce RTX 3090    Off  | 00000000:01:00.0  On |                  N/A |"
    alone = LogFacts()
    alone.feed(row)
    assert alone.smi_gpus == []
    facts = LogFacts()
    facts.feed("| NVIDIA-SMI 535.113.01   Driver Version: 535.113.01   CUDA Version: 12.2     |")
    facts.feed(row)
    assert facts.smi_gpus == [{"index": 0, "name": "NVIDIA GeForce RTX 3090"}]
    assert facts.values["smi_cuda"] == "12.2"


def test_the_first_platform_hint_stays() -> None:
    facts = LogFacts()
    facts.feed("Metal device set to: Apple M1 Pro")
    facts.feed("/usr/lib/python3/dist-packages/tensorflow/__init__.py")
    assert facts.values["platform_hint"] == "macos"
    assert facts.evidence["platform_hint"] == "log line 1: Metal device set to: Apple M1 Pro"


def test_a_jetson_named_after_a_windows_prompt_is_linux() -> None:
    # A paste made on Windows over ssh to the board: the prompt hints Windows, the Jetson runs
    # Linux (L4T), so the CUDA library it misses is given Linux fixes. A Jetson named first
    # stays Linux whatever the hints after it.
    from tfgpu_gui.doctor.rules import diagnose_log

    lines = [
        "C:\\Users\\ann>ssh ann@jetson-nano",
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
        "library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file",
        "I'm on a Jetson Nano with JetPack 4.6",
    ]
    facts = LogFacts()
    for line in lines:
        facts.feed(line)
    assert facts.values["platform_hint"] == "linux"
    assert facts.evidence["platform_hint"] == f"log line 3: {lines[2]}"
    assert diagnose_log(lines).platform == "linux"
    first = LogFacts()
    first.feed(lines[2])
    first.feed(lines[0])
    assert first.values["platform_hint"] == "linux"
    assert first.evidence["platform_hint"] == f"log line 1: {lines[2]}"
    # A Linux hint before the Jetson stays the evidence.
    linux = LogFacts()
    linux.feed("/usr/lib/python3/dist-packages/tensorflow/__init__.py")
    linux.feed(lines[2])
    assert linux.values["platform_hint"] == "linux"
    assert linux.evidence["platform_hint"] == (
        "log line 1: /usr/lib/python3/dist-packages/tensorflow/__init__.py"
    )


def test_the_fact_dict_of_a_whole_paste() -> None:
    lines = [
        "Linux deskbox 5.15.0-56-generic #62-Ubuntu SMP Tue Nov 22 19:54:14 UTC 2022 x86_64 x86_64 x86_64 GNU/Linux",
        "Python 3.10.12 (main, Nov 20 2023, 15:14:05) [GCC 11.4.0] on linux",
        "| NVIDIA-SMI 535.129.03   Driver Version: 535.129.03   CUDA Version: 12.2     |",
        "|   0  NVIDIA GeForce RTX 3090    Off  | 00000000:01:00.0  On |                  N/A |",
        "tensorflow                   2.15.0",
        "CUDA_VISIBLE_DEVICES=0",
        "modprobe: FATAL: Module nvidia_uvm not found in directory /lib/modules/5.15.0-56-generic",
        "nvidia/535.129.03, 5.15.0-56-generic, x86_64: installed",
        "TensorFlow version: 2.15.0",
        "2024-01-01 10:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 22259 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3090, pci bus id: 0000:01:00.0, compute capability: 8.6",
        "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory",
    ]
    reader = LogFacts()
    for line in lines:
        reader.feed(line)
    facts = reader.facts()
    evidence = facts["from_log"].pop("evidence")
    rtx = {"name": "NVIDIA GeForce RTX 3090", "compute_capability": [8, 6]}
    assert facts == {
        "system": {"platform_kind": "linux", "kernel": "5.15.0-56-generic"},
        "python": {"version": "3.10.12"},
        "stated": {"tf_version": "2.15", "python": "3.10", "gpus": [rtx]},
        "tensorflow": {
            "imported": True,
            "version": "2.15.0",
            "gpus": ["/physical_device:GPU:0"],
            "device_details": [{"index": 0, **rtx}],
        },
        "nvml": {
            "ok": True,
            "backend": "nvidia-smi (log)",
            "driver_version": "535.129.03",
            "cuda_driver_version": "12.2",
            "gpus": [{"index": 0, "name": "NVIDIA GeForce RTX 3090"}],
        },
        "driver": {
            "nvidia_module_loaded": False,
            "dkms": ["nvidia 535.129.03 for kernel 5.15.0-56-generic: installed"],
        },
        "env": {"CUDA_VISIBLE_DEVICES": "0"},
        "packages": {"tensorflow": {"version": "2.15.0"}},
        "packages_partial": True,
        "from_log": {
            "cuda_said": True,
            "python_seen": "3.10",
            "cuda_lib_missing": ["libcudnn", "8"],
            "cuda_libs_missing": ["cudnn"],
            "module_missing": "nvidia_uvm",
            "gpu_in_use": 10,
        },
    }
    assert evidence["kernel"] == f"log line 1: {lines[0]}"
    assert evidence["python_version"] == f"log line 2: {lines[1]}"
    assert evidence["smi_driver"] == f"log line 3: {lines[2]}"
    assert evidence["package:tensorflow"] == f"log line 5: {lines[4]}"
    assert evidence["tf_version"] == f"log line 9: {lines[8]}"
    assert evidence["stated:tf_version"] == f"log line 5: {lines[4]}"
    assert evidence["gpu_in_use"].startswith("log line 10: 2024-01-01")
    # Handing the dict out does not hand out the reader's own lists.
    facts["nvml"]["gpus"].append({"index": 1})
    facts["driver"]["dkms"].clear()
    assert len(reader.smi_gpus) == 1 and len(reader.dkms) == 1


def test_a_kernel_module_version_from_the_tf_diagnostics() -> None:
    reader = LogFacts()
    reader.feed(
        "2018-09-26 10:00:00.000000: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] kernel reported version is: 390.87.0"
    )
    assert reader.facts()["driver"] == {"kernel_module_version": "390.87.0"}


def test_build_info_alone_is_tensorflow_s_view() -> None:
    reader = LogFacts()
    reader.feed("             ('cuda_version', '11.2'),")
    assert reader.facts()["tensorflow"] == {
        "imported": True,
        "build_info": {"cuda_version": "11.2"},
    }


def test_two_stated_gpus_are_both_kept() -> None:
    reader = LogFacts()
    reader.feed("I have an RTX 3090 and an RTX 4090 in one box")
    assert reader.facts()["stated"]["gpus"] == [
        {"name": "RTX 3090", "compute_capability": [8, 6]},
        {"name": "RTX 4090", "compute_capability": [8, 9]},
    ]


def test_the_package_list_decides_a_cudnn_that_prose_names_twice() -> None:
    reader = LogFacts()
    for line in (
        "cudnn                     8.1.0.77            h90431f1_0     conda-forge",
        "I also tried cuDNN 8.6 by hand",
    ):
        reader.feed(line)
    assert reader.prose["cudnn"] == ["8.1", "8.6"]
    assert reader.facts()["stated"] == {"cudnn": "8.1"}


def test_uname_alone_names_linux_and_wsl1_s_kernel() -> None:
    # RHEL's uname names no distribution: the platform comes from uname itself.
    rhel = "Linux gpu-node-3 5.14.0-362.8.1.el9_3.x86_64 #1 SMP PREEMPT_DYNAMIC Tue Nov 7 14:54:22 EST 2023 x86_64 x86_64 x86_64 GNU/Linux"
    reader = LogFacts()
    reader.feed(rhel)
    assert reader.values["platform"] == "linux"
    assert reader.facts()["system"] == {
        "platform_kind": "linux",
        "kernel": "5.14.0-362.8.1.el9_3.x86_64",
    }
    # WSL 1's kernel string has no "-microsoft-standard": uname's own check finds it.
    wsl1 = "Linux DESKTOP-7Q2 4.4.0-19041-Microsoft #1237-Microsoft Sat Sep 11 14:32:00 PST 2021 x86_64 x86_64 x86_64 GNU/Linux"
    reader = LogFacts()
    reader.feed(wsl1)
    assert reader.values["wsl"] is True
    assert reader.facts()["system"]["platform_kind"] == "wsl2"
