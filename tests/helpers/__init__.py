"""Helpers shared by the tests (fakes, recorded data, stepping a monitor)."""
