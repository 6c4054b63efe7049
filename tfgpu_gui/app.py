"""``tfgpu-gui``: start-up of the desktop app.

Nothing heavy is imported before the arguments are parsed (``--version`` and ``--help`` answer
at once); Qt is imported only once we know a window is wanted, and TensorFlow never.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tfgpu_gui import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tfgpu-gui",
        description="Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs from the system tray.",
    )
    parser.add_argument("--version", action="version", version=f"tfgpu-gui {__version__}")
    parser.add_argument(
        "--simulate", metavar="SCENARIO", help="use simulated GPUs ('tfgpu --simulate list')"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the simulated GPUs")
    parser.add_argument("--minimized", action="store_true", help="start in the tray")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.simulate is not None:
        from tfgpu_gui.telemetry.scenarios import SCENARIOS

        if args.simulate not in SCENARIOS:
            print(
                f"tfgpu-gui: unknown scenario {args.simulate!r}; "
                f"choose one of: {', '.join(sorted(SCENARIOS))}",
                file=sys.stderr,
            )
            return 2
    from tfgpu_gui.ui.run import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
