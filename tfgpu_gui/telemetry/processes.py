"""What the operating system knows about the processes NVML reports on a GPU.

NVML gives a pid and its GPU memory; psutil adds the user, the command line, CPU and RSS,
and we look into the process's memory maps for TensorFlow's shared libraries. Inside a
container NVML reports host pids that do not exist here: those come back as not visible
rather than being dropped. For a visible process, ``/proc/PID/cgroup`` names its container
(docker, podman, a Kubernetes pod, ...).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass

import psutil

from tfgpu_gui.telemetry.snapshot import ProcessInfo

# Substrings of mapped file names that mean TensorFlow's runtime is loaded in a process.
TENSORFLOW_LIBRARY_MARKERS: tuple[str, ...] = (
    "libtensorflow_framework",
    "libtensorflow_cc",
    "_pywrap_tensorflow_internal",
    "libtensorflow.so",
)

# /proc/PID/cgroup is a few lines; more than this is not a cgroup file.
CGROUP_READ_LIMIT = 64 * 1024

# Path patterns of container runtimes in cgroup v1 and v2 paths, most specific first.
# Docker: /docker/<id> (cgroupfs driver), docker-<id>.scope (systemd driver),
# https://docs.docker.com/engine/containers/runmetrics/ ; Podman: libpod-<id>.scope;
# Kubernetes: kubepods[-qos]-pod<uid>.slice (systemd) or /kubepods/<qos>/pod<uid> (cgroupfs),
# lines as in https://github.com/open-telemetry/opentelemetry-java/issues/4507 and
# https://github.com/lxc/lxc/issues/3890 .
_HEX_ID = r"([0-9a-f]{64})"
_K8S_POD = re.compile(r"kubepods.*?[/-]pod([0-9a-f]{8})[0-9a-f_-]*(?:\.slice)?(?:/|:|$)")
_RUNTIMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("docker", re.compile(r"(?:/docker[/-]|docker-)" + _HEX_ID)),
    ("podman", re.compile(r"libpod-(?:conmon-)?" + _HEX_ID)),
    ("containerd", re.compile(r"cri-containerd[-:]" + _HEX_ID)),
    ("cri-o", re.compile(r"crio-(?:conmon-)?" + _HEX_ID)),
)
_LXC = re.compile(r"(?:/lxc/|/lxc\.payload\.)([A-Za-z0-9_.-]{1,32})")


def container_label(cgroup_text: str) -> str | None:
    """A short name of the container a /proc/PID/cgroup text places a process in.

    ``"docker 3f2a1b9c0d1e"``, ``"podman ab12cd34ef56"``, ``"k8s pod 0125ec2f"`` (the first
    block of the pod's uid), ``"lxc web"``; None for a process on the host.
    """
    for line in cgroup_text.splitlines():
        path = line.split(":", 2)[-1] if line.count(":") >= 2 else line
        pod = _K8S_POD.search(path)
        if pod:
            return f"k8s pod {pod.group(1)}"
        for name, pattern in _RUNTIMES:
            found = pattern.search(path)
            if found:
                return f"{name} {found.group(1)[:12]}"
        lxc = _LXC.search(path)
        if lxc:
            return f"lxc {lxc.group(1)}"
    return None


def container_of(pid: int) -> str | None:
    """The container label of a pid from /proc (None off Linux, on the host, or unreadable)."""
    if not _HAS_PROC_MAPS:
        return None
    try:
        with open(f"/proc/{pid}/cgroup", encoding="utf-8", errors="replace") as f:
            return container_label(f.read(CGROUP_READ_LIMIT))
    except OSError:
        return None


# A process that had no TensorFlow a moment ago may import it later; look again after this.
TF_RECHECK_SECONDS = 15.0


def maps_mention_tensorflow(maps_text: str) -> bool:
    """Whether a /proc/<pid>/maps text (or any list of mapped paths) names TF's libraries."""
    return any(marker in maps_text for marker in TENSORFLOW_LIBRARY_MARKERS)


def python_interpreter(cmdline: tuple[str, ...] | None, exe: str | None) -> str | None:
    """The Python interpreter a process runs, if it runs one.

    The command line's first word is preferred: it keeps a virtualenv's ``bin/python``, which
    ``exe`` (resolved through symlinks) would turn into the base interpreter.
    """
    if cmdline:
        first = cmdline[0]
        if os.path.basename(first).lower().startswith("python") and os.path.isabs(first):
            return first
    if exe and os.path.basename(exe).lower().startswith("python"):
        return exe
    return None


_HAS_PROC_MAPS = sys.platform.startswith("linux") and os.path.isdir("/proc/self")


def _tensorflow_loaded(proc: psutil.Process) -> bool | None:
    if _HAS_PROC_MAPS:
        try:
            with open(f"/proc/{proc.pid}/maps", encoding="utf-8", errors="replace") as f:
                return maps_mention_tensorflow(f.read())
        except OSError:  # gone, or another user's process
            return None
    try:
        paths = "\n".join(m.path for m in proc.memory_maps(grouped=True))
    except (psutil.Error, OSError, NotImplementedError):
        return None
    return maps_mention_tensorflow(paths)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


@dataclass
class _Tracked:
    proc: psutil.Process
    static: ProcessInfo
    tf: bool | None
    tf_checked_at: float
    cpu_primed: bool = False


class ProcessInspector:
    """Looks up pids and caches what does not change (user, command line, TF loaded).

    One instance lives as long as the sampler so that CPU percent (which needs two readings)
    and the TensorFlow check (which reads memory maps) are not redone every sample.
    """

    def __init__(self) -> None:
        self._tracked: dict[int, _Tracked] = {}

    def inspect(self, pid: int, now: float) -> ProcessInfo:
        """Everything known about ``pid``; ``now`` is a monotonic time for re-checks."""
        tracked = self._tracked.get(pid)
        if tracked is not None and not self._same_process(tracked):
            tracked = None
            del self._tracked[pid]
        if tracked is None:
            tracked = self._track(pid, now)
            if tracked is None:
                return ProcessInfo(pid=pid, visible=False)
            self._tracked[pid] = tracked
        elif not tracked.tf and now - tracked.tf_checked_at >= TF_RECHECK_SECONDS:
            tracked.tf = _tensorflow_loaded(tracked.proc)
            tracked.tf_checked_at = now
        return self._dynamic(tracked)

    def forget_except(self, live_pids: set[int]) -> None:
        """Drop the cache of processes no longer on any GPU (keeps memory flat)."""
        for pid in list(self._tracked):
            if pid not in live_pids:
                del self._tracked[pid]

    @staticmethod
    def _same_process(tracked: _Tracked) -> bool:
        try:
            return bool(tracked.proc.is_running())
        except psutil.Error:
            return False

    @staticmethod
    def _track(pid: int, now: float) -> _Tracked | None:
        try:
            proc = psutil.Process(pid)
        except (psutil.NoSuchProcess, ValueError):
            return None
        except psutil.Error:
            return None
        info: dict[str, object] = {}
        for attr in ("name", "username", "cmdline", "create_time", "exe", "ppid", "cwd"):
            try:
                info[attr] = getattr(proc, attr)()
            except psutil.NoSuchProcess:
                return None
            except (psutil.Error, OSError):
                info[attr] = None
        cmdline_list = info.get("cmdline")
        cmdline = tuple(str(c) for c in cmdline_list) if isinstance(cmdline_list, list) else None
        exe = _text(info.get("exe"))
        create_time = info.get("create_time")
        static = ProcessInfo(
            pid=pid,
            visible=True,
            name=_text(info.get("name")),
            user=_text(info.get("username")),
            cmdline=cmdline or None,
            create_time=create_time if isinstance(create_time, float) else None,
            exe=exe,
            python=python_interpreter(cmdline, exe),
            ppid=ppid if isinstance(ppid := info.get("ppid"), int) else None,
            cwd=_text(info.get("cwd")),
            container=container_of(pid),
        )
        return _Tracked(proc=proc, static=static, tf=_tensorflow_loaded(proc), tf_checked_at=now)

    @staticmethod
    def _dynamic(tracked: _Tracked) -> ProcessInfo:
        proc = tracked.proc
        cpu: float | None = None
        rss: int | None = None
        try:
            with proc.oneshot():
                value = proc.cpu_percent(interval=None)
                # psutil's first reading of a process is always 0.0: meaningless, so n/a.
                cpu = value if tracked.cpu_primed else None
                tracked.cpu_primed = True
                rss = proc.memory_info().rss
        except psutil.NoSuchProcess:
            return ProcessInfo(pid=proc.pid, visible=False)
        except (psutil.Error, OSError):
            pass
        s = tracked.static
        return ProcessInfo(
            pid=s.pid,
            visible=True,
            name=s.name,
            user=s.user,
            cmdline=s.cmdline,
            cpu_percent=cpu,
            rss_bytes=rss,
            create_time=s.create_time,
            exe=s.exe,
            python=s.python,
            tensorflow=tracked.tf,
            ppid=s.ppid,
            cwd=s.cwd,
            container=s.container,
        )
