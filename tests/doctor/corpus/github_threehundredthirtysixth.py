# ruff: noqa: E501 - log lines are quoted verbatim
"""A three-hundred-and-thirty-sixth set of real logs saved in files: a Japanese company blog's Jekyll post on GitHub (2017) that pastes the terminal output of setting up TensorFlow on an AWS GPU instance, step by step, with the cause of each failure or the change that made it work stated in the same post.

Source: mofmof/mofmof.github.io (`_posts/2017-02-11-tensorflow-aws-gpu.md`, "TensorFlowのチュートリアルを
AWSのGPUインスタンスで動かす": tensorflow-gpu 1.0 on a g2.2xlarge with a GRID K520, Ubuntu 16.04).
No thread: each record is output the author pasted, and the post itself says what was wrong and
shows or states the outcome after the change.

Broken kinds held: TensorFlow imported before the CUDA toolkit was installed (libcudart.so.8.0
missing), and the NVIDIA kernel module not running (cuInit CUDA_ERROR_UNKNOWN, no
/proc/driver/nvidia/version, nvidia-smi unable to reach the driver) while training quietly went on
on the CPU. 2 broken, 1 working (the same tutorial on an AMI whose driver worked: NUMA-node line,
GPU device created, training on the GPU).

Left out: posts and notes whose output is only a screenshot (a 2024 Hexo post on TensorFlow 2.16
under WSL2), posts with no failing output (several install guides that show only the commands),
posts whose repository could not be identified, and a study repository's README whose TensorRT
fix does not match its log (README files are gathered apart).

At first look (the doctor of commit 884a56b) the cause was named in 2 of the 2 broken logs, both
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="aws-g2-tf10-import-before-cuda-toolkit-libcudart-so-8-missing",
        source=_GH
        + "mofmof/mofmof.github.io/blob/af16e9967e8484c0ae5fb3c0bcc119bbae95785a/_posts/2017-02-11-tensorflow-aws-gpu.md",
        text=r"""$ python main.py
deep mnist start
Traceback (most recent call last):
  File "main.py", line 5, in <module>
    from tensorflow.examples.tutorials.mnist import input_data
  File "/home/ubuntu/.local/lib/python2.7/site-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/home/ubuntu/.local/lib/python2.7/site-packages/tensorflow/python/__init__.py", line 60, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/home/ubuntu/.local/lib/python2.7/site-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/home/ubuntu/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 28, in <module>
    _pywrap_tensorflow = swig_import_helper()
  File "/home/ubuntu/.local/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow', fp, pathname, description)
ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory


Error importing tensorflow.  Unless you are using bazel,
you should not try to import tensorflow from its source directory;
please exit the tensorflow source tree, and relaunch your python interpreter
from there.""",
        expected_cause="cuda-libraries-missing",
        note="2017, blog post (Jekyll, Japanese). The author ran the script right after `pip install tensorflow-gpu` and says so before the output: 'Cudaのセットアップ済んでいないのでエラーになることを確認' (confirmed that it errors because CUDA is not set up yet); the post then installs CUDA Toolkit 8.0 and cuDNN 5.1 and the same main.py imports and runs (the next output in the post).",
        platform="linux",
    ),
    CorpusLog(
        name="aws-g2-grid-k520-cuinit-unknown-kernel-driver-not-running",
        source=_GH
        + "mofmof/mofmof.github.io/blob/af16e9967e8484c0ae5fb3c0bcc119bbae95785a/_posts/2017-02-11-tensorflow-aws-gpu.md",
        text=r"""$ python main.py

deep mnist start
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcurand.so locally
Extracting MNIST_data/train-images-idx3-ubyte.gz
Extracting MNIST_data/train-labels-idx1-ubyte.gz
Extracting MNIST_data/t10k-images-idx3-ubyte.gz
Extracting MNIST_data/t10k-labels-idx1-ubyte.gz
E tensorflow/stream_executor/cuda/cuda_driver.cc:509] failed call to cuInit: CUDA_ERROR_UNKNOWN
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:145] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist
WARNING:tensorflow:From main.py:17 in <module>.: initialize_all_variables (from tensorflow.python.ops.variables) is deprecated and will be removed after 2017-03-02.
Instructions for updating:
Use `tf.global_variables_initializer` instead.
0.918
WARNING:tensorflow:From main.py:84 in <module>.: initialize_all_variables (from tensorflow.python.ops.variables) is deprecated and will be removed after 2017-03-02.
Instructions for updating:
Use `tf.global_variables_initializer` instead.
step 0, training accuracy 0.1
step 100, training accuracy 0.86
step 200, training accuracy 0.96
test accuracy 0.9156
elapsed_time:37.9471111298[sec]

$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.""",
        expected_cause="driver-not-loaded",
        note="2017, blog post (Jekyll, Japanese). The run finished, but the author noticed under '実は失敗していた' (it had actually failed): 'よく見たらNVIDIAのドライバを認識出来ておらず、たぶんCPUが使われてる？' (the NVIDIA driver was not recognised, probably the CPU was used), then pasted the nvidia-smi failure. The driver came with `apt-get install cuda`; the addendum '追記' states the fix: 'NVIDIAのドライバー入れ直したらちゃんと動くようになった' (after reinstalling the NVIDIA driver it worked) with `apt-get remove --purge nvidia*`, `apt-get install nvidia-367`, reboot. libcuda.so.1 was opened (user-space driver present) while /proc/driver/nvidia/version was missing, so the kernel module was not running. Host name replaced.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="aws-g2-grid-k520-tf-mnist-numa-line-gpu-device-created",
        source=_GH
        + "mofmof/mofmof.github.io/blob/af16e9967e8484c0ae5fb3c0bcc119bbae95785a/_posts/2017-02-11-tensorflow-aws-gpu.md",
        text=r"""$ python main.py
deep mnist start
I tensorflow/stream_executor/dso_loader.cc:101] successfully opened CUDA library libcublas.so.7.0 locally
I tensorflow/stream_executor/dso_loader.cc:101] successfully opened CUDA library libcudnn.so.6.5 locally
I tensorflow/stream_executor/dso_loader.cc:101] successfully opened CUDA library libcufft.so.7.0 locally
I tensorflow/stream_executor/dso_loader.cc:101] successfully opened CUDA library libcuda.so locally
I tensorflow/stream_executor/dso_loader.cc:101] successfully opened CUDA library libcurand.so.7.0 locally
Successfully downloaded train-images-idx3-ubyte.gz 9912422 bytes.
Extracting MNIST_data/train-images-idx3-ubyte.gz
Successfully downloaded train-labels-idx1-ubyte.gz 28881 bytes.
Extracting MNIST_data/train-labels-idx1-ubyte.gz
Successfully downloaded t10k-images-idx3-ubyte.gz 1648877 bytes.
Extracting MNIST_data/t10k-images-idx3-ubyte.gz
Successfully downloaded t10k-labels-idx1-ubyte.gz 4542 bytes.
Extracting MNIST_data/t10k-labels-idx1-ubyte.gz
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:909] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
I tensorflow/core/common_runtime/gpu/gpu_init.cc:103] Found device 0 with properties:
name: GRID K520
major: 3 minor: 0 memoryClockRate (GHz) 0.797
pciBusID 0000:00:03.0
Total memory: 4.00GiB
Free memory: 3.95GiB
I tensorflow/core/common_runtime/gpu/gpu_init.cc:127] DMA: 0
I tensorflow/core/common_runtime/gpu/gpu_init.cc:137] 0:   Y
I tensorflow/core/common_runtime/gpu/gpu_device.cc:702] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GRID K520, pci bus id: 0000:00:03.0)
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:42] Allocating 3.66GiB bytes.
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:52] GPU 0 memory begins at 0x7023e0000 extends to 0x7ec556000
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:66] Creating bin of max chunk size 1.0KiB
...
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:66] Creating bin of max chunk size 512.00MiB
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:66] Creating bin of max chunk size 1.00GiB
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:66] Creating bin of max chunk size 2.00GiB
I tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:66] Creating bin of max chunk size 4.00GiB
0.9197
step 0, training accuracy 0.04
step 100, training accuracy 0.84
step 200, training accuracy 0.94
test accuracy 0.9268
elapsed_time:18.188421011[sec]""",
        expected_cause=None,
        harmless=True,
        note="2017, blog post (Jekyll, Japanese). The same Deep MNIST script on a community AMI with a working driver: the GPU device is created (GRID K520, compute capability 3.0) and the training finishes in 18 s against 38 s on the CPU before ('14秒とな。これでCPU使うより10倍早いということがわかった' on the next run). Only alarming line: the NUMA-node notice. The long run of 'Creating bin of max chunk size' lines is shortened with '...'. Host prompt replaced.",
        platform="linux",
    ),
)
