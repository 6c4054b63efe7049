# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortyfifth set of real threads: graph learning libraries and their compiled CUDA wheels (2020-2024), from GitHub issues on rusty1s/pytorch_scatter, rusty1s/pytorch_sparse, pyg-team/pytorch_geometric, dmlc/dgl and projects built on them (THUDM/GraphMAE, graeter-group/grappa, facebookresearch/fairchem, lipzh5/ResearchProgress).

Broken kinds held: a compiled extension wheel built for another PyTorch or another CUDA than
the one installed (torch-scatter, torch-sparse and DGL wheels picked for the wrong torch
release, a torch-scatter 2.0.4 wheel built with CUDA 10.2 inside the cu101 index, a conda
package of torch-scatter built for cu115 served for cu113, DGL's graphbolt/tensoradapter
libraries missing for torch 2.1.0 and 2.2, a DGL cu102 wheel beside a CUDA 11 PyTorch); an
extension built from source against the wrong CUDA toolkit (torch-sparse built with a CUDA 11
toolkit beside a CUDA 10.2 PyTorch, torch-sparse built on a host without a GPU so it reports
CUDA 0.0, torch-scatter's build stopped by nvcc 10.1 beside a cu121 PyTorch, DGL built from
source without compute capability 8.0 kernels on an A100); a CPU-only DGL beside a CUDA
PyTorch (plain `pip install dgl`); and a CPU-only PyTorch under a CUDA extension (on Windows,
and one swapped in by conda's pyg channel). All broken: 16; working runs: 0.

Left out: threads whose stored copy ends before any confirmation or whose only answer is a
suggestion nobody confirmed (pytorch_scatter#462, #470, #423, #312, #271, #394;
pytorch_sparse#122, #189, #215; dgl#7450, #7623, #3932; DiffDock#92, #104), threads whose
stored copy lacks the first post (pytorch_geometric#6755, #6513, #2040), confirmations too
vague to name a cause (AFB-URR#7 'I got it', pytorch_scatter#247 'A reinstall fixed this
issue', dgl#5911 'No clue what happened but it seems to work now'), threads before 2020, and
driver-too-old threads that were not about a graph library (diffvg#84, GeneFacePlusPlus#192,
trak#68). No working run was met. A CPU-only DGL beside a CUDA PyTorch is labelled
framework-cpu-only-build here; the earlier record of dgl#3749 has no catalogue cause for the
same situation.

At first look (the doctor of commit 6c6f369) the cause was named in 3 of the 16 broken logs,
each first; there is no working run in the set. The two records of DGL's CPU build are labelled
framework-cpu-only-build, as the brief asked, where an older set had the same cause with no
catalogue ID (since relabelled). After the changes of the same day, 8 of 16, each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="torch-scatter-latest-wheel-on-torch-181-cu111-parseschemaorname",
        source=_GH + "rusty1s/pytorch_scatter/issues/348",
        text=r"""When I run my DL code using scatter, it errors:
`
bash dev_scripts/w_n360/chair_test.sh
Traceback (most recent call last):

  File "/root/miniconda3/envs/nerf/lib/python3.10/site-packages/torch_scatter/__init__.py", line 16, in <module>
    torch.ops.load_library(spec.origin)
  File "/root/miniconda3/envs/nerf/lib/python3.10/site-packages/torch/_ops.py", line 255, in load_library
    ctypes.CDLL(path)
  File "/root/miniconda3/envs/nerf/lib/python3.10/ctypes/__init__.py", line 374, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: /root/miniconda3/envs/nerf/lib/python3.10/site-packages/torch_scatter/_version_cuda.so: undefined symbol: _ZN5torch3jit17parseSchemaOrNameERKSs
`
My system is 1.8.1+Cuda 11.7 and my NVCC version is 11.1
I don't know what's the reason. Thanks!

Best Regards""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer rusty1s asked for torch.version.cuda and said to install the wheel built for the poster's PyTorch: 'pip install torch-scatter==2.0.8 -f https://data.pyg.org/whl/torch-1.8.1+cu111.html'; the poster: 'CUDA version installed by PyTorch is 11.1. Thanks for your kind reply, I used your command provided and solved'. The torch-scatter installed had been built for a newer PyTorch than 1.8.1. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-sparse-built-with-cuda-11-toolkit-pytorch-cu102",
        source=_GH + "rusty1s/pytorch_sparse/issues/86",
        text=r"""# Ubuntu20.4 CUDA11.0; Detected that PyTorch and torch_sparse were compiled with different CUDA versions.

Hi, 
I installed both pytorch and pytorch-sparse in CUDA10.2 version.
But it looks like CUDA10.2 doesn't support the latest version of Ubuntu.
Is there any solution to this problem?
Thanks!

RuntimeError: Detected that PyTorch and torch_sparse were compiled with different CUDA versions. PyTorch has CUDA version 10.2 and torch_sparse has CUDA version 11.1. Please reinstall the torch_sparse that matches your PyTorch install.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer rusty1s: 'It looks like you have a CUDA 11 toolkit installed, and that causes inconsistencies when loading.'; the poster: 'I think I fix this problem by just degrading the current CUDA to 10.2. It looks like it also needs a gcc degrade to 7.0, which I forgot to do and caused CUDA10.2 installation fail. Thanks!' torch-sparse had been built against the system's CUDA 11 toolkit while PyTorch was a CUDA 10.2 build. Issue closed. The first line is the issue title.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-sparse-source-build-on-gpu-less-host-reports-cuda-0",
        source=_GH + "rusty1s/pytorch_sparse/issues/41",
        text=r"""Pytorch version : `1.4.0`
Pytorch_sparse version: `0.5.1 `
Cuda version : `10.1`
Build torch_sparse: `source`

When importing `torch_sparse` it fails to detect that it was indeed built with CUDA 10.1, as Pytorch.
```
$ python -c "import torch_sparse"
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/localscratch/alice.5893633.0/.torch/lib/python3.6/site-packages/torch_sparse/__init__.py", line 36, in <module>
    f'Detected that PyTorch and torch_sparse were compiled with '
RuntimeError: Detected that PyTorch and torch_sparse were compiled with different CUDA versions. PyTorch has CUDA version 10.1 and torch_sparse has CUDA version 0.0. Please reinstall the torch_sparse that matches your PyTorch install.
```
as https://github.com/rusty1s/pytorch_sparse/blob/e78637ea3454965ac3aa35508f5e48d468dd7723/torch_sparse/__init__.py#L23 somehow returns `-1`.

The wheel was built on a host that does not have a GPU card, but the import also fails on a host with GPU device.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer rusty1s: 'If you want to compile with CUDA support although not having a GPU, you can use the `FORCE_CUDA=1` environment variable. Alternatively, you can just use one of the provided Python wheels'; the poster: 'Yes ok thanks!' (the stored reply breaks off there). Built on a host without a GPU, the extension had been compiled without CUDA (CUDA version 0.0) beside a CUDA 10.1 PyTorch. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-scatter-204-cu101-index-wheel-built-with-cuda-102",
        source=_GH + "rusty1s/pytorch_scatter/issues/237",
        text=r"""Hi, I install the torch_scatter using command on Linux
```
pip install torch-scatter==2.0.4 -f https://pytorch-geometric.com/whl/torch-1.6.0+cu101.html
```
but when importing the torch_scatter, it shows Runtime error
```
RuntimeError: Detected that PyTorch and torch_scatter were compiled with different CUDA versions. PyTorch has CUDA version 10.1 and torch_scatter has CUDA version 10.2. Please reinstall the torch_scatter that matches your PyTorch install.
```""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The poster the same day: 'nvm, I changed the `torch-scatter==2.0.4` to `torch-scatter==2.0.5` and solved the issue'. The 2.0.4 wheel picked from the torch-1.6.0 index was a CUDA 10.2 build beside a CUDA 10.1 PyTorch. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-scatter-source-build-nvcc-101-pytorch-cu121",
        source=_GH + "lipzh5/ResearchProgress/issues/11",
        text=r"""```
      _check_cuda_version(compiler_name, compiler_version)
        File "/mnt/sdd/PycharmProjects/distilled-feature-fields/venv/lib/python3.9/site-packages/torch/utils/cpp_extension.py", line 413, in _check_cuda_version
          raise RuntimeError(CUDA_MISMATCH_MESSAGE.format(cuda_str_version, torch.version.cuda))
      RuntimeError:
      The detected CUDA version (10.1) mismatches the version that was used to compile
      PyTorch (12.1). Please make sure to use the same CUDA versions.
      
      [end of output]
  
  note: This error originates from a subprocess, and is likely not a problem with pip.
  ERROR: Failed building wheel for torch-scatter
  Running setup.py clean for torch-scatter
Failed to build torch-scatter
ERROR: Could not build wheels for torch-scatter, which is required to install pyproject.toml-based projects
```""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster (in a notes repository of their own) found the cause: 'the detected CUDA version was sourced from /usr/local/nvcc', `nvcc --version` printed release 10.1, 'So, I realized the problem lies in the pytorch version and tried to reinstall pytorch wit…' (the stored reply breaks off there); issue closed. pip was building torch-scatter from source with a CUDA 10.1 toolkit for a PyTorch built with CUDA 12.1.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-sparse-0613-wheel-on-torch-190-cu111-import-fails",
        source=_GH + "facebookresearch/fairchem/issues/348",
        text=r"""# torch sparse import fails torch 1.9.0 cuda 11.1

Hello thank you for the great package,
I tried to install the package following the installation instructions and everything went great besides it using this wheel:
 torch_sparse-0.6.13-cp38-cp38-linux_x86_64.whl which leads to an error message when trying to import torch_sparse.""",
        expected_cause="custom-op-build-mismatch",
        note="2022. The poster, in the rest of the same post: 'I found the solution here https://github.com/rusty1s/pytorch_sparse/issues/215 and the problem was fixed for me by uninstalling and reinstalling the correct version pip uninstall torch_sparse / pip install torch-sparse==0.6.12 -f https://data.pyg.org/whl/torch-1.9.0+cu111.html'; maintainer mshuaibii: 'we're currently aware of some issues with the current wheels'. torch-sparse 0.6.13 has no build for PyTorch 1.9. Text cut before the poster's solution; the first line is the issue title.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-pyg-channel-torch-scatter-cu115-for-cu113",
        source=_GH + "pyg-team/pytorch_geometric/issues/4256",
        text=r"""### 😵 Describe the installation problem

When I use conda to install pyg with pytorch 1.10 and cuda 11.3, it downloads the cu115 version pytorch-scatter.
The installing command I use:
```bash
conda install pytorch=1.10 cudatoolkit=11.3 pyg -c pytorch -c pyg -c conda-forge
```
![image](https://user-images.githubusercontent.com/3831900/158101120-28e5fb47-06e4-4a2b-9071-82a2962695d2.png)

### Environment

* PyG version: 2.0.4
* PyTorch version: 1.10.2
* OS: Ubuntu 20.04
* Python version: 3.8
* CUDA/cuDNN version: 11.3
* How you installed PyTorch and PyG (`conda`, `pip`, source): conda
* Any other relevant information (*e.g.*, version of `torch-scatter`):""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Maintainer rusty1s: 'Thanks for reporting. I think I found the error and re-build `pytorch-scatter` for conda. Can you check once again? :)'; the poster: 'Seems fixed. Thanks.' The pyg conda channel served a torch-scatter built for CUDA 11.5 to a CUDA 11.3 PyTorch. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-pyg-channel-swaps-torch-for-cpu-build-libc10-cuda-missing",
        source=_GH + "rusty1s/pytorch_scatter/issues/309",
        text=r"""Thanks a lot @rusty1s for the great library and the timely updates!

The README states that `torch_scatter` can be installed with conda given that the user has a functional torch version >= 1.8. 

Our installation workflow relied on this, but since today our builds are failing. It looks like it's related to the recent release on the conda `pyg` channel.

This issue affects only installation on Linux.

Minimal working example:
```sh
conda create -n tmp  python=3.7 -y
conda activate tmp
pip3 install torch torchvision torchaudio #official torch installation instructions
python3 -c "import torch; print(torch.__version__)" # gives 1.12.0+cu102
conda install pytorch-scatter -c pyg #recommended in README
```

Afterwards, when importing `torch_scatter` I get:
```sh
  File "/home/alice/miniconda3/envs/tmp/lib/python3.7/ctypes/__init__.py", line 364, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: libc10_cuda.so: cannot open shared object file: No such file or directory
```

Notably, when installing torch_scatter via conda, torch gets **downgraded**:
```sh
The following NEW packages will be INSTALLED:
...
  pytorch            pkgs/main/linux-64::pytorch-1.10.2-cpu_py37hfa7516b_0
  pytorch-scatter    pyg/linux-64::pytorch-scatter-2.0.9-py37_torch_1.10.0_cu113
...
```""",
        expected_cause="framework-cpu-only-build",
        note="2022. The poster found the cause in the same post, from conda's plan: 'Here, pytorch uses CPU wheels but torch_scatter is looking for cuda w…' (conda replaced the pip-installed CUDA PyTorch 1.12.0 by a CPU-only pytorch 1.10.2 build and installed a cu113 torch-scatter, whose libc10_cuda.so dependency a CPU PyTorch lacks). Issue closed. Text cut before the poster's diagnosis.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-scatter-cuda-pyd-not-found-cpu-pytorch-windows",
        source=_GH + "rusty1s/pytorch_scatter/issues/296",
        text=r"""# FileNotFoundError: Could not find module .... _scatter_cuda.pyd (or one of its dependencies)

Hi,

I recently installed pytorch_scatter on torch 1.11.0 (torch-vision 0.12.0), cuda 11.3, using pip (on windows).
When I try and run code from another repository (https://github.com/xmlyqing00/AFB-URR) where pytorch-scatter is a dependency I get the error mentioned in the title.

Have I done something wrong? Has this error happened to anyone else?
Thanks""",
        expected_cause="framework-cpu-only-build",
        note="2022. The poster the same day: 'I'm not sure how but I somehow had the cpu version of pytorch installed'. The CUDA build of torch-scatter could not load its CUDA module beside a CPU-only PyTorch. Issue closed (a 2025 comment reports the same error with a conda-forge CPU-only build). The first line is the issue title, to which the post refers.",
        platform="windows",
    ),
    CorpusLog(
        name="dgl-101-cpu-build-device-api-cuda-not-enabled-torch-111-cu115",
        source=_GH + "dmlc/dgl/issues/5427",
        text=r"""## ❓ Questions and Help
My python environment is as follow:
torch==1.11.0+cu115
dgl==1.0.1
When I try to run dgl on a GPU with CUDA version=11.5, the following error occurred:
`dgl._ffi.base.DGLError: [14:00:04] /opt/dgl/src/runtime/c_runtime_api.cc:82: Check failed: allow_missing: Device API cuda is not enabled. Please install the cuda version of dgl.`
I try to install dgl and torch with different verions, but it not works. Is there any way to solve it?""",
        expected_cause="framework-cpu-only-build",
        note="2023. DGL maintainer BarclayII: 'DGL currently requires PyTorch 1.12+.  Moreover, `dgl==1.0.1` does not have GPU support; you will need something like `dgl==1.0.1+cu116` to have say CUDA 11.6 support.'; maintainer frozenbugs then closed the issue 'assuming you are happy about our response' (no reply from the poster). The plain dgl wheel is a CPU-only build of DGL, beside a CUDA PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="graphmae-dgl-cpu-build-device-api-gpu-not-enabled",
        source=_GH + "THUDM/GraphMAE/issues/9",
        text=r"""# dgl._ffi.base.DGLError: [21:48:49] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check failed: allow_missing: Device API gpu is not enabled. Please install the cuda version of dgl.

When I run the scripts, error occurs.
cuda = 11.1
python = 3.6
pytorch = 1.9""",
        expected_cause="framework-cpu-only-build",
        note="2022. GraphMAE maintainer THINK2TRY: 'it seems to be the problem of dgl, and you are expected to install the cuda version of dgl according to your environment'; the poster: 'Thank you!'; issue closed. The DGL installed was its CPU-only build. The first line is the issue title (the error itself).",
        platform="linux",
    ),
    CorpusLog(
        name="dgl-cu102-wheel-beside-cuda-11-torch-libcudart-11-missing",
        source=_GH + "dmlc/dgl/issues/5547",
        text=r"""# OSError: libcudart.so.11.0: cannot open shared object file: No such file or directory

## GPU version setup problem for help!
My cuda version is 10.2, Linux system, and iIencounter the OSError when I run the following code:
import os
os.environ['DGLBACKEND'] = 'pytorch'
import torch
import torch.nn as nn
import torch.nn.functional as F

import dgl
<img width="673" alt="image" src="https://user-images.githubusercontent.com/78266787/231693549-ec5511b5-caf3-439d-a8af-cbb2779bf5df.png">
<img width="762" alt="image" src="https://user-images.githubusercontent.com/78266787/231693602-d7d3b2fa-edad-4e49-8241-519505674746.png">

### The followings are the versions related:
dgl                           1.0.2+cu102
dglgo                         0.0.2
torch                         1.12.1
torchaudio                    0.12.1
torchvision                   0.13.1
CUDA Version: 11.3 

**Are there any effective solutions?**""",
        expected_cause="custom-op-build-mismatch",
        note="2023. DGL maintainer mufeili: 'Could you try installing PyTorch 1.12.1 + CUDA 10.2 with conda?'; the poster: 'Thanks! It has been soloved!'; closed. The DGL wheel was the CUDA 10.2 build while the PyTorch beside it was not; matching PyTorch's CUDA build to DGL's fixed the import. The error itself is in the title (first line) and screenshots.",
        platform="linux",
    ),
    CorpusLog(
        name="dgl-graphbolt-library-missing-for-torch-22",
        source=_GH + "dmlc/dgl/issues/7157",
        text=r"""# GraphBolt

When I using the new feature GraphBolt. I meet this question: **can't find c++ library graphbolt**
This is my environment: pytorch(2.2 + cu118)""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The poster: 'I replace my pytorch version with 2.1and it worked. Thank you'; a later commenter (BraveDrXuTF) found 'the `libgraphbolt_pytorch_2.2.2.so` file does not exist at all' in the DGL wheel. DGL ships its graphbolt library per PyTorch release, and none was built for the PyTorch installed. The platform is not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="grappa-dgl-cannot-load-graphbolt-after-torch-reinstall",
        source=_GH + "graeter-group/grappa/issues/20",
        text=r"""# dgl installation error not solved by manually reinstalling compatible torch version

**Problem**:  `ImportError: Cannot load Graphbolt C++ library`

Reinstalling dgl-compatible torch version manually (`pip uninstall torch` ; `pip install torch==2.1.0`) did not resolve issue.""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The poster's own solution in the same post: 'Clean installation of torch==2.1.0 & downgrading cuda to cu118 manually with `conda install pytorch==2.1.0 torchvision==0.16.0 torchaudio==2.1.0 pytorch-cuda=11.8 -c pytorch -c nvidia` `conda install -c dglteam/label/th21_cu118 dgl` With this sequence of steps the `python tests/test_installation.py` passess the test on CUDA.'; maintainer LeifSeute added it to the docs. The DGL build did not match the PyTorch (release and CUDA) installed. Text cut before the solution; the first line is the issue title.",
        platform="linux",
    ),
    CorpusLog(
        name="dgl-cu118-wheel-dgl-dll-not-found-torch-210-windows",
        source=_GH + "dmlc/dgl/issues/6445",
        text=r"""## problem
Greetings, I’ve ran into some problems about importing dgl, which was unable to load the particular dgl.dll while it do exists in the catrgory. Are there any available suggestions on solving this?

## env
Python: 3.10.11
Cuda: 12.1
Installation: pip install  dgl -f https://data.dgl.ai/wheels/cu118/repo.html
torch: 2.1.0

## bug infos
FileNotFoundError: Could not find module 'E:\Python-environment\RF\lib\site-packages\dgl\dgl.dll' (or one of its dependencies). Try using the full path with constructor syntax.

I have sereached for some solutions for how to load dgl.dll, but it seems harder than i think.
- I tried to add the 'E:\Python-environment\RF\lib\site-packages\dgl\dgl.dll' to the `os.add_dll_directory` list and it didn't make any difference.
- I tried to restall dgl and change version to cu117. this error also exists.

I'm appreciate if anyone can give me some suggestions.""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster the next day: 'I found problems that dgl has missing file `tensoradapter_pytorch_2.1.0.dll` and `dgl_sparse_pytorch_2.1.0.dll` that maybe not support for torch 2.1.0.'; in 2024 he told another user to check which PyTorch versions the dgl subfolders (dgl_sparse, graphbolt) support. The DGL wheel had no libraries built for PyTorch 2.1.0. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="dgl-source-build-no-sm80-kernels-a100-no-kernel-image",
        source=_GH + "dmlc/dgl/issues/3015",
        text=r"""## 🚀 Feature
When trying to run DGL compiled from source on Ampere based GPUs (e.g., A100), we get the following error:
```
DGLError: [21:04:35] /dgl/src/array/cuda/./sddmm.cuh:252: Check failed: e == cudaSuccess || e == cudaErrorCudartUnloading: CUDA kernel launch error: no kernel image is available for execution on the device
Stack trace:
  [bt] (0) /opt/conda/lib/python3.8/site-packages/dgl-0.6.1-py3.8-linux-x86_64.egg/dgl/libdgl.so(+0x1034038) [0x7f6ea1dbd038]
  [bt] (1) /opt/conda/lib/python3.8/site-packages/dgl-0.6.1-py3.8-linux-x86_64.egg/dgl/libdgl.so(void dgl::aten::cuda::SDDMMCoo<long, float, dgl::aten::cuda::binary::Dot<float>, 2, 0>(dgl::BcastOff const&, dgl::aten::COOMatrix const&, dgl::runtime::NDArray, dgl::runtime::NDArray, dgl::runtime::NDArray)+0x37d) [0x7f6ea205cdbd]
  [bt] (2) /opt/conda/lib/python3.8/site-packages/dgl-0.6.1-py3.8-linux-x86_64.egg/dgl/libdgl.so(void dgl::aten::SDDMMCoo<2, long, 32>(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, dgl::BcastOff const&, dgl::aten::COOMatrix const&, dgl::runtime::NDArray, dgl::runtime::NDArray, dgl::runtime::NDArray, int, int)+0x42b1) [0x7f6ea207fe91]""",
        expected_cause="custom-op-build-mismatch",
        note="2021. Filed by DGL contributor nv-dlasalle, who gives the cause in the title: 'Build compute capability 80 kernels (support p4dn instances / A100 GPUs) by default' (a source build of DGL 0.6.1 had no kernels for the A100's compute capability 8.0); issue closed. The stored copy of the stack trace breaks off after frame 3; text kept to frame 2 and the title left out (it names the fix).",
        platform="linux",
    ),
)
