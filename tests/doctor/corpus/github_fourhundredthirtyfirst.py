# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtyfirst set of real threads: programs built on TensorFlow and their users' GPU and CPU setup problems (2018-2020), from GitHub issues on DLR-RM/stable-baselines3, DeepLabCut/DeepLabCut and deeppomf/DeepCreamPy.

Broken kinds held: a reinforcement-learning library (Stable-Baselines3) that its user took for a
TensorFlow program while it runs on PyTorch, whose CPU-only build kept training on the CPU although
TensorFlow saw the GPU; and two programs (DeepLabCut, DeepCreamPy) whose TensorFlow wheels crashed
with "Illegal instruction" on CPUs without AVX. Working runs: none met.

All broken: 3; working runs: none met.

Left out: a small set, because nearly every confirmed thread the searches reached was already held
(e.g. Kyubyong/dc_tts#59, google/lightweight_mmm#23, jkjung-avt/hand-detection-tutorial#37,
ufoym/deepo#149, hill-a/stable-baselines#193, kuku-sichuan/FPN_Faster_RCNN#3,
Unity-Technologies/ml-agents#3729, matterport/Mask_RCNN#615, TachibanaYoshino/AnimeGAN#18,
volotat/DiffMorph#19, microsoft/Recursive-Cascaded-Networks#13). Of the rest, most stored copies
end before any answer or hold only a suggestion nobody confirmed (ina-foss/inaSpeechSegmenter#49,
KoboldAI/KoboldAI-Client#15, hunglc007/tensorflow-yolov4-tflite#240, serengil/deepface#739,
TachibanaYoshino/AnimeGANv2#16, jiyegege/AnimeGANv2_Tensorflow2#4, nicknochnack/TFODCourse#97);
some hold only later comments and not the opening post (amaiya/ktrain#141, serengil/deepface#871,
MaybeShewill-CV/lanenet-lane-detection#310, deeppomf/DeepCreamPy#26); some were solved without a
stated cause (endernewton/tf-faster-rcnn#511, cysmith/neural-style-tf#116,
Unity-Technologies/ml-agents#1600 "[FIXED]"); Blas GEMM failures in ageron/handson-ml2#310/#357,
genforce/idinvert#53 and QingyongHu/RandLA-Net#36 name no cause; mozilla/DeepSpeech#3654 (a
maintainer's AVX verdict on an Ivy Bridge CPU, which has AVX) was not settled;
githubharald/SimpleHTR#162 (a cuDNN DLL in System32) reports a contradictory outcome; threads on
PyTorch, ONNX Runtime or JAX (KoboldAI/KoboldAI-Client#211, j-towns/vdvae-jax#1) are outside the
angle.

At first look (the doctor of commit f09c90c) the cause was named in 2 of the 3 broken logs, both
first; there is no working run in the set. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stable-baselines3-sac-trains-on-cpu-pytorch-not-tensorflow",
        source=_GH + "DLR-RM/stable-baselines3/issues/281",
        text=r"""Do I need specific versions of TF2.x/CUDA/cuDNN to be able to train on GPU? I tried running some of the CoLab notebooks and the model did pick up the GPU on creation, but when I tried it locally it keeps using the CPU for training. I have successfully trained tf models on my GPU before and tf does see it when calling device_lib.list_local_devices(). I have also tried passing device='cuda' when creating the model (specifically SAC) but still defaults to using the CPU.

I am using the following versions:
- Nvidia Drivers 460.79
- TensorFlow 2.4.0
- CUDA 11.0
- cuDNN 8.0.4""",
        expected_cause="framework-cpu-only-build",
        note="2020. The poster (Gbellport) the same day: 'I ended up in this version of stable baselines after following a link that mentioned it had support for TF2.0. After realizing it was built with PyTorch instead, I installed the CUDA dependencies and the \"issue\" is resolved.' Issue closed. Stable-Baselines3 runs on PyTorch; the PyTorch installed was a CPU-only build, so TensorFlow's working GPU setup did not matter. Platform inferred from driver 460.79, a Windows driver number.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-import-illegal-instruction-cpu-without-avx",
        source=_GH + "DeepLabCut/DeepLabCut/issues/170",
        text=r"""**Your Operating system and DeepLabCut version**
Ubuntu 16.04 LTS, with an Anaconda Env, & DeepLabCut2.x 

**Describe the problem**

I recently installed deeplabcut for use with the CPU using the instructions on the installation guide (created an environment for Python 3.6, installed deeplabcut, wxPython and tensorflow) All these tools were correctly installed as when I try to install them again, I receive a message saying the requirement is already satisfied.
However when I open ipython in the environment and type import deeplabcut, I get the following error message. 

"Illegal instruction (core dumped)"

**How to Reproduce the problem**
Steps to reproduce the behavior:
1. Run ipython in the virtual environment
2. import deeplabcut""",
        expected_cause="cpu-without-avx",
        note="2019. Maintainer AlexEMG: 'This is most likely a TensorFlow problem ... Check in particular if AVX is supported by your CPU' (pointing at tensorflow#17411: the TensorFlow wheels from 1.6 on need AVX). The issue was closed and retitled 'Installation Problem - Illegal Instruction (TensorFlow and CPU mismatch)'; no later message from the poster is in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="deepcreampy-illegal-instruction-phenom-ii-no-avx",
        source=_GH + "deeppomf/DeepCreamPy/issues/74",
        text=r"""**Describe the bug**
When I try to run this I get the following unhelpful output:
```
Using TensorFlow backend.   
Illegal instruction
```
Then it just ends without having done anything.

**To Reproduce**
Steps to reproduce the behavior:
1. Clone the repo.
2. Download and unpack the model file to the ./model dir.
3. Add a test image to the decensor_input dir.
4. Setup the environment/install dependencies.
5. Activate the environment.
6. Attempt to run the program.

**Expected behavior**
The program should run and do its thing.

**Installation method**
Did you install DeepCreamPy with the binary? No
Did you run DeepCreamPy's code yourself? Yes. First with dependencies installed through virtualenv/pip and then with pipenv. Both gave the same results.

**Desktop (please complete the following information):**
 - OS: Solus Linux (64 bit, Mate desktop environment)
 - Version: Linux 4.18.16-96.current
 - Supports AVX? No (AMD Phenom II x4 965 CPU)""",
        expected_cause="cpu-without-avx",
        note="2018. Maintainer deeppomf: 'Did you follow the alternate install instructions for CPUs that don't support AVX?'; the poster (Uradamus): 'Those instructions were of no use to me, since they only focus on fixing the issue for Windows users. While there are a few Linux wheel packages for TensorFlow here on GitHub, none of them are for 1.10.0' (the pip TensorFlow 1.10 wheel needs AVX, which the Phenom II lacks). The cause is agreed by both; no fix is reported in the stored copy and the issue stays open.",
        platform="linux",
    ),
)
