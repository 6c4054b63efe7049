# ruff: noqa: E501 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-first set of real threads, gathered apart: GitHub issues on tensorflow/tensorflow (2020) where the `tensorflow` 1.15.2 wheel on PyPI shipped without GPU support.

Broken kinds held: a CPU-only TensorFlow build (the plain `tensorflow==1.15.2` wheel, built CPU-only
where 1.15.0 had carried GPU support). Working runs: 0.

At first look (the doctor of commit 400792a, before this set was read) the cause was named in
neither of the 2 broken logs; no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-1152-pypi-wheel-cpu-only-docker-gtx1080ti-env",
        source=_GH + "tensorflow/tensorflow/issues/36476",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 18.04 (in Docker)
- TensorFlow installed from (source or binary): Binary
- TensorFlow version: 1.15.2
- Python version: 3.6
- Installed using virtualenv? pip? conda?: pip
- CUDA/cuDNN version: 10.0
- GPU model and memory: GTX 1080 Ti 12 GB

**Describe the problem**

When using the tensorflow package at version 1.15.2, Tensorflow does not find my GPU. The tensorflow-gpu package works, but I was under the impression that from 1.15.0 onward, the tensorflow package would be capable of running with or without a GPU.

Looking at PyPI, I notice there isn't a tensorflow-cpu package released for 1.15.2. Has the project switched back to using the old model where only tensorflow-gpu has GPU support?

**Provide the exact sequence of commands / steps that you executed before running into the problem**

1. `pip3 install tensorflow==1.15.2`
2. Run the following script:
    ```python3
    from tensorflow.python.client import device_lib
    print(device_lib.list_local_devices())
    ```
3. Observe that CPU devices are found, but GPU devices are not

**Any other info / logs**

I've been testing this in a Docker container that uses Nvidia's Cuda images. I have nvidia-docker2 installed and can confirm that the tensor ...""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Environment and prose, no log; the stored copy of the description ends mid-sentence (marked '...'). The poster found `tensorflow-gpu==1.15.2` works where `tensorflow==1.15.2` sees only the CPU; the same release's wheel was confirmed CPU-only by a maintainer in tensorflow/tensorflow#36347 (mihaimaruseac: '1.15.2 uses `tensorflow_gpu` for GPU and `tensorflow` for CPU'), and datamachines/cuda_tensorflow_opencv#3 switched to the -gpu package citing this issue. Later comments of this thread were not read.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-1152-official-release-no-gpu-support-env",
        source=_GH + "tensorflow/tensorflow/issues/36347",
        text=r"""**System information**
- OS Platform and Distribution: Linux
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary): [binary](https://pypi.org/project/tensorflow/1.15.2/#files)
- TensorFlow version: 1.15.2
- Python version: python2, python3.6
- Installed using virtualenv? pip? conda?: pip

**Describe the problem**

As [announced](https://groups.google.com/a/tensorflow.org/forum/#!topic/developers/iRCt5m4qUz0) Tensorflow 1.15 contained GPU support by default. Tensorflow 1.15.2 no longer has GPU support.

Related there is no 1.15.2 version of tensorflow_cpu: https://pypi.org/project/tensorflow-cpu/#history""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Environment and prose only (no log). Maintainer mihaimaruseac: 'There has been an unfortunate change in our build scripts and 1.15.2 uses `tensorflow_gpu` for GPU and `tensorflow` for CPU.' The poster accepted it ('This isnt a blocker, but it would nice if you can make an announcement'). The last line is the poster's own comment added before the answer.",
        platform="linux",
    ),
)
