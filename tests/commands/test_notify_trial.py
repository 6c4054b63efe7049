"""``tfgpu notify --test`` run in this process: what is sent where, with which time limit, and
the status and lines when some destinations take the message and others do not."""

from __future__ import annotations

import socket

import pytest

from tests.notify.receivers import closed_port, json_receiver, silent_port
from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import NotifyExit

SECRET = "s3cr3t-t0ken"


def test_the_test_message_names_this_computer(capsys):
    with json_receiver() as rx:
        assert cli.main(["notify", "--test", rx.url()]) == NotifyExit.OK
        (msg,) = rx.received.wait_for(1)
    assert msg["title"] == f"tfgpu test message from {socket.gethostname()[:40]}"
    assert msg["message"] == "Notifications from tfgpu reach this destination."
    out, err = capsys.readouterr()
    assert (out, err) == ("Test message delivered to json://****.\n", "")


def test_every_url_gets_the_message_and_one_failure_sets_the_status(capsys):
    with json_receiver() as first, json_receiver() as second, closed_port() as dead:
        down = f"json://127.0.0.1:{dead}/{SECRET}"
        argv = ["notify", "--test", first.url(), "--test", down, "--test", second.url()]
        argv += ["--timeout", "5"]
        assert cli.main(argv) == NotifyExit.NOT_DELIVERED
        first.received.wait_for(1)
        second.received.wait_for(1)
    out, err = capsys.readouterr()
    assert out == "Test message delivered to json://****.\n" * 2
    (line,) = err.splitlines()
    assert line.startswith("tfgpu: the test message to json://**** was not delivered: ")
    assert line.endswith(".") and SECRET not in err


def test_a_failure_before_a_success_still_fails_the_command(capsys):
    with json_receiver() as rx, closed_port() as dead:
        argv = ["notify", "--test", f"json://127.0.0.1:{dead}/x", "--test", rx.url()]
        assert cli.main([*argv, "--timeout", "5"]) == NotifyExit.NOT_DELIVERED
        rx.received.wait_for(1)
    out, err = capsys.readouterr()
    assert out == "Test message delivered to json://****.\n"
    assert err.count("\n") == 1 and "was not delivered" in err


def test_each_destination_gets_the_time_limit_given(monkeypatch, capsys):
    sent: list[tuple[str, str, str, float]] = []

    def send_bounded(url, title, body, timeout_s):
        sent.append((url, title, body, timeout_s))

    monkeypatch.setattr("tfgpu_gui.notify.delivery.send_bounded", send_bounded)
    urls = ["ntfy://topic-one", "tgram://123456:ABCDEF/987"]
    argv = ["notify", "--test", urls[0], "--test", urls[1], "--timeout", "2.5"]
    assert cli.main(argv) == NotifyExit.OK
    assert [s[0] for s in sent] == urls and {s[3] for s in sent} == {2.5}
    assert cli.main(["notify", "--test", urls[0]]) == NotifyExit.OK
    assert sent[-1][3] == 10.0  # the default
    assert capsys.readouterr().out == (
        "Test message delivered to ntfy://****.\n"
        "Test message delivered to tgram://****.\n"
        "Test message delivered to ntfy://****.\n"
    )


def test_a_destination_that_never_answers_is_given_up_on_with_the_limit_named(capsys):
    with silent_port() as port:
        argv = ["notify", "--test", f"json://127.0.0.1:{port}/{SECRET}", "--timeout", "1"]
        assert cli.main(argv) == NotifyExit.NOT_DELIVERED
    err = capsys.readouterr().err
    assert err.startswith("tfgpu: the test message to json://**** was not delivered: ")
    assert SECRET not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["notify"],  # --test is required
        ["notify", "--test", "ntfy://topic", "--timeout", "0"],
        ["notify", "--test", "ntfy://topic", "--timeout", "soon"],
    ],
)
def test_a_missing_url_or_a_bad_time_limit_is_a_usage_error(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == NotifyExit.USAGE
    err = capsys.readouterr().err
    assert "tfgpu notify: error:" in err


def test_the_help_names_the_options_and_their_default(capsys):
    with pytest.raises(SystemExit):
        cli.main(["notify", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--test URL" in out and "--timeout S" in out
    assert "send one test message to this apprise URL (repeatable)" in out
    assert "seconds each destination may take to answer (default 10)" in out
