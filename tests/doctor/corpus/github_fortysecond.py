# ruff: noqa: E501 - log lines are quoted verbatim
"""A forty-second set of real threads from 2024-2026, gathered apart and first scored unseen.

Broken set-ups, all from 2024-2026 and none of them a TensorFlow log: Docker on a Jetson that
does not know the 'nvidia' runtime, a launcher that passes ``--gpus all`` on a Jetson where only
the NVIDIA runtime works (no catalogue cause), a CUDA 12.8 container on a host whose driver offers
CUDA 12.2, a CUDA 12.8 image without kernels for a GTX 1070 mobile, a PTX built by CUDA 11.8 on a
460 driver. Prose or one-line errors mostly; no working (harmless) run was met.

At first look (the doctor of commit 4353885) the cause of 2 of the 5 was named, both first.
Misses: "no kernel image" for a GPU the paste named only in the title (read as newer than the
build, not older), a PTX/driver mismatch told only in the title, the Jetson launcher (no
catalogue cause). After the changes made from it: 3/5 (the older GPU offered beside the newer).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="jetson-orin-nano-docker-unknown-runtime-nvidia",
        source=_GH + "NVIDIA-AI-IOT/live-vlm-webui/issues/28",
        text=r"""Thank you for the detailed tutorial.

 ./scripts/start_container.sh

I am encountering an error after running this command and cannot proceed.
I would appreciate any hints you could provide.
Jetson orin nano + Jetpack6.2.3

docker: Error response from daemon: unknown or invalid runtime name: nvidia

<img width="919" height="618" alt="Image" src="https://github.com/user-attachments/assets/e4c2acf9-b1b5-4b37-8347-f5f175011a37" />""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="A maintainer: Docker on the host does not have the NVIDIA runtime registered; install nvidia-container-toolkit, 'nvidia-ctk runtime configure --runtime=docker', restart Docker; his fix PR #29 states the same root cause. The reporter's reply (only its first word 'Thank' was readable) did not dispute it. Not a TensorFlow thread.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-thor-launcher-gpus-all-instead-of-nvidia-runtime",
        source=_GH + "NVIDIA-AI-IOT/live-vlm-webui/issues/14",
        text=r"""# Bug: `start_container.sh` uses `--gpus all` instead of `--runtime=nvidia` on Jetson Thor

## Description

The `scripts/start_container.sh` script fails to start containers on Jetson AGX Thor because it uses the `--gpus all` flag, which is not supported on Jetson platforms. Jetson requires `--runtime=nvidia` instead.

## Environment

- **Platform:** NVIDIA Jetson AGX Thor
- **L4T Version:** R38
- **Docker Version:** 29.1.4
- **Image:** `ghcr.io/nvidia-ai-iot/live-vlm-webui:0.2.1-jetson-thor`

## Steps to Reproduce

```bash
git clone https://github.com/nvidia-ai-iot/live-vlm-webui.git
cd live-vlm-webui
./scripts/start_container.sh
# Select version: 0.2.1-jetson-thor
```

## Error Message

```
docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'csv'
invoking the NVIDIA Container Runtime Hook directly (e.g. specifying the docker --gpus flag) is not supported. Please use the NVIDIA Container Runtime (e.g. specify the --runtime=nvidia flag) instead
```""",
        expected_cause=None,
        harmless=False,
        note="The reporter's own root-cause section: the script passes '--gpus all', which the Jetson (csv mode) toolkit refuses; it must use '--runtime=nvidia'; the issue was closed with a fix PR (#13). No catalogue cause: the runtime is installed, the launcher chose the wrong flag. Not a TensorFlow thread.",
        platform="linux",
    ),
    CorpusLog(
        name="open-webui-cuda-image-needs-cuda-128-host-cuda-122",
        source=_GH + "open-webui/docs/pull/507",
        text=r"""When attempting this install on a system with CUDA 12.2, I hit this error:

`nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown`""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The reporter's own docs PR ('Reflect necessary minimum CUDA driver version', merged) states the host driver (CUDA 12.2) is too old for the image's CUDA 12.8 requirement. Prose plus the one error line; not a TensorFlow thread; OS not stated (Docker on Linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="visionatrix-gtx1070-no-kernel-image-after-cuda-128-image",
        source=_GH + "cloud-py-api/visionatrix/issues/19",
        text=r"""After the most recent update it appear some older GPU drivers are no longer part of the Cuda Compute package inside of the docker container.  I certainly understand this is an older GPU but it does still work with other cuda 12.8 processes and I do expect support to drop or move to legacy by cuda 13.

Not sure if you have anything this old to test with but figured I would submit an issue just so it is known

The flows were working prior to the latest update.

All flow now show this error:
Task failed
CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A maintainer tied it to the image's move from CUDA 12.6 to 12.8 (built for RTX 50xx, without kernels for the reporter's GTX 1070 mobile) and offered to revert to CUDA 12.6. PyTorch in a container, not TensorFlow; title names the GPU (1070m).",
        platform="linux",
    ),
    CorpusLog(
        name="trak-fast-jl-ptx-unsupported-toolchain-driver-460",
        source=_GH + "MadryLab/trak/issues/68",
        text=r"""What might be the caused of this problem, example code:
import fast_jl

fast_jl.project_rademacher_8(torch.zeros(
8, 1_000, device=device), 512, 0, num_sms)

cuda version: Cuda compilation tools, release 11.8, V11.8.89

nvidia driver: 460.91.03""",
        expected_cause="driver-too-old",
        harmless=False,
        note="Title: 'RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.' A maintainer: driver/toolkit mismatch; the reporter: 'updating driver to 530.35 and cuda version to 12.1 solve the problem'. Not TensorFlow; the error line is only in the title.",
        platform="linux",
    ),
)
