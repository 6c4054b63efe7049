# ruff: noqa: E501 - log lines are quoted verbatim
"""The install rules' evidence and reach on pastes at their edges.

Pastes marked "written for the test" are not quoted from a thread: each holds the lines of a
real installer's output (sources beside them) that one rule reads, and nothing else.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all


def _lines(evidence: list[str]) -> set[int]:
    return {int(e.split(":")[0].split()[-1]) for e in evidence if e.startswith("log line ")}


def test_a_failed_build_of_tensorflow_gpu_cites_each_line_pip_named_it_in():
    # pip's lines of https://github.com/exalearn/EXARL/issues/256 without the stub's own message.
    stub = (
        "Building wheels for collected packages: tensorflow-gpu, mpi4py\n"
        "  Building wheel for tensorflow-gpu (setup.py) ... error\n"
        "  error: subprocess-exited-with-error\n"
        "  ERROR: Failed building wheel for tensorflow-gpu"
    )
    found = _all(stub)["tensorflow-gpu-package-removed"]
    assert _lines(found.evidence) == {1, 2, 4}


def test_a_mac_paste_that_only_says_the_gpu_is_not_used_is_answered():
    # Written for the test: a complaint and the system, nothing else.
    assert "macos-no-cuda" in _all("macOS 14.2, TensorFlow 2.15 does not use my GPU")
    assert "macos-no-cuda" not in _all("macOS 14.2, TensorFlow 2.15 trains fine")


def test_tensorflow_gpu_1_15_not_found_for_python_2_7_on_windows_is_the_python():
    # Written for the test: pip's lines (as in https://github.com/tensorflow/tensorflow/issues/43244)
    # for tensorflow-gpu 1.15, whose Windows wheels were for Python 3 only.
    windows = (
        "C:\\Users\\alice>python --version\nPython 2.7.18\n"
        "C:\\Users\\alice>pip install tensorflow-gpu==1.15\n"
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15 (from versions: none)\n"
        "ERROR: No matching distribution found for tensorflow-gpu==1.15"
    )
    found = _all(windows)["python-version-unsupported"]
    assert any("pip found no tensorflow-gpu==1.15" in e for e in found.evidence)
    # On Linux the same Python had the wheels: pip's refusal is another matter.
    linux = windows.replace("C:\\Users\\alice>", "alice@host:~$ ")
    told = [e for f in _all(linux).values() for e in f.evidence]
    assert not any("pip found no tensorflow-gpu" in e for e in told)


def test_a_dependency_asked_without_a_version_is_named_alone():
    # https://github.com/tensorflow/io/issues/2109 (Python 3.13, no wheel of the dependency)
    dep = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-io-gcs-filesystem (from versions: none)\n"
        "ERROR: No matching distribution found for tensorflow-io-gcs-filesystem"
    )
    found = _all(dep)["dependency-no-platform-wheel"]
    assert found.evidence[0].startswith(
        "the installer found no tensorflow-io-gcs-filesystem for this system:"
    )


def test_two_gpu_packages_not_found_are_both_named():
    # Written for the test: pip's two lines (as in https://github.com/tensorflow/tensorflow/issues/43244)
    # for each of the removed GPU packages.
    both = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu (from versions: none)\n"
        "ERROR: No matching distribution found for tensorflow-gpu\n"
        "ERROR: Could not find a version that satisfies the requirement tf-nightly-gpu (from versions: none)\n"
        "ERROR: No matching distribution found for tf-nightly-gpu"
    )
    found = _all(both)["tensorflow-gpu-package-removed"]
    assert found.evidence[0].startswith(
        "the installer found no tensorflow-gpu, tf-nightly-gpu for this system:"
    )
