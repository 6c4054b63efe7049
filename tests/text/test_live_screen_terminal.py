"""The live screen in this process, on a pseudo-terminal: each frame drawn in place, the keys
read one by one (``q`` ends the view), a change of size noticed, and the terminal's modes and
screen given back as they were."""

from __future__ import annotations

import io
import os
import signal
import termios
import threading

from tfgpu_gui.text import live_screen
from tfgpu_gui.text.live_screen import (
    CLEAR_BELOW,
    CLEAR_LINE,
    ENTER,
    HOME,
    LEAVE,
    LiveScreen,
    frame_text,
    terminal_size,
)

WAIT_S = 10.0


# -- a frame -----------------------------------------------------------------------------------


def test_a_frame_clears_after_short_lines_and_below_the_last():
    text = frame_text(["ab", "cdef"], 4, 5)
    assert text == HOME + "ab" + CLEAR_LINE + "\r\n" + "cdef" + "\r\n" + CLEAR_BELOW


def test_a_frame_that_fills_the_screen_clears_nothing_below():
    assert frame_text(["abcd", "ef"], 4, 2) == HOME + "abcd\r\nef" + CLEAR_LINE
    assert frame_text(["abcd", "ef", "gh"], 4, 2) == (
        HOME + "abcd\r\nef" + CLEAR_LINE + "\r\ngh" + CLEAR_LINE
    )


def test_an_empty_frame_clears_the_screen_from_the_top():
    assert frame_text([], 80, 24) == HOME + CLEAR_BELOW


def test_a_line_is_measured_in_columns_not_characters():
    # Two wide characters fill four columns: no clear after them.
    assert frame_text(["漢字"], 4, 1) == HOME + "漢字"
    assert frame_text(["\x1b[31mab\x1b[0m"], 4, 1) == HOME + "\x1b[31mab\x1b[0m" + CLEAR_LINE


def test_the_terminal_size_follows_columns_and_lines(monkeypatch):
    monkeypatch.setenv("COLUMNS", "123")
    monkeypatch.setenv("LINES", "45")
    assert terminal_size() == (123, 45)


# -- the screen on a pseudo-terminal -----------------------------------------------------------


def test_the_screen_is_taken_and_given_back_as_it_was(term):
    before = termios.tcgetattr(term.slave)
    assert before[3] & termios.ICANON and before[3] & termios.ECHO
    screen = LiveScreen(out=term.out, keys=term.keys)
    assert screen.reads_keys
    with screen:
        during = termios.tcgetattr(term.slave)
        assert not during[3] & termios.ICANON and not during[3] & termios.ECHO  # cbreak
        assert term.written() == ENTER
        screen.draw(["GPU 0"], 10, 3)
    assert termios.tcgetattr(term.slave) == before
    assert term.written() == ENTER + HOME + "GPU 0" + CLEAR_LINE + "\r\n" + CLEAR_BELOW + LEAVE
    screen.draw(["late"], 10, 3)  # closed: nothing drawn
    screen.close()  # harmless again
    assert term.written().endswith(LEAVE) and "late" not in term.written()


def test_opening_twice_takes_the_terminal_once(term):
    screen = LiveScreen(out=term.out, keys=io.StringIO())
    screen.open()
    screen.open()
    screen.close()
    assert term.written() == ENTER + LEAVE


def test_a_screen_never_opened_gives_nothing_back(term):
    LiveScreen(out=term.out, keys=term.keys).close()
    assert term.written() == ""


def test_keys_that_are_not_a_terminal_are_not_read(term):
    screen = LiveScreen(out=term.out, keys=io.StringIO("q"))
    assert not screen.reads_keys
    with screen:
        pass
    assert term.written() == ENTER + LEAVE
    closed = io.StringIO()
    closed.close()  # isatty raises ValueError on a closed file
    assert not LiveScreen(out=term.out, keys=closed).reads_keys


def test_q_calls_on_quit_and_other_keys_do_not(term):
    quit_pressed = threading.Event()
    screen = LiveScreen(out=term.out, keys=term.keys, on_quit=quit_pressed.set)
    with screen:
        os.write(term.master, b"x")
        assert not quit_pressed.wait(0.5)
        os.write(term.master, b"Q")
        assert quit_pressed.wait(WAIT_S)


def test_a_lower_case_q_quits_too(term):
    quit_pressed = threading.Event()
    with LiveScreen(out=term.out, keys=term.keys, on_quit=quit_pressed.set):
        os.write(term.master, b"abq")
        assert quit_pressed.wait(WAIT_S)


def test_a_change_of_size_calls_on_resize(term, monkeypatch):
    sizes = iter([(80, 24)] + [(80, 24)] * 3 + [(100, 30)] * 1000)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: next(sizes))
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    resized = threading.Event()
    calls: list[int] = []

    def on_resize() -> None:
        calls.append(1)
        resized.set()

    with LiveScreen(out=term.out, keys=io.StringIO(), on_resize=on_resize):
        assert resized.wait(WAIT_S)
    assert calls == [1]  # once for one change


def test_keys_stop_at_the_end_of_input_and_sizes_are_still_watched(term, monkeypatch):
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    resized = threading.Event()
    sizes = iter([(80, 24)] * 5 + [(90, 24)] * 1000)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: next(sizes))
    quit_pressed = threading.Event()
    screen = LiveScreen(
        out=term.out, keys=term.keys, on_quit=quit_pressed.set, on_resize=resized.set
    )
    with screen:
        os.close(term.master)  # the other end hung up: reading gives nothing (or EIO)
        term.master = -1
        assert resized.wait(WAIT_S)
    assert not quit_pressed.is_set()


def test_ctrl_z_gives_the_terminal_back_and_takes_it_again(term, monkeypatch):
    """The Ctrl-Z handler: the terminal back, the process stopped, then taken again and a
    redraw asked for. ``os.kill`` is replaced: a test process cannot be stopped."""
    stopped: list[int] = []
    monkeypatch.setattr(live_screen.os, "kill", lambda pid, sig: stopped.append(sig))
    redrawn = threading.Event()
    before = termios.tcgetattr(term.slave)
    previous = signal.getsignal(signal.SIGTSTP)
    screen = LiveScreen(out=term.out, keys=term.keys, on_resize=redrawn.set)
    with screen:
        assert signal.getsignal(signal.SIGTSTP) == screen._suspend
        cbreak = termios.tcgetattr(term.slave)
        screen._suspend(signal.SIGTSTP, None)
        assert stopped == [signal.SIGTSTP]
        assert termios.tcgetattr(term.slave) == cbreak  # taken again after the stop
        assert signal.getsignal(signal.SIGTSTP) == screen._suspend
        assert redrawn.wait(WAIT_S)  # the key thread asks for a redraw
    assert term.written() == ENTER + LEAVE + ENTER + LEAVE
    assert termios.tcgetattr(term.slave) == before
    assert signal.getsignal(signal.SIGTSTP) == previous  # as it was before


def test_the_ending_signals_are_held_while_the_terminal_is_given_back(term, monkeypatch):
    held: list[set[int]] = []
    real_give_back = LiveScreen._give_back

    def give_back(self: LiveScreen) -> None:
        held.append(signal.pthread_sigmask(signal.SIG_BLOCK, set()))
        real_give_back(self)

    monkeypatch.setattr(LiveScreen, "_give_back", give_back)
    with LiveScreen(out=term.out, keys=term.keys):
        pass
    assert {signal.SIGINT, signal.SIGTERM, signal.SIGHUP} <= held[0]
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())  # released
