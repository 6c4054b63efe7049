# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-first set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow failing on an NVIDIA GPU with a cuBLAS error (tensorflow/tensorflow, oarriaga/paz), found with the words of the error ('failed to create cublas handle', CUBLAS_STATUS_ALLOC_FAILED, CUBLAS_STATUS_NOT_INITIALIZED, 'Blas GEMM launch failed').

Broken kinds held: the GPU memory running out when cuBLAS starts (on a 4 GB laptop GPU; on a
GPU whose memory other processes held), and TensorFlow reserving nearly all GPU memory at start
so that cuBLAS cannot allocate its handle. Working runs: 0.

Small set: the threads on this error that the stored copies hold are few, and most of them sit
on tensorflow/tensorflow or on repositories already in the corpus; most of the rest give no
confirmation in the stored text (guesses such as 'check nvidia-smi', 'try allow_growth' with no
answer, or threads closed as stale). Threads where the GPU was newer than the build (RTX 30xx,
A30, A100 with TensorFlow 1.x) or where a cuBLAS of another CUDA was installed (libcublas10
10.2.2.89 under CUDA 10.1) showed no confirmation from the poster in the stored copy. One record
is a later commenter's own report in a long thread (the opening post of that thread has other
causes in its replies). One more confirmed thread, prose only, was left out to keep prose-only
records to a third: tensorflow/tensorflow#14345 (2017; Windows 10, GTX 980, TensorFlow 1.4,
CUBLAS_STATUS_ALLOC_FAILED; the poster's own fix `gpu_options.allow_growth = True`, 'And now it
runs without any problems', and a TensorFlow member: 'This looks like it's been resolved').

At first look (the doctor of commit 9cec133) the cause was named in 1 of 3 broken logs, first;
the Windows log was given memory-growth-disabled instead of the out-of-memory cause, and the log
whose cuBLAS lines lie past the cut was given nothing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflow-windows-quadro-m2000m-cublas-alloc-failed-out-of-memory",
        source=_GH + "tensorflow/tensorflow/issues/7072",
        text=r"""[Windows] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED

E c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_blas.cc:372] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
W c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\stream.cc:1390] attempting to perform BLAS operation using StreamExecutor without BLAS support
E c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_blas.cc:372] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
W c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\stream.cc:1390] attempting to perform BLAS operation using StreamExecutor without BLAS support`

### What other attempted solutions have you tried?
Then I tried a sample matrix multiplication:
`sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\gpu\gpu_device.cc:885] Found device 0 with properties:
name: Quadro M2000M
major: 5 minor: 0 memoryClockRate (GHz) 1.137
pciBusID 0000:01:00.0
Total memory: 4.00GiB
Free memory: 3.35GiB
...
`a = tf.random_normal((100,100))`
`b = tf.random_normal((100,500))`
`c = tf.matmul(a,b)`
`sess.run(c)`
`random_normal_1/RandomStandardNormal: (RandomStandardNormal): /job:localhost/replica:0/task:0/gpu:0
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\simple_placer.cc:827] random_normal_1/RandomStandardNormal: (RandomStandardNormal)/job:localhost/replica:0/task:0/gpu:0
random_normal_1/mul: (Mul): /job:localhost/replica:0/task:0/gpu:0
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\simple_placer.cc:827] random_normal_1/mul: (Mul)/job:localhost/replica:0/task:0/gpu:0
random_normal_1: (Add): /job:localhost/replica:0/task:0/gpu:0
...""",
        expected_cause="gpu-out-of-memory",
        note="2017 (TensorFlow 1.0 on Windows, Quadro M2000M with 4 GB). The title, then the stored parts of the opening post; its start and the rest of the placement lines are not in the stored copy (marked '...'). A TensorFlow member (drpngx): 'I think @mrry found the solution: you are running out of memory.'; the poster did not dispute it and the issue was closed. Later commenters with the same error report that a session with gpu_options.allow_growth = True fixed it for them ('@shingte 's solution worked for me'), i.e. the memory was taken by TensorFlow itself; the root cause here is taken as the GPU memory running out.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-object-detection-quadro-p6000-cublas-not-initialized-other-processes",
        source=_GH + "tensorflow/tensorflow/issues/9489",
        text=r"""This seems to possibly be an out-of-memory being masked by the CUBLAS_STATUS_NOT_INITIALIZED error. When I have low memory and ask for a new session for detection I hit this error

`root@746bb093df44:/data/alice/tensorflow/models# python /usr/lib/python2.7/dist-packages/variant/ml/tf_detect.py
cwd /data/alice/tensorflow/models/object_detection
using gpu0
2017-09-23 14:37:50.992104: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
2017-09-23 14:37:50.992170: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
2017-09-23 14:37:51.072360: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:893] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2017-09-23 14:37:51.072588: I tensorflow/core/common_runtime/gpu/gpu_device.cc:955] Found device 0 with properties: 
name: Quadro P6000
major: 6 minor: 1
...""",
        expected_cause="gpu-out-of-memory",
        note="2017. A later commenter's own report (jeremy-rutman) in the long thread titled 'failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED', run in a Docker container; the text is his comment up to where the stored copy cuts the log (the cuBLAS error lines themselves are past the cut, marked '...'), and his own guess at the cause is part of it. He confirms it in the same comment: 'when I clear the gpu of other processes and fee memory then I do not get the cublas error' (the GPU memory was taken by other processes); that part is left out of the text. User name in paths replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="paz-minimal-hand-demo-cublas-alloc-failed-memory-growth",
        source=_GH + "oarriaga/paz/issues/208",
        text=(
            "Minimal Hand: demo.py , CUBLAS_STATUS_ALLOC_FAILED\n\n"
            'Could not run the script minimal_hand/examples/demo.py because of the error "CUBLAS_STATUS_ALLOC_FAILED"'
        ),
        expected_cause="memory-growth-disabled",
        note="2022. Prose only (title and opening post). The poster (malwaru) answered himself the same day: 'Fixed the issue by adding the following lines of code add the top of the file' with tf.config.experimental.set_memory_growth(gpus[0], True), i.e. TensorFlow reserving nearly all GPU memory at start left none for cuBLAS. TensorFlow version, GPU and platform not stated.",
        platform="linux",
    ),
)
