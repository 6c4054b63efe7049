# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A third set of real logs, gathered apart from the doctor's development and first scored
unseen (17 of 20 causes named then, one working run flagged): old and new TensorFlow,
modprobe, containers, pip on Windows and macOS, nvidia-smi, check scripts."""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf011-modprobe-uvm-kernel-driver-not-running",
        source="https://github.com/tensorflow/tensorflow/issues/5473",
        text=r"""modprobe: ERROR: ../libkmod/libkmod-module.c:832 kmod_module_insert_module() could not find module by name='nvidia_367_uvm'
modprobe: ERROR: could not insert 'nvidia_367_uvm': Unknown symbol in module, or unknown parameter (see dmesg)
E tensorflow/stream_executor/cuda/cuda_driver.cc:491] failed call to cuInit: CUDA_ERROR_UNKNOWN
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:140] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist
I tensorflow/core/common_runtime/gpu/gpu_init.cc:81] No GPU devices available on machine.""",
        expected_cause="driver-not-loaded",
        harmless=False,
        note="It had worked the day before; the NVIDIA kernel modules would not load, and the user says reinstalling the NVIDIA driver made the error go away.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-gpus-all-no-container-toolkit",
        source="https://github.com/OpenBMB/XAgent/issues/273",
        text=r"""docker run -it -p 13520:13520  -v /huggingface/models/XAgentLLaMa-34B-preview/:/model:rw --gpus all --ipc=host xagentteam/xagentgen:latest python app.py --model-path /model --port 13520
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container:  """,
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="On Ubuntu 22.04 with four 4090s, the user says installing nvidia-container-toolkit fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="tf212-windows-native-gpu-not-available",
        source="https://github.com/tensorflow/tensorflow/issues/60237",
        text=r"""2.12.0
Tensor Flow Version: 2.12.0
Keras Version: 2.12.0

GPU is NOT AVAILABLE""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="Windows 10 with TF 2.12 and CUDA 11.8; the maintainer points out that TF 2.10 was the last release with GPU support on native Windows (the user says 2.10 worked).",
        platform="windows",
    ),
    CorpusLog(
        name="container-k80-cc37-min-required-6",
        source="https://github.com/tlkh/ai-lab/issues/30",
        text=r"""Ignoring visible gpu device (device: 0, name: Tesla K80, compute capability: 3.7) with Cuda compute capability 3.7. The minimum required Cuda capability is 6.0.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The ai-lab 19.09 container's TensorFlow is built only for compute capability 6.0 and up; the maintainer confirms the K80 (3.7) is not supported by that container.",
        platform="linux",
    ),
    CorpusLog(
        name="tf10-windows-quadro-fx-cc11-could-not-find-cudevice",
        source="https://github.com/tensorflow/tensorflow/issues/8006",
        text=r"""F c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_driver.cc:94] Check failed: s.ok() could not find cuDevice""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="On Windows 7, the Quadro FX 2800M has compute capability 1.1 and 3.0 is the minimum; a commenter explained this and the maintainer accepted that answer.",
        platform="windows",
    ),
    CorpusLog(
        name="conda-env-tensorflow-gpu-package-removed",
        source="https://github.com/dionhaefner/pyhpc-benchmarks/issues/17",
        text=r""" Exception:

      =========================================================
      The "tensorflow-gpu" package has been removed!

      Please install "tensorflow" instead.

      Other than the name, the two packages have been identical
      since TensorFlow 2.1, or roughly since Sep 2019. For more
      information, see: pypi.org/project/tensorflow-gpu
      =========================================================

      [end of output]""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="`conda env create -f environment-gpu.yml` pulled the removed tensorflow-gpu pip package; the maintainer fixed the environment file. The thread does not state the OS.",
        platform="linux",
    ),
    CorpusLog(
        name="ngc-tf-container-driver-not-detected-missing-gpus-flag",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1071",
        text=r"""WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use 'nvidia-docker run' to start this container; see
   https://github.com/NVIDIA/nvidia-docker/wiki/nvidia-docker""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The nvcr.io/nvidia/tensorflow:19.08-py3 container was started with plain `docker run`; the fix was adding `--gpus all`, which the maintainer confirmed is the expected invocation.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-tf111-cuda92-driver-390-cudnn-not-initialized",
        source="https://github.com/ContinuumIO/anaconda-issues/issues/10224",
        text=r"""2018-10-16 10:07:55.381849: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
2018-10-16 10:07:55.381944: E tensorflow/stream_executor/cuda/cuda_dnn.cc:361] Possibly insufficient driver version: 390.87.0
Segmentation fault (core dumped)""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The Anaconda maintainer explains that the conda tensorflow-gpu 1.11 build uses CUDA 9.2, which needs driver 396.26 or newer, and the machine has the 390 driver. The fix is the CUDA 9.0 build of the package (Ubuntu 18.04).",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-smi-nvml-mismatch-reboot",
        source="https://github.com/illinois-scicomp/machine-shop-maintenance/issues/60",
        text=r"""alice@host:~$ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="After a driver update the loaded kernel module and the userspace library no longer matched; an admin rebooted the machine, which fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="ci-nvidia-smi-L-nvml-mismatch-rmmod",
        source="https://github.com/madgraph5/madgraph4gpu/issues/996",
        text=r"""Linux host x86_64
...
nvidia-smi -L
Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="On a GPU CI runner the stale module was the problem: `rmmod nvidia_drm/nvidia_modeset/nvidia_uvm/nvidia` followed by `modprobe nvidia` fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="macos-pip-tensorflow-metal-python312-no-distribution",
        source="https://github.com/svpino/apple-silicon/issues/1",
        text=r"""pip install tensorflow tensorflow-macos tensorflow-metal

No matching distribution found for tensorflow-metal""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="On Apple Silicon there was no tensorflow-metal wheel for Python 3.12; a commenter confirms Python 3.11.8 installs and uses the GPU, while 3.12 gives this error.",
        platform="macos",
    ),
    CorpusLog(
        name="tf1-cudnn-7301-runtime-vs-7003-compiled",
        source="https://github.com/balancap/SSD-Tensorflow/issues/340",
        text=r"""Loaded runtime CuDNN library: 7301 (compatibility version 7300) but source was compiled with 7003 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Under TF 1.x the loaded cuDNN 7.3 did not match the 7.0 the build was compiled against; the user installed cuDNN 7.0.5 for CUDA 9.0 and reported 'Problem solved'. The thread does not state the OS.",
        platform="linux",
    ),
    CorpusLog(
        name="tf1-oom-densenet-batch-size-nvidia-smi",
        source="https://github.com/ikhlestov/vision_networks/issues/25",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[64,372,32,32] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 107...  Off  | 00000000:01:00.0  On |                  N/A |
|  0%   61C    P0    58W / 180W |   7940MiB /  8112MiB |      3%      Default |
+-------------------------------+----------------------+----------------------+
|   1  GeForce GTX 107...  Off  | 00000000:02:00.0 Off |                  N/A |
|  0%   44C    P2    41W / 180W |    181MiB /  8114MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The network did not fit in GPU memory; the user fixed it by reducing the batch size to 8, and the maintainer confirmed the OOM cause. The thread does not state the OS.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-gtx970-oom-large-batch",
        source="https://github.com/maxhodak/keras-molecules/issues/49",
        text=r"""    ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[600,120,1503]

    python train.py data/processed.h5 model.h5 --epochs 20""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="On Ubuntu, the default batch size was too big for the 4 GB GTX 970; a commenter explained this and suggested --batch_size 300, and the user accepted it.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-pip-no-matching-distribution-32bit-python",
        source="https://github.com/tensorflow/tensorflow/issues/42384",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

venv\Scripts\python -m pip install tensorflow""",
        expected_cause="python-32-bit",
        harmless=False,
        note="On Windows 10 Home with Python 3.8, the user says: 'i never realised i was using 32bit python all this time.'",
        platform="windows",
    ),
    CorpusLog(
        name="tf23-rtx3090-cuda101-device-kernel-image-invalid",
        source="https://github.com/tensorflow/tensorflow/issues/43718",
        text=r"""    ctx.ensure_initialized()
  File &quot;/home/alice/.local/lib/python3.8/site-packages/tensorflow/python/eager/context.py&quot;, line 539, in ensure_initialized
    context_handle = pywrap_tfe.TFE_NewContext(opts)
tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="On Ubuntu 20.04, TF 2.3 with CUDA 10.1 cannot run on the RTX 3090 (sm_86); maintainers point to TF 2.4 / tf-nightly with CUDA 11 and cuDNN 8. The &quot; entities are left as they appear in the issue's <pre> block.",
        platform="linux",
    ),
    CorpusLog(
        name="cuda-sample-uvm-module-missing-cudaGetDeviceCount-30",
        source="https://github.com/NVlabs/nvbio-gpl/issues/7",
        text=r"""modprobe: ERROR: ../libkmod/libkmod-module.c:809 kmod_module_insert_module() could not find module by name='nvidia_331_uvm'
modprobe: ERROR: could not insert 'nvidia_331_uvm': Function not implemented
cudaGetDeviceCount returned 30
-> unknown error
Result = FAIL""",
        expected_cause="cuinit-unknown-error",
        harmless=False,
        note="A CUDA sample failed with error 30 (unknown) because the nvidia_331_uvm module was missing; installing the nvidia-331-uvm package solved it (Ubuntu 14.04).",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker1-nvml-driver-library-mismatch",
        source="https://github.com/NVIDIA/nvidia-docker/issues/270",
        text=r"""sudo nvidia-docker run -it -p 8888:8888 gcr.io/tensorflow/tensorflow:latest-gpu
nvidia-docker | 2016/12/17 05:23:46 Error: nvml: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The nvidia-docker maintainer diagnosed the host driver as being 'in a bad state' and advised reinstalling it and rebooting. The user did not report back.",
        platform="linux",
    ),
    # -------------------------------------------------------------- harmless
    CorpusLog(
        name="tf112-bogus-ptxas-older-warning",
        source="https://github.com/tensorflow/tensorflow/issues/23874",
        text=r"""*** WARNING *** You are using ptxas 10.0.145, which is older than 9.2.88""",
        expected_cause=None,
        harmless=True,
        note="ptxas 10.0 is newer than 9.2; a commenter (ppwwyyxx) traced the warning to a bug in TF's version check and linked the commit that fixed it, and the maintainer closed the issue as resolved (TF 1.12 CUDA 10 Linux wheel).",
        platform="linux",
    ),
    CorpusLog(
        name="deepo-tf21-libnvinfer6-missing-container",
        source="https://github.com/ufoym/deepo/issues/129",
        text=r"""root@e7afbdd12657:/# python
Python 3.6.9 (default, Nov  7 2019, 10:44:02) 
[GCC 8.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2020-02-06 17:27:31.522769: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib642020-02-06 17:27:31.522943: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2020-02-06 17:27:31.522969: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.""",
        expected_cause=None,
        harmless=True,
        note="Inside `nvidia-docker run --gpus all -it ufoym/deepo bash`, the missing TensorRT libraries are optional; the maintainer says 'It is a warning, TF should continue running'.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-libnvinfer7-tf-trt-warning",
        source="https://github.com/TheLastBen/fast-stable-diffusion/issues/1580",
        text=r""" I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
2023-02-12 02:34:13.661201: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvinfer_plugin.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot dlopen some TensorRT""",
        expected_cause=None,
        harmless=True,
        note="On a Colab GPU runtime (LD_LIBRARY_PATH /usr/lib64-nvidia), the maintainer says 'it's just a tenseflow msg, ignore it'.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-cudart64-110-dll-not-found-runs",
        source="https://github.com/google/lightweight_mmm/issues/23",
        text=r"""2022-06-22 15:44:53.578885: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found""",
        expected_cause=None,
        harmless=True,
        note="The maintainer explains this is a warning shown when there is no GPU or CUDA installation, and the user confirms 'Looks like it runs.' This is a CPU run, not a GPU one.",
        platform="windows",
    ),
    CorpusLog(
        name="macos-m1-metal-numa-warning-gpu-used",
        source="https://github.com/ctrahey/m1-tensorflow-config/issues/3",
        text=r"""Init Plugin
Init Graph Optimizer
Init Kernel
Running TensorFlow 2.5.0 with 1 GPUs recognized
Metal device set to: Apple M1

systemMemory: 16.00 GB
maxCacheSize: 5.33 GB

2022-08-04 12:15:40.822101: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.
2022-08-04 12:15:40.822188: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:271] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 0 MB memory) -> physical PluggableDevice (device: 0, name: METAL, pci bus id: <undefined>)
Traceback (most recent call last):
  File "confirm.py", line 8, in <module>
    d = tf.random_normal([])
AttributeError: module 'tensorflow' has no attribute 'random_normal'""",
        expected_cause=None,
        harmless=True,
        note="In the thread 'Works but throws error', the user confirmed GPU use in Activity Monitor. The NUMA line is informational, and the traceback comes from a TF1 API call (tf.random_normal) in the test script, not from the GPU setup.",
        platform="macos",
    ),
    CorpusLog(
        name="onednn-custom-ops-notice-app-works",
        source="https://github.com/stitionai/devika/issues/240",
        text=r"""2024-03-29 13:15:53.388917: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2024-03-29 13:15:55.249489: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.""",
        expected_cause=None,
        harmless=True,
        note="The maintainer says 'This is a warning message and should not affect the working of Devika', and the user replies 'It works now'. The thread does not state the OS.",
        platform="linux",
    ),
)
