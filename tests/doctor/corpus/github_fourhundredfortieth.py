# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortieth set of real threads: NVIDIA's inference and application containers on a host's driver (2021-2024), from GitHub issues on triton-inference-server/server, StatCan/aaw, AIR-DISCOVER/ICRA2024-Sim2Real-AXS and DeepVAC/TorchPod.

Broken kinds held: a host driver older than the CUDA of the container image on a GeForce or
cloud GPU, where forward compatibility cannot help (two: error 804 in a PyTorch container on
driver 525 with a CUDA 12.1 image, and the container toolkit refusing to start a CUDA 11.7
notebook image with 'unsatisfied condition: cuda>=11.7' on Kubernetes nodes with driver 510), a
Triton container finding 'No supported GPU(s)' while an MPS server started by someone else held
the GPU, and error 804 in a CUDA 11.3 image that began only with libnvidia-container 1.4.0 on the
host (no catalogue ID). All broken: 4; working runs: 0.

Left out: most Triton, TensorRT-LLM, NeMo, Riva and DeepStream threads on these messages ('This
container was built for NVIDIA Driver Release X or later ... compatibility mode is UNAVAILABLE',
'CUDA Driver UNAVAILABLE (cuInit(0) returned 804)', 'The NVIDIA Driver was not detected') had
their answer past the stored opening, or only a maintainer's guess that nobody confirmed
(triton-inference-server/server#2245, #3912, #1246, #5931, NVIDIA/TensorRT-LLM#605,
NVIDIA-NeMo/Speech#9268, NVIDIA-NeMo/Megatron-Bridge#4409, NVIDIA/libnvidia-container#131).
Haidra-Org/horde-worker-reGen#349 is confirmed (host driver older than the image's CUDA 12.4)
but its first post is not in the stored copy. Jetson threads (server#7798, #8536,
dusty-nv/jetson-containers#450) were left out for want of a confirmation, and
triton-inference-server/server#2674 because its fault lies in Triton's CPU-only path. A small
set: the look-up budget ran out before more confirmed threads were found, and many of the
confirmed container threads on these messages are held already.

At first look (the doctor of commit fce2edd) the cause was named in 2 of the 4 broken logs, both
first; there is no working run in the set. After the changes of the same day, 3 of 4, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pytorch-docker-error-804-rtx3090-driver-525-image-cuda-12-1",
        source=_GH + "AIR-DISCOVER/ICRA2024-Sim2Real-AXS/issues/5",
        text=r"""Whenever I run the pytorch with cuda in the baseline docker, it shows the error:

"RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW"

I use the RTX3090 whose version of the driver is 525 and the cuda version is 12.1 both in my PC and in the docker environment.

What's wrong?""",
        expected_cause="driver-too-old",
        note="2024. The poster (wzjscut), the same day: 'fixed by updating the driver'; closed. Driver 525 (CUDA 12.0) is older than the CUDA 12.1 of the baseline docker image, and a GeForce RTX 3090 cannot use CUDA forward compatibility (hence error 804).",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-pytorch-image-cuda-11-7-unsatisfied-condition-node-driver-510",
        source=_GH + "StatCan/aaw/issues/1544",
        text=r"""Since the CUDA 11.7 upgrade to the pytorch image the startup validation has been failing with the error:
```Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: container_linux.go:380: starting container process caused: process_linux.go:545: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.7, please update your driver to a newer version, or use an earlier cuda container: unknown```

This impacts all pytorch GPU images in dev/prod, and the latest nvidia-device-plugin does not resolve it.

Issue is described well here: https://docs.nvidia.com/deploy/cuda-compatibility/index.html

Image setup:
https://github.com/StatCan/aaw-kubeflow-containers/blob/master/docker-bits/1_CUDA-11.7.Dockerfile

It does appear on a GPU notebook that the cuda version is correct, but it seems the driver does not match:
```
(base) jovyan@pat-new-gpu-0:~$ nvidia-smi
Wed Feb  8 14:38:00 2023       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 510.47.03    Driver Version: 510.47.03    CUDA Version: 11.7 
```

https://docs.nvidia.com/deploy/cuda-compatibility/index.html
(CUDA 11.7) **515.43.04+**""",
        expected_cause="driver-too-old",
        note="2023. The poster (vexingly, who runs the platform) found the cause himself: the AKS GPU nodes run driver 510.47.03 while CUDA 11.7 images need 515.43.04+; his fix, StatCan/aaw-kubeflow-containers PR #446: 'Use 11.6.2 in tensorflow \\ pytorch images for now, until Azure updates the nvidia driver in our node images'; issue closed (a later PR #476 moved the images to the CUDA of the new node driver). The stored first post breaks off after the last line quoted ('Can we update the').",
        platform="linux",
    ),
    CorpusLog(
        name="tritonserver-20-12-no-supported-gpus-mps-server-holds-gpu",
        source=_GH + "triton-inference-server/server/issues/2562",
        text=r"""**Description**
Unable to set up triton server.  I've successfully started my container several times by the following command:
```bash
docker run --gpus=all --shm-size=1g --ulimit memlock=-1 -p 8000:8000 -p 8001:8001 -p 8002:8002 --ulimit stack=67108864 -ti --net host  -v $PWD/model_repo:/model_repo nvcr.io/nvidia/tritonserver:20.12-py3
```
When I started the container, there is 'ERROR: No supported GPU(s) detected to run this container'.  

There is one GPU occupied by a  process named 'nvidia-cuda-mps-server' set up by others.  Not sure if this is the reason. How can I detect the cause of this issue ?

**Triton Information**
What version of Triton are you using?   20.12

Are you using the Triton container or did you build it yourself?   Container""",
        expected_cause="gpu-exclusive-process-busy",
        note="2021. The poster (Slyne), the same day: 'kill this process and the issue is solved.' (the nvidia-cuda-mps-server process someone else had started held the GPU, so the container's CUDA check found no usable GPU); closed. The thread does not show the compute mode; an MPS server is normally run with the GPU in exclusive-process mode, hence the ID.",
        platform="linux",
    ),
    CorpusLog(
        name="homepod-cuda-11-3-image-error-804-gtx1650-container-toolkit-1-4-0",
        source=_GH + "DeepVAC/TorchPod/issues/43",
        text=r"""# ENV
- 显卡型号: GeForce GTX 1650
- 驱动版本: Driver Version: 460.80
- CUDA版本: CUDA Version: 11.3
- 系统: Ubuntu20.04

# ERROR
- nvidia-smi ok
- import torch; print(torch.cuda.is_available())
```
/opt/conda/lib/python3.8/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW (Triggered internally at  /opt/conda/conda-bld/pytorch_1623448278899/work/c10/cuda/CUDAFunctions.cpp:115.)
  return torch._C._cuda_getDeviceCount() > 0
False
```""",
        expected_cause=None,
        note="2021. The field names are Chinese (显卡型号 GPU model, 驱动版本 driver version, 系统 system). No catalogue ID: the cause was the NVIDIA Container Toolkit release on the host. The image's maintainer (gemfield): '这个问题已经查明，是因为nvidia最新版本的nvidia-container-toolkit软件包导致的' (the problem is found: it is caused by NVIDIA's newest nvidia-container-toolkit package), libnvidia-container 1.4.0; with 1.3.0 nvidia-smi in the container showed CUDA 11.2 and torch worked, with 1.4.0 it shows 11.3 and error 804 (his report NVIDIA/nvidia-docker#1515, on the image built from nvidia/cuda:11.3.1-cudnn8-devel). Issue closed.",
        platform="linux",
    ),
)
