"""The Findings page of the setup-diagnosis wizard: the problems as a plan, one card each.

The cards come in the order to fix them (root cause first); each says what is wrong, why, on
what evidence, the fix with each command in its own block and a Copy button, where to learn
more, and a Re-check button. Views only: the page says ``recheck_requested(finding_id)`` and
:class:`~tfgpu_gui.ui.doctor.wizard.DoctorWizard` runs the re-check and hands the result back
(:meth:`FindingsPage.show_recheck_busy`, :meth:`FindingsPage.show_recheck_result`).

What a card shows comes from outside (a report opened from a file, TensorFlow's log): labels are
plain text fed through :func:`~tfgpu_gui.text.safe.for_qt`; the one rich-text label (the link)
escapes through :func:`~tfgpu_gui.text.safe.for_qt_html`.
"""

from __future__ import annotations

import itertools
import re

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding, sort_findings
from tfgpu_gui.doctor.ranking import CONFIRMED, LIKELY, POSSIBLE, undecided
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.text.safe import for_qt, for_qt_html
from tfgpu_gui.ui.theme import PALETTE_EVENTS

SEVERITY_COLOUR = {ERROR: "#c62828", WARNING: "#b26a00"}
#: Confidences a card names beside its severity, with how to confirm the cause.
UNSURE = (POSSIBLE, LIKELY)
HARMLESS_COLOUR = "#9e9e9e"
# The "possible cause" / "likely cause" badge.
CONFIDENCE_COLOUR = "#546e7a"
FIXED_COLOUR = "#2e7d32"
# How much of FIXED_COLOUR tints a fixed card's background, over the theme's own: a light green
# on a light theme, a dark green on a dark one, so the theme's text stays readable on it.
FIXED_TINT = 0.15
#: The width of a fixed card's green border, in pixels.
FIXED_BORDER = 2
#: A fix's command: the theme's own colours for text fields, readable in a light and a dark one.
COMMAND_BLOCK_STYLE = "#commandBlock { background: palette(base); border-radius: 3px }"
COMMAND_TEXT_STYLE = "color: palette(text)"


def tinted(base: QColor, colour: QColor, amount: float) -> QColor:
    """``base`` moved ``amount`` (0-1) of the way towards ``colour``."""
    return QColor(
        round(base.red() + (colour.red() - base.red()) * amount),
        round(base.green() + (colour.green() - base.green()) * amount),
        round(base.blue() + (colour.blue() - base.blue()) * amount),
    )


#: Evidence items shown before the rest is folded behind a "Show all" button.
EVIDENCE_SHOWN = 3
EVIDENCE_LINE_MAX = 2000
#: A run of this many characters without a space gets a break opportunity (paths, log lines).
BREAK_EVERY = 40
ZERO_WIDTH_SPACE = "\u200b"
#: What the Findings page says with a report that has no problem, and with no report.
NOTHING = "Nothing to fix: no problem was found."
NO_REPORT = "No diagnosis yet."
_UNBROKEN = re.compile(rf"\S{{{BREAK_EVERY}}}(?=\S)")


def plan_order(findings: list[Finding]) -> list[Finding]:
    """The findings in the order to fix them: the report's order (errors, then warnings, then
    harmless lines), ranked findings first where the doctor ranks them (rank 1 = the most
    likely root cause; 0 = not ranked)."""

    def key(f: Finding) -> tuple[bool, bool, int]:
        rank = f.rank if isinstance(f.rank, int) and not isinstance(f.rank, bool) else 0
        return (f.harmless, rank < 1, rank)

    return sorted(sort_findings(findings), key=key)


def fix_prose(fix: str) -> str:
    """The fix's text without its command lines (those get their own blocks)."""
    return "\n".join(line for line in fix.splitlines() if not line.strip().startswith("$ "))


def learn_more_url(finding_id: str) -> str | None:
    """The catalogue's first web source for ``finding_id`` (``None``: none, or unknown ID)."""
    entry = CATALOGUE.get(finding_id)
    if entry is None:
        return None
    return next((s for s in entry.sources if s.startswith(("https://", "http://"))), None)


def breakable(text: str) -> str:
    """``text`` with a zero-width space after every :data:`BREAK_EVERY` characters without a
    space, so that a long path or log line wraps inside the card instead of widening it."""
    return _UNBROKEN.sub(lambda m: m.group(0) + ZERO_WIDTH_SPACE, text)


def _label(text: str, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    if wrap:
        label.setMinimumWidth(1)  # never wider than the card, whatever the text
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class FindingCard(QFrame):
    """One finding: title and severity, explanation, evidence, fix commands, link, Re-check.

    Signal: ``recheck_requested(finding_id)`` from its Re-check button (shown when
    ``recheckable``). States: :meth:`set_busy`, :meth:`show_fixed`, :meth:`show_still_there`,
    :meth:`show_recheck_failed`; :attr:`state` names the current one.
    """

    recheck_requested = Signal(str)

    def __init__(
        self, finding: Finding, recheckable: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.finding = finding
        self.finding_id = finding.id
        self._state = "open"
        self._restyle_due = False  # a restyle waits for the theme switch's events to end
        # Shown among causes the log cannot tell apart: a confirmed one says so (its badge).
        self.among_unsure = False
        self.setObjectName("findingCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(for_qt(f"Finding: {finding.title}"))
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.severity = QLabel()
        self.severity.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.severity, 0, Qt.AlignmentFlag.AlignTop)
        self.confidence = QLabel()  # "possible cause", "likely cause": what the log allows
        self.confidence.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.confidence, 0, Qt.AlignmentFlag.AlignTop)
        self.title = _label("")
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        head.addWidget(self.title, 1)
        layout.addLayout(head)
        self.explanation = _label("")
        layout.addWidget(self.explanation)
        self.confirm = _label("")  # how to tell whether this cause is the one
        layout.addWidget(self.confirm)
        self.evidence_header = QLabel("Evidence:")
        layout.addWidget(self.evidence_header)
        self.evidence_labels: list[QLabel] = []
        self.evidence_box = QVBoxLayout()
        self.evidence_box.setContentsMargins(12, 0, 0, 0)
        layout.addLayout(self.evidence_box)
        self.more_evidence = QPushButton()
        self.more_evidence.setCheckable(True)
        self.more_evidence.toggled.connect(self._show_all_evidence)
        layout.addWidget(self.more_evidence, 0, Qt.AlignmentFlag.AlignLeft)
        self.fix_header = QLabel("Fix:")
        layout.addWidget(self.fix_header)
        self.fix = _label("")
        layout.addWidget(self.fix)
        self.commands: list[str] = []
        self.command_labels: list[QLabel] = []
        self.copy_buttons: list[QPushButton] = []
        self.commands_box = QVBoxLayout()
        layout.addLayout(self.commands_box)
        bottom = QHBoxLayout()
        self.link = QLabel()
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setOpenExternalLinks(True)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        bottom.addWidget(self.link)
        bottom.addStretch(1)
        self.status = _label("", wrap=False)  # short words; a long reason is cut, in the tip
        bottom.addWidget(self.status)
        self.recheck_button = QPushButton("Re-check")
        self.recheck_button.setAccessibleName(for_qt(f"Re-check: {finding.title}"))
        self.recheck_button.setToolTip("Run again only the checks behind this finding")
        self.recheck_button.clicked.connect(lambda: self.recheck_requested.emit(self.finding_id))
        self.recheck_button.setVisible(recheckable and not finding.harmless)
        bottom.addWidget(self.recheck_button)
        layout.addLayout(bottom)
        self._fill(finding)
        url = learn_more_url(finding.id)
        self.link.setText(f'<a href="{for_qt_html(url)}">Learn more</a>' if url else "")
        self.link.setVisible(url is not None)
        self.link.setAccessibleName("Learn more (opens a web page)")

    def _fill(self, f: Finding) -> None:
        """Show ``f``'s texts (again, after a re-check that still finds it)."""
        label = "safe to ignore" if f.harmless else for_qt(f.severity, 16)
        colour = HARMLESS_COLOUR if f.harmless else SEVERITY_COLOUR.get(f.severity, "#1565c0")
        self.severity.setText(label.upper())
        self.severity.setStyleSheet(
            f"color: white; background: {colour}; padding: 2px 6px; border-radius: 3px"
        )
        self.title.setText(breakable(for_qt(f"{f.title}  ({f.id})")))
        self.explanation.setText(breakable(for_qt(f.explanation, multiline=True)))
        unsure = not f.harmless and f.confidence in UNSURE
        sure = (
            not f.harmless
            and self.among_unsure
            and f.confidence == CONFIRMED
            and f.severity in SEVERITY_COLOUR  # a cause (an error, a warning), not advice
        )
        self.confidence.setText(f"{f.confidence} cause" if unsure or sure else "")
        # Its own background, like the severity's: readable on a light and a dark theme alike
        # (white on #546e7a: 5.4:1).
        self.confidence.setStyleSheet(
            f"color: white; background: {CONFIDENCE_COLOUR}; padding: 2px 6px; border-radius: 3px"
        )
        self.confidence.setVisible(unsure or sure)
        confirm = f.confirm if unsure else ""
        self.confirm.setText(breakable(for_qt(f"To confirm: {confirm}", multiline=True)))
        self.confirm.setVisible(bool(confirm))
        for old in self.evidence_labels:
            old.deleteLater()
        self.evidence_labels = []
        for e in f.evidence:
            item = _label(breakable(for_qt(f"• {e}", EVIDENCE_LINE_MAX)))
            self.evidence_box.addWidget(item)
            self.evidence_labels.append(item)
        self.evidence_header.setVisible(bool(f.evidence))
        hidden = len(f.evidence) - EVIDENCE_SHOWN
        self.more_evidence.setVisible(hidden > 1)  # one line more is shown, not folded
        self.more_evidence.setChecked(False)
        self.more_evidence.setText(f"Show {hidden} more evidence items")
        self._show_all_evidence(False)
        prose = fix_prose(f.fix).strip()
        self.fix.setText(breakable(for_qt(prose, multiline=True)))
        self.fix.setVisible(bool(prose))
        self._fill_commands(f)
        self.fix_header.setVisible(bool(prose or self.commands))
        # Tab goes down the card as it reads: evidence, each Copy, the link, Re-check.
        order = [self.more_evidence, *self.copy_buttons, self.link, self.recheck_button]
        for before, after in itertools.pairwise(order):
            QWidget.setTabOrder(before, after)

    def _fill_commands(self, f: Finding) -> None:
        while self.commands_box.count():
            item = self.commands_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.commands = f.commands()
        self.command_labels, self.copy_buttons = [], []
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for i, command in enumerate(self.commands):
            row = QFrame()
            row.setObjectName("commandBlock")
            row.setStyleSheet(COMMAND_BLOCK_STYLE)
            line = QHBoxLayout(row)
            line.setContentsMargins(6, 2, 2, 2)
            text = _label(breakable(for_qt(command)))  # the Copy button copies the command
            text.setFont(mono)
            text.setStyleSheet(COMMAND_TEXT_STYLE)
            line.addWidget(text, 1)
            copy = QPushButton("Copy")
            copy.setAccessibleName(for_qt(f"Copy command {i + 1}: {command}", 200))
            copy.setToolTip("Copy this command to the clipboard")
            copy.clicked.connect(lambda _checked=False, n=i: self.copy_command(n))
            line.addWidget(copy, 0, Qt.AlignmentFlag.AlignTop)
            self.commands_box.addWidget(row)
            self.command_labels.append(text)
            self.copy_buttons.append(copy)

    def _show_all_evidence(self, show_all: bool) -> None:
        fold = len(self.evidence_labels) > EVIDENCE_SHOWN + 1
        for i, item in enumerate(self.evidence_labels):
            item.setVisible(show_all or not fold or i < EVIDENCE_SHOWN)
        if self.more_evidence.isVisible() or show_all:
            hidden = len(self.evidence_labels) - EVIDENCE_SHOWN
            self.more_evidence.setText(
                "Show less evidence" if show_all else f"Show {hidden} more evidence items"
            )

    def copy_command(self, index: int) -> str:
        """Copy command ``index`` of the fix (without its ``$`` prompt) and return it."""
        command = self.commands[index]
        QGuiApplication.clipboard().setText(command)
        self.status.setText("Copied.")
        return command

    # --- re-check states -----------------------------------------------------------------------
    @property
    def state(self) -> str:
        """ "open", "busy", "fixed", "still-there" or "failed"."""
        return self._state

    @state.setter
    def state(self, state: str) -> None:
        self._state = state
        self.update()  # painted green when fixed only (paintEvent)

    def set_busy(self, with_job: bool = False) -> None:
        """A re-check runs (``with_job``: it runs TensorFlow again): the button waits."""
        self.state = "busy"
        self.recheck_button.setEnabled(False)
        self.recheck_button.setText("Checking…")
        self.status.setStyleSheet("")
        self.status.setText("Running TensorFlow's check again…" if with_job else "")

    def show_fixed(self) -> None:
        """The re-check no longer finds it: the card turns green and says Fixed."""
        self.state = "fixed"
        self.recheck_button.setEnabled(True)
        self.recheck_button.setText("Re-check")
        self.severity.setText("FIXED")
        self.severity.setStyleSheet(
            f"color: white; background: {FIXED_COLOUR}; padding: 2px 6px; border-radius: 3px"
        )
        self.status.setText("Fixed: its checks pass now.")
        self._style_fixed()

    def _style_fixed(self) -> None:
        """The ink of a fixed card's status, from the theme in force (again on a switch); its
        green is painted (:meth:`paintEvent`): a style sheet would fix the card's palette, and
        the card would no longer hear of a theme switch."""
        # a darker green on a light theme, a lighter one on a dark theme: readable on the tint
        dark_theme = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        ink = tinted(QColor(FIXED_COLOUR), QColor("white" if dark_theme else "black"), 0.5)
        self.status.setStyleSheet(f"color: {ink.name()}; font-weight: bold")

    def paintEvent(self, event: QPaintEvent) -> None:
        """A fixed card: the theme's own background tinted green, in a green border."""
        if self.state != "fixed":
            super().paintEvent(event)
            return
        painter = QPainter(self)
        window = self.palette().color(QPalette.ColorRole.Window)
        painter.fillRect(self.rect(), tinted(window, QColor(FIXED_COLOUR), FIXED_TINT))
        painter.setPen(QPen(QColor(FIXED_COLOUR), FIXED_BORDER))
        painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        """A theme switched: the card's own colours follow it once every widget has the new
        palette (a parent hears of it before its children)."""
        if event.type() in PALETTE_EVENTS and not self._restyle_due:
            self._restyle_due = True
            QTimer.singleShot(0, self, self._restyle)
        super().changeEvent(event)

    def _restyle(self) -> None:
        """Style sheets read ``palette(...)`` and a link its colour when they are set: set them
        again in the theme now in force, and the ink of a fixed card's status."""
        self._restyle_due = False
        for row in self.findChildren(QFrame, "commandBlock"):
            row.setStyleSheet(COMMAND_BLOCK_STYLE)  # its command's text is styled again too
        link = self.link.text()
        self.link.clear()  # the same text again would not be laid out again
        self.link.setText(link)
        if self.state == "fixed":
            self._style_fixed()

    def show_among_unsure(self) -> None:
        """The card stands among causes the log cannot tell apart: a confirmed one says so
        beside the others' "likely"/"possible", so the order reads as the ranking does."""
        self.among_unsure = True
        self._fill(self.finding)

    def show_still_there(self, finding: Finding) -> None:
        """The re-check finds it again: its evidence as it is now."""
        self.state = "still-there"
        self.finding = finding
        self._fill(finding)
        self.recheck_button.setEnabled(True)
        self.recheck_button.setText("Re-check")
        self.status.setText("Still there.")
        self.status.setStyleSheet(f"color: {SEVERITY_COLOUR[ERROR]}")

    def show_recheck_failed(self, message: str) -> None:
        """The re-check could not run (``message`` is for the user)."""
        self.state = "failed"
        self.recheck_button.setEnabled(True)
        self.recheck_button.setText("Re-check")
        self.status.setText(for_qt(message, 80))
        self.status.setToolTip(for_qt(message, 1000, multiline=True))
        self.status.setStyleSheet(f"color: {SEVERITY_COLOUR[ERROR]}")


PLAN_TITLE = "What to fix, in this order"
PLAN_SUBTITLE = "Fix the first card first: the later ones often follow from it."
UNDECIDED_TITLE = "What it may be, the most likely first"
UNDECIDED_SUBTITLE = (
    "The log cannot tell these causes apart: the most likely comes first, and each card says "
    "how to confirm it."
)
#: A report with no cause to fix: only lines safe to ignore, or notes for information.
CALM_TITLE = "Nothing to fix"
CALM_SUBTITLE = "What was found does not stop TensorFlow from using the GPU: each card says why."
# (notes that are a cause only in some case: no driver on a machine that may have no GPU)
NOTES_SUBTITLE = "Nothing found needs fixing as the log stands: each card says when it would."
CLEAN_SUBTITLE = "No known problem was found."
FIRST_CONFIRMED_SUBTITLE = (
    "The first cause is confirmed; the log cannot rule out the others, and each of their cards "
    "says how to confirm it."
)


class FindingsPage(QWizardPage):
    """The plan: one card per finding, in the order to fix them, in a scroll area.

    Signal: ``recheck_requested(finding_id)`` from a card's Re-check button.
    """

    recheck_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(PLAN_TITLE)
        self.setSubTitle(PLAN_SUBTITLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroll, 1)
        self.empty = QLabel(NO_REPORT)
        self.cards: list[FindingCard] = []
        self._show([], recheckable=False, empty=NO_REPORT)

    def show_report(self, report: Report) -> None:
        """The report's findings as cards; Re-check only for a diagnosis of an environment."""
        causes = undecided(report.findings)
        to_fix = [f for f in report.findings if not f.harmless and f.severity in (ERROR, WARNING)]
        self.setTitle(UNDECIDED_TITLE if causes else PLAN_TITLE if to_fix else CALM_TITLE)
        if not to_fix:
            notes = any(not f.harmless for f in report.findings)
            calm = NOTES_SUBTITLE if notes else CALM_SUBTITLE
            self.setSubTitle(calm if report.findings else CLEAN_SUBTITLE)
        elif not causes:
            self.setSubTitle(PLAN_SUBTITLE)
        elif causes[0].confidence == CONFIRMED:
            self.setSubTitle(FIRST_CONFIRMED_SUBTITLE)
        else:
            self.setSubTitle(UNDECIDED_SUBTITLE)
        self._show(plan_order(report.findings), recheckable=report.mode == "environment")
        if causes:
            for card in self.cards:
                card.show_among_unsure()

    def clear(self) -> None:
        """No report on show (its inputs changed): no cards, and no claim of "nothing to fix"."""
        self.setTitle(PLAN_TITLE)
        self.setSubTitle(PLAN_SUBTITLE)
        self._show([], recheckable=False, empty=NO_REPORT)

    def _show(self, findings: list[Finding], recheckable: bool, empty: str = NOTHING) -> None:
        body = QWidget()
        column = QVBoxLayout(body)
        self.cards = [FindingCard(f, recheckable) for f in findings]
        for card in self.cards:
            card.recheck_requested.connect(self.recheck_requested)
            column.addWidget(card)
        if not self.cards:
            self.empty = QLabel(empty)
            column.addWidget(self.empty)
        column.addStretch(1)
        self.scroll.setWidget(body)  # the old body is deleted with its cards

    def card(self, finding_id: str) -> FindingCard | None:
        """The card of ``finding_id`` (``None``: not on show)."""
        return next((c for c in self.cards if c.finding_id == finding_id), None)

    def show_recheck_busy(self, finding_id: str, with_job: bool = False) -> None:
        """A re-check of ``finding_id`` runs (``with_job``: with the detection job)."""
        card = self.card(finding_id)
        if card is not None:
            card.set_busy(with_job)

    def show_recheck_result(self, finding_id: str, finding: Finding | None) -> None:
        """The re-check's answer: ``None`` when the finding is gone (fixed)."""
        card = self.card(finding_id)
        if card is None:
            return
        if finding is None:
            card.show_fixed()
        else:
            card.show_still_there(finding)

    def show_recheck_failed(self, finding_id: str, message: str) -> None:
        card = self.card(finding_id)
        if card is not None:
            card.show_recheck_failed(message)
