# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtyninth set of real threads: the NVIDIA kernel driver on Linux as distributions and packagers meet it (2019-2026), from GitHub issues on pop-os/pop, NVIDIA/open-gpu-kernel-modules, siderolabs/extensions, Frogging-Family/nvidia-all, Nobara-Project/rpm-sources, ublue-os/bazzite, ublue-os/aurora, negativo17/nvidia-driver and canonical/nvidia-graphics-drivers.

Broken kinds held: the kernel module not running after an update or a kernel too new for the
driver's DKMS build (pop-os, nvidia-all), the module refused by Secure Boot ('Key was rejected by
service', Ubuntu); the running kernel module and the user-space driver of different versions,
each time from packaging (Nobara's dkms-nvidia built from stale sources, a Bazzite and an Aurora
image shipping a kmod older than the driver, negativo17's RHEL 9 repository half-published); and
the open kernel module on GPUs it will not drive (a GeForce without
NVreg_OpenRmEnableUnsupportedGpus=1 on Arch and on Talos, a Pascal GTX 1050 given
nvidia-driver-580-open on Pop!_OS), which had no catalogue ID when the set was gathered. All
broken: 10; working runs: 0.

Left out: threads whose stored copy ends before any answer or confirmation (nvidia-all#379 and
#394, open-gpu-kernel-modules#246, #326, #526, negativo17#171, nixpkgs#127329 and #230214,
jetpack-nixos#328, fady-saied/Nvidia-Fedora-Guide#9, bazzite#5252); threads whose opening the
stored copy lacks (open-gpu-kernel-modules#558); a second report of the same stale dkms-nvidia
(Nobara rpm-sources#526); aurora#1924, the same open-module-on-Pascal cause as pop-os/pop#3859,
whose first post states the root cause in the middle of the log; packaging requests with no user
failure (yum-packaging-precompiled-kmod#55, #57, #60); and prose with no log and no confirmation
(gridhead nvidia-auto-installer#64, debian-nvidia-installer#42). Most of the common distribution
threads ('couldn't communicate with the NVIDIA driver', NVML mismatch after an upgrade) were
already in the corpus or on the seen lists.

At first look (the doctor of commit 7a452ee) the cause was named in 4 of the 10 broken logs, 3
first; there is no working run in the set. The three records of the open kernel module had no
catalogue ID when scored (counted as misses) and are labelled open-kernel-module-unsupported-gpu
since the catalogue has that entry. After the changes of the same day, all 10, each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pop-os-19-10-nvidia-driver-not-loaded-after-dkms-update",
        source=_GH + "pop-os/pop/issues/690",
        text=r"""**Distribution (run `cat /etc/os-release`):**
 Pop!_OS 19.10
 
**Related Application and/or Package Version (run `apt policy $PACKAGE NAME`):**
```
nvidia-driver-435:
  Installed: 435.21-1pop1~1567200870~19.10~c01044a
  Candidate: 435.21-1pop1~1567200870~19.10~c01044a
  Version table:
 *** 435.21-1pop1~1567200870~19.10~c01044a 1001
       1001 http://ppa.launchpad.net/system76/pop/ubuntu eoan/main amd64 Packages
        100 /var/lib/dpkg/status
     435.21-0ubuntu2 500
        500 http://us.archive.ubuntu.com/ubuntu eoan/restricted amd64 Packages
```

**Issue/Bug Description:**
After installing system updates, some DKMS stuff gets rebuilt. After a reboot, my external monitor cannot be enabled and `nvidia-smi` reports that the nvidia driver is not running. In my logs during the reboot, I see these messages:
```
Oct 14 07:35:56 host nvidia-settings-autostart.desktop[2905]: ERROR: NVIDIA driver is not loaded
Oct 14 07:35:56 host nvidia-settings-autostart.desktop[2905]: ERROR: Unable to load info from any available system
```

**Steps to reproduce (if you know):**
Not sure exactly, but I saw it happen twice when installing system updates which included DKMS stuff and required a reboot.

**Expected behavior:**""",
        expected_cause="driver-not-loaded",
        note="2019. The poster (leviport), in the same first post under 'Other Notes': 'I solved it both times with `sudo apt purge *nvidia* && sudo apt install system76-driver-nvidia`' (the NVIDIA kernel module was not running after the update's DKMS rebuild; reinstalling the driver packages brought it back). Issue closed. Text cut before the poster's fix; host name in the log lines replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="open-kernel-module-geforce-needs-openrmenableunsupportedgpus-arch",
        source=_GH + "NVIDIA/open-gpu-kernel-modules/issues/230",
        text=r"""Hello!

I attempted to use the `install_modules` make target on Arch Linux, and then rebooted and the module was not added/did not work.

Using the `nvidia-open-git` PKGBUILD from the AUR and pointing it at my repo worked fine.

Perhaps I am missing something, if so, it would be nice to have more documentation in this area if so.

```
[    3.513141] NVRM: Open nvidia.ko is only ready for use on Data Center GPUs.
[    3.513144] NVRM: To force use of Open nvidia.ko on other GPUs, see the
[    3.513145] NVRM: 'OpenRmEnableUnsupportedGpus' kernel module parameter described
[    3.513145] NVRM: in the README.
[    3.824916] NVRM: GPU 0000:04:00.0: RmInitAdapter failed! (0x63:0x0:1905)
[    3.827920] NVRM: GPU 0000:04:00.0: rm_init_adapter failed, device minor number 0
[    3.828704] [drm:nv_drm_load [nvidia_drm]] *ERROR* [nvidia-drm] [GPU ID 0x00000400] Failed to allocate NvKmsKapiDevice""",
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2022. No catalogue ID: the cause was the open kernel module (515) refusing a non-datacenter GPU unless the module parameter NVreg_OpenRmEnableUnsupportedGpus=1 is set (the AUR package that 'worked fine' sets it). After maintainer aritger asked what `modprobe --verbose nvidia` prints, the poster (Joshua-Ashton) found it himself: 'Oh, looks like dmesg answered my question:' followed by the dmesg lines kept here (the stored copy of that log breaks off after the last line). Issue closed. Labelled no catalogue ID when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="talos-open-kernel-module-rtx-2080s-rminitadapter-failed",
        source=_GH + "siderolabs/extensions/issues/114",
        text=r"""System: 

Talos: v1.3.3
K8s: 1.26.1
GPU: RTX 2080S
Nvidia driver versions: 
nvidia-open-gpu-kernel-modules:515.65.01-v1.3.3
nvidia-container-toolkit:515.65.01-v1.11.0

I followed the directions in the documentations for OSS drivers (including creating the runtime and verifying the drivers were successfully installed). 

When I run the following command `helm install nvidia-device-plugin nvdp/nvidia-device-plugin --version=0.11.0 --set=runtimeClassName=nvidia` (to enable the nvidia device plugin) I get the following in the logs on the node: 

```
Open nvidia.ko is only ready for use on Data Center GPUs. 
To force use of Open nvidia.ko on other GPUs, see the 
'OpenRmEnableUnsupportedGpus' kernel module parameter described
in the README 
GPU 0000:07:00.0: RmInitAdapter failed!
```

Additionally the pod fails to start in k8s. """,
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2023. No catalogue ID: the cause was the open NVIDIA kernel module (515.65.01) refusing a GeForce RTX 2080 Super without NVreg_OpenRmEnableUnsupportedGpus=1. The poster (druyang), in the same first post: 'I found this is due to the following: because I'm not running a datacenter GPU I need to run: modprobe nvidia NVreg_OpenRmEnableUnsupportedGpus=1 or, in an /etc/modprobe.d/ configuration file: options nvidia NVreg_OpenRmEnableUnsupportedGpus=1', quoting the open-gpu-kernel-modules README. Issue closed. Text cut before the poster's finding. Labelled no catalogue ID when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="pop-os-24-04-nvidia-580-open-gtx-1050-pascal-unclaimed",
        source=_GH + "pop-os/pop/issues/3859",
        text=r"""**System info**
- Laptop: ASUS FX503VD
- OS: Pop!OS 24.04 LTS
- Kernel: 6.18.7-76061807-generic
- GPU: NVIDIA GeForce GTX 1050 Mobile (GP107M, Pascal architecture)

**Problem**
After fresh install of Pop!OS 24.04, the default installed driver
is nvidia-driver-580-open, which does NOT support Pascal GPUs (GTX 10xx).

dmesg shows:
"nvidia.ko because it does not include the required GPU"
"probe with driver nvidia failed with error -1"

The GPU appears as *-display UNCLAIMED in lshw.""",
        expected_cause="open-kernel-module-unsupported-gpu",
        note="2026. No catalogue ID: the cause was the open kernel module (nvidia-driver-580-open) on a Pascal GPU, which it cannot drive (no GSP). The poster (chapu-cloude), same post: 'Manually installing nvidia-driver-550 (proprietary) resolves the issue.'; maintainer mmstick: 'This is expected. The minimum requirement for the new NVIDIA open drivers is GTX 16xx. The GTX 10xx and 9xx series must use the 580 non-open driver.' Issue closed. Text cut before the poster's 'Fix' and 'Request' sections. Labelled no catalogue ID when scored at first look; open-kernel-module-unsupported-gpu once the catalogue had that entry.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-all-555-dkms-fails-to-build-linux-6-10-rc1",
        source=_GH + "Frogging-Family/nvidia-all/issues/242",
        text=r"""Nvidia dkms don't load modules and exited error 10 with latest Linux 6.10 rc1
I had attached make log file
[make.log](https://github.com/Frogging-Family/nvidia-all/files/15490084/make.log)""",
        expected_cause="driver-not-loaded",
        note="2024. The NVIDIA 555.42 DKMS module failed to build for kernel 6.10-rc1, so no NVIDIA kernel module could load. The poster (pipes80-collab) two days later: 'solvved with this patch: https://github.com/Frogging-Family/linux-tkg/issues/950#issue-2326471934' (a patch to build the module against 6.10). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nobara-dkms-nvidia-595-71-built-from-595-58-sources-nvml-mismatch",
        source=_GH + "Nobara-Project/rpm-sources/issues/525",
        text=r"""The 595.71.05 production NVIDIA stack in `nobara-nvidia-production` ships a `dkms-nvidia` whose **kernel-module source is still 595.58.03**, while the userspace driver is 595.71.05. After updating and rebooting, `nvidia-smi` fails:

```
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 595.71
```

## Environment
- Nobara (Fedora 43 base), kernel `7.0.9-200.nobara.fc43.x86_64`
- GPU: NVIDIA GeForce RTX 3060 (GA106), KDE / Wayland, Secure Boot OFF
- Repo: `nobara-nvidia-production`
- Affected package: `3:dkms-nvidia-595.71.05-1.fc43`""",
        expected_cause="driver-library-mismatch",
        note="2026. The poster (VasilyPolyuhovich) found and stated the cause in the same post ('## Root cause'): dkms-nvidia.spec takes its source from the moving branch '595-cachyos.tar.gz', still at 595.58.03, so the package versioned 595.71.05 builds a 595.58.03 kernel module under 595.71.05 libraries. A second user reported the same package building 'version: 595.58.03' (rpm-sources#526); issue closed. Text cut before the poster's root-cause section.",
        platform="linux",
    ),
    CorpusLog(
        name="bazzite-image-driver-570-153-kmod-570-144-api-mismatch",
        source=_GH + "ublue-os/bazzite/issues/2668",
        text=r"""### Describe the bug

Nvidia driver seems to have been updated, but not the kernel module, hence the system won't boot into desktop.

```
[   12.014918] NVRM: API mismatch: the client has the version 570.153.02, but
               NVRM: this kernel module has the version 570.144.  Please
               NVRM: make sure that this kernel module and all NVIDIA driver
               NVRM: components have the same version.
[   12.105293] NVRM: API mismatch: the client has the version 570.153.02, but
               NVRM: this kernel module has the version 570.144.  Please
               NVRM: make sure that this kernel module and all NVIDIA driver
               NVRM: components have the same version.
[   12.107719] NVRM: API mismatch: the client has the version 570.153.02, but
               NVRM: this kernel module has the version 570.144.  Please
               NVRM: make sure that this kernel module and all NVIDIA driver
               NVRM: components have the same version.
[   23.991660] nvidia 0000:07:00.0: Direct firmware load for nvidia/570.144/gsp_ga10x.bin failed with error -2
[   23.991667] NVRM: RmFetchGspRmImages: No firmware image found
[   23.991672] NVRM: GPU 0000:07:00.0: RmInitAdapter failed! (0x61:0x56:1770)
[   23.991822] NVRM: GPU 0000:07:00.0: rm_init_adapter failed, device minor number 0""",
        expected_cause="driver-library-mismatch",
        note="2025. Bazzite image 42.20250522 shipped the 570.153.02 user-space driver with the 570.144 kernel module. The poster (jjaksic) stated it ('Nvidia driver seems to have been updated, but not the kernel module'); the issue was labelled 'upstream' and closed, and the same day the ublue-os maintainers merged ublue-os/main#891, 'fix: ensure kmod-nvidia version matches nvidia-driver ... Prevents the case where nvidia-driver and kmod-nvidia are mismatched, and causes the drivers to fail to start'. The stored copy of the log breaks off after the last line kept.",
        platform="linux",
    ),
    CorpusLog(
        name="aurora-dx-nvidia-stable-daily-kmod-mismatch-software-rendering",
        source=_GH + "ublue-os/aurora/issues/148",
        text=r"""### Describe the bug

On aurora-dx-nvidia with stable-daily, the Nvidia drivers have mismatched versions, at least, I think so. This is causing the desktop to be rendered only via software, causing slow performance.

`rpm-ostree status`:
```
State: idle
AutomaticUpdates: stage; rpm-ostreed-automatic.timer: no runs since boot
Deployments:
● ostree-image-signed:docker://ghcr.io/ublue-os/aurora-dx-nvidia:stable-daily
                   Digest: sha256:cdfdabe43576067c973c2b87aa2b5dce3c96b11ef4d4c3ee71d66ef6e252103e
                  Version: 41.20250123.3 (2025-01-23T17:16:25Z)
          LayeredPackages: Sunshine
            LocalPackages: rpmfusion-free-release-41-1.noarch rpmfusion-nonfree-release-41-1.noarch

  ostree-image-signed:docker://ghcr.io/ublue-os/aurora-dx-nvidia:stable
                   Digest: sha256:55bd2163f623eb916d3e72fdb1860c53f5abdbdbffb5d75eac1398976b5e3bbe
                  Version: 41.20250119.3 (2025-01-19T14:51:17Z)
          LayeredPackages: Sunshine
            LocalPackages: rpmfusion-free-release-41-1.noarch rpmfusion-nonfree-release-41-1.noarch
```

### What did you expect to happen?

Nvidia drivers would match and GPU accelerated rendering would work.

### Output of `bootc status`

```shell
No staged image present
Current booted state is native ostree
Current rollback state is native ostree""",
        expected_cause="driver-library-mismatch",
        note="2025. Maintainer ledif: 'The latest `stable` image was accidentally updated today but will be reverted ... It seems like the shared kernel modules for NVIDIA are somehow mismatched with the rest of the graphics toolkit. ... Can you try to rebase to `:latest`'; the poster (linkion): 'Can confirm, `:latest` has working Nvidia'. Issue closed. The stored copy of the first post breaks off after the lines kept.",
        platform="linux",
    ),
    CorpusLog(
        name="negativo17-rhel9-kmod-575-64-libraries-575-64-03-nvml-mismatch",
        source=_GH + "negativo17/nvidia-driver/issues/180",
        text=r"""Getting this on all my 9.6 systems:

```
# nvidia-smi 
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 575.64

# rpm -qa|grep nvidia|grep -v pcp
nvidia-xconfig-575.64-1.el9.x86_64
kmod-nvidia-5.14.0-427.el9_4-575.64-1.el9.x86_64
kmod-nvidia-5.14.0-570.el9_6-575.64-1.el9.x86_64
libnvidia-ml-575.64.03-1.el9.x86_64
libnvidia-gpucomp-575.64.03-1.el9.x86_64
libnvidia-cfg-575.64.03-1.el9.x86_64
nvidia-driver-cuda-libs-575.64.03-1.el9.x86_64
nvidia-driver-libs-575.64.03-1.el9.x86_64
nvidia-persistenced-575.64.03-1.el9.x86_64
nvidia-modprobe-575.64.03-1.el9.x86_64
nvidia-kmod-common-575.64.03-1.el9.noarch
akmod-nvidia-575.64.03-1.el9.x86_64
nvidia-driver-575.64.03-1.el9.x86_64
nvidia-libXNVCtrl-575.64.03-1.el9.x86_64
nvidia-libXNVCtrl-devel-575.64.03-1.el9.x86_64
xorg-x11-nvidia-575.64.03-1.el9.x86_64
nvidia-driver-cuda-575.64.03-1.el9.x86_64
libnvidia-fbc-575.64.03-1.el9.x86_64
libnvidia-gpucomp-575.64.03-1.el9.i686
nvidia-driver-cuda-libs-575.64.03-1.el9.i686
libnvidia-ml-575.64.03-1.el9.i686
nvidia-driver-libs-575.64.03-1.el9.i686
libnvidia-fbc-575.64.03-1.el9.i686
kmod-nvidia-5.14.0-570.el9_6-575.64.03-1.el9.x86_64

# modinfo nvidia -F version
575.64


```""",
        expected_cause="driver-library-mismatch",
        note="2025. The loaded kernel module was 575.64 (modinfo) while the user-space libraries were 575.64.03: the repository's 575.64.03 update was published incompletely. Maintainer scaronni: 'The repo is missing `nvidia-xconfig` at version 575.64.03. I'll fix it immedia[tely]' (the stored copy breaks off there); issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="ubuntu-nvidia-535-key-rejected-by-service-secure-boot",
        source=_GH + "canonical/nvidia-graphics-drivers/issues/62",
        text=r"""I got problem after running software manage update. My second monitor not detected and never wakes up. after long search (Knowing that i am a new Ubunutu user) found that NVIDIA drivers do not load on startup because of that security boot is enabled. When I disable security boot NVIDIA drivers load on startup and my second monitor works fine.

Before the update i had never problems like this and i had my security boot always enabled.

I have read also that there were some fixes on waiting for confirmation so i waited and I have installed last updates from Ubuntu. unfortunately my second monitor still does not work if my security boot is enabled.

Is there something i can do? I have tried a lot of things that i found on several sites. Unfortunately nothing worked.
Thanks in advance!

some info:

$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.

$ sudo modprobe nvidia
modprobe: ERROR: could not insert 'nvidia': Key was rejected by service

$ dkms status
nvidia/535.113.01, 5.15.0-86-generic, x86_64: installed
nvidia/535.113.01, 6.2.0-33-generic, x86_64: installed
nvidia/535.113.01, 6.2.0-34-generic, x86_64: installed""",
        expected_cause="driver-not-loaded",
        note="2023. The poster (executioner90) found and stated the cause in the post itself: the DKMS-built 535.113.01 module is refused under Secure Boot ('Key was rejected by service'); 'When I disable security boot NVIDIA drivers load on startup and my second monitor works fine.' Issue closed. Text kept to the first post up to the screenshot that follows the dkms output.",
        platform="linux",
    ),
)
