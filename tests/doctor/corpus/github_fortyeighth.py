# ruff: noqa: E501, W291 - log lines are quoted verbatim (long lines, trailing spaces)
"""A forty-eighth set of real threads, gathered apart: more issues written in Chinese.

Issues posted in Chinese on the trackers of TensorFlow, Keras and tfjs-node code in domains the
earlier Chinese sets covered less (face landmarks and face recognition, relation extraction by
reinforcement learning, graph-embedding recommenders, a knowledge-graph QA benchmark, a Yunzai
bot plugin on tfjs-node, a TensorFlow textbook's examples, YOLO behind TensorFlow Serving), with
the log lines and prose as written; the notes give the confirmation in English.

Broken set-ups: a data loader that keeps the GPU near 0% while the CPU is full; low GPU use of
TF 1.15 on native Windows that went away on Linux (no catalogue cause); a Keras project run on a
CPU-only TensorFlow; TensorFlow failing to import on Windows until the Visual C++ runtime was
installed; the tfjs-node native binding missing for the Node-API version of Node 20 on Windows;
GPU memory exhausted while training a face-recognition model.

Working runs: a reinforcement-learning model that is simply slower on the GPU than on the CPU,
and the "Using TensorFlow backend." notice read as an error.

Most texts are prose only or one error line; several confirmations come from a maintainer's
undisputed diagnosis, a commenter's own report, or a linked thread (see each note).

At first look (the doctor of commit 3576970, before this set was read) the cause of 3 of the 6
broken logs was named (2 first); neither working run was flagged. Misses: tfjs-node's "native
addon module ... can not be found" with the module's name broken in the paste, a GPU near 0%
beside a full CPU (its data loader), one cause with no catalogue ID. After the change made from
it (tfjs-node's message read by its words): 4/6, none flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="face-landmark-2060s-gpu-util-zero-cpu-full-dataloader-zh",
        source=_GH + "610265158/face_landmark/issues/18",
        text=r"""GPU使用率0%

你好作者，
我想请问下，我在训练时候，为什么GPU使用率一直是0%, 而CPU一直满负荷。
下面是我的配置:

   os.environ["CUDA_VISIBLE_DEVICES"] = "0"
   config.TRAIN = edict()
   config.TRAIN.process_num = 8
   config.TRAIN.prefetch_size = 20
   config.TRAIN.num_gpu = 1
   config.TRAIN.batch_size = 128
   config.TRAIN.log_interval = 10  
   config.TRAIN.epoch = 10000

训练日志：
![image](https://user-images.githubusercontent.com/10972816/71483597-8e16cc00-2843-11ea-815b-bd21ac5a14e3.png)

现在训练太慢了 ， 我是1个 RTX 2060 super显卡，是我哪里没改正确吗？
非常感谢。
...
gpu没有占用， 用的是gpu ， 是我哪里配置错了么  ？
...
用的是gpu，但gpu没有占用 ，是我没配置正确，给配置成cpu了吗 ？ 我该如何跑gpu?""",
        expected_cause="gpu-underutilized-input-bound",
        harmless=False,
        note="Chinese, prose plus a config excerpt (screenshots not readable), 2019, TF face-landmark trainer. Maintainer: '应该是跑了gpu了， 把batch size 设置稍小一点， cpu占用多是dataloader的原因' (it is running on the GPU; the CPU load is the data loader); poster: '好，那我再试试'. Weak: diagnosis undisputed, not explicitly confirmed. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-yolov3-2080ti-windows-low-util-fine-on-linux-zh",
        source=_GH + "Byronnar/tensorflow-serving-yolov3/issues/38",
        text=r"""大佬你好，关于GPU训练时利用率低的问题

我用2080ti训练时，显卡的利用率特别低，总体功耗情况和任务管理器里面显示的cuda占用情况差不多，驱动和cuda都是最新版本的，tf为1.15版本，我设置batch size为32，训练样本大概为6500个，一共分两类。请问这是什么问题？或者说要怎么提高效率？
![批注 2019-12-21 021625](https://user-images.githubusercontent.com/16517736/71281111-1571c480-2398-11ea-9df8-7ad525bdae60.jpg)""",
        expected_cause=None,
        harmless=False,
        note="Chinese, prose only, 2019, TF 1.15 on native Windows. Maintainer: Windows shows GPU utilisation oddly, on Ubuntu it is 90%+; poster later: '换到linux系统，显卡利用率果然很不错，应该是某些库在windows下的特定问题' (moved to Linux, utilisation fine). The cause (a Windows-specific slowdown) fits no catalogue ID.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-rlre-rl-model-slower-on-gpu-than-cpu-zh",
        source=_GH + "xuyanfu/TensorFlow_RLRE/issues/12",
        text=r"""训练RL模型效率非常慢

跑在GPU上，比跑在CPU上还要慢。这可能是什么原因导致的呢？""",
        expected_cause=None,
        harmless=True,
        note="Working run (zh, 2018), prose only: maintainer: the RL model selects each sentence of a bag sequentially and cannot be parallelised ('不能并行化处理'), so it is slow; not disputed, closed. The GPU set-up works; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-book-windows-import-dll-load-failed-vc-runtime-zh",
        source=_GH + "dragen1860/Deep-Learning-with-TensorFlow-book/issues/219",
        text=r"""tensorflow安装部分的一些问题

...
2. 我第一次装完tensorflow后import报错了：
ImportError: DLL load failed while importing _pywrap_tensorflow_internal""",
        expected_cause="msvc-runtime-missing",
        harmless=False,
        note="Chinese, 2020-12, Windows (DLL). The poster himself, in the same post: '后来我参考其他教程装了最新的visual c++就解决了' (installing the latest Visual C++ runtime fixed the import). The missing MSVC runtime is not a CUDA cause; text cut to the problem line (item 1 of the post is install advice). The cause is the catalogue's msvc-runtime-missing (the line is cut before Windows' reason).",
        platform="windows",
    ),
    CorpusLog(
        name="graphembedding-keras-runs-on-cpu-needs-tf-gpu-zh",
        source=_GH + "shenweichen/GraphEmbedding/issues/23",
        text=r"""如何可以使用keras的gpu版本加速跑

我看现在是使用cpu跑的，速度非常的慢，如何使用GPU加速呢""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Chinese, prose only (2019, graph-embedding recommender code on Keras/TF 1.x). Maintainer: '安装gpu版的tensroflow就可以了' (install the GPU build of TensorFlow); poster: '好的，谢谢'. Weak: diagnosis undisputed, the fix not reported as tried; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="nsfwjs-plugin-tfjs-node-binding-missing-napi-v9-windows-zh",
        source=_GH + "CikeyQi/nsfwjs-plugin/issues/5",
        text=r"""Error: The Node.js native addon module (tfjs_bindin g.node) can not be found at path

![image](https://github.com/CikeyQi/nsfwjs-plugin/assets/102407847/0a7b8553-73ea-4180-a604-3866943c8f10)
TRSS崽，CPU I5-11260H,4G内存（虚拟机""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="Chinese, 2023-08, tfjs-node 3.21.1 in a Yunzai bot plugin; the error is the title (the log is a screenshot). Maintainer pointed to the fix in #6 (put tensorflow.dll and tfjs_binding.node into lib/napi-v8 and create lib/napi-v9); the poster himself, commenting in #6, reported that with both files in the napi-v8 and napi-v9 folders (Node 20.5.1, Windows Server 2019) it works ('亲测winserver2019+trss崽正常'). The cause is the tfjs-node native binding missing for the Node-API version, no CUDA involved; weak (confirmation in the linked thread).",
        platform="windows",
    ),
    CorpusLog(
        name="kgclue-bert4keras-using-tensorflow-backend-notice-zh",
        source=_GH + "CLUEbenchmark/KgCLUE/issues/3",
        text=r"""“Using TensorFlow backend.”

在from bert4keras.backend import keras, set_gelu, K的时候，提示 “Using TensorFlow backend.”。请问这是什么情况？""",
        expected_cause=None,
        harmless=True,
        note="Working run (zh, 2022), prose only: maintainer: 'keras是基于TensorFlow的。这只是一个提示吧。' (Keras runs on TensorFlow; it is only a notice); not disputed, closed. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="insightface-tf-training-gpu-memory-full-oom-smaller-batch-zh",
        source=_GH + "auroua/InsightFace_TF/issues/86",
        text=r"""我也遇到了这个问题，请问你解决了么？
...
我就是的，我能看到我的GPU内存已经是跑满了，然后突然就报错了“ResourceExhaustedError (see above for traceback): OOM when allocating tensor”，你的也是这个样子吗？""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese, 2019, InsightFace_TF face-recognition training; text is commenter lovejing0306's own report in a thread about growing host memory. He then wrote '我不断减小我的batch，最后跑起来了' (kept lowering the batch size until it ran). Weak: prose only with the one error line; OS not stated.",
        platform="linux",
    ),
)
