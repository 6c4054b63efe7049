"""Where the exporter listens: ``HOST:PORT`` read exactly, with the message that says why one is
refused, and loopback told from every other address by what the host resolves to."""

from __future__ import annotations

import socket

import pytest

from tfgpu_gui.telemetry.remote.exporter import (
    _loopback_address,
    is_loopback,
    parse_listen,
    resolve,
)

LAN = "192.0.2.10"  # a documentation address (RFC 5737)


@pytest.mark.parametrize(
    "text,address",
    [
        ("127.0.0.1:0", ("127.0.0.1", 0)),  # 0: any free port
        ("127.0.0.1:65535", ("127.0.0.1", 65535)),
        ("localhost:9835", ("localhost", 9835)),
        ("[::1]:1", ("::1", 1)),
        ("[fe80::1%eth0]:9835", ("fe80::1%eth0", 9835)),
    ],
)
def test_listen_addresses_that_are_read(text: str, address: tuple[str, int]) -> None:
    assert parse_listen(text) == address


@pytest.mark.parametrize(
    "text,message",
    [
        ("9835", "'9835' is not HOST:PORT (e.g. 127.0.0.1:9835)"),
        ("127.0.0.1:", "'127.0.0.1:' is not HOST:PORT (e.g. 127.0.0.1:9835)"),
        ("127.0.0.1:-1", "'127.0.0.1:-1' is not HOST:PORT (e.g. 127.0.0.1:9835)"),
        ("h" * 100, f"{'h' * 60!r} is not HOST:PORT (e.g. 127.0.0.1:9835)"),
        ("127.0.0.1:65536", "port 65536 is not between 0 (any free port) and 65535"),
        ("lab-1:9835", "'lab-1' is not an IP address (e.g. 127.0.0.1)"),
        ("localhostX:9835", "'localhostX' is not an IP address (e.g. 127.0.0.1)"),
        ("LOCALHOST:9835", "'LOCALHOST' is not an IP address (e.g. 127.0.0.1)"),
        (f"{'n' * 100}:1", f"{'n' * 60!r} is not an IP address (e.g. 127.0.0.1)"),
    ],
)
def test_listen_addresses_refused_say_why(text: str, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_listen(text)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "address,loopback",
    [
        ("127.0.0.1", True),
        ("127.255.0.9", True),
        ("::1", True),
        ("::ffff:127.0.0.1", True),  # IPv4-mapped: its IPv4 address counts
        ("::ffff:" + LAN, False),
        (LAN, False),
        ("0.0.0.0", False),
        ("::", False),
        ("fe80::1%eth0", False),
        ("localhost", False),  # a name is no address
        ("", False),
    ],
)
def test_loopback_addresses(address: str, loopback: bool) -> None:
    assert _loopback_address(address) is loopback


def test_an_ip_address_resolves_to_itself_as_written() -> None:
    assert resolve("0:0:0:0:0:0:0:1") == ["0:0:0:0:0:0:0:1"]  # not the resolver's "::1"
    assert resolve(LAN) == [LAN]


@pytest.fixture
def resolver(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """A resolver of the names in the returned table, answering as getaddrinfo does: one
    entry per address and socket type (stream, datagram, raw) unless a protocol is asked."""
    table: dict[str, list[str]] = {}
    kinds = {
        socket.IPPROTO_TCP: [socket.SOCK_STREAM],
        socket.IPPROTO_UDP: [socket.SOCK_DGRAM],
        0: [socket.SOCK_STREAM, socket.SOCK_DGRAM, socket.SOCK_RAW],
    }

    def getaddrinfo(
        host: object, port: object, family: int = 0, type: int = 0, proto: int = 0, flags: int = 0
    ) -> list[tuple[object, ...]]:
        if not isinstance(host, str) or not table.get(host):
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        number = port if isinstance(port, int) else 0
        out: list[tuple[object, ...]] = []
        for address in table[host]:
            for kind in kinds[proto or 0]:
                if ":" in address:
                    out.append((socket.AF_INET6, kind, proto, "", (address, number, 0, 0)))
                else:
                    out.append((socket.AF_INET, kind, proto, "", (address, number)))
        return out

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return table


def test_a_name_resolves_to_each_of_its_addresses_once(resolver: dict[str, list[str]]) -> None:
    resolver["gpu-box"] = ["::1", "127.0.0.1", LAN]
    assert resolve("gpu-box") == ["::1", "127.0.0.1", LAN]
    assert resolve("nowhere") == []


def test_a_name_is_loopback_when_all_its_addresses_are(resolver: dict[str, list[str]]) -> None:
    resolver["both"] = ["::1", "127.0.0.1"]
    resolver["mixed"] = ["127.0.0.1", LAN]
    resolver["lan"] = [LAN]
    assert is_loopback("both")
    assert not is_loopback("mixed")
    assert not is_loopback("lan")
    assert not is_loopback("nowhere")  # resolves to nothing: not known to be loopback


@pytest.mark.parametrize(
    "host,loopback",
    [("127.0.0.1", True), ("::1", True), ("::ffff:127.0.0.1", True), (LAN, False), ("::", False)],
)
def test_an_address_is_loopback_by_itself(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback
