"""The parts of a rendered run: number formats, colours, optional lines and sections, and the
comparison with earlier runs, each worked out by hand (the whole run: test_render_text.py)."""

from __future__ import annotations

from typing import Any

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import Evaluation
from tfgpu_gui.bench.hints import Hint
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.rating import Rated
from tfgpu_gui.bench.render import (
    fmt_efficiency,
    fmt_progress_bar,
    fmt_value,
    header,
    render_comparison,
    render_run,
)
from tfgpu_gui.bench.results import BenchRun, Measurement
from tfgpu_gui.text.terminal import Style

PLAIN, COLOUR = Style(False), Style(True)
BOLD, DIM, YELLOW, RESET = "\x1b[1m", "\x1b[2m", "\x1b[33m", "\x1b[0m"


def matmul(
    value: float, dtype: str = "float32", n: int = 4096, device: str = "GPU:0"
) -> Measurement:
    return Measurement("matmul", device, "gflops", value, dtype, n, None)


def rated(m: Measurement, efficiency: float | None, label: str = "TF32 peak") -> Rated:
    return Rated(m, None if efficiency is None else m.value / efficiency, label, efficiency)


def test_values_get_the_precision_they_deserve() -> None:
    assert fmt_value(999.94, "gflops") == "999.9"
    assert fmt_value(1000.0, "gflops") == "1,000"
    assert fmt_value(123_456.7, "gflops") == "123,457"
    assert fmt_value(24.0, "gb_s") == "24.00"
    assert fmt_value(1234.6, "gb_s") == "1234.60"
    assert fmt_value(12_345.6, "images_per_s") == "12,346"
    assert fmt_value(7.4, "images_per_s") == "7"


def test_an_efficiency_under_half_is_yellow_except_against_numpy() -> None:
    low = rated(matmul(100.0), 0.49)
    assert fmt_efficiency(low, COLOUR) == f"{YELLOW}49%{RESET} of TF32 peak"
    assert fmt_efficiency(low, PLAIN) == "49% of TF32 peak"
    half = rated(matmul(100.0), 0.5)
    assert fmt_efficiency(half, COLOUR) == "50% of TF32 peak"
    numpy_row = Measurement("numpy", "CPU", "gflops", 100.0, "float32", 256, None)
    assert fmt_efficiency(rated(numpy_row, 0.2, "BLAS"), COLOUR) == "20% of BLAS"


def test_without_an_efficiency_the_label_alone_is_dim() -> None:
    assert fmt_efficiency(rated(matmul(1.0), None, "no peak known"), COLOUR) == (
        f"{DIM}no peak known{RESET}"
    )
    assert fmt_efficiency(rated(matmul(1.0), None, ""), COLOUR) == ""


def test_the_progress_bar() -> None:
    assert fmt_progress_bar(0.5, "matmul", width=10) == "[#####.....]  50%  matmul"
    assert fmt_progress_bar(-0.2, "start", width=4) == "[....]   0%  start"
    assert fmt_progress_bar(0.0, "", width=3) == "[...]   0%  "
    assert fmt_progress_bar(None, "x") == "[" + "." * 30 + "]   ?%  x"
    assert fmt_progress_bar(1.0, "m" * 300, width=2) == "[##] 100%  " + "m" * 199 + "…"


def run_of(result: dict[str, Any]) -> BenchRun:
    return BenchRun.from_result(result)


def test_a_full_run_header_without_a_driver() -> None:
    result = gpu_result(gpus=2)
    result["env"].update(numpy_version="2.1.0", numpy_blas="mkl")
    machine = Machine("box", "cpu", driver_version=None, cuda_driver_version="12.4")
    lines = header(run_of(result), machine, COLOUR)
    assert lines[0].startswith(f"{BOLD}Benchmark · ") and lines[0].endswith(RESET)
    assert "(quick)" not in lines[0]
    assert lines[1:] == [
        "TensorFlow 2.21.0 (CUDA 12.5.1, cuDNN 9) · Python 3.11.7 · numpy 2.1.0 (mkl)",
        "CPU Example CPU (32 cores) · GPUs seen by TensorFlow: "
        "GPU:0 NVIDIA H100 PCIe, GPU:1 NVIDIA H100 PCIe",
    ]


def test_a_header_of_an_environment_that_says_nothing() -> None:
    run = run_of({"env": {"build_info": [], "cpu": "?"}})
    assert header(run, None, PLAIN)[1:] == [
        "TensorFlow n/a (CUDA n/a, cuDNN n/a) · Python n/a · numpy n/a (BLAS ?)",
        "CPU n/a (? cores) · GPUs seen by TensorFlow: none",
    ]


def test_the_driver_line_needs_a_driver_version() -> None:
    machine = Machine("box", "cpu", driver_version="550.54.15")
    lines = header(run_of(gpu_result()), machine, PLAIN)
    assert lines[-1] == "Driver 550.54.15 · CUDA (driver) n/a"


def no_evaluation(rated_rows: tuple[Rated, ...] = (), **fields: Any) -> Evaluation:
    return Evaluation(
        rated=rated_rows, hints=tuple(fields.get("hints", ())), speedups=fields.get("speedups", {})
    )


def test_a_run_without_measurements_is_its_header_only() -> None:
    run = run_of({"env": {}, "started_at": 0.0})
    text = render_run(run, no_evaluation(), None, PLAIN)
    lines = text.splitlines()
    assert len(lines) == 3 and text.endswith("\n")


def test_sections_titles_and_warnings_in_colour() -> None:
    m = matmul(300_000.0, n=8192)
    hints = [Hint("warning", "input", "Input bound."), Hint("info", "quick", "Quick run.")]
    evaluation = no_evaluation((rated(m, 0.79),), speedups={"A over B": 2.0}, hints=hints)
    run = run_of(
        {"env": {}, "profile": {"logdir": "/tmp/prof", "command": "tensorboard --logdir /tmp/prof"}}
    )
    lines = render_run(run, evaluation, None, COLOUR).splitlines()[3:]
    assert lines == [
        "",
        f"{BOLD}Matmul{RESET}",
        "DEVICE  DTYPE         SIZE  GFLOP/s  AGAINST THE LIMIT",
        "GPU:0   float32  8192x8192  300,000  79% of TF32 peak",
        "",
        f"{BOLD}Speed-ups{RESET}",
        "  A over B: 2.00x",
        "",
        f"{BOLD}Profiler trace{RESET}",
        "  /tmp/prof  ->  tensorboard --logdir /tmp/prof",
        "",
        f"{BOLD}What the numbers say{RESET}",
        f"  \x1b[33;1m!{RESET} Input bound.",
        "  - Quick run.",
    ]


def test_a_refused_profile_says_so_under_its_trace() -> None:
    profile = {"logdir": "/tmp/prof", "command": "tb", "refused": "No GPU in the trace"}
    lines = render_run(run_of({"env": {}, "profile": profile}), no_evaluation(), None, COLOUR)
    tail = lines.splitlines()[-3:]
    assert tail[:2] == [f"{BOLD}Profiler trace{RESET}", "  /tmp/prof  ->  tb"]
    assert tail[2] == f"  \x1b[33;1m!{RESET} No GPU in the trace"


def test_the_timing_line_reads_zeros_for_what_is_missing() -> None:
    run = run_of({"env": {}, "timing": {"wall_s": 12.34}})
    last = render_run(run, no_evaluation(), None, PLAIN).splitlines()[-1]
    assert last == (
        "Measured for 12.3 s after importing TensorFlow (0.0 s); 0% of it outside the timed "
        "kernels (warm-ups, set-up)."
    )
    coloured = render_run(run, no_evaluation(), None, COLOUR).splitlines()[-1]
    assert coloured == f"{DIM}{last}{RESET}"
    run = run_of({"env": {}, "timing": {"wall_s": 50, "import_s": 3.25, "overhead_fraction": 0.9}})
    assert render_run(run, no_evaluation(), None, PLAIN).splitlines()[-1] == (
        "Measured for 50.0 s after importing TensorFlow (3.2 s); 90% of it outside the timed "
        "kernels (warm-ups, set-up)."
    )


def test_rows_without_a_size_or_dtype_are_blank_there() -> None:
    rows = (
        rated(Measurement("matmul", "GPU:0", "gflops", 10.0, None, None, None), None, ""),
        rated(Measurement("transfers", "GPU:0", "gb_s", 3.0, None, None, "p2p"), 0.1, "link"),
        rated(Measurement("transfers", "GPU:0", "gb_s", 1.5, None, None, None), None, ""),
        rated(Measurement("training", "GPU:0", "images_per_s", 50.0, None, None, None), None, ""),
        rated(Measurement("scaling", "2xGPU", "images_per_s", 90.0, None, None, "2"), 0.45, "x"),
    )
    lines = render_run(run_of({"env": {}}), no_evaluation(rows), None, PLAIN).splitlines()[3:]
    assert lines == [
        "",
        "Matmul",
        "DEVICE  DTYPE  SIZE  GFLOP/s  AGAINST THE LIMIT",
        "GPU:0                   10.0",
        "",
        "Transfers",
        "DEVICE  DIRECTION  SIZE  GB/s  AGAINST THE LIMIT",
        "GPU:0   p2p         n/a  3.00  10% of link",
        "GPU:0" + " " * 15 + "n/a  1.50",
        "",
        "Training step (small CNN, 32x32 images)",
        "DEVICE  INPUT  BATCH  IMAGES/s",
        "GPU:0                       50",
        "",
        "MirroredStrategy scaling",
        "REPLICAS  GLOBAL BATCH  IMAGES/s  SCALING",
        "2xGPU                         90  45% of x",
    ]


def result_with(
    matmuls: list[tuple[str, str, int | None, float]], training: list[tuple[str, str, float]]
) -> BenchRun:
    return run_of(
        {
            "env": {},
            "matmul": [
                {"device": d, "dtype": t, "gflops": g, **({} if n is None else {"n": n})}
                for d, t, n, g in matmuls
            ],
            "training": [
                {"device": d, "pipeline": p, "batch": 128, "images_per_s": v}
                for d, p, v in training
            ],
        }
    )


def test_the_comparison_shows_the_largest_float32_matmul_per_device_and_tf_data_training() -> None:
    now = result_with(
        [
            ("GPU:0", "float32", 1024, 50_000.0),
            ("GPU:0", "float32", 8192, 330_000.0),
            ("GPU:0", "float32", 2048, 90_000.0),
            ("GPU:0", "float16", 8192, 700_000.0),
            ("CPU:0", "float32", 4096, 950.5),
        ],
        [("GPU:0", "generator", 4_000.0), ("GPU:0", "tf.data", 12_000.0)],
    )
    before = result_with(
        [("GPU:0", "float32", 8192, 200_000.0), ("CPU:0", "float32", 4096, 0.0)],
        [("GPU:0", "tf.data", 16_000.0)],
    )
    older = result_with([], [])
    text = render_comparison(now, [("2.20.0 #2", before), ("2.19.0 #1", older)], COLOUR)
    # Columns as wide as their widest cell, two spaces apart.
    widths = (len("matmul GPU:0 8192x8192"), len("330,000 GFLOP/s"), len("200,000 (+65%)"))

    def row(*cells: str) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, (*widths, 0), strict=True)).rstrip()

    assert text.splitlines() == [
        "",
        f"{BOLD}Earlier runs on this machine{RESET}",
        row("MEASUREMENT", "THIS RUN", "2.20.0 #2", "2.19.0 #1"),
        row("matmul GPU:0 8192x8192", "330,000 GFLOP/s", "200,000 (+65%)", "n/a"),
        row("matmul CPU:0 4096x4096", "950.5 GFLOP/s", "0.0 (+0%)", "n/a"),
        row("training GPU:0 tf.data", "12,000 images/s", "16,000 (-25%)", "n/a"),
    ]


def test_the_comparison_shows_four_earlier_runs_at_most_with_short_labels() -> None:
    now = result_with([("GPU:0", "float32", 4096, 100.0)], [])
    earlier = [(f"run {i} " + "x" * 50, now) for i in range(6)]
    head = render_comparison(now, earlier, PLAIN).splitlines()[2]
    labels = [f"run {i} " + "x" * 33 + "…" for i in range(4)]
    assert head.startswith("MEASUREMENT")
    assert all(label in head for label in labels)
    assert head.count("run ") == 4  # runs 4 and 5 left out


def test_no_comparison_without_earlier_runs_or_figures_to_compare() -> None:
    now = result_with([("GPU:0", "float16", 4096, 100.0)], [("GPU:0", "generator", 1.0)])
    assert render_comparison(now, [("earlier", now)], PLAIN) == ""
    assert render_comparison(now, [], PLAIN) == ""


def test_on_a_repeated_or_missing_size_the_first_row_measured_stands() -> None:
    # A missing size counts as 0: below any size, and a tie with another missing one.
    now = result_with(
        [
            ("GPU:0", "float32", None, 10.0),
            ("GPU:0", "float32", None, 20.0),
            ("CPU:0", "float32", None, 30.0),
            ("CPU:0", "float32", 1, 40.0),
            ("GPU:1", "float32", 512, 50.0),
            ("GPU:1", "float32", 512, 60.0),
        ],
        [],
    )
    lines = render_comparison(now, [("earlier", result_with([], []))], PLAIN).splitlines()
    assert [line.split("  ")[0] for line in lines[3:]] == [
        "matmul GPU:0 NonexNone",
        "matmul CPU:0 1x1",
        "matmul GPU:1 512x512",
    ]
    assert [line.split()[3] for line in lines[3:]] == ["10.0", "40.0", "50.0"]
