# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A twenty-first set of real logs, gathered apart: TensorFlow on GPUs in containers and clouds.

Broken set-ups: cuInit's unknown error in a Singularity container until the GPU kernel
modules were loaded (DeepVariant), cuDNN in a Docker base image newer or older than the one
TensorFlow was built with (horovod, deepo, Colab's "DNN library is not found"), CUDA libraries
a cloud image or hosted notebook did not have (SageMaker training image, Colab after CUDA moves,
a Datalab GPU image), a GPU newer than the TensorFlow in an image (RTX 50xx), memory growth off
in a GPU server image, an AMI's TensorFlow built for newer GPUs than the instance had, GKE nodes
without the driver daemonset, driver libraries installed inside an image, and a CPU-only wheel
overwriting the GPU one inside an image.

Working runs: a spurious cuInit error in a Singularity container on a machine with no GPU, and
the TensorRT warning on Colab.

At first look (the doctor after the twentieth set's changes) the cause of 11 of the 16 broken
logs was named, all first; 1 of the 2 working runs was flagged (cuInit on a machine its author
says has no GPU). Misses: CUDA libraries named by an ImportError in a title, Colab's CUDA 10.1
beside a tf-nightly built for CUDA 11 (prose), TensorFlow's GPU memory told in gigabytes, a
Kubernetes node without its driver daemonset, `pip show` listing tensorflow beside
tensorflow-gpu.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="deepvariant-singularity-cuinit-unknown-error-nvidia-modprobe",
        source=_GH + "google/deepvariant/issues/619",
        text=r"""**Have you checked the FAQ? https://github.com/google/deepvariant/blob/r1.5/docs/FAQ.md**: Yes

**Describe the issue:**
'CUDA_ERROR_UNKNOWN' using DeepVariant GPU version.

**Setup**
  - Operating system: CentOS Linux release 7.4.1708 (Core), Linux 5.10.150-1.el7.x86_64
  - DeepVariant version: 1.4.0
  - Installation method (Docker, built from source, etc.): singularity image build from dockerhub
  - Type of data: nothing special that is unlike the case studies

**Steps to reproduce:**
  - Command:  /opt/deepvariant/bin/run_deepvariant --version
  - Error trace: (if applicable)
 ```
tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error
tensorflow/stream_executor/cuda/cuda_diagnostics.cc:169] retrieving CUDA diagnostic information for host: 
tensorflow/stream_executor/cuda/cuda_diagnostics.cc:176] hostname: 
tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: INVALID_ARGUMENT: expected %d.%d, %d.%d.%d, or %d.%d.%d.%d form for driver version; got "1"
tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 520.61.5
DeepVariant version 1.4.0
```
The `hostname` is privacy.

**Does the quick start test work on your system?:** No

**Any additional context:** 
The GPU is NVIDIA GeForce 3090""",
        expected_cause="cuinit-unknown-error",
        harmless=False,
        note="A helper: Singularity did not load all the GPU kernel modules; run 'nvidia-modprobe -u -c=0' first. The maintainer then: 'glad to hear that it works now! And thanks for ... @pbtrial's help'. The reporter's own words of confirmation were not read (maintainer's summary).",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-dockerfile-nvidia-cuda-image-cudnn-71-tf-built-70",
        source=_GH + "horovod/horovod/issues/192",
        text=r"""tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7004 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  

maybe it is because the nvidia/cuda image has been updated.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Maintainer: 'indeed, it got updated' (the nvidia/cuda 9.0 base image moved from cuDNN 7.0 to 7.1 while TensorFlow was built with 7.0); fixed by pinning libcudnn7 7.0.5 in the Dockerfile (PR #206 'Fixes #192').",
        platform="linux",
    ),
    CorpusLog(
        name="deepo-docker-image-cudnn-7102-tf-built-7005",
        source=_GH + "ufoym/deepo/issues/36",
        text=r"""Hi there, thanks for this great project. 

I had an error running tensorflow with the GPU.
The error messages are like this:
`
E tensorflow/stream_executor/cuda/cuda_dnn.cc:396] Loaded runtime CuDNN library: 7102 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
F tensorflow/core/kernels/conv_ops.cc:712] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 
`""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter fixed it by installing the older cuDNN 7.0.5 deb in the container ('I can fix the issue by downloading an lower version of CuDnn'); the maintainer rebuilt the images ('the problem seems to be fixed now'). The fix sentence is cut from the text.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-od-api-training-image-cannot-dlopen-gpu-libraries",
        source=_GH + "aws-samples/amazon-sagemaker-tensorflow-object-detection-api/issues/13",
        text=r"""Thank you in advance.

Can we use training Dockerfile to perform training on gpu?

When running on sagemaker gpu instance only cpu device is available:
Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU.

The source code to check devices:
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer changed the training image's base to TF 2.5.0-gpu ('I have updated the docker image to TF 2.5.0-gpu and GPU is utilized'); the reporter did not dispute. The old image lacked the CUDA libraries TensorFlow tried to load. Short paste.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-tensorflow-gpu-112-cuda9-on-cuda10-libcublas-90",
        source=_GH + "googlecolab/colabtools/issues/442",
        text=r"""Google colab tensorflow-gpu stuck with importerror: libcublas.so.9.0

Google colab has CUDA 10, whereas tensorflow-gpu remains version 1.12.0 which is built against CUDA 9, causing an import error as in the title.

One can compile tensorflow-gpu against CUDA 10, but i wonder why Google colab did not do it when they updated CUDA driver.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note='A Colab maintainer: TF with GPU support is preinstalled, do not install your own (reset the runtime); the reporter: \'I should not have installed "tensorflow-gpu" by myself. Just running the code with pre-installed "tensorflow" worked fine.\' The pip wheel wanted CUDA 9 libraries the VM no longer had. Title plus prose, no log.',
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="colab-tf-nightly-24-needs-cuda11-vm-has-101",
        source=_GH + "googlecolab/colabtools/issues/1574",
        text=r"""Bug report for Colab: http://colab.research.google.com/.

- Describe the current behavior: As of `tf-nightly` release `2.4.0-dev20200819` the GPU devices are not detected when connected to GPU. As mentioned [here](https://github.com/tensorflow/tensorflow/issues/42957), that release is the first one to use CUDA 11 instead of CUDA 10.1.

- Describe the expected behavior: The GPU devices should be detected when the accelerator is set to 'GPU'. 

- The web browser you are using (Chrome, Firefox, Safari, etc.): Chrome """,
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The Colab team: 'tf-nightly-gpu==2.4.0-dev20200819 tries and fails to load libcudart.so.11.0 (and a handful of other CUDA 11 libs), so cannot use the GPU on colab VMs, since they only have CUDA runtimes up to 10.1.' Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-od-api-dnn-library-is-not-found-cudnn-incompatible",
        source=_GH + "googlecolab/colabtools/issues/2818",
        text=r"""I am working on Tensorflow object detection API. using mobnet-ssd-fpnlite model to train my dataset. Everything was working fine and my model was training well but suddenly this error appeared, I don't know why.

Here is the error. I have checked and tried different methods but its not working. please colab help me with this 

Node: 'ssd_mobile_net_v2_fpn_keras_feature_extractor/model/Conv1/Conv2D'
DNN library is not found.
	 [[{{node ssd_mobile_net_v2_fpn_keras_feature_extractor/model/Conv1/Conv2D}}]] [Op:__inference__dummy_computation_fn_15089]""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="A Colab maintainer pointed to the known 'DNN library is not found' case (a TensorFlow newer than the VM's cuDNN); the reporter: 'The error is solved now. I don't know why suddenly the cudnn version got incompatible with my tensorflow'.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf-210-upgraded-manually-dnn-library-not-found-relu",
        source=_GH + "googlecolab/colabtools/issues/3073",
        text=r"""DNN library is not found. File "/usr/local/lib/python3.7/dist-packages/keras/backend.py", line 5366, in relu x = tf.nn.relu(x) Node: 'sequential/conv2d/Relu' [[{{node sequential/conv2d/Relu}}]] [Op:__

I am getting this error in colab notebook don't know why. During model building i also restart the runtime but still the error is coming.

I am using Brave browser.

Here is my File:
https://colab.research.google.com/drive/1NcMPpUpwWQHVz7XlEGDt8v-NXAwafIY1?usp=sharing

  model = Sequential()
  model.add(Conv2D(16, (3,3), activation='relu', input_shape=(1491, 257,1)))
  model.add(Conv2D(16, (3,3), activation='relu'))
  model.add(Flatten())
  model.add(Dense(128, activation='relu'))
  model.add(Dense(1, activation='sigmoid'))
model.compile('Adam', loss='binary_crossentropy',metrics=['accuracy'])""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="A Colab maintainer: the notebook shows TensorFlow 2.10.0, 'which must have been upgraded manually. This can make our cudnn version incompatible'; install libcudnn8=8.1.0.77-1+cuda11.2. The reporter did not dispute (no reply read). Title plus code; the error is only in the title.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf-291-rollout-dnn-library-not-found-conv",
        source=_GH + "googlecolab/colabtools/issues/3012",
        text=r"""**Describe the current behavior**
DNN library is not found for Convolution operation

**Describe the expected behavior**
Just 12 hr ago Everything was working fine(Conv2D layers were not showing any problem) 

**What web browser you are using**
Google Chrome""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Colab maintainers gave two work-arounds (pin tensorflow==2.8.2, or install libcudnn8=8.1.0.77-1+cuda11.2, the cuDNN the new TensorFlow 2.9.1 needs) and then: 'The fix for this should now be fully rolled out, closing'. Prose only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="datalab-gpu-image-pip-tf14-libcudnn6-missing",
        source=_GH + "googledatalab/datalab/issues/1879",
        text=r"""Steps to reproduce:

- Create Datalab GPU instance
- `!pip install -U tensorflow-GPU`
- Restart the session
- `import tensorflow as tf`
- You will get `ImportError: libcudnn.so.6: cannot open shared object file: No such file or directory`

This doesn't happen if you're using the default TF 1.2.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A Datalab maintainer: 'TF 1.4 requires cuDNN v6.0 and the Datalab GPU image currently has cuDNN v5 installed'. Not disputed. Prose with the import error.",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="grobid-docker-rtx5060ti-cc120-tf217-invalid-ptx",
        source=_GH + "grobidOrg/grobid/issues/1434",
        text=r"""### Grobid version

0.9 full

### Operating System and architecture (arm64, amd64, x86, etc.)

amd64

### Log and information

Hello, I try to run GROBID on RTX 5060 ti 16gb via a classic docker route and get

"TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0
...
CUDA_ERROR_INVALID_PTX"

so, do I get it correct that GROBID 0.9 full image does not support newer gpus?

Is there any way to run GROBID 0.9-full on my RTX 5060 ti?""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The maintainer: 'I'm afraid this is unfortunately the case. The current Tensorflow 2.17 version does not allow to support a CUDA version that allow your GPU to be used'; use the CPU. The '...' is the reporter's own.",
        platform="linux",
    ),
    CorpusLog(
        name="grobid-docker-two-4090-20gb-gpu-ram-allow-growth",
        source=_GH + "grobidOrg/grobid/issues/1091",
        text=r"""- What is your OS and architecture? Windows is not supported and Mac OS arm64 is not yet supported. For non-supported OS, you can use Docker (https://grobid.readthedocs.io/en/latest/Grobid-docker/)
Use grobid/grobid:0.7.3 offical gpu docker container in Ubuntu:20.04
GPU: 4090 x 2

![image](https://github.com/kermitt2/grobid/assets/44355570/b7c949a2-efa7-40ea-bf0d-78b6b959bcac)

Please look the notice in the picture.

Question:

1. Is it normal for consuming 20+GB GPU RAM in two GPU ?

2. How to set the weight distribution ratio on different GPU?""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The maintainer: the first GPU's memory being filled is TensorFlow's behaviour; the reporter: 'We fixed this problem by setting `TF_FORCE_GPU_ALLOW_GROWTH=true`.' Prose with a screenshot only.",
        platform="linux",
    ),
    CorpusLog(
        name="singularity-no-gpu-machine-spurious-cuinit-error-tf21",
        source=_TF + "37689",
        text=r"""ubuntu 18.04, CUDA 10.1, TF 2.1, python 3.6.5

on a machine *without* a GPU, the following code emits "error:  failed call to cuInit: UNKNOWN ERROR".  of course that should fail!  you shouldn't have even tried.  printing that requires extra logic when parsing log files to check whether jobs succeeded.

```
Python 3.6.5 (default, Apr  1 2018, 05:46:30) 
[GCC 7.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2020-03-18 08:16:50.221103: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/lib64:/.singularity.d/libs
2020-03-18 08:16:50.221260: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/lib64:/.singularity.d/libs""",
        expected_cause=None,
        harmless=True,
        note="Job runs on CPU as intended in a Singularity container on a machine with no GPU; the cuInit error is spurious (a contributor's merged PR #39956 'Tensorflow GPU on cpu machine/container' demotes it to a warning, and medaka's maintainer cites this issue as harmless). The paste is cut after the TensorRT lines; the cuInit message is only quoted in prose.",
        platform="linux",
    ),
    CorpusLog(
        name="aws-tfami-g2-grid-k520-cc30-ignored-min-35",
        source=_GH + "ritchieng/dlami/issues/4",
        text=r"""When I started tensorflow with TFAMI.v2 on g2.8xlarge I saw the following message:
I tensorflow/core/common_runtime/gpu/gpu_device.cc:813] Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5

I checked with nvidia-smi and top commands: the code works on CPU so it's really ignores GPUs. Can I do something to make it works on  g2.8xlarge? to set environment variable or something else?""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The AMI's maintainer: 'it's most likely due to the compiling of TensorFlow when I built it'; use a p2 instance or the older AMI, fixed in v1.3 ('Compile ensuring compute capability 3.0'). The reporter: 'Thank you!'.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-gke-jupyterhub-tf-gpu-notebook-no-driver-daemonset",
        source=_GH + "kubeflow/kubeflow/issues/226",
        text=r"""I've encountered this several times during deployment, both on minikube and gke. When starting jupyterhub, sometimes starting a server with a valid image (e.g. gcr.io/kubeflow/tensorflow-notebook-gpu:8fbc341245695e482848ac3c2034a99f7c1e5763) creates a container without any libraries installed. 

`kubectl logs tf-hub-0 -n $NAMESPACE` shows the following error:

[W 2018-02-08 23:51:44.573 JupyterHub configurable:168] Config option `singleuser_image_spec` not recognized by `KubeFormSpawner`.  Did you mean one of: `singleuser_image_pull_policy, singleuser_image_pull_secrets, singleuser_node_selector`?

Jupyter starts running, but tf-gpu is not properly installed. Here is what I get when I create a notebook and run "import tensorflow as tf":""",
        expected_cause="no-nvidia-driver",
        harmless=False,
        note="A maintainer: 'This usually means GPUs aren't properly configured ... Did you follow the GKE instructions to install the NVIDIA drivers via daemonset?'; the reporter closed it: 'likely due to not following the instructions here to deploy an nvidia driver daemon on the GKE cluster'. The import traceback that followed was not read; weak paste (prose, a spawner warning).",
        platform="linux",
    ),
    CorpusLog(
        name="fedora-image-installs-own-driver-38481-host-38490-mismatch",
        source=_GH + "NVIDIA/nvidia-docker/issues/528",
        text=r"""Hi,
I'm having problems launching `nvidia-smi` inside a Fedora25 container after Cuda9 is installed (it worked before). The native OS is Ubuntu16.04.

- In my Fedora25 Dockerfile, I first install NVidia graphic drivers 384.90 (Do I need to do this anyway? Cuda9 installer seems to replace it with 384.81) =>`nvidia-smi`works fine

- Then I install Cuda9 from [here](https://developer.nvidia.com/cuda-downloads?target_os=Linux&target_arch=x86_64&target_distro=Fedora&target_version=25&target_type=rpmlocal)

- `nvidia-smi` returns:
`Failed to initialize NVML: Driver/library version mismatch`

- May not be related but when I launch tensorflow's Session() on top of this, I get these error messages (among other info/warnings):
`E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUDA_ERROR_NO_DEVICE`
`E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:303] kernel version 384.90.0 does not match DSO version 384.81.0 -- cannot find working devices in this configuration`

If I install graphic drivers, Cuda, CuDNN, tensorflow the same way natively on a Fedora25 system, everything work fine.""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="An nvidia-docker maintainer: 'Do not install the drivers in the Dockerfile, otherwise the image will not be portable, it will be tied to the exact driver version you used' (the CUDA 9 installer put 384.81 user-space libraries in the image, the host kernel module is 384.90). Not disputed.",
        platform="linux",
        consequences=frozenset({"no-gpu-visible"}),
    ),
    CorpusLog(
        name="ocrd-all-cuda-image-tf115-gpu-overwritten-by-cpu-tensorflow",
        source=_GH + "OCR-D/ocrd_all/issues/220",
        text=r"""Currently, none of the sub-venvs with Tensorflow works with GPU support:

<details><summary>headless-tf1</summary>

```
docker run --gpus all --rm -it ocrd/all:maximum-cuda-git bash
root@5e85f82cd11c:/data# . /usr/local/sub-venv/headless-tf1/bin/activate
(headless-tf1) root@5e85f82cd11c:/data# python -c "import tensorflow as tf; print(tf.test.is_gpu_available())"
2020-11-23 08:55:21.333093: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-11-23 08:55:21.354434: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 3193650000 Hz
2020-11-23 08:55:21.355320: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x422ee10 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-11-23 08:55:21.355369: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
False
(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow-gpu
Name: tensorflow-gpu
Version: 1.15.4
(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow
Name: tensorflow
Version: 1.15.4
```

</details>""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The image maintainer's own diagnosis in the report, right after this block: 'tensorflow-gpu was replaced by tensorflow (probably via sbb_binarization)' (the CPU-only TF 1.15 wheel overwrote the GPU one in the same venv); the issue was then fixed and closed. Cut after the first venv.",
        platform="linux",
        consequences=frozenset({"tensorflow-cpu-only-build"}),
    ),
    CorpusLog(
        name="colab-whisperx-tf-trt-warning-pytorch-run-fine",
        source=_GH + "m-bain/whisperX/issues/257",
        text=r"""Quick remark (I'm not sure if this is pertinent, as I don't know if WhisperX uses Tensorflow in any meaningful way?):

I get the below warning while running WhisperX in Google Colab:

> `W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT`

How I install WhisperX in Google Colab currently:

```
!pip install git+https://github.com/m-bain/whisperx.git
!pip install light-the-torch

#conda install pytorch==2.0.0 torchvision==0.15.0 torchaudio==2.0.1 pytorch-cuda=11.8 -c pytorch -c nvidia
!ltt install --pytorch-computation-backend=cu118 torch==2.0.0 torchvision==0.15.0 torchaudio==2.0.1
```""",
        expected_cause=None,
        harmless=True,
        note="A contributor: 'WhisperX uses Pytorch, as such this shouldn't be a problem. Don't think it affects performance etc. in any way'; closed later for inactivity, not disputed. The run on Colab's GPU worked; only the TensorRT warning printed. Cut after the install cell.",
        platform="linux",
    ),
)
