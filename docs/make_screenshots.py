"""Render the monitor window, the tray icon and the setup-diagnosis wizard to PNG for the
README and for review.

    python docs/make_screenshots.py [--out docs/screenshots] [--only wizard]

Uses simulated GPUs on a manual clock (a run of several minutes in a second) and the recorded
facts of tests/doctor/factsets.py for the wizard, so it needs no GPU and no TensorFlow. Windows
open within their screen, so it needs a screen at least as large as the largest shot
(1600x1000); the offscreen platform's is 800x800. On a machine without one, under Xvfb:

    Xvfb :93 -screen 0 1920x1200x24 &
    DISPLAY=:93 python docs/make_screenshots.py
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "screenshots")
    parser.add_argument(
        "--only", choices=("wizard", "monitor", "runs"), help="render only these screenshots"
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from tfgpu_gui.ui.shell.run import make_qapp

    app = make_qapp()
    screen = app.primaryScreen().availableGeometry()
    if screen.width() < 1600 or screen.height() < 1000:
        print(
            f"make_screenshots: the screen is {screen.width()}x{screen.height()}; the shots "
            "need 1600x1000 (see this script's help for Xvfb)",
            file=sys.stderr,
        )
        return 2
    if args.only == "runs":
        for path in runs_screenshots(args.out, app):
            print(path)
        return 0
    if args.only != "monitor":
        for path in wizard_screenshots(args.out):
            print(path)
    if args.only == "wizard":
        return 0
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from tfgpu_gui.settings import SettingsStore
    from tfgpu_gui.telemetry import ManualClock, make_backend
    from tfgpu_gui.ui.shell import tray_icon
    from tfgpu_gui.ui.shell.application import MonitorApp

    def monitor(scenario: str, seconds: int, size: tuple[int, int] | None = None) -> MonitorApp:
        clock = ManualClock()
        store = SettingsStore(Path(tempfile.mkdtemp()) / "settings.json")
        m = MonitorApp(make_backend(scenario, clock=clock), store, clock=clock, simulated=scenario)
        if size is not None:
            m.window.resize(*size)
        m.start(thread=False)
        for _ in range(seconds):
            m.step()
            clock.advance(1.0)
        m.tick()
        app.processEvents()
        return m

    # (file, scenario, seconds, GPU in detail, size, dark theme): a GPU's status should read
    # from across the room: a throttling GPU, a full memory, a lost GPU, on a large screen and
    # a laptop's, light and dark.
    shots = [
        ("overview-multi-gpu-8.png", "multi-gpu-8", 700, None, None, False),
        ("overview-input-bound.png", "input-bound", 700, None, None, False),
        ("detail-pcie-degraded.png", "pcie-degraded", 700, 0, None, False),
        ("detail-thermal-throttle.png", "thermal-throttle", 500, 0, None, False),
        ("overview-thermal-throttle.png", "thermal-throttle", 500, None, (1600, 1000), False),
        ("overview-memory-full-dark.png", "run-oom", 86, None, (1366, 768), True),
        ("overview-gpu-lost-dark.png", "gpu-lost", 200, None, (1600, 1000), True),
        ("detail-thermal-throttle-dark.png", "thermal-throttle", 500, 0, (1366, 768), True),
    ]
    light = app.palette()
    for name, scenario, seconds, detail, size, dark in shots:
        app.setPalette(dark_palette() if dark else light)
        m = monitor(scenario, seconds, size)
        if detail is not None:
            m.window.show_gpu(detail)
            m.tick()
            app.processEvents()
        m.window.grab().save(str(args.out / name))
        m.shutdown()
        print(args.out / name)
    app.setPalette(light)
    for path in runs_screenshots(args.out, app):
        print(path)
    for path in state_screenshots(args.out, monitor):
        print(path)

    # The tray icon at panel sizes, on a dark and a light panel, for a few situations.
    cases = [
        [tray_icon.GpuLevel(95, 90)],
        [tray_icon.GpuLevel(8, 92)],
        [tray_icon.GpuLevel(90, 88)] * 2,
        [tray_icon.GpuLevel(80 + i * 2, 90) for i in range(8)],
        [tray_icon.GpuLevel(90, 90), tray_icon.GpuLevel(None, None, lost=True)],
    ]
    sizes = (16, 22, 32, 64)
    cell = 72
    sheet = QPixmap(cell * len(cases), (cell + 8) * len(sizes) * 2)
    sheet.fill(QColor("white"))
    p = QPainter(sheet)
    for row, (_panel, bg) in enumerate((("dark", "#2d2d2d"), ("light", "#f0f0f0"))):
        for si, size in enumerate(sizes):
            y = (row * len(sizes) + si) * (cell + 8)
            p.fillRect(0, y, sheet.width(), cell + 8, QColor(bg))
            for ci, levels in enumerate(cases):
                pix = tray_icon.draw(size, levels)
                p.drawPixmap(ci * cell + (cell - size) // 2, y + (cell + 8 - size) // 2, pix)
    p.end()
    sheet.save(str(args.out / "tray-icons.png"))
    print(args.out / "tray-icons.png")
    return 0


def dark_palette() -> Any:
    """A dark palette, as a dark desktop theme gives the app (Breeze Dark's main colours)."""
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    role = QPalette.ColorRole
    for r, colour in (
        (role.Window, "#2a2e32"),
        (role.WindowText, "#fcfcfc"),
        (role.Base, "#1b1e20"),
        (role.AlternateBase, "#232629"),
        (role.Text, "#fcfcfc"),
        (role.Button, "#31363b"),
        (role.ButtonText, "#fcfcfc"),
        (role.Highlight, "#3daee9"),
        (role.HighlightedText, "#fcfcfc"),
        (role.ToolTipBase, "#31363b"),
        (role.ToolTipText, "#fcfcfc"),
        (role.Link, "#1d99f3"),
        (role.LinkVisited, "#9b59b6"),
    ):
        palette.setColor(r, QColor(colour))
    return palette


def runs_screenshots(out: Path, app: object) -> list[Path]:
    """Two runs sharing a GPU, marked on the plots; the Runs tab comparing two runs of one
    command (yesterday's, input-bound, and today's after adding prefetch)."""
    from dataclasses import replace

    from tfgpu_gui.settings import SettingsStore
    from tfgpu_gui.telemetry import ManualClock, make_backend
    from tfgpu_gui.ui.shell.application import MonitorApp

    clock = ManualClock()
    store = SettingsStore(Path(tempfile.mkdtemp()) / "settings.json")
    m = MonitorApp(make_backend("two-runs", clock=clock), store, clock=clock, simulated="two-runs")
    m.window.resize(1100, 760)
    m.start(thread=False)
    for _ in range(200):
        m.step()
        clock.advance(1.0)
    m.window.set_window_seconds(600.0)
    m.tick()
    app.processEvents()  # type: ignore[attr-defined]
    paths = [out / "overview-run-markers.png"]
    m.window.grab().save(str(paths[0]))
    train = next(r for r in m.runs.recorded if r.label == "python train.py")
    yesterday = replace(
        train,
        started_at=train.started_at - 86400,
        ended_at=(train.ended_at or train.started_at) - 86400,
        util_mean=23.0,
        util_peak=96.0,
        input_bound_s=0.71 * train.duration_s,
        energy_wh=(train.energy_wh or 0.0) * 0.74,
        power_mean_w=(train.power_mean_w or 0.0) * 0.74,
        spark=tuple(90.0 if i % 5 == 0 else 4.0 for i in range(len(train.spark))),
    )
    m.runs.recorded.append(yesterday)
    m.runs._tab_stale = True
    m.window.tabs.setCurrentWidget(m.runs.tab)
    m.runs.refresh_tab()
    tab = m.runs.tab
    rows = [r for r in range(tab.model.rowCount()) if tab.model.run(r).label == "python train.py"]
    flags = tab.table.selectionModel().SelectionFlag
    for r in rows:
        tab.table.selectionModel().select(tab.model.index(r, 0), flags.Select | flags.Rows)
    app.processEvents()  # type: ignore[attr-defined]
    paths.append(out / "runs-tab.png")
    m.window.grab().save(str(paths[1]))
    m.shutdown()
    return paths


def state_screenshots(out: Path, monitor: Callable[[str, int], Any]) -> list[Path]:
    """The states a new user meets: no driver, the start-up view, programs over 8 GPUs
    expanded, the tray menu, the benchmark's log axis, simulated GPUs switched on in the app."""
    from PySide6.QtWidgets import QApplication

    saved: list[Path] = []

    def save(widget: Any, name: str) -> None:
        QApplication.processEvents()
        path = out / name
        widget.grab().save(str(path))
        saved.append(path)

    m = monitor("no-driver", 3)
    save(m.window, "empty-no-driver.png")
    m.window.empty.simulate_button.click()  # "Try simulated GPUs": the same running app
    for _ in range(240):
        m.step()
        m.clock.advance(1.0)
    m.tick()
    save(m.window, "simulated-after-no-driver.png")
    m.shutdown()

    m = monitor("training", 150)  # the default 10-minute window, 2.5 minutes after start
    save(m.window, "startup-view.png")
    m.shutdown()

    m = monitor("multi-gpu-8", 300)
    table = m.window.processes
    proxy = table.proxy
    for row in range(proxy.rowCount()):
        if proxy.rowCount(proxy.index(row, 0)) > 1:
            table.view.expand(proxy.index(row, 0))
    splitter = table.parentWidget()
    splitter.setSizes([380, 420])  # type: ignore[attr-defined]
    m.tick()
    save(m.window, "processes-grouped-multi-gpu-8.png")
    menu = m.tray.menu
    menu.aboutToShow.emit()  # as when it opens: the status lines are put in
    menu.adjustSize()
    menu.ensurePolished()
    save(menu, "tray-menu.png")
    m.shutdown()

    from tests.helpers.bench_samples import gpu_result
    from tfgpu_gui.bench.results import BenchRun
    from tfgpu_gui.ui.bench.window import BenchWindow

    bench = BenchWindow(
        python="/home/alice/.venvs/tf/bin/python", history_path=Path(tempfile.mkdtemp()) / "h.db"
    )
    bench.show_run(
        BenchRun.from_result(
            gpu_result(
                fp16_gflops={256: 9_000.0, 1024: 90_000.0, 4096: 420_000.0, 8192: 700_000.0},
                fp32_gflops={256: 6_000.0, 1024: 40_000.0, 4096: 210_000.0, 8192: 300_000.0},
            )
        )
    )
    bench.resize(1000, 760)
    bench.show()
    save(bench, "bench-log-axes.png")
    bench.close()
    return saved


# A run of the detection job as the wizard shows it while TensorFlow imports.
DETECTION_LOG = (
    "I cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU "
    "instructions in performance-critical operations.",
    "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT",
    "E cuda_executor.cc:1228] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable "
    "device is detected",
)


def wizard_screenshots(out: Path, size: tuple[int, int] = (820, 640)) -> list[Path]:
    """The setup-diagnosis wizard's pages as a new user sees them, saved as wizard-*.png.

    The diagnosis is a recorded one: an RTX 4090 and TensorFlow 2.21 hidden by
    ``CUDA_VISIBLE_DEVICES=-1``; then the same machine once the variable is unset.
    """
    from PySide6.QtWidgets import QApplication

    from tests.doctor import factsets as fs
    from tfgpu_gui.doctor.report import Report
    from tfgpu_gui.doctor.rules import diagnose
    from tfgpu_gui.jobs.runner import JobEvent
    from tfgpu_gui.ui.doctor.wizard import DoctorWizard

    def report_on(facts: dict[str, object], log: tuple[str, ...]) -> Report:
        findings, explanation = diagnose(facts, log)
        target = {"python": "/home/alice/.venvs/tf/bin/python", "tensorflow_checked": True}
        return Report("environment", target, facts, findings, list(log), explanation.to_dict())

    hidden = fs.tf_sees_no_gpu(fs.healthy())
    hidden["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    hidden_report = report_on(hidden, DETECTION_LOG)
    working_report = report_on(fs.healthy(), DETECTION_LOG[:2])

    wizard = DoctorWizard()
    wizard.resize(*size)
    wizard.welcome.set_targets(["/home/alice/.venvs/tf/bin/python", "/usr/bin/python3"])
    wizard.show()
    saved: list[Path] = []

    def shot(name: str) -> None:
        QApplication.processEvents()
        path = out / f"wizard-{name}.png"
        wizard.grab().save(str(path))
        saved.append(path)

    shot("welcome")
    # No real job: the pages are fed the recorded run (the welcome page's inputs count as
    # already diagnosed, so leaving it starts nothing).
    wizard._set_inputs(wizard.welcome.inputs())
    wizard.job_ran = True
    while wizard.currentPage() is not wizard.detection:
        wizard.next()
    wizard.detection.show_started()
    wizard.detection.set_progress("Importing TensorFlow (this takes a while)…", 0.4)
    for line in DETECTION_LOG:
        wizard.detection.show_event(JobEvent("log", {"line": line}, 1.0))
    shot("detection-running")
    wizard._set_report(hidden_report)
    while wizard.currentPage() is not wizard.summary:
        wizard.next()
    shot("summary-cpu-only")
    while wizard.currentPage() is not wizard.findings_page:
        wizard.next()
    shot("findings")
    wizard.findings_page.show_recheck_result("cuda-visible-devices-hides-gpus", None)
    shot("recheck-fixed")
    wizard._set_report(working_report)
    while wizard.currentPage() is not wizard.summary:
        wizard.back()
    shot("summary-working")
    wizard.close()
    wizard.deleteLater()

    # A pasted log that cannot tell the system: the causes each system has, how to confirm each
    # (the two lines of tensorflow/tensorflow#62322).
    pasted = DoctorWizard()
    pasted.resize(*size)
    pasted.show()
    pasted.explain_text("TensorFlow Version: 2.12.1\nIs GPU Available: []\n")
    pasted.show_page(pasted.findings_page)
    wizard = pasted
    shot("possible-causes")
    pasted.close()
    pasted.deleteLater()
    from tfgpu_gui.ui.threads import stop_all

    stop_all()  # a diagnosis the pages started, as the app's shutdown does
    return saved


if __name__ == "__main__":
    sys.exit(main())
