# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A seventieth set of real threads, gathered apart: GitHub issues written in languages other than English (here one Chinese thread on a TensorFlow 2 tutorial's tracker) about TensorFlow failing on an NVIDIA GPU.

Broken kinds held: an older cuDNN loaded than the one the TensorFlow 2.0 build was compiled
with. Working runs: 0. The set is small: most non-English threads found in this territory were
already in the corpus, had no visible confirmation, or were about PyTorch or PaddlePaddle; none
of the 2023-2026 non-English threads met had a confirmed cause.

At first look (the doctor of commit 727657d, before this set was read) the cause was named in
its one broken log, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf2-tutorials-chinese-tf20-cudnn750-loaded-760-compiled",
        source=_GH + "czy36mengfei/tensorflow2_tutorials_chinese/issues/12",
        text=r"""您好，我在运行标题的程序时在命令行history = model.fit(x_train, y_train, batch_size=64, epochs=5, validation_split=0.1)遇到了这个问题：  Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above. TF版本是2.0正式版，电脑重启试过还是同样的问题。

谢谢您，启动Jupyter notebook的时候出现了这个：Loaded runtime CuDNN library: 7.5.0 but source was compiled with: 7.6.0.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2019, Chinese. A commenter suggested reinstalling cuDNN to match CUDA 10.0; the poster then found the 'Loaded runtime CuDNN library: 7.5.0 but source was compiled with: 7.6.0' line and confirmed: '然后我下载了7.6的版本，替换cudnn的版本就行了' (so I downloaded 7.6 and replaced the cuDNN, and it worked). Prose plus one log line; platform not stated (Jupyter), left as linux.",
        platform="linux",
    ),
)
