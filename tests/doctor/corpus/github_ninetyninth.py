# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-ninth set of real threads, gathered apart, from the GitHub trackers of research code from large labs and of TensorFlow's smaller libraries (google-deepmind/dnc, google-deepmind/sonnet, google-parfait/tensorflow-federated, google/automl, huggingface/transformers on its TensorFlow side, magenta/magenta), 2017-2021.

Broken kinds held: a CPU-only TensorFlow wheel in place of a CUDA build, a CPU TensorFlow pulled
in beside tensorflow-gpu by a library's requirements, a TensorFlow built for a newer CUDA than
the one in the container, a GPU far older than any CUDA build supports, and a model too large for
the GPU's memory. Working runs: 0.

The angle's trackers gave few threads whose stored copy reaches a confirmed cause; no thread
opened in 2023 or later qualified, so the set misses the 2023-2026 weighting and holds no working
run.

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in 2
of the 6 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepmind-dnc-device-mapping-no-known-devices-cpu-wheel",
        source=_GH + "google-deepmind/dnc/issues/5",
        text=r"""hi there,
is it possible to detect if the DNC is using the GPU when is running the train.py
thanks

this is my Output:
Device mapping: no known devices.

any advice please?
thanks""",
        expected_cause="tensorflow-cpu-only-build",
        note="2017. Prose plus one line. A maintainer (dm-jrae) suggested logging device placement, then a TensorFlow/driver problem; the poster: 'at last i manage to find out a solution', building TensorFlow r1.1 from source with --config=cuda, 'sudo -H pip uninstall tensorflow' and installing the CUDA build. The pip tensorflow in use was the CPU-only wheel.",
        platform="linux",
    ),
    CorpusLog(
        name="sonnet-install-pulls-cpu-tensorflow-beside-tensorflow-gpu",
        source=_GH + "google-deepmind/sonnet/issues/14",
        text=r"""After configuring sonnet, I found out tensorflow 1.01 is installed along with my original tensorflow-gpu 1.01. However only tensorflow 1.01 is recognized as the imported one... Plz share a instruction

Thx for replying. I install TensorFlow-gpu
with virtualenv on Ubuntu 16.04 LTS. The installation is followed exactly
as same as the link on Sonnet. After configure Sonnet, surprisingly
tensorflow is installed along with the original tensorflow-gpu. When I try
import tensorflow/ Sonnet to run several examples, only CPU model is used.
I am totally new to tensorflow and python, thx to your help in advance.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2017. Prose only, weak. The poster's own finding: installing Sonnet added the CPU `tensorflow` 1.0.1 beside `tensorflow-gpu` 1.0.1 and the CPU one is imported, so only the CPU is used; the maintainer's answer is past the stored copy. Sonnet's setup.py then required `tensorflow` (PR #3 moved it to an extra).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-federated-0-2-pulls-tensorflow-cpu-over-gpu-1-13",
        source=_GH + "google-parfait/tensorflow-federated/issues/886",
        text=r"""I'm trying to install tensorflow_federated 0.2.0 on my PC using the command pip install tensorflow_federated==0.2.0. But after the installation, my python starts using a newly added tensorflow-cpu 1.15.3 instead of the tensorflow-gpu 1.13.1 I installed before, it seems that the tensorflow-cpu 1.15.3 is installed during the installation of tensorflow_federated 0.2.0. Is there any method that can avoid the installation of tensorflow-cpu during the installation of tensorflow_federated? I'm using ubuntu 18.04.
![1](https://user-images.githubusercontent.com/32090473/89012524-f29f8980-d344-11ea-8622-0a12801f3170.png)""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. Prose only (pip output in a screenshot), weak. The poster's own finding: tensorflow_federated 0.2.0 pulled in tensorflow-cpu 1.15.3 beside tensorflow-gpu 1.13.1 and Python imports the CPU one; the maintainer (michaelreneer) answered with pip's --no-dependencies flag, not disputing it.",
        platform="linux",
    ),
    CorpusLog(
        name="automl-efficientdet-geforce-gt220-cc12-primary-ctx-303",
        source=_GH + "google/automl/issues/555",
        text=r"""Check failed: CUDA_SUCCESS == cuDevicePrimaryCtxGetState(device, &former_prima y_context_flags, &former_primary_context_is_active) (0 vs. 303)

Hi,
My GPU is NVIDIA GeForce GT 220. It doesn't support CUDA. When I run it I see this.

(base) D:\sunum\automl3\efficientdet>python run.py
2020-06-29 12:21:24.607896: W tensorflow/stream_executor/platform/default/dso_lo
ader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64
_101.dll not found
2020-06-29 12:21:24.612896: I tensorflow/stream_executor/cuda/cudart_stub.cc:29]
 Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2020-06-29 12:21:26.490004: I tensorflow/compiler/xla/service/service.cc:168] XL
A service 0x55b5650 initialized for platform Host (this does not guarantee that
XLA will be used). Devices:
2020-06-29 12:21:26.494004: I tensorflow/compiler/xla/service/service.cc:176]
StreamExecutor device (0): Host, Default Version
2020-06-29 12:21:26.498004: I tensorflow/stream_executor/platform/default/dso_lo
ader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-06-29 12:21:26.546007: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1
561] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce GT 220 computeCapability: 1.2
coreClock: 1.012GHz coreCount: 6 deviceMemorySize: 1.00GiB deviceMemoryBandwidth
: 19.88GiB/s
...""",
        expected_cause="compute-capability-too-old",
        consequences=frozenset({"tensorflow-crashed"}),
        note="2020. The first line is the issue's title (the crash); the log is cut where the stored copy ends. The poster's own statement in the opening post: the GeForce GT 220 (compute capability 1.2, shown in the log) 'doesn't support CUDA'; no maintainer reply is in view (weak). The CUDA 10.1 runtime (cudart64_101.dll) is also missing, a separate fault the thread did not take up.",
        platform="windows",
    ),
    CorpusLog(
        name="transformers-tf-example-docker-tf241-with-cuda10",
        source=_GH + "huggingface/transformers/issues/14347",
        text=r"""I'm using example script for a text classfication，it works well on my laptop without gpu, but not using gpu in a docker environment.
would you please help on it?

nvidia-smi returns: 
No running processes found

example script:
https://github.com/huggingface/transformers/tree/master/examples/tensorflow/text-classification
version:
tf 2.4.1
cudnn 10.0
transformers 4.12.3""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only, weak. After a maintainer (NielsRogge) pointed at the script's GPU notes, the poster: 'thanks, seem tf2.4 need cuda11, I will check it first' and closed the issue: TensorFlow 2.4.1 is built for CUDA 11.0 while the container had CUDA 10.0. The fix itself was not reported.",
        platform="linux",
    ),
    CorpusLog(
        name="magenta-nsynth-wavenet-oom-on-2080ti-fixed-by-smaller-model",
        source=_GH + "magenta/magenta/issues/1877",
        text=r"""Hey,
I'm trying to reproduce the NSYNTH results on my own, And I have some issues (which might not be related).
1.  I'm using GPU: (RTX 2080Ti) vmem:10G which feels like plenty of memory and yet I'm getting OOM error when calculating the gradients with the original setting (4 secs data and large network).
2. When running for 100000 training steps (with a batch of size  1) the network learns to produce only silent audio.

For the 1st issue, I've reduced the number of nested layers (from 10X3 to 5X3) and also reduced the audio duration from 4secs to 1.6secs (25600 instead of 64000).
But for the 2nd issue, I don't know how to solve it. the training loss seems to have reached a plateau (the loss value is 2~)
any help would be appreciated

BTW I'm not sure if it's matters but I'm working with TF2 and keras and the training dataset is "nsynth-test".""",
        expected_cause="gpu-out-of-memory",
        note="2021. Prose only. The poster's own report in the opening post: the GPU ran out of memory computing gradients at the original size, and shrinking the network (10x3 to 5x3 layers) and the clip length (4 s to 1.6 s) got past it. The second question (silent output) is a modelling matter, not the set-up. Platform not stated.",
        platform="linux",
    ),
)
