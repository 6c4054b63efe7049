"""The properties each catalogue entry declares for the rules: its rank among root causes, what
it says about a missing GPU, and the flags that ranking, the re-check and the log rules read.

An entry must state each property the rules read (it cannot be built without them); the tests
here check that the values the entries state hang together, and that a finding said to be
decided by the host's facts is gone once the host is healthy (what a re-check without the
detection job relies on).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.doctor import factsets as fs
from tests.doctor import log_excerpts, log_fact_excerpts
from tests.doctor.corpus import all_logs
from tests.doctor.test_rules import CASES
from tfgpu_gui.doctor.collect import HOST_FACT_GROUPS
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.model import ERROR, Entry, NoGpu
from tfgpu_gui.doctor.rules import diagnose

ENTRIES = tuple(CATALOGUE.values())

# The order of root causes as ranking.py listed it before the entries carried it; kept here
# once, so that a change of the order is a decision seen in review.
EXPECTED_ROOT_ORDER = [
    "container-toolkit-missing",
    "container-runtime-not-configured",
    "container-toolkit-driver-not-found",
    "wsl-container-toolkit-too-old",
    "wsl-windows-driver-unreachable",
    "container-without-gpus",
    "container-lost-gpu-access",
    "no-nvidia-driver",
    "open-kernel-module-unsupported-gpu",
    "driver-not-loaded",
    "fabric-manager-not-running",
    "driver-library-mismatch",
    "driver-too-old",
    "windows-native-no-gpu",
    "tensorflow-not-installed",
    "cpu-without-avx",
    "tensorflow-import-failed",
    "tensorflow-cpu-only-build",
    "framework-cpu-only-build",
    "multiple-tensorflow-distributions",
    "tensorflow-gpu-package-removed",
    "python-version-unsupported",
    "dependency-no-platform-wheel",
    "and-cuda-extra-missing",
    "cuda-libraries-missing",
    "msvc-runtime-missing",
    "macos-no-cuda",
    "cudnn-version-mismatch",
    "cuda-visible-devices-hides-gpus",
    "gpu-exclusive-process-busy",
    "compute-capability-too-old",
    "compute-capability-unsupported",
    "gpu-device-permission-denied",
    "cuda-initialized-before-fork",
    "cuinit-unknown-error",
]


def _root_causes() -> list[Entry]:
    return sorted((e for e in ENTRIES if e.root_order is not None), key=lambda e: e.root_order or 0)


def test_the_root_order_of_the_entries_is_the_recorded_one() -> None:
    assert [e.id for e in _root_causes()] == EXPECTED_ROOT_ORDER


def test_no_two_entries_share_a_root_order() -> None:
    orders = [e.root_order for e in ENTRIES if e.root_order is not None]
    assert len(orders) == len(set(orders))


REQUIRED: dict[str, object] = {
    "root_order": None,
    "no_gpu": NoGpu.UNRELATED,
    "outcome": False,
    "container_refused": False,
    "host_decided": False,
}


@pytest.mark.parametrize("left_out", list(REQUIRED))
def test_an_entry_cannot_be_made_without_a_property_the_rules_read(left_out: str) -> None:
    stated = {k: v for k, v in REQUIRED.items() if k != left_out}
    with pytest.raises(TypeError, match=left_out):
        Entry("x", ERROR, "t", "e", {}, **stated)  # type: ignore[arg-type]


def test_every_cause_of_a_missing_gpu_is_placed_among_the_root_causes() -> None:
    # Otherwise it would rank after findings that are no cause of their own.
    unplaced = [e.id for e in ENTRIES if e.explains_no_gpu and e.root_order is None]
    assert unplaced == []


def test_what_a_missing_gpu_means_for_each_kind() -> None:
    explains = {NoGpu.CAUSE: True, NoGpu.ABSENT: True, NoGpu.SYMPTOM: False}
    missing = {NoGpu.CAUSE: False, NoGpu.ABSENT: True, NoGpu.SYMPTOM: True}
    for e in ENTRIES:
        assert e.explains_no_gpu == explains.get(e.no_gpu, False), e.id
        assert e.gpu_missing == missing.get(e.no_gpu, False), e.id


def test_the_symptom_is_an_outcome_ranked_after_every_cause() -> None:
    symptoms = [e for e in ENTRIES if e.no_gpu is NoGpu.SYMPTOM]
    assert [e.id for e in symptoms] == ["no-gpu-visible"]
    assert all(e.outcome and e.root_order is None and not e.harmless for e in symptoms)


def test_docker_refusals_explain_a_missing_gpu_and_come_first() -> None:
    # Nothing inside a container Docker refused to start ran: its refusal is the root cause.
    refused = [e for e in ENTRIES if e.container_refused]
    assert refused, "no entry is a refusal of Docker's"
    assert all(e.no_gpu is NoGpu.CAUSE for e in refused)
    first = _root_causes()[: len(refused)]
    assert {e.id for e in first} == {e.id for e in refused}


def test_a_line_safe_to_ignore_is_no_cause() -> None:
    for e in ENTRIES:
        if e.harmless:
            assert e.root_order is None and e.no_gpu is NoGpu.UNRELATED, e.id
            assert not (e.outcome or e.container_refused or e.host_decided or e.log_facts), e.id


def _kind(key: str) -> str:
    """A fact's key, with a package's name left out ("package:tensorflow-cpu" -> "package:")."""
    head, colon, _ = key.partition(":")
    return head + colon


def test_every_log_fact_an_entry_cites_is_one_the_log_reader_records() -> None:
    cited = {_kind(key) for e in ENTRIES for key in e.log_facts}
    texts = [log.text for log in all_logs()]
    texts += [x.text for x in log_excerpts.EXCERPTS]
    texts += [
        x.text for x in vars(log_fact_excerpts).values() if isinstance(x, log_fact_excerpts.Excerpt)
    ]
    recorded: set[str] = set()
    for text in texts:
        reader = LogFacts()
        for line in text.splitlines():
            reader.feed(line)
        recorded |= {_kind(k) for k in reader.facts().get("from_log", {}).get("evidence", {})}
    assert cited - recorded == set()


def _host_decided_cases() -> list[Any]:
    params = []
    for name, change, _, _ in CASES:
        found = {f.id for f in diagnose(change(fs.healthy()))[0]}
        params += [
            pytest.param(change, fid, id=f"{name}: {fid}")
            for fid in sorted(found)
            if CATALOGUE[fid].host_decided
        ]
    return params


def test_every_host_decided_finding_has_a_fact_set_that_shows_it() -> None:
    shown = {p.values[1] for p in _host_decided_cases()}
    assert shown == {e.id for e in ENTRIES if e.host_decided}


@pytest.mark.parametrize(("change", "finding_id"), _host_decided_cases())
def test_a_host_decided_finding_is_gone_once_the_host_is_healthy(
    change: Callable[[dict[str, Any]], dict[str, Any]], finding_id: str
) -> None:
    # What a re-check without the job sees: fresh host facts beside the previous job's facts.
    facts = change(fs.healthy())
    healthy = fs.healthy()
    facts.update({group: healthy[group] for group in HOST_FACT_GROUPS})
    facts["env_target"] = facts["env"]
    assert finding_id not in {f.id for f in diagnose(facts)[0]}
