# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-first set of real threads, gathered apart, from GitHub issues (issues corpus) on distributed-training and recommender repositories built on TensorFlow (horovod/horovod, bytedance/byteps, NVIDIA-Merlin/HugeCTR), found with plain words a user would type.

Broken kinds held: Horovod's compiled extension linked against a CUDA runtime that lacks a
symbol it needs (no catalogue cause), a libcudart of the wrong CUDA version that a Databricks
image could not supply, a CUDA runtime newer than the host's driver in a BytePS container (prose
only; the error is in the title and a screenshot), and a bug of the HugeCTR HPS TensorFlow
plugin under MirroredStrategy fixed in a later Merlin container (no catalogue cause).
Working runs: none (no run with alarming lines and a confirmed outcome was met).

Small set (2019-2022): most threads in these repositories (DeepCTR, DeepMatch, Merlin,
recommenders-addons, x-deeplearning, EasyRec, Ludwig, HugeCTR, Horovod) showed no
confirmation in the stored text, the resolution lying past the stored opening. Left out: a
recommenders-addons thread of 2021 whose maintainer said the release was not yet compatible with
the TensorFlow GPU build (prose only, the version message only in a screenshot), to keep
prose-only records to a third; a DeepCTR thread of 2019 listing both tensorflow 1.6.0 and
tensorflow-gpu 1.6.0 whose poster's account of the fix is cut off in the stored copy.

At first look (the doctor of commit 5a1a71f) the cause was named in 1 of the 2 broken logs that
have a catalogue cause, first (the CUDA 10.0 runtime not found); the BytePS post, prose only, drew
no finding; the two logs with no catalogue cause drew no finding either (no false alarm). No
working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="horovod-tf23-mpi-lib-undefined-symbol-cudalaunch-cuda101",
        source=_GH + "horovod/horovod/issues/2224",
        text=r"""**Environment:**
1. Framework: (TensorFlow, Keras, PyTorch, MXNet): tensorflow 
2. Framework version: 2.3.0
3. Horovod version: 0.19.5
4. MPI version: 3.1.0
5. CUDA version: 10.1.243
6. NCCL version: 2.4.7
7. Python version: 3.6.10
8. OS and version: CentOS 6.10
9. GCC version: 8.2.0

**Your question:**
mpi_lib.cpython-36m-x86_64-linux-gnu.so: **undefined symbol: cudaLaunch**

**There's no cudaLaunch in cuda-10.1, but in cuda-10.0 and below. However, tensorflow 2.3.0 need cuda-10.1.**

![image](https://user-images.githubusercontent.com/52267702/91929379-d52d5900-ed10-11ea-806c-c548a4bc151a.png)

I did install with --no-cache-dir at least 4~5 times, through pip or source, the errors always are the above.""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2020. Title: 'undefined symbol: cudaLaunch with cuda10.1'. The last paragraph is the poster's reply to maintainer tgaddair, who had suggested reinstalling Horovod with --no-cache-dir. The poster (xzswater) confirmed the fix: 'Finally, i install tensorflow with cuda10.1, then install horovod with cuda10.0: export HOROVOD_CUDA_INCLUDE=/usr/local/cuda-10.0/include export HOROVOD_CUDA_LIB=/usr/local/cuda-10.0/lib64 It works.' Horovod's own compiled extension failed to load against the CUDA 10.1 runtime; TensorFlow itself was not at fault.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-databricks-tf22-libcudart-10-0-not-found",
        source=_GH + "horovod/horovod/issues/2095",
        text=r"""I am trying to run the example https://github.com/horovod/horovod/blob/master/examples/tensorflow2_keras_mnist.py

on databricks GPU cluster with 1 driver and 2 workers.

The environment

      6.5 ML, scala 2.11,  spark 2.4.5
      python 3.7
      TensorFlow 2.2.0

I got the error:

      NotFoundError: libcudart.so.10.0: cannot open shared object file: No such file or directory

I cannot find a solution after searching online.

Could anybody help me about this ? 

thanks""",
        expected_cause="cuda-libraries-missing",
        note="2020. Title: 'Got error of running an example code on this horovod website on GPU clusters'. Maintainer tgaddair named the cause: 'this means that the version of CUDA that was used to install TensorFlow does not match the version of CUDA in the image.  TensorFlow 2.2 expects CUDA 10.1.' The poster did not dispute it; no later reply is stored (labelled wontfix). Which compiled part asked for the CUDA 10.0 runtime is not said.",
        platform="linux",
    ),
    CorpusLog(
        name="byteps-docker-tensorflow-driver-insufficient-prose",
        source=_GH + "bytedance/byteps/issues/185",
        text=r"""I downloaded docker image, and then ran tensorflow according to step by step tutorial, but found an error.
![image](https://user-images.githubusercontent.com/44971530/71509621-e511b500-28c6-11ea-9fbe-55cc4593a686.png)""",
        expected_cause="driver-too-old",
        note="2019. Prose only: the error is in the title, 'cuda driver version is insufficient for cuda runtime version', and in a screenshot. A maintainer (ymjiang): 'Your nvidia-docker version might be too old to run cuda 10. Would you update the driver to at least `410.48`?'; the poster: 'Thank you for your advice. I have solved the problem.' (weak: the poster does not say which advice, the driver update or another member's question whether the container ran under nvidia-docker).",
        platform="linux",
    ),
    CorpusLog(
        name="hugectr-hps-tf-plugin-multi-gpu-mirroredstrategy-bug",
        source=_GH + "NVIDIA-Merlin/HugeCTR/issues/362",
        text=r"""...
```
Call arguments received by layer "sparse_lookup_layer" (type SparseLookupLayer):
  • sp_ids=<tensorflow.python.framework.sparse_tensor.SparseTensor object at 0x7fc34c6824c0>
  • sp_weights=None
  • name=None
  • combiner='mean'
  • max_norm=None
```

**Environment (please complete the following information):**
 - OS: CentOS-7
 - DGX-A100
 - CUDA version: CUDA 11.7 on host os.
 - Docker image: nvcr.io/nvidia/merlin/merlin-tensorflow:22.09

**Additional context**
This is the only **multi-gpu** example of hps tensorflow plugin. Is there any detailed guidence of deploying hps tensorflow plugin under multi-gpu environment?""",
        expected_cause=None,
        note="2022. Title: '[BUG] HPS tensorflow plugin, multi-gpu example crashes'. Only the end of the opening post's traceback is in the stored copy (the start is cut, marked '...'). Maintainer KingsleyLiu-NV reproduced it in merlin-tensorflow:22.09 and confirmed: 'this bug is related to the replica context when using `MirroredStrategy` and it is fixed in `nvcr.io/nvidia/merlin/merlin-tensorflow:22.11`.' A bug of the plugin, not of the set-up: no catalogue cause.",
        platform="linux",
    ),
)
