# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on ML pipeline, serving and distributed-training tools that run TensorFlow on NVIDIA GPUs: ertis-research/kafka-ml, yahoo/TensorFlowOnSpark and SeldonIO/seldon-core.

Broken kinds held: a Kafka-ML training deployment on a Kubernetes cluster without any GPU that
runs the GPU image (no NVIDIA driver reachable; TensorFlow falls back to the CPU), two
TensorFlowOnSpark workers on one 2 GB laptop GPU where the first TensorFlow process reserves
nearly all the memory and the second cannot allocate any, and a Seldon GPU wrapper image that
held both tensorflow and tensorflow-gpu (prose only). Working runs: 0 (none in these tools
whose stored copy confirmed that alarming lines were harmless).

Small set: the tools of this kind (TFX, Kubeflow pipelines, notebooks and the training operator,
Katib, MLflow, Airflow, BentoML, Triton's TensorFlow backend, KServe, Determined, Polyaxon,
ClearML, W&B, Metaflow) have few threads about TensorFlow on the GPU, most of them are already in
the corpus, and most of the rest end without a confirmed cause in the stored copy (a maintainer's
'try X' with no answer, or closed as stale). Only the Kafka-ML thread is from 2023; the others
are from 2017 and 2019.

At first look (the doctor of commit 1c66b45) the cause was named in 1 of 3 broken logs, 1 first
(the Kafka-ML log was read as a container started without the GPUs and a driver not loaded;
the Seldon prose as missing CUDA libraries); there is no working run. The one named is the
TensorFlowOnSpark record under the expected cause it now has (gpu-out-of-memory, the catalogue's
words for another process holding the memory); it was first given memory-growth-disabled, under
which the first look names 0 of 3.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kafka-ml-k8s-cluster-without-gpu-runs-gpu-image-cuinit-34",
        source=_GH + "ertis-research/kafka-ml/issues/99",
        text=r"""For example  we create a new MINST deployment however it could not be running as error 
"/proc/driver/nvidia/version does not exist"
2022-12-09 15:51:57.845894: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: UNKNOWN ERROR (34)
2022-12-09 15:51:57.845959: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist

We install vanilla K8s based on redhat8 then deploy kafka-ml on this k8s cluster, so we don't have GPU.

Please advise how we can disable GPU or fix the issue.""",
        expected_cause="no-nvidia-driver",
        note="2023 (the log lines are of December 2022). Kafka-ML (ML pipelines fed by Kafka streams) on a vanilla Kubernetes cluster on Red Hat 8 with no GPU at all; the training executor ran the project's GPU image. Maintainer antoniochavesgarcia: 'It seems that your backend deployment is attempting to deploy GPU-accelerated images, even though your system does not have a GPU. This results in TensorFlow being unable to initialize the CUDA driver, leading to an error. While this error will occur, the training should continue without further issues running in CPU', and to use lighter images, disable the GPU in the backend deployment and select images without GPU support. The poster did not dispute it; the issue was closed. cuInit's error 34 is CUDA's stub-library code (the image's libcuda stub was loaded because no driver was passed in). A screenshot in the post is not stored; the pod name in the log is replaced by 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflowonspark-two-workers-one-2gb-gpu-first-reserves-all",
        source=_GH + "yahoo/TensorFlowOnSpark/issues/75",
        text=r"""Hello, thanks for your works.

I try to execute "Run distributed MNIST training (using feed_dict)" but  the execution hang. I dont no why.
- Example Tensorflow (python ${TFoS_HOME}/tensorflow/tensorflow/examples/tutorials/mnist/mnist_with_summaries.py --data_dir ${TFoS_HOME}/mnist) is ok. 97% accuracy moreless.
- Example "Convert the MNIST zip files" also ok

Finally, Tranning mnist hang. Could you help me please? I try at single computer.
Xubuntu 16.04.2.LTS
CUDA 8.0 with CUDADNN 5.1.5
Spark 1.6.0
Python 2.7
Tensorflow-GPU 0.12

My variables:
export TFoS_HOME=/home/alice/TensorFlowOnSpark
export SPARK_HOME=/home/alice/TensorFlowOnSpark/scripts/spark-1.6.0-bin-hadoop2.6
export PATH=${SPARK_HOME}/bin:${PATH}
export MASTER=spark://$(hostname):7077
export SPARK_WORKER_INSTANCES=2
export CORES_PER_WORKER=1 
export TOTAL_CORES=$((${CORES_PER_WORKER}*${SPARK_WORKER_INSTANCES})) 

I attach output. GPU out of memory.

It seems that, the execution hang because my GPU has 2GB of RAM. Tensorflowonspark work with block of 511MB, 3 block of 511MB are reserved ok, but other block of 511 CUDA MEMORY ERROR, but why if MNIST CSV has 126M, in TFoS has more than 1.5G.

------------
17/05/09 18:03:17 INFO BlockManagerInfo: Added broadcast_3_piece0 in memory on host:42554 (size: 6.5 KB, free: 511.1 MB)
17/05/09 18:03:17 INFO BlockManagerInfo: Added broadcast_0_piece0 in memory on host:42554 (size: 19.3 KB, free: 511.1 MB)
17/05/09 18:03:17 INFO BlockManagerInfo: Added broadcast_1_piece0 in memory on host:42554 (size: 19.3 KB, free: 511.1 MB)
HANG IN THIS POINT
------------

Total memory: 1.96GiB
Free memory: 173.69MiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0 
I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y 
I tensorflow/core/common_runtime/gpu/gpu_device.cc:975] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX 950M, pci bus id: 0000:01:00.0)
E tensorflow/stream_executor/cuda/cuda_driver.cc:1002] failed to allocate 173.69M (182124544 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY""",
        expected_cause="gpu-out-of-memory",
        consequences=frozenset({"memory-growth-disabled"}),
        note="2017. Opening post, the poster's next comment (with the tail of his Spark output) and the TensorFlow lines of his attached output as maintainer leewyang quoted them ('Per your logs, I see ...'); the attachment itself is not stored. leewyang: 'it looks like your GPU is already using 1.7GB of memory, so it's unable to start the TensorFlow device on it', and to use the CPU build 'unless you can stop/remove whatever is tying up the rest of your GPU resources'. A second user on the same set-up, mhaut, pinned it down: 'the problem is because in tutorial say \"export SPARK_WORKER_INSTANCES=2\". First worker reserve all GPU (1.73G), second worker not GPU'; leewyang: 'GPU resources are managed by TensorFlow, so it's mostly beyond our control'. The poster did not dispute it; closed. Two TensorFlow processes on one 2 GB GPU: another process (the first worker) already held the memory, the case the catalogue's gpu-out-of-memory names; it held nearly all of it because TensorFlow reserves the GPU memory by default (memory-growth-disabled, kept as a consequence, not a false alarm). Nobody in the thread tried memory growth; the confirmed remedy is one TensorFlow process on the GPU. User and host names replaced; the Spark IP address replaced by 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="seldon-tf-gpu-wrapper-image-tensorflow-and-tensorflow-gpu",
        source=_GH + "SeldonIO/seldon-core/issues/914",
        text=r"""Seldon Image at "seldonio/seldon-core-s2i-python3-tf-gpu:0.12-SNAPSHOT" not able to find GPU devices.

It is happening because image contains both tensorflow as well as tensorflow-gpu library. Image is 
picking tensorflow from seldon-core library.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only. The poster's own fix, in the opening post (left out of the text): 'Fix: I have uninstalled all libraries of tensorflow and re-installed only tensorflow-gpu.' Maintainer JoelH96 then rebuilt the image: 'The \"seldonio/seldon-core-s2i-python3-tf-gpu:0.12-SNAPSHOT\" has been updated to only contain tensorflow-gpu' and 'Python GPU image and wrapper updated, to ensure only TF-GPU is installed #1011'. The seldon-core Python package depended on tensorflow (the CPU-only package of those releases), so installing it beside tensorflow-gpu put both in one environment.",
        platform="linux",
    ),
)
