#!/usr/bin/env bash
# Build the one-folder bundle of tfgpu-gui into dist/tfgpu-gui and check that it starts.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/tfgpu-gui.spec
QT_QPA_PLATFORM=offscreen dist/tfgpu-gui/tfgpu-gui --self-test
echo "bundle: dist/tfgpu-gui ($(du -sh dist/tfgpu-gui | cut -f1))"
