"""The wizard with untrusted input: a pasted log with secrets exported redacted, reports that
are damaged or not reports at all, a paste with nothing to explain."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from tests.helpers.qt import ChooseFile
from tfgpu_gui.ui.doctor.wizard import DoctorWizard

SECRET_LOG = (
    "W gpu_backend_lib.cc:274] libdevice not found at /home/zoe42/x.bc token=hf_Zx81Qw0Pq9\n"
    "E0000 00:00:1.2 weird.cc:9] sent by zoe42@example.org from 10.20.30.40\n"
    "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
)
SECRETS = ("zoe42", "hf_Zx81Qw0Pq9", "example.org", "10.20.30.40")
# Keys of the facts that the pages read, for damaged facts that reach them.
_FACT_KEYS = [
    "system",
    "nvml",
    "ok",
    "gpus",
    "driver",
    "device_nodes",
    "proc_version",
    "job",
    "message",
    "tensorflow",
    "imported",
    "device_details",
    "compute_capability",
    "python",
    "libraries",
]


def test_pasted_log_exported_redacted_and_opened_again(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path, choose_file: ChooseFile
) -> None:
    wizard.show()
    wizard.welcome.log.setPlainText(SECRET_LOG)
    wizard.next()
    assert wizard.report is not None and wizard.report.mode == "log"
    for kind, button in (
        ("json", wizard.summary.json_button),
        ("md", wizard.summary.markdown_button),
    ):
        path = tmp_path / f"r.{kind}"
        choose_file("getSaveFileName", str(path))
        button.click()  # redacted: the default
        text = path.read_text(encoding="utf-8")
        assert "/home/<user>/x.bc" in text
        assert [s for s in SECRETS if s in text] == []
    other = DoctorWizard()
    qtbot.addWidget(other)
    choose_file("getOpenFileName", str(tmp_path / "r.json"))
    other.welcome.open_button.click()
    assert other.error is None and other.report is not None
    assert [f.id for f in other.report.findings] == [f.id for f in wizard.report.findings]
    exported = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert [f.to_dict() for f in other.report.findings] == exported["findings"]


@pytest.mark.parametrize(
    "content",
    [
        b"not json at all",
        b"\xff\xfe\x00garbage",
        b"[" * 50_000,
        b'{"schema": "tfgpu.doctor-report/1", "facts": {"job": [1], "system": {"container": 5}}}',
        b'{"schema": "tfgpu.doctor-report/1", "facts": {"driver": {"device_nodes": [1]}}}',
        b'{"schema": "tfgpu.doctor-report/1", "facts": {"tensorflow": {"imported": true, '
        b'"device_details": [{"compute_capability": 5}]}}}',
        b'{"schema": "tfgpu.doctor-report/1", "findings": [{"evidence": 5, "id": []}]}',
    ],
    ids=["text", "binary", "deep", "wrong-types", "node", "capability", "finding-fields"],
)
def test_a_damaged_report_says_why(
    wizard: DoctorWizard, tmp_path: Path, choose_file: ChooseFile, content: bytes
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    wizard.show()
    choose_file("getOpenFileName", str(path))
    wizard.welcome.open_button.click()
    if wizard.report is None:
        assert wizard.error and "\n" not in wizard.error
        assert wizard.welcome.error.isVisible() and wizard.welcome.error.text() == wizard.error
        assert wizard.currentPage() is wizard.welcome
    else:
        assert wizard.error is None


def test_a_folder_or_missing_report(
    wizard: DoctorWizard, tmp_path: Path, choose_file: ChooseFile
) -> None:
    wizard.show()
    for path in (tmp_path, tmp_path / "missing.json"):
        choose_file("getOpenFileName", str(path))
        wizard.welcome.open_button.click()
        assert wizard.report is None and (wizard.error or "").startswith("Cannot read")


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(st.sampled_from(_FACT_KEYS), inner, max_size=4)
        ),
        max_leaves=12,
    )
)
def test_any_facts_open_or_are_refused(
    wizard: DoctorWizard, tmp_path: Path, choose_file: ChooseFile, facts: object
) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"schema": "tfgpu.doctor-report/1", "facts": facts}))
    choose_file("getOpenFileName", str(path))
    before = wizard.report
    wizard.welcome.open_button.click()  # never raises: the report on show, or a message
    assert (wizard.report is not before) != (wizard.error is not None)


def test_a_paste_with_nothing_to_explain(wizard: DoctorWizard) -> None:
    wizard.show()
    wizard.explain_text("\r\r\n\x0b\n")
    assert (
        wizard.report is None
        and wizard.error == "Nothing to explain: the log holds only blank lines."
    )
