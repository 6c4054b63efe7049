# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-ninth set of real threads: self-hosted ML container threads (2022-2026), from GitHub issues on self-hosted applications that run a model on an NVIDIA GPU inside a container: immich-app/immich (the machine-learning CUDA image), imagegenius/docker-immich (Unraid), linuxserver/docker-faster-whisper, linuxserver/docker-plex, edgar971/open-chat (Unraid), Jip-Hop/jailmaker and zzzhouuu/truenas-nvidia-drivers (TrueNAS SCALE).

Broken kinds held: CUDA's first call failing with an unknown error until the host driver was
reinstalled, a cuDNN in the image that no longer carries kernels for Pascal and Maxwell GPUs, a
container whose NVIDIA settings were mistyped (CUDA error 35 inside it), a host driver older than
the image's CUDA requirement, Docker without its 'nvidia' runtime after a TrueNAS update, a
TrueNAS jail where the container toolkit could not load the driver's libnvidia-ml.so.1, cuDNN
libraries off the loader's path in an image, and a container started without the video driver
capability (no catalogue cause). 8 broken, 0 working: no run that worked with alarming lines
turned up in these repositories.

The workloads are ONNX Runtime, CTranslate2 and ffmpeg rather than TensorFlow; the causes sit
in the stack under them (driver, container toolkit, loader, GPU). Left out: threads whose
resolution lies past the stored copy (most immich 'no CUDA-capable device is detected' threads,
the A100 vGPU one among them), threads whose cause was the application's own bug (a corrupted
virtual environment in imagegenius/docker-immich, jailmaker's own bind-mount regression), and
the many Frigate and nextcloud/recognize threads already in the corpus or read before.

At first look (the doctor of commit 52ff818) the cause was named in 3 of the 8 broken logs, all 3
first; one more (the mistyped container variable, CUDA error 35) was read as a driver too old for
its CUDA; no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="immich-ml-cuda-failure-999-unknown-error-driver-reinstall",
        source=_GH + "immich-app/immich/issues/13045",
        text=r"""HW acceleration error with CUDA (CUDA failure 999: unknown error)

### The bug

Face-detection and facial-recognition jobs are failing with CUDA failure 999: unknown error

### The OS that Immich Server is running on

Ubuntu 22.04.5 LTS

### Version of Immich Server

116.2

### Your docker-compose.yml content

```YAML
  immich-machine-learning:
    container_name: immich_machine_learning
    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}-cuda
    deploy:
      resources:
        reservations:
          devices:
            - driver: nvidia
              count: 1
              capabilities:
                - gpu
    volumes:
      - model-cache:/cache
    env_file:
      - .env
    restart: always
```""",
        expected_cause="cuinit-unknown-error",
        note="2024. The poster, eSascha, the same day: 'No idea why, but after uninstalling the driver and installing it again, all ML jobs are working, no errors.' Issue closed. A broken host driver state behind CUDA's unknown error (999) in the container; the thread does not say what was wrong with it. The stored copy gives the title, the prose and the compose file (cut to the machine-learning service), not the log.",
        platform="linux",
    ),
    CorpusLog(
        name="immich-ml-2-1-cudnn-9-14-execution-failed-pascal-maxwell",
        source=_GH + "immich-app/immich/issues/22982",
        text=r"""[Bug] CUDA ML crash (CUDNN_STATUS_EXECUTION_FAILED) in v2.1.0 — fixed by downgrading to v2.0.0

### The bug

Summary
Immich 2.1.0 causes repeated CUDNN_STATUS_EXECUTION_FAILED errors in immich-machine-learning during ONNX inference on NVIDIA GPUs.
Downgrading the entire stack to v2.0.0 resolves the issue completely.

Workaround
Downgrading all containers to 2.0.0 eliminates the crash.

### The OS that Immich Server is running on

Windows WSL

### Version of Immich Server

2.1.0

### Your docker-compose.yml content

```YAML
immich-machine-learning:
    container_name: immich_machine_learning
    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}-cuda
    extends:
      file: hwaccel.ml.yml
      service: cuda          
    environment:
      - NVIDIA_VISIBLE_DEVICES=all
      - NVIDIA_DRIVER_CAPABILITIES=compute,utility
    deploy:
      resources:
        reservations:
          devices:
            - driver: nvidia
              count: 1
              capabilities: [gpu]
    volumes:
      - model-cache:/cache
    env_file:
      - .env
    restart: always
    healthcheck:
      disable: false
    networks:
      - immich-net
```""",
        expected_cause="compute-capability-too-old",
        note="2025. Maintainer mertalev in the fix, immich-app/immich#23110 ('fix(ml): pin cudnn version', merged, 'Fixes #22982'): 'Immich 2.0.1 installed cuDNN 9.8, while 2.1.0 installs 9.14. It seems Pascal and Maxwell cards are no longer supported as of cuDNN 9.11 ... which explains why everyone with the issue has a Pascal or Maxwell GPU. The solution will be to pin to 9.10'. The GPU is too old for the cuDNN the image shipped. The stored copy of the opening post does not name the poster's GPU nor show the log; the post's title and summary already say that the downgrade worked.",
        platform="wsl2",
    ),
    CorpusLog(
        name="imagegenius-immich-unraid-cuda-failure-35-mistyped-nvidia-variable",
        source=_GH + "imagegenius/docker-immich/issues/349",
        text=r"""CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version

Receiving the following error when trying to utilize CUDA for machine learning...

CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version

OS: UnRAID 6.12.10
Nvidia Driver: v550.78 (Quadro RTX 4000 should fine for CUDA 12)
Immich: v1.102.3""",
        expected_cause="container-without-gpus",
        note="2024. Maintainer martabal: 'Did you correctly setup the container ?' with a link to the image's 'NVIDIA hardware acceleration' section (the --runtime=nvidia and NVIDIA_* variables of the Unraid template); the poster: 'no. had a white space preceding one of my variables.. all good now!' The driver (550) was new enough: the container did not get the GPU and its driver as set up, so CUDA inside found no usable driver (error 35). The thread does not name which variable.",
        platform="linux",
    ),
    CorpusLog(
        name="open-chat-unraid-driver-520-container-requires-cuda-12-2",
        source=_GH + "edgar971/open-chat/issues/5",
        text=r"""OpenChat-Cuda Nvidia Driver Version: | 520.56.06

HI I/ve got this message

docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.2, please update your driver to a newer version, or use an earlier cuda container: unknown.

UNRAID 6.11.1
Nvidia Driver Version: | 520.56.06

What version if drivere I mast use?""",
        expected_cause="driver-too-old",
        note="2023. The container toolkit's own check names it (the image requires cuda>=12.2; driver 520 goes up to CUDA 11.8). Maintainer edgar971 answered the poster's question with his working set-up: 'I'm running the following: Nvidia Driver Version: 535.54.03 UNRAID: 6.11.5'. The poster did not report back (issue open).",
        platform="linux",
    ),
    CorpusLog(
        name="truenas-25-10-4-docker-unknown-runtime-nvidia-after-update",
        source=_GH + "zzzhouuu/truenas-nvidia-drivers/issues/11",
        text=r"""After Truenas update 25.10.4 docker wont start anymore

I have an Issue with the Nvidia driver for the truenas version 25.10.4. Until now does your driver work well. with this version I got few errors

```
systemctl restart docker
Job for docker.service failed because start of the service was attempted too often.
See "systemctl status docker.service" and "journalctl -xeu docker.service" for details.
To force a start use "systemctl reset-failed docker.service"
followed by "systemctl start docker.service" again.
```

journalctl give me following errors

```
Jun 06 18:41:08 host dockerd[8387]: time="2026-06-06T18:41:08.265512858+02:00" level=error msg="failed to start container" container=09f186fc6c6c8dd48da106f60bf463fcc8a12de3bd3664d8d129ab750a9488fc error="unknown or invalid runtime name: nvidia"
Jun 06 18:41:08 host dockerd[8387]: time="2026-06-06T18:41:08.283003140+02:00" level=error msg="failed to start container" container=33fb07838f0e8b06e88ac7d480f2f4c3c658d7da0476fc229b991e45701c5962 error="unknown or invalid runtime name: nvidia"
Jun 06 18:41:08 host dockerd[8387]: time="2026-06-06T18:41:08.300465926+02:00" level=error msg="failed to start container" container=3ab60857a6d92fecab407e948cb032d7765bd69e3cde134587894f2f08290a4c error="unknown or invalid runtime name: nvidia"
...
```""",
        expected_cause="container-runtime-not-configured",
        note="2026. After the TrueNAS update Docker no longer knew the 'nvidia' runtime the app containers were created with. The maintainer zzzhouuu asked whether 'unknown or invalid runtime name: nvidia' persisted; the poster, globi84: 'ok i have used now the install script in your script folder and now does it work' (the script installs the driver extension and registers the runtime). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="jailmaker-truenas-dragonfish-libnvidia-ml-file-too-short-in-jail",
        source=_GH + "Jip-Hop/jailmaker/issues/127",
        text=r"""Nvidia passthrough not working for TrueNAS 24.04.0 (Dragonfish)

Latest version of jailmaker (1.1.5)
As per title; in Dragonfish 24.04.0, Nvidia passthrough seems to be broken -- ```nvidia-smi``` working fine on host, but inside container it gives:
```
nvidia-container-cli: initialization error: load library failed: /usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-ml.so.1: file too short
```
Seems the script uses ```nvidia-container-cli list``` to find nvidia files which need mounting, but container expects files outside of this:
```
# On TrueNAS host:
$ nvidia-container-cli list
/dev/nvidiactl
/dev/nvidia-uvm
/dev/nvidia-uvm-tools
/dev/nvidia-modeset
/dev/nvidia0
/usr/lib/nvidia/current/nvidia-smi
/usr/bin/nvidia-persistenced
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-ml.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-cfg.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libcuda.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-ptxjitcompiler.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-nvvm.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-encode.so.545.23.08
/usr/lib/x86_64-linux-gnu/nvidia/current/libnvcuvid.so.545.23.08
```
Note that this list doesn't include the file the container is expecting.""",
        expected_cause="container-toolkit-driver-not-found",
        note="2024. Inside the jail the container toolkit could not load the host driver's libnvidia-ml.so.1 (only the versioned files were bind-mounted, so the .so.1 name pointed at nothing usable). The poster, dalgibbard, got it working by adding the missing bind mount by hand (end of the opening post, left out here) and proposed the fix in Jip-Hop/jailmaker#165 ('Fix for #127 - Use common dir for Nvidia Passthrough': 'mount the entire nvidia common module path, instead of the individual files'); maintainer Jip-Hop merged the reworked fix as #166 ('Fix for Nvidia Passthrough'). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="lsio-faster-whisper-gpu-libcudnn-ops-infer-so-8-not-loadable",
        source=_GH + "linuxserver/docker-faster-whisper/issues/15",
        text=r"""[BUG] [GPU] Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory

### Current Behavior

I'm using the lscr.io/linuxserver/faster-whisper:gpu and I'm encountering issues where any Wyoming prompt results in the following error:

```
Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
```

It appears to be related to this behavior in faster-whisper
https://github.com/SYSTRAN/faster-whisper/issues/516

### Expected Behavior

faster-whisper is able to use the GPU to parse speech to text

### Steps To Reproduce

Setup the faster-whisper docker container per below
Added faster-whisper to Home Assistant using the Wyoming protocol
Setup a Raspberry PI 3+ with wyoming-satellite per https://github.com/rhasspy/wyoming-satellite/blob/master/docs/tutorial_installer.md
Prompts are responded (local wyoming-wakeword.service) to but in the logs on the docker container indicate an error

Logs for docker container lscr.io/linuxserver/faster-whisper:gpu
```
INFO:faster_whisper:Processing audio with duration 00:15.000
Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster, andreaalloway, found the workaround: install the CUDA 12 torch wheel in the container and export LD_LIBRARY_PATH with the directories of the pip packages nvidia.cublas.lib and nvidia.cudnn.lib (and torch/lib) from /config/.bashrc, then restart; PontyJohnty: 'This worked for me too.' cuDNN 8 was not where the loader looked inside the image. The last log line is cut short in the stored copy ('cannot ope') and is completed here from the identical line above it.",
        platform="linux",
    ),
    CorpusLog(
        name="lsio-plex-nvenc-unavailable-without-video-driver-capability",
        source=_GH + "linuxserver/docker-plex/issues/340",
        text=r"""Bad documentation? NVENC unavailable without NVIDIA_DRIVER_CAPABILITIES=all

The documentation states that for enabling hw acceleration only the nvidia docker runtime and the `NVIDIA_VISIBLE_DEVICES=all` environment variable is necessary.

This isn't true for my case. This results in:
```
Oct 21, 2022 16:01:12.613 [0x7f1c07a08b38] ERROR - [Req#225/Transcode] [FFMPEG] - Cannot load libnvidia-encode.so.1
Oct 21, 2022 16:01:12.613 [0x7f1c07a08b38] ERROR - [Req#225/Transcode] [FFMPEG] - The minimum required Nvidia driver for nvenc is 418.30 or newer
Oct 21, 2022 16:01:12.613 [0x7f1c07a08b38] VERBOSE - [Req#225/Transcode] [FFMPEG] - Nvenc unloaded
```

## Environment
**OS:** Ubuntu 22.04.1 LTS
**CPU architecture:** x86_64
**How docker service was installed:** official repo""",
        expected_cause=None,
        note="2022. The poster, pannal, in the same opening post (its later sentences, left out here): 'Only once I set the environment variable NVIDIA_DRIVER_CAPABILITIES=all as well, hw accell works.' Without it the NVIDIA runtime gives the container only the compute and utility driver libraries, not the video ones (libnvidia-encode.so.1), so the 'driver too old' line is misleading. A container started without the video driver capability: no catalogue cause.",
        platform="linux",
    ),
)
