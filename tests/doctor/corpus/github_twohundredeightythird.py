# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-eighty-third set of real threads, gathered apart, from GitHub issues (issues corpus) where TensorFlow shared the NVIDIA GPU, one process or one environment with another GPU library (PyTorch, JAX) and failed (2022-2024): repositories geoelements/gns and jax-ml/jax.

Broken kinds held: TensorFlow's input pipeline reserving nearly all memory of every GPU so that
PyTorch training in the same process ran out of memory; TensorFlow reserving the GPU memory that
JAX then lacked to start cuBLAS (no log of TensorFlow itself, only JAX's errors); and the pip
wheels of CUDA libraries pinned by tensorflow[and-cuda] 2.15 (nvidia-nccl-cu12 2.16.5) clashing
with those jax[cuda12] requires (no catalogue cause: the environment cannot be resolved at all).
Working runs: none met.

Small set: most threads on TensorFlow sharing the GPU with JAX, CuPy, Numba, RAPIDS, ONNX Runtime,
MXNet or PaddlePaddle were already in the corpus, or their stored text held no confirmation (a
workaround that worked for another user, a general maintainer remark, or no answer). One record
(jax-ml/jax#13504) is a later commenter's own case, confirmed by himself; the opening post of
that thread was left out, as nothing in the stored text says TensorFlow ran in the opener's
program.

At first look (the doctor of commit a9cc093) the cause was named in 0 of 3 broken logs, 0 first
(neither of the 2 with a catalogue cause: the PyTorch-beside-TensorFlow log drew only
gpu-out-of-memory, the JAX cuBLAS log drew nothing); the log without a catalogue cause drew no
finding.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gns-pytorch-oom-tensorflow-loader-took-gpus-quadro-rtx5000",
        source=_GH + "geoelements/gns/issues/10",
        text=r"""RuntimeError: CUDA out of memory

## Summary

gns runs out of GPU memory after ~1300 training steps when training on the deepmind `Sand` dataset.

## Step to Reproduce

download `Sand` dataset and stage on scratch
launch job on rtx node
start venv on Frontera
run training

## Logs

```
2022-01-04 16:31:09.932142: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-01-04 16:31:22.916150: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13561 MB memory:  -> device: 0, name: Quadro RTX 5000, pci bus id: 0000:02:00.0, compute capability: 7.5
2022-01-04 16:31:23.007940: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 13563 MB memory:  -> device: 1, name: Quadro RTX 5000, pci bus id: 0000:03:00.0, compute capability: 7.5
2022-01-04 16:31:23.009356: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:2 with 13563 MB memory:  -> device: 2, name: Quadro RTX 5000, pci bus id: 0000:82:00.0, compute capability: 7.5
...
```""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2022. gns trains a PyTorch model and reads its data with a TensorFlow input pipeline in the same process; TensorFlow created devices on every GPU with ~13.5 GB each, and PyTorch ran out of GPU memory. The poster (jpvantassel) closed it himself: 'Resolved by forcing tensorflow dataloader onto CPU.' The first line is the issue's title; the stored copy of the log ends after the third GPU device, so the PyTorch traceback is not quoted.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-a100-cublas-gemm-ret-check-tensorflow-preallocated",
        source=_GH + "jax-ml/jax/issues/13504",
        text=r"""I have this same `jaxlib.xla_extension.XlaRuntimeError: INTERNAL: RET_CHECK failure (external/org_tensorflow/tensorflow/compiler/xla/service/gpu/gemm_algorithm_picker.cc:327) stream->parent()->GetBlasGemmAlgorithms(stream, &algorithms)` error.
Am using an 80G NVidia A100. Am also using `jax==0.3.25`

First I downgraded to `jax==0.3.22` following @tanmoyio, this didn't solve the error but rather changed the error to be `jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Attempting to perform BLAS operation using StreamExecutor without BLAS support`.""",
        expected_cause="memory-growth-disabled",
        note="2022. A later commenter's own case in the thread (shaneacton), confirmed by himself: 'Googling this lead me to the actual fix which was to set gpu_options.allow_growth = True' (a tf.compat.v1 session config with allow_growth run 'at the start of your program ... This is a common TF bug workaround'), i.e. TensorFlow in the same program had reserved the GPU memory cuBLAS needed for JAX. The opener's error (RTX 3050 laptop) carried XLA's hint 'Failure to initialize cublas may be due to OOM ... your deep-learning framework may have preallocated more than its fair share'; the commenter's text does not name TensorFlow at all.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-cuda12-tensorflow-and-cuda-215-nccl-pin-conflict",
        source=_GH + "jax-ml/jax/issues/21335",
        text=r"""Hey y'all! I think `jax[cuda12]` is incompatible with `tensorflow[and-cuda]` and just wanted to clarify if this was expected.
The solve error I'm getting is:
```
Because tensorflow[and-cuda] (2.15.0) depends on nvidia-nccl-cu12 (2.16.5)
 and jax[cuda12] (0.4.23) depends on nvidia-nccl-cu12 (>=2.18.3), tensorflow[and-cuda] (2.15.0) is incompatible with jax[cuda12] (0.4.23).
So, because hex-packages depends on both jax[cuda12] (0.4.23) and tensorflow[and-cuda] (2.15.0), version solving failed.
```
none of the `jax[cuda12]` versions with GPU compatibility support `nvidia-nccl-cu12=2.16.5`; can this requirement be looser to accomodate lower versions of `nvidia-nccl-cu12`?

### System info (python version, jaxlib version, accelerator, etc.)

python 3.9 and python 3.10
jax versions 0.4.23, 0.4.24, 0.4.25, 0.4.26, 0.4.27, 0.4.28
cuda 12.2
v100 GPUs""",
        expected_cause=None,
        note="2024. No catalogue cause: the CUDA library wheels pinned by tensorflow[and-cuda] 2.15 (nvidia-nccl-cu12 2.16.5) conflict with those jax[cuda12] requires (nvidia-nccl-cu12>=2.18.3), so poetry cannot resolve one environment for both. A JAX triager (rajasekharporeddy) named the way out: 'Could you please update TensorFlow to 2.16.1 and JAX to 0.4.28 ... TensorFlow 2.16.1 uses nvidia-nccl-cu12=2.19.3 which is compatible with JAX's requirement of nvidia-nccl-cu12>=2.18.3. I have tested this on colab GPU Tesla T4 and it worked fine for me.'; the issue was closed without dispute. The same poster filed it on tensorflow/tensorflow as #68290.",
        platform="linux",
    ),
)
