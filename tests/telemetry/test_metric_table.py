"""The metric table is the one declaration of each metric: every output follows it.

A metric added to :data:`tfgpu_gui.telemetry.metrics.METRICS` (and nothing else) appears in the
snapshot JSON, the CSV header and rows, the ``--jsonl`` stream (written and read back) and our
exporter's page; one taken out disappears from all of them.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry, generate_latest

from tfgpu_gui.telemetry import metrics
from tfgpu_gui.telemetry.export import csv_columns, csv_rows, snapshot_dict
from tfgpu_gui.telemetry.metrics import FAN, METRICS, Exported, Metric
from tfgpu_gui.telemetry.remote import stream
from tfgpu_gui.telemetry.remote.exporter import SnapshotCollector, metric_names
from tfgpu_gui.telemetry.remote.nvsmi import GPU_FIELDS
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    Snapshot,
    SystemInfo,
)

#: A new metric: the fan speed again under another name, in every format.
SPARE = Metric(
    "fan_spare",
    "Fan, spare",
    "%",
    reading="fan_percent",
    json=("spare", "fan_percent"),
    csv="fan_spare_percent",
    exporter=Exported("tfgpu_gpu_fan_spare_percent", "The fan again, percent."),
)


def _snapshot() -> Snapshot:
    gpu = GpuSnapshot(
        static=GpuStatic(index=0, name="GPU", uuid="GPU-1"),
        reading=GpuReading(util_gpu_percent=50.0, fan_percent=37.0),
    )
    return Snapshot(wall_time=1.8e9, monotonic=5.0, system=SystemInfo(backend="t"), gpus=(gpu,))


def _page(snap: Snapshot) -> str:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(SnapshotCollector(lambda: snap, "box"))  # type: ignore[arg-type]
    return generate_latest(registry).decode()


def test_a_metric_added_to_the_table_is_in_every_output(monkeypatch: pytest.MonkeyPatch) -> None:
    snap = _snapshot()
    assert "spare" not in snapshot_dict(snap)["gpus"][0]
    monkeypatch.setattr(metrics, "METRICS", (*METRICS, SPARE))

    assert snapshot_dict(snap)["gpus"][0]["spare"] == {"fan_percent": 37.0}

    header, (row,) = csv_columns(), csv_rows(snap)
    assert header[-2:] == ("fan_spare_percent", "host")  # after the metrics, before the host
    assert dict(zip(header, row, strict=True))["fan_spare_percent"] == "37"

    line = stream.snapshot_line(snap)
    assert json.loads(line)["snapshot"]["gpus"][0]["spare"] == {"fan_percent": 37.0}
    # Read back without the fan's own field: the spare metric alone carries the value.
    without_fan = line.replace('"fan_percent":37.0,"clocks"', '"fan_percent":null,"clocks"')
    assert without_fan != line
    back = stream.parse_line(without_fan, "h", 1.0, 2.0)
    assert isinstance(back, Snapshot) and back.gpus[0].reading is not None
    assert back.gpus[0].reading.fan_percent == 37.0

    assert "tfgpu_gpu_fan_spare_percent" in metric_names()
    assert 'tfgpu_gpu_fan_spare_percent{gpu="0",host="box",name="GPU",uuid="GPU-1"} 37.0' in (
        _page(snap)
    )


def test_a_metric_taken_out_of_the_table_leaves_every_output(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    snap = _snapshot()
    monkeypatch.setattr(metrics, "METRICS", tuple(m for m in METRICS if m is not FAN))
    assert "fan_percent" not in snapshot_dict(snap)["gpus"][0]
    assert "fan_percent" not in csv_columns()
    assert "tfgpu_gpu_fan_percent" not in _page(snap)
    assert "fan_percent" not in stream.snapshot_line(snap)


def test_each_metric_says_where_its_value_is() -> None:
    keys = [m.key for m in METRICS]
    assert len(keys) == len(set(keys))
    reading_fields = {f.name for f in dataclasses.fields(GpuReading)}
    static_fields = {f.name for f in dataclasses.fields(GpuStatic)}
    for m in METRICS:
        # Exactly one source: a reading field (maybe with a static fallback), a static field,
        # or a function of the GPU.
        assert (m.derive is None) == bool(m.reading or m.static), m.key
        assert m.reading is None or m.reading in reading_fields, m.key
        assert m.static is None or m.static in static_fields, m.key
        # A metric kept in the history is a number of the reading, so it can be drawn.
        assert not m.history or (m.reading and m.kind != "reasons"), m.key
        assert not m.color or m.history, m.key  # only drawn metrics have a line colour
    # Every field of a reading is declared by one metric: none is left out of the outputs.
    assert reading_fields == {m.reading for m in METRICS if m.reading}


def test_names_in_each_format_are_unique() -> None:
    for name in ("csv", "json"):
        values = [getattr(m, name) for m in METRICS if getattr(m, name)]
        assert len(values) == len(set(values)), name
    exported = [m.exporter.name for m in METRICS if m.exporter]
    assert len(exported) == len(set(exported))
    assert all(n.startswith("tfgpu_gpu_") for n in exported)
    assert len(GPU_FIELDS) == len(set(GPU_FIELDS))


def test_exported_values_are_in_prometheus_base_units() -> None:
    snap = _snapshot()
    clocked = dataclasses.replace(
        snap.gpus[0], reading=GpuReading(sm_clock_mhz=1500.0, memory_used_bytes=1024)
    )
    page = _page(dataclasses.replace(snap, gpus=(clocked,)))
    assert 'tfgpu_gpu_sm_clock_hertz{gpu="0",host="box",name="GPU",uuid="GPU-1"} 1.5e+09' in page
    assert 'tfgpu_gpu_memory_used_bytes{gpu="0",host="box",name="GPU",uuid="GPU-1"} 1024.0' in page


ROOT = Path(__file__).resolve().parents[2]


def test_every_metric_of_the_json_is_in_the_json_schema() -> None:
    schema = json.loads((ROOT / "tfgpu_gui/telemetry/snapshot.schema.json").read_text("utf-8"))
    gpu = schema["properties"]["gpus"]["items"]
    for m in METRICS:
        if m.json is None:
            continue
        node = gpu
        for part in m.json:
            assert part in node["properties"], (m.key, part)
            node = node["properties"][part]


def test_every_csv_column_is_documented() -> None:
    doc = (ROOT / "docs/snapshot-schema.md").read_text("utf-8")
    section = doc[doc.index("## `tfgpu watch --csv FILE`") :]
    listed = section[section.index("Columns: `") + len("Columns: `") : section.index("`.")]
    assert [c.strip() for c in listed.replace("\n", " ").split(",")] == list(csv_columns())


def test_a_metric_reads_only_numbers_of_a_reading() -> None:
    from tfgpu_gui.telemetry.history import METRICS as KEPT
    from tfgpu_gui.telemetry.metrics import THROTTLE_REASONS, UTIL_GPU, history_metrics

    for m in METRICS:
        assert m.read(None) is None, m.key  # no reading: nothing, never an error
    assert UTIL_GPU.read(GpuReading(util_gpu_percent=12.5)) == 12.5
    assert THROTTLE_REASONS.read(GpuReading(throttle_reasons=("sw-thermal",))) is None
    assert history_metrics() == tuple(m for m in METRICS if m.history) == KEPT
    assert UTIL_GPU in history_metrics() and THROTTLE_REASONS not in history_metrics()
