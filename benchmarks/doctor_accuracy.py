"""How often ``tfgpu doctor --log`` names the confirmed root cause of a real log.

Runs the log explainer on every log of the corpus in ``tests/doctor/corpus`` (real logs from
public threads, each with the cause its thread confirmed) and prints root-cause recall (the
cause among the report's errors and warnings, and as its first one), false alarms (a run that
worked but got an error or warning; a broken log with an error that is neither its cause nor a
shared symptom), crashes, and then every miss and false alarm with its name and source. The
definitions are in ``tests/doctor/corpus/score.py``.

Usage: python benchmarks/doctor_accuracy.py   (from the repository root)
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.doctor.corpus.score import Outcome, score


def _pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"


def _why(o: Outcome) -> str:
    if o.crash:
        return "crashed: " + o.crash.strip().splitlines()[-1]
    if o.refused:
        return "refused: nothing to explain"
    got = ", ".join(o.problem_ids) or "nothing"
    if o.log.expected_cause is None:
        return f"no catalogue ID for the cause ({o.log.note}); got {got}"
    return f"expected {o.log.expected_cause}; got {got}"


def main() -> int:
    s = score()
    print(
        f"corpus: {len(s.outcomes)} logs, {len(s.broken)} broken, {len(s.harmless)} harmless runs"
    )
    print(f"root-cause recall:        {_pct(len(s.hits), len(s.broken))}")
    print(f"root cause shown first:   {_pct(len(s.firsts), len(s.broken))}")
    print(f"false alarms (harmless):  {_pct(len(s.false_alarms_harmless), len(s.harmless))}")
    print(f"false alarms (broken):    {_pct(len(s.false_alarms_broken), len(s.broken))}")
    print(f"crashes:                  {len(s.crashes)}")

    by_cause = Counter(o.log.expected_cause or "(no catalogue ID)" for o in s.broken)
    hit_by_cause = Counter(o.log.expected_cause or "(no catalogue ID)" for o in s.hits)
    print("\nrecall by expected cause:")
    for cause, n in sorted(by_cause.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {cause:36} {_pct(hit_by_cause[cause], n)}")

    print(f"\nmisses ({len(s.misses)}), by expected cause:")
    by_kind: dict[str, list[Outcome]] = {}
    for o in s.misses:
        by_kind.setdefault(o.log.expected_cause or "(no catalogue ID)", []).append(o)
    for cause, outcomes in sorted(by_kind.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"  {cause} ({len(outcomes)}):")
        for o in outcomes:
            print(f"    {o.log.name}  <{o.log.source}>\n        {_why(o)}")
    not_first = [o for o in s.hits if not o.first]
    print(f"\ncause found but not first ({len(not_first)}):")
    for o in not_first:
        # (a cause named only on a condition the log cannot settle has no problem before it)
        first = (o.problem_ids or o.conditional)[0]
        print(f"  {o.log.name}  <{o.log.source}>\n      first: {first}")
    alarms = s.false_alarms_harmless + s.false_alarms_broken
    print(f"\nfalse alarms ({len(alarms)}):")
    for o in alarms:
        kind = "harmless run" if o.log.harmless else f"cause {o.log.expected_cause}"
        print(
            f"  {o.log.name}  <{o.log.source}>\n      {kind}; flagged {', '.join(o.false_alarms)}"
        )
    print(f"\ncrashes ({len(s.crashes)}):")
    for o in s.crashes:
        print(f"  {o.log.name}  <{o.log.source}>\n      {_why(o)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
