"""Entry point of the PyInstaller bundle: the desktop app, as ``tfgpu-gui``."""

import sys

from tfgpu_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
