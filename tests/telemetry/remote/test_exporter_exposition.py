"""Our exporter's page, whole: the exposition text of a snapshot, line by line, in the
Prometheus text format (https://prometheus.io/docs/instrumenting/exposition_formats/): each
family's HELP and TYPE, then its samples with their labels sorted by name, values as Go prints
floats. And the server's life: bound where it was asked, gone when stopped.
"""

from __future__ import annotations

import socket
import threading

import pytest
from prometheus_client.exposition import generate_latest

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.remote.exporter import Exporter
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

UP_HELP = (
    "# HELP tfgpu_up 1 when the last reading of the GPUs succeeded, "
    "0 when telemetry is unavailable."
)
INFO_HELP = "# HELP tfgpu_info Always 1; labels: version, backend, driver_version."
LOST_HELP = (
    "# HELP tfgpu_gpu_lost 1 when the GPU fell off the bus (its other metrics are then absent)."
)


def _page(snap: Snapshot | None) -> str:
    return generate_latest(Exporter(("127.0.0.1", 0), lambda: snap, "here").registry).decode()


def _process(pid: int, tensorflow: bool | None) -> GpuProcess:
    info = ProcessInfo(pid=pid, visible=True, tensorflow=tensorflow)
    return GpuProcess(pid, 1, "compute", None, None, info)


def test_the_page_of_a_snapshot_line_by_line() -> None:
    snap = Snapshot(
        0.0,
        0.0,
        SystemInfo("nvml", driver_version="550.54.15"),
        (
            # A lost GPU first: it is counted as lost, and the GPUs after it still report.
            GpuSnapshot(
                GpuStatic(0, "NVIDIA A100-SXM4-40GB", uuid="GPU-a"), None, lost=True, error="x"
            ),
            GpuSnapshot(
                GpuStatic(1, None),  # no name, no uuid: empty labels
                GpuReading(util_gpu_percent=37.5, memory_used_bytes=1024, sm_clock_mhz=1410.0),
                (_process(10, True), _process(11, None)),
            ),
            GpuSnapshot(
                GpuStatic(2, "L40S", uuid="GPU-c", host="lab", host_index=0),
                GpuReading(temperature_c=41.0),
            ),
        ),
    )
    page = _page(snap).splitlines()
    a = 'gpu="0",host="here",name="NVIDIA A100-SXM4-40GB",uuid="GPU-a"'
    b = 'gpu="1",host="here",name="",uuid=""'
    c = 'gpu="0",host="lab",name="L40S",uuid="GPU-c"'
    assert page[:10] == [
        UP_HELP,
        "# TYPE tfgpu_up gauge",
        "tfgpu_up 1.0",
        INFO_HELP,
        "# TYPE tfgpu_info gauge",
        f'tfgpu_info{{backend="nvml",driver_version="550.54.15",version="{__version__}"}} 1.0',
        LOST_HELP,
        "# TYPE tfgpu_gpu_lost gauge",
        f"tfgpu_gpu_lost{{{a}}} 1.0",
        f"tfgpu_gpu_lost{{{b}}} 0.0",
    ]
    assert [line for line in page[10:] if not line.startswith("#")] == [
        f"tfgpu_gpu_lost{{{c}}} 0.0",
        f"tfgpu_gpu_utilization_percent{{{b}}} 37.5",
        f"tfgpu_gpu_memory_used_bytes{{{b}}} 1024.0",
        f"tfgpu_gpu_temperature_celsius{{{c}}} 41.0",
        f"tfgpu_gpu_sm_clock_hertz{{{b}}} 1.41e+09",
        f"tfgpu_gpu_processes{{{b}}} 2.0",
        f"tfgpu_gpu_processes{{{c}}} 0.0",
        f"tfgpu_gpu_tensorflow_processes{{{b}}} 1.0",
        f"tfgpu_gpu_tensorflow_processes{{{c}}} 0.0",
    ]


def test_the_page_without_a_snapshot_is_down_and_the_version() -> None:
    assert _page(None) == "\n".join(
        [
            UP_HELP,
            "# TYPE tfgpu_up gauge",
            "tfgpu_up 0.0",
            INFO_HELP,
            "# TYPE tfgpu_info gauge",
            f'tfgpu_info{{backend="",driver_version="",version="{__version__}"}} 1.0',
            "",
        ]
    )


def _refused(address: tuple[str, int]) -> bool:
    try:
        with socket.create_connection(address, timeout=5):
            return False
    except ConnectionRefusedError:
        return True


def test_the_server_binds_where_asked_and_is_gone_when_stopped() -> None:
    before = set(threading.enumerate())
    exporter = Exporter(("127.0.0.1", 0), lambda: None, "here")
    host, port = exporter.start()
    assert host == "127.0.0.1" and 0 < port < 65536
    serving = set(threading.enumerate()) - before
    assert serving  # the thread that serves the page
    assert not _refused((host, port))
    exporter.stop()
    assert not any(t.is_alive() for t in serving)  # it has ended
    assert _refused((host, port))
    exporter.stop()  # a second stop is harmless


def test_stopping_an_exporter_never_started_is_harmless() -> None:
    Exporter(("127.0.0.1", 0), lambda: None, "here").stop()


@pytest.mark.parametrize("driver", ["550.54.15", None])
def test_info_names_backend_and_driver(driver: str | None) -> None:
    snap = Snapshot(0.0, 0.0, SystemInfo("nvml", driver_version=driver), ())
    info = [line for line in _page(snap).splitlines() if line.startswith("tfgpu_info{")]
    want = driver or ""
    assert info == [
        f'tfgpu_info{{backend="nvml",driver_version="{want}",version="{__version__}"}} 1.0'
    ]
