"""The job protocol's progress lines: what the scripts send parses, and nothing else does."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tfgpu_gui.jobs.protocol import (
    MAX_MESSAGE_CHARS,
    MAX_STEP_CHARS,
    PROTOCOL_VERSION,
    Progress,
    parse_line,
    parse_progress,
    progress_from_body,
)
from tfgpu_gui.jobs.runner import Job, JobEvent, JobStatus, script_path


def load_script(name: str) -> ModuleType:
    """A job script imported as a module (its ``main`` does not run)."""
    spec = importlib.util.spec_from_file_location(f"job_script_{name}", script_path(name))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["detect", "bench"])
def test_both_sides_speak_the_same_protocol_version(name: str) -> None:
    assert load_script(name).PROTOCOL == PROTOCOL_VERSION


def test_the_scripts_progress_calls_parse(capsys: pytest.CaptureFixture[str]) -> None:
    load_script("detect").progress("import", "Importing TensorFlow", 0.1)
    state = load_script("bench").State()
    state.total = 3
    state.step("matmul:GPU:0:float32:256", "matmul 256x256 float32 on GPU:0")
    state.step("matmul:GPU:0:float32:512", "matmul 512x512 float32 on GPU:0")
    lines = capsys.readouterr().out.splitlines()
    assert [parse_progress(line) for line in lines] == [
        Progress("import", "Importing TensorFlow", 0.1),
        Progress("matmul:GPU:0:float32:256", "matmul 256x256 float32 on GPU:0", 0.0),
        Progress("matmul:GPU:0:float32:512", "matmul 512x512 float32 on GPU:0", 0.3333),
    ]


def _run(python: str, name: str, args: list[str]) -> tuple[list[JobEvent], list[str]]:
    events: list[JobEvent] = []
    outcome = Job(python, script_path(name), args, timeout=120).run(events.append)
    return [e for e in events if e.kind == "progress"], outcome.garbage


def test_a_real_detection_run_sends_only_valid_progress() -> None:
    progress, garbage = _run(sys.executable, "detect", ["--no-tf"])
    assert garbage == []
    steps = [e.progress for e in progress]
    assert steps and all(p is not None for p in steps)
    assert steps[-1] == Progress("done", "Done", 1.0)


def test_a_real_benchmark_run_sends_valid_progress(python_without_tf: str) -> None:
    # Without TensorFlow the benchmark stops after its first step, which is enough here.
    progress, garbage = _run(python_without_tf, "bench", ["--quick"])
    assert garbage == []
    assert [e.progress for e in progress] == [Progress("import", "Importing TensorFlow", 0.0)]


def test_the_wire_format_is_unchanged() -> None:
    line = Progress("import", "Importing TensorFlow", 0.1).to_line()
    assert json.loads(line) == {
        "type": "progress",
        "step": "import",
        "message": "Importing TensorFlow",
        "fraction": 0.1,
    }
    assert parse_progress(line) == Progress("import", "Importing TensorFlow", 0.1)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"step": "import", "message": "Importing"}, Progress("import", "Importing", None)),
        ({"fraction": None}, Progress("", "", None)),
        ({"message": "m", "fraction": 1}, Progress("", "m", 1.0)),
        ({"message": "m", "fraction": 0}, Progress("", "m", 0.0)),
    ],
)
def test_missing_fields_have_defaults(body: dict, expected: Progress) -> None:
    assert progress_from_body({"type": "progress", **body}) == expected


@pytest.mark.parametrize(
    "body",
    [
        {"step": 3, "message": "m"},
        {"step": "s", "message": ["m"]},
        {"step": "s", "message": None},
        {"message": "m", "fraction": "0.5"},
        {"message": "m", "fraction": True},
        {"message": "m", "fraction": [0.5]},
        {"message": "m", "fraction": float("nan")},
        {"message": "m", "fraction": float("inf")},
        {"message": "m", "fraction": 1.5},
        {"message": "m", "fraction": -0.1},
        {"type": "data", "message": "m"},
    ],
)
def test_wrong_types_and_values_are_rejected(body: dict) -> None:
    assert progress_from_body({"type": "progress", **body}) is None


def test_long_text_is_cut() -> None:
    p = progress_from_body({"step": "s" * 10_000, "message": "m" * 100_000, "fraction": 0.5})
    assert p is not None
    assert len(p.step) == MAX_STEP_CHARS and len(p.message) == MAX_MESSAGE_CHARS
    assert p.message.endswith("…") and p.message.startswith("mmm")


@pytest.mark.parametrize(
    "line",
    [
        "",
        "   ",
        "progress 50%",
        "{",
        "{not json",
        "[1, 2]",
        '{"type": "progress"',
        '{"type": "progress", "fraction": NaN}',
        '{"type": "progress", "message": "\\ud800"}',  # a lone surrogate: still a str
        "{" * 100_000,
        '{"a":' * 50_000 + "1" + "}" * 50_000,  # deeper than the JSON parser recurses
        '{"type": "hello", "protocol": 1}',
        "\x00\xff" * 1000,
    ],
)
def test_garbage_never_raises(line: str) -> None:
    progress = parse_progress(line)
    if "ud800" in line:  # a well-formed progress message whose text is odd
        assert progress is not None and progress.message == "\ud800"
    else:
        assert progress is None
    parse_line(line)


def test_a_malformed_progress_line_is_garbage_to_the_runner(fake: Path) -> None:
    events: list[JobEvent] = []
    outcome = Job(sys.executable, str(fake / "bad_progress.py"), timeout=60).run(events.append)
    assert outcome.status is JobStatus.OK and outcome.result == {"answer": 42}
    assert [e.progress for e in events if e.kind == "progress"] == [Progress("d", "Measuring", 0.5)]
    assert [json.loads(line)["step"] for line in outcome.garbage] == ["a", "b", "c"]


def test_events_of_other_kinds_have_no_progress() -> None:
    assert JobEvent("data", {"type": "data", "key": "k", "value": 1}, 0.0).progress is None
    assert JobEvent("log", {"line": "progress"}, 0.0).progress is None
