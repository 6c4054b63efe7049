# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-sixty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on security projects that run TensorFlow on NVIDIA GPUs (password models, captcha solvers and captcha OCR, malware and vulnerability detection, network intrusion detection, deepfake detection, steganography), found with plain words a user would type: brannondorsey/PassGAN (2018).

Broken kinds held: the PassGAN implementation's TensorFlow built for CUDA 8 failing at
`import tensorflow` on a machine with CUDA 9 or later (the maintainer's own reference issue).
Working runs: none met.

Very small set: threads of this kind on GPU trouble are few, and most that were met end in the
stored copy before any answer or confirmation: captcha trainers and solvers
(KimMinKyeom/Hcaptcha-Solver, kerlomz/captcha_trainer, JackonYang/captcha-tensorflow,
ReversecLabs/captcha22, dsaveliev/CaptchaSolver), PassGAN's NCHW-on-CPU errors (#3, #7), a
vulnerability detector's CuDNNLSTM error under Docker (DanielLin1986/Function-level-Vulnerability-
Detection), and a malware-image classifier running out of memory (rickyxume/MalwareViT, answered
only with 'use Colab'). One more confirmed thread, prose only, was left out to keep prose-only
records to a third: BNN-UPC/ignnition#116 (2022; GNN-NIDS intrusion detection running on the CPU;
the poster: 'My device was not properly set up for tensorflow, working now', the maintainer: 'in
order to use the GPU, it is needed to set up CUDA for Tensorflow'). The stored copy of the kept
thread ends inside the traceback, before the line that names the missing CUDA library; the text
holds what was stored, cut at the last whole line.

At first look (the doctor of commit 2a6eedd) the cause was named in 0 of 1 broken logs, 0 first;
no working run to flag. Missed: an `import tensorflow` that fails inside pywrap_tensorflow's
swig_import_helper with the library line cut off (nothing named, not even a failed import).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="passgan-train-import-fails-cuda-9-installed-build-wants-cuda-8",
        source=_GH + "brannondorsey/PassGAN/issues/15",
        text=r"""Traceback (most recent call last):
  File "train.py", line 8, in <module>
    import tensorflow as tf
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 72, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/alice/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
...""",
        expected_cause="cuda-libraries-missing",
        note="2018. The maintainer (brannondorsey) opened the issue as a reference after questions by email: 'This implementation requires CUDA 8. If CUDA 9 or greater is installed an error similar to the one below will be thrown', and updated the README to say CUDA 8 is required (PassGAN pins a TensorFlow 1.x GPU build made for CUDA 8). The maintainer's statement of the cause is not part of the text. The stored copy of the traceback ends inside the swig_import_helper frame, before the ImportError line that names the missing CUDA 8 library; the text is cut there with '...'.",
        platform="linux",
    ),
)
