# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-second set of real threads: Ultralytics YOLO and YOLO-family detectors on the CUDA stack (2020-2025), from GitHub issues (issues corpus) on ultralytics/ultralytics, ultralytics/yolov5, meituan/YOLOv6, FoundationVision/ByteTrack (built on YOLOX), and applications built on YOLO models (pytorch/pytorch for a YOLOv8 inference, SunOner/sunone_aimbot, jkjung-avt/tensorrt_demos, wang-xinyu/tensorrtx, marcoslucianops/DeepStream-Yolo, cyrusbehr/YOLOv8-TensorRT-CPP).

Broken kinds held: a GPU newer than the PyTorch build (RTX 30xx, A100, RTX 50xx on cu102/cu118/cu124
wheels), an NVIDIA driver older than what the framework or the NGC container base image was built
for, CUDA or cuDNN libraries that TensorRT or a TensorRT-built detector could not load (a CUDA 12
cuBLAS DLL on Windows, libcudnn.so.8), and TensorRT itself missing from the loader path or of
another release than the one a prebuilt application links. Working runs: 1 (a TensorRT notice
about CUDA lazy loading, answered as an optional setting). 12 broken, 1 working; one record
(ByteTrack) is prose only.

Left out: many threads of the same kinds on ultralytics/yolov5 and ultralytics/ultralytics whose
stored copy ends before any resolution (closed as stale, or only the maintainer's generic
'environment problems' reply); threads whose cause was the framework itself (CPU-only torch wheels,
PyTorch 2.4's fbgemm.dll packaging, mixed-precision NaNs on GTX 16xx); and a WSL2 thread
(THU-MIG/yolov10#395, libcudnn_cnn_infer.so.8 asking for libcuda.so) whose fix, a conda
reinstall of PyTorch with cudatoolkit-dev, does not say which part of the stack was at fault.

At first look (the doctor of commit cd26af4) the cause was named in 10 of 12 broken logs, 9 first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="yolov8-inference-rtx5080-sm120-torch-cu118",
        source=_GH + "pytorch/pytorch/issues/153944",
        text=r"""we are trying to run inference on rtx 5080 with torch using yolov8 facing issue like NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90 compute_37.

using tools like,
python                3.10
torch                   7.0+cu118
torchaudio          2.7.0+cu118
cuda version        12.9""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer malfet: 'to the best of my knowledge, CUDA-11.8 does not support Blackwell GPUs, one needs to use 12.8'; the poster then installed torch 2.8.0.dev+cu128: 'I installed this version problem solved and working good RTX 5080 for inference'. The opening post also had a screenshot. The platform comes from the thread's 'module: windows' label.",
        platform="windows",
    ),
    CorpusLog(
        name="ultralytics-yolo11-train-rtx5070ti-sm120-no-kernel-image",
        source=_GH + "ultralytics/ultralytics/issues/21162",
        text=r"""I am trying to train and validate a `yolo11s` model with the `coco` dataset on an NVIDIA RTX 4070 ti. The PyTorch version installed by `ultralytics`, however, doesn't support my GPU, nor I believe the Blackwell architecture `sm_120` in general. 

When I run
```
yolo detect train data=coco.yaml model=yolo11s.pt epochs=1 batch=38 workers=16 seed=42 deterministic=True imgsz=640
```
I get this warning
```
NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
```
and soon thereafter an error
```
RuntimeError: CUDA error: no kernel image is available for execution on the device
```
and training doesn't start.""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster's own workaround, in the same post: 'As a workaround, I have manually installed a version of PyTorch that supports CUDA 12.8 and therefore Blackwell with `pip3 install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/cu128`' (the stored copy cuts off after that sentence). Odd: the post says RTX 4070 ti in its first line and RTX 5070 Ti in the log; the log's sm_120 is the Blackwell card. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="yolov5-colab-a100-sm80-torch-without-ampere",
        source=_GH + "ultralytics/yolov5/issues/4924",
        text=r"""When running the training.py on colab powered by A100s GPUs I get the following error.

A100-SXM4-40GB with CUDA capability sm_80 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
If you want to use the A100-SXM4-40GB GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

Same notebook runs fine on all other colab instances

About the access to A100, I have no clue, just started to pop today (breaking all my notebooks in the process lmao). I do have a colab Pro+ though""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer glenn-jocher pointed to installing PyTorch per pytorch.org; the poster: 'Fixed by installing PyTorch using `!pip3 install torch==1.9.0+cu111 torchvision==0.10.0+cu111 torchaudio==0.9.0 -f https://download.pytorch.org/whl/torch_stable.html`' (the notebook's torch had no sm_80 kernels). The last paragraph is the poster's later comment.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov6-rtx3080-laptop-sm86-torch-cu102-warning",
        source=_GH + "meituan/YOLOv6/issues/350",
        text=r"""```
.venv/lib/python3.7/site-packages/torch/cuda/__init__.py:146: UserWarning: 
NVIDIA GeForce RTX 3080 Laptop GPU with CUDA capability sm_86 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
If you want to use the NVIDIA GeForce RTX 3080 Laptop GPU GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```

nvidia-smi

| NVIDIA-SMI 515.48.07    Driver Version: 515.48.07    CUDA Version: 11.7     |""",
        expected_cause="compute-capability-unsupported",
        note="2022. The poster filed the thread as '[SOLVED]': after installing YOLOv6's requirements, 'you need to do the following after installing the dependencies: pip install torch==1.12.0+cu116 torchvision==0.13.0+cu116', choosing the wheel that matches the driver's CUDA version. Only the warning and the nvidia-smi line of the post are kept; its explanation of the fix is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="bytetrack-rtx3090-requirements-bring-torch-cu102",
        source=_GH + "FoundationVision/ByteTrack/issues/54",
        text=r"""When I use RTX 3090, the PyTorch installation will come to an error with 'pip3 install -r requirements.txt'. 

3090 is only adapted to the Cuda version above 11.0 while 'pip3 install -r requirements.txt' will bring a torch with Cuda version 10.2. This will cause problems in GPU calls.""",
        expected_cause="compute-capability-unsupported",
        note="2021. Prose only. The poster's own solution: 'if u use RTX 3090, install torch and torchvision from the official website and then install other packages'; maintainer ifzhang thanked him and another user (OceanStarHit) confirmed: 'I have already tried those before finding your suggestion, but your seggestion verifies my trials.' ByteTrack is built on YOLOX.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov5-docker-image-needs-driver-455-host-has-450",
        source=_GH + "ultralytics/yolov5/issues/1232",
        text=r"""this is my driver
 NVIDIA-SMI 450.66       Driver Version: 450.66       CUDA Version: 11.0     |

 I enter the docker yolo, it happen

NVIDIA Deep Learning Profiler (dlprof) Copyright (c) 2020, NVIDIA CORPORATION.  All rights reserved.

Various files include modifications (c) NVIDIA CORPORATION.  All rights reserved.
NVIDIA modifications are covered by the license terms that apply to the underlying project or file.

ERROR: This container was built for NVIDIA Driver Release 455.23 or later, but
       version 450.66 was detected and compatibility mode is UNAVAILABLE.

       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]

NOTE: MOFED driver for multi-node communication was not detected.
      Multi-node communication performance may be reduced.""",
        expected_cause="driver-too-old",
        note="2020. Maintainer glenn-jocher: 'I've updated the Docker quickstart guide to reflect the updated driver requirements ... You will need to update your Nvidia Driver to use the Docker image'; the poster did not dispute it and asked back: 'Because the \"FROM nvcr.io/nvidia/pytorch:20.10-py3\" is build for Driver 455.23, the error happen ?'.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov5-docker-ngc-20-06-needs-driver-450-host-440",
        source=_GH + "ultralytics/yolov5/issues/231",
        text=r"""CUDA acceleration is not available when using the Docker images as the Dockerfile was updated to use 20.06-py3, which relies on Nvidia Drivers that not past release candidate/ beta stage. 

Attempt to start Docker image and you will see errors on platform support and how only CPU will be supported

Output:
```
ERROR: This container was built for NVIDIA Driver Release 450.36 or later, but
       version 440.100 was detected and compatibility mode is UNAVAILABLE.
       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]
NOTE: MOFED driver for multi-node communication was not detected.
      Multi-node communication performance may be reduced.
Using CPU
```

 - OS: Ubuntu 18.04 host
 - GPU Quadro P2000""",
        expected_cause="driver-too-old",
        note="2020. Maintainer glenn-jocher acted on it: 'The 20.06 image was tested on a GCP VM without issue. Just in case though we've reverted the yolov5:latest image to 20.03. You should be able to pull this image now.' The host driver 440.100 was older than the 450.36 the image's CUDA needed; the poster's own words already name the cause (the issue title is 'Docker Images Require Unreleased Linux Drivers').",
        platform="linux",
    ),
    CorpusLog(
        name="yolov5-driver-435-too-old-for-torch-171-runs-cpu",
        source=_GH + "ultralytics/yolov5/issues/2389",
        text=r"""Driver version 435.21，CUDA 10.1

UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 10010). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at  /pytorch/c10/cuda/CUDAFunctions.cpp:100.)
  return torch._C._cuda_getDeviceCount() > 0
YOLOv5 v4.0-14-gb75c432 torch 1.7.1 CPU

What version of GPU driver should I upgrade to""",
        expected_cause="driver-too-old",
        note="2021. Maintainer glenn-jocher: '@gef1998 you should update to the latest version.' The poster had asked which driver to upgrade to, so he did not dispute the cause; no later report in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov8-aimbot-tensorrt-export-cublaslt64-12-dll-missing",
        source=_GH + "SunOner/sunone_aimbot/issues/83",
        text=r"""FileNotFoundError: Could not find: cublasLt64_12.dll. Is it on your PATH?

после того как написал yolo export model="models/sunxds_0.3.5.pt" format=engine half=true device=0 imgsz=640
Длл качал закинул в сус32 и сусвов64 и нихуя:(
до этого играл в .pt но говорят же engine лучше""",
        expected_cause="cuda-libraries-missing",
        note="2023. Post in Russian; the first line is the issue's title (the log itself was a screenshot). The TensorRT export of an Ultralytics YOLOv8 model could not load CUDA 12's cuBLAS DLL. After a pointer to tensorflow/tensorflow#40108 the poster reported: 'все решил ошибку, надо было длл скачать и перекинуть в .bin спасибо' (solved it: the DLL had to be downloaded and put into the CUDA bin folder). He met cudnn64_8.dll missing next and fixed it the same way; that later error is left out of the text.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorrt-demos-yolo-libnvinfer-so-8-not-on-path",
        source=_GH + "jkjung-avt/tensorrt_demos/issues/517",
        text=r"""im using tensorrt 8.2.1.8 ,cuda 11.5 on ubantu 20.04 system 

 im getting this issue
 ImportError: libnvinfer.so.8: cannot open shared object file: No such file or directory

even i have specified path in .bashrc

& inside plugins makefile""",
        expected_cause="tensorrt-unavailable",
        note="2021. TensorRT 8.2 installed from the tar file, its lib folder not reachable by the loader. Maintainer jkjung-avt pointed at the LD_LIBRARY_PATH line in the poster's .bashrc screenshot (angle brackets around the path); the poster: 'after changing path & rebooting of my server its working fine thanks' (in 2022 he met the same error again after other changes). The screenshots are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorrtx-yolov5-engine-build-libcudnn-so-8-missing",
        source=_GH + "wang-xinyu/tensorrtx/issues/1028",
        text=r"""## Env

- GPU, P40
- OS, Ubuntu18.04
- Cuda 10.2
- TensorRT 7.2.3.4

## About this repo

- master branch
-  yolov5 

## Your problem

- what is your command? 
sudo ./yolov5 -s yolov5s.wts yolov5s.engine s
- what's your output?
./yolov5: error while loading shared libraries: libcudnn.so.8: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2022. Maintainer wang-xinyu: 'Environment issue, the cudnn, tensorrt, cuda, etc, are not properly installed.'; another user added that the cuDNN library links (libcudnn.so.8 -> libcudnn.so.8.x.x) must exist. The poster did not dispute it; no later report. Odd: the command ran under sudo, which also drops a user's LD_LIBRARY_PATH; the thread does not discuss that.",
        platform="linux",
    ),
    CorpusLog(
        name="deepstream-yolo-tx2-libnvinfer-so-7-with-tensorrt-8",
        source=_GH + "marcoslucianops/DeepStream-Yolo/issues/367",
        text=r"""error occured when run:deepstream-app -c deepstream_app_config.txt

deepstream-app: error while loading shared libraries: libnvinfer.so.7: cannot open shared object file: No such file or directory

yolov5 can use tensorRT8?  ?   I use Jetson TX2 and my tensorRT version is tenRT8""",
        expected_cause="tensorrt-unavailable",
        note="2023. The first line is the issue's title; the last paragraph is the poster's later comment. Maintainer marcoslucianops: 'Probably you are not using the correct environment for DeepStream' and 'Yes it can but you need to use the correct version for the DeepStream because it's pre-compiled with specific TensorRT version.' The DeepStream build links TensorRT 7 while the Jetson has TensorRT 8; the poster did not dispute it.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="yolov8-tensorrt-cpp-cuda-lazy-loading-notice",
        source=_GH + "cyrusbehr/YOLOv8-TensorRT-CPP/issues/33",
        text=r"""I try example!  "object_detection_image"  and get this message

CUDA lazy loading is not enabled. Enabling it can significantly reduce device memory usage and speed up TensorRT initialization. See "Lazy Loading" section of CUDA documentation https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#lazy-loading

How to set "CUDA lazy loading" in example??""",
        expected_cause=None,
        harmless=True,
        note="2023. The YOLOv8 TensorRT example ran and printed TensorRT's notice; the maintainer cyrusbehr treated it as an optional setting: 'So just set the environment variable in your shell: `export CUDA_MODULE_LOADING=LAZY` or do so programmatically from the code before creating an instance of the TensorRT engine.' Issue closed. Platform not stated (the answer's `export` suggests linux).",
        platform="linux",
    ),
)
