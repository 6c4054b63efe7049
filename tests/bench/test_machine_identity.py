"""The machine a run was measured on: read from the job's environment, stored and read back,
and its two identities (the same machine; the same software) that the history compares by."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import platform
import socket

import pytest

from tfgpu_gui.bench.machine import (
    GpuFacts,
    Machine,
    describe_facts,
    machine_for,
    read_gpu_facts,
)
from tfgpu_gui.bench.results import BenchRun

ENV = {
    "tf_version": "2.21.0",
    "python_version": "3.11.9",
    "numpy_blas": "openblas",
    "cpu": {"model": "AMD Ryzen 9 7950X 16-Core Processor", "cores": 32},
    "build_info": {"cuda_version": "12.5.1", "cudnn_version": "9"},
    "gpus": [
        {"device": "GPU:0", "name": "NVIDIA GeForce RTX 4090", "compute_capability": [8, 9]},
        {"device": "GPU:1", "name": ""},
    ],
}
L4 = GpuFacts(
    0,
    "NVIDIA L4",
    uuid="GPU-7",
    compute_capability=(8, 9),
    sm_count=58,
    sm_clock_max_mhz=2040,
    pcie_gen=4,
    pcie_width=8,
    pcie_gen_max=4,
    pcie_width_max=16,
)


def run_with(env: dict) -> BenchRun:
    return BenchRun.from_result({"env": env, "quick": True})


def box(**changes: object) -> Machine:
    base = Machine(
        hostname="box",
        cpu="AMD Ryzen 9 7950X 16-Core Processor",
        tf_gpus=("NVIDIA GeForce RTX 4090",),
        driver_version="550.54.15",
        cuda_driver_version="12.4",
        tf_version="2.21.0",
        cuda_build="12.5.1",
        cudnn_build="9",
        python_version="3.11.9",
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_the_machine_of_a_run_from_its_environment_and_nvml() -> None:
    machine = machine_for(run_with(ENV), (L4,), "550.54.15", "12.4", "box")
    assert machine == Machine(
        hostname="box",
        cpu="AMD Ryzen 9 7950X 16-Core Processor",
        gpus=(L4,),
        tf_gpus=("NVIDIA GeForce RTX 4090",),  # the GPU without a name is left out
        driver_version="550.54.15",
        cuda_driver_version="12.4",
        tf_version="2.21.0",
        cuda_build="12.5.1",
        cudnn_build="9",
        python_version="3.11.9",
        extra={"cores": 32, "numpy_blas": "openblas"},
    )


def test_an_environment_that_says_little() -> None:
    machine = machine_for(run_with({"build_info": "not a mapping", "cpu": ["x"]}))
    assert machine.hostname == socket.gethostname()
    assert machine.cpu == (platform.processor() or None)
    assert (machine.gpus, machine.tf_gpus) == ((), ())
    assert (machine.driver_version, machine.cuda_driver_version, machine.tf_version) == (
        None,
        None,
        None,
    )
    assert (machine.cuda_build, machine.cudnn_build, machine.python_version) == (None, None, None)
    assert machine.extra == {"cores": None, "numpy_blas": None}


def test_an_empty_hostname_given_is_kept() -> None:
    assert machine_for(run_with(ENV), hostname="").hostname == ""


def test_machine_id_is_a_stable_hash_of_host_cpu_and_gpu_names() -> None:
    # Stored with every run: the same inputs must give the same id in every version.
    parts = '["box", "AMD Ryzen 9 7950X 16-Core Processor", ["NVIDIA GeForce RTX 4090"]]'
    assert hashlib.sha256(parts.encode()).hexdigest()[:16] == "c66e958b94b11770"
    assert box().machine_id == "c66e958b94b11770"


def test_machine_id_uses_nvml_names_before_tensorflows() -> None:
    with_nvml = box(gpus=(GpuFacts(0, "NVIDIA GeForce RTX 4090"),), tf_gpus=("something else",))
    assert with_nvml.gpu_names() == ["NVIDIA GeForce RTX 4090"]
    assert with_nvml.machine_id == box().machine_id
    unnamed = box(gpus=(GpuFacts(0, None),))
    assert unnamed.gpu_names() == ["NVIDIA GeForce RTX 4090"]  # TensorFlow's, then


@pytest.mark.parametrize(
    "change",
    [{"hostname": "other"}, {"cpu": "Intel Xeon"}, {"tf_gpus": ("NVIDIA L4",)}],
)
def test_another_host_cpu_or_gpu_is_another_machine(change: dict) -> None:
    assert box(**change).machine_id != box().machine_id
    assert box(**change).fingerprint != box().fingerprint


@pytest.mark.parametrize(
    "change",
    [
        {"driver_version": "560.28.03"},
        {"tf_version": "2.22.0"},
        {"cuda_build": "12.8.0"},
        {"cudnn_build": "9.3"},
        {"python_version": "3.12.3"},
    ],
)
def test_new_software_is_the_same_machine_with_another_fingerprint(change: dict) -> None:
    assert box(**change).machine_id == box().machine_id
    assert box(**change).fingerprint != box().fingerprint


def test_what_the_fingerprint_leaves_out() -> None:
    same = box(cuda_driver_version="12.8", extra={"cores": 8}, gpus=(GpuFacts(0, None),))
    assert same.fingerprint == box().fingerprint


def test_the_fingerprint_is_a_stable_hash() -> None:
    parts = [box().machine_id, "550.54.15", "2.21.0", "12.5.1", "9", "3.11.9"]
    text = json.dumps(parts)
    assert box().fingerprint == hashlib.sha256(text.encode()).hexdigest()[:16]


def test_differences_name_each_change_from_the_earlier_machine() -> None:
    before = box()
    after = box(
        driver_version="560.28.03",
        tf_version=None,
        cuda_build="12.8.0",
        cudnn_build="9.3",
        python_version="3.12.3",
        tf_gpus=("NVIDIA L4", "NVIDIA L4"),
    )
    assert after.differences(before) == [
        "driver 550.54.15 -> 560.28.03",
        "TensorFlow 2.21.0 -> ?",
        "CUDA (TF build) 12.5.1 -> 12.8.0",
        "cuDNN (TF build) 9 -> 9.3",
        "Python 3.11.9 -> 3.12.3",
        "GPUs ['NVIDIA GeForce RTX 4090'] -> ['NVIDIA L4', 'NVIDIA L4']",
    ]
    assert box(python_version=None).differences(box(python_version=None)) == []
    assert box().differences(box(driver_version=None)) == ["driver ? -> 550.54.15"]


def test_a_machine_is_stored_and_read_back_whole() -> None:
    machine = dataclasses.replace(
        box(),
        gpus=(L4, GpuFacts(1, None)),
        extra={"cores": 32, "numpy_blas": "mkl"},
    )
    stored = machine.to_dict()
    assert stored == {
        "hostname": "box",
        "cpu": "AMD Ryzen 9 7950X 16-Core Processor",
        "gpus": [
            {
                "index": 0,
                "name": "NVIDIA L4",
                "uuid": "GPU-7",
                "compute_capability": (8, 9),
                "sm_count": 58,
                "sm_clock_max_mhz": 2040,
                "pcie_gen": 4,
                "pcie_width": 8,
                "pcie_gen_max": 4,
                "pcie_width_max": 16,
            },
            {
                "index": 1,
                "name": None,
                "uuid": None,
                "compute_capability": None,
                "sm_count": None,
                "sm_clock_max_mhz": None,
                "pcie_gen": None,
                "pcie_width": None,
                "pcie_gen_max": None,
                "pcie_width_max": None,
            },
        ],
        "tf_gpus": ["NVIDIA GeForce RTX 4090"],
        "driver_version": "550.54.15",
        "cuda_driver_version": "12.4",
        "tf_version": "2.21.0",
        "cuda_build": "12.5.1",
        "cudnn_build": "9",
        "python_version": "3.11.9",
        "extra": {"cores": 32, "numpy_blas": "mkl"},
        "machine_id": machine.machine_id,
        "fingerprint": machine.fingerprint,
    }
    # Through JSON, as the history stores it (tuples become lists).
    back = Machine.from_dict(json.loads(json.dumps(stored)))
    assert back == machine
    assert back.fingerprint == machine.fingerprint


def test_a_damaged_machine_record_reads_as_what_it_holds() -> None:
    back = Machine.from_dict(
        {"gpus": [{"name": "NVIDIA L4", "compute_capability": "8.9"}, "junk"], "tf_gpus": "x"}
    )
    assert back == Machine(hostname="", cpu=None, gpus=(GpuFacts(0, "NVIDIA L4"),))
    assert Machine.from_dict({"gpus": {"0": {}}, "extra": [1]}) == Machine("", None)
    assert Machine.from_dict({"gpus": 7, "tf_gpus": None}) == Machine("", None)


def test_gpu_facts_read_back_with_their_compute_capability() -> None:
    facts = GpuFacts.from_dict({"index": 3, "name": "NVIDIA H100", "compute_capability": [9, 0]})
    assert facts == GpuFacts(3, "NVIDIA H100", compute_capability=(9, 0))


def test_the_facts_of_several_gpus_in_one_line() -> None:
    gpus = (
        GpuFacts(0, "NVIDIA L4", pcie_gen=4, pcie_width=16, pcie_gen_max=4, pcie_width_max=16),
        GpuFacts(1, None),
    )
    assert describe_facts((gpus, None, None)) == (
        "GPU facts from the monitor: GPU 0 NVIDIA L4 (PCIe Gen4 x16, max Gen4 x16); "
        "GPU 1 ? (PCIe n/a, max n/a); driver ?."
    )
    assert describe_facts(((), "550.54", "12.4")) == (
        "GPU facts: unknown (no reading from the monitor). Peaks come from TensorFlow's "
        "device names; PCIe links show as unknown."
    )


def test_gpu_facts_from_simulated_gpus() -> None:
    gpus, driver, cuda, why = read_gpu_facts("idle")
    assert why is None and driver and cuda
    assert [g.index for g in gpus] == list(range(len(gpus))) and gpus
    assert all(g.name and g.compute_capability for g in gpus)


def test_gpu_facts_without_a_driver_say_why() -> None:
    gpus, driver, cuda, why = read_gpu_facts("no-driver")
    assert (gpus, driver, cuda) == ((), None, None)
    assert why is not None and why.startswith("No NVIDIA driver was found")


def test_gpu_facts_of_an_unknown_scenario_say_why() -> None:
    gpus, driver, cuda, why = read_gpu_facts("no-such-scenario")
    assert (gpus, driver, cuda) == ((), None, None)
    assert why is not None and "unknown scenario 'no-such-scenario'" in why


def test_gpu_facts_of_simulated_gpus_follow_the_seed() -> None:
    # The simulated GPUs' ids come from the seed: the same seed, the same GPUs.
    default = read_gpu_facts("training")
    assert default == read_gpu_facts("training", seed=0)
    other = read_gpu_facts("training", seed=1)
    assert [g.uuid for g in other[0]] != [g.uuid for g in default[0]]


def test_gpu_facts_when_no_backend_can_be_made_say_why(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(simulate: str | None, *, seed: int = 0) -> None:
        raise RuntimeError("the NVML library is too old")

    monkeypatch.setattr("tfgpu_gui.telemetry.sources.registry.make_backend", refuse)
    assert read_gpu_facts() == ((), None, None, "the NVML library is too old")


def test_gpu_facts_when_reading_fails_say_why(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        def __enter__(self) -> Broken:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def read(self) -> None:
            raise OSError("NVML returned garbage")

    monkeypatch.setattr(
        "tfgpu_gui.telemetry.sources.registry.make_backend", lambda *_a, **_k: Broken()
    )
    assert read_gpu_facts() == ((), None, None, "NVML returned garbage")
