# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A twenty-eighth set of real threads, gathered apart from projects other than TensorFlow itself.

Issue threads and pull requests from projects whose users meet TensorFlow's GPU problems (GAN
and research code, Rasa, AutoKeras, Keras Tuner, DeepChem, DeepSpeech, DeepLabCut, the Model
Garden and TF Serving, Kubeflow, graph_nets, stLearn, Colab notebooks), each with a cause the
thread confirmed.

Broken set-ups: pip TensorFlow GPU wheels beside the wrong CUDA or cuDNN (TF 1.15 with CUDA
10.1, a TF 1.12 in a CUDA 10 serving image, TF 2.7 with CUDA 10.2 on native Windows, TF 2.18
without CUDA 12.5), Colab notebooks that replaced Colab's TensorFlow with a wheel built for a
newer cuDNN, DeepSpeech training needing cuDNN 7.6, Ampere cards under TensorFlow builds for
CUDA 10 (Rasa, TF 1.x projects), tools whose requirements pulled the CPU ``tensorflow`` in next
to or instead of ``tensorflow-gpu``, an HPC CUDA module newer than the node's driver, a
Kubernetes TFJob given no GPU.

Working run: a cudart dlerror on a machine without a GPU, hidden by the project as noise.

At first look (the doctor of commit b6bfcc2, before anything was changed for this set) the
cause of 3 of the 20 broken logs was named, all first; the working run was not flagged. Misses:
prose only, most of them: Ampere GPUs under TensorFlow 1.x or a CUDA 10 build told in words
(four), the plain tensorflow package pulled in beside tensorflow-gpu (two), cuDNN failing to
start after another TensorFlow was installed on Colab (three), a TensorFlow 1.x CPU package
(three), a Kubernetes pod given the GPU in requests only. After the changes made from it: 6/20.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="diffaugment-stylegan2-pip-tf-gpu-115-cuda101-no-gpu-devices",
        source=_GH + "mit-han-lab/data-efficient-gans/issues/41",
        text=r"""-   DiffAugment-stylegan2/dnnlib/tflib/custom_ops.py", line 52, in _get_cuda_gpu_arch_string
    raise RuntimeError('No GPU devices found')

- RuntimeError: No GPU devices found

- The GPU in my PC is 3   RTX 2080Ti

- what happens?

- nvcc: NVIDIA (R) Cuda compiler driver

Copyright (c) 2005-2019 NVIDIA Corporation
Built on Fri_Feb__8_19:08:17_PST_2019
Cuda compilation tools, release 10.1, V10.1.105

-

- I change the custom_ops.py, line 50 as:

- gpus = [x for x in device_lib.list_local_devices() if x.device_type == 'XLA_GPU']

- and then i got :

- custom_ops.py", line 45, in _get_compute_cap
    major = m.group(1)
AttributeError: 'NoneType' object has no attribute 'group'""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter's description and two follow-ups. A maintainer asked whether TensorFlow had GPU support; the reporter: 'not use the \"pip install tensorflow-gpu==1.15\" - use the conda install ensorflow-gpu==1.15', which brings its own CUDA 10.0. Only XLA_GPU devices showing, beside CUDA 10.1, points to the CUDA 10.0 libraries of the pip wheel not loading; weak (the cause is inferred from the fix).",
        platform="linux",
    ),
    CorpusLog(
        name="rasa-rtx3070-tf23-cuda101-cannot-use-cuda11",
        source=_GH + "RasaHQ/rasa/issues/7793",
        text=r"""Rasa version: 2.2.6
Rasa SDK version: 2.2.0
Rasa X version: 0.35.0
Python version: 3.8.5
Operating system: Ubuntu Server 20.04
CPU: AMD Ryzen 9 5900x
GPU: Nvidia RTX 3070 8GB
**Issue**:
Tensorflow in this GPU not support cuda 10.1( support cuda 11.0 ), but rasa only run in cuda 10.1. i'm try to install cuda 11.0 but no thing work""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="A Rasa maintainer: 'this is because TensorFlow 2.3 does not support CUDA 11. We are looking into updating our TensorFlow dependency to >2.3'; not disputed. An Ampere card (RTX 3070) under a TensorFlow built for CUDA 10.1. Prose only, no log.",
        platform="linux",
    ),
    CorpusLog(
        name="autokeras-pulls-cpu-tensorflow-beside-tensorflow-gpu",
        source=_GH + "keras-team/autokeras/issues/157",
        text=r"""when i install autokeras-0.2.11 , it will auto install tensorflow-1.10.1 (cpu)  ,
and if i install tensorflow-gpu-1.10.1 ,i can not run autokeras on the gpu ? 

thank you""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter: 'i can use gpu when i reinstall tensorflow-gpu after i install autokeras' - the CPU tensorflow pulled in by autokeras sat beside tensorflow-gpu. Prose only (2018); OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-tuner-pulls-cpu-tensorflow-beside-tensorflow-gpu",
        source=_GH + "keras-team/keras-tuner/issues/168",
        text=r"""# Poblem description
I am using Tensorflow on an Nvidia GPU by means of the PyPi-package "tensorflow-gpu" on Ubuntu 18.04.

When I install keras-tuner, the PyPi-package "tensorflow" is unnecessarily pulled in. As a result, my machine learning scripts are not executed on the GPU anymore, but on the CPU instead.

# Steps to reproduce
```
mkdir my_test
cd my_test
python3 -m venv my_env
source my_env/bin/activate
pip install -U pip setuptools wheel
pip install tensorflow-gpu
pip install keras-tuner
python -c "import tensorflow as tf; print(tf.__version__); print(tf.reduce_sum(tf.random.normal((1000, 1000))))"
```

# Expected behaviour
GPU-version of Tensorflow is used.

# Actual behaviour
CPU-version of Tensorflow is used.""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter's own workaround in the same issue ('pip uninstall -y tensorflow' then reinstall tensorflow-gpu) made the script run 'on the GPU successfully now'; the maintainers then removed tensorflow from keras-tuner's setup.py (PR 177). Prose with commands, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-install-tensorflow-gpu-cudnn-failed-to-initialize",
        source=_GH + "googlecolab/colabtools/issues/2578",
        text=r"""UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.

I can't execute my notebook because of cuDNN. My Program stop right when the first epoch starts.

I expected that my augmentation funciton ends and the the models starts the epoch.
I alos tried the solution of another issue. I tried to restart all runtimes but that didnt work.

i am using chrome.

I am very new to machine learning and it could be a problem in the code. but i cant identify the problem with that error message.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Issue title (first line) and body. A Colab maintainer: 'your problem is that you're running `!pip install tensorflow-gpu` and picking up a version that's incompatible with the libraries/hardware available on Colab runtimes'; the reporter: 'Thank you, that helped me ... the error doesn't appear anymore'. The cuDNN version is not in the paste (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="model-garden-colab-tf-gpu-27-loaded-cudnn-805-compiled-810",
        source=_GH + "tensorflow/models/issues/10440",
        text=r"""I am getting this error when try to run on gpu using colab but working fine on CPU. I am using **tensorflow-gpu=2.7.0**
**Error is following:**

2021-12-27 13:00:13.558557: E tensorflow/stream_executor/cuda/cuda_dnn.cc:359] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2021-12-27 13:00:13.560382: W tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at conv_ops.cc:1120 : UNKNOWN: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
Traceback (most recent call last):
  File "model_main_tf2.py", line 115, in <module>
    tf.compat.v1.app.run()
  File "/usr/local/lib/python3.7/dist-packages/tensorflow/python/platform/app.py", line 40, in run
    _run(main=main, argv=argv, flags_parser=_parse_flags_tolerate_undef)
  File "/usr/local/lib/python3.7/dist-packages/absl/app.py", line 303, in run
    _run_main(main, args)
...""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="A TensorFlow maintainer: 'Looks like some mismatch in the cuDNN versions installed. Please check the requirements from the table'; the reporter did not dispute it and the issue closed. Colab's cuDNN 8.0.5 under a pip tensorflow-gpu 2.7 built for 8.1.",
        platform="linux",
    ),
    CorpusLog(
        name="miscnn-colab-tf27-downgrade-cudnn-failed-to-initialize",
        source=_GH + "frankkramer-lab/MIScnn/issues/146",
        text=r"""Here is the error message;
Epoch 1/100

---------------------------------------------------------------------------

UnknownError                              Traceback (most recent call last)

[<ipython-input-17-0920e1d4f2e6>](https://localhost:8080/#) in <module>()
      2 
      3 sample_list = data_io.get_indiceslist()
----> 4 model.train(sample_list[0:50], epochs=100)

2 frames

[/usr/local/lib/python3.7/dist-packages/tensorflow/python/eager/execute.py](https://localhost:8080/#) in quick_execute(op_name, num_outputs, inputs, attrs, ctx, name)
     57     ctx.ensure_initialized()
     58     tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,
---> 59                                         inputs, attrs, num_outputs)
     60   except core._NotOkStatusException as e:
     61     if name is not None:

UnknownError:  Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[node model/conv3d/Conv3D
 (defined at /usr/local/lib/python3.7/dist-packages/keras/layers/convolutional.py:238)
]] [Op:__inference_train_function_5792]""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The maintainer: MIScnn pinned TensorFlow 2.7, so 'if you install miscnn via pip then the custom build version of Tensorflow in Google Colab breaks if you try to downgrade it to 2.7 ... Try not to change the Tensorflow version in the Colab (so it's compatible with their CUDA version)'; the reporter thanked and did not dispute. Colab.",
        platform="linux",
    ),
    CorpusLog(
        name="pathdreamer-colab-requirements-overwrite-tf-cudnn-conv2d",
        source=_GH + "google-research/pathdreamer/issues/2",
        text=r"""Hi,

Referred to this as I am getting the same error upon several attempts restarting the colab. The full stack trace is as follows:

```
UnknownError                              Traceback (most recent call last)

[<ipython-input-9-9d6d82e064a9>](https://localhost:8080/#) in <module>()
     16   # The first step is trivially inferred from groundtruth information.
     17   add_to_mem = (frame_idx > 0)
---> 18   outputs = stoch_model(end_pos, add_preds_to_memory=add_to_mem, sample_noise=False)
     19   total_dist += dist
     20   predicted_data['distance'].append(total_dist.numpy())

17 frames

[/content/pathdreamer/models/pathdreamer_models.py](https://localhost:8080/#) in __call__(self, position, add_preds_to_memory, sample_noise, use_projected_pathdreamer_rgb, z)
    309         sample_noise=sample_noise,
    310         z=z,
--> 311         training=False)
    312     mu = mu[:, 0, ...]
    313     logvar = logvar[:, 0, ...]
...""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Issue title: 'UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize ... [Op:Conv2D]'. The paste is a commenter's, who then confirmed the fix. A maintainer: 'our `requirements.txt` installing a version of TensorFlow that is no longer compatible with the cuDNN version on Colab'; after the notebook stopped overwriting Colab's TensorFlow: 'I verify that it's working like a charm now!'. The shown trace ends before the error line (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-pip-pulls-tf27-too-new-for-cuda102-windows",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1568",
        text=r"""which version of deeplabcut use the tensorflow which <=2.3.0?

when I use command “pip install deeplabcut==2.0.0” it installed tensorflow2.7.0 automatically… it is too new for me that my CUDA 10.2 is not compatible with that…

### Operating System

WIN10

### DeepLabCut version

deeplabcut2.0.0
deeplabcut2.2.0.2
…

### DeepLabCut mode

multi animal

### Device type

gpu""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A DeepLabCut maintainer: 'you can simply run `pip uninstall tensorflow` and use a version that works with CUDA 10.2 ... pip install tensorflow==2.2.0' (or update CUDA); not disputed. TensorFlow 2.7 looks for CUDA 11 DLLs that a CUDA 10.2 install lacks. Prose only, no log (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="saliency-rtx3090-tf113-bad-output-tf115-hangs-nvidia-tensorflow",
        source=_GH + "alexanderkroner/saliency/issues/25",
        text=r"""Just wanted to leave a note in case anyone else ran into this issue.
After upgrading to an RTX 3090, I was getting bad outputs with Tensorflow 1.13. Tensorflow 1.15 causes the program to hang.
Switching to [nvidia-tensorflow](https://github.com/NVIDIA/tensorflow) gets back the great results from the model.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Issue title: 'RTX 3000 requires nvidia-tensorflow.' The reporter says what fixed it: NVIDIA's TensorFlow 1.15 build (CUDA 11, Ampere kernels) instead of the stock TF 1.13/1.15 built for CUDA 10. Prose only; the hang with 1.15 may be PTX JIT (weak on the exact mechanism).",
        platform="linux",
    ),
    CorpusLog(
        name="tensor-holography-rtx3090-wrong-results-needs-nvidia-tensorflow",
        source=_GH + "liangs111/tensor_holography/issues/2",
        text=r"""![image](https://user-images.githubusercontent.com/57587248/116949351-e32ae380-acbc-11eb-9eb6-429e9f38630d.png)
I just downloaded the open source and proceeded with the procedure, but the following error occurred in the result.
What went wrong?

When I used the GPU as the Nvidia RTX 3090, an error occurred as shown in the picture in the question, but when I used a lower version, it was confirmed that the result was output correctly.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="The reporter's description and follow-up (an older GPU gave correct output). The author: 'errors when running on the latest NVIDIA GPU can be resolved by installing the NVIDIA-maintained TensorFlow' (the project's TF 1.x has no Ampere support); not disputed. Prose and a screenshot only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepchem-docker-image-installs-cpu-tensorflow",
        source=_GH + "deepchem/deepchem/issues/490",
        text=r"""We currently have a docker image. Unfortunately, this docker image is CPU only. It would be great to get a NVIDIA-DOCKER image so that users can run DeepChem models on the GPU more easily.

We are using the nvidia-docker image as the base.

That being said we don't know why we aren't getting GPU acceleration out of it.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The description and a maintainer's follow-up. A user found the install script left the package as `tensorflow`, not `tensorflow-gpu` (TF 1.x: the CPU-only build); the maintainer: 'blerg you are right.... this line should fix it' (sed to tensorflow-gpu). Prose only (2017).",
        platform="linux",
    ),
    CorpusLog(
        name="hpc-cluster-cuda-102-module-driver-418-libcuda-not-found",
        source=_GH + "ai4d-iasc/trixie/issues/41",
        text=r"""**Note**
Tensorflow have difficulties to find **libcuda.so**:

`2020-11-20 09:05:26.945750: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:169] retrieving CUDA diagnostic information for host: cn109
2020-11-20 09:05:26.945767: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:176] hostname: cn109
2020-11-20 09:05:26.945836: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: Not found: was unable to find libcuda.so DSO loaded into this program
2020-11-20 09:05:26.945893: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 418.67.0
`""",
        expected_cause="driver-too-old",
        harmless=False,
        note="Issue title 'Difficulties with Tensorflow' (an HPC cluster); the reporter's note. The cluster admin: 'The version of CUDA-10.2.89 being employed is incompatible with the nvidia kernel driver version 418.39. It may be necessary to use cuda-10.0 or cuda-10.1 in your virtualenv'; closed, not disputed. The earlier part of the reporter's log (a long LD_LIBRARY_PATH) is not quoted (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="graph-nets-tfp-gpu-pulls-tf-wanting-cuda90-on-cuda92",
        source=_GH + "google-deepmind/graph_nets/issues/30",
        text=r"""I'm using ubuntu 18.04 with cuda 9.2. 
And I can easily install tensorflow-gpu using conda as well as install graph-nets using pip. And 
after install all library works fine with my gpu. (cuda9.2 + nvidia_diver 396) 
However, once I installed tensoflow-probability-gpu, everything just crushed. 
I got the following error for importing any tensorflow related library. 

ImportError: lincublas.so.9.0: cannot open shared object file: No such file or directory.

It seems tensorflow-probability-gpu library doesn't support cuda9.2.

Any idea for installing this library? 

Thanks.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: the latest tensorflow-probability 'no longer has a direct install dependency for tensorflow packages, so it shouldn't cause your existing packages to be downgraded or replaced' - the old tensorflow-probability-gpu had pulled in a pip tensorflow-gpu built for CUDA 9.0 over the conda one; not disputed. The import fails (tensorflow-import-failed follows).",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="kubeflow-tfjob-gpu-in-requests-not-limits-no-nvidia-in-pod",
        source=_GH + "kubeflow/kubeflow/issues/1042",
        text=r"""Similarly configured Jobs and TFJobs running the nvidia-smi command succeed and fail respectively.

Running cluster with NVIDIA device plugin ds, via https://cloud.google.com/kubernetes-engine/docs/concepts/gpus (on GKE)

* Job, running nvidia-smi, successfully shows GPU device
https://gist.github.com/cwbeitel/c9e31349cb0cacd16268d2bf31fc0f1a#file-logs-txt-L1

* Job, running ls /usr/local, shows presence of /usr/local/nvidia
https://gist.github.com/cwbeitel/c9e31349cb0cacd16268d2bf31fc0f1a#file-logs-txt-L41

* TFJob, running ls /usr/local, /usr/local/nvidia is not present
https://gist.github.com/cwbeitel/c9e31349cb0cacd16268d2bf31fc0f1a#file-logs-txt-L162

* TFJob, running nvidia-smi, gives command not found
https://gist.github.com/cwbeitel/c9e31349cb0cacd16268d2bf31fc0f1a#file-logs-txt-L314""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="Title: 'nvidia-smi fails for TFJob's but not for similarly configured Job's'. A maintainer: 'for Job you are setting \"limits\" but in \"TFJob\" you are setting \"requests\" ... you need to set limits'; the reporter: 'With that fix the nvidia-smi command runs and shows the available GPU.' A Kubernetes pod given no GPU; prose, no TensorFlow log (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-113-devel-gpu-image-tf112-wants-libcublas-90",
        source=_GH + "tensorflow/serving/issues/1316",
        text=r"""## Bug Report

### System information
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Ubuntu 16.04
- **TensorFlow Serving installed from (source or binary)**:  Binary Docker
- **TensorFlow Serving version**:
 tensorflow/serving:1.13.0-devel-gpu 

### Describe the problem
The tensorflow in the continer does not load.Gives  error - I`mportError: libcublas.so.9.0: cannot open shared object file: No such file or directory`

### Exact Steps to Reproduce
```
docker run -it tensorflow/tf-serving:1.13.0-devel-gpu
invoke python shell
import tensorflow

```
### Source code / logs
```
>>> import tensorflow
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import pywrap_tensorflow  # pylint: disable=unused-import
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 74, in <module>
    raise ImportError(msg)
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A TensorFlow Serving maintainer first suggested --runtime=nvidia, then: 'yes this is still an issue with our 1.13 devel-gpu docker images (as it has TF 1.12 installed)' - a TF 1.12 built for CUDA 9.0 in an image with newer CUDA; fixed in the 1.14 image. Not disputed. The import fails (tensorflow-import-failed follows).",
        platform="linux",
        consequences=frozenset({"tensorflow-import-failed"}),
    ),
    CorpusLog(
        name="bytenet-cpu-tensorflow-in-virtualenv-only-sse-warnings",
        source=_GH + "Kyubyong/bytenet_translation/issues/2",
        text=r"""CUDA_VISIBLE_DEVICES=0 python train.py
^@X.shape = (157014, 150)
Y.shape = (157014, 150)
^@^@^@^@Graph loaded
2017-06-14 19:57:14.658704: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-14 19:57:14.658961: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-14 19:57:14.660346: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX instructions, but these are available on your machine and could speed up CPU computations.
2017-06-14 19:57:14.661172: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX2 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-14 19:57:14.661589: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use FMA instructions, but these are available on your machine and could speed up CPU computations.
  0%|                              | 4/4906 [00:48<17:47:06, 13.06s/b]^@^@""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Title: 'why I can not start my GPU'. The reporter, next comment: 'sorry, I installed the wrong package on virt[ualenv]' - in 2017 the `tensorflow` package was the CPU-only build; the log has no CUDA lines at all. The package name is not stated (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="pydelfi-setup-requires-cpu-tensorflow-colab-gpu-unused",
        source=_GH + "justinalsing/pydelfi/pull/12",
        text=r"""The current setup file can block the use of GPUs for training. For example, even with a GPU session on Google Colab, installing with `pip install git+https://github.com/justinalsing/pydelfi.git` means that the GPUs don't get used.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="PR title: 'GPU compatibility'. The PR author names the cause ('the separation of tf and tf-gpu for tensorflow v1' - install_requires pulled the CPU `tensorflow`) and verified the fix (TF moved to extras_require, then `pip install tensorflow-gpu==1.15`: 'This solution works ... speed up ... approx x50'); merged. Prose only, the problem part of the description (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-070a2-training-fail-to-find-dnn-implementation-cudnn-75",
        source=_GH + "mozilla/DeepSpeech/issues/2788",
        text=r"""I was successfully training on Ubuntu 18.04 with DeepSpeech 0.6.1 and upgraded to 0.7.0 alpha 2. According to Using.rst, the CUDA and cuDNN dependencies are identical to that of 0.6 - CUDA 10.0 and cuDNN 7.5 - so it should have worked without any changes.

However, I got the error message ‘Fail to find the dnn implementation’. Despite repeated uninstalls and reinstalls of NVIDIA drivers, CUDA and cuDNN, I wasn’t able to make the error go away.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Title: 'cuDNN dependency is incorrect?'. The reporter, same post: 'On a whim, I tried installing cuDNN 7.6 and now everything works perfectly'; a maintainer pointed to the TF 1.15 build configuration (the training uses TensorFlow 1.15). Prose with the error message only.",
        platform="linux",
    ),
    CorpusLog(
        name="stlearn-tf218-conda-env-without-cuda125-cudnn9-xla-fails",
        source=_GH + "BiomedicalMachineLearning/stLearn/issues/341",
        text=r"""Tensorflow with CUDA installed in a Conda environment and then installed stLearn. Tensorflow was clearly identified the installed local GPU.  In stLearn, it appears to recognise the local GPU an error occurs about installing some libraries necessary for GPU use and the calculation fails with a message about XLA.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Title: 'Issue with CUDA GPU acceleration' (closed). The same post gives the fix: 'Current version of stLearn uses TensorFlow 2.18 and requires: CUDA 12.5 and cuDNN 9.3 so needs to be installed with: conda install -c nvidia cuda-toolkit=12.5 cudnn=9'. Prose only; the XLA message is not quoted, so whether libdevice (xla-libdevice-missing) or a library load failed is not shown (weak). OS not stated.",
        platform="linux",
    ),
    # --------------------------------------------------------------- harmless
    CorpusLog(
        name="karoo-gp-cpu-machine-cudart-dlerror-hidden-as-noise",
        source=_GH + "kstaats/karoo_gp/pull/64",
        text=r"""This PR does two things:
1. it sets the default TensorFlow logging level to `2` (i.e. only `ERROR`s), hiding the following warning:
   ```
   2022-05-29 13:41:43.094655: W tensorflow/stream_executor/platform/default/dso_loader.cc:64]
      Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
   2022-05-29 13:41:43.094696: I tensorflow/stream_executor/cuda/cudart_stub.cc:29]
      Ignore above cudart dlerror if you do not have a GPU set up on your machine.
   ```""",
        expected_cause=None,
        harmless=True,
        note="PR 'Make the tf log level configurable and set it to 2.' (merged): the project's maintainers treat the cudart dlerror of a machine without a GPU set-up as noise to hide; karoo_gp ran on the CPU as intended. The paste is the warning as quoted in the PR (lines wrapped by its author); weak on what the user wanted.",
        platform="linux",
    ),
)
