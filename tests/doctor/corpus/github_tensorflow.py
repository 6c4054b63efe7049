# ruff: noqa: E501 - log lines are quoted verbatim
"""Logs from threads of the tensorflow/tensorflow repository, with the cause the thread confirmed."""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_TF = "https://github.com/tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="tf-python-3.12-windows-pip",
        source=_TF + "62054",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-version-unsupported",
        note="Python 3.12.0 on Windows before TensorFlow had wheels for it; Python 3.10 worked.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-python-3.13-pip-notice",
        source=_TF + "85298",
        text=r"""> pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)

[notice] A new release of pip is available: 24.2 -> 24.3.1
[notice] To update, run: python.exe -m pip install --upgrade pip
ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-version-unsupported",
        note="Python 3.13; a maintainer confirmed no release supported it yet.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-python-3.13-windows-prompt",
        source=_TF + "79349",
        text=r"""C:\Users\alice> pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-version-unsupported",
        note="Python 3.13.0; the reply names the supported 3.9-3.12.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-2.1-pinned-on-python-3.8",
        source=_TF + "39130",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow==2.1.0 (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4)
ERROR: No matching distribution found for tensorflow==2.1.0""",
        expected_cause="python-version-unsupported",
        note="Python 3.8 had only the 2.2 release candidates; the poster found the Python version was the cause.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-32-bit-python-windows-wheel",
        source=_TF + "30158",
        text=r"""ERROR: https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-1.13.1-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform.""",
        expected_cause=None,
        note="32-bit Python on Windows (TensorFlow ships 64-bit wheels only); reinstalling 64-bit Python fixed it. No catalogue ID for a 32-bit interpreter.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-ptxas-sm86-cuda-11.0-rtx3090",
        source=_TF + "46933",
        text=r"""2021-02-04 08:52:12.943009: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'""",
        expected_cause=None,
        note="ptxas from CUDA 11.0 does not know the RTX 3090's sm_86; TensorFlow falls back to the driver's compiler (slower, works). No catalogue ID for a ptxas too old for the GPU.",
    ),
    CorpusLog(
        name="tf-ptxas-sm86-cuda-11.1-nvidia-smi",
        source=_TF + "45590",
        text=r"""2020-12-14 01:30:45.379556: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'
(venv)alice@host:~/git/smot$ nvidia-smi
Mon Dec 14 01:34:58 2020
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 455.38       Driver Version: 455.38       CUDA Version: 11.1     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  GeForce RTX 3090    Off  | 00000000:21:00.0  On |                  N/A |""",
        expected_cause=None,
        note="ptxas of the installed CUDA toolkit does not know sm_86 (RTX 3090); TensorFlow falls back to the driver. No catalogue ID for it.",
    ),
    CorpusLog(
        name="tf-driver-insufficient-windows-many-devices",
        source=_TF + "8526",
        text=r"""Failed to initialize CUDA device #105: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #106: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #107: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #108: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #109: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #110: CUDA driver version is insufficient for CUDA runtime version
Failed to initialize CUDA device #111: CUDA driver version is insufficient for CUDA runtime version
3.0""",
        expected_cause="driver-too-old",
        note="Driver 368.71 too old for the CUDA runtime; the maintainer's answer was to upgrade the driver.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-compute-capability-3.0-k2000m",
        source=_TF + "17445",
        text=r"""name: Quadro K2000M major: 3 minor: 0 memoryClockRate(GHz): 0.745
pciBusID: 0000:01:00.0
totalMemory: 1.95GiB freeMemory: 977.81MiB
2018-03-05 13:43:54.533246: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1283] Ignoring visible gpu device (device: 0, name: Quadro K2000M, pci bus id: 0000:01:00.0, compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.""",
        expected_cause="compute-capability-too-old",
        note="Binary builds need compute capability 3.5; confirmed by a maintainer.",
    ),
    CorpusLog(
        name="tf-compute-capability-3.0-windows-660m",
        source=_TF + "6083",
        text=r"""name: GeForce GTX 660M
major: 3 minor: 0 memoryClockRate (GHz) 0.95
pciBusID 0000:01:00.0
Total memory: 2.00GiB
Free memory: 1.64GiB

I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\gpu\gpu_device.cc:948] Ignoring visible gpu device (device: 0, name: GeForce GTX 660M, pci bus id: 0000:01:00.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.""",
        expected_cause="compute-capability-too-old",
        note="The pip package was built for 3.5 and 5.2 only (maintainer's answer).",
        platform="windows",
    ),
    CorpusLog(
        name="tf-compute-capability-3.0-grid-k520",
        source=_TF + "29",
        text=r"""	tensorflow/core/common_runtime/gpu/gpu_init.cc:88] Found device 0 with properties:
	name: GRID K520
	major: 3 minor: 0 memoryClockRate (GHz) 0.797
	pciBusID 0000:00:03.0
	Total memory: 4.00GiB
	Free memory: 3.95GiB
	I tensorflow/core/common_runtime/gpu/gpu_init.cc:112] DMA: 0
	I tensorflow/core/common_runtime/gpu/gpu_init.cc:122] 0:   Y
	I tensorflow/core/common_runtime/gpu/gpu_device.cc:611] Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.
	I tensorflow/core/common_runtime/gpu/gpu_device.cc:611] Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.""",
        expected_cause="compute-capability-too-old",
        note="GRID K520 (EC2 g2) has compute capability 3.0; the build required 3.5.",
    ),
    CorpusLog(
        name="tf-compute-capability-3.0-ec2-g2-device-assign",
        source=_TF + "112",
        text=r"""    tensorflow/core/common_runtime/gpu/gpu_device.cc:611
     Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0)
    with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.
    Invalid argument: Cannot assign a device to node 'Const/_2': Could not satisfy explicit device specification '/gpu:0'
	 [[Node: Const/_2 = Const[dtype=DT_INT32, value=Tensor<type: int32 shape: [] values: 0>, _device="/gpu:0"]()]])""",
        expected_cause="compute-capability-too-old",
        note="Duplicate of the GRID K520 (compute capability 3.0) report.",
    ),
    CorpusLog(
        name="tf-windows-2.11-is-built-with-cuda-false",
        source=_TF + "60156",
        text=r"""import tensorflow as tf
print(tf.test.is_build_with_cuda()) #  false is returned
tf.config.list_physical_devices('GPU') # [] is returned

import torch
torch.cuda.is_available() # true is returned""",
        expected_cause="windows-native-no-gpu",
        note="TensorFlow 2.11 on native Windows 11; the reply: no GPU support on native Windows after 2.10.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-windows-2.12-spyder-device-lib",
        source=_TF + "60269",
        text=r"""from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())

[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 17504734730771000338
xla_global_id: -1
]""",
        expected_cause="windows-native-no-gpu",
        note="TensorFlow 2.12 on Windows 11; the reply: GPU support on native Windows ended with 2.10.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-windows-2.12.1-is-gpu-available-empty",
        source=_TF + "62322",
        text=r"""TensorFlow Version: 2.12.1
Is GPU Available: []""",
        expected_cause="windows-native-no-gpu",
        note="Windows 11 with TensorFlow 2.12.1; no native Windows GPU build after 2.10.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-windows-2.12-num-gpus-zero",
        source=_TF + "60172",
        text=r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
tf.config.list_physical_devices('GPU')
tf.config.list_physical_devices()
Num GPUs Available:  0
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]""",
        expected_cause="windows-native-no-gpu",
        note="TensorFlow 2.12.0 on Windows 11 with Python 3.11; no native Windows GPU build after 2.10.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-windows-2.18-rtx4080-cpu-only",
        source=_TF + "85006",
        text=r"""import tensorflow as tf
physical_devices = tf.config.list_physical_devices()
print(physical_devices)

[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]""",
        expected_cause="windows-native-no-gpu",
        note="TensorFlow 2.18 on Windows 11; closed as a duplicate of the native-Windows GPU question.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-2.1-windows-cuda-10.2-not-10.1",
        source=_TF + "38090",
        text=r"""tf.config.list_physical_devices(None)

[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]""",
        expected_cause="cuda-libraries-missing",
        note="TensorFlow 2.1 needs CUDA 10.1; the poster had 10.2, installed 10.1 and the GPU was found. The log holds no library line.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-2.1-libcudart-10.1-with-cuda-10.2",
        source=_TF + "36294",
        text=r"""Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory
2020-01-28 21:41:28.276270: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.6
2020-01-28 21:41:28.277129: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer_plugin.so.6""",
        expected_cause="cuda-libraries-missing",
        note="TensorFlow 2.1 looks for CUDA 10.1 libraries; CUDA 10.2 was installed.",
    ),
    CorpusLog(
        name="tf-numa-docker-2.6-python-session",
        source=_TF + "53184",
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
        source=_TF + "56456",
        text=r"""2022-06-14 21:22:40.505725: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
Num GPUs: 1
2022-06-14 21:22:40.527915: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-06-14 21:22:40.528046: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-06-14 21:22:40.528624: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.""",
        harmless=True,
        note="The GPU is found (Num GPUs: 1); the poster asks what the NUMA message means.",
    ),
)
