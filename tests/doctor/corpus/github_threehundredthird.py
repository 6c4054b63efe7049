# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-third set of real threads, gathered apart, from GitHub issues (issues corpus) in tensorflow/tensorflow opened 2023-2026 (TensorFlow 2.13-2.21, CUDA 12, Python 3.11-3.13), on a GPU that was not found, not used or failed.

Broken kinds held: `tensorflow[and-cuda]` asked for on native Windows (TensorFlow 2.20, Python
3.13), where no TensorFlow after 2.10 has GPU support. Working runs: none met.

A very small set: nearly every 2023-2026 thread on these two repositories that the searches
returned (GPU not found, 'Cannot dlopen some GPU libraries', cuDNN 8.9/9 mismatches, libdevice,
ptxas, RTX 50xx and sm_120, WSL2, tensorflow[and-cuda] on 2.16-2.20, Keras 3 on the GPU) is
already in the corpus or was read before without a confirmed cause. Of the few new ones, most
had no confirmation in the stored text: tensorflow/tensorflow#60713 (2023, cuDNN
CUDNN_STATUS_ALLOC_FAILED 'No algorithm worked'), #81344 (2024, the 2.18-gpu-jupyter image
without working GPU support) and #80538 (2025, libcudnn.so.9 missing in the 2.18 image; only
named in another thread). keras-team/keras#17422 is the same thread as
keras-team/tf-keras#62, which the corpus already holds.

At first look (the doctor of commit dc0c0eb) the cause was named in 1 of 1 broken log, 1 first;
no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf220-windows11-python313-and-cuda-pip-install-fails",
        source=_GH + "tensorflow/tensorflow/issues/100689",
        text=r"""Python 3.13: Unable to install tensorflow[cuda] on windows 11

### TensorFlow version

2.20.0

### OS platform and distribution

Windows 11

### Python version

3.13

### CUDA/cuDNN version

12.5.40

### Current behavior?

On Windows 11, Python 3.13, when installing a package dependent on the latest version of `tensorflow[cuda]` via `pip install` in a virtualenv, I get this error:

```text
Downloading nvidia_cublas_cu12-12.9.1.4-py3-none-win_amd64.whl.metadata (1.7 kB)
Collecting nvidia-cuda-cupti-cu12<13.0,>=12.5.82 (from tensorflow[and-cuda]->inaSpeechSegmenter==0.8.0->-r requirements.txt (line 1))
  Downloading nvidia_cuda_cupti_cu12-12.9.79-py3-none-win_amd64.whl.metadata (1.8 kB)
Collecting nvidia-cuda-nvcc-cu12<13.0,>=12.5.82 (from tensorflow[and-cuda]->inaSpeechSegmenter==0.8.0->-r requirements.txt (line 1))
  Downloading nvidia_cuda_nvcc_cu12-12.9.86-py3-none-win_amd64.whl.metadata (1.7 kB)
Collecting nvidia-cuda-nvrtc-cu12<13.0,>=12.5.82 (from tensorflow[and-cuda]->inaSpeechSegmenter==0.8.0->-r requirements.txt (line 1))
  Downloading nvidia_cuda_nvrtc_cu12-12.9.86-py3-none-win_amd64.whl.metadata (1.7 kB)
...
```""",
        expected_cause="windows-native-no-gpu",
        note="2025. The stored copy shows the opening post only up to these pip lines (the final error line of the install is cut off). Issue closed. Two days later the same poster (elieobeid7) wrote in ina-foss/inaSpeechSegmenter#107, titled 'Tensorflow[cuda] is not supported on windows anymore': 'I reported this issue for tensorflow. https://github.com/tensorflow/tensorflow/issues/100689 ... if the user is installing it on windows, the library should use the cpu mode directly as they said that GPU mode isn't supported on Windows', citing tensorflow.org/install/pip#windows-native. So the poster accepted that TensorFlow has no GPU build for native Windows. The failing pip install of the CUDA extras is how that showed here.",
        platform="windows",
    ),
)
