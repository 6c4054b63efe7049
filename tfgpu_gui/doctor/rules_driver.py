"""Rules about the driver, the GPUs and what CUDA may see: facts -> findings."""

from __future__ import annotations

import os
from typing import Any

from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.knowledge.catalogue import make_finding
from tfgpu_gui.doctor.knowledge.catalogue_driver import (
    KUBERNETES_CONFIRM,
    KUBERNETES_EXPLANATION,
    KUBERNETES_FIX,
    KUBERNETES_LIMITS,
    OLD_CUDA_EXPLANATION,
)
from tfgpu_gui.doctor.knowledge.cuda_drivers import compat_min_for, min_driver_for
from tfgpu_gui.doctor.knowledge.gpu_arch import (
    COMPILED,
    NO_MACHINE_HAS,
    OLDEST_EVER,
    PTX_JIT,
    TOO_OLD,
    UNSUPPORTED,
    WHEEL_CAPABILITIES,
    newest_arch,
    support_for,
    wheel_capabilities,
)
from tfgpu_gui.doctor.knowledge.tf_builds import NVIDIA_TF1_INSTALL, TF_BUILDS, build_for
from tfgpu_gui.doctor.model import INFO, WARNING, Finding
from tfgpu_gui.doctor.versions import fmt, parse_version

# A cubin runs on a GPU of its major at a higher minor, but not Volta's (7.0) cubins built by
# CUDA 9.x on Turing (7.5): "Applications built using CUDA Toolkit 9.x or earlier are compatible
# with Turing as long as they are built to include PTX versions of their kernels", and the
# libraries of CUDA 9 (cuBLAS: CUBLAS_STATUS_EXECUTION_FAILED on an RTX 2080 Ti,
# https://github.com/TachibanaYoshino/AnimeGAN/issues/18) have Volta cubins only. (NVIDIA's
# Turing Compatibility Guide, https://docs.nvidia.com/cuda/turing-compatibility-guide/.)
VOLTA_CUBINS_RUN_ON_TURING_FROM = (10, 0)

GPU_PLATFORMS = ("linux", "wsl2", "windows")


def _nvml_evidence(v: FactView) -> list[str]:
    out = []
    if v.nvml.get("error"):
        out.append(f"NVML ({v.nvml.get('backend', 'nvml')}): {v.nvml.get('error')}")
    return out


def _driver_present_on_disk(v: FactView) -> bool:
    if v.platform == "wsl2":
        return bool(v.driver.get("wsl_libcuda"))
    return bool(v.driver.get("proc_version")) or bool(v.library("libcuda").get("found"))


def no_driver(v: FactView) -> list[Finding]:
    """NVML cannot load and nothing of the driver is on disk (or the scenario says so)."""
    if v.platform not in GPU_PLATFORMS or v.nvml_ok:
        return []
    kind = v.nvml_error_kind
    missing = kind == "no-driver" and (v.nvml_simulated or not _driver_present_on_disk(v))
    if kind == "nvml-missing" and not _driver_present_on_disk(v) and v.platform != "windows":
        missing = True
    if not missing:
        return []
    evidence = _nvml_evidence(v)
    if v.platform == "linux" and not v.driver.get("proc_version"):
        evidence.append("/proc/driver/nvidia/version does not exist (no NVIDIA kernel module)")
    if v.platform == "wsl2" and not v.driver.get("wsl_libcuda"):
        evidence.append("/usr/lib/wsl/lib/libcuda.so.1 does not exist")
    libcuda = v.library("libcuda")
    if libcuda and not libcuda.get("found"):
        evidence.append(f"libcuda.so.1 cannot be loaded: {libcuda.get('error', 'not found')}")
    if not v.driver.get("device_nodes") and v.platform == "linux":
        evidence.append("no /dev/nvidia* device nodes")
    return [make_finding("no-nvidia-driver", v.platform, evidence)]


def driver_mismatch(v: FactView) -> list[Finding]:
    if v.nvml_error_kind != "driver-mismatch":
        return []
    evidence = _nvml_evidence(v)
    if v.driver.get("kernel_module_version"):
        evidence.append(f"running kernel module: {v.driver['kernel_module_version']}")
    return [make_finding("driver-library-mismatch", v.platform, evidence)]


def driver_not_loaded(v: FactView) -> list[Finding]:
    kind = v.nvml_error_kind
    on_disk_only = (
        v.platform == "linux"
        and not v.nvml_ok
        and kind in ("no-driver", "nvml-error", "nvml-unknown", "driver-not-loaded")
        and not v.nvml_simulated
        and v.driver.get("nvidia_module_loaded") is False
        and bool(v.library("libcuda").get("found"))
    )
    if kind != "driver-not-loaded" and not on_disk_only:
        return []
    evidence = _nvml_evidence(v)
    if v.platform == "wsl2":
        # WSL2 has no NVIDIA kernel module: the driver is Windows', reached or not (NVIDIA's
        # CUDA on WSL guide).
        evidence.append("inside WSL2 the driver is the Windows one: there is no module to load")
        return [make_finding("wsl-windows-driver-unreachable", v.platform, evidence)]
    if v.driver.get("nvidia_module_loaded") is False:
        evidence.append("the nvidia kernel module is not in /proc/modules")
    if v.driver.get("nouveau_loaded"):
        evidence.append("the nouveau driver is loaded and holds the GPU")
    return [make_finding("driver-not-loaded", v.platform, evidence)]


def no_permission(v: FactView) -> list[Finding]:
    """NVML says permission denied: the GPU's device files may not be opened."""
    if v.nvml_error_kind != "no-permission":
        return []
    evidence = _nvml_evidence(v)
    for node in v.driver.get("device_nodes") or []:
        if not (node.get("readable") and node.get("writable")):
            evidence.append(f"{node.get('path')} {node.get('mode')}: not read/write for you")
    return [make_finding("gpu-device-permission-denied", v.platform, evidence)]


def container_lost_access(v: FactView) -> list[Finding]:
    """NVML's unknown error at start inside a container: its GPUs' device files are not (or no
    longer) in its device rules."""
    if v.nvml_error_kind != "nvml-unknown" or not v.system.get("container"):
        return []
    evidence = _nvml_evidence(v)
    evidence.append(f"this runs in a container ({v.system['container']})")
    return [make_finding("container-lost-gpu-access", v.platform, evidence)]


def _visible_selection(value: str, gpu_count: int | None) -> bool | None:
    """Whether CUDA_VISIBLE_DEVICES selects at least one GPU (``None``: cannot tell).

    CUDA reads the comma-separated list up to the first invalid entry: "-1" or an index
    past the last GPU ends it, so "0,-1,1" means GPU 0 only and "-1,0" means none.
    """
    entries = [e.strip() for e in value.split(",")]
    if not entries or entries[0] == "":
        return False
    first = entries[0]
    if first.upper().startswith(("GPU-", "MIG-")):
        return None  # a UUID: only NVML could say whether it exists
    try:
        index = int(first)
    except ValueError:
        return False
    if index < 0 or index >= NO_MACHINE_HAS:
        return False  # ("100" is how a program hides the GPU on purpose: deepgram/kur#65)
    if gpu_count is None:
        return None
    return index < gpu_count


def cuda_visible_devices(v: FactView) -> list[Finding]:
    value = v.env.get("CUDA_VISIBLE_DEVICES")
    if value is None:
        return []
    count = len(v.nvml_gpus) if v.nvml_ok else None
    if _visible_selection(value, count) is not False:
        return []
    where = "as the log sets it" if v.log.get("evidence") else "in the target's environment"
    evidence = [f"CUDA_VISIBLE_DEVICES={value!r} {where}"]
    if count is not None:
        evidence.append(f"the driver reports {count} GPU" + ("" if count == 1 else "s"))
    if v.tf_gpu_count == 0:
        evidence.append("TensorFlow lists 0 GPUs")
    return [make_finding("cuda-visible-devices-hides-gpus", v.platform, evidence)]


def driver_too_old(v: FactView) -> list[Finding]:
    tf_cuda, driver, driver_cuda = v.tf_cuda, v.driver_version, v.driver_cuda
    if not v.driver_known or tf_cuda is None or driver is None:
        return []
    if v.built_with_cuda is False:
        return []
    needed = min_driver_for(tf_cuda)
    compat = compat_min_for(tf_cuda[0])
    evidence = [
        f"driver {fmt(driver)} supports CUDA up to {fmt(driver_cuda)}"
        if driver_cuda is not None
        else f"driver {fmt(driver)}",
        # (the line cited only where the driver is the one the paste states)
        *(v.told("stated:driver") if parse_version(v.stated.get("driver")) == driver else []),
        f"TensorFlow {fmt(v.tf_version)} was built with CUDA {fmt(tf_cuda)}, whose toolkit "
        f"asks for driver >= {fmt(needed)}",
    ]
    if driver_cuda is not None and driver_cuda[0] < tf_cuda[0]:
        return [make_finding("driver-too-old", v.platform, evidence)]
    if compat is not None and driver < compat:
        evidence.append(f"CUDA {tf_cuda[0]}.x needs at least driver {fmt(compat)}")
        return [make_finding("driver-too-old", v.platform, evidence)]
    if compat is None and needed and driver < needed:
        # Before CUDA 11 a toolkit ran only on its own driver or a newer one.
        return [make_finding("driver-too-old", v.platform, evidence)]
    if (driver_cuda is not None and driver_cuda < tf_cuda) or (needed and driver < needed):
        return [
            make_finding(
                "driver-too-old",
                v.platform,
                evidence,
                severity=WARNING,
                extra_explanation="Within the same CUDA major version the driver still runs "
                "it (minor-version compatibility), but PTX newer than the driver cannot be "
                "JIT-compiled; update the driver when you can.",
            )
        ]
    return []


def compute_capability(v: FactView) -> list[Finding]:
    if v.built_with_cuda is False or not (v.tf_imported or v.tf_distributions()):
        return []
    caps = v.capabilities
    by_status: dict[str, list[str]] = {}
    for gpu in v.nvml_gpus:
        cc = gpu.get("compute_capability")
        if not cc or len(cc) != 2:
            continue
        status = support_for((int(cc[0]), int(cc[1])), caps).status
        if status != COMPILED:
            by_status.setdefault(status, []).append(
                f"GPU {gpu.get('index')} {gpu.get('name')}: compute capability {cc[0]}.{cc[1]}"
            )
    ids = {TOO_OLD: "compute-capability-too-old", PTX_JIT: "compute-capability-ptx-jit"}
    ids[UNSUPPORTED] = "compute-capability-unsupported"
    out = []
    for status, lines in by_status.items():
        evidence = [*lines, f"the wheel has kernels for: {', '.join(caps)}"]
        out.append(make_finding(ids[status], v.platform, evidence))
    return out


def _capability(gpu: dict[str, Any]) -> tuple[int, int]:
    """A stated GPU's compute capability (major, minor)."""
    return int(gpu["compute_capability"][0]), int(gpu["compute_capability"][1])


def _named_releases_cuda(v: FactView) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """The releases a paste names (several, none alone) and the newest CUDA they were built
    with; None unless every one of them is in the tested-build table."""
    named = [str(x) for x in v.stated.get("tf_versions") or []]
    builds = [build_for(parse_version(x)) for x in named]
    if len(named) < 2 or any(b is None for b in builds):
        return None
    return tuple(named), max(b.cuda for b in builds if b is not None)


def _opened_line(v: FactView) -> str:
    told = v.told("cudart_opened")
    return told[0] if told else "libcudart"


def _stated_gpu_newer_than_cuda(v: FactView, gpus: list[dict[str, Any]]) -> list[Finding]:
    """A stated GPU of an architecture newer than the CUDA its (older) release was built with.

    Releases before the wheel table are judged only by their CUDA: a GPU whose major
    architecture that CUDA cannot build for has neither kernels nor a PTX to JIT from.
    NVIDIA's own 1.15 was built with a CUDA 11 or later (a nightly is judged by its release's:
    a 2.20 nightly of March 2025 still had no Blackwell kernels, tensorflow/tensorflow#89272).
    """
    build = None if v.log.get("tf_nvidia_build") else v.tf_build
    if build is not None:
        cuda = build.cuda
        built = f"TensorFlow {fmt(build.tf)} was built with CUDA {fmt(cuda)}"
    elif (named := _named_releases_cuda(v)) is not None:
        # Several releases named, each built with a CUDA: the newest of those CUDAs decides.
        releases, cuda = named
        built = (
            f"TensorFlow {', '.join(releases)} (each named) were built with CUDA "
            f"{fmt(cuda)} at the newest"
        )
    elif (opened := parse_version(str(v.log.get("cudart_opened") or ""))) is not None:
        # The CUDA runtime the log shows TensorFlow open (10.x and older name their minor): the
        # release runs with that CUDA, whatever the paste says of it.
        cuda = (opened[0], opened[1] if len(opened) > 1 else 0)
        built = f"TensorFlow opened the CUDA {fmt(cuda)} runtime ({_opened_line(v)})"
    else:
        # No release stated, only the CUDA the machine has: until 2.14 TensorFlow uses the
        # system's CUDA, and only releases built with it load it. A CUDA older than the GPU
        # says the release is older too.
        stated = parse_version(v.stated.get("cuda"))
        if stated is None or len(stated) < 2 or v.tf_version is not None:
            return []
        cuda = (stated[0], stated[1])
        built = f"CUDA {fmt(cuda)} is stated: TensorFlow built for it uses it"
    newest = newest_arch(cuda)
    if newest is None:
        return []
    out = []
    for gpu in gpus:
        cc = _capability(gpu)
        if cc[0] <= newest[0] and not (cc > newest and cuda < VOLTA_CUBINS_RUN_ON_TURING_FROM):
            continue
        why = f"{built}, which builds for compute capability {newest[0]}.{newest[1]} at most"
        if v.log.get("slow_start"):
            out.append(_slow_start_finding(v, gpu, cc, why, newer=True))
            continue
        finding = _stated_gpu_finding(v, gpu, cc, why, "compute-capability-unsupported")
        finding.fix = (
            _release_for_the_gpu(cc, build is not None and build.tf < (2, 0)) or finding.fix
        )
        finding.explanation = OLD_CUDA_EXPLANATION
        if build is None or cc[0] <= newest[0]:
            # The release inferred from the CUDA, or a GPU of the same major that TensorFlow's
            # own PTX still runs on (CUDA's libraries fail on it): possible.
            finding.severity = WARNING
        out.append(finding)
    return out


def _slow_start_finding(
    v: FactView, gpu: dict[str, Any], cc: tuple[int, int], why: str, newer: bool
) -> Finding:
    """A stated GPU the build has no kernels for, and a slow start told: the run goes on while
    the driver JIT-compiles the build's PTX for the GPU (minutes at each start unless cached),
    as CUDA compiles PTX for any GPU of its capability or newer. A start told as slow is not a
    failure, so the release's CUDA libraries have not failed on the GPU either. ``newer``: the
    GPU is newer than the release's CUDA, and a later release has kernels for it."""
    finding = _stated_gpu_finding(v, gpu, cc, why, "compute-capability-ptx-jit")
    finding.evidence.extend(v.told("slow_start"))
    old_tf = v.tf_version is not None and v.tf_version < (2, 0)
    release = _release_for_the_gpu(cc, old_tf) if newer else None
    if release:
        finding.fix = f"{release}\nUntil then, keep the compiled kernels between runs:\n" + (
            "$ export CUDA_CACHE_MAXSIZE=4294967296"
        )
    return finding


def _stated_gpu_between_the_releases(v: FactView, gpus: list[dict[str, Any]]) -> list[Finding]:
    """A stated GPU that the wheels of one stated release run and another's leave out.

    "tensorflow/tensorflow:2.3.0rc0-gpu won't work with my GPU ... the image
    tensorflow/tensorflow:2.2.0rc0-gpu works fine" with a GTX 960M, compute capability 5.0
    (https://github.com/tensorflow/tensorflow/issues/41132): the 2.3 wheels start at sm_52, the
    2.2 ones have sm_50. Which release ran the paste does not say for sure, so possible; only
    where the releases that leave the GPU out all leave it out the same way (too old, or too
    new). A stated release older than the table knows counts as one that may run it.
    """
    if v.tf_version is not None:
        return []
    releases = [parse_version(str(r)) for r in v.stated.get("tf_versions") or []]
    known = [(r, caps) for r in releases if r and (caps := wheel_capabilities(r)) is not None]
    # (a release older than the table may be the one that ran the GPU; one newer than it, or
    # not read, leaves what the paste is about unknown)
    first = WHEEL_CAPABILITIES[0][0]
    unknown = [r for r in releases if r not in {k for k, _ in known}]
    if len(releases) < 2 or not known or any(r is None or r[:2] > first for r in unknown):
        return []
    ids = {TOO_OLD: "compute-capability-too-old", UNSUPPORTED: "compute-capability-unsupported"}
    out = []
    for gpu in gpus:
        cc = _capability(gpu)
        status = {r: support_for(cc, caps).status for r, caps in known}
        runs = [r for r, s in status.items() if s == COMPILED]
        left_out = {s for s in status.values() if s != COMPILED}
        if len(left_out) != 1 or next(iter(left_out)) not in ids:
            continue
        kind = next(iter(left_out))
        others = [r for r, s in status.items() if s != COMPILED]
        why = (
            f"the PyPI wheels of TensorFlow {', '.join(fmt(r[:2]) for r in others)} "
            f"{'start above' if kind == TOO_OLD else 'stop below'} it"
            + (
                f"; those of {', '.join(fmt(r[:2]) for r in runs)} have kernels for it"
                if runs
                else ""
            )
        )
        finding = _stated_gpu_finding(v, gpu, cc, why, ids[kind])
        finding.severity = WARNING  # which release ran, the paste does not say for sure
        out.append(finding)
    return out


def _stated_gpu_newer_than_every_wheel(v: FactView, gpus: list[dict[str, Any]]) -> list[Finding]:
    """A stated GPU that no release's PyPI wheels have kernels or a PTX for, the release unknown.

    Whatever release the paste is about (it names none), the wheels of every release the table
    knows leave the GPU out (a Blackwell GPU, compute capability 12.0, against the compute_90
    PTX of 2.17-2.21): possible, not proven (NVIDIA's own builds are not the PyPI wheels).
    """
    if v.tf_version is not None or v.stated.get("tf_versions"):
        return []
    first, last = WHEEL_CAPABILITIES[0][0], WHEEL_CAPABILITIES[-1][1]
    out = []
    for gpu in gpus:
        cc = _capability(gpu)
        if any(support_for(cc, caps).status != UNSUPPORTED for _, _, caps in WHEEL_CAPABILITIES):
            continue
        why = (
            f"the PyPI wheels of every release from {fmt(first)} to {fmt(last)} have neither "
            f"kernels nor a PTX for compute capability {cc[0]}.{cc[1]}"
        )
        finding = _stated_gpu_finding(v, gpu, cc, why, "compute-capability-unsupported")
        finding.severity = WARNING  # the release is not known: possible
        out.append(finding)
    return out


def _stated_gpu_older_than_every_wheel(v: FactView, gpus: list[dict[str, Any]]) -> list[Finding]:
    """A stated GPU below what every release's PyPI wheels were built for, the release unknown.

    The mirror of :func:`_stated_gpu_newer_than_every_wheel`: a Kepler GPU of compute
    capability 3.0 (GTX 680, 770, Quadro K4000) is older than the lowest kernel of the wheels
    of every release the table knows (sm_35 at the lowest), and TensorFlow's hardware
    requirements ask for 3.5 ("our supported capabilities are 3.5 and 5.2" for the binaries,
    https://github.com/tensorflow/tensorflow/issues/23663). A stated CUDA leaves it so: the
    binaries of the older releases it points at started at 3.5 too ("we don't provide
    pre-built binaries that include code for CC 3.0 devices", TensorFlow 0.12 with CUDA 8.0,
    https://github.com/tensorflow/tensorflow/issues/6001). Possible, not proven: a build from
    source may still run on it.
    """
    if v.tf_version is not None or v.stated.get("tf_versions"):
        return []
    first, last = WHEEL_CAPABILITIES[0][0], WHEEL_CAPABILITIES[-1][1]

    def usable(gpu: dict[str, Any]) -> bool:
        cc = _capability(gpu)
        return any(support_for(cc, caps).status != TOO_OLD for _, _, caps in WHEEL_CAPABILITIES)

    if any(usable(gpu) for gpu in gpus):
        # An old GPU beside one the wheels run on ("an old GTX 650 used for my monitors ... a
        # GTX 1060 that I want to dedicate to tensorflow",
        # https://github.com/tensorflow/tensorflow/issues/7648): TensorFlow ignores the old one
        # and takes the other, so the old one does not explain a GPU not seen at all.
        return []
    out = []
    for gpu in gpus:
        cc = _capability(gpu)
        why = (
            f"the PyPI wheels of every release from {fmt(first)} to {fmt(last)} start above "
            f"compute capability {cc[0]}.{cc[1]}: TensorFlow ignores the GPU"
        )
        finding = _stated_gpu_finding(v, gpu, cc, why, "compute-capability-too-old")
        finding.severity = WARNING  # the release is not known: possible
        out.append(finding)
    return out


def stated_gpu_older_than_the_newest_wheels(v: FactView) -> list[Finding]:
    """A stated GPU the newest releases' PyPI wheels leave out, the release unknown, in a paste
    that says the GPU is not used: what `pip install tensorflow` gives today does not run on it
    ("my server have 4 nvidia tesla k80 ... can't find my gpu and use cpu",
    https://github.com/ollama/ollama/issues/9124). Possible, one guess among the usual causes
    (rules._stated_system_no_gpu's): an older release still may run on it."""
    gpus = _stated_gpus_to_judge(v)
    if not gpus or v.tf_version is not None or v.stated.get("tf_versions"):
        return []
    if v.stated.get("cuda"):  # a stated CUDA says which releases (_stated_gpu_between_the_releases)
        return []
    if not (v.log.get("gpu_not_used") or v.tf_gpu_count == 0):
        return []
    low, high, newest = WHEEL_CAPABILITIES[-1]
    if any(support_for(_capability(g), newest).status != TOO_OLD for g in gpus):
        return []  # one the newest wheels run on: TensorFlow takes that one
    out = []
    for gpu in gpus:
        cc = _capability(gpu)
        last = next(
            (
                hi
                for _, hi, caps in reversed(WHEEL_CAPABILITIES)
                if support_for(cc, caps).status != TOO_OLD
            ),
            None,
        )
        if last is None:
            continue  # older than every wheel: _stated_gpu_older_than_every_wheel says so
        why = (
            f"the release is not shown: the PyPI wheels of TensorFlow {fmt(low)} to {fmt(high)}, "
            f"what pip installs today, start above compute capability {cc[0]}.{cc[1]}; the "
            f"last release whose wheels run on it is {fmt(last)}"
        )
        finding = _stated_gpu_finding(v, gpu, cc, why, "compute-capability-too-old")
        finding.severity = WARNING  # the release is not known
        finding.origin = "log"  # read from the paste's words: likely, not confirmed
        out.append(finding)
    return out


def _release_for_the_gpu(cc: tuple[int, ...], old_tf: bool) -> str | None:
    """The fix for a GPU newer than an old release's CUDA: the first release whose build's CUDA
    covers its generation; for code kept on TensorFlow 1.x, NVIDIA's 1.15 builds."""
    first = next(
        (b for b in TF_BUILDS if (n := newest_arch(b.cuda)) is not None and n[0] >= cc[0]), None
    )
    if first is None:
        return None  # no release's CUDA reaches it: the catalogue's fix (NGC, a build)
    text = (
        f"Use TensorFlow {fmt(first.tf)} or later: it was built with CUDA {fmt(first.cuda)}, "
        f"which builds for compute capability {cc[0]}.x."
    )
    if old_tf:
        text += (
            " For code that must stay on TensorFlow 1.x, NVIDIA's TensorFlow 1.15 builds run "
            "on newer GPUs (Linux, Python 3.8):\n" + NVIDIA_TF1_INSTALL
        )
    return text


def _stated_gpu_finding(
    v: FactView, gpu: dict[str, Any], cc: tuple[int, ...], why: str, finding_id: str
) -> Finding:
    """A finding on a GPU the paste names: its capability, why it does not fit, the line."""
    evidence = [
        f"{gpu.get('name')} (stated): compute capability {cc[0]}.{cc[1]}",
        why,
        *(v.told(f"stated:gpu:{gpu.get('name')}") or v.told("stated:gpu")),
    ]
    return make_finding(finding_id, v.platform, evidence)


def _stated_gpus_to_judge(v: FactView) -> list[dict[str, Any]]:
    """The GPUs a paste names, when nothing better says what runs on them: no GPU read from NVML
    with its capability, no GPU TensorFlow found, a build with CUDA, not macOS."""
    gpus = [g for g in v.stated.get("gpus") or [] if isinstance(g, dict)]
    if v.built_with_cuda is False or v.platform == "macos":
        return []
    if any(g.get("compute_capability") for g in v.nvml_gpus) or v.tf_gpu_count:
        return []
    return gpus


def stated_gpu_capability(v: FactView) -> list[Finding]:
    """A GPU model a paste names, against what the stated release's PyPI wheels were built for.

    Only where nothing better is known: no GPU from NVML with its capability, no build info
    of the TensorFlow that ran, and a release whose wheels the table knows.
    """
    gpus = _stated_gpus_to_judge(v)
    if not gpus or v.build_info.get("cuda_compute_capabilities"):
        return []
    ancient = [g for g in gpus if tuple(g["compute_capability"]) < OLDEST_EVER]
    if ancient:  # whatever the release: none ever ran on it
        why = (
            f"no TensorFlow release runs below compute capability {OLDEST_EVER[0]}."
            f"{OLDEST_EVER[1]}: the GPU is older than every build"
        )
        return [
            _stated_gpu_finding(
                v, g, tuple(g["compute_capability"]), why, "compute-capability-too-old"
            )
            for g in ancient
        ]
    # A development build (tf-nightly) was built for what its tree had that day.
    caps = None if v.tf_own_build else wheel_capabilities(v.tf_version)
    if caps is None:
        if v.log.get("gpu_in_use"):
            # No release's wheels to hold the GPU against, and a line shows it at work
            # (another framework's note of the device it runs on,
            # https://github.com/PaddlePaddle/Paddle/issues/78917): evidence of success wins.
            return []
        return (
            _stated_gpu_between_the_releases(v, gpus)
            or _stated_gpu_newer_than_cuda(v, gpus)
            or _stated_gpu_newer_than_every_wheel(v, gpus)
            or _stated_gpu_older_than_every_wheel(v, gpus)
        )
    ids = {TOO_OLD: "compute-capability-too-old", PTX_JIT: "compute-capability-ptx-jit"}
    ids[UNSUPPORTED] = "compute-capability-unsupported"
    statuses = [support_for(_capability(g), caps).status for g in gpus]
    out = []
    for gpu, status in zip(gpus, statuses, strict=True):
        cc = _capability(gpu)
        if status == COMPILED or (status == PTX_JIT and gpu.get("logged")):
            continue  # a GPU the log shows found: a slow first start shows in its own lines
        if status == TOO_OLD and COMPILED in statuses:
            continue  # ignored beside one the build runs on, which TensorFlow takes
        why = (
            f"the PyPI wheels of TensorFlow {fmt(v.tf_version[:2] if v.tf_version else ())} "
            f"have kernels for: {', '.join(caps)}"
        )
        if status in (PTX_JIT, UNSUPPORTED) and v.log.get("slow_start"):
            out.append(_slow_start_finding(v, gpu, cc, why, newer=status == UNSUPPORTED))
            continue
        finding = _stated_gpu_finding(v, gpu, cc, why, ids[status])
        if status == PTX_JIT:
            # Kernels compiled from PTX at the first start: a fact to know, not a fault, where
            # the paste does not complain of a slow start (a run that works on an RTX 3090
            # with TensorFlow 2.11, https://github.com/tensorflow/tensorflow/issues/58621).
            finding.severity = INFO
        out.append(finding)
    return out


# The GPUs other than NVIDIA's a paste may name as the machine's: the fact that reads each, and
# what runs TensorFlow on it instead.
OTHER_VENDORS: tuple[tuple[str, str, str], ...] = (
    (
        "AMD",
        "amd_gpu_named",
        "On Linux, AMD's ROCm build of TensorFlow uses the AMD GPUs ROCm supports (AMD's ROCm "
        "compatibility matrix lists them):\n"
        "$ python -m pip install tensorflow-rocm\n",
    ),
    (
        "Intel",
        "intel_gpu_named",
        "Intel's Extension for TensorFlow runs TensorFlow on Intel GPUs, for TensorFlow 2.15 and "
        "older (its compatibility table supports no later release; "
        "https://intel.github.io/intel-extension-for-tensorflow/latest/get_started.html).\n",
    ),
)


def other_vendor_gpu_only(v: FactView) -> list[Finding]:
    """The paste names an AMD or Intel GPU as the machine's and no NVIDIA one.

    TensorFlow's GPU builds (tensorflow, tensorflow-gpu) use CUDA, which runs on NVIDIA GPUs
    only: no driver or CUDA install makes them use an AMD GPU ("tensorflow-gpu only works with
    NVidia cards", https://github.com/tensorflow/tensorflow/issues/27059; "No official binaries
    for tf on AMD GPUs", https://github.com/tensorflow/tensorflow/issues/20340), nor an Intel
    one. AMD's ROCm build is another matter (rocm_gpu_not_in_build). Possible: the paste may not
    name every GPU.
    """
    named = next(((vendor, key, fix) for vendor, key, fix in OTHER_VENDORS if v.log.get(key)), None)
    if named is None or v.log.get("amdgpu_unsupported"):
        return []
    if v.log.get("amd_build_named"):  # DirectML and ROCm builds run on AMD GPUs
        return []
    if v.nvml_gpus or v.tf_gpu_count or v.log.get("gpu_in_use") or v.stated.get("gpus"):
        return []
    vendor, key, fix = named
    evidence = [
        f"the paste names an {vendor} GPU and no NVIDIA one: TensorFlow's GPU builds use CUDA, "
        "which runs on NVIDIA GPUs only",
        *v.told(key),
    ]
    finding = make_finding("no-nvidia-driver", v.platform, evidence, severity=WARNING)
    finding.explanation = (
        "TensorFlow uses a GPU through CUDA, which only NVIDIA GPUs run. The GPU this paste "
        f"names is an {vendor} one: installing the NVIDIA driver, CUDA or tensorflow-gpu cannot "
        "make TensorFlow use it (CUDA's 'driver version is insufficient' there means no NVIDIA "
        "driver at all)."
    )
    finding.fix = (
        f"{fix}Otherwise run TensorFlow on the CPU (python -m pip install tensorflow), or use a "
        "machine with an NVIDIA GPU."
    )
    return [finding]


def rocm_gpu_not_in_build(v: FactView) -> list[Finding]:
    """TensorFlow's ROCm build left out an AMD GPU whose architecture it has no code for.

    The AMD side of a GPU newer (or other) than the build: the line names the GPU's gfx
    version and those the build supports. NVIDIA's fixes do not apply.
    """
    told = v.log.get("amdgpu_unsupported")
    if not isinstance(told, list) or len(told) != 2:
        return []
    gfx, supported = str(told[0]), str(told[1])
    evidence = [
        f"TensorFlow's ROCm build ignored an AMD GPU of architecture {gfx}",
        f"the build supports: {supported}",
        *v.told("amdgpu_unsupported"),
    ]
    finding = make_finding("compute-capability-unsupported", v.platform, evidence)
    finding.explanation = (
        "TensorFlow's ROCm build for AMD GPUs has code only for the GPU architectures it lists: "
        "it ignores a GPU of another one and runs on the CPU."
    )
    finding.fix = (
        f"Use a tensorflow-rocm release (or AMD's rocm/tensorflow image) built for {gfx}: AMD's "
        "ROCm compatibility matrix lists which. This is an AMD GPU: the NVIDIA driver, CUDA and "
        "cuDNN steps do not apply."
    )
    finding.confirm = f"Run `rocminfo | grep gfx`: {gfx} missing from the supported list above."
    return [finding]


def xla_flags(v: FactView) -> list[Finding]:
    flags = v.env.get("XLA_FLAGS", "")
    for part in flags.split():
        if part.startswith("--xla_gpu_cuda_data_dir="):
            folder = part.split("=", 1)[1]
            libdevice = os.path.join(folder, "nvvm", "libdevice")
            if folder and not os.path.isdir(libdevice):
                return [
                    make_finding(
                        "xla-libdevice-missing",
                        v.platform,
                        [f"XLA_FLAGS={flags!r}", f"{libdevice} does not exist"],
                        severity=WARNING,
                    )
                ]
    return []


def cloud_instance_without_gpu(v: FactView) -> list[Finding]:
    """The paste names its machine by a cloud instance type of a family without a GPU.

    "predictor = estimator.deploy(initial_instance_count=1, instance_type='ml.m4.xlarge')"
    beside "ImportError: libcuda.so.1: cannot open shared object file" (a GPU image on a
    SageMaker endpoint of a general purpose instance,
    https://github.com/aws/sagemaker-python-sdk/issues/440): no driver, because no GPU.
    """
    instance = v.log.get("instance_without_gpu")
    if not instance or v.nvml_gpus or v.tf_gpu_count or v.log.get("gpu_in_use"):
        return []
    if v.stated.get("gpus"):  # another machine of the post has one
        return []
    if not (v.log.get("gpu_wanted") or v.log.get("gpu_not_used") or v.tf_gpu_count == 0):
        return []
    evidence = [
        f"{instance} is an instance type without a GPU (AWS's general purpose, compute and "
        "memory optimized families: M, T, C, R, X, Z)",
        *v.told("instance_without_gpu"),
    ]
    finding = make_finding("no-nvidia-driver", v.platform, evidence)
    finding.explanation = (
        "The machine this runs on has no GPU: its instance type is of a family without one. "
        "A GPU build of TensorFlow (or a GPU image) finds no NVIDIA driver there, and none can "
        "be installed without a GPU."
    )
    finding.fix = (
        "Run it on an instance type with an NVIDIA GPU (on AWS the G and P families: g4dn, g5, "
        "g6, p3, p4d, p5; on SageMaker the same types, such as ml.g5.xlarge), or use a CPU "
        "build or image on this one."
    )
    return [finding]


def container_without_gpus(v: FactView) -> list[Finding]:
    """A pasted log shows a container started without GPUs (only a log states this)."""
    evidence = []
    if v.log.get("container_no_driver"):
        evidence.append(str(v.log.get("evidence", {}).get("container_no_driver", "")))
    severity = None
    if v.log.get("docker_gpus") is False:
        line = str(v.log.get("evidence", {}).get("docker_gpus", ""))
        evidence.append(f"docker run without --gpus ({line})")
    elif v.log.get("docker_run_without_gpus") and v.log.get("gpu_not_used"):
        # Several commands, the last with --gpus: the one without may be what failed.
        line = str(v.log.get("evidence", {}).get("docker_run_without_gpus", ""))
        evidence.append(f"a docker run without --gpus ({line}); a later one passes them")
        severity = WARNING
    pod = v.log.get("pod_without_gpu")
    if not evidence and isinstance(pod, list):
        # A spec, not a run: what ran may have been another one.
        finding = make_finding(
            "container-without-gpus",
            v.platform,
            [*(str(e) for e in pod), KUBERNETES_LIMITS],
            severity=WARNING,
        )
        finding.explanation = KUBERNETES_EXPLANATION
        finding.confirm = KUBERNETES_CONFIRM
        finding.fix = KUBERNETES_FIX
        return [finding]
    if not evidence:
        return []
    return [make_finding("container-without-gpus", v.platform, evidence, severity=severity)]


RULES = (
    no_driver,
    container_without_gpus,
    driver_mismatch,
    driver_not_loaded,
    no_permission,
    container_lost_access,
    cuda_visible_devices,
    driver_too_old,
    compute_capability,
    stated_gpu_capability,
    rocm_gpu_not_in_build,
    other_vendor_gpu_only,
    cloud_instance_without_gpu,
    xla_flags,
)
