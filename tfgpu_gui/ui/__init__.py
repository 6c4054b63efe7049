"""Everything PySide6 / pyqtgraph: window, plots, process table, tray, wizard, views, workers."""
