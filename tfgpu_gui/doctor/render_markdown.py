"""The report as Markdown, to paste into a GitHub issue or send to a colleague.

The report carries text from outside (log lines, evidence, facts; anything at all for a report
opened from a file), so every text is cleaned with :func:`~tfgpu_gui.text.safe.for_terminal`
(no control character or escape sequence) and then quoted for where it goes: a code block's
fence and a code span's backticks are longer than any run of backticks inside them, so no line
leaves its block; table cells and prose have ``|`` and ``<`` escaped, so no HTML gets in.
"""

from __future__ import annotations

import re

from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.ranking import CONFIRMED, undecided
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows
from tfgpu_gui.text.safe import for_terminal

MAX_LOG_LINES = 200
_BACKTICKS = re.compile(r"`+")


def _longest_backtick_run(texts: list[str]) -> int:
    return max((len(m) for t in texts for m in _BACKTICKS.findall(t)), default=0)


def _prose(text: str) -> str:
    """One line of prose: cleaned, with ``<`` escaped so that no HTML tag is made of it."""
    return for_terminal(text).replace("&", "&amp;").replace("<", "&lt;")


def _code(text: str) -> str:
    """An inline code span that ``text`` cannot close, whatever backticks it holds."""
    shown = for_terminal(text)
    run = _longest_backtick_run([shown])
    if run == 0:
        return f"`{shown}`"
    ticks = "`" * (run + 1)
    return f"{ticks} {shown} {ticks}"


def fenced(lines: list[str], info: str = "") -> list[str]:
    """A fenced code block of ``lines``: each cleaned, the fence longer than any backtick run."""
    shown = [for_terminal(line) for line in lines]
    fence = "`" * max(3, _longest_backtick_run(shown) + 1)
    return [fence + info, *shown, fence]


def _cell(text: str) -> str:
    return _prose(text).replace("|", "\\|")


def _table(rows: list[tuple[str, str]]) -> list[str]:
    out = ["| | |", "|---|---|"]
    out += [f"| {_cell(k)} | {_cell(v)} |" for k, v in rows]
    return out


def _finding(f: Finding) -> list[str]:
    out = [
        f"### {_prose(f.severity.upper())}: {_code(f.id)} {_prose(f.title)}",
        "",
        _prose(f.explanation),
        "",
    ]
    if f.evidence:
        out.append("**Evidence**")
        out.append("")
        out += [f"- {_code(e)}" for e in f.evidence]
        out.append("")
    if f.fix:
        prose = [_prose(line) for line in f.fix.splitlines() if not line.strip().startswith("$ ")]
        commands = [
            line.strip()[2:] for line in f.fix.splitlines() if line.strip().startswith("$ ")
        ]
        out.append("**Fix**")
        out.append("")
        out += prose
        if commands:
            out += ["", *fenced(commands, "sh")]
        out.append("")
    return out


def render_markdown(report: Report) -> str:
    """The whole report as GitHub-flavoured Markdown."""
    title = "Log explanation" if report.mode == "log" else "TensorFlow GPU setup diagnosis"
    where = f" on {_code(report.host)}" if report.host else ""
    out = [f"## {title}{where} (tfgpu doctor {_prose(report.tool_version)})", ""]
    out.append(f"**Verdict:** {_prose(report.verdict_text())}")
    out.append("")
    if report.redacted:
        out += ["_User name, host name and home folder are redacted._", ""]
    if report.versions:
        versions = {for_terminal(k): for_terminal(v) for k, v in report.versions.items()}
        width = max(len(k) for k in versions)
        block = [f"{k.ljust(width)}  {v}" for k, v in versions.items()]
        out += ["<details><summary>Versions</summary>", "", *fenced(block), "</details>", ""]
    if report.mode != "log":
        out += ["#### System and driver", "", *_table(system_rows(report)), ""]
        out += ["#### TensorFlow installation", "", *_table(tensorflow_rows(report)), ""]
    causes = undecided(report.findings)
    for n, f in enumerate(causes):
        head = "Most likely" if n == 0 else "Also possible"
        out.append(f"- **{head}:** {_code(f.id)} ({_prose(f.confidence)}): {_prose(f.title)}")
        if f.confirm and f.confidence != CONFIRMED:  # a confirmed cause needs no check
            out.append(f"  To confirm: {_prose(f.confirm)}")
    if causes:
        out.append("")
    problems = [f for f in report.findings if not f.harmless]
    harmless = [f for f in report.findings if f.harmless]
    if problems:
        out += ["#### Findings", ""]
        for f in problems:
            out += _finding(f)
    if harmless:
        out += ["#### Safe to ignore", ""]
        out += [f"- {_code(f.id)}: {_prose(f.explanation)}" for f in harmless]
        out.append("")
    if report.log_lines:
        shown = report.log_lines[-MAX_LOG_LINES:]
        out += ["<details><summary>TensorFlow log", f" (last {len(shown)} lines)</summary>", ""]
        out += [*fenced(shown), "</details>", ""]
    return "\n".join(out)
