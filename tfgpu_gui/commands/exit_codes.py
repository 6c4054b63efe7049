"""The exit status of every ``tfgpu`` command, each with its meaning, declared once.

Each command returns members of its own enum; ``tfgpu COMMAND --help`` lists them (see
:func:`epilog`) and docs/exit-codes.md is generated from them (see :func:`render_markdown`).
Within one command a number means one thing. Every command shares 0 (success) and 130 (Ctrl-C);
bad usage is 2 except for ``tfgpu doctor``, whose 2 is its verdict "errors found", so that a
script reading the doctor's verdict never takes a typing mistake for a broken setup.

Regenerate the docs with ``python -m tfgpu_gui.commands.exit_codes > docs/exit-codes.md``.
"""

from __future__ import annotations

from enum import IntEnum, unique


class CommandExit(IntEnum):
    """An exit status with a one-line meaning (``member.meaning``).

    Members are declared as ``NAME = number, "meaning"``.
    """

    meaning: str

    def __new__(cls, value: int, meaning: str = "") -> CommandExit:
        member = int.__new__(cls, value)
        member._value_ = value
        member.meaning = meaning
        return member


@unique
class TfgpuExit(CommandExit):
    """``tfgpu`` without a command (``--version``, ``--simulate list``, no command at all)."""

    OK = 0, "success"
    USAGE = 2, "bad usage, or no command given"


@unique
class SnapshotExit(CommandExit):
    """``tfgpu snapshot``."""

    OK = 0, "every GPU was read and printed"
    USAGE = 2, "bad usage (unknown option or scenario)"
    NO_TELEMETRY = 3, "no GPU telemetry: no driver, driver/library mismatch or no permission"
    NO_GPU = 4, "the driver runs but reports no GPU"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C)"


@unique
class WatchExit(CommandExit):
    """``tfgpu watch``."""

    OK = 0, "stopped by `q`, Ctrl-C, SIGTERM or SIGHUP, or after --count samples"
    CSV_UNWRITABLE = 1, "the --csv file cannot be opened for appending"
    USAGE = 2, "bad usage (unknown option or scenario, a number out of range)"
    NO_TELEMETRY = (
        3,
        (
            "no GPU telemetry at the first reading, or from any --host or --prometheus source "
            "while it watched (the messages say why)"
        ),
    )
    NO_GPU = 4, "the driver runs but reports no GPU"
    CSV_WRITE_FAILED = 5, "writing the --csv file failed (disk full, I/O error); no row is cut"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C) before watching started"


@unique
class DoctorExit(CommandExit):
    """``tfgpu doctor`` (0, 1 and 2 are its verdict, for the environment or a ``--log``)."""

    OK = 0, "no errors or warnings"
    WARNINGS = 1, "warnings only"
    ERRORS = 2, "errors found"
    BAD_TARGET = 3, "the --python target is not a working Python (here or on the --host)"
    LOG_UNREADABLE = 4, "the --log file cannot be read"
    INTERNAL = 5, "the doctor itself failed"
    NOTHING_TO_EXPLAIN = 6, "the --log input holds nothing to explain (empty, blank or not text)"
    HOST_UNREACHABLE = 7, "the --host cannot be reached or logged into (down, key refused)"
    REMOTE_FAILED = 8, "the --host answered with something that is not a diagnosis"
    USAGE = 64, "bad usage (unknown option or scenario)"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C)"


@unique
class ExplainExit(CommandExit):
    """``tfgpu explain``."""

    OK = 0, "the entry (or the list) was printed"
    USAGE = 2, "bad usage, or an ID that is not in the catalogue"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C)"


@unique
class BenchExit(CommandExit):
    """``tfgpu bench``."""

    OK = 0, "the benchmark finished"
    FAILED = 1, "the benchmark failed (crashed, hung or reported an error; partial results shown)"
    USAGE = 2, "bad usage (unknown option, suite or device)"
    NO_TENSORFLOW = 5, "the --python target is not a Python or has no TensorFlow"
    NOT_SAVED = 6, "the benchmark finished but could not be saved in the history"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C); anything measured before is printed"


@unique
class RunsExit(CommandExit):
    """``tfgpu runs``."""

    OK = 0, "the recorded runs (or that there are none) were printed"
    USAGE = 2, "bad usage (unknown option, a number out of range)"
    NO_HISTORY = 3, "the history database cannot be opened (locked, unreadable, no permission)"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C)"


@unique
class ExportExit(CommandExit):
    """``tfgpu export``."""

    OK = 0, "stopped by Ctrl-C"
    LISTEN_FAILED = 1, "the --listen address cannot be bound (in use, or not this machine's)"
    USAGE = 2, "bad usage (unknown option or scenario, a malformed --listen address)"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C) before serving started"


@unique
class NotifyExit(CommandExit):
    """``tfgpu notify``."""

    OK = 0, "the test message was delivered to every URL"
    NOT_DELIVERED = 1, "a destination did not take the test message (the message says why)"
    USAGE = 2, "bad usage (unknown option, a URL that is not a notification URL)"
    OUTPUT_FAILED = 74, "the output could not be written (disk full, I/O error)"
    INTERRUPTED = 130, "interrupted (Ctrl-C)"


# The command line as documented: the bare ``tfgpu`` first, then each command.
COMMAND_EXITS: dict[str, type[CommandExit]] = {
    "tfgpu": TfgpuExit,
    "snapshot": SnapshotExit,
    "watch": WatchExit,
    "doctor": DoctorExit,
    "explain": ExplainExit,
    "bench": BenchExit,
    "runs": RunsExit,
    "export": ExportExit,
    "notify": NotifyExit,
}


def epilog(codes: type[CommandExit]) -> str:
    """The "Exit status" section of a command's ``--help`` (needs a raw description formatter)."""
    width = max(len(str(int(m))) for m in codes)
    rows = [f"  {int(m):>{width}}  {m.meaning}" for m in codes]
    return "exit status:\n" + "\n".join(rows)


def render_markdown() -> str:
    """docs/exit-codes.md: one table per command."""
    out = [
        "# Exit status of `tfgpu`",
        "",
        "Every command exits with one of the numbers below; within a command a number means one",
        "thing. `tfgpu COMMAND --help` prints the same list. Bad usage is 2 except for",
        "`tfgpu doctor`, whose 0, 1 and 2 are its verdict.",
        "",
        "This file is generated from `tfgpu_gui/commands/exit_codes.py` by",
        "`python -m tfgpu_gui.commands.exit_codes`.",
    ]
    for name, codes in COMMAND_EXITS.items():
        title = "`tfgpu` without a command" if name == "tfgpu" else f"`tfgpu {name}`"
        out += ["", f"## {title}", "", "| Status | Name | Meaning |", "|---:|---|---|"]
        out += [f"| {int(m)} | `{m.name}` | {m.meaning} |" for m in codes]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    print(render_markdown(), end="")
