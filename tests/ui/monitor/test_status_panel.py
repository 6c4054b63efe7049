"""The status panel on its own: the badge's words and colours for every level, the order of
the GPUs it names, the alert lines' durations, marks, colours and grouping, and when the list
is set again."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from tfgpu_gui.telemetry.alerts import ActiveAlert, Alert
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic
from tfgpu_gui.telemetry.status import GpuStatus
from tfgpu_gui.ui.colors import STATUS_FILL, status_color
from tfgpu_gui.ui.monitor.status_view import (
    ALERT_ROWS,
    StatusPanel,
    alert_line,
    gpus_text,
    grouped,
    headline,
    status_html,
)

HOT = GpuStatus("warning", ("throttling: too hot",))
LOST = GpuStatus("problem", ("GPU lost",))
OK = GpuStatus()


def _gpus(n: int) -> list[GpuSnapshot]:
    return [GpuSnapshot(GpuStatic(i, "NVIDIA RTX A6000"), GpuReading()) for i in range(n)]


def _active(
    kind: str,
    gpu: int,
    since: float,
    reason: str = "",
    warning: bool = True,
    title: str = "",
    message: str = "",
) -> ActiveAlert:
    alert = Alert(
        kind,
        gpu,
        title or f"GPU {gpu} {kind}",
        message or f"what to do about {kind}",
        warning,
        reason,
    )
    return ActiveAlert(alert, since, since)


@pytest.fixture
def panel(qtbot) -> StatusPanel:
    widget = StatusPanel()
    qtbot.addWidget(widget)
    return widget


def test_a_gpu_title_says_its_status_in_the_levels_colour_and_weight():
    bold = "font-weight:bold;"
    assert status_html(HOT) == (
        f"<span style='color:{status_color('warning')};{bold}'>▲ throttling: too hot</span>"
    )
    assert status_html(LOST, dark=True) == (
        f"<span style='color:{status_color('problem', True)};{bold}'>✖ GPU lost</span>"
    )
    # a notice is worth knowing but not wrong: the title says OK, in green, not bold
    notice = GpuStatus("notice", notes=("TensorFlow holds all memory",))
    assert status_html(notice) == f"<span style='color:{status_color('notice')};'>● OK</span>"
    green = status_color("ok", True)
    assert status_html(OK, dark=True) == f"<span style='color:{green};'>● OK</span>"
    # a reason is shown as text, not as markup
    assert "&lt;b&gt;" in status_html(GpuStatus("warning", ("<b>x</b>",)))


def test_the_badge_says_ok_for_one_gpu_or_all_of_them():
    assert headline(_gpus(1), {0: OK}) == ("ok", "GPU OK")
    assert headline(_gpus(2), {0: OK, 1: OK}) == ("ok", "All GPUs OK")
    notice = GpuStatus("notice", notes=("idle",))
    assert headline(_gpus(2), {0: notice, 1: OK}) == ("ok", "All GPUs OK")  # not a warning


def test_the_badge_names_the_gpus_that_are_not_ok_problems_first():
    gpus = _gpus(3)
    assert headline(gpus, {0: HOT, 1: OK, 2: OK}) == (
        "warning",
        "Warning — GPU 0: throttling: too hot",
    )
    assert headline(gpus, {0: HOT, 1: OK, 2: LOST}) == (
        "problem",
        "Problem — GPU 2: GPU lost; GPU 0: throttling: too hot",
    )


def test_the_badge_names_three_gpus_and_counts_the_others():
    gpus = _gpus(6)
    statuses = {g.index: HOT for g in gpus}
    level, text = headline(gpus, statuses)
    assert level == "warning"
    assert text == (
        "Warning — GPU 0: throttling: too hot; GPU 1: throttling: too hot; "
        "GPU 2: throttling: too hot; and 3 more GPUs"
    )
    four = {i: HOT for i in range(4)}
    assert headline(gpus[:4], four)[1].endswith("; and 1 more GPUs")
    three = {i: HOT for i in range(3)}
    assert "more" not in headline(gpus[:3], three)[1]


def test_an_alert_line_says_since_when_and_for_how_long():
    began = 1_800_000_000.0
    clock = time.strftime("%H:%M:%S", time.localtime(began))
    hot = _active("thermal", 0, began, reason="throttling: too hot")
    assert alert_line(hot, "GPU 0", began + 89.4) == (
        f"since {clock} (89 s) · GPU 0 · throttling: too hot"
    )
    assert alert_line(hot, "GPU 0", began + 90) == (
        f"since {clock} (2 min) · GPU 0 · throttling: too hot"
    )
    assert "(5 min)" in alert_line(hot, "GPU 0", began + 300)
    assert "(0 s)" in alert_line(hot, "GPU 0", began - 5)  # the wall clock set back
    # without a reason in a few words, the alert's title
    untold = _active("memory", 1, began, title="GPU 1 memory 96% full")
    assert alert_line(untold, "GPU 1", began).endswith(" · GPU 1 · GPU 1 memory 96% full")


def test_the_gpus_of_a_line_are_listed_shortly():
    assert gpus_text(["GPU 0"]) == "GPU 0"
    assert gpus_text(["GPU 0", "GPU 3"]) == "GPU 0, GPU 3"
    assert gpus_text(["GPU 0", "GPU 1", "GPU 2"]) == "GPUs 0, 1, 2"
    remote = ["lab-1 GPU 0", "lab-1 GPU 1", "GPU 2"]
    assert gpus_text(remote) == "lab-1 GPU 0, lab-1 GPU 1, GPU 2"


def test_alerts_are_grouped_by_kind_and_reason_the_worst_and_oldest_first():
    late_hot = _active("thermal", 3, 50.0, reason="throttling: too hot")
    early_hot = _active("thermal", 1, 20.0, reason="throttling: too hot")
    other_hot = _active("thermal", 2, 10.0, reason="throttling: power cap")
    lost = _active("gpu-lost", 5, 40.0, reason="GPU lost")
    note = _active("tf-idle", 0, 5.0, reason="idle", warning=False)
    entries = grouped([late_hot, note, early_hot, lost, other_hot])
    assert [(a, gpus) for a, gpus in entries] == [
        (lost, [5]),  # a problem first
        (other_hot, [2]),  # then the warnings, the oldest first
        (early_hot, [1, 3]),  # one line for the same reason, from its earliest
        (note, [0]),  # a notice last, though the oldest
    ]


def test_the_badge_is_filled_in_the_levels_colours_and_plain_green_when_ok(panel):
    gpus = _gpus(2)
    panel.set_state(gpus, {0: HOT, 1: OK}, [], 0.0, dark=False)
    background, foreground = STATUS_FILL["warning"]
    assert panel.level == "warning"
    assert panel.badge.text() == "Warning — GPU 0: throttling: too hot"
    assert f"background: {background}; color: {foreground};" in panel.badge.styleSheet()
    panel.set_state(gpus, {0: HOT, 1: LOST}, [], 0.0, dark=False)
    background, foreground = STATUS_FILL["problem"]
    assert panel.level == "problem"
    assert f"background: {background}; color: {foreground};" in panel.badge.styleSheet()
    panel.set_state(gpus, {0: OK, 1: OK}, [], 0.0, dark=False)
    assert panel.badge.text() == "All GPUs OK"
    assert panel.badge.styleSheet() == (
        f"#GpuStatusBadge {{ color: {status_color('ok')}; padding: 4px 2px; }}"
    )
    panel.set_state(gpus, {0: OK, 1: OK}, [], 0.0, dark=True)  # the theme alone changes
    assert f"color: {status_color('ok', True)};" in panel.badge.styleSheet()
    assert panel.dark


def test_alert_lines_carry_their_mark_colour_and_whole_message(panel):
    gpus = _gpus(3)
    hot = [_active("thermal", i, 100.0, reason="throttling: too hot") for i in (0, 1, 2)]
    lost = _active("gpu-lost", 2, 100.0, reason="GPU lost", title="GPU 2 is lost")
    note = _active("tf-idle", 1, 100.0, reason="idle", warning=False)
    statuses = {0: HOT, 1: HOT, 2: LOST}
    panel.set_state(gpus, statuses, [*hot, lost, note], 110.0, dark=False)
    lines = panel.alert_texts()
    assert [line[:2] for line in lines] == ["✖ ", "▲ ", "● "]
    assert lines[1].endswith("(10 s) · GPUs 0, 1, 2 · throttling: too hot")
    first = panel.alerts.item(0)
    assert first.toolTip() == "<p><b>GPU 2 is lost</b></p><p>what to do about gpu-lost</p>"
    colours = [panel.alerts.item(i).foreground().color().name().upper() for i in range(3)]
    assert colours == [status_color(level) for level in ("problem", "warning", "notice")]
    assert not panel.alerts.isHidden()
    panel.set_state(gpus, statuses, [*hot, lost, note], 110.0, dark=True)  # the theme changes
    assert panel.alerts.item(0).foreground().color().name().upper() == status_color("problem", True)
    panel.set_state(gpus, {0: OK, 1: OK, 2: OK}, [], 120.0, dark=True)
    assert panel.alert_texts() == [] and panel.alerts.isHidden()


def test_the_alert_list_is_as_high_as_its_lines_up_to_four(panel):
    gpus = _gpus(6)
    kinds = ("thermal", "memory", "power", "clocks", "pcie", "ecc")

    def rows_and_height(n: int) -> tuple[int, int]:
        active = [_active(kinds[i], i, 0.0, reason=kinds[i]) for i in range(n)]
        panel.set_state(gpus, {}, active, 10.0, dark=False)
        assert len(panel.alert_texts()) == n
        fixed = panel.alerts.maximumHeight()
        assert panel.alerts.minimumHeight() == fixed
        frame = 2 * panel.alerts.frameWidth() + 2
        row = panel.alerts.sizeHintForRow(0)
        assert row > 0
        return (fixed - frame) // row, (fixed - frame) % row

    assert rows_and_height(1) == (1, 0)
    assert rows_and_height(2) == (2, 0)
    assert rows_and_height(ALERT_ROWS) == (ALERT_ROWS, 0)
    assert rows_and_height(6) == (ALERT_ROWS, 0)  # more lines scroll


def _mark_first_line(panel: StatusPanel) -> None:
    panel.alerts.item(0).setData(Qt.ItemDataRole.UserRole, "shown before")


def _first_line_kept(panel: StatusPanel) -> bool:
    return panel.alerts.item(0).data(Qt.ItemDataRole.UserRole) == "shown before"


def test_the_alert_list_is_set_again_only_when_what_it_shows_changes(panel):
    gpus = _gpus(1)
    hot = _active("thermal", 0, 1000.0, reason="throttling: too hot")
    panel.set_state(gpus, {0: HOT}, [hot], 1010.0, dark=False)
    _mark_first_line(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1010.4, dark=False)  # the same second
    assert _first_line_kept(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1011.0, dark=False)  # under 90 s: every second
    assert "(11 s)" in panel.alert_texts()[0] and not _first_line_kept(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1130.0, dark=False)
    assert "(2 min)" in panel.alert_texts()[0]
    _mark_first_line(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1135.0, dark=False)  # past 90 s: once a minute
    assert _first_line_kept(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1200.0, dark=False)  # the next minute
    assert "(3 min)" in panel.alert_texts()[0]
    again = _active("thermal", 0, 1190.0, reason="throttling: too hot")  # ended and began again
    panel.set_state(gpus, {0: HOT}, [again], 1200.0, dark=False)
    assert "(10 s)" in panel.alert_texts()[0]
    other = _active("thermal", 0, 1190.0, reason="throttling: power cap")
    panel.set_state(gpus, {0: HOT}, [other], 1200.0, dark=False)
    assert panel.alert_texts()[0].endswith("throttling: power cap")


def test_past_90_s_a_line_turns_to_the_next_minute_with_the_clocks_minute(panel):
    gpus = _gpus(1)
    hot = _active("thermal", 0, 989.5, reason="throttling: too hot")
    panel.set_state(gpus, {0: HOT}, [hot], 1139.0, dark=False)  # 149.5 s
    assert "(2 min)" in panel.alert_texts()[0]
    _mark_first_line(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1139.5, dark=False)
    assert _first_line_kept(panel)
    panel.set_state(gpus, {0: HOT}, [hot], 1140.0, dark=False)  # 150.5 s, 19 minutes
    assert "(3 min)" in panel.alert_texts()[0]


def test_an_alert_line_names_a_remote_gpu_by_its_host(panel):
    remote = [
        GpuSnapshot(GpuStatic(i, "A100", host="lab-1", host_index=i + 4), GpuReading())
        for i in range(2)
    ]
    hot = [_active("thermal", i, 100.0, reason="throttling: too hot") for i in (0, 1)]
    panel.set_state(remote, {0: HOT, 1: HOT}, hot, 110.0, dark=False)
    assert panel.alert_texts()[0].endswith(" · lab-1 GPU 4, lab-1 GPU 5 · throttling: too hot")
    # an alert for a GPU no longer listed keeps its number
    gone = _active("gpu-lost", 7, 100.0, reason="GPU lost")
    panel.set_state(remote, {0: OK, 1: OK}, [gone], 110.0, dark=False)
    assert panel.alert_texts()[0].endswith(" · GPU 7 · GPU lost")


def test_a_very_long_reason_is_cut_in_the_title_the_badge_and_the_list(panel):
    long = GpuStatus("warning", ("train_" + "x" * 2000 + ".py took all memory",))
    title = status_html(long)
    shown = title.split("▲ ", 1)[1].removesuffix("</span>")
    assert len(shown) == 120 and shown.endswith("…")
    gpus = _gpus(1)
    alert = _active("tf-all-memory", 0, 100.0, reason=long.reasons[0])
    panel.set_state(gpus, {0: long}, [alert], 110.0, dark=False)
    assert len(panel.badge.text()) == 400 and panel.badge.text().endswith("…")
    line = panel.alert_texts()[0]
    assert len(line) == 300 and line.endswith("…")
    assert len(_shown(panel.alerts.item(0).toolTip())) <= 1000


def _shown(rich: str) -> str:
    """What a rich-text tooltip shows, as plain text."""
    doc = QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()


def test_an_alerts_tooltip_shows_markup_in_its_words_as_written(panel):
    gpus = _gpus(1)
    alert = _active(
        "tf-all-memory",
        0,
        100.0,
        reason="memory",
        title="<b>train.py</b> & co",
        message='python3 <img src="file:///etc/passwd">\nsecond line',
    )
    panel.set_state(gpus, {0: HOT}, [alert], 110.0, dark=False)
    tip = panel.alerts.item(0).toolTip()
    assert tip.startswith("<p>")  # rich text always: the escapes are read as such
    assert "<img" not in tip and "<b>train" not in tip
    assert (
        _shown(tip) == '<b>train.py</b> & co\npython3 <img src="file:///etc/passwd">\nsecond line'
    )


def test_the_badge_is_painted_in_its_fill(panel):
    panel.resize(500, 120)
    gpus = _gpus(1)
    for level, status in (("warning", HOT), ("problem", LOST)):
        panel.set_state(gpus, {0: status}, [], 0.0, dark=False)
        image = panel.badge.grab().toImage()
        middle = image.height() // 2
        assert image.pixelColor(3, middle).name().upper() == STATUS_FILL[level][0]


def test_the_badge_starts_waiting_and_is_named_for_screen_readers(panel):
    assert panel.badge.text() == "Waiting for the first sample…"
    assert panel.badge.accessibleName() == "GPU status"
    assert panel.alerts.accessibleName() == "Active alerts"
    assert panel.badge.textFormat() == Qt.TextFormat.PlainText
    assert panel.badge.font().bold()
    assert panel.badge.font().pointSizeF() == pytest.approx(panel.font().pointSizeF() * 1.25)
    assert panel.badge.wordWrap()  # a long warning wraps, never cut at the window's edge
    assert panel.alerts.isHidden()


def test_the_badge_sits_above_the_alert_list_across_the_panel(panel, qtbot):
    panel.resize(600, 200)
    panel.show()
    qtbot.waitExposed(panel)
    hot = _active("thermal", 0, 100.0, reason="throttling: too hot")
    panel.set_state(_gpus(1), {0: HOT}, [hot], 110.0, dark=False)
    qtbot.waitUntil(lambda: panel.alerts.isVisible())
    badge, alerts = panel.badge.geometry(), panel.alerts.geometry()
    assert panel.badge.parent() is panel and panel.alerts.parent() is panel
    assert badge.left() == alerts.left() == 0 and badge.width() == alerts.width() == 600
    assert badge.top() == 0 and badge.bottom() < alerts.top()
