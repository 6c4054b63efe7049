# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-fourth set of real threads, gathered apart: GitHub issues on the trackers of applications and model code built on TensorFlow (object detection and remote-sensing detectors, NLP finetuning, retina grading, a Docker deep-learning image, Nextcloud Recognize, DeepLabCut, DeepVariant), any year.

Broken kinds held: a TensorFlow build whose CUDA/cuDNN release is not installed (a CUDA 10.1 install
for a CUDA 10.0 build on Windows, an image pairing TF 2.5 with CUDA 10.2, an app image shipping no
CUDA runtime for tfjs-node-gpu), a driver below the image's CUDA minimum, a training script that sets
CUDA_VISIBLE_DEVICES to a GPU index the machine lacks, and the GPU running out of memory (batch or
image size too large). Working runs: 2 (a Windows training run that created its GPU device while the
Task Manager looked idle; a CPU-only DeepVariant step printing TF's no-driver notices).

At first look (the doctor of commit d7bb194, before this set was read) the cause was named in 6
of the 7 broken logs, all 6 first; one of the 2 working runs was flagged (the CPU-only
DeepVariant step: its "Could not find cuda drivers" lines read as a missing CUDA runtime).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfod-tutorial-windows-tf114-cudart64-100-missing-with-cuda-101",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/340",
        text=r"""> ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 10.0 from this URL: https://developer.nvidia.com/cuda-90-download-archive

The tensorflow model repository has a self_check.py file that will fail every time if we download and install the latest CUDA/cuDNN 10.1 because the DLL files are titled "cudart64_101.dll" and it won't find the "...64_100.dll" ever.""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2019. Prose plus the import error. The poster's own diagnosis (CUDA 10.1 installed, the TF build wants the CUDA 10.0 DLLs); a commenter with the same error: 'double check you exactly use CUDA 10.0 not CUDA 10.1 ... This solved my dll missing errors with Tensorflow 1.14.0.'",
        platform="windows",
    ),
    CorpusLog(
        name="finetune-nvidia-docker-driver-below-minimum-for-image-cuda",
        source=_GH + "IndicoDataSolutions/finetune/issues/103",
        text=r"""I am trying to run training with Nvidia-docker , I have cuda 8 and 

getting the following error, when running training file , 

Here is the image of my terminal output : https://ibb.co/eRoj5p

Here is the image of nvidia-smi and nvidia-docker on terminal :  https://ibb.co/jEtOy9

I am not able to figure out what the problem is I have docker and compatible verison of nvidia-docker, I have nvidia gpus and cuda 8, I have verified performing nvidia-smi test on nvidia-docker, but when I run the finetune docker image and then run training file , it gives the error mentioned in screenshot.

I would really appreicate if someone can point me towards a right direction to solve this.""",
        expected_cause="driver-too-old",
        note="2018. Prose only (the error is in screenshots). The poster found it: 'my driver version is missing the minimum requirement by point decimal value, Ill have to update my driver'; maintainer: 'Glad you were able to figure thing out.'",
        platform="linux",
    ),
    CorpusLog(
        name="jama16-retina-windows-quadro-m500m-2gb-oom-batch-32",
        source=_GH + "mikevoets/jama16-retina-replication/issues/5",
        text=r"""Hi,

I'm sorry about asking this, but I have no idea to solve this problem when run train.py. the following is error message:

# System information
- OS Platform and Distribution: Windows 10
- TensorFlow version: 1.2
- CUDA/cuDNN version:
- Cuda compilation tools, release 9.1 and cuDNN 8.0 with the NVIDIA Quadro M500M
- GPU memory: 2G
- Python version**: Python 3.6.2 |Anaconda 4.4.0 (64-bit)|

# Error Message:
Found GPU! Using channels first as default image data format.
Traceback (most recent call last):
  File "D:\ProgramData\Anaconda3\lib\site-packages\tensorflow\python\client\session.py", line 1361, in _do_call
    return fn(*args)
  File "D:\ProgramData\Anaconda3\lib\site-packages\tensorflow\python\client\session.py", line 1340, in _run_fn
    target_list, status, run_metadata)
  File "D:\ProgramData\Anaconda3\lib\site-packages\tensorflow\python\framework\errors_impl.py", line 516, in __exit__
    c_api.TF_GetCode(self.status.status))
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[32,256,35,35] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[Node: mixed0/concat = ConcatV2[N=4, T=DT_FLOAT, Tidx=DT_INT32, _device="/job:localhost/replica:0/task:0/device:GPU:0"](activation_5/Relu, activation_7/Relu, acti

modify system information : TensorFlow version: 1.6""",
        expected_cause="gpu-out-of-memory",
        note="2018. The poster: 'I modify train_batch_size = 8 val_batch_size = 8 and shuffle_buffer_size = 32 then it works.'; maintainer: 'ResourceExhaustedError means that you should decrease the batch size. But you found that out already.'",
        platform="windows",
    ),
    CorpusLog(
        name="retinanet-rotation-rtx2080-oom-after-300-steps-800px-crops",
        source=_GH + "DetectionTeamUCAS/RetinaNet_Tensorflow_Rotation/issues/1",
        text=r"""I cropped 800x800, overlap=200, and get oom for a few steps(~ 300). I never meet this problem when training on your R2CNN project, even cropped to 1024x1024. Does RetinaNet need more memory?  How to deal with this problem......""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose only. Maintainer (yangxue0827): RetinaNet has many anchors, large images use a lot of GPU memory; the poster: 'I try to use a little bit smaller size in cfg.py, it worked.' Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="r2cnn-faster-rcnn-train-py-cuda-visible-devices-no-cuda-capable-device",
        source=_GH + "DetectionTeamUCAS/R2CNN_Faster-RCNN_Tensorflow/issues/98",
        text=r"""@yangxue0827 I have installed cuda 10.0 on my system,it works fine but  while training it shows no CUDA-capable device is detected and runs on cpu""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2019. Prose only. The poster found it: 'In train.py , i made this change os.environ[\"CUDA_VISIBLE_DEVICES\"] = '0', then it works in GPU' (the repository's cfgs set a GPU index the machine does not have). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepo-image-tf25-with-cuda102-cudnn7-libcusparse11-libcudnn8-missing",
        source=_GH + "ufoym/deepo/issues/145",
        text=r"""The latest versions use `tensorflow==2.5.0`, `CUDA==10.2`, `cudnn7`.

Apparently, `tensorflow==2.5.0` seems to be not compatible with `CUDA==10.2`.

full log:
2021-06-22 06:10:01.725884: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcusparse.so.11'; dlerror: libcusparse.so.11: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
2021-06-22 06:10:01.725969: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
2021-06-22 06:10:01.725984: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1766] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2021-06-22 06:10:01.864938: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1258] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-06-22 06:10:01.864983: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1264]      0 """,
        expected_cause="cuda-libraries-missing",
        note="2021. Weak: the poster's own diagnosis from the log (the deepo image pairs TF 2.5.0, built for CUDA 11.2/cuDNN 8, with CUDA 10.2/cuDNN 7); the issue was closed without a maintainer reply in view. Docker image.",
        platform="linux",
    ),
    CorpusLog(
        name="nextcloud-recognize-truenas-docker-tfjs-node-gpu-libcudart-11-missing",
        source=_GH + "nextcloud/recognize/issues/1491",
        text=r"""### Which version of recognize are you using?

11.01

### Enabled Modes

Object recognition, Face recognition, Video recognition

### TensorFlow mode

GPU mode

### Downstream App

Photos App

### Which Nextcloud version do you have installed?

33.01

### Which Operating system do you have installed?

docker

### Which database are you running Nextcloud on?

postgresql

### Which Docker container are you using to run Nextcloud? (if applicable)

Stock docker container from truenas

### How much RAM does your server have?

64 GiB

### What processor Architecture does your CPU have?

X86_64

### Describe the Bug

Attempting to run recognize in the stock docker image for truenas results in the docker image not having everything it needs to run. Looking at the configuration for the app in nextcloud:
 Successfully loaded libtensorflow in Node.js, but couldn't load GPU. Make sure CUDA Toolkit and cuDNN are installed and accessible, or turn off GPU mode.

If the shipped Node.js binary doesn't work on your system for some reason you can set the path to a custom node.js binary. Currently supported is Node v20.9 and newer v20 releases. 

The GPU is detected and the driver is loaded as determined by nvidia-smi. However, I'm curious as to what additional packages need to be installed in order to ensure that recognize will work properly

...

Looking at the source code further, I can see that the message has been updated in the latest unreleased version. It looks like the docker version is missing the cuda runtime libraries.

Running a test script seems to support this notion.
root@host:/var/www/html/custom_apps/recognize# ./bin/node -e "const tf=require('@tensorflow/tfjs-node-gpu'); console.log(tf.getBackend())"
Platform node has already been set. Overwriting the platform with node.
2026-07-07 14:43:58.105270: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2026-07-07 14:43:58.105480: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2026-07-07 14:43:58.557600: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
...""",
        expected_cause="cuda-libraries-missing",
        note="2026. Weak: the poster's own diagnosis from the tfjs-node-gpu log ('It looks like the docker version is missing the cuda runtime libraries'); the same user then asked the TrueNAS app (truenas/apps#4709) for an image that copies the CUDA 11.8 + cuDNN 8 runtime libraries in. No 'now it works' in view. Docker (TrueNAS stock Nextcloud image).",
        platform="linux",
    ),
    # --------------------------------------------------------------- working
    CorpusLog(
        name="deeplabcut-windows-tf113-quadro-rtx4000-gpu-created-task-manager-shows-idle",
        source=_GH + "DeepLabCut/DeepLabCut/issues/964",
        text=r"""OS: Windows 10
DeepLabCut Version: 2.1.8.2 (checked with import deeplabcut, deeplabcut.__version__)
Anaconda env used: Supplied Anaconda env from https://github.com/DeepLabCut/DeepLabCut/blob/master/conda-environments/README.md
Python: 3.7
Tensorflow: 1.13.1 (installed using pip install tensorflow-gpu==1.13.1)
CUDA: 10.0 (confirmed using nvcc --version)

**Describe the problem**

My computer is not using the GPU at all when I run DeepLabCut. Here is a screenshot of the Task Manager while training the network:

<img width="842" alt="GPU-usage" src="https://user-images.githubusercontent.com/72955701/96351246-32465980-1088-11eb-84bc-b56696229652.PNG">

As you will see in the code below, tensorflow sees the GPU and maps the device. I have double checked all the versions using this site https://www.tensorflow.org/install/source_windows#tested_build_configurations and they all match up.

...

Initializing ResNet
Loading ImageNet-pretrained resnet_50
2020-10-19 10:22:27.328860: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2020-10-19 10:22:27.487022: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1433] Found device 0 with properties:
name: Quadro RTX 4000 major: 7 minor: 5 memoryClockRate(GHz): 1.545
pciBusID: 0000:03:00.0
totalMemory: 8.00GiB freeMemory: 7.00GiB
2020-10-19 10:22:27.487108: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1512] Adding visible gpu devices: 0
2020-10-19 10:22:27.775212: I tensorflow/core/common_runtime/gpu/gpu_device.cc:984] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-10-19 10:22:27.775344: I tensorflow/core/common_runtime/gpu/gpu_device.cc:990]      0
2020-10-19 10:22:27.775962: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1003] 0:   N
2020-10-19 10:22:27.776379: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 6720 MB memory) -> physical GPU (device: 0, name: Quadro RTX 4000, pci bus id: 0000:03:00.0, compute capability: 7.5)
Training parameter:""",
        harmless=True,
        note="2020. Working run. The training log the poster posted (as quoted back by the maintainer) shows TF creating the GPU device; maintainer (MMathisLab): 'this looks good! You should be all set with the GPU installation at least!' The worry came from Windows Task Manager's default graphs, not from TensorFlow.",
        platform="windows",
    ),
    CorpusLog(
        name="deepvariant-cpu-image-make-examples-could-not-find-cuda-drivers-noise",
        source=_GH + "google/deepvariant/issues/1076",
        text=r"""**Have you checked the FAQ? https://github.com/google/deepvariant/blob/r1.10/docs/FAQ.md**:

**Describe the issue:**
The documentation makes it clear that `make_examples` does not use GPU. However when running this command using the google CPU docker image you get a huge amount of concerning looking GPU warnings. 

It would be good if these were either suppressed or avoided when running non-GPU steps without a GPU. 

**Setup**
  - DeepVariant version: v1.10.0
  - Installation method (Docker, built from source, etc.): Google supplied CPU docker image

**Steps to reproduce:**
  - Command:
seq 0 11 | parallel -q --halt 2 --line-buffer /opt/deepvariant/bin/make_examples \
    --mode calling \
    --ref "hg38.analysisSet.fa" \
    --reads "TESTSAMPLE.bam" \
    --examples "./TESTSAMPLE.examples.tfrecord@12.gz" \
    --gvcf "./TESTSAMPLE.gvcf.tfrecord@12.gz" \
    --checkpoint /opt/models/ont_r104
    --task {}
  - Error trace:
2026-05-15 11:47:34.725431: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2026-05-15 11:47:34.726817: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
...
2026-05-15 11:47:34.725445: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2026-05-15 11:47:34.726806: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141157: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141156: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141153: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141154: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141152: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
2026-05-15 11:47:35.141183: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on your machine, GPU will not be used.
...""",
        harmless=True,
        note="2026. Working run on a machine with no GPU: DeepVariant's CPU image running make_examples, a step its documentation says never uses a GPU; the poster only asks for the noise to be suppressed, and the issue was closed. No maintainer reply in view, so weak as a confirmation; the lines are TF's no-driver notices from twelve parallel shards.",
        platform="linux",
    ),
)
