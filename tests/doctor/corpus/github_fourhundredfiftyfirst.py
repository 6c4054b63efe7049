# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftyfirst set of real threads: TensorFlow/Keras and PyTorch medical-imaging, neuroimaging and bioinformatics tools on NVIDIA GPUs (2021-2025), from GitHub issues on BBillot/SynthSeg, nanoporetech/medaka, nanoporetech/bonito, computational-cell-analytics/micro-sam, gaudot/SlicerDentalSegmentator and Mohinta2892/catena.

Broken kinds held: a CPU-only framework build where the GPU was expected (conda-forge's
cpu_generic PyTorch under micro-sam, a CPU PyTorch under 3D Slicer's DentalSegmentator, and the
TensorFlow inside the ontresearch/medaka Docker image, not a CUDA build), a GPU newer than the
PyTorch build (bonito's pinned torch 1.8.0 on an RTX 3090, the synful environment of catena), and
an old CUDA 10 ptxas that does not know sm_86 under SynthSeg's TensorFlow, so the driver compiled
the PTX and the first run took a quarter of an hour. Only two of the six are TensorFlow-based; the
TensorFlow tools of this angle gave few confirmed threads. All broken: 6; working runs: 0.

Left out: most threads met on these tools had no confirmation in the stored copy (the stored
excerpt is the opening, the fix or the poster's reply lies past it): SynthSeg#49 (Python 3.8 env,
GPU never detected; only helpers' checklists seen), deepvariant#820 (an AMD 'Vega 20' with the
NVIDIA GPU image), #844, #849, #985, #1054, deepconsensus#70, medaka#236 and #430/#431,
TotalSegmentator#10 and #43, FastSurfer#6, #11 and #169, deepcell-tf#574, NiftyNet#446,
deepmedic#138, cryoCARE_pip#61, ANTsPyNet#159, panseg#242, DeepPrep#233, pepper#48, #71, #72,
#205. Others were left out for their text: pepper#32 (the maintainer confirmed a cuDNN mismatch
between the Docker image and a DGX, but the first post is not in the stored copy), hybracter#63
(the GPU part of the medaka log is past the stored opening). Not GPU setup: FastSurfer#98 (Docker
Desktop memory on a Mac, CPU run), TotalSegmentator#54 (a CPU run by choice), bonito#275 (a
library bug, fixed in Koi). Already held: CaImAn#996, chrombpnet#49 and #95, dorado#116,
deepchem#490, qsiprep#751.

At first look (the doctor of commit 2bfa426) the cause was named in 4 of the 6 broken logs, 3
first; there is no working run in the set. After the changes of the same day, 5 of 6, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="microsam-mamba-conda-forge-cpu-generic-pytorch",
        source=_GH + "computational-cell-analytics/micro-sam/issues/356",
        text=r"""I guess you wanted users to have GPU enabled version by default?

```bash
mamba create -c conda-forge -n micro-sam micro_sam
mamba install -c conda-forge napari pyqt
```
then `conda list` gives:
```bash
pytorch                   2.1.0           cpu_generic_py311h8354fdb_2    conda-forge
```""",
        expected_cause="framework-cpu-only-build",
        note="2024. Maintainer constantinpape: 'I don't really think we should assume a default here, since many users might not have a GPU. But the documentation should indeed be extended to explain how to install a GPU based pytorch.' then 'Fixed in 52c209a'; closed (the conda-forge solve gave a CPU-only PyTorch build, cpu_generic). Platform not stated; conda-forge had no Windows PyTorch then and the poster expected a GPU build, so Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="slicer-dentalsegmentator-gt730-cuda-not-available-cpu-torch",
        source=_GH + "gaudot/SlicerDentalSegmentator/issues/22",
        text=r"""CUDA not available

Hello, I'm getting this error:

![Image](https://github.com/user-attachments/assets/23c694d1-a55b-4c7a-bc45-f49d96998ed3)

I do have a CUDA compatible card installed (Nvidia GT 730) which I have tested with CompuBench.

For DentalSegmentator, do I need to install additional drivers or something?

Thanks!""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster (crosswick), the same day: 'Ah I will try to reinstall PyTorch as detailed in the readme first.' then 'That worked: - Uninstall PyTorch - 'show all compatible' after which cuda cores were visible in the computation backend dropdown - set computation backend to automatic - Install Pythorc - Restart the application'; maintainer Thibault-Pelletier: 'glad that you solved your issue!' (the PyTorch in 3D Slicer was a CPU build). The first line is the issue's title (the error itself is only a screenshot). Platform not stated in the thread; a desktop GT 730 under 3D Slicer, taken as Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="catena-synful-no-kernel-image-old-torch-new-gpu",
        source=_GH + "Mohinta2892/catena/issues/35",
        text=r"""synful conda env installation may result in the following error
```
RuntimeError: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. The repository's author (Mohinta2892), in the same post after the error: 'Solution: pip install torch torchaudio torchvision -U ... For newer GPU cards, a newer version of pytorch is needed.'; closed (the PyTorch pinned in the synful environment has no kernels for the newer GPU). Text cut before the solution. Platform not stated; a conda environment of a Linux connectomics pipeline.",
        platform="linux",
    ),
    CorpusLog(
        name="bonito-rtx3090-sm86-torch-1-8-pinned",
        source=_GH + "nanoporetech/bonito/issues/153",
        text=r"""GeForce RTX 3090 with CUDA capability sm_86 is not compatible with the current PyTorch installation. The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.

I get the error as listed in the subject line when I try to run the bonito basecaller.""",
        expected_cause="compute-capability-unsupported",
        note="2021. The poster (billytcl) found and stated the cause in the same post: 'The torch==1.8.0 requirement in bonito is breaking for 3090 cards ... It breaks the moment I run pip install ont-bonito. It forces in 1.8.0 and breaks the environment.'; reinstalling PyTorch with cudatoolkit=11.0 from conda and bonito with the torch requirement relaxed to >=1.7.0: 'I was now able to successfully basecall.' Closed. The first line is the issue's title (the error), the second the poster's sentence that follows the cause. Platform not stated (conda, pip; bonito is Linux-first), taken as Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="synthseg-rtx30-ptxas-sm86-not-defined-cuda-10",
        source=_GH + "BBillot/SynthSeg/issues/58",
        text=r"""Update. 
I tried to wait a bit longer. 
The segmentation finished, but there seems to be a compatibility issue. 

`2023-04-26 16:33:23.644848: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2023-04-26 16:50:38.755224: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] **Internal: ptxas exited with non-zero error code 65280, output: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'**

Relying on driver to perform ptx compilation. 
Modify $PATH to customize ptxas location.
This message will be only logged once.
2023-04-26 16:50:39.649522: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2023-04-26 16:51:00.818533: W tensorflow/core/framework/cpu_allocator_impl.cc:81] Allocation of 2658926592 exceeds 10% of free system memory.

segmentation  saved in:    /home/alice/morphometry/Samples/test/1.nii.gz

If you use this tool in a publication, please cite:
SynthSeg: domain randomisation for segmentation of brain MRI scans of any contrast and resolution
B. Billot, D.N. Greve, O. Puonti, A. Thielscher, K. Van Leemput, B. Fischl, A.V. Dalca, J.E. Iglesias`""",
        expected_cause="ptxas-too-old",
        note="2023. The poster (mishaberegov), in the same comment after the log: 'When I execute the `nvcc --help` command, the sm_86 is indeed not listed in the architectures options.' (SynthSeg's TensorFlow with the CUDA 10 toolkit, libcudnn.so.7 and libcublas.so.10: its ptxas predates sm_86, so TensorFlow left the PTX to the driver and the run sat about 17 minutes before the segmentation finished.) The stored copy breaks off at the maintainer's reply ('How does the segmentation look li...'); closed. The issue's opening post (title 'Recommended GPU') is not in the stored copy; this is the poster's follow-up.",
        platform="linux",
    ),
    CorpusLog(
        name="medaka-docker-image-tensorflow-not-cuda-build",
        source=_GH + "nanoporetech/medaka/issues/428",
        text=r"""No worries - CUDA errors are absolutely the most annoying things I have worked with. I ran `nvidia-smi -lms 500` and grepped history as the program ran. Nothing showed up besides the desktop window manager. Thanks again for the insight on the divide by zero.

By way of troubleshooting, I ran: `docker run --rm --gpus all ontresearch/medaka:latest python3 -c "import tensorflow as tf;print(tf.config.list_physical_devices('GPU'))"`
And got back `[]`
Also tried `docker run --rm --gpus all ontresearch/medaka:latest python3 -c "import tensorflow as tf;print(tf.sysconfig.get_build_info(),tf.__version__)"`
Got back `OrderedDict([('is_cuda_build', False), ('is_rocm_build', False), ('is_tensorrt_build', False)]) 2.7.1`""",
        expected_cause="tensorflow-cpu-only-build",
        note="2023. The poster (znruss) found it himself in the same comment: the same checks in NVIDIA's image found the GPU, 'docker run --rm --gpus all nvcr.io/nvidia/tensorflow:23.03-tf2-py3 ... Got back [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]' with a CUDA 12.1 build, while the TensorFlow 2.7.1 in ontresearch/medaka:latest reports is_cuda_build False (a CPU-only build, so medaka in that image never uses the GPU). Closed (label question); the stored copy shows no maintainer reply after it. Text cut before the comparison with NVIDIA's image. The first post (a medaka log about another error) is not used. 'Nothing showed up besides the desktop window manager' in nvidia-smi points to Docker Desktop on Windows, hence WSL2.",
        platform="wsl2",
    ),
)
