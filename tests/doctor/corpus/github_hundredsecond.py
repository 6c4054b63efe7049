# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-second set of real threads, gathered apart, from the tensorflow/tensorflow GitHub tracker: TensorFlow on an H100 (2023) and on a PRIME/Optimus hybrid-graphics laptop (2017).

Broken kinds held: a TensorFlow build with no kernels for the GPU's compute capability (H100,
cc 9.0, kernels JIT-compiled from PTX), and a hybrid-graphics laptop whose NVIDIA card was
switched off with PRIME so that tensorflow-gpu could no longer be used. Working runs: 0.

A small set: the angle (RTX 40/50, H100/H200, L4/L40S, A10G, GH200, Jetson Orin, DGX Spark,
Optimus laptops, 2023-2026) was searched at length, but nearly every thread on it whose cause
was confirmed in view was already in the corpus; only these two qualified.

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in 1
of the 2 broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="h100-tf-nightly-214-no-sm90-kernels-ptx-jit",
        source=_GH + "tensorflow/tensorflow/issues/60739",
        text=r"""### Issue Type

Feature Request

### Have you reproduced the bug with TF nightly?

Yes

### Source

binary

### Tensorflow Version

v1.12.1-94762-gf8066222ad6 2.14.0-dev20230531

### Custom Code

Yes

### Current Behaviour?

With NVIDIA H100 general availability on the horizon, it would be nice to start supporting CUDA compute capability 9.0. Are there plans for this in an upcoming release or could it be added to nightly builds?

In testing my code on an H100, I currently see 

```
2023-05-31 14:45:08.138842: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2052] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.
```

and after jit-compiling, my code that works fine on NVIDIA A100 GPUs eventually fails during allocation. I'd like to rule out that it's not a problem with jit-compiling, so having CUDA compute capability 9.0 compiled into tf-nightly would be one way to rule that out.

### Standalone code to reproduce the issue

```shell
N/A
```

### Relevant log output

_No response_""",
        expected_cause="compute-capability-ptx-jit",
        note="2023. H100 (cc 9.0) with tf-nightly 2.14: the build had no sm_90 kernels, so they were JIT-compiled from PTX (TensorFlow's own warning, quoted by the poster). The thread was taken as a feature request for cc 9.0 kernels (labelled type:feature, closed) and a second user seconded it for the L40 (cc 8.9). Weak on one point: the later 'fails during allocation' was never tied to the JIT in view; the confirmed cause is only the missing sm_90 kernels / PTX JIT.",
        platform="linux",
    ),
    CorpusLog(
        name="prime-laptop-nvidia-card-off-tensorflow-gpu-unusable-prose",
        source=_GH + "tensorflow/tensorflow/issues/9915",
        text=r"""### Describe the problem
I have a laptop with a dedicated Nvidia GPU. I use it only for prototyping my tensorflow code.
But dedicated GPUs drain a lot of energy and reduce the laptop's battery life.
So when I'm outside on battery (eg: in the library at university) I always set Nvidia PRIME to use the integrated card only (type nvidia-settings in a console to reach this setting).
With the previous versions of tensorflow-gpu (installedi via pip3 on Ubuntu) everything worked well.
Now with the current release I can no longer use tensorflow-gpu while I have the Nvidia card disabled with PRIME.
Now, to be able to work with tensorflow AND have enough battery to conclude my day, I have to install the pip package "tensorflow" (and not "tensorflow-gpu"). but that turns useless if, for some reason, need to test my code with GPU acceleration, turning back on the dedicated graphic card via Nvidia PRIME.
If I really want GPU acceleration I have to re-enable the dedicated card in PRIME, uninstall tensorflow and reinstall tensorflow-gpu. every time. that's a mess!
To me, there are two way to resolve this bug:
1) make tensorflow-gpu again able to handle situation with all the Nvidia GPU are temporarily disabled.
2) unify the tensorflow and tensorflow...""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017 (older than the angle asks; kept for the Optimus/hybrid-graphics laptop case). Prose only, no log in view. A commenter (jubjamie) asked whether tensorflow-gpu fails only while the card is off and works when it is on, saying TensorFlow 'won't be able to access the GPU'; the poster confirmed: '1) yes', older releases only warned about the failed CUDA loading while the card was shut down via PRIME. Cause: the NVIDIA card and its driver switched off by PRIME (Intel-only mode), so no NVIDIA driver is reachable and the tensorflow-gpu 1.x import fails.",
        platform="linux",
    ),
)
