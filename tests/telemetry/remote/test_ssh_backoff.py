"""How long an SSH host waits between connections: doubling to a ceiling, reset by readings.

The delays are read from the backend's :class:`Backoff` (the delays it chose), with a stand-in
for the ssh program: the connections are real processes, the delays tiny.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers.processes import wait_for
from tfgpu_gui.telemetry.remote.ssh import Backoff, SshBackend, SshOptions
from tfgpu_gui.telemetry.remote.stream import hello_line, snapshot_line
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def test_the_delay_doubles_up_to_its_ceiling_and_stays_there() -> None:
    backoff = Backoff(1.0, 30.0)
    delays = [backoff.failed() for _ in range(5000)]  # days of a host that is down
    assert delays[:7] == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]
    assert set(delays[5:]) == {30.0}


def test_readings_that_flowed_start_the_delays_again() -> None:
    backoff = Backoff(0.5, 8.0)
    for _ in range(20):
        backoff.failed()
    assert backoff.flowed() == 0.5  # after the connection that brought readings ended
    assert [backoff.failed() for _ in range(3)] == [0.5, 1.0, 2.0]


@pytest.mark.parametrize("base,ceiling", [(-1.0, 5.0), (1.0, float("inf")), (float("nan"), 1.0)])
def test_a_backoff_is_in_seconds(base: float, ceiling: float) -> None:
    with pytest.raises(ValueError):
        Backoff(base, ceiling)


def test_a_ceiling_below_the_first_delay_is_the_first_delay() -> None:
    assert Backoff(5.0, 1.0).failed() == 5.0


def _stand_in(tmp_path: Path, good: int) -> SshOptions:
    """An ssh whose connection number ``good`` brings one reading; the others are refused."""
    reading = tmp_path / "reading.jsonl"
    snapshot = SimulatedBackend("training").read()
    reading.write_text(f"{hello_line(0.2)}\n{snapshot_line(snapshot)}\n", encoding="utf-8")
    count = tmp_path / "count"
    path = tmp_path / "ssh"
    path.write_text(
        "#!/bin/sh\n"
        f"n=$(cat '{count}' 2>/dev/null || echo 0); n=$((n+1)); echo \"$n\" > '{count}'\n"
        f"if [ \"$n\" -eq {good} ]; then cat '{reading}'; exit 0; fi\n"
        'echo "ssh: connect to host lab port 22: Connection refused" >&2; exit 255\n',
        encoding="utf-8",
    )
    os.chmod(path, 0o755)
    return SshOptions(ssh=str(path))


def test_a_connection_with_readings_resets_the_delay(tmp_path: Path) -> None:
    base = 0.01
    b = SshBackend(
        "lab", interval=0.2, options=_stand_in(tmp_path, good=5), backoff_base=base,
        backoff_max=4 * base,
    )  # fmt: skip
    try:
        b.open()
        wait_for(lambda: len(b.backoff.delays) >= 7, 60, "seven connections")
    finally:
        b.close()
    refused = [base, 2 * base, 4 * base, 4 * base]  # doubling, then the ceiling
    after_readings = [base, base, 2 * base]  # from the first delay again
    assert list(b.backoff.delays)[:7] == refused + after_readings


@pytest.mark.slow
def test_a_host_down_for_long_is_still_retried() -> None:
    """Past a thousand refused connections (8 hours at the default delays) the connection
    thread goes on: the delay stays at its ceiling instead of overflowing (2.0 ** 1024 does).
    The host has been down for a thousand connections when the test starts."""
    b = SshBackend(
        "down", interval=0.2, options=SshOptions(ssh="/bin/false"), backoff_base=0.0,
        backoff_max=0.0,
    )  # fmt: skip
    b.backoff.failures = 1000
    try:
        b.open()
        wait_for(lambda: b.connections > 40 or not b.is_open, 60, "40 more connections")
        assert b.is_open, "the connection thread ended"
        assert b.state.state == "lost"
    finally:
        b.close()
