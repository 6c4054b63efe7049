# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fifty-seventh set of real output quoted by Linux distributions' wikis and package documentation and by distribution package trackers on GitHub: a CentOS 7 administrator's GPU notes (gengwg/cheatsheets, gpu.md), a NixOS issue filed by a nixpkgs CUDA maintainer (NixOS/nixpkgs), a Pop!_OS packaging issue (pop-os/pop) and a Pop!_OS/System76 repository conflict reported to NVIDIA (NVIDIA/nvidia-docker).

Broken kinds held: the NVIDIA kernel module and the driver's user-space libraries of different
versions (twice: an outdated module built into the initramfs on CentOS 7, and NixOS's
/run/opengl-driver swapped by `nixos-rebuild switch` under a running kernel module), Pop!_OS's own
build of the NVIDIA Container Toolkit failing to detect the driver (no catalogue cause), and the
System76 repository's older nvidia-container-runtime blocking the install of nvidia-docker2 (no
catalogue cause). Working runs: 0 (none met in this topic).

Small set: the distributions' wikis (ArchWiki, Gentoo, Debian, the NixOS wiki's CUDA and Tensorflow
pages) are stored in part only and quote setup steps, not the output users meet; most package
tracker threads on TensorFlow with CUDA (nixpkgs, negativo17, pop-os/tensorman) are already in the
corpus or had no confirmation in the stored text. Left out: a Fedora 43 runbook quoting the same
NVML mismatch after `dnf update` (its repository could not be identified, so it cannot be cited),
and Pop!_OS threads on the container toolkit and cgroup v2 whose posters never reported the outcome
(pop-os/beta#289, pop-os/pop#1708).

At first look (the doctor of commit 1d08a9f) the cause was named in 2 of the 4 broken logs, both
first; the two logs with no catalogue cause got no finding; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gengwg-cheatsheets-centos7-nvml-mismatch-stale-module-in-initramfs",
        source=_GH + "gengwg/cheatsheets/blob/d47ab5e6d8f22bb0d7fe0abd577c32286dd32ace/gpu.md",
        text=r"""Installation of the NVIDIA Accelerated Graphics Driver for Linux-x86_64 (version: 470.63.01) is now complete.  Please update your xorg.conf file as appropriate; see the file /usr/share/doc/ NVIDIA_GLX-1.0/README.txt for details.

$ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch

# cat /proc/driver/nvidia/version
NVRM version: NVIDIA UNIX x86_64 Kernel Module  470.103.01  Thu Jan  6 12:10:04 UTC 2022
GCC version:  gcc version 4.8.5 20150623 (Red Hat 4.8.5-44) (GCC)
# cat /sys/module/nvidia/version
470.103.01

# dkms status
nvidia/470.63.01, 3.10.0-1160.83.1.el7.x86_64, x86_64: installed""",
        expected_cause="driver-library-mismatch",
        note="2023 (CentOS 7, Quadro RTX 8000 server; a driver change from 460 to 470.63.01 with the .run installer, then a reboot). A file, not a thread: the notes' section 'Got driver/library version mismatch error' states the cause: 'Root cause: The kernel modules were being embedded inside the compressed kernel image, then being loaded early in the boot process. These embedded, but outdated modules, would then prevent the correct, and newly installed/compiled standalone module files from being loaded.' The same file shows the outcome: after `dracut --regenerate-all --force` and a reboot, /proc/driver/nvidia/version reads 470.63.01 and nvidia-smi lists the ten GPUs with 'Driver Version: 470.63.01'.",
        platform="linux",
    ),
    CorpusLog(
        name="nixos-rebuild-switch-opengl-driver-newer-than-booted-module-nvml",
        source=_GH + "NixOS/nixpkgs/issues/255070",
        text=r"""nvidia-smi
Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        note="2023. An issue opened by nixpkgs CUDA maintainer SomeoneSerge (labels '6.topic: cuda', '6.topic: nixos') that states the cause of exactly these lines: NixOS links CUDA applications to libcuda through /run/opengl-driver/lib, and 'This path is substituted on nixos-rebuild switch together with the rest of the system, in which case the userspace drivers may diverge (e.g. after nix flake update or after updating the channels) from the respective kernel modules. In case of libcuda, we want to keep using the driver from the /run/booted-system, rather than from the /run/current-system, or the user may observe errors like:' these. Kiskae in the same thread: 'If the driver is newer than the kernel module, it stops working.' The quoted Python part of the output (torch) is cut off in the stored copy and left out.",
        platform="linux",
    ),
    CorpusLog(
        name="pop-os-1804-pop-packaged-container-toolkit-detection-error",
        source=_GH + "pop-os/pop/issues/888",
        text=r"""**Distribution (run `cat /etc/os-release`):**
 Pop!_OS 18.04 LTS
 
**Related Application and/or Package Version (run `apt policy $PACKAGE NAME`):**
docker 

**Issue/Bug Description:**
https://github.com/NVIDIA/nvidia-docker/issues/1114
Get error:
**nvidia-container-cli: detection error: driver error: failed to process request**

Docker installation requires nvidia-container-toolkit

**Steps to reproduce (if you know):**
sudo apt install nvidia-container-toolkit
then run: 
docker run --rm -it --gpus all nvidia/cuda nvidia-sm
or any docker with the flag --gpus 

**Expected behavior:**
For it to work!
(nvidia-sim to give proper output in this example)""",
        expected_cause=None,
        note="2020. The poster reported the fix that worked in the same post (left out of the text): 'nvidia-container-toolkit from pop_os distribution does not work. Need to install from NVIDIA distribution instead for it to work ... Solution is to use: the NVIDIA repo for the nvidia-container-toolkit not the Pop one. issue is in Pop's packaged nvidia-container-toolkit ... after pinning the repo to select the NVIDIA repo instead of Pop_os. The driver from Pop works fine. No need to reinstall.' (His versions, given in NVIDIA/nvidia-docker#1114: nvidia-driver-440 440.59-1pop1 and nvidia-container-toolkit 1.0.5-0pop1.) No catalogue ID names a distribution's broken build of the container toolkit; the host driver itself worked.",
        platform="linux",
    ),
    CorpusLog(
        name="pop-os-2004-system76-ppa-old-container-runtime-blocks-nvidia-docker2",
        source=_GH + "NVIDIA/nvidia-docker/issues/1388",
        text=r"""```
sudo apt-get install -y nvidia-docker2
Reading package lists... Done
Building dependency tree       
Reading state information... Done
Some packages could not be installed. This may mean that you have
requested an impossible situation or if you are using the unstable
distribution that some required packages have not yet been created
or been moved out of Incoming.
The following information may help to resolve the situation:

The following packages have unmet dependencies.
 nvidia-docker2 : Depends: nvidia-container-runtime (>= 3.4.0) but 3.1.4-0pop1~1569270714~20.04~2ea45f8 is to be installed
E: Unable to correct problems, you have held broken packages.
```
Trying to install container-runtime
```
sudo apt-get install -y nvidia-container-runtime
Reading package lists... Done
Building dependency tree       
Reading state information... Done
The following packages were automatically installed and are no longer required:
  libnvidia-cfg1-440 libnvidia-decode-440 libnvidia-decode-440:i386 libnvidia-encode-440
...
```""",
        expected_cause=None,
        note="2020 (Pop!_OS 20.04). NVIDIA maintainer klueska named the cause and it was not disputed: 'It looks like you have added a ppa repository from `system76`, which appears to distribute their own builds of the nvidia container stack ... The components they are hosting appear to be a quite a few versions behind the latest ... when you try and install `nvidia-docker2`, it pulls the latest from the NVIDIA repos, but then tries to pull the old versions of its dependent components from the `system76` ppa repos. You need to either remove the `system76` repo or somehow make the NVIDIA repos higher priority'. Another Pop!_OS user had 'the exact same issue' the same day. The second command's output is cut in the stored copy. No catalogue ID names a package-repository conflict that stops the container toolkit from installing.",
        platform="linux",
    ),
)
