# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on threads not yet in the corpus (Xilinx/Vitis-AI, Seeed-Projects/jetson-examples, neuronflow/BraTS-Toolkit, nanoporetech/dorado, prs-eth/PanopticSegForLargeScalePointCloud), found with plain words a user would type.

Angle: posts that paste Docker / Compose / Kubernetes / Singularity commands or files with the
GPU error the container runtime or TensorFlow printed. Broken kinds held (7): Docker not knowing
the 'nvidia' runtime (`--runtime=nvidia`, twice: an x86 host and a Jetson), the container toolkit
refusing an image whose CUDA needs a newer host driver (`unsatisfied condition: cuda>=10.0`), a
GPU Docker image whose TensorFlow environment held a CPU-only conda build (prose only), an NGC
based container too old for an RTX 3080, a Singularity run without `--nv` that the CUDA runtime
reported as "driver version is insufficient", and a Docker run without `--gpus` ("The NVIDIA
Driver was not detected"). Working runs: none met (the harmless-warning threads found were all
in the corpus already).

Small set: most threads the searches returned sat on tensorflow/tensorflow, NVIDIA/nvidia-docker,
NVIDIA/nvidia-container-toolkit or on threads the corpus already holds, and most of the rest had
no confirmation in the stored text (the issues corpus shows a thread's opening; later comments
only when a search hits them). Three records are not TensorFlow threads (the Jetson llava
container, the BraTS segmentation container, dorado); they are kept because the container error
is the whole story. Left out as unconfirmed in the stored copy: iterative/cml#508,
sylabs/singularity#3694, ageron/handson-ml3#74, jupyter/docker-stacks#1831,
jupyter/docker-stacks#2166, tensorflow/serving#1015, tensorflow/serving#646,
tensorflow/serving#987, charmed-kubernetes/bundle#430, rnajena/bertax#19,
google-research/scenic#531, tensorflow/build#59, iot-salzburg/gpu-jupyter#106,
google/deepvariant#923, MBoemo/DNAscent#51, rocker-org/rocker-versioned2#235.

At first look (the doctor of commit 65f94f2) the cause was named in 6 of the 7 broken logs, 5
first; no working run to flag. The miss: the dorado Singularity run without `--nv`, read as
driver-too-old from the CUDA runtime's "driver version is insufficient" line. The CPU-only conda
TensorFlow (prose only) was named fourth, after cuda-libraries-missing and two container causes.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="vitis-ai-docker-run-unknown-runtime-nvidia",
        source=_GH + "Xilinx/Vitis-AI/issues/157",
        text=r"""docker: Error response from daemon: Unknown runtime specified nvidia

I had this error when trying to run the gpu container.""",
        expected_cause="container-runtime-not-configured",
        note="2020. The first line is the issue's title. The poster (kevinkit) fixed it himself in the same post: 'I could resolve it by changing the `--runtime=nvida` to `--gpus all`'; maintainer hanxue: 'The nvidia-docker2 package has been updated to use `--gpus all` instead of `--runtime=nvidia` ... We will be updating the docker_run.sh script'. A later commenter (serser): 'For me, I need to install nvidia runtime'. Docker had no 'nvidia' runtime registered; the toolkit hook behind --gpus was there.",
        platform="linux",
    ),
    CorpusLog(
        name="seeed-jetson-examples-llava-unknown-runtime-nvidia",
        source=_GH + "Seeed-Projects/jetson-examples/issues/1",
        text=r"""You can probably run into the following error when running the examples:

```
Found compatible container dustynv/llava:r36.2.0 (2023-12-18, 8.0GB) - would you like to pull it? [Y/n] y
dustynv/llava:r36.2.0
+ docker run --runtime nvidia -it --rm --network host --volume /tmp/argus_socket:/tmp/argus_socket --volume /etc/enctune.conf:/etc/enctune.conf --volume /etc/nv_tegra_release:/etc/nv_tegra_release --volume /tmp/nv_jetson_model:/tmp/nv_jetson_model --volume /var/run/dbus:/var/run/dbus --volume /var/run/avahi-daemon/socket:/var/run/avahi-daemon/socket --volume /var/run/docker.sock:/var/run/docker.sock --volume /home/alice/reComputer/jetson-containers/data:/data --device /dev/snd --device /dev/bus/usb --device /dev/i2c-0 --device /dev/i2c-1 --device /dev/i2c-2 --device /dev/i2c-4 --device /dev/i2c-5 --device /dev/i2c-7 --device /dev/i2c-9 -v /run/jtop.sock:/run/jtop.sock dustynv/llava:r36.2.0 python3 -m llava.serve.cli --model-path liuhaotian/llava-v1.5-7b --image-file /data/images/hoover.jpg
**docker: Error response from daemon: unknown or invalid runtime name: nvidia.**
See 'docker run --help'.
----example done----
Only Support `run` or `clean` for now. try `reComputer run llava` .
```""",
        expected_cause="container-runtime-not-configured",
        note="2024. Jetson (L4T r36.2, jetson-containers' llava image); not a TensorFlow thread, kept for the container error. The poster (feiticeir0) had found the cause and filed it as a documentation gap: 'You shoud state that the nvidia-container-toolkit must be installed and configured. Here's the link for the instru[ctions]' (the rest is cut off in the stored copy); the issue was closed. The user name in the data path is replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="vitis-ai-gpu-docker-unsatisfied-condition-cuda-10",
        source=_GH + "Xilinx/Vitis-AI/issues/103",
        text=r""" ./docker_run.sh xilinx/vitis-ai-gpu:latest
system report:
docker: Error response from daemon: OCI runtime create failed: container_linux.go:345: starting container process caused "process_linux.go:430: container init caused \"process_linux.go:413: running prestart hook 0 caused \\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=10.0\\\\n\\\"\"": unknown.
Why?
cuda should be 10.0?or other?""",
        expected_cause="driver-too-old",
        note="2020. Vitis-AI's GPU image (TensorFlow and Caffe inside). Maintainers: surekha1723 'The nvidia-driver in your server should be latest one.'; hanxue 'Docker host is expecting to find NVIDIA driver that can run CUDA version 10.0. You need to install **NVIDIA driver >=410.78** to resolve this problem.' The poster did not dispute it (no further reply; closed). The host driver version is not in the post.",
        platform="linux",
    ),
    CorpusLog(
        name="vitis-ai-optimizer-tf2-gpu-docker-cpu-tensorflow",
        source=_GH + "Xilinx/Vitis-AI/issues/1160",
        text=r"""Hi, I'm using Vitis AI Docker built for gpu: both 2.5 and 3.0 versions. I've noticed that GPU is not utilized at all during pruning process. Going through source code I've came across commented lines where GPU is supposed to be initialized inside /opt/vitis_ai/conda/envs/vitis-ai-optimizer_tensorflow2/lib/python3.8/site-packages/tf_nndct/optimization/runner.py script.
It's very inconvenient an time consumig.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2023. Prose only. Maintainer yuwang-xlnx: 'This issue is due to the cpu version of TensorFlow installed in Optimizer docker.', with the fix `conda install tensorflow=2.10.0=cuda112py38hded6998_0 -c conda-forge` in the vitis-ai-optimizer_tensorflow2 env; a second user (akuzminski) had the same problem. A later user (nhphuong91) said the conda command did not take for him and showed `tensorflow 2.8.0 cpu_py38h66f0ec1_0` still installed, which bears the cause out. Odd: the poster's lead (commented-out GPU lines in the optimizer's runner.py) is a red herring.",
        platform="linux",
    ),
    CorpusLog(
        name="brats-toolkit-rtx3080-container-not-supported",
        source=_GH + "neuronflow/BraTS-Toolkit/issues/7",
        text=r"""BraTS-Toolkit does not yet work with RTX 3080 GPUs. Is there a fix already, or is fixing this planned? 

Details: when running e.g. isen-20 using nvidia-docker2, via the BraTS-Toolkit, in the log I see:

WARNING: Detected NVIDIA GeForce RTX 3080 GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container

Indeed, a container with CUDA 11 is required. I do not have the necessary expertise to adapt the container to CUDA 11 on my own, but could test a CUDA 11 image and verify that the GPU is correctly detected.""",
        expected_cause="compute-capability-unsupported",
        note="2021. An NGC-based segmentation container (isen-20) built before Ampere; the framework inside is not named (not a TensorFlow thread, kept for the container's own GPU check). Maintainer neuronflow: 'I successfully tested the 2020 dockers on a CUDA11.0 system with Quadro RTX6000 and 8000s. So CUDA11 on your host system is not the issue but the quite recent RTX3080. Image specific issues like this one can only be fixed by the authors of the images.' The poster agreed ('I've not been able to run ANY of the segmentations on the geforce RTX 3080. I believe all of the images should be \"rebased\" to the new GPUs').",
        platform="linux",
    ),
    CorpusLog(
        name="dorado-singularity-without-nv-driver-insufficient",
        source=_GH + "nanoporetech/dorado/issues/116",
        text=r"""Hi,

I'm having problems running dorado 0.2.1 with system CUDA 11.3 using a singularity container (handled by nextflow). This approach worked very well for Megalodon using GPUs.
```

Error: 
  [2023-03-07 09:00:00.361] [error] CUDA error: CUDA driver version is insufficient for CUDA runtime version
```

Do you see any direct problems? I'm afraid I can't solve myself following the other issues here.

ie. is there a way to completely disregard the dorado packaged libs, or the system libs, if these are in conflict. Or is the CUDA version 11.3 too low ?

Thanks, 
alice
```

Caused by:
  Process `dorado (PAG97817_pass_790f137e_108.fast5.pod5)` terminated with an error exit status (1)

Command executed:

  CUDA_LAUNCH_BLOCKING=1 && /opt/dorado-0.2.1-linux-x64/bin/dorado basecaller /opt/dorado-0.2.1-linux-x64/bin/models/dna_r10.4.1_e8.2_400bps_sup@v4.0.0  -x cuda:0 --min-qscore 2 --chunksize 10000 --overlap 500 --num_runners 2 --emit-fastq PAG97817_pass_790f137e_108.fast5.pod5  > PAG97817_pass_790f137e_108.sam

Command exit status:
  1

Command output:
  (empty)

Command error:
  [2023-03-07 08:59:59.991] [info] > Creating basecall pipeline
  [2023-03-07 09:00:00.361] [error] CUDA error: CUDA driver version is insufficient for CUDA runtime version
  CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might
...""",
        expected_cause="container-without-gpus",
        note="2023. Singularity (run by Nextflow); dorado is libtorch, not TensorFlow, kept for the container mistake behind a misleading message. The poster (colindaven) confirmed: 'It turns out all CUDA drivers were above v450. The problem was forgetting the `--nv` in the singularity options, so the gpu wasn't available to the singularity container.  Works now though, thanks!' Odd: without --nv the container had no driver, and the CUDA runtime reported it as 'driver version is insufficient'; the singularity command line itself is not in the post. The poster's first name in the sign-off is replaced; the stored copy ends mid-line (marked '...').",
        platform="linux",
    ),
    CorpusLog(
        name="panopticseg-docker-run-without-gpus-driver-not-detected",
        source=_GH + "prs-eth/PanopticSegForLargeScalePointCloud/issues/20",
        text=r"""Dear developer,

Thank you for uploading the Dockerfile. However, it says `The NVIDIA Driver was not detected.  GPU functionality will not be available.` after I built it without modification:

```
$ docker run <image_name>

==========
== CUDA ==
==========

CUDA Version 11.1.1

Container image Copyright (c) 2016-2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved.

This container image and its contents are governed by the NVIDIA Deep Learning Container License.
By pulling and using the container, you accept the terms and conditions of this license:
https://developer.nvidia.com/ngc/nvidia-deep-learning-container-license

A copy of this license is made available in this container at /NGC-DL-CONTAINER-LICENSE for your convenience.

WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use the NVIDIA Container Toolkit to start this container with GPU support; see
   https://docs.nvidia.com/datacenter/cloud-native/ .
```""",
        expected_cause="container-without-gpus",
        note="2025. The docker run line has no --gpus. Answer (bxiang233): 'It appears because the host hasn't passed its NVIDIA driver + GPU into the container. Fix = (1) install the proper NVIDIA driver on the host, (2) install nvidia-container-toolkit, and (3) run the container with --gpus all.'; the poster: 'Thank you! That works'. Weak: the poster does not say which of the three steps was missing; the command shows the third.",
        platform="linux",
    ),
)
