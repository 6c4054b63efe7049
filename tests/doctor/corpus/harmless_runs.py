# ruff: noqa: E501 - log lines are quoted verbatim
"""Runs that worked but printed alarming lines, each from a thread that shows the run worked.

No finding should be an error or a warning on these: NUMA node notices, the cuDNN/cuFFT/cuBLAS
"Unable to register factory" lines, the TF-TRT warning, oneDNN and CPU-instruction notices,
XLA service lines, MLIR pass notices, plug-in device messages.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="harmless-directml-wsl2-numa-allow-growth",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/219",
        text=r"""2022-07-04 23:28:50.054002: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-07-04 23:28:50.055064: I tensorflow/c/logging.cc:34] DirectML: creating device on adapter 0 (Radeon RX 590 Series)
2022-07-04 23:28:50.302803: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.
2022-07-04 23:28:50.302872: W tensorflow/core/common_runtime/pluggable_device/pluggable_device_bfc_allocator.cc:28] Overriding allow_growth setting because force_memory_growth was requested by the device.
2022-07-04 23:28:50.302929: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:271] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 6958 MB memory) -> physical PluggableDevice (device: 0, name: DML, pci bus id: <undefined>)""",
        harmless=True,
        note="WSL2 with the DirectML plug-in; the poster says the plug-in works with the GPU.",
        platform="wsl2",
    ),
    CorpusLog(
        name="harmless-metal-plugin-optimizer-training",
        source=_GH + "tensorflow/tensorflow/issues/61092",
        text=r"""WARNING:absl:At this time, the v2.11+ optimizer `tf.keras.optimizers.Adam` runs slowly on M1/M2 Macs, please use the legacy Keras optimizer instead, located at `tf.keras.optimizers.legacy.Adam`.
WARNING:absl:There is a known slowdown when using v2.11+ Keras optimizers on M1/M2 Macs. Falling back to the legacy Keras optimizer, i.e., `tf.keras.optimizers.legacy.Adam`.
Epoch 1/5
2023-06-27 14:57:34.718668: I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:114] Plugin optimizer for device_type GPU is enabled.
517/517 [==============================] - ETA: 0s - loss: 0.4559 - accuracy: 0.82332023-06-27 14:58:57.433849: I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:114] Plugin optimizer for device_type GPU is enabled.""",
        harmless=True,
        note="Training on an M1 Mac through tensorflow-metal ran (the thread asks for documentation).",
        platform="macos",
    ),
    CorpusLog(
        name="harmless-metal-plugin-optimizer-line",
        source=_GH + "tensorflow/tensorflow/issues/52672",
        text=r"""I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:112] Plugin optimizer for device_type GPU is enabled.""",
        harmless=True,
        note="A reply: after this line training continues using the GPU.",
        platform="macos",
    ),
    CorpusLog(
        name="harmless-mlir-passes-r-keras",
        source=_GH + "rstudio/tensorflow/issues/482",
        text=r"""I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] None of the MLIR Optimization Passes are enabled (registered 2)""",
        harmless=True,
        note="The first training run continued smoothly on the GPU after this line (the poster).",
        platform="windows",
    ),
    CorpusLog(
        name="harmless-xla-host-service-c-api",
        source=_GH + "tensorflow/tensorflow/issues/29878",
        text=r"""2019-07-16 10:33:52.057179: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2019-07-16 10:33:52.082548: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 3407965000 Hz
2019-07-16 10:33:52.082883: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x44d56d0 executing computations on platform Host. Devices:
2019-07-16 10:33:52.082903: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): <undefined>, <undefined>
2019-07-16 10:33:52.557067: I tensorflow/core/common_runtime/optimization_registry.cc:35] Running all optimization passes in grouping 0. If you see this a lot, you might be extending the graph too many times (which means you modify the graph many times before execution). Try reducing graph modifications or using SavedModel to avoid any graph modification""",
        harmless=True,
        note="The poster: warnings, not errors; the examples gave correct predictions.",
    ),
    CorpusLog(
        name="harmless-factories-trt-onednn-training-time",
        source=_GH + "verlab/DescriptorReasoning_ACCV_2024/issues/5",
        text=r"""2024-11-21 15:11:08.496721: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-11-21 15:11:08.497837: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-11-21 15:11:08.504512: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F AVX512_VNNI FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-11-21 15:11:09.339551: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2024-11-21 15:11:13.384029: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2024-11-21 15:11:13.433936: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered""",
        harmless=True,
        note="Training ran; the thread asks how long it takes.",
    ),
    CorpusLog(
        name="harmless-factories-sd-webui-colab",
        source=_GH + "sagiodev/stablediffusion_webui/issues/9",
        text=r"""Launching Web UI with arguments: --gradio-img2img-tool color-sketch --enable-insecure-extension-access --gradio-queue --share --gradio-auth a:a --disable-model-loading-ram-optimization --opt-sdp-no-mem-attention
2023-12-05 09:29:18.697209: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2023-12-05 09:29:18.697260: E tensorflow/compiler/xla/stream_executor/cuda/cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2023-12-05 09:29:18.697296: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:1518] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2023-12-05 09:29:20.002737: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
no module 'xformers'. Processing without...""",
        harmless=True,
        note="The web UI ran after these lines; the reply: they cause no issue.",
    ),
    CorpusLog(
        name="harmless-trt-llamafactory-webui",
        source=_GH + "hiyouga/LlamaFactory/issues/3673",
        text=r"""root@host:/mnt/workspace/LLaMA-Factory# CUDA_VISIBLE_DEVICES=0 USE_MODELSCOPE_HUB=1 python src/webui.py
2024-05-10 11:33:14.068255: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-05-10 11:33:15.185131: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
[2024-05-10 11:33:19,738] [INFO] [real_accelerator.py:161:get_accelerator] Setting ds_accelerator to cuda (auto detect)
Running on local URL:  http://0.0.0.0:7860

To create a public link, set `share=True` in `launch()`.""",
        harmless=True,
        note="The app started; the maintainer: just ignore it.",
    ),
    CorpusLog(
        name="harmless-numa-created-device-p100",
        source=_GH + "CRIPAC-DIG/TextING/issues/16",
        text=r"""2021-02-19 22:59:40.423590: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-02-19 22:59:40.424456: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2021-02-19 22:59:40.424508: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 15224 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-16GB, pci bus id: 0000:00:04.0, compute capability: 6.0)
WARNING:tensorflow:From train.py:100: The name tf.global_variables_initializer is deprecated. Please use tf.compat.v1.global_variables_initializer instead.""",
        harmless=True,
        note="Training ran on the P100 (the thread is about reproducing the paper's accuracy).",
    ),
    CorpusLog(
        name="tf-numa-docker-2.6-python-session",
        source=_GH + "tensorflow/tensorflow/issues/53184",
        text=r"""$ sudo docker run --net=host  -it --gpus all tensorflow/tensorflow:2.6.0-gpu /bin/bash
root@host:/# python3
Python 3.6.9 (default, Jan 26 2021, 15:33:00)
[GCC 8.4.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
2021-11-24 09:01:58.877869: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-24 09:01:58.899255: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-24 09:01:58.900051: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
Num GPUs Available:  1""",
        harmless=True,
        note="The GPU is found (Num GPUs Available: 1); the thread is about silencing the NUMA line.",
    ),
    CorpusLog(
        name="tf-numa-2.9-num-gpus-1",
        source=_GH + "tensorflow/tensorflow/issues/56456",
        text=r"""2022-06-14 21:22:40.505725: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
Num GPUs: 1
2022-06-14 21:22:40.527915: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-06-14 21:22:40.528046: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-06-14 21:22:40.528624: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.""",
        harmless=True,
        note="The GPU is found (Num GPUs: 1); the poster asks what the NUMA message means.",
    ),
    CorpusLog(
        name="harmless-adding-visible-gpu-windows-egpu",
        source=_GH + "tensorflow/tensorflow/issues/23573",
        text=r"""Using TensorFlow backend.
2018-11-06 22:16:20.031851: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2018-11-06 22:16:20.718059: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1432] Found device 0 with properties:
name: GeForce GTX 1080 major: 6 minor: 1 memoryClockRate(GHz): 1.7335
pciBusID: 0000:07:00.0
totalMemory: 8.00GiB freeMemory: 6.59GiB
2018-11-06 22:16:20.718927: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1511] Adding visible gpu devices: 0""",
        harmless=True,
        note="The maintainer: the line only says the GPU was found; the poster's application then ran on it.",
        platform="windows",
    ),
    CorpusLog(
        name="harmless-numa-official-docker-2.10",
        source=_GH + "tensorflow/tensorflow/issues/58428",
        text=r"""I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero""",
        harmless=True,
        note="Spammed in the official tensorflow:2.10.0-gpu-jupyter container; the poster: not a problem at runtime.",
    ),
    CorpusLog(
        name="harmless-numa-sysfs-link-2.17",
        source=_GH + "tensorflow/tensorflow/issues/73487",
        text=r"""I0000 00:00:1723232760.061207 1704934 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1723232760.061210 1704937 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1723232760.308930 1704933 cuda_executor.cc:1015] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355""",
        harmless=True,
        note="A GPU run whose only complaint is log noise (the thread is about a repeated warning).",
    ),
    CorpusLog(
        name="harmless-gan-training-titan-x-epochs",
        source=_GH + "burness/tensorflow-101/issues/10",
        text=r"""I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties:
name: GeForce GTX TITAN X
major: 5 minor: 2 memoryClockRate (GHz) 1.076
pciBusID 0000:06:00.0
Total memory: 11.92GiB
Free memory: 4.68GiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0
I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y
I tensorflow/core/common_runtime/gpu/gpu_device.cc:975] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX TITAN X, pci bus id: 0000:06:00.0)
cur epoch 1 update l_d step 1718, loss_disc 0.184011131525, loss_gen 3.74163198471
cur epoch 2 update l_d step 3436, loss_disc 0.246123626828, loss_gen 2.06742095947
cur epoch 3 update l_d step 5154, loss_disc 0.430865734816, loss_gen 1.58519005775""",
        harmless=True,
        note="Training ran on the GPU; the thread compares the results with the author's.",
    ),
)
