# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-fourth set of real threads: MXNet and TensorRT threads (2018-2025) from GitHub issues (issues corpus), where the CUDA stack under the framework failed or printed alarming lines.

Repositories: apache/mxnet, arch4edu/arch4edu, tusen-ai/simpledet, pterhoer/FaceImageQuality,
ai-forever/ghost, googlecolab/colabtools (MXNet builds); NVIDIA/TensorRT,
DDTRobot/tita_rl_sim2sim2real, wang-xinyu/tensorrtx, ShufflePerson/AimAhead, GeekAlexis/FastMOT,
pytorch/TensorRT, AUTOMATIC1111/stable-diffusion-webui-tensorrt (TensorRT and TensorRT-using
projects). The framework is not TensorFlow, but the stack under it is the one TensorFlow loads the
same way: the driver, the CUDA runtime and its libraries, cuDNN, their versions against the
framework's build, and the GPU's compute capability.

Broken kinds held (16): an MXNet wheel or distribution package built for another CUDA release than
the one installed, so that its libcudart/libnvrtc/libcusolver/libcudnn cannot be loaded (five
threads, two of them on Google Colab); a GPU too old for the build (a Tesla K80 with an MXNet image
built for Maxwell and later, a GT 730 and a GTX 1050 Ti with TensorRT releases that dropped them); a
GPU newer than the TensorRT or CUDA release in use ("Unsupported SM", "Target GPU SM 120 is not
supported by this TensorRT release"), once hidden behind a misleading "Half2 support requested on
hardware without native FP16 support" line; a driver too old for a TensorRT container; a CUDA
forward-compatibility package in a container older than the host's new driver. Working runs (5):
TensorRT's "TensorRT was linked against cuDNN X but loaded cuDNN Y" warning (four threads, all told
harmless by an answer), and MXNet's cuDNN autotune message during a run that was training normally.

Left out: threads whose stored copy stops before any confirmation (many "CUDA initialization failure
with error 35", "This container was built for NVIDIA Driver Release ... compatibility mode is
UNAVAILABLE" and "libnvinfer.so.8: cannot open shared object file" threads), causes that belong to
the framework itself (an MXNet release bug fixed by going back to 1.1.0, MXNet built from source
without the Jetson's architecture in CUDA_ARCH), and one self-diagnosis left unconfirmed. Prose-only
records: three of sixteen broken (several more carry the error only in the issue's title).

At first look (the doctor of commit 3d3afd8) the cause was named in 8 of the 16 broken logs, 6 first;
none of the 5 working runs was flagged. Missed: TensorRT's "Unsupported SM: 0x809" (in a log, in
a title), "target gpu sm 61" and the RTX 4070 told in prose, the GT 730 and the Tesla K80 (the K80
named as too new rather than too old), the driver 430 prose, and the CUDA compatibility package
older than the driver (read as missing libraries, a CPU-only build and a container without GPUs).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mxnet-cu112-pip-libnvrtc-libcusolver-libcudnn-not-found",
        source=_GH + "apache/mxnet/issues/20279",
        text=r"""## Description
I try to install mxnet using pip:
```
pip install mxnet-cu112
```
in some server using cuda 11.1 11.2 11.3 and google colab (cuda 11.2) but all the error when importing mxnet.

### Error Message
```
OSError: libnvrtc.so.11.2: cannot open shared object file: No such file or directory (in server with cuda 11.1)
OSError: libcusolver.so.11: cannot open shared object file: No such file or directory (in google colab - cuda 11.2)
OSError: libcudnn.so.8: cannot open shared object file: No such file or directory (in server with cuda 11.2)
```""",
        expected_cause="cuda-libraries-missing",
        note="2021. Maintainer leezu: 'Please install the cudnn, cusolver and nvrtc libraries that are part of the NVIDIA CUDA libraries.' The poster: 'in gg colab, i installed mxnet-cu110 and this problem fixed. Same for my server, I solved it by installing mxnet-cu100.' The mxnet-cu112 wheel wanted CUDA 11.2 libraries (and cuDNN 8) that these machines did not have; a wheel built for the CUDA release present fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="arch4edu-mxnet-package-built-for-cuda-10-0-with-cuda-10-1",
        source=_GH + "arch4edu/arch4edu/issues/24",
        text=r"""mxnet fail to find libcudart.so.10.0

mxnet 1.4.0-1.1, cuda 10.1.105-6. `ldd /usr/lib/python3.7/site-packages/mxnet/libmxnet.so|grep found` gives me:
```
	libcudart.so.10.0 => not found
	libcublas.so.10.0 => not found
	libcurand.so.10.0 => not found
	libcusolver.so.10.0 => not found
	libcufft.so.10.0 => not found
	libnvrtc.so.10.0 => not found
```
It seems that cuda is updated, and mxnet needs to be rebuilt.""",
        expected_cause="cuda-libraries-missing",
        note="2019. Arch Linux package repository. The poster's own reading (the distribution's CUDA moved to 10.1 while the mxnet package was linked against the CUDA 10.0 libraries) was acted on: the maintainer petronny labelled the issue 'rebuild' and answered with the rebuild commit 'b649490'; issue closed. The first line is the issue's title.",
        platform="linux",
    ),
    CorpusLog(
        name="simpledet-mxnet-docker-image-tesla-k80-no-kernel-image",
        source=_GH + "tusen-ai/simpledet/issues/115",
        text=r"""Cannot run TridentNet onto GPU device - no kernel image is available for execution on the device

Hi there,
I spend almost a week looking for how to run the detector onto GPU.
I do it onto amazon cloud instance with following host env:
Ubuntu **16.04**
Python **3.5**
Cuda **10.1**
GPU driver **418.40.04**
GPU device **Tesla K80** with 11441Mb memory.

To run the TridentNet I **used both** approaches:
**1)** I installed SimpleDet framework onto the host with building MXNet from scratch **as described in install.md** (with copying custom operators); I did `git clone https://github.com/RogerChern/mxnext` and run `make` command within simpledet folder;
**2)** I used provided docker image **rogerchen/simpledet:cuda10**; I did `git clone https://github.com/RogerChern/mxnext` and run `make` command within simpledet folder;

During both approaches I tried to run modified detection_test.py script (modification was made to exclude coco but run the detector against a single image).

All **worked** fine in **CPU** mode, but slowly.

In **GPU** mode I'm facing next **error** which becomes my dream in night because I can't get around it (the error example was obtained within _docker container_):""",
        expected_cause="compute-capability-too-old",
        note="2019. Prose with the error in the issue's title (first line); the log block of the post is cut off in the stored copy. Maintainer RogerChern: 'We only generate binary codes for Maxwell and later GPU archs when building current docker images. A quick fix would be rebuilt mxnet with compute_35 arch' (CUDA_ARCH = -gencode arch=compute_35,code=sm_35); the poster: 'Thanks, @RogerChern , that worked for me. Finally!' The K80 (compute capability 3.7) was below what the MXNet build carried kernels for.",
        platform="linux",
    ),
    CorpusLog(
        name="ser-fiq-mxnet-libcudnn-so-7-missing-cuda-9-1",
        source=_GH + "pterhoer/FaceImageQuality/issues/52",
        text=r"""libcudnn.so.7: cannot open shared object file: No such file or directory

Hi, Thanks for sharing the source codes.
I have installed everything based on requirement.txt file. Now, I'm getting "**OSError: libcudnn.so.7: cannot open shared object file: No such file or directory**" error when I run the "serfiq_example.py" file.
Could you please advise.
Thanks""",
        expected_cause="cuda-libraries-missing",
        note="2022. SER-FIQ runs on MXNet (insightface); the error is MXNet's library failing to load. The poster the same day: 'I solved this error by \"pip install mxnet-cu91\" which is compatible with my cuda version i.e. 9.1.' The MXNet wheel from the requirements was built for another CUDA/cuDNN than the one installed.",
        platform="linux",
    ),
    CorpusLog(
        name="ghost-colab-mxnet-cu101mkl-libcudart-10-1-missing",
        source=_GH + "ai-forever/ghost/issues/50",
        text=r"""OSError: libcudart.so.10.1: cannot open shared object file: No such file or directory

OS compatibility issues when running google colab demo.""",
        expected_cause="cuda-libraries-missing",
        note="2022. The error is the issue's title (first line); the traceback was a screenshot. Answer (cedro3): 'The reason for the error is that the standard cuda version of google colab has changed. 3rd line of 'Install required libraries' !pip install mxnet-cu101mkl → !pip install mxnet-cu112 It is OK if you change to'; the poster: 'fixed! thanks!'. The demo's MXNet wheel was built for CUDA 10.1, which Colab no longer had.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-mxnet-cu92-libcudart-9-2-missing",
        source=_GH + "googlecolab/colabtools/issues/297",
        text=r"""Error while installing Mxnet GPU Version

I tried to install Mxnet GPU version with the following command:

!pip install mxnet-cu92

But after installation when tried to import mxnet it showed this error:

OSError: libcudart.so.9.2: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2018. Google Colab. The poster, the same day: 'Thanks I installed cuda 8.0 version.It worked' (the MXNet build for the CUDA release the runtime had, in place of the CUDA 9.2 one). The first line is the issue's title.",
        platform="linux",
    ),
    CorpusLog(
        name="mxnet-ci-cuda-compat-package-older-than-new-driver-460",
        source=_GH + "apache/mxnet/issues/19948",
        text=r"""[v1.x] CD cu102 110 test stage [Check failed: device_count_ > 0 (-1 vs. 0) : GPU usage requires at least 1 GPU]

This issue started to happen after we switched to the new ami for restricted-mxnetlinux-gpu, which has the newer nvidia driver 460.32.03.

This happened to cu102 and cu110, but not cu 100 or 101. I was able to reproduce by basically building the same image as in the cd pipeline, using the same g3 instance and the same ami
```
docker build -f docker/Dockerfile.build.ubuntu_gpu_cu102 --build-arg USER_ID=1001 --build-arg GROUP_ID=1001 --cache-from 021742426385.dkr.ecr.us-west-2.amazonaws.com/mxnet-ci:build.ubuntu_gpu_cu102-81dcd5660530 -t 021742426385.dkr.ecr.us-west-2.amazonaws.com/mxnet-ci:build.ubuntu_gpu_cu102-81dcd5660530 docker
```

after entering the docker container I did
```
pip3 install mxnet-cu102
```
I was able to reproduce the exact error by running
```python
>>> import mxnet
>>> import mxnet as mx
>>> ctx = mx.gpu(0)
>>> a = mx.nd.ones((100), ctx=ctx)
```

```
[02:55:03] src/base.cc:49: GPU context requested, but no GPUs found.
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/local/lib/python3.7/dist-packages/mxnet/ndarray/ndarray.py", line 3295, in ones
...
```""",
        expected_cause="driver-library-mismatch",
        note="2021. MXNet's own CI. The poster (Zha0q1) named the cause in the fix he opened, apache/mxnet#19959 (merged; the issue was closed): 'We updated restricted-mxnetlinux-gpu nodes' ami to use the new NVIDIA 460 driver. So, we will also need to install the new cuda compt package so that during the test stage we can find gpus. (Old compt package won't work with the new nvidia driver)'. The cu102/cu110 images carried an older CUDA forward-compatibility libcuda than the host's 460 kernel module. The first line is the issue's title; the Jenkins link of the post is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrt-7-0-rtx-a6000-unsupported-sm",
        source=_GH + "NVIDIA/TensorRT/issues/2332",
        text=r"""## Description

```
INTERNAL_ERROR: Assertion failed: Unsupported SM.
../rtSafe/cuda/caskUtils.cpp:80
Aborting...

ERROR: ../rtSafe/cuda/caskUtils.cpp (80) - Assertion Error in trtSmToCask: 0 (Unsupported SM.)
```

## Environment

**TensorRT Version**: 7.0.0.11
**NVIDIA GPU**: RTX A6000
**NVIDIA Driver Version**: 515.65.01
**CUDA Version**: 10.2
**CUDNN Version**: 7.6.5
**Operating System**: Centos7.9
**Python Version (if applicable)**: No
**Tensorflow Version (if applicable)**: No
**PyTorch Version (if applicable)**: No
**Baremetal or Container (if so, version)**:  No""",
        expected_cause="compute-capability-unsupported",
        note="2022. NVIDIA's nvpohanh: 'TRT 7.0 does not support RTX A6000. You may need to upgrade to TRT 8.4'; the poster did not dispute it and asked whether TRT 7.0 supports an RTX 3060 ('No'). An Ampere GPU (compute capability 8.6) with a TensorRT and CUDA 10.2 that predate it.",
        platform="linux",
    ),
    CorpusLog(
        name="tita-rl-tensorrt-10-7-rtx-5070-ti-sm120-not-supported",
        source=_GH + "DDTRobot/tita_rl_sim2sim2real/issues/7",
        text=r"""Target GPU SM 120 is not supported by this TensorRT release

## 问题描述 | Problem Description

ubuntu22.04, RTX 5070 Ti, 在运行推理指令  
When running the inference command:  
```bash
/usr/src/tensorrt/bin/trtexec --onnx=test.onnx --saveEngine=model_gn.engine
```

会得到如下报错：  
I get the following error:  
```bash
[07/19/2025-23:34:55] [I] Finished parsing network model. Parse time: 0.00794659  
[07/19/2025-23:34:55] [E] Error[9]: IBuilder::buildSerializedNetwork: Error Code 9: API Usage Error (Target GPU SM 120 is not supported by this TensorRT release.)  
[07/19/2025-23:34:55] [E] Engine could not be created from network  
[07/19/2025-23:34:55] [E] Building engine failed  
[07/19/2025-23:34:55] [E] Failed to create engine from model or file.  
[07/19/2025-23:34:55] [E] Engine set up failed  
&&&& FAILED TensorRT.trtexec [TensorRT v100700] [b23] # /usr/src/tensorrt/bin/trtexec --onnx=test.onnx --saveEngine=model_gn.engine  
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. A self-answered issue (closed): the poster found 'the current TensorRT version does **not support** the new GPU architecture **SM120**, which is used in the RTX 50 series' and wrote up the fix, starting with CUDA 12.8 in place of the image's CUDA 11 and a TensorRT release that knows Blackwell. The text keeps the problem part of the post only.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrt-8-4-rtx-4080-unsupported-sm-0x809-windows",
        source=_GH + "NVIDIA/TensorRT/issues/2727",
        text=r"""Internal Error(Unsupported SM: 0x809, Assertion engine != nullptr failed.), TensorRT 8.4 support RTX 4080?

## Description

Hi.

I want to convert ONNX model to TensorRT model, but this error occur.

How to fix it?

## Environment

**TensorRT Version**: 8.4.1.5
**NVIDIA GPU**: RTX 4080
**NVIDIA Driver Version**: 528.49
**CUDA Version**: 11.7
**CUDNN Version**: 8.4.1
**Operating System**:  Windows 10 OS""",
        expected_cause="compute-capability-unsupported",
        note="2023. The error is in the title (first line); the log was a screenshot. The poster, a month later: 'Yes. I fix this problem. In that error, 'Unsupported SM' means that TensorRT 8.4.1.5 doesn't support RTX 4080's SM ... TensorRT 8.5.1.7 support RTX 4080's SM. And if you want to use TensorRT 8.5.1.7, you need to upgrade cuDNN and CUDA version'.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorrt-7-2-rtx-4070-half2-line-windows",
        source=_GH + "NVIDIA/TensorRT/issues/3225",
        text=r"""GUYS, who know why like this ???????????????????? please help!!

Environment
TensorRT Version: 7.2.3.4
GPU Type: RTX4070
CUDA Version: cuda_11.0.2_451.48_win10
CUDNN Version: cudnn-11.0-windows-x64-v8.0.4.30
Operating System: Version: win10
Opencv Version: opencv4.2.0

before when  i use rtx3080 to get engine,   it was sucessful,      but now   rtx4070,    it failed....  please help ! ! !

key issue: Half2 support requested on hardware without native FP16 support, performance will be negatively affected""",
        expected_cause="compute-capability-unsupported",
        note="2023. NVIDIA's zerollzeng: 'TRT 7.2 doesn't support 40 series GPU, please use latest TRT release.' and 'When TRT 7.2 was released, there is no 40 series GPU'; not disputed (closed for inactivity). The line the poster took for the key issue (Half2 on 'hardware without native FP16 support') is what TensorRT 7.2 prints for a GPU it does not know.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorrt-8-6-gt-730-kepler-no-longer-supported",
        source=_GH + "NVIDIA/TensorRT/issues/3589",
        text=r"""sample failure of TensorRT 8.6 when running sampleOnnxMNIST on GPU GT730

## Description

I tried to run sampleOnnxMNIST on GPU GT730 , but it fails with the error below.

## Environment

**TensorRT Version**: 8.6.1.6

**NVIDIA GPU**: GT 730

**NVIDIA Driver Version**: 470.223.02

**CUDA Version**:11.3

**CUDNN Version**:8.3.0

Operating System: Linux

Python Version (if applicable):3.9.12

PyTorch Version (if applicable):1.12.1""",
        expected_cause="compute-capability-too-old",
        note="2024. Prose only (the error was a screenshot). NVIDIA's zerollzeng: 'TensorRT 8.5.3 was the last release supporting NVIDIA Kepler (SM 3.x) and NVIDIA Maxwell (SM 5.x) devices. These devices are no longer supported in TensorRT 8.6.' Closed without dispute.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrtx-rcnn-tensorrt-8-2-rtx-4090-unsupported-sm-0x809",
        source=_GH + "wang-xinyu/tensorrtx/issues/1610",
        text=r"""## Env
ubuntu 18.04
GPU RTX 4090
cuda v11.2.2
cudnn v8.2.1.32
tensorrt v8.2.1.8

I referenced the configuration in tensorrt website shown above and strickly followed the steps in rcnn project.
When generating faster.engine, there is a `Error Code 1: Internal Error (Unsupported SM: 0x809)`
## problem

```shell
sudo ./rcnn -s faster.wts faster.engine
The nms method 1 is applied.
Loading weights: faster.wts
Building engine, please wait for a while...
[12/12/2024-10:15:15] [W] [TRT] TensorRT was linked against cuBLAS/cuBLAS LT 11.6.3 but loaded cuBLAS/cuBLAS LT 11.4.1
[12/12/2024-10:15:17] [E] [TRT] 1: [caskUtils.cpp::trtSmToCask::147] Error Code 1: Internal Error (Unsupported SM: 0x809)
Build engine successfully!
rcnn: /home/alice/proj/tensorrtx_yolo8/rcnn/rcnn.cpp:318: void BuildRcnnModel(unsigned int, nvinfer1::IHostMemory**, const string&, const string&): Assertion `engine != nullptr' failed.
Aborted
```""",
        expected_cause="compute-capability-unsupported",
        note="2024. The poster, closing the issue: 'It seems that my tensorrt version is too low to support RTX4090(Compute Capability 8.9), I should go through the tensorRT document fisrt, and install tensorrt of which version no less than 8.5.' Matches NVIDIA/TensorRT#2727 (TensorRT 8.5 is the first with Ada). The cuBLAS 'linked against' warning is not the failure.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrtx-yolov5-tensorrt-7-cuda-10-2-rtx-3080-unsupported-sm",
        source=_GH + "wang-xinyu/tensorrtx/issues/819",
        text=r"""## Env

- GPU, RTX3080
- OS,  Docker Ubuntu18.04
- Cuda version: 10.2
- TensorRT version: 7.0

## About this repo

- which branch/tag/commit are you using? master
- which model? yolov5

## Your problem

- what is your command? e.g. `./yolov5 -s yolov5s.wts yolov5s.engine s`
- what's your output?
 Loading weights: yolov5s.wts
Building engine, please wait for a while...
[11/15/2021-17:37:28] [W] [TRT] Half2 support requested on hardware without native FP16 support, performance will be negatively affected.

[11/15/2021-17:51:03] [F] [TRT] Assertion failed: Unsupported SM.
../rtSafe/cuda/caskUtils.cpp:80
Aborting...

[11/15/2021-17:51:03] [E] [TRT] ../rtSafe/cuda/caskUtils.cpp (80) - Assertion Error in trtSmToCask: 0 (Unsupported SM.)
Build engine successfully!
yolov5: /home/alice/tensorrtx/yolov5/yolov5.cpp:243: void APIToModel(unsigned int, nvinfer1::IHostMemory**, bool&, float&, float&, std::__cxx11::string&): Assertion `engine != nullptr' failed.
Aborted (core dumped)

- what output do you expect?
yolov5s.engine""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer wang-xinyu: 'Does 3080 work with cuda10.2? I'm not sure. You can try cuda11'; the poster: 'i tried with cuda 11.3 and it worked' (a later DeepStream error is another matter). CUDA 10.2 and TensorRT 7.0 predate Ampere (compute capability 8.6).",
        platform="linux",
    ),
    CorpusLog(
        name="aimahead-tensorrt-sm61-gtx-1050-ti-not-supported",
        source=_GH + "ShufflePerson/AimAhead/issues/3",
        text=r"""target gpu sm 61 is not supported by this tensorrt release

I open it and this message appears
I use a GTX 1050Ti and from what I saw, your code is not compatible
Is there any way to get around this? Or could you add support for older video cards?""",
        expected_cause="compute-capability-too-old",
        note="2025. The message is the issue's title (first line); the post showed it as a screenshot. Maintainer ShufflePerson: '20 series and higher is needed'; closed. The GTX 1050 Ti is a Pascal GPU (SM 6.1), below what the program's TensorRT release builds for. The thread does not name the platform (windows is a guess from the program, a desktop tool).",
        platform="windows",
    ),
    CorpusLog(
        name="fastmot-tensorrt-container-driver-430-too-old",
        source=_GH + "GeekAlexis/FastMOT/issues/89",
        text=r"""Dockerfile Compile

Hello, my NVIDIA driver is 430. Do you know what I need to modify? Because it is on the laboratory server, it is not convenient to change the public environment，thank  you @GeekAlexis""",
        expected_cause="driver-too-old",
        note="2021. Prose only. Maintainer GeekAlexis: 'Unfortunately, you need to update your driver to at least 440. 430 only supports up to TensorRT 6, which is not compatible. with this repo without making changes. You can check TensorRT container version and its driver requirement'; not disputed, closed. The first line is the issue's title.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="mxnet-cudnn-autotune-message-looked-stuck-training-ran",
        source=_GH + "apache/mxnet/issues/20213",
        text=r"""Stuck with "Mxnet running performance tests to find the best convolution algorithm"

Hello,
   I'm trying to train AlexNet using ImageNet from scratch. But I’m stuck with the following message for hours and never able to proceed to the next step:
_src/operator/nn/./cudnn/./cudnn_algoreg-inl.h:97: Running performance tests to find the best convolution algorithm, this can take a while… (setting env variable MXNET_CUDNN_AUTOTUNE_DEFAULT to 0 to disable)_

   My system is:
   10-Core 3.70 GHz Intel Core i9-10900X
   GeForce 2080Ti
   64 GB DDR4
   Ubuntu 18.04

   Any suggestion is highly appreciated, thanks!""",
        expected_cause=None,
        harmless=True,
        note="2021. MXNet's cuDNN autotune notice on an RTX 2080 Ti. After maintainer ptrendx asked for details, the poster: 'Sorry I forgot to check the log file and it seems the training was going normally. I guess this seemingly \"stuck situation\" is probably b/c I did not print anything to the terminal. Sorry for the false alarm.' Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrt-8-6-linked-cudnn-8-9-loaded-8-8-warning-rtx-4080",
        source=_GH + "NVIDIA/TensorRT/issues/3534",
        text=r"""[TRT] TensorRT was linked against cuDNN 8.9.0 but loaded cuDNN 8.8.0

## Description

## Environment

**TensorRT Version**: 8.6.1.6

**NVIDIA GPU**: RTX4080

**NVIDIA Driver Version**: 12.2.79

**CUDA Version**: 12.2.0

**CUDNN Version**:8.8

Operating System:

Python Version (if applicable):3.11

PyTorch Version (if applicable):2.1.0""",
        expected_cause=None,
        harmless=True,
        note="2023. The warning is the issue's title (first line), the body an empty template with the versions. NVIDIA's zerollzeng: 'This is a warning and you can ignore it. It means the cuDNN version used for build the TensorRT is not the same as the cuDNN version in your machine.' Closed. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="a1111-tensorrt-linked-cudnn-8-9-loaded-8-7-lazy-loading-warning",
        source=_GH + "AUTOMATIC1111/stable-diffusion-webui-tensorrt/issues/3",
        text=r"""[05/27/2023-19:14:07] [TRT] [W] TensorRT was linked against cuDNN 8.9.0 but loaded cuDNN 8.7.0
 CUDA lazy loading is not enabled. Enabling it can significantly reduce device memory usage and speed up TensorRT initialization. See "Lazy Loading" section of CUDA documentation https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#lazy-loading

Is this normal behavior or is this an issue?""",
        expected_cause=None,
        harmless=True,
        note="2023. The Stable Diffusion web UI's TensorRT extension loading its engine. Answer (kodxana): 'Ye this is normal thing in TensorRT though it should not break anything.' The cuDNN loaded is PyTorch's. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="torch-tensorrt-1-3-linked-cudnn-8-6-loaded-8-5-warning",
        source=_GH + "pytorch/TensorRT/issues/2028",
        text=r"""❓ [Question] Torch-TensorRT 1.3.0 uses cuDNN 8.6.0 instead of 8.5.0

## ❓ Question

Hi, I am using torch-tensorRT 1.3.0, it seems it is linked to cuDNN 8.6.0 instead of 8.5.0 as described in the release note? Please find my environment setup below

## Environment

 - PyTorch Version (e.g., 1.0): 1.13.1 with cu117
 - OS (e.g., Linux): Linux (ubuntu 20.04)
 - How you installed PyTorch (`conda`, `pip`, `libtorch`, source): pip install torch==1.13.1+cu117 torchvision==0.14.1+cu117 torchaudio==0.13.1 --extra-index-url https://download.pytorch.org/whl/cu117
 - Python version:3.8
 - CUDA version: 11.7
 - TensorRT: 8.5.3.1
 - torch-tensorrt: 1.3.0

I got the warning: tensorrt is linked to cuDNN 8.6.0 but cuDNN 8.5.0 is loaded --- when i print torch.backend.cudnn.version() it says 8500, so I assume if torch-tensorrt is linked with cuDNN as it is described in the release note, there should not be such warning?
Could you please let me know if there is something I'm doing wrong? Thank you!""",
        expected_cause=None,
        harmless=True,
        note="2023. Maintainer narendasan: 'Yeah this warning is because we typically default to PyTorch's cuDNN choice vs. TensorRT because PyTorch has a stricter dependency (we have observed crashes otherwise in the past). TensorRT supports 8.5 in 8.5.3.1 even though it was built with 8.6.0'. The warning is paraphrased by the poster, not pasted.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrtx-yolov5-linked-cudnn-8-1-loaded-8-0-5-engine-build-wait",
        source=_GH + "wang-xinyu/tensorrtx/issues/1031",
        text=r"""TensorRT was linked against cuDNN 8.1.0 but loaded cuDNN 8.0.5

## 环境

Ubuntu18.04、CUDA11.1、CUDNN8、Python3.7.5、OpenCV4.5.1、PyTorch1.10.0、OpenVINO2021R3
TensorRT-7.2.3.4

## 版本
yolov5  v6.0
tensorrtx master

## 问题

```bash
sudo ./yolov5 -s yolov5s.wts yolov5s.engine s

Loading weights: yolov5s.wts
Building engine, please wait for a while...
[07/01/2022-17:03:23] [W] [TRT] TensorRT was linked against cuDNN 8.1.0 but loaded cuDNN 8.0.5
```
执行到这里就没反应了，不报错也不往下执行了。""",
        expected_cause=None,
        harmless=True,
        note="2022. The poster ('it stops responding here, no error and no progress') took the cuDNN warning for the failure. Maintainer wang-xinyu: 'This will take some time. Just need to wait.' (TensorRT's engine build); closed. Confirmed by the answer, not by a reported outcome.",
        platform="linux",
    ),
)
