"""A diagnosis as one object: target, facts, findings, log; JSON in and out; the verdict.

The JSON form (schema ``tfgpu.doctor-report/1``) is what ``tfgpu doctor --json`` prints and what
the wizard exports and opens again.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding

SCHEMA = "tfgpu.doctor-report/1"

EXIT_OK = 0
EXIT_WARNINGS = 1
EXIT_ERRORS = 2

VERDICT_OK = "ok"
VERDICT_WARNINGS = "warnings"
VERDICT_ERRORS = "errors"

VERDICT_TEXT = {
    VERDICT_OK: "No problem found: TensorFlow can use the GPU.",
    VERDICT_WARNINGS: "TensorFlow can run, but there are warnings worth fixing.",
    VERDICT_ERRORS: "TensorFlow cannot use the GPU as things are: the errors say why.",
}
LOG_VERDICT_TEXT = {
    VERDICT_OK: "Nothing in this log points to a problem.",
    VERDICT_WARNINGS: "This log shows warnings worth fixing.",
    VERDICT_ERRORS: "This log shows why the GPU was not used (see the blocking lines).",
}


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

    def problems(self) -> list[Finding]:
        """Errors and warnings (what the exit status counts)."""
        return [f for f in self.findings if not f.harmless and f.severity in (ERROR, WARNING)]

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
        return table[self.verdict]

    def exit_status(self) -> int:
        """0 no errors or warnings, 1 warnings only, 2 errors."""
        return {VERDICT_OK: EXIT_OK, VERDICT_WARNINGS: EXIT_WARNINGS}.get(self.verdict, EXIT_ERRORS)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "tool": {"name": "tfgpu", "version": self.tool_version},
            "created": self.created,
            "mode": self.mode,
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
        """Read an exported report; :class:`ReportFormatError` if it is not one."""
        if not isinstance(data, dict) or not str(data.get("schema", "")).startswith(
            "tfgpu.doctor-report/"
        ):
            raise ReportFormatError("This file is not a tfgpu doctor report (no matching schema).")
        if data["schema"] != SCHEMA:
            raise ReportFormatError(f"Unknown report schema {data['schema']!r}; expected {SCHEMA}.")
        raw_log = data.get("log")
        log: dict[str, Any] = raw_log if isinstance(raw_log, dict) else {}
        lines = [str(x) for x in (log.get("lines") or [])]
        rest = {k: v for k, v in log.items() if k != "lines"}
        return cls(
            mode=str(data.get("mode", "environment")),
            target=dict(data.get("target") or {}),
            facts=dict(data.get("facts") or {}),
            findings=[
                Finding.from_dict(f) for f in data.get("findings") or [] if isinstance(f, dict)
            ],
            log_lines=lines,
            log=rest or None,
            created=str(data.get("created", "")),
            tool_version=str((data.get("tool") or {}).get("version", "?")),
            redacted=bool(data.get("redacted", False)),
            duration_s=data.get("duration_s"),
            versions={str(k): str(v) for k, v in (data.get("versions") or {}).items()},
        )

    @classmethod
    def from_json(cls, text: str) -> Report:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise ReportFormatError(f"This file is not JSON ({exc}).") from None
        return cls.from_dict(data)
