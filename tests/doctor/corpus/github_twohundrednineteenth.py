# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-nineteenth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow used outside a plain Python install on an NVIDIA machine, through the prebuilt TensorFlow C library and through an Unreal Engine plugin that ships its own TensorFlow (getnamo/TensorFlow-Unreal, tensorflow/tensorflow).

Broken kinds held: the prebuilt GPU C library (built for CUDA 10.1) on a system that had only
CUDA 11.0 installed, and a TensorFlow 1.12 that could not load inside Unreal Engine because the
CPU lacked AVX. Working runs: none met with a confirmation.

Small set: the stored threads on C, C++, Go and Rust use of TensorFlow on a GPU (cppflow,
tensorflow_cc, tfgo, the Go and Rust bindings, the C API) mostly stop at the question, or have
an answer that is no more than a guess, or are already in the corpus. Left out for want of a
confirmed cause in the stored copy: serizba/cppflow#179, #155, #150, #93, #112, #194;
tensorflow/tensorflow#1158 (kernel module and libcuda of different versions under a bazel-built
C++ example, the answer not stored); tensorflow/rust#264; RedisAI/redis-inference-optimization#120.
The second record has no log line: the error the poster quoted is cut off in the stored copy,
so only the post's words and its library listing are kept.

At first look (the doctor of commit 9cec133) the cause was named in 1 of the 2 broken logs, 1
first (the missing AVX in the Unreal plugin's TensorFlow); the C library record, which has no
log line, was not diagnosed. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="unreal-plugin-tf112-dll-init-failed-cpu-without-avx",
        source=_GH + "getnamo/TensorFlow-Unreal/issues/51",
        text=r"""I have this TF configuration working in VS with Anaconda (3.6/CUDA9/cuDNN7) in GPU and CPU mode. Tested on two machines, both give the same error.

Installed plugin, Downloads dependencies. When I try to PIE it gives the following error:

`LogPython: Error: Traceback (most recent call last):
  File "C:\tf\Plugins\UnrealEnginePython\Binaries\Win64\Lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "C:\tf\Plugins\UnrealEnginePython\Binaries\Win64\Lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "C:\tf\Plugins\UnrealEnginePython\Binaries\Win64\Lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "imp.py", line 243, in load_module
  File "imp.py", line 343, in load_dynamic
ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.
Failed to load the native TensorFlow runtime.
See https://www.tensorflow.org/install/errors
for some common reasons and solutions.  Include the entire stack trace
above this error message when asking for help.`

...
  Consider adding this directory to PATH or, if you prefer to suppress this warning, use --no-warn-script-location.
Successfully installed absl-py-0.8.1 astor-0.8.0 gast-0.3.2 grpcio-1.24.1 h5py-2.10.0 keras-applications-1.0.8 keras-preprocessing-1.1.0 markdown-3.1.1 numpy-1.17.3 protobuf-3.10.0 six-1.12.0 tensorboard-1.12.2 tensorflow-1.12.0 termcolor-1.1.0 werkzeug-0.16.0""",
        expected_cause="cpu-without-avx",
        note="2019, Unreal Engine 4.22 with the getnamo TensorFlow plugin (which installs its own TensorFlow 1.12 into the embedded Python). The second paragraph block is the tail of the plugin's dependency install the poster pasted later. The poster found the cause himself: 'I am running a i7-965x CPU which does not have AVX Support. This explains why it fails to load TF in CPU mode.' Maintainer getnamo then pointed to tensorflow/tensorflow#19584 (prebuilt binaries since 1.6 need AVX; 'ImportError: DLL load failed') and to custom wheels built without AVX. Odd: the poster added that the GPU build of the plugin also failed to load while his conda environment ran on the GPU; the stored thread does not settle that part.",
        platform="windows",
    ),
    CorpusLog(
        name="libtensorflow-c-gpu-prebuilt-on-cuda-11-0-only-system",
        source=_GH + "tensorflow/tensorflow/issues/43908",
        text=r"""which cuda version is required for the pre-built c library

I'm trying to use linux gpu support pre-built c library at https://www.tensorflow.org/install/lang_c on a system which contains directory such as /usr/local/cuda-11.0/targets/x86_64-linux/lib/  (i want to use cuda instead of cpu)

```
# ls /usr/local/cuda-11.0/targets/x86_64-linux/lib/libcu
libcublas.so                 libcudart.so.11.0.221        libcuinj64.so.11.0           libcusolver.so
libcublas.so.11              libcudart_static.a           libcuinj64.so.11.0.221       libcusolver.so.10
libcublas.so.11.2.0.252      libcufft.so                  libculibos.a                 libcusolver.so.10.6.0.245
libcublasLt.so               libcufft.so.10               libcupti.so                  libcusolverMg.so
libcublasLt.so.11            libcufft.so.10.2.1.245       libcupti.so.11.0             libcusolverMg.so.10
libcublasLt.so.11.2.0.252    libcufftw.so                 libcupti.so.2020.1.1         libcusolverMg.so.10.6.0.245
libcudadevrt.a               libcufftw.so.10              libcurand.so                 libcusparse.so
libcudart.so                 libcufftw.so.10.2.1.245      libcurand.so.10              libcusparse.so.11
libcudart.so.11.0            libcuinj64.so                libcurand.so.10.2.1.245      libcusparse.so.11.1.1.245
```""",
        expected_cause="cuda-libraries-missing",
        note="2020, the prebuilt libtensorflow GPU archive for Linux (2.3 at the time, built for CUDA 10.1) on a machine with CUDA 11.0 only. No log line: the error the poster quoted after 'I met the following' is cut off in the stored copy, so the record keeps the post's words and his library listing. Triage (amahendrakar): 'looking at the error log it seems like TensorFlow is searching for CUDA 10.1. Hence, could you please install CUDA 10.1 with cuDNN 7.6 and check if it works.' The poster answered 'thanks' and the issue was closed; he did not dispute it.",
        platform="linux",
    ),
)
