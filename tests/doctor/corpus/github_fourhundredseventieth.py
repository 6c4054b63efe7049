# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-seventieth set of real threads: medical imaging and microscopy tools on PyTorch (2022-2025), from GitHub issues on kreshuklab/panseg (PlantSeg), bioimage-io/core-bioimage-io-python, MIC-DKFZ/nnUNet, sarahmhooper/Medallion, Project-MONAI/MONAILabel and gaudot/SlicerDentalSegmentator.

Broken kinds held: a CPU-only PyTorch left in the environment by the install recipe (PlantSeg's
mamba command, bioimage.io's conda command, MONAI Label in an Anaconda environment on Windows,
3D Slicer's PyTorch extension on an RTX 50 card), a PyTorch pinned by the tool too old for an
RTX 4090 (Medallion), and one cuDNN execution failure in nnU-Net that went away with another
CUDA/cuDNN/PyTorch combination (no catalogue ID). All broken: 6; working runs: 0.

Left out: most threads of this angle had no confirmation in the stored copy, or were already held
or listed as seen. Opened and left: cellpose#640 (driver 456.71 with cudatoolkit 11.3; outcome
not stored), cellpose#264 (GT 730 'no kernel image'; outcome not stored), DeepLabCut#2666,
#2998, #3068, #3080 and #3304 (DLC 3 on PyTorch not using the GPU, RTX 50 cards; no confirmation
stored), TotalSegmentator#156 (RTX 4080 not used; outcome not stored), nnUNet#635 and nnUNet#892
(no confirmation), PlantSeg#154, qupath-extension-wsinfer#41, instanseg#111, bacmman#20 and
CSBDeep#53 (outcomes not stored). Threads on other programs met on the way (UFold, Pointnet2,
SLEAP, QGIS AI-Segmentation) were outside the angle. SlicerSPECTRecon#51 was left out because the
post is the poster's own workaround announcement (no problem text apart from the fix).

At first look (the doctor of commit 56a7ba4) the cause was named in 2 of the 6 broken logs,
each first; there is no working run in the set. After the changes of the same day, 4 of 6,
each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="plantseg-mamba-recipe-pytorch-cuda-11-7-still-cpu",
        source=_GH + "kreshuklab/panseg/issues/172",
        text=r"""PlantSeg latest version, having issue with using CUDA from GUI.
I installed Plantseg using "mamba create -n plant-seg -c pytorch -c nvidia -c conda-forge -c lcerrone plantseg pytorch-cuda=11.7 cudatoolkit". My cuda version is 11.7. I still have this issue that plantSeg is using CPU, not cuda. This happened after several reinstallations as well. 

![cuda 11 7](https://github.com/hci-unihd/plant-seg/assets/49643312/87699ea6-3270-438f-9ab7-96119c4bc249)""",
        expected_cause="framework-cpu-only-build",
        note="2023. The first line is the issue title. Maintainer lorenzocerrone: 'yes I had the same issue. Try the new installation command, it should work'; the new command names pytorch itself ('mamba create -n plant-seg -c pytorch -c nvidia -c conda-forge -c lcerrone pytorch pytorch-cuda=11.8 pyqt plantseg'); the poster: 'Great. Its finally working fine. Thanks a lot.' The cause is implied by the fix: the old recipe let the solver keep a CPU-only PyTorch (the repository's issue #83 says the same of its earlier recipe: 'the current installation instructions installs only pytorch cpu'). Prose plus a screenshot; the operating system is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bioimageio-core-conda-readme-install-torch-not-compiled-with-cuda",
        source=_GH + "bioimage-io/core-bioimage-io-python/issues/307",
        text=r"""I created a new conda environment and followed the instructions in the [README](https://github.com/bioimage-io/core-bioimage-io-python/blob/main/README.md)
````
# gpu installation
conda install -c pytorch -c conda-forge bioimageio.core pytorch torchvision cudatoolkit
`````
The result of the following python code gives a telling error:
````
print(torch.cuda.get_device_name(0))
...
AssertionError: Torch not compiled with CUDA enabled
````
`cudatoolkit` appears in the conda list though. 
````
cudatoolkit               11.7.0              ha6f8bbd_10    conda-forge
````

Could it be because cuda is no longer in the extras_require of pytorch? https://github.com/bioimage-io/core-bioimage-io-python/blob/main/setup.py#L41 """,
        expected_cause="framework-cpu-only-build",
        note="2022. Maintainer constantinpape: 'It looks like conda installed the cpu version. Could you also post what you get in conda list for `pytorch`?'; the poster: 'Yes, it seems like the cpu version got installed: pytorch 1.12.1 py3.9_cpu_0 pytorch'; the maintainer then changed the installation instructions. The first post's last paragraph (cut here, it is the workaround) says that 'conda install pytorch torchvision torchaudio cudatoolkit=11.6 -c pytorch -c conda-forge' in another environment on the same computer gave a working CUDA. The operating system is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="monailabel-windows-train-deserialize-cuda-is-available-false",
        source=_GH + "Project-MONAI/MONAILabel/issues/1015",
        text=r"""...
    load_tensor(dtype, nbytes, key, _maybe_decode_ascii(location))
  File "C:\ProgramData\Anaconda3\envs\monailabel-env\lib\site-packages\torch\serialization.py", line 1001, in load_tensor
    wrap_storage=restore_location(storage, location),
  File "C:\ProgramData\Anaconda3\envs\monailabel-env\lib\site-packages\torch\serialization.py", line 175, in default_restore_location
    result = fn(storage, location)
  File "C:\ProgramData\Anaconda3\envs\monailabel-env\lib\site-packages\torch\serialization.py", line 152, in _cuda_deserialize
    device = validate_cuda_device(location)
  File "C:\ProgramData\Anaconda3\envs\monailabel-env\lib\site-packages\torch\serialization.py", line 136, in validate_cuda_device
    raise RuntimeError('Attempting to deserialize object on a CUDA '
RuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. If you are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu') to map your storages to the CPU.
[2022-09-25 05:02:37,573] [25360] [ThreadPoolExecutor-0_0] [INFO] (monailabel.utils.async_tasks.utils:77) - Return code: 1
```

Look forward to guidance for working with monai.

Thanks again.

Best Regards,
Amit.""",
        expected_cause="framework-cpu-only-build",
        note="2022. Only the tail of the first post is in the stored copy (head cut, marked '...'). Maintainer tangy5 pointed at the log's 'torch.cuda.is_available() is False'; the poster: 'based on your suggestion, I reinstalled nightly release of pytorch in monailabel-env' and showed `torch.cuda.is_available()` now printing True (training then failed on another, non-GPU error). The PyTorch in the Windows Anaconda environment could not use CUDA and a CUDA build replaced it; the thread does not say in so many words that the first one was a CPU-only build. Weak.",
        platform="windows",
    ),
    CorpusLog(
        name="slicer-dentalsegmentator-rtx-50-pytorch-extension-without-gpu-support",
        source=_GH + "gaudot/SlicerDentalSegmentator/issues/32",
        text=r"""Compatible with 50xx series gpu
There was a problem - when installing on a 50xx series gpu, the pyToarch versions did not download correctly (by default, without gpu support).""",
        expected_cause="framework-cpu-only-build",
        note="2025. The first line is the issue title; the rest of the post is the poster's own fix, cut here: '**Solution** - version cuda 12.8+ pyTorch of the same version. First, manually remove the incorrect version of pyToarch from slicer 3d.' Maintainer Thibault-Pelletier: 'Thanks @Viper-by for reporting this workaround!'. 3D Slicer's PyTorch extension installed a build without GPU support for the RTX 50 card. Weak: prose only, and the operating system is not stated (windows is a guess); it could also be read as a CUDA build too old for Blackwell (compute-capability-unsupported), but the poster says 'without gpu support'.",
        platform="windows",
    ),
    CorpusLog(
        name="medallion-rtx-4090-no-kernel-image-old-pinned-torch",
        source=_GH + "sarahmhooper/Medallion/issues/1",
        text=r"""RuntimeError: CUDA error: no kernel image is available for execution on the device
Encountered this error when execute `bash install_check.sh`. 

I am using RTX 4090.""",
        expected_cause="compute-capability-unsupported",
        note="2024. The first line is the issue title. The poster: 'I managed to run `bash install_check.sh` without issue. What I did is install the version of `torch` and `torchvision` of 1.13.1 and 0.14.1 respectively' (and renamed one torchvision call), 'Might need to change the version of torch and torchvision in `medallion\\setup.py`'; maintainer sarahmhooper: 'Thanks for the comment and fix!'. The older PyTorch pinned by the medical-segmentation package had no kernels for the Ada GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="nnunetv2-two-gpus-cudnn-status-execution-failed-cuda-11-8-torch-2-2",
        source=_GH + "MIC-DKFZ/nnUNet/issues/1981",
        text=r""""RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED" when training nnunetv2
I have 2 gpus & I train with command:  'CUDA_VISIBLE_DEVICES=0,1 nnUNetv2_train Dataset006_Lung 3d_lowres 0 -num_gpus 2'

I have cuda 11.8  & pytorch 2.2.1

And I get this error

How to fix this please ?

![Screenshot from 2024-02-29 15-13-11](https://github.com/MIC-DKFZ/nnUNet/assets/16796765/e1e1c9cb-cb7a-4b7d-8d20-d22766283033)""",
        expected_cause=None,
        note="2024. The first line is the issue title (the log itself is a screenshot). The poster two days later: 'Update: I downgraded my cuda to 11.7 . I installed CUDA 11.7 with cudnn 8.5.0 and torch 2.0.1. Now it is working fine !!', and: 'I downgraded a CUDA & installed a few compatible CUDNN versions until one of them worked & the error was gone.' No catalogue ID: the cause was a CUDA/cuDNN/PyTorch version combination that failed on this machine; which library was at fault is not settled.",
        platform="linux",
    ),
)
