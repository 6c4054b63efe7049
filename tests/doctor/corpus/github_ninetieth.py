# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, trailing spaces, whitespace-only lines, tabs)
"""A ninetieth set of real threads, gathered apart, from GitHub trackers of managed platforms, cloud images and notebooks (Colab via Google Meridian, the TFX image used on Vertex AI, Lambda Cloud, SageMaker endpoints, a GKE-hosted UP42 block, a Jupyter + TensorFlow pod on Kubernetes with the GPU Operator), 2018-2025, weighted to 2023 and later.

Broken kinds held: a pip TensorFlow 2.16 installed over a notebook platform without its
`[and-cuda]` libraries, a platform image whose cuDNN is older than the one its TensorFlow was
built with, a cloud instance with no CUDA libraries for the pip TensorFlow, a tensorflow-gpu image
deployed on a CPU-only (driverless) endpoint, a requirements file that pulled a TensorFlow built
for CUDA 11 into a CUDA 10 base image, and a Kubernetes pod scheduled on the GPU node without
being given the GPUs. Working runs: 0 (the harmless-warning threads met on these platforms were
already in the corpus).

Most platform leads met for this set (AWS Deep Learning Containers, SageMaker Studio and
sagemaker-distribution, Azure ML curated images, Vertex AI Workbench, Databricks, Kaggle,
Jetson/JetPack and jetson-containers, NGC TensorFlow containers, Kubeflow and JupyterHub images)
either showed no resolving turn in the stored text or were already in the corpus; only what the
stored threads confirm is recorded here.

At first look (the doctor of commit 671c092, before this set was read; one batch with the
eighty-seventh to eighty-ninth and the ninety-first sets) the cause was named in 2 of the 6
broken logs, one first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="meridian-colab-tf2162-pip-without-and-cuda-no-gpu",
        source=_GH + "google/meridian/issues/479",
        text=r"""https://developers.google.com/meridian/notebook/meridian-getting-started

Please upgrade your Tensorflow implementation.

print("Num GPUs Available: ", len(tf.config.experimental.list_physical_devices('GPU')))
Num GPUs Available:  0

Your Demo Notebook does not use GPU which takes lots of time to run.
Tensorflow 2.16.2 did not detect GPU on Google Colab at the time this issue was written.""",
        expected_cause="and-cuda-extra-missing",
        note="2025. Google Colab, the Meridian demo notebook pip-installing TensorFlow 2.16.2 over the runtime's own. A commenter: 'Install tensorflow with cuda support: !pip install --upgrade google-meridian[colab] tensorflow[and-cuda]==2.16.2'; the Google Meridian support team acted on it: 'We have added the `[and-cuda]` optional dependencies to Meridian so the following command should now properly install Meridian with Tensorflow 2.16 and GPU support'. The poster did not reply; issue closed. Prose plus one output line.",
        platform="linux",
    ),
    CorpusLog(
        name="tfx-image-cuda113-cudnn82-tf212-dnn-nullptr",
        source=_GH + "tensorflow/tfx/issues/5966",
        text=r"""From TensorFlow 2.12, the recommended versions of cuda and cudnn are `11.8` and `8.6`. However, it seems that the `latest` tfx docker image only supports `11.3` and `8.2`. I think this legacy versions led some significant problems when I used KerasNLP as follows(in `Trainer` component):

Node: 'StatefulPartitionedCall'
RET_CHECK failure (tensorflow/compiler/xla/service/gpu/gpu_compiler.cc:618) dnn != nullptr 
	 [[{{node StatefulPartitionedCall}}]] [Op:__inference_train_function_241897]

Any plan to update them? or any guides for people to update them?""",
        expected_cause="cudnn-version-mismatch",
        note="2023. The tensorflow/tfx image (the one TFX pipelines run on Vertex AI) ships CUDA 11.3 / cuDNN 8.2 under TensorFlow 2.12, which was built for 11.8 / 8.6. The poster named the cause; the maintainer (singhniraj08) accepted it: 'this is pending because of Python 3.10 support ... The image will be upgraded with updated dependencies once python 3.10 support is introduced'; TFX 1.14 followed. The log has no 'Loaded runtime CuDNN library' line, only the DNN failing to come up; no platform log of the image's libraries.",
        platform="linux",
    ),
    CorpusLog(
        name="lambda-cloud-tf211-pip-no-cuda-libs-torch-sees-gpu",
        source=_GH + "huggingface/community-events/issues/118",
        text=r"""@merveenoyan ,

NVIDIA-SMI 515.65.01    
Driver Version: 515.65.01    
CUDA Version: 11.7
TensorFlow: 2.11.0

![image](https://user-images.githubusercontent.com/36204372/223962033-811ba307-feb0-4263-bff8-4501e609548f.png)
The pytorch library supports it, but tensorflow doesn't.

TF:
tf.config.list_logical_devices("GPU")
Output:
[]
Torch:
import torch
torch.cuda.is_available()
Output:
True""",
        expected_cause="cuda-libraries-missing",
        note="2023. A Lambda Cloud GPU instance (Hugging Face community event), pip TensorFlow 2.11 beside PyTorch. The maintainer (merveenoyan): 'Lambda does support tensorflow with GPU, I will put CUDA installation command to the guide.', i.e. the CUDA/cuDNN libraries TensorFlow needs were not installed; closed without a reply from the poster (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-gpu-image-on-cpu-endpoint-libcuda-import-error",
        source=_GH + "aws/sagemaker-python-sdk/issues/440",
        text=r"""Hi , I used the docker image here https://github.com/aws/sagemaker-tensorflow-container/blob/master/docker/1.11.0/final/py2/Dockerfile.gpu 
Then follow the instructions here https://github.com/aws/sagemaker-tensorflow-container#building-your-image to build a tensorflow 1.11.0 gpu images and successfully trained a model.  But When I am trying to deploy the model by 

predictor = estimator.deploy(initial_instance_count=1, instance_type='ml.m4.xlarge')

it shows the error < The primary container for production variant AllTraffic did not pass the ping health check.>  Then in cloud watch, it shows that  <ImportError: libcuda.so.1: cannot open shared object file: No such file or directory>

It seems like the cuda is not recognized in deployment environment (even though I am not using gpu for inference).   Is there any way to work around it?""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2018. SageMaker endpoint on a CPU instance (ml.m4.xlarge) running a self-built tensorflow-gpu 1.11 image. Maintainer (mvsusp): 'You should use the Dockerfile.cpu image in CPU instances because tensorflow-gpu requires NVIDIA CUDA drivers.' The poster accepted it and went on to ask how to deploy with the CPU image after training on the GPU one.",
        platform="linux",
    ),
    CorpusLog(
        name="up42-block-tf24-pulled-over-cuda10-base-image",
        source=_GH + "up42/s2-superresolution/pull/52",
        text=r"""**Context**
From runtime logs, it turns out that the env var `LD_LIBRARY_PATH` that needs to be appended to the sys path is not set properly. This is associated with NVIDIA CUDA libs that handles tensor processing on GPUs. During runtime the GPU is discovered but not registered with tensorflow due to missing path entry. The TF falls back to CPU instead. Ideally, irrespective of tensor shape (i.e. channel first or last), the block should run on GPU.

**Behaviour**
The block is built on tf2 base image that uses tf version `2.1.0`. On top of that during docker build the requirements are installed which also contained `tensorflow>=2.3.*`. However, with new tf version `2.4.0` release at the end of Dec 2020. The lib was installing that version. The latest version of tensorflow is expecting runtime built with CUDA 11.0 which is not the case. On top of that, the base container for GPU enabled machines used by up42 infra is built with CUDA 10.0. (mainly due to [GKE compatibility](https://cloud.google.com/kubernetes-engine/docs/how-to/gpus#cuda))""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. A block on the UP42 platform (GPU machines on GKE, base image with CUDA 10.x): the requirements pulled TensorFlow 2.4, built for CUDA 11.0. The PR author's fix and test: '**Resolution** Pin TF version to `2.3.0` ... tested as a custom block on the platform and the not only GPU was discovered successfully but the job too!'; reviewer: 'Nice!'.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-jupyter-tf-pod-without-gpu-limits",
        source=_GH + "NVIDIA/gpu-operator/issues/345",
        text=r"""### Description
I have recently been experimenting with running a Jupyter server + tensorflow image on a bare metal cluster with GPU operator. 

When using `nodeAffinity` or `nodeSelector` to place the deployment on the node running gpu operator, tensorflow (TF)  was unable to detect the GPUs, despite the pod being able to detect the GPUs using `lspci`.

However, when using `limits`, TF was able to detect the GPUs as well as `lspci`.

This has left me wondering if GPU Operator is supplying the Pod with different information depending on what node selecting method is used. Thank you in advance for any insights.
 
I apologize if this is the wrong place to post this, I could not find any information in regards to this. 

### Server Setup
GPU Operator v1.10.1 (default parameters)
Ubuntu 20.04 LTS Node 
Kubernetes v1.22.8
containerd 1.5.5""",
        expected_cause="container-without-gpus",
        note="2022. Prose only. A Jupyter + TensorFlow notebook pod on Kubernetes with the NVIDIA GPU Operator, placed on the GPU node by nodeSelector/nodeAffinity but given no GPU. The poster's own update: with `nvidia.com/gpu` limits TF saw the GPUs, and 'To allow pods using `nodeSelector` or `nodeAffinity` to view gpu information (driver, cuda version, etc) the environmental variable `NVIDIA_VISIBLE_DEVICES=all` must be set.'",
        platform="linux",
    ),
)
