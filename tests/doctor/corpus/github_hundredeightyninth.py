# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow 1.x code run on a GPU newer than the CUDA its build was made for (philferriere/tfoptflow, tensorflow/tensorflow), and a TensorFlow built from source with machine code for the GPU.

Broken kinds held: an RTX 3090 running the stock TensorFlow 1.15 (CUDA 10.0) that trained to NaN
from the first steps and was fixed by NVIDIA's own TensorFlow 1.15 build, and an RTX 3060 running
tensorflow-gpu 1.13.1 with CUDA 10. Working runs: 1 (a TensorFlow built with SASS for compute
capability 7.0, run on an RTX 2080 Ti: the model loaded in about two seconds, no JIT wait).

Small set, and both broken records are prose (the posters gave their set-up in words, or the
stored copy does not hold their log): most threads on this subject (RTX 30xx/40xx or A100 with
TensorFlow 1.x: cuBLAS execution failures, NaN losses, slow starts, nvidia-tensorflow installs)
are already in the corpus, and most of the remaining ones end without the poster saying what
worked. Left out: iperov/DeepFaceLab#48 (2018, an RTX 2080 with the CUDA 9 TensorFlow of the
time; the poster's own conclusion, which the maintainer only answered with "tensorflow will
support cuda 10 only in 1.13.0 version"), and tensorflow/tensorflow#22043 (2018, a P100 taking
minutes at the first session only; "Its likely jit compiling the binary PTX" from a contributor,
not confirmed by the poster).

At first look (the doctor of commit 8967b78) the cause was named in 2 of 2 broken logs, both first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfoptflow-rtx3090-tf115-nan-first-steps",
        source=_GH + "philferriere/tfoptflow/issues/11",
        text=r"""When I trained the model with a RTX 3090 + TF1.15, I got nan at  first steps (global step 1, 2, etc).

... TF1.15.x use CUDA 10.0, this configuration reports no errors but results in nan loss(even NaN values in feature maps from feature_estimator layer).""",
        expected_cause="compute-capability-unsupported",
        note="2022. Prose only: a later comment in a thread opened on another subject (poor results on MPI-Sintel), by yaanggny, who found and fixed the cause himself: 'I found TF1.x do not supports RTX3090' and 'I fixed this by reinstalling TF 1.15 with Nvidia-tensorflow. see https://github.com/nvidia/tensorflow.' (his diagnosis and fix are left out of the text). A stock TensorFlow 1.15 built for CUDA 10.0 on an Ampere GPU (compute capability 8.6): no error, only NaN. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="octopus-rtx3060-tf113-cuda10-errors",
        source=_GH + "tensorflow/tensorflow/issues/61669",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

source

### TensorFlow version

1.13.1

### Custom code

Yes

### OS platform and distribution

Linux Ubuntu 20.0

### Python version

3.6

### GCC/compiler version

10.5.0

### CUDA/cuDNN version

10

### GPU model and memory

RTX 3060 12G

### Current behavior?

I  am running the Octopus repo (https://github.com/thmoa/octopus) which use tensorflow-gpu version 1.13.1 . When I run that model with python, I got some errors from tensorflow. Please help me. 

### Standalone code to reproduce the issue

```shell
import os
import argparse
import tensorflow as tf
import keras.backend as K
...
    K.set_session(tf.Session(config=tf.ConfigProto(gpu_options=tf.GPUOptions(allow_growth=True))))

    model = Octopus(num=len(segm_files))
    model.load(weights)
...
```

The model cannot change to tensorflow upgraded version. Look like only working on tensorflow -gpu 1.13.1 .

It's working well on my old laptop with cuda 10 (tensorflow 1.13.1).""",
        expected_cause="compute-capability-unsupported",
        note="2023. Prose only (the error output is not in the stored copy; the last two paragraphs are the poster's later comments). AyushChauhan-ui answered: 'Tensorflow 1.13.1 supports only upto CUDA 10. This combination will work but your RTX3060 will not be compatible with them.' and again 'Tensorflow 1.13.1 works well with CUDA 10 but they are not compatible with RTX3060.'; the poster NaToh5 did not dispute it ('@AyushChauhan-ui  Thank you!!') and the issue was closed. An Ampere GPU (compute capability 8.6) with a TensorFlow 1.13 built for CUDA 10.0.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-build-sm70-sass-rtx2080ti-savedmodel-load-fast",
        source=_GH + "tensorflow/tensorflow/issues/18652",
        text=r"""That works.

```
2019-12-03 03:48:46.492801: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10312 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2080 Ti, pci bus id: 0000:b5:00.0, compute capability: 7.5)
2019-12-03 03:48:46.538021: I tensorflow/cc/saved_model/loader.cc:182] Restoring SavedModel bundle.
2019-12-03 03:48:48.441281: I tensorflow/cc/saved_model/loader.cc:285] SavedModel load for tags { serve }; Status: success. Took 2268220 microseconds.
```""",
        expected_cause=None,
        harmless=True,
        note="2019. A later comment, by levyfan, in a long thread on TensorFlow taking very long before the first computation on a GPU. TensorFlow member chsigg had asked him to change the build's nvcc options so that it emits machine code (`code=sm_%s`) and not PTX alone, and to build with TF_CUDA_COMPUTE_CAPABILITIES=7.0 (machine code for 7.0, which a 7.5 GPU runs without JIT); levyfan: 'That works.' with this log (the model loaded in 2.3 s), and chsigg: 'Thanks a lot Liwen for trying it out. I will update the list of compute capabilities we build for'. The GPU was used and nothing in the log is a fault.",
        platform="linux",
    ),
)
