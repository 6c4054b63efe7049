"""The remote stream's refusals in the words a user reads, its texts at their limits, and the
nvidia-smi loop as a shell runs it.

A refused line ends the connection as ``bad-output`` with the refusal's text as the host's
detail, and an error line's message is the host's ``remote-error`` detail (``ssh.py``): those
texts are written out in full here. The nvidia-smi loop is run by ``sh`` against a stand-in
``nvidia-smi`` that records what it was asked and answers with the line a real nvidia-smi
wrote for our query (fixtures/nvidia_smi/h200_driver580_our_query.csv, see its SOURCES.md),
and a stand-in ``sleep`` that records its argument and returns at once.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tfgpu_gui.telemetry.remote.nvsmi import NvsmiReader, remote_script
from tfgpu_gui.telemetry.remote.stream import Hello, StreamError, StreamFailure, parse_line
from tfgpu_gui.text.numbers import MIB

FIXTURES = Path(__file__).parent / "fixtures" / "nvidia_smi"
SCHEMA = "tfgpu.stream/1"


def _refusal(line: bytes | str) -> str:
    with pytest.raises(StreamError) as caught:
        parse_line(line, "lab", 0.0, 0.0)
    return str(caught.value)


# -- the stream's refusals and texts ----------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        b'{"schema": "tfgpu.stream/1", "type": "hel',  # a line cut short
        b"Welcome to Ubuntu 22.04.3 LTS (GNU/Linux 5.15.0-91-generic x86_64)",  # a login banner
        b"[" * 100_000,  # too deep for the JSON reader
    ],
)
def test_a_line_that_is_not_json_is_refused_in_those_words(line: bytes) -> None:
    assert _refusal(line) == "a line that is not JSON"


@pytest.mark.parametrize("line", ["[]", "null", '"tfgpu.stream/1"', "3"])
def test_json_that_is_not_an_object_is_refused_in_those_words(line: str) -> None:
    assert _refusal(line) == "a line that is not a JSON object"


def test_another_schema_is_named_by_its_first_40_characters() -> None:
    schema = "tfgpu.stream/2+" + "x" * 25 + "Y"  # 41 characters: the 41st is cut
    assert len(schema) == 41
    refusal = _refusal(json.dumps({"schema": schema, "type": "hello"}))
    assert refusal == (
        "stream schema 'tfgpu.stream/2+xxxxxxxxxxxxxxxxxxxxxxxxx', not 'tfgpu.stream/1'"
    )


def test_a_line_without_a_schema_says_it_has_none() -> None:
    assert _refusal('{"type": "hello"}') == "stream schema None, not 'tfgpu.stream/1'"


def test_an_unknown_type_is_named_by_its_first_32_characters() -> None:
    kind = "snapshot-of-the-future-" + "z" * 9 + "Q"  # 33 characters
    assert len(kind) == 33
    refusal = _refusal(json.dumps({"schema": SCHEMA, "type": kind}))
    assert refusal == "a line of unknown type 'snapshot-of-the-future-zzzzzzzzz'"


def test_a_line_of_no_type_says_none() -> None:
    assert _refusal(json.dumps({"schema": SCHEMA})) == "a line of unknown type None"


def test_the_hello_keeps_the_first_64_characters_of_the_version() -> None:
    version = "1.2.3+" + "g" * 58 + "TAIL"  # 68 characters
    hello = parse_line(
        json.dumps({"schema": SCHEMA, "type": "hello", "version": version, "interval": 2}),
        "lab",
        0.0,
        0.0,
    )
    assert hello == Hello(SCHEMA, "1.2.3+" + "g" * 58, 2.0)


def test_an_error_line_without_kind_or_message_is_an_nvml_error_with_no_words() -> None:
    failure = parse_line(json.dumps({"schema": SCHEMA, "type": "error"}), "lab", 0.0, 0.0)
    assert failure == StreamFailure("nvml-error", "")


# -- the nvidia-smi loop, run -----------------------------------------------------------------


def _h200_capture() -> tuple[str, str]:
    """The captured query (the header gpu_check.py wrote) and nvidia-smi's line for it."""
    header, line = (FIXTURES / "h200_driver580_our_query.csv").read_text("utf-8").splitlines()
    return header, line


def _run_loop(tmp_path: Path, interval: float) -> tuple[list[str], list[str], int]:
    """Run the loop once round: the calls made (one a line), its output lines, its status.

    The stand-in nvidia-smi answers the first ``--query-gpu`` with the H200's captured line,
    the compute-apps query with nothing (no process), and fails the second ``--query-gpu``
    without a word, which ends the loop (``@@tfgpu-smi-failed``, exit 3).
    """
    _, line = _h200_capture()
    stand_ins = tmp_path / "bin"
    stand_ins.mkdir()
    calls, answer, once = tmp_path / "calls", tmp_path / "answer.csv", tmp_path / "once"
    answer.write_text(line + "\n", encoding="utf-8")
    smi = stand_ins / "nvidia-smi"
    smi.write_text(
        "#!/bin/sh\n"
        f"echo \"nvidia-smi $*\" >> '{calls}'\n"
        'case "$1" in\n'
        f"  --query-gpu=*) [ -e '{once}' ] && exit 9; : > '{once}'; cat '{answer}' ;;\n"
        "esac\n"
        "exit 0\n",
        encoding="utf-8",
    )
    sleep = stand_ins / "sleep"
    sleep.write_text(f"#!/bin/sh\necho \"sleep $*\" >> '{calls}'\n", encoding="utf-8")
    for tool in (smi, sleep):
        tool.chmod(0o755)
    env = {**os.environ, "PATH": f"{stand_ins}:/usr/bin:/bin"}
    done = subprocess.run(
        ["sh", "-c", remote_script(interval)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return calls.read_text(encoding="utf-8").splitlines(), done.stdout.splitlines(), done.returncode


@pytest.mark.parametrize(
    ("interval", "slept"),
    [(0.001, "0.100"), (2.5, "2.500"), (1e9, "86400.000")],  # at least 0.1 s, at most a day
)
def test_the_loop_asks_nvidia_smi_for_our_fields_and_sleeps_the_interval(
    tmp_path: Path, interval: float, slept: str
) -> None:
    query, line = _h200_capture()
    calls, output, status = _run_loop(tmp_path, interval)
    fmt = "--format=csv,noheader,nounits"
    assert calls == [
        f"nvidia-smi --query-gpu={query} {fmt}",
        f"nvidia-smi --query-compute-apps=gpu_uuid,pid,process_name,used_memory {fmt}",
        f"sleep {slept}",
        f"nvidia-smi --query-gpu={query} {fmt}",
    ]
    assert output == [
        "@@tfgpu-gpus",
        line,
        "@@tfgpu-apps",
        "@@tfgpu-end",
        "@@tfgpu-gpus",
        "@@tfgpu-smi-failed",
    ]
    assert status == 3


def test_the_loops_output_reads_as_the_h200_then_as_no_driver(tmp_path: Path) -> None:
    _, output, _ = _run_loop(tmp_path, 2.0)
    reader = NvsmiReader("lab")
    snaps = [s for s in (reader.feed(x + "\n", 100.0, 5.0) for x in output) if s is not None]
    (snap,) = snaps
    assert snap.system.backend == "nvidia-smi" and snap.system.driver_version == "580.159.04"
    (gpu,) = snap.gpus
    assert (gpu.index, gpu.static.name, gpu.static.host) == (0, "NVIDIA H200", "lab")
    assert gpu.reading is not None and gpu.reading.memory_total_bytes == 143771 * MIB
    assert gpu.processes == ()
    assert reader.failure == ("no-driver", "")
