"""How fast the setup doctor is, as ratios to baselines measured in the same run.

- the command a user types without TensorFlow (``tfgpu doctor --no-tf``, a new process each
  time, as from a shell) against starting a bare ``python -c pass`` of the interpreter that
  runs ``tfgpu``, run alternately (the ratio and the absolute time both matter);
- the full doctor with the TensorFlow job against a bare ``python -c "import tensorflow"``,
  run alternately (target: at most 1.15x);
- a 10,000-line log explained, against a bare pass over the same lines (target: under 0.5 s);
- with ``--gui``: the longest stall of the Qt event loop while the wizard's worker runs the
  full doctor (target: under 100 ms).

Usage: python benchmarks/doctor_speed.py [--python PATH] [--repeats N] [--no-tf-repeats N]
       [--no-tf-only] [--log-only] [--gui]

``tfgpu`` runs this checkout's code (``PYTHONPATH`` is set to it) through the entry point
installed next to this interpreter, or ``python -m tfgpu_gui`` where there is none; ``--python``
is the interpreter diagnosed (passed on as ``tfgpu doctor --python`` when it is another one).
Nothing here is asserted: the figures are printed for the README.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tfgpu_gui.doctor.collect import DoctorOptions, explain_log_report, run_doctor
from tfgpu_gui.doctor.log_explainer import explain_log, forget_lines

ROOT = Path(__file__).resolve().parent.parent


def timed(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def run_python(python: str, code: str) -> None:
    subprocess.run([python, "-c", code], check=True, capture_output=True)


def tfgpu_command(python: str) -> list[str]:
    """How a user starts ``tfgpu`` with ``python``: its entry point, else ``python -m``."""
    entry = Path(python).parent / ("tfgpu.exe" if sys.platform == "win32" else "tfgpu")
    return [str(entry)] if entry.is_file() else [python, "-m", "tfgpu_gui"]


def run_typed(command: list[str]) -> None:
    """Run ``command`` as from a shell, with this checkout's code first on the path."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(command, capture_output=True, env=env, cwd=ROOT, check=False)
    if result.returncode not in (0, 1, 2):  # the doctor's verdicts; anything else is a failure
        raise SystemExit(f"{' '.join(command)} exited {result.returncode}: {result.stderr!r}")


def bench_no_tf(python: str, repeats: int) -> None:
    command = [*tfgpu_command(sys.executable), "doctor", "--no-tf"]
    if os.path.abspath(python) != os.path.abspath(sys.executable):
        command += ["--python", python]
    run_typed(command)  # warm the file cache and the byte-code of both sides once
    run_python(sys.executable, "pass")
    base: list[float] = []
    doc: list[float] = []
    for _ in range(repeats):  # alternate so that both see the same machine load
        base.append(timed(lambda: run_python(sys.executable, "pass")))
        doc.append(timed(lambda: run_typed(command)))
    b, d = statistics.median(base), statistics.median(doc)
    print(f"$ {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(command))}")
    print(
        f"doctor without TF   {d:6.3f} s   bare python start {b:6.3f} s   ratio {d / b:5.2f}x   "
        f"(median of {repeats}; best {min(doc):.3f} s against {min(base):.3f} s)"
    )


def bench_full(python: str, repeats: int) -> None:
    base: list[float] = []
    doc: list[float] = []
    for _ in range(repeats):  # alternate so that both see the same machine load
        base.append(timed(lambda: run_python(python, "import tensorflow")))
        doc.append(timed(lambda: run_doctor(DoctorOptions(python))))
    b, d = statistics.median(base), statistics.median(doc)
    print(f"full doctor         {d:6.3f} s   import tensorflow  {b:6.3f} s   ratio {d / b:5.2f}x")


def bench_log() -> None:
    from tests.doctor.log_excerpts import EXCERPTS

    sample = [line for e in EXCERPTS for line in e.text.splitlines()]
    sample += [f"Epoch {i}/100 - 12s - loss: 0.{i:04d} - accuracy: 0.9" for i in range(200)]
    lines = (sample * (10_000 // len(sample) + 1))[:10_000]
    distinct = [f"{line} [{i}]" for i, line in enumerate(lines)]  # no line read twice

    def cold(fn: Callable[[], object]) -> float:
        """``fn`` timed as a new ``tfgpu doctor --log`` process runs it: the per-line caches
        start empty (a log's own repeated lines still hit them)."""
        forget_lines()
        return timed(fn)

    base = min(timed(lambda: [line.lower() for line in lines]) for _ in range(5))
    took = min(cold(lambda: explain_log(lines)) for _ in range(5))
    # What `tfgpu doctor --log` does: the lines and the facts they state, through the rules.
    report = min(cold(lambda: explain_log_report(lines)) for _ in range(5))
    each = min(cold(lambda: explain_log_report(distinct)) for _ in range(5))
    print(
        f"10,000-line log     {took:6.3f} s   lower() pass       {base:6.3f} s   "
        f"ratio {took / base:5.1f}x   (its lines)"
    )
    print(f"10,000-line log     {report:6.3f} s   (tfgpu doctor --log: lines, facts and rules)")
    print(f"10,000 distinct     {each:6.3f} s   (the same, no line repeated)")


def bench_gui(python: str) -> None:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tfgpu_gui.ui.doctor.worker import DoctorThread

    app = QApplication.instance() or QApplication([])
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    thread = DoctorThread(DoctorOptions(python))
    thread.finished.connect(app.quit)
    timer.start()
    thread.start()
    app.exec()
    timer.stop()
    thread.wait()
    print(
        f"GUI while the job runs: longest event-loop gap {max(gaps)} ms "
        f"(timer interval 10 ms, {len(gaps)} ticks)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--repeats", type=int, default=3, help="runs of the full doctor")
    parser.add_argument(
        "--no-tf-repeats", type=int, default=15, help="runs of the command without TensorFlow"
    )
    parser.add_argument(
        "--no-tf-only", action="store_true", help="only time the command without TensorFlow"
    )
    parser.add_argument("--gui", action="store_true")
    parser.add_argument("--log-only", action="store_true", help="only time the 10,000-line log")
    args = parser.parse_args()
    if args.log_only:
        bench_log()
        return
    bench_no_tf(args.python, args.no_tf_repeats)
    if args.no_tf_only:
        return
    bench_log()
    bench_full(args.python, args.repeats)
    if args.gui:
        bench_gui(args.python)


if __name__ == "__main__":
    main()
