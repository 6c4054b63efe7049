# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-fiftieth set of real threads: TensorFlow-based audio, music and speech tools on NVIDIA GPUs (2020), from a GitHub issue on TensorSpeech/TensorFlowTTS.

Broken kinds held: cuDNN 7 not loadable by TensorFlow 2.2 when training TensorFlowTTS's
Tacotron 2, so TensorFlow skipped registering the GPU (the poster's fix: reinstalling cuDNN
from NVIDIA's deb packages after a hand-copied tarball install did not load). All broken: 1;
working runs: 0.

Left out: almost every thread met on these repositories had no confirmation inside the stored
excerpt, or its first post could not be read whole within the look-up budget. Without a
confirmed cause in view: deezer/spleeter#174, #219, #316, #716 and #182 (cuDNN failed to
initialize or the GPU unused; fixes given by others, or a step list the poster could not tie to
a cause), mozilla/DeepSpeech#1105, #2496, #1666, #2285, #2102, #2104, #2861, #3710 (deepspeech-gpu
or tensorflow-gpu looking for CUDA libraries of another release, or training on the CPU; no
reply from the poster in view), keithito/tacotron#116 (TensorFlow 1.5 binary with CUDA 9.1; the
poster's answer cut off), noahchalifour/rnnt-speech-recognition#12 and
hccho2/Tacotron2-Wavenet-Korean-TTS#3 (CUDNN_STATUS_INTERNAL_ERROR; no answer in view), the
Windows cudart64_100.dll / cudnn64_7.dll threads of CorentinJ/Real-Time-Voice-Cloning (#231,
#271, #477, #654, #698; no answer in view). mozilla/DeepSpeech#2211 (allow_growth fixed the
poster's 'Failed to get convolution algorithm') was left out because the stored first post
breaks off before its log. CorentinJ/Real-Time-Voice-Cloning#93 (the poster points at 'Loaded
runtime CuDNN library: 7.2.1 but source was compiled with: 7.4.1') was left out: no fix is
confirmed in view and the platform is not stated. magenta/magenta#1395 (tensorflow-gpu on a Mac,
a maintainer's guess) and coqui-ai/STT#2167 were not settled either.

At first look (the doctor of commit 2bfa426) the cause was named in the one broken log,
first; there is no working run in the set. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflowtts-tacotron2-libcudnn-so-7-missing-gpu-skipped",
        source=_GH + "TensorSpeech/TensorFlowTTS/issues/69",
        text=r"""```
2020-06-27 17:02:49.830830: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusolver.so.10
2020-06-27 17:02:49.831252: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusparse.so.10
2020-06-27 17:02:49.831346: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudnn.so.7'; dlerror: libcudnn.so.7: cannot open shared object file: No such file or directory
2020-06-27 17:02:49.831352: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1598] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2020-06-27 17:02:49.831534: I tensorflow/core/platform/cpu_feature_guard.cc:143] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-06-27 17:02:49.835216: I tensorflow/core/platform/profile_utils/cpu_utils.cc:102] CPU Frequency: 4200000000 Hz""",
        expected_cause="cuda-libraries-missing",
        note="2020. A helper (LLianJJun) asked 'Did you install cuDNN?'; the poster (CalebFenton): 'I reinstalled CUDA, cuDNN, and my Nvidia drivers ... I think the main fix was ensuring cuDNN was installed properly. I installed it by downloading a tarball and manually copying some stuff, but that wasn't working so I installed from the deb files. Once libcudnn was loading, I started to get errors related to ... tensorflow/tensorflow#24496' (later cuDNN-handle and memory errors, a separate step). Issue closed. Text: only the part of the first post's log that the stored copy gave in one piece (the post's opening and the rest of the log, which ends in a training bar stuck at 0/200000, were not reachable); nothing was reworded.",
        platform="linux",
    ),
)
