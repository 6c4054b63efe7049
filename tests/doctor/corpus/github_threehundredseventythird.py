# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-third set of real threads: GPU device plugin and operator threads (2019-2025) in which a Kubernetes pod could not use its GPU, from GitHub issues (issues corpus) on NVIDIA/k8s-device-plugin, NVIDIA/gpu-operator and ray-project/ray (a Ray image on GKE).

Broken kinds held: a pod losing its GPU device files after it started (twice: the NVIDIA notice's
own reproduction on the GPU Operator, and the kubelet's static CPU manager policy rewriting the
container's device rules), the NVIDIA device plugin's own container started without the NVIDIA
runtime, and a CUDA image on GKE whose library path no longer reached the driver GKE mounts at
/usr/local/nvidia. No working run was met. One record is prose only (the Ray thread, whose
screenshots are not in the stored copy). None of the pods ran TensorFlow: the workloads are
nvidia-smi, the device plugin itself and Ray.

Small set: most device plugin, GPU Operator, EKS AMI, GKE and AKS threads the searches returned
were already in the corpus, or had no resolution in the stored text (the stored copies of many
show only the opening post; several were closed as stale). Left out: NVIDIA/k8s-device-plugin#23
(2018; confirmed, the Docker default runtime not set to nvidia, but older than this set's range);
NVIDIA/k8s-device-plugin#323 (time-slicing, one pod's out-of-memory error; the maintainer's answer
is cut short in the stored copy).

At first look (the doctor of commit c695e0d) the cause was named in 2 of the 4 broken logs, both
first (the two lost-device-access pods); the device plugin run without the NVIDIA runtime and the
Ray prose were missed. No working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gpu-operator-notice-pod-loses-gpu-nvml-unknown-error",
        source=_GH + "NVIDIA/gpu-operator/issues/485",
        text=r"""Run a test pod:
```
$ cat nvidia-smi-loop.yaml

apiVersion: v1
kind: Pod
metadata:
  name: cuda-nvidia-smi-loop
spec:
  restartPolicy: OnFailure
  containers:
  - name: cuda
    image: "nvcr.io/nvidia/cuda:12.0.0-base-ubuntu20.04"
    command: ["/bin/sh", "-c"]
    args: ["while true; do nvidia-smi -L; sleep 5; done"]
    resources:
      limits:
        nvidia.com/gpu: 1


$ kubectl apply -f nvidia-smi-loop.yaml  
 
pod/cuda-nvidia-smi-loop created
```

Check the logs from the pod:
```
$ kubectl logs cuda-nvidia-smi-loop

GPU 0: NVIDIA A100-PCIE-40GB (UUID: GPU-551720f0-caf0-22b7-f525-2a51a6ab478d)
GPU 0: NVIDIA A100-PCIE-40GB (UUID: GPU-551720f0-caf0-22b7-f525-2a51a6ab478d)
Failed to initialize NVML: Unknown Error
Failed to initialize NVML: Unknown Error
```""",
        expected_cause="container-lost-gpu-access",
        note="2023. An NVIDIA notice on the GPU Operator's tracker by a maintainer (cdesiniotis), 'NOTICE: Containers losing access to GPU with error: \"Failed to initialize NVML: Unknown Error\"'; the text is the notice's own reproduction on Kubernetes, without the step that triggers it (`sudo systemctl daemon-reload` between the two `kubectl logs`). The notice states the cause: 'Containerized GPU workloads may suddenly lose access to their GPUs. This situation occurs when systemd is used to manage the cgroups of the container and it is triggered to reload any Unit files that have references to NVIDIA GPUs (e.g. with something as simple as a `systemctl daemon-reload`)', because recent runc needs /dev/char symlinks to the NVIDIA device nodes that are not there; 'The container needs to be deleted once the issue occurs.' nvidia-smi only, no TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="k8s-device-plugin-static-cpu-policy-nvml-unknown-error-after-sleep",
        source=_GH + "NVIDIA/k8s-device-plugin/issues/145",
        text=r"""k8s-device-plugin fails with k8s static CPU policy

### 1. Issue or feature description
Kubelet configured with a static CPU policy (e.g. --cpu-manager-policy=static --kube-reserved cpu=0.1) will cause nvidia-smi to fail after short delay.

Configure a test pod to request a nvidia.com/gpu resource, then run a simple nvidia-smi command as "sleep 30; nvidia-smi" and this will always fail with:
"Failed to initialize NVML: Unknown Error"

Running the same without the sleep, command works and nvidia-smi returns the expected info

### 2. Steps to reproduce the issue
Kubernetes 1.14
$ kubelet --version
Kubernetes v1.14.8
Device plugin: nvidia/k8s-device-plugin:1.11 (also with 1.0.0.0-beta4)

apply the daemonset for the nvidia plugin
then apply a pod yaml for a pod requesting one device:

```apiVersion: v1
kind: Pod
metadata:
  name: gputest
spec:
  containers:
  - command:
    - /bin/bash
    args:
    - -c
    - "sleep 30; nvidia-smi"
    image: nvidia/cuda:8.0-runtime-ubuntu16.04
    name: app
    resources:
      limits:
        cpu: "1"
        memory: 1Gi
        nvidia.com/gpu: "1"
      requests:
        cpu: "1"
        memory: 1Gi
        nvidia.com/gpu: "1"
  restartPolicy: Never
  tolerations:
  - effect: NoSchedule
    operator: Exists
  nodeSelector:
    beta.kubernetes.io/arch: amd64
```
then follow the pod logs:

```$ kubectl logs -f pod/jh-gputest
Failed to initialize NVML
...""",
        expected_cause="container-lost-gpu-access",
        note="2019. A maintainer (klueska): 'This is a known issue and reported before: https://github.com/NVIDIA/nvidia-docker/issues/515 Unfortunately, there is no upstream fix for this yet.'; the poster: 'Thank you for the links, I read through the ticket ... In our case, we'd like the static policy but it's not required, so we'll watch as this develops.' Later klueska pointed to the plugin's compatWithCPUManager flag. The static CPU manager makes the runtime rewrite the running container's cgroup, dropping the GPU device rules the NVIDIA hook had added, so the pod loses /dev/nvidia* seconds after it started. The first line is the issue's title; the stored copy of the pod log is cut after 'Failed to initialize NVML'. nvidia-smi only, no TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="k8s-device-plugin-docker1903-nvml-not-loaded-without-gpus-flag",
        source=_GH + "NVIDIA/k8s-device-plugin/issues/139",
        text=r"""K8s-device-plugin does not work with Docker v.19.03 and K8s v1.15.0

I tried to execute the k8s-device with Docker directly, and it works when i add --gpus argument :

$ sudo docker run --rm nvidia/k8s-device-plugin:1.0.0-beta nvidia-device-plugin

2019/09/30 14:46:38 Loading NVML
2019/09/30 14:46:38 Failed to initialize NVML: could not load NVML library.
2019/09/30 14:46:38 If this is a GPU node, did you set the docker default runtime to `nvidia`?
2019/09/30 14:46:38 You can check the prerequisites at: https://github.com/NVIDIA/k8s-device-plugin#prerequisites
2019/09/30 14:46:38 You can learn how to set the runtime at: https://github.com/NVIDIA/k8s-device-plugin#quick-start

$ sudo docker run --gpus all --rm nvidia/k8s-device-plugin:1.0.0-beta nvidia-device-plugin

2019/09/30 14:46:49 Loading NVML
2019/09/30 14:46:49 Fetching devices.
2019/09/30 14:46:49 Starting FS watcher.
2019/09/30 14:46:49 Failed to created FS watcher.

any idea ?""",
        expected_cause="container-without-gpus",
        note="2019. The first line is the issue's title; the rest is the poster's comment with his two Docker runs (the opening post's checklist is not in the stored copy). A maintainer (RenaudWasTaken): 'For kubernetes, you should install the `nvidia-docker2` package and then set the runtime to nvidia.' The poster did not dispute it; another user then noted that nvidia-docker2 is deprecated since Docker 19.03 (which passes GPUs with --gpus, something Kubernetes does not do). The device plugin's container, started by Kubernetes without the NVIDIA runtime as Docker's default, got no driver libraries, as his own run without --gpus shows. The 'Failed to created FS watcher' of the --gpus run is only because that run did not mount /var/lib/kubelet/device-plugins. No TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-llm-gke-cu128-image-no-gpu-detected-nvidia-path-missing",
        source=_GH + "ray-project/ray/issues/54551",
        text=r"""[Ray-llm on Google Cloud] Ray cannot detect GPU device in ray-llm latest version

### What happened + What you expected to happen

I am trying to deploy deepseek-r1 model on a A3High cluster on google cloud.

It turns out that when ray image version is in `rayproject/ray-llm:nightly.250709.bee849-py311-cu128`, `rayproject/ray-llm:nightly.250702.565c05-py311-cu128`, ray cannot detect GPU resource:

However, when change image version to `ray-llm:2.44.1-py311-cu124` or `ray-llm:2.45.0-py311-cu124`, GPU resources can be detected successfully.

Can anyone help guide me to debug this issue?

### Versions / Dependencies

cannot detect gpu successfully:

- rayproject/ray-llm:nightly.250709.bee849-py311-cu128
- rayproject/ray-llm:nightly.250702.565c05-py311-cu128

can detect gpu successfully:

- rayproject/ray-llm:2.44.1-py311-cu124
- rayproject/ray-llm:2.45.0-py311-cu124

### Reproduction script

```
apiVersion: ray.io/v1
kind: RayService
metadata:
  name: deepseek-r1
spec:
  serveConfigV2: |
    applications:
    - args:
        llm_configs:
          - model_loading_config:
              model_id: "deepseek-ai/
...""",
        expected_cause="no-nvidia-driver",
        note="2025. Prose only: the first line is the issue's title; the opening post's two screenshots (images) are left out, and the stored RayService spec is cut. Closed by the maintainers' pull request ray-project/ray#55206 ('Add GKE GPU operator compat paths to ray-llm image PATH, LD_LIBRARY_PATH', 'Closes #54551', by eicherseiji): the cu128 image's base, nvidia/cuda:12.8.1-cudnn-devel-ubuntu22.04, 'no longer includes the GPU operator compatibility paths', i.e. /usr/local/nvidia/lib64 on LD_LIBRARY_PATH and /usr/local/nvidia/bin on PATH, where GKE mounts the host driver; the reporter (Yevet) then added the same paths to the base Ray image (ray-project/ray#55569, 'Temporarily fix GPU detection problem'). The driver was in the pod but not reachable by the loader. Ray, not TensorFlow.",
        platform="linux",
    ),
)
