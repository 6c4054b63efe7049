# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""An eighty-sixth set of real threads, gathered apart, from leads met while gathering (IDEs, applications' own settings, older GPUs, cuDNN failing to start), any year.

Broken kinds held: an application that sets CUDA_VISIBLE_DEVICES itself and hides the GPU
(BirdNET-Analyzer), a TensorFlow that looks for CUDA 11 where CUDA 10.2 is installed, and a
TensorFlow built from source without kernels for the GPU's compute capability. Working runs: 1
(a SLEAP training run on the GPU that shows only TensorFlow's CPU-instruction notice).

Most leads named for this set (Spyder/Jupyter/PyCharm threads where the GPU is seen in a terminal
but not in the IDE, BirdNET's own CUDA_VISIBLE_DEVICES, TensorFlow 2.3 on compute capability 5.0
GPUs, "Failed to get convolution algorithm" threads) either showed no resolving turn in the stored
text or were already in the corpus; only what the stored threads confirm is recorded here.

At first look (the doctor of commit 05f5bd2, before this set was read) the cause was named in 2
of the 3 broken logs, one first (a build without kernels for the GPU, whose GPU the post does not
name, read first as a GPU newer than the build); the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="birdnet-analyzer-own-cuda-visible-devices-cuinit-no-device",
        source=_GH + "birdnet-team/BirdNET-Analyzer/issues/14",
        text=r"""python analyze.py
E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2024. The log is from Mattk70's comment (not the opener) in the thread; BirdNET-Analyzer's analyze.py sets os.environ[\"CUDA_VISIBLE_DEVICES\"] itself. He confirmed it for his own run: 'When I change CUDA_VISIBLE_DEVICES to \"0\", this line ... disappears from the output ... I also see the python process activity on the GPU ... so I know the GPU is being used.' Platform not stated (a CUDA build of TF 2.11+, so Linux or WSL2).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-import-looks-for-cuda-11-with-cuda-10-2-prose",
        source=_GH + "tensorflow/tensorflow/issues/53390",
        text=r"""I am getting error while importing tensorflow where it is looking cuda 11.0 version, I have cuda with 10.2, unable to find compatible TF version with 10.2.

Can anyone confirm the TF version ?""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. The poster (pn12) closed it himself: 'It's resolved now, there was a version compatibility issue among cuda , tf , cudnn.' (a TF built for CUDA 11 with only CUDA 10.2 installed). TF version and platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf24-source-build-without-cc61-kernel-image-invalid",
        source=_GH + "tensorflow/tensorflow/issues/41976",
        text=r"""TF 2.4.0 build from source gets InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid.""",
        expected_cause="compute-capability-too-old",
        note="2020. Only the title's error line survives in the stored thread. The poster (RayLucchesi) found it himself: 'Turns out I need to rebuild from source with compute capability 6.1 to support the GeForce 1070/1070 Titan GPUs' and then 'After rebuild from source (TF 2.4) and using the correct CUDA GPU compute capability, 6.1, it now seems to work once I delete stubs from LD_LIBRARY_PATH. So as far as I'm concerned you can close this issue.' The build had no kernels the 6.1 GPU could run (a second, smaller fix: the CUDA stubs directory on LD_LIBRARY_PATH). Linux (LD_LIBRARY_PATH).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="sleap-134-training-run-on-gpu-onednn-notice",
        source=_GH + "talmolab/sleap/pull/1927",
        text=r"""INFO:sleap.nn.training:Auto-selected GPU 0 with 23719 MiB of free memory.
INFO:sleap.nn.training:Using GPU 0 for acceleration.
INFO:sleap.nn.training:Disabled GPU memory pre-allocation.
INFO:sleap.nn.training:System:
GPUs: 1/1 available
  Device: /physical_device:GPU:0
         Available: True
        Initalized: False
     Memory growth: True
INFO:sleap.nn.training:
INFO:sleap.nn.training:Initializing trainer...
INFO:sleap.nn.training:Loading training labels from: /home/alice/sleap-estimates-animal-poses/datasets/drosophila-melanogaster-courtship/drosophila-melanogaster-courtship/courtship_labels.slp
INFO:sleap.nn.training:Creating training and validation splits from validation fraction: 0.1
INFO:sleap.nn.training:  Splits: Training = 90 / Validation = 10.
INFO:sleap.nn.training:Setting up for training...
INFO:sleap.nn.training:Setting up pipeline builders...
INFO:sleap.nn.training:Setting up model...
INFO:sleap.nn.training:Building test pipeline...
2024-09-03 10:54:19.052567: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.""",
        expected_cause=None,
        harmless=True,
        note="2024. Working run: roomrys (SLEAP maintainer) posted this Linux training run of the 1.3.4 build in the PR as the passing GPU test ('Using GPU 0 for acceleration', 'GPUs: 1/1 available'). The only TensorFlow line is the oneDNN CPU-instruction notice; the stored text ends there, mid-line, and the cut line is left out.",
        platform="linux",
    ),
)
