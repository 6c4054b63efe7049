"""Why GPU telemetry is unavailable, in words a user can act on.

The reasons and their texts are data so that the CLI, the tray and the diagnosis wizard all
say the same sentence for the same cause.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    """One cause of NVML being unusable: an id, what happened, and what to do next."""

    kind: str
    message: str
    next_step: str


REASONS: dict[str, Reason] = {
    r.kind: r
    for r in (
        Reason(
            "no-driver",
            "No NVIDIA driver was found: the NVML library (libnvidia-ml.so.1 / nvml.dll) "
            "could not be loaded.",
            "Install the NVIDIA driver for your GPU and check that `nvidia-smi` works, "
            "or try the app with simulated GPUs: `--simulate training`.",
        ),
        Reason(
            "nvml-missing",
            "The Python package nvidia-ml-py (module pynvml) is not installed.",
            "Install it with `pip install nvidia-ml-py`, or try `--simulate training`.",
        ),
        Reason(
            "driver-not-loaded",
            "The NVIDIA driver is installed but its kernel module is not running.",
            "Load it with `sudo modprobe nvidia` (or reboot), then check `nvidia-smi`.",
        ),
        Reason(
            "driver-mismatch",
            "Driver/library version mismatch: the NVIDIA kernel module that is running is "
            "not the version of the installed driver libraries (usually after a driver update).",
            "Reboot, or reload the kernel modules (`sudo rmmod nvidia_uvm nvidia_drm "
            "nvidia_modeset nvidia && sudo modprobe nvidia`), then check `nvidia-smi`.",
        ),
        Reason(
            "no-permission",
            "Permission denied while opening the NVIDIA devices (/dev/nvidia*).",
            "Check the permissions of /dev/nvidia* and add your user to the group that owns "
            "them (often `video`); in a container, pass the GPUs in (`--gpus all`).",
        ),
        Reason(
            "nvml-unknown",
            'NVML, the driver\'s monitoring library, answered "Unknown Error" when it started.',
            "In a container, it has no access to the GPUs' device files (often lost after "
            "`systemctl daemon-reload` on the host): start a new container. On a host, check "
            "that `nvidia-smi` works.",
        ),
        Reason(
            "no-gpu",
            "The NVIDIA driver is running but reports no GPU.",
            "Check that the GPU is seated and powered, and look at `nvidia-smi -L` and "
            "`dmesg | grep -i nvrm`.",
        ),
        Reason(
            "nvml-error",
            "NVML could not be initialised.",
            "Check that `nvidia-smi` works; if it does not, reinstall the NVIDIA driver.",
        ),
    )
}


class TelemetryUnavailable(Exception):
    """Raised when a backend cannot read GPUs at all (as opposed to one metric or one GPU)."""

    def __init__(self, kind: str, detail: str | None = None) -> None:
        self.reason = REASONS.get(kind, REASONS["nvml-error"])
        self.kind = kind
        self.detail = detail
        super().__init__(self.sentence())

    def sentence(self) -> str:
        """The message and the next step as one line, for a terminal or a tooltip."""
        text = self.reason.message
        if self.kind == "nvml-error" and self.detail:
            text = f"NVML could not be initialised ({self.detail})."
        return f"{text} {self.reason.next_step}"


class GpuLost(Exception):
    """A GPU stopped answering (fell off the bus); the others still work."""
