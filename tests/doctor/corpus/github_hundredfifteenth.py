# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifteenth set of real threads, gathered apart, on performance and multi-GPU: GitHub issues and pull requests (tensorflow/tensorflow, project trackers) where TensorFlow trained or loaded on an NVIDIA GPU but used it poorly.

Broken kinds held: slow start-up from PTX JIT on a GPU the build had no kernels for (a TF 2.1
build on an RTX 3090, a C++ library built for compute capability 3.5), input pipelines that
leave the GPU waiting (data loading, a tf.data map without parallel calls), a batch size too
small to keep the GPU busy, multi-GPU training held back by CPU dispatch, and a TF build
without NCCL kernels for MirroredStrategy. Working runs: 0 (none met whose thread confirmed
all was well).

At first look (the doctor of commit a90613a, before this set was read) the cause was named in 0
of the 7 broken logs. Two of the seven (a start slowed by PTX JIT) are named since the reading
of a slow start told in words was added after this set was scored.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf21-rtx3090-slow-startup-model-load-ptx-jit",
        source=_GH + "tensorflow/tensorflow/issues/48069",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution: Linux Ubuntu 18.04, 5.4.0-66-generic
- Device: MPG B550I GAMING EDGE MAX WIFI (MS-7C92). AMD Ryzen 9 5950X 16-Core Processor
- TensorFlow installed from (source or binary): binary
- TensorFlow version: v2.1.0-rc2-17-ge5bf8de 2.1.0
- Python version: 3.6.9
- Bazel version (if compiling from source): NA
- GCC/Compiler version (if compiling from source): NA
- CUDA/cuDNN version: 10.1
- GPU model and memory: GeForce RTX 3090, 24265MiB
- NVIDIA Driver: 460.39

**Describe the current behavior**
I was experiencing very slow speed when loading models into the GPU memory (about 1MiB/s when watching with nvidia-smi) and investigated this by using tensorflow/tensorflow:2.1.0-gpu-py3 docker image to run this command:
`time python -c "import tensorflow as tf; tf.test.is_gpu_available()"`

and it prints the following logs:
2021-03-25 07:39:11.387959: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.6
2021-03-25 07:39:11.388827: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer_plugin.so.6
...""",
        expected_cause="compute-capability-ptx-jit",
        note="2021. Only the head of the pasted log is in view. The poster (julng) confirmed 'Using tensorflow/tensorflow:2.4.1-gpu fixed the performance issue' and then saw only the ptxas 'sm_86' fallback warning; TF 2.1 with CUDA 10.1 has no kernels for the RTX 3090 (compute capability 8.6), so the driver JIT-compiled PTX. The cause is read from the confirmed fix, not named by a maintainer.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-cc-loadsavedmodel-slow-on-gpu-built-for-cc35",
        source=_GH + "tensorflow/tensorflow/issues/40466",
        text=r"""This seems to be related to the GPU.
I have found out that by disabling the GPU the performances improve dramatically (less than 1 second to load the same network)
The code I used to disable the GPU: 
```
  auto config = &session_options_.config;
  // disabled GPU entirely
  (*config->mutable_device_count())["GPU"] = 0;
  // place nodes somewhere
  config->set_allow_soft_placement(true);
```
What could be the reason for such slow down in the GPU version? 
I understand that the GPU version has to do some stuff for initialization but still this looks too slow to me.""",
        expected_cause="compute-capability-ptx-jit",
        note="2020. Prose and code only (the poster's comment on LoadSavedModel in the TF 2.1/2.2 C++ API; the opening post is out of view). The poster (jappoz) found it: 'The problem was that the c++ library was compiled with cuda capabilities 3.5', so the kernels for the newer GPU were JIT-compiled at load. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="audio-super-res-lstm-no-cudnn-gpu-half-idle-data-loading",
        source=_GH + "kuleshov/audio-super-res/issues/35",
        text=r"""I'm currently trying to train the multi-speaker/audiotfilm setup.  

I'm with CUDA 11 on a box with 4 pascal GPUs.  
When I launch the training process, I see messages like this for all the layers:
WARNING:tensorflow:Layer lstm_5 will not use cuDNN kernel since it doesn't meet the cuDNN kernel criteria. It will use generic GPU kernel as fallback when running on GPU
Is that expected/normal?  The model is training though.

Also, I notice that the only GPU really used (the other available GPUs just have a bit of memory taken onto, but nothing really happens there) isn't used at full capacity.  I see mostly 50% usage.  I suspect that it is because of the way the data is loaded.  We're constantly waiting for the data to be loaded on the GPU.

Is is possible to optimize that part?""",
        expected_cause="gpu-underutilized-input-bound",
        note="2021. The maintainer (Sawyerb): 'That's normal. The code isn't optimized ... If you're interested in speeding it up, I'd recommend checking out the tf.data API', agreeing with the poster that data loading keeps the GPU at ~50%; the cuDNN-fallback warning was confirmed normal. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="cgm-ml-rgbd-training-gpu-47pct-map-without-parallel-calls",
        source=_GH + "Welthungerhilfe/cgm-ml/pull/408",
        text=r"""**Motivation:** For training, the GPU Utilization should be as high as possible. However, when training RGBD the utilization is low. This PR increases it.

Problem

**Changes:**
- Use parallel_calls in dataset.map()

Other things tried (but unsuccessful)
- caching later causes OOM
- dataset.interleave causes problems with `py_function` and our pickle dataset, and is therefore not easily applicable yet

**Results:**

depthmap
- Average GPU Utilization 98.4%
- Average CPU Utilization 10.9%

rgbd: [Run]
- Average GPU Utilization 46.9%
- Average CPU Utilization 6.3%""",
        expected_cause="gpu-underutilized-input-bound",
        note="2021. Prose with measurements (a pull request on the project's own TF training). The author (markus-hinsche) found the input pipeline to blame: the RGBD tf.data map ran without num_parallel_calls; adding parallel calls was the merged fix. Azure ML runs; the screenshot and the long run links are dropped from the text.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-tf-mnist-gpu-benchmark-underutilized-batch-64",
        source=_GH + "ray-project/ray/pull/31402",
        text=r"""The benchmark currently times out, because a single run takes over 16 minutes. This is a regression compared to e.g. the 2.0.0 release, where a run took only 4 minutes.

Upon closer investigation, this seems to be related to severe underutilization of the GPU. With a small batch size, we are bound by compute/data iteration, and this seems to have been regressed in later tensorflow versions.

To achieve shorter training times, we increase the global batch size from 64 (which is tiny) to 1024. This severely speeds up training (even though the GPUs are still underutilized with <10% utilizaton).""",
        expected_cause=None,
        note="2023. Prose only (a maintainer's pull request for the air_benchmark_tensorflow_mnist_gpu_4x4 release test). The author (krfricke) confirmed the cause: a tiny global batch size (64) left the GPUs underused; raising it to 1024 cut the run time; asked by a reviewer, he added that utilisation stays low because the dataset is small. A batch size too small for the GPU: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="superpoint-magicpoint-8-titan-xp-gpu-idle-cpu-dispatch",
        source=_GH + "rpautrat/SuperPoint/issues/77",
        text=r"""Hi!

I am currently at the step three. By checking the GPU utilization, I found that GPU is not fully utilized. Actually the GPU is usually at idle state. I am wondering if this is because the data loader does not load data into gpu fast enough. I tried with single GPU and 8 GPUs. This situation get even worse when I use 8 GPUs. The training process becomes extremely slow. It never proceed to iter 1000. May I ask have you ever run into such problems? How did you solve it?

Thanks!

Single GPU Details:
python3 experiment.py train configs/magic-point_coco_train.yaml magic-point_coco
experiment.py:141: YAMLLoadWarning: calling yaml.load() without Loader=... is deprecated, as the default Loader is unsafe. Please read https://msg.pyyaml.org/load for full details.
  config = yaml.load(f)
[05/27/2019 12:36:39 INFO] Running command TRAIN
[05/27/2019 12:36:39 INFO] Number of GPUs detected: 1
2019-05-27 12:36:46.376329: I tensorflow/core/platform/cpu_feature_guard.cc:140] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-05-27 12:36:54.202211: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1212] Found device 0 with properties:
name: TITAN Xp major: 6 minor: 1 memoryClockRate(GHz): 1.582
pciBusID: 0000:0e:00.0
totalMemory: 11.91GiB freeMemory: 11.74GiB
...
2019-05-27 13:10:16.590775: I tensorflow/core/common_runtime/gpu/gpu_device.cc:993] Creating TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:6 with 372 MB memory) -> physical GPU (device: 6, name: TITAN Xp, pci bus id: 0000:0e:00.0, compute capability: 6.1)
2019-05-27 13:10:16.591381: I tensorflow/core/common_runtime/gpu/gpu_device.cc:993] Creating TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:7 with 372 MB memory) -> physical GPU (device: 7, name: TITAN Xp, pci bus id: 0000:0f:00.0, compute capability: 6.1)
[05/27/2019 13:10:38 INFO] Start training
[05/27/2019 13:11:46 INFO] Iter    0: loss 4.6082, precision 0.0024, recall 0.0615""",
        expected_cause=None,
        note="2019. The middle of the log is out of view. The maintainer (rpautrat): with more GPUs 'the bottleneck becomes indeed the CPU trying to dispatch jobs to the various GPUs', use one or two GPUs; the poster: 'Indeed. Step 3 took 3 hours training with single GPU. Thanks!'. A later commenter adds allow_growth was not set (the 372 MB devices). Multi-GPU CPU dispatch overhead: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-multi-gpu-ncclallreduce-no-kernel-use-hierarchical-copy",
        source=_GH + "haoyuhu/bert-multi-gpu/issues/15",
        text=r"""您好，我在使用的时候报下面的错误:
No OpKernel was registered to support Op 'NcclAllReduce' used by node NcclAllReduce（）with these attrs:[shared_name=c0,T=DT_FLOAT,num_devices=4,reduction="sum]
您知道是为什么吗，我猜想是不是NCCL没有安装的问题，但是同事用Mxnet是可以多卡训练的，然后也不知道怎么检测服务器上的NCCL的安装情况，所以不知道您是否知道上面的报错是什么原因？

望解答，多谢！""",
        expected_cause="nccl-multi-gpu-failed",
        note="2019. Prose plus one error line (Chinese). The maintainer (haoyuhu): it is indeed an NCCL install problem, switch the cross-device ops to hierarchical_copy; the poster thanked him and trained (then asked whether it ran on CPU, and was told HierarchicalCopyAllReduce still trains on the GPUs). A TF build with no NCCL kernel for MirroredStrategy's all-reduce. OS not stated. Labelled nccl-multi-gpu-failed since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
)
