"""A pasted log as a source of facts: real excerpts -> facts -> the same rules' findings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.doctor import factsets as fs
from tests.doctor import log_fact_excerpts as ex
from tfgpu_gui.doctor import log_facts
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_facts import LogFacts, read_log_facts
from tfgpu_gui.doctor.model import ERROR
from tfgpu_gui.doctor.rules import diagnose, diagnose_log


def found(lines: list[str], platform: str | None = None) -> dict[str, Any]:
    return {f.id: f for f in diagnose_log(lines, platform).findings}


# --- facts per kind of output ------------------------------------------------------------
def test_win32_banner_and_repl_answers() -> None:
    facts = read_log_facts(ex.WIN32_REPL.lines())
    assert facts["system"] == {"platform_kind": "windows"}
    assert facts["python"] == {"version": "3.10.10"}
    assert facts["tensorflow"] == {"imported": True, "built_with_cuda": False, "gpus": []}
    assert "version" not in facts["tensorflow"]  # the session never printed it


def test_win32_repl_with_tf_215_gives_the_live_finding() -> None:
    lines = [*ex.WIN32_REPL.lines(), *ex.WIN32_VERSION.splitlines()]
    assert read_log_facts(lines)["tensorflow"]["version"] == "2.15.0"
    from_log = found(lines)
    assert from_log["windows-native-no-gpu"].severity == ERROR
    assert from_log["windows-native-no-gpu"].confidence == "confirmed"
    assert "native Windows, TensorFlow 2.15.0" in from_log["windows-native-no-gpu"].evidence
    cited = from_log["windows-native-no-gpu"].evidence
    assert any(e.startswith("log line 2: Python 3.10.10") and "on win32" in e for e in cited)
    assert "log line 15: 2.15.0" in cited
    # The live job on such a machine gives the same finding.
    live = fs.healthy()
    live["system"]["platform_kind"] = "windows"
    live["tensorflow"]["version"] = "2.15.0"
    live_ids = {f.id for f in diagnose(live)[0]}
    assert "windows-native-no-gpu" in live_ids
    assert diagnose_log(lines).platform == "windows"


def test_win32_repl_without_version_still_windows_native() -> None:
    f = found(ex.WIN32_REPL.lines())["windows-native-no-gpu"]
    assert any("unknown version, built without CUDA" in e for e in f.evidence)


def test_printed_checks_platform_unknown() -> None:
    facts = read_log_facts(ex.PRINTED_CHECKS.lines())
    assert facts["tensorflow"]["version"] == "2.16.1"
    assert facts["tensorflow"]["built_with_cuda"] is False
    assert facts["tensorflow"]["gpus"] == []
    assert "system" not in facts  # no platform is guessed
    assert "tensorflow-cpu-only-build" in found(ex.PRINTED_CHECKS.lines())


def test_nvidia_smi_table_is_the_driver_and_its_gpus() -> None:
    nvml = read_log_facts(ex.NVIDIA_SMI_OLD.lines())["nvml"]
    assert nvml["ok"] is True
    assert nvml["driver_version"] == "440.33.01"
    assert nvml["cuda_driver_version"] == "10.2"
    assert [g["name"] for g in nvml["gpus"]] == ["Quadro GV100", "Quadro GV100"]
    new = read_log_facts(ex.NVIDIA_SMI_NEW.lines())["nvml"]
    assert new["gpus"] == [{"index": 0, "name": "NVIDIA GeForce GTX 1650"}]


def test_driver_from_a_log_is_checked_against_the_cuda_tf_needs() -> None:
    pip_line = "tensorflow                2.15.0"
    old = found([*ex.NVIDIA_SMI_OLD.lines(), pip_line])
    assert old["driver-too-old"].severity == ERROR
    assert any("supports CUDA up to 10.2" in e for e in old["driver-too-old"].evidence)
    assert f"log line 14: {pip_line}" in old["driver-too-old"].evidence
    assert "driver-too-old" not in found([*ex.NVIDIA_SMI_NEW.lines(), pip_line])
    # Without TensorFlow's version nothing is compared.
    assert "driver-too-old" not in found(ex.NVIDIA_SMI_OLD.lines())


def test_conda_list_and_repl() -> None:
    facts = read_log_facts(ex.CONDA_LIST.lines())
    assert facts["packages"]["tensorflow"] == {"version": "2.15.0"}
    assert facts["packages_partial"] is True
    assert facts["tensorflow"]["built_with_cuda"] is False
    assert found(ex.CONDA_LIST.lines())["tensorflow-cpu-only-build"].severity == ERROR


def test_a_partial_package_list_does_not_say_tensorflow_is_missing() -> None:
    ids = found(["keras                     3.0.5"])
    assert "tensorflow-not-installed" not in ids


def test_build_info() -> None:
    tf = read_log_facts(ex.BUILD_INFO.lines())["tensorflow"]
    assert tf["build_info"] == {"cuda_version": "11.2", "cudnn_version": "8"}
    assert tf["built_with_cuda"] is True


def test_cudnn_versions_and_finding() -> None:
    facts = read_log_facts(ex.CUDNN_MISMATCH.lines())
    assert facts["tensorflow"]["build_info"] == {"cudnn_version": "8.1.0"}
    assert facts["from_log"]["cudnn_loaded"] == "8.0.4"
    assert "cudnn-version-mismatch" in found(ex.CUDNN_MISMATCH.lines())


def test_cudart_wanted() -> None:
    assert read_log_facts(ex.CUDART_MISSING.lines())["from_log"]["cudart_major"] == 10
    assert "cuda-libraries-missing" in found(ex.CUDART_MISSING.lines())


def test_created_device_lists_the_gpu() -> None:
    tf = read_log_facts(ex.CREATED_DEVICE.lines())["tensorflow"]
    assert tf["gpus"] == ["/physical_device:GPU:0"]
    assert tf["device_details"] == [
        {"index": 0, "name": "GeForce GT 750M", "compute_capability": [3, 0]}
    ]
    assert "no-gpu-visible" not in found(ex.CREATED_DEVICE.lines())


def test_tf1_diagnostics_driver_versions() -> None:
    facts = read_log_facts(ex.TF1_DIAGNOSTICS.lines())
    assert facts["driver"]["kernel_module_version"] == "384.130.0"
    assert "driver-library-mismatch" in found(ex.TF1_DIAGNOSTICS.lines())


def test_tf1_loader_wording() -> None:
    assert "cuda-libraries-missing" in found(ex.TF1_LOADER.lines())


def test_possibly_insufficient_driver_is_only_possible() -> None:
    facts = read_log_facts(ex.INSUFFICIENT_DRIVER.lines())
    assert facts["driver"]["kernel_module_version"] == "396.26.0"
    f = found(ex.INSUFFICIENT_DRIVER.lines())["driver-too-old"]
    assert f.confidence == "possible"
    assert f.confirm.startswith("Run `nvidia-smi`")


def test_nvidia_smi_failure() -> None:
    facts = read_log_facts(ex.SMI_FAILED.lines())
    assert facts["nvml"]["ok"] is False
    findings = found(ex.SMI_FAILED.lines())
    assert findings["driver-not-loaded"].confidence == "likely"
    # Nothing shows the host or a container: started without the GPUs is possible too.
    assert findings["container-without-gpus"].confidence == "possible"


def test_pip_errors() -> None:
    facts = read_log_facts(ex.PIP_NONE.lines())
    assert facts["from_log"]["pip_not_found"] == ["tensorflow-gpu"]
    assert facts["from_log"]["evidence"]["pip"].startswith("log line 1: ERROR: Could not find")


def test_dkms_and_modprobe() -> None:
    assert read_log_facts(ex.DKMS.lines())["driver"]["dkms"] == [
        "nvidia 396.45 for kernel 4.17.11-200.fc28.x86_64: installed",
        "nvidia 396.45 for kernel 4.17.12-200.fc28.x86_64: installed",
    ]
    facts = read_log_facts(ex.MODPROBE.lines())
    assert facts["driver"]["nvidia_module_loaded"] is False
    assert "driver-not-loaded" in found(ex.MODPROBE.lines())


def test_container_without_gpus() -> None:
    facts = read_log_facts(ex.CONTAINER_WITHOUT_GPUS.lines())
    assert facts["from_log"]["docker_gpus"] is False
    assert facts["from_log"]["container_no_driver"] is True
    ids = found([*ex.CONTAINER_WITHOUT_GPUS.lines(), ex.CUINIT_BARE.text])
    assert ids["container-without-gpus"].rank == 1
    assert "cuinit-unknown-error" not in ids  # the 303 is the container's consequence
    assert read_log_facts(ex.DOCKER_WITH_GPUS.lines())["from_log"]["docker_gpus"] is True
    assert "container-without-gpus" not in found(ex.DOCKER_WITH_GPUS.lines())


# --- claims the evidence supports -------------------------------------------------------
def test_cuinit_303_alone_does_not_claim_a_driver() -> None:
    f = found(ex.CUINIT_BARE.lines())["cuinit-unknown-error"]
    assert "driver itself is installed" not in f.explanation
    assert "although a driver is present" not in f.title
    assert "Nothing here shows a working NVIDIA driver" in f.explanation
    assert "no usable driver" in f.explanation
    assert f.confidence == "possible"


def test_cuinit_303_with_a_driver_keeps_the_driver_explanation() -> None:
    f = found([*ex.NVIDIA_SMI_NEW.lines(), *ex.CUINIT_BARE.lines()])["cuinit-unknown-error"]
    assert "driver itself is installed" in f.explanation


def test_cuinit_new_xla_wording_and_stub() -> None:
    assert "cuinit-unknown-error" in found(ex.CUINIT_XLA.lines())
    assert "no-nvidia-driver" in found(ex.CUINIT_STUB.lines())
    ids = found(ex.CUINIT_NO_LIBCUDA.lines())
    assert "no-nvidia-driver" in ids and "cuinit-unknown-error" not in ids


# --- ranking ----------------------------------------------------------------------------
def test_two_causes_are_ranked_and_the_report_says_so() -> None:
    # (on a machine with a GPU, nvidia-smi's table shows; without anything showing one, the two
    # lines are what a GPU build prints on a machine without a GPU: information, both possible)
    alone = [*ex.CUINIT_BARE.lines(), *ex.CUDART_MISSING.lines()]
    assert {(f.id, f.severity, f.confidence) for f in diagnose_log(alone).findings} == {
        ("cuda-libraries-missing", "info", "possible"),
        ("cuinit-unknown-error", "info", "possible"),
    }
    lines = [*ex.NVIDIA_SMI_OLD.lines(), *alone]
    ranked = sorted(diagnose_log(lines).findings, key=lambda f: f.rank)
    assert [f.rank for f in ranked] == [1, 2]
    assert [f.id for f in ranked] == ["cuda-libraries-missing", "cuinit-unknown-error"]
    assert [f.confidence for f in ranked] == ["likely", "possible"]
    from tfgpu_gui.doctor.render_text import render_report
    from tfgpu_gui.text.terminal import Style

    text = render_report(explain_log_report(lines), Style(False))
    assert "Most likely: cuda-libraries-missing (likely)" in text
    assert "Also possible: cuinit-unknown-error (possible)" in text
    assert "To confirm: Run `nvidia-smi`." in text


def test_one_confirmed_cause_has_no_ranking_lines() -> None:
    from tfgpu_gui.doctor.render_text import render_report
    from tfgpu_gui.text.terminal import Style

    report = explain_log_report([*ex.WIN32_REPL.lines(), *ex.WIN32_VERSION.splitlines()])
    assert "Most likely" not in render_report(report, Style(False))


def test_json_has_rank_and_confidence() -> None:
    report = explain_log_report([*ex.CUINIT_BARE.lines(), *ex.CUDART_MISSING.lines()])
    data = report.to_dict()
    assert data["schema"] == "tfgpu.doctor-report/1"
    for f in data["findings"]:
        assert f["rank"] in (1, 2) and f["confidence"] in ("likely", "possible")
    assert data["facts"]["from_log"]["cudart_major"] == 10


# --- robustness -------------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(max_size=300), max_size=60))
def test_any_text_never_raises_and_state_stays_bounded(lines: list[str]) -> None:
    reader = LogFacts()
    for line in lines:
        reader.feed(line)
    reader.facts()
    assert len(reader.smi_gpus) <= log_facts.MAX_GPUS
    assert len(reader.tf_gpus) <= log_facts.MAX_GPUS
    assert len(reader.packages) <= log_facts.MAX_PACKAGES
    assert len(reader.pip_missing) <= log_facts.MAX_NAMES
    assert len(reader.dkms) <= log_facts.MAX_NAMES
    assert all(len(e) < log_facts.MAX_TEXT + 40 for e in reader.evidence.values())


def _alpha(n: int) -> str:
    return "".join(chr(97 + int(d)) for d in str(n))


def test_state_stays_bounded_on_a_long_log() -> None:
    reader = LogFacts()
    for i in range(5000):
        reader.feed(f"|   {i}  NVIDIA GeForce RTX 4090        Off | 00000000:01:00.0  On |")
        reader.feed(f"nvidia-{_alpha(i)}-cu12          12.{i}.0")
        reader.feed(f"ERROR: No matching distribution found for pkg{i}")
        if i == 0:
            reader.feed("| NVIDIA-SMI 555.42.06   Driver Version: 555.42.06   CUDA Version: 12.5 |")
    assert len(reader.smi_gpus) == log_facts.MAX_GPUS
    assert len(reader.packages) == log_facts.MAX_PACKAGES
    assert len(reader.pip_missing) == log_facts.MAX_NAMES


def test_two_log_lines_for_different_causes_leave_the_second_possible() -> None:
    ranked = sorted(
        diagnose_log([*ex.CUDART_MISSING.lines(), *ex.CUDNN_MISMATCH.lines()]).findings,
        key=lambda f: f.rank,
    )
    assert [f.confidence for f in ranked] == ["likely", "possible"]


def test_a_kernel_driver_version_in_a_log_is_checked_too() -> None:
    f = found([*ex.INSUFFICIENT_DRIVER.lines(), "tensorflow                2.15.0"])
    assert f["driver-too-old"].confidence == "confirmed"
    assert any(e.startswith("driver 396.26") for e in f["driver-too-old"].evidence)


def test_no_finding_from_an_unknown_environment() -> None:
    assert "memory-growth-disabled" not in found(ex.CREATED_DEVICE.lines())


def test_rank_confidence_and_confirm_survive_a_json_round_trip() -> None:
    from tfgpu_gui.doctor.report import Report

    report = explain_log_report([*ex.CUINIT_BARE.lines(), *ex.CUDART_MISSING.lines()])
    again = Report.from_json(report.to_json())
    assert [(f.rank, f.confidence, f.confirm) for f in again.findings] == [
        (f.rank, f.confidence, f.confirm) for f in report.findings
    ]
    assert {f.rank for f in again.findings} == {1, 2}


def test_wsl_kernel_is_the_wsl2_platform() -> None:
    facts = read_log_facts(ex.WSL_KERNEL.lines())
    assert facts["system"] == {
        "platform_kind": "wsl2",
        "kernel": "5.15.90.1-microsoft-standard-WSL2",
    }
    uname = "Linux deskbox 5.15.0-56-generic #62-Ubuntu SMP Tue Nov 22 19:54:14 UTC 2022 x86_64"
    assert read_log_facts([uname])["system"]["platform_kind"] == "linux"


def test_tf1_creating_device_and_placement() -> None:
    tf = read_log_facts(ex.TF1_CREATING_DEVICE.lines())["tensorflow"]
    assert tf["device_details"] == [
        {"index": 0, "name": "GeForce GT 720", "compute_capability": [3, 5]}
    ]
    assert read_log_facts(ex.PLACEMENT.lines())["from_log"]["placed_on_gpu"] is True


def test_no_finding_from_facts_nobody_knows() -> None:
    assert diagnose({})[0] == []
    for platform in ("linux", "windows", "wsl2"):
        assert diagnose({"system": {"platform_kind": platform}})[0] == []
        assert diagnose_log(["Epoch 1/10 - loss: 0.25"], platform).findings == []


def test_a_macos_log_is_not_a_problem_unless_it_shows_tensorflow_without_a_gpu() -> None:
    from tfgpu_gui.doctor.collect import explain_log_report

    working = explain_log_report(
        [
            "I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:112] "
            "Plugin optimizer for device_type GPU is enabled."
        ],
        platform="macos",
    )
    assert "macos-no-cuda" not in {f.id for f in working.findings}
    no_gpu = explain_log_report(
        [
            "Python 3.11.4 (main, Jul  5 2023, 08:40:20) [Clang 14.0.6 ] on darwin",
            ">>> import tensorflow as tf",
            ">>> tf.config.list_physical_devices('GPU')",
            "[]",
        ],
        platform="macos",
    )
    assert "macos-no-cuda" in {f.id for f in no_gpu.findings}


def test_each_flag_is_a_pattern_kind_named_once() -> None:
    """The flag tables are the one place a boolean log fact is declared: each names a kind some
    pattern gives, none twice, and the kept ones reach the rules."""
    from tfgpu_gui.doctor.knowledge.log_facts_patterns import FACT_PATTERNS

    kinds = {p.kind for p in FACT_PATTERNS}
    tables = log_facts._FLAGS + log_facts._GUARDED_FLAGS + log_facts._READER_FLAGS
    assert len(tables) == len(set(tables))
    assert set(tables) <= kinds
    assert set(log_facts._FLAGS + log_facts._GUARDED_FLAGS) <= set(log_facts._LOG_ONLY)
    assert not set(log_facts._READER_FLAGS) & set(log_facts._LOG_ONLY)
    # a flag seen reaches the rules as a log fact; a reader's flag does not
    facts = read_log_facts(
        [
            "Traceback (most recent call last):",
            '  File "x.py", line 1, in <module>',
            "ImportError: DLL load failed: The specified module could not be found.",
            "Registered devices: [CPU, GPU]",
        ]
    )["from_log"]
    assert facts["traceback_seen"] is True and facts["dll_module_not_found"] is True
    assert "gpu_registered" not in facts
