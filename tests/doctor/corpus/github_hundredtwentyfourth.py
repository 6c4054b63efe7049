# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-twenty-fourth set of real threads, gathered apart, from GitHub issues and pull requests about continuous-integration GPU test jobs that run TensorFlow (a CI docker image, a project's GPU CI).

Broken kinds held: a CI image whose cuDNN is older than the one the TensorFlow nightly was built
against, and two TensorFlow distributions (tensorflow and tf-nightly) installed side by side in a
GPU CI job. Working runs: 0. The other half of the angle (ARM64 / aarch64 GPU servers: Grace
Hopper, Graviton, Ampere Altra, SBSA) gave no thread with a confirmed cause that is not already in
the corpus (tensorflow/tensorflow#121157 and KumaTea/tensorflow-aarch64#6 are); the set is small.

At first look (the doctor of commit 8d1a5df, before this set was read) the cause was named in 0
of the 2 broken logs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-addons-gpu-ci-custom-op-image-cudnn-older-than-nightly",
        source=_GH + "tensorflow/addons/issues/418",
        text=r"""Since ~ yesterday we're seeing fails on our GPU tests that say 

Failed to get convolution algorithm. This is probably because cuDNN failed to initialize

A simple reproducible test is:

import numpy as np
import tensorflow as tf

data = np.random.random((2, 4, 4, 3))
layer = tf.keras.layers.Conv2D(5, (2,2), input_shape=(4,4,3))
print(layer(data))

I checked and it's not because of any change to the nightly TF package (today's version still works on an older docker image). The only change to the docker images was https://github.com/YINZHI-keji/tensorflow/commit/5f81522c88c38b897e4313c28bf6e6cc7cc1456e but my hunch is that the base docker image was updated between when custom-op-gpu was originally pushed and today. Perhaps they updated the cudnn version? It's currently 7.5 but I deleted my old image so I can't check if that's what it was before.

cc @yifeif @av8ramit""",
        expected_cause="cudnn-version-mismatch",
        note=(
            "2019. Prose with one error line, weak. TensorFlow Addons' GPU CI tests (custom-op-gpu docker image, "
            "TF nightly) began failing. Maintainer yifeif: 'Indeed sounds like an cudnn version issue'; the poster "
            "then noted that the base image 10.0-cudnn7-devel-ubuntu16.04 had been updated 14 days earlier. The same poster filed "
            "tensorflow/tensorflow#31622 the next day (already in the corpus): the GPU docker images carry cuDNN "
            "7.4/7.5 while the nightly pip package was compiled with 7.6 ('Loaded runtime CuDNN library: 7.4.1 but "
            "source was compiled with: 7.6.0'). The resolution comment of #418 itself was not read."
        ),
        platform="linux",
    ),
    CorpusLog(
        name="keras-cv-gpu-ci-tf-nightly-beside-tensorflow",
        source=_GH + "keras-team/keras-cv/pull/2405",
        text=r"""* GPU CI is failing because `keras-nlp-nightly` is installing `tf-nightly` and we install `tensorflow` from requirements.  So skip dependency install from `keras-nlp-nightly`.
* Disable `test_segformer_call` due to mismatch in output values. cc: @tirthasheshpatel""",
        expected_cause="multiple-tensorflow-distributions",
        note=(
            "2024. Prose only, weak: the PR description states the cause itself and shows no log. The KerasCV GPU "
            "CI job failed because keras-nlp-nightly pulled in tf-nightly next to the tensorflow from "
            "requirements; the author (sampathweb) fixed it by skipping that dependency install, mattdangerw "
            "approved ('lgtm!'), merged. The exact failure the job printed was not read."
        ),
        platform="linux",
    ),
)
