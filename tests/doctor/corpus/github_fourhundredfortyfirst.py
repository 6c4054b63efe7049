# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortyfirst set of real threads: GPU machines in clouds and clusters as their users meet them (2022-2026), from GitHub issues on GoogleCloudPlatform/compute-gpu-installation, microsoft/onnxruntime (a GKE pod), pytorch/pytorch (MIG slices), dstackai/dstack (AWS instances), NVIDIA/gpu-operator (an HGX node), tdrussell/diffusion-pipe (an 8x H20 server) and Azure/AKS.

Broken kinds held: the NVIDIA kernel module missing for the running kernel after a GCE instance
restarted into an updated kernel (driver installed without DKMS), a GKE pod without the
nvidia.com/gpu limit (the container never got the GPU), two MIG slices asked of one process that
can enumerate only one, a CPU-only AWS instance booted from a CUDA OS image (the NVIDIA container
hook runs with no GPU), NVIDIA Fabric Manager not running on NVSwitch machines (an HGX A100 node
under the GPU Operator; an 8x H20 server), and an AKS A10 vGPU node whose kernel module (570) and
user-space libraries (580) came from different driver installers. All broken: 7; working runs: 0.

Left out: most threads of this angle are already held or were opened by earlier gatherers; of the
rest, many stored copies end before any confirmation (huggingface/huggingface_hub#4134 and
microsoft/lisa#2823, both CUDA error 802 on 8-GPU cloud machines; pytorch/test-infra#6465 and
StatCan/aaw#1544, 'unsatisfied condition: cuda>=...' on EC2 and AKS; dizcza/docker-hashcat#21 on
Vast.ai; GoogleCloudPlatform/vertex-ai-samples#894). Others were confirmed only for a commenter,
not the poster (gpustack/gpustack#1254, GoogleCloudPlatform/container-engine-accelerators#133), or
confirmed but with the poster's log not in the stored copy (nanoporetech/dorado#1214, Fabric
Manager on an AWS A100 instance; the dorado#1184 log it points at was never itself confirmed).
Maintainers' own change notes without a user's log (aws-samples DCV AMI#33, artokun/comfyui-mcp#118,
runpod/containers#98 closed on an unrelated cause) were skipped, as were Slurm threads whose
answers were cut off (montefiore-institute/alan-cluster#25, dask/dask-jobqueue#379). Four records
quote a stored copy that breaks off inside the first post (onnxruntime#13753, pytorch#130181,
NVIDIA/gpu-operator#375, Azure/AKS#5871); their text stops where the stored copy does.

At first look (the doctor of commit 2aae099) the cause was named in 3 of the 7 broken logs, each
first; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gce-a100-install-script-driver-gone-after-restart-new-kernel",
        source=_GH + "GoogleCloudPlatform/compute-gpu-installation/issues/10",
        text=r"""**Describe the bug**
I am working with a A100 and have installed the NVIDIA driver using your script `install_gpu_driver.py` and everything works smoothly.

However, I am experiencing a strange behaviour when I stop the instance and restart it. The error message is the following
```
>>> nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
```
and if I try to re-run the `install_gpu_driver.py` script then it says that the drivers are already installed...

I have googled around and some people suggest to wait a moment before connecting to the instance; but that didn't solve my problem.

It has happened to me quite a lot of time and I've tried with different OS (Ubuntu and Debian) but this seems to be a recurring problem. Any idea why this occurs?

**Environment**
 - Operating system: Ubuntu 20.04.
 - Graphics card: 1 x A100

Seems like I can't load the NVIDIA module manually:
```
$ sudo modprobe nvidia
modprobe: FATAL: Module nvidia not found in directory /lib/modules/5.13.0-1025-gcp
```

Then when I try to locate the `drm` module I actually get two paths. I've tried with both to load the NVIDIA module with `insmod` but I'm getting an issue:
```
$ find /lib/modules -name drm.ko
/lib/modules/5.13.0-1025-gcp/kernel/drivers/gpu/drm/drm.ko
/lib/modules/5.13.0-1024-gcp/kernel/drivers/gpu/drm/drm.ko

$ export PATH_TO_DRM_KO=/lib/modules/5.13.0-1024-gcp/kernel/drivers/gpu/drm/drm.ko
$ export PATH_TO_NVIDIA_KO=/lib/modules/5.13.0-1024-gcp/kernel/drivers/video/nvidia.ko
$ sudo insmod $PATH_TO_DRM_KO
insmod: ERROR: could not insert module /lib/modules/5.13.0-1024-gcp/kernel/drivers/gpu/drm/drm.ko: File exists
$ sudo insmod $PATH_TO_NVIDIA_KO
insmod: ERROR: could not insert module /lib/modules/5.13.0-1024-gcp/kernel/drivers/video/nvidia.ko: Invalid parameters
```
Am I doing something wrong??

Note: the issue seems to be appear as soon as a VM with GPU gets preempted. It just occurred with a similar instance of mine.""",
        expected_cause="driver-not-loaded",
        note="2022. The poster's own modprobe output shows the nvidia module built only for kernel 5.13.0-1024-gcp while the instance had restarted into 5.13.0-1025-gcp. Maintainer m-strzelczyk: 'No, you are not doing anything wrong. The problem seems to be with either the installation method or some weird order in which things happened when you installed the drivers'; the fix for this issue was to install the driver with DKMS (PR #18, guoci: 'it is related to #10. Your fix of adding install of dkms does work, but only if dkms is installed before the kernel updates. Sometimes automatic updates to the kernel may happen first'; in #25 the maintainer points back to #10 as the kernel-update case). Issue closed. Text: first post plus the poster's later modprobe/insmod comment, posted before that answer.",
        platform="linux",
    ),
    CorpusLog(
        name="gke-onnxruntime-pod-without-nvidia-gpu-limit-device-id-parse-failed",
        source=_GH + "microsoft/onnxruntime/issues/13753",
        text=r"""### Describe the issue

I am missing something for sure since I don't have much experience with this.
I have a dockerized image and I am trying to deploy pods in GKE GPU enabled nodes (NVIDIA T4)

```
>>> import onnxruntime as ort
>>> ort.get_device()
'GPU'
>>> ort.get_all_providers()
['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'MIGraphXExecutionProvider', 'ROCMExecutionProvider', 'OpenVINOExecutionProvider', 'DnnlExecutionProvider', 'NupharExecutionProvider', 'VitisAIExecutionProvider', 'NnapiExecutionProvider', 'CoreMLExecutionProvider', 'ArmNNExecutionProvider', 'ACLExecutionProvider', 'DmlExecutionProvider', 'RknpuExecutionProvider', 'CPUExecutionProvider']
>>> 
```

but my attempts with a model fail with `Parse Failed to parse provider option "device_id":`
```
>>> import onnxruntime as ort
>>> model_path = '/checkpoints/model_quantized.onnx'
>>> providers = [
...     ('CUDAExecutionProvider', {
...         'device_id': 0,
...         'arena_extend_strategy': 'kNextPowerOfTwo',
...         'gpu_mem_limit': 2 * 1024 * 1024 * 1024,
...         'cudnn_conv_algo_search': 'EXHAUSTIVE',
...         'do_copy_in_default_stream': True,
...     }),
...     'CPUExecutionProvider',
... ]
>>> session = ort.InferenceSession(model_path, providers=providers)""",
        expected_cause="container-without-gpus",
        note="2022. The poster (christidis) found it: 'Apart from the configured taints and tolerations in order to deploy on a gpu-enabled nodepool you will also need to set the gpu limits in the resources for them to be available ... nvidia.com/gpu: \"2\" ... You have to claim the resources in order to use them in Kubernetes. This is equivalent to `--gpus all` in docker run. After enabling this limit, `nvidia-smi` got enabled in the pod and I am able to use onnxruntime.' Issue closed. The stored copy of the first post breaks off inside the onnxruntime error line that follows the InferenceSession call, so the text stops there.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-two-a100-mig-slices-one-process-device-num-gpus-assert",
        source=_GH + "pytorch/pytorch/issues/130181",
        text=r"""## 🐛 Describe the bug

The error `torch.cuda.DeferredCudaCallError: CUDA call failed lazily at initialization with error: device >= 0 && device < num_gpus INTERNAL ASSERT FAILED` has been reported earlier in #128819 and should have been [resolved in 2.4.0rc1](https://github.com/pytorch/pytorch/issues/128819#issuecomment-2173772095), but I still see the error in pytorch nightly (2.5.0.dev20240705+cu121) on a NVIDIA-A100-SXM4-80GB-MIG-3g.40gb using 2 GPUs when running the  [collect_env](https://raw.githubusercontent.com/pytorch/pytorch/main/torch/utils/collect_env.py) script. 

Also related to #107300 which confirms there is [still an issue on MIG machines](https://github.com/pytorch/pytorch/issues/107300#issuecomment-2161909964) but that issue is already closed. 

## Traceback

```python
Collecting environment information...
Error executing job with overrides: []
Traceback (most recent call last):
File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 327, in _lazy_init
queued_call()
File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 195, in _check_capability
capability = get_device_capability(d)

Minimal reproducible example. Replacing the [call to main() in the `collect_env.py` script](https://github.com/pytorch/pytorch/blob/main/torch/utils/collect_env.py#L651) with:

```python
if __name__ == '__main__':
    from lightning.fabric import Fabric

    fabric = Fabric(
            accelerator="gpu",
            devices=2,
            strategy="ddp",
            precision="16-mixed"
        )

    main()
```

triggers the error:

```python
Using 16-bit Automatic Mixed Precision (AMP)
/opt/venv/lib/python3.10/site-packages/lightning/fabric/plugins/precision/amp.py:52: `torch.cuda.amp.GradScaler(args...)` is deprecated. Please use `torch.amp.GradScaler('cuda', args...)` instead.
Collecting environment information...
Traceback (most recent call last):
File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 327, in _lazy_init
queued_call()
File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 195, in _check_capability
capability = get_device_capability(d)
File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 504, in get_device_capability
prop = get_device_properties(device)""",
        expected_cause="requested-gpu-missing",
        note="2024. Maintainer ptrblck, quoting NVIDIA's MIG guide: 'regardless of how many MIG devices are created (or made available to a container), a single CUDA process can only enumerate a single MIG device' (so distributed training over two MIG slices in one process is not possible), and 'Thanks for confirming it's working fine by setting `CUDA_VISIBLE_DEVICES` to the right MIG slice.' Issue closed. The job asked for device index 1 (devices=2) that the process could not have. Text: first post and the poster's minimal reproducer of the same day; the stored copy cuts both tracebacks off where the text ends.",
        platform="linux",
    ),
    CorpusLog(
        name="dstack-aws-cpu-instance-cuda-os-image-nvml-driver-not-loaded",
        source=_GH + "dstackai/dstack/issues/1942",
        text=r"""### Steps to reproduce

*Note*: currently, only AWS backend allows to customize OS images, but the issue is not backend-specific.

1. Configure a backend to use an OS image with NVIDIA drivers with CPU instances:
    ```yaml
    projects:
      - name: main
        backends:
          - type: aws
            creds:
              type: default
            os_images:
              cpu:
                name: dstack-cuda-0.6
                owner: 142421590066 
                user: ubuntu
    ```
2. Start a run on a CPU instance:
    ```yaml
    type: dev-environment
    ide: vscode
    resources:
      gpu: 0
    ```

### Actual behaviour

```
Run failed with error code CONTAINER_EXITED_WITH_ERROR.
Error: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start
container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode
as 'legacy'
nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown
Check CLI, server, and run logs for more details.
```

### dstack version

0.18.22""",
        expected_cause="container-toolkit-missing",
        note="2024. Filed by a dstack developer (un-def) with the cause in its title, 'Not possible to use OS image with NVIDIA drivers on CPU instances': the CUDA OS image runs containers through the NVIDIA runtime hook, but a CPU instance has no NVIDIA GPU, so no driver module is loaded and the hook fails ('nvml error: driver not loaded'). Issue closed as fixed in dstack. The ID chosen is the one whose description covers 'no NVIDIA GPU' behind the container runtime.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-operator-hgx-a100-cuda-validator-system-not-yet-initialized",
        source=_GH + "NVIDIA/gpu-operator/issues/375",
        text=r"""### 1. Quick Debug Checklist
- [ ] Are you running on an Ubuntu 18.04 node? No, centos 7.9
- [ ] Are you running Kubernetes v1.13+?      1.21
- [ ] Are you running Docker (>= 18.06) or CRIO (>= 1.13+)?  dockershim

### 1. Issue or feature description
Have a Kubernetes cluster 1.21 running with a bunch of nodes with GPU(A100) and Nvidia drivers got loaded with GPU operator and found No issues there and everything works.

Now we have added the HGX(A100) node to the same Kubernetes cluster, The nvidia-driver pod started to run on the HGX box, however, 
nvida-cuda-validator and nvidia-gpu-validator pods are in Init; Crashloopback error and 

`[root@host ~]#
[root@host ~]# kubectl  logs  nvidia-cuda-validator-vkfv6 -n gpu-operator-resources -c cuda-validation
Failed to allocate device vector A (error code system not yet initialized)!
[Vector addition of 50000 elements]
[root@host ~]#`

Now the question is,

1. Given that HGX needs to have Fabric manager services to be up, Is it required to only load the drivers on the host? or can we use nvidia-drivers from the Nvidia-driver daemon pod?

2. If the Nvidia-driver needs to be loaded on the host, how can we enforce gpu-operator to not deploy its nvidia-driver ds pod on the HGX host where the driver is""",
        expected_cause="fabric-manager-not-running",
        note="2022. Maintainer shivamerla: 'The error with cuda validator can happen if fabric-manager service is not running on the host. Please check if the systemd service is running for fabric-manager.' The poster (sricharandevops): 'Thankyou @shivamerla for the pointer.. this worked for me.'; another user: 'Also solved my same issue, thanks.' Issue closed. The stored copy of the first post ends mid-sentence where the text ends.",
        platform="linux",
    ),
    CorpusLog(
        name="diffusion-pipe-8x-h20-server-cannot-start-fabric-manager",
        source=_GH + "tdrussell/diffusion-pipe/issues/50",
        text=r"""![3CE630B28307C2512176952110DDBB24](https://github.com/user-attachments/assets/393c3548-71fc-4217-b6d7-dcffbcbfc516)
我这里 有8张H20，需要怎么设置才能让他工作，部署工作都做完了，但是启动不了，
I have 8 H20s here. How do I set them up to work? I have done all the deployment work, but I can't start them.""",
        expected_cause="fabric-manager-not-running",
        note="2024. The poster (colorAi) two days later: 'The error in the picture has been resolved. It is because the multi-card GPU needs to use Fabric Manager to initialize NVLink. Now it can start loading the model training set normally' (a later, different crash was host RAM). The error itself was posted only as a screenshot; the text is the poster's own Chinese and English words (Chinese: 'I have 8 H20 cards here; what must be set up to make it work? The deployment is done, but it won't start').",
        platform="linux",
    ),
    CorpusLog(
        name="aks-a10-vgpu-node-grid-570-module-580-libraries-nvml-mismatch",
        source=_GH + "Azure/AKS/issues/5871",
        text=r"""**Describe the bug**
GPU pods fail to start on our Standard_NV36ads_A10_v5 node pool with an NVML driver/library version mismatch. Root cause traced to a stale GRID driver installer image being pulled during node provisioning — dated before Microsoft's own documented fix for this exact VM family.

Error from pod events:

failed to create containerd task: failed to create shim task: OCI runtime create failed:
could not apply required modification to OCI specification: error modifying OCI spec:
failed to create the automatic CDI modifier: failed to generate CDI spec for mode "auto":
failed to construct device spec generators: failed to initialize NVML:
Driver/library version mismatch

Confirmed via nvidia-smi on the node:

NVML library version: 580.159
NVRM version: NVIDIA UNIX x86_64 Kernel Module 570.211.01 (Tue Nov 25 16:36:36 UTC 2025)

Root cause found by inspecting /var/log/azure/aks/cluster-provision.log on the node directly. The provisioning script pulls this driver installer image:

mcr.microsoft.com/aks/aks-gpu-grid:570.211.01-20260522192315

Dated May 22, 2026 — 5 days before the fix threshold described in this advisory (https://learn.microsoft.com/en-us/answers/questions/5919808/action-recommended-update-aks-a10-gpu-node-image""",
        expected_cause="driver-library-mismatch",
        note="2026. The poster (cjm191) traced it on the node in the same post: the loaded kernel module is the 570.211.01 GRID driver while the user-space NVML library is 580.159, so NVML refuses to start and the container runtime cannot build its CDI spec. Closed by the AKS team as a duplicate (resolution/duplicate) of the known node-image bug reported in #5869/#5860 (GRID 570.211.01 kernel module with 580.159.04 user-space libraries on NV A10 nodes). The stored copy breaks off inside the advisory link where the text ends.",
        platform="linux",
    ),
)
