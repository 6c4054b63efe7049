# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifty-second set of real threads, gathered apart: questions about TensorFlow not finding or not using an NVIDIA GPU at install or start-up (2017-2021), from GitHub issues on tensorflow/tensorflow.

Broken kinds held: a CPU without AVX under the TensorFlow 1.14 and 2.0 beta wheels (two threads),
and the Windows GPU wheel of TensorFlow 0.12 on a laptop whose only GPU is an Intel HD Graphics
4000 (no NVIDIA GPU, so no nvcuda.dll and no CUDA). Working runs: none (the threads on alarming
lines of a working run that turned up were in the corpus already or had no answer in the stored
copy).

Small set, and older than hoped: Stack Overflow questions and their mirror sites are not in the
stored copies that could be searched, so the threads come from GitHub issues; most install and
start-up threads there are in the corpus already, and most of the rest have no confirmation in
the stored text (their resolution, if any, lies past the stored opening). No record is prose only.
Left out: deepfakes/faceswap#340 (2018, 'libcublas.so.9.1' missing with CUDA 9.0, solved by
installing CUDA 9.1 as well): its requirements file pins tensorflow-gpu 1.5.0, a CUDA 9.0 build,
so the failing import was most likely dlib built earlier against CUDA 9.1, not TensorFlow.

At first look (the doctor of commit 5518eb6) the cause was named in 2 of the 3 broken logs, both
first; the Windows log of the laptop without an NVIDIA GPU got only cuda-libraries-missing (the
CUDA DLLs are indeed missing: kept as a consequence), not the missing NVIDIA driver (nvcuda.dll).
No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf114-illegal-instruction-core2-quad-no-avx",
        source=_GH + "tensorflow/tensorflow/issues/46496",
        text=r"""On a Intel Q9659 cpu that does not support AVX instructions, I have a `Illegal instruction (core dumped)`. So I have installed a previous version, but I'm still getting the error.

This Quad core cpu has the following flags

```
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts acpi mmx fxsr sse sse2 ht tm pbe syscall nx lm constant_tsc arch_perfmon pebs bts rep_good nopl cpuid aperfmperf pni dtes64 monitor ds_cpl vmx smx est tm2 ssse3 cx16 xtpr pdcm sse4_1 lahf_lm pti tpr_shadow vnmi flexpriority dtherm
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts acpi mmx fxsr sse sse2 ht tm pbe syscall nx lm constant_tsc arch_perfmon pebs bts rep_good nopl cpuid aperfmperf pni dtes64 monitor ds_cpl vmx smx est tm2 ssse3 cx16 xtpr pdcm sse4_1 lahf_lm pti tpr_shadow vnmi flexpriority dtherm
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts acpi mmx fxsr sse sse2 ht tm pbe syscall nx lm constant_tsc arch_perfmon pebs bts rep_good nopl cpuid aperfmperf pni dtes64 monitor ds_cpl vmx smx est tm2 ssse3 cx16 xtpr pdcm sse4_1 lahf_lm pti tpr_shadow vnmi flexpriority dtherm
...
```""",
        expected_cause="cpu-without-avx",
        note="2021. The poster thought an older wheel would avoid AVX; amahendrakar: 'Starting with v1.6, TensorFlow binaries use AVX instructions' and, from the poster's tf_env_collect.sh output (not in the stored copy), 'I see that you have installed TensorFlow 1.14 which is greater than TensorFlow 1.6'; the poster: '@amahendrakar thank you, my fault.' and went on to ask how to build without AVX. The flags line is repeated once per core in the post (shortened here). The CPU model is as the poster wrote it (a Core 2 Quad, no AVX).",
        platform="linux",
    ),
    CorpusLog(
        name="tf2-beta-illegal-instruction-atom-x5-z8350-no-avx",
        source=_GH + "tensorflow/tensorflow/issues/30114",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 18.04.02):
- TensorFlow installed from (source or binary):

pip install --upgrade tensorflow==2.0.0-beta1

- Python version:
python3 --version
Python 3.6.8

- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version:
- GPU model and memory:

**Describe the problem**

python -c "import tensorflow as tf;print(tf.reduce_sum(tf.random.normal([1000, 1000])))"
Illegal instruction (core dumped)

```
cat /proc/cpuinfo
processor	: 0
vendor_id	: GenuineIntel
cpu family	: 6
model		: 76
model name	: Intel(R) Atom(TM) x5-Z8350  CPU @ 1.44GHz
stepping	: 4
microcode	: 0x411
cpu MHz		: 659.590
cache size	: 1024 KB
physical id	: 0
siblings	: 4
core id		: 0
cpu cores	: 4
apicid		: 0
initial apicid	: 0
fpu		: yes
fpu_exception	: yes
cpuid level	: 11
wp		: yes
flags		: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts
...
```""",
        expected_cause="cpu-without-avx",
        note="2019. The cpuinfo block is the poster's reply to byronyi's request for `cat /proc/cpuinfo` (the stored copy cuts it inside the flags line). A reply quoted later in the thread by Kati07: '@Elmit2015 That's expected. Your CPU does not support the AVX instruction set, which is enabled by default since v1.6. To use TF on your laptop, either downgrade to TF 1.5, or build TF from source.' The poster did not dispute it: 'I give up to install tenderloin on that lite notebook. I will use colab instead if needed. I have successfully installed Tensor flow 2.0.0beta1 on a bigger notebook.' (The Atom x5-Z8350 has no AVX.) No GPU in this report: the start-up crash itself is the record.",
        platform="linux",
    ),
    CorpusLog(
        name="tf012-windows-gpu-wheel-intel-hd4000-no-nvidia-gpu",
        source=_GH + "tensorflow/tensorflow/issues/6993",
        text=r"""I installed the tensorflow on window. 
and 
pip install tensorflow is successfully imported 
but pip install tensorflow-gpu brought some issues when they imported 
here is the issues.
=================================================
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:119] Couldn't open CUDA library cublas64_80.dll
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_blas.cc:2294] Unable to load cuBLAS DSO.
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:119] Couldn't open CUDA library cudnn64_5.dll
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_dnn.cc:3459] Unable to load cuDNN DSO
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:119] Couldn't open CUDA library cufft64_80.dll
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_fft.cc:344] Unable to load cuFFT DSO.
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:119] Couldn't open CUDA library nvcuda.dll
...

I'm using my old version lenovo lap-top with Intel Hd graphics 4000.""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"cuda-libraries-missing"}),
        note="2017 (TensorFlow 0.12 GPU wheel for Windows). The last paragraph is the first sentence of the poster's reply to mrry, who had written 'From the error message, it looks like TensorFlow can't find the CUDA DLLs it needs to use your GPU. Make sure you've installed CUDA 8.0 and cuDNN 5.1'. The poster went on: 'it seemed like does not support the CUDA.  I guess my GPU does not support tensorflow requirement is it right?'; mrry: 'The standard distribution of TensorFlow requires CUDA support for GPU acceleration.' The laptop has no NVIDIA GPU, hence no nvcuda.dll (the NVIDIA driver) and no CUDA. The stored copy cuts the log after the nvcuda.dll line.",
        platform="windows",
    ),
)
