# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventy-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) in tensorflow/tensorflow (2019-2022) where TensorFlow had found the NVIDIA GPUs on Linux and then failed while running, with the cause confirmed in the thread.

Broken kinds held: multi-GPU training with MirroredStrategy that hung (all GPUs at 100%, no step
finished) or gave NaN losses because peer-to-peer transfers between the GPUs, which NCCL uses, were
broken by the machine's IO virtualisation (IOMMU/VT-d, PCIe ACS); both were fixed in the kernel
command line or the BIOS, not in TensorFlow. Working runs: 0.

Small set: nearly every thread of these years on cuDNN handles, convolution algorithms, cuBLAS
handles, GEMM launches, OOM, illegal addresses, launch failures, ptxas and libdevice that the
searches returned was already in the corpus or its stored copy ends before any confirmation.
#32654 was left out of an earlier set because its opening post was not stored; it is stored now.
Left out to keep prose-only records down: #44976 (2020, Ubuntu 20.04, two GTX 1070,
MirroredStrategy stuck; the poster: 'I turn off IOMMU then it works ! thanks'; its opening post
holds only the version template). Even so, one of the two records is prose only (the NaN losses
on ten RTX A5000).

At first look (the doctor of commit a9cc093) the cause was named in 0 of the 2 broken logs, 0
first: neither drew any finding (the hang with 100% GPU use and dmesg DMAR faults, and the NaN
losses on a new multi-GPU server, carry no NCCL line). No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mirroredstrategy-four-gtx1080-polling-forever-p2p-dmar-faults",
        source=_GH + "tensorflow/tensorflow/issues/32654",
        text=r"""tf.distribute.MirroredStrategy leads to an infinite polling cycle with 4 GPUs

### System information
A physical tower with 4 GPUs running Ubuntu 18.04 over Kubernetes

- 256 GB of RAM
- TensorFlow: tested on `tf-nightly-gpu-2.0-preview==2.0.0.dev20190902` to `tf-nightly-gpu-2.0-preview==2.0.0.dev20190918`
- Python 3.6.8
- CUDA 10.0, cuDNN 7.6.3.30 (also tested with cuDNN 7.5.0.56)
- NVIDIA GTX 1080

nvidia-smi
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 410.78       Driver Version: 410.78       CUDA Version: 10.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 108...  Off  | 00000000:02:00.0 Off |                  N/A |
| 53%   70C    P2    79W / 250W |  10889MiB / 11178MiB |    100%      Default |
+-------------------------------+----------------------+----------------------+
|   1  GeForce GTX 108...  Off  | 00000000:03:00.0 Off |                  N/A |
| 52%   69C    P2    76W / 250W |  10893MiB / 11178MiB |    100%      Default |
...
conv5_block15_1_bn (BatchNormal (None, 11, 17, 128)  512         conv5_block15_1_conv[0][0]
__________________________________________________________________________________________________
conv5_block15_1_relu (Activatio (None, 11, 17, 128)  0           conv5_block15_1_bn[0][0]
__________________________________________________________________________________________________
conv5_block15_2_conv (Conv2D)   (None, 11, 17, 32)   36864       conv5_block15_1_relu[0][0]
...

I saw something like this in `dmesg`:

```
[1478401.486621] DMAR: DRHD: handling fault status reg 502
[1478401.486981] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write access is not set
[1478401.487694] DMAR: DRHD: handling fault status reg 2
[1478401.488053] DMAR: [DMA Write] Request device [82:00.0] fault addr f8139000 [fault reason 05] PTE Write access is not set
[1478401.716106] DMAR: DRHD: handling fault status reg 602
[1478401.716534] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write access is not set
[1478401.719859] DMAR: DRHD: handling fault status reg 102
[1478401.720267] DMAR: [DMA Write] Request device [82:00.0] fault addr f8139000 [fault reason 05] PTE Write access is not set
[1478419.000793] dmar_fault: 32 callbacks suppressed
[1478419.000795] DMAR: DRHD: handling fault status reg 702
[1478419.001500] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write access is not set
```""",
        expected_cause="nccl-multi-gpu-failed",
        note="2019. The poster (vmarkovtsev) named the cause himself in a later comment: 'My root problem was malfunctioning peer to peer GPU access', with the dmesg DMAR (IOMMU) faults quoted here as the fact he found; the stored copy cuts his workaround off after 'My workaround is `exp'. In NVIDIA/nccl#257 the same user then reported: 'Booting the kernel with `intel_iommu=off` resolved all our problems. No need for `NCCL_P2P_DISABLE` now.' The opening post's model summary is cut to three rows; the nvidia-smi table is cut where the stored copy ends (GPUs 2 and 3 not shown). The dmesg lines come from the poster's later comment, without its conclusion.",
        platform="linux",
    ),
    CorpusLog(
        name="mirroredstrategy-ten-rtx-a5000-pcie4-server-nan-losses-acs",
        source=_GH + "tensorflow/tensorflow/issues/57893",
        text=r"""`Nan` errors multiple-gpu training with `MirroredStrategy` - RTX A5000 PCIe4.0

### Issue Type

Bug

### Source

binary

### Tensorflow Version

tf 2.10

### Custom Code

No

### OS Platform and Distribution

Linux Ubuntu 20.04

### Python version

3.8.10

### CUDA/cuDNN version

CUDA11.0 & cuDNN8.1.0

### GPU model and memory

RTX A5000 24GB

### Current Behaviour?

I moved 8 Nvidia RTX A5000 from an old server (ASRockRack 3U8G-C612 : 2 Intel Xeon E5-2640 v4 with 8 PCIe3.0 lanes. Details here https://www.asrockrack.com/general/productdetail.asp?Model=3U8G-C612#Specifications) to a more recent server populated with 10 Nvidia RTX A5000 (including the 8 ones from the former server + 2 new RTX A5000) (Supermicro SYS-420GP-TNR : 2 Intel Xeon Gold 5317 with 12 PCIe4.0 lanes. Details here https://www.supermicro.com/en/products/system/gpu/4u/sys-420gp-tnr). 

I kept the same OS version (Ubuntu 20.04, with kernel=5.13.0-52-generic) and same driver version 515.57.
All the 10 RTX A5000 are visible with `nvidia-smi`, but when I start to execute my code I have `nan` in losses and model's outputs after few iterations (less than 10, sometimes at the second iteration). It happens only when I use multiple GPUs. 

I wrote code that reproduces the errors.

After testing many stuff (update kernel, remove some GPUs (keep only 2, 4 or 8), compiling from source, playing with many obscure Nvidia env variables, ...) I realized that I had the same issue with pytorch code.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2022. Prose only (the issue template and the poster's words). The poster (JGuillaumin) confirmed the fix himself: after finding NVIDIA/nccl#606 and NCCL's troubleshooting page ('IO virtualization (also known as, VT-d or IOMMU) can interfere with GPU Direct by redirecting all PCI point-to-point traffic to the CPU root complex, causing a significant performance reduction or even a hang.'), 'I had to disable ACS from the BIOS. Now everything is working well.' Odd: here broken peer-to-peer transfers gave NaN losses rather than a hang or an NCCL error. The last paragraph is from the poster's later comment (the part before the fix).",
        platform="linux",
    ),
)
