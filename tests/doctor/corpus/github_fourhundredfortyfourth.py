# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortyfourth set of real threads: 3D vision and graphics research code on compiled CUDA extensions (2020-2025), from GitHub issues (issues corpus).

Repositories: Totoro97/f2-nerf, ashawkey/torch-ngp, NVlabs/tiny-cuda-nn, facebookresearch/pytorch3d,
NVlabs/neuralangelo, nerfstudio-project/gsplat, erikwijmans/Pointnet2_PyTorch,
wanmeihuali/taichi_3d_gaussian_splatting, NVlabs/instant-ngp. Broken kinds held: a CUDA toolkit
whose nvcc is older than the GPU's architecture ('Unsupported gpu architecture compute_89' with
CUDA 11.3 and 11.6 on RTX 4090s, 'compute_75' with the CUDA 8.0 nvcc on an RTX 2080 Ti), a
toolkit of another CUDA release than the PyTorch build ('The detected CUDA version (11.7)
mismatches the version that was used to compile PyTorch (12.0)'), an extension (fused-ssim under
gsplat) compiled only for the build machine's GPU and run on another ('no kernel image is
available'), CUDA 11.7's bundled CUB headers failing pytorch3d's build on Windows, all counted as
custom-op-build-mismatch; CUDA_VISIBLE_DEVICES=1 in a script on a one-GPU machine (torch-ngp); a
CPU-only PyTorch ('Torch not compiled with CUDA enabled'); and two with no catalogue ID: the link
step of the tiny-cuda-nn bindings not finding the driver's libcuda.so ('cannot find -lcuda'),
and Visual Studio Build Tools without the Windows SDK ('corecrt.h' not found, pytorch3d).
Working run: tiny-cuda-nn's notice that FullyFusedMLP falls back to CutlassMLP on a V100
(instant-ngp), with training going on.

All broken: 10; working runs: 1. Several texts are close to prose: the error itself sits in a
screenshot in f2-nerf#59, torch-ngp#31, neuralangelo#176 (partly) and gsplat#741, so the issue
title is kept as the first paragraph where it names the error. neuralangelo#176, gsplat#741 and
f2-nerf#59 do not state the operating system; they are marked linux (see their notes).

Left out: threads whose stored copy stops before any outcome (gsplat#302, #1053; instant-ngp#1334;
SuGaR#144; 3detr#59; tiny-cuda-nn#250, #371, #458; kaolin#678, #768, #924, #937;
threestudio#331, #405; google/ldif#6; 2d-gaussian-splatting#40; gaussian-splatting#334),
threads where the fix came from a commenter other than the poster with no word from the poster
(nerfstudio#739, #2518; gaussian-splatting#237, #332, #659; LongSplat#3), threads closed with
only a maintainer's guess or a link (dreamgaussian#100, pytorch3d#1979, nonrigid_nerf#18 where
the poster said 'resolved' without the cause), causes in the projects themselves (nerfacc#145 and
gsplat 1.0 / nerfstudio pinning, LOD-3DGS#14 build flags, ngp_pl#84 a non-contiguous tensor),
plain out-of-memory threads with no confirmed outcome (gaussian-splatting#394, #558, #1009), and
thread openings not in the stored copy (RAD-NeRF#42, nerfstudio#1206).

At first look (the doctor of commit 62efda7) the cause was named in 5 of the 10 broken logs,
each first; the working run was flagged (a CUDA 10.2 stated, read as the libraries of no
TensorFlow release, in a program that went on training). After the changes of the same day, 5 of
10, and the working run not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="f2-nerf-nvcc-11-6-unsupported-gpu-architecture-compute-89",
        source=_GH + "Totoro97/f2-nerf/issues/59",
        text=r"""Unsupported gpu architecture 'compute_89'

![image](https://github.com/Totoro97/f2-nerf/assets/3366247/30dc7607-dc00-4e14-b797-df82fb250ee9)

Hi,

is there any solution ?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The first paragraph is the issue title; the build log is a screenshot. The poster (bruinxiong) the next day: 'I've solved!'; asked how, another user (LyndzP): 'in may case, it was solved when i upgrade cuda version 11.6 to 11.8', and the poster: 'Yes, that's a solution.' (the CUDA 11.6 nvcc predates compute capability 8.9, RTX 40 series). Issue closed. The operating system is not stated (f2-nerf builds with CMake and libtorch on Linux), so linux is assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="torch-ngp-nerf-example-cuda-visible-devices-1-one-gpu",
        source=_GH + "ashawkey/torch-ngp/issues/31",
        text=r"""Running into some issues running the nerf example.

![Screenshot from 2022-03-17 09-41-49](https://user-images.githubusercontent.com/17129398/158850525-48d2657d-52ab-40c9-871f-7d0ee584226b.png)

My setup is:
OS: Ubuntu 20.04
GPU: RTX 3070 Ti 
CUDA: 11.6 (driver 510)

Pretty sure CUDA is install correctly and I've added these lines to my `.zshrc`:
`export PATH="/usr/local/cuda-11.6/bin:$PATH"`
`export LD_LIBRARY_PATH="/usr/local/cuda-11.6/lib64:$LD_LIBRARY_PATH"`""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2022. The error itself is in a screenshot. Maintainer ashawkey first suspected the CUDA extension setup; the poster (javieryu) then: 'Solved, I was trying to run the code with CUDA related flags that were not compatible with my GPU. Removing the `CUDA_VISIBLE_DEVICES=1` from the `run_nerf.sh` script solved this issue.' (one RTX 3070 Ti, device 0, hidden by CUDA_VISIBLE_DEVICES=1). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="tiny-cuda-nn-torch-bindings-ld-cannot-find-lcuda-cuda-11-3",
        source=_GH + "NVlabs/tiny-cuda-nn/issues/183",
        text=r"""I am trying to build the pytorch bindings, but I am unable to because lcuda was not found on my system. 
`ld: cannot find -lcuda ` 
I have cuda installed in `/usr/local/cuda-11.3` and added `/usr/local/cuda-11.3/bin` to my `$PATH` and `/usr/local/cuda-11.3/lib64/` to my `$LD_LIBRARY_PATH`. 

I am able to build the library itself with cmake, but no success with the torch bindings. 
The g++ command fails since it is unable to find lcuda. I also cannot find a libcuda.so in my `/usr/local/cuda-11.3/lib64/`. I found one in `/usr/local/cuda-11.3/lib64/stubs/`, and added this path to my LD_LIBRARY_PATH, but that did not help. 

I appreciate any help on this.""",
        expected_cause=None,
        note="2022. No catalogue ID: the cause was the link step of a CUDA extension build not finding the NVIDIA driver's libcuda.so (present in /lib/x86_64-linux-gnu but outside the linker's search path; LD_LIBRARY_PATH does not steer the linker). The poster (akshay-krishnan) a few days later: 'it could have been specific to my environment setup ... I had to manually link to the `libcuda.so` in my conda environment lib', and later: 'There was a libcuda.so in this path on my system `/lib/x86_64-linux-gnu/libcuda.so`, but I think that path is not inc[luded]...'. Issue left open.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch3d-windows-cuda-11-7-bundled-cub-segmented-sort-errors",
        source=_GH + "facebookresearch/pytorch3d/issues/1631",
        text=r"""Hi! I was installing pytorch3d.
but i got errors like this...
```
C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.7/include\cub/device/dispatch/dispatch_segmented_sort.cuh(338): error: invalid combination of type specifiers

C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.7/include\cub/device/dispatch/dispatch_segmented_sort.cuh(338): error: expected an identifier

C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.7/include\cub/device/dispatch/dispatch_segmented_sort.cuh(379): error: expected a member name

3 errors detected in the compilation of "D:/Projects/pytorch3d/pytorch3d/csrc/pulsar/cuda/renderer.backward.gpu.cu".
error: command 'C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.7\\bin\\nvcc.exe' failed with exit code 2
```
I newly installed VS 2022.
and My environment includes python=3.10, pytorch=1.13.1, cuda=11.7.
and i got i9-12th, RTX3090.
plz, help.""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer bottler: 'This is a known issue where the solution has been to copy cub version 11.7 over the top of the one in the cuda folder. See e.g. #1567'; the poster (DeepAlien890): 'It worked! thanks a lot.' (the CUB headers bundled with CUDA 11.7 do not compile pytorch3d's pulsar kernels with this Windows toolchain). Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="pytorch3d-win11-vs2022-buildtools-corecrt-h-missing",
        source=_GH + "facebookresearch/pytorch3d/issues/1553",
        text=r"""I am installing pytorch3d on cuda 11.7 pytorch 2.0

having below error:
C:/Program Files (x86)/Microsoft Visual Studio/2022/BuildTools/VC/Tools/MSVC/14.36.32532/include\crtdefs.h(10): fatal error C1083: Cannot open include file: 'corecrt.h': No such file or directory
error: command 'C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.7\\bin\\nvcc.exe' failed with exit code 2""",
        expected_cause=None,
        note="2023. No catalogue ID: the cause was a Visual Studio Build Tools install without the Windows SDK (whose Universal CRT provides corecrt.h), so the CUDA extension could not compile. Maintainer bottler: 'For corecrt.h: I think you need to install more microsoft things: can you try installing windows SDKs etc in the visual studio installer?'; the poster (BhavinPrajapti): 'first error is solved by windows SDKs.' A second error the poster met afterwards (CUB version check) is a different problem and is left out of the text. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="neuralangelo-tinycudann-toolkit-11-7-mismatches-torch-12-0",
        source=_GH + "NVlabs/neuralangelo/issues/176",
        text=r"""![image](https://github.com/NVlabs/neuralangelo/assets/105160039/66c967c4-64f9-43bd-917f-837881c85d90)

Im running into an error when running the command pip install -r requirements.txt , I noticed it says this in the error messages :      " The detected CUDA version (11.7) mismatches the version that was used to compile
      PyTorch (12.0). Please make sure to use the same CUDA versions."

But I'm unsure how to fix it, or why I would be getting this error when using the requirements.txt that comes with the repo. Anyone able to help?""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The poster (MicKkmack) the next day: 'fixed : pip uninstall torch torchaudio torchvision -y / conda install pytorch==2.0.1 torchvision==0.15.2 torchaudio==2.0.2 pytorch-cuda=11.7 -c pytorch -c nvidia' (a PyTorch build for the CUDA 11.7 toolkit that compiles tinycudann from requirements.txt); another user: 'it solved like magic.' Issue closed. The operating system is not stated; linux is assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="gsplat-fused-ssim-built-for-4090d-only-no-kernel-image-3050ti",
        source=_GH + "nerfstudio-project/gsplat/issues/741",
        text=r"""no kernel image is available for execution on the device

I successfully ran simple_trainer.py on a computer with an RTX 4090D GPU, CUDA 11.8, and PyTorch 2.4.0; then packaged it using PyInstaller. When running the packaged program on a computer with an RTX 3050 Ti GPU, I encountered the following error.

![Image](https://github.com/user-attachments/assets/4db6d176-fb43-4340-8b83-01b0d281f862)

It happens on this code!

![Image](https://github.com/user-attachments/assets/5da3a90e-7560-4565-a569-85dc7b48f6d0)

 However, this program could run normally on a computer equipped with an RTX 4060 GPU.""",
        expected_cause="custom-op-build-mismatch",
        note="2025. The first paragraph is the issue title; the traceback is a screenshot. The poster (HlKun) the next day: 'The issue has been resolved. This was because \"fused-ssim\" was only compiled for the compute capability (CUDA architecture) of the current GPU during the build process. To ensure compatibility with other GPUs, it was necessary to modify nvcc_args to include additional compute architectures.' (built on an sm_89 RTX 4090D; the RTX 4060 is also sm_89, the RTX 3050 Ti is sm_86). Issue left open. The operating system is not stated; linux is assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="tiny-cuda-nn-rtx4090-cuda-11-3-unsupported-compute-89",
        source=_GH + "NVlabs/tiny-cuda-nn/issues/239",
        text=r"""nvcc fatal : Unsupported gpu architecture 'compute_89'

whern i install tiny_cuda_nn,there have a erroe:
![image](https://user-images.githubusercontent.com/17697877/211542468-1347e59b-d54f-439a-b704-032d10265f5f.png)

My environment：
system：ubuntu
Graphics card：rtx4090
CUDA Version：11.3
pytorch:1.10
python:3.9

I checked online and found that the calculation power does not match. How should I solve it？
thanks""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The first paragraph is the issue title; the log is a screenshot. Maintainer Tom94: 'Either - upgrade CUDA or - target an older GPU version (may run slower) that is supported by your installed version of cuda (11.3). E.g. by setting the environment variable `TCNN_CUDA_ARCHITECTURES=86`'; the poster: 'thanks. Which CUDA version do I need to upgrade to?'; issue closed (the CUDA 11.3 nvcc predates compute capability 8.9).",
        platform="linux",
    ),
    CorpusLog(
        name="pointnet2-pytorch-cuda-8-nvcc-unsupported-compute-75-rtx2080ti",
        source=_GH + "erikwijmans/Pointnet2_PyTorch/issues/91",
        text=r"""When I run the 'python setup.py build_ext --inplace' command, I get the following error.
```
nvcc fatal   : Unsupported gpu architecture 'compute_75'
error: command '/usr/local/cuda-8.0/bin/nvcc' failed with exit status 1
```
System Specifications:
Driver Version: 440.31
CUDA Version: 10.2
GPU: GTX 1080Ti and RT 2080Ti
Ubuntu version: 16.04.3 LTS (GNU/Linux 4.15.0-76-generic x86_64)
Pytorch version: '1.3.1'

Did anyone else face the same error?
Please help me to fix this error at the earliest.
Thank you.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer erikwijmans: 'RTX 2080Ti requires CUDA>=10.0'; the poster (ruc98): 'Solved by downgrading CUDA to 10.0 and cudnn=7.5.1 Thanks' (the build used the CUDA 8.0 nvcc, which predates compute capability 7.5; the 'CUDA Version: 10.2' is the driver's). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="taichi-3dgs-visualizer-torch-not-compiled-with-cuda-windows",
        source=_GH + "wanmeihuali/taichi_3d_gaussian_splatting/issues/118",
        text=r"""I am trying to run just the visualizer, and facing these error

python visualizer.py --parquet_path_list boots_19000.parquet

[Taichi] version 1.6.0, llvm 15.0.1, commit f1c6fbbd, win, python 3.10.11
C:\Users\alice\source\repos\taichi_3d_gaussian_splatting\taichi_3d_gaussian_splatting\GaussianPointCloudScene.py:6: DeprecationWarning: Please use `cKDTree` from the `scipy.spatial` namespace, the `scipy.spatial.ckdtree` namespace is deprecated.
  from scipy.spatial.ckdtree import cKDTree
Traceback (most recent call last):
  File "C:\Users\alice\source\repos\taichi_3d_gaussian_splatting\visualizer.py", line 23, in <module>
    class GaussianPointVisualizer:
  File "C:\Users\alice\source\repos\taichi_3d_gaussian_splatting\visualizer.py", line 25, in GaussianPointVisualizer
    class GaussianPointVisualizerConfig:
  File "C:\Users\alice\source\repos\taichi_3d_gaussian_splatting\visualizer.py", line 29, in GaussianPointVisualizerConfig
    camera_intrinsics: torch.Tensor = torch.tensor(
  File "C:\Users\alice\source\repos\taichi_3d_gaussian_splatting\venv\lib\site-packages\torch\cuda\__init__.py", line 239, in _lazy_init
    raise AssertionError("Torch not compiled with CUDA enabled")
AssertionError: Torch not compiled with CUDA enabled""",
        expected_cause="framework-cpu-only-build",
        note="2023. Maintainer wanmeihuali: 'Please install torch with CUDA... e.g. conda insta[ll ...]' (the venv held a CPU-only PyTorch wheel); issue closed after that answer. The poster's own reply is not in the stored copy.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="instant-ngp-v100-fullyfusedmlp-falls-back-to-cutlassmlp-trains",
        source=_GH + "NVlabs/instant-ngp/issues/551",
        text=r"""Following #219 I get this error using headless:
Warning: FullyFusedMLP is not supported for the selected architecture 70. Falling back to CutlassMLP. For maximum performance, raise the target GPU architecture to 75+.

It still manages to train, but this is not ideal.
I built it with TCNN_CUDA_ARCHITECTURES=70 cmake ..

gcc version 7.5.0 (Ubuntu 7.5.0-3ubuntu1~18.04)
Cuda compilation tools, release 10.2, V10.2.89
cmake version 3.22.2
V100 GPU""",
        harmless=True,
        note="2022. The poster (ricshaw) in the same post: 'It still manages to train, but this is not ideal.' tiny-cuda-nn's FullyFusedMLP needs compute capability 7.5+; on a V100 (7.0) it falls back to the slower CutlassMLP by design (added by maintainer Tom94 in instant-ngp#13 for arch 70 and lower). Training proceeds on the GPU. Issue left open.",
        platform="linux",
    ),
)
