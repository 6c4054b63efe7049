# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A three-hundred-and-thirty-first set of real logs saved in Jupyter notebooks on GitHub: the saved cell outputs of notebooks that ran TensorFlow 2.14-2.21 on an NVIDIA GPU (2024-2026), from repositories new to the corpus (OmarHeshamShehab/TensorFlow-GPU-Ubuntu-Setup, Maxkaizo/mlzoomcamp_cp1, Bhavanapoli08/TriNet-CervicalAI, Acnosan/self_emotions_classification, lozferatu/MSc-Project, YevGenerator/Diploma).

All six are working runs: each notebook's own later output shows TensorFlow creating the GPU
device and training (epochs, losses, a final accuracy) on a laptop RTX 4050 or RTX 3050, an RTX
A4000 or A5000, or Kaggle's P100, with alarming lines around it: cuDNN/cuFFT/cuBLAS factory
registration errors, 'computation placer already registered', TensorRT not found, NUMA node
notices, gpu_timer's 'Delay kernel timed out', a ptxas register-spill warning, 'SetPriority
unimplemented', and tf.data's 'Local rendezvous is aborting with status: OUT_OF_RANGE'. Broken: 0.

The text of each record is the cells' outputs in order, as a user would copy them from the
notebook (the progress bars' ANSI colour codes removed), not the code; long runs of repeated lines
and epochs are cut with '...'. Left out: notebooks whose GPU failure ('Cannot dlopen some GPU
libraries ... Skipping registering GPU devices') had no cause or fix in the same file, notebooks
that only listed the GPU without running anything on it, and one whose code had been edited after
its outputs were saved (it sets CUDA_VISIBLE_DEVICES=-1 above output that shows the GPU).

At first look (the doctor of commit 486c7ee) no broken logs were to be named; 5 of the 6 working
runs were not flagged and 1 was flagged (the TensorFlow 2.21 verification notebook, whose
nvidia-smi cell printed 'GPU Util     : 15%' after the test had finished).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="notebook-tf221-wsl2-rtx-a5000-laptop-verify-cells-keras3-epochs",
        source=_GH
        + "OmarHeshamShehab/TensorFlow-GPU-Ubuntu-Setup/blob/b6bf5d6335e2526c4425c65cc2c56ee53ed3f8d1/verify_tensorflow_gpu.ipynb",
        text=r"""WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1773456812.783917    2496 port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
I0000 00:00:1773456813.308548    2496 cpu_feature_guard.cc:227] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F AVX512_VNNI FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1773456815.462691    2496 port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
=== TensorFlow Version ===
Version : 2.21.0
GPUs detected : [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
GPU Name           : NVIDIA RTX A5000 Laptop GPU
Compute Capability : (8, 6)

✅ Cell 1 PASSED
=== CUDA & cuDNN Build Info ===
CUDA Version         : 12.5.1
cuDNN Version        : 9
Is CUDA Build        : True
CUDA Compute Caps    : ['sm_60', 'sm_70', 'sm_80', 'sm_89', 'compute_90']

✅ Cell 2 PASSED
=== Basic GPU Matmul [2000x2000] ===
I0000 00:00:1773456819.205520    2496 gpu_device.cc:2043] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13713 MB memory:  -> device: 0, name: NVIDIA RTX A5000 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
Result shape : (2000, 2000)
Time         : 0.0948 seconds

✅ Cell 3 PASSED
=== Heavy GPU Stress Test [10000x10000] ===
This pushes your GPU hard — expect a few seconds...
Result shape : (10000, 10000)
Time         : 0.5111 seconds

✅ Cell 4 PASSED
=== GPU vs CPU Speed Comparison [5000x5000] ===
CPU Time : 0.4935 seconds
GPU Time : 0.0858 seconds
Speedup  : 5.8x faster on GPU

✅ Cell 5 PASSED
=== Neural Network Training Test ===
Building and training a simple model on GPU...
Epoch 1/5
I0000 00:00:1773456822.612591    2601 service.cc:153] XLA service 0x7884bc043a60 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1773456822.612631    2601 service.cc:161]   StreamExecutor [0]: NVIDIA RTX A5000 Laptop GPU, Compute Capability 8.6 (Driver: 13.2.0; Runtime: 12.9.0; Toolkit: 12.5.0; DNN: 9.20.0)
I0000 00:00:1773456822.651737    2601 dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
I0000 00:00:1773456822.861064    2601 cuda_dnn.cc:461] Loaded cuDNN version 92000
I0000 00:00:1773456822.874834    2601 dot_merger.cc:481] Merging Dots in computation: a_inference_one_step_on_data_1672__.18
I0000 00:00:1773456823.650265    2601 dot_search_space.cc:240] All configs were filtered out because none of them sufficiently match the hints. Maybe the hints set does not contain a good representative set of valid configs? Working around this by using the full hints set instead.
23/40 ━━━━━━━━━━━━━━━━━━━━ 0s 2ms/step - accuracy: 0.0995 - loss: 2.3477 
I0000 00:00:1773456826.445304    2601 device_compiler.h:208] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
I0000 00:00:1773456826.666537    2599 dot_merger.cc:481] Merging Dots in computation: a_inference_one_step_on_data_1672__.18
40/40 ━━━━━━━━━━━━━━━━━━━━ 7s 63ms/step - accuracy: 0.1013 - loss: 2.3204
Epoch 2/5
40/40 ━━━━━━━━━━━━━━━━━━━━ 0s 3ms/step - accuracy: 0.1757 - loss: 2.2483
Epoch 3/5
40/40 ━━━━━━━━━━━━━━━━━━━━ 0s 3ms/step - accuracy: 0.2271 - loss: 2.1695
Epoch 4/5
40/40 ━━━━━━━━━━━━━━━━━━━━ 0s 3ms/step - accuracy: 0.2952 - loss: 2.0371
Epoch 5/5
40/40 ━━━━━━━━━━━━━━━━━━━━ 0s 3ms/step - accuracy: 0.3820 - loss: 1.8623

Total training time : 7.66 seconds
Final loss          : 1.8623
Final accuracy      : 0.3820

✅ Cell 6 PASSED
=== GPU Memory Usage ===
GPU Name     : NVIDIA RTX A5000 Laptop GPU
Total Memory : 16384 MB
Used Memory  : 13887 MB
Free Memory  : 2289 MB
GPU Util     : 15%

✅ Cell 7 PASSED
=== Final Summary ===
TensorFlow Version : 2.21.0
GPU               : NVIDIA RTX A5000 Laptop GPU
Compute Cap       : (8, 6)
CUDA Version      : 12.5.1
cuDNN Version     : 9
CUDA Build        : True

✅ All checks complete. Your GPU setup is working correctly.""",
        expected_cause=None,
        harmless=True,
        note="2026. Saved outputs of a GPU verification notebook (its first cell says 'TensorFlow 2.21 GPU Verification', 'Environment: tf221 | WSL2 + VS Code'); the text is the cells' outputs in order. The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13713 MB memory ... NVIDIA RTX A5000 Laptop GPU', a 2000x2000 matmul in 0.0948 s, 'Speedup  : 5.8x faster on GPU', five Keras 3 epochs (accuracy 0.1013 to 0.3820) and the closing line 'All checks complete. Your GPU setup is working correctly.' Alarming-looking lines around it: the repeated oneDNN notice, XLA's 'All configs were filtered out because none of them sufficiently match the hints', 'Compiled cluster using XLA', 'Loaded cuDNN version 92000', and nvidia-smi showing 13887 of 16384 MB used (TensorFlow reserving the memory). ANSI colour codes of the progress bars left out.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-tf218-rtx-4050-laptop-xception-delay-kernel-timed-out",
        source=_GH
        + "Maxkaizo/mlzoomcamp_cp1/blob/102c4d4044f02bd94f654609799f5c9e5990298b/train.ipynb",
        text=r"""WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1736216536.944005   28797 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1736216536.971880   28797 cuda_blas.cc:1418] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
Found 8175 images belonging to 7 classes.
Found 1445 images belonging to 7 classes.
I0000 00:00:1736216542.261405   28797 gpu_device.cc:2022] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3539 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 4050 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.9
Epoch 1/30
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1736216547.490292   29013 service.cc:148] XLA service 0x7fe37c0101c0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1736216547.490707   29013 service.cc:156]   StreamExecutor device (0): NVIDIA GeForce RTX 4050 Laptop GPU, Compute Capability 8.9
I0000 00:00:1736216548.268433   29013 cuda_dnn.cc:529] Loaded cuDNN version 90300
E0000 00:00:1736216562.757832   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216562.896425   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216563.042455   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216563.189054   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216563.335991   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216563.478500   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216565.938826   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216566.121618   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216566.314723   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216566.502039   29013 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
I0000 00:00:1736216571.070771   29013 device_compiler.h:188] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
160/256 ━━━━━━━━━━━━━━━━━━━━ 34s 362ms/step - accuracy: 0.6943 - loss: 0.8441
E0000 00:00:1736216636.350216   29012 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
E0000 00:00:1736216636.495787   29012 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
...
256/256 ━━━━━━━━━━━━━━━━━━━━ 0s 411ms/step - accuracy: 0.7302 - loss: 0.7446
256/256 ━━━━━━━━━━━━━━━━━━━━ 160s 523ms/step - accuracy: 0.7304 - loss: 0.7438 - val_accuracy: 0.8927 - val_loss: 0.3152
Epoch 2/30
256/256 ━━━━━━━━━━━━━━━━━━━━ 108s 422ms/step - accuracy: 0.8771 - loss: 0.3290 - val_accuracy: 0.9073 - val_loss: 0.2335
Epoch 3/30
256/256 ━━━━━━━━━━━━━━━━━━━━ 106s 416ms/step - accuracy: 0.8954 - loss: 0.2850 - val_accuracy: 0.9308 - val_loss: 0.1766
...
Epoch 30/30
256/256 ━━━━━━━━━━━━━━━━━━━━ 96s 377ms/step - accuracy: 0.9675 - loss: 0.0671 - val_accuracy: 0.9772 - val_loss: 0.0462
CPU times: user 41min 39s, sys: 6min 40s, total: 48min 20s
Wall time: 52min 11s""",
        expected_cause=None,
        harmless=True,
        note="2025. Saved outputs of a Keras training notebook (Xception transfer learning on brain and CT scans, ImageDataGenerator) on Linux with TensorFlow 2.18 (cuda_dnn.cc:8310 and gpu_device.cc:2022 lines). The same file shows the run working on the GPU: 'Created device ... NVIDIA GeForce RTX 4050 Laptop GPU ... compute capability: 8.9', 'Loaded cuDNN version 90300', and all 30 epochs training (val_accuracy 0.8927 after the first, 0.9772 after the last; 'Wall time: 52min 11s'). Alarming-looking lines: 'Unable to register cuDNN factory' / 'cuBLAS factory', and many E-level 'gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy' lines printed during the first epoch, which did not stop training. The model saved by this run is the one the repository's deployment notebooks load. Progress-bar colour codes left out; repeated lines and epochs cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-kaggle-p100-tf-computation-placer-efficientnetv2-epochs",
        source=_GH
        + "Bhavanapoli08/TriNet-CervicalAI/blob/60958b06bc4c2a8553b951b42b14a7c344f5b14b/dl-eff50%20(1).ipynb",
        text=r"""2026-03-05 08:37:26.071155: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1772699846.247256      55 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1772699846.298262      55 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W0000 00:00:1772699846.723287      55 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1772699846.723328      55 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1772699846.723331      55 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1772699846.723333      55 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
I0000 00:00:1772699867.902950      55 gpu_device.cc:2019] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 15511 MB memory:  -> device: 0, name: Tesla P100-PCIE-16GB, pci bus id: 0000:00:04.0, compute capability: 6.0
Downloading data from https://storage.googleapis.com/tensorflow/keras-applications/efficientnet_v2/efficientnetv2-s_notop.h5
82420632/82420632 ━━━━━━━━━━━━━━━━━━━━ 5s 0us/step
Downloading data from https://storage.googleapis.com/tensorflow/keras-applications/mobilenet_v2/mobilenet_v2_weights_tf_dim_ordering_tf_kernels_1.0_224_no_top.h5
9406464/9406464 ━━━━━━━━━━━━━━━━━━━━ 2s 0us/step
Found 26158 files belonging to 2 classes.
Using 20927 files for training.
Found 26158 files belonging to 2 classes.
Using 5231 files for validation.
Datasets ready! You can now run the Stage 1 Warm-up.
Starting Stage 1: Training the Head...
Epoch 1/10
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1772699926.841363     121 service.cc:152] XLA service 0x783d90423010 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1772699926.841400     121 service.cc:160]   StreamExecutor device (0): Tesla P100-PCIE-16GB, Compute Capability 6.0
I0000 00:00:1772699932.151516     121 cuda_dnn.cc:529] Loaded cuDNN version 91002
I0000 00:00:1772699958.581174     121 device_compiler.h:188] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
654/654 ━━━━━━━━━━━━━━━━━━━━ 0s 128ms/step - accuracy: 0.7122 - auc: 0.6741 - loss: 0.0312
WARNING:absl:You are saving your model as an HDF5 file via `model.save()` or `keras.saving.save_model(model)`. This file format is considered legacy. We recommend using instead the native Keras format, e.g. `model.save('my_model.keras')` or `keras.saving.save_model(model, 'my_model.keras')`. 
654/654 ━━━━━━━━━━━━━━━━━━━━ 197s 186ms/step - accuracy: 0.7123 - auc: 0.6741 - loss: 0.0312 - val_accuracy: 0.7991 - val_auc: 0.8168 - val_loss: 0.0171 - learning_rate: 1.0000e-04
Epoch 2/10
654/654 ━━━━━━━━━━━━━━━━━━━━ 57s 87ms/step - accuracy: 0.7995 - auc: 0.8187 - loss: 0.0169 - val_accuracy: 0.8029 - val_auc: 0.8372 - val_loss: 0.0161 - learning_rate: 1.0000e-04
Epoch 3/10
654/654 ━━━━━━━━━━━━━━━━━━━━ 57s 87ms/step - accuracy: 0.8197 - auc: 0.8551 - loss: 0.0138 - val_accuracy: 0.8172 - val_auc: 0.8563 - val_loss: 0.0144 - learning_rate: 1.0000e-04
...
Epoch 10/10
654/654 ━━━━━━━━━━━━━━━━━━━━ 57s 87ms/step - accuracy: 0.8862 - auc: 0.9407 - loss: 0.0059 - val_accuracy: 0.8369 - val_auc: 0.8811 - val_loss: 0.0133 - learning_rate: 1.0000e-04""",
        expected_cause=None,
        harmless=True,
        note="2026. Saved outputs of a Kaggle notebook (cervical cell classification with EfficientNetV2-S and MobileNetV2; /kaggle paths, Python 3.12) on Kaggle's Tesla P100. The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 15511 MB memory ... Tesla P100-PCIE-16GB ... compute capability: 6.0', 'Loaded cuDNN version 91002', 'Compiled cluster using XLA', and ten epochs of stage-1 training (val_accuracy 0.7991 to 0.8369), followed in the file by a second fine-tuning stage. Alarming-looking lines: the cuFFT/cuDNN/cuBLAS 'Unable to register ... factory' errors and four W-level 'computation placer already registered. Please check linkage' lines printed at import. Progress-bar colour codes left out; epochs cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-tf214-rtx-3050-numa-file-xla-setpriority-unimplemented",
        source=_GH
        + "Acnosan/self_emotions_classification/blob/d3cffca6e0039d0f18d54325084d9cca931fe899/optimized_training.ipynb",
        text=r"""2024-12-05 11:55:36.606464: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-12-05 11:55:36.606507: E tensorflow/compiler/xla/stream_executor/cuda/cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-12-05 11:55:36.606522: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:1518] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-12-05 11:55:36.611411: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
Memory limit set for GPU
INFO:tensorflow:Mixed precision compatibility check (mixed_float16): OK
Your GPU will likely run quickly with dtype policy mixed_float16 as it has compute capability of at least 7.0. Your GPU: NVIDIA GeForce RTX 3050, compute capability 8.6

XLA Status Check:
XLA JIT enabled: autoclustering
XLA devices: [LogicalDevice(name='/device:XLA_GPU:0', device_type='XLA_GPU')]
2024-12-05 11:55:38.804053: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.809665: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.809696: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.810657: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.819723: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x246c0710 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2024-12-05 11:55:38.819755: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2024-12-05 11:55:38.820213: E ./tensorflow/compiler/xla/stream_executor/stream_executor_internal.h:124] SetPriority unimplemented for this stream.
2024-12-05 11:55:38.820320: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.820344: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.820356: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.908106: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.908127: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1977] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
2024-12-05 11:55:38.908150: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.908168: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-12-05 11:55:38.908188: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6000 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3050, pci bus id: 0000:01:00.0, compute capability: 8.6
2024-12-05 11:55:38.909789: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x242258a0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-12-05 11:55:38.909803: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA GeForce RTX 3050, Compute Capability 8.6
Found 4640 files belonging to 5 classes.
FOR Batch : 32 , LR : 0.0005 we have 	Epochs : 100 Val Accuracy : 0.9397 , Val Loss : 0.1974
FOR Batch : 32 , LR : 0.0007 we have 	Epochs : 100 Val Accuracy : 0.9267 , Val Loss : 0.2083
FOR Batch : 32 , LR : 0.0009 we have 	Epochs : 100 Val Accuracy : 0.9332 , Val Loss : 0.2399
FOR Batch : 32 , LR : 0.001 we have 	Epochs : 100 Val Accuracy : 0.9159 , Val Loss : 0.2448
Best parameters:
Batch Size: 32
Learning Rate: 0.0005
Validation Accuracy: 0.9397
Validation Loss: 0.1974
Accuracy: 0.8877
Loss: 0.2755
15/15 [==============================] - 0s 3ms/step - loss: 0.2040 - accuracy: 0.9246

Final Test Accuracy: 0.9246,Final Test Loss: 0.2040""",
        expected_cause=None,
        harmless=True,
        note="2024. Saved outputs of a Keras training notebook (facial emotion CNN, mixed_float16, XLA auto-clustering, a 6000 MB virtual-device memory limit) with TensorFlow 2.14 (tensorflow/compiler/xla paths, cuda_dnn.cc:9342). The 'could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node' lines are those WSL2 prints, but the notebook does not say the platform. The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6000 MB memory: -> device: 0, name: NVIDIA GeForce RTX 3050', the XLA service on 'NVIDIA GeForce RTX 3050, Compute Capability 8.6', four 100-epoch runs (val accuracy 0.9159 to 0.9397) and 'Final Test Accuracy: 0.9246'. Alarming-looking lines: the factory registration errors, the NUMA lines, and 'E ./tensorflow/compiler/xla/stream_executor/stream_executor_internal.h:124] SetPriority unimplemented for this stream.' Per-class printouts between cells left out.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-tf217-rtx-a4000-keras-tuner-local-rendezvous-out-of-range",
        source=_GH
        + "lozferatu/MSc-Project/blob/93f5f19f1756556ba06799a4d60516732720cc04/final_code/optimum_models.ipynb",
        text=r"""2024-10-03 16:59:29.745244: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-10-03 16:59:29.760548: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-10-03 16:59:29.765252: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1452] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-10-03 16:59:29.777249: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-10-03 16:59:30.469925: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
CUDA is available
Device: PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1727971229.368111   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1727971229.409339   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1727971229.409588   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
Window Size:20, Batch Size:32
I0000 00:00:1727971369.431432   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1727971369.431861   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
...
I0000 00:00:1727971369.551697   17785 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2024-10-03 17:02:49.552798: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2021] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13567 MB memory:  -> device: 0, name: NVIDIA RTX A4000, pci bus id: 0000:0b:00.0, compute capability: 8.6

Search: Running Trial #1

Value             |Best Value So Far |Hyperparameter
48                |48                |lstm_units
80                |80                |dense_units
5.2598e-05        |5.2598e-05        |learning_rate
Epoch 1/3
2024-10-03 17:02:56.358390: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:531] Loaded cuDNN version 8907
   2156/Unknown 15s 4ms/step - loss: 0.1726 - mae: 0.3086
2024-10-03 17:03:06.360184: I tensorflow/core/framework/local_rendezvous.cc:404] Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence
	 [[{{node IteratorGetNext}}]]
2024-10-03 17:03:06.360257: I tensorflow/core/framework/local_rendezvous.cc:404] Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence
	 [[{{node IteratorGetNext}}]]
	 [[IteratorGetNext/_2]]
2024-10-03 17:03:06.360278: I tensorflow/core/framework/local_rendezvous.cc:423] Local rendezvous recv item cancelled. Key hash: 445514121564280007
2024-10-03 17:03:06.360292: I tensorflow/core/framework/local_rendezvous.cc:423] Local rendezvous recv item cancelled. Key hash: 13601463170495972746
2024-10-03 17:03:06.360335: I tensorflow/core/framework/local_rendezvous.cc:423] Local rendezvous recv item cancelled. Key hash: 14786951794870134098
/usr/lib/python3.10/contextlib.py:153: UserWarning: Your input ran out of data; interrupting training. Make sure that your dataset or generator can generate at least `steps_per_epoch * epochs` batches. You may need to use the `.repeat()` function when building your dataset.
  self.gen.throw(typ, value, traceback)
2160/2160 ━━━━━━━━━━━━━━━━━━━━ 21s 7ms/step - loss: 0.1725 - mae: 0.3084 - val_loss: 0.0762 - val_mae: 0.1966
Epoch 2/3
2024-10-03 17:03:12.129857: I tensorflow/core/framework/local_rendezvous.cc:404] Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence
	 [[{{node IteratorGetNext}}]]
	 [[IteratorGetNext/_2]]
2024-10-03 17:03:12.129925: I tensorflow/core/framework/local_rendezvous.cc:423] Local rendezvous recv item cancelled. Key hash: 17800869883432751682
1766/2160 ━━━━━━━━━━━━━━━━━━━━ 1s 4ms/step - loss: 0.0756 - mae: 0.1953""",
        expected_cause=None,
        harmless=True,
        note="2024. Saved outputs of a keras-tuner LSTM notebook (SWaT water-treatment data) on Linux, TensorFlow 2.17 installed with tensorflow[and-cuda] (the repository's cuda_test.ipynb shows that install of tensorflow-2.17.0). The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13567 MB memory: -> device: 0, name: NVIDIA RTX A4000', 'Loaded cuDNN version 8907', and the first trial's epoch completing ('2160/2160 ... val_loss: 0.0762'); later cells of the file train further models ('val_loss: 0.0492'). Alarming-looking lines: the factory registration errors, 'TF-TRT Warning: Could not find TensorRT', NUMA node lines, and the 'Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence' / 'recv item cancelled' lines at the end of each epoch of a finite tf.data input (with Keras' 'Your input ran out of data' warning). The text stops before the user's own KeyboardInterrupt of the second epoch. Progress-bar colour codes left out; repeated NUMA lines cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-tf220-rtx-4050-laptop-ptxas-register-spill-warning",
        source=_GH
        + "YevGenerator/Diploma/blob/a3d19930b27c24b9ecd010b47af749743ec48be4/Model_Training_Mega.ipynb",
        text=r"""2025-11-12 14:14:48.045011: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2025-11-12 14:14:48.619717: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F AVX512_VNNI AVX512_BF16 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2025-11-12 14:14:50.861177: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
--- Завантаження даних ---
Found 230802 files belonging to 10 classes.
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1762956918.903751     426 gpu_device.cc:2020] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3554 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 4050 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.9
Found 99001 files belonging to 10 classes.
--- Дані успішно завантажено ---
Класи: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
/home/alice/tfvenv/lib/python3.12/site-packages/keras/src/layers/preprocessing/data_layer.py:95: UserWarning: Do not pass an `input_shape`/`input_dim` argument to a layer. When using Sequential models, prefer using an `Input(shape)` object as the first layer in the model instead.
...
--- Початок навчання Класифікатора (CNN) ---
Epoch 1/30
2025-11-12 14:15:32.394759: I external/local_xla/xla/service/service.cc:163] XLA service 0x72a5c8007830 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2025-11-12 14:15:32.394799: I external/local_xla/xla/service/service.cc:171]   StreamExecutor device (0): NVIDIA GeForce RTX 4050 Laptop GPU, Compute Capability 8.9
2025-11-12 14:15:32.458809: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2025-11-12 14:15:32.787544: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:473] Loaded cuDNN version 91002
  10/3607 ━━━━━━━━━━━━━━━━━━━━ 46s 13ms/step - accuracy: 0.1628 - loss: 2.2630
I0000 00:00:1762956936.497274     512 device_compiler.h:196] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
3604/3607 ━━━━━━━━━━━━━━━━━━━━ 0s 24ms/step - accuracy: 0.9039 - loss: 0.3080
2025-11-12 14:17:02.732982: I external/local_xla/xla/stream_executor/cuda/subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_851', 8 bytes spill stores, 8 bytes spill loads

3607/3607 ━━━━━━━━━━━━━━━━━━━━ 162s 44ms/step - accuracy: 0.9452 - loss: 0.1797 - val_accuracy: 0.9645 - val_loss: 0.1207
Epoch 2/30
3607/3607 ━━━━━━━━━━━━━━━━━━━━ 37s 10ms/step - accuracy: 0.9694 - loss: 0.0991 - val_accuracy: 0.9699 - val_loss: 0.1049
Epoch 3/30
3607/3607 ━━━━━━━━━━━━━━━━━━━━ 37s 10ms/step - accuracy: 0.9740 - loss: 0.0827 - val_accuracy: 0.9683 - val_loss: 0.1067
...
3607/3607 ━━━━━━━━━━━━━━━━━━━━ 38s 10ms/step - accuracy: 0.9860 - loss: 0.0407 - val_accuracy: 0.9619 - val_loss: 0.1994
Epoch 16/30
3607/3607 ━━━━━━━━━━━━━━━━━━━━ 38s 10ms/step - accuracy: 0.9867 - loss: 0.0388 - val_accuracy: 0.9670 - val_loss: 0.2029
--- Навчання завершено ---
--- ✅ Модель класифікатора збережено в learning/classifier_model.keras ---""",
        expected_cause=None,
        harmless=True,
        note="2025. Saved outputs of a Keras CNN training notebook (digit classifier, 230802 training images) on Linux, Python 3.12 in a venv, TensorFlow 2.20 (gpu_device.cc:2020, cuda_dnn.cc:473 lines). The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3554 MB memory: -> device: 0, name: NVIDIA GeForce RTX 4050 Laptop GPU', 'Loaded cuDNN version 91002', 'Compiled cluster using XLA', and 16 epochs (val_accuracy 0.9645 to 0.9670, early stop) ending with the model saved. Alarming-looking line: 'subprocess_compilation.cc:346] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_851'', printed during the first epoch, which finished normally. User name in a path replaced with alice; model summary table and middle epochs cut with '...'.",
        platform="linux",
    ),
)
