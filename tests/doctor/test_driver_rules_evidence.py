"""The driver rules on fact sets: when each finding is given, and the evidence it shows.

The evidence is what a user reads to check a finding against their machine, so each line is
compared whole, worked out from the facts the scenario changes.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose

Facts = dict[str, Any]
GIB = fs.GIB
NO_LIBCUDA = "libcuda.so.1: cannot open shared object file: No such file or directory"


def findings(facts: Facts) -> dict[str, Finding]:
    found, _ = diagnose(facts)
    return {f.id: f for f in found}


# --- no driver ---


def test_no_driver_on_linux_lists_everything_missing() -> None:
    f = findings(fs.no_driver(fs.healthy()))["no-nvidia-driver"]
    assert f.severity == ERROR
    assert f.evidence == [
        "NVML (nvml): No NVIDIA driver was found: the NVML library could not be loaded.",
        "/proc/driver/nvidia/version does not exist (no NVIDIA kernel module)",
        f"libcuda.so.1 cannot be loaded: {NO_LIBCUDA}",
        "no /dev/nvidia* device nodes",
    ]


def test_no_driver_without_the_backend_or_the_loader_s_error() -> None:
    facts = fs.no_driver(fs.healthy())
    del facts["nvml"]["backend"]
    facts["libraries"]["libcuda"] = {"found": False}
    f = findings(facts)["no-nvidia-driver"]
    assert f.evidence[0] == (
        "NVML (nvml): No NVIDIA driver was found: the NVML library could not be loaded."
    )
    assert "libcuda.so.1 cannot be loaded: not found" in f.evidence


def test_no_driver_on_wsl2_names_the_windows_driver_s_library() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["system"]["platform_kind"] = "wsl2"
    f = findings(facts)["no-nvidia-driver"]
    assert f.evidence == [
        "NVML (nvml): No NVIDIA driver was found: the NVML library could not be loaded.",
        "/usr/lib/wsl/lib/libcuda.so.1 does not exist",
        f"libcuda.so.1 cannot be loaded: {NO_LIBCUDA}",
    ]


def test_wsl2_with_the_windows_driver_s_library_is_not_without_a_driver() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["system"]["platform_kind"] = "wsl2"
    facts["driver"]["wsl_libcuda"] = True  # /usr/lib/wsl/lib/libcuda.so.1 is there
    assert "no-nvidia-driver" not in findings(facts)


def test_a_driver_on_disk_is_not_a_missing_driver() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["driver"]["proc_version"] = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  555.42.06"
    assert "no-nvidia-driver" not in findings(facts)
    facts = fs.no_driver(fs.healthy())
    facts["libraries"]["libcuda"] = {"found": True, "path": "/usr/lib/libcuda.so.1"}
    assert "no-nvidia-driver" not in findings(facts)


def test_a_simulated_machine_without_a_driver_is_without_one_whatever_is_on_disk() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["nvml"]["backend"] = "simulated:no-driver"
    facts["driver"]["proc_version"] = "NVRM version: 555.42.06"
    f = findings(facts)["no-nvidia-driver"]
    assert f.evidence[0].startswith("NVML (simulated:no-driver): ")


def test_nvml_missing_with_nothing_on_disk_is_a_missing_driver_except_on_windows() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["nvml"]["error_kind"] = "nvml-missing"
    facts["nvml"]["error"] = "libnvidia-ml.so.1 not found"
    f = findings(facts)["no-nvidia-driver"]
    assert f.evidence[0] == "NVML (nvml): libnvidia-ml.so.1 not found"
    facts["system"]["platform_kind"] = "windows"
    assert "no-nvidia-driver" not in findings(facts)
    # With libcuda on disk, NVML's library alone missing is not a missing driver.
    facts = fs.no_driver(fs.healthy())
    facts["nvml"]["error_kind"] = "nvml-missing"
    facts["libraries"]["libcuda"] = {"found": True, "path": "/usr/lib/libcuda.so.1"}
    assert "no-nvidia-driver" not in findings(facts)


def test_no_driver_is_not_said_of_a_mac() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["system"]["platform_kind"] = "macos"
    assert "no-nvidia-driver" not in findings(facts)


def test_device_nodes_present_are_not_reported_missing() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["driver"]["device_nodes"] = [{"path": "/dev/nvidia0", "readable": True}]
    f = findings(facts)["no-nvidia-driver"]
    assert "no /dev/nvidia* device nodes" not in f.evidence


# --- mismatch, not loaded, permission ---------------------------------------------------------


def test_driver_mismatch_names_the_running_kernel_module() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {
        "backend": "nvml",
        "ok": False,
        "error_kind": "driver-mismatch",
        "error": "Driver/library version mismatch",
        "gpus": [],
    }
    facts["driver"]["kernel_module_version"] = "550.54.14"
    f = findings(facts)["driver-library-mismatch"]
    assert f.evidence == [
        "NVML (nvml): Driver/library version mismatch",
        "running kernel module: 550.54.14",
    ]


def test_driver_not_loaded_from_nvml_s_own_answer() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "driver-not-loaded", "gpus": []}
    facts["driver"].update(nvidia_module_loaded=False, nouveau_loaded=True)
    f = findings(facts)["driver-not-loaded"]
    assert f.evidence == [
        "the nvidia kernel module is not in /proc/modules",
        "the nouveau driver is loaded and holds the GPU",
    ]
    # On a machine where the module is loaded and nouveau is not, only NVML says it.
    facts["driver"].update(nvidia_module_loaded=True, nouveau_loaded=False)
    facts["nvml"]["error"] = "Driver Not Loaded"
    assert findings(facts)["driver-not-loaded"].evidence == ["NVML (nvml): Driver Not Loaded"]


@pytest.mark.parametrize("kind", ["no-driver", "nvml-error"])
def test_driver_installed_but_its_module_not_loaded(kind: str) -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {"backend": "nvml", "ok": False, "error_kind": kind, "gpus": []}
    facts["driver"].update(proc_version=None, nvidia_module_loaded=False)
    found = findings(facts)
    assert found["driver-not-loaded"].evidence == [
        "the nvidia kernel module is not in /proc/modules"
    ]


@pytest.mark.parametrize(
    "change",
    [
        lambda f: f["system"].update(platform_kind="wsl2"),
        lambda f: f["nvml"].update(backend="simulated:no-driver"),
        lambda f: f["driver"].update(nvidia_module_loaded=None),  # not known
        lambda f: f["libraries"].update(libcuda={"found": False, "error": "not there"}),
        lambda f: f["nvml"].update(error_kind="no-permission"),
    ],
)
def test_a_module_not_loaded_needs_linux_nvml_failing_and_the_library_installed(
    change: Any,
) -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "no-driver", "gpus": []}
    facts["driver"].update(proc_version=None, nvidia_module_loaded=False)
    change(facts)
    assert "driver-not-loaded" not in findings(facts)


def test_a_working_nvml_is_no_module_missing() -> None:
    facts = fs.healthy()
    facts["nvml"]["error_kind"] = "no-driver"  # a stale kind beside ok
    facts["driver"].update(nvidia_module_loaded=False)
    assert "driver-not-loaded" not in findings(facts)


def test_no_permission_lists_the_nodes_not_read_write() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {
        "backend": "nvml",
        "ok": False,
        "error_kind": "no-permission",
        "error": "Insufficient Permissions",
        "gpus": [],
    }
    facts["driver"]["device_nodes"] = [
        {"path": "/dev/nvidia0", "mode": "crw-rw----", "readable": False, "writable": False},
        {"path": "/dev/nvidiactl", "mode": "crw-r--r--", "readable": True, "writable": False},
        {"path": "/dev/nvidia-uvm", "mode": "crw-rw-rw-", "readable": True, "writable": True},
    ]
    f = findings(facts)["gpu-device-permission-denied"]
    assert f.evidence == [
        "NVML (nvml): Insufficient Permissions",
        "/dev/nvidia0 crw-rw----: not read/write for you",
        "/dev/nvidiactl crw-r--r--: not read/write for you",
    ]


# --- CUDA_VISIBLE_DEVICES -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "hides"),
    [
        ("-1", True),
        ("", True),
        (" ", True),
        ("none", True),  # not a number: CUDA stops reading there
        ("-1,0", True),
        ("0,-1,1", False),  # GPU 0, then the list ends
        ("0", False),
        (" 0 ", False),
        ("1", True),  # the machine has one GPU: index 1 does not exist
        ("GPU-4f3e8b2a-0c1d-4e5f-8a9b-0123456789ab", False),  # a UUID: NVML would know
        ("gpu-4f3e8b2a", False),
        ("MIG-4f3e8b2a-0c1d", False),
    ],
)
def test_cuda_visible_devices_hides_the_gpus(value: str, hides: bool) -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["env_target"]["CUDA_VISIBLE_DEVICES"] = value
    assert ("cuda-visible-devices-hides-gpus" in findings(facts)) is hides


def test_cuda_visible_devices_evidence_counts_the_gpus() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    second = dict(facts["nvml"]["gpus"][0], index=1)
    facts["nvml"]["gpus"].append(second)
    facts["env_target"]["CUDA_VISIBLE_DEVICES"] = "2"
    f = findings(facts)["cuda-visible-devices-hides-gpus"]
    assert f.evidence == [
        "CUDA_VISIBLE_DEVICES='2' in the target's environment",
        "the driver reports 2 GPUs",
        "TensorFlow lists 0 GPUs",
    ]


def test_cuda_visible_devices_without_a_driver_answer_cannot_judge_an_index() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {"backend": "nvml", "ok": False, "error_kind": "nvml-error", "gpus": []}
    facts["env_target"]["CUDA_VISIBLE_DEVICES"] = "3"
    assert "cuda-visible-devices-hides-gpus" not in findings(facts)
    facts["env_target"]["CUDA_VISIBLE_DEVICES"] = "-1"
    f = findings(facts)["cuda-visible-devices-hides-gpus"]
    assert f.evidence == [
        "CUDA_VISIBLE_DEVICES='-1' in the target's environment",
        "TensorFlow lists 0 GPUs",
    ]


def test_cuda_visible_devices_while_tensorflow_was_not_asked() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    facts["env_target"]["CUDA_VISIBLE_DEVICES"] = "-1"
    f = findings(facts)["cuda-visible-devices-hides-gpus"]
    assert f.evidence == [
        "CUDA_VISIBLE_DEVICES='-1' in the target's environment",
        "the driver reports 1 GPU",
    ]


# --- driver too old ---


def test_driver_of_an_older_cuda_major_is_too_old() -> None:
    facts = fs.healthy()
    facts["nvml"].update(driver_version="470.256.02", cuda_driver_version="11.4")
    f = findings(facts)["driver-too-old"]
    assert f.severity == ERROR
    assert f.evidence == [
        "driver 470.256.2 supports CUDA up to 11.4",
        "TensorFlow 2.21.0 was built with CUDA 12.5, whose toolkit asks for driver >= 555.42.2",
    ]


def test_driver_below_the_family_minimum_is_too_old() -> None:
    # CUDA 12.x runs on drivers from 525.60.13 on; 520 reports CUDA 12.0 support only
    # through a compat package: the family minimum decides.
    facts = fs.healthy()
    facts["nvml"].update(driver_version="520.61.05", cuda_driver_version="12.0")
    f = findings(facts)["driver-too-old"]
    assert f.severity == ERROR
    assert f.evidence[-1] == "CUDA 12.x needs at least driver 525.60.13"
    assert len(f.evidence) == 3


def test_driver_exactly_at_the_family_minimum_is_a_warning_only() -> None:
    facts = fs.healthy()
    facts["nvml"].update(driver_version="525.60.13", cuda_driver_version="12.0")
    f = findings(facts)["driver-too-old"]
    assert f.severity == WARNING
    assert len(f.evidence) == 2
    assert f.explanation == (
        CATALOGUE["driver-too-old"].explanation + " Within the same CUDA major version the driver "
        "still runs it (minor-version compatibility), but PTX newer than the driver cannot be "
        "JIT-compiled; update the driver when you can."
    )


def test_driver_older_than_the_toolkit_s_minimum_without_its_cuda_known() -> None:
    facts = fs.healthy()
    facts["nvml"].update(driver_version="550.54.14")
    del facts["nvml"]["cuda_driver_version"]
    f = findings(facts)["driver-too-old"]
    assert f.severity == WARNING
    # What the driver supports is not guessed when NVML does not say it.
    assert f.evidence[0] == "driver 550.54.14"


def test_driver_exactly_at_the_toolkit_s_minimum_is_enough() -> None:
    facts = fs.healthy()
    facts["nvml"].update(driver_version="555.42.02", cuda_driver_version="12.5")
    assert "driver-too-old" not in findings(facts)


def test_driver_age_is_not_judged_without_cuda_or_a_working_driver() -> None:
    facts = fs.healthy()
    facts["nvml"].update(driver_version="470.256.02", cuda_driver_version="11.4")
    facts["tensorflow"]["built_with_cuda"] = False
    assert "driver-too-old" not in findings(facts)
    facts = fs.healthy()
    facts["nvml"].update(ok=False, driver_version="470.256.02", cuda_driver_version="11.4")
    assert "driver-too-old" not in findings(facts)


def test_a_log_s_kernel_module_version_is_the_driver_where_nvml_was_not_asked() -> None:
    facts = fs.healthy()
    del facts["nvml"]
    facts["driver"]["kernel_module_version"] = "470.256.02"
    f = findings(facts)["driver-too-old"]
    assert f.severity == ERROR
    assert f.evidence[-1] == "CUDA 12.x needs at least driver 525.60.13"


# --- compute capability ---


def test_each_gpu_a_wheel_cannot_run_is_listed_under_its_own_finding() -> None:
    facts = fs.healthy()
    gpu = facts["nvml"]["gpus"][0]
    facts["nvml"]["gpus"] = [
        dict(gpu, index=4, name="odd", compute_capability=[9]),  # unreadable: skipped
        dict(gpu, index=0, name="NVIDIA GeForce GTX 980", compute_capability=[5, 2]),
        dict(gpu, index=1, name="NVIDIA H100", compute_capability=[9, 0]),
        dict(gpu, index=2, name="NVIDIA GeForce RTX 4090", compute_capability=[8, 9]),
        dict(gpu, index=3, name="NVIDIA GeForce GTX 750", compute_capability=[5, 0]),
        dict(gpu, index=5, name="none", compute_capability=None),
    ]
    found = findings(facts)
    kernels = "the wheel has kernels for: sm_60, sm_70, sm_80, sm_89, compute_90"
    assert found["compute-capability-too-old"].evidence == [
        "GPU 0 NVIDIA GeForce GTX 980: compute capability 5.2",
        "GPU 3 NVIDIA GeForce GTX 750: compute capability 5.0",
        kernels,
    ]
    assert found["compute-capability-ptx-jit"].evidence == [
        "GPU 1 NVIDIA H100: compute capability 9.0",
        kernels,
    ]
    assert "compute-capability-unsupported" not in found


def test_capability_judged_from_the_installed_wheel_when_tensorflow_did_not_import() -> None:
    facts = fs.with_gpu(fs.healthy(), "NVIDIA GeForce RTX 5090", (12, 0))
    facts["tensorflow"] = {"imported": False, "import_error": "ImportError: something"}
    found = findings(facts)
    assert found["compute-capability-unsupported"].evidence[-1] == (
        "the wheel has kernels for: sm_60, sm_70, sm_80, sm_89, compute_90"
    )
    del facts["packages"]["tensorflow"]
    assert "compute-capability-unsupported" not in findings(facts)


def test_capability_not_judged_for_a_cpu_build() -> None:
    facts = fs.with_gpu(fs.healthy(), "NVIDIA GeForce RTX 5090", (12, 0))
    facts["tensorflow"]["built_with_cuda"] = False
    assert "compute-capability-unsupported" not in findings(facts)


# --- XLA ------------------------------------------------------------------------------------------


def test_xla_data_dir_without_libdevice(tmp_path: Any) -> None:
    facts = fs.healthy()
    flags = f"--xla_gpu_autotune_level=0 --xla_gpu_cuda_data_dir={tmp_path}"
    facts["env_target"]["XLA_FLAGS"] = flags
    f = findings(facts)["xla-libdevice-missing"]
    assert f.severity == WARNING
    assert f.evidence == [f"XLA_FLAGS={flags!r}", f"{tmp_path}/nvvm/libdevice does not exist"]
    (tmp_path / "nvvm" / "libdevice").mkdir(parents=True)
    assert "xla-libdevice-missing" not in findings(facts)


def test_xla_flags_without_a_data_dir_or_with_an_empty_one() -> None:
    facts = fs.healthy()
    facts["env_target"]["XLA_FLAGS"] = "--xla_gpu_cuda_data_dir= --xla_gpu_autotune_level=0"
    assert "xla-libdevice-missing" not in findings(facts)
    facts["env_target"]["XLA_FLAGS"] = "--xla_dump_to=/tmp/nowhere/nvvm"
    assert "xla-libdevice-missing" not in findings(facts)


def test_xla_data_dir_keeps_an_equals_sign_in_the_folder() -> None:
    facts = fs.healthy()
    facts["env_target"]["XLA_FLAGS"] = "--xla_gpu_cuda_data_dir=/opt/a=b"
    f = findings(facts)["xla-libdevice-missing"]
    assert f.evidence[1] == "/opt/a=b/nvvm/libdevice does not exist"


def test_a_simulated_machine_without_a_driver_lists_only_what_is_missing() -> None:
    facts = fs.no_driver(fs.healthy())
    facts["nvml"]["backend"] = "simulated:no-driver"
    facts["driver"].update(proc_version="NVRM version: 555.42.06", device_nodes=[{"path": "x"}])
    facts["libraries"]["libcuda"] = {"found": True, "path": "/usr/lib/libcuda.so.1"}
    f = findings(facts)["no-nvidia-driver"]
    assert f.evidence == [
        "NVML (simulated:no-driver): No NVIDIA driver was found: the NVML library could not be "
        "loaded."
    ]
    facts["system"]["platform_kind"] = "wsl2"
    facts["driver"]["wsl_libcuda"] = True
    assert findings(facts)["no-nvidia-driver"].evidence == f.evidence


def test_no_driver_without_the_libraries_looked_at_says_nothing_of_libcuda() -> None:
    facts = fs.no_driver(fs.healthy())
    del facts["libraries"]
    f = findings(facts)["no-nvidia-driver"]
    assert not any(e.startswith("libcuda.so.1") for e in f.evidence)
    assert len(f.evidence) == 3


def test_cuda_visible_devices_a_log_sets() -> None:
    facts = {
        "env": {"CUDA_VISIBLE_DEVICES": "-1"},
        "from_log": {"evidence": {"cuda_visible_devices": "log line 3: CUDA_VISIBLE_DEVICES=-1"}},
    }
    f = findings(facts)["cuda-visible-devices-hides-gpus"]
    assert f.evidence[0] == "CUDA_VISIBLE_DEVICES='-1' as the log sets it"


def test_capability_judged_against_the_wheel_s_own_kernels() -> None:
    facts = fs.with_gpu(fs.healthy(), "NVIDIA GeForce GTX 980", (5, 2))
    caps = ["sm_50", "sm_60", "sm_70", "sm_80", "compute_90"]  # a wheel of TF 2.12-2.16
    facts["tensorflow"]["build_info"]["cuda_compute_capabilities"] = caps
    found = findings(facts)
    assert not {i for i in found if i.startswith("compute-capability")}


# --- a GPU a paste names ---


def stated_gpus(*gpus: tuple[str, tuple[int, int]], tf: str = "2.16.1", **facts: Any) -> Facts:
    out: Facts = {
        "stated": {
            "tf_version": tf,
            "gpus": [{"name": n, "compute_capability": list(cc)} for n, cc in gpus],
        },
        "from_log": {"evidence": {"stated:gpu": "log line 2: GPU: RTX 5090"}},
    }
    out.update(facts)
    return out


RTX_5090 = ("NVIDIA GeForce RTX 5090", (12, 0))
RTX_4090 = ("NVIDIA GeForce RTX 4090", (8, 9))


def test_a_stated_gpu_the_release_s_wheels_cannot_run() -> None:
    f = findings(stated_gpus(RTX_4090, RTX_5090))["compute-capability-unsupported"]
    assert f.evidence == [
        "NVIDIA GeForce RTX 5090 (stated): compute capability 12.0",
        "the PyPI wheels of TensorFlow 2.16 have kernels for: sm_50, sm_60, sm_70, sm_80, "
        "compute_90",
        "log line 2: GPU: RTX 5090",
    ]


def test_a_stated_gpu_of_a_cuda_build_that_was_not_imported() -> None:
    facts = stated_gpus(RTX_5090, tensorflow={"built_with_cuda": True})
    assert "compute-capability-unsupported" in findings(facts)


@pytest.mark.parametrize(
    "facts",
    [
        stated_gpus(RTX_5090, tensorflow={"built_with_cuda": False}),
        stated_gpus(RTX_5090, system={"platform_kind": "macos"}),
        stated_gpus(RTX_5090, nvml={"ok": True, "gpus": [{"compute_capability": [12, 0]}]}),
        stated_gpus(RTX_5090, tensorflow={"imported": True, "gpus": ["/physical_device:GPU:0"]}),
        stated_gpus(
            RTX_5090,
            tensorflow={"build_info": {"cuda_compute_capabilities": ["sm_120"]}},
        ),
        stated_gpus(RTX_5090, tf="0.12.0"),  # a release neither table knows
        stated_gpus(RTX_4090),
    ],
)
def test_a_stated_gpu_is_judged_only_where_nothing_better_is_known(facts: Facts) -> None:
    assert not {i for i in findings(facts) if i.startswith("compute-capability")}


def test_a_stated_gpu_beside_a_driver_that_does_not_give_capabilities() -> None:
    facts = stated_gpus(RTX_5090, nvml={"ok": True, "gpus": [{"index": 0}]})
    assert "compute-capability-unsupported" in findings(facts)


def test_stated_gpus_each_under_its_own_finding() -> None:
    found = findings(stated_gpus(("NVIDIA H100", (9, 0)), ("GeForce GTX 780", (3, 5))))
    assert found["compute-capability-ptx-jit"].evidence[0] == (
        "NVIDIA H100 (stated): compute capability 9.0"
    )
    assert found["compute-capability-too-old"].evidence[0] == (
        "GeForce GTX 780 (stated): compute capability 3.5"
    )


def test_a_container_fact_without_its_log_line_still_gives_the_finding() -> None:
    # Facts read back from a report whose log lines were dropped: nothing to quote.
    f = findings({"from_log": {"container_no_driver": True}})["container-without-gpus"]
    assert f.evidence == [""]
    wanted = {"gpu_wanted": True}  # a container without GPUs is a problem for a GPU wanted
    f = findings({"from_log": {"docker_gpus": False, **wanted}})["container-without-gpus"]
    assert f.evidence == ["docker run without --gpus ()"]
    f = findings({"from_log": {"docker_gpus": False, "evidence": {}, **wanted}})[
        "container-without-gpus"
    ]
    assert f.evidence == ["docker run without --gpus ()"]
