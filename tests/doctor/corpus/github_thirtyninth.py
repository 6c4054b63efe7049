# ruff: noqa: E101, E501, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A thirty-ninth set of real threads, gathered apart and unseen: the TensorFlow ecosystem.

Threads from projects around TensorFlow rather than TensorFlow itself (Sionna, Spark NLP,
Microsoft Recommenders, a Kubernetes deep-learning kiosk, the conda-forge feedstock, keras-io,
Faceswap, Mask R-CNN, VoxelNet, AWS DeepRacer, GPflow, flowdec, Open3D-ML, tensorboardX,
fast-style-transfer, ...).

Broken set-ups: native Windows with a TensorFlow after 2.10 (prose), a Tesla K80 below the
compute capability a TensorFlow container was built for, macOS with no CUDA (prose), CUDA 10.0
libraries missing for a JVM TensorFlow 1.15 (prose), XLA without libdevice in a conda-forge
CUDA build, a TensorFlow/CUDA version mismatch named only in prose (no catalogue cause), GPU
out-of-memory on small cards or beside another process holding the GPU (some logs, some prose),
CPU-only TensorFlow builds (a DeepRacer SageMaker image, a Raspberry Pi wheel on a Jetson TK1),
two TensorFlow distributions side by side after installing GPflow or flowdec, and a TensorBoard
import wanting CUDA 8 libraries beside CUDA 9.

Harmless: an RTX 2080 whose first training iteration is slow but which then runs on the GPU.

At first look (the doctor of commit 39a4eaf) the cause of 10 of the 17 broken logs was named,
9 first; the working run was flagged (a complaint read in "the gpu doesn't work" while
"tensorflow-gpu verison is 2.9.0" went unread, so native Windows after 2.10 was guessed).
Misses: libdevice not found told in words, the plain package installed by another package
("it installed tensorflow and not tensorflow-gpu"), a Mac M1 told in prose, a training run
holding the GPU (a cut line), prose about CPU-only images and boards. After the changes made
from it: 12/17, 11 first, the working run not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sionna-tf-213-215-native-windows-no-gpu-question",
        source=_GH + "NVlabs/sionna/issues/768",
        text=r"""virtual environment requirements for "examples/Autoencoder.ipynb"

hi guys,

i notice that sionna needs TensorFlow 2.13-2.15, however, this version doesn't support using GPU for native windows. Could i downgrade the TensorFlow version to run this demo, i'm doing some effort to reproduce this demo. Or is there any methods to settle the virtual environment configuration?

Wanted help, best wish.""",
        expected_cause="windows-native-no-gpu",
        note="Maintainer (merlinND) answered that downgrading below the supported TF is hard and to set up TensorFlow with GPU in WSL2 following the official instructions; not disputed. Prose only; the poster already names the cause (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="kiosk-training-pod-tesla-k80-cc37-below-52",
        source=_GH + "vanvalenlab/kiosk-console/issues/87",
        text=r"""GPU Compatibility issue with Training pods

On AWS:

```
[NbConvertApp] Converting notebook /kiosk/training/notebooks/train_2018-11-20_19:30:19.ipynb to notebook
[NbConvertApp] Executing notebook with kernel: python
2018-11-20 19:30:26.065352: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:897] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2018-11-20 19:30:26.065739: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1392] Found device 0 with properties: 
name: Tesla K80 major: 3 minor: 7 memoryClockRate(GHz): 0.8755
pciBusID: 0000:00:1e.0
totalMemory: 11.17GiB freeMemory: 11.10GiB
2018-11-20 19:30:26.065771: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1442] Ignoring visible gpu device (device: 0, name: Tesla K80, pci bus id: 0000:00:1e.0, compute capability: 3.7) with Cuda compute capability 3.7. The minimum required Cuda capability is 5.2.
2018-11-20 19:30:26.065790: I tensorflow/core/common_runtime/gpu/gpu_device.cc:952] Device interconnect StreamExecutor with strength 1 edge matrix:
2018-11-20 19:30:26.065805: I tensorflow/core/common_runtime/gpu/gpu_device.cc:958]      0 
2018-11-20 19:30:26.065813: I tensorflow/core/common_runtime/gpu/gpu_device.cc:971] 0:   N 
...
```""",
        expected_cause="compute-capability-too-old",
        consequences=frozenset({"no-gpu-visible"}),
        note="Maintainer's own report (willgraf); confirmed in vanvalenlab/kiosk-console#91: 'The CUDA capability of the K80 GPU machines is only 3.7. The tensorflow/tensorflow containers ... require CUDA capability 5.2 or higher'. Log cut where the excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="spark-nlp-macbook-m1-gpu-not-used-prose",
        source=_GH + "JohnSnowLabs/spark-nlp/issues/13540",
        text=r"""GPU support on mac m1

### How could the documentation be improved?

I'm trying to run the model on MacBook m1. Thanks to the documentation, I can run it. But when I follow the logs, it looks like it is utilizing CPU source not GPU. As I also have Tensorflow on my computer, I can see that it can use GPU. Do you support GPU? My version is 4.2.8.

Thanks in advance.""",
        expected_cause="macos-no-cuda",
        note="Maintainer (maziyarpanahi): 'at the moment the GPU on macOS cannot be supported unless it's an external NVidia'; not disputed, closed stale. Prose only (weak).",
        platform="macos",
    ),
    CorpusLog(
        name="spark-nlp-tf115-jvm-four-gpus-unused-prose",
        source=_GH + "JohnSnowLabs/spark-nlp/issues/1234",
        text=r"""Not using GPU

I am using spark-nlp for NER tagging about 5GB text in mini-batches of 10,000 lines at a time. After selecting the GPU device, I initialized SparkNLP.

```
from numba import cuda
import sparknlp
from sparknlp.pretrained import PretrainedPipeline
from sparknlp.annotator import *
from sparknlp.common import RegexRule
from sparknlp.base import *

cuda.select_device(1)
spark= sparknlp.start(gpu= True)
pipeline = PretrainedPipeline('onto_recognize_entities_lg', lang='en') 
pipeline.annotate(doc) #doc is 10,000 lines at a time

```
But on running `gpustat` I see that none of the 4 GPUs I have are being utilized.  Please note that tagging seems to be going fine based on the output. It appears that spark-nlp is using CPU.

Not sure if I am doing anything incorrectly.""",
        expected_cause="cuda-libraries-missing",
        note="Maintainer (maziyarpanahi): 'You don't have the compatible GPU Driver to work with TensorFlow 1.15.0 (you need CUDA 10.0)', pointing to the libcudart.so.10.0 load warnings; the poster did not dispute. Prose and code only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="conda-forge-tf211-cuda-build-libdevice-not-found",
        source=_GH + "conda-forge/tensorflow-feedstock/issues/296",
        text=r"""Cannot find libdevice in TF 2.11

### Solution to issue cannot be found in the documentation.

- [X] I checked the documentation.

### Issue

TensorFlow 2.11 broke something about how they locate the `libdevice` library, when cuda is installed through `conda`. See https://github.com/tensorflow/tensorflow/issues/56927 or https://github.com/tensorflow/tensorflow/issues/59013.

Here is a simple repro script:
```
mamba create -n tmp python=3.9 tensorflow=2.11
mamba activate tmp
python -c "import tensorflow as tf; model = tf.keras.models.Sequential([tf.keras.layers.Dense(10, input_shape=(10,))]); model.compile(loss=tf.losses.mse); model.fit(tf.ones((32, 10)), tf.ones((32, 10)))"
```
Which gives the error:
```
    ...
    File ".../mambaforge/envs/tmp/lib/python3.9/site-packages/keras/optimizers/optimizer_experimental/optimizer.py", line 1166, in _internal_apply_gradients
      return tf.__internal__.distribute.interim.maybe_merge_call(
    File ".../mambaforge/envs/tmp/lib/python3.9/site-packages/keras/optimizers/optimizer_experimental/optimizer.py", line 1216, in _distributed_apply_gradients_fn
      distribution.extended.update(
    File ".../mambaforge/envs/tmp/lib/python3.9/site-packages/keras/optimizers/optimizer_experimental/optimizer.py", line 1211, in apply_grad_to_update_var
      return self._update_step_xla(grad, var, id(self._var_key(var)))
...
```""",
        expected_cause="xla-libdevice-missing",
        note="Feedstock maintainers labelled it a bug; the poster's diagnosis (libdevice not found with conda CUDA) was not disputed and the feedstock later fixed finding libdevice.10.bc (PR #370). The paste stops before the libdevice lines (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="ms-recommenders-xdeepfm-gpu-memory-used-util-zero-tf-cuda-mismatch",
        source=_GH + "recommenders-team/recommenders/issues/1900",
        text=r"""XDeepFM not utilizing GPU [ASK]

### Description

I'm currently implementing XDeepFM but can't get training on the gpu. I followed the instructions in the GPU support section [here](https://github.com/microsoft/recommenders/blob/main/recommenders/README.md). 

When I trigger the training, I see the GPU memory in use but utilization stays @ 0. Sometimes, it changes to 1% and then 6% but the majority of the time, it stays @ 0%.  

A single cpu stays at 100% however. I do not believe the GPU is being utilized. Any ideas?""",
        expected_cause=None,
        note="The poster confirmed: 'I found the issue. There was an incompatibility with regards to the tensorflow, and cuda version' (which versions not said; no catalogue cause fits a mismatch this vague). Prose only; platform not stated (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-io-example-quadro-m1200-4gb-oom-batch-128",
        source=_GH + "keras-team/keras-io/issues/1949",
        text=r"""Image Classification From Scratch: Make note of large batch size

### Issue Type

Documentation Bug

### Source

binary

### Keras Version

3.6.0

### Custom Code

No

### OS Platform and Distribution

Ubuntu 22.04

### Python version

3.10

### GPU model and memory

Quadro M1200 4 GB

### Current Behavior?

Running the example I kept getting OOM trying to allocate 10 GB. Then I remembered my old GPU only has 4 GB memory.
...

### Standalone code to reproduce the issue or tutorial link

https://keras.io/examples/vision/image_classification_from_scratch/

```
Original error: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1078460416 bytes.
```""",
        expected_cause="gpu-out-of-memory",
        note="The poster's own report says 'Changing batch-size from 128 to 32 fixed it' (cut from the text here, as the fix); a maintainer replied that the examples target Colab. 2024.",
        platform="linux",
    ),
    CorpusLog(
        name="skin-segmentation-tf1-train-oom-conv2d-transpose",
        source=_GH + "HasnainRaz/Skin-Segmentation-TensorFlow/issues/9",
        text=r"""Problem in training

When I began to train your model, I had this issue, but I have no ideas how to fix it. Could you please help me fix it? Thank you very much
```python
Train loss:  0.0 Train iou:  0.0
Val. loss:  0.6931054 Val. iou:  0.4069072
Starting epoch:  0
Traceback (most recent call last):
  File "/home/user/.local/lib/python3.7/site-packages/tensorflow/python/client/session.py", line 1356, in _do_call
    return fn(*args)
  File "/home/user/.local/lib/python3.7/site-packages/tensorflow/python/client/session.py", line 1341, in _run_fn
    options, feed_dict, fetch_list, target_list, run_metadata)
  File "/home/user/.local/lib/python3.7/site-packages/tensorflow/python/client/session.py", line 1429, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[4,256,121,161] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[{{node up2/conv2d_transpose}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[iou_metric/confusion_matrix/stack_1/_81]]
...
```""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer (HasnainRaz): 'It seems you dont have enough GPU memory to train the model ... reduce the batch size'; the poster: 'thank you very much, I solved this issue.' Log cut where the excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="voxelnet-geforce-940m-2gb-oom-prose-and-error",
        source=_GH + "tsinghua-rll/VoxelNet-tensorflow/issues/24",
        text=r"""ResourceExhaustedError (see above for traceback):

Hey Jeasinema!

I'm getting the following error when running on a system with 2gb nvidia geforce 940M card with ompute capability  5.0
`ResourceExhaustedError (see above for traceback): OOM when allocating tensor with [shape[1,10,400,352,128]`]
![error](https://user-images.githubusercontent.com/26026036/35991790-4edf944a-0d2e-11e8-87bb-629cee7fe117.png)
can you please tell me if i can run training with my current system configuration. If so, please give me the suitable input arguments with train.py so as to avoid over usage of gpu.""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer (jeasinema): 'You need at least one nvidia gpu with more than 6GB memory'; not disputed, closed. One error line plus prose; the log is a screenshot (weak). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-1050ti-4gb-original-model-oom-lowmem-works",
        source=_GH + "deepfakes/faceswap-playground/issues/114",
        text=r"""Only Lowmem works on a 4GB graphic card?

I have a 1050 Ti, 4GB, and only the LowMem setting seems to work, I get the Resource exhausted: OOM when allocating tensor with shape[64,2048,4,4] error when running without the LowMem flag.   Would this maybe be a driver issue?  Tried using latest driver, but maybe there's a setting or something?  Task Manager shows 3.8GB of out 4.0 dedicated mem in use, very little shared mem in use, 68% card utilization.  Driver version is 23.21.13.9077.""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer (bryanlyon): 'Original doesn't work on 4gb right now due to dlib ... for now you need 6gb for it'; the poster: 'Got it, thanks.' Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="mask-rcnn-inference-oom-while-training-holds-gpu",
        source=_GH + "matterport/Mask_RCNN/issues/1750",
        text=r"""Balloon sample - Inference trying to use GPU and OOM

...

I want to run the inference on some test images while training is going on. Using the balloon sample here to run my inference. But, it tries to allocate memory on the GPU even though the following config is set.

    # Device to load the neural network on.
    # Useful if you're training a model on the same
    # machine, in which case use CPU and leave the
    # GPU for training.
    DEVICE = "/cpu:0"  # /cpu:0 or /gpu:0

2019-09-18 20:06:19.737835: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2019-09-18 20:06:19.770330: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2993940000 Hz
2019-09-18 20:06:19.773522: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x56194e1fcff0 executing computations on platform Host. Devices:
2019-09-18 20:06:19.773552: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): <undefined>, <undefined>
2019-09-18 20:06:19.775562: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcuda.so.1
2019-09-18 20:06:19.915737: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error I""",
        expected_cause="gpu-out-of-memory",
        note="The poster's own note (cut from the text as the fix): 'It works when training is over as the GPU is free' - the training process held the GPU memory. No reply; the last line is cut where the excerpt ended (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepracer-sagemaker-image-no-gpu-support-prose",
        source=_GH + "aws-deepracer-community/deepracer-core/issues/16",
        text=r"""Does the sagemaker docker image support GPU?

It looks like it doesn't support GPU. Or did I miss something?""",
        expected_cause="tensorflow-cpu-only-build",
        note="Maintainer (crr0004): 'Currently doesn't, no. There is a base image for Sagemaker for NVIDIA that would need to be reconfigured'; a GPU image came later. Prose only, one line (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="rpi-tensorflow-wheel-on-jetson-tk1-cpu-only",
        source=_GH + "samjabrahams/tensorflow-on-raspberry-pi/issues/56",
        text=r"""GPU enabled tensorflow version

I'm using this repo's tensorflow version for my Jetson TK1(ARM) as Keras backend, I've Installed it with python2.7 using pip. It's working fine for me, but I think this version of tensorflow is for CPU, do you have GPU enabled support for it also. Thank you.""",
        expected_cause="tensorflow-cpu-only-build",
        note="Maintainer (samjabrahams) confirmed there is no GPU-enabled build ('I don't see GPU-enabled TensorFlow on the Raspberry Pi as a possibility') and pointed to building TF 0.8 for the TK1 from the TK1 instructions. Prose only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="gpflow-pip-pulls-tensorflow-beside-tensorflow-gpu-220",
        source=_GH + "GPflow/GPflow/issues/1509",
        text=r"""Why I already have tensorflow-gpu 2.2.0 it still search for tensorflow 2.2.0

   I have built a conda environment and have tensorflow-gpu 2.2.0 installed. However, when I use the command pip install gplow, it still "Collecting tensorflow>=2.1.0 Downloading tensorflow-2.2.0-cp37-cp37m-manylinux2010_x86_64.whl (516.2 MB)". After that I have two tensorflow versions in my environment. One is tensorflow 2.2.0, the other is tensorflow-gpu 2.2.0. 
  I wonder use my gpu edition tensorflow to support gpflow. How can I do it? Thanks!
My python edition is 3.7.6.""",
        expected_cause="multiple-tensorflow-distributions",
        note="Maintainer (awav): 'Since TF2.0 tensorflow pip package has binaries for CPU and GPU. You don't need to install tensorflow-gpu, and it is a separate package. GPflow requires only tensorflow.' Not disputed. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="flowdec-install-pulls-cpu-tensorflow-over-tensorflow-gpu",
        source=_GH + "hammerlab/flowdec/issues/10",
        text=r"""flowdec installation downloads tensorflow when tensorflow-gpu already installed

Hi!
When running the e.elegans example flowdec was running on CPU, not GPU. Also noticed that when flowdec was installed it installed tensorflow and not tensorflow-gpu. 

If tensorflow was uninstalled would flowdec use tensorflow-gpu and sort itself out?
Cheers""",
        expected_cause="multiple-tensorflow-distributions",
        note="Maintainers: install flowdec with TF_GPU=true; the TensorFlow dependency was then split into an optional extra (PR #11) so that the CPU 'tensorflow' (TF 1.x era) is no longer installed beside tensorflow-gpu. Not disputed. Prose only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="open3d-ml-quadro-t2000-4gb-randlanet-kpconv-oom-prose",
        source=_GH + "isl-org/Open3D-ML/issues/231",
        text=r""""CUDA_ERROR_OUT_OF_MEMORY" error for both models

Cannot run any of the two models KPConv or RandLaNet with S3DIS or SemanticKITTI because CUDA error of running out of memory.
Can someone confirm ~4GB dedicated graphics memory is enough or not to hold the models?

Current Graphics Card:
Quadro T2000 with Max-Q Design
Total Memory:: 4096MB
Total Dedicated Memory: 3914 MB

I have tried many different combinations so far such as run_pipeline.py, examples jupyter books, etc.
Non of the models can continue beyond epoch=0.
I have also tried CUDA allow memory growth trick as well. Still it grows until >3600MB and gives the above error.""",
        expected_cause="gpu-out-of-memory",
        note="The poster came back with the finding: 'RandLaNet usually takes bit more than 8GB memory and KPConv takes just above 4GB memory for training with default settings' (the 4 GB card is too small). Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorboardx-tensorboard-import-libcublas-so-8-with-cuda-9",
        source=_GH + "lanpa/tensorboardX/issues/126",
        text=r"""ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory

 Hi @lanpa ,thanks for this tool.I am trying to run the comand: tensorboard --logdir , and it report the ImportError:

i guess it is about the cuda runtime enviroment. How can i use this tool with cuda9.0?""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="Maintainer (lanpa): 'You need to install cuda9 compatible tensorflow' (the installed TensorFlow wanted CUDA 8.0's libcublas); the poster: 'Thank you, it works now!' Title plus prose; the traceback was not pasted.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- harmless
    CorpusLog(
        name="fast-style-transfer-rtx2080-first-iteration-slow-not-stuck",
        source=_GH + "lengstrom/fast-style-transfer/issues/283",
        text=r"""Problem of memory

I’m using rtx2080 with 8gb’s memory on windows 10, but I can only run style.py when batch size is 1, when I make it to 2 or a bit more, it won’t start and just stay at the cudnn version(maybe but I didn’t remember clearly), when it comes to about 8-12, the memory is not enough. Also, when batch size is 1 and it’s running, I see that the gpu usage is only about 5% and it runs quite slowly. When batch size is higher, there is only a high peak of about 100% then the gpu doesn’t work. There’s an interesting thing that when I run two at a time, the usage jumps frequently from 90% or higher to about 40%. The cuda version is 11.7 and tensorflow-gpu verison is 2.9.0. Sorry that I forget the python version and cudnn version.""",
        harmless=True,
        note="The poster confirmed it was fine: 'Oh it’s my fault. I turn it to 10 and just wait, it works. It’s just because it takes sometime to finish the first iteration.' Prose only.",
        platform="windows",
    ),
)
