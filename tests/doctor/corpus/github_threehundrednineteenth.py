# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-nineteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on Linux NVIDIA driver upkeep: a driver upgrade that left the running kernel module and the new libraries at different versions, driver packages left half upgraded, DKMS modules not built (or not rebuilt) for the running kernel, Secure Boot refusing the module, and nouveau holding the GPU.

Repositories new to the corpus or nearly so: NVIDIA/nvidia-docker, stackhpc/ansible-slurm-appliance,
illinois-scicomp/machine-shop-maintenance, zzzhouuu/truenas-nvidia-drivers, rapidsai/cusignal,
oddmario/NVIDIA-Ubuntu-Driver-Guide, gridhead/nvidia-auto-installer-for-fedora-linux,
linux-surface/linux-surface, negativo17/nvidia-driver, ai2ys/Deep-Learning-Workstation-Setup
(2016-2026). The driver layer is the same whatever framework sits above it, so most posts show
`nvidia-smi`, `dmesg`, `dkms` and package output rather than a TensorFlow log: it is the part of a
paste that names these causes. Broken: 13 (7 a driver/library version mismatch, 6 a kernel module
that is not loaded: DKMS build or rebuild failed, Secure Boot, nouveau); 3 of them prose only.
Working runs: none met.

Left out: threads on tensorflow/tensorflow for these causes (all already read for the corpus), and
threads whose stored copy ends before any confirmation (e.g. linux-surface/linux-surface#62 and
#573, pytorch/pytorch#40671, StatCan/aaw#1581, mozilla/translations#1143), as well as container
(NVML "Unknown Error" after a daemon reload) and cloud-VM threads.

At first look (the doctor of commit 6cd6e3b) the cause was named in 5 of 13 broken logs, all 5
first; no working run to flag. One broken log also drew another error (container-without-gpus
beside the Secure Boot cause), and the error-804 log was read as driver-too-old.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-docker-api-mismatch-367-44-client-367-35-module",
        source=_GH + "NVIDIA/nvidia-docker/issues/182",
        text=r"""OS: Ubuntu 16.04

While following other installation instructions, I accidentally upgraded my nvidia driver version to 367.44, and nvidia-docker apparently only supports version 367.35.  I've tried purging, reinstalling, etc., nothing works to get nvidia-docker or nvidia-smi running again.  This is the error in journalctl when I try to install the latest nvidia-docker package.

>nvidia-docker.service: Main process exited, code=exited, status=1/FAILURE
Aug 26 14:08:07 host kernel: NVRM: API mismatch: the client has the version 367.44, but
                                      NVRM: this kernel module has the version 367.35.  Please
                                      NVRM: make sure that this kernel module and all NVIDIA driver
                                      NVRM: components have the same version.

How can I get nvidia-docker up to 367.44, or should I be downgrading my nvidia drivers back to 367.35?""",
        expected_cause="driver-library-mismatch",
        note="2016. Maintainer 3XX0: 'Looks like your driver upgrade went wrong... Your kernel module is still 367.35, you should load the 367.44 instead' (rmmod/nvidia-modprobe); the poster: 'My apologies, it appears after I upgraded I needed to reboot. Once I rebooted everything is working fine now.'",
        platform="linux",
    ),
    CorpusLog(
        name="slurm-appliance-persistenced-api-mismatch-535-client-530-module",
        source=_GH + "stackhpc/ansible-slurm-appliance/issues/287",
        text=r"""Got this after running `extras.yml`.
```
TASK [cuda : Enable NVIDIA Persistence Daemon] *************************************
Jun 30 11:07:05 host kernel: NVRM: API mismatch: the client has the version 535.54.03, but#012NVRM: this kernel module has the version 530.30.02.  Please#012NVRM: make sure that this kernel module and all NVIDIA driver#012NVRM: components have the same version.
```""",
        expected_cause="driver-library-mismatch",
        note="2023. A GPU node of a Slurm cluster after the playbook installed the 535 driver while the 530 module was loaded. The poster (a maintainer) in the same post: 'It is fixed by a reboot. Note in this case there was NOT a mismatch between cat /proc/driver/nvidia/version / cat /sys/module/nvidia/version'; later 'Should be fixed by' PR #315. The TASK line's run of asterisks is shortened.",
        platform="linux",
    ),
    CorpusLog(
        name="debian-bock-nvml-mismatch-module-520-smi-525-broken-packages",
        source=_GH + "illinois-scicomp/machine-shop-maintenance/issues/70",
        text=r"""Most likely there was an update recently and we get:

```console
alice@host:~$ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
```

Tried rebooting the system, but still doesn't work.

So, there does seem to be a mismatch:
```console
alice@host:~$ cat /proc/driver/nvidia/version 
NVRM version: NVIDIA UNIX x86_64 Kernel Module  520.56.06  Thu Oct  6 21:38:55 UTC 2022
GCC version:  gcc version 12.2.0 (Debian 12.2.0-14) 
alice@host:~$ dpkg -l nvidia-smi
Desired=Unknown/Install/Remove/Purge/Hold
| Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend
|/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)
||/ Name           Version      Architecture Description
+++-==============-============-============-==================================
ii  nvidia-smi     525.85.12-1  amd64        NVIDIA System Management Interface
```""",
        expected_cause="driver-library-mismatch",
        note="2023. Debian compute server of a research group; the second paragraph is the poster's own follow-up. A reboot did not help because the driver packages were left half upgraded (module 520 still installed, userspace 525). The poster (kaushikcfd): 'Ok, with Isuru's help, this is fixed now... Copied over the apt repositories... Ran sudo apt update & sudo apt install --fix-broken. nvidia-smi is working as expected.' A second machine of the same issue (stout) stayed broken for another user; this record is the fixed one (bock).",
        platform="linux",
    ),
    CorpusLog(
        name="truenas-nvml-580-178-module-580-173",
        source=_GH + "zzzhouuu/truenas-nvidia-drivers/issues/19",
        text=r"""After running the install script on 25.10.7 I get the following: 

root@host[/]# nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 580.178
root@host[/]# cat /proc/driver/nvidia/version
NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.173.02  Tue Jun 23 08:38:17 UTC 2026
GCC version:  gcc version 14.2.0 (Ubuntu 14.2.0-4ubuntu2~24.04.1)""",
        expected_cause="driver-library-mismatch",
        note="2026. TrueNAS with a community driver package. Maintainer zzzhouuu: 'Your version is incorrect. I have already upgraded the driver to 580.178.04. You can try reinstalling after restarting.'; the poster: 'I was sure I already tried that once, but this time it worked.'",
        platform="linux",
    ),
    CorpusLog(
        name="cusignal-cupy-compat-not-supported-bare-metal-reboot",
        source=_GH + "rapidsai/cusignal/issues/398",
        text=r"""**Describe the bug**
**cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorCompatNotSupportedOnDevice: forward compatibility was attempted on non supported HW**

**Steps/Code to reproduce bug**
Run the _Polyphase Resampling_ snippet

**Expected behavior**
Run without errors.

**Environment details (please complete the following information):**
 - Environment location: Bare-metal
 - Method of cuSignal install: conda

**Additional context**
_GPU: NVIDIA QUADRO RTX 6000_
Python 3.8
Cudatoolkit 11.0.221""",
        expected_cause="driver-library-mismatch",
        note="2021. The poster the same day: 'Rebooting resolved this issue. Closing now.' On bare metal, error 804 that a reboot cures is the driver's user-space libcuda newer than the kernel module still loaded (a driver update not yet followed by a reboot); the thread itself names only the fix, not the update.",
        platform="linux",
    ),
    CorpusLog(
        name="ubuntu-minor-driver-update-nvml-mismatch-550-107-module-550-90",
        source=_GH + "oddmario/NVIDIA-Ubuntu-Driver-Guide/issues/4",
        text=r"""Here's an issue I've faced on most ubuntu machines. At some point, something triggers a minor update to the nvidia drivers, and I see (e.g. with nvidia-smi):

`Failed to initialize NVML: Driver/library version mismatch`

For instance, right now I've updated to `nvidia-driver-550:amd64 550.107.02-0ubuntu0.24.04.1`, but /proc/driver/nvidia/version reports `NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.90.07  Fri May 31 09:35:42 UTC 2024`.""",
        expected_cause="driver-library-mismatch",
        note="2024. Ubuntu 24.04. The poster (coljac), answering the guide's author: 'This issue happens when nvidia-driver-xxx is installed under debian/ubuntu, and a minor update is triggered somewhere along the line such that the loaded kernel module and installed driver get out of sync. Many apps stop working at this point. It's a common pain point, usually rebooting will fix.' The versions in the post show it (package 550.107.02, loaded module 550.90.07).",
        platform="linux",
    ),
    CorpusLog(
        name="fedora-autoinstaller-rtx2060s-nvidia-smi-failed-secure-boot",
        source=_GH + "gridhead/nvidia-auto-installer-for-fedora-linux/issues/75",
        text=r"""Hello, 

Today I attempted to install the nvidia drivers using this tool, I used the following options:

`--rpmadd --driver --nvrepo --plcuda`

However it can be noted that after a reboot it does not load the Nvidia drivers. As shown by `nvidia-smi` not working and the about page under settings showing NV166.

```
$ sudo nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
```

I am running an 2060 Super. 

I didn't want to manually force the driver over to Nvidia as I believe this tool should do as such. if this is not the intention of the package then let me know and I am more than happy to close my issue.""",
        expected_cause="driver-not-loaded",
        note="2021. Fedora 34, driver and CUDA installed by the tool; 'NV166' is the desktop naming the card through nouveau. The poster the next day: 'there is high potential for Secure Boot to be enabled as my previous install was Windows. I checked BIOS and low and behold it was! So I disabled it. I then removed all Nvidia packages... ran the nvautoinstall again, one final reboot later it seems to be working!' A screenshot link is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="surface-book2-dkms-418-74-build-error-kernel-5-3",
        source=_GH + "linux-surface/linux-surface/issues/52",
        text=r"""I try to install the nvidia drivers on my surface book 2.

All what I did is :
```
surface dgpu set on
aptitude install nvidia-kernel-dkms
```
as root.

I googled the error, it seems known. Did anyone experience the same error ?

### Environment

- Hardware model: Surface Book 2
- Kernel version: 5.3.18-surface
- Distribution: Debian buster

`/var/lib/dkms/nvidia-current/418.74/build/make.log` output

```

/var/lib/dkms/nvidia-current/418.74/build/common/inc/nv-linux.h:733:21: error: void value not ignored as it ought to be
         int __ret = on_each_cpu(func, info, 1);        \
                     ^~~~~~~~~~~
```""",
        expected_cause="driver-not-loaded",
        note="2020. The DKMS build of the distribution's driver failed for a newer kernel, so no nvidia module exists for it. Maintainer qzed: 'The 418.74 driver is likely too old for the 5.3 kernel. You can check if there is a newer kernel (there seems to be 430.64 in backports...) or if that doesn't work you may need to switch to the LTS (4.19) kernel.' The poster asked which of the two to choose and did not dispute it. The details/summary HTML wrappers of the post are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="fedora28-dkms-stale-390-tree-no-rebuild-after-kernel-upgrade",
        source=_GH + "negativo17/nvidia-driver/issues/56",
        text=r"""For a while now, I have to manually do `sudo dkms install nvidia/xxx.xx` after a kernel upgrade (Fedora 28). Why is this not happening automatically anymore?

$ dkms status
Error! Could not locate dkms.conf file.
File: /var/lib/dkms/nvidia/390.48/source/dkms.conf does not exist.""",
        expected_cause="driver-not-loaded",
        note="2018. The second paragraph is the poster's own output, asked for by jp7677 ('Turns out that dkms was somewhat confused on my machine... I had to cleanup some older folders in /var/lib/dkms/nvidia/'). The poster: 'I rm -rfed /var/lib/dkms/nvidia/ and re-did sudo dkms install nvidia/396.45' and dkms status then listed the module installed; maintainer scaronni: 'There is an upstream issue with DKMS itself, if the kernel is upgraded along with a DKMS module package, it gets confused.' A stale tree of an old driver stopped DKMS from building the module for each new kernel.",
        platform="linux",
    ),
    CorpusLog(
        name="fedora29-compute-box-nouveau-in-use-gtx970",
        source=_GH + "negativo17/nvidia-driver/issues/73",
        text=r"""I have a slightly strange configuration with Fedora 29 server.  It's basically a compute / development box with a monitor connected to the integrated Intel graphics and the nvidia gpu is left unconnected.  I installed the `nvidia-driver-cuda` and `cuda-devel` packages and rebooted.  The logs indicate that Nouveau wasn't disabled and the nvidia module couldn't find an available nvidia adapter.  Manually unloading the nouveau driver and loading the nvidia driver seems to work.

Trying `nvidia-modprobe` didn't seem to help.

Are there any suggestions to determine if this is a configuration error or a packaging problem?

As booted configuration:
```
$ lspci -vv
01:00.0 VGA compatible controller: NVIDIA Corporation GM204 [GeForce GTX 970] (rev a1) (prog-if 00 [VGA controller])
	Subsystem: eVga.com. Corp. Device 1972
...
	Kernel driver in use: nouveau
	Kernel modules: nouveau, nvidia_drm, nvidia
```""",
        expected_cause="driver-not-loaded",
        note="2019. The lspci output is the poster's own later comment. Confirmed by the poster's test in the post itself ('Manually unloading the nouveau driver and loading the nvidia driver seems to work'); maintainer scaronni explained that the package blacklists nouveau in modprobe.d and 'should also have added' rd.driver.blacklist=nouveau to the kernel command line 'To disable nouveau loading ALSO at dracut time'. The final outcome is past the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="fedora29-upgrade-nouveau-always-loaded",
        source=_GH + "negativo17/nvidia-driver/issues/75",
        text=r"""Hi! I just upgraded an f27 to f29 and it seems that nvidia cannot be loaded because nouveau is always present an loaded!! (and no package with nouveau is installed)""",
        expected_cause="driver-not-loaded",
        note="2019. Prose only (the rest of the post is the fix). Title 'f29 :: Nouveau cannot be disabled - solved'. The poster's fix: /etc/modprobe.d/nvidia.conf with 'blacklist nouveau' and 'install nouveau /bin/true' ('without the install part nouveau will still be loaded'); to another user who suspected a failed DKMS build: 'the kmod package was built and present and just after i added the install /bin/true the nvidia driver was loaded everything worked'.",
        platform="linux",
    ),
    CorpusLog(
        name="surface-book2-debian12-dkms-errors-surface-kernel",
        source=_GH + "linux-surface/linux-surface/issues/1296",
        text=r"""I'm experiencing an issue installing the linux-surface kernel, getting several errors from dkms as well as dpkg.  This is a fresh install of debian with only `linux-headers-amd64 and nvidia-kernel-dkms installed` prior to running the commands provided from linux-surface kernel instructions.  These packages were required to properly install nvidia-kernel-dkms (i think?).  Was following this: https://wiki.debian.org/NvidiaGraphicsDrivers#Debian_12_.22Bookworm.22

### Environment

- Hardware model: Surface Book 2
- Kernel version: Linux 6.1.0-13-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.55-1 (2023-09-29) x86_64 GNU/Linux-->
- Distribution: Debian 12

surface kernel installation output
https://pastebin.com/9pmw0U8b

nvidia make log output
https://pastebin.com/m2nKV29G

`dmesg` output
https://pastebin.com/GadWR9xR""",
        expected_cause="driver-not-loaded",
        note="2023. Prose only (the logs are behind pastebin links). Maintainer qzed: 'The DKMS nvidia packages shipped with your distro are designed for an older kernel. So occasionally (as happened here), the shipped DKMS package and our kernel are incompatible. You could try to look for a newer package...' The poster's answer is past the stored copy; the cause was not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="dl-workstation-driver-stops-after-kernel-updates",
        source=_GH + "ai2ys/Deep-Learning-Workstation-Setup/issues/1",
        text=r"""From time to time the NVIDIA GPU driver stops working. I found out that this error relates to kernel updates. 
Have look at:
https://superuser.com/questions/1456536/nvidia-gpu-driver-stops-working-after-ubuntu-18-04-kernel-updates""",
        expected_cause="driver-not-loaded",
        note="2019, closed 2024. Prose only. A deep-learning workstation on Ubuntu 18.04; the poster tied the failures to kernel updates (the module not available for the new kernel) and reported the outcome: 'The issue did not occur anymore after upgrading to Ubuntu 20.04 and installing the NVIDIA GPU drivers from ppa repository' (DKMS packages that rebuild with each kernel).",
        platform="linux",
    ),
)
