# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A two-hundred-and-fifty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) around hosted-notebook and competition set-ups moved to a local GPU machine: Kaggle's GPU Docker image run locally (Kaggle/docker-python), a hosted-notebook vendor's GPU image run with plain Docker (floydhub/dockerfiles), a research repository's CuDNNGRU code (xl-sr/CAL) and R keras's CuDNN LSTM layer (rstudio/keras3) (2018-2021).

Broken kinds held: Kaggle's GPU image no longer shipping multi-backend Keras (no catalogue
cause), a GPU image started without the NVIDIA runtime so the driver library is absent, a
TensorFlow without GPU kernels running CuDNN layers, and R keras's seeding call (use_session_with_seed) hiding the
GPUs. Broken: 4. Working runs: none met (the threads on harmless lines that the searches returned
are already in the corpus).

Small set: the Kaggle image's GPU threads and the competition-solution repositories the searches
reached are nearly all in the corpus already or were read before without a confirmation; the
stored copies of the rest end before their resolution (Kaggle/docker-python#896 and #398,
tensorflow/tensorflow#22900, #25002, #36974 and #46227, lacmus-foundation/lacmus#7,
pmh47/dirt#31, sainatarajan/U-Net#11, qubvel/segmentation_models#44, qubvel/efficientnet#114,
u39kun/deep-learning-benchmark#12). None is from 2022 or later. Left out on purpose:
Kaggle/docker-python#850 (2020; TensorFlow preloaded into the notebook kernel, so a reinstalled
version was not the one imported; prose and a screenshot only, and not about the GPU) and
Kaggle/kaggle-cli#1151 (2026; a P100 without sm_60 kernels, but in PyTorch, not TensorFlow).

At first look (the doctor of commit 9e2813a) the cause was named in 2 of the 4 broken logs, both
first (the two misses: the Kaggle image without keras, which has no catalogue cause and drew no
finding, and the R keras seeding call, read as a CPU-only build although GPU kernels are
registered); no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kaggle-gpu-image-local-import-keras-removed",
        source=_GH + "Kaggle/docker-python/issues/1070",
        text=r"""GPU docker image does not find keras

I have used the CPU docker image extensively and am trying to migrate to the GPU one. I am having an issue with just the basics.

- I am running Ubuntu 20.04
- Docker version 20.10.7

I try the following sequence

- `docker pull gcr.io/kaggle-gpu-images:v102`
- `docker run -it --gpus all gcr.io/kaggle-gpu-images/python:v102 /bin/bash`
- `nvidia-smi` is fine... all looks good
- `ipython`
- `import keras`

this throws

```
---------------------------------------------------------------------------
ModuleNotFoundError                       Traceback (most recent call last)
<ipython-input-1-88d96843a926> in <module>
----> 1 import keras

ModuleNotFoundError: No module named 'keras'
```

on the Kaggle site, this works fine with GPU enabled

I should note that I *can* import other libraries locally (e.g., `import torch` works fine).

Do you have an idea of what is happening to cause this issue?""",
        expected_cause=None,
        note="2021. The issue title (first line) and body; a screenshot of the Kaggle site is left out. Kaggle's maintainer (rosbo): 'We've removed multi-backend Keras from our base image since it has been discontinued. See #1045. ... You should use `tf.keras` instead.' The poster did not dispute it (closed). No catalogue cause: the GPU image was started correctly (--gpus all, nvidia-smi fine); the standalone keras package was no longer in it. Not the same as TensorFlow missing.",
        platform="linux",
    ),
    CorpusLog(
        name="floydhub-gpu-image-plain-docker-run-libcuda-missing",
        source=_GH + "floydhub/dockerfiles/issues/57",
        text=r"""floydhub/tensorflow seems to be missing stubs from LD_LIBRARY_PATH

```shell
$ sudo docker run -it floydhub/tensorflow:1.9.0-gpu.cuda9cudnn7-py3_aws.32 python -c "import tensorflow; print(tensorflow.__version__)"
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/usr/local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/usr/local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/local/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/local/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory
```""",
        expected_cause="container-without-gpus",
        note="2018. The issue title (first line) and the failing command of the body. The poster's own test in the same post shows the cause: the GPU image was started with plain `docker run` (no NVIDIA runtime, no --gpus), so the driver's libcuda.so.1 is not in the container; pointing LD_LIBRARY_PATH at the CUDA stubs made the import pass ('But the following works: ... --env \"LD_LIBRARY_PATH=/usr/local/cuda/lib64/stubs:$LD_LIBRARY_PATH\" ... 1.9.0'). That second command, a workaround that only lets the import succeed, is left out of the text. The maintainer's answer is cut in the stored copy (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="carla-cal-cudnngru-no-registered-kernels-cpu-build",
        source=_GH + "xl-sr/CAL/issues/4",
        text=r"""No registered kernels

When I tried to run `driving_benchmark.py`, I encountered the following error.

```
tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  <no registered kernels>

	 [[Node: cu_dnngru_6/CudnnRNN = CudnnRNN[T=DT_FLOAT, direction="unidirectional", dropout=0, input_mode="linear_input", is_training=true, rnn_mode="gru", seed=87654321, seed2=0](cu_dnngru_6/transpose, cu_dnngru_6/ExpandDims_1, cu_dnngru_6/Const_1, cu_dnngru_6/concat)]]
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. The issue title (first line) and body. The maintainer (xl-sr): 'Did you run setup.sh and enable the CAL environment? The code requires tensorflow-gpu to run.'; the poster: 'Thank you for pointing at tensorflow-gpu. My tensorflow-gpu installation was not properly configured. I fix it.' The TensorFlow that ran had no GPU kernel for CudnnRNN at all ('<no registered kernels>'), i.e. a CPU-only build. OS not stated (the project's setup.sh suggests Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="r-keras-cudnn-lstm-seeding-call-hides-gpu",
        source=_GH + "rstudio/keras3/issues/729",
        text=r"""Train model on GPU using CudnnLSTM

I am training a distributed model using  CudnnLSTM on GPU as below:

``` model_1<- keras_model_sequential()  %>% 
    layer_cudnn_lstm(units = 2, input_shape = list(NULL, dim(data_train_1)[[-1]]))  %>% 
    layer_dense(units = 1)

model_1%>% compile(
    optimizer = optimizer_rmsprop(),
    loss = "mae"
)
first_history<- model_1 %>% fit_generator(
        train_gen_1, 
        steps_per_epoch = 200, 
        epochs = 84,
        validation_data = val_gen_1,
        validation_steps = val_step_1
    )
```
 I have got the following error: 
```
Error in py_call_impl(callable, dots$args, dots$keywords): InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'; T in [DT_DOUBLE]
  device='GPU'; T in [DT_FLOAT]
  device='GPU'; T in [DT_HALF]
``` 
I would appreciate any help on this issue!""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2019. The issue title (first line) and body (R keras). A maintainer (skeydan) guessed GPU memory held by another process; the poster found the cause himself: 'Thanks, but my mistake was to set the rand seed without forcing code ro run using gpu: use_session_with_seed(42)'. R keras's use_session_with_seed() disables the GPU by default (its disable_gpu argument is TRUE, done by emptying CUDA_VISIBLE_DEVICES), so TensorFlow, a GPU build (GPU kernels are registered), saw only the CPU. The call is not in the posted code, so the log alone shows a GPU build that registered no GPU. Platform not stated.",
        platform="linux",
    ),
)
