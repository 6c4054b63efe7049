# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-seventh set of real threads, gathered apart, from GitHub issues on the tensorflow/tensorflow tracker about upgrades that broke a working GPU set-up (a pip upgrade inside a conda environment, a Colab runtime that moved to a newer TensorFlow).

Broken kinds held: a TensorFlow pip upgrade inside a conda environment after which the GPU was no
longer found (fixed by giving the environment its own pip; no catalogue ID), and a hosted runtime's
TensorFlow upgrade that left a cuDNN the new TensorFlow could not use. Working runs: 0.

A small set: nearly every upgrade thread the searches met with its resolution in view was already
in the corpus; both records here are prose and environment only, from 2021 and 2022.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in
neither of the 2 broken logs; the pip upgrade in a conda environment (no catalogue ID) was given
a Python-version error, read from TensorFlow 2.4.1 beside Python 3.9.6.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-upgrade-241-to-260-pip-in-conda-env-gpus-gone-prose",
        source=_GH + "tensorflow/tensorflow/issues/51684",
        text=r"""**System information**
- OS Platform and Distribution : Linux/Ubuntu 18.04
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: N/A
- TensorFlow installed from (source or binary): binary
- TensorFlow version: 2.4.1, trying to upgrade to 2.6.0
- Python version: 3.9.6
- Installed using virtualenv? pip? conda?: initially conda, then upgraded tensorflow and tensorflow-gpu with pip
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: 11.2
- GPU model and memory: Tesla V100-SXM / 32510MiB

**Describe the problem**

I'm trying to use a GPU for my tensorflow modeling. I've downloaded anaconda and created a new conda environment which includes the packages t=tensorflow verion 2.4.1, tensorflow-gpu 2.4.1). I can initially see GPU devices available when running a python script find_gpu.py (which just outputs the result of tf.config.experime
...""",
        expected_cause=None,
        note="2021. Prose and environment only (the rest of the opening post was not in view). Title: 'Can't find GPUs after updating tensorflow to 2.6.0 (with pip) in conda environment'. The poster (MIHIRKHAMBETE) closed it: 'Solved by running `conda install pip` before pip installing tensorflow 2.6.0 when making the virtual environment.' No catalogue ID for a pip upgrade run without the environment's own pip.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf29-upgrade-transfer-learning-tutorial-cudnn-prose",
        source=_GH + "tensorflow/tensorflow/issues/57202",
        text=r"""https://colab.research.google.com/github/tensorflow/docs/blob/master/site/en/tutorials/images/transfer_learning.ipynb?force_kitty_mode=1&force_corgi_mode=1#scrollTo=TqOt6Sv7AsMi

This is the second Transfer learning tutorial that does not run in colabs.  I have not had an issue before.  Is there a version I need to set.
This time the code fails at

image_batch, label_batch = next(iter(train_dataset))
feature_batch = base_model(image_batch)
print(feature_batch.shape)""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Prose only, weak. A Colab GPU runtime on TF 2.9 ('I have not had an issue before'). The poster (ejboettcher) found it ran after forcing `pip install tensorflow==2.7`; the maintainer (tilakrayal) gave the workaround `!apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2`. The same poster, the same day in googlecolab/colabtools#3016, wrote that the GPU tutorials need 'switch to TF 2.7 or change libcudnn8-dev to libcudnn8 (via `!apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2`)', and the Colab team answered that a fix was rolling out and that either work-around fixes it. The poster's reply in this thread was not in view.",
        platform="linux",
    ),
)
