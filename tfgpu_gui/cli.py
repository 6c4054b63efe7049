"""``tfgpu``: the command line. Runs on the Qt-free core only.

Exit status: each command returns a member of its enum in
:mod:`tfgpu_gui.commands.exit_codes` (listed by ``tfgpu COMMAND --help`` and in
docs/exit-codes.md); usage errors and Ctrl-C exit with that command's ``USAGE`` and
``INTERRUPTED``. SIGTERM and SIGHUP (the terminal closed) end a command as Ctrl-C does: its
clean-up runs (a job's process group is stopped and waited for) and it exits with what it
returns on Ctrl-C; a signal the caller ignored (``nohup``) stays ignored.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import logging
import os
import signal
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import FrameType, ModuleType
from typing import Any, NoReturn

from tfgpu_gui import __version__
from tfgpu_gui.commands.exit_codes import CommandExit, TfgpuExit, epilog

# Each entry is a module in tfgpu_gui/commands/ with NAME, HELP, EXIT (its CommandExit enum),
# add_arguments(parser) and run(args) -> EXIT member. Modules are imported only when their
# command is registered.
COMMAND_MODULES: tuple[str, ...] = (
    "snapshot",
    "watch",
    "bench",
    "doctor",
    "explain",
    "runs",
    "export",
    "notify",
)


class CommandParser(argparse.ArgumentParser):
    """An argument parser whose usage errors exit with ``usage_status`` instead of always 2."""

    usage_status: int = TfgpuExit.USAGE

    def error(self, message: str) -> NoReturn:
        """Print the usage and the message on stderr, then exit with ``usage_status``."""
        self.print_usage(sys.stderr)
        self.exit(self.usage_status, f"{self.prog}: error: {message}\n")


def common_options() -> CommandParser:
    """Options every command takes (before or after the command name)."""
    from tfgpu_gui.telemetry.sources.simulated import SIMULATED

    parent = CommandParser(add_help=False)
    parent.add_argument(
        SIMULATED.option,
        metavar=SIMULATED.metavar,
        default=argparse.SUPPRESS,
        help=SIMULATED.help,
    )
    parent.add_argument(
        "--seed", type=int, default=argparse.SUPPRESS, help="seed of the simulated GPUs (default 0)"
    )
    parent.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help="log debugging details"
    )
    return parent


def _load_commands() -> list[ModuleType]:
    return [importlib.import_module(f"tfgpu_gui.commands.{name}") for name in COMMAND_MODULES]


def build_parser(commands: list[ModuleType] | None = None) -> CommandParser:
    commands = _load_commands() if commands is None else commands
    parent = common_options()
    parser = CommandParser(
        prog="tfgpu",
        description="Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs.",
        parents=[parent],
        epilog=epilog(TfgpuExit) + "\n\nEach command lists its own: tfgpu COMMAND --help.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tfgpu {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CommandParser)
    for module in commands:
        p = sub.add_parser(
            module.NAME,
            help=module.HELP,
            description=module.HELP,
            parents=[parent],
            epilog=epilog(module.EXIT),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        p.usage_status = module.EXIT.USAGE
        module.add_arguments(p)
        p.set_defaults(_run=module.run, _exit=module.EXIT)
    return parser


def _usage_status(argv: Sequence[str], commands: list[ModuleType]) -> int:
    """The usage status of the command named on the line (the first word naming one)."""
    by_name = {module.NAME: module.EXIT for module in commands}
    named = next((by_name[word] for word in argv if word in by_name), TfgpuExit)
    return int(named.USAGE)


def print_scenarios(out: object = None) -> None:
    from tfgpu_gui.telemetry.scenarios import SCENARIOS

    stream = out or sys.stdout
    width = max(len(n) for n in SCENARIOS)
    for name, scenario in SCENARIOS.items():
        print(f"{name.ljust(width)}  {scenario.summary}", file=stream)  # type: ignore[arg-type]


# Signals that end a command as Ctrl-C does.
ENDING_SIGNALS: tuple[str, ...] = ("SIGTERM", "SIGHUP")


def _as_ctrl_c(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(signal.Signals(signum).name)


@contextmanager
def signals_as_ctrl_c() -> Iterator[None]:
    """While inside, SIGTERM and SIGHUP raise :class:`KeyboardInterrupt` in the main thread.

    Signals the caller ignored stay ignored; the previous handlers come back on exit.
    """
    previous: dict[int, Any] = {}
    if threading_main():
        for name in ENDING_SIGNALS:
            sig = getattr(signal, name, None)
            if sig is not None and signal.getsignal(sig) is not signal.SIG_IGN:
                previous[sig] = signal.signal(sig, _as_ctrl_c)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def threading_main() -> bool:
    """Whether this is the main thread (the only one that may set signal handlers)."""
    import threading

    return threading.current_thread() is threading.main_thread()


def main(argv: Sequence[str] | None = None) -> int:
    """Run one ``tfgpu`` command line and return its exit status (a :class:`CommandExit`)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    commands = _load_commands()
    parser = build_parser(commands)
    # Errors the top-level parser reports (unknown options, --simulate) belong to the command.
    parser.usage_status = _usage_status(argv, commands)
    args = parser.parse_args(argv)
    codes: type[CommandExit] = getattr(args, "_exit", TfgpuExit)
    if not hasattr(args, "simulate"):
        args.simulate = None
    if not hasattr(args, "seed"):
        args.seed = 0
    if not hasattr(args, "debug"):
        args.debug = False
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.ERROR,
        format="%(levelname)s %(name)s: %(message)s",
    )
    if args.simulate == "list":
        print_scenarios()
        return TfgpuExit.OK
    if args.simulate is not None:
        from tfgpu_gui.telemetry.sources.simulated import SIMULATED

        try:
            SIMULATED.parse(args.simulate)
        except ValueError as exc:
            parser.error(str(exc))
    run = getattr(args, "_run", None)
    if run is None:
        parser.print_help()
        return TfgpuExit.USAGE
    try:
        with signals_as_ctrl_c():
            status: CommandExit = run(args)
        return status
    except KeyboardInterrupt:
        return codes["INTERRUPTED"]
    except BrokenPipeError:  # `tfgpu snapshot | head`
        sys.stderr.close()
        return codes["OK"]
    except OSError as exc:
        if exc.errno not in OUTPUT_ERRNOS:
            raise
        _drop_unwritten_output()
        print(f"tfgpu: cannot write the output: {exc.strerror}", file=sys.stderr)
        return codes["OUTPUT_FAILED"]


# Write errors of the standard output (`tfgpu snapshot > /dev/full`): a message, not a traceback.
OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


def _drop_unwritten_output() -> None:
    """Point the real standard output at /dev/null, so the exit does not fail on it again."""
    if sys.stdout is not sys.__stdout__ or sys.stdout is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except OSError:
        pass


if __name__ == "__main__":
    sys.exit(main())
