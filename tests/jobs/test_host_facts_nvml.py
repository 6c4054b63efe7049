"""The host-facts job script reads NVML through ctypes: checked against a stand-in library.

The stand-in has the C functions' shapes as ctypes calls them: pointers (``byref``) to fill,
string buffers with their length, a return code. A GPU is a dict of what its functions give;
a function a GPU or the library lacks is left out, as in an old driver. The figures expected
are the stand-in's values in the units the app uses (bytes, percent, ``"12.4"``).
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from types import SimpleNamespace
from typing import Any

import pytest

from tfgpu_gui.jobs.scripts import host_facts as hf

GIB = 1024**3
SUCCESS, NOT_SUPPORTED, NO_PERMISSION, GPU_IS_LOST, VERSION_MISMATCH = 0, 3, 4, 15, 25
HANDLE_BASE = 1000  # handles are pointers: never 0


def a_gpu(**overrides: Any) -> dict[str, Any]:
    gpu: dict[str, Any] = {
        "handle": SUCCESS,
        "name": "NVIDIA GeForce RTX 4090",
        "cc": (8, 9),
        "memory_v2": (24 * GIB, 3 * GIB),
        "memory": (24 * GIB, 2 * GIB),
        "util": 37,
        "processes_v3": [(4_900_042, 512 * 1024**2)],
    }
    gpu.update(overrides)
    return gpu


class FakeLib:
    """libnvidia-ml.so.1 as ctypes sees it; only the functions given exist."""

    def __init__(
        self,
        gpus: list[dict[str, Any]],
        init: int = SUCCESS,
        count: int = SUCCESS,
        cuda: int | None = 12040,
        cuda_v1: int | None = None,
        driver: bytes = b"550.54.15",
        missing: tuple[str, ...] = (),
        errors: dict[int, bytes] | None = None,
    ) -> None:
        self.gpus = gpus
        self.calls: list[str] = []
        fns = {
            "nvmlInit_v2": lambda: init,
            "nvmlInit": lambda: init,
            "nvmlShutdown": lambda: SUCCESS,
            "nvmlSystemGetDriverVersion": self._text(lambda: driver),
            "nvmlSystemGetCudaDriverVersion_v2": self._cuda(cuda),
            "nvmlSystemGetCudaDriverVersion": self._cuda(cuda_v1),
            "nvmlDeviceGetCount_v2": self._count(count, every=True),
            "nvmlDeviceGetCount": self._count(count, every=False),
            "nvmlDeviceGetHandleByIndex_v2": self._handle_v2,
            "nvmlDeviceGetHandleByIndex": self._handle_v1,
            "nvmlDeviceGetName": self._name,
            "nvmlDeviceGetCudaComputeCapability": self._cc,
            "nvmlDeviceGetMemoryInfo_v2": self._memory_v2,
            "nvmlDeviceGetMemoryInfo": self._memory,
            "nvmlDeviceGetUtilizationRates": self._util,
            "nvmlDeviceGetComputeRunningProcesses_v3": self._processes("processes_v3"),
            "nvmlDeviceGetComputeRunningProcesses_v2": self._processes("processes_v2"),
            "nvmlDeviceGetComputeRunningProcesses": self._processes("processes_v1"),
            "nvmlErrorString": self._error_string(errors or {}),
        }
        self.fns = {name: fn for name, fn in fns.items() if name not in missing}

    def __getattr__(self, name: str) -> Any:
        try:
            fn = self.fns[name]
        except KeyError:
            raise AttributeError(name) from None
        if name == "nvmlErrorString":
            return fn  # the C function itself: its caller sets its restype

        def logged(*args: Any) -> Any:
            self.calls.append(name)
            return fn(*args)

        logged.__name__ = name
        return logged

    def gpu(self, handle: ctypes.c_void_p) -> dict[str, Any]:
        assert isinstance(handle, ctypes.c_void_p) and handle.value is not None
        return self.gpus[handle.value - HANDLE_BASE]

    @staticmethod
    def _text(value: Any) -> Any:
        def fn(buf: Any, length: ctypes.c_uint) -> int:
            assert length.value == len(buf) == 256
            buf.value = value()
            return SUCCESS

        return fn

    @staticmethod
    def _cuda(version: int | None) -> Any:
        def fn(ref: Any) -> int:
            if version is None:
                return NOT_SUPPORTED
            ref._obj.value = version
            return SUCCESS

        return fn

    # NVML's _v2 calls count every GPU, and refuse a handle to one this user may not use
    # (NO_PERMISSION); the original calls leave such GPUs out altogether.

    def _permitted(self) -> list[int]:
        return [i for i, gpu in enumerate(self.gpus) if gpu.get("permitted", True)]

    def _count(self, code: int, every: bool) -> Any:
        def fn(ref: Any) -> int:
            ref._obj.value = len(self.gpus) if every else len(self._permitted())
            return code

        return fn

    def _handle_v2(self, index: ctypes.c_uint, ref: Any) -> int:
        gpu = self.gpus[index.value]
        if not gpu.get("permitted", True):
            return NO_PERMISSION
        if gpu["handle"] == SUCCESS:
            ref._obj.value = HANDLE_BASE + index.value
        return int(gpu["handle"])

    def _handle_v1(self, index: ctypes.c_uint, ref: Any) -> int:
        real = self._permitted()[index.value]
        code = int(self.gpus[real]["handle"])
        if code == SUCCESS:
            ref._obj.value = HANDLE_BASE + real
        return code

    def _name(self, handle: ctypes.c_void_p, buf: Any, length: ctypes.c_uint) -> int:
        name = self.gpu(handle)["name"]
        if name is None:
            return NOT_SUPPORTED
        assert length.value == len(buf)
        buf.value = name if isinstance(name, bytes) else name.encode()
        return SUCCESS

    def _cc(self, handle: ctypes.c_void_p, major: Any, minor: Any) -> int:
        cc = self.gpu(handle)["cc"]
        if cc is None:
            return NOT_SUPPORTED
        major._obj.value, minor._obj.value = cc
        return SUCCESS

    def _memory_v2(self, handle: ctypes.c_void_p, ref: Any) -> int:
        memory = self.gpu(handle)["memory_v2"]
        # NVML checks the version word: the structure's size and version 2 in the top byte.
        if ref._obj.version != ctypes.sizeof(hf._MemoryV2) | (2 << 24):
            return VERSION_MISMATCH
        if memory is None:
            return NOT_SUPPORTED
        ref._obj.total, ref._obj.used = memory
        ref._obj.free = memory[0] - memory[1]
        return SUCCESS

    def _memory(self, handle: ctypes.c_void_p, ref: Any) -> int:
        memory = self.gpu(handle)["memory"]
        if memory is None:
            return NOT_SUPPORTED
        ref._obj.total, ref._obj.used = memory
        ref._obj.free = memory[0] - memory[1]
        return SUCCESS

    def _util(self, handle: ctypes.c_void_p, ref: Any) -> int:
        util = self.gpu(handle)["util"]
        if util is None:
            return NOT_SUPPORTED
        ref._obj.gpu, ref._obj.memory = util, 5
        return SUCCESS

    def _processes(self, key: str) -> Any:
        def fn(handle: ctypes.c_void_p, count: Any, infos: Any) -> int:
            rows = self.gpu(handle).get(key)
            if rows is None:
                return NOT_SUPPORTED
            if isinstance(rows, int):
                return rows  # an error code
            assert count._obj.value == len(infos) == hf.MAX_PROCESSES
            for info, (pid, used) in zip(infos, rows, strict=False):
                info.pid, info.usedGpuMemory = pid, used
            count._obj.value = len(rows)
            return SUCCESS

        return fn

    @staticmethod
    def _error_string(errors: dict[int, bytes]) -> Any:
        """A real C function pointer, as ctypes gives: what it returns depends on the
        ``restype`` its caller sets (``char *`` -> bytes; by default an int address)."""
        buffers = {code: ctypes.create_string_buffer(text) for code, text in errors.items()}

        def error_string(code: int) -> int | None:
            found = buffers.get(code)
            return None if found is None else ctypes.addressof(found)

        fn = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int)(error_string)
        fn.buffers = buffers  # type: ignore[attr-defined]  # kept alive with the function
        return fn


def read_with(lib: FakeLib, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """``nvml_facts()`` with ``lib`` as the driver's library."""

    def cdll(name: str) -> FakeLib:
        assert name == "libnvidia-ml.so.1"
        return lib

    monkeypatch.setattr(hf.ctypes, "CDLL", cdll)
    return hf.nvml_facts()


GPU_4090 = {
    "index": 0,
    "name": "NVIDIA GeForce RTX 4090",
    "compute_capability": [8, 9],
    "memory_total_bytes": 24 * GIB,
    "memory_used_bytes": 3 * GIB,
    "util_gpu_percent": 37.0,
    "lost": False,
    "processes": [{"pid": 4_900_042, "name": None, "gpu_memory_bytes": 512 * 1024**2}],
}


def test_a_full_reading_of_two_gpus(monkeypatch: pytest.MonkeyPatch) -> None:
    second = a_gpu(
        name="NVIDIA A100-SXM4-80GB",
        cc=(8, 0),
        memory_v2=(80 * GIB, 0),
        util=0,
        processes_v3=[],
    )
    lib = FakeLib([a_gpu(), second])
    facts = read_with(lib, monkeypatch)
    assert facts == {
        "backend": "nvml",
        "ok": True,
        "driver_version": "550.54.15",
        "cuda_driver_version": "12.4",
        "gpus": [
            GPU_4090,
            {
                "index": 1,
                "name": "NVIDIA A100-SXM4-80GB",
                "compute_capability": [8, 0],
                "memory_total_bytes": 80 * GIB,
                "memory_used_bytes": 0,
                "util_gpu_percent": 0.0,
                "lost": False,
                "processes": [],
            },
        ],
    }
    assert lib.calls[0] == "nvmlInit_v2" and lib.calls[-1] == "nvmlShutdown"
    assert lib.calls.count("nvmlShutdown") == 1


@pytest.mark.parametrize(
    ("cuda", "cuda_v1", "version"),
    [
        (12040, None, "12.4"),
        (11080, None, "11.8"),
        (13000, None, "13.0"),
        (None, 12020, "12.2"),
        (0, 0, None),
    ],
)
def test_the_cuda_version_of_the_driver(
    cuda: int | None, cuda_v1: int | None, version: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    facts = read_with(FakeLib([], cuda=cuda, cuda_v1=cuda_v1), monkeypatch)
    assert facts["ok"] is True and facts["gpus"] == []
    assert facts["cuda_driver_version"] == version


def test_a_cuda_version_only_the_old_call_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = FakeLib([], missing=("nvmlSystemGetCudaDriverVersion_v2",), cuda_v1=11020)
    assert read_with(lib, monkeypatch)["cuda_driver_version"] == "11.2"


def test_an_old_library_without_the_v2_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    old = (
        "nvmlInit_v2",
        "nvmlDeviceGetCount_v2",
        "nvmlDeviceGetHandleByIndex_v2",
        "nvmlDeviceGetMemoryInfo_v2",
        "nvmlDeviceGetComputeRunningProcesses_v3",
        "nvmlDeviceGetComputeRunningProcesses_v2",
    )
    gpu = a_gpu(processes_v1=[(4_900_077, 1000)])
    lib = FakeLib([gpu], missing=old)
    facts = read_with(lib, monkeypatch)
    assert facts["ok"] is True
    (got,) = facts["gpus"]
    # The original memory call (used 2 GiB in the stand-in, 3 GiB through _v2).
    assert (got["memory_total_bytes"], got["memory_used_bytes"]) == (24 * GIB, 2 * GIB)
    assert got["processes"] == [{"pid": 4_900_077, "name": None, "gpu_memory_bytes": 1000}]
    assert lib.calls[0] == "nvmlInit"


def test_processes_from_the_v2_call_and_memory_not_available(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    me = os.getpid()
    with open(f"/proc/{me}/comm", encoding="utf-8") as comm:
        my_name = comm.read().strip()
    rows = [(me, hf.NOT_AVAILABLE_ULL), (4_900_043, 0)]
    gpu = a_gpu(processes_v2=rows)
    lib = FakeLib([gpu], missing=("nvmlDeviceGetComputeRunningProcesses_v3",))
    (got,) = read_with(lib, monkeypatch)["gpus"]
    assert got["processes"] == [
        {"pid": me, "name": my_name, "gpu_memory_bytes": None},
        {"pid": 4_900_043, "name": None, "gpu_memory_bytes": 0},
    ]


def test_a_failing_process_call_lists_none_without_trying_older_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gpu = a_gpu(processes_v3=NOT_SUPPORTED + 100, processes_v1=[(1, 2)])
    (got,) = read_with(FakeLib([gpu]), monkeypatch)["gpus"]
    assert got["processes"] == []


def test_a_gpu_without_process_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = FakeLib(
        [a_gpu()],
        missing=(
            "nvmlDeviceGetComputeRunningProcesses_v3",
            "nvmlDeviceGetComputeRunningProcesses_v2",
            "nvmlDeviceGetComputeRunningProcesses",
        ),
    )
    assert read_with(lib, monkeypatch)["gpus"][0]["processes"] == []


def test_more_processes_than_the_buffer_holds_are_cut_to_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = [(10_000 + i, i) for i in range(hf.MAX_PROCESSES)]
    lib = FakeLib([a_gpu(processes_v3=rows)])
    # The driver says how many there are, more than fit.
    fill = lib.fns["nvmlDeviceGetComputeRunningProcesses_v3"]

    def overfull(handle: Any, count: Any, infos: Any) -> int:
        code = fill(handle, count, infos)
        count._obj.value = hf.MAX_PROCESSES + 40
        return code

    lib.fns["nvmlDeviceGetComputeRunningProcesses_v3"] = overfull
    (got,) = read_with(lib, monkeypatch)["gpus"]
    assert [p["pid"] for p in got["processes"]] == [10_000 + i for i in range(hf.MAX_PROCESSES)]


def test_what_a_gpu_cannot_tell_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    gpu = a_gpu(name=None, cc=None, memory_v2=None, memory=None, util=None, processes_v3=[])
    (got,) = read_with(FakeLib([gpu]), monkeypatch)["gpus"]
    assert got == {
        "index": 0,
        "name": None,
        "compute_capability": None,
        "memory_total_bytes": None,
        "memory_used_bytes": None,
        "util_gpu_percent": None,
        "lost": False,
        "processes": [],
    }


def test_a_lost_gpu_is_marked_and_the_next_one_still_read(monkeypatch: pytest.MonkeyPatch) -> None:
    lost = a_gpu(handle=GPU_IS_LOST)
    other = a_gpu(handle=NOT_SUPPORTED + 100)  # another failure: not lost, nothing read
    facts = read_with(FakeLib([lost, a_gpu(), other]), monkeypatch)
    assert facts["ok"] is True
    first, second, third = facts["gpus"]
    assert first == {
        "index": 0,
        "name": None,
        "compute_capability": None,
        "memory_total_bytes": None,
        "memory_used_bytes": None,
        "util_gpu_percent": None,
        "lost": True,
        "processes": [],
    }
    assert second == {**GPU_4090, "index": 1}
    assert third == {**first, "index": 2, "lost": False}


def test_no_more_than_64_gpus_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    gpus = [a_gpu(processes_v3=[]) for _ in range(hf.MAX_GPUS + 3)]
    facts = read_with(FakeLib(gpus), monkeypatch)
    assert [g["index"] for g in facts["gpus"]] == list(range(64))


@pytest.mark.parametrize(
    ("code", "kind"),
    [(4, "no-permission"), (9, "driver-not-loaded"), (12, "no-driver"), (18, "driver-mismatch")],
)
def test_init_errors_are_the_apps_reason_ids(
    code: int, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = FakeLib([a_gpu()], init=code, errors={code: b"NVML said no"})
    facts = read_with(lib, monkeypatch)
    assert facts == {
        "backend": "nvml",
        "ok": False,
        "error_kind": kind,
        "detail": "NVML said no",
        "gpus": [],
    }
    assert "nvmlShutdown" not in lib.calls  # nothing was started


def test_nvmls_words_that_are_not_utf_8_are_read_with_replacements(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lib = FakeLib([], init=9, errors={9: b"Driver \xff Not Loaded"})
    facts = read_with(lib, monkeypatch)
    assert (facts["error_kind"], facts["detail"]) == (
        "driver-not-loaded",
        "Driver \ufffd Not Loaded",
    )


def test_an_unknown_init_error_without_its_words(monkeypatch: pytest.MonkeyPatch) -> None:
    facts = read_with(FakeLib([], init=10), monkeypatch)
    assert (facts["error_kind"], facts["detail"]) == ("nvml-error", "NVML error 10")
    no_strings = FakeLib([], init=10, missing=("nvmlErrorString",))
    facts = read_with(no_strings, monkeypatch)
    assert (facts["error_kind"], facts["detail"]) == ("nvml-error", "NVML error 10")


def test_nvmls_unknown_error_at_start_is_its_own_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    """NVML_ERROR_UNKNOWN (999) at start: in a container, its GPUs' device files gone."""
    facts = read_with(FakeLib([], init=999, errors={999: b"Unknown Error"}), monkeypatch)
    assert (facts["error_kind"], facts["detail"]) == ("nvml-unknown", "Unknown Error")


def test_a_library_without_an_init(monkeypatch: pytest.MonkeyPatch) -> None:
    facts = read_with(FakeLib([], missing=("nvmlInit_v2", "nvmlInit")), monkeypatch)
    assert facts == {
        "backend": "nvml",
        "ok": False,
        "error_kind": "nvml-error",
        "detail": "no nvmlInit",
        "gpus": [],
    }


def test_a_failing_gpu_count_is_an_error_and_nvml_is_shut_down(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lib = FakeLib([a_gpu()], count=999, errors={999: b"Unknown Error"})
    facts = read_with(lib, monkeypatch)
    assert (facts["ok"], facts["error_kind"], facts["detail"]) == (
        False,
        "nvml-error",
        "Unknown Error",
    )
    assert facts["gpus"] == [] and lib.calls[-1] == "nvmlShutdown"
    missing = ("nvmlDeviceGetCount_v2", "nvmlDeviceGetCount")
    facts = read_with(FakeLib([a_gpu()], missing=missing), monkeypatch)
    assert facts["detail"] == "no nvmlDeviceGetCount"


def test_the_old_count_call_is_used_when_the_new_one_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lib = FakeLib([a_gpu(), a_gpu()], missing=("nvmlDeviceGetCount_v2",))
    assert len(read_with(lib, monkeypatch)["gpus"]) == 2
    assert "nvmlDeviceGetCount" in lib.calls


def test_nvml_is_shut_down_when_a_reading_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = FakeLib([a_gpu()])

    def broken(*_args: Any) -> int:
        raise OSError("access violation")

    lib.fns["nvmlDeviceGetName"] = broken
    with pytest.raises(OSError, match="access violation"):
        read_with(lib, monkeypatch)
    assert lib.calls[-1] == "nvmlShutdown"


def test_no_library_is_no_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    def cdll(name: str) -> Any:
        raise OSError(f"{name}: cannot open shared object file: No such file or directory" * 10)

    monkeypatch.setattr(hf.ctypes, "CDLL", cdll)
    facts = hf.nvml_facts()
    assert facts["ok"] is False and facts["error_kind"] == "no-driver" and facts["gpus"] == []
    assert len(facts["detail"]) == 300
    assert facts["detail"].startswith("libnvidia-ml.so.1: cannot open shared object file")


def test_another_system_than_linux_is_no_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hf.sys, "platform", "darwin")
    assert hf.nvml_facts() == {
        "backend": "nvml",
        "ok": False,
        "error_kind": "no-driver",
        "detail": "darwin",
        "gpus": [],
    }


def test_host_facts_gathers_the_four_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hf, "nvml_facts", lambda: {"backend": "nvml", "ok": True})
    system = SimpleNamespace(
        system_facts=lambda: {"os": "Linux"},
        driver_facts=lambda: {"module": "nvidia"},
        environment_facts=lambda: {"CUDA_VISIBLE_DEVICES": "0"},
    )
    assert hf.host_facts(system) == {
        "system": {"os": "Linux"},
        "driver": {"module": "nvidia"},
        "env": {"CUDA_VISIBLE_DEVICES": "0"},
        "nvml": {"backend": "nvml", "ok": True},
    }


class Detect:
    """Stands in for detect.py: records what main sends, and the environment it runs in."""

    def __init__(self) -> None:
        self.sent: list[tuple[Any, ...]] = []

    def progress(self, step: str, message: str, fraction: float) -> None:
        self.sent.append(("progress", step, message, fraction))

    def emit(self, type_: str, **fields: Any) -> None:
        self.sent.append((type_, fields))

    def short_error(self, exc: BaseException) -> str:
        return f"{type(exc).__name__}: {exc}"

    def main(self, argv: list[str]) -> int:
        self.sent.append(("main", argv, os.environ.get("TF_CPP_MIN_LOG_LEVEL")))
        return 5


def test_main_sends_the_facts_then_runs_the_detection(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TF_CPP_MIN_LOG_LEVEL", "3")
    monkeypatch.setattr(hf, "host_facts", lambda system: {"from": system})
    detect = Detect()
    assert hf.main("system-module", detect, ["--quick"]) == 5
    assert detect.sent == [
        ("progress", "host", "Reading the host's system and driver", 0.01),
        ("data", {"key": "host", "value": {"from": "system-module"}}),
        ("main", ["--quick"], "0"),
    ]


def test_main_reports_facts_it_cannot_read_and_still_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_system: Any) -> dict[str, Any]:
        raise PermissionError("/proc/driver/nvidia: permission denied")

    monkeypatch.setattr(hf, "host_facts", broken)
    detect = Detect()
    assert hf.main(None, detect, []) == 5
    assert detect.sent[1] == (
        "data",
        {
            "key": "host",
            "value": {"error": "PermissionError: /proc/driver/nvidia: permission denied"},
        },
    )
    assert detect.sent[2][0] == "main"


def test_a_process_name_that_is_not_utf_8_is_read_with_replacements(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A process names itself (PR_SET_NAME): any bytes, up to 15 of them.
    code = (
        "import ctypes, sys\n"
        "ctypes.CDLL(None).prctl(15, b'\\xff\\xfe-train', 0, 0, 0)\n"
        "print('named', flush=True)\n"
        "sys.stdin.read()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == b"named\n"
        gpu = a_gpu(processes_v3=[(child.pid, 1024)])
        (got,) = read_with(FakeLib([gpu]), monkeypatch)["gpus"]
        assert got["processes"] == [
            {"pid": child.pid, "name": "\ufffd\ufffd-train", "gpu_memory_bytes": 1024}
        ]
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)


def test_a_gpu_this_user_may_not_use_is_listed_with_nothing_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lib = FakeLib([a_gpu(permitted=False), a_gpu()])
    first, second = read_with(lib, monkeypatch)["gpus"]
    assert first == {
        "index": 0,
        "name": None,
        "compute_capability": None,
        "memory_total_bytes": None,
        "memory_used_bytes": None,
        "util_gpu_percent": None,
        "lost": False,
        "processes": [],
    }
    assert second == {**GPU_4090, "index": 1}
    # Without the _v2 calls such a GPU is not seen at all: the next one is GPU 0 then.
    old = FakeLib(
        [a_gpu(permitted=False), a_gpu()],
        missing=("nvmlDeviceGetCount_v2", "nvmlDeviceGetHandleByIndex_v2"),
    )
    assert read_with(old, monkeypatch)["gpus"] == [GPU_4090]


def test_a_gpu_name_that_is_not_utf_8_is_read_with_replacements(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lib = FakeLib([a_gpu(name=b"NVIDIA \xff\xfe GPU", processes_v3=[])])
    (got,) = read_with(lib, monkeypatch)["gpus"]
    assert got["name"] == "NVIDIA \ufffd\ufffd GPU"
