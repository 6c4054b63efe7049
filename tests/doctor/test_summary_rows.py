"""The labelled fact lines of the summary (terminal, Markdown and wizard), one case per branch.

Expected lines are read off the hand-written fact sets in tests/doctor/factsets.py: each value
must come from its own fact, in its own unit (GiB of the GPU's memory, a compute capability as
"major.minor").
"""

from __future__ import annotations

import copy
from typing import Any

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows, what_works


def report(facts: dict[str, Any], mode: str = "environment") -> Report:
    return Report(mode, {}, facts, [], log={})


def healthy() -> dict[str, Any]:
    return copy.deepcopy(fs.healthy())


def test_system_rows_of_a_healthy_machine() -> None:
    assert system_rows(report(healthy())) == [
        ("System", "Ubuntu 24.04.1 LTS (kernel 6.8.0-45-generic; linux)"),
        ("Driver", "555.42.06 (supports CUDA 12.5), 1 GPU"),
        ("", "GPU 0: NVIDIA GeForce RTX 4090, compute capability 8.9, 24 GiB"),
        ("Kernel module", "NVRM version: NVIDIA UNIX x86_64 Kernel Module 555.42.06"),
        ("Devices", "/dev/nvidia0, /dev/nvidia-uvm"),
        ("Environment", "TF_FORCE_GPU_ALLOW_GROWTH=true"),
    ]


def test_the_kernel_module_line_as_the_open_module_of_driver_580_writes_it() -> None:
    # The first line of /proc/driver/nvidia/version on an H200 machine (driver 580.159.04,
    # 2026-11-26), as `tfgpu doctor` printed it there.
    f = healthy()
    f["driver"]["proc_version"] = (
        "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build"
        "  (nixbld@)  \n"
    )
    rows = dict(system_rows(report(f)))
    assert rows["Kernel module"] == (
        "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64 580.159.04 Release Build (nixbld@)"
    )


def test_system_rows_of_a_container_without_a_driver() -> None:
    f = healthy()
    f["system"]["container"] = "docker"
    f["system"]["os_release"] = None
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "no-driver", "gpus": []}
    f["driver"]["proc_version"] = None
    f["driver"]["device_nodes"] = []
    f["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1", "A": "1"}
    rows = dict(system_rows(report(f)))
    assert rows["System"] == "Linux (kernel 6.8.0-45-generic; linux, in a docker container)"
    assert rows["Driver"] == "no-driver"  # no sentence: the kind
    assert rows["Kernel module"] == "not loaded"
    assert rows["Devices"] == "no /dev/nvidia*"
    assert rows["Environment"] == "A=1; CUDA_VISIBLE_DEVICES=-1"  # sorted
    f["nvml"]["error"] = "No NVIDIA driver was found."
    assert dict(system_rows(report(f)))["Driver"] == "No NVIDIA driver was found."


def test_gpu_lines_of_several_simulated_gpus() -> None:
    f = healthy()
    f["nvml"]["backend"] = "simulated:two"
    f["nvml"]["gpus"] = [
        {"index": 0, "name": "A", "compute_capability": [7, 5], "memory_total_bytes": 16 << 30},
        {"index": 1, "name": "B", "compute_capability": None, "memory_total_bytes": None},
    ]
    rows = system_rows(report(f))
    assert rows[1] == ("Driver", "555.42.06 (supports CUDA 12.5), 2 GPUs [simulated]")
    assert rows[2] == ("", "GPU 0: A, compute capability 7.5, 16 GiB")
    assert rows[3] == ("", "GPU 1: B")


def test_tensorflow_rows_of_a_healthy_machine() -> None:
    rows = tensorflow_rows(report(healthy()))
    assert rows[0] == ("Python", "3.11.9 (venv) /home/alice/.venvs/tf/bin/python")
    assert rows[1][0] == "Packages" and rows[1][1].startswith("keras 3.12.0, nvidia-cublas-cu12")
    assert rows[1][1].endswith(", tensorflow 2.21.0")
    assert rows[2:8] == [
        ("TensorFlow", "2.21.0, CUDA build (CUDA 12.5.1, cuDNN 9)"),
        ("Kernels for", "sm_60, sm_70, sm_80, sm_89, compute_90"),
        ("GPUs seen", "1"),
        ("", "NVIDIA GeForce RTX 4090 (8.9)"),
        ("Test matmul", "ran on /job:localhost/replica:0/task:0/device:GPU:0"),
        ("MirroredStrategy", "1 replica"),
    ]
    assert [k for k, _ in rows[8:]] == ["libcuda", "libcudart", "libcudnn", "libcublas"]
    assert rows[8][1] == "/usr/lib/x86_64-linux-gnu/libcuda.so.555.42.06"  # no "how" given


def test_tensorflow_rows_of_a_cpu_only_build_in_conda_with_a_failed_job() -> None:
    f = healthy()
    f["python"]["conda"] = True
    f["tensorflow"]["built_with_cuda"] = False
    f["tensorflow"]["build_info"] = {"is_cuda_build": False}
    f["tensorflow"]["gpus"] = []
    f["tensorflow"]["device_details"] = [{"name": "odd"}]
    f["tensorflow"]["matmul"] = {"ok": False, "error": "no kernel"}
    del f["tensorflow"]["replicas"]
    f["libraries"]["libcudnn"] = {"found": False}
    f["libraries"]["libcuda"]["how"] = "dlopen"
    f["job"] = {"status": "timeout", "message": "did not finish within 5 s"}
    rows = tensorflow_rows(report(f))
    d = dict(rows)
    assert d["Python"] == "3.11.9 (conda) /home/alice/.venvs/tf/bin/python"
    assert d["TensorFlow"] == "2.21.0, CPU-only build"
    assert "Kernels for" not in d and "MirroredStrategy" not in d
    assert d["GPUs seen"] == "0"
    assert ("", "{'name': 'odd'}") in rows
    assert d["Test matmul"] == "failed: no kernel"
    assert d["libcudnn"] == "not loadable"
    assert d["libcuda"] == "/usr/lib/x86_64-linux-gnu/libcuda.so.555.42.06 (dlopen)"
    assert d["Detection job"] == "timeout: did not finish within 5 s"
    # A library found without saying how: its path alone, never "(None)".
    del f["libraries"]["libcuda"]["how"]
    assert dict(tensorflow_rows(report(f)))["libcuda"].endswith("libcuda.so.555.42.06")


def test_tensorflow_rows_of_a_system_python_without_tensorflow() -> None:
    f = healthy()
    f["python"]["prefix"] = f["python"]["base_prefix"] = "/usr"
    f["packages"] = {}
    f["tensorflow"] = {"imported": False, "import_error": "No module named 'tensorflow'"}
    f["libraries"] = {"checked": False}
    rows = tensorflow_rows(report(f))
    assert rows == [
        ("Python", "3.11.9 (system) /home/alice/.venvs/tf/bin/python"),
        ("Packages", "no TensorFlow, Keras or nvidia-* distribution"),
        ("TensorFlow", "cannot be imported: No module named 'tensorflow'"),
    ]


def test_what_works_for_the_cpu_the_matmul_device_and_plural_gpus() -> None:
    f = healthy()
    f["tensorflow"]["matmul"]["device"] = "/job:localhost/replica:0/task:0/device:CPU:0"
    assert what_works(report(f)) == (
        "TensorFlow 2.21.0 sees 1 GPU: NVIDIA GeForce RTX 4090; "
        "a test matmul ran on CPU:0, not on a GPU."
    )
    f["tensorflow"]["gpus"] = ["/physical_device:GPU:0", "/physical_device:GPU:1"]
    f["tensorflow"]["device_details"] = []
    f["tensorflow"]["matmul"] = {"ok": True, "device": "GPU:1"}
    assert what_works(report(f)) == "TensorFlow 2.21.0 sees 2 GPUs; a test matmul ran on GPU:1."
    f["tensorflow"]["matmul"] = {"ok": True}
    assert what_works(report(f)) == "TensorFlow 2.21.0 sees 2 GPUs; a test matmul ran."
    f["tensorflow"]["matmul"] = {}
    assert what_works(report(f)) == "TensorFlow 2.21.0 sees 2 GPUs."


def test_what_works_on_a_log_with_one_or_more_harmless_messages() -> None:
    from tfgpu_gui.doctor.model import Finding

    one = Finding("x", "info", "t", "e", harmless=True)
    assert what_works(Report("log", {}, {}, [one], log={})) == (
        "The log shows no problem: 1 message in it is safe to ignore."
    )
    assert what_works(Report("log", {}, {}, [one, one], log={})) == (
        "The log shows no problem: 2 messages in it are safe to ignore."
    )
    assert what_works(Report("log", {}, {}, [], log={})) == (
        "The log shows no problem: 0 messages in it are safe to ignore."
    )


def test_what_works_when_tensorflow_is_missing_or_broken() -> None:
    from tfgpu_gui.doctor.model import Finding

    f = healthy()
    f["tensorflow"] = {"imported": False, "missing": False, "import_error": "DLL load failed"}
    # Installed (tensorflow 2.21.0 among the packages) but not importable.
    assert what_works(report(f)).startswith("TensorFlow cannot be imported in this Python.")
    f["packages"] = {"keras": "3.12.0"}  # no TensorFlow distribution at all
    assert what_works(report(f)).startswith("TensorFlow is not installed in this Python.")
    f = healthy()
    f["tensorflow"] = {"imported": False, "missing": True}  # the import said so
    assert what_works(report(f)).startswith("TensorFlow is not installed in this Python.")
    problem = Finding("x", "error", "Install the NVIDIA driver.", "")
    broken = Report("environment", {}, f, [problem], log={})
    assert what_works(broken) == (
        "TensorFlow is not installed in this Python. The driver sees 1 GPU. "
        "First to fix: Install the NVIDIA driver."
    )


def test_what_works_without_a_version_and_with_several_named_gpus() -> None:
    f = healthy()
    f["tensorflow"]["version"] = None
    f["tensorflow"]["gpus"] = []
    assert what_works(report(f)) == (
        "TensorFlow runs on the CPU only: it sees no GPU. The driver sees 1 GPU."
    )
    f = healthy()
    f["tensorflow"]["gpus"] = ["/physical_device:GPU:0", "/physical_device:GPU:1"]
    f["tensorflow"]["device_details"] = [{"name": "A"}, "junk", {"name": "B"}]
    f["tensorflow"]["matmul"] = {}
    assert what_works(report(f)) == "TensorFlow 2.21.0 sees 2 GPUs: A, B."
