# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, trailing spaces)
"""A fifty-third set of real threads, gathered apart: GitHub issues on the trackers of generative and creative code on TensorFlow (GANs, text generation, voice, style transfer, face swapping), any year.

Broken set-ups: GPU memory too small for the model, image size or batch size (inpainting,
GPT-2 fine-tuning, face swapping on 2-3 GB cards, Tacotron and DC-TTS training); GPUs
older than the TensorFlow build or the app allows (Tesla K40m, Quadro K2000); TensorFlow
that cannot be imported (a missing absl, a protobuf it cannot import from); TensorFlow 1.x
asked for on a Python it has no wheel for (Colab, Python 3.8). With no catalogue cause: a
batch size too small to keep the GPU busy, a face-swapping build meant for newer cards,
an NVIDIA driver broken by a Windows update, an NVML library missing from the driver,
TensorFlow 2 installed for TensorFlow-1 code, a CPU without AVX, and a version set that
made the GPU work where the versions before are not told.

Working runs: a photo style transfer that took minutes per image on a laptop GPU at 40 %
use, which its maintainer called normal.

At first look (the doctor of commit 2651953, before this set was read) the cause was named in 6
of the 20 broken logs (8 of them have no catalogue cause), each first; the working run was not
flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="textgenrnn-rtx2070-low-gpu-use-small-batch",
        source=_GH + "minimaxir/textgenrnn/issues/179",
        text=r"""Hi there

When I train textgenrnn on a text file it seems to progress fairly slowly (28ms/step), with high CPU usage (>40%), and low GPU usage (c.10%). As I've got a fairly beefy GPU, a 2070, I'd have expected faster performance with the GPU taking more of the load. Is there any option to pass more of the work onto the GPU? It's recognized by tensorflow, and I've got CUDA and CuDNN installed.

Thanks in advance""",
        expected_cause=None,
        note="Cause: the batch size was too small to keep the GPU busy (no catalogue ID). A commenter asked for the parameters; the poster: 'I've upped the batchsize and this seems to have resolved the problem'. Prose only; OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="inpainting-gmcnn-oom-batch-16",
        source=_GH + "shepnerd/inpainting_gmcnn/issues/65",
        text=r"""tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[4096,128,4,4] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[Node: inpaint_net/b1conv10_atrous/Conv2D = Conv2D[T=DT_FLOAT, data_format="NHWC", dilations=[1, 1, 1, 1], padding="VALID", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](inpaint_net/b1conv10_atrous/SpaceToBatchND, inpaint_net/b1conv10_atrous/kernel/read)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
something like this""",
        expected_cause="gpu-out-of-memory",
        note="A commenter: reduce batch_size from 16; the poster: 'I solved this problem last year ... Less batch_size will reduce the model's performance so that I try to use colab to run it'. OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-gtx1650-extract-oom-wrong-build",
        source=_GH + "iperov/DeepFaceLab/issues/5225",
        text=r"""Choose one or several GPU idxs (separated by comma).

[CPU] : CPU
  [0] : GeForce GTX 1650

[0] Which GPU indexes to choose? :
0

[wf] Face type ( f/wf/head ?:help ) :
wf
[0] Max number of faces from image ( ?:help ) :
0
[512] Image size ( 256-2048 ?:help ) :
512
[90] Jpeg quality ( 1-100 ?:help ) :
90
[n] Write debug images to aligned_debug? ( y/n ) :
n
Extracting faces...
Running on GeForce GTX 1650
  0%|                                                                                          | 0/655 [00:00<?, ?it/s]

Error while processing data: Traceback (most recent call last):
  File "D:\downloads\DeepFaceLab_NVIDIA\_internal\python-3.6.8\lib\site-packages\tensorflow\python\client\session.py", line 1375, in _do_call
    return fn(*args)
  File "D:\downloads\DeepFaceLab_NVIDIA\_internal\python-3.6.8\lib\site-packages\tensorflow\python\client\session.py", line 1360, in _run_fn
    target_list, run_metadata)
  File "D:\downloads\DeepFaceLab_NVIDIA\_internal\python-3.6.8\lib\site-packages\tensorflow\python\client\session.py", line 1453, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[64,642,362] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[{{node Pad_1}}]]
...""",
        expected_cause=None,
        note="Cause: a DeepFaceLab build for newer cards used on a GTX 1650 (no catalogue ID); the maintainer (iperov): 'download build for 2080ti and earlier'; the poster did not dispute and a later comment calls it answered. The OOM in the log is the symptom. Windows.",
        platform="windows",
        consequences=frozenset({"gpu-out-of-memory"}),
    ),
    CorpusLog(
        name="gpt2-colab-6gb-card-oom-training",
        source=_GH + "ak9250/gpt-2-colab/issues/8",
        text=r"""Hello,
How much memory is required to run this model? I get out of memory errors with a graphic card having 6GB of memory.
Not enough memory or local problem?
Thanks,""",
        expected_cause="gpu-out-of-memory",
        note="The poster later: 'Solution was to use --memory_saving_gradients. Training does need a lot of memory!'. Prose only; OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="yourai-gpt2-train-gpu-oom",
        source=_GH + "M4cs/yourAI/issues/5",
        text=r"""When attempting to train with GPU I run into OOM errors, what do I do to fix this?""",
        expected_cause="gpu-out-of-memory",
        note="The poster: 'Fixed it with this https://github.com/minimaxir/gpt-2-simple/issues/63' (a GPT-2 memory work-around). Prose only, weak evidence; OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-rtx3080-windows-import-error-no-absl",
        source=_GH + "deepfakes/faceswap/issues/1339",
        text=r"""OS：windows 10
GPU:3080  
GPU driver version:536.99
conda:23.7.2
py:3.10

ERROR    There was an error importing Tensorflow. This is most likely because you do not have TensorFlow installed, or you are trying to run tensorflow-gpu on a system without an Nvidia graphics card. Original import error: No module named 'absl'""",
        expected_cause="tensorflow-import-failed",
        note="The poster: 'sry,i fixed it by reinstalling tensorflow, this issue can be closed' (a TensorFlow install missing its absl dependency). Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="faceswap-windows-import-error-protobuf-builder",
        source=_GH + "deepfakes/faceswap/issues/1386",
        text=r"""It gives me this message when i try to run it.
I reinstalled everything from drivers, to cuda, and tensorflowm but still doesnt work.

H:\faceswap\faceswap>"C:\ProgramData\Miniconda3\scripts\activate.bat"   && conda activate "faceswap"   && python "H:\faceswap\faceswap/faceswap.py" gui
Setting Faceswap backend to NVIDIA
05/01/2024 16:38:55 INFO     Log level set to: INFO
05/01/2024 16:38:55 ERROR    There was an error importing Tensorflow. This is most likely because you do not have TensorFlow installed, or you are trying to run tensorflow-gpu on a system without an Nvidia graphics card. Original import error: cannot import name 'builder' from 'google.protobuf.internal' (C:\ProgramData\miniconda3\envs\faceswap\lib\site-packages\google\protobuf\internal\__init__.py)
05/01/2024 16:38:55 INFO     Press "ENTER" to dismiss the message and close FaceSwap""",
        expected_cause="tensorflow-import-failed",
        note="The maintainer (torzdf): 'Most likely a conflict issue on your system' (a protobuf that TensorFlow cannot import from), pointing to the FAQ for a clean environment; the poster did not dispute and the issue was closed. Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-gtx1060-nvml-unknown-error-after-windows-update",
        source=_GH + "iperov/DeepFaceLab/issues/191",
        text=r"""Hello,
I have GTX1060 GPU with 6GB ram, and prebuilt windows app was working perfectly... But after the latest Windows 10 Update, something seems to be broken and Im getting this error while extracting faces:
gpufmkmgr.pynvml.NVMLError_Unknown: Unknown Error

I have tried the latest Windows build: DeepFaceLabCUDA9.2SSE
And while extracting it goes through only 1st pass, and nothing happens afterwards:

Performing 1st pass...
Running on Generic GeForce GPU #0.

Can anybody please help ?""",
        expected_cause=None,
        note="Cause: the NVIDIA driver broken by a Windows update (no catalogue ID). The maintainer (iperov): 'reinstall video drivers from geforce.com'; the poster: 'Finally all set and working.. thanks' after removing the old driver with DDU and installing the new one. Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-gtx1060-nvml-shared-library-not-found",
        source=_GH + "iperov/DeepFaceLab/issues/49",
        text=r"""Hello,
I downloaded the prebuilt Torrent and tried to Run it. I was successfully able to create frames, but Im stuck at extracting faces.
It throws an error saying "NVML shared library not found" I have Nvidia 1060 and installed cuda 9.
I have tried Openfaceswap, it worked with half face...  but I need to model using DFaker full face. Please help.
Thanks.""",
        expected_cause=None,
        note="Cause: the driver's NVML library (nvml.dll) missing (no catalogue ID). The maintainer (iperov): 'update nvidia drivers'; the poster could not install the driver and 'downloaded the standalone nvml.dll and it worked'. Prose only. Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-tesla-k40m-below-minimum-compute-capability",
        source=_GH + "iperov/DeepFaceLab/issues/140",
        text=r"""## Expected behavior
I have a k40 graphics card，but your software says that Tesla K40m does not meet minimum required compute capability: 3.7. Falling back to CPU mode.TeslaI k40m's compute capability is 3.5,and I want to use gpu for calculations, why does the software always call cpu calculations automatically? This is very slow 

## Actual behavior
 The software always call cpu calculations automatically

## Steps to reproduce

I just want to force the operation using gpu.

## Other relevant information
- **Command lined used (if not specified in steps to reproduce)**: main.py ...
- **Operating system and version:** Windows
- **Python version:**  3.6.4""",
        expected_cause="compute-capability-too-old",
        note="The maintainer (iperov): 'because' ... 'you can downgrade to tensorflow-gpu==1.10.0 this will work with 3.5 but in further updates DFL will be upgraded to 1.13.0 result it will no longer work'; the poster did not dispute. Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-quadro-k2000-compute-capability-3-0",
        source=_GH + "iperov/DeepFaceLab/issues/103",
        text=r"""Is there a way how to use an Nvidia Quadro K2000 (2GB) compute capability 3.0? I think that would also work much faster than just with a cpu?

Thanks!""",
        expected_cause="compute-capability-too-old",
        note="The maintainer (iperov): 'I dont know such way. Even tf 1.4.0 requires CC = 3.5'; the poster did not dispute. Prose only; OS not stated (windows assumed from the prebuilt DFL builds).",
        platform="windows",
    ),
    CorpusLog(
        name="watermark-removal-colab-tensorflow-1-15-no-distribution",
        source=_GH + "zuruoke/watermark-removal/issues/25",
        text=r"""pip install tensorflow==1.15.0 in colab ERROR

ERROR: Could not find a version that satisfies the requirement tensorflow==1.15.0 (from versions: 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.11.1, 2.12.0rc0, 2.12.0rc1, 2.12.0, 2.12.1, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0, 2.14.1, 2.15.0rc0, 2.15.0rc1, 2.15.0)
ERROR: No matching distribution found for tensorflow==1.15.0""",
        expected_cause="python-version-unsupported",
        note="The poster: 'use python3.6 docker image solving this problem' (TensorFlow 1.15 has no wheel for Colab's Python). Title line plus pip output. Colab (linux).",
        platform="linux",
    ),
    CorpusLog(
        name="face-gan-demo-tensorflow-1-15-python-3-8",
        source=_GH + "streamlit/demo-face-gan/issues/12",
        text=r"""How do I resolve this error?

```
ERROR: Could not find a version that satisfies the requirement tensorflow==1.15.2 (from -r requirements.txt (line 14)) (from versions: 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.3.0rc0, 2.3.0rc1, 2.3.0rc2, 2.3.0)
ERROR: No matching distribution found for tensorflow==1.15.2 (from -r requirements.txt (line 14))
```""",
        expected_cause="python-version-unsupported",
        note="A maintainer (randyzwitch): 'Per our README, this demo does not currently work with Python 3.8'; the poster did not dispute and the issue was closed. OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-2-simple-tensorflow-2-no-contrib",
        source=_GH + "minimaxir/gpt-2-simple/issues/137",
        text=r"""ModuleNotFoundError: No module named 'tensorflow.contrib'

I had ran the program initially and I didn't have tensorflow installed and so got a module error telling me that Tensorflow wasn't installed.  Then I pip installed it and now I am getting this error.  I googled this error, and have found out that TF 1.14 moved contrib to contrib.trt.  Since I just installed TF and have the most recent version, this may be why I am encountering the error, but I don't see it listed in the requirements txt on the repo, so I am unsure.  Can you assist?  For the record, I am trying to run this within pythonanywhere.""",
        expected_cause="code-for-tensorflow-1",
        note="Expected cause given when the catalogue gained code-for-tensorflow-1 (TensorFlow 1 code under TensorFlow 2); before, no catalogue cause. Cause: TensorFlow 2 installed for TensorFlow-1 code (no catalogue ID). A commenter asked whether it was TF 1 or 2; the poster: 'Nope.  That must be what it is.  I have TF 2.'; the maintainer: 'that is a TF 2.0 warning, currently this package doesn't support it'. Title line plus prose. pythonanywhere (linux).",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-2-first-gen-i3-no-avx-tensorflow-aborts",
        source=_GH + "openai/gpt-2/issues/34",
        text=r"""My CPU doesn't support Tensorflow AVX instructions

I was able to install all the requirements. However while generating samples, getting the following error. I have an Intel i3 First gen Processor and running Ubuntu 18.

_2019-02-16 03:12:49.453982: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
Aborted (core dumped)_""",
        expected_cause="cpu-without-avx",
        note="Cause: a CPU without AVX under a TensorFlow wheel built with AVX. The poster, in the same post: 'I then installed Tensorflow 1.5 (pip3 install tensorflow==1.5). The sample was generated'. Ubuntu.",
        platform="linux",
        consequences=frozenset({"tensorflow-crashed"}),
    ),
    CorpusLog(
        name="tacotron2-gpu-util-zero-fixed-by-version-set",
        source=_GH + "Rayhane-mamah/Tacotron-2/issues/271",
        text=r"""seems gpu not been used

I run `python3 train.py --model='Tacotron'` with default parameters in hparams.py. But when I check GPU using with `nvidia-smi`, Gpu-Util is 0%.
 Is there any one got same question? 
Thank you very much!""",
        expected_cause=None,
        note="Cause told only as a version set: the poster later 'changed some package's verson of my environment: tf-gpu==1.10 cuda==9.0 cudnn==7.1 ... Then it worked' (the versions before are not given; no catalogue ID can be confirmed). Prose only; OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-gtx840m-2gb-oom-training",
        source=_GH + "deepfakes/faceswap-playground/issues/174",
        text=r"""tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor of shape [3,3,1024,2048] and type float

## Expected behavior

The script should start training after being given the two input directories and leaving all settings to default (except for the verbose and preview options, which are enabled). I also tried running it with LowMem model.

## Actual behavior

I get the following error: [https://pastebin.com/bQvH80ww](https://pastebin.com/bQvH80ww). I believe it's because I don't have enough VRAM (it's running on my laptop's GTX 840M with 2GB memory), but I don't know how to lower VRAM usage.

## Steps to reproduce

Ran `python3 faceswap.py train -A ./data/siri -B ./data/meb -m ~/faceswap/models/ -p -v` while in the faceswap directory

## Other relevant information
- **Operating system and version:** elementary OS 0.4.1 Loki, built on "Ubuntu 16.04.3 LTS", Linux 4.13.0-43-generic
- **Python version:** 3.5.2
- **Faceswap version:** Latest commit 049a4e5
- **Faceswap method:** GPU
- **Other related issues:** #13 #21""",
        expected_cause="gpu-out-of-memory",
        note="A maintainer (bryanlyon): '2gb or 3gb cards are not supported.  4gb cards can use lowmem 6gb+ cards can use original'; another: 'LowMem and batch-size 2 should work'; the poster did not dispute. Title line plus the issue form. Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-3gb-card-training-crash-oom",
        source=_GH + "deepfakes/faceswap-playground/issues/283",
        text=r"""Hello,

I am currently trying to carry out a face swap using the step by step guide provided on GitHub using the GUI. The extract process seems to work perfectly for both image and videos but when I then try to train using the extracted images I get a Critical Error and it crashes. I have tried reading the crash log but it doesn't make much sense to me.

I have attached the file and hopefully someone can figure it out for me. I have already tried `git pull --all` and `pip install --upgrade -r requirements.txt` and although it did update one thing I still get a Critical Error.

[crash_report.2019.05.07.201128226255.log](https://github.com/deepfakes/faceswap-playground/files/3154295/crash_report.2019.05.07.201128226255.log)

Thanks in advanced""",
        expected_cause="gpu-out-of-memory",
        note="The maintainer (torzdf), from the attached crash report: 'OOM = Out of Memory. 3GB card is cutting it fine, especially on windows' (lower batch size, memory-saving options); the poster: 'I had a feeling it was due to a resource issue'. Prose only, the log is an attachment (weak). Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="dc-tts-2080ti-ssrn-training-oom-batch-32",
        source=_GH + "Kyubyong/dc_tts/issues/55",
        text=r"""Error occur when runnning "python train.py 2"

I have ran "train.py 1 " to >400k.

When I run "train.py 2", I ran in to OOM.
Below is the log from the command.
https://pastebin.com/3hgn7rnd

I am using a 2080 ti and have 64gb ram.
I am using python3.7, cuda 10.0 and tensorflow 1.14.0""",
        expected_cause="gpu-out-of-memory",
        note="The poster later: 'I have to lower thr batch size from 32 to 16 to get it to work'; another user confirms the same fix. Title line plus prose; the log is a link (weak). OS not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="tacotron2-gtx1050ti-4gb-default-hparams-oom",
        source=_GH + "Rayhane-mamah/Tacotron-2/issues/85",
        text=r"""GPU Memory Needs - OOM

My GTX 1050 ti has 4 GB of memory (and somehow it gets another 8 GB from main memory or disk on occasion??)

Anyway, that's too little to run the default hyperparameters. I get out of memory messages and then it crashes.
...""",
        expected_cause="gpu-out-of-memory",
        note="The poster, in the same post: 'I did get it to run with tacotron_batch_size = 16 and outputs_per_step = 4' (the rest of the post, his experiments with smaller settings, is cut here). Prose only. OS not stated (linux assumed).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- harmless
    CorpusLog(
        name="photo-style-transfer-rtx2080-super-laptop-slow-normal",
        source=_GH + "LouieYang/deep-photo-styletransfer-tf/issues/31",
        text=r"""Hi,
It takes about 15-20 mins for transferring a style from one image to another content image. I have RTX 2080 SUPER on my laptop, is this normal?  My GPU runs at about 40%. I am trying to do style transfer for my dataset that has 100,000 images and I think I won't be able to do that with this speed. Any suggestions?""",
        expected_cause=None,
        harmless=True,
        note="The maintainer: 'It is actually normal since this work (paper) is just a start-up of so-called \"photo style transfer\"'; the poster did not dispute. Prose only; OS not stated (linux assumed).",
        platform="linux",
    ),
)
