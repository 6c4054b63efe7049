"""The NVIDIA kernel module as packagers ship it (the open module on a GPU it does not drive, a
module of another version than the libraries, one not built or not loaded), and GPU profilers
refused the counters or their CUPTI.

Each line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE

OPEN = "open-kernel-module-unsupported-gpu"

# https://github.com/negativo17/nvidia-driver/issues/158 (a GT 1030 under the 560 packages)
NO_GSP = """kernel: NVRM: The NVIDIA GPU 0000:09:00.0 (PCI ID: 10de:1d01)
             NVRM: installed in this system is not supported by open
             NVRM: nvidia.ko because it does not include the required GPU
             NVRM: System Processor (GSP).
kernel: nvidia 0000:09:00.0: probe with driver nvidia failed with error -1
kernel: NVRM: The NVIDIA probe routine failed for 1 device(s).
kernel: NVRM: None of the NVIDIA devices were initialized."""

# https://github.com/NVIDIA/open-gpu-kernel-modules/issues/230 (a GeForce under 515)
DATA_CENTER_ONLY = """[    3.513141] NVRM: Open nvidia.ko is only ready for use on Data Center GPUs.
[    3.513144] NVRM: To force use of Open nvidia.ko on other GPUs, see the
[    3.513145] NVRM: 'OpenRmEnableUnsupportedGpus' kernel module parameter described
[    3.513145] NVRM: in the README.
[    3.824916] NVRM: GPU 0000:04:00.0: RmInitAdapter failed! (0x63:0x0:1905)"""


@pytest.mark.parametrize("paste", [NO_GSP, DATA_CENTER_ONLY])
def test_the_open_module_refusing_the_gpu_is_its_own_cause(paste):
    found = findings_of(paste)
    assert OPEN in found
    assert found[OPEN].severity == "error"
    # (the probe's and RmInitAdapter's failures are what it leads to, not another cause)
    assert "driver-not-loaded" not in found


def test_without_the_open_modules_words_a_failed_probe_is_still_the_module():
    assert "driver-not-loaded" in findings_of(
        "kernel: NVRM: The NVIDIA probe routine failed for 1 device(s)."
    )


def test_the_open_modules_card_says_both_ways_out():
    entry = CATALOGUE[OPEN]
    fix = entry.fix["linux"]
    assert "NVreg_OpenRmEnableUnsupportedGpus=1" in fix
    assert "without -open" in fix
    assert "dmesg" in (entry.confirm or "")


# https://github.com/ublue-os/bazzite/issues/2668 (an image's module older than its libraries)
API_MISMATCH = """[   12.014918] NVRM: API mismatch: the client has the version 570.153.02, but
               NVRM: this kernel module has the version 570.144.  Please
[   23.991672] NVRM: GPU 0000:07:00.0: RmInitAdapter failed! (0x61:0x56:1770)"""


def test_the_api_mismatch_wins_over_the_failure_it_causes():
    found = findings_of(API_MISMATCH)
    assert "driver-library-mismatch" in found
    assert "driver-not-loaded" not in found


@pytest.mark.parametrize(
    ("paste", "cause"),
    [
        # https://github.com/pop-os/pop/issues/690
        (
            "Oct 14 07:35:56 host nvidia-settings-autostart.desktop[2905]: ERROR: NVIDIA "
            "driver is not loaded",
            "driver-not-loaded",
        ),
        # https://github.com/Frogging-Family/nvidia-all/issues/242
        (
            "Nvidia dkms don't load modules and exited error 10 with latest Linux 6.10 rc1",
            "driver-not-loaded",
        ),
        # https://github.com/ublue-os/aurora/issues/148
        (
            "On aurora-dx-nvidia with stable-daily, the Nvidia drivers have mismatched versions,"
            " at least, I think so.",
            "driver-library-mismatch",
        ),
    ],
)
def test_the_module_told_in_words(paste, cause):
    assert cause in findings_of(paste)


@pytest.mark.parametrize(
    "question",
    [
        "Do the Nvidia drivers have mismatched versions?",
        "Why does dkms exit with error 10?",
    ],
)
def test_the_same_asked_is_not_told(question):
    found = findings_of(question)
    assert "driver-library-mismatch" not in found
    assert "driver-not-loaded" not in found


# --- profilers -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "paste",
    [
        # https://github.com/IBM/powerai/issues/35 (NVIDIA's page for the code, linked)
        "[1] https://developer.nvidia.com/nvidia-development-tools-solutions-err-nvgpuctrperm-"
        "NsightCompute",
        "[2] https://devtalk.nvidia.com/default/topic/1049421/visual-profiler-and-nvprof/"
        "nvprof-warning-the-user-does-not-have-permission-to-profile-on-the-target-device-/",
        # https://github.com/HazyResearch/ThunderKittens/issues/73 (Nsight Compute)
        "ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU Performance "
        "Counters on the target device 0.",
    ],
)
def test_the_counters_refused_by_nvidias_tools(paste):
    assert "profiler-counters-restricted" in findings_of(paste)


def test_nvprof_without_cupti_on_the_loaders_path():
    # https://github.com/ComputeCanada/software-stack/issues/66
    paste = (
        "======== Warning: The path to CUPTI and CUDA Injection libraries might not be set in "
        "LD_LIBRARY_PATH. By default, CUPTI library is installed in "
        "/usr/local/<cuda-toolkit>/extras/CUPTI/lib64\n"
        "======== Warning: No profile data collected."
    )
    assert "cuda-libraries-missing" in findings_of(paste)


# --- a GPU held by another user's MPS server ---------------------------------------------------
# https://github.com/triton-inference-server/server/issues/2562
MPS = (
    "When I started the container, there is 'ERROR: No supported GPU(s) detected to run this "
    "container'.\n\nThere is one GPU occupied by a  process named 'nvidia-cuda-mps-server' set "
    "up by others.  Not sure if this is the reason."
)


def test_an_mps_server_holding_the_gpu_is_the_gpu_taken_not_the_image():
    found = findings_of(MPS)
    assert "gpu-exclusive-process-busy" in found
    assert "compute-capability-unsupported" not in found


def test_the_images_verdict_alone_is_still_the_gpu_it_does_not_support():
    found = findings_of("ERROR: No supported GPU(s) detected to run this container")
    assert "compute-capability-unsupported" in found


def test_an_mps_server_merely_listed_is_not_a_cause():
    # nvidia-smi's process table of a machine that runs MPS on purpose
    row = "|    0   N/A  N/A      1234      C   nvidia-cuda-mps-server             28MiB |"
    assert "gpu-exclusive-process-busy" not in findings_of(row)


# --- CUDA's forward-compatibility error beside the versions stated -----------------------------
# https://github.com/AIR-DISCOVER/ICRA2024-Sim2Real-AXS/issues/5
FORWARD = (
    '"RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions '
    "before calling NumCudaDevices() that might have already set an error? Error 804: forward "
    'compatibility was attempted on non supported HW"'
)


def test_804_alone_leaves_a_pending_reboot_possible():
    found = findings_of(FORWARD)
    assert "driver-too-old" in found and "driver-library-mismatch" in found


def test_a_stated_driver_below_the_stated_cuda_settles_it():
    stated = (
        "\n\nI use the RTX3090 whose version of the driver is 525 and the cuda version is 12.1 "
        "both in my PC and in the docker environment."
    )
    found = findings_of(FORWARD + stated)
    assert "driver-too-old" in found
    assert "driver-library-mismatch" not in found


def test_a_stated_driver_new_enough_leaves_both():
    stated = "\n\nMy driver is 535 and the cuda version is 12.1."
    found = findings_of(FORWARD + stated)
    assert "driver-too-old" in found and "driver-library-mismatch" in found
