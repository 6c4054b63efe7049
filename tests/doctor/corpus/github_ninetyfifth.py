# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A ninety-fifth set of real threads, gathered apart, from GitHub issues of Keras-family projects and of applications built on Keras over TensorFlow (keras-tcn, keras-vggface, devol, hamlet-toolkit), any year.

Broken kinds held: cuDNN failing to start because TensorFlow reserved the whole GPU (fixed by
memory growth), a GPU running out of memory across many Keras models, a Keras add-on whose pip
install replaced tensorflow-gpu with the CPU-only tensorflow, and a pip `[and-cuda]` install of
TensorFlow 2.21 / Keras 3 that could not load libcusolver. Working runs: 0.

The Keras 3 / tf-keras / keras-hub / keras-cv / keras-tuner / autokeras trackers gave few
GPU-setup threads whose cause is confirmed within the stored text, and most that qualify are
already in the corpus, so this set is small and mostly older than 2023.

At first look (the doctor of commit 2c81079, before this set was read) the cause was named in 2
of the 4 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-tcn-two-rtx2080-cudnn-failed-to-initialize-allow-growth",
        source=_GH + "philipperemy/keras-tcn/issues/68",
        text=r"""**Problem:**
tensorflow.python.framework.errors_impl.UnknownError: 2 root error(s) found.
  (0) Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[{{node conv1d_1/convolution}}]]

The problem may be because I have got two GPUs (RTX 2080). I ran into the issue with CUDA 10.0 and 10.1""",
        expected_cause="memory-growth-disabled",
        note="2019. The poster's own post gives the fix (config.gpu_options.allow_growth = True, 'dynamically grow the memory used on the GPU'; 'The fix has been tested'); after the maintainer pointed to tensorflow#24828's allow_growth answer the poster replied 'This is pretty much exactly what I provided as a fix. And that works well.' The fix part of the post is left out of the text. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="devol-titan-x-oom-after-hundreds-of-keras-models",
        source=_GH + "joeddav/devol/issues/18",
        text=r"""Future models can't even compile when the model before it runs out of memory, resulting in termination of the entire process. Something to do with GPU memory allocation.

In the mean time, try not to allow more parameters than your system is equipped to train.

---

I'm running into these problems trying to replicate your mnist results (in the "Running max of MNIST accuracies across 20 generations" figure).

I get 

"Resource exhausted: OOM when allocating tensor with shape[1024,256]"

after running for a while (this time on the 811th candidate solution).

I am running on a Titan X with 12gb VRAM.  Do you think that it's possible tensorflow / keras is having a problem with freeing memory? If so, do you know of a way of explicitly forcing memory to be freed after the candidate solution evaluation?""",
        expected_cause="gpu-out-of-memory",
        note="2017. Mostly prose with one error line. The issue was opened by the maintainer (joeddav); the text adds a user's report (al3xsh) from the same thread. Maintainer: 'after the error that memory is not being immediately deallocated ... Calling gc.collect() after the first OOM exception seems to solve it.' GPU memory exhausted by a too-large candidate Keras model and not freed. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-vggface-pip-install-replaced-tensorflow-gpu-with-cpu",
        source=_GH + "rcmalli/keras-vggface/issues/33",
        text=r"""Following are version:
tensorflow-gpu : 1.4
keras :2.1.6

Problem:
When installing keras_vggface with pip, it is uninstalling my tensorflow-gpu and installing tensorflow which is using CPU. I want it to use GPU.

Please tell me the solution for it.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only. A commenter: 'If you already have tensorflow-gpu installed, you should install it like this: pip install keras_vggface --no-dependencies'; the poster: 'Yes, It worked. Thanks a lot.' A plain CPU-only `tensorflow` pulled in over tensorflow-gpu. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="hamlet-toolkit-tf221-keras3-and-cuda-libcusolver-not-found",
        source=_GH + "GretaLupi/hamlet-toolkit/issues/1",
        text=r"""### HamLeT version

0.1.1 (source checkout at `a227f3c`, installed with `pip install -e ".[gpu,dev]"`)

### Python version and operating system

Python 3.12.14, Pop!_OS 22.04 (Linux 5.19), NVIDIA GeForce GTX 1060 6 GB (compute capability 6.1), driver 580.173.02. Installed by `[gpu]`: TensorFlow 2.21.0, Keras 3.15.1, `nvidia-cudnn-cu12` 9.26.0.51.

### Area

Installation or packaging / Training or tuning

### Summary

On a fresh `pip install "hamlet-toolkit[gpu]"` in a clean env, Keras training cannot use the GPU without manual steps, and `keras_cnn` fails on this card even after that. There are three separate causes. The first can be fixed entirely inside HamLeT, the second mostly, and the third partly.

| # | Problem | Affects | Manual workaround |
|---|---------|---------|-------------------|
| 1 | TF sees no GPU (`libcusolver` is not found) | all GPUs, TF 2.21 pip `and-cuda` | put `nvidia/cusolver/lib` on `LD_LIBRARY_PATH` |
| 2 | XLA cuDNN conv autotuning fails | `keras_cnn` on this Pascal card (possibly other older GPUs) | turn off `jit_compile` |
| 3 | cuDNN 9.26 no longer runs convolutions on this card | `keras_cnn` on this Pascal card (possibly other older GPUs) | `pip install "nvidia-cudnn-cu12==9.3.0.75"` |

...""",
        expected_cause="cuda-libraries-missing",
        note="Dated 2026-09-16 in the stored copy (odd, but taken as given). Environment and prose, no log lines in the stored opening. The poster's own diagnosis, tested with workarounds, issue closed: 'TF sees no GPU (libcusolver is not found)' with TF 2.21 pip and-cuda, fixed by putting nvidia/cusolver/lib on LD_LIBRARY_PATH. The same post also names XLA conv autotuning and cuDNN 9.26 failing on the Pascal card for the CNN model (separate, later problems).",
        platform="linux",
    ),
)
