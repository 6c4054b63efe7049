# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-first set of real threads, gathered apart, from GitHub issues on the trackers of non-NVIDIA GPU back ends for TensorFlow (tensorflow-metal on Macs, ROCm/tensorflow-rocm on AMD Radeon cards, Intel Extension for TensorFlow) and projects using them, reached through the issues corpus.

Broken kinds held: an Apple-silicon Mac without the tensorflow-metal plug-in, a tensorflow-rocm
build whose supported-GPU list has a typo, a ROCm release without kernels for an RDNA3 card, a
TensorFlow release too new for the installed tensorflow-metal plug-in, and an Intel GPU
registered by Intel's extension as an XPU rather than a GPU. Working runs: 1 (an Intel GPU
through Intel Extension for TensorFlow, with a cuBLAS "already registered" line).

Two DirectML threads met here (MicrosoftDocs/windows-ai-docs#84 and #119) were already in the
corpus and were taken out.

Left out because the thread's stored copy shows no confirmation: tensorflow/tensorflow#75773
(AMD RX 580 on Windows), #81987 and #63854 (tensorflow-metal with TF 2.18 and 2.16),
ROCm/tensorflow-upstream#2629, #2118, #3169 (gfx1031/gfx1100/gfx1102 ignored),
intel/intel-extension-for-tensorflow#56, #61, #73 (Arc GPUs not found),
MicrosoftDocs/windows-ai-docs#142 (DirectML under WSL without libd3d12.so) and
microsoft/tensorflow-directml-plugin#367 (tfdml_plugin.dll not found with tensorflow-cpu 2.12,
answered only by another user).

At first look (the doctor of commit 848f5f0, before this set was read) the cause was named in 1
of the 5 broken logs, not first (four have no catalogue ID); the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="osl-dynamics-m1-macbook-tensorflow-macos-without-metal-plugin",
        source=_GH + "OHBA-analysis/osl-dynamics/issues/247",
        text=r"""### Short description of the problem
Having set up the `osld` environment following steps below (see screenshot), I was able to train HMMs on my M1 macbook. However, tensorflow did not seem to use GPU at all.
(screenshot not kept)""",
        expected_cause="macos-no-cuda",
        note="2024. The poster's own solution, in the same opening post (left out of text): following Apple's tensorflow-plugin page, 'installing the `tensorflow-metal` plugin solves the problem. Concretely, after `pip install tensorflow-macos==2.9.1`, I also ran `pip install tensorflow-metal==0.5.0`', after which tf.config.list_physical_devices('GPU') listed GPU:0; cgohil8 replied 'Thanks for raising this issue. I'll add this info to the README.'. An Apple-silicon Mac: no CUDA, the GPU only comes through the Metal plug-in. Prose only (the install steps were a screenshot).",
        platform="macos",
    ),
    CorpusLog(
        name="tensorflow-rocm-2140600-rx7900xtx-ignored-supported-list-typo",
        source=_GH + "ROCm/tensorflow-upstream/issues/2404",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

source

### TensorFlow version

2.14.0.600

### Custom code

Yes

### OS platform and distribution

Linux Ubuntu 22.04

### GPU model and memory

7900 xtx

### Current behavior?

If it possible, can you publish latest dev (nightly) build where this problem is fixed.
( I know it's possible to build package yourself. But i got some problems with it(  )

### Standalone code to reproduce the issue

It's easy. Download latest released tensorflow-rocm package for Rocm 6.0 (2.14.0.600).
After trying to check available gpu's you will get message
I tensorflow/core/common_runtime/gpu/gpu_device.cc:2015] Ignoring visible gpu device (device: 0, name: Radeon RX 7900 XTX, pci bus id: 0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030gfx1100, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942.

It's happening because of mistake with ',' separator in file device_description.h
In current develop-upstream branch it's already fixed)
Also there is already post on amd site https://community.amd.com/t5/discussions/rocm-6-0-0-tensorflow-not-working-on-rx-7900-xt/m-p/657357""",
        expected_cause=None,
        note="2024. jayfurmanek replied 'Fixed in #2434' and the issue is closed. The released tensorflow-rocm 2.14.0.600 wheel for ROCm 6.0 lists its supported AMD GPU targets with a missing comma ('gfx1030gfx1100'), so an RX 7900 XTX (gfx1100) is ignored and TensorFlow runs on the CPU (the same bug is reported in ROCm/tensorflow-upstream#2410, #2488, #2524). An AMD Radeon card, no NVIDIA GPU; no catalogue ID for a ROCm build that skips the AMD GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="rocm-55-rx7900xtx-gfx1100-tensorflow-segfault-prose",
        source=_GH + "ROCm/hip/issues/3229",
        text=r"""[Ubuntu][6.3.1 kernel][ROCm 5.5.0] Tensorflow Throwing a Segfault on a 7900 XTX (gfx1100)

I am trying to get Tensorflow to work on my 7900 XTX. This doesn't even attempt to run by default, so I had to compile HIP myself to enable GFX1100 support, as well as Tensorflow. It does correctly attempt to use my 7900 XTX now, but unfortunately it is still failing.

I am running it inside a Ubuntu docker container, on an Archlinux host.

I have ran it with `AMD_LOG_LEVEL=7` set, and this is the full log:

[log.txt](https://github.com/ROCm-Developer-Tools/HIP/files/11445043/log.txt)

Any help would be much appreciated! Let me know if I can provide any more details.""",
        expected_cause=None,
        note="2023. jatinx replied: 'gfx1100 is not supported in ROCm 5.5. You need to recompile all of tensorflow and its dependencies with --offload-arch=gfx1100'; the poster: 'Managed to get it to work by compiling Tensorflow myself, this time from the correct repo/branch'. An AMD RDNA3 card the ROCm release had no kernels for; no catalogue ID. Prose only (the log was an attachment, not read).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-218-breaks-tensorflow-metal-110-m2-max",
        source=_GH + "tensorflow/tensorflow/issues/84167",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

2.18

### Custom code

Yes

### OS platform and distribution

MacOS 15.2

### Python version

3.11.11

### GPU model and memory

Apple M2 Max GPU 38-cores

### Current behavior?

Apple silicone GPU with tensorflow-metal==1.1.0  and python 3.11 works fine with tensorboard==2.17.0

This is normal output:
/Users/alice/anaconda3/envs/cryptoNN_ml_core/bin/python /Users/alice/VSCode/cryptoNN/ml/core_second_window/test_tensorflow_gpus.py
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]

Process finished with exit code 0

But if I upgrade tensorflow to 2.18 I'll have error, attached in "Relevant log output" issue section

### Standalone code to reproduce the issue

import tensorflow as tf

if __name__ == '__main__':
    gpus = tf.config.experimental.list_physical_devices('GPU')
    print(gpus)

### Relevant log output

/Users/alice/anaconda3/envs/cryptoNN_ml_core/bin/python /Users/alice/VSCode/cryptoNN/ml/core_second_window/test_tensorflow_gpus.py
Traceback (most recent call last):
  File "/Users/alice/VSCode/cryptoNN/ml/core_second_window/test_tensorflow_gpus.py", line 1""",
        expected_cause=None,
        note="2025. Weak confirmation: the poster's own before/after (TF 2.17 with tensorflow-metal 1.1.0 lists the Metal GPU; upgrading to TF 2.18 alone breaks it); the issue was closed as stale, no maintainer reply read. Corroborated by tensorflow/tensorflow#81987 (TF 2.18 cannot load libmetal_plugin.dylib, 'a mismatch between the TensorFlow core library and the Metal plugin') and by tensorflow/tensorflow pull request #126380 (2026), which says tensorflow-metal, last shipped as 1.2.0, 'no longer works' with a stock TensorFlow. The cause is a TensorFlow release newer than the Apple Metal plug-in supports; no catalogue ID. The stored copy of the traceback is cut after its first frame. The user name in paths is replaced with alice.",
        platform="macos",
    ),
    CorpusLog(
        name="intel-extension-tensorflow-gpu-listed-as-xpu-not-gpu",
        source=_GH + "intel/intel-extension-for-tensorflow/issues/65",
        text=r"""Can you also return Intel GPUs when selecting "GPU" and not just when selecting "XPU"? It reduces code portability. If 'XPU' is the term you want to use for all your AI accelerators, I think 'GPU' should still return regular GPUs.

Result:
>>> import tensorflow as tf
2024-03-07 09:22:32.756122: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2024-03-07 09:22:32.793626: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-03-07 09:22:32.793662: E tensorflow/compiler/xla/stream_executor/cuda/cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-03-07 09:22:32.793713: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:1518] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-03-07 09:22:32.801908: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
2024-03-07 09:22:32.802137: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performan""",
        expected_cause=None,
        note="2024. The poster states the cause in the opening post: with Intel Extension for TensorFlow the Intel GPU is returned when selecting 'XPU', not 'GPU', so tf.config.list_physical_devices('GPU') is empty. A reply in intel/intel-extension-for-tensorflow#16 (2022, quoted there by the asker, who then thanked the ITEX developer yiqianglee) said the same: 'the device type we registered to TensorFlow is \"XPU\", you can use `tf.config.list_physical_devices('XPU')`'. The CUDA lines are the stock TensorFlow build finding no NVIDIA driver. No catalogue ID for an Intel GPU listed under another device type. The stored copy is cut mid-line.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="intel-extension-tensorflow-igpu-resnet50-works-cublas-factory-line",
        source=_GH + "uxlfoundation/oneDNN/issues/1465",
        text=r"""(intel_tensorflow_gpu) (base) alice@host:~/Documents/bench_mixed_precision$ python3 resnet50_cifar10_rocm_xpu_benchmark.py
2022-10-29 02:32:10.498400: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F AVX512_VNNI FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-10-29 02:32:10.593607: I tensorflow/core/util/util.cc:169] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2022-10-29 02:32:10.628302: E tensorflow/stream_executor/cuda/cuda_blas.cc:2981] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2022-10-29 02:32:12.092076: I itex/core/devices/gpu/dpcpp_runtime.cc:123] Selected platform: Intel(R) Level-Zero
2022-10-29 02:32:12.093008: I itex/core/devices/gpu/dpcpp_runtime.cc:148] number of sub-devices""",
        expected_cause=None,
        harmless=True,
        note="2022. A working run: the commenter (tedliosu) opens the comment with 'Aaaaaand it works! (not after some tinkering I had to do with my script though to get the XPU device to properly register)', a ResNet-50 benchmark on an Intel GPU through Intel Extension for TensorFlow (in intel/intel-extension-for-tensorflow#4 the same user says his only Intel GPU is the iGPU of an i5-11400H). Scary lines: cuBLAS factory 'already registered' (E), oneDNN and CPU-instruction notices. Not the opening post (a comment on an Arc-support request). The stored copy is cut mid-line, before any training output.",
        platform="linux",
    ),
)
