# ruff: noqa: E501, W293 - log lines are quoted verbatim (long, some blank lines indented)
"""A fourth set of real logs, gathered apart from the doctor's development and first scored
unseen (17 of 18 causes named then, one working run flagged): NVML mismatches in containers,
native Windows and conda-forge builds without CUDA, WSL2, pip on new Pythons, NGC banners."""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ctk-docker-nvml-driver-library-mismatch-rtx3060",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/394",
        text=r"""$ docker run --rm --gpus all nvidia/cuda:12.3.2-base-ubuntu22.04 nvidia-smi
docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown.

$ ubuntu-drivers devices
== /sys/devices/pci0000:80/0000:80:03.0/0000:81:00.0 ==
modalias : pci:v000010DEd00002503sv00007377sd00001620bc03sc00i00
vendor   : NVIDIA Corporation
model    : GA106 [GeForce RTX 3060]
driver   : nvidia-driver-550 - third-party non-free recommended
driver   : nvidia-driver-535-server - distro non-free""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The user reported that rebooting the server (or reinstalling the NVIDIA driver) made nvidia-smi and the GPU container work again.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-ppc64le-nvml-mismatch-after-yum-update",
        source="https://github.com/NVIDIA/nvidia-docker/issues/584",
        text=r"""$ nvidia-smi
Failed to initialize NVML: Function Not Found

$ sudo nvidia-docker run -it nvidia/cuda-ppc64le:8.0-cudnn6-devel-ubuntu16.04 nvidia-smi
nvidia-docker | 2017/12/21 05:04:46 Error: nvml: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="After a yum update the driver was upgraded but symlinks in /usr/lib64/nvidia still pointed at the old libnvidia-ml; relinking them to the new driver's libraries fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="tfos-aws-ami-nvml-mismatch-after-auto-upgrade",
        source="https://github.com/yahoo/TensorFlowOnSpark/issues/51",
        text=r"""Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The NVIDIA user-space library was silently upgraded from 367 to 375 under the loaded kernel module; rebooting the instance fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="win10-tf214-native-not-built-with-cuda",
        source="https://github.com/tensorflow/tensorflow/issues/62080",
        text=r"""C:\Users\user>python
Python 3.10.10 (tags/v3.10.10:aad5f6a, Feb  7 2023, 17:20:36) [MSC v.1929 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> import tensorflow as tf
>>> print(tf.test.is_built_with_cuda())
False
>>> print(tf.config.list_physical_devices('GPU'))
[]
>>>
>>> print(tf.config.list_physical_devices())
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]
>>>""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="TF 2.14 on native Windows 10; the user confirmed native-Windows GPU support is gone and solved it by moving to WSL2, where the GPU was detected.",
        platform="windows",
    ),
    CorpusLog(
        name="conda-forge-tf215-cuda120-build-actually-cpu-only",
        source="https://github.com/conda-forge/tensorflow-feedstock/issues/365",
        text=r""">>> import tensorflow as tf
2023-12-29 16:17:51.727737: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: SSE4.1 SSE4.2 AVX AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
>>> tf.test.is_built_with_cuda()
False

tensorflow                2.15.0          cuda120py311h5cbd639_1    conda-forge
tensorflow-base           2.15.0          cuda120py311h43b5e44_1    conda-forge
tensorflow-estimator      2.15.0          cuda120py311hf663016_1    conda-forge""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Feedstock maintainers found the conda-forge 2.15.0 'cuda120' packages were the same size as the CPU ones and reported is_built_with_cuda() False, i.e. the published GPU builds were really CPU-only.",
        platform="linux",
    ),
    CorpusLog(
        name="tf215rc-h100-cc90-ptx-jit-slow-start",
        source="https://github.com/tensorflow/tensorflow/issues/62320",
        text=r"""TensorFlow was not built with CUDA kernel binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.""",
        expected_cause="compute-capability-ptx-jit",
        harmless=False,
        note="TF 2.15.0rc0 on 8x H100: the wheel had no sm_90 kernels, so training worked but took very long to start while kernels were JIT-compiled from PTX.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-gpus-could-not-select-device-driver-no-toolkit",
        source="https://github.com/eduidl/ElasticFusion-Dockerfile/issues/11",
        text=r"""docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The user confirmed that installing nvidia-container-toolkit fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="ngc-pytorch-pull-then-could-not-select-device-driver",
        source="https://github.com/NVIDIA-AI-IOT/retinanet_for_redaction_with_deepstream/issues/8",
        text=r"""docker run -it --gpus all --rm --ipc=host -v $DATA_DIR:/data -v $WORKING_DIR:/src -w /src nvcr.io/nvidia/pytorch:19.09-py3

Digest: sha256:51c22009e3c3183cc4b023dc004c5d1ea12243c64a78e08063d0124f9c120683
Status: Downloaded newer image for nvcr.io/nvidia/pytorch:19.09-py3
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="Asked by an NVIDIA maintainer, the user confirmed nvidia-docker (the container toolkit) was not installed; installing it got past this error.",
        platform="linux",
    ),
    CorpusLog(
        name="win-tf012-gtx660ti-cc30-below-binary-minimum",
        source="https://github.com/tensorflow/tensorflow/issues/6125",
        text=r"""I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\gpu\gpu_device.cc:948] Ignoring visible gpu device (device: 0, name: GeForce GTX 660 Ti, pci bus id: 0000:01:00.0) with Cuda c
ompute capability 3.0. The minimum required Cuda capability is 3.5.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A maintainer confirmed the 0.12.0rc0 Windows wheel was only built for compute capability 3.5/5.2, so the cc 3.0 card was ignored (3.0 was added in later builds).",
        platform="windows",
    ),
    CorpusLog(
        name="macos-python313-no-tensorflow-wheel",
        source="https://github.com/tensorflow/tensorflow/issues/78774",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="macOS Sequoia arm64 with Python 3.13: a maintainer explained TF had no Python 3.13 wheels yet; users resolved it by installing an older Python.",
        platform="macos",
    ),
    CorpusLog(
        name="win-python313-requirements-no-tensorflow",
        source="https://github.com/efenatuyo/xool/issues/9",
        text=r"""pip install -r requirements.txt Requirement already satisfied: requests in c:\users\user\appdata\local\programs\python\python313\lib\site-packages (from -r requirements.txt (line 1)) (2.32.3) ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none) [notice] A new release of pip is available: 24.3.1 -> 25.0.1 [notice] To update, run: python.exe -m pip install --upgrade pip ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The maintainer pointed out TensorFlow does not support Python 3.13; the user downgraded to Python 3.11 and reported it solved.",
        platform="windows",
    ),
    CorpusLog(
        name="win-pip-debug-shows-32bit-python37",
        source="https://github.com/tensorflow/tensorflow/issues/43244",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow==2.2.0rc4 (from versions: none)
ERROR: No matching distribution found for tensorflow==2.2.0rc4

pip version: pip 20.2.3 from c:\users\alice\appdata\local\programs\python\python37-32\lib\site-packages\pip (python 3.7)
sys.version: 3.7.3 (v3.7.3:ef4ec6ed12, Mar 25 2019, 21:26:53) [MSC v.1916 32 bit (Intel)]
sys.executable: c:\users\alice\appdata\local\programs\python\python37-32\python.exe
sys.getdefaultencoding: utf-8
sys.getfilesystemencoding: utf-8
locale.getpreferredencoding: cp1252
sys.platform: win32""",
        expected_cause="python-32-bit",
        harmless=False,
        note="A maintainer asked whether Python was 32-bit; the pip debug output the user pasted shows a 32-bit interpreter (python37-32, MSC 32 bit (Intel)), for which no TensorFlow wheels exist.",
        platform="windows",
    ),
    CorpusLog(
        name="win-requirements-tensorflow-32bit-python",
        source="https://github.com/NikhilCodes/VirtualBLU/issues/2",
        text=r"""`\VirtualBLU-master\VirtualBLU-master>pip install tensorflow`
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow""",
        expected_cause="python-32-bit",
        harmless=False,
        note="The maintainer diagnosed a 32-bit Python (TensorFlow on Windows needs 64-bit Python) and the issue was closed.",
        platform="windows",
    ),
    CorpusLog(
        name="wsl2-tf221-and-cuda-cannot-dlopen-fixed-by-ld-library-path",
        source="https://github.com/tensorflow/tensorflow/issues/117538",
        text=r"""python
>>> tf.__version__
'2.21.0'
>>> print(tf.config.list_physical_devices('GPU'))
W0000 00:00:1777802014.562474   11318 gpu_device.cc:2365] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="TF 2.21 installed with tensorflow[and-cuda] in WSL2 Ubuntu 24.04 (RTX 5070 Ti + two 3090s); the user confirmed adding the CUDA paths to PATH/LD_LIBRARY_PATH fixed it (the stored excerpt ends mid-line).",
        platform="wsl2",
    ),
    CorpusLog(
        name="pip-tensorflow-gpu-removed-banner",
        source="https://github.com/tryolabs/luminoth/issues/317",
        text=r"""The "tensorflow-gpu" package has been removed!
    
    Please install "tensorflow" instead.
    
    Other than the name, the two packages have been identical
    since TensorFlow 2.1, or roughly since Sep 2019. For more
    information, see: pypi.org/project/tensorflow-gpu""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="The project's pip install of tensorflow-gpu fails because that package was removed from PyPI; the reporter notes 'tensorflow' must be installed instead.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-cudnn-805-vs-compiled-810",
        source="https://github.com/googlecolab/colabtools/issues/2626",
        text=r"""Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Colab staff marked it a duplicate of the known Colab runtime issue (#2600) where the runtime's cuDNN 8.0.5 was older than the 8.1 TensorFlow was built against.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-forge-tf218-gpu-cannot-find-libdevice",
        source="https://github.com/conda-forge/tensorflow-feedstock/issues/420",
        text=r"""W0000 00:00:1739677334.593337    3089 gpu_backend_lib.cc:579] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  python.runfiles/cuda_nvcc
  python/cuda_nvcc

  /usr/local/cuda
  /home/alice/miniforge3/envs/tf/lib/python3.11/site-packages/tensorflow/python/platform/../../../nvidia/cuda_nvcc
  /home/alice/miniforge3/envs/tf/lib/python3.11/site-packages/tensorflow/python/platform/../../../../nvidia/cuda_nvcc
  /home/alice/miniforge3/envs/tf/lib/python3.11/site-packages/tensorflow/python/platform/../../cuda
  .
You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.
W0000 00:00:1739677334.594935    3089 gpu_backend_lib.cc:617] libdevice is required by this HLO module but was not found at ./libdevice.10.bc""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="conda-forge tensorflow-gpu 2.18.0: XLA GPU ops fail because libdevice.10.bc is not in the environment; the feedstock labelled it a packaging bug (same libdevice problem as feedstock #296).",
        platform="linux",
    ),
    # -------------------------------------------------------------- harmless
    CorpusLog(
        name="wsl2-ngc-tf-banner-driver-not-detected-but-gpu-works",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1548",
        text=r"""➜ docker run --gpus all --rm --shm-size=1g --ulimit memlock=-1 --ulimit stack=67108864 nvcr.io/nvidia/tensorflow:20.03-tf2-py3 nvidia-smi

================
== TensorFlow ==
================

NVIDIA Release 20.03-tf2 (build 11026100)
TensorFlow Version 2.1.0

Container image Copyright (c) 2019, NVIDIA CORPORATION.  All rights reserved.
Copyright 2017-2019 The TensorFlow Authors.  All rights reserved.

Various files include modifications (c) NVIDIA CORPORATION.  All rights reserved.
NVIDIA modifications are covered by the license terms that apply to the underlying project or file.

WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use 'nvidia-docker run' to start this container; see
   https://github.com/NVIDIA/nvidia-docker/wiki/nvidia-docker .""",
        expected_cause=None,
        harmless=True,
        note="On WSL2 the NGC banner wrongly claims no driver; the reporter states the GPU works fine inside the container (a known WSL banner-detection issue).",
        platform="wsl2",
    ),
    CorpusLog(
        name="tf217-numa-info-lines-during-training",
        source="https://github.com/tensorflow/tensorflow/issues/71791",
        text=r"""I0000 00:00:1720821406.093527 2748382 cuda_executor.cc:821] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
I0000 00:00:1720821406.127659 2748382 cuda_executor.cc:821] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355""",
        expected_cause=None,
        harmless=True,
        note="After upgrading to TF 2.17 the user sees these info-level NUMA messages during model training, which otherwise runs; they are log noise, not a failure.",
        platform="linux",
    ),
    CorpusLog(
        name="wsl2-tf1-numpy-futurewarnings-gpu-works",
        source="https://github.com/microsoft/WSL/issues/6014",
        text=r"""(blurmvp3.7g) alice@host:~$ python
Python 3.7.3 (default, Mar 27 2019, 22:11:17)
[GCC 7.3.0] :: Anaconda, Inc. on linux
Type "help", "copyright", "credits" or "license" for more information.
/home/alice/miniconda3/envs/blurmvp3.7g/lib/python3.7/site-packages/tensorflow/python/framework/dtypes.py:516: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.
  _np_qint8 = np.dtype([("qint8", np.int8, 1)])
/home/alice/miniconda3/envs/blurmvp3.7g/lib/python3.7/site-packages/tensorflow/python/framework/dtypes.py:517: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.
  _np_quint8 = np.dtype([("quint8", np.uint8, 1)])
/home/alice/miniconda3/envs/blurmvp3.7g/lib/python3.7/site-packages/tensorflow/python/framework/dtypes.py:518: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.
  _np_qint16 = np.dtype([("qint16", np.int16, 1)])""",
        expected_cause=None,
        harmless=True,
        note="In WSL2 with an RTX 2080 Ti the commenter says checking the GPU under TensorFlow works fine; the numpy FutureWarnings printed on import are harmless deprecation noise.",
        platform="wsl2",
    ),
    CorpusLog(
        name="tf-trt-warning-could-not-find-tensorrt-ignorable",
        source="https://github.com/rai-opensource/theia/issues/15",
        text=r"""tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        expected_cause=None,
        harmless=True,
        note="The environment was set up successfully; the maintainer said the TF-TRT warning can be safely ignored (TensorRT is optional).",
        platform="linux",
    ),
    CorpusLog(
        name="tf215-register-factory-errors-no-functional-impact",
        source="https://github.com/tensorflow/tensorflow/issues/62075",
        text=r"""Attempting to register factory for plugin cuDNN when one has already been registered""",
        expected_cause=None,
        harmless=True,
        note="A commenter confirmed that with TF 2.15 these 'already been registered' errors persist but do not limit any functionality or performance.",
        platform="linux",
    ),
    CorpusLog(
        name="so-vits-training-epochs-with-tf-trt-warnings",
        source="https://github.com/effusiveperiscope/so-vits-svc/issues/38",
        text=r"""INFO:44k:====> Epoch: 16, cost 49.20 s
2023-06-16 08:09:25.068286: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-06-16 08:09:25.070252: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
INFO:44k:====> Epoch: 17, cost 49.26 s
2023-06-16 08:10:14.504685: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-06-16 08:10:14.542880: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
INFO:44k:====> Epoch: 18, cost 49.14 s
2023-06-16 08:11:03.809658: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-06-16 08:11:03.889018: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
INFO:44k:====> Epoch: 19, cost 50.24 s
2023-06-16 08:11:55.418990: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-06-16 08:11:55.475640: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
INFO:44k:Train Epoch: 20 [51%]
INFO:44k:Losses: [2.5939083099365234, 2.0429091453552246, 9.801409721374512, 18.8170166015625, 1.699934959411621], step: 800, lr: 9.976276699833672e-05""",
        expected_cause=None,
        harmless=True,
        note="The pasted log itself shows training epochs completing (~49 s each) while the TF-TRT warning repeats; the warning only reports TensorRT is absent.",
        platform="linux",
    ),
)
