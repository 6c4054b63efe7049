# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A hundred-and-eighty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on text-generation projects built on TensorFlow (latitudegames/AIDungeon, minimaxir/gpt-2-simple, openai/gpt-2, EleutherAI/gpt-neo), found with plain words a user would type.

Broken kinds held: the GPT-2 model of AI Dungeon 2 or gpt-2-simple not fitting in the GPU's memory
(a GTX 1060 6GB twice, an RTX 2070 8GB, a 4GB card), and GPT-Neo's mesh-tensorflow code, written
for TPUs, failing on a single GPU (no catalogue cause). Working runs: 1 (GPT-2 ran on an RTX 2080 Ti
although TensorFlow printed failed pinned host memory allocations). 5 broken, 1 working; 2 of the
6 are prose only.

Small set, all from 2019-2021: most threads on these repositories about the GPU not being used,
missing CUDA libraries or cuDNN errors end without an answer, or with "fixed it" and no word of
how, in the stored copies; the ones with a confirmed cause are mostly out-of-memory reports. Left
out: latitudegames/AIDungeon#125 (2019, two GTX 1080 Ti in SLI, out of memory at start; the poster's
own workaround "disabling sli, adding CUDA_VISIBLE_DEVICES to env and setting it to the gpu to use",
prose only, left out to keep prose-only records to a third) and minimaxir/textgenrnn#239 (2021,
"Fail to find the dnn implementation" on Colab; "%tensorflow_version 1.x" worked for the poster,
but the thread names no cause).

At first look (the doctor of commit 8967b78) the cause was named in 3 of the 5 broken logs, all 3
first (the AI Dungeon opening post, cut before its error, got no finding; the GPT-Neo record, with
no catalogue cause, got none either); the working run was flagged (gpu-out-of-memory, from the
failed pinned host memory allocations).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="aidungeon-gtx1060-windows-oom-play-py-startup",
        source=_GH + "latitudegames/AIDungeon/issues/116",
        text=r"""[BUG] Out of memory when using gpu on windows 10

I have a GTX 1060 gpu card, and when I run python play.py, the following log shows up:

2019-12-11 17:07:40.640433: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2019-12-11 17:07:40.699035: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2019-12-11 17:07:40.765668: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties:
name: GeForce GTX 1060 6GB major: 6 minor: 1 memoryClockRate(GHz): 1.7085
pciBusID: 0000:01:00.0
2019-12-11 17:07:40.766209: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
2019-12-11 17:07:40.816570: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_100.dll
2019-12-11 17:07:40.862802: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cufft64_100.dll
2019-12-11 17:07:40.892844: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library curand64_100.dll
2019-12-11 17:07:40.967200: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cusolver64_100.dll
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. The title is the first line. The stored copy of the opening post stops after the CUDA library lines (the rest of the paste, with the out-of-memory error the title names, is cut off; the '...' marks it). Contributor ruodingt: 'Basically the GPT model is huge and the GPU RAM of your 1060 is not big enough.'; maintainer nickwalton: 'You don't need a v100 you only need a K80 ... most people don't have the specs to run this' and 'Hardware issue not software issue'. Closed; the poster did not dispute it.",
        platform="windows",
    ),
    CorpusLog(
        name="aidungeon-saved-game-gtx1060-6gb-oom-sample-sequence",
        source=_GH + "latitudegames/AIDungeon/issues/109",
        text=r"""Same Error here.

Processor: Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz 4.20 GHz
Installed RAM: 16.0 GB
NVIDIA GeForce GTX 1060 6GB

Windows 10
Version 1903
OS build 18362.476

Using Chrome 78

I have a saved game(that I don't care about) that I can't seem to continue.
```
"Yeah, we won".
> who is the dead captain?
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 1365, in _do_call
    return fn(*args)
  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 1350, in _run_fn
    target_list, run_metadata)
  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 1443, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[1,48,2,25,563,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[{{node sample_sequence/while/concat}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[sample_sequence/while/Exit_3/_1387]]
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. A comment in the thread (by dalinarkholin, whose case was the one answered), not the opening post; the stored copy cuts the traceback after the first root error ('...'). dyc3: 'Are you running it on your GPU or CPU? AI Dungeon 2 requires 12 GB of vram'; dalinarkholin: 'Ah, yeah connected to GPU which only has 6 GB. that's likely it. Thanks'; louisgv: 'This is the same out of memory problem as #156 ... FYI, 6GB is barely enough to hold the model itself'. Closed. Odd: the poster lists Windows 10 and a browser while the traceback's paths are Linux ones (/usr/local/lib/python3.6/dist-packages, as in the game's notebook runtime); the platform is taken from the traceback.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-2-simple-355m-rtx2070-8gb-oom-finetune",
        source=_GH + "minimaxir/gpt-2-simple/issues/119",
        text=r"""Running out of memory training 355M on RTX2070

hello, i've been following the 774M saga for a bit, but in the meantime, i wanted to try finetuning 355M since my dataset is relatively small.
from what i've seen both here and in nshepperd's implementation, people have been training 355M without problems on 1080Tis and other 8GB Vram cards, but it seems it's not my case.
when i try to train 355M i run out of memory with the following error message

```W tensorflow/core/framework/op_kernel.cc:1502] OP_REQUIRES failed at cwise_ops_common.cc:70 : Resource exhausted: OOM when allocating tensor with shape[1,16,1024,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc```

As per title i'm running this on an 8GB RTX2070, i'm runinng on python 3.6.8, tensorflow-gpu 1.14,NVIDIA Studio drivers 431.70, CUDA 10.0, cudnn 7.6.2, and i also tried with tensorflow 1.12 and CUDA 9.0 with cudnn 7.6.2
i should also note that my workstation is based on a windows 10. What can i try in order to train 355M on this workstation?

I'm pretty sure I'm not running anything on the gpu except explorer itself.""",
        expected_cause="gpu-out-of-memory",
        note="2019. The title is the first line; the last paragraph is the poster's reply. Maintainer minimaxir: 'The 355M hits the VRAM ceiling on an 8GB GPU; if you're running anything else on the GPU, that could cause issues.' The poster answered only that nothing else ran on the GPU and did not dispute the ceiling; the stored copy ends there (issue open).",
        platform="windows",
    ),
    CorpusLog(
        name="gpt-2-simple-4gb-gpu-oom-batch-size-1",
        source=_GH + "minimaxir/gpt-2-simple/issues/67",
        text=r"""Best way to not run out of memory?

Training on my 4GB GPU runs out of memory even at a batch size of 1, is there any way that I can make it not do that?""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose only; the title is the first line. Maintainer minimaxir: '4GB VRAM is flat-out not happening. Loading the model itself takes half of that.' The poster did not dispute it; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-neo-predict-single-3080ti-mesh-layout-tpu-only",
        source=_GH + "EleutherAI/gpt-neo/issues/251",
        text=r"""Predict runtime error

**Describe the bug**
Predict runtime error 

**To Reproduce**
Steps to reproduce the behavior:

i run:
   python main.py --model "GPTModels\GPT3_XL\config.json" --auto_layout_and_mesh_shape --gpu_ids device:gpu:0 --predict --prompt example_prompt.txt

and get error (as in the screeenshot)
looks like mesh-tensorflow dont know or dont correctly detect my single gpu device.

**Screenshots**
![image](https://user-images.githubusercontent.com/17796364/138526631-ac76fce8-d88f-4534-8336-5676d839da7e.png)

**Environment (please complete the following information):**
- GPUs: 3080ti
- Configs: GPT3_XL

**Additional context**

i tried different spellings "gpu:0", "0", same

i dont know what's wrong.""",
        expected_cause=None,
        note="2021. Prose only (the error is in a screenshot); the title is the first line. Maintainer StellaAthena: 'We do not officially support GPU with this codebase. People have had success using it with GPUs, but some meaningful changes are necessary.' A second user with the same error on a 2080 Ti: 'Understood.' The poster did not dispute it; closed. The cause is GPT-Neo's mesh-tensorflow layout written for TPUs, not the GPU set-up: no catalogue cause.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="gpt-2-2080ti-pinned-host-memory-alloc-failed-model-runs",
        source=_GH + "openai/gpt-2/issues/213",
        text=r"""Out of Memory Error

I get the below errors when running gpt-2. The model runs in the end and seems to work, but is there any way to fix this?

Thanks!

`
2019-11-19 17:13:26.908876: E tensorflow/stream_executor/cuda/cuda_driver.cc:893] failed to alloc 4294967296 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of m
emory

2019-11-19 17:13:26.913409: W .\tensorflow/core/common_runtime/gpu/gpu_host_allocator.h:44] could not allocate pinned host memory of size: 4294967296

2019-11-19 17:13:26.917233: E tensorflow/stream_executor/cuda/cuda_driver.cc:893] failed to alloc 3865470464 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of m
emory

2019-11-19 17:13:26.921787: W .\tensorflow/core/common_runtime/gpu/gpu_host_allocator.h:44] could not allocate pinned host memory of size: 3865470464
2019-11-19 17:13:26.925608: E tensorflow/stream_executor/cuda/cuda_driver.cc:893] failed to alloc 3478923264 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of m
emory

2019-11-19 17:13:26.930056: W .\tensorflow/core/common_runtime/gpu/gpu_host_allocator.h:44] could not allocate pinned host memory of size: 3478923264
`

I'm using a GTX 2080ti. Does that make sense with this card?""",
        expected_cause=None,
        harmless=True,
        note="2019. The title is the first line; the last line is the poster's reply. Working by the outcome: the poster says 'The model runs in the end and seems to work'. The lines are failed allocations of pinned host (system) memory, shrinking in size, which TensorFlow gets past. A commenter, LoganDark, answered 'You need more GPU memory. Lower your batch size ...'; the poster, on an RTX 2080 Ti, questioned it and the stored copy ends there. The '.\\tensorflow' paths are those of a Windows build.",
        platform="windows",
    ),
)
