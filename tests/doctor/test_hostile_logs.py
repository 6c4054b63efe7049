"""`tfgpu doctor --log` on logs as anyone may hand them over: other encodings, empty or binary
files, `\\r` progress bars, huge files, inputs that cannot be read."""

from __future__ import annotations

import codecs
import json
import os
import resource
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.doctor.log_excerpts import EXCERPTS
from tests.helpers.cli import cli_env, tfgpu_command, tfgpu_shell_command
from tfgpu_gui.cli import main
from tfgpu_gui.commands import doctor as doctor_command
from tfgpu_gui.commands.exit_codes import DoctorExit

CUDNN = next(e for e in EXCERPTS if "cuDNN 9.1" in e.name).text.strip().splitlines()[0]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["doctor", *args])
    captured = capsys.readouterr()
    return int(status), captured.out, captured.err


# --- encodings ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("encoding", "bom"),
    [
        ("utf-16-le", codecs.BOM_UTF16_LE),  # PowerShell 5's `>`
        ("utf-16-be", codecs.BOM_UTF16_BE),
        ("utf-16-le", b""),
        ("utf-16-be", b""),
        ("utf-32-le", codecs.BOM_UTF32_LE),
        ("utf-32-be", codecs.BOM_UTF32_BE),
        ("utf-8", codecs.BOM_UTF8),
    ],
)
def test_other_encodings_are_explained_like_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], encoding: str, bom: bytes
) -> None:
    log = tmp_path / "train.log"
    log.write_bytes(bom + ("I0000 starting\r\n" + CUDNN + "\r\n").encode(encoding))
    status, out, _ = _run(capsys, "--log", str(log), "--json")
    report = json.loads(out)
    assert status == DoctorExit.ERRORS
    assert [f["id"] for f in report["findings"]] == ["cudnn-version-mismatch"]
    assert report["log"]["total_lines"] == 2
    assert report["log"]["encoding"] == encoding
    assert report["findings"][0]["evidence"][0].startswith("log line 2: E0000")


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"", "empty"),
        (codecs.BOM_UTF16_LE, "empty"),
        (b"\n\n  \r\n\t\n", "blank"),
        (bytes(range(256)) * 64, "binary"),
        (b"\x7fELF\x02\x01\x01" + b"\x00" * 4000, "binary"),
        (b"\x1f\x8b\x08\x00" + os.urandom(4000), "binary"),
    ],
    ids=["empty", "only-bom", "blank", "all-bytes", "elf", "gzip"],
)
def test_nothing_to_explain_is_never_nothing_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, why: str
) -> None:
    log = tmp_path / "x.log"
    log.write_bytes(content)
    status, out, err = _run(capsys, "--log", str(log))
    assert status == DoctorExit.NOTHING_TO_EXPLAIN
    assert out == "" and err.count("\n") == 1 and "nothing to explain" in err
    assert why in err
    status, out, _ = _run(capsys, "--log", str(log), "--json")
    assert status == DoctorExit.NOTHING_TO_EXPLAIN
    assert json.loads(out)["error"]["kind"] == "log-empty"


# --- lines ----------------------------------------------------------------------------------------
def test_carriage_returns_do_not_count_as_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    progress = "".join(f"\r{i}/500 [====>....] - ETA: 3s - loss: 0.5" for i in range(500))
    log = tmp_path / "fit.log"
    log.write_text(f"Epoch 1/1\n{progress}\r\n{CUDNN}\n", newline="")
    status, out, _ = _run(capsys, "--log", str(log), "--json")
    report = json.loads(out)
    assert status == DoctorExit.ERRORS
    assert report["log"]["total_lines"] == 3
    assert report["findings"][0]["evidence"][0].startswith("log line 3: ")
    # The rewritten line is what the terminal showed last.
    assert report["log"]["lines"][1] == "499/500 [====>....] - ETA: 3s - loss: 0.5"


def test_a_line_without_end_is_cut_and_marked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "one.log"
    log.write_text(CUDNN + " " + "x" * 3_000_000 + "\nlast\n")
    status, out, _ = _run(capsys, "--log", str(log), "--json")
    report = json.loads(out)
    assert status == DoctorExit.ERRORS
    assert report["log"]["cut_lines"] == 1
    assert report["log"]["lines"][0].endswith(" [line cut]")
    assert len(report["log"]["lines"][0]) < 9000
    assert report["log"]["lines"][1] == "last"


def test_many_matches_keep_examples_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    from tfgpu_gui.doctor.collect import explain_log_report

    # (many times what is kept of each: 20 examples a group, 50 unread errors, 500 lines)
    report = explain_log_report([CUDNN] * 2_000 + ["E0000 00:00:1.2 x.cc:1] new"] * 2_000)
    log = report.log or {}
    assert log["counts"] == {"cudnn-version-mismatch": 2_000}
    assert len(log["groups"]["blocking"]) == 20
    assert log["unrecognised_error_count"] == 2_000 and len(log["unrecognised_errors"]) == 50
    assert report.findings[0].evidence[-1] == "... and 1996 more line(s) like these"
    assert len(report.log_lines) == 500 and log["first_kept_line"] == 3_501


# --- inputs that cannot be read -------------------------------------------------------------
def _shell(command: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", command], capture_output=True, text=True, env=cli_env(), timeout=timeout
    )


TFGPU = tfgpu_shell_command("doctor")


def test_closed_standard_input() -> None:
    result = _shell(f"{TFGPU} --log - <&-")
    assert result.returncode == DoctorExit.LOG_UNREADABLE
    assert result.stderr == "tfgpu doctor: cannot read standard input: standard input is closed\n"
    result = _shell(f"{TFGPU} --log - --json <&-")
    assert json.loads(result.stdout)["error"]["kind"] == "log-unreadable"


def test_standard_input_in_utf16() -> None:
    result = _shell(
        f"printf 'I0000 ok\\n{CUDNN}\\n' | iconv -f utf-8 -t utf-16 | {TFGPU} --log - --json"
    )
    assert result.returncode == DoctorExit.ERRORS, result.stderr
    assert json.loads(result.stdout)["findings"][0]["id"] == "cudnn-version-mismatch"


def test_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--log", str(tmp_path))
    assert status == DoctorExit.LOG_UNREADABLE and out == ""
    assert err == f"tfgpu doctor: cannot read {tmp_path}: it is a folder, not a file\n"


def test_an_empty_name(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "--log", "")
    assert status == DoctorExit.USAGE and "--log needs a file name" in err


def test_a_fifo_that_gives_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: open(fifo, "wb").close(), daemon=True)
    writer.start()
    status, _, err = _run(capsys, "--log", str(fifo))
    writer.join(timeout=10)
    assert status == DoctorExit.NOTHING_TO_EXPLAIN and "the log is empty" in err


def test_a_file_without_permission(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "secret.log"
    log.write_text(CUDNN)
    log.chmod(0)
    if os.access(log, os.R_OK):  # root reads anyway: the refusal comes from open() itself

        def refuse(*args: object, **kwargs: object) -> object:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(doctor_command, "open", refuse, raising=False)
    status, out, err = _run(capsys, "--log", str(log))
    assert status == DoctorExit.LOG_UNREADABLE and out == ""
    assert err == f"tfgpu doctor: cannot read {log}: Permission denied\n"


def test_a_read_error_half_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Failing:
        def __init__(self) -> None:
            self.calls = 0

        def read(self, size: int = -1) -> bytes:
            self.calls += 1
            if self.calls > 1:
                raise OSError(5, "Input/output error")
            return (CUDNN + "\n").encode()

        def close(self) -> None:
            pass

    monkeypatch.setattr(doctor_command, "_open_log", lambda name: Failing())
    status, _, err = _run(capsys, "--log", "disk.log")
    assert status == DoctorExit.LOG_UNREADABLE
    assert err == "tfgpu doctor: cannot read disk.log: Input/output error\n"


# --- memory -------------------------------------------------------------------------------------
def _write_log(path: Path, megabytes: int) -> None:
    block = "\n".join(
        [CUDNN, "Epoch 3/100 - 12s - loss: 0.0213 - accuracy: 0.9", "E0000 x.cc:1] unknown"] * 300
    )
    block = (block + "\n").encode()
    with path.open("wb") as f:
        for _ in range(megabytes * (1 << 20) // len(block) + 1):
            f.write(block)


# Starts the command it is given and prints its exit status and peak resident set. A child's
# peak counts from the process it was forked from (Linux keeps the high-water mark across
# exec): forked from the test's own process, every child would report the test's size. This
# small process is what the measured one is forked from.
_PEAK_OF = """
import os, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
"""


def _peak_rss_kib(log: Path) -> int:
    """The peak resident set of ``tfgpu doctor --log LOG --json`` run as a child."""
    command = tfgpu_command("doctor", "--log", str(log), "--json")
    done = subprocess.run(
        [sys.executable, "-S", "-c", _PEAK_OF, *command],
        env=cli_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        timeout=240,
        check=True,
    )
    status, peak = done.stdout.split()[-2:]  # the doctor's JSON report comes first
    assert int(status) == DoctorExit.ERRORS
    return int(peak)  # KiB on Linux


def test_a_childs_peak_is_its_own_not_the_test_process_size(tmp_path: Path) -> None:
    """The measure above reads the doctor's own memory: a tiny log's peak is well below this
    test process's, from which a child forked directly would report the test's size."""
    small = tmp_path / "small.log"
    small.write_text(CUDNN + "\n", encoding="utf-8")
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert _peak_rss_kib(small) < own


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss is in KiB on Linux only")
def test_memory_does_not_grow_with_the_log(tmp_path: Path) -> None:
    small, large = tmp_path / "small.log", tmp_path / "large.log"
    _write_log(small, 1)
    _write_log(large, 7)  # 6 MiB more: kept as lines, several times that
    grown_kib = _peak_rss_kib(large) - _peak_rss_kib(small)
    assert grown_kib < 4 * 1024, f"peak RSS grew by {grown_kib} KiB for 7x the log"
