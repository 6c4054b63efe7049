"""State files for the test NVML library: a base driver and real-world driver profiles.

Every value is distinct from every other one a swapped argument could return instead: the
SM clock differs from the graphics and memory clocks and from each maximum, TX from RX, GPU 0
from GPU 1, the v1 memory struct's ``used`` from the v2 one's. Keys are the C side's (see the
header comment of fake_nvml.c).
"""

from __future__ import annotations

import os

import psutil

GIB = 1024**3
MIB = 1024**2

# nvml.h enums, written out so a state cannot silently follow a wrong constant in pynvml.
CLOCK_GRAPHICS, CLOCK_SM, CLOCK_MEM, CLOCK_VIDEO = 0, 1, 2, 3
PCIE_TX, PCIE_RX = 0, 1
FI_TX, FI_RX = 197, 198
TEMP_GPU = 0


def absent_pid() -> int:
    """A pid that does not exist in this pid namespace (a process in another container)."""
    pid = 4_194_000
    while psutil.pid_exists(pid):
        pid -= 1
    return pid


def gpu(i: int, **overrides: object) -> dict[str, object]:
    """One GPU's keys, ``gpu<i>.``-prefixed; ``i`` shifts every value so GPUs differ."""
    k = 1 + i
    values: dict[str, object] = {
        "name": f"NVIDIA H100 80GB HBM3 #{i}",
        "uuid": f"GPU-{i:08d}-aaaa-bbbb-cccc-ddddeeeeffff",
        "bus_id": f"00000000:{0x1B + i:02X}:00.0",
        "mem.total": 80 * GIB + k * MIB,
        "mem.reserved": 540 * MIB + k * MIB,
        "mem.used": 3 * GIB + 7 * k * MIB,
        "cc.major": 9,
        "cc.minor": k - 1,
        "arch": 9,
        "sm_count": 130 + k,
        "mig.current": 0,
        "mig.pending": 0,
        "power.limit": 650_000 + k * 1000,
        "power.mgmt_limit": 680_000 + k * 1000,
        "power.default": 700_000 + k * 1000,
        "power.usage": 312_345 + k * 1000,
        "energy": 987_654_321_000 + k * 1_000_003,  # mJ, beyond 32 bits
        "pcie.max_gen": 5,
        "pcie.gpu_max_gen": 6,
        "pcie.max_width": 16,
        "pcie.gen": 3 + i,
        "pcie.width": 8,
        f"maxclock.{CLOCK_GRAPHICS}": 1980 + k,
        f"maxclock.{CLOCK_SM}": 1970 + k,
        f"maxclock.{CLOCK_MEM}": 2619 + k,
        f"maxclock.{CLOCK_VIDEO}": 1755 + k,
        f"clock.{CLOCK_GRAPHICS}": 1755 + k,
        f"clock.{CLOCK_SM}": 1650 + k,
        f"clock.{CLOCK_MEM}": 2600 + k,
        f"clock.{CLOCK_VIDEO}": 1500 + k,
        f"temp.{TEMP_GPU}": 47 + k,
        "fan": 33 + k,
        "util.gpu": 71 + k,
        "util.mem": 29 + k,
        "enc.util": 13 + k,
        "enc.period": 167_000 + k,
        "dec.util": 19 + k,
        "dec.period": 168_000 + k,
        "pstate": 2 + i,
        "reasons": 0x4 | 0x40,
        f"throughput.{PCIE_TX}": 1100 + k,
        f"throughput.{PCIE_RX}": 2200 + k,
        f"field.{FI_TX}": 10_000_000 * k,
        f"field.{FI_TX}.step": 3_000_000 * k,
        f"field.{FI_RX}": 50_000_000 * k,
        f"field.{FI_RX}.step": 7_000_000 * k,
        "procs.compute": "",
        "procs.graphics": "",
    }
    values.update(overrides)
    return {f"gpu{i}.{key}": value for key, value in values.items()}


def datacenter_r580(gpus: int = 2) -> dict[str, object]:
    """A recent R580 datacenter driver (CUDA 13.0) with every call of the backend."""
    state: dict[str, object] = {
        "driver": "580.95.05",
        "cuda": 13000,
        "nvml": "13.580.95.05",
        "gpus": gpus,
    }
    for i in range(gpus):
        state.update(gpu(i))
    return state


def with_processes(state: dict[str, object], visible_pid: int | None = None) -> int:
    """Put processes on GPU 0: ours (compute + graphics) and one in another pid namespace.

    Returns the absent pid. Memory: ours 512 MiB + 1, the other 1 GiB + 3.
    """
    mine = visible_pid or os.getpid()
    other = absent_pid()
    state["gpu0.procs.compute"] = f"{mine}:{512 * MIB + 1},{other}:{GIB + 3}"
    state["gpu0.procs.graphics"] = f"{mine}:{64 * MIB + 5}"
    state["gpu0.putil"] = f"{mine}:1000:37:11,{other}:1001:52:13,{mine}:900:99:99"
    return other


# Symbols an R470 driver (CUDA 11.4) does not have: the v3 process lists came with R510, the
# v2 memory struct with R510, the clocks-event name with R535; nvidia-ml-py's unversioned
# process wrappers only call the newest symbol, so on an older driver they fail with
# FunctionNotFound: https://github.com/wookayin/gpustat/issues/138 ,
# https://github.com/rapidsai/dask-cuda/issues/909 , https://github.com/Syllo/nvtop/pull/108
R470_OMITTED = (
    "nvmlDeviceGetComputeRunningProcesses_v3",
    "nvmlDeviceGetGraphicsRunningProcesses_v3",
    "nvmlDeviceGetMemoryInfo_v2",
    "nvmlDeviceGetCurrentClocksEventReasons",
    "nvmlDeviceGetGpuMaxPcieLinkGeneration",
)


def r470(gpus: int = 1) -> dict[str, object]:
    state = datacenter_r580(gpus)
    state.update({"driver": "470.239.06", "cuda": 11040, "nvml": "11.470.239.06"})
    return state


def r535_broken_v3() -> dict[str, object]:
    """R535.54 (CUDA 12.2): its _v3 process lists write 32-byte entries.

    https://github.com/XuehaiPan/nvitop/pull/79 , https://github.com/NVIDIA/go-nvml/issues/75
    """
    state = datacenter_r580(1)
    state.update(
        {
            "driver": "535.54.03",
            "cuda": 12020,
            "nvml": "12.535.54.03",
            "abi.process_v3_size": 32,
        }
    )
    return state


def geforce() -> dict[str, object]:
    """A GeForce card: no process utilization, no PCIe counters or throughput, no fan
    reading (a laptop GPU), no enforced power limit.

    https://github.com/pmav99/nvsmi/issues/2 (laptop GeForce: fan N/A),
    https://github.com/hashcat/hashcat/issues/1896 (nvmlDeviceGetFanSpeed NotSupported),
    https://github.com/fgaim/gpuview/pull/4 (a GPU without process monitoring)
    """
    state = datacenter_r580(1)
    state["gpu0.name"] = "NVIDIA GeForce RTX 3060 Laptop GPU"
    for fn in (
        "nvmlDeviceGetFanSpeed",
        "nvmlDeviceGetProcessUtilization",
        "nvmlDeviceGetPcieThroughput",
        "nvmlDeviceGetEnforcedPowerLimit",
    ):
        state[f"gpu0.err.{fn}"] = "NOT_SUPPORTED"
    for key in (f"gpu0.field.{FI_TX}", f"gpu0.field.{FI_RX}"):
        del state[key]
    return state


def mig_a100() -> dict[str, object]:
    """An A100 in MIG mode with two instances (indices 0 and 2; 1 is empty): whole-GPU
    utilization is NotSupported, each instance has its own memory."""
    state = datacenter_r580(1)
    state.update(
        {
            "gpu0.name": "NVIDIA A100-SXM4-40GB",
            "gpu0.mig.current": 1,
            "gpu0.mig.pending": 1,
            "gpu0.mig.max_count": 7,
            "gpu0.err.nvmlDeviceGetUtilizationRates": "NOT_SUPPORTED",
        }
    )
    instances = {
        0: (1, 0, 1111 * MIB, 9856 * MIB, "2g.10gb"),
        2: (5, 1, 2222 * MIB, 4864 * MIB, "1g.5gb"),
    }
    for j, (gi, ci, used, total, profile) in instances.items():
        p = f"gpu0.mig{j}."
        state.update(
            {
                p + "exists": 1,
                p + "gi": gi,
                p + "ci": ci,
                p + "name": f"NVIDIA A100-SXM4-40GB MIG {profile}",
                p + "uuid": f"MIG-{j:08d}-0000-0000-0000-000000000000",
                p + "mem.total": total,
                p + "mem.reserved": 0,
                p + "mem.used": used,
            }
        )
    return state


def showcase() -> dict[str, object]:
    """Two GPUs for the app on the test library: processes on GPU 0 (one of them in another
    container), GPU 1 in MIG mode with two instances."""
    state = datacenter_r580(2)
    with_processes(state)
    for key, value in mig_a100().items():
        if key.startswith("gpu0.") and ("mig" in key or "UtilizationRates" in key):
            state["gpu1." + key[len("gpu0.") :]] = value
    state["gpu1.name"] = "NVIDIA A100-SXM4-40GB"
    state["gpu1.mem.total"] = 40 * GIB
    pids = [entry.split(":")[0] for entry in str(state["gpu0.procs.compute"]).split(",")]
    state["gpu0.putil"] = f"{pids[0]}:0:37:11,{pids[1]}:0:52:13"  # fresh samples every read
    return state
