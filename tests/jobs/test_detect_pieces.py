"""The detection job's pieces, imported in this process: what it reads and how it reports it.

The script (``tfgpu_gui/jobs/scripts/detect.py``) runs in the user's interpreter in the other
tests; here its functions run on a stand-in TensorFlow, a made-up ``sys.path`` and a loader
that fails or succeeds as told, so each fact it reports is checked exactly.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import platform
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

detect = importlib.import_module("tfgpu_gui.jobs.scripts.detect")


def lines(capsys: pytest.CaptureFixture[str]) -> list[dict]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_short_errors_are_cut_at_600_characters():
    assert detect.short_error(ValueError("bad")) == "ValueError: bad"
    assert detect.short_error(OSError()) == "OSError:"
    long = detect.short_error(RuntimeError("x" * 700))
    assert len(long) == 600 and long.endswith("x...") and long.startswith("RuntimeError: xx")
    exact = "y" * (600 - len("KeyError: ''"))
    assert detect.short_error(KeyError(exact)) == f"KeyError: '{exact}'"


def test_installed_distributions_from_the_metadata_folders(tmp_path, monkeypatch):
    site = tmp_path / "site-packages"
    site.mkdir()
    for name in (
        "tensorflow-2.16.1.dist-info",
        "Keras-3.3.3.dist-info",
        "nvidia_cudnn_cu12-9.1.0.70.dist-info",
        "tf_keras-2.16.0.egg-info",
        "numpy-1.26.4.dist-info",  # not one of ours
        "torch.dist-info",  # no version
        "jax-0.4.30.txt",
    ):
        (site / name).mkdir()
    other = tmp_path / "other"
    other.mkdir()
    (other / "tensorflow-2.0.0.dist-info").mkdir()  # shadowed by the first on the path
    (other / "jax-0.4.30.dist-info").mkdir()
    listdir = detect.os.listdir

    def in_order(folder):
        # Whatever is no distribution of ours comes first: the rest is still read.
        names = listdir(folder)
        return sorted(names, key=lambda n: not n.startswith(("numpy", "torch", "jax-0.4.30.txt")))

    monkeypatch.setattr(detect.os, "listdir", in_order)
    monkeypatch.setattr(detect.sys, "path", [str(tmp_path / "missing"), str(site), str(other)])
    assert detect.installed_distributions() == {
        "tensorflow": {"version": "2.16.1", "location": str(site)},
        "keras": {"version": "3.3.3", "location": str(site)},
        "nvidia-cudnn-cu12": {"version": "9.1.0.70", "location": str(site)},
        "tf-keras": {"version": "2.16.0", "location": str(site)},
        "jax": {"version": "0.4.30", "location": str(other)},
    }
    monkeypatch.chdir(site)
    monkeypatch.setattr(detect.sys, "path", [""])
    assert detect.installed_distributions()["tensorflow"] == {"version": "2.16.1", "location": "."}


def test_environment_reads_only_the_variables_that_matter(monkeypatch):
    for name in detect.ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1")
    monkeypatch.setenv("XLA_FLAGS", "--xla_gpu_cuda_data_dir=/usr/local/cuda")
    monkeypatch.setenv("HOME", "/root")
    assert detect.environment() == {
        "CUDA_VISIBLE_DEVICES": "1",
        "XLA_FLAGS": "--xla_gpu_cuda_data_dir=/usr/local/cuda",
    }


def test_python_facts(monkeypatch):
    facts = detect.python_facts()
    assert facts["executable"] == sys.executable
    assert facts["prefix"] == sys.prefix and facts["base_prefix"] == sys.base_prefix
    assert facts["platform"] == sys.platform
    assert facts["conda"] is False
    assert set(facts) == {
        "executable",
        "version",
        "implementation",
        "prefix",
        "base_prefix",
        "conda",
        "platform",
        "machine",
    }


def test_library_candidates_follow_the_build():
    assert detect._candidates("libcuda.so", {"cuda_version": "12.5"}) == ["libcuda.so.1"]
    assert detect._candidates("libcudnn.so", {"cudnn_version": "9.1"}) == ["libcudnn.so.9"]
    assert detect._candidates("libcudnn.so", {}) == ["libcudnn.so.9", "libcudnn.so.8"]
    assert detect._candidates("libcublas.so", {"cuda_version": "12.5.1"}) == ["libcublas.so.12"]
    assert detect._candidates("libcudart.so", {"cuda_version": None}) == [
        "libcudart.so.12",
        "libcudart.so.11.0",
        "libcudart.so.11",
        "libcudart.so.13",
    ]


def test_a_loaded_library_is_found_by_its_file_name():
    paths = {"/b/libcudart.so.12", "/a/libcudart.so.12.4", "/x/libcudnn.so.9", "/y/notlibcuda.so"}
    assert detect._find_loaded("libcudart.so", paths) == "/a/libcudart.so.12.4"
    assert detect._find_loaded("libcuda.so", paths) is None


def test_library_facts(tmp_path, monkeypatch):
    site = tmp_path / "site-packages"
    (site / "nvidia" / "cublas" / "lib").mkdir(parents=True)
    (site / "nvidia" / "cublas" / "lib" / "libcublas.so.12").write_bytes(b"")
    monkeypatch.setattr(detect.sys, "path", [str(tmp_path / "lib"), str(site)])
    monkeypatch.setattr(detect.sys, "platform", "linux")
    loaded = {"/usr/lib/libcudnn.so.9.1.0"}
    monkeypatch.setattr(detect, "_loaded_paths", lambda: set(loaded))
    tried: list[str] = []

    def cdll(soname):
        tried.append(soname)
        if soname == "libcuda.so.1":
            loaded.add("/usr/lib/x86_64-linux-gnu/libcuda.so.550.54")
            return object()
        raise OSError(f"{soname}: cannot open shared object file")

    monkeypatch.setattr(detect.ctypes, "CDLL", cdll)
    assert detect.library_facts({"cuda_version": "12.4"}) == {
        "checked": True,
        "libcuda": {
            "found": True,
            "path": "/usr/lib/x86_64-linux-gnu/libcuda.so.550.54",
            "how": "system loader",
            "soname": "libcuda.so.1",
        },
        "libcudart": {"found": False, "error": "libcudart.so.12: cannot open shared object file"},
        "libcudnn": {
            "found": True,
            "path": "/usr/lib/libcudnn.so.9.1.0",
            "how": "already loaded by TensorFlow",
        },
        "libcublas": {
            "found": True,
            "path": str(site / "nvidia" / "cublas" / "lib" / "libcublas.so.12"),
            "how": "nvidia wheel",
        },
    }
    assert tried == ["libcuda.so.1", "libcudart.so.12", "libcublas.so.12"]
    monkeypatch.setattr(detect.sys, "platform", "win32")
    assert detect.library_facts({}) == {"checked": False, "reason": "not checked on win32"}


def test_a_library_the_loader_finds_but_maps_under_another_name(monkeypatch):
    monkeypatch.setattr(detect.sys, "platform", "linux")
    monkeypatch.setattr(detect, "_loaded_paths", set)
    monkeypatch.setattr(detect.ctypes, "CDLL", lambda soname: object())
    facts = detect.library_facts({"cuda_version": "12.4", "cudnn_version": "9"})
    assert facts["libcudart"] == {
        "found": True,
        "path": "libcudart.so.12",
        "how": "system loader",
        "soname": "libcudart.so.12",
    }


def test_loaded_paths_are_the_shared_objects_of_this_process():
    paths = detect._loaded_paths()
    assert paths and all(".so" in p and p.startswith("/") for p in paths)
    assert any("libc" in p for p in paths)


class Gpu:
    def __init__(self, name: str) -> None:
        self.name = name


class FakeTensorFlow:
    def __init__(self, gpus=2, fail=()):
        self.__version__ = "2.99.0"
        self.__file__ = "/site/tensorflow/__init__.py"
        self.fail = set(fail)
        self.grown: list[str] = []
        gpu_list = [Gpu(f"/physical_device:GPU:{i}") for i in range(gpus)]

        def may_fail(what, value):
            def call(*args):
                if what in self.fail:
                    raise RuntimeError(f"{what} failed")
                return value(*args) if callable(value) else value

            return call

        self.sysconfig = SimpleNamespace(
            get_build_info=may_fail("build", {"cuda_version": "12.5", "cudnn_version": "9"})
        )
        self.test = SimpleNamespace(is_built_with_cuda=may_fail("cuda", 1))
        self.config = SimpleNamespace(
            list_physical_devices=may_fail("list", lambda kind: gpu_list if kind == "GPU" else []),
            experimental=SimpleNamespace(
                get_device_details=may_fail(
                    "details",
                    lambda g: {"device_name": f"H100 {g.name[-1]}", "compute_capability": (9, 0)},
                ),
                set_memory_growth=may_fail("growth", lambda g, on: self.grown.append((g.name, on))),
                get_memory_info=may_fail("meminfo", self._memory_info),
            ),
        )
        self.random = SimpleNamespace(uniform=lambda shape: ("uniform", shape))
        self.summed: list = []
        self.distribute = SimpleNamespace(
            MirroredStrategy=may_fail("strategy", lambda: SimpleNamespace(num_replicas_in_sync=2.0))
        )

    def _memory_info(self, device):
        assert device == "GPU:0"
        return {"current": 1.0, "peak": 2048.7}

    def matmul(self, a, b):
        assert a == b == ("uniform", (256, 256))
        return SimpleNamespace(device="/job:localhost/replica:0/task:0/device:GPU:0")

    def reduce_sum(self, b):
        self.summed.append(b.device)
        return 1.5


class Device:
    def __init__(self, tf):
        self.tf = tf

    def __enter__(self):
        return None

    def __exit__(self, *a):
        return False


@pytest.fixture
def fake_tf(monkeypatch):
    def install(tf):
        tf.device = lambda name, tf=tf: _device(tf, name)
        monkeypatch.setitem(sys.modules, "tensorflow", tf)
        return tf

    return install


def _device(tf, name):
    if "matmul" in tf.fail:
        raise RuntimeError("no such device")
    tf.placed = name
    return Device(tf)


def test_tensorflow_facts_of_a_working_gpu_install(fake_tf, capsys):
    tf = fake_tf(FakeTensorFlow(gpus=2))
    out = detect.tensorflow_facts()
    assert out.pop("import_s") >= 0
    assert out == {
        "imported": True,
        "version": "2.99.0",
        "location": "/site/tensorflow",
        "build_info": {"cuda_version": "12.5", "cudnn_version": "9"},
        "built_with_cuda": True,
        "gpus": ["/physical_device:GPU:0", "/physical_device:GPU:1"],
        "device_details": [
            {"name": "H100 0", "compute_capability": [9, 0]},
            {"name": "H100 1", "compute_capability": [9, 0]},
        ],
        "memory_growth": {"ok": True},
        "matmul": {
            "ok": True,
            "requested": "/GPU:0",
            "device": "/job:localhost/replica:0/task:0/device:GPU:0",
        },
        "memory_info": {"current": 1, "peak": 2048},
        "replicas": 2,
    }
    assert tf.grown == [("/physical_device:GPU:0", True), ("/physical_device:GPU:1", True)]
    assert tf.summed == ["/job:localhost/replica:0/task:0/device:GPU:0"]
    assert tf.placed == "/GPU:0"
    sent = lines(capsys)
    assert [(s["type"], s.get("step") or s.get("key")) for s in sent] == [
        ("progress", "import"),
        ("data", "tf_version"),
        ("progress", "build"),
        ("data", "build_info"),
        ("progress", "devices"),
        ("data", "gpus"),
        ("progress", "matmul"),
        ("progress", "strategy"),
    ]
    assert [(s["fraction"], s["message"]) for s in sent if s["type"] == "progress"] == [
        (0.1, "Importing TensorFlow"),
        (0.6, "Reading the build information"),
        (0.7, "Listing GPUs (initialises CUDA)"),
        (0.8, "Running a small matmul on /GPU:0"),
        (0.9, "Creating a MirroredStrategy"),
    ]
    assert sent[1]["value"] == "2.99.0"
    assert sent[3]["value"] == {"cuda_version": "12.5", "cudnn_version": "9"}
    assert sent[5]["value"] == {
        "gpus": ["/physical_device:GPU:0", "/physical_device:GPU:1"],
        "details": out["device_details"],
    }


def test_tensorflow_facts_when_each_step_fails(fake_tf, capsys):
    fail = {"build", "cuda", "details", "growth", "matmul", "meminfo", "strategy"}
    fake_tf(FakeTensorFlow(gpus=1, fail=fail))
    out = detect.tensorflow_facts()
    assert out["build_info_error"] == "RuntimeError: build failed"
    assert "build_info" not in out and "built_with_cuda" not in out
    assert out["built_with_cuda_error"] == "RuntimeError: cuda failed"
    assert out["device_details"] == [{"error": "RuntimeError: details failed"}]
    assert out["memory_growth"] == {"ok": False, "error": "RuntimeError: growth failed"}
    assert out["matmul"] == {
        "ok": False,
        "requested": "/GPU:0",
        "error": "RuntimeError: no such device",
    }
    assert out["memory_info"] == {"error": "RuntimeError: meminfo failed"}
    assert out["replicas_error"] == "RuntimeError: strategy failed"
    assert "replicas" not in out
    assert [s["value"] for s in lines(capsys) if s.get("key") == "build_info"] == [None]


def test_tensorflow_facts_without_gpus(fake_tf):
    fake_tf(FakeTensorFlow(gpus=0, fail={"list"}))
    out = detect.tensorflow_facts()
    assert out["gpus"] == [] and out["gpus_error"] == "RuntimeError: list failed"
    assert out["device_details"] == []
    assert out["memory_growth"] == {"ok": None}
    assert "memory_info" not in out


def test_tensorflow_that_is_missing_or_broken(monkeypatch):
    monkeypatch.setitem(sys.modules, "tensorflow", None)
    out = detect.tensorflow_facts()
    assert out["imported"] is False
    assert out["import_error"].startswith("ModuleNotFoundError: import of tensorflow halted")
    # A blocked import is not "No module named 'tensorflow'": not reported as missing.
    assert out["missing"] is False

    class Finder:
        def __init__(self, exc):
            self.exc = exc

        def find_spec(self, name, path=None, target=None):
            if name == "tensorflow":
                raise self.exc
            return None

    monkeypatch.delitem(sys.modules, "tensorflow")
    monkeypatch.setattr(
        sys, "meta_path", [Finder(ImportError("No module named 'tensorflow'")), *sys.meta_path]
    )
    out = detect.tensorflow_facts()
    assert out == {
        "imported": False,
        "import_error": "ImportError: No module named 'tensorflow'",
        "missing": True,
    }
    dependency = ModuleNotFoundError("No module named 'tensorflow'", name="absl")
    sys.meta_path[0] = Finder(dependency)
    assert detect.tensorflow_facts()["missing"] is False
    sys.meta_path[0] = Finder(ImportError("libcudart.so.12: cannot open", name="tensorflow"))
    assert detect.tensorflow_facts()["missing"] is False
    sys.meta_path[0] = Finder(RuntimeError("protobuf mismatch"))
    out = detect.tensorflow_facts()
    assert out["imported"] is False
    assert out["import_error"] == "RuntimeError: protobuf mismatch"
    assert "RuntimeError: protobuf mismatch" in out["import_traceback"]
    assert "missing" not in out


def test_main_without_tensorflow(monkeypatch, capsys):
    monkeypatch.setattr(detect, "library_facts", lambda build: {"checked": True, "build": build})
    monkeypatch.setattr(detect, "installed_distributions", lambda: {"keras": {"version": "3"}})
    assert detect.main(["--no-tf"]) == 0
    sent = lines(capsys)
    assert sent[0]["type"] == "hello" and sent[0]["protocol"] == 1
    assert sent[0]["python"] == sys.executable and sent[0]["pid"] > 0
    assert sent[-1]["type"] == "result"
    result = sent[-1]["value"]
    assert result["env"] == detect.environment()
    assert "tensorflow" not in result
    assert result["packages"] == {"keras": {"version": "3"}}
    assert result["libraries"] == {"checked": True, "build": {}}
    assert result["python"]["executable"] == sys.executable
    assert [(s["step"], s["message"], s["fraction"]) for s in sent if s["type"] == "progress"] == [
        ("python", "Reading the interpreter and its packages", 0.02),
        ("libraries", "Checking which CUDA libraries load", 0.95),
        ("done", "Done", 1.0),
    ]
    assert sent[0]["version"] == platform.python_version()
    assert [s["value"] for s in sent if s.get("key") == "python"] == [result["python"]]
    assert [s["value"] for s in sent if s.get("key") == "packages"] == [result["packages"]]
    assert [s["value"] for s in sent if s.get("key") == "libraries"] == [result["libraries"]]
    assert [s["key"] for s in sent if s["type"] == "data"] == ["python", "packages", "libraries"]


def test_main_passes_the_build_to_the_library_probe(monkeypatch, capsys):
    monkeypatch.setattr(detect, "library_facts", lambda build: {"build": build})
    monkeypatch.setattr(detect, "tensorflow_facts", lambda: {"build_info": {"cuda_version": "12"}})
    assert detect.main([]) == 0
    result = lines(capsys)[-1]["value"]
    assert result["libraries"] == {"build": {"cuda_version": "12"}}
    assert result["tensorflow"] == {"build_info": {"cuda_version": "12"}}


def test_main_reports_failures(monkeypatch, capsys):
    def broken(build):
        raise ValueError("bad build")

    monkeypatch.setattr(detect, "library_facts", broken)
    assert detect.main(["--no-tf"]) == 1
    error = lines(capsys)[-1]
    assert error["type"] == "error" and error["message"] == "ValueError: bad build"
    assert "ValueError: bad build" in error["traceback"]

    def interrupted(build):
        raise KeyboardInterrupt

    monkeypatch.setattr(detect, "library_facts", interrupted)
    assert detect.main(["--no-tf"]) == 130
    assert lines(capsys)[-1] == {"type": "error", "message": "Cancelled."}


def test_loaded_paths_without_proc(monkeypatch):
    def no_file(*args, **kwargs):
        raise OSError("no /proc")

    monkeypatch.setattr(detect, "open", no_file, raising=False)
    assert detect._loaded_paths() == set()


def test_loaded_paths_read_the_maps_file(monkeypatch):
    maps = [
        "7f00-7f01 r-xp 00000000 08:01 1 /usr/lib/libcudart.so.12.4\n",
        "7f01-7f02 r--p 00000000 08:01 2 /usr/lib/locale/C.utf8/LC_CTYPE\n",
        "7f02-7f03 rw-p 00000000 00:00 0 [heap]\n",
        "7f03-7f04 r-xp 00000000 08:01 3 /lib/libc.so.6\n",
    ]
    opened = []

    def fake_open(path, encoding=None, errors=None):
        opened.append((path, encoding, errors))
        return contextlib.nullcontext(iter(maps))

    monkeypatch.setattr(detect, "open", fake_open, raising=False)
    assert detect._loaded_paths() == {"/usr/lib/libcudart.so.12.4", "/lib/libc.so.6"}
    assert opened == [("/proc/self/maps", "utf-8", "replace")]


def test_emit_writes_what_json_cannot_as_text(capsys):
    detect.emit("data", key="path", value=Path("/x"))
    assert json.loads(capsys.readouterr().out) == {"type": "data", "key": "path", "value": "/x"}


def test_an_error_of_601_characters_is_cut():
    text = detect.short_error(ValueError("z" * (601 - len("ValueError: "))))
    assert len(text) == 600 and text.endswith("z...")


def test_python_facts_of_a_conda_environment(tmp_path, monkeypatch):
    (tmp_path / "conda-meta").mkdir()
    monkeypatch.setattr(detect.sys, "prefix", str(tmp_path))
    monkeypatch.delattr(detect.sys, "base_prefix")
    facts = detect.python_facts()
    assert facts["conda"] is True
    assert facts["base_prefix"] == str(tmp_path)


def test_the_import_time_and_a_tensorflow_without_version_or_file(monkeypatch):
    tf = FakeTensorFlow(gpus=1)
    tf.device = lambda name: Device(tf)
    del tf.__version__, tf.__file__
    monkeypatch.setitem(sys.modules, "tensorflow", tf)
    times = iter([10.0, 12.3456789])
    monkeypatch.setattr(detect, "time", SimpleNamespace(monotonic=lambda: next(times)))
    out = detect.tensorflow_facts()
    # 12.3456789 - 10 s, to the millisecond.
    assert out["import_s"] == 2.346
    assert (out["version"], out["location"]) == ("?", "")


def test_a_gpu_without_a_compute_capability(fake_tf):
    tf = fake_tf(FakeTensorFlow(gpus=1))
    tf.config.experimental.get_device_details = lambda g: {"device_name": "GPU"}
    assert detect.tensorflow_facts()["device_details"] == [
        {"name": "GPU", "compute_capability": None}
    ]


def test_tensorflow_that_is_missing_by_name(monkeypatch):
    class Finder:
        def find_spec(self, name, path=None, target=None):
            if name == "tensorflow":
                raise ModuleNotFoundError("No module named 'tensorflow'", name="tensorflow")
            return None

    monkeypatch.delitem(sys.modules, "tensorflow", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Finder(), *sys.meta_path])
    assert detect.tensorflow_facts()["missing"] is True


def test_a_long_import_traceback_keeps_its_last_3000_characters(monkeypatch):
    class Finder:
        def find_spec(self, name, path=None, target=None):
            if name == "tensorflow":
                raise RuntimeError("w" * 5000)
            return None

    monkeypatch.delitem(sys.modules, "tensorflow", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Finder(), *sys.meta_path])
    out = detect.tensorflow_facts()
    assert len(out["import_traceback"]) == 3000
    assert out["import_traceback"].endswith("w" * 100 + "\n")


def test_a_wheel_in_dist_packages_and_a_wheel_folder_without_the_library(tmp_path, monkeypatch):
    dist = tmp_path / "dist-packages"
    (dist / "nvidia" / "cudnn" / "lib").mkdir(parents=True)
    (dist / "nvidia" / "cudnn" / "lib" / "libcudnn.so.9").write_bytes(b"")
    # CUDA 12's runtime is asked for; the wheel folder holds only CUDA 11's.
    (dist / "nvidia" / "cuda_runtime" / "lib").mkdir(parents=True)
    (dist / "nvidia" / "cuda_runtime" / "lib" / "libcudart.so.11.0").write_bytes(b"")
    monkeypatch.setattr(detect.sys, "path", [str(dist)])
    monkeypatch.setattr(detect.sys, "platform", "linux")
    monkeypatch.setattr(detect, "_loaded_paths", set)

    def cdll(soname):
        raise OSError(f"{soname}: not found")

    monkeypatch.setattr(detect.ctypes, "CDLL", cdll)
    facts = detect.library_facts({"cuda_version": "12.4", "cudnn_version": "9"})
    assert facts["libcudnn"] == {
        "found": True,
        "path": str(dist / "nvidia" / "cudnn" / "lib" / "libcudnn.so.9"),
        "how": "nvidia wheel",
    }
    assert facts["libcudart"] == {"found": False, "error": "libcudart.so.12: not found"}
