"""Render the findings catalogue as Markdown (docs/doctor.md).

Regenerate with ``python -m tfgpu_gui.doctor.catalogue_doc > docs/doctor.md``; a test checks
that the file is current.
"""

from __future__ import annotations

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.report import SCHEMA

INTRO = f"""# Setup doctor: findings catalogue

`tfgpu doctor` (and the "Run setup diagnosis" wizard) collects facts about the machine and a
Python interpreter, runs TensorFlow in a child process of that interpreter, and turns facts and
TensorFlow's log into findings. Each finding has a stable ID; `tfgpu explain ID` prints its entry.

    tfgpu doctor [--python PATH] [--log FILE|-] [--no-tf] [--json] [--markdown] [--redact]
    tfgpu doctor --host NAME [--python PATH] [--ssh-config FILE] [--timeout SECONDS] ...

`--host` diagnoses another machine over SSH, with that machine's facts (see
[remote.md](remote.md#diagnosing-a-host-tfgpu-doctor---host)).

Exit status: 0 no errors or warnings, 1 warnings only, 2 errors, 3 the target is not a working
Python, 4 the log cannot be read, 5 the doctor itself failed, 7 the host cannot be reached, 8
the host sent no diagnosis, 64 bad usage (see [exit-codes.md](exit-codes.md)). `--json` prints
one object of schema `{SCHEMA}` with `host` (the host diagnosed, null for this
computer), `target`, `facts`, `findings[]` (`id`, `severity`, `title`,
`explanation`, `evidence`, `fix`, `origin`, `rank`, `confidence`, `confirm`), `verdict` and
`log` (lines and their groups: blocking, warnings, safe to ignore).

A pasted log (`--log`) is read for facts as well as for known lines: the Python banner
(`... on win32`), REPL answers (`tf.__version__`, `tf.test.is_built_with_cuda()`,
`tf.config.list_physical_devices('GPU')`), `tf.sysconfig.get_build_info()`, `nvidia-smi`,
`uname -a`, `pip list` / `conda list`, `dkms status`, `modprobe` and `docker run` lines,
TensorFlow's issue form (a GPU written as its number alone, "5070TI"; a version as "tf2.12.0"
or "latest"), pip's Windows paths and `tensorflow-intel`, and a package build failing under pip
beside `tensorflow-gpu` (its 2.12 stub). In a paste about Docker, lines that mean no driver
(`nvidia-smi: command not found`, cuInit's 303, which TensorFlow's libcuda stub returns when
libcuda.so.1 did not load) mean a container started without the GPUs. The same
rules run on those facts as on the live ones; a fact the log does not show stays unknown.

Each cause gets a `rank` (1 = the most likely root cause; 0 for lines that are safe to ignore)
and a `confidence`: `confirmed` (a fact shows it), `likely` (a log line that means it) or
`possible` (a line that only suggests it, or a second cause the log cannot tell apart from the
first). When more than one cause remains the report says "Most likely: ... / Also possible: ..."
with the step that would confirm each not confirmed yet (`confirm`, below as "To confirm").

This file is generated from `tfgpu_gui/doctor/knowledge/` by
`python -m tfgpu_gui.doctor.catalogue_doc`.
"""


def render() -> str:
    """The catalogue as Markdown."""
    out = [INTRO]
    problems = [e for e in CATALOGUE.values() if not e.harmless]
    harmless = [e for e in CATALOGUE.values() if e.harmless]
    out.append("## Problems\n")
    out.append("| ID | Severity | Title |\n|---|---|---|")
    out += [f"| [`{e.id}`](#{e.id}) | {e.severity} | {e.title} |" for e in problems]
    out.append("\n## Safe to ignore (shown as info, never as problems)\n")
    out.append("| ID | Title |\n|---|---|")
    out += [f"| [`{e.id}`](#{e.id}) | {e.title} |" for e in harmless]
    out.append("")
    for e in [*problems, *harmless]:
        out.append(f"### {e.id}\n")
        kind = "info, safe to ignore" if e.harmless else e.severity
        out.append(f"**{e.title}** ({kind})\n")
        out.append(e.explanation + "\n")
        if e.unproven_explanation:
            out.append("When a log only suggests it: " + e.unproven_explanation + "\n")
        if e.if_no_gpu:
            out.append("When nothing shows a GPU: " + e.if_no_gpu + "\n")
        if e.if_system:
            out.append("When a log does not show its system: " + e.if_system + "\n")
        if e.confirm:
            out.append("To confirm: " + e.confirm + "\n")
        for platform, text in e.fix.items():
            out.append(f"Fix ({platform}):\n")
            out += [f"    {line}" for line in text.splitlines()]
            out.append("")
        if e.sources:
            out.append("Sources: " + ", ".join(f"<{s}>" for s in e.sources) + "\n")
    return "\n".join(out).rstrip() + "\n"


if __name__ == "__main__":
    print(render(), end="")
