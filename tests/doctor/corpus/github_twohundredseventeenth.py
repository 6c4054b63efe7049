# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventeenth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow Serving: tensorflow/serving and triagemd/tensorflow-builds (a project that builds TensorFlow Serving images), where the model server did not use the NVIDIA GPU or did not start (2016-2017).

Broken kinds held: a self-built model server that ignored a compute-capability-3.0 GPU (GRID
K520) because the build still required 3.5, a model server installed from a package that has
no GPU support (the pip package and the apt-get model server were CPU-only), and a CPU-optimized
model server image built for AVX2 that aborted on a CI machine without AVX2. Working runs: none
met.

Small set, all older than 2019: most TensorFlow Serving GPU threads the stored copies hold are
already in the corpus, and most of the rest end without a confirmation in the stored text (closed
as stale, or the poster never answered). Left out: tensorflow/serving#1768 (2020, `--gpus all`
missing with Docker 19.03), the same post by the same author as tensorflow/tensorflow#44597,
which the corpus already holds; triagemd/tensorflow-builds#10 (2018, TensorFlow 1.5 in a CUDA
9.1 image, fixed by moving to CUDA 9.0 base images), whose stored copy stops in the traceback
before the line naming the missing library; tensorflow/serving#249 (2016, the model server
reserves all GPU memory, no flag to limit it then, as the maintainer confirmed), prose only, left
out to keep prose-only records to a third.

At first look (the doctor of commit 9cec133) the cause was named in 3 of the 3 broken logs, all
first; no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="serving-k520-compute-capability-30-ignored-build-needs-35",
        source=_GH + "tensorflow/serving/issues/223",
        text=r"""I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:944] Found device 0 with properties: 
name: GRID K520
major: 3 minor: 0 memoryClockRate (GHz) 0.797
pciBusID 0000:00:03.0
Total memory: 4.00GiB
Free memory: 3.95GiB
I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:965] DMA: 0 
I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:975] 0:   Y 
**I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1007] Ignoring visible gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.**
I external/org_tensorflow/tensorflow/contrib/session_bundle/session_bundle.cc:125] Running restore op for SessionBundle
I external/org_tensorflow/tensorflow/contrib/session_bundle/session_bundle.cc:233] Loading SessionBundle: success. Took 538789 microseconds.

This is happening even though `serving/tensorflow` was configured with CUDA capablity 3.0. Both serving and tensorflow are at HEAD.

I should add that the separately installed (from sources) Tensorflow is able to discover and use the GPU device just fine.""",
        expected_cause="compute-capability-too-old",
        note="2016. tensorflow_model_server built from source on an AWS GRID K520 (compute capability 3.0); the server's own line says the build requires 3.5 and ignores the GPU, so the model ran on the CPU. Another user (GabbaGandalf) answered that 'there seems to be a problem with ./configure at the moment', i.e. the 3.0 setting given to configure did not reach the serving build; the poster did not dispute it. The second paragraph is the poster's follow-up comment. The line is bold (**) in the post, kept as posted.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-optimized-image-avx2-circleci-aborted",
        source=_GH + "triagemd/tensorflow-builds/issues/2",
        text=r"""Some debugging found that this is happening on Circle CI for the CPU-optimized images:

```
root@host:/app# tensorflow_model_server \
>   --port=9000 \
>   --model_name=model \
>   --model_base_path=/model
2017-08-25 12:11:19.204934: F external/org_tensorflow/tensorflow/core/platform/cpu_feature_guard.cc:35] The TensorFlow library was compiled to use AVX2 instructions, but these aren't available on your machine.
Aborted (core dumped)
```""",
        expected_cause="cpu-without-avx",
        note="2017. Title: 'Tensorflow-serving core dump on Circle'. A TensorFlow Serving image built with AVX2 optimizations aborted at start on a CI machine without AVX2. The author (snormore, of the project) confirmed the cause by the fix in an edit of the post: 'EDIT: currently rebuilding non-optimized versions and pushing separate optimized images with `-optimized` suffix.' The container id in the prompt was replaced with host; the strace output that followed in the post is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-pip-install-no-gpu-model-server-cpu-only",
        source=_GH + "tensorflow/serving/issues/573",
        text=r"""I couldn't find a single word about how to install tensorflow-serving with GPU support. nvidia-smi shows that my installation of tensorflow-serving does not use GPU. 

Is there an yet undocumented way to do it or should i stick to building tensorflow-serving manually ?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2017. Title: 'Pip installing with GPU support'. Prose only. The maintainer (kirilg) named the cause: 'The PIP package only contains the Python API ... The apt-get package of the ModelServer is something that can be compiled with GPU support, but we don't offer a pre-built version (#549) so you'll have to build manually like you said.' The packaged model server was a CPU-only build; the poster did not dispute it.",
        platform="linux",
    ),
)
