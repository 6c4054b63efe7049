"""Words that name a failure only as what the user guards against ("to avoid the OOM error"), and
an installer's list of wheels it passed over, are not the failure itself."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report

# https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/180 (the loss went to NaN; the
# batch of 1 was chosen beforehand, no OOM happened)
AVOIDED_OOM = "My batch size is 1 to avoid the OOM error."

# https://github.com/python-poetry/poetry/issues/7040 (`poetry add tensorflow@2.10.0 -vvv` on
# Linux aarch64: Poetry lists every wheel of a release that this Python cannot take)
POETRY_SKIPPED = """Skipping wheel wrapt-1.14.1-cp36-cp36m-musllinux_1_1_x86_64.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp36-cp36m-win32.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp36-cp36m-win_amd64.whl as this is not supported by the current environment"""  # noqa: E501

# https://github.com/googlecolab/colabtools/issues/361 (`pip install -v pywin32` on Colab's Linux)
PIP_SKIPPED_LINK = "    Skipping link https://files.pythonhosted.org/packages/36/98/581719389bef3491e982b0550ab539c25e8b2d1e9fd0695f4a05c696f061/pywin32-222-cp27-cp27m-win32.whl#sha256=7181f6aa0730caf888be592cf612cddb8987409fa4acf7393913c558da9b28d5 (from https://pypi.org/simple/pywin32/); it is not compatible with this Python"  # noqa: E501

# https://github.com/tensorflow/tensorflow/issues/43244 (`pip debug --verbose` of a 32-bit Python)
PIP_DEBUG_32 = (
    r"sys.executable: c:\users\alice\appdata\local\programs\python\python37-32\python.exe"
)


def _ids(text: str) -> list[str]:
    return [f.id for f in explain_log_report(text.splitlines()).findings if not f.harmless]


def test_a_failure_named_as_what_is_avoided_did_not_happen() -> None:
    assert _ids(AVOIDED_OOM) == []
    for line in (
        "I set a small batch to prevent running out of memory.",
        "Memory growth is on, to avoid OOM errors with two models.",
    ):
        assert "gpu-out-of-memory" not in _ids(line), line
    # the same words told as what happened, also after an "if" (how users say when it comes)
    for line in (
        "I got OOM errors when training with batch 32",
        "If I use batch 64 I get OOM errors",
        "my 16GB GPU is running out of memory even when the batchsize=16",
        "To avoid slow epochs I raised the batch, and now I get OOM errors",
    ):
        assert _ids(line)[:1] == ["gpu-out-of-memory"], line


def test_wheels_an_installer_passed_over_say_nothing_of_this_python() -> None:
    for text in (POETRY_SKIPPED, PIP_SKIPPED_LINK):
        assert "python-32-bit" not in _ids(text), text
    # the 32-bit installer's folder is one
    assert "python-32-bit" in _ids(PIP_DEBUG_32)
