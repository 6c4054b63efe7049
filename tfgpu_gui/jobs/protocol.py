"""The job protocol: what a job script prints on stdout, one JSON object per line.

A job script runs in the *target* interpreter, which does not have this package installed, so
scripts are standalone files that repeat the tiny ``emit`` helper below. Every line a script
writes to stdout is one JSON object with a ``type``:

- ``{"type": "hello", "protocol": 1, "python": "...", "version": "3.11.7", "pid": 123}``
  first, before anything heavy is imported;
- ``{"type": "progress", "step": "import", "message": "Importing TensorFlow", "fraction": 0.1}``
  while it works (``fraction`` in [0, 1], null or absent); :class:`Progress` is its parsed,
  validated form;
- ``{"type": "data", "key": "build_info", "value": {...}}`` for partial results, so a job that
  dies later still leaves what it found;
- ``{"type": "result", "value": {...}}`` once, at the end;
- ``{"type": "error", "message": "...", "traceback": "..."}`` when the script catches a failure.

stderr is not part of the protocol: it is TensorFlow's log, kept line by line. A stdout line
that is not such an object is "garbage" (a library printing to stdout): it is kept and shown,
and never breaks the job. So is a ``progress`` line that :func:`progress_from_body` rejects.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
MESSAGE_TYPES = frozenset({"hello", "progress", "data", "result", "error"})

# The longest step key and message a progress line may carry; longer ones are cut.
MAX_STEP_CHARS = 200
MAX_MESSAGE_CHARS = 500


@dataclass(frozen=True)
class Message:
    """One parsed protocol line."""

    type: str
    body: dict[str, Any]


def parse_line(line: str) -> Message | None:
    """The message on a stdout line, or ``None`` if the line is not a protocol message."""
    text = line.strip()
    if not text.startswith("{"):
        return None
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested deeper than the parser goes
        return None
    if not isinstance(obj, dict) or obj.get("type") not in MESSAGE_TYPES:
        return None
    return Message(type=str(obj["type"]), body=obj)


@dataclass(frozen=True)
class Progress:
    """How far a job is: what it is doing now and, when it knows, the fraction done.

    Attributes:
        step: a short key naming the step (``"import"``, ``"matmul:GPU:0:float32:256"``).
        message: the step for a person ("Importing TensorFlow").
        fraction: the part of the job done, in [0, 1]; ``None`` when the job cannot tell.
    """

    step: str
    message: str
    fraction: float | None = None

    def to_line(self) -> str:
        """The protocol line a job script writes for this progress."""
        return encode("progress", step=self.step, message=self.message, fraction=self.fraction)


def _bounded(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


def progress_from_body(body: Mapping[str, Any]) -> Progress | None:
    """The :class:`Progress` in a ``progress`` message's fields, or ``None`` if they are invalid.

    ``step`` and ``message`` must be strings when present (absent means empty) and are cut to
    :data:`MAX_STEP_CHARS` / :data:`MAX_MESSAGE_CHARS`; ``fraction`` must be absent, null or a
    finite number in [0, 1] (booleans are not numbers here). Never raises.
    """
    if not isinstance(body, Mapping) or body.get("type", "progress") != "progress":
        return None
    step = body.get("step", "")
    message = body.get("message", "")
    fraction = body.get("fraction")
    if not isinstance(step, str) or not isinstance(message, str):
        return None
    if fraction is not None:
        if isinstance(fraction, bool) or not isinstance(fraction, int | float):
            return None
        if not math.isfinite(fraction) or not 0.0 <= fraction <= 1.0:
            return None
        fraction = float(fraction)
    return Progress(_bounded(step, MAX_STEP_CHARS), _bounded(message, MAX_MESSAGE_CHARS), fraction)


def parse_progress(line: str) -> Progress | None:
    """The :class:`Progress` on a child's stdout line, or ``None`` for any other line."""
    msg = parse_line(line)
    if msg is None or msg.type != "progress":
        return None
    return progress_from_body(msg.body)


def encode(type_: str, **fields: Any) -> str:
    """One protocol line (what the scripts' ``emit`` writes)."""
    return json.dumps({"type": type_, **fields}, default=str)
