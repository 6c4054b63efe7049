# ruff: noqa: E501 - log lines are quoted verbatim
"""A thirteenth set of real threads: the machinery around TensorFlow on a GPU, gathered apart.

Broken set-ups: cloud and hosted notebook images that shipped a CPU-only TensorFlow or whose CUDA
moved on under a pinned older TensorFlow, a TensorFlow installed on a hosted notebook without its
CUDA libraries, container images whose CUDA or cuDNN did not match the TensorFlow inside, Docker
daemons that did not know the 'nvidia' runtime, a container toolkit too old for its host, a
Jupyter GPU image on a GPU too old for its TensorFlow, a WSL distribution on the old kernel,
TensorFlow from R on WSL and on native Windows, a Nix-packaged TensorFlow that could not reach
the driver's libcuda, and CPU and GPU builds installed side by side (Python and .NET).

Working runs: none among these.

Scored at first look together with the fourteenth set (the doctor of the twelfth set's changes
and of a paste about Docker): the cause of 7 of the 19 was named, 6 of them first; 3 broken
logs got an error that is not their cause. (The doctor of the start of the day also named 7.)
Misses: CPU builds and missing CUDA told in words about images, Colab runtimes whose CUDA moved
on under a pinned release, a Nix-packaged TensorFlow told as failing to load libcuda, native
Windows told through tensorflow-gpu and TensorFlow's Windows page, a TensorFlow 2.1 wheel in a
CUDA 10.2 image, CPU and GPU builds side by side in an image and in .NET packages, and a
container toolkit too old for cgroup v2 (no catalogue ID).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sagemaker-distribution-18-gpu-image-ships-tensorflow-cpu",
        source=_GH + "aws/sagemaker-distribution/issues/438",
        text=r"""### Category

Compatibility Issue

### 🐛 Describe the bug

# Summary
: SMD 1.8.0+ has TensorFlow CPU installed instead of GPU

## Replication steps
1. SageMaker Studio: Create JupyterLab private or shared space, use GPU instance type and above mentioned image and version.
2. Running the follow command for TensorFlow will show that there is no visible GPU devices
```
import tensorflow as tf
tf.config.list_physical_devices('GPU')

[]
```
3. pytorch will correctly show that CUDA is enabled.
4. running `$conda list | grep tensorflow` will show cpu build is installed

### 🐛 Describe the expected behavior

1. TensorFlow should list any GPU device passed to the container.
2. TensorFlow should be able to execute code using the GPU device.

### Image Tags

1.8.0-gpu""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A maintainer closed it 'Fixed in v1.9'; the fixing PR (aws/sagemaker-distribution#452) says 'In 1.8.0 GPU image, we installed tensorflow-cpu version by mistake'. The reporter states the CPU build in prose; no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf212-after-runtime-moved-to-cuda122-gpu-idle",
        source=_GH + "googlecolab/colabtools/issues/4248",
        text=r"""GPU is connect in my colab but it is not being used and taking computation time similar as CPU. The same code was working fine till 2 to 4 days back, but not today. I was using tensorflow. Any one can help me with this?

I was using 2.12 version due to other modules or packages compatibility issues, can't use 2.15. But also for 2.15 the issue remains open.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A Colab maintainer pointed to the runtime upgrade to CUDA 12.2 / TF 2.15 (colabtools#4214) and the fallback runtime (the old CUDA 11.8 one); the reporter: 'Thanks, with fallback runtime its working.' TF 2.12 built for CUDA 11 found no CUDA 11 libraries. Prose only (the second paragraph is the reporter's own follow-up).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf213-needs-old-cuda-after-upgrade-to-cuda122",
        source=_GH + "googlecolab/colabtools/issues/4227",
        text=r"""**Describe the current behavior**
2 days ago before the update of google colab, my model was training on gpu acceleration just fine with cuda 12 and tensorflow 2.13 but now with cuda 12.2 im forced to use tensorflow 2.15 but my model only works with version of tensorflow <12.13. When i check the google colab files in  /usr/local/ there are 2 folders cuda-12 and cuda-12.2 so i assume there should be a way to make the version of cuda utilized 12 instead of 12.2

**Describe the expected behavior**
I really need to find a way to change the cuda version back to what it was 2 days ago

**What web browser you are using**
chrome""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A Colab maintainer: 'We were on CUDA 11.8 before upgrading to 12.2 ... tf<2.15 may not work with CUDA 12.2', use TF 2.15 or the fallback runtime; not disputed. The pinned TF 2.13 wants CUDA 11 libraries the new runtime lacks. Prose only, weak (no log).",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-docker-compute-capability-30-below-35",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/49",
        text=r"""Ignoring visible gpu devices with compute capability 3.0. The minimum required Cuda capability is 3.5

Hi,

I know it sounds bad, but I have just realised that the pc I'm trying to set up this system on has really old gpus, with cuda capability 3.0. Tensorflow supports >3.5. But theoretically it is possible to use it with cc 3.0 too by building tensorflow or disabling xla (?). However, I would like to use these gpus with this setup (jupyter + docker + gpu), do you have any idea how to solve this/whether is it possible to solve this? I'm still getting to know using docker.
I managed to launch jupyter lab following your tutorial on medium.com and only then I realised that the gpus were not detected.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The reporter names the cause (the title is TensorFlow's message: compute capability 3.0, minimum 3.5); the maintainer answered with a rebuild on an older CUDA base image the GPU supports, not disputing it. The first line is the issue title; the rest is prose.",
        platform="linux",
    ),
    CorpusLog(
        name="directml-wsl-old-4-4-kernel-libcuda-missing",
        source=_GH + "microsoft/DirectML/issues/18",
        text=r"""Followed the instructions [here](https://docs.microsoft.com/en-us/windows/win32/direct3d12/gpu-tensorflow-wsl)

```
~ » cat /proc/version                                                                                                                                                             1 ↵ alice@host
Linux version 4.4.0-20150-Microsoft (Microsoft@Microsoft.com) (gcc version 5.4.0 (GCC) ) #1000-Microsoft Thu Jun 12 17:34:00 PST 2020
```

I'm running build 20150, but am getting this error:

```
Python 3.6.10 |Anaconda, Inc.| (default, May  8 2020, 02:54:21)
[GCC 7.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow.compat.v1 as tf
>>>
>>> tf.enable_eager_execution(tf.ConfigProto(log_device_placement=True))
>>>
>>> print(tf.add([1.0, 2.0], [3.0, 4.0]))
2020-06-17 16:36:05.469811: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2020-06-17 16:36:05.469926: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)
2020-06-17 16:36:05.470029: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist
...
```""",
        expected_cause="wsl-windows-driver-unreachable",
        harmless=False,
        consequences=frozenset({"cuinit-unknown-error"}),
        note="Expected cause given when the catalogue gained wsl-windows-driver-unreachable (whose causes include a distribution under WSL 1); before, no-nvidia-driver. The reporter: the distribution still ran the old 4.4.0 (WSL 1) kernel, not 4.19.121-microsoft-WSL2-standard; after reinstalling it 'Now I can see the drivers' (/usr/lib/wsl/lib/libcuda.so*). The Windows driver's libcuda was not reachable from that distribution.",
        platform="wsl2",
    ),
    CorpusLog(
        name="nixpkgs-tensorflowwithcuda-libcuda-not-on-search-path",
        source=_GH + "NixOS/nixpkgs/issues/65515",
        text=r"""**Describe the bug**
Tensorflow is not detecting GPUs in python3 - this appears to be caused by a failure to import libcuda.so

**To Reproduce**
Steps to reproduce the behavior:
 % cat gpu.py                                                  ~/brood/src/ml
#! /usr/bin/env nix-shell
#! nix-shell -i python3 -p "with python3Packages; [Keras tensorflowWithCuda]"
import tensorflow
print(tensorflow.test.is_gpu_available())

1. chmod +x gpu.py && ./gpu.py

**Expected behavior**
The script should print true and have no warnings about libcuda

**Screenshots**
```
 % ./gpu.py                                                    ~/brood/src/ml
2019-07-28 13:45:18.710887: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-07-28 13:45:18.736256: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2592000000 Hz
2019-07-28 13:45:18.736869: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0xc4b5c0 executing computations on platform Host. Devices:
2019-07-28 13:45:18.736902: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): <undefined>, <undefined>
...
```""",
        expected_cause="no-nvidia-driver",
        harmless=False,
        note="The reporter fixed it himself in the merged nixpkgs#65584 ('Hardcode a second search class ... without this, libcuda.so.1 is not picked up and nvidia graphics are broken. Fixes #65515'): the packaged TensorFlow could not reach the driver's libcuda. The 'Could not dlopen library libcuda.so.1' line was cut in what was read, so the paste is weak.",
        platform="linux",
    ),
    CorpusLog(
        name="azureml-container-cudnn805-tf28-compiled-with-810",
        source=_GH + "Azure/AzureML-Containers/issues/91",
        text=r"""Hi,
I've been trying to use the openmpi4.1.0-cuda11.1-cudnn8-ubuntu20.04 image together with Tenserflow 2.7 and 2.8, but i'm having no luck as these require cuDNN 8.1, whereas the image comes with 8.0.5. I get errors that boils down to the following:
E tensorflow/stream_executor/cuda/cuda_dnn.cc:359] Loaded runtime cuDNN library: 8.0.5 but source was compiled with: 8.1.0

I haven't been able to try the curated environments found in the azure ml workspace portal as my code have dependencies not supported by the curated environment i can't remove without breaking it, but i fail to see how the ones using tf 2.5+ can work when there aren't any evident changes being made to the CUDA/cuDNN versions in their related docker images.

Is there a fairly simple way to update the cuDNN version to 8.1, or am i stuck having to create my own docker image?""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="An AzureML maintainer answered 'we will be adding a new base image with a newer cuda driver', accepting that the image's cuDNN 8.0.5 is older than the 8.1 TF 2.7/2.8 were built with; not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="datamachines-cuda102-image-tf21-wheel-wants-cuda101",
        source=_GH + "datamachines/cuda_tensorflow_opencv/issues/2",
        text=r"""First, Thanks for helping me out last time.

On working with "datamachines/cudnn_tensorflow_opencv:10.2_2.1.0_4.3.0-20200423" image, I have no problem on enabling cuda support but when I try to use Tensorflow with gpu I have issue of not able to detect my GPU i.e. when I enter "import tensorflow as tf;print(len(tf.config.experimental.list_physical_devices('GPU')))" returns me 0

Is there a way to fix it or do I need to download another image with cuda10.1?

Please help me out

If possible also please mension a way to install darknetpy in any of the image (I think it will be very good enhanceement for ML docker images like this)

Yes I use the `docker --gpu=all` command prefix. OpenCV's DNN (GPU) and other GPU backend packages like CuPy works well.
Only the Tensorflow is not able to detect / use my GPU""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The image maintainer: 'it appears the pip installed version is bound to older version of CUDA ... and is hard-linked to those libraries', so TF 2.1 found no CUDA 10.1 libraries in the CUDA 10.2 image; workarounds added. Prose only (last paragraph is the reporter's follow-up).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-k8s-azure-unknown-runtime-nvidia-daemon-not-told",
        source=_GH + "wbuchwalter/tensorflow-k8s-azure/issues/35",
        text=r"""running Nvidia-docker will say "Unknown runtime specified nvidia"

following the official doc here solves the problem for me:
https://github.com/NVIDIA/nvidia-docker/wiki/Frequently-Asked-Questions#why-do-i-get-the-error-unknown-runtime-specified-nvidia
I suggest we add that in the doc as an FAQ

BTW I am following this section: https://github.com/wbuchwalter/tensorflow-k8s-azure/tree/master/1-docker""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="The reporter registered the runtime with a systemd drop-in ('--add-runtime=nvidia=/usr/bin/nvidia-container-runtime') and found that 'simply restarting docker ... will also help'. First line is the issue title; prose only, weak.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-unknown-runtime-after-reboot-until-daemon-restart",
        source=_GH + "NVIDIA/nvidia-docker/issues/951",
        text=r"""### 1. Issue or feature description
After system reboot the following command reports an error:
```
$ docker run --runtime=nvidia --rm nvidia/cuda:9.0-base nvidia-smi
docker: Error response from daemon: Unknown runtime specified nvidia.
```
In the same terminal the following works:
```
$   sudo systemctl restart docker
$ docker run --runtime=nvidia --rm nvidia/cuda:9.0-base nvidia-smi
```

### 2. Steps to reproduce the issue
Reboot system.
Run commands described before.""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="The reporter's own finding (title: 'Working after restart docker daemon'): the daemon that came up after boot did not know the 'nvidia' runtime until restarted. No TensorFlow log; a CUDA base image.",
        platform="linux",
    ),
    CorpusLog(
        name="container-toolkit-old-on-cgroup-v2-pop-os-2110",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/23",
        text=r"""I followed [the NVIDIA Container Toolkit installation guide](https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/install-guide.htmll) to install on Pop OS (an Ubuntu derivative), but after following the guide and running `sudo docker run --rm --gpus all nvidia/cuda:11.0.3-base-ubuntu20.04 nvidia-smi` I get the following error message:

`docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: container error: cgroup subsystem devices not found: unknown`.""",
        expected_cause=None,
        harmless=False,
        note="A toolkit maintainer: the host runs cgroup v2 and the installed NVIDIA Container Toolkit predates cgroup v2 support; upgrade to at least 1.9.0. Not disputed. No catalogue ID names a toolkit too old for cgroup v2.",
        platform="linux",
    ),
    CorpusLog(
        name="r-tensorflow-windows-gpu-needs-2-10-or-older",
        source=_GH + "rstudio/tensorflow/issues/574",
        text=r"""I followed the installation guide at https://tensorflow.rstudio.com/installation/,  and #524  but unable to start tensorflow-gpu configuration.

After a whole-day trouble-shooting, I found a note at https://tensorflow.google.cn/install/source_windows#gpu
![image](https://github.com/rstudio/tensorflow/assets/55047262/ffb45c1f-3c6a-4e7c-9a8e-39417b6fe6ad)

So if anyone meets the same problem, you should install the tensorflow package with `keras::install_keras(version = "2.10")`.

Maybe this should be noticed in the installation guide.""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The reporter found it himself (TF GPU on native Windows stops at 2.10) and the maintainer agreed, adding it to the install page and a warning to install_tensorflow(version = 'gpu') on Windows. Prose only; the paste states the fix.",
        platform="windows",
    ),
    CorpusLog(
        name="kubeflow-tf113-notebook-gpu-image-without-cuda",
        source=_GH + "kubeflow/kubeflow/issues/3094",
        text=r"""Hey,

there seems to be no CUDA in the "tensorflow-1.13.1-notebook-gpu" image. This makes everything fail.

<details><summary>Output of nividia-smi for tensorflow-1.13.1-notebook-gpu</summary>
<p>

```
Wed Apr 24 09:19:53 2019
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 415.27       Driver Version: 415.27       CUDA Version: N/A      |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce RTX 208...  Off  | 00000000:02:00.0 Off |                  N/A |
| 28%   27C    P8    11W / 250W |      0MiB / 10989MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+

+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID   Type   Process name                             Usage      |
...
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Fixed by kubeflow#3113 ('Fix based images of tf gpus for tf 1.13 and tf 2.0', fixes #3094), which rebased the TF 1.13 GPU notebook image on nvidia/cuda:10.0-cudnn7-runtime: the image lacked the CUDA runtime TF needs. The paste is prose plus an nvidia-smi table, weak.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-notebook-image-cuda8-base-tf-nightly-wants-cublas9",
        source=_GH + "kubeflow/kubeflow/issues/549",
        text=r"""It looks like tf-nightly-gpu upgraded to rely on CUDA 9.0, but the GPU version of the notebook image is based on an upstream image with CUDA 8.0

This came up in #544, as the step to install the notebook extension winds up importing the tensorflow package, and that import fails when it tries to find libcublas.so.9.0.

I'm testing a change now that will update the base image, and if that works then I will include a fix in #544""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer confirmed the pairing (CUDA 8.0 for TF 1.4, CUDA 9.0 for TF 1.5+) and the base image was moved to CUDA 9.0. The reporter states the cause himself; prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-keras-full-keras200-pulls-cpu-tensorflow-beside-gpu",
        source=_GH + "gw0/docker-keras-full/issues/2",
        text=r"""Hi, I just tested 2.0.0 docker, and I found that if I used ipython2 I could use GPU for tensorflow but if I used ipython3 and jupyter, only CPU were used.

just like this:

```
[root@host ~]# docker run -it --rm gw000/keras-full ipython2
Python 2.7.13 (default, Jan 19 2017, 14:48:08)
Type "copyright", "credits" or "license" for more information.

IPython 5.3.0 -- An enhanced Interactive Python.
?         -> Introduction and overview of IPython's features.
%quickref -> Quick reference.
help      -> Python's own help system.
object?   -> Details about 'object', use 'object??' for extra details.

In [1]: import tensorflow as tf
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcublas.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcudnn.so.5 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcufft.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcurand.so.8.0 locally

In [2]: exit
[root@host ~]# docker run -it --rm gw000/keras-full ipython3
Python 3.5.3 (default, Jan 19 2017, 14:11:04)
Type "copyright", "credits" or "license" for more information.
...
```""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The image maintainer: 'in Keras 2.0.0 there seems to be an problematic dependency that also installs a CPU-only tensorflow. Consequently both CPU-only and GPU versions get installed, but only the CPU-only version is used' (Python 3); fixed in the 2.0.2 image. The paste does not name the two packages (weak); the same run also lacked --device flags for the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="cml-base1-cuda11-image-tf22-wants-cudart101",
        source=_GH + "iterative/cml/issues/654",
        text=r"""Using a cml GitHub workflow with `docker://dvcorg/cml:0-dvc2-base1-gpu` container fails to utilise GPU due to LD_LIBRARY_PATH error:

```
2021-07-12 10:52:46.210323: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2021-07-12 10:52:47.495637: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-07-12 10:52:47.496273: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:00:1e.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-07-12 10:52:47.496789: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
...
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A CML maintainer: the base1 images carry CUDA 11, and 'CUDA 10 and CuDNN 7 are being provided by base0 images for compatibility with Tensorflow versions lower than 2.4'; the reporter: 'tf 2.2.0 works with base0 image(!)'. Cut after the first missing library.",
        platform="linux",
    ),
    CorpusLog(
        name="r-keras3-wsl-tf216-gpu-missing-in-r-only",
        source=_GH + "rstudio/keras3/issues/1456",
        text=r"""I recently started moving my training environment to WSL2 to keep pace to keras3.

after following the installation guide, I successfully installed the tensorflow on my conda environment through command
```
keras3::install_keras(envname = "~/pyEnv/keras", backend = "tensorflow",  gpu = T)
```
However, when I checked tf.config in R, I found out that the GPU was not detected.
```
> tf$config$list_physical_devices()
2024-06-12 02:16:24.128849: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-06-12 02:16:24.668747: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2024-06-12 02:16:25.456112: E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:282] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected
[[1]]
PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')
```
I test some code and keras worked just fine with CPU.

Then I turned to python to get more details. dramatically, the GPU just showed up.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The R keras3 maintainer reproduced it ('specific to TF 2.16, the GPU is visible with the identical setup using TF 2.15') and diagnosed that on WSL TensorFlow must be helped to 'discover the nvidia shared libraries' (cuDNN dirs on LD_LIBRARY_PATH, ptxas on PATH); fixed by rstudio/keras3#1459. The log itself only shows cuInit CUDA_ERROR_NO_DEVICE, so the label rests on the maintainer. Cut after the poster's R output; the Python output is left out.",
        platform="wsl2",
    ),
    CorpusLog(
        name="colab-a100-pip-tf215-without-and-cuda-no-gpu",
        source=_GH + "googlecolab/colabtools/issues/5099",
        text=r"""**Current behavior**
I am using Google Colab with the following versions.  I'm subscribed to Google Colab Pro+.
I'm changing my runtime to A100 GPU.

!pip uninstall tensorflow keras
!pip install tensorflow==2.15.0 keras==2.15.0

When using this version, GPU is not available (A100).

print("TensorFlow Version:", tf.__version__)
print("Num GPUs Available:", len(tf.config.list_physical_devices('GPU')))
print("GPU Devices:", tf.config.list_physical_devices('GPU'))

TensorFlow Version: 2.15.0
Num GPUs Available: 0
GPU Devices: []""",
        expected_cause="and-cuda-extra-missing",
        harmless=False,
        note="A Colab-side reply: 'You'll need to install the GPU version of TF (tensorflow[and-cuda])'; a later comment's command 'pip install -qq tensorflow[and-cuda]==2.15.0 ...' is what another user in googlecolab/colabtools#5212 reports installing successfully. The poster's own reply was not read, so the label rests on that undisputed diagnosis. Only the poster's printed output is quoted; no TensorFlow log lines were posted.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-net-cpu-and-gpu-redist-both-installed",
        source=_GH + "SciSharp/TensorFlow.NET/issues/474",
        text=r"""I have installed Microsoft.ML.TensorFlow.Redist and SciSharp.TensorFlow.Redist-Windows-GPU on windows 10,but it could not found device
2019-12-17 17:53:36.953709: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
Device mapping: no known devices.
2019-12-17 17:53:37.858721: I tensorflow/core/common_runtime/direct_session.cc:317] Device mapping:
How can i use it""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="A TensorFlow.NET maintainer: 'You need to have only one package, I think Microsoft.ML.TensorFlow.Redist is a CPU version so uninstall it, keep SciSharp.TensorFlow.Redist-Windows-GPU installed and rebuild the project' (plus CUDA 10.0 / cuDNN set-up). The poster did not dispute it in what I read. These are two NuGet native-library packages, not pip distributions.",
        platform="windows",
    ),
)
