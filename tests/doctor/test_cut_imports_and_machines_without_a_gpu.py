# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""Readings from the two-hundred-and-sixty-third to two-hundred-and-seventieth sets.

A paste of TensorFlow's failed import often stops inside the traceback, before the line that
says which library did not load; a post says the machine has no GPU, so the memory that ran out
is the computer's. Each line is quoted from a public thread, with the cases where the reading
must give way.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of, read_lines
from tfgpu_gui.doctor.rules import diagnose_log

# --- an import cut before its reason -----------------------------------------------------------

# https://github.com/brannondorsey/PassGAN/issues/15 (TensorFlow 1.x built for CUDA 8, CUDA 9
# installed; the stored copy stops inside swig_import_helper)
CUT_IMPORT = """Traceback (most recent call last):
  File "train.py", line 8, in <module>
    import tensorflow as tf
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 72, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
..."""

# https://github.com/tensorflow/tensorflow/issues/10073 (TensorFlow 1.1 in a Docker image run
# without nvidia-docker; the excerpt ends in the traceback)
CUT_IMPORT_IN_DOCKER = """Using 'nvidia/cuda:8.0-cudnn5-devel-ubuntu16.04' docker image (I also tried other docker images as well).
Traceback (most recent call last):
  File "/run.py", line 3, in <module>
    import tensorflow as tf
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 52, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
..."""

# The same import with its reason (https://github.com/tensorflow/tensorflow/issues/26209)
REASON = "ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory"

# https://github.com/AaronJny/xyolo/issues/1 (Windows, the reason given: a module not found)
WINDOWS_REASON = """Traceback (most recent call last):
  File "C:\\ProgramData\\Miniconda3\\envs\\xyolo37\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed: 找不到指定的模块。"""


def test_an_import_cut_in_pywrap_s_frames_is_possibly_a_missing_cuda_library() -> None:
    facts = read_lines(*CUT_IMPORT.splitlines()).facts()
    assert facts["from_log"]["pywrap_import_failed"] is True
    found = findings_of(CUT_IMPORT)
    assert list(found) == ["cuda-libraries-missing"]
    libs = found["cuda-libraries-missing"]
    assert (libs.severity, libs.confidence, libs.rank) == ("warning", "possible", 1)
    assert libs.evidence[0] == (
        "TensorFlow's native module did not load; the paste stops before the line that says why"
    )
    assert any("pywrap_tensorflow.py" in e for e in libs.evidence[2:])


def test_in_docker_the_container_without_gpus_is_possible_too() -> None:
    found = findings_of(CUT_IMPORT_IN_DOCKER)
    assert set(found) == {"container-without-gpus", "cuda-libraries-missing"}
    assert {f.confidence for f in found.values()} == {"possible"}
    assert "libcuda.so.1" in found["container-without-gpus"].evidence[1]
    assert "container-without-gpus" not in findings_of(CUT_IMPORT)


def test_a_reason_in_the_paste_takes_over() -> None:
    found = findings_of(CUT_IMPORT + "\n" + REASON)
    assert any("libcublas.so.10.0" in e for e in found["cuda-libraries-missing"].evidence)
    assert not any("paste stops before" in e for e in found["cuda-libraries-missing"].evidence)
    # (Windows' own reading of a DLL not found names the usual DLLs; not a paste cut short)
    windows = findings_of(WINDOWS_REASON)
    assert "tensorflow-import-failed" in windows
    assert not any("paste stops before" in e for f in windows.values() for e in f.evidence)


def test_another_cause_in_the_paste_takes_over() -> None:
    # (the driver's library, which is no CUDA library of the build's version)
    driver = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"
    found = findings_of(CUT_IMPORT + "\n" + driver)
    assert found["no-nvidia-driver"].rank == 1
    assert "cuda-libraries-missing" not in found


def test_a_mac_has_no_cuda_to_miss() -> None:
    on_a_mac = CUT_IMPORT.replace(
        "/home/alice/.local/lib/python2.7", "/Users/alice/anaconda3/lib/python3.6"
    )
    assert "cuda-libraries-missing" not in findings_of(on_a_mac)


def test_only_pywrap_s_own_frames_count() -> None:
    # A module that only imports pywrap_tensorflow, and a frame of another function in it.
    for line in (
        '  File "/usr/lib/python3/dist-packages/tensorflow/python/__init__.py", line 49, in <module>',
        '  File "/x/tensorflow/python/pywrap_tensorflow_internal.py", line 1380, in TF_SessionRun_wrapper',
        "    from tensorflow.python import pywrap_tensorflow",
    ):
        assert "pywrap_import_failed" not in read_lines(line).facts().get("from_log", {})


# --- out of memory where there is no GPU -------------------------------------------------------

# https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/8 (the maintainer: "if you're
# using your regular RAM (and not GPU memory)")
NO_GPU_OOM = """Hello, I executed your interesting repository in my computer, but after some minutes I get error:
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1,168960,2160] and ...

Do you think it depends on my computer that has only 4GB and hasn't a GPU?"""

# https://github.com/nanoporetech/medaka/issues/411 (the issue template's own words)
TEMPLATE = "**Environment (if you do not have a GPU, write No GPU):**"


def test_out_of_memory_on_a_machine_said_to_have_no_gpu_is_the_computer_s() -> None:
    facts = read_lines(*NO_GPU_OOM.splitlines()).facts()["from_log"]
    assert facts["no_gpu_here"] is True
    assert "hasn't a GPU" in facts["evidence"]["no_gpu_here"]
    found = findings_of(NO_GPU_OOM)
    assert "gpu-out-of-memory" not in found
    host = found["host-out-of-memory"]
    assert host.rank == 1 and host.confidence == "likely"
    assert host.evidence[0].startswith("the paste says the machine has no GPU")
    assert any("OOM when allocating" in e for e in host.evidence)


def test_a_gpu_in_the_paste_keeps_the_gpu_s_memory() -> None:
    # A GPU named, TensorFlow seeing or creating one, or its driver stated: another machine.
    for more in (
        "Num GPUs Available:  1",
        "- GPU model and memory: GeForce GTX 1080 Ti, 11 GB",
        "| NVIDIA-SMI 535.161.07   Driver Version: 535.161.07   CUDA Version: 12.2     |",
        "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 3019 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1050 Ti, pci bus id: 0000:01:00.0, compute capability: 6.1)",
    ):
        found = findings_of(NO_GPU_OOM + "\n" + more)
        assert "gpu-out-of-memory" in found and "host-out-of-memory" not in found


def test_a_line_that_names_the_host_s_allocator_leaves_one_cause() -> None:
    # https://github.com/tensorflow/models/issues/6450
    cpu = "OOM when allocating tensor with shape[24,1,2304,1152,3] and type float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu"
    ids = [f.id for f in diagnose_log((NO_GPU_OOM + "\n" + cpu).splitlines()).findings]
    assert ids.count("host-out-of-memory") == 1 and "gpu-out-of-memory" not in ids


def test_what_a_program_says_of_the_machine_or_a_template_is_not_the_machine_without_a_gpu() -> (
    None
):
    for line in (
        TEMPLATE,
        "TensorFlow says my computer has no GPU although nvidia-smi lists it",
        "If you don't have a GPU, use the CPU image",
    ):
        assert "no_gpu_here" not in read_lines(line).facts().get("from_log", {}), line
    for line in (
        "my laptop (does not have GPU)",
        "the server has no NVIDIA GPU",
        "I don't have a GPU",
    ):
        assert read_lines(line).facts()["from_log"]["no_gpu_here"] is True, line
