"""Recorded fact sets: a healthy Linux machine, and functions that break one thing at a time.

The healthy set is what the detection job and the host collectors report on a desktop with an
RTX 4090, driver 555.42.06 and ``pip install "tensorflow[and-cuda]==2.21.*"`` (library paths as
the nvidia-* wheels install them). Each scenario changes only the facts its cause changes.
"""

from __future__ import annotations

import copy
from typing import Any

SITE = "/home/alice/.venvs/tf/lib/python3.11/site-packages"
GIB = 1 << 30

HEALTHY: dict[str, Any] = {
    "system": {
        "os": "Linux",
        "os_release": "Ubuntu 24.04.1 LTS",
        "kernel": "6.8.0-45-generic",
        "machine": "x86_64",
        "platform_kind": "linux",
        "container": None,
        "hostname": "deskbox",
        "user": "alice",
        "home": "/home/alice",
    },
    "driver": {
        "proc_version": "NVRM version: NVIDIA UNIX x86_64 Kernel Module  555.42.06",
        "kernel_module_version": "555.42.06",
        "device_nodes": [
            {"path": "/dev/nvidia0", "mode": "crw-rw-rw-", "readable": True, "writable": True},
            {"path": "/dev/nvidia-uvm", "mode": "crw-rw-rw-", "readable": True, "writable": True},
        ],
        "nvidia_module_loaded": True,
        "nouveau_loaded": False,
        "wsl_libcuda": False,
    },
    "env": {},
    "nvml": {
        "backend": "nvml",
        "ok": True,
        "driver_version": "555.42.06",
        "cuda_driver_version": "12.5",
        "gpus": [
            {
                "index": 0,
                "name": "NVIDIA GeForce RTX 4090",
                "compute_capability": [8, 9],
                "memory_total_bytes": 24 * GIB,
                "memory_used_bytes": 1 * GIB,
                "util_gpu_percent": 3.0,
                "lost": False,
                "processes": [],
            }
        ],
    },
    "python": {
        "executable": "/home/alice/.venvs/tf/bin/python",
        "version": "3.11.9",
        "implementation": "CPython",
        "prefix": "/home/alice/.venvs/tf",
        "base_prefix": "/usr",
        "conda": False,
    },
    "packages": {
        "tensorflow": {"version": "2.21.0", "location": SITE},
        "keras": {"version": "3.12.0", "location": SITE},
        "nvidia-cudnn-cu12": {"version": "9.3.0.75", "location": SITE},
        "nvidia-cublas-cu12": {"version": "12.5.3.2", "location": SITE},
        "nvidia-cuda-runtime-cu12": {"version": "12.5.82", "location": SITE},
    },
    "env_target": {"TF_FORCE_GPU_ALLOW_GROWTH": "true"},
    "tensorflow": {
        "imported": True,
        "version": "2.21.0",
        "build_info": {
            "cuda_compute_capabilities": ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"],
            "cuda_version": "12.5.1",
            "cudnn_version": "9",
            "is_cuda_build": True,
        },
        "built_with_cuda": True,
        "gpus": ["/physical_device:GPU:0"],
        "device_details": [{"name": "NVIDIA GeForce RTX 4090", "compute_capability": [8, 9]}],
        "memory_growth": {"ok": True},
        "matmul": {
            "ok": True,
            "requested": "/GPU:0",
            "device": "/job:localhost/replica:0/task:0/device:GPU:0",
        },
        "replicas": 1,
    },
    "libraries": {
        "checked": True,
        "libcuda": {"found": True, "path": "/usr/lib/x86_64-linux-gnu/libcuda.so.555.42.06"},
        "libcudart": {"found": True, "path": f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.12"},
        "libcudnn": {"found": True, "path": f"{SITE}/nvidia/cudnn/lib/libcudnn.so.9"},
        "libcublas": {"found": True, "path": f"{SITE}/nvidia/cublas/lib/libcublas.so.12"},
    },
    "job": {"status": "ok", "message": "Finished.", "garbage": [], "log_tail": []},
}


def healthy() -> dict[str, Any]:
    """A fresh deep copy of the healthy fact set."""
    return copy.deepcopy(HEALTHY)


def tf_sees_no_gpu(facts: dict[str, Any]) -> dict[str, Any]:
    facts["tensorflow"]["gpus"] = []
    facts["tensorflow"]["device_details"] = []
    facts["tensorflow"]["memory_growth"] = {"ok": None}
    facts["tensorflow"]["matmul"]["device"] = "/job:localhost/replica:0/task:0/device:CPU:0"
    return facts


def no_driver(facts: dict[str, Any]) -> dict[str, Any]:
    facts["nvml"] = {
        "backend": "nvml",
        "ok": False,
        "error_kind": "no-driver",
        "error": "No NVIDIA driver was found: the NVML library could not be loaded.",
        "gpus": [],
    }
    facts["driver"].update(
        proc_version=None, kernel_module_version=None, device_nodes=[], nvidia_module_loaded=False
    )
    facts["libraries"]["libcuda"] = {
        "found": False,
        "error": "libcuda.so.1: cannot open shared object file: No such file or directory",
    }
    return tf_sees_no_gpu(facts)


def with_gpu(facts: dict[str, Any], name: str, cc: tuple[int, int]) -> dict[str, Any]:
    facts["nvml"]["gpus"][0].update(name=name, compute_capability=list(cc))
    facts["tensorflow"]["device_details"] = [{"name": name, "compute_capability": list(cc)}]
    return facts


def without_and_cuda(facts: dict[str, Any]) -> dict[str, Any]:
    for name in list(facts["packages"]):
        if name.startswith("nvidia-"):
            del facts["packages"][name]
    for key in ("libcudart", "libcudnn", "libcublas"):
        soname = {"libcudart": "libcudart.so.12", "libcudnn": "libcudnn.so.9"}.get(
            key, "libcublas.so.12"
        )
        facts["libraries"][key] = {
            "found": False,
            "error": f"{soname}: cannot open shared object file: No such file or directory",
        }
    return tf_sees_no_gpu(facts)
