"""Several TensorFlow processes on one GPU, a release dated by its devices, GPU memory told in
words. Each log is a corpus record (its source named there)."""

from __future__ import annotations

import re

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.log_reader import text_lines
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _log(name: str) -> list[str]:
    return list(text_lines(next(x for x in all_logs() if x.name == name).text))


def _found(lines: list[str]) -> dict[str, str]:
    return {f.id: f.severity for f in diagnose_log(lines).findings if not f.harmless}


# openai/baselines#324: HER with --num_cpu 3 (three MPI workers) on one Titan X, "out of memory"
# in the title; google-deepmind/acme#121: a distributed agent's actor processes out of GPU memory.
MPI_WORKERS = "baselines-her-three-mpi-workers-one-titan-x-out-of-memory"
ACTORS = "acme-launchpad-d4pg-actor-processes-run-out-of-gpu-memory-1080"


def test_several_processes_out_of_memory_is_the_reservation() -> None:
    for name in (MPI_WORKERS, ACTORS):
        found = _found(_log(name))
        assert found == {"memory-growth-disabled": ERROR}, (name, found)


def test_several_processes_alone_or_with_memory_growth_are_no_reservation() -> None:
    lines = _log(ACTORS)
    # without the out-of-memory (the title and the sentence that tell it)
    calm = [x for x in lines if "out of GPU memory" not in x]
    assert "memory-growth-disabled" not in _found(calm)
    # memory growth already on in every process: the out-of-memory is the model's
    grown = [*lines, "os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'"]
    assert "memory-growth-disabled" not in _found(grown)
    assert "gpu-out-of-memory" in _found(grown)
    # one process: the out-of-memory stays what it is
    one = [x.replace("actor processes", "actor") for x in lines]
    assert "memory-growth-disabled" not in _found(one)


def test_mpi_workers_are_counted_from_two_to_many() -> None:
    lines = _log(MPI_WORKERS)
    for n, several in (("1", False), ("2", True), ("16", True)):
        counted = [re.sub(r"--num_cpu \d+", f"--num_cpu {n}", x) for x in lines]
        assert ("memory-growth-disabled" in _found(counted)) is several, n


def test_out_of_memory_told_with_the_gpu_is_read() -> None:
    title = _log(MPI_WORKERS)[0]
    assert list(_found([title])) == ["gpu-out-of-memory"]
    assert _found([title.replace("GPU", "server")]) == {}


# mozilla/DeepSpeech#3494: "No OpKernel was registered ... Registered devices: [CPU, XLA_CPU,
# XLA_GPU]" from TensorFlow 1.15, which states no release.
XLA_DEVICES = "deepspeech-train-cudnn-no-gpu-device-only-xla-gpu-registered"


def test_xla_devices_date_the_release_before_the_cuda_wheels() -> None:
    lines = _log(XLA_DEVICES)
    facts = read_log_facts(lines)["from_log"]["evidence"]
    assert facts["xla_gpu_listed"].endswith("Registered devices: [CPU, XLA_CPU, XLA_GPU]")
    # (its cuDNN op, which has GPU kernels only, needs the GPU too: after the libraries)
    assert _found(lines) == {"cuda-libraries-missing": WARNING, "model-needs-gpu": WARNING}
    # turned back on in a later release, XLA's devices date nothing
    enabled = [*lines, "os.environ['TF_XLA_FLAGS'] = '--tf_xla_enable_xla_devices'"]
    assert "xla_devices_enabled" in read_log_facts(enabled)["from_log"]["evidence"]
    # nor does TensorFlow 2.4's notice that they are off
    notice = "Not creating XLA devices, tf_xla_enable_xla_devices not set"
    assert "xla_devices_enabled" not in read_log_facts([notice])["from_log"]["evidence"]


def test_the_xla_devices_date_a_paste_of_unknown_system_too() -> None:
    # without "Ubuntu" the system is unknown: still no CUDA wheels of 2.14 and later, and no
    # native Windows without a GPU build (2.3 had one)
    lines = [x.replace("Linux Ubuntu 20.14 OS", "a PC") for x in _log(XLA_DEVICES)]
    found = _found(lines)
    assert "and-cuda-extra-missing" not in found and "windows-native-no-gpu" not in found
    assert "cuda-libraries-missing" in found


# stackoverflow.com/questions/34199233: TensorFlow "allocates the full amount of available memory
# on the GPU"; /39758094: "I don't see memory on the GPU clear with nvidia-smi", a GPU in use.
FULL_AMOUNT = "so-shared-titan-x-server-tensorflow-takes-all-12gb"
NOT_FREED = "so-three-checkpoints-nvidia-smi-memory-never-freed"


def test_the_reservation_told_as_the_full_amount_of_memory_on_the_gpu() -> None:
    assert _found(_log(FULL_AMOUNT)) == {"memory-growth-disabled": WARNING}


def test_memory_not_freed_on_the_gpu_is_no_gpu_unused() -> None:
    evidence = read_log_facts(_log(NOT_FREED))["from_log"]["evidence"]
    assert "gpu_not_used" not in evidence
    assert (
        "gpu_not_used"
        in read_log_facts(["I don't see the GPU with nvidia-smi"])["from_log"]["evidence"]
    )


# TensorFlow 2.1-2.3's device list with XLA's GPU alone, as pasted in tensorflow/tensorflow#38990
# (log_facts_patterns.py quotes it), where no GPU count is read.
XLA_ONLY = "[PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]"


def test_a_device_list_with_xla_gpu_alone_dates_the_release() -> None:
    on_linux = _found(["Ubuntu 18.04, TensorFlow does not detect my GPU", XLA_ONLY])
    assert "cuda-libraries-missing" in on_linux and "and-cuda-extra-missing" not in on_linux
    anywhere = _found(["TensorFlow does not detect my GPU", XLA_ONLY])
    assert "cuda-libraries-missing" in anywhere
    assert not {"and-cuda-extra-missing", "windows-native-no-gpu"} & anywhere.keys()
