"""A GPU's status from its active alerts: a lost GPU is a problem whatever its alerts say, the
worst level comes first in the reasons, and the values at or past a threshold are named."""

from __future__ import annotations

from tfgpu_gui.telemetry.alerts import ActiveAlert, Alert, AlertConfig
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic
from tfgpu_gui.telemetry.status import GpuStatus, gpu_status, past_thresholds

GIB = 2**30


def gpu(index: int = 0, lost: bool = False, **reading: object) -> GpuSnapshot:
    return GpuSnapshot(GpuStatic(index, "GPU"), GpuReading(**reading), lost=lost)  # type: ignore[arg-type]


def active(kind: str, gpu_index: int = 0, reason: str = "", warning: bool = True) -> ActiveAlert:
    return ActiveAlert(
        Alert(kind, gpu_index, f"{kind} title", "message", warning, reason), 0.0, 0.0
    )


def test_a_lost_gpu_without_its_alert_is_a_problem_in_two_words():
    status = gpu_status(gpu(lost=True), [])
    assert status == GpuStatus("problem", ("GPU lost",), ())
    assert (status.text, status.word, status.bad) == ("GPU lost", "Problem", True)
    # Another alert of the GPU does not stand for its loss.
    hot = active("thermal", reason="too hot: 90 °C")
    assert gpu_status(gpu(lost=True), [hot]) == GpuStatus("problem", ("GPU lost",))


def test_a_lost_gpu_with_its_alert_says_the_alert_s_reason():
    lost = active("gpu-lost", reason="fell off the bus")
    status = gpu_status(gpu(lost=True), [lost])
    assert status == GpuStatus("problem", ("fell off the bus",), ())


def test_the_worst_reasons_come_first_and_notes_are_apart():
    alerts = [
        active("thermal", reason="too hot: 88 °C"),
        active("tf-all-memory", reason="train.py took all memory", warning=False),
        active("gpu-lost", reason="fell off the bus"),
        active("memory", reason="memory 96% full"),
        active("thermal", 1, reason="another GPU's"),
    ]
    status = gpu_status(gpu(), alerts)
    assert status.level == "problem"
    assert status.reasons == ("fell off the bus", "too hot: 88 °C", "memory 96% full")
    assert status.notes == ("train.py took all memory",)
    assert status.text == "fell off the bus · too hot: 88 °C · memory 96% full"


def test_a_reason_is_said_once_and_an_alert_without_one_gives_its_title():
    alerts = [
        active("thermal", reason="too hot"),
        active("thermal", reason="too hot"),
        active("memory"),
    ]
    assert gpu_status(gpu(), alerts).reasons == ("too hot", "memory title")


def test_values_at_or_past_the_thresholds():
    config = AlertConfig(temperature_c=80.0, memory_percent=90.0)
    both = gpu(temperature_c=80.0, memory_used_bytes=9 * GIB, memory_total_bytes=10 * GIB)
    assert past_thresholds(both, config) == {"temperature", "memory"}
    below = gpu(temperature_c=79.9, memory_used_bytes=8 * GIB, memory_total_bytes=10 * GIB)
    assert past_thresholds(below, config) == frozenset()
    unknown = gpu(temperature_c=None, memory_used_bytes=None, memory_total_bytes=10 * GIB)
    assert past_thresholds(unknown, config) == frozenset()


def test_a_lost_gpu_s_last_reading_is_past_nothing():
    config = AlertConfig(temperature_c=80.0, memory_percent=90.0)
    lost = gpu(
        lost=True, temperature_c=95.0, memory_used_bytes=10 * GIB, memory_total_bytes=10 * GIB
    )
    assert past_thresholds(lost, config) == frozenset()
    no_reading = GpuSnapshot(GpuStatic(0, "GPU"), None)
    assert past_thresholds(no_reading, config) == frozenset()
