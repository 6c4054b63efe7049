"""A read-only view of a report's facts with the derived values the rules need.

The facts themselves stay a plain JSON-ready dict (sections ``system``, ``driver``, ``env``,
``nvml``, ``python``, ``packages``, ``env_target``, ``tensorflow``, ``libraries``, ``job``) so
that an exported report can be read back and diagnosed again.
"""

from __future__ import annotations

from typing import Any

from tfgpu_gui.doctor.knowledge.gpu_arch import DEFAULT_CAPABILITIES
from tfgpu_gui.doctor.knowledge.tf_builds import TF_DISTRIBUTIONS, TfBuild, build_for
from tfgpu_gui.doctor.versions import major_minor, parse_version


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


class FactView:
    """Typed questions about a facts dict; a missing fact is ``None``, never an exception."""

    def __init__(self, facts: dict[str, Any], fallback_platform: str = "linux") -> None:
        self.facts = facts
        self.fallback_platform = fallback_platform
        # False for a pasted log that shows no platform: the fallback is then a guess.
        self.platform_stated = True
        # Findings every one of several releases a paste names gives, none of them for sure
        # (rules._held_by_every_release): possible, whichever ran.
        self.every_release: set[str] = set()
        self.system = _dict(facts.get("system"))
        self.driver = _dict(facts.get("driver"))
        self.nvml = _dict(facts.get("nvml"))
        self.python = _dict(facts.get("python"))
        self.tf = _dict(facts.get("tensorflow"))
        self.libraries = _dict(facts.get("libraries"))
        self.job = _dict(facts.get("job"))
        self.log = _dict(facts.get("from_log"))  # what only a pasted log states (log_facts.py)
        # Versions a paste states (an issue form, nvcc, the machine's own listings, prose; and
        # what it says TensorFlow looks for, "cuda_wanted"): used where nothing else shows.
        self.stated = _dict(facts.get("stated"))

    def told(self, key: str) -> list[str]:
        """The pasted line that states the log fact ``key``, as evidence (none if not shown)."""
        line = _dict(self.log.get("evidence")).get(key)
        return [str(line)] if line else []

    # --- platform and environment ---------------------------------------------------------
    @property
    def platform(self) -> str:
        """The platform the facts show, else the caller's (a pasted log's reader may say)."""
        return str(self.system.get("platform_kind") or self.fallback_platform)

    @property
    def env(self) -> dict[str, str]:
        """The target interpreter's environment variables when known, else ours."""
        source = self.facts.get("env_target")
        if not isinstance(source, dict):
            source = _dict(self.facts.get("env"))
        return {str(k): str(v) for k, v in source.items()}

    # --- driver -------------------------------------------------------------------------
    @property
    def nvml_ok(self) -> bool:
        return bool(self.nvml.get("ok"))

    @property
    def nvml_error_kind(self) -> str | None:
        kind = self.nvml.get("error_kind")
        return str(kind) if kind else None

    @property
    def nvml_simulated(self) -> bool:
        return str(self.nvml.get("backend", "")).startswith("simulated")

    @property
    def driver_version(self) -> tuple[int, ...] | None:
        """NVML's driver version; where NVML was never asked (a pasted log), the kernel's, else
        the one the paste states."""
        version = parse_version(self.nvml.get("driver_version"))
        if version is None and "nvml" not in self.facts:
            version = parse_version(self.driver.get("kernel_module_version"))
            if version is None:
                version = parse_version(self.stated.get("driver"))
        return version

    @property
    def driver_known(self) -> bool:
        """Whether a working driver's version is known (NVML answered, or a log states it)."""
        return self.driver_version is not None and (self.nvml_ok or "nvml" not in self.facts)

    @property
    def driver_evidenced(self) -> bool:
        """Whether anything shows a working driver: NVML, a driver version, a GPU in use."""
        return (
            self.nvml_ok
            or self.driver_known
            or bool(self.driver.get("proc_version"))
            or bool(self.library("libcuda").get("found"))
            or bool(self.tf_gpu_count)
        )

    @property
    def driver_cuda(self) -> tuple[int, int] | None:
        return major_minor(self.nvml.get("cuda_driver_version"))

    @property
    def nvml_gpus(self) -> list[dict[str, Any]]:
        return [g for g in self.nvml.get("gpus") or [] if isinstance(g, dict)]

    # --- packages ------------------------------------------------------------------------
    @property
    def packages(self) -> dict[str, str]:
        """Installed relevant distributions: normalised name -> version."""
        out: dict[str, str] = {}
        for name, info in _dict(self.facts.get("packages")).items():
            out[str(name)] = str(info.get("version") if isinstance(info, dict) else info)
        return out

    @property
    def packages_known(self) -> bool:
        """Whether the installed distributions are known in full (a log may list only some)."""
        return "packages" in self.facts and not self.facts.get("packages_partial")

    def tf_distributions(self) -> list[str]:
        pkgs = self.packages
        return [d for d in TF_DISTRIBUTIONS if d in pkgs]

    def nvidia_wheels(self, stem: str) -> dict[str, str]:
        """nvidia-* wheels whose name starts with ``stem`` (e.g. "nvidia-cudnn")."""
        return {n: v for n, v in self.packages.items() if n.startswith(stem + "-cu")}

    # --- TensorFlow ----------------------------------------------------------------------
    @property
    def tf_ran(self) -> bool:
        """Whether the detection job tried to import TensorFlow."""
        return bool(self.tf)

    @property
    def tf_imported(self) -> bool:
        return bool(self.tf.get("imported"))

    @property
    def tf_version(self) -> tuple[int, ...] | None:
        version = parse_version(self.tf.get("version"))
        if version is None:
            for dist in self.tf_distributions():
                version = parse_version(self.packages[dist])
                if version:
                    break
        if version is None:
            version = parse_version(self.stated.get("tf_version"))
        return version

    @property
    def tf_release_ambiguous(self) -> bool:
        """Whether the release that runs is not known for sure: no import shows it, and the
        packages listed are several TensorFlow distributions of different releases (tensorflow
        1.14 beside tensorflow-gpu 1.5: which one imports depends on the order they went in)."""
        if self.tf.get("version") is not None:
            return False
        releases = {
            (parse_version(self.packages[d]) or ())[:2] for d in self.tf_distributions()
        } - {()}
        return len(releases) > 1

    @property
    def tf_dev_build(self) -> bool:
        """Whether the TensorFlow :attr:`tf_version` comes from is a development build.

        tf-nightly's "2.5.0.dev20201108", as the log, a package list or the paste states it:
        built with whatever CUDA and cuDNN its tree had that day, not with the release's.
        """
        version = self.tf.get("version")
        if version is None:
            for dist in self.tf_distributions():
                if parse_version(self.packages[dist]):
                    version = self.packages[dist]
                    break
        if version is None:
            return bool(self.stated.get("tf_dev"))
        # (a log's "TensorFlow Version: 2.21.0-dev20251126" gives the version as 2.21.0 and the
        # development build as a fact of its own)
        return "dev" in str(version) or bool(self.stated.get("tf_dev"))

    @property
    def tf_own_build(self) -> bool:
        """Whether this TensorFlow is none of the releases the tested build table describes: a
        development build (:attr:`tf_dev_build`), NVIDIA's own 1.15 (nvidia-tensorflow) or one
        a form says was built from source, built with a CUDA of its own."""
        return (
            self.tf_dev_build
            or bool(self.log.get("tf_nvidia_build"))
            or bool(self.log.get("tf_from_source"))
        )

    @property
    def tf_build(self) -> TfBuild | None:
        return build_for(self.tf_version)

    @property
    def build_info(self) -> dict[str, Any]:
        return _dict(self.tf.get("build_info"))

    @property
    def tf_cuda(self) -> tuple[int, int] | None:
        """The CUDA version TensorFlow was built with (build info, else the tested table)."""
        cuda = major_minor(self.build_info.get("cuda_version"))
        if cuda is None and self.tf_build is not None:
            cuda = self.tf_build.cuda
        return cuda

    @property
    def tf_cudnn_major(self) -> int | None:
        v = parse_version(self.build_info.get("cudnn_version"), 1)
        if v is None and self.tf_build is not None:
            return self.tf_build.cudnn[0]
        return v[0] if v else None

    @property
    def capabilities(self) -> list[str]:
        caps = self.build_info.get("cuda_compute_capabilities")
        return (
            [str(c) for c in caps]
            if isinstance(caps, list) and caps
            else list(DEFAULT_CAPABILITIES)
        )

    @property
    def built_with_cuda(self) -> bool | None:
        value = self.tf.get("built_with_cuda", self.build_info.get("is_cuda_build"))
        return None if value is None else bool(value)

    @property
    def cuda_runtime_opened(self) -> int | None:
        """The major of the CUDA runtime a pasted log shows TensorFlow opened (a GPU build that
        asked for it by name), else None. Up to CUDA 10 the name carries the release
        (libcudart.so.10.1, cudart64_101.dll), from 11 on the major only."""
        opened = parse_version(str(self.log.get("cudart_opened") or ""))
        if opened is not None:
            return opened[0]
        missing = [str(x) for x in self.log.get("cuda_libs_missing") or []]
        major = self.log.get("cudart_major")
        return int(major) if major and "cudart" not in missing else None

    @property
    def tf_gpu_count(self) -> int | None:
        gpus = self.tf.get("gpus")
        return len(gpus) if isinstance(gpus, list) and self.tf_imported else None

    def library(self, key: str) -> dict[str, Any]:
        return _dict(self.libraries.get(key))

    @property
    def python_version(self) -> tuple[int, ...] | None:
        return parse_version(self.python.get("version"))

    @property
    def python_shown(self) -> tuple[int, ...] | None:
        """The Python the facts show, else the one an installer's own lines show it runs in
        (`pip --version`'s "(python 3.13)", a wheel's cp313, a Windows install folder)."""
        return self.python_version or parse_version(self.log.get("python_seen"))

    @property
    def python_or_stated(self) -> tuple[int, ...] | None:
        """The Python the facts show, else the one the paste states in words."""
        return self.python_version or parse_version(self.stated.get("python"))
