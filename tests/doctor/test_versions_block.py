"""Doctor reports open with the same versions block as the About dialog."""

from __future__ import annotations

import json

from tfgpu_gui import __version__, cli
from tfgpu_gui.desktop.versions import versions
from tfgpu_gui.doctor.report import Report


def test_json_report_carries_the_versions(capsys):
    cli.main(["doctor", "--no-tf", "--json", "--simulate", "training"])
    doc = json.loads(capsys.readouterr().out)
    assert doc["versions"]["tfgpu-gui"] == __version__
    assert doc["versions"]["NVIDIA driver"] == "555.42.06"  # from the (simulated) NVML facts
    assert list(doc["versions"]) == [name for name, _ in versions()]
    again = Report.from_dict(doc)
    assert again.versions == doc["versions"]


def test_text_and_markdown_show_them(capsys):
    cli.main(["doctor", "--no-tf", "--simulate", "training"])
    head = capsys.readouterr().out.splitlines()[1:3]
    assert any(f"tfgpu-gui {__version__}" in line for line in head)
    cli.main(["doctor", "--no-tf", "--markdown", "--simulate", "training"])
    assert "<summary>Versions</summary>" in capsys.readouterr().out
