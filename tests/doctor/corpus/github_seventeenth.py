# ruff: noqa: E501 - log lines are quoted verbatim
"""A seventeenth set of real logs, from tensorflow/tensorflow threads of 2021 and later.

Broken set-ups: a TensorFlow release pinned below what Colab's Python supports, a source
build of TensorFlow 2.11 on native Windows whose configure step refuses CUDA, a
libtensorflow 2.3.1 for Windows with no kernels for a compute-capability 5.0 card.

Working runs: the cuFFT/cuDNN/cuBLAS "Unable to register factory" lines of TensorFlow 2.17
while the GPU is listed.

At first look (the doctor of the start of the day, before anything was changed for it) the
cause of 2 of the 3 broken logs was named, both first; the working run was not flagged. Miss:
the compute-capability 5.0 card read as newer than the build (its capability stated in words,
below the build's 5.2 kernels).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_TF = "https://github.com/tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colab-python312-pip-tensorflow-2130-no-matching-distribution",
        source=_TF + "115652",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow==2.13.0 (from versions: 2.16.0rc0, 2.16.1, 2.16.2, 2.17.0rc0, 2.17.0rc1, 2.17.0, 2.17.1, 2.18.0rc0, 2.18.0rc1, 2.18.0rc2, 2.18.0, 2.18.1, 2.19.0rc0, 2.19.0, 2.19.1, 2.20.0rc0, 2.20.0, 2.21.0rc0, 2.21.0rc1, 2.21.0)
ERROR: No matching distribution found for tensorflow==2.13.0
TF Version: 2.19.0
Ready!""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="2026. A maintainer: 'TensorFlow 2.13.0 is only compatible with Python 3.8-3.11. Since your current environment uses Python version 3.12' (Colab), and advised a release that supports 3.12; the reporter did not dispute it. The paste names neither Python version; Colab is Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-source-build-tf211-configure-cannot-build-with-cuda",
        source=_TF + "58629",
        text=r"""### Issue Type

Support

### Source

source

### Tensorflow Version

TF 2.11

### Custom Code

No

### OS Platform and Distribution

Windows 11

### Python version

3.10

### Bazel version

5.3.2

### GCC/Compiler version

MSVC 14.34.31933

### CUDA/cuDNN version

11.8/8.6

### GPU model and memory

RTX3090 24GB

### Current Behaviour?

```shell
When I'm trying to build the latest stable version TensorFlow-GPU (2.11.0) with CUDA on windows as same as we used to do, I find the following Errors

`WARNING: Cannot build with CUDA support on Windows. Starting in TF 2.11, CUDA build is not supported for Windows. To use TensorFlow GPU on Windows, you will need to build/install TensorFlow in WSL2.`

This error prevents me to set further CUDA and GPU info, as the consequence, I cannot build GPU version but only CPU version.
```

### Standalone code to reproduce the issue

```shell
As a normal compiling procedure:


python .\configure.py
```

### Relevant log output

```shell
You have bazel 5.3.2- (@non-git) installed.
Please specify the location of python. [Default is C:\Users\<username>\miniconda3\envs\compile\python.exe]:

Found possible Python library paths:
  C:\Users\<username>\miniconda3\envs\compile\Lib\site-packages
...""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="2022. A maintainer: 'TensorFlow 2.10 was the last TensorFlow release that supported GPU on native-Windows. Starting with TensorFlow 2.11, you will need to install TensorFlow in WSL2'; the reporter accepted it ('Hope this painful period will end soon. Thank you'). A source build (configure.py), not a pip install; the rest of the configure log was not read.",
        platform="windows",
    ),
    CorpusLog(
        name="libtensorflow-windows-231-cc50-no-kernel-image",
        source=_TF + "46537",
        text=r"""TensorFlow 2.3.1 crashes on my GPU with compute capability (CC) 5.0 with the error "no kernel image is available for execution on the device". I used [cuobjdump](https://docs.nvidia.com/cuda/cuda-binary-utilities/index.html#cuobjdump) to inspect tensorflow.dll to see what binary and PTX code was included. I found binary code for CC 3.5, 3.7, 5.2, 6.0, 6.1, and 7.0 as well as PTX code for CC 7.0.

PTX code is forward-compatible, but 7.0 PTX cannot run on a 5.0 GPU. Binary code is forward-compatible but only for minor version updates. This means that neither the 3.7 nor the 5.2 binary can run on a 5.0 GPU. In fact, the current configuration means that TensorFlow 2.3.1 can run on any GPU with CC 3.5 and up *except* for CC 5.0.

I suggest building for CC 5.0 instead of CC 5.2 so that TensorFlow 2.3.X can run on any GPU with CC 3.5 and up.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="2021. A maintainer: 'What version of TF are you using? TF 2.4 supports cc 5.0'; the reporter: 'This is with 2.3.1 ... I also confirmed that 2.4.0 does support CC 5.0.' The build has no kernels for the card (a CC 5.0 GPU below the build's 5.2 binaries); libtensorflow for Windows. Prose only.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf217-register-factory-lines-gpu-listed",
        source=_TF + "74523",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

tf 2.17

### Custom code

No

### OS platform and distribution

Linux Ubuntu 22.04

### Python version

3.10

### Current behavior?

Tensorflow==2.16.1 does not produce the following log output errors. I tried to read the source for tensorflow==2.17.0 and 2.16.1 to at least try find out what might be the issue. The following is what I found out:

The executed piece of code for registering the plugin cuFFT is located at the file: tensorflow-2.16.1/third_party/xla/xla/stream_executor/cuda/cuda_fft.c(you can change the tensorflow version # appropriately) and reproduced below:

void initialize_cufft() {
  absl::Status status =
      PluginRegistry::Instance()->RegisterFactory<PluginRegistry::FftFactory>(
          cuda::kCudaPlatformId, "cuFFT",
          [](internal::StreamExecutorInterface *parent) -> fft::FftSupport * {
            gpu::GpuExecutor *cuda_executor =
                dynamic_cast<gpu::GpuExecutor *>(parent);
            if (cuda_executor == nullptr) {
              LOG(ERROR) << "Attempting to initialize an instance of the cuFFT "
                         << "support library with a non-CUDA StreamExecutor";
              return nullptr;
            }
...""",
        expected_cause=None,
        harmless=True,
        note="2024. Title: 'Error while loading Tensorflow plugins - cuFFT, cuDNN, cuBLAS'. A maintainer closed it as a duplicate of #62075 and later: 'From the logs shared, TensorFlow is successfully detecting and initializing the GPU despite reporting messages such as Unable to register cuFFT factory ... successfully lists the GPU device'. Weak: only the opening of the report was read (prose and quoted source code); the log itself lies further down.",
        platform="linux",
    ),
)
