# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twenty-third set of real threads: application projects built on TensorFlow.

Threads from the issue trackers of programs and libraries that use TensorFlow (face
swapping, pose tracking, microscopy, chemistry, speech and audio, translation, a Go
engine, motion capture), whose users hit GPU set-up problems. Each thread confirms its
cause.

Broken set-ups: CPU-only TensorFlow pulled in by an application's install (conda
package, requirements, a prebuilt CPU libtensorflow), tensorflow beside tensorflow-gpu,
CUDA runtime libraries of the wrong version for the TensorFlow build, drivers older
than the CUDA the build needs, GPUs too old or too new for the build (Fermi and Kepler
cards, RTX 30 and RTX 50 series, an AMD card under ROCm), native Windows after
TensorFlow 2.10, TensorFlow installed without its CUDA wheels, and two causes with no
catalogue ID (a buggy driver release, a CUDA toolkit of the wrong minor version).

Working runs: an application message that wrongly says CPU, CUDA warnings on a run that
finished, and CPU post-processing after GPU prediction.

At first look (the doctor after the twentieth set's changes) the cause of 6 of the 21 broken
logs was named, all first; 1 of the 3 working runs was flagged (a GPU its author says trains
fine). Two broken logs have a cause the catalogue has no ID for. Misses: CPU-only TensorFlow or
a second distribution told in words (four), Fermi and Ampere GPUs against their releases in
prose (three), a Windows path and "Ubuntu20.04" not read as the system, "GPU was not used",
an AMD GPU under ROCm, bundled CUDA newer than the driver (a screenshot), Chinese prose.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="katago-train-tf115-cuda102-invalid-device-function",
        source=_GH + "lightvector/KataGo/issues/325",
        text=r"""When I ran train.py, I got the following error:
```
2020-10-03 17:02:22.488913: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4915 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2070 SUPER, pci bus id: 0000:01:00.0, compute capability: 7.5)
2020-10-03 17:02:24.528951: F .\tensorflow/core/kernels/random_op_gpu.h:227] Non-OK-status: GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, num_blocks, block_size, 0, d.stream(), gen, data, size, dist) status: Internal: invalid device function
```

I tried changing the CUDA and Cudnn versions and the Tensorflow version but it didn't work.
Is there a solution to this problem?
Thank you.

- Environment

Python(Anaconda): 3.7.9
Tensorflow: 1.15.2
CUDA: 10.2
Cudnn 7.6.5""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'When I downgraded to CUDA 10.0, it worked.' TensorFlow 1.15 is built for CUDA 10.0; with CUDA 10.2 installed a kernel launch failed with 'invalid device function'. A CUDA toolkit of the wrong version (not missing) has no catalogue ID. Windows (the .\\tensorflow path, Anaconda).",
        platform="windows",
    ),
    CorpusLog(
        name="deepchem-conda-install-pulls-cpu-tensorflow",
        source=_GH + "deepchem/deepchem/issues/1674",
        text=r"""Hello, 
I just installed deepchem on a linux system by using: 
conda install -c deepchem -c rdkit -c conda-forge -c omnia deepchem=2.2.0
In this case, are the deepchem tasks performing on GPUs or still on CPUs?
Thank you!""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A maintainer asked whether the package is 'tensorflow' or 'tensorflow-gpu'; the reporter: 'It's called tensorflow'; the maintainer: install deepchem-gpu instead, and the reporter then sent the README change (PR #1682). Prose only (TF 1.x era, where 'tensorflow' was CPU-only).",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-pynvml-uninitialized-driver-460",
        source=_GH + "deepfakes/faceswap/issues/1101",
        text=r"""**Describe the bug**
The program is unable to detect rtx 2070 super

**Desktop (please complete the following information):**
 - OS: windows 10
 - Python Version 3.7.9
 - Conda Version 4.9.2
 - 
**Additional context**
An unhandled exception occured loading pynvml. Original error: Uninitialized
No GPU detected. Switching to CPU mode
12/21/2020 17:34:13 INFO     Log level set to: INFO
12/21/2020 17:34:28 INFO     Updating config at: 'H:\Program Files\faceswap\config\gui.ini'""",
        expected_cause=None,
        harmless=False,
        note="The faceswap maintainer: 'downgrade your driver to a pre-460 version. Ultimately this issue is an Nvidia driver issue' (NVML in driver 460 failed to initialise); another user: '461.09 solves this issue'. The reporter did not dispute. A buggy driver release has no catalogue ID.",
        platform="windows",
    ),
    CorpusLog(
        name="faceswap-rocm-rx7900xt-gfx1100-not-supported",
        source=_GH + "deepfakes/faceswap/issues/1348",
        text=r"""**Describe the bug**
When trying to extract faces, Faceswap falls back to CPU with this message: 
2023-08-31 15:12:03.523307: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1990] Ignoring visible gpu device (device: 0, name: AMD Radeon RX 7900 XT, pci bus id: 0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030, gfx900, gfx906, gfx908, gfx90a.

**To Reproduce**
Steps to reproduce the behavior:
Start face extraction with any settings (in my case it were s3fd, fan and vgg-obstructed)

**Expected behavior**
The extraction should use the RX 7900 XT

**Desktop (please complete the following information):**
 - OS: Arch Linux
 - Python Version 3.10.12
 - Conda Version 23.5.2
 - Commit ID 5d00025""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The faceswap maintainer (assuming the ROCm build): 'the issue is clearly stated in your error report: The supported AMDGPU versions are gfx1030, gfx900, gfx906, gfx908, gfx90a'; undisputed. An AMD GPU newer than the TensorFlow-ROCm build supports; the catalogue's nearest ID is the NVIDIA one for a GPU newer than the build.",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-bundled-cuda11-driver-too-old-cudagetdevice-init-error",
        source=_GH + "iperov/DeepFaceLab/issues/5242",
        text=r"""tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: initialization error

I downloaded DeepFaceLab_NVIDIA_build_01_04_2021 for windows 10, when i am runing `4) data_src faceset extract.bat`, it reported errors:
![image](https://user-images.githubusercontent.com/43233772/104342904-4ccc8980-5536-11eb-9b71-7b1c964ef9fd.png)
My env info is :
![image](https://user-images.githubusercontent.com/43233772/104343008-6a99ee80-5536-11eb-953c-80425e6f4c11.png)
Could someone give me a tip to solve it ? Thanks !""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The reporter: 'the CUDA verison in _internal\\CUDA is 11.0 that is so high that my nvidia driver can not compatible with it', and an older build bundling CUDA 9.2 worked. The first line is the issue title (the body's log is a screenshot); weak evidence.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-gtx465-compute-capability-2-runs-on-cpu",
        source=_GH + "iperov/DeepFaceLab/issues/5481",
        text=r"""I am trying to run Train Quick96 with my NVIDIA GeForce GTX 465 GPU, but it keeps running on CPU. I have a newer PC with a CPU, which is running the training process around 5-6 times faster than the older one that I want to run using GPU. Still, I am determined to use the GPU on the older one. I will post any pictures if needed. Thanks in advance!""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A commenter: 'this gpu will never work its cuda 2.0, you need at least 3.5'; the reporter agreed ('I know') and looked for an older DeepFaceLab instead. Prose only; the OS is not stated (DeepFaceLab's Quick96 .bat builds are for Windows).",
        platform="windows",
    ),
    CorpusLog(
        name="stardist-rtx3080-cuda10-tensorflow-loss-nan",
        source=_GH + "stardist/stardist/issues/104",
        text=r"""Hi guys,

Thanks for the excellent job with StarDist. I love this tool.

I recently purchased a RTX 3080 and there is no way that it runs StarDist (Ubuntu 18.4 LTS CUDA 11.1 / 10.1 / 10.0). Simply the loss is just NaN. As well with N2V and other common tools I am using to support my users.

It seems related to the version of CUDA. Only CUDA 11.1 can run properly on the RTX 3080.  
I have spent my weekend to try to solve the problem but I could not find any solution.

Do you have any tip for me apart throwing out of the window my GPU?

Thanks for your help.

Best wishes,

Carlo""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="A StarDist maintainer: 'It's a known issue' (the released TensorFlow did not yet support RTX 30 series GPUs; wait for a TensorFlow that does, or build it); the reporter later got it working with CUDA 11 and a tf-nightly-gpu 2.5 build. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="image-super-resolution-cpu-tensorflow-runs-on-cpu",
        source=_GH + "idealo/image-super-resolution/issues/37",
        text=r"""I've used this model with pre-trained weights for prediction and It's working perfectly (Thank you for that! ) . The issue is that it's running on CPU and taking long time to upscale a single image (about 2 minutes). I've GPU in my machine and this module is not utilizing it. I think there's need to be some changes in the code (or whatever). Now my question is that what should be changed in the code for prediction (as well for training) such that this module uses my (precious) GPU resources?

Thanks in advance. Waiting for your reply""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The maintainer: 'you need to make that you have tensorflow-gpu installed and that the non-gpu version isn't overriding it'; the reporter: 'After uninstalling previous tensorflow and installing tensorflow-gpu' it ran on the GPU (then hit an out-of-memory error). Prose only; the OS is not stated (2019, TF 1.x).",
        platform="linux",
    ),
    CorpusLog(
        name="stable-baselines-pulls-tensorflow-beside-tensorflow-gpu",
        source=_GH + "hill-a/stable-baselines/issues/193",
        text=r"""I was wondering why my GPU no longer showed up when running tensorflow, and found out I had the package tensorflow installed in addition to tensorflow-gpu. a `pip show tensorflow` revealed that the tensorflow package is required by stable-baselines. I removed tensorflow and tensorflow-gpu, and then installed tensorflow-gpu again, and stable-baselines seems to work with GPU (Algorithm: PPO2, Env: SubprocEnv of a wrapped Retro SuperMarioBros, policy: CnnLnLstmPolicy).

Since breaking preexisting installations is no good, I suggest removing tensorflow as a dependency. Would that break anything, except requiring users to install tensorflow(-gpu) separately?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter found 'tensorflow' (pulled in by stable-baselines) installed beside 'tensorflow-gpu'; removing both and reinstalling tensorflow-gpu brought the GPU back; a maintainer had met the same problem. Prose only, the diagnosis and the fix are in the post itself; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-windows-native-tensorflow-no-gpu-rtx50",
        source=_GH + "serengil/deepface/issues/1525",
        text=r"""Tensorflow dependecy literally making this project unuseable on Windows

The last TensorFlow with GPU support is 2.12.0

Released in 2023

Not anymore supporting newer CUDA and RTX 5000 series needs Torch 2.7 minimum

I tried to compile TensorFlow myself but it is insanely hard

https://pypi.org/project/tensorflow-gpu/

So can you please either publish TensorFlow or add another GPU usage option like using Pytorch""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The maintainer closed it as a TensorFlow matter ('You may consider to create an issue in tensorflow's repo'); the reporter then quoted TensorFlow's tested-builds page, where native Windows GPU builds stop early. The first line is the issue title (the only place Windows is named); prose only, with an RTX 50 series card as well.",
        platform="windows",
    ),
    CorpusLog(
        name="faceswap-rtx5070ti-needs-newer-tensorflow",
        source=_GH + "deepfakes/faceswap/issues/1492",
        text=r"""support for RTX 5070ti

Please update compatibily with tensorflow 2.20 ( support for RTX 50XX)

recently the RTX5070ti graphics card started working on Tensorflow 2.20 need to add support for tesorflow 2.20+ in faceswap""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The faceswap maintainer: 'Tensorflow dropped. RTX5xxx support added' (the TensorFlow that faceswap pinned could not run on the RTX 50 series). The first line is the issue title; prose only, the OS is not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="mocapnet-bundled-libtensorflow-231-cuda121-no-gpu",
        source=_GH + "FORTH-ModelBasedTracker/MocapNET/issues/114",
        text=r"""I tried to run some live demo, but I found that the execution was very slow and GPU was not used.
My environment is as follows:
```
Ubuntu20.04
Python3.8
tensorflow2.12.0
NVIDIA-SMI 530.30.02  Driver Version: 530.30.02    CUDA Version: 12.1
```
Please check this environment is OK or not, for live demo with GPU.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The MocapNET maintainer: 'the CUDA version is very new and the libtensorflow provided does not properly utilize it'; install the libtensorflow-gpu 2.15 C library (the set-up script fetched TensorFlow 2.3.1) instead. Undisputed. The libtensorflow used is not the pip TensorFlow 2.12 listed; prose, weak evidence.",
        platform="linux",
    ),
    CorpusLog(
        name="dcgan-gtx1080-cuda75-wrong-results",
        source=_GH + "carpedm20/DCGAN-tensorflow/issues/19",
        text=r"""Previously, I was using the code with CPU support and everything was working fine. Now, after adding GPU support on tensorflow, the created samples are completely wrong (white noise images).

Anyone had any similar issue or an idea about what is going on?""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The reporter: 'I am using a GTX 1080 and CUDA 7.5 was giving wrong results. I had to install 8.0RC, CuDNN 5 and compile tensorflow from source to make it work.' A Pascal GPU newer than the CUDA 7.5 TensorFlow build. Prose only (2016); the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="rtvc-synthesizer-tf115-cuda102-libcudart-10-0",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/512",
        text=r"""Hi,

I've been trying to train synthesizer model but I'm getting this error "Could not load dynamic library 'libcudart.so.10.0'".   
 Cuda driver_version : 440
Cuda Version : 10.2

![Capture](https://user-images.githubusercontent.com/24227200/91488354-d0aa1000-e8cc-11ea-858f-a97d510ce28b.png)

Could you please suggest me the right version of Cuda and tensorflow which is compatible with whole project. 

Many Thanks !""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A project collaborator: 'Tensorflow 1.15 only supports CUDA 10.0, and you have 10.2'; closed as answered, undisputed. The error line is quoted in prose (the log is a screenshot).",
        platform="linux",
    ),
    CorpusLog(
        name="inaspeechsegmenter-ec2-t4-tensorflow-without-cuda-extra",
        source=_GH + "ina-foss/inaSpeechSegmenter/issues/87",
        text=r"""We have a  Python application that uses this library, we host the application on AWS EC2, ubuntu,  g4dn.xlarge.  This server has NVIDIA Tesla GPU, we have NVIDIA drivers installed, we have `tensorflow[gpu]` installed and we also tried using `tensorflow` as well.

We want to downscale the server, therefore we're running tests to see how much GPU our application uses. In a previous Github issue, a user mentioned that in order to utilize GPU with this library, you need `tensorflow` installed.

I ran `watch -n 1 nvidia-smi` to monitor the GPU usage every second.

And I'm using this code

```
from inaSpeechSegmenter import Segmenter
seg = Segmenter()
data = seg(file_path)
```

I don't see any GPU usage on a 1h mp3 file, does this library use the GPU? If yes then how?""",
        expected_cause="and-cuda-extra-missing",
        harmless=False,
        note="The maintainer: 'could you try using pip install tensorflow[and-cuda] ?', then 'fixed. inaspeechsegmenter now install cuda drivers from the pip repo' (the package now depends on the CUDA wheels). Undisputed. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="denoising-historical-recordings-windows-and-cuda-runs-on-cpu",
        source=_GH + "eloimoliner/denoising-historical-recordings/issues/10",
        text=r"""It looks nice, I am trying to install with pip:

pip install hydra-core tensorflow[and-cuda] soundfile tqdm scipy 
python inference.py inference.audio="r:\9.mp3"

it works with the CPU (slow) although I have a GPU and tensorflow[and-cuda] is installed. What am I missing?
Or, is the GPU stuff training-only?""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The reporter: 'I found the issue, tensorflow doens't anymore support native CUDA gpu on Windows'. Prose with the commands; the r:\\ path shows native Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="spleeterpp-prebuilt-cpu-libtensorflow",
        source=_GH + "gvne/spleeterpp/issues/34",
        text=r"""Yo, is it possible to run the processing on a gpu instead of the cpu? I guess I'll need to build a different version of tensorflow for it but wanted to make sure it would actually work first!""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The reporter: 'I just replaced the line in add_tensorflow that downloads the prebuilt binary to have gpu in it instead of cpu and seems to be working fine' (with CUDA 9.0 and cuDNN 7.6 on the path). The build fetched a CPU-only libtensorflow. Prose only; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-pose-estimation-tesla-k40c-cc35-below-minimum-37",
        source=_GH + "ildoonet/tf-pose-estimation/issues/387",
        text=r"""Ignoring visible gpu device (device: 0, name: Tesla K40c, pci bus id: 0000:06:00.0, compute capability: 3.5) with Cuda compute capability 3.5. The minimum required Cuda capability is 3.7.

this was printed in cmd and giving low fps.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The maintainer replied by quoting '\"The minimum required Cuda capability is 3.7.\"' (the TensorFlow build ignores a compute capability 3.5 GPU), though his advice was worded as 'upgrade your cuda version'; the reporter did not dispute. 'cmd' suggests Windows; weak on the fix.",
        platform="windows",
    ),
    CorpusLog(
        name="thumt-cuda8-machine-tensorflow-needs-cuda9",
        source=_GH + "THUNLP-MT/THUMT/issues/43",
        text=r"""CUDA一定要9.0吗？我的机器是CUDA 8.0的，并不能使用GPU训练""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Translation of the post: 'Must CUDA be 9.0? My machine has CUDA 8.0 and cannot train on the GPU.' A THUMT maintainer: yes, newer TensorFlow needs CUDA 9.0 or later; undisputed. Prose only (2018); the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="qanet-tf15-driver-384-possibly-insufficient-cudnn-not-initialized",
        source=_GH + "localminimum/QANet/issues/5",
        text=r'''Hi，

i meet runtime error, in sess.run([]),

```
2018-03-23 11:55:55.959752: E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
2018-03-23 11:55:55.959887: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:369] driver version file contents: """NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.69  Wed Aug 16 19:34:54 PDT 2017
GCC version:  gcc version 4.8.5 20150623 (Red Hat 4.8.5-16) (GCC) 
"""
2018-03-23 11:55:55.959970: E tensorflow/stream_executor/cuda/cuda_dnn.cc:393] possibly insufficient driver version: 384.69.0
2018-03-23 11:55:55.959998: E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2018-03-23 11:55:55.960028: F tensorflow/core/kernels/conv_ops.cc:717] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 
2018-03-23 11:55:55.960040: E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
Aborted (core dumped)
```
tensorflow version: 1.5.0
CUDA: 9.0
Cudnn: 7.0
Driver Version: 384.69

Can i ask your versions, should i update my driver version, or may only change some model code?
it works without gpu.

Thanks''',
        expected_cause="driver-too-old",
        harmless=False,
        note="The reporter: 'it works after I update driver to 387.34!' The log names the driver (384.69) as possibly insufficient for the cuDNN 7 / CUDA 9.0 TensorFlow 1.5 build. Red Hat (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="dped-tf111-driver-384-cudnn-not-initialized-segfault",
        source=_GH + "aiff22/DPED/issues/22",
        text=r"""When i run the test code with GPU,I got the note as below:

Testing original sony model, processing image 17.jpg
2019-07-11 01:37:25.413701: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
2019-07-11 01:37:25.413830: E tensorflow/stream_executor/cuda/cuda_dnn.cc:361] Possibly insufficient driver version: 384.183.0
Segmentation fault (core dumped)

I use tensorflow-gpu 1.11.0, cuda9.0
I had change my cudnn version from 7.4.2 to 7.0.5. Both of these two version didn't work.
I'll thank for any suggestion!""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The DPED author: 'it seems that your Nvidia Graphics Drivers drivers are out-of-date' (install the latest driver); closed, undisputed. Linux (segfault, core dumped).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="turicreate-activity-classifier-says-cpu-but-tf-uses-p100s",
        source=_GH + "apple/turicreate/issues/2377",
        text=r"""Ubuntu 18, TF 1.14.0, Python 2.7

AC for TF does not run on GPUs (even when CUDA and cuDNN requirements are satisfied)

```
Pre-processing 478820 samples...
Using sequences of size 1000 for model creation.
Processed a total of 39 sessions.
2019-09-30 20:40:38.316319: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcuda.so.1
2019-09-30 20:40:38.472481: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 0 with properties: 
name: Tesla P100-PCIE-12GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
pciBusID: 0000:84:00.0
2019-09-30 20:40:38.473897: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 1 with properties: 
name: Tesla P100-PCIE-12GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
pciBusID: 0000:85:00.0
2019-09-30 20:40:38.475288: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 2 with properties: 
name: Tesla P100-PCIE-12GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
pciBusID: 0000:88:00.0
2019-09-30 20:40:38.478668: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 3 with properties: 
name: Tesla P100-PCIE-12GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
pciBusID: 0000:89:00.0
...
2019-09-30 20:40:39.608236: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudart.so.10.0
2019-09-30 20:40:39.614558: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1181] Device interconnect StreamExecutor with strength 1 edge matrix:
2019-09-30 20:40:39.614576: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1187]      0 1 2 3 
2019-09-30 20:40:39.614586: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1200] 0:   N Y Y Y 
2019-09-30 20:40:39.614593: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1200] 1:   Y N Y Y 
2019-09-30 20:40:39.614601: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1200] 2:   Y Y N Y 
2019-09-30 20:40:39.614608: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1200] 3:   Y Y Y N 
2019-09-30 20:40:39.621850: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1326] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 11312 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-12GB, pci bus id: 0000:84:00.0, compute capability: 6.0)
...
```""",
        expected_cause=None,
        harmless=True,
        note="The reporter (a Turi Create developer) then found: 'It looks like GPUs are being used but it is incorrectly printing `Using CPU to create model`' (nvidia-smi showed the GPU memory in use). The TensorFlow log is a normal GPU start. Two runs of lines not readable in the excerpts are marked '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="aizynthfinder-cli-cudart-warnings-run-finishes",
        source=_GH + "MolecularAI/aizynthfinder/issues/34",
        text=r"""Hi,

Thank you for having shared AiZynthFinder.
I am working on Linux Centos 7.
I tested the GUI application, it works.
However, if I launch the batch mode from a console (see below), many errors appears but finally it works.
Certainly because of that it is not possible to launch it from a Jupyter notebook.

Do you have the same phenomena? 
 If not, how to avoid that ?

Sincerely.

alice

(aizynth-env) [alice@host Notebooks]$ aizynthcli --config config.yml --smiles smiles.txt
2021-05-10 11:39:52.415791: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /home/yourusername/VTK:/home/yourusername/VTK/jni::/home/alice/Programmes/rDock_2013.1_src/lib
2021-05-10 11:39:52.415836: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
Loading expansion policy model from /home/alice/Documents/Projets/001_CEA_retrosynthesis/Notebooks/uspto_model.hdf5 to uspto
2021-05-10 11:39:54.125856: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
...""",
        expected_cause=None,
        harmless=True,
        note="The maintainer: these are TensorFlow/CUDA warnings from a GPU-capable TensorFlow without the CUDA libraries; 'If you don't have a GPU you can ignore it' and they have no effect on the CLI (later suppressed); the reporter had said the run 'finally it works'. The issue was retitled 'CUDA warnings when running aizynthcli'. The rest of the log was not readable ('...').",
        platform="linux",
    ),
    CorpusLog(
        name="stardist-predict-instances-cpu-postprocessing-expected",
        source=_GH + "stardist/stardist/issues/32",
        text=r"""I passed use_gpu = true into my model when I created the model object inside of my prediction script. When I run ```model.predict_instances``` on my data my CPU jumps to 100% and it seems like my GPU is not being utilized at all. 

Just to clarify I was able to train the model using my GPU so I know it's not an issue with my installation or hardware. I was just hoping I could predict on my data with my GPU to reduce computation time. 

```use_gpu = True and gputools_available()

conf = Config3D (
    use_gpu          = use_gpu,
    n_channel_in     = n_channel,
)
# print(conf)
# vars(conf)

model = StarDist3D(conf, name='stardistAshley', basedir='models')
```

Thanks for any help!""",
        expected_cause=None,
        harmless=True,
        note="A StarDist maintainer: the network prediction 'always runs on the GPU if available' and the object post-processing 'always runs on the CPU with as many cores as it can get. So what you observe is indeed the correct behaviour'; the reporter: 'Ahh I see now. Thanks'. Prose and code only; the OS is not stated.",
        platform="linux",
    ),
)
