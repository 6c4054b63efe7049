# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-eleventh set of real threads, gathered apart, from GitHub issues (issues corpus) in the Keras layer-library and quantised-model ecosystem (keras-team/tf-keras and keras-team/keras, keras-cv, CyberZHG/*, philipperemy/keras-tcn, larq, google/qkeras, calad0i/HGQ2, tensorflow/gnn, tensorflow/similarity, oarriaga/paz), found with plain words a user would type.

Broken kinds held: a mixed-precision Keras model on an NVIDIA A10G (Ampere) whose cuDNN
convolution needed more scratch workspace than TensorFlow's 4 GB cap allows, so that no cuDNN
algorithm could be profiled (no catalogue cause: not the GPU running out, the workspace limit).
Working runs: none met.

Very small set: the threads these repositories hold on GPU trouble are few, most of them are
already in the corpus, and most of the rest have no confirmation in the stored text (their
resolution, if any, lies past the stored opening): larq/larq#184 (GPU-Util 0 on ImageNet),
google/qkeras#102 and #104 (CUDA_ERROR_NO_BINARY_FOR_GPU on an A100 with a CUDA 10.1 build),
calad0i/HGQ2#14 (XLA autotuner, TF 2.21 with cuDNN 9.3), philipperemy/keras-tcn#117 (OOM),
KastnerRG/cgra4ml#11 (A100 training error), keras-team/tf-keras#125 (the same A10G issue as
the record here, its comments on keras-team/keras#15678). One confirmed thread, prose only, was
left out to keep prose-only records to a third: amaiya/ktrain#484 (2023; XLNet validation on
A100 GPUs, the error shown only as an image; the maintainer named out-of-memory errors).

At first look (the doctor of commit b5d4f26) the cause was named in 0 of 1 broken logs, 0
first (none in the catalogue; the doctor named no finding at all); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-mixed-precision-a10g-cudnn-workspace-over-4gb-no-algorithm-worked",
        source=_GH + "keras-team/keras/issues/15678",
        text=r"""A large U-Net 3D model configured with mixed precision fails with `No algorithm worked!` (see full `a10g.log` attached) when running inference on a NVIDIA A10G 20GB GPU (compute capability 8.6).

Using `tensorflow/tensorflow:nightly-gpu` Docker image, the error points to an out-of-memory issue (see full log `a10g_tf_nightly.log` attached):
```
No algorithm worked!  Error messages:
  Profiling failure on CUDNN engine 1#TC: RESOURCE_EXHAUSTED: Allocating 4718624784 bytes exceeds the memory limit of 4294967296 bytes.
  Profiling failure on CUDNN engine 1: RESOURCE_EXHAUSTED: Allocating 4718624784 bytes exceeds the memory limit of 4294967296 bytes.
         [[{{node model/conv3d_transpose_3/conv3d_transpose}}]] [Op:__inference_predict_function_1150]

```
I'm able to overcome the issue by using full precision instead (i.e by setting `mixed_precision.set_global_policy("float32")`.

The same model configured with mixed precision works fine on the previous generation T4 Tesla GPU (compute capability 7.5), which have even less GPU memory - 16GB (see full `t4_tesla.log` attached).

**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04.3 LTS (GNU/Linux 5.11.0-1019-aws x86_64)
...""",
        expected_cause=None,
        note="2021 (opened Nov 2021, answered Mar 2022; also filed as tensorflow/tensorflow#53116 and keras-team/tf-keras#125). The 4 GB is TensorFlow's cap on cuDNN convolution workspace, not the GPU's memory (20 GB). reedwm (TensorFlow): 'It's suspicious that 4718624784 bytes (4.7 GB) is being allocated' (newer cuDNN 8.3 asking more than 8.1); kaixih (NVIDIA): 'I think this is an issue caused by the heuristics of cudnn, which keeps updating from version to version and also returns different results between platforms', proposing two environment variables (TF_CUDNN_USE_FRONTEND, TF_CUDNN_WORKSPACE_LIMIT_IN_MB). The poster: 'When #blocks < 12 -> both methods works (same as in initial setup)'. kaixih's later tensorflow/tensorflow#56055 doubled the 4 GB limit to 8 GB because 'The TF32 cudnn kernels might need larger workspace ... on Ampere GPUs'. A cuDNN workspace limit: no catalogue cause. Odd: the issue stays open (a larger model, 12 blocks, then truly ran out of memory with the workspace variable).",
        platform="linux",
    ),
)
