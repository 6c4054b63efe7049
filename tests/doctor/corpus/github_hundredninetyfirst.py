# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A hundred-and-ninety-first set of real threads, gathered apart, from GitHub issues (issues corpus) on libraries layered on TensorFlow (tensorpack/tensorpack, stellargraph/stellargraph), where the user's TensorFlow failed on the NVIDIA GPU or did not use it (2018-2020).

Broken kinds held: a cuDNN other than the one the TensorFlow build was compiled with getting
loaded (tensorpack FasterRCNN, 'cuDNN launch failure'), an NVIDIA driver older than the CUDA
runtime that conda put in the environment ('CUDA driver version is insufficient for CUDA runtime
version'), and a library's pip requirement that pulled the CPU-only `tensorflow` in next to an
installed `tensorflow-gpu` (prose only). Working runs: none met.

Small set: the stored copies of most threads on these libraries (tensorpack, tflearn,
TensorLayer, tensor2tensor, GPflow, tensorflow/gnn, trax, mesh, keras-bert) stop before any
resolution, and many confirmed ones are in the corpus already. Left out: tensorpack/tensorpack#986
(2018, 'Registered devices: [CPU]'; the maintainer said TensorFlow could not access the GPU and
the poster fixed it by rebuilding the environment with tensorflow-gpu==1.9.0, but the thread does
not say what was wrong with the first TensorFlow).

At first look (the doctor of commit 9c59779) the cause was named in 3 of 3 broken logs, all 3
first; no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorpack-fasterrcnn-cudnn-7301-loaded-built-7004-launch-failure",
        source=_GH + "tensorpack/tensorpack/issues/1434",
        text=r"""cuDNN launch failure : input shape([1,3,933,613]) filter shape([7,7,3,64])

```
2020-05-07 10:17:59.709749: E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7301 (compatibility version 7300) but source was compiled with 7004 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
2020-05-07 10:17:59.716123: W ./tensorflow/stream_executor/stream.h:1988] attempting to perform DNN operation using StreamExecutor without DNN support
2020-05-07 10:17:59.716384: W ./tensorflow/stream_executor/stream.h:1988] attempting to perform DNN operation using StreamExecutor without DNN support
2020-05-07 10:17:59.718972: W ./tensorflow/stream_executor/stream.h:1988] attempting to perform DNN operation using StreamExecutor without DNN support
...
  File "/home/alice/anaconda3/envs/car2/lib/python3.6/site-packages/tensorflow/python/framework/ops.py", line 1625, in __init__
    self._traceback = self._graph._extract_stack()  # pylint: disable=protected-access

InternalError (see above for traceback): cuDNN launch failure : input shape([1,3,933,613]) filter shape([7,7,3,64])
	 [[Node: tower7/conv0/Conv2D = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="VALID", strides=[1, 1, 2, 2], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:7"](tower7/Pad, tower7/conv0/W/read)]]
	 [[Node: tower5/rpn_losses/level4/count_nonzero/Cast/_35793 = _HostRecv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:GPU:5", send_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device_incarnation=1, tensor_name="edge_27169_tower5/rpn_losses/level4/count_nonzero/Cast", tensor_type=DT_INT32, _device="/job:localhost/replica:0/task:0/device:GPU:5"]()]]

MultiProcessMapDataZMQ successfully cleaned-up.

```""",
        expected_cause="cudnn-version-mismatch",
        note="2020. tensorpack FasterRCNN example (eight towers). The poster answered himself the same day: 'It turned out that I switched to TF 1.14, CUDA 10 and cuDNN 7.4 and it started working.' The cuDNN loaded at run time (7.3.1) was not the one the TensorFlow build was compiled with (7.0.4), and every convolution then failed. The stored copy holds two parts of the opening post (the title is its first line); the lines between them are not stored and are marked with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpack-fasterrcnn-conda-cuda92-driver-insufficient",
        source=_GH + "tensorpack/tensorpack/issues/1007",
        text=r"""Faster RCNN example -

```
  File "/home/alice/miniconda3/envs/dl/lib/python3.6/site-packages/tensorpack/train/base.py", line 232, in initialize
    self.sess = session_creator.create_session()
  File "/home/alice/miniconda3/envs/dl/lib/python3.6/site-packages/tensorpack/tfutils/sesscreate.py", line 42, in create_session
    sess = tf.Session(target=self.target, config=self.config)
  File "/home/alice/miniconda3/envs/dl/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1551, in __init__
    super(Session, self).__init__(target, graph, config=config)
  File "/home/alice/miniconda3/envs/dl/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 676, in __init__
    self._session = tf_session.TF_NewSessionRef(self._graph._c_graph, opts)
tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version
MultiProcessMapDataZMQ successfully cleaned-up.
```
### 4. Your environment:
  + OS: Ubuntu 16.04
  + Using conda: 4.5.11
  + Python version: 3.6.7
  + TF version: 1.12
  + CUDA (installed in enviroment by conda): 9.2 
  + Tensorpack version: 0.9.0.1
  + 1 GPU (gtx 1060 Ti)

Thank you in advantage.""",
        expected_cause="driver-too-old",
        note="2018. Maintainer ppwwyyxx: 'As the error log suggests, this is a CUDA installation iss[ue]' (the rest of the comment is cut off in the stored copy); he labelled the issue installation/environment and unrelated, and it was closed without the poster disputing it. The error says the NVIDIA driver is older than the CUDA 9.2 runtime that conda installed into the environment. The start of the opening post (the command and the top of the traceback) is not in the stored copy; the title is the first line.",
        platform="linux",
    ),
    CorpusLog(
        name="stellargraph-pip-install-pulls-tensorflow-over-tensorflow-gpu",
        source=_GH + "stellargraph/stellargraph/issues/546",
        text=r"""tensorflow should not be listed as dependency in setup.py

**Describe the bug**
The `stellargraph` library includes `tensorflow` (i.e., `"tensorflow>=1.14,<1.15"`) as a dependency in setup.py.  If a user has `tensorflow-gpu` installed, then `pip3 install stellargraph` installs `tensorflow`, which overwrites things and causes all models to be trained on CPU instead of GPU.  To fix, users must remove the `tensorflow*` installations and reinstall `tensorflow-gpu`.   This was true for TF 1.14 at least, and I think may hold true with TF 2.0.

**To Reproduce**
Steps to reproduce the behavior:
On a system where `tensorflow-gpu` is installed, install stellargraph with: `pip3 install stellargraph`

**Expected behavior**
Installing `stellargraph` shouldn't corrupt existing `tensorflow-gpu` installations.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only. The reporter, amaiya, describes what happened on his machines and the fix he used ('To fix, users must remove the `tensorflow*` installations and reinstall `tensorflow-gpu`'). The maintainers labelled it external and moved TensorFlow to an extra in pull request #567, where youph checked that `pip install -e .[gpu]` in a clean environment 'installs both `tensorflow==1.14.0` and `tensorflow-gpu==1.14.0`'. TensorFlow 1.14: the plain `tensorflow` package was CPU-only, so the two distributions in one environment left training on the CPU. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
