"""The words of each notice, as a phone's lock screen shows them: the host, the GPUs, the run's
command and figures, and titles and bodies kept short and free of control characters."""

from __future__ import annotations

import dataclasses

import pytest

from tfgpu_gui.notify import events
from tfgpu_gui.notify.events import (
    ALERT_EVENTS,
    BODY_MAX,
    DEFAULT_EVENTS,
    EVENT_BY_ID,
    EVENT_IDS,
    TITLE_MAX,
    Notice,
    alert_notice,
    gpus_text,
    host_down_notice,
    host_name,
    run_figures,
    run_notice,
    trial_notice,
)
from tfgpu_gui.telemetry.runs import RunSummary


@pytest.fixture(autouse=True)
def _host(monkeypatch):
    monkeypatch.setattr(events.socket, "gethostname", lambda: "ws-7")


def a_run(**changes: object) -> RunSummary:
    run = RunSummary(
        host=None,
        pid=4242,
        create_time=1.0,
        command="/home/a/venv/bin/python /home/a/proj/train.py --epochs 3",
        user="a",
        cwd="/home/a/proj",
        tensorflow=True,
        gpus=(0,),
        started_at=0.0,
        ended_at=3725.0,
        duration_s=3725.0,
        samples=3725,
        util_mean=87.4,
        util_peak=99.0,
        memory_peak_bytes=None,
        input_bound_s=0.0,
        throttled_s=0.0,
        throttle_reasons={},
        power_mean_w=None,
        energy_wh=420.0,
        energy_source="counter",
    )
    return dataclasses.replace(run, **changes)


def test_the_events_are_declared_once_with_the_ones_new_destinations_get():
    assert EVENT_IDS == (
        "run-ended",
        "run-oom",
        "run-died",
        "gpu-free",
        "gpu-lost",
        "too-hot",
        "idle-holding",
        "host-down",
    )
    assert set(EVENT_IDS) - {"idle-holding"} == DEFAULT_EVENTS
    assert EVENT_BY_ID["gpu-lost"].label == "A GPU was lost (fell off the bus)"
    assert set(ALERT_EVENTS.values()) <= set(EVENT_IDS)


def test_this_machine_is_named_by_its_host_name_or_this_computer(monkeypatch):
    assert host_name(None) == "ws-7" and host_name("") == "ws-7"
    assert host_name("lab-2") == "lab-2"
    assert host_name("x" * 50) == "x" * 39 + "…"  # at most 40 characters
    monkeypatch.setattr(events.socket, "gethostname", lambda: "")
    assert host_name(None) == "this computer"


@pytest.mark.parametrize(
    ("gpus", "text"), [((0,), "GPU 0"), ((3, 1), "GPUs 1,3"), ([2, 0, 1], "GPUs 0,1,2")]
)
def test_gpus_are_listed_in_order(gpus, text):
    assert gpus_text(gpus) == text


@pytest.mark.parametrize(
    ("changes", "figures"),
    [
        ({}, "1h02m · 87% mean util · 420 Wh"),
        ({"energy_wh": 999.4}, "1h02m · 87% mean util · 999 Wh"),
        ({"energy_wh": 1000.0}, "1h02m · 87% mean util · 1.00 kWh"),
        ({"energy_wh": 12345.0, "util_mean": None}, "1h02m · 12.35 kWh"),
        ({"energy_wh": None, "duration_s": 95.0}, "1m35s · 87% mean util"),
    ],
)
def test_a_run_s_figures_leave_out_what_is_unknown(changes, figures):
    assert run_figures(a_run(**changes)) == figures


def test_a_run_that_ended():
    notice = run_notice(a_run())
    assert notice == Notice(
        "run-ended",
        "python train.py ended on ws-7 GPU 0",
        "/home/a/venv/bin/python /home/a/proj/train.py --epochs 3\n1h02m · 87% mean util · 420 Wh",
        "ws-7",
        0,
    )


def test_a_run_that_died_with_its_gpu():
    notice = run_notice(a_run(host="lab-2", gpus=(2, 1)), died=True)
    assert notice.event == "run-died" and notice.gpu == 2  # the run's first GPU
    assert notice.title == "python train.py died on lab-2 GPUs 1,2"
    assert notice.body.endswith(
        "\n1h02m · 87% mean util · 420 Wh\nIts GPU fell off the bus; check `dmesg` for Xid errors."
    )
    assert notice.host == "lab-2"


def test_a_run_that_was_possibly_out_of_memory():
    notice = run_notice(a_run(possibly_oom=True), host="lab-9", gpus="GPU 4")
    assert notice.event == "run-oom"
    assert notice.title == "python train.py ended, possibly out of memory, on lab-9 GPU 4"
    assert notice.body.endswith("\nGPU memory was full or climbing when it ended.")
    assert notice.host == "lab-9"
    # Dying says more than running out of memory.
    assert run_notice(a_run(possibly_oom=True), died=True).event == "run-died"


def test_a_long_command_is_cut_in_the_body_and_the_label_in_the_title():
    command = "/usr/bin/python " + "/d" * 10 + "/" + "s" * 60 + ".py " + "--x " * 60
    notice = run_notice(a_run(command=command))
    first = notice.body.split("\n")[0]
    assert len(first) == 160 and first.endswith("…") and first.startswith("/usr/bin/python /d/d")
    label = notice.title.removesuffix(" ended on ws-7 GPU 0")
    assert len(label) == 40 and label.startswith("python sss") and label.endswith("…")


def test_titles_and_bodies_are_capped_and_cleaned():
    notice = alert_notice("too-hot", "hot\x1b[31m" + "t" * 200, "a\nb\x07" + "m" * 600, "h", 1)
    assert len(notice.title) == TITLE_MAX and "\x1b" not in notice.title
    assert len(notice.body) == BODY_MAX and notice.body.startswith("a\nb")  # lines kept
    assert "\x07" not in notice.body


def test_an_alert_on_this_machine_names_it_first_and_a_remote_one_as_it_is():
    local = alert_notice("too-hot", "GPU 0 is hot", "84 °C", None, 0)
    assert local == Notice("too-hot", "ws-7: GPU 0 is hot", "84 °C", "ws-7", 0)
    remote = alert_notice("gpu-lost", "lab-1 GPU 2 was lost", "gone", "lab-1", 2, remote=True)
    assert remote == Notice("gpu-lost", "lab-1 GPU 2 was lost", "gone", "lab-1", 2)
    named = alert_notice("gpu-free", "GPU 1 is free", "", "lab-3", 1)
    assert named.title == "lab-3: GPU 1 is free" and named.host == "lab-3"


def test_a_host_down_names_the_host_short():
    notice = host_down_notice("lab-1", "lab-1 does not answer.")
    assert notice == Notice("host-down", "lab-1 is down", "lab-1 does not answer.", "lab-1", None)
    long = host_down_notice("h" * 70, "x")
    assert long.host == "h" * 59 + "…" and long.title == "h" * 59 + "… is down"


def test_the_test_message_names_this_machine():
    assert trial_notice() == Notice(
        "test",
        "tfgpu test message from ws-7",
        "Notifications from tfgpu reach this destination.",
        "ws-7",
        None,
    )
