# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-ninety-fifth set of real logs saved in files: notebooks and set-up notes of 2024-2025 on GitHub that ran TensorFlow 2.10-2.20 on an NVIDIA GPU, from repositories new to the corpus (zdeik/tf-gpu-wsl-practice, AGE90/install-tf-gpu-gtx960m, KSerditov/WSL2-Tensorflow-GPU, OmarHeshamShehab/CUDA-TensorFlow-WSL-Setup, rafinrabbi/CUDA-tensorflow-pytorch-setup-Ubuntu, MisterBi20/I-m-Something-of-a-Painter-Myself, HwangSoon96/gg1th_dl_ex).

Broken kinds held: a CPU-only TensorFlow 2.19 on a native-Windows machine (the repository's own
guide quotes `is_built_with_cuda()` False), and tensorflow[and-cuda]'s pip CUDA libraries not on
the loader's path in WSL2 ("Cannot dlopen some GPU libraries"). Working runs: 5 (WSL2 and Ubuntu,
TensorFlow 2.10-2.20): ptxas register-spill warnings during training, WSL2's NUMA notices,
cuDNN/cuFFT/cuBLAS factory errors with TensorRT not found, 'computation placer already
registered', and oneDNN/CPU-instruction notices; each file shows the GPU created or listed, and
two show training.

The text of each record is what a user would copy: the cells' saved outputs in order (progress
bars' colour codes removed, long runs of epochs cut with '...'), or the block the note quotes as
met; never the note's explanation. Sources are the files at the commit read.

Small broken share: committed notebooks and run logs rarely keep a failure together with its cause
or fix in the same file. Left out, unconfirmed: a Windows GPU_SETUP.md that blames DLL loading for
TensorFlow 2.13 finding no GPU (native Windows, the note's diagnosis does not hold), generic
GPU_TROUBLESHOOTING.md guides quoting no log, and LSF run outputs of a JAX project.

At first look (the doctor of commit a55b1b3) the cause was named in 1 of the 2 broken logs, first;
the working runs were not flagged (0 of 5). The Windows record got windows-native-no-gpu first
(the deeper cause its note names) instead of the CPU-only build the repository's guide states.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="painter-cyclegan-windows-tf219-is-built-with-cuda-false-no-gpu",
        source=_GH
        + "MisterBi20/I-m-Something-of-a-Painter-Myself/blob/8e20aa42df9ae4e184d0c1e10054c10b6a3152ed/train_notebook-Copy1.ipynb",
        text=r"""✅ 库导入成功！
TensorFlow版本: 2.19.1
⚠️ 未检测到GPU，将使用CPU（速度会很慢）

- TensorFlow版本: 2.19.1
- `tf.test.is_built_with_cuda()`: False""",
        expected_cause="tensorflow-cpu-only-build",
        note="2025. A Kaggle CycleGAN notebook (train_notebook-Copy1.ipynb, its first cell's saved output); the second paragraph is the user's output as the repository's own GPU_SOLUTION_GUIDE.md (same commit) quotes it. That guide names the cause: '这说明你安装的是CPU版本的TensorFlow，没有CUDA支持' (this shows you installed the CPU version of TensorFlow, without CUDA support). Outcome in the same commit: the author moved the project to PyTorch (pytorch_cyclegan.ipynb, whose output shows the GPU, an RTX 5070 Ti, found by torch). Odd: the machine is native Windows (D:\\Python\\Python39 in the sibling notebook's warnings, .bat start scripts), so the CPU-only build is what TensorFlow 2.19 ships for native Windows (catalogue: windows-native-no-gpu); the guide's own advice (pip install tensorflow[and-cuda]) would not help there.",
        platform="windows",
    ),
    CorpusLog(
        name="gg1th-dl-ex-wsl2-and-cuda-wheels-not-on-loader-path-cannot-dlopen",
        source=_GH
        + "HwangSoon96/gg1th_dl_ex/blob/c134651e7800957936d533e2700ebe1d502c0da3/GPU_SETUP.md",
        text=r"""(WSL2 Ubuntu 24.04 / RTX 4060 Laptop, CC 8.9)

Cannot dlopen some GPU libraries ... Skipping registering GPU devices...""",
        expected_cause="cuda-libraries-missing",
        note="2024 or later (Ubuntu 24.04, Python 3.12, cuDNN 9). The project's GPU_SETUP.md (a note on its own set-up) quotes the line and states the cause: tensorflow[and-cuda] dlopens the CUDA libraries by bare soname (libcudnn.so.9) while the nvidia-*-cu12 wheels put them under .venv/lib/python3.12/site-packages/nvidia/<package>/lib/, which is not on the dynamic loader's search path, so TensorFlow falls back to the CPU; the fix (preloading nvidia/*/lib/*.so* with RTLD_GLOBAL from a .pth file, or LD_LIBRARY_PATH in .env) makes check_gpu.py pass ('GPU + cuDNN 정상 동작'). Text is the environment line and the single line as the note quotes it (abbreviated there).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-gpu-wsl-practice-rtx4060-tf220-ptxas-register-spill-training",
        source=_GH
        + "zdeik/tf-gpu-wsl-practice/blob/94cbaf01728bc7731d7bcbc03f681cc6f8deed0a/3_CNN_%EA%B5%AC%EC%A1%B0.ipynb",
        text=r"""2025-09-02 17:34:00.653488: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2.20.0
GPU Available: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1756802058.436641   92235 gpu_device.cc:2020] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 5563 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 4060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.9
Epoch 1/30
2025-09-02 17:34:30.691601: I external/local_xla/xla/service/service.cc:163] XLA service 0x71851c0059f0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2025-09-02 17:34:30.691628: I external/local_xla/xla/service/service.cc:171]   StreamExecutor device (0): NVIDIA GeForce RTX 4060 Laptop GPU, Compute Capability 8.9
2025-09-02 17:34:30.712232: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2025-09-02 17:34:30.828210: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:473] Loaded cuDNN version 91200
 52/469 ━━━━━━━━━━━━━━━━━━━━ 1s 3ms/step - accuracy: 0.4088 - loss: 1.7360
I0000 00:00:1756802072.537455   92384 device_compiler.h:196] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
469/469 ━━━━━━━━━━━━━━━━━━━━ 6s 8ms/step - accuracy: 0.8968 - loss: 0.3304
Epoch 2/30
469/469 ━━━━━━━━━━━━━━━━━━━━ 2s 3ms/step - accuracy: 0.9653 - loss: 0.1169
...
Epoch 30/30
469/469 ━━━━━━━━━━━━━━━━━━━━ 2s 3ms/step - accuracy: 0.9942 - loss: 0.0169
<keras.src.callbacks.history.History at 0x718627327a30>
2025-09-02 17:35:28.555648: I external/local_xla/xla/stream_executor/cuda/subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_93', 20 bytes spill stores, 20 bytes spill loads
[0.023658646270632744, 0.9937000274658203]
/home/alice/miniconda3/envs/tf_cuda_env/lib/python3.10/site-packages/keras/src/trainers/data_adapters/py_dataset_adapter.py:121: UserWarning: Your `PyDataset` class should call `super().__init__(**kwargs)` in its constructor. `**kwargs` can include `workers`, `use_multiprocessing`, `max_queue_size`. Do not pass these arguments to `fit()`, as they will be ignored.
  self._warn_if_super_not_called()
Epoch 1/20
33/44 ━━━━━━━━━━━━━━━━━━━━ 2s 200ms/step - accuracy: 0.5404 - loss: 45.5016
2025-09-02 17:38:01.385548: I external/local_xla/xla/stream_executor/cuda/subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_16168', 4 bytes spill stores, 4 bytes spill loads
2025-09-02 17:38:01.731813: I external/local_xla/xla/stream_executor/cuda/subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_16038', 56 bytes spill stores, 56 bytes spill loads
44/44 ━━━━━━━━━━━━━━━━━━━━ 0s 579ms/step - accuracy: 0.5653 - loss: 37.9878
/home/alice/miniconda3/envs/tf_cuda_env/lib/python3.10/site-packages/keras/src/trainers/data_adapters/py_dataset_adapter.py:121: UserWarning: Your `PyDataset` class should call `super().__init__(**kwargs)` in its constructor. `**kwargs` can include `workers`, `use_multiprocessing`, `max_queue_size`. Do not pass these arguments to `fit()`, as they will be ignored.
  self._warn_if_super_not_called()
2025-09-02 17:38:20.232847: I external/local_xla/xla/stream_executor/cuda/subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_1712', 56 bytes spill stores, 56 bytes spill loads
44/44 ━━━━━━━━━━━━━━━━━━━━ 64s 716ms/step - accuracy: 0.6492 - loss: 13.6716 - val_accuracy: 0.5000 - val_loss: 12.9541
Epoch 2/20
44/44 ━━━━━━━━━━━━━━━━━━━━ 9s 209ms/step - accuracy: 0.7288 - loss: 0.6411 - val_accuracy: 0.5333 - val_loss: 2.8877
...
Epoch 13/20
30/44 ━━━━━━━━━━━━━━━━━━━━ 2s 201ms/step - accuracy: 0.7791 - loss: 0.4850""",
        expected_cause=None,
        harmless=True,
        note="2025. Saved outputs of a course notebook run in WSL (repository named tf-gpu-wsl-practice; conda env tf_cuda_env): TensorFlow 2.20 creates GPU:0 on an RTX 4060 Laptop GPU, loads cuDNN 9.12, and trains an MNIST CNN for 30 epochs (test accuracy 0.9937) and a ResNet50 transfer model, with XLA's 'ptxas warning : Registers are spilled to local memory' lines and a Keras PyDataset UserWarning along the way. Working run confirmed by the outcome in the same file. Epochs cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="install-tf-gpu-gtx960m-wsl2-tf210-numa-notices-training",
        source=_GH
        + "AGE90/install-tf-gpu-gtx960m/blob/a156934f26165c29abd289dd008530cb590c7801/simple_nn_test.ipynb",
        text=r"""TensorFlow version: 2.10.0
Downloading data from https://storage.googleapis.com/tensorflow/tf-keras-datasets/mnist.npz
11490434/11490434 [==============================] - 1s 0us/step
2024-11-04 13:21:05.213994: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:05.666419: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:05.667424: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:05.672145: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-11-04 13:21:05.675777: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:05.676780: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:05.677646: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:06.101647: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:06.103230: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:06.103261: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1700] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
2024-11-04 13:21:06.103921: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:966] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-11-04 13:21:06.104010: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 1449 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 960M, pci bus id: 0000:01:00.0, compute capability: 5.0
array([[-0.11247663, -0.19766131,  1.0877241 , -1.1147224 , -1.1828849 ,
        -0.22975071, -0.10746102,  0.417636  ,  0.35936448,  0.07874501]],
      dtype=float32)
array([[0.08093095, 0.07432234, 0.26875412, 0.02970604, 0.02774867,
        0.07197523, 0.08133788, 0.13751169, 0.12972766, 0.09798533]],
      dtype=float32)
2.631433
Epoch 1/5
1875/1875 [==============================] - 15s 8ms/step - loss: 0.2930 - accuracy: 0.9160
Epoch 2/5
1875/1875 [==============================] - 16s 9ms/step - loss: 0.1422 - accuracy: 0.9579
Epoch 3/5
1875/1875 [==============================] - 16s 9ms/step - loss: 0.1089 - accuracy: 0.9659
Epoch 4/5
1875/1875 [==============================] - 16s 8ms/step - loss: 0.0872 - accuracy: 0.9734
Epoch 5/5
1875/1875 [==============================] - 16s 8ms/step - loss: 0.0749 - accuracy: 0.9761
<keras.callbacks.History at 0x7f344574ffd0>""",
        expected_cause=None,
        harmless=True,
        note="2024. Saved outputs of the test notebook of a WSL2 install guide (GTX 960M, TensorFlow 2.10, CUDA 11.8, cuDNN 8.6): the 'could not open file to read NUMA node ... Your kernel may have been built without NUMA support' lines, then GPU:0 created and 5 epochs trained. The repository's README (same commit) says of this warning: 'This is normal in WSL2 environment', 'Doesn't affect GPU functionality', 'Can be safely ignored'.",
        platform="linux",
    ),
    CorpusLog(
        name="kserditov-wsl2-tf215-and-cuda-factory-trt-numa-gpu-listed",
        source=_GH
        + "KSerditov/WSL2-Tensorflow-GPU/blob/4e46abc75330ad96643fd7bb213f38c1c7a938da/README.md",
        text=r"""(myenv) alice@host:~$ python -c "import tensorflow as tf;print(tf.config.list_physical_devices('GPU'))"
2024-02-14 13:41:21.787581: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-02-14 13:41:21.787636: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-02-14 13:41:21.788220: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-02-14 13:41:21.791826: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-02-14 13:41:22.256200: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2024-02-14 13:41:22.685412: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:887] could not open file to read NUMA node: /sys/bus/pci/devices/0000:06:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-02-14 13:41:22.717960: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:887] could not open file to read NUMA node: /sys/bus/pci/devices/0000:06:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-02-14 13:41:22.718041: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:887] could not open file to read NUMA node: /sys/bus/pci/devices/0000:06:00.0/numa_node
Your kernel may have been built without NUMA support.
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="2024. A WSL2 install guide's own run (RTX 3060, Windows driver 551.23, Ubuntu 22.04 in WSL2, tensorflow[and-cuda] 2.15, Python 3.11): cuDNN/cuFFT/cuBLAS factory errors, TF-TRT 'Could not find TensorRT' and NUMA notices, then the GPU listed. The author states: 'You can see warnings about missing NUMA support in kernel. It does not prevent Tensorflow from working.' Prompt's user and host names replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="omarhesham-wsl-tf219-quadro-rtx5000-factory-placer-gpu-found",
        source=_GH
        + "OmarHeshamShehab/CUDA-TensorFlow-WSL-Setup/blob/026186233d1e598ba6900046a703982ffc501ca4/TensorFlow.ipynb",
        text=r"""2025-04-18 16:21:08.738051: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1744986069.006639   10251 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1744986069.057820   10251 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W0000 00:00:1744986069.938499   10251 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1744986069.938696   10251 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1744986069.938704   10251 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1744986069.938708   10251 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
2025-04-18 16:21:10.046423: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
Checking TensorFlow GPU availability...
TensorFlow Version: 2.19.0
GPU is available in TensorFlow: /device:GPU:0

Checking CUDA installation...
Found 1 CUDA device(s).
Device 0: Quadro RTX 5000 with Max-Q Design (Compute Capability: (7, 5))

Checking TensorRT installation...
TensorRT version: 10.9.0.34

Checking cuDNN installation...
cuDNN version information:
 #define CUDNN_MAJOR 9
#define CUDNN_MINOR 3
#define CUDNN_PATCHLEVEL 0
--
#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

/* cannot use constexpr here since this is a C-only file */

I0000 00:00:1744986085.824849   10251 gpu_device.cc:2019] Created device /device:GPU:0 with 14215 MB memory:  -> device: 0, name: Quadro RTX 5000 with Max-Q Design, pci bus id: 0000:01:00.0, compute capability: 7.5
I0000 00:00:1744986085.837340   10251 gpu_device.cc:2019] Created device /device:GPU:0 with 14215 MB memory:  -> device: 0, name: Quadro RTX 5000 with Max-Q Design, pci bus id: 0000:01:00.0, compute capability: 7.5""",
        expected_cause=None,
        harmless=True,
        note="2025. Saved output of the verification notebook of a WSL set-up guide (TensorFlow 2.19 with CUDA 12.3, cuDNN 9.3 and TensorRT 10.9; Quadro RTX 5000 with Max-Q): cuFFT/cuDNN/cuBLAS factory errors and four 'computation placer already registered' warnings, then 'GPU is available in TensorFlow: /device:GPU:0' and the GPU device created. Working run confirmed by the outcome in the same file; the guide's Manual Setup/README.md (same commit) says of NUMA warnings 'which I guess is fine' and of the start-up errors it shows for TensorFlow 2.17 'which I guess is normal'.",
        platform="linux",
    ),
    CorpusLog(
        name="rafinrabbi-ubuntu-tf220-and-cuda-onednn-notices-gpu-listed",
        source=_GH
        + "rafinrabbi/CUDA-tensorflow-pytorch-setup-Ubuntu/blob/e03bed6469752985f7c60d81fe8a46ee878c1d41/check_gpu.ipynb",
        text=r"""2025-11-15 13:39:03.918552: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2025-11-15 13:39:03.943880: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX_VNNI FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2025-11-15 13:39:04.530513: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
TensorFlow version: 2.20.0
GPU Available: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="2025. Saved output of an Ubuntu set-up repository's check notebook after `pip install tensorflow[and-cuda]` in a venv: the oneDNN and CPU-instruction notices, then TensorFlow 2.20 listing GPU:0 (the same notebook's PyTorch cell then finds the RTX 4090). Working run confirmed by the outcome in the same file.",
        platform="linux",
    ),
)
