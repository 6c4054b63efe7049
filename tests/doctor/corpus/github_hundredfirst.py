# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-first set of real threads, gathered apart, from GitHub trackers of install docs and packagings that readers follow to set TensorFlow up on a GPU (tensorflow/docs and the install pages, Anaconda's packages, a Cloudera workbench image, a TF docker image), any year.

Broken kinds held: a cuDNN older or newer than the one TensorFlow was built with getting
loaded (conda's cudnn 7.3.1 / 7.6 under tensorflow-gpu 1.13 and 2.0-alpha, an upgraded
libcudnn8 8.8 under TF 2.8 in a container, the cuDNN 8.8 the TF 2.15 docs named), and a
TensorFlow 1.3 binary that wants libcudnn.so.6 where the install docs or an image gave
cuDNN 5.1. Working runs: 0 (none met with a confirmation in view).

A sixth thread gathered for this set (ContinuumIO/anaconda-issues#11156) was gathered for the
ninety-eighth set too and is held there.

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in 4
of the 5 broken logs, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="anaconda-tf2-alpha-conda-cudnn731-but-compiled-742",
        source=_GH + "ContinuumIO/anaconda-issues/issues/10972",
        text=r"""### Actual Behavior

My basic question is whether there is a date set for upgrading from Cudnn 7.3.1 to a newer version. Also, when will Anaconda move to a newer version of the cudatoolkit?

Most Tensorflow 2.0 stuff works in Anaconda. But I ran into one particular issue where I got an error like this. 
```
Loaded runtime CuDNN library: 7.3.1 but source was
    compiled with: 7.4.2.  CuDNN library major and
    minor version needs to match or have higher minor
    version in case of CuDNN 7.0 or later version. If
    using a binary install, upgrade your CuDNN 
   library. If building from sources, make sure the
   library loaded at runtime is compatible with the version
 specified during compile configuration.
```
I opened an issue on the Conda repo, but the issue was closed with essentially no response--other than saying that Anaconda does not support Tensorflow 2.0

https://github.com/conda/conda/issues/8736

So I was just wondering when updated libraries would be available?

### Expected Behavior

### Steps to Reproduce

I created a conda environment with
`conda create -n tf2alpha tensorflow-gpu==2.0.0-alpha0 anaconda`

Then I created a notebook and ran the code below.
...""",
        expected_cause="cudnn-version-mismatch",
        note="2019, weak confirmation. The cause is named by TensorFlow's own error line (cuDNN 7.3.1 loaded, built with 7.4.2) and by the poster: conda's environment only offered cudnn 7.3.1 for tensorflow-gpu 2.0.0-alpha0; no fix was reported in the thread (closed). Platform from the poster's linked conda/conda#8736 (Ubuntu 18.04).",
        platform="linux",
    ),
    CorpusLog(
        name="tf28-docker-libcudnn8-upgraded-to-88-cudnn-handle-fails",
        source=_GH + "tensorflow/tensorflow/issues/59966",
        text=r"""### Issue Type

Bug

### Have you reproduced the bug with TF nightly?

No

### Source

source

### Tensorflow Version

tf 2.8

### Custom Code

Yes

### OS Platform and Distribution

Linux Ubuntu 20.04

### Python version

3.8

### CUDA/cuDNN version

CUDA 11.2, cuDNN 8.8

### Current Behaviour?

```shell
Note: I am using a custom docker container that is based on an older `tensorflow/tensorflow:latest-gpu` image. This image is Ubuntu 20.4 with tf 2.8 and CUDA 11.2. My actual computer running the container is Ubuntu 18.04 with a Quadro RTX 8000 and NVIDIA driver 460.106.0.

I recently upgraded packages in my docker container, and it seems that the newest version of libcudnn8, being cudNN 8.8, conflicts with Tensorflow 2.8 (possibly other versions too, but I can only speak for TF 2.8). I am able to load one of my pre-trained Conv2d-based models just fine, but actually using the model (for both training and prediction) causes trouble. 

As soon as I try to run any data through my model, TF cannot create the cudnn handle and suggests that I have an insufficient driver version. I tried updating the driver version, but that newer version requires CUDA 12.0, which TF is not compatible with. After many hours of trial and error,
...""",
        expected_cause="cudnn-version-mismatch",
        note="2023. The poster found the cause himself (title and body): upgrading the container's libcudnn8 to cuDNN 8.8 broke TF 2.8 (built for cuDNN 8.1), 'after many hours of trial and error'; issue closed. The stored copy stops there, so the fix he described (the older libcudnn8) is not quoted. The 'insufficient driver' message hints the 8.8 package also wanted a newer driver than 460.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-215-named-cudnn88-loaded-but-compiled-894",
        source=_GH + "tensorflow/docs/pull/2291",
        text=r"""The documentation of source.md mentioned `cudnn` version `8.8` is needed for Tf2.15v. However, after installing that, and running TensorFlow, it complains:

2023-12-12 16:48:40.306928: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN library: 8.8.0 but source was compiled with: 8.9.4. CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library. If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile .

Even setup.py file contains cudnn as 8.9.4.""",
        expected_cause="cudnn-version-mismatch",
        note="2023. A TensorFlow triager (SuryanarayanaY) reproduced the user report tensorflow/tensorflow#62626 (already in the corpus) by following the tested-configurations page, got this line, and fixed the page to cuDNN 8.9 in this docs PR (merged). The log is his, not the original reporter's.",
        platform="linux",
    ),
    CorpusLog(
        name="tf13-install-docs-cudnn51-but-binary-wants-libcudnn-so-6",
        source=_GH + "tensorflow/tensorflow/issues/12416",
        text=r"""### Problem Description
The binary version for GPU provided [here](https://www.tensorflow.org/install/install_linux#python_36) on installation page of Ubuntu expects cuDNN v6. However, the documentation mentions the version of cuDNN required as 5.1.

Kindly rectify the error in documentation.

### System information
- Linux Ubuntu 16.04
- TensorFlow installed from binary (GPU Version)
- Tensorflow version v1.3.0-rc2-20-g0787eee 1.3.0

ImportError: libcudnn.so.6 cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017, mostly prose. The poster, after following the install page (cuDNN 5.1): the TF 1.3 GPU binary 'is based on version 6 of cuDNN' (found via #8828); a TF contributor (yongtang) confirmed the same ImportError on an AMI with only cuDNN 5.1. The ImportError line is quoted from the poster's follow-up comment.",
        platform="linux",
    ),
    CorpusLog(
        name="cdsw-custom-cuda-engine-image-old-cudnn-libcudnn-so-6",
        source=_GH + "takabow/cdsw-demo-env/issues/25",
        text=r"""After creating python3 and tensorflow-gpu env, I got  the following error when I `import tensorflow`.

```
import tensorflow as tf
ImportError: Traceback (most recent call last):
  File "/home/cdsw/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/cdsw/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/cdsw/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/local/lib/python3.6/imp.py", line 242, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/local/lib/python3.6/imp.py", line 342, in load_dynamic
    return _load(spec)
ImportError: libcudnn.so.6: cannot open shared object file: No such file or directory


Failed to load the native TensorFlow runtime.
```""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017. The poster (repo owner) in the next comment: he had built the custom CUDA-capable engine image per the Cloudera Data Science Workbench 1.1.1 guide, and 'It seems like the wrong(old) version of cudnn' was in it (the guide's ENV pinned cuDNN 5 while tensorflow-gpu 1.3 needs libcudnn.so.6). Issue left open; no later fix quoted.",
        platform="linux",
    ),
)
