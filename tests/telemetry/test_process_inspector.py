"""What the process inspector says about a pid: the facts read once, the ones read every sample,
what happens when psutil refuses one of them or the process goes away, and the TensorFlow check
where there is no /proc (macOS, Windows)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import psutil
import pytest

from tfgpu_gui.telemetry import processes
from tfgpu_gui.telemetry.processes import (
    TF_RECHECK_SECONDS,
    ProcessInspector,
    maps_mention_tensorflow,
    python_interpreter,
)

WAIT = "import sys; print('ready', flush=True); sys.stdin.read()"


@pytest.fixture
def child(tmp_path: Path):
    """A Python child started in ``tmp_path`` that waits for its stdin to close."""
    argv = [sys.executable, "-c", WAIT]
    proc = subprocess.Popen(
        argv, cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        yield SimpleNamespace(pid=proc.pid, argv=argv, cwd=str(tmp_path))
    finally:
        proc.communicate("", timeout=30)


def replace(monkeypatch, name: str, fn) -> None:
    """Replace ``psutil.Process.<name>``, keeping the hooks psutil's ``oneshot`` calls on the
    methods it caches (``memory_info``, ``ppid``)."""
    original = getattr(psutil.Process, name)
    for hook in ("cache_activate", "cache_deactivate"):
        if hasattr(original, hook):
            setattr(fn, hook, getattr(original, hook))
    monkeypatch.setattr(psutil.Process, name, fn)


# -- the interpreter and TensorFlow's libraries ------------------------------------------------


@pytest.mark.parametrize(
    ("cmdline", "exe", "python"),
    [
        # A virtualenv's interpreter, from the command line (exe is the resolved base one).
        (("/home/a/venv/bin/python", "train.py"), "/usr/bin/python3.11", "/home/a/venv/bin/python"),
        # macOS framework builds name the interpreter Python.
        (
            ("/Library/Frameworks/Python.framework/Versions/3.11/bin/Python3.11", "x.py"),
            None,
            "/Library/Frameworks/Python.framework/Versions/3.11/bin/Python3.11",
        ),
        (
            ("Python", "x.py"),
            "/Library/Frameworks/Python.framework/Versions/3.11/Resources/Python.app/Contents/MacOS/Python",
            "/Library/Frameworks/Python.framework/Versions/3.11/Resources/Python.app/Contents/MacOS/Python",
        ),
        # A relative first word is not a path to show: the executable instead.
        (("python3", "x.py"), "/usr/bin/python3.11", "/usr/bin/python3.11"),
        (("/usr/bin/env", "python3", "x.py"), "/usr/bin/python3.11", "/usr/bin/python3.11"),
        ((), "/usr/bin/python3.11", "/usr/bin/python3.11"),
        (None, "/usr/bin/python3.11", "/usr/bin/python3.11"),
        # Only the file's own name counts, not a folder named python.
        (("/opt/python3/bin/node", "app.js"), "/opt/python3/bin/node", None),
        (("/usr/lib/xorg/Xorg",), None, None),
        (None, None, None),
    ],
)
def test_the_python_interpreter_a_process_runs(cmdline, exe, python):
    assert python_interpreter(cmdline, exe) == python


@pytest.mark.parametrize(
    ("path", "tensorflow"),
    [
        ("/venv/lib/python3.11/site-packages/tensorflow/libtensorflow_framework.so.2", True),
        ("/venv/lib/python3.11/site-packages/tensorflow/libtensorflow_cc.so.2", True),
        ("/usr/local/lib/libtensorflow.so.2.16.1", True),  # the C library
        ("/venv/.../tensorflow/python/_pywrap_tensorflow_internal.so", True),
        ("/venv/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so", False),
        ("/usr/lib/x86_64-linux-gnu/libcudart.so.12", False),
    ],
)
def test_each_of_tensorflow_s_libraries_marks_a_process(path, tensorflow):
    assert maps_mention_tensorflow(f"7f00-7f10 r-xp 0 08:01 1 {path}\n") is tensorflow


def test_without_proc_tensorflow_is_looked_for_in_psutil_s_memory_maps(monkeypatch):
    """macOS and Windows have no /proc/PID/maps: psutil lists the mapped files instead."""
    monkeypatch.setattr(processes, "_HAS_PROC_MAPS", False)
    maps = {"paths": ["/usr/lib/libc.so.6", "/venv/tensorflow/libtensorflow_framework.2.dylib"]}
    asked = []

    def memory_maps(self, grouped=True):
        asked.append(grouped)
        if isinstance(maps["paths"], Exception):
            raise maps["paths"]
        return [SimpleNamespace(path=p) for p in maps["paths"]]

    monkeypatch.setattr(psutil.Process, "memory_maps", memory_maps)
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info.visible and info.tensorflow is True
    assert info.container is None  # no /proc/PID/cgroup to read either
    assert asked == [True]

    maps["paths"] = ["/usr/lib/libc.so.6", "/usr/lib/libcudart.so.12"]
    assert ProcessInspector().inspect(os.getpid(), now=0.0).tensorflow is False
    for error in (
        psutil.AccessDenied(os.getpid()),
        OSError("denied"),
        NotImplementedError(),  # psutil on a platform without memory maps
    ):
        maps["paths"] = error
        assert ProcessInspector().inspect(os.getpid(), now=0.0).tensorflow is None


# A child that maps TensorFlow's library from a folder whose name is not UTF-8 (a Latin-1
# name), after a file mapped from another such folder: /proc/PID/maps then holds bytes that
# do not decode.
MAPS_LATIN1 = textwrap.dedent(
    """
    import mmap, os, sys, tempfile
    base = tempfile.mkdtemp().encode()
    maps = []
    files = ((b"caf\\xe9", b"data.bin"), (b"r\\xe9sum\\xe9", b"libtensorflow_framework.so.2"))
    for folder, name in files:
        os.mkdir(os.path.join(base, folder))
        path = os.path.join(base, folder, name)
        with open(path, "wb") as f:
            f.write(b"\\0" * 4096)
        f = open(path, "rb")
        maps.append(mmap.mmap(f.fileno(), 4096, prot=mmap.PROT_READ))
    print("ready", flush=True)
    sys.stdin.readline()
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/<pid>/maps")
def test_maps_with_names_that_are_not_utf8_are_still_searched():
    proc = subprocess.Popen(
        [sys.executable, "-c", MAPS_LATIN1], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        with open(f"/proc/{proc.pid}/maps", "rb") as f:
            assert b"caf\xe9" in f.read()  # really not UTF-8
        info = ProcessInspector().inspect(proc.pid, now=0.0)
        assert info.visible and info.tensorflow is True
    finally:
        proc.communicate(b"\n", timeout=30)


def test_unreadable_maps_leave_tensorflow_unknown(monkeypatch):
    real_open = open

    def no_maps(path, *args, **kwargs):
        if str(path).endswith("/maps"):
            raise PermissionError(13, "Permission denied", path)
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(processes, "open", no_maps, raising=False)
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info.visible and info.tensorflow is None


def test_off_linux_no_container_is_read(monkeypatch):
    monkeypatch.setattr(processes, "_HAS_PROC_MAPS", False)
    monkeypatch.setattr(
        processes, "open", lambda *a, **k: pytest.fail("opened /proc"), raising=False
    )
    assert processes.container_of(os.getpid()) is None


# -- what is read once -------------------------------------------------------------------------


def test_a_child_s_facts_are_its_own(child):
    info = ProcessInspector().inspect(child.pid, now=0.0)
    assert info.pid == child.pid and info.visible
    assert info.cmdline == tuple(child.argv)
    assert info.ppid == os.getpid()
    assert info.cwd == child.cwd
    assert info.user == psutil.Process().username()
    assert info.exe == os.path.realpath(sys.executable)
    assert info.name == os.path.basename(sys.executable)[:15]  # the kernel's "comm"
    assert info.python == sys.executable  # the command line's path, not the resolved one
    assert info.create_time == psutil.Process(child.pid).create_time()
    assert info.tensorflow is False
    assert info.rss_bytes is not None and info.rss_bytes > 1024 * 1024  # a Python interpreter


def test_a_fact_psutil_refuses_is_unknown_and_the_others_are_kept(monkeypatch):
    def refuse(self):
        raise psutil.AccessDenied(self.pid)

    monkeypatch.setattr(psutil.Process, "cwd", refuse)
    monkeypatch.setattr(psutil.Process, "exe", lambda self: (_ for _ in ()).throw(OSError()))
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info.visible and info.cwd is None and info.exe is None
    assert info.ppid == os.getppid() and info.cmdline and info.user
    monkeypatch.setattr(psutil.Process, "cmdline", refuse)  # another user's process on macOS
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info.visible and info.cmdline is None and info.python is None
    assert info.name and info.user


def test_odd_values_from_psutil_are_not_passed_on(monkeypatch):
    """Empty strings and values of the wrong type (a zombie's empty command line, a mocked
    psutil) become n/a rather than wrong facts."""
    monkeypatch.setattr(psutil.Process, "name", lambda self: "")
    monkeypatch.setattr(psutil.Process, "username", lambda self: None)
    monkeypatch.setattr(psutil.Process, "cmdline", lambda self: [])
    monkeypatch.setattr(psutil.Process, "create_time", lambda self: "yesterday")
    monkeypatch.setattr(psutil.Process, "exe", lambda self: "")
    replace(monkeypatch, "ppid", lambda self: "1")
    monkeypatch.setattr(psutil.Process, "cwd", lambda self: "")
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info.visible
    assert (info.name, info.user, info.cmdline, info.create_time) == (None, None, None, None)
    assert (info.exe, info.python, info.ppid, info.cwd) == (None, None, None, None)


def test_a_process_that_ends_while_it_is_looked_at_is_not_visible(monkeypatch):
    def gone(self):
        raise psutil.NoSuchProcess(self.pid)

    monkeypatch.setattr(psutil.Process, "cwd", gone)
    info = ProcessInspector().inspect(os.getpid(), now=0.0)
    assert info == processes.ProcessInfo(pid=os.getpid(), visible=False)


@pytest.mark.parametrize("pid", [-1, 4_194_304 * 2])
def test_a_pid_that_cannot_be_a_process_here_is_not_visible(pid):
    info = ProcessInspector().inspect(pid, now=0.0)
    assert info == processes.ProcessInfo(pid=pid, visible=False)


def test_a_process_psutil_may_not_open_is_not_visible(monkeypatch):
    def denied(self, pid=None):
        raise psutil.AccessDenied(pid)

    monkeypatch.setattr(psutil.Process, "__init__", denied)
    assert ProcessInspector().inspect(os.getpid(), now=0.0).visible is False


# -- what is read every sample -----------------------------------------------------------------


def test_cpu_is_n_a_on_the_first_sample_then_psutil_s_reading(monkeypatch):
    readings = iter([0.0, 37.5, 80.0])
    monkeypatch.setattr(psutil.Process, "cpu_percent", lambda self, interval=None: next(readings))
    inspector = ProcessInspector()
    assert inspector.inspect(os.getpid(), now=0.0).cpu_percent is None
    assert inspector.inspect(os.getpid(), now=1.0).cpu_percent == 37.5
    assert inspector.inspect(os.getpid(), now=2.0).cpu_percent == 80.0


def test_a_failing_sample_keeps_the_facts_and_leaves_the_figures_unknown(monkeypatch):
    inspector = ProcessInspector()
    first = inspector.inspect(os.getpid(), now=0.0)

    def denied(self):
        raise psutil.AccessDenied(self.pid)

    replace(monkeypatch, "memory_info", denied)
    info = inspector.inspect(os.getpid(), now=1.0)
    assert info.visible and info.rss_bytes is None
    assert (info.cmdline, info.user, info.cwd) == (first.cmdline, first.user, first.cwd)


def test_a_cpu_reading_psutil_refuses_is_unknown(monkeypatch):
    def denied(self, interval=None):
        raise psutil.AccessDenied(self.pid)

    inspector = ProcessInspector()
    inspector.inspect(os.getpid(), now=0.0)
    monkeypatch.setattr(psutil.Process, "cpu_percent", denied)
    info = inspector.inspect(os.getpid(), now=1.0)
    assert info.visible and info.cpu_percent is None and info.rss_bytes is None


def test_a_process_that_ends_between_samples_is_not_visible(monkeypatch):
    inspector = ProcessInspector()
    assert inspector.inspect(os.getpid(), now=0.0).visible

    def gone(self):
        raise psutil.NoSuchProcess(self.pid)

    replace(monkeypatch, "memory_info", gone)
    info = inspector.inspect(os.getpid(), now=1.0)
    assert info == processes.ProcessInfo(pid=os.getpid(), visible=False)


# -- the cache ---------------------------------------------------------------------------------


def test_a_new_process_under_a_reused_pid_is_looked_at_afresh(monkeypatch):
    """When the cached process is no longer running, the pid belongs to another one: its
    facts are read again and its CPU reading starts over."""
    cwds = iter(["/first", "/second"])
    monkeypatch.setattr(psutil.Process, "cwd", lambda self: next(cwds))
    running = {"value": True}

    def is_running(self):
        if isinstance(running["value"], Exception):
            raise running["value"]
        return running["value"]

    monkeypatch.setattr(psutil.Process, "is_running", is_running)
    inspector = ProcessInspector()
    assert inspector.inspect(os.getpid(), now=0.0).cwd == "/first"
    assert inspector.inspect(os.getpid(), now=1.0).cpu_percent is not None  # same process
    running["value"] = False
    again = inspector.inspect(os.getpid(), now=2.0)
    assert again.cwd == "/second" and again.cpu_percent is None
    running["value"] = psutil.AccessDenied(os.getpid())  # cannot tell: looked at afresh
    monkeypatch.setattr(psutil.Process, "cwd", lambda self: "/third")
    assert inspector.inspect(os.getpid(), now=3.0).cwd == "/third"


def test_tensorflow_is_looked_for_again_every_fifteen_seconds_until_found(monkeypatch):
    checks = []
    found = {"tf": False}

    def loaded(proc):
        checks.append(proc.pid)
        return found["tf"]

    monkeypatch.setattr(processes, "_tensorflow_loaded", loaded)
    inspector = ProcessInspector()
    me = os.getpid()
    assert inspector.inspect(me, now=100.0).tensorflow is False
    assert inspector.inspect(me, now=100.0 + TF_RECHECK_SECONDS - 0.5).tensorflow is False
    assert len(checks) == 1
    found["tf"] = True
    assert inspector.inspect(me, now=100.0 + TF_RECHECK_SECONDS).tensorflow is True
    assert len(checks) == 2
    # Found: not looked for again, however long it runs.
    assert inspector.inspect(me, now=100.0 + 10 * TF_RECHECK_SECONDS).tensorflow is True
    assert len(checks) == 2


def test_the_recheck_counts_from_the_last_look(monkeypatch):
    checks = []
    monkeypatch.setattr(processes, "_tensorflow_loaded", lambda proc: checks.append(1) or None)
    inspector = ProcessInspector()
    me = os.getpid()
    inspector.inspect(me, now=0.0)
    inspector.inspect(me, now=TF_RECHECK_SECONDS + 5)  # looked again (unknown is not found)
    inspector.inspect(me, now=2 * TF_RECHECK_SECONDS)  # 10 s after the last look: not yet
    assert len(checks) == 2
    inspector.inspect(me, now=2 * TF_RECHECK_SECONDS + 5)
    assert len(checks) == 3


def test_forgetting_keeps_the_processes_still_on_a_gpu(child):
    inspector = ProcessInspector()
    me = os.getpid()
    inspector.inspect(me, now=0.0)
    inspector.inspect(child.pid, now=0.0)
    inspector.forget_except({me})
    # The kept one goes on with its CPU reading; the forgotten one starts over.
    assert inspector.inspect(me, now=1.0).cpu_percent is not None
    assert inspector.inspect(child.pid, now=1.0).cpu_percent is None


def test_a_cgroup_file_that_is_not_utf8_still_names_the_container(monkeypatch, tmp_path):
    """A cgroup folder made by hand may have a Latin-1 name: the file is still read, with the
    bytes that do not decode replaced."""
    docker_id = "d0b3604b67ac7930dd34ba3a796627e3e4717d12309e90a4afe3f38b6816ac98"
    cgroup = tmp_path / "cgroup"
    cgroup.write_bytes(
        b"1:name=systemd:/caf\xe9.slice\n" + f"0::/system.slice/docker-{docker_id}.scope\n".encode()
    )
    real_open = open
    asked = []

    def proc_file(path, *args, **kwargs):
        asked.append(path)
        return real_open(cgroup, *args, **kwargs)  # the same decoding as for /proc

    monkeypatch.setattr(processes, "open", proc_file, raising=False)
    assert processes.container_of(4321) == "docker d0b3604b67ac"
    assert asked == ["/proc/4321/cgroup"]
