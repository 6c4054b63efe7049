"""``tfgpu snapshot --host``, ``tfgpu watch --host/--prometheus`` and ``tfgpu export``, run as
real commands against a real sshd and the real exporter on loopback."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import pytest

from tests.helpers.cli import run_tfgpu, tfgpu_shell_command
from tests.helpers.servers import ROOT, Sshd, free_port, tfgpu_export

pytestmark = pytest.mark.timeout(240)


@pytest.fixture
def sshd(tmp_path: Path):
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def shim(tmp_path: Path) -> Path:
    """A ``tfgpu`` on the test host: this tree's real command line, simulated GPUs."""
    path = tmp_path / "tfgpu-shim"
    path.write_text(
        f'#!/bin/sh\nexec {tfgpu_shell_command()} "$@" --simulate training\n',
        encoding="utf-8",
    )
    path.chmod(0o755)
    return path


def test_snapshot_of_a_host_as_json(sshd: Sshd, shim: Path):
    config = sshd.client_config("lab")
    result = run_tfgpu(
        "snapshot",
        "--host",
        "lab",
        "--ssh-config",
        str(config),
        "--remote-tfgpu",
        str(shim),
        "--json",
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    import jsonschema

    schema = json.loads((ROOT / "tfgpu_gui" / "telemetry" / "snapshot.schema.json").read_text())
    jsonschema.validate(data, schema)
    assert data["gpus"] and {g["host"] for g in data["gpus"]} == {"lab"}
    assert data["sources"] == [
        {"name": "lab", "kind": "ssh", "state": "ok", "message": "lab: connected."}
    ]


def test_watch_two_hosts_one_down_names_both(sshd: Sshd, shim: Path, tmp_path: Path):
    config = sshd.client_config("lab")
    with config.open("a", encoding="utf-8") as f:
        f.write("Host down\n  HostName 127.0.0.1\n  Port 1\n")
    result = run_tfgpu(
        "watch",
        "--host",
        "lab",
        "--host",
        "down",
        "--ssh-config",
        str(config),
        "--remote-tfgpu",
        str(shim),
        "-n",
        "2",
        "-i",
        "0.5",
        "--csv",
        str(tmp_path / "gpus.csv"),
    )
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()
    assert any(line.endswith("  lab") for line in first) and "RTX 4090" in result.stdout
    assert "down is unreachable" in result.stdout
    import csv

    with (tmp_path / "gpus.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert rows and {r["host"] for r in rows} == {"lab"}


def test_watch_an_exporter_page(tmp_path: Path):
    port = free_port()
    with tfgpu_export(port, "--simulate", "training"):
        result = run_tfgpu("watch", "--prometheus", f"http://127.0.0.1:{port}/metrics", "-n", "1")
    assert result.returncode == 0, result.stderr
    assert "RTX 4090" in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["snapshot", "--host", "-oProxyCommand=touch /tmp/pwned"],
        ["watch", "--host", "a b"],
        ["watch", "--prometheus", "file:///etc/passwd"],
        ["watch", "--prometheus", "http://user:secret@server:9090"],
        ["export", "--listen", "nonsense"],
        ["export", "--listen", "127.0.0.1:99999"],
        ["watch", "--jsonl", "--host", "lab"],
    ],
)
def test_bad_remote_options_are_usage_errors(args: list[str]):
    result = run_tfgpu(*args, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "error:" in result.stderr and not Path("/tmp/pwned").exists()


def test_export_serves_metrics_on_loopback_by_default_and_says_where():
    port = free_port()
    with (
        tfgpu_export(port, "--simulate", "training"),
        urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as r,
    ):
        body = r.read().decode()
    assert "tfgpu_up 1.0" in body
    assert 'tfgpu_gpu_utilization_percent{gpu="0"' in body


def test_export_on_a_port_in_use_fails_with_its_status():
    port = free_port()
    with tfgpu_export(port, "--simulate", "training"):
        result = run_tfgpu("export", "--listen", f"127.0.0.1:{port}", "--simulate", "training")
    assert result.returncode == 1
    assert "cannot serve on 127.0.0.1" in result.stderr


def test_export_default_listen_is_loopback():
    from tfgpu_gui.cli import build_parser

    args = build_parser().parse_args(["export"])
    assert args.listen == ("127.0.0.1", 9835)


def test_jsonl_stream_is_versioned_and_says_when_there_is_no_telemetry():
    ok = run_tfgpu("watch", "--jsonl", "--simulate", "training", "-n", "2", "-i", "0.1")
    assert ok.returncode == 0, ok.stderr
    lines = [json.loads(x) for x in ok.stdout.splitlines()]
    assert [x["type"] for x in lines] == ["hello", "snapshot", "snapshot"]
    assert all(x["schema"] == "tfgpu.stream/1" for x in lines)
    bad = run_tfgpu("watch", "--jsonl", "--simulate", "no-driver", "-n", "1")
    assert bad.returncode == 3
    hello, error = (json.loads(x) for x in bad.stdout.splitlines())
    assert hello["type"] == "hello"
    assert error["type"] == "error" and error["kind"] == "no-driver"
