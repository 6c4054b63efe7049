"""What the NVIDIA driver says through NVML (or a simulated scenario): driver version, the CUDA
version it supports, the GPUs with their compute capability, memory and load, and the processes
on them.
"""

from __future__ import annotations

from typing import Any

from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sources.registry import make_backend


def nvml_facts(
    simulate: str | None = None, seed: int = 0, clock: Clock | None = None
) -> dict[str, Any]:
    """One reading of the driver; ``ok`` is False with ``error_kind`` when NVML is unusable.

    ``clock`` drives a simulated scenario (tests read one later in its course)."""
    backend = make_backend(simulate, seed=seed, clock=clock)
    facts: dict[str, Any] = {"backend": f"simulated:{simulate}" if simulate else "nvml"}
    try:
        with backend:
            system = backend.open()
            snapshot = backend.read()
    except TelemetryUnavailable as exc:
        facts.update(ok=False, error_kind=exc.kind, error=exc.sentence(), gpus=[])
        return facts
    except Exception as exc:  # noqa: BLE001 - a broken driver must not break the doctor
        facts.update(ok=False, error_kind="nvml-error", error=str(exc), gpus=[])
        return facts
    gpus = []
    for g in snapshot.gpus:
        s, r = g.static, g.reading
        gpus.append(
            {
                "index": s.index,
                "name": s.name,
                "compute_capability": list(s.compute_capability) if s.compute_capability else None,
                "memory_total_bytes": s.memory_total_bytes,
                "memory_used_bytes": r.memory_used_bytes if r else None,
                "util_gpu_percent": r.util_gpu_percent if r else None,
                "temperature_c": r.temperature_c if r else None,
                "throttle_reasons": list(r.throttle_reasons) if r and r.throttle_reasons else None,
                "lost": g.lost,
                "processes": [
                    {
                        "pid": p.pid,
                        "name": p.info.name,
                        "gpu_memory_bytes": p.gpu_memory_bytes,
                    }
                    for p in g.processes
                ],
            }
        )
    facts.update(
        ok=True,
        driver_version=system.driver_version,
        cuda_driver_version=system.cuda_driver_version,
        gpus=gpus,
    )
    return facts
