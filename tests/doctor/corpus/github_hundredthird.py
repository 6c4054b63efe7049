# ruff: noqa: E501 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-third set of real threads, gathered apart, from GitHub trackers of conda and of projects installed into conda environments (a conda-recipe install thread of a TensorFlow application), any year.

Broken kinds held: a pip TensorFlow in a conda environment that holds no CUDA libraries.
Working runs: 0.

A small set: the conda trackers (ContinuumIO/anaconda-issues, conda-forge/tensorflow-feedstock,
conda/conda, mamba-org/mamba) and the conda threads of applications were searched with some
ninety look-ups, and almost every thread whose confirmation was in view was already in the corpus.

A second thread gathered for this set (conda/conda#8736) was the same post and error by the
same person as ContinuumIO/anaconda-issues#10972, already in the corpus, and is left out.

At first look (the doctor of commit 33fa4d3, before this set was read) the cause was named in
the one broken log, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="segmentation-gym-conda-recipe-pip-tf210-no-cuda-libs",
        source=_GH + "Doodleverse/segmentation_gym/issues/78",
        text=r"""I tested your recipe on Ubuntu 22.04 and it was very fast (< 5 minutes). I tested the new env using `from doodleverse_utils.imports import *` and all dependencies were found

`tf.__version__` = 2.10.0

HOWEVER, like with CoastSeg, specifically https://github.com/SatelliteShorelines/CoastSeg/issues/68, the pip installed versions are not usable

physical_devices = tf.config.experimental.list_physical_devices('GPU')
 print(physical_devices)

outputs

2022-09-12 16:16:06.701123: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-09-12 16:16:06.701330: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2022-09-12 16:16:06.701417: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcublas.so.11'; dlerror: libcublas.so.11: cannot open shared object file: No such file or directory
...""",
        expected_cause="cuda-libraries-missing",
        note="2022. The log is a comment by dbuscombe-usgs (a Doodleverse maintainer, the one whose GPU it was) on a thread proposing a conda recipe that pip-installs TensorFlow 2.10; the opening post holds no log. He names the cause himself: 'like with CoastSeg ... the pip installed versions are not usable', pointing to SatelliteShorelines/CoastSeg#68, where he fixed the same setup with `pip uninstall tensorflow-gpu` then `conda install -c conda-forge tensorflow-gpu` (which brings the CUDA libraries) and then saw 'Num GPUs Available: 1'. The log is cut where the excerpt ends; how #78 itself was closed is not in view.",
        platform="linux",
    ),
)
