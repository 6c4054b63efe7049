# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""A three-hundred-and-ninety-first set of real threads: GitHub issues written in languages other than English (Korean, Chinese), from repositories new to the corpus (SIAnalytics/simplified_rbox_cnn, RyanKor/2021-google-ml-bootcamp, LeslieZhoa/tensorflow-YOLO1), in which TensorFlow on an NVIDIA GPU failed (2019-2021).

Broken kinds held: the GPU's memory too small for the model at its settings (two Korean threads:
one with only the BFC allocator's "ran out of memory ... not a failure" warning quoted, one with
the OOM error of a Keras conv layer in a cloud VM's Jupyter notebook), and the computer's RAM, not
the GPU's, filling up until the training process was killed (a Chinese thread, prose only).
Working runs: none met.

Small set: most threads in other languages that searches in Chinese, Japanese, Korean, Russian,
Portuguese, Spanish, Vietnamese and Turkish returned sat on tensorflow/tensorflow in English, or
were Chinese threads the corpus already holds, or had no confirmation in the stored text (a
suggestion left unanswered, "解决了" without saying how). Threads in Japanese, Russian,
Portuguese, Spanish, Vietnamese or Turkish on TensorFlow's GPU set-up were not met at all. Left
out: threads whose words are English although the project or its users are Korean or Chinese.

At first look (the doctor of commit a55b1b3) the cause was named in 1 of 3 broken logs, 1 first;
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="simplified-rbox-cnn-korean-rtx2080-8gb-bfc-ran-out-2-14gib",
        source=_GH + "SIAnalytics/simplified_rbox_cnn/issues/4",
        text=r"""현재 GeForce RTX 2080 4대 1대당 8기가 정도 되는데

2020-02-10 13:01:25.447825: W tensorflow/core/common_runtime/bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.14GiB.

The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.

2.14GiB도 할당을 못하는데 이건 메모리 문제가 맞는건가요?""",
        expected_cause="gpu-out-of-memory",
        note="2020, Korean (title 'memory error'; the poster asks whether failing to allocate 2.14 GiB on four 8 GB RTX 2080s is really a memory problem). Maintainer jamesKoo: '8GB를 다 사용한 상태에서 추가로 2.14GB를 할당하지 못한 에러로 최소 요구되는 12GB입니다. 8GB에서 실행하려고 하면 입력 이미지를 768보다 더 줄이거나 Anchor의 종류를 줄여서 하면 됩니다.' ('It is the error of not being able to allocate another 2.14 GB with all 8 GB in use; the minimum required is 12 GB. To run on 8 GB, make the input images smaller than 768 or use fewer anchor kinds.') Issue closed. Odd: the only line quoted is the BFC allocator's warning that calls itself 'not a failure'; the maintainer treats it as the model not fitting in 8 GB. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="ryankor-ml-bootcamp-korean-vm-jupyter-conv2d-oom-128x16x298x298",
        source=_GH + "RyanKor/2021-google-ml-bootcamp/issues/23",
        text=r"""## 에러 개요

```
OOM when allocating tensor with shape[128,16,298,298] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node sequential/conv2d/Relu (defined at <ipython-input-18-b47e4cb674de>:1) ]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
```

![image](https://user-images.githubusercontent.com/40455392/133194005-4e02178b-1fc0-4323-9778-0e0c3516ca2c.png)""",
        expected_cause="gpu-out-of-memory",
        note="2021, Korean; the poster's own write-up of an error met while training for the TensorFlow Developer Certificate in a Backend.AI virtual machine's Jupyter notebook (Keras ImageGenerator in use). The same post, in its cause and fix sections (left out of the text), says the GPU memory was nearly all in use when the new training started ('GPU 메모리를 거의 다 사용하고 있는 상황에 새로운 학습을 진행하게 되었을 때 발생한 에러다') and that it worked after giving the VM more GPU memory: '가상 머신의 GPU 용량을 키워 코드를 다시 돌려보니 작동한다.' ('After increasing the VM's GPU capacity and running the code again, it works.') Issue closed. Platform: a Linux VM, not stated outright.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-yolo1-chinese-gtx1650-laptop-ram-fills-process-killed",
        source=_GH + "LeslieZhoa/tensorflow-YOLO1/issues/15",
        text=r"""请问我可以用GTX1650 4G   8G运行内存的笔记本运行该程序吗，为什么我设置成GPU运行在训练的刚开始的时候就会导致运行内存很快达到8G然后进程被自动结束？

那请问一下为什么我这样做会导致机器的运行内存暴涨啊  我设置batchsize为1然后限制了GPU显存使用的大小（萌新）

限制在70%   实际运行时大约在2G左右  然后运行内存很快就从30%涨到100%  然后进程就结束了""",
        expected_cause="host-out-of-memory",
        note="2019, Chinese; prose only (the second and third paragraphs are the poster's replies to the maintainer: batch size 1, GPU memory capped at 70 %, about 2 GB of GPU memory in use, while the laptop's 8 GB of RAM went from 30 % to 100 % and the process ended). Maintainer LeslieZhoa: '运行内存，很可能是数据读取存储的时候爆掉了，还是建议用至少1080TI来进行深度学习' ('It is the RAM; most likely it blew up while reading and storing the data; I still recommend at least a 1080 Ti'); the poster: '多谢大佬' ('thanks a lot'). The RAM running out is the poster's own observation, which the maintainer confirmed; why the data loading takes so much RAM is the maintainer's likely reason only. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
