# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A forty-ninth set of real threads, gathered apart (set-up problems in users' own words).

GitHub issues outside the TensorFlow and Keras repositories, found by what users write ("is it
using the GPU", "runs on CPU only", "training is slow", "GPU memory full but utilization 0",
laptop and old GPUs, clusters, cloud, R and other front ends) rather than by log lines.

Broken set-ups: CPU-only TensorFlow (or a CPU wheel pulled in next to the GPU one by another
package's requirements), CUDA or cuDNN libraries of the wrong version (TF 2.2 needing CUDA 10.1,
TF 1.3 needing cuDNN 6 on Windows under R), GPUs waiting on the input pipeline, GPU memory
exhausted until the batch size came down, XLA without libdevice in a SageMaker image (2025), and causes outside the catalogue (an application's
OpenCL build, a too-small Windows paging file, conda too old for R's installer, a CPU without
the instructions a TF wheel needs, a different Python environment).

Working runs: a cuDNN "redzone checking" notice on a small laptop GPU, called benign by the
maintainer.

Mostly prose, some short pastes; many threads are 2017-2022 (the corpus is heavily mined).

At first look (the doctor of commit f626c5b, before this set was read) the cause of 5 of the 16
broken logs was named (2 first); the working run was flagged (Keras' "on_train_batch_end is slow
compared to the batch time" beside the redzone notice). Misses: "my GPU is running out of
memory", the GPU lost "after installing this package", GPU memory warnings cut before the
failure, a GPU slower than the CPU or under-used with no line that says so, a Windows import
traceback cut before its last line, five causes with no catalogue ID. After the changes made
from it (the callback note no longer read as an input pipeline): 7/16, none flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="unet-keras-trains-on-cpu-fixed-by-python-36-env",
        source=_GH + "zhixuhao/unet/issues/116",
        text=r"""Hello, I found a strange problem. When I try to train it in the GPU. I all found it work in CPU.
And I do  two things below:
Tensorflow:
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())

Keras:
from keras import backend as K
K.tensorflow_backend._get_available_gpus()

I all get the information with GPU. The training processing was very slow. I was crazy about, I change my environment many times. But I still fail. How to train it in the GPU.""",
        expected_cause=None,
        harmless=False,
        note="The poster: 'After i change python 3.6.Do the same things, problem solve. Maybe it's because the python2.7 not suitable to keras2.2.' — a different Python environment fixed it; the real cause is not named. Prose only, weak (2019); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="seld-net-keras-code-only-runs-on-cpu-needed-gpu-tensorflow",
        source=_GH + "sharathadavanne/seld-net/issues/32",
        text=r"""Hello！Do you train your model on GPU? During training, I found that the code only runs on the CPU. Now I want to put the code on the GPU. Is there any way?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Maintainer: 'If you have a compatible GPU, Keras should automatically train on it'; the poster next day 'now the code can run on GPU', and later explained 'You need to download the GPU version of TensorFlow and the corresponding cudatoolkit version'. Prose only, weak (2022); cudatoolkit was part of the fix too; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-opencl-build-runs-on-cpu-gtx-1070",
        source=_GH + "iperov/DeepFaceLab/issues/343",
        text=r"""THIS IS NOT TECH SUPPORT FOR NEWBIE FAKERS
POST ONLY ISSUES RELATED TO BUGS OR CODE

## Expected behavior

Expecting to see "Running on GeForce GTX 1070 8 GB" while running "4) data_src extract faces MT all GPU.bat"

## Actual behavior

Am instead running on CPU which is very slow compared to expected performance from GPU.
![image](https://user-images.githubusercontent.com/29494570/62901029-bc2ec000-bd29-11e9-8b46-ee0219b1338a.png)

## Steps to reproduce

I have cleared the workspace and redone steps "2) extract images from video data_src.bat" and "3.2) extract images from video data_dst FULL FPS.bat"

## Other relevant information
- Running Windows 10""",
        expected_cause=None,
        harmless=False,
        note="The poster: 'I believe I was using the CLSSE version when I should have been using the SSE version' then 'Fixed.' — DeepFaceLab's OpenCL (CLSSE) build instead of its CUDA build; no catalogue cause. Prose only (2019).",
        platform="windows",
    ),
    CorpusLog(
        name="deep-speaker-tensorflow-gpu-22-only-uses-cpu-20-works",
        source=_GH + "philipperemy/deep-speaker/issues/58",
        text=r"""I have install tensorflow-gpu.But when run './deepspeaker train_softmax',I find it only use cpu.
I don't know why. Can you give me some points.

'''
pip list | grep tensorflow
tensorflow-estimator               2.2.0       
tensorflow-gpu                     2.2.0
 '''""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Maintainer: 'Maybe your GPU is not compatible with tensorflow-gpu 2.2.0 ... This should work with 2.0'; the poster: 'I have reinstall tensorflow-gpu==2.0 ... the train process is running on GPU' (his later nvidia-smi shows a CUDA 10.2 driver). The CUDA 10.1 libraries TF 2.2 needs (2.0 uses 10.0) is the inferred cause; weak, prose + pip list (2020).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-rtx-3090-saehd-crashes-windows-paging-file",
        source=_GH + "iperov/DeepFaceLab/issues/5272",
        text=r"""Just wanted let you know
I have no luck with SAEHD (it starts then crashes with long error list), with my nw 3090 i only have luck with quick96, anyone else?

running the latest win10, i9-9900k, 32GB ram.
build_01_04_2021""",
        expected_cause=None,
        harmless=False,
        note="A commenter: 'Increase virtual memory may be helpful'; the poster: 'Thanks this helped!' — the Windows paging file was too small, no catalogue cause. Prose only, weak (2021).",
        platform="windows",
    ),
    CorpusLog(
        name="ibm-lms-pip-install-pulls-cpu-tensorflow-model-on-cpu",
        source=_GH + "IBM/tensorflow-large-model-support/issues/14",
        text=r"""My model was running fine on GPU, but after installing this package as mentioned in the README , now my model started running on CPU only. When I checked the available device only CPU shows up. How to fix this issue?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="Maintainer: 'With pip installed TensorFlow with GPU support (tensorflow-gpu), the install of this module was switching the implementation to tensorflow which is CPU only' and fixed the prerequisites; poster did not dispute. Prose only (2019); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="quiver-pip-install-adds-cpu-tensorflow-next-to-gpu",
        source=_GH + "keplr-io/quiver/pull/51",
        text=r"""Currently if I have tensorflow-gpu installed and install quiver - tensorflow gets installed and tf is using cpu version which is not what expected""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The PR author's own diagnosis, fix merged by the maintainer ('Looks good!'). One sentence of prose, weak (2017); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="opennmt-tf-gpu-session-config-but-cpu-tensorflow",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/318",
        text=r"""Hi, I'm making a trial with the default parameters and a gpu session config. It's printing 

```
INFO:tensorflow:Using config: {'_model_dir': 'run/', '_tf_random_seed': None, '_save_summary_steps': 100, '_save_checkpoints_steps': None, '_save_checkpoints_secs': 600, '_session_config': gpu_options {
  allow_growth: true
}

```
but in fact it's not using the GPU, could someone tell me why?

thanks""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Maintainer: 'did you install the GPU version of Tensor flow?'; the poster: 'sorry it was that... now I'm training'. Short paste (2019); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="r-keras-install-keras-gpu-windows-tf13-needs-cudnn6",
        source=_GH + "rstudio/keras3/issues/107",
        text=r"""Dear all,

I have been stuggling to install keras with gpu-support. I have used :

devtools::install_github("rstudio/keras")
library(keras)
use_condaenv("r-tensorflow")
install_keras(tensorflow="gpu")

to install keras and get the following error message, similar what was
posted before, when trying to load the mnist dataset:

library(keras)
mnist <- dataset_mnist()

Error in py_module_import(module, convert = convert) :
ImportError: Traceback (most recent call last):
File "C:\Users\alice\ANACON1\envs\R-TENS1\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py",
line 18, in swig_import_helper
return importlib.import_module(mname)
File "C:\Users\alice\ANACON1\envs\R-TENS1\lib\importlib_*init*_.py", line
126, in import_module
return _bootstrap._gcd_import(name[level:], package, level)
File "", line 978, in _gcd_import
File "", line 961, in _find_and_load
File "", line 950, in _find_and_load_unlocked
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Maintainer: 'either CUDA or cuDNN can't be loaded' and TF 1.3 'requires cuDNN 6.0'; the poster: 'After installing cuDNN version 6.0, everything worked'. The text is the poster's description as quoted in the maintainer's e-mail reply (quote markers removed; the quote lost the '~' of short paths); cut where the excerpt ends (2017).",
        platform="windows",
    ),
    CorpusLog(
        name="r-keras-install-keras-gpu-conda-no-such-option-yes",
        source=_GH + "rstudio/keras3/issues/318",
        text=r"""Running the following leads to this error (using CRAN, latest Anaconda, Windows 10, CUDA 9, works fine without GPU):

```r
> install_keras(tensorflow = "gpu")
Creating r-tensorflow conda environment for TensorFlow installation...
Usage: conda [options] [INPUTFILE]
       (STDIN is assumed if no INPUTFILE is given)

conda: error: no such option: --yes
Error: Error 2 occurred creating conda environment r-tensorflow
In addition: Warning message:
running command '"C:\PROGRA~3\ANACON~1\Scripts\conda.exe" "create" "--yes" "--name" "r-tensorflow" "python=3.6"' had status 2 
```""",
        expected_cause=None,
        harmless=False,
        note="Maintainer: 'the bit about no such option --yes implies that you have an older version of conda'; the poster: reinstalling Anaconda 5.1 did not help, 'I uninstalled the latest version of Anaconda (5.1) and switched to Anaconda 4.2, it now installs'. The GPU TensorFlow install failed in the conda step; no catalogue cause (2018).",
        platform="windows",
    ),
    CorpusLog(
        name="stellargraph-graphsage-gpu-slower-than-cpu-generator-bound",
        source=_GH + "stellargraph/stellargraph/issues/670",
        text=r"""**GraphSage implementation for GPU is taking more time than CPU**

I've testing stellargraph library for node classification to test its performance when using GPU but it is taking more time than the CPU implementation. The test have been performed for Graphsage using the proposed demo with the Cora dataset with all the parameters by default.

My CPU is i7-4710HQ CPU @ 2.50GHz and my graphic card is a GEFORCE 860M (laptop). Version of stellargraph 0.9.0b0 using Tensorflow 2.0.0. Ubuntu 18.04.

CPU is taking around 33 seconds whereas GPU is around 44 seconds. It is more than 30%.""",
        expected_cause="gpu-underutilized-input-bound",
        harmless=False,
        note="Maintainer: training 'is currently dominated by the time it takes to transfer data from the CPU to the GPU ... the GPU is mostly waiting for the generator to send it data'; poster did not dispute. Prose only (2020).",
        platform="linux",
    ),
    CorpusLog(
        name="lingvo-gpu-utilization-unstable-input-generator-no-prefetch",
        source=_GH + "tensorflow/lingvo/issues/140",
        text=r"""In locally sync mode, the GPU utilization is unstable (sometime 100%, sometime 0%), and the average GPU utilization is about 60%. I think this question may caused by IO when data feeding. Any ways to solve it?""",
        expected_cause="gpu-underutilized-input-bound",
        harmless=False,
        note="Maintainer (marking it a duplicate of #79): 'The input generator does not prefetch data so that might indeed be the cause.' Poster did not dispute. Prose only, weak (hedged diagnosis, 2019); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-pose-estimation-16gb-gpu-out-of-memory-batch-16",
        source=_GH + "ildoonet/tf-pose-estimation/issues/287",
        text=r"""Hi everyone, I am trying to train the mobilenet_accurate model with Coco data and my 16GB GPU is running out of memory even when the batchsize=16. On trying batchsize=1 and 8, I run into err typ1 error. Has anybody faced such an issue with batchsize? If yes, how did you solve it? Any suggestion would be greatly appreciated. Thanks.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The poster: 'Managed to get it working after making a few changes. I changed the batchsize to 1. Not ideal but it works!' (plus edits so the preview code picks one image). Prose only (2018); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-linux-rtx-3090-tf24-illegal-instruction-old-cpu",
        source=_GH + "nagadit/DeepFaceLab_Linux/issues/27",
        text=r"""Thanks so much to Nagadit for hosting this repository. Here is my problem and hopefully it helps someone else:

## Expected behaviour

Training SAEHD or XSeg on DFL with RTX 3090, tensorflow 2.4.0

## Actual behaviour

Python throws Error code of "illegal instruction, core dumped" on last line of DFL script (which says "train")
This is despite Tensorflow 2.4.0 correctly recognising the RTX 3090, and despite cuda 11.0 or 11.1 and compatible nvidia drivers (455.28) all working correctly.
You can check if Tensorflow is recognising your GPU by typing

python

 >>>from tensorflow.python.client import device_lib
 >>>print(device_lib.list_local_devices())

## Steps to reproduce

Install DFL on Linux as per Nagadit repository but use python 3.8 instead, and cudnn 8.0.5 and cudatoolkit 11.0 from Conda or 11.1 from Nvidia direct. Use latest requirements-cuda.txt since some newer versions of some modules are required (like h5py==2.10.0 or pyqt5==5.15.2)
Tensorflow 2.4.0
Use latest files from iperov Github.""",
        expected_cause="cpu-without-avx",
        harmless=False,
        note="The poster's own solution in the same post: with an older CPU lacking the instructions the TF 2.4.0 wheel needs ('TF requires AVX or AVX2 support'), installing TensorFlow 2.5.0 fixed the 'illegal instruction'. CPU instruction set; the solution part of the post is left out (2021).",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-centroid-training-stops-rtx-2070-out-of-memory",
        source=_GH + "talmolab/sleap/issues/587",
        text=r"""...
2021-09-29 16:46:16.619575: W tensorflow/core/common_runtime/bfc_allocator.cc:312] Garbage collection: deallocate free memory regions (i.e., allocations) so that we can re-allocate a larger region to avoid OOM due to memory fragmentation. If you see this message frequently, you are running near the threshold of the available device memory and re-allocation may incur great performance overhead. You may try smaller batch sizes to observe the performance impact. Set TF_ENABLE_GPU_GARBAGE_COLLECTION=false if you'd like to disable this feature.
2021-09-29 16:46:34.070863: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.60GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2021-09-29 16:46:39.675101: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.21GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The poster: 'after some epochs, the GPU (Geforce RTX2070) was running out of memory and the training of the first model stops ... reduced the batch size from 4 to 1. That apparently solved the issue'. Only the part of the pasted log that the excerpt showed (2021); platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-distribution-191-tf214-cant-find-libdevice",
        source=_GH + "aws/sagemaker-distribution/issues/539",
        text=r"""### Category

Compatibility Issue

### 🐛 Describe the bug

I'm trying to train a model in a script that requires TF 2.14. As I understand, the right way to do that is to select an earlier version of the SageMaker Distribution when starting the instance. I selected version 1.9.1 since this is the latest that has TF 2.14.

The CUDA/TensorFlow combo in this one seems to be broken. If I try to run this code:
```python
import os
os.environ['TF_CPP_MIN_LOG_LEVEL'] = '0'  # Enable verbose logging

import tensorflow as tf

# GPU check
gpus = tf.config.list_physical_devices('GPU')
print("GPUs available:", gpus)

# Sigmoid test
with tf.device('/GPU:0'):
    input_data = tf.random.normal([1000, 1000])
    output_data = tf.nn.sigmoid(input_data)
```

Then I get this error:
```
2025-01-05 17:02:35.709071: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:521] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.8
  /usr/local/cuda
  /opt/conda/lib/python3.10/site-packages/tensorflow/python/platform/../../../nvidia/cuda_nvcc
  /opt/conda/lib/python3.10/site-packages/tensorflow/python/platform/../../../../nvidia/cuda_nvcc
  .
...""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="AWS maintainer: 'The issue is due to missing cuda-nvcc package from SMD v1 image' (upgrade to SMD v2 or 'sudo apt install cuda-compiler-11-8'); the poster: 'that worked for me'. Instance ml.g4dn.xlarge (T4); cut where the excerpt ends (2025).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="sleap-rtx-3050ti-redzone-checking-benign-warning",
        source=_GH + "talmolab/sleap/issues/677",
        text=r"""Failed to allocate memory for convolution redzone checking; skipping this check. This is benign and only means that we won't check cudnn for out-of-bounds reads and writes. This message will only be printed once.
WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.0218s vs `on_train_batch_end` time: 0.3121s)

Ubuntu 20.04.04LTS

Got prev message on training a single model animal""",
        expected_cause=None,
        harmless=True,
        note="Maintainer (talmo): 'This is just a warning and can be safely ignored ... you might be a bit low on GPU memory'; training ran on the RTX 3050 Ti (title). Short paste (2022).",
        platform="linux",
    ),
)
