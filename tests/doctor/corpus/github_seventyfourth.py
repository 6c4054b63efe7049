# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-fourth set of real threads, gathered apart: GitHub issues (NVIDIA/tensorflow, openai/baselines, Linaqruf/kohya-trainer, talmolab/sleap) about how TensorFlow was installed and where it runs: WSL2, conda/mamba/pixi, uv/poetry, Python 3.11-3.13, Keras 3, RTX 40/50-series, 2017-2025.

Broken kinds held: a conda environment whose CUDA libraries were shadowed by a system CUDA on
LD_LIBRARY_PATH, an application's setup.py that pip-installed the CPU `tensorflow` over an
existing `tensorflow-gpu`, and an RTX 50-series (compute capability 12.0) GPU running a conda
TensorFlow build without kernels for it (PTX JIT on every run). Working runs: 1 (a Colab
trainer whose TensorFlow factory/TensorRT lines the maintainer called harmless).

Most threads met in this angle's searches were already in the corpus (see the reply that
came with this set); only four new ones with a confirmed cause were found within the budget.

At first look (the doctor of commit 1aa2a34, before this set was read) the cause was named in 2
of the 3 broken logs, both first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-tf115-rtx3070-conda-env-system-cuda112-on-ld-library-path",
        source=_GH + "NVIDIA/tensorflow/issues/55",
        text=r"""**System information**
Device: Intel i7 11th Gen with RTX 3070 GPU and 32GB RAM
OS: Ubuntu 20.04
CUDA: 11.2
Cudnn: 8.1.0
Nvidia Driver version: 470.103.01
Tensorflow: 1.15.5

**Describe the current behavior**

Hi all. I have an RTX 3070 GPU in an Ubuntu setting and I want to run a TF1.15 code. I installed TF1.15 using this article: [https://www.pugetsystems.com/labs/hpc/How-To-Install-TensorFlow-1-15-for-NVIDIA-RTX30-GPUs-without-docker-or-CUDA-install-2005/](url). It basically describes using Nvidia's build of Tensorflow 1.15 for RTX 30xx GPUs.

However, whenever I create a session in tensorflow, one CUDA library always fails to load.

**Describe the expected behavior**

The tensorflow session created should use the GPU.

**Code to reproduce the issue**

import tensorflow as tf
sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))`

**Other info / logs**
When creating a tensorflow session, I get the following output:

2022-03-14 11:36:49.675521: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2496000000 Hz
2022-03-14 11:36:49.675927: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x558665b3b9c0 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
...""",
        expected_cause="cuda-libraries-missing",
        note="2022. nvidia-tensorflow 1.15.5 (pip wheels that ship their own CUDA 11.x libraries) in a conda environment, with the system CUDA 11.2 on LD_LIBRARY_PATH. The poster, after the maintainer's suggested check: 'running the above command showed that `/usr/local/cuda-11.2/lib64` was causing the conflict. Removing `/usr/loca/cuda-11.2` from 'LD_LIBRARY_PATH' did solve the issue.' The stored copy of the post is cut before the line naming the library that failed to load (the text ends at '...').",
        platform="linux",
    ),
    CorpusLog(
        name="openai-baselines-setup-py-pip-installs-cpu-tensorflow-over-gpu-prose",
        source=_GH + "openai/baselines/issues/146",
        text=r"""Even if I already have tensorflow-gpu installed, running "pip install -e ." will install CPU version and override existing installation.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2017. Prose only, weak. Title: 'setup.py forces CPU version of tensorflow to be installed.' The poster's own diagnosis; a second user (aGiant) confirmed the same: 'By installing of baselines, tensorflow-gpu is 100% replaced by normal tensorflow cpu version and baselines disables all GPUs', and a third (Inoryy) called it a common issue with libraries that depend on `tensorflow`. The result is both `tensorflow` and `tensorflow-gpu` installed, the CPU package's files on top; no log was posted.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-conda-rtx5090-cc120-ptx-jit-every-video",
        source=_GH + "talmolab/sleap/issues/2172",
        text=r"""# Bug description
My new GPU doesn't seem to be supported on the current version of CUDA that comes with the SLEAP environment.

## Expected behaviour
tracking runs quickly on the video file

## Actual behaviour
SLEAP has to JIT compile the GPU kernels which takes like 10 mins per video and adds a ton of overhead time
 I get this warning message: 
> "TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer."

## Your personal set up
GPU: NVIDIA 5090RTX
System: intel core ultra 9

-   OS: intel core ultra 9

-   Version(s):

-   SLEAP installation method (listed [here](https://sleap.ai/installation.html#)):
    -   [X] [Conda from package](https://sleap.ai/installation.html#conda-package)
    -   [ ] [Conda from source](https://sleap.ai/installation.html#conda-from-source)
    -   [ ] [pip package](https://sleap.ai/installation.html#pip-package)
    -   [ ] [Apple Silicon Macs](https://sleap.ai/installation.html#apple-silicon-macs)""",
        expected_cause="compute-capability-ptx-jit",
        note="2025. Weak confirmation: the issue is open and no maintainer reply was seen; the cause is TensorFlow's own message quoted by the poster (no kernels for compute capability 12.0, JIT from PTX on every run, ~10 minutes per video), which the poster reads as the conda SLEAP environment's TensorFlow/CUDA predating the RTX 5090. Prose plus one quoted log line. The OS is not stated (the 'OS' field holds the CPU name); linux is a guess.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="kohya-trainer-colab-cublas-factory-libnvinfer-harmless",
        source=_GH + "Linaqruf/kohya-trainer/issues/37",
        text=r"""2023-01-26 19:54:55.306109: E tensorflow/stream_executor/cuda/cuda_blas.cc:2981] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2023-01-26 19:54:56.013115: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
2023-01-26 19:54:56.013226: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvinfer_plugin.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
2023-01-26 19:54:56.013246: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
found 0 images.
no metadata / メタデータファイルがありません: /content/drive/MyDrive/fine_tune/meta_clean.json

/content/drive/MyDrive/kohya-trainer/finetune
2023-01-26 20:01:45.449924: E tensorflow/stream_executor/cuda/cuda_blas.cc:2981] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
...""",
        expected_cause=None,
        harmless=True,
        note="2023. Google Colab GPU runtime (title: 'Tensorcore errors and it will not run'). The maintainer (Linaqruf): 'no, it runs well, nothing wrong with tensorflow notification, there is a bug in colab where it can't find tensorrt path but it doesn't affect the training ... `Detected Cuda Version 11.2` means you're running on gpu not cpu'; the slowness was the poster's 20k training steps. The 'found 0 images' / metadata lines are the trainer's own dataset setup, not TensorFlow. The stored copy of the post is cut where the text ends at '...'.",
        platform="linux",
    ),
)
