# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-ninth set of real threads, gathered apart: GitHub pull requests whose descriptions quote the TensorFlow GPU failure they fix (Dockerfiles, requirements, install scripts, docs), 2018-2024.

Broken kinds held: a Docker image whose cuDNN is not the release the TensorFlow wheels were built
with (twice: a pinned-cuDNN Dockerfile and an image rebuilt on a newer NVIDIA base), several
TensorFlow workers sharing one GPU and running it out of memory, and a TensorFlow release
(2.16.1) whose GPU image could not see the GPU because its CUDA libraries were not found.
Working runs: 0.

At first look (the doctor of commit 854530a, before this set was read) the cause was named in 2
of the 4 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kaggle-docker-python-cudnn-not-wheel-release-conv-algorithm",
        source=_GH + "Kaggle/docker-python/pull/570",
        text=r"""Traceback (most recent call last):
  File "/input/tests/test_keras.py", line 59, in test_conv2d
    model.fit(x_train, y_train, batch_size=32, epochs=1)
  File "/opt/conda/lib/python3.6/site-packages/keras/engine/training.py", line 1039, in fit
    validation_steps=validation_steps)
  File "/opt/conda/lib/python3.6/site-packages/keras/engine/training_arrays.py", line 199, in fit_loop
    outs = f(ins_batch)
  File "/opt/conda/lib/python3.6/site-packages/keras/backend/tensorflow_backend.py", line 2715, in __call__
    return self._call(inputs)
  File "/opt/conda/lib/python3.6/site-packages/keras/backend/tensorflow_backend.py", line 2675, in _call
    fetched = self._callable_fn(*array_vals)
  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1439, in __call__
    run_metadata_ptr)
  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/framework/errors_impl.py", line 528, in __exit__
    c_api.TF_GetCode(self.status.status))
tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initial
...""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Pull request (merged) by the image's maintainer rosbo, 'Use cuDNN 7.5.0': 'this is the version the tensorflow wheels are built with'; the traceback is the new GPU test failing 'with the last bad release' of the image. The quoted traceback is cut where the stored excerpt ends (the rest of TF's standard message).",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-dockerfile-cuda9-base-cudnn71-tf-built-cudnn70",
        source=_GH + "horovod/horovod/pull/206",
        text=r"""if there is anyone who are faced with the error below,

> "Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7004 (compatibility version 7000). "

The thread below can be pointer to resolve this issue, 
https://github.com/keras-team/keras/issues/9567

and the command lines on the reply below could be added to the dockerfile of the current horovod until Keras supports new version cuDNN.""",
        expected_cause="cudnn-version-mismatch",
        note="2018. Text from horovod#203, which this merged pull request fixes. PR (rongou): 'The current Dockerfile is broken because of mismatched cuDNN versions' (the nvidia/cuda:9.0-cudnn7 base moved to cuDNN 7.1 while the tensorflow-gpu wheel was built with 7.0); it pins cuDNN 7.0.5, and maintainer alsrgv merged it ('Thanks for the PR!'). Short, prose with one quoted error line.",
        platform="linux",
    ),
    CorpusLog(
        name="cortex-workers-per-replica-share-gpu-cuda-oom",
        source=_GH + "cortexlabs/cortex/pull/853",
        text=r"""2020-03-13 01:30:24.565193: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-03-13 01:30:26.381819: I tensorflow/stream_executor/cuda/cuda_driver.cc:801] failed to allocate 1.00G (1073741824 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...""",
        expected_cause="gpu-out-of-memory",
        note="2020. Merged pull request 'Fix GPU CUDA out of memory error when workers_per_replica > 1' (several TensorFlow worker processes on one GPU, each reserving its memory; the PR limits GPU memory growth). The log is maintainer deliahu's while testing the PR under concurrent requests; he notes the API 'seemed to crash due to GPU OOM'. Only the first lines of the quoted log were readable.",
        platform="linux",
    ),
    CorpusLog(
        name="ivy-gpu-image-tf2161-cannot-detect-gpu-prose",
        source=_GH + "unifyai/ivy/pull/28578",
        text=r"""fix: downgraded tensorflow to 2.15.1 in the GPU docker image as 2.16.1 can't detect a GPU

This is being tracked in https://github.com/tensorflow/tensorflow/issues/63362""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose only, weak. Merged pull request (vedpatwardhan); a user replied 'Yes, this helps!'. The upstream thread it points to (tensorflow#63362) found TF 2.16.1 could not load the CUDA libraries pip had installed for it (path problem, fixed in a later release), hence cuda-libraries-missing; the PR itself names only the symptom and the tracking issue.",
        platform="linux",
    ),
)
