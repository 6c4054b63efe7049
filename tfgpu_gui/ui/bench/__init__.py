"""The benchmark window and its charts."""
