"""The installation rules at the edges their mutation survivors showed.

Each test gives the facts (or the paste) at which a small change to a rule would change what the
user reads: a finding missed, added, or of another severity (docs/mutation.md).
"""

from __future__ import annotations

from typing import Any

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.model import ERROR, Finding
from tfgpu_gui.doctor.rules import diagnose, diagnose_log

Facts = dict[str, Any]


def findings(facts: Facts) -> dict[str, Finding]:
    found, _ = diagnose(facts)
    return {f.id: f for f in found}


def pasted(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.splitlines()).findings}


# --- cuDNN: the major read from the library's own file name -----------------------------------


def test_a_cudnn_in_a_folder_named_like_a_library_is_read_from_its_file_name() -> None:
    # The folder's name holds "libcudnn.so." too: the version is the file's, after the last one.
    facts = fs.healthy()
    path = "/opt/libcudnn.so.9/lib/libcudnn.so.8.6.0"
    facts["libraries"]["libcudnn"]["path"] = path
    f = findings(facts)["cudnn-version-mismatch"]
    assert f.evidence == [f"the cuDNN that loads is {path} (major 8), not 9"]
    # ... and a cuDNN 9 in a folder named for cuDNN 8 is the build's.
    facts["libraries"]["libcudnn"]["path"] = "/opt/libcudnn.so.8/lib/libcudnn.so.9.1.0"
    assert "cudnn-version-mismatch" not in findings(facts)


# --- tensorflow[and-cuda] on a system stated to be WSL2 ---------------------------------------


def test_the_and_cuda_extra_missing_on_wsl2_is_not_native_windows() -> None:
    # WSL2 is Linux: pip's line there (an ARM wheel, say) is not the native Windows finding.
    absent = "WARNING: tensorflow 2.16.1 does not provide the extra 'and-cuda'"
    assert pasted(f"Ubuntu 22.04 on WSL2\n{absent}") == {}
    assert pasted(f"Ubuntu 22.04\n{absent}") == {}
    # The same line on native Windows is its finding.
    f = pasted(f"Windows 11\n{absent}")["windows-native-no-gpu"]
    assert (f.severity, f.evidence) == (
        ERROR,
        [
            "native Windows, TensorFlow 2.16",
            "the last release with GPU on native Windows is 2.10",
            "pip: tensorflow 2.16.1 has no 'and-cuda' extra here; from 2.14 the extra exists in "
            "the Linux wheels only",
            f"log line 2: {absent}",
        ],
    )


# --- tensorflow-gpu asked for with a bound that holds no number --------------------------------


def test_a_bound_without_a_number_is_skipped_and_the_next_bound_still_counts() -> None:
    # pip before 24.1 kept a bound it could not parse as a legacy specifier, as written, and
    # prints the set sorted: "<=." comes before "<=1.14". The bound that holds no number says
    # nothing; 1.14, published for Python 3.3-3.7, is still the newest allowed.
    line = "ERROR: No matching distribution found for tensorflow-gpu<=.,<=1.14"
    found = pasted(f"Python 3.8.10\n{line}")
    assert list(found) == ["python-version-unsupported"]
    f = found["python-version-unsupported"]
    assert (f.severity, f.evidence) == (
        ERROR,
        [
            "Python 3.8",
            "pip found no tensorflow-gpu<=.,<=1.14: those releases are published as wheels for "
            "Python 2.7 (not on Windows), 3.3-3.7 (64-bit) only, so this Python is not one of "
            "them",
            f"log line 2: {line}",
            "log line 1: Python 3.8.10",
        ],
    )


# --- a pinned release an installer found none of, the Python from the installer's own line ------


def test_a_pinned_release_not_found_is_judged_by_the_python_the_log_shows() -> None:
    # The installer's own line shows the Python (uv's "cp39", pip's path), no banner: that
    # Python is the one the pinned release (2.0.2, for Python 3.3-3.7) is compared with.
    facts: Facts = {
        "from_log": {
            "pip_not_found": ["tensorflow"],
            "pip_wanted": {"tensorflow": "==2.0.2"},
            "python_seen": "3.9",
            "evidence": {"pip": "log line 2: Unable to find installation candidates"},
        }
    }
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "the installer found no tensorflow==2.0.2 for Python 3.9; TensorFlow 2.0 supports "
        "Python 2.7 (not on Windows), 3.3-3.7",
        "log line 2: Unable to find installation candidates",
    ]
    # A Python that release supports: another reason, no finding.
    facts["from_log"]["python_seen"] = "3.7"
    assert "python-version-unsupported" not in findings(facts)


def test_a_pinned_release_not_found_for_python_2_7_on_windows_is_the_python() -> None:
    # TensorFlow 1.15 had Python 2.7 wheels for Linux and macOS only: on Windows pip finds no
    # tensorflow==1.15.0 for it, and the release's Pythons say why (the minor release shown,
    # "2.7", not "2.7.18"). On Linux Python 2.7 is not why: no finding.
    facts: Facts = {
        "system": {"platform_kind": "windows"},
        "python": {"version": "2.7.18"},
        "from_log": {
            "pip_not_found": ["tensorflow"],
            "pip_wanted": {"tensorflow": "==1.15.0"},
            "evidence": {"pip": "log line 3: No matching distribution found for tensorflow"},
        },
    }
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "the installer found no tensorflow==1.15.0 for Python 2.7; TensorFlow 1.15 supports "
        "Python 2.7 (not on Windows), 3.3-3.7",
        "log line 3: No matching distribution found for tensorflow",
    ]
    facts["system"]["platform_kind"] = "linux"
    assert "python-version-unsupported" not in findings(facts)
