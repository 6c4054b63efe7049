# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-fiftyfourth set of real threads: gradient boosting, vector search and classic ML on NVIDIA GPUs (2018-2026), from GitHub issues on catboost/catboost, facebookresearch/faiss, faiss-wheels/faiss-wheels, Xtra-Computing/thundergbm, h2oai/h2o4gpu and autogluon/autogluon.

Broken kinds held: a CUDA runtime library the package was built against that is not on the
system (4: a thundergbm Windows wheel built with CUDA 10.1 on a CUDA 10.0 machine, an h2o4gpu
wheel for CUDA 9 on a CUDA 8 machine, a faiss-gpu conda package for CUDA 9.0 next to a CUDA 9.1
toolkit, an mxnet_cu112 wheel under AutoGluon on Colab without libcusolver.so.11), an NVIDIA
driver too old for the package's CUDA (CatBoost), a pip faiss-gpu wheel without Ampere kernels
whose PTX the driver JIT-compiles for ever (A100/A10G), a faiss-gpu-cu12 wheel without sm_90
kernels on an H100, and a CPU-only faiss (faiss-cpu installed over faiss-gpu). All broken: 8;
working runs: 0.

Left out: most threads on these repositories hold no confirmation in the stored text, only a
maintainer's first question or a pointer to the docs with no reply (catboost#797, #1591, #2238,
#1254, #246, #2217; xgboost#5447, #6353, #8493, #11397, #11482, #6585; faiss#2802, #3158, #888,
#591; LightGBM#3696, #1998, #4497, #6205; thundergbm#47, #54; autogluon#5048). Build-from-source
failures (LightGBM#2222, #6417; xgboost#5706, #3030, #4725) and bugs inside the libraries
themselves (autogluon#2446 GPU count on Windows, catboost#299 and #2657, xgboost#5758) are out of
scope. LightGBM#6631 ('CUDA Tree Learner was not enabled in this build') was left out: the
maintainer's answer was never acknowledged (closed awaiting response) and the platform is not
stated. thundersvm#232 (cusparse64_10.dll off the Windows DLL path under Python 3.8) was left out:
only other users confirmed the fix and the first post is a screenshot. Di-Is/faiss-gpu-wheels#119
is the same post as faiss-wheels#151 (held), cross-posted the same day.

At first look (the doctor of commit 2bfa426) the cause was named in 5 of the 8 broken logs,
each first; there is no working run in the set. After the changes of the same day, 8 of 8, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="catboost-cuda-error-35-driver-384-below-390",
        source=_GH + "catboost/catboost/issues/520",
        text=r"""Problem: Raised `CatboostError` exception when set `task_type='GUI'`:
>CatboostError: catboost/cuda/cuda_lib/cuda_base.h:272: CUDA error 35: CUDA driver version is insufficient for CUDA runtime version

CUDA installation was tested by compiling and running `deviceQuery` example:
>deviceQuery, CUDA Driver = CUDART, CUDA Driver Version = 9.0, CUDA Runtime Version = 9.0, NumDevs = 1
Result = PASS

catboost version: 0.10.4.1
Operating System: Ununtu 16.04
CPU: Intel(R) Core(TM) i7-7700HQ CPU @ 2.80GHz
GPU: GeForce GTX 1050Ti
CUDA version: 9.0
NVIDIA driver: 384.130""",
        expected_cause="driver-too-old",
        note="2018. Maintainer kizill: 'Our prebuilt python/R packages and binaries require nvidia dirver compatible with CUDA 9.1 or higher and we don't depend on CUDA runtime version at all. So you can upgrade your driver.'; Noxoomo: 'You need 390.xx or higher version of NVIDIA Driver'; the poster: 'Thanks for help. Now it works.' Issue closed. Driver 384.130 serves CUDA 9.0 only, the CatBoost wheel carries a CUDA 9.1 runtime.",
        platform="linux",
    ),
    CorpusLog(
        name="autogluon-colab-mxnet-cu112-libcusolver-so-11-missing",
        source=_GH + "autogluon/autogluon/issues/1112",
        text=r"""I have tried to install autogluon on colab pro notebook and check the GPU usage by !nvidia-smi. It seems it does not utilise GPU and the speed is very slow for training text transformer models.

Colab has CUDA version 11.2. So, I tried to install mxnet_cu112<2.0.0 and then get the following error.

OSError: libcusolver.so.11: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2021. The poster, in an update to the same post: 'UPDATE: installing mxnet_cu110 solves the problem!' (the CUDA 11.2 in nvidia-smi is the driver's; the CUDA libraries on the Colab machine were 11.0, so the mxnet build for CUDA 11.2 could not load libcusolver.so.11). Issue closed. The UPDATE line is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="faiss-gpu-pip-wheel-hangs-ptx-jit-on-a100-a10g",
        source=_GH + "faiss-wheels/faiss-wheels/issues/54",
        text=r"""When I install faiss-gpu via pip, index_cpu_to_gpu() seems to hang forever. For example, this code sample hangs for me:

```python
import faiss

index_flat = faiss.IndexFlatL2(16)
gpu_index_flat = faiss.index_cpu_to_gpu(faiss.StandardGpuResources(), 0, index_flat)
```

The index_cpu_to_gpu() will hang, spinning a CPU at 100% seemingly forever, mostly in `libnvidia-ptxjitcompiler.so.510.54`.

I confirmed this on two different machines with different GPUs (A100 and A10G).

I found two workarounds:
1. Downgrade to faiss==1.5.3. I hit the problem with 1.6.0 or later.
2. Use the conda package. I don't observe the issue with conda, even with the latest version of faiss-gpu (1.7.2)

Maybe faiss-gpu wheel isn't built with CUDA 11 support, and that's why it doesn't work with A100 / A10G?""",
        expected_cause="compute-capability-ptx-jit",
        note="2022. Maintainer kyamagu: 'This is likely due to `CMAKE_CUDA_ARCHITECTURES=35-real;50-real;60-real;70-real;75` in the build script, which does not include Ampere ar[chitecture]' (rom1504: the wheel is built for CUDA 10); after trying a wheel built with Ampere kernels the poster: 'That wheel seems to fix my trivial repro, so it addresses the issue.' The driver was JIT-compiling the wheel's compute_75 PTX for the Ampere GPUs. Issue closed (thread originally on kyamagu/faiss-wheels).",
        platform="linux",
    ),
    CorpusLog(
        name="thundergbm-win-wheel-needs-cusparse64-10-dll-cuda-10-0",
        source=_GH + "Xtra-Computing/thundergbm/issues/28",
        text=r"""I installed thudergbm with wheel file `thundergbm-0.3.4-py3-win64.whl`. And there is an problem in thundergbm.dll. It finds `cusparse64_10.dll`, but there is only `cusparse64_100.dll` in CUDA 10.0. So it cause WinError 126.""",
        expected_cause="cuda-libraries-missing",
        note="2019. The poster found the cause: the wheel's thundergbm.dll wants cusparse64_10.dll, which 'exists in 10.1 only', while CUDA 10.0 ships cusparse64_100.dll; maintainer zeyiwen: 'Thanks. We will fix the readme file.'; Kurt-Liuhf: 'I have rebuilt the `.whl` file by using CUDA 10.0.1.' Issue closed. Text cut before the poster's closing advice ('If you using CUDA 10.1, then I recommend to build file again or to fix README').",
        platform="windows",
    ),
    CorpusLog(
        name="faiss-gpu-pip-with-faiss-cpu-no-standardgpuresources",
        source=_GH + "facebookresearch/faiss/issues/2892",
        text=r"""module 'faiss' has no attribute 'StandardGpuResources'
I have already installed faiss-gpu(1.7.2) using pip install, seen as followings:
`Requirement already satisfied: faiss-gpu in /opt/conda/lib/python3.7/site-packages (1.7.2)`
But, I still meet this error, someone could help me? thanks
```
res = faiss.StandardGpuResources()
flat_config = faiss.GpuIndexFlatConfig()
flat_config.useFloat16 = True
flat_config.device = 0
faiss_index = faiss.GpuIndexFlatL2(res, global_feature_dim, flat_config)
```""",
        expected_cause="framework-cpu-only-build",
        note="2023. Maintainer mlomeli1: 'I suspect you have installed `faiss-cpu` that is conflicting with `faiss-gpu`. If so, please delete `faiss-cpu` and try running your code again.'; the poster: 'Thanks @mlomeli1, It works! I found that the cpu version is mis-installed after gpu version installation.' Issue closed. The faiss imported was the CPU-only build (faiss-cpu over faiss-gpu). The first line is the issue title (the error itself).",
        platform="linux",
    ),
    CorpusLog(
        name="faiss-gpu-cu12-wheel-no-sm90-kernels-h100-error-209",
        source=_GH + "faiss-wheels/faiss-wheels/issues/151",
        text=r"""**To Reproduce**
```bash
pip install faiss-gpu-cu12==1.13.2
```

```python
import faiss
import numpy as np

print('faiss.get_num_gpus():', faiss.get_num_gpus())  # Returns 1

res = faiss.StandardGpuResources()
idx = faiss.GpuIndexFlatL2(res, 64)
data = np.random.rand(100, 64).astype('float32')
idx.add(data)  # FAILS HERE
```

Error:
```
Faiss assertion 'err__ == cudaSuccess' failed in void faiss::gpu::runL2Norm(...)
at /project/faiss/faiss/gpu/impl/L2Norm.cu:257;
details: CUDA error 209 no kernel image is available for execution on the device
```

**Expected behavior**
GPU operations should work on H100 since the PyPI page states: "GPU Compute Capability: 6.0, 6.1, 7.0, 7.5, 8.0, 8.6, 8.9, 9.0"

**Machine**
 - OS: Linux (Debian-based, kernel 5.10.0-37-cloud-amd64)
 - Architecture: x86_64
 - Python: 3.10.15
 - Version: faiss-gpu-cu12==1.13.2""",
        expected_cause="compute-capability-unsupported",
        note="2026. The poster found and showed the cause in the same post: 'the actual wheel only contains sm_70 and sm_80 CUDA kernels. H100 GPUs (sm_90/Hopper architecture) fail at runtime', with a cuobjdump listing of the wheel's libfaiss that holds no sm_90 image. The GPU is newer than anything in the build. Issue open, no maintainer reply in the stored copy; cross-posted the same day as Di-Is/faiss-gpu-wheels#119. The text keeps the repro, error, expected behaviour and machine; the opening paragraph (the poster's finding) and the cuobjdump evidence are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="h2o4gpu-cuda9-wheel-on-cuda8-libcudart-so-9-0-missing",
        source=_GH + "h2oai/h2o4gpu/issues/623",
        text=r"""### Environment (for bugs)

- **OS platform:** Linux Ubuntu 16.04
- **Installed** from wheel binary
- **Version**:   h2o4gpu-0.2.0-cp36-cp36m-linux_x86_64.whl
- **Python version (optional)**: 3.6.0
- **CUDA/cuDNN version**: CUDA 8
- **GPU model (optional)**: 1080
- **CPU model**: Intel(R) Core(TM) i7-7700 CPU @ 3.60GHz
- **RAM available**: 63GB CPU, 8G GPU

### Description
I downloaded the wrong wheel file and when I ran the code in the README, I got the msg:

```
>>> import h2o4gpu
>>> import numpy as np
>>> X = np.array([[1.,1.], [1.,4.], [1.,0.]])
>>> model = h2o4gpu.KMeans(n_clusters=2,random_state=1234).fit(X)
Exception
libcudart.so.9.0: cannot open shared object file: No such file or directory
```""",
        expected_cause="cuda-libraries-missing",
        note="2018. The poster found the cause: 'After a bit, I realized I had downloaded the wrong version of the wheel file' (the wheel for CUDA 9 on a CUDA 8 machine: libcudart.so.9.0 is not there); maintainer mdymczyk: 'Totally agree, will try to add this asap' (wheel names showing their CUDA version); pseudotensor: 'The exception itself is pretty informative'. Issue closed. Text cut before the poster's finding.",
        platform="linux",
    ),
    CorpusLog(
        name="faiss-conda-cuda9-0-build-with-cuda-9-1-libcublas-no-swigfaiss",
        source=_GH + "facebookresearch/faiss/issues/371",
        text=r"""# Summary

I install Faiss from conda (GPU version)
![image](https://user-images.githubusercontent.com/16201681/37644231-a7c399d0-2c55-11e8-99c7-396b59dcb5b7.png)

And I got ```ImportError: No module named 'swigfaiss'```
Could you guys help me out?
Did I forget anything?

# Platform

OS: Ubuntu

Faiss version:

Faiss compilation options:

Running on :
- [ ] CPU
- [x] GPU

# Reproduction instructions

![image](https://user-images.githubusercontent.com/16201681/37644254-bcc2b9ce-2c55-11e8-907a-8cb6e8467f8b.png)

I install faiss:
faiss-gpu: 1.2.1-py35_cuda9.0.176_1 pytorch

my cuda version
```
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2017 NVIDIA Corporation
Built on Fri_Nov__3_21:07:56_CDT_2017
Cuda compilation tools, release 9.1, V9.1.85
```

I managed to overcome swigfaiss issue, but got this one
![image](https://user-images.githubusercontent.com/16201681/37654993-93bb48a4-2c76-11e8-8007-c649641c3a55.png)

It does not recognize my GPU""",
        expected_cause="cuda-libraries-missing",
        note="2018. The poster found it: 'your package uses libculas.so.9.0. But I install libculas.so.9.1' and 'I fix the issue by installing CUDA 9.0 instead of the latest version of CUDA.'; maintainer ailzhang: 'Cool! yea we only did it for cuda90 for this release.' Issue closed. The GPU module of the conda faiss-gpu package could not load its CUDA 9.0 cuBLAS. Text: the first post plus the poster's two follow-up comments posted before the finding.",
        platform="linux",
    ),
)
