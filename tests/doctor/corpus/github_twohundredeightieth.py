# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eightieth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow: installing TensorFlow for the NVIDIA GPU on native Windows (not WSL) and its first import, TensorFlow 1.13 (2019), found with plain words a user would type.

Broken kinds held: a tensorflow-gpu 1.13 wheel (built for CUDA 10.0) on a machine with only the
CUDA 9.0 runtime (the import dies with "DLL load failed"), and the same wheel on a machine with
CUDA 9.0 and 10.1 but no 10.0. Both are the catalogue's missing CUDA libraries. Working runs: none
met.

Small set: the Windows install threads of 2019-2022 on tensorflow/tensorflow (cudart64_110.dll,
cudnn64_8.dll, zlibwapi.dll, msvcp140_1.dll, "Failed to load the native TensorFlow runtime",
conda against pip, the GPU missing from the device list) are nearly all in the corpus already or
were read before without a confirmation in their stored copy; of the rest, most stored copies hold
only the opening post and the first replies, with no word from the poster on what fixed it. Both
records are from 2019. The first one's opening post is only partly in the stored copy (its start,
with the TensorFlow version and the traceback, is missing), so its text is the part that is there.

At first look (the doctor of commit a9cc093) the cause was named in 1 of the 2 broken logs, first;
no working run. The miss is the record whose stored opening lacks the TensorFlow version and the
traceback: only the CUDA 9.0 runtime of deviceQuery and the title "DLL Load failed" remain.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="win10-tf-gpu-113-dll-load-failed-cuda90-runtime-rtx2080ti",
        source=_GH + "tensorflow/tensorflow/issues/26234",
        text=r"""DLL Load failed, WIn10

Also, here is the output from deviceQuery.exe, I could build that example just fine:
```
C:\ProgramData\NVIDIA Corporation\CUDA Samples\v9.0\bin\win64\Debug>deviceQuery.exe
deviceQuery.exe Starting...

 CUDA Device Query (Runtime API) version (CUDART static linking)

Detected 2 CUDA Capable device(s)

Device 0: "GeForce RTX 2080 Ti"
  CUDA Driver Version / Runtime Version          10.1 / 9.0
  CUDA Capability Major/Minor version number:    7.5
  Total amount of global memory:                 11264 MBytes (11811160064 bytes)
MapSMtoCores for SM 7.5 is undefined.  Default to use 64 Cores/SM
MapSMtoCores for SM 7.5 is undefined.  Default to use 64 Cores/SM
  (68) Multiprocessors, ( 64) CUDA Cores/MP:     4352 CUDA Cores
  GPU Max Clock rate:                            1650 MHz (1.65 GHz)
  Memory Clock rate:                             7000 Mhz
  Memory Bus Width:                              352-bit
  L2 Cache Size:                                 5767168 bytes
  Maximum Texture Dimension Size (x,y,z)         1D=(131072), 2D=(131072, 65536), 3D=(16384, 16384, 16384)
  Maximum Layered 1D Texture Size, (num) layers  1D=(32768), 2048 layers
  Maximum Layered 2D Texture Size, (num) layers  2D=(32768, 32768), 2048 layers
  Total amount of constant memory:               65536 bytes
  Total amount of shared memory per block:       49152 bytes
...
```

I tried adding CUDA_HOME system environment variable set to;
C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v9.0

Also changed path variable:
C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v9.0\lib
to
C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v9.0\lib\x64

Neither of that worked.""",
        expected_cause="cuda-libraries-missing",
        note="2019. The poster (rygo6) confirmed the fix himself: 'as per suggestion of fishersosoo, I did pip uninstall tensorflow-gpu to get rid of 1.13, then I installed 1.12 from the link: pip install https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-1.12.0-cp36-cp36m-win_amd64.whl It works now. Thanks.' The tensorflow-gpu 1.13 wheel is built for CUDA 10.0 and only the CUDA 9.0 runtime was installed; the 1.12 wheel (built for CUDA 9.0) imported. The stored copy of the opening post starts mid-way (the title, then the deviceQuery part); the TensorFlow version and the 'DLL load failed' traceback of its start are not there, so the text gives the title, the deviceQuery output (cut at '...') and the first paragraph of the poster's later comment (before the fix).",
        platform="windows",
    ),
    CorpusLog(
        name="win10-tf-gpu-1131-keras-dll-load-failed-cuda-101-and-90",
        source=_GH + "tensorflow/tensorflow/issues/34116",
        text=r"""ImportError: DLL load failed TF 1.13

**System information**
- win 10 x64  18362 (1903):
- pc:
- VS community tensorflow-gpu 1.13.1:
- tensorflow-gpu 1.13.1:
- Python 3.7:
- pip in VS community:
- all version 9.0 10.1/cudnn-10.1-windows10-x64-v7.6.5.32:
- 1060 6gb:

> 
> Using TensorFlow backend.
> Traceback (most recent call last):
>   File "C:\Program Files (x86)\Microsoft Visual Studio\Shared\Python37_64\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 58, in <module>
>     from tensorflow.python.pywrap_tensorflow_internal import *
>   File "C:\Program Files (x86)\Microsoft Visual Studio\Shared\Python37_64\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 28, in <module>
>     _pywrap_tensorflow_internal = swig_import_helper()
>   File "C:\Program Files (x86)\Microsoft Visual Studio\Shared\Python37_64\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 24, in swig_import_helper
>     _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
>   File "C:\Program Files (x86)\Microsoft Visual Studio\Shared\Python37_64\lib\imp.py", line 242, in load_module
>     return load_dynamic(name, filename, file)
...""",
        expected_cause="cuda-libraries-missing",
        note="2019. TensorFlow maintainer ymodak named the cause: 'You need to install cuda 10.0 and add cuda, cupti, cudnn path to the environment variable.' (tensorflow-gpu 1.13.1 is built for CUDA 10.0; the poster had CUDA 9.0 and 10.1 with the cuDNN for 10.1); gadagashwini repeated it ('Install CUDA 10.0 and Follow the following steps to install Tensorflow'). The poster (sc20ka) did not answer or dispute it and the issue was closed for inactivity, so this is the maintainer's word, not a reported fix; the build fact it rests on is in the 1.13 release notes. The stored copy of the traceback stops inside its first part (cut with '...'). A later commenter with CUDA 10.1 had the same error.",
        platform="windows",
    ),
)
