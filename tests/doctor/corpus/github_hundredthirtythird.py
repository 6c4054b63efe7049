# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirty-third set of real threads, gathered apart, from Chinese-language blog posts outside GitHub (CSDN, juejin) in which the author pastes their own TensorFlow GPU set-up and says what fixed it.

Broken kinds held: a cuDNN older than the one the TensorFlow build was compiled with, and a
conda-installed CUDA runtime newer than the NVIDIA driver supports. Working runs: 1 (a
TensorFlow 2.0 GPU check on native Windows that prints a CPU-instruction notice).

A small set: the stored copies of Chinese blog posts met here were few, and most pages the
searches returned were generic install guides or AI-written summaries, which do not qualify.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in
both broken logs, first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="csdn-tf25-cudnn-804-loaded-compiled-with-810",
        source="https://blog.csdn.net/weixin_40446557/article/details/133903830",
        text=r"""运行tensorflow2.5训练代码之后会出现如下报错:
Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0. CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library. If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="Year not shown. A short CSDN post about the author's own TF 2.5 training run; the author says what fixed it: '更新cudnn到8.1.0即可' (conda install cudnn==8.1.0.77 -c conda-forge). The cuDNN loaded (8.0.4) was older than the 8.1.0 TF 2.5 was built with. Platform not stated (conda environment).",
        platform="linux",
    ),
    CorpusLog(
        name="csdn-conda-tf-gpu-cudatoolkit-newer-than-driver-41048",
        source="https://blog.csdn.net/qq_43177598/article/details/96830479",
        text=r"""Status: CUDA driver version is insufficient for CUDA runtime version""",
        expected_cause="driver-too-old",
        note="Year not shown. Prose plus one error line, weak: the post gives the driver only 'for example' (比如,驱动版本为410.48,对应CUDA版本为10.0). The author's fix: conda uninstall cudnn/cudatoolkit, then conda install cudatoolkit=10.0 and cudnn to match the driver. The author names the cause: installing tensorflow-gpu with conda pulled the newest cudatoolkit/cudnn, '可能会导致gpu驱动版本和cuda运行时版本不匹配'. That is, the driver was older than the CUDA runtime TensorFlow got. Platform not stated.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="juejin-tf20-windows-gtx1050-gpu-check-avx2-notice",
        source="https://juejin.cn/post/7018357895473397791",
        text=r"""Microsoft Windows [版本 10.0.18362.836]
(c) 2019 Microsoft Corporation。保留所有权利。

C:\Users\alice>activate tf_g20

(tf_g20) C:\Users\alice>python
Python 3.6.10 |Anaconda, Inc.| (default, Mar 23 2020, 17:58:33) [MSC v.1916 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2020-05-21 09:46:58.142643: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
>>> print(tf.__version__)
2.0.0
>>> print(tf.test.is_gpu_available())
2020-05-21 09:47:58.730470: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2020-05-21 09:47:58.752614: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-05-21 09:47:59.744516: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties:
name: GeForce GTX 1050 major: 6 minor: 1 memoryClockRate(GHz): 1.493
pciBusID: 0000:01:00.0
2020-05-21 09:47:59.751721: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2020-05-21 09:47:59.759183: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0""",
        expected_cause=None,
        harmless=True,
        note="Log dated 2020-05-21; post date not shown. The author's own check that a TF 2.0 GPU install works (title '检测tensorflow2.0-gpu是否安装成功'): the GPU is found and added as a visible device. Scary line: the AVX2 CPU-instruction notice. The stored copy ends right after 'Adding visible gpu devices: 0' (a truncated gpu_device.cc line follows); the rest of the log and the printed is_gpu_available() result were not read.",
        platform="windows",
    ),
)
