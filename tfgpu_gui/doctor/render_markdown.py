"""The report as Markdown, to paste into a GitHub issue or send to a colleague."""

from __future__ import annotations

from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows

MAX_LOG_LINES = 200


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(rows: list[tuple[str, str]]) -> list[str]:
    out = ["| | |", "|---|---|"]
    out += [f"| {_cell(k)} | {_cell(v)} |" for k, v in rows]
    return out


def _finding(f: Finding) -> list[str]:
    out = [f"### {f.severity.upper()}: `{f.id}` {f.title}", "", f.explanation, ""]
    if f.evidence:
        out.append("**Evidence**")
        out.append("")
        out += [f"- `{e}`" if "`" not in e else f"- {e}" for e in f.evidence]
        out.append("")
    if f.fix:
        prose = [line for line in f.fix.splitlines() if not line.strip().startswith("$ ")]
        commands = [
            line.strip()[2:] for line in f.fix.splitlines() if line.strip().startswith("$ ")
        ]
        out.append("**Fix**")
        out.append("")
        out += prose
        if commands:
            out += ["", "```sh", *commands, "```"]
        out.append("")
    return out


def render_markdown(report: Report) -> str:
    """The whole report as GitHub-flavoured Markdown."""
    title = "Log explanation" if report.mode == "log" else "TensorFlow GPU setup diagnosis"
    out = [f"## {title} (tfgpu doctor {report.tool_version})", ""]
    out.append(f"**Verdict:** {report.verdict_text()}")
    out.append("")
    if report.redacted:
        out += ["_User name, host name and home folder are redacted._", ""]
    if report.versions:
        width = max(len(k) for k in report.versions)
        block = [f"{k.ljust(width)}  {v}" for k, v in report.versions.items()]
        out += ["<details><summary>Versions</summary>", "", "```", *block, "```", "</details>", ""]
    if report.mode != "log":
        out += ["#### System and driver", "", *_table(system_rows(report)), ""]
        out += ["#### TensorFlow installation", "", *_table(tensorflow_rows(report)), ""]
    problems = [f for f in report.findings if not f.harmless]
    harmless = [f for f in report.findings if f.harmless]
    if problems:
        out += ["#### Findings", ""]
        for f in problems:
            out += _finding(f)
    if harmless:
        out += ["#### Safe to ignore", ""]
        out += [f"- `{f.id}`: {f.explanation}" for f in harmless]
        out.append("")
    if report.log_lines:
        shown = report.log_lines[-MAX_LOG_LINES:]
        out += ["<details><summary>TensorFlow log", f" (last {len(shown)} lines)</summary>", ""]
        out += ["```", *shown, "```", "</details>", ""]
    return "\n".join(out)
