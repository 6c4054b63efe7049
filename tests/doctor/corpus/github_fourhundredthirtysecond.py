# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-thirtysecond set of real threads: GPU containers for TensorFlow and its neighbours, Docker, Podman and the NVIDIA Container Toolkit (2016-2024), from GitHub issues on NVIDIA/nvidia-container-toolkit, NVIDIA/nvidia-container-runtime, NVIDIA/nvidia-docker, google-deepmind/alphafold and lmb-freiburg/FreiPose-docker.

Broken kinds held: Docker that no longer knew the 'nvidia' runtime (after a power outage, fixed
by reinstalling the toolkit; after installing it, fixed by reloading and restarting the Docker
daemon), a Podman CDI specification that left out the /dev/nvidia-uvm device nodes, the NVIDIA
kernel modules and the nvidia-uvm device node not set up at boot (rootless Podman with the
tensorflow/tensorflow:latest-gpu image; an nvidia-docker host after a reboot), and a Docker
update after which AlphaFold's container got no GPU and XLA ran on the CPU. All broken: 6;
working runs: 0.

Left out: this angle is well mined, and most container, WSL2 and hosted-notebook threads met were
already held or already seen. Of the new ones, most ended in the stored copy before any answer
(tensorflow#44914 podman, ageron/handson-ml3#74 docker compose, nebari#1378, gpu-jupyter#58,
NVIDIA/nvidia-docker#1604 and #1711, tensorflow#87669 RTX 5090 in an NGC container on WSL2,
Kaggle/docker-python#1164), or the fix came from someone other than the poster with no word from
the poster (tensorflow#34385 Colab, gaoxiang12/faster-lio#8), or the
poster only said he would try (tensorflow#49455 Colab with TF 2.5). google-deepmind/alphafold#1035
(same Docker change as #1021, confirmed by the poster) was left out because its stored opening
breaks off in the middle of the log. Threads whose cause is not a GPU-setup fault (AlphaFold's
MOFED message, gpu-jupyter#128's nvcc version, stale cached images in tensorflow#37353) were
skipped too.

At first look (the doctor of commit f09c90c) the cause was named in 1 of the 6 broken logs,
first; there is no working run in the set. After the changes of the same day, 2 of 6, both
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-docker-unknown-runtime-nvidia-after-outage-libnvidia-ml-missing",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/302",
        text=r"""After an accidental outage (when the docker with Nvidia was running), I restart the  Server Machine  and found the docker I ran was dismissed then I encounter problems when starting new docker:
if I run this :
`
sudo nvidia-docker run -it -p 2222:22 --name fedthe -d fcd9cd8b7603 /bin/bash
`,
the response is
`
docker: Error response from daemon: Unknown runtime specified nvidia.
See 'docker run --help'.
`
and no container was established.

If I run this:
`
sudo docker run --gpus all -it -p 2222:22 --name fedthe -d fcd9cd8b7603 /bin/bash
`
the response is
`
e711025175dc2bea0a64298c00062710c97eac4327cde3b302c58dfd6e583fe2
docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown.
`
and one container was established but without GPU enabled.

I try to add /usr/lib/x86_64-linux-gnu/ to PATH ,and the result is the same.Thank you very much for helping me!""",
        expected_cause="container-runtime-not-configured",
        note="2024. The poster (guanshuidong), the same day: 'well ,I  reinstall Nvidia-container-tool. and problem solved'; closed. After the outage Docker no longer knew the 'nvidia' runtime ('Unknown runtime specified nvidia'), and the --gpus hook could not load libnvidia-ml.so.1; reinstalling the NVIDIA Container Toolkit (which registers the runtime again) fixed both. The stored copy of the poster's reply breaks off after 'problem solved although I did'.",
        platform="linux",
    ),
    CorpusLog(
        name="freipose-docker-unknown-runtime-nvidia-screenshot-only",
        source=_GH + "lmb-freiburg/FreiPose-docker/issues/4",
        text=r"""Hello, i am really impressed with your project i was trying to run it on my local machine and i got this error tried to solve it but still i cant.
Trying to do for my graduation research.
Please is there way you can advice how to go on with it?

Using Ubuntu 20.04 LTS

![Screenshot from 2022-10-06 11-15-11](https://user-images.githubusercontent.com/106013071/194199224-cdd04ce7-5df6-48cc-af64-50b2f451adda.png)""",
        expected_cause="container-runtime-not-configured",
        note="2022. The issue title gives the error: 'docker: Error response from daemon: Unknown runtime specified nvidia.' (the body shows it only in a screenshot). Maintainer arturoptophys: 'this seems to be an issue with the docker/nvidia-docker installation' and suggested 'sudo systemctl daemon-reload' and 'sudo systemctl restart docker'; the poster: 'Thank you this one solved' (then moved on to an unrelated prediction error). Docker had not loaded the nvidia runtime's configuration until its daemon was reloaded and restarted.",
        platform="linux",
    ),
    CorpusLog(
        name="podman-cdi-spec-missing-nvidia-uvm-device-nodes-torch-false",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/50",
        text=r"""I'm using `nvidia-container-toolkit` `v1.12.0` with `podman` `4.3.1` on an Ubuntu 22.04 server with a Nvidia Tesla P100 GPU.
I use `pytorch` inside a rootless podman container.

I have installed the nvidia drivers with `ubuntu-drivers autoinstall`.

I have generated the `cdi` configuration file using `nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`.

The generated file starts with:

```yaml
---
cdiVersion: 0.5.0
containerEdits:
  deviceNodes:
  - path: /dev/nvidiactl
  hooks:
  - args:
    - nvidia-ctk
    - hook
    - update-ldcache
    - --folder
    - /lib/x86_64-linux-gnu
    hookName: createContainer
    path: /usr/bin/nvidia-ctk
...
```

When using this configuration file as-is, `nvidia-smi` works fine but CUDA isn't detected inside the container:
```shell
$ python
>>> import torch
>>> torch.cuda.is_available()
False
```
I have tried with both rootful podman and rootless podman.""",
        expected_cause="container-lost-gpu-access",
        note="2023. The poster (Timost) found the cause in the same post: 'I think the currently generated cdi file is missing `nvidia-uvm` `deviceNodes` for podman' and 'After some digging, adding the following `devicesNodes` solves the issue' (/dev/nvidia-modeset, /dev/nvidia-uvm-tools, /dev/nvidia-uvm); maintainer elezar answered on the CDI generation; closed. The container lacked the GPU's nvidia-uvm device files, so CUDA could not start although nvidia-smi worked. PyTorch, not TensorFlow. Text starts after the poster's opening diagnosis and stops before his fix.",
        platform="linux",
    ),
    CorpusLog(
        name="podman-rootless-hook-fails-after-reboot-nvidia-uvm-not-created",
        source=_GH + "NVIDIA/nvidia-container-runtime/issues/142",
        text=r"""### 1. Issue or feature description
For each system boot/reboot rootless podman does not work with the nvidia plugin.
I must run **nvidia-smi**, otherwise i get the error:
```Error: error executing hook `/usr/bin/nvidia-container-toolkit` (exit code: 1): OCI runtime error```

After that i also need to run the NVIDIA Device Node Verification script to proper startup the **/dev/nvidia-uvm** for CUDA applications as described in this post:
https://github.com/tensorflow/tensorflow/issues/32623#issuecomment-533936509

### 2. Steps to reproduce the issue

Install CentOS 8 with selinux enabled + Nvidia linux drivers.
Install podman and nvidia-container-runtime
Configure /etc/nvidia-container-runtime/config.toml (as attachment)
Reboot the HW

Run the command (it will fail if you dont use nvidia-smi & nvidia-device-node-verification, after each reboot):
```
podman run --privileged -it nvidia/cuda:11.3.1-base-centos8 nvidia-smi
podman run --privileged -it --rm tensorflow/tensorflow:latest-gpu python -c "import tensorflow as tf; print(tf.reduce_sum(tf.random.normal([1000, 1000])))"
```""",
        expected_cause="driver-not-loaded",
        note="2021. Maintainer elezar: 'Here I would assume that kernel modules cannot be loaded by the NVIDIA container runtime hook. This also prevents the device nodes from being created. `nvidia-smi` ends up loading the Kernel modules and creating the device nodes, but does seem to skip the creation of `nvidia-uvm`' and asked 'Is it possible to run the script on startup of the system?'; the poster (Ru13en): 'Yes, i fixed it creating a script that runs both comands at startup.' Closed. After each boot the NVIDIA kernel modules and the nvidia-uvm device node were not set up until something privileged did it. Text stops before the poster's 'Run the commands (it will work)' list.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-lstat-dev-nvidia-uvm-after-reboot",
        source=_GH + "NVIDIA/nvidia-docker/issues/139",
        text=r"""After a system reboot none of the nvidia-docker containers would restart and would give an error along the lines of.

```
lstat /dev/nvidia-uvm: no such file or directory
```

I think that it is caused by the linux kernel is updating (running ubuntu trusty), it took me an hour to resolve.""",
        expected_cause="driver-not-loaded",
        note="2016. The poster (Anthony-Tatowicz), in the same post: 'I ended up reinstalling nvidia-docker and the problem disappeared'; alantrrs pointed to nvidia-docker#137 (the same missing nvidia-uvm after a reboot) and the poster closed it as documented. The nvidia-uvm kernel module and its /dev/nvidia-uvm node were not set up after the reboot. Text stops before the poster's fix.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold-docker-27-3-xla-cpu-onednn-matmul-no-gpu-in-container",
        source=_GH + "google-deepmind/alphafold/issues/1021",
        text=r"""Hello,

One of my systems, running Ubuntu 22.04, updated docker to version 27.3.1 (build ce12230)... after which running AlphaFold2 produces a neverending series of messages like the following once it reaches the "Running predict with shape" stage:

I0923 14:01:56.716146 129352767932224 run_docker.py:258] 2024-09-23 12:01:56.715574: W external/xla/xla/service/cpu/onednn_matmul.cc:293] [Perf]: MatMul reference implementation being executed
I0923 14:01:56.741649 129352767932224 run_docker.py:258] 2024-09-23 12:01:56.741240: W external/xla/xla/service/cpu/onednn_matmul.cc:293] [Perf]: MatMul reference implementation being executed
(...)""",
        expected_cause="container-without-gpus",
        note="2024. The poster (lucajovine), in the same post: 'could be fixed by reverting docker and preventing it from re-updating' (back to docker-ce 26.1.4, apt-mark hold); DrRadan: 'Thanks @lucajovine for this solution. I suddenly started having the same issue'. Issue left open. The XLA CPU MatMul lines show the model running on the CPU: with Docker 27.3 the GPU request made by AlphaFold's run_docker.py (old Docker SDK for Python) no longer gave the container its GPU; in the sibling thread alphafold#1035 MamfTheKramf traced it to that SDK ('mounting the GPUs into the container fails') and rileyg98 fixed it with DeviceRequest(count=-1, capabilities=[['gpu']]). JAX/XLA, not TensorFlow. Text stops before the poster's fix.",
        platform="linux",
    ),
)
