"""The setup-diagnosis wizard: Welcome and target -> Detection job -> Summary (the verdict) ->
Findings -> System and driver -> TensorFlow installation: the verdict first, the facts after.

A pasted or dropped log lands directly on the Summary (it has no facts and no job) and ends
with its Findings. Each finding's Re-check runs on its own thread
(:class:`~tfgpu_gui.ui.doctor.worker.RecheckThread`).

The diagnosis starts when the user leaves the first page, and only when what the page asks
for (the log, the interpreter, the TensorFlow box) differs from what the result on show was
made of: a change there drops the old result at once (no stale finding stays on show) and
leaving the page then starts the job that the new inputs call for.

The GUI thread never runs TensorFlow nor waits on it. The wizard owns the state (the report on
show, the facts so far, the running :class:`~tfgpu_gui.ui.doctor.worker.DoctorThread`); the
pages are views: it connects their signals (what the user asks for) to its methods and hands
them what they show.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget, QWizard, QWizardPage

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.doctor.collect import DoctorOptions, explain_log_report
from tfgpu_gui.doctor.log_reader import LogReader, NothingToExplain, text_lines
from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.redact import redact
from tfgpu_gui.doctor.render_markdown import render_markdown
from tfgpu_gui.doctor.report import Report, ReportFormatError, load_report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows
from tfgpu_gui.doctor.targets import find_interpreters
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.ui.doctor.cards import FindingsPage
from tfgpu_gui.ui.doctor.hosts import install_machine_chooser, show_host
from tfgpu_gui.ui.doctor.pages import (
    DetectionPage,
    FactsPage,
    Inputs,
    SummaryPage,
    WelcomePage,
)
from tfgpu_gui.ui.doctor.worker import DoctorThread, RecheckThread
from tfgpu_gui.ui.drops import FileDrops
from tfgpu_gui.ui.placement import place

# Keys of the job's data messages that are facts in their own right.
_DATA_FACTS = ("python", "packages", "libraries")


class DoctorWizard(QWizard):
    """Signals: ``facts_changed()`` when more facts arrive, ``report_ready(object)``."""

    facts_changed = Signal()
    report_ready = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        python: str | None = None,
        simulate: str | None = None,
        host: str | None = None,
        hosts: list[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Setup diagnosis — {DISPLAY_NAME}")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        place(self, QSize(820, 640))
        self.drops = FileDrops(self, self.open_log)  # a log file dropped on the window
        self.simulate = simulate
        self.report: Report | None = None
        self.partial_facts: dict[str, Any] = {}
        self.thread: DoctorThread | None = None
        self.error: str | None = None
        self._last_options: DoctorOptions | None = None
        self.rechecks: dict[str, RecheckThread] = {}
        self.welcome = WelcomePage()
        self.system_page = FactsPage("System and driver", "system")
        self.tf_page = FactsPage("TensorFlow installation", "tensorflow")
        self.detection = DetectionPage()
        self.findings_page = FindingsPage()
        self.summary = SummaryPage()
        #: The welcome page's inputs of the result on show or in the making (None: none).
        self.inputs: Inputs | None = None
        #: Whether the result on show comes from a detection job (else: a log or a file).
        self.job_ran = False
        #: Diagnoses replaced or dropped before their end: they stop on their own.
        self.retired: list[DoctorThread] = []
        self.page_ids: dict[QWizardPage, int] = {}
        for page in (
            self.welcome,
            self.detection,
            self.summary,
            self.findings_page,
            self.system_page,
            self.tf_page,
        ):
            self.page_ids[page] = self.addPage(page)
        self.welcome.set_targets(find_interpreters([python] if python else []))
        self.machine = install_machine_chooser(self, hosts or [], host)
        self.machine.changed.connect(self._machine_changed)
        self.welcome.run_requested.connect(self.start_run)
        self.welcome.log_pasted.connect(self.explain_text)
        self.welcome.report_file_chosen.connect(self.open_report)
        self.welcome.inputs_changed.connect(self._inputs_changed)
        self.detection.cancel_requested.connect(self.cancel_run)
        self.findings_page.recheck_requested.connect(self.recheck)
        self.summary.rerun_requested.connect(self.rerun)
        self.summary.export_requested.connect(self.export)
        self.facts_changed.connect(self._show_facts)
        self.rejected.connect(self.cancel_run)
        self.rejected.connect(self.cancel_rechecks)

    # --- running ----------------------------------------------------------------------------
    def start_run(self, python: str, run_tf: bool = True) -> None:
        """Start a diagnosis of ``python`` in the background."""
        self._retire_run()
        self._set_inputs(("python", python, run_tf))
        self.job_ran = True
        self.report, self.error = None, None
        self.partial_facts = {}
        self._last_options = DoctorOptions(
            python,
            run_tf=run_tf,
            simulate=self.simulate,
            host=self.machine.host(),
            ssh_extra=self.machine.ssh_extra,
        )
        self.detection.show_started()
        thread = DoctorThread(self._last_options, self)
        thread.event.connect(self._on_event)
        thread.finished.connect(self._on_finished)
        thread.failed.connect(self._on_failed)
        self.thread = thread
        self._show_finished()
        thread.start()
        self.facts_changed.emit()

    def cancel_run(self) -> None:
        """Stop the running diagnosis, if any; its (cancelled) report still arrives."""
        if self.thread is not None:
            self.thread.cancel()

    def _retire_run(self) -> None:
        """Cancel the running diagnosis and forget it: its report is never shown."""
        if self.thread is not None:
            self.thread.cancel()
            self.retired.append(self.thread)
            self.thread = None
        self.retired = [t for t in self.retired if t.is_running()]

    def _set_inputs(self, inputs: Inputs | None) -> None:
        self.inputs = inputs
        self.welcome.set_result_inputs(inputs)

    def _inputs_changed(self) -> None:
        """The welcome page now asks for something else: the result of the old inputs goes."""
        if self.inputs is not None and self.welcome.inputs() != self.inputs:
            self.invalidate()

    def _machine_changed(self, _host: str) -> None:
        """Another machine is chosen: a diagnosis of the last one no longer stands (a log's
        explanation does not depend on the machine)."""
        if self.inputs is not None and self.job_ran:
            self.invalidate()

    def invalidate(self) -> None:
        """Drop the result on show (and stop the diagnosis in the making): every page goes
        back to "no diagnosis yet" until the next one."""
        self._retire_run()
        self.cancel_rechecks()
        self.rechecks = {}
        self._set_inputs(None)
        self.report, self.error = None, None
        self.partial_facts = {}
        self.welcome.show_error("")
        self.detection.clear()
        self.findings_page.clear()
        self.summary.clear()
        self._show_finished()
        self.facts_changed.emit()

    def rerun(self) -> None:
        """Run the same diagnosis again and go back to the detection page."""
        options = self._last_options
        if options is None or self.thread is not None:
            return
        self.start_run(options.python, options.run_tf)
        while self.currentPage() is not self.detection and self.currentId() > 0:
            self.back()

    def explain_text(self, text: str) -> None:
        """Show the diagnosis of a pasted TensorFlow log (lines end at ``\\n`` only)."""
        self._retire_run()
        try:
            report = explain_log_report(text_lines(text))
        except NothingToExplain as exc:
            self._show_error(f"Nothing to explain: {exc}.")
            return
        self.job_ran = False
        self._set_report(report)
        self._set_inputs(("log", text.strip()))

    def open_log(self, path: str) -> None:
        """Explain the TensorFlow log in the file ``path`` (dropped, or given when opened) and
        show its verdict; an unreadable file is said in one line on the welcome page."""
        try:
            with open(path, "rb") as stream:
                report = explain_log_report(LogReader(stream))
        except NothingToExplain as exc:
            self._show_error(f"Nothing to explain in {Path(path).name}: {exc}.")
        except OSError as exc:
            self._show_error(f"{Path(path).name} cannot be read: {exc.strerror or exc}.")
        else:
            self._retire_run()
            self.job_ran = False
            self._set_report(report)
            self._set_inputs(self.welcome.inputs())  # shown until the page asks for another
            self.show_page(self.summary)
            return
        if self.currentPage() is not self.welcome:
            self.restart()

    def show_page(self, page: QWizardPage) -> None:
        """Go to ``page`` through the pages before it (from the welcome page: straight to the
        verdict, for a log)."""
        if self.currentPage() is page:
            return
        if self.currentPage() is not self.welcome:
            self.restart()
        self.next()
        while self.currentPage() is not page and self.currentPage() is not None:
            before = self.currentId()
            self.next()
            if self.currentId() == before:
                break

    def nextId(self) -> int:
        """A report without a job (a log, an opened report) skips the detection page; a log
        has no facts: its findings are the last page."""
        page = self.currentPage()
        report = self.report
        if page is self.welcome and report is not None and not self.job_ran:
            return self.page_ids[self.summary]
        if page is self.findings_page and report is not None and report.mode == "log":
            return -1
        return super().nextId()

    # --- re-checking one finding -------------------------------------------------------------
    def recheck(self, finding_id: str) -> None:
        """Re-check ``finding_id`` of the report on show in the background (see
        :class:`~tfgpu_gui.doctor.collect.Recheck`): its card is busy until the answer."""
        report = self.report
        if report is None or report.mode != "environment" or finding_id in self.rechecks:
            return
        options = self._last_options or DoctorOptions(
            str(report.target.get("python") or sys.executable),
            run_tf=bool(report.target.get("tensorflow_checked", True)),
            simulate=self.simulate,
        )
        thread = RecheckThread(finding_id, options, report, self)
        thread.finished.connect(self._on_recheck_finished)
        thread.failed.connect(self._on_recheck_failed)
        self.rechecks[finding_id] = thread
        self.findings_page.show_recheck_busy(finding_id, thread.check.needs_job)
        thread.start()

    def cancel_rechecks(self) -> None:
        """Stop the re-checks that run a detection job; their answers still arrive."""
        for thread in list(self.rechecks.values()):
            thread.cancel()

    def _on_recheck_finished(self, finding_id: str, finding: Finding | None) -> None:
        if self.rechecks.get(finding_id) is not self.sender():
            return
        del self.rechecks[finding_id]
        self.findings_page.show_recheck_result(finding_id, finding)
        self.summary.set_fixed(finding_id, finding is None)

    def _on_recheck_failed(self, finding_id: str, message: str) -> None:
        if self.rechecks.get(finding_id) is not self.sender():
            return
        del self.rechecks[finding_id]
        self.findings_page.show_recheck_failed(finding_id, message)

    def open_report(self, path: str) -> None:
        """Show an exported JSON report in the same views, or say why it cannot be opened.

        The file is untrusted: whatever it holds ends in a one-line message on the welcome page
        (:attr:`error`), never in an exception.
        """
        try:
            report = load_report(path)
            system_rows(report), tensorflow_rows(report)  # damaged facts fail here, not in a page
        except ReportFormatError as exc:
            self._show_error(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - any damage is the file's, said in one line
            self._show_error(f"{Path(path).name} is a damaged report ({type(exc).__name__}).")
            return
        self._retire_run()
        self.job_ran = False
        self._set_report(report)
        self._set_inputs(self.welcome.inputs())  # shown until the page asks for another
        if self.currentPage() is self.welcome:
            self.next()

    def export(self, path: str, kind: str, redacted: bool) -> None:
        """Write the report on show to ``path``: ``kind`` is ``"markdown"`` or ``"json"``."""
        if self.report is None:
            return
        # Redaction covers every string the report carries (log lines, evidence, facts).
        report = redact(self.report) if redacted else self.report
        text = render_markdown(report) if kind == "markdown" else report.to_json()
        Path(path).write_text(text, encoding="utf-8")

    # --- signals from the worker -------------------------------------------------------------
    def _current(self) -> bool:
        """Whether the signal being handled comes from the run on show (a run replaced by a
        newer one still reports its cancelled end; that end is not shown)."""
        return self.sender() is self.thread

    def _on_event(self, event: JobEvent) -> None:
        if not self._current():
            return
        self.detection.show_event(event)
        if event.kind == "data" and event.body.get("key") in _DATA_FACTS:
            self.partial_facts[str(event.body["key"])] = event.body.get("value")
            self.facts_changed.emit()

    def _on_finished(self, report: Report) -> None:
        if not self._current():
            return
        self.thread = None
        self._set_report(report)

    def _on_failed(self, message: str) -> None:
        if not self._current():
            return
        self.thread = None
        self.error = message
        self._set_inputs(None)  # leaving the welcome page again tries again
        self.detection.show_error(message)
        self._show_finished()

    # --- state to the pages ------------------------------------------------------------------
    def _show_error(self, message: str) -> None:
        """A report could not be made or opened: say why on the welcome page."""
        self.error = message
        self.welcome.show_error(message)

    def _set_report(self, report: Report) -> None:
        self.cancel_rechecks()
        self.rechecks = {}
        self.report = report
        self.error = None
        self.welcome.show_error("")
        self.partial_facts = report.facts
        self.detection.show_report(report)
        self.findings_page.show_report(report)
        self.summary.show_report(report)
        # Run again runs this wizard's last diagnosis: not offered for a report made elsewhere.
        self.summary.rerun_button.setVisible(self.job_ran and report.mode != "log")
        show_host(self, report)
        self._show_finished()
        self.facts_changed.emit()
        self.report_ready.emit(report)

    def _show_finished(self) -> None:
        self.detection.set_finished(self.report is not None and self.thread is None)

    def _show_facts(self) -> None:
        for page in (self.system_page, self.tf_page):
            if self.report is not None:
                page.show_report(self.report)
            else:
                page.show_facts(self.partial_facts)


_open: list[DoctorWizard] = []


def open_doctor_wizard(
    parent: QWidget | None = None,
    python: str | None = None,
    log_path: str | None = None,
    host: str | None = None,
    hosts: list[str] | None = None,
) -> DoctorWizard:
    """Show the wizard (from the tray or the process table); ``python`` preselects a target,
    ``log_path`` (a log dropped on the monitor) is explained at once; ``host`` preselects that
    machine among ``hosts`` (the SSH hosts of the settings)."""
    wizard = DoctorWizard(parent, python, host=host, hosts=hosts)
    if log_path is not None:
        wizard.open_log(log_path)
    _open.append(wizard)
    wizard.finished.connect(lambda _result: _open.remove(wizard) if wizard in _open else None)
    wizard.show()
    wizard.raise_()
    return wizard
