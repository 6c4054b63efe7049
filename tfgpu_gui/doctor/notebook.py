"""A Jupyter notebook read as the log it shows: each cell's source, then what it printed.

A notebook (nbformat 4, the JSON Jupyter saves: ``{"cells": [...], "metadata": ...,
"nbformat": 4, ...}``, https://github.com/jupyter/nbformat, ``nbformat/v4/nbformat.v4.schema.json``
and the test notebooks beside it) holds TensorFlow's start-up log in its cells' outputs, as JSON
strings. Read as text, each of its lines would be a quoted, escaped string; read here, the
doctor sees what the notebook showed: a code cell's source lines, then its outputs in order, a
stream's text (``stdout``, ``stderr``), an error's traceback (its colours are taken out later,
as any line's), a result's ``text/plain``. A Markdown cell's source is read too (a user's notes).
Images and HTML are not text to read and are left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

# What a notebook file starts with (Jupyter writes its keys sorted: "cells" comes first).
NOTEBOOK_START = re.compile(r'\A\s*\{\s*"cells"\s*:')
# A notebook is read whole (JSON); above this it is read as text lines, as any log.
MAX_NOTEBOOK_CHARS = 32 * 1024 * 1024


def _text(value: Any) -> str:
    """A multiline string of nbformat: one string, or a list of strings that join into it."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(part for part in value if isinstance(part, str))
    return ""


def _output_text(output: dict[str, Any]) -> str:
    kind = output.get("output_type")
    if kind == "stream":
        return _text(output.get("text"))
    if kind == "error":
        traceback = output.get("traceback")
        if isinstance(traceback, list) and traceback:
            return "\n".join(line for line in traceback if isinstance(line, str))
        return f"{_text(output.get('ename'))}: {_text(output.get('evalue'))}"
    if kind in ("execute_result", "display_data"):
        data = output.get("data")
        return _text(data.get("text/plain")) if isinstance(data, dict) else ""
    return ""


def notebook_text(notebook: Any) -> Iterator[str]:
    """The text a notebook shows, one piece per cell source and output, each ending with a
    newline; nothing when ``notebook`` is not one (a dict with a list of cells)."""
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        return
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") not in ("code", "markdown"):
            continue
        pieces = [_text(cell.get("source"))]
        outputs = cell.get("outputs")
        if isinstance(outputs, list):
            pieces += [_output_text(o) for o in outputs if isinstance(o, dict)]
        for piece in pieces:
            if piece:
                yield piece if piece.endswith("\n") else piece + "\n"


def read_notebook(text: str) -> list[str] | None:
    """The pieces of text a notebook's JSON shows, or ``None`` when ``text`` is not a notebook
    (not JSON, cut short, or JSON without a list of cells)."""
    try:
        notebook = json.loads(text)
    except ValueError:
        return None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        return None
    return list(notebook_text(notebook))
