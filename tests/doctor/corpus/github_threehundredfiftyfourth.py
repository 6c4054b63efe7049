# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-fourth set of real threads from forums and Q&A sites about TensorFlow on an NVIDIA GPU, here reduced to one GitHub issue thread (ray-project/ray, RLlib on TensorFlow) whose cause the thread confirmed.

Broken kinds held: a reinforcement-learning library's distributed algorithm (RLlib's Apex DDPG)
that never asked its scheduler for the GPU although the user's config set `gpu: true`, so the
learner ran without it (no catalogue cause: the application's own resource request). Working
runs: 0.

Very small set, and prose only (the post has a screenshot, no log lines): forum and Q&A sites (NVIDIA Developer
Forums, the TensorFlow Forum, Stack Exchange sites, Reddit, Kaggle) gave almost no threads with a
confirmed cause, only blog summaries and documentation; the error lines users paste
('Could not load dynamic library', 'Cannot dlopen some GPU libraries', 'CUDA_ERROR_NO_DEVICE',
'libdevice not found', 'DNN library is not found', 'all CUDA-capable devices are busy') led to
GitHub issue threads that the corpus already holds or that hold no
confirmation. Threads whose available text stops before any confirmation were left out:
kentonl/e2e-coref#39, tensorflow/tensorflow#3507, tensorflow/tensorflow#4168,
jetsonhacks/installTensorFlowTX1#2, mrdbourke/tensorflow-deep-learning#432 and #504,
ray-project/ray#3250 (cuInit CUDA_ERROR_NO_DEVICE printed while the GPU was partly used: a
possible working run, but no answer in the thread's available text), ray-project/ray#4658 and #6132,
serengil/deepface#489.

At first look (the doctor of commit 1d08a9f) the cause was named in 0 of the 1 broken log (it has
no catalogue cause; the doctor offered only
conditional candidates such as a CPU-only build or missing CUDA libraries); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ray-rllib-apex-ddpg-gpu-true-no-gpu-utilisation",
        source=_GH + "ray-project/ray/issues/2424",
        text=r"""Hi,

While using Ray Apex DDPG (`AsyncSamplesOptimizer`), I see one strange thing: even if config is with `gpu: true` I don't see any gpu utilisation in nvidia-smi:
![image](https://user-images.githubusercontent.com/7606451/42943917-e0bcb5b6-8b6c-11e8-8b44-76015c5c9d4e.png)

Why is that? By the docs, I assume to see 100% utilisation, cause the network should be updated in the background in something like training thread, is't it?

PS. sorry for a lot of questions, but it's RL completions time.""",
        expected_cause=None,
        note="2018. Prose only (the nvidia-smi output is a screenshot). Ray maintainer ericl first: 'There definitely should be GPU util once learning starts ... If not you'll need to make sure whatever process is running ... has CUDA_VISIBLE_DEVICES set correctly', then named the cause: 'Oh ic, APEX_DDPG never implemented the correct resource request when gpu: True. Also fixed here: https://github.com/ray-project/ray/pull/2426/files' and 'This should be fixed in master'; the poster did not dispute it. Root cause: the algorithm never requested a GPU from Ray's scheduler, so the learner process was given none (Ray sets each process's CUDA_VISIBLE_DEVICES from the GPUs it assigns). An application bug, no catalogue cause; RLlib ran on TensorFlow at the time.",
        platform="linux",
    ),
)
