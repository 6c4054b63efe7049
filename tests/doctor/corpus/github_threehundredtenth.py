# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-tenth set of real threads, gathered apart, from GitHub issues (issues corpus) on speech-synthesis repositories on TensorFlow (Rayhane-mamah/Tacotron-2, keithito/tacotron), found with plain words a user would type.

Broken kinds held: the GPU running out of memory while training Tacotron-2 (twice: a custom
dataset with very long utterances on an 8 GB GTX 1080, and a 4 GB GTX 960 that needs the longest
utterances cut away), and a cuDNN older than the one TensorFlow 1.12 was built with. Working
runs: none met with a confirmation.

Small set, all from 2018-2019: the speech and music repositories searched (Tacotron-2,
keithito/tacotron, Kyubyong/*, ibab/tensorflow-wavenet, buriburisuri/speech-to-text-wavenet,
magenta/ddsp, magenta/magenta, spotify/basic-pitch, marl/crepe, mt3) are old and much of their
GPU trouble is already in the corpus; most of the rest have no confirmation in the stored text
(their resolution, if any, lies past the stored opening). One more confirmed thread, prose only,
was left out to keep prose-only records to a third: Kyubyong/dc_tts#58 (2019; "How to make
tensorflow use gpu?", the poster thanked for "uninstall the current version of tensorflow, then
use `pip install tensorflow-gpu==1.14`" and reported it working, a CPU-only tensorflow package).

At first look (the doctor of commit b5d4f26) the cause was named in 3 of 3 broken logs, all 3 first; no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rayhane-tacotron2-russian-data-gtx1080-oom-long-utterances",
        source=_GH + "Rayhane-mamah/Tacotron-2/issues/13",
        text=r"""Hello,

I'm trying to train your model with my custom Russian language data on GeForce GTX 1080 with 8Gb RAM. And when batch_size is set to anything greater than 8, I'm constanly getting out of memory error somewhere between steps 8-19. Do you have any idea why could it happen? 
```
2018-04-10 16:52:27.494495: W tensorflow/core/common_runtime/bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 591.41MiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2018-04-10 16:52:37.495788: W tensorflow/core/common_runtime/bfc_allocator.cc:275] Allocator (GPU_0_bfc) ran out of memory trying to allocate 118.28MiB.  Current allocation summary follows.
2018-04-10 16:52:37.540543: W tensorflow/core/common_runtime/bfc_allocator.cc:279] ****************************************************************************************************
2018-04-10 16:52:37.540674: W tensorflow/core/framework/op_kernel.cc:1202] OP_REQUIRES failed at random_op.cc:202 : Resource exhausted: OOM when allocating tensor with shape[16,3785,512] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Exiting due to exception: OOM when allocating tensor with shape[16,3785,512] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
...
  4.27MiB from model/optimizer/gradients/model/inference/decoder/while/CustomDecoderStep/Location_Sensitive_Attention/add/Enter_grad/zeros
  4.27MiB from model/inference/decoder/while/CustomDecoderStep/Location_Sensitive_Attention/add
  4.27MiB from model/inference/decoder/while/CustomDecoderStep/Location_Sensitive_Attention/add
  4.27MiB from model/inference/decoder/while/CustomDecoderStep/Location_Sensitive_Attention/add
...
  Remaining 41046 nodes with 5.32GiB
```""",
        expected_cause="gpu-out-of-memory",
        note="2018. The maintainer, Rayhane-mamah, named the cause: 'Memory errors are due to 3 major factors: length of your dataset ... your RAM (or VRAM) can be exhausted, especially if the data has too many mel frames to predict ... Batch size ... Reduction factor (outputs_per_step)' and 'Your GPU load is saturating really fast'; later in the thread he confirmed 'that wavs longer than 20 sec might be extremely challenging, not only for the hardware'. Not disputed (closed). The stored copy cuts the log between the exception and the allocation summary (marked '...'). The first allocator line is the harmless 'not a failure' kind; the real failure follows.",
        platform="linux",
    ),
    CorpusLog(
        name="keithito-tacotron-tf112-cudnn-703-loaded-built-714",
        source=_GH + "keithito/tacotron/issues/296",
        text=r"""how to run train.py on tensorflow 1.12.0

i run this train.py in tensorflow 1.12.0 ,but this have an error :
2019-07-24 11:12:20.997008: E tensorflow/stream_executor/cuda/cuda_dnn.cc:363] Loaded runtime CuDNN library: 7.0.3 but source was compiled with: 7.1.4.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2019. The first line is the issue title. A commenter, ronykalfarisi, answered 'you need to upgrade your CuDNN to 7.5'; the poster did not reply or dispute (issue open). The confirmation is weak in the thread itself, but the TensorFlow line states the mismatch outright (cuDNN 7.0.3 loaded, 7.1.4 or a later 7.x minor needed). Platform not stated; the source paths are the Linux build's.",
        platform="linux",
    ),
    CorpusLog(
        name="rayhane-tacotron2-gtx960-4gb-oom-unless-max-mel-frames-80",
        source=_GH + "Rayhane-mamah/Tacotron-2/issues/210",
        text=r"""More time or shorter sentences to fight OOM-Exception

When using my GPU(GeForce GTX 960, 4GB VRAM), I need to set max_mel_frames to 80 for tensorflow to not throw an OOM-Exception. Then I get about 1 second per step and it runs in the background without interfering my work.
Using `clip_mels_length = False` and no GPU, I get no OOM-Exception but each step takes 70 seconds at best and my computer becomes unusable.
Do you have any ideas for a workaround?""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only; the first line is the issue title. The poster's own runs confirm the cause: the OOM goes away on the 4 GB GPU only when the longest utterances are cut (max_mel_frames=80), and never happens on the CPU. A commenter, splitice: 'From my experience a minimum of 6GB is going to be required to train even a reduced length model with a batch size of 16'. Platform not stated in this thread; the same poster's Tacotron-2#196 log shows Windows paths (E:\\Python\\Projekte\\Tacotron-2).",
        platform="windows",
    ),
)
