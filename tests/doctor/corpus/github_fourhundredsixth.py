# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixth set of real threads: medical-imaging tools on the CUDA stack (2019-2026).

GitHub issues (issues corpus) of medical-imaging tools that run PyTorch models on NVIDIA GPUs:
MIC-DKFZ/nnUNet, MIC-DKFZ/HD-BET, MIC-DKFZ/nnDetection, Project-MONAI/MONAILabel,
Deep-MI/FastSurfer, ivadomed/ivadomed, TaoZhong11/nBEST, and 3D Slicer
with its extensions (Slicer/Slicer, gaudot/SlicerDentalSegmentator). The framework is PyTorch, but
every cause lies in the part of the stack TensorFlow loads the same way: the NVIDIA driver and its
version, the GPU's compute capability against the build's kernels (too old: a GT 730; too new: an
RTX 30xx/40xx, H100 or Blackwell GPU under a build or container made before it), no NVIDIA GPU or
driver at all (Intel graphics, a VirtualBox guest, a Hygon DCU), and Docker asked for GPUs on a Mac.

Broken: 16, working: 0. All carry log lines; three are mostly prose around a quoted error line
(the nnU-Net 'driver too old' posts and the DCU post). Several records are comments inside a
thread started by someone else (the thread's URL is given); their text is that commenter's own
paste.

Left out: threads whose cause the stored copy does not confirm (a maintainer's hedged guess, no
reply, or the resolution past the stored excerpt): TotalSegmentator's RTX 3070 Ti under WSL
(wasserth/TotalSegmentator#10), FastSurfer's docker '--gpus' without a device driver
(Deep-MI/FastSurfer#11, the maintainer only 'looks like the nvidia-toolkit might be missing'), its
H100 and WSL container threads (#557, #329), MONAI Deploy's Ampere packages (#249, #359),
MONAILabel training on WSL with an RTX 3090 (#1015), nnDetection's custom-op build for the
wrong GPU architecture (#110, the user's log not in the stored copy). Threads where the tool's
installer gave a CPU-only PyTorch (SlicerDentalSegmentator#22, #32) were left out by design: the
cause is PyTorch's own CPU build. BraTS-Toolkit's RTX 3080 thread (neuronflow/BraTS-Toolkit#7)
is held by the hundred-and-forty-eighth set. No run that worked but printed alarming lines turned
up.

At first look (the doctor of commit 9315641) the cause was named in 13 of 16 broken logs, 12 first;
no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dentalsegmentator-slicer-gt730-no-kernel-image",
        source=_GH + "gaudot/SlicerDentalSegmentator/issues/23",
        text=r"""I'm getting this error:

with this in the error log:

```
2025/01/23 14:43:30.014 :: RuntimeError: CUDA error: no kernel image is available for execution on the device
2025/01/23 14:43:30.014 :: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
2025/01/23 14:43:30.014 :: For debugging consider passing CUDA_LAUNCH_BLOCKING=1
2025/01/23 14:43:30.014 :: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
2025/01/23 14:43:31.094 :: Loading inference results...
2025/01/23 14:43:34.537 :: Error loading results :
2025/01/23 14:43:34.537 :: Failed to load the segmentation.
2025/01/23 14:43:34.537 :: Something went wrong during the nnUNet processing.
```

pasting this into GPT along with the name of my GPU (GT 730), it says that PyTorch needs a card with minimal CUDA compute capability of 5.0. I am looking for a newer GPU, but if there's a known safe way to downgrade PyTorch for this, I'd be interested also.""",
        expected_cause="compute-capability-too-old",
        note="2025. 3D Slicer's DentalSegmentator extension (nnU-Net on PyTorch) on a GeForce GT 730 (Kepler). The poster confirmed it himself the same day: 'Ah, the readme says PyTorch needs to be at least 2.0.0, which indeed requires the CUDA compute capability to be at least 5.0.'; maintainer Thibault-Pelletier answered on using PyTorch with that card. Issue closed. The thread does not state the platform (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="dentalsegmentator-slicer-rtx-pro-4000-blackwell-sm120",
        source=_GH + "gaudot/SlicerDentalSegmentator/issues/33",
        text=r"""2025/10/03 13:15:18.910 ::     
2025/10/03 13:15:18.910 ::   warnings.warn(
2025/10/03 13:15:18.910 :: C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\torch\cuda\__init__.py:304: UserWarning: 
2025/10/03 13:15:18.910 ::     Please install PyTorch with a following CUDA
2025/10/03 13:15:18.910 ::     configurations:  12.8 12.9 following instructions at
2025/10/03 13:15:18.910 ::     https://pytorch.org/get-started/locally/
2025/10/03 13:15:18.910 ::     
2025/10/03 13:15:18.910 ::   warnings.warn(matched_cuda_warn.format(matched_arches))
2025/10/03 13:15:18.912 :: C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\torch\cuda\__init__.py:326: UserWarning: 
2025/10/03 13:15:18.912 :: NVIDIA RTX PRO 4000 Blackwell Generation Laptop GPU with CUDA capability sm_120 is not compatible with the current PyTorch installation.
2025/10/03 13:15:18.912 :: The current PyTorch install supports CUDA capabilities sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
2025/10/03 13:15:18.912 :: If you want to use the NVIDIA RTX PRO 4000 Blackwell Generation Laptop GPU GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
2025/10/03 13:15:18.912 :: 
2025/10/03 13:15:18.912 ::   warnings.warn(
2025/10/03 13:15:19.346 :: ##########
...
2025/10/03 13:15:19.365 ::   File "C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\dynamic_network_architectures\building_blocks\simple_conv_blocks.py", line 71, in forward
2025/10/03 13:15:19.365 ::     return self.all_modules(x)
2025/10/03 13:15:19.365 ::   File "C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\torch\nn\modules\module.py", line 1773, in _wrapped_call_impl
2025/10/03 13:15:19.365 ::     return self._call_impl(*args, **kwargs)
2025/10/03 13:15:19.365 ::   File "C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\torch\nn\modules\module.py", line 1784, in _call_impl
2025/10/03 13:15:19.365 ::     return forward_call(*args, **kwargs)
2025/10/03 13:15:19.365 ::   File "C:\Users\alice\AppData\Local\slicer.org\Slicer 5.8.1\lib\Python\Lib\site-packages\torch\nn\modules\container.py", line 244, in forward
2025/10/03 13:15:19.365 ::     input = module(input)
...""",
        expected_cause="compute-capability-unsupported",
        note="2025. A comment by publius-ortho (Slicer 5.8.1 on Windows, RTX PRO 4000 Blackwell laptop GPU) inside a thread opened by another user; the text is his own log, shortened. Maintainer Thibault-Pelletier: 'Your problem is different from the previous one. The error message is hidden in the logs: ... sm_120 is not compatible with the current PyTorch installation ... To use the extension with CUDA acceleration and your graphics card, please refer to the PyTorch documentation, check your compatible version and install the version using the PyTorch extension.' The poster's follow-up is not in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="slicer-rtx-5070-ti-blackwell-pytorch-2-6-limit",
        source=_GH + "Slicer/Slicer/issues/8468",
        text=r"""Request for PyTorch 2.7 Support in 3D Slicer for NVIDIA Blackwell GPUs

System Information:
- GPU: NVIDIA GeForce RTX 5070 Ti
- Architecture: NVIDIA Blackwell
- OS: Linux Unbutu 24.04.2 LTS

PyTorch version 2.7 introduces support for the Blackwell architecture, which is required for compatibility with this GPU. Earlier versions of PyTorch (≤2.6) do not support it, resulting in the following error:
- “The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.”

Unfortunately, the PyTorch version currently available in 3D Slicer is limited to 2.6""",
        expected_cause="compute-capability-unsupported",
        note="2025. 3D Slicer on Ubuntu 24.04 with an RTX 5070 Ti. Core developer jcfr agreed and named the fix: Slicer's Linux build environment is to move to glibc 2.28, 'This will allow to install PyTorch 2.7.x providing manylinux_2_28 wheels'. The poster's own words name the cause; the developers did not dispute it.",
        platform="linux",
    ),
    CorpusLog(
        name="monailabel-rtx-3090-sm86-monai-060",
        source=_GH + "Project-MONAI/MONAILabel/issues/152",
        text=r"""I found this error when using monai==0.6.0rc1

> GeForce RTX 3090 with CUDA capability sm_86 is not compatible with the current PyTorch installation.
> The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
> If you want to use the GeForce RTX 3090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

Apparently, it is something related to my GPU card (GeForce 3090).""",
        expected_cause="compute-capability-unsupported",
        note="2021. A comment by diazandr3s inside a MONAI Label release-compatibility issue. He reported the fix in the same comment: 'Solved this problem by running: conda install pytorch torchvision torchaudio cudatoolkit=11.0 -c pytorch' (a CUDA 11 build with sm_86). A later, unrelated error when loading a pre-trained model followed. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="monailabel-docker-gpus-on-mac-amd-radeon-libnvidia-ml",
        source=_GH + "Project-MONAI/MONAILabel/issues/1161",
        text=r"""**Describe the bug**
Was following the Docker Hub installation notes from this page:  [Docker Hub Install](https://docs.monai.io/projects/label/en/latest/installation.html)

**To Reproduce**
It says to use:

docker run -it --rm --gpus all --ipc=host --net=host -v ~:/workspace/ projectmonai/monailabel:latest bash

That throws a couple of errors, one related to the '~:/' syntax and another one related to the GPU:

`docker: Error response from daemon: create ~: volume name is too short, names should be at least two alphanumeric characters.`

`initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown`

**Expected behavior**
I expected it to start up.

**Environment**
Mac OS running Big Sur on a Intel iMac, Late 2014
Graphics:  AMD Radeon R9 M295X 4 GB

My solution for now was to use:

`docker run -it --rm --ipc=host --net=host -v ${PWD}:/workspace/ projectmonai/monailabel:latest bash`

which fixes the syntax problem and also disables GPUs.  That at least gets it running.  

Wondering if there is a way to get it to run on that Mac, or do I need to use a LINUX host with a compatible GPU.""",
        expected_cause="container-toolkit-driver-not-found",
        note="2022. Docker Desktop on an Intel iMac with an AMD Radeon GPU: no NVIDIA GPU or driver exists for the toolkit to load, so '--gpus all' fails on libnvidia-ml.so.1. Confirmed by the outcome in the poster's own post: without '--gpus all' the container starts (on the CPU). The stored copy shows no maintainer reply (issue closed). Root cause in plain words: no NVIDIA GPU on a Mac.",
        platform="macos",
    ),
    CorpusLog(
        name="fastsurfer-virtualbox-ubuntu-found-no-nvidia-driver",
        source=_GH + "Deep-MI/FastSurfer/issues/39",
        text=r"""Hi, I am sorry. I write here because of the error I am having may be due to requirements. I am running the whole segmentation and after the trials in coronal, axial, sagittal the process stops and it says it does not recognize the original MRI. The error above that is:

/home/alice/anaconda3/lib/python3.8/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA initialization: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx (Triggered internally at  /pytorch/c10/cuda/CUDAFunctions.cpp:100.)
  return torch._C._cuda_getDeviceCount() > 0

Is there a specific NVIDIA I have to download and install? I am running fastsurfer on a linux on a Ubuntu. Thank you so much for any info you can give me!""",
        expected_cause="no-nvidia-driver",
        note="2020. The comment was moved into its own issue by maintainer LeHenschel. The home directory was that of an osboxes.org virtual-machine image (user name replaced). LeHenschel: 'in order to run pytorch on your system you would need a working NVIDIA driver on your machine. That is basically the only thing you need to preinstall.' The poster: 'Without NVIDIA and CUDA, you don't think I am going to be able to run the entire process of segmentation in FastSurfer?'; answer: run the CPU version.",
        platform="linux",
    ),
    CorpusLog(
        name="hd-bet-intel-iris-laptop-found-no-nvidia-driver",
        source=_GH + "MIC-DKFZ/HD-BET/issues/16",
        text=r"""I use a Dell XPS 13 9300 with the GPU: "Intel Corporation Iris Plus Graphics G7 (rev 07)" -- on Ubuntu 20.04. When I try to run HD-BET it gives an error "RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx". 

Is there a way to get it to recognize and use my GPU? Or does it have to be NVIDIA based? 

I understand I can use my CPU, and plan on using that if the GPU cannot work, but I wanted to check!

Thanks!""",
        expected_cause="no-nvidia-driver",
        note="2021. Maintainer FabianIsensee: 'pytorch needs an Nvidia GPU. You can specify that you want to run the prediction on CPU though.' The poster: 'Ah, gotcha. Makes sense'. No NVIDIA GPU in the machine at all.",
        platform="linux",
    ),
    CorpusLog(
        name="hd-bet-thinkpad-intel-video-assertion-no-nvidia-driver",
        source=_GH + "MIC-DKFZ/HD-BET/issues/8",
        text=r"""Hi Fabian,
   Using the python venv, got HD-BET to run...somewhat....on a test file made using dcm2nii on raw Siemens multi-slice 3D data to make... myfile.nii.gz

ran
hd-bet - i infolderpath -o outfolderpath   (there is no outfolder yet...but hoping it will create one with output...)

it downloaded from xenodo.org OK, filled up the bet-params folder with that...

then went into traceback mode...and came up with...

Assertion Error:
Found no nvidia driver on your system, please check that you have an nvidia gpu....

yep...no nvidia...it's a core i5 vPro computer (a thinkpad 430) that uses INTEL video and which gets implemented using MESA and openGL 3 in ubuntu 16 in this case.

Don't have a fancy computer to burn for a linux box...this one is nice...but nothing fancy...time to run is not an issue..the computer is dedicated and can run for days...literally...""",
        expected_cause="no-nvidia-driver",
        note="2020. A comment (an e-mail reply) by the poster drswgw in an installation thread; the error is retyped, not pasted. The poster states the cause himself: the ThinkPad has Intel graphics and no NVIDIA GPU ('yep...no nvidia'). His signature and the quoted e-mail are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="nnunet-dcu-accelerator-found-no-nvidia-driver",
        source=_GH + "MIC-DKFZ/nnUNet/issues/1635",
        text=r"""RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx

My dirvers is DCU, nnUNetv2 must require nvidia GPU?""",
        expected_cause="no-nvidia-driver",
        note="2023. The first line is the issue's title. The machine has a DCU (a Hygon accelerator), no NVIDIA GPU. Maintainer FabianIsensee: 'You need to have a Nvidia GPU for the default setting but we also support apple MPS and CPU. Specify the device you want with -device'.",
        platform="linux",
    ),
    CorpusLog(
        name="nnunet-upgrade-pulled-torch-16-driver-too-old-10000",
        source=_GH + "MIC-DKFZ/nnUNet/issues/320",
        text=r"""want to train my own data, which is called RibFrac dataset, 
got:**AttributeError: 'NoneType' object has no attribute 'is_alive'**

First I run :   pip install --upgrade nnunet, then rerun plan_and_preprocess_task.py, 
Then I run:    OMP_NUM_THREADS=1 python run/run_training.py 3d_fullres ......
Got this error :      **TypeError: expected str, bytes or os.PathLike object, not NoneType**

looks like the machine is running code in python3.7/site-packages/nnunet instead of where I git cloned it.

then I copied the code into site-packages and rerun  python run/run_training.py 3d_fullres ......
Got this error :      **AttributeError: 'NoneType' object has no attribute 'is_alive'**

Also got another issue: AssertionError: 
The NVIDIA driver on your system is too old (found version 10000).

But strangely, I was training LiTS dataset few days ago, it is 100% OK. How comes that today it doesn't work. 

scratching my head now....""",
        expected_cause="driver-too-old",
        note="2020. Maintainer FabianIsensee: 'I have done an update recently that requires pytorch 1.6.0. It could be that by upgrading you also have upgraded pytorch and that the automatically installed pytorch version is incompatible with your driver because it was built with a newer version of CUDA. Please upgrade your graphics driver or downgrade nnU-Net.' The driver supported CUDA 10.0 only.",
        platform="linux",
    ),
    CorpusLog(
        name="nnunet-company-server-driver-too-old-10010",
        source=_GH + "MIC-DKFZ/nnUNet/issues/1806",
        text=r"""I got this error **The NVIDIA driver on your system is too old (found version 10010).** Because CUDA 10.1 only support pytorch <= 1.8, but I can't upgrade my driver because I am using a server at my company.

As I know, nnUnet V1 requires pytorch >= 1.10, V2 requires pytorch >= 2.0. So how can I run nnUnet with pytorch <= 1.8.""",
        expected_cause="driver-too-old",
        note="2023. The poster named the cause (a driver for CUDA 10.1 under a PyTorch 2 build) and could not update it; maintainer Karol-G agreed nnU-Net v2 cannot run on PyTorch <= 1.8 and suggested nnU-Net v1 or a newer PyTorch. Closed as stale.",
        platform="linux",
    ),
    CorpusLog(
        name="nnunet-v2-aws-instance-nvidia-driver-too-old",
        source=_GH + "MIC-DKFZ/nnUNet/issues/2160",
        text=r"""RuntimeError: NVIDIA driver too old

Earlier (2 years ago), I successfully trained on the same aws instance using nnUNet but now nnUNetv2, I am facing this problem.

here is my configuration. Please help me.""",
        expected_cause="driver-too-old",
        note="2024. Mostly prose: the first line is the issue's title, the log and configuration were screenshots. Maintainer sten2lu: 'nnU-Net uses pytorch and CUDA under the hood. Therefore your NVIDIA driver needs to be compatible with the CUDA version. Therefore it is best to update your CUDA driver'. The poster did not dispute it (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="nnunet-centos-epoch0-no-kernel-image",
        source=_GH + "MIC-DKFZ/nnUNet/issues/1040",
        text=r"""I am trying to train with CentOS 7.9. The training process started at epoch 0 and raise an error:
 CUDA error: no kernel image is available for execution on the device. CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
Any solutions?""",
        expected_cause="compute-capability-unsupported",
        note="2022. Maintainer FabianIsensee: 'It seems like the pytorch version you installed is not compatible with the GPU you have. Try upgrade pytorch (see their website) or building it yourself'. The GPU is not named here; the same poster's nnU-Net thread two weeks later (MIC-DKFZ/nnUNet#1057) shows 'If you want to use the NVIDIA GeForce RTX 3090 GPU with PyTorch' warnings, i.e. an sm_86 GPU under a build without it.",
        platform="linux",
    ),
    CorpusLog(
        name="ivadomed-torch-130-driver-too-old-10000",
        source=_GH + "ivadomed/ivadomed/issues/69",
        text=r"""To reproduce :

1. Create venv and install dependencies
2. `python -c 'import torch;print(torch.cuda.is_available())'` gives `False`

~Weird since pytorch doc requires CUDA 9 or above and we have CUDA 10~

Possibly a driver version and not CUDA version issue? `print(torch.cuda.get_device_name(0))
` gives :

> AssertionError: 
The NVIDIA driver on your system is too old (found version 10000).
Please update your GPU driver by downloading and installing a new
version from the URL: http://www.nvidia.com/Download/index.aspx
Alternatively, go to: https://pytorch.org to install
a PyTorch version that has been compiled with your version
of the CUDA driver.

Looks related https://github.com/pytorch/pytorch/issues/27738""",
        expected_cause="driver-too-old",
        note="2019. Title 'Pytorch 1.3.0 cuda not detected'. The poster (olix86, a developer of the project) edited the post to strike the CUDA-version guess and point at the driver; the project then pinned torch 1.2.0 (CUDA 10.0) 'until we decide out what to do with CUDA 10.1 vs torch 1.3.0 (#69)' (ivadomed/ivadomed#73, same author). The driver supported CUDA 10.0; torch 1.3.0 wheels were built for CUDA 10.1.",
        platform="linux",
    ),
    CorpusLog(
        name="nndetection-docker-rtx-4080-not-supported-in-container",
        source=_GH + "MIC-DKFZ/nnDetection/issues/204",
        text=r"""Hi, I build and run the docker, everything looks right except a warning that stated Detected NVIDIA NVIDIA GeForce RTX 4080 GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container

Is there any solution to this problem ?""",
        expected_cause="compute-capability-unsupported",
        note="2023. The NVIDIA PyTorch base image predates the Ada GPU. Maintainer mibaumgartner: 'You could try to bump the base image in the docker image to a newer PyTorch version (make sure to keep the PyTorch Version below 2.0 since it is not yet supported in nnDetection).' No reply from the poster; closed as stale. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="nbest-docker-h100-sm90-torch-113-cu117",
        source=_GH + "TaoZhong11/nBEST/issues/1",
        text=r"""Hi @TaoZhong11 ,

Thanks for this amazing work!

I encountered an error while running the Docker image with data I obtained from https://fcon_1000.projects.nitrc.org/indi/PRIMEdownloads.html. To troubleshoot, I tested the demo dataset by keeping only the file `macaque_sub-032144_ses-001_run-1_T1w.nii.gz` in the data/ directory and removing the rest. However, I received the same error message.

The only output I got was brain masks, but they were empty (all zero values).

Any suggestions on how to resolve this issue would be much appreciated! Thank you!

```
Predicting brain mask
using model stored in  /workspace/nnUNet_trained_models/nnUNet/3d_fullres/Task509_tissue_infant/nnUNetTrainerV2_DA3_BN_UNeXt_axial_attn__nnUNetPlans_pretrained_IDENTIFIER
This model expects 1 input modalities for each image
Found 1 unique case ids, here are some examples: ['macaque_sub-032144_ses-001_run-1_T1w']
number of cases: 1
number of cases that still need to be predicted: 1
emptying cuda cache
loading parameters for folds, [1]
EVALUATION_FOLDER is not defined and nnU-Net extension cannot be used for evaluation. If this is not intended behavior, please read documentation/setting_up_paths.md for information on how to set this up.

/usr/local/lib/python3.7/site-packages/torch/cuda/__init__.py:155: UserWarning:
NVIDIA H100 PCIe with CUDA capability sm_90 is not compatible with the current PyTor
...""",
        expected_cause="compute-capability-unsupported",
        note="2024. The stored copy of the paste breaks off inside the H100 warning (kept as is, marked '...'). Maintainer TaoZhong11 pointed at 'a mismatch between the H100 architecture and the PyTorch version (1.13.1+cu117) in the Docker'; the poster: 'I missed the H100 warning somehow' and later 'I was able to run nBEST on a different GPU.'",
        platform="linux",
    ),
)
