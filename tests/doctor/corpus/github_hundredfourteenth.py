# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fourteenth set of real threads, gathered apart, from GitHub trackers about Kubernetes GPU pods and rented cloud GPU machines (Kubeflow, Katib, RunPod).

Broken kinds held: a Kubernetes pod spec for a GPU TensorFlow job that asks for no
`nvidia.com/gpu`, and a training image whose CUDA is older than the TensorFlow pip pulls in.
Working runs: 1 (a rented A100 that trains on the GPU but prints a cuBLAS symbol line).

At first look (the doctor of commit a90613a, before this set was read) the cause was named in 1
of the 2 broken logs, first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kubeflow-tf-cnn-pod-spec-without-nvidia-gpu-limit",
        source=_GH + "kubeflow/kubeflow/issues/48",
        text=r"""If we configure a tf-cnn component to use GPUs, we don't actually end up specifying GPUs in the resource request.

e.g.

```
ks param set --env=gke cnn num_gpus 1
ks param set --env=gke cnn num_workers 1

ks apply gke -c cnn
```
Produces pod spec

```
spec:
  containers:
  - args:
    - python
    - tf_cnn_benchmarks.py
    - --batch_size=32
    - --model=resnet50
    - --variable_update=parameter_server
    - --flush_stdout=true
    - --num_gpus=1
    env:
    - name: TF_CONFIG
      value: '{"cluster":{"master":["cnn-master-nvsh-0:2222"],"ps":["cnn-ps-nvsh-0:2222"],"worker":["cnn-worker-nvsh-0:2222"]},"task":{"type":"worker","index":0},"environment":"cloud"}'
    image: gcr.io/kubeflow/tf-benchmarks-gpu:v20171202-bdab599-dirty-284af3
    imagePullPolicy: IfNotPresent
    name: tensorflow
    resources:
      requests:
        cpu: 100m
    terminationMessagePath: /dev/termination-log
    terminationMessagePolicy: File
    volumeMounts:
    - mountPath: /var/run/secrets/kubernetes.io/serviceaccount
      name: default-token-mnnrt
      readOnly: true
    workingDir: /opt/tf-benchmarks/scripts/tf_cnn_benchmarks
  dnsPolicy: ClusterFirst
```""",
        expected_cause="container-without-gpus",
        note="2017. No TensorFlow log, a GKE pod spec only. The opener (jlewi, a Kubeflow maintainer) names the cause in the thread itself: the GPU image and --num_gpus=1 are set 'but we are missing GPUs in the resources', the pod should carry `limits: nvidia.com/gpu: 1`; closed as fixed in the prototype.",
        platform="linux",
    ),
    CorpusLog(
        name="katib-training-image-cuda9-pip-tensorflow-gpu-1131-wants-cuda10-prose",
        source=_GH + "kubeflow/katib/pull/418",
        text=r"""Fix the package version of tensorflow-gpu to be 1.12.0 and keras to be 2.2.4.

The training container uses CUAD 9.0, which is compatible with tensorflow-gpu 1.12. The default version of tensorflow-gpu in pip has just changed to 1.13.1, which uses CUDA 10.0. Not specifying the tf version will lead to cuda library not found error.""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only, a set-up fix PR of a Kubernetes (Katib) training image. The author's diagnosis: an unpinned `tensorflow-gpu` became 1.13.1 (built for CUDA 10.0) in a CUDA 9.0 container, giving 'cuda library not found'; pinning 1.12.0 fixed it, reviewed (/lgtm, /approve) and merged.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="runpod-a100-tf-cublasgetsmcounttarget-symbol-line-trains-on-gpu",
        source=_GH + "runpod/containers/issues/22",
        text=r"""Hi RunPod!

I am experiencing issues with the performance of TensorFlow on your A100 80GB machines. The problems seem to originate from an apparent version mismatch between CUDA, cuDNN, and cuBLAS, which is not aligning properly with the version of TensorFlow currently utilized on your systems.

Additionally, I have noticed significantly slow training times on my setups that are beyond what is normally expected. This sluggish performance is particularly noticeable when compared with a 40GB Colab A100 machine which often even outperforms your 1 A100 80GB setup.

Here are the error messages I am receiving:

When initiating training on my single A100 80GB machine:

2023-07-15 00:38:25.585795: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8401
Could not load symbol cublasGetSmCountTarget from libcublas.so.11. Error: /usr/local/cuda/lib64/libcublas.so.11: undefined symbol: cublasGetSmCountTarget
2023-07-15 00:38:25.781595: I tensorflow/stream_executor/cuda/cuda_blas.cc:1786] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.

And also, when I prepared my data, model, and everything else on my 4xA100 80GB machine a while back:

2023-06-22 20:07:13.541513: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8401
...""",
        expected_cause=None,
        harmless=True,
        note="2023. A RunPod (rented GPU host) TensorFlow template on an A100: cuDNN 8401 loads and TF32 matmuls run, so training runs on the GPU. The alarming line is 'Could not load symbol cublasGetSmCountTarget'; another thread shows the same line with training going on ('但仍可以继续', it still carries on: babysor/MockingBird#735). The RunPod thread was closed without a diagnosis of the user's slowness; the stored copy stops after the second log's first line.",
        platform="linux",
    ),
)
