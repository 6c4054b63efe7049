"""What the commands share: numbers on the command line, opening the backend and reporting why
it cannot open.

The reports print only; each command returns its own exit status for them (``NO_TELEMETRY``,
``NO_GPU`` in :mod:`tfgpu_gui.commands.exit_codes`). Every command's parser is built for any
command line, so the telemetry modules are imported only when a function here needs them.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable

#: The longest duration a command line takes, in seconds (one day).
MAX_SECONDS = 86400.0
#: How much of a rejected value a usage error quotes.
_QUOTE_CHARS = 40


def _quoted(text: str) -> str:
    """``text`` as typed (control characters escaped), shortened for a one-line message."""
    quoted = repr(text)
    return quoted if len(quoted) <= _QUOTE_CHARS else quoted[: _QUOTE_CHARS - 4] + "...'"


def positive_seconds(text: str) -> float:
    """A duration in seconds: a finite number greater than 0 and at most one day.

    Raises:
        argparse.ArgumentTypeError: ``text`` is not such a number (a plain sentence).
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a number of seconds") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a finite number of seconds")
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} seconds: must be greater than 0")
    if value > MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"{_quoted(text)} seconds: must be at most {MAX_SECONDS:g} (one day)"
        )
    return value


def positive_count(text: str) -> int:
    """A count: a whole number of at least 1.

    Raises:
        argparse.ArgumentTypeError: ``text`` is not such a number (a plain sentence).
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{_quoted(text)}: must be at least 1")
    return value


def backend_for(args: argparse.Namespace) -> Backend:
    from tfgpu_gui.telemetry.sources.registry import make_backend

    return make_backend(args.simulate, seed=args.seed)


def report_unavailable(exc: TelemetryUnavailable, backend: Backend, as_json: bool) -> None:
    """Say in one sentence why there is no telemetry and what to do; no traceback."""
    from tfgpu_gui.telemetry.export import error_dict

    if as_json:
        print(json.dumps(error_dict(exc.kind, exc.sentence(), backend.name), indent=2))
    print(f"tfgpu: {exc.sentence()}", file=sys.stderr)


def report_no_gpu(backend: Backend, as_json: bool) -> None:
    """Say that the driver runs but reports no GPU (and, with ``as_json``, print it as JSON)."""
    from tfgpu_gui.telemetry.errors import REASONS
    from tfgpu_gui.telemetry.export import error_dict

    reason = REASONS["no-gpu"]
    text = f"{reason.message} {reason.next_step}"
    if as_json:
        print(json.dumps(error_dict("no-gpu", text, backend.name), indent=2))
    print(f"tfgpu: {text}", file=sys.stderr)
