"""The installation rules on fact sets: which finding each installation gives, with what evidence.

Facts a pasted log states go in ``from_log`` (what log_facts.py reports), so these rules are
checked here on the facts alone, apart from how a log is read.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose

Facts = dict[str, Any]
SITE = fs.SITE


def findings(facts: Facts) -> dict[str, Finding]:
    found, _ = diagnose(facts)
    return {f.id: f for f in found}


def pkg(version: str) -> dict[str, str]:
    return {"version": version, "location": SITE}


# --- TensorFlow missing or broken ---


def test_no_tensorflow_among_the_packages_when_tensorflow_was_not_run() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    del facts["packages"]["tensorflow"]
    f = findings(facts)["tensorflow-not-installed"]
    assert f.evidence == ["no tensorflow distribution is installed in this interpreter"]
    facts["packages_partial"] = True  # only some packages known: cannot tell
    assert "tensorflow-not-installed" not in findings(facts)


def test_tensorflow_installed_but_not_run_is_no_finding() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    found = findings(facts)
    assert not {"tensorflow-not-installed", "tensorflow-import-failed"} & found.keys()


def test_tensorflow_missing_names_the_import_error_and_the_interpreter() -> None:
    facts = fs.healthy()
    facts["tensorflow"] = {"imported": False, "missing": True, "import_error": "No module"}
    f = findings(facts)["tensorflow-not-installed"]
    assert f.evidence == [
        "import tensorflow: No module",
        "interpreter: /home/alice/.venvs/tf/bin/python",
    ]
    facts["tensorflow"] = {"imported": False, "missing": True}
    del facts["python"]["executable"]
    assert findings(facts)["tensorflow-not-installed"].evidence == ["interpreter: ?"]


def test_no_module_named_tensorflow_without_a_distribution_is_not_installed() -> None:
    facts = fs.healthy()
    del facts["packages"]["tensorflow"]
    error = "ModuleNotFoundError: No module named 'tensorflow'"
    facts["tensorflow"] = {"imported": False, "import_error": error}
    found = findings(facts)
    assert found["tensorflow-not-installed"].evidence[0] == f"import tensorflow: {error}"
    assert "tensorflow-import-failed" not in found


def test_an_installed_tensorflow_that_does_not_import_names_its_distributions() -> None:
    facts = fs.healthy()
    facts["packages"]["tf-nightly"] = pkg("2.22.0.dev20260101")
    error = "ModuleNotFoundError: No module named 'numpy'"
    facts["tensorflow"] = {"imported": False, "import_error": error}
    f = findings(facts)["tensorflow-import-failed"]
    assert f.evidence == [
        f"import tensorflow: {error}",
        "installed: tensorflow 2.21.0",
        "installed: tf-nightly 2.22.0.dev20260101",
    ]


# --- distributions ---


def test_both_removed_gpu_packages_are_named() -> None:
    facts = fs.healthy()
    facts["packages"]["tf-nightly-gpu"] = pkg("2.12.0.dev20221201")
    facts["packages"]["tensorflow-gpu"] = pkg("2.10.0")
    f = findings(facts)["tensorflow-gpu-package-removed"]
    assert f.evidence == [
        "installed: tensorflow-gpu 2.10.0",
        "installed: tf-nightly-gpu 2.12.0.dev20221201",
    ]


def test_tensorflow_and_tensorflow_intel_on_native_windows_are_one_install() -> None:
    facts = fs.healthy()
    facts["system"]["platform_kind"] = "windows"
    facts["packages"]["tensorflow-intel"] = pkg("2.15.0")
    assert "multiple-tensorflow-distributions" not in findings(facts)
    facts["system"]["platform_kind"] = "linux"
    f = findings(facts)["multiple-tensorflow-distributions"]
    assert f.evidence == ["installed: tensorflow 2.21.0", "installed: tensorflow-intel 2.15.0"]
    facts["system"]["platform_kind"] = "windows"
    facts["packages"]["tensorflow-cpu"] = pkg("2.15.0")
    assert len(findings(facts)["multiple-tensorflow-distributions"].evidence) == 3


# --- CPU-only builds ---


def test_an_imported_cpu_build_names_its_version_and_distributions() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["tensorflow"]["built_with_cuda"] = False
    f = findings(facts)["tensorflow-cpu-only-build"]
    assert f.evidence == [
        "tf.test.is_built_with_cuda() is False (TensorFlow 2.21.0)",
        "installed: tensorflow 2.21.0",
    ]


def test_only_cpu_distributions_installed_is_a_cpu_build_before_it_runs() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    facts["packages"] = {"tensorflow-cpu": pkg("2.21.0"), "intel-tensorflow": pkg("2.14.0")}
    f = findings(facts)["tensorflow-cpu-only-build"]
    assert f.evidence == [
        "installed: tensorflow-cpu 2.21.0 (a CPU-only distribution)",
        "installed: intel-tensorflow 2.14.0 (a CPU-only distribution)",
    ]
    facts["packages"]["tensorflow"] = pkg("2.21.0")  # one GPU-capable distribution among them
    assert "tensorflow-cpu-only-build" not in findings(facts)


@pytest.mark.parametrize("platform", ["windows", "macos"])
def test_a_cpu_build_is_said_by_the_platform_s_own_finding(platform: str) -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["system"]["platform_kind"] = platform
    facts["tensorflow"]["built_with_cuda"] = False
    assert "tensorflow-cpu-only-build" not in findings(facts)


# --- CUDA libraries ---


def test_libraries_missing_without_the_wheels_of_a_recent_release() -> None:
    f = findings(fs.without_and_cuda(fs.healthy()))["and-cuda-extra-missing"]
    assert f.evidence == [
        "TensorFlow 2.21.0 is installed without nvidia-* CUDA wheels (nvidia-cudnn-cu*, "
        "nvidia-cublas-cu*, nvidia-cuda-runtime-cu* are missing)",
        "libcudart cannot be loaded: libcudart.so.12: cannot open shared object file: "
        "No such file or directory",
        "libcudnn cannot be loaded: libcudnn.so.9: cannot open shared object file: "
        "No such file or directory",
        "libcublas cannot be loaded: libcublas.so.12: cannot open shared object file: "
        "No such file or directory",
    ]
    assert f.fix == '$ python -m pip install "tensorflow[and-cuda]==2.21.*"'


def test_the_first_release_with_the_extra_is_judged_by_it() -> None:
    facts = fs.without_and_cuda(fs.healthy())
    facts["tensorflow"]["version"] = "2.14.1"
    facts["libraries"]["libcudnn"] = {"found": False}
    found = findings(facts)
    assert "libcudnn cannot be loaded: not found" in found["and-cuda-extra-missing"].evidence
    assert "2.14.*" in found["and-cuda-extra-missing"].fix
    facts["tensorflow"]["version"] = "2.13.1"
    found = findings(facts)
    assert "and-cuda-extra-missing" not in found
    assert found["cuda-libraries-missing"].evidence[0].startswith("libcudart cannot be loaded")


def test_one_nvidia_wheel_there_points_at_the_libraries_not_the_extra() -> None:
    facts = fs.without_and_cuda(fs.healthy())
    facts["packages"]["nvidia-cublas-cu12"] = pkg("12.5.3.2")
    found = findings(facts)
    assert "and-cuda-extra-missing" not in found
    assert len(found["cuda-libraries-missing"].evidence) == 3


@pytest.mark.parametrize(
    "change",
    [
        lambda f: f["libraries"].update(checked=False),
        lambda f: f["tensorflow"].update(gpus=["/physical_device:GPU:0"]),
        lambda f: f["tensorflow"].update(built_with_cuda=False),
    ],
)
def test_libraries_not_judged_when_unchecked_a_gpu_is_seen_or_the_build_has_no_cuda(
    change: Any,
) -> None:
    facts = fs.without_and_cuda(fs.healthy())
    change(facts)
    found = findings(facts)
    assert not {"and-cuda-extra-missing", "cuda-libraries-missing"} & found.keys()


def test_libraries_judged_from_the_distributions_when_tensorflow_did_not_import() -> None:
    facts = fs.without_and_cuda(fs.healthy())
    facts["tensorflow"] = {"imported": False, "import_error": "ImportError: x"}
    assert "and-cuda-extra-missing" in findings(facts)
    del facts["packages"]["tensorflow"]
    assert "and-cuda-extra-missing" not in findings(facts)


def test_libraries_on_wsl2_are_judged_as_on_linux() -> None:
    facts = fs.without_and_cuda(fs.healthy())
    facts["system"]["platform_kind"] = "wsl2"
    assert "and-cuda-extra-missing" in findings(facts)


# --- cuDNN ---


def test_cudnn_wheel_and_library_of_another_major_and_cuda() -> None:
    facts = fs.healthy()
    facts["packages"]["nvidia-cudnn-cu11"] = facts["packages"].pop("nvidia-cudnn-cu12")
    facts["packages"]["nvidia-cudnn-cu11"]["version"] = "8.6.0.163"
    facts["libraries"]["libcudnn"]["path"] = "/usr/lib/x86_64-linux-gnu/libcudnn.so.8.6.0"
    f = findings(facts)["cudnn-version-mismatch"]
    assert f.evidence == [
        "installed nvidia-cudnn-cu11 8.6.0.163, but TensorFlow was built with cuDNN 9",
        "nvidia-cudnn-cu11 is built for CUDA 11, TensorFlow for CUDA 12",
        "the cuDNN that loads is /usr/lib/x86_64-linux-gnu/libcudnn.so.8.6.0 (major 8), not 9",
    ]


def test_cudnn_of_the_build_s_major_is_no_mismatch() -> None:
    facts = fs.healthy()
    facts["libraries"]["libcudnn"]["path"] = "/usr/lib/libcudnn.so.9.1.0"
    assert "cudnn-version-mismatch" not in findings(facts)
    facts["libraries"]["libcudnn"]["path"] = "/usr/lib/libcudnn.so"  # no version to read
    assert "cudnn-version-mismatch" not in findings(facts)


def test_a_cudnn_library_that_did_not_load_is_not_compared() -> None:
    facts = fs.healthy()
    facts["libraries"]["libcudnn"] = {"found": False, "path": "/usr/lib/libcudnn.so.8"}
    assert "cudnn-version-mismatch" not in findings(facts)


def test_the_build_s_cudnn_from_the_table_when_the_build_info_is_missing() -> None:
    facts = fs.healthy()
    facts["tensorflow"]["build_info"] = {}
    facts["packages"]["nvidia-cudnn-cu12"]["version"] = "8.9.7.29"
    f = findings(facts)["cudnn-version-mismatch"]
    assert f.evidence == [
        "installed nvidia-cudnn-cu12 8.9.7.29, but TensorFlow was built with cuDNN 9"
    ]


def test_cudnn_not_compared_for_a_cpu_build_or_without_tensorflow() -> None:
    facts = fs.healthy()
    facts["packages"]["nvidia-cudnn-cu12"]["version"] = "8.9.7.29"
    facts["tensorflow"]["built_with_cuda"] = False
    assert "cudnn-version-mismatch" not in findings(facts)
    facts = fs.healthy()
    facts["packages"]["nvidia-cudnn-cu12"]["version"] = "8.9.7.29"
    facts["tensorflow"] = {"imported": False, "import_error": "x"}
    del facts["packages"]["tensorflow"]
    assert "cudnn-version-mismatch" not in findings(facts)


# --- platforms ---


def _windows(facts: Facts) -> Facts:
    facts["system"]["platform_kind"] = "windows"
    facts["libraries"] = {"checked": False}
    return fs.tf_sees_no_gpu(facts)


@pytest.mark.parametrize(
    ("version", "shown"), [("2.11.0", "2.11.0"), ("2.21.0", "2.21.0"), ("3.0.0", "3.0.0")]
)
def test_native_windows_after_2_10_has_no_gpu(version: str, shown: str) -> None:
    facts = _windows(fs.healthy())
    facts["tensorflow"]["version"] = version
    f = findings(facts)["windows-native-no-gpu"]
    assert f.severity == ERROR
    assert f.evidence == [
        f"native Windows, TensorFlow {shown}",
        "the last release with GPU on native Windows is 2.10",
    ]


def test_native_windows_2_10_has_its_gpu() -> None:
    facts = _windows(fs.healthy())
    facts["tensorflow"]["version"] = "2.10.1"
    assert "windows-native-no-gpu" not in findings(facts)


def test_native_windows_without_tensorflow_or_of_an_unknown_cpu_build() -> None:
    facts = _windows(fs.healthy())
    del facts["tensorflow"]
    facts["packages"] = {}
    f = findings(facts)["windows-native-no-gpu"]
    assert f.evidence[0] == "native Windows, TensorFlow not installed"
    facts = _windows(fs.healthy())
    facts["tensorflow"].update(version=None, built_with_cuda=False)
    facts["packages"] = {}
    f = findings(facts)["windows-native-no-gpu"]
    assert f.evidence[0] == (
        "native Windows, TensorFlow of unknown version, built without CUDA "
        "(tf.test.is_built_with_cuda() is False)"
    )


def test_native_windows_with_nothing_known_of_tensorflow_says_nothing() -> None:
    facts = _windows(fs.healthy())
    del facts["tensorflow"]
    del facts["packages"]
    found = findings(facts)
    assert "windows-native-no-gpu" not in found


def test_macos_names_its_release_and_metal() -> None:
    facts = fs.healthy()
    facts["system"].update(platform_kind="macos", os_release="14.5")
    facts["tensorflow"].update(version="2.16.2", built_with_cuda=False, gpus=[])
    facts["packages"] = {"tensorflow": pkg("2.16.2"), "tensorflow-metal": pkg("1.1.0")}
    f = findings(facts)["macos-no-cuda"]
    assert f.severity == WARNING
    assert f.evidence == ["macOS 14.5", "tensorflow-metal 1.1.0 is installed"]
    facts["tensorflow"]["gpus"] = ["/physical_device:GPU:0", "/physical_device:GPU:1"]
    f = findings(facts)["macos-no-cuda"]
    assert f.severity == INFO
    assert f.evidence[-1] == "TensorFlow sees 2 GPU(s) through Metal"
    del facts["system"]["os_release"]
    assert findings(facts)["macos-no-cuda"].evidence[0] == "macOS"


def test_a_mac_log_that_does_not_show_tensorflow_says_nothing_of_the_mac() -> None:
    facts = fs.healthy()
    facts["system"]["platform_kind"] = "macos"
    del facts["tensorflow"]
    facts["from_log"] = {"evidence": {}, "python_64_bit": True}
    assert "macos-no-cuda" not in findings(facts)


# --- Python ---


def test_a_python_the_release_does_not_support() -> None:
    facts = fs.healthy()
    facts["python"]["version"] = "3.9.18"
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == ["Python 3.9; TensorFlow 2.21 supports Python 3.10-3.13"]


def test_a_release_the_table_does_not_know_is_not_judged() -> None:
    facts = fs.healthy()
    facts["tensorflow"]["version"] = "2.99.0"
    facts["packages"]["tensorflow"]["version"] = "2.99.0"
    facts["python"]["version"] = "3.14.0"
    assert "python-version-unsupported" not in findings(facts)


def test_a_python_no_release_supports_when_tensorflow_is_not_installed() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    del facts["packages"]["tensorflow"]
    facts["python"]["version"] = "3.14.0"
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "Python 3.14; no TensorFlow release in the table supports it (the newest, 2.21, "
        "supports 3.10-3.13)"
    ]
    facts["python"]["version"] = "3.12.3"
    assert "python-version-unsupported" not in findings(facts)


# --- what a log states ---


def logged(**from_log: Any) -> Facts:
    """The facts of a pasted log: nothing but what ``from_log`` states."""
    from_log.setdefault("evidence", {})
    return {"from_log": from_log}


def test_pip_finding_no_tensorflow_for_a_python_newer_than_every_release() -> None:
    facts = logged(pip_not_found=["tensorflow"], python_seen="3.14.1")
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "pip found no tensorflow for Python 3.14; the newest release, 2.21, supports "
        "Python 3.10-3.13"
    ]
    facts["from_log"]["python_seen"] = "3.13.1"  # supported by the newest: not this rule
    facts["from_log"]["python_64_bit"] = True
    assert "python-version-unsupported" not in findings(facts)


def test_pip_finding_no_tensorflow_with_a_major_only_python() -> None:
    facts = logged(pip_not_found=["tensorflow"], python_seen="4")
    assert (
        findings(facts)["python-version-unsupported"]
        .evidence[0]
        .startswith("pip found no tensorflow for Python 4;")
    )


def test_pip_finding_another_package_is_not_about_python() -> None:
    facts = logged(pip_not_found=["torch"], python_seen="3.14.1", python_64_bit=True)
    assert "python-version-unsupported" not in findings(facts)


def test_an_installer_with_no_wheel_for_this_python() -> None:
    facts = logged(
        no_wheel_python=["tensorflow", "tensorflow-gpu"],
        python_seen="3.14.0",
        evidence={
            "no_wheel_python": "log line 3: tensorflow has no wheels with a matching ABI tag",
            "python_seen": "log line 1: Using Python 3.14.0",
        },
    )
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "the installer found no tensorflow wheel for Python 3.14",
        "log line 3: tensorflow has no wheels with a matching ABI tag",
        "log line 1: Using Python 3.14.0",
        "the newest release, 2.21, supports Python 3.10-3.13",
    ]


def test_pip_skipping_releases_for_their_python_without_a_version_shown() -> None:
    line = "log line 2: Link requires a different Python (3.13.0 not in: '>=3.9,<3.13')"
    facts = logged(
        pip_python_mismatch=["tensorflow", "tensorflow", "numpy"],
        evidence={"pip_python_mismatch": line},
    )
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == [
        "the installer found no tensorflow, tensorflow wheel for this Python",
        line,
    ]


def test_an_installer_with_no_wheel_for_a_supported_python_adds_no_newest_line() -> None:
    facts = logged(no_wheel_python=["tensorflow"], python_seen="3.8.10")
    f = findings(facts)["python-version-unsupported"]
    assert f.evidence == ["the installer found no tensorflow wheel for Python 3.8"]


def test_no_gpu_package_to_install_is_the_removed_package() -> None:
    line = "log line 4: ERROR: No matching distribution found for tensorflow-gpu"
    facts = logged(pip_not_found=["tensorflow-gpu", "numpy"], evidence={"pip": line})
    f = findings(facts)["tensorflow-gpu-package-removed"]
    assert f.severity == ERROR
    assert f.evidence == [
        "the installer found no tensorflow-gpu for this system: the GPU package is no longer "
        "published (from TensorFlow 2.12); `tensorflow` itself carries the GPU support",
        line,
    ]


def test_the_gpu_stub_s_failed_build() -> None:
    facts = logged(
        tf_gpu_named=True,
        setup_failed=True,
        setup_failed_for=["tensorflow-gpu"],
        evidence={
            "setup_failed": "log line 9: error: subprocess-exited-with-error",
            "tf_gpu_named": "log line 1: pip install tensorflow-gpu",
        },
    )
    f = findings(facts)["tensorflow-gpu-package-removed"]
    assert f.severity == ERROR
    assert f.evidence == [
        "a package build failed under pip where tensorflow-gpu is asked for: from 2.12 "
        "tensorflow-gpu is a stub whose setup.py refuses to install",
        "log line 9: error: subprocess-exited-with-error",
        "log line 1: pip install tensorflow-gpu",
    ]


@pytest.mark.parametrize(
    "from_log",
    [
        {"tf_gpu_named": True},  # asked for, nothing failed
        {"setup_failed": True},  # a failure, tensorflow-gpu not asked for
        {"tf_gpu_named": True, "setup_failed_for": ["tensorflow-gpu", "h5py"]},  # another one
    ],
)
def test_the_gpu_stub_needs_its_name_and_only_its_build_failing(from_log: dict[str, Any]) -> None:
    assert "tensorflow-gpu-package-removed" not in findings(logged(**from_log))


def test_the_gpu_stub_named_by_the_failed_build_alone() -> None:
    facts = logged(tf_gpu_named=True, setup_failed_for=["tf-nightly-gpu"])
    assert "tensorflow-gpu-package-removed" in findings(facts)


def test_the_and_cuda_extra_asked_for_on_native_windows() -> None:
    facts = logged(
        and_cuda_absent="2.16.1",
        no_wheel_platform=["nvidia-nccl-cu12 win_amd64"],
        evidence={
            "and_cuda_absent": "log line 2: WARNING: tensorflow 2.16.1 does not provide the "
            "extra 'and-cuda'",
            "no_wheel_platform": "log line 5: nvidia-nccl-cu12 has no wheel here",
        },
        system_hint=None,
    )
    facts["system"] = {"platform_kind": "windows"}
    f = findings(facts)["windows-native-no-gpu"]
    assert f.severity == ERROR
    assert f.evidence == [
        "pip: tensorflow 2.16.1 has no 'and-cuda' extra here; from 2.14 the extra exists in "
        "the Linux wheels only",
        "log line 2: WARNING: tensorflow 2.16.1 does not provide the extra 'and-cuda'",
        "the installer found no wheel of nvidia-nccl-cu12 for this platform: the nvidia-* CUDA "
        "wheels of tensorflow[and-cuda] are built for Linux only",
        "log line 5: nvidia-nccl-cu12 has no wheel here",
    ]


def test_the_and_cuda_extra_of_an_older_release_says_nothing_of_the_platform() -> None:
    facts = logged(and_cuda_absent="2.13.0")
    facts["system"] = {"platform_kind": "windows"}
    assert "windows-native-no-gpu" not in findings(facts)


def test_the_and_cuda_extra_asked_for_on_a_mac_or_on_linux() -> None:
    facts = logged(and_cuda_absent="2.16.1")
    facts["system"] = {"platform_kind": "macos"}
    f = findings(facts)["macos-no-cuda"]
    assert f.evidence[0].startswith("pip: tensorflow 2.16.1 has no 'and-cuda' extra here")
    facts["system"] = {"platform_kind": "linux"}
    assert "windows-native-no-gpu" not in findings(facts)


def test_a_32_bit_python_s_platform_tag() -> None:
    line = "log line 7: tensorflow has no wheel for win32"
    facts = logged(
        no_wheel_platform=["numpy win32", "tensorflow win32"],
        evidence={"no_wheel_platform": line},
    )
    f = findings(facts)["python-32-bit"]
    assert f.evidence == [
        "the installer found no tensorflow wheel for the platform tag win32 (a 32-bit Python); "
        "TensorFlow publishes 64-bit wheels only",
        line,
    ]
    # The Windows fix (not the one for any other system), wherever the log came from.
    assert f.fix == CATALOGUE["python-32-bit"].fix_for("windows")
    assert f.fix != CATALOGUE["python-32-bit"].fix_for("linux")
    facts["from_log"]["no_wheel_platform"] = ["tensorflow win_amd64"]
    assert "python-32-bit" not in findings(facts)


def test_a_dependency_without_a_wheel_for_this_platform() -> None:
    line = "log line 3: jaxlib has no wheel for this platform"
    facts = logged(
        no_wheel_platform=["tensorflow linux_aarch64", "nvidia-nccl-cu12", "h5py win32", "jaxlib"],
        evidence={"no_wheel_platform": line},
    )
    f = findings(facts)["dependency-no-platform-wheel"]
    assert f.evidence == [
        "the installer found no wheel of jaxlib for this platform, so TensorFlow's "
        "dependencies could not be installed",
        line,
    ]
    facts["from_log"]["no_wheel_platform"] = ["tensorflow linux_aarch64", "nvidia-nccl-cu12"]
    assert "dependency-no-platform-wheel" not in findings(facts)


# --- a stated CUDA or cuDNN ---


def stated(tf: str, platform: str = "linux", **versions: str) -> Facts:
    facts = logged(evidence={"stated:cuda": "CUDA line", "stated:cudnn": "cuDNN line"})
    facts["stated"] = {"tf_version": tf, **versions}
    facts["system"] = {"platform_kind": platform}
    return facts


def test_a_stated_cuda_of_another_major() -> None:
    f = findings(stated("2.11.0", cuda="12.2"))["cuda-libraries-missing"]
    assert f.evidence == [
        "CUDA 12.2 stated; TensorFlow 2.11 was built and tested with CUDA 11.2 and loads that "
        "release's libraries",
        "CUDA line",
    ]


@pytest.mark.parametrize(
    ("tf", "cuda", "wrong"),
    [
        ("2.11.0", "11.8", False),  # CUDA 11: any 11.x of the build's major
        ("2.11.0", "11", False),
        ("2.4.0", "11.1", False),
        ("2.15.0", "12.2", False),  # from 2.14 the wheels bring CUDA: the same major fits
    ],
)
def test_a_stated_cuda_of_the_build_s_major(tf: str, cuda: str, wrong: bool) -> None:
    assert ("cuda-libraries-missing" in findings(stated(tf, cuda=cuda))) is wrong


def test_a_stated_cuda_is_not_judged_on_a_mac_or_on_windows_after_2_10() -> None:
    assert "cuda-libraries-missing" not in findings(stated("2.11.0", "macos", cuda="12.2"))
    assert "cuda-libraries-missing" not in findings(stated("2.11.0", "windows", cuda="12.2"))
    assert "cuda-libraries-missing" in findings(stated("2.10.0", "windows", cuda="12.2"))


@pytest.mark.parametrize(
    ("cudnn", "wrong"),
    [
        ("8.0", "cudnn-version-mismatch"),  # loads, and is older than the build's
        ("8.1", None),
        ("8.2", None),
        ("8", None),
        # another major has another file name (libcudnn.so.7): the build's is missing
        ("7.6", "cuda-libraries-missing"),
        ("9.0", "cuda-libraries-missing"),
    ],
)
def test_a_stated_cudnn_against_the_build_s(cudnn: str, wrong: str | None) -> None:
    found = findings(stated("2.11.0", cudnn=cudnn))  # built with cuDNN 8.1
    assert {"cudnn-version-mismatch", "cuda-libraries-missing"} & set(found) == (
        {wrong} if wrong else set()
    )
    if wrong:
        assert found[wrong].evidence == [
            f"cuDNN {cudnn} stated; TensorFlow 2.11 was built with cuDNN 8.1 (the same major "
            "version, same or newer minor, is needed)",
            "cuDNN line",
        ]


def test_a_stated_cudnn_beside_a_wrong_cuda_is_part_of_the_cuda_fix() -> None:
    found = findings(stated("2.11.0", cuda="12.2", cudnn="9.0"))
    assert "cuda-libraries-missing" in found
    assert "cudnn-version-mismatch" not in found


def test_the_and_cuda_extra_of_the_first_release_that_has_it() -> None:
    facts = logged(and_cuda_absent="2.14.1")
    facts["system"] = {"platform_kind": "windows"}
    assert "windows-native-no-gpu" in findings(facts)


def test_a_cpu_build_of_a_version_not_shown_names_no_version() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["tensorflow"]["built_with_cuda"] = False
    del facts["tensorflow"]["version"]
    f = findings(facts)["tensorflow-cpu-only-build"]
    assert f.evidence == ["tf.test.is_built_with_cuda() is False", "installed: tensorflow 2.21.0"]


def test_cudnn_is_compared_when_tensorflow_imported_or_only_its_package_is_known() -> None:
    def facts_with_cudnn_8() -> dict:
        facts = fs.healthy()
        facts["libraries"]["libcudnn"]["path"] = "/usr/lib/x86_64-linux-gnu/libcudnn.so.8.6.0"
        return facts

    # Imported, its package not listed (a TensorFlow built from source, say) ...
    imported = facts_with_cudnn_8()
    del imported["packages"]["tensorflow"]
    assert "cudnn-version-mismatch" in findings(imported)
    # ... or listed but not imported: either is enough to know there is a TensorFlow.
    listed = facts_with_cudnn_8()
    listed["tensorflow"]["imported"] = False
    listed["tensorflow"]["import_error"] = "ImportError: libcudnn.so.9: cannot open shared object"
    assert "cudnn-version-mismatch" in findings(listed)
    # Neither: nothing to compare with.
    neither = facts_with_cudnn_8()
    del neither["packages"]["tensorflow"]
    neither["tensorflow"]["imported"] = False
    assert "cudnn-version-mismatch" not in findings(neither)
