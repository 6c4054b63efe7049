"""The facts read in the app's own process: the system (platform, container, OS release, who and
where), the NVIDIA kernel side as /proc and /dev show it, the CUDA environment, and the driver
through NVML, each from files and readings as a real machine gives them."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from tfgpu_gui.doctor import nvml_facts as nvml_module
from tfgpu_gui.doctor import system_facts as sf
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.scenarios import get_scenario
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

# /proc/driver/nvidia/version of the proprietary and of the open kernel module.
PROC_VERSION = (
    "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.129.03  Thu Oct 19 18:56:32 UTC 2023\n"
    "GCC version:  gcc version 12.3.0 (Ubuntu 12.3.0-1ubuntu1~22.04)\n"
)
OPEN_VERSION = (
    "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  550.54.14  Release Build  "
    "(dvs-builder@U16-I3-B03-4-3)  Thu Feb 22 01:25:25 UTC 2024\n"
)
MODULES = (
    "nvidia_uvm 1540096 0 - Live 0x0000000000000000 (POE)\n"
    "nvidia_drm 77824 4 - Live 0x0000000000000000 (POE)\n"
    "nvidia 56455168 62 nvidia_uvm,nvidia_modeset, Live 0x0000000000000000 (POE)\n"
    "snd_hda_intel 57344 3 - Live 0x0000000000000000\n"
)


# --- the platform -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("system", "release", "proc", "kind"),
    [
        ("Windows", "10", None, "windows"),
        ("Darwin", "23.4.0", None, "macos"),
        ("Linux", "5.15.153.1-microsoft-standard-WSL2", None, "wsl2"),
        ("Linux", "4.4.0-19041-Microsoft", None, "wsl2"),  # WSL 1's kernel string
        ("Linux", "6.6.36.3-custom", "Linux version 6.6.36.3 (wsl@builder) #1 SMP", "wsl2"),
        ("Linux", "5.15.0-56-generic", "Linux version 5.15.0-56-generic (buildd@lcy02)", "linux"),
        ("Linux", "6.8.0-45-generic", None, "linux"),
    ],
)
def test_platform_kind(system: str, release: str, proc: str | None, kind: str) -> None:
    assert sf.platform_kind(system, release, proc) == kind


# --- the container ------------------------------------------------------------------------------
@pytest.fixture
def files(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A fake filesystem for the paths the fact readers look at: path -> text."""
    fake: dict[str, str] = {}
    watched = ("/.dockerenv", "/run/.containerenv", "/usr/lib/wsl/lib/libcuda.so.1")
    real_exists = os.path.exists

    def exists(path: Any) -> bool:
        if str(path) in watched:
            return str(path) in fake
        return real_exists(path)

    def read(path: str, limit: int = 4096) -> str | None:
        text = fake.get(path)
        return None if text is None else text[:limit]

    monkeypatch.setattr(sf.os.path, "exists", exists)
    monkeypatch.setattr(sf, "_read", read)
    monkeypatch.delenv("container", raising=False)
    return fake


def test_a_plain_host_is_no_container(files: dict[str, str]) -> None:
    files["/proc/1/cgroup"] = "0::/init.scope\n"
    assert sf.container_kind() is None


@pytest.mark.parametrize(
    ("path", "text", "kind"),
    [
        ("/.dockerenv", "", "docker"),
        ("/run/.containerenv", "", "podman"),
        ("/proc/1/cgroup", "12:memory:/kubepods/besteffort/pod1234/abcd\n", "kubernetes"),
        ("/proc/1/cgroup", "12:memory:/docker/3f2a1b4c5d6e\n", "docker"),
        ("/proc/1/cgroup", "0::/system.slice/containerd.service\n", "docker"),
    ],
)
def test_each_sign_of_a_container(files: dict[str, str], path: str, text: str, kind: str) -> None:
    files[path] = text
    assert sf.container_kind() == kind


def test_the_first_sign_wins(files: dict[str, str]) -> None:
    files["/.dockerenv"] = ""
    files["/run/.containerenv"] = ""
    assert sf.container_kind() == "docker"
    del files["/.dockerenv"]
    files["/proc/1/cgroup"] = "12:memory:/docker/3f2a1b4c5d6e\n"
    assert sf.container_kind() == "podman"
    # Kubernetes runs its pods with containerd or Docker: the pod is what it is.
    files.pop("/run/.containerenv")
    files["/proc/1/cgroup"] = "0::/kubepods.slice/kubepods-pod12.slice/docker-3f2a.scope\n"
    assert sf.container_kind() == "kubernetes"


def test_systemd_s_container_variable(files: dict[str, str], monkeypatch) -> None:
    monkeypatch.setenv("container", "lxc")
    assert sf.container_kind() == "container"
    monkeypatch.setenv("container", "")
    assert sf.container_kind() is None


# --- the kernel side ----------------------------------------------------------------------------
@pytest.fixture
def devices(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, bool, bool]]:
    """Fake /dev nodes: path -> (mode, readable, writable)."""
    fake: dict[str, tuple[int, bool, bool]] = {}

    def glob(pattern: str) -> list[str]:
        prefix = pattern.rstrip("*")
        return [p for p in fake if p.startswith(prefix) and (pattern.endswith("*") or p == pattern)]

    def stat_of(path: str) -> Any:
        if path not in fake:
            raise FileNotFoundError(path)
        return SimpleNamespace(st_mode=fake[path][0])

    def access(path: str, mode: int) -> bool:
        _, readable, writable = fake[path]
        return {os.R_OK: readable, os.W_OK: writable}[mode]

    monkeypatch.setattr(sf.glob, "glob", glob)
    monkeypatch.setattr(sf.os, "stat", stat_of)
    monkeypatch.setattr(sf.os, "access", access)
    return fake


CHAR_RW = stat.S_IFCHR | 0o666
CHAR_ROOT = stat.S_IFCHR | 0o600


def test_driver_facts_of_a_working_linux_driver(files: dict[str, str], devices) -> None:
    files["/proc/driver/nvidia/version"] = PROC_VERSION
    files["/proc/modules"] = MODULES
    devices["/dev/nvidia0"] = (CHAR_RW, True, True)
    devices["/dev/nvidiactl"] = (CHAR_RW, True, True)
    devices["/dev/nvidia-uvm"] = (CHAR_ROOT, False, False)
    facts = sf.driver_facts()
    assert facts == {
        "proc_version": PROC_VERSION.strip(),
        "kernel_module_version": "535.129.03",
        "device_nodes": [
            {"path": "/dev/nvidia-uvm", "mode": "crw-------", "readable": False, "writable": False},
            {"path": "/dev/nvidia0", "mode": "crw-rw-rw-", "readable": True, "writable": True},
            {"path": "/dev/nvidiactl", "mode": "crw-rw-rw-", "readable": True, "writable": True},
        ],
        "nvidia_module_loaded": True,
        "nouveau_loaded": False,
        "wsl_libcuda": False,
    }


def test_the_open_kernel_module_s_version(files: dict[str, str], devices) -> None:
    files["/proc/driver/nvidia/version"] = OPEN_VERSION
    assert sf.driver_facts()["kernel_module_version"] == "550.54.14"


def test_an_old_driver_s_version_with_one_dot(files: dict[str, str], devices) -> None:
    files["/proc/driver/nvidia/version"] = (
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.111  Tue Dec 19 23:51:45 PST 2017\n"
    )
    assert sf.driver_facts()["kernel_module_version"] == "384.111"


def test_a_readable_node_need_not_be_writable(files: dict[str, str], devices) -> None:
    devices["/dev/nvidia0"] = (stat.S_IFCHR | 0o644, True, False)
    (node,) = sf.driver_facts()["device_nodes"]
    assert node == {
        "path": "/dev/nvidia0",
        "mode": "crw-r--r--",
        "readable": True,
        "writable": False,
    }


def test_driver_facts_without_a_driver(files: dict[str, str], devices) -> None:
    files["/proc/modules"] = (
        "nouveau 2306048 1 - Live 0x0000000000000000\nvideo 65536 1 nouveau, Live 0x0\n"
    )
    facts = sf.driver_facts()
    assert facts["proc_version"] is None
    assert facts["kernel_module_version"] is None
    assert facts["device_nodes"] == []
    assert facts["nvidia_module_loaded"] is False
    assert facts["nouveau_loaded"] is True


def test_modules_unknown_when_proc_modules_cannot_be_read(files: dict[str, str], devices) -> None:
    facts = sf.driver_facts()
    assert facts["nvidia_module_loaded"] is None and facts["nouveau_loaded"] is None


def test_a_module_named_like_nvidia_is_not_nvidia(files: dict[str, str], devices) -> None:
    files["/proc/modules"] = "nvidia_uvm 1540096 0 - Live 0x0\nnvidiafb 53248 0 - Live 0x0\n"
    assert sf.driver_facts()["nvidia_module_loaded"] is False


def test_a_version_file_without_a_version_number(files: dict[str, str], devices) -> None:
    files["/proc/driver/nvidia/version"] = "NVRM version: NVIDIA UNIX x86_64 Kernel Module\n"
    facts = sf.driver_facts()
    assert facts["kernel_module_version"] is None
    assert facts["proc_version"] == "NVRM version: NVIDIA UNIX x86_64 Kernel Module"


def test_wsl_s_node_and_library(files: dict[str, str], devices) -> None:
    devices["/dev/dxg"] = (CHAR_RW, True, True)
    files["/usr/lib/wsl/lib/libcuda.so.1"] = ""
    facts = sf.driver_facts()
    assert [n["path"] for n in facts["device_nodes"]] == ["/dev/dxg"]
    assert facts["wsl_libcuda"] is True


def test_a_node_that_vanishes_is_left_out(files: dict[str, str], devices, monkeypatch) -> None:
    devices["/dev/nvidia0"] = (CHAR_RW, True, True)
    devices["/dev/nvidia1"] = (CHAR_RW, True, True)
    real_stat = sf.os.stat

    def stat_of(path: str) -> Any:
        if path == "/dev/nvidia0":
            raise PermissionError(path)
        return real_stat(path)

    monkeypatch.setattr(sf.os, "stat", stat_of)
    assert [n["path"] for n in sf.driver_facts()["device_nodes"]] == ["/dev/nvidia1"]


def test_read_gives_none_for_a_missing_file_and_bounds_what_it_reads(tmp_path) -> None:
    path = tmp_path / "modules"
    path.write_bytes(b"nvidia 1 0\n" * 1000 + b"\xff")
    assert sf._read(str(tmp_path / "missing")) is None
    assert sf._read(str(path)) == ("nvidia 1 0\n" * 1000)[:4096]
    assert sf._read(str(path), limit=1 << 20) == "nvidia 1 0\n" * 1000 + "\ufffd"


# --- the system ---------------------------------------------------------------------------------
@pytest.fixture
def machine(monkeypatch: pytest.MonkeyPatch, files: dict[str, str]) -> Iterator[dict[str, str]]:
    uname = SimpleNamespace(system="Linux", release="5.15.0-56-generic", machine="x86_64")
    monkeypatch.setattr(sf.platform, "uname", lambda: uname)
    monkeypatch.setattr(
        sf.platform,
        "platform",
        lambda terse=False: "Linux-5.15-terse" if terse else "Linux-5.15.0-56-generic-x86_64",
    )
    monkeypatch.setattr(sf.socket, "gethostname", lambda: "deskbox")
    monkeypatch.setattr(sf.getpass, "getuser", lambda: "alice")
    monkeypatch.setattr(sf.sys, "platform", "linux")
    monkeypatch.setenv("HOME", "/home/alice")
    yield files


def test_system_facts_of_a_linux_host(machine: dict[str, str]) -> None:
    machine["/etc/os-release"] = (
        'NAME="Ubuntu"\nVERSION_ID="22.04"\nPRETTY_NAME="Ubuntu 22.04.4 LTS"\nID=ubuntu\n'
    )
    machine["/proc/version"] = "Linux version 5.15.0-56-generic (buildd@lcy02-amd64-004)"
    machine["/proc/1/cgroup"] = "0::/init.scope\n"
    assert sf.system_facts() == {
        "os": "Linux",
        "os_release": "Ubuntu 22.04.4 LTS",
        "kernel": "5.15.0-56-generic",
        "machine": "x86_64",
        "platform_kind": "linux",
        "container": None,
        "hostname": "deskbox",
        "user": "alice",
        "home": "/home/alice",
    }


def test_system_facts_read_wsl_from_proc_version(machine: dict[str, str]) -> None:
    machine["/proc/version"] = "Linux version 5.15.0 (oe-user@oe-host) #1 SMP WSL2"
    machine["/.dockerenv"] = ""
    facts = sf.system_facts()
    assert facts["platform_kind"] == "wsl2"
    assert facts["container"] == "docker"
    assert facts["os_release"] == "Linux-5.15-terse"  # no os-release: the platform string


def test_an_os_release_value_with_an_equals_sign(machine: dict[str, str]) -> None:
    machine["/etc/os-release"] = "PRETTY_NAME='Fedora Linux 40 (a=b)'\n"
    assert sf.system_facts()["os_release"] == "'Fedora Linux 40 (a=b)'"
    machine["/etc/os-release"] = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\n'
    assert sf.system_facts()["os_release"] == "Debian GNU/Linux 12 (bookworm)"


def test_no_user_entry_in_a_container(machine: dict[str, str], monkeypatch) -> None:
    def no_user() -> str:
        raise KeyError("getpwuid(): uid not found: 1001")

    monkeypatch.setattr(sf.getpass, "getuser", no_user)
    assert sf.system_facts()["user"] is None

    def no_login() -> str:
        raise OSError("No username set in the environment")

    monkeypatch.setattr(sf.getpass, "getuser", no_login)
    assert sf.system_facts()["user"] is None


def test_another_system_reads_neither_proc_nor_containers(machine, monkeypatch) -> None:
    machine["/proc/version"] = "Linux version 5.15 microsoft"
    machine["/.dockerenv"] = ""
    uname = SimpleNamespace(system="Darwin", release="23.4.0", machine="arm64")
    monkeypatch.setattr(sf.platform, "uname", lambda: uname)
    monkeypatch.setattr(sf.sys, "platform", "darwin")
    facts = sf.system_facts()
    assert facts["platform_kind"] == "macos"
    assert facts["container"] is None


def test_environment_facts_keep_only_the_cuda_and_tensorflow_variables(monkeypatch) -> None:
    env = {
        "CUDA_VISIBLE_DEVICES": "0,1",
        "TF_FORCE_GPU_ALLOW_GROWTH": "true",
        "LD_LIBRARY_PATH": "/usr/local/cuda/lib64",
        "XLA_FLAGS": "--xla_gpu_cuda_data_dir=/usr/local/cuda",
        "TF_CPP_MIN_LOG_LEVEL": "2",
        "CUDA_HOME": "/usr/local/cuda",
        "CUDA_PATH": "C:\\CUDA\\v12.3",
        "PATH": "/usr/bin",
        "HOME": "/home/alice",
    }
    expected = {k: v for k, v in env.items() if k not in ("PATH", "HOME")}
    assert sf.environment_facts(env) == expected
    assert sf.environment_facts({}) == {}
    for name in list(os.environ):
        monkeypatch.delenv(name)
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    monkeypatch.setenv("PATH", "/usr/bin")
    assert sf.environment_facts() == {"CUDA_VISIBLE_DEVICES": ""}


# --- NVML -----------------------------------------------------------------------------------------
def test_nvml_facts_of_simulated_gpus() -> None:
    scenario = get_scenario("pcie-degraded")
    (model,) = scenario.gpus
    facts = nvml_module.nvml_facts("pcie-degraded")
    assert facts["ok"] is True
    assert facts["backend"] == "simulated:pcie-degraded"
    assert facts["driver_version"] == "555.42.06"
    assert facts["cuda_driver_version"] == "12.5"
    (gpu,) = facts["gpus"]
    assert gpu["index"] == 0
    assert gpu["name"] == model.name
    assert gpu["compute_capability"] == [8, 9]
    assert gpu["memory_total_bytes"] == model.memory_bytes
    assert 0 <= gpu["memory_used_bytes"] <= model.memory_bytes
    assert 0 <= gpu["util_gpu_percent"] <= 100
    assert gpu["lost"] is False


@pytest.mark.parametrize("kind", ["no-driver", "driver-mismatch", "no-permission"])
def test_nvml_that_cannot_start_says_why(kind: str) -> None:
    facts = nvml_module.nvml_facts(kind)
    assert facts == {
        "backend": f"simulated:{kind}",
        "ok": False,
        "error_kind": kind,
        "error": TelemetryUnavailable(kind, f"simulated: {kind}").sentence(),
        "gpus": [],
    }


class _Backend:
    """A stand-in for the NVML backend: a given reading, or a given failure."""

    def __init__(self, snapshot: Snapshot | None = None, error: Exception | None = None) -> None:
        self.snapshot, self.error, self.closed = snapshot, error, False

    def __enter__(self) -> _Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.closed = True

    def open(self) -> SystemInfo:
        if self.error is not None:
            raise self.error
        assert self.snapshot is not None
        return self.snapshot.system

    def read(self) -> Snapshot:
        assert self.snapshot is not None
        return self.snapshot


def _use(monkeypatch: pytest.MonkeyPatch, backend: _Backend) -> list[tuple[Any, int]]:
    asked: list[tuple[Any, int]] = []

    def make_backend(simulate: Any = None, *, seed: int = 0, clock: Any = None) -> _Backend:
        asked.append((simulate, seed))
        return backend

    monkeypatch.setattr(nvml_module, "make_backend", make_backend)
    return asked


def test_nvml_facts_of_a_lost_gpu_and_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    system = SystemInfo(backend="nvml", driver_version="550.54.14", cuda_driver_version="12.4")
    train = GpuProcess(
        pid=4242,
        gpu_index=0,
        kind="compute",
        gpu_memory_bytes=3 << 30,
        sm_percent=None,
        info=ProcessInfo(pid=4242, visible=True, name="python3"),
    )
    working = GpuSnapshot(
        static=GpuStatic(0, "NVIDIA A100-PCIE-40GB", memory_total_bytes=40 << 30),
        reading=GpuReading(
            util_gpu_percent=97.0,
            memory_used_bytes=3 << 30,
            temperature_c=88.0,
            throttle_reasons=("sw-thermal",),
        ),
        processes=(train,),
    )
    lost = GpuSnapshot(static=GpuStatic(1, None), reading=None, lost=True)
    backend = _Backend(Snapshot(wall_time=0.0, monotonic=0.0, system=system, gpus=(working, lost)))
    asked = _use(monkeypatch, backend)
    facts = nvml_module.nvml_facts(seed=7)
    assert asked == [(None, 7)]
    assert backend.closed
    assert facts == {
        "backend": "nvml",
        "ok": True,
        "driver_version": "550.54.14",
        "cuda_driver_version": "12.4",
        "gpus": [
            {
                "index": 0,
                "name": "NVIDIA A100-PCIE-40GB",
                "compute_capability": None,
                "memory_total_bytes": 40 << 30,
                "memory_used_bytes": 3 << 30,
                "util_gpu_percent": 97.0,
                "temperature_c": 88.0,
                "throttle_reasons": ["sw-thermal"],
                "lost": False,
                "processes": [{"pid": 4242, "name": "python3", "gpu_memory_bytes": 3 << 30}],
            },
            {
                "index": 1,
                "name": None,
                "compute_capability": None,
                "memory_total_bytes": None,
                "memory_used_bytes": None,
                "util_gpu_percent": None,
                "temperature_c": None,
                "throttle_reasons": None,
                "lost": True,
                "processes": [],
            },
        ],
    }


def test_a_broken_driver_does_not_break_the_doctor(monkeypatch: pytest.MonkeyPatch) -> None:
    _use(monkeypatch, _Backend(error=RuntimeError("nvmlDeviceGetCount failed: Unknown Error")))
    assert nvml_module.nvml_facts("training", seed=3) == {
        "backend": "simulated:training",
        "ok": False,
        "error_kind": "nvml-error",
        "error": "nvmlDeviceGetCount failed: Unknown Error",
        "gpus": [],
    }


def test_nvidia_listed_late_in_a_long_module_list(files: dict[str, str], devices) -> None:
    # A desktop's /proc/modules runs to several KiB; nvidia may come late in it.
    others = "".join(f"snd_module_{n:03d} 57344 3 - Live 0x0000000000000000\n" for n in range(150))
    files["/proc/modules"] = others + MODULES
    assert len(others) > 4096
    assert sf.driver_facts()["nvidia_module_loaded"] is True


def test_an_os_release_name_that_starts_with_x(machine: dict[str, str]) -> None:
    machine["/etc/os-release"] = 'NAME="XCP-ng"\nPRETTY_NAME="XCP-ng 8.2.1"\n'
    assert sf.system_facts()["os_release"] == "XCP-ng 8.2.1"


def test_wsl_from_the_kernel_release_alone(machine: dict[str, str], monkeypatch) -> None:
    uname = SimpleNamespace(
        system="Linux", release="5.15.153.1-microsoft-standard-WSL2", machine="x86_64"
    )
    monkeypatch.setattr(sf.platform, "uname", lambda: uname)
    assert sf.system_facts()["platform_kind"] == "wsl2"
