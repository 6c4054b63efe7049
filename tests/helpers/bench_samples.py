"""Synthetic job results for GPU machines (no GPU here), built the way the job reports them,
and monitor snapshots of such a machine."""

from __future__ import annotations

from typing import Any

from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic, Snapshot, SystemInfo


def gpu_result(
    name: str = "NVIDIA H100 PCIe",
    cc: tuple[int, int] = (9, 0),
    fp16_gflops: dict[int, float] | None = None,
    fp32_gflops: dict[int, float] | None = None,
    h2d_gb_s: float = 24.0,
    generator_ips: float = 4000.0,
    tfdata_ips: float = 12000.0,
    gpus: int = 1,
    scaling_ips: dict[int, float] | None = None,
    tf32: bool = True,
    quick: bool = False,
) -> dict[str, Any]:
    fp16 = fp16_gflops or {256: 9_000.0, 8192: 650_000.0}
    fp32 = fp32_gflops or {256: 6_000.0, 8192: 300_000.0}
    matmul = [{"device": "GPU:0", "dtype": "float16", "n": n, "gflops": g} for n, g in fp16.items()]
    matmul += [
        {"device": "GPU:0", "dtype": "float32", "n": n, "gflops": g} for n, g in fp32.items()
    ]
    matmul += [
        {"device": "CPU:0", "dtype": "float32", "n": 256, "gflops": 100.0},
        {"device": "CPU:0", "dtype": "float32", "n": 4096, "gflops": 1500.0},
    ]
    result: dict[str, Any] = {
        "schema": "tfgpu.bench-result/1",
        "started_at": 1_700_000_000.0,
        "quick": quick,
        "env": {
            "tf_version": "2.21.0",
            "python_version": "3.11.7",
            "build_info": {"cuda_version": "12.5.1", "cudnn_version": "9"},
            "gpus": [
                {"device": f"GPU:{i}", "name": name, "compute_capability": list(cc)}
                for i in range(gpus)
            ],
            "cpu": {"model": "Example CPU", "cores": 32},
            "tf32_enabled": tf32,
        },
        "matmul": matmul,
        "numpy": [
            {"dtype": "float32", "n": 256, "gflops": 120.0},
            {"dtype": "float32", "n": 4096, "gflops": 1600.0},
        ],
        "transfers": [
            {"device": "GPU:0", "direction": "h2d", "bytes": 256 << 20, "gb_s": h2d_gb_s},
            {"device": "GPU:0", "direction": "d2h", "bytes": 256 << 20, "gb_s": h2d_gb_s * 1.1},
            {"device": "CPU:0", "direction": "h2d", "bytes": 256 << 20, "gb_s": 5.0},
            {"device": "host", "direction": "host-copy", "bytes": 256 << 20, "gb_s": 10.0},
        ],
        "training": [
            {
                "device": "GPU:0",
                "pipeline": "generator",
                "batch": 128,
                "images_per_s": generator_ips,
            },
            {"device": "GPU:0", "pipeline": "tf.data", "batch": 128, "images_per_s": tfdata_ips},
            {"device": "CPU:0", "pipeline": "generator", "batch": 128, "images_per_s": 900.0},
            {"device": "CPU:0", "pipeline": "tf.data", "batch": 128, "images_per_s": 1000.0},
        ],
        "scaling": [
            {
                "replicas": r,
                "devices": [f"/gpu:{i}" for i in range(r)],
                "global_batch": 128 * r,
                "images_per_s": ips,
            }
            for r, ips in (scaling_ips or {}).items()
        ],
        "skipped": [],
        "timing": {"import_s": 4.0, "wall_s": 100.0, "timed_s": 93.0, "overhead_fraction": 0.07},
    }
    return result


def gpu_snapshot(
    name: str = "NVIDIA H100 PCIe",
    pcie_gen: int = 4,
    pcie_width: int = 8,
    driver: str = "550.54",
    lost: bool = False,
) -> Snapshot:
    """A monitor snapshot of one GPU (index 0) that supports PCIe Gen5 x16."""
    static = GpuStatic(
        index=0,
        name=name,
        uuid="GPU-0",
        pcie_gen_max=5,
        pcie_width_max=16,
        compute_capability=(9, 0),
        sm_clock_max_mhz=1755,
        sm_count=114,
    )
    reading = None if lost else GpuReading(pcie_gen=pcie_gen, pcie_width=pcie_width)
    return Snapshot(
        wall_time=1_700_000_000.0,
        monotonic=100.0,
        system=SystemInfo(backend="nvml", driver_version=driver, cuda_driver_version="12.4"),
        gpus=(GpuSnapshot(static, reading, lost=lost),),
    )
