# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twenty-second set of real threads, gathered apart and unseen: installing TensorFlow for the GPU.

Threads about the install itself, most from projects other than tensorflow/tensorflow.

Broken set-ups: requirements files and pip packages that put the CPU ``tensorflow`` beside
``tensorflow-gpu`` (WaveNet, SageMaker extensions, Donkeycar), the removed tensorflow-gpu
package in a requirements file, Poetry and pip failing on tensorflow-io-gcs-filesystem without
a wheel for Windows, macOS arm64, Python 3.13 or aarch64, 32-bit Pythons, Python 3.8 against
tensorflow-gpu 1.x pins, the DirectML plugin without a Python 3.11 wheel, the wrong cuDNN found
first (a conda environment's own cuDNN, cuDNN 5.1 against a TensorFlow built for 4, an old
cuDNN in ``$CONDA_PREFIX/lib`` before the pip one), TensorFlow 1.3 needing cuDNN 6 on native
Windows, TensorFlow installed into another Python than the one run, a source build without
``--config=cuda``. Two confirmed causes fit no catalogue ID: TensorFlow 2.11 breaking the
DirectML plugin, and a conda build of tensorflow-gpu running without TensorRT.

Working runs: a native-Windows conda install that lists the GPU, and two CPU instruction-set
notices read as errors.

At first look (the doctor after the twentieth set's changes) the cause of 4 of the 21 broken
logs was named, 3 first; no working run was flagged. Two broken logs have a cause the catalogue
has no ID for. Misses: no wheel of tensorflow-io-gcs-filesystem from pip or poetry (four), the
CPU package beside tensorflow-gpu told in words (four), tensorflow-gpu pinned to releases whose
wheels stop before the Python used (two), pip's "couldnot" and a 32-bit Python told later, the
cuDNN message wrapped over two lines, Python 2's "No module named tensorflow", a source build
without --config=cuda, a Windows DLL load failure, a screenshot only.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="wavenet-requirements-tensorflow-replaces-gpu-windows-anaconda",
        source=_GH + "ibab/tensorflow-wavenet/issues/274",
        text=r"""I've found that running
_pip install -r requirements.txt_
breaks GPU support on my Windows 10 Anaconda tensorflow-gpu environment.

Replacing 
_tensorflow>=1.0.0_
with
_tensorflow-gpu>=1.0.0_
seems to fix the issue.

Maybe create a requirements-gpu.txt in addition to requirements.txt and update the README?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The maintainer agreed ('I was hoping pip would be clever enough to count tensorflow-gpu as satistfied package for tensorflow ... I'll push a fix right away'): the requirements file put the CPU tensorflow package beside tensorflow-gpu. Prose only; the poster's own text names the fix.",
        platform="windows",
    ),
    CorpusLog(
        name="auto-maple-requirements-tensorflow-gpu-wont-install-rtx3070",
        source=_GH + "tanjeffreyz/auto-maple/issues/160",
        text=r"""somehow my cmd wont install TensorFlow-GPU (RTX3070) 

https://i.imgur.com/XOb1kJA.png""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="The reporter (2023): 'had to remove -gpu in requirements file' (the title: 'Running setup.py install for tensorflow-gpu did not run successfully'). Prose only, the error was a screenshot; weak evidence. Auto Maple runs on Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="poetry-windows-io-gcs-filesystem-033-no-installation-candidates",
        source=_GH + "tensorflow/io/issues/1832",
        text=r"""Hello,

I’m using in a Python 3.10 project tensorflow-io-gcs-filesystem 0.33 as transitive dependency of a library. As build tool I’m using Poetry. Under Linux / OSX everything workfs fine, but I try to build / run my tool under Windows (I’m using Gitlabs Windows Shared Runner).

During “poetry install” the installation breaks:

```
Installing tensorflow-io-gcs-filesystem (0.33.0)
RuntimeError
Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.33.0)
C:\Python310\lib\site-packages\poetry\installation\chooser.py:76 in choose_for
72|
73| links.append(link)
74|
75| if not links:
76| raise RuntimeError(f"Unable to find installation candidates for {package}")
77|
78| # Get the best link
79| chosen = max(links, key=lambda link: self._sort_key(package, link))
```

How can I build my system on Windows / install the correct dependency?
Thanks a lot""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="Commenters identified it as a duplicate of tensorflow/io#1815 (no Windows wheels for the newer tensorflow-io-gcs-filesystem releases) and of poetry#8271; a TensorFlow collaborator pointed to the pin-the-version workaround. Not disputed; no poster reply.",
        platform="windows",
    ),
    CorpusLog(
        name="pixeltable-poetry-m2-io-gcs-filesystem-028-no-candidates",
        source=_GH + "pixeltable/pixeltable/issues/15",
        text=r"""this is on an m2 macbook

```
$poetry install
...
  • Installing sqlalchemy-utils (0.41.1)
  • Installing tensorflow (2.13.0)
  • Installing tensorflow-io-gcs-filesystem (0.28.0): Failed

  RuntimeError

  Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.28.0)

  at ~/mambaforge/envs/pixeltable/lib/python3.9/site-packages/poetry/installation/chooser.py:73 in choose_for
       69│ 
       70│             links.append(link)
       71│ 
       72│         if not links:
    →  73│             raise RuntimeError(f"Unable to find installation candidates for {package}")
       74│ 
       75│         # Get the best link
       76│         chosen = max(links, key=lambda link: self._sort_key(package, link))
       77│ 
```""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="The locked tensorflow-io-gcs-filesystem 0.28.0 has no macOS arm64 wheel; the maintainer closed it as 'Fixed in commit ... Removing Tensorflow support and dependencies'. The diagnosis is implicit in that fix (weak).",
        platform="macos",
    ),
    CorpusLog(
        name="pip-io-gcs-filesystem-python-313-no-distribution",
        source=_GH + "tensorflow/io/issues/2109",
        text=r"""When running:
```pip install tensorflow-io-gcs-filesystem
Defaulting to user installation because normal site-packages is not writeable
ERROR: Could not find a version that satisfies the requirement tensorflow-io-gcs-filesystem (from versions: none)
ERROR: No matching distribution found for tensorflow-io-gcs-filesystem```

I get the above error. Is someone already working on porting tensorflow-io-gcs-filesystem to support Python 3.13?

I wish to support this if not.
```""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="A TensorFlow maintainer linked the tracking issues (no Python 3.13 wheels of this TensorFlow dependency) and later: 'This should now be fixed from TF side, with tensorflow-io-gcs-filesystem an optional dependency.' The poster names Python 3.13 only in prose; the OS is not stated (python-version-unsupported would fit too).",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-tensorflow-pip-pulls-cpu-tensorflow-over-gpu",
        source=_GH + "aws/sagemaker-tensorflow-extensions/issues/20",
        text=r"""Hello,

I am trying to install sagemaker_tensorflow to use pipemode however it uninstalls whatever tensorflow-gpu version I have and reinstalls the CPU version.  Is there a way to use pipe mode with a GPU tensorflow?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter's fix: 'install sagemaker-tensorflow, uninstall tensorflow, and reinstall tensorflow-gpu'; the maintainer agreed ('pip dependencies can't model this situation well') and removed the tensorflow dependency from setup.py. Prose only; whether tensorflow-gpu stayed beside the CPU package is the poster's reading (tensorflow-cpu-only-build is close).",
        platform="linux",
    ),
    CorpusLog(
        name="donkeycar-tensorflow-package-beside-tensorflow-gpu-uses-cpu",
        source=_GH + "autorope/donkeycar/pull/346",
        text=r"""If you have tensorflow package installed, it apparently uses the CPU even if you have tensorflow-gpu and a properly set up GPU. I fixed this by uninstalling the tensorflow package manually using pip, but it would have been nice to realize this earlier.""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The PR author's own report and fix ('I fixed this by uninstalling the tensorflow package manually using pip'); the maintainers merged the install-docs change. Prose only; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="anaconda-pip-no-tensorflow-version-32-bit-python",
        source=_TF + "13340",
        text=r"""I am trying to install Tensorflow through anaconda. Following is the error when I try to install
_"couldnot find a version that satisfies the requirement tensorflow"._

I tried to create two sessions - with Python 3.5 and Python 3.6 - but both of them returns the error identically.

Code used in the activated sessions: pip install tensorflow
 
Screenshot1 - Python 3.6 (Environment name: tenflow)
![image](https://user-images.githubusercontent.com/8396984/30917306-543b3d56-a3b9-11e7-91f8-aa705342e773.png)

Screenshot2 - Python 3.6 (Environment name: tflow)
![image](https://user-images.githubusercontent.com/8396984/30917325-603c716a-a3b9-11e7-9daf-c8e323d55bf2.png)""",
        expected_cause="python-32-bit",
        harmless=False,
        note="Asked whether the Python was 64-bit, the reporter answered: 'My python is 32 bit. Now I realise there isn't tensorflow for 32 bit.' The paste does not show the bitness (prose and screenshots). The OS is not stated; 32-bit Anaconda suggests Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="voice-cloning-pip-tensorflow-no-matching-distribution-32-bit",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/534",
        text=r"""Using python version 3.7.1. Attempting to install tensorflow and only tensorflow (everything else within the text file seems to install fine) gives error: 
```
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```""",
        expected_cause="python-32-bit",
        harmless=False,
        note="A collaborator: 'It's highly likely you are using a 32-bit python, and tensorflow only supports 64-bit.' The reporter: 'You were right i was using a 32-bit version of python' (after switching, a misspelt package name was a second slip). The OS is not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="raspberry-pi-aarch64-tf27-wheel-io-gcs-filesystem-no-distribution",
        source=_GH + "PINTO0309/Tensorflow-bin/issues/41",
        text=r"""### Your device:  `Raspberry Pi 3`
  
### Your device's CPU architecture:  `aarch64`
  
### Your OS:  `Raspberry Pi OS Bullseye (64-bit)`
  
### Details of the work you did before the problem occurred:  
1. Follow the Usage: "*Example of Python 3.x + Tensorflow v2 series*" steps up to the `wget` step
2. From the the wget step on, use the [tensorflow-2.7.0-cp39-none-linux_aarch64_numpy1214_download.sh](https://github.com/PINTO0309/Tensorflow-bin/blob/6e17bcb9a2dba5578d041bf011ff875b4e9d1d28/tensorflow-2.7.0-cp39-none-linux_aarch64_numpy1214_download.sh) script instead
  
### Error message:  
```
ERROR: Could not find a version that satisfies the requirement tensorflow-io-gcs-filesystem>=0.21.0 (from tensorflow)
ERROR: No matching distribution found for tensorflow-io-gcs-filesystem>=0.21.0
```
  
### Overview of problems and questions:  
- Tensorflow 2.7 seems to depend on the `tensorflow-io-gcs-filesystem` package
- [That package](https://pypi.org/project/tensorflow-io-gcs-filesystem/#files) doesn't seem to be available for arm versions (`aarch64` and `armv7l`) via pip if I didn't miss something
- Is there way to get around this, maybe by building it manually or including it in the wheel?""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="The maintainer 'Updated the file' (the wheel no longer needs the PyPI package lacking aarch64 wheels); the reporter: 'This seems to have worked great.' A Raspberry Pi, no NVIDIA GPU: the thread is about installing.",
        platform="linux",
    ),
    CorpusLog(
        name="voxelnet-conda-tf-gpu-141-env-cudnn-713-vs-705",
        source=_GH + "qianguih/voxelnet/issues/50",
        text=r"""When I run `train.py`,  got the Error:
```python
2019-01-18 21:14:06.030010: E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7103 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
2019-01-18 21:14:06.030486: F tensorflow/core/kernels/conv_ops_3d.cc:395] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 

```
Then I install CuDNN7.1.3 and CuDNN7.0.5 but the Error still exists. I'm not sure how the error occures.
I use conda environment, and `tensorflow-gpu=1.4.1`""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter: 'conda install tensorflow-gpu=1.4.1 ... also install cudnn 7.1.3 and cuda 8.0 in vritual environment. So whatever I change cudnn in global environment, it doesn't work'; 'conda install cudnn=7.0.5' in the environment fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="neural-style-cudnn-51-loaded-tf-built-cudnn4-outside-virtualenv",
        source=_GH + "anishathalye/neural-style/issues/26",
        text=r"""Hi I got the following error message: 

<code> Loaded runtime CuDNN library: 5103 (compatibility version 5100) but source was compiled with 4007 (compatibility version 4000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
</code>

I'm using CUDA 7.5 and cuDNN 5.1. Am I supposed to downgrade cuDNN to 4.x? Thanks!""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter: 'I didn't activate the virtualenv, the issue is solved by running source ~/tensorflow/bin/activate' -- the TensorFlow outside the virtualenv was built for cuDNN 4 while cuDNN 5.1 was installed. The mismatch is the confirmed cause; the wrong Python environment is how it came about. OS not stated (2016).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-conda-prefix-cudnn-810-loaded-before-pip-cudnn-860",
        source=_GH + "tensorflow/docs/pull/2251",
        text=r"""Swap the order of $CUDNN_PATH/lib and CONDA_PREFIX/lib.

I was hitting an error, `Loaded runtime CuD
NN library: 8.1.0 but source was compiled with: 8.6.0.`
I find out that my `CONDA_PREFIX/lib` contains `libcudnn8.1.0` so TF will first use this version instead of the `libcudnn8.6.0` installed in the `CONDA_PREFIX/lib`.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The PR author's own diagnosis and fix (2023): an older cuDNN 8.1 in the conda environment's lib was found before the pip nvidia-cudnn 8.6 that TensorFlow 2.12+ needs; putting $CUDNN_PATH/lib first in LD_LIBRARY_PATH fixed it. Reviewers approved ('this is harmless'). Prose with the error line.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tf13-import-dll-load-failed-cudnn6-needed-had-cudnn51",
        source=_TF + "12437",
        text=r"""There is a problem occures when I import tensorflow.

> 
> "C:\Program Files\Python35\python.exe" D:/NetDisks/DropBox/Dropbox/Develop/Python/TensorFlow/GPUTest.py
> Traceback (most recent call last):
>   File "C:\Program Files\Python35\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 18, in swig_import_helper
>     return importlib.import_module(mname)
>   File "C:\Program Files\Python35\lib\importlib\__init__.py", line 126, in import_module
>     return _bootstrap._gcd_import(name[level:], package, level)
>   File "<frozen importlib._bootstrap>", line 986, in _gcd_import
>   File "<frozen importlib._bootstrap>", line 969, in _find_and_load
>   File "<frozen importlib._bootstrap>", line 958, in _find_and_load_unlocked
>   File "<frozen importlib._bootstrap>", line 666, in _load_unlocked
>   File "<frozen importlib._bootstrap>", line 577, in module_from_spec
>   File "<frozen importlib._bootstrap_external>", line 906, in create_module
>   File "<frozen importlib._bootstrap>", line 222, in _call_with_frames_removed
> ImportError: DLL load failed: Не найден указанный модуль.
> 
> During handling of the above exception, another exception occurred:
> 
> Traceback (most recent call last):
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter marked it '[Resolved]': 'Newermind, I was using TF 1.3, whinch is using CUDNN 6.0' -- the cuDNN 6 DLL that TensorFlow 1.3 loads was not installed (cuDNN 5.1 was). The rest of the traceback was not read (cut). The paste never names the DLL (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="directml-plugin-tf211-tfdml-plugin-dll-not-found",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/331",
        text=r"""tensorflow.python.framework.errors_impl.NotFoundError: C:\ProgramData\Miniconda3\envs\tfdml_plugin\lib\site-packages\tensorflow-plugins\tfdml_plugin.dll not found

when i install,run any code, like import tensorflow as tf,it is error ,not found tfdml_plugin.dll .  but,the file is right in the path.
how can i do ?""",
        expected_cause=None,
        harmless=False,
        note="A plugin maintainer: 'TF 2.11 is not backward compatible with plugins built for earlier versions ... please manually install tensorflow-cpu==2.10'; another user confirmed that fixed it. Not disputed by the reporter. Cause: TensorFlow 2.11 beside the DirectML plugin built for 2.10 (no catalogue ID; the import fails).",
        platform="windows",
    ),
    CorpusLog(
        name="pip-tensorflow-directml-plugin-no-version-python-311",
        source=_GH + "MicrosoftDocs/windows-ai-docs/issues/119",
        text=r"""Hello, 
`pip install tensorflow-directml-plugin` gives me
```
ERROR: Could not find a version that satisfies the requirement tensorflow-directml-plugin (from versions: none)
ERROR: No matching distribution found for tensorflow-directml-plugin
```
On python 3.11.5 I believe this is the issue""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The plugin maintainer (2023): 'tensorflow-directml-plugin doesn't support 3.11, but you should be able to install it using python 3.10.' The package without a wheel for the Python is TensorFlow's DirectML plugin (the GPU route on native Windows), not TensorFlow itself.",
        platform="windows",
    ),
    CorpusLog(
        name="ipython-no-module-named-tensorflow-installed-into-other-python",
        source=_GH + "aymericdamien/TensorFlow-Examples/issues/37",
        text=r"""I installed tensorflow using pip in python 2.7.
When I executed `import tensorflow as tf` it said `ImportError: No module named tensorflow`""",
        expected_cause="tensorflow-not-installed",
        harmless=False,
        note="Asked 'So.. forgot to install it to the right place?', the reporter answered 'Yes. Installed using conda and issue was resolved.' -- TensorFlow was not installed in the Python that IPython ran. Prose with the error line (2016); the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-tensorflow-gpu-113-running-against-tensorrt-000",
        source=_GH + "ardianumam/Tensorflow-TensorRT/issues/21",
        text=r"""Dear Ardian,

Thanks for your work. However I met some issues when try to run your project. 

When I ran the optimizing of YOLOv3, there was not much improvement. The tensorRT model is not right. There are some info as following:
```
INFO: tensorflow: Running against TensorRT version 0.0.0
```
it seems there is no TRTEngineOp in the model:
```
numb. of trt_engine_node in TensorRT graph: 0
```

Here is my environment : Ubuntu 16.04, tensorflow-gpu 13.1, cuda 10.1, cudnn 7.5 and tensorRT 5.1.5.0. 

All the imported package is right, such as:
import tensorrt
import tensorflow.contrib.tensorrt as trt

Could you help me with this issue?  Is my environment wrong?

Much thanks,

Bigbai""",
        expected_cause="tensorrt-unavailable",
        harmless=False,
        note="Expected cause given when the catalogue gained tensorrt-unavailable (TF-TRT without the TensorRT it needs); before, no catalogue cause. The reporter: 'Problem solved ... I found if I install tensorflow by \"conda install \", this problem is always occured' -- the conda build of tensorflow-gpu 1.13 ran without TensorRT; the pip build worked. No catalogue ID (a conda build without TensorRT support; not the harmless TensorRT warning).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-source-build-without-config-cuda-no-known-devices-gtx970",
        source=_TF + "311",
        text=r"""I'm running the `cifar10_multi_gpu_train.py` script with the device placement logging turned on, and I see that all of the operations are being placed on the CPU. When I run it, it outputs:
```
Filling queue with 20000 CIFAR images before starting to train. This will take a few minutes.
I tensorflow/core/common_runtime/local_device.cc:25] Local device intra op parallelism threads: 8
I tensorflow/core/common_runtime/direct_session.cc:45] Direct session inter op parallelism threads: 8
Device mapping: no known devices.
I tensorflow/core/common_runtime/direct_session.cc:111] Device mapping:

softmax_linear/biases/ExponentialMovingAverage: /job:localhost/replica:0/task:0/cpu:0
I tensorflow/core/common_runtime/simple_placer.cc:289] softmax_linear/biases/ExponentialMovingAverage: /job:localhost/replica:0/task:0/cpu:0
.....
.....
```

I would imagine that the line `Device mapping: no known devices.` is supposed to list the devices associated with the current Session, but why does it not have any devices? The script calls 
`tf.device('/gpu:0')`.

My GPU is Nvidia GeForce GTX 970.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The reporter (2015): 'I must have accidentally built the python package without the \"--config=cuda\" flag. When I rebuilt with this flag, then pip uninstalled tensorflow, then reinstalled with the newly built package, it worked'. The OS is not stated (GPU builds were Linux-only then).",
        platform="linux",
    ),
    CorpusLog(
        name="conda-guide-tf210-windows-gpu-listed-note-of-thanks",
        source=_GH + "pelayo-felgueroso/tensorflow-gpu-setup/issues/1",
        text=r"""I was able to follow the installation and I got the expected output as well:

```
TensorFlow version: 2.10.0
GPUs available: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
```

Thank you for sharing straightforward and crisp steps 😄""",
        expected_cause=None,
        harmless=True,
        note="A working install (2025): the reporter followed the repository's guide (native Windows, conda Python 3.10, tensorflow==2.10, conda cudatoolkit 11.2 and cuDNN 8.1) and TensorFlow listed the GPU -- 'No issue - Just a note of thanks'. The OS comes from the guide, not the post.",
        platform="windows",
    ),
    CorpusLog(
        name="chess-alpha-zero-requirements-tensorflow-gpu-115-python38",
        source=_GH + "Zeta36/chess-alpha-zero/issues/104",
        text=r"""```
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15
ERROR: No matching distribution found for tensorflow-gpu==1.15
```

Changing tensorflow-gpu==1.15 to tensorflow in the requirements file would solve this error""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The reporter (2021): 'Problem Resolved. Do not use python version 3.8 or above for running this program' -- tensorflow-gpu 1.15 has no wheel for Python 3.8+. The Python version is stated only in the follow-up; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="voice-cloning-requirements-tensorflow-gpu-114-python38-no-versions",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/194",
        text=r""">pip install -r requirements.txt
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu<=1.14.0,>=1.10.0 (from -r requirements.txt (line 1)) (from versions: none)
ERROR: No matching distribution found for tensorflow-gpu<=1.14.0,>=1.10.0 (from -r requirements.txt (line 1))""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="Asked whether it was fixed, the reporter (2019): 'Yea, I accidentally installed 3.8.' -- no tensorflow-gpu 1.x wheel existed for Python 3.8. The paste does not show the Python version; the '>' prompt suggests Windows (not stated).",
        platform="windows",
    ),
    CorpusLog(
        name="pip-tensorflow-avx2-notice-tensor-printed-tensorboard-repo",
        source=_GH + "tensorflow/tensorboard/issues/1865",
        text=r"""Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
tf.Tensor(546.6641, shape=(), dtype=float32)""",
        expected_cause=None,
        harmless=True,
        note="A TensorBoard maintainer (2019): 'This is a warning due to TensorFlow ... It doesn't mean that anything is wrong; it does mean that TensorFlow could be running faster' (pip's prebuilt binary). The check ran and printed its tensor; not disputed. The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf112-gpt2-avx2-avx512-fma-notice-called-error",
        source=_GH + "tensorflow/hub/issues/897",
        text=r"""### What happened?

I am trying to use gpt-2 with tensorflow=1.12.0
Error is

Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 AVX512F FMA

I couldn't find instructions on how to build 1.12.0 with AVX, AVX2, and FMA enabled. 

Please help.

Best Regards
Laxmi

### Relevant code

```python
not needed
```

### Relevant log output

```shell
not needed
```

### tensorflow_hub Version

0.12.0 (latest stable release)

### TensorFlow Version

1.x

### Python Version

3.x

### OS

Linux""",
        expected_cause=None,
        harmless=True,
        note="A TensorFlow Hub collaborator (2023): 'This isn't an error, just warnings saying if you build TensorFlow from source it can be faster on your machine'; closed for inactivity, not disputed. Prose with the one notice line.",
        platform="linux",
    ),
)
