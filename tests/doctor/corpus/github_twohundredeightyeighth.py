# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-eighth set of real logs quoted in committed files: run logs that their authors saved next to their code or in their notes (a script's trailing docstring or comment block, a results page, a README), on repositories new to the corpus (balvisio/ml-exercises, WolfPackStatMathieu/ML-SOC, JordiCorbilla/ocular-disease-intelligent-recognition-deep-learning, woolfel/tensorflow_macos, vehlwn/genetic-circle), each showing TensorFlow on an NVIDIA GPU.

All five are working runs (2020-2024): the GPU device was created and the training (or the
optimisation) ran to its end in the same saved output, with alarming lines around it: a "Type
inference failed" warning during the first epoch on two V100S; cuDNN/cuFFT/cuBLAS "factory already
registered", "Could not find TensorRT", XLA's slow conv-autotune alarms and "Delay kernel timed
out" on a Tesla T4; "Invoking ptxas not supported on Windows" and "Allocator (GPU_0_bfc) ran out
of memory ... not a failure" on a GTX 960M; the same allocator warnings on an RTX 2060 at a large
batch size; and nine "successful NUMA node read from SysFS had negative value" lines on a GTX
1650. The confirmation is each file's own output (the epochs that follow, the final metrics), and
for the RTX 2060 the author's own words.

No broken run is held: the saved outputs that showed a failure did not show it fixed in the same
file. Left out: a 2025 Keras training log on an RTX A2000 under WSL with "Delay kernel timed out"
and a 2026 Colab Tesla T4 log with "Omitted potentially buggy algorithm" autotune lines and
"Garbage collection: deallocate free memory regions" (both trained to the end), whose repository
path could not be pinned down; and a run on an RTX 2080 SUPER with "Can't find libdevice
directory" whose file shows no training after it.

At first look (the doctor of commit 73b0d74) no broken log was held; of the five working runs
three were not flagged and two were flagged: the Tesla T4 run with xla-compile-slow (XLA's
slow conv-autotune alarms) and the GTX 960M run with ptxas-too-old ('Invoking ptxas not
supported on Windows').
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="chollet-rnn-translator-v100s-type-inference-failed-warning",
        source=_GH
        + "balvisio/ml-exercises/blob/bab2f7bf35e33f228a53e6b9428ec8aaaae5da5a/deep-learning-chollet/chapter-11/machine-translation/rnn_translator.py",
        text=r"""# python deep-learning-chollet/chapter-11/machine-translation/rnn_translator.py
2022-07-05 08:57:15.278543: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-07-05 08:57:18.307955: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 30574 MB memory:  -> device: 0, name: Tesla V100S-PCIE-32GB, pci bus id: 0000:83:00.0, compute capability: 7.0
2022-07-05 08:57:18.312056: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 30520 MB memory:  -> device: 1, name: Tesla V100S-PCIE-32GB, pci bus id: 0000:84:00.0, compute capability: 7.0
Epoch 1/15
2022-07-05 08:59:10.058872: W tensorflow/core/common_runtime/forward_type_inference.cc:231] Type inference failed. This indicates an invalid graph that escaped type checking. Error message: INVALID_ARGUMENT: expected compatible input types, but input 1:
type_id: TFT_OPTIONAL
args {
  type_id: TFT_PRODUCT
  args {
    type_id: TFT_TENSOR
    args {
      type_id: TFT_LEGACY_VARIANT
    }
  }
}
 is neither a subtype nor a supertype of the combined inputs preceding it:
type_id: TFT_OPTIONAL
args {
  type_id: TFT_PRODUCT
  args {
    type_id: TFT_TENSOR
    args {
      type_id: TFT_INT8
    }
  }
}

	while inferring type of node 'cond_41/output/_24'
2022-07-05 08:59:11.553276: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8100
1302/1302 [==============================] - 151s 100ms/step - loss: 1.6292 - accuracy: 0.4195 - val_loss: 1.3102 - val_accuracy: 0.5083
Epoch 2/15
1302/1302 [==============================] - 126s 97ms/step - loss: 1.3130 - accuracy: 0.5285 - val_loss: 1.1497 - val_accuracy: 0.5714
Epoch 3/15
1302/1302 [==============================] - 123s 94ms/step - loss: 1.1715 - accuracy: 0.5779 - val_loss: 1.0692 - val_accuracy: 0.6017
...
Epoch 14/15
1302/1302 [==============================] - 125s 96ms/step - loss: 0.9414 - accuracy: 0.6991 - val_loss: 1.0359 - val_accuracy: 0.6426
Epoch 15/15
1302/1302 [==============================] - 126s 97ms/step - loss: 0.9408 - accuracy: 0.7003 - val_loss: 1.0372 - val_accuracy: 0.6431""",
        expected_cause=None,
        harmless=True,
        note="2022. A run log the author kept in the script's closing docstring ('Training in the convergencelab vs. local Mac'), TensorFlow 2.9-era paths. Confirmed by the file's own output: both V100S were created as devices, cuDNN 8.1 loaded and all 15 epochs ran at about 120 s each (the same script on the Mac CPU took 5199 s for one epoch). The 'Type inference failed' W-line in the first epoch did not stop anything. Epochs 4-13 cut to '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="swaf-tesla-t4-conv-autotune-slow-operation-alarm",
        source=_GH
        + "WolfPackStatMathieu/ML-SOC/blob/bc9704bf4b2709926159078d3679ab7bad7f2deb/reproduction/SWAF/good_bad_queries/main04.py",
        text=r"""(base) alice@host:~/work/ML-SOC/reproduction/SWAF/good_bad_queries$ python main04.py 
2024-07-30 13:22:04.864689: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-07-30 13:22:04.905784: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-07-30 13:22:04.914964: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1452] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-07-30 13:22:04.933566: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-07-30 13:22:06.396223: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
/opt/conda/lib/python3.12/site-packages/keras/src/layers/core/embedding.py:90: UserWarning: Argument `input_length` is deprecated. Just remove it.
  warnings.warn(
2024-07-30 13:22:10.236161: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2021] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13775 MB memory:  -> device: 0, name: Tesla T4, pci bus id: 0000:af:00.0, compute capability: 7.5
Epoch 1/10
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1722345732.552918    5295 service.cc:146] XLA service 0x7f3c7801d640 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1722345732.553019    5295 service.cc:154]   StreamExecutor device (0): Tesla T4, Compute Capability 7.5
2024-07-30 13:22:12.614170: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:268] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2024-07-30 13:22:12.821521: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:531] Loaded cuDNN version 8900
2024-07-30 13:22:14.340045: E external/local_xla/xla/service/slow_operation_alarm.cc:65] Trying algorithm eng4{k11=2} for conv (f32[64,128,1,200]{3,2,1,0}, u8[0]{0}) custom-call(f32[64,128,1,196]{3,2,1,0}, f32[128,128,1,5]{3,2,1,0}), window={size=1x5}, dim_labels=bf01_oi01->bf01, custom_call_target="__cudnn$convBackwardInput", backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],"cudnn_conv_backend_config":{"conv_result_scale":1,"activation_mode":"kNone","side_input_scale":0,"leakyrelu_alpha":0},"force_earliest_schedule":false} is taking a while...
2024-07-30 13:22:15.203145: E external/local_xla/xla/service/slow_operation_alarm.cc:133] The operation took 1.863206484s
Trying algorithm eng4{k11=2} for conv (f32[64,128,1,200]{3,2,1,0}, u8[0]{0}) custom-call(f32[64,128,1,196]{3,2,1,0}, f32[128,128,1,5]{3,2,1,0}), window={size=1x5}, dim_labels=bf01_oi01->bf01, custom_call_target="__cudnn$convBackwardInput", backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],"cudnn_conv_backend_config":{"conv_result_scale":1,"activation_mode":"kNone","side_input_scale":0,"leakyrelu_alpha":0},"force_earliest_schedule":false} is taking a while...
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1722345736.018872    5295 gpu_timer.cc:183] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
...
E0000 00:00:1722345736.520686    5295 gpu_timer.cc:183] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.
2024-07-30 13:22:16.584862: E external/local_xla/xla/service/slow_operation_alarm.cc:133] The operation took 1.376474118s
...
I0000 00:00:1722345737.696524    5295 device_compiler.h:188] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
...
2913/2913 ━━━━━━━━━━━━━━━━━━━━ 22s 5ms/step - accuracy: 0.9856 - loss: 0.0427 - val_accuracy: 0.9979 - val_loss: 0.0050
Epoch 2/10
2913/2913 ━━━━━━━━━━━━━━━━━━━━ 11s 4ms/step - accuracy: 0.9995 - loss: 0.0020 - val_accuracy: 1.0000 - val_loss: 4.4083e-05
...
Epoch 10/10
2913/2913 ━━━━━━━━━━━━━━━━━━━━ 12s 4ms/step - accuracy: 0.9999 - loss: 5.6283e-04 - val_accuracy: 1.0000 - val_loss: 2.0515e-07
840/840 ━━━━━━━━━━━━━━━━━━━━ 2s 2ms/step    
...
INFO:root:Mean accuracy: 0.9997393369674683, Standard Deviation: 8.492877907293207e-05""",
        expected_cause=None,
        harmless=True,
        note="2024. A run log the author kept as a comment block at the end of the script (the '# ' comment marks are removed here; the user and host of the shell prompt replaced). Confirmed by the file's own output: the Tesla T4 was created as a device, cuDNN 8.9 loaded, and five 10-epoch cross-validation trainings ran at 4 ms/step to the final mean metrics. The factory-already-registered E-lines, the missing TensorRT, XLA's slow conv-autotune alarms and 'Delay kernel timed out' did not stop anything. Repeats of the autotune lines and of the later trainings cut to '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="odir-vgg-gtx960m-windows-ptxas-allocator-not-a-failure",
        source=_GH
        + "JordiCorbilla/ocular-disease-intelligent-recognition-deep-learning/blob/e99b56902bd29a8d75fa913231a0ec31d1dfe6f1/output/vgg_basic/vgg_basic.md",
        text=r"""C:\Users\alice\Source\Repos\TFM-ODIR\models\image_classification>python odir_vgg_training_basic.py
2020-05-18 08:14:36.648073: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
2020-05-18 08:15:12.406893: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-05-18 08:15:13.692591: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties:
name: GeForce GTX 960M major: 5 minor: 0 memoryClockRate(GHz): 1.176
pciBusID: 0000:01:00.0
2020-05-18 08:15:13.705684: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2020-05-18 08:15:13.719335: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0
2020-05-18 08:15:13.730287: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2020-05-18 08:15:13.770959: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties:
name: GeForce GTX 960M major: 5 minor: 0 memoryClockRate(GHz): 1.176
pciBusID: 0000:01:00.0
2020-05-18 08:15:13.791001: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2020-05-18 08:15:13.826754: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0
2020-05-18 08:15:19.394016: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1159] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-05-18 08:15:19.402512: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1165]      0
2020-05-18 08:15:19.407801: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1178] 0:   N
2020-05-18 08:15:19.416423: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1304] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 3040 MB memory) -> physical GPU (device: 0, name: GeForce GTX 960M, pci bus id: 0000:01:00.0, compute capability: 5.0)
Model: "sequential"
...
Total params: 134,293,320
Trainable params: 32,776
Non-trainable params: 134,260,544
_________________________________________________________________
Train on 13920 samples, validate on 400 samples
Epoch 1/50
2020-05-18 08:20:02.781542: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_100.dll
2020-05-18 08:20:04.440177: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
2020-05-18 08:20:13.491339: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal: Invoking ptxas not supported on Windows
Relying on driver to perform ptx compilation. This message will be only logged once.
2020-05-18 08:20:15.727714: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.46GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-05-18 08:20:15.744891: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.04GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-05-18 08:20:15.975317: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.74GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...
13888/13920 [============================>.] - ETA: 0s - loss: 0.3099 - accuracy: 0.8613 - precision: 0.5611 - recall: 0.2769 - auc: 0.85052020-05-18 08:25:27.127909: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.74GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
13920/13920 [==============================] - 334s 24ms/sample - loss: 0.3099 - accuracy: 0.8614 - precision: 0.5616 - recall: 0.2770 - auc: 0.8505 - val_loss: 0.3754 - val_accuracy: 0.8609 - val_precision: 0.3669 - val_recall: 0.1550 - val_auc: 0.7083
Epoch 2/50
13920/13920 [==============================] - 254s 18ms/sample - loss: 0.2717 - accuracy: 0.8773 - precision: 0.6432 - recall: 0.3781 - auc: 0.8902 - val_loss: 0.3433 - val_accuracy: 0.8641 - val_precision: 0.4112 - val_recall: 0.2025 - val_auc: 0.7538
...
Epoch 14/50
13920/13920 [==============================] - 251s 18ms/sample - loss: 0.2352 - accuracy: 0.8966 - precision: 0.7147 - recall: 0.4984 - auc: 0.9213 - val_loss: 0.3241 - val_accuracy: 0.8775 - val_precision: 0.5189 - val_recall: 0.2750 - val_auc: 0.7894
Epoch 00014: early stopping
saving
plotting""",
        expected_cause=None,
        harmless=True,
        note="2020. The 'Execution Output' the author committed with the model's results page (TensorFlow 2.1-era, CUDA 10.0 DLLs, Windows). Confirmed by the file's own output: the GTX 960M was created as a device and the training ran 14 epochs (about 4-5 minutes each) to early stopping, then the evaluation and scores. 'Invoking ptxas not supported on Windows / Relying on driver to perform ptx compilation' and the allocator's 'ran out of memory ... not a failure' warnings did not stop anything. The model summary and repeated allocator lines cut to '...'; the Windows user name replaced.",
        platform="windows",
    ),
    CorpusLog(
        name="fmnist-rtx2060-windows-allocator-warnings-batch-4096",
        source=_GH
        + "woolfel/tensorflow_macos/blob/6fee6e98c3dd6ed99d0ec6d71ebd53c9055177fb/windows-results.md",
        text=r"""PS G:\fashionmnist> python .\tf_fmnist_benchmark.py
2021-11-05 09:30:43.047596: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudart64_110.dll
2.5.0
2021-11-05 09:30:45.010298: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library nvcuda.dll
2021-11-05 09:30:45.063473: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties:
pciBusID: 0000:0a:00.0 name: GeForce RTX 2060 computeCapability: 7.5
coreClock: 1.83GHz coreCount: 30 deviceMemorySize: 6.00GiB deviceMemoryBandwidth: 312.97GiB/s
2021-11-05 09:30:45.063595: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudart64_110.dll
2021-11-05 09:30:45.075178: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublas64_11.dll
2021-11-05 09:30:45.075251: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublasLt64_11.dll
2021-11-05 09:30:45.078338: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cufft64_10.dll
2021-11-05 09:30:45.079255: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library curand64_10.dll
2021-11-05 09:30:45.083224: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cusolver64_11.dll
2021-11-05 09:30:45.085660: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cusparse64_11.dll
2021-11-05 09:30:45.086159: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudnn64_8.dll
2021-11-05 09:30:45.086458: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1871] Adding visible gpu devices: 0
2021-11-05 09:30:45.087059: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
...
2021-11-05 09:30:45.536640: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1418] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 3961 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2060, pci bus id: 0000:0a:00.0, compute capability: 7.5)
Epoch 1/15
2021-11-05 09:30:45.965141: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:176] None of the MLIR Optimization Passes are enabled (registered 2)
2021-11-05 09:30:46.824558: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudnn64_8.dll
2021-11-05 09:30:47.229584: I tensorflow/stream_executor/cuda/cuda_dnn.cc:359] Loaded cuDNN version 8101
2021-11-05 09:30:47.824028: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublas64_11.dll
2021-11-05 09:30:48.240581: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublasLt64_11.dll
2021-11-05 09:30:48.424570: W tensorflow/core/common_runtime/bfc_allocator.cc:271] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.55GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2021-11-05 09:30:48.424739: W tensorflow/core/common_runtime/bfc_allocator.cc:271] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.55GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2021-11-05 09:30:48.882287: W tensorflow/core/common_runtime/bfc_allocator.cc:271] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.16GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...
2021-11-05 09:30:49.125041: W tensorflow/core/common_runtime/bfc_allocator.cc:271] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.77GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
15/15 [==============================] - 7s 243ms/step - loss: 1.1497 - accuracy: 0.6212 - val_loss: 0.6793 - val_accuracy: 0.7526
Epoch 2/15
15/15 [==============================] - 2s 122ms/step - loss: 0.5870 - accuracy: 0.7871 - val_loss: 0.5394 - val_accuracy: 0.8050
Epoch 3/15
15/15 [==============================] - 2s 122ms/step - loss: 0.4839 - accuracy: 0.8295 - val_loss: 0.4683 - val_accuracy: 0.8322
...
Epoch 7/15
15/15 [==============================] - 2s 122ms/step - loss: 0.3550 - accuracy: 0.8752 - val_loss: 0.3713 - val_accuracy: 0.8710""",
        expected_cause=None,
        harmless=True,
        note="2021. A Windows benchmark page in a repository of TensorFlow-on-macOS results (TensorFlow 2.5, CUDA 11.2, RTX 2060 6 GB). The author states the outcome above the log: 'I increased the batch size until tensorflow started to give me memory warnings. At batch size 4096, tensorflow gives me warnings, but it still runs.'; the file's output shows the epochs running at 122 ms/step after the allocator's 'not a failure' warnings. Repeated device lines and allocator lines, and epochs 4-6 and after 7, cut to '...'.",
        platform="windows",
    ),
    CorpusLog(
        name="genetic-circle-gtx1650-numa-node-lines",
        source=_GH
        + "vehlwn/genetic-circle/blob/030b49376c1cbaa27d3ff3e2da4dc0f566bc92f7/readme.md",
        text=r"""$ pip install -r requirements.txt
$ python main.py
2021-08-07 19:53:52.390056: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
2021-08-07 19:53:53.295087: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcuda.so.1
2021-08-07 19:53:53.320811: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.321413: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: NVIDIA GeForce GTX 1650 computeCapability: 7.5
coreClock: 1.515GHz coreCount: 14 deviceMemorySize: 3.82GiB deviceMemoryBandwidth: 178.84GiB/s
2021-08-07 19:53:53.321429: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
2021-08-07 19:53:53.323877: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcublas.so.11
2021-08-07 19:53:53.323933: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcublasLt.so.11
2021-08-07 19:53:53.325195: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcufft.so.10
2021-08-07 19:53:53.325443: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcurand.so.10
2021-08-07 19:53:53.325780: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcusolver.so.11
2021-08-07 19:53:53.326305: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcusparse.so.11
2021-08-07 19:53:53.326397: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudnn.so.8
2021-08-07 19:53:53.326493: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.327089: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.327534: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1871] Adding visible gpu devices: 0
2021-08-07 19:53:53.327792: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2021-08-07 19:53:53.329124: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.329772: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: NVIDIA GeForce GTX 1650 computeCapability: 7.5
coreClock: 1.515GHz coreCount: 14 deviceMemorySize: 3.82GiB deviceMemoryBandwidth: 178.84GiB/s
2021-08-07 19:53:53.329904: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.330373: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.330813: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1871] Adding visible gpu devices: 0
2021-08-07 19:53:53.330856: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
2021-08-07 19:53:53.716034: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1258] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-08-07 19:53:53.716084: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1264]      0 
2021-08-07 19:53:53.716090: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1277] 0:   N 
2021-08-07 19:53:53.716271: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.716632: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.716885: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-08-07 19:53:53.717117: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1418] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 2652 MB memory) -> physical GPU (device: 0, name: NVIDIA GeForce GTX 1650, pci bus id: 0000:01:00.0, compute capability: 7.5)
std_x=7.522062376568773
std_y=4.546745574973577
radius=3.0
optim_results.converged=<tf.Tensor: shape=(), dtype=bool, numpy=True>
optim_results.position=[<tf.Tensor: shape=(), dtype=float64, numpy=19.94624820137927>, <tf.Tensor: shape=(), dtype=float64, numpy=13.03652146674479>]
optim_results.objective_value=<tf.Tensor: shape=(), dtype=float32, numpy=-70.0>
optim_results.num_iterations=<tf.Tensor: shape=(), dtype=int32, numpy=35>""",
        expected_cause=None,
        harmless=True,
        note="2021. The 'Build' section of the project's README shows the whole run (TensorFlow 2.5-era, CUDA 11.0 libraries, a GTX 1650 laptop). Confirmed by the file's own output: the GPU was created as a device and the TensorFlow Probability optimisation converged in 35 iterations; the README's example images show the result. The nine NUMA node lines did not stop anything. Nothing cut.",
        platform="linux",
    ),
)
