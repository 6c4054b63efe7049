"""What the telemetry commands share: opening the backend and reporting why it cannot open.

The reports print only; each command returns its own exit status for them (``NO_TELEMETRY``,
``NO_GPU`` in :mod:`tfgpu_gui.commands.exit_codes`).
"""

from __future__ import annotations

import argparse
import json
import sys

from tfgpu_gui.telemetry.backend import Backend, make_backend
from tfgpu_gui.telemetry.errors import REASONS, TelemetryUnavailable
from tfgpu_gui.telemetry.export import error_dict


def backend_for(args: argparse.Namespace) -> Backend:
    return make_backend(args.simulate, seed=args.seed)


def report_unavailable(exc: TelemetryUnavailable, backend: Backend, as_json: bool) -> None:
    """Say in one sentence why there is no telemetry and what to do; no traceback."""
    if as_json:
        print(json.dumps(error_dict(exc.kind, exc.sentence(), backend.name), indent=2))
    print(f"tfgpu: {exc.sentence()}", file=sys.stderr)


def report_no_gpu(backend: Backend, as_json: bool) -> None:
    """Say that the driver runs but reports no GPU (and, with ``as_json``, print it as JSON)."""
    reason = REASONS["no-gpu"]
    text = f"{reason.message} {reason.next_step}"
    if as_json:
        print(json.dumps(error_dict("no-gpu", text, backend.name), indent=2))
    print(f"tfgpu: {text}", file=sys.stderr)
