"""The job protocol: what a job script prints on stdout, one JSON object per line.

A job script runs in the *target* interpreter, which does not have this package installed, so
scripts are standalone files that repeat the tiny ``emit`` helper below. Every line a script
writes to stdout is one JSON object with a ``type``:

- ``{"type": "hello", "protocol": 1, "python": "...", "version": "3.11.7", "pid": 123}``
  first, before anything heavy is imported;
- ``{"type": "progress", "step": "import", "message": "Importing TensorFlow", "fraction": 0.1}``
  while it works (``fraction`` in [0, 1] or null);
- ``{"type": "data", "key": "build_info", "value": {...}}`` for partial results, so a job that
  dies later still leaves what it found;
- ``{"type": "result", "value": {...}}`` once, at the end;
- ``{"type": "error", "message": "...", "traceback": "..."}`` when the script catches a failure.

stderr is not part of the protocol: it is TensorFlow's log, kept line by line. A stdout line
that is not such an object is "garbage" (a library printing to stdout): it is kept and shown,
and never breaks the job.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
MESSAGE_TYPES = frozenset({"hello", "progress", "data", "result", "error"})


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
    except ValueError:
        return None
    if not isinstance(obj, dict) or obj.get("type") not in MESSAGE_TYPES:
        return None
    return Message(type=str(obj["type"]), body=obj)


def encode(type_: str, **fields: Any) -> str:
    """One protocol line (what the scripts' ``emit`` writes)."""
    return json.dumps({"type": type_, **fields}, default=str)
