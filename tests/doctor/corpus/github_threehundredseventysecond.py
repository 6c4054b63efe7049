# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-second set of real threads: Docker and Podman GPU threads (2021-2024), from GitHub issues (issues corpus) on podman-container-tools/podman, moby/moby, NVIDIA/nvidia-docker and cnstark/pytorch-docker, where a container could not get the GPU.

Broken kinds held: a Podman too old for CDI (3.4.4, before 4.1) reading `--device
nvidia.com/gpu=all` as a device path; a rootless Docker daemon that cannot see the CDI specs in
/etc/cdi and /var/run/cdi (no catalogue cause for either); the NVIDIA Container Toolkit in WSL2 on
a Windows build without GPU support for WSL (libdxcore.so not there); and a PyTorch image started
without `--gpus all`. Working runs: none met.

Small set: the Docker Desktop for Windows threads of 2021 (docker/for-win#11208, #11246, #10218,
#10587, #11228, #13324) hold the error but not, in their stored copies, the outcome or the
opening post; the Podman and CDI threads (podman#17539, #20257, #23016; NixOS/nixpkgs#337873) end
without a confirmed cause there; most TensorFlow-in-Docker threads the searches met were already
in the corpus. Left out: NVIDIA/nvidia-docker#1804 (2023; `docker` aliased to Podman on RHEL 9.3,
so `--gpus` gave nothing; named by the toolkit's maintainer, not disputed), prose only, to keep
prose-only records to a third; NVIDIA/libnvidia-container#287, the same report as podman#24474
(its outcome is quoted in that record's note). One record is prose only.

At first look (the doctor of commit c695e0d) the cause was named in 0 of the 4 broken logs, none
first (two of them have no catalogue cause; the doctor named no other cause for any of the four);
no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="podman-3-4-4-ubuntu-2204-cdi-device-stat-no-such-file",
        source=_GH + "podman-container-tools/podman/issues/24474",
        text=r"""nvidia gpu device acess in containers

Hi I am facing an issue in setting up the gpu inside container.

**OS: ubuntu 22.04
podman versions : 3.4.4
nvidia-ctk version : 1.17**

Followed all the instruction as per the below link but still no success :
`https://github.com/NVIDIA/nvidia-container-runtime/issues/85#issuecomment-1772741424`

    nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml

    podman run --rm --device nvidia.com/gpu=all --security-opt=label=disable ubuntu nvidia-smi -L

**```Error: stat nvidia.com/gpu=all: no such file or directory```**""",
        expected_cause=None,
        note="2024. Cause: Podman 3.4.4 (Ubuntu 22.04's package) predates CDI support (Podman 4.1), so `--device nvidia.com/gpu=all` is taken for a device path; no catalogue ID. Podman maintainer Luap99: 'You need a newer podman, we only support the latest version upstream'; the poster did not dispute it and asked how to get a newer Podman on Ubuntu 22.04 (apt still gave 3.4.4). The same report, word for word, on NVIDIA/libnvidia-container#287 ends with viprob-ai (the poster here): 'finally I upgraded the Podman version to 5.0 and everything works.'",
        platform="linux",
    ),
    CorpusLog(
        name="moby-rootless-docker-26-cdi-unresolvable-specs-not-visible",
        source=_GH + "moby/moby/issues/47676",
        text=r"""Default Nvidia CDI spec location on rootless kit seems to be unaccessible

### Description

I originally opened an issue on the [Nvidia-container-toolkit](https://github.com/NVIDIA/nvidia-container-toolkit) repo, but we figured the issue may actually be better placed here.

Original issue: https://github.com/NVIDIA/nvidia-container-toolkit/issues/434 @elezar 

**The Issue**
Testing rootless docker 26.0.0 with nvidia container toolkit and Nvidia CDI support, the CDI injection fails, presumably because docker cannot find the `nvidia.yaml`.
```
docker run --rm -ti --device=nvidia.com/gpu=all ubuntu nvidia-smi -L
docker: Error response from daemon: CDI device injection failed: unresolvable CDI devices nvidia.com/gpu=all.
```
The client is looking at
```
 CDI spec directories:
  /etc/cdi
  /var/run/cdi
```
by default, but unlike the rootful version, rootless is unable to access the specs.

We tested this by moving the specs to another directory and specified the new location in the docker daemon.json:
```
{
    "features": {
        "cdi": true
    },
    "cdi-spec-dirs": ["/home/username/.docker/cdi/", "/home/username/.docker/run/cdi/"],
    "runtimes": {
        "nvidia": {
            "args": [],
            "path": "nvidia-container-runtime"
        }
    }
}
```

```
CDI spec directories:
  /home/username/.docker/cdi/
  /home/username/.docker/run/cdi/
...""",
        expected_cause=None,
        note="2024. Cause: the rootless Docker daemon (run through rootlesskit) does not see /etc/cdi and /var/run/cdi, so the NVIDIA CDI spec cannot be resolved; no catalogue ID. Confirmed by the fix merged in moby/moby#48541 (ereslibre, 'Fixes: #47676'): 'When Dockerd is executed in rootless mode, the Container Device Interface won't be able to find the CDI specs at /etc/cdi nor /var/run/cdi', the PR making them available to dockerd-rootless.sh; and by the poster's own test with cdi-spec-dirs under the home folder (in the opening post). The stored copy cuts the post after the second spec-directory list.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-wsl2-dxcore-initialization-failed-windows-build-without-wsl-gpu",
        source=_GH + "NVIDIA/nvidia-docker/issues/1542",
        text=r"""WSL2 error: dxcore initialization failed, continuing assuming a non-WSL environment

### 1. Issue or feature description
nvidia-container-cli simply does not work on WSL2 'cause dxcore initialization failed. It will assume non-WSL env and unable to proceed 'cause I didn't install cuda on WSL2. I don't think that is required to install cuda on wsl2, since it should be bundled with containers. 

My steps are mostly from 
https://docs.nvidia.com/cuda/wsl-user-guide/index.html#ch05-running-containers
https://ubuntu.com/blog/getting-started-with-cuda-on-ubuntu-on-wsl-2
https://docs.docker.com/desktop/windows/wsl/

I have tried docker for windows, the GUI client, and the way documented in https://docs.nvidia.com/cuda/wsl-user-guide/index.html#ch05-running-containers, though the `curl https://get.docker.com | sh`

I tried various tips from 
https://github.com/NVIDIA/nvidia-docker/issues/1534
https://github.com/NVIDIA/nvidia-docker/issues/1492

Those posts suggest downgrading either nvidia-container-cli or docker for windows version would resolve the issue. But none of those seems to work. I have tried both Ubuntu 18 and Ubuntu 20, uninstalled them numerous times along with docker reinstalls. None of the attempts seem to resolve the dxcore issue. 

I don't know enough about dxcore to know if that's something I can fix. My windows is a fresh install with latest update""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2021. NVIDIA's rboissel: the message and the attached log 'seem to indicate that we couldn't even find /usr/lib/wsl/lib/libdxcore.so. That usually happens when you are running a version of Windows that doesn't support WSL GPU support' (then only Insider Preview builds and the coming Windows 10 21H2); the poster: 'got it, thanks. looks like I'd need the insider build or waiting for next 21H2 release in October', and closed the issue. The first line is the issue's title (the toolkit's own message); the attached log is not in the stored copy.",
        platform="wsl2",
    ),
    CorpusLog(
        name="cnstark-pytorch-docker-nvidia-smi-not-found-without-gpus-flag",
        source=_GH + "cnstark/pytorch-docker/issues/19",
        text=r"""pytorch:1.13.1-py3.8.16-cuda11.7.1-devel-ubuntu20.04

你好，安装完之后 `nvcc -V`显示了 cuda 版本，但是 `nvidia-smi` 命令返回错误 command not found""",
        expected_cause="container-without-gpus",
        note="2024. Prose only (Chinese: 'after installing, `nvcc -V` shows the CUDA version, but the `nvidia-smi` command returns the error command not found'); the first line is the issue's title, the image tag. The poster confirmed the same day: 'fixed: forget to add `--gpus all` flag'.",
        platform="linux",
    ),
)
