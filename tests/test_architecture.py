"""The layering rules hold: the core runs without Qt, and the lint rule that guards it works."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import tfgpu_gui

ROOT = Path(tfgpu_gui.__file__).resolve().parent.parent
QT_FREE = ("telemetry", "doctor", "jobs", "bench", "commands", "desktop", "text", "notify")

# Import every Qt-free module with PySide6, pyqtgraph and TensorFlow made unimportable, then
# run a command: this is what a GPU server without Qt sees.
NO_QT = textwrap.dedent(
    """
    import importlib, pkgutil, sys
    class Block:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph", "tensorflow"}:
                raise ImportError(f"{name} is blocked in this test")
            return None
    sys.meta_path.insert(0, Block())
    import tfgpu_gui
    names = ["tfgpu_gui.cli", "tfgpu_gui.settings", "tfgpu_gui.appinfo"]
    for pkg in %r:
        mod = importlib.import_module("tfgpu_gui." + pkg)
        names += [m.name for m in pkgutil.walk_packages(mod.__path__, mod.__name__ + ".")
                  if ".scripts" not in m.name]
    for name in names:
        importlib.import_module(name)
    from tfgpu_gui import cli
    sys.exit(cli.main(["snapshot", "--simulate", "training"]))
    """
) % (QT_FREE,)


def test_core_and_cli_run_without_qt_or_tensorflow():
    result = subprocess.run(
        [sys.executable, "-c", NO_QT],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "NVIDIA GeForce RTX 4090" in result.stdout


def ruff_codes(path: str, source: str) -> set[str]:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--output-format",
            "concise",
            "--stdin-filename",
            path,
            "-",
        ],
        input=source,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    return {
        word.rstrip(":")
        for line in result.stdout.splitlines()
        for word in line.split()
        if word[:3] in {"TID"}
    }


@pytest.mark.parametrize("package", QT_FREE)
@pytest.mark.parametrize(
    "source", ["import PySide6\n", "from PySide6.QtCore import QObject\n", "import pyqtgraph\n"]
)
def test_lint_rule_bans_qt_in_the_core(package, source):
    assert "TID251" in ruff_codes(f"tfgpu_gui/{package}/example.py", source + "print(1)\n")


def test_lint_rule_allows_qt_in_the_ui():
    assert ruff_codes("tfgpu_gui/ui/example.py", "import PySide6\nprint(PySide6)\n") == set()


def test_lint_rule_bans_module_level_tensorflow_outside_the_job_scripts():
    source = "import tensorflow as tf\nprint(tf)\n"
    assert "TID253" in ruff_codes("tfgpu_gui/ui/example.py", source)
    assert "TID253" in ruff_codes("tfgpu_gui/doctor/example.py", source)
    assert ruff_codes("tfgpu_gui/jobs/scripts/example.py", source) == set()


def test_every_qt_free_package_exists():
    for pkg in QT_FREE:
        assert (ROOT / "tfgpu_gui" / pkg / "__init__.py").exists(), pkg
    assert [m.name for m in pkgutil.iter_modules([str(ROOT / "tfgpu_gui")]) if m.name == "ui"]


def _import_graph():
    import importlib.util

    spec = importlib.util.spec_from_file_location("import_graph", ROOT / "docs" / "import_graph.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_architecture_doc_shows_the_imports_as_they_are():
    graph = _import_graph()
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert graph.replace_in_doc(doc, graph.mermaid()) == doc, (
        "docs/architecture.md's import graph is stale: python docs/import_graph.py --write"
    )


def test_the_core_never_depends_on_the_ui():
    edges = _import_graph().edges()
    core = _import_graph().QT_FREE
    wrong = [(a, b) for a, b in edges if a in core and (b.startswith("ui") or b == "app")]
    assert wrong == []
    assert ("ui/shell", "ui/monitor") in edges  # the graph sees real imports


def test_no_module_imports_itself_through_others_not_even_inside_a_function():
    loops = _import_graph().cycles()
    assert loops == [], f"import loops (each a group of modules importing each other): {loops}"


def test_the_loop_finder_sees_loops_through_several_modules():
    graph = _import_graph()
    assert graph.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert graph.cycles({"a": {"b"}, "b": set()}) == []
    edges = graph.module_edges()
    # a function-level import counts: the watch command imports the remote options in one
    assert "tfgpu_gui.commands.remote" in edges["tfgpu_gui.commands.watch"]


def test_feature_rooms_do_not_import_the_shell():
    edges = _import_graph().edges()
    rooms = ("ui/monitor", "ui/doctor", "ui/bench")
    assert [(a, b) for a, b in edges if a in rooms and b == "ui/shell"] == []


def test_tests_import_helpers_not_conftests_and_qt_has_one_conftest():
    import ast

    tests = ROOT / "tests"
    from_conftest, qt_conftests = [], []
    for path in tests.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if any(n.split(".")[-1] == "conftest" for n in names):
                from_conftest.append(str(path.relative_to(ROOT)))
            if path.name == "conftest.py" and any(n.startswith("PySide6") for n in names):
                qt_conftests.append(str(path.relative_to(ROOT)))
    assert from_conftest == []
    assert sorted(set(qt_conftests)) == ["tests/ui/conftest.py"]
