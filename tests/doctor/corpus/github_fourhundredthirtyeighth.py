# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtyeighth set of real threads: TensorFlow on NVIDIA's own images and on several GPUs (2019-2024), from GitHub issues on HuangJunJie2017/BEVDet, dusty-nv/jetson-inference, NVIDIA/TensorRT-LLM, triton-inference-server/server, google/automl and NVIDIA/nccl.

Broken kinds held: an NGC image (TensorRT 22.07, an x86 PyTorch base) older than the GPU it
meets, an Ada card refused with 'not yet supported in this version of the container' (2); an NGC
image whose CUDA needs a newer driver than the host's, 'compatibility mode is UNAVAILABLE' (2:
TensorRT-LLM on driver 510, TensorRT Inference Server 19.02 on the short-lived 396 branch); NCCL
absent from native Windows TensorFlow, so a multi-GPU strategy dies on 'NcclAllReduce' (1); and
NCCL 2.7 inside a Docker container whose /dev/shm is the default 64 MB (1). All broken: 6;
working runs: 0.

Left out: threads whose stored copy ends before any confirmation (NVIDIA/pyxis#60,
NVIDIA/nccl#562 and tensorflow/tensorflow#51760, one MirroredStrategy-under-Slurm NCCL failure
posted three times; tensorflow/tensorflow#36510 NVLink 'unhandled cuda error'; NVIDIA/nccl#290,
the Horovod example in nvcr.io/nvidia/tensorflow:20.01-tf1-py3 failing on posix_fallocate;
horovod/horovod#236 and #274, whose posters' explanations are cut off mid-sentence); threads whose
fix did not settle the first post's fault (tensorflow/tensorflow#44281, a Windows
CUDA_ERROR_ILLEGAL_ADDRESS where HierarchicalCopyAllReduce made a smaller test pass;
tensorflow/tensorflow#30887, where fixing NCCL did not end the problem); open threads with only a
suggestion (NVIDIA/tensorflow#87, microsoft/GLIP#144, linjieli222/HERO#45, fauxpilot/fauxpilot#248,
LianjiaTech/BELLE#320); Fabric Manager threads without a usable paste or a confirmation from the
poster (aws-samples/aws-deep-learning-ami-ubuntu-dcv-desktop#33 states the cause in its only
sentence; wilicc/gpu-burn#92 and #133, gpustack/gpustack#4154, ollama/ollama#12136);
NVIDIA/Megatron-LM#878 (shm fix confirmed, but the first post's text was not reachable) and
rstudio/tensorflow#542 (set_visible_devices too late, confirmed, but no platform stated). Most
confirmed threads on this angle were already held (horovod/horovod#656 and #2224,
NVIDIA/DeepLearningExamples#803, NVIDIA/tensorflow#96, alexanderkroner/saliency#25,
dstackai/dstack#2348, NVIDIA/nccl#525, blakeblackshear/frigate#6666 among those met). The set is
small: the look-up cap was reached with these six.

At first look (the doctor of commit 7a452ee) the cause was named in all 6 broken logs, each
first; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorrt-22-07-container-rtx-4090-not-yet-supported",
        source=_GH + "HuangJunJie2017/BEVDet/issues/314",
        text=r"""When I used the built image to create a container, I got an error as follows:

WARNING: Detected NVIDIA NVIDIA GeForce RTX 4090 GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container

Does it mean that NVIDIA TensorRT 22.07 (refer to dockerfile: "FROM nvcr.io/nvidia/tensorrt:22.07-py3") is incompatible to RTX 4090 GPU? 

If anyone successfully creates a container and runs the code on RTX 4090 GPU?

Many thanks!""",
        expected_cause="compute-capability-unsupported",
        note="2023. Another user with the same error (diegola123): 'Edit your \"dockfile\" and replace the nvcr.io/nvidia/tensorrt:22.07-py3 with nvcr.io/nvidia/tensorrt:22.12-py3. it worked for me.' The 22.07 image predates Ada (compute capability 8.9) support; a newer NGC image runs. Issue left open. Platform not stated; NGC images run on a Linux host.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-inference-x86-container-rtx-4060-laptop-not-supported",
        source=_GH + "dusty-nv/jetson-inference/issues/1814",
        text=r"""This container image and its contents are governed by the NVIDIA Deep Learning Container License.
By pulling and using the container, you accept the terms and conditions of this license:
https://developer.nvidia.com/ngc/nvidia-deep-learning-container-license
WARNING: Detected NVIDIA NVIDIA GeForce RTX 4060 Laptop GPU GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container""",
        expected_cause="compute-capability-unsupported",
        note="2024. Maintainer dusty-nv: 'it has been a long time since I build/tested the x86 version of jetson-inference container, and you would need to rebuild it against a newer version of NGC pytorch base container image'; the poster: 'Sure, thank you for your response.'; closed. The old NGC base predates the Ada GPU. Platform not stated; the x86 container runs on a Linux host.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrt-llm-container-needs-driver-535-found-510",
        source=_GH + "NVIDIA/TensorRT-LLM/issues/23",
        text=r"""```text
ERROR: This container was built for NVIDIA Driver Release 535.86 or later, but
       version 510.85.02 was detected and compatibility mode is UNAVAILABLE.
```

I build docker image on this machine:
```
 NVIDIA-SMI 510.85.02    Driver Version: 510.85.02    CUDA Version: 11.6
```

When I run container it complains this, what does this mean? Can I still run TRT-LLM on this container? 

Seems FT can still run ok in this container.""",
        expected_cause="driver-too-old",
        note="2023. Maintainer jdemouth: 'TensorRT-LLM uses CUDA 12.2 and requires a recent driver. Is it possible for you to upgrade the CUDA driver to >= 535.86?'; the poster: 'OK, I'll try that.'; jdemouth on why FasterTransformer still ran: 'FT was developed using CUDA 10.x/11.x - we have moved to a more recent version of CUDA for TensorRT-LLM.' Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrtserver-19-02-driver-396-compat-unavailable",
        source=_GH + "triton-inference-server/server/issues/139",
        text=r"""I pull the image nvcr.io/nvidia/tensorrtserver:19.02-py3 ,  and fail to start the server in the container.
The error msg is :      

> NVIDIA Release 19.02 (build 5627847)
> 
> Copyright (c) 2018, NVIDIA CORPORATION.  All rights reserved.
> Copyright 2018 The TensorFlow Authors.  All rights reserved.
> Copyright 2018 The TensorFlow Serving Authors.  All rights reserved.
> Copyright (c) 2016-present, Facebook Inc. All rights reserved.
> 
> Various files include modifications (c) NVIDIA CORPORATION.  All rights reserved.
> NVIDIA modifications are covered by the license terms that apply to the underlying
> project or file.
> 
> ERROR: This container was built for NVIDIA Driver Release 410 or later, but
>        version 396.26 was detected and compatibility mode is UNAVAILABLE.
> 
>        [[CUDA Driver UNAVAILABLE (cuInit(0) returned 999)]]

in addition, my environment is  Ubuntu 16.04, Tesla P4/P100.""",
        expected_cause="driver-too-old",
        note="2019. The poster in the same post (cut from the text): 'But the container can run normally if I change my NVIDIA Driver from verion 396 to 384' (the docs listed 384.111+ through forward compatibility, which the 384 long-term branch has and the 396 branch lacks); maintainer cliffwoolley answered 'sorry for the ambiguous documentation there. I'll ask our technical writer to clarify it' (the stored copy breaks off there); closed. The CUDA 10 image needs an R410 driver, and 396 is older and not eligible for the compatibility package.",
        platform="linux",
    ),
    CorpusLog(
        name="efficientdet-windows-multi-gpu-ncclallreduce-no-kernel",
        source=_GH + "google/automl/issues/931",
        text=r"""So I was trying to train efficientDet with multiple GPUs using flag `--strategy=gpus`. I couldn't make it run because of an error stating  `No OpKernel was registered to support Op 'NcclAllReduce' used by node efficientnet-b1/stem/tpu_batch_normalization/NcclAllReduce`

I have tried an unofficial nccl release (https://github.com/MyCaffe/NCCL), and built binaries for NCCL using the source but that that didn't work.

I have also tried using alternative cross-device operations method `tf.distribute.HierarchicalCopyAllReduce`and `tf.distribute.ReductionToOneDevice` and that didn't help either.

Workstation Specs:
> 2x NVIDIA GeForce RTX 2070 SUPER, with NVIDIA NVLINK SLI
>  CUDA 11.0 (Compute Capability 7.5)
> Tensorflow 2.4 

I was wondering if someone has ever succesfuly ran multi-gpu training on windows.

Thanks a bunch :)""",
        expected_cause="nccl-multi-gpu-failed",
        note="2021. The poster in the same post (a paragraph cut from the text): 'the distribution strategy that efficientDet's backbone uses invokes a method called `NcclAllReduce` ... This method is shipped with NCCL, a multi-gpu comunication library. And unfortunately, this library is not supported on windows yet.' (the model's cross-replica batch norm calls NcclAllReduce directly, so changing cross_device_ops did not help). Issue closed. NCCL has no Windows build in TensorFlow, so the NCCL ops have no kernel there.",
        platform="windows",
    ),
    CorpusLog(
        name="nccl-2-7-docker-shm-64mb-posix-fallocate-no-space",
        source=_GH + "NVIDIA/nccl/issues/342",
        text=r"""Hardware:
4 GeForce RTX 2080 GPUs
Software: 
docker nvidia/cuda:10.1-devel-ubuntu18.04 image and
libcudnn7=7.6.0.64-1+cuda10.1
libnccl2=2.7.3-1+cuda10.1 \
libnccl-dev=2.7.3-1+cuda10.1 

Error information:
include/shm.h:28 NCCL WARN Call to posix_fallocate failed: No space left on device
include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-250a7cc850ba9298-0-1-3 (size 9637888)

I don't think it is related to the hardware/machine problem because under the same machine with the same docker image but with NCCL 2.6.4 will not show this problem.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2020. The poster (Bluefog-Lib): 'It is the /dev/shm size problem under the docker. By default, the shm size is limited to 64MB under docker. After I increase the size, everything works.'; closed. NCCL 2.7 started using shared-memory segments that NCCL 2.6 did not (Liu-Da, quoting sjeaugey); NCCL_SHM_DISABLE=1 is the other way round it.",
        platform="linux",
    ),
)
