# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eightieth set of real threads: GPU hardware, heat and power threads (2019-2026) from GitHub issues (issues corpus) in which the GPU itself, its memory, its seating or its power failed under ML work and the thread confirmed it, on repositories new to this kind of record (vllm-project/vllm, verl-project/verl, opendatalab/MinerU, LeelaChessZero/lc0, NVIDIA/open-gpu-kernel-modules, AlexeyAB/darknet, wtdcode/vllm-backport, MIC-DKFZ/nnUNet, oobabooga/one-click-installers, ultralytics/ultralytics).

Broken kinds held: uncorrectable ECC errors on data-centre GPUs (A100, H800) that the poster or
a maintainer traced to the hardware; "unspecified launch failure" that went away with another card
of the same model, or with a new system board carrying the GPU; a GPU that fell off the bus until
it was reseated; NaN losses on a defective RTX 2080 Ti that went back for RMA; an A100 whose HBM
was degrading (Xid 48/63/94) behind engine hangs; a PC that switched off under load until its
power supply was changed; and a DGX workstation whose periodic slowdowns NVIDIA support traced to
a hardware malfunction (no catalogue cause named more precisely). Working runs: 1 (a GPU at
87-88 C while training, confirmed within specification).

The workloads are PyTorch, vLLM, MinerU, lc0 (a CUDA/cuDNN chess network), Darknet and nnUNet;
no TensorFlow thread in this topic turned up that was both new to the corpus and confirmed.
Left out: threads whose only confirmation came from another commenter's case
(NVIDIA/open-gpu-kernel-modules#1151, #900; AnswerDotAI/fsdp_qlora#41; IAHispano/Applio#1016),
threads on AMD GPUs (plaidml/plaidml#371, ROCm/TheRock#5581), Ollama threads, and threads with no
outcome in the stored copy.

At first look (the doctor of commit 52ff818) the cause was named in 5 of 9 broken logs, 4 first
(one more behind a CUDA-libraries finding, and the verl post also drew an out-of-memory finding);
the NaN-loss, engine-hang and power-off posts and the unnamed DGX fault were not named; the
working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="vllm-a100-uncorrectable-ecc-error-hardware-failure",
        source=_GH + "vllm-project/vllm/issues/5222",
        text=r"""[Usage]: RuntimeError: CUDA error: uncorrectable ECC error encountered

### Your current environment

```text
PyTorch version: 2.3.0+cu121
Is debug build: False
CUDA used to build PyTorch: 12.1
ROCM used to build PyTorch: N/A

OS: Ubuntu 20.04.6 LTS (x86_64)
GCC version: (Ubuntu 9.4.0-1ubuntu1~20.04.2) 9.4.0
Clang version: Could not collect
CMake version: version 3.29.3
Libc version: glibc-2.31

Python version: 3.8.10 (default, Nov 22 2023, 10:22:35)  [GCC 9.4.0] (64-bit runtime)
Python platform: Linux-5.4.0-182-generic-x86_64-with-glibc2.29
Is CUDA available: True
CUDA runtime version: 12.4.131
CUDA_MODULE_LOADING set to: LAZY
GPU models and configuration: GPU 0: NVIDIA A100-SXM4-40GB
Nvidia driver version: 550.54.14
cuDNN version: Could not collect
HIP runtime version: N/A
MIOpen runtime version: N/A
Is XNNPACK available: True
...
```""",
        expected_cause="gpu-hardware-fault",
        note="2024. The stored copy holds the title and the environment report; the rest of the opening post is cut off. Maintainer youkaichao: 'This usually means a hardware error, and should be recovered by a new run. If it occurs in every run, it is likely that your hardware is broken.' The poster, DJCoolDev: 'You are right, this was caused due to a hardware failure, working perfectly fine on other hardware.'",
        platform="linux",
    ),
    CorpusLog(
        name="verl-h800-training-uncorrectable-ecc-error-machine-problem",
        source=_GH + "verl-project/verl/issues/407",
        text=r"""RuntimeError: CUDA error: uncorrectable ECC error encountered！！！

训练了几个step后遇到这样的错误，是OOM了吗？

训练机器：4x8H800 80G""",
        expected_cause="gpu-hardware-fault",
        note="2025. Title plus the post (the error itself was a screenshot, not in the stored copy): 'after a few training steps I hit this error, is it OOM?', and the poster's follow-up naming the machines (4x8 H800 80G). Maintainer vermouth1992: 'ecc error is machine problem.' Not disputed; a later commenter restated it as a hardware, not OOM, issue.",
        platform="linux",
    ),
    CorpusLog(
        name="mineru-unspecified-launch-failure-card-swapped-same-model",
        source=_GH + "opendatalab/MinerU/issues/426",
        text=r"""### Description of the bug | 错误描述

2024-08-14 05:45:39.030 | ERROR    | __main__:pdf_parse_main:135 - CUDA error: unspecified launch failure
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

Traceback (most recent call last):

  File "/home/alice/New/MinerU-master/demo/magic_pdf_parse_main.py", line 224, in <module>
    pdf_parse_main(pdf_path)
    │              └ '/home/alice/New/pdf/paper_1.pdf'
    └ <function pdf_parse_main at 0x7fc2be1ba5f0>

> File "/home/alice/New/MinerU-master/demo/magic_pdf_parse_main.py", line 117, in pdf_parse_main
    pipe.pipe_analyze()  # 解析
    │    └ <function TXTPipe.pipe_analyze at 0x7fc2be1ba170>
    └ <magic_pdf.pipe.TXTPipe.TXTPipe object at 0x7fc2b05f0910>

  File "/home/alice/anaconda3/envs/MinerU/lib/python3.10/site-packages/magic_pdf/pipe/TXTPipe.py", line 20, in pipe_analyze
    self.model_list = doc_analyze(self.pdf_bytes, ocr=False)
...

报这个错之后显卡也会无法使用，必须重启服务器之后才可以重新使用显卡。

显存11G，感觉按理来说不应该这样""",
        expected_cause="gpu-hardware-fault",
        note="2024. The later paragraphs are the poster's own comments: after this error the GPU cannot be used until the server is rebooted; the card has 11 GB. The maintainer (myhloli) suspected the GPU's hardware; the poster: '抱歉好像是显卡坏了' (sorry, it seems the card is broken), then '换了张显卡没问题了，换的型号和之前一样的，应该就是显卡出问题了。' (swapped in another card of the same model, no more problem; it was the card).",
        platform="linux",
    ),
    CorpusLog(
        name="lc0-rtx2080-maxq-unspecified-launch-failure-system-board-replaced",
        source=_GH + "LeelaChessZero/lc0/issues/1461",
        text=r"""Using v0.26.3 on Alienware M17 R2 with RTX 2080 (Max Q version) causes the following random errors:

Using cuda-fp16:
Unhandled exception in worker thread: CUDA error: unspecified launch failure (C:\Users\alice\source\lc0-0.26.3\src\neural\cuda\network_cuda.cc:569)

Using cudnn-fp16:
Unhandled exception in worker thread: CUDA error: unspecified launch failure (C:\Users\alice\source\lc0-0.26.3\src\neural\cuda\network_cudnn.cc:788)

This occurred when running a 10 game tournament in Arena using 256x20-t40-1541.pb.gz weights file with lc0 compiled with CUDA 11.1 and cuDNN 8.05 and nvidia driver 457.30. Note that these compiles were specifically for compute_75/sm_75.

It also randomly crashes using the precompiled downloads. I also compiled using CUDA 10.2 and cuDNN 7 (with appropriate nvidia drivers) and still had the same errors. Sometimes it will cause a BSOD bugcheck in Win 10, other times nvlddmkm recovers but shows many errors in event viewer. I also tested in Manjaro linux (I dual boot) and it crashed there as well.

Thinking it was a hardware issue, I ran many CUDA benchmarks (Phoronix Test Suite, Compubench 2.0, and demo samples in the CUDA folder) but did not see any issues.

I ran v0.26.2 and v0.23.0 (both downloaded pre-compiled versions) and also had no issues (I used cudnn-fp-16). Similarly, Fat Fritz does not cause the errors.
...""",
        expected_cause="gpu-hardware-fault",
        note="2020. lc0 runs its neural network on CUDA/cuDNN. First the poster found that underclocking the GPU by 100 MHz stopped the crashes; then, 2021-02-06: 'I had the system board (which also contains the RTX 2080 GPU) replaced in my Alienware m17 r2 and that has fixed the issue with lc0 crashing randomly.' He adds that every benchmark and stress tool had passed on the faulty board. Laptop: the GPU sits on the system board.",
        platform="windows",
    ),
    CorpusLog(
        name="open-gpu-kernel-modules-2080ti-unknown-error-fixed-by-reseating",
        source=_GH + "NVIDIA/open-gpu-kernel-modules/issues/387",
        text=r"""### NVIDIA Open GPU Kernel Modules Version

520.61.05

### Does this happen with the proprietary driver (of the same version) as well?

Yes

### Operating System and Version

Open Suse Leap 15.2

### Kernel Release

Linux host 5.3.18-lp152.106-default #1 SMP Mon Nov 22 08:38:17 UTC 2021 (52078fe) x86_64 x86_64 x86_64 GNU/Linux

### Hardware: GPU

GPU 0: NVIDIA GeForce RTX 2080 Ti (UUID: GPU-67a571b1-79ee-1016-8ea3-c1fff3f1c1d2) GPU 1: NVIDIA GeForce RTX 2080 Ti (UUID: GPU-3e34e62f-d88e-f448-415e-be2cbf2c6178) GPU 2: NVIDIA GeForce RTX 2080 Ti (UUID: GPU-2d540dd6-583b-cf11-80dd-cc28edc1dd62) GPU 3: NVIDIA GeForce RTX 2080 Ti (UUID: GPU-80be5c9a-eb7d-2388-ad7c-7d3ee8f87235)

### Describe the bug

Sometime when using the GPU, the GPU 1 falls out of the bus, and the command nvidia-smi outputs the folllowing error: Unable to determine the device handle for GPU 0000:0B:00.0: Unknown Error.

I checked the temperatures and power usage of GPU 1 before the failure and didn't get anything out of the usual. 

### To Reproduce

Run GPU intensive process and then the error will arise.

### Bug Incidence

Sometimes""",
        expected_cause="gpu-hardware-fault",
        note="2022. A four-GPU deep-learning machine. The poster, DanielCoelho112, eight days later: 'Fixed by reseating GPU.' A card not seated well.",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-rtx2080ti-nan-loss-defective-card-rma",
        source=_GH + "AlexeyAB/darknet/issues/2789",
        text=r"""nan consistently with RTX2080 Ti; works on Azure GPU VM

> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 32
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 23
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 39
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 38
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 46
> 
>  Tensor Cores are disabled until the first 3000 iterations are reached.
>  28: -nan, -nan avg loss, 0.000000 rate, 0.797576 seconds, 1792 images
> Loaded: 0.000000 seconds
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 36
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 46
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 41
> Region Avg IOU: nan, Class: nan, Obj: -nan, No Obj: -nan, Avg Recall: 0.000000,  count: 36
...""",
        expected_cause="gpu-hardware-fault",
        note="2019. Title plus the log the poster quoted (the rest of the opening post is not in the stored copy). The poster, jklemmack: a batch of RTX 2080 Ti cards is 'known to be defective', then 'Closed b/c of hardware defect!'; the same set-up worked on an Azure VM and on a GTX 960M; the card showed random characters on screen and restarted the system under load and 'is currently RMAed at MSI.' The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-backport-a100-engine-hang-failing-hbm-xid48",
        source=_GH + "wtdcode/vllm-backport/issues/62",
        text=r"""[Bug]: DSpark spec decoding on 4xA100 (SM80) — engine hang then "RPC call to sample_tokens timed out" during long-context generation

## Environment

- Image: `lazymio/vllm-backport:latest-sm80` (pushed 2026-09-01, built from master `3bec275739`)
- GPUs: 4× A100-80GB **PCIe** (SM80, no NVLink, 2 sockets), driver 580.178.04
- Model: `deepseek-ai/DeepSeek-V4-Flash-0731` (native FP4 checkpoint), local path
- vLLM version string from logs: `v0.1.dev1+g3bec27573`

## Serve command

```bash
docker run --gpus all --ipc host --shm-size 32g --network host \
  -v <model>:/model:ro -e NCCL_ALGO=Ring -e NCCL_PROTO=Simple \
  lazymio/vllm-backport:latest-sm80 \
  /model --host 0.0.0.0 --port 8082 --served-model-name deepseek-v4-flash \
  --tensor-parallel-size 4 --max-model-len 350000 --gpu-memory-utilization 0.90 \
  --kv-cache-dtype fp8_ds_mla --trust-remote-code --disable-custom-all-reduce \
  --max-num-batched-tokens 4096 --max-num-seqs 8 \
  --compilation-config '{"cudagraph_mode":"FULL_AND_PIECEWISE","cudagraph_capture_sizes":[1,2,4,8,12,16,24,32,40,48],"max_cudagraph_capture_size":48}' \
  --speculative-config '{"method":"dspark","num_speculative_tokens":5}' \
  --enable-auto-tool-choice --tool-call-parser deepseek_v4 \
  --reasoning-parser deepseek_v4 --enable-prefix-caching
```

## Symptom

Serving interactive/agentic chat traffic with DSpark-5. **Two engine hangs within 47 minutes** of produ...

- `dmesg` shows repeated NVIDIA Xid events, **all on the same GPU** (PCI `0000:9c:00`, our GPU2), always in the **same HBM region — FBPA 9 subpartition 1** — but at different physical addresses (local time 03:51 / 05:37 / 15:17 / 15:37 on Sep 5):
  - `Xid 48 / 171`: uncorrectable double-bit ECC (DBE) in HBM framebuffer
  - `Xid 63`: Row Remapper marks a new row for remapping ("reset gpu to activate")
  - `Xid 94` bursts + `Xid 154` (GPU recovery action → Drain and Reset)
- `nvidia-smi -q -i 2 | grep -A4 "Remapped Rows"` grew from **11 to 12 remapped rows**, and **~2 minutes after a full host reboot** (which activates pending row remapping) **a new row failed again**""",
        expected_cause="gpu-hardware-fault",
        note="2026. The opening post (cut off in the stored copy where marked) and, as a second part, the facts from the poster's own later comment (dmesg and nvidia-smi findings), without its conclusion. The poster, happylo: 'Root cause correction: our two hangs were caused by failing HBM on GPU2 (hardware), not by a vllm-backport / DSpark software bug.'; 'the HBM is actively degrading; row remapping cannot keep up', and the same engine death reproduced with other engines (SGLang) on that machine. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="oobabooga-used-3090-pc-powers-off-psu-replaced",
        source=_GH + "oobabooga/one-click-installers/issues/40",
        text=r"""Power off after 3 or 4 input to the webui

i Have 3090 which i bought used a month ago when i start to chat after 3. or 4. text that i sent power goes off on my pc.
i have same issue wih Stable diffussion but not that often. it happend more when i make hires.
can you help me to solve that problem pls""",
        expected_cause="gpu-hardware-fault",
        note="2023. Prose only (title and post). JulianKauth asked whether the power supply could feed the 3090 at full speed ('that sounds like your power supply protection kicks in'); the poster, cemo702: 'Yeah it was POWER issue from my power sup. when i changed it it gone'. A power supply that could not feed the GPU under load. The platform is not stated (windows is a guess from the one-click installer's usual users; not confirmed).",
        platform="windows",
    ),
    CorpusLog(
        name="nnunet-dgx-a100-periodic-slow-epochs-hardware-malfunction",
        source=_GH + "MIC-DKFZ/nnUNet/issues/1351",
        text=r"""drastic periodic change in epoch times during training, even though nothing else runs on the machine during training.

I have a "problem", when training the nnUNet (v1 and v2, same problem) on my NVIDIA DGX A100.

To be honest, I don't know, if it really is a problem, since it appears in a almost perfect periodic way, but as I dug deeper into the code I couldn't find a line, with that I could explain this behavior. 

The setup is:
Nvidia DGXA100 with 4 A100 (40 GB VRAM each)
512 GB RAM 
AMD EPYC 7742 64-Core Processor
Ubuntu 20.04.2 LTS
Python 3.9
nnUNet installation, as stated in your git repository

nnUNet_n_proc_DA = 60, because of 5 modalities to train on (but also tested 32, 40, 50 etc. with the same behavior)

I am the **only one** working on this machine, which makes the behavior even more odd for me.

I train a nnUNet with abdominal MRI with 5 sequences and 8 label classes.
The epoch times range from 43 to 110 seconds. It looks like there's always 4-5 epochs with approx. 40 seconds, 2-3 epochs with approx 110 seconds and then it starts again.
Can you explain this behavior or did you encounter the same "problems" on your machines? 
If not, how could I try to find out, where the problem lies?
I am absolutely clueless on how to debug this..""",
        expected_cause=None,
        note="2023. Prose only (a progress plot was attached as an image). The poster, Nanex101195, a month later: 'we tried to figure out with Nvidia enterprise support. As a result, we found out there is some hardware malfunctioning that occurs during heavy loads of CPU/GPU and they replace the whole station now.' The faulty part of the DGX station is not named (GPU or otherwise), so no catalogue cause is set.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="ultralytics-rtx-a6000-87c-during-training-within-spec",
        source=_GH + "ultralytics/ultralytics/issues/8378",
        text=r"""Hello,
I am starting training on the RTX A6000 graphics card with a dataset consisting of 12k images.

```
model = YOLO("yolov8x.pt")
results = model.train(data="data.yaml", epochs=250, imgsz=512, device='0', batch=8)
```
My question is, the GPU temperature is rising significantly, reaching up to 87°C. Is this normal, or should I review some parameters? Do you have any recommended methods?

I tried 3k images in traininig dataset. Also GPU Temperature reached up to 87°C - 88°C.""",
        expected_cause=None,
        harmless=True,
        note="2024. PyTorch (YOLOv8) training running on the GPU. Denizzje: 'an RTX A6000 is allowed to reach 93c so you are well within spec. GPUs are designed for this so you shouldn't worry too much about it'; maintainer glenn-jocher: 'your RTX A6000 is operating within the safe temperature range'. Not disputed; issue closed. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
