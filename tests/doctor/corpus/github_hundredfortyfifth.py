# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on rlworkgroup/garage (new to the corpus) and iot-salzburg/gpu-jupyter, for the angle of posts that paste or describe an environment listing (pip list, conda list, requirements and environment files) beside a TensorFlow GPU problem.

Broken kinds held: the CPU-only `tensorflow` pulled in beside `tensorflow-gpu` by another package's
dependencies (garage via baselines), and a GPU image that ships `tensorflow-gpu` where a later
`pip install tensorflow` adds a second, identical TensorFlow. Working runs: 0 (none met with a
confirmation in the stored copy).

Small set, and both records are prose only (the angle's listings, where pasted, sat in threads
whose stored copy lacked the resolution). The angle proved worked to exhaustion in the stored
index: nearly every confirmed thread that the searches returned was already in the corpus
on tensorflow/tensorflow, or already read and found unconfirmed. Threads read here that pasted a listing but whose stored copy had no confirmation
were left out: nanoporetech/medaka 65, 165, 232;
aquaskyline/Clairvoyante 44; deepfakes/faceswap 1109, 1110, 1116; amaiya/ktrain 199;
SatelliteShorelines/CoastSeg 68 (confirmed fix, but the stored copy holds only the later comments,
not the post that showed the failure); juglab/cryoCARE_pip 61; rlworkgroup/garage 698;
tensorflow/models 9724, 10266, 10726.

At first look (the doctor of commit 65f94f2) the cause was named in 0 of the 2 broken logs, 0
first: the doctor reported nothing for either (both are prose that names the two distributions
only in words, with no listing lines); no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="garage-baselines-pulls-tensorflow-over-tensorflow-gpu",
        source=_GH + "rlworkgroup/garage/issues/251",
        text=r"""TensorFlow GPU overriden by installation of baselines

While installing garage, the package baselines and its dependencies are installed. Among these dependencies, there's the regular version of TF, and even though TF GPU is installed after (if the user picks that option), when both distributions are installed, the regular version of TF overrides the GPU version.
This is an issue inherited from baselines, as seen [here](https://github.com/openai/baselines/issues/146).
A possible solution would be to remove tensorflow before installing tensorflow-gpu, although this may be temporal if baselines is fixed.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2018. Prose only. Labelled bug/packaging. The poster (gonzaiva, a contributor) later: 'If both are installed, tensorflow will override tensorflow_gpu. Moreover, if both the vanilla tensorflow and tensorflow_gpu are installed, it's not enough to uninstall vanilla tensorflow to make the GPU version work. Both have to be uninstalled first'; maintainer ryanjulian did not dispute the cause (he argued for fixing it in environment.yml), and the fix that closed it (PR #279, reviewed by ryanjulian) has the setup script run `pip uninstall -y tensorflow tensorflow-gpu` before installing the chosen flavour. Odd: the cause is stated in the post itself.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-image-tensorflow-gpu-plus-pip-tensorflow-two-copies",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/35",
        text=r"""Changing tensorflow-gpu to tensorflow

Hello,

Thanks a lot for maintaining this Docker image.
Starting from tensorflow 2.0, there's no separate version for CPU or GPU. 
See this page: https://www.tensorflow.org/install/gpu
Therefore if you do `pip install tensorflow-gpu>=2.0.*`, it is actually an alias of doing `pip install tensorflow>=2.0.*`. The latter one will also have all GPU libraries.
However in the current latest version of gpu-jupyter, if someone do `pip install tensorflow`, there will be two identical tensorflows in the system.
I'm not sure if this should be an issue of gpu-jupyter or tensorflow itself, but I guess it is somehow better to get rid of the name `tensorflow-gpu`.

Thanks very much for reading,
alice""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. Prose only; no failure shown, the state itself (two TensorFlow distributions, `tensorflow-gpu` from the image and `tensorflow` from the user) is the problem. Maintainer ChristophSchranz: 'Thanks for your info ... Changed this in 6a7acdecce5a66f036af66b7debf2fc30e5faa77' (the image switched from `tensorflow-gpu` to `tensorflow`). A Docker image's package set, not a Docker GPU error.",
        platform="linux",
    ),
)
