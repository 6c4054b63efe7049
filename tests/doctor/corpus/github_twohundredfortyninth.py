# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-forty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on jax-ml/jax and ShaneFlandermeyer/bmpc-jax (the latter new to the corpus): TensorFlow installed beside another CUDA framework (JAX) in one environment, where the two got in each other's way on the GPU.

Broken kinds held: a JAX run that loaded an older cuDNN (8.0.5) than its build wanted (8.6.0)
while a GPU build of TensorFlow 2.4 sat in the same environment; replacing it with the CPU-only
TensorFlow 2.4 let the right cuDNN load. Working runs: 1 (a JAX + TensorFlow training run that
held about 70% of the GPU memory: JAX's own preallocation, not TensorFlow's; prose only).

Small set: threads where TensorFlow and PyTorch, JAX, CuPy or RAPIDS disagreed on the CUDA
libraries are many, but nearly all the ones the searches returned are already in the corpus, and
most of the rest have no confirmation in the stored text. Left out: junkeun-yi/SAVi-pytorch#2
(2022; PyTorch ran out of GPU memory because the TensorFlow input pipeline held it all, fixed by
the poster with a TensorFlow memory limit; confirmed, but the opening post is prose with an image
and names neither TensorFlow nor a log line) and JuliusKunze/jaxnet#11 (2019; TensorFlow data
loading held 90% of the GPU memory, leaving JAX out of memory; the opening post is code only).

At first look (the doctor of commit 7be764e) the cause was named in 1 of 1 broken log, 1 first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="jaxlib-cudnn86-loads-cudnn-805-beside-tensorflow-gpu-24",
        source=_GH + "jax-ml/jax/issues/15230",
        text=r"""### Description

2023-03-27 03:15:47.851349: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2023-03-27 03:15:47.854454: E external/org_tensorflow/tensorflow/compiler/xla/status_macros.cc:54] INTERNAL: RET_CHECK failure (external/org_tensorflow/tensorflow/compiler/xla/service/gpu/gpu_compiler.cc:641) dnn != nullptr

### What jax/jaxlib version are you using?

jaxlib  0.4.6+cuda11.cudnn86

### Which accelerator(s) are you using?

GPU

### Additional system info

Python3.8 Ubuntu18.04

### NVIDIA GPU info

Mon Mar 27 03:17:33 2023
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 530.30.02              Driver Version: 530.30.02    CUDA Version: 12.1     |
|-----------------------------------------+----------------------+----------------------+""",
        expected_cause="cudnn-version-mismatch",
        note="2023. Issue titled 'How to handle cudnn version conflict?'. The poster (sh0416) confirmed the fix himself the same day: 'I don't know why but installing `tensorflow-cpu==2.4.0` is enough to solve the problem.' A GPU build of TensorFlow 2.4 in the same environment brought in the older cuDNN (8.0.5) that jaxlib, built for 8.6, then got; with the CPU-only TensorFlow the right cuDNN loaded. The log is jaxlib's (its XLA code carries TensorFlow's cuda_dnn.cc line). The opening post does not say that TensorFlow was installed; the stored copy of the nvidia-smi table stops after its header.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="bmpc-jax-training-holds-70-percent-gpu-memory-jax-preallocation",
        source=_GH + "ShaneFlandermeyer/bmpc-jax/issues/2",
        text=r"""When running bmpc-jax, I noticed that the training process consistently uses around 70% of the GPU memory, regardless of the total available memory.

Here are some of my test results:

RTX 2080 Ti: 8G/11G
RTX 4090: 18G/24G
RTX 3090: 18G/24G
A800: 60G/80G

Is there any way to make the memory usage more conservative? I noticed that you have executed `tf.config.experimental.set_memory_growth(gpu, True)`, but it doesn't seem to be working as expected?""",
        expected_cause=None,
        harmless=True,
        note="2025. Prose only. Training ran on the GPU; the poster asked about the memory held. The poster found the cause: 'I just figured out that this is due to JAX's pre-allocation strategy, which by default pre-allocates 75% of the GPU memory. I resolved the issue by setting `export XLA_PYTHON_CLIENT_MEM_FRACTION=0.3`.' TensorFlow (2.18, used beside JAX, with memory growth on) was not the one holding the memory. The platform is not given (linux is a placeholder; an A800 server is among the machines).",
        platform="linux",
    ),
)
