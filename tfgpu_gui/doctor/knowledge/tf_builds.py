"""TensorFlow releases: the CUDA and cuDNN they were built against and the Pythons they support.

Source of the table: TensorFlow's "Tested build configurations", Linux GPU
(https://www.tensorflow.org/install/source#gpu; the older rows are mirrored in
https://github.com/tensorflow/docs/blob/master/site/en/install/source.md). Python ranges are the
same table's "Python version" column.
"""

from __future__ import annotations

from dataclasses import dataclass

TESTED_BUILDS_URL = "https://www.tensorflow.org/install/source#gpu"
PIP_INSTALL_URL = "https://www.tensorflow.org/install/pip"


@dataclass(frozen=True)
class TfBuild:
    """One TensorFlow minor release as tested on Linux with a GPU."""

    tf: tuple[int, int]
    cuda: tuple[int, int]
    cudnn: tuple[int, int]
    python_min: tuple[int, int]
    python_max: tuple[int, int]
    # Python 2.7 as well, on Linux and macOS (never on Windows): the table's "2.7, 3.3-3.7".
    python2: bool = False

    @property
    def pythons(self) -> str:
        """The Pythons it supports as the table writes them: "3.9-3.12", "2.7 (not on
        Windows), 3.3-3.7"."""
        span = (
            f"{self.python_min[0]}.{self.python_min[1]}-{self.python_max[0]}.{self.python_max[1]}"
        )
        return f"2.7 (not on Windows), {span}" if self.python2 else span


TF_BUILDS: tuple[TfBuild, ...] = (
    # 1.0-2.3: tensorflow/docs 7c365021 site/en/install/source.md, Linux GPU table ("2.7,
    # 3.3-3.7": Python 2.7 through 2.1, the last release for it; "CUDA 9" and "cuDNN 7" of the
    # table as 9.0 and 7.0).
    TfBuild((1, 0), (8, 0), (5, 1), (3, 3), (3, 6), python2=True),
    TfBuild((1, 1), (8, 0), (5, 1), (3, 3), (3, 6), python2=True),
    TfBuild((1, 2), (8, 0), (5, 1), (3, 3), (3, 6), python2=True),
    TfBuild((1, 3), (8, 0), (6, 0), (3, 3), (3, 6), python2=True),
    TfBuild((1, 4), (8, 0), (6, 0), (3, 3), (3, 6), python2=True),
    *(TfBuild((1, m), (9, 0), (7, 0), (3, 3), (3, 6), python2=True) for m in range(5, 13)),
    *(TfBuild((1, m), (10, 0), (7, 4), (3, 3), (3, 7), python2=True) for m in range(13, 16)),
    TfBuild((2, 0), (10, 0), (7, 4), (3, 3), (3, 7), python2=True),
    TfBuild((2, 1), (10, 1), (7, 6), (3, 5), (3, 7), python2=True),
    TfBuild((2, 2), (10, 1), (7, 6), (3, 5), (3, 8)),
    TfBuild((2, 3), (10, 1), (7, 6), (3, 5), (3, 8)),
    TfBuild((2, 4), (11, 0), (8, 0), (3, 6), (3, 8)),
    TfBuild((2, 5), (11, 2), (8, 1), (3, 6), (3, 9)),
    TfBuild((2, 6), (11, 2), (8, 1), (3, 6), (3, 9)),
    TfBuild((2, 7), (11, 2), (8, 1), (3, 7), (3, 9)),
    TfBuild((2, 8), (11, 2), (8, 1), (3, 7), (3, 10)),
    TfBuild((2, 9), (11, 2), (8, 1), (3, 7), (3, 10)),
    TfBuild((2, 10), (11, 2), (8, 1), (3, 7), (3, 10)),
    TfBuild((2, 11), (11, 2), (8, 1), (3, 7), (3, 10)),
    TfBuild((2, 12), (11, 8), (8, 6), (3, 8), (3, 11)),
    TfBuild((2, 13), (11, 8), (8, 6), (3, 8), (3, 11)),
    TfBuild((2, 14), (11, 8), (8, 7), (3, 9), (3, 11)),
    TfBuild((2, 15), (12, 2), (8, 9), (3, 9), (3, 11)),
    TfBuild((2, 16), (12, 3), (8, 9), (3, 9), (3, 12)),
    TfBuild((2, 17), (12, 3), (8, 9), (3, 9), (3, 12)),
    TfBuild((2, 18), (12, 5), (9, 3), (3, 9), (3, 12)),
    TfBuild((2, 19), (12, 5), (9, 3), (3, 9), (3, 12)),
    TfBuild((2, 20), (12, 5), (9, 3), (3, 9), (3, 13)),
    TfBuild((2, 21), (12, 5), (9, 3), (3, 10), (3, 13)),
)

LATEST = TF_BUILDS[-1]

# The last TensorFlow with CUDA on native Windows; later releases need WSL2.
# Source: https://www.tensorflow.org/install/pip#windows-native
WINDOWS_NATIVE_GPU_LAST = (2, 10)

# `pip install tensorflow[and-cuda]` brings the NVIDIA libraries as nvidia-* wheels from 2.14.
# Source: https://www.tensorflow.org/install/pip#linux (step "Install TensorFlow"), TF 2.14
# release notes https://github.com/tensorflow/tensorflow/releases/tag/v2.14.0
AND_CUDA_FROM = (2, 14)

# Releases whose tensorflow[and-cuda] installs the nvidia-* wheels but does not find their
# libraries unless their lib folders are on LD_LIBRARY_PATH (2.16.1; the path fix came with a
# later release). Source: https://github.com/tensorflow/tensorflow/issues/63362 ("TF 2.17.0 RC0
# Fails to work with GPUs (and TF 2.16 too)"), https://github.com/tensorflow/tensorflow/issues/65842.
AND_CUDA_PATH_FAULT = ((2, 16),)

# Google Colab's runtime moved to CUDA 12.2 (and TensorFlow 2.15) in December 2023; a
# TensorFlow built for CUDA 11 pinned there finds no CUDA 11 libraries. Source:
# https://github.com/googlecolab/colabtools/issues/4214 (the announcement, with the fallback
# runtime), https://github.com/googlecolab/colabtools/issues/4227.
COLAB_CUDA = (12, 2)

# Releases before 1.8 load only a cuDNN of the very major and minor version they were built with:
# their check compares "compatibility versions" (major and minor) for equality ("Loaded runtime
# CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7003
# (compatibility version 7000). If using a binary install, upgrade your CuDNN library to match",
# stream_executor/cuda/cuda_dnn.cc of those releases); TensorFlow 1.5 with cuDNN 7.6 fails so
# ("I was using 7600 version instead of 7000 version", https://github.com/EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/440).
# Later releases accept a newer minor ("CuDNN library major and minor version needs to match or
# have higher minor version in case of CuDNN 7.0 or later version",
# https://github.com/tensorflow/tensorflow/issues/23715). Where between 1.8 and 1.11 the check
# changed is not known here: 1.8-1.10 are judged as the later ones (a newer minor is no fault).
CUDNN_SAME_MINOR_BEFORE = (1, 8)

# From 2.1 the `tensorflow` package includes GPU support; before it, `tensorflow` was the CPU
# build and `tensorflow-gpu` the GPU one. Source: the 2.1.0 release notes
# (https://github.com/tensorflow/tensorflow/releases/tag/v2.1.0: "The tensorflow pip package
# now includes GPU support by default (same as tensorflow-gpu) for both Linux and Windows").
TENSORFLOW_INCLUDES_GPU_FROM = (2, 1)

# tensorflow-gpu became an empty package whose install raises an error (December 2022, for
# 2.12 onwards). Source: https://pypi.org/project/tensorflow-gpu/ ("Removal Information").
TENSORFLOW_GPU_REMOVED_FROM = (2, 12)

# Distributions that install the `tensorflow` import package; more than one of them in one
# environment overwrite each other's files. tensorflow-intel is a dependency of tensorflow on
# native Windows (2.13-2.15), so that pair is expected there.
# Source: https://pypi.org/project/tensorflow-intel/ , https://pypi.org/project/tensorflow-cpu/
TF_DISTRIBUTIONS = (
    "tensorflow",
    "tensorflow-cpu",
    "tensorflow-gpu",
    "tensorflow-intel",
    "tensorflow-macos",
    "tf-nightly",
    "tf-nightly-cpu",
    "tf-nightly-gpu",
    "intel-tensorflow",
)
CPU_ONLY_DISTRIBUTIONS = ("tensorflow-cpu", "tf-nightly-cpu", "intel-tensorflow")
RELATED_DISTRIBUTIONS = ("tensorflow-metal", "keras", "tf-keras", "tensorflow-io-gcs-filesystem")
# Packages TensorFlow requires (its setup.py's REQUIRED_PACKAGES) that are built per platform
# and have no wheel for some systems or Pythons: tensorflow-io-gcs-filesystem (no Windows wheel
# after 0.31, none for Python 3.13 or aarch64 at first: tensorflow/io#1815, #2109) and
# libclang. When pip or poetry finds none of them, TensorFlow cannot install there.
# Source: https://github.com/tensorflow/tensorflow/blob/v2.15.0/tensorflow/tools/pip_package/setup.py
# tensorflow-intel is what tensorflow and tensorflow-cpu require on native Windows
# ("tensorflow-intel ==2.19.0 ; platform_system == "Windows"" in their metadata,
# https://github.com/astral-sh/uv/issues/12588); a release of it once lacked a wheel for one
# Python (https://github.com/tensorflow/tensorflow/issues/59967).
PLATFORM_DEPENDENCIES = ("tensorflow-io-gcs-filesystem", "libclang", "tensorflow-intel")

# nvidia-* wheels that `tensorflow[and-cuda]` installs (Linux); the cuDNN one is the one most
# often pinned to a different version by another framework in the same environment.
# Source: tensorflow's setup.py extras, e.g. the 2.21 metadata on https://pypi.org/project/tensorflow/
AND_CUDA_CORE_WHEELS = ("nvidia-cudnn", "nvidia-cublas", "nvidia-cuda-runtime")


def build_for(tf_version: tuple[int, ...] | None) -> TfBuild | None:
    """The tested build of a TensorFlow version (by major.minor), if the table knows it."""
    if tf_version is None or len(tf_version) < 2:
        return None
    key = (tf_version[0], tf_version[1])
    for build in TF_BUILDS:
        if build.tf == key:
            return build
    return None


def python_supported(tf: TfBuild, python: tuple[int, ...], platform: str | None = None) -> bool:
    """Whether ``python`` (major, minor, ...) is in the release's supported range (2.7 where
    the release had it, and not on Windows)."""
    pv = (python[0], python[1] if len(python) > 1 else 0)
    if pv == (2, 7):
        return tf.python2 and platform != "windows"
    return tf.python_min <= pv <= tf.python_max


def oldest_for_python(python: tuple[int, ...]) -> TfBuild | None:
    """The oldest TensorFlow release that supports this Python, if any."""
    for build in TF_BUILDS:
        if python_supported(build, python):
            return build
    return None


def newest_for_python(python: tuple[int, ...]) -> TfBuild | None:
    """The newest TensorFlow release that supports this Python, if any."""
    for build in reversed(TF_BUILDS):
        if python_supported(build, python):
            return build
    return None


# NVIDIA's TensorFlow 1.15 builds for GPUs newer than the 1.x releases' CUDA (Linux, Python 3.8;
# not on PyPI): the README of https://github.com/NVIDIA/tensorflow.
NVIDIA_TF1_INSTALL = (
    "$ pip install --user nvidia-pyindex\n$ pip install --user nvidia-tensorflow[horovod]"
)
