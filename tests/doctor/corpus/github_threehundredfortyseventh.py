# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-seventh set of real output quoted by research-computing user guides and training material kept on GitHub (2021-2024): TensorFlow on the NVIDIA GPUs of university and national clusters.

Sources (files, not threads): Yale Center for Research Computing's guides (ycrc/ycrc.github.io), a
NeSI (New Zealand eScience Infrastructure) deep-learning course (nesi/hpc-intro-dl), an OSG Connect
(Open Science Grid) tutorial (OSGConnect/tutorial-tensorflow-containers) and a committed Slurm log
of the Chalmers C3SE Alvis introduction (c3se/alvis-intro). Each broken record's page states the
cause of exactly the output it quotes; each working record's file shows the run training on the GPU.

Broken kinds held: a conda TensorFlow run without the cluster's CUDA (and cuDNN) environment module
loaded (twice: an import on a Yale cluster, and an A100 batch job on NeSI whose log only says
'Could not find cuda drivers on your machine' while nvidia-smi in the same job shows the GPU), a
test run on a login node that has no GPU (OSG Connect), and, prose only, a TensorFlow environment
without ptxas or NVVM's libdevice (Yale's guide). Working runs: 2 (the NeSI job after the fix, with
the TF-TRT warning; a two-T4 tf.distribute job on Alvis with the collective-ops and auto-shard
warnings).

Left out: working outputs quoted by FASRC's User_Codes TensorFlow README (2019, 2021), N8-CIR
Bede's ResNet-50 README and LBNL Lawrencium's Singularity guide, which show no alarming lines; an
OSG or NeSI output on a node without a GPU that the page shows only to prove TensorFlow imports;
Princeton's slurm_mnist README line that libcudnn.so.7 will not be found without the cudnn module
(no output, no user's words). Most other centres' guides on GitHub (ULHPC, UPPMAX, ARCHER2, CSCS,
Sheffield, Cirrus, Aalto, Sherlock, ALCF, OLCF, UiT, UniBE) quote no TensorFlow output with a cause.

At first look (the doctor of commit f8714de) the cause was named in 3 of the 4 broken logs, all 3
first (the prose entry on ptxas and libdevice was not named); the 2 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ycrc-handson-ml2-conda-tf-import-libcudart-11-not-found-no-cuda-module",
        source=_GH
        + "ycrc/ycrc.github.io/blob/e369ee6df7345327b8d6362d5fc85654d819f261/docs/clusters-at-yale/guides/handson-ml2.md",
        text=r"""Python 3.7.10 | packaged by conda-forge | (default, Feb 19 2021, 16:07:37)
[GCC 9.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2021-03-26 08:50:40.092738: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2021-03-26 08:50:40.092780: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do nothave a GPU set up on your machine.""",
        expected_cause="cuda-libraries-missing",
        note="2021. Yale Center for Research Computing guide 'Hands-on ML2' (a conda TensorFlow 2 environment on the Yale clusters). The page states the cause of the lines: 'Not all partitions have GPUs, they must be requested explicitly, and you need to load the right version of CUDA + cuDNN', then after the quoted import 'Notice it complains about not finding `libcudart.so.11.0`. The numbers at the end of this shared object usually correspond ot a CUDA version, so here we will use CUDA 11' (the cuDNN/8.0.5.39-CUDA-11.1.1 module). The run was made without a CUDA module loaded. The missing space in \"library'libcudart\" is in the page.",
        platform="linux",
    ),
    CorpusLog(
        name="nesi-hpc-intro-dl-conda-tf212-a100-job-no-cuda-cudnn-module",
        source=_GH
        + "nesi/hpc-intro-dl/blob/6f99328c0e325a17c3114734f960eff79d55cf7b/docs/submit.md",
        text=r"""Tue Mar 12 18:59:59 2024       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  NVIDIA A100-SXM...  On   | 00000000:46:00.0 Off |                    0 |
| N/A   30C    P0    63W / 400W |      0MiB / 81920MiB |      0%      Default |
|                               |                      |             Disabled |
+-------------------------------+----------------------+----------------------+

+-----------------------------------------------------------------------------+
| Processes:                                                                  |
|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |
|        ID   ID                                                   Usage      |
|=============================================================================|
|  No running processes found                                                 |
+-----------------------------------------------------------------------------+
CUDA_VISIBLE_DEVICES=0
The following modules were not unloaded:
  (Use "module --force purge" to unload all):

  1) XALT/minimal   2) slurm   3) NeSI
2024-03-12 19:00:01.818851: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2024-03-12 19:00:01.855127: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2024-03-12 19:00:01.855498: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-03-12 19:00:02.591725: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2024-03-12 19:00:04.115146: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1956] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
Model: "sequential"
...
Epoch 1/5
1563/1563 [==============================] - 37s 23ms/step - loss: 1.5266 - accuracy: 0.4439 - val_loss: 1.3006 - val_accuracy: 0.5370
Epoch 2/5
1563/1563 [==============================] - 35s 22ms/step - loss: 1.1699 - accuracy: 0.5855 - val_loss: 1.0767 - val_accuracy: 0.6192
Epoch 3/5
1563/1563 [==============================] - 35s 22ms/step - loss: 1.0244 - accuracy: 0.6394 - val_loss: 0.9981 - val_accuracy: 0.6482
Epoch 4/5
1563/1563 [==============================] - 35s 22ms/step - loss: 0.9237 - accuracy: 0.6775 - val_loss: 0.9513 - val_accuracy: 0.6672
Epoch 5/5
1563/1563 [==============================] - 35s 22ms/step - loss: 0.8549 - accuracy: 0.7008 - val_loss: 0.9288 - val_accuracy: 0.6801
313/313 - 2s - loss: 0.9288 - accuracy: 0.6801 - 2s/epoch - 6ms/step
WARNING:absl:Found untraced functions such as _jit_compiled_convolution_op, _jit_compiled_convolution_op, _jit_compiled_convolution_op, _update_step_xla while saving (showing 4 of 4). These functions will not be directly callable after loading.
test accuracy: 0.6801000237464905""",
        expected_cause="cuda-libraries-missing",
        note="2024. NeSI 'Introduction to deep learning on HPC' course, section 'Submit Batch Jobs': a Slurm job on an HGX A100 running TensorFlow 2.12 pip-installed in a conda environment, without the CUDA/cuDNN environment modules. The page states the cause: 'Oh, that's not good! TensorFlow could not find CUDA and therefore failed to use the GPU. To fix it, we need to load the CUDA (and cuDNN) module and tell TensorFlow where to find it' (module load cuDNN/8.6.0.163-CUDA-11.8.0 and XLA_FLAGS=--xla_gpu_cuda_data_dir=$CUDA_PATH); the rerun (the working record nesi-hpc-intro-dl-conda-tf212-a100-after-cudnn-module-trt-warning) creates GPU:0 and each epoch takes 4s instead of 35s. Odd: TensorFlow's message blames the driver although nvidia-smi in the same job shows the A100 and driver 525.85.12.",
        platform="linux",
    ),
    CorpusLog(
        name="osgconnect-tf23-container-test-on-login-node-no-gpu",
        source=_GH
        + "OSGConnect/tutorial-tensorflow-containers/blob/5562ad04d0af02ddbd5dcd46204371727446898e/README.md",
        text=r"""$ python3 test.py 
2021-01-15 17:37:43.152892: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory
2021-01-15 17:37:43.153021: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2021-01-15 17:37:44.899967: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2021-01-15 17:37:44.900063: W tensorflow/stream_executor/cuda/cuda_driver.cc:312] failed call to cuInit: UNKNOWN ERROR (303)
2021-01-15 17:37:44.900130: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist
2021-01-15 17:37:44.900821: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN)to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2021-01-15 17:37:44.912483: I tensorflow/core/platform/profile_utils/cpu_utils.cc:104] CPU Frequency: 2700000000 Hz
2021-01-15 17:37:44.915548: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x4fa0bf0 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2021-01-15 17:37:44.915645: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2021-01-15 17:37:44.921895: I tensorflow/core/common_runtime/eager/execute.cc:611] Executing op MatMul in device /job:localhost/replica:0/task:0/device:CPU:0
tf.Tensor(
[[22. 28.]
 [49. 64.]], shape=(2, 2), dtype=float32)""",
        expected_cause="no-nvidia-driver",
        note="2021. OSG Connect (Open Science Grid) tutorial 'Working with Tensorflow, GPUs, and containers': test.py run inside the opensciencegrid/tensorflow:2.3 Singularity image on an OSG Connect login node. The page states the cause: 'Tensorflow will warn you that no GPUs where found. This is expected as we do not have GPUs attached to our login nodes', and 'We will again see a bunch of warnings regarding GPUs not being available, but as we can see by the /job:localhost/replica:0/task:0/device:CPU:0 line, the code ran on one of the CPUs'; a GPU job (request_gpus = 1) later logs the MatMul on device GPU:0. The login node's name is replaced by host.",
        platform="linux",
    ),
    CorpusLog(
        name="ycrc-tensorflow-guide-missing-ptxas-or-nvvm-libdevice-prose",
        source=_GH
        + "ycrc/ycrc.github.io/blob/921978456e5c2bfcc47cb5134e43254376521756/docs/clusters-at-yale/guides/tensorflow.md",
        text=r"""Tensorflow missing ptxas or complaining about can't find $CUDA/nvvm/libdevice""",
        expected_cause="ptxas-missing",
        consequences=frozenset({"xla-libdevice-missing"}),
        note="2024. Yale Center for Research Computing TensorFlow guide, entry 'ptxas or nvvm' (prose only: the symptom as the guide words it). The fix the guide gives names the cause: the conda TensorFlow environment lacks the CUDA compiler tools, so 'conda install -c nvidia cuda-nvcc' into it and export XLA_FLAGS=--xla_gpu_cuda_data_dir=$CONDA_PREFIX. The same missing toolkit accounts for both ptxas and libdevice, so xla-libdevice-missing is a consequence, not a false alarm.",
        platform="linux",
    ),
    # --------------------------------------------------------------- working
    CorpusLog(
        name="nesi-hpc-intro-dl-conda-tf212-a100-after-cudnn-module-trt-warning",
        source=_GH
        + "nesi/hpc-intro-dl/blob/6f99328c0e325a17c3114734f960eff79d55cf7b/docs/submit.md",
        text=r"""Tue Mar 12 19:07:00 2024       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  NVIDIA A100-SXM...  On   | 00000000:46:00.0 Off |                    0 |
| N/A   30C    P0    63W / 400W |      0MiB / 81920MiB |      0%      Default |
|                               |                      |             Disabled |
+-------------------------------+----------------------+----------------------+

+-----------------------------------------------------------------------------+
| Processes:                                                                  |
|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |
|        ID   ID                                                   Usage      |
|=============================================================================|
|  No running processes found                                                 |
+-----------------------------------------------------------------------------+
CUDA_VISIBLE_DEVICES=0
The following modules were not unloaded:
  (Use "module --force purge" to unload all):

  1) XALT/minimal   2) slurm   3) NeSI
2024-03-12 19:07:02.339469: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-03-12 19:07:03.048716: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2024-03-12 19:07:07.037005: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1635] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 78915 MB memory:  -> device: 0, name: NVIDIA A100-SXM4-80GB, pci bus id: 0000:46:00.0, compute capability: 8.0
...
Epoch 1/5
2024-03-12 19:07:10.016715: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:424] Loaded cuDNN version 8600
2024-03-12 19:07:10.526440: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:637] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
2024-03-12 19:07:10.778501: I tensorflow/compiler/xla/service/service.cc:169] XLA service 0x555575f88670 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-03-12 19:07:10.778540: I tensorflow/compiler/xla/service/service.cc:177]   StreamExecutor device (0): NVIDIA A100-SXM4-80GB, Compute Capability 8.0
2024-03-12 19:07:10.783568: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2024-03-12 19:07:10.916067: I ./tensorflow/compiler/jit/device_compiler.h:180] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
1563/1563 [==============================] - 8s 3ms/step - loss: 1.5133 - accuracy: 0.4475 - val_loss: 1.2346 - val_accuracy: 0.5525
Epoch 2/5
1563/1563 [==============================] - 4s 2ms/step - loss: 1.1527 - accuracy: 0.5927 - val_loss: 1.0675 - val_accuracy: 0.6208
Epoch 3/5
1563/1563 [==============================] - 4s 2ms/step - loss: 0.9922 - accuracy: 0.6524 - val_loss: 1.0370 - val_accuracy: 0.6448
Epoch 4/5
1563/1563 [==============================] - 4s 2ms/step - loss: 0.8910 - accuracy: 0.6887 - val_loss: 0.9684 - val_accuracy: 0.6682
Epoch 5/5
1563/1563 [==============================] - 4s 3ms/step - loss: 0.8165 - accuracy: 0.7137 - val_loss: 0.9052 - val_accuracy: 0.6897
313/313 - 0s - loss: 0.9052 - accuracy: 0.6897 - 361ms/epoch - 1ms/step
WARNING:absl:Found untraced functions such as _jit_compiled_convolution_op, _jit_compiled_convolution_op, _jit_compiled_convolution_op while saving (showing 3 of 3). These functions will not be directly callable after loading.
test accuracy: 0.6897000074386597""",
        harmless=True,
        note="2024. NeSI 'Introduction to deep learning on HPC' course, the same conda TensorFlow 2.12 job on an HGX A100 after adding the cuDNN/8.6.0.163-CUDA-11.8.0 module and XLA_FLAGS. The page confirms it worked: 'Success! Now TensorFlow uses the GPU' (StreamExecutor device (0): NVIDIA A100-SXM4-80GB) 'and each epoch takes 4s instead of 35s'. The TF-TRT 'Could not find TensorRT' warning is left as it is by the course.",
        platform="linux",
    ),
    CorpusLog(
        name="alvis-c3se-tf-mirrored-two-t4-collective-ops-autoshard-warnings",
        source=_GH
        + "c3se/alvis-intro/blob/bddf5b5797c0f94ee83512bc58b3290c81185444/tutorial/part6/TensorFlow/slurm-129212.out",
        text=r"""This job can be monitored from: https://scruffy.c3se.chalmers.se/d/alvis-job/alvis-job?var-jobid=129212&from=1637682510000
2021-11-23 16:48:32.932463: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
...
2021-11-23 16:48:34.603807: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:06:00.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-11-23 16:48:34.604450: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 1 with properties: 
pciBusID: 0000:30:00.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-11-23 16:48:34.616573: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1871] Adding visible gpu devices: 0, 1
2021-11-23 16:48:34.859887: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:06:00.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-11-23 16:48:34.860939: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 1 with properties: 
pciBusID: 0000:30:00.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-11-23 16:48:34.864184: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1871] Adding visible gpu devices: 0, 1
2021-11-23 16:48:34.864228: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
2021-11-23 16:48:35.558558: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1258] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-11-23 16:48:35.558602: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1264]      0 1 
2021-11-23 16:48:35.558609: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1277] 0:   N Y 
2021-11-23 16:48:35.558613: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1277] 1:   Y N 
2021-11-23 16:48:35.561602: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1418] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 13839 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0000:06:00.0, compute capability: 7.5)
2021-11-23 16:48:35.562582: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1418] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:1 with 13839 MB memory) -> physical GPU (device: 1, name: Tesla T4, pci bus id: 0000:30:00.0, compute capability: 7.5)
WARNING:tensorflow:Collective ops is not configured at program startup. Some performance features may not be enabled.
WARNING:tensorflow:Please add `keras.layers.InputLayer` instead of `keras.Input` to Sequential model. `keras.Input` is intended to be used by Functional model.
2021-11-23 16:48:35.858708: I tensorflow/core/profiler/lib/profiler_session.cc:126] Profiler session initializing.
2021-11-23 16:48:36.654026: W tensorflow/core/grappler/optimizers/data/auto_shard.cc:695] AUTO sharding policy will apply DATA sharding policy as it failed to apply FILE sharding policy because of the following reason: Found an unshardable source dataset: name: "TensorSliceDataset/_2"
...
2021-11-23 16:48:40.314129: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcublasLt.so.11
Epoch 1/10
4/4 [==============================] - 4s 112ms/step - loss: 1.7412
Epoch 2/10
4/4 [==============================] - 0s 5ms/step - loss: 0.7402
...
Epoch 10/10
4/4 [==============================] - 0s 5ms/step - loss: 0.1101""",
        harmless=True,
        note="2021. Committed Slurm log of the Chalmers C3SE Alvis cluster introduction (single-node multi-GPU TensorFlow example, tf.distribute on two Tesla T4). The same file shows the outcome: both GPUs created as TensorFlow devices, the profiler finding 2 GPUs, and all 10 epochs training (loss 1.7412 to 0.1101). The 'Collective ops is not configured at program startup' warning and the grappler AUTO sharding warning (with a protobuf dump of the dataset, cut here) did not stop the run. Keras progress bars written with carriage returns are kept at their final state; the profiler's lines are cut with '...'.",
        platform="linux",
    ),
)
