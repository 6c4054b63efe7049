"""A diagnosis as one object: target, facts, findings, log; JSON in and out; the verdict.

The JSON form (schema ``tfgpu.doctor-report/1``) is what ``tfgpu doctor --json`` prints and what
the wizard exports and opens again (:func:`load_report`, which treats the file as untrusted).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding, NoGpu
from tfgpu_gui.doctor.ranking import POSSIBLE

SCHEMA = "tfgpu.doctor-report/1"
# The largest report file opened: a report keeps a bounded tail of its log, far below this.
MAX_REPORT_BYTES = 64 << 20

EXIT_OK = 0
EXIT_WARNINGS = 1
EXIT_ERRORS = 2

VERDICT_OK = "ok"
VERDICT_WARNINGS = "warnings"
VERDICT_ERRORS = "errors"

VERDICT_TEXT = {
    VERDICT_OK: "No problem found: TensorFlow can use the GPU.",
    VERDICT_WARNINGS: "TensorFlow can run, but there are warnings worth fixing.",
    VERDICT_ERRORS: "TensorFlow cannot use the GPU as things are: fix the problems in order.",
}
LOG_VERDICT_TEXT = {
    VERDICT_OK: "Nothing in this log points to a problem.",
    VERDICT_WARNINGS: "This log shows warnings worth fixing.",
    VERDICT_ERRORS: "This log shows why the GPU was not used (see the blocking lines).",
}
# The same for errors that have nothing to do with the GPU being seen (out of memory, a crash,
# TF-TRT without TensorRT): the GPU may well have been used.
LOG_VERDICT_FAILED = "This log shows what failed (see the blocking lines)."
# A log whose problems are all only possible: alternatives, of which usually one is the cause.
LOG_VERDICT_POSSIBLE = (
    "This log does not show the cause for certain: check the possible causes, most likely first."
)


class ReportFormatError(ValueError):
    """A file that is not a doctor report (or of an unknown schema)."""


@dataclass
class Report:
    """Everything one diagnosis found."""

    mode: str  # "environment" or "log"
    target: dict[str, Any]
    facts: dict[str, Any]
    findings: list[Finding]
    log_lines: list[str] = field(default_factory=list)
    log: dict[str, Any] | None = None
    created: str = field(
        default_factory=lambda: time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime())
    )
    tool_version: str = __version__
    redacted: bool = False
    duration_s: float | None = None
    # The app's versions block (tfgpu_gui.desktop.versions), as on the About dialog.
    versions: dict[str, str] = field(default_factory=dict)
    # The host diagnosed over SSH (``tfgpu doctor --host``); ``None``: the computer it ran on.
    host: str | None = None

    def problems(self) -> list[Finding]:
        """Errors and warnings (what the exit status counts)."""
        return [f for f in self.findings if not f.harmless and f.severity in (ERROR, WARNING)]

    def possible_problems(self) -> list[Finding]:
        """The problems only suggested (confidence "possible"): alternatives to check first,
        usually one of them the cause, so never counted as that many problems to fix."""
        return [f for f in self.problems() if f.confidence == POSSIBLE]

    @property
    def verdict(self) -> str:
        severities = {f.severity for f in self.problems()}
        if ERROR in severities:
            return VERDICT_ERRORS
        if WARNING in severities:
            return VERDICT_WARNINGS
        return VERDICT_OK

    def verdict_text(self) -> str:
        table = LOG_VERDICT_TEXT if self.mode == "log" else VERDICT_TEXT
        text = table[self.verdict]
        if self.mode == "log" and self.verdict == VERDICT_ERRORS:
            errors = [CATALOGUE.get(f.id) for f in self.problems() if f.severity == ERROR]
            if all(e is not None and e.no_gpu is NoGpu.UNRELATED for e in errors):
                text = LOG_VERDICT_FAILED
        problems = self.problems()
        if self.mode == "log" and problems and len(self.possible_problems()) == len(problems):
            text = LOG_VERDICT_POSSIBLE
        conditional = [
            f.id
            for f in self.findings
            if f.severity == INFO and f.rank > 0 and f.confidence == POSSIBLE
        ]
        if self.mode == "log" and self.verdict == VERDICT_OK and conditional:
            # A line that is harmless without a GPU and the cause with one (cudart alone).
            text = (
                "Nothing in this log is a problem on a machine without an NVIDIA GPU; if this "
                f"one has a GPU TensorFlow should use, see {', '.join(conditional)}."
            )
        return text

    def exit_status(self) -> int:
        """0 no errors or warnings, 1 warnings only, 2 errors."""
        return {VERDICT_OK: EXIT_OK, VERDICT_WARNINGS: EXIT_WARNINGS}.get(self.verdict, EXIT_ERRORS)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "tool": {"name": "tfgpu", "version": self.tool_version},
            "created": self.created,
            "mode": self.mode,
            "host": self.host,
            "redacted": self.redacted,
            "duration_s": self.duration_s,
            "target": self.target,
            "versions": self.versions,
            "verdict": {"status": self.verdict, "text": self.verdict_text()},
            "facts": self.facts,
            "findings": [f.to_dict() for f in self.findings],
            "log": {"lines": self.log_lines, **(self.log or {})},
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2, default=str)

    @classmethod
    def from_dict(cls, data: Any) -> Report:
        """Read an exported report; :class:`ReportFormatError` if it is not one.

        Any JSON value is accepted as input: a field of the wrong type is read as missing, so a
        damaged report either opens with what it still holds or is refused with a clear message.
        """
        if not isinstance(data, dict) or not str(data.get("schema", "")).startswith(
            "tfgpu.doctor-report/"
        ):
            raise ReportFormatError("This file is not a tfgpu doctor report (no matching schema).")
        if data["schema"] != SCHEMA:
            raise ReportFormatError(f"Unknown report schema {data['schema']!r}; expected {SCHEMA}.")
        log = _dict(data.get("log"))
        rest = {k: v for k, v in log.items() if k != "lines"}
        duration = data.get("duration_s")
        return cls(
            mode="log" if data.get("mode") == "log" else "environment",
            target=_dict(data.get("target")),
            facts=_dict(data.get("facts")),
            findings=[_finding(f) for f in _list(data.get("findings")) if isinstance(f, dict)],
            log_lines=[str(x) for x in _list(log.get("lines"))],
            log=rest or None,
            created=str(data.get("created", "")),
            tool_version=str(_dict(data.get("tool")).get("version", "?")),
            redacted=data.get("redacted") is True,
            duration_s=float(duration)
            if isinstance(duration, (int, float)) and not isinstance(duration, bool)
            else None,
            versions={str(k): str(v) for k, v in _dict(data.get("versions")).items()},
            host=str(data["host"])[:253] if isinstance(data.get("host"), str) else None,
        )

    @classmethod
    def from_json(cls, text: str) -> Report:
        """Read a report from JSON text; :class:`ReportFormatError` if it is not one."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise ReportFormatError(f"This file is not JSON ({str(exc)[:200]}).") from None
        return cls.from_dict(data)


def _dict(value: Any) -> dict[str, Any]:
    return {str(k): v for k, v in value.items()} if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _finding(data: dict[str, Any]) -> Finding:
    """A finding of an exported report, its fields of the wrong type read as missing."""
    clean: dict[str, Any] = {k: v for k, v in data.items() if isinstance(v, str)}
    clean["evidence"] = [str(e) for e in _list(data.get("evidence"))]
    clean["harmless"] = data.get("harmless") is True
    clean["rank"] = data.get("rank")
    return Finding.from_dict(clean)


def load_report(path: str | Path) -> Report:
    """Open a report exported by ``tfgpu doctor --json`` or the wizard.

    Raises:
        ReportFormatError: the file cannot be read, is too large, is not UTF-8 JSON or not a
            report (the message says which, in one line).
    """
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_REPORT_BYTES + 1)
    except OSError as exc:
        raise ReportFormatError(f"Cannot read {path}: {exc.strerror or exc}.") from None
    if len(raw) > MAX_REPORT_BYTES:
        raise ReportFormatError(
            f"{path} is larger than {MAX_REPORT_BYTES >> 20} MiB: not a tfgpu doctor report."
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ReportFormatError(f"{path} is not UTF-8 text: not a tfgpu doctor report.") from None
    return Report.from_json(text)
