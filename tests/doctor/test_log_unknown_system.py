"""A log that does not say which system it ran on: ranked causes, not a guess of Linux.

And the smaller readings that decide between them: a path or a prompt only one system has,
answers written as comments, pip's conflict list, CUDA_ERROR_NO_DEVICE, "DNN library is not
found", a `docker run` beside a failure that has nothing to do with the GPU.
"""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_facts import LogFacts, read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# tensorflow/tensorflow#62322 (native Windows, TF 2.12.1); nothing in it names the system.
BARE_212 = ["TensorFlow Version: 2.12.1", "Is GPU Available: []"]
BARE_218 = [
    "import tensorflow as tf",
    "physical_devices = tf.config.list_physical_devices()",
    "print(physical_devices)",
    "",
    "[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]",
]


def ranked(lines: list[str], platform: str | None = None) -> list[tuple[str, str, str]]:
    """(ID, severity, confidence) of the causes, most likely first."""
    report = explain_log_report(lines, platform)
    return [(f.id, f.severity, f.confidence) for f in report.findings if f.rank > 0]


def test_no_gpu_on_an_unknown_system_lists_each_possible_cause_in_order() -> None:
    causes = ranked(BARE_212)
    assert [c[0] for c in causes] == [
        "windows-native-no-gpu",
        "cuda-libraries-missing",  # before 2.14: the system's CUDA
        "macos-no-cuda",
    ]
    assert all(conf == "possible" for _, _, conf in causes)
    assert all(sev == WARNING for _, sev, _ in causes)


def test_the_version_decides_which_linux_cause_is_possible() -> None:
    ids = [c[0] for c in ranked(["TensorFlow Version: 2.18.0", "Is GPU Available: []"])]
    assert "and-cuda-extra-missing" in ids  # 2.14 and later: tensorflow[and-cuda]
    assert "cuda-libraries-missing" not in ids
    # TF 2.10 still had GPU on native Windows: that cause is not offered.
    old = [c[0] for c in ranked(["TensorFlow Version: 2.10.1", "Is GPU Available: []"])]
    assert "windows-native-no-gpu" not in old
    assert "cuda-libraries-missing" in old
    # Without a version every cause stays possible, the most common first.
    unknown = [c[0] for c in ranked(BARE_218)]
    assert unknown[0] == "tensorflow-cpu-only-build"
    assert {"and-cuda-extra-missing", "cuda-libraries-missing", "macos-no-cuda"} <= set(unknown)


def test_each_possible_cause_says_the_system_is_unknown_and_how_to_confirm() -> None:
    report = explain_log_report(BARE_212)
    win = next(f for f in report.findings if f.id == "windows-native-no-gpu")
    assert any("does not show which system" in e for e in win.evidence)
    assert any("2.12.1" in e for e in win.evidence)
    assert "win32" in win.to_dict()["confirm"]
    assert win.to_dict()["rank"] == 1
    # No explanation claims lines the log does not have.
    for f in report.findings:
        assert f.explanation.startswith("If this ran on"), f.id
        assert f.confirm, f.id


def test_a_stated_system_gives_its_own_answer_only() -> None:
    windows = ranked(BARE_212, platform="windows")
    assert windows[0][:2] == ("windows-native-no-gpu", ERROR)
    assert "macos-no-cuda" not in [c[0] for c in windows]
    # The CLI on Linux reading a Windows log: the log's own Windows path decides.
    path = r"  File C:\Users\alice\venv\Lib\site-packages\tensorflow\__init__.py, line 1"
    assert ranked([path, *BARE_212])[0][0] == "windows-native-no-gpu"
    assert ranked([path, *BARE_212])[0][2] == "confirmed"


def test_a_driver_shown_rules_out_the_mac() -> None:
    smi = "| NVIDIA-SMI 536.23   Driver Version: 536.23   CUDA Version: 12.2     |"
    ids = [c[0] for c in ranked([smi, *BARE_212])]
    assert "windows-native-no-gpu" in ids
    assert "macos-no-cuda" not in ids


def test_built_without_cuda_on_an_unknown_system_puts_windows_first() -> None:
    # tensorflow/tensorflow#66043: TF 2.16.1 on native Windows 10.
    lines = [
        'print("TensorFlow version:", tf.__version__)',
        "print(\"Is GPU available?\", tf.config.list_physical_devices('GPU'))",
        'print("Is TensorFlow built with CUDA?:", tf.test.is_built_with_cuda())',
        "TensorFlow version: 2.16.1",
        "Is GPU available? []",
        "Is TensorFlow built with CUDA?: False",
    ]
    causes = ranked(lines)
    assert causes[0] == ("windows-native-no-gpu", ERROR, "possible")
    assert ("tensorflow-cpu-only-build", ERROR, "possible") in causes
    # On a stated Linux it is the CPU-only build, confirmed, and no Windows.
    linux = ranked([*lines, "Linux host 6.8.0-45-generic #45-Ubuntu SMP x86_64 GNU/Linux"])
    assert linux[0] == ("tensorflow-cpu-only-build", ERROR, "confirmed")
    assert "windows-native-no-gpu" not in [c[0] for c in linux]


@pytest.mark.parametrize(
    ("line", "system"),
    [
        # tensorflow/tensorflow#36294
        (
            "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load "
            "dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open",
            "linux",
        ),
        ('  File "/usr/local/lib/python3.8/dist-packages/tensorflow/__init__.py"', "linux"),
        ("(tf.env) [alice@host ~]$ python -c 'import tensorflow'", "linux"),
        ("alice@host:~/src$ python train.py", "linux"),
        ('  File "/Users/alice/miniforge3/lib/python3.9/site-packages/x.py", line 1', "macos"),
        ("Metal device set to: Apple M1", "macos"),
        ("pip install tensorflow-2.15.0-cp311-cp311-macosx_14_0_arm64.whl", "macos"),
        # Not a system: a URL's path, a conda build path on another machine.
        ("appnope @ file:///home/conda/feedstock_root/build_artifacts/appnope/work", None),
        ("see https://example.org/Users/guide", None),
    ],
)
def test_a_path_or_prompt_only_one_system_has(line: str, system: str | None) -> None:
    reader = LogFacts()
    reader.feed(line)
    assert reader.platform == system


def test_a_stated_system_beats_a_hint() -> None:
    reader = LogFacts()
    for line in (
        "W tensorflow/x.cc:1] Could not load dynamic library 'libcudart.so.11.0'",
        "Python 3.10.10 (tags/v3.10.10:aad5f6a, Feb  7 2023) [MSC v.1929 64 bit (AMD64)] on win32",
    ):
        reader.feed(line)
    assert reader.platform == "windows"


@pytest.mark.parametrize(
    "lines",
    [
        # tensorflow/tensorflow#60156, verbatim (the function name mistyped)
        [
            "print(tf.test.is_build_with_cuda()) #  false is returned",
            "tf.config.list_physical_devices('GPU') # [] is returned",
        ],
        [
            "tf.test.is_built_with_cuda()  # -> False",
            "tf.config.list_physical_devices('GPU')  # []",
        ],
    ],
)
def test_answers_written_as_comments(lines: list[str]) -> None:
    tf = read_log_facts(lines)["tensorflow"]
    assert tf["built_with_cuda"] is False
    assert tf["gpus"] == []


@pytest.mark.parametrize(
    "line",
    [
        'print("# GPUs:", tf.config.list_physical_devices("GPU"))  # []',  # a # in a string
        "tf.config.list_physical_devices('GPU')  ## []",  # a doubled #
    ],
)
def test_the_answer_is_the_comment_after_the_last_hash(line: str) -> None:
    assert read_log_facts([line])["tensorflow"]["gpus"] == []


def test_a_comment_that_is_not_an_answer_is_not_read_as_one() -> None:
    facts = read_log_facts(["tf.config.list_physical_devices('GPU')  # should list my RTX 3090"])
    assert "gpus" not in facts.get("tensorflow", {})


def test_pip_conflicts_name_the_installed_distributions() -> None:
    # apple/turicreate#3405
    lines = [
        "ERROR: pip's dependency resolver does not currently take into account all the "
        "packages that are installed. This behaviour is the source of the following "
        "dependency conflicts.",
        "tensorflow-gpu 2.2.0 requires gast==0.3.3, but you have gast 0.3.0 which is incompatible.",
        "tf-nightly 2.6.0.dev20210526 requires gast==0.4.0, but you have gast 0.3.0 which is "
        "incompatible.",
        "tensorflow 2.5.0 requires gast==0.4.0, but you have gast 0.3.0 which is incompatible.",
    ]
    packages = read_log_facts(lines)["packages"]
    assert packages["tensorflow-gpu"] == {"version": "2.2.0"}
    assert packages["tf-nightly"] == {"version": "2.6.0.dev20210526"}
    assert packages["tensorflow"] == {"version": "2.5.0"}
    assert "gast" not in packages
    assert ranked(lines)[0][0] == "multiple-tensorflow-distributions"


def test_a_bulleted_package_list() -> None:
    # tensorflow/tensorflow#42738
    packages = read_log_facts(
        [
            "- tensorflow                2.2.0           mkl_py37h6e9ce2d_0",
            "- tensorflow-gpu            2.2.0                     <pip>",
        ]
    )["packages"]
    assert packages["tensorflow"] == {"version": "2.2.0"}
    assert packages["tensorflow-gpu"] == {"version": "2.2.0"}


def test_cuda_error_no_device_points_at_cuda_visible_devices() -> None:
    # DetectionTeamUCAS/FPN_Tensorflow#146: "1" in a script on a one-GPU machine
    line = (
        "2020-12-29 10:10:44.476602: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] "
        "failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"
    )
    causes = ranked([line])
    assert causes[0][0] == "cuda-visible-devices-hides-gpus"
    assert causes[0][2] == "possible"
    assert "container-without-gpus" in [c[0] for c in causes]  # the log cannot rule it out
    # A driver that is not loaded explains the same line better.
    smi = (
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make "
        "sure that the latest NVIDIA driver is installed and running."
    )
    ids = [c[0] for c in ranked([smi, line])]
    assert "cuda-visible-devices-hides-gpus" not in ids


def test_dnn_library_is_not_found_is_a_possible_cudnn_mismatch() -> None:
    # apapiu/guided-diffusion-keras#8
    lines = [
        "Node: 'residual_unet/conv2d/Conv2D'",
        "DNN library is not found.",
        "\t [[{{node residual_unet/conv2d/Conv2D}}]] [Op:__inference_predict_function_9480]",
    ]
    assert ranked(lines)[0] == ("cudnn-version-mismatch", ERROR, "possible")


def test_docker_run_without_gpus_is_the_cause_only_when_the_gpu_is_missing() -> None:
    docker = "$ sudo docker run -it -p 5000:5000 max-weather-forecaster"
    # IBM/MAX-Weather-Forecaster#31: the CPU lacks AVX; the model serves on the CPU.
    crash = ranked([docker, "Illegal instruction (core dumped)"])
    assert crash[0][0] == "cpu-without-avx"
    assert ("container-without-gpus", WARNING, "possible") in crash
    # The same command with TensorFlow seeing no GPU: the container is the cause.
    no_gpu = ranked([docker, ">>> tf.config.list_physical_devices('GPU')", "[]"])
    assert no_gpu[0] == ("container-without-gpus", ERROR, "confirmed")


def test_an_import_failure_comes_after_the_library_that_caused_it() -> None:
    # tensorflow/tensorflow#23003 (TF 1.x, CUDA 8.0 missing)
    lines = [
        "Traceback (most recent call last):",
        '  File "/usr/lib/python3/dist-packages/tensorflow/python/pywrap_tensorflow.py", '
        "line 58, in <module>",
        "    from tensorflow.python.pywrap_tensorflow_internal import *",
        "ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory",
        "Failed to load the native TensorFlow runtime.",
    ]
    ids = [c[0] for c in ranked(lines)]
    assert ids[0] == "cuda-libraries-missing"
    assert "tensorflow-import-failed" in ids[1:]


def test_the_cli_reads_a_log_without_assuming_linux() -> None:
    diagnosis = diagnose_log(BARE_212)
    assert diagnosis.platform == "linux"  # the fixes' fallback only
    assert "windows-native-no-gpu" in {f.id for f in diagnosis.findings}


DLOPEN_217 = [
    ">>> import tensorflow as tf",
    "W0000 00:00:1721306563.212513   12345 gpu_device.cc:2344] Cannot dlopen some GPU libraries. "
    "Please make sure the missing libraries mentioned above are installed properly if you "
    "would like to use GPU. Follow the guide at https://www.tensorflow.org/install/pip for how "
    "to download and setup the required libraries for your platform.",
    "Skipping registering GPU devices...",
    ">>> tf.__version__",
    "'2.17.0'",
]


def test_missing_cuda_libraries_of_a_recent_release_point_at_the_and_cuda_extra() -> None:
    causes = ranked(DLOPEN_217)
    assert causes[0][0] == "cuda-libraries-missing"
    assert ("and-cuda-extra-missing", WARNING, "possible") in causes
    report = explain_log_report(DLOPEN_217)
    extra = next(f for f in report.findings if f.id == "and-cuda-extra-missing")
    assert '"tensorflow[and-cuda]==2.17.*"' in extra.fix
    # A package list without the nvidia-* wheels shows it.
    listed = ranked([*DLOPEN_217, "tensorflow                2.17.0"])
    assert listed[0][:2] == ("and-cuda-extra-missing", ERROR)
    # With the wheels listed the extra is there: something else is missing.
    wheels = ranked(
        [*DLOPEN_217, "tensorflow                2.17.0", "nvidia-cudnn-cu12         8.9.7.29"]
    )
    assert "and-cuda-extra-missing" not in [c[0] for c in wheels]
    # Before 2.14 there was no such extra.
    old = [line.replace("2.17.0", "2.12.0") for line in DLOPEN_217]
    assert "and-cuda-extra-missing" not in [c[0] for c in ranked(old)]


def test_a_check_script_s_own_words() -> None:
    # tensorflow/tensorflow#60237: a popular check script's output on native Windows
    lines = ["Tensor Flow Version: 2.12.0", "Keras Version: 2.12.0", "", "GPU is NOT AVAILABLE"]
    tf = read_log_facts(lines)["tensorflow"]
    assert tf["version"] == "2.12.0"
    assert tf["gpus"] == []
    assert ranked(lines)[0][0] == "windows-native-no-gpu"
    assert "gpus" not in read_log_facts(["GPU is available"]).get("tensorflow", {})


def test_pip_finding_no_distribution_of_any_tensorflow_package() -> None:
    # svpino/apple-silicon#1: no tensorflow-metal wheel for Python 3.12 yet
    lines = [
        "pip install tensorflow tensorflow-macos tensorflow-metal",
        "",
        "No matching distribution found for tensorflow-metal",
    ]
    assert ranked(lines)[0][0] == "python-version-unsupported"
    assert "python-version-unsupported" not in [
        c[0] for c in ranked(["No matching distribution found for tensorflow-datasets-nightly"])
    ]


def test_pip_finding_nothing_may_also_be_a_32_bit_python() -> None:
    # tensorflow/tensorflow#42384 (a 32-bit Python 3.8 on Windows 10)
    lines = [
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from "
        "versions: none)",
        "ERROR: No matching distribution found for tensorflow",
        "",
        r"venv\Scripts\python -m pip install tensorflow",
    ]
    assert read_log_facts(lines)["system"]["platform_kind"] == "windows"  # venv\Scripts
    causes = ranked(lines)
    assert [c[0] for c in causes] == ["python-version-unsupported", "python-32-bit"]
    assert causes[1][1:] == (WARNING, "possible")
    # A 64-bit interpreter shown rules it out.
    banner = (
        "Python 3.13.0 (tags/v3.13.0:60403a5, Oct  7 2024) [MSC v.1941 64 bit (AMD64)] on win32"
    )
    assert "python-32-bit" not in [c[0] for c in ranked([banner, *lines])]
    # A 32-bit one shown makes it the cause.
    banner32 = banner.replace("64 bit (AMD64)", "32 bit (Intel)")
    assert ranked([banner32, *lines])[0][:2] == ("python-32-bit", ERROR)


def test_the_unified_memory_module_missing_is_cuinit_s_unknown_error() -> None:
    # NVlabs/nvbio-gpl#7 (Ubuntu 14.04, nvidia-331-uvm not installed)
    lines = [
        "modprobe: ERROR: ../libkmod/libkmod-module.c:809 kmod_module_insert_module() could not "
        "find module by name='nvidia_331_uvm'",
        "modprobe: ERROR: could not insert 'nvidia_331_uvm': Function not implemented",
        "cudaGetDeviceCount returned 30",
        "-> unknown error",
    ]
    assert ranked(lines)[0][0] == "cuinit-unknown-error"
    assert ranked(lines[2:])[0][:2] == ("cuinit-unknown-error", ERROR)
    assert ranked(lines[2:])[0][2] == "possible"


CUDART_ONLY = (
    "2022-06-22 15:44:53.578885: W tensorflow/stream_executor/platform/default/dso_loader.cc:64]"
    " Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found"
)


def test_the_cuda_runtime_alone_is_harmless_without_a_gpu_and_says_so() -> None:
    # google/lightweight_mmm#23: a CPU-only machine; the run worked
    causes = ranked([CUDART_ONLY])
    assert causes == [("cuda-libraries-missing", INFO, "possible")]
    report = explain_log_report([CUDART_ONLY])
    f = report.findings[0]
    assert "harmless" in f.explanation and "If this machine has an NVIDIA GPU" in f.explanation
    assert report.exit_status() == 0  # not a problem by itself
    # A package list that says nothing about a GPU changes nothing.
    listed = ranked([CUDART_ONLY, "keras                     2.9.0"])
    assert listed == [("cuda-libraries-missing", INFO, "possible")]
    assert "without an NVIDIA GPU" in report.verdict_text()
    assert "cuda-libraries-missing" in report.verdict_text()


@pytest.mark.parametrize(
    "also",
    [
        ">>> tf.config.list_physical_devices('GPU')\n[]",  # TensorFlow sees no GPU
        "| NVIDIA-SMI 516.94       Driver Version: 516.94       CUDA Version: 11.7     |",
        "2022-06-22 15:44:53.579000: W tensorflow/stream_executor/platform/default/dso_loader.cc:"
        "64] Could not load dynamic library 'cublas64_11.dll'; dlerror: cublas64_11.dll not found",
        "tensorflow-gpu            2.9.1",
    ],
)
def test_the_cuda_runtime_missing_beside_a_gpu_is_the_cause(also: str) -> None:
    causes = ranked([CUDART_ONLY, *also.splitlines()])
    assert causes[0][:2] == ("cuda-libraries-missing", ERROR)


@pytest.mark.parametrize(
    ("line", "cause", "confidence"),
    [
        # AIR-DISCOVER/ICRA2024-Sim2Real-AXS#5: fixed by updating the host driver
        (
            "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda "
            "functions before calling NumCudaDevices() that might have already set an error? "
            "Error 804: forward compatibility was attempted on non supported HW",
            "driver-too-old",
            "likely",
        ),
        # Jittor/jittor#194: driver 450 for CUDA 11.2's PTX
        (
            "code=222( cudaErrorUnsupportedPtxVersion ) cudaStreamCreateWithFlags(&stream, "
            "cudaStreamNonBlocking): the provided PTX was compiled with an unsupported toolchain.",
            "driver-too-old",
            "likely",
        ),
        # tensorflow/tensorflow#41990: TF 2.3 without kernels for compute capability 5.0
        (
            "tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit "
            "initialization on GPU:0 failed. Status: device kernel image is invalid",
            "compute-capability-unsupported",
            "possible",
        ),
        # tensorflow/tensorflow#35029
        (
            "2019-12-12 10:00:00.000000: E tensorflow/stream_executor/cuda/cuda_blas.cc:238] "
            "failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED",
            "memory-growth-disabled",
            "possible",
        ),
    ],
)
def test_cuda_runtime_errors(line: str, cause: str, confidence: str) -> None:
    first = ranked([line])[0]
    assert (first[0], first[2]) == (cause, confidence)


def test_forward_compatibility_beside_a_module_mismatch_is_the_mismatch() -> None:
    # tensorflow/tensorflow#4349's configuration: a 470 libcuda over a 460 kernel module
    lines = [
        "E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
        "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non "
        "supported HW",
        "E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 460.91.3 does "
        "not match DSO version 470.57.2 -- cannot find working devices in this configuration",
    ]
    ids = [c[0] for c in ranked(lines)]
    assert ids[0] == "driver-library-mismatch"
    assert "driver-too-old" not in ids


NGC_BANNER = [
    "",
    "================",
    "== TensorFlow ==",
    "================",
    "",
    "NVIDIA Release 20.03-tf2 (build 11026100)",
    "TensorFlow Version 2.1.0",
    "",
    "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.",
    "   Use 'nvidia-docker run' to start this container; see",
    "   https://github.com/NVIDIA/nvidia-docker/wiki/nvidia-docker .",
]


def test_the_ngc_banner_after_docker_run_with_gpus_is_no_cause() -> None:
    # NVIDIA/nvidia-docker#1548: under WSL2 the banner is wrong and the GPU works
    cmd = "➜ docker run --gpus all --rm nvcr.io/nvidia/tensorflow:20.03-tf2-py3 nvidia-smi"
    assert read_log_facts([cmd, *NGC_BANNER])["from_log"]["docker_gpus"] is True
    assert ranked([cmd, *NGC_BANNER]) == []
    # Without --gpus the banner means what it says.
    plain = cmd.replace("--gpus all ", "")
    assert ranked([plain, *NGC_BANNER])[0][:2] == ("container-without-gpus", ERROR)
    # The banner alone: the container is the cause.
    assert ranked(NGC_BANNER)[0][0] == "container-without-gpus"
    # With --gpus but TensorFlow seeing no GPU, the banner is kept.
    no_gpu = [cmd, *NGC_BANNER, ">>> tf.config.list_physical_devices('GPU')", "[]"]
    assert "container-without-gpus" in [c[0] for c in ranked(no_gpu)]


def test_a_container_without_the_gpus_explains_why_tensorflow_sees_none() -> None:
    no_gpu = [">>> tf.config.list_physical_devices('GPU')", "[]"]
    expected = [("container-without-gpus", ERROR, "confirmed")]
    assert ranked([*NGC_BANNER, *no_gpu]) == expected
    assert ranked(["$ docker run --rm tensorflow/tensorflow python t.py", *no_gpu]) == expected


def test_nvidia_docker_run_is_a_command_that_passes_the_gpus() -> None:
    facts = read_log_facts(["$ nvidia-docker run -it tensorflow/tensorflow:1.15.0-gpu bash"])
    assert facts["from_log"]["docker_gpus"] is True
    prose = read_log_facts(["   Use 'nvidia-docker run' to start this container; see"])
    assert "docker_gpus" not in prose.get("from_log", {})


@pytest.mark.parametrize(
    ("line", "system"),
    [
        # conda-forge/tensorflow-feedstock#365: CUDA builds exist for Linux only
        (
            "tensorflow                2.15.0          cuda120py311h5cbd639_1    conda-forge",
            "linux",
        ),
        ("tensorflow                2.15.0          cpu_py311h1d2c1b5_1    conda-forge", None),
        # NikhilCodes/VirtualBLU#2: the Windows command prompt
        (r"`\VirtualBLU-master\VirtualBLU-master>pip install tensorflow`", "windows"),
        (r"C:\Users\alice\project>python train.py", "windows"),
        # trailofbits/anamorpher#8: PowerShell's prompt is the same after "PS "
        (r"PS C:\-----\------\projects\anamorpher> uv run .\backend\app.py", "windows"),
        ("PS> not a prompt", None),
        (">>> import tensorflow as tf", None),
        ("loss > 0.5 after epoch 3", None),
    ],
)
def test_more_hints_of_the_system(line: str, system: str | None) -> None:
    reader = LogFacts()
    reader.feed(line)
    assert reader.platform == system


@pytest.mark.parametrize(
    "line",
    [
        # tensorflow/tensorflow#48663
        "RuntimeError: module compiled against API version 0xe but this version of numpy is 0xd",
        "ImportError: numpy.core.multiarray failed to import",
        # tensorflow/tensorflow#102743: TensorFlow 2.14 under NumPy 2
        "A module that was compiled using NumPy 1.x cannot be run in",
        # tensorflow/tensorflow#90245
        "AttributeError: _ARRAY_API not found",
    ],
)
def test_numpy_of_another_abi_fails_the_import(line: str) -> None:
    assert ranked([">>> import tensorflow as tf", line])[0][:2] == (
        "tensorflow-import-failed",
        ERROR,
    )
