"""The text panels of the benchmark window: the measurements, the earlier runs, the hints.

:class:`~tfgpu_gui.ui.bench.window.BenchWindow` fills them from an
:class:`~tfgpu_gui.bench.efficiency.Evaluation` and from the history
(:class:`~tfgpu_gui.bench.history.StoredRun`); they only lay text out. What the job reported
(device names, versions, hints quoting them) is shown through
:func:`~tfgpu_gui.text.safe.for_qt`, in the hints' rich text through ``for_qt_html``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from tfgpu_gui.bench.efficiency import Evaluation
from tfgpu_gui.bench.history import StoredRun
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.render import fmt_value
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.numbers import fmt_bytes
from tfgpu_gui.text.safe import for_qt, for_qt_html

TABLE_COLUMNS = ("Suite", "Device", "Dtype / input", "Size", "Value", "Unit", "Against the limit")
CELL_MAX = 200  # the longest text a cell shows
HISTORY_COLUMNS = ("Run", "When", "TensorFlow", "Quick", "Key figures", "What changed", "Compare")


def _read_only_table(columns: Sequence[str], parent: QWidget | None) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(list(columns))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    return table


def results_table(parent: QWidget | None = None) -> QTableWidget:
    """An empty table for the measurements of a run."""
    return _read_only_table(TABLE_COLUMNS, parent)


def history_table(parent: QWidget | None = None) -> QTableWidget:
    """An empty table for earlier runs; a click selects a whole row (a run to compare with)."""
    table = _read_only_table(HISTORY_COLUMNS, parent)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    return table


def fill_results(table: QTableWidget, evaluation: Evaluation | None) -> None:
    """One row per measurement with its value and how far it is from its limit."""
    rows = evaluation.rated if evaluation is not None else ()
    table.setRowCount(len(rows))
    for i, r in enumerate(rows):
        m = r.measurement
        size = ""
        if m.size is not None:
            size = fmt_bytes(m.size) if m.suite == "transfers" else f"{m.size}"
        if r.efficiency is not None:
            against = f"{100 * r.efficiency:.0f}% of {r.reference_label}"
        else:
            against = r.reference_label
        cells = (
            m.suite,
            m.device,
            m.dtype or m.variant or "",
            size,
            fmt_value(m.value, m.metric),
            m.unit,
            against,
        )
        for j, text in enumerate(cells):
            item = QTableWidgetItem(for_qt(text, CELL_MAX))
            if j in (3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(i, j, item)


def fill_history(table: QTableWidget, runs: Sequence[StoredRun], machine: Machine | None) -> None:
    """One row per earlier run; "What changed" compares its machine with ``machine``."""
    table.setRowCount(len(runs))
    for i, s in enumerate(runs):
        changed = ", ".join(machine.differences(s.machine)) if machine else ""
        cells = (
            f"#{s.id}",
            time.strftime("%Y-%m-%d %H:%M", time.localtime(s.run.started_at)),
            s.run.tf_version or "?",
            "yes" if s.run.quick else "no",
            key_figures(s.run),
            changed or "nothing",
            "select to overlay",
        )
        for j, text in enumerate(cells):
            table.setItem(i, j, QTableWidgetItem(for_qt(text, CELL_MAX)))


def key_figures(run: BenchRun) -> str:
    """Per device, the best matmul and the tf.data training rate, in one line."""
    parts = []
    for device in run.devices():
        mm = [m for m in run.select("matmul", device=device) if m.size]
        if mm:
            best = max(mm, key=lambda m: m.value)
            parts.append(f"{device} {fmt_value(best.value, 'gflops')} GFLOP/s ({best.dtype})")
        tfd = run.find("training", device=device, variant="tf.data")
        if tfd is not None:
            parts.append(f"{device} {fmt_value(tfd.value, 'images_per_s')} img/s")
    return "; ".join(parts)


def hints_html(evaluation: Evaluation | None) -> str:
    """The speed-ups on one line, then the hints as a list (warnings marked); "" for none."""
    if evaluation is None:
        return ""
    items = "".join(
        f"<li>{'⚠ ' if h.level == 'warning' else ''}{_html(h.text)}</li>" for h in evaluation.hints
    )
    speed = ", ".join(f"{k}: {v:.2f}×" for k, v in evaluation.speedups.items())
    return (f"<b>Speed-ups</b>: {_html(speed)}" if speed else "") + (
        f"<ul>{items}</ul>" if items else ""
    )


def _html(text: str) -> str:
    return for_qt_html(text)
