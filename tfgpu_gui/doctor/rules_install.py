"""Rules about the installation: TensorFlow distributions, CUDA libraries, Python, platform."""

from __future__ import annotations

import re

from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.knowledge.addon_builds import TFA_BUILT_AGAINST
from tfgpu_gui.doctor.knowledge.catalogue import make_finding
from tfgpu_gui.doctor.knowledge.catalogue_install import EXAMPLE_PYTHON
from tfgpu_gui.doctor.knowledge.log_patterns import LOG_PATTERNS
from tfgpu_gui.doctor.knowledge.tf_builds import (
    AND_CUDA_CORE_WHEELS,
    AND_CUDA_FROM,
    CPU_ONLY_DISTRIBUTIONS,
    CUDNN_SAME_MINOR_BEFORE,
    LATEST,
    PLATFORM_DEPENDENCIES,
    TENSORFLOW_GPU_REMOVED_FROM,
    TENSORFLOW_INCLUDES_GPU_FROM,
    TF_BUILDS,
    TF_DISTRIBUTIONS,
    WINDOWS_NATIVE_GPU_LAST,
    TfBuild,
    build_for,
    newest_for_python,
    python_supported,
)
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.versions import fmt, parse_version

CUDA_LIBS = ("libcudart", "libcudnn", "libcublas")
GPU_DISTRIBUTIONS = ("tensorflow-gpu", "tf-nightly-gpu")


def tensorflow_missing(v: FactView) -> list[Finding]:
    if not v.tf_ran or v.tf_imported:
        if v.tf_ran or not v.packages_known or v.tf_distributions():
            return []
        # --no-tf: judge from the installed distributions alone.
        return [
            make_finding(
                "tensorflow-not-installed",
                v.platform,
                ["no tensorflow distribution is installed in this interpreter"],
            )
        ]
    error = str(v.tf.get("import_error") or "")
    if v.tf.get("missing") or (not v.tf_distributions() and "No module named" in error):
        evidence = [f"import tensorflow: {error}"] if error else []
        evidence.append(f"interpreter: {v.python.get('executable', '?')}")
        return [make_finding("tensorflow-not-installed", v.platform, evidence)]
    evidence = [f"import tensorflow: {error}"]
    evidence += [f"installed: {d} {v.packages[d]}" for d in v.tf_distributions()]
    failed = [make_finding("tensorflow-import-failed", v.platform, evidence)]
    if any(p.regex and p.regex.search(error) for p in _RUNTIME_CHECK):
        # TensorFlow's own check named the missing Visual C++ runtime: the cause, not only
        # the failed import (the same lines a pasted log is read by).
        return [make_finding("msvc-runtime-missing", v.platform, evidence), *failed]
    return failed


# The lines of TensorFlow's self-check that name a missing Visual C++ runtime.
_RUNTIME_CHECK = tuple(p for p in LOG_PATTERNS if p.finding == "msvc-runtime-missing")


def tensorflow_gpu_package(v: FactView) -> list[Finding]:
    old = [d for d in ("tensorflow-gpu", "tf-nightly-gpu") if d in v.packages]
    # Before 2.1 tensorflow-gpu was the GPU build itself, not an obsolete name of tensorflow.
    old = [
        d
        for d in old
        if (parse_version(v.packages[d]) or TENSORFLOW_INCLUDES_GPU_FROM)[:2]
        >= TENSORFLOW_INCLUDES_GPU_FROM
    ]
    if not old:
        return []
    evidence = [f"installed: {d} {v.packages[d]}" for d in old]
    return [make_finding("tensorflow-gpu-package-removed", v.platform, evidence)]


def multiple_distributions(v: FactView) -> list[Finding]:
    dists = v.tf_distributions()
    if v.platform == "windows" and set(dists) == {"tensorflow", "tensorflow-intel"}:
        return []  # tensorflow depends on tensorflow-intel on native Windows
    if len(dists) < 2:
        return []
    evidence = [f"installed: {d} {v.packages[d]}" for d in dists]
    return [make_finding("multiple-tensorflow-distributions", v.platform, evidence)]


def nuget_cpu_runtime(v: FactView) -> list[Finding]:
    """A .NET program's native TensorFlow from NuGet: the CPU package named, beside the GPU one
    or alone where the GPU is wanted.

    ML.NET and TensorFlow.NET load tensorflow.dll (libtensorflow.so) from a runtime package:
    SciSharp.TensorFlow.Redist and Microsoft.ML.TensorFlow.Redist are CPU builds,
    SciSharp.TensorFlow.Redist-Windows-GPU and -Linux-GPU the GPU ones. With both referenced,
    the CPU one's library can be the one copied to the output and loaded
    (https://github.com/SciSharp/TensorFlow.NET/issues/474,
    https://github.com/dotnet/machinelearning/issues/4325). Possible: the paste may name a
    package it no longer references.
    """
    if not v.log.get("nuget_cpu_runtime") or v.log.get("gpu_in_use") or v.tf_gpu_count:
        return []
    cpu = [*v.told("nuget_cpu_runtime")]
    fix = (
        "Reference only the GPU runtime package (SciSharp.TensorFlow.Redist-Windows-GPU or "
        "-Linux-GPU) of the TensorFlow version the binding needs, remove the CPU one (also "
        "where another package depends on it), then rebuild so that its tensorflow.dll "
        "(libtensorflow.so) is the one copied:\n"
        "$ dotnet remove package SciSharp.TensorFlow.Redist\n"
        "$ dotnet list package --include-transitive"
    )
    explanation = (
        "A .NET program (ML.NET, TensorFlow.NET) loads the native TensorFlow library of a NuGet "
        "runtime package: SciSharp.TensorFlow.Redist and Microsoft.ML.TensorFlow.Redist hold a "
        "CPU-only build, SciSharp.TensorFlow.Redist-Windows-GPU and -Linux-GPU the CUDA one. "
        "With the CPU package referenced (directly, or by another package), its library can be "
        "the one copied next to the program and loaded, and no GPU is used."
    )
    confirm = (
        "List the project's packages with those they bring in "
        "(`dotnet list package --include-transitive`): SciSharp.TensorFlow.Redist or "
        "Microsoft.ML.TensorFlow.Redist in it is the CPU build."
    )
    if v.log.get("nuget_gpu_runtime"):
        gpu = [e for e in v.told("nuget_gpu_runtime") if e not in cpu]  # (often one line)
        evidence = [
            "the paste names a CPU runtime package of TensorFlow for .NET beside the GPU one: "
            "the CPU one's library may be the one loaded",
            *cpu,
            *gpu,
        ]
        both = make_finding(
            "multiple-tensorflow-distributions", v.platform, evidence, severity=WARNING
        )
        cpu_build = make_finding(
            "tensorflow-cpu-only-build",
            v.platform,
            ["the CPU runtime package's library is a CPU-only build", *cpu],
            severity=WARNING,
        )
        for finding in (both, cpu_build):
            finding.fix = fix
            finding.explanation = explanation
            finding.confirm = confirm
        return [both, cpu_build]
    if not (v.log.get("gpu_wanted") or v.log.get("gpu_not_used")):
        return []
    evidence = ["the paste names the CPU runtime package of TensorFlow for .NET", *cpu]
    finding = make_finding("tensorflow-cpu-only-build", v.platform, evidence, severity=WARNING)
    finding.fix = fix
    finding.explanation = explanation
    finding.confirm = confirm
    return [finding]


def cpu_only_build(v: FactView) -> list[Finding]:
    if v.platform in ("windows", "macos"):
        return []  # their own findings say more
    if v.tf_imported:
        if v.built_with_cuda is not False:
            return []
        shown = v.tf.get("version")
        evidence = [
            "tf.test.is_built_with_cuda() is False" + (f" (TensorFlow {shown})" if shown else "")
        ]
        evidence += [f"installed: {d} {v.packages[d]}" for d in v.tf_distributions()]
        return [make_finding("tensorflow-cpu-only-build", v.platform, evidence)]
    dists = v.tf_distributions()
    if dists and all(d in CPU_ONLY_DISTRIBUTIONS for d in dists):
        evidence = [f"installed: {d} {v.packages[d]} (a CPU-only distribution)" for d in dists]
        return [make_finding("tensorflow-cpu-only-build", v.platform, evidence)]
    return []


def _lib_evidence(v: FactView, keys: tuple[str, ...]) -> list[str]:
    out = []
    for key in keys:
        lib = v.library(key)
        if lib and not lib.get("found"):
            out.append(f"{key} cannot be loaded: {lib.get('error', 'not found')}")
    return out


def cuda_libraries(v: FactView) -> list[Finding]:
    """CUDA libraries missing: the and-cuda extra (TF >= 2.14) or the system CUDA (older)."""
    if v.platform not in ("linux", "wsl2") or not v.libraries.get("checked"):
        return []
    if v.built_with_cuda is False or not (v.tf_imported or v.tf_distributions()):
        return []
    if v.tf_gpu_count:
        return []  # TensorFlow registered GPUs: it found what it needs
    missing = _lib_evidence(v, CUDA_LIBS)
    if not missing:
        return []
    version = v.tf_version
    wheels = {stem: v.nvidia_wheels(stem) for stem in AND_CUDA_CORE_WHEELS}
    if version is not None and version[:2] >= AND_CUDA_FROM and not any(wheels.values()):
        evidence = [
            f"TensorFlow {fmt(version)} is installed without nvidia-* CUDA wheels "
            f"({', '.join(s + '-cu*' for s in AND_CUDA_CORE_WHEELS)} are missing)",
            *missing,
        ]
        finding = make_finding("and-cuda-extra-missing", v.platform, evidence)
        finding.fix = finding.fix.replace("<your TF version>", fmt(version[:2]))
        return [finding]
    return [make_finding("cuda-libraries-missing", v.platform, missing)]


def cudnn_mismatch(v: FactView) -> list[Finding]:
    want = v.tf_cudnn_major
    tf_cuda = v.tf_cuda
    if want is None or v.built_with_cuda is False or not (v.tf_imported or v.tf_distributions()):
        return []
    evidence = []
    for name, version in v.nvidia_wheels("nvidia-cudnn").items():
        got = parse_version(version, 1)
        if got and got[0] != want:
            evidence.append(
                f"installed {name} {version}, but TensorFlow was built with cuDNN {want}"
            )
        suffix = name.rsplit("-cu", 1)[-1]
        if tf_cuda and suffix.isdecimal() and int(suffix) != tf_cuda[0]:
            evidence.append(f"{name} is built for CUDA {suffix}, TensorFlow for CUDA {tf_cuda[0]}")
    lib = v.library("libcudnn")
    path = str(lib.get("path") or "")
    if lib.get("found") and path:
        tail = path.rsplit("libcudnn.so.", 1)
        got_lib = parse_version(tail[1], 1) if len(tail) == 2 else None
        if got_lib and got_lib[0] != want:
            evidence.append(f"the cuDNN that loads is {path} (major {got_lib[0]}), not {want}")
    if not evidence:
        return []
    return [make_finding("cudnn-version-mismatch", v.platform, evidence)]


def windows_native(v: FactView) -> list[Finding]:
    if v.platform != "windows":
        return []
    version = v.tf_version
    if version is not None and version[:2] <= WINDOWS_NATIVE_GPU_LAST:
        return []
    if version is None and not v.packages_known and v.built_with_cuda is not False:
        return []  # whether TensorFlow is installed, and which, is unknown
    if version is not None:
        which = fmt(version)
    elif v.tf_imported:
        which = "of unknown version, built without CUDA (tf.test.is_built_with_cuda() is False)"
    else:
        which = "not installed"
    evidence = [
        f"native Windows, TensorFlow {which}",
        f"the last release with GPU on native Windows is {fmt(WINDOWS_NATIVE_GPU_LAST)}",
    ]
    return [make_finding("windows-native-no-gpu", v.platform, evidence)]


def macos(v: FactView) -> list[Finding]:
    if v.platform != "macos":
        return []
    wanted = v.log.get("gpu_not_used") or v.log.get("gpu_wanted") or v.log.get("tf_gpu_named")
    if v.log and v.tf_gpu_count is None and not wanted:
        return []  # a paste that shows no GPU wanted nor TensorFlow without one: nothing to say
    evidence = [f"macOS {v.system.get('os_release', '')}".strip()]
    if "tensorflow-metal" in v.packages:
        evidence.append(f"tensorflow-metal {v.packages['tensorflow-metal']} is installed")
    if v.tf_gpu_count:
        evidence.append(f"TensorFlow sees {v.tf_gpu_count} GPU(s) through Metal")
        return [make_finding("macos-no-cuda", v.platform, evidence, severity=INFO)]
    return [make_finding("macos-no-cuda", v.platform, evidence)]


def _for_python(finding: Finding, python: tuple[int, ...]) -> Finding:
    """The fix's example environment made with the Python the release supports.

    The catalogue's fix shows one Python as an example; where the release is known, a Python
    it supports replaces it (not 3.12 for a release that stops at 3.10).
    """
    want = fmt(python[:2])
    finding.fix = finding.fix.replace(f"--python {EXAMPLE_PYTHON} ", f"--python {want} ").replace(
        f"python={EXAMPLE_PYTHON}", f"python={want}"
    )
    return finding


def python_version(v: FactView) -> list[Finding]:
    py = v.python_version
    if py is None:
        return []
    build = v.tf_build
    if build is not None:
        if python_supported(build, py, v.platform):
            return []
        ran = v.log.get("tf_ran") or v.log.get("gpu_in_use") or v.cuda_runtime_opened is not None
        if ran:
            # The log shows TensorFlow running (its CUDA runtime opened, a GPU device made): it
            # is installed in the Python that ran it, so the pair as written is a slip ("Python
            # version: 2.7" beside "TensorFlow version: 2.3.0" over a run on four V100s,
            # https://github.com/tensorflow/tensorflow/issues/41949).
            return []
        evidence = [
            f"Python {fmt(py[:2])}; TensorFlow {fmt(build.tf)} supports Python {build.pythons}"
        ]
        # Both versions only written by the person (a form, prose): no wheel exists for the
        # pair, so one of the two is misremembered; what else they state comes first.
        told = v.python.get("stated") and v.tf.get("version") is None
        told = told and not v.tf_distributions() and not v.log.get("install_failed_told")
        severity = WARNING if told else None
        finding = make_finding(
            "python-version-unsupported", v.platform, evidence, severity=severity
        )
        return [_for_python(finding, build.python_max)]
    if v.tf_version is not None:
        return []  # a release the table does not know: nothing to compare with
    if newest_for_python(py) is not None:
        return []
    evidence = [
        f"Python {fmt(py[:2])}; no TensorFlow release in the table supports it (the newest, "
        f"{fmt(LATEST.tf)}, supports {LATEST.pythons})"
    ]
    return [make_finding("python-version-unsupported", v.platform, evidence)]


def pip_found_no_tensorflow(v: FactView) -> list[Finding]:
    """pip found no tensorflow for an interpreter whose Python is newer than every release."""
    missing = v.log.get("pip_not_found") or []
    if "tensorflow" not in missing:
        return []
    py = v.python_shown
    # Newer than every release: certain. Older than the table: old releases may still fit,
    # and the line alone only suggests it (log_patterns.py says "possible").
    if py is None or (py[0], py[1] if len(py) > 1 else 0) <= LATEST.python_max:
        return []
    evidence = [
        f"pip found no tensorflow for Python {fmt(py[:2])}; the newest release, "
        f"{fmt(LATEST.tf)}, supports Python {LATEST.pythons}"
    ]
    return [make_finding("python-version-unsupported", v.platform, evidence)]


def pinned_tensorflow_not_found(v: FactView) -> list[Finding]:
    """An installer found no tensorflow pinned at a release that does not support this Python.

    Poetry's resolver falling back to 2.0.2 for a Python 3.9 ("Unable to find installation
    candidates for tensorflow (2.0.2)", https://github.com/python-poetry/poetry/issues/4605):
    the release exists, its wheels are for other Pythons.
    """
    if "tensorflow" not in (v.log.get("pip_not_found") or []):
        return []
    spec = str((v.log.get("pip_wanted") or {}).get("tensorflow") or "")
    highest = _highest_allowed(spec)
    build = build_for(highest[:2]) if highest else None
    # A Python stated in prose counts here: the pinned release is what it is compared with.
    py = v.python_shown or v.python_or_stated
    if build is None or py is None or python_supported(build, py, v.platform):
        return []
    evidence = [
        f"the installer found no tensorflow{spec} for Python {fmt(py[:2])}; TensorFlow "
        f"{fmt(build.tf)} supports Python {build.pythons}",
        *v.told("pip"),
    ]
    finding = make_finding("python-version-unsupported", v.platform, evidence)
    return [_for_python(finding, build.python_max)]


def conda_found_no_tensorflow(v: FactView) -> list[Finding]:
    """TensorFlow among the conflicting specifications of conda's UnsatisfiableError.

    conda's channels carry TensorFlow builds for some Pythons only: an environment whose Python
    none of them supports cannot take one. Possible (another package may be the conflict).
    """
    name = v.log.get("conda_tf_conflict")
    if not name:
        return []
    py = v.python_or_stated
    which = f" ({fmt(py[:2])})" if py else ""
    evidence = [
        f"conda found no {name} that fits this environment (an UnsatisfiableError lists it): "
        f"most often no {name} build on the channel supports the environment's Python{which}",
        *v.told("conda_tf_conflict"),
    ]
    if py:
        evidence += [e for e in v.told("stated:python") if e not in evidence]
    return [make_finding("python-version-unsupported", v.platform, evidence, severity=WARNING)]


def _tf_names(names: object) -> list[str]:
    """The TensorFlow distributions (not tensorflow-gpu, which has its own finding) in names."""
    if not isinstance(names, list):
        return []
    return [n for n in names if n in TF_DISTRIBUTIONS and n not in GPU_DISTRIBUTIONS]


def installer_found_no_wheel_for_python(v: FactView) -> list[Finding]:
    """pip or uv says outright that a TensorFlow release has no wheel for this Python.

    uv names the mismatch ("has no wheels with a matching Python ABI tag", "the current Python
    version (3.13.1) does not satisfy ..."); pip lists the releases it skipped for their
    Requires-Python just before it finds none.
    """
    no_wheel = _tf_names(v.log.get("no_wheel_python"))
    skipped = _tf_names(v.log.get("pip_python_mismatch"))
    if not no_wheel and not skipped:
        return []
    py = v.python_shown
    which = f"Python {fmt(py[:2])}" if py else "this Python"
    names = ", ".join(no_wheel or skipped)
    evidence = [f"the installer found no {names} wheel for {which}"]
    for key in ("no_wheel_python", "pip_python_mismatch", "python_seen"):
        evidence += [e for e in v.told(key) if e not in evidence]
    if py is not None and (py[0], py[1] if len(py) > 1 else 0) > LATEST.python_max:
        evidence.append(f"the newest release, {fmt(LATEST.tf)}, supports Python {LATEST.pythons}")
    return [make_finding("python-version-unsupported", v.platform, evidence)]


def _highest_allowed(spec: str) -> tuple[int, ...] | None:
    """The newest release a pip version specifier allows ("==1.15", "<=1.14.0,>=1.10.0");
    None when it sets no upper bound."""
    highest = None
    for part in spec.split(","):
        m = re.match(r"\s*(==|<=|<|~=)\s*([\d.]+)", part)
        if m is None:
            continue
        version = parse_version(m.group(2).rstrip("."))
        if version is None:
            continue
        if m.group(1) == "~=":  # ~=1.14.0 allows 1.14.x
            version = (*version[:-1], 9999) if len(version) > 1 else version
        if highest is None or version < highest:
            highest = version
    return highest


def _old_tensorflow_gpu_not_found(v: FactView, name: str) -> list[Finding]:
    """tensorflow-gpu asked for at releases that were published as wheels (before 2.12).

    Those wheels are still on PyPI, for the Pythons (64-bit) each release supported: pip
    finding none means this Python is not one of them, most often a newer one.
    """
    spec = str((v.log.get("pip_wanted") or {}).get(name) or "")
    highest = _highest_allowed(spec)
    if highest is None or highest[:2] > WINDOWS_NATIVE_GPU_LAST:
        return []
    build = build_for(highest[:2])
    supported = (
        f"Python {build.pythons} (64-bit)"
        if build is not None
        else "the 64-bit Pythons of its time"
    )
    py = v.python_version
    evidence = [
        f"pip found no {name}{spec}: those releases are published as wheels for {supported} "
        "only, so this Python is not one of them",
        *v.told("pip"),
    ]
    if py is not None and build is not None and python_supported(build, py, v.platform):
        return []  # the Python fits: another reason (32-bit, the platform)
    offered = {parse_version(str(x)) for x in (v.log.get("pip_offered") or {}).get(name) or []}
    if any(o is not None and o[:2] == highest[:2] for o in offered):
        return []  # pip found that release's wheels for this Python: the pin itself is missing
    if py is not None:
        evidence.insert(0, f"Python {fmt(py[:2])}")
    severity = ERROR if py is not None else WARNING
    return [make_finding("python-version-unsupported", v.platform, evidence, severity=severity)]


def installer_found_no_tensorflow_gpu(v: FactView) -> list[Finding]:
    """pip or uv found no tensorflow-gpu to install: the package is gone (2.12 and later)."""
    asked = [n for n in v.log.get("pip_not_found") or [] if n in GPU_DISTRIBUTIONS]
    if not asked:
        return []
    highest = _highest_allowed(str((v.log.get("pip_wanted") or {}).get(asked[0]) or ""))
    # Up to 2.10 the wheels exist for Linux and Windows (2.11 for Linux only: pip on Windows
    # finds none, which the removal's finding says with native Windows).
    if highest is not None and highest[:2] <= WINDOWS_NATIVE_GPU_LAST:
        return _old_tensorflow_gpu_not_found(v, asked[0])  # releases that exist: not removed
    evidence = [
        f"the installer found no {', '.join(asked)} for this system: the GPU package is no "
        f"longer published (from TensorFlow {fmt(TENSORFLOW_GPU_REMOVED_FROM)}); "
        "`tensorflow` itself carries the GPU support",
        *v.told("pip"),
    ]
    return [make_finding("tensorflow-gpu-package-removed", v.platform, evidence, severity=ERROR)]


# NVIDIA's TensorFlow 1.15 builds are on NVIDIA's own index (nvidia-pyindex), for Linux and
# Python 3.8 only (https://github.com/NVIDIA/tensorflow's README: "NVIDIA wheels are not hosted
# on PyPI.org"; its maintainer: "We don't support Python 3.7. Only Python 3.8",
# https://github.com/NVIDIA/tensorflow/issues/34); PyPI holds placeholders (0.0.1.devN).
NVIDIA_TF1_PYTHON = (3, 8)


def nvidia_tensorflow_not_found(v: FactView) -> list[Finding]:
    """pip found no nvidia-tensorflow release: NVIDIA's 1.15 exists for Python 3.8 only."""
    if "nvidia-tensorflow" not in (v.log.get("pip_not_found") or []):
        return []
    py = v.python_or_stated
    if py is not None and py[:2] == NVIDIA_TF1_PYTHON:
        return []  # the Python fits: the index, or the system
    evidence = [
        "pip found no nvidia-tensorflow: NVIDIA publishes its TensorFlow 1.15 builds on its "
        "own index (nvidia-pyindex) for Linux and Python 3.8 only; PyPI holds placeholders",
        *v.told("pip"),
    ]
    if py is not None:
        evidence.insert(0, f"Python {fmt(py[:2])}")
    finding = make_finding(
        "python-version-unsupported",
        v.platform,
        evidence,
        severity=ERROR if py is not None else WARNING,
    )
    finding.fix = (
        "Use Python 3.8 on Linux for nvidia-tensorflow (a conda or uv environment), with NVIDIA's "
        "index:\n$ python3.8 -m pip install nvidia-pyindex\n"
        "$ python3.8 -m pip install nvidia-tensorflow[horovod]\n"
        "Or use NVIDIA's TensorFlow container, which carries it: "
        "nvcr.io/nvidia/tensorflow:<release>-tf1-py3."
    )
    return [finding]


def tensorflow_gpu_stub_failed(v: FactView) -> list[Finding]:
    """A package build failed under pip where tensorflow-gpu is asked for, and no other.

    From 2.12 tensorflow-gpu is a source package whose setup.py fails on purpose; earlier
    releases were wheels, which pip installs without running a setup.py.
    """
    if not v.log.get("tf_gpu_named") or not (
        v.log.get("setup_failed") or v.log.get("setup_failed_for")
    ):
        return []
    failed = [str(n) for n in v.log.get("setup_failed_for") or []]
    if any(n not in GPU_DISTRIBUTIONS for n in failed):
        return []  # pip names another package whose build failed
    evidence = [
        "a package build failed under pip where tensorflow-gpu is asked for: from "
        f"{fmt(TENSORFLOW_GPU_REMOVED_FROM)} tensorflow-gpu is a stub whose setup.py refuses "
        "to install",
        *v.told("setup_failed"),
        *v.told("setup_failed_for"),
        *v.told("tf_gpu_named"),
    ]
    # The install failed: an error, not the remark on an installed tensorflow-gpu.
    return [make_finding("tensorflow-gpu-package-removed", v.platform, evidence, severity=ERROR)]


def old_release_pins_unbuildable_dependency(v: FactView) -> list[Finding]:
    """pip builds, and fails to build, a dependency that a TensorFlow-family release pins below
    a version, from its source archive: no wheel of that old range exists for this Python.

    A release that pins an old range was made before this Python; when pip is not told the
    version it falls back to such a release because the newer ones have no wheels here ("pip
    install tfx" on Colab's Python 3.10 took tfx 0.23.1, whose absl-py<0.9 then failed to build,
    https://github.com/googlecolab/colabtools/issues/3981). On ARM the range may have no wheel
    for the machine instead: left to the rules on the platform.
    """
    if not (v.log.get("setup_failed") or v.log.get("setup_failed_for")):
        return []
    if v.log.get("jetson_named") or v.log.get("arm_machine"):
        return []
    pinned = [str(n) for n in v.log.get("pinned_by_tf") or []]
    built = {str(n) for n in v.log.get("sdist_fetched") or []}
    failed = {str(n) for n in v.log.get("setup_failed_for") or []}
    names = [n for n in pinned if n in built and (not failed or n in failed)]
    if not names:
        return []
    py = v.python_or_stated
    evidence = [
        f"pip builds {names[0]} from its source archive, in a range that a TensorFlow-family "
        "release pins, and the build fails: that range has no wheel for this Python, so the "
        "release it came with predates this Python (pip falls back to such an old release "
        "when the newer ones have no wheels for it)",
        *v.told("pinned_by_tf"),
        *v.told("sdist_fetched"),
        *v.told("setup_failed"),
        *v.told("setup_failed_for"),
    ]
    if py is not None:
        evidence.insert(0, f"Python {fmt(py[:2])}")
    return [make_finding("python-version-unsupported", v.platform, evidence)]


def _and_cuda_platform_evidence(v: FactView) -> list[str]:
    """What shows tensorflow[and-cuda] installed where it has no CUDA wheels (not Linux)."""
    out = []
    absent = parse_version(v.log.get("and_cuda_absent"))
    if absent is not None and absent[:2] >= AND_CUDA_FROM:
        out.append(
            f"pip: tensorflow {fmt(absent)} has no 'and-cuda' extra here; from "
            f"{fmt(AND_CUDA_FROM)} the extra exists in the Linux wheels only"
        )
        out += v.told("and_cuda_absent")
    nvidia = [n for n in v.log.get("no_wheel_platform") or [] if str(n).startswith("nvidia-")]
    if nvidia:
        out.append(
            f"the installer found no wheel of {str(nvidia[0]).split()[0]} for this platform: "
            "the nvidia-* CUDA wheels of tensorflow[and-cuda] are built for Linux only"
        )
        out += v.told("no_wheel_platform")
    return out


def and_cuda_off_linux(v: FactView) -> list[Finding]:
    """tensorflow[and-cuda] asked for on native Windows or macOS, where no CUDA wheels exist."""
    if v.platform_stated and v.platform in ("linux", "wsl2"):
        return []
    evidence = _and_cuda_platform_evidence(v)
    if not evidence:
        return []
    if v.platform == "macos":
        return [make_finding("macos-no-cuda", v.platform, evidence)]
    # Where the system is not shown, Linux on ARM (a wheel without the extra too) stays open.
    severity = None if v.platform_stated else WARNING
    return [make_finding("windows-native-no-gpu", "windows", evidence, severity=severity)]


def installer_found_no_wheel_for_32_bit(v: FactView) -> list[Finding]:
    """uv found no TensorFlow wheel for the win32 platform tag: a 32-bit Python."""
    rows = [str(n) for n in v.log.get("no_wheel_platform") or []]
    hits = [r for r in rows if r.endswith(" win32") and r.split()[0] in TF_DISTRIBUTIONS]
    if not hits:
        return []
    evidence = [
        f"the installer found no {hits[0].split()[0]} wheel for the platform tag win32 "
        "(a 32-bit Python); TensorFlow publishes 64-bit wheels only",
        *v.told("no_wheel_platform"),
    ]
    return [make_finding("python-32-bit", "windows", evidence)]


def pip_found_no_platform_dependency(v: FactView) -> list[Finding]:
    """pip, poetry or uv found no release of a package TensorFlow requires: one built per
    platform (tensorflow-io-gcs-filesystem, libclang, tensorflow-intel), or any package the
    installer says a TensorFlow distribution required. TensorFlow cannot install there.

    The nvidia-* CUDA wheels are left to the rules on tensorflow[and-cuda] off Linux."""
    required = [
        n for n in v.log.get("dependency_of_tf_missing") or [] if not str(n).startswith("nvidia-")
    ]
    missing = [n for n in v.log.get("pip_not_found") or [] if n in PLATFORM_DEPENDENCIES]
    names = [*required, *(n for n in missing if n not in required)]
    if not names:
        return []
    py, build = v.python_version, v.tf_build
    if py is not None and build is not None and not python_supported(build, py, v.platform):
        # The release has no wheels for this Python at all (python_version says so): its
        # dependencies missing for that Python follow from it ("tensorflow-intel==2.15.0 (from
        # tensorflow)" on Python 3.12).
        return []
    spec = str((v.log.get("pip_wanted") or {}).get(names[0]) or "")
    told = v.told("dependency_of_tf_missing") if required else v.told("pip")
    evidence = [
        f"the installer found no {names[0]}{spec} for this system: TensorFlow requires it, "
        "and its wheels cover fewer systems and Pythons than TensorFlow's",
        *told,
    ]
    finding = make_finding("dependency-no-platform-wheel", v.platform, evidence)
    if any("there is no version of" in line or "no versions of" in line for line in told):
        # uv's resolver: the entry's fix (a universal lock), for this package.
        finding.fix = finding.fix.replace("<package>", names[0])
    else:
        finding.fix = (
            f"Use a Python that {names[0]} has wheels for, or a TensorFlow release whose "
            f"requirement on it has them. pip lists the releases of {names[0]} it can install "
            "here:\n"
            f"$ python -m pip index versions {names[0]}"
        )
    return [finding]


def installer_found_no_wheel_of_a_dependency(v: FactView) -> list[Finding]:
    """uv found no wheel for this platform of a package that is neither TensorFlow nor one of
    its nvidia-* CUDA wheels (those have rules of their own): a dependency the lock picked."""
    rows = [str(n) for n in v.log.get("no_wheel_platform") or []]
    others = [
        r
        for r in rows
        if r.split()[0] not in TF_DISTRIBUTIONS
        and not r.startswith("nvidia-")
        and not r.endswith(" win32")
    ]
    if not others:
        return []
    name = others[0].split()[0]
    evidence = [
        f"the installer found no wheel of {name} for this platform, so TensorFlow's "
        "dependencies could not be installed",
        *v.told("no_wheel_platform"),
    ]
    finding = make_finding("dependency-no-platform-wheel", v.platform, evidence)
    finding.fix = finding.fix.replace("<package>", name)
    return [finding]


def _stated_cuda_beside_wheels(v: FactView, build: TfBuild) -> list[Finding]:
    """A release that takes CUDA from pip's nvidia-* wheels, beside a CUDA of another major.

    Without ``tensorflow[and-cuda]`` (named, or its wheels listed) such a release loads
    whatever CUDA the system or a conda ``cudatoolkit`` has: of another major, none of its
    libraries fit. Possible, not proven (the paste may not show every install).
    """
    cuda = parse_version(v.stated.get("cuda"))
    if cuda is None or cuda[0] == build.cuda[0] or v.platform not in ("linux", "wsl2"):
        return []
    if v.log.get("and_cuda_named") or any(v.nvidia_wheels(s) for s in AND_CUDA_CORE_WHEELS):
        return []
    evidence = [
        f"CUDA {fmt(cuda)} stated; TensorFlow {fmt(build.tf)} needs the CUDA {build.cuda[0]} "
        "libraries, which `pip install tensorflow[and-cuda]` brings as nvidia-* wheels",
        *v.told("stated:cuda"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)]


def stated_cuda_cudnn(v: FactView) -> list[Finding]:
    """A stated CUDA or cuDNN that the stated TensorFlow release was not built with.

    Releases before 2.14 load the CUDA and cuDNN of the system: CUDA of the build's major
    (its exact release up to CUDA 10), and a cuDNN of the build's major, minor equal or newer.
    A cuDNN of another major is a library the build does not load at all (cuda-libraries-
    missing); of its major but another minor, one it loads and should not
    (cudnn-version-mismatch).
    A development build (tf-nightly) is none of the releases the table describes.
    """
    build = v.tf_build
    if build is None or v.platform == "macos" or v.tf_own_build or v.tf_release_ambiguous:
        return []  # (several releases installed: multiple_distributions says that first)
    if build.tf >= AND_CUDA_FROM:
        return _stated_cuda_beside_wheels(v, build)
    if v.platform == "windows" and build.tf > WINDOWS_NATIVE_GPU_LAST:
        return []  # no GPU build at all there: windows-native-no-gpu says it
    missing = [str(x) for x in v.log.get("cuda_libs_missing") or []]
    # A CUDA runtime the log shows opened is the one this build asks for by name: an official
    # build asks for its own release's, so the stated CUDA is not what fails to load; one of
    # another major is no build the table describes (a build of one's own, another release).
    opened_major = v.cuda_runtime_opened
    if opened_major is not None and opened_major != build.cuda[0]:
        return []
    out = []
    cuda = parse_version(v.stated.get("cuda"))
    # cuDNN that failed to start ran on a GPU device, which TensorFlow creates only once it has
    # loaded its CUDA libraries: the CUDA stated is then not the one it runs with
    ran = bool(v.log.get("cudnn_start_failed")) or opened_major is not None
    if cuda is not None and not ran:
        wrong = cuda[0] != build.cuda[0] or (
            build.cuda[0] <= 10 and len(cuda) > 1 and cuda[:2] != build.cuda
        )
        if wrong:
            evidence = [
                f"CUDA {fmt(cuda)} stated; TensorFlow {fmt(build.tf)} was built and tested with "
                f"CUDA {fmt(build.cuda)} and loads that release's libraries",
                *v.told("stated:cuda"),
            ]
            out.append(make_finding("cuda-libraries-missing", v.platform, evidence))
    cudnn = parse_version(v.stated.get("cudnn"))
    # Without the CUDA release it was built for, TensorFlow loads no cuDNN at all: a cuDNN
    # of another version is then part of the same fix (install the build's CUDA and cuDNN).
    # A cuDNN library the log shows missing is the finding itself (cuda-libraries-missing).
    if cudnn is not None and not out and "cudnn" not in missing:
        same_minor = build.tf < CUDNN_SAME_MINOR_BEFORE
        other_minor = len(cudnn) > 1 and len(build.cudnn) > 1 and cudnn[0] == build.cudnn[0]
        older = other_minor and cudnn[1] < build.cudnn[1]
        newer = other_minor and same_minor and cudnn[1] > build.cudnn[1]
        if cudnn[0] != build.cudnn[0] or older or newer:
            needed = (
                "the same major and minor version is needed before TensorFlow "
                f"{fmt(CUDNN_SAME_MINOR_BEFORE)}"
                if same_minor
                else "the same major version, same or newer minor, is needed"
            )
            evidence = [
                f"cuDNN {fmt(cudnn)} stated; TensorFlow {fmt(build.tf)} was built with cuDNN "
                f"{fmt(build.cudnn)} ({needed})",
                *v.told("stated:cudnn"),
            ]
            # cuDNN of another major has another file name (cudnn64_6.dll, libcudnn.so.7): the
            # one the build loads is missing; of the same major, it loads and is the wrong one.
            # A log that shows the cuDNN loaded ("Loaded runtime CuDNN library: 7003 but
            # source was compiled with 6021") settles it: a wrong one was found under the name.
            other_major = cudnn[0] != build.cudnn[0] and not v.log.get("cudnn_loaded")
            fid = "cuda-libraries-missing" if other_major else "cudnn-version-mismatch"
            out.append(make_finding(fid, v.platform, evidence))
    return out


def _differ(wanted: tuple[int, ...], had: tuple[int, ...], cuda: bool) -> bool:
    """Whether a library of ``had`` is not one of ``wanted``: CUDA's by release up to 10 and by
    major from 11; cuDNN's by major, and older minors are not enough."""
    if len(wanted) < 2 or len(had) < 2:
        return False
    if cuda:
        return wanted[0] != had[0] or (wanted[0] <= 10 and wanted[:2] != had[:2])
    return wanted[0] != had[0] or had[1] < wanted[1]


def wanted_not_had(v: FactView) -> list[Finding]:
    """The CUDA or cuDNN a paste says TensorFlow looks for or needs, beside another it has.

    "It is looking for CUDA 11.0, I have CUDA 10.2", "TensorFlow requires cuDNN 7.6, I
    installed 7.4": the release is not named, so the tested-build table cannot say what it
    loads (stated_cuda_cudnn does when it can); the paste itself does.
    """
    if v.tf_build is not None or v.platform == "macos":
        return []
    for key, finding_id, looked_for, name in _LOOKED_FOR:
        wanted, had = parse_version(v.stated.get(f"{key}_wanted")), parse_version(v.stated.get(key))
        if wanted and had and _differ(wanted, had, cuda=key == "cuda"):
            evidence = [
                f"TensorFlow looks for (or needs) {looked_for} {fmt(wanted)}; the machine has "
                f"{name} {fmt(had)}",
                *v.told(f"stated:{key}_wanted"),
                *v.told(f"stated:{key}"),
            ]
            return [make_finding(finding_id, v.platform, evidence)]
    return []


def stated_cuda_no_release_built_with(v: FactView) -> list[Finding]:
    """A stated CUDA that no TensorFlow release was built with, the release not named.

    Up to CUDA 10 a library's file name carries its minor release (``libcudart.so.10.1``,
    ``cudart64_90.dll``), and TensorFlow's pip releases loaded exactly the CUDA of their build:
    8.0, 9.0, 10.0 or 10.1 (the tested-build table). A machine with CUDA 9.1, 9.2 or 10.2 has
    the libraries of none of them ("How to get any tensorflow version to work with CUDA 10.2",
    https://github.com/tensorflow/tensorflow/issues/50136). Possible, not proven: a build from
    source, or a conda environment's own CUDA, may use it. A log that shows a GPU device
    created, or the CUDA runtime opened, settles that it loads.
    """
    if v.tf_build is not None or v.stated.get("tf_versions") or v.tf_own_build:
        return []
    if "macos" in {v.platform, *(v.log.get("os_told") or [])}:
        return []  # (macOS's CUDA builds after 1.1 are others', with a CUDA of their own)
    if v.log.get("jetson_named") or v.log.get("arm_machine"):
        return []  # (NVIDIA's Jetson builds use JetPack's CUDA, 10.2 among them)
    if v.stated.get("cuda_wanted") or v.log.get("cudart_opened") or v.tf.get("gpus"):
        return []  # (what TensorFlow looks for is wanted_not_had's; a runtime opened loads)
    if v.log.get("gpu_in_use") or v.log.get("run_goes_on"):
        return []  # (the program at work on the GPU, or told to go on: its CUDA loads)
    cuda = parse_version(v.stated.get("cuda"))
    built = sorted({b.cuda for b in TF_BUILDS if b.cuda[0] <= 10})
    if cuda is None or len(cuda) < 2 or cuda[:2] < built[0] or cuda[0] > 10 or cuda[:2] in built:
        return []
    evidence = [
        f"CUDA {fmt(cuda)} stated; no TensorFlow release was built with it (those before CUDA "
        f"11 were built with CUDA {', '.join(fmt(c) for c in built)} and load only the "
        "libraries of that release, named after it)",
        *v.told("stated:cuda"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, severity=WARNING)]


# What a paste may say TensorFlow looks for, the finding when the machine has another, and the
# words for each: (stated key, finding, what is looked for, what the machine has).
_LOOKED_FOR = (
    ("cuda", "cuda-libraries-missing", "the libraries of CUDA", "CUDA"),
    ("cudnn", "cudnn-version-mismatch", "cuDNN", "cuDNN"),
)


def traced_library_missing(v: FactView) -> list[Finding]:
    """A traced search for a CUDA library (strace, LD_DEBUG) that no path answered: the
    library is not installed where the loader looks, as a failed dlopen says."""
    missing = [str(x) for x in v.log.get("traced_missing") or []]
    if not missing:
        return []
    evidence = [
        f"the loader looked for {', '.join(missing)} and found "
        f"{'it' if len(missing) == 1 else 'them'} on none of the paths it tried",
        *v.told("traced_missing"),
    ]
    return [make_finding("cuda-libraries-missing", v.platform, evidence, origin="log")]


def cudnn_for_another_cuda(v: FactView) -> list[Finding]:
    """cuDNN asks for a library of another CUDA major than the TensorFlow release's build.

    cuDNN is built for one CUDA major and loads that CUDA's cuBLAS: a cuDNN that asks for
    ``libcublasLt.so.12`` under TensorFlow 2.13 (built with CUDA 11.8) is a cuDNN for CUDA 12,
    not the one TensorFlow was built with (https://github.com/tensorflow/tensorflow/issues/61326).
    """
    wanted = v.log.get("cudnn_wants_cuda")
    build = v.tf_build
    if not isinstance(wanted, int) or build is None or v.tf_own_build:
        return []
    if wanted == build.cuda[0]:
        return []
    evidence = [
        f"cuDNN asks for a library of CUDA {wanted}: it is a cuDNN built for CUDA {wanted}",
        *v.told("cudnn_wants_cuda"),
        f"TensorFlow {fmt(build.tf)} was built with CUDA {fmt(build.cuda)} and cuDNN "
        f"{fmt(build.cudnn)}",
    ]
    return [make_finding("cudnn-version-mismatch", v.platform, evidence)]


def addons_built_for_another_tensorflow(v: FactView) -> list[Finding]:
    """TensorFlow Addons of a release whose compiled ops were built against another TensorFlow
    than the one stated or shown (its README's C++ custom-op matrix): they may crash
    ("Segmentation fault" on tfa.image.rotate with a tf-nightly,
    https://github.com/tensorflow/addons/issues/1277) or miss symbols. Possible: Python ops
    and some other releases work. Linux only: elsewhere Addons runs no compiled GPU ops."""
    tfa, tf = parse_version(v.log.get("tfa_version")), v.tf_version
    if tfa is None or tf is None or v.platform in ("windows", "macos"):
        return []
    built = TFA_BUILT_AGAINST.get((tfa[0], tfa[1] if len(tfa) > 1 else 0))
    if built is None or tf[:2] == built:
        return []
    dev = " (a development build)" if v.tf_dev_build else ""
    evidence = [
        f"TensorFlow Addons {fmt(tfa[:2])} has ops built against TensorFlow {fmt(built)}; "
        f"this is TensorFlow {fmt(tf[:2])}{dev}",
        *v.told("tfa_version"),
    ]
    finding = make_finding("custom-op-build-mismatch", v.platform, evidence, severity=WARNING)
    finding.fix = (
        f"Install the tensorflow-addons release built against TensorFlow {fmt(tf[:2])} (its "
        "README's compatibility matrix), or the TensorFlow it was built against:\n"
        f"$ python -m pip install tensorflow=={fmt(built)}.*"
    )
    return [finding]


RULES = (
    tensorflow_missing,
    tensorflow_gpu_package,
    multiple_distributions,
    nuget_cpu_runtime,
    cpu_only_build,
    cuda_libraries,
    traced_library_missing,
    cudnn_mismatch,
    windows_native,
    macos,
    python_version,
    pip_found_no_tensorflow,
    pinned_tensorflow_not_found,
    conda_found_no_tensorflow,
    installer_found_no_wheel_for_python,
    installer_found_no_tensorflow_gpu,
    nvidia_tensorflow_not_found,
    tensorflow_gpu_stub_failed,
    old_release_pins_unbuildable_dependency,
    and_cuda_off_linux,
    installer_found_no_wheel_for_32_bit,
    installer_found_no_wheel_of_a_dependency,
    pip_found_no_platform_dependency,
    stated_cuda_cudnn,
    wanted_not_had,
    stated_cuda_no_release_built_with,
    cudnn_for_another_cuda,
    addons_built_for_another_tensorflow,
)
