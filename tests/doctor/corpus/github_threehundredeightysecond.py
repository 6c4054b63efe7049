# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-second set of real threads: PaddlePaddle GPU threads (2019-2026) from GitHub issues on PaddlePaddle/Paddle, PaddlePaddle/PaddleOCR, PaddlePaddle/PaddleDetection and PaddlePaddle/PaddleFleetX, many in Chinese, where paddlepaddle-gpu could not use the GPU for a reason in the CUDA stack it shares with TensorFlow.

The framework is not TensorFlow, but its failures sit in the same stack: the NVIDIA driver against
the CUDA runtime the wheel was built with, the CUDA/cuDNN libraries on the loader path, the GPU's
compute capability against the kernels the wheel carries, GPU memory. Paddle words these its own
way ("The third-party dynamic library (libcudnn.so) that Paddle depends on is not configured
correctly", "Cannot load cudnn shared library", "Cuda error(35), CUDA driver version is insufficient",
"Mismatched GPU Architecture", "Compiled with WITH_GPU, but no GPU found in runtime").

Broken kinds held: a driver too old for the CUDA build of the wheel (three threads, one of them on
AI Studio), a driver whose user-space libraries and kernel module differ (nvidia-smi 410.48 against
driver 410.104), CUDA/cuDNN libraries not found (a wheel built for CUDA 10.2 on a CUDA 12 machine,
cublas64_11.dll and cudnn64_7.dll on Windows, libcudnn.so off LD_LIBRARY_PATH through a typo in the
path or in the variable's name), GPUs newer than the wheel's kernels (RTX 30xx and A100 with CUDA
10.2 wheels, an RTX 5070 Ti with a wheel compiled up to sm_86), and GPU memory running out (a batch
size too large). Working runs: 2 (Paddle's "Not found CUDA runtime" notice from cpp_extension,
confirmed harmless by a maintainer and by training; a libcuda.so warning under WSL2 while the
benchmark in the same paste ran 158 times faster on the GPU).

Left out: threads whose stored copy stops before any confirmation (most "Cannot load cudnn shared
library" and "Compiled with WITH_GPU, but no GPU found" threads, the Pascal "not compatible with
Paddle installation with arch" warnings whose outcome is not stored), threads confirmed only by a
third person with the same symptom, and a docker thread (PaddlePaddle/models#4486) whose opening
post is only screenshots.

At first look (the doctor of commit 3d3afd8) the cause was named in 11 of 14 broken logs, 11
first; of the 2 working runs, 1 was not flagged and 1 was flagged (the WSL2 libcuda.so warning read
as no NVIDIA driver). Missed: the nvidia-smi 410.48 / driver 410.104 pair, and both Windows
"(error code is 126)" DLL lines (cublas64_11.dll, cudnn64_7.dll).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="paddle-rtx5070ti-mismatched-gpu-architecture-compiled-for-60-to-86",
        source=_GH + "PaddlePaddle/Paddle/issues/76037",
        text=r"""does paddle support RTX 5070 Ti?

### 请提出你的问题 Please ask your question

`Mismatched GPU Architecture: The installed PaddlePaddle package was compiled for 60 61 70 75 80 86 ,but your current GPU is 120 Solution: Install the correct wheel package built for your GPU from the official PaddlePaddle website`

How to fix it?""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer pkuzyc: '50 系列需要使用 cuda 12.9 对应的 whl 包' (the 50 series needs the CUDA 12.9 wheel) with the cu129 install command; the poster: 'it works! thanks a lot.' The installed wheel carried kernels up to sm_86 only; the GPU is sm_120. Platform not stated in the thread (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="paddlefleetx-rtx30-cc86-runtime-102-no-kernel-image-uniform-random",
        source=_GH + "PaddlePaddle/PaddleFleetX/issues/577",
        text=r"""教程代码跑不起来cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device. (at /paddle/paddle/fluid/imperative/tracer.cc:221)

可能是我cuda版本不对？信息如下

python -u /root/autodl-nas/BaseMP/FleetX-develop/examples/recompute/recompute_dygraph.py
W0111 18:22:37.147157   515 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 8.6, Driver API Version: 11.5, Runtime API Version: 10.2
W0111 18:22:37.150291   515 device_context.cc:465] device: 0, cuDNN Version: 8.0.
.....
.....
......
......

SystemError: (Fatal) Operator uniform_random raises an thrust::system::system_error exception.
The exception content is
:parallel_for failed: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device. (at /paddle/paddle/fluid/imperative/tracer.cc:221)""",
        expected_cause="compute-capability-unsupported",
        note="2022. The poster the same day: 'paddle与cuda版本不对，按照官网安装命令重装一下就行了' (the Paddle and CUDA versions did not match; reinstalling with the official command fixed it), adding that only a cuDNN 8.1-vs-8.0 warning remained, '问题不大'. A compute capability 8.6 GPU with a CUDA 10.2 build of Paddle (no sm_86 kernels).",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-a100-paddle212-default-wheel-no-kernel-image-cuda11-image",
        source=_GH + "PaddlePaddle/Paddle/issues/35632",
        text=r"""A100 运行错误

运行环境：
Nvidia A100 

错误信息：
The exception content is
:parallel_for failed: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device. (at /paddle/paddle/fluid/imperative/tracer.cc:192)

基础镜像：
nvidia/cuda：11.0-cudnn8-devel-ubuntu18.04 

paddle 版本：
pip3 install paddlepaddle_gpu-2.1.2-cp36-cp36m-manylinux1_x86_64.whl""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer LielinJiang pointed to the install page: '我看用的cuda11.0的镜像，试试对应的版本' (the image is CUDA 11.0, try the matching wheel); the poster: 'done, thx'. The plain 2.1.2 wheel was the CUDA 10.2 build, without kernels for the A100 (sm_80).",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-20rc0-centos-driver-418-cuda-error-35-only-18-post97-works",
        source=_GH + "PaddlePaddle/Paddle/issues/35564",
        text=r"""****************************************
Paddle version: 2.0.0-rc0
Paddle With CUDA: True

OS: CentOS Linux 7
Python version: 3.6.5

CUDA version: 10.1.243
cuDNN version: None.None.None
Nvidia driver version: 418.165.02
****************************************
使用paddleOCR时遇到的问题，感觉应该是paddle fluid这边的issue。

异常信息：
ExternalError:  Cuda error(35), CUDA driver version is insufficient for CUDA runtime version.
  [Advise: This indicates that the installed NVIDIA CUDA driver is older than the CUDA runtime library. This is not a supported configuration.Users should install an updated NVIDIA display driver to allow the application to run.] (at [/paddle/paddle/fluid/platform/gpu_info.cc:68](https://github.com/PaddlePaddle/Paddle/blob/530deb144e25be52adc16999cdcab67cfe39f092/paddle/fluid/platform/gpu_info.cc#L68))

---

奇怪的是，我在相同的环境下编译运行了调试代码，正常通过。
```c++
#include <cuda.h>
#include <stdio.h>
int main(int argc, char* argv[]) {

  int dev_cnt = -1;
  cudaGetDeviceCount(&dev_cnt);
  auto err = cudaGetLastError();
  if(err != cudaSuccess) {
    printf("cudaGetDeviceCount Error: %s\n",  cudaGetErrorString(err));
    exit(-1);
  }
  printf("device count: %d", dev_cnt);
  return 0;
}
```
然后，我换了2.0~2.1.2之间的版本都不行，只有1.8.0.post97可以。""",
        expected_cause="driver-too-old",
        note="2021. Maintainer sandyhouse: '根据信息升级下driver版本吧' (upgrade the driver) with the CUDA/driver table; the poster: '我发完贴给服务器升了cuda_11.1.1_455.32.00_linux.run和驱动，然后各版paddle均畅通' (after upgrading CUDA 11.1.1 with driver 455.32 every Paddle version works). Driver 418 is too old for the CUDA 10.2 runtime of the Paddle 2.x wheels; the CUDA 9.0 wheel ran.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-ernie-tesla-p4-cuda90-machine-post107-wheel-driver-insufficient",
        source=_GH + "PaddlePaddle/Paddle/issues/21638",
        text=r"""GPU版编译错误，

运行ernie中的脚本报错。 
 1）PaddlePaddle版本：gpu版本1.5.1.post107
    2）GPU:Tesla P4，CUDA Version: 9.0，cudnn:7501
    3）系统环境：CentOS Linux release 7.5.1804 (Core)  python3.7
- 安装方式信息：
1）pip安装
2）本地编译,执行sh script/zh_task/ernie_base/run_msra_ner.sh
错误提示：
W1209 17:28:31.056532 232107 init.cc:128] Compiled with WITH_GPU, but no GPU found in runtime.

paddle.fluid.core_avx.EnforceNotMet: cudaGetDeviceCount failed in paddle::platform::GetCUDADeviceCount: CUDA driver version is insufficient for CUDA runtime version at [/paddle/paddle/fluid/platform/gpu_info.cc:97]""",
        expected_cause="driver-too-old",
        note="2019. Maintainer JepsonWong: '为什么CUDA9.0安装CUDA10.0的paddle？' (why install the CUDA 10.0 Paddle on a CUDA 9.0 machine?); the poster: '感谢找到原因了，版本不对' (thanks, found the cause: wrong version). The machine's driver served CUDA 9.0; the post107 wheel needs CUDA 10.0's driver.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-aistudio-paddlepaddle-gpu-200-default-cuda102-driver-insufficient",
        source=_GH + "PaddlePaddle/Paddle/issues/30933",
        text=r"""【AIStudio】OSError: (External) Cuda error(35), CUDA driver version is insufficient for CUDA runtime version.

- 版本、环境信息：
    1）PaddlePaddle版本：paddlepaddle-gpu==2.0.0

Traceback (most recent call last):
  File "tools/main.py", line 56, in <module>
    main(args, cfg)
  File "tools/main.py", line 30, in main
    setup(args, cfg)
  File "/home/aistudio/stargan-v2.paddle/PaddleGAN/ppgan/utils/setup.py", line 39, in setup
    paddle.set_device('gpu')
  File "/opt/conda/envs/python35-paddle120-env/lib/python3.7/site-packages/paddle/device.py", line 134, in set_device
    place = core.CUDAPlace(ParallelEnv().dev_id)
OSError: (External)  Cuda error(35), CUDA driver version is insufficient for CUDA runtime version.
  [Advise: This indicates that the installed NVIDIA CUDA driver is older than the CUDA runtime library. This is not a supported configuration.Users should install an updated NVIDIA display driver to allow the application to run.] (at /paddle/paddle/fluid/platform/gpu_info.cc:78)""",
        expected_cause="driver-too-old",
        note="2021. Maintainer tink2123: '从报错信息来看，应该是cuda版本太低导致的' (the CUDA/driver version is too low); the poster: '重装了paddlepaddle-gpu==2.0.0.post101这个版本可以运行了，之前安装命令用的是这个paddlepaddle-gpu==2.0.0，默认装的是10.2的' (reinstalling the CUDA 10.1 build post101 runs; the plain 2.0.0 is the CUDA 10.2 build). AI Studio's driver was too old for CUDA 10.2. The project links of the post are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-150-post107-tesla-p100-nvidia-smi-41048-driver-410104-mismatch",
        source=_GH + "PaddlePaddle/Paddle/issues/18602",
        text=r"""【paddlepaddle_gpu-1.5.0.post107】Compiled with WITH_GPU, but no GPU found in runtime

- 版本、环境信息：
    1）PaddlePaddle版本：请提供您的PaddlePaddle版本号（如1.1）或CommitID
在官网上查找对应版本【pip3 install paddlepaddle-gpu==1.5.0.post107】，然后下载paddlepaddle_gpu-1.5.0.post107-cp37-cp37m-manylinux1_x86_64.whl 到服务器，再使用pip install paddlepaddle_gpu-1.5.0.post107-cp37-cp37m-manylinux1_x86_64.whl 方式安装的

    3）GPU：请提供GPU型号，CUDA和CUDNN版本号
$nvidia-smi
Fri Jul 12 09:54:03 2019       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 410.48                 Driver Version: 410.104                   |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla P100-PCIE...  Off  | 00000000:00:07.0 Off |                    0 |
| N/A   29C    P0    26W / 250W |      0MiB / 16280MiB |      6%      Default |
+-------------------------------+----------------------+----------------------+""",
        expected_cause="driver-library-mismatch",
        note="2019. The poster the same day: '重新运行了一遍驱动安装程序， sh NVIDIA-Linux-x86_64-410.104.run 然后执行nvidia-smi命令：（可以正常显示【NVIDIA-SMI 410.104      Driver Version: 410.104      CUDA Version: 10.0  】了），然后就可以了' (re-running the 410.104 driver installer made nvidia-smi report matching versions, and then it worked). nvidia-smi's user-space 410.48 against the kernel module's 410.104.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-win10-rtx3060-post112-cublas64-11-dll-error-126",
        source=_GH + "PaddlePaddle/Paddle/issues/38663",
        text=r"""error code is 126

- 标题：error code is 126
- 版本、环境信息：
    1）PaddlePaddle版本：paddlepaddle-gpu-2.2.1.post112
    2）CPU：3600X
    3）GPU：3060
    4）系统环境：win10、python3.8
    5）cuda11.2.、cudnn8.2.1
    6）Driver API Version: 11.5, Runtime API Version: 11.2

- 复现信息：paddle.utils.run_check()
- 问题描述：The third-party dynamic library (cublas64_112.dll;cublas64_11.dll) that Paddle depends on is not configured correctly. (error code is 126) 

通过这种方式检查cuda 11.2
cudnn 8.2.1""",
        expected_cause="cuda-libraries-missing",
        note="2022. The poster: '解决了，在cuda安装目录下找到他所说的cublas64_11.dll文件，复制到C:\\Windows\\System32，重启ide即可' (solved: copied cublas64_11.dll from the CUDA install folder into System32 and restarted the IDE). The CUDA 11.2 DLL folder was not on the search path the process used. The last paragraph is the poster's reply to a maintainer asking for the CUDA/cuDNN versions.",
        platform="windows",
    ),
    CorpusLog(
        name="paddle22-win-cuda102-cudnn64-7-dll-error-126-wrong-cudnn",
        source=_GH + "PaddlePaddle/Paddle/issues/38004",
        text=r"""安装paddle环境时编译报错，error code is 126

下载的paddle为最新2.2版本，python版本3.9，cuda安装的10.2，报错为RuntimeError: (PreconditionNotMet) The third-party dynamic library (cudnn64_7.dll) that Paddle depends on is not configured correctly. (error code is 126)
下图1为编译报错截图
                图2和图3是cuda与cudnn测试结果

想问一下我怎么才能解决这个问题呢？""",
        expected_cause="cuda-libraries-missing",
        note="2021. Maintainer haozech suggested another cuDNN for CUDA 10.2; the poster: '已经解决了，是cudnn版本问题，缺少一个dll文件' (solved: a cuDNN version problem, one DLL was missing). The installed cuDNN did not provide cudnn64_7.dll, which the CUDA 10.2 Paddle 2.2 wheel loads. Mostly prose (screenshots not kept).",
        platform="windows",
    ),
    CorpusLog(
        name="paddleocr-cuda12-machine-default-wheel-libcudart-so-102-missing",
        source=_GH + "PaddlePaddle/PaddleOCR/issues/10078",
        text=r"""Installation issue of paddlepaddle-gpu in CUDA Version:12.0

I have "NVIDIA-SMI 525.60.13 || Driver Version: 525.60.13 || CUDA Version: 12.0" -> Ubuntu system

When I installed the GPU version of paddleocr in my system using `python -m pip install paddlepaddle-gpu -i https://pypi.tuna.tsinghua.edu.cn/simple` ([link](https://github.com/PaddlePaddle/PaddleOCR/blob/release/2.6/doc/doc_en/quickstart_en.md#1-installation)), an error occurred: `ImportError: libcudart.so.10.2: cannot open shared object file: No such file or directory`

I know this error occurred because of a mismatch of the CUDA version.

Please provide an installation command for GPU paddlepaddle which would be suitable for CUDA Version: 12.0/Ubuntu or any other way to solve this problem?""",
        expected_cause="cuda-libraries-missing",
        note="2023. The poster, asked by another user whether it was fixed: 'Yeah, it seems that the PaddleOCR-GPU package is currently only available for CUDA version 11.7 and below' and that the way out was to go back to CUDA 11 with a matching wheel. The plain pip wheel was the CUDA 10.2 build and needs libcudart.so.10.2, absent from a CUDA 12 machine.",
        platform="linux",
    ),
    CorpusLog(
        name="paddleocr-2080ti-cuda102-cannot-load-cudnn-shared-library-no-docker",
        source=_GH + "PaddlePaddle/PaddleOCR/issues/63",
        text=r"""Error: Cannot load cudnn shared library. Cannot invoke method cudnnGetVersion at (/paddle/paddle/fluid/platform/dynload/cudnn.cc:63)

GPU:2080ti
cuda:10.2
cudnn:7.6.5

没有使用docker,直接安装的paddlepaddle

之前安装的就是这个版本""",
        expected_cause="cuda-libraries-missing",
        note="2020. The text is the title and the poster's answers to the maintainer's questions (the last line answers the suggestion to install paddlepaddle-gpu==1.7.2.post107). Maintainer LDOUBLEV: '/etc/profile中加上libcudnn.so的路径，再 source /etc/profile' (add libcudnn.so's directory to the environment); the poster: 'Solved.Thx.'",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-181-post107-ld-library-path-usr-lcoal-typo-libcudnn-not-found",
        source=_GH + "PaddlePaddle/Paddle/issues/24805",
        text=r"""paddle安装后验证报错

报错信息：
Running Verify Fluid Program ...
W0529 03:50:54.755647 56933 device_context.cc:252] Please NOTE: device: 0, CUDA Capability: 70, Driver API Version: 10.1, Runtime API Version: 10.0
W0529 03:50:54.756062 56933 dynamic_loader.cc:120] Can not find library: libcudnn.so. The process maybe hang. Please try to add the lib path to LD_LIBRARY_PATH.
W0529 03:50:54.756090 56933 dynamic_loader.cc:179] Failed to find dynamic library: libcudnn.so ( libcudnn.so: cannot open shared object file: No such file or directory )
 Please specify its path correctly using following ways:
 Method. set environment variable LD_LIBRARY_PATH on Linux or DYLD_LIBRARY_PATH on Mac OS.
 For instance, issue command: export LD_LIBRARY_PATH=...
 Note: After Mac OS 10.11, using the DYLD_LIBRARY_PATH is impossible unless System Integrity Protection (SIP) is disabled.

安装信息： 
paddlepaddle-gpu==1.8.1.post107
CUDA版本：10.1
cudnn版本：7.6.5
Unbuntu  18.04   64位系统
环境变量LD_LIBRARY_PATH已设置，且设置的路径下有libcudnn.so文件

LD_LIBRARY_PATH=/usr/lcoal/cuda-10.1/lib64:
PATH=/home/xxx/.local/bin:/usr/local/cuda-10.1/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games:/usr/local/games:/snap/bin""",
        expected_cause="cuda-libraries-missing",
        note="2020. The last two lines are the poster's `env` output, asked for by maintainer wanghaoshuang, who then named the cause: '`/usr/lcoal/cuda-10.1/lib64:` lcoal -> local' (a typo in LD_LIBRARY_PATH, so libcudnn.so was not found). The poster's reply is cut off in the stored copy; the issue was closed without dispute.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-183-post107-2080ti-libcudnn-not-found-ld-library-misnamed",
        source=_GH + "PaddlePaddle/Paddle/issues/26801",
        text=r"""执行 paddle.fluid.install_check.run_check() 出错 Error: Cannot load cudnn shared library.

基本环境： centos7  RXT2080ti  cuda10.1  cudnn7.6.5 python3.6.10  paddlepaddle-gpu==1.8.3.post107
安装完成后，执行以下命令
```shell
$  python -c "import paddle; print(paddle.__version__)"
1.8.3
```
继续执行以下命令，报错
```shell
$ python
>>>import paddle.fluid
>>>paddle.fluid.install_check.run_check()
Running Verify Fluid Program ... 
W0830 15:39:10.331709  1746 device_context.cc:252] Please NOTE: device: 0, CUDA Capability: 75, Driver API Version: 10.2, Runtime API Version: 10.0
W0830 15:39:10.332113  1746 dynamic_loader.cc:120] Can not find library: libcudnn.so. The process maybe hang. Please try to add the lib path to LD_LIBRARY_PATH.
W0830 15:39:10.332166  1746 dynamic_loader.cc:179] Failed to find dynamic library: libcudnn.so ( libcudnn.so: cannot open shared object file: No such file or directory ) 
 Please specify its path correctly using following ways: 
 Method. set environment variable LD_LIBRARY_PATH on Linux or DYLD_LIBRARY_PATH on Mac OS. 
 For instance, issue command: export LD_LIBRARY_PATH=... 
 Note: After Mac OS 10.11, using the DYLD_LIBRARY_PATH is impossible unless System Integrity Protection (SIP) is disabled.
/home/alice/anaconda3/lib/python3.6/site-packages/paddle/fluid/executor.py:1070: UserWarning: The following exception is not an EOF exception.
  "The following exception is not an EOF exception.")
...""",
        expected_cause="cuda-libraries-missing",
        note="2020. Maintainer jiweibo: replace `export LD_LIBRARY=/usr/local/cuda-10.1/lib64:$PATH` with `export LD_LIBRARY_PATH=...` (the variable was misnamed); after the change the poster's next run printed 'device: 0, cuDNN Version: 7.6.', i.e. libcudnn.so was then found (a different later error in the thread is not part of this record). Traceback cut at '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="paddledetection-win-yolov3-roadsign-out-of-memory-gpu0-batch-8",
        source=_GH + "PaddlePaddle/PaddleDetection/issues/3100",
        text=r"""Out of memory erroe on GPU0

Out of memory error on GPU 0. Cannot allocate 18.062744MB memory on GPU 0, available memory is only 17.537501MB.

Please check whether there is any other process using GPU 0.
1. If yes, please stop them, or start PaddlePaddle on another GPU.
2. If no, please decrease the batch size of your model.

 (at D:\v2.0.1\paddle\paddle\fluid\memory\allocation\cuda_allocator.cc:69)
. (at D:\v2.0.1\paddle\paddle\fluid\imperative\tracer.cc:172)

在  README_cn.md    文件中的
                 快速开始.md中的一段代码
python tools/train.py -c configs/yolov3/yolov3_mobilenet_v1_roadsign.yml --eval -o use_gpu=true""",
        expected_cause="gpu-out-of-memory",
        note="2021. The last paragraph is the poster's answer to which model he ran. The poster: '谢谢，我已经改了batch_size的大小了' and 'batch_size默认是8，我将其改成了4就可以啦' (the default batch size 8 changed to 4 and it works).",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="paddle-201-cuda110-not-found-cuda-runtime-cpp-extension-warning-harmless",
        source=_GH + "PaddlePaddle/Paddle/issues/31740",
        text=r"""import paddle issues

hi, after I installed paddle2.0.1-gpu , and checked it by 'import paddle', problem showed as below : 
envs/paddle/lib/python3.6/site-packages/paddle/utils/cpp_extension/extension_utils.py:461: UserWarning: Not found CUDA runtime, please use `export CUDA_HOME= XXX` to specific it.
  "Not found CUDA runtime, please use `export CUDA_HOME= XXX` to specific it."
>>> 

env: cuda11.0 , ubuntu18 , paddle2.0.1-gpu ,
but I have configured environment of cuda ,  this problem exists still , so confused about this.
could you kindly help to solve it , thanks so much !

nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2020 NVIDIA Corporation
Built on Thu_Jun_11_22:26:38_PDT_2020
Cuda compilation tools, release 11.0, V11.0.194
Build cuda_11.0_bu.TC445_37.28540450_0""",
        harmless=True,
        note="2021. Maintainer Aurelius84: 'This is just a warning and `cpp_extension` is only used for adding custom operator. Do not worry and this has no influence on training', and the warning was refined in PaddlePaddle/Paddle#31804; the poster: 'Yes, it's just a warning, can be trained successfully'. The nvcc lines are the poster's answer to 'which nvcc'.",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-wsl2-libcuda-so-not-configured-warning-gpu-158x-faster",
        source=_GH + "PaddlePaddle/Paddle/issues/78917",
        text=r"""WSL2Ubuntu报警告The third-party dynamic library (libcuda.so) that Paddle depends on is not configured correctly.

### bug描述 Describe the Bug

出现下述的警告：
`
============================================================
PaddlePaddle GPU vs CPU 性能对比
矩阵大小: 4096 x 4096
预热次数: 5, 测试迭代次数: 20
============================================================

--- 正在测试 GPU ---
W0508 21:40:15.979074  1551 dynamic_loader.cc:412] The third-party dynamic library (libcuda.so) that Paddle depends on is not configured correctly. (error code is libcuda.so: cannot open shared object file: No such file or directory)
  Suggestions:
  1. Check if the third-party dynamic library (e.g. CUDA, CUDNN) is installed correctly and its version is matched with paddlepaddle you installed.
  2. Configure third-party dynamic library environment variables as follows:
  - Linux: set LD_LIBRARY_PATH by `export LD_LIBRARY_PATH=...`
  - Windows: set PATH by `set PATH=XXX;%PATH%`
  - Mac: set  DYLD_LIBRARY_PATH by `export DYLD_LIBRARY_PATH=...` [Note: After Mac OS 10.11, using the DYLD_LIBRARY_PATH is impossible unless System Integrity Protection (SIP) is disabled.]
W0508 21:40:15.993314  1551 gpu_resources.cc:116] Please NOTE: device: 0, GPU Compute Capability: 12.0, Driver API Version: 13.2, Runtime API Version: 13.0
GPU 平均耗时: 6.378 ms

--- 正在测试 CPU ---
CPU 平均耗时: 1010.426 ms

🚀 GPU 加速比: 158.43x
`""",
        harmless=True,
        note="2026. Confirmed by the outcome in the post itself: the same run timed the 4096x4096 matmul at 6.378 ms on the GPU against 1010.426 ms on the CPU ('GPU 加速比: 158.43x'), so the GPU was used although Paddle could not dlopen the unversioned libcuda.so (WSL2 ships libcuda.so.1 under /usr/lib/wsl/lib). The issue was closed; no maintainer answer is in the stored copy.",
        platform="linux",
    ),
)
