"""Every finding's fix is the one for the platform the facts show (Linux, WSL2, Windows, macOS)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.rules import diagnose

Facts = dict[str, Any]

# The findings whose fix names the release's own CUDA or cuDNN when the release is known.
RELEASE_OWN_FIX = frozenset({"cuda-libraries-missing", "cudnn-version-mismatch"})


def _no_tf(f: Facts) -> Facts:
    del f["tensorflow"]
    del f["packages"]["tensorflow"]
    return f


def _tf_missing(f: Facts) -> Facts:
    f["tensorflow"] = {"imported": False, "missing": True, "import_error": "No module"}
    return f


def _cvd(f: Facts) -> Facts:
    f["env_target"]["CUDA_VISIBLE_DEVICES"] = "-1"
    return fs.tf_sees_no_gpu(f)


def _old_driver(f: Facts) -> Facts:
    f["nvml"].update(driver_version="470.256.02", cuda_driver_version="11.4")
    return f


def _family_minimum(f: Facts) -> Facts:
    f["nvml"].update(driver_version="520.61.05", cuda_driver_version="12.0")
    return f


def _minor_behind(f: Facts) -> Facts:
    f["nvml"].update(driver_version="550.54.14", cuda_driver_version="12.4")
    return f


def _container(f: Facts) -> Facts:
    f["from_log"] = {
        "docker_gpus": False,
        "gpu_wanted": True,
        "evidence": {"docker_gpus": "log line 1: docker run"},
    }
    return f


def _stated_cuda(f: Facts) -> Facts:
    _no_tf(f)
    f["stated"] = {"tf_version": "2.10.0", "cuda": "12.2"}
    return f


def _libraries(f: Facts) -> Facts:
    f["tensorflow"]["version"] = "2.11.0"
    f["packages"]["tensorflow"]["version"] = "2.11.0"
    f["libraries"]["libcudart"] = {"found": False, "error": "libcudart.so.11.0: not found"}
    return fs.tf_sees_no_gpu(f)


SCENARIOS: dict[str, Callable[[Facts], Facts]] = {
    "no tensorflow": _no_tf,
    "tensorflow missing": _tf_missing,
    "no driver": fs.no_driver,
    "CUDA_VISIBLE_DEVICES": _cvd,
    "old driver": _old_driver,
    "driver below the family minimum": _family_minimum,
    "driver a minor behind": _minor_behind,
    "container": _container,
    "stated CUDA": _stated_cuda,
    "libraries": _libraries,
    "no and-cuda": fs.without_and_cuda,
}


@pytest.mark.parametrize("platform", ["linux", "wsl2", "windows", "macos"])
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_each_finding_s_fix_is_for_the_platform(scenario: str, platform: str) -> None:
    facts = SCENARIOS[scenario](fs.healthy())
    facts["system"]["platform_kind"] = platform
    found, _ = diagnose(facts)
    for f in found:
        # A 32-bit Python is a Windows matter wherever the log came from.
        shown = "windows" if f.id == "python-32-bit" else platform
        fix = CATALOGUE[f.id].fix_for(shown).replace("<your TF version>", "2.21")
        if f.id == "python-version-unsupported":
            # Its example Python is one the release supports (checked where the release is
            # known, in test_what_the_new_readings_say.py); the rest is the platform's text.
            assert re.sub(r"3\.\d+", "3.x", f.fix) == re.sub(r"3\.\d+", "3.x", fix)
            continue
        if f.id in RELEASE_OWN_FIX and f.fix != fix:
            # Under a release before 2.14 that the facts show, the fix names the release's
            # own CUDA or cuDNN, in the platform's way: PATH on Windows, the library path on
            # Linux and WSL2 (tests/doctor/test_what_a_post_asks_and_swaps.py checks the text).
            assert platform != "macos", f.id
            assert f.fix.startswith(("Install CUDA ", "Install cuDNN ")), (f.id, platform)
            linux_way = "LD_LIBRARY_PATH" in f.fix or "ldconfig" in f.fix
            assert linux_way == (platform != "windows"), (f.id, platform)
            continue
        assert f.fix == fix, (f.id, platform)


def test_the_scenarios_give_findings_whose_fix_differs_by_platform() -> None:
    # Without these the test above could not tell one platform's fix from another's.
    expected = {
        ("no tensorflow", "windows"): "tensorflow-not-installed",
        ("tensorflow missing", "macos"): "tensorflow-not-installed",
        ("no driver", "wsl2"): "no-nvidia-driver",
        ("CUDA_VISIBLE_DEVICES", "windows"): "cuda-visible-devices-hides-gpus",
        ("old driver", "wsl2"): "driver-too-old",
        ("driver below the family minimum", "wsl2"): "driver-too-old",
        ("driver a minor behind", "wsl2"): "driver-too-old",
        ("container", "wsl2"): "container-without-gpus",
        ("stated CUDA", "windows"): "cuda-libraries-missing",
        ("libraries", "wsl2"): "cuda-libraries-missing",
        ("no and-cuda", "wsl2"): "and-cuda-extra-missing",
    }
    for (scenario, platform), finding_id in expected.items():
        facts = SCENARIOS[scenario](fs.healthy())
        facts["system"]["platform_kind"] = platform
        found, _ = diagnose(facts)
        assert finding_id in {f.id for f in found}, (scenario, platform)


# The words in angle brackets that a rule replaces with what the facts show before the card is
# shown (rules_install.py: the release, the package; rules_runtime.py: the interpreter).
FILLED_BY_A_RULE = frozenset({"<your TF version>", "<package>", "<python>"})


def test_a_command_to_copy_holds_no_placeholder_that_no_rule_fills() -> None:
    # The wizard's copy button copies a `$ ` line as it stands: a tag such as `<latest>` would
    # be pasted into the user's shell.
    left = {
        (e.id, word)
        for e in CATALOGUE.values()
        for fix in e.fix.values()
        for line in fix.splitlines()
        if line.startswith("$ ")
        for word in re.findall(r"<[^<>\s][^<>]*>", line)
        if word not in FILLED_BY_A_RULE
    }
    assert left == set()
