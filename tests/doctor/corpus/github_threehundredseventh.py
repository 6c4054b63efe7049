# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-seventh set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on TensorFlow in the images of managed cloud ML platforms (aws/deep-learning-containers), found with plain words a user would type.

Broken kinds held: a TensorFlow 2.21 GPU image of AWS Deep Learning Containers whose pinned cuDNN
wheel (9.5.1) could not serve the fused convolution XLA emits, so every Conv2D `model.fit()`
failed in the autotuner on T4, A10G and L4 GPUs (no catalogue cause: the cuDNN is of TensorFlow's
major version, just too old for this call). Working runs: none.

A very small set: nearly every thread on SageMaker, Vertex AI / AI Platform, Azure ML, Databricks,
Paperspace, Lambda Stack and Kaggle images that the searches returned is already in the corpus or
was read before without a confirmation, and most new ones had no confirmation in the stored copy
(their resolution, if any, lies past the stored opening). Left out: google-research/seed_rl#23
(2020, AI Platform: 'a lot of error output' on the CPU-only worker replicas of a training job that
ran; maintainer lespeholt: 'the worker-replicas/actors don't have GPUs which is why you see the
error. It's actually fine as GPUs are not needed on them.'), a confirmed working run whose log is a
screenshot only, left out to keep prose-only records to a third; NVIDIA/DALI#2678 (2021, the DALI
TensorFlow plugin against Lambda Stack's TensorFlow, fixed by 'installing from tensorflow
directly'), whose opening post is not in the stored copy.

At first look (the doctor of commit b5d4f26) the cause was named in 0 of the 1 broken logs, 0
first (its cause has no catalogue ID, so it counts as a miss; the doctor flagged nothing on it);
no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="aws-dlc-tf221-gpu-image-cudnn-951-autotuner-no-supported-configs-conv2d",
        source=_GH + "aws/deep-learning-containers/pull/6418",
        text=r"""TF 2.21 GPU training jobs on any CUDA GPU fail with:

```
Autotuner could not find any supported configs for HLO:
  %cudnn-conv-bias-activation.7 = ...
  custom_call_target="__cudnn$convBiasActivationForward"
  backend_config={..., "device_type":"DEVICE_TYPE_INVALID"}
```

This affects any workload using `Conv2D` layers with `model.fit()`. Reproduced on three GPU generations:
- Tesla T4 (compute capability 7.5)
- NVIDIA A10G (compute capability 8.6)
- NVIDIA L4 (compute capability 8.9)""",
        expected_cause=None,
        note="2026. The problem statement of a merged pull request on the AWS Deep Learning Containers TF 2.21 images (the error lines are abbreviated with '...' by the author). Its author, bhanutejagk, found the cause and verified the fix: 'Bump nvidia-cudnn-cu12 from 9.5.1.17 -> 9.24.0.43 ... the primary fix for the deep-canary GPU alarm'; in the companion pull request #6417: 'XLA in the tensorflow 2.21.0 wheel emits an HLO with backend_config.device_type: DEVICE_TYPE_INVALID for the fused cudnn-conv-bias-activation custom-call. cuDNN 9.5.1 cannot service this call pattern', and with the new pin 'MNIST training completes cleanly'. The cuDNN in the image is of TensorFlow's major version but too old for this call: no catalogue cause (cudnn-version-mismatch is the nearest, for a cuDNN older than the one TensorFlow expects). Platform from the Linux images.",
        platform="linux",
    ),
)
