"""Reports of a diagnosis built from the test fact sets, for the wizard's tests."""

from __future__ import annotations

from typing import Any

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose

# A line that is safe to ignore (TensorRT not found), as TensorFlow 2.x prints it.
HARMLESS_LINE = "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT"


def report_of(facts: dict[str, Any], log: list[str] | None = None) -> Report:
    """The report of a diagnosis of an environment with these facts (and log lines)."""
    findings, explanation = diagnose(facts, log or [])
    return Report(
        mode="environment",
        target={"python": "/home/alice/.venvs/tf/bin/python"},
        facts=facts,
        findings=findings,
        log_lines=log or [],
        log=explanation.to_dict(),
    )


def no_driver_report(log: list[str] | None = None, **facts: Any) -> Report:
    """A diagnosis of a machine whose NVIDIA driver is missing (``facts``: sections replaced)."""
    found = fs.no_driver(fs.healthy())
    found.update(facts)
    return report_of(found, log)
