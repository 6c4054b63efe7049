"""``python -m tfgpu_gui``: the desktop app, or the command line when given a command.

``python -m tfgpu_gui`` starts the app like ``tfgpu-gui``; ``python -m tfgpu_gui snapshot``
(or any other ``tfgpu`` command, or ``--simulate list``) runs the command line like ``tfgpu``.
"""

from __future__ import annotations

import sys


def _wants_cli(argv: list[str]) -> bool:
    from tfgpu_gui.cli import COMMAND_MODULES

    if any(arg in COMMAND_MODULES for arg in argv):
        return True
    return any(a == "list" and b == "--simulate" for a, b in zip(argv[1:], argv, strict=False))


def _main() -> int:
    if _wants_cli(sys.argv[1:]):
        from tfgpu_gui.cli import main as cli_main

        return cli_main()
    from tfgpu_gui.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(_main())
