"""Text as people read it, Qt-free: numbers with units (shared by the CLI and the app) and
terminal output."""
