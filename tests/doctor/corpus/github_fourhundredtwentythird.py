# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentythird set of real threads: PaddlePaddle and its applications on NVIDIA GPUs (2020-2025), from GitHub issues on PaddlePaddle/Paddle, PaddleOCR, PaddleDetection, PaddleX, PaddleClas and FastDeploy.

Broken kinds held: a cuDNN or CUDA library that the installed Paddle build asks for and the
machine does not have (cudnn64_7.dll wanted by CUDA 10.2/cuDNN 7 wheels on machines with cuDNN 8,
twice through the plain paddlepaddle-gpu wheel; zlibwapi.dll missing under cuDNN 8.6 for
FastDeploy; libcudnn.so and libcudart.so.11.0 sitting in a conda environment's lib outside the
loader path), a cuDNN older than the one the Windows wheel was built with (a warning only), a
GPU too old for the wheel (a GTX 1080 under the CUDA 12.9 wheel of Paddle 3.2; a training run
that stalled until an older Paddle was installed), Paddle's CPU-only package under PaddleOCR 3.1,
a Python too new for the Paddle 1.8 wheels, and a Microsoft Store Python that could not load the
cuDNN DLLs (no catalogue ID). Most posts are in Chinese; the notes translate. All broken: 12;
working runs: 0.

Left out: most Paddle threads end in a maintainer's advice with no reply from the poster in the
stored copy (Paddle#29428, #34566, #50195, #55805, #44599, #52100, #56683, #57422, #58971,
#66339, #70902, #72746, PaddleOCR#2144, #11230, PaddleDetection#7629, #8493, PaddleX#1018,
#3613); others were screenshots only (Paddle#50747, #72674, #45681), or the fix came from a
different user than the poster (Paddle#30694, #66947, #75939, PaddleOCR#8400, #9049). The "GPU
architecture is Pascal, not compatible with arch 70 75 80 86" threads (Paddle#54713, #55715,
PaddleNLP#7251, PaddleSeg#3447) had no confirmed outcome in what was read. PaddleDetection#494
was confirmed (cuDNN 7.6 reinstalled) but only its comments were reachable, not the post.
PaddleClas#268 (paddlepaddle and paddlepaddle-gpu 1.8.4 both installed) broke off before any
answer.

At first look (the doctor of commit efdaa95) the cause was named in 6 of the 12 broken logs, 5
first; there is no working run in the set. After the changes of the same day, 8 of 12, 7 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="paddle-2-1-windows-cuda10-2-cudnn-8-2-installed-needs-cudnn64-7-dll-zh",
        source=_GH + "PaddlePaddle/Paddle/issues/34837",
        text=r"""cudnn64_7.dll 依赖问题
问题描述：
我选择的版本是windows，gpu版本(2.1稳定版)，cuda版本按官方推荐选择10.2，按照nvidia官方流程安装了cudnn加速库，安装完之后发现报如下错误：
![image](https://user-images.githubusercontent.com/19517597/129135510-d0d23abd-dd34-488e-8334-2a5e9b80aad8.png)

起初以为是环境变量的问题，但是我的环境变量设置是正确的，nvcc命令能正常执行；后来发现报错中提到paddlepaddle依赖的库是cudnn64_7.dll，我在cuda的目录下搜索，找到的是cudnn64_8.dll""",
        expected_cause="cuda-libraries-missing",
        note="2021, in Chinese. The poster (hide-in-code), same day: '经过和官方了解，发现是因为cudnn的版本安装有问题，官方推荐的版本为：cudnn 7.6.5 ... 我自己安装版本为 cudnn 8.2 所以导致动态库找不到' (after asking the Paddle team: the cuDNN install was wrong, the CUDA 10.2 build wants cuDNN 7.6.5, he had installed 8.2, so the library was not found); renaming cudnn64_8.dll to cudnn64_7.dll had let training start. Closed. Text: the title (first line) and the post, cut before that rename workaround; the error itself was a screenshot. Translation: Windows, Paddle 2.1 GPU, CUDA 10.2 as recommended, cuDNN installed per NVIDIA; the PATH is right and nvcc works; the error names cudnn64_7.dll, and the CUDA folder holds only cudnn64_8.dll.",
        platform="windows",
    ),
    CorpusLog(
        name="paddle-2-4-2-windows-microsoft-store-python-cudnn-ops-infer-dll-not-located-zh",
        source=_GH + "PaddlePaddle/Paddle/issues/52865",
        text=r"""执行paddle.utils.run_check()时，结果显示Could not locate cudnn_ops_infer64_8.dll.
安装的版本是 Paddle v2.4.2(CUDA 11.6)，cudnn 为 8.4.1
我有确保 NVIDIA GPU Computing Toolkit\CUDA\v11.6\bin 下存在 cudnn_ops_infer64_8.dll
且已解压 zlibwapi.dll 到 System32 下

nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2021 NVIDIA Corporation
Built on Fri_Dec_17_18:28:54_Pacific_Standard_Time_2021
Cuda compilation tools, release 11.6, V11.6.55
Build cuda_11.6.r11.6/compiler.30794723_0

感谢回答""",
        expected_cause=None,
        note="2023, in Chinese. The poster (Go4Lose), next day: '破案了，不能用Microsoft Store下载的Python' (case solved: a Python installed from the Microsoft Store cannot be used); closed. No catalogue ID: the cause was the Microsoft Store build of Python, under which Paddle could not load the cuDNN DLLs that were present in the CUDA folder. Text: the title (first line) and the body. Translation: Paddle 2.4.2 (CUDA 11.6), cuDNN 8.4.1; cudnn_ops_infer64_8.dll is present in CUDA\\v11.6\\bin; zlibwapi.dll unpacked into System32; thanks for answering.",
        platform="windows",
    ),
    CorpusLog(
        name="paddleocr-windows-plain-paddlepaddle-gpu-2-4-2-wants-cudnn64-7-on-cuda-11-3-zh",
        source=_GH + "PaddlePaddle/PaddleOCR/issues/9913",
        text=r"""安装好环境后试运行提示缺少库cudnn64_7.dll
系统：Win10
GPU：RTX3070TI
CUDA：11.3
CUDNN：8.9.1
paddleocr：2.6.1.3
paddlepaddle-gpu：2.4.2

CUDA 是对应了GPU装的11.3，能找到对应11.3的所有CUDNN版本都找不到cudnn64_7.dll，只有cudnn64_8.dll
我需要下载cudnn64_7.dll直接放到cudnn64_8.dll同目录下，还是说有别的解决办法？

报错详细信息：
RuntimeError: (PreconditionNotMet) The third-party dynamic library (cudnn64_7.dll) that Paddle depends on is not configured correctly. (error code is 126)""",
        expected_cause="cuda-libraries-missing",
        note="2023, in Chinese. The poster (ozxdno), same day: '解决了。去官网看对应GPU的安装方法。例如我的：pip install paddlepaddle-gpu==2.4.2.post112 -f https://www.paddlepaddle.org.cn/whl/windows/mkl/avx/stable.html' (solved: take the install command for his CUDA from the official page). The plain paddlepaddle-gpu 2.4.2 wheel was a cuDNN 7 (CUDA 10.2) build, so it looked for cudnn64_7.dll, which a CUDA 11.3/cuDNN 8.9 machine does not have. Closed. Text: the title (first line) and the body. Translation: CUDA 11.3 chosen for the GPU; no cuDNN for 11.3 has cudnn64_7.dll, only cudnn64_8.dll; should he download cudnn64_7.dll, or is there another fix?",
        platform="windows",
    ),
    CorpusLog(
        name="paddle-2-4-0-windows-cuda-11-6-plain-wheel-cudnn64-7-dll-not-configured",
        source=_GH + "PaddlePaddle/Paddle/issues/50588",
        text=r"""windows使用paddle报错: RuntimeError: (PreconditionNotMet) The third-party dynamic library
### bug描述 Describe the Bug

![image](https://user-images.githubusercontent.com/73057174/219389909-cbb617ca-02c1-4791-aa35-84f1b0fa0755.png)
RuntimeError: (PreconditionNotMet) The third-party dynamic library (cudnn64_7.dll) that Paddle depends on is not configured correctly. (error code is 126)
  Suggestions:
  1. Check if the third-party dynamic library (e.g. CUDA, CUDNN) is installed correctly and its version is matched with paddlepaddle you installed.
  2. Configure third-party dynamic library environment variables as follows:
  - Linux: set LD_LIBRARY_PATH by `export LD_LIBRARY_PATH=...`
  - Windows: set PATH by `set PATH=XXX; (at ..\paddle\phi\backends\dynload\dynamic_loader.cc:305)
code is followed:
![image](https://user-images.githubusercontent.com/73057174/219391498-04aa8503-a17e-4bd7-9dd0-173373837be3.png)

### 其他补充信息 Additional Supplementary Information

运行os：windows10
paddlepaddle-gpu        2.4.0
CUDA：11.6
torch： 1.12.1+cu116""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer LiuChiachi: '看报错信息是你的cuda环境和安装的paddle的不匹配的原因' (the error says your CUDA setup does not match the Paddle you installed); the poster (jdyjjj): '感谢，换了版本之后确实解决问题了' (thanks, after switching versions it is indeed solved); closed. The plain paddlepaddle-gpu 2.4.0 wheel wanted cuDNN 7 (cudnn64_7.dll) on a CUDA 11.6 machine. Text: the title (first line) and the body. Translation of the labels: '运行os' = the OS it ran on; '其他补充信息' = additional information; the title reads 'error using paddle on Windows'.",
        platform="windows",
    ),
    CorpusLog(
        name="fastdeploy-windows-cuda-11-8-cudnn-8-6-zlibwapi-dll-missing-zh",
        source=_GH + "PaddlePaddle/FastDeploy/issues/362",
        text=r"""Windows GPU环境下使用，提示cudnn64_8.dll异常
![Untitled](https://user-images.githubusercontent.com/37092245/195559567-64fdb5a8-3535-48c6-a6ea-1586ed62aa85.png)
显卡是NVIDIA GeForce GTX 1660 SUPER
CUDA   v11.8
cudnn-windows-x86_64-8.6.0.163_cuda11-archive
报错出现在cudnn64_8.dll里面   
![Untitled](https://user-images.githubusercontent.com/37092245/195747528-e4675b9b-94f2-4b43-9528-3687042aa9a6.png)
从进程加载DLL来看,有3个cudnn开头的,应该不是环境问题吧
提示zlibwapi.dll找不到，这个是干嘛用的？""",
        expected_cause="cuda-libraries-missing",
        note="2022, in Chinese. The poster (publicforlijun): 'zlibwapi.dll 缺失导致的报错.找到对应zlip资源问题修正' (the error came from the missing zlibwapi.dll; fixed once the zlib DLL was found); maintainer DefTruth: '高版本的cudnn引入了这个依赖，需要先安装zlip才能正常使用' (newer cuDNN on Windows depends on zlib, install it first) with NVIDIA's cuDNN install guide; closed. Text: the title (first line) and the poster's own comments before that answer (the helpers' questions in between left out). Translation: GPU is a GTX 1660 SUPER; CUDA 11.8 with cuDNN 8.6.0; the crash is inside cudnn64_8.dll; three cudnn DLLs are loaded, so it should not be the environment; it says zlibwapi.dll cannot be found, what is that for?",
        platform="windows",
    ),
    CorpusLog(
        name="paddleocr-train-libcudnn-so-in-conda-env-lib-not-on-ld-library-path-zh",
        source=_GH + "PaddlePaddle/PaddleOCR/issues/1304",
        text=r"""The third-party dynamic library (libcudnn.so) that Paddle depends on is not configured correctly.(error code is /usr/local/cuda/lib64/libcudnn.so: cannot open shared object file: No such file or direc
运行train.py 第74行exe.run(startup_program)时，出现这个错误，请教下该怎么解决呢?""",
        expected_cause="cuda-libraries-missing",
        note="2020, in Chinese. Next day, from unisoc281 (who had posted the error screenshot under the report minutes after it was filed, apparently the reporter unyxs281 under a second account): '这个问题解决了 先输入命令export LD_LIBRARY_PATH=/home/.../anaconda3/envs/pytorch/lib:$LD_LIBRARY_PATH ... 然后关掉Pycharm，在同一个terminal中重新启动Pycharm' (solved: put the conda environment's lib folder, where cuDNN was, on LD_LIBRARY_PATH and restart PyCharm from that terminal); another user later: '已解决'. Closed. Text: the title as stored (first line, cut off there) and the body. Translation: the error comes at exe.run(startup_program) on line 74 of train.py; how to fix it?",
        platform="linux",
    ),
    CorpusLog(
        name="paddleclas-libcudart-so-11-0-in-conda-env-lib-not-on-ld-library-path-zh",
        source=_GH + "PaddlePaddle/PaddleClas/issues/3049",
        text=r"""libcudart.so.11.0: cannot open shared object file: No such file or directory
记录一下：
ubuntu18.04""",
        expected_cause="cuda-libraries-missing",
        note="2023, in Chinese. A note-to-self issue: the poster (keepgoing365) gives the fix in the same post: add the conda environment's lib folder (which holds libcudart.so.11.0) to LD_LIBRARY_PATH in ~/.bashrc, adding that a pip-installed paddle-gpu may not bring the file while a conda install does; later '已解决' (solved); closed. Text: the title (first line) and the post cut before the fix. Translation: '记录一下' = for the record.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-2-2-windows-post112-built-cudnn-8-2-machine-cudnn-8-1-warning-zh",
        source=_GH + "PaddlePaddle/Paddle/issues/37349",
        text=r"""The installed Paddle is compiled with CUDNN 8.2, but CUDNN version in your machine is 8.1
paddle检查时，出现警告：
The installed Paddle is compiled with CUDNN 8.2, but CUDNN version in your machine is 8.1

我是参照官方推荐的安装方式：
python -m pip install paddlepaddle-gpu==2.2.0.post112 -f https://www.paddlepaddle.org.cn/whl/windows/mkl/avx/stable.html
官方推荐CUDA 11.2搭配8.1.1使用，为什么装了8.1.1反而有警告？
![image](https://user-images.githubusercontent.com/18325017/142420205-cdaf2e93-f2f9-417b-a804-d7c2f1318ccd.png)

环境如下：
win10 x64
RTX3060
CUDA 11.2.152
cudnn 8.1.1
python 3.8.8 x64""",
        expected_cause="cudnn-version-mismatch",
        note="2021, in Chinese. The poster (wikithink) wrote in the post itself '我尝试安装了8.2的cudnn后，警告消失了' (after installing cuDNN 8.2 the warning went away; that sentence, between the screenshot and the environment list, is left out of text); maintainer betterpig: '目前在Windows平台 CUDA 11.2对应的cudnn版本为8.2.1，已更新Windows安装文档' (on Windows the CUDA 11.2 wheel goes with cuDNN 8.2.1; the install docs are updated); closed. Translation: a warning in Paddle's check; installed the officially recommended way; the docs pair CUDA 11.2 with cuDNN 8.1.1, so why a warning after installing 8.1.1?",
        platform="windows",
    ),
    CorpusLog(
        name="paddlex-gtx-1080-paddle-3-2-default-cuda-12-9-wheel-no-kernel-image",
        source=_GH + "PaddlePaddle/PaddleX/issues/4682",
        text=r"""Hello,

Can someone please help me run the code below on GPU, Nvidia GTX0180. 
I get error message on GPU 

```
OSError: (External) CUDA error(209), no kernel image is available for execution on the device.
  [Hint: 'cudaErrorNoKernelImageForDevice'. This indicates that there is no kernel image available that is suitable for the device. This can occur when a user specifiescode generation options for a particular CUDA source file that do not include the corresponding device configuration.] 
  (at ..\paddle\phi\core\platform\device\gpu\gpu_info.cc:133)

```
despite following all installation steps. Following code is working fine on separate CPU virtual environment.
Cuda version 12.9.1 and cudnn 9.10.2 and nvidia driver with high enough version is installed on system and GPU processing works FINE using C# PaddleSharp binding for OCR from https://github.com/sdcb/PaddleSharp 
I cannot get the layout_parsing model to work in python on GPU GTX0180 and would appreciate any help. Thank you in advance.""",
        expected_cause="compute-capability-too-old",
        note="2025. The poster (CanadianHusky), same day: 'I fixed it ... Nvidia GTX 1080 is compute capability version 6.1 (sm61 architecture). The problem is that with my default installation above `pip install paddlepaddle-gpu==3.2.0` a runtime cuda version 12.9 with higher requirement for compute capability is installed that is too new for sm61 architecture ... I uninstalled paddlepaddle-gpu and re-install with lower code version 11.8' (the cu118 index), after which run_check passed; closed. The CUDA 12.9 wheel carries no kernels for the Pascal GPU. Text: the opening of the post; the script and pip list that followed are left out.",
        platform="windows",
    ),
    CorpusLog(
        name="paddledetection-cuda-12-2-training-stalls-gpu-compute-capability-older-paddle-works-zh",
        source=_GH + "PaddlePaddle/PaddleDetection/issues/8866",
        text=r"""cuda12.2运行paddledetection
### 问题确认 Search before asking

- [X] 我已经搜索过问题，但是没有找到解答。I have searched the question and found no related answer.

### 请提出你的问题 Please ask your question

cuda12.2如何运行paddledetection
训练时加载完预训练模型参数然后就没有继续训练""",
        expected_cause="compute-capability-too-old",
        note="2024, in Chinese. After maintainer lyuwenyu asked whether Paddle was installed right (paddle.utils.run_check()), the poster (11075225): '问题已解决，是显卡算力的问题，换了旧版本的paddlepaddle就能正常运行' (solved: it was the GPU's compute capability; with an older paddlepaddle it runs); closed. Two days later the same user quoted, in PaddleDetection#8873, Paddle's warning 'The GPU architecture in your current machine is Pascal, which is not compatible with Paddle installation with arch: 70 75 80 86'. Weak: prose only. Text: the title (first line), the post and his own follow-up before any answer. Translation: how to run PaddleDetection with CUDA 12.2; in training, after the pretrained weights load, training does not go on. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="paddleocr-3-1-cpu-paddlepaddle-package-inference-on-cpu-v100",
        source=_GH + "PaddlePaddle/PaddleOCR/issues/16093",
        text=r"""why paddleocr_v5 does not use gpu to inference???
### 🔎 Search before asking

- [x] I have searched the PaddleOCR [Docs](https://paddlepaddle.github.io/PaddleOCR/) and found no similar bug report.
- [x] I have searched the PaddleOCR [Issues](https://github.com/PaddlePaddle/PaddleOCR/issues) and found no similar bug report.
- [x] I have searched the PaddleOCR [Discussions](https://github.com/PaddlePaddle/PaddleOCR/discussions) and found no similar bug report.

### 🐛 Bug (问题描述)

paddleocr==3.1.0
paddlepaddle==3.1.0
use cpu for inference , has someone same problem? how to solve it?

### 🏃♂️ Environment (运行环境)

NVIDIA-SMI 525.60.13   
Driver Version: 525.60.13    
CUDA Version: 12.0      
V100/16GB

### 🌰 Minimal Reproducible Example (最小可复现问题的Demo)

no code""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PaddlePaddle build (framework-cpu-only-build). 2025. Another user (ljaeh0121): 'To use the GPU, you need to install `paddlepaddle-gpu`.'; the poster (YoungofNUAA) tried the paddlepaddle_gpu 2.6.1.post120 wheel (still CPU), then: 'i have solved with paddlepaddle-gpu == 3.1.0 ,thank you'. The installed paddlepaddle 3.1.0 is Paddle's CPU-only package. Issue left open. Text: the title (first line) and the issue form. OS not named (driver 525 and a V100: linux taken).",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-1-8-3-post107-pip-no-matching-distribution-python-3-8-zh",
        source=_GH + "PaddlePaddle/Paddle/issues/26685",
        text=r"""centos7 安装报错
基本环境： centos7   RTX2080TI   cuda10.1  cudnn7.6.5  python3.8.3
在安装paddle时，执行以下命令时报错
```shell
sudo python3 -m pip install paddlepaddle-gpu==1.8.3.post107 -i https://pypi.tuna.tsinghua.edu.cn/simple
```
```shell
Looking in indexes: https://pypi.tuna.tsinghua.edu.cn/simple
ERROR: Could not find a version that satisfies the requirement paddlepaddle-gpu==1.8.3.post107 (from versions: none)
ERROR: No matching distribution found for paddlepaddle-gpu==1.8.3.post107
```
请问是啥原因？谢谢""",
        expected_cause="python-version-unsupported",
        note="2020, in Chinese. Maintainer zhiqiu: 'paddle目前支持的python3版本是 3.5.1+/3.6/3.7，你可以试着换下python3版本' (Paddle supports Python 3.5.1+/3.6/3.7; try another Python 3); the poster (zhaotun): '确实是这样的，python降级成3.6后可以成功安装了，谢谢及时回复' (indeed, after downgrading Python to 3.6 it installed); closed. Text: the title (first line) and the body. Translation: CentOS 7, RTX 2080 Ti, CUDA 10.1, cuDNN 7.6.5, Python 3.8.3; installing Paddle fails with this command; what is the reason?",
        platform="linux",
    ),
)
