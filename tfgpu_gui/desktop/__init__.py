"""Desktop integration, Qt-free: menu entry, autostart, the log file, the versions block."""
