# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-sixty-sixth set of real threads: Kubernetes and cluster GPU threads (2019-2024) in which a pod could not use the GPU, from GitHub issues on kubeflow/notebooks, canonical/microk8s, canonical/microk8s-core-addons, NVIDIA/gpu-operator, akash-network/support and mattshma/bigdata.

The workloads are a PyTorch notebook, CUDA samples, nvidia-smi and the NVIDIA device plugin; what
failed is the stack under them: the pod's runtime class, containerd's knowledge of the 'nvidia'
runtime, the toolkit's driver root, the device cgroup of a running container, and the fabric
manager of an NVSwitch machine.

Broken kinds held: a notebook pod started without `runtimeClassName: nvidia` (no driver libraries
in the container), MicroK8s' containerd without an 'nvidia' runtime (twice: the 1.21 GPU add-on
with the sandbox error, and a hand-installed device plugin that found no GPU), the GPU
operator's toolkit looking for the driver under /run/nvidia/driver while the driver sat on the
host (libnvidia-ml.so.1 not found), containers losing their GPU device access (the kubelet's
static CPU manager policy rewriting the device cgroup; systemd cgroups after a reload), and a
CUDA validator failing with "system not yet initialized" on an NVSwitch machine whose fabric
manager did not match (no catalogue cause). Broken: 7. Working runs: 0 (none met in these
repositories).

Left out, unconfirmed in the stored text: NVIDIA/gpu-operator#415 and #343 (vectoradd "CUDA driver
version is insufficient" without runtime class; the fix is named by others or in another
thread), canonical/microk8s#4408 (the runtime-class fix confirmed by a third person, not the
poster), NVIDIA/gpu-operator#1146 (Xid 48 in syslog, no resolution stored).

At first look (the doctor of commit beb3b20) the cause was named in 4 of the 7 broken logs, all
4 first; the toolkit's driver root, the device plugin under a containerd without the 'nvidia'
runtime and the fabric-manager record (no catalogue cause) drew no finding. No working run.

After that first look the catalogue gained fabric-manager-not-running (CUDA's 802, "system not
yet initialized", on NVSwitch systems), given to the fabric-manager record, its note saying so.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kubeflow-notebooks-pytorch-pod-without-runtimeclass-nvidia",
        source=_GH + "kubeflow/notebooks/issues/68",
        text=r"""jupyter-pytorch-cuda-full: No NVIDIA driver on your system

I am currently testing Kubeflow notebooks. I would like to be able to access my Nvidia GPU RTX 3060 with `Pytorch` but when I use the image `jupyter-pytorch-cuda-full:v1.9.1` I get these errors in the notebook: 

```
Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
```

Are the Nvidia drivers already installed in the images or do I have to do something else?

no nvidia-smi in container (`kubectl -n kubeflow-user-example-com exec -it test-gpu-0 -- bash`)

```bash
~$ nvidia-smi
bash: nvidia-smi: command not found
```

but:
```bash
:~$ cat /proc/driver/nvidia/version
NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.129.03  Thu Oct 19 18:56:32 UTC 2023
GCC version:  gcc version 13.2.0 (GCC)
```
`kubectl -n kubeflow-user-example-com describe pod test-gpu-0` :

```bash
Name:             test-gpu-0
Namespace:        kubeflow-user-example-com
Priority:         0
Service Account:  default-editor
Node:             
Start Time:       Mon, 21 Oct 2024 11:10:49 +0200
Labels:           app=test-gpu
                  apps.kubernetes.io/pod-index=0
...
```""",
        expected_cause="container-without-gpus",
        note='2024. The poster confirmed the fix: \'now it works. I changed `type` to `op` and executed the patch. Now everything works. Thanks a lot!\' after `kubectl ... patch notebooks.kubeflow.org <name_of_your_notebook> --type=json -p \'[{"op": "add", "path": "/spec/template/spec/runtimeClassName", "value": "nvidia"}]\'`. The notebook pod ran under the default runtime, so the NVIDIA runtime never put the driver libraries (nor nvidia-smi) into the container; /proc/driver/nvidia/version is the host\'s. Screenshots in the post are not in the stored copy.',
        platform="linux",
    ),
    CorpusLog(
        name="microk8s-121-gpu-addon-no-runtime-nvidia-configured",
        source=_GH + "canonical/microk8s/issues/2474",
        text=r"""getting runtime error when trying to run on a gpu node

`Microk8s v.1.21`
Error:
Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured

Troubleshooting:
1. followed installation process [here](https://github.com/NVIDIA/k8s-device-plugin#preparing-your-gpu-nodes)
2. tested deployment with `microk8s enable gpu`""",
        expected_cause="container-runtime-not-configured",
        note="2021. Maintainer joedborg: 'I think we need to consider backporting latest/edge GPU fixes into stable. @inohmonton99 please refresh your cluster to `latest/edge`, disable and re-enable the GPU addon, that should work for you.' The poster: 'everything's working now. thanks for the quick solution @joedborg, also with `latest/edge` I didn't need to install NVIDIA drivers only needed to enable gpu and it installed everything.' The 1.21 stable GPU add-on left MicroK8s' containerd without the 'nvidia' runtime the pods asked for (containerd rather than Docker).",
        platform="linux",
    ),
    CorpusLog(
        name="microk8s-nvidia-addon-toolkit-driver-root-libnvidia-ml-missing",
        source=_GH + "canonical/microk8s-core-addons/issues/251",
        text=r"""#### Summary
The default GPU | NVIDIA addon does not find the correct drivers and thus containers are crashing.

Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' nvidia-container-cli.real: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown

#### What Should Happen Instead?
Everything should work after enabling GPU-Addon.
microk8s enable nvidia

#### Reproduction Steps

**microk8s enable nvidia**

```
Infer repository core for addon nvidia
Addon core/dns is already enabled
Addon core/helm3 is already enabled
WARNING: --set-as-default-runtime is deprecated, please use --gpu-operator-toolkit-version instead
"nvidia" has been added to your repositories
Hang tight while we grab the latest from your chart repositories...
...Successfully got an update from the "nvidia" chart repository
Update Complete. ⎈Happy Helming!⎈
Deploy NVIDIA GPU operator
Using auto GPU driver
W1222 14:39:49.104108 1716891 warnings.go:70] unknown field "spec.daemonsets.rollingUpdate"
...
```

**nvidia-smi**
```

Thu Dec 21 16:55:31 2023
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 545.23.08              Driver Version: 545.23.08    CUDA Version: 12.3     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA RTX A5000               On  | 00000000:01:00.0 Off |                  Off |
| 30%   28C    P8               7W / 230W |      2MiB / 24564MiB |      0%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
|   1  NVIDIA RTX A5000               On  | 00000000:25:00.0 Off |                  Off |
| 30%   29C    P8               6W / 230W |      2MiB / 24564MiB |      0%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+--------------
...
```""",
        expected_cause="container-toolkit-driver-not-found",
        note="2023. The poster's own workaround, in the same post ('Can you suggest a fix?'): in /usr/local/nvidia/toolkit/.config/nvidia-container-runtime/config.toml change `root = \"/run/nvidia/driver\"` to `root = \"/\"`, add the nvidia runtime entry, symlink /sbin to /run/nvidia/driver/sbin, restart MicroK8s: 'Then all containers are starting up correctly !'; another user (pappacena): 'I had the same issue recently. Thanks for the workaround'. The driver was installed on the host while the operator's toolkit looked for it under the operator driver root, so nvidia-container-cli could not load libnvidia-ml.so.1. The workaround is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="microk8s-device-plugin-containerd-template-without-nvidia-runtime",
        source=_GH + "canonical/microk8s/issues/3959",
        text=r"""not picking up gpu device with nvidia-device-plugin in microk8s

#### Summary

The reason I am using the nvidia-device-plugin is that I also haven't made the native "microk8s enable gpu" work with my gpu device. As nvidia-device-plugin is basically one of the component of the nvidia gpu operator, I assume it might be easier to solve with just this component. 

Suspecting the containerd used by microk8s is not picking up the runtime change so the pod is not using the correct container runtime. But not really sure how to check/debug it.

Much appreciate if any assistance/hint is provided.

The pre steps are to install the nvidia device driver on the host, which has already been done. 
`nvidia-smi` shows good result on the host as well.

Then I simply applied this manifest to install the device plugin

```
apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: nvidia-device-plugin-daemonset
  namespace: kube-system
spec:
  selector:
    matchLabels:
      name: nvidia-device-plugin-ds
...
```

```
# ctr run --rm -t     --runc-binary=/usr/bin/nvidia-container-runtime     --env NVIDIA_VISIBLE_DEVICES=all     docker.io/nvidia/cuda:11.6.2-base-ubuntu20.04     cuda-11
.6.2-base-ubuntu20.04 nvidia-smi
Tue May  9 04:45:13 2023
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 530.30.02              Driver Version: 530.30.02    CUDA Version: 12.1     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                  Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf            Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA GeForce RTX 2080 Ti      On | 00000000:01:00.0 Off |                  N/A |
|  0%   55C    P8               51W / 260W|      0MiB / 11264MiB |      0%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
...
```""",
        expected_cause="container-runtime-not-configured",
        note="2023. Mostly prose: the device plugin's own log before the fix is not in the stored copy. The poster, after maintainer ktsakalozos pointed to /var/snap/microk8s/current/args/containerd-template.toml: 'oh thanks a ton ... I have been struggling with the `/var/snap/microk8s/current/args/containerd.toml` and the file got reverted whenever the microk8s got restarted. Now the change was made with the `containerd-template.toml` with the referenced config in https://github.com/NVIDIA/k8s-device-plugin#configure-containerd' and, after restarting containerd, the plugin log showed 'Detected NVML platform: found NVML library' and 'Registered device plugin for 'nvidia.com/gpu' with Kubelet'. MicroK8s' containerd had no 'nvidia' (default) runtime, so the plugin's pod ran without the driver; ctr with --runc-binary worked.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-cuda-validator-system-not-yet-initialized-fabricmanager",
        source=_GH + "NVIDIA/gpu-operator/issues/1043",
        text=r"""Stucking into init or crashbackoff status on some pods (nvidia-cuda-validator and nvidia-operator-validator)

I faced with gpu operator validator crashbackoff after installing gpu operator.
I installed 24.3.0 and 24.6.2 for gpu operator version but the issue was same.
The situation was that nvidia-cuda-validator and nvidia-operator-validator put into init or crashbackoff status.

When i check init container of nvidia-cuda-validator (cuda-validation) i saw below messages.

"Failed to allocate device vector A (error code system not yet initialized)! [Vector addition of 5000 elements]

In spite of validation issue i could assign gpu resource to pods but it couldn't work properly with nccl like tool using cuda.

kubectl get pdo -n gpu-operator

alice@host:~$ kubectl get po -n gpu-operator

NAME                                                          READY   STATUS       RESTARTS        AGE

gpu-feature-discovery-dzmlj                                   1/1     Running      0               15m

gpu-feature-discovery-pwks6                                   1/1     Running      0               15m

gpu-feature-discovery-q992c                                   1/1     Running      0               15m

gpu-feature-discovery-qzsm4                                   1/1     Running      0               15m

gpu-operator-7bbf8bb6b7-9tw4v                                 1/1     Running      0
...
+-----------------------------------------------------------------------------------------+
| Processes:                                                                              |
|  GPU   GI   CI        PID   Type   Process name                              GPU Memory |
|        ID   ID                                                               Usage      |
|=========================================================================================|
|  No running processes found                                                             |
+-----------------------------------------------------------------------------------------+""",
        expected_cause="fabric-manager-not-running",
        note="Expected cause given after first look, when the catalogue gained fabric-manager-not-running; at first look, no catalogue cause. 2024. The poster: 'I just resolved this issue to meet fabric manager's compatibility with cuda version.' and later: 'As you know nvidia-fabricmanager supports nvswitch for intra communication among gpus on a host. In case of a system with nvswitch you should check if fabricmanager is installed or not. \"systemctl status nvidia-fabricmanager\" Without installing fabricmanager you could faced with gpu operator validator issue.' An NVSwitch machine whose nvidia-fabricmanager was missing or did not match the driver/CUDA. Host name in the prompt replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="k8s-cpu-manager-static-nvml-unknown-error-eperm-nvidiactl",
        source=_GH + "mattshma/bigdata/issues/150",
        text=r"""nvidia-smi 报错 Failed to initialize NVML: Unknown Error

在容器中报告 nvidia-smi 时，报错如下：
```
# nvidia-smi
Failed to initialize NVML: Unknown Error
```

通过 `strace` 查了下，有如下报错：
```
open("/dev/nvidiactl", O_RDWR)          = -1 EPERM (Operation not permitted)
open("/dev/nvidiactl", O_RDONLY)        = -1 EPERM (Operation not permitted)
```

查了下，[issues-77073](https://github.com/kubernetes/kubernetes/issues/77073) 和 [issues-966](https://github.com/NVIDIA/nvidia-docker/issues/966) 中提到这点，看了下
```
$ cat /sys/fs/cgroup/devices/devices.list
c 1:5 rwm
c 1:3 rwm
c 1:9 rwm
c 1:8 rwm
c 5:0 rwm
c 5:1 rwm
c *:* m
b *:* m
c 1:7 rwm
c 136:* rwm
c 5:2 rwm
c 10:200 rwm
```

查看 kubernetes 配置，`--cpu-manager-policy=static`，`--feature-gates=CPUManager=true,SupportPodPidsLimit=true`。""",
        expected_cause="container-lost-gpu-access",
        note="2019. Chinese; a Kubernetes pod. The poster confirmed his own fix a week later: '将该配置去掉，或修改为其他配置即可。' (remove that setting, the kubelet's `--cpu-manager-policy=static`, or change it, and it works); another user added that the better way is to change libnvidia-container. The static CPU manager rewrote the container's device cgroup, dropping the NVIDIA device rules (no 195:* lines in devices.list), so /dev/nvidiactl could no longer be opened (EPERM): the known kubernetes#77073 / nvidia-docker#966 problem.",
        platform="linux",
    ),
    CorpusLog(
        name="akash-k8s-pods-nvml-unknown-error-systemd-cgroups",
        source=_GH + "akash-network/support/issues/266",
        text=r"""`nvidia-smi` fails with `Failed to initialize NVML` after some time in Pods using **systemd** cgroups

#### **Summary**
Customer reported that `nvidia-smi` stops working in Kubernetes pods with the error `Failed to initialize NVML: Unknown Error` after some time.

:green_circle: Worth noting, applications **already** running on the GPU remain **fully functional** and **unaffected**

:gear: Customer is using `nvidia-smi` for the metrics. Hence, this affects their metrics, which is operationally important for them.""",
        expected_cause="container-lost-gpu-access",
        note="2024. Prose with the one error line. The provider team that opened the issue names the cause and reproduced it in the same post: 'This is a known issue detailed in NVIDIA Container Toolkit Issue #48, and the behavior was reproduced in our environment', with a pod looping `nvidia-smi -L` (runtimeClassName nvidia) that prints 'Failed to initialize NVML: Unknown Error' once `systemctl daemon-reload` has run on the node (systemd cgroup driver). The reproduction and the cause statement are left out of the text.",
        platform="linux",
    ),
)
