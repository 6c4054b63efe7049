"""XLA compiling and autotuning for minutes: a warning, not a broken GPU. Lines are quoted from the
public threads named beside them."""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _problems(text: str) -> dict[str, str]:
    d = diagnose_log(text.splitlines())
    return {f.id: f.severity for f in d.findings if not f.harmless}


# https://github.com/keras-team/keras/issues/19061 as the corpus holds it (the alarm's line cut
# in the post)
KERAS3_CONV = next(
    log.text
    for log in all_logs()
    if log.name == "keras3-mobilenet-conv2dtranspose-xla-autotune-never-finishes"
)
# A JAX program's compile, as a public example quotes XLA's alarm (the same alarm in every
# XLA front end): "[Compiling module jit_n_steps] Very slow compile? ..."
VERY_SLOW = """2024-09-08 12:07:09.900690: E external/xla/xla/service/slow_operation_alarm.cc:65]
********************************
[Compiling module jit_n_steps] Very slow compile? If you want to file a bug, run with envvar XLA_FLAGS=--xla_dump_to=/tmp/foo and attach the results.
********************************"""  # noqa: E501


def test_the_convolution_autotuner_taking_long_is_named() -> None:
    assert _problems(KERAS3_CONV) == {"xla-compile-slow": WARNING}
    whole = (
        "2024-01-16 10:44:20.910445: E external/local_xla/xla/service/slow_operation_alarm.cc:65]"
        " Trying algorithm eng27{k2=0} for conv (f32[1,4,224,224]{3,2,1,0}) custom-call(f32) "
        "is taking a while..."
    )
    assert _problems(whole) == {"xla-compile-slow": WARNING}


def test_a_very_slow_compile_is_named() -> None:
    assert _problems(VERY_SLOW) == {"xla-compile-slow": WARNING}


def test_the_autotuners_quiet_trace_is_not() -> None:
    # XLA's VLOG of each algorithm tried (conv_algorithm_picker.cc) says nothing slow.
    assert _problems("Trying algorithm eng0{} for conv custom-call") == {}


def test_the_fix_turns_xla_off_to_compare() -> None:
    entry = CATALOGUE["xla-compile-slow"]
    assert "jit_compile=False" in entry.fix_for("linux")
    assert 'jit_compile="auto"' in entry.explanation
