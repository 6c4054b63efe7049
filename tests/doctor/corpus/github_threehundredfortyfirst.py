# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-first set of real logs saved in notebooks: the saved outputs of Jupyter notebooks committed to GitHub (lehoangchibach/people_detection, RnLe/MachineLearning, CharbonneauJean/20220718---Retinal-OCT-Classification), each a TensorFlow run on an NVIDIA GPU that printed alarming lines and went on training.

Working runs: 3, no broken records. A VGG16 regressor on an RTX 3060 Ti (with a GTX 1650 beside it)
whose 8000 MB logical-device limit could not be allocated in one piece ('failed to allocate 7.81GiB
... CUDA_ERROR_OUT_OF_MEMORY'), with a grappler 'layout failed' error and BFC allocator 'ran out of
memory ... not a failure' warnings, training on for dozens of epochs; a DenseNet on two Quadro RTX 6000
with the cuFFT/cuDNN/cuBLAS 'factory already registered' errors, the TensorRT warning, a run of
CUDA_ERROR_OUT_OF_MEMORY allocation retries under memory growth and ptxas register-spill warnings,
then ten epochs; a VGG16 transfer-learning run on an RTX 3050 Laptop GPU where ptxas could not be
run ('Relying on driver to perform ptx compilation') and the allocator warned of memory, then five
epochs. Each text is the notebook's saved output (stderr and the progress lines), shortened with
'...'; the outcome is in the same file (the epochs that follow).

Small set and no broken record: the notebooks found with saved TensorFlow GPU errors (a cuDNN 8.1
loaded for a build compiled with 8.6 and an LSTM failing with 'Fail to find the dnn implementation',
CUDA_ERROR_INVALID_PTX on a Keras layer, 'DNN library is not found' on a Conv1D, 'cudaGetDevice()
failed', ResourceExhaustedError/OOM in VGG16, DenseNet, 3D-CNN and LSTM notebooks, 'Cannot dlopen
some GPU libraries' in GPU-check notebooks) stop at the error: no later cell shows a stated change
and the GPU working, and no markdown cell names the cause, so they were left out.

At first look (the doctor of commit 9f88e13) there was no broken log to name; 2 of the 3 working
runs were flagged (both as the GPU running out of memory, on CUDA_ERROR_OUT_OF_MEMORY allocation
retries that the runs survived), the third (ptxas missing, allocator warnings) was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # --------------------------------------------------------------- working
    CorpusLog(
        name="people-detection-vgg16-rtx3060ti-cuda-oom-7gib-grappler-layout-trains",
        source=_GH
        + "lehoangchibach/people_detection/blob/7a83238022429905496d1d16f67f9e8d1dc82109/VGG16_based.ipynb",
        text=r"""2 Physical GPUs, 2 Logical GPUs

2024-04-13 17:35:59.299017: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2024-04-13 17:35:59.299165: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
...
2024-04-13 17:35:59.424829: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1929] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 8000 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3060 Ti, pci bus id: 0000:2f:00.0, compute capability: 8.6
2024-04-13 17:35:59.425217: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2024-04-13 17:35:59.425334: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1929] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 2796 MB memory:  -> device: 1, name: NVIDIA GeForce GTX 1650 with Max-Q Design, pci bus id: 0000:5a:00.0, compute capability: 7.5
2024-04-13 17:35:59.425564: I tensorflow/core/common_runtime/process_util.cc:146] Creating new thread pool with default inter op setting: 2. Tune using inter_op_parallelism_threads for best performance.

2024-04-13 17:36:56.039535: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1101] failed to allocate 7.81GiB (8388608000 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory

Model: "vgg16"
...
Epoch 1/10000000000

2024-04-13 17:42:25.955345: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:961] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer

109/109 - 13s - loss: 22.1793 - val_loss: 55.0380 - 13s/epoch - 120ms/step
Epoch 2/10000000000
109/109 - 10s - loss: 8.7160 - val_loss: 8.8446 - 10s/epoch - 88ms/step
Epoch 3/10000000000
109/109 - 10s - loss: 5.9879 - val_loss: 6.0159 - 10s/epoch - 88ms/step
...
Epoch 20/10000000000
109/109 - 10s - loss: 1.1720 - val_loss: 3.6022 - 10s/epoch - 89ms/step
...
Epoch 1/10000000000

2024-04-13 20:22:33.975790: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:961] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-04-13 20:22:46.273814: W external/local_tsl/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.18GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2024-04-13 20:22:46.997791: W external/local_tsl/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.18GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.

109/109 - 51s - loss: 6.6120 - val_loss: 10.0926 - 51s/epoch - 469ms/step
Epoch 2/10000000000
109/109 - 29s - loss: 6.3195 - val_loss: 5.8439 - 29s/epoch - 270ms/step
...
Epoch 24/10000000000""",
        harmless=True,
        note="2024. Saved outputs of a course-project notebook (Linux, TensorFlow 2.15 era by its log paths). The first cell caps GPU:0 with set_logical_device_configuration(memory_limit=8000) on an 8 GB RTX 3060 Ti; loading VGG16 then logs 'failed to allocate 7.81GiB ... CUDA_ERROR_OUT_OF_MEMORY' (the allocator retries smaller), the fit logs a grappler 'layout failed' error and, when VGG16 is unfrozen, BFC 'ran out of memory ... this is not a failure' warnings. The same file shows the outcome: both fits run epoch after epoch on the GPU (10 s and 29 s per epoch), evaluation and prediction follow. Nothing failed; shortened with '...' (NUMA lines, model summaries, later epochs).",
        platform="linux",
    ),
    CorpusLog(
        name="raf-densenet-2x-quadro-rtx6000-factory-registered-cuda-oom-retries-trains",
        source=_GH
        + "RnLe/MachineLearning/blob/3e0748f25f86c22b892e3ab43237931abc11bbb6/emotions_facial/2Dconv_RAF_custom_densenet.ipynb",
        text=r"""2024-07-10 22:34:50.450607: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:479] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-07-10 22:34:50.473912: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:10575] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-07-10 22:34:50.473949: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1442] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-07-10 22:34:50.489932: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-07-10 22:34:51.317656: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT

Num GPUs Available:  2
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU'), PhysicalDevice(name='/physical_device:GPU:1', device_type='GPU')]
...
Epoch 1/20
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1720643733.848695   57709 service.cc:145] XLA service 0x7fe29c124090 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1720643733.848794   57709 service.cc:153]   StreamExecutor device (0): Quadro RTX 6000, Compute Capability 7.5
I0000 00:00:1720643733.848806   57709 service.cc:153]   StreamExecutor device (1): Quadro RTX 6000, Compute Capability 7.5
2024-07-10 22:35:35.157363: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:268] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2024-07-10 22:35:39.306812: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:465] Loaded cuDNN version 8902
2024-07-10 22:35:46.862080: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 2.00GiB (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.862271: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 1.80GiB (1932735232 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.862405: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 1.62GiB (1739461632 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.862497: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 1.46GiB (1565515520 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.862581: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 1.31GiB (1408964096 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.862664: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 1.18GiB (1268067840 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...
2024-07-10 22:35:46.879670: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 2.00GiB (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2024-07-10 22:35:46.879697: W external/local_tsl/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.14GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
...
2024-07-10 22:35:47.402198: I external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1566] failed to allocate 2.00GiB (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1720643768.672587   57709 asm_compiler.cc:369] ptxas warning : Registers are spilled to local memory in function 'input_multiply_reduce_fusion', 36 bytes spill stores, 36 bytes spill loads
ptxas warning : Registers are spilled to local memory in function 'input_add_reduce_fusion_1', 20 bytes spill stores, 20 bytes spill loads
I0000 00:00:1720643768.774365   57709 device_compiler.h:188] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
...
110/110 ━━━━━━━━━━━━━━━━━━━━ 127s 539ms/step - accuracy: 0.1716 - loss: 2.8885 - val_accuracy: 0.1718 - val_loss: 2.1326 - learning_rate: 0.0010
Epoch 2/20
110/110 ━━━━━━━━━━━━━━━━━━━━ 13s 121ms/step - accuracy: 0.1729 - loss: 2.0725 - val_accuracy: 0.1718 - val_loss: 2.0102 - learning_rate: 0.0010
...
Epoch 10/20
110/110 ━━━━━━━━━━━━━━━━━━━━ 13s 119ms/step - accuracy: 0.1809 - loss: 1.9362 - val_accuracy: 0.1718 - val_loss: 1.9530 - learning_rate: 0.0010""",
        harmless=True,
        note="2024. Saved outputs of a facial-emotion DenseNet notebook on a Linux server (Python 3.12 venv, TensorFlow 2.16/2.17 era, Keras 3, cuDNN 8.9), two Quadro RTX 6000 with set_memory_growth on both. Importing TensorFlow prints the cuFFT/cuDNN/cuBLAS 'factory already registered' errors and the TF-TRT warning; the first epoch prints a run of 'failed to allocate ... CUDA_ERROR_OUT_OF_MEMORY' retries and BFC 'not a failure' warnings (the card was shared or near full) and ptxas register-spill warnings. The same file shows the outcome: the epochs follow on the GPU (127 s for the first, compiling XLA clusters, then 13 s each). Progress-bar colour codes removed; shortened with '...'. A later commit of the notebook (cleansing, 2024-08-01) ends in a ResourceExhaustedError with a larger configuration; this record is the run that trained.",
        platform="linux",
    ),
    CorpusLog(
        name="retinal-oct-vgg16-rtx3050-laptop-ptxas-missing-allocator-warnings-trains",
        source=_GH
        + "CharbonneauJean/20220718---Retinal-OCT-Classification/blob/a23da472d97343b4b36012022d7a9b527529f9be/model_training/retinal_oct_classification.ipynb",
        text=r"""2022-07-19 11:21:34.934833: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-19 11:21:34.937856: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-19 11:21:34.938003: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-19 11:21:34.938324: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
...
2022-07-19 11:21:35.243310: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 2132 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3050 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
...
Epoch 1/5

2022-07-19 11:21:37.093243: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8100
2022-07-19 11:21:37.936132: I tensorflow/core/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory
2022-07-19 11:21:37.936639: I tensorflow/core/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory
2022-07-19 11:21:37.936670: W tensorflow/stream_executor/gpu/asm_compiler.cc:80] Couldn't get ptxas version string: INTERNAL: Couldn't invoke ptxas --version
2022-07-19 11:21:37.937137: I tensorflow/core/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory
2022-07-19 11:21:37.937177: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] INTERNAL: Failed to launch ptxas
Relying on driver to perform ptx compilation. 
Modify $PATH to customize ptxas location.
This message will be only logged once.
2022-07-19 11:21:38.558509: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.56GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-19 11:21:38.558548: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.56GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-19 11:21:38.558559: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.04GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
...
2022-07-19 11:21:39.263632: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.34GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.

   2/2609 [..............................] - ETA: 3:38 - loss: 1.4104 - accuracy: 0.4062   
2022-07-19 11:21:39.833124: I tensorflow/stream_executor/cuda/cuda_blas.cc:1786] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.

2609/2609 [==============================] - 377s 143ms/step - loss: 0.6705 - accuracy: 0.7558 - val_loss: 0.4932 - val_accuracy: 0.7812
Epoch 2/5
2609/2609 [==============================] - 372s 143ms/step - loss: 0.5094 - accuracy: 0.8162 - val_loss: 0.4017 - val_accuracy: 0.8438
...
Epoch 5/5
2609/2609 [==============================] - 359s 138ms/step - loss: 0.4425 - accuracy: 0.8408 - val_loss: 0.3133 - val_accuracy: 0.9375""",
        harmless=True,
        note="2022. Saved outputs of a retinal-OCT classification notebook (TensorFlow 2.9/2.10 era, cuDNN 8.1, RTX 3050 Laptop GPU with about 2 GB given to TensorFlow, a Linux laptop with Python 3.10 by the paths in the outputs). Creating VGG16 creates the GPU device; the fit then logs that ptxas cannot be run ('Couldn't invoke ptxas --version', 'Relying on driver to perform ptx compilation') and a run of BFC 'ran out of memory ... not a failure' warnings. The same file shows the outcome: all five epochs run (about 140 ms a step) to val_accuracy 0.9375, and the later cells plot and evaluate the model. Shortened with '...' (NUMA lines, model summaries, allocator lines).",
        platform="linux",
    ),
)
