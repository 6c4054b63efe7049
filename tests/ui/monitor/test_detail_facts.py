"""One GPU's details on their own: the facts panel's rows as the user reads them (status, PCIe
link, MIG instances, why the clocks are slowed, static facts), which are flagged and in what
colour, the GPU list, and the six plots with their alert lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFormLayout, QFrame, QWidget

from tfgpu_gui.telemetry.alerts import AlertConfig
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.telemetry.status import GpuStatus
from tfgpu_gui.ui.colors import status_color
from tfgpu_gui.ui.monitor.detail import (
    FACTS_MIN_WIDTH,
    DetailView,
    mig_text,
    pcie_text,
    slowdown_text,
    static_facts,
)
from tfgpu_gui.ui.monitor.plots import AgoAxis, ValueAxis, detail_specs

GIB = 1024**3
MIB = 1024**2
HOT = GpuStatus("warning", ("throttling: too hot",))
SYSTEM = SystemInfo("nvml", driver_version="555.42.06", cuda_driver_version="12.5")
LABELS = [
    "Host",
    "Status",
    "Name",
    "Driver",
    "CUDA (driver supports up to)",
    "Compute capability",
    "Memory",
    "PCIe link",
    "Power limit",
    "MIG mode",
    "Clocks slowed by",
]


def _static(index: int = 0, **kw) -> GpuStatic:
    base = dict(
        name="NVIDIA GeForce RTX 4090",
        memory_total_bytes=24 * GIB,
        power_limit_w=450.0,
        power_default_limit_w=450.0,
        pcie_gen_max=4,
        pcie_width_max=16,
        compute_capability=(8, 9),
        mig_mode=False,
        sm_clock_max_mhz=3105,
        mem_clock_max_mhz=10501,
        architecture="Ada Lovelace",
    )
    base.update(kw)
    return GpuStatic(index, **base)  # type: ignore[arg-type]


def _gpu(index: int = 0, reading: GpuReading | None = None, **kw) -> GpuSnapshot:
    lost = kw.pop("lost", False)
    mig = kw.pop("mig", ())
    if reading is None and not lost and not kw.pop("no_reading", False):
        reading = GpuReading(util_gpu_percent=50.0, pcie_gen=4, pcie_width=16)
    return GpuSnapshot(_static(index, **kw), reading, lost=lost, mig=mig)


def _link(gen: int | None, width: int | None, util: float | None = 50.0, **static) -> GpuSnapshot:
    reading = GpuReading(util_gpu_percent=util, pcie_gen=gen, pcie_width=width)
    return _gpu(reading=reading, **static)


def _facts(gpu: GpuSnapshot, **kw) -> dict[str, tuple[str, bool]]:
    return {label: (value, flagged) for label, value, flagged in static_facts(gpu, SYSTEM, **kw)}


# The PCIe link.


def test_a_full_speed_link_is_not_flagged():
    assert pcie_text(_link(4, 16)) == ("Gen4 x16 (max Gen4 x16)", False)
    assert pcie_text(_link(5, 16)) == ("Gen5 x16 (max Gen4 x16)", False)  # above: not below


def test_a_narrower_link_is_flagged_even_when_idle():
    below = " — running below its maximum: check the slot, riser or BIOS"
    assert pcie_text(_link(4, 4, util=0.0)) == ("Gen4 x4 (max Gen4 x16)" + below, True)
    assert pcie_text(_link(None, 8, util=None)) == ("Gen? x8 (max Gen4 x16)" + below, True)
    # one lane short is short
    assert pcie_text(_link(4, 15))[1] is True


def test_a_slower_generation_counts_only_while_the_gpu_works():
    below = " — running below its maximum: check the slot, riser or BIOS"
    assert pcie_text(_link(3, 16, util=11.0)) == ("Gen3 x16 (max Gen4 x16)" + below, True)
    assert pcie_text(_link(3, 16, util=10.5))[1] is True
    # idle (10% or less, or not reported): power saving, said so, not flagged
    saving = ("Gen1 x16 (max Gen4 x16) (idle: power saving)", False)
    assert pcie_text(_link(1, 16, util=10.0)) == saving
    assert pcie_text(_link(1, 16, util=None)) == saving
    assert pcie_text(_link(3, 16, util=0.0)) == (
        "Gen3 x16 (max Gen4 x16) (idle: power saving)",
        False,
    )


def test_a_link_with_something_unknown():
    assert pcie_text(_gpu(no_reading=True)) == ("n/a (max Gen4 x16)", False)
    assert pcie_text(_link(3, 8, pcie_gen_max=None, pcie_width_max=None)) == (
        "Gen3 x8 (max n/a)",
        False,
    )
    assert pcie_text(_link(None, 16)) == ("Gen? x16 (max Gen4 x16)", False)
    assert pcie_text(_link(3, None, util=90.0))[1] is True  # slower at work, width unknown
    assert pcie_text(_link(3, 8, util=90.0, pcie_gen_max=None)) == (
        "Gen3 x8 (max Gen? x16) — running below its maximum: check the slot, riser or BIOS",
        True,
    )
    assert pcie_text(_link(3, 16, util=90.0, pcie_gen_max=None)) == (
        "Gen3 x16 (max Gen? x16)",
        False,
    )
    assert pcie_text(_link(3, 16, util=0.0, pcie_gen_max=None))[0] == "Gen3 x16 (max Gen? x16)"
    assert pcie_text(_link(None, 16, util=90.0))[0] == "Gen? x16 (max Gen4 x16)"


# MIG instances.


def test_a_mig_instance_with_its_profile_memory_and_utilization():
    m = MigInstance(0, 1, 0, "NVIDIA A100-SXM4-40GB MIG 2g.10gb", None, 1111 * MIB, 9856 * MIB)
    assert mig_text(m) == "GI 1/CI 0 2g.10gb 1.1/9.6 GiB"
    assert mig_text(m, binary=False) == "GI 1/CI 0 2g.10gb 1.2/10.3 GB"
    busy = MigInstance(1, 2, 3, "MIG 1g.5gb", None, 512 * MIB, 4864 * MIB, util_gpu_percent=42.4)
    assert mig_text(busy) == "GI 2/CI 3 1g.5gb 512.0/4.8 GiB 42%"


def test_a_mig_instance_without_a_name_or_figures():
    assert mig_text(MigInstance(0, 1, 0)) == "GI 1/CI 0 n/a/n/a"
    assert mig_text(MigInstance(0, None, None, "A100")) == "GI n/a/CI n/a n/a/n/a"
    # the profile is what follows the last "MIG "
    named = MigInstance(0, 1, 0, "MIG box MIG 3g.20gb", None, GIB, 20 * GIB)
    assert mig_text(named) == "GI 1/CI 0 3g.20gb 1.0/20.0 GiB"
    long = MigInstance(0, 1, 0, "MIG " + "p" * 200, None, GIB, 20 * GIB)
    assert mig_text(long) == ("GI 1/CI 0 " + "p" * 200)[:119] + "…"


# Why the clocks are slowed.


def test_the_clocks_slowed_by_heat_and_the_hardware_in_words_and_nvmls_names():
    reading = GpuReading(throttle_reasons=("sw-thermal", "power-cap", "idle", "hw-slowdown"))
    assert slowdown_text(_gpu(reading=reading)) == (
        "hardware slowdown, too hot",
        "NVML: hw-slowdown, sw-thermal",
    )
    brake = GpuReading(throttle_reasons=("hw-power-brake", "hw-thermal", "hw-thermal"))
    assert slowdown_text(_gpu(reading=brake)) == (
        "power brake, too hot (hardware)",
        "NVML: hw-power-brake, hw-thermal",
    )


def test_nothing_slows_the_clocks_against_the_users_wishes():
    assert slowdown_text(_gpu(reading=GpuReading(throttle_reasons=()))) == ("nothing", "")
    assert slowdown_text(_gpu(reading=GpuReading(throttle_reasons=None))) == ("nothing", "")
    idle = GpuReading(throttle_reasons=("idle", "app-clocks", "power-cap"))
    assert slowdown_text(_gpu(reading=idle)) == ("nothing", "")
    assert slowdown_text(_gpu(no_reading=True)) == ("nothing", "")


# The facts panel's rows.


def test_every_fact_of_a_healthy_gpu():
    reading = GpuReading(util_gpu_percent=50.0, pcie_gen=4, pcie_width=16)
    assert static_facts(_gpu(reading=reading), SYSTEM) == [
        ("Host", "this computer", False),
        ("Status", "OK", False),
        ("Name", "NVIDIA GeForce RTX 4090", False),
        ("Driver", "555.42.06", False),
        ("CUDA (driver supports up to)", "12.5", False),
        ("Compute capability", "8.9 · Ada Lovelace", False),
        ("Memory", "24.0 GiB", False),
        ("PCIe link", "Gen4 x16 (max Gen4 x16)", False),
        ("Power limit", "450 W", False),
        ("MIG mode", "disabled", False),
        ("Clocks slowed by", "nothing", False),
    ]
    assert _facts(_gpu(), binary=False)["Memory"] == ("25.8 GB", False)


def test_facts_not_known_are_na():
    gpu = GpuSnapshot(GpuStatic(0, None, host="lab-1"), None)
    facts = _facts(gpu)
    assert facts["Host"] == ("lab-1", False)
    assert facts["Name"] == ("n/a", False)
    assert facts["Compute capability"] == ("n/a", False)
    assert facts["Memory"] == ("n/a", False)
    assert facts["Power limit"] == ("n/a", False)
    assert facts["MIG mode"] == ("n/a", False)
    assert facts["PCIe link"] == ("n/a (max n/a)", False)
    bare = {k: v for k, v, _ in static_facts(gpu, SystemInfo("nvml"))}
    assert bare["Driver"] == "n/a" and bare["CUDA (driver supports up to)"] == "n/a"
    assert _facts(_gpu(architecture=None))["Compute capability"] == ("8.9", False)
    assert _facts(_gpu(compute_capability=(12, 0)))["Compute capability"][0].startswith("12.0")


def test_a_power_limit_set_below_its_default_says_both():
    assert _facts(_gpu(power_limit_w=300.0))["Power limit"] == ("300 W (default 450 W)", False)
    assert _facts(_gpu(power_default_limit_w=None))["Power limit"] == ("450 W", False)
    assert _facts(_gpu(power_limit_w=None))["Power limit"] == ("n/a", False)
    assert _facts(_gpu(power_default_limit_w=0.0))["Power limit"] == ("450 W", False)


def test_the_status_row_says_the_reasons_with_the_levels_mark_and_is_flagged():
    assert _facts(_gpu(), status=HOT)["Status"] == ("▲ throttling: too hot", True)
    two = GpuStatus("problem", ("XID 79", "memory 99% full"))
    assert _facts(_gpu(), status=two)["Status"] == ("✖ XID 79 · memory 99% full", True)
    notice = GpuStatus("notice", notes=("TensorFlow holds all memory",))
    assert _facts(_gpu(), status=notice)["Status"] == ("OK", False)


def test_a_lost_gpu_says_it_fell_off_the_bus():
    assert _facts(_gpu(lost=True))["Status"] == ("✖ GPU lost", True)
    xid = GpuStatus("problem", ("XID 79",))
    assert _facts(_gpu(lost=True), status=xid)["Status"] == ("✖ XID 79 (fell off the bus)", True)
    assert _facts(_gpu(lost=True), status=GpuStatus())["Status"] == ("OK (fell off the bus)", False)


def test_the_mig_row_lists_the_instances_only_in_mig_mode():
    instances = (
        MigInstance(0, 1, 0, "A100 MIG 2g.10gb", None, 1111 * MIB, 9856 * MIB),
        MigInstance(1, 5, 1, "A100 MIG 1g.5gb", None, 2222 * MIB, 4864 * MIB),
    )
    on = _facts(_gpu(mig_mode=True, mig=instances))["MIG mode"]
    assert on == ("enabled · GI 1/CI 0 2g.10gb 1.1/9.6 GiB; GI 5/CI 1 1g.5gb 2.2/4.8 GiB", False)
    decimal = _facts(_gpu(mig_mode=True, mig=instances), binary=False)["MIG mode"][0]
    assert decimal == "enabled · GI 1/CI 0 2g.10gb 1.2/10.3 GB; GI 5/CI 1 1g.5gb 2.3/5.1 GB"
    assert _facts(_gpu(mig_mode=True))["MIG mode"] == ("enabled", False)
    assert _facts(_gpu(mig_mode=False, mig=instances))["MIG mode"] == ("disabled", False)


def test_slowed_clocks_and_a_degraded_link_are_flagged():
    reading = GpuReading(
        util_gpu_percent=90.0, pcie_gen=3, pcie_width=8, throttle_reasons=("sw-thermal",)
    )
    facts = _facts(_gpu(reading=reading))
    assert facts["Clocks slowed by"] == ("too hot", True)
    assert facts["PCIe link"][1] is True
    assert [label for label, _v, flagged in static_facts(_gpu(), SYSTEM) if flagged] == []


# The view.


@pytest.fixture
def view(qtbot) -> DetailView:
    widget = DetailView()
    qtbot.addWidget(widget)
    return widget


def _snapshot(*gpus: GpuSnapshot) -> Snapshot:
    return Snapshot(0.0, 0.0, SYSTEM, tuple(gpus))


def test_the_facts_panel_names_each_value_above_it(view):
    assert list(view.fact_labels) == LABELS
    form = view.facts
    assert form.rowWrapPolicy() == QFormLayout.RowWrapPolicy.WrapAllRows
    for row, label in enumerate(LABELS):
        name = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        value = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        assert name.text() == label + ":"
        assert value is view.fact_labels[label]
        assert value.text() == "n/a"
        assert value.textFormat() == Qt.TextFormat.PlainText  # NVML's strings, never markup
        assert value.wordWrap()
        assert value.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
        assert value.accessibleName() == label


def test_the_panel_scrolls_within_its_widths_and_the_gpu_list_is_named(view):
    area = view.facts_area
    assert area.minimumWidth() == FACTS_MIN_WIDTH == 230
    assert area.maximumWidth() == 330
    assert area.widgetResizable()
    assert area.frameShape() == QFrame.Shape.NoFrame
    assert area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.accessibleName() == "Details of one GPU"
    assert view.gpu_combo.accessibleName() == "GPU shown in detail"
    assert view.gpu_combo.toolTip() == "The GPU shown in detail (Alt+G)"
    assert view.view.accessibleName() == "Live plots of the selected GPU"
    panel = area.widget().layout()
    pick = panel.itemAt(0).layout().itemAt(0).widget()
    assert pick.text() == "&GPU:" and pick.buddy() is view.gpu_combo
    assert panel.itemAt(0).layout().stretch(1) == 1  # the list takes the row's width
    # the plots take the width the panel leaves
    assert view.layout().stretch(1) == 1 and view.layout().stretch(0) == 0


def test_the_view_sits_in_its_parent(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    assert DetailView(parent).parentWidget() is parent


def test_the_plots_are_built_when_first_needed(view, qtbot):
    assert view.plots == []
    view.set_units(False)  # nothing built yet: nothing to build again
    assert view.plots == []
    view.show()
    qtbot.waitExposed(view)
    assert len(view.plots) == 6
    assert [p.window_s for p in view.plots] == [600.0] * 6  # the last ten minutes at first
    for plot in view.plots:
        assert type(plot.plot.getAxis("bottom")) is AgoAxis  # "now", "30s", "5m"
        assert type(plot.plot.getAxis("left")) is ValueAxis  # labels that never crowd
    first = list(view.plots)
    view.ensure_plots()
    view.refresh(History(60), None)
    assert view.plots == first


def test_six_plots_two_by_two_linked_in_time(view):
    view.set_window(120.0)
    view.ensure_plots()
    plots = view.plots
    assert [p.title for p in plots] == [spec[0] for spec in detail_specs(True)]
    cells = [view.view.ci.items[p.plot] for p in plots]
    assert cells == [[(0, 0)], [(0, 1)], [(1, 0)], [(1, 1)], [(2, 0)], [(2, 1)]]
    assert plots[0].plot.getViewBox().linkedView(0) is None
    for p in plots[1:]:
        assert p.plot.getViewBox().linkedView(0) is plots[0].plot.getViewBox()
    assert [p.window_s for p in plots] == [120.0] * 6
    assert [p.unit for p in plots] == [spec[3] for spec in detail_specs(True)]
    view.refresh(History(60), None, shown=60.0)
    assert [p.shown_s for p in plots] == [60.0] * 6
    assert [p.frames for p in plots] == [1] * 6
    view.set_window(3600.0)  # the plots already built follow
    assert [p.window_s for p in plots] == [3600.0] * 6 and view.window_s == 3600.0


def _thresholds(view: DetailView) -> dict[str, tuple[float | None, str]]:
    return {
        p.title: (
            p.threshold_value,
            p.threshold.label.format if p.threshold is not None else "",
        )
        for p in view.plots
        if p.threshold is not None
    }


def test_alert_lines_on_the_temperature_and_memory_plots(view):
    view.ensure_plots()
    cfg = AlertConfig()
    memory = detail_specs(True)[1][0]
    temperature = detail_specs(True)[2][0]
    assert _thresholds(view) == {
        temperature: (cfg.temperature_c, f"alert {cfg.temperature_c:g} °C")
    }
    view.update_facts(_snapshot(_gpu(memory_total_bytes=24 * GIB)))
    lines = _thresholds(view)
    assert lines[memory] == (
        pytest.approx(24 * cfg.memory_percent / 100),
        f"alert {cfg.memory_percent:g}%",
    )
    view.set_config(AlertConfig(temperature_c=80.0, memory_percent=50.0))
    assert _thresholds(view) == {
        temperature: (80.0, "alert 80 °C"),
        memory: (pytest.approx(12.0), "alert 50%"),
    }
    # in GB: a new set of plots, the line where 50% of 24 GiB is in GB
    view.set_units(False)
    assert _thresholds(view)[detail_specs(False)[1][0]] == (
        pytest.approx(12 * GIB / 1e9),
        "alert 50%",
    )


def test_the_memory_line_uses_the_readings_total_when_the_static_one_is_missing(view):
    view.ensure_plots()
    memory = detail_specs(True)[1][0]
    reading = GpuReading(memory_total_bytes=16 * GIB)
    view.update_facts(_snapshot(_gpu(reading=reading, memory_total_bytes=None)))
    assert _thresholds(view)[memory][0] == pytest.approx(16 * AlertConfig().memory_percent / 100)
    # no total at all: no line
    view.update_facts(_snapshot(_gpu(no_reading=True, memory_total_bytes=None)))
    assert view.plots[1].threshold_value is None


def test_a_config_that_did_not_change_draws_nothing_again(view, monkeypatch):
    view.ensure_plots()
    calls = []
    monkeypatch.setattr(view, "_set_thresholds", lambda: calls.append(1))
    view.set_config(AlertConfig())
    assert calls == []
    view.set_config(AlertConfig(temperature_c=70.0))
    assert calls == [1]


def test_units_rebuild_the_plots_only_when_they_change(view):
    view.ensure_plots()
    first = list(view.plots)
    view.set_units(True)
    assert view.plots == first
    view.set_units(False)
    assert view.plots != first and len(view.plots) == 6
    assert view.binary is False
    assert [p.title for p in view.plots] == [spec[0] for spec in detail_specs(False)]


def test_the_gpu_list_names_each_gpu_and_keeps_the_one_shown(view, qtbot):
    view.ensure_plots()
    seen: list[int] = []
    view.gpu_changed.connect(seen.append)
    assert view.gpu == 0  # nothing listed yet
    gpus = [_gpu(0), _gpu(1, name=None), _gpu(2, host="lab-1", host_index=0)]
    view.set_gpus(_snapshot(*gpus))
    texts = [view.gpu_combo.itemText(i) for i in range(view.gpu_combo.count())]
    assert texts == [
        "GPU 0: NVIDIA GeForce RTX 4090",
        "GPU 1: unknown",
        "lab-1 GPU 0: NVIDIA GeForce RTX 4090",
    ]
    assert seen == []  # filling the list is not the user's choice
    view.show_gpu(2)
    assert seen == [2] and view.gpu == 2
    assert [p.gpu for p in view.plots] == [2] * 6
    view.set_gpus(_snapshot(*gpus))  # the same GPUs: the list is left alone
    assert view.gpu == 2 and seen == [2]
    view.set_gpus(_snapshot(gpus[0], gpus[1]))  # the GPU shown went away: the last one
    assert view.gpu == 1 and seen == [2]
    assert [p.gpu for p in view.plots] == [1] * 6
    view.set_gpus(_snapshot(_gpu(0), _gpu(1), _gpu(2)))
    assert view.gpu == 1


def test_a_long_name_in_the_list_is_cut(view):
    view.set_gpus(_snapshot(_gpu(0, name="N" * 100)))
    assert view.gpu_combo.itemText(0) == "GPU 0: " + "N" * 59 + "…"


def test_the_combo_box_changing_reaches_the_plots_and_says_so(view):
    view.ensure_plots()
    seen: list[int] = []
    view.gpu_changed.connect(seen.append)
    view._combo_changed(-1)  # emptied: GPU 0
    assert seen == [0] and [p.gpu for p in view.plots] == [0] * 6
    view._combo_changed(3)
    assert seen == [0, 3] and [p.gpu for p in view.plots] == [3] * 6


def test_a_plot_built_later_follows_the_gpu_shown(view):
    view.set_gpus(_snapshot(_gpu(0), _gpu(1)))
    view.show_gpu(1)
    view.ensure_plots()
    assert [p.gpu for p in view.plots] == [1] * 6


def test_the_facts_shown_flagged_in_the_warning_colour(view):
    reading = GpuReading(
        util_gpu_percent=90.0, pcie_gen=3, pcie_width=8, throttle_reasons=("sw-thermal",)
    )
    view.set_gpus(_snapshot(_gpu(0, reading=reading)))
    view.update_facts(_snapshot(_gpu(0, reading=reading)), {0: HOT})
    facts = view.fact_labels
    warn = f"color: {status_color('warning')}; font-weight: bold;"
    assert facts["Status"].text() == "▲ throttling: too hot"
    assert facts["Status"].styleSheet() == warn
    assert facts["PCIe link"].styleSheet() == warn
    assert facts["Clocks slowed by"].text() == "too hot"
    assert facts["Clocks slowed by"].styleSheet() == warn
    assert facts["Clocks slowed by"].toolTip() == "NVML: sw-thermal"
    assert facts["Name"].styleSheet() == "" and facts["Name"].text() == "NVIDIA GeForce RTX 4090"
    # a problem's status in the problem colour; the other flags stay warnings
    problem = GpuStatus("problem", ("XID 79",))
    view.update_facts(_snapshot(_gpu(0, reading=reading)), {0: problem})
    assert facts["Status"].styleSheet() == f"color: {status_color('problem')}; font-weight: bold;"
    assert facts["PCIe link"].styleSheet() == warn
    # all well again: no colour, no tooltip
    view.update_facts(_snapshot(_gpu(0)))
    assert facts["Status"].text() == "OK" and facts["Status"].styleSheet() == ""
    assert facts["PCIe link"].styleSheet() == "" and facts["Clocks slowed by"].toolTip() == ""


def test_the_facts_are_of_the_gpu_shown_and_cut(view):
    view.set_gpus(_snapshot(_gpu(0), _gpu(1)))
    view.show_gpu(1)
    view.update_facts(_snapshot(_gpu(0, name="zero"), _gpu(1, name="N" * 300)))
    assert view.fact_labels["Name"].text() == "N" * 199 + "…"
    # a snapshot without the GPU shown leaves the facts as they were
    view.update_facts(_snapshot(_gpu(0, name="zero")))
    assert view.fact_labels["Name"].text() == "N" * 199 + "…"
    # statuses of other GPUs are not this one's
    view.update_facts(_snapshot(_gpu(0), _gpu(1)), {0: HOT})
    assert view.fact_labels["Status"].text() == "OK"


def test_the_clock_plots_are_shares_of_the_gpus_maxima(view):
    view.ensure_plots()
    view.update_facts(_snapshot(_gpu(0)))
    expected = {"sm_clock_max_mhz": 3105.0, "mem_clock_max_mhz": 10501.0}
    assert [p.maxima for p in view.plots] == [expected] * 6
    view.update_facts(_snapshot(_gpu(0, mem_clock_max_mhz=None, sm_clock_max_mhz=0)))
    assert [p.maxima for p in view.plots] == [{}] * 6


def test_the_dark_theme_restyles_the_plots_and_colours_the_flags(view):
    view.ensure_plots()
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, "#202020")
    dark.setColor(QPalette.ColorRole.WindowText, "#f0f0f0")
    dark.setColor(QPalette.ColorRole.Base, "#1a1a1a")
    dark.setColor(QPalette.ColorRole.Text, "#f0f0f0")
    view.setPalette(dark)
    assert all(p.dark for p in view.plots)
    # the view's own palette, read as the theme changes (before its children hear of it)
    assert view.view.backgroundBrush().color().name() == "#1a1a1a"
    assert [p.background.name() for p in view.plots] == ["#1a1a1a"] * 6
    assert [p.readout.color.name() for p in view.plots] == ["#f0f0f0"] * 6
    assert view.plots[0].plot.getAxis("left").pen().color().name() == "#f0f0f0"
    view.update_facts(_snapshot(_gpu(0)), {0: HOT})
    assert view.fact_labels["Status"].styleSheet() == (
        f"color: {status_color('warning', True)}; font-weight: bold;"
    )


def test_a_palette_event_before_the_plots_are_built_builds_nothing(view):
    view.changeEvent(QEvent(QEvent.Type.PaletteChange))
    assert view.plots == []


def test_the_facts_memory_in_the_units_set(view):
    view.update_facts(_snapshot(_gpu(0)))
    assert view.fact_labels["Memory"].text() == "24.0 GiB"
    view.set_units(False)
    view.update_facts(_snapshot(_gpu(0)))
    assert view.fact_labels["Memory"].text() == "25.8 GB"


def _history(seconds: int = 10) -> History:
    history = History(60)
    for i in range(seconds):
        gpu = _gpu(0, reading=GpuReading(util_gpu_percent=42.0, temperature_c=60.0))
        history.append(Snapshot(1000.0 + i, float(i), SYSTEM, (gpu,)))
    return history


def test_the_lines_are_drawn_in_seconds_before_now(view):
    view.refresh(_history(10), 12.0)
    x, y = view.plots[0].curves[0].getData()
    assert list(x) == [float(i - 12) for i in range(10)]
    assert list(y) == [42.0] * 10


def test_hovering_a_plot_reads_its_values_out(view, qtbot):
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    view.refresh(_history(10), 9.0)
    box = view.plots[0].plot.getViewBox().sceneBoundingRect()
    view._mouse_moved(QPointF(box.right() - 2, box.center().y()))
    assert view.plots[0].readout.isVisible() and not view.plots[1].readout.isVisible()
    assert "\nGPU utilization: 42%" in view.plots[0].readout.toPlainText()
