# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtythird set of real threads: working runs that printed alarming lines, and broken runs met on the way (2021-2026), from GitHub issues on castorini/pyserini, google-research/multinerf, google-deepmind/alphafold, google-deepmind/alphafold3, BachiLi/diffvg and ComputationalRadiationPhysics/cuda_memtest.

Broken kinds held: two programs whose GPU code came from a CUDA toolkit newer than the NVIDIA
driver ('the provided PTX was compiled with an unsupported toolchain'): cuda_memtest built with
CUDA 11.3 on driver 460, and diffvg, fixed by upgrading the driver. Working runs: TensorFlow's
'Could not load dynamic library libcudart' notice in a program that does not use TensorFlow
(pyserini), and JAX's backend probe lines ('Unable to initialize backend tpu_driver / rocm /
tpu') in runs on NVIDIA GPUs (multinerf, AlphaFold in Docker on an A100, AlphaFold 3 on an RTX
6000 Ada), each called harmless by a maintainer or a helper and accepted by the poster.
All broken: 2; working runs: 4.

Left out: nearly every thread the searches returned for the angle's TensorFlow lines (NUMA node,
cuDNN/cuFFT/cuBLAS factory, TF-TRT, oneDNN, CPU instructions, TensorFloat-32, allow_growth
override, PTX JIT for compute capability 9.0/12.0) was already held or already listed as seen.
Of the new ones, many had no confirmation in the stored copy: the answer lay past the stored
opening (AUTOMATIC1111/stable-diffusion-webui#5926, YoshitakaMo/localcolabfold#288,
microsoft/tensorflow-directml#403, tensorflow/tensorflow#63948), the only answer came from a
bystander and the poster never replied (google-deepmind/alphafold3#172,
kalininalab/alphafold_non_docker#68, magenta/mt3#145), or the poster's run did not go on
(PRIME-RL/SimpleVLA-RL#57 stuck at PTX JIT on an H100 while a bystander's run went on).
bmaltais/kohya_ss#2794 was left out because its long first post is cut in the stored copy.
tensorflow/tensorflow#82832 ('Ignoring Assert operator' during model.fit) closed stale with no
statement from a maintainer. jax-ml/jax#26098 is a request to silence XLA's slow-compile alarm
that quotes another thread's log, not a run to label.

At first look (the doctor of commit f09c90c) the cause was named in both broken logs, each
first; none of the 4 working runs was flagged. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cuda-memtest-built-cuda-11-3-driver-460-unsupported-ptx-toolchain",
        source=_GH + "ComputationalRadiationPhysics/cuda_memtest/issues/31",
        text=r"""I'm running Manjaro.

Package versions:
cuda & cuda-tools: 11.3.0-1
nvidia-utils & lib32-nvidia-utils & linux512-nvidia: 460.80-1

```
[05/23/2021 18:30:06][host][0]:Running cuda memtest, version 1.2.3
[05/23/2021 18:30:06][host][0]:NVRM version: NVIDIA UNIX x86_64 Kernel Module  460.80  Fri May  7 06:55:54 UTC 2021
[05/23/2021 18:30:06][host][0]:num_gpus=1
[05/23/2021 18:30:06][host][0]:Device name=GeForce RTX 3070 Laptop GPU, global memory size=8346468352, serial=unknown (no NVML found)
[05/23/2021 18:30:06][host][0]:major=8, minor=6
[05/23/2021 18:30:06][host][0]:ERROR: CUDA error: the provided PTX was compiled with an unsupported toolchain., line 148, file /var/tmp/pamac-build-alice/cuda_memtest/src/cuda_memtest/cuda_memtest.cu
[05/23/2021 18:30:06][host][0]:ERROR: CUDA error: the provided PTX was compiled with an unsupported toolchain., line 148, file /var/tmp/pamac-build-alice/cuda_memtest/src/cuda_memtest/cuda_memtest.cu
```""",
        expected_cause="driver-too-old",
        note="2021. Maintainer psychocoderHPC: 'It looks like you compiled memtest with CUDA 11.3 but the driver on your system is older.'; the poster: 'Sorry, you're absolutely right.' (then pasted nvidia-smi). Issue closed. CUDA 11.3 needs driver 465 or newer; the machine had 460.80. Not TensorFlow: a CUDA memory tester on the same stack.",
        platform="linux",
    ),
    CorpusLog(
        name="diffvg-unsupported-ptx-toolchain-fixed-by-driver-upgrade",
        source=_GH + "BachiLi/diffvg/issues/84",
        text=r"""after installation, I ran:
`python app/single_cirle.py`
and encountered:

CUDA Runtime Error: the provided PTX was compiled with an unsupported toolchain. at diffvg/scene.cpp:35

My torch version is 1.8.1.

Any idea how to solve this?""",
        expected_cause="driver-too-old",
        note="2024. The poster, two days later: 'resolved by upgrading nvidia driver'; issue closed. diffvg's CUDA code was built by a toolkit newer than the installed driver accepts. Not TensorFlow: a PyTorch extension on the same stack. The thread does not state the OS (diffvg is usually built on Linux).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="pyserini-tf-libcudart-dlerror-tf-pulled-in-not-used",
        source=_GH + "castorini/pyserini/issues/781",
        text=r"""```
2021-09-24 14:58:28.556462: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2021-09-24 14:58:28.556524: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```

The warning is confusion and non-relevant.""",
        harmless=True,
        note="2021. The poster (lintool, pyserini's maintainer): 'Pyserini does not depend on TF, but hgf internally is pulling it in. Since we do not have control over what hgf is doing here, the best advice from @MXueguang is just to remove TF from the environment.' and '`pip` uninstalling TF seems to have quieted the warnings.' Issue closed. The program ran; the lines came from a TensorFlow it never used.",
        platform="linux",
    ),
    CorpusLog(
        name="multinerf-jax-tpu-rocm-backend-probe-lines-falls-back-to-gpu",
        source=_GH + "google-research/multinerf/issues/12",
        text=r"""When I run train.py, I get these warnings:

```
I0808 20:59:00.842178 139857030612800 xla_bridge.py:328] Unable to initialize backend 'tpu_driver': NOT_FOUND: Unable to find driver in registry given worker: 
I0808 20:59:00.963761 139857030612800 xla_bridge.py:328] Unable to initialize backend 'rocm': NOT_FOUND: Could not find registered platform with name: "rocm". Available platform names are: CUDA Host Interpreter
I0808 20:59:00.964296 139857030612800 xla_bridge.py:328] Unable to initialize backend 'tpu': module 'jaxlib.xla_extension' has no attribute 'get_tpu_client'
```

Is there a config setting I need to change somewhere to tell jax that I want to use a gpu, and not a tpu?  Or will it fallback to gpu automatically, and I can disregard these warnings?""",
        harmless=True,
        note="2022. nackjaylor answered: 'Designed to fall back automatically - disregard.'; the poster: 'Awesome, thank you!'; issue closed. JAX probes every backend at start; CUDA is among the available platforms, so the run uses the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold-docker-a100-tpu-driver-backend-info-lines",
        source=_GH + "google-deepmind/alphafold/issues/25",
        text=r"""In trying to repro the Google Cloud setup specified, I am seeing the following log messages using the Docker image approach.  They are "INFO" level -- are they an indication that my setup is incorrect and I would get sub-optimal performance?

```
I0718 14:02:57.560956 139711506118464 run_docker.py:180] I0718 14:02:57.560250 139800994285376 tpu_client.py:54] Starting the local TPU driver.
I0718 14:02:57.561176 139711506118464 run_docker.py:180] I0718 14:02:57.560675 139800994285376 xla_bridge.py:231] Unable to initialize backend 'tpu_driver': Not found: Unable to find driver in registry given worker: local://
I0718 14:02:57.777399 139711506118464 run_docker.py:180] I0718 14:02:57.776700 139800994285376 xla_bridge.py:231] Unable to initialize backend 'tpu': Invalid argument: TpuPlatform is not available.
```

FYI, [my setup instructions](https://docs.google.com/document/d/1IhDO-1bSOZChqZLa0WOtKoAtUu0yuXPtgf_AY7SC88M/edit?usp=sharing)""",
        harmless=True,
        note="2021. Maintainer tfgg: 'no, that's fine if you're intending to run on GPU rather than Cloud TPUs. INFO level logs usually don't indicate things which are problems.'; the poster: 'I am using the A100 specified in the demo setup in the README.' Issue closed. AlphaFold run in Docker on an A100; the lines are JAX probing for TPUs.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold3-unable-to-initialize-tpu-backend-on-rtx-6000-ada",
        source=_GH + "google-deepmind/alphafold3/issues/656",
        text=r"""Dear AlphaFold team,

Thank you for open-sourcing this cornerstone method to the scientific community!

There is a minor issue/warning when executing with GPU, the TPU backend tries to be initialized.

```
xla_bridge.py:841] Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory
```

AlphaFold v3.0.2
Ubuntu 24.04.4 LTS x86-64
Nvidia RTX 6000 Ada
Driver Version: 580.126.09     
CUDA Version: 13.0""",
        harmless=True,
        note="2026. Maintainer Augustin-Zidek: 'yes, this warning can be safely ignored (when running AF3 on a GPU).' (Lyang556 before him: 'This warning can be disregarded, since the issue doesn't impact the AF3 pipeline.'); the poster: 'Thank you for reviewing!'; issue closed. AlphaFold 3 ran on the GPU; JAX only probed for a TPU.",
        platform="linux",
    ),
)
