"""Process information from psutil, and spotting TensorFlow in a process's memory maps."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import psutil
import pytest

from tfgpu_gui.telemetry.processes import (
    TF_RECHECK_SECONDS,
    ProcessInspector,
    maps_mention_tensorflow,
    python_interpreter,
)

# A child that maps a file named like TensorFlow's framework library, then waits for stdin.
MAPS_TF = textwrap.dedent(
    """
    import mmap, os, sys, tempfile
    d = tempfile.mkdtemp()
    path = os.path.join(d, "libtensorflow_framework.so.2")
    with open(path, "wb") as f:
        f.write(b"\\0" * 4096)
    f = open(path, "rb")
    m = mmap.mmap(f.fileno(), 4096, prot=mmap.PROT_READ)
    print("ready", flush=True)
    sys.stdin.readline()
    """
)


def test_maps_text_detection():
    assert maps_mention_tensorflow(
        "7f00-7f10 r-xp 0 08:01 1 /venv/lib/python3.11/site-packages/tensorflow/"
        "libtensorflow_framework.so.2\n"
    )
    assert maps_mention_tensorflow(
        "... /site-packages/tensorflow/python/_pywrap_tensorflow_internal.so"
    )
    assert not maps_mention_tensorflow("... /usr/lib/libtorch_cuda.so\n... libcudart.so.12")


def test_python_interpreter_prefers_the_venv_path_from_the_command_line():
    cmd = ("/home/a/venv/bin/python3", "train.py")
    assert python_interpreter(cmd, "/usr/bin/python3.11") == "/home/a/venv/bin/python3"
    assert python_interpreter(("python", "x.py"), "/usr/bin/python3.11") == "/usr/bin/python3.11"
    assert python_interpreter(("/usr/lib/xorg/Xorg",), "/usr/lib/xorg/Xorg") is None


def test_inspect_our_own_process():
    inspector = ProcessInspector()
    info = inspector.inspect(os.getpid(), now=0.0)
    me = psutil.Process()
    assert info.visible and info.user == me.username()
    assert info.cmdline and info.rss_bytes and info.rss_bytes > 0
    assert info.cpu_percent is None  # psutil's first CPU reading means nothing
    assert inspector.inspect(os.getpid(), now=1.0).cpu_percent is not None
    assert info.python == python_interpreter(info.cmdline, info.exe)
    # Other tests in this session may load TensorFlow into the test process.
    assert info.tensorflow is ("tensorflow" in sys.modules)


def test_a_python_process_without_tensorflow_is_not_marked():
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; print('ready', flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        info = ProcessInspector().inspect(child.pid, now=0.0)
        assert info.visible and info.tensorflow is False
    finally:
        child.communicate("", timeout=30)


def test_a_pid_from_another_namespace_is_not_visible():
    info = ProcessInspector().inspect(4_000_000, now=0.0)
    assert info.pid == 4_000_000 and not info.visible and info.user is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/<pid>/maps")
def test_tensorflow_library_in_a_real_process_is_detected():
    child = subprocess.Popen(
        [sys.executable, "-c", MAPS_TF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        info = ProcessInspector().inspect(child.pid, now=0.0)
        assert info.visible and info.tensorflow is True
        assert info.python == sys.executable
    finally:
        child.communicate("\n", timeout=30)


def test_a_process_that_loads_tensorflow_later_is_seen_after_a_recheck(monkeypatch):
    import tfgpu_gui.telemetry.processes as processes

    loaded = {"tf": False}
    monkeypatch.setattr(processes, "_tensorflow_loaded", lambda proc: loaded["tf"])
    inspector = ProcessInspector()
    assert inspector.inspect(os.getpid(), now=0.0).tensorflow is False
    loaded["tf"] = True
    assert inspector.inspect(os.getpid(), now=1.0).tensorflow is False  # cached
    assert inspector.inspect(os.getpid(), now=TF_RECHECK_SECONDS + 1).tensorflow is True


def test_a_process_that_exits_is_forgotten():
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
    inspector = ProcessInspector()
    assert inspector.inspect(child.pid, now=0.0).visible
    child.communicate(b"", timeout=30)
    assert not inspector.inspect(child.pid, now=1.0).visible
    inspector.forget_except(set())
    assert inspector._tracked == {}
