# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-forty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow that did run on the NVIDIA GPU but slower than expected (tensorflow/tensorflow, keon/deep-q-learning, araffin/rl-baselines-zoo).

Broken kinds held, both with no catalogue cause: two reinforcement-learning set-ups whose
networks were too small for the GPU to beat the CPU (named by each project's maintainer). Working
runs: 0. A third thread, on a GPU that overheated and clocked itself down over a long run
(tensorflow/tensorflow#40042), was found for the two-hundred-and-forty-fifth set at the same time
and is kept there only.

Small set, and both of its records are prose only (more than a third): most threads on a GPU
that was slower than expected either sat on repositories already in the corpus, ended stale
without a cause, or had their answer past the stored opening. Threads on mixed precision that
brought no gain (tensorflow/tensorflow#44191, #40397, #48127, #41715; google/automl#351) had no
confirmed cause in the stored text. tensorflow/tensorflow#33672 (2019, Conv3D kept in float32
under automatic mixed precision on Windows because the Windows builds were compiled against cuDNN
7.6.0, named by reedwm) was confirmed, but its opening post is not in the stored copy. Two more
confirmed prose-only threads were left out to keep the prose share from growing further:
Unity-Technologies/ml-agents#365 (2018, PPO on four GTX 1080 Ti slower than on the CPU; the
maintainers: 'our implementation is PPO is not well optimized for GPU') and breizhn/DTLN#54 (2022,
`TF_DETERMINISTIC_OPS=1` slowing training; the maintainer: 'Just comment it out and it will run
faster').

At first look (the doctor of commit 2647244) the cause was named in 0 of the 2 broken logs (both
have no catalogue cause), none first; the doctor raised no problem on either (no false alarm); no
working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-dqn-slower-on-gpu-tiny-network-prose",
        source=_GH + "keon/deep-q-learning/issues/28",
        text=r"""I tried several machines, but with CUDA 9 and 10 it seems to be a lot slower on GPU.
Why is this the case? Am I the only one getting this behavior?""",
        expected_cause=None,
        note="2019 (answered 2026), prose only. Keras with the TensorFlow backend. The maintainer keon named the cause: 'Expected. The network here is tiny (4 → 24 → 24 → 2) and `predict` is called per-single-sample. GPU launch overhead dominates the actual compute, so CPU is faster.' (a commenter had said the same in 2020). A model too small for the GPU, no catalogue cause. Platform not stated in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="rl-baselines-zoo-gpu-no-faster-than-cpu-small-mlp-prose",
        source=_GH + "araffin/rl-baselines-zoo/issues/72",
        text=r"""Hello,

first of all i wanna say thank you for this great Framework and those tuned Hyper parameters.

Now to my question:
I tested the performance with my own gym/baselines examples and there were only 5-10 seconds difference.
I also tested your implementation and the difference vs CPU and GPU is really small (about 5 sec.).
Is this an normal behavior or must be the difference much higher (maybe i installed the nvidia-docker wrong with the wrong nvidia-runtime settings) ?

I hope maybe you can help me out

Thanks!!!

Regards Mom0""",
        expected_cause=None,
        note="2020, prose only. stable-baselines (TensorFlow 1) in nvidia-docker. The maintainer araffin named the cause (duplicate of hill-a/stable-baselines#308): 'for small networks, there won't be any difference between of communication delay and also passing data from cpu to gpu back and forth. For bigger architecture and especially CNN, you should see a boost when using GPU.' The poster accepted it: 'Ok thank you for your fast response. I didn´t know that, i will try so test bigger networks.' A model too small for the GPU, no catalogue cause.",
        platform="linux",
    ),
)
