# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-twenty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on a lip-sync and lip-reading repository new to the corpus (Rudrabha/LipGAN, Keras on TensorFlow), found with plain words a user would type.

Broken kinds held: a face-detection library (dlib) installed from pip or conda without CUDA,
so the video pipeline's first stage ran on the CPU while the TensorFlow model itself used the
GPU (no catalogue cause), in two threads. Working runs: 0.

Small set, and both records are prose only (the posters gave no log in their opening posts):
the threads on the niche TensorFlow research tools looked for (calcium imaging, spike inference,
audio embeddings, pitch tracking, lip reading, quantum machine learning, bird-sound and speech
segmenters, brain-MRI segmentation) were nearly all already in the corpus, or their stored copies
end before any confirmation. Left out as unconfirmed in the stored text, among others:
marl/crepe#99 (2024, libdevice not found, JIT compilation failed; open, no answer),
keithito/tacotron#300 (2019, cuFFT batched plan failure on an RTX 2070; the poster's own
conclusion without a reported outcome), flatironinstitute/CaImAn#1016 (2022, host memory with
CNMF-E; made to work on another workstation), kr-colab/locator#27 (2021, GPU OOM during
bootstraps; a leak suspected, never settled).

At first look (the doctor of commit 6cd6e3b) the cause was named in 0 of the 2 broken logs, 0
first (neither has a catalogue cause; for both the doctor offered only conditional guesses: a
CPU-only build, CUDA libraries missing, native Windows, the and-cuda extra, macOS); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="lipgan-inference-all-on-cpu-dlib-built-without-cuda",
        source=_GH + "Rudrabha/LipGAN/issues/17",
        text=r"""The process is not using GPU, and CPU is taking 11 hours to complete a 1-minute video. Any idea what could be the reason?""",
        expected_cause=None,
        note="2020. Prose only. Maintainer prajwalkr: 'The code by default uses GPU. Please check if your keras + tensorflow installation is set to use CUDA.' The poster, Nixon1979, confirmed the cause the same day: 'This issue got solved by re-building dlib from source and make it to use cuDNN. Now GPU is getting used' (he then met a GPU out-of-memory error at his batch size, a later and separate matter, left out). The face detector's library (dlib) had been built without CUDA: no catalogue cause. Platform from the poster's later traceback (/data/.../.local/lib/python3.6/site-packages).",
        platform="linux",
    ),
    CorpusLog(
        name="lipgan-face-detection-stage-on-cpu-dlib-pip-build",
        source=_GH + "Rudrabha/LipGAN/issues/7",
        text=r"""Inference is very slow for me, I can see that only the CPU is being used at the beginning (when the two progress bars are loading), only after that, during the second stage that things get a lot faster as the GPU starts kicking in and generate the final results, would it be possible to use the GPU the entire time (especially at the beginning) or that first stage can be done only on the CPU? I'm pretty sure I installed everything correctly.
Thanks for sharing this amazing repo, I'm really impressed with the results!""",
        expected_cause=None,
        note="2020. Prose only. Maintainer prajwalkr: 'The first progress bar is for detecting faces. Check if dlib is using GPU. Otherwise, it would be very slow.' The poster, AndroYD84, confirmed: 'Thanks so much for the help! Now it works perfectly! For anyone having the same problem, I suggest to install Dlib from source, turns out that if you install it from pip or conda and it doesn't detect/compile CUDA ...' TensorFlow used the GPU for the model; the face-detection stage ran on the CPU because dlib was a build without CUDA: no catalogue cause. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
