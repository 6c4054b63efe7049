"""The wizard's pages and thread do not know the wizard: only wizard.py imports wizard.py."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tfgpu_gui.ui.doctor as doctor_ui

PACKAGE = "tfgpu_gui.ui.doctor"
WIZARD = f"{PACKAGE}.wizard"
FOLDER = Path(doctor_ui.__file__).resolve().parent


def module_name(path: Path) -> str:
    parts = path.relative_to(FOLDER).with_suffix("").parts
    return ".".join((PACKAGE, *parts)).removesuffix(".__init__")


def imported_modules(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module ``source`` (the text of ``module``) imports, anywhere in it: in functions
    and TYPE_CHECKING blocks too; ``from a import b`` counts as importing ``a`` and ``a.b``."""
    package = module if is_package else module.rsplit(".", 1)[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            origin = ".".join(part for part in (base, node.module or "") if part)
            names.add(origin)
            names.update(f"{origin}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize(
    "source",
    [
        "import tfgpu_gui.ui.doctor.wizard\n",
        "from tfgpu_gui.ui.doctor.wizard import DoctorWizard\n",
        "from tfgpu_gui.ui.doctor import wizard\n",
        "from .wizard import DoctorWizard\n",
        "from . import wizard\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .wizard import X\n",
        "def f():\n    from tfgpu_gui.ui.doctor.wizard import DoctorWizard\n",
    ],
)
def test_every_form_of_importing_the_wizard_is_seen(source: str) -> None:
    assert WIZARD in imported_modules(source, f"{PACKAGE}.pages")
    assert WIZARD in imported_modules(source.replace(" .", " .."), f"{PACKAGE}.pages.welcome")


def test_other_imports_are_not_taken_for_the_wizard() -> None:
    source = "from tfgpu_gui.ui.doctor.worker import DoctorThread\nfrom . import pages\n"
    assert WIZARD not in imported_modules(source, f"{PACKAGE}.wizard_help")


def test_only_the_wizard_imports_the_wizard() -> None:
    modules = sorted(FOLDER.rglob("*.py"))
    names = [module_name(path) for path in modules]
    assert f"{PACKAGE}.worker" in names and any(".pages" in name for name in names)
    importers = [
        module_name(path)
        for path in modules
        if path.name != "wizard.py"
        and WIZARD
        in imported_modules(
            path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py"
        )
    ]
    assert importers == [], f"these modules import the wizard: {importers}"
