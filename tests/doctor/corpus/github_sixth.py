# ruff: noqa: E501 - log lines are quoted verbatim
"""A sixth set of real logs, gathered apart and first scored unseen (2023-2026 weighted).

Kinds: tfjs-node-gpu wanting CUDA 10/11 libraries, a Windows ptxas fallback, Blackwell RTX 50xx
(issue templates, a serving image), TF 2.16 with tensorflow[and-cuda] not finding its libraries,
native Windows after 2.10, a cuDNN minor-version mismatch, containers run without ``--gpus`` or
without the NVIDIA Container Toolkit, uv failing to install TensorFlow on Windows, Python 3.13
pip errors; and five working runs (TF-TRT, NUMA, cuDNN/cuFFT/cuBLAS factory lines).

At first look the doctor named the cause of 7 of the 20 broken logs, first each time; none of
the 5 working runs was flagged; 2 broken logs got an error that is not their cause. Misses:

- tfjs-node-gpu-ubuntu2004-cuda11-wants-cuda10 (cuda-libraries-missing): nothing; the prose
  and title ("Could not load dynamic library", CUDA 11, tfjs-node-gpu 2.0.1) were not read.
- tfjs-node-gpu-windows-cuda112-relying-on-driver-ptx (ptxas-too-old): nothing; "Relying on
  driver to perform ptx compilation" is not recognised.
- rtx5070ti-wsl2-tf218-template, rtx5090-wsl2-tf-nightly-template,
  rtx50xx-please-support-template (compute-capability-unsupported): nothing; an RTX 50xx /
  "rtx50xx" named in the template's GPU field or prose, with the TF version, is not read.
- tf216-and-cuda-empty-gpu-list-venv (cuda-libraries-missing): nothing; TF 2.16.1 with
  tensorflow[and-cuda] and an empty GPU list in prose is not read.
- windows-tensorflow-gpu-2-12-not-found, windows-tf216-cuda123-pytorch-works
  (windows-native-no-gpu): nothing; "Win11" / "win10" with TF 2.12 / 2.16 in the template is
  not read.
- gpu-jupyter-container-run-without-gpus (container-without-gpus): no-nvidia-driver (an error,
  a false alarm) from "nvidia-smi: command not found" inside the container.
- tf-serving-docker-cuinit-303-without-gpus-flag (container-without-gpus):
  cuinit-unknown-error (an error, a false alarm); the container is not inferred.
- uv-run-windows-tensorflow-io-gcs-filesystem-no-wheel,
  uv-cannot-resolve-tensorflow-windows-py310-311: no catalogue ID (a dependency without a
  Windows wheel in uv's universal lock); nothing named.
- windows-py313-tf218-pip-wont-install (python-version-unsupported): nothing; Python 3.13 with
  TF 2.18 and "PIP won't install" in the template is not read.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfjs-node-gpu-cuda123-wants-libcudart-11",
        source=_GH + "tensorflow/tfjs/issues/8362",
        text=r"""The [documentation](https://www.tensorflow.org/install/pip) has recently been updated to instruct the installation of CUDA 12.3, however `@tensorflow/tfjs-node-gpu` seems to be looking for version 11.

```sh
2024-08-24 22:24:04.039287: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda:/usr/local/cuda/lib64:
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="tfjs-node-gpu's libtensorflow is built against CUDA 11: a maintainer answered that tfjs-node-gpu supports CUDA Toolkit 11.2 and cuDNN 8.1 (not the CUDA 12.3 the Python docs name), and the reporter then got it working on Ubuntu 22.04 by following a CUDA 11 install guide.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-wsl2-cuda123-libcudart-11",
        source=_GH + "tensorflow/tfjs/issues/8187",
        text=r"""I first installed cuda toolkit 12.3 in windows side, and then again installed it in wsl 2 side using the official docs

For both I kept getting this error
```
Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
```

now I also added the LD paths for my version.

So i manually went to that path and saw for myself, that there were these libcudart libcudnn etc dlls there, but the ending number was not matching, so I am guessing the tfjs doesn't suppport latest cuda yet, so can you tell me what version does it support""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="tfjs-node-gpu 4.17 on WSL2 with CUDA 12.3 only: the CUDA 11 runtime it links against is absent; a maintainer pointed at the tfjs-node README's CUDA 11.2 / cuDNN 8.1 requirement.",
        platform="wsl2",
    ),
    CorpusLog(
        name="tfjs-node-gpu-ubuntu2004-cuda11-wants-cuda10",
        source=_GH + "tensorflow/tfjs/issues/3727",
        text=r"""Ubuntu 20.04 CUDA 11.0 tfjs-node-gpu 2.0.1 Could not load dynamic library Error, Skipping registering GPU devices

#### TensorFlow.js version
2.0.1

#### Describe the problem or feature request

i installed CUDA 11 on Ubuntu 20 using these
apt clean; apt update; apt purge cuda; apt purge nvidia-*; apt autoremove; apt install cuda

Trying to run a sample using GPU getting this error : node index.js

Overriding the gradient for 'Max'
Overriding the gradient for 'OneHot'
Overriding the gradient for 'PadV2'
Overriding the gradient for 'SpaceToBatchND'
Overriding the gradient for 'SplitV'""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="tfjs-node-gpu 2.0.1 loads the CUDA 10 libraries; a maintainer confirmed that the TensorFlow core it wraps then supported CUDA 10.1 only and told the reporter to use CUDA 10 instead of 11.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-windows-cuda112-relying-on-driver-ptx",
        source=_GH + "tensorflow/tfjs/issues/8505",
        text=r"""Where can I find the current CUDA and CuDNN versions that tfjs-node-gpu supports? Can you list them in the releases here? Even chatGPT can't answer this question.

Can I just install CUDA 12.8 and CuDNN 9.7.0?

After many attempts: install CUDA 11.2 on Windows, then copy everything from the CuDNN 8.1 archive to the folder with CUDA (`C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v11.2`)
After that, we get an error in the console:

`Relying on driver to perform ptx compilation. Modify $PATH to customize ptxas location.`""",
        expected_cause="ptxas-too-old",
        harmless=False,
        note="With only CUDA 11.2's toolchain on the PATH, TensorFlow fell back to the driver for PTX compilation; the reporter says updating (without removing 11.2) to CUDA 12.8, which brings a newer ptxas, made the message go away.",
        platform="windows",
    ),
    CorpusLog(
        name="rtx5070ti-wsl2-tf218-template",
        source=_TF + "90291",
        text=r"""### TensorFlow version

2.18

### Custom code

Yes

### OS platform and distribution

WSL2

### CUDA/cuDNN version

12.8

### GPU model and memory

5070TI

### Current behavior?

hi guys. i upgraded my GPU to 5070ti and found that tensorflow is still not working with new nvidia cards""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="RTX 5070 Ti (Blackwell, compute capability 12.0) with TF 2.18 on WSL2: the released wheels carry no sm_120 kernels (CUDA_ERROR_INVALID_HANDLE); the thread confirms only NVIDIA's NGC container worked for the reporter.",
        platform="wsl2",
    ),
    CorpusLog(
        name="rtx5090-wsl2-tf-nightly-template",
        source=_TF + "89272",
        text=r"""### TensorFlow version

2.20.0.dev20250314

### Custom code

No

### OS platform and distribution

Windows 11 - WSL2 - Ubuntu 22.04.5 LTS

### Python version

3.10.12

### Bazel version

7.4.1

### GCC/compiler version

gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0

### CUDA/cuDNN version

CUDA Version: 12.8

### GPU model and memory

RTX 5090 32GB

### Current behavior?

I had hoped that tensorflow would work on the RTX 5090 at all. It does not, sadly. I tried building from source but that didn't work either.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="RTX 5090 (compute capability 12.0) with tf-nightly on WSL2; later replies show 'TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0' and CUDA_ERROR_INVALID_PTX, and working set-ups came only from builds made for sm_120 with CUDA 12.8.",
        platform="wsl2",
    ),
    CorpusLog(
        name="rtx50xx-please-support-template",
        source=_TF + "95705",
        text=r"""### TensorFlow version

latest

### Custom code

Yes

### OS platform and distribution

ubuntu 22.04

### Current behavior?

please support rtx50xx...""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The reporter then built TensorFlow from source with CUDA 12.8 for sm 12.0 (cuDNN 9.10) and it 'finally works' on an RTX 5070 Ti: the released build had no Blackwell kernels.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-2-19-gpu-rtx5090d-invalid-ptx",
        source=_GH + "tensorflow/serving/issues/4112",
        text=r"""I use latest docker mirror tensorflow/serving:2.19.0-gpu  on the Nvidia RTX 5090D
The following error was reported:

W external/org_tensorflow/tensorflow/core/framework/op_kernel.cc:1829] INTERNAL: 'cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, 0, reinterpret_cast<CUstream>(stream), params, nullptr)' failed with 'CUDA_ERROR_INVALID_HANDLE'
W external/org_tensorflow/tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'
W external/org_tensorflow/tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleGetFunction(&function, module, kernel_name)' failed with 'CUDA_ERROR_INVALID_HANDLE'""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The reporter traced it to the serving image being built with CUDA 12.2, while the RTX 5090D (Blackwell) needs a CUDA 12.8+ build with its kernels; no released image supported the card.",
        platform="linux",
    ),
    CorpusLog(
        name="tf216-and-cuda-empty-gpu-list-venv",
        source=_TF + "63362",
        text=r"""### TensorFlow version

TF 2.16.1

### Custom code

No

### OS platform and distribution

Linux Ubuntu 22.04.4 LTS

### Python version

3.10.12

### CUDA/cuDNN version

12.4

### Current behavior?

I created a python venv in which I installed TF 2.16.1 following your instructions: pip install tensorflow
When I run python, import tf,  and issue tf.config.list_physical_devices('GPU')
I get an empty list  [ ]

I created another python venv, installed TF 2.16.1, only this time with the instructions:

 python3 -m pip install tensorflow[and-cuda]

When I run that version, import tensorflow as tf, and  issue

 tf.config.list_physical_devices('GPU')

I also get an empty list.

BTW, I have no problems running  on my box TF 2.15.1 with GPUs. Julia also works just fine with GPUs and so does PyTorch.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="TF 2.16.1 did not find the CUDA libraries that tensorflow[and-cuda] installs under site-packages/nvidia; the reporter confirmed that adding them to LD_LIBRARY_PATH (a reply's script) made the GPU list non-empty.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tensorflow-gpu-2-12-not-found",
        source=_TF + "60241",
        text=r"""### Tensorflow Version

tf2.12.0

### Custom Code

No

### OS Platform and Distribution

Win11

### Python version

3.10.10

### Current Behaviour?

```shell
No version 2.12.0 of the tensorflow-gpu was found.
```""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A maintainer answered that TF 2.10 was the last release with GPU support on native Windows (use WSL2 from 2.11); the reporter went to Linux.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-tf216-cuda123-pytorch-works",
        source=_TF + "64536",
        text=r"""### TensorFlow version

tf 2.16

### Custom code

Yes

### OS platform and distribution

win10

### Mobile device

win10

### Python version

3.11

### CUDA/cuDNN version

12.3

### Current behavior?

Kill  me!!!!
How exactly can I use the gpu power of tensorflow?
My python version is 3.11.
CUDA Version is 12.3.
nvcc --version is 12.3.
cudnn version is 8.9.6.50_cuda12

On this environment Pytorch's gpu is available, but tensorflow==2.16 can't utilize the gpu.""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A maintainer answered that GPU support on native Windows ended with 2.10; TF 2.16 needs WSL2 (or tensorflow-cpu with the DirectML plug-in).",
        platform="windows",
    ),
    CorpusLog(
        name="tf215-cudnn-88-documented-894-built",
        source=_TF + "62626",
        text=r"""### TensorFlow version

2.15.0.post1

### Custom code

No

### OS platform and distribution

Ubuntu 22.04

### Python version

3.10

### Current behavior?

https://www.tensorflow.org/install/source#gpu_support_2 reports cudnn version 8.8 is needed. However, after installing that, and running TensorFlow, it complains:

> 2023-12-12 16:48:40.306928: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN library: 8.8.0 but source was compiled with: 8.9.4.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile .""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The TF 2.15 wheel is built with cuDNN 8.9.4; the docs said 8.8. Maintainers fixed the documented version to 8.9 (tensorflow/docs#2291, 'Fixes TF #62626').",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-container-run-without-gpus",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/22",
        text=r"""I tried building and running them, but despite confirmative output at
docker run --gpus all nvidia/cuda:10.1-base-ubuntu18.04 nvidia-smi

> NVIDIA-SMI 450.51.05    Driver Version: 450.51.05    CUDA Version: 11.0

cuda is not available in pylabs. "torch.cuda.is_available()" returns "False".
"!nvidia-smi" in the notebook does also not work: "/bin/bash: nvidia-smi: command not found"

Any clue what could have gone wrong?

Further infos:
- Docker version 19.03.12, build 48a66213fe
- docker-compose version 1.17.1, build unknown
- Ubuntu 18.04""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter fixed it by adding '--gpus all' to the docker run of the GPU Jupyter image (TensorFlow and PyTorch inside); the README's command lacked it.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-docker-cuinit-303-without-gpus-flag",
        source=_TF + "44597",
        text=r"""## URL(s) with the issue:
https://www.tensorflow.org/tfx/serving/building_with_docker#running_a_container
...
W tensorflow/stream_executor/cuda/cuda_driver.cc:312] failed call to cuInit: UNKNOWN ERROR (303)""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter explains the error: since Docker 19.03 the serving GPU container must be started with '--gpus all' (after installing nvidia-container-toolkit); the documented command lacked the flag, so cuInit failed inside the container.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-could-not-select-device-driver-csc4005",
        source=_GH + "tonyyxliu/CUHKSZ-CSC4005/issues/5",
        text=r"""docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

Hi! After downloading the docker container and cuda 12.2, when I run this instruction, it appears this error.""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter solved it by installing the NVIDIA Container Toolkit, which was missing ('I didn't install Nvidia Toolkit before').",
        platform="linux",
    ),
    CorpusLog(
        name="docker-could-not-select-device-driver-dcgm",
        source=_GH + "NVIDIA/dcgm-exporter/issues/33",
        text=r"""I am getting:

`docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].`""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="A user with the same error fixed it by installing the nvidia-container-toolkit.",
        platform="linux",
    ),
    CorpusLog(
        name="uv-run-windows-tensorflow-io-gcs-filesystem-no-wheel",
        source=_GH + "trailofbits/anamorpher/issues/8",
        text=r"""PS C:\-----\------\projects\anamorpher> uv run .\backend\app.py
error: Distribution `tensorflow-io-gcs-filesystem==0.37.1 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform

hint: You're on Windows (`win_amd64`), but `tensorflow-io-gcs-filesystem` (v0.37.1) only has wheels for the following platforms: `manylinux_2_17_aarch64`, `manylinux_2_17_x86_64`, `manylinux2014_aarch64`, `manylinux2014_x86_64`, `macosx_10_14_x86_64`, `macosx_12_0_arm64`; consider adding your platform to `tool.uv.required-environments` to ensure uv resolves to a version with compatible wheels""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="Scored at first look with no catalogue ID for it (the entry came after). TensorFlow could not be installed because uv's universal lock picked tensorflow-io-gcs-filesystem 0.37.1, which has no Windows wheel (tensorflow/tensorflow#79581, tensorflow/io#2087); the thread confirms the missing Windows wheel.",
        platform="windows",
    ),
    CorpusLog(
        name="uv-cannot-resolve-tensorflow-windows-py310-311",
        source=_GH + "astral-sh/uv/issues/14501",
        text=r"""### Summary

I'm not sure if this issue is related to uv or Tensorflow, but uv cannot resolve Tensorflow on Windows for Python 3.10 and 3.11.

### Platform

Windows

### Version

uv 0.7.19""",
        expected_cause=None,
        harmless=False,
        note="No catalogue ID: a uv maintainer explained that tensorflow-io-gcs-filesystem stopped publishing Windows wheels and uv's universal resolution kept that version; adding required-environments = [\"sys_platform == 'win32'\"] resolves and installs on Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-py3131-tf219-pip-no-versions",
        source=_TF + "94024",
        text=r"""### TensorFlow version

2.19.0

### Custom code

No

### OS platform and distribution

Windows 10 pro

### Python version

3.13.1

### Current behavior?

I hope **Tensorflow** will be available in the future, Python **version 3.13.x**

### Standalone code to reproduce the issue

```shell
pip install tensorflow
```

### Relevant log output

```shell
Defaulting to user installation because normal site-packages is not writeable
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="TF 2.19 shipped no Python 3.13 wheels; a maintainer referred the reporter to the existing Python 3.13 support issue (#78774).",
        platform="windows",
    ),
    CorpusLog(
        name="windows-py313-tf218-pip-wont-install",
        source=_TF + "86879",
        text=r"""### TensorFlow version

2.18.0

### Custom code

No

### OS platform and distribution

Windows

### Python version

3.13

### Current behavior?

So when are you guys going to make Tensorflow Compatible for Python version 3.13?

### Standalone code to reproduce the issue

```shell
The PIP won't install Tensorflow on 3.13, for now I had gone back to 3.11
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A maintainer pointed to the Python 3.13 support issues (#62003, #78774): TF 2.18 has no Python 3.13 wheels.",
        platform="windows",
    ),
    # --------------------------------------------------------------- harmless
    CorpusLog(
        name="harmless-whisper-jax-rtx4090-tf-trt-gpu-100pct",
        source=_GH + "sanchit-gandhi/whisper-jax/issues/56",
        text=r"""Hi there, i got sanchit's example from other issue working, but speedup is only 8-10x real-time on RTX 4090. GPU is being used 100%, as i can tell from nvtop.
Maybe following error is the reason?
```
2023-04-28 14:27:07.026383: W tensorflow[/compiler/tf2tensorrt/utils/py_utils.cc:38](https://file+.vscode-resource.vscode-cdn.net/compiler/tf2tensorrt/utils/py_utils.cc:38)] TF-TRT Warning: Could not find TensorRT
Compilation:  198.21863865852356
Cached:  173.1455545425415
```""",
        expected_cause=None,
        harmless=True,
        note="The reporter sees the RTX 4090 at 100% in nvtop while the TF-TRT warning prints; TensorRT is optional.",
        platform="linux",
    ),
    CorpusLog(
        name="harmless-kohya-factory-registration-gui-starts",
        source=_GH + "bmaltais/kohya_ss/issues/2959",
        text=r"""2024-11-12 02:14:19.481892: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-11-12 02:14:19.481921: E tensorflow/compiler/xla/stream_executor/cuda/cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-11-12 02:14:19.481948: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:1518] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-11-12 02:14:19.487396: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-11-12 02:14:20.090471: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
02:14:22-877933 INFO     Kohya_ss GUI version: v24.2.0""",
        expected_cause=None,
        harmless=True,
        note="Posted as 'Yes, it kinda works' after the Linux dependency fix: the GUI starts and trains; the factory-registration and TF-TRT lines are the usual TF 2.15 start-up noise (kohya trains on the GPU through PyTorch).",
        platform="linux",
    ),
    CorpusLog(
        name="harmless-fedora-t600-numa-gpu-listed",
        source=_TF + "52144",
        text=r"""- Fedora 34
- TensorFlow version: 2.6.0
- Python version: 3.9.7
- Installed Tensorflow using pip
- Bazel version: 3.1.0
- GCC/Compiler version: 11.2.1
- CUDA/cuDNN version: 11.4
- GPU model and memory: NVIDIA T600 / 4GB

```python
import tensorflow as tf
tf.config.list_physical_devices('GPU')
```

> 2021-09-26 15:29:11.893611: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
> 2021-09-26 15:29:11.898701: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
> 2021-09-26 15:29:11.898993: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
> [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="The T600 is listed as GPU:0 right after the NUMA notices; the reporter only asked what the message means, and a maintainer linked the known explanations.",
        platform="linux",
    ),
    CorpusLog(
        name="harmless-wsl2-tf213-could-not-open-numa-node",
        source=_GH + "microsoft/WSL/issues/10277",
        text=r"""### WSL Version

1.2.5.0

### Are you using WSL 1 or WSL 2?

- [X] WSL 2
- [ ] WSL 1

### Kernel Version

5.15.90.1

### Distro Version

Ubuntu 23.04

### Other Software

Tensorflow version: 2.13.0

### Repro Steps

python3 -c "import tensorflow as tf; print(tf.reduce_sum(tf.random.normal([1000, 1000])))"

### Expected Behavior

WSL kernel has an NUMA support.

### Actual Behavior

2023-07-12 14:59:25.260129: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:981] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.""",
        expected_cause=None,
        harmless=True,
        note="A feature request for NUMA in the WSL2 kernel: TensorFlow reads the GPU at 0000:01:00.0 and only notes that the kernel has no NUMA node file; commenters see the same notice with working GPU set-ups in WSL2 and Docker.",
        platform="wsl2",
    ),
    CorpusLog(
        name="harmless-wsl2-tf2151-and-cuda-trt-warning-gpu-works",
        source=_TF + "68335",
        text=r"""**Couldn't resolve TF-TRT Warning: Could not find TensorRT**

I'm using wsl2 in windows 11.

```
Distributor ID: Ubuntu
Description:    Ubuntu 22.04.4 LTS
Release:        22.04
Codename:       jammy
```
Previously, I wasn't able to have GPU as the backend, I had tried all the methods in installing tensorflow in wsl.

But, trying with python3.11 and tensorflow  2.15.1, got me access to the GPU backend.

```
conda create -n tmpenv python=3.11
conda activate tmpenv
pip install tensorflow[and-cuda]==2.15.1
```

versions:
```
tensorflow                    2.15.1
tensorrt                      10.0.1
```""",
        expected_cause=None,
        harmless=True,
        note="The reporter states TF 2.15.1 with tensorflow[and-cuda] on WSL2 gives GPU access; only the optional TF-TRT warning remains.",
        platform="wsl2",
    ),
)
