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
    # CUDA 7.0 to 10.2: the same table in the release notes of those years (copied with both
    # columns in https://gist.github.com/okwrtdsh/6c1017e087f45a330b25922a69e12eec); 9.1 is
    # 390.46 in the later notes' table.
    DriverRequirement((7, 0), (346, 46)),
    DriverRequirement((7, 5), (352, 31)),
    DriverRequirement((8, 0), (367, 48)),
    DriverRequirement((9, 0), (384, 81)),
    DriverRequirement((9, 1), (390, 46)),
    DriverRequirement((9, 2), (396, 26)),
    DriverRequirement((10, 0), (410, 48)),
    DriverRequirement((10, 1), (418, 39)),
    DriverRequirement((10, 2), (440, 33)),
    DriverRequirement((11, 0), (450, 51, 6)),
    DriverRequirement((11, 1), (455, 23)),
    DriverRequirement((11, 2), (460, 27, 3)),
    DriverRequirement((11, 3), (465, 19, 1)),
    DriverRequirement((11, 4), (470, 42, 1)),
    DriverRequirement((11, 5), (495, 29, 5)),
    DriverRequirement((11, 6), (510, 39, 1)),
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
