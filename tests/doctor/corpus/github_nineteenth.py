# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A nineteenth set of real logs, gathered apart and first scored unseen (TensorFlow 1.x to 2.4).

Threads of tensorflow/tensorflow from before 2021, and public threads off GitHub.

Broken set-ups: TensorFlow wheels built for one CUDA or cuDNN release run beside another
one (TensorFlow 0.10 to 2.4: missing libcublas, cudart64, libcusolver and libcudnn
libraries, cuDNN 4 or 5.0 loaded where 5.1 was built in); cuDNN and convolution failures
on Windows RTX cards cured by memory growth; pip finding no wheel for Python 3.8 or 3.9,
for a 32-bit Python, or for a Mac GPU package; a GPU wheel on a cluster node without the
NVIDIA driver; cuInit failing in a container after suspend; no AVX on the CPU; a missing
MSVC 2019 runtime.

Working set-ups: only the CPU-feature (AVX2/FMA) and XLA host notices, with the run going on.

At first look (the doctor after the eighteenth set's changes; the doctor of the start of the
day scores the same) the cause of 19 of the 23 broken logs was named, 18 first; no working run
was flagged. Misses: tensorflow-gpu asked for "on mac", the ImportError of a build linked
against libcuda, a device list with XLA_GPU and no GPU, and a crash whose paste quotes only the
harmless cudart lines.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf113-libcublas10-cuda90-installed-titan-xp",
        source=_TF + "26209",
        text=r"""TensorFlow 1.13.1: ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 16.04.6 LTS
- TensorFlow installed from (source or binary): Binary (pip3 install -U tensorflow-gpu
- TensorFlow version: current version from pip (maybe version 1.13.1)
- Python version: Python 3.5.2
- Installed using virtualenv? pip? conda?: virtualenv environment with pip
- CUDA/cuDNN version: Cuda 9.0 
- GPU model and memory: Titan Xp

**Describe the problem**
I tried to install tensorflow-gpu follow the instruction at [link](https://www.tensorflow.org/install/gpu) and pip install -U tensorflow gpu. But when I check it `import tensorflow as tf` appear a bug as follow: 

Meanwhile, I also tried installing pytorch and succeeded. (Figure below)""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The issue title (first line) and the form; the traceback itself was a screenshot. The reporter: 'my system installed Cuda 9.0 but maybe tensorflow 1.13.1 only support Cuda 10. So I installed tensorflow 1.12.0 and it works!'; another user confirmed. Weak: the error is named only in the title. 2019.",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="tf20-beta1-windows-cudart64-100-cuda101-installed",
        source=_TF + "31018",
        text=r"""i installed it by
`C:\Python37\Scripts>pip install tensorflow-gpu==2.0.0-beta1`
it is done ok
but when i run `import tensorflow as tf` in python,
it reports
`ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 10.0 from this URL: https://developer.nvidia.com/cuda`
indeed i have installed cuda 10.1
i found the file `cudart64_101.dll` at `C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.1\bin`, and it is in PATH""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A reply: 'No, it does not (see the documentation). You therefore need to use CUDA 10.0'; a maintainer closed it as resolved and the reporter did not dispute. The wheel looks for the CUDA 10.0 DLL; only CUDA 10.1 is installed. 2019.",
        platform="windows",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="tf21-windows-rtx2080-cudnn-alloc-failed-memory-growth",
        source=_TF + "44885",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow):
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary):
- TensorFlow version (use command below): 2.1.0
- Python version: 3.7.9
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: cudart64_101.dll / 7.6.0.64
- GPU model and memory: RTX 2080

**Describe the current behavior**
2020-11-15 16:46:03.303728: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
2020-11-15 16:46:03.307912: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The start of the form (the excerpt read ends in the next line, 'Failed to get convolution algorithm'). The reporter summed up the fix: 'tf.config.experimental.set_memory_growth(physical_devices[0], True) ... must be added right after the import section', on TensorFlow 2.3. 2020.",
        platform="windows",
    ),
    CorpusLog(
        name="tf13-windows-self-check-cudart64-80-and-cudnn6-missing",
        source=_TF + "13837",
        text=r"""I got that:
```
C:\Users\alice\AppData\Local\Programs\Python\Python35\python.exe C:/Users/alice/PycharmProjects/TestTensorflow/test/test
ERROR: Failed to import the TensorFlow module.

- Python version is 3.5.

- TensorFlow is installed at: C:\Users\alice\AppData\Local\Programs\Python\Python35\lib\site-packages\tensorflow

- Could not load 'cudart64_80.dll'. The GPU version of TensorFlow
  requires that this DLL be installed in a directory that is named in
  your %PATH% environment variable. Download and install CUDA 8.0 from
  this URL: https://developer.nvidia.com/cuda-toolkit

- Could not find cuDNN 6.

  The GPU version of TensorFlow requires that the correct cuDNN DLL be installed
  in a directory that is named in your %PATH% environment variable. Note that
  installing cuDNN is a separate step from installing CUDA, and it is often
  found in a different directory from the CUDA DLLs. The correct version of
  cuDNN depends on your version of TensorFlow:

  * TensorFlow 1.2.1 or earlier requires cuDNN 5.1. ('cudnn64_5.dll')
  * TensorFlow 1.3 or later requires cuDNN 6. ('cudnn64_6.dll')

  You may install the necessary DLL by downloading cuDNN from this URL:
  https://developer.nvidia.com/cudnn

Process finished with exit code -1

```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A comment by the issue's reporter with the output of the Windows self-check script. A TensorFlow maintainer: 'Please follow the instructions. You need ...' (install CUDA 8.0 and cuDNN 6 on PATH); closed, not disputed in what was read. Weak: the reply is cut in the excerpt. 2017.",
        platform="windows",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="macos-python39-pip-no-tensorflow-wheel-2020",
        source=_TF + "44416",
        text=r"""**System information**
- OS Platform and Distribution: macOS 10.15.7 (19H2)
- TensorFlow version: tf-nightly
- Python version: 3.9.0
- Installed using virtualenv? pip? conda?: pip, venv

**Describe the problem**

```
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```

**Provide the exact sequence of commands that you executed before running into the problem**

```
python3 -m venv ./test
source ./test/bin/activate
python3 -m pip install --quiet --upgrade pip
python3 -m pip install --upgrade tensorflow
```

```
python3 -m venv ./test
source ./test/bin/activate
python3 -m pip install --quiet --upgrade pip
python3 -m pip install --upgrade nightly
```

**Any other info / logs**

Homebrew recently updated to Python 3.9.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="TensorFlow maintainers: 'TensorFlow pip packages are compatible with Python 3.5–3.8 ... Python3.9 is not yet supported' and 'We have not released anything for python3.9'; not disputed. An install problem on a Mac (no CUDA either). 2020.",
        platform="macos",
    ),
    CorpusLog(
        name="tf-nightly-21-wants-libcudart101-cuda100-installed",
        source=_TF + "34282",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 16.04
- TensorFlow installed from (source or binary): binary
- TensorFlow version: tf_nightly-2.1.0.dev20191114
- Python version: 3.6
- Installed using virtualenv? pip? conda?: pip
- CUDA/cuDNN version: 10.0
- GPU model and memory: NVIDIA p100

Looks like the latest nightly builds of TensorFlow require CUDA 10.1 for GPU support, is that intentional?

```
> import tensorflow as tf
```

```
2019-11-14 16:21:07.535467: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2019-11-14 16:21:07.535493: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A reply pointed to the commit that moved the nightly builds to CUDA 10.1 ('it is intentional'); the reporter: 'Good catch. Thanks!'. Only CUDA 10.0 is installed, so libcudart.so.10.1 is missing. 2019.",
        platform="linux",
    ),
    CorpusLog(
        name="tf16-libcublas90-cuda91-installed-940mx",
        source=_TF + "17629",
        text=r"""OS Platform and Distribution:
Linux Ubuntu 17.10

TensorFlow installed using pip
TensorFlow version: 1.6, with GPU support
Python Version: 3.6.4
CUDA version: 9.1
GPU model and memory: NVidia GEForce 940MX 2GB
command to reproduce:
~$ python3
>>> import tensorflow as tf
(basically run any tensorflow program to reproduce)

Problem:
Whenever you run a tensorflow program, you get a huge error log, but the main problem is this:
`ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory`""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The start of the issue; the text read goes on with the reporter's own diagnosis: 'TensorFlow wants Cuda 9.0, but I have Cuda 9.1. This problem can be fixed by installing Cuda 9.0'. Prose and one error line. 2018.",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="nvidia-docker-cuinit-unknown-after-suspend-gtx1070",
        source=_TF + "5777",
        text=r"""I noticed many have issues with GPU being unavailable with message (e.g., [issue 394](https://github.com/tensorflow/tensorflow/issues/394))

`E tensorflow/stream_executor/cuda/cuda_driver.cc:491] failed call to cuInit: CUDA_ERROR_UNKNOWN
` 
some suggested `sudo apt-get install nvidia-modprobe`  but it does not work for all including me. my GPU works until i put the computer to sleep/suspense, but after waking up the computer i always get the message above and the GPU (gtx 1070) is no longer available in execution of the code (only CPU is used) in nvidia docker.  I also noticed if prior to suspending the computer i exit the docker and then restart it when i wake the computer the GPU is still available in docker. So, the problem happens if i suspend the computer while the ipython-notebook session is up and running. 

I am using nvidia-docker 

`nvidia-docker run -it -p 8888:8888 -v /*..../Data/docker:/docker --name TensorFlow   gcr.io/tensorflow/tensorflow:latest-gpu /bin/bash`

Nvidia-smi and nvidia-debugdump -l both show the GPU is installed and driver is up to date within docker and in the host. """,
        expected_cause="cuinit-unknown-error",
        harmless=False,
        note="The reporter's own finding: the error appears only after suspending with a session open and is gone when the container is restarted after waking; the thread became the reference for CUDA breaking after suspend (an nvidia-docker issue links it). Weak: the reporter's observation, no maintainer diagnosis read. The excerpt stops before the nvidia-smi table. 2016.",
        platform="linux",
    ),
    CorpusLog(
        name="mac-tensorflow-gpu-14-no-wheel-prose",
        source=_TF + "15230",
        text=r"""tensorflow-gpu on mac

I can use the following to install tensorflow on mac.

Python 2

~~~
pip install --upgrade https://storage.googleapis.com/tensorflow/mac/cpu/tensorflow-1.4.0-py2-none-any.whl
~~~

Python 3

~~~
pip3 install --upgrade https://storage.googleapis.com/tensorflow/mac/cpu/tensorflow-1.4.0-py3-none-any.whl
~~~

But I don't find the correponding files for tensorflow-gpu. Can it be generated and posted over there? Thanks.""",
        expected_cause="macos-no-cuda",
        harmless=False,
        note="The issue title (first line) and body. A TensorFlow maintainer: 'GPUs-on-Macs are not supported by the TensorFlow team (since after version 1.2)'; closed, not disputed. Prose only. 2017.",
        platform="macos",
    ),
    CorpusLog(
        name="tf20-windows-rtx2060-conv-algorithm-memory-growth",
        source=_TF + "36174",
        text=r"""**System information**

- OS Platform and Distribution : Windows 10
- TensorFlow version: tensorflow 2.0.0
- Python version: Python 3.7.6
- Installed using virtualenv? pip? conda?: conda
- CUDA/cuDNN version: cuda10.0_0 / cudnn 7.6.5 
- GPU model and memory: RTX 2060 - 6GB

**Description of problem**
UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above. [Op:Conv2D]""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The start of the issue (a small Keras CNN follows). The reporter, after a reply suggesting a version mismatch: 'As per best of my knowledge versions are compatible' and then 'Below code solved the issue' with tf.config.experimental.set_memory_growth(gpu, True). 2020.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-python38-venv-pip-tensorflow-no-wheel-2019",
        source=_TF + "33374",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): windows 10
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary): pip
- TensorFlow version: 2
- Python version: 3.8
- Installed using virtualenv? pip? conda?: venv
- Bazel version (if compiling from source): NA
- GCC/Compiler version (if compiling from source): NA
- CUDA/cuDNN version: NA
- GPU model and memory: NA

**Describe the problem**
 cant install tensorflow
**Provide the exact sequence of commands / steps that you executed before running into the problem**

install python 3.8
create a new venv
`venv> pip install tensorflow`
fails with `ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow`""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The tracking issue for Python 3.8: maintainers said support would come with TF 2.2 and closed it with 'TF 2.2.0-rc2 has been released and Python 3.8 wheels are available to install'. The reporter's Python 3.8 had no TensorFlow wheel. 2019.",
        platform="windows",
    ),
    CorpusLog(
        name="ubuntu2004-python38-tensorflow115-no-wheel",
        source=_TF + "39768",
        text=r"""**System information**
- OS Platform and Distribution Ubuntu 20.04 (LTS)
- TensorFlow installed from (source or binary): binary
- TensorFlow version: 1.15
- Python version: 3.8.2
- Installed using virtualenv? pip? conda?: pip
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: N/A
- GPU model and memory: N/A

**Describe the problem**
It seems that tensorflow 1.15.2 binaries are not available for Python 3.8 at this time.  This is at odds with the directions at https://www.tensorflow.org/install/pip state the system requirements for `tensorflow==1.15` are:

> * Python 3.5–3.8
> * pip 19.0 or later (requires manylinux2010 support)
> * Ubuntu 16.04 or later (64-bit)

Given that Ubuntu 20.04 is now the current LTS release and it has Python 3.8, it would be great if we could still run Tensorflow 1.x on that platform for as long as Tensorflow 1.x isn't deprecated.  

**Provide the exact sequence of commands / steps that you executed before running into the problem**

Just follow the exact instructions on https://www.tensorflow.org/install/pip for current Ubuntu release. Thanks!""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A TensorFlow maintainer: 'TensorFlow 1.x even 2.1 does not support Python 3.8' (suggesting a newer TensorFlow or an older Python); not disputed. Prose, no error lines. 2020.",
        platform="linux",
    ),
    CorpusLog(
        name="tf11-gpu-wheel-on-cluster-node-without-libcuda",
        source=_TF + "9969",
        text=r"""tensorflow-gpu crashes without libcuda.so

I'm on a multi-machine cluster where not all the machines have gpus. Previously with 0.11 I could use one tensorflow-gpu installation (either from source or from the provided wheel) on all the machines. I've now upgraded to 1.1, and tensorflow crashes at import on the non-gpu machines:

    ImportError: libcuda.so.1: cannot open shared object file: No such file or directory

My current workaround is to have different tensorflows (cpu or gpu) in different conda environments and load the conda environment based on whether I need to use a gpu or not.""",
        expected_cause="no-nvidia-driver",
        harmless=False,
        note="The issue title (first line) and body. A TensorFlow team member: 'TensorFlow GPU is statically linked against cuda, you need cuda drivers'; the reporter: 'So this is expected behavior ...' and confirmed the non-GPU machines have no libcuda.so. Prose and one error line. 2017.",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="tf18-pip-illegal-instruction-cpu-without-avx",
        source=_TF + "19104",
        text=r"""Illegal instruction (core dumped)

I have install Tensorflow via using this commands:
sudo apt-get install python3-pip python3-dev  :->  this for the 'pip' installation
pip3 install tensorflow   :-> this for a tensorflow installation

I am using ubantu 16.04 64 bit version Configuration as below :-

still when as importing the tensorflow in python3 it gives "Illegal instruction (core dumped)" error
as :-1: """,
        expected_cause="cpu-without-avx",
        harmless=False,
        note="The CPU has no AVX, so importing the prebuilt wheel dies (the CPU's missing AVX is the cause; the import's failure follows from it). The issue title (first line) and body, without its two screenshots. A contributor quoted the release notes ('Starting from 1.6 release, our prebuilt binaries will use AVX instructions. This may break TF on older CPUs'); the reporter accepted it and asked for other options for his CPU. Prose only. 2018.",
        platform="linux",
    ),
    CorpusLog(
        name="tf15-windows-cudnn64-7-missing-docs-said-cudnn6",
        source=_TF + "17138",
        text=r"""The windows installation pages specifically asks to use cuDNN 6 - [link](https://www.tensorflow.org/install/install_windows). Then, when running tensorflow it looks specifically for cuDNN7.

    % (build_info.cudnn_dll_name, build_info.cudnn_version_number))
ImportError: Could not find 'cudnn64_7.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Note that installing cuDNN is a separate step from installing CUDA, and this DLL is often found in a different directory from the CUDA DLLs. You may install the necessary DLL by downloading cuDNN 7 from this URL: https://developer.nvidia.com/cudnn

Would be great if the page modified this to specifically ask for cuDNN 7.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="TensorFlow maintainers agreed the Windows install page named the wrong cuDNN and fixed it ('This is fixed now'); the wheel needs cuDNN 7 (cudnn64_7.dll), the reporter had cuDNN 6 as the page said. 2018.",
        platform="windows",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="tf21rc1-windows-no-gpu-import-crash-msvc2019-redist",
        source=_TF + "35036",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): no
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: N/A
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.1.0rc1
- Python version: 3.6.9
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: N/A
- GPU model and memory: N/A

**Describe the current behavior**

Installing `tensorflow==2.1.0rc1` and trying to `import tensorflow` results in an error if there is no GPU set up on the machine.

**Describe the expected behavior**

In `tensorflow==2.1.0rc0` this simply results in a warning

```
2019-12-11 14:50:44.677649: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2019-12-11 14:50:44.684212: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```

This should have the same warning message in 2.1.0rc1, rather than crashing.""",
        expected_cause="msvc-runtime-missing",
        harmless=False,
        note="The start of the issue (the reproduction and traceback that follow were not read). A TensorFlow maintainer: rc1 was built with Visual Studio 2019 and needs the newer Visual C++ redistributable (msvcp140_1.dll); the reporter: 'So RC1 was built with VS 2019 ...?', the maintainer: 'That's correct'. Not a GPU cause: the quoted cudart lines are the expected, harmless ones. 2019. The cause is the catalogue's msvc-runtime-missing (the text quoted here does not show the import's error).",
        platform="windows",
    ),
    CorpusLog(
        name="windows-python37-said-64bit-was-32bit-no-tensorflow-wheel",
        source=_TF + "41262",
        text=r"""pip install error : unable to install tensorflow on py 3.7 64 bit version

unable to install tensorflow on python 3.7  64 bit version

 (tensor) C:\Users\alice\Desktop\tensor_env>pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

even tried python 3.8 still same issue.
 pip version pip 20.1.1 (installed)""",
        expected_cause="python-32-bit",
        harmless=False,
        note="The issue title (first line) and body. The reporter, after a maintainer's checklist: 'I actually didn't checked my python installed was 32 bit, so just installed 64 bit version and used cmd pip pip install tensorflow==2.2 working perfectly fine.' The paste itself claims a 64-bit Python. 2020.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-nightly-24-cuda111-libcusolver10-missing-rtx2080",
        source=_TF + "43947",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04
- TensorFlow installed from (source or binary): pip install tf-nightly
- TensorFlow version: 2.4.0-dev20201011
- Python version: 3.8.3 (default, May 14 2020, 23:52:17)
- Installed using virtualenv? pip? conda?: pip
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: 11.1 / 8.0.4.30
- GPU model and memory: RTX 2080 8GB Driver 455.23.05

**Describe the problem**

I'm trying to install tensorflow on a Linux machine with CUDA 11.1. I'm using tf-nightly, which supposedly supports CUDA 11 . It can find all libraries, except `libcusolver.so.10`

`Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory
`

Any idea if CUDA 11.1 should work with nightly, or this is still not supported?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The start of the issue (it goes on with an attempt to install libcusolver.so.10 by hand). A TensorFlow maintainer: 'the nightly only supports 11.0'; the reporter: 'I removed CUDA 11.1 and installed CUDA 11.0 and now it's working fine with nightly.' 2020.",
        platform="linux",
    ),
    CorpusLog(
        name="tf114-only-xla-gpu-devices-cuda100-libs-not-loaded",
        source=_TF + "30748",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04):
- TensorFlow installed from (source or binary): binary
- TensorFlow version: 1.14.0
- Python version: 3.6.8 / 3.7.3
- Installed using virtualenv? pip? conda?: `pip`
- CUDA/cuDNN version: 10/7.4
- GPU model and memory:

**Describe the problem**
1. Installed `tensorflow-gpu` latest version by performing: `pip install --upgrade --force-reinstall tensorflow-gpu`
2. Run `tf.device('/gpu:0')`

The error seems to say I have 4 gpus, but they don't match GPU, only XLA_GPU. I have no idea why, earlier versions of tensorflow do say I have GPU, but claim other bugs.

Error:
> tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation pooled_center_map/center_map/AvgPool: {{node pooled_center_map/center_map/AvgPool}}was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:XLA_CPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:1, /job:localhost/replica:0/task:0/device:XLA_GPU:2, /job:localhost/replica:0/task:0/device:XLA_GPU:3 ].""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The start of the issue; the excerpt read ends inside the error line (and the GPU table was a screenshot). A TensorFlow maintainer, from the full log posted later: 'The failure is almost certainly because of the cuda version' (Could not dlopen library 'libcudart.so.10.0', 'libcublas.so.10.0', ...); not disputed in what was read. Weak. 2019.",
        platform="linux",
    ),
    CorpusLog(
        name="tf012-cudnn50-loaded-built-with-cudnn51",
        source=_TF + "6934",
        text=r"""[Instructions](https://www.tensorflow.org/get_started/os_setup) indicate to use CuDNN 5 with Tensorflow for GPU with CUDA Tookit 8.0 and Python 3.5 under Ubuntu/Linux. After doing that, when using the Tensorflow Python API I get a run-time error:

`E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 5005 (compatibility version 5000) but source was compiled with 5105 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.`

and the computation stops.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The start of the issue (about the install instructions). The reporter's own finding, in the next sentence: 'If instead I use CuDNN 5.1, the computation goes through correctly' (TensorFlow 0.12.1, tensorflow-gpu from pip, Ubuntu 16.04). 2017.",
        platform="linux",
    ),
    CorpusLog(
        name="tf010-cudnn50-loaded-built-with-cudnn51-docs-said-v5",
        source=_TF + "4571",
        text=r"""https://www.tensorflow.org/versions/r0.10/get_started/os_setup.html#requirements
states that cuDNN v5 is required. So I tried to compile the basic example. This error was shown.
_Loaded runtime CuDNN library: 5005 (compatibility version 5000) but source was compiled with 5103 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration._""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The start of the issue. The reporter, next sentence: 'It worked when I upgraded cuDNN to v5.1. Please update the said webpage if possible.' (TensorFlow 0.10, CUDA 7.5, Ubuntu 14.04). 2016.",
        platform="linux",
    ),
    CorpusLog(
        name="tf010-pip-cudnn4-loaded-built-with-cudnn51",
        source=_TF + "4251",
        text=r"""[Download and Setup, Pip installation instructions for 0.10.0](https://www.tensorflow.org/versions/r0.10/get_started/os_setup.html#pip-installation) say that `Ubuntu/Linux 64-bit, GPU enabled, Python 2.7` version `Requires CUDA toolkit 7.5 and CuDNN v4.`,

That setup results in:

`E tensorflow/stream_executor/cuda/cuda_dnn.cc:347] Loaded runtime CuDNN library: 4007 (compatibility version 4000) but source was compiled with 5103 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.`""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The start of the issue. The reporter, next line (in bold): 'Installation of cuDNN v5 (cudnn-8.0-linux-x64-v5.1) resolves the problem.' (TensorFlow 0.10.0 from pip, CUDA 7.5, cuDNN v4, Ubuntu 14.04). 2016.",
        platform="linux",
    ),
    CorpusLog(
        name="tf13-pip-libcudnn-so-6-missing-cudnn51-per-docs",
        source=_TF + "12521",
        text=r"""### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**:
No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**:
Ubuntu 17.04
- **TensorFlow installed from (source or binary)**:
binary (pip3)
- **TensorFlow version (use command below)**:
v1.3.0-rc2-20-g0787eee 1.3.0
- **Python version**: 
Python 3.5.3
- **Bazel version (if compiling from source)**:
- **CUDA/cuDNN version**:
6.0
- **GPU model and memory**:
GTX 1080 8GB
- **Exact command to reproduce**:
NA

### Describe the problem
The install instructions at https://www.tensorflow.org/install/install_linux tell users to install libcudnn 5.1. 
I followed these and ended up with the error on 

    import tensorflow

    ImportError: libcudnn.so.6: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The issue up to the error (the form's CUDA/cuDNN field was filled in after the fix). The reporter, next sentence: 'So I installed libcudnn 6.0 instead and tensorflow is now working.' 2017.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-avx2-fma-xla-host-notices-run-printed-tensor",
        source=_TF + "39926",
        text=r"""```
2020-05-28 11:16:19.791171: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-05-28 11:16:19.819834: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 3599930000 Hz
2020-05-28 11:16:19.820503: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x467ba80 executing computations on platform Host. Devices:
2020-05-28 11:16:19.820524: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): Host, Default Version
tf.Tensor(736.5775, shape=(), dtype=float32)
```

Is there anyone can support me to solve this issue please?""",
        expected_cause=None,
        harmless=True,
        note="A TensorFlow maintainer: 'nothing in the message there ... is an error. These are just information notices.' The check computed its tensor; not disputed. No GPU is involved (CPU TensorFlow). OS not stated. 2020.",
        platform="linux",
    ),
    CorpusLog(
        name="tf114-java-jni-windows-avx2-notice-model-loaded",
        source=_TF + "43168",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- TensorFlow installed from (source or binary): binary: `libtensorflow_jni-cpu-windows-x86_64-1.14.0/tensorflow_jni.dll`
- TensorFlow version: 1.14.0

**Describe the problem**
2020-09-12 01:46:00.374893: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
Model load took 21ms, TensorFlow version: 1.14.0
Successfully loaded model from the input stream

**Provide the exact sequence of commands / steps that you executed before running into the problem**
1. Go to: https://www.tensorflow.org/install/lang_java and download libtensorflow.jar and Java Native Interface (JNI) file, save it to project root;
2. Load tensorflow through `System.load ("./tensorflow_jni.dll")`""",
        expected_cause=None,
        harmless=True,
        note="A TensorFlow collaborator: 'It is ok. It is just an info that the default binary it is not compiled with AVX2 but you have an AVX2 CPU available'; the reporter: 'Thanks'. The CPU-only Java build, used as intended. 2020.",
        platform="windows",
    ),
)
