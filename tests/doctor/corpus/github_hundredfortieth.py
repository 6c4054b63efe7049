# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fortieth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow, opened or commented on in 2022-2026 (TensorFlow 2.10 to 2.18), about a GPU not found, not used, or failing, found with the messages these releases print and with the words of fixes.

Broken kinds held: the TensorFlow 2.10 Linux wheel wanting TensorRT 7 (libnvinfer.so.7) where
only TensorRT 8 exists (no catalogue cause; the catalogue treats a missing TensorRT as harmless),
and the official tensorflow/tensorflow:2.18.0-gpu / latest-gpu image registering no GPU because
its CUDA libraries (cuDNN) are missing, twice, from two users of the same thread. Working runs: 0
(none met with a confirmation in the stored copy).

Small set. tensorflow/tensorflow threads of these years are already well mined (253 of the
corpus's sources are on that repository), and in most of the rest the stored copy holds only the
opening post and the maintainers' first replies, not the poster's answer. Two of the records are
later commenters' own reports with their own fix, not the opener's. The 2.18 image's second record
is prose only (one of three).

Left out: tensorflow/tensorflow#57679 (2022; TF 2.10 with TensorRT 8.4.3, maintainer
sachinprasadhs: switch back to TensorRT 7.2.3.4 until 2.11; the poster: 'Ok. I've done that. Tks.')
because its opening post is not in the stored copy; tensorflow/tensorflow#61178 (2023; Windows,
TF 2.10, 'Solved: tensorflow=2.9.3 works for me') because the poster's own measurement turned out
to be an artefact of tf.compat.v1.Session and no cause is named; tensorflow/tensorflow#66987
(2024; a commenter's LD_LIBRARY_PATH cleared by a module system after cuDNN was loaded) because
that commenter's log is not in the stored copy.

At first look (the doctor of commit 5901921) the cause was named in 1 of the 3 broken logs, 0
first (the prose-only 2.18 record, among conditional causes after tensorflow-cpu-only-build; the
TensorRT record has no catalogue cause and counts as a miss by design; the cuDNN record, whose last
line is cut off in the stored copy, got no finding); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflow-2-10-pip-wheel-wants-tensorrt-7-libnvinfer-so-7",
        source=_GH + "tensorflow/tensorflow/issues/57671",
        text=r"""### Issue Type

Bug

### Source

binary

### Tensorflow Version

tf 2.10

### Custom Code

No

### OS Platform and Distribution

Linux Ubuntu 20.04

### Python version

3.10

### CUDA/cuDNN version

11.7/8.5

### Current Behaviour?

```shell
On Ubuntu 20.04 Tensorflow 2.10 as installed via pip tries to dlopen libnvinfer from TensorRT, which is different from the Windows pypi package (no TensorRT dependency) and more important it wants the outdated version 7 which is only available up to Ubuntu 18.04 and only compatible with CUDA up to version 11.2. Either the TensorRT dependency should not be there (as it was before and is still on Windows) or it should be against the current version 8.
```

### Standalone code to reproduce the issue

```shell
import tensorflow as tf
print(tf.config.list_physical_devices("GPU"))
```

### Relevant log output

```shell
2022-09-12 17:53:57.425679: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F AVX512_VNNI FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
...
```""",
        expected_cause=None,
        note="2022. The opener named the cause himself and the maintainers took it as a bug: mihaimaruseac linked it as a duplicate of #57679 (where sachinprasadhs answered 'You can switch back to TensorRT 7.2.3.4 with tensorflow nightly version, until Tensorflow 2.11.0 is available, which would fix the dependency issues') and wrote 'Should be fixed in `tf-nightly` and with upcoming TF 2.12'. The TF 2.10 Linux wheel dlopens TensorRT 7 (libnvinfer.so.7) while only TensorRT 8 suits Ubuntu 20.04 / CUDA 11.7: no catalogue cause (tensorrt-missing-warning calls a missing TensorRT harmless, which it is not for a TF-TRT user). The rest of the log output is not in the stored copy (the '...' marks where it stops).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-latest-gpu-image-2-18-cudnn-missing-cannot-dlopen",
        source=_GH + "tensorflow/tensorflow/issues/62412",
        text=r"""Tested with both `tensorflow/tensorflow:latest-gpu (94f506c52991)` and  `tensorflow/tensorflow:nightly-gpu (8b106356ce1b)`, when testing with script:
`python3 -c "import tensorflow as tf; print(tf.reduce_sum(tf.random.normal([1000, 1000])))"`:

```
E0000 00:00:1745040030.652070    1012 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1745040030.654319    1012 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
...
...
W0000 00:00:1745040002.716147     960 gpu_device.cc:2341] Cannot dlopen some GPU li""",
        expected_cause="cuda-libraries-missing",
        note="2025. A later commenter's own report (keeper) in a thread opened about the 2.15 image. The fix he confirmed on both images: 'that's why `sudo apt-get -y install cudnn9-cuda-12` will make it works', as another commenter had reported before ('Solved here by installing the cudnn library: sudo apt-get -y install cudnn9-cuda-12', diricxbart). The official GPU image lacked the cuDNN 9 the TensorFlow in it loads. The '...' lines are the commenter's own; the last line is cut off where the stored copy stops.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-2-18-gpu-image-no-gpu-until-and-cuda-extras",
        source=_GH + "tensorflow/tensorflow/issues/62412",
        text=r"""For me works fine for `2.17.0-gpu` but breaks on `2.18.0-gpu`. `nvidia-smi` works fine inside container but on latest (and `2.18.0`
```
python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
```
did not show any GPUs.""",
        expected_cause="and-cuda-extra-missing",
        note="2024. Prose only, a later commenter's own report (RafalSkolasinski) in a thread opened about the 2.15 image. He gave the fix himself in the same comment: the GPU list stayed empty 'unless I `pip install tensorflow[and-cuda]`. The `-gpu` images should come with that out of the box....' (the fix is left out of the text). The TensorFlow in the 2.18.0-gpu image came without the CUDA libraries of its and-cuda extra; another commenter fixed the same image by installing cuDNN 9 (see the record beside it).",
        platform="linux",
    ),
)
