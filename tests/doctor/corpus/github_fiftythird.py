# ruff: noqa: E501 - log lines are quoted verbatim
"""A fifty-third set of real threads, gathered apart: GitHub issues on the trackers of generative and creative code on TensorFlow (GANs, text generation, voice, style transfer, face swapping), any year.

Broken set-ups: GPU memory too small for the model, image size or batch size (inpainting,
face swapping, text generation); a GPU kept nearly idle by a batch size too small for it
(no catalogue cause); a face-swapping build meant for newer cards on an older one (no
catalogue cause).

Working runs: a photo style transfer that took minutes per image on a laptop GPU at 40 %
use, which its maintainer called normal.
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
