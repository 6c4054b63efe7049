# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninety-third set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow training across several GPUs or machines (tf.distribute.MirroredStrategy, Horovod, TensorFlowOnSpark on YARN), from tensorflow/tensorflow, horovod/horovod and yahoo/TensorFlowOnSpark (2017-2019).

Broken kinds held: TensorFlow filling the memory of a GPU that MirroredStrategy was told not to
use (every visible GPU gets its memory mapped at start), and a cluster that set
CUDA_VISIBLE_DEVICES=NoDevFiles so that a multi-GPU job ran without touching its GPUs. Working
runs: 1 (a four-GPU Horovod benchmark that ran, whose poster asked about NCCL 'Failed to open'
lines).

Small set: most multi-GPU threads in the stored copies (Horovod, MirroredStrategy and
MultiWorkerMirroredStrategy hangs and NCCL errors, Kubeflow TFJob and MPIJob, Ray Tune,
Determined, SageMaker) end without a confirmed cause in the stored text, or their causes lie in
the distributed layer itself (one process launched instead of several, a device list passed to
the wrong API) rather than in the GPU set-up. Three more confirmed threads, prose only, were left
out to keep prose-only records to a third: tensorflow/tensorflow#4566 (2016; TensorFlow took the
memory of all sixteen K80 GPUs for a one-GPU script, 'CUDA_VISIBLE_DEVICES works' by the poster),
ray-project/ray#6887 (2020; Tune's resources_per_trial={'gpu': 4} only sets CUDA_VISIBLE_DEVICES,
the trial code has to use MirroredStrategy itself, per maintainer ericl) and
tensorflow/tensorflow#48615 (2021; TF 2.4 with XLA devices disabled ignored set_visible_devices
and initialised every GPU, fixed in TensorFlow by cheshire). No thread is from 2022 or later.

At first look (the doctor of commit 9c59779) the cause was named in 0 of the 2 broken logs, 0
first (the doctor named nothing for either: an nvidia-smi table of a full but idle GPU, and a
spark-submit command with prose about GPUs left idle); the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mirroredstrategy-devices-gpu1-fills-unused-gpu0-memory-t4",
        source=_GH + "tensorflow/tensorflow/issues/31410",
        text=r"""I am using `tf.distribute.MirroredStrategy()` in order to train a `tf.keras` model. I have 2 T4 GPUs from Google available. I want  to train my model consisting LSTM layer on only one GPU i.e. `/gpu:1`. So, in order to select it, I define `devices = ["/gpu:1"]` inside `MirrorStrategy()` as suggested [here](https://www.tensorflow.org/guide/distribute_strategy#mirroredstrategy), now when I run the file for training, the memory of first GPU(/gpu:0) is also filling up completely however, during training only GPU (/gpu:1) is being utilized completely. My question is why is this happening since I only want to utilize GPU (/gpu:1)? In this case, first GPU is useless.
However, if I select the first GPU(/gpu:0) for training then it uses only 112MB of memory of the second GPU(/gpu:1).
```
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla T4            On   | 00000000:00:04.0 Off |                    0 |
| N/A   60C    P0    28W /  70W |  14449MiB / 15079MiB |      0%      Default |
+-------------------------------+----------------------+---------------
...""",
        expected_cause="memory-growth-disabled",
        note="2019 (TF 2.0 beta, two Tesla T4 on Google Cloud). TensorFlow maps nearly all the memory of every GPU visible to the process when it starts, whatever device list MirroredStrategy is given, so the unused GPU:0 shows 14449MiB taken at 0% use. The poster confirmed the fix suggested by isaprykin (TensorFlow) of restricting the GPUs TensorFlow sees: 'I tried it and can confirm this works however one must not define `devices` parameter of the strategy, which also makes this parameter useless since the way to choose a GPU doesn't depend on `devices` parameter.' (the suggestion itself is not in the stored copy). The catalogue's nearest cause is the whole-memory reservation at start; the fix here was hiding the GPU rather than memory growth. The nvidia-smi table is cut after the first GPU in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflowonspark-yarn-cuda-visible-devices-nodevfiles-no-gpu-use",
        source=_GH + "yahoo/TensorFlowOnSpark/issues/79",
        text=r"""I am trying to run a the multi-GPU CIFAR example on YARN cluster with InfiniBand. I have followed the instructions as provided in the instruction. I execute CNN on Spark using the following command:

```
export NUM_GPU=2
export MEMORY=$((NUM_GPU * 11))
${SPARK_HOME}/bin/spark-submit \
--master yarn \
--deploy-mode cluster \
--num-executors 3 \
--executor-memory ${MEMORY}G \
--py-files ${TFoS_HOME}/tfspark.zip,cifar10.zip \
--conf spark.dynamicAllocation.enabled=false \
--conf spark.yarn.maxAppAttempts=1 \
--archives hdfs:///Python.zip#Python \
--conf spark.executorEnv.LD_LIBRARY_PATH="/usr/local/cuda/lib64:$JAVA_HOME/jre/lib/amd64/server" \
--driver-library-path="/usr/local/cuda/lib64" \
${TFoS_HOME}/examples/cifar10/cifar10_multi_gpu_train.py \
--data_dir ${CIFAR10_DATA} \
--train_dir hdfs:///cifar10_train \
--max_steps 1000 \
--num_gpus ${NUM_GPU} \
--rdma \
--tensorboard
```

I have NVIDIA [Tesla K80](http://www.nvidia.com/object/tesla-k80.html) GPUs installed on each node. Each node has two GPUs per node and each GPU has approximately **11GB** of memory and that is how I am calculating the memory proxy for GPUs for YARN. 

In order to check how much (if it all) of the GPUs or utilized on each node I run the `nvidia-smi` command but surprisingly none of the nodes show any GPU process running. The output of this command on one of th
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2017. The poster found and fixed it himself: 'I was able to fix the issue.On my system echo $CUDA_VISIBLE_DEVICES=NoDevFiles for some reason. I have two GPUs installed so setting export CUDA_VISIBLE_DEVICES=0,1 fixes the issue and TensorFlow is able to use both of them.' (maintainer leewyang had first suggested dropping --rdma). 'NoDevFiles' is what a cluster scheduler sets when it grants no GPUs, so CUDA saw none. Prose and the spark-submit command only; the stored copy of the opening post is cut before the nvidia-smi output.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="horovod-tf2-alpha-resnet50-four-gpus-nccl-failed-to-open",
        source=_GH + "horovod/horovod/issues/907",
        text=r"""I resolved this problem when I remove `nccl` and `nccl2` in conda and directly remove nccl 1 from my 

Currently, I got the following log and I have some `Failed to open`. @alsrgv, can you clarify that everything is okay or I need to do something?

```
[1,0]<stdout>:Model: ResNet50
[1,0]<stdout>:Batch size: 32
[1,0]<stdout>:Number of GPUs: 4
[1,0]<stdout>:Running warmup...
[1,2]<stderr>:2019-07-10 12:37:43.061775: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcublas.so.10.0
...""",
        expected_cause=None,
        harmless=True,
        note="2019 (a comment by Oktai15 in the thread, with Horovod's synthetic ResNet50 benchmark on four GPUs under TF 2.0). Maintainer alsrgv: '@Oktai15, congratulations, it's working! You can ignore \"failed to open libibverbs.so\" since you're not doing any cross-host training over InfiniBand or RoCE (and thus don't have drivers on your system).' The stored copy cuts the log after its first lines, so the NCCL 'Failed to open' lines themselves are not in it.",
        platform="linux",
    ),
)
