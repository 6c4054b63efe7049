# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-third set of real threads, gathered apart: GitHub issues of 2023-2026 found by the messages recent TensorFlow releases print (Cannot dlopen some GPU libraries, Could not find cuda drivers, Could not load library libcublasLt, cuInit failures, cuDNN version lines); a short set, nearly every confirmed thread those messages led to being already in the corpus, so one older thread met on the way was kept to make up the pair.

Broken kinds held: a cuDNN package built for CUDA 12 installed beside CUDA 11.8 under
TensorFlow 2.13 (cuDNN then asks for libcublasLt.so.12 and the process aborts), and cuDNN not
installed on Windows under the webui's DeepDanbooru (TensorFlow 2.10), so the GPU is skipped.
Working runs: 0.

At first look (the doctor of commit 1aa2a34, before this set was read) the cause was named in 1
of the 2 broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf213-cudnn893-cuda12-build-beside-cuda118-libcublaslt12-abort",
        source=_GH + "tensorflow/tensorflow/issues/61326",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

v2.13.0-rc2-7-g1cb1a030a62 2.13.0

### Custom code

No

### OS platform and distribution

Linux Ubuntu 23.10

### Python version

3.11

### CUDA/cuDNN version

11.8.0-1/8.9.3.28-1+cuda12.1

### GPU model and memory

NVIDIA GeForce GTX 960M, 4096MiB

### Current behavior?

running the mobilenet from keras included by tensorflow leads to the following error:
Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory                                                         
Abgebrochen (Speicherabzug geschrieben)

### Standalone code to reproduce the issue

python -c 'from tensorflow.keras.applications.mobilenet import MobileNet; import numpy as np; m = MobileNet(); m.predict(np.zeros((32,224,224,3)))'

### Relevant log output

Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory                                                         
Abgebrochen (Speicherabzug geschrieben)""",
        expected_cause="cudnn-version-mismatch",
        consequences=frozenset({"tensorflow-crashed"}),
        note="2023. The poster (jagiella) answered his own issue the same day: 'Okay I fixed it! I needed to install' (the stored copy of the thread is cut there, so the package he named is not quoted). What the thread shows: TF 2.13 (built for CUDA 11.8 / cuDNN 8.6) with CUDA 11.8.0 installed but the cuDNN package 8.9.3.28-1+cuda12.1, the build of cuDNN for CUDA 12, whose libcudnn_cnn asks for libcublasLt.so.12 and aborts the process: a cuDNN that is not the one TF was built against. Weakly confirmed (self-fix, wording cut).",
        platform="linux",
    ),
    CorpusLog(
        name="a1111-deepdanbooru-windows-cudnn64-8-not-found-skipping-gpu",
        source=_GH + "AUTOMATIC1111/stable-diffusion-webui/issues/2623",
        text=r"""Hello, 

Not sure whats happening here? when I try use Interrogate DeepBooru my COMMANDLINE_ARGS is --medvram --deepdanbooru
It downloaded the model to the folder but when I attempt to use it I get this:

2022-10-14 16:44:50.945415: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudnn64_8.dll'; dlerror: cudnn64_8.dll not found
2022-10-14 16:44:50.945887: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1934] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2022-10-14 16:44:50.948358: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
WARNING:tensorflow:No training configuration found in the save file, so the model was *not* compiled. Compile it manually.""",
        expected_cause="cuda-libraries-missing",
        note="2022 (older than the angle). Windows, TF 2.10 (gpu_device.cc:1934 and the oneDNN line of that release) under the webui's DeepDanbooru. A commenter (buri2020) answered that it is a warning that cuDNN (NVIDIA's Deep Neural Network library) is not installed; the poster (TumnusB) confirmed it in his next issue four days later (#3075): 'When I was running deepdanbooru without it using my GPU I was getting a tag list once I set up Nvidia SDK and cudnn, zlibwapi, deepdanbooru seems to not be outputting as much' - TF had run on the CPU for want of cuDNN and went to the GPU once it was installed. The confirmation is partly in that second thread.",
        platform="windows",
    ),
)
