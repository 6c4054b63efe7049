"""Mutation score of the Qt-free packages: how many small deliberate bugs the tests catch.

Runs mutmut (configured in pyproject.toml's ``[tool.mutmut]``: which files, which tests) on the
modules asked for, then reads mutmut's results and prints killed / total per package and per
module, as a Markdown table (docs/mutation.md quotes it).

    python benchmarks/mutation_score.py                       # every configured module
    python benchmarks/mutation_score.py telemetry.alerts bench.results
    python benchmarks/mutation_score.py --report-only         # tally what was already run
    python benchmarks/mutation_score.py --survivors doctor    # run again what survived

A module is named relative to ``tfgpu_gui`` (``telemetry.alerts``); a package name
(``doctor``) means all of its configured modules. mutmut runs with ``nice -n 19`` and one child
by default (``--jobs`` for more). A mutant counts as caught when a test fails (killed) or the
tests run past mutmut's time limit (timeout); "no tests" means no test reaches that code.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"

# mutmut's exit codes by outcome (mutmut/stats.py).
KILLED = {1, 3}
SURVIVED = {0}
NO_TESTS = {5, 33}
TIMEOUT = {-24, 24, 152, 255, 36}


def outcome(code: int | None) -> str:
    if code is None:
        return "not checked"
    if code in KILLED:
        return "killed"
    if code in SURVIVED:
        return "survived"
    if code in NO_TESTS:
        return "no tests"
    if code in TIMEOUT:
        return "timeout"
    return "other"


def module_of(key: str) -> str:
    """``tfgpu_gui.telemetry.alerts.xǁAlertEngineǁcheck__mutmut_3`` -> ``telemetry.alerts``."""
    parts = key.split(".")
    names = [p for p in parts[1:] if not p.startswith(("x_", "xǁ"))]
    return ".".join(names)


def results(selected: list[str]) -> dict[str, Counter[str]]:
    """Outcome counts per module, for the modules selected (all when empty)."""
    by_module: dict[str, Counter[str]] = {}
    for meta in sorted(MUTANTS.glob("tfgpu_gui/**/*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        for key, code in data.get("exit_code_by_key", {}).items():
            module = module_of(key)
            if selected and not any(module == s or module.startswith(s + ".") for s in selected):
                continue
            by_module.setdefault(module, Counter())[outcome(code)] += 1
    # Modules none of whose mutants ran yet are left out.
    return {m: c for m, c in by_module.items() if sum(c.values()) > c["not checked"]}


def survivors(selected: list[str]) -> list[str]:
    """The mutants of the selected modules that survived or that no test reached."""
    names = []
    for meta in sorted(MUTANTS.glob("tfgpu_gui/**/*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        for key, code in data.get("exit_code_by_key", {}).items():
            module = module_of(key)
            if selected and not any(module == s or module.startswith(s + ".") for s in selected):
                continue
            if outcome(code) in ("survived", "no tests"):
                names.append(key)
    return names


def table(by_module: dict[str, Counter[str]]) -> str:
    """Markdown: one row per package (totals) followed by its modules."""
    lines = [
        "| package / module | killed | timeout | survived | no tests | score |",
        "|---|---:|---:|---:|---:|---:|",
    ]

    def row(name: str, c: Counter[str]) -> str:
        checked = c["killed"] + c["timeout"] + c["survived"] + c["no tests"]
        caught = c["killed"] + c["timeout"]
        score = f"{100.0 * caught / checked:.1f}%" if checked else "n/a"
        return (
            f"| {name} | {c['killed']} | {c['timeout']} | {c['survived']} | {c['no tests']} "
            f"| {score} ({caught}/{checked}) |"
        )

    packages: dict[str, list[str]] = {}
    for module in sorted(by_module):
        packages.setdefault(module.split(".")[0], []).append(module)
    total: Counter[str] = Counter()
    for package, modules in packages.items():
        sums: Counter[str] = Counter()
        for m in modules:
            sums.update(by_module[m])
        total.update(sums)
        lines.append(row(f"**{package}/**", sums))
        lines += [row(f"&nbsp;&nbsp;{m}", by_module[m]) for m in modules]
    lines.append(row("**all**", total))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="e.g. telemetry.alerts or doctor")
    parser.add_argument("--report-only", action="store_true", help="do not run mutmut")
    parser.add_argument("--jobs", type=int, default=1, help="mutmut --max-children")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="run only the mutants that survived the last run (after adding tests)",
    )
    args = parser.parse_args(argv)
    if not args.report_only:
        patterns = [f"tfgpu_gui.{m}.*" for m in args.modules]
        if args.survivors:
            patterns = survivors(args.modules)
            if not patterns:
                print(table(results(args.modules)))
                return 0
        command = ["nice", "-n", "19", sys.executable, "-m", "mutmut", "run"]
        command += ["--max-children", str(args.jobs), *patterns]
        status = subprocess.run(command, cwd=ROOT, check=False).returncode
        if status != 0:
            print(f"mutmut run ended with status {status}", file=sys.stderr)
            return status
    print(table(results(args.modules)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
