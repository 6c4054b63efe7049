# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A thirty-sixth set of real threads, gathered apart and unseen: GPUs in containers and clusters.

Broken set-ups: Docker without the NVIDIA Container Toolkit ("could not select device driver", a
missing nvidia-container-runtime binary), Docker that does not know the 'nvidia' runtime (not
installed on a Jetson, daemon not restarted, toolkit installed but never configured), containers
started without GPUs or without the compute libraries (plain docker run, a docker build step, a
Kubernetes pod or containerd defaulting to runc, a Terraform workspace on Podman, compose
services asking only for the 'gpu' or 'utility' capability), NVML driver/library mismatches (a
CI machine after a driver update, a kernel module out of sync, NVIDIA libraries of another
version baked into an image), CUDA images newer than the host driver (9.2 on 390, a CI's 12.1
image on 525), container images lacking CUDA 12 or cuDNN libraries or kernels for an RTX 5090,
and Docker Desktop on WSL2 before Windows builds supported GPUs (no catalogue cause).

Working runs: TensorFlow under singularity --nv in a single-GPU Slurm job, with only
CPU-instruction warnings; nvidia-smi inside a container or pod listing no processes while a job
runs on the GPU (the driver does not see PID namespaces). Most threads are from container and
cluster projects rather than TensorFlow itself; the notes say so.

At first look (the doctor of commit 0451c47) the cause of 12 of the 24 broken logs was named,
all first; one of the three working runs was flagged ("Cannot see gpu process" in a pod read
as a complaint). Misses: a Kubernetes pod without libcuda, PyTorch's "Found no NVIDIA driver"
in a Compose service, the toolkit installed but Docker not configured, a retyped "unknow
runtime", Compose capabilities without compute. After the changes made from it: 16/24, no
working run flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nemo-ngc-pytorch-docker-gpus-no-device-driver-nvidia-docker2",
        source=_GH + "NVIDIA-NeMo/Speech/issues/2455",
        text=r"""Command line executed

docker run --gpus all -it --rm -v abc:/NeMo --shm-size=8g -p 8888:8888 -p 6006:6006 --ulimit 
memlock=-1 --ulimit stack=67108864 --device=/dev/snd nvcr.io/nvidia/pytorch:21.05-py3

Getting error message:
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

checking if nvidia driver is installed

nvidia-smi 

Thu Jul  8 14:23:48 2021       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 465.27       Driver Version: 465.27       CUDA Version: 11.3     |""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter, the same day: 'Solved by sudo apt-get install -y nvidia-docker2 / sudo systemctl restart docker'. An NGC PyTorch image, not TensorFlow; the nvidia-smi table is cut where the excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="coder-deeplearning-template-podman-no-gpu-passthrough",
        source=_GH + "matifali/coder-templates/issues/40",
        text=r"""Hi, I can't tell if the template working as intended butit doesn't look like the workspace created with the `deeplearning-nvidia` template have gpu passthrough:
```bash
coder@host:~$ ls -la /dev/nvidia*
crw-rw-rw- 1 root root 195, 254 Apr 22 11:11 /dev/nvidia-modeset
crw-rw-rw- 1 root root 235,   0 Apr 22 11:11 /dev/nvidia-uvm
crw-rw-rw- 1 root root 235,   1 Apr 22 11:11 /dev/nvidia-uvm-tools
crw-rw-rw- 1 root root 195,   0 Apr 22 11:11 /dev/nvidia0
crw-rw-rw- 1 root root 195, 255 Apr 22 11:11 /dev/nvidiactl
coder@host:~$ nvidia-smi
bash: nvidia-smi: command not found
```

I would expect that using `gpus     = "all"` is the same as `podman run --device=nvidia.com/gpu=all ...`. Am I wrong?""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The maintainer suspected the Terraform docker provider does not pass GPUs through Podman; the reporter confirmed: 'Terraform doesn't seem to pass the gpu using podman ... works perfectly with docker'. No TensorFlow log; the deep-learning workspace image holds TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="baseline-walking-controller-docker-gpus-no-device-driver",
        source=_GH + "isri-aist/BaselineWalkingController/issues/21",
        text=r"""Hello, this is Tsuru.
I am using your Docker image on Ubuntu20.04.
My GPU is RTX3060, NVIDIA Driver is 535.86, and CUDA version is 12.2.

```
$ docker run --gpus all --rm -it   --env="DISPLAY" --volume="/tmp/.X11-unix:/tmp/.X11-unix:rw"   ghcr.io/isri-aist/baseline_walking_controller:latest ./walk_on_plane.bash
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

```

If I remove the `--gpus all`, it runs successfully.

Do you know something about this?
Sorry, I am new about Docker...""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter, the same day: 'Oh, I solved it. I installed nvidia-container-runtime via apt' and restarted docker. A robotics image, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="plex-preview-generator-docker-run-without-gpus-cuda-test-failed",
        source=_GH + "stevezau/media_preview_generator/issues/124",
        text=r"""Very minor but I think it's required:

```
❯ docker run --rm stevezzau/plex_generate_vid_previews:latest --list-gpus
[migrations] started
[migrations] no migrations found
[custom-init] No custom files found, skipping...
[ls.io-init] done.
2025/12/23 15:39:05 | ℹ  - 🔍 Detecting available GPUs...
2025/12/23 15:39:05 | ℹ  -   Checking card1 (NVIDIA)...
2025/12/23 15:39:05 | ℹ  -     Testing CUDA acceleration...
2025/12/23 15:39:05 | ⚠  -   ⚠  card1: NVIDIA CUDA test failed
2025/12/23 15:39:05 | ⚠  -   ⚠  This usually means the required runtime is not
configured
2025/12/23 15:39:05 | ⚠  -   ⚠  See: 
https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/install-guide.
html
2025/12/23 15:39:05 | ⚠  -   ❌ card1: No fallback available, GPU unusable
2025/12/23 15:39:05 | ℹ  - ❌ No GPUs detected
2025/12/23 15:39:05 | ℹ  - 💡 Use --cpu-threads to run with CPU-only processing
```""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter's own post shows the same command with '--gpus all' then passing the CUDA test ('card1: NVIDIA CUDA work...'); the issue asks the README to add the flag. The working second run is left out of the text. Not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-desktop-wsl2-nbody-driver-error-windows-build-too-old",
        source=_GH + "docker/for-win/issues/10379",
        text=r"""Steps followed from : https://docs.docker.com/docker-for-windows/wsl/

root@host:/home/alice# docker run --rm -it --gpus=all nvcr.io/nvidia/k8s/cuda-sample:nbody nbody -gpu -benchmark
docker: Error response from daemon: OCI runtime create failed: container_linux.go:370: starting container process caused: process_linux.go:459: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process request: unknown.
root@host:/home/alice#
root@host:/home/alice#
root@host:/home/alice# sudo docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi
docker: Error response from daemon: OCI runtime create failed: container_linux.go:370: starting container process caused: process_linux.go:459: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process request: unknown.""",
        expected_cause=None,
        harmless=False,
        note="A Docker maintainer asked whether Windows was an Insiders build; the reporter: 'After getting the latest Insiders build (21K), I am able to access gpu from docker within wsl2' (early 2021, when WSL2 GPU support needed a preview Windows). Windows too old for GPU in WSL2 has no catalogue ID.",
        platform="wsl2",
    ),
    CorpusLog(
        name="mxnet-ngc-docker-desktop-windows-dev-build-too-old",
        source=_GH + "apache/mxnet/issues/20451",
        text=r"""## Description
Both docker Release 21.06 and mxnet_cu112-2.0.0b20210714-py3-none-manylinux2014_x86_64.whl not work for RTX 3080TI, is any version work on 3080TI?

docker run --gpus all -it --rm --env NVIDIA_DISABLE_REQUIRE=1 nvcr.io/nvidia/mxnet:21.06-py3
docker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container process caused: process_linux.go:545: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process request: unknown.

## References
https://docs.nvidia.com/deeplearning/frameworks/mxnet-release-notes/rel_21-06.html#rel_21-06""",
        expected_cause=None,
        harmless=False,
        note="Asked which driver he had, the reporter answered: 'the problem is from the windows 10 dev version is too old'. Docker on WSL2 with a Windows build too old for GPU support has no catalogue ID. The paste does not say Windows; MXNet, not TensorFlow.",
        platform="wsl2",
    ),
    CorpusLog(
        name="k8s-device-plugin-tensorflow-pod-libcuda-missing-default-runtime",
        source=_GH + "NVIDIA/k8s-device-plugin/issues/5",
        text=r"""Hi, I'm trying to deploy `TensorFlow` (with GPU support) on kubernetes with this device plugin.
And some error occurred: 

```shell
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime.
```

After debug the source code I think this is because `Allocate` function don't return mount path of `libcuda.so`.

@flx42 PTAL, and I think i can send a PR to fix it later.""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="A maintainer: the device plugin only sets environment variables, the GPU is put into the container by nvidia-docker 2.0; the reporter: 'After change default runtime to nvidia, it works now.' The pod's container ran under plain runc, without the GPU driver (2017, Kubernetes).",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="pytorch-docker-build-image-import-libcuda-missing-plain-docker-run",
        source=_GH + "pytorch/pytorch/issues/3221",
        text=r"""The latest docker build using the Dockerfile seems to throw import error. 

Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/opt/conda/envs/pytorch-py3.6/lib/python3.6/site-packages/torch/__init__.py", line 53, in <module>
    from torch._C import *
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory

Any ideas why? Have built images successfully before (like 2 weeks ago)""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter, the same day: 'Solved, had to use nvidia-docker run while starting container'. PyTorch, not TensorFlow (2017).",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-build-run-nvidia-smi-in-dockerfile-not-found",
        source=_GH + "NVIDIA/nvidia-docker/issues/225",
        text=r"""Hello,

 I would like to call nvidia-smi in Dockerfile, but docker building fails. My Dockerfile:
FROM nvidia/cuda:7.5-cudnn5-devel
RUN nvidia-smi
CMD /bin/bash

I am using building command: nvidia-docker build -t gpu ., but error message is displayed:
/bin/sh: 1: nvidia-smi: not found

When I build another docker image based on nvidia/cuda:7.5-cudnn5-devel and run container using such image, command nvidia-smi works. It seems nvidia GPU and its libraries are not available during docker image building.

Could you help me?""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="A maintainer confirmed: 'the driver files (libraries and binaries) are mounted from the host ... when the container is started'; a docker build step gets no GPU devices (labelled 'work as intended'). No TensorFlow (2016).",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-containers-unknown-runtime-nvidia",
        source=_GH + "dusty-nv/jetson-containers/issues/122",
        text=r"""I am experiencing this error 
"docker: Error response from daemon: Unknown runtime specified nvidia."

Please help me to solve this issue.""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="The maintainer: 'What is means is that NVIDIA Container Runtime is not properly installed' (reinstall nvidia-jetpack or re-flash); the reporter did not dispute it. A Jetson; prose with the one error line.",
        platform="linux",
    ),
    CorpusLog(
        name="netdata-nvidia-runtime-unknown-until-docker-restarted",
        source=_GH + "D34DC3N73R/netdata-glibc/issues/2",
        text=r"""thanks for integrating nvidia-smi in netdata
I tried many times to reproduce it, but no luck.

Neither **docker run**/**nvidia-docker run** with `--runtime` option or **docker-compose** worked for me.
I am getting unknow runtime specified nvidia.

I have also added the configuration in daemon.json
Any ideas?""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="The maintainer: install nvidia-docker, then restart docker after saving the daemon.json edits (pkill -SIGHUP dockerd, daemon-reload, restart docker); the reporter: 'thanks, it worked'. Prose only; not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="mxnet-ci-nvidia-container-cli-nvml-driver-library-mismatch",
        source=_GH + "apache/mxnet/issues/21114",
        text=r"""## Description
log output:
```
nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown.
```
...

## Occurrences
https://jenkins.mxnet-ci.com/blue/organizations/jenkins/mxnet-validation%2Fwebsite/detail/PR-21104/7/pipeline""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="A CI machine: the reporter blamed the installed driver not matching the loaded one ('Cured by a machine reboot'; cut from the text); the infrastructure maintainer confirmed auto-updates at launch replaced driver packages and fixed the machine images.",
        platform="linux",
    ),
    CorpusLog(
        name="biop-desktop-image-nvidia-smi-nvml-mismatch-570-libs-in-image",
        source=_GH + "BIOP/BIOP-desktop/issues/27",
        text=r"""After successfully building the base:0.2.0 , running `nvidia-smi` in the terminal , returns an error :
```
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 570.86
```""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The reporter found the image's build lines that installed nvidia-opencl-dev and removed libnvidia-compute-550-server (NVIDIA driver libraries of another version inside the image) and fixed it in a commit. A desktop container image, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="dalle-playground-compose-nvml-driver-library-mismatch-pop-os",
        source=_GH + "saharmor/dalle-playground/issues/104",
        text=r"""On Pop!_OS 22.04 I get the following error when doing a `docker-compose up` (added some newlines for readability):

```
ERROR: for dalle-backend  Cannot start service dalle-backend: failed to create shim: OCI runtime create 
failed: runc create failed: unable to start container process: error during container init: error running 
hook #0: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: 
nvml error: driver/library version mismatch: unknown
ERROR: Encountered errors while bringing up the project.
```

`nvidia-detector` reports _nvidia-driver-515_""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The reporter's follow-up (left out): dmesg showed 'API mismatch: the client has the version 515.48.07, but this kernel module has the version 510.73.05' - 'Looks like my kernel module somehow got out of sync.' Self-diagnosed; no fix reported. JAX app, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="grobid-0-8-1-docker-image-libcublaslt-12-missing",
        source=_GH + "grobidOrg/grobid/issues/1170",
        text=r"""Hi there! Thanks for this super handy tool!!
Quick question: did someone manage to use GPUs with the new docker 0.8.1 image? I get the error 
```bash
Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory
```
Using version 0.8.0 everything works as expected.

- What is your OS and architecture? Windows is not supported and Mac OS arm64 is experimentally supported. For non-supported OS, you can use Docker (https://grobid.readthedocs.io/en/latest/Grobid-docker/)
Ubuntu 24.04

- What is your Java version (`java --version`)? 
docker

- In case of build or run errors, please submit the error while running gradlew with ``--stacktrace`` and ``--info`` for better log traces (e.g. `./gradlew run --stacktrace --info`) or attach the log file `logs/grobid-service.log` or the console log. 
`Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory`""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer fixed the image ('I've fixed and pushed a new image lfoppiano/grobid:0.8.1-fixes ... All docker image have been updated'); the reporter thanked them. The 0.8.1 image lacked the CUDA 12 libraries its TensorFlow (DeLFT) needed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-cuda-9-2-image-driver-390-unsatisfied-condition",
        source=_GH + "NVIDIA/nvidia-docker/issues/753",
        text=r"""### 1. Issue or feature description

Duplicate of #746.

### 2. Steps to reproduce the issue

- Install `nvidia-docker2` following the regular instructions.
- Run the following command:

```
docker run --runtime=nvidia --rm nvidia/cuda:9.2-runtime-ubuntu16.04 nvidia-smi
```

The complete error:

```
docker: Error response from daemon: OCI runtime create failed: container_linux.go:348: starting container process caused "process_linux.go:402: container init caused \"process_linux.go:385: running prestart hook 1 caused \\\"error running hook: exit status 1, stdout: , stderr: exec command: [/usr/bin/nvidia-container-cli --load-kmods configure --ldconfig=/sbin/ldconfig.real --device=all --compute --utility --require=cuda>=9.2 --pid=15437 /home/alice/.local/docker/overlay2/33e071b602a668ec4d7b0761116a59d35c9cf3d314bfb9afaa0f10ee53e7bd57/merged]\\\\nnvidia-container-cli: requirement error: unsatisfied condition: cuda >= 9.2\\\\n\\\"\"": unknown.
```

### 3. Information to [attach](https://help.github.com/articles/file-attachments-on-issues-and-pull-requests/) (optional if deemed irrelevant)

- `Linux host 4.15.0-22-generic #24-Ubuntu SMP Wed May 16 12:15:17 UTC 2018 x86_64 x86_64 x86_64 GNU/Linux`
...""",
        expected_cause="driver-too-old",
        harmless=False,
        note="A maintainer: 'You need a driver 396+ to run CUDA 9.2, and you have 390'; the reporter: 'That makes sense indeed. Thank you.' The nvidia-smi and package details that followed are cut (the excerpt ended there); the 390 driver appears in them, not in this text. Not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-docker-nvidia-container-runtime-binary-missing",
        source=_GH + "PaddlePaddle/Paddle/issues/24299",
        text=r"""安装quick指南（https://www.paddlepaddle.org.cn/install/quick），在ubuntu 18.04上采用docker方式安装python3_Cuda10版本的paddle，在第7步 用镜像构建并进入Docker容器遇到了下面的错误：

docker: Error response from daemon: OCI runtime create failed: unable to retrieve OCI runtime error (open /run/containerd/io.containerd.runtime.v1.linux/moby/6a245b88265a0646ed388c9fb9d8e64835182902b30cbc773bc249fed07984dc/log.json: no such file or directory): fork/exec /usr/bin/nvidia-container-runtime: no such file or directory: : unknown.
ERRO[0000] error waiting for container: context canceled 

这个问题如何解决？""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="A maintainer asked to check the nvidia-docker install (newer versions use docker run --gpus all); the reporter: nvidia-docker was not installed properly ('应该是nvidia-docker没有装好'), reinstalled it per NVIDIA's instructions and it works. Docker pointed at an nvidia-container-runtime binary that was not there. PaddlePaddle, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="k8s-containerd-default-runtime-runc-nvidia-smi-blank-file",
        source=_GH + "NVIDIA/nvidia-container-runtime/issues/147",
        text=r"""Hi there,

I'm trying to use nvidia-container-runtime with containerd 1.4.4 under Kubernetes 1.21 but /usr/bin/nvidia-smi seems to be mapped into the container as a blank file. I'm using OpenSUSE Tumbleweed.

If I use CRI-O with the nvidia container runtime under k8s my target container can see my RTX 3060. I can run nvidia-smi, so I'm pretty sure my container is set up correctly. Unfortunately other applications don't seem to work with CRI-O so I am trying to use k8s+Containerd instead.

If I switch to Containerd I can run this command fine.

sudo containerd-ctr -a /var/run/docker/containerd/containerd.sock run --rm --gpus 0 docker.io/nvidia/cuda:11.0-base nvidia-smi nvidia-smi

However when using k8s+containerd it looks like /usr/bin/nvidia-smi is mapped through as a blank file inside the container. I must stress that the runtime works fine under k8s+CRI-O so it appears that under k8s+containerd something has gone wrong with making nvidia-smi available inside the container. Here is my /etc/containerd/config.toml and I'm pretty sure I have followed the NVIDIA directions for patching the file to use the nvidia container runtime.

version = 2
root = "/var/lib/docker/containerd/daemon"
state = "/var/run/docker/containerd/daemon"
plugin_dir = ""
disabled_plugins = []
...""",
        expected_cause="container-without-gpus",
        harmless=False,
        note='A maintainer asked whether the pods select the nvidia runtime (RuntimeClass or containerd default); the reporter: changing default_runtime_name = "runc" to "nvidia" in /etc/containerd/config.toml \'fixed the problem\'. Kubernetes pods ran under plain runc. The rest of the config file is cut (the excerpt ended).',
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-older-docker-images-without-libcudnn-8",
        source=_GH + "DeepLabCut/DeepLabCut/issues/2164",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

The container images, without tagged "latest" (the oldest version of the image), have no libcudnn.so.8, and I cannot use GPU acceleration with these images.
It seems that these images were not built with this [Dockerfile](https://github.com/DeepLabCut/DeepLabCut/tree/main/docker), and these base images do not use "nvidia/cuda:11.X.Y-cudnn8" looking at the [history](https://hub.docker.com/layers/deeplabcut/deeplabcut/2.2.1.1-core-cuda11.0.3-runtime-ubuntu18.04/images/sha256-6d8c1f80edd8c0081e1939c31f322f2a30cebba32fdb8c92cd933e9a89bada84?context=explore).

### Operating System

operating system: Linux

### DeepLabCut version

dlc version: 2.2.1.1, 2.2.0.6

### DeepLabCut mode

single animal

### Device type

gpu: NVIDIA GeForce RTX3080

### Steps To Reproduce

`docker run --rm -it --gpus all deeplabcut/deeplabcut:2.2.1.1-gui-cuda11.7.0-runtime-ubuntu20.04 python3 -c 'from tensorflow.python.client import device_lib; device_lib.list_local_devices()'`

### Relevant log output

```shell
2023-02-25 13:41:14.467894: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainers' pull request #1936 (docker build matrix on nvidia/cuda cudnn base images, images updated on DockerHub) is marked 'Fixes #2164'; the reporter reviewed it. The rest of the log was cut where the excerpt ended, so the missing-cuDNN line itself is only stated in prose (weak paste).",
        platform="linux",
    ),
    CorpusLog(
        name="localai-toolkit-installed-docker-not-configured-nvidia-ctk",
        source=_GH + "mudler/LocalAI/issues/4511",
        text=r"""**LocalAI version:**
latest-aio-gpu-nvidia-cuda-11   4627ed8018f2

**Environment, CPU architecture, OS, and Version:**
`name -a`
Linux host 6.5.0-18-generic #18~22.04.1-Ubuntu SMP PREEMPT_DYNAMIC Wed Feb  7 11:40:03 UTC 2 x86_64 x86_64 x86_64 GNU/Linux
`nvcc --version`
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2021 NVIDIA Corporation
Built on Thu_Nov_18_09:45:30_PST_2021
Cuda compilation tools, release 11.5, V11.5.119
Build cuda_11.5.r11.5/compiler.30672275_0

**Describe the bug**
Getting `could not select device driver with capabilities: [[gpu]]`

**To Reproduce**
docker run -p 8080:8080 --gpus all --name local-ai -ti localai/localai:latest-aio-gpu-nvidia-cuda-11

**Expected behavior**
Expecting it to run

**Additional context**
I did run `apt-get install nvidia-container-toolkit` prior to running local-ai""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="The reporter, the same day: 'nvidia-ctk runtime configure --runtime=docker / sudo systemctl restart docker - that solved it'. The toolkit was installed but Docker was never configured to use it. Not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="sd-webui-docker-compose-nvidia-smi-ok-torch-no-cuda-driver-capabilities",
        source=_GH + "AbdBarho/stable-diffusion-webui-docker/issues/348",
        text=r"""I have good nvidia-smi in the docker container. But get this error.
>>> import torch

>>> torch.cuda.is_available()
False

Did the cuda lib in the docker?   Is there any env should be set?

Thanks

=> CACHED [stage-2 10/15] RUN apt-get -y install libgoogle-perftools-dev && apt-get clean                                                            0.0s
 => CACHED [stage-2 11/15] RUN --mount=type=cache,target=/root/.cache/pip <<EOF (cd stable-diffusion-webui...)                                        0.0s
 => CACHED [stage-2 12/15] RUN --mount=type=cache,target=/root/.cache/pip  pip install -U opencv-python-headless                                      0.0s
 => CACHED [stage-2 13/15] COPY . /docker                                                                                                             0.0s
 => CACHED [stage-2 14/15] RUN <<EOF (python3 /docker/info.py /stable-diffusion-webui/modules/ui.py...)                                               0.0s
 => CACHED [stage-2 15/15] WORKDIR /stable-diffusion-webui                                                                                            0.0s
 => exporting to image
...""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="A commenter: add NVIDIA_DRIVER_CAPABILITIES=compute,utility and NVIDIA_VISIBLE_DEVICES=all to the container; the reporter: 'after I add the env, it could works now'; the maintainer added it to the FAQ. The container got the GPU without the compute driver libraries. The title's error ('Found no NVIDIA driver on your system') is not in the quoted text. PyTorch, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="weaviate-compose-gpu-capability-without-compute-no-nvidia-driver",
        source=_GH + "weaviate/weaviate/issues/1736",
        text=r"""Trying to spin up the GPU-enabled docker-compose I generated from [the installation page](https://www.semi.technology/developers/weaviate/current/getting-started/installation.html#customize-your-weaviate-setup), I ran into this error when each image was trying to spin up:

```
qna-transformers_1  |   File "/usr/local/lib/python3.9/site-packages/torch/cuda/__init__.py", line 170, in _lazy_init
qna-transformers_1  |     torch._C._cuda_init()
qna-transformers_1  | RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
```

Upon further investigation I noticed that trying to execute `nvidia-smi` on each image directly returned a CUDA version of n/a, which would explain the failed init.""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter, in the same post (left out): 'I was able to fix this issue by adding utility and compute alongside gpu to the device capabilities in each gpu-enabled image in the docker-compose.yml'. The compose devices asked only for 'gpu', so no CUDA driver library was injected. PyTorch, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-ci-conda-cuda-12-1-image-driver-525-unsatisfied-condition",
        source=_GH + "pytorch/pytorch/issues/104893",
        text=r"""### 🐛 Describe the bug

See https://hud.pytorch.org/hud/pytorch/pytorch/nightly/1?per_page=50&name_filter=cuda12_1-test

Docker run fails with `nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.1, please update your driver to a newer version, or use an earlier cuda container: unknown.`, which is due to the fact that `CUDA_VERSION` is specified in docker container:
```
[ec2-user@ip-10-0-4-209 ~]$ docker image inspect pytorch/conda-builder:cuda12.1|grep -A8 'Env": \['
            "Env": [
                "PATH=/opt/conda/bin:/usr/local/cuda-12.1/bin:/opt/rh/devtoolset-9/root/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "LC_ALL=en_US.UTF-8",
                "LANG=en_US.UTF-8",
                "LANGUAGE=en_US.UTF-8",
                "LD_LIBRARY_PATH=/opt/rh/devtoolset-9/root/usr/lib64:/opt/rh/devtoolset-9/root/usr/lib:",
                "CUDA_HOME=/usr/local/cuda-12.1",
                "CUDA_VERSION=12.1",
                "DESIRE_CUDA=12.1"
...""",
        expected_cause="driver-too-old",
        harmless=False,
        note="A maintainer's report on the nightly CI. Fixed the same day by pytorch/test-infra PR #4366 ('Update linux cuda driver to 535.54.03', 'Fixes failure in nightly conda test'): the runners had driver 525.105.17 (CUDA 12.0) and CUDA 12.1 needs >=530.30.02. The second image's listing is cut. PyTorch CI, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="diffusion-pipe-ui-docker-image-torch-without-sm-120-rtx-5090",
        source=_GH + "alisson-anjos/diffusion-pipe-ui/issues/40",
        text=r"""Looks like a really convenient interface! I get this error in the last stage of the startup. Would it be possible to update the docker image to support the latest NVIDIA cards?

```
/opt/conda/envs/pyenv/lib/python3.12/site-packages/torch/cuda/__init__.py:235: UserWarning: 
NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The maintainer: he had started a docker image 'with support for the blackwell architecture' but not finished it, and runs it outside docker on an environment that works for Blackwell; the reporter then asked about running the Blackwell branch locally. Weak: a maintainer's diagnosis, not a confirmed fix. The image's PyTorch has no kernels for the RTX 5090 (sm_120). PyTorch, not TensorFlow; the host OS is not stated.",
        platform="linux",
    ),
    # -------------------------------------------------------------- harmless
    CorpusLog(
        name="singularity-nv-tensorflow-latest-gpu-single-gpu-slurm-works-sse-warnings",
        source=_GH + "apptainer/singularity/issues/611",
        text=r"""Thanks for adding `--nv`! I tried it (using 2.2.99-development.g945c6ee) and played a bit with  `docker://tensorflow/tensorflow:latest-gpu`...

The good news is that it seems to work well in jobs that allocate a single GPU (in slurm, so a single GPU device is visible - note: we're using device cgroup).

Example (single GPU allocation):
```
Singularity tensorflow:latest-gpu:~> python
Python 2.7.12 (default, Nov 19 2016, 06:48:10) 
[GCC 5.4.0 20160609] on linux2
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> with tf.device('/gpu:0'):
...     a = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[2, 3], name='a')
...     b = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[3, 2], name='b')
...     c = tf.matmul(a, b)
... 
>>> sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))
2017-05-10 02:23:25.640377: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
2017-05-10 02:23:25.640407: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
...""",
        expected_cause=None,
        harmless=True,
        note="The reporter's own words: the single-GPU Slurm job under singularity --nv 'seems to work well'; only the CPU-instruction warnings show before the paste is cut where we read it (the GPU lines are not in this text). Weak: the confirmation is the reporter's, and the thread goes on to a multi-GPU question.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-nvidia-smi-in-container-empty-process-list-pid-namespace",
        source=_GH + "NVIDIA/nvidia-docker/issues/179",
        text=r"""Hi, in container I execute nvidia-smi shows: ( it shown nothing)
+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID  Type  Process name                               Usage      |
|=============================================================================|
+-----------------------------------------------------------------------------+

But in physical-host when I execute nvidia-smi show: (it shown Process with pid 28290)
+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID  Type  Process name                               Usage      |
|=============================================================================|
|    0     28290    C   python                                        1012MiB |
+-----------------------------------------------------------------------------+

How can I show the running processes in container? 
I figure out one way is to run a container with --pid=host, any other graceful ways?""",
        expected_cause=None,
        harmless=True,
        note="A maintainer: 'It's a current limitation of our driver, sorry about that! ... it is related to PID namespaces'. The python process was running on the GPU (the host lists it); only the container's nvidia-smi process table is empty. nvidia-smi output only, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-k8s-pod-training-runs-nvidia-smi-shows-no-process",
        source=_GH + "NVIDIA/gpu-operator/issues/629",
        text=r"""### 1. Quick Debug Information
* OS/Version:Ubuntu22.04
* Kernel Version: 6.2.0-26-generic
* Container Runtime Type/Version:Docker with cri-dockerd
* K8s Flavor/Version:K8s v1.28.2
* GPU Operator Version:v23.6.1

### 2. Issue or feature description
Cannot see gpu process using "nvidia-smi" in container,but I can see it on host
Host nvidia-smi:
![gpu process host](https://github.com/NVIDIA/gpu-operator/assets/73533698/7543ae30-4b8e-4364-9e17-d04f8dced8ee)
Container nvidia-smi:
![gpu process0](https://github.com/NVIDIA/gpu-operator/assets/73533698/0a9bf1aa-7fd6-48bf-9eb3-c12e51745f43)

### 3. Steps to reproduce the issue
Install docker,cri-dockerd,k8s and install nvidia gpu operator via helm,simply start a pod with gpu from k8s.Run a gpu program(in my case deep learning training),use "nvidia-smi" command to get info about gpu in container cmd,the program is running normally but I can't see it in processes inside container,but I do see it on the container host.

### 4. Information to [attach]
Everything seems to work fine,"kubectl get pod" ,I can see it is running ;"kubectl describe pod" ,nothing seems to have problems
![kubectl describe](https://github.com/NVIDIA/gpu-operator/assets/73533698/4881b9f7-62df-4af1-a155-870e412152b0)""",
        expected_cause=None,
        harmless=True,
        note="A maintainer: 'this is a known limitation currently' (processes are seen from the host); the reporter says the training 'is running normally'. Prose only, the nvidia-smi outputs are screenshots. Not TensorFlow-specific.",
        platform="linux",
    ),
)
