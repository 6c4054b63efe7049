"""Ranking of findings and the finding model: order, confidence, JSON, commands.

Findings are built by hand here, so each expectation follows from the documented order (errors
before warnings, facts before log lines, causes before their consequences), not from a run.
"""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.model import (
    ERROR,
    INFO,
    WARNING,
    Entry,
    Finding,
    NoGpu,
    sort_findings,
)
from tfgpu_gui.doctor.ranking import (
    CONFIRMED,
    LIKELY,
    POSSIBLE,
    rank_findings,
    undecided,
)


def f(fid: str, severity: str = ERROR, origin: str = "facts", harmless: bool = False) -> Finding:
    return Finding(fid, severity, fid, "", origin=origin, harmless=harmless)


def order(findings: list[Finding]) -> list[tuple[str, int, str]]:
    return [(x.id, x.rank, x.confidence) for x in findings]


def test_severity_comes_first_then_confidence_then_root_order() -> None:
    ranked = rank_findings(
        [
            f("some-info", INFO),
            f("a-warning", WARNING),
            f("cuinit-unknown-error", origin="log"),
            f("no-nvidia-driver", origin="log"),
            f("cuda-libraries-missing"),
        ]
    )
    assert order(ranked) == [
        ("cuda-libraries-missing", 1, CONFIRMED),  # a fact beats two log lines
        ("no-nvidia-driver", 2, LIKELY),  # the root cause before what it causes
        ("cuinit-unknown-error", 3, POSSIBLE),  # a second log cause: cannot tell apart
        ("a-warning", 4, CONFIRMED),
        ("some-info", 5, CONFIRMED),
    ]


def test_root_causes_before_their_consequences_and_unknown_ids_before_symptoms() -> None:
    ranked = rank_findings(
        [
            f("no-gpu-visible"),
            f("unlisted-cause"),
            f("tensorflow-cpu-only-build"),
            f("container-toolkit-missing"),
        ]
    )
    assert [x.id for x in ranked] == [
        "container-toolkit-missing",
        "tensorflow-cpu-only-build",
        "unlisted-cause",
        "no-gpu-visible",
    ]
    assert [x.rank for x in ranked] == [1, 2, 3, 4]


def test_confidence_from_origin_and_doubt() -> None:
    ranked = rank_findings(
        [f("a", WARNING, "facts+log"), f("b", WARNING, "log"), f("c", WARNING, "facts")],
        uncertain=["c"],
    )
    assert {x.id: x.confidence for x in ranked} == {"a": CONFIRMED, "b": LIKELY, "c": POSSIBLE}
    assert [x.id for x in ranked] == ["a", "b", "c"]


@pytest.mark.parametrize(
    "outcome", ["tensorflow-import-failed", "tensorflow-crashed", "no-gpu-visible"]
)
def test_what_a_cause_leads_to_comes_after_it_however_sure_it_is(outcome: str) -> None:
    ranked = rank_findings([f(outcome), f("cuda-libraries-missing", origin="log")])
    assert order(ranked) == [("cuda-libraries-missing", 1, LIKELY), (outcome, 2, CONFIRMED)]


def test_a_symptom_stays_likely_beside_a_likely_cause() -> None:
    ranked = rank_findings([f("no-gpu-visible", origin="log"), f("no-nvidia-driver", origin="log")])
    assert order(ranked) == [("no-nvidia-driver", 1, LIKELY), ("no-gpu-visible", 2, LIKELY)]


def test_only_errors_are_demoted_and_only_after_the_first_likely_one() -> None:
    ranked = rank_findings(
        [
            f("driver-too-old", origin="log"),
            f("w1", WARNING, "log"),
            f("w2", WARNING, "log"),
        ]
    )
    assert order(ranked) == [
        ("driver-too-old", 1, LIKELY),
        ("w1", 2, LIKELY),
        ("w2", 3, LIKELY),
    ]


def test_harmless_lines_come_last_unranked() -> None:
    ranked = rank_findings([f("noise", INFO, "log", harmless=True), f("x", WARNING)])
    assert order(ranked) == [("x", 1, CONFIRMED), ("noise", 0, "")]


def test_undecided_lists_ranked_causes_unless_all_are_confirmed() -> None:
    one = rank_findings([f("no-nvidia-driver", origin="log")])
    assert undecided(one) == []
    confirmed = rank_findings([f("no-nvidia-driver"), f("cuda-libraries-missing")])
    assert undecided(confirmed) == []
    mixed = rank_findings(
        [
            f("cuda-libraries-missing", origin="log"),
            f("no-nvidia-driver"),
            f("just-info", INFO, "log"),
            f("noise", WARNING, "log", harmless=True),
        ]
    )
    assert [x.id for x in undecided(list(reversed(mixed)))] == [
        "no-nvidia-driver",
        "cuda-libraries-missing",
    ]


def test_sort_findings_is_errors_warnings_info_then_harmless_and_stable() -> None:
    items = [
        f("i1", INFO),
        f("h1", ERROR, harmless=True),
        f("w1", WARNING),
        f("e1", ERROR),
        f("w2", WARNING),
        f("odd", "unknown-severity"),
        f("e2", ERROR),
    ]
    assert [x.id for x in sort_findings(items)] == ["e1", "e2", "w1", "w2", "i1", "odd", "h1"]


def test_finding_json_round_trip_and_bad_values() -> None:
    finding = Finding(
        "id-1",
        WARNING,
        "Title",
        "Why",
        evidence=["line 1", "line 2"],
        fix="Do this:\n  $ sudo apt install x\n$ nvidia-smi\nnot a $ command",
        harmless=True,
        origin="facts+log",
        rank=3,
        confidence=LIKELY,
        confirm="Run nvidia-smi",
    )
    data = finding.to_dict()
    assert data == {
        "id": "id-1",
        "severity": "warning",
        "title": "Title",
        "explanation": "Why",
        "evidence": ["line 1", "line 2"],
        "fix": "Do this:\n  $ sudo apt install x\n$ nvidia-smi\nnot a $ command",
        "harmless": True,
        "origin": "facts+log",
        "rank": 3,
        "confidence": "likely",
        "confirm": "Run nvidia-smi",
    }
    assert Finding.from_dict(data) == finding
    assert finding.commands() == ["sudo apt install x", "nvidia-smi"]
    odd = Finding.from_dict({"severity": "fatal", "rank": True, "evidence": None})
    assert (odd.severity, odd.rank, odd.evidence, odd.origin) == (INFO, 0, [], "facts")
    assert (odd.id, odd.harmless, odd.confidence, odd.confirm) == ("", False, "", "")
    assert (odd.title, odd.explanation, odd.fix) == ("", "", "")
    assert Finding.from_dict({"rank": -1}).rank == 0
    assert Finding.from_dict({"rank": 0}).rank == 0
    assert Finding.from_dict({"rank": 2.0}).rank == 0
    assert Finding.from_dict({"rank": 7}).rank == 7


def test_entry_fix_for_a_platform_falls_back_to_any_then_linux() -> None:
    def entry(fix: dict[str, str]) -> Entry:
        return Entry(
            "x",
            ERROR,
            "t",
            "e",
            fix,
            root_order=None,
            no_gpu=NoGpu.UNRELATED,
            outcome=False,
            container_refused=False,
            host_decided=False,
        )

    e = entry({"linux": "L", "windows": "W", "any": "A"})
    assert (e.fix_for("windows"), e.fix_for("linux"), e.fix_for("macos")) == ("W", "L", "A")
    assert entry({"linux": "L"}).fix_for("wsl2") == "L"
    assert entry({"macos": "M"}).fix_for("windows") == "M"
    assert entry({}).fix_for("linux") == ""
    # Linux before any other platform's fix when neither the platform nor "any" has one.
    assert entry({"windows": "W", "linux": "L"}).fix_for("macos") == "L"


def test_a_likely_cause_comes_before_a_possible_one_whatever_their_root_order() -> None:
    ranked = rank_findings(
        [f("container-toolkit-missing", WARNING, "log"), f("cuinit-unknown-error", WARNING, "log")],
        uncertain=["container-toolkit-missing"],
    )
    assert order(ranked) == [
        ("cuinit-unknown-error", 1, LIKELY),
        ("container-toolkit-missing", 2, POSSIBLE),
    ]


def test_an_unknown_severity_ranks_after_info() -> None:
    ranked = rank_findings([f("odd", "fatal"), f("note", INFO)])
    assert [x.id for x in ranked] == ["note", "odd"]


def test_the_symptom_comes_after_an_outcome_without_a_place_among_causes() -> None:
    # Both are outcomes of the same severity and confidence, neither has a root order: the
    # symptom (TensorFlow sees no GPU) is what the others lead to, so it is ranked last.
    for given in (
        ["no-gpu-visible", "tensorflow-crashed"],
        ["tensorflow-crashed", "no-gpu-visible"],
    ):
        ranked = rank_findings([f(fid) for fid in given])
        assert [x.id for x in ranked] == ["tensorflow-crashed", "no-gpu-visible"]
    # An unordered cause (no root order, not an outcome) still comes before both.
    ranked = rank_findings([f("no-gpu-visible"), f("gpu-out-of-memory"), f("tensorflow-crashed")])
    assert [x.id for x in ranked] == ["gpu-out-of-memory", "tensorflow-crashed", "no-gpu-visible"]
