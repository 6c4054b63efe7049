"""``tfgpu watch --notify URL``: the events watch sees, sent to phones and inboxes.

Qt-free. ``tfgpu watch`` adds the options (:func:`add_notify_arguments`) and hooks one
:class:`WatchNotify` into its sampling (:func:`attach`): each snapshot goes through an
:class:`~tfgpu_gui.notify.watcher.EventWatcher`, its notices to a
:class:`~tfgpu_gui.notify.notifier.Notifier`. A destination that does not take a message is
said once on stderr. When watching ends, what is still queued gets a few seconds to go out.
The thresholds (too hot at, memory nearly full at, mostly idle for) are the ones saved in the
app's settings.

``--notify-file FILE`` reads the URLs from a file (one a line, ``#`` comments): a URL on the
command line is visible to every user of the machine (``ps``), a file readable by you only is
not.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tfgpu_gui.notify.delivery import DeliveryFailure
    from tfgpu_gui.notify.notifier import Notifier
    from tfgpu_gui.notify.watcher import EventWatcher
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.snapshot import Snapshot

#: Seconds the end of ``tfgpu watch`` waits for queued messages.
DRAIN_S = 15.0
#: The most URLs a --notify-file may hold.
MAX_URLS = 16


def notify_url(text: str) -> str:
    """``--notify``: a URL apprise knows (the usage error never repeats the URL)."""
    from tfgpu_gui.notify.delivery import is_valid
    from tfgpu_gui.notify.secrets import redact

    if not is_valid(text):
        raise argparse.ArgumentTypeError(
            f"{redact(text)} is not a notification URL (apprise form, e.g. ntfy://TOPIC, "
            "mailto://user:pass@host, json://host/path)"
        )
    return text.strip()


def add_notify_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("notifications (docs/notifications.md)")
    group.add_argument(
        "--notify",
        action="append",
        type=notify_url,
        metavar="URL",
        help="send runs ending or dying, GPUs free, lost or too hot and hosts down to this "
        "apprise URL (ntfy://, tgram://, slack://, discord://, mailto://, json://...); "
        "repeatable",
    )
    group.add_argument(
        "--notify-file",
        type=url_file,
        metavar="FILE",
        help="read --notify URLs from FILE, one a line (keeps them out of `ps`)",
    )


def url_file(path: str) -> list[str]:
    """``--notify-file``: its URLs (a usage error when it cannot be used)."""
    try:
        return read_url_file(path)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def read_url_file(path: str) -> list[str]:
    """The URLs of a ``--notify-file`` (blank lines and ``#`` comments skipped).

    Raises:
        ValueError: the file cannot be read, holds a URL apprise does not know, or too many.
    """
    from tfgpu_gui.notify.delivery import is_valid
    from tfgpu_gui.notify.secrets import redact

    try:
        with open(path, encoding="utf-8") as file:
            text = file.read(64 * 1024)
            mode = os.fstat(file.fileno()).st_mode
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if mode & (stat.S_IRGRP | stat.S_IROTH):
        print(
            f"tfgpu: warning: {path} is readable by other users; `chmod 600 {path}` keeps the "
            "URLs in it private",
            file=sys.stderr,
        )
    urls = [
        ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")
    ]
    for number, url in enumerate(urls, 1):
        if not is_valid(url):
            raise ValueError(f"{path}: URL {number} ({redact(url)}) is not a notification URL")
    if len(urls) > MAX_URLS:
        raise ValueError(f"{path}: at most {MAX_URLS} URLs")
    return urls


def wanted_urls(args: argparse.Namespace) -> list[str]:
    """Every URL of ``--notify`` and ``--notify-file``."""
    return list(getattr(args, "notify", None) or []) + list(
        getattr(args, "notify_file", None) or []
    )


class WatchNotify:
    """The notifier of one ``tfgpu watch``; does nothing without URLs."""

    def __init__(self, notifier: Notifier | None, watcher: EventWatcher | None) -> None:
        self.notifier = notifier
        self.watcher = watcher
        self.sent = 0

    def observe(self, snapshot: Snapshot) -> None:
        if self.notifier is None or self.watcher is None:
            return
        notices = self.watcher.observe(snapshot)
        self.sent += self.notifier.tick() + self.notifier.post_all(notices)

    def observe_error(self, error: TelemetryUnavailable) -> None:
        if self.notifier is None or self.watcher is None:
            return
        self.sent += self.notifier.post_all(self.watcher.observe_error(error))

    def close(self) -> None:
        if self.notifier is not None and not self.notifier.close(DRAIN_S):
            print(
                "tfgpu: some notifications were still being sent when watching ended",
                file=sys.stderr,
            )


def _say_failure(failure: DeliveryFailure) -> None:
    print(f"tfgpu: {failure.sentence}", file=sys.stderr, flush=True)


def attach(args: argparse.Namespace, sampler: Sampler, snapshots: bool = True) -> WatchNotify:
    """The notifier of ``args`` hooked to ``sampler``'s errors, and to its snapshots unless
    ``snapshots`` is False (a caller that delivers snapshots itself calls
    :meth:`WatchNotify.observe`)."""
    urls = wanted_urls(args)
    if not urls:
        return WatchNotify(None, None)
    from tfgpu_gui.notify.notifier import Notifier, targets_for_urls
    from tfgpu_gui.notify.watcher import EventWatcher
    from tfgpu_gui.settings import SettingsStore

    # The thresholds set in the app (too hot at, memory nearly full at, mostly idle for).
    store = SettingsStore()
    settings = store.load()
    if store.error:
        print(f"tfgpu: {store.error}", file=sys.stderr)
    watcher = EventWatcher(sampler.clock, *settings.notification_thresholds())
    notify = WatchNotify(Notifier(targets_for_urls(urls), on_failure=_say_failure), watcher)
    if snapshots:
        sampler.on_snapshot(notify.observe)
    sampler.on_error(notify.observe_error)
    return notify
