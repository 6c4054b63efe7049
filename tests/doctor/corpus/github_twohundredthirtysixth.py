# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-thirty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow 2.11 or later on native Windows (not WSL2) that cannot use the NVIDIA GPU (2023).

Broken kinds held: the Windows GPU build of the C library (libtensorflow) for TensorFlow 2.11
missing, because TensorFlow 2.11 dropped GPU support on native Windows. Prose only. Working runs: 0.

Very small set: the threads on this subject in the stored copies ("Num GPUs Available: 0" on
Windows with TensorFlow 2.11 to 2.19, `tensorflow-gpu` stopping at 2.10, `tensorflow[and-cuda]` on
Windows, the move to WSL2 or to the DirectML plugin) are nearly all in the corpus already, and the
remaining ones end without a confirmation in the stored text (a maintainer's pointer to the WSL2
page with no answer from the poster, or closed as stale). The one record here is the TensorFlow side
of the case tensorflow/rust#400 (already in the corpus as a build log): same cause, a different
post by a different person, in prose.

At first look (the doctor of commit 6f9589e) the cause was named in 1 of the 1 broken logs, first;
no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-libtensorflow-gpu-windows-2110-zip-missing",
        source=_GH + "tensorflow/tensorflow/issues/59828",
        text=r"""### Issue Type

Bug

### Have you reproduced the bug with TF nightly?

Yes

### Source

binary

### Tensorflow Version

tf 2.11

### Custom Code

No

### OS Platform and Distribution

Windows

### Current Behaviour?

```shell
https://storage.googleapis.com/tensorflow/libtensorflow/libtensorflow-gpu-windows-x86_64-2.11.0.zip is missing, which is breaking TensorFlow Rust for Windows with GPU: https://github.com/tensorflow/rust/issues/400
```

### Standalone code to reproduce the issue

```shell
N/A
```

### Relevant log output

_No response_""",
        expected_cause="windows-native-no-gpu",
        note="2023. Title: 'Missing Window GPU prebuilt binary for 2.11.0'. Prose only: the poster (adamcrume, maintainer of the Rust bindings) reports the libtensorflow GPU zip for Windows 2.11.0 missing. A TensorFlow team member (nitins17) named the cause: 'We don't support GPU on native Windows since TF 2.10. You can download the binaries for TF 2.10.0 from https://www.tensorflow.org/install/lang_c.'; the poster did not dispute it (he replied only with a link to the README's official-builds section). An earlier answer (synandi) had called the package 'temporarily unavailable'. The same incident is in the corpus from the Rust side (tensorflow/rust#400, a cargo build log), whose note cites this thread.",
        platform="windows",
    ),
)
