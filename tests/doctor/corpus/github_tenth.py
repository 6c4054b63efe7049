# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A tenth set of real logs, gathered apart (GitHub threads of projects that use TensorFlow).

Broken set-ups: Pythons with no TensorFlow wheel (3.7 for 1.12, 3.10 for 2.5, 3.12.1), a
requirements file or an installer that put the CPU build in place of the GPU one (Mask R-CNN,
keras3 for R on Linux), XLA without libdevice in a SageMaker image and in conda-forge's
build, an RTX 5060 Ti (sm_120) with a nightly, native Windows for keras3 in RStudio, PRIME
set to the integrated GPU, CUDA libraries missing or of another release (conda cudatoolkit
off the path, CUDA 10.2 for TF 2.1, a K80 on Azure, CUDA 11.2 for a CUDA 10 build, CUDA
12.5 on native Windows for 2.10, a TF 2.13 image on a CUDA 12.1 base), cuDNN 6 loaded for a
cuDNN 5 build, NumPy 2 under a NumPy 1 build, an RTX 4090 with TF 2.3, a GTX 780M (compute
capability 3.0). Working runs: TF 1.2 no longer printing "successfully opened CUDA library",
a TF-TRT warning on a run that worked.

At first look (the doctor of the ninth set's changes: what a paste states in words) the cause
of 14 of the 20 broken logs was named, first each time; one of the two working runs was
flagged (its paste installs tensorflow-gpu, read as a complaint); no broken log got an error
that is not its cause. (The doctor of the start of the day named 13.) Misses: the CPU build
installed, told in words (twice); Windows and WSL2 both named where it ran on Windows; a
GPU too old named with a program's own "minimum required compute capability" message; TF
2.1 and 2.3 (before the tested-build table began) with CUDA 10.2 and an RTX 4090.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="aligned-celeb-faces-python-37-no-tensorflow-112",
        source=_GH + "carykh/alignedCelebFaces/issues/8",
        text=r"""When running `pip3 install -r requirements.txt`, I'm getting the following error:
```

Collecting tensorflow==1.12.0 (from -r requirements.txt (line 32))
  Could not find a version that satisfies the requirement tensorflow==1.12.0 (from -r requirements.txt (line 32)) (from versions: )
No matching distribution found for tensorflow==1.12.0 (from -r requirements.txt (line 32))
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The poster: 'I've been able to fix the issue by installing Python 3.6.8 instead of 3.7, since TensorFlow isn't supported on 3.7 and higher yet.' The paste does not name the Python version.",
        platform="linux",
    ),
    CorpusLog(
        name="mask-rcnn-requirements-replaced-tensorflow-gpu-with-cpu-tensorflow",
        source=_GH + "matterport/Mask_RCNN/issues/615",
        text=r"""'tensorflow' should be removed from requirements.txt

Hello,

Thank you very much for the code!

After installing and running some sample code, I realized that it does not use my GPUs at all. I spent quite some time to figure out that during the installation I executed `pip3 install -r requirements.txt` as recommended, which removed my previously installed `tensorflow-gpu` and installed `tensorflow` instead.

So I think 'tensorflow' should be removed from `requirements.txt`, leaving the user the choice to install the right version for them.

Thanks.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The poster found the cause himself (2018, TF 1.x, when 'tensorflow' was the CPU-only package): the requirements file replaced tensorflow-gpu with tensorflow. The issue title (first line) and body, prose only. Both packages may still be installed side by side; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-distribution-gpu-image-libdevice-missing",
        source=_GH + "aws/sagemaker-distribution/issues/15",
        text=r"""**Bug Description**:

While running Keras tests against the GPU Docker image, Tests were failing with the error - "Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice.

This issue has been discussed in several Github issues: 
One such Github issue: https://github.com/tensorflow/tensorflow/issues/58681""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="The reporter (a SageMaker Distribution developer) diagnosed it and a user confirmed: 'The libdevice file was indeed missing in the official Tensorflow 13.0 GPU optimized Image'; fixed by installing cuda-nvcc / cuda-compiler-11-8 and XLA_FLAGS=--xla_gpu_cuda_data_dir=/opt/conda. Prose with one error line.",
        platform="linux",
    ),
    CorpusLog(
        name="microwakeword-docker-rtx-5060-ti-tf-nightly-no-sm120-ptx-85",
        source=_GH + "TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/56",
        text=r"""## Environment
- GPU: NVIDIA RTX 5060 Ti (Blackwell, compute capability `12.0` / `sm_120`), driver 580.x, CUDA 13 capable
- Host: Ubuntu, Docker + NVIDIA Container Toolkit (GPU passthrough verified — `nvidia-smi` works in-container)

## Symptom
`wake_word_sample_generator` (Piper) and `wake_word_sample_augmenter` complete normally — torch (cu129) is fine on Blackwell. The **training** stage (`microwakeword.model_train_eval`) fails:

```
W: TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0a
E: LLVM Fatal Error while compiling target binary ... 
   LLVM ERROR: PTX version 8.5 does not support target 'sm_120'. Minimum required PTX version is 8.7.
   (in xla::gpu::GetTargetMachine / NVPTXSubtarget)
```""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The poster found and verified the cause (2026): the bundled tf-nightly's XLA/LLVM has no sm_120 support; a Blackwell-native TensorFlow build fixed it, and another user confirmed the v9-blackwell image works on an RTX 5060 Ti. The log lines are abbreviated by the poster (W:/E: prefixes).",
        platform="linux",
    ),
    CorpusLog(
        name="rstudio-keras3-windows-native-r-install-keras-gpu-true",
        source=_GH + "rstudio/keras3/issues/1475",
        text=r"""Hi,

Followed the installation instructions and to install keras3 with tensorflow in RStudio, however, it does not appear to have recognised my GPU. 

```
install.packages("keras3")
keras3::install_keras(backend = "tensorflow", gpu = TRUE)

tensorflow::as_tensor("Hello World") # Installation good
tf$config$list_physical_devices('GPU') # But this returns an empty list
```

This is my first time trying to configure a GPU so I am a bit out of my depth, but here are my machine specs. Would really appreciate any help you can provide.

- Windows 11
- NVIDIA GeForce RTX 4080
- Cuda 12.6.1 and cudnn 9.0 installed
- WSL2 configured

Thanks and please let me know what other information I can provide to assist,
Harry""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The keras3 maintainer (t-kalinowski): 'To use a GPU with TensorFlow on Windows, you need to be running R/Python/TensorFlow in WSL. It sounds like you're running the windows-native R and RStudio builds'; not disputed. Prose only; it mentions WSL2 being configured, which is misleading.",
        platform="windows",
    ),
    CorpusLog(
        name="igm-conda-forge-tf211-prime-set-to-integrated-gpu-no-kernel-driver",
        source=_GH + "jouvetg/igm_old/issues/7",
        text=r"""Just reporting what I had to do to get TF installed on my Linux Mint machine. The current doc has instructions for TF 2.8.0 and I encountered [this problem](https://stackoverflow.com/questions/74836151/nothing-provides-cuda-needed-by-tensorflow-2-10-0-cuda112py310he87a039-0) when using mamba + conda-forge for all packages.

```
$ mamba install -y cudatoolkit=11.2 cudnn=8.1 -c conda-forge   
$ CONDA_OVERRIDE_CUDA="11.2" mamba install -y tensorflow=2.11.0 tensorflow-gpu=2.11.0 -c conda-forge
```

Setting the CONDA_OVERRIDE_CUDA was important, and it did not work for TF 2.8.0 but it did for 2.11.0

With this at least I can run on CPU, but not yet on GPU, with error:

```
2023-05-12 13:06:22.925539: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected
2023-05-12 13:06:22.925574: I tensorflow/compiler/xla/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (flappi-top): /proc/driver/nvidia/version does not exist
```

I'll investigate further and report back.""",
        expected_cause="driver-not-loaded",
        harmless=False,
        note='The poster confirmed: \'the GPU problem was on my side. NVIDIA settings on Linux mint offers several options to save battery and my settings were on "using the motherboard only". When switching to "NVIDIA On-demand" CUDA could recognize my GPU\'. The NVIDIA kernel driver was not running (PRIME set to the integrated GPU).',
        platform="linux",
    ),
    CorpusLog(
        name="tf27-pip-with-conda-cudatoolkit-libcudart-not-on-library-path",
        source=_TF + "52988",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): no
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 18.04
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: N/A
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.7.0
- Python version: 3.8
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: 11.2/8.1
- GPU model and memory: GTX 2080Ti

**Describe the current behavior**

After installing cuda/cudnn through conda (`conda install cudatoolkit=11.2 cudnn=8.1`), TensorFlow 2.7 reports that it cannot find the cuda libraries.

```
2021-11-08 14:49:16.412959: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2021-11-08 14:49:16.413006: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster showed in the thread that 'LD_LIBRARY_PATH=LD_LIBRARY_PATH:$CONDA_PREFIX/lib' makes the GPU appear (TF 2.7 no longer found the conda cudatoolkit libraries on its own; TF 2.6 did). The paste is cut after the first lines (the excerpt ended there).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-dual-gtx-780m-compute-capability-30",
        source=_GH + "iperov/DeepFaceLab/issues/264",
        text=r"""No CUDA device found with minimum required compute capability 3.5

I was using DeepFaceLab with CUDA 10.1 version, but when I run "4) data_src extract faces MT all GPU debug.bat" to see whether my environment is OK or not. The message is shown on the screen.

My graphic card is dual GeForce 780M with a compute capability 3.0. Then How could I change the minimum required compute capability to 3.0?""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The DeepFaceLab author answered 'buy card with CC 3.5'; not disputed. The issue title (first line) and body, prose only; Windows (.bat files).",
        platform="windows",
    ),
    CorpusLog(
        name="opennmt-tf21-with-cuda-102-low-gpu-usage",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/638",
        text=r"""low GPU usage

I installed the latest version `2.8.1` . tf version is `2.1.0` and cuda version is `10.2`.
I simply copied the code from `examples/library/custom_transformer_training.py` and set `batch_size=512`.
However, the running process only occupies about 153MB GPU no matter the batch_size.

This is the message when 'import opennmt':
```
>>> import opennmt
2020-03-27 12:29:53.941589: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.2/lib64
2020-03-27 12:29:53.941708: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.2/lib64
2020-03-27 12:29:53.941726: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
```
How can I fix this?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The OpenNMT maintainer: 'TensorFlow 2.1 requires CUDA 10.1, not 10.2'; the reporter: 'Thanks! Problem solved'. Only CUDA 10.2 libraries were on the path, so TF 2.1 found no CUDA 10.1 runtime; the paste shows only the TensorRT lines, the CUDA version is in the prose. Title (first line) and body.",
        platform="linux",
    ),
    CorpusLog(
        name="tf23-k80-azure-libcublas-so-10-only-under-cuda-102",
        source=_TF + "43236",
        text=r"""Tensorflow 2.2 and 2.3 not detecting GPU with CUDA 10.1

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 18.04):
- TensorFlow installed from (source or binary): binary
- TensorFlow version: 2.3 and 2.2
- Python version: 3.6
- Installed using virtualenv? pip? conda?: venv and pip
- GCC/Compiler version (if compiling from source): 7.5
- CUDA/cuDNN version: 10.1
- GPU model and memory: K80

**Describe the problem**
After installing tensorflow, GPU is not detected and getting error: 'Cannot open dynamic library **libcublas.so.10**'.

**Provide the exact sequence of commands / steps that you executed before running into the problem**
1. All the steps are followed from the official tensorflow page as it is: https://www.tensorflow.org/install/gpu and https://www.tensorflow.org/install/pip.
2. Also, i have to install cuda-toolkit separately.
3. Finally added CUDA-10.1 path in bashrc file.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter posted his own fix in the same issue ('How I fix the problem'): after following the guides the machine had two CUDA folders, /usr/local/cuda-10.1/lib64/ and /usr/local/cuda-10.2/lib64/, and the failing library was libcublas.so.10 (the excerpt ends there; CUDA 10.1 packages put cuBLAS 10.2 under cuda-10.2). Somewhat weak: the end of the fix was not read. Title (first line) and the problem part of the body.",
        platform="linux",
    ),
    CorpusLog(
        name="segmentation-keras-tf12-built-cudnn5-loaded-cudnn6",
        source=_GH + "nicolov/segmentation_keras/issues/32",
        text=r"""Problems with CuDNN library

While running train.py, this is the error message:
`Epoch 1/20
E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 6021 (compatibility version 6000) but source was compiled with 5105 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
`

Since I don't have the root account, I can't install CuDNN v5. Do you know how I can fix this?
Thanks!""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The maintainer: a typo in the README installed the wrong TensorFlow; 'Make sure to pip install tensorflow-gpu==1.3.0' (TF 1.3 uses cuDNN 6). The reporter: 'Thanks, this fix my problem.' Title (first line) and body.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf12-no-longer-prints-successfully-opened-cuda-library",
        source=_TF + "10827",
        text=r"""version 1.2 doesn't show CUDA and cuDNN information

### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Linux Ubuntu 16.04
- **TensorFlow installed from (source or binary)**: `pip install tensorflow-gpu`
- **TensorFlow version (use command below)**: ('v1.2.0-rc2-21-g12f033d', '1.2.0')
- **CUDA/cuDNN version**: CUDA 8.0, cuDNN 5.1
- **GPU model and memory**: GTX 970M, 3GB

### Describe the problem
In previous version, after importing tensorflow like `import tensorflow as tf` following output will be shown:
```
>>> import tensorflow as tf;
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so.7.5 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcudnn.so.5.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcufft.so.7.5 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcurand.so.7.5 locally
```
However, after I installed CUDA and cuDNN, and then installed Tensorflow v1.2, I found there is NO output for `import tensorflow as tf` in python.""",
        expected_cause=None,
        harmless=True,
        note="Not broken: a TensorFlow developer (jlebar, stream_executor owner) explained that the libraries can be loaded without going through the DSO loader, so the absence of these log lines does not mean CUDA support is missing. The paste only shows the old version's success lines. Title (first line) and body up to where the excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="detr-tensorflow-libcusolver-so-10-with-cuda-112",
        source=_GH + "Visual-Behavior/detr-tensorflow/issues/8",
        text=r"""Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10

Getting this error although the file is there and LD_LIBRARY_PATH is correctly set""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter: 'This is a bug with CUDA 11.2 and tensorflow. I installed CUDA 11.0 and problem fixed' (CUDA 11.1 and later name the library libcusolver.so.11; the TensorFlow version is not stated). Title (first line) and a one-line body; prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="tf210-windows-conda-cuda-125-cudnn-92-instead-of-112-81",
        source=_TF + "76038",
        text=r"""GPU use

### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

2.10

### Custom code

Yes

### OS platform and distribution

Window

### Python version

3.9

### CUDA/cuDNN version

12.5/9.2.1

### Current behavior?

hey i successfully setup cuda and able to use GPU in WSL , but my question is how i use it on my windows Conda Environment

### Standalone code to reproduce the issue

```shell
hey i successfully setup cuda and able to use GPU in WSL , but my question is how i use it on my windows Conda Environment
```

### Relevant log output

```shell
hey i successfully setup cuda and able to use GPU in WSL , but my question is how i use it on my windows Conda Environment
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A TensorFlow maintainer: 'Your CUDA version should be 11.2, and the cuDNN version should be 8.1 for TensorFlow 2.10' (TF 2.10, the last native-Windows GPU build, cannot use CUDA 12.5 / cuDNN 9); the reporter only added 'my cuda version is 12.6' and the issue went stale. Weak: an issue form with no log. Title (first line) and body.",
        platform="windows",
    ),
    CorpusLog(
        name="toxicr-requirements-tensorflow-250-on-python-310",
        source=_GH + "WSU-SEAL/ToxiCR/issues/3",
        text=r"""No matching distribution found for tensorflow==2.5.0

Hello,
I'm trying to install all the required package using below command 
`$pip install -r requirements.txt`
All packages are installed correctly except tensorflow. It throws below error.

```
ERROR: Could not find a version that satisfies the requirement tensorflow==2.5.0 (from versions: 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.11.1, 2.12.0rc0, 2.12.0rc1, 2.12.0)

ERROR: No matching distribution found for tensorflow==2.5.0
```

Platform: PopOs-Ubuntu
Python: 3.10.6
pip: 23.0.1

Please let me know your views for this particular issue.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A project member: 'I rechecked it and it worked properly. I used python: 3.8.0'; the reporter: 'thanks for the help. Now project works fine.' TF 2.5.0 has no wheel for Python 3.10. Title (first line) and body.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-python-3121-pip-no-tensorflow-no-torch",
        source=_GH + "tensorflow/tfjs/issues/8108",
        text=r"""Tensorflow is not install in python 3.12.1

C:\Users\alice>pip install torch
ERROR: Could not find a version that satisfies the requirement torch (from versions: none)
ERROR: No matching distribution found for torch

C:\Users\alice>pip install torch torchvision torchaudio
ERROR: Could not find a version that satisfies the requirement torch (from versions: none)
ERROR: No matching distribution found for torch

C:\Users\alice>pip install torch==1.9.1+cpu torchvision==0.10.1+cpu torchaudio==0.9.1+cpu -f https://download.pytorch.org/whl/cpu/stable.html
Looking in links: https://download.pytorch.org/whl/cpu/stable.html
ERROR: Could not find a version that satisfies the requirement torch==1.9.1+cpu (from versions: none)
ERROR: No matching distribution found for torch==1.9.1+cpu

C:\Users\alice>pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

C:\Users\alice>pip install torch torchvision torchaudio
ERROR: Could not find a version that satisfies the requirement torch (from versions: none)
ERROR: No matching distribution found for torch

C:\Users\alice>pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
...""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer reproduced it: it works with Python 3.9 to 3.11, 'so at the moment workaround is to use one of the Python versions from Python 3.9 to Python 3.11 instead of Python 3.12' (no TensorFlow wheel for 3.12 in Dec 2023); closed. The Python version is only in the title. Filed in the tfjs repository.",
        platform="windows",
    ),
    CorpusLog(
        name="pingmapper-numpy-2-breaks-import-tensorflow",
        source=_GH + "CameronBodine/PINGMapper/issues/123",
        text=r"""Numpy 2.0 compatibility issue with Tensorflow

An end user had the following error:

```
(ping) C:\Users\alice\MyPythonRepos\PINGMapper>python gui_main.py

A module that was compiled using NumPy 1.x cannot be run in
NumPy 2.0.0 as it may crash. To support both 1.x and 2.x
versions of NumPy, modules must be compiled with NumPy 2.0.
Some module may need to rebuild instead e.g. with 'pybind11>=2.12'.

If you are a user of the module, the easiest solution will be to
downgrade to 'numpy<2' or try to upgrade the affected module.
We expect that some modules will need time to support NumPy 2.

Traceback (most recent call last):  File "C:\Users\alice\MyPythonRepos\PINGMapper\gui_main.py", line 9, in <module>
    from main_readFiles import read_master_func
  File "C:\Users\alice\MyPythonRepos\PINGMapper\src\main_readFiles.py", line 32, in <module>
    from class_portstarObj import portstarObj
  File "C:\Users\alice\MyPythonRepos\PINGMapper\src\class_portstarObj.py", line 31, in <module>
    from funcs_model import *
  File "C:\Users\alice\MyPythonRepos\PINGMapper\src\funcs_model.py", line 36, in <module>
    import tensorflow as tf
  File "C:\Users\alice\AppData\Local\miniconda3\envs\ping\Lib\site-packages\tensorflow\__init__.py", line 45, in <module>
    from tensorflow._api.v2 import __internal__
...""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="The PINGMapper maintainer filed it for an end user and labelled it 'error - dependency': NumPy 2.0 in the environment breaks importing the installed TensorFlow (built against NumPy 1.x); closed. The traceback is cut where the excerpt ended.",
        platform="windows",
    ),
    CorpusLog(
        name="tf210-windows-fresh-install-pulls-numpy-2-import-fails",
        source=_TF + "91042",
        text=r"""Update numpy version constraint in REQUIRED_PACKAGES to <2

### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

tf 2.10

### Custom code

No

### OS platform and distribution

Windows 10 & 11 multiple distributions

### Python version

3.10

### Current behavior?

The REQUIRED_PACKAGES in TensorFlow currently specifies NumPy as <2.2.0. I believe this should be updated to <2 because on import, NumPy throws an error saying that a module compiled with NumPy 1.x cannot be imported with NumPy 2.x. Both me and @incognitolm had the same issue running different distributions of windows (11 and 10) and with the same version of TensorFlow.

### Standalone code to reproduce the issue

```shell
# On a new (windows) system, install python 3.10 (new with no packages installed) and then 

pip install tensorflow==2.10.0. 

# Then open python 

py -3.10

>>>import tensorflow as tf
```

### Relevant log output

```shell
Traceback (most recent call last):
...
...
...
...
...

===========================================================

A module that was compiled using NumPy 1.x cannot be run in
NumPy 2.0.0 as it may crash. To support both 1.x""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="The reporter: 'This is easily solved by downgrading NumPy to <2' (import of TF 2.10 fails against NumPy 2). The sentence with the fix was left out of the text. Title (first line) and body up to where the excerpt ended.",
        platform="windows",
    ),
    CorpusLog(
        name="nvidia-tensorflow-rtx-4090-with-tf23",
        source=_GH + "NVIDIA/tensorflow/issues/96",
        text=r"""Is TensorFlow can be used with RTX 4090?

- Ubuntu 20.04.
- RTX 4090 is only working  CUDA Version: 12.1.
- Python version: 3.8
- GPU model and memory: 24
- TensorFlow==2.3.

Thanks for your help.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="An NVIDIA engineer (nluehr): 'To support RTX 4090, you'll need a TensorFlow that was build against CUDA 11.8 or later ... TF 2.3 will not'; the reporter later wrote he gave up and used tensorflow-cpu. Not disputed. Title (first line) and body, prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="keras3-r-install-keras-gpu-true-linux-installs-tensorflow-cpu",
        source=_GH + "rstudio/keras3/issues/1509",
        text=r"""I am trying to install `keras3` on Linux (Ubuntu 22.04) and could not have made the GPU to work.

Specifically, I have run `install_keras(method = "virtualenv", backend = "tensorflow", gpu = TRUE)`, but from the installation messages, it was always the CPU version that is installed. To confirm this, `tensorflow::tf$config$list_physical_devices("GPU")` is always an empty list `list()`. Moreover, when I installed the tensorflow directly, i.e. `install_tensorflow(envname = "r-tensorflow")` the GPU version was installed correctly.

I have found similar issues #1456 and #1412,  but I don't think they are related to my case. I dug into the source code for the function [`install_keras()` line 69](https://github.com/rstudio/keras3/blob/HEAD/R/install.R#L69) and it seems to me that whenever GPU options is set to be TRUE while on Linux, it is still the "tensorflow-cpu" that is going to be installed.

Thanks!""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The poster traced it to install_keras() installing tensorflow-cpu on Linux even with gpu = TRUE; the maintainer agreed ('We should only install tensorflow-cpu if using a different backend (jax or torch)... seems like a bug') and the poster's fix PR #1510 was merged. Prose only (2025).",
        platform="linux",
    ),
    CorpusLog(
        name="dockerdl-tf213-image-on-cuda-121-base-gpu-not-used",
        source=_GH + "matifali/dockerdl/issues/7",
        text=r"""TF 2.13 in docker images doesnt work with GPU

**Describe the bug**

Hello,

Thanks for putting these together, makes it easy to get started. One issue I found: TF doesnt use GPU even when its available. I think this is due to CUDA 12.1.1.
...

Here is how I tested:

`sudo docker run --rm --runtime=nvidia --gpus all  matifali/dockerdl python3 -c 'import tensorflow as tf; devices = [d.device_type for d in tf.config.list_physical_devices()]; print("Available devices: %s", devices)'`

Output:

```
CUDA Version 12.1.1

Container image Copyright (c) 2016-2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved.

This container image and its contents are governed by the NVIDIA Deep Learning Container License.
By pulling and using the container, you accept the terms and conditions of this license:
https://developer.nvidia.com/ngc/nvidia-deep-learning-container-license

A copy of this license is made available in this container at /NGC-DL-CONTAINER-LICENSE for your convenience.

2023-07-13 15:38:30.515088: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2023-07-13 15:38:30.564382: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="TF 2.13 (built for CUDA 11.8) in an image based on CUDA 12.1.1. The poster: 'When I switched to CUDA 11.7.1 - TF does use GPU' (removed from the text with the ARG lines that followed); the maintainer's PR #8 'build base image with CUDA 11.8.0 and use for tf images' resolves #7. The log is cut where the excerpt I read ended (second '...').",
        platform="linux",
    ),
    CorpusLog(
        name="chatgpt-for-translation-tf-trt-could-not-find-tensorrt-works-fine",
        source=_GH + "Raychanan/ChatGPT-for-Translation/issues/22",
        text=r"""[Error] TF-TRT Warning: Could not find TensorRT

I am not so sure if this module `TensorRT` does anything, but it seems the whole module works fine without this""",
        expected_cause=None,
        harmless=True,
        note="Issue title (first line) and body, prose only (2023). The maintainer: the warnings come from the scipdf dependency and 'can be safely ignored'; the poster had said the tool works fine. The platform is not stated (linux is a guess).",
        platform="linux",
    ),
)
