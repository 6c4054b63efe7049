# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-first set of real threads: PyTorch vision toolkits with compiled CUDA ops (2019-2025), from GitHub issues (issues corpus).

Repositories: open-mmlab/mmcv, open-mmlab/mmdetection, openvinotoolkit/mmdetection,
open-mmlab/mmtracking, facebookresearch/detectron2, facebookresearch/pytorch3d,
facebookresearch/pifuhd, rusty1s/pytorch_scatter, rusty1s/pytorch_sparse, NVlabs/tiny-cuda-nn,
MVIG-SJTU/AlphaPose, YuliangXiu/ICON, ShichenLiu/SoftRas, xmlyqing00/AFB-URR, Mengmouxu/SceneGen,
ByungKwanLee/MoAI, PKUHaoWang/EmbodiedOcc2, NVlabs/neuralangelo, MiroPsota/torch_packages_builder.
The framework is PyTorch, but each cause lies in the CUDA stack a TensorFlow program meets the same
way: a compiled add-on (mmcv's _ext, detectron2's
and pytorch3d's _C, torch_scatter/torch_sparse, tinycudann, diff_gaussian_rasterization, a paper's
own ops) built against another framework release, another CUDA toolkit, a compiler with another
C++ library, or other GPU architectures ('undefined symbol', 'The detected CUDA version mismatches
the version that was used to compile PyTorch', 'no kernel image is available', 'invalid device
function', 'Unsupported gpu architecture'), and an NVIDIA driver too old for the CUDA release the
framework was built with.

Broken: 22. Working runs: 2 (a tinycudann notice that it was built for an older GPU generation
than the one present, and PyTorch's notice that TORCH_CUDA_ARCH_LIST is not set, both answered as
harmless; NVlabs/neuralangelo, MiroPsota/torch_packages_builder). Nearly every text has log lines;
the two closest to prose (mmdetection#3991, detectron2#272) still quote the error line.

Left out: threads whose stored copy stops before the poster's outcome (detectron2#1226, #512, #235,
#1621, #3076; mmcv#691, #2514; pytorch3d#766, #1207; ICON#155; nerfstudio#2956), a thread whose fix (reinstalling everything after the NVIDIA driver)
leaves the cause unclear (nerfstudio#1166), threads
where the fix came from another commenter than the poster with no word from the poster
(mmdetection#4291, #4052; pytorch3d#1315; spconv#423), a confirmed thread whose wheel was already
the one built for the poster's torch so that the confirmed cause is unclear
(pytorch_scatter#186), and causes in the toolkits' own packaging (spconv#337, mmcv#1224).

At first look (the doctor of commit cd26af4) the cause was named in 15 of the 22 broken logs, all 15
first; the two working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mmdetection-mmcv-ext-undefined-symbol-fromqualstring-torch14",
        source=_GH + "open-mmlab/mmdetection/issues/3991",
        text=r"""/home/alice/miniconda3/envs/py37-cuda101/lib/python3.7/site-packages/mmcv/_ext.cpython-37m-x86_64-linux-gnu.so:undefined symbol: _ZN3c106Symbol14fromQualStringERKSs,how can I solve the problem?

The environment infomation is
    Ubuntu=18.04
    python=3.7
    pytorch=1.4.0
    cuda 10.1
    mmcv=1.1.5
     
Every time I run the code
`import mmcv`

It will be shown in such errors.
So how can I slove the problem?Thank you!""",
        expected_cause="custom-op-build-mismatch",
        note="2020. The first paragraph is the issue's title (the error line). The poster confirmed: 'Ok,I have solved the problem.You should recompile the mmcv on your computer.' (mmcv's compiled _ext did not fit the installed PyTorch 1.4.0).",
        platform="linux",
    ),
    CorpusLog(
        name="alphapose-nms-cpu-so-undefined-symbol-torch112-recompiled",
        source=_GH + "MVIG-SJTU/AlphaPose/issues/1132",
        text=r"""i have a problem. look title
my environment：
ubuntu18.04
python 3.8
cuda 11.3
cudnn 8.2.1
pytorch 1.12.0
i use :`python scripts/demo_inference.py --cfg configs/coco/resnet/256x192_res50_lr1e-3_2x-dcn.yaml --checkpoint pretrained_models/fast_dcn_res50_256x192.pth --indir examples/demo/ --save_img`
and have an error message:
ImportError: /home/xxx/workspace/AlphaPose-master/detector/nms/nms_cpu.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZNK3c1010TensorImpl36is_contiguous_nondefault_policy_implENS_12MemoryFormatE

how can i solve it?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The title is the undefined symbol. The poster confirmed the next day: 'The reason for this error is a project compilation issue, which I resolved by recompiling.' (the project's compiled NMS op had been built against another PyTorch).",
        platform="linux",
    ),
    CorpusLog(
        name="embodiedocc2-build-detected-cuda-122-mismatch-torch-cu113",
        source=_GH + "PKUHaoWang/EmbodiedOcc2/issues/6",
        text=r"""` RuntimeError:
    The detected CUDA version (12.2) mismatches the version that was used to compile
    PyTorch (11.3). Please make sure to use the same CUDA versions.`

how to solve the problem?""",
        expected_cause="custom-op-build-mismatch",
        note="2025-2026. Building the project's CUDA ops with a CUDA 12.2 toolkit against a PyTorch built with CUDA 11.3. The poster confirmed: 'fixed by directly install pytorch in detected CUDA version.' Platform not stated (linux assumed: a research code base built with setup.py).",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-scatter-wheel-for-191-image-has-torch-110",
        source=_GH + "rusty1s/pytorch_scatter/issues/259",
        text=r"""env: pytorch:1.9.1-cuda11.1
command: pip install --no-index torch-scatter -f https://data.pyg.org/whl/torch-1.9.1+cu111.html
error: ~/.local/lib/python3.7/site-packages/torch_scatter/_scatter_cuda.so: undefined symbol: _ZNK2at6Tensor6narrowElll

We find the pytorch version in the image is 1.10.0.""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The second paragraph is the poster's answer to maintainer rusty1s asking how PyTorch was installed. rusty1s: 'Hopefully, pip install --no-index torch-scatter -f https://data.pyg.org/whl/torch-1.10.0+cu111.html then works for you :)'; the poster: 'Yes, it works, thanks.' (a torch-scatter wheel built for PyTorch 1.9.1 loaded into PyTorch 1.10.0).",
        platform="linux",
    ),
    CorpusLog(
        name="afb-urr-torch-scatter-version-cuda-so-undefined-symbol",
        source=_GH + "xmlyqing00/AFB-URR/issues/7",
        text=r"""Do you know what caused this problem when I was running your code?
OSError: /GPUFS/.conda/envs/tor17/lib/python3.6/site-packages/torch_scatter/_version_cuda.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationESs""",
        expected_cause="custom-op-build-mismatch",
        note="2021. Maintainer xmlyqing00: 'This is the problem related to `torch_scatter` package. You need to download the corresponding version from https://github.com/rusty1s/pytorch_scatter regarding your environment.'; the poster: 'Ok, thanks for your reply, I got it!' (issue closed; the poster did not say the new wheel was tried).",
        platform="linux",
    ),
    CorpusLog(
        name="tiny-cuda-nn-wsl-rtx2060-no-extension-for-compute-capability-75",
        source=_GH + "NVlabs/tiny-cuda-nn/issues/230",
        text=r"""Hi. The following exception is thrown when I import tiny cuda via `import tinycudann `. I used cuda 11.3 on RTX 2060 MAX Q on Ubuntu 20.04 WSL to compile and install the package

```
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/anaconda3/envs/ngp_pl/lib/python3.8/site-packages/tinycudann-1.7-py3.8-linux-x86_64.egg/tinycudann/__init__.py", line 9, in <module>
    from tinycudann.modules import free_temporary_memory, NetworkWithInputEncoding, Network, Encoding
  File "/home/alice/anaconda3/envs/ngp_pl/lib/python3.8/site-packages/tinycudann-1.7-py3.8-linux-x86_64.egg/tinycudann/modules.py", line 35, in <module>
    raise EnvironmentError(f"Could not find compatible tinycudann extension for compute capability {system_compute_capability}.")
OSError: Could not find compatible tinycudann extension for compute capability 75.
```""",
        expected_cause="custom-op-build-mismatch",
        note="2022. WSL2 (Ubuntu 20.04). The title is the OSError. The poster confirmed the same day: 'Recompiling solved the problem' (the installed tinycudann extension had not been built for the GPU's compute capability 7.5).",
        platform="linux",
    ),
    CorpusLog(
        name="scenegen-diff-gaussian-rasterization-c-so-undefined-symbol",
        source=_GH + "Mengmouxu/SceneGen/issues/8",
        text=r"""    from . import _C
ImportError: /home/alice/anaconda3/envs/scenegen/lib/python3.10/site-packages/diff_gaussian_rasterization/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c106detail23torchInternalAssertFailEPKcS2_jS2_RKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE""",
        expected_cause="custom-op-build-mismatch",
        note="2025. The title asks about diff_gaussian_rasterization. Commenter yfq512: 'you need recompile diff_gaussian_rasterization library.' (clone graphdeco-inria/diff-gaussian-rasterization, pip install .); the poster: '@yfq512 Ok，thks'. The poster did not report the result; the undefined c10 symbol is the mark of a build against another PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="moai-detectron2-build-detected-cuda-123-mismatch-torch-cu118",
        source=_GH + "ByungKwanLee/MoAI/issues/7",
        text=r"""When I try to run demo.py, it requires detectron2, but when install detectron2, I meet issue as below:
**RuntimeError:
    The detected CUDA version (12.3) mismatches the version that was used to compile
    PyTorch (11.8). Please make sure to use the same CUDA versions.**
Is there any workaround to fix that?""",
        expected_cause="custom-op-build-mismatch",
        note="2024. Building detectron2's CUDA ops with a CUDA 12.3 toolkit against PyTorch built with CUDA 11.8. The poster confirmed: 'Oh I fixed it by using: pip install torch==2.2.1+cu121 torchvision==0.17.1+cu121 --index-url https://download.pytorch.org/whl/cu121'. Platform not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="mmcv-built-on-a100-run-on-v100-no-kernel-image-focal-loss",
        source=_GH + "open-mmlab/mmcv/issues/2201",
        text=r"""When I use A100 compile mmcv through the source code, used MMCV_WITH_OPS = 1 python install -e . on Linux, then I save mmcv to directory. I repeated the above operation under this directory, but use V100, then I encountered this error.
I've tried many algorithms and they all work like this. Please help me.
Complete error reporting information:
Exception has occurred: RuntimeError
CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
  File "/root/mmcv/mmcv/ops/focal_loss.py", line 60, in forward
    ext_module.sigmoid_focal_loss_forward(
  File "/root/mmdetection/mmdet/models/losses/focal_loss.py", line 139, in sigmoid_focal_loss
    loss = _sigmoid_focal_loss(pred.contiguous(), target.contiguous(), gamma,
  File "/root/mmdetection/mmdet/models/losses/focal_loss.py", line 233, in forward
    loss_cls = self.loss_weight * calculate_loss_func(""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Maintainer zhouzaida: 'you can `export TORCH_CUDA_ARCH_LIST=7.0,8.0` and then build mmcv-full.'; the poster: 'thanks, problem solved.' (mmcv's ops had been compiled on the A100 for sm_80 only).",
        platform="linux",
    ),
    CorpusLog(
        name="mmcv-docker-mmcv-cuda-args-sm61-on-v100-no-kernel-image",
        source=_GH + "open-mmlab/mmcv/issues/1413",
        text=r"""Install mmcv-full failed based on pytorch image with error msg `no kernel image is available`

**Checklist**

1. I have searched related issues but cannot get the expected help.
2. I have read the FAQ documentation but cannot get the expected help.

nvidia-smi info:
```
GPU version: v100, cuda:11.2, nvidia-driver:460
```
dockerfile used:
```
ARG PYTORCH="1.6.0"
ARG CUDA="10.1"
ARG CUDNN="7"

FROM pytorch/pytorch:${PYTORCH}-cuda${CUDA}-cudnn${CUDNN}-devel
ENV TORCH_CUDA_ARCH_LIST="6.0 6.1 7.0+PTX"
ENV TORCH_NVCC_FLAGS="-Xfatbin -compress-all"
ENV FORCE_CUDA="1"
ENV MMCV_CUDA_ARGS="-gencode=arch=compute_61,code=sm_61"
...
```""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The first paragraph is the issue's title. The poster found the fix himself and wrote it in the same post (left out of the text): 'I have found the solution, by changing ENV MMCV_CUDA_ARGS=\"-gencode=arch=compute_61,code=sm_61\" to ENV MMCV_CUDA_ARGS=\"-gencode=arch=compute_70,code=sm_70\"' (mmcv's ops compiled for sm_61 only, run on a V100, sm_70).",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch3d-cpu-pip-wheel-newer-pytorch-typemeta-undefined-symbol",
        source=_GH + "facebookresearch/pytorch3d/issues/303",
        text=r"""## 🐛 Bugs / Unexpected behaviors
I'm trying to install cpu version. I followed the steps given in [install](https://github.com/facebookresearch/pytorch3d/blob/master/INSTALL.md) file. Still, I'm getting this error.
I noticed there are similar issues, but they're all for GPU versions.

## Instructions To Reproduce the Issue:
I installed as follows:

```
conda create -n pytorch3d python=3.8
conda activate pytorch3d
conda install -c pytorch pytorch torchvision cpuonly
conda install -c conda-forge -c fvcore fvcore

pip install pytorch3d
python
>>> import torch
>>> import pytorch3d
>>> from pytorch3d import _C
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ImportError: /media/alice/Data02/SoftwareFiles/Anaconda/anaconda3/envs/pytorch3d/lib/python3.8/site-packages/pytorch3d/_C.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN6caffe28TypeMeta21_typeMetaDataInstanceISt7complexIfEEEPKNS_6detail12TypeMetaDataEv
```""",
        expected_cause="custom-op-build-mismatch",
        note="2020. A CPU-only setup on purpose (no GPU involved). Maintainer bottler: 'pytorch has had a couple of new releases since the latest release of pytorch3d. Maybe if you replace the third line with `conda install -c pytorch pytorch=1.5.0 torchvision cpuonly` you'll get pytorch 1.5.0 which will be compatible.'; the poster: 'That worked! Thanks.'",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch3d-c-undefined-symbol-compute-contiguous-new-env-fixed",
        source=_GH + "facebookresearch/pytorch3d/issues/1608",
        text=r""">>> import torch
>>> import pytorch3d
>>> from pytorch3d import _C
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ImportError: /home/alice/anaconda3/envs/pyfwj/lib/python3.10/site-packages/pytorch3d/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZNK3c1010TensorImpl18compute_contiguousEv""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer bottler: 'This looks like the kind of thing which would happen if pytorch3d was built with a different version of pytorch than the one you are using.'; the poster: 'I have solve the problem by installing new a conda virtual environment ，and according to the md file'.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch3d-c-undefined-symbol-exception-ptr-cuda124-torch210",
        source=_GH + "facebookresearch/pytorch3d/issues/1921",
        text=r"""Hi!
I followed the instructions in install.md to install pytorch3D, but when I did 
```
from pytorch3d import _C
```
, I encountered a strange error. 
```
ImportError: /.../envs/pytorch3d/lib/python3.8/site-packages/pytorch3d-0.7.8-py3.8-linux-x86_64.egg/pytorch3d/_C.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZNSt15__exception_ptr13exception_ptr9_M_addrefEv
```
Ubuntu22.04, python 3.8, cuda=12.4, torch=2.1.0
I dont know where i did wrong :(
Hope can have your reply.""",
        expected_cause="custom-op-build-mismatch",
        note="2024-2025. The poster confirmed months later: 'I've resolved this issue. Before installing pytorch3d, check if the GPU driver, CUDA version, and torch version on the server **strictly** match what's specified on the torch official website. Then, find the pre-compiled pytorch3d package on the Anaconda official website and install it.' (the self-built _C did not fit: its missing symbol is from the C++ library of the compiler it was built with).",
        platform="linux",
    ),
    CorpusLog(
        name="openvino-mmdetection-nms-kernel-driver-418-cudatoolkit-102",
        source=_GH + "openvinotoolkit/mmdetection/issues/45",
        text=r"""HI! I've done installation steps as mentioned in readme.md and trying to run this script:
`python tools/export.py configs/htc/htc_r50_fpn_1x.py htc_r50_fpn_1x_20190408-878c1712.pth . onnx`.
Unfortunately, I've got the following error:
`RuntimeError: cuda runtime error (35) : CUDA driver version is insufficient for CUDA runtime version at mmdet/ops/nms/src/nms_kernel.cu:111`

That I should do? My pytorch and cuda versions from conda:
```
torch==1.4.0
torchvision==0.5.0
cudatoolkit==10.2.89
```
My nvidia-smi info:
```
Driver Version: 418.87.01    
CUDA Version: 10.1
```
Thanks!""",
        expected_cause="driver-too-old",
        note="2020. Collaborator druzhkov-paul: 'Obviously, your GPU driver is too old for CUDA 10.2. Please refer to the table for driver compatibility details.' (or use CUDA 10.1). The poster did not dispute it; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="mmdetection-23-driver-too-old-found-version-10000-torch15",
        source=_GH + "open-mmlab/mmdetection/issues/6049",
        text=r"""No CUDA runtime is found, using CUDA_HOME='/usr/local/cuda-10.0'

AssertionError:
The NVIDIA driver on your system is too old (found version 10000).
Please update your GPU driver by downloading and installing a new
version from the URL: http://www.nvidia.com/Download/index.aspx
Alternatively, go to: https://pytorch.org to install
a PyTorch version that has been compiled with your version
of the CUDA driver.

env：
TorchVision: 0.6.0a0+82fd1c8
OpenCV: 4.5.3
MMCV: 1.0.5
MMDetection: ('2.3.0',)
MMDetection Compiler: GCC 7.3
MMDetection CUDA Compiler: 10.1
Python: 3.8.11 (default, Aug  3 2021, 15:09:35) [GCC 7.5.0]
CUDA available: False
GCC: gcc (Ubuntu 7.5.0-3ubuntu1~18.04) 7.5.0
PyTorch: 1.5.0

Finally, I want to know if CUDA 10.0 can no longer run on mmdet2. X？""",
        expected_cause="driver-too-old",
        note="2021. The first paragraph is the issue's title. Maintainer AronLin: 'This is a mismatch between your torch version and cuda version.'; the poster: 'OK，I know' (a driver for CUDA 10.0, PyTorch 1.5.0 built with a newer CUDA).",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-sparse-version-cpu-so-undefined-symbol-parseschemaorname",
        source=_GH + "rusty1s/pytorch_sparse/issues/250",
        text=r"""I received the following error:

Traceback (most recent call last):
  File "human_heart_explainer.py", line 49, in <module>
    from torch_sparse import coalesce
  File "/home/alice/.conda/envs/hossein_env/lib/python3.8/site-packages/torch_sparse/__init__.py", line 19, in <module>
    torch.ops.load_library(spec.origin)
  File "/home/alice/.conda/envs/hossein_env/lib/python3.8/site-packages/torch/_ops.py", line 260, in load_library
    ctypes.CDLL(path)
  File "/home/alice/.conda/envs/hossein_env/lib/python3.8/ctypes/__init__.py", line 373, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: /home/alice/.conda/envs/hossein_env/lib/python3.8/site-packages/torch_sparse/_version_cpu.so: undefined symbol: _ZN5torch3jit17parseSchemaOrNameERKSs""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Maintainer rusty1s: 'This usually indicates a mismatch in PyTorch versions, e.g., your PyTorch version is different from the one `torch-sparse` was compiled with.'; the poster: 'Since you suggested (in slack) using wheel to install them, I uninstall those packages and install them using wheel. That worked!'",
        platform="linux",
    ),
    CorpusLog(
        name="detectron2-cuda92-unsupported-gpu-architecture-compute-75-rtx2060",
        source=_GH + "facebookresearch/detectron2/issues/272",
        text=r"""Thanks for your sharing,but when I install it on my compute ,I meet the error:"Unsupported gpu architecture 'compute_75'".

## Environment

RTX2060
CUDA9.2

python3.6.2
torch1.3.0

## What can I do to solve this problem?""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Building detectron2's CUDA ops with a CUDA 9.2 toolkit, too old to compile for the RTX 2060 (sm_75). Maintainer ppwwyyxx: 'cuda 9.2 is old and cannot compile code that runs on RTX2060.' and 'you need at least cuda 10'; the poster: 'Thank you very much!'. Platform not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="icon-pytorch3d-rasterize-invalid-device-function-cuda100",
        source=_GH + "YuliangXiu/ICON/issues/69",
        text=r"""bash scripts/vis_batch.sh debug all

```bash
thuman2 START----------
Debug visibility
Visibility thuman2 0300
Traceback (most recent call last):
  File "scripts/vis_single.py", line 58, in <module>
    smpl_vis = get_visibility(xy, z, smpl_faces)
  File "/home/alice/Code/ICON/lib/dataset/mesh_util.py", line 207, in get_visibility
    pix_to_face, zbuf, bary_coords, dists = rasterize_meshes(
  File "/home/alice/Code/ICON/pytorch3d/pytorch3d/renderer/mesh/rasterize_meshes.py", line 234, in rasterize_meshes
    pix_to_face, zbuf, barycentric_coords, dists = _RasterizeFaceVerts.apply(
File "/home/alice/Code/ICON/pytorch3d/pytorch3d/renderer/mesh/rasterize_meshes.py", line 308, in forward
    pix_to_face, zbuf, barycentric_coords, dists = _C.rasterize_meshes(
RuntimeError: CUDA error: invalid device function
scripts/vis_single.sh: line 32: 15195 Segmentation fault      (core dumped) python $PYTHON_SCRIPT -s $SUBJECT -o $SAVE_DIR -r $NUM_VIEWS -m $MODE
thuman2 END----------
```
cuda10.0  pytorch3d 0.6.2  pytorch 1.6.0""",
        expected_cause="custom-op-build-mismatch",
        note="2022. pytorch3d's rasterizer (built locally with CUDA 10.0) had no kernels the GPU could run. The poster confirmed: 'I've upgrade my cuda to 11.0 and it worked.' The GPU model is not in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="softras-invalid-device-function-pytorch13-ops",
        source=_GH + "ShichenLiu/SoftRas/issues/26",
        text=r"""I am trying to reproduce the model for unsupervised mesh reconstruction (using the same script as in the `examples` directory). But during training I get the following recurring errors (the code doesn't terminate due to these)

```
Error in forward_transform_inv_triangle: invalid device function
Error in forward_soft_rasterize: invalid device function
Error in backward_soft_rasterize: invalid device function
```

I am using Pytorch 1.3 and CUDA 10.0""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Maintainer ShichenLiu: 'Probably the API doesn't fit Pytorch 1.3. ... can you try to install it on PyTorch 1.1.0?'; the poster: 'Thanks. It runs on Pytorch 1.1.' (SoftRas's compiled CUDA ops did not fit PyTorch 1.3). Platform not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch3d-colab-torch230-wheel-pyt212-zeros-like-undefined-symbol",
        source=_GH + "facebookresearch/pytorch3d/issues/1799",
        text=r"""I used method in install.md:

```
import sys
import torch
pyt_version_str=torch.__version__.split("+")[0].replace(".", "")
version_str="".join([
    f"py3{sys.version_info.minor}_cu",
    torch.version.cuda.replace(".",""),
    f"_pyt{pyt_version_str}"
])
!pip install fvcore iopath
!pip install --no-index --no-cache-dir pytorch3d -f https://dl.fbaipublicfiles.com/pytorch3d/packaging/wheels/{version_str}/download.html
```

**It worked well before,but did't work today.
I print version_str is py310_cu121_pyt230.
I think pyt230 is not match.
I also can install successfully by  py310_cu121_pyt212,but in this case, the program cannot run.**

```
from pytorch3d import _C
ImportError: /usr/local/lib/python3.10/dist-packages/pytorch3d/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops10zeros_like4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS5_6LayoutEEENS6_INS5_6DeviceEEENS6_IbEENS6_INS5_12MemoryFormatEEE
```

**Can anyone help me solve this problem? Thank you very much!**""",
        expected_cause="custom-op-build-mismatch",
        note="2024. Google Colab. Maintainer bottler: 'I think this happened because colab updated to PyTorch 2.3.0 for which we didn't have a build. I have just added a build for that version_str so it should now work.'; the poster: 'The problem is solved!' (a pytorch3d wheel built for PyTorch 2.1.2 loaded into 2.3.0).",
        platform="linux",
    ),
    CorpusLog(
        name="pifuhd-colab-pytorch3d-built-for-torch16-on-torch17",
        source=_GH + "facebookresearch/pifuhd/issues/100",
        text=r"""Google Colab notebook does not work with an error. When I try to move the second Render the result block, I get the following error:

ImportError: /usr/local/lib/python3.6/dist-packages/pytorch3d/_C.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN3c104impl23ExcludeDispatchKeyGuardC1ENS_11DispatchKeyE""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Google Colab. Commenter PWhiddy: 'This error may be because the latest version of pytorch3d is only built for pytorch 1.6, while the latest version running is 1.7'; the poster: 'First run the code below. !pip install torch==1.6.0+cu101 torchvision==0.7.0+cu101 ... Now Google Colab is now working properly. This issue has been resolved.'",
        platform="linux",
    ),
    CorpusLog(
        name="mmtracking-windows-mmcv-ext-dll-load-failed-two-mmcv-full",
        source=_GH + "open-mmlab/mmtracking/issues/482",
        text=r"""ImportError: DLL load failed while importing _ext train.py mmaction

`ImportError: DLL load failed while importing _ext: 找不到指定的程序。`""",
        expected_cause="custom-op-build-mismatch",
        note="2022. Windows ('找不到指定的程序' = 'the specified procedure could not be found'). The first paragraph is the issue's title. The poster wrote the fix into the same post (left out of the text): 'I solved the problem after I uninstalled mmcv-full by both pip and mim, and reinstall mmcv-full by `pip install mmcv-full -f https://download.openmmlab.com/mmcv/dist/cu113/torch1.10.1/index.html`' (two mmcv-full builds were installed; the one for the installed PyTorch and CUDA fixed it). Another user: 'That's right.It works!'",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="neuralangelo-tinycudann-built-for-cc86-system-cc89-warning",
        source=_GH + "NVlabs/neuralangelo/issues/97",
        text=r"""UserWarning: tinycudann was built for lower compute capability (86) than the system's (89). Performance may be suboptimal.

 UserWarning: tinycudann was built for lower compute capability (86) than the system's (89). Performance may be suboptimal.

What does this warning mean?""",
        expected_cause=None,
        harmless=True,
        note="2023. The first paragraph is the issue's title. Commenter saurabheights: 'It's a warning, not an error. You can ignore it. It's basically checking that you have better gpu card but code is compiled for older GPU cards ( in layman terms). So if you compile for CC 89, the code will be faster.' Issue closed. tinycudann's kernels for sm_86 run on the sm_89 GPU; only speed is at stake. Platform not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="torch-packages-builder-torch-cuda-arch-list-not-set-warning-docker",
        source=_GH + "MiroPsota/torch_packages_builder/issues/3",
        text=r"""after install,tip:UserWarning: TORCH_CUDA_ARCH_LIST is not set, all archs for visible cards are included for compilation. 
If this is not desired, please set os.environ['TORCH_CUDA_ARCH_LIST']

ubuntu2204,docker ,pytorch2.3.0,cu121""",
        expected_cause=None,
        harmless=True,
        note="2024. A repository of prebuilt wheels of compiled PyTorch add-ons (pytorch3d, detectron2 and others). The second paragraph is the poster's follow-up. Maintainer MiroPsota: 'I think this is just an irrelevant warning from the Docker image you are using (if you're not compiling anything). This env variable is not relevant for the users which just download compiled packages from this repository as nothing is compiled in that case.' Issue closed.",
        platform="linux",
    ),
)
