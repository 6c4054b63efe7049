# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirteenth set of real threads, gathered apart, from the GitHub trackers of HPC clusters' software stacks (the Compute Canada / Alliance wheel and module stack), 2021.

Broken kinds held: a cluster-built cuDNN whose sub-libraries cannot load one another (no
$ORIGIN in their RPATH), so TensorFlow's cuDNN calls fail on a GPU node. Working runs: 0.

A small set: most HPC-cluster threads met in this search (Slurm jobs, environment modules,
Apptainer/Singularity --nv, login vs GPU node) were already in the corpus, or their stored copy
ends before the cause is confirmed.

At first look (the doctor of commit a90613a, before this set was read) the cause was named in 0
of the 1 broken log.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="computecanada-tf25-cudnn-adv-train-transient-dependency-not-found",
        source=_GH + "ComputeCanada/software-stack/issues/88",
        text=r"""cuDNN transient dependency not found

The Tensorflow 2.5 python wheel can, in some cases, load `libcudnn_adv_train.so` directly, without loading `libcudnn_ops_train.so` first; this triggers the loading of the said `.so`. Since it is loaded as a transient dependency, the RPATHs are not used by the dynamic linker. Thus, the library isn't found.

This did not happen with TF 2.4.1, seemingly because the `libcudnn_ops_train` is always loaded before `libcudnn_adv_train`.

Note that I built TF 2.5 (and the python wheels) from source, and that this issue also happens when I unmanylinuxize the wheel from PyPI.

### To reproduce the crash:

1. Use a GPU node (else, CPU-only operators will be used, and it won't crash)
2. Install tensorflow 2.5 (create and activate virtualenv, `pip install --no-index tensorflow==2.5`)
3. Launch `python` and run:

import tensorflow as tf
inputs = tf.random.normal([32, 10, 8])
lstm = tf.keras.layers.LSTM(4)
output = lstm(inputs)

Here is a version that uses the same feature (LSTM), but doesn't crash:

import tensorflow as tf

# If we execute BN, it loads libcudnn_ops_train.so, which avoids a crash when trying to use LTSM
bn = tf.keras.layers.BatchNormalization()
...""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only (no pasted log in the stored copy). The opener (who builds the cluster's TF wheels) diagnosed it in the post and confirmed the fix by testing: the cluster's cuDNN sub-library libcudnn_ops_train cannot be found when libcudnn_adv_train is loaded first, because cuDNN's RPATH lacks $ORIGIN; 'The solution that Maxime and I suggest, is to patch cuDNN binaries so that their RPATHs contain $ORIGIN. I tested it, and it works.' Closed as a bug. The ID is the nearest: a cuDNN library TF needs cannot be loaded, though cuDNN is installed.",
        platform="linux",
    ),
)
