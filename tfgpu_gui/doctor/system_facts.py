"""Facts about the machine, read in the app's process without TensorFlow: OS, kernel, WSL2 or
container, the NVIDIA kernel module (/proc/driver/nvidia/version, /dev/nvidia*, nouveau), and the
environment variables that steer CUDA and TensorFlow.
"""

from __future__ import annotations

import getpass
import glob
import os
import platform
import socket
import stat
import sys
from typing import Any

ENV_VARS = (
    "CUDA_VISIBLE_DEVICES",
    "TF_FORCE_GPU_ALLOW_GROWTH",
    "LD_LIBRARY_PATH",
    "XLA_FLAGS",
    "TF_CPP_MIN_LOG_LEVEL",
    "CUDA_HOME",
    "CUDA_PATH",
)


def _read(path: str, limit: int = 4096) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(limit)
    except OSError:
        return None


def platform_kind(system: str, kernel_release: str, proc_version: str | None) -> str:
    """ "linux", "wsl2", "windows" or "macos" (the key of a finding's fix)."""
    if system == "Windows":
        return "windows"
    if system == "Darwin":
        return "macos"
    text = f"{kernel_release} {proc_version or ''}".lower()
    if "microsoft" in text or "wsl" in text:
        return "wsl2"
    return "linux"


def container_kind() -> str | None:
    """ "docker", "podman", "kubernetes", "container" or ``None`` on a plain host."""
    if os.path.exists("/.dockerenv"):
        return "docker"
    if os.path.exists("/run/.containerenv"):
        return "podman"
    cgroup = _read("/proc/1/cgroup") or ""
    if "kubepods" in cgroup:
        return "kubernetes"
    if "docker" in cgroup or "containerd" in cgroup:
        return "docker"
    if os.environ.get("container"):  # noqa: SIM112 - systemd/podman spell it in lower case
        return "container"
    return None


def driver_facts() -> dict[str, Any]:
    """The NVIDIA kernel side as the filesystem shows it (Linux only)."""
    version_text = _read("/proc/driver/nvidia/version")
    kernel_driver = None
    if version_text:
        for word in version_text.split():
            if word.count(".") >= 1 and word.replace(".", "").isdigit():
                kernel_driver = word
                break
    nodes = []
    for path in sorted(glob.glob("/dev/nvidia*")) + sorted(glob.glob("/dev/dxg")):
        try:
            st = os.stat(path)
        except OSError:
            continue
        nodes.append(
            {
                "path": path,
                "mode": stat.filemode(st.st_mode),
                "readable": os.access(path, os.R_OK),
                "writable": os.access(path, os.W_OK),
            }
        )
    modules = _read("/proc/modules", limit=1 << 20) or ""
    loaded = {line.split(" ", 1)[0] for line in modules.splitlines() if line}
    return {
        "proc_version": version_text.strip() if version_text else None,
        "kernel_module_version": kernel_driver,
        "device_nodes": nodes,
        "nvidia_module_loaded": ("nvidia" in loaded) if modules else None,
        "nouveau_loaded": ("nouveau" in loaded) if modules else None,
        "wsl_libcuda": os.path.exists("/usr/lib/wsl/lib/libcuda.so.1"),
    }


def system_facts() -> dict[str, Any]:
    """OS, kernel, platform kind, container, and who/where (kept for redaction)."""
    uname = platform.uname()
    proc_version = _read("/proc/version") if sys.platform.startswith("linux") else None
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no passwd entry (containers)
        user = None
    os_release = None
    text = _read("/etc/os-release")
    if text:
        for line in text.splitlines():
            if line.startswith("PRETTY_NAME="):
                os_release = line.split("=", 1)[1].strip().strip('"')
    return {
        "os": uname.system,
        "os_release": os_release or platform.platform(terse=True),
        "kernel": uname.release,
        "machine": uname.machine,
        "platform_kind": platform_kind(uname.system, uname.release, proc_version),
        "container": container_kind() if sys.platform.startswith("linux") else None,
        "hostname": socket.gethostname(),
        "user": user,
        "home": os.path.expanduser("~"),
    }


def environment_facts(env: dict[str, str] | None = None) -> dict[str, str]:
    """The CUDA/TF environment variables that are set (in ``env``, default ours)."""
    source = os.environ if env is None else env
    return {k: source[k] for k in ENV_VARS if k in source}
