"""An SSH host's connection, with a stand-in for the ssh program: what it runs, how it reads
the stream (our JSON lines or the nvidia-smi loop), and the state each ending leaves.

The stand-in is a shell script given as ``SshOptions.ssh``: it writes what the "host" would
send and ends as the connection would. Every wait is bounded: a connection that hangs fails
the test within seconds.
"""

from __future__ import annotations

import os
import selectors
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import psutil
import pytest

from tests.helpers.processes import wait_for
from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.telemetry.remote import ssh
from tfgpu_gui.telemetry.remote.nvsmi import (
    GPU_FIELDS,
    MARK_APPS,
    MARK_END,
    MARK_FAILED,
    MARK_GPUS,
    MARK_MISSING,
)
from tfgpu_gui.telemetry.remote.ssh import (
    MAX_STDERR_BYTES,
    STOP_GRACE_S,
    SshBackend,
    SshOptions,
    remote_command,
    ssh_argv,
)
from tfgpu_gui.telemetry.remote.states import STATES, RemoteUnavailable
from tfgpu_gui.telemetry.remote.stream import MAX_LINE_BYTES, error_line, hello_line, snapshot_line
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic, Snapshot, SystemInfo

pytestmark = pytest.mark.timeout(30)

SMI = Path(__file__).parent / "fixtures" / "nvidia_smi"
#: How long a test waits for a state at most.
WAIT = 6.0


def _snapshot(gpus: int) -> Snapshot:
    return Snapshot(
        1.0,
        1.0,
        SystemInfo("nvml", driver_version="550.54"),
        tuple(
            GpuSnapshot(GpuStatic(i, "A100"), GpuReading(util_gpu_percent=10.0 * (i + 1)))
            for i in range(gpus)
        ),
    )


class StandIn:
    """Writes stand-in ssh programs into ``folder``; each records its arguments."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.args = folder / "args"
        self.count = 0

    def data(self, name: str, text: str) -> Path:
        path = self.folder / name
        path.write_text(text, encoding="utf-8")
        return path

    def options(self, body: str, **kw: object) -> SshOptions:
        self.count += 1
        path = self.folder / f"ssh{self.count}"
        path.write_text(
            f"#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '{self.args}'\n{body}\n",
            encoding="utf-8",
        )
        os.chmod(path, 0o755)
        return SshOptions(ssh=str(path), **kw)  # type: ignore[arg-type]


@pytest.fixture
def stand_in(tmp_path: Path) -> StandIn:
    return StandIn(tmp_path)


@pytest.fixture
def backends() -> Iterator[list[SshBackend]]:
    made: list[SshBackend] = []
    yield made
    for b in made:
        b.close()


def _backend(made: list[SshBackend], options: SshOptions, **kw: object) -> SshBackend:
    """One connection at a time: the next one waits a minute (closing ends the wait)."""
    settings: dict[str, object] = {"interval": 0.2, "backoff_base": 60.0, "backoff_max": 60.0}
    settings.update(kw)
    b = SshBackend("lab", options=options, **settings)  # type: ignore[arg-type]
    made.append(b)
    return b


def _state(b: SshBackend, state: str) -> None:
    wait_for(lambda: b.state.state == state, WAIT, f"state {state} (is {b.state.state})")


def _settled(b: SshBackend) -> str:
    assert b.wait_settled(WAIT), "neither a reading nor a failure came"
    return b.state.state


def _ended(b: SshBackend, connections: int = 1) -> None:
    """Wait until connection number ``connections`` ended (its delay was chosen)."""
    wait_for(lambda: len(b.backoff.delays) >= connections, WAIT, "the connection to end")


# -- the command line -------------------------------------------------------------------------


def test_ssh_is_run_with_the_options_the_host_and_the_remote_command(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    options = stand_in.options("exit 0", extra=("-p", "2222"))
    b = _backend(backends, options, interval=2.5)
    assert b.command == remote_command(2.5)
    assert b.open() == SystemInfo(backend="ssh:lab", host="lab")
    _ended(b)
    args = stand_in.args.read_text(encoding="utf-8").split("\n")[:-1]
    assert args == ssh_argv("lab", remote_command(2.5), options)[1:]
    assert b.connections == 1


def test_the_command_line_names_each_option() -> None:
    options = SshOptions(
        ssh="/x/ssh", connect_timeout_s=7, alive_interval_s=4, alive_count=2, extra=("-4",)
    )
    assert ssh_argv("lab", "cmd", options) == [
        "/x/ssh",
        "-T",
        "-o",
        "BatchMode=yes",
        "-o",
        "ConnectTimeout=7",
        "-o",
        "ServerAliveInterval=4",
        "-o",
        "ServerAliveCountMax=2",
        "-4",
        "--",
        "lab",
        "cmd",
    ]
    defaults = ssh_argv("lab", "cmd", SshOptions())
    assert defaults[:10] == ssh_argv("lab", "cmd", SshOptions("ssh", 10, 5, 3))[:10]
    assert "ConnectTimeout=10" in defaults and "ServerAliveCountMax=3" in defaults


def test_a_given_command_is_run_instead(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(backends, stand_in.options("exit 0"), command="echo hi")
    b.open()
    _ended(b)
    assert stand_in.args.read_text(encoding="utf-8").split("\n")[-2] == "echo hi"


def test_the_remote_command_prefers_tfgpu_at_the_interval() -> None:
    command = remote_command(2.5)
    assert command.startswith("sh -c 'if command -v tfgpu >/dev/null 2>&1; then ")
    assert "exec tfgpu watch --jsonl --interval 2.500; fi; " in command
    assert "--interval 0.100;" in remote_command(0.001)  # at least a tenth of a second
    assert "--interval 86400.000;" in remote_command(1e9)  # at most a day
    assert command.endswith("sleep 2.500; done'")  # the nvidia-smi loop after it


def test_an_ssh_that_cannot_run_leaves_the_host_unreachable(
    tmp_path: Path, backends: list[SshBackend]
) -> None:
    missing = tmp_path / "no-such-ssh"
    b = _backend(backends, SshOptions(ssh=str(missing)))
    b.open()
    assert _settled(b) == "unreachable"
    assert f"(cannot run {missing}: No such file or directory)" in b.state.message
    assert b.connections == 0 and b.pid is None


def test_an_ssh_that_cannot_run_is_retried_later_and_later(
    tmp_path: Path, backends: list[SshBackend]
) -> None:
    b = _backend(backends, SshOptions(ssh=str(tmp_path / "no-such-ssh")), backoff_base=0.01)
    b.open()
    _ended(b, 3)
    assert list(b.backoff.delays)[:3] == [0.01, 0.02, 0.04]


def test_the_defaults() -> None:
    b = SshBackend(" lab ")
    assert (b.host, b.name, b.interval, b.options) == ("lab", "ssh:lab", 1.0, SshOptions())
    assert (b.backoff.base, b.backoff.ceiling) == (1.0, 30.0)
    assert b.stale_after == 15.0  # at least 15 s
    assert SshBackend("lab", interval=10.0).stale_after == 30.0  # three intervals
    assert SshBackend("lab", stale_after=2.0).stale_after == 2.0
    assert b.state.state == "connecting" and b.state.kind == "ssh" and b.state.name == "lab"
    assert not b.is_open and b.connections == 0 and b.lines_read == 0


# -- our stream -------------------------------------------------------------------------------


def test_readings_come_through_with_the_host_and_its_state(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data(
        "stream",
        f"{hello_line(0.2)}\n{snapshot_line(_snapshot(1))}\n{snapshot_line(_snapshot(3))}\n",
    )
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    with pytest.raises(RemoteUnavailable) as connecting:
        b.read()  # opens; nothing came yet
    assert connecting.value.source.state == "connecting"
    wait_for(lambda: b.lines_read == 3, WAIT, "three lines")
    snap = b.read()
    assert [g.static.host for g in snap.gpus] == ["lab"] * 3  # the newest: three GPUs
    assert [g.reading.util_gpu_percent for g in snap.gpus if g.reading] == [10, 20, 30]
    (state,) = snap.sources
    assert (state.name, state.kind, state.state, state.gpu_count) == ("lab", "ssh", "ok", 3)
    assert state.message == "lab: connected."
    assert b.state == state and b.is_open
    assert psutil.Process(b.pid).is_running()
    assert abs(snap.wall_time - time.time()) < 60  # stamped when it came
    assert abs(snap.monotonic - time.monotonic()) < 60


def test_a_stream_indented_by_spaces_is_still_ours(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f"  {hello_line(0.2)}\n  {snapshot_line(_snapshot(2))}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "ok"
    assert len(b.read().gpus) == 2


def test_a_reading_split_across_writes_is_read_whole(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    line = snapshot_line(_snapshot(2))
    first = stand_in.data("first", line[:40])
    rest = stand_in.data("rest", line[40:] + "\n")
    b = _backend(backends, stand_in.options(f"cat '{first}'; sleep 0.3; cat '{rest}'; sleep 60"))
    b.open()
    assert _settled(b) == "ok"
    assert len(b.read().gpus) == 2 and b.lines_read == 1


def test_an_error_line_from_the_host_is_its_state(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f"{hello_line(0.2)}\n{error_line('no-driver', 'gone')}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "remote-error"
    assert b.state.message == STATES["remote-error"].message("lab", "gone")
    with pytest.raises(RemoteUnavailable):
        b.read()


def test_a_host_that_reports_no_telemetry_and_ends_keeps_its_words(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    """`tfgpu watch --jsonl` writes an error line and exits (status 3) when its first reading
    fails: the host's own sentence stays, not "bad output"."""
    stream = stand_in.data("stream", f"{hello_line(0.2)}\n{error_line('no-gpu', 'no GPU here')}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exit 3"))
    b.open()
    _ended(b)
    assert b.state.state == "remote-error"
    assert b.state.message == STATES["remote-error"].message("lab", "no GPU here")


def test_readings_after_an_error_line_clear_it(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data(
        "stream",
        f"{error_line('nvml-error', 'later')}\n{snapshot_line(_snapshot(1))}\n{hello_line(1)}\n",
    )
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exit 0"))
    b.open()
    _ended(b)
    assert b.state.state == "lost"  # readings came after the error: it ended as a lost one
    assert b.state.gpu_count == 0


def test_a_line_that_is_not_ours_ends_the_connection_as_bad_output(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f'{snapshot_line(_snapshot(1))}\n{{"x": 1}}\n')
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    b.open()
    _ended(b)  # without waiting for the host to end
    assert b.state.state == "bad-output"
    assert b.backoff.delays[-1] == 60.0


def test_a_line_past_the_limit_is_bad_output(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(
        backends, stand_in.options(f"head -c {MAX_LINE_BYTES + 1} /dev/zero | tr '\\0' x; sleep 60")
    )
    b.open()
    _ended(b)
    assert b.state.state == "bad-output"
    assert f"a line longer than {MAX_LINE_BYTES} bytes" in b.state.message


def test_a_line_at_the_limit_is_read(stand_in: StandIn, backends: list[SshBackend]) -> None:
    line = snapshot_line(_snapshot(1))
    padded = line[:-1] + ", " + '"pad": "' + "x" * (MAX_LINE_BYTES - len(line) - 11) + '"}'
    assert len(padded) == MAX_LINE_BYTES
    stream = stand_in.data("stream", padded + "\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "ok"


# -- the nvidia-smi loop ----------------------------------------------------------------------


def _smi_line() -> str:
    """The RTX 2060 row of a real capture, in our query's columns (``[N/A]`` where it has
    none of ours)."""
    header, row = (SMI / "rtx2060_units_smc_issue57.csv").read_text(encoding="utf-8").splitlines()
    fields = [f.split(" [")[0].strip() for f in header.split(",")]
    cells = {"index": "0", **dict(zip(fields, (c.strip() for c in row.split(",")), strict=True))}
    return ", ".join(cells.get(field, "[N/A]") for field in GPU_FIELDS)


def test_the_nvidia_smi_loop_is_read_when_the_host_has_no_tfgpu(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    block = stand_in.folder / "block"
    block.write_bytes(
        f"{MARK_GPUS}\n{_smi_line()}\n{MARK_APPS}\n".encode()
        + b"\xff\xfe\n"  # not text: no process, and no harm
        + f"{MARK_END}\n".encode()
    )
    b = _backend(backends, stand_in.options(f"cat '{block}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "ok"
    snap = b.read()
    assert snap.system.backend == "nvidia-smi" and snap.system.driver_version == "460.91.03"
    assert [(g.static.name, g.static.host) for g in snap.gpus] == [("GeForce RTX 2060", "lab")]
    assert b.state.gpu_count == 1
    assert abs(snap.wall_time - time.time()) < 60  # stamped when it came
    assert abs(snap.monotonic - time.monotonic()) < 60


def test_a_json_looking_line_inside_the_nvidia_smi_loop_is_not_read_as_ours(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    block = stand_in.data(
        "block", f"{MARK_GPUS}\n{snapshot_line(_snapshot(1))}\n{MARK_APPS}\n{MARK_END}\n"
    )
    b = _backend(backends, stand_in.options(f"cat '{block}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "ok"
    assert b.read().gpus == ()  # not a GPU row: no GPU, and not a stream error either


def test_a_host_whose_nvidia_smi_loop_ends_after_readings_is_lost(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    block = stand_in.data("block", f"{MARK_GPUS}\n{_smi_line()}\n{MARK_APPS}\n{MARK_END}\n")
    b = _backend(backends, stand_in.options(f"cat '{block}'; exit 0"))
    b.open()
    _ended(b)
    assert b.state.state == "lost"


def test_an_nvidia_smi_block_that_never_ends_is_bad_output(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    block = stand_in.data("block", f"{MARK_GPUS}\n{_smi_line()}\n{MARK_APPS}\n")
    b = _backend(backends, stand_in.options(f"cat '{block}'; exit 0"))
    b.open()
    _ended(b)
    assert b.state.state == "bad-output"


def test_a_host_without_nvidia_smi_says_so(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(backends, stand_in.options(f"echo {MARK_MISSING}; exit 127"))
    b.open()
    _ended(b)
    assert b.state.state == "no-nvidia-smi"


def test_a_failing_nvidia_smi_is_no_driver(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(backends, stand_in.options(f"echo {MARK_GPUS}; echo {MARK_FAILED}; exit 3"))
    b.open()
    _ended(b)
    assert b.state.state == "no-driver"


# -- how a connection ends --------------------------------------------------------------------


def test_a_host_that_sends_nothing_for_too_long_is_stalled(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f"{hello_line(0.2)}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"), stale_after=0.5)
    b.open()
    assert b.wait_settled(0.2) is False  # a hello is no reading
    _ended(b)
    assert b.state.state == "stalled"
    assert b.state.message == STATES["stalled"].message("lab")
    wait_for(lambda: not psutil.pid_exists(b.pid or 0) or _zombie(b.pid), WAIT, "ssh to end")


class _Clock:
    """The connection's clock (``time.monotonic`` in the ssh module): 0 when the connection
    starts; at its first look for output, once the stand-in has written all it sends (its
    ``marker`` file), ``first_look``; from then on ``after``."""

    def __init__(self, marker: Path, first_look: float, after: float) -> None:
        self.marker, self.first_look, self.after = marker, first_look, after
        self.reads = 0

    def monotonic(self) -> float:
        self.reads += 1
        if self.reads == 1:
            return 0.0
        if self.reads == 2:
            wait_for(self.marker.exists, WAIT, "the stand-in to write")
            return self.first_look
        return self.after

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(ssh, "time", SimpleNamespace(monotonic=self.monotonic, time=time.time))


def test_a_host_silent_for_exactly_the_stale_time_is_stalled(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    # stale_after seconds without a line: stalled, also when a reading turns up at that instant.
    stream = stand_in.data("stream", f"{snapshot_line(_snapshot(1))}\n")
    marker = stand_in.folder / "written"
    _Clock(marker, first_look=5.0, after=5.0).install(monkeypatch)
    b = _backend(
        backends,
        stand_in.options(f"cat '{stream}'; touch '{marker}'; exec sleep 60"),
        stale_after=5.0,
    )
    b.open()
    assert _settled(b) == "stalled"


@pytest.mark.parametrize(
    "before", ["printf 'a warning\\n' >&2", "exec 2>&-"], ids=["stderr", "stderr-closed"]
)
def test_a_reading_that_came_with_stderr_is_read_before_the_silence_is_judged(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch, before: str
) -> None:
    # A piece of stderr (or its end) and a reading wait together; the stale time runs out just
    # after the first look: the reading already there is read, not judged too late.
    stream = stand_in.data("stream", f"{snapshot_line(_snapshot(1))}\n")
    marker = stand_in.folder / "written"
    _Clock(marker, first_look=0.0, after=5.0).install(monkeypatch)
    body = f"{before}; cat '{stream}'; touch '{marker}'; exec sleep 60"
    b = _backend(backends, stand_in.options(body), stale_after=5.0)
    b.open()
    assert _settled(b) == "ok"


def _zombie(pid: int | None) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def test_readings_keep_a_slow_host_from_stalling(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    line = stand_in.data("line", snapshot_line(_snapshot(1)) + "\n")
    body = f"for i in 1 2 3 4 5 6; do cat '{line}'; sleep 0.2; done; exec sleep 60"
    b = _backend(backends, stand_in.options(body), stale_after=0.6)
    b.open()
    wait_for(lambda: b.lines_read >= 6, WAIT, "six readings")
    assert b.state.state == "ok" and b.connections == 1  # 1.2 s of readings, each in time


def test_a_refused_key_is_auth(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(
        backends, stand_in.options("echo 'user@lab: Permission denied (publickey).' >&2; exit 255")
    )
    b.open()
    assert _settled(b) == "auth"
    assert b.state.message == STATES["auth"].message("lab")
    assert (b.state.name, b.state.kind, b.state.gpu_count) == ("lab", "ssh", 0)


def test_an_ending_without_a_word_is_a_lost_connection(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, stand_in.options("exit 0"))
    b.open()
    assert _settled(b) == "lost"
    assert b.state.message == STATES["lost"].message("lab")


def test_the_last_words_of_a_connection_without_readings_are_kept(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, stand_in.options("echo 'first' >&2; echo 'tfgpu: gone' >&2; exit 1"))
    b.open()
    assert _settled(b) == "lost"
    assert b.state.message == STATES["lost"].message("lab", "tfgpu: gone")


def test_last_words_written_in_pieces_are_read_whole(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, _stderr_writes(stand_in, "tfgpu: go", "ne\n"))
    b.open()
    _ended(b)
    assert b.state.message == STATES["lost"].message("lab", "tfgpu: gone")


def test_ssh_ending_with_its_own_failure_status_is_unreachable(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, stand_in.options("exit 255"))  # ssh's status for its own errors
    b.open()
    assert _settled(b) == "unreachable"


def test_after_readings_an_ending_is_lost_without_its_last_words(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f"{snapshot_line(_snapshot(1))}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; echo 'bye' >&2; exit 1"))
    b.open()
    _ended(b)
    assert b.state.state == "lost"
    assert b.state.message == STATES["lost"].message("lab")
    with pytest.raises(RemoteUnavailable):
        b.read()  # the last reading is not shown as current


def test_output_that_brought_no_reading_is_bad_output(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    stream = stand_in.data("stream", f"{hello_line(0.2)}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exit 0"))
    b.open()
    assert _settled(b) == "bad-output"


def test_a_silent_ending_after_an_earlier_connection_read_lines_is_lost(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    """What the earlier connection sent says nothing of this one, which sent nothing."""
    stream = stand_in.data("stream", f"{snapshot_line(_snapshot(1))}\n")
    count = stand_in.folder / "count"
    body = (
        f"n=$(cat '{count}' 2>/dev/null || echo 0); n=$((n+1)); echo \"$n\" > '{count}'\n"
        f"if [ \"$n\" -eq 1 ]; then cat '{stream}'; fi; exit 0"
    )
    b = _backend(backends, stand_in.options(body), backoff_base=0.01, backoff_max=60.0)
    b.open()
    _ended(b, 2)
    assert b.connections >= 2 and b.lines_read == 1
    assert b.state.state == "lost"


DENIED = "user@lab: Permission denied (publickey).\n"


def _stderr_writes(stand_in: StandIn, *sizes_or_texts: int | str) -> SshOptions:
    """A stand-in that writes each piece to stderr on its own (a pause between them, so that
    each is read on its own), then exits 1; a number is that many bytes of noise lines."""
    parts = []
    for i, piece in enumerate(sizes_or_texts):
        if isinstance(piece, int):
            lines, rest = divmod(piece, 11)
            piece = "ssh: noise\n" * lines + "n" * rest
        parts.append(f"cat '{stand_in.data(f'err{i}', piece)}' >&2")
    return stand_in.options("; sleep 0.3; ".join(parts) + "; exit 1")


def test_stderr_up_to_the_limit_is_kept_whole(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, _stderr_writes(stand_in, DENIED, MAX_STDERR_BYTES - len(DENIED)))
    b.open()
    _ended(b)
    assert b.state.state == "auth"


def test_past_the_limit_the_oldest_stderr_is_dropped(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, _stderr_writes(stand_in, DENIED, MAX_STDERR_BYTES - len(DENIED) + 1))
    b.open()
    _ended(b)
    assert b.state.state == "lost"  # the refusal went with the oldest output
    assert "Permission" not in b.state.message


def test_only_as_much_as_needed_is_dropped(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(
        backends, _stderr_writes(stand_in, 100, DENIED, MAX_STDERR_BYTES - len(DENIED) - 99)
    )
    b.open()
    _ended(b)
    assert b.state.state == "auth"  # the first 100 bytes made room


def test_older_pieces_are_dropped_until_the_rest_fits(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, _stderr_writes(stand_in, 100, DENIED, MAX_STDERR_BYTES))
    b.open()
    _ended(b)
    assert b.state.state == "lost"  # dropping the first 100 bytes was not enough


def test_one_piece_of_stderr_past_the_limit_is_kept(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    noise = "ssh: noise\n" * (MAX_STDERR_BYTES // 11 + 100)
    b = _backend(backends, _stderr_writes(stand_in, noise + DENIED))
    b.open()
    _ended(b)
    assert b.state.state == "auth"


def test_stderr_that_is_not_utf8_is_read(stand_in: StandIn, backends: list[SshBackend]) -> None:
    odd = stand_in.folder / "odd"
    odd.write_bytes(b"\xff\xfe\n" + DENIED.encode())
    b = _backend(backends, stand_in.options(f"cat '{odd}' >&2; exit 255"))
    assert b.wait_settled(WAIT)  # opens by itself
    assert b.state.state == "auth"


def test_a_bad_line_is_said_at_once_and_ssh_is_killed_after_its_grace(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    """The host is told to end; one that does not is killed STOP_GRACE_S later."""
    stream = stand_in.data("stream", '{"x": 1}\n')
    b = _backend(backends, stand_in.options(f"trap '' TERM; cat '{stream}'; exec sleep 60"))
    b.open()
    _state(b, "bad-output")
    seen = time.monotonic()
    assert len(b.backoff.delays) == 0  # the connection has not ended yet
    assert "schema" in b.state.message or "x" in b.state.message
    _ended(b)
    assert STOP_GRACE_S - 0.5 < time.monotonic() - seen < STOP_GRACE_S + 0.9
    assert b.state.state == "bad-output"


def test_a_close_leaves_the_last_state(stand_in: StandIn, backends: list[SshBackend]) -> None:
    stream = stand_in.data("stream", f"{snapshot_line(_snapshot(1))}\n")
    b = _backend(backends, stand_in.options(f"cat '{stream}'; exec sleep 60"))
    b.open()
    assert _settled(b) == "ok"
    b.close()
    assert b.state.state == "ok"  # ending it is no failure of the host


# -- closing ----------------------------------------------------------------------------------


def test_close_ends_ssh_and_the_thread(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(backends, stand_in.options("exec sleep 60"))
    b.open()
    wait_for(lambda: b.pid is not None, WAIT, "ssh to start")
    assert b.wait_settled(0.1) is False and b.state.state == "connecting"
    (thread,) = [t for t in threading.enumerate() if t.name == "tfgpu-ssh-lab"]
    assert thread.daemon
    pid = b.pid
    b.close()
    assert _zombie(pid)
    assert not b.is_open
    assert b.backoff.delays == type(b.backoff.delays)(maxlen=64)  # no delay: it did not retry


def test_waiting_for_the_first_answer_is_bounded(
    stand_in: StandIn, backends: list[SshBackend]
) -> None:
    b = _backend(backends, stand_in.options("exec sleep 60"), stale_after=2.0)
    started = time.monotonic()
    assert b.wait_ready(0.2) is False  # opens; nothing came in 0.2 s
    assert time.monotonic() - started < 1.5
    assert b.is_open


def test_open_twice_runs_one_connection(stand_in: StandIn, backends: list[SshBackend]) -> None:
    b = _backend(backends, stand_in.options("exec sleep 60"))
    b.open()
    b.open()
    wait_for(lambda: b.pid is not None, WAIT, "ssh to start")
    assert b.connections == 1
    b.close()
    b.open()  # again after a close
    wait_for(lambda: b.connections == 2, WAIT, "a second connection")


def test_close_sends_ssh_its_sigterm_itself(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    # close does not leave ssh to the connection thread's next look: it signals the group on
    # the closing thread at once (the connection thread then ends and reaps it).
    sent: list[tuple[str, int]] = []
    killpg = os.killpg

    def recording(pgid: int, sig: int) -> None:
        sent.append((threading.current_thread().name, sig))
        killpg(pgid, sig)

    b = _backend(backends, stand_in.options("exec sleep 60"))
    b.open()
    wait_for(lambda: b.pid is not None, WAIT, "ssh to start")
    monkeypatch.setattr(os, "killpg", recording)
    b.close()
    assert sent[0] == (threading.current_thread().name, signal.SIGTERM)


def test_a_silent_connection_is_looked_at_twice_a_second(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A close is seen within half a second even when ssh ignores its SIGTERM: the thread waits
    # for output at most 0.5 s at a time.
    waits: list[float | None] = []

    class Recording(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
        def select(self, timeout: float | None = None) -> list:  # type: ignore[type-arg]
            waits.append(timeout)
            return super().select(timeout)

    monkeypatch.setattr(selectors, "DefaultSelector", Recording)
    b = _backend(backends, stand_in.options("exec sleep 60"), stale_after=60.0)
    b.open()
    wait_for(lambda: len(waits) >= 3, WAIT, "three looks")
    b.close()
    assert waits[:3] == [0.5, 0.5, 0.5]


def test_a_close_while_ssh_starts_ends_it_and_its_pipes(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The close lands after ssh was started and before the connection saw the group: it is
    # ended there, reaped, and its pipes closed, and the thread ends.
    groups: list[ChildGroup] = []
    threads: list[threading.Thread] = []

    def started_then_closed(argv: list[str], env: dict[str, str]) -> ChildGroup:
        group = ChildGroup(argv, env=env)
        groups.append(group)
        threads.append(threading.current_thread())
        b.close()  # on the connection thread: it does not wait for itself
        return group

    monkeypatch.setattr(ssh, "ChildGroup", started_then_closed)
    b = _backend(backends, stand_in.options("exec sleep 60"))
    try:
        b.open()
        wait_for(lambda: threads, WAIT, "ssh to start")
        threads[0].join(WAIT)
        assert not threads[0].is_alive()
        (group,) = groups
        assert group.proc.returncode is not None  # reaped
        assert not psutil.pid_exists(group.proc.pid)
        assert group.proc.stdout is not None and group.proc.stdout.closed
        assert group.proc.stderr is not None and group.proc.stderr.closed
        assert b.connections == 1 and b.backoff.delays == type(b.backoff.delays)(maxlen=64)
    finally:
        for group in groups:
            group.reap()


def test_a_closed_connection_closes_its_pipes(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    groups: list[ChildGroup] = []

    def kept(argv: list[str], env: dict[str, str]) -> ChildGroup:
        groups.append(ChildGroup(argv, env=env))
        return groups[-1]

    monkeypatch.setattr(ssh, "ChildGroup", kept)
    b = _backend(backends, stand_in.options("exec sleep 60"))
    b.open()
    wait_for(lambda: b.pid is not None, WAIT, "ssh to start")
    b.close()
    (group,) = groups
    assert group.proc.stdout is not None and group.proc.stdout.closed
    assert group.proc.stderr is not None and group.proc.stderr.closed


def test_close_waits_at_most_ten_seconds_for_a_connection_that_hangs(
    stand_in: StandIn, backends: list[SshBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    # ssh's start hangs (here: held by the test), so the connection thread does not see the
    # close: close gives it ten seconds, then returns.
    starting, release = threading.Event(), threading.Event()

    def hanging(argv: list[str], env: dict[str, str]) -> ChildGroup:
        starting.set()
        assert release.wait(WAIT)
        raise OSError(2, "No such file or directory")

    monkeypatch.setattr(ssh, "ChildGroup", hanging)
    b = _backend(backends, stand_in.options("exec sleep 60"))
    b.open()
    assert starting.wait(WAIT)
    thread = b._thread
    assert thread is not None
    waits: list[float | None] = []
    # The join records how long close would wait and returns at once (the start still hangs).
    monkeypatch.setattr(thread, "join", lambda timeout=None: waits.append(timeout))
    b.close()
    assert waits == [10.0]
    assert not b.is_open
    monkeypatch.undo()
    release.set()
    thread.join(WAIT)
    assert not thread.is_alive()
