# ruff: noqa: E501 - log lines are quoted verbatim
"""The log explainer's bookkeeping on real lines: the groups and their JSON form, which lines
count as unrecognised errors, the evidence kept, and what reads across lines (an empty
`lsmod | grep nvidia`, a shell inside a container, a paste about Docker, findings that take a
line over)."""

from __future__ import annotations

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.log_explainer import (
    BLOCKING,
    HARMLESS,
    WARNINGS,
    LineMatch,
    explain_log,
)
from tfgpu_gui.doctor.log_reader import CUT_MARK
from tfgpu_gui.doctor.model import ERROR, WARNING

# tensorflow#60913, tensorflow#68710, tensorflow#62320: each line as the reporter posted it.
CUDNN = "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version."
CPU = "2024-05-27 18:05:30.149964: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations."
PTX = "TensorFlow was not built with CUDA kernel binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer."
NEW_ERROR = (
    "E0000 00:00:1700000000.123456   4242 some_new_file.cc:77] something nobody has seen yet"
)
# tensorflow#394, tensorflow#53383, tensorflow#37689 (cuInit 303 without a driver).
SMI_FAILED = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running."
SMI_MISSING = "bash: nvidia-smi: command not found"
CUINIT_303 = "2020-10-08 23:28:14.726991: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)"
MODPROBE = "modprobe: FATAL: Module nvidia not found in directory /lib/modules/5.15.0-56-generic"
DOCKER_RUN = "$ docker run -it --rm tensorflow/tensorflow:latest-gpu bash"
CONTAINER_SHELL = "root@3f2a1b4c5d6e:/workspace# nvidia-smi"


def ids(lines: list[str], **kwargs: object) -> list[str]:
    return [f.id for f in explain_log(lines, **kwargs).findings]  # type: ignore[arg-type]


# --- groups and their JSON form -----------------------------------------------------------------
def test_each_line_lands_in_its_group_and_the_json_says_so() -> None:
    lines = [CPU, "", PTX, CUDNN, NEW_ERROR]
    explanation = explain_log(lines)
    assert explanation.matches == [
        LineMatch(1, CPU, "cpu-instructions-info", HARMLESS),
        LineMatch(3, PTX, "compute-capability-ptx-jit", WARNINGS),
        LineMatch(4, CUDNN, "cudnn-version-mismatch", BLOCKING),
    ]
    assert explanation.group(BLOCKING) == [explanation.matches[2]]
    assert explanation.harmless_line_numbers() == {1}
    assert explanation.total_lines == 5
    assert explanation.text_lines == 4
    assert explanation.to_dict() == {
        "total_lines": 5,
        "groups": {
            "blocking": [{"line": 4, "text": CUDNN, "finding": "cudnn-version-mismatch"}],
            "warnings": [{"line": 3, "text": PTX, "finding": "compute-capability-ptx-jit"}],
            "safe to ignore": [{"line": 1, "text": CPU, "finding": "cpu-instructions-info"}],
        },
        "counts": {
            "cpu-instructions-info": 1,
            "compute-capability-ptx-jit": 1,
            "cudnn-version-mismatch": 1,
        },
        "unrecognised_errors": [{"line": 5, "text": NEW_ERROR}],
        "unrecognised_error_count": 1,
        "cut_lines": 0,
    }
    # Blocking first, then the warning, then what is safe to ignore.
    assert [f.id for f in explanation.findings] == [
        "cudnn-version-mismatch",
        "compute-capability-ptx-jit",
        "cpu-instructions-info",
    ]


def test_the_findings_carry_the_platform_s_fix_and_the_origin() -> None:
    (finding,) = explain_log([SMI_MISSING], platform="windows", origin="facts+log").findings
    assert finding.id == "no-nvidia-driver"
    assert finding.origin == "facts+log"
    entry = CATALOGUE["no-nvidia-driver"]
    assert finding.fix == entry.fix_for("windows") != entry.fix_for("linux")
    (default,) = explain_log([SMI_MISSING]).findings
    assert default.fix == entry.fix_for("linux") and default.origin == "log"


def test_blank_and_cut_lines_are_counted() -> None:
    explanation = explain_log(["", "   ", "x" * 50 + CUT_MARK, CUDNN + CUT_MARK, "\t"])
    assert explanation.total_lines == 5
    assert explanation.text_lines == 2
    assert explanation.cut_lines == 2
    assert explanation.to_dict()["cut_lines"] == 2


# --- unrecognised errors ------------------------------------------------------------------------
def test_error_and_fatal_lines_in_both_formats_are_unrecognised_errors() -> None:
    errors = [
        "E0000 00:00:1700000000.1 a.cc:1] absl's error format",
        "F0000 00:00:1700000000.1 a.cc:1] absl's fatal format",
        "  E1126 05:22:37.123456 12345 b.cc:2] indented",
        "2020-10-08 23:28:14.726991: E tensorflow/core/x.cc:9] the older format",
        "2020-10-08 23:28:14.726991: F tensorflow/core/x.cc:9] the older fatal format",
        "(RolloutWorker pid=4321) E0000 00:00:1.2 c.cc:3] from a Ray worker",
    ]
    not_errors = [
        "W0000 00:00:1700000000.1 a.cc:1] a warning",
        "I0000 00:00:1700000000.1 a.cc:1] an info line",
        "2020-10-08 23:28:14.726991: W tensorflow/core/x.cc:9] a warning",
        "Error: something the user printed",
        "E00001 not absl",
        "(pid=4321) E0000 00:00:1.2 c.cc:3] a bare pid prefix",
    ]
    explanation = explain_log(errors + not_errors)
    assert explanation.unrecognised_errors == [(n, line) for n, line in enumerate(errors, 1)]
    assert explanation.unrecognised_error_count == len(errors)
    assert explanation.matches == []


def test_fifty_unrecognised_errors_are_kept_and_all_counted() -> None:
    lines = [f"E0000 00:00:1.{n} x.cc:1] new error {n}" for n in range(51)]
    explanation = explain_log(lines)
    assert explanation.unrecognised_error_count == 51
    assert [n for n, _ in explanation.unrecognised_errors] == list(range(1, 51))


def test_long_lines_are_clipped_to_400_characters() -> None:
    long_error = "E0000 00:00:1.2 x.cc:1] " + "y" * 500
    exact = "E0000 00:00:1.2 x.cc:1] " + "z" * (400 - 24)
    explanation = explain_log([long_error, exact + "   "])
    (first, second) = explanation.unrecognised_errors
    assert first == (1, long_error[:397] + "...")
    assert second == (2, exact)  # trailing blanks dropped, 400 characters kept whole
    cudnn = explain_log([CUDNN + " " + "w" * 400]).matches[0].text
    assert cudnn == (CUDNN + " " + "w" * 400)[:397] + "..."


# --- evidence -----------------------------------------------------------------------------------
def test_four_lines_are_quoted_and_the_rest_counted() -> None:
    (four,) = explain_log([CUDNN] * 4).findings
    assert four.evidence == [f"log line {n}: {CUDNN}" for n in range(1, 5)]
    (five,) = explain_log(["", CUDNN, CUDNN, CUDNN, CUDNN, CUDNN]).findings
    assert five.evidence == [
        *(f"log line {n}: {CUDNN}" for n in range(2, 6)),
        "... and 1 more line(s) like these",
    ]


def test_twenty_lines_per_finding_are_kept_in_order() -> None:
    explanation = explain_log([CUDNN, SMI_MISSING] * 21)
    kept = [m.line_no for m in explanation.matches]
    assert kept == sorted(kept)
    assert [m.line_no for m in explanation.group(BLOCKING)] == sorted(
        list(range(1, 41, 2)) + list(range(2, 41, 2))
    )
    assert explanation.counts == {"cudnn-version-mismatch": 21, "no-nvidia-driver": 21}


# --- what reads across lines --------------------------------------------------------------------
def test_lsmod_grep_nvidia_with_nothing_after_it_is_a_module_not_loaded() -> None:
    explanation = explain_log(["user@gpu-box:~$ lsmod | grep nvidia", "user@gpu-box:~$ "])
    (finding,) = explanation.findings
    assert finding.id == "driver-not-loaded"
    assert finding.evidence == ["log line 1: user@gpu-box:~$ lsmod | grep nvidia"]
    assert explanation.hinted == {"driver-not-loaded"}  # only suggested: no module line seen
    # Another command's output (no "nvidia" in it) says the same.
    assert ids(["$ lsmod | grep -i nvidia", "Linux gpu-box 5.15.0-56-generic"]) == [
        "driver-not-loaded"
    ]
    # A prompt right after, even one naming nvidia, is no module line.
    assert ids(["$ lsmod | grep nvidia", "$ nvidia-smi"]) == ["driver-not-loaded"]


def test_lsmod_grep_nvidia_that_lists_modules_says_nothing() -> None:
    lines = [
        "$ lsmod | grep nvidia",
        "nvidia_uvm           1261568  0",
        "nvidia              56455168  1 nvidia_uvm",
    ]
    assert ids(lines) == []
    # The command as the last line of the paste: its output is not known.
    assert ids(["$ lsmod | grep nvidia"]) == []


def test_a_shell_inside_a_container_makes_a_failed_smi_the_container_s() -> None:
    explanation = explain_log([CONTAINER_SHELL, SMI_FAILED])
    (finding,) = explanation.findings
    assert finding.id == "container-without-gpus" and finding.severity == ERROR
    assert explanation.matches == [LineMatch(2, SMI_FAILED, "container-without-gpus", BLOCKING)]


def test_a_failed_smi_alone_leaves_a_container_possible() -> None:
    explanation = explain_log([SMI_FAILED])
    by_id = {f.id: f for f in explanation.findings}
    assert set(by_id) == {"driver-not-loaded", "container-without-gpus"}
    assert by_id["driver-not-loaded"].severity == ERROR
    assert by_id["container-without-gpus"].severity == WARNING  # possible only
    assert by_id["container-without-gpus"].evidence == [f"log line 1: {SMI_FAILED}"]
    assert explanation.counts == {"driver-not-loaded": 1, "container-without-gpus": 1}
    # A machine known not to be a container: the driver only.
    assert ids([SMI_FAILED], not_in_container=True) == ["driver-not-loaded"]
    # Another line about the module shows the host: no container.
    assert ids([SMI_FAILED, MODPROBE]) == ["driver-not-loaded"]


def test_a_line_taken_over_by_a_finding_leaves_no_container_open() -> None:
    assert ids([SMI_FAILED], context=["no-nvidia-driver"]) == ["no-nvidia-driver"]


def test_a_paste_about_docker_makes_a_missing_smi_the_container_s() -> None:
    assert ids([DOCKER_RUN, SMI_MISSING]) == ["container-without-gpus"]
    assert ids([SMI_MISSING, "FROM nvcr.io/nvidia/tensorflow:23.10-tf2-py3"]) == [
        "container-without-gpus"
    ]
    assert ids(["$ podman run --rm -it tf", SMI_MISSING]) == ["container-without-gpus"]
    assert ids([SMI_MISSING]) == ["no-nvidia-driver"]
    # "docker" inside another word is no Docker; a real mention later still counts, and a later
    # such word does not undo one.
    assert ids(["started dockerd-rootless", SMI_MISSING]) == ["no-nvidia-driver"]
    assert ids(["started dockerd-rootless", DOCKER_RUN, SMI_MISSING]) == ["container-without-gpus"]
    assert ids([DOCKER_RUN, "started dockerd-rootless", SMI_MISSING]) == ["container-without-gpus"]


def test_a_docker_paste_does_not_override_a_finding_that_took_the_line() -> None:
    assert ids([DOCKER_RUN, CUINIT_303]) == ["container-without-gpus"]
    assert ids([DOCKER_RUN, CUINIT_303], context=["driver-not-loaded"]) == ["driver-not-loaded"]


def test_cuinit_303_is_the_missing_driver_when_that_is_known() -> None:
    assert ids([CUINIT_303]) == ["cuinit-unknown-error"]
    by_context = explain_log([CUINIT_303], context=["no-nvidia-driver"])
    assert by_context.counts == {"no-nvidia-driver": 1}
    assert [f.id for f in by_context.findings] == ["no-nvidia-driver"]
    assert by_context.hinted == set()
    # The same from a line of the log: both lines are the driver's.
    both = explain_log([CUINIT_303, SMI_MISSING])
    assert both.counts == {"no-nvidia-driver": 2}
    assert both.hinted == set()  # the cuInit line proves what the missing nvidia-smi suggests
    alone = explain_log([SMI_MISSING])
    assert alone.hinted == {"no-nvidia-driver"}


def test_the_tables_patterns_ignore_case() -> None:
    from tfgpu_gui.doctor.knowledge import log_facts_patterns, log_patterns

    # Users retype messages and tools change their case ("Failed call to cuInit", "WSL2").
    line = log_patterns._re(r"failed call to cuInit").search("E0000 FAILED CALL TO CUINIT: 303")
    assert line is not None and line.group(0) == "FAILED CALL TO CUINIT"
    fact = log_facts_patterns._re(r"\bWSL\s*2?\b").search("running in wsl2")
    assert fact is not None and fact.group(0) == "wsl2"


def test_a_possible_container_counts_every_line() -> None:
    explanation = explain_log([SMI_FAILED] * 25)
    assert explanation.counts == {"driver-not-loaded": 25, "container-without-gpus": 25}
    possible = next(f for f in explanation.findings if f.id == "container-without-gpus")
    assert possible.evidence[-1] == "... and 21 more line(s) like these"
    assert len([m for m in explanation.matches if m.finding == "container-without-gpus"]) == 20


def test_the_scan_keeps_twenty_examples_per_pattern_and_counts_the_rest() -> None:
    from tfgpu_gui.doctor.log_explainer import LogScan

    scan = LogScan()
    for _ in range(25):
        scan.feed(CUDNN)
    ((pattern, kept),) = scan.examples.items()
    assert len(kept) == 20 and kept[-1] == (20, CUDNN)
    assert scan.counts == {pattern: 25}
    assert (scan.total, scan.text_count, scan.error_count, scan.cut_count) == (25, 25, 0, 0)


def test_a_scan_explained_with_its_defaults_is_a_pasted_linux_log() -> None:
    from tfgpu_gui.doctor.log_explainer import LogScan

    scan = LogScan()
    scan.feed(SMI_MISSING)
    (finding,) = scan.explain().findings
    assert finding.origin == "log"
    assert finding.fix == CATALOGUE["no-nvidia-driver"].fix_for("linux")
