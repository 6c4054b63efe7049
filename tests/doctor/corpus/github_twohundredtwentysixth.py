# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus): XLA and JIT compilation on NVIDIA GPUs (libdevice not found, ptxas missing) and an XLA notice taken for an error, on PacktPublishing/TinyML-Cookbook, YoshitakaMo/localcolabfold and tensorflow/tensorflow.

Broken kinds held: XLA not finding libdevice in a conda-forge TensorFlow 2.11 environment (the Keras
optimizer's XLA-compiled update failing; the poster's workaround was the legacy Adam), and a Docker
image built on the CUDA '-base' image, which has no ptxas, so XLA (through JAX in ColabFold, with
TensorFlow's XLA code) could not compile (no catalogue cause). Working runs: 1 (TensorFlow's
'Not creating XLA devices, tf_xla_enable_xla_devices not set' notice, confirmed harmless).

Small set: most threads on this kind of failure sit on tensorflow/tensorflow, conda-forge and
keras-team threads already in the corpus, and most new ones had no confirmation in the stored text
(the answer, if any, lies past the stored opening): tensorflow/tensorflow#33375, #35423, #39716,
#39854, #49824, #50110, #50670, #61330; tensorflow/models#9847 and #7640; janclemenslab/das#36;
serengil/deepface#1265 and #966; several google-deepmind/alphafold threads (#122, #306, #329) and
prehensilecode/alphafold_singularity#4. The prose-only record keeps prose-only records to a third.
Left out as twins of threads already in the corpus: keras-team/keras#17422 (the same post as
keras-team/tf-keras#62), tensorflow/tensorflow#55014 (the same poster and problem as
juglab/n2v#119), tensorflow/tensorflow#14701 (the same post as keras-team/keras#8537).

At first look (the doctor of commit 3e3edd5) the cause was named in 1 of the 2 broken logs, first
(the one with a catalogue cause; the conda list there also drew multiple-tensorflow-distributions and
tensorflow-gpu-package-removed, from the conda-forge tensorflow-gpu metapackage); the log with no
catalogue cause drew no diagnosis; the working run was flagged (cuda-libraries-missing, from
'cuda: 10.2' beside 'Tensorflow:2.5.0', although the log shows libcudart.so.10.2 loading).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tinyml-cookbook-conda-tf211-adam-libdevice-not-found",
        source=_GH + "PacktPublishing/TinyML-Cookbook/issues/6",
        text=r"""I had a problem during the training phase of the first project, the weather station.  It was necessary to make the following change to not have a *libdevice not found* error:

**from this**
```python
model.compile(loss='binary_crossentropy', optimizer='adam', metrics=['accuracy'])
```
**to this**
```python
model.compile(loss='binary_crossentropy', optimizer=tf.keras.optimizers.legacy.Adam(), metrics=['accuracy'])
```

Using the following libraries in a local conda environment:
```
# Name                    Version                   Build  Channel
tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge
tensorflow-base           2.11.1          cuda112py39h0320e7d_0    conda-forge
tensorflow-estimator      2.11.1          cuda112py39h11d7a3b_0    conda-forge
tensorflow-gpu            2.11.1          cuda112py39h0bbbad9_0    conda-forge
```""",
        expected_cause="xla-libdevice-missing",
        note="2023. Prose with a package list, no log lines. The poster (kauly) confirmed the cause himself: swapping the Keras 2.11 optimizer (whose update step is XLA-compiled) for the legacy Adam made the 'libdevice not found' error go away, and he then linked the fix he used: 'I found the solution here: https://discuss.tensorflow.org/t/cant-find-libdevice-directory-cuda-dir-nvvm-libdevice/11896/14' (the forum thread on XLA not finding libdevice). The book's author (gmiodice) thanked him and took the solution into his list for the second edition. The platform is not stated; the conda-forge CUDA builds point to linux.",
        platform="linux",
    ),
    CorpusLog(
        name="localcolabfold-docker-cuda-base-image-no-ptxas",
        source=_GH + "YoshitakaMo/localcolabfold/issues/70",
        text=r"""I'm trying to set up a docker service to run localcolabfold. The installation seems to complete seamlessly, but when I try to run colabfold_batch I get:

```
2022-03-11 15:15:48.010379: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:80] Couldn't get ptxas version string: INTERNAL: Couldn't invoke ptxas --version
2022-03-11 15:15:48.010891: F external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:435] ptxas returned an error during compilation of ptx to sass: 'INTERNAL: Failed to launch ptxas'  If the error message indicates that a file could not be written, please verify that sufficient filesystem space is provided.
```

I have 40G of disk space available, so I don't think that's the issue.
I'm on Debian 11 (bullseye) and am building from nvidia/cuda:11.2.0-base.""",
        expected_cause="ptxas-missing",
        note="2022. The poster (Florisvdf) solved it himself three days later: 'I managed to solve the issue by building from the devel image, so I changed: FROM nvidia/cuda:11.2.0-base to FROM nvidia/cuda:11.2.0-devel'. The CUDA '-base' image carries no ptxas (no CUDA compiler tools), so XLA could not compile PTX to SASS. ColabFold runs on JAX, whose XLA here is TensorFlow's (external/org_tensorflow paths). ptxas absent from the image (as for iot-salzburg/gpu-jupyter#93). Labelled ptxas-missing since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-not-creating-xla-devices-info-gtx1060-cuda102",
        source=_GH + "tensorflow/tensorflow/issues/44683",
        text=r"""Hi,

I have recently upgraded my system to the following configuration:

OS: ubuntu 18.04
gcc: 7.5.0
cuda: 10.2
cuDNN:7.6.5
TensorRT: 6.0.1.8
Tensorflow:2.5.0
My GPU spec: device: 0, name: GeForce GTX 1060 6GB

Once Tensorflow installation is completed, i checked the following cpde:

`with tf.device('/gpu:0'):
a = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[2, 3], name='a')
b = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[3, 2], name='b')
c = tf.matmul(a, b)
with tf.Session() as sess:
   print (sess.run(c))
`

When I execute it in a terminal, I find the following:

`>>> import tensorflow as tf
2020-11-08 13:00:32.053030: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.10.2
>>> with tf.device('/gpu:0'):
...     a = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[2, 3], name='a')
...     b = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[3, 2], name='b')
...     c = tf.matmul(a, b)
... 
2020-11-08 13:00:33.123388: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
2020-11-08 13:00:33.123967: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcuda.so.1""",
        expected_cause=None,
        harmless=True,
        note="2020. A TensorFlow 2.5.0 that loads libcudart.so.10.2 (a build for CUDA 10.2, so the CUDA 10.2 install is the right one) on a GTX 1060; the poster asked about the 'Not creating XLA devices' line. A maintainer (amahendrakar): 'The `Not creating XLA devices, tf_xla_enable_xla_devices not set` message is an information log which you can safely ignore', and vmarkovtsev quoted the 2.4 release notes ('XLA:CPU and XLA:GPU devices are no longer registered by default'); the poster: 'thanks. It does.' and the issue was closed as resolved. The quoted log is cut before the line the stored excerpt ends in; the rest of the run (and the TF1-style tf.Session in the snippet) is not in the stored copy, and nothing else was reported as failing.",
        platform="linux",
    ),
)
