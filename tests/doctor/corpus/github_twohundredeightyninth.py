# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A two-hundred-and-eighty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) in which the poster answered their own TensorFlow-on-NVIDIA-GPU question (tensorflow/tensorflow, rajarsheem/libsdae-autoencoder-tensorflow, A-bone1/Attention-ocr-Chinese-Version).

Broken kinds held: a power supply too small for the GPU (the computer switched itself off at the
end of a training run; a lower power limit set with nvidia-smi stopped it), a "Blas GEMM launch
failed" that a restart of the Python kernel cured (no catalogue cause), and a training process
killed by the system that ran once the images were halved in size (host memory). Working runs: 0.

Small set, all from 2016-2019: nearly every thread the searches for self-answered posts returned
(tensorflow/tensorflow, DeepLabCut, spleeter, tfjs, ml-agents, Mask_RCNN, stardist and others)
is already in the corpus or was read before without a confirmation. Left out: one more
self-answered thread, prose only, to keep prose-only records to a third:
MaybeShewill-CV/CRNN_Tensorflow#348 (2019; a training process killed by the system, which the
poster later traced to a cuDNN other than the one TensorFlow recommends).

At first look (the doctor of commit 73b0d74) the cause was named in 2 of the 3 broken logs (one
has no catalogue cause; for it the doctor gave memory-growth-disabled), both first; there is no
working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf740-gtx980ti-cold-reboot-undersized-psu",
        source=_GH + "tensorflow/tensorflow/issues/740",
        text=r"""After getting Tensorflow to work at all, now I've got another issue: I can run through the 20.000 training steps (within about 1 second; holy sh... that thing's fast) of the Deep MNIST example (code below). But after the last step my PC does a cold reboot. It just turns off hard without shutdown and reboots after a few seconds.

It appears to be caused by an undersized PSU. Gaming on the GPU however works fine so far... 

So, is there any way that I can reduce the load on the GPU during usage of Tensorflow? I'd be fine if the MNIST example took 2 seconds instead of 1 if only my PC wouldn't reboot. 

At the moment unfortunately I cannot afford a new PSU, spent my whole available budget on the GF980Ti. 

Any ideas?""",
        expected_cause="gpu-hardware-fault",
        note="2016. Prose only (title: 'PC cold boots during MNIST example on GPU (GF980Ti); PSU problem; reduce load?'). The poster answered it himself the same day: 'I was, again, able to kind of solve it myself by throttling the GPU maximum power using the command ~$ nvidia-smi -pl 220'. A power supply that cannot feed the GPU under load is the catalogue's gpu-hardware-fault (its text names the power supply); gpu-overheating would also speak of a computer switching itself off, but heat was not the cause here. OS not named; the '~$' prompt points to Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="libsdae-blas-gemm-launch-failed-restart-kernel",
        source=_GH + "rajarsheem/libsdae-autoencoder-tensorflow/issues/7",
        text=r"""Hi, alice!
Thank you very much for your code! But when I tried running your code on my computer, I always got the error shown below:

'''
InternalError: Blas GEMM launch failed : a.shape=(100, 784), b.shape=(784, 200), m=100, n=200, k=784
	 [[Node: MatMul = MatMul[T=DT_FLOAT, transpose_a=false, transpose_b=false, _device="/job:localhost/replica:0/task:0/gpu:0"](_arg_x_0_0/_7, Variable/read)]]
'''
where 100 is batch_size, 784 and 200 are dimensions.

Can you offer me some help!
Thanks a lot!
alice""",
        expected_cause=None,
        note="2017. The poster answered it himself: first 'After I reinstall your package, it works again! I'm a little bit confused.', then 'I think this problem may have something to do with my python kernel, for restarting the kernel solves it.' A restart of the Python (notebook) kernel cured the cuBLAS failure; the thread names no deeper cause (a kernel that still held the GPU is the usual one, but nobody checked), so no catalogue cause. The OS is not named (platform left at the default). Names in the greeting and signature replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="attention-ocr-chinese-training-killed-host-ram",
        source=_GH + "A-bone1/Attention-ocr-Chinese-Version/issues/40",
        text=r"""训练的时候会出现killed,然后就停了

247 (3.054 sec/step)
INFO:tensorflow:Saving checkpoint to path /home/alice/Downloads/Attention-ocr-Chinese-Version-master/python/logs/model.ckpt
INFO 2019-01-01 18:11:04.000964: tf_logging.py: 82 Saving checkpoint to path /home/alice/Downloads/Attention-ocr-Chinese-Version-master/python/logs/model.ckpt
Killed

GPU，十来个小时吧，内存显存的不清楚""",
        expected_cause="host-out-of-memory",
        note="2019. The first line is the title ('during training it says killed, then stops'); the last paragraph is the poster's later reply to 'CPU or GPU?' ('GPU, about ten hours; RAM and VRAM use unknown'). The poster answered it himself a week later: '我把图片大小缩小了一半，就可以了，可能是内存什么的原因？我也不知道' (halving the image size made it work; probably memory, he was not sure). The process was ended by the system ('Killed') with no TensorFlow out-of-memory error, the mark of the Linux OOM killer reclaiming RAM; a full GPU would have raised ResourceExhaustedError instead. Odd: the poster did not check which memory ran out.",
        platform="linux",
    ),
)
