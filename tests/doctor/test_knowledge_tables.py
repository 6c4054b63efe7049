"""The knowledge tables' look-ups: GPU architectures, TensorFlow builds, drivers, the catalogue."""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, entry, ids_where, make_finding
from tfgpu_gui.doctor.knowledge.cuda_drivers import compat_min_for, min_driver_for
from tfgpu_gui.doctor.knowledge.gpu_arch import (
    COMPILED,
    PTX_JIT,
    TOO_OLD,
    UNSUPPORTED,
    capability_of,
    parse_capabilities,
    support_for,
    wheel_capabilities,
)
from tfgpu_gui.doctor.knowledge.tf_builds import (
    LATEST,
    TF_BUILDS,
    build_for,
    newest_for_python,
    python_supported,
)
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# --- GPU architectures -----------------------------------------------------------------------


def test_capabilities_split_into_cubins_and_ptx_sorted() -> None:
    assert parse_capabilities(["compute_90", "sm_80", " sm_60 ", "sm_89", "compute_75"]) == (
        ((6, 0), (8, 0), (8, 9)),
        ((7, 5), (9, 0)),
    )
    assert parse_capabilities(["sm_100", "compute_120"]) == (((10, 0),), ((12, 0),))


def test_capabilities_that_are_not_sm_or_compute_are_skipped() -> None:
    assert parse_capabilities(["sm80", "lto_90", "sm_8", "", "sm_80a"]) == ((), ())
    assert parse_capabilities(None) == ((), ())
    assert parse_capabilities(["lto_90", "sm_80", "compute_9"]) == (((8, 0),), ())


WHEEL = ("sm_60", "sm_70", "sm_80", "sm_89", "compute_90")


@pytest.mark.parametrize(
    ("cc", "status"),
    [
        ((5, 2), TOO_OLD),
        ((6, 0), COMPILED),  # the lowest cubin itself
        ((6, 1), COMPILED),  # a higher minor of a cubin's major
        ((7, 5), COMPILED),
        ((8, 6), COMPILED),
        ((9, 0), PTX_JIT),
        ((9, 9), PTX_JIT),
        ((10, 0), UNSUPPORTED),
        ((12, 0), UNSUPPORTED),
    ],
)
def test_support_for_a_gpu(cc: tuple[int, int], status: str) -> None:
    support = support_for(cc, WHEEL)
    assert support.status == status
    assert support.cubins == ((6, 0), (7, 0), (8, 0), (8, 9))
    assert support.ptx == ((9, 0),)


def test_a_cubin_does_not_run_on_a_lower_minor_of_its_major() -> None:
    # 8.6 has no cubin of major 8 at or below its minor (sm_89 is above; sm_60 is major 6):
    # the build's kernels of its generation want a newer GPU, so it is too old for the build.
    assert support_for((8, 6), ["sm_60", "sm_89"]).status == TOO_OLD
    assert support_for((8, 6), ["sm_89", "compute_89"]).status == TOO_OLD
    assert support_for((8, 6), ["sm_50", "sm_89"]).status == TOO_OLD
    assert support_for((9, 0), ["sm_50", "compute_91"]).status == TOO_OLD
    # Newer than every kernel and PTX of the build: nothing can run on it.
    assert support_for((9, 0), ["sm_50", "sm_89"]).status == UNSUPPORTED


def test_ptx_jit_compiles_only_for_its_own_major() -> None:
    assert support_for((8, 6), ["compute_80"]).status == PTX_JIT  # PTX alone, no cubin
    assert support_for((8, 9), ["sm_60", "compute_80"]).status == PTX_JIT
    assert support_for((8, 0), ["sm_60", "compute_86"]).status == TOO_OLD
    assert support_for((9, 0), ["sm_60", "compute_86"]).status == UNSUPPORTED


def test_without_readable_capabilities_the_default_wheel_is_assumed() -> None:
    for caps in (None, [], ["nonsense"]):
        support = support_for((5, 2), caps)
        assert support.status == TOO_OLD
        assert support.cubins == ((6, 0), (7, 0), (8, 0), (8, 9))
        assert support_for((9, 0), caps).status == PTX_JIT


@pytest.mark.parametrize(
    ("version", "first", "last"),
    [
        ((2, 2), None, None),
        ((2, 3, 1), "sm_35", "compute_70"),
        ((2, 4), "sm_35", "compute_80"),
        ((2, 5), "sm_35", "compute_80"),
        ((2, 11), "sm_35", "compute_80"),
        ((2, 12), "sm_50", "compute_90"),
        ((2, 16, 1), "sm_50", "compute_90"),
        ((2, 17), "sm_60", "compute_90"),
        ((2, 21, 0), "sm_60", "compute_90"),
        ((2, 22), None, None),
        ((2,), None, None),
        (None, None, None),
    ],
)
def test_the_wheels_of_a_release(
    version: tuple[int, ...] | None, first: str | None, last: str | None
) -> None:
    caps = wheel_capabilities(version)
    assert (caps[0] if caps else None) == first
    assert (caps[-1] if caps else None) == last


@pytest.mark.parametrize(
    ("name", "cc"),
    [
        ("NVIDIA GeForce RTX 5070TI", (12, 0)),
        ("rtx 4060Ti", (8, 9)),
        ("RTX 4090 SUPER", (8, 9)),
        ("NVIDIA A100-SXM4-80GB", (8, 0)),
        ("NVIDIA GeForce GTX 1080 Ti", (6, 1)),
        ("Tesla K80", (3, 7)),
        ("NVIDIA H100 80GB HBM3", (9, 0)),
        ("GeForce RTX 3060", (8, 6)),
        # A generation named as a whole (Chinese posts' "40系", read as "RTX 40 series").
        ("RTX 40 series", (8, 9)),
        ("RTX 30xx", (8, 6)),
        ("RTX 20 series", (7, 5)),
        ("Radeon RX 7900", None),
        ("RTX 40", None),
        # Workstation, notebook and embedded GPUs as nvidia-smi and users name them (rows of
        # NVIDIA's tables, read where gpu_arch.py says).
        ("Quadro M1000M", (5, 0)),
        ("Quadro M2000M", (5, 0)),
        ("Quadro M2000", (5, 2)),
        ("Quadro M5000M", (5, 0)),
        ("Quadro M5000", (5, 2)),
        ("Quadro K620", (5, 0)),
        ("Quadro K6000", (3, 5)),
        ("Quadro K6000M", (3, 0)),
        ("Quadro K4200", (3, 0)),
        ("Quadro P1000", (6, 1)),
        ("Quadro GP100", (6, 0)),
        ("Quadro GV100", (7, 0)),
        ("Quadro T2000", (7, 5)),
        ("NVIDIA T1000 8GB", (7, 5)),
        ("Quadro RTX 3000", (7, 5)),
        ("NVIDIA A16", (8, 6)),
        ("Jetson Nano", (5, 3)),
        ("Jetson AGX Xavier", (7, 2)),
        ("Jetson Xavier NX", (7, 2)),
        ("Jetson Orin Nano", (8, 7)),
        ("NVIDIA TITAN X (Pascal)", (6, 1)),
        ("GeForce GTX TITAN X", (5, 2)),
        ("GeForce 940M", (5, 0)),
        ("GeForce 920M", (3, 5)),
        ("GeForce GTX 965M", (5, 2)),
        ("GeForce GTX 960M", (5, 0)),
        ("GeForce GT 1030", (6, 1)),
        ("GeForce GT 740", (3, 0)),
        ("GeForce MX230", (6, 1)),
        ("GeForce MX550", (7, 5)),
        ("GeForce MX570", (8, 6)),
        # Where the sources disagree (a GT 730 is 3.5, or 2.1 as DDR3 128-bit), none is guessed.
        ("GeForce GT 730", None),
        ("GeForce 940MX", None),
    ],
)
def test_capability_of_a_gpu_named_in_text(name: str, cc: tuple[int, int] | None) -> None:
    assert capability_of(name) == cc


# --- TensorFlow builds -------------------------------------------------------------------------


def test_build_for_a_release_by_major_and_minor() -> None:
    build = build_for((2, 11, 1))
    assert build is not None
    assert (build.tf, build.cuda, build.cudnn) == ((2, 11), (11, 2), (8, 1))
    assert build_for((2, 21)) is LATEST
    build_23 = build_for((2, 3))
    assert build_23 is not None and (build_23.cuda, build_23.cudnn) == ((10, 1), (7, 6))
    build_1 = build_for((1, 12))
    assert build_1 is not None and (build_1.cuda, build_1.cudnn) == ((9, 0), (7, 0))
    assert build_for((0, 12)) is None
    assert build_for((2,)) is None
    assert build_for(None) is None


@pytest.mark.parametrize(
    ("python", "supported"),
    [((3, 9), False), ((3, 10), True), ((3, 13, 1), True), ((3, 14), False), ((3,), False)],
)
def test_python_supported_by_2_21(python: tuple[int, ...], supported: bool) -> None:
    assert python_supported(LATEST, python) is supported


def test_a_major_only_python_is_its_minor_zero() -> None:
    build = TF_BUILDS[0]  # 2.4: Python 3.6-3.8
    assert python_supported(build, (3,)) is False
    only_3_0 = build.__class__((9, 9), (0, 0), (0, 0), (3, 0), (3, 0))
    assert python_supported(only_3_0, (3,)) is True


@pytest.mark.parametrize(
    ("python", "tf"),
    [((3, 13), (2, 21)), ((3, 9), (2, 20)), ((3, 6), (2, 6)), ((3, 14), None), ((2, 7), (2, 1))],
)
def test_newest_release_for_a_python(python: tuple[int, ...], tf: tuple[int, int] | None) -> None:
    build = newest_for_python(python)
    assert (build.tf if build else None) == tf


# --- drivers ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cuda", "driver"),
    [
        ((6, 5), None),  # older than the table
        ((9, 0), (384, 81)),
        ((10, 0), (410, 48)),
        ((10, 2), (440, 33)),
        ((11, 0), (450, 51, 6)),
        ((11, 4), (470, 42, 1)),
        ((11, 7), (510, 39, 1)),  # the nearest listed release below: 11.6
        ((11, 8), (520, 61, 5)),
        ((12, 5), (555, 42, 2)),
        ((12, 9), (570, 26)),
        ((13, 1), (580, 65, 6)),
    ],
)
def test_toolkit_minimum_driver(cuda: tuple[int, int], driver: tuple[int, ...] | None) -> None:
    assert min_driver_for(cuda) == driver


def test_family_minimum_driver() -> None:
    assert compat_min_for(11) == (450, 80, 2)
    assert compat_min_for(12) == (525, 60, 13)
    assert compat_min_for(10) is None


# --- the catalogue --------------------------------------------------------------------------------


def test_an_unknown_id_names_the_close_ones() -> None:
    with pytest.raises(KeyError) as info:
        entry("no-nvidia-drivers")
    assert info.value.args[0] == (
        "no finding called 'no-nvidia-drivers'. Did you mean: no-nvidia-driver?"
    )
    with pytest.raises(KeyError) as info:
        entry("zzzzzzzz")
    assert info.value.args[0] == "no finding called 'zzzzzzzz'."


def test_up_to_three_close_ids_are_named() -> None:
    with pytest.raises(KeyError) as info:
        entry("compute-capability")
    hint = info.value.args[0].split("Did you mean: ")[1].rstrip("?")
    names = hint.split(", ")
    assert len(names) == 3
    assert all(n.startswith("compute-capability-") for n in names)


def test_ids_where_keeps_catalogue_order() -> None:
    harmless = ids_where(lambda e: e.harmless)
    assert harmless == tuple(i for i, e in CATALOGUE.items() if e.harmless)
    assert harmless and all(CATALOGUE[i].harmless for i in harmless)
    assert ids_where(lambda e: False) == ()


def test_make_finding_takes_the_entry_and_the_platform_s_fix() -> None:
    e = CATALOGUE["no-nvidia-driver"]
    f = make_finding("no-nvidia-driver", "wsl2", ["one"])
    assert (f.id, f.severity, f.title, f.explanation) == (e.id, ERROR, e.title, e.explanation)
    assert f.evidence == ["one"]
    assert f.fix == e.fix_for("wsl2") and f.fix != e.fix_for("linux")
    assert (f.harmless, f.origin, f.confirm) == (e.harmless, "facts", e.confirm)


def test_make_finding_with_its_own_severity_explanation_and_origin() -> None:
    e = CATALOGUE["driver-too-old"]
    evidence = ["a"]
    f = make_finding(
        "driver-too-old",
        "linux",
        evidence,
        severity=WARNING,
        extra_explanation="More.",
        origin="log",
    )
    assert f.severity == WARNING
    assert f.explanation == e.explanation + " More."
    assert f.origin == "log"
    f.evidence.append("b")
    assert evidence == ["a"]  # the finding has its own list
    assert make_finding("driver-too-old", "linux").evidence == []


def test_close_ids_from_half_alike_and_three_at_most() -> None:
    with pytest.raises(KeyError) as info:
        entry("container")
    assert "Did you mean: container-without-gpus" in info.value.args[0]
    with pytest.raises(KeyError) as info:
        entry("container-toolkit")  # six IDs are as close: the three closest are named
    assert len(info.value.args[0].split("Did you mean: ")[1].split(", ")) == 3


def test_python_2_7_is_supported_through_2_1_on_linux_and_macos_only() -> None:
    # The tested build table's "2.7, 3.3-3.7" (tensorflow/docs site/en/install/source.md)
    assert python_supported(build_for((1, 15)), (2, 7), "linux") is True
    assert python_supported(build_for((2, 1)), (2, 7), "macos") is True
    assert python_supported(build_for((2, 1)), (2, 7), "windows") is False
    assert python_supported(build_for((2, 2)), (2, 7), "linux") is False
    assert python_supported(build_for((1, 15)), (2, 6), "linux") is False


def test_the_pythons_of_a_release_as_the_table_writes_them() -> None:
    assert build_for((1, 15)).pythons == "2.7 (not on Windows), 3.3-3.7"
    assert build_for((2, 15)).pythons == "3.9-3.11"


def test_python_2_7_on_windows_is_told_why_with_the_releases_pythons() -> None:
    f = {
        x.id: x
        for x in diagnose_log(
            ["C:\\Users\\alice>python --version", "Python 2.7.18", "tensorflow==1.15.0"]
        ).findings
    }["python-version-unsupported"]
    assert "TensorFlow 1.15 supports Python 2.7 (not on Windows), 3.3-3.7" in f.evidence[0]
