"""One instance per user, safely: the socket's directory must be private, what sits at the
socket path is replaced only when it is the user's, and a peer of another uid is ignored.

Another uid cannot be had in a test, so each check is shown by its effect, with the uid (of
the directory's owner, or of the peer) injected.
"""

from __future__ import annotations

import logging
import os
import socket
from pathlib import Path

import pytest

from tfgpu_gui.ui.shell.single_instance import (
    SOCKET_NAME,
    InstanceServer,
    ask_running_instance,
    private_dir_problem,
    socket_dir,
    socket_path,
)

ME = os.getuid()
OTHER = ME + 1


@pytest.fixture
def private(tmp_path: Path) -> Path:
    path = tmp_path / "run"
    path.mkdir(mode=0o700)
    return path


def _serve(qtbot, path: str, **kwargs) -> InstanceServer:
    server = InstanceServer(path, **kwargs)
    assert server.listen(), server.problem
    return server


def test_xdg_runtime_dir_is_used_when_private(private: Path, tmp_path: Path):
    assert socket_dir({"XDG_RUNTIME_DIR": str(private)}, fallback=tmp_path / "fb") == private
    assert socket_path({"XDG_RUNTIME_DIR": str(private)}) == str(private / SOCKET_NAME)


def test_world_writable_runtime_dir_is_refused_for_the_private_fallback(
    private: Path, tmp_path: Path
):
    private.chmod(0o777)
    fallback = tmp_path / "fb"
    assert "open to other users" in (private_dir_problem(private) or "")
    assert socket_dir({"XDG_RUNTIME_DIR": str(private)}, fallback=fallback) == fallback
    assert (fallback.stat().st_mode & 0o777) == 0o700


def test_directory_owned_by_someone_else_is_refused(private: Path, caplog):
    assert "belongs to uid" in (private_dir_problem(private, uid=OTHER) or "")
    with caplog.at_level(logging.WARNING):
        assert socket_dir({"XDG_RUNTIME_DIR": str(private)}, fallback=private, uid=OTHER) is None
    assert "running without single instance" in caplog.text


def test_fallback_that_is_world_writable_or_a_symlink_is_refused(tmp_path: Path, private: Path):
    open_dir = tmp_path / "open"
    open_dir.mkdir()
    open_dir.chmod(0o777)
    assert socket_dir({}, fallback=open_dir) is None
    link = tmp_path / "link"
    link.symlink_to(private)
    assert "symbolic link" in (private_dir_problem(link) or "")
    assert socket_dir({}, fallback=link) is None
    assert socket_dir({}, fallback=tmp_path / "new") == tmp_path / "new"  # created, 0700


def test_second_start_raises_the_first_through_the_private_socket(qtbot, private: Path):
    path = str(private / SOCKET_NAME)
    server = _serve(qtbot, path)
    try:
        with qtbot.waitSignal(server.activated, timeout=5000):
            assert ask_running_instance(path)
    finally:
        server.close()


def test_directory_at_the_socket_path_does_not_make_two_instances(qtbot, private, caplog):
    path = private / SOCKET_NAME
    path.mkdir()
    assert not ask_running_instance(str(path), timeout_ms=100)  # not running
    with caplog.at_level(logging.WARNING):
        server = _serve(qtbot, str(path))  # the second start becomes the server
    try:
        assert "a directory was at the instance socket path" in caplog.text
        with qtbot.waitSignal(server.activated, timeout=5000):
            assert ask_running_instance(str(path))  # and a third start finds it
    finally:
        server.close()


def test_something_of_another_user_at_the_socket_path_is_left_alone(private: Path, caplog):
    path = private / SOCKET_NAME
    path.write_text("not a socket")
    server = InstanceServer(str(path), uid=OTHER)  # as if the file were someone else's
    with caplog.at_level(logging.WARNING):
        assert not server.listen()
    assert path.read_text() == "not a socket"
    assert "owned by uid" in (server.problem or "") and "cannot listen" in caplog.text


def test_stale_socket_of_ours_is_replaced(qtbot, private: Path):
    path = str(private / SOCKET_NAME)
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(path)
    stale.close()  # a crashed instance: the file stays, nobody listens
    assert os.path.exists(path)
    assert not ask_running_instance(path, timeout_ms=100)
    server = _serve(qtbot, path)
    try:
        with qtbot.waitSignal(server.activated, timeout=5000):
            assert ask_running_instance(path)
    finally:
        server.close()


def test_server_ignores_a_peer_of_another_uid(qtbot, private: Path):
    path = str(private / SOCKET_NAME)
    server = _serve(qtbot, path, peer_uid=lambda fd: OTHER)
    try:
        with (
            qtbot.assertNotEmitted(server.activated, wait=200),
            qtbot.waitSignal(server.refused, timeout=5000) as refused,
        ):
            ask_running_instance(path)
        assert refused.args == [OTHER]
    finally:
        server.close()


def test_client_ignores_a_server_of_another_uid(qtbot, private: Path):
    path = str(private / SOCKET_NAME)
    server = _serve(qtbot, path)
    try:
        with qtbot.assertNotEmitted(server.activated, wait=200):
            assert not ask_running_instance(path, peer_uid=lambda fd: OTHER)
    finally:
        server.close()


def test_peer_uid_is_read_from_the_connected_socket(qtbot, private: Path):
    path = str(private / SOCKET_NAME)
    seen: list[int | None] = []

    def record(fd: int) -> int | None:
        from tfgpu_gui.ui.shell.single_instance import socket_peer_uid

        uid = socket_peer_uid(fd)
        seen.append(uid)
        return uid

    server = _serve(qtbot, path, peer_uid=record)
    try:
        with qtbot.waitSignal(server.activated, timeout=5000):
            assert ask_running_instance(path, peer_uid=record)
    finally:
        server.close()
    if hasattr(socket, "SO_PEERCRED"):
        assert seen == [ME, ME]


def test_the_running_app_listens_on_no_network_socket(make_monitor, clock, qtbot, private):
    import psutil

    from tests.helpers.monitor import run_for

    server = _serve(qtbot, str(private / SOCKET_NAME))
    app = make_monitor("training")
    run_for(app, clock, 3)
    app.tick()
    me = psutil.Process()
    listening = [c for c in me.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN]
    assert listening == []
    unix = [c for c in me.net_connections(kind="unix") if c.laddr]
    assert any(c.laddr.startswith(str(private)) for c in unix)  # the check sees sockets
    server.close()
