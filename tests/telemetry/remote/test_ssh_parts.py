"""The parts of the SSH client that need no process: host names, what ssh's last words mean,
the retry delays, and how a pipe's bytes become lines."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.remote.ssh import Backoff, BadHost, _Lines, classify_stderr, validate_host
from tfgpu_gui.telemetry.remote.stream import StreamError

# -- host names -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["lab-1", "user@lab.example.org", "10.0.0.9", "[fe80::1%eth0]", "a+b_c", "h" * 253]
)
def test_host_names_ssh_reads_as_hosts_are_kept(name: str) -> None:
    assert validate_host(f" {name}\t") == name


@pytest.mark.parametrize(
    "name,why",
    [
        ("", "the host name is empty"),
        ("   ", "the host name is empty"),
        ("-oProxyCommand=x", "a host name cannot start with '-': '-oProxyCommand=x'"),
        (
            "h" * 254,
            f"{'h' * 40!r} is not a host name (letters, digits and . _ - @ : % [ ] + only)",
        ),
        ("a/b", "'a/b' is not a host name (letters, digits and . _ - @ : % [ ] + only)"),
    ],
)
def test_a_refused_host_name_says_why(name: str, why: str) -> None:
    with pytest.raises(BadHost) as caught:
        validate_host(name)
    assert str(caught.value) == why


def test_a_long_refused_name_is_quoted_cut() -> None:
    with pytest.raises(BadHost) as caught:
        validate_host("-" + "x" * 100)
    assert str(caught.value) == f"a host name cannot start with '-': {('-' + 'x' * 39)!r}"
    with pytest.raises(BadHost) as caught:
        validate_host("/" * 100)
    assert str(caught.value).startswith(f"{'/' * 40!r} is not a host name")


# -- what ssh said ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "stderr,state",
    [
        ("user@lab: Permission denied (publickey).", "auth"),
        ("Host key verification failed.", "host-key"),
        ("@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @", "host-key"),
        (
            "ssh: Could not resolve hostname nosuch: Temporary failure in name resolution",
            "unknown-host",
        ),
        ("ssh: nosuch: Name or service not known", "unknown-host"),
    ],
)
def test_what_ssh_says_gives_the_state(stderr: str, state: str) -> None:
    assert classify_stderr("debug1: x\n" + stderr + "\n", 1) == (state, "")


@pytest.mark.parametrize(
    "last",
    [
        "ssh: connect to host 127.0.0.1 port 1: Connection refused",
        "ssh: connect to host 10.0.0.9 port 22: Connection timed out",
        "ssh: connect to host 10.0.0.9 port 22: No route to host",
        "ssh: connect to host 10.0.0.9 port 22: Network is unreachable",
        "Connection closed by 10.0.0.9 port 22",
        "Connection reset by 10.0.0.9 port 22",
        "client_loop: send disconnect: Broken pipe",
        "Timeout, server lab not responding.",
    ],
)
def test_a_network_failure_is_unreachable_with_the_last_line(last: str) -> None:
    assert classify_stderr(f"first line\n  {last}  \n\n", 0) == ("unreachable", last)


def test_ssh_failing_by_itself_is_unreachable_else_lost() -> None:
    assert classify_stderr("kex_exchange_identification: odd\n", 255) == (
        "unreachable",
        "kex_exchange_identification: odd",
    )
    assert classify_stderr("tfgpu: exited\n", 1) == ("lost", "tfgpu: exited")
    assert classify_stderr("", None) == ("lost", "")
    assert classify_stderr(" \n\n", 0) == ("lost", "")


def test_the_detail_is_cut_at_200_characters() -> None:
    assert classify_stderr("x" * 300, 1) == ("lost", "x" * 200)
    assert (
        classify_stderr("Connection refused " + "y" * 300, 1)[1]
        == ("Connection refused " + "y" * 300)[:200]
    )
    assert classify_stderr("z" * 300, 255)[1] == "z" * 200


# -- retry delays -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "base,ceiling",
    [(1.0, -1.0), (1.0, float("nan")), (float("inf"), 1.0), (-0.5, -0.5)],
)
def test_a_backoff_is_in_seconds(base: float, ceiling: float) -> None:
    with pytest.raises(ValueError, match="not seconds"):
        Backoff(base, ceiling)


def test_no_delay_at_all_is_allowed() -> None:
    backoff = Backoff(0.0, 0.0)
    assert [backoff.failed() for _ in range(3)] == [0.0, 0.0, 0.0]


def test_the_doublings_are_counted_up_to_64() -> None:
    backoff = Backoff(1e-30, 1.0)  # a ceiling far away: 2**64 times the base is still under it
    delays = [backoff.failed() for _ in range(100)]
    assert backoff.failures == Backoff.MAX_DOUBLINGS == 64
    assert delays[63] == 1e-30 * 2.0**63
    assert delays[64:] == [1e-30 * 2.0**63] * 36


def test_the_newest_64_delays_are_kept() -> None:
    backoff = Backoff(1.0, 1000.0)
    for _ in range(100):
        backoff.failed()
    backoff.flowed()
    assert len(backoff.delays) == 64
    assert backoff.delays[-1] == 1.0 and backoff.delays[-2] == 1000.0


def test_after_readings_the_delay_is_the_base_under_the_ceiling() -> None:
    backoff = Backoff(2.0, 8.0)
    assert backoff.flowed() == 2.0 and backoff.failures == 0
    assert list(backoff.delays) == [2.0]


# -- lines ------------------------------------------------------------------------------------


def test_bytes_become_lines_across_reads() -> None:
    lines = _Lines(10)
    assert lines.feed(b"ab") == []
    assert lines.feed(b"c\nde\n\nf") == [b"abc", b"de", b""]
    assert lines.feed(b"\n") == [b"f"]


def test_a_line_longer_than_the_limit_is_an_error() -> None:
    lines = _Lines(4)
    assert lines.feed(b"abcd") == []  # at the limit, still waiting for its end
    assert lines.feed(b"\n") == [b"abcd"]
    assert lines.feed(b"12345678\n") == [b"12345678"]  # a whole line in one read is kept
    with pytest.raises(StreamError, match="a line longer than 4 bytes"):
        lines.feed(b"abcde")
