# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-sixty-first set of real threads from audio, speech and music projects on TensorFlow: GitHub issues (issues corpus) in which the GPU set-up of a speech-recognition toolkit failed, on a repository new to the corpus (athena-team/athena).

Broken kinds held: an example configuration that asks for GPU number 2 on a machine with a
single GPU, behind a start-up check that could never pass with one GPU. Working runs: none.

Very small set: the usual audio, speech and music repositories (TensorSpeech/TensorFlowTTS,
magenta, deezer/spleeter, mozilla/DeepSpeech, CorentinJ/Real-Time-Voice-Cloning, the Tacotron
repositories, ibab/tensorflow-wavenet, BirdNET, coqui-ai/STT) returned almost only threads the
corpus already holds or threads whose stored copy shows no confirmation. Threads left out for
want of a confirmation in the stored text include athena-team/athena#97 (the same assertion
with a GTX 1070 log; no answer stored), athena-team/athena#136 (NCCL failure on four GPUs
and an out-of-memory error on one, named by a maintainer but neither fix reported),
deezer/spleeter#133 and #667 and TensorSpeech/TensorFlowTTS#711 (cuFFT plan failures, no
resolution stored). The one record is prose only (the post names the file and line, no log).

At first look (the doctor of commit 60cdfcd) the cause was named in 0 of the 1 broken log, 0 first (nothing was flagged); the set holds no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="athena-asr-solver-gpu-2-on-single-gpu-machine-assert",
        source=_GH + "athena-team/athena/issues/119",
        text=r"""assert in solver.py and json config makes it not workable for single-GPU envrionments

https://github.com/athena-team/athena/blob/3bddf669e97b8b51db0d563d0d89e60690c55d0e/athena/solver.py#L54

If only one GPU is available, it's always false. 
I had to change it to >= to make it run.

https://github.com/athena-team/athena/blob/3bddf669e97b8b51db0d563d0d89e60690c55d0e/examples/asr/aishell_sub/configs/mtl_transformer_sp.json#L8

I had to change this 2 to 0, too.""",
        expected_cause="requested-gpu-missing",
        note="2020. Prose only. The poster reported the fix that worked in the post itself (the example config's \"solver_gpu\" changed from 2 to 0, and the check `assert len(gpus) > len(visible_gpu_idx)` in athena/solver.py relaxed to >=, 'to make it run'); maintainer Some-random: 'Thank you for spotting this out. We will make a pr to fix it.', and later: \"solver_gpu\" 'means the gpu indexes used to train the model'. Root cause: the configuration asked for GPU index 2 on a one-GPU machine; the start-up assertion (an off-by-one in athena's own check) failed before TensorFlow could.",
        platform="linux",
    ),
)
