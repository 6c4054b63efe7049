"""Text chosen by someone hostile: a process, a GPU and log lines carrying terminal escapes.

:func:`install_hostile_scenario` adds a simulated scenario (for this test only) whose training
process has :data:`HOSTILE_CMDLINE` as its command line and whose user and GPU name carry
escapes too; the shipped scenarios stay clean.
"""

from __future__ import annotations

import dataclasses

import pytest

from tfgpu_gui.telemetry.scenarios import RTX_4090, SCENARIOS, Load, SimProcess, Training

HOSTILE_CMDLINE = ("python", "\x1b]0;pwned\x07", "\x1b[2J", "train.py")
HOSTILE_USER = "eve\x1b[8m"
HOSTILE_GPU = "NVIDIA \x1b]8;;http://evil\x1b\\RTX\u202e 4090"
HOSTILE_LOG_LINES = [
    "2024-05-01 12:00:00.000000: W tensorflow/core/x.cc:1] \x1b]0;pwned\x07Could not load "
    "dynamic library 'libcudart.so.12'; dlerror: \x1b[2J libcudart.so.12: cannot open",
    "plain line \x9b2J with C1 and \u202ebidi\rreturn\x08back",
    "```",
    "</details><img src=x onerror=alert(1)>",
]
HOSTILE = "hostile"

EVE = SimProcess(
    4343,
    HOSTILE_USER,
    HOSTILE_CMDLINE,
    tensorflow=True,
    python="/usr/bin/python",
)


class HostileTraining(Training):
    """Training, by a process whose command line and user carry escape sequences."""

    def load(self, t: float, index: int, seed: int) -> Load:
        base = super().load(t, index, seed)
        return dataclasses.replace(base, processes=tuple((EVE, held) for _, held in base.processes))


def install_hostile_scenario(monkeypatch: pytest.MonkeyPatch) -> str:
    """Make ``--simulate hostile`` (and ``make_monitor("hostile")``) exist; returns its name."""
    gpu = dataclasses.replace(RTX_4090, name=HOSTILE_GPU)
    scenario = HostileTraining(HOSTILE, "a process named with escapes", (gpu,), warm_start_s=900.0)
    monkeypatch.setitem(SCENARIOS, HOSTILE, scenario)
    return HOSTILE


def assert_no_escape(text: str) -> None:
    """No ESC, no other C0 control but newline, no C1, no bidi control in ``text``."""
    bad = [
        ch
        for ch in text
        if (ord(ch) < 0x20 and ch != "\n")
        or 0x7F <= ord(ch) <= 0x9F
        or ch in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f"
    ]
    assert not bad, f"unsafe characters {bad!r} in {text!r}"


def hostile_bench_result() -> dict:
    """A benchmark job's result whose device names and environment carry escapes and markup."""
    import json

    from tests.helpers.bench_samples import gpu_result

    text = json.dumps(gpu_result()).replace("GPU:0", "GPU:0\\u001b]0;pwned\\u0007<i>")
    result = json.loads(text)
    result["env"]["tf_version"] = "2.21\x1b[2J"
    result["env"]["cpu"]["model"] = "CPU \u202e\x9b"
    result["profile"] = {"logdir": "/tmp/p\x1b[2J", "command": "tensorboard \x1b]8;;x\x1b\\"}
    return result
