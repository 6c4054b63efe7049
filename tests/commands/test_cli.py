"""The ``tfgpu`` command line: text and JSON output, watch and CSV, and its error paths."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from tests.helpers.cli import PACKAGE, run_tfgpu, started_tfgpu
from tests.helpers.fake_nvml import without_driver
from tests.helpers.machine import nvml_loads
from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import SnapshotExit, WatchExit
from tfgpu_gui.telemetry.scenarios import SCENARIOS

SCHEMA = json.loads(
    (Path(cli.__file__).parent / "telemetry" / "snapshot.schema.json").read_text("utf-8")
)


def test_snapshot_text_shows_every_field(capsys):
    assert cli.main(["snapshot", "--simulate", "training"]) == 0
    out = capsys.readouterr().out
    for words in (
        "NVIDIA GeForce RTX 4090",
        "GPU 0",
        "Utilization",
        "memory controller",
        "Memory",
        "Temperature",
        "fan",
        "Power",
        "/ 450 W",
        "SM ",
        "PCIe",
        "Gen4 x16 (max Gen4 x16)",
        "rx ",
        "tx ",
        "Throttle",
        "PID",
        "alice",
        "train.py",
        "yes",
        "Driver 555.42.06",
    ):
        assert words in out, words


def test_snapshot_text_shows_na_for_unsupported_metrics(capsys):
    assert cli.main(["snapshot", "--simulate", "datacenter"]) == 0
    out = capsys.readouterr().out
    assert "fan n/a" in out
    assert "rx n/a" in out
    assert "GPU n/a" in out  # MIG GPU: no utilization
    assert "MIG on" in out


def test_snapshot_flags_a_narrow_pcie_link(capsys):
    cli.main(["snapshot", "--simulate", "pcie-degraded"])
    assert "Gen3 x4 (max Gen4 x16) narrower than the slot allows" in capsys.readouterr().out


def test_snapshot_text_of_a_lost_gpu():
    from tfgpu_gui.telemetry.render_text import render_compact, render_snapshot
    from tfgpu_gui.telemetry.simulated import SimulatedBackend
    from tfgpu_gui.text.terminal import Style

    backend = SimulatedBackend("gpu-lost")
    backend.lose_gpu(1)
    snap = backend.read()
    text = render_snapshot(snap, Style(False))
    gpu0, gpu1 = text.split("GPU 1 ")
    assert "GPU is lost" in gpu1 and "dmesg" in gpu1
    assert "GPU is lost" not in gpu0 and "Utilization" in gpu0
    assert "lost" in render_compact(snap, Style(False)).splitlines()[-1]


@pytest.mark.parametrize("scenario", [n for n, s in SCENARIOS.items() if s.init_error is None])
def test_snapshot_json_matches_the_schema(capsys, scenario):
    assert cli.main(["snapshot", "--json", "--simulate", scenario]) == 0
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, SCHEMA)
    assert doc["schema"] == "tfgpu.snapshot/1"
    assert doc["backend"] == f"simulated:{scenario}"
    assert len(doc["gpus"]) == len(SCENARIOS[scenario].gpus)


def test_snapshot_json_keeps_none_as_null(capsys):
    cli.main(["snapshot", "--json", "--simulate", "datacenter"])
    gpu = json.loads(capsys.readouterr().out)["gpus"][0]
    assert gpu["fan_percent"] is None
    assert gpu["pcie"]["rx_bytes_per_s"] is None
    assert gpu["processes"][0]["tensorflow"] is True


def test_no_driver_here_is_one_sentence_and_exit_3(capsys, monkeypatch):
    without_driver(monkeypatch)  # also on a machine that has a driver
    assert cli.main(["snapshot"]) == SnapshotExit.NO_TELEMETRY
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "No NVIDIA driver" in lines[0] and "--simulate" in lines[0]
    assert "Traceback" not in captured.err


def test_real_snapshot_is_a_table_with_a_driver_or_one_sentence_and_exit_3_without():
    result = run_tfgpu("snapshot")
    assert "Traceback" not in result.stderr
    if nvml_loads():
        assert result.returncode in (0, 4), result.stderr  # 4: a driver that reports no GPU
        if result.returncode == 0:
            assert "GPU 0  " in result.stdout and "Driver " in result.stdout
        return
    assert result.returncode == 3
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "No NVIDIA driver" in lines[0] and "--simulate" in lines[0]


@pytest.mark.parametrize(
    ("scenario", "words"),
    [
        ("no-driver", "install the NVIDIA driver"),
        ("driver-mismatch", "Reboot"),
        ("no-permission", "/dev/nvidia"),
    ],
)
def test_driver_problems_in_every_command(capsys, scenario, words):
    for command, no_telemetry in (
        (["snapshot"], SnapshotExit.NO_TELEMETRY),
        (["snapshot", "--json"], SnapshotExit.NO_TELEMETRY),
        (["watch", "-n", "1"], WatchExit.NO_TELEMETRY),
    ):
        code = cli.main([*command, "--simulate", scenario])
        captured = capsys.readouterr()
        assert code is no_telemetry
        assert words.lower() in captured.err.lower()
        assert "Traceback" not in captured.err
        if "--json" in command:
            doc = json.loads(captured.out)
            jsonschema.validate(doc, SCHEMA)
            assert doc["error"]["kind"] == SCENARIOS[scenario].init_error


def test_simulate_list_names_every_scenario(capsys):
    assert cli.main(["--simulate", "list"]) == 0
    out = capsys.readouterr().out
    for name, scenario in SCENARIOS.items():
        assert f"{name}" in out and scenario.summary in out


def test_simulate_option_before_or_after_the_command(capsys):
    assert cli.main(["--simulate", "idle", "snapshot", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["backend"] == "simulated:idle"


def test_unknown_scenario_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(["snapshot", "--simulate", "nope"])
    assert info.value.code == 2
    assert "training" in capsys.readouterr().err


def test_watch_prints_a_compact_table_and_appends_csv(tmp_path, capsys):
    path = tmp_path / "gpu.csv"
    args = [
        "watch",
        "--simulate",
        "multi-gpu-8",
        "--count",
        "3",
        "--interval",
        "0.1",
        "--csv",
        str(path),
    ]
    assert cli.main(args) == 0
    out = capsys.readouterr().out
    assert out.count("GPU  NAME") == 3
    assert "H100 80GB HBM3" in out
    rows = list(csv.DictReader(path.open()))
    assert len(rows) == 3 * 8
    assert {r["gpu"] for r in rows} == {str(i) for i in range(8)}
    assert rows[0]["fan_percent"] == ""  # not reported: empty, never 0
    assert float(rows[0]["util_gpu_percent"]) > 0
    # A second run appends without repeating the header.
    assert cli.main(args) == 0
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + 6 * 8
    assert sum(line.startswith("time,") for line in lines) == 1


def test_watch_rejects_a_bad_interval(capsys):
    with pytest.raises(SystemExit):
        cli.main(["watch", "--interval", "0"])
    assert "greater than 0" in capsys.readouterr().err


def test_watch_reports_an_unwritable_csv(tmp_path, capsys):
    bad = tmp_path / "missing-dir" / "x.csv"
    code = cli.main(["watch", "--simulate", "idle", "-n", "1", "--csv", str(bad)])
    assert code is WatchExit.CSV_UNWRITABLE
    assert "cannot write the CSV file" in capsys.readouterr().err


def test_watch_stops_cleanly_on_ctrl_c():
    """A real Ctrl-C (SIGINT) to a running ``tfgpu watch``: exit 0, the CSV is complete."""
    import signal

    watch = ("watch", "--simulate", "training", "--interval", "0.1")
    with started_tfgpu(*watch, stdout=subprocess.PIPE, text=True) as proc:
        first = proc.stdout.readline()  # wait for the first table
        assert first.strip()
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "Traceback" not in err


def test_version_and_help():
    result = run_tfgpu("--version")
    assert result.returncode == 0 and result.stdout.startswith("tfgpu ")
    result = run_tfgpu("--help")
    assert "snapshot" in result.stdout and "watch" in result.stdout


def test_python_dash_m_picks_the_command_line_for_commands():
    from tfgpu_gui.__main__ import _wants_cli

    assert _wants_cli(["snapshot"]) and _wants_cli(["--simulate", "list"])
    assert not _wants_cli([]) and not _wants_cli(["--simulate", "training", "--minimized"])


def test_python_dash_m_runs_the_command_line():
    result = run_tfgpu("snapshot", "--json", "--simulate", "idle", module=PACKAGE)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["gpus"][0]["name"] == "NVIDIA GeForce RTX 3060"


def test_a_driver_without_gpus_exits_4(monkeypatch, capsys):
    from tests.helpers.fake_nvml import FakeNvml

    FakeNvml().install(monkeypatch).gpus.clear()
    assert cli.main(["snapshot"]) is SnapshotExit.NO_GPU
    assert "reports no GPU" in capsys.readouterr().err
    assert cli.main(["snapshot", "--json"]) is SnapshotExit.NO_GPU
    assert json.loads(capsys.readouterr().out)["error"]["kind"] == "no-gpu"


def test_real_nvml_through_the_cli_with_a_faked_driver(monkeypatch, capsys):
    from tests.helpers.fake_nvml import FakeNvml, err

    nvml = FakeNvml().install(monkeypatch)
    nvml.gpus[0]["nvmlDeviceGetFanSpeed"] = err("NOT_SUPPORTED")
    assert cli.main(["snapshot", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, SCHEMA)
    assert doc["backend"] == "nvml" and doc["gpus"][0]["fan_percent"] is None
    assert doc["gpus"][0]["utilization"]["gpu_percent"] == 42


def test_doctor_without_tf_loads_only_what_it_needs():
    """``tfgpu doctor --no-tf`` starts fast: no numpy, no other command's modules."""
    code = """
import sys
from tests.helpers.machine import nvml_loads
from tfgpu_gui import cli
status = cli.main(["doctor", "--no-tf", "--json"])
heavy = ["numpy", "sqlite3", "tfgpu_gui.telemetry.history",
         "tfgpu_gui.telemetry.sampler", "tfgpu_gui.bench.efficiency", "tfgpu_gui.bench.render",
         "tfgpu_gui.doctor.render_markdown", "tfgpu_gui.doctor.redact",
         "tfgpu_gui.doctor.log_facts"]
print("loaded:", [name for name in heavy if name in sys.modules], file=sys.stderr)
import tfgpu_gui.telemetry as telemetry
from tfgpu_gui.telemetry import History, make_backend
assert "numpy" in sys.modules and callable(make_backend) and History.__name__ == "History"
try:
    telemetry.NoSuchName
except AttributeError:
    pass
else:
    raise SystemExit("telemetry.NoSuchName did not raise AttributeError")
sys.exit(status)
"""
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode in (0, 1, 2), result.stderr
    assert "loaded: []" in result.stderr, result.stderr
