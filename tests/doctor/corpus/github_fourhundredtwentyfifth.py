# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-twentyfifth set of real threads: TensorFlow on GPUs other than NVIDIA's or without CUDA (2018-2024, most 2021-2024), from GitHub issues on microsoft/tensorflow-directml-plugin, microsoft/tensorflow-directml, apple/tensorflow_macos, ROCm/tensorflow-upstream, ROCm/legacy-rocm-build, ROCmSoftwarePlatform/tensorflow and mrdbourke/tensorflow-deep-learning.

Broken kinds held: a Python too new for the package that gives the GPU route (the DirectML
plugin on Python 3.11, tensorflow-directml 1.15 in WSL2, Apple's tensorflow_macos alpha on
Python 3.9: python-version-unsupported, 3); AMD GPUs whose architecture the tensorflow-rocm
build ships no code for (RX 5600 XT gfx1010 aborting with hipErrorNoBinaryForGpu, RX 6600 XT
gfx1032 and RX 6700 XT gfx1031 ignored, so TensorFlow runs on the CPU: no catalogue ID, 3);
the DirectML plugin beside a TensorFlow newer than the 2.10 it was built for (no catalogue ID,
1); an example script that empties CUDA_VISIBLE_DEVICES, read by tensorflow-rocm as well
(cuda-visible-devices-hides-gpus, 1); and an operation without a tensorflow-metal kernel
(op-without-gpu-kernel, 1). All broken: 9; working runs: 0.

Left out: most threads of this angle end unanswered, or their stored copy stops before any
answer, or the answer is a guess nobody confirmed: tensorflow-metal plugin/TensorFlow mismatches
(tensorflow/tensorflow#81987, #58869, #53309, #50541: closed as stale), tensorflow-rocm library
and GPU threads with long rocminfo dumps (ROCm/tensorflow-upstream#1207, #1556, #1372, #3169,
tensorflow/tensorflow#47918, #40751, ROCm/legacy-rocm-build#1560), Intel Extension for
TensorFlow threads (intel/intel-extension-for-tensorflow#56, #59, #61, #75, #81: long env_check
output, no confirmed cause in view, or the fix lay in another program), and the 2020 WSL preview
threads on libd3d12.so (microsoft/WSL#5630, #6096, microsoft/DirectML#22, #29, #80). Feature
requests and questions without a problem log (tensorflow/tensorflow#53583,
ROCm/legacy-rocm-build#998, apple/tensorflow_macos#173) and a Windows user whose log was only a
screenshot (kyleskom/NBA-Machine-Learning-Sports-Betting#323) were skipped too. No working run
with a confirmation in view was met (tensorflow/probability#1277 asks whether the Metal NUMA
line matters but the stored copy has no answer).

At first look (the doctor of commit efdaa95) the cause was named in 2 of the 9 broken logs, both
first; there is no working run in the set. Unchanged after the changes of the same day.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="directml-plugin-pip-no-matching-distribution-python-3-11",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/358",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow-directml-plugin (from versions: none when i try to install""",
        expected_cause="python-version-unsupported",
        note="2023. Another user with the same error (NateAGeek): 'I think it is due to using Python 3.11, I ended up using the current PR for updating the versioning and it worked.'; the plugin maintainer maggie1059: 'Python 3.11 support was added for TF 2.12, which isn't in the official PyPI release for our plugin yet, so if anyone else was using a python 3.11 environment, please switch to python 3.7-3.10 until the next version of the plugin is released.' Closed. The poster gave no OS; the plugin is for native Windows (and WSL). The package without a wheel for the Python is the DirectML plugin, not TensorFlow.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-directml-wsl2-conda-pip-no-matching-distribution",
        source=_GH + "microsoft/tensorflow-directml/issues/407",
        text=r"""Inside of a Conda environment on a WSL 2 platform:

``pip3 install tensorflow-directml
ERROR: Could not find a version that satisfies the requirement tensorflow-directml (from versions: none)
ERROR: No matching distribution found for tensorflow-directml``

So..... Its not my WSL2 environment.""",
        expected_cause="python-version-unsupported",
        note="2023. Another user with the same error (Coloradohusky): 'Your Python version has to be between 3.5 and 3.7, I had the same issue on 3.10 and downloading 3.7 and installing it there worked'; the poster answered 'Unfortunately, that version of Python is no longer available.' tensorflow-directml is TensorFlow 1.15 with DirectML and ships wheels for CPython 3.5-3.7 only. A later commenter on 3.7 fixed the same error by running 'python3.7 -m pip install' (his pip belonged to another Python). Issue left open.",
        platform="wsl2",
    ),
    CorpusLog(
        name="tensorflow-macos-alpha-python-3-9-incompatible",
        source=_GH + "apple/tensorflow_macos/issues/66",
        text=r"""Python 3.9 Support

The latest Python build for M1 Macs and Big Sur is incompatible with this library! Seems odd that this wouldn't be kept aligned with the very Python distribution meant to be used on apple silicon.""",
        expected_cause="python-version-unsupported",
        note="2020. Apple's anna-tikhonova: 'For this pre-release version, we are using TensorFlow r2.4rc0, which requires Python version 3.6-3.8.' Others confirmed: editing the installer to take 3.9 failed with 'ImportError: Python version mismatch: module was compiled for Python 3.8, but the interpreter version is incompatible: 3.9.2'. The first line is the issue title; prose only (the installer refuses any Python but 3.8). Issue left open.",
        platform="macos",
    ),
    CorpusLog(
        name="tensorflow-rocm-rx5600xt-navi10-hiperrornobinaryforgpu",
        source=_GH + "ROCm/legacy-rocm-build/issues/1623",
        text=r"""Hi, I have installed tensorflow on ROCm in my Ubuntu 20.04 distro.
I have followed all the step provided in the official ROCm [page](https://rocmdocs.amd.com/en/latest/Installation_Guide/Installation_new.html).

I also have installed tensorflow-rocm following the guide [here](https://rocmdocs.amd.com/en/latest/Deep_learning/Deep-learning.html).

I am now trying to execute a very simple python script to test my tensorflow library:
`import tensorflow as tf`
`tf.add(1, 2).numpy()`

but instead of the result I get this error:

> "hipErrorNoBinaryForGpu: Unable to find code object for all current devices!"
> Canceled` (core dump created)

My configuration is:
_AMD Ryzen 5 3600
AMD Radeon RX 5600 XT_

Can you help me finding a solution? thanks""",
        expected_cause=None,
        note="2021. ROCmSupport (AMD): '**hipErrorNoBinaryForGpu** error is thrown when an unsupported device is used. As you are using RX 5600 XT(Navi 10 XLE), which is unsupported with ROCm, output is expected.' The poster accepted it and only asked for a roadmap of future support; closed. No catalogue ID: an AMD GPU (gfx1010) for which the tensorflow-rocm/ROCm build has no code objects (the nearest NVIDIA IDs are a GPU too old or too new for the build).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-rocm-2-11-rx6600xt-gfx1032-ignoring-visible-gpu",
        source=_GH + "ROCm/tensorflow-upstream/issues/1951",
        text=r"""### Issue Type

Support

### Source

binary

### Tensorflow Version

2.11.0

### Custom Code

Yes

### OS Platform and Distribution

Kubuntu 20.04

### Python version

3.7

### Current Behaviour?

```shell
ROCM Fusion seems to be enabled, but GPU doesn't appear on tf.config.list_physical_devices('GPU'). This seems a bit contradictory to me.
```

### Standalone code to reproduce the issue

```
import tensorflow as tf
import numpy as np

tensor = tf.constant(np.random.rand(117120,1))
```

### Relevant log output

```shell
2022-12-21 09:16:33.582542: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1990] Ignoring visible gpu device (device: 0, name: AMD Radeon RX 6600 XT, pci bus id: 0000:0c:00.0) with AMDGPU version : gfx1032. The supported AMDGPU versions are gfx1030, gfx900, gfx906, gfx908, gfx90a.
2022-12-21 09:16:35.013263: I tensorflow/core/common_runtime/gpu_fusion_pass.cc:507] ROCm Fusion is enabled.
```""",
        expected_cause=None,
        note="2022, confirmed 2024. A commenter: 'I would say it's probably not using your gpu.'; the poster (tvandraren), answering an AMD triager two years later: 'I believe this GPU model (AMD Radeon RX 6600 XT) doesn't support ROCm in the first place.' Closed. No catalogue ID: the GPU's architecture (gfx1032) is not in the tensorflow-rocm build's list, so TensorFlow ignores it and runs on the CPU. It is not newer than the list (which has gfx1030), only an unlisted RDNA2 sibling; the corpus's deepfakes/faceswap#1348 mapped the same message for a gfx1100 card to compute-capability-unsupported.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-rocm-2-11-rx6700xt-gfx1031-gpus-empty",
        source=_GH + "ROCm/tensorflow-upstream/issues/2629",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

2.11.0

### Custom code

Yes

### OS platform and distribution

Linux Ubuntu 22.04.4 LTS

### Python version

Python 3.9

### CUDA/cuDNN version

Not applicable (as ROCm is being used)

### GPU model and memory

AMD Radeon RX 6700 XT, 12GB VRAM

### Current behavior?

TensorFlow is not recognizing the AMD Radeon RX 6700 XT GPU due to unsupported amdgpu version gfx1031, resulting in the GPU being ignored during computations.

### Standalone code to reproduce the issue

```shell
import tensorflow as tf
print("TensorFlow version:", tf.__version__)
print("Is built with ROCm:", tf.test.is_built_with_rocm())
print("GPUs available:", tf.config.list_physical_devices('GPU'))
```

### Relevant log output

```shell
TensorFlow version: 2.11.0
Is built with ROCm: True
GPUs available: []
```""",
        expected_cause=None,
        note="2024. The poster (abutair) found the cause himself the same day: 'the support list includes gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942, gfx1030, and gfx1100. However, my GPU has gfx1031, and it seems there is no official version that supports it'; undisputed, issue closed (AMD lists gfx1031 as not officially supported in ROCm/legacy-rocm-build#2720). No catalogue ID: an AMD GPU architecture the tensorflow-rocm build does not support, so the GPU list is empty.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-rocm-kmeans-example-hip-error-nodevice",
        source=_GH + "ROCmSoftwarePlatform/tensorflow/issues/14",
        text=r"""    2018-03-22 18:14:41.893382: E tensorflow/stream_executor/rocm/rocm_driver.cc:1098] could not retrieve ROCM device count: HIP_ERROR_NoDevice

Running this sample:

https://github.com/aymericdamien/TensorFlow-Examples/blob/master/examples/2_BasicModels/kmeans.py""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2018. whchung (AMD): 'commenting out line #19-#20 of said URL removes the error. It seems the test actually tries to ignore GPU.' ... 'The test explicitly disables all GPUs in the runtime.'; the poster: 'Great, thanks!' Closed. The example sets os.environ[\"CUDA_VISIBLE_DEVICES\"] = \"\" ('Ignore all GPUs'), which tensorflow-rocm honours too, so HIP finds no device. An earlier reply's guess (the video group) was not the cause. Title: 'Getting HIP_ERROR with latest whl file under python 2.7'.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-metal-m1-rngreadandskip-no-gpu-kernel",
        source=_GH + "mrdbourke/tensorflow-deep-learning/issues/298",
        text=r"""I'm currently running everything in tensorflow metal out of my M1 laptop, there are a couple of notes I would like to raise if someone else is doing the same.

Some of the functions are not added to tensorflow metal, leading to a no device error like the following

```
NotFoundError: No registered 'RngReadAndSkip' OpKernel for 'GPU' devices compatible with node {{node RngReadAndSkip}}
	.  Registered:  device='CPU'
 [Op:RngReadAndSkip]
```""",
        expected_cause="op-without-gpu-kernel",
        note="2021. The poster (chen-bowen) states the cause in the same post, citing the Apple developer forum (thread 695319): 'RngReadAndSkip is yet to be added to the tensorflow metal plugin, the temporary workaround is, with tf.device('/cpu:0'): #Your code here'; 'This would happen on all data argumentation steps \"Random Flip\"'. Issue closed. The random layers' generator state sits on the Metal GPU, where the op has no kernel.",
        platform="macos",
    ),
    CorpusLog(
        name="directml-plugin-tensorflow-cpu-2-12-reinstall-does-not-work",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/360",
        text=r"""While the readme says that tensorflow 2.12 is supported, when installing this plugin via pip it automatically downgrades to 2.10. Reinstalling tensorflow-cpu v2.12 results in a conflict and does not work.""",
        expected_cause=None,
        note="2023. Maintainer PatriceVignola: 'We had to downgrade to 2.10 because TensorFlow 2.12 contained some regressions related to plugins that broke a bunch of existing scenarios, so using 2.12 or more recent releases most likely won't work.' Two more users reported the same; issue left open (plugin development paused). No catalogue ID: the published tensorflow-directml-plugin (0.4.0) works only beside tensorflow-cpu 2.10, and a newer TensorFlow breaks it (compare tensorflow-directml-plugin#331, where TF 2.11 fails to load tfdml_plugin.dll). Prose only; the poster gave no OS (the plugin is for native Windows and WSL).",
        platform="windows",
    ),
)
