"""One app per user: a second start asks the running one to show its window, then exits.

Where it sits: ``run.py`` asks :func:`ask_running_instance` at start-up and, when nobody
answers, listens with :class:`InstanceServer`; the app connects ``activated`` to showing its
window.

The socket lives where only the user can reach it: in ``$XDG_RUNTIME_DIR`` (the user's own
0700 directory), or else in a private directory the app creates in the temporary folder
(``tfgpu-gui-<uid>``). Either directory is used only when it is a real directory (not a
symlink), owned by the user, with no access for group or others; otherwise the app runs
without the single-instance feature rather than trust it. Both ends check the other's uid
(``SO_PEERCRED``) and ignore a peer of another user. Anything at the socket path that does not
answer is "not running"; it is replaced only when it belongs to the user.
"""

from __future__ import annotations

import logging
import os
import socket as pysocket
import stat
import struct
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from tfgpu_gui.appinfo import APP_ID

SHOW = b"show\n"
SOCKET_NAME = f"{APP_ID}.sock"

log = logging.getLogger(__name__)

#: The uid of the process at the other end of a connected local socket (by its descriptor),
#: or ``None`` where the platform cannot tell.
PeerUid = Callable[[int], int | None]


def socket_peer_uid(fd: int) -> int | None:
    """The peer's uid of a connected Unix socket (``SO_PEERCRED``; Linux), else ``None``."""
    option = getattr(pysocket, "SO_PEERCRED", None)
    if option is None or fd < 0:
        return None
    size = struct.calcsize("iII")  # struct ucred: pid, uid, gid
    with pysocket.fromfd(fd, pysocket.AF_UNIX, pysocket.SOCK_STREAM) as sock:  # a dup'ed fd
        _pid, uid, _gid = struct.unpack("iII", sock.getsockopt(pysocket.SOL_SOCKET, option, size))
    return int(uid)


def private_dir_problem(path: Path, uid: int | None = None) -> str | None:
    """Why ``path`` is not a private directory of user ``uid`` (``None``: it is one).

    Private: a real directory (not a symlink), owned by ``uid`` (default: this process's),
    with no permission for group or others.
    """
    uid = os.getuid() if uid is None else uid
    try:
        st = path.lstat()
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc})"
    if stat.S_ISLNK(st.st_mode):
        return f"{path} is a symbolic link"
    if not stat.S_ISDIR(st.st_mode):
        return f"{path} is not a directory"
    if st.st_uid != uid:
        return f"{path} belongs to uid {st.st_uid}, not to this user ({uid})"
    if st.st_mode & 0o077:
        return f"{path} is open to other users (mode {stat.S_IMODE(st.st_mode):04o})"
    return None


def fallback_dir() -> Path:
    """The private directory used where ``XDG_RUNTIME_DIR`` is not set (or not private)."""
    return Path(tempfile.gettempdir()) / f"{APP_ID}-{os.getuid()}"


def socket_dir(
    env: dict[str, str] | None = None, fallback: Path | None = None, uid: int | None = None
) -> Path | None:
    """The private directory for the socket, or ``None`` (then: no single instance).

    ``$XDG_RUNTIME_DIR`` when it is private; otherwise ``fallback`` (default
    :func:`fallback_dir`), created with mode 0700 when missing and used only when private.
    """
    env = dict(os.environ) if env is None else env
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        problem = private_dir_problem(Path(runtime), uid)
        if problem is None:
            return Path(runtime)
        log.warning("not using XDG_RUNTIME_DIR for the instance socket: %s", problem)
    path = fallback or fallback_dir()
    try:
        path.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        log.warning("cannot create %s: %s; running without single instance", path, exc)
        return None
    problem = private_dir_problem(path, uid)
    if problem is not None:
        log.warning(
            "refusing the instance socket directory: %s; running without single instance", problem
        )
        return None
    return path


def socket_path(env: dict[str, str] | None = None, uid: int | None = None) -> str | None:
    """The full path of this user's instance socket, or ``None`` when no private place exists."""
    directory = socket_dir(env, uid=uid)
    return None if directory is None else str(directory / SOCKET_NAME)


def ask_running_instance(
    name: str, timeout_ms: int = 500, peer_uid: PeerUid = socket_peer_uid
) -> bool:
    """Tell this user's running instance at ``name`` to show itself; returns whether one did.

    A listener of another user (by its uid) is not asked and counts as "not running".
    """
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    uid = peer_uid(int(socket.socketDescriptor()))
    if uid is not None and uid != os.getuid():
        log.warning("the instance socket %s is served by uid %s, not this user: ignored", name, uid)
        socket.abort()
        return False
    socket.write(SHOW)
    socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    return True


def _remove_if_ours(path: str, uid: int) -> str | None:
    """Remove what is at ``path`` when it belongs to ``uid``; returns why not (``None``: done)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc})"
    kind = (
        "socket"
        if stat.S_ISSOCK(st.st_mode)
        else "directory"
        if stat.S_ISDIR(st.st_mode)
        else "file"
    )
    if st.st_uid != uid:
        return f"a {kind} owned by uid {st.st_uid} is at {path}"
    try:
        if stat.S_ISDIR(st.st_mode):
            os.rmdir(path)  # an empty one only: nothing of the user's is thrown away
        else:
            os.unlink(path)
    except OSError as exc:
        return f"a {kind} is at {path} and cannot be removed ({exc.strerror or exc})"
    if kind == "socket":
        log.info("replaced a stale instance socket at %s", path)
    else:
        log.warning("a %s was at the instance socket path %s: removed, listening there", kind, path)
    return None


class InstanceServer(QObject):
    """Listens for later starts; emits ``activated`` when one of this user asks to show.

    Signals:
        activated(): a later start of this user asked to show the window.
        refused(int): a connection from another uid was refused (its uid, -1 if unknown).
    """

    activated = Signal()
    refused = Signal(int)

    def __init__(
        self,
        name: str,
        parent: QObject | None = None,
        peer_uid: PeerUid = socket_peer_uid,
        uid: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.name = name
        self.uid = os.getuid() if uid is None else uid
        self.peer_uid = peer_uid
        self.problem: str | None = None
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connection)

    def listen(self) -> bool:
        """Start listening (call after :func:`ask_running_instance` found nobody).

        What is at the path then is not a live instance of this user: a stale socket of a
        crashed instance, or something else. It is replaced when it belongs to this user;
        otherwise listening fails and :attr:`problem` says why.
        """
        if os.path.isabs(self.name):
            self.problem = _remove_if_ours(self.name, self.uid)
            if self.problem is not None:
                log.warning("cannot listen for a second start: %s", self.problem)
                return False
        if self.server.listen(self.name):
            return True
        self.problem = self.server.errorString()
        log.warning("cannot listen for a second start: %s", self.problem)
        return False

    def close(self) -> None:
        self.server.close()

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            uid = self.peer_uid(int(socket.socketDescriptor()))
            if uid is not None and uid != self.uid:
                log.warning("refused a connection to the instance socket from uid %s", uid)
                socket.abort()
                socket.deleteLater()
                self.refused.emit(uid)
                continue
            # The request is one short line: read it here, with a bounded wait, rather than
            # keep per-socket callbacks alive.
            if socket.bytesAvailable() or socket.waitForReadyRead(500):
                data = bytes(socket.readAll().data())
                if data.startswith(SHOW.strip()):
                    self.activated.emit()
            socket.disconnectFromServer()
            socket.deleteLater()
