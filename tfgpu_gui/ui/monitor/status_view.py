"""Is my GPU OK right now? The window's answer, above the plots.

A badge says it in one word for all the GPUs ("All GPUs OK", "Warning: GPU 0 throttling: too
hot", "Problem: GPU 1 lost"), coloured so it reads from across the room; under it, the active
alerts, one line each, with when they began (a line goes when its condition ends). Both come from
the alert engine's active alerts (:mod:`tfgpu_gui.telemetry.status`), which are also what the
tray notifies: the window and the tray say the same thing.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.telemetry.alerts import ActiveAlert
from tfgpu_gui.telemetry.snapshot import GpuSnapshot
from tfgpu_gui.telemetry.status import LEVELS, GpuStatus, worst
from tfgpu_gui.text.safe import for_qt, for_qt_html
from tfgpu_gui.ui.colors import STATUS_FILL, status_color

#: The mark before a level's word (in the badge, the GPU titles and the alert list).
LEVEL_MARKS = {"ok": "●", "notice": "●", "warning": "▲", "problem": "✖"}
#: The most alert lines shown without scrolling.
ALERT_ROWS = 4


def status_html(status: GpuStatus, dark: bool = False) -> str:
    """ "▲ throttling: too hot" in the level's colour (HTML, for a GPU's plot title)."""
    color = status_color(status.level, dark)
    mark = LEVEL_MARKS[status.level]
    text = for_qt_html(status.text if status.bad else "OK", 120)
    weight = "font-weight:bold;" if status.bad else ""
    return f"<span style='color:{color};{weight}'>{mark} {text}</span>"


def headline(gpus: Sequence[GpuSnapshot], statuses: dict[int, GpuStatus]) -> tuple[str, str]:
    """(level, text) of the badge: the worst GPU's level and who is not OK, in words."""
    level = worst(s.level for s in statuses.values())
    if level not in ("warning", "problem"):
        n = len(gpus)
        return "ok", "All GPUs OK" if n != 1 else "GPU OK"
    bad = [(g, statuses[g.index]) for g in gpus if g.index in statuses and statuses[g.index].bad]
    bad.sort(key=lambda gs: gs[1].level != "problem")  # problems first
    parts = [f"{g.title}: {s.text}" for g, s in bad[:3]]
    if len(bad) > 3:
        parts.append(f"and {len(bad) - 3} more GPUs")
    word = "Problem" if level == "problem" else "Warning"
    return level, f"{word} — " + "; ".join(parts)


def alert_line(active: ActiveAlert, title: str, now_wall: float) -> str:
    """ "since 14:02:31 (3 min) · GPU 0 · throttling: too hot"."""
    a = active.alert
    since = time.strftime("%H:%M:%S", time.localtime(active.since_wall))
    lasted = max(0.0, now_wall - active.since_wall)
    dur = f"{lasted:.0f} s" if lasted < 90 else f"{lasted / 60:.0f} min"
    return f"since {since} ({dur}) · {title} · {a.reason or a.title}"


def gpus_text(titles: Sequence[str]) -> str:
    """ "GPU 0", "GPU 0, GPU 3", "GPUs 0, 1, 2, 3" (titles of remote GPUs as they are)."""
    if len(titles) > 2 and all(t.startswith("GPU ") for t in titles):
        return "GPUs " + ", ".join(t[4:] for t in titles)
    return ", ".join(titles)


def grouped(active: Sequence[ActiveAlert]) -> list[tuple[ActiveAlert, list[int]]]:
    """One entry per alert kind and reason, with the GPUs it holds on (eight GPUs under one
    run make one line, not eight): the earliest of them, the worst level first."""
    groups: dict[tuple[str, str], list[ActiveAlert]] = {}
    for a in active:
        groups.setdefault((a.alert.kind, a.alert.reason or a.alert.title), []).append(a)
    out = [
        (min(group, key=lambda a: a.since), sorted(a.alert.gpu_index for a in group))
        for group in groups.values()
    ]
    out.sort(key=lambda e: (-LEVELS.index(e[0].alert.level), e[0].since))
    return out


class StatusPanel(QWidget):
    """The badge and the list of active alerts (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GpuStatusPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.badge = QLabel("Waiting for the first sample…")
        self.badge.setObjectName("GpuStatusBadge")
        self.badge.setAccessibleName("GPU status")
        self.badge.setTextFormat(Qt.TextFormat.PlainText)
        self.badge.setWordWrap(True)
        font = self.badge.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.badge.setFont(font)
        row.addWidget(self.badge, 1)
        layout.addLayout(row)
        self.alerts = QListWidget()
        self.alerts.setObjectName("ActiveAlerts")
        self.alerts.setAccessibleName("Active alerts")
        self.alerts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.alerts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.alerts.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.alerts.hide()
        layout.addWidget(self.alerts)
        self.level = ""
        self._alerts_key: tuple[object, ...] | None = None
        self.dark = False

    def set_state(
        self,
        gpus: Sequence[GpuSnapshot],
        statuses: dict[int, GpuStatus],
        active: Sequence[ActiveAlert],
        now_wall: float,
        dark: bool,
    ) -> None:
        """Show the GPUs' statuses and the active alerts (widgets change only when they do)."""
        level, text = headline(gpus, statuses)
        self._set_badge(level, text, dark)
        titles = {g.index: g.title for g in gpus}
        # The durations tick over once a minute past 90 s: the list is set again only then.
        key = (
            dark,
            tuple((a.alert.kind, a.alert.gpu_index, a.alert.reason, a.since_wall) for a in active),
            int(now_wall // 60) if active else 0,
            int(now_wall) if any(now_wall - a.since_wall < 90 for a in active) else 0,
        )
        if key == self._alerts_key:
            return
        self._alerts_key = key
        self.alerts.clear()
        entries = grouped(active)
        for a, indices in entries:
            title = gpus_text([titles.get(i, f"GPU {i}") for i in indices])
            line = f"{LEVEL_MARKS[a.alert.level]} " + alert_line(a, title, now_wall)
            item = QListWidgetItem(for_qt(line, 300))
            # Rich text always (<p>), the alert's words escaped: a process or host name in them
            # shows as written, never as markup; a paragraph apart from the title.
            title_html = for_qt_html(a.alert.title, 200)
            message_html = for_qt_html(a.alert.message, 800, multiline=True)
            item.setToolTip(f"<p><b>{title_html}</b></p><p>{message_html}</p>")
            item.setForeground(QColor(status_color(a.alert.level, dark)))
            self.alerts.addItem(item)
        rows = min(len(entries), ALERT_ROWS)
        if rows:
            height = self.alerts.sizeHintForRow(0) * rows + 2 * self.alerts.frameWidth() + 2
            self.alerts.setFixedHeight(height)
        self.alerts.setVisible(bool(active))

    def _set_badge(self, level: str, text: str, dark: bool) -> None:
        if (level, text, dark) == (self.level, self.badge.text(), self.dark):
            return
        self.level, self.dark = level, dark
        self.badge.setText(for_qt(text, 400))
        if level == "ok":
            color = status_color("ok", dark)
            css = f"color: {color}; padding: 4px 2px;"
        else:
            background, foreground = STATUS_FILL[level]
            css = (
                f"background: {background}; color: {foreground}; "
                "border-radius: 4px; padding: 6px 10px;"
            )
        self.badge.setStyleSheet(f"#GpuStatusBadge {{ {css} }}")

    def alert_texts(self) -> list[str]:
        """The lines of the alert list, as shown (tests, screenshots)."""
        return [self.alerts.item(i).text() for i in range(self.alerts.count())]
