# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fourth set of real threads, gathered apart, from GitHub trackers of NVIDIA's TensorFlow projects (NVIDIA/tensorflow, the NVIDIA-maintained TF-TRT tracker tensorflow/tensorrt) and of projects that ship TensorFlow GPU set-ups (a conda environment, a Docker image), any year.

Broken kinds held: NVIDIA's Linux-only TensorFlow packages tried on native Windows, a conda
environment whose unpinned cudatoolkit is newer than the CUDA TensorFlow 1.10.1 was built for,
a CPU-only TensorFlow 2.0 package (no TF-TRT module), and a GPU TensorFlow image started without
`--gpus` (no libcuda.so.1). Working runs: 0.

Most confirmed threads met on the NVIDIA trackers were already in the corpus; none of the four
here was opened in 2023 or later.

At first look (the doctor of commit 33fa4d3, before this set was read) the cause was named in 0
of the 4 broken logs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-pyindex-native-windows-mx130-unsupported",
        source=_GH + "NVIDIA/tensorflow/issues/12",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: Nil
- TensorFlow installed from (source or binary): Source
- TensorFlow version (use command below): 2.3.1
- Python version: 3.7
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 8
- GPU model and memory: Nvidia MX130

...

**Describe the current behavior**

Tried to execute pip install nvidia-pyindex but it does not work. Tried to upgrade pip, also does not ...""",
        expected_cause=None,
        note="2021. Environment only (the stored copy of the opening post stops mid-sentence). NVIDIA maintainer nluehr: 'Sorry. NVIDIA-PyIndex and NVIDIA/TensorFlow do not support Windows.'; the poster: 'I see. Thank you for the response!' (closed). Cause: NVIDIA's TensorFlow packages (nvidia-pyindex / nvidia-tensorflow) are Linux-only; no catalogue ID (windows-native-no-gpu is about TensorFlow after 2.10).",
        platform="windows",
    ),
    CorpusLog(
        name="alice-tf1101-conda-cudatoolkit-not-cuda90",
        source=_GH + "orasanen/ALICE/issues/13",
        text=r"""Because it uses Tensorflow 1.10.1, this requires CUDA 9.0. In the ALICE.yml it just specifies cudatoolkit, which is fine for MacOS because that is still the main version, but not for Linux. https://anaconda.org/anaconda/cudatoolkit

Should be safe to put cudatoolkit=9.0 in the ALICE.yml.

Edited: Only CUDA 9.0 will work with Tensorflow 1.10.1.""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose only (issue title 'GPU requires CUDA 9.X'). The poster's own diagnosis, edited into the opening post: 'Only CUDA 9.0 will work with Tensorflow 1.10.1' - the environment file's unpinned cudatoolkit installs a newer CUDA than TF 1.10.1 was built for. No maintainer reply in view (issue open), so the confirmation is the poster's alone.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-trt-module-missing-cpu-only-tf20-windows",
        source=_GH + "tensorflow/tensorrt/issues/153",
        text=r"""**Platform**: Tensorflow 2.0. Python 3.7. Testing on local windows machine with no GPU before deploying to AWS EC2 machine with GPU.

Apologies if this is a very simple question.

I'm trying to use TensorRT for the first time in order to speed up model predict time. The nvidia documentation: [2.2.4. TF-TRT 2.0 Workflow With A SavedModel](https://docs.nvidia.com/deeplearning/frameworks/tf-trt-user-guide/index.html#worflow-with-savedmodel) says to start by running:
import tensorflow as tf
from tensorflow.python.compiler.tensorrt import trt_convert as trt

When I do this, I get the error: **ModuleNotFoundError: No module named 'tensorflow.python.compiler.tensorrt'**. Is tensorrt still included with tensorflow? Do I need to install it separately?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose plus one error line. The poster: 'Issue solved by running on GPU machine. tensorflow.python.compiler.tensorrt appears to be included in tensorflow-gpu, but not (standard cpu-only) tensorflow'; a later commenter adds that TF-TRT is not supported on Windows at all. The local machine had no GPU; the confirmed cause is the CPU-only TF 2.0 package (no TF-TRT module), fixed by moving to the GPU build on a Linux GPU machine.",
        platform="windows",
    ),
    CorpusLog(
        name="tecogan-docker-gpu-image-run-without-gpus-libcuda",
        source=_GH + "tom-doerr/TecoGAN-Docker/issues/7",
        text=r"""In the readme, under "Install the NVIDIA Container Toolkit" it says:

> This step [...] is only necessary if you want GPU support.

So if I understand correctly, we can chose to use the CPU instead? If so, I didn't find how to do it.

I tried removing `--gpus all` from the `docker run` command but then when launching `runGan.py 1` I got :
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory

Failed to load the native TensorFlow runtime.

If using the CPU on the run case 1 is possible, I would like to do it for the following reasons:
1. the Nvidia Toolkit is not yet supported under the latest stable Ubuntu (20.10)
2. I have another computer with an AMD GPU which I would also like to run TecoGAN on""",
        expected_cause="container-without-gpus",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2021. Maintainer tom-doerr: the image is built from a GPU base (tensorflow/tensorflow:1.8.0-gpu-py3); change it to tensorflow/tensorflow:1.8.0-py3 to run on the CPU. The poster: 'Thanks, it works great!'. The GPU TensorFlow build was started in a container without --gpus, so the driver's libcuda.so.1 was absent and TensorFlow could not import.",
        platform="linux",
    ),
)
