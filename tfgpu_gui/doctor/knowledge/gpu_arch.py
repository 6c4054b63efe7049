"""Which GPUs a TensorFlow wheel has kernels for.

The wheel says it itself: ``tf.sysconfig.get_build_info()["cuda_compute_capabilities"]`` lists
``sm_XY`` (compiled kernels, cubins) and ``compute_XY`` (PTX that the driver JIT-compiles for
newer GPUs of the same major). TF 2.17-2.21 wheels report
``['sm_60', 'sm_70', 'sm_80', 'sm_89', 'compute_90']`` (checked on the 2.21.0 wheel).

- A GPU below the lowest sm_ is ignored ("Ignoring visible gpu device ... The minimum required
  Cuda capability is 6.0"), e.g. https://github.com/tensorflow/tensorflow/issues/23385.
- A GPU with no cubin but PTX of its major JIT-compiles on first use ("could take 30 minutes or
  longer"), e.g. H100 (9.0): https://github.com/tensorflow/tensorflow/issues/62320.
- Blackwell (10.x, 12.x) fails with CUDA_ERROR_INVALID_PTX / INVALID_HANDLE:
  https://github.com/tensorflow/tensorflow/issues/89272,
  https://github.com/tensorflow/tensorflow/issues/101746.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Used when the build info does not list capabilities (older wheels).
DEFAULT_CAPABILITIES = ("sm_60", "sm_70", "sm_80", "sm_89", "compute_90")

_CAP = re.compile(r"(sm|compute)_(\d+)(\d)")

COMPILED = "compiled"
PTX_JIT = "ptx-jit"
TOO_OLD = "too-old"
UNSUPPORTED = "unsupported"


@dataclass(frozen=True)
class ArchSupport:
    """What the wheel has for one GPU."""

    status: str  # COMPILED, PTX_JIT, TOO_OLD or UNSUPPORTED
    cubins: tuple[tuple[int, int], ...]
    ptx: tuple[tuple[int, int], ...]


def parse_capabilities(
    caps: list[str] | tuple[str, ...] | None,
) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """``["sm_60", "compute_90"]`` -> (cubins ``((6, 0),)``, PTX ``((9, 0),)``)."""
    cubins: list[tuple[int, int]] = []
    ptx: list[tuple[int, int]] = []
    for cap in caps or ():
        m = _CAP.fullmatch(str(cap).strip())
        if not m:
            continue
        cc = (int(m.group(2)), int(m.group(3)))
        (cubins if m.group(1) == "sm" else ptx).append(cc)
    return tuple(sorted(cubins)), tuple(sorted(ptx))


def support_for(cc: tuple[int, int], caps: list[str] | tuple[str, ...] | None) -> ArchSupport:
    """Whether a GPU of compute capability ``cc`` runs compiled kernels, PTX JIT, or nothing.

    A cubin runs on its own major at equal or higher minor (sm_80 runs on 8.6); PTX runs on
    the same major at equal or higher minor by JIT. A GPU of a newer major than every PTX
    fails (CUDA_ERROR_INVALID_PTX), and one below the lowest cubin is ignored by TensorFlow.
    """
    cubins, ptx = parse_capabilities(caps or DEFAULT_CAPABILITIES)
    if not cubins and not ptx:
        cubins, ptx = parse_capabilities(DEFAULT_CAPABILITIES)
    lowest = min(cubins + ptx)
    if cc < lowest:
        return ArchSupport(TOO_OLD, cubins, ptx)
    if any(c[0] == cc[0] and c[1] <= cc[1] for c in cubins):
        return ArchSupport(COMPILED, cubins, ptx)
    if any(p[0] == cc[0] and p[1] <= cc[1] for p in ptx):
        return ArchSupport(PTX_JIT, cubins, ptx)
    return ArchSupport(UNSUPPORTED, cubins, ptx)
