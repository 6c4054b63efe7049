# ruff: noqa: E501 - the hints are one long line each, as rendered
"""A run rendered as text, with the figures against their limits worked out by hand.

H100 PCIe table peaks: FP16 756 TFLOP/s, TF32 378 TFLOP/s. 650,000 / 756,000 = 86 %;
9,000 / 756,000 = 1 %; 300,000 / 378,000 = 79 %; 6,000 / 378,000 = 2 %. The CPU against numpy:
100 / 120 = 83 %, 1,500 / 1,600 = 94 %. PCIe Gen5 x16 = 32 GT/s x 128/130 / 8 x 16 = 63.0 GB/s:
24 GB/s = 38 %, 26.4 GB/s = 42 %; the CPU's copy 5 / 10 = 50 %. Two replicas: 18,000 /
(2 x 10,000) = 90 %. Speed-ups: 650,000 / 300,000 = 2.17x, 1,500 / 1,600 = 0.94x,
12,000 / 4,000 = 3.00x, 1,000 / 900 = 1.11x, 12,000 / 1,000 = 12.00x, 0.9 x 2 = 1.80x.
"""

from __future__ import annotations

import re

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.render import render_run
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.terminal import Style

EXPECTED = [
    "TensorFlow 2.21.0 (CUDA 12.5.1, cuDNN 9) · Python 3.11.7 · numpy 2.1.0 (openblas 0.3.27)",
    "CPU Example CPU (32 cores) · GPUs seen by TensorFlow: GPU:0 NVIDIA H100 PCIe",
    "Driver 550.54.15 · CUDA (driver) 12.4",
    "",
    "Matmul",
    "DEVICE          DTYPE         SIZE  GFLOP/s  AGAINST THE LIMIT",
    "GPU:0           float16    256x256    9,000  1% of FP16 peak (table: H100 PCIe)",
    "GPU:0           float16  8192x8192  650,000  86% of FP16 peak (table: H100 PCIe)",
    "GPU:0           float32    256x256    6,000  2% of TF32 peak (table: H100 PCIe)",
    "GPU:0           float32  8192x8192  300,000  79% of TF32 peak (table: H100 PCIe)",
    "CPU:0           float32    256x256    100.0  83% of numpy BLAS, same quick run (rough)",
    "CPU:0           float32  4096x4096    1,500  94% of numpy BLAS, same quick run (rough)",
    "CPU numpy BLAS  float32    256x256    120.0  reference",
    "CPU numpy BLAS  float32  4096x4096    1,600  reference",
    "",
    "Transfers",
    "DEVICE  DIRECTION              SIZE   GB/s  AGAINST THE LIMIT",
    "GPU:0   host->device      256.0 MiB  24.00  38% of PCIe Gen5 x16",
    "GPU:0   device->host      256.0 MiB  26.40  42% of PCIe Gen5 x16",
    "CPU:0   host->device      256.0 MiB   5.00  50% of numpy host copy, same run",
    "host    host memory copy  256.0 MiB  10.00  reference",
    "",
    "Training step (small CNN, 32x32 images)",
    "DEVICE  INPUT      BATCH  IMAGES/s",
    "GPU:0   generator    128     4,000",
    "GPU:0   tf.data      128    12,000",
    "CPU:0   generator    128       900",
    "CPU:0   tf.data      128     1,000",
    "",
    "MirroredStrategy scaling",
    "REPLICAS  GLOBAL BATCH  IMAGES/s  SCALING",
    "1xGPU              128    10,000  100% of 1 x one replica",
    "2xGPU              256    18,000  90% of 2 x one replica",
    "",
    "Speed-ups",
    "  GPU:0 float16 over float32: 2.17x",
    "  CPU TensorFlow over numpy BLAS: 0.94x",
    "  GPU:0 tf.data over Python generator: 3.00x",
    "  CPU:0 tf.data over Python generator: 1.11x",
    "  GPU:0 training over CPU: 12.00x",
    "  2 replicas over 1: 1.80x",
    "",
    "What the numbers say",
    "  - Quick run: small sizes and short timings, far from the hardware's limits by design. Run the full benchmark to compare with the peak.",
    "  - At 256x256 a float32 matmul is too small to keep GPU:0 busy (2% of peak against 79% at 8192x8192): launch overhead dominates. Larger batches and layers use the GPU better.",
    "  - At 256x256 a float16 matmul is too small to keep GPU:0 busy (1% of peak against 86% at 8192x8192): launch overhead dominates. Larger batches and layers use the GPU better.",
    "  - GPU:0 host->device copies reach 38% of the PCIe Gen5 x16 link: copies from pageable host memory and small copies cost extra. Keep data on the GPU and prefetch (tf.data) so copies overlap compute.",
    "  - GPU:0 device->host copies reach 42% of the PCIe Gen5 x16 link: copies from pageable host memory and small copies cost extra. Keep data on the GPU and prefetch (tf.data) so copies overlap compute.",
    "  ! On GPU:0 training runs 3.0x faster from tf.data than from a plain Python generator: the input pipeline, not the device, limits training (CPU-bound input). Use tf.data with cache, prefetch and AUTOTUNE.",
    "",
    "Measured for 100.0 s after importing TensorFlow (4.0 s); 7% of it outside the timed kernels (warm-ups, set-up).",
]


def test_a_run_rendered_as_text():
    result = gpu_result(scaling_ips={1: 10_000.0, 2: 18_000.0}, quick=True)
    result["env"]["numpy_version"] = "2.1.0"
    result["env"]["numpy_blas"] = "openblas 0.3.27"
    run = BenchRun.from_result(result)
    h100 = GpuFacts(
        index=0,
        name="NVIDIA H100 PCIe",
        compute_capability=(9, 0),
        pcie_gen=4,
        pcie_width=16,
        pcie_gen_max=5,
        pcie_width_max=16,
    )
    machine = Machine(
        hostname="box",
        cpu="Example CPU",
        gpus=(h100,),
        driver_version="550.54.15",
        cuda_driver_version="12.4",
    )
    text = render_run(run, evaluate(run, machine), machine, Style(False))
    first, *rest = text.splitlines()
    # The start time is shown in local time.
    assert re.fullmatch(r"Benchmark \(quick\) · \d{4}-\d{2}-\d{2} \d{2}:\d{2}", first)
    assert rest == EXPECTED
