"""A report as terminal text and as Markdown, compared whole with what was written out by hand."""

from __future__ import annotations

from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.render_markdown import fenced, render_markdown
from tfgpu_gui.doctor.render_text import render_report
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.text.terminal import Style

PLAIN = Style(False)
COLOUR = Style(True)


def log_findings() -> list[Finding]:
    return [
        Finding(
            id="no-nvidia-driver",
            severity=ERROR,
            title="No NVIDIA driver",
            explanation="The driver is missing.",
            evidence=["log line 2: cuInit failed"],
            fix="Install the driver:\n  $ sudo ubuntu-drivers install",
            rank=1,
            confidence="likely",
            confirm="Run nvidia-smi.",
        ),
        Finding(
            id="container-without-gpus",
            severity=WARNING,
            title="Container without GPUs",
            explanation="Started without --gpus.",
            rank=2,
            confidence="possible",
        ),
        Finding(
            id="memory-growth-disabled",
            severity=INFO,
            title="Growth off",
            explanation="Advice.",
            evidence=["TF_FORCE_GPU_ALLOW_GROWTH is not set to true"],
            fix="  $ export TF_FORCE_GPU_ALLOW_GROWTH=true  ",
        ),
        Finding(
            id="tensorrt-missing-warning",
            severity=INFO,
            title="TensorRT",
            explanation="Safe to ignore.",
            harmless=True,
        ),
    ]


def log_report() -> Report:
    return Report(
        mode="log",
        target={},
        facts={},
        findings=log_findings(),
        log_lines=["a", "b", "c"],
        log={"total_lines": 3},
        tool_version="1.0",
    )


def environment_report() -> Report:
    return Report(
        mode="environment",
        target={"python": "/v/bin/python"},
        facts={
            "python": {
                "version": "3.11.9",
                "prefix": "/v",
                "base_prefix": "/usr",
                "executable": "/v/bin/python",
            },
            "packages": {"tensorflow": "2.21.0"},
        },
        findings=[],
        tool_version="1.0",
        versions={"tfgpu": "1.0", "Platform": "Linux", "Python": "3.11.9"},
        host="gpu-box",
    )


# --- terminal text ---------------------------------------------------------------------------

LOG_TEXT = """\
tfgpu doctor: explanation of a log (3 lines)

Most likely: no-nvidia-driver (likely): No NVIDIA driver
    To confirm: Run nvidia-smi.
Also possible: container-without-gpus (possible): Container without GPUs

ERROR   no-nvidia-driver  No NVIDIA driver
        The driver is missing.
        Evidence:
          - log line 2: cuInit failed
        Fix:
          Install the driver:
          $ sudo ubuntu-drivers install

WARNING container-without-gpus  Container without GPUs
        Started without --gpus.

INFO    memory-growth-disabled  Growth off
        Advice.
        Evidence:
          - TF_FORCE_GPU_ALLOW_GROWTH is not set to true
        Fix:
          $ export TF_FORCE_GPU_ALLOW_GROWTH=true

Safe to ignore (1):
  tensorrt-missing-warning: Safe to ignore.

Verdict: This log shows why the GPU was not used (see the blocking lines). \
(1 error(s), 1 warning(s), 1 of them only possible)
"""


def test_a_log_report_as_text() -> None:
    assert render_report(log_report(), PLAIN) == LOG_TEXT


def test_a_log_report_s_colours() -> None:
    text = render_report(log_report(), COLOUR)
    lines = text.splitlines()
    assert lines[0] == "\x1b[1mtfgpu doctor: explanation of a log (3 lines)\x1b[0m"
    assert lines[2] == "\x1b[1mMost likely: no-nvidia-driver (likely): No NVIDIA driver\x1b[0m"
    assert lines[3] == "    To confirm: Run nvidia-smi."  # only the first line is bold
    assert "\x1b[31;1mERROR  \x1b[0m \x1b[1mno-nvidia-driver\x1b[0m  No NVIDIA driver" in lines
    assert "\x1b[33;1mWARNING\x1b[0m \x1b[1mcontainer-without-gpus\x1b[0m" in text
    assert "\x1b[36mINFO   \x1b[0m \x1b[1mmemory-growth-disabled\x1b[0m" in text
    assert "        \x1b[2mEvidence:\x1b[0m" in lines
    assert "        \x1b[2mFix:\x1b[0m" in lines
    assert "          Install the driver:" in lines  # prose is not a command
    assert "          \x1b[36m$ sudo ubuntu-drivers install\x1b[0m" in lines
    assert "\x1b[32;1mSafe to ignore (1):\x1b[0m" in lines
    assert lines[-1].startswith("\x1b[31;1mVerdict: This log shows why")


def test_the_verdict_s_colour_follows_it() -> None:
    warnings = log_report()
    warnings.findings = [f for f in warnings.findings if f.severity != ERROR]
    for f in warnings.findings:
        f.confidence = "likely"  # a warning the log shows (one only possible: see below)
    assert render_report(warnings, COLOUR).splitlines()[-1] == (
        "\x1b[33;1mVerdict: This log shows warnings worth fixing. (0 error(s), 1 warning(s))\x1b[0m"
    )
    ok = environment_report()
    assert render_report(ok, COLOUR).splitlines()[-1] == (
        "\x1b[32;1mVerdict: No problem found: TensorFlow can use the GPU. "
        "(0 error(s), 0 warning(s))\x1b[0m"
    )
    warnings.findings[0].confidence = "possible"  # worth a look all the same: still yellow
    assert render_report(warnings, COLOUR).splitlines()[-1] == (
        "\x1b[33;1mVerdict: This log does not show the cause for certain: check the possible "
        "causes, most likely first. (0 error(s), 1 warning(s), 1 of them only possible)\x1b[0m"
    )


def test_one_line_of_log_and_a_log_that_does_not_count_its_lines() -> None:
    r = log_report()
    r.log = {"total_lines": 1}
    assert render_report(r, PLAIN).startswith("tfgpu doctor: explanation of a log (1 line)\n")
    r.log = None
    r.log_lines = ["x", "y"]
    assert render_report(r, PLAIN).startswith("tfgpu doctor: explanation of a log (2 lines)\n")


ENVIRONMENT_TEXT = """\
tfgpu doctor: /v/bin/python on gpu-box
  tfgpu 1.0, Python 3.11.9
  Python    3.11.9 (venv) /v/bin/python
  Packages  tensorflow 2.21.0

Verdict: No problem found: TensorFlow can use the GPU. (0 error(s), 0 warning(s))
"""


def test_an_environment_report_as_text() -> None:
    assert render_report(environment_report(), PLAIN) == ENVIRONMENT_TEXT


def test_an_environment_report_s_colours() -> None:
    lines = render_report(environment_report(), COLOUR).splitlines()
    assert lines[0] == "\x1b[1mtfgpu doctor: /v/bin/python on gpu-box\x1b[0m"
    assert lines[1] == "\x1b[2m  tfgpu 1.0, Python 3.11.9\x1b[0m"
    assert lines[2] == "  \x1b[2mPython  \x1b[0m  3.11.9 (venv) /v/bin/python"


def test_an_environment_report_of_this_computer_with_nothing_known() -> None:
    r = Report(mode="environment", target={}, facts={}, findings=[])
    assert render_report(r, PLAIN) == (
        "tfgpu doctor: ?\n"
        "\n"
        "Verdict: No problem found: TensorFlow can use the GPU. (0 error(s), 0 warning(s))\n"
    )


def test_long_evidence_wraps_under_its_bullet() -> None:
    r = log_report()
    words = [f"word{i:02d}" for i in range(30)]  # 30 x 7 characters: three lines at 96
    r.findings[0].evidence = [" ".join(words)]
    r.findings[0].explanation = ""
    lines = render_report(r, PLAIN).splitlines()
    start = lines.index("        Evidence:")
    assert lines[start - 1] == "        "  # an empty explanation keeps its line
    bullet = lines[start + 1 : lines.index("        Fix:")]
    assert len(bullet) == 3
    assert bullet[0].startswith("          - word00 ")
    assert all(line.startswith("            word") for line in bullet[1:])
    assert all(len(line) <= 96 for line in bullet)
    assert " ".join(line.strip().removeprefix("- ") for line in bullet) == " ".join(words)


def test_a_confirmed_first_cause_is_not_asked_to_be_confirmed() -> None:
    # The others are still possible, each with its check; the confirmed one needs none.
    r = log_report()
    r.findings[0].confidence = "confirmed"
    r.findings[1].confirm = "Run docker inspect."
    text = render_report(r, PLAIN)
    assert "Most likely: no-nvidia-driver (confirmed): No NVIDIA driver\nAlso possible:" in text
    assert "To confirm: Run nvidia-smi." not in text
    assert "    To confirm: Run docker inspect." in text
    markdown = render_markdown(r)
    assert "To confirm: Run nvidia-smi." not in markdown
    assert "  To confirm: Run docker inspect." in markdown


def test_text_from_outside_cannot_print_escape_sequences() -> None:
    r = log_report()
    r.findings[0].evidence = ["\x1b[2Jcleared"]
    r.findings[0].title = "title\x07"
    r.log_lines = []
    r.log = {"total_lines": "\x1b]0;x\x07"}
    text = render_report(r, PLAIN)
    assert "\x1b" not in text and "\x07" not in text


# --- Markdown ---------------------------------------------------------------------------------

LOG_MARKDOWN = """\
## Log explanation (tfgpu doctor 1.0)

**Verdict:** This log shows why the GPU was not used (see the blocking lines).

- **Most likely:** `no-nvidia-driver` (likely): No NVIDIA driver
  To confirm: Run nvidia-smi.
- **Also possible:** `container-without-gpus` (possible): Container without GPUs

#### Findings

### ERROR: `no-nvidia-driver` No NVIDIA driver

The driver is missing.

**Evidence**

- `log line 2: cuInit failed`

**Fix**

Install the driver:

```sh
sudo ubuntu-drivers install
```

### WARNING: `container-without-gpus` Container without GPUs

Started without --gpus.

### INFO: `memory-growth-disabled` Growth off

Advice.

**Evidence**

- `TF_FORCE_GPU_ALLOW_GROWTH is not set to true`

**Fix**


```sh
export TF_FORCE_GPU_ALLOW_GROWTH=true
```

#### Safe to ignore

- `tensorrt-missing-warning`: Safe to ignore.

<details><summary>TensorFlow log
 (last 3 lines)</summary>

```
a
b
c
```
</details>
"""


def test_a_log_report_as_markdown() -> None:
    assert render_markdown(log_report()) == LOG_MARKDOWN


ENVIRONMENT_MARKDOWN = """\
## TensorFlow GPU setup diagnosis on `gpu-box` (tfgpu doctor 1.0)

**Verdict:** No problem found: TensorFlow can use the GPU.

_User name, host name and home folder are redacted._

<details><summary>Versions</summary>

```
tfgpu     1.0
Platform  Linux
Python    3.11.9
```
</details>

#### System and driver

| | |
|---|---|

#### TensorFlow installation

| | |
|---|---|
| Python | 3.11.9 (venv) /v/bin/python |
| Packages | tensorflow 2.21.0 |
"""


def test_an_environment_report_as_markdown() -> None:
    r = environment_report()
    r.redacted = True
    assert render_markdown(r) == ENVIRONMENT_MARKDOWN


def test_markdown_of_this_computer_not_redacted() -> None:
    r = environment_report()
    r.host = None
    r.versions = {}
    md = render_markdown(r)
    assert md.startswith("## TensorFlow GPU setup diagnosis (tfgpu doctor 1.0)\n\n**Verdict:**")
    assert "redacted" not in md and "<details>" not in md


def test_one_cause_alone_is_not_listed_as_most_likely() -> None:
    r = log_report()
    r.findings = r.findings[:1]
    assert "Most likely" not in render_markdown(r)
    assert "Most likely" not in render_report(r, PLAIN)


def test_a_long_log_keeps_its_last_200_lines() -> None:
    r = log_report()
    r.log_lines = [f"line {i}" for i in range(250)]
    md = render_markdown(r)
    assert " (last 200 lines)</summary>" in md
    assert "\nline 50\n" in md and "\nline 49\n" not in md
    assert md.endswith("line 249\n```\n</details>\n")


def test_markdown_quotes_what_came_from_outside() -> None:
    r = log_report()
    r.findings[0].evidence = ["a `tick` and ``two``"]
    r.findings[0].title = "<b>bold</b> & co"
    r.findings[0].fix = "$ echo ```"
    r.log_lines = ["```", "closing?"]
    md = render_markdown(r)
    assert "- ``` a `tick` and ``two`` ```" in md
    assert "### ERROR: `no-nvidia-driver` &lt;b>bold&lt;/b> &amp; co" in md
    assert "````sh\necho ```\n````" in md
    assert "````\n```\nclosing?\n````" in md


def test_table_cells_escape_the_bar() -> None:
    r = environment_report()
    r.facts["packages"] = {"tensorflow": "2.21|0"}
    assert "| Packages | tensorflow 2.21\\|0 |" in render_markdown(r)


def test_fenced_block_grows_past_every_backtick_run() -> None:
    assert fenced(["plain"]) == ["```", "plain", "```"]
    assert fenced(["a ```` b"], "sh") == ["`````sh", "a ```` b", "`````"]
    assert fenced(["\x1b[31mred"]) == ["```", "\\x1b[31mred", "```"]


def test_a_long_explanation_wraps_under_its_indent() -> None:
    r = log_report()
    r.findings[0].explanation = " ".join(["because"] * 30)
    lines = render_report(r, PLAIN).splitlines()
    start = lines.index("ERROR   no-nvidia-driver  No NVIDIA driver") + 1
    wrapped = lines[start : lines.index("        Evidence:")]
    assert len(wrapped) == 3
    assert all(line.startswith("        because") and len(line) <= 96 for line in wrapped)


def test_a_host_name_is_cut_to_the_longest_a_host_name_can_be() -> None:
    r = environment_report()
    r.host = "h" * 300
    first = render_report(r, PLAIN).splitlines()[0]
    assert first.startswith("tfgpu doctor: /v/bin/python on hhh")
    assert len(first) == len("tfgpu doctor: /v/bin/python on ") + 253


def test_a_harmless_line_of_any_severity_is_only_safe_to_ignore() -> None:
    r = log_report()
    r.findings[3].severity = WARNING  # a harmless line stays harmless
    text = render_report(r, PLAIN)
    assert "tensorrt-missing-warning  TensorRT" not in text
    assert "  tensorrt-missing-warning: Safe to ignore." in text
    assert text.endswith("(1 error(s), 1 warning(s), 1 of them only possible)\n")


def test_a_fix_s_prose_is_wrapped_and_its_commands_are_not():
    from tfgpu_gui.doctor.render_text import WIDTH, render_finding

    command = "$ pip install --user nvidia-tensorflow[horovod] " + "x" * 100
    finding = Finding(
        id="compute-capability-unsupported",
        severity=ERROR,
        title="t",
        explanation="e",
        evidence=[],
        fix="Use TensorFlow 2.4 or later. " * 8 + "\n" + command,
    )
    lines = render_finding(finding, PLAIN)
    fix = lines[lines.index("        Fix:") + 1 :]
    prose, last = fix[:-1], fix[-1]
    assert len(prose) > 1 and all(len(line) <= WIDTH for line in prose)
    assert " ".join(line.strip() for line in prose) == ("Use TensorFlow 2.4 or later. " * 8).strip()
    assert last == "          " + command  # whole, to be copied
