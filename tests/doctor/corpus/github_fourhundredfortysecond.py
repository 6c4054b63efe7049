# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces or space-only lines)
"""A four-hundred-and-fortysecond set of real threads: the GPU itself failing under load (falling off the bus, uncorrectable ECC, bad memory, power, risers, heat) (2017-2024), from GitHub issues of pdbear/syno_nvidia_gpu_driver, trexminer/T-Rex, MIC-DKFZ/nnUNet, Cyclenerd/ethereum_nvidia_miner, jade-hpc-gpu/jade-hpc-gpu.github.io, AlexeyAB/darknet and pytorch/pytorch.

Broken kinds held: a passively cooled Tesla P4 in a NAS with no fan that overheated and dropped
off ('Unable to determine the device handle ... Unknown Error'; gpu-overheating); a mining riser
that made one RTX 3060 go idle until the riser was swapped; a GTX 1060 on a riser that nvidia-smi
could not reach until the slot was forced to PCIe gen2; three GTX 1080 Ti on risers in x1 slots
that hung multi-GPU training; a power-delivery fault on one nnU-Net server and a faulty RTX card
on the other (the container crash looked like a docker problem); uncorrectable ECC errors on a
cluster node that its administrators then fixed; and an RTX 2080 Ti whose memory failed
cuda_memtest (the PyTorch run hung). All gpu-hardware-fault except the Tesla P4
(gpu-overheating). All broken: 7; working runs: none met.

Two texts are cut where the stored copy of the first post ends or turns into a long listing
(AlexeyAB/darknet#2807 before the yolov3.cfg listing, pytorch/pytorch#52019 before the
nvidia-smi tables); the note says so.

Left out: threads on this angle already held or seen (tensorflow/tensorflow#740, #40042, #28693,
vllm-project/vllm#5222, nagadit/DeepFaceLab_Linux#89, opendatalab/MinerU#426,
oobabooga/one-click-installers#40, ultralytics/ultralytics#8378,
NVIDIA/open-gpu-kernel-modules#387); threads whose stored copy keeps only the confirming comment
and not the first post (pytorch/examples#548, nicehash/excavator#190,
bmitch87/DLSS5VKLayer#21) or cuts the first post inside a long code listing
(tensorflow/tensorflow#8858); threads where the cause was only a helper's guess or the stored copy
ends before any outcome (NVIDIA/open-gpu-kernel-modules#507, #900, #1151, wilicc/gpu-burn#1, #69,
NVIDIA/gpu-operator#20, #2596, NVIDIA/DCGM#2, #270, illinois-scicomp/machine-shop-maintenance#80,
pytorch/pytorch#51382, #3022, rwth-i6/returnn#1486, invoke-ai/InvokeAI#1737,
AnswerDotAI/fsdp_qlora#41, woct0rdho/SageAttention#103); threads confirmed only on another user's
rig (trexminer/T-Rex#230, #415, IAHispano/Applio#1016); hedged or unsettled endings
(keras-team/keras#1990 'more than likely due to overheating', tensorflow/tensorflow#38372 a
different card helped but the cause stayed unclear, ROCm/tensorflow-upstream#213 heat or power on
an AMD card); and causes that were not the hardware (AlexeyAB/darknet#7799 fixed by newer code,
marian-nmt/marian#251 the training data).

At first look (the doctor of commit fce2edd) the cause was named in 1 of the 7 broken logs,
first; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="synology-tesla-p4-no-fan-overheats-device-handle-unknown-error",
        source=_GH + "pdbear/syno_nvidia_gpu_driver/issues/22",
        text=r"""on DSM 7.2.1-69057 Update 5

on Synology DS1621+

Telsa P4 GPU

It was working fine and I rebooted it.

It now says unable to detect the GPU device. 

SSH'd into my NAS, `nvidia-smi` shows:

```
$ nvidia-smi
Unable to determine the device handle for GPU0000:07:00.0: Unknown Error
```

There weren't any errors and I can stop/start the NvidiaGPU Driver spk without any problems.""",
        expected_cause="gpu-overheating",
        note="2024. The driver package's maintainer (pdbear): 'tesla p4 need fan, it will over heat and shutdown if not.' Issue closed after that answer (the Tesla P4 is passively cooled and a NAS gives it no airflow, so it overheated and dropped off). Synology DSM is Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="trex-miner-rtx-3060-goes-idle-bad-riser",
        source=_GH + "trexminer/T-Rex/issues/600",
        text=r"""Hi. I’ve updated to new trex and my gpu RTX 3060 goes idle every now and then. I’ve total 5 GPUs
With oc -502
1220
And power limit 70 for 4 GPUs. All are EVGA. 
the GPU which keeps crashing has oc -502, 1050 and power limit 69. 
it used to be better with older version of trex. Crashed like every 10 days. Also now when it crashes it restarts itself, sometimes, but changes the OC the gpu which crashing to default. Any idea what could be a problem?

cheers!""",
        expected_cause="gpu-hardware-fault",
        note="2021. The poster: 'I tried to change the riser of the gpu which was crashing all the time. It’s 36 hours without crash now.' and a week later 'It’s more then a week without crash. I would say problem solved - wrong riser.' Issue closed. The platform is not stated; the offsets (-502 core, +1220 memory) and a power limit in percent are MSI Afterburner's, so Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="nnunet-docker-3d-crash-psu-spikes-and-faulty-card",
        source=_GH + "MIC-DKFZ/nnUNet/issues/527",
        text=r"""I've been training and running inference with nnunet successfully for a few months but after some recent improvements to our server, 3d models crash the docker container right after training or inference begins. 

Our recent upgrade included installation of new RAM/CPU, updated nvidia drivers, and install of nvidia-runtime-patch. Our server is running a GeForce RTX 2080 Ti, equipped with cuda v 11.2, driver 460.32.03. I've tried using the fabianisensee/isen2020 image, and running with:
`docker run --gpus all —name ds_nnunet -it --ipc=host --shm-size=10g -v /mnt/Data:/DataMount fabianisensee/isen2020 /bin/sh`
I add `export OMP_NUM_THREADS=1` to my bashrc along with  nnUNet_raw_data_base, etc. paths. 

2d models seem to run fine within this container, but 3d inference leads to a crash before any .gz result files are generated (pkl file is generated) and training similarly crashes right away. I've tried using a few nnunets that I've trained over the last few months on different datasets and hit the same crash issue.

I've also spun up the same job within a virtualenv on the same machine and can run 3d there without issue...so seems like a docker-specific issue. Do you have any troubleshooting suggestions?""",
        expected_cause="gpu-hardware-fault",
        note="2021. The poster's colleague (Scotchman0, who joined the thread for the same servers): 'we had TWO separate problems ... 1. We had a power distribution issue on one of our two systems ... We limited the power supply to 350W on the 3090 GPU from 370 and that seems to have done the trick. on the OTHER machine, however, we simply have what appears to be a faulty card, and spinning up the GPU with any real intensity causes an outage.' The maintainer (FabianIsensee) had found nothing wrong in nnU-Net; the issue was closed at their request.",
        platform="linux",
    ),
    CorpusLog(
        name="ethereum-miner-gtx-1060-on-riser-nvidia-smi-fails-pcie-gen2",
        source=_GH + "Cyclenerd/ethereum_nvidia_miner/issues/40",
        text=r"""I've been mining for a week now with 1 GTX 1060 directly plugged on the MoBo (asrock pro btc 2.0)

I received today 5 other GPUs and the risers and tried to detach the GPU from the MoBo and use the riser, to see if all was well with this setup.

But unfortunately, the GC does not seem to be seen by nvidia-smi when using the riser:

`NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.`

Any idea what could be wrong ?""",
        expected_cause="gpu-hardware-fault",
        note='2017. The poster the same day: \'Solved: To fix this problem, I\'ve had to go to the BIOS and explicitly set the x16 PCIe to "gen2" instead of "auto"\'. Issue closed. The driver and install were fine: the PCIe link through the riser could not hold the faster link speed, so the GPU was unreachable (a connection fault). The project is an Ubuntu-based mining image.',
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-cluster-node-uncorrectable-ecc-error",
        source=_GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/194",
        text=r"""I am seeing a high number of jobs on node dgk713 fail. I primarily train PyTorch models and get the error:

```
RuntimeError: CUDA error: uncorrectable ECC error encountered
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
```

Example job IDs are 632651, 632652, 632653 and 633026-633028.

Raising an issue as this might be a hardware problem.""",
        expected_cause="gpu-hardware-fault",
        note="2024. The poster a month later: 'This has now been investigated and fixed.' Issue closed. The fix was made on the node by the cluster's administrators (JADE, a DGX cluster), not in the poster's code; the thread does not say which part was replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-three-1080ti-training-hangs-riser-x1-slots",
        source=_GH + "AlexeyAB/darknet/issues/2807",
        text=r"""Hi @AlexeyAB ,

I hope you can help me!
I am trying to train a custom dataset on multi-gpu (3x GPU's 1080TI GTX) but it still stops working after 10min - 1h in the middle of nowhere. Only rebooting the system helps to restart the training and the same problem occurs over and over again.

When i just use 2x GPU's it is working fine and runs forever. I've already switched and replaced every GPU to make sure that the GPU isnt the problem, nothing helped so far.

**Command i use:**
`./darknet detector train cfg/names.data cfg/yolov3.cfg  ../screenshots/saved/yolov3_last.weights darknet53.conv.74 -dont_show -gpus 0,1,2`

**My Makefile:**
`....
....
GPU=1
CUDNN=1
CUDNN_HALF=1
OPENCV=1
AVX=0
OPENMP=0
LIBSO=1
ZED_CAMERA=0

DEBUG=0

ARCH= -gencode arch=compute_30,code=sm_30 \
      -gencode arch=compute_35,code=sm_35 \
      -gencode arch=compute_50,code=[sm_50,compute_50] \
      -gencode arch=compute_52,code=[sm_52,compute_52] \
          -gencode arch=compute_61,code=[sm_61,compute_61]

OS := $(shell uname)
ARCH= -gencode arch=compute_61,code=sm_61 -gencode arch=compute_61,code=compute_61
....
....
`""",
        expected_cause="gpu-hardware-fault",
        note="2019. The poster: 'Can be closed, was an issue of the GPU 3 connected to slower pci express port which caused the issue.' and, asked by the maintainer, '2 of the 4 gpu's where connected to the white pci-express slots via riser cards on the ASRock H110 Pro BTC+ Motherboard ... After i switched all gpu's to the black pci-express slots, it's working fine with 4x GPU's (GTX 1080TI)'. Issue closed. A connection fault (risers into the x1 slots). Text cut before the poster's yolov3.cfg listing, where the stored copy of the first post ends.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-rtx-2080ti-hangs-vram-fault-cuda-memtest",
        source=_GH + "pytorch/pytorch/issues/52019",
        text=r"""## Pytorch running on 1050ti and hangs on 2080ti running identical configurations

When running https://github.com/facebookresearch/pytorch_GAN_zoo on a 1050ti and the `nvcr.io/nvidia/pytorch:20.12-py3` docker container the 1050ti will run training but the 2080ti hangs.
 
Driver Configuration: Driver Version: 460.32.03  CUDA Version: 11.2 CUDNN libcudnn8_8.1.0.77 
 
## To Reproduce

Steps to reproduce the behavior:

I have attempted to use "stock" wherever possible so that this is not related to any code I have written. For testing, I am using the https://github.com/facebookresearch/pytorch_GAN_zoo project to reproduce and `nvcr.io/nvidia/pytorch:20.12-py3` container. I also isolate the GPU when running on docker so I can run side by side tests.

1. Clone the project: `git clone https://github.com/facebookresearch/pytorch_GAN_zoo.git`
2. `cd pytorch_GAN_zoo`
3. Create a docker file:

```
FROM nvcr.io/nvidia/pytorch:20.12-py3
WORKDIR /usr/src/app

COPY requirements.txt ./
RUN pip install --no-cache-dir -r requirements.txt

COPY . .
``` 

4. Build the docker container and test nividia-smi for both cards: `docker build . -t pytorch-gan:latest`""",
        expected_cause="gpu-hardware-fault",
        note="2021. The poster, closing the issue: 'Root cause was found to be a memory fault on the board. I installed https://github.com/ComputationalRadiationPhysics/cuda_memtest and tested both devices. The 1050ti had no problems' (the stored copy stops before the 2080 Ti's results; the board with the memory fault is the 2080 Ti that hung). Text cut before the nvidia-smi tables of the first post, where the stored copy's opening ends.",
        platform="linux",
    ),
)
