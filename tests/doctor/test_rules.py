"""Every rule on recorded fact sets, including the combinations that fool simple tools."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose

Facts = dict[str, Any]
GIB = fs.GIB


def ids(facts: Facts, log: tuple[str, ...] = ()) -> dict[str, str]:
    findings, _ = diagnose(facts, log)
    return {f.id: f.severity for f in findings}


def test_healthy_machine_has_no_problem() -> None:
    assert ids(fs.healthy()) == {}


def _cvd_minus_one(f: Facts) -> Facts:
    f["env_target"]["CUDA_VISIBLE_DEVICES"] = "-1"
    return fs.tf_sees_no_gpu(f)


def _cvd_past_last_gpu(f: Facts) -> Facts:
    f["env_target"]["CUDA_VISIBLE_DEVICES"] = "1"  # only GPU 0 exists
    return fs.tf_sees_no_gpu(f)


def _mismatch(f: Facts) -> Facts:
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "driver-mismatch", "gpus": []}
    f["nvml"]["error"] = "Driver/library version mismatch"
    return fs.tf_sees_no_gpu(f)


def _not_loaded(f: Facts) -> Facts:
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "no-driver", "gpus": []}
    f["driver"].update(
        proc_version=None, device_nodes=[], nvidia_module_loaded=False, nouveau_loaded=True
    )
    return fs.tf_sees_no_gpu(f)  # libcuda.so.1 still loads: the libraries are installed


def _no_permission(f: Facts) -> Facts:
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "no-permission", "gpus": []}
    f["driver"]["device_nodes"][0].update(mode="crw-rw----", readable=False, writable=False)
    return fs.tf_sees_no_gpu(f)


def _container_lost_access(f: Facts) -> Facts:
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "nvml-unknown", "gpus": []}
    f["nvml"]["error"] = 'NVML answered "Unknown Error"'
    f["system"]["container"] = "docker"
    return fs.tf_sees_no_gpu(f)


def _host_nvml_unknown(f: Facts) -> Facts:
    return fs.tf_sees_no_gpu({**_container_lost_access(f), "system": fs.healthy()["system"]})


def _old_driver(f: Facts) -> Facts:
    f["nvml"].update(driver_version="470.256.02", cuda_driver_version="11.4")
    return fs.tf_sees_no_gpu(f)


def _minor_older_driver(f: Facts) -> Facts:
    f["nvml"].update(driver_version="550.54.14", cuda_driver_version="12.4")
    return f


def _maxwell(f: Facts) -> Facts:
    f = fs.with_gpu(f, "NVIDIA GeForce GTX 980", (5, 2))
    return fs.tf_sees_no_gpu(f)


def _h100(f: Facts) -> Facts:
    return fs.with_gpu(f, "NVIDIA H100 80GB HBM3", (9, 0))


def _blackwell(f: Facts) -> Facts:
    return fs.with_gpu(f, "NVIDIA GeForce RTX 5090", (12, 0))


def _ampere(f: Facts) -> Facts:
    return fs.with_gpu(f, "NVIDIA GeForce RTX 3090", (8, 6))


def _cudnn_shadowed(f: Facts) -> Facts:
    # PyTorch pinned an older cuDNN wheel in the same environment.
    f["packages"]["nvidia-cudnn-cu12"]["version"] = "8.9.2.26"
    f["packages"]["torch"] = {"version": "2.1.2", "location": fs.SITE}
    f["libraries"]["libcudnn"]["path"] = f"{fs.SITE}/nvidia/cudnn/lib/libcudnn.so.8"
    return f


def _cudnn_cu11(f: Facts) -> Facts:
    f["packages"]["nvidia-cudnn-cu11"] = f["packages"].pop("nvidia-cudnn-cu12")
    return f


def _libdevice(f: Facts) -> Facts:
    f["env_target"]["XLA_FLAGS"] = "--xla_gpu_cuda_data_dir=/nonexistent/cuda"
    return f


def _no_tf(f: Facts) -> Facts:
    del f["packages"]["tensorflow"]
    f["tensorflow"] = {
        "imported": False,
        "missing": True,
        "import_error": "ModuleNotFoundError: No module named 'tensorflow'",
    }
    return f


def _tf_broken(f: Facts) -> Facts:
    f["tensorflow"] = {
        "imported": False,
        "import_error": "ImportError: numpy.core.multiarray failed to import",
    }
    return f


def _tf_gpu_pkg(f: Facts) -> Facts:
    f["packages"]["tensorflow-gpu"] = {"version": "2.10.0", "location": fs.SITE}
    return f


def _cpu_build(f: Facts) -> Facts:
    f["packages"] = {"tensorflow-cpu": {"version": "2.21.0", "location": fs.SITE}}
    f["tensorflow"]["built_with_cuda"] = False
    f["tensorflow"]["build_info"] = {"is_cuda_build": False}
    return fs.tf_sees_no_gpu(f)


def _tf_and_tf_cpu(f: Facts) -> Facts:
    # tensorflow-cpu installed after tensorflow overwrote its files: a CPU build is imported.
    f["packages"]["tensorflow-cpu"] = {"version": "2.21.0", "location": fs.SITE}
    return _cpu_build_keep_packages(f)


def _cpu_build_keep_packages(f: Facts) -> Facts:
    f["tensorflow"]["built_with_cuda"] = False
    f["tensorflow"]["build_info"] = {"is_cuda_build": False}
    return fs.tf_sees_no_gpu(f)


def _old_tf_no_cuda(f: Facts) -> Facts:
    f["packages"] = {"tensorflow": {"version": "2.11.1", "location": fs.SITE}}
    f["tensorflow"].update(version="2.11.1")
    f["tensorflow"]["build_info"].update(cuda_version="11.2", cudnn_version="8")
    f["libraries"]["libcudart"] = {"found": False, "error": "libcudart.so.11.0: cannot open"}
    return fs.tf_sees_no_gpu(f)


def _windows(f: Facts) -> Facts:
    f["system"]["platform_kind"] = "windows"
    f["libraries"] = {"checked": False}
    return fs.tf_sees_no_gpu(f)


def _windows_210(f: Facts) -> Facts:
    f = _windows(f)
    f["packages"] = {"tensorflow": {"version": "2.10.1", "location": fs.SITE}}
    f["tensorflow"].update(version="2.10.1", gpus=["/physical_device:GPU:0"])
    f["python"]["version"] = "3.10.11"
    return f


def _macos(f: Facts) -> Facts:
    f["system"]["platform_kind"] = "macos"
    f["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "no-driver", "gpus": []}
    f["packages"] = {"tensorflow": {"version": "2.16.2", "location": fs.SITE}}
    f["tensorflow"].update(version="2.16.2", built_with_cuda=False, build_info={})
    return fs.tf_sees_no_gpu(f)


def _macos_metal(f: Facts) -> Facts:
    f = _macos(f)
    f["packages"]["tensorflow-metal"] = {"version": "1.1.0", "location": fs.SITE}
    f["tensorflow"]["gpus"] = ["/physical_device:GPU:0"]
    return f


def _python_314(f: Facts) -> Facts:
    f["python"]["version"] = "3.14.0"
    return f


def _python_314_no_tf(f: Facts) -> Facts:
    return _python_314(_no_tf(f))


def _oom(f: Facts) -> Facts:
    f["tensorflow"]["matmul"] = {
        "ok": False,
        "error": "ResourceExhaustedError: OOM when allocating tensor with shape[256,256]",
    }
    return f


def _shared_gpu(f: Facts) -> Facts:
    del f["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"]
    f["nvml"]["gpus"][0]["processes"] = [
        {"pid": 4242, "name": "python3", "gpu_memory_bytes": 2 * GIB}
    ]
    f["nvml"]["gpus"][0]["util_gpu_percent"] = 91.0
    return f


def _alone_no_growth(f: Facts) -> Facts:
    del f["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"]
    return f


def _input_bound(f: Facts) -> Facts:
    f["nvml"]["gpus"][0].update(
        util_gpu_percent=12.0,
        memory_used_bytes=22 * GIB,
        processes=[{"pid": 4242, "name": "train.py", "gpu_memory_bytes": 22 * GIB}],
    )
    return f


def _too_hot(f: Facts) -> Facts:
    f["nvml"]["gpus"][0].update(temperature_c=91.0, throttle_reasons=["sw-thermal", "sw-power-cap"])
    return f


def _gpu_lost(f: Facts) -> Facts:
    lost = {k: None for k in f["nvml"]["gpus"][0]}
    lost.update(index=1, lost=True, processes=[])
    f["nvml"]["gpus"].append(lost)
    return f


def _crashed(f: Facts) -> Facts:
    del f["tensorflow"]
    f["job"] = {"status": "crashed", "message": "The job crashed (SIGSEGV).", "garbage": []}
    f["job"]["log_tail"] = ["Fatal Python error: Segmentation fault"]
    return f


def _hung(f: Facts) -> Facts:
    f["job"] = {"status": "timeout", "message": "The job did not finish within 300 s."}
    return f


def _garbage(f: Facts) -> Facts:
    f["job"]["garbage"] = ["Welcome to the cluster!"]
    return f


def _no_gpu_unexplained(f: Facts) -> Facts:
    return fs.tf_sees_no_gpu(f)


def _wsl_without_driver(f: Facts) -> Facts:
    f = fs.no_driver(f)
    f["system"]["platform_kind"] = "wsl2"
    f["driver"]["wsl_libcuda"] = False
    return f


def _wsl_driver_not_reached(f: Facts) -> Facts:
    f = _not_loaded(f)
    f["system"]["platform_kind"] = "wsl2"
    f["nvml"].update(error_kind="driver-not-loaded", error="Driver Not Loaded")
    f["driver"].update(nouveau_loaded=False, wsl_libcuda=True)
    return f


CASES: list[tuple[str, Callable[[Facts], Facts], dict[str, str], set[str]]] = [
    # (name, how the facts differ, expected id -> severity, ids that must NOT appear)
    ("no driver", fs.no_driver, {"no-nvidia-driver": ERROR}, {"no-gpu-visible"}),
    ("no driver on WSL2", _wsl_without_driver, {"no-nvidia-driver": ERROR}, set()),
    (
        "CUDA_VISIBLE_DEVICES=-1 with a working driver",
        _cvd_minus_one,
        {"cuda-visible-devices-hides-gpus": ERROR},
        {"no-gpu-visible", "no-nvidia-driver", "and-cuda-extra-missing"},
    ),
    (
        "CUDA_VISIBLE_DEVICES names a GPU that does not exist",
        _cvd_past_last_gpu,
        {"cuda-visible-devices-hides-gpus": ERROR},
        {"no-gpu-visible"},
    ),
    ("driver/library mismatch", _mismatch, {"driver-library-mismatch": ERROR}, {"no-gpu-visible"}),
    ("module not loaded", _not_loaded, {"driver-not-loaded": ERROR}, {"no-nvidia-driver"}),
    (
        "NVML's driver not loaded inside WSL2",
        _wsl_driver_not_reached,
        {"wsl-windows-driver-unreachable": ERROR},
        {"driver-not-loaded", "no-nvidia-driver"},
    ),
    (
        "no permission",
        _no_permission,
        {"gpu-device-permission-denied": ERROR},
        {"no-gpu-visible", "cuinit-unknown-error"},
    ),
    (
        "NVML's unknown error in a container",
        _container_lost_access,
        {"container-lost-gpu-access": ERROR},
        {"no-gpu-visible", "no-nvidia-driver"},
    ),
    (
        "NVML's unknown error on a host",
        _host_nvml_unknown,
        {"no-gpu-visible": ERROR},
        {"container-lost-gpu-access"},
    ),
    ("driver too old", _old_driver, {"driver-too-old": ERROR}, {"no-gpu-visible"}),
    ("driver one minor behind", _minor_older_driver, {"driver-too-old": WARNING}, set()),
    ("Maxwell GPU", _maxwell, {"compute-capability-too-old": ERROR}, {"no-gpu-visible"}),
    ("H100 on PTX", _h100, {"compute-capability-ptx-jit": WARNING}, set()),
    ("Blackwell", _blackwell, {"compute-capability-unsupported": ERROR}, set()),
    ("Ampere 8.6 runs sm_80 cubins", _ampere, {}, {"compute-capability-ptx-jit"}),
    ("cuDNN shadowed by an older wheel", _cudnn_shadowed, {"cudnn-version-mismatch": ERROR}, set()),
    ("cuDNN wheel for CUDA 11", _cudnn_cu11, {"cudnn-version-mismatch": ERROR}, set()),
    ("XLA_FLAGS points nowhere", _libdevice, {"xla-libdevice-missing": WARNING}, set()),
    ("TensorFlow not installed", _no_tf, {"tensorflow-not-installed": ERROR}, set()),
    ("TensorFlow import fails", _tf_broken, {"tensorflow-import-failed": ERROR}, set()),
    (
        "old tensorflow-gpu left over",
        _tf_gpu_pkg,
        {"tensorflow-gpu-package-removed": WARNING},
        set(),
    ),
    ("tensorflow-cpu", _cpu_build, {"tensorflow-cpu-only-build": ERROR}, {"no-gpu-visible"}),
    (
        "tensorflow and tensorflow-cpu both installed",
        _tf_and_tf_cpu,
        {"multiple-tensorflow-distributions": WARNING, "tensorflow-cpu-only-build": ERROR},
        {"no-gpu-visible"},
    ),
    ("TF 2.21 without [and-cuda]", fs.without_and_cuda, {"and-cuda-extra-missing": ERROR}, set()),
    (
        "TF 2.11 without system CUDA",
        _old_tf_no_cuda,
        {"cuda-libraries-missing": ERROR},
        {"and-cuda-extra-missing"},
    ),
    ("native Windows, TF 2.21", _windows, {"windows-native-no-gpu": ERROR}, {"no-gpu-visible"}),
    ("native Windows, TF 2.10", _windows_210, {}, {"windows-native-no-gpu"}),
    ("macOS", _macos, {"macos-no-cuda": WARNING}, {"no-nvidia-driver", "no-gpu-visible"}),
    ("macOS with Metal", _macos_metal, {"macos-no-cuda": INFO}, set()),
    ("Python 3.14 with TF 2.21", _python_314, {"python-version-unsupported": ERROR}, set()),
    ("Python 3.14, no TF", _python_314_no_tf, {"python-version-unsupported": ERROR}, set()),
    ("out of memory", _oom, {"gpu-out-of-memory": ERROR}, set()),
    ("shared GPU without growth", _shared_gpu, {"memory-growth-disabled": WARNING}, set()),
    ("alone without growth", _alone_no_growth, {"memory-growth-disabled": INFO}, set()),
    ("input bound", _input_bound, {"gpu-underutilized-input-bound": WARNING}, set()),
    ("GPU too hot", _too_hot, {"gpu-overheating": WARNING}, set()),
    ("GPU fell off the bus", _gpu_lost, {"gpu-hardware-fault": ERROR}, set()),
    ("TF crashed", _crashed, {"tensorflow-crashed": ERROR}, set()),
    ("TF hung", _hung, {"tensorflow-hung": ERROR}, set()),
    ("garbage on stdout", _garbage, {"detection-output-garbled": INFO}, set()),
    ("no GPU, no known cause", _no_gpu_unexplained, {"no-gpu-visible": ERROR}, set()),
]


@pytest.mark.parametrize(
    ("change", "expected", "absent"),
    [pytest.param(c, e, a, id=name) for name, c, e, a in CASES],
)
def test_rule(change: Callable[[Facts], Facts], expected: dict[str, str], absent: set[str]) -> None:
    found = ids(change(fs.healthy()))
    for finding_id, severity in expected.items():
        assert found.get(finding_id) == severity, found
    assert not (absent & found.keys()), found
    if not expected:
        assert not {i for i, s in found.items() if s in (ERROR, WARNING)}, found


def test_evidence_names_the_facts_behind_a_finding() -> None:
    findings, _ = diagnose(_cvd_minus_one(fs.healthy()))
    (cvd,) = [f for f in findings if f.id == "cuda-visible-devices-hides-gpus"]
    assert "CUDA_VISIBLE_DEVICES='-1' in the target's environment" in cvd.evidence
    assert "the driver reports 1 GPU" in cvd.evidence
    assert "$ unset CUDA_VISIBLE_DEVICES" in cvd.fix


def test_the_fix_follows_the_platform() -> None:
    findings, _ = diagnose(_wsl_without_driver(fs.healthy()))
    (f,) = [f for f in findings if f.id == "no-nvidia-driver"]
    assert "Windows" in f.fix and "ubuntu-drivers" not in f.fix


def test_cuinit_303_is_evidence_for_the_missing_driver_not_a_problem_of_its_own() -> None:
    line = (
        "E0000 00:00:1795376642.597626   19425 cuda_platform.cc:52] failed call to cuInit: "
        "INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)"
    )
    assert "cuinit-unknown-error" not in ids(fs.no_driver(fs.healthy()), (line,))
    # With a working driver the same line is the problem itself.
    assert ids(fs.tf_sees_no_gpu(fs.healthy()), (line,)).get("cuinit-unknown-error") == ERROR


def test_facts_and_log_merge_into_one_finding() -> None:
    # https://github.com/secretflow/secretflow/issues/255
    line = (
        "2023-01-09 14:54:41.439038: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: "
        "cannot open shared object file: No such file or directory"
    )
    findings, _ = diagnose(fs.no_driver(fs.healthy()), (line,))
    (f,) = [f for f in findings if f.id == "no-nvidia-driver"]
    assert f.origin == "facts+log"
    assert any("libcuda.so.1" in e for e in f.evidence)
    assert any("/proc/driver/nvidia/version does not exist" in e for e in f.evidence)


def test_a_machine_looked_at_outside_a_container_gets_no_possible_container() -> None:
    # cuInit's "no CUDA-capable device" leaves a container open in a pasted log; on this
    # machine the system facts say there is none, so only the real cause is reported.
    line = (
        "E cuda_executor.cc:1228] failed call to cuInit: CUDA_ERROR_NO_DEVICE: "
        "no CUDA-capable device is detected"
    )
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    assert facts["system"]["container"] is None
    found, _ = diagnose(facts, [line])
    assert [f.id for f in found if not f.harmless][:1] == ["cuda-visible-devices-hides-gpus"]
    assert "container-without-gpus" not in {f.id for f in found}
    facts["system"]["container"] = "docker"
    found, _ = diagnose(facts, [line])
    assert "container-without-gpus" in {f.id for f in found}
