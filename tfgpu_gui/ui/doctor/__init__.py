"""The setup-diagnosis wizard: pages, and the thread that runs the diagnosis."""
