"""Working runs whose logs hold alarming lines: the lines that show the run went on, or that
nothing wanted a GPU, outweigh them. Each log is a corpus record (its source named there)."""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.log_reader import text_lines
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _log(name: str) -> list[str]:
    return list(text_lines(next(x for x in all_logs() if x.name == name).text))


def _found(lines: list[str]) -> dict[str, str]:
    return {f.id: f.severity for f in diagnose_log(lines).findings if not f.harmless}


# A Tesla T4 run's log kept with its script (WolfPackStatMathieu/ML-SOC): XLA's slow-operation
# alarms while cuDNN's convolution algorithms were tried, then ten epochs.
AUTOTUNED = "swaf-tesla-t4-conv-autotune-slow-operation-alarm"


def test_slow_autotuning_before_a_later_epoch_is_information() -> None:
    lines = _log(AUTOTUNED)
    assert _found(lines)["xla-compile-slow"] == INFO
    finding = next(f for f in diagnose_log(lines).findings if f.id == "xla-compile-slow")
    assert any("training going on (log line" in e and "Epoch 2/10" in e for e in finding.evidence)
    # cut before the second epoch: the alarms are all there is, and they say it may be slow
    first_epoch = lines[: next(n for n, x in enumerate(lines) if x.startswith("Epoch 2/"))]
    assert _found(first_epoch)["xla-compile-slow"] == WARNING
    # an alarm after the later epoch (here: the log's first alarm moved after it) still counts
    alarm = next(x for x in lines if "slow_operation_alarm.cc" in x)
    moved = [x for x in first_epoch if x != alarm] + [x for x in lines[len(first_epoch) :]]
    moved.append(alarm)
    assert _found(moved)["xla-compile-slow"] == WARNING
    # a slow start complained of (keras-team/keras#8537's title): what the alarms explain
    told = ["keras startup time (_make_train_function()) very slow on Tesla V100", *lines]
    assert _found(told)["xla-compile-slow"] == WARNING


def test_a_later_epoch_is_read_where_keras_prints_it() -> None:
    from tfgpu_gui.doctor.log_facts import read_log_facts

    lines = _log(AUTOTUNED)
    facts = read_log_facts(lines)["from_log"]
    assert facts["later_epoch"] == 1 + next(n for n, x in enumerate(lines) if x == "Epoch 2/10")
    # the first epoch is not a later one, nor is a count of epochs in prose
    assert (
        "later_epoch"
        not in read_log_facts(["Epoch 1/10", "trained for 2/3 of an epoch"])["from_log"]
    )


# A CPU-only training pod's import of TensorFlow (mlrun/mlrun#3282): the CUDA runtime, the
# driver's library and cuInit all missing, as a GPU build prints them on a machine without a GPU.
NO_GPU_POD = "mlrun-cpu-pod-tensorflow-missing-cuda-lines-to-be-ignored"


def test_runtime_and_driver_missing_with_nothing_wanting_a_gpu_are_information() -> None:
    found = _found(_log(NO_GPU_POD))
    assert found == {"no-nvidia-driver": INFO, "cuda-libraries-missing": INFO}
    # the same lines beside the guide's check answering no GPU: a GPU was wanted
    wanted = [*_log(NO_GPU_POD), "Num GPUs Available:  0"]
    assert _found(wanted)["no-nvidia-driver"] == ERROR
