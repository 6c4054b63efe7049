"""The kinds of telemetry source: this computer's driver, simulated GPUs, SSH hosts and
Prometheus URLs, one module each, listed in :mod:`~tfgpu_gui.telemetry.sources.registry`.

Nothing is imported here, so that a kind's module can be imported alone.
"""
