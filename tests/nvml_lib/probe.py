"""Read snapshots with NvmlBackend on whatever libnvidia-ml.so.1 the loader finds; print JSON.

Run by tests/nvml_lib/driver.py in a child process. Arguments: state files to swap in, one
before each read after the first (the file named by $TFGPU_TEST_NVML_STATE is replaced).
The clock is manual and advances one second per read, so rates from counters are exact.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import sys

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend


def main(later_states: list[str]) -> int:
    clock = ManualClock()
    backend = NvmlBackend(clock=clock)
    live = os.environ["TFGPU_TEST_NVML_STATE"]
    reads: list[dict[str, object]] = []
    for i in range(1 + len(later_states)):
        if i > 0:
            partial = live + ".next"
            shutil.copyfile(later_states[i - 1], partial)
            os.replace(partial, live)
            clock.advance(1.0)
        try:
            reads.append({"snapshot": dataclasses.asdict(backend.read())})
        except TelemetryUnavailable as exc:
            reads.append({"error": exc.kind, "message": exc.sentence()})
    backend.close()
    json.dump(reads, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
