# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on speech-synthesis and audio applications built on TensorFlow (TensorSpeech/TensorFlowTTS, amirbar/speech2gesture, CorentinJ/Real-Time-Voice-Cloning), found with plain words a user would type.

Broken kinds held: an RTX 3090 (compute capability 8.6) under a TensorFlow built for CUDA 10.1
(training loads for an hour, ptxas rejects sm_86, every loss is NaN), a cuDNN that did not fit
the CUDA 9.0 TensorFlow stack on Colab (CUDNN_STATUS_NOT_INITIALIZED), and the GPU's memory too
small for the synthesizer's batch (prose only). Working runs: none met.

Small set, mostly older threads: the repositories of this field (deezer/spleeter, magenta,
Real-Time-Voice-Cloning, Tacotron-2, keithito/tacotron, TensorFlowTTS) have many GPU threads, but
most were already in the corpus, and most of the rest end without a confirmed cause in the stored
copy (closed as stale, answered with 'try X', or the resolution lies past the stored opening).
Only one record is from 2021 or later. Left out: lokkelvin2/dc_tts_GUI#7 (2020, prose only), where
the maintainer's answer was hedged ('I believe the cudart64_100.dll error is related to the
installation of cuda') and the poster did not report back; a second prose-only record would also
have passed a third of the set.

At first look (the doctor of commit 07f25dd) the cause was named in 0 of the 3 broken logs, 0
first; no working run. The doctor named nothing for the RTX 3090 post (sm_86 and CUDA 10.1 stand
in prose) nor for the prose out-of-memory post, and named driver-too-old (from 'possibly
insufficient driver version') for the Colab cuDNN post, which the fix contradicts.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflowtts-rtx3090-cuda101-sm86-ptxas-nan-losses",
        source=_GH + "TensorSpeech/TensorFlowTTS/issues/563",
        text=r"""My server is...
Geforce RTX 3090, Linux 20.04
CUDA 10.1
cudnn 7.6.5

The problom is...
1. The loading time is too long.
After printing max_char_length, the loading time took about 1 hour unlike logs in the below picture.
![image](https://user-images.githubusercontent.com/60208125/118166376-5e7c5a00-b460-11eb-97ed-e1c7061f8c3e.png)

And there was another error that is 'Value 'sm_86' is not defined for option 'gpu-name''.
I found the reason is ptxas file in CUDA 10.1 bin, so I replaced that file with one in CUDA 11.2 bin.
So, the CPU support instructions error happened.
I don't know how fit my gpu with CUDA.

2. All results of tacotron2 and hifiGAN is nan.
I tried many ways, but all ways failed.

CUDA_VISIBLE_DEVICES=1 python examples/tacotron2/train_tacotron2.py   --train-dir ./dump_kss/train/   --dev-dir ./dump_kss/valid/   --outdir ./examples/tacotron2/exp/train.tacotron2.v1/   --config ./examples/tacotron2/conf/tacotron2.kss.v1.yaml   --use-norm 1   --mixed_precision 0   --resume ""
...""",
        expected_cause="compute-capability-unsupported",
        note="2021. The poster (Ellie1013) confirmed the fix, quoted in a later comment by CracKCatZ: 'Yes, I fixed it. I changed the setting to CUDA11, cudnn8, tf2.4 and python3.8, then every problems were fixed. I think the cause was that cudnn was not working, because 3080 accepted to CUDA 11'; CracKCatZ (RTX 3080): 'Fixed it for me too'. An Ampere GPU (sm_86) under a TensorFlow built for CUDA 10.1: the hour-long load is the PTX being compiled for the card, and the CUDA 10.1 ptxas does not know sm_86. Environment in prose, the rest is the poster's words; the stored opening is cut in the second training command.",
        platform="linux",
    ),
    CorpusLog(
        name="speech2gesture-colab-cuda9-cudnn-not-initialized",
        source=_GH + "amirbar/speech2gesture/issues/3",
        text=r"""Hi!

I've tried to run the inference on ellen's checkpoint by installing CUDA 9.0 on Google Colab, and running the command 
```!python -m audio_to_multiple_pose_gan.predict_audio --audio_path speech.wav --output_path output --checkpoint checkpoint/ckpt-step-296700.ckp --speaker ellen -ag audio_to_pose_gans --gans 1```

It throws the following error:

```2019-08-06 01:49:17.499788: E tensorflow/stream_executor/cuda/cuda_dnn.cc:332] could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED```
```2019-08-06 01:49:17.499934: E tensorflow/stream_executor/cuda/cuda_dnn.cc:340] possibly insufficient driver version: 410.79.0```""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Speech audio to gesture (TensorFlow 1.x GAN). The poster (deepconsc) confirmed the fix the same day: 'Well, installing CUDnn manually helped.', with the Colab steps: purge the CUDA packages, install cuda-repo-ubuntu1604_9.0.176 and libcudnn7_7.0.5.15-1+cuda9.0 (the cuDNN built for CUDA 9.0). The driver was not changed, so the 'possibly insufficient driver version' line was not the cause. Odd: the thread names no cuDNN version that was loaded before the fix; the nearest catalogue cause is a cuDNN that did not fit the TensorFlow/CUDA 9.0 stack (Colab shipped its cuDNN for CUDA 10).",
        platform="linux",
    ),
    CorpusLog(
        name="rtvc-synthesizer-gtx1080-8gb-batch32-out-of-memory-prose",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/164",
        text=r"""out of memory, gtx1080, 8gb, batch_size=32

its' perform right, when i use batch_size=16, 
but!, it's down very slowly, 
have anybody know that any h param sets, to reslovtion  is problem?

i have 2gpu, one is gtx1080, other is intel uhd 630, dose any set on h param to relieve the memory when not engouh ?

i have almost 200hours train data, when i get this error .""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose only (the title, then the poster's opening and two later comments). Training the TensorFlow synthesizer (Tacotron) of the toolbox. Confirmed by the poster's own runs (batch_size=32 runs out of the 8 GB, batch_size=16 trains) and by the author CorentinJ: 'Lower max_mel_frames' (a synthesizer hyperparameter; longer utterances take more GPU memory per batch), later 'Yes' to whether an 8 GB GPU is enough. Platform: the same poster's log of this training two days later (issue #167) shows a Windows TensorFlow build (T:\\src\\github\\tensorflow paths).",
        platform="windows",
    ),
)
