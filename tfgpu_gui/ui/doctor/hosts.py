"""Which machine the wizard diagnoses: this computer, or an SSH host of Settings → Sources.

:func:`install_machine_chooser` puts a :class:`MachineChooser` at the top of the wizard's
first page; with a host chosen the interpreter box asks for a path on that host (empty: the
``python3`` of its PATH) and the diagnosis, the fix commands and every Re-check run there
(:class:`~tfgpu_gui.doctor.collect.DoctorOptions` ``host``, through the same worker).
:class:`HostsMenu` is the tray's "Diagnose a host" menu: one entry per SSH host.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMenu, QWidget

from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.targets import find_interpreters

THIS_COMPUTER = "This computer"


def ssh_hosts(sources: Iterable[str]) -> list[str]:
    """The SSH hosts among the sources of the settings (each once, in their order)."""
    from tfgpu_gui.telemetry.sources.registry import parse_source

    hosts: list[str] = []
    for text in sources:
        try:
            source = parse_source(text)
        except ValueError:
            continue
        if source.kind == "ssh" and source.target not in hosts:
            hosts.append(source.target)
    return hosts


class MachineChooser(QWidget):
    """ "Machine to diagnose": this computer, or one of ``hosts`` (over SSH).

    Signal ``changed(host)``: ``""`` for this computer.
    """

    changed = Signal(str)

    def __init__(self, hosts: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: ssh options for reaching the hosts (``-F FILE``); none: the user's ~/.ssh/config.
        self.ssh_extra: tuple[str, ...] = ()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel("Machine to diagnose:"))
        self.combo = QComboBox()
        self.combo.setAccessibleName("Machine to diagnose")
        row.addWidget(self.combo, 1)
        self.set_hosts(hosts)
        self.combo.currentIndexChanged.connect(lambda _i: self.changed.emit(self.host() or ""))

    def set_hosts(self, hosts: list[str]) -> None:
        self.combo.clear()
        self.combo.addItem(THIS_COMPUTER, "")
        for host in hosts:
            self.combo.addItem(f"{host} (over SSH)", host)

    def host(self) -> str | None:
        """The host chosen; ``None`` for this computer."""
        return str(self.combo.currentData() or "") or None

    def select(self, host: str | None) -> None:
        """Choose ``host`` (added to the list when it is not in it); ``None``: this computer."""
        if not host:
            self.combo.setCurrentIndex(0)
            return
        index = self.combo.findData(host)
        if index < 0:
            self.combo.addItem(f"{host} (over SSH)", host)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)


def install_machine_chooser(
    wizard: Any, hosts: list[str], host: str | None = None
) -> MachineChooser:
    """Put the chooser on the first page of ``wizard`` (a
    :class:`~tfgpu_gui.ui.doctor.wizard.DoctorWizard`) and make the interpreter box follow it."""
    welcome = wizard.welcome
    chooser = MachineChooser(hosts, welcome)
    layout = welcome.layout()
    if layout is not None:
        layout.insertWidget(0, chooser)  # type: ignore[attr-defined]
    local_targets = [welcome.target.itemText(i) for i in range(welcome.target.count())]

    def follow(chosen: str) -> None:
        line = welcome.target.lineEdit()
        if chosen:
            welcome.target.clear()
            welcome.target.setEditText("")
            if line is not None:
                line.setPlaceholderText(f"python3 on {chosen}'s PATH, or a path on {chosen}")
        else:
            welcome.set_targets(local_targets or find_interpreters([]))
            if line is not None:
                line.setPlaceholderText("")
        welcome.browse_button.setEnabled(not chosen)

    chooser.changed.connect(follow)
    chooser.select(host)
    follow(chooser.host() or "")
    return chooser


def host_note(report: Report) -> str:
    """What the findings and summary pages say of a report on another machine ("": none)."""
    if not report.host:
        return ""
    return (
        f"Diagnosed on {report.host} over SSH: run the fix commands there "
        f"(`ssh {report.host}`); Re-check runs there too."
    )


def show_host(wizard: Any, report: Report) -> None:
    """Name the host of ``report`` on the pages that show its findings and plan."""
    note = host_note(report)
    if note:  # after the findings page set its own subtitle for this report
        wizard.findings_page.setSubTitle(f"{wizard.findings_page.subTitle()} {note}".strip())
    wizard.summary.setSubTitle(note)


class HostsMenu(QMenu):
    """ "Diagnose a host": an entry per SSH host of ``hosts()``, read each time it opens.

    Signal ``diagnose(host)`` when one is chosen.
    """

    diagnose = Signal(str)

    def __init__(self, hosts: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__("Diagnose a host", parent)
        self._hosts = hosts
        self.menuAction().setShortcutVisibleInContextMenu(False)
        self.aboutToShow.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.clear()
        hosts = self._hosts()
        for host in hosts:
            action = self.addAction(f"Diagnose {host}…")
            action.triggered.connect(lambda _checked=False, h=host: self.diagnose.emit(h))
        if not hosts:
            none = self.addAction("No SSH host in Settings → Sources")
            none.setEnabled(False)
        self.menuAction().setVisible(True)
