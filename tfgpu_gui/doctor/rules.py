"""All rules together: facts (+ the job's log) -> one sorted list of findings.

A finding diagnosed from the facts and again from log lines is one finding with both kinds of
evidence. ``no-gpu-visible`` is the fallback: it is reported only when TensorFlow sees no GPU
and no more specific cause explains why.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tfgpu_gui.doctor import rules_driver, rules_install, rules_runtime
from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, make_finding
from tfgpu_gui.doctor.knowledge.catalogue_driver import BUSY_EXPLANATION
from tfgpu_gui.doctor.knowledge.catalogue_install import FRAMEWORK_CPU_BUILDS
from tfgpu_gui.doctor.knowledge.catalogue_runtime import (
    BESIDE_OTHER_FRAMEWORK,
    BESIDE_OTHER_FRAMEWORK_CONFIRM,
    BESIDE_OTHER_FRAMEWORK_EXPLANATION,
    BESIDE_OTHER_FRAMEWORK_FIX,
    SHARED_BY_PROCESSES,
    SHARED_BY_PROCESSES_EXPLANATION,
    STARTED_FULL,
    STARTED_FULL_CONFIRM,
    STARTED_FULL_EXPLANATION,
    STARTED_FULL_FIX,
)
from tfgpu_gui.doctor.knowledge.cuda_drivers import min_driver_for
from tfgpu_gui.doctor.knowledge.gpu_arch import DATA_CENTER_GPU, PASCAL
from tfgpu_gui.doctor.knowledge.log_facts_patterns import TF_OWN_MODULES
from tfgpu_gui.doctor.knowledge.log_patterns import NVENC_MINIMUM_DRIVER, WSL_DRIVER
from tfgpu_gui.doctor.knowledge.tf_builds import (
    AND_CUDA_CORE_WHEELS,
    AND_CUDA_FROM,
    AND_CUDA_PATH_FAULT,
    COLAB_CUDA,
    TENSORFLOW_INCLUDES_GPU_FROM,
    TESTED_BUILDS_URL,
    WINDOWS_NATIVE_GPU_LAST,
    newest_for_python,
    oldest_for_python,
    python_supported,
)
from tfgpu_gui.doctor.log_explainer import LogExplanation, LogScan, explain_log
from tfgpu_gui.doctor.model import (
    ERROR,
    INFO,
    SEVERITY_RANK,
    WARNING,
    Finding,
    NoGpu,
    sort_findings,
)
from tfgpu_gui.doctor.ranking import rank_findings
from tfgpu_gui.doctor.versions import fmt, major_minor, parse_version

Rule = Callable[[FactView], list[Finding]]
# Findings that state the outcome (no GPU, TensorFlow did not start) rather than a cause.
_SYMPTOMS = frozenset({"no-gpu-visible", "tensorflow-crashed", "tensorflow-import-failed"})
RULES: tuple[Rule, ...] = (*rules_driver.RULES, *rules_install.RULES, *rules_runtime.RULES)


def _cause_found(found: set[str]) -> bool:
    """Whether ``found`` holds a cause that is an error (not a shared symptom, not harmless):
    the fallbacks that guess from what a paste states give way to it."""
    return any(
        CATALOGUE[i].severity == ERROR and not CATALOGUE[i].harmless for i in found - _SYMPTOMS
    )


def _explained(found: Iterable[str]) -> bool:
    """Whether one of ``found`` explains "TensorFlow sees no GPU" (its entry's ``no_gpu``)."""
    return any(CATALOGUE[i].explains_no_gpu for i in found)


def merge(findings: Iterable[Finding]) -> list[Finding]:
    """One finding per ID: evidence concatenated, the most severe severity kept."""
    merged: dict[str, Finding] = {}
    for f in findings:
        seen = merged.get(f.id)
        if seen is None:
            merged[f.id] = f
            continue
        seen.evidence.extend(e for e in f.evidence if e not in seen.evidence)
        if SEVERITY_RANK[f.severity] < SEVERITY_RANK[seen.severity]:
            seen.severity = f.severity
        if f.origin != seen.origin:
            seen.origin = "facts+log"
    return sort_findings(list(merged.values()))


def _no_gpu_visible(v: FactView, found: set[str]) -> list[Finding]:
    if not v.tf_imported or v.tf_gpu_count != 0 or v.built_with_cuda is False:
        return []
    if _explained(found):
        return []
    evidence = ["tf.config.list_physical_devices('GPU') is empty"]
    if v.nvml_ok:
        evidence.append(
            f"the driver reports {len(v.nvml_gpus)} GPU" + ("" if len(v.nvml_gpus) == 1 else "s")
        )
    return [make_finding("no-gpu-visible", v.platform, evidence)]


def _framework_cpu_package_listed(v: FactView, found: set[str]) -> list[Finding]:
    """The GPU not used, and the paste lists another framework's CPU package (paddlepaddle,
    onnxruntime) as installed: its CPU-only build, unless a line names another cause
    ("paddlepaddle==3.1.0 ... use cpu for inference",
    https://github.com/PaddlePaddle/PaddleOCR/issues/16093)."""
    package = v.log.get("framework_cpu_package")
    if not package or _cause_found(found) or not _gpu_complaint(v):
        return []
    evidence = [
        f"the paste lists {package}, the CPU-only package ({package}-gpu is the GPU build), and "
        "the GPU is not used",
        *v.told("framework_cpu_package"),
        *v.told("gpu_not_used"),
    ]
    return [make_finding("framework-cpu-only-build", v.platform, list(dict.fromkeys(evidence)))]


def _about_another_framework(v: FactView) -> str | None:
    """The framework a paste is about when it names another one (PyTorch, JAX ...) and not
    TensorFlow: TensorFlow's releases and systems are not in question then; PyTorch too where a
    line of its own says it has no GPU ("Unsloth: No NVIDIA GPU found?"). Not PyTorch shown
    WITH the GPU ("torch.cuda.is_available() ... returns with true"): named as the check that
    works, it is not what fails (https://github.com/kshitizrimal/deepStyle/issues/2)."""
    other = v.log.get("framework_named")
    if other == "PyTorch" and v.log.get("torch_gpu"):
        return None
    if not other and v.log.get("torch_no_gpu"):
        other = "PyTorch"  # its own words for no GPU, the package unnamed (a launcher's check)
    return str(other) if other and not v.log.get("tf_named") else None


def _driver_below_the_toolkit(v: FactView, cuda: tuple[int, int] | None) -> bool | None:
    """Whether the driver the paste shows or states is older than ``cuda``'s toolkit minimum
    (None where either is unknown)."""
    needed = min_driver_for(cuda) if cuda else None
    driver = v.driver_version
    if driver is None or needed is None:
        return None
    return driver < needed


def _torch_sees_no_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """PyTorch shown without a CUDA device (torch.cuda.is_available() answered False,
    Lightning's "But your machine only has: []") and no line that says why: most often a
    PyTorch built for the CPU, which a machine with a GPU and a driver still gets from conda's
    CPU build or a CPU wheel (https://github.com/Lightning-AI/pytorch-lightning/issues/899).
    Sure when conda lists that build; possible otherwise. A driver too old for the wheel's CUDA,
    or no driver, has lines of its own, which win."""
    if not v.log.get("torch_no_gpu") or _cause_found(found) or _gpu_shown_working(v):
        return []
    listed = bool(v.log.get("torch_cpu_listed"))
    evidence = [
        "PyTorch finds no CUDA device"
        + (", and conda lists its CPU build" if listed else ", and no line says why"),
        *v.told("torch_no_gpu"),
        *v.told("torch_cpu_listed"),
    ]
    return [
        make_finding(
            "framework-cpu-only-build",
            v.platform,
            list(dict.fromkeys(evidence)),
            severity=ERROR if listed else WARNING,
        )
    ]


def _wsl2_gpu_in_tcc_mode(v: FactView, found: set[str]) -> list[Finding]:
    """Inside WSL2, no GPU reached, and the GPU shown in TCC mode or named as a data-center GPU
    (which Windows runs in TCC mode by default): WSL2 passes only WDDM GPUs, so CUDA there does
    not reach the Windows driver ("H100 PCIe cards do not support WDDM mode, only TCC mode",
    https://github.com/microsoft/WSL/issues/9952; a Tesla P4 on the GRID driver,
    https://github.com/microsoft/WSL/issues/12835)."""
    if v.platform != "wsl2" or WSL_DRIVER in found or _cause_found(found):
        return []
    failed = bool(v.log.get("smi_fails_told") or v.log.get("smi_failed"))
    if not (failed or _gpu_complaint(v)):
        return []
    names = [str(g.get("name", "")) for g in v.stated.get("gpus") or [] if isinstance(g, dict)]
    centre = next((n for n in names if DATA_CENTER_GPU.search(n)), None)
    if v.log.get("tcc_mode"):
        said = "the paste shows the GPU in TCC mode"
        evidence = [*v.told("tcc_mode")]
    elif centre:
        said = f"the {centre} is a data-center GPU, which the Windows driver runs in TCC mode"
        evidence = [*v.told(f"stated:gpu:{centre}")]
    else:
        return []
    evidence.insert(
        0, f"inside WSL2 no GPU is reached, and {said}: WSL2 reaches only a GPU in WDDM mode"
    )
    evidence += [*v.told("smi_fails_told"), *v.told("gpu_not_used")]
    return [make_finding(WSL_DRIVER, v.platform, list(dict.fromkeys(evidence)))]


def _windows_version_unknown(v: FactView, found: set[str]) -> list[Finding]:
    """Native Windows, no GPU, TensorFlow's version not shown: possibly a release after 2.10.

    rules_install.windows_native decides when the version is known; without it the most
    common cause is only possible, and no other cause in the log may explain the missing GPU.
    """
    cuda = parse_version(v.stated.get("cuda"))
    # CUDA 12 named for native Windows: no release with GPU there was built for it.
    cuda_12 = cuda is not None and cuda[0] >= 12
    if v.platform != "windows" or v.tf_version is not None:
        return []
    if _about_another_framework(v):
        return []
    # tensorflow-gpu asked for, or named, with no version: the GPU is what is wanted.
    wanted = bool(v.log.get("gpu_wanted") or v.log.get("tf_gpu_named"))
    if not (_gpu_complaint(v) or cuda_12 or wanted):
        return []
    if _gpu_shown_working(v) and not cuda_12:
        return []  # the GPU wanted is in use ("the GPU being used around 80%")
    # A build shown: without CUDA it is its own cause; with CUDA it is 2.10 or older (so is
    # one that opened its CUDA runtime, cudart64_101.dll, or started cuDNN on a GPU device:
    # "Failed to get convolution algorithm. This is probably because cuDNN failed to
    # initialize" comes from a GPU kernel, https://github.com/bubbliiiing/yolo3-keras/issues/42).
    if (
        _explained(found)
        or v.built_with_cuda is not None
        or v.cuda_runtime_opened is not None
        or v.log.get("cudnn_start_failed")
    ):
        return []
    if _gpu_complaint(v):
        said = "native Windows, TensorFlow sees no GPU; its version is not in the log"
    elif cuda_12:
        said = f"native Windows with CUDA {fmt(cuda or ())}; TensorFlow's version is not shown"
    else:
        said = "native Windows, a GPU build of TensorFlow wanted; its version is not shown"
    evidence = [
        said,
        f"the last release with GPU on native Windows is {fmt(WINDOWS_NATIVE_GPU_LAST)} "
        "(CUDA 11.2): a newer one runs on the CPU only",
    ]
    # The Python says which releases can be installed at all: from Python 3.11 on, only
    # releases after 2.10 have wheels for it (the tested build table).
    python = v.python_or_stated
    first = oldest_for_python(python) if python is not None else None
    if python is not None and first is not None and first.tf > WINDOWS_NATIVE_GPU_LAST:
        evidence.append(
            f"Python {fmt(python[:2])}: the first TensorFlow with wheels for it is "
            f"{fmt(first.tf)}, after {fmt(WINDOWS_NATIVE_GPU_LAST)}",
        )
        evidence.extend(v.told("python_version") or v.told("stated:python"))
        return [make_finding("windows-native-no-gpu", v.platform, evidence)]
    newer = make_finding("windows-native-no-gpu", v.platform, evidence, severity=WARNING)
    if cuda_12 or "cuda-libraries-missing" in found:
        return [newer]
    last = newest_for_python(python) if python is not None else None
    # A release up to 2.10 has the GPU there, and loads the CUDA and cuDNN DLLs of its build
    # from PATH: missing, they are the other usual cause.
    older = make_finding(
        "cuda-libraries-missing",
        v.platform,
        [
            said,
            f"up to {fmt(WINDOWS_NATIVE_GPU_LAST)}, TensorFlow on native Windows loads the CUDA "
            "and cuDNN DLLs of its build from PATH (the tested build table)",
        ],
        severity=WARNING,
    )
    # The other way round: a Python whose newest wheels are 2.10 or older (3.6: 2.6) has
    # none of the releases without the GPU.
    if python is not None and last is not None and last.tf <= WINDOWS_NATIVE_GPU_LAST:
        older.evidence.append(
            f"Python {fmt(python[:2])}: the newest TensorFlow with wheels for it is "
            f"{fmt(last.tf)}, which has the GPU on native Windows"
        )
        return [older]
    return [newer, older]


# TensorFlow 2.4's release notes: "XLA:CPU and XLA:GPU devices are no longer registered by
# default. Use TF_XLA_FLAGS=--tf_xla_enable_xla_devices if you really need them" (quoted in
# https://stackoverflow.com/questions/65907365).
XLA_DEVICES_LAST = (2, 3)


def _xla_devices_dated(v: FactView) -> bool:
    """XLA's GPU device listed, which dates the release 2.3 or earlier (unless the paste turns
    those devices back on)."""
    return bool(v.log.get("xla_gpu_listed")) and not v.log.get("xla_devices_enabled")


def _gpu_shown_working(v: FactView) -> bool:
    """A paste that shows or tells the GPU in use: a device created, a load above zero."""
    return bool(
        v.log.get("gpu_in_use") or (v.tf_gpu_count or 0) > 0 or v.log.get("gpu_works_stated")
    )


def _gpu_complaint(v: FactView) -> bool:
    """A paste that shows TensorFlow without the GPU its author wanted, and none in use."""
    if _gpu_shown_working(v):
        return False
    return v.tf_gpu_count == 0 or bool(v.log.get("gpu_not_used"))


def _stated_system_no_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """No GPU on a system the paste states, and no line that says why: its usual causes.

    A person who writes "Ubuntu 22.04, TensorFlow 2.16, the GPU is not detected" has stated
    enough to narrow it: on Linux (and WSL2) TensorFlow 2.14 and later take CUDA from the
    nvidia-* wheels of ``tensorflow[and-cuda]``, older releases from the system's CUDA and
    cuDNN of their build. So do releases up to 2.10 on native Windows ("Windows 10,
    tensorflow-gpu 2.6, CUDA 11.2, the GPU is not detected": the DLLs of its build not found
    on PATH). Each is possible (a warning), never proven. Later releases on native Windows and
    macOS have rules of their own (windows_native, macos, _windows_version_unknown).
    """
    version = v.tf_version
    # No release stated, but the log's own source paths date it 2.14 or later.
    floor = parse_version(v.log.get("tf_floor"))
    dated_new = version is None and floor is not None and floor[:2] >= AND_CUDA_FROM
    # Or its devices date it 2.3 or earlier: XLA's GPU device, which TensorFlow 2.4 no longer
    # registers by default.
    dated_old = version is None and _xla_devices_dated(v)
    # tensorflow[and-cuda] exists for Linux only: naming it states the system well enough.
    and_cuda = bool(v.log.get("and_cuda_named")) and v.platform not in ("windows", "macos")
    # A release known not to find the wheels' libraries: the paste need not complain.
    path_fault = and_cuda and version is not None and version[:2] in AND_CUDA_PATH_FAULT
    linux = v.platform_stated and v.platform in ("linux", "wsl2")
    # Native Windows with a release that still had the GPU there (2.10 or older): the same
    # system CUDA and cuDNN of its build, found on PATH.
    windows = (
        v.platform_stated
        and v.platform == "windows"
        and version is not None
        and version[:2] <= WINDOWS_NATIVE_GPU_LAST
    )
    if not v.log or not (linux or and_cuda or windows) or v.built_with_cuda is False:
        return []
    if not (_gpu_complaint(v) or (path_fault and not v.log.get("gpu_in_use"))):
        return []
    if _cause_found(found):
        return []
    if _explained(found):
        return []
    shown = f"TensorFlow {fmt(version)}" if version else "TensorFlow (version not shown)"
    where = {"wsl2": "WSL2", "windows": "native Windows"}.get(v.platform, "Linux")
    unknown = f"{shown} on {where} without the GPU, and no line of the paste says why"
    out: list[Finding] = []
    if (version is None or version[:2] >= AND_CUDA_FROM) and not dated_old:
        if path_fault:
            evidence = [
                f"TensorFlow {fmt(version)} with tensorflow[and-cuda] on {where}",
                f"TensorFlow {fmt(version[:2]) if version else ''} does not find the libraries "
                "of the nvidia-* wheels unless their lib folders are on LD_LIBRARY_PATH; a later "
                "release fixed it (tensorflow/tensorflow#63362)",
            ]
            finding = make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)
            # The extra is installed already: a newer release, or its lib folders on the path
            # (the workaround of tensorflow/tensorflow#63341).
            finding.fix = (
                "Upgrade TensorFlow, or put the nvidia-* wheels' lib folders on LD_LIBRARY_PATH:\n"
                '$ python -m pip install -U "tensorflow[and-cuda]"\n'
                "$ export LD_LIBRARY_PATH=$(python -c \"import glob, os, nvidia; print(':'.join("
                "glob.glob(os.path.join(nvidia.__path__[0], '*', 'lib'))))\"):$LD_LIBRARY_PATH"
            )
            out.append(finding)
        elif and_cuda:
            evidence = [
                unknown,
                "tensorflow[and-cuda] is named: its nvidia-* CUDA wheels did not load "
                "(another CUDA first on LD_LIBRARY_PATH, or wheels of another version)",
            ]
            finding = make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)
            out.append(finding)
        else:
            evidence = [
                unknown,
                f"TensorFlow {fmt(AND_CUDA_FROM)} and newer load CUDA from the nvidia-* "
                "wheels that only `pip install tensorflow[and-cuda]` installs",
            ]
            finding = make_finding("and-cuda-extra-missing", v.platform, evidence, severity=WARNING)
            if version is not None:
                finding.fix = finding.fix.replace("<your TF version>", fmt(version[:2]))
            out.append(finding)
    if not dated_new and (version is None or version[:2] < AND_CUDA_FROM):
        evidence = [
            unknown,
            "TensorFlow before 2.14 loads the CUDA and cuDNN of its build (the tested build "
            "table) from the system" + (" (their DLLs' folders on PATH)" if windows else ""),
        ]
        out.append(make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING))
    cpu_build = _plain_package_possibly_cpu(v, found, unknown)
    if cpu_build is not None:
        out.append(cpu_build)
    told = v.log.get("os_told") or []
    native = version is None or version[:2] > WINDOWS_NATIVE_GPU_LAST
    if v.platform == "wsl2" and "windows" in told and native:
        # Windows and WSL2 both named, nothing shows the Linux side: native Windows is as
        # likely (RStudio, a Windows Python) and comes first.
        evidence = [
            "the paste names Windows and WSL2, and nothing in it shows TensorFlow running "
            "inside WSL2",
            f"on native Windows the last release with GPU is {fmt(WINDOWS_NATIVE_GPU_LAST)}",
        ]
        out.insert(0, make_finding("windows-native-no-gpu", "windows", evidence, severity=WARNING))
    return out


def _colab_release_for_cuda_11(v: FactView, found: set[str]) -> list[Finding]:
    """A TensorFlow built for CUDA 11 or older on a Colab runtime without the GPU.

    Colab's TensorFlow loads the runtime's system CUDA, which is CUDA 12 since December 2023:
    a pinned release of another CUDA major finds no libraries there (possible: an older
    runtime had CUDA 11).
    """
    build = v.tf_build
    if not v.log.get("colab") or build is None or not _gpu_complaint(v):
        return []
    if build.cuda[0] >= COLAB_CUDA[0] or _explained(found - {"and-cuda-extra-missing"}):
        return []
    stated = parse_version(v.stated.get("cuda"))
    if stated is not None and stated[0] == build.cuda[0]:
        return []
    evidence = [
        f"TensorFlow {fmt(build.tf)} on Colab, built with CUDA {fmt(build.cuda)}",
        f"Colab's runtime has CUDA {fmt(COLAB_CUDA)} since December 2023 "
        "(googlecolab/colabtools#4214): a release of another CUDA major finds no libraries; "
        "use the TensorFlow the runtime comes with, or the fallback runtime",
    ]
    return [make_finding("cuda-libraries-missing", "linux", evidence, severity=WARNING)]


# What a release before 2.1 without tensorflow-gpu named, and a paste naming no package, share.
PLAIN_PACKAGE_WAS_CPU = (
    f"before {fmt(TENSORFLOW_INCLUDES_GPU_FROM)} the tensorflow package was the CPU build: "
    "the GPU build was tensorflow-gpu"
)


def _cpu_package_before_2_1(v: FactView, found: set[str]) -> list[Finding]:
    """A release before 2.1 without the GPU, and tensorflow-gpu nowhere in the paste.

    Until 2.1 the GPU build was the tensorflow-gpu package; `tensorflow` was the CPU build.
    A paste of those years (its release stated, or a CUDA only they used: 10.0 or older) that
    does not name tensorflow-gpu and says the GPU is not used: possibly the CPU package.
    """
    if not v.log or not _gpu_complaint(v) or v.log.get("tf_gpu_named"):
        return []
    if "tensorflow-gpu" in v.packages or v.built_with_cuda is True:
        return []
    if _cause_found(found):
        return []
    version = v.tf_version
    cuda = parse_version(v.stated.get("cuda"))
    if version is not None:
        if version[:2] >= TENSORFLOW_INCLUDES_GPU_FROM:
            return []
        why = f"TensorFlow {fmt(version)}"
    elif cuda is not None and cuda[:2] <= (10, 0):
        why = f"CUDA {fmt(cuda)}, which only releases before 2.1 were built with"
    else:
        return []
    evidence = [
        f"{why}; tensorflow-gpu is not named in the paste",
        PLAIN_PACKAGE_WAS_CPU,
    ]
    return [make_finding("tensorflow-cpu-only-build", v.platform, evidence, severity=WARNING)]


def _docker_named_no_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """A paste about Docker without the GPU, and no line that says why: the container's causes.

    "docker could not see my GPU": the container was started without ``--gpus`` (most
    often), or the host cannot give GPUs to containers (no NVIDIA Container Toolkit). Both
    possible, with what confirms each; the system's own causes come after.
    """
    if not v.log.get("docker_named") or not _gpu_complaint(v):
        return []
    if _cause_found(found):
        return []
    passed = v.log.get("docker_gpus") is True and not v.log.get("docker_run_without_gpus")
    if _explained(found) or passed:
        return []
    if v.log.get("hpc_container") and not v.log.get("nv_flag"):
        # Singularity and Apptainer bind the host's driver into a container only with --nv
        # (Apptainer's GPU guide); no toolkit is needed: that first, then the image's own.
        evidence = [
            "the paste runs a Singularity or Apptainer container and shows no --nv: without "
            "it the container gets neither the GPUs nor the host's driver",
            *v.told("hpc_container"),
        ]
        found_here = make_finding("container-without-gpus", v.platform, evidence, severity=WARNING)
        return [found_here]
    usual: tuple[str, ...] = _USUAL_IN_A_CONTAINER
    if v.log.get("hpc_container"):  # started with --nv, and no toolkit needed: the image's
        usual = ("cuda-libraries-missing", "tensorflow-cpu-only-build")
    said = "the paste is about a Docker container and says TensorFlow does not get the GPU"
    why = {
        "cuda-libraries-missing": "the image must hold the CUDA and cuDNN its TensorFlow was "
        "built with; a base image of another CUDA, or a TensorFlow installed over it, lacks them",
        "tensorflow-cpu-only-build": "an image's TensorFlow may be a CPU-only build (a "
        "tensorflow-cpu, or the plain tensorflow package before 2.1)",
        "container-without-gpus": "a container sees the GPUs only when started with --gpus all",
        "container-toolkit-missing": "--gpus needs the NVIDIA Container Toolkit on the host",
    }
    return [
        make_finding(cause, v.platform, [said, why[cause]], severity=WARNING) for cause in usual
    ]


# The log facts of a line that says which library did not load, or that a module was not found.
_WHY_A_LIBRARY_DID_NOT_LOAD = ("dll_module_not_found", "dll_missing", "cuda_lib_missing")


def _native_module_not_loaded(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow's native module did not load, and the paste stops before the line that says
    why (its traceback ends in pywrap_tensorflow's frames).

    That line usually names a CUDA library of the build's version that is not there
    (TensorFlow's "Build and install error messages" page lists libcudnn, libcublas and cudart
    first); in a Docker container, the driver's libcuda.so.1, which a container started
    without the GPUs lacks. Possible, with what confirms each.
    """
    if not v.log.get("pywrap_import_failed") or _cause_found(found) or v.platform == "macos":
        return []
    if any(v.log.get(key) for key in _WHY_A_LIBRARY_DID_NOT_LOAD):
        return []  # the paste says why
    frame = v.told("pywrap_import_failed")
    said = "TensorFlow's native module did not load; the paste stops before the line that says why"
    causes = {
        "cuda-libraries-missing": "most often that line names a CUDA or cuDNN library of the "
        "version the build wants (libcudart, libcublas, libcudnn): not installed, or another "
        "version",
    }
    if v.log.get("docker_named"):
        causes["container-without-gpus"] = (
            "in a container, a GPU build also fails to load without the driver's libcuda.so.1, "
            "which a container started without --gpus lacks"
        )
    return [
        make_finding(cause, v.platform, [said, why, *frame], severity=WARNING)
        for cause, why in causes.items()
    ]


def _gpus_hidden_no_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """CUDA_VISIBLE_DEVICES set to -1 or empty in a paste that says the GPU is not used.

    An empty or -1 value is how a script asks for the CPU, so alone it is no fault; beside a
    complaint that the GPU is not used (a library or a launcher set it, or a line left from a
    CPU-only test), it is the likely cause. Possible, with the line.
    """
    if not v.log.get("gpus_hidden") or not _gpu_complaint(v) or _cause_found(found):
        return []
    evidence = [
        "CUDA_VISIBLE_DEVICES is set to -1 or empty, and the paste says the GPU is not used",
        "CUDA shows a program only the GPUs that variable lists: none",
        *v.told("gpus_hidden"),
    ]
    return [make_finding("cuda-visible-devices-hides-gpus", v.platform, evidence, severity=WARNING)]


# What a container started without the GPUs shows besides: no driver library, cuInit failing.
_IN_A_BARE_CONTAINER = frozenset({"no-nvidia-driver", "cuinit-unknown-error"})


def _device_file_missing(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow's CUDA diagnostics found the kernel driver running but no /dev/nvidia0.

    The line comes only after /proc/driver/nvidia/version was found (cuda_diagnostics.cc): a
    driver runs on this kernel, yet the GPU's device file is not there. Inside a container the
    host kernel's /proc shows through while the device files are passed in only with
    ``--gpus`` (or the NVIDIA runtime), so a container started without the GPUs is the likely
    reading; on a machine that is no container, the device files were not created. Possible,
    unless a line shows another cause, a GPU in use, or CUDA_VISIBLE_DEVICES hiding the GPUs
    (CUDA_ERROR_NO_DEVICE: the device files then do not matter).
    """
    # (no libcuda.so.1 and cuInit failing are what such a container shows too)
    if not v.log.get("device_file_missing") or _cause_found(found - _IN_A_BARE_CONTAINER):
        return []
    if v.tf_gpu_count or v.log.get("gpu_in_use") or v.log.get("gpus_hidden"):
        return []
    evidence = [
        "TensorFlow found the NVIDIA kernel driver running (/proc/driver/nvidia/version) but "
        "no GPU device file (/dev/nvidia0): what a container started without --gpus shows",
        *v.told("device_file_missing"),
    ]
    finding = make_finding("container-without-gpus", v.platform, evidence, severity=WARNING)
    finding.confirm = (
        "In the container, `ls -l /dev/nvidia*` lists nothing; on the host it lists "
        "/dev/nvidia0. Outside a container, `ls -l /dev/nvidia*` lists nothing either: the "
        "device files were not created (`sudo nvidia-modprobe -u -c=0`, or `nvidia-smi` as root, "
        "creates them)."
    )
    return [finding]


def _kernel_without_the_shells_environment(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow works from a shell but not from a notebook or an IDE, and no line says why.

    A Jupyter kernel, an IDE or a JupyterHub spawner starts Python with its own environment:
    the LD_LIBRARY_PATH (macOS: DYLD_LIBRARY_PATH; Windows: PATH) that makes the CUDA
    libraries loadable in the shell is not there. Possible.
    """
    if not v.log.get("kernel_env") or v.log.get("gpu_in_use") or _cause_found(found):
        return []
    evidence = [
        "the paste says TensorFlow works from a shell but not from the notebook or IDE",
        "a kernel or an IDE starts Python without the shell's LD_LIBRARY_PATH (PATH on "
        "Windows), where the CUDA libraries were found",
        *v.told("kernel_env"),
    ]
    finding = make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)
    finding.fix = (
        "Give the kernel the shell's library path: add it to the kernel's kernel.json "
        '("env": {"LD_LIBRARY_PATH": "..."}; find the file with `jupyter kernelspec list`) or '
        "to the IDE's run configuration, or start Jupyter from the shell where TensorFlow "
        "works. Check from the notebook: import os; print(os.environ.get('LD_LIBRARY_PATH'))"
    )
    return [finding]


def _memory_nearly_all_taken(v: FactView, found: set[str]) -> list[Finding]:
    """A GPU's memory told as nearly all taken, in figures, and no line that says why.

    TensorFlow maps nearly all of each visible GPU's memory when it starts unless memory growth
    is on, whatever the model needs: the figures are TensorFlow's reservation, and the reason
    another process then finds no memory. Possible: a model that large is possible too.
    """
    if not v.log.get("memory_nearly_full") or v.log.get("memory_growth_on") or _cause_found(found):
        return []
    if found & {"gpu-out-of-memory", "memory-growth-disabled"}:
        return []
    evidence = [
        "the paste tells of nearly all of the GPU's memory taken",
        *v.told("memory_nearly_full"),
        "TensorFlow reserves nearly all of a GPU's memory at start unless memory growth is on, "
        "whatever the model needs",
    ]
    return [make_finding("memory-growth-disabled", v.platform, evidence, severity=WARNING)]


# A GPU in a line: the word, CUDA, or a model's series.
_GPU_IN_LINE = re.compile(r"\b(?:GPUs?|CUDA|RTX|GTX|Tesla|Quadro|A100|H100|V100)\b", re.IGNORECASE)


def _slow_start_on_a_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """A start told as slow on the GPU (minutes to load a model, create a session, take the
    first step), and nothing else found: most often the driver JIT-compiling the build's PTX
    for a GPU it has no kernels for. Possible: what the build holds is not in the paste. A
    release and a GPU both stated were judged by the stated-GPU rule: kernels for it are there.
    """
    if not v.log.get("slow_start") or _cause_found(found) or found & _WARNED_SLOW:
        return []
    if v.tf_version is not None and v.stated.get("gpus"):
        return []
    told = v.told("slow_start")
    if not (v.stated.get("gpus") or v.tf_gpu_count or any(_GPU_IN_LINE.search(t) for t in told)):
        return []
    evidence = [
        *told,
        "a start of minutes on the GPU is most often the driver compiling kernels the build has "
        "none for, from its PTX, at every start the driver's cache does not cover",
    ]
    finding = make_finding("compute-capability-ptx-jit", v.platform, evidence, severity=WARNING)
    finding.explanation = (
        "When a TensorFlow build has no compiled kernels for the GPU's compute capability, the "
        "driver compiles them from the build's PTX when they are first used: loading a model or "
        "the first step takes minutes, and again at the next start unless the driver's cache "
        "(CUDA_CACHE_MAXSIZE) holds them. A second start that is fast points to it; a build "
        "with kernels for the GPU (a newer release) starts at once."
    )
    return [finding]


# Findings that already say why a run is slow.
_WARNED_SLOW = frozenset(
    {"compute-capability-ptx-jit", "ptxas-too-old", "gpu-underutilized-input-bound"}
)


def _serving_cpu_build(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow Serving's model server on the CPU, and no line that says why.

    The model server is a program of its own: its apt package (tensorflow-model-server) and a
    bazel build without --config=cuda are CPU-only builds, whatever TensorFlow the machine has;
    the GPU takes the tensorflow/serving:latest-gpu image or a CUDA build. Possible.
    """
    if not v.log.get("serving_named") or v.log.get("serving_gpu_image"):
        return []
    if not _gpu_complaint(v) or _cause_found(found):
        return []
    evidence = [
        "the paste is about TensorFlow Serving's model server, which does not use the GPU",
        "its apt package and a build without --config=cuda are CPU-only: the GPU takes the "
        "tensorflow/serving:latest-gpu image or a build with --config=cuda",
    ]
    finding = make_finding("tensorflow-cpu-only-build", v.platform, evidence, severity=WARNING)
    finding.fix = (
        "Run the GPU image (docker run --gpus all ... tensorflow/serving:latest-gpu), or build "
        "the model server with CUDA:\n"
        "$ bazel build -c opt --config=cuda "
        "tensorflow_serving/model_servers:tensorflow_model_server"
    )
    return [finding]


def _cudnn_start_failed(v: FactView, found: set[str]) -> list[Finding]:
    """cuDNN did not start after a TensorFlow was installed over another: possibly its cuDNN.

    TensorFlow's "cuDNN failed to initialize" follows either the memory cuDNN could not get
    (memory-growth-disabled, from the same line) or a cuDNN other than the one the release was
    built with, which the paste shows only when it includes "Loaded runtime CuDNN library".
    A TensorFlow installed or downgraded over the one a runtime came with (Colab) is the usual
    way there; without such a sign the memory stays the only possible cause.
    """
    if not v.log.get("cudnn_start_failed") or _cause_found(found):
        return []
    if not (v.log.get("colab") or v.log.get("tf_reinstalled")):
        return []  # nothing shows another TensorFlow: the memory is the usual reason
    shown = v.log.get("evidence") or {}
    why = "tf_reinstalled" if v.log.get("tf_reinstalled") else "colab"
    said = {
        "tf_reinstalled": "the paste installs or downgrades TensorFlow",
        "colab": "the paste is from Colab, whose runtime comes with its own TensorFlow and cuDNN",
    }[why]
    evidence = [
        "cuDNN failed to initialize, and the paste does not show which cuDNN was loaded",
        f"{said}: a release built for another cuDNN than the one there stops at the same line",
        *(str(shown[k]) for k in (why, "cudnn_start_failed") if shown.get(k)),
    ]
    finding = make_finding("cudnn-version-mismatch", v.platform, evidence, severity=WARNING)
    finding.fix = (
        "Use the TensorFlow the system or runtime came with (on Colab: drop the pip install of "
        "tensorflow and restart the runtime), or install the cuDNN the release was built with "
        "(https://www.tensorflow.org/install/source#gpu). Check which one is loaded:\n"
        '$ python -c "import tensorflow as tf; print(tf.sysconfig.get_build_info())"\n'
        "$ python -m pip list | grep -i -e tensorflow -e cudnn"
    )
    return [finding]


def _xla_gpu_without_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """XLA's GPU device is listed and TensorFlow's own GPU device is not: likely its CUDA
    libraries did not load.

    TensorFlow 2.1 to 2.3 list an "XLA_GPU" device that XLA registers with the driver alone;
    TensorFlow's GPU device needs the CUDA runtime, cuBLAS, cuDNN ... of its build as well and
    is skipped when one does not load ("Cannot dlopen some GPU libraries"). The driver works,
    the GPU is seen: the libraries are what is missing (the usual case, a CUDA release other
    than the build's, as CUDA 10.2 under TensorFlow 2.1, which loads 10.1's).
    """
    if not v.log.get("xla_gpu_listed") or v.tf_gpu_count != 0 or _cause_found(found):
        return []
    evidence = [
        "XLA's GPU device is listed but TensorFlow registered no GPU device of its own: the "
        "driver works, the CUDA libraries of the build did not load",
        *v.told("xla_gpu_listed"),
        *v.told("tf_gpu_count"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)]


def _plain_package_pulled_beside_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """tensorflow-gpu named, another line says the plain tensorflow package was pulled in, and
    the GPU is not used: possibly both installed, the plain one imported.

    Packages that required ``tensorflow`` (keras-tuner, autokeras, tensorflow-text...) put it
    beside tensorflow-gpu; both install the same ``tensorflow`` module, and the last one
    installed is what runs (before 2.1 the plain package was the CPU build).
    """
    pulled = v.log.get("plain_tf_pulled") and v.log.get("tf_gpu_named")
    after_install = v.log.get("install_then_cpu")
    if not (pulled or after_install):
        return []
    if not _gpu_complaint(v) or _cause_found(found) or "multiple-tensorflow-distributions" in found:
        return []
    if pulled:
        evidence = [
            "the paste names tensorflow-gpu and says the plain tensorflow package was installed "
            "by another package, and the GPU is not used",
            "both install the same tensorflow module: the one installed last is what runs",
            *v.told("plain_tf_pulled"),
        ]
    else:
        # ("My model was running fine on GPU, but after installing this package ... running on
        # CPU only", https://github.com/IBM/tensorflow-large-model-support/issues/14)
        evidence = [
            "the paste says the GPU was lost after installing another package",
            "a package that requires tensorflow installs it over the GPU build (or another "
            "release): the one installed last is what runs",
            *v.told("install_then_cpu"),
        ]
    return [
        make_finding("multiple-tensorflow-distributions", v.platform, evidence, severity=WARNING)
    ]


def _jetson_without_nvidias_build(v: FactView, found: set[str]) -> list[Finding]:
    """A Jetson board whose TensorFlow does not use the GPU, and no line says why.

    The GPU of a Jetson (aarch64, JetPack) is used only by NVIDIA's TensorFlow for JetPack,
    installed from NVIDIA's index for the board's JetPack release; the aarch64 wheels on PyPI
    and community builds are CPU builds. Possible.
    """
    if not v.log.get("jetson_named") or v.log.get("jetson_build_named"):
        return []
    if not _gpu_complaint(v) or _cause_found(found) or v.built_with_cuda is True:
        return []
    evidence = [
        "the paste is about an NVIDIA Jetson board, and TensorFlow does not use its GPU",
        "only NVIDIA's TensorFlow for JetPack uses a Jetson's GPU: the aarch64 wheels on PyPI "
        "and community builds are CPU builds",
        *v.told("jetson_named"),
    ]
    finding = make_finding("tensorflow-cpu-only-build", "linux", evidence, severity=WARNING)
    finding.fix = (
        "Install NVIDIA's TensorFlow for the board's JetPack release (see "
        "https://docs.nvidia.com/deeplearning/frameworks/install-tf-jetson-platform/), e.g. for "
        "JetPack 5.1:\n"
        "$ python3 -m pip install --extra-index-url "
        "https://developer.download.nvidia.com/compute/redist/jp/v51 tensorflow==2.11.0+nv23.01"
    )
    return [finding]


def _no_kernel_for_a_gpu_not_named(v: FactView, combined: list[Finding]) -> list[Finding]:
    """ "No kernel image" for a GPU the paste does not name: older than the build, or newer.

    CUDA says only that the binary holds no code for the GPU's architecture (neither its
    machine code nor PTX it can compile). A GPU newer than the build prints it, and so does one
    older than the oldest capability the build keeps (a GTX 960M, compute capability 5.0, under
    TensorFlow 2.3's wheels, https://github.com/tensorflow/tensorflow/issues/42467). Without the
    GPU's model or capability both stay possible.
    """
    if v.stated.get("gpus") or v.nvml_gpus:
        return []
    found = {f.id: f for f in combined}
    newer = found.get("compute-capability-unsupported")
    if newer is None or newer.origin != "log" or "compute-capability-too-old" in found:
        return []
    evidence = [
        "the build holds no code for this GPU's architecture, and the paste does not name the "
        "GPU: one older than the oldest compute capability the build keeps stops at the same "
        "line as one newer than the build",
        *newer.evidence,
    ]
    return [make_finding("compute-capability-too-old", v.platform, evidence, severity=WARNING)]


def _no_kernel_for_an_old_gpu_named(v: FactView, combined: list[Finding]) -> list[Finding]:
    """ "No kernel image" on a GPU the paste names that predates Pascal, the build unknown.

    The line says the build holds no code for the GPU's architecture: newer than the build, or
    older than the oldest capability it keeps. Where the paste shows no TensorFlow release or
    build whose tables decide it (another program's build: RAPIDS on a Tesla K80,
    https://github.com/rapidsai/cugraph/issues/1031; MXNet's image on a K80), a GPU older than
    Pascal cannot be newer than a build of the years since: it is too old for it.
    """
    if v.tf_version is not None or v.build_info.get("cuda_compute_capabilities"):
        return []
    found = {f.id: f for f in combined}
    newer = found.get("compute-capability-unsupported")
    if newer is None or newer.origin != "log" or "compute-capability-too-old" in found:
        return []
    named = [
        (str(g.get("name")), tuple(g["compute_capability"]))
        for g in [*(v.stated.get("gpus") or []), *v.nvml_gpus]
        if isinstance(g, dict) and g.get("compute_capability")
    ]
    if not named:
        return []
    name, cc = max(named, key=lambda gpu: gpu[1])  # the newest GPU decides
    lowest = v.log.get("build_lowest_cc")
    if isinstance(lowest, list) and len(lowest) == 2 and cc < tuple(lowest):
        # the build's own list of capabilities starts above the GPU (PyTorch 2.8's warning)
        evidence = [
            f"{name}: compute capability {cc[0]}.{cc[1]}, below the lowest the build lists "
            f"({lowest[0]}.{lowest[1]})",
            *v.told("build_lowest_cc"),
            *newer.evidence,
        ]
        return [make_finding("compute-capability-too-old", v.platform, evidence)]
    if cc >= PASCAL:
        return []
    evidence = [
        f"{name}: compute capability {cc[0]}.{cc[1]}, older than Pascal (6.0): no build of "
        "recent years is older than it, so the build left it out",
        *newer.evidence,
    ]
    return [make_finding("compute-capability-too-old", v.platform, evidence)]


def _plain_package_possibly_cpu(v: FactView, found: set[str], unknown: str) -> Finding | None:
    """The CPU build among the usual causes, where nothing names the package, build or release.

    Before 2.1 the plain package was the CPU build (what _cpu_package_before_2_1 says when the
    release is shown), and tensorflow-cpu still is one. Not where another reading has said it
    already (a Jetson's), nor for the model server, a program of its own whose build
    _serving_cpu_build judges.
    """
    gpu_package = v.log.get("tf_gpu_named") or "tensorflow-gpu" in v.packages
    said = "tensorflow-cpu-only-build" in found or v.log.get("serving_named")
    if v.tf_version is not None or v.built_with_cuda is not None or gpu_package or said:
        return None
    evidence = [unknown, f"{PLAIN_PACKAGE_WAS_CPU}; tensorflow-cpu still is one"]
    return make_finding("tensorflow-cpu-only-build", v.platform, evidence, severity=WARNING)


def _system_unknown_no_gpu(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow sees no GPU, and the log shows neither the cause nor the system it ran on.

    The same empty list means different things on native Windows (no GPU build after 2.10),
    on Linux (the CUDA libraries are not there) and on macOS (no CUDA at all): list each cause
    the version allows, most common first, each as possible, with what would confirm it.
    """
    # A CPU-only build is what native Windows installs: it leaves the system open. Not the CPU
    # runtime package of a .NET program (rules_install.nuget_cpu_runtime): pip's and the
    # systems' guesses are not its.
    others = found - {"tensorflow-cpu-only-build"}
    if v.platform_stated or _explained(others) or v.log.get("nuget_cpu_runtime"):
        return []
    if "tensorflow-cpu-only-build" in found and v.log.get("serving_named"):
        return []  # the model server's own build (_serving_cpu_build): no Python wheel's causes
    if not (_gpu_complaint(v) or v.built_with_cuda is False):
        return []
    other = _about_another_framework(v)
    if other and v.tf_version is None:
        # A CPU-only build of that framework is what such a paste most often had (a
        # requirements file or an installer that chose the CPU wheel,
        # https://github.com/SYSTRAN/faster-whisper/issues/871), unless its GPU build is named.
        cpu_guess = []
        if not v.log.get("framework_gpu_named"):
            evidence = [
                f"the paste is about {other}, not TensorFlow, and its GPU is not used; no line "
                "shows why",
                *v.told("framework_named"),
                *v.told("gpu_not_used"),
            ]
            cpu_guess.append(
                make_finding("framework-cpu-only-build", v.platform, evidence, severity=WARNING)
            )
        # (its CUDA libraries may be what is missing, as TensorFlow's are: onnxruntime-gpu
        # built for another CUDA, https://github.com/deepinsight/insightface/issues/1824)
        libs = make_finding(
            "cuda-libraries-missing",
            v.platform,
            [
                f"the paste is about {other}: a GPU build of it loads the CUDA libraries of "
                "its own CUDA release",
                *v.told("framework_named"),
            ],
            severity=WARNING,
        )
        return [*cpu_guess, libs]
    version = v.tf_version
    shown = f"TensorFlow {fmt(version)}" if version else "TensorFlow (version not shown)"
    what = "is built without CUDA" if v.built_with_cuda is False else "sees no GPU"
    unknown = f"{shown} {what}; the log does not show which system it ran on"
    out: list[Finding] = []
    # GPU kernels registered show a CUDA build: none of the systems' builds without CUDA (native
    # Windows after 2.10, a Mac) is what ran, and what hides the GPU from a GPU build may be
    # the environment.
    cuda_build = v.built_with_cuda is True
    dated_old = version is None and _xla_devices_dated(v)  # 2.3 or earlier
    if dated_old:
        version = XLA_DEVICES_LAST  # the latest it can be, for the causes it allows
    # A `docker run` shown: the TensorFlow asked runs in a Linux container, on any host
    # ("docker run --rm --gpus all ontresearch/medaka:latest python3 -c ...", Docker Desktop
    # on Windows, https://github.com/nanoporetech/medaka/issues/428): not native Windows, not
    # macOS.
    in_container = bool(v.log.get("container_run_shown"))
    if (
        not in_container
        and not cuda_build
        and (version is None or version[:2] > WINDOWS_NATIVE_GPU_LAST)
    ):
        evidence = [
            unknown,
            f"on native Windows the last release with GPU is {fmt(WINDOWS_NATIVE_GPU_LAST)}",
        ]
        # Built without CUDA is what a native Windows install of these releases is.
        severity = ERROR if v.built_with_cuda is False else WARNING
        out.append(make_finding("windows-native-no-gpu", "windows", evidence, severity=severity))
    if v.built_with_cuda is not False:
        if version is None or version[:2] >= AND_CUDA_FROM:
            evidence = [
                unknown,
                f"on Linux, TensorFlow {fmt(AND_CUDA_FROM)} and newer load "
                "CUDA from the nvidia-* wheels of tensorflow[and-cuda]",
            ]
            out.append(make_finding("and-cuda-extra-missing", "linux", evidence, severity=WARNING))
        if version is None or version[:2] < AND_CUDA_FROM:
            evidence = [
                unknown,
                "on Linux and Windows, TensorFlow before 2.14 loads the CUDA "
                "and cuDNN of its build from the system",
            ]
            out.append(make_finding("cuda-libraries-missing", "linux", evidence, severity=WARNING))
    if cuda_build and "CUDA_VISIBLE_DEVICES" not in _dict_keys(v.facts.get("env")):
        evidence = [
            f"{shown} is a CUDA build and registered no GPU device",
            "an empty or wrong CUDA_VISIBLE_DEVICES (set in a shell profile, a script, a "
            "notebook or by a tool that starts the Python) hides every GPU from a GPU build",
            *v.told("built_with_cuda"),
        ]
        hidden = make_finding("cuda-visible-devices-hides-gpus", v.platform, evidence, WARNING)
        hidden.explanation = (
            "CUDA_VISIBLE_DEVICES tells CUDA which GPUs a process may see. Set to a value that "
            "selects none (-1, empty, or indices that do not exist), it leaves a GPU build of "
            "TensorFlow with no GPU although the driver and libraries are fine; the variable is "
            "often left over from a shell profile, a job script, a notebook cell or a helper "
            "that wanted CPU-only runs."
        )
        out.append(hidden)
    mac_possible = not (in_container or cuda_build or v.driver_evidenced)
    if mac_possible and (version is None or version[:2] >= (2, 5)):
        evidence = [unknown, "on a Mac, TensorFlow uses the GPU only through tensorflow-metal"]
        out.append(make_finding("macos-no-cuda", "macos", evidence, severity=WARNING))
    cpu_build = _plain_package_possibly_cpu(v, found, unknown)
    if cpu_build is not None:
        out.append(cpu_build)
    for f in out:
        f.explanation = CATALOGUE[f.id].if_system or f.explanation
    return out


def _dll_of_another_module(v: FactView) -> str | None:
    """The module a Windows "DLL load failed while importing X" names when it is not
    TensorFlow's own (its _pywrap_* modules): another program's extension failed to load."""
    module = v.log.get("dll_load_while_importing")
    if not isinstance(module, str) or module.startswith(TF_OWN_MODULES):
        return None
    return module


def _windows_dll_of_a_cuda_extension(v: FactView, found: set[str]) -> list[Finding]:
    """Another program's compiled module (dlib, OpenCV's cv2 built with CUDA) does not load
    on Windows in a set-up that names CUDA.

    Such a module is linked against the CUDA and cuDNN DLLs, which Windows loads with it; from
    Python 3.8 on, Windows' loader no longer searches PATH for them ("fails to find
    curand64_10.dll, this is fixed after running os.add_dll_directory(...CUDA_PATH\\bin)",
    https://github.com/davisking/dlib/issues/2039). Possible.
    """
    module = _dll_of_another_module(v)
    if module is None or v.platform != "windows" or not v.log.get("cuda_said"):
        return []
    if v.log.get("dll_missing") or _cause_found(found):
        return []
    evidence = [
        f"Windows could not load a DLL that {module} (not TensorFlow) needs, in a set-up with "
        "CUDA: a module built with CUDA loads the CUDA and cuDNN DLLs as it is imported, and "
        "Python 3.8 and later no longer look for them on PATH (os.add_dll_directory adds "
        "their folder)",
        *v.told("dll_load_while_importing"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)]


def _windows_dll_of_the_gpu_build(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow's DLL does not load on Windows because a module it needs is not found.

    A GPU build's own DLL needs the CUDA and cuDNN DLLs of its build on PATH: when the paste
    does not say which module is missing, they are the most common one (the Visual C++
    runtime and a CPU without AVX are others). Possible; not for a build without CUDA or a
    release with no GPU on native Windows.
    """
    if not v.log.get("dll_module_not_found") or v.platform != "windows":
        return []
    if _dll_of_another_module(v) is not None:
        return []  # not TensorFlow's DLL (_windows_dll_of_a_cuda_extension)
    if v.built_with_cuda is False or v.log.get("dll_missing") or _cause_found(found):
        return []
    if v.log.get("no_gpu_stated"):
        return []  # a set-up without the GPU: no CUDA DLL to miss
    version = _release_behind_dll_load(v)
    if version is not None and version[:2] >= TENSORFLOW_INCLUDES_GPU_FROM:
        return []  # the CUDA DLLs load after the import (see _windows_dll_of_the_cpp_runtime)
    gpu_package = v.log.get("tf_gpu_named") or "tensorflow-gpu" in v.packages
    old_plain = version is not None and version[:2] < TENSORFLOW_INCLUDES_GPU_FROM
    if old_plain and not gpu_package:
        return []  # the plain package of those releases has no CUDA to miss
    evidence = [
        "Windows could not load a module that TensorFlow's DLL needs, and the paste does not "
        "name it: for a GPU build, most often a CUDA or cuDNN DLL of its build not on PATH",
        *v.told("dll_module_not_found"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)]


# The first Python whose "DLL load failed" names the module being imported ("DLL load failed
# while importing %U: %s", Python/dynload_win.c from 3.8; the log reader's
# dll_load_while_importing).
PYTHON_NAMING_THE_MODULE = (3, 8)


def _release_behind_dll_load(v: FactView) -> tuple[int, ...] | None:
    """The TensorFlow release of a paste whose import failed on Windows: the one stated, else
    the oldest with wheels for a Python that words the failure as 3.8 and later do."""
    if v.tf_version is not None:
        return v.tf_version
    if v.log.get("dll_load_while_importing"):
        oldest = oldest_for_python(PYTHON_NAMING_THE_MODULE)
        return oldest.tf if oldest is not None else None
    return None


def _windows_dll_of_the_cpp_runtime(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow's DLL does not load on Windows and the paste does not name the module.

    From 2.1 (the release whose ``tensorflow`` runs with or without an NVIDIA GPU) the CUDA
    DLLs are loaded after the import, so a module not found at import is no CUDA one: the
    Visual C++ runtime is the usual one (2.1 needs msvcp140_1.dll, which TensorFlow's own
    check missed at first: https://github.com/tensorflow/tensorflow/issues/36167). Before
    2.1 TensorFlow's self-check names a missing runtime itself, so the runtime is only one
    possibility among others when the release is unknown. Possible either way.
    """
    if not v.log.get("dll_module_not_found") or v.platform != "windows":
        return []
    if v.log.get("dll_missing") or _cause_found(found) or _dll_of_another_module(v):
        return []
    version = _release_behind_dll_load(v)
    if version is not None and version[:2] < TENSORFLOW_INCLUDES_GPU_FROM:
        return []
    if version is None:
        why = "the Visual C++ runtime (msvcp140_1.dll from TensorFlow 2.1) is a usual one"
    else:
        why = (
            f"TensorFlow {fmt(version[:2])} loads the CUDA DLLs after the import, so the "
            "Visual C++ runtime (msvcp140_1.dll) is the usual one"
        )
    told = [*v.told("dll_load_while_importing"), *v.told("dll_module_not_found")]
    evidence = [
        "Windows could not load a module that TensorFlow's DLL needs, and the paste does not "
        f"name it: {why}",
        *dict.fromkeys(told),
    ]
    # With the release known, the cause of the failed import (which ranks after it); else
    # after the CUDA DLLs a GPU build of 1.x or 2.0 misses.
    severity = WARNING if version is None else ERROR
    return [make_finding("msvc-runtime-missing", v.platform, evidence, severity=severity)]


def _windows_dll_of_tensorflow(v: FactView, found: set[str]) -> list[Finding]:
    """TensorFlow's own DLL did not load on Windows (its traceback shows the module): the
    import failed, whatever module Windows missed. Told in the paste, possible."""
    if not (v.log.get("dll_module_not_found") and v.log.get("pywrap_seen")):
        return []
    if v.platform != "windows" or "tensorflow-import-failed" in found:
        return []
    evidence = [
        "Windows could not load a module that TensorFlow's native library needs",
        *v.told("dll_module_not_found"),
    ]
    return [make_finding("tensorflow-import-failed", v.platform, evidence, severity=WARNING)]


def _and_cuda_behind_missing_libraries(v: FactView, found: set[str]) -> list[Finding]:
    """A log shows CUDA libraries missing for TensorFlow 2.14 or later on Linux.

    Those releases load CUDA from the nvidia-* wheels of ``tensorflow[and-cuda]``: a package
    list without them shows that extra missing; without a package list it is possible.
    """
    # A release the log's own source paths date (2.14 or later) when nothing states one.
    version = v.tf_version or parse_version(v.log.get("tf_floor"))
    if "cuda-libraries-missing" not in found or "and-cuda-extra-missing" in found:
        return []
    if version is None or version[:2] < AND_CUDA_FROM or v.platform not in ("linux", "wsl2"):
        return []
    if any(v.nvidia_wheels(stem) for stem in AND_CUDA_CORE_WHEELS):
        return []
    if v.log.get("and_cuda_named"):
        return []  # the paste installs the extra: its libraries are there but did not load
    listed = "packages" in v.facts and v.tf_distributions()
    # A command the paste shows installed the plain package: the extra was left out.
    shown = not listed and bool(v.log.get("plain_tf_installed"))
    evidence = [
        f"TensorFlow {fmt(version)} could not load its CUDA libraries, which it takes from the "
        "nvidia-* wheels of tensorflow[and-cuda]",
        "the package list shows no nvidia-* wheel"
        if listed
        else "the paste installs tensorflow without the [and-cuda] extra"
        if shown
        else "the log does not list the installed packages",
        *(v.told("plain_tf_installed") if shown else []),
    ]
    finding = make_finding(
        "and-cuda-extra-missing",
        v.platform,
        evidence,
        severity=None if listed or shown else WARNING,
    )
    finding.fix = finding.fix.replace("<your TF version>", fmt(version[:2]))
    return [finding]


def _banner_beside_gpus_passed(v: FactView, findings: list[Finding]) -> list[Finding]:
    """An NVIDIA image's "Driver was not detected" banner from a `docker run --gpus ...`.

    Docker refuses to start a container with --gpus when the host's toolkit or driver is
    missing, so a container that started with them and still printed the banner was checked
    by a test that does not hold there: under WSL2 the banner is known to be wrong while the
    GPU works (https://github.com/NVIDIA/nvidia-docker/issues/1548). Without other evidence
    of a missing GPU the banner is no cause.
    """
    if v.log.get("docker_gpus") is not True or v.tf_gpu_count == 0:
        return findings
    if v.log.get("docker_run_without_gpus"):
        return findings  # another command shown starts a container without them
    if any(CATALOGUE[f.id].gpu_missing or CATALOGUE[f.id].container_refused for f in findings):
        return findings

    # Only the banner: another line (nvidia-smi missing, cuInit 303 in a paste about Docker)
    # shows a container without the driver, whichever container the shown command started;
    # so does the driver's library missing, also on the command's own line.
    def banner_or_command(e: str) -> bool:
        low = e.lower()
        return ("not detected" in low or "docker run" in low) and "libcuda" not in low

    return [
        f
        for f in findings
        if f.id != "container-without-gpus" or not all(banner_or_command(e) for e in f.evidence)
    ]


def _windows_beside_install_failures(v: FactView, findings: list[Finding]) -> set[str]:
    """Order native Windows against a failed install of TensorFlow; returns IDs made uncertain.

    A Python no release supports stops the install itself: native Windows matters only once
    TensorFlow installs, a second problem (a warning after it). A tensorflow-gpu request on
    native Windows fails for both reasons, but even the right name (tensorflow) gives no GPU
    there from 2.11: native Windows first, the package name a second remark.
    """
    windows = next((f for f in findings if f.id == "windows-native-no-gpu"), None)
    if windows is None or windows.severity != ERROR:
        return set()
    ids = {f.id: f for f in findings}
    ran = v.tf_imported or v.tf_gpu_count is not None or bool(v.tf_distributions())
    python = ids.get("python-version-unsupported")
    if python is not None and python.severity == ERROR and not ran:
        windows.severity = WARNING
        return {windows.id}
    package = ids.get("tensorflow-gpu-package-removed")
    if package is not None and v.platform_stated:
        package.severity = WARNING
        return {package.id}
    return set()


_REFUSED_WHEEL = re.compile(r"-cp(\d)(\d{1,2})-\S*\.whl is not a supported wheel", re.IGNORECASE)


def _wheel_for_another_python(v: FactView, findings: list[Finding]) -> list[Finding]:
    """pip refused a TensorFlow wheel whose tag names the CPython it is for.

    A wheel tagged cp35 installs only into CPython 3.5: when the paste names another Python,
    that is the cause (a 32-bit interpreter is not, or not only); when it names none, both
    stay possible. Returns the findings to add; lowers the 32-bit one it rules out.
    """
    told = next(
        (
            (f, m)
            for f in findings
            if f.id in ("python-32-bit", "python-version-unsupported")
            for e in f.evidence
            if (m := _REFUSED_WHEEL.search(e)) is not None
        ),
        None,
    )
    if told is None:
        return []
    line, m = told
    wheel = (int(m.group(1)), int(m.group(2)))
    python = v.python_or_stated
    cited = next((e for e in line.evidence if e.startswith("log line")), None)
    if python is not None and len(python) >= 2 and (python[0], python[1]) == wheel:
        return []
    known = python is not None and len(python) >= 2
    for f in findings:
        lines = [e.lower() for e in f.evidence if e.startswith("log line")]
        if f.id == "python-32-bit" and all("is not a supported wheel" in e for e in lines):
            # Nothing else shows a 32-bit Python: another version is the likelier reason (a
            # wheel's tag names one CPython), and the stated one rules the bits out.
            f.severity = INFO if known else WARNING
    if not known:
        if any(f.id == "python-version-unsupported" for f in findings):
            return []
        evidence = [f"pip refused a wheel built for CPython {wheel[0]}.{wheel[1]} only"]
        return [
            make_finding(
                "python-version-unsupported",
                v.platform,
                [*evidence, *([cited] if cited else [])],
                severity=WARNING,
            )
        ]
    assert python is not None
    evidence = [
        f"pip refused a wheel built for CPython {wheel[0]}.{wheel[1]} only; this Python is "
        f"{fmt(python[:2])}",
        *([cited] if cited else []),
    ]
    return [make_finding("python-version-unsupported", v.platform, evidence)]


def _toolkit_installed_not_configured(v: FactView, findings: list[Finding]) -> list[Finding]:
    """Docker has no GPU driver for --gpus, and the paste says the toolkit was installed.

    Installing nvidia-container-toolkit does not register it with Docker: `nvidia-ctk runtime
    configure --runtime=docker` and a restart of the daemon do
    (https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html).
    Returns the finding to add; the missing toolkit becomes the lesser possibility.
    """
    missing = next((f for f in findings if f.id == "container-toolkit-missing"), None)
    if missing is None or not v.log.get("toolkit_installed"):
        return []
    if any(f.id == "container-runtime-not-configured" for f in findings):
        return []
    missing.severity = WARNING
    evidence = [
        "the paste says nvidia-container-toolkit was installed, and Docker still has no driver "
        "for --gpus",
        "installing the toolkit does not register it with Docker: nvidia-ctk runtime configure "
        "and a restart of the daemon do",
        *v.told("toolkit_installed"),
        *(e for e in missing.evidence if e.startswith("log line")),
    ]
    return [make_finding("container-runtime-not-configured", v.platform, evidence)]


def _pip_found_nothing_32_bit(v: FactView, findings: list[Finding]) -> list[Finding]:
    """pip found no TensorFlow at all and the Python's version does not explain it.

    Besides a Python version no release supports, a 32-bit interpreter gets "from versions:
    none" too (TensorFlow ships 64-bit wheels only): possible, unless the log shows a 64-bit
    one or a Mac (whose Pythons are 64-bit).
    """
    ids = {f.id for f in findings}
    unsupported = next((f for f in findings if f.id == "python-version-unsupported"), None)
    if unsupported is None or "python-32-bit" in ids or unsupported.origin == "facts":
        return []
    if v.log.get("python_64_bit") or v.platform == "macos":
        return []
    if v.log.get("pip_python_mismatch") or v.log.get("no_wheel_python"):
        return []  # the installer said the Python version is what does not fit
    told = " ".join(unsupported.evidence).lower()
    if "is not a supported wheel" in told and "win_amd64.whl" not in told:
        return []  # a Linux or macOS wheel of another CPython refused: not a 32-bit Windows one
    py = v.python_shown
    build = v.tf_build
    if py is None:
        fits = True  # nothing shows which Python it is
    elif build is not None:
        fits = python_supported(build, py, v.platform)  # the release named has wheels for it
    else:
        fits = newest_for_python(py) is not None  # some release has wheels for it
    if not fits:
        return []  # the Python shown is one the release has no wheels for: that is why
    evidence = [
        "pip found no TensorFlow distribution for this interpreter; TensorFlow publishes "
        "64-bit wheels only, and nothing in the log shows whether this Python is 64-bit"
    ]
    # The version is no likelier than the bits: both warnings (the version's first, by the
    # catalogue's order).
    unsupported.severity = WARNING
    return [make_finding("python-32-bit", v.platform, evidence, severity=WARNING)]


# Distributions whose presence says the user means to use an NVIDIA GPU.
_GPU_PACKAGES = ("tensorflow-gpu", "tf-nightly-gpu", "cudatoolkit", "cudnn")


def _gpu_expected(v: FactView) -> bool:
    """Whether anything in a pasted log shows an NVIDIA GPU is there or wanted."""
    return (
        v.tf_gpu_count is not None
        or v.driver_evidenced
        or bool(v.nvml)
        or bool(v.driver)
        or bool(v.log.get("smi_missing"))
        or bool(v.log.get("gpu_wanted"))  # "GPU available: False", tfjs-node-gpu, a question
        or bool(v.stated.get("gpus"))  # an NVIDIA GPU named as the machine's
        or bool(v.log.get("and_cuda_named"))  # TensorFlow's CUDA wheels installed
        or "CUDA_VISIBLE_DEVICES" in _dict_keys(v.facts.get("env"))
        or any(p in v.packages for p in _GPU_PACKAGES)
        or any(p.startswith("nvidia-") for p in v.packages)
    )


def _dict_keys(value: Any) -> set[str]:
    return set(value) if isinstance(value, dict) else set()


# What the GPU package of TensorFlow 1.x and 2.0 on Windows says before it fails to import
# (python/platform/self_check.py: "Could not find 'cudart64_100.dll'. TensorFlow requires that
# this DLL be installed ...", https://github.com/tensorflow/tensorflow/issues/31701), or the
# self-check script users ran ("Could not load 'cudart64_80.dll'. The GPU version of TensorFlow
# requires ...", https://github.com/tensorflow/tensorflow/issues/13970): not the dso_loader's
# warning that a CPU-only machine may ignore.
_IMPORT_CHECK = re.compile(r"could not (?:find|load) 'cu\w*64_\d*\.dll'", re.IGNORECASE)
# The runtime missing as the import's own error: TensorFlow 1.x's GPU builds link cudart, so
# without it "import tensorflow" raises ("ImportError: libcudart.so.7.5: cannot open shared
# object file", https://github.com/tensorflow/tensorflow/issues/4664); TensorFlow 2.x loads it
# with dlopen and only warns.
_IMPORT_FAILED = re.compile(r"\bImportError: lib\w*\.so", re.IGNORECASE)


def _cudart_alone(v: FactView, findings: list[Finding]) -> set[str]:
    """Only the CUDA runtime failed to load, and nothing shows a GPU: possibly harmless.

    TensorFlow looks for cudart when it is imported, GPU or not, and says to ignore the line
    without a GPU ("Ignore above cudart dlerror if you do not have a GPU set up on your
    machine"); the other CUDA libraries are looked for only once a GPU is found. Returns the
    IDs that became uncertain.
    """
    libs = v.log.get("cuda_libs_missing") or []
    f = next((x for x in findings if x.id == "cuda-libraries-missing"), None)
    # (a paste that says outright the machine has no GPU keeps it uncertain whatever else it
    # shows, as for the driver's library: _driver_library_alone)
    expected = _gpu_expected(v) and not v.log.get("no_gpu_stated")
    if f is None or f.origin == "facts" or list(libs) != ["cudart"] or expected:
        return set()
    if any("dlopen some gpu libraries" in e.lower() for e in f.evidence):
        return set()  # printed only when TensorFlow found a GPU
    if any(_IMPORT_CHECK.search(e) for e in f.evidence):
        return set()  # the GPU package's check before import: the import failed
    if any(_IMPORT_FAILED.search(e) for e in f.evidence):
        return set()  # a build that links the runtime: the import itself failed
    # (the driver's library or cuInit failing too is the same machine without a GPU: those are
    # weighed by _driver_library_alone, next)
    if any(
        x.severity == ERROR and x is not f and not x.harmless and x.id not in _NO_GPU_LINES
        for x in findings
    ):
        return set()
    f.severity = INFO  # nothing to fix on a machine without a GPU; the text says when to act
    f.explanation = CATALOGUE[f.id].if_no_gpu or f.explanation
    # The extra guessed behind those libraries (2.14 and later) is needed on the same condition.
    extra = [x for x in findings if x.id == "and-cuda-extra-missing" and x.severity == WARNING]
    for x in extra:
        x.severity = INFO
        x.explanation = CATALOGUE[x.id].if_no_gpu or x.explanation
    return {f.id, *(x.id for x in extra)}


#: Findings of a GPU build starting on a machine without a (usable) NVIDIA GPU: expected there.
_NO_GPU_LINES = ("no-nvidia-driver", "cuinit-unknown-error")


def _no_device_alone(f: Finding) -> bool:
    """A finding whose only lines are cuInit's CUDA_ERROR_NO_DEVICE ("no CUDA-capable device
    is detected"): on a machine said to have no GPU, what a GPU build prints there."""
    if f.id not in ("cuda-visible-devices-hides-gpus", "container-without-gpus"):
        return False
    told = [e for e in f.evidence if e.startswith("log line")]
    return bool(told) and all("cuda_error_no_device" in e.lower() for e in told)


def _driver_library_alone(v: FactView, findings: list[Finding]) -> set[str]:
    """Only the driver's library or cuInit failed, and nothing shows a GPU: possibly harmless.

    A GPU build of TensorFlow opens libcuda.so.1 and calls cuInit when it starts, GPU or not;
    without an NVIDIA GPU (a laptop, a CI runner) the same lines are printed and it runs on the
    CPU. As with the CUDA runtime alone (:func:`_cudart_alone`), the cause stands once the paste
    shows a GPU there or wanted, unless it says outright that the machine has none. Returns the
    IDs that became uncertain.
    """
    said = bool(v.log.get("no_gpu_stated"))
    if not said and (_gpu_expected(v) or v.log.get("docker_named")):
        return set()
    # (the program told to go on and end well: a machine without a GPU, where "no
    # CUDA-capable device" is what a GPU build prints)
    goes_on = bool(v.log.get("run_goes_on")) and not _gpu_complaint(v)
    lines = [
        f
        for f in findings
        if f.origin == "log"
        and (f.id in _NO_GPU_LINES or ((said or goes_on) and _no_device_alone(f)))
    ]
    if not lines or any(
        x.severity == ERROR and not x.harmless and x.id not in _NO_GPU_LINES
        for x in findings
        if x not in lines
    ):
        return set()
    lowered = set()
    for f in lines:
        if any("importerror" in e.lower() for e in f.evidence):
            return set()  # a build linked against libcuda (TensorFlow 1.x) did not even import
        told = [e for e in f.evidence if e.startswith("log line")]
        if f.id == "cuinit-unknown-error" and not all(
            "failed call to cuinit" in e.lower() for e in told
        ):
            return set()  # CUDA's own tools (deviceQuery) are run where a GPU is expected
    for f in lines:
        f.severity = INFO  # nothing to fix on a machine without a GPU; the text says when to act
        f.explanation = CATALOGUE[f.id].if_no_gpu or f.explanation
        if said:
            f.evidence.append("the paste says this machine has no GPU")
        elif goes_on:
            f.evidence.append("the paste says the program goes on and ends well")
        lowered.add(f.id)
    return lowered


def _docker_run_beside_other_failure(v: FactView, findings: list[Finding]) -> set[str]:
    """A `docker run` without --gpus is a cause only when something shows the GPU missing.

    When the log fails for another reason (an illegal instruction, a library that does not
    import) and nothing shows the GPU missing, the container's missing GPUs are only possible:
    a warning ranked after that failure. Returns the IDs that became uncertain.
    """
    container = next((f for f in findings if f.id == "container-without-gpus"), None)
    if container is None or v.log.get("container_no_driver") or v.tf_gpu_count == 0:
        return set()
    if "log" in container.origin.split("+"):
        # A line of the log means it too: the driver's libcuda.so.1 missing in the container
        # ("I tried removing `--gpus all` from the `docker run` command but then ...
        # ImportError: libcuda.so.1: cannot open shared object file",
        # https://github.com/tom-doerr/TecoGAN-Docker/issues/7) is the GPU missing.
        return set()
    others = [f for f in findings if f.severity == ERROR and f is not container and not f.harmless]
    if any(CATALOGUE[f.id].gpu_missing for f in findings) or not others:
        return set()
    container.severity = WARNING
    return {container.id}


def _dll_version(digits: str) -> str:
    """The version a Windows DLL suffix names: 101 -> 10.1, 90 -> 9.0, 110 and 11 -> 11.x.

    From CUDA 11 on, one name serves a whole major version (cudart64_110.dll for 11.0-11.8).
    A math library's 10 is its own version (cublas64_10.dll), first shipped with CUDA 10.1.
    """
    if len(digits) == 1:
        return digits
    if digits == "10":
        return "10.1 or later"
    major, minor = (digits[:-1], digits[-1]) if len(digits) >= 3 else (digits, "")
    if len(digits) == 2 and digits[0] != "1":  # 90, 91, 80: CUDA 9.0, 9.1, 8.0
        major, minor = digits[0], digits[1]
    return f"{major}.x" if int(major) >= 11 else f"{major}.{minor}"


def _dll_evidence(v: FactView, findings: list[Finding]) -> None:
    """Say which CUDA (or cuDNN) the missing Windows DLL belongs to, and what TF was built with."""
    missing = v.log.get("dll_missing")
    finding = next((f for f in findings if f.id == "cuda-libraries-missing"), None)
    if finding is None or not isinstance(missing, list) or len(missing) != 3:
        return
    name, stem, digits = (str(x) for x in missing)
    library = "cuDNN" if stem == "cudnn" else "CUDA"
    line = f"{name} belongs to {library} {_dll_version(digits)}: that version must be installed"
    line += " and its bin folder on PATH"
    build = v.tf_build
    if build is not None and v.tf_version is not None:
        line += (
            f"; TensorFlow {fmt(v.tf_version)} was built with CUDA {fmt(build.cuda)} and "
            f"cuDNN {fmt(build.cudnn)}"
        )
    if line not in finding.evidence:
        finding.evidence.append(line)


def _image_driver_evidence(v: FactView, findings: list[Finding]) -> None:
    """Say which driver an NGC image needs and which the host has (its banner), and that an
    earlier release of the image is the other way out (NVIDIA's support matrix lists the driver
    each release needs; the container toolkit's own refusal says "or use an earlier cuda
    container")."""
    wanted = v.log.get("ngc_driver_wanted")
    finding = next((f for f in findings if f.id == "driver-too-old"), None)
    if finding is None or not wanted:
        return
    found = v.log.get("ngc_driver_found")
    line = f"the image was built for NVIDIA driver {wanted} or later"
    line += f"; the host's is {found}" if found else ""
    line += (
        ": update the host's driver, or run an earlier release of the image, built for the "
        "driver there (https://docs.nvidia.com/deeplearning/frameworks/support-matrix/)"
    )
    if line not in finding.evidence:
        finding.evidence.append(line)


# cuDNN 8.3 to 8.9 on Windows need zlib's DLL: their install guides' "Installing zlib"
# (https://docs.nvidia.com/deeplearning/cudnn/archives/cudnn-830/pdf/cuDNN-Installation-Guide.pdf).
ZLIB_EVIDENCE = (
    "zlibwapi.dll is zlib's, which cuDNN 8.3 to 8.9 load on Windows (their install guide's "
    '"Installing zlib"): it is not in a folder on PATH'
)
ZLIB_EXPLANATION = (
    "cuDNN 8.3 to 8.9 on Windows load zlib's zlibwapi.dll, which neither CUDA nor cuDNN "
    'install. When it is not in a folder on PATH, cuDNN prints "Could not locate '
    'zlibwapi.dll" at the first operation that needs it (often the first convolution) and '
    "the process stops, although TensorFlow had found the GPU."
)
ZLIB_FIX = (
    "Put zlib's zlibwapi.dll (the cuDNN 8 install guide links it) in a folder on PATH, such as "
    "the CUDA toolkit's bin folder, then open a new terminal."
)


def _zlib_evidence(findings: list[Finding]) -> None:
    """cuDNN could not find zlib's DLL: say what it is and where it goes, before the rest."""
    finding = next((f for f in findings if f.id == "cuda-libraries-missing"), None)
    if finding is None or not any("zlibwapi.dll" in e.lower() for e in finding.evidence):
        return
    if ZLIB_EVIDENCE not in finding.evidence:
        finding.evidence.append(ZLIB_EVIDENCE)
        finding.explanation = ZLIB_EXPLANATION
        finding.fix = f"{ZLIB_FIX}\n{finding.fix}" if finding.fix else ZLIB_FIX


def _busy_without_exclusive_mode(findings: list[Finding]) -> None:
    """CUDA's "all CUDA-capable devices are busy or unavailable" with nothing that names the
    exclusive-process mode: that mode is a usual reason (CUDA's own words for the error), not
    the only one (a GPU in prohibited mode, long-running kernels, a vGPU without its licence:
    https://github.com/DDMAL/Rodan/issues/1332), so a warning with the others named."""
    finding = next((f for f in findings if f.id == "gpu-exclusive-process-busy"), None)
    if finding is None or any("exclusive" in e.lower() for e in finding.evidence):
        return
    finding.severity = WARNING
    finding.explanation = BUSY_EXPLANATION


def _container_that_wanted_no_gpu(v: FactView, findings: list[Finding]) -> list[Finding]:
    """A ``docker run`` without ``--gpus`` is the cause only of a GPU that was wanted: a paste
    that shows nothing failing, nothing missing but the harmless, and no wish for the GPU (a
    job that generates data in a container and prints TensorRT's notices,
    https://github.com/sql-machine-learning/elasticdl/issues/2160) ran as it was started."""
    container = next((f for f in findings if f.id == "container-without-gpus"), None)
    if container is None or v.log.get("docker_gpus") is not False:
        return findings
    if v.log.get("container_no_driver") or v.log.get("gpu_wanted") or _gpu_complaint(v):
        return findings
    if v.log.get("smi_missing"):  # nvidia-smi tried in it: the GPU was wanted there
        return findings
    if v.log.get("traceback_seen"):  # something failed
        return findings
    if any(f is not container and not f.harmless and f.severity != INFO for f in findings):
        return findings
    run = str(v.log.get("evidence", {}).get("docker_gpus", "")).lower()
    if any(word in run for word in ("-gpu", "cuda", "nvidia")):
        return findings  # an image built for the GPU: it was meant to have one
    return [f for f in findings if f is not container]


def _nvenc_library_not_loaded(v: FactView, findings: list[Finding]) -> list[Finding]:
    """FFmpeg's "The minimum required Nvidia driver for nvenc is ..." after "Cannot load
    libnvidia-encode.so.1" tells of the library, not the driver's age: a container given only
    the compute libraries (without NVIDIA_DRIVER_CAPABILITIES=video,
    https://github.com/linuxserver/docker-plex/issues/340). The driver too old, read from that
    line alone, goes."""
    if not v.log.get("nvenc_library_missing"):
        return findings

    def only_that_line(f: Finding) -> bool:
        lines = [e for e in f.evidence if e.startswith("log line")]
        return bool(lines) and all(NVENC_MINIMUM_DRIVER in e.lower() for e in lines)

    return [f for f in findings if not (f.id == "driver-too-old" and only_that_line(f))]


def _gpu_not_wanted(v: FactView, findings: list[Finding]) -> list[Finding]:
    """The paste wants the CPU ("I would like to disable cuda support"): a GPU absent is then
    what was asked for, not a fault. The findings that only say the GPU is not there (no
    driver, cuInit, a container without the GPUs, the GPUs hidden, no GPU seen) become notes,
    unless the paste also wants the GPU, complains of it, or shows something failing."""
    if not v.log.get("cpu_wanted") or v.log.get("gpu_wanted") or _gpu_complaint(v):
        return findings
    if v.log.get("traceback_seen"):
        return findings
    absent = {
        f.id
        for f in findings
        if f.origin == "log"
        and (
            CATALOGUE[f.id].no_gpu in (NoGpu.ABSENT, NoGpu.SYMPTOM)
            or f.id == "container-without-gpus"
        )
    }
    if not absent or any(
        not f.harmless and f.severity != INFO and f.id not in absent for f in findings
    ):
        return findings
    for f in findings:
        if f.id in absent:
            f.severity = INFO
            f.evidence.append("the paste wants TensorFlow on the CPU: no GPU there is no fault")
    return findings


def _said_without_a_gpu(v: FactView) -> bool:
    """The paste says the machine has no GPU, and names none, nor shows its driver or a GPU in
    use (which would make the machine another)."""
    return bool(v.log.get("no_gpu_here")) and not (v.stated.get("gpus") or v.driver_evidenced)


def _out_of_memory_without_a_gpu(v: FactView, findings: list[Finding]) -> list[Finding]:
    """Out of memory on a machine the paste says has no GPU, and no GPU device in the log:
    TensorFlow ran on the CPU, so the memory that ran out is the computer's ("OOM when
    allocating tensor" cut before its device; https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/8).
    """
    if not _said_without_a_gpu(v):
        return findings
    ids = {f.id for f in findings}
    if "gpu-out-of-memory" not in ids:
        return findings
    if "host-out-of-memory" in ids:  # a line names the host's allocator already
        return [f for f in findings if f.id != "gpu-out-of-memory"]
    said = [
        "the paste says the machine has no GPU, so TensorFlow ran on the CPU: the memory that "
        "ran out is the computer's",
        *v.told("no_gpu_here"),
    ]
    return _recast(
        v,
        findings,
        "host-out-of-memory",
        lambda f: [*said, *f.evidence] if f.id == "gpu-out-of-memory" else None,
    )


def _recast(
    v: FactView, findings: list[Finding], new_id: str, why: Callable[[Finding], list[str] | None]
) -> list[Finding]:
    """Each finding that ``why`` gives evidence for, read as ``new_id`` with that evidence (its
    origin kept); the others as they are."""
    out = []
    for f in findings:
        evidence = why(f)
        if evidence is not None:
            f = make_finding(new_id, v.platform, evidence, origin=f.origin)
        out.append(f)
    return out


# The container toolkit's words for a GPU it could not reach, which on a machine without an
# NVIDIA GPU mean only that there is none to give ("Running on Windows 11 ... and without a
# dedicated GPU", then "nvidia-container-cli: initialization error: WSL environment detected but
# no adapters were found", https://github.com/xencon/aixcl/issues/142).
_TOOLKIT_FOUND_NO_GPU = frozenset({WSL_DRIVER, "container-toolkit-driver-not-found"})


def _container_gpu_without_a_gpu(v: FactView, findings: list[Finding]) -> list[Finding]:
    """A container asked for a GPU on a machine the paste says has none: the toolkit's failure
    to reach a driver is Docker having no GPU to give (container-toolkit-missing)."""
    if not _said_without_a_gpu(v):
        return findings
    said = [
        "the paste says this machine has no NVIDIA GPU: the container asked for one and there "
        "is none to give it",
        *v.told("no_gpu_here"),
    ]

    def why(f: Finding) -> list[str] | None:
        told = [e for e in f.evidence if "nvidia-container-cli" in e.lower()]
        if f.id in _TOOLKIT_FOUND_NO_GPU and f.origin == "log" and told:
            return [*said, *told]
        return None

    return _recast(v, findings, "container-toolkit-missing", why)


def _stated_driver_below_the_cuda(
    v: FactView, findings: list[Finding], explanation: LogExplanation
) -> list[Finding]:
    """CUDA's forward-compatibility error (804) leaves two readings: a driver older than the
    CUDA in use, or a driver update whose library runs beside the old module until a reboot
    (possible). A paste that states a driver below the toolkit minimum of the CUDA it states
    settles it: the driver is too old ("the driver is 525 and the cuda version is 12.1" inside
    an image of CUDA 12.1, https://github.com/AIR-DISCOVER/ICRA2024-Sim2Real-AXS/issues/5)."""
    ids = {f.id for f in findings}
    if not {"driver-too-old", "driver-library-mismatch"} <= ids:
        return findings
    if "driver-library-mismatch" not in explanation.hinted:
        return findings  # a line of its own shows the mismatch
    if not _driver_below_the_toolkit(v, major_minor(v.stated.get("cuda"))):
        return findings
    return [f for f in findings if not (f.id == "driver-library-mismatch" and f.origin == "log")]


def _framework_of_the_cpu_build(
    v: FactView, findings: list[Finding], explanation: LogExplanation
) -> list[Finding]:
    """Another framework's CPU-only build, told in its own words: its title, fix and check name
    that framework (FRAMEWORK_CPU_BUILDS) when the evidence names one only. A CPU build told in
    words ("This command installs cpu version instead of cuda") in a paste that names another
    framework and not TensorFlow (a conda pytorch command,
    https://github.com/SupreethN/HOISTFormer/issues/3) is that framework's."""
    other = _about_another_framework(v)
    if other:
        if "tensorflow-cpu-only-build" in explanation.hinted:  # as sure as the line it read
            explanation.hinted.add("framework-cpu-only-build")
        findings = _recast(
            v,
            findings,
            "framework-cpu-only-build",
            lambda f: (
                [f"the paste is about {other}, not TensorFlow", *f.evidence]
                if f.id == "tensorflow-cpu-only-build" and f.origin == "log"
                else None
            ),
        )
    for f in findings:
        if f.id != "framework-cpu-only-build":
            continue
        told = " ".join(f.evidence)
        named = [b for b in FRAMEWORK_CPU_BUILDS if b.named.search(told) or b.name == other]
        if len(named) != 1:
            continue
        build = named[0]
        f.title = f"This {build.name} is a CPU-only build"
        f.fix = build.fix
        f.confirm = f"{build.confirm}: that confirms it."
    return findings


def _model_needs_a_gpu(v: FactView, findings: list[Finding]) -> tuple[list[Finding], set[str]]:
    """An operation with GPU kernels only (a cuDNN RNN op, a convolution in NCHW) ran where
    TensorFlow had no GPU device (the log reader's gpu_only_op): the model needs a GPU.

    The cause when the paste says the machine has none ("load this model on device without
    GPU?", https://github.com/BrikerMan/Kashgari/issues/302); else possible, and after what
    explains why TensorFlow had no GPU (a CPU-only build, no driver): with that fixed the model
    runs, so it is the other way out. macOS has its own cause (macos-no-cuda). Returns the
    finding and the IDs it leaves uncertain.
    """
    if not v.log.get("gpu_only_op") or v.platform == "macos":
        return [], set()
    if _said_without_a_gpu(v):
        evidence = [
            "the paste says this machine has no GPU, and the model has operations that run "
            "on a GPU only",
            *v.told("no_gpu_here"),
            *v.told("gpu_only_op"),
        ]
        # (what would explain TensorFlow's missing GPU, guessed, explains nothing on a machine
        # without one: a note)
        for f in findings:
            if f.severity == WARNING and CATALOGUE[f.id].explains_no_gpu:
                f.severity = INFO
                f.evidence.append("the paste says this machine has no GPU")
        return [make_finding("model-needs-gpu", v.platform, evidence)], set()
    ids = {f.id for f in findings}
    evidence = [
        "the model has operations that run on a GPU only, and TensorFlow had no GPU device: "
        "it needs one, or a model built for the CPU",
        *v.told("gpu_only_op"),
    ]
    severity = WARNING if _cause_found(ids) or _explained(ids) else ERROR
    found = make_finding("model-needs-gpu", v.platform, evidence, severity=severity)
    return [found], {found.id}


def _illegal_instruction_on_arm(
    v: FactView, findings: list[Finding], explanation: LogExplanation
) -> list[Finding]:
    """A CPU without AVX, suggested by a shell's "Illegal instruction" only, on a machine the
    paste shows to be an ARM one (a Jetson, aarch64): ARM CPUs have no AVX, and what dies so
    there is mostly a library built for another ARM core (numpy 1.19.5's OpenBLAS on Jetson
    boards, https://github.com/numpy/numpy/issues/18131; "export OPENBLAS_CORETYPE=ARMV8" for
    Jetson Nano, https://github.com/tensorflow/tensorflow/issues/57632). The guess goes; the
    import's failure stays, with why."""
    if not (v.log.get("arm_machine") or v.log.get("jetson_named")):
        return findings
    if "cpu-without-avx" not in explanation.hinted:
        return findings
    kept = [f for f in findings if not (f.id == "cpu-without-avx" and f.origin == "log")]
    for f in kept:
        if f.id == "tensorflow-import-failed":
            f.evidence.append(
                "this is an ARM machine (no AVX there): an illegal instruction is most often a "
                "library built for another ARM CPU, such as numpy 1.19.5's OpenBLAS on Jetson "
                "boards (numpy/numpy#18131: numpy 1.19.4, or OPENBLAS_CORETYPE=ARMV8 set, works)"
            )
            f.evidence += v.told("arm_machine") or v.told("jetson_named")
    return kept


def _insufficient_driver_in_a_container(
    v: FactView, found: list[Finding]
) -> tuple[list[Finding], set[str]]:
    """CUDA's "driver version is insufficient for CUDA runtime version" in a container that
    nothing shows was given its GPUs: no driver library mounted in reads the same as a driver
    too old ("You need to use our nvidia-docker wrapper script ... we need to mount the driver
    libraries from the host inside the container", https://github.com/NVIDIA/nvidia-docker/issues/24;
    "I was able to fix this issue by running the container with `--gpus all`",
    https://github.com/NVIDIA/nvidia-docker/issues/400). Where the paste shows the container
    started without ``--gpus``, that is why (the driver is only possible); where it shows
    neither, which of the two the paste cannot tell: both possible. Returns the findings added
    and the IDs made uncertain."""
    old = next((f for f in found if f.id == "driver-too-old"), None)
    if old is None or not v.log.get("docker_named") or v.log.get("docker_gpus") is True:
        return [], set()
    told = [e for e in old.evidence if "insufficient for cuda runtime" in e.lower()]
    if not told:
        return [], set()
    old.severity = WARNING  # one of the two, not proven
    if any(f.id == "container-without-gpus" for f in found):
        return [], {"driver-too-old"}
    evidence = [
        "CUDA's runtime says the driver is too old, in a container that the paste does not "
        "show was started with its GPUs: without them no driver library is mounted in, "
        "and the runtime reads that the same way",
        *told[:1],
        *v.told("docker_named"),
    ]
    container = make_finding("container-without-gpus", v.platform, evidence, severity=WARNING)
    return [container], {"driver-too-old", "container-without-gpus"}


def _cpu_build_beside_a_gpu_distribution(v: FactView, findings: list[Finding]) -> list[Finding]:
    """A CPU-only build listed beside a GPU distribution in the same environment (conda's mkl
    tensorflow 1.14 beside tensorflow-gpu 1.5): both install the same ``tensorflow`` module,
    and the CPU build runs because it is there too. The two distributions are the cause (an
    error), the CPU-only build what they lead to: its lines become their evidence."""
    both = next((f for f in findings if f.id == "multiple-tensorflow-distributions"), None)
    cpu = next((f for f in findings if f.id == "tensorflow-cpu-only-build"), None)
    if both is None or cpu is None:
        return findings
    if not any(d.endswith("-gpu") for d in v.tf_distributions()):
        return findings
    both.severity = ERROR
    both.evidence.extend(e for e in cpu.evidence if e not in both.evidence)
    return [f for f in findings if f is not cpu]


# What another framework's failure takes with it: the memory it did not get, told alone.
_TAKEN_BY_THE_RESERVATION = frozenset({"gpu-out-of-memory", "memory-growth-disabled"})


def _tensorflow_beside_another_framework(v: FactView, findings: list[Finding]) -> list[Finding]:
    """JAX or PyTorch in the paste's program failed for want of GPU memory, and TensorFlow is
    there too: TensorFlow's reservation of nearly all the memory is the cause (an error), the
    out-of-memory the other framework met its evidence.

    The other framework's own failure (PyTorch's or JAX's out-of-memory words, or XLA's
    convolution autotuner finding nothing it can run beside JAX's or PyTorch's code) is what
    says so; TensorFlow's own out-of-memory beside an import of torch is not read so (PyTorch
    may hold the memory then). Not where memory growth is on.
    """
    if v.log.get("memory_growth_on") or not v.log.get("tf_named"):
        return findings
    if v.log.get("other_framework_failed"):
        failure = v.told("other_framework_failed")
    elif v.log.get("other_framework") and v.log.get("conv_autotune_failed"):
        failure = v.told("conv_autotune_failed")
    else:
        return findings
    evidence = [
        BESIDE_OTHER_FRAMEWORK,
        *v.told("other_framework"),
        *failure,
        *(e for f in findings if f.id in _TAKEN_BY_THE_RESERVATION for e in f.evidence),
    ]
    evidence = list(dict.fromkeys(evidence))  # (one line may tell both)
    words = (BESIDE_OTHER_FRAMEWORK_EXPLANATION, BESIDE_OTHER_FRAMEWORK_CONFIRM)
    return _the_reservation(v, findings, evidence, words, BESIDE_OTHER_FRAMEWORK_FIX)


def _started_with_the_memory_taken(v: FactView, findings: list[Finding]) -> list[Finding]:
    """A GPU device created with a few megabytes, then out of memory: another process held the
    GPU's memory before TensorFlow started (several TensorFlow processes, each reserving nearly
    all of it). The reservation is the cause (an error), the out-of-memory its evidence. Not
    where memory growth is on, nor without the out-of-memory."""
    return _reservation_behind_oom(
        v, findings, "device_memory_taken", STARTED_FULL, STARTED_FULL_EXPLANATION
    )


def _several_processes_on_the_gpu(v: FactView, findings: list[Finding]) -> list[Finding]:
    """The paste runs several TensorFlow processes on one GPU (MPI workers, actor processes,
    parallel jobs) and the GPU ran out of memory: the reservation each makes at start is the
    cause (an error), the out-of-memory its evidence. Not where memory growth is on, nor without
    the out-of-memory."""
    return _reservation_behind_oom(
        v, findings, "several_tf_processes", SHARED_BY_PROCESSES, SHARED_BY_PROCESSES_EXPLANATION
    )


def _reservation_behind_oom(
    v: FactView, findings: list[Finding], fact: str, told: str, explanation: str
) -> list[Finding]:
    """The out-of-memory beside a fact that shows other TensorFlow processes' reservations
    (``fact``, told as ``told``): the reservation is the cause. Not where memory growth is on."""
    oom = next((f for f in findings if f.id == "gpu-out-of-memory"), None)
    if oom is None or not v.log.get(fact) or v.log.get("memory_growth_on"):
        return findings
    evidence = [told, *v.told(fact), *oom.evidence]
    words = (explanation, STARTED_FULL_CONFIRM)
    return _the_reservation(v, findings, evidence, words, STARTED_FULL_FIX)


def _the_reservation(
    v: FactView,
    findings: list[Finding],
    evidence: list[str],
    words: tuple[str, str],
    fix: str,
) -> list[Finding]:
    """TensorFlow's reservation of the GPU's memory as the cause (an error, with its own
    explanation and way to confirm it), in place of the out-of-memory it led to."""
    finding = make_finding(
        "memory-growth-disabled", v.platform, evidence, severity=ERROR, origin="log"
    )
    finding.explanation, finding.confirm = words
    finding.fix = fix
    return [finding, *(f for f in findings if f.id not in _TAKEN_BY_THE_RESERVATION)]


def _tensorrt_for_tf_trt(v: FactView, findings: list[Finding]) -> list[Finding]:
    """TensorRT not found is harmless, unless the paste uses TF-TRT: then the conversion needs
    it. Beside a TF-TRT failure the harmless notice is not shown (it says "unless you use
    TF-TRT")."""
    notice = next((f for f in findings if f.id == "tensorrt-missing-warning"), None)
    if notice is None:
        return findings
    if v.log.get("tftrt_used") and not any(f.id == "tensorrt-unavailable" for f in findings):
        evidence = [
            "the paste uses TF-TRT, which needs the TensorRT library that cannot be loaded",
            *v.told("tftrt_used"),
            *notice.evidence,
        ]
        findings = [*findings, make_finding("tensorrt-unavailable", v.platform, evidence)]
    if any(f.id == "tensorrt-unavailable" for f in findings):
        return [f for f in findings if f is not notice]
    return findings


def _release_fix_due(v: FactView, findings: list[Finding], finding_id: str) -> Finding | None:
    """The finding ``finding_id`` whose catalogue fix names both ways (the and-cuda wheels from
    2.14, the tested build table before), where a release before 2.14 is known: its fix can
    name that release's own CUDA and cuDNN. None where a rule said what to do already, for a
    build of its own (a nightly, NVIDIA's 1.15) and where there is no CUDA (macOS)."""
    finding = next((f for f in findings if f.id == finding_id), None)
    build = v.tf_build
    if finding is None or build is None or v.tf_own_build or build.tf >= AND_CUDA_FROM:
        return None
    if v.platform not in ("linux", "wsl2", "windows"):
        return None  # no CUDA there (macos-no-cuda says it)
    if finding.fix != make_finding(finding.id, v.platform, []).fix:
        return None  # a rule said what to do
    return finding


def _fixes_for_the_release(v: FactView, findings: list[Finding]) -> None:
    """Another cuDNN, or CUDA libraries missing, under a known release before 2.14: the fix is
    the release's own cuDNN and CUDA (the tested build table), from the system (Linux) or PATH
    (native Windows), not the nvidia-* wheels of ``tensorflow[and-cuda]`` that only releases
    from 2.14 on load."""
    build = v.tf_build
    if build is None:
        return
    built = (
        f"what TensorFlow {fmt(build.tf)} was built with (the tested build table: "
        f"{TESTED_BUILDS_URL})"
    )
    windows = v.platform == "windows"
    cudnn = _release_fix_due(v, findings, "cudnn-version-mismatch")
    if cudnn is not None and windows:
        dll = f"cudnn64_{build.cudnn[0]}.dll"
        cudnn.fix = (
            f"Install cuDNN {fmt(build.cudnn)} built for CUDA {fmt(build.cuda)}, {built}, and "
            f"put the folder of its {dll} on PATH before any other cuDNN's. Which {dll} Windows "
            f"finds first:\n> where {dll}"
        )
    elif cudnn is not None:
        cudnn.fix = (
            f"Install cuDNN {fmt(build.cudnn)} built for CUDA {fmt(build.cuda)}, {built}, and "
            "make it the cuDNN found first (LD_LIBRARY_PATH, ldconfig). NVIDIA's packages name "
            "the CUDA they were built for after '+' in their version (8.9.3.28-1+cuda12.1 is "
            "for CUDA 12.1). Which cuDNN the system has (in a conda environment, its "
            "cudatoolkit and cudnn packages, which must be those versions):\n"
            "$ apt list --installed 2>/dev/null | grep -i cudnn\n"
            "$ ldconfig -p | grep libcudnn\n"
            "$ conda list | grep -i -e cudatoolkit -e cudnn"
        )
    libraries = _release_fix_due(v, findings, "cuda-libraries-missing")
    versions = f"CUDA {fmt(build.cuda)} and cuDNN {fmt(build.cudnn)}, {built}"
    if libraries is not None and windows:
        libraries.fix = f"Install {versions}, and add their bin folders to PATH."
    elif libraries is not None:
        libraries.fix = (
            f"Install {versions}, and put their lib folders on LD_LIBRARY_PATH. Which CUDA "
            "runtime and cuDNN the system has:\n"
            "$ ldconfig -p | grep -e libcudart -e libcudnn"
        )


# Findings that say TensorFlow could not get (or install) a GPU build: a later line showing a
# GPU in use contradicts them. Runtime failures on a working GPU (memory, cuDNN, PTX) are not.
_INSTALL_FAILURES = frozenset(
    {"python-version-unsupported", "python-32-bit", "tensorflow-not-installed"}
)
_LOG_LINE = re.compile(r"^log line (\d+):")


def _lines_of(f: Finding, explanation: LogExplanation) -> list[int]:
    """The log lines a finding rests on (its matched lines and the lines its evidence cites)."""
    lines = [m.line_no for m in explanation.matches if m.finding == f.id]
    for e in f.evidence:
        m = _LOG_LINE.match(e)
        if m:
            lines.append(int(m.group(1)))
    return lines


def _gpu_in_use_wins(v: FactView, findings: list[Finding], explanation: LogExplanation) -> set[str]:
    """A log that shows a GPU in use outweighs what was printed before it.

    TensorFlow probes libraries and drivers before it creates its devices, and users paste
    earlier failed attempts above a run that worked: a cause of "no GPU" whose every line comes
    before the first line showing a GPU device created, an op placed on one, or a GPU listed
    is no longer a cause. It stays in the report as information. Returns the IDs lowered.
    """
    first = v.log.get("gpu_in_use")
    if not isinstance(first, int):
        return set()
    shown = str((v.log.get("evidence") or {}).get("gpu_in_use", f"log line {first}"))
    lowered = set()
    for f in findings:
        e = CATALOGUE[f.id]
        if f.harmless or f.severity == INFO:
            continue
        if e.no_gpu is NoGpu.UNRELATED and f.id not in _INSTALL_FAILURES:
            continue
        if any(n >= first for n in _lines_of(f, explanation)):
            continue
        f.severity = INFO
        f.evidence.append(f"a later line shows TensorFlow using a GPU ({shown})")
        lowered.add(f.id)
    return lowered


#: Findings that say a run is slow to start, not that it fails: a later epoch answers them
#: (ptxas missing or too old as a warning: the driver compiled the code instead).
_SLOW_START_ONLY = ("xla-compile-slow", "ptxas-missing", "ptxas-too-old")


def _training_went_on(v: FactView, findings: list[Finding], explanation: LogExplanation) -> None:
    """XLA's slow-operation alarms, or ptxas missing or too old for XLA, every one before a
    later epoch or benchmark step started: the autotuning (or the driver's compilation) took
    its seconds and the training went on ("Epoch 2/10"). Lowered to information; a paste that
    complains of a slow start keeps it."""
    first = v.log.get("later_epoch")
    if not isinstance(first, int) or v.log.get("slow_start"):
        return
    shown = str((v.log.get("evidence") or {}).get("later_epoch", f"log line {first}"))
    for f in findings:
        if f.id not in _SLOW_START_ONLY or f.severity == INFO or f.origin != "log":
            continue
        lines = _lines_of(f, explanation)
        if not lines or any(n >= first for n in lines):
            continue
        f.severity = INFO
        f.evidence.insert(0, f"a later line shows the training going on ({shown})")


# XLA without ptxas hands the code to the driver and goes on, in each release's words
# (redzone_allocator.cc's "Relying on driver to perform ptx compilation.", nvptx_compiler.cc's
# "Will back to the GPU driver" and "Will attempt to let GPU driver compile the ptx"); it stops
# when the compilation itself fails ("ptxas returned an error during compilation of ptx to
# sass", https://github.com/YoshitakaMo/localcolabfold/issues/70).
_DRIVER_COMPILES = ("relying on driver", "back to the gpu driver", "let gpu driver compile")
_COMPILATION_FAILED = ("returned an error during compilation",)


def _ptxas_missing_with_the_driver_compiling(findings: list[Finding]) -> None:
    """ptxas missing where the log shows the driver compiling instead and nothing failing: the
    program goes on, with a slower start. Lowered to a warning."""
    for f in findings:
        if f.id != "ptxas-missing" or f.severity != ERROR or f.origin != "log":
            continue
        told = " ".join(f.evidence).lower()
        if any(w in told for w in _DRIVER_COMPILES) and not any(
            w in told for w in _COMPILATION_FAILED
        ):
            f.severity = WARNING
            f.evidence.append(
                "the log shows the driver compiling the code instead: the program goes on, "
                "with a slower start"
            )


# Errors that stop nothing in a run told to have ended well: the finding, the words every line
# of its evidence holds, and why it did no harm.
_HARMLESS_IN_A_RUN_THAT_ENDED = {
    # The allocator's request refused and made again smaller ("I got "CUDA_ERROR_OUT_OF_MEMORY",
    # but the results is correct", https://github.com/google-deepmind/kinetics-i3d/issues/70);
    # an op stopped for memory ("OOM when allocating") is told otherwise.
    "gpu-out-of-memory": (
        "cuda_error_out_of_memory",
        "the allocator's request was refused and made again smaller, which stops nothing",
    ),
    # Forked worker processes that needed no GPU (DeepVariant's make_examples, "but it still
    # finished SNP calling and all the output files seemed fine",
    # https://github.com/google/deepvariant/issues/722).
    "cuda-initialized-before-fork": (
        "cuda_error_not_initialized",
        "the processes that could not start CUDA did not need the GPU",
    ),
}


def _went_on_after(v: FactView) -> tuple[int, str] | None:
    """The last line that shows the program going on or done (a later epoch, its own closing
    words), with that line as evidence; None when the log shows neither."""
    seen = [
        (n, str((v.log.get("evidence") or {}).get(key, f"log line {n}")))
        for key in ("later_epoch", "run_ended")
        if isinstance(n := v.log.get(key), int)
    ]
    return max(seen) if seen else None


def _harmless_in_a_run_that_ended(
    v: FactView, findings: list[Finding], explanation: LogExplanation
) -> None:
    """An error that stops nothing (a refused CUDA_ERROR_OUT_OF_MEMORY request, a forked
    worker's CUDA_ERROR_NOT_INITIALIZED), told alone, in a paste that says the run went on and
    ended well or that the error does no harm, or whose later lines show the program going on
    or done: no error stopped the program. Lowered to information; a paste that also complains
    of the GPU keeps it."""
    said = None
    if v.log.get("run_goes_on"):
        said = "the run went on and ended well"
    elif v.log.get("error_said_harmless"):
        said = "it does no harm"
    after = _went_on_after(v)
    if not (said or after) or _gpu_complaint(v):
        return
    for f in findings:
        if f.id not in _HARMLESS_IN_A_RUN_THAT_ENDED or f.severity == INFO or f.origin != "log":
            continue
        words, why = _HARMLESS_IN_A_RUN_THAT_ENDED[f.id]
        told = [e.lower() for e in f.evidence if e.startswith("log line")]
        if not told or not all(words in e for e in told):
            continue
        if said:
            f.evidence.insert(0, f"the paste says {said}: {why}")
        elif after is not None and all(n < after[0] for n in _lines_of(f, explanation)):
            f.evidence.insert(0, f"a later line shows the program going on ({after[1]}): {why}")
        else:
            continue
        f.severity = INFO


def _cite_log_lines(findings: list[Finding], facts: dict[str, Any]) -> None:
    """Add the log lines that state a finding's facts (its entry's ``log_facts``) to its
    evidence."""
    lines = (facts.get("from_log") or {}).get("evidence") or {}
    for f in findings:
        for key in CATALOGUE[f.id].log_facts:
            line = lines.get(key)
            if line and line not in f.evidence:
                f.evidence.append(line)


def release_of(library: str, soname: str) -> str | None:
    """The CUDA (or cuDNN) release a missing library's soname names; None when ambiguous.

    libcublas.so.9.0 and libcudart.so.10.1 name one release; from CUDA 10.1 on the math
    libraries carry their own versions (libcufft.so.10 ships with CUDA 10.1 to 11.x), and
    libcudart.so.11.0 / libcublas.so.11 serve all of CUDA 11.
    """
    if library == "libcudnn":
        return f"cuDNN {soname.split('.')[0]}"
    major, _, minor = soname.partition(".")
    if not major.isdecimal():
        return None
    if library in ("libcudart", "libcublas") and int(major) >= 11:
        return f"CUDA {major}.x"
    if library == "libcublas" and soname == "10":
        return "CUDA 10.1 or 10.2"
    if minor and int(major) <= 10:
        return f"CUDA {soname}"
    return None


def _name_the_release(findings: list[Finding], facts: dict[str, Any]) -> None:
    """Say which release a missing CUDA library belongs to (the build expects that one)."""
    wanted = (facts.get("from_log") or {}).get("cuda_lib_missing")
    if not wanted:
        return
    library, soname = wanted
    release = release_of(library, soname)
    for f in findings:
        if f.id == "cuda-libraries-missing" and release:
            f.evidence.append(
                f"{library}.so.{soname} belongs to {release}: this build looks for that release"
            )


def _insufficient_driver_refuted(
    v: FactView, findings: list[Finding], explanation: LogExplanation
) -> list[Finding]:
    """cuDNN's "possibly insufficient driver version: 410.79.0" where that driver runs the CUDA
    in play and the paste shows another TensorFlow stack put over the one there. TensorFlow
    prints the line after any failure to create a cuDNN handle, with the driver it found; where
    the release's CUDA (or the one the paste states) asks for no newer driver and the paste is
    from Colab or installs TensorFlow, the cuDNN that came with the runtime is the likelier
    fault (CUDA 9.0 put on Colab, driver 410.79: "installing CUDnn manually helped",
    https://github.com/amirbar/speech2gesture/issues/3). Without that sign the driver stays
    possible: a maintainer named it for driver 384.183 under CUDA 9.0
    (https://github.com/aiff22/DPED/issues/22)."""
    if "driver-too-old" not in explanation.hinted:
        return findings
    if not (v.log.get("colab") or v.log.get("tf_reinstalled")):
        return findings
    if _driver_below_the_toolkit(v, v.tf_cuda or major_minor(v.stated.get("cuda"))) is not False:
        return findings
    return [f for f in findings if not (f.id == "driver-too-old" and f.origin == "log")]


def _run_rules(view: FactView) -> list[Finding]:
    found: list[Finding] = []
    for rule in RULES:
        found.extend(rule(view))
    return found


def _held_by_every_release(v: FactView, found: list[Finding], shown: str) -> list[Finding]:
    """Where a paste names several TensorFlow releases and none of them for sure ("TF 2.12,
    TF 2.11, TF nightly, TF 2.8"), read the facts once for each one: a finding every release
    gives holds whichever ran, and joins what was found without one, as possible (the paste
    may tell of releases that worked); one that only some give is not said (cuDNN 8.1 is too
    old for 2.12 but is what 2.11 was built with)."""
    facts = v.facts
    stated = facts.get("stated") or {}
    releases = [str(r) for r in stated.get("tf_versions") or []]
    if len(releases) < 2 or v.tf_version is not None:
        return found  # (a release known otherwise, an import or a listing, decides)
    runs: list[list[Finding]] = []
    for release in releases:
        view = FactView(
            {**facts, "stated": {**stated, "tf_version": release}}, fallback_platform=shown
        )
        view.platform_stated = v.platform_stated
        runs.append(_run_rules(view))
    held = set.intersection(*({f.id for f in run} for run in runs)) - {f.id for f in found}
    named = ", ".join(releases)
    added = [f for f in runs[0] if f.id in held]
    for f in added:
        f.evidence.append(f"each TensorFlow release the paste names ({named}) gives this")
    v.every_release = held
    return found + added


def _context(found: list[Finding]) -> set[str]:
    return {f.id for f in found if f.severity == ERROR or not f.harmless}


def _finish(
    view: FactView, from_facts: list[Finding], explanation: LogExplanation
) -> list[Finding]:
    """Merge facts and log, add the fallback, word what is unproven, rank."""
    combined = merge([*from_facts, *explanation.findings])
    combined = _insufficient_driver_refuted(view, combined, explanation)
    # Causes guessed from what the paste states when no line says why (each possible).
    fallbacks = _colab_release_for_cuda_11(view, {f.id for f in combined})
    fallbacks += _serving_cpu_build(view, {f.id for f in combined})
    fallbacks += _memory_nearly_all_taken(view, {f.id for f in combined})
    fallbacks += _slow_start_on_a_gpu(view, {f.id for f in combined})
    fallbacks += _kernel_without_the_shells_environment(view, {f.id for f in combined})
    fallbacks += _cpu_package_before_2_1(view, {f.id for f in combined})
    in_a_container = _docker_named_no_gpu(view, {f.id for f in combined})
    fallbacks += in_a_container
    fallbacks += _gpus_hidden_no_gpu(view, {f.id for f in combined})
    fallbacks += _native_module_not_loaded(view, {f.id for f in combined})
    fallbacks += _device_file_missing(view, {f.id for f in combined})
    fallbacks += _cudnn_start_failed(view, {f.id for f in combined})
    fallbacks += _xla_gpu_without_gpu(view, {f.id for f in combined})
    fallbacks += _plain_package_pulled_beside_gpu(view, {f.id for f in combined})
    fallbacks += _jetson_without_nvidias_build(view, {f.id for f in combined})
    fallbacks += _windows_dll_of_the_gpu_build(view, {f.id for f in combined})
    fallbacks += _windows_dll_of_a_cuda_extension(view, {f.id for f in combined})
    fallbacks += _windows_dll_of_the_cpp_runtime(view, {f.id for f in combined})
    fallbacks += _windows_dll_of_tensorflow(view, {f.id for f in combined})
    combined = merge([*combined, *fallbacks])
    # (a guess of the fallbacks above is no explanation that rules out Windows' own causes)
    guessed = (
        {f.id for f in fallbacks}
        - {f.id for f in from_facts}
        - {f.id for f in explanation.findings}
    )
    fallbacks += _windows_version_unknown(view, {f.id for f in combined} - guessed)
    # (what a paste's system or packages say of the GPU, before the guesses of what a system
    # without a reason shown usually lacks)
    told = _wsl2_gpu_in_tcc_mode(view, {f.id for f in combined} - guessed)
    told += _framework_cpu_package_listed(view, {f.id for f in combined} - guessed)
    told += _torch_sees_no_gpu(view, {f.id for f in combined} - guessed)
    fallbacks += told
    unknown_system = _system_unknown_no_gpu(view, {f.id for f in [*combined, *told]})
    fallbacks += unknown_system
    fallbacks += _stated_system_no_gpu(view, {f.id for f in [*combined, *told]})
    # (a GPU named that what pip installs today leaves out: the likeliest of those guesses)
    too_old_today = []
    if not _cause_found({f.id for f in [*combined, *told]}):
        too_old_today = rules_driver.stated_gpu_older_than_the_newest_wheels(view)
    fallbacks += too_old_today
    combined = merge([*combined, *fallbacks])
    and_cuda = _and_cuda_behind_missing_libraries(view, {f.id for f in combined})
    combined = merge([*combined, *and_cuda])
    combined = _banner_beside_gpus_passed(view, combined)
    older = _no_kernel_for_a_gpu_not_named(view, combined)
    combined = merge([*combined, *older])
    too_old = _no_kernel_for_an_old_gpu_named(view, combined)
    if too_old:
        combined = [f for f in combined if f.id != "compute-capability-unsupported"]
        combined = merge([*combined, *too_old])
    combined = merge([*combined, *_no_gpu_visible(view, {f.id for f in combined})])
    wheel = _wheel_for_another_python(view, combined)
    combined = merge([*combined, *wheel, *_toolkit_installed_not_configured(view, combined)])
    bits = _pip_found_nothing_32_bit(view, combined)
    combined = merge([*combined, *bits])
    windows_order = _windows_beside_install_failures(view, combined)
    _dll_evidence(view, combined)
    _image_driver_evidence(view, combined)
    _zlib_evidence(combined)
    _busy_without_exclusive_mode(combined)
    insufficient, insufficient_uncertain = _insufficient_driver_in_a_container(view, combined)
    combined = merge([*combined, *insufficient])
    combined = _tensorflow_beside_another_framework(view, combined)
    combined = _started_with_the_memory_taken(view, combined)
    combined = _several_processes_on_the_gpu(view, combined)
    combined = _cpu_build_beside_a_gpu_distribution(view, combined)
    combined = _container_that_wanted_no_gpu(view, combined)
    combined = _nvenc_library_not_loaded(view, combined)
    combined = _gpu_not_wanted(view, combined)
    combined = _out_of_memory_without_a_gpu(view, combined)
    combined = _container_gpu_without_a_gpu(view, combined)
    combined = _framework_of_the_cpu_build(view, combined, explanation)
    combined = _stated_driver_below_the_cuda(view, combined, explanation)
    needs_gpu, needs_gpu_uncertain = _model_needs_a_gpu(view, combined)
    combined = merge([*combined, *needs_gpu])
    combined = _illegal_instruction_on_arm(view, combined, explanation)
    combined = _tensorrt_for_tf_trt(view, combined)
    _fixes_for_the_release(view, combined)
    _gpu_in_use_wins(view, combined, explanation)
    _training_went_on(view, combined, explanation)
    _ptxas_missing_with_the_driver_compiling(combined)
    _harmless_in_a_run_that_ended(view, combined, explanation)
    uncertain = set(explanation.hinted) - {f.id for f in from_facts}
    # A rule that lowered an error to a warning was not sure of it.
    uncertain |= {
        f.id for f in from_facts if f.severity == WARNING and CATALOGUE[f.id].severity == ERROR
    }
    uncertain |= _docker_run_beside_other_failure(view, combined)
    uncertain |= _cudart_alone(view, combined)
    uncertain |= _driver_library_alone(view, combined)
    uncertain |= {f.id for f in fallbacks if f not in too_old_today}
    if older:  # which of the two, the paste cannot tell
        uncertain |= {"compute-capability-too-old", "compute-capability-unsupported"}
    uncertain |= {f.id for f in and_cuda if f.severity == WARNING}
    uncertain |= {f.id for f in bits}
    uncertain |= insufficient_uncertain
    uncertain |= {f.id for f in wheel if f.severity == WARNING}
    uncertain |= windows_order
    uncertain |= view.every_release
    uncertain |= needs_gpu_uncertain
    if any(f.evidence[:1] == [BESIDE_OTHER_FRAMEWORK] for f in combined):
        # the other framework's own failure says it, whatever hinted at the reservation
        uncertain.discard("memory-growth-disabled")
    windows = any(f.id == "windows-native-no-gpu" for f in fallbacks)
    if windows and not view.platform_stated:
        # A CPU-only build is what native Windows installs: which of the two, the log
        # cannot tell.
        uncertain.add("tensorflow-cpu-only-build")
    for f in combined:
        e = CATALOGUE[f.id]
        # The entry's explanation takes a working driver for granted; nothing shows one.
        if e.unproven_explanation and f.origin == "log" and not view.driver_evidenced:
            f.explanation = e.unproven_explanation
            uncertain.add(f.id)
    ranked = rank_findings(combined, uncertain)
    if unknown_system and view.tf_version is None:
        ranked = _in_usual_order(ranked, {f.id for f in unknown_system})
    if in_a_container:
        ranked = _in_usual_order(ranked, {f.id for f in in_a_container}, _USUAL_IN_A_CONTAINER)
    return ranked


# The usual causes of "TensorFlow sees no GPU" where the paste shows neither the system nor the
# release, most common first. Of the real threads in the corpus (tests/doctor/corpus) read so,
# 75 from 2016 to 2026, the cause was a CPU-only build in 25, the CUDA libraries of another
# release in 15 and native Windows after 2.10 in 6; the catalogue's order (Windows first) is
# for causes shown, not guessed.
_USUAL_WHEN_NOTHING_SHOWN = (
    "tensorflow-cpu-only-build",
    "cuda-libraries-missing",
    "windows-native-no-gpu",
    "and-cuda-extra-missing",
    "macos-no-cuda",
)


# The same for a paste about a container that says TensorFlow does not get the GPU and shows no
# line of why (_docker_named_no_gpu). Of the real threads in the corpus read so, 9 from 2018 to
# 2022, the cause was the image's CUDA libraries (not those of its TensorFlow) in 5, a CPU-only
# TensorFlow in the image in 2 and a container given no GPU in 1 (one other had no catalogue
# cause): the threads where the GPUs were not passed mostly show the `docker run` line, read
# apart.
_USUAL_IN_A_CONTAINER = (
    "cuda-libraries-missing",
    "tensorflow-cpu-only-build",
    "container-without-gpus",
    "container-toolkit-missing",
)


def _in_usual_order(
    ranked: list[Finding], guessed: set[str], usual: tuple[str, ...] = _USUAL_WHEN_NOTHING_SHOWN
) -> list[Finding]:
    """``ranked`` with the causes guessed in the order of ``usual`` (for an unknown system and
    release, :data:`_USUAL_WHEN_NOTHING_SHOWN`), in the places they held (the others stay where
    they are); their ranks follow."""
    places = [
        n
        for n, f in enumerate(ranked)
        if f.id in guessed and f.id in usual and f.severity == WARNING
    ]
    moved = sorted((ranked[n] for n in places), key=lambda f: usual.index(f.id))
    out = list(ranked)
    for n, f in zip(places, moved, strict=True):
        out[n] = f
    for n, f in enumerate(out, start=1):
        if f.rank:
            f.rank = n
    return out


def diagnose(
    facts: dict[str, Any], log_lines: Iterable[str] = ()
) -> tuple[list[Finding], LogExplanation]:
    """Run every rule on ``facts`` and explain ``log_lines`` in their light."""
    view = FactView(facts)
    from_facts = _run_rules(view)
    # The machine was looked at (its system facts are there): whether it is in a container
    # is known, not left open by a line of its log.
    system = facts.get("system")
    not_in_container = isinstance(system, dict) and "container" in system
    not_in_container = not_in_container and not (system or {}).get("container")
    explanation = explain_log(
        log_lines, view.platform, context=_context(from_facts), not_in_container=not_in_container
    )
    return _finish(view, from_facts, explanation), explanation


@dataclass
class LogDiagnosis:
    """A pasted log diagnosed: its facts, the findings, the explanation of its lines."""

    facts: dict[str, Any]
    findings: list[Finding]
    explanation: LogExplanation
    platform: str


def diagnose_log(lines: Iterable[str], platform: str | None = None) -> LogDiagnosis:
    """Read a log once: its facts go through the rules, its lines through the explainer.

    Args:
        lines: the log, one line per item; consumed once, memory stays bounded.
        platform: the platform for the fixes when the log does not show one.
    """
    # only a pasted log needs its patterns
    from tfgpu_gui.doctor.log_facts import ExpectedSection, LogFacts

    reader = LogFacts()
    scan = LogScan()
    hoped_for = ExpectedSection()
    for line in lines:
        if hoped_for.hides(line):
            line = ""  # a wish, not what ran; counted, so that line numbers stay the log's
        scan.feed(line)
        reader.feed(line)
    facts = reader.facts()
    shown = reader.platform or platform or "linux"
    view = FactView(facts, fallback_platform=shown)
    view.platform_stated = bool(reader.platform or platform)
    from_facts = _held_by_every_release(view, _run_rules(view), shown)
    _cite_log_lines(from_facts, facts)
    explanation = scan.explain(
        shown, _context(from_facts), origin="log", no_gpu_said=bool(view.log.get("no_gpu_here"))
    )
    findings = _finish(view, from_facts, explanation)
    _name_the_release(findings, facts)
    return LogDiagnosis(facts, findings, explanation, shown)
