# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-sixth set of real threads: CUDA samples and toolkit installation threads (2021-2026) from GitHub issues and pull requests (issues corpus), where CUDA itself would not start on a freshly set-up machine (a CUDA sample, a framework's first CUDA call or a provisioning check failing): numba/numba, pytorch/pytorch (a cuda-samples bandwidthTest run), dstackai/dstack, compiler-explorer/infra, cloudrift-ai/emmy.

Broken kinds held: the CUDA toolkit's stub libcuda.so found first on LD_LIBRARY_PATH (cuInit
failing with an unknown error), a GPU check run straight after the driver install before any
reboot (the kernel module built but not loaded: "no CUDA-capable device is detected"), and three
NVSwitch machines whose CUDA stopped at error 802 "system not yet initialized" (no catalogue cause:
NVIDIA Fabric Manager missing, or of another version than the driver). 5 broken, 0 working; two
records are prose with the error quoted inline (from pull-request texts whose authors found and
fixed the cause).

Small set: the stored NVIDIA/cuda-samples threads (deviceQuery "returned 35/100/999") end without
an answer or with "reinstalled the drivers" long after, most deviceQuery threads that do name a
cause are from 2014-2017, and many later ones had no confirmation in the stored text. Left out:
anduril/jetpack-nixos#328 (deviceQuery returning 35 on an Orin Nano, a full log, but no resolution
stored), nanoporetech/dorado#1214 (Fabric Manager not running, confirmed by the poster, but the
opening post is not in the stored copy), numba/numba#5793 (CUDA_VISIBLE_DEVICES=-1 named by the
maintainer, the poster silent, the opening post not stored), spiriMirror/libuipc#41 (error 999
cleared by running once with sudo, the post only a title and the fix).

At first look (the doctor of commit 52ff818) the cause was named in 0 of the 5 broken logs, 0
first (three of the five have no catalogue cause to name); the GPU check run before a reboot drew
other findings instead (CUDA_VISIBLE_DEVICES hiding the GPUs, a container without GPUs); the set
holds no working run.

After that first look the catalogue gained fabric-manager-not-running (CUDA's 802, "system not
yet initialized", on NVSwitch systems), given to the three records whose confirmed cause it is,
each note saying so.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="numba-cuinit-unknown-error-cuda-12-1-stub-libcuda-on-ld-library-path",
        source=_GH + "numba/numba/issues/8985",
        text=r"""Call to cuInit results in UNKNOWN_CUDA_ERROR

```
python -c "from ctypes import CDLL; CDLL('libcuda.so')._undef"

Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/users/a/miniconda3/lib/python3.10/ctypes/__init__.py", line 387, in __getattr__
    func = self.__getitem__(name)
  File "/home/users/a/miniconda3/lib/python3.10/ctypes/__init__.py", line 392, in __getitem__
    func = self._FuncPtr((name_or_ordinal, self))
AttributeError: /scratch/alice/opt/cuda-12.1/lib64/stubs/libcuda.so: undefined symbol: _undef
```""",
        expected_cause="no-nvidia-driver",
        note="2023. The first paragraph is the issue's title (the only words of the opening post in the stored copy); the second is the poster's later output of the check the maintainer asked for. Maintainer gmarkall: 'Is that path `.../cuda-12.1/lib64/stubs` somewhere on your `LD_LIBRARY_PATH`? The stub library it's loading ... doesn't have any actual implementations'; the poster FindHao confirmed: 'Somehow, I added `$CUDA_PATH/lib64/stubs` to `LD_LIBRARY_PATH` ... After I reset it, numba.cuda works!'. The toolkit's stub libcuda hid the driver's, so no driver was reachable.",
        platform="linux",
    ),
    CorpusLog(
        name="compiler-explorer-gpu-ami-t4-check-before-reboot-nvidia-module-not-loaded",
        source=_GH + "compiler-explorer/infra/pull/1519",
        text=r"""This check started failing in the GPU AMI build today: `cudaGetDeviceCount` returned 100, "no CUDA-capable device is detected", on a g4dn.xlarge that does have a T4.""",
        expected_cause="driver-not-loaded",
        note="2026. Prose with the error quoted inline. The same commenter (partouf) found and fixed it: 'it fired immediately after the driver install, on a machine that had never rebooted. DKMS builds, signs and installs `nvidia.ko` for the running kernel and depmod runs, but nothing loads it, and the nouveau blacklist the install drops in only takes effect on boot. `modprobe nvidia` there gives ENODEV'; 'Fixed in 8ecb51429: the check moved to `verify-gpu-node.sh` and runs after a reboot ... and passes' (nvidia-smi then shows driver 580.178.04, 'Detected 1 CUDA Capable device(s)'). Only the symptom sentence is kept as the text.",
        platform="linux",
    ),
    CorpusLog(
        name="dstack-aws-h100-error-802-fabric-manager-older-than-driver",
        source=_GH + "dstackai/dstack/issues/2348",
        text=r"""### Steps to reproduce

Try running this configuration on a fabricmanager-dependent instance (e.g. 8:A100 AWS, 8:H100 AWS, 8:A100 OCI, 8:H100 OCI) using `dstack`'s default OS images.
```yaml
type: task
commands:
- pip install numpy torch
- python -c 'import torch; print("CUDA available:", torch.cuda.is_available())'

resources:
  shm_size: 24GB
```

### Actual behaviour

```
/opt/conda/envs/workflow/lib/python3.9/site-packages/torch/cuda/__init__.py:129: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized (Triggered internally at /pytorch/c10/cuda/CUDAFunctions.cpp:109.)
  return torch._C._cuda_getDeviceCount() > 0
CUDA available: False
```

### Expected behaviour

 ```
CUDA available: True
```

### dstack version

0.18.42

### Additional information

```
> ssh host sudo journalctl -u nvidia-fabricmanager
Warning: Permanently added 'host' (ED25519) to the list of known hosts.
Feb 24 09:28:18 host systemd[1]: Starting NVIDIA fabric manager service...
Feb 24 09:28:28 host nv-fabricmanager[1507]: fabric manager NVIDIA GPU driver interface version 535.183.01 don'""",
        expected_cause="fabric-manager-not-running",
        note="Expected cause given after first look, when the catalogue gained fabric-manager-not-running; at first look, no catalogue cause. 2025. NVIDIA Fabric Manager of another version than the driver, so it did not start and the NVSwitch GPUs never became ready (error 802). Filed by a dstack maintainer (jvstme) and fixed by dstackai/dstack#2355 ('Fixes #2348'): 'This could lead to a version mismatch when a newer driver version is installed while Fabric Manager is pinned to an older version. This commit solves the issue by removing the pin so that both the driver and the Fabric Manager have the same latest `535.*` version.' The stored copy breaks off inside the journal line ('... don''); the host names and the address are replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-cuda-samples-bandwidthtest-802-system-not-yet-initialized",
        source=_GH + "pytorch/pytorch/issues/35710",
        text=r"""if you get the following error using cuda in pytorch:

```
RuntimeError: cuda runtime error (802) : system not yet initialized at /opt/conda/conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp:50
```

try to compile and run one of the samples in:

```
https://github.com/NVIDIA/cuda-samples.git
```

```
git clone https://github.com/NVIDIA/cuda-samples.git
cd repo/cuda-samples/Samples/bandwidthTest
make
./bandwidthTest
```

if you get:

```
> ./bandwidthTest
[CUDA Bandwidth Test] - Starting...
Running on...

cudaGetDeviceProperties returned 802
-> system not yet initialized
CUDA error at bandwidthTest.cu:256 code=802(cudaErrorSystemNotReady) "cudaSetDevice(currentDevice)" 
```""",
        expected_cause="fabric-manager-not-running",
        note="Expected cause given after first look, when the catalogue gained fabric-manager-not-running; at first look, no catalogue cause. 2021. An NVIDIA data-center service missing on an NVSwitch machine. A later commenter's own account (lpuglia, 'Note to my future self ... here is the full procedure'): after the lines above, 'it means that the Data Center GPU manager is not installed. What you want to do is to install the nvidia DCGM' (the stored copy of his install steps breaks off after the repository keys). gpustack/gpustack#4154's maintainer cites this very comment for Error 802: 'install `nvidia-fabricmanager`'. The text is his paste and steps, not his diagnosis.",
        platform="linux",
    ),
    CorpusLog(
        name="emmy-fresh-16x-v100-host-vllm-802-fabric-manager-never-installed",
        source=_GH + "cloudrift-ai/emmy/pull/558",
        text=r"""A fresh 16× V100 host could not deploy at all. Every vLLM worker died at cudaGetDeviceCount() with error 802: system not yet initialized while nvidia-smi listed all 16 GPUs.""",
        expected_cause="fabric-manager-not-running",
        note="Expected cause given after first look, when the catalogue gained fabric-manager-not-running; at first look, no catalogue cause. 2026. Prose with the error quoted inline. NVIDIA Fabric Manager not installed on an NVSwitch host. The pull request's author (6erun), whose fix was merged: 'The GPUs sit behind 12 NVSwitches and NVIDIA Fabric Manager was never installed — nothing in provision_remote installed it. Added as the last provisioning step, gated on a non-empty /proc/driver/nvidia-nvswitch/devices/, pinned to the running driver's exact version'. Only the symptom sentences are kept as the text.",
        platform="linux",
    ),
)
