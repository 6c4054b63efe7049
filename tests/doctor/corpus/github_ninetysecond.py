# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-second set of real threads, gathered apart, from GitHub trackers (TensorFlow, Horovod, a ROS package for Jetson, MediaPipe) where the poster said what fixed it or a maintainer's diagnosis was taken up, any year.

Broken kinds held: a CUDA library that a sudo'ed install could not see (LD_LIBRARY_PATH dropped
by sudo), the CPU-only `tensorflow` 1.x package installed where `tensorflow-gpu` was meant, a
Jetson TensorFlow wheel built for an older JetPack's CUDA, and a Colab runtime whose preinstalled
TensorFlow was replaced by another one pulled in by a dependency (no catalogue cause). Working
runs: 0.

The angle for this set (opening posts edited to say what fixed them) was nearly exhausted: of the
threads met, almost every one with a resolution in the stored text was already in the corpus, and
most others showed no resolving turn. Only 1 of the 4 records is from 2023 or later, short of the
weighting asked for; only what the stored threads confirm is recorded here.

At first look (the doctor of commit 0d1c556, before this set was read; the same with the doctor of
671c092) the cause was named in 2 of the 4 broken logs (one has no catalogue cause), both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="horovod-sudo-pip-install-drops-ld-library-path-libcublas-9",
        source=_GH + "horovod/horovod/issues/239",
        text=r"""I'm trying to install horovod with tf 1.6, cuda 9.0, python3.6, ubuntu 16.04. The tensorflow runtime can be loaded normally from terminal. But when I install horovod, it always reports the following error:
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime.

Can anyone help me?""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2018. Prose plus the error lines. Maintainer alsrgv asked whether the install ran under sudo and said to pass 'sudo LD_LIBRARY_PATH=$LD_LIBRARY_PATH ... pip install horovod'; the poster: 'Adding LD_LIBRARY_PATH=$LD_LIBRARY_PATH helps. Thank you very much!' The CUDA 9.0 libraries were there but not on the library path of the sudo'ed process that imported TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="tf100-pypi-tensorflow-cpu-package-gtx1060-no-known-devices",
        source=_GH + "tensorflow/tensorflow/issues/7648",
        text=r"""Hi guys,

Sorry, I know there's already been tons of GPU related issues, but I could not find any that seems to be related to my problem.

The main symptom: when running tensorflow, my gpu is not detected ([the code being run](https://gist.github.com/...), and [its output](https://gist.github.com/...)).

What differs from usual issues is that cuda seems properly installed and running `./deviceQuery` from cuda samples is successful ([output](https://gist.github.com/...)).

I have two graphical cards:

* an old GTX 650 used for my monitors (I don't want to use that one with tensorflow)
* a GTX 1060 that I want to dedicate to tensorflow

I use:

* [tensorflow-1.0.0](https://pypi.python.org/pypi/tensorflow)
* cuda-8.0 ([ls -l /usr/local/cuda/lib64/libcud*](https://gist.github.com/...))
* cudnn-5.1.10
* python-2.7.12
* nvidia-drivers-375.26 (this was installed by cuda and replaced my distro driver package)

I've tried:

* adding `/usr/local/cuda/bin/` to `$PATH`
* forcing gpu placement in tensorflow script using `with tf.device('/gpu:1'):` (and `with tf.device('/gpu:0'):` when it failed, for good measure)
* whitelisting the gpu I wanted to use with `CUDA_VISIBLE_DEVICE...""",
        expected_cause="tensorflow-cpu-only-build",
        note="2017. Prose with versions; the logs were in gists, not in the post (the stored text stops mid-list). The poster (oelmekki) later: 'Indeed, it was solved for me : the problem was that there's a different lib to install for using gpu, `tensorflow-gpu` instead of `tensorflow`' (the pypi 'tensorflow' 1.0.0 package was CPU-only).",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-xavier-nx-jp45-tensorflow-gpu-from-jp33-index-cuda-mismatch",
        source=_GH + "koide3/monocular_person_following/issues/13",
        text=r"""Hello koide, thanks for your great work. I try to install this project from source on Xavier NX/Jetpack 4.5
When I install the tensorflow with the default command: 
sudo pip install -U --extra-index-url https://developer.download.nvidia.com/compute/redist/jp33 tensorflow-gpu
when I import the tensorflow, it prints that the cuda version is not compatible as In Jetpack 4.5 the cuda version is 10.2.

So my question is how to install the right version of tensorflow in order to run this project?
Thanks again for your great work, like hdl_graph_slam and others hdl_xx_xx which really help me a lot!!""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only, weak. The wheel came from NVIDIA's JetPack 3.3 index (built for that JetPack's CUDA) while JetPack 4.5 ships CUDA 10.2, as the poster says; the maintainer (koide3) pointed to NVIDIA's TensorFlow-for-Jetson instructions for the current JetPack and then 'updated the installation instruction for Jetpack 4.5.1'; the poster thanked him. Platform: Linux on aarch64 (Jetson).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-mediapipe-model-maker-pip-replaces-preinstalled-tensorflow",
        source=_GH + "google-ai-edge/mediapipe/issues/4967",
        text=r"""### Have I written custom code (as opposed to using a stock example script provided in MediaPipe)

No

### OS Platform and Distribution

Linux ubuntu 22.04

### Python Version

3.10.12

### Task name (e.g. Image classification, Gesture recognition etc.)

Object Detection

### Describe the actual behavior

Cannot detect GPU because its install new tensorflow version

### Describe the expected behaviour

Google colab must be have preinstalled tensorflow that can use for GPU, but when install mediapipe-model-maker using pip its also install new version of tensorflow and uninstalling the old one

### Standalone code/steps you may have used to try to get what you need

```shell
Just run command at google colab

!pip install mediapipe-model-maker
```""",
        expected_cause=None,
        note="2023. Prose only. The poster names the cause (pip install mediapipe-model-maker replaced Colab's preinstalled GPU TensorFlow with another version); a MediaPipe team member (kuaashish) reproduced it: 'the GPU is not being detected following the installation of the MediaPipe Model Maker'. Which piece the replacing TensorFlow then lacked (its CUDA libraries or versions) is not named in the thread, so no catalogue cause is set: a dependency swapping out a working GPU TensorFlow.",
        platform="linux",
    ),
)
