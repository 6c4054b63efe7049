# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eighty-fifth set of real threads, gathered apart, found through the words of their resolutions (GitHub issues where the poster's own reply says what fixed it).

Broken kinds held: a cuDNN initialisation failure that enabling memory growth cured, a GPU whose
compute capability is below what the (self-built) TensorFlow accepts, and an IDE that did not pass
the CUDA library paths to TensorFlow. Working runs: 0.

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in all 3 broken logs, none of them first (a CUDA library cause, or a CPU-only build, ranked above it).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf20-gtx1050-mobile-2gb-cudnn-init-fixed-by-memory-growth",
        source=_GH + "tensorflow/tensorflow/issues/34518",
        text=r"""I researched that issue, but unfortunnately all i was able to find was a compatibility problems. i made sure to install exactly what was specified in the tensorflow gpu installation procedure. The only thing that is different is that i'm running the 430 nvidia driver (which was installed by asking to install the 418)

**System information**
- https://github.com/tensorflow/models/blob/master/research/object_detection/object_detection_tutorial.ipynb
- Ubuntu 18.04
- Tensorflow-gpu installed using pip 
- Tensorflow-gpu 2.0.0
- Python version: 3.6.8
- CUDA/cuDNN version: cuda 10.1 /cuDNN 7.6.5
- GPU model and memory: NVIDIA GeForce GTX 1050 Mobile  2Gb

**Describe the current behavior**
for image_path in TEST_IMAGE_PATHS:
  show_inference(detection_model, image_path)

Unknown:  Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.

**Describe the expected behavior**
Expecting to show the image with rectangle for detected objects

**Code to reproduce the issue**
https://github.com/tensorflow/models/blob/master/research/object_detection/object_detection_tutorial.ipynb
...""",
        expected_cause="memory-growth-disabled",
        note="2019. The poster (niccle27), next day: adding tf.config.experimental.set_memory_growth(physical_devices[0], True) 'just after importing the modules fixed the precedent issue' (the cuDNN initialisation failure). He then hit a plain CUDA_ERROR_OUT_OF_MEMORY on the 2 GB card, which is not quoted here. The text is cut where the search excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="tf241-source-build-gtx780m-cc30-below-minimum-35",
        source=_GH + "tensorflow/tensorflow/issues/46653",
        text=r"""Ignoring visible gpu device (device: 0, name: GeForce GTX 780M compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.

**System information**
- OS Platform and Distribution: Linux Ubuntu 18.04
- TensorFlow installed from (source or binary): From source
- TensorFlow version: 2.4.1
- Python version: 3.8.5
- Installed using virtualenv? pip? conda?: conda
- Bazel version (if compiling from source): bazel 3.1.0
- GCC/Compiler version (if compiling from source): gcc (Ubuntu 7.5.0-3ubuntu1~18.04) 7.5.0
- CUDA/cuDNN version:  10.1/8
- GPU model and memory: dual GeForce GTX 780M with 2 GB each

**Describe the problem**
 
 I built tensorflow (version 2.4.1) from source becuase my old gpu compute capability is 3.0.
 I followed the instructions from https://www.tensorflow.org/install/source
 and from https://medium.com/@mccann.matt/compiling-tensorflow-with-cuda-3-0-support-42d8fe0bf3b5
 
 I did the build process 5 times, every time I change some parameters in ./configure
...""",
        expected_cause="compute-capability-too-old",
        note="2021. The first line is the poster's issue title (the TensorFlow log line). The build still required compute capability 3.5, above the GTX 780M's 3.0; the poster (eagle-hub) then asked 'how to build from source and support GeForce GTX 780M compute capability: 3.0', and a maintainer (ymodak) answered there is no guide for a cc 3.0 build and pointed to a community article -- the GPU below the build's minimum was not disputed. Medium strength: no later 'it works'. The text is cut where the search excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-frcnn-pycharm-runs-on-cpu-libraries-not-found",
        source=_GH + "kentaroy47/frcnn-from-scratch-with-keras/issues/14",
        text=r"""How can I use GPU in test_frcnn.py?

Cause it uses cpu""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only. The poster (chamecall), after the maintainer asked for logs: 'That was related with PyCharm. It didn't find the needed libraries. Under the terminal it launches ok.' The IDE did not pass the CUDA library path, so TensorFlow fell back to the CPU. Platform inferred from the same poster's Linux logs in issues #10 and #17 of the repo.",
        platform="linux",
    ),
)
