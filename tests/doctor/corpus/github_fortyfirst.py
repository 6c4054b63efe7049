# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, trailing spaces)
"""A forty-first set of real threads, gathered apart and unseen: the machine under TensorFlow.

Threads about what lies below TensorFlow: WSL (the first WSL with no GPU at all, a WSL2 set-up
that needed WSL itself updated), hosted notebooks (Colab with an old TensorFlow pinned), CUDA
installs (NVIDIA's apt package without cuBLAS, a tutorial's newer cuDNN, a prebuilt custom op
wanting an older CUDA), old and other GPUs (Kepler below 3.5, a wheel built for Tensor Cores
only, AMD-only laptops and APUs, a Steam Deck), laptops with two GPUs.

Broken set-ups: no NVIDIA driver reachable (the first WSL, AMD-only machines with a GPU build
of TensorFlow, some failing at import; mostly prose), a GPU below the compute capability of a
build (prose), cuDNN newer than the one TensorFlow 1.x was built with (prose), CUDA libraries
missing (an apt package without cuBLAS, a custom op built against CUDA 7.5), and no catalogue
cause for four: a WSL2 install that had to be updated, TensorFlow 2.4 pinned in Colab,
tensorflow-directml on native Linux, an unlicensed vGPU on a cloud VM.

Harmless: a laptop whose Task Manager showed the Intel GPU busy while TensorFlow did use the
NVIDIA card (prose).

At first look (the doctor of commit c15790c) the cause of none of the 13 broken logs was
named; the working run was not flagged. Misses: machines whose only GPU is AMD's (four, one a
traceback cut before its error), prose about old GPUs, WSL1, an apt CUDA without cuBLAS, a
library "lacking" told in words, and four with no catalogue cause. After the changes made from
it: 2/13.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="wsl1-no-cuda-no-graphic-driver-found-prose",
        source=_GH + "microsoft/WSL/issues/1788",
        text=r"""GPU not accesssible for running tensorflow and installing CUDA

I tried running tensorflow with gpu but i wanted to install cuda as I have a graphic card present but it always says no graphic driver found .
Please help I need to run some python codes for my ML class""",
        expected_cause="no-nvidia-driver",
        note="WSL maintainer: 'CUDA currently cannot be made to work with WSL' (WSL1, 2017: no GPU driver reachable inside it); the poster accepted ('I hope this happens soon'). Prose only, weak; the first WSL, filed under 'wsl2' as the nearest platform.",
        platform="wsl2",
    ),
    CorpusLog(
        name="community-windows-wheel-tensorcore-build-needs-cc70-gpu-cc61",
        source=_GH + "fo40225/tensorflow-windows-wheel/issues/88",
        text=r"""help with change GPU compute capability

Configuration used:
Python 3.7
AVX2 (/arch:AVX2)
CUDA Toolkit 10.1
cuDNN v7.3.1
**GPU compute capability 6.1**

the current version need a Minimum 7.0""",
        expected_cause="compute-capability-too-old",
        note="The wheel's maintainer: the installed 'GPU/avx2/TensorCore' 1.13.1 wheel targets compute capability 7.0 and up (Tensor Cores); the poster's GPU is 6.1 and accepted ('ok, tks!'). Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="wsl2-empty-gpu-list-fixed-by-updating-wsl",
        source=_GH + "tensorflow/models/issues/6964",
        text=r"""Hm, just followed along the setup instructions (installing conda and all prereq) but it seems WSL2 can't see my RTX? 

```
$ CUDNN_PATH=$(dirname $(python -c "import nvidia.cudnn;print(nvidia.cudnn.__file__)"))
$ echo ${CUDNN_PATH}
/home/xxx/anaconda3/lib/python3.10/site-packages/nvidia/cudnn
$ export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib/:$CUDNN_PATH/lib
$ python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
2023-03-31 11:30:32.107966: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
[]
$ python3
Python 3.10.9 (main, Mar  1 2023, 18:23:06) [GCC 11.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2023-03-31 11:42:08.723618: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
>>> print(tf.reduce_sum(tf.random.normal([1000, 1000])))
tf.Tensor(449.34717, shape=(), dtype=float32)
>>> print(tf.config.list_physical_devices('GPU'))
[]
>>>
```

Shouldn't there be a wealth of debug infos be printed on import normally? (Nvidia driver is 516.94) But apparently it recognizes it is a RT?""",
        expected_cause=None,
        note="A commenter's paste in an older thread; the same commenter confirmed later: 'It was a matter of reinstalling/updating WSL2 after the setup I already had done before!' (an outdated WSL2 install, no catalogue cause).",
        platform="wsl2",
    ),
    CorpusLog(
        name="colab-pip-tensorflow-240-loses-gpu-after-restart-prose",
        source=_GH + "googlecolab/colabtools/issues/3332",
        text=r"""I loose GPU device when I restart the rutime.

I am using colab pro. I can connect to GPU device and it is working perfectly. But I have to do some tf installation and restart runtime after the installation. Restart runtime lose GPU device and connect to CPU device instead.
How do I solve this ?

Issue replication 

1) connect to GPU runtime
2) run : 
!pip install tensorflow==2.4.0
3) restart runtime
4) check the connected device by code:
from tensorflow.python.client import device_lib
device_lib.list_local_devices()""",
        expected_cause=None,
        note="Colab maintainers: the GPU runtime is not lost; TensorFlow 2.4 conflicts with the VM's packages and cannot be used in Colab ('We don't intend to support earlier versions'); a later version (2.7) runs fine. Poster did not dispute. An old TensorFlow pinned on a managed VM; prose only, no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="ubuntu1604-tutorial-cudnn71-loaded-tf-built-cudnn70-prose",
        source=_GH + "williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/8",
        text=r"""cuDNN 7.1 incompatible

Thank you for the great tutorial! I followed the exact same steps and everything seems working fine. However, when I tried to run keras projects in PyCharm, I got an error similar to the one reported 
[Here](https://github.com/keras-team/keras/issues/9567). I am trying to downgrade to cudnn 7.0.4 now and see how it goes.""",
        expected_cause="cudnn-version-mismatch",
        note="The poster confirmed: 'I was able to fix the issue by downgrading to cuDNN V7.0.4' (the tutorial's cuDNN 7.1 was newer than the 7.0 TensorFlow 1.x was built with; the linked error is the 'Loaded runtime CuDNN library' one). Prose only, the error named by a link.",
        platform="linux",
    ),
    CorpusLog(
        name="prebuilt-custom-op-wants-libcudart-75-beside-cuda-80",
        source=_GH + "smallcorgi/Faster-RCNN_TF/issues/65",
        text=r"""lack of libcudart.so.7.5

Hi all
I install tensor flow GPU version with CUDA-8.0, cudnn5.0. When I run other my problem, it is seem ok. But I use in Faster-RCNN_TF, it indicate lack of libcudart.so.7.5, then I test row_pooling_op_test.py, it produces the same error. So my question is there any place in roi_pooling need cuda-7.5？I simply add the cuda-7.5/lib64/ to my LD_LIBRARY_PATH, it seems work. But I did not it is really works.""",
        expected_cause="cuda-libraries-missing",
        note="The poster found it: the roi_pooling.so op had been downloaded prebuilt (against CUDA 7.5) in place of his own build; putting the CUDA 7.5 libraries on LD_LIBRARY_PATH (or a symlink, as another user suggested) made it load. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="ubuntu1604-apt-cuda-10-1-package-without-cublas",
        source=_TF + "42936",
        text=r"""Tensorflow GPU Support Installation instructions do not work due to missing cuBLAS

### System information

-   **OS**: Linux Ubuntu 16.04
-   **TensorFlow installed from (source or binary)**: PyPI binary
-   **TensorFlow version**: 2.3.0
-   **Python version**: 3.7.7
-   **CUDA/cuDNN version**: CUDA 10.1 _installed as suggested using_ `apt-get --no-install-recommends cuda-10-1`, cuDNN 7.6
-   **GPU model and memory**: GeForce GTX 1080 Ti 10.92GiB
-   **Exact command to reproduce**: `tf.config.experimental.list_physical_devices('GPU')`

### Describe the problem
Installing/upgrading CUDA using verbatim instructions for Ubuntu 16.04 from [TF Install GPU Support](https://www.tensorflow.org/install/gpu) results in CUDA _without_ cuBLAS, which does not work for TensorFlow.

It appears there is an issue with the `cuda-10-1` package on APT, because installing from the [Nvidia-provided CUDA 10.1 update 2 runfile](https://developer.nvidia.com/cuda-10.1-download-archive-update2) resulted in the expected cuBLAS files. My workaround was to sloppily extract the raw cuda-toolkit lib directory from the aforementioned runfile and copy the libcublas files into `/usr/local/cuda-10.1/targets/x86_64-linux/lib`. I didn't have to mess with any `include` headers or `/usr/lib` symlinks to get Tensorflow to work.
...""",
        expected_cause="cuda-libraries-missing",
        note="The poster's own diagnosis and fix, in the post: NVIDIA's apt package cuda-10-1 left out cuBLAS; copying libcublas from the CUDA 10.1 runfile made TensorFlow work. Prose and issue form, no log lines; the post's last sentences cut.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-amd-apu-tf-nightly-gpu-import-fails",
        source=_TF + "23321",
        text=r"""Win10, AMD: Failed to load the native TensorFlow runtime.

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: NA
- TensorFlow installed from (source or binary): Pip
- TensorFlow version: tf nightly gpu [the last one until this date i suppose]
- Python version: 3.6.4 Anaconda
- Installed using virtualenv? pip? conda?: pip
- Bazel version (if compiling from source): NA
- GCC/Compiler version (if compiling from source): NA
- CUDA/cuDNN version: NA
- GPU model and memory: APU AMD A10 - AMD GPU R6 M340DX 2GB

**Describe the problem**

I had installed tf cpu in my computer, and then i wanted to use tf in my gpu, so i installed the nightly 
gpu version. After i installed it, i couldn't use more tensorflow

**Provide the exact sequence of commands / steps that you executed before running into the problem**

import tensorflow as tf

**Any other info / logs**
Include any logs or source code that would be helpful to diagnose the problem. If including tracebacks, please include the full traceback. Large logs and files should be attached.

---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)
...""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="TensorFlow maintainer (gunan): 'There is no official support for AMD GPUs yet. And tf-nightly-gpu definitely cannot use OpenCL yet.' The poster (who thought tf-nightly-gpu used OpenCL) did not dispute; closed. The traceback itself was not in the excerpt read (cut).",
        platform="windows",
    ),
    CorpusLog(
        name="windows-amd-radeon-hd7500m-tensorflow-gpu-dll-load-failed",
        source=_TF + "27059",
        text=r"""~\Anaconda3\lib\imp.py......ImportError: DLL load failed: The specified module could not be found - Win10 Pro, Core I3 with AMD Radeon HD7500M Accelerator!

Hi All,

Facing error -  _ImportError: DLL load failed: The specified module could not be found!_

Can anyone provide a 'working' env info for **AMD Radeon HD7500M** GPU alongside the following:

Win10 Pro, FU 1803
Core I3 3rd Gen (2370M), 4GB
CUDA ver.10.0.130
CUDNN ver 7.3.1 for 10.0_0
Anaconda 2018.12
Py 3.7.1
Tensorflow-gpu 1.13.1 - Installed using 'Conda' in an 'Anaconda prompt'!

Thanks!""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="A commenter: 'tensorflow-gpu only works with NVidia cards'; the poster: 'Thanks! Shall check!'; the maintainer closed it: 'above explanation is correct'. An AMD-only laptop with tensorflow-gpu. Prose and versions, no log lines.",
        platform="windows",
    ),
    CorpusLog(
        name="ml-agents-amd-radeon-laptop-setup-asks-for-cuda-prose",
        source=_GH + "Unity-Technologies/ml-agents/issues/204",
        text=r"""Can I run this project on a laptop with AMD Radeon GPU?

I have an amd radeon GPU, but the installation setup asks for CUDA. How can I make this work, or is it not meant to work on amd?""",
        expected_cause="no-nvidia-driver",
        note="Answer: don't install CUDA, install 'tensorflow' instead of 'tensorflow-gpu' (no NVIDIA GPU, so no GPU TensorFlow); the poster agreed ('Yes I found out about it only after posting this'). Prose only, weak; the OS is not stated (platform a guess).",
        platform="linux",
    ),
    CorpusLog(
        name="windows-kepler-cc30-gpu-asks-which-version-prose",
        source=_TF + "23663",
        text=r"""Help with what version to install?

I have a cuda compute capability 3.0 GPU ,AMD processor and running on windows 10 64bit . So when I checked the official tensorflow website it says requires cuda compute capability 3.5 or higher. 

So which version should I install from the repository to support cuda 3.0 and run on my computer. 

> https://www.tensorflow.org/install/gpu""",
        expected_cause="compute-capability-too-old",
        note="The poster clarified 'I have a NVIDIA GPU but it is cuda compute capability 3.0'; a TensorFlow engineer (mrry): 'our supported capabilities are 3.5 and 5.2. It may be possible to build for 3.0 from source, but we don't support that'. Undisputed. Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="steam-deck-amd-apu-tensorflow-directml-native-linux-no-gpu",
        source=_GH + "microsoft/tensorflow-directml/issues/378",
        text=r"""AMD APU support?

Hi,

Will there be support for AMD APUs?  I would like to test Steam deck performance however no GPU detected. Thanks""",
        expected_cause=None,
        note="DirectML maintainer: AMD GPUs are supported, but tensorflow-directml does not work on native Linux (only Windows and WSL; it needs D3D12/DirectML); the poster: 'thanks you !'. A Steam Deck on native Linux; no catalogue cause; prose only (screenshot not kept).",
        platform="linux",
    ),
    CorpusLog(
        name="cloud-vm-vgpu-unlicensed-cuda-devices-busy-or-unavailable",
        source=_GH + "DDMAL/Rodan/issues/1332",
        text=r"""GPU not working on prod

GPU jobs started failing on Jan 23 with this error:
```
tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable
```

The weird thing was that `nvidia-smi` looked totally fine and showed the GPU available with 0% utilization.""",
        expected_cause=None,
        note="The project's own maintainer found it (same comment, TL;DR): 'an infrastructure-level NVIDIA vGPU licensing problem (not application-side)' on the Compute Canada cloud VM; issue closed after contacting the provider. An unlicensed vGPU, no catalogue cause. Weak: the write-up was AI-formatted from real logs, and the provider's fix itself was not read.",
        platform="linux",
    ),
    # -------------------------------------------------------------- harmless
    CorpusLog(
        name="laptop-task-manager-shows-intel-uhd-busy-rtx2060-memory-used",
        source=_TF + "53049",
        text=r"""Tensorflow using Intel UHD graphics instead of Nvidia

While training my model tensorflow is using the Intel UHD graphics instead of Nvidia RTX 2060. But the thing is even if utilization is 0% the RTX memory is being used.
tensorflow = 2.7.0
cudaa = 11.2
cudnn = 8.1""",
        expected_cause=None,
        harmless=True,
        note="Maintainer suggested tf.device; the poster then reported 'It started to use my Nvidia graphics for a bigger dataset': TensorFlow was on the RTX (its memory was in use), the small run only looked idle. Prose only (screenshot of Task Manager not kept); Windows assumed from Task Manager.",
        platform="windows",
    ),
)
