"""The log explainer on the corpus of real logs: no crash, and accuracy that only goes up.

The floors are the figures the explainer reached when they were last raised, measured with
``python benchmarks/doctor_accuracy.py`` (which prints the same figures and lists each miss);
raise them when the explainer improves, never lower them to let a change pass.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from tests.doctor.corpus import CorpusLog, all_logs
from tests.doctor.corpus.score import Score, score
from tests.helpers.corpus_outcomes import corpus_score as shared_corpus_score
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE

# Counts measured with `python benchmarks/doctor_accuracy.py` on the corpus as committed (3,124
# logs: 2,782 broken, 342 harmless runs): the cause was among the problems of 2,048 broken logs
# and first in 1,940. Six logs of NVIDIA's open kernel module on a GPU it does not drive (a
# Pascal GPU without GSP, a GeForce before the 560 drivers), with no catalogue cause or the
# module not loaded until it had an entry, count that entry now, all first. Twenty logs whose
# confirmed cause is another framework's CPU-only build (PyTorch's +cpu wheels, a jaxlib without
# CUDA, the onnxruntime package, paddlepaddle), with no catalogue cause until it had an entry,
# count that entry now: 14 named, all first. Five logs of CUDA's 802 on NVSwitch systems whose
# Fabric Manager was not running, with no catalogue cause until it had an entry, count that
# entry now, all first. Two logs of TensorFlow 1 code under TensorFlow 2, with no catalogue
# cause until it had an entry, count that entry now, both first. Eight logs whose confirmed
# cause is the Windows driver not reached from inside WSL (a Linux driver's libcuda.so loaded
# first, /usr/lib/wsl/lib not searched, WSL 1, a Windows build without CUDA for WSL), with no
# catalogue cause or no-nvidia- driver until it had an entry, count that entry now, all first.
# Two logs of XLA without ptxas in images that lack the CUDA compiler, with no catalogue cause
# until it had an entry, count that entry now, both first. Four logs of a process forked after
# CUDA started, with no catalogue cause until it had an entry, count that entry now, all first.
# Five logs whose confirmed cause is a model that runs only on a GPU (cuDNN RNN layers, NCHW
# convolutions), with no catalogue cause until it had an entry, count that entry now: two first
# (their pastes say the machine has no GPU), three after what explains TensorFlow's missing GPU
# (the usual causes, each possible). Three logs whose confirmed cause is the Visual C++ runtime
# on Windows, counted as the failed import it leads to until the runtime had an entry, count
# that entry now: one of them is named, second (an unnamed module, no release shown), one is not
# (a line cut before Windows' reason), and one never showed its error; and an import whose
# thread names no cause beyond another release now has the runtime before the failed import: two
# fewer first than before. Ten harmless runs have a false alarm: three posters who said the GPU
# was not used, where Windows' Task Manager did not show its CUDA work or a model bigger than
# the GPU's memory ran partly on the CPU (a title alone, a question of low utilisation, an
# Ollama run on a GTX 1080), read as the usual causes or the input pipeline; an RTX 3080 that
# ran PyTorch 1.7's sm_80 code although PyTorch's check (since fixed) said its sm_86 was not
# compatible, read as the GPU newer than the build; an Apple- silicon run whose GPU worked but
# whose test script stopped on TensorFlow 1's tf.random_normal (the doctor names the code's
# release), ColabFold's own run went on the GPU (JAX) while its TensorFlow printed "Cannot
# dlopen some GPU libraries" (true of TensorFlow there), two posters said the GPU was unused
# when it was used, a TensorFlow 2.0 nightly printed "Not built with GPU enabled" on a GPU it
# used (a message its poster reported as wrong), and a question that TensorFlow "pre- allocates
# the entire GPU memory" (which its poster wanted) whose memory was only not given back between
# models, read as the reservation.
# A hundred and sixteen broken logs get an error that is not their cause (the benchmark lists
# them; the one added last: an RTX 5080's 'no kernel image' beside a `2.6.0+cpu` that another
# Python printed, read as PyTorch's CPU build before the GPU newer than the build, which is
# named second; the three before: GOMC's 'invalid device function' on a GTX 1060 from a build
# that left out compute capability 6.1, with no catalogue cause, read as a compiled add-on's
# build; OpenCV's 'no kernel image' on a Tesla T4 from a build of newer architectures only, read
# as the GPU newer than the build before too old, which is named second; a GTX 1060's 'no kernel
# image' under the CUDA 12.8 PyTorch of a Krita plug-in's server, read as the GPU newer than the
# build rather than too old; the four before: a GeForce GT 625M (Fermi, compute capability 2.1)
# whose Darknet stops at 'no kernel image', read as the GPU newer than the build before too old,
# which is named third; a GeForce GT 630M's 'invalid device function' from a Darknet built for
# compute capability 5.0 only, read as the program's own build where the GPU was older than it;
# TensorFlow 1's 'could not find cudnnCreate in cudnn DSO' under a cuDNN newer than the pinned
# TensorFlow's, read as the CUDA libraries missing rather than the cuDNN mismatched; an AWS
# instance without an NVIDIA GPU whose modprobe says 'No such device', with no catalogue cause,
# read as the driver module not loaded; the one before: a GTX 1060 below the compute capability
# a TensorRT build of Whisper needs, read as the GPU newer than the build rather than too old;
# the one before: DGL built from source without Ampere's kernels, 'no kernel image' on an A100
# read as the GPU newer than the build rather than the build's own; the one before: a 3D-vision
# program packed on an RTX 4090D whose extension was built for that GPU alone, 'no kernel image'
# on an RTX 3050 Ti read as the GPU newer than the build; the four before: an image's CUDA 804
# under a container toolkit whose release was the cause, with no catalogue cause, read as the
# driver too old and a reboot pending; a CPU instance whose image ran the NVIDIA hook ('nvml
# error: driver not loaded'), read as the module not loaded; a passively cooled Tesla P4 in a
# NAS that overheated, read as a failing GPU; a GPU on a riser that nvidia-smi could not reach,
# read as the module not loaded; the four before: Docker's unknown 'nvidia' runtime beside the
# toolkit's 'load library failed: libnvidia-ml.so.1', both fixed by reinstalling the toolkit,
# read with the driver not found by the toolkit too; a trainer's numpy MemoryError beside
# TensorFlow's 'failed to allocate 2.00G', fixed by reserving less GPU memory at start, read as
# both memories run out; a Prometheus exporter pod without NVML, read as no driver beside the
# pod without GPUs; netdata's Alpine image whose injected nvidia-smi cannot run there, with no
# catalogue cause, read as a container without GPUs; the eight before: ONNX Runtime's CUDA
# failure 35 under a driver new enough, where the image's CUDA predated a Blackwell GPU, read as
# the driver too old; cuDNN's loader asking for a CUDA 12 cuBLAS beside CUDA 11, read as the
# library missing before the cuDNN built for CUDA 12; a Microsoft Store Python that could not
# load cuDNN, with no catalogue cause, read as the library missing; Paddle 3.2's CUDA 12.9 wheel
# on a GTX 1080, read as newer than the build before too old, which is named second; PyCUDA's
# cuInit 'unknown error' in a virtual machine without a GPU, read as the module not loaded; an
# AMD gfx1032 ignored by TensorFlow's ROCm build, with no catalogue cause, read as the GPU newer
# than the build; TensorFlow 1.1.0rc0 on Windows, with no catalogue cause, read as CUDA 8.0 for
# a release that the post misnames 1.10; Docker's 'could not select device driver' after the
# toolkit's install, read as the runtime not registered before the toolkit missing, which is
# named second; the five before: apex built for another GPU and run on this one, twice 'no
# kernel image' read as the GPU newer than the build (once second); LAMMPS's CUDA driver error
# 804 named as the driver too old and, possibly, a driver update not yet rebooted into; Taichi's
# 'libcuda.so lib not found' inside WSL2, which the paste does not show, read as no driver;
# AlphaFold's image whose old ptxas left XLA's kernel unfound, read as the driver too old for
# TensorFlow 2.15 that the poster installed; the four before: three images whose CUDA is newer
# than the host's driver, stopping at CUDA's 'forward compatibility was attempted on non
# supported HW', named as the driver too old and, possibly, a driver update not yet rebooted
# into; a GT 730's 'no kernel image' under a 3D Slicer extension, read as the GPU newer than the
# build before too old, which is named second; the four before: mmcv's ops built on an A100 and
# run on a V100, and a Pascal GPU under a PyTorch 2.8 image, both 'no kernel image' read as the
# GPU newer than the build; CUDA's insufficient driver on a laptop whose only GPU is Intel's,
# told in an issue form's check box, read as a driver too old; a PyTorch3D wheel built for
# another PyTorch, named first, beside 'I'm trying to install cpu version' read as a CPU-only
# build; the nine before: a bitsandbytes release without a library for CUDA 12.2, named first,
# beside its search for libcudart read as the CUDA runtime missing; dlib's 'no CUDA-capable
# device' on a GPU too old for it, and CUDA's bare CUDA_ERROR_NO_DEVICE in a Jellyfin container
# without the device files, both read as CUDA_VISIBLE_DEVICES; dlib's and OpenCV's 'invalid
# device function' (a GPU too old, a driver older than the CUDA dlib was built with, a GPU left
# out of OpenCV's CUDA_ARCH_BIN), read as their own build; cuDNN 9's DLL not found, told as a
# 'cuDNN version mismatch' by its poster; a repository written for TensorFlow 1 whose Windows
# paste shows only 'DLL load failed' beside TensorFlow 2.5, read as the Visual C++ runtime; an
# xFormers wheel built for the RTX 30 series on a GTX 1660 SUPER, read as the GPU newer than the
# build; the four before, one of which is now named (the container toolkit's missing NVML under
# a Windows build without GPU support for WSL): a GeForce 940MX's 'CUDA error 209' from ggml's
# own check, read as its build; a driver 535 on a GTX 1080 Ti whose PTX needed a newer one, read
# as the GPU newer than the build; a cuDNN DLL not found under an install path with brackets,
# with no catalogue cause, read as the library missing; the four before: CUDA's 'no CUDA-capable
# device' on a machine whose new driver module waited for a reboot, read as
# CUDA_VISIBLE_DEVICES; CUDA's 35 in a container started with a mistyped NVIDIA variable, read
# as a driver too old; an uncorrectable ECC error read beside the GPU's memory run out; a board
# fault's 'unspecified launch failure' beside a missing CUDA library read first; the two before:
# JAX's CUDA backend stopping at CUDA_ERROR_NOT_INITIALIZED where its CUDA extra was missing,
# read as a process forked after CUDA started, and a driver 470 with CUDA 11.6's ptxas, stated
# in prose, read as no kernel image for the GPU; the one before: TensorFlow's install page
# quoting "device kernel image is invalid" for a GPU older than the wheels, with no GPU named,
# read as possibly too new before too old, which is named second (a thread in the corpus had an
# RTX 3090 print it); the one before: Poetry's empty Windows `tensorflow` package installed
# without tensorflow-intel, which holds TensorFlow, read as native Windows without a GPU
# (TensorFlow 2.11 is stated) before the TensorFlow not installed, which is named second; the
# one before: CUDA's forward- compatibility error on a machine that a reboot cured, read as a
# driver too old for the CUDA in use before the driver update not yet rebooted into, which is
# named second; the two before: TensorFlow 1.4 stated with CUDA 9.0, which its wheels do not
# load, read as the CUDA libraries before the custom op built for another TensorFlow, which is
# named second; "too many resources requested for launch" of a model too big for a Jetson TX2,
# with no catalogue cause, read as the GPU's memory run out; the two before: an "out of memory
# error" of AutoKeras on 16 CPUs, which the kernel's OOM killer shows was the computer's memory,
# read as the GPU's too (named second); a Keras segmentation model's GPU out- of-memory whose
# poster tried TensorFlow 2.2 with CUDA 10.2, read as that CUDA too, second; the one before,
# with no catalogue cause: "Blas GEMM launch failed" in a notebook, which restarting its kernel
# cured, read as TensorFlow's reservation of the GPU's memory; the one before: a bug of cuDNN's
# masked- RNN path met with TensorFlow 2.8 to 2.12, whose form names them all beside "cuDNN 8.1
# or newer" (a range, no version had), read as the cuDNN 8.0 of the poster's own builds, which
# worked, mismatched for every release it names; the one before: NVIDIA's TensorRT Inference
# Server 18.12 refusing a Quadro M1000M, read as a GPU too old and, possibly, too new for the
# image, the second named beside the first; the two before: TensorFlow 2.2 stated with CUDA
# 10.2, which its wheels do not load, where the thread was about tf.data's map running on the
# CPU; TensorFlow-GPU 1.11 from conda beside CUDA 9.2, read as the CUDA libraries before
# Horovod's op library built by another compiler, which is named second; the one before: a
# computer that went off as training started, read as its power or a failing GPU before the heat
# that its thread names, which is named second; the two before: a package's setup pulling the
# CPU- only tensorflow over tensorflow-gpu, read as the CPU build (which then runs) before the
# two distributions, which are named second; TensorFlow 1.3 stated with CUDA 7.5, which its
# wheels do not load, where the poster's own device filter was the cause; the one before: a
# pinned host allocation failing with CUDA_ERROR_UNKNOWN, whose poster linked an out-of-memory
# thread, read as the GPU's memory run out, where TensorFlow's reservation was the cause and
# memory growth the fix; the two before: TensorFlow 2.16 without its CUDA wheels read as the
# CUDA libraries missing, which they are, before the extra that brings them, which is named
# second; a GPU "out of memory issue" told in prose, where StarDist's TensorFlow keeping the
# memory for the next step was the cause; the one before, with no catalogue cause: TensorFlow
# 1.10 stated with CUDA 9.2, which its wheels do not load, where the thread names only a version
# set that worked; the nine before: Ray's actors hiding the GPU on purpose, CUDA_ERROR_NO_DEVICE
# beside the learner's missing cuDNN, which is named first; AVX read on a Jetson's ARM CPU that
# the paste does not show, whose "Illegal instruction" came from NumPy; TensorFlow 1.14 stated
# with CUDA 10.2 beside a custom op built with the wrong C++ ABI (named second); an RTX 3090
# under TensorFlow 1.14 read as unsupported where its thread says its PTX compiled for half an
# hour; TensorFlow's Windows self- check saying "No module named TensorFlow is installed" beside
# the cuDNN it could not find, which was the cause; a bare "Killed" read as the computer's
# memory run out, where the program's install was broken; CUDA_ERROR_NO_BINARY_FOR_GPU in a
# prebuilt image read as a GPU too old or too new, whose thread, fixed by building the image for
# the machine, names no GPU and so no cause; CUDA's "driver version is insufficient for CUDA
# runtime version" read as the driver, where an older cuDNN was what made it run). Counts, not
# ratios, so that adding logs the doctor misses never fails this test; adding logs it gets
# right, or improving the doctor, is what lets the floors be raised.
MIN_HITS = 2048
MIN_FIRST = 1940
MAX_FALSE_ALARMS_HARMLESS = 10
MAX_FALSE_ALARMS_BROKEN = 116

_URL = re.compile(r"^https://\S+$")


@pytest.fixture(scope="module")
def corpus_score() -> Score:
    return shared_corpus_score()


def test_no_log_crashes_the_explainer(corpus_score: Score) -> None:
    crashed = {o.log.name: o.crash for o in corpus_score.crashes}
    assert not crashed, crashed


def test_root_cause_recall_does_not_drop(corpus_score: Score) -> None:
    assert len(corpus_score.hits) >= MIN_HITS, [o.log.name for o in corpus_score.misses]
    assert len(corpus_score.firsts) >= MIN_FIRST


def test_false_alarms_do_not_grow(corpus_score: Score) -> None:
    harmless = {o.log.name: o.false_alarms for o in corpus_score.false_alarms_harmless}
    broken = {o.log.name: o.false_alarms for o in corpus_score.false_alarms_broken}
    assert len(harmless) <= MAX_FALSE_ALARMS_HARMLESS, harmless
    assert len(broken) <= MAX_FALSE_ALARMS_BROKEN, broken


def test_every_log_cites_a_source_and_a_known_cause() -> None:
    logs = all_logs()
    names = [log.name for log in logs]
    assert len(names) == len(set(names)), "log names must be unique"
    for log in logs:
        assert _URL.match(log.source), (log.name, log.source)
        assert log.text.strip(), log.name
        assert log.platform in {"linux", "wsl2", "windows", "macos"}, (log.name, log.platform)
        if log.harmless:
            assert log.expected_cause is None, log.name
        elif log.expected_cause is None:
            assert log.note, f"{log.name}: a cause without a catalogue ID needs a note naming it"
        else:
            assert log.expected_cause in CATALOGUE, (log.name, log.expected_cause)
            assert not CATALOGUE[log.expected_cause].harmless, log.name
        for fid in log.consequences:
            assert fid in CATALOGUE, (log.name, fid)


def test_no_thread_is_held_twice() -> None:
    """A paste counted twice would count its cause twice. Several records may come from one
    source (a page that quotes several messages, two users' pastes in one thread), never the same
    text. The unit excerpts mirror the unit tests and are left out."""
    held: dict[tuple[str, str], str] = {}
    for log in all_logs():
        if log.name.startswith("unit: "):
            continue
        key = (log.source.rstrip("/"), " ".join(log.text.split()))
        assert key not in held, f"{log.name} repeats {held[key]}"
        held[key] = log.name


def test_the_corpus_has_the_breadth_it_claims() -> None:
    logs = all_logs()
    assert len(logs) >= 100
    assert sum(log.harmless for log in logs) >= 15


def test_a_harmless_log_with_a_problem_is_a_false_alarm() -> None:
    # The scoring itself: a run that worked but is told a driver is missing.
    fake = CorpusLog(
        name="scoring check",
        source="https://example.invalid/",
        text="failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected\n"
        "kernel driver does not appear to be running on this host (host): "
        "/proc/driver/nvidia/version does not exist",
        harmless=True,
    )
    s = score([fake])
    assert s.false_alarms_harmless and not s.hits


def test_the_accuracy_benchmark_prints_every_list(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The README's figures come from it: it runs to the end on the corpus as committed (a hit
    # named only on a condition, with no problem before it, once stopped it).
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "doctor_accuracy.py"
    spec = importlib.util.spec_from_file_location("doctor_accuracy", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # (the corpus scored once for the whole session: the benchmark's own score() is the same
    # function over the same logs)
    monkeypatch.setattr(module, "score", shared_corpus_score)
    assert module.main() == 0
    out = capsys.readouterr().out
    for heading in (
        "root-cause recall:",
        "cause found but not first",
        "false alarms (",
        "crashes (",
    ):
        assert heading in out
