# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twentieth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow inside virtual machines (Proxmox/KVM, VirtualBox, a virtualised cluster) that failed because the hypervisor did not pass the host CPU's instruction sets on to the guest (home-assistant/core, nanoporetech/medaka, polio-nanopore/piranha), found with plain words a user would type.

Broken kinds held: a Proxmox VM whose default "Common KVM processor" lacked SSE4.1, so
TensorFlow's CPU feature guard stopped Home Assistant's TensorFlow component; a virtualised
cluster node whose Xeon E5-2698 v3 showed no SSE4/AVX flags in the guest, so medaka's
TensorFlow died with "Illegal instruction"; a VirtualBox guest on a Windows host with Hyper-V
on, where AVX did not reach the guest. All three are ``cpu-without-avx`` in a virtual machine
whose host CPU had the instructions. Working runs: none.

Small set, and none of it on the GPU side of virtual machines: the GPU threads met (PCI
passthrough on Proxmox/ESXi/KVM, NVIDIA vGPU and GRID licensing, VMware Workstation and
VirtualBox guests with no CUDA, Hyper-V GPU partitioning, cloud VMs without a driver, WSL1)
were already in the corpus, had no confirmation in the stored text, or never reached
TensorFlow (nvidia-smi, PyTorch or container logs only). One record is prose with a single
error line (piranha). Threads of this kind whose cause stayed unconfirmed were left out, among
them nanoporetech/medaka#444 and epi2me-labs/wf-bacterial-genomes#20 (VirtualBox guests, the
VM cause guessed but not confirmed) and aws-deepracer-community/deepracer-core#35 (ESXi; the
AVX cause confirmed by another user, not the poster).

At first look (the doctor of commit 9cec133) the cause was named in 3 of the 3 broken logs,
all 3 first; there is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="home-assistant-proxmox-vm-kvm-processor-no-sse41",
        source=_GH + "home-assistant/core/issues/18435",
        text=r"""**Home Assistant release with the issue: 0.82.0**
**Last working Home Assistant release (if known):**

**Operating environment (Hass.io/Docker/Windows/etc.):**
Running Docker on a VM
**Hypervisor:** Proxmox
**VM:** Ubuntu 18.04
**Docker:** 18.06.1-ce
**Processor:** Intel Core i3

**Component/platform:**
https://www.home-assistant.io/components/image_processing.tensorflow/

**Description of problem:**
Tensorflow is not starting due to a wrong compile. 
`The TensorFlow library was compiled to use SSE4.1 instructions, but these aren’t available on your machine.
Except for SSE4.1`

**Problem-relevant `configuration.yaml` entries and (fill out even if it seems unimportant):**
```yaml
image_processing:
  - platform: tensorflow
    source:
      - entity_id: camera.voordeur
      - entity_id: camera.zijdeur
    model:
      graph: /config/tensorflow/frozen_inference_graph.pb
```

**Traceback (if applicable):**
```
home-assistant   | 2018-11-13 12:48:33 INFO (MainThread) [homeassistant.setup] Setting up image_processing
home-assistant   | 2018-11-13 12:48:33 INFO (MainThread) [homeassistant.components.image_processing] Setting up image_processing.tensorflow
home-assistant   | 2018-11-13 12:48:34.052470: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use SSE4.1 instructions
```

The output of procinfo:
```
root@host:/opt/hass# cat /proc/cpuinfo
processor       : 0
vendor_id       : GenuineIntel
cpu family      : 15
model           : 6
model name      : Common KVM processor
stepping        : 1
microcode       : 0x1
cpu MHz         : 3696.000
cache size      : 16384 KB
physical id     : 0
siblings        : 2
...
```""",
        expected_cause="cpu-without-avx",
        note="2018. Docker in an Ubuntu VM on Proxmox. Maintainer hunterjm: 'your Proxmox hypervisor is masking the compatible instruction sets and extensions of your CPU when TensorFlow is trying to detect it. A quick way to see if that is the case would be to select `CPU = Host` in your VM config.' The poster: 'You're right! I also had a brainfart in bed last night ... that it might indeed be proxmox masking the Processor', with the guest's /proc/cpuinfo showing 'Common KVM processor' (kept in the text, host name replaced). The missing instruction set here is SSE4.1 rather than AVX; the catalogue entry covers both (VMs that do not pass the host CPU's features on). The last traceback line is cut where the stored copy cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="medaka-virtualised-xeon-e5-2698v3-no-avx-illegal-instruction",
        source=_GH + "nanoporetech/medaka/issues/119",
        text=r"""medaka_consensus: line 16: 31399 Illegal instruction medaka tools list_models

processor	: 0
vendor_id	: GenuineIntel
cpu family	: 6
model		: 15
model name	: Intel(R) Xeon(R) CPU E5-2698 v3 @ 2.30GHz
stepping	: 1
microcode	: 0x3d
cpu MHz		: 2297.339
cache size	: 40960 KB
physical id	: 0
siblings	: 1
core id		: 0
cpu cores	: 1
apicid		: 0
initial apicid	: 0
fpu		: yes
fpu_exception	: yes
cpuid level	: 10
wp		: yes
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts mmx fxsr sse sse2 ss syscall nx lm constant_tsc arch_perfmon pebs bts nopl tsc_reliable nonstop_tsc pni ssse3 cx16 hypervisor lahf_lm arat
bogomips	: 4594.67
clflush size	: 64
cache_alignment	: 64
address sizes	: 40 bits physical, 48 bits virtual
power management:

processor	: 1
vendor_id	: GenuineIntel
cpu family	: 6
model		: 15
model name	: Intel(R) Xeon(R) CPU E5-2698 v3 @ 2.30GHz
...
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts mmx fxsr sse sse2 ss syscall nx lm constant_tsc arch_perfmon pebs bts nopl tsc_reliable nonstop_tsc pni ssse3 cx16 hypervisor lahf_lm arat
...""",
        expected_cause="cpu-without-avx",
        note="2019. medaka (TensorFlow inside) on a cluster node. Maintainer cjw85: 'the CPU you are using should support sse4 and AVX2, but in the flags these are not listed. However you do have `hypervisor` listed. ... My guess would be that the virtualisation does not support newer instruction sets?'; asked 'Have you resolved this issue?', the poster answered 'Fixed. Thanks.' without saying how. The first line is the thread's title (the shell's message); the /proc/cpuinfo is the poster's reply, shortened.",
        platform="linux",
    ),
    CorpusLog(
        name="piranha-virtualbox-guest-hyperv-host-no-avx",
        source=_GH + "polio-nanopore/piranha/issues/106",
        text=r"""The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.

install issue linked to https://github.com/tensorflow/tensorflow/issues/24548 when installing piranha on linux virtual box""",
        expected_cause="cpu-without-avx",
        note="2022. Filed by the maintainer aineniamh for a user installing piranha (TensorFlow 2.7) in a Linux VirtualBox guest; the first line is the issue's title. Closed with the user's confirmation: 'solved by: \"turning off HyperV and a couple of other windows settings that I have had to turn off in the past when using my virtual box, although no idea what that actually does to the running of the virtual box... It has tensorflow 2.7.4\"' (with Hyper-V on, VirtualBox runs on top of it and the guest does not get AVX). Prose with one error line.",
        platform="linux",
    ),
)
