# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirty-fourth set of real threads, gathered apart, from pages outside GitHub (the `pages` and `docs` corpora): only two working runs, from TensorFlow's own executed GPU guide, were met.

Broken kinds held: none. The angle was blog posts outside GitHub (Medium, dev.to, Hashnode,
personal sites, Qiita/Zenn, Habr, velog, tistory and the like) in which the author pastes the log
or environment of their own TensorFlow set-up that did not use the NVIDIA GPU and says what fixed
it. About forty searches in English, Japanese, Korean, Russian and Spanish over `pages` and `docs`
found no such post: what came back was generic install guides, version tables, SEO rewrites,
Chinese-language articles, Stack Overflow mirrors, GitHub issues, gists and pastebins. Working
runs: 2, both from the executed notebook of the TensorFlow guide "Use a GPU" (a 4-GPU machine)
at two different build dates, one with the cuFFT/cuDNN/cuBLAS "already registered" errors and
NUMA notes, one with the TensorRT (libnvinfer) warnings. Neither is a user's thread.

At first look (the doctor of commit 2152a84, before this set was read) neither working run was
flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-guide-use-a-gpu-2024-factory-registered-numa-four-gpus",
        source="https://tensorflow.google.cn/guide/gpu?hl=en",
        text=r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
2024-07-19 02:13:38.598047: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-07-19 02:13:38.619458: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-07-19 02:13:38.625956: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1452] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
Num GPUs Available:  4
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1721355221.243317   76763 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
...""",
        expected_cause=None,
        harmless=True,
        note="2024 (the log's timestamps). Not a thread: the executed output of the first cell of TensorFlow's guide 'Use a GPU', as stored at tensorflow.google.cn/guide/gpu (English). The stored tensorflow.org copy of the same guide shows a later build (2024-08-15 timestamps) with the same kinds of lines; that one was not taken. The run worked: 'Num GPUs Available:  4'. The three E-level 'Unable to register ... factory' lines and the NUMA notes are what is left to judge. The stored excerpt repeats the NUMA line (cut off at its end); the repeats are shortened to '...'. The OS is not stated; the sysfs NUMA note is Linux's.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-guide-use-a-gpu-zh-2022-tensorrt-libnvinfer-missing-four-gpus",
        source="https://tensorflow.google.cn/guide/using_gpu?hl=zh-CN",
        text=r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
2022-12-14 22:45:50.077454: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory
2022-12-14 22:45:50.077552: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvinfer_plugin.so.7: cannot open shared object file: No such file or directory
2022-12-14 22:45:50.077562: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
Num GPUs Available:  4""",
        expected_cause=None,
        harmless=True,
        note="2022 (the log's timestamps). Not a thread: the executed output of the first cell of the Chinese translation of TensorFlow's guide 'Use a GPU' (使用 GPU), an earlier build than the English page's 2024 output. The run worked: 'Num GPUs Available:  4'. Only the optional TensorRT libraries (libnvinfer.so.7, libnvinfer_plugin.so.7) could not be loaded. The OS is not stated; the .so names are Linux's.",
        platform="linux",
    ),
)
