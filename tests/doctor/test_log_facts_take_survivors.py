"""What each kind of fact line sets in the log reader (`LogFacts._take`), from real lines.

Each test gives lines quoted from the thread or file named beside it and compares the facts the
reader keeps, or the whole finding that follows from them.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog, all_logs
from tests.helpers.pastes import read_lines as _read
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO
from tfgpu_gui.doctor.rules import diagnose_log


def _record(name: str) -> CorpusLog:
    (log,) = [log for log in all_logs() if log.name == name]
    return log


# --- WSL 2's kernel named where `uname -a` is not read as such -----------------------------------


def test_a_wsl_kernel_quoted_in_backticks_is_read_as_wsl2():
    # https://github.com/microsoft/WSL/issues/5455 ("TensorFlow build with DirectML aborts"):
    # `uname -a` quoted inline, so the line does not start with "Linux", and no "WSL" word.
    uname = (
        "`Linux [computername] 4.19.104-microsoft-standard #1 SMP Wed Feb 19 06:37:35 UTC 2020 "
        "x86_64 x86_64 x86_64 GNU/Linux`"
    )
    facts = _read(uname)
    assert facts.values == {"wsl": True}
    assert facts.evidence == {"wsl": f"log line 1: {uname}"}
    assert facts.platform == "wsl2"
    assert facts.facts()["system"] == {"platform_kind": "wsl2"}


# --- the GPUs TensorFlow created and found -------------------------------------------------------


def _created(index: int) -> str:
    # The TF 1.x/2.x line (https://github.com/NVIDIA/DALI/issues/1813), one per GPU.
    return (
        "2020-03-18 09:05:19.358513: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1244] "
        f"Created TensorFlow device (/device:GPU:{index} with 13737 MB memory) -> physical GPU "
        f"(device: {index}, name: Tesla T4, pci bus id: 0001:0f:00.{index}, "
        "compute capability: 7.5)"
    )


def test_the_devices_tensorflow_created_are_kept_up_to_sixteen():
    facts = _read(*(_created(i) for i in range(17)))
    assert [d["index"] for d in facts.tf_gpus] == list(range(16))
    tf = facts.facts()["tensorflow"]
    assert tf["gpus"] == [f"/physical_device:GPU:{i}" for i in range(16)]


# The 2.x "Found device" line of a GPU the model table does not know, from a `rasa shell` log
# in https://github.com/km1994/nlp_paper_study (dialogue_system_study/rasa):
FOUND_940MX = "    pciBusID: 0000:01:00.0 name: GeForce 940MX computeCapability: 5.0"


def test_a_found_gpu_brings_its_capability_and_its_line():
    facts = read_log_facts([FOUND_940MX])
    assert facts["stated"]["gpus"] == [
        {"name": "GeForce 940MX", "compute_capability": [5, 0], "logged": True}
    ]
    line = "log line 1: pciBusID: 0000:01:00.0 name: GeForce 940MX computeCapability: 5.0"
    assert facts["from_log"]["evidence"]["logged:gpu"] == line
    assert facts["from_log"]["evidence"]["stated:gpu"] == line
    # And the finding that follows names it, its capability and its line.
    report = diagnose_log(["TensorFlow 2.17.0", FOUND_940MX, "Num GPUs Available:  0"])
    (old,) = [f for f in report.findings if f.id == "compute-capability-too-old"]
    assert old.severity == ERROR
    assert old.evidence == [
        "GeForce 940MX (stated): compute capability 5.0",
        "the PyPI wheels of TensorFlow 2.17 have kernels for: sm_60, sm_70, sm_80, sm_89, "
        "compute_90",
        "log line 2: pciBusID: 0000:01:00.0 name: GeForce 940MX computeCapability: 5.0",
    ]


def test_a_gpu_found_twice_is_one_gpu():
    # TensorFlow prints "Found device 0 with properties" each time it lists the devices (an
    # import, then a session), so a log shows the same GPU more than once.
    facts = _read(FOUND_940MX, FOUND_940MX)
    assert facts.logged_gpus == [{"name": "GeForce 940MX", "compute_capability": [5, 0]}]


def test_the_found_gpus_are_kept_up_to_sixteen():
    lines = [
        f"name: Quadro K{2000 + i}M major: 3 minor: 0 memoryClockRate(GHz): 0.745"
        for i in range(17)
    ]
    facts = _read(*lines)
    assert [g["name"] for g in facts.logged_gpus] == [f"Quadro K{2000 + i}M" for i in range(16)]


# --- CUDA libraries that did not load ------------------------------------------------------------


def test_the_first_missing_cuda_library_names_the_release():
    # https://github.com/orpatashnik/StyleCLIP/issues/20: libcudart, then libcublas, libcufft,
    # libcurand, all of CUDA 10.0.
    record = _record("tf1-cuda-10.0-libs-on-cuda-11")
    facts = read_log_facts(record.text.splitlines())
    assert facts["from_log"]["cuda_lib_missing"] == ["libcudart", "10.0"]
    (missing,) = [
        f
        for f in diagnose_log(record.text.splitlines()).findings
        if f.id == "cuda-libraries-missing"
    ]
    assert missing.evidence[-1] == (
        "libcudart.so.10.0 belongs to CUDA 10.0: this build looks for that release"
    )


def test_the_cudart_stub_line_is_the_evidence_of_the_missing_libraries():
    # https://github.com/recommenders-team/recommenders/issues/2378
    stub = (
        "2026-09-16 10:03:41.762633: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not "
        "find cuda drivers on your machine, GPU will not be used."
    )
    facts = read_log_facts([stub])
    assert facts["from_log"]["cuda_libs_missing"] == ["cudart"]
    assert facts["from_log"]["evidence"]["cuda_libs_missing"] == f"log line 1: {stub}"
    (missing,) = [f for f in diagnose_log([stub]).findings if f.id == "cuda-libraries-missing"]
    assert missing.severity == INFO
    assert missing.evidence == [f"log line 1: {stub}"]


# --- the driver's own version file ---------------------------------------------------------------


def test_the_kernel_module_version_is_read_from_proc_driver_nvidia_version():
    # `cat /proc/driver/nvidia/version` (https://github.com/tensorflow/tensorflow/issues/22525)
    nvrm = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.111  Tue Dec 19 23:51:45 PST 2017"
    facts = read_log_facts([nvrm])
    assert facts["driver"] == {"kernel_module_version": "384.111"}
    assert facts["from_log"]["evidence"]["kernel_driver"] == f"log line 1: {nvrm}"


# --- what pip found none of, and the versions asked ----------------------------------------------


def test_a_package_named_with_underscores_is_its_normalized_name():
    # https://github.com/tensorflow/text/issues/823
    lines = [
        "ERROR: Could not find a version that satisfies the requirement tensorflow_text "
        "(from versions: none)",
        "ERROR: No matching distribution found for tensorflow_text",
    ]
    assert read_log_facts(lines)["from_log"]["pip_not_found"] == ["tensorflow-text"]


def test_no_version_asked_keeps_no_version():
    # https://github.com/tensorflow/tensorflow/issues/47205 (pip on macOS 11): no version asked.
    facts = read_log_facts(["ERROR: No matching distribution found for tensorflow"])
    assert facts["from_log"]["pip_not_found"] == ["tensorflow"]
    assert "pip_wanted" not in facts["from_log"]
    # Poetry without a version in parentheses (https://github.com/tensorflow/io/issues/1832).
    poetry = "Unable to find installation candidates for tensorflow-io-gcs-filesystem"
    assert "pip_wanted" not in read_log_facts([poetry])["from_log"]


def test_a_range_asked_is_kept_as_written():
    # https://github.com/tensorflow/text/issues/1128: a range that starts with "<".
    line = (
        "ERROR: No matching distribution found for tensorflow-macos<2.13,>=2.12.0; "
        'platform_machine == "arm64" and platform_system == "Darwin"'
    )
    facts = read_log_facts([line])
    assert facts["from_log"]["pip_wanted"] == {"tensorflow-macos": "<2.13,>=2.12.0"}


def test_the_first_version_asked_of_a_package_is_kept():
    # Two tries in one paste (https://github.com/Zeta36/chess-alpha-zero/issues/104, then 1.15.0)
    facts = read_log_facts(
        [
            "ERROR: No matching distribution found for tensorflow-gpu==1.15",
            "ERROR: No matching distribution found for tensorflow-gpu==1.15.0",
        ]
    )
    assert facts["from_log"]["pip_wanted"] == {"tensorflow-gpu": "==1.15"}


def test_the_versions_asked_are_kept_for_eight_packages():
    names = [
        "tensorflow",
        "tensorflow-gpu",
        "tensorflow-io-gcs-filesystem",
        "tensorflow-macos",
        "tensorflow-text",
        "tensorflow-probability",
        "tensorflow-addons",
        "tensorflow-cpu",
        "torch",
    ]
    facts = _read(*(f"ERROR: No matching distribution found for {n}==1.0" for n in names))
    assert facts.pip_missing == names[:8]
    assert facts.pip_wanted == {n: "==1.0" for n in names[:8]}


# --- Colab and Jetson: a Linux runtime -----------------------------------------------------------


def test_a_colab_traceback_alone_is_linux():
    # https://github.com/frankkramer-lab/MIScnn/issues/146
    frame = "[<ipython-input-17-0920e1d4f2e6>](https://localhost:8080/#) in <module>()"
    facts = _read(frame)
    assert facts.values == {"colab": True, "platform": "linux"}
    assert facts.facts()["system"] == {"platform_kind": "linux"}


def test_a_jetson_alone_is_linux():
    # https://github.com/KumaTea/tensorflow-aarch64/issues/6
    facts = _read("I'm using NVIDIA's Jetson Nano device")
    assert facts.values == {"jetson_named": True, "platform_hint": "linux"}
    assert facts.facts()["system"] == {"platform_kind": "linux"}


def test_colab_named_beside_a_windows_traceback_leaves_the_platform_windows():
    # A Windows traceback (https://github.com/CameronBodine/PINGMapper/issues/123) and the reply
    # that points a Windows user to Colab (https://github.com/tensorflow/tensorflow/issues/43536):
    # TensorFlow ran on Windows; Colab is only named.
    frame = (
        '  File "C:\\Users\\alice\\AppData\\Local\\miniconda3\\envs\\ping\\Lib\\site-packages\\'
        'tensorflow\\__init__.py", line 45, in <module>'
    )
    facts = _read(frame, "* You may try Google Colab to use TensorFlow.")
    assert facts.values == {"platform": "windows", "platform_hint": "windows", "colab": True}
    assert facts.evidence["platform"] == f"log line 1: {frame.strip()}"
    assert facts.platform == "windows"


def test_a_cuda_version_with_a_one_digit_major_beside_the_driver_is_read():
    # The driver's line as a form is filled in by hand ("Driver Version: 396.54  CUDA Version:
    # 9.2"): the CUDA release is read whatever the number of its major's digits; N/A is none.
    facts = read_log_facts(["Driver Version: 396.54   CUDA Version: 9.2"])
    assert facts["nvml"]["cuda_driver_version"] == "9.2"
    facts = read_log_facts(["Driver Version: 396.54   CUDA Version: N/A"])
    assert facts["nvml"]["cuda_driver_version"] is None


def test_spaces_in_the_versions_asked_are_taken_out():
    # "No matching distribution found for tensorflow >= 2.10, < 2.11", as typed: the versions
    # asked read as pip writes them.
    line = "ERROR: No matching distribution found for tensorflow >= 2.10, < 2.11"
    facts = read_log_facts([line])
    assert facts["from_log"]["pip_wanted"] == {"tensorflow": ">=2.10,<2.11"}
