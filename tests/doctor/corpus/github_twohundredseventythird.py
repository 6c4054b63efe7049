# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventy-third set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow ecosystem repositories other than tensorflow/tensorflow and tensorflow/models (tensorflow/addons, tensorflow/compression), 2019-2020, where an add-on's compiled ops did not fit the TensorFlow-GPU install or had no GPU kernel.

Broken kinds held: TensorFlow Addons custom ops built for TensorFlow 2.1.0 loaded into a tf-nightly
(segmentation fault on a GPU machine), TensorFlow Compression's library loaded into a conda-built
tensorflow-gpu 1.15 (undefined symbol) and TensorFlow Compression 1.2 with tensorflow-gpu 1.13.1
(its library not found), and an Addons release without GPU kernels for image.transform (the op ran on
the CPU beside a working GPU). Working runs: none met.

Small set, and older than wished: the threads on these repositories that the stored copies show to
their end are mostly from 2019-2021; most newer ones (tensorflow/graphics rasterizer_op.so undefined
symbol on TensorFlow 2.10 and 2.15, tensorflow-compression hiding Colab's GPU in 2021 and 2023) have
no confirmation in the stored text. Left out to keep prose-only records to a third: tensorflow/addons#1984
(2020, Colab GPU session crash in tfa.image.rotate; maintainer bhack named Colab's old Addons release,
googlecolab/colabtools#1243; prose without versions) and tensorflow/addons#2093 (2020, Colab, the
error only in a screenshot; upgrading Addons to 0.11 'works perfectly').

At first look (the doctor of commit 50c7c18) the cause was named in 1 of the 4 broken logs, 1
first (the undefined symbol in libtensorflow_compression.so); the Addons segfault and the
Compression library not found were not named, and the op without a GPU kernel was read as a
CPU-only TensorFlow build; no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfa-083-tf-nightly-gpu-image-rotate-segfault",
        source=_GH + "tensorflow/addons/issues/1277",
        text=r"""**System information**
- OS Platform: Linux Ubuntu 18.04.3 LTS
- TensorFlow version: tf-nightly (2.2.0-dev20200310) installed with pip
- TensorFlow-Addons version: 0.8.3 (pip) and tfa-nightly (0.9.0-dev; pip)
- Python version: 3.6.9
- Is GPU used?: yes

**Describe the bug**
I currently have to use tf-nightly because of a separate issue. When I use tfa.rotate I get a segmentation fault. Behavior is the same with tfa 0.8.3 and tfa-nightly.

**Code to reproduce the issue**
```
import tensorflow as tf
import tensorflow_addons as tfa

img = tf.io.read_file(IMG_PATH)
img = tf.image.decode_png(img)
print(img.shape)
img = tfa.image.rotate(img, 90)
```
Output:     
> (128, 128, 3)
> Segmentation fault (core dumped)

I also tried `interpolation="BILINEAR"`. Problem is the same.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer gabrieldemarmiesse: 'Segfaults are normal when using tfa with tensorflow nightly. Tensorflow Addons is built against tensorflow 2.1.0 stable. Since the ABI is not stable from version from version to version, people get segfaults when using it with other tensorflow versions than the 2.1.0.' The poster: 'I can confirm that it works without issues with tensorflow 2.1.0.' No TensorFlow log lines in the post, only the crash.",
        platform="linux",
    ),
    CorpusLog(
        name="tfc-conda-tensorflow-gpu-115-undefined-symbol",
        source=_GH + "tensorflow/compression/issues/46",
        text=r"""when I run:
`import tensorflow_compression`
that's an error:
`tensorflow.python.framework.errors_impl.NotFoundError: /data/alice/anaconda2/envs/tensorflow1/lib/python3.6/site-packages/tensorflow_compression/python/ops/../../cc/libtemsorflow_compression.so: undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv`

I have tried version 1.3, 1.2, 1.2b2, the same error raised. 

Thanks for the help!""",
        expected_cause="custom-op-build-mismatch",
        note="2020. The poster the same day: 'This problem has been solved. I run `pip install tensorflow-gpu=1.15` to install tensorflow instead of: `conda install tensorflow-gpu=1.15`'; maintainer jonycgn: 'yes, this problem is described here' (the README's Anaconda section: the pip-built add-on does not fit conda's TensorFlow build). The library name is misspelt 'libtemsorflow' in the post as given. The conda install is visible only in the path (anaconda2/envs).",
        platform="linux",
    ),
    CorpusLog(
        name="tfc-12-tensorflow-gpu-1131-libtensorflow-compression-not-found",
        source=_GH + "tensorflow/compression/issues/21",
        text=r"""Hi, when I try to import tensorflow_compression, I get the following error:

`tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/Github/compression/tensorflow_compression/python/ops/../../cc/libtensorflow_compression.so: cannot open shared object file: No such file or directory`

I searched system-wise but still couldn't find a file with this name. Could anyone please help? Below are my settings:

```
python=3.4
tensorflow-gpu=1.13.1
tensorflow_compression=1.2
```

Many thanks.""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Maintainer jonycgn: 'could you try to install tensorflow 1.14, and tensorflow_compression 1.2b2? I think this should fix your issue.' The poster: 'the issue is fixed by switching to tensorflow-gpu 1.14.0. Thanks a lot for the help.' Odd: the failing path is inside a Git checkout of the repository (no compiled library there), and a later commenter had the same error with tensorflow-gpu 1.14.0 and tensorflow_compression 1.2b2 (not resolved in this thread).",
        platform="linux",
    ),
    CorpusLog(
        name="tfa-040-image-transform-no-gpu-kernel-runs-on-cpu",
        source=_GH + "tensorflow/addons/issues/443",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow):
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 18.04
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.0.0b1
- TensorFlow Addons installed from (source, PyPi): Pypi
- TensorFlow Addons version: 0.4.0
- Python version and type (eg. Anaconda Python, Stock Python as in Mac, or homebrew installed Python etc): system
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- Is GPU used? (yes/no): yes
- GPU model (if used): GTX 1080Ti

The image transform function tfa.image.transform only uses CPU to perform image transform even though a GPU is available, which makes image transforms petty slow in the training. Is there any idea to set up GPU computing for TensorFlow addons? I'll really appreciate it if anyone can help this issue.""",
        expected_cause="op-without-gpu-kernel",
        note="2019. Prose only. Maintainer WindQAQ: 'It seems that you are using `tensorflow-addons==0.4.0`, in which, we haven't set up GPU kernels. You could try to install from source (master branch) to get the GPU support for `image.transform`.' The poster: 'Thanks very much!!' The add-on's op had only a CPU kernel, so TensorFlow placed it on the CPU: no error, only slow (the catalogue entry speaks of the error when such an op is pinned to the GPU).",
        platform="linux",
    ),
)
