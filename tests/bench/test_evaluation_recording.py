"""``evaluate`` gives today what it gave when its output was recorded, case by case."""

from __future__ import annotations

import json

import pytest

from tests.bench.evaluation_cases import CASES, RECORDING, evaluate_case

RECORDED = json.loads(RECORDING.read_text())


def test_every_case_is_recorded():
    assert sorted(RECORDED) == sorted(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_evaluation_matches_the_recording(name):
    assert evaluate_case(name) == RECORDED[name]
