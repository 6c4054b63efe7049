"""``tfgpu notify --test URL``: send one test message, and say whether it arrived.

The URL is an apprise URL (``ntfy://TOPIC``, ``tgram://TOKEN/CHAT``, ``mailto://…``,
``json://host/path``…, see docs/notifications.md). The exit status says whether every
destination took the message; a failure is one plain sentence on stderr, the URL shown as
``ntfy://****``. What ``run`` needs is imported there.
"""

from __future__ import annotations

import argparse
import sys

from tfgpu_gui.commands.exit_codes import NotifyExit

NAME = "notify"
HELP = "send a test notification to an apprise URL (ntfy, Telegram, Slack, e-mail...)"
EXIT = NotifyExit


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from tfgpu_gui.commands.common import positive_seconds
    from tfgpu_gui.notify.watch_hook import notify_url

    parser.add_argument(
        "--test",
        action="append",
        type=notify_url,
        required=True,
        metavar="URL",
        help="send one test message to this apprise URL (repeatable)",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=10.0,
        metavar="S",
        help="seconds each destination may take to answer (default 10)",
    )


def run(args: argparse.Namespace) -> NotifyExit:
    from tfgpu_gui.notify.delivery import DeliveryError, send_bounded
    from tfgpu_gui.notify.events import trial_notice
    from tfgpu_gui.notify.secrets import redact

    notice = trial_notice()
    status = NotifyExit.OK
    for url in args.test:
        try:
            send_bounded(url, notice.title, notice.body, args.timeout)
        except DeliveryError as exc:
            print(
                f"tfgpu: the test message to {redact(url)} was not delivered: {exc}.",
                file=sys.stderr,
            )
            status = NotifyExit.NOT_DELIVERED
        else:
            print(f"Test message delivered to {redact(url)}.")
    return status
