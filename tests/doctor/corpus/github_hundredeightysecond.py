# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-eighty-second set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow, 2021-2022: TF-TRT that could not run in the official tensorflow/tensorflow GPU Docker images.

Broken kinds held: the tensorflow/tensorflow:latest-gpu image of June 2021, where libnvinfer.so.7
could not be loaded because libnvrtc.so.11.1 was missing from the image, so TF-TRT aborted with
'getInferLibVersion symbol not found'; and the tensorflow/tensorflow:2.7.0-gpu image, which
shipped TensorRT 8.0.0 (libnvinfer8) while TensorFlow 2.7.0 was linked against TensorRT 7.2.2.
Both are TensorRT missing or of another release (tensorrt-unavailable). Working runs: none.

Small set, and not the kind first sought: the aim was working runs (training or inference that
really ran on the GPU while printing alarming lines: NUMA, TF-TRT 'Could not find TensorRT',
'factory already registered', oneDNN and CPU-instruction notices, allocator 'this is not a
failure' lines, ptxas fall-backs). Nearly every such thread in the stored copies, on
tensorflow/tensorflow and on application repositories alike (DeepLabCut, SLEAP, DeepVariant,
kohya_ss, LLaMA-Factory, stable-diffusion Colab notebooks, deepface, DNAscent), is already in the
corpus, and the rest had no answer or outcome in the stored text (their resolution, if any, lies
past the stored opening), so no working run could be added. A third tensorflow/tensorflow thread
on the 2.7.0-gpu image (#53529, where the explanation quoted below was given) was left out: its
opening log is cut from the stored copy.

At first look (the doctor of commit 07f25dd) the cause was named in 1 of the 2 broken logs, first;
no working run in the set. Missed: the 2.7.0-gpu record, whose log has no TensorRT error line
(only the installed libnvinfer8 packages against the linked version (7, 2, 2), and the post's
words 'installed TRT version is 8.0.0 but Tensorflow was built and linked with TRT 7.2.2').
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-latest-gpu-image-libnvinfer7-needs-missing-libnvrtc-trt-abort",
        source=_GH + "tensorflow/tensorflow/issues/50330",
        text=r"""We just noticed today that the tensorflow container seems to be incorrectly built:

```bash
docker run -it --rm \
>    --gpus="all" \
>    --shm-size=2g --ulimit memlock=-1 --ulimit stack=67108864 \
>    tensorflow/tensorflow:latest-gpu

root@host:/workspace# python
>>> from tensorflow.python.compiler.tensorrt import trt_convert as trt
>>> conversion_params = trt.TrtConversionParams()
>>> converter = trt.TrtGraphConverterV2(
...     conversion_params=conversion_params)

2021-06-17 20:18:13.799235: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvrtc.so.11.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2021-06-17 20:18:13.799292: F tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not found.
Aborted (core dumped)
```

As you can see TensorRT can not load and seems missing (maybe linked to TRT7 upgrade ?)

This is an issue because TF-TRT uses extentisely this container in our talks, tutorials and blog posts (NV and Google side)

Thanks for your help to address it""",
        expected_cause="tensorrt-unavailable",
        note="2021. Opened by DEKHTIARJonathan (NVIDIA, TF-TRT), who named the cause in the report itself: in the official tensorflow/tensorflow:latest-gpu image 'TensorRT can not load and seems missing'; the dlerror shows why: libnvinfer.so.7 needs libnvrtc.so.11.1, which the image lacked, and TF-TRT then aborted ('getInferLibVersion symbol not found'). Google's pkanwar23 replied (reply cut in the stored copy) and the issue was closed. The same abort with the same dlerror was reported on the 2.6.0-gpu image (tensorflow/tensorflow#52196). The host name of the container prompt is replaced by 'host'; the opening 'CC; @...' line is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-270-gpu-image-libnvinfer8-installed-tf-linked-trt-722",
        source=_GH + "tensorflow/tensorflow/issues/53697",
        text=r"""**System information**
- OS Platform and Distribution: Linux Ubuntu 20.04
- TensorFlow installed from: binary
- TensorFlow version: 2.7.0
- Python version: 3.8
- Installed using virtualenv? pip? conda?: pip
- CUDA/cuDNN version: 11.2
- GPU model and memory: NVIDIA T4, 16GB

**Steps to reproduce the issue**
Setup tensorflow/tensorflow:2.7.0-gpu container
```
$ sudo docker run -it --name tf270 --gpus all tensorflow/tensorflow:2.7.0-gpu
```
Test TF/TRT
```
$ apt list --installed | grep infer

libnvinfer-plugin8/unknown,now 8.0.0-1+cuda11.0 amd64 [installed,upgradable to: 8.2.0-1+cuda11.4]
libnvinfer8/unknown,now 8.0.0-1+cuda11.0 amd64 [installed,upgradable to: 8.2.0-1+cuda11.4]

$ python3
import tensorflow as tf
import tensorflow.compiler as tf_cc
tf_cc.tf2tensorrt._pywrap_py_utils.get_linked_tensorrt_version()

(7, 2, 2)
```
As you can see the installed TRT version is 8.0.0 but Tensorflow was built and linked with TRT 7.2.2.""",
        expected_cause="tensorrt-unavailable",
        note="2022. The poster, apivovarov, showed the mismatch himself (TensorRT 8.0.0 installed in the official 2.7.0-gpu image, TensorFlow linked against 7.2.2). Saduf2019 (TensorFlow team): 'This is already tracked in your issue' tensorflow/tensorflow#53529, where apivovarov had explained to that reporter: 'Tensorflow 2.7.0 (from pypi) was built with TensorRT 7 (not 8) - it needs `libnvinfer.so.7` and `libnvinfer_plugin.so.7` but you have `libnvinfer8` installed', with a workaround on the 2.6.1-gpu image (TensorRT 7). The same report on tensorflow/tensorrt#282 was redirected by DEKHTIARJonathan (NVIDIA) without dispute. Closed as stale. The diagnosis sits in the post's own words; the log has no TensorRT error line.",
        platform="linux",
    ),
)
