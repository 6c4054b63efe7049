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

    A cubin runs on its own major at equal or higher minor (sm_80 runs on 8.6). CUDA's
    programming guide says PTX "can always be compiled to binary code of greater or equal
    compute capability" (quoted in https://docs.rs/crate/opencv/0.47.0/target-redirect/x86_64-unknown-linux-gnu/opencv/hub_prelude/trait.TargetArchsTrait.html);
    for TensorFlow that holds within the PTX's major only: on a GPU of a newer major the
    libraries of the build's CUDA (cuBLAS, cuDNN) and XLA's own compiler do not know it, and
    the threads show CUBLAS_STATUS_NOT_SUPPORTED, NaN losses or "PTX version 8.5 does not
    support target 'sm_120'" (catalogue_driver.OLD_CUDA_EXPLANATION's sources). Such a GPU is
    unsupported here; one below the lowest cubin is ignored by TensorFlow.
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
    if cc < max(cubins + ptx):
        # Between the build's architectures with none of its own (5.0 in a build of 3.7 and
        # 5.2 cubins): the build left this older GPU out.
        return ArchSupport(TOO_OLD, cubins, ptx)
    return ArchSupport(UNSUPPORTED, cubins, ptx)


# What the PyPI wheels were built for, by release, where the build info is not at hand (a
# pasted log, a stated version). TF 2.12-2.16: `build:cuda_clang
# --repo_env=TF_CUDA_COMPUTE_CAPABILITIES=sm_50,sm_60,sm_70,sm_80,compute_90` in tensorflow's
# .bazelrc (https://github.com/tensorflow/tensorflow/blob/v2.16.1/.bazelrc). TF 2.17 dropped
# compute capability 5.x from the wheels (release notes,
# https://github.com/tensorflow/tensorflow/releases/tag/v2.17.0); 2.17-2.21 as
# DEFAULT_CAPABILITIES. Releases before 2.3 are not listed: nothing is judged for them.
WHEEL_CAPABILITIES: tuple[tuple[tuple[int, int], tuple[int, int], tuple[str, ...]], ...] = (
    # 2.3 (CUDA 10.1): TF_CUDA_COMPUTE_CAPABILITIES="sm_35,sm_37,sm_52,sm_60,sm_61,compute_70"
    # in https://github.com/tensorflow/tensorflow/blob/v2.3.0/tensorflow/tools/ci_build/release/ubuntu_16/gpu_pip_on_cpu/build.sh;
    # the same in libtensorflow 2.3.1 for Windows, read with cuobjdump
    # (https://github.com/tensorflow/tensorflow/issues/46537).
    ((2, 3), (2, 3), ("sm_35", "sm_37", "sm_52", "sm_60", "sm_61", "compute_70")),
    # 2.4-2.11 (CUDA 11.0, 11.2): "sm_35,sm_50,sm_60,sm_70,sm_75,compute_80" in
    # https://github.com/tensorflow/tensorflow/blob/v2.4.0/.bazelrc and
    # tensorflow/tools/ci_build/release/common_win.bat ("SET
    # TF_CUDA_COMPUTE_CAPABILITIES=sm_35,sm_50,sm_60,sm_70,sm_75,compute_80"); for TF 2.6,
    # the same list (https://github.com/emgucv/emgutf/issues/71).
    ((2, 4), (2, 11), ("sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80")),
    ((2, 12), (2, 16), ("sm_50", "sm_60", "sm_70", "sm_80", "compute_90")),
    ((2, 17), (2, 21), DEFAULT_CAPABILITIES),
)


def wheel_capabilities(tf_version: tuple[int, ...] | None) -> tuple[str, ...] | None:
    """The capabilities the PyPI wheels of a release were built for, when known."""
    if tf_version is None or len(tf_version) < 2:
        return None
    key = (tf_version[0], tf_version[1])
    for low, high, caps in WHEEL_CAPABILITIES:
        if low <= key <= high:
            return caps
    return None


# The newest GPU architecture each CUDA release can build kernels for (its newest sm_):
# Turing from CUDA 10.0, A100 from 11.0, Ampere GeForce from 11.1, Ada and Hopper from 11.8,
# Blackwell from 12.8. Source: the CUDA Toolkit release notes
# (https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html); for an RTX 4090 with
# TensorFlow 2.3, NVIDIA: "you'll need a TensorFlow that was build against CUDA 11.8 or later"
# (https://github.com/NVIDIA/tensorflow/issues/96).
# Before 10.0 (CUDA SDK 6.5: up to 5.x, 8.0: 6.x, 9.0-9.2: 7.0), from the list "GPUs supported"
# as https://blog.csdn.net/mujie2015/article/details/137119349 quotes it.
CUDA_NEWEST_ARCH: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (
    ((6, 5), (5, 2)),
    ((8, 0), (6, 2)),
    ((9, 0), (7, 0)),
    ((10, 0), (7, 5)),
    ((11, 0), (8, 0)),
    ((11, 1), (8, 6)),
    ((11, 8), (9, 0)),
    ((12, 8), (12, 0)),
)


def newest_arch(cuda: tuple[int, int]) -> tuple[int, int] | None:
    """The newest compute capability a CUDA release builds for; None before CUDA 6.5."""
    newest = None
    for release, cc in CUDA_NEWEST_ARCH:
        if cuda >= release:
            newest = cc
    return newest


# GPU models as users name them -> compute capability. Source: NVIDIA, "CUDA GPU Compute
# Capability" (https://developer.nvidia.com/cuda-gpus). First match wins; a name that matches
# none is not guessed. The GeForce numbers are read after "RTX", "GTX", "GeForce" or "NVIDIA"
# as people write them ("NVIDIA GeForce 3090", https://github.com/DeepLabCut/DeepLabCut/issues/1245),
# never alone (the log reader names a number alone "RTX"/"GTX" first, where what is around it
# makes it a card: BARE_GEFORCE, BARE_GEFORCE_PROSE); a generation as a whole ("RTX 40 series")
# is its architecture.
GPU_MODELS: tuple[tuple[re.Pattern[str], tuple[int, int]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), cc)
    for pattern, cc in (
        (r"\bRTX\s*PRO\s*\d{4}\s*Blackwell\b", (12, 0)),
        (r"\b(?:RTX|GeForce|NVIDIA)\s*50(?:[5-9]0|\s*xx|\s*-?\s*series)\b", (12, 0)),
        (r"\bG?B200\b", (10, 0)),
        (r"\bG?H[12]00\b", (9, 0)),
        (
            r"\b(?:RTX|GeForce|NVIDIA)\s*40(?:[5-9]0|\s*xx|\s*-?\s*series)\b|"
            r"\bL40S?\b|\bL4\b|\bRTX\s*\d{4}\s*Ada\b",
            (8, 9),
        ),
        (r"\bJetson\s*(?:AGX\s*)?Orin\b", (8, 7)),
        (
            r"\b(?:RTX|GeForce|NVIDIA)\s*30(?:[5-9]0|\s*xx|\s*-?\s*series)\b|\bA(?:10G?|40|[2-6]000)\b|"
            r"\bNVIDIA\s*A(?:2|16)\b|\bMX\s*570\b",
            (8, 6),
        ),
        (r"\bA(?:100|30)\b", (8, 0)),
        (
            r"\b(?:RTX|GTX|GeForce|NVIDIA)\s*20(?:[6-8]0|\s*xx|\s*-?\s*series)\b|\b(?:GTX|GeForce|NVIDIA)\s*16[5-6]0\b|"
            r"\bQuadro\s*RTX\s*[3-8]000\b|\bTITAN\s*RTX\b|\bT4\b|\bMX\s*[45]50\b|"
            r"\b(?:Quadro|NVIDIA)\s*T(?:400|500|600|1000|1200|2000)\b",
            (7, 5),
        ),
        (r"\bJetson\s*(?:AGX\s*)?Xavier\b|\bXavier\s*NX\b", (7, 2)),
        (r"\bV100\b|\bTITAN\s*V\b|\bQuadro\s*GV100\b", (7, 0)),
        (r"\bP100\b|\bQuadro\s*GP100\b", (6, 0)),
        (
            r"\b(?:GTX|GeForce|NVIDIA)\s*10[5-8]0\b|\bTITAN\s*Xp\b|\bTITAN\s*X\s*\(Pascal\)|\bP[4]0?\b|"
            r"\bMX\s*[1-3]50\b|\bMX\s*[23]30\b|\bGT\s*1030\b",
            (6, 1),
        ),
        (
            r"\bGTX\s*9(?:[5-8]0|65M|[7-8]0M)\b|\bTITAN\s*X\b|\bM40\b|\bM60\b|\b910M\b|"
            r"\bQuadro\s*M(?:620|2000|2200|4000|5000|5500M|6000)\b",
            (5, 2),
        ),
        (
            r"\bGTX\s*(?:750|9[4-6]0M|8[5-6]0M)\b|\bMX\s*1[13]0\b|\b(?:GeForce\s*)?(?:8[34]|9[34])0M\b|"
            r"\bQuadro\s*M(?:500M|520|600M|1000M|1200|2000M|3000M|4000M|5000M)\b|"
            r"\bQuadro\s*K(?:620M?|1200|2200)\b",
            (5, 0),
        ),
        (r"\bK80\b", (3, 7)),
        (r"\bK40\b|\bGTX\s*TITAN\b|\bGTX\s*780\b", (3, 5)),
        # Rows read on pages that quote NVIDIA's table: Quadro P3000-P5000, Tesla K20/K10,
        # Jetson TX1/TX2 (https://www.myzhar.com/blog/tutorials/tutorial-nvidia-gpu-cuda-compute-capability/),
        # Quadro K4000 and P600 (https://gpu-ark.ru/en/cuda-compute-capability), GeForce 830M
        # (http://coloradmin.cn/o/137064.html); the rest of the Quadro P series, the Quadro M
        # series, Quadro K620/K1200/K2200, GP100 and GV100, the 9xxM notebook chips, Jetson Nano
        # and Xavier from NVIDIA's legacy table (https://developer.nvidia.com/cuda-legacy-gpus);
        # Jetson Orin, A2 and A16 from https://developer.nvidia.com/cuda-gpus; the Quadro K and T
        # series, Quadro RTX 3000, GT 720/740, 840M and 920M/930M from Lei Mao's merge of NVIDIA's
        # tables (https://leimao.github.io/blog/NVIDIA-GPU-Compute-Capability/); MX230/330/550/570
        # and GT 1030 from a table grouped by capability (BBC-Esq/VectorDB-Plugin-for-LM-Studio,
        # misc.md). Left out where the sources disagree: GT 730 (3.5, or 2.1 as DDR3 128-bit),
        # GTX 860M/870M (3.0 or 5.0 by SKU), Quadro K2200M.
        (
            r"\bQuadro\s*P(?:400|500|520|600|620|1000|2000|2200|3000|3200|4000|4200|5000|5200|6000)\b",
            (6, 1),
        ),
        (r"\bJetson\s*TX2\b", (6, 2)),
        (r"\bJetson\s*TX1\b|\bJetson\s*Nano\b", (5, 3)),
        (r"\b920M\b|\bGT\s*720\b|\bQuadro\s*K(?:5200|6000|510M|610M)\b", (3, 5)),
        (r"\bK20[mMxX]?\b", (3, 5)),
        (
            r"\bQuadro\s*K(?:420|600|2000|4000|4200|5000|500M|1100M|2100M|3100M|4100M|4200M|5100M|"
            r"5200M|6000M)\b|\bK10\b|\bGT\s*740\b",
            (3, 0),
        ),
        # Kepler and Fermi GeForce, from NVIDIA's legacy table
        # (https://developer.nvidia.com/cuda-legacy-gpus): GTX 770, 760 and the 600 series are
        # 3.0; GTX 590, 580, 570, 480, 470 and 465 are 2.0; GTX 560, 550, 460 and GTS 450 are 2.1.
        (r"\bGTX\s*(?:77|76|69|68|67|66|65)0(?:\s*Ti)?\b", (3, 0)),
        (r"\bGTX\s*(?:590|580|570|480|470|465)\b", (2, 0)),
        (r"\bGTX\s*(?:560|550|460)(?:\s*Ti)?\b|\bGTS\s*450\b", (2, 1)),
    )
)

#: No TensorFlow release has run below this compute capability: its GPU builds need 3.0 from
#: source and 3.5 in the wheels (https://www.tensorflow.org/install/pip#hardware_requirements;
#: "The minimum required Cuda capability is 3.0" in TensorFlow 1.x's gpu_device.cc).
OLDEST_EVER: tuple[int, int] = (3, 0)

#: Pascal's compute capability (2016). CUDA 11 dropped 3.0, CUDA 12 Kepler's 3.5 and 3.7,
#: TensorFlow 2.17's wheels Maxwell's 5.x, RAPIDS has required Pascal from its first releases
#: ("You will need a GPU with NVIDIA Pascal or newer architecture"): a GPU older than it meets
#: builds that left it out, never builds older than it.
PASCAL: tuple[int, int] = (6, 0)


_SUFFIX = re.compile(r"(\d)(?=(?:ti|super)\b)", re.IGNORECASE)


def capability_of(name: str) -> tuple[int, int] | None:
    """The compute capability of a GPU model named in text, if the table knows it."""
    name = _SUFFIX.sub(r"\1 ", name)  # "5070TI", "4060Ti": the model's number, then its suffix
    for pattern, cc in GPU_MODELS:
        if pattern.search(name):
            return cc
    return None


# An index no machine's GPUs reach: one operating system sees at most 16 NVIDIA GPUs in the
# largest servers (HGX boards: 8, with NVSwitch 16), so an index of 64 or more names none.
NO_MACHINE_HAS = 64


# Data-center GPUs, which the Windows driver runs in TCC mode by default: Tesla cards and the
# A/H/L/B series (A100, A10, H100, L40S, L4, B200), GH200, and their older names (T4, V100,
# P100, P40, P4, K80). Not the workstation "RTX A6000" (four digits), which runs WDDM. Read so
# in WSL2's threads: "H100 PCIe cards do not support WDDM mode, only TCC mode"
# (https://github.com/microsoft/WSL/issues/9952), an L40S shown as TCC by nvidia-smi on Windows
# (https://github.com/microsoft/WSL/issues/11865).
DATA_CENTER_GPU = re.compile(
    r"\b(?:Tesla|GH200|GB200|[AHLB]\d{1,3}S?|T4|V100|P100|P40|P4|K80)\b", re.IGNORECASE
)
