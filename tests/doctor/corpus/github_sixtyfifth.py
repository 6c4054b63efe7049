# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-fifth set of real threads, gathered apart: GitHub issues on the trackers around TensorFlow (nvidia-docker, TensorFlow.js, Keras and tf-keras, TensorFlow Serving and build, Jupyter docker-stacks, uv, NVIDIA DeepLearningExamples), 2016-2025.

Broken kinds held: a host driver update leaving nvidia-docker's driver volume on the old libraries (kernel/DSO mismatch), a CPU without AVX under tfjs-node-gpu, GPU memory held by something else until a reboot, PTX JIT on a V100 with a CUDA 8 build, CUDA/cuDNN/NVRTC libraries missing or of the wrong major version (TF 2.18 image with cuDNN 8, CUDA-12 wheel with -cu11 pip libraries, Serving 2.2.0 image without NVRTC), a uv lock choosing a tensorflow-io-gcs-filesystem with no Windows wheel, and libdevice missing for XLA-compiled Keras optimizers under conda's cudatoolkit. Working runs: 1.

At first look (the doctor of commit d7bb194, before this set was read) the cause was named in 7
of the 9 broken logs, 6 of them first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-docker1-tf-image-kernel-361-vs-dso-352-after-driver-update",
        source=_GH + "NVIDIA/nvidia-docker/issues/95",
        text=r"""I just installed the latest version of nvidia-docker and GPUs aren't detected:

```python
WARNING (theano.sandbox.cuda): CUDA is installed, but device gpu is not available  (error: Unable to get the number of gpus available: no CUDA-capable device is detected)
```

I tested to install Theano (the past 4 releases and the latest master) in the official TensorFlow image and using a clean image:

```shell
NV_GPU=0 nvidia-docker run -ti --rm gcr.io/tensorflow/tensorflow:latest-devel-gpu
```

```shell
 NV_GPU=0 nvidia-docker run -ti --rm tboquet/anacuthe7hc4
```

I'm not sure if I have to do something different.
I can run `nvidia-smi` in both containers and Tensorflow examples without problems.

Mm ok I think I have it. It's not working on Tensorflow either. It has to be the installation of new drivers:
```python
E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:229] kernel version 361.42 does not match DSO version 352.79 -- cannot find working devices in this configuration
I tensorflow/core/common_runtime/gpu/gpu_init.cc:81] No GPU devices available on machine.
```""",
        expected_cause="driver-library-mismatch",
        note="2016. The poster found it himself after updating the host driver: 'It has to be the installation of new drivers', with TensorFlow's 'kernel version 361.42 does not match DSO version 352.79' line (the nvidia-docker 1 driver volume still held the old 352.79 libraries); the maintainer (flx42) thanked him for the bug report. Linux host, nvidia-docker 1.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-windows-core-i5-650-no-avx-module-not-found",
        source=_GH + "tensorflow/tfjs/issues/2619",
        text=r"""Ok when I used the same version 1.5.1, I did get that same error. However, what I have just done now:

1) Uninstalled node_modules
2) Re-installed version 1.5.1 tfjs-node
3) Went into node_module folder of tfjs-node and run `node-pre-gyp rebuild`
4) It all built OK this time 

However, now when going to lift the app.js I get the following new error (although I have come across it before):

```
c:\wamp64\www\test>node app.js
node-pre-gyp info This Node instance does not support builds for N-API version 5
node-pre-gyp info This Node instance does not support builds for N-API version 5
internal/modules/cjs/loader.js:807
  return process.dlopen(module, path.toNamespacedPath(filename));
                 ^

Error: The specified module could not be found.
\\?\c:\wamp64\www\test\node_modules\@tensorflow\tfjs-node\lib\napi-v4\tfjs_binding.node
    at Object.Module._extensions..node (internal/modules/cjs/loader.js:807:18)
    at Module.load (internal/modules/cjs/loader.js:653:32)
    at tryModuleLoad (internal/modules/cjs/loader.js:593:12)
    at Function.Module._load (internal/modules/cjs/loader.js:585:3)
    at Module.require (internal/modules/cjs/loader.js:692:17)
    at require (internal/modules/cjs/helpers.js:25:18)
```

CPU info:

1) Intel64 Family 6 Model 37 Stepping 2 3201 Intel Core i5 CPU 650 @ 3.20GHz 2 cores

2) I tried installing 1.2.2 but it apparently doesn't exist, so I tried 1.2.1 and I get the same issue.""",
        expected_cause="cpu-without-avx",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2019-2020 (thread 'Can't install tfjs-node or tfjs-node-gpu on Windows 10'). The text is the poster's own later comments (the first post was not readable). A maintainer (kangyizhang) suspected the CPU lacked instructions the tensorflow.dll needs; the poster (a Core i5 650, which has no AVX) came back: 'Ok so the problem actually WAS the CPU!' - after a new Ryzen board both tfjs-node and tfjs-node-gpu loaded and found the GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="keras-import-cuda-error-out-of-memory-gpu-held-until-reboot",
        source=_GH + "keras-team/keras/issues/8545",
        text=r"""How should I fix this error?
```

    [jalal@goku bin]$ source activate deep_emotion
    (deep_emotion) [jalal@goku bin]$ python
    Python 3.5.4 | packaged by conda-forge | (default, Nov  4 2017, 10:11:29)
    [GCC 4.8.2 20140120 (Red Hat 4.8.2-15)] on linux
    Type "help", "copyright", "credits" or "license" for more information.
    >>> import keras
    Using Theano backend.
    >>> quit()
    (deep_emotion) [jalal@goku bin]$ export KERAS_BACKEND=tensorflow
    (deep_emotion) [jalal@goku bin]$ python
    Python 3.5.4 | packaged by conda-forge | (default, Nov  4 2017, 10:11:29)
    [GCC 4.8.2 20140120 (Red Hat 4.8.2-15)] on linux
    Type "help", "copyright", "credits" or "license" for more information.
    >>> import keras
    Using TensorFlow backend.
    2017-11-20 17:49:18.666294: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
    2017-11-20 17:49:18.666337: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
    ...
    E tensorflow/stream_executor/cuda/cuda_driver.cc:924] failed to allocate 158.06M (165740544 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
```""",
        expected_cause="gpu-out-of-memory",
        note="2017. Log shortened (the stored copy cuts it; the allocation line is the one the poster put in the title). The maintainer (fchollet): 'Your GPU is out of memory'; the poster: 'restarting the machine solved the problem. I am not running a script. I was just importing keras' - the GPU memory was held by something else until the reboot.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-tf14-cuda8-image-v100-first-batch-minutes-ptx-jit",
        source=_GH + "keras-team/keras/issues/8537",
        text=r"""keras startup time (_make_train_function()) very slow on Tesla V100-SXM2-16GB GPU, compared to less powerful GPU

Running mnist_cnn.py (slightly modified - mainly adding logging) from tensorflow 1.4
running was done using a prebuilt docker image: tensorflow/tensorflow:1.4.0-gpu-py3
on a p2.xlarge aws machine (that has a Tesla K80 GPU) performance is good, the 1st batch (which is dominated by the call to _make_train_function) takes about 2 seconds: (see time stamp for begin batch and end batch)

```
2017-11-19 08:26:26,172 : INFO : fit

2017-11-19 08:26:26,637 : INFO : begin batch
2017-11-19 08:26:26.638409: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2017-11-19 08:26:26.760940: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:892] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2017-11-19 08:26:26.761478: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1030] Found device 0 with properties:
name: Tesla K80 major: 3 minor: 7 memoryClockRate(GHz): 0.8235
pciBusID: 0000:00:1e.0
totalMemory: 11.17GiB freeMemory: 11.11GiB
...
```""",
        expected_cause="compute-capability-ptx-jit",
        note="2017. Weak text: the stored copy keeps the title and the K80 half of the first post only; the V100 half (same tensorflow/tensorflow:1.4.0-gpu-py3 image, first batch taking minutes) is cut. The poster (ophiry) answered himself: 'using a version of tensorflow that was build with CUDA 9 appears to solve this' - the TF 1.4 image is built with CUDA 8 and has no kernels for the V100's compute capability 7.0, so they were JIT-compiled from PTX on first use.",
        platform="linux",
    ),
    CorpusLog(
        name="tf218-latest-gpu-apptainer-wants-cudnn9-image-ships-cudnn8",
        source=_GH + "tensorflow/build/issues/217",
        text=r"""I'm using apptainer pull docker://tensorflow/tensorflow:latest-gpu, but tensorflow 2.18 is skipping loading of GPU, with this message:

_W0000 00:00:1736383795.205652  747392 gpu_device.cc:2344] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at [https://www.tensorflow.org/install/gpu] for how to download and setup the required libraries for your platform.
Skipping registering GPU devices..._

The tensor 2.17 container worked fine, but it appears that the 2.18 container wants to use libcudnn.9.0 but the container only provides libcudnn.8.0. The system libcudnn is not mapped to the container. The system has both 8 and 9 installed. This looks like a bug in the build of the container.

Note: Just using the system python and installing 2.18 (no containers), works fine as the system has both cudnn 8 and 9 installed.""",
        expected_cause="cuda-libraries-missing",
        note="2025. The poster found that TF 2.18 in the image wants cuDNN 9 while the image ships cuDNN 8, and the same TF outside the container (host has cuDNN 9) works; ngaywood confirmed: 'The tensorflow 2.18 tried to open libcudnn.so.9 that is missing from the docker container', and JoshCaughtFire pointed to the tested-configurations table (2.18 needs cuDNN 9). Linux host, Apptainer running the Docker image.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-stacks-tf-cuda12-wheel-with-cu11-pip-libs-no-libcudart12",
        source=_GH + "jupyter/docker-stacks/pull/2100",
        text=r"""I tried to use the `-cu11` packages (except for `nvidia-nvjitlink-cu12`, since it is new in CUDA 12) using:
`CUDA11_DEPS=$(wget -qO- https://pypi.org/pypi/tensorflow/json | grep -o -e '[a-z_-]\+-cu12' | sed 's/-cu12/-cu11/; s/nvidia-nvjitlink-cu11//' | xargs)`

However, it does not work. The `tensorflow` package is linked against CUDA 12 libraries. It expects e. g. `libcudart.so.12`, while there is a `libcudart.so.11`.

Full import errors with TF_CPP_MAX_VLOG_LEVEL=3

2024-03-15 02:38:23.246671: I external/local_tsl/tsl/platform/default/dso_loader.cc:70] Could not load dynamic library 'libcudart.so.12'; dlerror: libcudart.so.12: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /opt/conda/lib/python3.11/site-packages/nvidia/cublas/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cuda_cupti/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cuda_nvcc/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cuda_nvrtc/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cuda_runtime/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cudnn/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/cufft/lib/:/opt/conda/lib/python3.11/site-packages/nvidia/curand/lib/:/opt/conda/...
...""",
        expected_cause="cuda-libraries-missing",
        note="2024. A comment on the PR adding a CUDA variant of tensorflow-notebook; the commenter (ChristofKaufmann) tried the NVIDIA -cu11 pip wheels under the CUDA-12 TensorFlow wheel and diagnosed it himself: 'The tensorflow package is linked against CUDA 12 libraries. It expects e. g. libcudart.so.12, while there is a libcudart.so.11' (the PR went ahead with the CUDA 12 libraries). Only the first line of his log survives in the stored copy; the LD_LIBRARY_PATH is cut. Linux container.",
        platform="linux",
    ),
    CorpusLog(
        name="uv-add-tensorflow-py39-windows-io-gcs-filesystem-0371-no-wheel",
        source=_GH + "astral-sh/uv/issues/9840",
        text=r"""In `uv 0.5.8`, the command `uv add tensorflow` fails in a Python 3.9 environment due to an issue with the package `tensorflow-io-gcs-filesystem`. However, the command  `uv pip install tensorflow` works successfully.

- uv version: `uv 0.5.8 (80d41671b 2024-12-11)`
- System: `Windows 11 24H2 26100.2454`
- Python version: `cpython-3.9.20-windows-x86_64-none    D:\Users\alice\AppData\Roaming\uv\python\cpython-3.9.20-windows-x86_64-none\python.exe`

Z:\>uv cache clean
No cache found at: D:\Users\alice\AppData\Local\uv\cache

Z:\>uv init --python 3.9 tensorflow-project
Initialized project `tensorflow-project` at `Z:\tensorflow-project`

Z:\>cd tensorflow-project

Z:\tensorflow-project>uv add tensorflow
Using CPython 3.9.20
Creating virtual environment at: .venv
Resolved 41 packages in 2.29s
error: Distribution `tensorflow-io-gcs-filesystem==0.37.1 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform""",
        expected_cause="dependency-no-platform-wheel",
        note="2024. Weak confirmation: no maintainer reply is visible; the poster pins it on tensorflow-io-gcs-filesystem and shows that the plain `uv pip install tensorflow` (which picks a version with a Windows wheel) works, while the project lock chose 0.37.1, which has no Windows wheel (uv's error says so). The same case was later explained by a uv maintainer in astral-sh/uv#14501 (already in the corpus). Native Windows 11.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-keras-tf211-new-adam-xla-libdevice-missing-conda-cudatoolkit-wsl",
        source=_GH + "keras-team/tf-keras/issues/62",
        text=r"""**System information**.
- Have I written custom code (as opposed to using a stock example script provided in Keras): no
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04 (WSL)
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.11
- Python version: 3.9
- Bazel version (if compiling from source): N/A
- GPU model and memory: RTX 2080 Ti
- Exact command to reproduce:

1. Create a new environment, following the official installation instructions from here https://www.tensorflow.org/install/pip#linux:

conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0
export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib/
pip install tensorflow

2. Run the beginner MNIST tutorial (or any other tutorial that calls `fit`) from here https://keras.io/examples/vision/mnist_convnet/

**Describe the problem**.

An error is raised:

libdevice not found at ./libdevice.10.bc

Note that if you switch to using the legacy optimizers, by switching this line

model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])

to this

model.compile(loss="categorical_crossentropy", optimizer=keras.optimizers.legacy.Adam(), metrics=["accuracy"])

then the example runs successfully.

2023-04-26 12:33:43.674114: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:274] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
2023-04-26 12:33:43.674287: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:362 : INTERNAL: libdevice not found at ./libdevice.10.bc
2023-04-26 12:33:43.674323: I tensorflow/core/common_runtime/executor.cc:1197] [/job:localhost/replica:0/task:0/device:GPU:0] (DEBUG INFO) Executor start aborting (this does not indicate an error and you can ignore this message): INTERNAL: libdevice not found at ./libdevice.10.bc
         [[{{node StatefulPartitionedCall_1}}]]
2023-04-26 12:33:43.682794: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:274] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
2023-04-26 12:33:43.682947: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:362 : INTERNAL: libdevice not found at ./libdevice.10.bc
Traceback (most recent call last):
  File "<string>", line 1, in <module>
...""",
        expected_cause="xla-libdevice-missing",
        note="2023. The poster (drasmuss) narrowed it down himself: conda's cudatoolkit 11.2 has no libdevice, the TF 2.11 Keras optimizers are XLA-compiled and need it, and 'if you switch to using the legacy optimizers ... then the example runs successfully'; the later log lines are his own re-run in April 2023. Thread moved from keras-team/keras#17422. WSL2 Ubuntu 20.04, RTX 2080 Ti.",
        platform="wsl2",
    ),
    CorpusLog(
        name="tf-serving-220-gpu-image-libnvrtc-101-missing-server-wont-start",
        source=_GH + "tensorflow/serving/issues/1659",
        text=r"""### System information
CUDA 10.2

### Describe the problem
The non devel version of the 2.2.0-gpu image as well as nightly-gpu does not start.

tensorflow_model_server: error while loading shared libraries: libnvrtc.so.10.1: cannot open shared object file: No such file or directory

`tensorflow/serving:2.2.0-rc2-gpu` works fine, as well as `tensorflow/serving:2.2.0-devel-gpu`. The latter includes NVRTC and the former does not depend on it.

### Exact Steps to Reproduce
`docker run --gpus all --rm -it tensorflow/serving:2.2.0-gpu`""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster pinned it on the image (the devel image has NVRTC, the runtime 2.2.0-gpu image lacks it); nrobeR put a fix into the serving Dockerfiles and another user (peakji), building the image from master, confirmed: 'Thanks for the quick fix! ... I can confirm the libnvrtc error is now gone'. Linux host, Tesla V100, driver 440.82, Docker with --gpus all.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="dle-electra-tf2-pretraining-amp-dtype-and-indexedslices-warnings",
        source=_GH + "NVIDIA/DeepLearningExamples/issues/1327",
        text=r"""Related to **ELECTRA/TensorFlow2** 

**Describe the bug**
When running the pretraining as

root@biber:/workspace/electra# bash scripts/run_pretraining.sh $(source scripts/configs/pretrain_config.sh && dgxa100_1gpu_amp)

there are a lot of Warning messages output to _stderr_. These may not cause issues, but they do not inspire confidence in the code.

[1,0]<stderr>:WARNING:tensorflow:Layer activation is casting an input tensor from dtype float16 to the layer's dtype of float32, which is new behavior in TensorFlow 2.  The layer has dtype float32 because it's dtype defaults to floatx.
[1,0]<stderr>:
[1,0]<stderr>:If you intended to run this layer in float32, you can safely ignore this warning. If in doubt, this warning is likely only an issue if you are porting a TensorFlow 1.X model to TensorFlow 2.
[1,0]<stderr>:
[1,0]<stderr>:To change all layers to have dtype float16 by default, call `tf.keras.backend.set_floatx('float16')`. To change just this layer, pass dtype='float16' to the layer constructor. If you are the author of this layer, you can disable autocasting by passing autocast=False to the base Layer constructor.
...""",
        expected_cause=None,
        harmless=True,
        note="2023. Weak: no one answered. The poster ran the ELECTRA TF2 pretraining in NVIDIA's container on one GPU with AMP and it ran ('These may not cause issues, but they do not inspire confidence'); the lines are Keras mixed-precision autocast and IndexedSlices warnings, not a GPU setup problem. Log cut where the stored copy ends.",
        platform="linux",
    ),
)
