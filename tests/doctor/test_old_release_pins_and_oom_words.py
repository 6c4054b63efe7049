"""pip falling back to an old TensorFlow-family release whose pinned dependency has no wheel for
this Python (and fails to build from source), and the GPU's memory running out in words the
allocator's lines do not use: the status cut after "OOM", XLA's CUDA driver wrapper, and
"out of VRAM" told in a post."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _found(text: str) -> dict[str, str]:
    report = explain_log_report(text.splitlines())
    return {f.id: f.severity for f in report.findings if not f.harmless}


# https://github.com/googlecolab/colabtools/issues/3981 ("tfx==1.13.0 only supports Python 3.8
# and Python 3.9. Colab's runtime is on Python 3.10", said Colab's maintainer)
TFX_ON_NEW_PYTHON = """!pip install tfx
Collecting tfx
  Using cached tfx-0.23.1-py3-none-any.whl (1.7 MB)
Collecting absl-py<0.9,>=0.7 (from tfx)
  Using cached absl-py-0.8.1.tar.gz (103 kB)
  error: subprocess-exited-with-error
  
  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> See above for output.
  
  note: This error originates from a subprocess, and is likely not a problem with pip.
  Preparing metadata (setup.py) ... error
error: metadata-generation-failed"""  # noqa: W293


def test_an_old_release_pinning_a_dependency_built_from_source_is_a_python_too_new():
    found = _found(TFX_ON_NEW_PYTHON)
    assert "python-version-unsupported" in found
    report = explain_log_report(TFX_ON_NEW_PYTHON.splitlines())
    first = report.findings[0]
    assert first.id == "python-version-unsupported"
    assert any("absl-py" in e for e in first.evidence)


def test_the_names_are_compared_as_the_installers_compare_them():
    # newer sdists spell the name with "_" (absl_py-2.1.0.tar.gz); pip's failure names it as
    # its metadata does
    underscored = TFX_ON_NEW_PYTHON.replace("absl-py-0.8.1.tar.gz", "absl_py-0.8.1.tar.gz")
    assert "python-version-unsupported" in _found(underscored)
    named = underscored + "\n  ERROR: Failed building wheel for absl.py"
    assert "python-version-unsupported" in _found(named)


def test_the_same_dependency_from_a_wheel_or_built_fine_is_nothing():
    wheel = TFX_ON_NEW_PYTHON.replace(
        "absl-py-0.8.1.tar.gz (103 kB)", "absl_py-0.8.1-py3-none-any.whl (121 kB)"
    )
    assert "python-version-unsupported" not in _found(wheel)
    built = "\n".join([*TFX_ON_NEW_PYTHON.splitlines()[:5], "Successfully installed tfx-0.23.1"])
    assert "python-version-unsupported" not in _found(built)


def test_a_dependency_not_pinned_by_a_tensorflow_release_is_not_read_so():
    other = TFX_ON_NEW_PYTHON.replace("(from tfx)", "(from somepackage)")
    assert "python-version-unsupported" not in _found(other)
    unbounded = TFX_ON_NEW_PYTHON.replace("absl-py<0.9,>=0.7", "absl-py>=0.7")
    assert "python-version-unsupported" not in _found(unbounded)


def test_another_package_failing_to_build_is_not_the_pinned_one():
    # pip names the package whose wheel failed: another than the pinned source archive
    other = TFX_ON_NEW_PYTHON + "\n  ERROR: Failed building wheel for pycocotools"
    assert "python-version-unsupported" not in _found(other)
    same = TFX_ON_NEW_PYTHON + "\n  ERROR: Failed building wheel for absl-py"
    assert "python-version-unsupported" in _found(same)


def test_on_a_jetson_the_range_may_lack_a_wheel_for_the_machine():
    jetson = "Jetson Nano, JetPack 4.6\n" + TFX_ON_NEW_PYTHON
    assert "python-version-unsupported" not in _found(jetson)


# https://github.com/OpenNMT/OpenNMT-tf/issues/326 (the title)
STATUS_CUT = "Resource exhausted: OOM for multi source transformer"
# openxla/xla 01e801ee xla/stream_executor/cuda/cuda_driver.cc (ResourceExhausted when
# cuEventCreate returns CUDA_ERROR_OUT_OF_MEMORY)
EVENT = "could not create CUDA event: out of device memory"
# https://github.com/YoYo000/MVSNet/issues/18
TOLD = (
    "The problem is resource exhaustion, the system gets out of RAM or VRAM few seconds after "
    "program execution."
)


def test_the_status_cut_after_oom_is_the_gpu_out_of_memory():
    assert _found(STATUS_CUT).get("gpu-out-of-memory") == "error"
    assert _found(STATUS_CUT.replace("Resource exhausted", "RESOURCE_EXHAUSTED"))
    assert "gpu-out-of-memory" not in _found("Resource exhausted: the file was too large")


def test_the_cuda_driver_wrappers_out_of_device_memory_is_the_gpu_out_of_memory():
    assert "gpu-out-of-memory" in _found(EVENT)


def test_out_of_vram_told_is_the_gpu_memory_and_advice_is_not():
    assert "gpu-out-of-memory" in _found(TOLD)
    assert "gpu-out-of-memory" not in _found("If you run out of VRAM, lower the batch size.")
    assert "gpu-out-of-memory" not in _found("The system gets out of RAM after a minute.")


# pypa/pip f0d71707 src/pip/_internal/resolution/legacy/resolver.py (UnsupportedPythonVersion,
# the values filled as pip fills them)
REQUIRES_PYTHON = (
    "ERROR: Package 'tensorflow' requires a different Python: 3.13.0 not in '<3.13,>=3.9'"
)


def test_pips_requires_python_refusal_is_a_python_the_release_does_not_support():
    report = explain_log_report(REQUIRES_PYTHON.splitlines())
    first = report.findings[0]
    assert first.id == "python-version-unsupported"
    assert any("Python 3.13" in e for e in first.evidence)
    other = REQUIRES_PYTHON.replace("'tensorflow'", "'somepackage'")
    assert "python-version-unsupported" not in _found(other)
