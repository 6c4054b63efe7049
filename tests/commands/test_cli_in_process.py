"""The ``tfgpu`` entry point in this process: its help, the scenario list, ``sys.argv``,
signals as Ctrl+C, the main thread, and ``python -m tfgpu_gui``'s choice of the command line.

(The tests that start ``tfgpu`` as a child check the same from outside; these reach the code
of :mod:`tfgpu_gui.cli` and :mod:`tfgpu_gui.__main__` themselves.)
"""

from __future__ import annotations

import io
import logging
import signal
import sys
import threading

import pytest

from tfgpu_gui import __main__ as module_main
from tfgpu_gui import cli
from tfgpu_gui.telemetry.scenarios import SCENARIOS


def test_the_top_level_help_names_the_app_its_exit_codes_and_where_commands_say_theirs():
    text = cli.build_parser().format_help()
    assert "\nWatch, diagnose and benchmark TensorFlow on NVIDIA GPUs.\n" in text
    # The epilog is kept as written (one exit code a line), then the pointer to each command.
    assert text.rstrip().endswith("Each command lists its own: tfgpu COMMAND --help.")
    assert "\n\nEach command lists its own" in text
    assert "exit status" in text.lower()


def test_every_command_offers_the_common_options_with_their_help(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["snapshot", "--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--seed SEED seed of the simulated GPUs (default 0)" in text
    assert "--debug log debugging details" in text
    from tfgpu_gui.telemetry.sources.simulated import SIMULATED

    assert f"--simulate {SIMULATED.metavar}" in text
    assert " ".join(SIMULATED.help.split()) in text


def test_the_scenario_list_is_one_aligned_line_each(capsys):
    out = io.StringIO()
    cli.print_scenarios(out)
    width = max(len(n) for n in SCENARIOS)
    assert out.getvalue().splitlines() == [
        f"{name.ljust(width)}  {s.summary}" for name, s in SCENARIOS.items()
    ]
    cli.print_scenarios()  # to standard output by default
    assert capsys.readouterr().out == out.getvalue()


def test_main_reads_the_command_line_of_the_process(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["tfgpu", "--simulate", "list"])
    assert cli.main() == 0
    assert capsys.readouterr().out.splitlines()[0].startswith(next(iter(SCENARIOS)))


def test_a_signal_becomes_ctrl_c_named_after_it():
    with pytest.raises(KeyboardInterrupt, match=r"^SIGTERM$"):
        cli._as_ctrl_c(signal.SIGTERM, None)


def test_only_the_main_thread_is_the_main_thread():
    assert cli.threading_main() is True
    seen: list[bool] = []
    worker = threading.Thread(target=lambda: seen.append(cli.threading_main()))
    worker.start()
    worker.join()
    assert seen == [False]


@pytest.mark.parametrize(
    ("argv", "cli_wanted"),
    [
        (["snapshot"], True),
        (["--simulate", "list"], True),
        (["--simulate", "training", "watch"], True),
        (["--simulate", "training"], False),  # the app, simulated
        (["list", "--simulate"], False),
        ([], False),
    ],
)
def test_python_m_runs_the_command_line_only_when_given_a_command(argv, cli_wanted):
    assert module_main._wants_cli(argv) is cli_wanted


def test_python_m_with_a_command_runs_it(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["python -m tfgpu_gui", "--simulate", "list"])
    assert module_main._main() == 0
    assert capsys.readouterr().out.count("\n") == len(SCENARIOS)


def _failing_snapshot(monkeypatch, error: BaseException) -> None:
    from tfgpu_gui.commands import snapshot

    def run(args):
        raise error

    monkeypatch.setattr(snapshot, "run", run)


def test_a_closed_pipe_ends_quietly_with_success(monkeypatch):
    # `tfgpu snapshot | head`: the reader went away; no traceback, exit 0.
    _failing_snapshot(monkeypatch, BrokenPipeError())
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert cli.main(["snapshot"]) == 0


def test_a_full_disk_is_a_sentence_and_its_own_exit_status(monkeypatch, capsys):
    import errno

    from tfgpu_gui.commands.exit_codes import SnapshotExit

    _failing_snapshot(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    assert cli.main(["snapshot"]) == SnapshotExit.OUTPUT_FAILED
    assert capsys.readouterr().err == "tfgpu: cannot write the output: No space left on device\n"


def test_the_version_and_each_command_with_its_one_line_help(capsys):
    from tfgpu_gui import __version__

    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"tfgpu {__version__}\n"
    text = cli.build_parser().format_help()
    assert "usage: tfgpu [-h]" in text and " COMMAND ...\n" in text
    for module in cli._load_commands():
        assert f"    {module.NAME}" in text
        assert " ".join(module.HELP.split())[:40] in " ".join(text.split())
        with pytest.raises(SystemExit):
            cli.main([module.NAME, "--help"])
        own = capsys.readouterr().out
        assert own.split("\n\n")[1] == module.HELP  # the description, after the usage


def _stdout_file(monkeypatch, path, real: bool):
    out = open(path, "w", encoding="utf-8")  # noqa: SIM115 (closed by the test)
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "__stdout__", out if real else io.StringIO())
    return out


def test_a_failed_standard_output_is_pointed_at_the_null_device(monkeypatch, tmp_path):
    # After "No space left on device" the exit would fail again flushing it: what is still
    # written goes to /dev/null (here a file standing for it).
    import os

    null = tmp_path / "null"
    null.write_bytes(b"")
    monkeypatch.setattr(os, "devnull", str(null))
    out = _stdout_file(monkeypatch, tmp_path / "out", real=True)
    cli._drop_unwritten_output()
    os.write(out.fileno(), b"late")
    out.close()
    assert (tmp_path / "out").read_bytes() == b"" and null.read_bytes() == b"late"


def test_a_replaced_standard_output_is_left_alone(monkeypatch, tmp_path):
    import os

    null = tmp_path / "null"
    null.write_bytes(b"")
    monkeypatch.setattr(os, "devnull", str(null))
    out = _stdout_file(monkeypatch, tmp_path / "out", real=False)  # not the process's own
    cli._drop_unwritten_output()
    os.write(out.fileno(), b"kept")
    out.close()
    assert (tmp_path / "out").read_bytes() == b"kept" and null.read_bytes() == b""


def bare_root_logger(monkeypatch: pytest.MonkeyPatch) -> logging.Logger:
    """The root logger as in a fresh `tfgpu` process: no handlers. pytest's own (added when
    the test's body starts) are taken off until the test ends; its level is put back too."""
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    monkeypatch.setattr(root, "level", root.level)
    return root


@pytest.mark.parametrize(
    ("argv", "level"),
    [(["--debug", "--simulate", "list"], logging.DEBUG), (["--simulate", "list"], logging.ERROR)],
)
def test_the_log_goes_to_stderr_as_level_name_and_message_at_debug_only_with_debug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv, level
) -> None:
    root = bare_root_logger(monkeypatch)
    assert cli.main(argv) == 0
    assert root.level == level
    (handler,) = root.handlers
    log = logging.getLogger("tfgpu_gui.test")
    log.debug("the debug detail")
    log.warning("a warning")
    log.error("the failure")
    handler.flush()
    err = capsys.readouterr().err
    shown = ["ERROR tfgpu_gui.test: the failure"]
    if level == logging.DEBUG:
        shown = [
            "DEBUG tfgpu_gui.test: the debug detail",
            "WARNING tfgpu_gui.test: a warning",
            *shown,
        ]
    assert err.splitlines() == shown
