# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on NLP and speech repositories built on TensorFlow (google-research/electra, Kyubyong/tacotron, zihangdai/xlnet), where TensorFlow did not use the NVIDIA GPU or failed on it.

Broken kinds held: an RTX 3080 Ti under TensorFlow 1.15 built for CUDA 10 (cuBLAS fails on
the first matrix multiply), the computer's RAM exhausted during TTS training (the kernel's
OOM killer in dmesg), the CPU-only `tensorflow` package (no GPU device registered, so
`tf.device('gpu:0')` cannot be placed), and a GPU out-of-memory error that went away with
the TensorFlow release the code was tested with (no catalogue cause). Working runs: 0 (none
met with its harmlessness confirmed).

Small set: most threads on these repositories that a search returns are already in the corpus,
and most of the others end without a confirmation in the stored copy (TensorFlowTTS OOM and
GPU threads, rasa GPU threads, tensor2tensor#1727 with tensorflow and tensorflow-gpu both
installed but no reply on record, transformers TF threads). One prose-only OOM thread was left
out to keep prose-only records to a third: Rayhane-mamah/Tacotron-2#210 (2018; a 4 GB GTX 960
needs max_mel_frames=80 to train without OOM).

At first look (the doctor of commit 9ba7267) the cause was named in 3 of the 4 broken logs, all
three first; the fourth (no catalogue cause) counts as a miss by rule, the doctor naming its
consequence, the GPU out-of-memory error. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="electra-3080ti-tf115-cublas-execution-failed",
        source=_GH + "google-research/electra/issues/136",
        text=r"""How can I save this problem? I use 3080ti /tensorflow 1.15 / python 3.7.10 / cuda 10.1 

2022-12-27 15:27:14.672772: E tensorflow/stream_executor/cuda/cuda_blas.cc:428] failed to run cuBLAS routine: CUBLAS_STATUS_EXECUTION_FAILED
ERROR:tensorflow:Error recorded from training_loop: 2 root error(s) found.
  (0) Internal: Blas GEMM launch failed : a.shape=(4096, 2), b.shape=(2, 128), m=4096, n=128, k=2
         [[node electra/embeddings_1/MatMul (defined at /opt/conda/lib/python3.7/site-packages/tensorflow_core/python/framework/ops.py:1748) ]]
         [[add_10/_9743]]
  (1) Internal: Blas GEMM launch failed : a.shape=(4096, 2), b.shape=(2, 128), m=4096, n=128, k=2
         [[node electra/embeddings_1/MatMul (defined at /opt/conda/lib/python3.7/site-packages/tensorflow_core/python/framework/ops.py:1748) ]]
0 successful operations.
0 derived errors ignored.""",
        expected_cause="compute-capability-unsupported",
        note="2022. An RTX 3080 Ti (Ampere, compute capability 8.6) with TensorFlow 1.15 built for CUDA 10. Answer by martinpolacek (2023): 'Hey, you have to use NVIDIA version of TF, which supports training on RTX cards.' (the NVIDIA build of TF 1.15 for CUDA 11); the poster did not dispute it (no further reply on record; issue open). The log shows no GPU line, only the cuBLAS failure.",
        platform="linux",
    ),
    CorpusLog(
        name="kyubyong-tacotron-oom-killer-3gb-ram",
        source=_GH + "Kyubyong/tacotron/issues/101",
        text=r"""OOM out of memory when training step.

my memory storage is about 3GB。how can i fix this problem? 

dmesg command info is as belows:
Out of memory: Kill process 10192 (python) score 398 or sacrifice child
Killed process 10192, UID 1801, (python) total-vm:7804984kB, anon-rss:2460052kB, file-rss:284kB

I have adjust batch_size = 8, but still OOM.
train status output is as below
21%|######2                      | 351/1637 [42:49<2:36:55,  7.32s/b]
I feel a little strange, why the memory continue increate even  the train step is about 21%。

I change a machine to train，memory storage is about 8GB， but still OOM。""",
        expected_cause="host-out-of-memory",
        note="2018. The kernel's OOM killer ended the training process (dmesg): the computer's RAM, not the GPU's, ran out. Maintainer Kyubyong: 'Preprocessing might be a solution. Save inputs to disk as numpy arrays. Or adjust the hyperprams.'; the poster did not dispute it, and another user (qizhao1) reported 'when i changed batch_size to 8 that i have solved the OOM problem' and, for a later OOM at 20K steps, batch_size 4. The poster's own fix is not on record. The second and third paragraphs are the poster's later comments.",
        platform="linux",
    ),
    CorpusLog(
        name="kyubyong-tacotron-gpu0-not-registered-cpu-only-tensorflow",
        source=_GH + "Kyubyong/tacotron/issues/5",
        text=r"""Is it only for CPU training?

I've been trying to train using the GPU but so far I haven't been success.

I changed the _"with tf.device('cpu:0'):"_ command into **with tf.device('gpu:0'):** in the function _def get_batch(is_training=True):_ defined in the _train.py_ file, but I got an error: 

> InvalidArgumentError (see above for traceback): Cannot assign a device to node 'batch': Could not satisfy explicit device specification '/device:GPU:0' because no devices matching that specification are registered in this process; available devices: /job:localhost/replica:0/task:0/cpu:0
> Colocation Debug Info:
> Colocation group had the following types and devices:
> QueueEnqueueV2: CPU
> QueueSizeV2: CPU
> QueueCloseV2: CPU
> QueueDequeueManyV2: CPU
> PaddingFIFOQueueV2: CPU
>          [[Node: batch = QueueDequeueManyV2[component_types=[DT_INT32, DT_FLOAT, DT_FLOAT], timeout_ms=-1, _device="/device:GPU:0"](batch/padding_fifo_queue, batch/n)]]

I also modified in the main() function right after _sv.managed_session_
>         with sv.managed_session() as sess:
>             with tf.device("/gpu:0"):

But still it does not use the GPUs

What must be done to enable GPUs trainig?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2017. Only the CPU device is registered. Answer by marcossilva: 'You need to install the tensorflow-gpu to do so' (the CPU-only `tensorflow` package of TF 1.x); the poster answered '@marcossilva Thank...' (the rest of the comment is cut off in the stored copy) and the issue was closed. The blockquote markers are the poster's. The thread does not say the platform (linux is a placeholder; the answer linked the Linux install page).",
        platform="linux",
    ),
    CorpusLog(
        name="xlnet-1080ti-oom-batch1-wrong-tf-version",
        source=_GH + "zihangdai/xlnet/issues/244",
        text=r"""Can I run sentence relevance appliance with only one 1080Ti GPU?

    When I try to run, it keeps running into ResourceExhaustedError [OOM], even when I set train_batch_size=1 and max_seq_length=50. Its performance may be poor, but I just want to see it running successfully first, but still OOM.
    I'm a newbie. Could you give some advice or instruction?""",
        expected_cause=None,
        consequences=("gpu-out-of-memory",),
        note="2019. Prose only. The poster found the cause: 'I finally found the reason. It's weird but I just used the wrong python and tensorflow version. The problem disappeared when I use py27 and tf1.13.1' (XLNet's code was tested under TensorFlow 1.13.1). A TensorFlow release other than the one the code needs: no catalogue cause; the GPU out-of-memory error is its consequence. The thread does not say the platform (linux is a placeholder).",
        platform="linux",
    ),
)
