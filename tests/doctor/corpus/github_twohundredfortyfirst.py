# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-forty-first set of real threads, gathered apart, from GitHub issues (issues corpus) in which the NVIDIA driver itself was the cause (2019-2026): driver libraries updated under a running kernel module, a kernel update that left no module built for it, Secure Boot refusing the module, on repositories new to the corpus (easydiffusion/easydiffusion, PierreBeucher/cloudypad, rocker-org/ml, MicrosoftDocs/azure-docs, SceneWorks/SceneWorks, negativo17/nvidia-driver, Frogging-Family/nvidia-all, NVIDIA/deepops, fady-saied/Nvidia-Fedora-Guide).

Broken kinds held: the driver's user-space libraries newer than the loaded kernel module
(NVML "Driver/library version mismatch", CUDA error 803 / CUDA_ERROR_SYSTEM_DRIVER_MISMATCH),
fixed by a reboot or a driver reinstall; and the kernel module not running (an unattended kernel
upgrade, a driver package mismatched with the kernel or with its akmod, Secure Boot with an
unenrolled key). Broken: 9; working runs: 0 (none met).

None of the threads is a TensorFlow log: TensorFlow threads on these messages are nearly all in
the corpus already or lack a confirmation in their stored copy, so the set holds the same driver
faults met by other GPU programs (PyTorch, candle, Docker containers, nvidia-smi). Three records
are prose only (deepops, the Fedora guide, nvidia-all). Left out for want of a confirmation in the
stored copy: GoogleCloudPlatform/compute-gpu-installation#10 (module only built for the previous
kernel; the cause is named only in another thread), tensorflow/tensorflow#48722 and
NVIDIA/nvidia-docker#1704 (a container's forward-compatibility libcuda in front of an older host
driver; no answer stored), easydiffusion/easydiffusion#379 (803 on a GTX 1070; no reply after the
advice to update the driver).

At first look (the doctor of commit 2647244) the cause was named in 4 of the 9 broken logs, all 4
first (the Secure Boot record on Azure also drew container-without-gpus); no working run to flag.
Missed: the /dev/nvidia-uvm error from Docker after a kernel upgrade, a Fedora post whose dmesg
lines are from the working kernel, and the three prose-only posts ("modprobe nvidia" with no
module, a link naming the NVML mismatch, Secure Boot with an enrolled key).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="easydiffusion-pop-os-1080ti-error-803-after-click",
        source=_GH + "easydiffusion/easydiffusion/issues/134",
        text=r"""I get the following error after clicking on "Make Image":
```Error: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda driver combination```

System Specs:
CPU: Intel Core i7-6700K CPU @ 4.00GHZ x 8
GPU: NVIDIA GP102 GeForce GTX 1080 Ti
OS: Pop!_OS 22.04 LTS""",
        expected_cause="driver-library-mismatch",
        note="2022. PyTorch inside Easy Diffusion (stable-diffusion-ui). The poster confirmed the fix the same day: 'OK, I was able to fix this by installing the latest nvidia driver'. Error 803 (cudaErrorSystemDriverMismatch) is the CUDA side of a driver whose libraries and kernel module are out of step; the driver reinstall brought them back in line. Whether the installed driver was also too old is not said.",
        platform="linux",
    ),
    CorpusLog(
        name="cloudypad-aws-g4dn-unattended-kernel-upgrade-no-nvidia-devices",
        source=_GH + "PierreBeucher/cloudypad/issues/179",
        text=r"""Hi, yesterday I ran into a weird problem, after starting cloudypad instance which is hosted on aws as "g4dn.xlarge" ec2 machine, moonshine disconnected instantly, with message "failed to connect to ip:port" even though I waited a couple of minutes before connecting, finally I decided to ssh to the machine and list docker containers with "docker ps -a" and found that wolf is not running which is odd, so I tried to run it manually with "docker start container_id" and it showed this:
Error response from daemon: error gathering device information while adding custom device "/dev/nvidia-uvm": no such file or directory
so I cd into /dev folder and no nvidia related stuff there at all!, googling lead to this issue which specific to aws:
`https://stackoverflow.com/questions/55261273/aws-ec2-instance-losing-gpu-support-after-reboot`
should I reinstall the drivers manually or should cloudypad update the drivers?""",
        expected_cause="driver-not-loaded",
        note="2025. Maintainer PierreBeucher: 'Tl; dr: yes reinstall driver. ... It's caused by Ubuntu unattended upgrade which is enabled on some Cloud providers. It sometimes upgrade kernel which causes Nvidia drivers installation to break.' Not disputed; issue closed. The NVIDIA kernel module was not built for the new kernel, so no /dev/nvidia* nodes existed after the reboot.",
        platform="linux",
    ),
    CorpusLog(
        name="rocker-ml-host-driver-upgrade-nvml-mismatch",
        source=_GH + "rocker-org/ml/issues/28",
        text=r"""After upgrading the nvidia drivers on the host (e.g. with `apt-get upgrade`), `nvidia` tasks will fail to run due to driver mistmatch, e.g.:

```
 $ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
```""",
        expected_cause="driver-library-mismatch",
        note="2020. Notes by the maintainer (cboettig) from his own server running the rocker ML GPU images: 'Rebooting the machine resolves this, but if that is not a convenient option for a server, this can be done manually: stop any running Xorg instances ... and then `sudo rmmod nvidia`' and then 'Running nvidia-docker instances, e.g. with `docker run --gpus all ...` should now work again as before.' He met it again and added the same steps in 2025. The post names the upgrade itself.",
        platform="linux",
    ),
    CorpusLog(
        name="azure-secure-boot-mok-not-enrolled-nvidia-smi-failed",
        source=_GH + "MicrosoftDocs/azure-docs/issues/111536",
        text=r"""Ok so I just followed those instructions exactly as they were provided. I didn't get any error messages or anything while running those commands, but when I run "nvidia-smi", unfortunately I get the same error as before: `NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.`  I did get the MOK enrollment screen same as before, after I ran "sudo apt update && sudo apt install -y ubuntu-drivers-common". I entered a password twice as prompted. Then proceeded with the rest of the commands. My guess is that my problem stems from the new MOK being generated, and my inability to finish its enrollment by re-entering the password during a reboot because I cannot see the VM's boot screens via SSH or the serial console. I'm guessing this disables 3rd party drivers as the message states, and that includes the Nvidia drivers. You wouldn't happen to know of any way I can see the VM's boot screens would you? If I could see the boot screen and re-enter my password to finish enrolling the new MOK, I think the nvidia drivers may start working. The only other solution I can think of is disabling secure boot.""",
        expected_cause="driver-not-loaded",
        note="2024, a commenter's own case (alder-french-leviton) on an Azure docs issue about the NVIDIA driver with Secure Boot (Trusted Launch VMs); the Microsoft engineer (darkwhite29) had noted that nvidia-smi stopped working after an `apt upgrade` and a new MOK set-up. The commenter confirmed: 'I did nothing but disable secure boot in Azure, which automatically restarted the VM. I SSHed back into the VM after it was done restarting, ran \"nvidia-smi\" and boom, it worked!' The kernel module was refused under Secure Boot because its signing key was never enrolled. A Microsoft user name at the start of the comment is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="sceneworks-bazzite-candle-cuda-error-system-driver-mismatch",
        source=_GH + "SceneWorks/SceneWorks/issues/1966",
        text=r"""candle krea_2_turbo load failed: backend op failed: DriverError(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH, "system has unsupported display driver / cuda driver combination")""",
        expected_cause="driver-library-mismatch",
        note="2026. The report's error line (the issue title; the rest of the opening post is not in the stored copy). The maintainer (michaeltrefry, in PR #2003 that closes it) describes the reporter's machine as Bazzite (bazzite-dx-nvidia-gnome:testing, an immutable distro), RTX 3090 Ti, 2 days' uptime, and names the cause: 'CUDA 803 means the loaded NVIDIA kernel module and `libcuda.so` are out of step — a host-environment problem with no code-side fix', cleared by a reboot (the new driver staged into the next boot). In PR #2080 he adds that the reporter answered his follow-up questions: nvidia-smi was healthy (NVML checks its version separately from cuInit). Not disputed; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="negativo17-fedora31-kernel-5312-nvidia-module-not-loaded",
        source=_GH + "negativo17/nvidia-driver/issues/92",
        text=r"""Hi,

Does anyone else have problems after getting the 5.3.12 kernel?

 For me it boots into a black screen, then, eventually it gets to the login window but it's in some very low resolution. Also doing a dmesg | grep NVIDIA does not show anything. Normally it looks like this

```
dmesg | grep NVIDIA
[   13.557014] nvidia: module license 'NVIDIA' taints kernel.
[   13.815047] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  440.31  Sun Oct 27 02:19:35 UTC 2019
[   13.836821] nvidia-modeset: Loading NVIDIA Kernel Mode Setting Driver for UNIX platforms  440.31  Sun Oct 27 02:09:30 UTC 2019
```

Booting with 5.3.11 works fine""",
        expected_cause="driver-not-loaded",
        note="2019, Fedora 31. The poster found the cause the next day: 'Somehow some packages from rpmsufion non-free got mixed. I had the 440.31 driver but the akmod from 440.36. I disabled the offending rpmfusion repo and reinstalled the nvidia-settings and akmod-nvidia which pulled them from negativo. The kernel module got built, everything seems to be working.' No module was built for the new kernel. The dmesg lines are from the earlier, working kernel (a trap: they show a loaded module).",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-all-460-dkms-kernel-514-module-missing",
        source=_GH + "Frogging-Family/nvidia-all/issues/70",
        text=r"""a quick `modprobe nvidia` showed that the module does not exist. 

seems to be a DKMS error.
[make.log](https://github.com/Frogging-Family/nvidia-all/files/7449222/make.log)
[xorg.log](https://github.com/Frogging-Family/nvidia-all/files/7449223/xorg.log)""",
        expected_cause="driver-not-loaded",
        note="2021. Prose only (the logs are attachments). Maintainer Tk-Glitch: 'That driver doesn't seem to be compatible with kernel 5.14. Support was officially added with 470 series, so please either use 460 with 5.10 LTS or upgrade to 470 or newer for 5.14+.' Not disputed; issue closed. The 460 driver's module could not be built for the running kernel, so none was loaded.",
        platform="linux",
    ),
    CorpusLog(
        name="deepops-install-nvml-mismatch-reboot",
        source=_GH + "NVIDIA/deepops/issues/1186",
        text=r"""while installing on a machine, I got an error stated in https://stackoverflow.com/questions/43022843/nvidia-nvml-driver-library-version-mismatch

(the step it failed for me is lost forever now)""",
        expected_cause="driver-library-mismatch",
        note="2022. Prose only: the error is named by the link to the Stack Overflow question on 'NVIDIA NVML Driver/library version mismatch'. The poster: 'but I found a reboot did solve this issue.' Maintainer ajdecon: 'Closing because this isn't a DeepOps issue ... include logic to work around the driver issue with a reboot'. The DeepOps install had replaced the driver under the running kernel module.",
        platform="linux",
    ),
    CorpusLog(
        name="fedora-guide-secure-boot-nvidia-kernel-module-missing",
        source=_GH + "fady-saied/Nvidia-Fedora-Guide/issues/6",
        text=r"""NVIDIA kernel module missing

my system:
- secure boot enabled
- disk encryption enabled

I re-ran most of the commands just for the sake of the screenshot:

I enrolled the key:
(I pressed any key, selected "enroll" -> "continue" -> enter the key (0000) -> reboot)

I get this on boot:""",
        expected_cause="driver-not-loaded",
        note="2025, Fedora. Prose only (the title and the post; the screenshots are not text). The poster, asked whether Secure Boot could be disabled, reported: 'nvidia smi seems to work wo/ secure boot'. With Secure Boot on, the (enrolled-key) NVIDIA module still did not load; with it off the driver ran.",
        platform="linux",
    ),
)
