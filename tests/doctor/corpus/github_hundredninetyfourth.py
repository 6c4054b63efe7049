# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-ninety-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on human-pose and body projects built on TensorFlow: two repositories new to the corpus (imsoo/fight_detection, fangfufu/Linux-Fake-Background-Webcam) and one more ildoonet/tf-pose-estimation thread.

Kinds held: a pose-based action recogniser whose CuDNNLSTM layers cannot run on a MacBook (no
CUDA on macOS), two BodyPix (person/body-part segmentation) Docker set-ups that asked Docker for
NVIDIA GPUs it could not give (an Intel-only machine; a host without the nvidia container
runtime), and a tf-openpose user whose plain `tensorflow` kept inference on the CPU until
`tensorflow-gpu` was installed (prose only). 4 broken, no working run.

Small set, 2018-2021: the pose, hand-tracking, gesture and sign-language threads on GPU trouble
that the searches found (tf-pose-estimation forks, posenet-python, HandPose, handtracking,
MoveNet on desktop, sign-language apps) mostly end, in their stored copies, before any answer or
fix. Left out although confirmed: wolterlw/hand_tracking#8 (2019, prose: the TFLite interpreter
used only CPU on a desktop, no catalogue cause) and jayshah19949596/DeepSign-A-Deep-Learning-
Architecture-for-Sign-Language-Recognition#2 (2020, prose: ResourceExhaustedError on a GTX 1650,
the maintainer said to shrink the input or the layers), to keep prose-only records to a third.

At first look (the doctor of commit 9c59779) the cause was named in 3 of the 4 broken logs, 2
first (the two Docker ones); the MacBook log got macOS named after four other candidate causes,
and the prose-only tf-openpose post got nothing. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="fight-detection-macbook-cudnnlstm-no-gpu-kernel",
        source=_GH + "imsoo/fight_detection/issues/5",
        text=r"""Python action. Py prompts for error

tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' used by node cu_dnnlstm/CudnnRNN (defined at action.py:28) with these attrs: [seed=0, dropout=0, input_mode="linear_input", T=DT_FLOAT, direction="unidirectional", rnn_mode="lstm", seed2=0, is_training=true]
Registered devices: [CPU]
Registered kernels:
  <no registered kernels>

         [[cu_dnnlstm/CudnnRNN]]

Device: MacBook Pro 2016""",
        expected_cause="macos-no-cuda",
        note="2020. OpenPose-based fight (action) recognition; the action model is built from Keras CuDNNLSTM layers. Maintainer imsoo: 'CudnnLSTM is a GPU-only operation. (it depends on CuDNN) So we need to transform CuDNNLSTM to LSTM. (CuDNNLSTM/LSTM weights are interchangeable)', with code that rebuilds the model with plain LSTM layers. The poster did not dispute it (issue left open). The second paragraph is the poster's follow-up comment.",
        platform="macos",
    ),
    CorpusLog(
        name="bodypix-docker-intel-chipset-could-not-select-device-driver",
        source=_GH + "fangfufu/Linux-Fake-Background-Webcam/issues/1",
        text=r"""CPU fallback?

> Note that if you don't manage to set up Nvidia Container Toolkit, Tensorflow will fall back to CPU. This is in fact how I run mine - my GPU is too old for the current version of Tensorflow.

But this still requires you to have Nvidia hardware? With my Intel chipset I get "Error response from daemon: could not select device driver "" with capabilities: [[gpu]]" when starting the bodypix container.""",
        expected_cause="container-toolkit-missing",
        note="2020. BodyPix (TensorFlow.js person segmentation in Node, tfjs-node-gpu) run in Docker with GPUs requested, on a machine with only Intel graphics. Maintainer fangfufu: 'It doesn't require you to have Nvidia hardware, no. It should still run fine. If it doesn't, remove all references to GPU in the Dockerfile.' Issue closed. The quoted paragraph is the README line the poster asked about.",
        platform="linux",
    ),
    CorpusLog(
        name="bodypix-docker-compose-unknown-runtime-nvidia",
        source=_GH + "fangfufu/Linux-Fake-Background-Webcam/issues/85",
        text=r"""```
Creating linux-fake-background-webcam_bodypix_1 ... error

ERROR: for linux-fake-background-webcam_bodypix_1  Cannot create container for service bodypix: Unknown runtime specified nvidia

ERROR: for bodypix  Cannot create container for service bodypix: Unknown runtime specified nvidia
ERROR: Encountered errors while bringing up the project.
```

If using NVIDIA version, docker-compose 1.27.0+ needed to allow for runtime option in file format v3.
```
docker-compose -v
docker-compose version 1.28.3, build unknown
```

Note: I use optimus-manager hybrid mode, because I have an integrated and a nvidia gpu in my laptop.

I have this exact same issue. I'm using Arch Linux and I do have CUDA setup on the host, but when I try to build with the nvidia docker compose file, it doesn't work. I does work with the regular one though.""",
        expected_cause="container-runtime-not-configured",
        note="2021. The NVIDIA docker-compose file of this BodyPix webcam tool sets `runtime: nvidia`. The opening poster (RobinSchapendonk) never found out (the laptop was gone); the last paragraph is a second user, grazzolini, with 'this exact same issue', who then reported the cause himself: 'Ok, so I was missing the nvidia-container-runtime'. The text joins the opening post with that second user's description; the confirmed cause is his. Maintainer fangfufu had asked whether CUDA worked on the host.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-openpose-aws-gpu-server-cpu-tensorflow",
        source=_GH + "ildoonet/tf-pose-estimation/issues/273",
        text=r"""using gpu for predicting/inference?

Hi,

Just a question, I am planning to stream my video frames to a aws gpu server to give me the inference results back, and I cant find anywhere on how to configure the tf-openpose library to use the gpu instead of the cpu. Is it supposed to automatically detect if gpu exists, and use that instead of cpu, or are there any configurations I will have to add in to run the computations on a gpu instead of a cpu?

Greatly appreciate your help.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only. The poster reported the fix himself: 'just solved it by installin tensorflow-gpu instead, and then instantiating the tf-openpose estimator by adding an extra tf_config parameter' (log_device_placement=True, to see the ops placed on /device:GPU:0). The CPU-only `tensorflow` package of the time was installed. The platform is not stated (an AWS GPU server; linux assumed).",
        platform="linux",
    ),
)
