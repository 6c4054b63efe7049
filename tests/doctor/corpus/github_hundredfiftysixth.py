# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow's satellite repositories and NVIDIA's TensorFlow-adjacent ones: the TensorFlow profiler (openxla/xprof, formerly tensorflow/profiler), tensorflow/tensorrt, tensorflow/addons and NVIDIA/tensorflow (2019-2023).

Broken kinds held: a CUDA library (libcupti, for the profiler) of the release TensorFlow was
built with missing because /usr/local/cuda pointed at another CUDA on a cloud image, and NVIDIA's
TensorFlow 1.15 wheels asked for on Python 3.7 (they exist for Python 3.8 only); then five with
no catalogue cause: the TensorRT that TF-TRT loads not being the one TensorFlow was built with,
TensorRT 7 (which TensorFlow 2.11 was built against) not installed, TF-TRT absent from the
Windows builds of TensorFlow 1.x, a TensorFlow that could not run TF-TRT ("needs to be built
with TensorRT support"), and TensorFlow Addons' GPU custom ops crashing with a CUDA toolkit they
were not built for. Working runs: none (none met with a confirmation).

Small set: the satellite repositories hold many GPU threads, but most stored copies end before
any resolution (open issues, or the answer lies past the stored opening), and many of the rest
sit in threads already in the corpus. Left out as unconfirmed in the stored copy: profiler
threads on CUPTI_ERROR_INSUFFICIENT_PRIVILEGES in containers (openxla/xprof#24, #363), an
autokeras run that hit "libdevice not found" (keras-team/autokeras#1813), keras-nlp losing the
GPU on Colab after it pulled a newer TensorFlow (keras-team/keras-hub#1321, a maintainer's guess
only), and NVIDIA/tensorflow wheels failing with "CUDA driver version is insufficient"
(NVIDIA/tensorflow#83, #89). One prose-only record (tensorflow/addons#2758).

At first look (the doctor of commit 4dfa702) the cause was named in 1 of the 7 broken logs, 1
first (the libcupti one); the Python 3.7 one got no finding, and of the five with no catalogue
cause one drew a warning (compute-capability-ptx-jit, from the A100 with TensorFlow 2.11 stated
in the post) and the others none.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="xprof-aws-ami-cuda-symlink-11-libcupti-10-1-missing",
        source=_GH + "openxla/xprof/issues/209",
        text=r"""I am trying to do profiling on AWS instance, it has CUDA 11.0 and driver version 450.+

but when I looked into the folder `/usr/local/cuda/extras/CUPTI/lib64` I did not find the file `libcupti.so.10.1` 

instead the folder had the file `libcupti.so.10.0`

now when i use tf.profiler API in my code, I see this warning:

`Could not load dynamic library 'libcupti.so.10.1'; dlerror: libcupti.so.10.1: cannot open shared object file:`

Is it required to have exactly CUDA 10.1 for profiler to work?""",
        expected_cause="cuda-libraries-missing",
        note="2020. Filed on tensorflow/profiler (now openxla/xprof). The poster fixed it himself the next day: 'Use base AMI in AWS, and run the command: `sudo rm /usr/local/cuda` `sudo ln -s /usr/local/cuda-10.1 /usr/local/cuda` to fix the issue', and repeated the two commands for another user later. The AWS image holds several CUDA releases; /usr/local/cuda pointed at one other than the CUDA 10.1 TensorFlow was built with, so the 10.1 CUPTI library was not on the path. Another user (anirban1513) then got past the load and hit a CUPTI privilege error; that is not the poster's.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-tensorflow-115-colab-kaggle-python37-no-matching-distribution",
        source=_GH + "NVIDIA/tensorflow/issues/34",
        text=r"""I tried this in Colab and Kaggle (Python 3.7 both) and got an error.
```
!pip install nvidia-pyindex
!pip install nvidia-tensorflow==1.15.4
```
ERROR: Could not find a version that satisfies the requirement nvidia-tensorflow==1.15.4 (from versions: 0.0.1.dev4, 0.0.1.dev5)
ERROR: No matching distribution found for nvidia-tensorflow==1.15.4

Is it possible to use `nvidia-tensorflow` in Kaggle?""",
        expected_cause="python-version-unsupported",
        note="2021. Maintainer DEKHTIARJonathan (NVIDIA): 'We don't support Python 3.7. Only Python 3.8'; issue closed. NVIDIA's TensorFlow 1.15 wheels (for recent GPUs) exist for Python 3.8 only, so pip found only the placeholder versions.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-trt-tf113-tensorrt-mismatch-compiled-502-loaded-512",
        source=_GH + "tensorflow/tensorrt/issues/85",
        text=r"""OS and version: Ubuntu 18.04
GPU type: NVIDIA GeForce GTX 1080 Ti Founder's Edition
nvidia driver version: 418.56
CUDA version: 10.0
cuDNN version: 7.4.1
Python version: 3.6.7
TensorFlow version:1.13.1
TensorRT version: 5.1.2

Following the instructions per the TensorRT manual, I used the frozen model to implement Tensorflow-RT:
```
import tensorflow.contrib.tensorrt as trt

trt_graph = trt.create_inference_graph(input_graph_def=frozen_graph, outputs=[out.op.name for out in model.outputs], max_batch_size=1,max_workspace_size_bytes=2 << 20, precision_mode="fp16")
tf.train.write_graph(trt_graph, "model", "tfrt_model.pb", as_text=False)
```

However, then I get the error: 
```
WARNING:tensorflow:TensorRT mismatch. Compiled against version 5.0.2, but loaded 5.1.2. Things may not work.
```

What exactly is not lining up? Is my CUDA version too low? Is my cuDNN too low as well? Does it need to be upgraded to 10.1? Or should I downgrade my TensorRT? Am I missing something? Any help would be greatly appreciated.""",
        expected_cause="tensorrt-unavailable",
        note="Expected cause given when the catalogue gained tensorrt-unavailable (TF-TRT without the TensorRT it needs); before, no catalogue cause. 2019. pooyadavoodi (NVIDIA, TF-TRT) answered: 'The version of your TensorRT is 5.1.2 while the version of the TensorRT used to build TF is 5.0.2. They don't match. ... The pip packages that Google has uploaded to PyPI are build with TensorRT 5.0. If you want to use TensorRT 5.1, you would have to either use NVIDIA containers' (or build TensorFlow). Not disputed; closed. The TensorRT that TF-TRT loads differs from the one TensorFlow was built against: no catalogue cause (CUDA and cuDNN were not the problem).",
        platform="linux",
    ),
    CorpusLog(
        name="tf211-a100-libnvinfer-so-7-tensorrt-7-not-installed",
        source=_GH + "NVIDIA/tensorflow/issues/75",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04
- TensorFlow installed from (source or binary): pip install tensorflow==2.11.0
- TensorFlow version: 2.11.0
- Python version: 3.8
- Installed using virtualenv? pip? conda?: pip
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version:11.2/8.1.1.33
- GPU model and memory:A100

**Describe the problem**
According to tensorflow I should be installing tensorrt=7.2.2 but i fail to find the correct repository
I tried to install via pip, but the available version are > 8

i get the following warning when importing tensorflow

> Could not load dynamic library 'libnvinfer.so.7'
> Could not load dynamic library 'libnvinfer_plugin.so.7'""",
        expected_cause=None,
        note="2023. The poster fixed it himself the same day: 'I got it working as follow:' a Dockerfile that pip-installs tensorflow==2.11.0 with nvidia-pyindex and nvidia-tensorrt==7.2.3.4 and then exports an LD_LIBRARY_PATH into the conda environment's lib directory (the line is cut off in the stored copy). TensorFlow 2.11 was built against TensorRT 7, which was not installed (pip offered only TensorRT 8): TF-TRT needs TensorRT 7, which the catalogue counts as a harmless notice (tensorrt-missing-warning), so no catalogue cause names what the poster wanted fixed.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-trt-win10-no-module-tensorflow-contrib-tensorrt",
        source=_GH + "tensorflow/tensorrt/issues/113",
        text=r"""Exause Me
I use tensorflow in windows10, python3.5 
when I do 
"import tensorflow.contrib.tensorrt as trt"
error appears:
ImportError: No module named 'tensorflow.contrib.tensorrt'

How can I get the tensorrt model in tensorflow for win10 ?""",
        expected_cause="tensorrt-unavailable",
        note="Expected cause given when the catalogue gained tensorrt-unavailable (TF-TRT without the TensorRT it needs); before, no catalogue cause. 2019. ZhuoranLyu: 'tftrt does not support win10 unless you compile from source'; pooyadavoodi (NVIDIA, TF-TRT) closed it as tracked in tensorflow/tensorflow#23692 (TensorRT on Windows). TensorFlow's Windows wheels of that time were built without TF-TRT: no catalogue cause (windows-native-no-gpu is about TensorFlow after 2.10).",
        platform="windows",
    ),
    CorpusLog(
        name="tf-trt-example-tensorflow-needs-to-be-built-with-tensorrt",
        source=_GH + "tensorflow/tensorrt/issues/279",
        text=r"""cmd:python tf2_inference.py --use_tftrt_model --precision int8
ERROR:tensorflow:Tensorflow needs to be built with TensorRT support enabled to allow TF-TRT to operate.
Has anyone encountered a similar error?""",
        expected_cause="tensorrt-unavailable",
        note="Expected cause given when the catalogue gained tensorrt-unavailable (TF-TRT without the TensorRT it needs); before, no catalogue cause. 2021. tfeher (NVIDIA, TF-TRT) answered: 'You need TensorFlow binaries that were compiled with TensorRT to use TF-TRT. For example, you can use the docker images from the NGC repository'. Not disputed by the poster; closed (a later user, SJavad, asked whether it can work without those images). The TensorFlow in use could not run TF-TRT: no catalogue cause (the catalogue's TensorRT notice is a harmless one).",
        platform="linux",
    ),
    CorpusLog(
        name="tfa-0171-gpu-custom-ops-segfault-with-cuda-117",
        source=_GH + "tensorflow/addons/issues/2758",
        text=r"""- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04
- TensorFlow version and how it was installed (source or binary): 2.9.1-binary
- TensorFlow-Addons version and how it was installed (source or binary): 0.17.1-binary
- Python version: 3.8
- Is GPU used? (yes/no): yes

Currantly, simply importing tfa in a script on a system with CUDA 11.7 will result at some point in a seg fault. Even without calling any funcion or object.
What would need to be done to add support for CUDA 11.7?""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2022. Prose only. Maintainer bhack pointed to the custom-op compatibility matrix ('we have only tested it with this compatibility matrix'), and maintainer seanpmorgan: 'Per compatibility matrix, you'll need to compile from source in order to run GPU custom op with CUDA 11.7'. Not disputed; closed. TensorFlow Addons' prebuilt GPU custom ops are built for the CUDA of TensorFlow's tested configuration, not the CUDA 11.7 toolkit here.",
        platform="linux",
    ),
)
