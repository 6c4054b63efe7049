# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
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
        expected_cause="python-32-bit",
        note="32-bit Python on Windows (TensorFlow ships 64-bit wheels only); reinstalling 64-bit Python fixed it. The refused win_amd64 wheel only suggests it.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-ptxas-sm86-cuda-11.0-rtx3090",
        source=_TF + "46933",
        text=r"""2021-02-04 08:52:12.943009: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'""",
        expected_cause="ptxas-too-old",
        note="ptxas from CUDA 11.0 does not know the RTX 3090's sm_86; TensorFlow falls back to the driver's compiler (slower, works).",
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
        expected_cause="ptxas-too-old",
        note="ptxas of the installed CUDA toolkit does not know sm_86 (RTX 3090); TensorFlow falls back to the driver.",
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
        # What native Windows installs from 2.11 on: a build without CUDA.
        consequences=frozenset({"tensorflow-cpu-only-build"}),
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
        name="tf-2.9-windows-cudart64-110-pycharm",
        source=_TF + "57103",
        text=r"""C:\Users\alice\PycharmProjects\pythonProject\venv\Scripts\python.exe C:/Users/alice/PycharmProjects/pythonProject/module_one.py
2022-08-11 14:21:29.345331: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2022-08-11 14:21:29.345439: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
TensorFlow version: 2.9.1

Process finished with exit code 0""",
        expected_cause="cuda-libraries-missing",
        note="TensorFlow 2.9 on Windows with a GPU but without the CUDA 11.2 / cuDNN 8.1 runtime (the maintainer's reply).",
        platform="windows",
    ),
    CorpusLog(
        name="tf-2.4-windows-cudart64-110-dll-directory",
        source=_TF + "48868",
        text=r"""Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found""",
        expected_cause="cuda-libraries-missing",
        note="The CUDA bin folder was not on the DLL search path; os.add_dll_directory before the import fixed it for several posters.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-2.1-cannot-dlopen-cuda-10.2",
        source=_TF + "34287",
        text=r"""Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2020-04-06 10:30:18.954700: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1096] Device interconnect StreamExecutor with strength 1 edge matrix:""",
        expected_cause="cuda-libraries-missing",
        note="TensorFlow 2.1 with CUDA 10.2 (it needs 10.1); the maintainer: put CUDA, cuDNN and CUPTI on the library path.",
    ),
    CorpusLog(
        name="tf-2.12-cannot-dlopen-no-library-path",
        source=_TF + "60646",
        text=r"""W tensorflow/core/common_runtime/gpu/gpu_device.cc:1956] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
[]""",
        expected_cause="cuda-libraries-missing",
        note="CUDA and cuDNN installed but the library path was never set (the poster skipped it).",
    ),
    CorpusLog(
        name="tfjs-node-gpu-libcudart-11",
        source=_TF + "74459",
        text=r"""2024-08-24 15:40:49.275109: I tensorflow/core/util/util.cc:169] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2024-08-24 15:40:49.279326: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2024-08-24 15:40:49.279356: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.""",
        expected_cause="cuda-libraries-missing",
        note="tfjs-node-gpu needs the CUDA 11 runtime, which was not installed.",
    ),
    CorpusLog(
        name="tf-1.x-import-libcublas-8.0-missing",
        source=_TF + "23003",
        text=r"""Traceback (most recent call last):
  File "retrain.py", line 132, in <module>
    import tensorflow as tf
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 72, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory

Failed to load the native TensorFlow runtime.""",
        expected_cause="cuda-libraries-missing",
        note="A TensorFlow 1.x GPU build linked against CUDA 8.0's cuBLAS, which the machine lacks (the import error names it).",
    ),
    CorpusLog(
        name="tf-1.x-import-libcublas-8.0-user-site",
        source=_TF + "14280",
        text=r"""Traceback (most recent call last):
  File "/home/alice/.local/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/alice/.local/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/alice/.local/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/lib/python3.5/imp.py", line 242, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/lib/python3.5/imp.py", line 342, in load_dynamic
    return _load(spec)
ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "<stdin>", line 1, in <module>""",
        expected_cause="cuda-libraries-missing",
        note="tensorflow-gpu built for CUDA 8.0 without its cuBLAS on the library path (the import error names it).",
    ),
    CorpusLog(
        name="tf-2.16-windows-built-with-cuda-false",
        source=_TF + "68236",
        text=r"""import tensorflow as tf
print("TensorFlow version:", tf.__version__)
print("Is GPU available?", tf.config.list_physical_devices('GPU'))
print("Is TensorFlow built with CUDA?:", tf.test.is_built_with_cuda())

result:
TensorFlow version: 2.16.1
Is GPU available? []
Is TensorFlow built with CUDA?: False""",
        expected_cause="windows-native-no-gpu",
        note="TensorFlow 2.16.1 on native Windows 10 (an RTX 4070 SUPER); no GPU build after 2.10.",
        platform="windows",
        consequences=frozenset({"tensorflow-cpu-only-build"}),
    ),
    CorpusLog(
        name="tf-nightly-aarch64-wheel-not-cuda",
        source=_TF + "121157",
        text=r"""Successfully installed absl-py-2.4.0 astunparse-1.6.3 certifi-2026.5.20 charset_normalizer-3.4.7 flatbuffers-25.12.19 gast-0.7.0 google_pasta-0.2.0 grpcio-1.81.1 h5py-3.14.0 idna-3.18 keras-nightly-3.15.0.dev2026061305 libclang-18.1.1 markdown-it-py-4.2.0 mdurl-0.1.2 ml_dtypes-0.5.4 namex-0.1.0 numpy-2.4.6 nvidia-cublas-cu12-12.9.2.10 nvidia-cuda-cccl-cu12-12.9.27 nvidia-cuda-cupti-cu12-12.9.79 nvidia-cuda-nvcc-cu12-12.9.86 nvidia-cuda-nvrtc-cu12-12.9.86 nvidia-cuda-runtime-cu12-12.9.79 nvidia-cudnn-cu12-9.23.1.3 nvidia-cufft-cu12-11.4.1.4 nvidia-curand-cu12-10.3.10.19 nvidia-cusolver-cu12-11.7.5.82 nvidia-cusparse-cu12-12.5.10.65 nvidia-nccl-cu12-2.30.7 nvidia-nvjitlink-cu12-12.9.86 nvidia-nvshmem-cu12-3.7.0 opt_einsum-3.4.0 optree-0.19.1 packaging-26.2 protobuf-7.35.1 pygments-2.20.0 requests-2.34.2 rich-15.0.0 setuptools-82.0.1 six-1.17.0 termcolor-3.3.0 tf-nightly-2.22.0.dev20260530 typing_extensions-4.15.0 urllib3-2.7.0 wheel-0.47.0 wrapt-2.2.1
(tf.env) [alice@host ~]$ python -c "import tensorflow as tf; print(tf.test.is_built_with_cuda())"
False""",
        expected_cause="tensorflow-cpu-only-build",
        note="The aarch64 wheels on PyPI are built without CUDA, even with the CUDA packages installed beside them.",
    ),
    CorpusLog(
        name="tf-pip-tensorflow-gpu-2.12-windows-anaconda",
        source=_TF + "62613",
        text=r"""Collecting tensorflow-gpu
  Using cached tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [44 lines of output]
      Traceback (most recent call last):
        File "C:\ProgramData\anaconda3\Lib\site-packages\setuptools\_vendor\packaging\requirements.py", line 35, in __init__
          parsed = _parse_requirement(requirement_string)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^""",
        expected_cause="tensorflow-gpu-package-removed",
        note="pip install tensorflow-gpu on Windows with Python 3.11: only the 2.12.0 stub exists for it, and it fails to build.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-pip-upgrade-tensorflow-gpu-2.10-to-2.12-windows",
        source=_TF + "60886",
        text=r"""Requirement already satisfied: tensorflow-gpu in c:\program files\python39\lib\site-packages (2.10.1)
Collecting tensorflow-gpu
  Using cached tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [39 lines of output]
      Traceback (most recent call last):
        File "C:\Program Files\Python39\lib\site-packages\setuptools\_vendor\packaging\requirements.py", line 35, in __init__
          parsed = parse_requirement(requirement_string)""",
        expected_cause="tensorflow-gpu-package-removed",
        note="2.12.0 of tensorflow-gpu is the removal stub; there is no newer tensorflow-gpu to upgrade to.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-ctx-retain-oom-shared-server",
        source=_TF + "30594",
        text=r"""Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-07-11 12:42:11.226602: W tensorflow/compiler/xla/service/platform_util.cc:240] unable to create StreamExecutor for CUDA:0: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY: out of memory; total memory reported: 11523260416
2019-07-11 12:42:11.399046: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: no supported devices found for platform CUDA
Aborted (core dumped)""",
        expected_cause="gpu-out-of-memory",
        note="Other programs on the shared server held the GPU's memory (the poster confirmed).",
    ),
    CorpusLog(
        name="tf-failed-to-allocate-free-memory-190m",
        source=_TF + "8170",
        text=r""">>>import tensorflow as tf
>>>hello=tf.constant('Hello, TensorFlow!')
>>>sess=tf.Session()
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:910] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties:
name: GeForce GTX 1080
major: 6 minor: 1 memoryClockRate (GHz) 1.7335
pciBusID 0000:01:00.0
Total memory: 7.92GiB
Free memory: 190.31MiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0
I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y
I tensorflow/core/common_runtime/gpu/gpu_device.cc:975] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX 1080, pci bus id: 0000:01:00.0)
E tensorflow/stream_executor/cuda/cuda_driver.cc:1002] failed to allocate 190.31M (199557120 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY""",
        expected_cause="gpu-out-of-memory",
        note="Another process already held nearly all of the GPU's memory (the reply: check nvidia-smi).",
    ),
)
