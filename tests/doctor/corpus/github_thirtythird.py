# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A thirty-third set of real threads, gathered apart: platforms and packagings.

Threads about TensorFlow's GPU on distributions' packages, HPC and cluster set-ups, cloud
notebooks and images, distributed training (Horovod), TF-TRT, and aarch64/Jetson builds.
Broken set-ups and working runs, each with the cause its thread confirmed.

At first look (the doctor of commit 720db52) the cause of 2 of the 11 broken logs was named,
both first; the working run was not flagged. Misses: Jetson boards without NVIDIA's
TensorFlow (a community aarch64 wheel, a TensorFlow newer than the board's CUDA), a cp36 wheel
refused by another Python's pip, a site build without the GPU's compute capability, a cut log
of a container started without the GPUs. After the changes made from it: 4/11.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="horovod-docker-cuda10-image-tf112-wants-libcublas9",
        source=_GH + "horovod/horovod/issues/882",
        text=r"""**Environment:**
1. Framework: TensorFlow
2. Framework version: 1.12.0
3. Horovod version: 
4. MPI version: 3.1.2
5. CUDA version: nvidia/cuda:10.0-devel-ubuntu16.04
6. NCCL version: 2.4.2-1+cuda10.0
7. Python version: 2.7
8. OS and version: 16.04

**Checklist:**
1. Did you search issues to find if somebody asked this question before?
2. If your question is about hang, did you read [this doc](https://github.com/horovod/horovod/blob/master/docs/running.md)?
3. If your question is about docker, did you read [this doc](https://github.com/horovod/horovod/blob/master/docs/docker.md)?

I try build horovod docker for Cuda-10.0 support.
[Dockerfile.txt](https://github.com/horovod/horovod/files/2931092/Dockerfile.txt)

But i have error when pip install horovod.
 ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

Anybody use horovod docker with Cuda-10.0 support?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A Horovod maintainer: 'TensorFlow 1.12.0 is prebuilt with CUDA 9' (the image has CUDA 10); use a CUDA 10 build (tf-nightly-gpu or a source build). Not disputed. The import of TensorFlow fails while Horovod's setup imports it.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-nano-community-aarch64-wheel-cpu-only",
        source=_GH + "KumaTea/tensorflow-aarch64/issues/6",
        text=r"""Can i ask you to compile tensorflow aarch64 with CUDA 10.2 and Python 3.8 support ? I've installed your version, but it seems like it doesn't use GPU for calculations:
>>> tf.config.list_physical_devices('GPU')
[]
>>> 

I'm using NVIDIA's Jetson Nano device.
I'm trying to build it in a cross compile environment. But i spend almost month and tons of tries to, but still have no result.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The wheel maintainer: 'The binaries provided here (both I compiled and Linaro's builds) are built on CPUs only'; a GPU build has to be compiled on the board. Not disputed. Prose with the empty GPU list.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-trt-convert-libnvinfer6-missing-aborts-aws-dlami",
        source=_GH + "pythonlessons/TensorFlow-2.x-YOLOv3/issues/105",
        text=r"""When i try python3 tools/Convert_to_TRT.py after executing python tools/Convert_to_pb.py i have the next error message:

> W tensorflow/stream_executor/platform/default/dso_loader.cc:59] **Could not load dynamic library 'libnvinfer.so.6';** dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.1/lib64:/usr/local/cuda/lib64:/usr/local/lib:/usr/lib:/usr/local/cuda/extras/CUPTI/lib64:/opt/amazon/openmpi/lib:/usr/local/cuda/lib:/opt/amazon/efa/lib:/usr/local/mpi/lib:
> 2020-12-01 15:51:57.871503: F tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not found.
> Aborted (core dumped)

please help to understand the error

Thanks!""",
        expected_cause="tensorrt-unavailable",
        harmless=False,
        note="Expected cause given when the catalogue gained tensorrt-unavailable (TF-TRT without the TensorRT it needs); before, no catalogue cause. The reporter: 'I fixed installing this' -- the TensorFlow-docs apt commands for CUDA 10.1, cuDNN 7 and TensorRT 6 (libnvinfer6). TensorRT missing while a TF-TRT conversion needs it (fatal here, not the harmless TensorRT warning): no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-amazonei-kernel-cpu-only-no-gpu",
        source=_GH + "aws/sagemaker-python-sdk/issues/1346",
        text=r"""Why is GPU not visible in a p3.xlarge instance running a Notebook 

I am using 

conda_amazonei_tensorflow_p36 Notebook instance.

To reproduce: 
Create a Notebook instance conda_amazonei_tensorflow_p36 :
First Cell:
!pip install tensorflow --upgrade

Second Cell:
import tensorflow as tf 

if tf.test.gpu_device_name(): 
    print('Default GPU Device:',tf.test.gpu_device_name())
else:
    print("Please install GPU version of TF")""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="AWS maintainer: 'Elastic Inference is used only for CPU' (the amazonei TensorFlow kernel is a CPU build); the reporter then asked how to use a GPU with amazonei, not disputing. Prose with the code; weak (the reporter had also pip-upgraded tensorflow).",
        platform="linux",
    ),
    CorpusLog(
        name="docker-plain-run-tf11-libcuda-missing-needs-nvidia-docker",
        source=_TF + "10073",
        text=r"""Hi,

I ran into this bug while trying to upgrade tensorflow version to 1.1.0
Using 'nvidia/cuda:8.0-cudnn5-devel-ubuntu16.04' docker image (I also tried other docker images as well).

Note that same code runs fine with tensorflow 1.0.0

Attached is python script that prints tensorflow version (see README.txt for instruction of how to build & run the docker image). 
[fail-to-load-tf-bug.zip](https://github.com/tensorflow/tensorflow/files/1016737/fail-to-load-tf-bug.zip)

Here is the stack trace for tensorflow 1.1.0:

```
Traceback (most recent call last):
  File "/run.py", line 3, in <module>
    import tensorflow as tf
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/__init__.py", line 51, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 52, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
...""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="TF member gunan: 'To use GPU docker images, you have to use nvidia-docker'; the reporter: 'You are right, running with nvidia-docker works.' The paste is cut where the excerpt ended (the title names libcuda.so.1 missing); weak.",
        platform="linux",
    ),
    CorpusLog(
        name="hpc-cluster-conda-cuda10-libs-mixed-with-module-libcuda-cpu-fallback",
        source=_GH + "ai4d-iasc/trixie/issues/47",
        text=r"""Error submitting job w/ tensorflow-gpu==1.15.0, python==3.7, cuda==10.0.130 and cudnn==7.6.5 with-in both  miniconda3 and anaconda3 env on trixie cluster. The job was able to be submit and finds the GPU board, a kernel is started for the python process and some memory allocated, however the gpu threads do not run, and tf defaults to use up-to 100% CPU, w/ 0% GPU-util.

This is related to library paths when the python program has referenced CVMFS libcuda == 10.1.243 (default) version while loading cudablas libraries for 10.0.130 from a different path (conda env). The program does not crash, but is much slower since it cannot use the gpu. This is considered a bug - and traced back to be caused by the environment during miniconda install and at run-time. Various attempts were made to over-ride the environment using module command to unload modules and/or select the versions required. The process to make it work in conda should be documented here.

A later test shows that the python program does run fine with-in virtualenv - and can leverage the GPU to perform calculations.

```bash
$ module load python/3.7
$ module load cuda/10.0 cudnn
$ module load hdf5
$ . ~/Project/venv/tf115/bin/activate  
```""",
        expected_cause=None,
        harmless=False,
        note="The reporter (cluster side) traced it to the job environment mixing the conda env's CUDA 10.0 libraries with the cluster's default CUDA 10.1 modules; a virtualenv with 'module load cuda/10.0 cudnn' used the GPU (and 'sbatch --export=NONE' was suggested). No single catalogue cause; prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="easybuild-tensorflow-built-for-high-compute-capability-older-gpu-ignored",
        source=_GH + "easybuilders/easybuild-easyconfigs/issues/11139",
        text=r"""The current TensorFlow builds use a pretty high compute capability requirement (e.g. TF 1.15 requires compute capability 6.0). That leads to older/slower GPUs being ignored by CUDA.

Could you please set environment variable `TF_CUDA_COMPUTE_CAPABILITIES=3.5,6.0` for the build? I'm not sure how to plug this into the pip build process, though...""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="An EasyBuild contributor: rebuild with 'eb TensorFlow-...eb --robot --cuda-compute-capabilities 3.5,6.0'; the reporter: 'Thanks, that seems to solve the issue.' The site build left out the older GPU's compute capability. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-nano-tf-2-13-needs-cuda-11-not-on-nano",
        source=_GH + "Qengineering/Jetson-Nano-Ubuntu-20-image/issues/85",
        text=r"""Hello, I installed this OS for my Jetson Nano but I cannot get Tensorflow to recognize my GPUs being installed on the board.

I have tensorflow 2.13. Is there anything else I need for configuring GPU support with this flashed OS?""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The image maintainer: 'only TensorFlow 2.4.1 or a lower version will work with the Jetson Nano. Above requires CUDA 11, which is not available for the Jetson Nano' and 'You cannot run TF 2.13 on a Jetson Nano other than in the CPU mode'; the reporter: 'Okay thank you I can try that.' The board's CUDA 10.2 / L4T driver is older than the CUDA the TensorFlow release needs (the aarch64 PyPI wheel is also CPU-only). Prose only; the second paragraph is the reporter's follow-up comment. Weak.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-nano-cp36-wheel-with-python-3-8-pip",
        source=_GH + "Qengineering/TensorFlow-JetsonNano/issues/2",
        text=r"""My Jetpack = 4.5.1

_pip3 install ~/tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl_ 

`ERROR: tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl is not a supported wheel on this platform.
`""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The reporter: 'Was using wrong pip (python 3.8). Correct pip was python3.6 version' -- the Jetson GPU wheel is built for CPython 3.6 only.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-tx2-community-wheel-cuda8-on-jetpack-cuda9-libcusolver",
        source=_GH + "jetsonhacks/installTensorFlowJetsonTX/issues/5",
        text=r"""Hey, thank you for your nice work.
I install tensorflow python package downloaded from your repository on my TX-2.
However, it report error when import tensorflow:

```
ImportError: libcusolver.so.8.0: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime.
```

I know the reason is a conflict about version of CUDA.  I installed [jetpack](http://docs.nvidia.com/jetpack-l4t/2_1/content/developertools/mobile/jetpack/jetpack_l4t/2.0/jetpack_l4t_install.htm) , it contain cuda 9.0, but tensorflow package is built with cuda 8.0. 

How can I solve it? Do I have to compile tensorflow from scratch?

Thank you!""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The wheel maintainer: 'you have to recompile it to link with CUDA 9' (later: 'The .whl are for CUDA 8.0', use NVIDIA's JetPack 3.2 wheel); the reporter: 'OK, I know. Thanks!'",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="pip-conda-env-system-cudnn-before-env-cudnn-ld-library-path-order",
        source=_TF + "60750",
        text=r"""### Issue Type

Documentation Bug

### Have you reproduced the bug with TF nightly?

Yes

### Source

binary

### Tensorflow Version

tf 2.12

### Custom Code

No

### Current Behaviour?

In the official [pip install documentation](https://www.tensorflow.org/install/pip) $LD_LIBRARY_PATH is updated via conda activation. 

Following instructions on clean machine for library linking works perfectly

However if the machine has a native CUDA library setting, TF will load the system library ahead of virtual environment one.

Suggest to load conda path ahead of system one:

```bash
echo 'CUDNN_PATH=$(dirname $(python -c "import nvidia.cudnn;print(nvidia.cudnn.__file__)"))' >> $CONDA_PREFIX/etc/conda/activate.d/env_vars.sh
echo 'export LD_LIBRARY_PATH=$CONDA_PREFIX/lib/:$CUDNN_PATH/lib:$LD_LIBRARY_PATH' >> $CONDA_PREFIX/etc/conda/activate.d/env_vars.sh
```

### Standalone code to reproduce the issue

```shell
echo 'export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib/:$CUDNN_PATH/lib' >> $CONDA_PREFIX/etc/conda/activate.d/env_vars.sh
```
...""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter's own diagnosis and fix: the machine's system cuDNN (8.1.1) came first on LD_LIBRARY_PATH, ahead of the pip nvidia-cudnn (8.6) that TF 2.12 was built with; putting the environment's paths first fixed it (labelled 'awaiting PR merge'). The 'Loaded runtime CuDNN library: 8.1.1 but source was compiled wit[h 8.6]' log line was cut in the excerpt, so the paste stops before it; weak.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="aarch64-car-bogomips-and-mlir-notices-ignorable",
        source=_GH + "fubarlabs/foocars/issues/66",
        text=r"""```
11.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1662578.0, 1300.0, 1511.0]
2021-04-09 11:22:37.930441: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:116] None of the MLIR optimization passes are enabled (registered 2)
2021-04-09 11:22:37.954304: W tensorflow/core/platform/profile_utils/cpu_utils.cc:116] Failed to find bogomips or clock in /proc/cpuinfo; cannot determine CPU frequency

```""",
        expected_cause=None,
        harmless=True,
        note="The reporter closed it himself: 'This warning appears to be ignorable' (the MLIR notice is benign) and 'bogomips is also a warning' (TensorFlow does not parse /proc/cpuinfo on this ARM board, tensorflow#38260). The run carried on; nothing to fix. No GPU involved.",
        platform="linux",
    ),
)
