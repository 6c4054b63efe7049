# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-sixty-fourth set of real threads: container toolkit and Docker GPU threads (2021-2025) from GitHub issues (issues corpus), where a container could not use the GPU and the cause was confirmed by a maintainer or by the poster's working fix.

Repositories: NVIDIA/nvidia-docker, NVIDIA/nvidia-container-toolkit, and projects whose users met
the same container-stack failures (SecureAI-Tools/SecureAI-Tools, knaw-huc/loghi,
BIOP/BIOP-desktop, AbdBarho/stable-diffusion-webui-docker). The workloads are nvidia-smi, CUDA
images and framework images; what is at fault is the shared stack under TensorFlow: the toolkit,
the Docker daemon the command talks to, cgroup device rules, the host driver and driver libraries
baked into images.

Broken kinds held: a running container losing its GPUs after `systemctl daemon-reload`, a
toolkit set to `no-cgroups = true` with rootful Docker (NVML "Unknown Error" from the start),
Docker Desktop on Linux answering instead of Docker Engine (libnvidia-ml.so.1 not found; no GPU
support at all), a host driver older than the CUDA image requires, Docker without the NVIDIA
Container Toolkit, and images that ship their own libnvidia-ml.so.1 so that the toolkit's mount
fails with "file exists" (no catalogue cause; two records). Broken: 8, working: 0.

Left out: threads whose stored copy ends before a confirmation (the NVML "Unknown Error" thread
NVIDIA/nvidia-container-toolkit#381, whose opening post is not in the stored copy; the
Docker Desktop context thread NVIDIA/nvidia-container-toolkit#814, where the poster only says
"I think I find the cause"), rootless-Docker cgroup threads without a confirmed fix, and
working-run candidates (NUMA and CDI-generation warnings in containers) that were already in the
corpus or had no answer. One record is prose only.

At first look (the doctor of commit beb3b20) the cause was named in 5 of the 8 broken logs, all 5
first (5 of the 6 with a catalogue cause; the prose-only Docker Desktop post was missed, and the
two records without a catalogue cause count as misses); no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-docker-cuda-base-nvml-unknown-error-after-systemctl-daemon-reload",
        source=_GH + "NVIDIA/nvidia-docker/issues/1671",
        text=r"""Hey, I have the same problem.

### 2. Steps to reproduce the issue
```
docker run --gpus all --rm -it nvidia/cuda:11.4.2-base-ubuntu18.04 bash
root@098b49afe624:/# nvidia-smi 
Fri Sep  2 21:54:31 2022       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 510.68.02    Driver Version: 510.68.02    CUDA Version: 11.6     |
|-------------------------------+----------------------+----------------------+
```

This works until you do `systemctl daemon-reload` either manually or automatically through the OS (I assume, since it eventually will fail).

(on host):
`systemctl daemon-reload`

(inside same running container):
```
root@098b49afe624:/# nvidia-smi 
Failed to initialize NVML: Unknown Error
```

Running the container again will work fine until you do another `systemctl daemon-reload`.

 - [x] Kernel version from `uname -a`
 `Linux host 5.15.0-46-generic #49-Ubuntu SMP Thu Aug 4 18:03:25 UTC 2022 x86_64 x86_64 x86_64 GNU/Linux`

 - [x] Any relevant kernel output lines from `dmesg`
Nothing relevant from dmesg, but only thing relevant from journalctl is
`Sep 02 21:17:56 host systemd[1]: Reloading.` once I do a `systemctl daemon-reload`""",
        expected_cause="container-lost-gpu-access",
        note="2022. The text is kevin-bockman's comment in the thread (the opening post only said 'after random amount of time'). He reproduced it himself: the running container fails after `systemctl daemon-reload`, a new container works. Maintainer klueska later posted the toolkit's notice in the thread: containers lose their GPUs when systemd reloads units that reference the NVIDIA devices (runc needs /dev/char symlinks for them), with workarounds such as 'sudo nvidia-ctk system create-dev-char-symlinks --create-all' (NVIDIA Container Toolkit v1.12.0). Host name replaced by 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-container-toolkit-no-cgroups-true-rootful-docker-nvml-unknown-error",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/580",
        text=r"""user@host ~> sudo systemctl restart docker
user@host ~> getenforce
Permissive
user@host ~> sudo docker run --rm --runtime=nvidia --gpus all ubuntu nvidia-smi
Failed to initialize NVML: Unknown Error
user@host ~ [255]> grep no-cgroups /etc/nvidia-container-runtime/config.toml
no-cgroups = true""",
        expected_cause="container-lost-gpu-access",
        note="2025. From MartinJrgsn's comment on a Podman v5 permissions thread: 'I changed `no-cgroups` back to `true`. It failed, changed back to `false`. It succeeded', followed in the same comment by `no-cgroups = false`, a Docker restart and the same `docker run` printing the nvidia-smi table (driver 570.86.16). With no-cgroups the toolkit does not add the GPUs to the container's device rules, so a rootful container has no device access from the start (the catalogue names this case under container-lost-gpu-access). Only the failing part of the comment is kept.",
        platform="linux",
    ),
    CorpusLog(
        name="secureai-tools-fedora39-docker-desktop-libnvidia-ml-load-library-failed",
        source=_GH + "SecureAI-Tools/SecureAI-Tools/issues/26",
        text=r"""$ docker compose up -d
[+] Running 0/1
 ⠴ Container secure-ai-tools-inference-1  Starting                         4.5s 
Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown

The same Command runs fine on the same machine with Windows 11 & WSL2""",
        expected_cause="container-toolkit-driver-not-found",
        note="2023, Fedora Linux 39. Maintainer JayNakrani pointed to NVIDIA/nvidia-container-toolkit#154 and a comment saying Docker Desktop is not supported by the NVIDIA toolkit ('this error should not happen with docker-ce. It would be worth trying that out'); the poster answered with `sudo dnf remove docker-desktop` and `sudo docker compose up -d` ending in 'Container secure-ai-tools-inference-1  Started'. Docker Desktop runs containers in a VM where the host driver's libnvidia-ml.so.1 is not visible.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-container-toolkit-docker-desktop-ubuntu-22-gpu-not-working",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/83",
        text=r"""I installed nvidia-container-toolkit on Ubuntu 22 with the latest Docker-Desktop for Ubuntu, but it did not work. Does nvidia-container-toolkit support Docker-Desktop on Ubuntu?""",
        expected_cause="container-toolkit-missing",
        note="2023. Prose only. Maintainer elezar: 'Docker Desktop uses a VM to run containers, and this does not have the NVIDIA Container Toolkit installed. (One exception is on WSL2 ...) The recommendation is to use Docker Engine.' The poster's own post already said 'I had to resort back to Docker Engine' (left out of the text, as it gives the fix away). The toolkit was on the host, not on the Docker the command talked to.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-xenial-cuda11-image-requirement-error-driver-too-old",
        source=_GH + "NVIDIA/nvidia-docker/issues/1442",
        text=r"""docker: Error response from daemon: OCI runtime create failed: container_linux.go:370: starting container process caused: process_linux.go:459: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0, please update your driver to a newer version, or use an earlier cuda container: unknown.""",
        expected_cause="driver-too-old",
        note="2021, Ubuntu 16.04 with docker-ce 19.03.4 (from the title). Maintainer klueska: 'The relevant part of the message here is: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0 ... You cannot launch a container based on CUDA 11 if you have an underlying host driver older than `450`.'",
        platform="linux",
    ),
    CorpusLog(
        name="sd-webui-docker-compose-could-not-select-device-driver-nvidia-no-toolkit",
        source=_GH + "AbdBarho/stable-diffusion-webui-docker/issues/81",
        text=r"""Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]

Just posting here in case someone gets the same issue. I had this issue while building the services.""",
        expected_cause="container-toolkit-missing",
        note="2022. The poster's own post: 'Installing NVIDIA Container Toolkit solved it' (link to the toolkit's install guide); later commenters aldrinjenson ('This fixed the issue for me') and PairZhu ('It works') confirmed. The first line is the thread's title, the error as met.",
        platform="linux",
    ),
    CorpusLog(
        name="loghi-wsl2-debian-image-ships-libnvidia-ml-mount-file-exists",
        source=_GH + "knaw-huc/loghi/issues/3",
        text=r"""When running na-pipeline.sh on Debian Linux on Windows using WSL2 with NVIDIA GPU the following line:

https://github.com/knaw-huc/loghi/blob/e1646b9867301f0d8d568cc1516d9d5867c4b964/na-pipeline.sh#L149

gives the error:

```
docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/4f7924ec6b328915cd622e25d220121ae3018c9da36cb4a7ef2109ae719a1f19/merged/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1: file exists: unknown.
```""",
        expected_cause=None,
        note="2023. No catalogue cause: the image (loghi/docker.htr) contains its own /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1 and libcuda.so.1, so the toolkit cannot mount the WSL driver's libraries over them. The poster's working fix, in the same post: following NVIDIA/nvidia-docker#1551 he built an image 'FROM loghi/docker.htr / RUN rm -rf /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1 /usr/lib/x86_64-linux-gnu/libcuda.so.1', 'With this change, the na-pipeline.sh script runs fine.' (In #1551 maintainer klueska had said such files 'need to be not present in the image before the nvidia runtime sees it'.)",
        platform="linux",
    ),
    CorpusLog(
        name="biop-desktop-image-libnvidia-compute-535-mount-file-exists",
        source=_GH + "BIOP/BIOP-desktop/issues/2",
        text=r"""While trying to run new build : 
```
docker run -it --rm -p 8888:8888 --gpus device=0  --mount src=D:/,target=/home/biop/local,type=bind biop-desktop:0.0.8-temp
docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'        
nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/36b6fcd35cb3d156b325203e5766197a4c32259e1efd25567305af74aa3f5e80/merged/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1: file exists: unknown.
```""",
        expected_cause=None,
        note="2024. No catalogue cause: a package installed in the image (nvidia-opencl-dev pulling libnvidia-compute-535-server) put a libnvidia-ml.so.1 into the image, which the toolkit's mount then collides with. The poster's fix: 'Specifying and old version works' with `apt-get install -y nvidia-opencl-dev=11.5.1-1ubuntu1 && apt remove -y libnvidia-compute-535-server`; he followed it up in NVIDIA/nvidia-container-toolkit#371, where maintainer elezar: 'It seems as if one of those packages are installing the CUDA driver in the container.' Windows host (D:/ mount, Docker Desktop with WSL2).",
        platform="windows",
    ),
)
