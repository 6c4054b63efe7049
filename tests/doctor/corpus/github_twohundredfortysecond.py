# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-forty-second set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) in which the cuDNN that TensorFlow got was not the one its build expected, on repositories new to the corpus or threads not yet in it (tensorflow/docs, Kaggle/docker-python, tensorflow/tensorflow).

Broken kinds held: an older cuDNN in a conda environment's lib folder found before the pip
nvidia-cudnn wheel (2023), a cuDNN installed by the documented version that was older than the
one TensorFlow 2.15 was built with (2023), another library (fastai) loading an older libcudnn into
the process before TensorFlow (2018), and a cuDNN of the next major release installed where
TensorFlow 0.5 wanted the one before it, so that no cuDNN loaded at all (2015). Working runs: 0.

Small set: the exact "Loaded runtime CuDNN library ... but source was compiled with" message
has been searched many times over and nearly every thread it returns is already in the corpus
or was read before without a confirmed cause. Three of the four records are pull requests whose
authors hit the error and named its cause themselves (the fix being the pull request); their
texts keep only the symptom. Left out for want of a confirmation in the stored text:
romilbert/samformer#8, mlcommons/mlperf-automations#215, NVIDIA/cudf#7262, charlesq34/pointnet#82,
tensorflow/tensorflow#50217, tensorflow/tensorflow#24636, tensorflow/tensorflow#43778,
tensorflow/tensorflow#11048, tsinghua-rll/VoxelNet-tensorflow#19, OlafenwaMoses/ImageAI#121 and
#327, rocker-org/rocker-versioned2#235.

At first look (the doctor of commit 2647244) the cause was named in 3 of the 4 broken logs, all 3
first; no working run in the set. The miss is the 2015 "Unable to load cuDNN DSO" line, which
names no library file or version.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-docs-pip-md-conda-lib-cudnn-810-shadows-pip-860",
        source=_GH + "tensorflow/docs/pull/2251",
        text=r"""I was hitting an error, `Loaded runtime CuD
NN library: 8.1.0 but source was compiled with: 8.6.0.`""",
        expected_cause="cudnn-version-mismatch",
        note="2023. A pull request on the pip install guide (conda environment plus the nvidia-cudnn-cu11 wheel, LD_LIBRARY_PATH set to $CONDA_PREFIX/lib/:$CUDNN_PATH/lib). Its author ForeverZyh found the cause himself: 'my `CONDA_PREFIX/lib` contains `libcudnn8.1.0` so TF will first use this version instead of the `libcudnn8.6.0`' of the wheel, and swapped the order of the two folders; a reviewer approved ('The change makes sense given the issue described with the CuDNN library versions') and markmcd accepted it. The text keeps only the symptom sentence, with the line break inside 'CuD/NN' as stored; the rest of the description is the diagnosis and fix.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-source-md-cudnn-88-for-tf215-built-894",
        source=_GH + "tensorflow/docs/pull/2291",
        text=r"""The documentation of source.md mentioned `cudnn` version `8.8` is needed for Tf2.15v. However, after installing that, and running TensorFlow, it complains:

2023-12-12 16:48:40.306928: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN library: 8.8.0 but source was compiled with: 8.9.4. CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library. If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile .""",
        expected_cause="cudnn-version-mismatch",
        note="2023. A pull request by SuryanarayanaY (TensorFlow team) fixing the tested-configurations table: TensorFlow 2.15 was built with cuDNN 8.9.4 ('Even setup.py file contains cudnn as 8.9.4'), so the documented cuDNN 8.8 is too old; the table was changed to 8.9 and the pull request merged (fixes tensorflow/tensorflow#62626, already in the corpus). The text stops before the setup.py finding.",
        platform="linux",
    ),
    CorpusLog(
        name="kaggle-docker-fastai-first-loads-cudnn-712-tf-built-721",
        source=_GH + "Kaggle/docker-python/pull/363",
        text=r"""If fastai is used prior to tensorflow, ... tensorflow fails with the following error message:
```
tensorflow/stream_executor/cuda/cuda_dnn.cc:343] Loaded runtime CuDNN library: 7.1.2 but source was compiled with: 7.2.1.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
```""",
        expected_cause="cudnn-version-mismatch",
        note="2018. A pull request by the image's maintainer rosbo: when fastai (PyTorch) is used first 'an older version of libcudnn is loaded' into the process, and TensorFlow then finds cuDNN 7.1.2 instead of the 7.2.1 it was built with; the fix merged was to preload TensorFlow ('Preloading for now (like before) until we find how to fix the issue with fastai'). The text leaves out the words naming the older libcudnn.",
        platform="linux",
    ),
    CorpusLog(
        name="tf0-5-cudnn-v3-installed-unable-to-load-cudnn-dso",
        source=_GH + "tensorflow/tensorflow/issues/62",
        text=r"""I'm getting the following error when I try to run the gpu version.

I tensorflow/stream_executor/dso_loader.cc:77] LD_LIBRARY_PATH: :/usr/local/cuda-7.0/lib:/usr/local/cuda-7.0/lib64:/usr/local/cuda-7.0/lib64:/usr/local/lib
I tensorflow/stream_executor/cuda/cuda_dnn.cc:1062] Unable to load cuDNN DSO.""",
        expected_cause="cuda-libraries-missing",
        note="2015 (TensorFlow 0.5). The poster Russell91 answered his own issue the same day: 'Make sure you reference http://tensorflow.org/get_started/os_setup.md#install_cuda and install cudnnv2, not cudnnv3.' - cuDNN v3 was installed while the build loads cuDNN v2's library, so no cuDNN could be opened (a cuDNN of another major release beside none of the one wanted). Not disputed; closed. The later comments are other users on CUDA 8.",
        platform="linux",
    ),
)
