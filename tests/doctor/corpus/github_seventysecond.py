# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-second set of real threads, gathered apart: GitHub issues on the trackers of TensorFlow-based projects new to the corpus (XLNet, TensorFlow Federated, nn4dms), 2019-2022.

Broken kinds held: two TensorFlow distributions installed side by side (prose only), a TensorFlow
built for a newer CUDA than the one installed (twice: TF 2.1 over CUDA 10.0, TF 2.5 over CUDA 10),
and an Ampere GPU under a TensorFlow 1.14 / CUDA 10.0 environment. Working runs: 0. No record
comes from a thread opened in 2023 or later: the threads of this angle that the search tools
surfaced for 2023-2026 were either already in the corpus or left unconfirmed.

At first look (the doctor of commit 1aa2a34, before this set was read) the cause was named in 1
of the 4 broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="xlnet-train-gpu-slow-two-tensorflow-versions-prose",
        source=_GH + "zihangdai/xlnet/issues/190",
        text=r"""slow when pretraining with train_gpu.py

I checked with nvidia-smi command further, where the gpu has not been used.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only (title and one line). The poster found it the same day: 'I soved the problem by cleaning multiple tensorflow versions and just reinstall one.' Which distributions were installed is not stated. Platform not stated (train_gpu.py, nvidia-smi).",
        platform="linux",
    ),
    CorpusLog(
        name="tff-tf21-over-cuda100-libcufft10-missing-prose",
        source=_GH + "google-parfait/tensorflow-federated/issues/827",
        text=r"""**Description of the bug**
When I install tensorflow federated after tensorflow gpu, tensorflow will no longer recognize the GPU. I have a simple script using `tf.test.gpu_device_name())` to test if a gpu is available, but it complained about missing libs: 'libnvinfer.so.6', 'libnvinfer_plugin.so.6', and 

After a little digging I found out that the libs `libcudnn7` and `libnvinfer6` were not installed or at least not in the right version to match cuda 10.0 so I downgraded them.

However it looks like 'libcufft.so.10', 'libcurand.so.10', 'libcusolver.so.10' and 'libcusparse.so.10' are missing.

What dependency did I miss?

Is downgrading the only solution?

Should I instead upgrade to cuda 10.1 or even 10.2?

**Environment:**
* OS: Linux Ubuntu 16.04
* Python package versions:
  * fensorflow_federated 0.13.1
  * tensorflow 2.1.0
  * Tensorflow_gpu 2.1.0
* Python version: 3.6.3
* CUDA/cuDNN version:
  * Driver Version: 410.129
  * CUDA Version: 10.0
  * libcudnn7 version: 7.6.4.38-1+cuda10.0
  * libnvinfer6 version: 6.0.1-1+cuda10.0
* What TensorFlow Federated execution stack are you using? I'm not sure about this question""",
        expected_cause="cuda-libraries-missing",
        note="2020. Environment and prose, no log (the poster's later log was posted after the answer). TensorFlow 2.1 is built for CUDA 10.1 (its libcufft.so.10 etc.); the server has CUDA 10.0. After the maintainers' suggestion to move the CUDA version, the poster: 'Yes, that would be the ideal solution. However I do not have green light yet to change the cuda version on the server, or the driver for that matter.' (The maintainer's own comment was not readable here; its content is inferred from that reply.) tensorflow and tensorflow-gpu 2.1.0 are both installed, both GPU builds in 2.1.",
        platform="linux",
    ),
    CorpusLog(
        name="tff-nightly-pulls-tf25-cuda11-only-cuda10-no-root",
        source=_GH + "google-parfait/tensorflow-federated/issues/2559",
        text=r"""**Describe the bug**
when install the tff with command 
`pip install --upgrade tensorflow-federated-nightly`
the tensorflow has to be upgraded to 2.5, which is dependent on cuda 11. But I cannot install cuda 11 without root access, i.e., I cannot install cuda 11 without sudo.

**Environment (please complete the following information):**
* OS Platform and Distribution: Linux Debian 8
* Python package versions: tf: 2.5.3, tff 0.19.0
* Python version: 3.7
* CUDA/cuDNN version: 10

When i import tf and tff, the command and warning are
`import nest_asyncio
nest_asyncio.apply()
import collections

import numpy as np
import tensorflow as tf
import tensorflow_federated as tff

np.random.seed(0)
from typing import Callable, List, OrderedDict`

`2022-02-19 11:15:58.333240: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH{...}:/usr/local/cuda-8.0/lib64:/usr/local/cudnn/lib64:/root/miniconda3/lib/python3.6/site-packages/torch/lib
...""",
        expected_cause="cuda-libraries-missing",
        note="2022. Weak: the cause is the poster's own, stated in the first post ('the tensorflow has to be upgraded to 2.5, which is dependent on cuda 11. But I cannot install cuda 11 without root access'); the issue is open with no reply read and no fix reported. The log agrees: libcudart.so.11.0 not found, CUDA 10 (and a cuda-8.0 path) on the machine. The rest of the pasted log was cut off where it was read.",
        platform="linux",
    ),
    CorpusLog(
        name="nn4dms-tf114-cuda100-ampere-a6000-blas-gemm-batched",
        source=_GH + "gitter-lab/nn4dms/issues/4",
        text=r"""When running the following code, an error will be reported：
python code/regression.py @pub/regression_args/ube4b_main_gcn.txt

And, other datasets with gcn also have the same error

Thank you for your reply
Yes, i am running the code in the nn4dms conda environment created with environment_gpu.yml.

Traceback (most recent call last):
  File "/home/alice/anaconda3/envs/nn4dms/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1356, in _do_call
    return fn(*args)
  File "/home/alice/anaconda3/envs/nn4dms/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1341, in _run_fn
    options, feed_dict, fetch_list, target_list, run_metadata)
  File "/home/alice/anaconda3/envs/nn4dms/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1429, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.InternalError: 2 root error(s) found.
  (0) Internal: Blas xGEMMBatched launch failed : a.shape=[128,102,102], b.shape=[128,102,128], m=102, n=128, k=102, batch_size=128
         [[{{node MatMul_2}}]]
         [[Adam/update/_20]]
  (1) Internal: Blas xGEMMBatched launch failed : a.shape=[128,102,102], b.shape=[128,102,128], m=102, n=128, k=102, batch_size=128
         [[{{node MatMul_2}}]]
0 successful operations.
0 derived errors ignored.

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "code/regression.py", line 594, in <module>
    main(parsed_args)
  File "code/regression.py", line 583, in main
...""",
        expected_cause="compute-capability-unsupported",
        note="2022. Maintainer (agitter): 'The problem is most likely that the A6000 is too modern for our GPU environment. This environment uses TensorFlow 1.14 and CUDA 10.0'; the poster: 'Thanks, I had run it successfully on CPUs', which the maintainer took as confirming it, and the poster accepted that the TF 1.x code will not be updated ('This is exciting news'). The GPU name (RTX A6000) is not in the log as read; the traceback was cut off where it was read.",
        platform="linux",
    ),
)
