# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""An eighty-second set gathered apart: GitHub threads on the trackers of applications and research code built on TensorFlow (not tensorflow/tensorflow itself), found by their failure messages.

Broken kinds held: a pip TensorFlow newer than the cuDNN of the runtime it runs on, an RTX 30xx
card driven by a TensorFlow 1.x / CUDA 10 build, and CUDA 11.2 DLLs present on Windows but not on
the DLL search path. Working runs: 1.

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in all 3 broken logs, each first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="object-detection-api-colab-tf291-dnn-library-not-found",
        source=_GH + "CatchZeng/object-detection-api/issues/3",
        text=r"""Unable to train with colab

2 root error(s) found.
  (0) UNIMPLEMENTED:  DNN library is not found.
     [[{{node functional_1/conv1_conv/Conv2D}}]]
     [[StatefulPartitionedCall/SecondStagePostprocessor/BatchMultiClassNonMaxSuppression/MultiClassNonMaxSuppression/Reshape_5/_126]]
  (1) UNIMPLEMENTED:  DNN library is not found.
     [[{{node functional_1/conv1_conv/Conv2D}}]]
0 successful operations.

Pls upload the requirements.txt , Instead of installing from  make file""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Weak-ish: another user in the thread (bluecube246) found the cause and the fix, and the maintainer (CatchZeng) acknowledged it: 'when you run the colab code tensor flow updates to 2.9.1 ... I did !pip install --upgrade tensorflow==2.8.0 and it's working'. The pip TF 2.9.1 expects a newer cuDNN than the Colab runtime shipped (same episode as googlecolab/colabtools#3012); the OP did not write back. Google Colab.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-rtx3090-tf113-cuda10-predictions-top-left-prose",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1142",
        text=r"""All predictions place in top left-hand corner

OS: Ubuntu 20.10 (Pop!_OS)
DeepLabCut Version: 2.1.10.2
CUDA: 10.0
cudnn: 7.6.5
GPU: RTX 3090
Tensorflow 1.13.1
Anaconda env used: DLC-GPU

After setting a new Ubuntu system and installing a fresh DLC-GPU, I've encountered an issue with GPU. Initially I received an error training, but managed to fix it following this issue, as I'm using RTX 3090: https://github.com/DeepLabCut/DeepLabCut/issues/1017

However, even though I'm able to progress through training without any issues, when I evaluate the network I get an error of roughly 500 pixels in both train and test despite running 100,000 iterations and plateuing at a loss of 0.03. However, all labels are placed in the top left-hand corner. I've tried starting a new project and relabeling, but to no avail. I've also attached a photo. Interestingly, after the first 1000 iterations the terminal outputs an astronomically high error, then drops to 0.12 at 2000.
![Training-Tracking_video2020-11-10T14_41_16-img19450](https://user-images.githubusercontent.com/...)

I've previously used DLC without issues. I've even processed videos from an identical setup using older versions of DLC on a windows machine with great re...""",
        expected_cause="compute-capability-unsupported",
        note="2021. Environment and prose only. The maintainers retitled the issue with their diagnosis, '[ RTX 3*** does NOT work with TensorFlow 1.x! == odd errors! Please use deeplabcutcore ]', and closed it; the poster followed it (two days later they opened DeepLabCut/DeepLabCut#1146 about running deeplabcutcore, the TF2 version, on the same RTX 3090). An Ampere card (sm_86) under a TF 1.13 / CUDA 10.0 build.",
        platform="linux",
    ),
    CorpusLog(
        name="emotion-detection-windows-tf293-cudart64-110-not-on-dll-path",
        source=_GH + "atulapra/Emotion-detection/issues/65",
        text=r"""What are the CUDA and cuDNN versions corresponding to tensorflow=2.9.3? I have tried many methods online but have failed, unable to use GPU

My cuda version is 11.2 and cuDNN is 8.1
![image](https://github.com/atulapra/Emotion-detection/assets/53038480/ac79d07a-9e2e-4631-8c3d-00b9164c79c1)
2024-02-23 14:22:42.333730: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2024-02-23 14:22:42.334621: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cublas64_11.dll'; dlerror: cublas64_11.dll not found
2024-02-23 14:22:42.335515: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cublasLt64_11.dll'; dlerror: cublasLt64_11.dll not found""",
        expected_cause="cuda-libraries-missing",
        note="2024. Weak: the OP did not write back; another user with the same errors posted the fix that worked for them, adding the CUDA 11.2 bin folder to the DLL search path ('_os.add_dll_directory(r\"C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2\\bin\") ... my issue fixed with this'). So the CUDA 11 DLLs were installed but could not be loaded by TF 2.9.3 on native Windows.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="donkeycar-510-rtx3070-train-layout-failed-works",
        source=_GH + "autorope/donkeycar/issues/1181",
        text=r"""Yes sir, going with your recommendation to install donkeycar v5.1.0 (which requires python `>=3.11` and `<=3.12`), the training -- apparently -- succeeds (even with my 17 image test dataset):

	$ donkey train --tub data

	using donkey v5.1.0 ...
	[...]
	INFO:donkeycar.pipeline.types:Loading tubs from paths ['data']
	INFO:donkeycar.pipeline.training:Records # Training 13
	INFO:donkeycar.pipeline.training:Records # Validation 4
	[...]
	INFO:donkeycar.parts.keras:////////// Starting training //////////
	Epoch 1/100
	2024-06-05 00:48:34.244384: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:961] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inlinear/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
	2024-06-05 00:48:34.517973: I external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:454] Loaded cuDNN version 8906
	2024-06-05 00:48:35.751589: I external/local_xla/xla/service/service.cc:168] XLA service 0x7d6ab00145b0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
	2024-06-05 00:48:35.751618: I external/local_xla/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA GeForce RTX 3070, Compute Capability 8.6
	2024-06-05 00:48:35.755479: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
	WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
	...""",
        expected_cause=None,
        harmless=True,
        note="2024. A working GPU training run after the poster (the issue's author) moved to donkeycar 5.1.0 on the maintainer's (DocGarbanzo) advice: 'the training -- apparently -- succeeds', on an RTX 3070 with cuDNN 8.9 loaded. The scary line is TF's grappler 'layout failed: INVALID_ARGUMENT ... LayoutOptimizer', which does not stop training; no catalogue id for it. The stored copy of the log is cut after the absl line.",
        platform="linux",
    ),
)
