# ruff: noqa: E501 - log lines are quoted verbatim
"""A fiftieth set of real threads, gathered apart: GitHub issues from 2023 to 2026.

Broken set-ups: TensorFlow after 2.10 on native Windows, asked as a question in the
TensorFlow issue form (Windows 11, TF 2.15, GTX 1660 Ti).

Working runs: Keras 3 on the TensorFlow backend printing XLA's "Fallback to op-by-op mode"
messages while training on.

The set is small: by this round nearly every 2023-2026 thread with a confirmed cause that the
searches reached was already used or had been read and skipped for earlier sets.

At first look (the doctor of commit 3208cf0, before this set was read) the broken log's cause
was named, first; the working run was not flagged. Nothing was changed for it.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="windows11-tf215-gtx1660ti-why-no-native-gpu",
        source=_TF + "62938",
        text=r"""### Issue type

Support

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

tf 2.15

### Custom code

No

### OS platform and distribution

Windows 11

### Python version

3.11

### GPU model and memory

GTX 1660Ti

### Current behavior?

Hey there! This is just me trying to ask a question, I did some googling to try and figure it out, but I was just wondering why support for CUDA acceleration was dropped for TF > 2.10 on windows native installations? I'd be curious just learning what would be needed to manually work around that (I'm a CpE major, would be a fun activity i think)? I may be way out of my league, but I am curious!

### Standalone code to reproduce the issue

```shell
--
```

### Relevant log output

```shell
--
```""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="2024-02. A maintainer (sushreebarsa) answered that GPU builds are delivered through WSL2 after 2.10; the reporter accepted it and only asked a follow-up about shipping a Windows app. Issue form and prose, no log; a question about the set-up rather than a failing run (weak).",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="keras3-tf-backend-xla-fallback-op-by-op-memset-messages",
        source=_GH + "keras-team/keras/issues/19081",
        text=r"""Since Keras 3, messages `"Fallback to op-by-op mode because memset node breaks graph update"` start to clutter the log output.

Example code, plain vanilla MNIST network:
```
#!/usr/bin/env python3

import os
os.environ["KERAS_BACKEND"] = "tensorflow"
import keras
import numpy as np

(train_images, train_labels), (test_images, test_labels) = keras.datasets.mnist.load_data()
train_images = train_images.reshape((60000, 28, 28, 1))
train_images = train_images.astype(keras.backend.floatx()) / 255
test_images = test_images.reshape((10000, 28, 28, 1))
test_images = test_images.astype(keras.backend.floatx()) / 255

train_labels = keras.utils.to_categorical(train_labels)
test_labels = keras.utils.to_categorical(test_labels)

def network_basic():
    inp = keras.layers.Input(shape = (28, 28, 1), name='Input')
    x = keras.layers.Conv2D(20, (3, 3), activation='relu', name='Conv_1')(inp)
    x = keras.layers.MaxPooling2D((2, 2), name='Pool_1')(x)
    x = keras.layers.Conv2D(50, (3, 3), activation='relu', name='Conv_2')(x)
    x = keras.layers.MaxPooling2D((2, 2), name='Pool_2')(x)
    x = keras.layers.Flatten()(x)
    x = keras.layers.Dense(500, activation='relu')(x)
...
```""",
        expected_cause=None,
        harmless=True,
        note="2024-01, Keras 3 on the TensorFlow backend. A Keras maintainer (sachinprasadhs): the message comes from TensorFlow's XLA GPU runtime choosing op-by-op mode, not an error; a triager added that Keras 3 jit-compiles by default; the reporter accepted it ('I see, I already suspected that it is something with the backend'); his runs went on, both Keras versions logging that XLA was used. The quoted description is cut where the excerpt ended; the log lines themselves were not visible, and the OS is not stated (weak).",
        platform="linux",
    ),
)
