# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-sixth set of real threads, gathered apart: GitHub issues on smaller trackers (course and app repos, HPC/container trackers, Singularity, Kaggle/Docker images) and less-mined tensorflow/tensorflow issues, 2017-2024.

Broken kinds held: a data-loading (CPU) bottleneck that leaves the GPUs idle, a plain CPU
`tensorflow` installed beside `tensorflow-gpu` (by hand, or pulled in by ml-agents), a conda
update that put the CPU TensorFlow back over `tensorflow_gpu`, a GPU too old (compute 1.2) for any
TensorFlow build, Docker images whose cuDNN is older than the one TensorFlow was built with, a pip
TensorFlow that needed a newer CUDA/driver than the one installed, and a RHEL 9 container missing
a CUDA shared library. Working runs: 3.

At first look (the doctor of commit 37646a7, before this set was read) the cause was named in 3
of the 10 broken logs, all first; one of the 3 working runs was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = "https://github.com/tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-pose-estimation-k80s-loaded-zero-util-prefetch-cpu-bottleneck",
        source=_GH + "ildoonet/tf-pose-estimation/issues/406",
        text=r"""@ildoonet I am trying to restore mobilenet_thin weights and continue training on Ubuntu 16 + CUDA 9.0 + CUDNN 7.5 + Tensorflow-gpu 1.8 with a smaller subset of the coco training data as a proof of concept before I work in my own training data.  I'm using 8 NVIDIA Tesla K80 GPU's through Google Cloud.  

I can get the GPU's fully loaded with data (Batch size 96), but the model training isn't executing on the GPU - I see GPU utilization 0%.  I can validate that my GPU configuration works well with an MNIST pipeline and it seems to work just fine.  Any thoughts on why I can't seem to get the train steps to execute on a GPU? I stall out after "Training started" with CPU utilization 100%.""",
        expected_cause="gpu-underutilized-input-bound",
        note="2019. Prose only. The poster (skyler1253) found it himself: 'Looks like the issue was the CPU bottleneck mentioned in other places. I had to change line 367 in the pose_dataset.py file: ds = PrefetchData(ds, 1000, multiprocessing.cpu_count() * 4) ... As soon as I dropped the 4 I was all set'; the maintainer then pointed to a branch with a lighter preprocessing step.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-gpu-190-conda-env-also-has-cpu-tensorflow-190",
        source=_TF + "22472",
        text=r"""Thank you for your answer.I'll fill up it at following:
> Have I written custom code:No,I haven't written custom code.
> Bazel version:No,i'm not compiling the source code .
> GPU model and memory:GeForce GTX 1080 WDDM.Memory is 8192MiB 
> Exact command to reproduce:My command have been clearly displayed.
>>activate python3.6（a python3.6 enviroment I created on anaconda  ）
>>conda list 
(python36) C:\Windows\system32>conda list
# packages in environment at D:\software\anaconda\envs\python36:
#
# Name                    Version                   Build  Channel
_tflow_190_select         0.0.1                       gpu
absl-py                   0.4.1                    py36_0
alabaster                 0.7.10                   py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
astor                     0.7.1                    py36_0
astroid                   1.5.3                    py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
babel                     2.5.0                    py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
backcall                  0.1.0                     <pip>
blas                      1.0                         mkl    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
bleach                    1.5.0                    py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
certifi                   2018.8.24                 <pip>
certifi                   2016.2.28                py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
chardet                   3.0.4                     <pip>
chardet                   3.0.4                    py36_0    https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free
...""",
        expected_cause="multiple-tensorflow-distributions",
        note="2018. Weak text: the first post (title 'Why my tensorflow-gpu runs only on cpu?') is not in the stored copy; this is the poster's follow-up with the head of his conda list, cut where the stored copy cuts it (the tensorflow lines are below the cut). The poster (noticeable) found it: 'OK,I found there is a tensorflow1.9.0 in my packages ,when I uninstall It, Everything works well.' Native Windows, GTX 1080.",
        platform="windows",
    ),
    CorpusLog(
        name="ml-agents-pip-install-pulls-tensorflow-cpu-over-tensorflow-gpu",
        source=_GH + "Unity-Technologies/ml-agents/issues/3729",
        text=r"""I already have tensorflow-gpu installed on my computer.
Installing mlagent via pip installs tensorflow-cpu on my computer and hide tensorflow-gpu from my system, which forces me to uninstall all tensorflow and reinstall the gpu version.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. Prose only; the cause is the poster's own account of what he found and fixed (the CPU package installed by `pip install mlagents` shadowed tensorflow-gpu until he removed both and reinstalled the GPU one); the maintainer (awjuliani) answered with the advice to keep ML-Agents in its own virtual environment 'because of conflicting dependency issues such as this'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="cropmask-azure-dsvm-conda-update-overwrites-tensorflow-gpu",
        source=_GH + "ecohydro/CropMask_RCNN/issues/23",
        text=r"""tensorflow is not detecting gpu on azure dsvm in py36 environment

currently trying to uninstall and reinstall with 

```
pip uninstall tensorflow
conda install tensorflow_gpu tensorflow
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only, weak (title plus a short note). The poster (rbavery) confirmed the cause himself: 'this works, but it turns out that the conda update step in setup_env is overwriting the tensorflow_gpu package installed in the environment' -- the environment script put a CPU TensorFlow back in. Azure Data Science VM (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="darkflow-windows-geforce-210-compute-12-primaryctxsetflags",
        source=_TF + "7649",
        text=r"""Hi all,
i tried running [Darkflow ](https://github.com/thtrieu/darkflow)with following argument
`python flow --model cfg/yolo.cfg --load bin/yolo.weights --demo camera --gpu 1.0`

got below output 

```
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:135] successfully opened CUDA library cublas64_80.dll locally
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:135] successfully opened CUDA library cudnn64_5.dll locally
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:135] successfully opened CUDA library cufft64_80.dll locally
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:135] successfully opened CUDA library nvcuda.dll locally
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:135] successfully opened CUDA library curand64_80.dll locally
Parsing ./cfg/yolo.cfg
Parsing cfg/yolo.cfg
Loading bin/yolo.weights ...
Successfully identified 269862452 bytes
Finished in 0.020000934600830078s

Building net ...
...
```""",
        expected_cause="compute-capability-too-old",
        note="2017. Log cut where the stored copy cuts it (the title is the failing line: 'cuDevicePrimaryCtxSetFlags not found'). Maintainers: aselle 'GeForce 210 is a very old graphics card. It only supports (I believe) compute version 1.2', zheng-xq 'Yes, the minimum supported Cuda compute is 3.0. You are much better off using a more recent GPU'; the poster: 'ok. Thanks for your answer.' Native Windows, TF 1.0-era GPU wheel.",
        platform="windows",
    ),
    CorpusLog(
        name="trailmap-pip-tf21-conda-cudatoolkit-fixed-by-system-cuda-driver",
        source=_GH + "albert597/TRAILMAP/issues/10",
        text=r"""Hi,
I am wondering if you could provide an export .yml file of the conda environment you use, with build/channel information? Running this with tensorflow 2.1 installed from conda, I get an error on importing tensorflow (can't find some dll file). I can fix this error by installing Tensorflow2.1 from pip, but that build does not engage the GPU, as it won't play well with my conda-installed cudatoolkit/cudnn versions. I think cloning from a .yml with the full build information might be the best way to get this correctly installed at this point.
Thank you very much!""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose only, weak (no log; the catalogue cause is the closest fit). The poster (alexcwsmith) answered himself in an edit: 'I was able to fix this by updating nvidia driver & cuda versions on root, and GPU is now engaged!' -- the pip TensorFlow 2.1 wanted a CUDA release his conda cudatoolkit did not provide. Windows is suggested by 'dll' but not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="horovod-image-nvidia-cuda9-cudnn71-vs-tf16-built-cudnn70",
        source=_TF + "17566",
        text=r"""### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: 
No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**:
Linux Ubuntu 16.04
- **TensorFlow installed from (source or binary)**:
binary (`pip install tensorflow-gpu`)
- **TensorFlow version (use command below)**:
1.6.0
- **Python version**: 
2.7
- **Bazel version (if compiling from source)**:
- **GCC/Compiler version (if compiling from source)**:
- **CUDA/cuDNN version**:
CUDA 9, cuDNN 7
- **GPU model and memory**:
- **Exact command to reproduce**:
I was trying to build a horovod image, but this would affect anyone using the `nvidia/cuda:9.0-cudnn7-devel-ubuntu16.04` base image:

```shell
docker build -t horovod https://raw.githubusercontent.com/uber/horovod/master/Dockerfile
docker run -it --rm horovod python tensorflow_mnist.py
```
### Describe the problem
When building a docker image based on `nvidia/cuda:9.0-cudnn7-devel-ubuntu16.04` and doing a `pip install tensorflow-gpu==1.6.0`, the resulting image causes a crash because the base image contains cuDNN 7.1, while the tensorflow-gpu pip package was built against cuDNN 7.0.

### Source code / logs
Error messages:
```shell
2018-03-08 17:46:50.845206: E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (c...
```""",
        expected_cause="cudnn-version-mismatch",
        note="2018. The error line is cut where the stored copy cuts it. The poster (rongou) diagnosed it (base image cuDNN 7.1 vs TF 1.6 built with 7.0); the fix that followed was NVIDIA's flx42 pinning the cuDNN version in TensorFlow's Dockerfile.gpu (tensorflow PR #17723, 'Related: #17566'). Linux, Docker.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-nightly-gpu-docker-image-cudnn74-vs-pip-built-cudnn76",
        source=_TF + "31622",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 16
- TensorFlow installed from (source or binary): Docker image
- TensorFlow version: Nightly
- CUDA/cuDNN version: Docker is cudnn 7.5 or 7.4 & pip package is cudnn 7.6

**Describe the problem**
The available GPU docker images (tensorflow/tensorflow:nightly-gpu ; tensorflow/tensorflow:gpu & the others) will fail to intialize cuDNN since TF-nightly is compiled with a higher minor version

**Provide the exact sequence of commands / steps that you executed before running into the problem**
docker run --rm -it --runtime=nvidia tensorflow/tensorflow:nightly-gpu-py3 /bin/bash

```
import tensorflow as tf
import numpy as np

x = tf.placeholder(tf.float32, shape=(2,4,4,3))
layer = tf.keras.layers.Conv2D(5, (2,2), input_shape=(4,4,3))
out = layer(x)

data = np.random.random((2, 4, 4, 3))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, feed_dict={x: data}))

```

Fails with:
```
Loaded runtime CuDNN library: 7.4.1 but source was compiled with: 7.6.0.
Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
```""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Weak confirmation: the poster (seanpmorgan, a TF Addons maintainer) diagnosed it from the runtime line himself (the GPU images shipped cuDNN 7.4/7.5 while the nightly pip package was built with 7.6); the issue was labelled comp:gpu and closed. Linux, Docker with --runtime=nvidia.",
        platform="linux",
    ),
    CorpusLog(
        name="circuit-training-cuda1142-cudnn8-image-cudnn85-vs-built-86",
        source=_GH + "google-research/circuit_training/issues/50",
        text=r"""Hi,

When I use the ```base_image=nvidia/cuda:11.4.2-cudnn8-devel-ubuntu20.04``` to build the docker environment following the steps given [here](https://github.com/google-research/circuit_training/blob/691105687d0cef453467e073bfd0843725302cb8/tools/docker/ubuntu_circuit_training#L16-L17), I encounter the subsequent error:
```
2023-04-03 17:42:04.452598: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2023-04-03 17:42:04.455368: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at conv_grad_input_ops.cc:385 : UNIMPLEMENTED: DNN library is not found.
```

 **Could you kindly recommend a suitable base_image that is compatible with tf-agent[reverb] v0.16?**

Thanks,
Sayak""",
        expected_cause="cudnn-version-mismatch",
        note="2023. Weak: maintainer diagnosis, no reply from the poster in the stored copy (issue closed). tfboyd: 'Based on the error the cuDNN in the docker is too older 8.5 and you need 8.6. My guess is you should be able to fix that by changing the base image to something newer'. Linux, Docker.",
        platform="linux",
    ),
    CorpusLog(
        name="rhel9-eks-g4-pod-tensorflow-and-cuda-missing-shared-library",
        source=_TF + "73978",
        text=r"""@tilakrayal , I tried docker io's ubuntu22 with just pip install of tensorflow[with-cuda], and GPU test runs fine.

Note this issue is only seen in rhel9. This is EKS node with AWS G4 instance + Nvidia plugin + ehel9 pod container set up (simple pip install of tensorflow[with-cuda]), nvidia-smi can see the nvidia GPU so that driver is ok, and from the fact that ubuntu22 is working, we can see the cuda is 12.2 which is funneled  through the aws G4 instance, we did not overwrite the cuda driver installation by installing the RPM. 

And we did have an attempt to install the cuda RPM so we got /usr/loca/cuda, and we had most of the .so files soft links created and put in LD_LIBRARY_PATH and did a ldconfig and it did not work either. The problem of the error is too vague so I do not know what SO files can not be opened. I have found the c++ code in tensorflow which issues this error but I haven't got time to compile and debug.

Please let me know your thoughts. Thanks!""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose only: the first post (title 'Cannot dlopen some GPU libraries [can't find cuda driver] in rhel9') is not in the stored copy; this is the poster's follow-up. The poster (kevinli-webbertech) found it the next day: 'we got it working ... the image was fine with the [tensorflow-with cuda ] installation in rhel9 but some SO missing and we eventually figured out what that is' (the list of what was missing is cut in the stored copy). RHEL 9 container on an EKS G4 node.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-nightly-gpu-20-not-built-with-gpu-line-but-gpu-works",
        source=_TF + "28940",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No 
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 18.04 x86
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary): pip install tf-nightly-gpu-2.0-preview==2.0.0.dev20190521
- TensorFlow version (use command below): ('v1.12.1-2420-g4fd6e533f6', '2.0.0-dev20190521')
- Python version:  2.7
- Bazel version (if compiling from source): N/A
- GCC/Compiler version (if compiling from source): N/A
- CUDA/cuDNN version: 10.0 / 7
- GPU model and memory: P100 16 GB

**Describe the current behavior**

TensorFlow compiled with GPU support prints the misleading message:
```
I tensorflow/stream_executor/platform/default/dlopen_checker.cc:62] Not built with GPU enabled. Skip GPU library dlopen check.
```

This confuses the user into believe GPU is not working (or at least not fully working), when it really is.

**Describe the expected behavior**

The message should not be printed when built with GPU support, or should be worded better.""",
        expected_cause=None,
        harmless=True,
        note="2019. Working run: the reporter (wdirons) states the GPU nightly build works on the P100 and only the dlopen_checker line is wrong; filed against the message (labels 2.0, comp:gpu). Text cut after 'expected behavior'. Linux, P100.",
        platform="linux",
    ),
    CorpusLog(
        name="singularity-tf-gpu-container-cpu-flag-warnings-finds-gpu-and-runs",
        source=_GH + "apptainer/singularity/pull/469",
        text=r"""@flx42 and @GodloveD - this spec file worked on our system and is currently building on singularity hub. @vsoch - thanks for the help on syntax.

https://github.com/satra/om-tensorflow/blob/master/Singularity

i do get some warnings about how tensorflow was compiled without some cpu flags, but it does find my gpu and runs.

```
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcublas.so.8.0 locally 
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcudnn.so.5 locally 
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcufft.so.8.0 locally 
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcurand.so.8.0 locally
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX instructions, but these are available on your machine and could speed up CPU computations.
...
```""",
        expected_cause=None,
        harmless=True,
        note="2017. Working run on an HPC cluster (MIT openmind) in a Singularity container: the commenter (satra) says of his own log 'it does find my gpu and runs'; the W lines are the old CPU-instruction notices. A comment on the PR that fixed the TensorFlow GPU definition file. Log cut where the stored copy cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-gpu-macosx-cuda91-grappler-gpu-not-registered-harmless",
        source=_GH + "zylo117/tensorflow-gpu-macosx/issues/1",
        text=r"""thank you very much!
I've successfully installed the whl release (1.8.0), but : 
       import tensorflow as tf:  success
       sess = tf.Session():  Error prompt:
               E tensorflow/core/grappler/clusters/utils.cc:127] Not found: TF GPU device with id 0 was not registered
       yet, this error does not influence the python program, and it is verified, the GPU works normally.

My environment:
      MacOS X 10.13.4
      CUDA 9.1
      Cudnn 7.0 

I compared the efficiency of the same training program (mnist example) on macosx and on ubuntu 18.04,  the program on Ubuntu platform runs much faster (roughly 30%) than that on MacOSX, why?""",
        expected_cause=None,
        harmless=True,
        note="2018. Working run: a community CUDA build of TensorFlow 1.8 for macOS with an NVIDIA GPU. The poster (Grant-Tao) verified the GPU works despite the E line; the wheel's author (zylo117): 'This warning does exist and has no effects for me till now.' Text is the poster's follow-up (the first post was an unrelated pip install question).",
        platform="macos",
    ),
)
