# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftyeighth set of real threads: Chinese-language LLM, speech and document applications on NVIDIA GPUs (2023-2025), from GitHub issues on opendatalab/MinerU, hiyouga/LlamaFactory, zai-org/ChatGLM-6B, thu-coai/CharacterGLM-6B, baichuan-inc/Baichuan-13B, binary-husky/gpt_academic, RVC-Project/Retrieval-based-Voice-Conversion-WebUI, modelscope/ms-swift, modelscope/ms-agent and xorbitsai/inference.

Broken kinds held: a CPU-only PyTorch where a CUDA build was wanted (MinerU and LLaMA-Factory on
Windows, LLaMA-Factory's web UI on CentOS, RVC's WebUI on a laptop RTX 3060), a driver older than
the CUDA of the PyTorch wheel (CharacterGLM-6B, LLaMA-Factory on a CUDA 11.2 server), plain GPU
out-of-memory with ChatGLM-6B and Baichuan-13B on 6, 8 and 24 GB cards (fixed by int4/int8
quantization), the CUDA 12 runtime missing for vLLM under Xinference (Qwen1.5), an auto_gptq
wheel built for CUDA 12 in a CUDA 11.8 ModelScope image (Qwen int4), and FlashAttention on a
V100 (ms-agent). Most posts are in Chinese; the notes translate the confirmations. All broken:
13; working runs: 0.

Left out: threads whose stored copy ends before any answer, or inside the first post's traceback
(ChatGLM2-6B#6, ChatGLM-6B#540 and #920, FunASR#2154 onnxruntime and onnxruntime-gpu side by
side, Qwen#438 and #1019 FlashAttention, GPT-SoVITS#1671 GTX 650, CosyVoice2-Ex#4 RTX 50,
QAnything#93 Docker on WSL2, LlamaFactory#3508); answers nobody confirmed (Langchain-Chatchat#2420
driver too old, where the poster only asked whether CUDA 12.1 is the minimum, #2991, #1858, #310,
ChatGLM3#228, Qwen#15 whose poster said the fp16 advice still failed, GLM-4#275, lmdeploy#2128,
RVC-WebUI#2615); fixes with no named cause ('fixed it', a recreated environment: RVC-WebUI#1681,
Langchain-Chatchat#1235, MinerU#563, GPT-SoVITS#1425 'torch和cuda不匹配'); causes outside GPU
setup (MinerU#2304, a config file edited in the wrong place); and posts that are themselves the
fix (RVC#9, Janus#117). faster-whisper-GUI#96, Yuan-2.0#65, Xinference#1778 and XAgent#273
(Docker without the NVIDIA Container Toolkit) were already held.

At first look (the doctor of commit 85a1016) the cause was named in 9 of the 13 broken logs,
each first; there is no working run in the set. After the changes of the same day, 12 of 13,
each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mineru-windows-gpu-acceleration-torch-not-compiled-with-cuda",
        source=_GH + "opendatalab/MinerU/issues/1435",
        text=r"""Torch not compiled with CUDA enabled
### Description of the bug | 错误描述

windows  开启GPU加速后提示
![image](https://github.com/user-attachments/assets/89c06c2c-86d0-4bde-819d-ac8a89c781bd)

### How to reproduce the bug | 如何复现

![image](https://github.com/user-attachments/assets/c8d9b039-8ab6-486b-adfe-eb1695096f9b)

### Operating system | 操作系统

Windows

### Python version | Python 版本

3.10

### Software version | 软件版本 (magic-pdf --version)

0.10.x

### Device mode | 设备模式

cuda""",
        expected_cause="framework-cpu-only-build",
        note="2025. The first line is the issue title; the error itself was a screenshot ('windows 开启GPU加速后提示' = 'on Windows, after turning on GPU acceleration it says'). Maintainer myhloli: 'windows需要按这个教程安装才能开启cuda加速' (on Windows you must install following this guide to get CUDA acceleration: README_Windows_CUDA_Acceleration_zh_CN.md, which replaces the CPU-only PyTorch from PyPI with the CUDA wheel); the poster: '你好辛苦了，已经解决了' (thanks, it is solved). Closed.",
        platform="windows",
    ),
    CorpusLog(
        name="rvc-webui-laptop-rtx-3060-torch-2-0-1-cpu-gpu-not-detected",
        source=_GH + "RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/618",
        text=r"""GPU Detection mobile rtx 3060
![image_2023-06-23_233446989](https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/assets/137562569/93d1ef1f-e90c-4cd7-9cd6-dec76b344888)
![Opera Snapshot_2023-06-23_233507_localhost](https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/assets/137562569/442f3388-d026-49d9-b9e0-274a8bcd1bca)

pytorch: Version: 2.0.1
cuda cudnn:11.8
nvidia driver:536.23

I have mobile rtx 3060 (6gb) with ryzen 5600h cpu
tried to update everything etc. and still cant load the gpu

any suggestions?""",
        expected_cause="framework-cpu-only-build",
        note="2023. The first line is the issue title. Maintainer RVC-Boss: 'Your pytorch version is wrong.(CPU version)'; the poster: `pip3 install torch torchvision torchaudio --upgrade --index-url https://download.pytorch.org/whl/cu118` 'now it detects my gpu thanks'. Closed. OS not stated; driver 536.23 is a Windows driver release.",
        platform="windows",
    ),
    CorpusLog(
        name="llamafactory-centos7-a100-webui-device-cpu-n-gpu-0",
        source=_GH + "hiyouga/LlamaFactory/issues/3228",
        text=r"""### Reminder

- [X] I have read the README and searched the existing issues.

### Reproduction

linux下的centos7, 8张A100的卡，有其他程序也在使用gpu，但是我的任务检测不到cuda
![image](https://github.com/hiyouga/LLaMA-Factory/assets/139129958/11298232-7818-43c7-90c5-513c14bdd0be)

使用方式：
export CUDA_VISIBLE_DEVICES=0 
python src/train_web.py
在界面上配置好之后，显示找不到cuda 
[INFO|parser.py:242] 2024-04-11 11:16:12,325 >> Process rank: 0, device: cpu, n_gpu: 0, distributed training: False,

### Expected behavior

请问有人遇到过吗，咱们解决""",
        expected_cause="framework-cpu-only-build",
        note="2024. Chinese: CentOS 7 with 8 A100s, other programs use the GPUs, but this job finds no CUDA. Maintainer hiyouga: '安装 gpu 版本的 pytorch' (install the GPU build of PyTorch); the poster: '已经解决了，按照torch==1.13.1的就可以了' (solved, installing torch==1.13.1 works). Labelled solved, closed.",
        platform="linux",
    ),
    CorpusLog(
        name="llamafactory-win11-cuda-12-2-cuda-environment-not-detected",
        source=_GH + "hiyouga/LlamaFactory/issues/3545",
        text=r"""有CUDA环境，却显示未检测到
### Reminder

- [X] I have read the README and searched the existing issues.

### Reproduction

![图片](https://github.com/hiyouga/LLaMA-Factory/assets/64314088/52f40e8f-7820-47d3-a287-49d71c128ea0)
系统是WIN11，pytorch有，cuda12.2""",
        expected_cause="framework-cpu-only-build",
        note="2024. The first line is the issue title ('there is a CUDA environment, yet it says none was detected'); body: Windows 11, PyTorch installed, CUDA 12.2; the message itself was a screenshot. Maintainer hiyouga: 'torch 版本不对，需要安装 gpu 版本' (wrong torch build, the GPU build must be installed); labelled solved and closed, no reply from the poster in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="llamafactory-win10-extras-install-torch-2-6-0-cpu",
        source=_GH + "hiyouga/LlamaFactory/issues/7666",
        text=r"""### Reminder

- [x] I have read the above rules and searched the existing issues.

### System Info

我在win10下按照教程pip install -e ".[torch,metrics]" 安装好后 运行web-ui时显示cuda is no avaible 把torch卸载掉 按照pytorch官网命令安装了gpu版本的torch 运行时报错：RuntimeError: use_libuv was requested but PyTorch was build without libuv support 那pip install -e ".[torch,metrics]" 种安装的是cpu版本的torch吗 自己安装gpu版本的torch也不行 这是为什么呢 我看网上很多人都在windows系统使用llamafactory 有遇到过这种种问题吗 请解答一下 谢谢

### Reproduction

```text
Put your message here.
```
>>> torch.__version__
'2.6.0+cpu'
 教程中默认安装的torch是cpu版本 怎么安装gpu版本呢？""",
        expected_cause="framework-cpu-only-build",
        note="2025. Chinese: after `pip install -e \".[torch,metrics]\"` on Windows 10 the web UI said CUDA is not available; after installing the GPU torch from pytorch.org, training failed with the use_libuv error. The last three lines are the poster's own follow-up, before the answer: torch.__version__ is '2.6.0+cpu', 'the torch the tutorial installs by default is the CPU build, how do I install the GPU build?'. The poster found the cause himself; maintainer hiyouga answered with a link to a Zhihu guide on installing the CUDA build; closed. The use_libuv error (torchrun on Windows) is a second, unresolved problem in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="characterglm-6b-driver-too-old-found-10020-runs-on-cpu",
        source=_GH + "thu-coai/CharacterGLM-6B/issues/21",
        text=r"""启动后没有吃GPU，运行速度也很慢，是怎么回事呢
### System Info / 系統信息

CUDA 10020，py 3.10

### Information / 问题信息

- [ ] The official example scripts / 官方的示例脚本
- [ ] My own modified scripts / 我自己修改的脚本和任务

### Reproduction / 复现过程

/.conda/envs/py310/lib/python3.10/site-packages/torch/cuda/__init__.py:141: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 10020). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)

### Expected behavior / 期待表现

怎么样可以加速分析呢""",
        expected_cause="driver-too-old",
        note="2024. The first line is the issue title ('after starting it does not use the GPU and runs slowly, why?'). Maintainer zRzRzRzRzRzRzR: '走了CPU了吧，你这个不是已经cuda报错了，驱动版本不够' (it fell back to the CPU; the CUDA error says the driver is too old); the poster: '已经解决了，是驱动版本的问题，走CPU了' (solved, it was the driver version, it had been running on the CPU). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="llamafactory-train-web-driver-cuda-11-2-too-old-loads-on-cpu",
        source=_GH + "hiyouga/LlamaFactory/issues/3013",
        text=r"""### Reminder

- [X] I have read the README and searched the existing issues.

### Reproduction

服务器本身cuda版本是11.2，运行train_web.py后，模型一直加载不到gpu上，都加载到了cpu上，warning提示
UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11020). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)
看到readme中最低版本是11.6。
但是跑train_bash.py脚本就可以用gpu，这是什么情况呢？
如果想用train_web模式，需要加什么变量才能用11.2呢，还是本身就不支持11.2？
希望作者回答一下，感谢。""",
        expected_cause="driver-too-old",
        note="2024. Chinese: the server's CUDA (driver) is 11.2; with train_web.py the model always loads on the CPU; the README's minimum is 11.6; what setting lets 11.2 work? Maintainer hiyouga: '不支持 11.2' (11.2 is not supported); labelled solved, closed. The poster's remark that train_bash.py did use the GPU was not followed up.",
        platform="linux",
    ),
    CorpusLog(
        name="chatglm-6b-laptop-3060-6gb-fp16-out-of-memory",
        source=_GH + "zai-org/ChatGLM-6B/issues/39",
        text=r"""显卡：3060laptop 6GB
报错：RuntimeError: CUDA out of memory. Tried to allocate 96.00 MiB (GPU 0; 6.00 GiB total capacity; 5.27 GiB already allocated; 0 bytes free; 5.28 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF""",
        expected_cause="gpu-out-of-memory",
        note="2023. Chinese: GPU: laptop 3060 6 GB; error: CUDA out of memory. A commenter (zerodegress): load the model with `.half().quantize(4).cuda()`; another: 6 GB is barely enough even at INT4. The poster: '已经按照此方法解决，我将关闭本issue，谢谢！' (solved that way, closing). The FP16 ChatGLM-6B (about 13 GB) did not fit the 6 GB card. OS not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="gpt-academic-chatglm-fp16-3070-8gb-out-of-memory",
        source=_GH + "binary-husky/gpt_academic/issues/533",
        text=r"""3070 8G
- **(1) Describe the bug 简述**
- 
CUDA out of memory. Tried to allocate 128.00 MiB (GPU 0; 8.00 GiB total capacity; 7.12 GiB already allocated; 0 bytes free; 7.12 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF

- **(2) Screen Shot 截图**
- 
![image](https://user-images.githubusercontent.com/17634299/233043869-a861140b-b6e5-4b45-957c-cc31760048d0.png)

- **(3) Terminal Traceback 终端traceback（如有）**

- **(4) Material to Help Reproduce Bugs 帮助我们复现的测试材料样本（如有）**

Before submitting an issue 提交issue之前：
- Please try to upgrade your code. 如果您的代码不是最新的，建议您先尝试更新代码
- Please check project wiki for common problem solutions.项目[wiki](https://github.com/binary-husky/chatgpt_academic/wiki)有一些常见问题的解决方法""",
        expected_cause="gpu-out-of-memory",
        note="2023. The first line is the issue title (RTX 3070, 8 GB). Maintainer binary-husky linked ChatGLM-6B's hardware requirements and: '我试的大概需要13GB显存多一点' (in his test it needs a bit over 13 GB); the poster: '换成 int4  可以用了' (switched to int4, it works). The local ChatGLM-6B at FP16 did not fit in 8 GB. OS not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="baichuan-13b-int8-4090-24gb-out-of-memory-device-map-auto",
        source=_GH + "baichuan-inc/Baichuan-13B/issues/85",
        text=r"""显卡配置：4090 24G显存
![image](https://github.com/baichuan-inc/Baichuan-13B/assets/26214176/54051b61-6cfd-4d1a-a21f-a65d60a93efa)
代码添加了int8量化，启动的时候还是报错现存不足
OutOfMemoryError: CUDA out of memory. Tried to allocate 300.00 MiB (GPU 0; 23.65 GiB total capacity; 22.36 GiB already allocated; 188.56 MiB free; 22.36 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation. See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF""",
        expected_cause="gpu-out-of-memory",
        note="2023. Chinese: RTX 4090 24 GB; int8 quantization added in the code, still out of memory at start. A commenter (lfxx): '你需要把device_map=\"auto\"去除，然后重新量化' (drop device_map=\"auto\", then quantize again: with it the FP16 13B model is loaded onto the GPU whole before quantization); the poster: '多谢 解决了。没仔细看给的代码里面就是去掉了这个' (thanks, solved). Closed. The memory simply ran out; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="xinference-vllm-qwen1-5-libcudart-so-12-missing",
        source=_GH + "xorbitsai/inference/issues/1286",
        text=r"""### Describe the bug
A clear and concise description of what the bug is.
ImportError: [address=0.0.0.0:44627, pid=1165786] libcudart.so.12: cannot open shared object file: No such file or directory
当我在运行qwen1.5-14b的时候出现这个错误，我查看了过往的问题并没有相关的问题。

### To Reproduce
To help us to reproduce this bug, please provide information below:

1. Your Python version. Python 3.10.13
2. xinference, version 0.10.0
4. Versions of crucial packages.
5. Full stack of the error.
6. Minimized code to reproduce the error.

### Expected behavior
A clear and concise description of what you expected to happen.

### Additional context
Add any other context about the problem here.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Chinese: the error appears when running qwen1.5-14b. The poster, after a maintainer asked for the full stack: 'Now that it has been successfully resolved, the main issue is that vllm cannot find the libcudart.so.12. My solution is, CUDA Toolkit 12.4' (installed cuda-toolkit-12-4 from NVIDIA's Ubuntu 20.04 repository). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="ms-swift-qwen-int4-auto-gptq-libcudart-12-in-cuda-11-8-image",
        source=_GH + "modelscope/ms-swift/issues/136",
        text=r"""执行时候报错 libcudart.so.12: cannot open shared object file:
使用文档提供的[registry.cn-hangzhou.aliyuncs.com/modelscope-repo/modelscope](http://registry.cn-hangzhou.aliyuncs.com/modelscope-repo/modelscope):ubuntu20.04-cuda11.8.0-py38-torch2.0.1-tf2.13.0-1.9.1
镜像做实验环境

跑qwen_7b_chat_int4模型会提示上面的错误信息
已安装auto_gptq
是我的镜像cuda版本不匹配吗？""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The first line is the issue title ('error when running: libcudart.so.12: cannot open shared object file'); body: ModelScope's ubuntu20.04-cuda11.8.0 image, running qwen_7b_chat_int4, auto_gptq installed, 'is my image's CUDA version mismatched?'. The poster, the same day: '我知道原因了，auto_gptq要指定0.4.2' (found the cause: auto_gptq must be pinned to 0.4.2; the newer auto_gptq wheel's CUDA extension was built for CUDA 12 and looked for libcudart.so.12 in a CUDA 11.8 image). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="ms-agent-v100-flashattention-only-supports-ampere",
        source=_GH + "modelscope/ms-agent/issues/303",
        text=r"""在v100机器上本地运行模型输出如下：
[{'exec_result': 'FlashAttention only supports Ampere GPUs or newer.'}]

想问一下本地模式能支持不使用flashattention么？""",
        expected_cause="compute-capability-too-old",
        note="2024. Chinese: running the model locally on a V100 outputs this; can local mode run without FlashAttention? The poster, same day: '卸载flash attention即可' (uninstalling flash-attn is enough). The V100 (compute capability 7.0) is below what FlashAttention 2 runs on (Ampere, 8.0); without the package the model falls back to plain attention. Closed. OS not stated.",
        platform="linux",
    ),
)
