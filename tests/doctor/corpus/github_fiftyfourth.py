# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fifty-fourth set of real threads, gathered apart: GitHub issues on the trackers of scientific, medical and biology tools that run TensorFlow on a GPU, any year.

KINDS_PLACEHOLDER
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="medaka-a100s-occupied-cuda-out-of-memory-at-context",
        source=_GH + "nanoporetech/medaka/issues/411",
        text=r"""**Describe the bug**
I am trying to run `medaka_consensus` on a PromethION (x4 A100s), though the A100s are often occupied. I would like to force medaka to use the CPU, though I cannot find a way to coerce it to do this -- it automatically detects and uses one of the GPUs when they are occupied and the process quickly fails.

**Logging**
Several errors can happen, but typically it's:
```bash
F tensorflow/core/platform/statusor.cc:33] Attempting to fetch value instead of handling error INTERNAL: failed initializing StreamExecutor for CUDA device ordinal 2: INTERNAL: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY: out of memory; total memory reported: 85051572224
```

**Environment (if you do not have a GPU, write No GPU):**
 - Installed via conda
 - Ubuntu 20.04.5
 - medaka v1.7.2
 - x4 A100; x1 T1000
 - Nvidia driver version 515.65.01
 - CUDA version 11.7  
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2023. The GPUs are busy with other jobs, so creating a context runs out of memory; the maintainer (cjw85) said to hide them with CUDA_VISIBLE_DEVICES=\"\" and the poster replied 'Thanks for the help! This worked on the PromethION'.",
        platform="linux",
    ),
    CorpusLog(
        name="deepemhancer-tf1-cuda10-rtx3090-hangs-at-zero-percent",
        source=_GH + "rsanchezgarc/deepEMhancer/issues/8",
        text=r"""Hi, I found deepEMhancer cannot launch on my workstation with 8x GeForce RTX 3090 GPUs and CUDA 11.1.
It hangs at 0% progress after loading the model (see below), and no GPU processors are running according to "nvidia-smi"
(deepEMhancer_env) alice@host:
updating environment to select gpu: [0, 1, 2, 3, 4, 5, 6, 7]
Using TensorFlow backend.
loading model /home/alice/.local/share/deepEMhancerModels/production_checkpoints/deepEMhancer_highRes.hd5 ... DONE!
DONE!. Shape at 1.00 A/voxel after padding->  (688, 688, 688)
Neural net inference
  0%|
""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="2021, a commenter's report in an issue that asks whether the CUDA 10 / TensorFlow 1 build runs on RTX 3090s. The maintainer said the GPUs are 'not available or, as it seems here, not compatible' and rewrote it for TensorFlow 2.4+/CUDA 11; the commenter then confirmed 'Now the result seems to be fine!'. An Ampere card under a CUDA 10 build may also just be slow PTX JIT; the thread does not tell which.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-windows-cudnn-not-initialized-fixed-by-allow-growth",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1299",
        text=r"""Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED

**Your Operating system and DeepLabCut version**
Windows 10, Anaconda Env, Deeplabcut 2.2

Please complete the following information about your system:

OS: Windows 10
DeepLabCut Version: 2.2rc2
Anaconda env used: DLC-GPU

**Describe the problem**
Crash when starting training.
...
**How to Reproduce the problem**
Steps to reproduce the behavior:
Start training

**Screenshots**
If applicable, add screenshots to help explain your problem.

**Additional context**
CUDA 10.0.130
Driver version 411.31
""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="2021. The issue title carries the error; the code output was not read (cut). Maintainer suggested a version mismatch or too small a GPU; the poster: 'I installed all the right cudnn, cudatoolkit and tf versions and it still didn't work. Using os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true' solved the issue of it crashing.'",
        platform="windows",
    ),
    CorpusLog(
        name="stardist-3d-training-stuck-epoch-1-gaming-driver-win10",
        source=_GH + "stardist/stardist/issues/112",
        text=r"""Dear all, 
First thanks for the amazing tool! I am having a problem during training using the gpu: when starting the training (which works in CPU mode) it stops at epoch 1/400 using the data-set provided. I don't see any particular error massage in the terminal. 
The CUDA use is stuck at 100% on my task manager so it seems that something is happening ... Has anyone encountered the same problem? 
Thank you very much for your help, 
Jon
""",
        expected_cause=None,
        harmless=False,
        note="2021, prose only. The poster: 'I got it fixed by replacing the Nvidia GPU Gaming Driver for the Studio Driver (Version 460.89)' on a GTX 1080, Win10; maintainer thanked. A driver swap, no catalogue cause.",
        platform="windows",
    ),
)
