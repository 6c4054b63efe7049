"""What this machine has: an NVIDIA driver or not.

Tests that run the real product against the real machine (no fake NVML, no simulated
scenario) expect one outcome where a driver loads and another where none does; they ask here
instead of assuming either.
"""

from __future__ import annotations

import ctypes
import functools

import pynvml


@functools.cache
def nvml_loads() -> bool:
    """Whether NVML (libnvidia-ml, installed with the driver) loads and initialises here."""
    try:
        pynvml.nvmlInit()
    except pynvml.NVMLError:
        return False
    pynvml.nvmlShutdown()
    return True


@functools.cache
def libcuda_loads() -> bool:
    """Whether the driver's CUDA library (libcuda.so.1) can be loaded here."""
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True
