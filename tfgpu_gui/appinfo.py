"""Names that identify the app to the desktop: application id, organisation, display name.

Qt-free, so that the autostart entry, the settings path and the single-instance socket all use
the same id whether or not Qt is loaded.
"""

from __future__ import annotations

#: Reverse-DNS application id (desktop file name, autostart entry, instance socket).
APP_ID = "io.github.tfgpu_gui.TfgpuGui"
#: Organisation name given to Qt (QSettings, platform paths).
ORG_NAME = "tfgpu-gui"
#: Short name: the command and the config directory.
APP_NAME = "tfgpu-gui"
#: Name shown to people in titles, the tray tooltip and notifications.
DISPLAY_NAME = "TF GPU Monitor"
#: The command the autostart entry runs.
GUI_COMMAND = "tfgpu-gui"
