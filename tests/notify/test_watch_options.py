"""``tfgpu watch --notify URL`` and ``--notify-file FILE``: which URLs are taken, what a file may
hold, the warning for a file others can read, and the notifier hooked into the sampler."""

from __future__ import annotations

import argparse
import os

import pytest

from tfgpu_gui.notify import watch_hook
from tfgpu_gui.notify.events import Notice
from tfgpu_gui.notify.watch_hook import (
    DRAIN_S,
    MAX_URLS,
    WatchNotify,
    add_notify_arguments,
    attach,
    notify_url,
    read_url_file,
    wanted_urls,
)
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(exit_on_error=False)
    add_notify_arguments(p)
    return p


def write(path, text: str, mode: int = 0o600) -> str:
    path.write_text(text, encoding="utf-8")
    path.chmod(mode)
    return str(path)


def test_a_notify_url_is_taken_stripped_and_a_bad_one_refused_without_its_secret():
    assert notify_url("  json://127.0.0.1:9/hook  ") == "json://127.0.0.1:9/hook"
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        notify_url("nosuch://s3cr3t@x")
    assert str(refused.value).startswith("nosuch://**** is not a notification URL (apprise form")
    assert "s3cr3t" not in str(refused.value)


def test_the_options_gather_every_url(tmp_path):
    urls = write(tmp_path / "urls", "json://127.0.0.1:9/a\n")
    args = parser().parse_args(
        ["--notify", "ntfy://t1", "--notify", "ntfy://t2", "--notify-file", urls]
    )
    assert wanted_urls(args) == ["ntfy://t1", "ntfy://t2", "json://127.0.0.1:9/a"]
    assert wanted_urls(parser().parse_args([])) == []
    assert wanted_urls(argparse.Namespace()) == []  # a command without the options


def test_a_url_file_skips_blank_lines_and_comments(tmp_path, capsys):
    path = write(
        tmp_path / "urls",
        "# phones\n\n  ntfy://topic-1  \n   # indented comment\nmailto://u:p@mail.example\n",
    )
    assert read_url_file(path) == ["ntfy://topic-1", "mailto://u:p@mail.example"]
    assert capsys.readouterr().err == ""  # 0600: no warning


@pytest.mark.parametrize("mode", [0o640, 0o604])
def test_a_url_file_others_can_read_is_warned_about(tmp_path, capsys, mode):
    path = write(tmp_path / "urls", "ntfy://topic-1\n", mode)
    assert read_url_file(path) == ["ntfy://topic-1"]
    assert capsys.readouterr().err == (
        f"tfgpu: warning: {path} is readable by other users; `chmod 600 {path}` keeps the "
        "URLs in it private\n"
    )


def test_a_url_file_with_an_unknown_url_names_its_number_not_the_url(tmp_path):
    path = write(tmp_path / "urls", "# x\nntfy://ok\n\nnosuch://s3cr3t@host\n")
    with pytest.raises(ValueError) as refused:
        read_url_file(path)
    assert str(refused.value) == f"{path}: URL 2 (nosuch://****) is not a notification URL"


def test_a_url_file_holds_at_most_sixteen_urls(tmp_path):
    assert MAX_URLS == 16
    path = write(tmp_path / "urls", "".join(f"ntfy://topic-{i}\n" for i in range(16)))
    assert len(read_url_file(path)) == 16
    path = write(tmp_path / "urls", "".join(f"ntfy://topic-{i}\n" for i in range(17)))
    with pytest.raises(ValueError, match=r": at most 16 URLs$"):
        read_url_file(path)


def test_only_the_first_64_kib_of_a_url_file_is_read(tmp_path):
    head = "ntfy://first\n"
    path = write(tmp_path / "urls", head + "#" * (64 * 1024 - len(head)) + "\nntfy://beyond\n")
    assert read_url_file(path) == ["ntfy://first"]


def test_a_url_file_that_cannot_be_read_is_a_usage_error(tmp_path):
    missing = str(tmp_path / "missing")
    with pytest.raises(ValueError) as refused:
        read_url_file(missing)
    assert str(refused.value) == f"cannot read {missing}: No such file or directory"
    binary = tmp_path / "binary"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ValueError, match=rf"^cannot read {binary}: 'utf-8' codec can't decode"):
        read_url_file(str(binary))
    with pytest.raises(argparse.ArgumentError, match="cannot read"):
        parser().parse_args(["--notify-file", missing])


class Recorder:
    """A notifier that counts what it is given."""

    def __init__(self, drained: bool = True) -> None:
        self.posted: list[Notice] = []
        self.ticks = 0
        self.closed: list[float] = []
        self.drained = drained

    def tick(self) -> int:
        self.ticks += 1
        return 10

    def post_all(self, notices) -> int:
        notices = list(notices)
        self.posted += notices
        return len(notices)

    def close(self, timeout_s: float) -> bool:
        self.closed.append(timeout_s)
        return self.drained


class Watcher:
    def __init__(self) -> None:
        self.errors: list[TelemetryUnavailable] = []

    def observe(self, snapshot) -> list[Notice]:
        return [Notice("gpu-lost", "lost", "", "h", 0), Notice("too-hot", "hot", "", "h", 0)]

    def observe_error(self, error) -> list[Notice]:
        self.errors.append(error)
        return [Notice("host-down", "down", "", "h")]


def test_the_hook_counts_what_it_queued_and_drains_at_the_end(capsys):
    notifier, watcher = Recorder(), Watcher()
    hook = WatchNotify(notifier, watcher)  # type: ignore[arg-type]
    hook.observe(object())  # type: ignore[arg-type]
    assert hook.sent == 10 + 2 and notifier.ticks == 1
    error = TelemetryUnavailable("no-driver")
    hook.observe_error(error)
    assert hook.sent == 13 and watcher.errors == [error]
    hook.observe(object())  # type: ignore[arg-type]
    assert hook.sent == 25 and notifier.ticks == 2  # counted on, not started again
    hook.close()
    assert notifier.closed == [DRAIN_S] and DRAIN_S == 15.0
    assert capsys.readouterr().err == ""


def test_messages_still_queued_at_the_end_are_said(capsys):
    hook = WatchNotify(Recorder(drained=False), Watcher())  # type: ignore[arg-type]
    hook.close()
    assert capsys.readouterr().err == (
        "tfgpu: some notifications were still being sent when watching ended\n"
    )


def test_without_urls_the_hook_does_nothing(capsys):
    hook = WatchNotify(None, None)
    hook.observe(object())  # type: ignore[arg-type]
    hook.observe_error(TelemetryUnavailable("no-driver"))
    hook.close()
    assert hook.sent == 0 and capsys.readouterr().err == ""
    half = WatchNotify(Recorder(), None)  # type: ignore[arg-type]
    half.observe(object())  # type: ignore[arg-type]
    half.observe_error(TelemetryUnavailable("no-driver"))
    assert half.sent == 0 and half.notifier.ticks == 0  # type: ignore[union-attr]
    other = WatchNotify(None, Watcher())  # type: ignore[arg-type]
    other.observe(object())  # type: ignore[arg-type]
    other.observe_error(TelemetryUnavailable("no-driver"))
    assert other.sent == 0 and other.watcher.errors == []  # type: ignore[union-attr]


def _sampler(scenario: str) -> Sampler:
    clock = ManualClock()
    return Sampler(SimulatedBackend(scenario, clock=clock), interval=1.0, clock=clock)


def test_attach_without_urls_hooks_nothing():
    sampler = _sampler("idle")
    hook = attach(argparse.Namespace(notify=None, notify_file=None), sampler)
    assert hook.notifier is None and hook.watcher is None
    sampler.sample_once()
    assert hook.sent == 0


def test_attach_hooks_snapshots_and_errors_to_a_notifier(monkeypatch, capsys):
    seen: list[str] = []
    sampler = _sampler("gpu-lost")
    hook = attach(argparse.Namespace(notify=["json://127.0.0.1:9/x"], notify_file=None), sampler)
    assert hook.notifier is not None and hook.watcher is not None
    assert [t.url for t in hook.notifier.targets] == ["json://127.0.0.1:9/x"]
    monkeypatch.setattr(hook.watcher, "observe", lambda s: seen.append("snapshot") or [])
    monkeypatch.setattr(hook.watcher, "observe_error", lambda e: seen.append(e.kind) or [])
    sampler.sample_once()
    sampler.backend.fail_init("no-permission")  # type: ignore[attr-defined]
    sampler.sample_once()
    assert seen == ["snapshot", "no-permission"]
    hook.notifier.close(0)
    # A caller that delivers snapshots itself: only the errors are hooked.
    seen.clear()
    sampler = _sampler("idle")
    hook = attach(argparse.Namespace(notify=["json://127.0.0.1:9/x"]), sampler, snapshots=False)
    monkeypatch.setattr(hook.watcher, "observe", lambda s: seen.append("snapshot") or [])
    sampler.sample_once()
    assert seen == []
    hook.notifier.close(0)


def test_a_failed_delivery_is_one_line_on_stderr(capsys):
    from tfgpu_gui.notify.delivery import DeliveryFailure

    watch_hook._say_failure(DeliveryFailure("cli0", "json://****", "refused", 3))
    assert capsys.readouterr().err == (
        "tfgpu: Notification to json://**** not delivered after 3 tries: refused.\n"
    )


def test_a_url_file_readable_by_its_owner_only_is_quiet(tmp_path, capsys):
    path = write(tmp_path / "urls", "ntfy://t\n", 0o600)
    read_url_file(path)
    assert capsys.readouterr().err == ""
    assert os.stat(path).st_mode & 0o777 == 0o600


def test_the_notify_options_help_in_its_own_group():
    text = " ".join(parser().format_help().split())
    assert (
        "notifications (docs/notifications.md): --notify URL send runs ending or dying, GPUs "
        "free, lost or too hot and hosts down to this apprise URL (ntfy://, tgram://, slack://, "
        "discord://, mailto://, json://...); repeatable --notify-file FILE read --notify URLs "
        "from FILE, one a line (keeps them out of `ps`)"
    ) in text


def test_a_wrong_notify_url_is_a_usage_error_that_shows_the_accepted_forms():
    with pytest.raises(argparse.ArgumentError) as error:
        parser().parse_args(["--notify", "not a url"])
    assert str(error.value) == (
        "argument --notify: **** is not a notification URL (apprise form, e.g. ntfy://TOPIC, "
        "mailto://user:pass@host, json://host/path)"
    )
    assert parser().parse_args(["--notify", " ntfy://topic "]).notify == ["ntfy://topic"]


def test_attach_times_the_watchers_alerts_by_the_samplers_clock():
    # The alerts' cooldowns and "since" times run on the sampler's clock (a fake one in tests).
    sampler = _sampler("gpu-lost")
    hook = attach(argparse.Namespace(notify=["json://127.0.0.1:9/x"], notify_file=None), sampler)
    assert hook.watcher is not None and hook.notifier is not None
    assert hook.watcher.alerts.clock is sampler.clock
    hook.notifier.close(0)
