"""A traced search for a CUDA library (strace, LD_DEBUG=libs) that no path answered.

A library the loader tried on every path and never opened is missing, as TensorFlow's own
"Could not load dynamic library" says; one path that opened it is enough. The lines are quoted
from the pages named beside them.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.log_facts import read_log_facts

# https://github.com/Iwaki09/V2X_Network_Simulation/blob/main/prototype2/CUDA_cuDNN_Debugging_Knowledge.md
STRACE = (
    'openat(AT_FDCWD, "/usr/local/lib/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = -1 ENOENT '
    "(No such file or directory)",
    'openat(AT_FDCWD, "/usr/local/cuda/lib64/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = -1 ENOENT '
    "(No such file or directory)",
)
OPENED = 'openat(AT_FDCWD, "/usr/lib/x86_64-linux-gnu/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = 3'
# https://github.com/mozilla/DeepSpeech/issues/1210
LD_DEBUG = (
    "     17011:\t  trying file=../local_config_cuda/cuda/lib64/x86_64/libcublas.so.8.0",
    "     17011:\t  trying file=../local_config_cuda/cuda/lib64/libcublas.so.8.0",
)
LOADED = "     17011:\tcalling init: /usr/local/cuda-8.0/lib64/libcublas.so.8.0"


def _from_log(lines: list[str] | tuple[str, ...]) -> dict:
    return read_log_facts(list(lines)).get("from_log", {})


def test_a_library_strace_never_opened_is_missing():
    f = _all("\n".join(STRACE))["cuda-libraries-missing"]
    assert (f.severity, f.confidence, f.rank) == ("error", "likely", 1)
    assert f.evidence[:2] == [
        "the loader looked for libcudnn.so.9 and found it on none of the paths it tried",
        f"log line 1: {STRACE[0]}",
    ]
    # the soname names the release the build looks for
    assert "libcudnn.so.9 belongs to cuDNN 9: this build looks for that release" in f.evidence


def test_ld_debugs_tries_without_a_load_are_a_missing_library():
    facts = _from_log(LD_DEBUG)
    assert facts["traced_missing"] == ["libcublas.so.8.0"]
    assert facts["cuda_libs_missing"] == ["cublas"]
    assert "cuda-libraries-missing" in _all("\n".join(LD_DEBUG))


@pytest.mark.parametrize(
    "lines",
    [
        (*STRACE, OPENED),  # a later path had it
        (OPENED, *STRACE),
        (*LD_DEBUG, LOADED),
    ],
)
def test_one_path_that_opened_it_is_enough(lines):
    assert "traced_missing" not in _from_log(lines)
    assert "cuda-libraries-missing" not in _all("\n".join(lines))


def test_each_library_is_judged_on_its_own():
    other = 'openat(AT_FDCWD, "/usr/lib/libcublas.so.12", O_RDONLY|O_CLOEXEC) = 4'
    facts = _from_log([*STRACE, other])
    assert facts["traced_missing"] == ["libcudnn.so.9"]


def test_other_libraries_in_a_trace_are_not_read():
    line = 'openat(AT_FDCWD, "/usr/lib/libfoo.so.1", O_RDONLY|O_CLOEXEC) = -1 ENOENT'
    assert "traced_missing" not in _from_log([line])


def test_the_libraries_traced_are_bounded():
    lines = [
        f'openat(AT_FDCWD, "/p/libcublas.so.{n}", O_RDONLY|O_CLOEXEC) = -1 ENOENT'
        for n in range(40)
    ]
    assert len(_from_log(lines)["traced_missing"]) == 8


def test_a_library_found_before_another_missing_leaves_that_one_missing():
    other = 'openat(AT_FDCWD, "/usr/lib/libcublas.so.12", O_RDONLY|O_CLOEXEC) = 4'
    assert _from_log([other, *STRACE])["traced_missing"] == ["libcudnn.so.9"]


def test_two_missing_are_named_together():
    cublas = 'openat(AT_FDCWD, "/usr/lib/libcublas.so.12", O_RDONLY|O_CLOEXEC) = -1 ENOENT'
    f = _all("\n".join([*STRACE, cublas]))["cuda-libraries-missing"]
    assert f.evidence[0] == (
        "the loader looked for libcudnn.so.9, libcublas.so.12 and found them on none of the "
        "paths it tried"
    )
    assert f.origin == "log"


def test_the_dso_loaders_own_line_keeps_naming_the_release():
    # TensorFlow's own line about the library it wanted comes first; the trace adds its own
    dso = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
        "library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object "
        "file: No such file or directory"
    )
    facts = _from_log([dso, *STRACE])
    assert facts["cuda_lib_missing"] == ["libcudart", "11.0"]
    assert facts["cuda_libs_missing"] == ["cudart", "cudnn"]
    traced = _from_log(LD_DEBUG)
    assert traced["cuda_lib_missing"] == ["libcublas", "8.0"]
    assert traced["evidence"]["cuda_lib_missing"] == f"log line 1: {LD_DEBUG[0].strip()}"
