# ruff: noqa: E501 - log lines are quoted verbatim
"""A ninth set of real logs, from GitHub issue threads gathered apart (held out, unseen).

Broken set-ups: native Windows after TensorFlow 2.10 (in an issue form, and a DeepLabCut
environment that resolved a newer TensorFlow); CUDA or cuDNN libraries that cannot be
found (WSL2 and conda with an LD_LIBRARY_PATH that lacks them, native Windows DLLs
outside the search path, tensorflow-gpu without cuDNN, Colab with a CUDA newer than
TensorFlow 2.10 was built for, TensorFlow 2.13 on Gentoo with no CUDA wheels, and the
pip CUDA wheels of 2.16-2.18 left off the library path in Debian, Docker and Poetry); a
script that points CUDA_VISIBLE_DEVICES at a GPU index the machine does not have; an RTX
30xx that only ran once GPU memory was limited; Docker without the NVIDIA container
toolkit; a Pipfile pinning the removed tensorflow-gpu package; Python versions with no
TensorFlow wheel (Python 3.12 before 2.16, Python 3.9 with an old pin on macOS);
conda-forge TensorFlow for CUDA 12 without libdevice; a setup.py that pulled CPU
TensorFlow beside tensorflow-gpu; a tfjs-node-gpu binding that could not load its DLL.
Also Keras 3 on macOS needing a newer TensorFlow for Metal.

Harmless: a TensorRT warning on a machine with no NVIDIA GPU, which Keras says to ignore.

At first look (the doctor that reads what a paste states in words: a GPU wanted, an empty GPU
list told in prose, a stated Linux system's usual causes, cudart_stub's line as the CUDA
runtime) the cause of 12 of the 21 broken logs was named, 11 of them first; the working run was
not flagged; one broken log got an error that is not its cause. (The doctor of the start of
the day, before those readings, named 10.) Misses: a GPU wanted only as "CPU mode" (native
Windows), tensorflow-gpu without cuDNN told in prose on an unstated system, TensorFlow 2.16's
tensorflow[and-cuda] path fault without a complaint, CPU TensorFlow beside tensorflow-gpu in
prose, a tfjs-node-gpu binding that did not load, a script's GPU index, an RTX 30xx that
needed a memory limit, a Colab run whose reporter's own Mac is the stated system, and Keras 3
on macOS (no catalogue ID).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="windows-tf211-issue-form-cuda-support-dropped",
        source=_TF + "59905",
        text=r"""### Issue Type

Feature Request

### Have you reproduced the bug with TF nightly?

Yes

### Source

source

### Tensorflow Version

tf 2.11

### Custom Code

No

### OS Platform and Distribution

Windows 10 (Build 19045.2673)

### Python version

3.11

### CUDA/cuDNN version

11.0.2

### Current Behaviour?

```shell
In the last version of Tensorflow it is saying the support for CUDA on Windows is kinda dropped ?

Is it possible to put it back ? I can't make a code work on a older version of Tensorflow and I want to use GPU processing to loose lowest amount of time possible..
```

### Standalone code to reproduce the issue

```shell
It's on configuration.
```

### Relevant log output

```shell
None
```""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A TensorFlow maintainer: 'TensorFlow 2.10 was the last TensorFlow release that supported GPU on native-Windows. Starting with TensorFlow 2.11, you will need to install TensorFlow in WSL2'; the reporter accepted it ('The problem is I'm building the project on Windows'). Issue form, no log.",
        platform="windows",
    ),
    CorpusLog(
        name="wsl2-conda-libcudart-11-not-on-ld-library-path",
        source=_GH + "rstrivedi/Melting-Pot-Contest-2023/issues/6",
        text=r"""## Description:
I have followed the installation guidelines for setting up TensorFlow in a WSL2 environment, but I'm encountering an issue where TensorFlow is unable to detect my GPU. I would like assistance in resolving this issue.

## Steps to Reproduce:
The following command  ` python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"` return

```
2023-09-04 22:53:51.646492: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-09-04 22:53:51.723849: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib/wsl/lib::/lib:/home/alice/miniconda3/lib/
2023-09-04 22:53:51.723880: I tensorflow/compiler/xla/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: TF cannot find libcudart.so.11.0 on LD_LIBRARY_PATH; install cudatoolkit/cudnn in the conda env and point the library path at it. The reporter: 'Your solution has resolved my issue.' The paste stops where the excerpt I read stopped (the next line, a TensorRT libnvinfer warning, is left out).",
        platform="wsl2",
    ),
    CorpusLog(
        name="vitis-ai-docker-script-selects-gpu-1-on-one-gpu-box",
        source=_GH + "Xilinx/Vitis-AI/issues/261",
        text=r"""I have a 1080ti GPU card and compile gpu docker successfully on ubuntu18.04

inside the docker/conda i can run nvidia-smi without problem.

but when i run run_eval_images_by_h5 for tf2_resnet50, it reports failed to call cuinit
same symptom also encounter when running tf_resnetv1_50

any help? thanks

driver version: 418.113
cuda version: 10.1
cudnn version: 7.6.5""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note="A maintainer: 'It seems that the issue is caused by gpu assignment. How many gpus are in your server? you can modify gpu from 1 to 0 in run_eval_images_by_h5.sh.' The reporter: 'thanks. it works.' The script picked GPU index 1 on a one-GPU machine; the thread does not quote the variable, so CUDA_VISIBLE_DEVICES is inferred (weak). Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-tensorflow-gpu-installed-without-cudnn",
        source=_GH + "serengil/deepface/issues/235",
        text=r"""I am trying to host service for face attribute analysis. To accelerate the inference. I installed tensorflow-gpu==2.5.0 instead of tensorflow. While the inference is still running on CPU, which is pretty slow. When processing request, the cpu usage is high and gpu usage displayed with nvidia-smi is none. Any suggestions? @serengil""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter: 'The problem is that i installed tensorflow-gpu without cudnn. As a result, I can succeed import tensorflow but no gpu device was detected. So I installed cudnn ... Now it is all good!' Prose only; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tf22-cudart64-101-dll-not-found",
        source=_TF + "40804",
        text=r"""**System information**
- Windows 10
- Laptop: Asus gl553vw
- TensorFlow installed with pip
- tensorflow-gpu 2.2.0
- Python 3.8.3
- CUDA version 10.1 (update2)
- cudnn-10.1-windows10-x64-v7.6.5.32
- Nvidia GTX 960M

I want to use tensorflow with GPU but I keep receiving this error Could not load dynamic library 'cudart64_101.dll' when I import Tensorflow.

<details><summary>the output of `pip list`:</summary>

```
Package                  Version
------------------------ -----------
absl-py                  0.9.0
astunparse               1.6.3
cachetools               4.1.0
...
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter confirmed that copying the CUDA/cuDNN DLLs (cudart64_101.dll, cublas64_10.dll, cudnn64_7.dll, ...) into C:/Windows/System32 made TensorFlow use the GPU: the DLLs were not on the search path. Another commenter traced it to the Windows Store Python. Prose and pip list, no log.",
        platform="windows",
    ),
    CorpusLog(
        name="rtx3090-tf2-needs-gpu-memory-limit-prose",
        source=_TF + "44478",
        text=r"""I can't use tensorflow very well by using RTX 3090,When will you updata your version to support the new RTX3090?""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The log was a screenshot. The reporter, after a maintainer's pointer to the RTX 3090 threads: 'I had deal with this problem,you need use tf2 command to restrain video memory', and closed it. Weak evidence: one line of prose; the cause is inferred from limiting GPU memory (memory growth) being the fix. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-windows-env-resolves-tf-above-210-cpu-only",
        source=_GH + "DeepLabCut/DeepLabCut/issues/2081",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

Following the steps to install DEEPLABCUT using the provided conda environment file (DEEPLABCUT.yaml) in the latest version in Windows results in CPU mode only for training. This happens even though the correct version of CUDA (11.2) is pre-installed along with the correct NVIDIA graphics driver.

...

### Operating System

Windows 10

### DeepLabCut version

2.2.3

### DeepLabCut mode

single animal

### Device type

gpu""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The reporter found and fixed it in the same post: the conda file installed TensorFlow above 2.10, which has no native-Windows GPU support; pinning tensorflow==2.10.0 (and tensorflow-intel==2.10.0, cudatoolkit 11.2, cudnn 8.1) gave GPU training. A maintainer thanked them and changed the env file. The paragraphs with that diagnosis and fix are cut (marked ...). Dated 2022-12.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-colab-cuda-122-tf210-gpu-idle",
        source=_GH + "DeepLabCut/DeepLabCut/issues/2465",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

I've trained many models with no issues but since this Friday all of sudden GPU stop being utilized. It only uses the System RAM and 0.1 of the GPU RAM.

### Operating System

Mac OS

### DeepLabCut version

dlc version

### DeepLabCut mode

single animal

### Device type

gpu""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Diagnosis in the thread (a user, accepted by the maintainer 'Thanks for looking into this ... We'll look into possible solutions'): Colab moved its runtime to CUDA 12.2 while the notebook installs TensorFlow 2.10, which needs the CUDA 11.2 / cuDNN 8.1 libraries; the fallback runtime worked around it. Prose only; the run was on Google Colab (Linux), 'Mac OS' is the reporter's own machine.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorman-docker-gpu-without-nvidia-container-runtime",
        source=_GH + "pop-os/tensorman/issues/18",
        text=r"""...
I followed the instruction in README and tried `tensorman run --gpu bash`. It failed and showed following message:
```
could not select device driver "" with capabilities: [[gpu]]
```
...""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter: installing nvidia-container-runtime fixed it; a later commenter on Pop!_OS 22.04 was told by the maintainer to install nvidia-docker2 and confirmed it worked after restarting docker. The reporter's opening and closing sentences name the fix and are cut (marked ...). Tensorman runs the tensorflow/tensorflow GPU images.",
        platform="linux",
    ),
    CorpusLog(
        name="sd-webui-docker-compose-nvidia-driver-capabilities-no-toolkit",
        source=_GH + "AbdBarho/stable-diffusion-webui-docker/issues/130",
        text=r"""**Has this issue been opened before?**

- [x] It is not in the [FAQ](https://github.com/AbdBarho/stable-diffusion-webui-docker/wiki/FAQ), I checked.
- [x] It is not in the [issues](https://github.com/AbdBarho/stable-diffusion-webui-docker/issues?q=), I searched.

**Describe the bug**

I tried to run the app with: ```sudo docker compose --profile auto up --build``` and got an error:
```Attaching to webui-docker-auto-1```
```Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]```

**Which UI**
All of them.

**Hardware / Software**
 - OS: Arch Linux
 - WSL version (if applicable):
 - Docker Version: 20.10.18
 - Docker compose version: 2.11.2
 - Repo version: b60c787
 - RAM: 8GB
 - GPU/VRAM: 16GB RTX A4000

**Steps to Reproduce**
1. ```docker compose --profile download up --build```
2. ```docker compose --profile [ui] up --build```

Additional info:
I'm trying to run this on a home server without Xorg, and would access the UI from another machine. Not sure if that changes anything. Also I do have the nvidia driver installed.""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter: 'Sorry, answer was in the FAQ. Install NVIDIA Container Toolkit'. Not a TensorFlow project (PyTorch images), kept for the Docker cause.",
        platform="linux",
    ),
    CorpusLog(
        name="macos-python39-pip-tensorflow-230-no-distribution",
        source=_TF + "60512",
        text=r"""### Issue Type

Bug

### Have you reproduced the bug with TF nightly?

Yes

### Source

source

### Tensorflow Version

2.3.0

### Custom Code

Yes

### Python version

3.9

### Current Behaviour?

`ERROR: No matching distribution found for tensorflow==2.3.0`

### Standalone code to reproduce the issue

```shell
pip install -U --index-url https://pypi.org/ tensorflow==2.3.0
```

### Relevant log output

```shell
Same issue as here: "No matching distribution found for tensorflow" when installing with pip on macOS 11 #47205, https://github.com/tensorflow/tensorflow/issues/47205
The issue did not resolve but was closed.
The solution doesn't work it errored with "ERROR: No matching distribution found for tensorflow==2.3.0"
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer: 'TensorFlow 2.3 is 2+ years old ... and was released for Python 3.5-3.8. You have a Python 3.9 Env. Please use a more recent TensorFlow version'; closed without dispute. The title says macOS; an install problem, no GPU involved.",
        platform="macos",
    ),
    CorpusLog(
        name="conda-forge-tf-cuda12-libdevice-not-found",
        source=_GH + "conda-forge/tensorflow-feedstock/issues/369",
        text=r"""### Solution to issue cannot be found in the documentation.

- [X] I checked the documentation.

### Issue

I guess I have a RTX A6000 and that might be the source of some of the reproduction challenges for others.

- [x] RTX A6000 -- bug happens
- [x] RTX 3060 -- bug happens
- [x] RTX 3090 -- bug happens
- [ ] RTX 4090 -- not confirmed -- actually i lost access to mine

Tensorflow seens to yield me:
```
2024-01-27 17:49:22.549835: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:388] MLIR V1 optimization pass is not enabled
2024-01-27 17:49:22.978682: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:454] Loaded cuDNN version 8800
2024-01-27 17:49:25.223414: W external/local_xla/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:504] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /home/conda/feedstock_root/build_artifacts/tensorflow-split_1705364024140/_build_env/targets/x86_64-linux
  /usr/local/cuda
  /home/alice/miniforge3/envs/dev/lib/python3.10/site-packages/tensorflow/python/platform/../../../nvidia/cuda_nvcc
```""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="The reporter is a feedstock maintainer; the fix was the feedstock PR #370 'loosen pin on cuda-version 12 and fix finding libdevice.10.bc', which closed this issue: the conda-forge CUDA 12 build did not find libdevice.10.bc. The paste stops where the excerpt I read stopped.",
        platform="linux",
    ),
    CorpusLog(
        name="gradient-decode-dicom-setup-py-pulls-cpu-tensorflow-beside-gpu",
        source=_GH + "gradienthealth/gradient_decode_dicom/issues/3",
        text=r"""Thanks for providing this fantastic resource. On my Ubuntu machine when installing via pip, due to the *install_requires* of setup.py it installs the cpu version of tensorflow even when tensorflow-gpu is already present.
...""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter: 'I had to remove this dependency to make it work with tensorflow-gpu' (cut from the text). The package's install_requires put the CPU 'tensorflow' next to 'tensorflow-gpu'. Prose only, 2019.",
        platform="linux",
    ),
    CorpusLog(
        name="keras3-macos-metal-needs-tf216-nightly",
        source=_GH + "keras-team/keras/issues/18844",
        text=r"""Testing some example code which is running on tensorflow 2.15 with tensorflow-metal installed.
When I run the same code but converted to Keras 3.0.0 with tf as the backend the model does not run on the GPU and the fit process is very slow.
Is there any way to probe the keras code to see if GPU is available similar to the tf command.
`tf.config.list_physical_devices()`""",
        expected_cause=None,
        harmless=False,
        note="Title 'No GPU acceleration on Macos 14.1.1 using Keras 3.0.0'. The reporter fixed it by installing tf-nightly (2.16 dev, which Keras 3 needs) with tf-nightly-macos, after which the Metal GPU was used. Apple-GPU (Metal plugin) set-up with Keras 3, not CUDA: no catalogue cause. Prose only.",
        platform="macos",
    ),
    CorpusLog(
        name="tf2161-debian-container-and-cuda-libs-not-on-ld-library-path",
        source=_TF + "65842",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

v2.16.1-0-g5bc9d26649c 2.16.1

### Custom code

No

### OS platform and distribution

Debian GNU/Linux 12 (bookworm)

### Python version

3.9.19

### CUDA/cuDNN version

See below

### GPU model and memory

n/a

### Current behavior?

## Overview

It is unclear how a user should manage the CUDA dependencies installed with `pip install tensorflow[and-cuda]`.

...

## Dependencies
* Container CUDA RuntimeVersion: 12.3
* CUDA Diver Version (what is linked by nvidia-smi - a nuance of containerized NVIDIA): 12.2
* Misc other NVIDIA dependencies installed with [and-cuda]: https://github.com/tensorflow/tensorflow/blob/v2.16.1/tensorflow/tools/pip_package/setup.py#L174""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter had to add every site-packages/nvidia/<name>/lib directory to LD_LIBRARY_PATH before TensorFlow 2.16.1 loaded the pip-installed CUDA libraries (that sentence is cut, marked ...); commenters tied it to the 2.16.1 path bug discussed in #63362, fixed in a later release. Issue form, no log; in a container.",
        platform="linux",
    ),
    CorpusLog(
        name="poetry-tf218-and-cuda-cannot-dlopen-gpu-libraries",
        source=_TF + "85311",
        text=r"""### Issue type

Documentation Feature Request

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

2.18.0

### Custom code

No

### OS platform and distribution

Linux Fedora 41

### Python version

3.12

### GPU model and memory

Nvidia RTX 3060

### Current behavior?

Installing `tensorflow[and-cuda]` is very easy and avoid installing cuda packages on our computers. It's then very confortable to be able to drop virtual envs.
But there is a bad behavior.

From scratch:

```bash
rm -rf .venv
mkdir .venv
poetry add "tensorflow[and-cuda]"



# check
poetry run python mytest.py

W0000 00:00:1737317404.258825   10111 gpu_device.cc:2344] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
```

As you can see, no CUDA shared library is loaded.
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter's own fix, in the same post (cut, marked ...): build LD_LIBRARY_PATH from the directories of the nvidia *.so files inside .venv; after that the GPU libraries loaded. A documentation request, closed as stale; the fix is the reporter's.",
        platform="linux",
    ),
    CorpusLog(
        name="opendatahub-notebook-pipfile-pins-removed-tensorflow-gpu",
        source=_GH + "opendatahub-io/notebooks/issues/42",
        text=r"""https://github.com/opendatahub-io/notebooks/blob/c22a07c48c1fd95bae48cd3a74ea3dbb6330dae4/jupyter/tensorflow/ubi9-python-3.9/Pipfile#L11

From the package notice:
### Project description
tensorflow-gpu has been removed. Please install tensorflow instead. The tensorflow package supports GPU accelerated operations via Nvidia CUDA.

### Removal Information
tensorflow and tensorflow-gpu have been the same package since TensorFlow 2.1, released in September 2019. Although the checksums differ due to metadata, they were built in the same way and both provide GPU support via Nvidia CUDA. As of December 2022, tensorflow-gpu has been removed and has been replaced with this new, empty package that generates an error upon installation.

All existing versions of tensorflow-gpu are still available, but the TensorFlow team has stopped releasing any new tensorflow-gpu packages, and will not release any patches for existing tensorflow-gpu versions.""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="Title 'tensorflow-gpu package deprecated'. Fixed by the project's PR #46 'switch tensorflow-gpu module with tensorflow' ('Fixes: #42'), which changed the Pipfile line tensorflow-gpu = \"~=2.11.0\" to tensorflow. The report quotes the PyPI notice; no install log.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-windows-binding-dll-not-found-after-reinstall",
        source=_GH + "tensorflow/tfjs/issues/8323",
        text=r"""I am trying to troubleshoot the following error while importing tfjs-node-gpu
Everything was working with v4.17, however after moving the project folder and reinstalling all npm modules I get the following error

```
node:internal/modules/cjs/loader:1570
  return process.dlopen(module, path.toNamespacedPath(filename));
                 ^

Error: The specified module could not be found.
\\?\C:\GoogleDrive\Current projects\paper_table\paper_table_0.215\node_modules\@tensorflow\tfjs-node-gpu\lib\napi-v8\tfjs_binding.node
```

Following this guide here: https://github.com/tensorflow/tfjs/blob/master/tfjs-node/WINDOWS_TROUBLESHOOTING.md I get the following output from "node-gyp configure --verbose"
...""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="A tfjs maintainer suggested copying tensorflow.dll from node_modules/@tensorflow/tfjs-node-gpu/deps/lib into lib/napi-v8; the reporter: 'Moving tensorflow.dll from tfjs-node-gpu/deps/lib/ to tfjs-node-gpu/lib/napi-v8/ seemed to do the trick.' The native binding could not load its TensorFlow DLL. tfjs-node-gpu (Node.js), not Python; the node-gyp output is cut.",
        platform="windows",
    ),
    CorpusLog(
        name="python-3121-pip-no-tensorflow-distribution",
        source=_TF + "62777",
        text=r"""I have python 3.12.1 and pip 23.3.2, but I can't install tensorflow libraries, whit this error message

> pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

I investigated, and I found that Tensorflow can't be used in the newest python and pip versions, only for python 3.11 and before.
What can I do in order to solve it?""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer: 'TensorFlow officially supports Python 3.7-3.11 ... please try using a compatible version' (January 2024, before TF 2.16 added 3.12); not disputed, closed as stale. The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="macos-python-3120-tf214-no-matching-distribution",
        source=_TF + "62049",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

tensorflow 2.14.0

### Custom code

No

### OS platform and distribution

Mac OS

### Python version

3.12.0

### Current behavior?

Python 3.12.0 is now available. I tried to pip install TensorFlow 2.14.0. The attempt failed as TF is only compatible with Python 3.11 at most at the moment.

When will a version of TensorFlow be available for the latest Python?

Thanks.

### Standalone code to reproduce the issue

```shell
Terminal output:

(venv) ## my user ## % pip install tensorflow==2.14.0
ERROR: Could not find a version that satisfies the requirement tensorflow==2.14.0 (from versions: none)
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer closed it as a duplicate of #62003, the canonical 'Python 3.12 support' issue: TF 2.14 has no cp312 wheels. The reporter had already named the cause. macOS, so no CUDA either; the thread is about the install.",
        platform="macos",
    ),
    CorpusLog(
        name="gentoo-tf2131-and-cuda-extra-cudart-stub-no-gpu",
        source=_TF + "62328",
        text=r"""### TensorFlow version

2.13.1

### Custom code

No

### OS platform and distribution

Li

### Mobile device

Gentoo Linux 6.1.57-gentoo-x86_64

### Python version

3.11.5

### CUDA/cuDNN version

11.8/8.7.0.84

### GPU model and memory

NVIDIA GeForce GTX 1650 Mobile / Max-Q

### Current behavior?

Current behaviour: list of cuda-capable devices is empty

```sh
> python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
2023-11-06 01:01:39.145881: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2023-11-06 01:01:39.200934: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2023-11-06 01:01:39.201518: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-11-06 01:01:40.245608: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
```

### Standalone code to reproduce the issue

I've just copied commands from the official website:

```shell
python3 -m pip install 'tensorflow[and-cuda]'
python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
```

### Relevant log output
Driver:

```sh
> nvidia-smi
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.113.01             Driver Version: 535.113.01   CUDA Version: 12.2     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA GeForce GTX 1650        Off | 00000000:01:00.0  On |                  N/A |
| N/A   43C    P8               3W /  50W |    119MiB /  4096MiB |      7%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="TensorFlow 2.13.1 (the and-cuda extra came with 2.14, so pip added no CUDA wheels) on Gentoo with a working 535 driver; cudart_stub could not load libcudart. The reporter came back the same day: conda cudatoolkit=11.8 and cudnn=8.9 in the env plus LD_LIBRARY_PATH pointing at the env's lib, and the GPU was listed. The log is cut where the stored copy of the issue ended; the form's first fields are left out.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- harmless
    CorpusLog(
        name="kerascv-no-nvidia-could-not-find-tensorrt-warning",
        source=_GH + "keras-team/keras-io/issues/1794",
        text=r"""Newbie here with a _dumb_ question.

Self-pacing through [How to perform object detection with KerasCV](https://www.youtube.com/watch?v=zl5l6s6eb3o). Imported:

- tensorflow
- tensorflow_datasets
- keras
- keras_cv

I don't have any Nvidia hardware.  How to resolve the warning:

`Could not find TensorRT`

Thanks.""",
        expected_cause=None,
        harmless=True,
        note="A Keras maintainer: 'Since it is a warning, you can safely ignore the warning when there is no Nvidia is available.' Nothing was broken; the machine has no NVIDIA GPU. Prose only; the OS is not stated.",
        platform="linux",
    ),
)
