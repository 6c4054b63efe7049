# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-ninth set of real output quoted by container-image and cluster GPU documentation, read as files (code corpus): the saved notebook outputs of iot-salzburg/gpu-jupyter (the GPU-Jupyter image's own GPU test notebooks, across the image's releases, 2019-2025), the NVIDIA GPU Operator troubleshooting page (NVIDIA/cloud-native-docs, gpu-operator/troubleshooting.rst), the ai-docker troubleshooting page (ksandom/ai-docker), the Apptainer GPU page (apptainer/apptainer-userdocs, gpu.rst) and the NVIDIA device plugin's CDI page (NVIDIA/k8s-device-plugin, docs/cdi.md).

Broken kinds held: TensorFlow 2.15 installed by pip into an image built on the CUDA 11.8 runtime
(TensorFlow 2.15 wants CUDA 12: the CUDA libraries cannot be loaded, no GPU registered), a conda
'tensorflow=1.13' (the CPU build) in an image whose PyTorch sees the GPU, a GPU whose infoROM is
corrupt (the GPU Operator's driver validation fails on nvidia-smi's return code 14), a Kubernetes
node whose container runtime has no 'nvidia' handler, Docker without the NVIDIA Container Toolkit,
CUDA_ERROR_UNKNOWN in an Apptainer container because the driver stack (nvidia_uvm) was not
initialised on the host, and 'NVML: Unknown error' in a pod that lost its devices. Broken: 7
(prose only: 1); working runs: 3 (the image's test notebook and TensorBoard example running on
the GPU among NUMA, TensorRT and 'factory already registered' lines). All are files: for the notebooks the cause is confirmed by the same file at the image's
next release (the stated change, then the GPU listed), for the pages by the page's own statement.

Left out: the GPU Operator page's 'GPU Feature Discovery crashing' entry (its cause is 'likely a
driver/hardware issue', the two not told apart), its Xid entries (no cause stated beyond a link
to NVIDIA's Xid page), the gpu-jupyter README's 'No GPU available' entry (nvidia-container-cli 'driver error',
cause not stated beyond 'install the required drivers'), an April 2021 gpu-jupyter notebook that
lists XLA_GPU but no GPU (the next saved run is from 2023, after many changes), a fork's copy of the
gpu-jupyter notebook (miguelaxa/gpu-jupyter, 2024) much like the 2025 working run, and the
Apptainer page's 2019 TensorFlow listing (cut before any GPU device is created).

At first look (the doctor of commit f8714de) the cause was named in 2 of the 7 broken logs, both
first (the CUDA 11.8 image, also naming and-cuda-extra-missing, and the missing toolkit); the 3
working runs were not flagged. Missed (nothing named): the CPU-only conda build seen only as a
device list without a GPU beside nvidia-smi and PyTorch's True, the infoROM warning with return
code 14, kubelet's 'no runtime for "nvidia" is configured', the bare 'NVML: Unknown error', and
the prose CUDA_ERROR_UNKNOWN in a container.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gpu-jupyter-tf215-pip-in-cuda118-image-cannot-dlopen-gpu-libraries",
        source=_GH
        + "iot-salzburg/gpu-jupyter/blob/59c7f019cee75ccda3ab591ac0551f3074f1790a/extra/Getting_Started/GPU-processing.ipynb",
        text=r"""!nvidia-smi
Thu Dec 14 17:16:30 2023       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 520.61.05    Driver Version: 520.61.05    CUDA Version: 11.8     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  NVIDIA RTX A6000    On   | 00000000:41:00.0 Off |                  Off |
| 30%   49C    P8    27W / 300W |      5MiB / 49140MiB |      0%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+
|   1  NVIDIA RTX A6000    On   | 00000000:61:00.0 Off |                  Off |
| 35%   63C    P2    90W / 300W |   9635MiB / 49140MiB |      0%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+
                                                                               
+-----------------------------------------------------------------------------+
| Processes:                                                                  |
|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |
|        ID   ID                                                   Usage      |
|=============================================================================|
+-----------------------------------------------------------------------------+

import torch
torch.cuda.is_available()
True

import tensorflow as tf
from tensorflow.python.client import device_lib
print(tf.config.list_physical_devices('XLA_GPU'))
device_lib.list_local_devices()
2023-12-14 17:16:32.448916: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
2023-12-14 17:16:32.472734: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2023-12-14 17:16:32.472758: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2023-12-14 17:16:32.473445: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2023-12-14 17:16:32.477355: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
2023-12-14 17:16:32.477730: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-12-14 17:16:33.173733: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
[]
2023-12-14 17:16:33.915841: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2023-12-14 17:16:33.916057: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2023-12-14 17:16:33.916926: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2256] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2023-12-14 17:16:34.083985: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2023-12-14 17:16:34.084152: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2023-12-14 17:16:34.084263: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2256] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
[name: "/device:CPU:0"
 device_type: "CPU"
 memory_limit: 268435456
 locality {
 }
 incarnation: 14747982026689315297
 xla_global_id: -1]""",
        expected_cause="cuda-libraries-missing",
        note="2023. GPU-Jupyter's GPU test notebook as saved with the commit 'Upgrade TF to 2.15 and update sample code': the image was built FROM nvidia/cuda:11.8.0-cudnn8-runtime-ubuntu22.04 with 'pip install --no-cache-dir tensorflow==2.15.0' (TensorFlow 2.15 is built for CUDA 12), so the CUDA runtime TensorFlow wants cannot be loaded ('Could not find cuda drivers on your machine', from cudart_stub) and no GPU is registered while PyTorch sees it. Confirmed by the same repository's next releases: 'updated to cuda 12' (base image nvidia/cuda:12.0.1-cudnn8-runtime-ubuntu22.04) and 'update libcudnn8 to install TF RTX requirements' (e28e2a7), with which the same notebook shows 'Created device /device:GPU:0 ... NVIDIA GeForce RTX 3060 Laptop GPU'. Odd: the fixed run is from another machine (driver 526.56); the host here runs driver 520.61.05, which would itself be too old for a CUDA 12 image.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-2019-conda-tensorflow113-cpu-build-no-gpu-device",
        source=_GH
        + "iot-salzburg/gpu-jupyter/blob/e3a0bf279969659991bb9b919078d984551394b6/extra/Getting_Started/GPU-processing.ipynb",
        text=r"""!nvidia-smi
Fri Dec 20 09:42:29 2019       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.26       Driver Version: 440.26       CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce RTX 207...  Off  | 00000000:01:00.0 Off |                  N/A |
|  0%   54C    P0    38W / 215W |    204MiB /  7974MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
                                                                               
+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID   Type   Process name                             Usage      |
|=============================================================================|
+-----------------------------------------------------------------------------+

import torch
torch.cuda.is_available()
True

from tensorflow.python.client import device_lib
device_lib.list_local_devices()
[name: "/device:CPU:0"
 device_type: "CPU"
 memory_limit: 268435456
 locality {
 }
 incarnation: 891330946073693377, name: "/device:XLA_CPU:0"
 device_type: "XLA_CPU"
 memory_limit: 17179869184
 locality {
 }
 incarnation: 9415777875944419380
 physical_device_desc: "device: XLA_CPU device"]""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. GPU-Jupyter's GPU test notebook as saved in December 2019: the image installed TensorFlow with \"conda install 'tensorflow=1.13*'\" (the CPU build; the line '# RUN pip install --upgrade tensorflow-gpu' was commented out), so TensorFlow lists only CPU and XLA_CPU while nvidia-smi and PyTorch see the RTX 2070. Confirmed by the next release of the same repository (b8ad195, 'remove start scripts, updated GPU tests'), which replaced it with 'tensorflow-gpu' on nvidia/cuda:10.1-base and whose saved notebook lists '/device:GPU:0 ... GeForce RTX 2070 SUPER'. Output only, no log lines.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-docs-driver-validation-inforom-corrupted-rc14",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
        text=r"""| NVIDIA-SMI 470.82.01    Driver Version: 470.82.01    CUDA Version: 11.4     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  Tesla P100-PCIE...  On   | 00000000:0B:00.0 Off |                    0 |
| N/A   42C    P0    29W / 250W |      0MiB / 16280MiB |      0%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+

+-----------------------------------------------------------------------------+
| Processes:                                                                  |
|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |
|        ID   ID                                                   Usage      |
|=============================================================================|
|  No running processes found                                                 |
+-----------------------------------------------------------------------------+
WARNING: infoROM is corrupted at gpu 0000:0B:00.0
14""",
        expected_cause="gpu-hardware-fault",
        note="2023 (section added December 2023). NVIDIA GPU Operator troubleshooting page, 'infoROM is corrupted (nvidia-smi return code 14)': 'The nvidia-operator-validator pod fails and nvidia-driver-daemonsets fails as well. The output from the driver validation container indicates that the infoROM is corrupt' (this output, from kubectl logs ... -c driver-validation); 'Return code 14 - infoROM is corrupted'; Action: 'Replace the faulty GPU.'",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-docs-kubelet-no-runtime-for-nvidia-configured",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
        text=r"""Warning  FailedCreatePodSandBox  2m37s (x94 over 22m)  kubelet            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured""",
        expected_cause="container-runtime-not-configured",
        note="2025. NVIDIA GPU Operator troubleshooting page, 'No runtime for \"nvidia\" is configured' (kubectl describe of a gpu-operator pod). Root Cause: 'This means that the RuntimeClass is unable to find the runtime handler named \"nvidia\" in your container runtime's configuration. The runtime handler is added by the nvidia-container-toolkit, so this error message is likely related to startup issues with nvidia-container-toolkit'; Action: check the toolkit pod's logs and that the containerd/CRI-O configuration has the 'nvidia' handler. The Kubernetes (containerd/CRI-O) form of Docker not knowing the nvidia runtime. Odd: the same page's 'GPU Operator Validator: Failed to Create Pod Sandbox' entry shows the same event when the nouveau module keeps the driver container from loading the nvidia module.",
        platform="linux",
    ),
    CorpusLog(
        name="ai-docker-docs-could-not-select-device-driver-gpu",
        source=_GH
        + "ksandom/ai-docker/blob/92571c2b91b36278e85b9d69fe791d1c33f7dfb4/docs/troubleShooting.md",
        text=r"""docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]""",
        expected_cause="container-toolkit-missing",
        note="2025. ai-docker (Docker images for AI tools, GPU containers started with --gpus) troubleshooting page, 'Common problems': this line under 'Looks like', and the Solution: 'Install nvidia-container-toolkit' (link to NVIDIA's install guide).",
        platform="linux",
    ),
    CorpusLog(
        name="apptainer-docs-cuda-error-unknown-in-container-prose",
        source=_GH
        + "apptainer/apptainer-userdocs/blob/94391c5b60ebfa8f0567fc5fd62cbe5ded9cc5ef/gpu.rst",
        text=r"""CUDA_ERROR_UNKNOWN when everything seems to be correctly configured""",
        expected_cause="cuinit-unknown-error",
        note="2019 (the page's Troubleshooting section since the GPU page was written; kept in the Apptainer and Singularity user guides). Prose only: the symptom as the page states it, for CUDA programs such as TensorFlow run with --nv in an Apptainer container. The page: 'CUDA depends on multiple kernel modules being loaded. Not all of the modules are loaded at system startup. Some portions of the NVIDA driver stack are initialized when first needed. This is done using a setuid root binary ... In {Project} containers, privilege escalation is blocked, so the setuid root binary cannot initialize the driver stack fully. If you experience CUDA_ERROR_UNKNOWN in a container, initialize the driver stack on the host first, by running a CUDA program there or modprobe nvidia_uvm as root, and using nvidia-persistenced to avoid driver unload.'",
        platform="linux",
    ),
    CorpusLog(
        name="k8s-device-plugin-docs-nvml-unknown-error-container-lost-devices",
        source=_GH
        + "NVIDIA/k8s-device-plugin/blob/1b826acc6af3079d8923bac395c3124b8861a9a6/docs/cdi.md",
        text=r"""NVML: Unknown error""",
        expected_cause="container-lost-gpu-access",
        note="2024. NVIDIA k8s-device-plugin documentation, 'Using CDI with the NVIDIA Device Plugin': CDI injection 'may resolve issues around a container losing access to devices under container updates. These typically manifest as: NVML: Unknown error in the container.' The line as the page quotes it, seen inside a GPU pod.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="gpu-jupyter-tensorboard-notebook-tf210-trains-on-rtx2070super",
        source=_GH
        + "iot-salzburg/gpu-jupyter/blob/efded9612bcd1860e8feb0ba6188155cd91ce7e4/extra/Getting_Started/tensorboard/tensorboard_with_tensorflow.ipynb",
        text=r"""import tensorflow as tf
import datetime
2023-03-06 10:51:15.118111: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-03-06 10:51:15.217654: E tensorflow/stream_executor/cuda/cuda_blas.cc:2981] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2023-03-06 10:51:15.671297: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory
2023-03-06 10:51:15.671357: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvinfer_plugin.so.7: cannot open shared object file: No such file or directory
2023-03-06 10:51:15.671377: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.

model = create_model()
model.compile(optimizer='adam',
              loss='sparse_categorical_crossentropy',
              metrics=['accuracy'])

log_dir = "logs/fit/" + datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
tensorboard_callback = tf.keras.callbacks.TensorBoard(log_dir=log_dir, histogram_freq=1)

model.fit(x=x_train, 
          y=y_train, 
          epochs=5, 
          validation_data=(x_test, y_test), 
          callbacks=[tensorboard_callback])
2023-03-06 10:51:16.792703: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:16.816039: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:16.816173: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:16.816790: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-03-06 10:51:16.817127: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:16.817237: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:16.817332: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:17.308525: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:17.308658: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:17.308758: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:980] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-03-06 10:51:17.308838: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6574 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2070 SUPER, pci bus id: 0000:01:00.0, compute capability: 7.5
Epoch 1/5
1875/1875 [==============================] - 11s 6ms/step - loss: 0.2203 - accuracy: 0.9343 - val_loss: 0.1090 - val_accuracy: 0.9677
Epoch 2/5
1875/1875 [==============================] - 10s 6ms/step - loss: 0.0959 - accuracy: 0.9710 - val_loss: 0.0805 - val_accuracy: 0.9748
Epoch 3/5
1875/1875 [==============================] - 10s 6ms/step - loss: 0.0688 - accuracy: 0.9782 - val_loss: 0.0641 - val_accuracy: 0.9805
Epoch 4/5
1875/1875 [==============================] - 10s 5ms/step - loss: 0.0534 - accuracy: 0.9834 - val_loss: 0.0631 - val_accuracy: 0.9814
Epoch 5/5
1875/1875 [==============================] - 10s 5ms/step - loss: 0.0426 - accuracy: 0.9862 - val_loss: 0.0681 - val_accuracy: 0.9779
<keras.callbacks.History at 0x7f465c755000>""",
        expected_cause=None,
        harmless=True,
        note="2023. GPU-Jupyter's TensorBoard example notebook as saved with the commit 'adding tensorboard examples' (image with TensorFlow 2.10.1 on nvidia/cuda:11.6.2-cudnn8-runtime): the import prints the cuBLAS 'factory already registered' line and libnvinfer.so.7 not found (TensorRT), then fit() prints NUMA notices, creates /device:GPU:0 on the RTX 2070 SUPER and trains five epochs (about 10 s each). The same file goes on to the GradientTape training. The run worked on the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-notebook-tf216-numa-file-notices-gpu-created",
        source=_GH
        + "iot-salzburg/gpu-jupyter/blob/b39092042e8acd7a80f8e6fb7df54aae08b3880a/extra/Getting_Started/GPU-processing.ipynb",
        text=r"""import tensorflow as tf
# NUMA warnings are no problem
print(tf.test.is_built_with_cuda(), tf.config.list_physical_devices('GPU'))

from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())
2024-04-08 16:12:05.608277: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-04-08 16:12:06.372910: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
True [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 5065807306722951698
xla_global_id: -1
, name: "/device:GPU:0"
device_type: "GPU"
memory_limit: 3774873600
locality {
  bus_id: 1
  links {
  }
}
incarnation: 18240998582538193189
physical_device_desc: "device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6"
xla_global_id: 416903419
]
2024-04-08 16:12:07.257260: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:984] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-04-08 16:12:07.258537: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:984] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
...
2024-04-08 16:12:07.390289: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2019] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
2024-04-08 16:12:07.390350: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1928] Created device /device:GPU:0 with 3600 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6

# Test GPU-calculation in TF
with tf.device('/gpu:0'):
    a = tf.Variable(tf.random.uniform(shape=(100, 100)), name="a")
    b = tf.matmul(a, a)
    del a

np.mean(b)
2024-04-08 16:12:07.398413: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:984] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-04-08 16:12:07.398507: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:984] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
...
2024-04-08 16:12:07.398727: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2019] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
2024-04-08 16:12:07.398769: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1928] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3600 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
24.57181""",
        expected_cause=None,
        harmless=True,
        note="2024. GPU-Jupyter's GPU test notebook as saved with the commit 'update to v1.7 CUDA 12.3' (TensorFlow 2.16.1 on nvidia/cuda:12.3.2-cudnn9-runtime, a laptop RTX 3060 under a kernel without NUMA files): the notebook's own comment 'NUMA warnings are no problem'; TensorFlow lists the GPU, creates /device:GPU:0 and the matmul on '/gpu:0' returns 24.57181. TensorRT not found is a notice. The repeated NUMA lines are cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-notebook-tf218-factory-registered-gpu-matmul",
        source=_GH
        + "iot-salzburg/gpu-jupyter/blob/4fe70adc3f4dbcd62674a7eab165a58d504236be/extra/Getting_Started/GPU-processing.ipynb",
        text=r"""import tensorflow as tf

tf.random.set_seed(RANDOM_SEED)
# print TensorFlow version
print(f"Tensorflow version: '{tf.__version__}'")

# print GPU support via CUDA (NUMA warnings are no problem)
print(tf.test.is_built_with_cuda(), tf.config.list_physical_devices('GPU'))

from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())
2025-02-28 13:45:27.152695: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1740750327.168237    2069 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1740750327.172865    2069 cuda_blas.cc:1418] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2025-02-28 13:45:27.191600: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
Tensorflow version: '2.18.0'
True [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 3457522988752085538
xla_global_id: -1
, name: "/device:GPU:0"
device_type: "GPU"
memory_limit: 3760193536
locality {
  bus_id: 1
  links {
  }
}
incarnation: 18019360743414494751
physical_device_desc: "device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6"
xla_global_id: 416903419
]
I0000 00:00:1740750330.604077    2069 gpu_device.cc:2022] Created device /device:GPU:0 with 3586 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6

# Test GPU-calculation in TF
with tf.device('/gpu:0'):
    a = tf.Variable(tf.random.uniform(shape=(100, 100)), name="a")
    b = tf.matmul(a, a)
    del a

np.mean(b)
I0000 00:00:1740750330.614717    2069 gpu_device.cc:2022] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3586 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
np.float32(25.162207)""",
        expected_cause=None,
        harmless=True,
        note="2025. GPU-Jupyter's GPU test notebook as saved with the commit 'upgrade to Ubuntu 24.04, CUDA 12.6' (TensorFlow 2.18.0): the cuFFT/cuDNN/cuBLAS 'Unable to register ... factory' lines at import, then the GPU listed, /device:GPU:0 created on the RTX 3060 Laptop GPU and the matmul on '/gpu:0' returning 25.162207. The run worked on the GPU.",
        platform="linux",
    ),
)
