"""The report for a terminal: facts, findings with evidence and fix, verdict; colours optional.

A report carries text from outside: log lines quoted as evidence, facts read from the system,
and, for a report opened from a file, anything at all. Every text goes through
:func:`~tfgpu_gui.text.safe.for_terminal` before it is styled, so the only escape sequences
printed are the app's own colours.
"""

from __future__ import annotations

import textwrap

from tfgpu_gui.doctor.model import ERROR, WARNING, Finding
from tfgpu_gui.doctor.ranking import CONFIRMED, undecided
from tfgpu_gui.doctor.report import VERDICT_ERRORS, VERDICT_OK, Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows
from tfgpu_gui.text.safe import for_terminal as safe
from tfgpu_gui.text.terminal import Style

WIDTH = 96
SEVERITY_STYLE = {ERROR: ("red", "bold"), WARNING: ("yellow", "bold")}


def _rows(rows: list[tuple[str, str]], style: Style) -> list[str]:
    shown = [(safe(k), safe(v)) for k, v in rows]
    width = max((len(k) for k, _ in shown), default=0)
    return [f"  {style(k.ljust(width), 'dim')}  {val}" for k, val in shown]


def _wrap(text: str, indent: str) -> list[str]:
    shown = safe(text)
    return textwrap.wrap(shown, WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent]


def render_finding(f: Finding, style: Style) -> list[str]:
    """One finding: severity, ID and title, then explanation, evidence and fix."""
    label = style(safe(f.severity.upper(), 16).ljust(7), *SEVERITY_STYLE.get(f.severity, ("cyan",)))
    out = [f"{label} {style(safe(f.id), 'bold')}  {safe(f.title)}"]
    out += _wrap(f.explanation, "        ")
    if f.evidence:
        out.append("        " + style("Evidence:", "dim"))
        for e in f.evidence:
            out += textwrap.wrap(
                safe(e), WIDTH, initial_indent="          - ", subsequent_indent="            "
            )
    if f.fix:
        out.append("        " + style("Fix:", "dim"))
        for line in f.fix.splitlines():
            text = line.strip()
            if text.startswith("$ "):  # a command stays whole, to be copied
                out.append("          " + style(safe(text), "cyan"))
            else:
                out += _wrap(text, "          ")
    return out


def render_ranking(findings: list[Finding], style: Style) -> list[str]:
    """ "Most likely: ... / Also possible: ..." with how to confirm each; empty when decided."""
    causes = undecided(findings)
    out = []
    for n, f in enumerate(causes):
        head = "Most likely:" if n == 0 else "Also possible:"
        line = f"{head} {safe(f.id)} ({safe(f.confidence)}): {safe(f.title)}"
        out += _wrap(line, "")
        if f.confirm and f.confidence != CONFIRMED:  # a confirmed cause needs no check
            out += _wrap(f"To confirm: {f.confirm}", "    ")
    return [style(out[0], "bold"), *out[1:], ""] if out else []


def render_report(report: Report, style: Style) -> str:
    """The whole report as text (ends with a newline)."""
    out: list[str] = []
    if report.mode == "log":
        total = (report.log or {}).get("total_lines", len(report.log_lines))
        unit = "line" if total == 1 else "lines"
        out.append(style(f"tfgpu doctor: explanation of a log ({safe(total)} {unit})", "bold"))
    else:
        where = f" on {safe(report.host, 253)}" if report.host else ""
        out.append(style(f"tfgpu doctor: {safe(report.target.get('python', '?'))}{where}", "bold"))
        if report.versions:
            line = ", ".join(f"{k} {v}" for k, v in report.versions.items() if k != "Platform")
            out += [style(text, "dim") for text in _wrap(line, "  ")]  # _wrap cleans
        rows = system_rows(report) + tensorflow_rows(report)
        out += _rows(rows, style)
    out.append("")
    out += render_ranking(report.findings, style)
    problems = report.problems()
    advice = [f for f in report.findings if not f.harmless and f not in problems]
    harmless = [f for f in report.findings if f.harmless]
    for f in problems + advice:
        out += render_finding(f, style)
        out.append("")
    if harmless:
        out.append(style(f"Safe to ignore ({len(harmless)}):", "green", "bold"))
        for f in harmless:
            out += _wrap(f"{f.id}: {f.explanation}", "  ")
        out.append("")
    colour = {VERDICT_OK: "green", VERDICT_ERRORS: "red"}.get(report.verdict, "yellow")
    counts = (
        f"{sum(f.severity == ERROR for f in problems)} error(s), "
        f"{sum(f.severity == WARNING for f in problems)} warning(s)"
    )
    if possible := len(report.possible_problems()):
        counts += f", {possible} of them only possible"
    out.append(style(f"Verdict: {safe(report.verdict_text())} ({counts})", colour, "bold"))
    return "\n".join(out) + "\n"
