"""A missing CUDA library as a page quotes it (the colon after the soname dropped), and the CUDA
runtime missing as the import's own error, which is no line to ignore on a machine without a
GPU."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _report(text: str):
    return explain_log_report(text.splitlines())


# Open Telekom Cloud's ModelArts troubleshooting page "Reinstalled CUDA Version Does Not Match
# the One in the Target Image" (opentelekomcloud-docs/modelarts 1ba1873d,
# umn/source/troubleshooting/training_jobs/in-cloud_migration_adaptation_issues/...)
QUOTED = '2. "libcudart.so.9.0 cannot open shared object file no such file or directory"'
# https://github.com/tensorflow/tensorflow/issues/4664 (TensorFlow 0.10's GPU wheel, built for
# CUDA 7.5, beside CUDA 8.0)
IMPORT = "ImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory"


def test_the_line_quoted_without_its_colon_is_the_library_missing_with_its_release():
    found = {f.id: f for f in _report(QUOTED).findings}
    assert "cuda-libraries-missing" in found
    assert any("CUDA 9.0" in e for e in found["cuda-libraries-missing"].evidence)


def test_tensorrts_plugin_naming_a_missing_library_is_still_left_aside():
    plugin = (
        "Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvrtc.so.11.1 "
        "cannot open shared object file: No such file or directory"
    )
    assert "cuda-libraries-missing" not in {f.id for f in _report(plugin).findings}


def test_the_runtime_missing_as_the_imports_error_is_an_error():
    found = {f.id: f for f in _report(IMPORT).findings}
    assert found["cuda-libraries-missing"].severity == "error"
    # the loader's line alone, on a machine that may have no GPU, stays possibly harmless
    dso = (
        "2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: "
        "libcudart.so.11.0: cannot open shared object file: No such file or directory"
    )
    assert {f.id: f for f in _report(dso).findings}["cuda-libraries-missing"].severity == "info"
