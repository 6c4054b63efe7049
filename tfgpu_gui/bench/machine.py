"""The machine a run was measured on: GPU facts from NVML and a fingerprint for the history.

The facts come from a telemetry snapshot: the app's monitor hands its latest one to the
benchmark window (:func:`facts_from_snapshot`, no NVML call of its own), the CLI reads one
(:func:`read_gpu_facts`).

Two identities: ``machine_id`` (host, CPU model and GPU names) says "the same machine", so runs
after a driver or TensorFlow update are compared with the earlier ones; ``fingerprint`` also
covers the driver, TensorFlow, CUDA/cuDNN and Python versions, so a comparison can say what
changed between two runs.
"""

from __future__ import annotations

import hashlib
import json
import platform
import socket
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.text.numbers import fmt_pcie


@dataclass(frozen=True)
class GpuFacts:
    """What NVML says about a GPU that bears on its peak and its PCIe link."""

    index: int
    name: str | None
    uuid: str | None = None
    compute_capability: tuple[int, int] | None = None
    sm_count: int | None = None
    sm_clock_max_mhz: int | None = None
    pcie_gen: int | None = None
    pcie_width: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_max: int | None = None

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GpuFacts:
        cc = d.get("compute_capability")
        return cls(
            index=int(d.get("index", 0)),
            name=d.get("name"),
            uuid=d.get("uuid"),
            compute_capability=(int(cc[0]), int(cc[1])) if isinstance(cc, list | tuple) else None,
            sm_count=d.get("sm_count"),
            sm_clock_max_mhz=d.get("sm_clock_max_mhz"),
            pcie_gen=d.get("pcie_gen"),
            pcie_width=d.get("pcie_width"),
            pcie_gen_max=d.get("pcie_gen_max"),
            pcie_width_max=d.get("pcie_width_max"),
        )


def gpu_facts_from_snapshot(snapshot: Snapshot) -> tuple[GpuFacts, ...]:
    """The facts of every GPU of a telemetry snapshot (a lost GPU keeps its static facts)."""
    out = []
    for g in snapshot.gpus:
        s, r = g.static, g.reading
        out.append(
            GpuFacts(
                index=s.index,
                name=s.name,
                uuid=s.uuid,
                compute_capability=s.compute_capability,
                sm_count=s.sm_count,
                sm_clock_max_mhz=s.sm_clock_max_mhz,
                pcie_gen=r.pcie_gen if r else None,
                pcie_width=r.pcie_width if r else None,
                pcie_gen_max=s.pcie_gen_max,
                pcie_width_max=s.pcie_width_max,
            )
        )
    return tuple(out)


NvmlFacts = tuple[tuple[GpuFacts, ...], str | None, str | None]
"""(GPU facts, driver version, CUDA driver version); ``((), None, None)`` when unknown."""

UNKNOWN_FACTS: NvmlFacts = ((), None, None)


def facts_from_snapshot(snapshot: Snapshot | None) -> NvmlFacts:
    """The GPU facts and driver versions of a telemetry snapshot; unknown without one."""
    if snapshot is None:
        return UNKNOWN_FACTS
    system = snapshot.system
    return gpu_facts_from_snapshot(snapshot), system.driver_version, system.cuda_driver_version


def describe_facts(facts: NvmlFacts) -> str:
    """One line on the GPU facts the ratings use, or why they are unknown."""
    gpus, driver, _cuda = facts
    if not gpus:
        return (
            "GPU facts: unknown (no reading from the monitor). Peaks come from TensorFlow's "
            "device names; PCIe links show as unknown."
        )
    described = [
        f"GPU {g.index} {g.name or '?'} (PCIe {fmt_pcie(g.pcie_gen, g.pcie_width)}, "
        f"max {fmt_pcie(g.pcie_gen_max, g.pcie_width_max)})"
        for g in gpus
    ]
    return f"GPU facts from the monitor: {'; '.join(described)}; driver {driver or '?'}."


@dataclass(frozen=True)
class Machine:
    """Where a run was measured; stored with the run in the history."""

    hostname: str
    cpu: str | None
    gpus: tuple[GpuFacts, ...] = ()
    tf_gpus: tuple[str, ...] = ()
    driver_version: str | None = None
    cuda_driver_version: str | None = None
    tf_version: str | None = None
    cuda_build: str | None = None
    cudnn_build: str | None = None
    python_version: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def gpu_names(self) -> list[str]:
        names = [g.name for g in self.gpus if g.name]
        return names or list(self.tf_gpus)

    @property
    def machine_id(self) -> str:
        """Same host, CPU and GPUs: a short hash."""
        return _digest([self.hostname, self.cpu, self.gpu_names()])

    @property
    def fingerprint(self) -> str:
        """Also the software: driver, TensorFlow, CUDA/cuDNN, Python."""
        return _digest(
            [
                self.machine_id,
                self.driver_version,
                self.tf_version,
                self.cuda_build,
                self.cudnn_build,
                self.python_version,
            ]
        )

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["gpus"] = [asdict(g) for g in self.gpus]
        d["tf_gpus"] = list(self.tf_gpus)
        d["extra"] = dict(self.extra)
        d["machine_id"] = self.machine_id
        d["fingerprint"] = self.fingerprint
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Machine:
        gpus = d.get("gpus")
        tf_gpus = d.get("tf_gpus")
        extra = d.get("extra")
        return cls(
            hostname=str(d.get("hostname", "")),
            cpu=d.get("cpu"),
            gpus=tuple(GpuFacts.from_dict(g) for g in gpus if isinstance(g, Mapping))
            if isinstance(gpus, list)
            else (),
            tf_gpus=tuple(str(n) for n in tf_gpus) if isinstance(tf_gpus, list) else (),
            driver_version=d.get("driver_version"),
            cuda_driver_version=d.get("cuda_driver_version"),
            tf_version=d.get("tf_version"),
            cuda_build=d.get("cuda_build"),
            cudnn_build=d.get("cudnn_build"),
            python_version=d.get("python_version"),
            extra=extra if isinstance(extra, Mapping) else {},
        )

    def differences(self, other: Machine) -> list[str]:
        """What changed from ``other`` to this machine, for a person ("TensorFlow 2.20 -> 2.21")."""
        labels = (
            ("driver_version", "driver"),
            ("tf_version", "TensorFlow"),
            ("cuda_build", "CUDA (TF build)"),
            ("cudnn_build", "cuDNN (TF build)"),
            ("python_version", "Python"),
        )
        out = []
        for attr, label in labels:
            a, b = getattr(other, attr), getattr(self, attr)
            if a != b:
                out.append(f"{label} {a or '?'} -> {b or '?'}")
        if other.gpu_names() != self.gpu_names():
            out.append(f"GPUs {other.gpu_names()} -> {self.gpu_names()}")
        return out


def _digest(parts: list[Any]) -> str:
    text = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def machine_for(
    run: BenchRun,
    gpus: tuple[GpuFacts, ...] = (),
    driver_version: str | None = None,
    cuda_driver_version: str | None = None,
    hostname: str | None = None,
) -> Machine:
    """The machine of a run: the job's environment plus what NVML said (when it could)."""
    env = run.env
    build = env.get("build_info") if isinstance(env.get("build_info"), Mapping) else {}
    assert isinstance(build, Mapping)
    cpu = env.get("cpu") if isinstance(env.get("cpu"), Mapping) else {}
    assert isinstance(cpu, Mapping)
    return Machine(
        hostname=hostname if hostname is not None else socket.gethostname(),
        cpu=str(cpu.get("model")) if cpu.get("model") else platform.processor() or None,
        gpus=gpus,
        tf_gpus=tuple(str(g.get("name")) for g in run.gpus() if g.get("name")),
        driver_version=driver_version,
        cuda_driver_version=cuda_driver_version,
        tf_version=run.tf_version,
        cuda_build=str(build["cuda_version"]) if build.get("cuda_version") else None,
        cudnn_build=str(build["cudnn_version"]) if build.get("cudnn_version") else None,
        python_version=str(env["python_version"]) if env.get("python_version") else None,
        extra={"cores": cpu.get("cores"), "numpy_blas": env.get("numpy_blas")},
    )


def read_gpu_facts(
    simulate: str | None = None, seed: int = 0
) -> tuple[tuple[GpuFacts, ...], str | None, str | None, str | None]:
    """GPU facts from telemetry: (gpus, driver, CUDA driver, why not) -- never raises.

    Without a driver (or NVML) the GPUs are empty and the last item says why, in a sentence.
    """
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.sources.registry import make_backend

    try:
        backend = make_backend(simulate, seed=seed)
    except Exception as exc:  # noqa: BLE001 - facts are optional; the benchmark runs without
        return (), None, None, str(exc)
    try:
        with backend:
            snapshot = backend.read()
    except TelemetryUnavailable as exc:
        return (), None, None, exc.sentence()
    except Exception as exc:  # noqa: BLE001
        return (), None, None, str(exc)
    return (*facts_from_snapshot(snapshot), None)
