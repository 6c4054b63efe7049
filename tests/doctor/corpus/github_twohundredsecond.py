# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-second set of real threads, gathered apart, from GitHub issues (issues corpus) on cloud providers' machine-learning services and the SDKs around them (rstudio/cloudml for Google Cloud ML Engine, aws-samples/amazon-sagemaker-tensorflow-object-detection-api, aws/amazon-sagemaker-examples), where TensorFlow did not use the NVIDIA GPU or failed on it.

Broken kinds held: a kernel module of one driver release under the libcuda of another on Google
Cloud ML Engine's training machines; a GPU out-of-memory in a SageMaker training job that the
poster took for a shortage of host RAM; SageMaker's local mode on Windows asking Docker for the
'nvidia' runtime that Docker did not know. Working runs: none (none met with a confirmation).

Small set (2018-2021): threads on these repositories are largely in the corpus already, and most
of the others have no confirmation in their stored copy (Vertex AI custom jobs, Azure ML clusters
with tf-nightly-gpu, FloydHub, AKS GPU jobs, the Merlin container on Vertex AI). One record is
prose plus a single log line (the out-of-memory one).

At first look (the doctor of commit 1c66b45) the cause was named in 3 of 3 broken logs, 3 first;
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cloudml-cmle-kernel-390-libcuda-384-mismatch",
        source=_GH + "rstudio/cloudml/issues/174",
        text=r"""I am trying to run Tensorflow via cloudml using the CuDNNLSTM layer, but the CUDA version seem not to match on the image provided by R cloudml.

I get the following error messages:

```
I  master-replica-0 2018-07-20 23:08:14.088141: E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUDA_ERROR_NO_DEVICE  master-replica-0
I  master-replica-0 2018-07-20 23:08:14.088227: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:158] retrieving CUDA diagnostic information for host: host  master-replica-0
I  master-replica-0 2018-07-20 23:08:14.088245: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:165] hostname: host  master-replica-0
I  master-replica-0 2018-07-20 23:08:14.088356: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:189] libcuda reported version is: 384.111.0  master-replica-0
I  master-replica-0 2018-07-20 23:08:14.088411: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:193] kernel reported version is: 390.46.0  master-replica-0
I  master-replica-0 2018-07-20 23:08:14.088427: E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:303] kernel version 390.46.0 does not match DSO version 384.111.0 -- cannot find working devices in this configuration  master-replica-0
```""",
        expected_cause="driver-library-mismatch",
        note="2018. Google Cloud ML Engine training job submitted through the R cloudml package (the poster's further log after 'Also afterwards:' is cut off in the stored copy). Maintainer jjallaire: 'These are lower level CloudML GPU provisioning errors' and 'there is no custom image for R, it uses the same base TF image as the rest of CloudML'. The poster closed it: 'The issue has been confirmed and solved by Google. After updating my Google Cloud SDK the GPU is now used properly.' The log itself shows the kernel module 390.46 under libcuda 384.111 on the provider's machine. Host name replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-od-api-batch-oom-gpu-not-host-ram",
        source=_GH + "aws-samples/amazon-sagemaker-tensorflow-object-detection-api/issues/12",
        text=r"""Hi! I'm trying to increase the batch size for the training of the model but each time I execute it, in the training face, it gives me the following error: 
` (0) Resource exhausted:  OOM when allocating tensor with shape[16,112,40,40] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc`
Which normally points to a lack of memory RAM. Because of this, I tried different approaches for solving the problem: 
- Increasing the memory and CPU from the Notebook instance from `ml.t3.medium` [2 virtual CPU and 4 GB memory RAM] to `ml.m5.2xlarge` [8 virtual CPU and 8 GB memory RAM]
- Increasing the memory and CPU from the training of the model, this means changing he `instance_type` input parameter inside `CustomFramework` in the `2_train_model.ipynb` module, from `ml.p3.2xlarge` [8 virtual CPU and 61 GB memory RAM]  to `ml.g4dn.8xlarge` [32 virtual CPU and 128 GB memory RAM] 

However, in both instances I had the same error. Is there a way for increasing the batch size without having an `ResourceExhaustedError`?""",
        expected_cause="gpu-out-of-memory",
        note="2021. SageMaker training job of the TensorFlow Object Detection API sample. Answer by sofianhamiti: 'I this is lack of GPU memory. More like how TF ODI manages it across multiple GPUs'; the poster did not dispute and the issue is closed. Odd: the poster read the OOM as a shortage of host RAM and raised the instances' RAM (ml.p3.2xlarge to ml.g4dn.8xlarge, both one 16 GB GPU), which changed nothing.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-local-gpu-windows-unknown-runtime-nvidia",
        source=_GH + "aws/amazon-sagemaker-examples/issues/1340",
        text=r"""I am trying to train a TensorFlow Estimator locally, but I get this issue:

Here is my code that I call:

```
from sagemaker.tensorflow import  TensorFlow

estimator = TensorFlow(entry_point="Testing.py",
                        role='SageMakerRole',
                        train_instance_count=1,
                        train_instance_type='local_gpu',
                        framework_version='2.2.0',
                        py_version='py37')
estimator.fit()

```

Testing.py is an empty script!

Please advise!

Thank you, 

alice

"C:\Program Files\Python37\python.exe" C:/Development/Projects/DeepTradingAI/deeptradingmodels/DeepTradingEstimator.py
C:\Program Files\Python37\lib\site-packages\sagemaker\local\local_session.py:429: YAMLLoadWarning: calling yaml.load() without Loader=... is deprecated, as the default Loader is unsafe. Please read https://msg.pyyaml.org/load for full details.
  self.config = yaml.load(open(sagemaker_config_file, "r"))
Windows Support for Local Mode is Experimental
Legacy mode is deprecated in versions 1.13 and higher. Using script mode instead. Legacy mode and its training parameters will be deprecated in SageMaker Python SDK v2. Please use TF 1.13 or higher and script mode.
'create_image_uri' will be deprecated in favor of 'ImageURIProvider' class in SageMaker Python SDK v2.
...
ERROR: for algo-1-sk9mf Cannot create container for service algo-1-sk9mf: Unknown runtime specified nvidia""",
        expected_cause="container-runtime-not-configured",
        note="2020 (answered 2021). SageMaker Python SDK local mode with instance type 'local_gpu' on Windows. The stored copy cuts the poster's log after the deprecation lines; its last line is as quoted from the poster's output by the maintainer seanpmorgan: 'the error you're recieving appears to be due to not having nvidia-docker installed: `ERROR: for algo-1-sk9mf Cannot create container for service algo-1-sk9mf: Unknown runtime specified nvidia`' (he adds that newer Docker releases take `--gpus all` instead and that Windows local mode is experimental). The poster did not dispute; closed. Signature name replaced.",
        platform="windows",
    ),
)
