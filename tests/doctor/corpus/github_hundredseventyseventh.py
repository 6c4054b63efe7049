# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on keras-team/keras and on Keras and TensorFlow training projects (cpgeier/SantosNet, simonmeister/UnFlow, ildoonet/tf-pose-estimation, anishathalye/neural-style, yuxng/PoseCNN), 2017-2021.

Broken kinds held: the GPU running out of memory during training (a model too large for an
8 GB card, another process already holding the GPU's memory, an image or model too large for a
4 GB card), the computer's RAM running out so that Linux killed the training process, and a
Windows TensorFlow build that lacked the cuDNN RNN op a Keras layer needed (no catalogue cause).
Working runs: none (no thread seen with a confirmed harmless outcome).

Small set, and older than wished: the Keras 3 / TensorFlow 2.16+ threads on keras-team
repositories (GPU not detected after a Keras upgrade, tf-keras against Keras 3, JAX or torch
backend, XLA compile failures, GPU OOM) were either already in the corpus or had no confirmation
in the stored text, so the set turned to GPU and host out-of-memory threads on Keras and
TensorFlow projects. Two records are prose only (a third of the set). One more confirmed thread
was left out to keep prose-only records to a third: lengstrom/fast-style-transfer#10 (2016,
'OOM on GTX 1080' with --batch-size 20; the poster: 'Modified to smaller batch and seems to be
working'; its opening post is missing from the stored copy).

At first look (the doctor of commit 9d1f0d5) the cause was named in 3 of the 6 broken logs, all 3
first; no working run in the set. Missed: the bare 'Killed' of the host-RAM record, the prose
'not enough memory on my GPU' of the neural-style record, and the CuDNNLSTM record (no catalogue
cause).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="santosnet-xception-gtx1070-8gb-bfc-allocator-oom",
        source=_GH + "cpgeier/SantosNet/issues/1",
        text=r"""training fails with "Resource exhausted"

Hi,

I've tried getting this to work but got stuck in the training step. No matter how few samples in the dataset, I run out of memory even though this runs on a GTX 1070 with 8GB VRAM.
Was there a change causing it to use more memory? Is there something to tweak?
I know this here is pretty much provided 'as-is' but would be happy about any pointers.

Here is the full error:

```
2017-10-13 00:34:32.073550: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:696] 1 Chunks of size 149082112 totalling 142.18MiB
2017-10-13 00:34:32.073739: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:696] 5 Chunks of size 198066176 totalling 944.45MiB
2017-10-13 00:34:32.073941: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:696] 1 Chunks of size 198066432 totalling 188.89MiB
2017-10-13 00:34:32.074106: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:696] 1 Chunks of size 396130304 totalling 377.78MiB
2017-10-13 00:34:32.074279: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:700] Sum Total of in-use chunks: 6.35GiB
2017-10-13 00:34:32.074451: I c:\l\work\tensorflow-1.1.0\tensorflow\core\common_runtime\bfc_allocator.cc:702] Stats:
Limit:                  6814913823
InUse:                  6814913024
MaxInUse:
...""",
        expected_cause="gpu-out-of-memory",
        note="2017. First line is the issue title; the stored copy of the log breaks off after 'MaxInUse:' (marked '...'). The repository's author cpgeier named the cause: 'The Xception model uses a lot of memory especially for training, I would highly suggest training on an AWS p2.xlarge instance, or a GPU with atleast 12 gigabytes of VRAM.' The poster did not dispute it; the issue is closed. Windows (TensorFlow 1.1 build paths c:\\l\\work\\...).",
        platform="windows",
    ),
    CorpusLog(
        name="unflow-kitti-oom-another-process-holding-gpu-memory",
        source=_GH + "simonmeister/UnFlow/issues/32",
        text=r"""ResourceExhaustedError - conv6

Hello! Thank you for work! 

But I have a question. I'm trying to run run.py with kitti dataset. But I got an error `ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [1024] and type float
         [[Node: flownet_c/conv6/biases/Adam/Initializer/zeros = Const[_class=["loc:@flownet_c/conv6/biases"], dtype=DT_FLOAT, value=Tensor<type: float shape: [1024] values: 0 0 0...>, _device="/job:localhost/replica:0/task:0/gpu:0"]()]]`.

Actually, I used 2 gpu GeForce GTX 108. I played with a batch_size, but nothing helped...

What can cause such a problem?""",
        expected_cause="gpu-out-of-memory",
        note="2018. First line is the issue title. Maintainer simonmeister: 'In general this means that you are out of GPU memory ... You could run nvidia-smi on the command line to check if something occupies your GPU memory first.' The poster: 'Yes, you're right! I've checked with nvidia-smi and some process occupied my memory. Now, it works! Thanks a lot!' Another process held the GPU's memory, so even a 1024-float tensor could not be allocated. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-pose-estimation-training-killed-host-ram-oom",
        source=_GH + "ildoonet/tf-pose-estimation/issues/674",
        text=r"""Can't start training properly

Thanks for the great implementation. I follow the steps as [https://github.com/ildoonet/tf-pose-estimation/blob/master/etcs/training.md](url) to run the training script. But the training can't start properly.

`[2021-02-12 03:31:37,319] [train] [INFO] Training Started.`
`2021-02-12 03:31:37,319 INFO Training Started.`
`Killed`

The process is killed like this with no other error messages. I wonder what's issue here? Thank you very much!""",
        expected_cause="host-out-of-memory",
        note="2021. First line is the issue title. The poster answered the question two days later: 'Found out that this happened because of OOM error. Use a smaller batch size so that we won't run out of RAM.' The bare 'Killed' is the Linux out-of-memory killer ending the process when the computer's RAM ran out, not the GPU's memory.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-cudnnlstm-cudnnrnn-op-not-registered-windows-build",
        source=_GH + "keras-team/keras/issues/8135",
        text=r"""Problem using keras.layers.CuDNNLSTM: Op type not registered 'CudnnRNN'

Hi, tried keras.layers.CuDNNLSTM after seeing fchollet's [tweet](https://twitter.com/fchollet/status/918170264608817152) the other day.  I have the latest Keras and Tensorflow, but there is a tensorflow problem with the Op 'CudnnRNN' not being registered.

Have a missed something?

Thanks.

OS: Windows10
Keras version: master (as of today: 2.08+)
Tensorflow backend version: master (as of today ~1.4rc0)

GPU: Geforce GTX 1080Ti  (11GB)
Cuda version: v8.0
cuDNN version: cudnn-8.0-windows10-x64-v6.0

Code to reproduce error:
...""",
        expected_cause=None,
        note="2017. First line is the issue title (the error message); the reproduction code is left out (marked '...'), and the stored copy does not show the poster's full error output. fchollet: 'This sounds like an issue with your TF installation (such issues are more likely on Windows)', then 'Then it's definitely a TF Windows issue. Please open an issue on the TF GitHub repo.' The poster (who opened tensorflow/tensorflow#13696): 'Now fixed in the Windows Cmake (missing ops added)' and 'Works nicely now with the latest nightly build (tf_nightly_gpu-1.5.0.dev20171014-cp35-cp35m-win_amd64.whl)'. The Windows TensorFlow build of the day lacked the cuDNN RNN ops that Keras's CuDNNLSTM needs: no catalogue cause.",
        platform="windows",
    ),
    CorpusLog(
        name="neural-style-3200x2600-image-gpu-memory-too-small",
        source=_GH + "anishathalye/neural-style/issues/135",
        text=r"""Higher resolution ideas

Hello, 

I've tried to create image with input content of size 3200x2600 pix and it returned me error that I have not enough memory on my GPU. So I have question what type of graphic card or how much GPU memory I would need to compute imag of that size?""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only; first line is the issue title. Maintainer anishathalye: 'That's a large image. This may not be the right algorithm for you. You could try to split the model between GPUs (#91) or implement some kind of swapping'. The poster: 'Thanks! It seems that my gpu cart is too weak, I will try another solutions also with fast-style-transfer.' (neural-style runs on TensorFlow.) Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="posecnn-4gb-laptop-gpu-out-of-memory",
        source=_GH + "yuxng/PoseCNN/issues/65",
        text=r"""How much GPU memory is needed to run PoseCNN?

I get the message that I am running out of memory on my GPU and I was wondering if it is worth trying to get it all to fit into 4GB or I would need a cluster with xx GB of memory to run it anyway and to not bother with a small laptop?

I tried reducing the kThreadsPerBlock to 512 like mentioned somewhere else but this still was not enough. Is there a minimum size this kThreadsPerBlock can be set to? Would it work with a value of 1?""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only; first line is the issue title. The poster later: 'I am not sure how much is needed at minimum, but I could run the model with 12GB and batch size 1', and asked how he solved it: 'yes I could only resolve it by using a gpu with 12GB of memory'. The 4 GB laptop GPU was too small for PoseCNN (TensorFlow with custom CUDA ops). Platform not stated (linux is a placeholder; PoseCNN's instructions are for Ubuntu).",
        platform="linux",
    ),
)
