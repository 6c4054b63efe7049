"""``tfgpu snapshot`` of remote sources, run in this process against an exporter on loopback,
and the text of a snapshot that merges several hosts (one section per host, each GPU numbered
as on its host)."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import sys
from collections.abc import Iterator

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import SnapshotExit
from tfgpu_gui.commands.remote import render_by_host
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot, SourceState
from tfgpu_gui.telemetry.sources.registry import make_backend
from tfgpu_gui.text.terminal import Style

DOWN = "http://127.0.0.1:9/metrics"
REFUSED = (
    f"{DOWN} does not answer. ([Errno {errno.ECONNREFUSED}] "
    f"{os.strerror(errno.ECONNREFUSED)}) Check the URL and that the Prometheus server or "
    "exporter runs; it keeps trying."
)


def read(scenario: str) -> Snapshot:
    with make_backend(scenario) as backend:
        return backend.read()


def on_host(g: GpuSnapshot, index: int, host: str | None, host_index: int | None) -> GpuSnapshot:
    static = dataclasses.replace(g.static, index=index, host=host, host_index=host_index)
    return dataclasses.replace(g, static=static, processes=())


def merged(*sources: SourceState) -> Snapshot:
    """Four H100s merged from three places: lab-a's GPUs 0 and 1, lab-b's GPU 0, and a GPU
    of this computer (index 3, never renumbered)."""
    snap = read("multi-gpu-8")
    a0, a1, b0, here = snap.gpus[:4]
    gpus = (
        on_host(a0, 0, "lab-a", 0),
        on_host(a1, 1, "lab-a", 1),
        on_host(b0, 2, "lab-b", 0),
        on_host(here, 3, None, None),
    )
    return dataclasses.replace(snap, gpus=gpus, sources=sources)


def sections(text: str) -> dict[str, list[str]]:
    """The lines under each ``== host ==`` heading."""
    out: dict[str, list[str]] = {}
    current: list[str] = []
    for line in text.splitlines():
        if line.startswith("== ") and line.endswith(" =="):
            current = out.setdefault(line[3:-3], [])
        else:
            current.append(line)
    return out


def gpu_titles(lines: list[str]) -> list[str]:
    return [ln.split("  ")[0] for ln in lines if ln.startswith("GPU ")]


# -- the text, one section per host -----------------------------------------------------------


def test_each_host_has_its_section_with_its_gpus_numbered_as_there():
    text = render_by_host(merged(), Style(False), compact=False)
    parts = sections(text)
    assert list(parts) == ["lab-a", "lab-b", "this computer"]  # in the order first seen
    assert gpu_titles(parts["lab-a"]) == ["GPU 0", "GPU 1"]
    assert gpu_titles(parts["lab-b"]) == ["GPU 0"]  # the merged index 2 is lab-b's GPU 0
    assert gpu_titles(parts["this computer"]) == ["GPU 3"]  # no host index: kept
    # Each section's summary counts its own GPUs and names its host as the source.
    assert parts["lab-a"][0].startswith("2 GPUs · lab-a · ")
    assert parts["lab-b"][0].startswith("1 GPU · lab-b · ")
    assert parts["this computer"][0].startswith("1 GPU · this computer · ")
    assert text.startswith("== lab-a ==\n") and text.endswith("\n") and not text.endswith("\n\n")
    assert "\n\n== lab-b ==\n" not in text and "\n== lab-b ==\n" in text


def test_a_source_without_readings_is_said_first_and_one_that_is_fine_is_not():
    snap = merged(
        SourceState("lab-a", "ssh", "ok", "lab-a: connected.", 2),
        SourceState("lab-c", "ssh", "unreachable", "lab-c is unreachable."),
        SourceState("lab-d", "ssh", "auth", "lab-d refused the key."),
    )
    text = render_by_host(snap, Style(False), compact=False)
    assert text.startswith("lab-c is unreachable.\nlab-d refused the key.\n== lab-a ==\n")
    assert "connected" not in text


def test_compact_sections_have_no_heading_their_first_line_names_the_host():
    text = render_by_host(merged(), Style(False), compact=True)
    assert "==" not in text
    lines = text.splitlines()
    firsts = [ln for ln in lines if ln.endswith(("  lab-a", "  lab-b", "  this computer"))]
    assert [ln.rsplit("  ", 1)[1] for ln in firsts] == ["lab-a", "lab-b", "this computer"]
    rows = [ln.split()[0] for ln in lines if ln[:1].isdigit() and "H100" in ln]
    assert rows == ["0", "1", "0", "3"]
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_compact_sections_are_in_colour_too():
    snap = merged()
    g = snap.gpus[2]
    assert g.reading is not None
    hot = dataclasses.replace(g, reading=dataclasses.replace(g.reading, temperature_c=90.0))
    snap = dataclasses.replace(snap, gpus=(*snap.gpus[:2], hot, snap.gpus[3]))
    text = render_by_host(snap, Style(True), compact=True)
    (row,) = [ln for ln in text.splitlines() if "\x1b[31;1m90 °C\x1b[0m" in ln]  # 85 °C or more
    assert row.startswith("0 ")  # lab-b's GPU 0


def test_the_last_line_of_a_section_is_kept_whole():
    """Only the line ends between sections are taken off: a command that ends in capitals (or
    any letter) stays as it is."""
    snap = merged()
    proc = read("training").gpus[0].processes[0]
    info = dataclasses.replace(proc.info, cmdline=("python", "train.py", "--precision=MAX"))
    here = snap.gpus[3]
    here = dataclasses.replace(here, processes=(dataclasses.replace(proc, gpu_index=3, info=info),))
    snap = dataclasses.replace(snap, gpus=(*snap.gpus[:3], here))
    text = render_by_host(snap, Style(False), compact=False)
    assert text.endswith("python train.py --precision=MAX\n")


def test_in_colour_the_headings_are_bold_and_a_failed_source_yellow():
    snap = merged(SourceState("lab-c", "ssh", "unreachable", "lab-c is unreachable."))
    text = render_by_host(snap, Style(True), compact=False)
    assert text.startswith("\x1b[33mlab-c is unreachable.\x1b[0m\n\x1b[1m== lab-a ==\x1b[0m\n")
    assert "\n\x1b[1m== this computer ==\x1b[0m\n" in text


def test_a_host_name_and_a_state_from_the_far_side_cannot_drive_the_terminal():
    snap = merged(SourceState("x", "prometheus", "bad", "down\x1b[2J"))
    long_host = "h" * 90
    gpus = tuple(
        on_host(g, g.index, "lab\x1b[31m" if g.index < 2 else long_host, g.static.host_index)
        for g in snap.gpus
    )
    text = render_by_host(dataclasses.replace(snap, gpus=gpus), Style(False), compact=False)
    assert "\x1b" not in text
    lines = text.splitlines()
    assert lines[0] == "down\\x1b[2J"
    assert "== lab\\x1b[31m ==" in lines
    assert "== " + "h" * 79 + "… ==" in lines  # a heading at most 80 characters of name


# -- tfgpu snapshot of remote sources, in this process ------------------------------------------


@pytest.fixture
def exporter() -> Iterator[str]:
    """An exporter in this process serving two simulated GPUs of a host called "lab"."""
    from tfgpu_gui.telemetry.remote.exporter import Exporter

    snap = read("multi-gpu-8")
    snap = dataclasses.replace(snap, gpus=snap.gpus[:2])
    server = Exporter(("127.0.0.1", 0), lambda: snap, "lab")
    host, port = server.start()
    yield f"http://{host}:{port}/metrics"
    server.stop()


def test_a_snapshot_of_an_exporter_is_shown_under_its_host(exporter, capsys):
    assert cli.main(["snapshot", "--prometheus", exporter]) == SnapshotExit.OK
    out, err = capsys.readouterr()
    assert err == ""
    parts = sections(out)
    assert list(parts) == ["lab"] and out.startswith("== lab ==\n2 GPUs · lab · ")
    assert gpu_titles(parts["lab"]) == ["GPU 0", "GPU 1"]
    assert "\x1b" not in out
    assert out.endswith("Programs on the GPUs: none\n")  # one line end, no blank line after


def test_a_snapshot_of_an_exporter_in_colour(exporter, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert cli.main(["snapshot", "--prometheus", exporter]) == SnapshotExit.OK
    assert capsys.readouterr().out.startswith("\x1b[1m== lab ==\x1b[0m\n")


def test_a_snapshot_of_an_exporter_as_json_names_the_source_once(exporter, capsys):
    argv = ["snapshot", "--json", "--prometheus", exporter, "--prometheus", exporter]
    assert cli.main(argv) == SnapshotExit.OK
    out = capsys.readouterr().out
    assert out.splitlines()[:2] == ["{", '  "schema": "tfgpu.snapshot/1",']  # indented by two
    doc = json.loads(out)
    assert [(g["host"], g["index"]) for g in doc["gpus"]] == [("lab", 0), ("lab", 1)]
    assert [(s["name"], s["kind"], s["state"]) for s in doc["sources"]] == [
        (exporter, "exporter", "ok")
    ]


def test_a_source_that_does_not_answer_alone_is_no_telemetry_in_one_line(capsys):
    assert cli.main(["snapshot", "--prometheus", DOWN]) == SnapshotExit.NO_TELEMETRY
    out, err = capsys.readouterr()
    assert out == "" and err == f"tfgpu: {REFUSED}\n"


def test_a_source_that_does_not_answer_alone_as_json_is_an_error_object(capsys):
    """As for this computer (docs/snapshot-schema.md, "When no GPU can be read"): with --json
    the reason is an object on standard output too, not only a line on stderr."""
    assert cli.main(["snapshot", "--json", "--prometheus", DOWN]) == SnapshotExit.NO_TELEMETRY
    out, err = capsys.readouterr()
    assert err == f"tfgpu: {REFUSED}\n"
    assert out.splitlines()[:2] == ["{", '  "schema": "tfgpu.snapshot/1",']  # indented by two
    doc = json.loads(out)
    assert doc["gpus"] == []
    assert doc["error"] == {"kind": "http-unreachable", "message": REFUSED}
    assert doc["backend"] == "remote"


def test_one_source_down_beside_one_that_answers_is_said_and_the_rest_shown(exporter, capsys):
    assert cli.main(["snapshot", "--prometheus", DOWN, "--prometheus", exporter]) == 0
    out, err = capsys.readouterr()
    assert err == f"tfgpu: {REFUSED}\n"
    assert out.startswith(f"{REFUSED}\n== lab ==\n2 GPUs · lab · ")


def test_the_snapshot_waits_for_a_first_reading_no_longer_than_it_says(monkeypatch, capsys):
    """Each host has FIRST_READING_TIMEOUT_S for its first reading; the wait is given to the
    backend that reads the hosts, built to read in the foreground once a second."""
    from tfgpu_gui.commands import remote
    from tfgpu_gui.telemetry.remote.multi import MultiBackend

    seen: dict[str, object] = {}
    real_build = remote.build_backend

    def build(args, interval, background):
        seen["build"] = (interval, background)
        return real_build(args, interval, background)

    def wait_ready(self, timeout):
        seen["wait"] = timeout
        return True

    monkeypatch.setattr(remote, "build_backend", build)
    monkeypatch.setattr(MultiBackend, "wait_ready", wait_ready)
    assert cli.main(["snapshot", "--prometheus", DOWN]) == SnapshotExit.NO_TELEMETRY
    assert seen == {"build": (1.0, False), "wait": 30.0}
    assert remote.FIRST_READING_TIMEOUT_S == 30.0


def test_a_local_snapshot_in_colour(capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert cli.main(["snapshot", "--simulate", "training"]) == SnapshotExit.OK
    out = capsys.readouterr().out
    assert "\x1b[1mNVIDIA GeForce RTX 4090\x1b[0m" in out


def test_a_local_snapshot_goes_to_standard_output(capsys, monkeypatch):
    stdout = sys.stdout
    assert cli.main(["snapshot", "--simulate", "idle"]) == SnapshotExit.OK
    out, err = capsys.readouterr()
    assert err == "" and out.startswith("1 GPU · simulated GPUs: idle · ") and out.endswith("\n")
    assert not out.endswith("\n\n") and sys.stdout is stdout


# -- the remote options ------------------------------------------------------------------------


def test_each_remote_kind_has_its_option_in_a_group_of_its_own(capsys, monkeypatch):
    from tfgpu_gui.telemetry.sources.registry import KINDS

    monkeypatch.setenv("COLUMNS", "400")  # no help text wrapped

    with pytest.raises(SystemExit):
        cli.main(["snapshot", "--help"])
    out = capsys.readouterr().out
    group = out[out.index("\nremote GPUs:\n") :]
    flat = " ".join(group.split())
    for name, metavar in (("ssh", "--host NAME"), ("prometheus", "--prometheus URL")):
        help_text = KINDS[name].help
        assert help_text and f"{metavar} {' '.join(help_text.split())}" in flat
    # The options of a kind itself follow the kinds' options.
    assert flat.index("--prometheus URL") < flat.index("--ssh-config FILE")


def test_a_remote_value_is_read_through_its_kind(capsys):
    args = cli.build_parser().parse_args(["snapshot", "--host", " lab ", "--host", "me@lab-2"])
    assert args.host == ["lab", "me@lab-2"]
    with pytest.raises(SystemExit) as exc:
        cli.main(["snapshot", "--host", "a b"])
    assert exc.value.code == SnapshotExit.USAGE
    assert capsys.readouterr().err.endswith(
        "tfgpu snapshot: error: argument --host: 'a b' is not a host name "
        "(letters, digits and . _ - @ : % [ ] + only)\n"
    )


def test_a_local_snapshot_as_json_is_indented_by_two(capsys):
    assert cli.main(["snapshot", "--json", "--simulate", "idle"]) == SnapshotExit.OK
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == ["{", '  "schema": "tfgpu.snapshot/1",', '  "tool": {']
    assert lines[3].startswith('    "name": ')


# -- the backend over the remote sources --------------------------------------------------------


def test_the_backends_are_built_with_the_interval_the_thread_and_the_kinds_options(tmp_path):
    from tfgpu_gui.commands.remote import build_backend
    from tfgpu_gui.telemetry.remote.background import BackgroundBackend

    config = tmp_path / "ssh_config"
    argv = ["snapshot", "--host", "lab", "--prometheus", DOWN, "--ssh-config", str(config)]
    argv += ["--remote-tfgpu", "/opt/tfgpu"]
    args = cli.build_parser().parse_args(argv)
    multi = build_backend(args, interval=2.5, background=True)
    ssh, prometheus = multi.backends
    assert ssh.interval == 2.5  # type: ignore[attr-defined]
    assert ssh.options.extra == ("-F", str(config))  # type: ignore[attr-defined]
    assert ssh.command == "/opt/tfgpu watch --jsonl --interval 2.500"  # type: ignore[attr-defined]
    assert isinstance(prometheus, BackgroundBackend) and prometheus.interval == 2.5
    foreground = build_backend(args, interval=1.0, background=False).backends[1]
    assert not isinstance(foreground, BackgroundBackend) and foreground.name == DOWN


def test_a_command_line_without_one_kind_s_option_builds_the_others():
    import argparse

    from tfgpu_gui.commands.remote import build_backend, wants_remote

    args = argparse.Namespace(prometheus=[DOWN, DOWN])  # no --host at all (another command)
    assert wants_remote(args)
    assert [b.name for b in build_backend(args, 1.0, background=False).backends] == [DOWN]
    assert not wants_remote(argparse.Namespace())
