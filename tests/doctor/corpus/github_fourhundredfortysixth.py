# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortysixth set of real threads: OpenMMLab's compiled operators (mmcv ops, OpenPCDet's CUDA extensions) and projects built on them (2020-2025), from GitHub issues on open-mmlab/mmcv, mmdetection, mmrotate, mmagic, OpenPCDet and on projects using them (chenhang98/BPR, czczup/ViT-Adapter, yezhen17/3DIoUMatch-PVRCNN).

Broken kinds held: mmcv's compiled operators missing or built without CUDA (plain `mmcv`
instead of `mmcv-full`; a clone installed without MMCV_WITH_OPS; mmcv compiled on a cluster
login node without a GPU; a pip source build that left `MMCV CUDA Compiler: not available`,
fixed by mim's prebuilt wheel; an mmcv-full whose ops had no CUDA implementation on Windows), a
project's deformable-attention op never compiled (Windows), stale OpenPCDet build objects and a
pcdet environment rebuilt, a prebuilt mmcv that did not fit an NGC-built torch
(libtorch_cuda_cu.so), CUDA 11.7 asked to build mmcv for an RTX 4080 (compute capability
8.9), and one MMDetection version check that refuses mmcv 2.2.0 (no catalogue ID). All broken:
11; working runs: 0.

Left out: most threads of this angle have stored copies that end before any confirmation, or the
fix came from a commenter for his own setup (mmdetection#3271, mmcv#409, mmcv#1734, mmcv#2106,
mmcv#2514, mmcv#2648, mmcv#2439, OpenPCDet#655 and #553, LMMMEng/OverLoCK#41, wzzheng/TPVFormer#48,
mmdetection#7742, mmpose#1464, mmcv#876, mmcv#2333, mmcv#2038, mmcv#1224, mmcv#1380). Some were
confirmed but the stored opening lacks the poster's error (mmdetection3d#438, whose solution sits
at the end of the first post; mmdeploy#1326; mmtracking#378 and mmcv#1623, prebuilt mmcv-full
1.4.x missing compute capability 8.6, acknowledged by the maintainers;
VBTI-development/onedl-mmdetection#11). mmdetection#3272 was left out because its post is only
'same as previous two', and PKUHaoWang/EmbodiedOcc2#6 because it is already held. Many 'MMCV==x
is used but incompatible' threads were skipped as version pins without a confirmed fix
(mmcv#3096, mmpose#1874, mmdetection#11476, mmtracking#922). Three records quote a stored copy
that breaks off inside the first post (mmdetection#10841, mmcv#2746, mmagic#1854); their text
stops where the stored copy does. Two are prose only (mmcv#2117, whose logs are screenshots, and
3DIoUMatch-PVRCNN#15).

At first look (the doctor of commit 6c6f369) the cause was named in 1 of the 11 broken logs,
first; there is no working run in the set. After the changes of the same day, 6 of 11, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openpcdet-0-3-stale-build-dir-pointnet2-stack-undefined-symbol",
        source=_GH + "open-mmlab/OpenPCDet/issues/216",
        text=r"""I was able to install OpenPCDET 0.3.0 fine but when trying to test the nuscenes model I get
`/ops/pointnet2/pointnet2_stack/pointnet2_stack_cuda.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _Z36three_interpolate_grad_wrapper_stackN2at6TensorES0_S0_S0_
`
I'm using Cuda 10, PyTorch 1.1, SpConv 1.0, Python 3.6.5. Are these still adequate for 0.3.0?
I tried starting again from a clean conda environment with these specs but no luck. Any idea what the issue might be?""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer sshaoshuai: 'You need to delete the `OpenPCDet/build` directory before you run `python setup.py develop`, have you tried it?'; the poster: 'Thank you!! Solved.' Objects left in build/ by an older OpenPCDet were linked into the new CUDA extension, which then lacked a symbol.",
        platform="linux",
    ),
    CorpusLog(
        name="mmrotate-windows-nms-impl-cuda0-not-found-mmcv-full-without-cuda-ops",
        source=_GH + "open-mmlab/mmrotate/issues/395",
        text=r"""Hi, I run demo but get a error.

This is error:   
File "C:\Users\alice\.conda\envs\mmlabV2\lib\site-packages\mmcv\ops\nms.py", line 28, in forward
    inds = ext_module.nms(
RuntimeError: nms_impl: implementation for device cu
da:0 not found.

But I  print(torch.cuda.is_available()) is True.
So I don't know why.

![1](https://user-images.githubusercontent.com/59794732/177255879-80417ca3-5586-4769-a1ba-a1a10626acf9.png)
![2](https://user-images.githubusercontent.com/59794732/177255888-9e19e632-4db2-43f5-8bb4-c949963345c1.png)""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Maintainer zytx121: 'It may be caused by the mmcv-full which you installed is the CPU version. Please refer [here] to install the right mmcv-full'; asked whether not installing cudatoolkit 11.3 was the cause: 'Yes, you need to install `cudatoolkit`, whose version is the same as `mmcv-full` you have installed.'; the poster: 'I solove this problem. And thank you for your guidance.' The mmcv-full ops had no CUDA implementation; which step fixed it is not spelled out. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="mmdet-dino-ms-deform-attn-cuda0-not-found-mmcv-compiled-on-gpu-less-login-node",
        source=_GH + "open-mmlab/mmdetection/issues/10841",
        text=r"""**Describe the bug**
Problems encountered when adapting the new configuration file for dino in mmdetection. Errors reported during training, "RuntimeError: ms_deform_attn_impl_forward: implementation for device cuda:0 not found."
**Reproduction**
script
```none
#!/bin/bash
# 加载 anaconda
module load anaconda/2021.05
# 加载 cuda 11.7
module load cuda/11.7
# 激活 python 虚拟环境
source activate MMEngine
export PYTHONUNBUFFERED=1
# DINO 训练的的命令（此处需要自己依据自己训练的需要进行修改）
python tools/train.py configs/dino_newconfig/dino-4scale_r50_8xb2-12e_coco.py --cfg-options efficient_conv_bn_eval="[backbone]"
```
**Environment**
**I installed MMEngine with mim install mmengine, and compile mmcv and mmdetection from source code.**
sys.platform: linux
Python: 3.9.17 (main, Jul  5 2023, 20:41:20) [GCC 11.2.0]
CUDA available: True
numpy_random_seed: 2147483648
GPU 0: NVIDIA GeForce RTX 4090
CUDA_HOME: None
GCC: gcc (GCC) 7.3.0
PyTorch: 1.13.0+cu117
PyTorch compiling details: PyTorch built with:
  - GCC 9.3
  - C++ Version: 201402
  - Intel(R) Math Kernel Library Version 2020.0.0 Product Build 20191122 for Intel(R) 64 architecture applications
  - Intel(R) MKL-DNN v2.6.0 (Git Hash 52b5f107dd9cf10910aaa19cb47f3abf9b349815)
  - OpenMP 201511 (a.k.a. OpenMP 4.5)
  - LAPACK is enabled (usually provided by MKL)
  - NNPACK is enabled""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer hhaAndroid: 'There is an issue with the mmcv compilation you did yourself. I suspect you compiled mmcv in CPU mode.'; the poster: 'Thanks for your reply! It's my first time training in BsccCloud, their login node does not have a GPU. So, even I've load cuda/11.7, mmcv still compiled in CPU mode.' Issue closed. The script's comments are Chinese: 'load anaconda', 'load cuda 11.7', 'activate the python virtual environment', 'the DINO training command (change it to your own needs)'. The stored copy breaks off inside the environment table; the text stops there.",
        platform="linux",
    ),
    CorpusLog(
        name="vit-adapter-windows-msda-op-not-compiled-no-attribute",
        source=_GH + "czczup/ViT-Adapter/issues/13",
        text=r"""here is an problem with MS deform

when I run the following sentence:
output = MSDA.ms_deform_attn_forward(value, value_spatial_shapes, value_level_start_index, sampling_locations, attention_weights, ctx.im2col_step)

The error occurs:
type object 'MultiScaleDeformableAttention' has no attribute 'ms_deform_attn_forward'

pls help, Thanks""",
        expected_cause="custom-op-build-mismatch",
        note="2022. The first line is the issue's title. Maintainer czczup: 'I recommend checking if deformable attention is compiled correctly' (cd ops & sh make.sh); the poster: 'thank u, the deformable attention is not compiled yet, and I run the setup.py under the ./detection/ops folder / I can not run the make.sh cause I use the win10 system / I really appreciate it'. ViT-Adapter builds on MMDetection/MMSegmentation; its CUDA op had never been built.",
        platform="windows",
    ),
    CorpusLog(
        name="bpr-no-module-mmcv-ext-plain-mmcv-instead-of-mmcv-full",
        source=_GH + "chenhang98/BPR/issues/13",
        text=r"""Hi,

I'm trying to run
 `sh tools/inference.sh`
but getting the error `ModuleNotFoundError: No module named 'mmcv._ext'`

Are there specific versions of mmdet and mmcv you would suggest using? The versions I am using are 
`mmdet 2.6.0`
`mmcv 1.1.5`

Thanks,
Ellese""",
        expected_cause="custom-op-build-mismatch",
        note="2021. Maintainer chenhang98: 'You need to install `mmcv-full` instead of `mmcv`, because the latter does not contain CUDA operators.' Issue closed; the poster did not reply, so weak. The compiled operators (mmcv._ext) are not in the plain mmcv package.",
        platform="linux",
    ),
    CorpusLog(
        name="mmcv-clone-pip-install-without-mmcv-with-ops-no-module-ext",
        source=_GH + "open-mmlab/mmcv/issues/204",
        text=r"""ModuleNotFoundError: No module named 'mmcv._ext'

I clone the repo and run pip install.

When I run test_image.py, this error shows up.

https://github.com/open-mmlab/mmcv/blob/120c6a64daefe97d451cbea4eae15af0ade50a17/mmcv/video/optflow.py#L4""",
        expected_cause="custom-op-build-mismatch",
        note="2020. The first line is the issue's title. Commenter NikZak's workaround: 'pip uninstall mmcv mmcv-full / git clone ... / MMCV_WITH_OPS=1 pip install -e .'; sailfish009: 'Thanks! works for me.'; liuligang123: 'I run the MMCV_WITH_OPS=1 pip install -e . and then solve the problem'. A plain pip install of the clone did not build mmcv's compiled extension. Confirmed by others, not the poster; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="mmcv-full-pip-source-build-cuda-compiler-not-available-mim-wheel-fixed",
        source=_GH + "open-mmlab/mmcv/issues/2117",
        text=r"""I am trying to train an object detection algorithm, and am running into issues with the mmcv-full library. I have run this model before with no issues, but now I am having issues. Running the program yields this prompt:
![Screenshot 2022-07-14 135430](https://user-images.githubusercontent.com/51663415/179073695-559cd51b-6b5a-46a6-bbaf-cffe7d751250.png)
This contains all my version data for torch, cuda, etc. Moreover, I've properly installed mmcv-full, and have even tried installing it with the `MMCV_WITH_OPS=1` and `FORCE_CUDA=1` commands, but the programs still returns `MMCV CUDA Compiler: not available`. The program will run fine for one epoch, and then when saving the epoch to checkpoint, it fails with this error:
![Screenshot 2022-07-14 135350](https://user-images.githubusercontent.com/51663415/179074302-30fd0f06-7287-49bb-b4aa-902379667411.png)
Any help in fixing this would be greatly appreciated.""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Prose only (the environment and the error are screenshots). Maintainer zhouzaida asked for the install log; the poster: 'Got it. I reinstalled mmcv-full with MIM instead of PIP and that seemed to work.' pip had built mmcv-full from source without CUDA ('MMCV CUDA Compiler: not available'); mim fetched a prebuilt CUDA wheel. Platform not stated: the screenshot names are those of the Windows Snipping Tool, so windows is a guess.",
        platform="windows",
    ),
    CorpusLog(
        name="3dioumatch-pvrcnn-cannot-import-iou3d-nms-cuda-env-rebuilt",
        source=_GH + "yezhen17/3DIoUMatch-PVRCNN/issues/15",
        text=r"""thanks for your amazing work! After i deploy the environment successfully, and in the terminal,i can python and import spconv and pcdet successfully.But when i want to run the code, I meet a problem"connot import name iou3d_nms_cuda",how can i solve it?""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Prose only. The poster: 'i solved this problem by creating this environment again.'; maintainer yezhen17: 'Yes, sometimes you didn't install the correct dependence (e.g. torch/cuda version), and later if you don't remove the build folder this error may occur.' The project's pcdet (OpenPCDet) CUDA extension was missing from the built package. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="mmagic-ngc-torch-1-13-prebuilt-mmcv-libtorch-cuda-cu-missing",
        source=_GH + "open-mmlab/mmagic/issues/1854",
        text=r"""### Prerequisite

- [X] I have searched [Issues](https://github.com/open-mmlab/mmagic/issues) and [Discussions](https://github.com/open-mmlab/mmagic/discussions) but cannot get the expected help.
- [X] I have read the [FAQ documentation](https://mmagic.readthedocs.io/en/latest/faq.html) but cannot get the expected help.
- [X] The bug has not been fixed in the [latest version (main)](https://github.com/open-mmlab/mmagic) or [latest version (0.x)](https://github.com/open-mmlab/mmagic/tree/0.x).

### Task

I'm using the official example scripts/configs for the officially supported tasks/models/datasets.

### Branch

main branch https://github.com/open-mmlab/mmagic

### Environment

I'm not able to start the training of the model, and I cannot figure out why. 

When I launch:
```
CUDA_VISIBLE_DEVICES=1 python mmagic/tools/train.py ./custom_configs/dreambooth.py --work-dir work_dirs/example
```
I get the import error: "ImportError: libtorch_cuda_cu.so: cannot open shared object file: No such file or directory"

**My environment:**

> CUDA Version: 11.7 
>  
> Python 3.8.13
> 
> torch                             1.13.0a0+340c412
> torch-tensorrt                    1.1.0a0
> torchtext                         0.13.0a0
> torchvision                       0.13.0a0""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer Z-Fran suggested reinstalling mmcv ('please use `mim install mmcv==2.0.0`'); the poster had found mim 'did not make any difference', then: 'Great! :) Installing `mmcv` from source worked.' ... 'All good now!'. The torch is an NVIDIA-container build (1.13.0a0+340c412); the prebuilt mmcv wanted libtorch_cuda_cu.so, which that torch does not ship, and an mmcv compiled against it fit. Issue closed. The stored copy breaks off inside the package list; the text stops there.",
        platform="linux",
    ),
    CorpusLog(
        name="mmcv-2-0-windows-rtx-4080-cuda-11-7-build-fails-sm-89",
        source=_GH + "open-mmlab/mmcv/issues/2746",
        text=r"""failed building mmcv from source with nvidia rtx 4080

Thanks for reporting the unexpected results and we appreciate it a lot.

**Checklist**

1. I have searched related issues but cannot get the expected help.
2. I have read the [FAQ documentation](https://mmcv.readthedocs.io/en/latest/trouble_shooting.html) but cannot get the expected help.
3. The unexpected results still exist in the latest version.

**Describe the Issue**
Windows10上mmcv2.0.0使用torch2.0.0+cu117从源码编译，在nvidia rtx 4080上编译失败

**Reproduction**

1. What command, code, or script did you run?

```bash
python setup.py build_ext 
```

2. Did you make any modifications on the code? Did you understand what you have modified?
    No

**Environment**
```
PyTorch version: 2.0.0+cu117
Is debug build: False
CUDA used to build PyTorch: 11.7
ROCM used to build PyTorch: N/A

OS: Microsoft Windows 10 专业版
GCC version: (MinGW.org GCC-6.3.0-1) 6.3.0
Clang version: Could not collect
CMake version: Could not collect
Libc version: N/A

nvcc -V：
  nvcc: NVIDIA (R) Cuda compiler driver
  Copyright (c) 2005-2022 NVIDIA Corporation
  Built on Wed_Jun__8_16:59:34_Pacific_Daylight_Time_2022
  Cuda compilation tools, release 11.7, V11.7.99
  Build cuda_11.7.r11.7/compiler.31442593_0


Python version: 3.9.0 (default, Nov 15 2020, 08:30:55) [MSC v.1916 64 bit (AMD64)] (64-bit runtime)
Python platform: Windows-10-10.0.19041-SP0
Is CUDA available: True""",
        expected_cause="compute-capability-unsupported",
        note="2023. The first line is the issue's title; the Chinese line reads 'On Windows 10, building mmcv 2.0.0 from source with torch 2.0.0+cu117 fails on an NVIDIA RTX 4080' ('专业版' = Pro). The poster found the cause two days later: 'need torch2.0.0+cuda11.8.   torch1.13.x or cuda11.7 does not support GPU with 8.9 architecture'; issue closed. CUDA 11.7 cannot compile for the 4080's compute capability 8.9. The stored copy breaks off inside the environment; the text stops there (the compiler's own error is not in it).",
        platform="windows",
    ),
    CorpusLog(
        name="mmdet-3-mmcv-2-2-0-is-used-but-incompatible-wsl",
        source=_GH + "open-mmlab/mmdetection/issues/12312",
        text=r"""**Issue report**
File "/mnt/e/EWorkspace/mmdetection/mmdet/__init__.py", line 17, in <module> and mmcv_version < digit_version(mmcv_maximum_version)), \
AssertionError: MMCV==2.2.0 is used but incompatible. Please install mmcv>=2.0.0rc4, <2.2.0.""",
        expected_cause=None,
        note="2025. No catalogue ID: the cause was an mmcv (2.2.0) newer than the range MMDetection 3.x accepts (<2.2.0). The poster's own 'Bug fix' in the same post (left out of the text): change '<' to '<=' in mmdet/__init__.py line 17, '实测可以运行' (tested, it runs); xam-ps: 'Can confirm. The current Dockerfile is broken. mmcv==2.1.0 is working fine for me as well so far.' Issue open. /mnt/e paths: WSL2.",
        platform="wsl2",
    ),
)
