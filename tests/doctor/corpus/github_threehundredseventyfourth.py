# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-fourth set of real threads: cloud GPU machine threads (2020-2026), from GitHub issues (issues corpus) on RunPod's own repositories (runpod/containers, runpod/runpodctl), on images and tools built for RunPod pods (ashleykleynhans/a1111-docker, artokun/comfyui-mcp), on aws/deep-learning-containers and on aws-samples/amazon-sagemaker-local-mode.

Broken kinds held: a RunPod pod placed on a host whose NVIDIA driver is older than the CUDA the
image asks for (twice: nvidia-container-cli refusing to start the container, and an image whose
wheels needed a newer driver than the host's), an RTX 5090 pod running an image whose PyTorch has
no kernels for the GPU, a RunPod image started on a PC with no NVIDIA driver, and two AWS
containers run without the GPU (a SageMaker local-mode job started with instance_type 'local',
and a Deep Learning Container run on a host without a GPU, so that no driver tools were mounted).
All six workloads are PyTorch or a CUDA container start; none is TensorFlow, but each failure lies
in the stack under it (driver, container tools, the image's CUDA build). Working runs: none met.

Small set: the TensorFlow threads of this topic in the stored copies (AWS Deep Learning AMI and
SageMaker notebook kernels, GCP Deep Learning VM and compute-gpu-installation, Azure N-series and
AzureML images, Vertex AI custom containers, iterative/cml runners) were nearly all in the corpus
already or had no confirmation in their stored text. Left out for want of a confirmation in the
stored copies: RunPod threads with the same nvidia-container-cli refusal (Nerogar/OneTrainer#981
and #1160, huggingface/text-generation-inference#1391, runpod/containers#98, whose closing comment
points at an unrelated cause), RunPod pods where CUDA failed to initialise (bmaltais/kohya_ss#2378,
bghira/SimpleTuner#1888, TheLastBen/fast-stable-diffusion#2116), a Triton 'device kernel image is
invalid' on a RunPod host that went away on a new host (predibase/lorax#237, 'It sorta suggests
that you were correct') and cml runners on AWS without a driver (iterative/cml#611, #1480).
One record is prose only (the SageMaker local-mode one); another holds a single error line.

At first look (the doctor of commit c695e0d) the cause was named in 5 of the 6 broken logs, all
five first (the prose-only SageMaker local-mode post was missed); no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="runpodctl-pod-create-requirement-cuda-12-6-old-host-driver",
        source=_GH + "runpod/runpodctl/issues/253",
        text=r"""```
nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.6,
please update your driver to a newer version, or use an earlier cuda container
```""",
        expected_cause="driver-too-old",
        note="2026. Only the error block of the post is kept. The issue was opened by RunPod staff (TimPietruskyRunPod), who states the cause in it: pods created with `runpodctl pod create` 'being assigned to machines with incompatible (older) NVIDIA drivers, causing container startup failures', the only workaround being 'to manually pick GPU types known to have recent drivers (e.g., RTX 5090)'; the post's example command uses the image runpod/worker-comfyui:5.7.1-base. The host driver is older than the CUDA 12.6 the image requires, so the container never starts.",
        platform="linux",
    ),
    CorpusLog(
        name="comfyui-mcp-runpod-image-cu130-host-driver-570-too-old",
        source=_GH + "artokun/comfyui-mcp/issues/118",
        text=r"""**Symptoms** (two hosts, two layers of the same problem):
1. `nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8` at container start (host below the base image's gate).
2. Host with driver 570.195.03 passes container start, then dies in post_start's driver preflight: driver >=580 required (CUDA 13), and "HOST driver CANNOT be upgraded from inside a pod".""",
        expected_cause="driver-too-old",
        note="2026. The symptoms of a RunPod template user, relayed by the maintainer (artokun) from Reddit; the maintainer's root-cause paragraph is left out. Maintainer: 'the perf-stack change pinned the venv to cu130 torch 2.9.1 + SageAttention/xformers cuda13.1 wheels ... which hard-requires host driver >=580 ... so RunPod schedules pods onto hosts that can't run the image'; fixed by defaulting the image back to cu128 (driver >=570) in PR #119, which closed the issue. Host drivers older than the CUDA the image's wheels were built for.",
        platform="linux",
    ),
    CorpusLog(
        name="a1111-docker-runpod-rtx-5090-no-kernel-image",
        source=_GH + "ashleykleynhans/a1111-docker/issues/11",
        text=r"""5090 runpod

hey thanks for your useful a1111-docker.
It works fine for 4090 but for 5090 it has the following error.

RuntimeError: CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

please help 
thanks:)""",
        expected_cause="compute-capability-unsupported",
        note="2026. Maintainer ashleykleynhans: 'The 5090 requires a CUDA 12.8+ as well as specific torch version to function correctly. I haven't updated this image to support CUSA 12.8 yet until Runpod confirms that all of their hosts have at least CUDA 12.8' (RunPod's minimum host CUDA was still 12.4); he suggests building the image with CUDA 12.8 and torch 2.9.1. Issue closed. The image's PyTorch has no kernels for the RTX 5090 (sm_120); the workload is PyTorch (A1111), not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="runpod-pytorch-image-on-own-pc-found-no-nvidia-driver",
        source=_GH + "runpod/containers/issues/56",
        text=r"""Pytorch cuda image nvidia driver not installed?

RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx""",
        expected_cause="no-nvidia-driver",
        note="2024. The title and the one error line the post holds as text (the rest are screenshots). RunPod maintainer kodxana: 'That is not RunPod issue as you run it on your own hardware. Drivers are handled on host level so it's saying that your PC do not have NVIDIA CUDA drivers installed.' The poster did not dispute it; closed. The host's platform is not given (linux is the container's).",
        platform="linux",
    ),
    CorpusLog(
        name="aws-dlc-pytorch-inference-gpu-image-nvidia-smi-not-found-host-without-gpu",
        source=_GH + "aws/deep-learning-containers/issues/598",
        text=r"""*Concise Description:*
When building a custom container from the Pytorch-Inference 1.5.1 container image we utilize the Python GPUtil library (https://github.com/anderskm/gputil) to get information about the currently available GPUs. That library has an internal dependency on nvidia-smi. I was surprised to see that these images have CUDA installed but don't have nvidia-smi available. 

$ echo $PATH
/opt/amazon/bin:/opt/amazon/sbin:/opt/conda/bin:/usr/local/nvidia/bin:/usr/local/cuda/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

I see that /usr/local/nvidia/bin is included on the path but that folder doesn't actually exist 

*DLC image/dockerfile:*
763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:1.5.1-gpu-py36-cu101-ubuntu16.04

*Current behavior:*
root@host:/opt/amazon/bin# nvidia-smi
bash: nvidia-smi: command not found""",
        expected_cause="container-without-gpus",
        note="2020. The poster found it himself in his next comment: 'nvidia-smi is available within the docker container if the container is run on a host with a GPU, but it's not included on a host without a GPU'; AWS maintainer arjkesh: 'Driver libaries/binaries are mounted inside the container from the host via the nvidia runtime'. The container ran without GPU access (on a build host without a GPU), so none of the driver's tools were mounted. Host name replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-local-mode-pytorch-gpu-image-runs-on-cpu-instance-type-local",
        source=_GH + "aws-samples/amazon-sagemaker-local-mode/issues/13",
        text=r"""PyTorch local mode job doesn't pick up GPU

When I run the following PyTorch local mode sample on a SageMaker notebook instance (*not* Studio) - ml.p2.xlarge instance w/ 1 GPU - it does not pick up the GPU. The default PyTorch SageMaker SDK class seems to pull in a CPU image so I explicitly specified a GPU image (763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-training:1.10.0-gpu-py38-cu113-ubuntu20.04-sagemaker from here: https://github.com/aws/deep-learning-containers/blob/master/available_images.md) but it still seems to run on CPU.

If I run the included cifar10 training job directly on the notebook instance via Jupyter, then it does pick up the GPU.

Any suggestions would be appreciated. Thanks!""",
        expected_cause="container-without-gpus",
        note="2022. Prose only. The repository's author (eitansela, AWS) answered: 'You should use in the `Estimator`: instance_type = \"local_gpu\"'; the poster did not dispute it and the issue was closed. With instance_type 'local' SageMaker local mode starts the training container without the GPUs (only 'local_gpu' passes them to docker-compose).",
        platform="linux",
    ),
)
