"""The desktop app ends on SIGTERM, SIGHUP and SIGINT as on Quit: settings saved, exit 0.

Run as a user's session would end it (logout sends SIGHUP/SIGTERM), in a real process.
"""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from tests.helpers.cli import PACKAGE, started_tfgpu

READY = "no system tray"  # logged once the app has started (offscreen has no tray)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=str)
def test_a_stop_signal_quits_like_the_quit_command(sig: signal.Signals, tmp_path: Path) -> None:
    home = {name: tmp_path / name for name in ("config", "state", "data", "run")}
    for path in home.values():
        path.mkdir(mode=0o700)
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home["config"]),
        "XDG_STATE_HOME": str(home["state"]),
        "XDG_DATA_HOME": str(home["data"]),
        "XDG_RUNTIME_DIR": str(home["run"]),
    }
    app = ("--simulate", "training", "--debug")
    with started_tfgpu(*app, module=PACKAGE, env=env, text=True) as proc:
        assert proc.stderr is not None
        seen = []
        for line in proc.stderr:
            seen.append(line)
            if READY in line:
                break
        assert any(READY in line for line in seen), "".join(seen)
        started = time.monotonic()
        proc.send_signal(sig)
        _, rest = proc.communicate(timeout=15)  # raises if the app does not end
        assert proc.returncode == 0, rest
        assert time.monotonic() - started < 10
        assert f"{sig.name}: quitting" in rest
        assert (home["config"] / "tfgpu-gui" / "settings.json").exists()  # saved as on Quit
        assert "Traceback" not in rest
