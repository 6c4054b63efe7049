# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, trailing spaces, whitespace-only lines, tabs)
"""A fifty-eighth set of real threads, gathered apart: GitHub issues on the trackers of the tooling around TensorFlow (cloud notebook images, Docker images, package managers) and of projects whose users ran TensorFlow on NVIDIA GPUs.

Broken kinds held: CUDA libraries missing (TF built for another CUDA release than the one present: Colab runtime updates, CUDA 11.1 under TF 2.4), cuDNN older than the one TF was built with (Colab, the deepo image), a CPU-only TF build in a SageMaker kernel, XLA's libdevice/ptxas missing from a notebook image, pixi dropping the [and-cuda] extra, pip finding no TF 1.15 wheel for Colab's Python, and two tool-level causes with no catalogue ID (Cog's version table, an R installer argument). Working runs: 3 (a fourth, Time-LLM#35, was
also in the fifty-seventh set, gathered at the same time, and is kept there only). Eight of the
sixteen records come from threads of 2023 or later.

At first look (the doctor of commit 3327d88, before this set was read) the cause was named in 7
of the 13 broken logs (2 have no catalogue cause), all 7 first; no working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="researchprogress-tf240-cuda111-libcusolver-so-10-missing",
        source=_GH + "lipzh5/ResearchProgress/issues/17",
        text=r"""Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory;

Ubuntu 20.0
python 3.8
cuda 11.1
tensorflow 2.4.0""",
        expected_cause="cuda-libraries-missing",
        note="2024. Title plus a four-line environment (prose-like). The poster's own follow-up: 'Solved by adding a symlink' from CUDA 11.1's libcusolver.so.11 to the libcusolver.so.10 name TF 2.4.0 (built for CUDA 11.0) looks for, crediting a tensorflow#43947 comment. The CUDA release TF was built for was not what was installed.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-studio-lab-distribution-kernel-tf-not-built-with-cuda",
        source=_GH + "aws/studio-lab-examples/issues/275",
        text=r"""**Describe the bug**
Even with GPU instance, tensorflow ( with sagemaker-distribution kernel ) can't recognize the GPU.
`nvidia-smi` show I'm using GPU instance, and pytorch can recognize the GPU.

**To Reproduce**
Steps to reproduce the behavior:
1. Start GPU runtime.
2. launch jupyter notebook ( with sagemaker-distribution kernel )
3. type 
```
import tensorflow as tf
import torch

tf.config.list_physical_devices('GPU') # []
tf.test.is_built_with_cuda() # False
torch.cuda.is_available() # True
```
4. See error
TensorFlow can't recognize GPU, and is not even built with CUDA.

**Expected behavior**
```
tf.config.list_physical_devices('GPU') # at least one GPU should be in the list
tf.test.is_built_with_cuda() # True
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2024. No maintainer reply in the thread; the poster's own check `tf.test.is_built_with_cuda()` returning False shows the kernel's TensorFlow is a CPU-only build. The same defect in the SageMaker Distribution GPU image (1.8.x shipping the CPU TensorFlow) was confirmed and fixed by AWS in aws/sagemaker-distribution#438 ('Fixed in v1.9'). Weak on confirmation: prose plus a few printed values.",
        platform="linux",
    ),
    CorpusLog(
        name="pangeo-ml-notebook-image-no-ptxas-no-libdevice",
        source=_GH + "pangeo-data/pangeo-docker-images/issues/450",
        text=r"""Hi,

When running this notebook: https://www.tensorflow.org/tutorials/images/cnn

Using `quay.io/pangeo/ml-notebook:2023.02.27`, in the cell:
https://www.tensorflow.org/tutorials/images/cnn#compile_and_train_the_model

I get:

```bash
2023-04-11 14:56:14.664302: W tensorflow/compiler/xla/stream_executor/gpu/asm_compiler.cc:85] Couldn't get ptxas version string: INTERNAL: Couldn't invoke ptxas --version
2023-04-11 14:56:14.665682: W tensorflow/compiler/xla/stream_executor/gpu/redzone_allocator.cc:318] INTERNAL: Failed to launch ptxas
Relying on driver to perform ptx compilation. 
Modify $PATH to customize ptxas location.
This message will be only logged once.
```

which is solved with:

```bash
mamba install -c nvidia cuda-nvcc=11.8 # same version as cudatoolkit
```

Then I also get:

```bash
2023-04-11 14:56:14.726269: W tensorflow/compiler/xla/service/gpu/nvptx_helper.cc:56] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.2
  /usr/local/cuda
  .
...""",
        expected_cause="xla-libdevice-missing",
        consequences=frozenset({"ptxas-missing"}),
        note="2023. The image ships TensorFlow with XLA but not the CUDA compiler pieces (ptxas, libdevice) that conda-forge cannot carry; the poster's own fix for the ptxas half was installing cuda-nvcc from the nvidia channel, and the maintainers closed it as a duplicate of the known ml-notebook 'cuda-nvcc missing' issue (README: install cuda-nvcc yourself). The libdevice half is shown but its fix is not in the visible thread. Log cut where the stored copy ends.",
        platform="linux",
    ),
    CorpusLog(
        name="deepo-image-cudnn-805-older-than-tf-built-with-810",
        source=_GH + "ufoym/deepo/issues/149",
        text=r"""I am using the image tag `all-py36-cu111` to create LSTM model with Keras. However, I find that it will cause the following error:

`Fail to find the dnn implementation.`

And cause the following error in the console:

`Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0`

From the base image `nvidia/cuda:11.1-cudnn8-devel-ubuntu18.04`, I find that the cudnn version `8.0.5.39` is too old for the latest `tensorflow-gpu` package. Due to this, the base image maybe need to change to `11.2.2-cudnn8-devel-ubuntu18.04`?""",
        expected_cause="cudnn-version-mismatch",
        note="2021. The poster traced it to the image's base (cuDNN 8.0.5 while tensorflow-gpu was built against 8.1.0); the maintainer fixed the image ('Fixed 38c9607'). Prose with two quoted error lines.",
        platform="linux",
    ),
    CorpusLog(
        name="cog-build-tensorflow-291-no-compatible-cuda-in-table",
        source=_GH + "replicate/cog/issues/694",
        text=r"""I'm trying to wrap a model I made with Keras, but I can't get `cog build` to work because apparently the version of tensorflow I'm using: `tensorflow==2.9.1` (the latest version) has no compatible CUDA versions. I can't override it manually either by specifying a version in my cog.yaml file, same error either way. Why is this? I know for a fact my 11.7 installation works fine with this version of Tensorflow.
![image](https://user-images.githubusercontent.com/2354433/182748694-85f3c30c-932d-48f1-9c88-0e7865ea4559.png)""",
        expected_cause=None,
        note="2022. Prose only (the error itself is in a screenshot). Cog's maintainer (bfirsh) confirmed the tool's TensorFlow/CUDA compatibility table did not know tensorflow 2.9.1 and that CUDA 11.7 had no NVIDIA base image yet; fixed in Cog 0.4.1 (2.9.0 supported, override allowed, 'You'll need to use CUDA 11.6'). A container-build tool's version table, not a catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="rstudio-install-keras-version-gpu-keras-equals-gpu",
        source=_GH + "rstudio/keras3/issues/612",
        text=r"""When I try install the keras-gpu version.
First, I installed the library(tensorflow), and install_tensorflow(version="gpu"), library(keras), and
install_keras(version="gpu").
But, I had a something problem when I try install the gpu version keras.
The error messages is "could not find a version that satisfies the requirement keras==gpu".

My python version is 2.7.5 and centos7, Rstudio server, cuda 9.0 CUDNN 7.05.
Please help me""",
        expected_cause=None,
        note="2018. Prose with one pip error. The R package's maintainer (skeydan): in install_keras the `version` argument is the numeric Keras version, not GPU vs CPU (that is the TensorFlow backend's choice), so pip was asked for 'keras==gpu'; he closed it after the poster's next issue showed the GPU in use. An installer argument misused, no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-runtime-cudnn-805-older-than-tf-built-810",
        source=_GH + "googlecolab/colabtools/issues/2459",
        text=r"""**Describe the current behavior**
Getting following error message:
Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have 
matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  

If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2021-11-25 00:16:54.711621: 
W tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at conv_ops.cc:1120 : 
UNKNOWN: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, """,
        expected_cause="cudnn-version-mismatch",
        note="2021. A Colab maintainer (craigcitro) pointed to the workaround in colabtools#2452 (a TensorFlow build matching the runtime's cuDNN 8.0.5, older than the 8.1.0 the installed TF was compiled with); the poster ran it in the first cell. The error line itself names both versions.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf291-upgrade-dnn-library-not-found",
        source=_GH + "googlecolab/colabtools/issues/3013",
        text=r"""...
    File "/usr/local/lib/python3.7/dist-packages/keras/utils/traceback_utils.py", line 64, in error_handler
      return fn(*args, **kwargs)
    File "/usr/local/lib/python3.7/dist-packages/keras/engine/base_layer.py", line 1014, in __call__
      outputs = call_fn(inputs, *args, **kwargs)
    File "/usr/local/lib/python3.7/dist-packages/keras/utils/traceback_utils.py", line 92, in error_handler
      return fn(*args, **kwargs)
    File "/usr/local/lib/python3.7/dist-packages/keras/layers/convolutional/base_conv.py", line 250, in call
      outputs = self.convolution_op(inputs, self.kernel)
    File "/usr/local/lib/python3.7/dist-packages/keras/layers/convolutional/base_conv.py", line 232, in convolution_op
      name=self.__class__.__name__)
Node: 'sequential_2/conv2d_2/Conv2D'
DNN library is not found.
	 [[{{node sequential_2/conv2d_2/Conv2D}}]] [Op:__inference_train_function_32418]""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Only the tail of the first post's traceback is in the stored copy. A Colab maintainer (metrizable) gave two workarounds 'until we can roll out a fix': go back to tensorflow==2.8.2 or `apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2` - the runtime's cuDNN was older than the one the freshly upgraded TF 2.9.1 was built with; the Colab team then rolled the fix out (colabtools#3012).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf20-gpu-not-found-after-cuda-101-runtime-update",
        source=_GH + "googlecolab/colabtools/issues/864",
        text=r"""My code worked well with GPU in Colab yesterday. But this morning it became very slow. So I suspect that CPU is used despite hardware accelerator is set to GPU in “change runtime type” explicitly. The following test code result in “SystemError: GPU device not found”.

code chunk:
```
%tensorflow_version 2.x  
import tensorflow as tf  
device_name = tf.test.gpu_device_name()  
if device_name != '/device:GPU:0':
   raise SystemError('GPU device not found')
print('Found GPU at: {}'.format(device_name))
```""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose plus the test code. A Colab engineer (jsnydes): 'I can confirm TF2 is not working on some GPU types' (internal bug filed); the poster then traced it to Colab's runtime moving from CUDA 10.0 to 10.1 while TF 2.0 was built for 10.0 (tf-nightly-gpu, built for 10.1, worked).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-install-tf-below-215-on-cuda-122-runtime",
        source=_GH + "googlecolab/colabtools/issues/4235",
        text=r"""**Describe the current behavior**
A clear and concise explanation of what is currently happening.

I am using a library that depends on `tensorflow<=2.10.0`. I've tested both `pip install tensorflow==2.10.0` and `pip install tensorflow==2.11.0` and they result in the GPU becoming invisible to tensorflow. With the preinstalled tensorflow 2.15.0 the GPU has no issues being located. 

I believe issues #4230 and #4233 are most likely referring to this same problem. 

Update: 
It appears lots of the same kinds of problems are being reported and they are also related to CUDA and google-auth-oauthlib... Such as #4224 and #4227

```
!pip install tensorflow=2.10.0

import tensorflow as tf
print(f"TensorFlow Version: {tf.__version__}")
print(f"GPU device: {tf.test.gpu_device_name()}")
print(tf.config.list_physical_devices())
```

**Describe the expected behavior**
A clear and concise explanation of what you expected to happen.

The GPU should be found by tensorflow regardless of version. The output should look something like this:

```
TensorFlow Version: 2.xx.0
GPU device: /device:GPU:0
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),
 PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
```""",
        expected_cause="cuda-libraries-missing",
        note="2023. Prose and code. Colab had just moved its runtime to CUDA 12.2 (colabtools#4214); the Colab maintainer's answer in the sibling threads this one links (#4233, #4224): 'tf < 2.15 might not be compatible with CUDA 12.2', use TF 2.15 or the fallback runtime. Older TF wheels look for CUDA 11 libraries the runtime no longer has.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-tf250-libcusolver-so-11-on-cuda-110-runtime",
        source=_GH + "googlecolab/colabtools/issues/2013",
        text=r"""**Describe the current behavior**
GPU doesn't work with TF 2.5.0 (any visible device)

**Describe the expected behavior**
GPU runtime work with TF 2.5.0

**What web browser you are using**
Any

**Additional context**
```!pip install tensorflow==2.5.0```

```
May 14, 2021, 4:54:43 PM | WARNING | Skipping registering GPU devices...
-- | -- | --
May 14, 2021, 4:54:43 PM | WARNING | 2021-05-14  14:54:43.022432: W  tensorflow/core/common_runtime/gpu/gpu_device.cc:1766] Cannot dlopen  some GPU libraries. Please make sure the missing libraries mentioned  above are installed properly if you would like to use GPU. Follow the  guide at https://www.tensorflow.org/install/gpu for how to download and  setup the required libraries for your platform.
May 14, 2021, 4:54:43 PM | WARNING | 2021-05-14  14:54:43.022397: I  tensorflow/stream_executor/platform/default/dso_loader.cc:53]  Successfully opened dynamic library libcudnn.so.8
May 14, 2021, 4:54:43 PM | WARNING | 2021-05-14  14:54:43.022052: I  tensorflow/stream_executor/platform/default/dso_loader.cc:53]  Successfully opened dynamic library libcusparse.so.11
May 14, 2021, 4:54:43 PM | WARNING | 2021-05-14  14:54:43.021067: W  tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not  load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11:  c
...""",
        expected_cause="cuda-libraries-missing",
        note="2021. Colab's log viewer prints newest lines first. Labelled bug/triaged by Colab; TF 2.5.0 was built for CUDA 11.2 (libcusolver.so.11) while Colab's runtime then had CUDA 11.0, and in tensorflow#49455 a contributor pointed users here with the workaround 'use TF 2.4 for the time being' until Colab moved to CUDA 11.2. Weak on in-thread confirmation; log cut where the stored copy ends.",
        platform="linux",
    ),
    CorpusLog(
        name="pixi-add-pypi-tensorflow-and-cuda-extra-dropped",
        source=_GH + "prefix-dev/pixi/issues/1697",
        text=r"""### Problem description

Hi, in the docs of tensorflow they advice to use:
```sh
python3 -m pip install tensorflow[and-cuda]
```
Any idea how to reproduce this with pixi ?

This doesn't work in my case... There is a GPU on the machine and the drivers are installed. I can work around this with simply initializing the environment with `pip` in it and running `python3 -m pip install tensorflow[and-cuda]` manually. That works and tensorflow recognizes the GPU.

```bash
[something]$ pixi add "tensorflow[and-cuda]" --pypi
 WARN Defined custom mapping channel https://conda.anaconda.org/nvidia/ is missing from project channels
✔ Added tensorflow[and-cuda]
Added these as pypi-dependencies.

[something]$ cat pixi.toml 
[project]
name = "something"
version = "0.1.0"
description = "Add a short description here"
channels = ["conda-forge"]
...""",
        expected_cause="and-cuda-extra-missing",
        note="2024. First post plus the poster's follow-up (cut where the stored copy ends). Pixi's maintainer (ruben-arts): 'We don't parse the pypi dependencies correct anymore. Thus the extras were not added' - `pixi add \"tensorflow[and-cuda]\" --pypi` recorded plain tensorflow without the [and-cuda] extra, so no NVIDIA wheels came with it; workaround: `extras = [\"and-cuda\"]` in pixi.toml or conda-forge TensorFlow with a cuda system-requirement.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-tensorflow-gpu-115-no-wheel-for-runtime-python",
        source=_GH + "googlecolab/colabtools/issues/3719",
        text=r"""I am having trouble installing TensorFlow version 1.15 on Google Colab. Whenever I attempt the installation, I receive the following error message:
 
Looking in indexes: https://pypi.org/simple, https://us-python.pkg.dev/colab-wheels/public/simple/
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15 (from versions: 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.12.0)
ERROR: No matching distribution found for tensorflow-gpu==1.15
 
I have tried various solutions, but I'm unable to resolve the issue on my own. If you could guide me towards a solution or point me to relevant resources, I would greatly appreciate it.""",
        expected_cause="python-version-unsupported",
        note="2023. A Colab maintainer (mayankmalik-colab): 'TensorFlow version 1.15 is very old. It's not supported anymore on colab', use a current TF (2.12 then). pip sees no tensorflow-gpu 1.15 wheel for the runtime's Python (Colab was on Python 3.10 by then; the versions pip offers start at 2.8.0, the first release with 3.10 wheels, while 1.15 wheels stop at 3.7). A second user in the thread hit the same error.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deepfri-tf2162-gpu-listed-with-factory-registration-errors",
        source=_GH + "flatironinstitute/DeepFRI/issues/55",
        text=r"""...
2. Using the most recent version of tensorflow (2.16.2) works fine:
```
>>> python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
2024-07-11 10:04:07.184788: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:10575] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-07-11 10:04:07.184845: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:479] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-07-11 10:04:07.186709: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1442] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-07-11 10:04:07.193000: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: SSE4.1 SSE4.2 AVX AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
```""",
        expected_cause=None,
        harmless=True,
        note="2024. Second part of the first post: TensorFlow 2.16.2 lists the GPU, which the poster calls 'works fine'; the E-level factory-registration lines are the usual harmless ones. The poster's actual failure is elsewhere (the model needs the removed Keras CuDNNLSTM layer), not the GPU set-up. Only this part of the post is quoted (the first part, about an older TensorFlow, is not in the stored copy).",
        platform="linux",
    ),
    CorpusLog(
        name="turicreate-v100-training-tf-device-lines-verbose",
        source=_GH + "apple/turicreate/issues/2777",
        text=r"""```
2019-12-02 16:37:59.807028: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1165]      0 
2019-12-02 16:37:59.807034: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1178] 0:   N 
2019-12-02 16:37:59.817454: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1304] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 30458 MB memory) -> physical GPU (device: 0, name: Tesla V100-SXM2-32GB, pci bus id: 0000:8d:00.0, compute capability: 7.0)
| 59           | 7.04144      | 6m 55s       |
2019-12-02 16:38:05.840078: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] ```
```""",
        expected_cause=None,
        harmless=True,
        note="2019. Filed by a Turi Create developer under the title 'TF verbose when using GPU on Linux': the toolkit's training runs on the V100 (device created, iteration table advancing) but TensorFlow's device lines are interleaved with the progress table; closed once the toolkit silenced TensorFlow's logging (turicreate#2665 'Suppress warnings for tf'). Working run, noise only.",
        platform="linux",
    ),
    CorpusLog(
        name="rodan-vgpu-kvm-kernel-tf251-container-finds-gpu",
        source=_GH + "DDMAL/Rodan/issues/1231",
        text=r"""related issue and description in #1227 

The good news is we probably don't need to upgrade our tensorflow version.

I tested a few configurations and I think it is a problem with the generic kernel on Ubuntu. I recalled that Docker DNS resolution is not working properly as we need with the kvm (compact) kernel on Ubuntu 20.04 with the default vGPU instance, and since our old disk is running Ubuntu, we had to manually install and force the generic kernel. Unfortunately, this does not work with the current vGPU driver, which might be designed for the compact kernel. 

On Ubuntu 20 with kvm kernel, we pulled the latest GPU docker image and run the container and get inside:
```
>>> import tensorflow as tf
2024-11-25 12:44:57.484456: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
>>> tf.config.list_physical_devices('GPU')
2024-11-25 12:45:04.234789: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcuda.so.1
2024-11-25 12:45:04.251141: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2024-11-25 12:45:04.251784: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties:
...""",
        expected_cause=None,
        harmless=True,
        note="2024. The project's own developer, following up their #1227 (TF 2.5.1 GPU container lost the GPU on a cloud vGPU VM): on the kvm kernel the container's TensorFlow loads CUDA and finds the vGPU ('we probably don't need to upgrade our tensorflow version'); the earlier failure was the vGPU driver not working with the generic kernel they had forced. The quoted run is the working one; its only odd line is the NUMA note. Log cut where the stored copy ends.",
        platform="linux",
    ),
)
