# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventy-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow (2019-2024): runs where TensorFlow worked on the NVIDIA GPU and the post either asked about an alarming line or asked about something else while its log shows a working GPU.

Broken: none. Working runs: 5. Alarming lines held: Windows' "Invoking GPU asm compilation is
supported on Cuda non-Windows platforms only / Relying on driver to perform ptx compilation",
NUMA node notices, the TensorFloat-32 notice on an A100, XLA's "Fallback to op-by-op mode because
memset node breaks graph update", and the XLA_GPU device name of TensorFlow 1.x-2.3. Two posts ask
about Keras's progress bar (steps, not samples) while their logs show the GPU device created and
training run to the end. One record is prose only (the XLA_GPU question).

Left out: threads whose stored copy ends before any outcome (performance regressions between
TensorFlow releases, a thread leak under MirroredStrategy, CPU/GPU numerical differences), and one
confirmed thread outside the kind of this set: tensorflow/tensorflow#41147 (2020, ResNet50 taking
14 GB; the poster, after the memory-growth guide: 'Seems its not capturing all the memory at one
go. Thanks!'; prose and a screenshot only).

At first look (the doctor of commit 50c7c18) no broken logs were held; of the 5 working runs 3 were
not flagged and 2 were: the Windows ptxas notice of TensorFlow 2.1 was read as ptxas-too-old, and the
Kaggle post's "Python version 3.12" beside TensorFlow 2.15 as python-version-unsupported.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf21-autokeras-progress-steps-quadro-p6000-windows-working",
        source=_GH + "tensorflow/tensorflow/issues/44893",
        text=r"""I'm using tensorflow 2.1.0 on windows 10, python 3.7.9, cudatoolkit 10.1.243, cudnn 7.6.5. 
The problem started after using autokeras.
When I'm trying to run model.fit, it only trains on part of the training samples: (# of training samples)/batch_size.
For example, my batch size is 16 and the training samples size is 135,000, so it trains on 8438

Attached code.
When executing it prints:
2020-11-15 20:35:16.615885: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library cudart64_101.dll
2020-11-15 20:35:20.084617: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x2629556b420 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-11-15 20:35:20.084743: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-11-15 20:35:20.087375: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library nvcuda.dll
2020-11-15 20:35:20.135019: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found device 0 with properties: 
pciBusID: 0000:05:00.0 name: Quadro P6000 computeCapability: 6.1
coreClock: 1.645GHz coreCount: 30 deviceMemorySize: 24.00GiB deviceMemoryBandwidth: 403.49GiB/s
2020-11-15 20:35:20.135068: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library cudart64_101.dll
2020-11-15 20:35:20.143744: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library cublas64_10.dll
...
2020-11-15 20:35:21.167535: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1257] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-11-15 20:35:21.167557: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1263]      0 
2020-11-15 20:35:21.167574: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1276] 0:   N 
2020-11-15 20:35:21.167736: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 22016 MB memory) -> physical GPU (device: 0, name: Quadro P6000, pci bus id: 0000:05:00.0, compute capability: 6.1)
2020-11-15 20:35:26.419022: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library cublas64_10.dll
2020-11-15 20:35:26.736009: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library cudnn64_7.dll
2020-11-15 20:35:27.753582: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: Invoking GPU asm compilation is supported on Cuda non-Windows platforms only
Relying on driver to perform ptx compilation. 
Modify $PATH to customize ptxas location.
This message will be only logged once.
...

Yes, but the model.fit should still output to screen the number of training
samples.
I have 135,000 samples, and the output to screen is:
4219/4219 [==============================] - 27s 6ms/step - loss: 1.7902 -
accuracy: 0.1698 - val_loss: 1.7917 - val_accuracy: 0.1675
From this I understand that only a part of the training samples are being
used for model.fit.
Before the autokeras installation, the output to screen was:
135000/135000 [======================== ...""",
        expected_cause=None,
        harmless=True,
        note="2020. The question is about Keras's progress bar; the log shows the Quadro P6000 device created, cuBLAS and cuDNN loaded and training running (4219 steps of 6 ms each, validation included). TensorFlow maintainer amahendrakar: 'Since you have specified the batch size as 16 here, the training dataset of size 135,000 is split into 8438 batches (i.e. each batch consisting of 16 samples)'; the count shown is steps, not samples. The poster's reply (last paragraph) still expected a sample count; the thread closed stalled. The Windows ptxas line is TensorFlow 2.1's usual notice there, not a fault: the run went on.",
        platform="windows",
    ),
    CorpusLog(
        name="keras243-mnist-train-on-samples-missing-gtx1070-working",
        source=_GH + "tensorflow/tensorflow/issues/41950",
        text=r"""```
469/469 [==============================] - 3s 7ms/step - loss: 1.0579 - accuracy: 0.7003 - val_loss: 0.7974 - val_accuracy: 0.8316
Test loss: 0.7974222898483276
Test accuracy: 0.83160001039505
```

**Describe the expected behavior**

Downgraded keras to version 2.3.1 and run the script again, the outcome is consistent with older versions of keras before

Note that **Train on 60000 samples, validate on 10000 samples** is missing from the output above using keras 2.4.3.

```
python /home/alice/python-dev/test/mnist_cnn_demo.py
Using TensorFlow backend.
x_train shape: (60000, 28, 28, 1)
60000 train samples
10000 test samples
2020-07-31 21:17:44.616490: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-07-31 21:17:44.641796: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-31 21:17:44.643804: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: GeForce GTX 1070 computeCapability: 6.1
coreClock: 1.695GHz coreCount: 16 deviceMemorySize: 7.92GiB deviceMemoryBandwidth: 238.66GiB/s
...
2020-07-31 21:17:44.721531: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] Adding visible gpu devices: 0
2020-07-31 21:17:44.721574: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.0
2020-07-31 21:17:44.722447: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1102] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-07-31 21:17:44.722457: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1108]      0 
2020-07-31 21:17:44.722479: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1121] 0:   N 
2020-07-31 21:17:44.722716: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-31 21:17:44.723177: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-31 21:17:44.724393: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1247] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7088 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1070, pci bus id: 0000:01:00.0, compute capability: 6.1)
...
```

I have updated the script but there is no change, still missing lots of cases.

But the interesting thing is with this script even keras2.3.1 gave the same wrong result so maybe the problem is tf.keras (and for keras 2.4.3 it somehow switches to that but keras-2.3.1 doesn't unless it is explicit like in the modified script)""",
        expected_cause=None,
        harmless=True,
        note="2020. Confirmed by the outcome: the GTX 1070 device is created and MNIST trains to the end (469 steps per epoch at 7 ms, test accuracy printed). The question is Keras's progress bar: Keras 2.4.3 (tf.keras) counts steps (60000/128 = 469) where Keras 2.3.1 printed 'Train on 60000 samples'; the poster read the step count as 'missing cases'. The stored copy holds no maintainer answer on that point; the same explanation was given in tensorflow/tensorflow#44893. Only the NUMA notices are alarming lines here.",
        platform="linux",
    ),
    CorpusLog(
        name="xla-gpu-or-gpu-device-name-question-working",
        source=_GH + "tensorflow/tensorflow/issues/32851",
        text=r"""When XLA is enabled with  TF_XLA_FLAGS=--tf_xla_auto_jit=2, should I see "/device:GPU:0" or "/device:XLA_GPU:0" in  Tensorflow output ?""",
        expected_cause=None,
        harmless=True,
        note="2019. Prose only. TensorFlow developer sanjoy: 'You should ignore the XLA_GPU devices in the log output. They are a legacy way to use XLA that we don't recommend for end users. If TF detected a `/device:GPU:0` then you're good to go.' The poster: 'Thanks, that addresses by concern.' The platform is not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="a100-tf32-notice-despite-nvidia-tf32-override-working",
        source=_GH + "tensorflow/tensorflow/issues/53742",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow):
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04):
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.6
- Python version: 3.8.12
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 11.4
- GPU model and memory: A100

**Describe the current behavior**

Irrespective of NVIDIA_TF32_OVERRIDE=0/1 setting, the following is observed coming from cublas. 

> I tensorflow/stream_executor/cuda/cuda_blas.cc:1760] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.

By using CUBLASLT_LOG_LEVEL=5 , only see the following kernels with both NVIDIA_TF32_OVERRIDE=0/1

[cublasLtCreate]
[cublasLtCtxInit]
[cublasLtSSSMatmulAlgoGetHeuristic]
[cublasLtSSSMatmul]

Both seem to use the following
...""",
        expected_cause=None,
        harmless=True,
        note="2022. Confirmed by the outcome: cuBLASLt ran the matrix multiplications on the A100; the TensorFloat-32 line is a notice, printed whatever NVIDIA_TF32_OVERRIDE says. The thread closed stalled without a maintainer answer; TensorFlow's own pull request #49486 (2021, merged) explains the line: 'environment variable `NVIDIA_TF32_OVERRIDE=0` will indeed disable TF32 evaluation, but it couldn't be peeked by TF at this moment. So no effect is expected from `NVIDIA_TF32_OVERRIDE=0`' on the message, which only `tf.config.experimental.enable_tensor_float_32_execution(False)` suppresses. The OS is not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="kaggle-fallback-op-by-op-memset-graph-update-working",
        source=_GH + "tensorflow/tensorflow/issues/66589",
        text=r"""W0000 00:00:1714315704.778368 2252 graph_launch.cc:671] Fallback to op-by-op mode because memset node breaks graph update

### Issue type

Others

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

source

### TensorFlow version

2.15

### Custom code

Yes

### OS platform and distribution

Kaggle notebook

### Python version

3.12

### Current behavior?

What does this warning indicate and how does it affect the training 

![image](...)

### Standalone code to reproduce the issue

```shell
I have included an image in the upper cell. I see a warning when training
```""",
        expected_cause=None,
        harmless=True,
        note="2024. Training ran on the Kaggle notebook's GPU; the line (the issue's title) comes from XLA's CUDA-graph runtime. TensorFlow's tilakrayal: 'I suspect that this is due to **Keras 3** which uses jit compile by default, and **Keras 2** doesn't ... the warning message is probably from jit/xla', pointing to keras-team/keras#19081; the poster: 'Thank you for your reply! I suggest they make a better warning message'. The log itself was a screenshot; only the title line is text. TensorFlow 2.15 has no wheel for Python 3.12, so the version the poster wrote is doubtful; training ran all the same.",
        platform="linux",
    ),
)
