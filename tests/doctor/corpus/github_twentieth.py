# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twentieth set of real logs, gathered apart: threads from the tensorflow organisation's
repositories other than tensorflow/tensorflow (TensorFlow Serving images, the Object
Detection API and official models, addons, io, text, hub, agents, probability...).

Kinds of problems: GPU containers started without the NVIDIA runtime, drivers and CUDA or
cuDNN versions that do not match the TensorFlow a model library pins, training that runs on
the CPU, memory exhaustion, and runs that worked but printed alarming lines.

At first look (the doctor after the nineteenth set's changes; the doctor of the start of the
day names 7) the cause of 8 of the 18 broken logs was named, all first; neither working run was
flagged. Two broken logs have a cause the catalogue has no ID for. Misses: TensorFlow Serving's
CPU-only model server (two), its GPU memory reservation told in words (two), CPU-only or second
distributions told in words (three), a Java CPU artifact, a VM without a GPU.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="serving-devel-gpu-image-libcuda-missing-plain-docker",
        source=_GH + "tensorflow/serving/issues/660",
        text=r"""I built the docker image with GPU support. The image builds successfully, but I cannot run the model_server. It fails with the following error: 
```tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory```

I took the version that is in master branch (8ab0e9aeaff33d44798d6bc429195012483d48cb)
I wonder if anyone faced that problem and I would like some advice on how to fix it.""",
        expected_cause="container-without-gpus",
        note='The poster closed it himself (2017): "Ok turns out I needed to use `nvidia-docker` to run the container." Short paste: one loader error.',
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-text-pip-install-pulls-cpu-tensorflow-over-gpu",
        source=_GH + "tensorflow/text/issues/195",
        text=r"""It seems that a pip install of tensorflow-text>=2.0.0rc0 also installs tensorflow-2. If you previously had installed tensorflow-gpu the new one will disable GPU access.

Steps to reproduce:

1) Build a new docker image with tf-gpu:
Dockerfile
```
FROM tensorflow/tensorflow:latest-gpu-py3-jupyter
WORKDIR /root
```
Build with `docker build -t prueba .`

Test correct GPU access:
```
$ docker run --runtime=nvidia --rm -it prueba:latest  python -c "import tensorflow as tf; print(tf.test.is_gpu_available())"
2019-12-06 18:55:03.225780: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-12-06 18:55:03.252825: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2592000000 Hz
2019-12-06 18:55:03.253637: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x43890e0 executing computations on platform Host. Devices:
2019-12-06 18:55:03.253666: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): Host, Default Version
2019-12-06 18:55:03.256129: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...""",
        expected_cause="multiple-tensorflow-distributions",
        note="Issue 195 is the tracked limitation: the maintainer (broken) points duplicates to it (#416, #435) and says 'You just need to install the version you want to use after TF Text if it was removed.' The paste here is only its opening (prose plus the still-working run), so the evidence is mostly the prose.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-api-pip-pulls-cpu-tensorflow-beside-tensorflow-gpu",
        source=_GH + "tensorflow/serving/issues/929",
        text=r"""tensorflow-gpu  not work after install  tensorflow-serving-api    on my machine

pip list  

tensorboard            1.8.0    
tensorflow  		   1.8.0  
tensorflow-gpu         1.8.0      
tensorflow-serving-api 1.8.0  
""",
        expected_cause="multiple-tensorflow-distributions",
        note="The poster (2018) confirmed: 'uninstall tensorflow 1.8.0 and tensorflow-gpu 1.8.0, next I install tensorflow-gpu again. now it works'; a later commenter adds that tensorflow-serving-api depends on the CPU tensorflow. Short paste: prose plus the pip list.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-java-cpu-platform-jar-trains-on-cpu",
        source=_GH + "tensorflow/java/issues/454",
        text=r"""Hi:
       when I  train the model  build  with tensorflow-java ,only can use cpu,but if I want to use GPU,I don't the deal method.is it support GPU?""",
        expected_cause="tensorflow-cpu-only-build",
        note="A maintainer answered 'Switch tensorflow-core-platform-gpu for your current OS specific platform jar on your classpath and it will default to running on the GPU'; the poster replied 'get it,thanks' (2022). Prose only, weak evidence: the CPU-only artifact is not named in the paste.",
        platform="linux",
    ),
    CorpusLog(
        name="odapi-tensorflow-gpu-18-validated-but-training-on-cpu",
        source=_GH + "tensorflow/models/issues/3366",
        text=r"""I'm also facing the same problem. 
I have installed tensorflow-gpu 1.8, validated installation and uses gpu, but the python code, it says using tensforflow as backend, but still CPU memory is 100% and not using GPU .

Have you guys found the  solution ?""",
        expected_cause="multiple-tensorflow-distributions",
        note="A commenter (Sri06006, 2018) in the Object Detection API thread reported this and then his own fix: device_lib showed only CPU, 'there might be several versions of tensorflow installed', 'Uninstall others except the tensorflow-gpu' then reinstall tensorflow-gpu, after which the GPU showed. Prose only; the second distribution is not named in the paste.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-latest-gpu-half-plus-two-reserves-22gb",
        source=_GH + "tensorflow/serving/issues/1929",
        text=r"""## Bug Report
TFS using GPU Memory very much!

### System information
- **OS Platform and Distribution: CentOS 8.4, Cuda 11.4
- **TensorFlow Serving installed from: Docker
- **TensorFlow Serving version: lastest-gpu

### Describe the problem
I try install and run TFS with sample follow guide: _https://github.com/tensorflow/serving/blob/master/tensorflow_serving/g3doc/docker.md_

After install done, I run TFS with sample: 
_docker run --gpus all -p 8501:8501 \
--mount type=bind,\
source=/tmp/tfserving/serving/tensorflow_serving/servables/tensorflow/testdata/saved_model_half_plus_two_gpu,\
target=/models/half_plus_two \
  -e MODEL_NAME=half_plus_two -t tensorflow/serving:latest-gpu &_

but GPU Memory Usage 22553MiB/24265MiB.
I don't know reason about this.
Please tell me about it?

### Source code / logs
![image](https://user-images.githubusercontent.com/10292938/139595374-498e2d65-1966-4393-8a64-fa42eb57f3d3.png)

Thank you!""",
        expected_cause="memory-growth-disabled",
        note="A maintainer (2021) pointed to serving issues 1440 and 1407, where the model server's default of reserving nearly all GPU memory is limited with --per_process_gpu_memory_fraction; the poster did not dispute it and another user reported the same. The server worked; only the reservation alarmed. Prose plus the docker command.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-nvidia-docker-uses-all-gpu-memory-limit-question",
        source=_GH + "tensorflow/serving/issues/1650",
        text=r"""I want to deploy a model by tensorflowServing+nvidia-docker on GPU .
HOW CAN I limit the GPU's MEMORY .
cause it's tend to use all memory of GPU .
I want to limit the GPU memory used to below 5G (10G in total) .""",
        expected_cause="memory-growth-disabled",
        note="A maintainer (2020) answered that TensorFlow itself reserves the memory and it must be limited (memory growth / memory fraction); the poster replied 'Thanks for your reply, ANd I know how to solve this problem'. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-agents-colab-gpu-same-speed-as-cpu-small-network",
        source=_GH + "tensorflow/agents/issues/431",
        text=r"""Running this simple code takes same time on GPU and CPU, here is the link to colab
https://gist.github.com/saahiluppal/9c9501c92cc2c3e66ba957793b122d8c

Am i doing something wrong? Because as far as i know, tensorflow automatically runs on gpu if available.
Can anyone take a look?""",
        expected_cause=None,
        harmless=True,
        note="The poster (2020, Colab) checked tf.test.is_built_with_gpu_support() and tf.test.is_gpu_available(): 'getting True for both' and 'Everything seems right'; a maintainer explained that small networks gain little from a GPU because of copy overhead. The GPU set-up was fine. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="magenta-gpu-pip-replaces-cuda10-wheel-libcublas-9",
        source=_GH + "magenta/magenta/issues/1455",
        text=r"""Hello,

As Tensorflow currently supports only Cuda 9.0 [I believe except the nightly builds] I have installed a working version by following the guide here:
https://www.pytorials.com/how-to-install-tensorflow-gpu-with-cuda-10-0-for-python-on-ubuntu/

Then after installing magenta-gpu via pip to this virtualenv, it  broke the tensorflow-gpu and had to re-configure and re-install from the .whl again. The error I got was:
**libcublas.so.9.0: cannot open shared object file: No such file or directory** 

I'm wondering how can I fix this issue? Would "pip install magenta" work alone as tensorflow-gpu is already existent and fully functional in the virtualenv?

There are numerous topics regarding this error but none seemed relevant to my situation as the solution for most was to change the version of Tensorflow - which currently I can't to keep everything else stable.

**System:**
Ubuntu 18.04
Python 3.6.8
Tensorflow 1.12
CUDA 10.0
CuDNN 7.3.1
GPU RTX2080Ti

#1187 and #1407 [closed] seemed similar but due to various version differences I thought I could open a new issue.

Thanks very much.""",
        expected_cause="cuda-libraries-missing",
        note="Magenta (formerly tensorflow/magenta), 2019. The poster states the fix himself: reinstalling his CUDA 10 wheel after magenta-gpu had pulled the PyPI tensorflow-gpu 1.12, which is built for CUDA 9.0 and so looks for libcublas.so.9.0 on a CUDA 10.0 machine; the maintainer added that the packages 'end up installing many of the same files'. Mostly prose with the one loader error.",
        platform="linux",
    ),
    CorpusLog(
        name="magenta-gansynth-cudnn-failed-fixed-by-allow-growth",
        source=_GH + "magenta/magenta/issues/1763",
        text=r"""Here's the code snippet ignoring all the deprecation warnings above. This also includes

https://pastebin.com/e566fAe2

`(0) Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.`

Any ideas?""",
        expected_cause="memory-growth-disabled",
        note="Magenta (formerly tensorflow/magenta), 2020, issue titled 'Can't get GANSynth to work with GPU. CUBLAS_STATUS_ALLOC_FAILED'. The poster answered himself: 'I think I fixed it?? Just added this in gansynth_generate.py' - config.gpu_options.allow_growth = True. Short paste: one error line; the full log is behind a pastebin link.",
        platform="linux",
    ),
    CorpusLog(
        name="magenta-onsets-frames-cudnn-lstm-no-gpu-in-vm",
        source=_GH + "magenta/magenta/issues/1628",
        text=r"""I am now running on my Mac, but with Linux Ubuntu 18.04 installed through Parallels.

tensorflow.python.framework.errors_impl.InvalidArgumentError: Restoring from checkpoint failed. This is most likely due to a mismatch between the current graph and the graph from the checkpoint. Please ensure that you have not altered the graph expected based on the checkpoint. Original error:

No OpKernel was registered to support Op 'CudnnRNNCanonicalToParams' used by node onsets/cudnn_lstm/cudnn_lstm/CudnnRNNCanonicalToParams (defined at /miniconda3/envs/magenta/lib/python3.7/site-packages/tensorflow_core/python/framework/ops.py:1748) with these attrs: [seed=0, dropout=0, num_params=16, T=DT_FLOAT, input_mode="linear_input", direction="bidirectional", rnn_mode="lstm", seed2=0]
Registered devices: [CPU, XLA_CPU]
Registered kernels:
  device='GPU'; T in [DT_DOUBLE]
  device='GPU'; T in [DT_FLOAT]
  device='GPU'; T in [DT_HALF]

Do you know if I need tensorflow-gpu installed to run this code?""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"no-gpu-visible"}),
        note="Magenta (formerly tensorflow/magenta), 2020; a commenter's own report in the Onsets and Frames thread. The maintainer explained the checkpoint uses cuDNN LSTM kernels, which exist only for a GPU, and that without a GPU one must pass --hparams=use_cudnn=false; the commenter: 'Thank you! That fixed it.' The machine (an Ubuntu VM in Parallels on a Mac) has no NVIDIA GPU reachable; the fix ran on the CPU.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-apt-get-model-server-cpu-only-k80",
        source=_GH + "tensorflow/serving/issues/549",
        text=r"""Hi, 

I have tensorflow 1.1.0 GPU version installed with CUDA 8.0 and CUDNN 5.1.10. Tensorflow works fine on GPU. My nvidia driver versions are 375.66. 

When I use the new (thank you) installation method with apt-get (sudo apt-get install tensorflow-model-server), and I load my models with:
`tensorflow_model_server --port=9000 --enable_batching=true --batching_parameters_file="BatchingParametersProto.txt" --model_config_file="ModelProtoConfig.txt" `
it does not use my GPU (tesla K80). 

Can anyone explain how to resolve this issue? I have had tensorflow-serving working on GPU before by using `bazel build -c opt --config=cuda tensorflow_serving/...` 

Thanks,
Dylan""",
        expected_cause="tensorflow-cpu-only-build",
        note="A maintainer (kirilg, 2017) answered 'the apt-get version is currently CPU only' and to keep building with --config=cuda for GPU support; the poster: 'Thanks for the fast reply.' Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="lingvo-docker-unknown-runtime-nvidia",
        source=_GH + "tensorflow/lingvo/issues/69",
        text=r"""I have build docker successfully before. 

`sudo docker build --tag tensorflow:lingvo $(test "$LINGVO_DEVICE" = "gpu" && echo "--build-arg base_image=nvidia/cuda:10.0-cudnn7-runtime-ubuntu16.04") - < ${LINGVO_DIR}/docker/dev.dockerfile

Sending build context to Docker daemon   5.12kB

Step 1/19 : ARG cpu_base_image="ubuntu:16.04"

Step 2/19 : ARG base_image=$cpu_base_image

Step 3/19 : FROM $base_image

10.0-cudnn7-runtime-ubuntu16.04: Pulling from nvidia/cuda

34667c7e4631: Pull complete 

d18d76a881a4: Pull complete 

119c7358fbfc: Pull complete 

2aaf13f3eff0: Pull complete 

643564d518c8: Pull complete 

1fea03e629a4: Pull complete 

45402f4cf61d: Pull complete 

86f75b2a221d: Downloading 

9e547bd511ba: Download complete 

EOF`

But when I run docker:
`sudo docker run --rm $(test "$LINGVO_DEVICE" = "gpu" && echo "--runtime=nvidia") -it -v ${LINGVO_DIR}:/tmp/lingvo -v ${HOME}/.gitconfig:/home/${USER}/.gitconfig:ro -p 6006:6006 -p 8888:8888 --name lingvo tensorflow:lingvo bash`

I got the following error:
`docker: Error response from daemon: Unknown runtime specified nvidia`

Have someone meet the same problem with me? Thanks!""",
        expected_cause="container-runtime-not-configured",
        note="A maintainer (2019) answered 'To run on GPU you need to install nvidia-docker2'; the poster replied 'Thanks. Using your method, ...' and two weeks later reported (lingvo issue 79) training in the container with the GPU memory in use. Confirmation is the poster's thanks; the rest of his reply was not visible.",
        platform="linux",
    ),
    CorpusLog(
        name="tfq-wsl2-gpu-memory-used-quantum-ops-on-cpu",
        source=_GH + "tensorflow/quantum/issues/556",
        text=r"""Dear TFQ team,

Recently, I am trying to use GPU to train a hybrid quantum-classical model with CUDA and WSL2 to speed up the training process.

However, in my experiment, I found only my GPU's memory was used, but the utilization of the GPU is almost 0% and computation seemed to be done by CPU.  I would be very grateful if someone can help me to solve this issue.

BTW, I am using TensorFlow -2.3.1, Cuda 10.1, and CuDNN 7.""",
        expected_cause=None,
        harmless=True,
        note="A maintainer (2021) explained that TensorFlow Quantum's circuit-simulation ops have no GPU kernels, while regular tf ops still use the GPU; the poster: 'thank you for your reply. That is very helpful'. The GPU set-up was working (memory allocated); the low utilisation is by design. Prose only.",
        platform="wsl2",
    ),
    CorpusLog(
        name="odapi-model-main-tf2-windows-libdevice-not-found",
        source=_GH + "tensorflow/models/issues/10673",
        text=r"""# Prerequisites

Please answer the following questions for yourself before submitting an issue.

- [ j] I am using the latest TensorFlow Model Garden release and TensorFlow 2.
- [j ] I am reporting the issue to the correct repository. (Model Garden official or research directory)
- [ j] I checked to make sure that this issue has not already been filed.

## 1. The entire URL of the file you are using

https://github.com/tensorflow/models/blob/master/research/object_detection/model_main_tf2.py

## 2. Describe the bug

While attempting to train a model I get the following errors:
```text
Instructions for updating:
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
...""",
        expected_cause="xla-libdevice-missing",
        note="Object Detection API on native Windows (2022). A maintainer answered that the library cannot find the folder, to add the CUDA, CUPTI and cuDNN directories to %PATH% and use the tested TF 2.9.1 / CUDA 11.2 / cuDNN 8.1 set-up; the poster: '@chunduriv that worked. Thank you very much.' The paste is cut after the repeated error lines (the rest was not visible).",
        platform="windows",
    ),
    CorpusLog(
        name="tfrs-basic-retrieval-gpu-idle-eval-metrics-slow",
        source="https://github.com/tensorflow/recommenders/issues/474",
        text=r"""I am trying to use documentation to build basic retrieval system (https://www.tensorflow.org/recommenders/examples/basic_retrieval) with my own database (Similar code as here https://github.com/petrov826/tfrs/blob/main/create_dataset_in_tfrs.ipynb ).

During training its using only CPU and not using any GPU although GPU is available.

My code is available [here ](https://www.kaggle.com/buntyshah/fork-of-sony-final-model)(Its taking 30 mins to run 1 epoch) , please let me know if i am doing something wrong here?""",
        expected_cause=None,
        note="TensorFlow Recommenders on a Kaggle GPU notebook (2022), prose only. A maintainer answered that computing the FactorizedTopK evaluation metrics during training slows training a lot, pointing to #178 (pass compute_metrics=not training); the poster: '#178 resolved my issue.' The GPU set-up itself was fine; the cause (metric computation in the training step) fits no catalogue ID.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-bazel-build-without-config-cuda-keras-model-no-gpu",
        source="https://github.com/tensorflow/serving/issues/603",
        text=r"""I'm trying to serve a trained keras model into tensorflow serving. the export part was alright, I use 
> with tf.device('/gpu:0'):

before load the model. but when I try to serve it, the GPU device cannot be found.

    TF_CPP_MIN_VLOG_LEVEL=1 CUDA_VISIBLE_DEVICES=2 /home/alice/serving/bazel-bin/tensorflow_serving/model_servers/tensorflow_model_server --port=9002 --model_name=ex_61 --model_base_path=/home/alice/code/Tf_Serving/ex_61_servable
    2017-09-21 13:37:42.659616: I tensorflow_serving/model_servers/main.cc:147] Building single TensorFlow model file config:  model_name: ex_61 model_base_path: /home/alice/code/Tf_Serving/ex_61_servable
    2017-09-21 13:37:42.659869: I tensorflow_serving/model_servers/server_core.cc:441] Adding/updating models.
    2017-09-21 13:37:42.659905: I tensorflow_serving/model_servers/server_core.cc:492]  (Re-)adding model: ex_61
    2017-09-21 13:37:42.660097: I tensorflow_serving/sources/storage_path/file_system_storage_path_source.cc:390] File-system polling update: Servable:{name: ex_61 version: 1}; Servable path: /home/alice/code/Tf_Serving/ex_61_servable/1; Polling frequency: 1
    2017-09-21 13:37:42.661475: I tensorflow_serving/core/aspired_versions_manager.cc:235] Enqueueing aspired versions request: {name: ex_61 version: 1}
...""",
        expected_cause="tensorflow-cpu-only-build",
        note="TensorFlow Serving built from source with bazel (2017). Another user answered that tensorflow_model_server must be compiled with --config=cuda, otherwise models are always served on CPU; the poster: 'Thanks, the \"--config=cuda\" seem to be the reason.' Only the start of the log was visible (cut after the first lines; the GPU/device lines are not in the paste), so the evidence is mostly the prose.",
        platform="linux",
    ),
    CorpusLog(
        name="t2t-serving-binary-serves-model-on-cpu-only",
        source="https://github.com/tensorflow/tensor2tensor/issues/687",
        text=r"""Following the example in the t2t serving [readme](https://github.com/tensorflow/tensor2tensor/tree/master/tensor2tensor/serving) allows me to export a model, run a model server and query that server successfully. 
However, the model is served on cpu only. 
How to run / query the model server on gpu?

Issues on exporting and running servers #648 #501 have been closed, but did serving on gpu work with you?""",
        expected_cause="tensorflow-cpu-only-build",
        note="Tensor2Tensor model served with the TensorFlow Serving binary (2018), prose only. Another user answered that the TF Serving binary used is CPU-only and Serving must be rebuilt for GPU; the poster: 'Thanks for the hint. It is as you said.' and rebuilding with bazel --config=cuda 'did the trick'.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-io-nightly-pulls-tensorflow-beside-tensorflow-gpu",
        source="https://github.com/tensorflow/io/issues/124",
        text=r"""When installing the current version of tensorflow-io (`pip install tensorflow-io-nightly`), it tries to install its dependency package `tensorflow`, not `tensorflow-gpu` if the gpu one is installed. As a result `tensorflow` could be installed mistakenly instead of `tensorflow-gpu`.

I have no idea about specifying conditional dependencies. How about we simply do not require `tensorflow` in REQUIRED_PACKAGE from setup.py?""",
        expected_cause="multiple-tensorflow-distributions",
        note="tensorflow-io packaging report (2019), prose only and weak evidence (a packaging report, not a failing run). A maintainer confirmed the dependency pulls in the CPU 'tensorflow' package and gave the workaround: install tensorflow-gpu, then 'pip3 install -q tensorflow-io-nightly --no-deps'. The platform is not stated (the maintainer's example shell is Ubuntu).",
        platform="linux",
    ),
    CorpusLog(
        name="serving-docker-privileged-exposes-both-gpus-despite-gpus-device0",
        source="https://github.com/tensorflow/serving/issues/2071",
        text=r"""## Bug Report
Can't use single gpu when my computer has 2 gpus.

### System information
- CentOS Linux release 7.9.2009 (Core)
- tensorflow/serving:2.5.3-gpu

### Describe the problem
I have installed by the document: 
https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/install-guide.html#installing-on-centos-7-8
![image](https://user-images.githubusercontent.com/5620313/196427813-19b6189a-1679-4b4c-b6bc-2e0cdf968a27.png)

my computer has 2 gpus, i only want to use one, so i run the command as follows:
`docker run   --gpus device=0  --rm --name my_model --privileged=true -p 8209:8501 -v /home/alice/test/models:/models tensorflow/serving:2.5.3-gpu --model_name=dog_nose_quality --model_base_path=/models/my_model`

but still use all 2 gpus，the nvidia-smi result is as follows:
![image](https://user-images.githubusercontent.com/5620313/196428437-44213d72-49bc-41c5-a4b2-35e1d9aa06c9.png)

how can i only use one gpu?

### Exact Steps to Reproduce
(1) install NVIDIA Container Toolkit follow the document:
https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/install-guide.html#installing-on-centos-7-8
(2)start tensorflow/serving:2.5.3-gpu
...
### Source code / logs
when i run `docker run   --gpus device=0  --rm --name my_model --privileged=true -p 8209:8501 -v /home/alice/test/models:/models tensorflow/serving:2.5.3-gpu --model_name=dog_nose_quality --model_base_path=/models/my_model`
the output is:
` 
2022-10-18 12:27:19.128636: I external/org_tensorflow/tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcudart.so.11.0
2022-10-18 12:27:19.175523: I tensorflow_serving/model_servers/server.cc:89] Building single TensorFlow model file config:  model_name: dog_nose_quality model_base_path: /models/my_model
2022-10-18 12:27:19.175807: I tensorflow_serving/model_servers/server_core.cc:465] Adding/updating models.
2022-10-18 12:27:19.175823: I tensorflow_serving/model_servers/server_core.cc:591]  (Re-)adding model: dog_nose_quality
2022-10-18 12:27:19.276589: I tensorflow_serving/core/basic_manager.cc:740] Successfully reserved resources to load servable {name: dog_nose_quality version: 1}
2022-10-18 12:27:19.276631: I tensorflow_serving/core/loader_harness.cc:66] Approving load for servable version {name: dog_nose_quality version: 1}
2022-10-18 12:27:19.276653: I tensorflow_serving/core/loader_harness.cc:74] Loading servable version {name: dog_nose_quality version: 1}
...""",
        expected_cause=None,
        note="tensorflow/serving:2.5.3-gpu on CentOS 7 with two GPUs (2022). An NVIDIA container-toolkit maintainer answered that --privileged gives the container all devices (all GPUs) regardless of --gpus; the poster: 'it works! thank you!' after removing it. The cause (a privileged container sees every GPU) fits no catalogue ID. The log is cut where the visible text ended; the parts between the form and the log were not seen.",
        platform="linux",
    ),
)
