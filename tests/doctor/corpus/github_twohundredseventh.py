# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-seventh set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) opened in 2025-2026 on the newest TensorFlow set-ups: TensorFlow 2.18-2.21, Python 3.12/3.13, GeForce RTX 50xx and RTX PRO Blackwell GPUs (sm_120), CUDA 12.8-13 drivers, WSL2 on Windows 11; the one record held is from NVIDIA/JAX-Toolbox.

Broken kinds held: tensorflow-text's compiled op library (a custom op) failing to load into the
TensorFlow 2.19 wheel beside it ("undefined symbol" in _boise_offset_converter.so), fixed by
pinning TensorFlow back to 2.18.1. Working runs: 0.

Very small set: the 2025-2026 threads on these set-ups that the searches returned were either
already in the corpus (most of the tensorflow/tensorflow RTX 5080/5090 and WSL2 threads, the
microWakeWord trainer's Blackwell thread, tensorflow/serving's RTX 5090D thread, faceswap's
RTX 5070 Ti request, the Python 3.13 install failures) or had no confirmation in the stored text:
tensorflow/tensorflow#112272 and google-research/inksight#28 (2026; RTX 5080 Laptop, TensorFlow
2.17.0+nv25.2 in an NGC container, CUDA_ERROR_INVALID_HANDLE in SavedModel graphs: only a
hedged maintainer reply and the poster's own partial workaround), tensorflow/tensorflow#103531
(2025; RTX PRO 1000 Blackwell on WSL2, closed as stale), tensorflow/tensorflow#117916 (2026; RTX
5080, Python 3.13, WSL2, open, no answer), tensorflow/tensorflow#91776 (2025; Python 3.13.3 on
Ubuntu 25.04, no answer in the stored copy), keras-team/keras-hub#2159 (2025; keras-nlp import
failing on tensorflow_text after an upgrade to TensorFlow 2.19, closed awaiting the poster). One
more confirmed pull request, NVIDIA/JAX-Toolbox#1383 (2025; "tensorflow-cpu == 2.19.0 is,
probably mistakenly, incompatible with tensorflow-text==2.19.0; pin tensorflow-cpu==2.18.1"), was
left out: it holds no log lines and repeats the cause of the record kept.

At first look (the doctor of commit 1c66b45) the cause was named in 1 of 1 broken logs, 1 first
(custom-op-build-mismatch, alone); no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="jax-toolbox-tensorflow-text-2-19-undefined-symbol-tflite-shim",
        source=_GH + "NVIDIA/JAX-Toolbox/pull/1605",
        text=r"""Keep restrict on tensorflow to be 2.18.1

Yep, it bites us again with the newer version of tensorflow-text such as `2.19.0`:
```
12:   File "/usr/local/lib/python3.12/dist-packages/tensorflow/python/framework/load_library.py", line 54, in load_op_library
12:     lib_handle = py_tf.TF_LoadLibrary(library_filename)
12:                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
12: tensorflow.python.framework.errors_impl.NotFoundError: /usr/local/lib/python3.12/dist-packages/tensorflow_text/python/ops/_boise_offset_converter.so: undefined symbol: _ZN6tflite4shim23TfShapeInferenceContextC1EPN10tensorflow15shape_inference16InferenceContextE
```""",
        expected_cause="custom-op-build-mismatch",
        note="2025. A pull request on NVIDIA/JAX-Toolbox (CI containers, Python 3.12) by the maintainer gpupuck, merged: the fix is the title itself, keeping TensorFlow pinned to 2.18.1, because tensorflow-text 2.19.0's compiled op library ('_boise_offset_converter.so') does not load into the TensorFlow beside it ('undefined symbol: ...tflite4shim23TfShapeInferenceContext...'). The same repository's earlier merged PR #1383 (olupton, 2025-04) names the pairing: 'tensorflow-cpu == 2.19.0 is, probably mistakenly, incompatible with tensorflow-text==2.19.0; pin tensorflow-cpu==2.18.1 for now'. The failing library is tensorflow-text's, not TensorFlow's own; no GPU is involved. The '12:' prefixes are the CI log's and stand as posted; the first line of the text is the pull request's title.",
        platform="linux",
    ),
)
