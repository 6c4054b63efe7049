"""``tfgpu explain``: one catalogue entry as text or JSON, the list of every entry, and an ID
that is not in the catalogue."""

from __future__ import annotations

import json

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import ExplainExit
from tfgpu_gui.commands.explain import render_entry
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import Entry, NoGpu
from tfgpu_gui.text.terminal import Style


def an_entry(**changes: object) -> Entry:
    fields: dict[str, object] = {
        "id": "made-up-cause",
        "severity": "warning",
        "title": "Something is off",
        "explanation": "Why it is off.",
        "fix": {"linux": "$ first step\n$ second step", "windows": "Reboot."},
        "sources": ("https://example.org/a", "https://example.org/b"),
        "root_order": None,
        "no_gpu": NoGpu.UNRELATED,
        "outcome": False,
        "container_refused": False,
        "host_decided": False,
    }
    fields.update(changes)
    return Entry(**fields)  # type: ignore[arg-type]


def test_an_entry_as_text_gives_its_fixes_per_platform_then_its_sources():
    assert render_entry(an_entry(), Style(False)) == (
        "made-up-cause (warning)\n"
        "Something is off\n"
        "\n"
        "Why it is off.\n"
        "\n"
        "Fix (linux):\n"
        "  $ first step\n"
        "  $ second step\n"
        "Fix (windows):\n"
        "  Reboot.\n"
        "\n"
        "Sources:\n"
        "  https://example.org/a\n"
        "  https://example.org/b\n"
    )


def test_a_harmless_entry_without_sources_says_it_is_safe_and_lists_none():
    e = an_entry(severity="info", harmless=True, sources=(), fix={"any": "Nothing to do."})
    assert render_entry(e, Style(False)) == (
        "made-up-cause (info, safe to ignore)\n"
        "Something is off\n"
        "\n"
        "Why it is off.\n"
        "\n"
        "Fix (any):\n"
        "  Nothing to do.\n"
    )


def test_on_a_colour_terminal_the_id_is_bold_and_the_headings_dim():
    text = render_entry(an_entry(fix={"any": "Reboot."}, sources=("s",)), Style(True))
    assert text == (
        "\x1b[1mmade-up-cause\x1b[0m (warning)\n"
        "Something is off\n"
        "\n"
        "Why it is off.\n"
        "\n"
        "\x1b[2mFix (any):\x1b[0m\n"
        "  Reboot.\n"
        "\n"
        "\x1b[2mSources:\x1b[0m\n"
        "  s\n"
    )


def test_explain_prints_the_entry_in_colour_when_colour_is_asked_for(capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert cli.main(["explain", "numa-node-warning"]) == ExplainExit.OK
    out = capsys.readouterr().out
    assert out.startswith("\x1b[1mnuma-node-warning\x1b[0m (info, safe to ignore)\n")
    assert out == render_entry(CATALOGUE["numa-node-warning"], Style(True))


def test_explain_prints_plain_text_without_colour(capsys):
    assert cli.main(["explain", "numa-node-warning"]) == ExplainExit.OK
    out = capsys.readouterr().out
    assert "\x1b[" not in out
    assert out.startswith("numa-node-warning (info, safe to ignore)\n")


def test_an_entry_as_json_has_every_field_a_reader_needs(capsys):
    e = CATALOGUE["no-nvidia-driver"]
    assert cli.main(["explain", "no-nvidia-driver", "--json"]) == ExplainExit.OK
    out = capsys.readouterr().out
    assert out.splitlines()[:2] == ["{", '  "id": "no-nvidia-driver",']  # indented by two
    assert json.loads(out) == {
        "id": "no-nvidia-driver",
        "severity": e.severity,
        "harmless": False,
        "title": e.title,
        "explanation": e.explanation,
        "fix": e.fix,
        "sources": list(e.sources),
    }
    assert e.severity == "error" and e.sources


def test_a_harmless_entry_as_json_says_so(capsys):
    assert cli.main(["explain", "numa-node-warning", "--json"]) == ExplainExit.OK
    data = json.loads(capsys.readouterr().out)
    assert data["harmless"] is True and data["severity"] == "info"
    assert data["fix"] == {"any": "Nothing to do."}


def test_the_list_gives_each_entry_once_in_aligned_columns(capsys):
    assert cli.main(["explain", "list"]) == ExplainExit.OK
    lines = capsys.readouterr().out.splitlines()
    entries = list(CATALOGUE.values())
    assert len(lines) == len(entries)
    width = max(len(e.id) for e in entries)  # the longest ID sets the first column
    assert width >= len("container-toolkit-driver-not-found")
    for line, e in zip(lines, entries, strict=True):
        assert line[:width].rstrip() == e.id and line[width : width + 2] == "  "
        severity = line[width + 2 : width + 9]
        assert severity.rstrip() == e.severity and len(severity) == 7
        assert line[width + 9 : width + 11] == "  " and line[width + 11 :] == e.title
    longest = next(ln for ln in lines if ln.startswith("container-toolkit-driver-not-found"))
    assert longest[len("container-toolkit-driver-not-found") :].startswith("  error  ")


def test_the_list_as_json_is_every_entry_in_catalogue_order(capsys):
    assert cli.main(["explain", "list", "--json"]) == ExplainExit.OK
    out = capsys.readouterr().out
    first = next(iter(CATALOGUE))
    assert out.splitlines()[:3] == ["[", "  {", f'    "id": "{first}",']  # indented by two
    data = json.loads(out)
    assert [d["id"] for d in data] == list(CATALOGUE)
    assert all(
        set(d) == {"id", "severity", "harmless", "title", "explanation", "fix", "sources"}
        for d in data
    )
    numa = next(d for d in data if d["id"] == "numa-node-warning")
    assert numa["harmless"] is True and numa["sources"] == list(
        CATALOGUE["numa-node-warning"].sources
    )


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_an_unknown_id_is_a_usage_error_naming_close_matches(capsys, json_flag):
    assert cli.main(["explain", "no-nvidia-drivr", *json_flag]) == ExplainExit.USAGE
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "tfgpu explain: no finding called 'no-nvidia-drivr'. Did you mean: no-nvidia-driver?\n"
    )
