"""How the rules' findings and a log's lines are put together: what a finding's evidence gains,
what is lowered or left uncertain, and which fallback is added.

The facts a pasted log states are given directly (``from_log``, as log_facts.py reports them),
so what is checked here is the rules' use of them, apart from how a log is read.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose, diagnose_log, merge, release_of

Facts = dict[str, Any]

CUDART_LINUX = (
    "2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] "
    "Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open "
    "shared object file: No such file or directory"
)


def findings(facts: Facts, lines: list[str] | None = None) -> dict[str, Finding]:
    found, _ = diagnose(facts, lines or [])
    return {f.id: f for f in found}


# --- a missing Windows DLL ---


def dll_line(name: str) -> str:
    return (
        "2020-05-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        f"dso_loader.cc:55] Could not load dynamic library '{name}'; dlerror: {name} not found"
    )


def dll_facts(name: str, stem: str, digits: str, tf: str | None = None) -> Facts:
    facts: Facts = {
        "system": {"platform_kind": "windows"},
        "from_log": {"dll_missing": [name, stem, digits], "evidence": {}},
    }
    if tf:
        facts["stated"] = {"tf_version": tf}
    return facts


@pytest.mark.parametrize(
    ("name", "stem", "digits", "release"),
    [
        ("cudart64_110.dll", "cudart", "110", "CUDA 11.x"),  # one name for all of CUDA 11
        ("cudart64_12.dll", "cudart", "12", "CUDA 12.x"),
        ("cublas64_11.dll", "cublas", "11", "CUDA 11.x"),
        ("cudart64_101.dll", "cudart", "101", "CUDA 10.1"),
        ("cudart64_100.dll", "cudart", "100", "CUDA 10.0"),
        ("cudart64_90.dll", "cudart", "90", "CUDA 9.0"),
        ("cudart64_80.dll", "cudart", "80", "CUDA 8.0"),
        # The math libraries' own version 10 (CUDA 10.0 named them 64_100).
        ("cublas64_10.dll", "cublas", "10", "CUDA 10.1 or later"),
        ("cufft64_10.dll", "cufft", "10", "CUDA 10.1 or later"),
        ("cudnn64_8.dll", "cudnn", "8", "cuDNN 8"),
        ("cudnn64_7.dll", "cudnn", "7", "cuDNN 7"),
    ],
)
def test_a_missing_dll_names_the_release_it_belongs_to(
    name: str, stem: str, digits: str, release: str
) -> None:
    f = findings(dll_facts(name, stem, digits), [dll_line(name)])["cuda-libraries-missing"]
    assert f.evidence[-1] == (
        f"{name} belongs to {release}: that version must be installed and its bin folder on PATH"
    )


def test_a_missing_dll_beside_a_known_release_names_what_it_was_built_with() -> None:
    name = "cudart64_110.dll"
    f = findings(dll_facts(name, "cudart", "110", "2.10.0"), [dll_line(name)])[
        "cuda-libraries-missing"
    ]
    assert f.evidence[-1] == (
        "cudart64_110.dll belongs to CUDA 11.x: that version must be installed and its bin "
        "folder on PATH; TensorFlow 2.10.0 was built with CUDA 11.2 and cuDNN 8.1"
    )
    assert len(f.evidence) == 2  # the log line, then this


def test_a_missing_dll_of_a_release_the_table_does_not_know() -> None:
    name = "cudart64_80.dll"
    f = findings(dll_facts(name, "cudart", "80", "0.12.0"), [dll_line(name)])[
        "cuda-libraries-missing"
    ]
    assert f.evidence[-1].endswith("that version must be installed and its bin folder on PATH")


@pytest.mark.parametrize("missing", [["cudart64_110.dll", "cudart"], "cudart64_110.dll", None])
def test_a_dll_fact_of_another_shape_adds_nothing(missing: Any) -> None:
    facts = dll_facts("cudart64_110.dll", "cudart", "110")
    facts["from_log"]["dll_missing"] = missing
    f = findings(facts, [dll_line("cudart64_110.dll")])["cuda-libraries-missing"]
    assert len(f.evidence) == 1


# --- the CUDA runtime alone ---


def cudart_alone(**more: Any) -> Facts:
    """A log where only the CUDA runtime failed to load, plus ``more`` facts."""
    facts: Facts = {"from_log": {"cuda_libs_missing": ["cudart"], "evidence": {}}}
    for key, value in more.items():
        if key in ("smi_missing", "gpu_wanted"):
            facts["from_log"][key] = value
        else:
            facts[key] = value
    if "packages" in facts:
        facts["packages_partial"] = True  # a log lists some packages, never all
    return facts


def test_the_cuda_runtime_alone_with_nothing_showing_a_gpu_is_information() -> None:
    f = findings(cudart_alone(packages={"keras": "2.9.0"}), [CUDART_LINUX])[
        "cuda-libraries-missing"
    ]
    assert f.severity == INFO
    assert f.explanation == CATALOGUE["cuda-libraries-missing"].if_no_gpu
    assert f.confidence == "possible"


@pytest.mark.parametrize(
    "more",
    [
        {"tensorflow": {"imported": True, "gpus": []}},  # TensorFlow listed its (no) GPUs
        {"libraries": {"libcuda": {"found": True}}},  # the driver's library is there
        {"nvml": {"ok": False}},  # NVML was asked
        {"driver": {"nouveau_loaded": False}},  # the driver was looked at
        {"smi_missing": True},  # nvidia-smi was run
        {"gpu_wanted": True},  # "GPU available: False"
        {"env": {"CUDA_VISIBLE_DEVICES": "0"}},
        {"packages": {"tensorflow-gpu": "2.9.1"}},
        {"packages": {"tf-nightly-gpu": "2.12.0"}},
        {"packages": {"cudatoolkit": "11.2"}},
        {"packages": {"cudnn": "8.1"}},
        {"packages": {"nvidia-cublas-cu12": "12.5"}},
    ],
)
def test_the_cuda_runtime_alone_beside_any_sign_of_a_gpu_is_the_cause(more: Facts) -> None:
    f = findings(cudart_alone(**more), [CUDART_LINUX])["cuda-libraries-missing"]
    assert f.severity == ERROR
    assert f.explanation == CATALOGUE["cuda-libraries-missing"].explanation


def test_a_gpu_environment_variable_of_the_target_alone_is_not_a_sign() -> None:
    # Only the log's own environment counts (a pasted log has no target).
    f = findings(cudart_alone(env={"PATH": "/usr/bin"}), [CUDART_LINUX])["cuda-libraries-missing"]
    assert f.severity == INFO
    f = findings(cudart_alone(env="CUDA_VISIBLE_DEVICES=0"), [CUDART_LINUX])[
        "cuda-libraries-missing"
    ]
    assert f.severity == INFO


def test_the_cuda_runtime_beside_other_missing_libraries_is_the_cause() -> None:
    facts = cudart_alone()
    facts["from_log"]["cuda_libs_missing"] = ["cudart", "cublas"]
    assert findings(facts, [CUDART_LINUX])["cuda-libraries-missing"].severity == ERROR


def test_the_cuda_runtime_alone_beside_another_error_stays_an_error() -> None:
    other = "ImportError: DLL load failed while importing _pywrap_tensorflow_internal"
    found = findings(cudart_alone(), [CUDART_LINUX, other])
    assert found["cuda-libraries-missing"].severity == ERROR


# --- a GPU shown in use later ---


def in_use_at(line_no: int, **from_log: Any) -> Facts:
    evidence = {"gpu_in_use": f"log line {line_no}: Created device /job:localhost/device:GPU:0"}
    evidence.update(from_log.pop("evidence", {}))
    return {"from_log": {"gpu_in_use": line_no, "evidence": evidence, **from_log}}


def test_a_failure_printed_before_a_gpu_in_use_is_lowered_to_information() -> None:
    f = findings(in_use_at(3), [CUDART_LINUX, "x", "y"])["cuda-libraries-missing"]
    assert f.severity == INFO
    assert f.evidence[-1] == (
        "a later line shows TensorFlow using a GPU "
        "(log line 3: Created device /job:localhost/device:GPU:0)"
    )


def test_the_line_shown_defaults_to_its_number() -> None:
    facts = {"from_log": {"gpu_in_use": 2, "evidence": {}}}
    f = findings(facts, [CUDART_LINUX, "x"])["cuda-libraries-missing"]
    assert f.evidence[-1] == "a later line shows TensorFlow using a GPU (log line 2)"


def test_a_failure_on_or_after_the_gpu_line_stays() -> None:
    assert findings(in_use_at(1), [CUDART_LINUX])["cuda-libraries-missing"].severity == ERROR
    facts = {"from_log": {"gpu_in_use": "3", "evidence": {}}}  # not a line number: ignored
    assert findings(facts, [CUDART_LINUX, "x", "y"])["cuda-libraries-missing"].severity == ERROR


def test_only_a_finding_s_own_lines_decide() -> None:
    # The later out-of-memory line is another finding's: the missing runtime is still lowered.
    oom = "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating"
    found = findings(in_use_at(2), [CUDART_LINUX, "x", oom])
    assert found["cuda-libraries-missing"].severity == INFO


def test_lines_a_finding_s_evidence_cites_count_as_its_own() -> None:
    def python_finding(cited: int) -> Finding:
        facts = in_use_at(
            3,
            no_wheel_python=["tensorflow"],
            python_seen="3.14.0",
            evidence={"no_wheel_python": f"log line {cited}: no wheels for cp314"},
        )
        return findings(facts, ["a", "b", "c", "d", "e"])["python-version-unsupported"]

    assert python_finding(5).severity == ERROR  # cited after the GPU line
    lowered = python_finding(2)
    assert lowered.severity == INFO
    assert lowered.evidence[-1].startswith("a later line shows TensorFlow using a GPU")


# --- the fallbacks ---


def test_no_gpu_visible_counts_the_driver_s_gpus() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    f = findings(facts)["no-gpu-visible"]
    assert f.evidence == [
        "tf.config.list_physical_devices('GPU') is empty",
        "the driver reports 1 GPU",
    ]
    gpu = facts["nvml"]["gpus"][0]
    facts["nvml"]["gpus"] = [gpu, dict(gpu, index=1), dict(gpu, index=2)]
    assert findings(facts)["no-gpu-visible"].evidence[-1] == "the driver reports 3 GPUs"


def test_no_gpu_visible_without_a_driver_answer() -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    facts["nvml"] = {"ok": False, "error_kind": "nvml-error", "gpus": []}
    f = findings(facts)["no-gpu-visible"]
    assert f.evidence == ["tf.config.list_physical_devices('GPU') is empty"]


@pytest.mark.parametrize(
    "change",
    [
        lambda f: f["tensorflow"].update(imported=False),
        lambda f: f["tensorflow"].update(gpus=["/physical_device:GPU:0"]),
        lambda f: f["tensorflow"].update(built_with_cuda=False),
    ],
)
def test_no_gpu_visible_only_for_a_cuda_build_that_imported_and_saw_none(change: Any) -> None:
    facts = fs.tf_sees_no_gpu(fs.healthy())
    change(facts)
    assert "no-gpu-visible" not in findings(facts)


def windows_log(**tf: Any) -> Facts:
    return {"system": {"platform_kind": "windows"}, "tensorflow": {"imported": True, **tf}}


def test_native_windows_no_gpu_and_no_version_is_possibly_a_release_after_2_10() -> None:
    found = findings(windows_log(gpus=[]))
    f = found["windows-native-no-gpu"]
    assert f.severity == WARNING
    assert f.confidence == "possible"
    assert f.evidence == [
        "native Windows, TensorFlow sees no GPU; its version is not in the log",
        "the last release with GPU on native Windows is 2.10 (CUDA 11.2): a newer one runs on "
        "the CPU only",
    ]
    assert "no-gpu-visible" not in found  # the Windows finding explains it


@pytest.mark.parametrize(
    "tf",
    [
        {"gpus": [], "version": "2.15.0"},  # the version is known: the install rule decides
        {"gpus": ["/physical_device:GPU:0"]},
        {"gpus": [], "built_with_cuda": False},
    ],
)
def test_native_windows_version_unknown_needs_no_gpu_and_no_version(tf: Facts) -> None:
    f = findings(windows_log(**tf)).get("windows-native-no-gpu")
    assert f is None or f.evidence[0] != (
        "native Windows, TensorFlow sees no GPU; its version is not in the log"
    )


def test_native_windows_version_unknown_not_said_when_another_cause_explains_it() -> None:
    facts = windows_log(gpus=[])
    facts["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    assert "windows-native-no-gpu" not in findings(facts)


# --- merging facts and log ---


def test_a_finding_from_facts_and_log_keeps_each_line_once_and_the_worse_severity() -> None:
    # https://github.com/secretflow/secretflow/issues/255
    line = (
        "2023-01-09 14:54:41.439038: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: "
        "cannot open shared object file: No such file or directory"
    )
    found, _ = diagnose(fs.no_driver(fs.healthy()), [line, line])
    (f,) = [x for x in found if x.id == "no-nvidia-driver"]
    assert f.severity == ERROR
    assert f.origin == "facts+log"
    assert len(f.evidence) == len(set(f.evidence))
    assert sum(line in e for e in f.evidence) == 2  # two log lines


def test_a_log_line_s_finding_gets_the_fix_for_the_machine_s_platform() -> None:
    name = "cudart64_110.dll"
    f = findings(dll_facts(name, "cudart", "110"), [dll_line(name)])["cuda-libraries-missing"]
    entry = CATALOGUE["cuda-libraries-missing"]
    assert f.fix == entry.fix_for("windows") != entry.fix_for("linux")


# --- a pasted log read whole ---

UV_DEPENDENCY = (
    "error: Distribution tensorflow-io-gcs-filesystem==0.37.1 @ registry+https://pypi.org/simple "
    "can't be installed because it doesn't have a source distribution or wheel for the current "
    "platform"
)


def test_the_line_a_finding_rests_on_is_cited_once() -> None:
    (f,) = diagnose_log([UV_DEPENDENCY]).findings
    assert f.id == "dependency-no-platform-wheel"
    assert len(f.evidence) == len(set(f.evidence)) == 2
    assert f.evidence[1] == f"log line 1: {UV_DEPENDENCY}"


def test_only_the_lines_a_log_has_are_cited() -> None:
    # python-version-unsupported rests on up to five facts of a log; this one shows two.
    lines = [
        "Python 3.14.0 (main) [GCC 13.2.0] on linux",
        "ERROR: No matching distribution found for tensorflow",
    ]
    f = {x.id: x for x in diagnose_log(lines).findings}["python-version-unsupported"]
    assert all(isinstance(e, str) and e for e in f.evidence)
    assert len(f.evidence) == len(set(f.evidence))


def test_a_windows_log_s_findings_get_the_windows_fix_and_come_from_the_log() -> None:
    d = diagnose_log([dll_line("cudart64_110.dll")])
    assert d.platform == "windows"
    (f,) = d.findings
    assert f.origin == "log"
    assert f.fix == CATALOGUE["cuda-libraries-missing"].fix_for("windows")


def cuda_lib_line(soname: str) -> str:
    return (
        "2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        f"dso_loader.cc:60] Could not load dynamic library '{soname}'; dlerror: {soname}: "
        "cannot open shared object file: No such file or directory"
    )


def test_a_missing_library_names_its_release_on_its_own_finding_only() -> None:
    d = diagnose_log([cuda_lib_line("libcudart.so.10.1"), "GPU available: False"])
    found = {f.id: f for f in d.findings}
    assert found["cuda-libraries-missing"].evidence[-1] == (
        "libcudart.so.10.1 belongs to CUDA 10.1: this build looks for that release"
    )
    others = [e for f in d.findings if f.id != "cuda-libraries-missing" for e in f.evidence]
    assert not any("belongs to" in e for e in others)


def test_a_library_whose_release_is_ambiguous_names_none() -> None:
    d = diagnose_log([cuda_lib_line("libcufft.so.11"), "GPU available: False"])
    f = {x.id: x for x in d.findings}["cuda-libraries-missing"]
    assert not any("belongs to" in e for e in f.evidence)


@pytest.mark.parametrize(
    ("library", "soname", "release"),
    [
        ("libcudnn", "8", "cuDNN 8"),
        ("libcudnn", "8.9.7", "cuDNN 8"),
        ("libcudart", "11.0", "CUDA 11.x"),
        ("libcudart", "12", "CUDA 12.x"),
        ("libcublas", "11", "CUDA 11.x"),
        ("libcublas", "10", "CUDA 10.1 or 10.2"),
        ("libcublas", "9.0", "CUDA 9.0"),
        ("libcudart", "10.1", "CUDA 10.1"),
        ("libcufft", "10.0", "CUDA 10.0"),
        ("libcufft", "10", None),  # cuFFT 10 ships with CUDA 10.1 to 11.x
        ("libcufft", "11.0", None),  # cuFFT's own 11, not CUDA 11
        ("libcusolver", "x.1", None),
    ],
)
def test_the_release_a_library_s_soname_names(
    library: str, soname: str, release: str | None
) -> None:
    assert release_of(library, soname) == release


# --- a log that does not show its system ---

UNKNOWN = "the log does not show which system it ran on"
WINDOWS_LINE = "on native Windows the last release with GPU is 2.10"
AND_CUDA_LINE = (
    "on Linux, TensorFlow 2.14 and newer load CUDA from the nvidia-* wheels of tensorflow[and-cuda]"
)
SYSTEM_CUDA_LINE = (
    "on Linux and Windows, TensorFlow before 2.14 loads the CUDA and cuDNN of its build from "
    "the system"
)
MAC_LINE = "on a Mac, TensorFlow uses the GPU only through tensorflow-metal"


def no_gpu_of(version: str | None) -> dict[str, Finding]:
    lines = [f"TensorFlow Version: {version}"] if version else []
    return {f.id: f for f in diagnose_log([*lines, "Is GPU Available: []"]).findings}


def test_no_gpu_on_an_unknown_system_before_2_14() -> None:
    found = no_gpu_of("2.12.1")
    head = f"TensorFlow 2.12.1 sees no GPU; {UNKNOWN}"
    assert {i: (f.severity, f.evidence) for i, f in found.items()} == {
        "windows-native-no-gpu": (WARNING, [head, WINDOWS_LINE]),
        "cuda-libraries-missing": (WARNING, [head, SYSTEM_CUDA_LINE]),
        "macos-no-cuda": (WARNING, [head, MAC_LINE]),
    }
    for i, f in found.items():
        assert f.explanation == CATALOGUE[i].if_system
        assert f.confidence == "possible"


def test_no_gpu_on_an_unknown_system_from_2_14() -> None:
    found = no_gpu_of("2.14.0")
    assert found["and-cuda-extra-missing"].evidence == [
        f"TensorFlow 2.14.0 sees no GPU; {UNKNOWN}",
        AND_CUDA_LINE,
    ]
    assert "cuda-libraries-missing" not in found
    assert set(no_gpu_of("2.13.1")) == {
        "windows-native-no-gpu",
        "cuda-libraries-missing",
        "macos-no-cuda",
    }


def test_no_gpu_on_an_unknown_system_of_a_version_not_shown() -> None:
    found = no_gpu_of(None)
    head = f"TensorFlow (version not shown) sees no GPU; {UNKNOWN}"
    assert {i: f.evidence for i, f in found.items()} == {
        "windows-native-no-gpu": [head, WINDOWS_LINE],
        "and-cuda-extra-missing": [head, AND_CUDA_LINE],
        "cuda-libraries-missing": [head, SYSTEM_CUDA_LINE],
        "macos-no-cuda": [head, MAC_LINE],
        # Nothing names the package either.
        "tensorflow-cpu-only-build": [
            head,
            "before 2.1 the tensorflow package was the CPU build: the GPU build was "
            "tensorflow-gpu; tensorflow-cpu still is one",
        ],
    }


@pytest.mark.parametrize(
    ("version", "windows", "mac"),
    [
        ("2.10.1", False, True),
        ("2.11.0", True, True),
        ("2.5.0", False, True),
        ("2.4.1", False, False),
    ],
)
def test_which_systems_a_release_leaves_open(version: str, windows: bool, mac: bool) -> None:
    found = no_gpu_of(version)
    assert ("windows-native-no-gpu" in found) is windows
    assert ("macos-no-cuda" in found) is mac


def test_a_build_without_cuda_on_an_unknown_system() -> None:
    d = diagnose_log([">>> tf.test.is_built_with_cuda()", "False"])
    found = {f.id: f for f in d.findings}
    head = f"TensorFlow (version not shown) is built without CUDA; {UNKNOWN}"
    assert found["windows-native-no-gpu"].severity == ERROR  # what native Windows installs
    assert found["windows-native-no-gpu"].evidence == [head, WINDOWS_LINE]
    assert found["macos-no-cuda"].severity == WARNING
    assert found["macos-no-cuda"].evidence == [head, MAC_LINE]
    assert found["tensorflow-cpu-only-build"].confidence == "possible"
    assert not {"and-cuda-extra-missing", "cuda-libraries-missing"} & found.keys()


def test_a_cpu_build_read_from_cuda_10_keeps_its_rank_among_the_causes_guessed() -> None:
    # CUDA 10.0 stated: only releases before 2.1 were built with it, whose plain package is
    # the CPU build (a reading of its own, not a guess of the unknown system's). The causes
    # guessed for the unknown system take the usual order in the places they hold; the CPU
    # build keeps its own.
    d = diagnose_log(["I have CUDA 10.0 installed", "Num GPUs Available:  0"])
    assert [(f.id, f.rank, f.severity) for f in d.findings] == [
        ("cuda-libraries-missing", 1, WARNING),
        ("tensorflow-cpu-only-build", 2, WARNING),
        ("windows-native-no-gpu", 3, WARNING),
        ("and-cuda-extra-missing", 4, WARNING),
        ("macos-no-cuda", 5, WARNING),
    ]
    assert (
        d.findings[1].evidence[0] == "CUDA 10.0, which only releases before 2.1 were built "
        "with; tensorflow-gpu is not named in the paste"
    )


# --- missing CUDA libraries of a release that takes them from wheels ---


def libraries_of(tf: str, platform: str = "linux", **packages: str) -> dict[str, Finding]:
    facts: Facts = {
        "system": {"platform_kind": platform},
        "stated": {"tf_version": tf},
        "from_log": {"evidence": {}},
    }
    if packages:
        facts["packages"] = {k.replace("_", "-"): v for k, v in packages.items()}
        facts["packages_partial"] = True
    return findings(facts, [cuda_lib_line("libcudart.so.12")])


def test_missing_libraries_of_2_14_or_later_without_a_package_list() -> None:
    f = libraries_of("2.16.1")["and-cuda-extra-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "TensorFlow 2.16.1 could not load its CUDA libraries, which it takes from the nvidia-* "
        "wheels of tensorflow[and-cuda]",
        "the log does not list the installed packages",
    ]
    assert f.fix == '$ python -m pip install "tensorflow[and-cuda]==2.16.*"'


def test_missing_libraries_of_2_14_or_later_with_a_package_list_without_the_wheels() -> None:
    f = libraries_of("2.14.0", tensorflow="2.14.0", keras="2.14.0")["and-cuda-extra-missing"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")
    assert f.evidence[1] == "the package list shows no nvidia-* wheel"


@pytest.mark.parametrize(
    ("tf", "platform", "packages"),
    [
        ("2.13.1", "linux", {}),  # before the extra existed
        ("2.16.1", "windows", {}),
        ("2.16.1", "linux", {"tensorflow": "2.16.1", "nvidia_cublas_cu12": "12.3.4.1"}),
    ],
)
def test_missing_libraries_that_are_not_the_extra(
    tf: str, platform: str, packages: dict[str, str]
) -> None:
    assert "and-cuda-extra-missing" not in libraries_of(tf, platform, **packages)


def test_missing_libraries_on_wsl2_point_at_the_extra_too() -> None:
    assert "and-cuda-extra-missing" in libraries_of("2.16.1", "wsl2")


# --- containers and native Windows beside other causes ---

BANNER = (
    "log line 2: WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be "
    "available."
)
GPUS_PASSED = "log line 1: docker run --gpus all nvcr.io/nvidia/tensorflow:24.01-tf2-py3"


def container_log(no_driver_line: str, **facts: Any) -> dict[str, Finding]:
    from_log = {
        "docker_gpus": True,
        "container_no_driver": True,
        "evidence": {"container_no_driver": no_driver_line, "docker_gpus": GPUS_PASSED},
    }
    return findings({"from_log": from_log, **facts})


def test_the_image_s_banner_in_a_container_started_with_gpus_is_no_cause() -> None:
    assert "container-without-gpus" not in container_log(BANNER)


def test_another_sign_of_no_driver_in_a_container_started_with_gpus_is_a_cause() -> None:
    found = container_log("log line 2: bash: nvidia-smi: command not found")
    assert found["container-without-gpus"].evidence == [
        "log line 2: bash: nvidia-smi: command not found"
    ]


def test_the_banner_beside_tensorflow_seeing_no_gpu_is_a_cause() -> None:
    found = container_log(BANNER, tensorflow={"imported": True, "gpus": []})
    assert found["container-without-gpus"].severity == ERROR


def test_a_python_no_release_supports_comes_before_native_windows() -> None:
    facts = {
        "system": {"platform_kind": "windows"},
        "packages": {},
        "from_log": {"pip_not_found": ["tensorflow"], "python_seen": "3.14.1", "evidence": {}},
    }
    found = findings(facts)
    assert found["python-version-unsupported"].severity == ERROR
    assert (found["windows-native-no-gpu"].severity, found["windows-native-no-gpu"].confidence) == (
        WARNING,
        "possible",
    )


def test_native_windows_comes_before_the_gpu_package_s_name() -> None:
    facts = {
        "system": {"platform_kind": "windows"},
        "stated": {"tf_version": "2.12.0"},
        "from_log": {"pip_not_found": ["tensorflow-gpu"], "evidence": {}},
    }
    found = findings(facts)
    assert found["windows-native-no-gpu"].severity == ERROR
    package = found["tensorflow-gpu-package-removed"]
    assert (package.severity, package.confidence) == (WARNING, "possible")


PIP_NOTHING = [
    "ERROR: Could not find a version that satisfies the requirement tensorflow "
    "(from versions: none)",
    "ERROR: No matching distribution found for tensorflow",
]


def test_pip_finding_nothing_may_be_a_32_bit_python() -> None:
    found = findings({"from_log": {"evidence": {}}}, PIP_NOTHING)
    # Nothing shows which Python it is, nor its bits: both readings are possible warnings, the
    # version's ranked first.
    version = found["python-version-unsupported"]
    assert (version.severity, version.confidence) == (WARNING, "possible")
    assert list(found).index("python-version-unsupported") < list(found).index("python-32-bit")
    bits = found["python-32-bit"]
    assert (bits.severity, bits.confidence) == (WARNING, "possible")
    assert bits.evidence == [
        "pip found no TensorFlow distribution for this interpreter; TensorFlow publishes 64-bit "
        "wheels only, and nothing in the log shows whether this Python is 64-bit"
    ]


def test_pip_finding_nothing_for_a_python_shown_stays_an_error() -> None:
    # A Python newer than every release is shown: its version is the reason, for sure.
    found = findings({"python": {"version": "3.14.0"}, "from_log": {"evidence": {}}}, PIP_NOTHING)
    version = found["python-version-unsupported"]
    assert (version.severity, version.confidence) == (ERROR, "confirmed")


@pytest.mark.parametrize(
    "facts",
    [
        {"from_log": {"python_64_bit": True, "evidence": {}}},
        {"from_log": {"no_wheel_python": ["tensorflow"], "evidence": {}}},
        {"from_log": {"pip_python_mismatch": ["tensorflow"], "evidence": {}}},
        {"system": {"platform_kind": "macos"}, "from_log": {"evidence": {}}},
    ],
)
def test_pip_finding_nothing_is_not_a_32_bit_python_when_the_log_says_why(facts: Facts) -> None:
    found = findings(facts, PIP_NOTHING)
    assert "python-version-unsupported" in found
    assert "python-32-bit" not in found


# (a GPU wanted: a container without GPUs is a problem only then)
DOCKER_NO_GPUS = {
    "docker_gpus": False,
    "gpu_wanted": True,
    "evidence": {"docker_gpus": "log line 1: docker run -it x"},
}


def test_a_container_without_gpus_beside_another_failure_is_only_possible() -> None:
    found = findings({"from_log": DOCKER_NO_GPUS}, ["Illegal instruction (core dumped)"])
    container = found["container-without-gpus"]
    assert (container.severity, container.confidence) == (WARNING, "possible")
    assert container.evidence == ["docker run without --gpus (log line 1: docker run -it x)"]


@pytest.mark.parametrize(
    "more",
    [
        {"from_log": {**DOCKER_NO_GPUS, "container_no_driver": True}},
        {"from_log": DOCKER_NO_GPUS, "tensorflow": {"imported": True, "gpus": []}},
    ],
)
def test_a_container_without_gpus_where_the_gpu_is_shown_missing_is_the_cause(more: Facts) -> None:
    found = findings(more, ["Illegal instruction (core dumped)"])
    assert found["container-without-gpus"].severity == ERROR


def test_a_container_without_gpus_alone_is_the_cause() -> None:
    found = findings({"from_log": DOCKER_NO_GPUS})
    assert found["container-without-gpus"].severity == ERROR


def _f(fid: str, severity: str, evidence: list[str], origin: str = "facts") -> Finding:
    return Finding(
        id=fid, severity=severity, title=fid, explanation="", evidence=evidence, origin=origin
    )


def test_merge_keeps_one_finding_per_id() -> None:
    merged = merge(
        [
            _f("driver-too-old", WARNING, ["a", "b"]),
            _f("no-nvidia-driver", INFO, ["x"], origin="log"),
            _f("driver-too-old", ERROR, ["b", "c"], origin="log"),
            _f("no-nvidia-driver", WARNING, ["x", "y"], origin="log"),
            _f("driver-too-old", INFO, ["d"], origin="facts"),
        ]
    )
    by_id = {f.id: f for f in merged}
    assert len(merged) == 2
    old = by_id["driver-too-old"]
    assert (old.severity, old.evidence, old.origin) == (ERROR, ["a", "b", "c", "d"], "facts+log")
    driver = by_id["no-nvidia-driver"]
    assert (driver.severity, driver.evidence, driver.origin) == (WARNING, ["x", "y"], "log")
    assert [f.id for f in merged] == ["driver-too-old", "no-nvidia-driver"]  # errors first


# https://github.com/tensorflow/tensorflow/issues/43244 (pip's own line, before its debug output
# showed the interpreter 32-bit)
PIP_VERSION_37 = (
    r"pip version: pip 20.2.3 from c:\users\alice\appdata\local\programs\python\python37-32\lib"
    r"\site-packages\pip (python 3.7)"
)
# https://github.com/tensorflow/tensorflow/issues/94024 (a form: TensorFlow 2.19.0, Python 3.13.1)
FORM_219_313 = [
    "### TensorFlow version",
    "",
    "2.19.0",
    "",
    "### Python version",
    "",
    "3.13.1",
]


def _pasted(lines: list[str]) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(lines).findings}


def test_pip_finding_nothing_for_a_python_releases_have_wheels_for_keeps_both_readings() -> None:
    # Python 3.7 has releases with wheels: its version is no likelier than its bits.
    found = _pasted([*PIP_NOTHING, PIP_VERSION_37.replace("python37-32", "python37")])
    assert found["python-version-unsupported"].severity == WARNING
    assert found["python-32-bit"].severity == WARNING


def test_pip_finding_nothing_for_a_python_the_named_release_has_no_wheels_for_is_that() -> None:
    # TensorFlow 2.19 has no wheels for Python 3.13 (the tested build table): that is why, and
    # 32 bits need not be guessed.
    found = _pasted([*FORM_219_313, *PIP_NOTHING])
    assert found["python-version-unsupported"].severity == ERROR
    assert "python-32-bit" not in found


def test_pip_finding_nothing_for_a_python_the_named_release_has_wheels_for_may_be_32_bit() -> None:
    # TensorFlow 2.19 has wheels for Python 3.12: the version does not explain pip finding
    # nothing, and a 32-bit interpreter may.
    form = [line.replace("3.13.1", "3.12.1") for line in FORM_219_313]
    found = _pasted([*form, *PIP_NOTHING])
    assert found["python-version-unsupported"].severity == WARNING
    assert found["python-32-bit"].severity == WARNING
