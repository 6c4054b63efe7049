# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundredth set of real threads, gathered apart, from GitHub issues of domain software built on TensorFlow (protein language models, RGB-D scene segmentation for robots, time-series anomaly detection, T-cell/peptide binding prediction), 2021-2024.

Broken kinds held: a conda environment whose conda-forge TensorFlow 2.4 build gave no GPU until
TensorFlow was moved to pip, and a tensorflow-gpu 1.15 that could not dlopen its CUDA libraries
until CUDA 10.0 was loaded. Working runs: 2 (Keras LSTM layers warning that they will not use
cuDNN kernels, on a GPU that TensorFlow did use).

The domain trackers searched (astronomy, physics, chemistry and materials, genomics and
proteins, microscopy and medical imaging, weather, finance, robotics, speech and music,
geospatial) gave few GPU-setup threads whose cause is confirmed within the stored text, and
nearly every one that did is already in the corpus, so this set is small.

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in 1
of the 2 broken logs, first; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="proteinbert-h100-conda-forge-tensorflow-240-no-gpu",
        source=_GH + "nadavbra/protein_bert/issues/95",
        text=r"""I'm attempting to run proteinBERT on an H100. With the recommended packages, the GPU isn't being recognized. This is the .yml I'm using to build the environment:

name: proteinBERTcuda
channels:
  - conda-forge
  - defaults
dependencies:
  - pandas=1.2.3
  - cudatoolkit=11.0
  - ipykernel
  - python=3.8.15=h257c98d_0_cpython
  - tensorflow=2.4.0
  - pip:
      - h5py==3.2.1
      - lxml==4.3.2
      - numpy==1.20.1
      - pyfaidx==0.5.8
      - tensorflow-addons==0.12.1
prefix: <your env path>

Upon further research, it appears I also need cudnn 8.0.4, which isn't available in pip or conda, so I installed manually, but still tensorflow isn't recognizing my GPU.

Does anyone have a .yml of the environment with which they are currently running proteinBERT on GPU?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2024. The poster closed it himself: 'I moved tensorflow to pip in the yml file' (tensorflow==2.4.0 under pip:, with numpy/h5py pins lowered), and later 'After getting proteinBERT to run on the GPU with the above changes finally, I got the following error' (a later, unrelated InternalError, left out). The thread says only that swapping the conda package for the pip one fixed it; that the conda-forge tensorflow 2.4.0 build is CPU-only (conda-forge had no CUDA builds of 2.4) is this corpus's reading. No log, only the environment file.",
        platform="linux",
    ),
    CorpusLog(
        name="esanet-tf-gpu-115-cannot-dlopen-until-cuda-100-loaded",
        source=_GH + "TUI-NICR/ESANet/issues/24",
        text=r"""Cannot dlopen some GPU libraries

Hi all,
I followed ReadMe for installation but I got lib errors when I train models via train.py. I have checked tf-GPU, cuda and cudnn versions. Could you help me figure it out?""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only, weak: the log itself was a screenshot (the issue title is its headline). Maintainer (danielS91): the warnings say 'your version of TensorFlow is not compatible with the CUDA / cuDNN version installed by PyTorch' (the environment pins tensorflow-gpu=1.15.0, used only for the confusion matrix; tensorflow-cpu would also do). The poster then confirmed: 'The tf errors disappear after loading cuda 10.0.130 and cudnn 10.1_v7.5', i.e. TF 1.15 needed the CUDA 10.0 libraries. Platform from the 'loading' (environment modules) wording.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="orion-windows-gpu-lstm-not-using-cudnn-kernel-warning",
        source=_GH + "sintel-dev/Orion/issues/416",
        text=r"""* Orion version: 0.4.1
* Python version: 3.8
* Operating System: windows

I hope this message finds you well. I am currently using the orion-ml package with a GPU in my Python project and have come across an issue with a warning message that reads:

`**WARNING:tensorflow:Layer lstm_2 will not use cuDNN kernel since it doesn't meet the cuDNN kernel criteria. It will use generic GPU kernel as fallback when running on GPU.**`

I am reaching out to you because I am not sure what this warning message means, and I am concerned that it may affect my project. I would be grateful if you could provide some insight into this issue and any potential solutions.

Thank you very much for your time and assistance.""",
        harmless=True,
        note="2023. Working run on a GPU with a scary Keras line. Maintainer (sarahmish): 'The warning is only suggesting that the cuDDN kernel is not being used'; for GPU use of the tadgan pipeline she points to tadgan_without_dropout_gpu (the dropout in the LSTM is what breaks the cuDNN criteria). Nothing in the setup was wrong. The pasted line itself is printed whether or not a GPU is in use; that the GPU was used rests on the poster's word (Orion 0.4.x pins a TensorFlow older than 2.11, so native-Windows GPU use is possible).",
        platform="windows",
    ),
    CorpusLog(
        name="pmtnet-two-k80-lstm-generic-gpu-kernel-warning",
        source=_GH + "tianshilu/pMTnet/issues/11",
        text=r"""Hi, when I try to use pMTnet a waring appears looks like this：
`2022-05-16 10:04:14.706952: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-05-16 10:04:16.631750: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 10791 MB memory:  -> device: 0, name: Tesla K80, pci bus id: 0000:86:00.0, compute capability: 3.7
2022-05-16 10:04:16.635577: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 10791 MB memory:  -> device: 1, name: Tesla K80, pci bus id: 0000:87:00.0, compute capability: 3.7
2022-05-16 10:04:18.266973: I tensorflow/stream_executor/cuda/cuda_dnn.cc:366] Loaded cuDNN version 8100
WARNING:tensorflow:Layer lstm_2 will not use cuDNN kernels since it doesn't meet the criteria. It will use a generic GPU kernel as fallback when running on GPU.
WARNING:tensorflow:Layer lstm_1 will not use cuDNN kernels since it doesn't meet the criteria. It will use a generic GPU kernel as fallback when running on GPU.`
And I ...""",
        harmless=True,
        note="2022. Working run: both K80s were created as TensorFlow devices and cuDNN 8.1 was loaded for the model, then Keras warned that two LSTM layers fall back to the generic GPU kernel (a layer-configuration notice, not a setup fault). No maintainer reply is in view and the stored post breaks off after 'And I', so the harmless reading rests on the log alone.",
        platform="linux",
    ),
)
