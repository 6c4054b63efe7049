"""Every exit status a command declares is one it really returns, and the docs say the same."""

from __future__ import annotations

import _thread
import errno
import io
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.doctor.log_excerpts import EXCERPTS
from tests.helpers.cli import PACKAGE, run_tfgpu
from tests.helpers.paths import BENCH_FAKE_JOBS, JOB_FAKES
from tfgpu_gui import cli
from tfgpu_gui.commands import bench as bench_command
from tfgpu_gui.commands.exit_codes import (
    COMMAND_EXITS,
    BenchExit,
    CommandExit,
    DoctorExit,
    ExplainExit,
    ExportExit,
    NotifyExit,
    RunsExit,
    SnapshotExit,
    TfgpuExit,
    WatchExit,
    render_markdown,
)
from tfgpu_gui.jobs.runner import Job, JobEvent

DOC = Path(__file__).resolve().parents[2] / "docs" / "exit-codes.md"
PKG = "tfgpu_gui.commands"


def status_of(argv: list[str]) -> int:
    """What ``tfgpu ARGV`` exits with, whether ``main`` returns it or argparse exits."""
    try:
        return cli.main(argv)
    except SystemExit as exc:
        assert isinstance(exc.code, int), exc.code
        return exc.code


def log_file(tmp_path: Path, name_start: str) -> str:
    excerpt = next(e for e in EXCERPTS if e.name.startswith(name_start))
    path = tmp_path / "train.log"
    path.write_text(excerpt.text, encoding="utf-8")
    return str(path)


def interrupt(*_args: Any, **_kwargs: Any) -> Any:
    raise KeyboardInterrupt


def fail(*_args: Any, **_kwargs: Any) -> Any:
    raise RuntimeError("broken on purpose")


class CtrlCOnProgress(bench_command.ProgressLine):
    """The progress line, with Ctrl-C pressed as soon as the job reports progress."""

    def __call__(self, event: JobEvent) -> None:
        if event.progress is not None:
            _thread.interrupt_main()


def empty_file(tmp: Path) -> str:
    """An empty log in ``tmp``: nothing to explain."""
    path = tmp / "empty.log"
    path.write_bytes(b"")
    return str(path)


class FullOutput(io.StringIO):
    """A standard output on a full disk: every write fails as /dev/full's does."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def isatty(self) -> bool:
        return False


# A case arranges what it needs and returns the command line.
Case = Callable[[pytest.MonkeyPatch, Path, pytest.FixtureRequest], list[str]]


def line(*argv: str) -> Case:
    return lambda mp, tmp, rq: list(argv)


def in_tmp(argv: Callable[[Path], list[str]]) -> Case:
    return lambda mp, tmp, rq: argv(tmp)


def patched(patches: dict[str, Any], *argv: str) -> Case:
    """``argv`` with module attributes (``"module.name"``) replaced for the run."""

    def case(mp: pytest.MonkeyPatch, tmp: Path, rq: pytest.FixtureRequest) -> list[str]:
        for target, value in patches.items():
            mp.setattr(target, value)
        return list(argv)

    return case


def full_output(case: Case) -> Case:
    """``case`` with its standard output on a full disk."""

    def full(mp: pytest.MonkeyPatch, tmp: Path, rq: pytest.FixtureRequest) -> list[str]:
        argv = case(mp, tmp, rq)
        mp.setattr(sys, "stdout", FullOutput())
        return argv

    return full


def without_gpus(*argv: str) -> Case:
    """``argv`` with an NVML driver that runs but reports no GPU."""

    def case(mp: pytest.MonkeyPatch, tmp: Path, rq: pytest.FixtureRequest) -> list[str]:
        from tests.helpers.fake_nvml import FakeNvml

        FakeNvml().install(mp).gpus.clear()
        return list(argv)

    return case


def bench_job(script: Path, *argv: str, **patches: Any) -> Case:
    """``tfgpu bench ARGV`` running ``script`` (a fake job, no TensorFlow) as its job."""

    def case(mp: pytest.MonkeyPatch, tmp: Path, rq: pytest.FixtureRequest) -> list[str]:
        job = Job(sys.executable, str(script), timeout=60, grace=0.5)
        mp.setattr("tfgpu_gui.bench.job.make_bench_job", lambda *_a, **_k: job)
        for name, value in patches.items():
            mp.setattr(bench_command, name, value)
        return ["bench", "--simulate", "idle", "--history", str(tmp / "h.sqlite3"), *argv]

    return case


def blocked_history(tmp: Path) -> list[str]:
    """``tfgpu runs`` on a history whose directory is a file."""
    blocker = tmp / "a-file"
    blocker.write_text("not a directory")
    return ["runs", "--history", str(blocker / "h.sqlite3")]


def closed_port_host(tmp: Path) -> list[str]:
    """``tfgpu doctor --host`` on a host whose SSH port refuses connections."""
    from tests.helpers.servers import free_port

    config = tmp / "ssh_config"
    config.write_text(f"Host down\n  HostName 127.0.0.1\n  Port {free_port()}\n")
    return ["doctor", "--host", "down", "--ssh-config", str(config), "--no-tf"]


def remote_garbage(*_args: Any, **_kwargs: Any) -> Any:
    from tfgpu_gui.doctor.remote import RemoteFailed

    raise RemoteFailed("the host sent no report")


def interrupted_runs(mp: pytest.MonkeyPatch, tmp: Path, rq: pytest.FixtureRequest) -> list[str]:
    """``tfgpu runs`` with Ctrl-C while it reads the history."""
    mp.setattr("tfgpu_gui.bench.run_history.RunStore.gpu_runs", interrupt)
    return ["runs", "--history", str(tmp / "h.sqlite3")]


EXPORT = ("export", "--simulate", "idle", "--listen", "127.0.0.1:0")
NOTIFY = ("notify", "--test", "json://127.0.0.1:9/hook", "--timeout", "2")
SEND = "tfgpu_gui.notify.delivery.send_bounded"


def sent(*_args: Any, **_kwargs: Any) -> None:
    """A delivery that worked."""


RUN = "tfgpu_gui.telemetry.sampler.Sampler.run"

CASES: list[tuple[CommandExit, Case]] = [
    (RunsExit.OK, in_tmp(lambda tmp: ["runs", "--history", str(tmp / "h.sqlite3")])),
    (RunsExit.USAGE, line("runs", "--limit", "0")),
    (RunsExit.NO_HISTORY, in_tmp(blocked_history)),
    (
        RunsExit.OUTPUT_FAILED,
        full_output(in_tmp(lambda tmp: ["runs", "--history", str(tmp / "h.sqlite3")])),
    ),
    (RunsExit.INTERRUPTED, interrupted_runs),
    (ExportExit.OK, patched({RUN: interrupt}, *EXPORT)),
    (ExportExit.LISTEN_FAILED, line("export", "--simulate", "idle", "--listen", "192.0.2.1:9835")),
    (ExportExit.USAGE, line("export", "--listen", "nowhere")),
    (ExportExit.OUTPUT_FAILED, full_output(patched({RUN: interrupt}, *EXPORT))),
    (ExportExit.INTERRUPTED, patched({f"{PKG}.common.backend_for": interrupt}, *EXPORT)),
    (NotifyExit.OK, patched({SEND: sent}, *NOTIFY)),
    (NotifyExit.NOT_DELIVERED, line(*NOTIFY)),
    (NotifyExit.USAGE, line("notify", "--test", "nosuch://x")),
    (NotifyExit.OUTPUT_FAILED, full_output(patched({SEND: sent}, *NOTIFY))),
    (NotifyExit.INTERRUPTED, patched({SEND: interrupt}, *NOTIFY)),
    (TfgpuExit.OK, line("--simulate", "list")),
    (TfgpuExit.USAGE, line()),
    (SnapshotExit.OK, line("snapshot", "--simulate", "idle")),
    (SnapshotExit.OUTPUT_FAILED, full_output(line("snapshot", "--simulate", "idle"))),
    (WatchExit.OUTPUT_FAILED, full_output(line("watch", "--simulate", "idle", "-n", "1"))),
    (
        DoctorExit.OUTPUT_FAILED,
        full_output(in_tmp(lambda tmp: ["doctor", "--log", log_file(tmp, "harmless")])),
    ),
    (ExplainExit.OUTPUT_FAILED, full_output(line("explain", "no-nvidia-driver"))),
    (
        BenchExit.OUTPUT_FAILED,
        full_output(bench_job(BENCH_FAKE_JOBS / "garbage_then_result.py", "--no-save")),
    ),
    (SnapshotExit.USAGE, line("snapshot", "--bogus")),
    (SnapshotExit.NO_TELEMETRY, line("snapshot", "--simulate", "no-driver")),
    (SnapshotExit.NO_GPU, without_gpus("snapshot")),
    (SnapshotExit.INTERRUPTED, patched({f"{PKG}.common.backend_for": interrupt}, "snapshot")),
    (WatchExit.OK, line("watch", "--simulate", "idle", "-n", "1")),
    (
        WatchExit.CSV_UNWRITABLE,
        in_tmp(lambda tmp: ["watch", "--simulate", "idle", "--csv", str(tmp / "no" / "x.csv")]),
    ),
    (WatchExit.USAGE, line("watch", "--interval", "0")),
    (WatchExit.CSV_WRITE_FAILED, line("watch", "--simulate", "idle", "--csv", "/dev/full")),
    (WatchExit.NO_TELEMETRY, line("watch", "--simulate", "no-driver")),
    (WatchExit.NO_GPU, without_gpus("watch", "-n", "2")),
    (WatchExit.INTERRUPTED, patched({f"{PKG}.common.backend_for": interrupt}, "watch")),
    (DoctorExit.OK, in_tmp(lambda tmp: ["doctor", "--log", log_file(tmp, "harmless")])),
    (DoctorExit.WARNINGS, in_tmp(lambda tmp: ["doctor", "--log", log_file(tmp, "H100")])),
    (DoctorExit.ERRORS, in_tmp(lambda tmp: ["doctor", "--log", log_file(tmp, "out of memory")])),
    (DoctorExit.BAD_TARGET, in_tmp(lambda tmp: ["doctor", "--python", str(tmp), "--no-tf"])),
    (DoctorExit.LOG_UNREADABLE, in_tmp(lambda tmp: ["doctor", "--log", str(tmp / "none.log")])),
    (DoctorExit.NOTHING_TO_EXPLAIN, in_tmp(lambda tmp: ["doctor", "--log", empty_file(tmp)])),
    (
        DoctorExit.INTERNAL,
        patched({"tfgpu_gui.doctor.collect.DoctorRun.run": fail}, "doctor", "--no-tf"),
    ),
    (DoctorExit.USAGE, line("doctor", "--bogus")),
    (DoctorExit.HOST_UNREACHABLE, in_tmp(closed_port_host)),
    (
        DoctorExit.REMOTE_FAILED,
        patched({"tfgpu_gui.doctor.remote.probe_host": remote_garbage}, "doctor", "--host", "h"),
    ),
    (
        DoctorExit.INTERRUPTED,
        patched({"tfgpu_gui.doctor.collect.DoctorRun.run": interrupt}, "doctor", "--no-tf"),
    ),
    (ExplainExit.OK, line("explain", "no-nvidia-driver")),
    (ExplainExit.USAGE, line("explain", "no-such-finding")),
    (
        ExplainExit.INTERRUPTED,
        patched(
            {"tfgpu_gui.doctor.knowledge.catalogue.entry": interrupt}, "explain", "no-nvidia-driver"
        ),
    ),
    (BenchExit.OK, bench_job(BENCH_FAKE_JOBS / "garbage_then_result.py")),
    (BenchExit.FAILED, bench_job(BENCH_FAKE_JOBS / "crash_after_data.py", "--no-save")),
    (
        BenchExit.NOT_SAVED,
        bench_job(BENCH_FAKE_JOBS / "garbage_then_result.py", "--history", "/dev/null/h.sqlite3"),
    ),
    (BenchExit.USAGE, line("bench", "--suite", "nope")),
    (
        BenchExit.NO_TENSORFLOW,
        lambda mp, tmp, rq: ["bench", "--python", rq.getfixturevalue("python_without_tf")],
    ),
    (
        BenchExit.INTERRUPTED,
        bench_job(JOB_FAKES / "hang.py", "--no-save", ProgressLine=CtrlCOnProgress),
    ),
]


@pytest.mark.parametrize(
    ("expected", "case"), CASES, ids=[f"{type(e).__name__}.{e.name}" for e, _ in CASES]
)
def test_the_status_is_reached(
    expected: CommandExit,
    case: Case,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    argv = case(monkeypatch, tmp_path, request)
    status = status_of(argv)
    assert status == expected, f"tfgpu {' '.join(argv)} exited {status}, not {expected!r}"


def test_every_declared_status_has_a_case() -> None:
    declared = {(codes, member) for codes in COMMAND_EXITS.values() for member in codes}
    covered = {(type(member), member) for member, _ in CASES}
    assert declared == covered


def test_a_number_means_one_thing_within_a_command() -> None:
    for name, codes in COMMAND_EXITS.items():
        numbers = [int(member) for member in codes.__members__.values()]
        assert len(numbers) == len(set(numbers)), name
        assert all(m.meaning and "\n" not in m.meaning for m in codes), name


def test_every_command_has_its_exit_codes_and_shares_the_common_ones() -> None:
    commands = {module.NAME: module.EXIT for module in cli._load_commands()}
    assert commands == {k: v for k, v in COMMAND_EXITS.items() if k != "tfgpu"}
    for codes in commands.values():
        assert codes.OK == 0 and codes.INTERRUPTED == 130
        usage = 64 if codes is DoctorExit else 2
        assert usage == codes.USAGE


@pytest.mark.parametrize("name", [n for n in COMMAND_EXITS if n != "tfgpu"])
def test_help_lists_the_exit_codes(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli.main([name, "--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    section = out[out.index("exit status:") :].splitlines()[1:]
    assert [line.split(None, 1) for line in section] == [
        [str(int(m)), m.meaning] for m in COMMAND_EXITS[name]
    ]


def test_the_committed_table_is_the_generated_one() -> None:
    assert DOC.read_text(encoding="utf-8") == render_markdown(), (
        "regenerate: python -m tfgpu_gui.commands.exit_codes > docs/exit-codes.md"
    )


def test_a_full_disk_on_standard_output_is_one_line_not_a_traceback() -> None:
    with open(os.devnull.replace("null", "full"), "w") as full:  # /dev/full
        result = run_tfgpu(
            "--simulate", "training", "snapshot", module=PACKAGE, stdout=full, timeout=60
        )
    assert result.returncode == SnapshotExit.OUTPUT_FAILED
    assert result.stderr.strip() == "tfgpu: cannot write the output: No space left on device"
