"""Host facts for a diagnosis of another machine: read there, sent back over the job protocol.

Standalone on purpose, like ``detect.py``: it runs in a Python of a host reached over SSH,
which has nothing of tfgpu_gui. The program sent to the host (built by
:mod:`tfgpu_gui.doctor.remote`) holds this file, ``detect.py`` and the stdlib-only
``tfgpu_gui/doctor/system_facts.py``, each as a module, and calls :func:`main` with the last
two. :func:`main` reads the facts the app reads in its own process for a local diagnosis
(system, kernel module, environment, NVML), sends them as one ``data`` message (key
``host``), then runs the detection job in this same process.

NVML is read here through ctypes and the driver's ``libnvidia-ml.so.1`` (no nvidia-ml-py on
the host); what it cannot read is ``None``, and an NVML that cannot start is an ``error_kind``
with the same ids as the app's own NVML backend (tfgpu_gui/telemetry/errors.py), turned into
the same sentences on the app's side.
"""

from __future__ import annotations

import ctypes
import os
import sys

#: NVML's return codes at initialisation -> the app's reason ids (tfgpu_gui.telemetry.errors).
INIT_ERRORS = {
    4: "no-permission",
    9: "driver-not-loaded",
    12: "no-driver",
    18: "driver-mismatch",
    999: "nvml-unknown",
}
NVML_SUCCESS = 0
NVML_GPU_IS_LOST = 15
MAX_GPUS = 64
MAX_PROCESSES = 256


class _Memory(ctypes.Structure):
    _fields_ = [
        ("total", ctypes.c_ulonglong),
        ("free", ctypes.c_ulonglong),
        ("used", ctypes.c_ulonglong),
    ]


class _MemoryV2(ctypes.Structure):
    _fields_ = [
        ("version", ctypes.c_uint),
        ("total", ctypes.c_ulonglong),
        ("reserved", ctypes.c_ulonglong),
        ("free", ctypes.c_ulonglong),
        ("used", ctypes.c_ulonglong),
    ]


class _Utilization(ctypes.Structure):
    _fields_ = [("gpu", ctypes.c_uint), ("memory", ctypes.c_uint)]


class _ProcessV2(ctypes.Structure):  # nvmlProcessInfo_t of the _v2 and _v3 calls
    _fields_ = [
        ("pid", ctypes.c_uint),
        ("usedGpuMemory", ctypes.c_ulonglong),
        ("gpuInstanceId", ctypes.c_uint),
        ("computeInstanceId", ctypes.c_uint),
    ]


class _ProcessV1(ctypes.Structure):
    _fields_ = [("pid", ctypes.c_uint), ("usedGpuMemory", ctypes.c_ulonglong)]


NOT_AVAILABLE_ULL = (1 << 64) - 1


class _Nvml:
    """The few NVML calls a diagnosis needs; each returns ``None`` when it has no value."""

    def __init__(self, lib):
        self.lib = lib

    def call(self, name, *args):
        fn = getattr(self.lib, name, None)
        if fn is None:
            return None
        return int(fn(*args))

    def text(self, name, *args):
        buf = ctypes.create_string_buffer(256)
        if self.call(name, *args, buf, ctypes.c_uint(len(buf))) != NVML_SUCCESS:
            return None
        return buf.value.decode("utf-8", "replace")

    def error_string(self, code):
        fn = getattr(self.lib, "nvmlErrorString", None)
        if fn is None:
            return f"NVML error {code}"
        fn.restype = ctypes.c_char_p
        raw = fn(ctypes.c_int(code))
        return raw.decode("utf-8", "replace") if raw else f"NVML error {code}"


def _process_name(pid):
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as f:
            return f.read(256).strip() or None
    except OSError:
        return None


def _processes(nvml, handle):
    for name, struct in (
        ("nvmlDeviceGetComputeRunningProcesses_v3", _ProcessV2),
        ("nvmlDeviceGetComputeRunningProcesses_v2", _ProcessV2),
        ("nvmlDeviceGetComputeRunningProcesses", _ProcessV1),
    ):
        count = ctypes.c_uint(MAX_PROCESSES)
        infos = (struct * MAX_PROCESSES)()
        ret = nvml.call(name, handle, ctypes.byref(count), infos)
        if ret is None:
            continue
        if ret != NVML_SUCCESS:
            return []
        out = []
        for info in infos[: min(count.value, MAX_PROCESSES)]:
            used = int(info.usedGpuMemory)
            out.append(
                {
                    "pid": int(info.pid),
                    "name": _process_name(int(info.pid)),
                    "gpu_memory_bytes": None if used == NOT_AVAILABLE_ULL else used,
                }
            )
        return out
    return []


def _gpu(nvml, index):
    handle = ctypes.c_void_p()
    ret = nvml.call("nvmlDeviceGetHandleByIndex_v2", ctypes.c_uint(index), ctypes.byref(handle))
    if ret is None:
        ret = nvml.call("nvmlDeviceGetHandleByIndex", ctypes.c_uint(index), ctypes.byref(handle))
    gpu = {
        "index": index,
        "name": None,
        "compute_capability": None,
        "memory_total_bytes": None,
        "memory_used_bytes": None,
        "util_gpu_percent": None,
        "lost": ret == NVML_GPU_IS_LOST,
        "processes": [],
    }
    if ret != NVML_SUCCESS:
        return gpu
    gpu["name"] = nvml.text("nvmlDeviceGetName", handle)
    major, minor = ctypes.c_int(), ctypes.c_int()
    if (
        nvml.call(
            "nvmlDeviceGetCudaComputeCapability", handle, ctypes.byref(major), ctypes.byref(minor)
        )
        == NVML_SUCCESS
    ):
        gpu["compute_capability"] = [major.value, minor.value]
    mem2 = _MemoryV2(version=ctypes.sizeof(_MemoryV2) | (2 << 24))
    if nvml.call("nvmlDeviceGetMemoryInfo_v2", handle, ctypes.byref(mem2)) == NVML_SUCCESS:
        gpu["memory_total_bytes"], gpu["memory_used_bytes"] = int(mem2.total), int(mem2.used)
    else:
        mem = _Memory()
        if nvml.call("nvmlDeviceGetMemoryInfo", handle, ctypes.byref(mem)) == NVML_SUCCESS:
            gpu["memory_total_bytes"], gpu["memory_used_bytes"] = int(mem.total), int(mem.used)
    util = _Utilization()
    if nvml.call("nvmlDeviceGetUtilizationRates", handle, ctypes.byref(util)) == NVML_SUCCESS:
        gpu["util_gpu_percent"] = float(util.gpu)
    gpu["processes"] = _processes(nvml, handle)
    return gpu


def nvml_facts():
    """One reading of the driver through NVML: as the app's ``nvml_facts``, less the sentence
    of an error (``detail`` holds NVML's own words; the app adds its sentence)."""
    facts = {"backend": "nvml"}
    if not sys.platform.startswith("linux"):
        facts.update(ok=False, error_kind="no-driver", detail=sys.platform, gpus=[])
        return facts
    try:
        lib = ctypes.CDLL("libnvidia-ml.so.1")
    except OSError as exc:
        facts.update(ok=False, error_kind="no-driver", detail=str(exc)[:300], gpus=[])
        return facts
    nvml = _Nvml(lib)
    ret = nvml.call("nvmlInit_v2")
    if ret is None:
        ret = nvml.call("nvmlInit")
    if ret != NVML_SUCCESS:
        kind = INIT_ERRORS.get(ret if ret is not None else -1, "nvml-error")
        detail = nvml.error_string(ret) if ret is not None else "no nvmlInit"
        facts.update(ok=False, error_kind=kind, detail=detail, gpus=[])
        return facts
    try:
        driver = nvml.text("nvmlSystemGetDriverVersion")
        cuda = ctypes.c_int()
        cuda_version = None
        got = nvml.call("nvmlSystemGetCudaDriverVersion_v2", ctypes.byref(cuda))
        if got != NVML_SUCCESS:
            got = nvml.call("nvmlSystemGetCudaDriverVersion", ctypes.byref(cuda))
        if got == NVML_SUCCESS and cuda.value > 0:
            cuda_version = f"{cuda.value // 1000}.{(cuda.value % 1000) // 10}"
        count = ctypes.c_uint()
        ret = nvml.call("nvmlDeviceGetCount_v2", ctypes.byref(count))
        if ret is None:
            ret = nvml.call("nvmlDeviceGetCount", ctypes.byref(count))
        if ret != NVML_SUCCESS:
            detail = nvml.error_string(ret) if ret is not None else "no nvmlDeviceGetCount"
            facts.update(ok=False, error_kind="nvml-error", detail=detail, gpus=[])
            return facts
        gpus = [_gpu(nvml, i) for i in range(min(count.value, MAX_GPUS))]
    finally:
        nvml.call("nvmlShutdown")
    facts.update(ok=True, driver_version=driver, cuda_driver_version=cuda_version, gpus=gpus)
    return facts


def host_facts(system_facts):
    """The host's facts, with ``system_facts`` the module tfgpu_gui/doctor/system_facts.py."""
    return {
        "system": system_facts.system_facts(),
        "driver": system_facts.driver_facts(),
        "env": system_facts.environment_facts(),
        "nvml": nvml_facts(),
    }


def main(system_facts, detect, argv):
    """Send the host's facts, then run the detection job (``detect``: jobs/scripts/detect.py).

    TensorFlow logs everything it can (the app sets the same for a local job); the user's own
    value of that variable is in the host's ``env`` facts, read before.
    """
    detect.progress("host", "Reading the host's system and driver", 0.01)
    try:
        facts = host_facts(system_facts)
    except Exception as exc:  # noqa: BLE001 - reported, and the job still runs
        facts = {"error": detect.short_error(exc)}
    detect.emit("data", key="host", value=facts)
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "0"
    return detect.main(argv)
