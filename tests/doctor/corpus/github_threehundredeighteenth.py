# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on graph-neural-network and game-playing AI projects on TensorFlow (mokemokechicken/reversi-alpha-zero, datamllab/rlcard, yao8839836/text_gcn), found with plain words a user would type.

Broken kinds held: GPU memory used up over a long self-play run because Keras kept every
reloaded model's weights on the GPU, the computer's RAM used up by a reinforcement-learning
replay buffer (the process killed with exit code 137 on a GPU machine), and TensorFlow's GPU
kernel for a sparse-dense matrix product refusing a graph too large for it (no catalogue cause).
Working runs: 0 (none met in these repositories).

Small set, all from 2018-2020: most threads on these repositories (GraphSAGE, GCN, GAT,
spektral, stellargraph, OpenKE, AmpliGraph, alpha-zero-general, open_spiel, leela-zero,
lczero-training, minigo, KataGo) either ended without a confirmed cause in the stored text, are
PyTorch or C++ engine threads, or are already in the corpus. Left out as unconfirmed:
suragnair/alpha-zero-general#26 (Keras out of GPU memory after 34 iterations, no answer stored),
google-deepmind/open_spiel#223 (CUDA_ERROR_OUT_OF_MEMORY in the AlphaZero example; the poster
only guessed at TF2), PetarV-/GAT#17 (dense attention OOM, no answer stored),
ZJU-DAILY/DualMatch#2 (the same sparse-product limit as the text_gcn record, but the post is a
screenshot and the maintainer said "probably").

At first look (the doctor of commit 1903dcf) the cause was named in 1 of the 3 broken logs, 1
first (the Keras reload OOM); the replay-buffer RAM kill (a bare exit code 137) got no finding,
and the sparse-product limit line ("Cannot use GPU when ...") was read as a GPU not being usable
at all (CPU-only build, CUDA libraries missing and the like). No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="reversi-alpha-zero-self-play-keras-model-reload-gpu-oom",
        source=_GH + "mokemokechicken/reversi-alpha-zero/issues/30",
        text=r"""In challenge 2, the AlphaZero method, self-play always uses the newest next_generation model. When running both `self` and `opt` workers, the `self` worker will always load the newest next_generation model saved by the `opt` worker when starting a new game.

Over a long period of time (say, 1-2 days), the `self` worker will load a new model so many times that it will cause `ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[3,3,256,256]`.

I found that this is because Keras doesn't free the GPU memory occupied by the old model weights when loading new model weights. The following simple modification of `src/reversi-zero/worker/self-play.py` will quickly reproduce this error by running `python src/reversi_zero/run.py self`:

```python
...
import keras.backend as K
...
def start(config: Config):
    tf_util.set_session_config(per_process_gpu_memory_fraction=0.05)  # make the error occur faster
    return SelfPlayWorker(config, env=ReversiEnv()).start()
...
```""",
        expected_cause="gpu-out-of-memory",
        note="2018. The poster found the cause himself (Keras keeps the GPU memory of every reloaded model) and sent the fix as pull request #31, 'Fix GPU memory leak caused by repeatedly loading Keras models. Fixed by calling `keras.backend.clear_session()` before each new model loading.'; maintainer mokemokechicken: 'Thank you very much for analysis and very helpful pull request!', merged after a refinement; the issue was closed. The GPU ran out of memory after one to two days of reloads. The post is cut after the first lines of the reproduction code; the platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="rlcard-doudizhu-nfsp-exit-137-replay-buffer-ram",
        source=_GH + "datamllab/rlcard/issues/126",
        text=r"""when I run doudizhu nfsp agent, atfer minutes, got following error.
I use tensorflow 1.15 and on Nvidia GPU. I try different batch size 256 64, but still the same error

`Process finished with exit code 137 (interrupted by signal 9: SIGKILL) `

my Nvidia GPU RAM is 8G""",
        expected_cause="host-out-of-memory",
        note="2020. Maintainer daochenzha: 'It could be caused by insufficient memory and be killed by the system. The agent has to maintain a buffer to store past experiences. You could try using a small buffer', then pointed at `reservoir_buffer_capacity` and `q_replay_memory_size`; the poster: 'yes thanks a lot. I config `q_replay_memory_size=int(1e4), #1e5` with 1e4, everyt...' (the stored copy cuts the sentence there); issue closed. The computer's RAM, not the 8 GB GPU, ran out: the kernel's OOM killer ended the process (exit code 137). Platform not stated; exit code 137 from SIGKILL points to Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="text-gcn-20ng-sparse-matmul-gpu-2-31-limit",
        source=_GH + "yao8839836/text_gcn/issues/41",
        text=r"""Hi Dr. Yao, 

I am curious if you tried to train 20ng dataset by GPU? I got the error below which seems like an exception thrown from tensforflow source code. 

Cannot use GPU when output.shape[1] * nnz(a) > 2^31

thanks""",
        expected_cause=None,
        note="2019. Maintainer yao8839836: 'I tried this and it's an memory issue, the whole graph is loaded into GPU memory. smaller graphs like mr and R8 graph can work on GPU.'; the poster: 'Thank you.' The message comes from TensorFlow's GPU kernel for SparseTensorDenseMatMul, which refuses products whose output columns times non-zeros exceed 2^31 (a size limit of that kernel, not the GPU's memory being used up): the 20ng text graph is too large for it, smaller graphs run on the GPU, and the CPU has no such limit. No catalogue cause (the maintainer's 'memory issue' is loose wording; gpu-out-of-memory would not fit the line). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
