"""Log axes of the benchmark window read as plain numbers (90, 1 k), not powers of ten."""

from __future__ import annotations

import pytest

from tfgpu_gui.ui.bench.axes import SiLogAxis, si_number


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (90, "90"),
        (20, "20"),
        (1_000, "1 k"),
        (2_500, "2.5 k"),
        (10_000, "10 k"),
        (100_000, "100 k"),
        (700_000, "700 k"),
        (1_200_000, "1.2 M"),
        (3e9, "3 G"),
        (0.5, "0.5"),
        (0.05, "0.05"),
        (0, "0"),
        (-2_000, "-2 k"),
        (999.9, "1 k"),
        (float("nan"), "n/a"),
    ],
)
def test_si_number(value, text):
    assert si_number(value) == text


def test_log_axis_ticks_are_plain_numbers(qtbot):
    axis = SiLogAxis("left")
    axis.setLogMode(False, True)
    assert axis.tickStrings([1.0, 2.0, 3.0, 5.0, 1.954242509], 1.0, 1.0) == [
        "10",
        "100",
        "1 k",
        "100 k",
        "90",
    ]


def test_the_matmul_chart_labels_its_log_axis_in_plain_numbers(qtbot):
    from tests.helpers.bench_samples import gpu_result
    from tfgpu_gui.bench.results import BenchRun
    from tfgpu_gui.ui.bench.charts import MatmulChart

    chart = MatmulChart()
    qtbot.addWidget(chart)
    chart.set_run(BenchRun.from_result(gpu_result(fp16_gflops={256: 9_000.0, 8192: 700_000.0})))
    chart.resize(500, 400)
    chart.show()
    axis = chart.plotItem.getAxis("left")
    assert isinstance(axis, SiLogAxis) and axis.logMode
    qtbot.waitUntil(lambda: axis.range[1] > 4)  # log10 of the largest value, once laid out
    ticks = [
        text
        for level in axis.tickValues(*axis.range, 400)
        for text in axis.tickStrings(level[1], 1.0, level[0])
    ]
    assert "10 k" in ticks or "100 k" in ticks
    assert not any("10¹" in t or "·" in t for t in ticks)
