"""One app per user: a second start asks the running one to show its window, then exits."""

from __future__ import annotations

import getpass

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from tfgpu_gui.appinfo import APP_ID

SHOW = b"show\n"


def server_name() -> str:
    """The local socket name: per user, so two people on one machine each get their app."""
    return f"{APP_ID}-{getpass.getuser()}"


def ask_running_instance(name: str | None = None, timeout_ms: int = 500) -> bool:
    """Tell a running instance to show itself; returns whether one answered."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(SHOW)
    socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later starts; emits ``activated`` when one asks us to show the window."""

    activated = Signal()

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connection)

    def listen(self) -> bool:
        """Start listening; a stale socket left by a crashed instance is removed first."""
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            # The request is one short line: read it here, with a bounded wait, rather than
            # keep per-socket callbacks alive.
            if socket.bytesAvailable() or socket.waitForReadyRead(500):
                data = bytes(socket.readAll().data())
                if data.startswith(SHOW.strip()):
                    self.activated.emit()
            socket.disconnectFromServer()
            socket.deleteLater()
