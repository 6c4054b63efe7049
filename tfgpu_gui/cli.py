"""``tfgpu``: the command line. Runs on the Qt-free core only.

Exit status: 0 success; 2 bad usage; 3 no GPU telemetry (no driver, version mismatch, no
permission: the message says which); 4 the driver works but reports no GPU; other values are
documented by the command that returns them (``tfgpu doctor`` uses 0/1/2 for its verdict).
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence
from types import ModuleType

from tfgpu_gui import __version__

EXIT_OK = 0
EXIT_USAGE = 2
EXIT_NO_TELEMETRY = 3
EXIT_NO_GPU = 4

# Each entry is a module in tfgpu_gui/commands/ with NAME, HELP, add_arguments(parser)
# and run(args) -> int. Modules are imported only when their command is registered.
COMMAND_MODULES: tuple[str, ...] = ("snapshot", "watch", "bench", "doctor", "explain")


def _scenario_names() -> list[str]:
    from tfgpu_gui.telemetry.scenarios import SCENARIOS

    return sorted(SCENARIOS)


def common_options() -> argparse.ArgumentParser:
    """Options every command takes (before or after the command name)."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "--simulate",
        metavar="SCENARIO",
        default=argparse.SUPPRESS,
        help="use simulated GPUs instead of NVML ('--simulate list' lists the scenarios)",
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


def build_parser(commands: list[ModuleType] | None = None) -> argparse.ArgumentParser:
    commands = _load_commands() if commands is None else commands
    parent = common_options()
    parser = argparse.ArgumentParser(
        prog="tfgpu",
        description="Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs.",
        parents=[parent],
        epilog="Exit status: 0 ok, 2 usage, 3 no GPU telemetry (driver missing or broken), "
        "4 no GPU found.",
    )
    parser.add_argument("--version", action="version", version=f"tfgpu {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in commands:
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP, parents=[parent])
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def print_scenarios(out: object = None) -> None:
    from tfgpu_gui.telemetry.scenarios import SCENARIOS

    stream = out or sys.stdout
    width = max(len(n) for n in SCENARIOS)
    for name, scenario in SCENARIOS.items():
        print(f"{name.ljust(width)}  {scenario.summary}", file=stream)  # type: ignore[arg-type]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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
        return EXIT_OK
    if args.simulate is not None and args.simulate not in _scenario_names():
        parser.error(
            f"unknown scenario {args.simulate!r}; choose one of: {', '.join(_scenario_names())}"
        )
    run = getattr(args, "_run", None)
    if run is None:
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `tfgpu snapshot | head`
        sys.stderr.close()
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
