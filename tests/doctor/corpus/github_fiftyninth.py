# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fifty-ninth set of real threads, gathered apart: GitHub issues on model-code and application trackers (a thesis notebook, spleeter, ArcGIS Pro's deep-learning bundle, samseg, YOLOv4 and a capstone project in TensorFlow 2 and 1, LotteryAi, YOLOv3), threads of 2019-2024.

Broken kinds held: CUDA runtime libraries that the TensorFlow build needs not found on native
Windows, a TensorFlow too new for the rest of the user's GPU stack (no catalogue cause), a
CPU-only TensorFlow shipped for native Windows after 2.10, and an app that installs CPU-only
TensorFlow by default; and, prose only, a conda environment without cudatoolkit and cuDNN, a CUDA
release other than the TensorFlow 1 build's, and an RTX 3090 under frameworks built for CUDA
10.1. Working runs: 2. Four of the nine records come from threads of 2023 or later (three of
2024).

At first look (the doctor of commit cd76ac6, before this set was read) the cause was named in 2
of the 7 broken logs (1 has no catalogue cause), both first; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="master-thesis-win-rtx4060-cudart64-110-not-found",
        source=_GH + "thanh-guong/master-thesis/issues/7",
        text=r"""Hi, thank you very much for your answer. I have successfully solved the dataset problem, but a new problem has arisen. I have installed the CUDA component, but it still reports an error.
Executing:  18%|█▊        | 7/39 [00:06<00:19,  1.68cell/s]2024-12-24 17:27:03.412631: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2024-12-24 17:27:03.412876: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
Executing:  59%|█████▉    | 23/39 [00:42<00:23,  1.44s/cell]2024-12-24 17:27:39.019155: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library nvcuda.dll
2024-12-24 17:27:40.598415: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: NVIDIA GeForce RTX 4060 Laptop GPU computeCapability: 8.9
coreClock: 1.89GHz coreCount: 24 deviceMemorySize: 8.00GiB deviceMemoryBandwidth: 238.45GiB/s
2024-12-24 17:27:40.599721: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
...""",
        expected_cause="cuda-libraries-missing",
        note="2024. The thread (first about a missing dataset) goes on with this log from the poster (hhhhh-dei); the maintainer (thanh-guong) asks for a clean install of 'CUDA Toolkit: 11.2, cuDNN: 8.1'; the poster: 'I have solved the problem about CUDA!'. The rest of the pasted log is cut here (not seen in full).",
        platform="windows",
    ),
    CorpusLog(
        name="spleeter-comment-tf212-dnn-library-not-found-pin-tf28",
        source=_GH + "deezer/spleeter/issues/60",
        text=r"""I also meet the similar problem:
Node: 'conv2d/Conv2D'
2 root error(s) found.
  (0) UNIMPLEMENTED: DNN library is not found.
         [[{{node conv2d/Conv2D}}]]
         [[strided_slice_21/_905]]
  (1) UNIMPLEMENTED: DNN library is not found.
         [[{{node conv2d/Conv2D}}]]
0 successful operations.
0 derived errors ignored.""",
        expected_cause=None,
        note="2019 thread (spleeter-gpu broken); the comment used here is from 2023. The commenter (DiaosWang) found the cause himself: in a new conda environment `pip install spleeter` had pulled TensorFlow 2.12, 'which just too high for my drive version', and he fixed it with 'pip install tensorflow==2.8.2, then pip install spleeter'. The log shows neither the driver nor the cuDNN version, so whether the driver or the cuDNN in the environment was too old for 2.12 is not said; no catalogue ID is claimed. Platform not stated (a conda environment).",
        platform="linux",
    ),
    CorpusLog(
        name="arcgis-pro-3-3-tf213-cpu-only-build-native-windows-prose",
        source=_GH + "Esri/deep-learning-frameworks/issues/97",
        text=r"""Tensorflow 2.13 does not support GPU on Windows

Doe ESRI have a recommended solution to run existing code that utilizes Keras + TF to run custom-developed GPU models? Will downgrading TF break any of the ESRI packages?

TF 2.13 is included in the Deep Learning Framework for Pro 3.3""",
        expected_cause="windows-native-no-gpu",
        note="2024. Prose only. Maintainer (cleebp): with Pro 3.3 (Python 3.11, cudatoolkit 11.8) 'we had to upgrade to the CPU-only builds of TensorFlow 2.13. This is due to upstream tensorflow dropping support for native windows GPU support in tensorflow 2.10'; the poster: 'Thanks. I was thinking that is probably the case.'",
        platform="windows",
    ),
    CorpusLog(
        name="samseg-default-cpu-tensorflow-no-gpu-use-prose",
        source=_GH + "freesurfer/samseg/issues/9",
        text=r"""Does Samseg use the GPU?

Dear Developers,

without cuda drivers, samseg issues a warning at the beginning that the GPU will not be used. This warning disappears after the cuda drivers are installed but the execution time was the same as before and "watch nvidia-smi" does not show any GPU usage at all.
Does the current version use the GPU at all? If not, do you have a GPU compiled version available or could you provide a short guide how to compile samseg with GPU support?

Thanks a lot!

Kind regards,
Lukas""",
        expected_cause="tensorflow-cpu-only-build",
        note="2024. Prose only. Maintainer (ste93ste): 'By default, samseg installed the CPU version of TensorFlow. If you want to use the GPU version, you would need to 1) uninstall the current version of TensorFlow and 2) install the GPU version of Tensorflow' (and only the lesion workflow gains from a GPU); the poster: 'thanks for the prompt reply! In fact, I was using the lesion-segmentation workflow. Thanks a lot for the hint, I am going to try it out.'",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="lotteryai-tf-trt-warning-run-completes",
        source=_GH + "CorvusCodex/LotteryAi/issues/2",
        text=r"""Warnings, but completes to predict

2023-09-14 08:56:46.293903: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-09-14 08:56:47.295135: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        expected_cause=None,
        harmless=True,
        note="2023. The poster says the program completes its prediction after these lines; the maintainer (CorvusCodex): 'Thats standard TensorFlow waringing for some users.' Closed. Whether a GPU was present is not said.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov3-pytorch-training-tensorboard-libcudart-10-1-line",
        source=_GH + "ultralytics/yolov3/issues/1617",
        text=r"""I'm getting a Tensorflow error while following the tutorial. I'm running this command:

python train.py --data coco.yaml --cfg yolov3.yaml --weights '' --batch-size 24

In the output, I see:

tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory

Is this as simple as needing to install CUDA 10.1? I have CUDA 11 installed, but maybe it's not compatible with the version of Tensorflow being used here. 

As a secondary question: what's going on with tensorflow here? I thought this library used PyTorch, and I was under the impression that PyTorch and Tensorflow were basically alternatives rather than libraries that would be used together. Am I misunderstanding how these libraries are used by this package?

The output from pip install -r requirements.txt indicates "Requirements already satisfied" for everything.""",
        expected_cause=None,
        harmless=True,
        note="2020. The training is PyTorch; TensorFlow is only imported for TensorBoard logging. Maintainer (glenn-jocher): 'tensorboard is used for logging ... it should not affect your training'; the poster thanked him and took the question to the tensorboard tracker. The poster does not say in so many words that the training went on to finish.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-tf2-no-cudnn-cudatoolkit-in-conda-env-prose",
        source=_GH + "youchangxin/YOLOv4_tensorflow2/issues/1",
        text=r"""Not support gpu?

hi, Thank for your sharing code.

I have a one question : Do not this code support gpu version by tensorflow?""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose only, weak. After the maintainer said the code supports TensorFlow GPU, the poster (Ikhwansong): 'Because of absence of cudnn, cudatoolkit. it didn't work. I just have checked it and download cudnn&cudatoolkit by anaconda command then I could see it works!'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="mlnd-capstone-tf1-cuda-version-mismatch-prose",
        source=_GH + "mvirgo/MLND-Capstone/issues/37",
        text=r"""Not using CUDA GPU despite that being available

Will edit the code to add the capability for it to use CUDA GPU (As I am trying to use this as a benchmark)""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose only, weak. Maintainer (mvirgo): 'it may be because you have a CUDA version that doesn't match to the TensorFlow version in the environment used here'; the poster: 'Yes unfortunately it seems like that this is the problem. A lot of projects on GitHub use TensorFlow V1 and it is really difficult to have multiple cuda versions'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="arcgis-pro-rtx3090-cuda101-frameworks-no-ampere-prose",
        source=_GH + "Esri/deep-learning-frameworks/issues/17",
        text=r"""Update for RTX 30 Series GPUs (CUDA 11)

When can we expect updated libraries for RTX 30 series GPUs? They have been out for over 7 months now. 
I have an RTX 3090 but it cannot run any deep learning tasks through ArcGIS Pro. My understanding is that these new GPUs require CUDA 11 support. It looks like these libraries need updated versions of PyTorch and TensorFlow as well.""",
        expected_cause="compute-capability-unsupported",
        note="2021. Prose only. The poster later: ESRI support 'did admit that this is caused by lack of CUDA 11 support'; maintainer (scdub): the deep learning packages 'are all compiled against the CUDA Toolkit 10.1 release', 'CUDA 10.1 does not natively support the binary formats Ampere provides', the PTX fallback 'can be problematic and introduces errors'. The bundle holds PyTorch as well as TensorFlow.",
        platform="windows",
    ),
)
