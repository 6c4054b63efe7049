# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces, whitespace-only lines)
"""A three-hundred-and-seventy-seventh set of real threads: multi-GPU communication threads (2018-2026) from GitHub issues (issues corpus), where training or a collective test on several GPUs failed in NCCL or in the connection between the GPUs, on NVIDIA/nccl, NVIDIA/nccl-tests, pytorch/torchtitan, vllm-project/vllm and fal-ai-community/video-diffusion-speedrun.

Broken kinds held: NCCL's shared memory refused or too small (/dev/shm not writable, a container's
/dev/shm of 16 MB or Docker's default), peer-to-peer transfers between the GPUs broken by IOMMU
(VT-d) or PCIe ACS (on Intel and AMD hosts, from GTX 1080 Ti to RTX 5880 Ada), NCCL releases too
old for the GPUs (NCCL 1.0 under nccl-tests 2018, NCCL 2.25.1 on RTX 5090, NCCL 2.26.2 on RTX PRO
6000 Blackwell), the NVSwitch fabric manager restarted without a GPU reset (NVLS 'invalid argument'
and 'unknown error' on H100/H200), and the fabric manager service not enabled at all on an 8x H100
server (CUDA's 'system not yet initialized', no catalogue cause). 15 broken, 1 working (nccl-tests
run whose 'No plugin found (libnccl-net.so)' and 'Failed to open libibverbs.so' lines are normal).

None of the threads runs TensorFlow itself: the TensorFlow MirroredStrategy and Horovod threads the
searches returned were already in the corpus or had no confirmation in the stored text; the
records here are the same NCCL failures met through nccl-tests, PyTorch, torchtitan and vLLM. One
record is prose only (NVIDIA/nccl#631). NVIDIA/nccl#257 is the nccl-tests side of the TensorFlow
thread tensorflow/tensorflow#32654 already in the corpus (another log, same machine). Left out
although confirmed: pytorch/pytorch#37004 (the same opening post as NVIDIA/nccl#328, by the same
poster), NVIDIA/nccl-tests#163 (the log is a screenshot only; 'it works ty so much!' after the
shared-memory advice), THUDM/slime#45 (only a Ray traceback head in the stored copy;
NCCL_NVLS_ENABLE=0 fixed it) and dmlc/xgboost#11242 (a maintainer's note with no user log).

At first look (the doctor of commit 52ff818) the cause was named in 4 of the 15 broken logs, all 4
first; the working run was not flagged. The misses are the hangs (IOMMU/ACS, no error line), the
short shared-memory line without 'NCCL WARN', the NVLS 'invalid argument', the fabric manager
that was off, and both RTX 5090 logs, where the doctor named compute-capability-unsupported
instead of the too-old NCCL.

After that first look the catalogue gained fabric-manager-not-running (CUDA's 802, "system not
yet initialized", on NVSwitch systems), given to the record whose fabric manager was off, its
note saying so.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nccl-pytorch-4gpu-shm-open-permission-denied-dev-shm",
        source=_GH + "NVIDIA/nccl/issues/328",
        text=r"""RuntimeError: NCCL error in ProcessGroupNCCL.cpp:290, unhandled system error

I came across this error `RuntimeError: NCCL error in ProcessGroupNCCL.cpp:290, unhandled system error` when trying to distribute neural network training to 4 GPUs in a single node with PyTorch 1.2. According to documentation, I tried `export NCCL_DEBUG=INFO` and reran the code. I noticed some weird warnings in the debug output like
```
node08:27106:27302 [0] include/shm.h:27 NCCL WARN Call to shm_open failed : Permission denied
node08:27106:27302 [0] NCCL INFO include/shm.h:41 -> 2
node08:27106:27302 [0] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-b7948f403864987a-0-3-0 (size 4460544)
```
before the crash.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2020. The poster found and stated the fix in the opening post itself: 'So I give the permission by `sudo chmod 777 /dev/shm` and the problem is gone.' (that sentence is left out of the text). Maintainer sjeaugey: 'From NCCL's perspective, the only thing we can tell is that a call to shm_open failed ... (\"Permission denied\" in this case ...)'. The same post was filed as pytorch/pytorch#37004.",
        platform="linux",
    ),
    CorpusLog(
        name="torchtitan-ci-container-dev-shm-16mb-nccl-shared-memory-segment",
        source=_GH + "pytorch/torchtitan/issues/853",
        text=r"""[bug] Torch titan .ci container defaults /dev/shm to be too small -- leading to NCCL errors when testing multigpu setups

The container specified here

https://github.com/pytorch/torchtitan/tree/main/.ci/docker

and then proceedingly used in the GH actions defaults /dev/shm to 16MB which leads to NCCL errors like

```
  torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
  ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. 
  Last error:
  Error while creating shared memory segment /dev/shm/nccl-1YsMbG (size 7340384)
  Exception raised from create at /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268 (most recent call first):
  C++ CapturedTraceback:
```

To reproduce this error:

1. Build & run the container on a system with 8x H100 80GB
2. Run the llama 3.1 8b config.
3. Observe that before the first gradient step, the NCCL error above occurs.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2025. The poster states the confirmed fix in the same post (left out of the text): 'Changing the action to default /dev/shm to 1GB rather than 16MB resolves this error.' and 'Run the container with the following flag --shm-size=1g'. Issue closed. The title names the cause; kept as the poster wrote it.",
        platform="linux",
    ),
    CorpusLog(
        name="video-diffusion-speedrun-docker-nccl-shm-segment-default-shm",
        source=_GH + "fal-ai-community/video-diffusion-speedrun/issues/2",
        text=r"""nccl crashes on Docker container

Thanks for putting together easy to follow Docker instructions.

It almost worked except for the `Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)` when I tried it first time (Docker version 24.0.7, build 24.0.7-0ubuntu2~22.04.1)

```docker run --gpus all --rm -it video-diffusion /bin/bash```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2025. The poster's own fix, in the same post (left out of the text): 'What fixed it for me was adding ` --shm-size=1g ` flag to Docker', i.e. `docker run --gpus all --rm --shm-size=1g -it video-diffusion /bin/bash`. Docker's default /dev/shm (64 MB) was too small for NCCL's segments.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-4x-gtx1080ti-all-reduce-perf-hangs-intel-iommu",
        source=_GH + "NVIDIA/nccl/issues/257",
        text=r"""AllReduce hangs

Using the `master` version of nccl. I launch `all_reduce_perf` and it hangs with 100% volatile GPU usage reported. 

```
./build/all_reduce_perf -b 8 -e 256M -f 2 -g 4
# nThread 1 nGpus 4 minBytes 8 maxBytes 268435456 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
#
# Using devices
#   Rank  0 Pid  15833 on jupyter-alice device  0 [0x02] GeForce GTX 1080 Ti
#   Rank  1 Pid  15833 on jupyter-alice device  1 [0x03] GeForce GTX 1080 Ti
#   Rank  2 Pid  15833 on jupyter-alice device  2 [0x82] GeForce GTX 1080 Ti
#   Rank  3 Pid  15833 on jupyter-alice device  3 [0x83] GeForce GTX 1080 Ti
jupyter-alice:15833:15833 [0] NCCL INFO Bootstrap : Using [0]eth0:10.2.3.32<0>
jupyter-alice:15833:15833 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).

jupyter-alice:15833:15833 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]
jupyter-alice:15833:15833 [0] NCCL INFO NET/Socket : Using [0]eth0:10.2.3.32<0>
NCCL version 2.4.8+cuda10.0
jupyter-alice:15833:15833 [3] NCCL INFO nranks 4
jupyter-alice:15833:15833 [0] NCCL INFO Setting affinity for GPU 0 to ff00ff
jupyter-alice:15833:15833 [1] NCCL INFO Setting affinity for GPU 1 to ff00ff
...
```

Interesting, that sample passes without hangs:

```
[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]
Device: 0, GeForce GTX 1080 Ti, pciBusID: 2, pciDeviceID: 0, pciDomainID:0
Device: 1, GeForce GTX 1080 Ti, pciBusID: 3, pciDeviceID: 0, pciDomainID:0
Device: 2, GeForce GTX 1080 Ti, pciBusID: 82, pciDeviceID: 0, pciDomainID:0
Device: 3, GeForce GTX 1080 Ti, pciBusID: 83, pciDeviceID: 0, pciDomainID:0
Device=0 CAN Access Peer Device=1
Device=0 CANNOT Access Peer Device=2
Device=0 CANNOT Access Peer Device=3
Device=1 CAN Access Peer Device=0
Device=1 CANNOT Access Peer Device=2
Device=1 CANNOT Access Peer Device=3
Device=2 CANNOT Access Peer Device=0
Device=2 CANNOT Access Peer Device=1
Device=2 CAN Access Peer Device=3
Device=3 CANNOT Access Peer Device=0
Device=3 CANNOT Access Peer Device=1
Device=3 CAN Access Peer Device=2
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2019. The poster confirmed the fix: 'Booting the kernel with `intel_iommu=off` resolved all our problems. No need for `NCCL_P2P_DISABLE` now. Worked like a charm!' (vmarkovtsev, to maintainers sjeaugey and cliffwoolley). The opening post points to tensorflow/tensorflow#32654 (MirroredStrategy on the same machine, already in the corpus); this is the nccl-tests log. The second paragraph is the poster's later comment (p2pBandwidthLatencyTest before the fix). Host name shortened to alice.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-allreduce-deadlock-2x-rtx5880-ada-amd-root-port-acs",
        source=_GH + "NVIDIA/nccl/issues/2079",
        text=r"""[Bug]: ncclAllReduce deadlocks on 2x RTX 5880 Ada (PCIe PHB topology, no NVLink)

## Summary

`ncclAllReduce` enters an infinite spin-wait deadlock on two NVIDIA RTX 5880 Ada Generation GPUs connected via PCIe Host Bridge (PHB) topology with no NVLink. `ncclCommInitRank` completes successfully, but the first collective operation (`ncclAllReduce`) causes both GPUs to spin at 100% SM utilization with 0% memory utilization indefinitely—no timeout, no error, no forward progress.

Setting `NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1` (forcing socket transport) resolves the deadlock completely.

## Environment

- **GPUs**: 2x NVIDIA RTX 5880 Ada Generation (48 GB, SM 8.9)
- **Topology**: PCIe Gen4 x16, PHB (PCIe Host Bridge), no NVLink
  - GPU 0: PCIe bus `0000:41:00.0`
  - GPU 1: PCIe bus `0000:61:00.0`
  - `nvidia-smi topo -m` reports `NODE` between the two GPUs
- **Driver**: 580.82.09
- **CUDA**: 13.0 (host), 12.8 (container runtime)
- **NCCL**: 2.25.1 (from `apt` in `nvidia/cuda:12.8.0-devel-ubuntu22.04`). Also reproduced with NCCL 2.27.5 bundled in vLLM 0.15.1.
- **OS**: Ubuntu (Pop!_OS), Linux 6.16.3
- **Container**: Docker with `--gpus all --ipc=host`

### Topology

```
        GPU0    GPU1    CPU Affinity    NUMA Affinity
GPU0     X      NODE    0-63            0
GPU1    NODE     X      0-63            0
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2026. The poster confirmed the cause: 'it was the motherboard: The fix was disabling ACS (Access Control Services) on the AMD PCIe root complex bridges ... which forced P2P traffic through the IOMMU instead of direct GPU-to-GPU, causing NCCL to hang.' (setpci ECAP_ACS+6.w=0000 at run time; pci=noacs or ACS off in the BIOS for good), after maintainer sjeaugey asked whether NCCL_P2P_DISABLE=1 alone resolved it (it did). The stored copy of the opening post stops after the topology.",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-tp2-ada-a6000-stalls-after-nccl-init-acs-iommu",
        source=_GH + "vllm-project/vllm/issues/9920",
        text=r"""[Usage]: Can only run tensor parallel=2 once and subsequent stalls on Ada A6000/48GB x2 GPUs for any models

```
HP-Z8-Fury-G5-Workstation-Desktop-PC:23458:23665 [0] NCCL INFO comm 0x23ba7ea0 rank 0 nranks 2 cudaDev 0 nvmlDev 0 busId 47000 commId 0x47dc53f08cbcda96 - Init COMPLETE
HP-Z8-Fury-G5-Workstation-Desktop-PC:23541:23673 [1] NCCL INFO Channel 00 : 1[1] -> 0[0] via SHM/direct/direct
HP-Z8-Fury-G5-Workstation-Desktop-PC:23541:23673 [1] NCCL INFO Channel 01 : 1[1] -> 0[0] via SHM/direct/direct
INFO 11-01 23:16:33 distributed_gpu_executor.py:56] # GPU blocks: 185231, # CPU blocks: 18724
<vllm.entrypoints.llm.LLM object at 0x72c46e351a50>
Processed prompts:   0%|          | 0/16 [00:00<?, ?it/s, est. speed input: 0.00 toks/s, output: 0.00 toks/s]

```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2024. The poster (hengck23) closed with the fix: 'disable ACS and IOMMU solved the issue', quoting the NCCL troubleshooting page ('IO virtualization (also known as VT-d or IOMMU) can interfere with GPU Direct ...'). vLLM, not a training job, but the same NCCL peer-to-peer path; the stored copy holds only the end of the opening log.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-all-reduce-perf-hangs-pxb-pix-pairs-vt-d",
        source=_GH + "NVIDIA/nccl/issues/667",
        text=r"""NCCL hangs in the case GPUs are linked through PXB or PIX

	GPU0	GPU1	GPU2	GPU3	CPU Affinity	NUMA Affinity
GPU0	 X 	PXB	SYS	SYS	0-27,56-83	0
GPU1	PXB	 X 	SYS	SYS	0-27,56-83	0
GPU2	SYS	SYS	 X 	PIX	28-55,84-111	1
GPU3	SYS	SYS	PIX	 X 	28-55,84-111	1

The topology is as above.

all_reduce_perf works fine only with those linked through SYS. The rest will result in hanging.

Setting NCCL_P2P_DISABLE=1 did workaround but got really low speed.

NCCL version 2.10.X

Any advice would be appreciated.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2022. Maintainer sjeaugey pointed to the ACS/GPU Direct section of NCCL's troubleshooting page; the poster reported: 'I 1) disabled VT-d 2) randomly change the physical sequence of my GPUs, which did the trick. I am not sure which helps, but it must be one of them.' sjeaugey: 'Maybe a bug in the BIOS when doing a hot reboot, while a cold reboot (after shuffling the GPUs) did take the setting into account?' Peer-to-peer path through PCIe switches broken by VT-d/ACS; topology table and prose, no NCCL log lines.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-pytorch-freezes-4-plus-gpus-p2p-disable-works-prose",
        source=_GH + "NVIDIA/nccl/issues/631",
        text=r"""Question about nccl p2p disable

Hi, I don't know much about nccl.

 I want to train deep learning model with multiple GPU devices within a single node by pytorch. 
 
 I do not know the exact reason, but the model "freeze"(stuck) when using 4 or more GPUs. So, while trying various things, I confirmed that the model works by setting the variable NCCL_P2P_DISABLE =1 .
  As far as I know, if NCCL_P2P_DISABLE is set to 1, communication between GPUs is performed using shared memory instead of P2P/ICP.
  I would like to know what potential problems can arise when NCCL_P2P_DISABLE is set to 1 like this. I'm guessing there won't be any problems, right?""",
        expected_cause="nccl-multi-gpu-failed",
        note="2022. Prose only. The poster confirmed in the post that training runs with NCCL_P2P_DISABLE=1 (the catalogue's own confirmation of this cause); maintainer sjeaugey: 'P2P not being functional is usually tied to ACS being enabled on the system. Disabling VT-d in the BIOS, passing iommu=pt to the linux kernel command line, or disabling ACS in the PCI switches usually help.' The poster thanked him; the BIOS change itself is not reported.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-dual-rtx5090-all-reduce-perf-errors-nccl-2-25-1",
        source=_GH + "NVIDIA/nccl-tests/issues/287",
        text=r"""NCCL all_reduce_perf errors with 5090s

all_reduce_perf test errors when using dual 5090 GPUs. Works fine with one 5090.

Using nvidia driver 570.86.16

1x 5090;

```
user@GENOA-06:~/nccl-tests$ ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 1
# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid   5092 on   GENOA-06 device  0 [0x21] NVIDIA GeForce RTX 5090
#
#                                                              out-of-place                       in-place          
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)       
           8             2     float     sum      -1     5.63    0.00    0.00      0     0.20    0.04    0.00      0
          16             4     float     sum      -1     5.60    0.00    0.00      0     0.19    0.08    0.00      0
...
```

```
user@GENOA-06:~/nccl-tests$ NCCL_DEBUG=INFO ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 2
# nThread 1 nGpus 2 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid   4766 on   GENOA-06 device  0 [0x21] NVIDIA GeForce RTX 5090
#  Rank  1 Group  0 Pid   4766 on   GENOA-06 device  1 [0x61] NVIDIA GeForce RTX 5090
GENOA-06:4766:4766 [0] NCCL INFO Bootstrap: Using enp227s0f0:192.168.1.250<0>
GENOA-06:4766:4766 [0] NCCL INFO cudaDriverVersion 12080
GENOA-06:4766:4766 [0] NCCL INFO NCCL version 2.25.1+cuda12.8
GENOA-06:4766:4780 [0] NCCL INFO ncclMaxSharedMem 82240 exceeds device/fn maxSharedMem 79856
GENOA-06:4766:4781 [1] NCCL INFO ncclMaxSharedMem 82240 exceeds device/fn maxSharedMem 79856
GENOA-06:4766:4780 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin.
GENOA-06:4766:4780 [0] NCCL INFO Failed to open libibverbs.so[.1]
GENOA-06:4766:4780 [0] NCCL INFO NET/Socket : Using [0]enp227s0f0:192.168.1.250<0> [1]enxfe1dc2e063ea:fe80::52b1:b1f3:51c0:ecca%enxfe1dc2e063ea<0>
GENOA-06:4766:4780 [0] NCCL INFO PROFILER/Plugin: Could not find: libnccl-profiler.so.
GENOA-06:4766:4780 [0] NCCL INFO Using network Socket
GENOA-06:4766:4781 [1] NCCL INFO Using network Socket
...
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2025. NCCL 2.25.1 could not run on the RTX 5090 (the 'ncclMaxSharedMem 82240 exceeds device/fn maxSharedMem 79856' line; a maintainer in the duplicate NVIDIA/nccl#1637: 'Without it [the patch], there's no chance to get things to work with 2.25.1'). Maintainer kiskra-nvidia: 'NCCL 2.26.2 has been released -- could you let us know if it works better on 5090s for you?'; the poster RCS1: 'Can confirm all_reduce_perf now works. Thank you.' Labels: bug, fixed. The stored copy cuts the log before the error itself.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-rtx5090-alltoall-perf-errors-patched-nccl-2-25-1",
        source=_GH + "NVIDIA/nccl-tests/issues/291",
        text=r"""NCCL alltoall_perf errors with 5090

#287 
when i change nccl code with device.h "return cudaArch >= 800 ? (cudaArch == 1200 ? 6 : 8) : 4;" i can run all_reduce_perf，bug alltoall_perf has error
```
root@node:~/nccl-tests/build#_ NCCL_DEBUG=INFO ./alltoall_perf
#nThread 1 nGpus 1 minBytes 33554432 maxBytes 33554432 step: 1048576(bytes) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#Using devices
#Rank 0 Group 0 Pid 12225 on node device 0 [0000:16:00] NVIDIA GeForce RTX 5090
node:12225:12225 [0] NCCL INFO Bootstrap: Using ens49f1np1:192.168.30.122<0>
node:12225:12225 [0] NCCL INFO cudaDriverVersion 12080
node:12225:12225 [0] NCCL INFO NCCL version 2.25.1+cuda12.4
node:12225:12255 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin.
node:12225:12255 [0] NCCL INFO Failed to open libibverbs.so[.1]
node:12225:12255 [0] NCCL INFO NET/Socket : Using [0]ens49f1np1:192.168.30.122<0>
node:12225:12255 [0] NCCL INFO PROFILER/Plugin: Could not find: libnccl-profiler.so.
node:12225:12255 [0] NCCL INFO Using network Socket
node:12225:12255 [0] NCCL INFO ncclCommInitAll comm 0x55cc27005c20 rank 0 nranks 1 cudaDev 0 nvmlDev 0 busId 16000 commId 0x1c3170e2c1182784 - Init START
node:12225:12255 [0] NCCL INFO RAS client listening socket at 127.0.0.1<28028>
...
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2025. NCCL 2.25.1 (hand-patched for the RTX 5090's sm_120) still failed in alltoall_perf. Maintainer kiskra-nvidia: 'NCCL 2.26.2 has been released -- could you let us know if it works better on 5090s for you?'; the poster yangxin120704: 'yes, it work fine now'; kiskra-nvidia: 'Thanks for confirming -- closing this bug.' Labels: bug, duplicate, fixed. A single-GPU run in the log; the error lines themselves are past the stored excerpt.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-2-26-2-dual-rtx-pro-6000-blackwell-illegal-access-512kib",
        source=_GH + "NVIDIA/nccl/issues/2418",
        text=r"""[Issue]: Dual RTX PRO 6000 Blackwell: NCCL 2.26.2 illegal memory access for >=512 KiB collectives

### How is this issue impacting you?

Application crash

### Steps to Reproduce the Issue

### Minimal reproduction

The problem is reproducible on a single bare-metal workstation with two NVIDIA RTX PRO 6000 Blackwell Workstation Edition GPUs.

#### Environment

- GPU: 2 x NVIDIA RTX PRO 6000 Blackwell Workstation Edition, 96 GB each
- Driver: 580.173.02
- NVIDIA Open Kernel Module
- OS: Ubuntu 24.04.4 LTS
- Kernel: 6.8.0-139-generic
- PyTorch: 2.7.0+cu128
- CUDA runtime reported by PyTorch: 12.8
- Failing NCCL runtime: 2.26.2+cuda12.2
- Bare metal, no container
- One node, two ranks
- No NVLink
- `nvidia-smi topo -m` reports GPU0 <-> GPU1 as `NODE`
- Both GPUs are on the same NUMA node

#### Reproduction with NCCL 2.26.2

Using nccl-tests with two GPUs:

```bash
all_reduce_perf -b 8 -e 16M -f 2 -g 2

The test succeeds for smaller message sizes but reproducibly fails when reaching 524288 by""",
        expected_cause="nccl-multi-gpu-failed",
        note="2026. The poster's own test, in the opening post (left out of the text): 'Working NCCL runtime tested: 2.31.2+cuda12.9' and the title's 'not reproducible with 2.31.2'; the NCCL 2.26.2 bundled with PyTorch 2.7.0 was the failing piece. Issue closed. The stored copy stops mid-sentence ('524288 by...'); the crash lines were in attached logs only.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-2018-nccl-1-0-all-reduce-unhandled-cuda-error-8x-p100",
        source=_GH + "NVIDIA/nccl-tests/issues/5",
        text=r"""NCCL failure all_reduce.cu:95 'unhandled cuda error'

OS Platform: ubuntu 16.04
Cuda: 8.0
NCCL: 1.0
Driver Version: 384.66

Build 
```
root@node03:~/nvidia/nccl/nccl-tests/src# make CUDA_HOME=/usr/local/cuda-8.0 NCCL_HOME=/root/nvidia/nccl/nccl-1.3.4-1/build
```

When I run the `all_reduce_perf` on 8 GPUs, it got an error:
```
root@node03:~/nvidia/nccl/nccl-tests# ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8
nThread 1 nGpus 8 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
# NCCL Tests compiled with NCCL 1.0
# Using devices
#   Rank  0 on     node03 device  0 [0x00] Tesla P100-PCIE-16GB
#   Rank  1 on     node03 device  1 [0x00] Tesla P100-PCIE-16GB
#   Rank  2 on     node03 device  2 [0x00] Tesla P100-PCIE-16GB
#   Rank  3 on     node03 device  3 [0x00] Tesla P100-PCIE-16GB
#   Rank  4 on     node03 device  4 [0x00] Tesla P100-PCIE-16GB
#   Rank  5 on     node03 device  5 [0x00] Tesla P100-PCIE-16GB
#   Rank  6 on     node03 device  6 [0x00] Tesla P100-PCIE-16GB
#   Rank  7 on     node03 device  7 [0x00] Tesla P100-PCIE-16GB

#                                                 out-of-place                    in-place
#      bytes             N    type      op     time  algbw  busbw      res     time  algbw  busbw      res
NCCL failure all_reduce.cu:95 'unhandled cuda error'
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2018. The poster confirmed the next day: 'The issue is settled by updating nccl1.0 to nccl' (the rest of the sentence, naming the NCCL 2 release, is cut off in the stored copy). An old NCCL (1.x) under nccl-tests: the library version, not the GPUs.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-h100-nvswitch-nvls-invalid-argument-fabricmanager-restart",
        source=_GH + "NVIDIA/nccl/issues/1488",
        text=r"""nvlsAllocateMem report error

Hi, Dear developer,

I run the nccl_test on h100 with nvswitch, nvlsAllocateMem report error as follows:
node23:12098:12141 [2] transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'
```
node23:12098:12141 [2] NCCL INFO transport/nvls.cc:394 -> 1
node23:12098:12141 [2] NCCL INFO init.cc:1196 -> 1
node23:12098:12141 [2] NCCL INFO init.cc:1462 -> 1
node23:12098:12141 [2] NCCL INFO group.cc:75 -> 1 [Async thread]
```

Did I miss some configuration?""",
        expected_cause="nccl-multi-gpu-failed",
        note='2024. The poster found: \'The root cause seems like if "systemctl start nvidia-fabricmanager.service" then "systemctl stop ...", then "systemctl start ..." again, the NCCL test will report this error, can solve this issue only reboot the system.\'; maintainer AddyLaddy: \'I believe you need to reset the GPU in-between if the FM is stopped and restarted.\' (Fabric Manager user guide). The NVSwitch fabric (NVLink SHARP multicast) left in a bad state, below the framework; no closer catalogue cause.',
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-h200-nvls-cuda-failure-999-fabric-manager-error",
        source=_GH + "NVIDIA/nccl-tests/issues/276",
        text=r"""[H200: All_reduce] Random Unhandled Cuda Error

```
gpu47:4962:5097 [1] transport/nvls.cc:223 NCCL WARN Cuda failure 999 'unknown error
``` 
[allreduce-H200-2N-Ring_999.log](https://github.com/user-attachments/files/18151882/allreduce-H200-2N-Ring_999.log)
[allreduce-H200-2N-Ring_Normal.log](https://github.com/user-attachments/files/18151883/allreduce-H200-2N-Ring_Normal.log)""",
        expected_cause="nccl-multi-gpu-failed",
        note="2024. Maintainer AddyLaddy: 'That nvls.cc WARN is usually caused by the Fabric Manager being stopped and restarted without an intervening GPU reset.' The poster vitduck: 'Fabric manager was indeed showing a 'non critical error'. We finally got around to reset GM/GPU. With the issue being resolved, I would like to close this issue.' Only the quoted line and the attachment names are in the stored opening post. Odd: CUDA's 'unknown error' (999) here is not a failed cuInit but NVLS multicast setup on a broken NVSwitch fabric.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-tests-8x-h100-system-not-yet-initialized-fabricmanager-off",
        source=_GH + "NVIDIA/nccl-tests/issues/264",
        text=r"""Test CUDA failure common.cu:941 'system not yet initialized'

We have a server with 8 H100 GPU with cuda version 12.6 and nccl version 2.23.4.

When we are running nccl test as per the command provided in - https://github.com/nvidia/nccl-tests we are facing below issue.

[root@test nccl-tests-master]# ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8
# nThread 1 nGpus 8 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
test: Test CUDA failure common.cu:941 'system not yet initialized'
 .. test pid 54340: Test failure common.cu:891

##################################################################

More info from nvidia-smi

[root@test nccl-tests-master]# nvidia-smi
Fri Nov  8 02:11:26 2024
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 560.35.03              Driver Version: 560.35.03      CUDA Version: 12.6     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                         |                        |               MIG M. |
...""",
        expected_cause="fabric-manager-not-running",
        note="Expected cause given after first look, when the catalogue gained fabric-manager-not-running; at first look, no catalogue cause. 2024. The poster confirmed: 'Mentioned issue was resolved post enabling fabric manger service. We have run NCCL tests with in the server successfully.' (a later multi-host problem in the thread was their mpirun/ssh setup). CUDA error 802 'system not yet initialized' on an NVSwitch (HGX) system whose nvidia-fabricmanager service was not running. The stored copy cuts the nvidia-smi table.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="nccl-tests-8gpu-gtx1080ti-1070-no-net-plugin-info-run-ok",
        source=_GH + "NVIDIA/nccl/issues/259",
        text=r"""Error in the test process: no plugin found (libnccl-net.so)

Hi!
I'm running the test 
`NCCL_DEBUG=INFO ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8`

and get an error
```
# nThread 1 nGpus 8 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 validation: 1 
#
# Using devices
#   Rank  0 Pid  12877 on host device  0 [0x0e] GeForce GTX 1080 Ti
#   Rank  1 Pid  12877 on host device  1 [0x0f] GeForce GTX 1080 Ti
#   Rank  2 Pid  12877 on host device  2 [0x01] GeForce GTX 1070
#   Rank  3 Pid  12877 on host device  3 [0x02] GeForce GTX 1070
#   Rank  4 Pid  12877 on host device  4 [0x03] GeForce GTX 1070
#   Rank  5 Pid  12877 on host device  5 [0x04] GeForce GTX 1070
#   Rank  6 Pid  12877 on host device  6 [0x05] GeForce GTX 1070
#   Rank  7 Pid  12877 on host device  7 [0x06] GeForce GTX 1070
host:12877:12877 [0] NCCL INFO Bootstrap : Using [0]enp0s31f6:192.168.97.149<0>
host:12877:12877 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).

host:12877:12877 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]
host:12877:12877 [0] NCCL INFO NET/Socket : Using [0]enp0s31f6:192.168.97.149<0>
NCCL version 2.4.8+cuda10.1
host:12877:12877 [7] NCCL INFO nranks 8
host:12877:12877 [0] NCCL INFO Setting affinity for GPU 0 to 03
...
```

what does the  error code in the error column mean? There must be zeros if all ok?""",
        expected_cause=None,
        harmless=True,
        note="2019. The test ran to the end on all 8 GPUs. Maintainer kwen2501: 'That log is just for information purpose rather than reporting an error or warning. It means no external plugin is found ... IB is not available (`Failed to open libibverbs.so[.1]`), hence NCCL will use sockets. However, since you only run NCCL on a single node, this may not be even relevant.' On the poster's follow-up (the last paragraph), sjeaugey: 'Low values are normal for floating point. If there were real errors you would not get : # Out of bounds values : 0 OK'. The poster thanked them. Host name replaced by host.",
        platform="linux",
    ),
)
