"""``python -m tfgpu_gui``: the command line with arguments, the desktop app without."""

import sys


def _main() -> int:
    if (
        len(sys.argv) > 1
        and not sys.argv[1].startswith("--simulate")
        and sys.argv[1] not in ("--minimized",)
    ):
        from tfgpu_gui.cli import main as cli_main

        return cli_main()
    from tfgpu_gui.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(_main())
