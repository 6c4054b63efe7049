# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A sixty-ninth set of real threads, gathered apart: GitHub issues on the trackers of the places TensorFlow runs (conda, Nix, Colab, a hosted worksheet platform, a CI cloud runner), not TensorFlow's own.

Broken kinds held: a container started without the NVIDIA runtime's GPU variables, a hosted platform's worker that did not mount the driver libraries (no NVIDIA container toolkit), cuDNN older than the TensorFlow build (Colab image, nixpkgs release), a cloud VM whose NVIDIA kernel driver was not running. Working runs: 0.

At first look (the doctor of commit 3673e78, before this set was read) the cause was named in 4
of the 6 broken logs, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="anaconda-tf-gpu-env-in-docker-no-nvidia-visible-devices",
        source=_GH + "ContinuumIO/anaconda-issues/issues/11743",
        text=r"""I get the following errors:

```
2020-04-19 05:56:24.050072: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2020-04-19 05:56:24.050125: E tensorflow/stream_executor/cuda/cuda_driver.cc:351] failed call to cuInit: UNKNOWN ERROR (303)
2020-04-19 05:56:24.050149: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] no NVIDIA GPU device is present: /dev/nvidia0 does not exist
2020-04-19 05:56:24.050476: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2020-04-19 05:56:24.066026: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2199900000 Hz
2020-04-19 05:56:24.068548: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x558e75a5b2c0 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-04-19 05:56:24.068591: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
WARNING:root:Limited tf.compat.v2.summary API due to missing TensorBoard installation.
WARNING:root:Limited tf.compat.v2.summary API due to missing TensorBoard installation.
...
```""",
        expected_cause="container-without-gpus",
        note="2020. A conda tf-gpu environment inside a Docker image. The poster (Arktius) answered himself: 'I've solved the problem by setting system variables to recognize the GPU ... In the dockerfile: ENV NVIDIA_VISIBLE_DEVICES all / ENV NVIDIA_DRIVER_CAPABILITIES compute,utility' (the NVIDIA runtime then mounted the GPU and driver); maintainer thanked and closed. Same log posted as tensorflow/tensorflow#38685. Log cut where the stored copy cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf291-image-cudnn-too-old-fail-to-find-dnn-implementation",
        source=_GH + "googlecolab/colabtools/issues/3011",
        text=r"""why?  This has never happened before. 

---------------------------------------------------------------------------
UnknownError                              Traceback (most recent call last)
[<ipython-input-33-20150c770223>](https://localhost:8080/#) in <module>
      1 # 使用Adoboost集成各个模型
      2 Adaboost_all = Adaboost_integrate()
----> 3 Adaboost_all.Ada_fit(X_train, y_train, X_val, y_val, model , scaler )
      4 pre_Ada_all = Adaboost_all.Ada_predict(X_train, y_train, X_val, y_val, model, scaler)

2 frames
[/usr/local/lib/python3.7/dist-packages/tensorflow/python/eager/execute.py](https://localhost:8080/#) in quick_execute(op_name, num_outputs, inputs, attrs, ctx, name)
     53     ctx.ensure_initialized()
     54     tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,
---> 55                                         inputs, attrs, num_outputs)
     56   except core._NotOkStatusException as e:
     57     if name is not None:

UnknownError: Graph execution error:

Fail to find the dnn implementation.
	 [[{{node CudnnRNN}}]]
	 [[sequential_1/lstm_3/PartitionedCall]] [Op:__inference_predict_function_5730]""",
        expected_cause="cudnn-version-mismatch",
        note="2022 (Aug). Colab GPU runtime right after Colab moved its preinstalled TensorFlow to 2.9.1 while the image kept an older cuDNN 8 package. The Colab team (colaboratory-team) answered: 'We are rolling out a fix soon. Two potential workarounds ... !pip install -U tensorflow==2.8.2 ... or !apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2' (same diagnosis in the sibling threads #3016/#3015). Linux (Colab VM).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf291-dnn-library-is-not-found-downgrade-to-28",
        source=_GH + "googlecolab/colabtools/issues/3015",
        text=r"""**Describe the current behavior**
It seems that the current Tensorflow version (2.9.1) is incompatible with the cuda version (11.2)
To fix it it is needed to downgrade to TF version 2.9 running in a notebook cell:

`!pip install tensorflow==2.8`

Running:

```
!nvidia-smi
!pip show tensorflow
!nvcc --version
```

Reports TF version 2.9.1 and cuda version 11.2:

Thu Aug 18 07:00:22 2022       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 460.32.03    Driver Version: 460.32.03    CUDA Version: 11.2     |
|-------------------------------+----------------------+----------------------+
(...)

Name: tensorflow
Version: 2.9.1
License: Apache 2.0
Location: /usr/local/lib/python3.7/dist-packages
(...)

nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2020 NVIDIA Corporation
Built on Mon_Oct_12_20:09:46_PDT_2020
Cuda compilation tools, release 11.1, V11.1.105
Build cuda_11.1.TC455_06.29190527_0

**When trying to fit a model with CPU runtime it runs OK, but with GPU runtime it gives following error:**

18/Aug/2022 08:11:17   Epoch 1/50
---------------------------------------------------------------------------
UnimplementedError                        Traceback (most recent call last)
[<ipython-input-2-6298025ad18b>](https://localhost:8080/#)
...
    File "/usr/local/lib/python3.7/dist-packages/keras/engine/functional.py", line 459, in call
      len(tf.nest.flatten(self._input_layers))):
    File "/usr/local/lib/python3.7/dist-packages/keras/engine/functional.py", line 596, in _run_internal_graph
      for x in self.outputs:
    File "/usr/local/lib/python3.7/dist-packages/keras/utils/traceback_utils.py", line 64, in error_handler
      return fn(*args, **kwargs)
    File "/usr/local/lib/python3.7/dist-packages/keras/engine/base_layer.py", line 1014, in __call__
      # This special casing currently takes the form of:
    File "/usr/local/lib/python3.7/dist-packages/keras/utils/traceback_utils.py", line 92, in error_handler
      return fn(*args, **kwargs)
    File "/usr/local/lib/python3.7/dist-packages/keras/layers/convolutional/base_conv.py", line 250, in call
    File "/usr/local/lib/python3.7/dist-packages/keras/layers/convolutional/base_conv.py", line 232, in convolution_op
Node: 'cnn4_2/Conv1D00-f128-ks20/Conv1D'
DNN library is not found.
	 [[{{node cnn4_2/Conv1D00-f128-ks20/Conv1D}}]] [Op:__inference_train_function_2933]

**Describe the expected behavior**
It should not give the error with the GPU runtime""",
        expected_cause="cudnn-version-mismatch",
        note="2022 (Aug). Same Colab image change as googlecolab/colabtools#3011: preinstalled TF 2.9.1 with the image's older cuDNN 8. The poster's own fix, stated in the post: downgrading to TensorFlow 2.8 makes the GPU runtime work again; the Colab team's diagnosis of that day's wave (#3011/#3016) is the cuDNN package (workaround libcudnn8=8.1.0.77). The poster blames 'cuda version'; the failing piece is cuDNN ('DNN library is not found'). Middle of the traceback cut.",
        platform="linux",
    ),
    CorpusLog(
        name="nixpkgs-1903-cudnn-731-tf-built-with-742",
        source=_GH + "NixOS/nixpkgs/issues/61538",
        text=r"""## Issue description

The 19.03 cudnn is still on 7.3.1. If you use the 19.03 commit and try to use Tensorflow with CUDA, we get an error like:

```
2019-05-15 20:02:32.901988: I tensorflow/stream_executor/dso_loader.cc:152] successfully opened CUDA library libcublas.so.10.0 locally
2019-05-15 20:02:33.560815: E tensorflow/stream_executor/cuda/cuda_dnn.cc:324] Loaded runtime CuDNN library: 7.3.1 but source was compiled with: 7.4.2.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2019-05-15 20:02:33.561847: E tensorflow/stream_executor/cuda/cuda_dnn.cc:324] Loaded runtime CuDNN library: 7.3.1 but source was compiled with: 7.4.2.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
Traceback (most recent call last):
  File "./bin/test3.py", line 190, in <module>
    results = model.detect(images)
...
```""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Weak: the poster's (CMCDragonkai) own diagnosis, stated in the issue and plain in the log: nixpkgs 19.03 ships cudnn_cudatoolkit_10 7.3.1 while its tensorflowWithCuda was built against 7.4.2; master had already moved cudnn to 7.4.2 (NixOS/nixpkgs#58484, which rebuilt tensorflowWithCuda) and the issue asks for the backport; closed. Traceback cut where the stored copy cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="codalab-worker-tf-gpu-image-libcuda-not-mounted",
        source=_GH + "codalab/codalab-worksheets/issues/591",
        text=r'''When running with `tensorflow/tensorflow` docker image from docker hub, I got the following error message

```
I tensorflow/stream_executor/dso_loader.cc:108] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:108] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:108] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:102] Couldn't open CUDA library libcuda.so.1. LD_LIBRARY_PATH: 
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:160] hostname: 6b9e3874a772
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:185] libcuda reported version is: Not found: was unable to find libcuda.so DSO loaded into this program
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:356] driver version file contents: """NVRM version: NVIDIA UNIX x86_64 Kernel Module  367.27  Thu Jun  9 18:53:27 PDT 2016
GCC version:  gcc version 4.8.4 (Ubuntu 4.8.4-2ubuntu1~14.04.3) 
"""
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:189] kernel reported version is: 367.27.0
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1077] LD_LIBRARY_PATH: 
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1078] failed to find libcuda.so on this system: Failed precondition: could not dlopen DS
...
```''',
        expected_cause="container-toolkit-missing",
        note="2016. A TensorFlow GPU image run as a job on the CodaLab Worksheets platform, whose worker started containers with its own hand-rolled GPU mounts instead of nvidia-docker, so the driver's user-space libraries (libcuda, libnvidia-fatbinaryloader) were not in the container. Fixed by the maintainers in codalab/codalab-worksheets#626 'Support nvidia-docker ... Fixes #591' (merged). Title of the issue: 'libnvidia-fatbinaryloader.so not found with tensorflow docker image'. Log cut where the stored copy cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="cml-runner-gcp-v100-vm-driver-not-communicating",
        source=_GH + "iterative/cml/issues/1065",
        text=r"""This _might_ be a user error but it looks like provisioning a V100 on GCP doesn't work as intended. I noticed that my TensorFlow job took a long time, SSH:ed into the CML runner VM and found the following:

```
alice@host:~$ nvidia-smi dmon
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
```

```
alice@host:~$ lspci
00:00.0 Host bridge: Intel Corporation 440FX - 82441FX PMC [Natoma] (rev 02)
00:01.0 ISA bridge: Intel Corporation 82371AB/EB/MB PIIX4 ISA (rev 03)
00:01.3 Bridge: Intel Corporation 82371AB/EB/MB PIIX4 ACPI (rev 03)
00:03.0 Non-VGA unclassified device: Red Hat, Inc. Virtio SCSI
00:04.0 3D controller: NVIDIA Corporation GV100GL [Tesla V100 SXM2 16GB] (rev a1)
00:05.0 Ethernet controller: Red Hat, Inc. Virtio network device
00:06.0 Unclassified device [00ff]: Red Hat, Inc. Virtio RNG
```
Note that the V100 exists on the VM.

GitLab CI job that created the above VM is:
```
create-instance:
  stage: reproduce
  needs:
    - test
  image: iterativeai/cml:0-dvc2-base1
  script:
    - cml runner
      --cloud=gcp
      --cloud-region=europe-west4-a
      --cloud-type=n1-standard-8
      --cloud-gpu=v100
      --cloud-hdd-size=256
...
```""",
        expected_cause="driver-not-loaded",
        note="2022 (Jun). A cloud VM provisioned by the CML runner (GCP, V100): the TensorFlow job ran on the CPU because the VM's NVIDIA driver setup had failed. The poster suspected the driver ('NVIDIA driver issue?'); the maintainers labelled the issue p0-critical, and one of them (DavidGOrtega) opened iterative/terraform-provider-iterative#606 the same day, 're-fix `task` NVIDIA drivers', quoting the same nvidia-smi line: 'I have confirmed it too', marked as a duplicate of this issue. Weak: the poster never wrote back. No TensorFlow log was posted, only prose and the nvidia-smi and lspci output. The driver was installed but not running, so driver-not-loaded (no-nvidia-driver would also be a fair reading). YAML cut.",
        platform="linux",
    ),
)
