"""``tfgpu export`` run in this process: what it serves, what it says, how it stops."""

from __future__ import annotations

import socket
import urllib.request

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import ExportExit
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler


@pytest.fixture
def scrape(monkeypatch, capsys):
    """While ``tfgpu export`` serves, scrape it once (after a failed reading with ``lose``), then
    press Ctrl-C; returns what was printed before and what was scraped."""
    seen: dict = {}

    def serving(self, max_samples=None, wait_first=False, deliver=None):
        out, err = capsys.readouterr()
        seen["out"], seen["err"] = out, err
        if seen.get("lose"):

            def fail():
                raise TelemetryUnavailable("driver-mismatch")

            self.backend.read = fail
            assert self.read() is None  # the driver went away: the listeners are told
        url = out.split()[4]
        with urllib.request.urlopen(url, timeout=30) as response:
            seen["body"] = response.read().decode("utf-8")
        seen["wait_first"], seen["max_samples"] = wait_first, max_samples
        raise KeyboardInterrupt

    monkeypatch.setattr(Sampler, "run", serving)
    return seen


def test_serves_the_readings_until_ctrl_c(scrape):
    code = cli.main(["export", "--simulate", "training", "--listen", "127.0.0.1:0"])
    assert code == ExportExit.OK
    port = int(scrape["out"].split(":")[2].split("/")[0])
    assert scrape["out"] == (
        f"Serving GPU metrics on http://127.0.0.1:{port}/metrics (Ctrl-C stops)\n"
    )
    assert scrape["err"] == ""  # loopback: no warning
    assert "tfgpu_up 1.0" in scrape["body"]
    assert "NVIDIA GeForce RTX 4090" in scrape["body"]
    assert scrape["wait_first"] is True and scrape["max_samples"] is None
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=5):
        pass  # stopped serving


def test_a_lost_reading_serves_no_gpu(scrape):
    scrape["lose"] = True
    assert cli.main(["export", "--simulate", "training", "--listen", "127.0.0.1:0"]) == 0
    assert "NVIDIA GeForce RTX 4090" not in scrape["body"]


def test_every_interface_is_warned_about_before_the_address(scrape):
    assert cli.main(["export", "--simulate", "training", "--listen", "0.0.0.0:0"]) == 0
    assert scrape["err"] == (
        "tfgpu: this serves on every network interface: anyone who can reach it reads the GPU "
        "metrics of this machine.\n"
    )
    assert scrape["out"].startswith("Serving GPU metrics on http://0.0.0.0:")


@pytest.mark.skipif(not socket.has_ipv6, reason="no IPv6")
def test_an_ipv6_address_is_shown_in_brackets(scrape):
    try:
        code = cli.main(["export", "--simulate", "training", "--listen", "[::1]:0"])
    except OSError:
        pytest.skip("IPv6 loopback cannot be bound here")
    if code == ExportExit.LISTEN_FAILED:
        pytest.skip("IPv6 loopback cannot be bound here")
    assert scrape["out"].startswith("Serving GPU metrics on http://[::1]:")
    assert scrape["err"] == ""


def test_a_port_in_use_has_its_own_status(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = cli.main(["export", "--simulate", "training", "--listen", f"127.0.0.1:{port}"])
    assert code == ExportExit.LISTEN_FAILED
    assert capsys.readouterr().err == (
        f"tfgpu: cannot serve on 127.0.0.1:{port}: Address already in use\n"
    )


def test_defaults_are_loopback_port_9835_every_second():
    import argparse

    from tfgpu_gui.commands import export

    parser = argparse.ArgumentParser()
    export.add_arguments(parser)
    args = parser.parse_args([])
    assert args.listen == ("127.0.0.1", 9835)
    assert args.interval == 1.0
    assert parser.parse_args(["-i", "0.5", "--listen", "[::1]:9100"]).interval == 0.5
    assert parser.parse_args(["--listen", "[::1]:9100"]).listen == ("::1", 9100)


def test_a_name_or_address_off_loopback_is_warned_about_in_full(monkeypatch):
    from tfgpu_gui.commands.export import exposure_warning
    from tfgpu_gui.telemetry.remote import exporter

    not_loopback = (
        "tfgpu: this serves on an address that is not loopback: anyone who can reach it reads "
        "the GPU metrics of this machine."
    )
    assert exposure_warning("192.0.2.10", "192.0.2.10") == not_loopback
    # A name is not an address: never "every interface", whatever it resolves to.
    monkeypatch.setattr(exporter, "is_loopback", lambda host: host != "gpu-box")
    assert exposure_warning("gpu-box", "0.0.0.0") == not_loopback


def test_a_malformed_listen_address_is_a_usage_error_saying_why(capsys):
    import argparse

    from tfgpu_gui.commands.export import listen_address
    from tfgpu_gui.telemetry.remote.exporter import parse_listen

    with pytest.raises(ValueError) as expected:
        parse_listen("nonsense")
    with pytest.raises(argparse.ArgumentTypeError) as exc:
        listen_address("nonsense")
    assert str(exc.value) == str(expected.value) and "nonsense" in str(exc.value)
