# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow on NVIDIA Jetson boards and other embedded aarch64 set-ups (2019-2023), on repositories new to the corpus for this kind of post (PINTO0309/Tensorflow-bin, Qengineering/Jetson-Nano-Ubuntu-20-image, DoubangoTelecom/ultimateALPR-SDK).

Broken kinds held: a prebuilt aarch64 TensorFlow wheel built against CUDA 9.0 (for a Jetson TX2
with JetPack 3.3) installed where that CUDA is absent (an NVIDIA Drive PX2 with CUDA 9.2, and a
Toybrick board, not an NVIDIA one), a numpy release making `import tensorflow` die with 'Illegal
instruction' on a Jetson Nano, fixed by pinning numpy 1.19.2 (no catalogue cause), and an application whose Jetson build had no
GPU acceleration (no catalogue cause, prose only). Working runs: 0.

Small set: most Jetson threads in reach either sat in the corpus already or had no confirmation in
the stored text (their resolution, if any, lies past the stored opening). Left out although
confirmed: dusty-nv/jetson-containers#196 (2022; a container on a Jetson AGX Orin started by
docker-compose without the 'nvidia' default runtime, fixed by the poster) because its log holds no
TensorFlow; tensorflow/tensorflow#54446 (2022; `pip install tensorflow` on a Jetson AGX, a
maintainer pointed to NVIDIA's Jetson wheel) to keep prose-only records to a third.

At first look (the doctor of commit 5a1a71f) the cause was named in 2 of the 4 broken logs, both
first (the two with a catalogue cause); the Jetson Nano 'Illegal instruction' at import was read
as cpu-without-avx (with tensorflow-import-failed), an AVX finding on an ARM CPU; no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pinto-drive-px2-cuda92-wheel-wants-libcublas-90",
        source=_GH + "PINTO0309/Tensorflow-bin/issues/5",
        text=r"""NVIDIA-Drive PX2
  
**[Required]** Details of the work you did before the problem occurred:  
<br> Installed tensorflow, pip list |grep tensorflow shows the correct version
<br> I had set the environment variables:LD_LIBRARY_PATH  as /usr/local/cuda-9.2/lib64
<br>
**[Required]** Error message:  
<br> ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
<br>
<br>
**[Required]** Overview of problems and questions:""",
        expected_cause="cuda-libraries-missing",
        note="2019. An NVIDIA Drive PX2 (aarch64) with CUDA 9.2 and a prebuilt aarch64 TensorFlow wheel from the repository, built against CUDA 9.0. Maintainer PINTO0309: 'As it is displayed in the error message. The version of CUDA is different. If you want to use CUDA version 9.2, please build Tensorflow yourself.' The poster did not reply and did not dispute it; closed two months later for no reply. The stored copy starts at the device line (the form's question before it is cut off).",
        platform="linux",
    ),
    CorpusLog(
        name="pinto-tx2-wheel-on-toybrick-libcublas-90-missing",
        source=_GH + "PINTO0309/Tensorflow-bin/issues/3",
        text=r"""Successfully installed tensorboard-1.11.0 tensorflow-1.11.0
[alice@localhost work]$ python3
Python 3.6.8 (default, Jan 31 2019, 09:06:51)
[GCC 8.2.1 20181215 (Red Hat 8.2.1-6)] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
Traceback (most recent call last):
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/lib64/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/lib64/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2019. tensorflow-1.11.0-cp36-cp36m-linux_aarch64.whl from the repository installed on a Toybrick board (its name was the user name in the prompt, replaced here; a Rockchip board, not a Jetson; a Red Hat-style system: gcc 'Red Hat 8.2.1-6', /usr/lib64). Maintainer PINTO0309: 'Make sure your environment is the same as the one below. Python3.x + TX2 aarch64 (JetPack-L4T-3.3-linux-x64_b39) ...': the wheel is a CUDA 9.0 build for a Jetson TX2 with JetPack 3.3. The poster did not dispute it; closed. The rest of the maintainer's comment is cut off in the stored copy. Odd: the board is not an NVIDIA one, so the root is a Jetson-only CUDA wheel on a machine without CUDA; what the log shows is the CUDA library that cannot be loaded.",
        platform="linux",
    ),
    CorpusLog(
        name="qengineering-nano-ubuntu20-import-tensorflow-illegal-instruction-numpy",
        source=_GH + "Qengineering/Jetson-Nano-Ubuntu-20-image/issues/15",
        text=r"""Same here... also when I try to use TF in python3, I get "core dumped":
`>>> import tensorflow
2023-01-11 13:06:21.813460: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.10.2
Illegal instruction (core dumped)
`

I'm using the JP included in Ubuntu 20 image""",
        expected_cause=None,
        note="2023. A comment by sniffski in a thread opened on another error (Vulkan at start-up) of Qengineering's Ubuntu 20.04 image for the Jetson Nano (JetPack 4.6); the second paragraph is his later answer to a question. He confirmed the fix himself the same day: 'Actually this one fixed it!' pointing to 'This fixed the problem pip3 install --upgrade numpy==1.19.2', adding 'In my case I've had to do pip3 install --upgrade wheel as well'. The thread does not say which numpy was installed; numpy 1.19.5 is the release known to die with an illegal instruction on Jetson CPUs (numpy/numpy#18131), here when TensorFlow imports it: no catalogue cause (not AVX, which ARM CPUs do not have).",
        platform="linux",
    ),
    CorpusLog(
        name="ultimatealpr-jetson-nano-benchmark-cpu-only",
        source=_GH + "DoubangoTelecom/ultimateALPR-SDK/issues/102",
        text=r"""Hi,
i'am running the benchmark available in the [binaries](https://github.com/DoubangoTelecom/ultimateALPR-SDK/tree/master/binaries/linux/aarch64) on a jetson nano.
This is working , but it seems to run exclusively on the CPU (4 cores @ 100%). As a consequence the framerate is pretty low (~13fps) lower than the pixel 3a (android) which manage to get 17fps.

Here is the command i used : 

```
benchmark ^
    --positive ../../../assets/images/lic_us_1280x720.jpg ^
    --negative ../../../assets/images/london_traffic.jpg ^
    --assets ../../../assets ^
    --openvino_enabled false ^
    --openvino_device CPU ^
    --klass_lpci_enabled false ^
    --klass_vcr_enabled false ^
    --klass_vmmr_enabled false ^
    --charset latin ^
    --loops 100 ^
    --rate 0.2 ^
    --parallel true
```

Is there something i can do to quickly evaluate your sdk with the GPU instead ? From what i understand setting openvino to false should fallback to tensorflow and use the GPU right ?""",
        expected_cause=None,
        note="2020. Prose and the command only, no log. Maintainer DoubangoTelecom: 'This is a known issue on Jetson Nano and TX2. There is no GPU acceleration for now. This is scheduled for the version 3.1.' The poster: 'Ok thanks. I'll try again when the version is available.' The SDK's aarch64 build (TensorFlow inside) had no GPU support for Jetson boards at the time: an application's build, no catalogue cause.",
        platform="linux",
    ),
)
