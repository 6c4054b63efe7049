# ruff: noqa: E501, W291 - log lines are quoted verbatim
"""A twelfth set of real threads, gathered apart from TensorFlow's own repositories.

Threads from projects that run TensorFlow on a GPU (DeepLabCut, stardist, CSBDeep, DeepVariant,
notebook and Docker images, distrobox, research code) and from packaging tools.

Broken set-ups: Docker without the NVIDIA Container Toolkit or without a registered 'nvidia'
runtime (the Docker snap), CPU-only TensorFlow builds in notebook images and the plain
``tensorflow/tensorflow`` image, images and environments missing cuDNN or the CUDA runtime
(Linux and native Windows, TF 1.x to 2.5), a cuDNN older than the one TensorFlow 2.12 was built
with, uv and pip picking a Python with no TensorFlow wheel (3.8, 3.12, 3.13, 3.14), GPUs without
precompiled kernels (V100 under a CUDA 8 build, Ampere under TF 2.6's PTX), and a GeForce 940M
below a community wheel's minimum compute capability. Several pastes are prose only.

Working run: a DeepVariant GPU container whose CUDA_ERROR_NOT_INITIALIZED and TensorRT lines
were harmless (the slowness was a CPU-only step).

At first look (with the eleventh set, the doctor of the tenth set's changes) the cause of 16 of
the 22 broken logs was named, 15 of them first; the working run was not flagged; one broken log
got an error that is not its cause. (The doctor of the start of the day named 15.) Misses: CPU
builds shown by conda's build string and by the plain ``tensorflow/tensorflow`` image, an image
built on ``nvidia/cuda:...-base`` (no cuDNN), two GPUs whose kernels are JIT-compiled from PTX
(told as a slow start), and CUDA_VISIBLE_DEVICES set to -1 by an imported package.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deeplabcut-docker-gpus-all-could-not-select-device-driver",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1684",
        text=r"""### Bug description

I followed the instruction to install deeplabcut using docker (which I am familiar with and use with the GPU for other tasks).

I use the deeplabcut-docker package to start the docker with `deeplabcut-docker gui -v PATH_HOST:PATH_CONTAINER`

It seems that the cuda libraries are loaded fine, but when I start the training, the GPU is not found.

When I try to force exposing the gpu using the flag `--gpus all` I get the following error:

`docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].`

### Operating System

Ubuntu 20.04.2 LTS

### DeepLabCut version

latest docker container with GUI and jupyter

### DeepLabCut mode

single animal

### Device type

gpu""",
        expected_cause="container-toolkit-missing",
        note="The poster closed it himself: 'after messing around with docker dependencies and whatnot I finally was able to make it work on the GPU ... something was definitely missing on docker side.' Weak: he does not name the package he reinstalled.",
        platform="linux",
    ),
    CorpusLog(
        name="sesame-csm-compose-could-not-select-nvidia-driver-no-toolkit",
        source=_GH + "phildougherty/sesame_csm_openai/issues/2",
        text=r"""After building the docker image I get this error. My monitor is running on an integrated gpu but I have a 4080 super as well that is just used for inference.

Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]""",
        expected_cause="container-toolkit-missing",
        note="Told 'you need to install nvidia container toolkit', the poster answered 'Thank you.' The error line is the issue title; the body is prose. Not a TensorFlow image (a speech model's Docker compose), kept for the Docker cause.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-tensorflow-notebook-ships-cpu-build",
        source=_GH + "jupyter/docker-stacks/issues/1616",
        text=r"""**What docker image you are using?**

`jupyter/tensorflow-notebook`

**What complete docker command do you run to launch the container (omitting sensitive values)?**

`docker run -it --rm jupyter/tensorflow-notebook /bin/bash`

**What steps do you take once the container is running to reproduce the issue?**

Example:

1. conda list

**What do you expect to happen?**

To see Tensorflow with cuda build

In order to get a cuda enabled tensorflow I have to install the package again with `conda install tensorflow-gpu`
These are the packages that change with the installation

```
  tensorflow                       2.7.0-cpu_py39h4655687_0 --> 2.7.0-cuda112py39h01bd6f0_0
  tensorflow-base                  2.7.0-cpu_py39hf4995fd_0 --> 2.7.0-cuda112py39hd98b2dd_0
  tensorflow-estima~               2.7.0-cpu_py39ha241409_0 --> 2.7.0-cuda112py39h23446aa_0
```

Is it possible to get a docker image with the cuda version already installed?""",
        expected_cause="tensorflow-cpu-only-build",
        note="The poster states the fix in the report itself (the image's conda TensorFlow is the cpu_ build; reinstalling the cuda112 build gave CUDA); the maintainer replied 'so you solved the problem, right?' and closed it.",
        platform="linux",
    ),
    CorpusLog(
        name="stardist-tf212-cudnn-84-loaded-built-with-86",
        source=_GH + "stardist/stardist/issues/228",
        text=r"""Hello. When I ran the function **model.predict_instances_big(img, axes='YXC', block_size=4096, min_overlap=128, context=128,  normalizer=normalizer, n_tiles=(4,4,1))**, I got the error message showing that **DNN library is not found.**

How should I do to deal with the problem ?

Thank you for your help in advance.

- Ubuntu version is 20.04
- Tensorflow version is 2.12.0
- Python version is 3.8.13
- Cuda version is V11.6.124

This is the error message:

`2023-04-06 12:44:35.570076: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.4.0 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2023-04-06 12:44:35.571376: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at conv_ops_fused_impl.h:625 : UNIMPLEMENTED: DNN library is not found.
...""",
        expected_cause="cudnn-version-mismatch",
        note="Maintainer (maweigert): 'this seems to be an issue with the CUDNN library version installed, so upgrading it might help (see first error message)'; the poster did not dispute it. Weak: no confirmation from the poster that upgrading fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-snap-runtime-nvidia-unknown-tensorflow-latest-gpu",
        source=_GH + "canonical/docker-snap/issues/180",
        text=r"""According to [the documentation](https://github.com/canonical/docker-snap/blob/main/README.md#nvidia-support), the following should work with no errors:
```bash
$ sudo snap install docker
docker 24.0.5 from Canonical✓ installed
$ sudo docker run -it --rm --runtime=nvidia tensorflow/tensorflow:latest-gpu python
docker: Error response from daemon: unknown or invalid runtime name: nvidia.
See 'docker run --help'.
```""",
        expected_cause="container-runtime-not-configured",
        note="The Docker snap had not registered its nvidia runtime; the poster confirmed 'Running an update of the full system (apt, snap, docker images) after vacation solved the issue' (Ubuntu 24.04). Weak: the fix is a general update.",
        platform="linux",
    ),
    CorpusLog(
        name="dc-tts-windows-cudart64-100-missing-needs-cuda-10",
        source=_GH + "Kyubyong/dc_tts/issues/59",
        text=r"""When I am running prepo.py, it says:
`W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_100.dll'; dlerror: cudart64_100.dll not found`""",
        expected_cause="cuda-libraries-missing",
        note="The poster fixed it himself: 'you need to install the 2018 version of cuda' (CUDA 10.0); a second user confirmed the same mistake with CUDA 10.1. One log line only.",
        platform="windows",
    ),
    CorpusLog(
        name="diffmorph-rtx3080ti-cudart64-110-missing-installed-cuda-113",
        source=_GH + "volotat/DiffMorph/issues/19",
        text=r"""Hello.
I needed to install the [CUDA  11.3 library](https://developer.nvidia.com/cuda-11.3.0-download-archive) to fix the following error message for my RTX 3080ti
"Could not load dynamic library 'cudart64_110.dll'"

It's on the tensorflow page that you need NVidia libraries  https://www.tensorflow.org/install/pip#windows-native
but this may not be obvious to those that are installing it for the first time just via pip.

Thanks.""",
        expected_cause="cuda-libraries-missing",
        note="The poster reports the fix in the same post: installing the CUDA 11.x runtime library removed the missing cudart64_110.dll. Prose plus one quoted error.",
        platform="windows",
    ),
    CorpusLog(
        name="ctcwordbeamsearch-tf13-importerror-libcudnn-so-6",
        source=_GH + "githubharald/CTCWordBeamSearch/issues/7",
        text=r"""I tried to compile it with tenserflow-gpu version 1.3.0, but its giving **ImportError: libcudnn.so.6: cannot open shared object file: No such file or directory** error.

System: Ubuntu 16.04, GCC 5.4, Tensorflow 1.3 GPU,CUDA 8.0,CUDNN 5.1.

Please let me know where i am going wrong?""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="The poster confirmed: 'Error was due to Tensorflow version 1.3, as per the Tensorflow documentation version 1.3 needs CUDNN 6.0. After installing CUDNN 6.0 script complied successfully.'",
        platform="linux",
    ),
    CorpusLog(
        name="fun-rec-uv-sync-picks-cpython-313-tf215-cp311-only",
        source=_GH + "datawhalechina/fun-rec/issues/154",
        text=r"""本地默认python版本过高时报错：
```
/fun-rec/w/backend uv sync

Using CPython 3.13.9 interpreter at: /home/www/miniconda3/bin/python3
Creating virtual environment at: .venv
Resolved 94 packages in 6.46s
error: Distribution `tensorflow==2.15.0 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform

hint: You're using CPython 3.13 (`cp313`), but `tensorflow` (v2.15.0) only has wheels with the following Python ABI tag: `cp311`
```""",
        expected_cause="python-version-unsupported",
        note="The poster's fix was `uv sync --python 3.11`; the maintainer thanked them and updated the project's README accordingly. The post's suggested README change is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="openpi-uv-group-rlds-tensorflow-cpu-215-on-cpython-312",
        source=_GH + "Physical-Intelligence/openpi/issues/907",
        text=r"""Using the RLDS group with `uv sync --group rlds` yields the error:
```
error: Distribution tensorflow-cpu==2.15.0 @ registry+https://pypi.org/simple can't be installed because it doesn't have a source distribution or wheel for the current platform hint: You're using CPython 3.12 (cp312), but tensorflow-cpu (v2.15.0) only has wheels with the following Python ABI tag: cp311
```""",
        expected_cause="python-version-unsupported",
        note="The poster states the fix in the report: 'Fixable by doing: uv python install 3.11 / uv venv --python 3.11' (the pinned tensorflow-cpu 2.15.0 only works with 3.11); the issue was closed. The fix lines are cut from the text. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-kubespawner-libcudnn-so-7-missing-in-image",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/25",
        text=r"""Hey,

I'm trying to use your docker container in a kubernetes cluster with kubespawner for jupyterhub.
I got everything running except tensorflow with GPU acceleration because of this error from the container log:

"Could not load dynamic library 'libcudnn.so.7'; dlerror: libcudnn.so.7: cannot open shared object file: No such file or directory"

Because I'm new to kubernetes/docker, I don't know if this library has to be inside the container, mounted from the host filesystem or through c.Spawner.env_keep = ['LD_LIBRARY_PATH'], which I already tried.

With the localspawner everything is working and every GPU (6 available) visible. 
The container only get access to one GPU at a time.

But that's the result:

```
import tensorflow as tf
tf.config.list_physical_devices() 

[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),
 PhysicalDevice(name='/physical_device:XLA_CPU:0', device_type='XLA_CPU'),
 PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]

```""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"no-gpu-visible"}),
        note="The image lacked cuDNN: the maintainers fixed it with PR #26 'closes #25 by adding libcudnn7-dev' (merged). The same cause was cited by StatCan/aaw-kubeflow-containers#122.",
        platform="linux",
    ),
    CorpusLog(
        name="statcan-kubeflow-gpu-image-on-cuda-base-without-cudnn",
        source=_GH + "StatCan/aaw-kubeflow-containers/issues/122",
        text=r"""Our GPU dockerfile stack is rooted on an NVIDIA image (`nvidia/cuda:10.1-base-ubuntu18.04`) which does not include the CUDA Deep Neural Network libraries which tensorflow requires.  This is discussed in iot-salzburg/gpu-jupyter#25.""",
        expected_cause="cuda-libraries-missing",
        note="The maintainers' own issue; rebasing on an NVIDIA image that ships cuDNN was 'solution tested' with a GPU MatMul placed on GPU:0. Prose only, no log.",
        platform="linux",
    ),
    CorpusLog(
        name="distrobox-official-tensorflow-latest-image-is-cpu-only",
        source=_GH + "ublue-os/hwe/issues/230",
        text=r"""@m2Giles using the official tensorflow container doesn't work either

```
$ distrobox ephemeral --nvidia --image tensorflow/tensorflow:latest
Creating 'distrobox-1RfsfYcHQM' using image tensorflow/tensorflow:latest	 [ OK ]
Distrobox 'distrobox-1RfsfYcHQM' successfully created.
To enter, run:

distrobox enter distrobox-1RfsfYcHQM

Starting container...                   	 [ OK ]
Executing pre-init hooks...             	 [ OK ]
Installing basic packages...            	 [ OK ]
Setting up devpts mounts...             	 [ OK ]
Setting up read-only mounts...          	 [ OK ]
Setting up read-write mounts...         	 [ OK ]
Setting up host's sockets integration...	 [ OK ]
Setting up host's nvidia integration... 	 [ OK ]
...
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="The poster's later update: 'When I tested the official tensorflow docker image, I was actually using the _wrong image_! With tensorflow/tensorflow:latest-gpu (I'd forgotten that last -gpu part!) tensorflow GPU detection actually works'. The paste is a comment, cut before TensorFlow's own output; the thread's original distrobox problem stayed open. Weak evidence.",
        platform="linux",
    ),
    CorpusLog(
        name="csbdeep-care3d-tf24-with-cudatoolkit-101-stalls",
        source=_GH + "CSBDeep/CSBDeep/issues/63",
        text=r"""Hi,

I'm trying to run the 3D denoising model (CARE 3D).

However, the model initialization command:

```model = CARE(config, 'my_model', basedir='models')``` takes upto 5 minutes to initialize the model.

Once this is finished and I try to train via:

```history = model.train(X,Y, validation_data=(X_val,Y_val))```

This basically stalls at epoch 1 and does not go further. No TensorBoard logs are created. Image is below.

![image](https://user-images.githubusercontent.com/110496566/197427436-300f9944-3b20-4f70-9704-f44afbb1a595.png)

I have 24 Gb of GPU memory available so this should not be an issue.

Can you please advise?

Edit: On further debugging, I'm getting this error:

![image](https://user-images.githubusercontent.com/110496566/197428545-73e874f7-65a0-45d0-b55b-2d6d865ed897.png)

I'm on Python 3.8 and Tensorflow 2.4, and cuda 10.1.""",
        expected_cause="cuda-libraries-missing",
        note="The maintainer called it an installation issue; the poster confirmed 'I solved it upgrading cudatoolkit' (TF 2.4 is built for CUDA 11.0, the env had 10.1). Prose only: the log was a screenshot. Weak.",
        platform="linux",
    ),
    CorpusLog(
        name="anaconda-keras-gpu-cuda8-build-v100-twelve-minute-start",
        source=_GH + "ContinuumIO/anaconda-issues/issues/8834",
        text=r"""### Actual Behavior

When running a Keras model, I noticed that the time required for TensorFlow to initialize the model fit is very long on a Tesla V100.  The attached script takes just under 12 minutes to run, although each of the 20 training epochs only requires 8 seconds.

### Expected Behavior

Running the same model training script on a Tesla P100 in the same conda environment requires just under 3 minutes.

### Steps to Reproduce

1. Download mnist.py
2. `conda create -n keras_test python=3.6 keras-gpu`
3. `source activate keras_test`
4. `python mnist.py`

On P100, this should take ~3 min, and on V100 this currently takes ~12 min.

##### Operating System:

Ubuntu Linux 16.04, x86_64
...""",
        expected_cause="compute-capability-ptx-jit",
        note="Maintainer (jjhelmus): the tensorflow-gpu-base package was built with CUDA 8 for compute capability 6.0, not 7.0, so the V100 translates kernels at start; the poster confirmed TF 1.7 with cudatoolkit=9 ran in under 3 minutes: 'Problem solved!' Prose; the conda info block is cut.",
        platform="linux",
    ),
    CorpusLog(
        name="emgutf-rtx-a4000-ampere-startup-delay-ptx-compute-80",
        source=_GH + "emgucv/emgutf/issues/71",
        text=r"""With:

- latest 2.6 EmguTF
- Ampere RTX A4000 card
- Windows 10

when we try to perform inference, we see a first-time delay of 90-120 seconds when we create the session. This happens EVERY time we start our application. It is different from the one-time delay of 10 minutes or so that we experience when upgrading Emgu from one version to the next. On earlier cards, the delay after application startup was much shorter--almost not noticeable to users. We anticipate this being a problem for users to wait so long. Is there any chance this will be resolved with 2.7?""",
        expected_cause="compute-capability-ptx-jit",
        note="Maintainer (emgucv): TensorFlow 2.6's release build has sm_35..sm_75 plus compute_80 PTX only, so on the RTX A4000 (8.6) the driver converts PTX 8.0 to SASS 8.6 at start, 'that is what the delays comes from'. Not disputed. Prose only; a C# wrapper of TensorFlow.",
        platform="windows",
    ),
    CorpusLog(
        name="cpython-issue-tensorflow-on-python-314-no-distribution",
        source=_GH + "python/cpython/issues/149178",
        text=r"""# Crash report

### What happened?

```python
# Add a code block here, if required
```
### Description
TensorFlow cannot be installed on Python 3.14.3. Attempting to install latest TensorFlow returns "No matching distribution found" error.

### Environment
- **Python Version**: 3.14.3
- **Operating System**: Windows
- **Error Message**:

### Steps to Reproduce
1. Create a virtual environment with Python 3.14
2. Run: `pip install tensorflow`
3. Installation fails with distribution not found error

### Expected Behavior
TensorFlow should be installable on Python 3.14

### Actual Behavior
Installation fails - no compatible TensorFlow distribution exists for Python 3.14
...

### Output from running 'python -VV' on the command line:

Python 3.14.3 (main, Apr 2026, 12:34:56)  [MSC v.1940 64 bit (AMD64)]""",
        expected_cause="python-version-unsupported",
        note="The poster's own report gives the fix ('Workaround: Users must downgrade to Python 3.13 or 3.12 to use TensorFlow', cut from the text); a CPython triager closed it as belonging to TensorFlow's tracker. Prose, no pip output.",
        platform="windows",
    ),
    CorpusLog(
        name="wdro-pip-tensorflow-1131-not-found-needs-python-37",
        source=_GH + "bisno/WDRO/issues/1",
        text=r"""`pip install tensorflow==1.13.1`
`ERROR: Could not find a version that satisfies the requirement tensorflow==1.13.1 (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.2.1, 2.2.2, 2.3.0rc0, 2.3.0rc1, 2.3.0rc2, 2.3.0, 2.3.1, 2.3.2, 2.4.0rc0, 2.4.0rc1, 2.4.0rc2, 2.4.0rc3, 2.4.0rc4, 2.4.0)
ERROR: No matching distribution found for tensorflow==1.13.1`""",
        expected_cause="python-version-unsupported",
        note="Maintainer (bisno): '`pip install tensorflow==1.13.1` works for python=3.7.' (the versions offered start at 2.2, i.e. a Python 3.8 interpreter). Not disputed; no reply from the poster.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-windows-cudart64-110-missing-cuda-11-not-installed",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1398",
        text=r"""This worked to create my environment! Now when importing deeplabcut, I get this error:

```
In [1]: import deeplabcut
2021-07-11 12:27:43.457800: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2021-07-11 12:27:43.457889: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```

I do have a GPU set up, so should I be worried about this?""",
        expected_cause="cuda-libraries-missing",
        note="Maintainer (backyardbiomech): 'Make sure CUDA 11 is installed' for TF 2.5; the poster confirmed 'That was it! I had updated everything else, just missed CUDA.' The paste is the poster's follow-up comment.",
        platform="windows",
    ),
    CorpusLog(
        name="custom-wheel-ignores-940m-compute-50-minimum-61",
        source=_GH + "davidenunes/tensorflow-wheels/issues/9",
        text=r"""when i execute code, i have:
Ignoring visible gpu device (device: 0, name: GeForce 940M, pci bus id: 0000:01:00.0, compute capability: 5.0) with Cuda compute capability 5.0. The minimum required Cuda capability is 6.1.

i need compile tensorflow 2.2.0, python 3.8.2, cuda 10.2, cudnn 7.6, nccl 2.6 and Compute Capability 5.0
TF_CUDA_COMPUTE_CAPABILITIES=5.0""",
        expected_cause="compute-capability-too-old",
        note="The community wheel the poster installed (Arch Linux build) targets compute capability 6.1 and up; the wheel's maintainer agreed to produce a build with TF_CUDA_COMPUTE_CAPABILITIES=5.0 for the GeForce 940M. The cause is stated by TensorFlow's own line and not disputed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deepvariant-gpu-container-usual-warnings-make-examples-cpu-bound",
        source=_GH + "google/deepvariant/issues/960",
        text=r"""**Have you checked the FAQ? https://github.com/google/deepvariant/blob/r1.8/docs/FAQ.md**:

Yes, I am aware that Tensorflow warnings and `CUDA_ERROR_NOT_INITIALIZED` error should not affect GPU usage.

---

**Describe the issue:**

When calling variants on a WES sample using the DeepVariant 1.8.0 GPU container, the run completes in 2h05min, whereas the CPU version takes 2h15min. I want to ensure that the GPU is being fully utilized and that the observed speedup is in line with expectations.

---

**Setup**
  - Operating system: Ubuntu 24.04.1 LTS
  - DeepVariant version: 1.8.0
  - Installation method: apptainer container
  - Type of data: WES sample sequenced using Illumina NovaSeqX (10B flowcell)
  - Reference genome: GRCh38

---

**Does the quick start test work on your system?**

Yes, the quick start test works fine. However I see the usual suspects: 

    E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error

    W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64:/.singularity.d/libs
...""",
        expected_cause=None,
        harmless=True,
        note="The GPU was used: the maintainer (kishwarshafin) explained that only call_variants is GPU-accelerated and the run is bound by the CPU-only make_examples step; the poster's own WGS timings then showed call_variants 10 min on GPU vs 43 min on CPU. The quoted lines are warnings the poster already knew to be harmless; the paste is cut after the first two.",
        platform="linux",
    ),
    CorpusLog(
        name="deepmimic-mujoco-pip-install-tensorflow-gpu-windows-fails",
        source=_GH + "mingfeisun/DeepMimic_mujoco/issues/12",
        text=r""" python -m pip install tensorflow-gpu
Looking in indexes: https://pypi.org/simple, https://pypi.ngc.nvidia.com
Collecting tensorflow-gpu
  Downloading tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [39 lines of output]
      Traceback (most recent call last):
        File "A:\Editors\Programs\miniconda3\envs\venv\lib\site-packages\packaging\requirements.py", line 36, in __init__
          parsed = _parse_requirement(requirement_string)
        File "A:\Editors\Programs\miniconda3\envs\venv\lib\site-packages\packaging\_parser.py", line 62, in parse_requirement
          return _parse_requirement(Tokenizer(source, rules=DEFAULT_RULES))
        File "A:\Editors\Programs\miniconda3\envs\venv\lib\site-packages\packaging\_parser.py", line 80, in _parse_requirement
          url, specifier, marker = _parse_requirement_details(tokenizer)
        File "A:\Editors\Programs\miniconda3\envs\venv\lib\site-packages\packaging\_parser.py", line 124, in _parse_requirement_details
          marker = _parse_requirement_marker(
        File "A:\Editors\Programs\miniconda3\envs\venv\lib\site-packages\packaging\_parser.py", line 145, in _parse_requirement_marker
          tokenizer.raise_syntax_error(
...""",
        expected_cause="tensorflow-gpu-package-removed",
        note="The same poster opened PR #11 the same day changing the README to 'python3 -m pip install tensorflow' and the issue was closed: the removed tensorflow-gpu 2.12 stub cannot be installed. The paste is cut where the excerpt ended.",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-graph-converter-import-sets-cuda-visible-devices-minus-1",
        source=_GH + "patlevin/tfjs-to-tf/issues/35",
        text=r"""Demo Script:
```
import os
import tensorflow as tf
print("cuda devices before include", os.getenv('CUDA_VISIBLE_DEVICES'))

import tfjs_graph_converter.api as tfjs_api
import tfjs_graph_converter.util as tfjs_util

print("cuda devices after include", os.getenv('CUDA_VISIBLE_DEVICES'))
physical_devices = tf.config.list_physical_devices('GPU')
print("Num GPUs:", len(physical_devices))
```
output:
```
cuda devices before include None
cuda devices after include -1
Num GPUs: 0
```""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="The poster traced it to tfjs_graph_converter/__init__.py setting os.environ['CUDA_VISIBLE_DEVICES'] = \"-1\" and worked around it with os.unsetenv; the maintainer labelled it documentation/enhancement and closed it. The part of the post that names the fix is cut from the text.",
        platform="linux",
    ),
)
