"""The app's exporter serves this computer only: an address that reaches further is refused."""

from __future__ import annotations

import logging
import socket
import urllib.request

import pytest

from tfgpu_gui.ui.shell.remote_sources import AppExporter

LAN = "192.0.2.10"  # a documentation address (RFC 5737)


def test_a_name_resolving_to_a_lan_address_is_refused(monkeypatch, caplog):
    real = socket.getaddrinfo

    def resolve(host: object, port: object, *args: object, **kwargs: object) -> list[object]:
        if host == "localhost":
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (LAN, 0))]
        return real(host, port, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    exporter = AppExporter(lambda: None, listen="localhost:0")
    with caplog.at_level(logging.WARNING):
        assert not exporter.start()
    assert exporter.address is None
    assert "loopback only, not on localhost:0" in caplog.text


@pytest.mark.parametrize("listen", ["[::ffff:127.0.0.1]:0", "127.0.0.1:0"])
def test_loopback_spellings_are_served(listen: str):
    exporter = AppExporter(lambda: None, listen=listen)
    assert exporter.start()
    try:
        host, port = exporter.address or ("", 0)
        shown = f"[{host}]" if ":" in host else host
        with urllib.request.urlopen(f"http://{shown}:{port}/metrics", timeout=10) as r:
            assert b"tfgpu_up 0.0" in r.read()
    finally:
        exporter.stop()
