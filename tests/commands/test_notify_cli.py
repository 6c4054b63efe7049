"""``tfgpu notify --test`` and ``tfgpu watch --notify`` against real receivers on loopback."""

from __future__ import annotations

import time
from pathlib import Path

from tests.helpers.cli import run_tfgpu
from tests.notify.receivers import closed_port, json_receiver
from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import NotifyExit, WatchExit
from tfgpu_gui.telemetry import simulated

SECRETS = ("s3cr3t-t0ken", "hook-pass")


def no_secret(*texts: str) -> None:
    for text in texts:
        for secret in SECRETS:
            assert secret not in text


def test_notify_test_delivers_one_message_and_says_so():
    with json_receiver() as rx:
        result = run_tfgpu("notify", "--test", rx.url(), timeout=60)
        (msg,) = rx.received.wait_for(1)
    assert result.returncode == NotifyExit.OK, result.stderr
    assert result.stdout == "Test message delivered to json://****.\n"
    assert str(msg["title"]).startswith("tfgpu test message from ")
    no_secret(result.stdout, result.stderr)


def test_notify_test_to_a_closed_port_fails_with_one_sentence_and_no_secret():
    with closed_port() as port:
        url = f"json://user:hook-pass@127.0.0.1:{port}/s3cr3t-t0ken"
        result = run_tfgpu("--debug", "notify", "--test", url, "--timeout", "2", timeout=60)
    assert result.returncode == NotifyExit.NOT_DELIVERED
    assert "tfgpu: the test message to json://**** was not delivered: could not connect" in (
        result.stderr
    )
    no_secret(result.stdout, result.stderr)


def test_notify_test_to_a_failing_server_says_what_it_answered():
    with json_receiver(status=500) as rx:
        result = run_tfgpu("notify", "--test", rx.url(), timeout=60)
    assert result.returncode == NotifyExit.NOT_DELIVERED
    assert "500" in result.stderr
    no_secret(result.stdout, result.stderr)


def test_a_url_that_is_not_a_notification_url_is_a_usage_error_that_does_not_repeat_it():
    result = run_tfgpu("notify", "--test", "nosuch://user:hook-pass@host/s3cr3t-t0ken")
    assert result.returncode == NotifyExit.USAGE
    assert "nosuch://**** is not a notification URL" in result.stderr
    no_secret(result.stderr)


class FastClock:
    """The simulated GPUs' clock, 50 times faster than real time."""

    def __init__(self) -> None:
        self.start = time.monotonic()

    def monotonic(self) -> float:
        return self.start + (time.monotonic() - self.start) * 50.0

    def wall(self) -> float:
        return 1_790_000_000.0 + self.monotonic()

    def wait(self, event, seconds):
        return event.wait(max(0.0, seconds) / 50.0)


def test_watch_notify_sends_a_simulated_run_ending(monkeypatch, capsys):
    monkeypatch.setattr(simulated, "SystemClock", FastClock)
    with json_receiver() as rx:
        code = cli.main(
            ["--simulate", "run-ends", "watch", "--notify", rx.url(), "-i", "0.1", "-n", "40"]
        )
        msgs = rx.received.wait_for(1)
    assert code == WatchExit.OK
    titles = [str(m["title"]) for m in msgs]
    assert any(t.startswith("python train.py ended on ") and t.endswith(" GPU 0") for t in titles)
    ended = next(m for m in msgs if str(m["title"]).startswith("python train.py ended"))
    assert "mean util" in str(ended["message"]) and " Wh" in str(ended["message"])
    no_secret(*capsys.readouterr())


def test_watch_notify_file_tells_a_remote_host_down_and_a_dead_destination_once(tmp_path):
    with json_receiver() as rx, closed_port() as dead, closed_port() as nothing:
        urls = tmp_path / "urls"
        urls.write_text(f"# mine\n{rx.url()}\njson://u:hook-pass@127.0.0.1:{dead}/s3cr3t-t0ken\n")
        urls.chmod(0o600)
        result = run_tfgpu(
            "--debug",
            "watch",
            "--prometheus",
            f"http://127.0.0.1:{nothing}/",
            "--notify-file",
            str(urls),
            "--count",
            "3",
            "--interval",
            "0.2",
            timeout=90,
        )
        (msg,) = rx.received.wait_for(1)
    assert result.returncode == WatchExit.NO_TELEMETRY, result.stderr  # it never answered
    assert msg["title"] == f"http://127.0.0.1:{nothing}/ is down"
    assert "does not answer" in str(msg["message"])
    failed = [ln for ln in result.stderr.splitlines() if ln.startswith("tfgpu: Notification to")]
    assert failed == [
        "tfgpu: Notification to json://**** not delivered after 3 tries: could not connect, "
        "or no answer in time (A Connection error occurred sending JSON notification to ****)."
    ]
    assert "readable by other users" not in result.stderr
    no_secret(result.stdout, result.stderr)


def test_a_notify_file_others_can_read_is_warned_about(tmp_path):
    urls = tmp_path / "urls"
    urls.write_text("json://127.0.0.1:9/s3cr3t-t0ken\n")
    urls.chmod(0o644)
    result = run_tfgpu("--simulate", "idle", "watch", "--notify-file", str(urls), "-n", "1")
    assert result.returncode == WatchExit.OK
    assert f"{urls} is readable by other users" in result.stderr
    no_secret(result.stdout, result.stderr)


def hot_titles(monkeypatch, settings_json: str, config: Path) -> list[str]:
    """The too-hot titles `watch --notify` sends on the thermal-throttle scenario, with the
    app's settings file (under the config folder ``config``) holding ``settings_json``."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    (config / "tfgpu-gui").mkdir(parents=True)
    (config / "tfgpu-gui" / "settings.json").write_text(settings_json, encoding="utf-8")
    monkeypatch.setattr(simulated, "SystemClock", FastClock)
    with json_receiver() as rx:
        argv = ["--simulate", "thermal-throttle", "watch", "--notify", rx.url(), "-i", "0.1"]
        code = cli.main([*argv, "-n", "30"])
        msgs = rx.received.wait_for(1)
    assert code == WatchExit.OK
    return [f"{m['title']}\n{m['message']}" for m in msgs if " is hot (" in str(m["title"])]


def test_watch_notify_warns_at_the_temperature_set_in_the_app(monkeypatch, tmp_path, capsys):
    titles = [t.split("\n")[0] for t in hot_titles(monkeypatch, '{"temperature_c": 75}', tmp_path)]
    assert titles and titles[0].endswith(" is hot (75 °C)"), titles
    assert capsys.readouterr().err == ""


def test_watch_notify_with_a_damaged_settings_file_says_so_and_uses_the_defaults(
    monkeypatch, tmp_path, capsys
):
    titles = hot_titles(monkeypatch, '{"temperature_c": ', tmp_path)
    err = capsys.readouterr().err
    assert "tfgpu: The settings file " in err and "is damaged" in err, err
    assert "Using the default settings" in err
    # The default threshold (85 °C): a notice below it comes only from the GPU's own thermal
    # throttling, which the scenario starts a degree or two earlier.
    for notice in titles:
        title, body = notice.split("\n", 1)
        degrees = int(title.rsplit("(", 1)[1].split(" ")[0])
        assert degrees >= 85 or "slows its clocks to cool down" in body, notice
    assert (tmp_path / "tfgpu-gui" / "settings.json").read_text() == '{"temperature_c": '
