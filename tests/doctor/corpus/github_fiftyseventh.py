# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fifty-seventh set of real threads: GitHub issues on TensorFlow and on applications and containers built on it (SLEAP, DeepLabCut, DeepVariant/DeepSomatic, faceswap, Nextcloud recognize, NGC containers, zea, Time-LLM), 2017-2026.

Broken kinds held: the CUDA/cuDNN release the TF build needs missing or the wrong CUDA installed (including Colab moving to CUDA 12), GPUs newer or older than an image's or build's CUDA supports, an old cuDNN DLL earlier on PATH, a conda CPU-only (eigen) TensorFlow build, and a corrupted WSL2 driver setup. Working runs: 2. Eight of the sixteen records come from
threads of 2023 or later.

At first look (the doctor of commit 3327d88, before this set was read) the cause was named in 6
of the 14 broken logs (1 has no catalogue cause), 5 of them first; neither working run was
flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="windows-old-cudnn-dll-on-path-loaded-5005-compiled-5105",
        source=_GH + "tensorflow/tensorflow/issues/11401",
        text=r"""I am trying to train a ConvNet on my Windows laptop and I got this error.

Loaded runtime CuDNN library: 5005 (compatibility version 5000) but source was compiled with 5105 (compatibility version 5100).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.

I am already using cudnn v5.1, so I have no clue why this is happening""",
        expected_cause="cudnn-version-mismatch",
        note="2017. A commenter (guschmue): 'Maybe there is a old cudnn.dll in your path. Run where cudnn64_5.dll'; the poster: 'There was a old cudnn.dll in my path! Thanks for the help'.",
        platform="windows",
    ),
    CorpusLog(
        name="faceswap-conda-tensorflow-115-eigen-build-cpu-only",
        source=_GH + "deepfakes/faceswap/issues/1035",
        text=r"""...
tensorboard-plugin-wit    1.6.0                      py_0  
tensorflow                1.15.0          eigen_py37h9f89a44_0  
tensorflow-base           1.15.0          eigen_py37h07d2309_0  
tensorflow-estimator      1.15.1             pyh2649769_0  
termcolor                 1.1.0                    py37_1  
threadpoolctl             2.1.0              pyh5ca1d4c_0  
tk                        8.6.10               he774522_0  
toolz                     0.10.0                     py_0  
toposort                  1.5                        py_3    conda-forge
tornado                   6.0.4            py37he774522_1  
tqdm                      4.47.0                     py_0  
urllib3                   1.25.9                     py_0  
vc                        14.1                 h0510ff6_4  
vs2015_runtime            14.16.27012          hf0eaf9b_3  
werkzeug                  0.16.1                     py_0  
wheel                     0.34.2                   py37_0  
win_inet_pton             1.1.0                    py37_0  
wincertstore              0.2                      py37_0  
wrapt                     1.12.1           py37he774522_1  
xz                        5.2.5                h62dcd97_0  
yaml                      0.2.5                he774522_0  
zlib                      1.2.11               h62dcd97_4  
zstd                      1.4.5""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Only the tail of the poster's conda list is stored in the index (issue titled 'Using TensorFlow backend'). Maintainer (torzdf): 'I can see from your environment you have the CPU version installed, so follow the instructions and it should resolve the issue'; the poster: 'Thank you. I'll try.' The conda tensorflow 1.15.0 eigen_* build is CPU-only.",
        platform="windows",
    ),
    CorpusLog(
        name="tiramisu-keras-tf-gpu-trains-on-cpu-ld-library-path-cuda8",
        source=_GH + "0bserver07/One-Hundred-Layers-Tiramisu/issues/7",
        text=r"""Hi,

I have installed exactly as described in the instructions but the training always starts in CPU mode. I'm using tensorflow backend. Why do we need to install both tensorflow-gpu as well as tensorflow?""",
        expected_cause="cuda-libraries-missing",
        note="2017. Prose only. The poster answered himself the same day: 'solved using... export LD_LIBRARY_PATH=/usr/local/cuda-8.0/lib64' -- the CUDA 8 libraries were not on the loader path.",
        platform="linux",
    ),
    CorpusLog(
        name="nextcloud-recognize-cuda-121-for-tfjs-built-for-cuda-11",
        source=_GH + "nextcloud/recognize/issues/765",
        text=r"""As I am running Ubuntu 22.04 and there is no Cuda 11.2 available anymore, is it still possible to use recognize GPU mode?

I followed your tutorial but installed the newest available software
Cuda 12.1
libcudnn8 8.8.1.3

But your app can't find those tools/libraries.""",
        expected_cause="cuda-libraries-missing",
        note="2023. Prose only, weak. recognize runs tfjs-node-gpu, whose libtensorflow loads the CUDA 11 libraries (libcudart.so.11.0 ...); the poster, after trying CUDA 12.1: 'okay seems to be an issue by tensorflow itself'. The thread (filed as an enhancement) was closed without a further fix.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-mamba-env-libcudart-11-not-on-ld-library-path",
        source=_GH + "talmolab/sleap/issues/1476",
        text=r"""## Linux-5.15.0-78-generic-x86_64-with-debian-bookworm-sid

`mamba create -y -n sleap -c conda-forge -c nvidia -c sleap -c anaconda sleap=1.3.2`

#### `sleap-label` GUI launches, but does not auto-detect anaconda
```
(sleap) alice@host:~/sleap-estimates-animal-poses/pull-requests/sleap$ sleap-label
2023-09-12 10:09:46.962824: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2023-09-12 10:09:46.962865: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
Saving config: /home/alice/.sleap/1.3.2/preferences.yaml
Restoring GUI state...
2023-09-12 10:09:50.526712: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-12 10:09:50.527690: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
...""",
        expected_cause="cuda-libraries-missing",
        note="2023. The log is a maintainer's (roomrys) reproduction in this thread, not the opener's. The maintainers' fix, PR talmolab/sleap#1496 ('Some Linux users have been unable to utilize the GPU'), sets LD_LIBRARY_PATH=$CONDA_PREFIX/lib on `mamba activate`: the env's CUDA 11 libraries were not on the loader path.",
        platform="linux",
    ),
    CorpusLog(
        name="deepsomatic-110-gpu-image-rtx-5090-not-supported",
        source=_GH + "google/deepsomatic/issues/100",
        text=r"""DeepSomatic-1.10-gpu seems not compatible with CUDA 12.8 (RTX 5090). Could you help with this issue? Thanks so much""",
        expected_cause="compute-capability-unsupported",
        note="2026. Prose only. Maintainer (danielecook): 'we are working on this and I am hoping we can provide this in a future release. For now, you may need to run variant calling on CPU' -- the image's TensorFlow build does not run on the Blackwell card.",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-latest-gpu-cuda10-image-newest-gpus",
        source=_GH + "google/deepvariant/issues/430",
        text=r"""Is there a plan to support nVidia GPU Cuda 11 version in dockers available in the dockerhub? 

Current version of `google/deepvariant:latest-gpu` uses Cuda 10, which does not work on newest nVidia GPUs.""",
        expected_cause="compute-capability-unsupported",
        note="2021. Prose only. Maintainer (sgoe1): 'CUDA 11 support was added in the latest version of TensorFlow (2.4.0), so when we upgrade our version of TF, this support will be included' -- the image's CUDA 10 TensorFlow cannot run on Ampere cards.",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-gpu-quickstart-rtx3090-tf-cuda-too-old",
        source=_GH + "google/deepvariant/issues/452",
        text=r"""I am using the docker version, and the quick start with gpu does not work. 
I have Ubuntu 20.04.
I used the exact same command as quickstart

the issue is the TF and CUDA version which is not matched with the deep variant current ubuntu version. I am using RTX 3090 and this card needs a higher version of TF.""",
        expected_cause="compute-capability-unsupported",
        note="2021. Prose only; the poster's reply to a maintainer (the opening log is not in the index). Maintainer (gunjanbaid): 'The TF/Cuda/cuDNN versions being used may be incompatible with your GPU'; the poster agreed that the RTX 3090 needs a newer TensorFlow/CUDA than the image's.",
        platform="linux",
    ),
    CorpusLog(
        name="wsl2-docker-tf212-no-device-corrupted-driver-setup",
        source=_GH + "tensorflow/tensorflow/issues/60429",
        text=r"""### Tensorflow Version

v2.12.0-rc1-12-g0db597d0d75 2.12.0

### OS Platform and Distribution

Ubuntu 18.04.06 on WSL2

### Python version

Python 3.8.10

### CUDA/cuDNN version

11.8/8.6

### GPU model and memory

NVIDIA GeForce RTX 2070 / 8GB

### Current Behaviour?

Windows host
* version: 10.0.22621.1555

WSL2/Ubuntu
* Ubuntu 18.04.6 LTS
* Kernel version: 5.10.102.1

NVIDIA Container Toolkit
* CLI version 1.13.1 (commit: 28b70663f1a2b982e59e83bcf1844177dc745208)

Docker (Ubuntu) 
* docker version: 23.0.5, build bc4487a
* image tag: tensorflow/tensorflow:latest-gpu
* image id: cbe3a4f4c2a0
* /etc/docker/daemon.json (already configured the NVIDIA Container Runtime. Docker is restarted to apply change as well)
```json
{
    "runtimes": {
        "nvidia": {
            "args": [],
            "path": "nvidia-container-runtime"
        }
    }
}
```

When running in a container, tensorflow reports no GPU is found.
```
$ docker run -it --rm --gpus all tensorflow/tensorflow:latest-gpu \
    python -c 'import tensorflow as tf; gpus = tf.config.list_physical_devices("GPU"); ...
```""",
        expected_cause=None,
        note="2023. Only the opening part of the post is in the index (the title names the error). The poster solved it: 'I guess my environment was corrupted': purged every *cuda*/*nvidia* package inside WSL2 Ubuntu, reinstalled the WSL CUDA toolkit and the container toolkit, and re-installed the Windows NVIDIA driver with 'perform clean installation' ('This seems to be the most important step'), then `wsl --shutdown`; the 2.12.0-gpu image then listed the GPU. A broken host-driver / WSL setup: no single catalogue cause.",
        platform="wsl2",
    ),
    CorpusLog(
        name="deeplabcut-22-windows-env-without-cudnn-trains-on-cpu",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1483",
        text=r"""### Bug description

In the last versions of DLC, if you want to use GPU, you should chose GPU file on the conda-enviroments folder. However, in the new version, there only one file. So, during training, DLC is using only my CPU. In the other versions, I typed "activate DLC-GPU" and it worked.
Could you help me?

### Operating System

WIN 10

### DeepLabCut version

2.2.rc3

### DeepLabCut mode

multi animal

### Device type

gpu""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only, weak. Another user: 'the new env file did not install cudnn and cudatoolkit'; maintainer (KonradDanielewski): 'As specified in instruction, you have to run `conda install -c conda-forge cudnn`'. The poster did not reply further.",
        platform="windows",
    ),
    CorpusLog(
        name="tf21-cuda102-xla-gpu-only-needs-cuda-101",
        source=_GH + "tensorflow/tensorflow/issues/38990",
        text=r"""Here's the result

tf.config.list_physical_devices(
    device_type=None
)

`[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),
 PhysicalDevice(name='/physical_device:XLA_CPU:0', device_type='XLA_CPU'),
 PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]`

and for 

physical_devices = tf.config.list_physical_devices('GPU') 
print("Num GPUs:", len(physical_devices)) 

`Num GPUs: 0`""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose plus device listing (the poster's reply to a commenter; TF 2.1, the title says PyTorch sees the GPU). A commenter: 'It can happen because of CUDA Version mismatch'; the poster: 'i see on website that tensorflow works with 10.1 cuda version not with 10.2' -- he had CUDA 10.2 and moved to another OS install rather than downgrade.",
        platform="linux",
    ),
    CorpusLog(
        name="nextcloud-recognize-fedora-cuda-12-libcudart-11-missing",
        source=_GH + "nextcloud/recognize/issues/864",
        text=r"""### Which version of recognize are you using?

4.0.1

### Enabled Modes

Object recognition

### TensorFlow mode

GPU mode

### Which Nextcloud version do you have installed?

27.0.0 beta 1

### Which Operating system do you have installed?

Fedora

### Describe the Bug

It seems that tensorflow is missing some libraries, _even though pytorch works fine on my machine and runs as expected_:

```
Running array (
  0 => '/bin/node',
  1 => '/var/www/html/nextcloud/apps/recognize/src/classifier_imagenet.js',
  2 => '-',
)
Classifier process output: 2023-05-28 09:13:33.016381: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory

Classifier process output: 2023-05-28 09:13:33.016668: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
...""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer (marcelklehr) asked which CUDA toolkit was installed; the poster: 'nvidia-smi ... CUDA Version: 12.0'; maintainer: 'You need 11' (recognize's tfjs-node-gpu loads the CUDA 11 libraries). The poster argued CUDA is backward compatible and asked for CUDA 12 support, which was refused; the issue went stale. Weak acceptance.",
        platform="linux",
    ),
    CorpusLog(
        name="ngc-tf1-2003-container-rtx-3060ti-not-supported",
        source=_GH + "NVIDIA/DeepLearningExamples/issues/803",
        text=r"""I have choose nvcr.io/nvidia/tensorflow:20.03-tf1-py3 container,but final shows bellow:
WARNING: Detected NVIDIA GeForce RTX 3060 Ti GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container

My Envirnment:
CUDA:11.1
GPU: GeForce RTX 3060 Ti""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer (byshiue): the support matrix shows 'nvcr.io/nvidia/tensorflow:20.03-tf1-py3 only contains cuda 10.1, so it can not run on RTX 3060 Ti. You need to use newer images.' The poster did not reply.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-colab-cuda12-runtime-libcudart-11-missing",
        source=_GH + "talmolab/sleap/issues/1644",
        text=r"""INFO:numexpr.utils:NumExpr defaulting to 8 threads.
2023-12-17 16:30:34.863435: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib/python3.10/dist-packages/cv2/../../lib64:/usr/lib64-nvidia
2023-12-17 16:30:34.863471: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
Started inference at: 2023-12-17 16:30:37.969681
Args:
{
│   'data_path': '/content/drive/MyDrive/sleap/colab2/male.mp4',
│   'models': ['/content/drive/MyDrive/sleap/colab2/models/231213_081111.single_instance'],
│   'frames': '',
│   'only_labeled_frames': False,
│   'only_suggested_frames': False,
│   'output': None,
│   'no_empty_frames': False,
│   'verbosity': 'rich',
│   'video.dataset': None,
│   'video.input_format': 'channels_last',
│   'video.index': '',
│   'cpu': False,
│   'first_gpu': False,
│   'last_gpu': False,
│   'gpu': 'auto',
...""",
        expected_cause="cuda-libraries-missing",
        note="2023. Issue 'Google Colab: GPUs: None detected', opened by SLEAP maintainer talmo with a user's Colab log after Colab moved to CUDA 12 (SLEAP's TF 2.x build wants libcudart.so.11.0). Talmo's workaround: 'Did you try installing the older version of cuda first with `!apt update && apt install cuda-11-8`?', which users reported working; talmo later (2026) called it 'the TensorFlow/CUDA library version mismatch that caused libcudart.so.11.0-style \"GPUs: None detected\" failures on Colab'. The text is the opening post's log.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="harmless-zea-docker-image-factory-and-placer-noise",
        source=_GH + "tue-bmd/zea/issues/333",
        text=r"""Using one of our docker images will result in the following CUDA dump:

```
2026-04-22 12:42:58.533589: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1776861778.547665       1 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1776861778.551784       1 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W0000 00:00:1776861778.565142       1 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1776861778.565162       1 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1776861778.565164       1 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
...""",
        harmless=True,
        note="2026. Filed by a zea developer about noise printed by the project's own GPU docker image at import; the issue asks only to silence the dump (closed), nothing failed.",
        platform="linux",
    ),
    CorpusLog(
        name="harmless-time-llm-colab-factory-and-tensorrt-noise",
        source=_GH + "KimMeen/Time-LLM/issues/35",
        text=r"""In Google Colab,
After executing the command `pip install -r requirements.txt`
I executed this command `bash ./scripts/TimeLLM_ETTh1.sh `
and then I am getting this error:-

[2024-03-16 09:45:00,430] [INFO] [real_accelerator.py:191:get_accelerator] Setting ds_accelerator to cuda (auto detect)
2024-03-16 09:45:09.637447: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-03-16 09:45:09.637606: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-03-16 09:45:09.753286: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-03-16 09:45:12.608198: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
[09:45:13] WARNING  The following values were not passed to `accelerate launch` and    

after this, the cell gets executed.
Please help me with this issue.""",
        harmless=True,
        note="2024. The poster says the cell runs after these lines; the maintainer (kwuking): 'it appears that these log levels are merely INFO or WARNING, are you able to complete the training?'; closed with no further problem reported. The run itself uses accelerate/PyTorch on the Colab GPU; the lines come from TensorFlow being imported alongside.",
        platform="linux",
    ),
)
