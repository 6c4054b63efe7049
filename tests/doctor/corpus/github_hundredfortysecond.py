# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-second set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories outside tensorflow/tensorflow (DeepLabCut/DeepLabCut, lllyasviel/stable-diffusion-webui-forge, minimaxir/textgenrnn), on one angle: working runs with alarming lines.

Angle: runs that worked (training ran, the GPU was in use, or the answer called the line harmless)
while the poster asked whether a TensorFlow line meant something was wrong. Kinds held: the BFC
allocator's 'ran out of memory ... The caller indicates that this is not a failure' notice while
multi-animal DeepLabCut training ran on the GPU (Windows), the 'oneDNN custom operations are on'
notice in a Stable Diffusion WebUI Forge console, and cuBLAS's 'TensorFloat-32 will be used for
the matrix multiplication' notice printed right before textgenrnn training. Broken: 0. Working
runs: 3.

Small set, and no broken record: the searches mostly returned threads the corpus already holds
(every cuDNN/cuFFT/cuBLAS 'factory already registered', TF-TRT and NUMA thread on kohya_ss,
sagiodev/stablediffusion_webui, verlab/DescriptorReasoning_ACCV_2024, LlamaFactory, so-vits-svc,
keras-io, deepvariant, sleap, stardist, Time-LLM and the like), or threads on tensorflow/tensorflow
that other sets gather, or threads whose stored copy stops before any answer or
outcome. The confirmed broken set-ups met on the way (talmolab/sleap#587 GPU memory,
DeepLabCut#1398 missing CUDA 11, faceswap-playground#227 cuDNN 7.0.5 vs 7.2.1) are all in the corpus
already.

At first look (the doctor of commit 5901921) there was no broken log to name (0 of 0); the three
working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deeplabcut-madlc-windows-allocator-not-a-failure-training-works",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1089",
        text=r"""@MMathisLab The training is working!  A message popped up indicating that we may need a larger GPU.  This should not affect the training performance, right?  

Thank you very much for your help!!

> Starting multi-animal training....
> 2021-01-25 15:02:10.390154: W tensorflow/core/common_runtime/bfc_allocator.cc:211] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.26GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.

Below shows the full output:
<details><summary>Code output</summary><p>
[Selecting multi-animal trainer
Config:
{'all_joints': [[0], [1], [2], [3], [4], [5], [6], [7]],
 'all_joints_names': ['miniscope',
                      'leftear',
                      'rightear',
                      'button',
                      'midbody',
                      'tailbase',
                      'midtail',
                      'lever'],
 'batch_size': 4,
 'crop_pad': 0,
 'cropratio': 0.4,
 'dataset': 'training-datasets\\iteration-0\\UnaugmentedDataSet_M83_GPUJan19\\M83_GPU_AK95shuffle1.pickle',
 'dataset_type': 'multi-animal-imgaug',
 'deterministic': False,
 'display_iters': 500,
 'fg_fraction': 0.25,
 'global_scale': 0.8,
 ...""",
        expected_cause=None,
        harmless=True,
        note="2021. The poster's own later comment in a thread that opened with a 'cuDNN launch failure' (maDLC, dlc-windowsGPU env, batch_size 8; the opening post is not used here: what fixed it is not in the stored copy, only a maintainer's question 'Did you crop your labeled data?'). This comment reports the outcome: 'The training is working!' with batch_size 4 in the config; the only TensorFlow line is the BFC allocator's 'ran out of memory ... The caller indicates that this is not a failure' notice, which the poster read as needing a larger GPU. Harmless by the outcome: training runs on the GPU (GPU_0_bfc is the GPU allocator). The maintainer's reply to the question is not in the stored copy. The full output after 'Code output' is cut in the stored copy; the user path in the config (C:\\Users\\...) was left out.",
        platform="windows",
    ),
    CorpusLog(
        name="forge-webui-onednn-notice-informational",
        source=_GH + "lllyasviel/stable-diffusion-webui-forge/issues/1573",
        text=r"""TF_ENABLE_ONEDNN_OPTS=0

I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.""",
        expected_cause=None,
        harmless=True,
        note="2024. The first line is the issue's title; the body is the one log line. A collaborator (DenOfEquity) answered: 'That's just an informational message, and not directly related with Forge.' The thread says nothing else: not the GPU, nor the platform (linux is a placeholder); Forge itself generates on the GPU with PyTorch, the line comes from a TensorFlow that an extension or dependency imports.",
        platform="linux",
    ),
    CorpusLog(
        name="textgenrnn-tensorfloat32-notice-before-training",
        source=_GH + "minimaxir/textgenrnn/issues/272",
        text=r"""change to float16 instead of 32?

`I tensorflow/stream_executor/cuda/cuda_blas.cc:1614] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.` right before training. I'd rather use f16 to be more conservative of GPU memory.""",
        expected_cause=None,
        harmless=True,
        note="2023. The first line is the issue's title. No answer in the stored copy (open). Harmless by the outcome the poster states: the line is printed 'right before training', i.e. training goes on, on the GPU (TensorFloat-32 is used only on an Ampere or newer NVIDIA GPU). The poster does not call it an error but wants float16 instead, thinking of GPU memory; TF32 is a precision mode of the matrix units, not a memory setting. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
