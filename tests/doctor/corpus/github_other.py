# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""Logs from threads of other GitHub repositories (NVIDIA, JAX, Colab, projects built on TF)."""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # --- the driver and its kernel module -------------------------------------------------
    CorpusLog(
        name="nvml-mismatch-unattended-upgrade",
        source=_GH + "lyulyul/shine-cluster/issues/30",
        text=r"""$ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
$ squeue
             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
              2691    normal     task    alice  R 2-16:46:05      1 host""",
        expected_cause="driver-library-mismatch",
        note="unattended-upgrade replaced libnvidia-common-460 under the running module (found in /var/log/apt/history.log).",
    ),
    CorpusLog(
        name="nvml-mismatch-reboot-fixed",
        source=_GH + "qixuema/envs/issues/8",
        text=r"""Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        note="Rebooting (loading the new kernel module) solved it.",
    ),
    CorpusLog(
        name="nvml-mismatch-ci-task-log",
        source=_GH + "mozilla/translations/issues/1167",
        text=r"""[task 2025-07-01T05:06:30.004+00:00] [train] nvidia-smi failed with return code 18
[task 2025-07-01T05:06:30.005+00:00] [train] [nvidia-smi(stdout)] Failed to initialize NVML: Driver/library version mismatch
[task 2025-07-01T05:06:30.005+00:00] [train] [nvidia-smi(stdout)] NVML library version: 550.144
[task 2025-07-01T05:06:30.005+00:00] [train] No GPUs were found available on this machine. Exiting with EX_TEMPFAIL (75)""",
        expected_cause="driver-library-mismatch",
        note="Workers whose driver libraries had been updated under the running module.",
    ),
    CorpusLog(
        name="nvml-mismatch-p2p-module-build",
        source=_GH + "tinygrad/open-gpu-kernel-modules/issues/47",
        text=r"""nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 570.124""",
        expected_cause="driver-library-mismatch",
        note="Kernel modules 570.124.06 built against user-space libraries 570.124.04 (reply in the thread).",
    ),
    CorpusLog(
        name="nvml-mismatch-ci-runners",
        source=_GH + "intel/llvm/issues/17614",
        text=r"""**********CUDA Version**********
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 550.144""",
        expected_cause="driver-library-mismatch",
        note="CI machines with mismatched driver installs; fixed on the machines.",
    ),
    CorpusLog(
        name="nvidia-smi-failed-nouveau-dmesg",
        source=_GH + "mattshma/bigdata/issues/133",
        text=r"""NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running
[188497.595099] NVRM: No NVIDIA graphics adapter probed!
[188497.595838] nvidia-nvlink: Unregistered the Nvlink Core, major device number 239
[188549.975172] nvidia-nvlink: Nvlink Core is being initialized, major device number 239
[188549.976351] NVRM: The NVIDIA probe routine was not called for 3 device(s).
[188549.977053] NVRM: This can occur when a driver such as:
NVRM: nouveau, rivafb, nvidiafb or rivatv
NVRM: was loaded and obtained ownership of the NVIDIA device(s).
[188549.978961] NVRM: Try unloading the conflicting kernel module (and/or
NVRM: reconfigure your kernel without the conflicting
NVRM: driver(s)), then try loading the NVIDIA kernel module
NVRM: again.""",
        expected_cause="driver-not-loaded",
        note="nouveau held the GPUs so the nvidia module could not bind; a reboot fixed it.",
    ),
    CorpusLog(
        name="nvidia-smi-failed-lsmod-empty",
        source=_GH + "mattshma/bigdata/issues/133",
        text=r"""# lsmod |grep nvidia
# # yum list cuda-drivers
Installed Packages
cuda-drivers.x86_64                                                             384.81-1                                                              @cuda-9-0-local""",
        expected_cause="driver-not-loaded",
        note="Driver package installed, no nvidia module loaded (lsmod prints nothing).",
    ),
    CorpusLog(
        name="nvidia-smi-failed-nvcc-ok-dkms-fix",
        source=_GH + "qixuema/envs/issues/4",
        text=r"""NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.
Make sure that the latest NVIDIA driver is installed and running.
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2018 NVIDIA Corporation
Built on Sat_Aug_25_21:08:01_CDT_2018
Cuda compilation tools, release 10.0, V10.0.130""",
        expected_cause="driver-not-loaded",
        note="The module was not built for the running kernel; `dkms install -m nvidia -v ...` fixed it.",
    ),
    CorpusLog(
        name="nvidia-smi-failed-after-kernel-update",
        source=_GH + "junxnone/tio/issues/206",
        text=r"""NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.""",
        expected_cause="driver-not-loaded",
        note="Ubuntu updated the kernel; the driver module had been built for the old one only.",
    ),
    CorpusLog(
        name="nvidia-smi-in-container-without-runtime",
        source=_GH + "mattshma/bigdata/issues/108",
        text=r"""$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.""",
        expected_cause="container-without-gpus",
        note="Inside a container started with plain `docker run` (host driver mounted by hand) instead of nvidia-docker. The log shows only nvidia-smi failing, so the container can only be a possible cause next to an unloaded driver.",
    ),
    CorpusLog(
        name="container-bundled-driver-libnvidia-ml",
        source=_GH + "ameli/manylinux-cuda/issues/5",
        text=r"""[root@host /]# nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.

docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown.
ERRO[0000] error waiting for container:""",
        expected_cause="container-toolkit-driver-not-found",
        note="The image shipped its own NVIDIA driver, which conflicted with the container toolkit (nvidia-container-cli could not load libnvidia-ml.so.1); fixed by removing it from the image.",
    ),
    CorpusLog(
        name="docker-gpus-no-nvidia-gpu",
        source=_GH + "fboulnois/stable-diffusion-docker/issues/82",
        text=r"""docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].""",
        expected_cause="container-toolkit-missing",
        note="The machine has Intel graphics only (no NVIDIA GPU), so Docker has no GPU device driver to select; `--device cpu` worked.",
    ),
    # --- the CUDA runtime and the driver --------------------------------------------------
    CorpusLog(
        name="driver-insufficient-hpc-conda-keras",
        source=_GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/81",
        text=r""">> cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version

>> 2018-10-24 15:39:51.063757: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA

>>2018-10-24 15:39:51.749144: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1411] Found device 0 with properties:
name: Tesla P100-SXM2-16GB major: 6 minor: 0 memoryClockRate(GHz): 1.4805
pciBusID: 0000:0a:00.0
totalMemory: 15.89GiB freeMemory: 15.60GiB

>>2018-10-24 15:39:51.749217: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1490] Adding visible gpu devices: 0

>> Traceback (most recent call last):
  File "test.py", line 2, in <module>
    print(device_lib.list_local_devices())
  File "/home/alice/.conda/envs/MyPython2.7KerasGPU/lib/python2.7/site-packages/tensorflow/python/client/device_lib.py", line 41, in list_local_devices
    for s in pywrap_tensorflow.list_devices(session_config=session_config)""",
        expected_cause="driver-too-old",
        note="conda's TensorFlow needed a newer CUDA than the cluster's driver supported.",
    ),
    CorpusLog(
        name="driver-insufficient-bert-conda",
        source=_GH + "google-research/bert/issues/285",
        text=r"""tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version""",
        expected_cause="driver-too-old",
        note="The conda build of TensorFlow 1.12 wanted a newer driver; the pip build worked with the same driver.",
    ),
    # --- CUDA libraries -----------------------------------------------------------------------
    CorpusLog(
        name="libcusolver-needs-libnvjitlink",
        source=_GH + "NVIDIA/tensorflow/issues/110",
        text=r"""2024-06-19 16:06:44.995157: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2024-06-19 16:06:44.995198: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2024-06-19 16:06:44.995229: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcufft.so.10
2024-06-19 16:06:44.995259: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcurand.so.10
2024-06-19 16:06:44.996032: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcusolver.so.11'; dlerror: libnvJitLink.so.12: cannot open shared object file: No such file or directory
2024-06-19 16:06:44.996089: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusparse.so.11
2024-06-19 16:06:44.996120: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2024-06-19 16:06:44.996140: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1689] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu""",
        expected_cause="cuda-libraries-missing",
        note="libcusolver.so.11 found but its dependency libnvJitLink.so.12 not; the log names it.",
    ),
    CorpusLog(
        name="libcudart-11.0-cuda-11.2-path-not-ld",
        source=_GH + "jax-ml/jax/issues/3746",
        text=r"""2021-04-09 19:52:41.024315: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2021-04-09 19:52:41.024341: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.""",
        expected_cause="cuda-libraries-missing",
        note="The library was in /usr/local/cuda-11.2/lib64 but that directory was added to PATH, not to the loader's path.",
    ),
    CorpusLog(
        name="tf1-cuda-10.0-libs-on-cuda-11",
        source=_GH + "orpatashnik/StyleCLIP/issues/20",
        text=r"""  2021-07-10 16:39:37.238757: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.0'; dlerror: libcudart.so.10.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib64:/usr/local/cuda/lib64:/opt/conda/lib
  2021-07-10 16:39:37.239082: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcublas.so.10.0'; dlerror: libcublas.so.10.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib64:/usr/local/cuda/lib64:/opt/conda/lib
  2021-07-10 16:39:37.239345: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcufft.so.10.0'; dlerror: libcufft.so.10.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib64:/usr/local/cuda/lib64:/opt/conda/lib
  2021-07-10 16:39:37.239599: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcurand.so.10.0'; dlerror: libcurand.so.10.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib64:/usr/local/cuda/lib64:/opt/conda/lib""",
        expected_cause="cuda-libraries-missing",
        note="TensorFlow 1.x wants the CUDA 10.0 libraries; the environment had CUDA 11 only.",
    ),
    # --- cuDNN ----------------------------------------------------------------------------------
    CorpusLog(
        name="cudnn-8.0.5-colab-tfod",
        source=_GH + "sglvladi/TensorFlowObjectDetectionTutorial/issues/103",
        text=r"""2021-11-24 04:51:47.954507: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2021-11-24 04:51:47.958479: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="Colab's cuDNN 8.0.5 older than the 8.1 the installed TensorFlow was built with (the maintainer's reply).",
    ),
    CorpusLog(
        name="cudnn-8.0.4-deeplab2",
        source=_GH + "google-research/deeplab2/issues/66",
        text=r"""2021-10-13 17:19:29.385716: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2021-10-13 17:19:29.390987: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="An older cuDNN still loaded after the upgrade (the maintainer: something wrong with the cuDNN library).",
    ),
    CorpusLog(
        name="cudnn-5005-vs-5110-dcgan",
        source=_GH + "carpedm20/DCGAN-tensorflow/issues/242",
        text=r"""E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] Loaded runtime CuDNN library: 5005 (compatibility version 5000) but source was compiled with 5110 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="cuDNN 5.0.5 loaded, TensorFlow built with 5.1.10.",
    ),
    CorpusLog(
        name="cudnn-7005-vs-7101-javacpp",
        source=_GH + "bytedeco/javacpp-presets/issues/565",
        text=r"""Loaded runtime CuDNN library: 7005 (compatibility version 7000) but source was compiled with 7101 (compatibility version 7100)""",
        expected_cause="cudnn-version-mismatch",
        note="cuDNN 7.0.5 installed, the build used 7.1 (the maintainer's answer).",
    ),
    CorpusLog(
        name="cudnn-8.7-vs-8.9.4-kohya-tagger",
        source=_GH + "bmaltais/kohya_ss/issues/2787",
        text=r"""E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN library: 8.7.0 but source was compiled with: 8.9.4.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="The environment's cuDNN 8.7 is older than the TensorFlow build's 8.9.4 (the message states both).",
    ),
    CorpusLog(
        name="dnn-library-not-found-other-cudnn",
        source=_GH + "apapiu/guided-diffusion-keras/issues/8",
        text=r"""Node: 'residual_unet/conv2d/Conv2D'
DNN library is not found.
	 [[{{node residual_unet/conv2d/Conv2D}}]] [Op:__inference_predict_function_9480]""",
        expected_cause="cudnn-version-mismatch",
        note="TensorFlow 2.8 was loading a different cuDNN than 8.1; pointing it at the right one fixed it.",
    ),
    # --- XLA ------------------------------------------------------------------------------------
    CorpusLog(
        name="libdevice-missing-sleap-tf-pypi",
        source=_GH + "talmolab/sleap/pull/1485",
        text=r"""Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.2
  /usr/local/cuda
  .
You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.
2023-09-14 08:17:07.669125: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
2023-09-14 08:17:07.669220: I tensorflow/compiler/jit/xla_compilation_cache.cc:477] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2023-09-14 08:17:07.669298: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at ./libdevice.10.bc
2023-09-14 08:17:07.682158: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at ./libdevice.10.bc""",
        expected_cause="xla-libdevice-missing",
        note="TensorFlow from PyPI without the CUDA toolkit's nvvm/libdevice; the project pinned TensorFlow in response.",
    ),
    CorpusLog(
        name="libdevice-missing-jax-nvptx",
        source=_GH + "jax-ml/jax/issues/4452",
        text=r"""2020-10-05 16:30:40.039587: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:70] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
2020-10-05 16:30:40.039604: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:71] Searched for CUDA in the following directories:
2020-10-05 16:30:40.039608: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:74]   ./cuda_sdk_lib
2020-10-05 16:30:40.039611: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:74]   /usr/local/cuda-10.1
2020-10-05 16:30:40.039613: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:74]   .
2020-10-05 16:30:40.039616: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:76] You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.""",
        expected_cause="xla-libdevice-missing",
        note="XLA (in jaxlib) could not find the CUDA toolkit's libdevice.",
    ),
    # --- GPU memory -----------------------------------------------------------------------------
    CorpusLog(
        name="oom-bfc-faster-rcnn",
        source=_GH + "CharlesShang/TFFRCNN/issues/68",
        text=r"""Stats:
Limit:                  1696386252
InUse:                  1685909760
MaxInUse:               1696386048
NumAllocs:                     152
MaxAllocSize:            533417472

2017-06-03 04:51:48.992694: W tensorflow/core/common_runtime/bfc_allocator.cc:277] *********************************************************************************************xxxxxxx
2017-06-03 04:51:48.992751: W tensorflow/core/framework/op_kernel.cc:1152] Resource exhausted: OOM when allocating tensor with shape[25088,4096]
Traceback (most recent call last):
  File "./faster_rcnn/train_net.py", line 109, in <module>
    restore=bool(int(args.restore)))""",
        expected_cause="gpu-out-of-memory",
        note="A 1.7 GB GPU limit for a VGG16 Faster R-CNN.",
    ),
    CorpusLog(
        name="oom-op-requires-huge-vocab",
        source=_GH + "seyedsaeidmasoumzadeh/Predict-next-word/issues/5",
        text=r"""2020-05-11 03:02:14.445838: W tensorflow/core/common_runtime/bfc_allocator.cc:319] ****************************************************************************************____________
2020-05-11 03:02:14.445867: W tensorflow/core/framework/op_kernel.cc:1502] OP_REQUIRES failed at assign_op.h:117 : Resource exhausted: OOM when allocating tensor with shape[32,23997509] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/client/session.py", line 1356, in _do_call
    return fn(*args)""",
        expected_cause="gpu-out-of-memory",
        note="A tensor of 32 x 24 million floats on the GPU.",
    ),
    CorpusLog(
        name="oom-keras-t2t-allocator",
        source=_GH + "tensorflow/tensor2tensor/issues/782",
        text=r"""2018-05-10 09:14:16.535586: W tensorflow/core/common_runtime/bfc_allocator.cc:277] ****************************************************************************************************
2018-05-10 09:14:16.535628: W tensorflow/core/framework/op_kernel.cc:1192] Resource exhausted: OOM when allocating tensor with shape[123008,500]
2018-05-10 09:14:16.536752: W tensorflow/core/common_runtime/bfc_allocator.cc:217] Allocator (GPU_0_bfc) ran out of memory trying to allocate 84.60MiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.
Traceback (most recent call last):
  File "tryhard.py", line 194, in <module>
    Combination = model.fit(X_train, y_train, batch_size = 10, epochs=epoch1, verbose = 1, validation_data = (X_test, y_test))""",
        expected_cause="gpu-out-of-memory",
        note="The model's dense layer did not fit in GPU memory.",
    ),
    CorpusLog(
        name="oom-deeplab-batch-size",
        source=_GH + "zhengyang-wang/Deeplab-v2--ResNet-101--Tensorflow/issues/22",
        text=r"""    self._traceback = self._graph._extract_stack()  # pylint: disable=protected-access

ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[5760,4,4,2048]
         [[Node: fc1_voc12_c3/convolution/SpaceToBatchND = SpaceToBatchND[T=DT_FLOAT, Tblock_shape=DT_INT32, Tpaddings=DT_INT32, _device="/job:localhost/replica:0/task:0/device:GPU:0"](res5c_relu, fc1_voc12_c3/convolution/SpaceToBatchND/block_shape, fc1_voc12_c3/convolution/SpaceToBatchND/paddings)]]""",
        expected_cause="gpu-out-of-memory",
        note="Reducing the batch size fixed it.",
    ),
    CorpusLog(
        name="oom-models-cwise-op",
        source=_GH + "tensorflow/models/issues/1993",
        text=r"""2019-07-08 18:37:10.194834: W tensorflow/core/framework/op_kernel.cc:1502] OP_REQUIRES failed at cwise_ops_common.cc:70 : Resource exhausted: OOM when allocating""",
        expected_cause="gpu-out-of-memory",
        note="Several posters fixed it by reducing the batch size.",
    ),
    CorpusLog(
        name="oom-yolo-batch-size",
        source=_GH + "hizhangp/yolo_tensorflow/issues/71",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[45,28,28,512]""",
        expected_cause="gpu-out-of-memory",
        note="Decreasing the batch size fixed it.",
    ),
    CorpusLog(
        name="oom-bilinear-cnn-gpu-bfc",
        source=_GH + "abhaydoke09/Bilinear-CNN-TensorFlow/issues/37",
        text=r"""Resource exhausted: OOM when allocating tensor with shape[2] and type int32 on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc""",
        expected_cause="gpu-out-of-memory",
        note="Smaller input images and batch size made it fit in the 11 GB card.",
    ),
    CorpusLog(
        name="oom-facenet-batch",
        source=_GH + "davidsandberg/facenet/issues/610",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[90,17,17,32]""",
        expected_cause="gpu-out-of-memory",
        note="Not enough GPU memory; reduce the batch size (the reply).",
    ),
    # --- pip ------------------------------------------------------------------------------------
    CorpusLog(
        name="tf1.15-windows-wheel-cuda-10.1-on-11.2",
        source=_GH + "fo40225/tensorflow-windows-wheel/issues/185",
        text=r""">>> import tensorflow as tf
2022-12-02 15:37:30.344596: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2022-12-02 15:37:30.344660: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.""",
        expected_cause="cuda-libraries-missing",
        note="A wheel built for CUDA 10.1 / cuDNN 7.6 on a machine with CUDA 11.2 (the wheel's author).",
        platform="windows",
    ),
    CorpusLog(
        name="jaxlib-windows-cudart64-110-session",
        source=_GH + "cloudhan/jax-windows-builder/issues/16",
        text=r"""$ python
Python 3.10.7 (tags/v3.10.7:6cc6b13, Sep  5 2022, 14:08:36) [MSC v.1933 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import jax
2022-09-18 11:52:21.036734: W external/org_tensorflow/tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2022-09-18 11:52:21.058690: W external/org_tensorflow/tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found""",
        expected_cause="cuda-libraries-missing",
        note="The CUDA runtime DLL was not found on the search path (the maintainer's diagnosis).",
        platform="windows",
    ),
    CorpusLog(
        name="cudnn-handle-internal-error-memory-growth",
        source=_GH + "tony-framework/TonY/pull/486",
        text=r"""2020-11-25 09:06:12.391615: E tensorflow/stream_executor/cuda/cuda_dnn.cc:328] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR""",
        expected_cause="memory-growth-disabled",
        note="TF 2.3.1 on a Tesla T4; turning on memory growth fixed it (tested on the cluster).",
    ),
    CorpusLog(
        name="cudnn-7.5.1-vs-7.6.0-hand-detection",
        source=_GH + "jkjung-avt/hand-detection-tutorial/issues/37",
        text=r"""2020-07-17 20:50:48.353275: E tensorflow/stream_executor/cuda/cuda_dnn.cc:319] Loaded runtime CuDNN library: 7.5.1 but source was compiled with: 7.6.0.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="TensorFlow 1.15 needed cuDNN 7.6; going back to 1.13 (built for the installed 7.5) made it run.",
    ),
    CorpusLog(
        name="cudnn-8.0.5-colab-cpu-allocator",
        source=_GH + "googlecolab/colabtools/issues/3086",
        text=r"""2022-09-21 12:42:37.434840: W tensorflow/core/framework/cpu_allocator_impl.cc:80] Allocation of 164634400 exceeds 10% of free system memory.
2022-09-21 12:42:37.507974: W tensorflow/core/framework/cpu_allocator_impl.cc:80] Allocation of 164634400 exceeds 10% of free system memory.
2022-09-21 12:42:37.789797: W tensorflow/core/framework/cpu_allocator_impl.cc:80] Allocation of 164634400 exceeds 10% of free system memory.
2022-09-21 12:42:37.868800: W tensorflow/core/framework/cpu_allocator_impl.cc:80] Allocation of 164634400 exceeds 10% of free system memory.
2022-09-21 12:42:40.532872: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="Colab's cuDNN 8.0.5 under a TensorFlow built with 8.1 (the message states both).",
    ),
    CorpusLog(
        name="cudnn-8.0.5-colab-tfod-training",
        source=_GH + "googlecolab/colabtools/issues/2329",
        text=r"""Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="A pip-upgraded TensorFlow built for cuDNN 8.1 on Colab's 8.0.5.",
    ),
    CorpusLog(
        name="cudnn-9.0-vs-9.3-kaggle-image",
        source=_GH + "Kaggle/docker-python/issues/1435",
        text=r"""Loaded runtime CuDNN library: 9.0.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="The Kaggle image's cuDNN 9.0 under a TensorFlow built with 9.3.",
    ),
    CorpusLog(
        name="docker-runtime-nvidia-unknown-toolkit-missing",
        source=_GH + "nv-tlabs/3dgrut/issues/71",
        text=r"""(3dgrut) alice@host:~/AI/3dgrut$ xhost +local:root
docker run -v --rm -it --gpus=all --net=host --ipc=host -v $PWD:/workspace --runtime=nvidia -e DISPLAY 3dgrut
non-network local connections being added to access control list
docker: Error response from daemon: unknown or invalid runtime name: nvidia.""",
        expected_cause="container-runtime-not-configured",
        note="The NVIDIA Container Toolkit was not installed, so Docker had no 'nvidia' runtime; installing and configuring it fixed it.",
    ),
    CorpusLog(
        name="docker-runtime-nvidia-wsl2-daemon-not-restarted",
        source=_GH + "Leon-Sander/Local-Multimodal-AI-Chat/issues/31",
        text=r"""ISSUE : docker compose up
[+] Running 0/0
 ⠋ Container local_multimodal_ai-ollama-1  Creating                                                                0.0s
Error response from daemon: unknown or invalid runtime name: nvidia

alice@host:~$ docker info | grep -i runtime
WARNING: No blkio throttle.read_bps_device support
WARNING: No blkio throttle.write_bps_device support
WARNING: No blkio throttle.read_iops_device support
WARNING: No blkio throttle.write_iops_device support
WARNING: daemon is not using the default seccomp profile
 Runtimes: io.containerd.runc.v2 runc
 Default Runtime: runc""",
        expected_cause="container-runtime-not-configured",
        note="WSL2: daemon.json named the nvidia runtime but the Docker daemon had not been restarted.",
        platform="wsl2",
    ),
    CorpusLog(
        name="docker-runtime-nvidia-airslam",
        source=_GH + "sair-lab/AirSLAM/issues/113",
        text=r"""sudo docker run -it --env DISPLAY=$DISPLAY --volume /tmp/.X11-unix:/tmp/.X11-unix --privileged --runtime nvidia --gpus all --volume ${PWD}:/workspace --workdir /workspace --name air_slam xukuanhit/air_slam:v1 /bin/bash
docker: Error response from daemon: unknown or invalid runtime name: nvidia.""",
        expected_cause="container-runtime-not-configured",
        note="nvidia-docker (the container toolkit) was not installed (the maintainer's answer), so Docker had no 'nvidia' runtime.",
    ),
    CorpusLog(
        name="cuda-visible-devices-1-on-one-gpu",
        source=_GH + "manishsoni1908/Mobilenet-ssd-keras/issues/10",
        text=r"""2020-01-19 11:16:48.866550: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note='The training script set os.environ[\'CUDA_VISIBLE_DEVICES\'] = "1" on a one-GPU machine; "0" fixed it.',
    ),
    CorpusLog(
        name="keras-import-libcublas-9.0-worker",
        source=_GH + "codalab/codalab-worksheets/issues/1745",
        text=r"""Using TensorFlow backend.
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "EvolNet.py", line 16, in <module>
    from keras import layers""",
        expected_cause="cuda-libraries-missing",
        note="The worker's image lacked the CUDA 9.0 libraries the installed tensorflow-gpu needs; it ran on the poster's PC.",
    ),
    CorpusLog(
        name="pip-tensorflow-gpu-removed-setup-install",
        source=_GH + "exalearn/EXARL/issues/256",
        text=r"""Building wheels for collected packages: tensorflow-gpu, mpi4py
  Building wheel for tensorflow-gpu (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py bdist_wheel did not run successfully.
  │ exit code: 1
  ╰─> [18 lines of output]
      Traceback (most recent call last):
        File "<string>", line 36, in <module>
        File "<pip-setuptools-caller>", line 34, in <module>
        File "/tmp/pip-install-y2q1rhfs/tensorflow-gpu_4709154dcd1d4dc99cc2b6abfb8dd840/setup.py", line 37, in <module>
          raise Exception(TF_REMOVAL_WARNING)
      Exception:

      =========================================================
      The "tensorflow-gpu" package has been removed!

      Please install "tensorflow" instead.

      Other than the name, the two packages have been identical
      since TensorFlow 2.1, or roughly since Sep 2019. For more
      information, see: pypi.org/project/tensorflow-gpu
      =========================================================


      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
  ERROR: Failed building wheel for tensorflow-gpu
  Running setup.py clean for tensorflow-gpu
  Building wheel for mpi4py (pyproject.toml) ... done""",
        expected_cause="tensorflow-gpu-package-removed",
        note="The project's setup still required tensorflow-gpu, which PyPI replaced with a package that refuses to install.",
    ),
    CorpusLog(
        name="pip-tensorflow-gpu-removed-docker-build",
        source=_GH + "neuronets/nobrainer/pull/252",
        text=r"""    70.21   Building wheel for tensorflow-gpu (setup.py): started
    70.48   Building wheel for tensorflow-gpu (setup.py): finished with status 'error'
    70.48   ERROR: Command errored out with exit status 1:
    70.48        cwd: /tmp/pip-install-vng1aifj/tensorflow-gpu/
    70.48   Complete output (17 lines):
    70.48   Traceback (most recent call last):
    70.48     File "<string>", line 1, in <module>
    70.48     File "/tmp/pip-install-vng1aifj/tensorflow-gpu/setup.py", line 37, in <module>
    70.48       raise Exception(TF_REMOVAL_WARNING)
    70.48   Exception:
    70.48
    70.48   =========================================================
    70.48   The "tensorflow-gpu" package has been removed!
    70.48
    70.48   Please install "tensorflow" instead.
    70.48
    70.48   Other than the name, the two packages have been identical
    70.48   since TensorFlow 2.1, or roughly since Sep 2019. For more""",
        expected_cause="tensorflow-gpu-package-removed",
        note="A Dockerfile installing tensorflow-gpu; the pull request replaced it with tensorflow.",
    ),
    CorpusLog(
        name="pip-tensorflow-gpu-metadata-generation-failed",
        source=_GH + "ari-dasci/S-TSFE-DL/issues/2",
        text=r"""Collecting tensorflow-gpu (from tsfedl)
  Downloading tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> See above for output.

  note: This error originates from a subprocess, and is likely not a problem with pip.
  Preparing metadata (setup.py) ... error
error: metadata-generation-failed

× Encountered error while generating package metadata.
╰─> See above for output.""",
        expected_cause="tensorflow-gpu-package-removed",
        note="The package depended on tensorflow-gpu (2.12.0 is the stub that fails); the installation was updated.",
    ),
    CorpusLog(
        name="driver-secure-boot-nvidia-ko-not-loaded",
        source=_GH + "NVIDIA/gpu-driver-container/issues/44",
        text=r"""Welcome to the NVIDIA Software Installer for Unix/Linux

Detected 20 CPUs online; setting concurrency level to 20.
Installing NVIDIA driver version 535.161.07.
Performing CC sanity check with CC="/usr/bin/cc".
Performing CC check.
Kernel source path: '/lib/modules/6.8.0-35-generic/build'

Kernel output path: '/lib/modules/6.8.0-35-generic/build'

Performing Compiler check.
Performing Dom0 check.
Performing Xen check.
Performing PREEMPT_RT check.
Performing vgpu_kvm check.
Cleaning kernel module build directory.
Building kernel modules
  : [##############################] 100%

ERROR: Unable to load the kernel module 'nvidia.ko'.  This happens most frequently when this kernel module was built against the wrong or improperly configured kernel sources, with a version of gcc that differs from the one used to build the target kernel, or if another driver, such as nouveau, is present and prevents the NVIDIA kernel module from obtaining ownership of the NVIDIA device(s), or no NVIDIA device installed in this system is supported by this NVIDIA Linux graphics driver release.""",
        expected_cause="driver-not-loaded",
        note="Secure Boot refused the unsigned nvidia.ko (the thread's title); the module never loads.",
    ),
    CorpusLog(
        name="conda-list-tf-and-pip-tf-gpu-memory-growth",
        source=_GH + "tensorflow/tensorflow/issues/42738",
        text=r"""- Ubuntu 18.04
- Tensorflow=2.2.0
- Python = 3.7.6
- cudatoolkit               10.1.243             h6bb024c_0
- cudnn                     7.6.5                cuda10.1_0
- tensorboard               2.2.1              pyh532a8cf_0
- tensorboard-plugin-wit    1.6.0                      py_0
- tensorflow                2.2.0           mkl_py37h6e9ce2d_0
- tensorflow-base           2.2.0           mkl_py37hd506778_0
- tensorflow-estimator      2.2.0              pyh208ff02_0
- tensorflow-gpu            2.2.0                     <pip>
- tensorflow-graphics-gpu   1.0.0                     <pip>

- NVIDIA-SMI 450.66       Driver Version: 450.66       CUDA Version: 11.0
- GPU GeForce GTX 960M (4046MiB)""",
        expected_cause="memory-growth-disabled",
        note="The error on the 4 GB GTX 960M went away with set_memory_growth (the poster); the paste holds only the package list and the driver line.",
    ),
    CorpusLog(
        name="oom-runtime-init-nvidia-smi-full",
        source=_GH + "junxnone/tio/issues/189",
        text=r"""tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory
root@host:~# nvidia-smi
Sat Dec  1 03:16:11 2018
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 410.78       Driver Version: 410.78       CUDA Version: 10.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 108...  Off  | 00000000:02:00.0 Off |                  N/A |
| 23%   34C    P8    19W / 250W |  11004MiB / 11178MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
|   1  GeForce GTX 108...  Off  | 00000000:04:00.0 Off |                  N/A |
| 23%   38C    P8    20W / 250W |  10766MiB / 11178MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
|   2  GeForce GTX 108...  Off  | 00000000:83:00.0 Off |                  N/A |
| 23%   38C    P8    21W / 250W |    432MiB / 11178MiB |      0%      Default |""",
        expected_cause="gpu-out-of-memory",
        note="Other applications occupied the GPUs' memory (nvidia-smi shows it).",
    ),
    CorpusLog(
        name="nvidia-smi-failed-kernel-headers-missing-gce",
        source=_GH + "GoogleCloudPlatform/compute-gpu-installation/issues/25",
        text=r"""NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.""",
        expected_cause="driver-not-loaded",
        note="After a kernel update the module was not rebuilt; installing linux-headers-$(uname -r) made it build and load again.",
    ),
    CorpusLog(
        name="dkms-build-fails-custom-kernel",
        source=_GH + "M-Bab/linux-kernel-amdgpu-binaries/issues/101",
        text=r"""NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.

Building module:
cleaning build area...
unset ARCH; [ ! -h /usr/bin/cc ] && export CC=/usr/bin/gcc; env NV_VERBOSE=1 'make' -j16 NV_EXCLUDE_BUILD_MODULES='' KERNEL_UNAME=5.13.18-21.09.16.amdgpu.ubuntu IGNORE_XEN_PRESENCE=1 IGNORE_CC_MISMATCH=1 SYSSRC=/lib/modules/5.13.18-21.09.16.amdgpu.ubuntu/build LD=/usr/bin/ld.bfd modules.....(bad exit status: 2)
ERROR (dkms apport): kernel package linux-headers-5.13.18-21.09.16.amdgpu.ubuntu is not supported
Error! Bad return status for module build on kernel: 5.13.18-21.09.16.amdgpu.ubuntu (x86_64)""",
        expected_cause="driver-not-loaded",
        note="The NVIDIA module cannot be built for the custom kernel the poster switched to (the maintainer's answer).",
    ),
    CorpusLog(
        name="cudnn-8.0.5-colab-tf-2.6-pinned",
        source=_GH + "TannerGilbert/Tensorflow-Object-Detection-API-Train-Model/issues/33",
        text=r"""2021-12-14 13:30:57.846447: E tensorflow/stream_executor/cuda/cuda_dnn.cc:359] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2021-12-14 13:30:57.847597: W tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at conv_ops.cc:1120 : UNKNOWN: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
Traceback (most recent call last):
  File "/content/models/research/object_detection/model_main_tf2.py", l""",
        expected_cause="cudnn-version-mismatch",
        note="Installing TensorFlow 2.6 on Colab brought a build for cuDNN 8.1 over Colab's 8.0.5; keeping Colab's TensorFlow worked.",
    ),
)
