"""Minimum NVIDIA Linux driver for each CUDA version, and minor-version compatibility.

Source: NVIDIA CUDA Toolkit release notes, table "CUDA Toolkit and Corresponding Driver
Versions" (https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#id5) and CUDA
Compatibility, "Minor Version Compatibility"
(https://docs.nvidia.com/deploy/cuda-compatibility/index.html#minor-version-compatibility).
"""

from __future__ import annotations

from dataclasses import dataclass

RELEASE_NOTES_URL = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html"
COMPAT_URL = "https://docs.nvidia.com/deploy/cuda-compatibility/index.html"


@dataclass(frozen=True)
class DriverRequirement:
    """The driver a CUDA release needs: the toolkit's own minimum and the family minimum."""

    cuda: tuple[int, int]
    min_driver: tuple[int, ...]


# Toolkit (GA) minimum Linux x86_64 driver.
MIN_DRIVER: tuple[DriverRequirement, ...] = (
    DriverRequirement((11, 0), (450, 51, 6)),
    DriverRequirement((11, 1), (455, 23)),
    DriverRequirement((11, 2), (460, 27, 3)),
    DriverRequirement((11, 8), (520, 61, 5)),
    DriverRequirement((12, 0), (525, 60, 13)),
    DriverRequirement((12, 2), (535, 54, 3)),
    DriverRequirement((12, 3), (545, 23, 6)),
    DriverRequirement((12, 5), (555, 42, 2)),
    DriverRequirement((12, 8), (570, 26)),
    DriverRequirement((13, 0), (580, 65, 6)),
)

# With minor-version compatibility, any driver of the major family runs the family's
# toolkits (PTX JIT of newer PTX excepted). 11.x from 450.80.02, 12.x from 525.60.13.
MINOR_COMPAT_MIN: dict[int, tuple[int, ...]] = {
    11: (450, 80, 2),
    12: (525, 60, 13),
    13: (580, 65, 6),
}


def min_driver_for(cuda: tuple[int, int]) -> tuple[int, ...] | None:
    """The toolkit minimum driver for ``cuda`` (the nearest listed release at or below it)."""
    best: tuple[int, ...] | None = None
    for req in MIN_DRIVER:
        if req.cuda <= cuda:
            best = req.min_driver
    return best


def compat_min_for(cuda_major: int) -> tuple[int, ...] | None:
    """The oldest driver that runs any toolkit of this CUDA major (minor-version compat)."""
    return MINOR_COMPAT_MIN.get(cuda_major)
