"""A benchmark run as plain data: what the job reported, flattened into measurements.

The job (``tfgpu_gui/jobs/scripts/bench.py``) returns one JSON object (schema
``tfgpu.bench-result/1``); :meth:`BenchRun.from_result` reads it tolerantly, so a run saved by
an older version, or the partial data of a job that died, still loads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

RESULT_SCHEMA = "tfgpu.bench-result/1"
SUITES = ("matmul", "transfers", "training", "scaling")

UNITS = {"gflops": "GFLOP/s", "gb_s": "GB/s", "images_per_s": "images/s"}


@dataclass(frozen=True)
class Measurement:
    """One number the benchmark measured.

    ``suite`` is matmul, numpy (the CPU reference), transfers, training or scaling. ``size`` is
    the matrix side for matmuls and the bytes copied for transfers. ``variant`` is the copy
    direction (h2d, d2h, host-copy), the input pipeline (generator, tf.data) or the number of
    replicas.
    """

    suite: str
    device: str
    metric: str
    value: float
    dtype: str | None = None
    size: int | None = None
    variant: str | None = None

    @property
    def unit(self) -> str:
        return UNITS.get(self.metric, self.metric)

    def key(self) -> tuple[str, str, str | None, int | None, str | None]:
        """What identifies the same measurement in another run (for comparisons)."""
        return (self.suite, self.device, self.dtype, self.size, self.variant)


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _int(value: Any) -> int | None:
    number = _num(value)
    return None if number is None else int(number)


def _rows(result: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    rows = result.get(key)
    if not isinstance(rows, list):
        return []
    return [r for r in rows if isinstance(r, Mapping)]


def measurements_from(result: Mapping[str, Any]) -> list[Measurement]:
    """Flatten the job's result (or its partial ``data``) into measurements; skip bad rows."""
    out: list[Measurement] = []
    for r in _rows(result, "matmul"):
        value = _num(r.get("gflops"))
        if value is not None:
            out.append(
                Measurement(
                    "matmul",
                    str(r.get("device")),
                    "gflops",
                    value,
                    str(r.get("dtype")),
                    _int(r.get("n")),
                )
            )
    for r in _rows(result, "numpy"):
        value = _num(r.get("gflops"))
        if value is not None:
            out.append(
                Measurement(
                    "numpy", "numpy", "gflops", value, str(r.get("dtype")), _int(r.get("n"))
                )
            )
    for r in _rows(result, "transfers"):
        value = _num(r.get("gb_s"))
        if value is not None:
            out.append(
                Measurement(
                    "transfers",
                    str(r.get("device")),
                    "gb_s",
                    value,
                    None,
                    _int(r.get("bytes")),
                    str(r.get("direction")),
                )
            )
    for r in _rows(result, "training"):
        value = _num(r.get("images_per_s"))
        if value is not None:
            out.append(
                Measurement(
                    "training",
                    str(r.get("device")),
                    "images_per_s",
                    value,
                    None,
                    _int(r.get("batch")),
                    str(r.get("pipeline")),
                )
            )
    for r in _rows(result, "scaling"):
        value = _num(r.get("images_per_s"))
        replicas = _int(r.get("replicas"))
        if value is not None and replicas is not None:
            devices = r.get("devices")
            first = devices[0] if isinstance(devices, list) and devices else "GPU"
            kind = "CPU" if "cpu" in str(first).lower() else "GPU"
            out.append(
                Measurement(
                    "scaling",
                    f"{replicas}x{kind}",
                    "images_per_s",
                    value,
                    None,
                    _int(r.get("global_batch")),
                    str(replicas),
                )
            )
    return out


@dataclass(frozen=True)
class BenchRun:
    """One benchmark run: its measurements and what the job said about its environment."""

    started_at: float
    quick: bool
    env: Mapping[str, Any]
    measurements: tuple[Measurement, ...]
    skipped: tuple[Mapping[str, Any], ...] = ()
    profile: Mapping[str, Any] | None = None
    timing: Mapping[str, Any] = field(default_factory=dict)
    suites: tuple[str, ...] = SUITES
    complete: bool = True
    raw: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_result(cls, result: Mapping[str, Any], complete: bool = True) -> BenchRun:
        """Read the job's result object (or a job's partial ``data`` with ``complete=False``)."""
        env = result.get("env")
        skipped = result.get("skipped")
        profile = result.get("profile")
        timing = result.get("timing")
        suites = result.get("suites")
        return cls(
            started_at=_num(result.get("started_at")) or 0.0,
            quick=bool(result.get("quick", False)),
            env=env if isinstance(env, Mapping) else {},
            measurements=tuple(measurements_from(result)),
            skipped=tuple(s for s in skipped if isinstance(s, Mapping))
            if isinstance(skipped, list)
            else (),
            profile=profile if isinstance(profile, Mapping) and profile else None,
            timing=timing if isinstance(timing, Mapping) else {},
            suites=tuple(str(s) for s in suites) if isinstance(suites, list) else SUITES,
            complete=complete,
            raw=dict(result),
        )

    @property
    def tf_version(self) -> str | None:
        value = self.env.get("tf_version")
        return str(value) if value else None

    def gpus(self) -> list[Mapping[str, Any]]:
        """The GPUs TensorFlow saw: ``{"device": "GPU:0", "name": ..., "compute_capability"}``."""
        gpus = self.env.get("gpus")
        return [g for g in gpus if isinstance(g, Mapping)] if isinstance(gpus, list) else []

    def devices(self) -> list[str]:
        """The devices measured, GPUs first, in the order the job ran them."""
        seen: list[str] = []
        for m in self.measurements:
            measured = m.suite in ("matmul", "training", "transfers") and m.device != "host"
            if measured and m.device not in seen:
                seen.append(m.device)
        return seen

    def select(self, suite: str, **match: Any) -> list[Measurement]:
        """The measurements of a suite whose fields equal ``match``."""
        return [
            m
            for m in self.measurements
            if m.suite == suite and all(getattr(m, k) == v for k, v in match.items())
        ]

    def find(self, suite: str, **match: Any) -> Measurement | None:
        found = self.select(suite, **match)
        return found[0] if found else None


def largest(items: Sequence[Measurement]) -> Measurement | None:
    """The measurement of the largest size (the first of equals), ``None`` when none is sized."""
    sized = [m for m in items if m.size is not None]
    return max(sized, key=lambda m: m.size or 0) if sized else None


def smallest(items: Sequence[Measurement]) -> Measurement | None:
    """The measurement of the smallest size (the first of equals), ``None`` when none is sized."""
    sized = [m for m in items if m.size is not None]
    return min(sized, key=lambda m: m.size or 0) if sized else None
