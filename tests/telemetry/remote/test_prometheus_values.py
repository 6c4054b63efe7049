"""Values from Prometheus are checked on every path before they are readings.

The same series reach the reader three ways: an instant query (``/api/v1/query``), a
``query_range`` (the history) and an exporter's ``/metrics`` page. On each, a value that is not
finite, negative, or a percentage outside 0-100 is n/a, never a reading; the GPU is still
listed with its other values.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from tests.helpers.servers import StaticFiles
from tfgpu_gui.telemetry.remote.prometheus import (
    GpuTable,
    PrometheusBackend,
    Sample,
    parse_exposition,
    parse_matrix,
    parse_vector,
    valid,
)
from tfgpu_gui.telemetry.snapshot import GpuSnapshot
from tfgpu_gui.text.numbers import MIB

LABELS = {"hostname": "node", "index": "0", "uuid": "GPU-1", "devicename": "Some GPU"}
#: nvitop-exporter series (fixtures/nvitop_exporter_1.7.2_fake_nvml.prom) with values that
#: cannot be readings, beside good ones (0 and 100 are good).
SERIES = {
    "gpu_utilization_Percentage": "150",  # a percentage past 100
    "gpu_memory_utilization_Percentage": "100",
    "gpu_fan_speed_Percentage": "-1",  # a negative percentage
    "gpu_temperature_C": "-3",  # no metric of ours is negative
    "gpu_power_usage_W": "NaN",
    "gpu_power_limit_W": "-Inf",
    "gpu_clock_sm_MHz": "+Inf",
    "gpu_clock_memory_MHz": "0",
    "gpu_memory_used_MiB": "1e308",  # finite on the page, infinite in bytes
    "gpu_memory_total_MiB": "81921",
    "gpu_pcie_rx_throughput_MiBps": "-0.5",
    "gpu_pcie_tx_throughput_MiBps": "2.5",
}


def _vector() -> list[Sample]:
    result = [
        {"metric": {"__name__": name, **LABELS}, "value": [1700000000.5, value]}
        for name, value in SERIES.items()
    ]
    body = {"status": "success", "data": {"resultType": "vector", "result": result}}
    return parse_vector(json.dumps(body).encode())


def _matrix() -> list[Sample]:
    result = [
        {"metric": {"__name__": name, **LABELS}, "values": [[1700000000, value]]}
        for name, value in SERIES.items()
    ]
    body = {"status": "success", "data": {"resultType": "matrix", "result": result}}
    (samples,) = parse_matrix(json.dumps(body).encode()).values()
    return samples


def _page() -> str:
    labels = ",".join(f'{k}="{v}"' for k, v in LABELS.items())
    return "".join(f"{name}{{{labels}}} {value}\n" for name, value in SERIES.items())


def _exposition() -> list[Sample]:
    return parse_exposition(_page())


def _gpu(samples: list[Sample]) -> GpuSnapshot:
    (gpu,) = GpuTable().snapshot(samples, "src", 0, 0).gpus
    return gpu


def _assert_only_good_values(gpu: GpuSnapshot) -> None:
    r = gpu.reading
    assert r is not None and gpu.static.uuid == "GPU-1"
    assert r.util_gpu_percent is None
    assert r.util_mem_percent == 100.0
    assert r.fan_percent is None
    assert r.temperature_c is None
    assert r.power_w is None and r.power_limit_w is None
    assert r.sm_clock_mhz is None and r.mem_clock_mhz == 0.0
    assert r.memory_used_bytes is None and r.memory_total_bytes == 81921 * MIB
    assert r.pcie_rx_bytes_s is None and r.pcie_tx_bytes_s == 2.5 * MIB


@pytest.mark.parametrize(
    "path", [_vector, _matrix, _exposition], ids=["query", "query_range", "page"]
)
def test_each_path_keeps_only_values_that_can_be_readings(path: Callable[[], list[Sample]]):
    _assert_only_good_values(_gpu(path()))


def test_a_source_reads_them_the_same_from_a_server_and_from_a_page():
    vector = {
        "status": "success",
        "data": {
            "resultType": "vector",
            "result": [
                {"metric": {"__name__": name, **LABELS}, "value": [1700000000.5, value]}
                for name, value in SERIES.items()
            ],
        },
    }
    files = StaticFiles(
        {
            "/api/v1/query": ("application/json", json.dumps(vector).encode()),
            "/metrics": ("text/plain; version=0.0.4", _page().encode()),
        }
    )
    try:
        for url in (f"http://127.0.0.1:{files.port}", f"http://127.0.0.1:{files.port}/metrics"):
            (gpu,) = PrometheusBackend(url).read().gpus
            _assert_only_good_values(gpu)
    finally:
        files.stop()


def test_a_mig_instance_keeps_only_good_values():
    labels = {"gpu": "0", "UUID": "GPU-2", "Hostname": "n", "GPU_I_ID": "3"}
    samples = [
        Sample("DCGM_FI_DEV_FB_USED", labels, -5.0),
        Sample("DCGM_FI_DEV_FB_FREE", labels, 100.0),
    ]
    (gpu,) = GpuTable().snapshot(samples, "src", 0, 0).gpus
    (instance,) = gpu.mig
    assert instance.memory_used_bytes is None


def test_history_times_that_are_not_times_are_left_out():
    result = [
        {
            "metric": {"__name__": "gpu_utilization_Percentage", **LABELS},
            "values": [[True, "1"], [float("inf"), "2"], [-5, "3"], [1700000000, "4"]],
        }
    ]
    body = {"status": "success", "data": {"resultType": "matrix", "result": result}}
    assert list(parse_matrix(json.dumps(body).encode())) == [1700000000.0]


@pytest.mark.parametrize(
    ("metric", "value", "ok"),
    [
        ("util_gpu", 100.0, True),
        ("util_gpu", 100.5, False),
        ("fan", -0.1, False),
        ("temperature", 0.0, True),
        ("mem_used", float("inf"), False),
        ("power", float("nan"), False),
        ("sm_clock", 3000.0, True),
        ("mem_free", -1.0, False),
    ],
)
def test_valid(metric: str, value: float, ok: bool):
    assert valid(metric, value) is ok
