"""``tfgpu export --listen``: loopback told from every other address, however it is spelled."""

from __future__ import annotations

import socket
import subprocess
import urllib.request
from collections.abc import Callable

import pytest

from tests.helpers.cli import started_tfgpu
from tfgpu_gui.commands.export import exposure_warning
from tfgpu_gui.telemetry.remote.exporter import is_loopback, parse_listen

LAN = "192.0.2.10"  # a documentation address (RFC 5737): never this machine's loopback


@pytest.fixture
def resolving(monkeypatch: pytest.MonkeyPatch) -> Callable[[str, list[str]], None]:
    """Make a name resolve to the given addresses (``[]``: to nothing)."""
    real = socket.getaddrinfo
    table: dict[str, list[str]] = {}

    def fake(host: object, port: object, *args: object, **kwargs: object) -> list[object]:
        if isinstance(host, str) and host in table:
            if not table[host]:
                raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
            return [
                (socket.AF_INET6, socket.SOCK_STREAM, 6, "", (a, 0, 0, 0))
                if ":" in a
                else (socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, 0))
                for a in table[host]
            ]
        return real(host, port, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(socket, "getaddrinfo", fake)
    return table.__setitem__


@pytest.mark.parametrize(
    "host",
    ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1", "127.1", "localhost"],
)
def test_loopback_spellings_are_loopback(host: str):
    assert is_loopback(host)


@pytest.mark.parametrize(
    "host",
    [
        "0.0.0.0",  # every interface
        "::",  # every interface
        "::ffff:0.0.0.0",
        LAN,
        f"::ffff:{LAN}",  # IPv4-mapped: judged by its IPv4 address
        "10.1",  # 10.0.0.1
        "fe80::1%1",
    ],
)
def test_other_addresses_are_not_loopback(host: str):
    assert not is_loopback(host)


def test_a_name_counts_by_what_it_resolves_to(resolving):
    resolving("localhost", [LAN])
    assert not is_loopback("localhost")
    resolving("localhost", ["127.0.0.1", LAN])
    assert not is_loopback("localhost")  # one address reachable from the network is enough
    resolving("localhost", ["::1", "127.0.0.1"])
    assert is_loopback("localhost")
    resolving("localhost", [])
    assert not is_loopback("localhost")  # resolves to nothing: not known to be loopback


def test_the_warning_names_every_interface_and_other_addresses(resolving):
    assert exposure_warning("127.0.0.1", "127.0.0.1") is None
    assert exposure_warning("::ffff:127.0.0.1", "::ffff:127.0.0.1") is None
    for everywhere in ("0.0.0.0", "::"):
        warning = exposure_warning(everywhere, everywhere)
        assert warning and "every network interface" in warning
    assert "anyone who can reach it" in (exposure_warning(LAN, LAN) or "")
    resolving("localhost", [LAN])
    assert exposure_warning("localhost", LAN)
    resolving("localhost", ["127.0.0.1"])
    assert exposure_warning("localhost", LAN)  # bound elsewhere than the name said: warned


def test_listen_refuses_what_is_not_an_address():
    with pytest.raises(ValueError):
        parse_listen("127.1:9835")  # not refused as exposed: refused as not an IP address
    assert parse_listen("[::ffff:127.0.0.1]:0") == ("::ffff:127.0.0.1", 0)


def _served(listen: str) -> tuple[str, str]:
    """Start ``tfgpu export --listen LISTEN``; its first stdout line and its stderr so far."""
    with started_tfgpu(
        "export",
        "--listen",
        listen,
        "--simulate",
        "training",
        stdout=subprocess.PIPE,
        text=True,
        new_session=True,
        timeout=120,
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        line = proc.stdout.readline()  # the warning, when there is one, comes before it
        if line.startswith("Serving GPU metrics on "):
            url = line.split()[4]
            with urllib.request.urlopen(url, timeout=30) as r:  # it serves there
                assert b"tfgpu_up 1.0" in r.read()
        proc.kill()
        proc.wait(30)
        return line, proc.stderr.read()


@pytest.mark.parametrize("listen", ["[::ffff:127.0.0.1]:0", "localhost:0"])
def test_export_on_loopback_spellings_does_not_warn(listen: str):
    line, stderr = _served(listen)
    assert line.startswith("Serving GPU metrics on http://"), stderr
    assert "anyone who can reach it" not in stderr
