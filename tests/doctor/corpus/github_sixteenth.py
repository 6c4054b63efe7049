# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A sixteenth set of real logs, gathered apart (threads dated 2017-2022).

Broken set-ups: TensorFlow 1.x and 2.1-2.3 wheels built against one CUDA release while another
is installed (libcublas, cudart or cudnn of the wrong version cannot be loaded) on Linux and
native Windows, cuDNN 7 not installed, an older cuDNN DLL bundled by PyTorch loaded first,
tensorflow and tensorflow-gpu installed side by side (Keras or hyperopt pulling the CPU
package), a CPU-only TensorFlow under Keras or Mask R-CNN, Docker without the NVIDIA Container
Toolkit ('Unknown runtime specified nvidia'), out of memory while another Jupyter kernel held
the GPU, 32-bit Python on Windows, Python 3.8 for tensorflow-gpu 1.15.

Working run: the BFC allocator's 'not a failure' note while training went on.

At first look (the doctor of the fourteenth set's changes) the cause of 8 of the 17 broken logs
was named, 5 of them first; the working run was not flagged; two broken logs got an error that
is not their cause. (The doctor of the start of the day named 5.) Misses: tensorflow and
tensorflow-gpu side by side told in words or in one pip command (three), the CPU package of the
releases before 2.1 (two), a cuDNN DLL "TensorFlow is searching for", an out-of-memory whose
paste cuts before the error, PyTorch's own cuDNN DLL loaded first, and Docker's unknown 'nvidia'
runtime where the thread's fix was installing the toolkit.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf15-pip-wants-libcublas-8-with-cuda-91-installed",
        source=_TF + "17147",
        text=r""" I installed cuda 9.1 and set the path as suggested.
Should i install cuda 8.0 for resolving this problem?
Error:

ImportError: Traceback (most recent call last):
  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/opt/conda/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/opt/conda/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster confirmed: 'Issued is fixed by installing tensorflow 1.5 with Cuda 9.0 version' (the wheel wanted a CUDA release that was not installed).",
        platform="linux",
    ),
    CorpusLog(
        name="tf150-windows-cannot-find-cudart64-90-with-cuda-91",
        source=_TF + "16479",
        text=r"""I installed 1.5.0, and tying to import tensorflow, but it said that 'cannot find cudart64_90.dll'. 
Then I installed the CUDA 9.0, and then everything works fine. 
So I want to make sure than does 1.5.0 not support CUDA 9.1 or I have something installed wrong?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster says installing CUDA 9.0 made everything work; a contributor: 'TF 1.5.0 prebuilt binaries only supports CUDA 9.0.' Prose only; it names the missing DLL.",
        platform="windows",
    ),
    CorpusLog(
        name="tf150-wants-libcublas-9-with-cuda-8",
        source=_TF + "16513",
        text=r"""After upgrading to TF 1.5.0, when I import tensorflow, it raises:

```
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
```

- System: Ubuntu 14.04.5 LTS (64 bit)
- Python: 2.7.6
- TensorFlow: tensorflow-gpu-1.5.0
- GPU: GeForce GTX TITAN
- CUDA: 8.0""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A contributor: 'The prebuilt tensorflow binaries support CUDA 9.0' (upgrade CUDA to 9.0 or stay on TF 1.4); a TensorFlow member: '@mtngld is correct.' Not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-pip-install-pulls-cpu-tensorflow-over-tensorflow-gpu",
        source=_GH + "keras-team/keras/issues/5776",
        text=r"""I have used keras + tensorflow-gpu in my old computer, it's very ok. (I forget the tensorflow version) 

I install keras with tensorflow-gpu (version 1.0.1) in my new computer, and before install keras, tensorflow can find my GPU. But after install keras, tensorflow only can find CPU.
(use $ pip3 install keras)

I use these code to check GPU:
```
from tensorflow.python.client import device_lib
device_lib.list_local_devices() 
```
```
$ nvidia-smi
```

And I tried to install keras from source ($ python setup.py install), it would have some error and install fail.

```
...
Installed /home/alice/keras-test/lib/python3.5/site-packages/Keras-2.0.0-py3.5.egg
Processing dependencies for Keras==2.0.0
Searching for tensorflow
Reading https://pypi.python.org/simple/tensorflow/
No local packages or working download links found for tensorflow
error: Could not find suitable distribution for Requirement.parse('tensorflow')
```

Is this problem about version ?

thanks""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="A commenter: installing Keras 2.0 with pip 'blows off existing TF and installs the default, non-GPU version'; the workaround is to uninstall TF and reinstall the GPU package. Not disputed; the thread was closed. Prose with a setup.py log.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-uses-cpu-when-tensorflow-installed-after-tensorflow-gpu",
        source=_GH + "keras-team/keras/issues/6997",
        text=r"""It is said in the document that keras will automatically run on GPU with tensorflow backend.

However, I found Keras depends on the installation order of tensorflow modules. It seems that keras always use the module installed last. For example,

`pip install tensorflow-gpu tensorflow`

Keras will use CPU under this circumenstance.""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="A commenter reproduced it with TF 1.1 on Ubuntu: with both tensorflow and tensorflow-gpu installed, whichever was installed last is imported; the poster agreed ('Yep'). Prose only; OS of the poster not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="hyperopt-keras-cpu-only-tensorflow-and-tensorflow-gpu-both-installed",
        source=_GH + "hyperopt/hyperopt/issues/351",
        text=r"""Hey All,

I'm running hyperopt on a keras (tensorflow backend) script to optimize hyperparameters. Normally tf will identify GPU's and run on them if they're available, and my script does so when ran separately. But with hyperopt only the CPU is used, not the GPU. Any idea what might be happening?

Regards,
alice""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The poster confirmed: 'I had both tensorflow & tensorflow-gpu installed through pip', uninstalled tensorflow, reinstalled tensorflow-gpu, then also installed cuDNN 6 for TF 1.4 and put /usr/local/cuda/lib64 on LD_LIBRARY_PATH: 'then it worked!'. Prose only; weak evidence.",
        platform="linux",
        consequences=frozenset({"cuda-libraries-missing"}),
    ),
    CorpusLog(
        name="tf11-windows-wants-cudnn64-5-dll-with-cudnn-6-installed",
        source=_TF + "9735",
        text=r"""So I tried my first install of tensorflow-gpu on Window 7x64 with a GTX1080 and was met with a DLL import error python exception that wasn't very helpful at all (that message needs to be updated to indicate what DLL it can't find!).

Anyways, I decided to attempt the import tensorflow function with proc_mon watching all the file I/O from python... Turns out, Tensorflow is searching for 'cudnn64_5.dll' ... The latest 'cudnn-8.0-windows7-x64-v6.0' installs the following dll: 'cudnn64_6.dll' ... By copying the newer DLL to the DLL name that tensorflow expects, I was able to get past this issue and run tensorflow.

Tensorflow needs to be updated to support the latest cudnn64_6 dll that NVidia provides by default.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster traced it himself: TF 1.1 loads cudnn64_5.dll and only cuDNN 6 was installed; renaming the DLL then gave 'Loaded runtime CuDNN library: 6021 ... but source was compiled with 5105', so the cuDNN release was the wrong one (a maintainer: 'noted'). Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="cade-tf1-import-libcudnn-so-7-not-installed",
        source=_GH + "whyisyoung/CADE/issues/2",
        text=r"""Traceback (most recent call last):
  File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/home/anaconda3/envs/cade-gpu/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/home/anaconda3/envs/cade-gpu/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: find libcudnn.so.7 and add its folder to LD_LIBRARY_PATH; the poster: 'OK, it is my fault. I just download cuDNN ...' (cuDNN 7 was not installed where TF 1.x looks).",
        platform="linux",
    ),
    CorpusLog(
        name="kaggle-gpu-image-unknown-runtime-nvidia-no-container-toolkit",
        source=_GH + "Kaggle/docker-python/issues/1085",
        text=r"""Hi there, apologies if the issue has already been discussed/solved. I'm pretty new to docker, recently want to use the container as my local machine generates different results compared to the Kaggle notebook. 

When I ran ` docker run --runtime nvidia --rm -it gcr.io/kaggle-gpu-images/python:v104 /bin/bash` , I got an error that says 
> docker: Error response from daemon: Unknown runtime specified nvidia. 

I'm not sure how should I proceed, I have search on google but only found a few tips and I don't feel comfortable applying them as I'm in the middle of some project using docker which I don't want to mess up. Some post says I have to remove docker first then install nvidia-docker. Or is it just as simple as install the nvidia container runtime https://github.com/NVIDIA/nvidia-container-runtime/?

Looking forward to any suggestions or pointers. Thanks!""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The poster: 'solved following https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/install-guide.html' (installing the NVIDIA Container Toolkit). The Kaggle GPU image carries TensorFlow; the error is Docker's.",
        platform="linux",
        consequences=frozenset({"container-runtime-not-configured"}),
    ),
    CorpusLog(
        name="rtvc-toolbox-loads-pytorch-bundled-older-cudnn-dll",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/186",
        text=r"""Anybody who got this working, what versions of CUDA, CUDNN and tensorflow does this work for?

I am having some issues around this, demo_cli works but not demo_toolbox, I think it may be an issue unrelated to this repository but wanted to know what the best setup for this people have used is.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The poster confirmed: 'pytorch installed a version of cudnn separately from installed on my computer, so had to replace that cudnn dll with the proper version' (tensorflow-gpu 1.14, CUDA 10.0, cuDNN 7.4.2). Prose only, no log; weak evidence. The DLL points to Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="mask-rcnn-windows-runs-on-cpu-tensorflow-gpu-not-installed",
        source=_GH + "matterport/Mask_RCNN/issues/1234",
        text=r"""The code runs only on CPU. I guess the error arises due to the this message:
" Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2".
Can you kindly explain why?

BTW, I followed all instructions and requirements both in Conda and without. I successfully ran the cuda sample with GPU full usage.

OS: Windows 10
GPU: NVIDIA 1080
Cuda: 9.0
cuDNN: 7.4.2
Python: 3.6""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A commenter: the AVX2 line is unrelated; check GPU_COUNT and 'Do you have tensorflow-gpu installed? If you only have tensorflow it will run on CPU'; the poster: 'Thanks 4sfaloth. It was great. I could install it properly.' The poster does not say which of the two it was; weak evidence.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-faster-rcnn-oom-jupyter-in-another-tab-holds-gpu",
        source=_GH + "endernewton/tf-faster-rcnn/issues/7",
        text=r"""Can you please help how to fix this? I don't have another tf process going or anything using GPU:

```
alice@host:~/computer_vision/tf-faster-rcnn$ ./experiments/scripts/test_vgg16.sh $GPU_ID pascal_voc
+ set -e
+ export PYTHONUNBUFFERED=True
+ PYTHONUNBUFFERED=True
+ GPU_ID=0
+ DATASET=pascal_voc
+ array=($@)
+ len=2
+ EXTRA_ARGS=
+ EXTRA_ARGS_SLUG=
+ case ${DATASET} in
+ TRAIN_IMDB=voc_2007_trainval
+ TEST_IMDB=voc_2007_test
+ ITERS=70000
++ date +%Y-%m-%d_%H-%M-%S
+ LOG=experiments/logs/test_vgg16_voc_2007_trainval_.txt.2017-02-13_21-19-04
+ exec
++ tee -a experiments/logs/test_vgg16_voc_2007_trainval_.txt.2017-02-13_21-19-04
tee: experiments/logs/test_vgg16_voc_2007_trainval_.txt.2017-02-13_21-19-04: No such file or directory
+ echo Logging output to experiments/logs/test_vgg16_voc_2007_trainval_.txt.2017-02-13_21-19-04
Logging output to experiments/logs/test_vgg16_voc_2007_trainval_.txt.2017-02-13_21-19-04
+ set +x
+ [[ ! -z '' ]]
+ CUDA_VISIBLE_DEVICES=0
+ time python ./tools/test_vgg16_net.py --imdb voc_2007_test --weight data/imagenet_weights/vgg16.weights --model output/vgg16/voc_2007_trainval/default/vgg16_faster_rcnn_iter_70000.ckpt --cfg experiments/cfgs/vgg16.yml --set
...
I tensorflow/core/common_runtime/bfc_allocator.cc:687] Free at 0x1305ba7300 of size 133120
I tensorflow/core/common_runtime/bfc_allocator.cc:687] Free at 0x1305bebb00 of size 294912
I tensorflow/core/common_runtime/bfc_allocator.cc:678] Chunk at 0x1306930000 of size 589824
...
	 [[Node: _recv_vgg16_default/fc6/Placeholder_0/_53 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/gpu:0", send_device="/job:localhost/replica:0/task:0/cpu:0", send_device_incarnation=1, tensor_name="edge_4__recv_vgg16_default/fc6/Placeholder_0", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/gpu:0"]()]]
Command exited with non-zero status 1
5.24user 4.06system 0:16.86elapsed 55%CPU (0avgtext+0avgdata 2066436maxresident)k
0inputs+32outputs (0major+320384minor)pagefaults 0swaps
alice@host:~/computer_vision/tf-faster-rcnn$ ps
  PID TTY          TIME CMD
21495 pts/15   00:00:01 bash
24534 pts/15   00:00:00 ps
alice@host:~/computer_vision/tf-faster-rcnn$ 
```""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The poster confirmed: 'I had Jupyter opened ... in another tab and even though I wasn't running anything with it ... after closing it, I didn't receive out of memory issue.' The issue title is the allocator's 'Ran out of memory trying to allocate 392.00MiB'. The long allocator dump is cut (parts of it were not read).",
        platform="linux",
    ),
    CorpusLog(
        name="tf12-windows-python-3-6-32-bit-no-matching-wheel",
        source=_TF + "10971",
        text=r"""### System information
- **Windows 10 (64-bit)**
- **Python 3.6.1**

Even with the new update the command:

`pip install tensorflow_gpu-1.2.0-cp36-cp36m-win_amd64.whl` 

OR as in the official documentation

`pip3 install --upgrade tensorflow`

returns

> tensorflow_gpu-1.2.0-cp36-cp36m-win_amd64.whl is not a supported wheel on this platform.

AND

> Could not find a version that satisfies the requirement tensorflow (from versions: )
> No matching distribution found for tensorflow

respectively.""",
        expected_cause="python-32-bit",
        harmless=False,
        note="Asked for `pip --version`, the poster answered: 'Looks like I had the 32-bit version of Python 3.6.1.' A TensorFlow member thanked them for confirming. The paste does not say 32-bit.",
        platform="windows",
        consequences=frozenset({"tensorflow-not-installed"}),
    ),
    CorpusLog(
        name="tensorflow-gpu-1-15-not-on-pypi-for-python-3-8",
        source=_TF + "55582",
        text=r"""**System information**
- OS Platform and Distribution: Linux Ubuntu 20.04
- TensorFlow version: tensorflow-gpu==1.15.0
- Python version: 3.17.13
- Installed using virtualenv? pip? conda?: pip
- CUDA/cuDNN version: 
- GPU model and memory: 

Describe the problem
I get the following error when trying to install tensorflow-gpu in version  1.15.0:
```
Using pip 22.0.4 from /home/alice/.local/lib/python3.8/site-packages/pip (python 3.8)
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15.0 (from versions: 2.2.0, 2.2.1, 2.2.2, 2.2.3, 2.3.0, 2.3.1, 2.3.2, 2.3.3, 2.3.4, 2.4.0, 2.4.1, 2.4.2, 2.4.3, 2.4.4, 2.5.0, 2.5.1, 2.5.2, 2.5.3, 2.6.0, 2.6.1, 2.6.2, 2.6.3, 2.7.0rc0, 2.7.0rc1, 2.7.0, 2.7.1, 2.8.0rc0, 2.8.0rc1, 2.8.0)
ERROR: No matching distribution found for tensorflow-gpu==1.15.0
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer: 'TF 1.15 is too old. When it was released there was no python 3.8.' The poster did not dispute it and asked which version to choose instead.",
        platform="linux",
        consequences=frozenset({"tensorflow-not-installed"}),
    ),
    CorpusLog(
        name="tf23-wants-libcudart-10-1-with-cuda-10-2-installed",
        source=_TF + "42166",
        text=r"""I'm trying to see enabled GPUs in tensorflow by the following: 
```
import tensorflow as tf
from tensorflow.python.client import device_lib
import os
os.environ["TF_MIN_GPU_MULTIPROCESSOR_COUNT"]="2"
os.environ["CUDA_VISIBLE_DEVICES"]="0,1"
print("Num GPUs Available: ", len(tf.config.experimental.list_physical_devices('GPU')))
```
It returns 0 GPUs because it is looking for a `cuda` library called 'libcudart.so.10.1'. 
What I tried to so was rename the latest file `libcudart.so.10.2.89` to `libcudart.so.10.1` with no success.
The only way we can probably get this to work is by building from source which takes 10 hours on my machine. 
Can you make tensorflow to point to libcudart.so.10.2 in tensorflow 2.3?

Thanks,""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A TensorFlow member: the TF 2.3 wheels need CUDA 10.1; 'For using cuda 10.2 you have to install TF from source.' Not disputed; closed. Prose with the library name.",
        platform="linux",
        consequences=frozenset({"no-gpu-visible"}),
    ),
    CorpusLog(
        name="tf21-windows-cudart64-101-missing-with-cuda-10-2",
        source=_TF + "38194",
        text=r"""Hi :) I am going to use neural networking and TensorFlow.
I'm trying to install different versions of tensorflow and tensorflow-gpu using pip (for example, 2.1.0 both tensorflow and tensorflow-gpu, 2.2.0-rc0 both tensorflow and tensorflow-gpu) and in Python (3.7) I get error about loading `cudart64_101.dll`, like this:
`>>> import tensorflow as tf`
`2020-03-31 03:30:42.120394: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2020-03-31 03:30:42.134395: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.`
I copied cuDNN files, also I set `CUDA_HOME` env. to value of `CUDA_PATH` env. My hardware meets the requirements.
As far as I understand, TensorFlow 2.1.0 should work fine with CUDA 10.1. But I don't want to use CUDA 10.1 unless emergency, I just install 10.2 and don't want to reinstall it to reinstall back to 10.2 again in future.
I ready to wait for 2.2.0 release, if that makes sense in my case. So my question is: Will TensorFlow 2.2.0 support CUDA 10.2?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A TensorFlow member: 'To use CUDA 10.2 with Tensorflow 2.2. Please build the Tensorflow from source' (the wheels load CUDA 10.1's cudart64_101.dll). The poster knew CUDA 10.2 was the difference and did not dispute it.",
        platform="windows",
    ),
    CorpusLog(
        name="keras-tensorflow-backend-no-gpu-cpu-tensorflow-installed",
        source=_GH + "keras-team/keras/issues/5712",
        text=r"""When I using keras by theano,

import keras
Using Theano backend.
Using gpu device 0: GeForce GTX 1080 (CNMeM is enabled with initial size: 10.0% of memory, cuDNN 5105)
/home/alice/anaconda3/lib/python3.5/site-packages/theano/sandbox/cuda/__init__.py:600: UserWarning: Your cuDNN version is more recent than the one Theano officially supports. If you see any problems, try updating Theano or downgrading cuDNN to version 5.
  warnings.warn(warn)

The GPU can work well!
But now I switch tensorflow, 

import keras
Using TensorFlow backend.(Just it !)

and when I run the demo, GPU doesn't work! Is keras can use GPU automatically when using tensorflow backend?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A Keras collaborator: 'TensorFlow has a CPU version, and a GPU version. From the sounds of it, you've installed the CPU version'; another commenter agreed (a GPU build would have logged the CUDA libraries it opened). The poster did not reply; weak evidence.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- worked
    CorpusLog(
        name="tensorpack-bfc-allocator-not-a-failure-warning-while-training",
        source=_GH + "tensorpack/tensorpack/issues/1303",
        text=r"""When i train the faster-rcnn model shown in the example，I Get the output: "W tensorflow/core/common_runtime/bfc_allocator.cc:237] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.39GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available." 
I trained the model in a distributed environment ,run two containers with overlay network in two services machines. Every service has a Tesla P4 GPU，I had set "tf_config.gpu_options.allow_growth = True", and the Memory-Usage goes  7419MiB /  7611MiB  .
Need I cut down the BatchSize ? And how?  Thx""",
        expected_cause=None,
        harmless=True,
        note="The maintainer (ppwwyyxx): 'You don't have to do anything if it can train.' The allocator line is a performance note, not an out-of-memory error; training ran. Prose with one log line.",
        platform="linux",
    ),
)
