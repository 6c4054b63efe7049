# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow that did not use the NVIDIA GPU or failed on it (2017-2020), on tensorflow/tensorflow, tensorflow/nmt, tensorflow/models and zeliu98/CloserLook3D.

Broken kinds held: the Windows GPU wheels of TensorFlow 1.x failing at import because the CUDA or
cuDNN release on the machine was not the one the wheel was built for (cuDNN 6 where 1.1/1.2 wanted
cuDNN 5.1, twice; cuDNN 5.1 where 1.3 wanted cuDNN 6; CUDA 9.1 where the wheel wanted CUDA 8.0), the
GPU wheel installed on a Windows machine without a CUDA-capable GPU, a CPU-only conda TensorFlow on a
PC without a GPU running a training script that pins its ops to /device:GPU:0, and a custom-op build
on a cluster node without the NVIDIA driver (libcuda.so.1 missing). Broken: 7; working runs: 0.
Prose only: 1.

All from 2017-2020: the stored pages held no discussion-forum thread of this kind (Reddit, Hacker
News, hardware and distribution forums, discuss.tensorflow.org), and the 2021-2026 GitHub threads on
TensorFlow not seeing the GPU are nearly all in the corpus already or end without a confirmed cause.
Left out for lack of confirmation in the stored copy: tensorflow/tensorflow#17033, #3632 (import on
cluster nodes without a GPU), #45011 (the docker fix came from another commenter), #808 (the answer
came to another commenter), #13203, #13196, #11326, #12098, #16014, #16670, #59229, #41909,
openai/gpt-2#204, idealo/image-quality-assessment#32, deepfakes/faceswap-playground#136,
jianchang512/vocal-separate#14/#19/#20, cotton6/COTTON-size-does-matter#22.

At first look (the doctor of commit 3e3edd5) the cause was named in 3 of the 7 broken logs, all 3
first (no working run in this set). Missed: two 2017 Windows posts whose stored text stops before
the ImportError line or holds prose only, the GPU wheel on a machine without an NVIDIA GPU (named
cuda-libraries-missing instead of no-nvidia-driver), and the slim placement error on a CPU-only
TensorFlow (nothing named).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="win7-tf11-gpu-wheel-pywrap-internal-cudnn6-installed-needs-51",
        source=_GH + "tensorflow/tensorflow/issues/10111",
        text=r"""### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**:
Windows 7 
- **TensorFlow installed from (source or binary)**:
Using pip3 
- **TensorFlow version (use command below)**:
1.1
- **Bazel version (if compiling from source)**:
- **CUDA/cuDNN version**:
8.0 
- **GPU model and memory**:
Quadro K620
- **Exact command to reproduce**:
import tensorflow as tf

I have installed everything following the instructions and opened a [ post on SO ](https://stackoverflow.com/questions/44080677/no-module-named-pywrap-tensorflow-internal) but haven't receieved many responses. I have looked at multiple other posts with the same keywords but was unable to solve the issue from there. I used the standard installation instructions using pip3 for windows. 

The following is the stacktrace when I run "import tensorflow as tf" in python command line. 

```
Microsoft Windows [Version 6.1.7601]
Copyright (c) 2009 Microsoft Corporation.  All rights reserved.

C:\Users\alice>python
Python 3.5.3 (v3.5.3:1880cb95a742, Jan 16 2017, 16:02:32) [MSC v.1900 64 bit (AM
D64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
Traceback (most recent call last):
...""",
        expected_cause="cuda-libraries-missing",
        note="2017. Title: 'ImportError: No module named '_pywrap_tensorflow_internal''. The stored copy cuts the traceback after its first line. The poster (amtagrwl) answered himself the next day: 'Solved. Issue was with CuDNN version. Version 6.0 does not work. You need to install version 5.1.' Three other commenters confirmed cuDNN 5.1 fixed the same error. The TensorFlow 1.1 Windows wheel loads cudnn64_5.dll, which a cuDNN 6 install does not have (same reading as the corpus's earlier cudnn64_6/cudnn64_5 records).",
        platform="windows",
    ),
    CorpusLog(
        name="win10-tf12-gpu-wheel-pywrap-internal-cudnn6-fixed-by-tf13",
        source=_GH + "tensorflow/tensorflow/issues/11045",
        text=r"""### System information
- **custom code**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Windows 10 Pro 10.0.15063
- **TensorFlow installed from (source or binary)**: binary (pip)
- **TensorFlow version (use command below)**: tensorflow_gpu-1.2.0-cp36-cp36m-win_amd64.wh
- **CUDA/cuDNN version**: 8.0.6.1 / 8.0 
- **GPU model and memory**: Geforce 1080 Ti 11GB
- **Exact command to reproduce**: import tensorflow 

### Describe the problem
Importing tensorflow fails immediately on import with the following log.
I'm running Python 3.6.1 from Anaconda. I installed tensorflow-gpu with `pip install tensorflow-gpu`

I've installed the CUDA/cuDNN libraries per this guide: https://nitishmutha.github.io/tensorflow/2017/01/22/TensorFlow-with-gpu-for-windows.html

Not sure what I am missing here. Any help would be most appreciated!
Tensorflow CPU works great however. This seems limited to the GPU install.

Thank you in advance

### Source code / logs

```python
>>> import tensorflow
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "c:\programdata\anaconda3\lib\site-packages\tensorflow\__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "c:\programdata\anaconda3\lib\site-packages\tensorflow\python\__init__.py", line 49, in <module>
...

I have cudnn-8.0-windows10-x64-v6.0""",
        expected_cause="cuda-libraries-missing",
        note="2017. Title: 'ModuleNotFoundError: No module named '_pywrap_tensorflow_internal''. The last paragraph is the poster's answer to a TensorFlow member (meteorcloudy) who asked which cuDNN he had; adding the cuDNN bin folder to PATH did not help him. The poster (dgovil) closed the matter by outcome: 'With the exact same setup as before, I've installed tensorflow-gpu 1.3.0 and it works properly. Maybe it was an incompatibility with tensorflow 1.2'. TensorFlow 1.2's Windows wheel wants cudnn64_5.dll (cuDNN 5.1), 1.3's wants cuDNN 6, which he had. The stored copy cuts the traceback.",
        platform="windows",
    ),
    CorpusLog(
        name="win10-tensorflow-gpu-wheel-without-cuda-capable-gpu-pywrap",
        source=_GH + "tensorflow/tensorflow/issues/10154",
        text=r"""Hi @mrry, here is the full error:

Microsoft Windows [version 10.0.14393]
(c) 2016 Microsoft Corporation. Tous droits réservés.

C:\Users\alice>activate tensorflow-gpu

(tensorflow-gpu) C:\Users\alice>python
Python 3.5.3 |Continuum Analytics, Inc.| (default, May 15 2017, 10:43:23) [MSC v.1900 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
Traceback (most recent call last):
  File "C:\Users\alice\Anaconda3\envs\tensorflow-gpu\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 18, in swig_import_helper
    return importlib.import_module(mname)
  File "C:\Users\alice\Anaconda3\envs\tensorflow-gpu\lib\importlib\__init__.py", line 126, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
  File "<frozen importlib._bootstrap>", line 986, in _gcd_import
  File "<frozen importlib._bootstrap>", line 969, in _find_and_load
  File "<frozen importlib._bootstrap>", line 958, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 666, in _load_unlocked
  File "<frozen importlib._bootstrap>", line 577, in module_from_spec
  File "<frozen importlib._bootstrap_external>", line 919, in create_module
  File "<frozen importlib._bootstrap>", line 222, in _call_with_frames_removed
...""",
        expected_cause="no-nvidia-driver",
        note="2017. Title: 'tensorflow-gpu windows10 ImportError: No module named '_pywrap_tensorflow_internal''. The text is the poster's full-error comment (gwendoline-28); the stored copy cuts it before the ImportError line, and the opening post is not in the stored copy. TensorFlow member mrry, after the poster's reply about her machine (not in the stored copy): 'I think that's almost certainly the source of the error. The `tensorflow-gpu` package requires that you have a CUDA-capable GPU installed (and CUDA and cuDNN on top of that). If you want to work with CPU only, try uninstalling `tensorflow-gpu` and installing the `tensorflow` package instead.' The poster: 'Many thanks for your help !' and the issue was closed. The GPU wheel on a machine without an NVIDIA GPU (no driver DLL): no-nvidia-driver is the nearest catalogue cause.",
        platform="windows",
    ),
    CorpusLog(
        name="nmt-tutorial-win-cudart64-80-missing-cuda91-installed",
        source=_GH + "tensorflow/nmt/issues/212",
        text=r"""I am trying to set up my laptop to run the  (GPU version) tutorial.

When I run the "Hello Tensorflow" test I get
ImportError: Could not find 'cudart64_80.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 8.0 from this URL: https://developer.nvidia.com/cuda-toolkit

I assume the dll in my BIN is cudart_91.dll, I assume this is a version issue so I loaded CUDA 8.0 which in turn is not finding my Visual Studio, probably because my VS is the latest version (15.5.1).  Must I regress that as well or can I run the tutorial with the CUDA 9.1?

My %Path% does track to the Bin folder with the ..91.dll.

Appreciate any help,

Regards and Happy Holidays!
alice""",
        expected_cause="cuda-libraries-missing",
        note="2017. Title: 'CUDA dll version'. Windows laptop, a TensorFlow GPU wheel built for CUDA 8.0 (it asks for cudart64_80.dll) with CUDA 9.1 installed. The poster confirmed the fix the same day: 'I went back to CUDA 8 and finally discovered that modifying the path from the command prompt appears to work but doesn't.  I had to change the path with the control panel system tools and reboot. I've seen my \"Hello Tensor Flow\"!!' (the CUDA 8 install plus a PATH set for good).",
        platform="windows",
    ),
    CorpusLog(
        name="win-tf13-install-guide-cudnn51-does-not-work-cudnn6-does",
        source=_GH + "tensorflow/tensorflow/issues/12543",
        text=r"""In the installation guide for windows https://www.tensorflow.org/install/install_windows, where it says 'Requirements to run TensorFlow with GPU support' and 'cuDNN v5.1'.

Actually using cnDNN v5.1 will not work. Instead cnDNN v6.0 works.
This error would cause great waste of time for newbees. Please update the doc. Thanks.""",
        expected_cause="cuda-libraries-missing",
        note="2017. Prose only. Title: 'Error in installation guide for windows -- should use cuDNN v6.0 with tensorflow v1.3.0'. The poster's own set-up: TensorFlow 1.3.0's Windows GPU wheel did not work with cuDNN 5.1 (it loads cudnn64_6.dll) and worked with cuDNN 6.0, as the post itself reports. A commenter (jubjamie) pointed to the open documentation issue #11784 and it was closed as a duplicate; other threads of 2017 (#12366, #11645) say the same of TensorFlow 1.3 and cuDNN 6.",
        platform="windows",
    ),
    CorpusLog(
        name="slim-mobilenet-train-gpu0-pinned-conda-cpu-tensorflow-no-gpu",
        source=_GH + "tensorflow/models/issues/2385",
        text=r"""> 	 [[Node: gradients/MobilenetV1/MobilenetV1/Conv2d_0/BatchNorm/moments/sufficient_statistics/Sub_grad/BroadcastGradientArgs = BroadcastGradientArgs[T=DT_INT32, _device="/device:GPU:0"](gradients/MobilenetV1/MobilenetV1/Conv2d_0/BatchNorm/moments/sufficient_statistics/Sub_grad/Shape, gradients/MobilenetV1/MobilenetV1/Conv2d_0/BatchNorm/moments/sufficient_statistics/Sub_grad/Shape_1)]]
> 
> Caused by op u'gradients/MobilenetV1/MobilenetV1/Conv2d_0/BatchNorm/moments/sufficient_statistics/Sub_grad/BroadcastGradientArgs', defined at:
>   File "train_image_classifier.py", line 574, in <module>
>     tf.app.run()
>   File "/opt/anaconda2/lib/python2.7/site-packages/tensorflow/python/platform/app.py", line 48, in run
>     _sys.exit(main(_sys.argv[:1] + flags_passthrough))
>   File "train_image_classifier.py", line 534, in main
>     var_list=variables_to_train)
>   File "/home/alice/path/to/projects/RnD/mobilenet/tensorflow_models/slim/deployment/model_deploy.py", line 297, in optimize_clones
>     optimizer, clone, num_clones, regularization_losses, **kwargs)
>   File "/home/alice/path/to/projects/RnD/mobilenet/tensorflow_models/slim/deployment/model_deploy.py", line 261, in _optimize_clone
>     clone_grad = optimizer.compute_gradients(sum_loss, **kwargs)
...

Please help me with the issue, I am not very good with Tensorflow. Atleast help me with what the error might be and how to check next time I face similar issue.

`boa -c "import tensorflow as tf; print(tf.GIT_VERSION, tf.VERSION)"`
The above code gives 

> ('unknown', '1.1.0')

I am using the stock git repo and have made no changes. No GPU on my PC. OS: Linux ubuntu 14.04.
Tensorflow installed using `conda install tensorflow`""",
        expected_cause="tensorflow-cpu-only-build",
        note="2017. Title: 'Have issue training the model from scratch.' (slim train_image_classifier.py, MobileNet). The text is the poster's second message (csbenk); the stored copy shows only these parts of it, and the InvalidArgumentError headline is not among them. A commenter (UndeadBlow): 'The error you received is very clear: TF can't find GPU. ... It is because you've installed CPU version of tensorflow from repositories.' A TensorFlow member then redirected to Stack Overflow and closed; the poster did not dispute. Odd: the poster says the PC has no GPU at all, so the script's default placement on /device:GPU:0 (slim's clone_on_cpu off) can only run with clone_on_cpu on.",
        platform="linux",
    ),
    CorpusLog(
        name="closerlook3d-build-ext-libcuda-missing-on-slurm-node",
        source=_GH + "zeliu98/CloserLook3D/issues/9",
        text=r"""running build_ext
Traceback (most recent call last):
  File "/anaconda3/envs/closelook3d/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/public/home/alice/anaconda3/envs/closelook3d/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/public/home/alice/anaconda3/envs/closelook3d/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/public/home/alice/anaconda3/envs/closelook3d/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/public/home/alice/anaconda3/envs/closelook3d/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:
...

the env is the same of your provided""",
        expected_cause="no-nvidia-driver",
        note="2020. Title: 'bugs in tf'. Building the repository's TensorFlow custom ops (build_ext imports TensorFlow, a GPU build) on a cluster; the last line is the poster's follow-up. The poster closed it himself the same day: 'close because under Slurm Workload Manager', giving the cluster's Slurm set-up as the reason: the build ran where the NVIDIA driver's libcuda.so.1 is not reachable (not inside a GPU job). Short confirmation, by the poster only; no maintainer answered.",
        platform="linux",
    ),
)
