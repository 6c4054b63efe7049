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
    parser.add_argument(
        "--debug", action="store_true", help="log debugging details (to stderr and the log file)"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start offscreen, sample simulated GPUs, render the window once and exit",
    )
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add the app to your desktop's menu (under ~/.local/share, no root needed)",
    )
    entry.add_argument(
        "--uninstall-desktop-entry",
        action="store_true",
        help="remove the menu entry and icons that --install-desktop-entry added",
    )
    return parser


def _desktop_entry(install: bool) -> int:
    from tfgpu_gui.desktop import entry as desktop_entry

    try:
        paths = desktop_entry.install() if install else desktop_entry.uninstall()
    except OSError as exc:
        print(f"tfgpu-gui: could not change the desktop entry: {exc}", file=sys.stderr)
        return 1
    if install:
        print(f"Added to the menu: {paths[0]} (and {len(paths) - 1} icon files).")
    elif paths:
        print(f"Removed the menu entry and {len(paths) - 1} icon files.")
    else:
        print("There was no menu entry to remove.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry(args.install_desktop_entry)
    if args.simulate is not None:
        from tfgpu_gui.telemetry.sources.simulated import SIMULATED

        try:
            SIMULATED.parse(args.simulate)
        except ValueError as exc:
            print(f"tfgpu-gui: {exc}", file=sys.stderr)
            return 2
    if args.self_test:
        from tfgpu_gui.ui.shell.self_test import run_self_test

        return run_self_test(args)
    from tfgpu_gui.ui.shell.run import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
