# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninety-seventh set of real threads: GitHub issues (2016-2024) on the GPU stack under OpenCV's CUDA modules, dlib, face_recognition, insightface and tools built on them (davisking/dlib, ageitgey/face_recognition, opencv/opencv, deepinsight/insightface, 1adrianb/face-alignment, dusty-nv/jetson-containers, dusty-nv/jetson-inference).

The frameworks are not TensorFlow, but every confirmed cause lies in the CUDA stack TensorFlow
loads the same way: an NVIDIA driver older than the CUDA runtime (dlib's 'code: 35' and 'code: 98'
after a CUDA 12.1 upgrade), a GPU older than anything the build carries kernels for (compute
capability 1.3 and 2.1 cards, a Jetson Xavier NX under a container built for sm_87 only), CUDA or
cuDNN DLLs and shared libraries that are not found (Windows PATH, Python 3.8's DLL search rule, a
wheel built against CUDA 8 on a CUDA 9 machine, onnxruntime-gpu built for CUDA 11 on CUDA 10.1),
and a cuDNN other than the one the build was made with. Broken: 14. Working runs: 1 (OpenCV's
false cuDNN 9 version-mismatch warning while its DNN tests passed on the GPU).

Most threads are from 2016-2021; 2022-2024 gave four records (a dlib thread, two Jetson threads and
the working run). Five records are prose with no log lines. Left out: threads whose only fix came from another
user than the poster, threads sent to Discord or left open, and threads whose cause is the
framework's own build choice (dlib compiled without CUDA, OpenCV without the CUDA DNN backend).

At first look (the doctor of commit a55b1b3) the cause was named in 5 of the 14 broken logs, 4 first;
the working run was flagged (its false cuDNN 9 warning read as a cuDNN version mismatch).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dlib-howdy-rtx3070ti-cuda121-invalid-device-function-driver-530",
        source=_GH + "davisking/dlib/issues/2749",
        text=r"""### What Operating System(s) are you seeing this problem on?

Linux (x86-64)

### dlib version

19.24

### Python version

3.10

### Compiler

GCC 12

### Current Behavior

```
Traceback (most recent call last):
  File "/lib/security/howdy/compare.py", line 224, in <module>
    face_locations = face_detector(gsframe, 1)
RuntimeError: Error while calling cudaOccupancyMaxPotentialBlockSize(&num_blocks,&num_threads,K) in file /home/alice/.cache/yay/python-dlib-cuda/src/dlib-19.24/dlib/cuda/cuda_utils.h:164. code: 98, reason: invalid device function
```

This error was thrown by `howdy` which is using dlib. I have tried using the latest `dlib` which I think is 19.24. I am using CUDA 12.1 with Nvidia RTX 3070 Ti (mobile) and Linux 6.2.7.

Is CUDA 12.1 supported or do I have incorrect setup?

### Steps to Reproduce

Running howdy with python-dlib with CUDA enabled.""",
        expected_cause="driver-too-old",
        note="2023. The poster the same day: 'Sorry for the fuss but it seems that a patch in CUDA was uploaded, and I also updated my nvidia driver to 530 and now it works as usual.' CUDA 12.1 needs the 530 driver; dlib compiled by CUDA 12.1 could not run on the older driver ('invalid device function'). Odd: the poster also names a CUDA patch, so the fix was the driver update together with it.",
        platform="linux",
    ),
    CorpusLog(
        name="dlib-dtest-cuda-capability-21-gpu-invalid-device-function",
        source=_GH + "davisking/dlib/issues/2290",
        text=r"""## Expected Behavior

All tests pass when using CUDA and CUDA capability 2.1

## Current Behavior

When running dtest 3 tests fail with the following output:

dtest output

```
Running test_cublas \

!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!! TEST FAILED: test_cublas !!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!

Failure message from test: Error while calling cudaOccupancyMaxPotentialBlockSize(&num_blocks,&num_threads,K) in file /build/dlib/dlib/cuda/cuda_utils.h:186. code: 8, reason: invalid device function
Running test_dnn

!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!! TEST FAILED: test_dnn !!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!

Failure message from test: Error while calling cudaOccupancyMaxPotentialBlockSize(&num_blocks,&num_threads,K) in file /build/dlib/dlib/cuda/cuda_utils.h:186. code: 8, reason: invalid device function
Running test_ranking /
...
```""",
        expected_cause="compute-capability-too-old",
        note="2021. Maintainer davisking: 'Sorry, but that GPU is just too old.' (and later in the thread: 'Min is sm_50'); the poster: 'Thanks, I guess I'll try to look for another card ... this one is indeed quite old.' Platform not stated (linux from the /build path).",
        platform="linux",
    ),
    CorpusLog(
        name="dlib-dnn-mmod-ex-no-cuda-capable-device-gpu-too-old",
        source=_GH + "davisking/dlib/issues/499",
        text=r"""While I using tensorflow, it can detect cuda device.
While I using dlib dnn_mmod_ex, there is one error aroused.
`Error while calling cudaGetDevice(&dev) in file /home/alice/dlib/dlib/dnn/cuda_dlib.cu:26. code: 38, reason: no CUDA-capable device is detected`

And I try to reinstall cuda via package manager. It seems that all is installed.""",
        expected_cause="compute-capability-too-old",
        note="2017. Maintainer davisking: 'Your GPU is too old.'; e-fominov before him: 'Running Dlib with CUDA support enable requires Nvidia GPU with Kepler or newer architecture (CUDA device compute compatibility 3+)'. The poster did not dispute; the issue was closed. Screenshots in the post (GPU model) are not in the stored text. Odd: the poster says TensorFlow saw the device.",
        platform="linux",
    ),
    CorpusLog(
        name="face-recognition-manjaro-dlib-cuda-driver-insufficient-after-update",
        source=_GH + "ageitgey/face_recognition/issues/269",
        text=r"""* face_recognition version: 1.0.0
* Python version: python3
* Operating System: Manjaro

### Description

The application fails to run and reports an error in reference to my CUDA runtime and driver.

### What I Did

I updated my system and am now getting the following errors in face_recognition. I am running the latest version of dlib and cuda.

```
Traceback (most recent call last):
  File "./example.py", line 2, in <module>
    from ml_face import *
  File "/home/alice/Development/bulk-image-facial-recognition/ml_face.py", line 1, in <module>
    import face_recognition
  File "/usr/lib/python3.6/site-packages/face_recognition/__init__.py", line 7, in <module>
    from .api import load_image_file, face_locations, batch_face_locations, face_landmarks, face_encodings, compare_faces, face_distance
  File "/usr/lib/python3.6/site-packages/face_recognition/api.py", line 21, in <module>
    cnn_face_detector = dlib.cnn_face_detection_model_v1(cnn_face_detection_model)
RuntimeError: Error while calling cudaGetDevice(&the_device_id) in file /home/alice/Development/tmp/dlib/dlib/dnn/gpu_data.cpp:178. code: 35, reason: CUDA driver version is insufficient for CUDA runtime version
```""",
        expected_cause="driver-too-old",
        note="2017. Maintainer ageitgey: 'This means the CUDA library being loaded is too new for your Nvidia drivers. In other words, you only half-upgraded CUDA and things are out of s[ync]'. The poster did not dispute (the same poster filed davisking/dlib#1029 on the same error).",
        platform="linux",
    ),
    CorpusLog(
        name="insightface-05-onnxruntime-gpu-190-cuda-101-only-cpu-used",
        source=_GH + "deepinsight/insightface/issues/1824",
        text=r"""when I run detection model, only cpu is used.
my package version：
insightface==0.5
onnx==1.10.2
onnxruntime-gpu==1.9.0

even if I uninstalled insightface and installed it again.

the version of my cuda is 10.1""",
        expected_cause="cuda-libraries-missing",
        note="2021. Collaborator nttstar: 'the version of onnxruntime-gpu library should match your cuda version.' The poster: 'U R right, the version of my cuda is 10.1,I degrade onnxrutime-gpu and insightface to suitable version and did it.' and later 'casuse the version of my cuda doesn't match onnxruntime-gpu, so when onnxruntime loads model it switches to cpu mode automatically.' onnxruntime-gpu 1.9 is built for CUDA 11, whose libraries a CUDA 10.1 install lacks. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="dlib-199-windows-cuda-build-import-dll-failed-cudnn-not-on-path",
        source=_GH + "davisking/dlib/issues/1094",
        text=r"""Compiler: msvc 14
OS: Windows 10     64bit

     After stating "using cuda" and compiled by using "python setup.py --yes DLIB_USE_CUDA" successfully and then executing "import dlib" in the python environment, the error message stated,"Import Error: DLL failed. The specified module could not be found."  This is 19.9 version. 
     When I typed in "python setup.up install --no DLIB_USE_CUDA", the problem had gone away.""",
        expected_cause="cuda-libraries-missing",
        note="2018. Maintainer davisking: 'When you install cudnn you have to put the cudnn dll files in your PATH. That's why you are getting this error.' The poster the next day: 'After trial and error from window's environmental variables or modifying batch file finally did the trick, and now the GPU is processing the programs!' Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="dlib-python38-windows-import-dll-load-failed-cuda-bin-not-searched",
        source=_GH + "davisking/dlib/issues/2039",
        text=r"""## Expected Behavior

    >>> import dlib
    >>> :)

## Current Behavior
    >>> import dlib
    Traceback (most recent call last):
      File "<stdin>", line 1, in <module>
    ImportError: DLL load failed while importing dlib: The specified module could not be found.
    >>> :(

## Steps to Reproduce
1. Install CUDA
2. Install cuDNN
3. `git clone https://github.com/davisking/dlib.git`
4. `python setup.py install`
5. `python -c"import dlib"`

* **Version**: 19.19.99
* **Where did you get dlib**: this github repo
* **Platform**: Python 3.8 64-bit for Windows 10""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster's own finding in the opening post (left out of the text): since Python 3.8 on Windows no longer searches PATH for DLLs, dlib 'fails to find curand64_10.dll, this is fixed after running os.add_dll_directory(os.path.join(os.environ['CUDA_PATH'], 'bin'))'. Maintainer davisking agreed ('Urg, windows dynamic loading is such a mess') and marked it help wanted.",
        platform="windows",
    ),
    CorpusLog(
        name="opencv-cuda-build-python38-windows-import-cv2-dll-failed",
        source=_GH + "opencv/opencv/issues/16500",
        text=r"""##### System information (version)

- OpenCV => master
- Operating System / Platform =>win10
- Compiler => vs2019
- CUDA 10.2
- Python 3.8

##### Detailed description

I compiled opencv from source with cuda and python supports and encountered "import cv2 ,dll failed to load " error

##### Steps to reproduce

1. Compiler opencv under python3.8 on windows.
2. Can't load cv2 even when C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.2\bin is in PATH""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster's own steps (left out of the text): 'Copy all cuda DLL to C:\\Python38 then it works, which shows that python3.8 doesn't use PATH when loading DLLs' and adding the CUDA bin folder 'via os.add_dll_directory in cv2/__init__.py ,then it will work too.' Maintainer alalek: 'It is Python 3.8 specific (on Windows).' Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="dlib-1960-pypi-wheel-needs-cublas64-80-and-cudnn64-7-dll",
        source=_GH + "davisking/dlib/issues/792",
        text=r"""Hi!
I install python-3.6.2 for Win64 from python.org and dlib from https://pypi.python.org/pypi/dlib
"Clear" dlib don't want to work:
```
C:\>python
Python 3.6.2 (v3.6.2:5fd33b5, Jul  8 2017, 04:57:36) [MSC v.1900 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import dlib
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "C:\Python36-64\lib\site-packages\dlib\__init__.py", line 1, in <module>
    from .dlib import *
ImportError: DLL load failed: the given module is not found.
>>>
```
Search with the Process Monitor (Windows Sysinternals) showed that the problem in the absence cublas64_80.dll and cudnn64_7.dll
With dlib-19.4.0-cp35-cp35m-win_amd64.whl there is no problem.
Is it possible to rebuild dlib-19.6.0-cp36-cp36m-win_amd64.whl at https://pypi.python.org/pypi/dlib ?""",
        expected_cause="cuda-libraries-missing",
        note="2017. Maintainer davisking: 'Oops, yeah, I meant to upload the version that didn't use cuda. Try it now.' The poster: 'Thank you for quick response and new version 19.6! ... Now all ok :)'. The uploaded wheel was built with CUDA 8 / cuDNN 7 and their DLLs were not on the machine.",
        platform="windows",
    ),
    CorpusLog(
        name="dlib-mmod-face-detection-cudnn-bad-param-linked-cudnn-for-cuda75",
        source=_GH + "davisking/dlib/issues/457",
        text=r"""Hello, 
     I installed dlib without any problem (linked to cuda, cudnn,...). So i tried to use the pretrained model to test on some images: 
   ./dnn_mmod_face_detection_ex mmod_human_face_detector.dat dlib-19.3/examples/faces/2008_004176.jpg

I used CUDA 8.0 and CUDNN 5.1.

The problem is I always get this error: 

Error while calling cudnnSetFilter4dDescriptor((cudnnFilterDescriptor_t)filter_handle, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, filters.num_samples(), filters.k(), filters.nr(), filters.nc()) in file dlib-19.3/dlib/dnn/cudnn_dlibapi.cpp:822. code: 3, reason: CUDNN_STATUS_BAD_PARAM

Could you help me where did I do wrong?""",
        expected_cause="cudnn-version-mismatch",
        note="2017. Maintainer davisking: 'There is probably something wrong with your CUDA install.' The poster the next day: 'I found the problem. Dlib linked to wrong cudnn version. In our system contains both versions of cudnn for cuda 7.5 and cuda 8.0. It actually linked to 7.5. ... After corrected it, it works.'",
        platform="linux",
    ),
    CorpusLog(
        name="opencv-31-gtx260-cc13-not-in-cuda-arch-bin-invalid-device-function",
        source=_GH + "opencv/opencv/issues/7254",
        text=r"""I have rebuild OpenCV with revision 3.1.0-1270-g48af5e5, and in the code that worked fine on older builds I get Unhandled exception. Error output:
`OpenCV Error: Gpu API call (invalid device function ) in cv::cudev::grid_transfo
rm_detail::TransformDispatcher<false, Policy>::call, file c:\lib\opencv\sources\
opencv\modules\cudev\include\opencv2\cudev\grid\detail/transform.hpp, line 270`
on functions like 
`cuda::cvtColor`

Windows 7 x64, VS 2013

CUDA_ARCH_BIN=2.0 3.0 3.5 5.0 which no correspondent my GPU - GTX 260 (CUDA ver 1.3)
CUDA_ARCH_PTX variable is empty""",
        expected_cause="compute-capability-too-old",
        note="2016. OpenCV developer jet47: '`invalid device function` means that GPU code in incompatible with your GPU architecture. Please check `CUDA_ARCH_BIN` and `CUDA_ARCH_PTX` CMake variables' and '`1.x` CC was dropped from default configuration'. The poster confirmed the build's list lacked his GPU's compute capability 1.3 (his reply, kept as the last paragraph) and accepted ('Its sad..').",
        platform="windows",
    ),
    CorpusLog(
        name="jetson-containers-opencv-481-r362-xavier-nx-built-for-sm87-only",
        source=_GH + "dusty-nv/jetson-containers/issues/368",
        text=r"""Hi @dusty-nv , 

I ve pulled the container `dustynv/opencv:4.8.1-r36.2.0`  on my Jetson Xavier NX. Inside the docker `cv2.getBuildInformation()` indicates that openCV is built with CUDA, but when I try to run any cuda opencv code, I get an error saying the kernel image is not supported. 

I beleive the issue is here: 
https://github.com/dusty-nv/jetson-containers/blob/aac129e6cb927df2bd8a1ae695557d7553d86cb8/packages/opencv/opencv_builder/Dockerfile#L58C1-L58C44
since the `.getBuildInformation` also tells me that it is built for GPU architecture 87, and 72 (necessary for jetson xavier) is not there. 

Could you please advise me on which image I should pull from to avoid this issue? My only requirement is that the image contains Ubuntu 22.04 and Opencv >= 4.7, built with `contrib` modules and with cuda.""",
        expected_cause="compute-capability-too-old",
        note="2024. Maintainer dusty-nv: 'the r36.2.0 containers are for JetPack 6, and Xavier doesn't support JetPack 6.' The poster later: 'I rebuilt the container with support for the 72 architecture, and it worked for me'. The image carried kernels for sm_87 (Orin) only; the Xavier NX is sm_72. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-inference-opencv-dnn-cudnn-8201-built-with-8000",
        source=_GH + "dusty-nv/jetson-inference/issues/1409",
        text=r"""We where previously leveraging `dustynv/jetson-inference:r32.6.1` image for an openCV based inference application.

We are getting an issue with the cuDNN and OpenCV having incompatible versions. 

```
[ WARN:0] global /opt/opencv/modules/dnn/src/cuda4dnn/init.hpp (34) checkVersions cuDNN reports version 8201 which does not match with the version 8000 with which OpenCV was built
```

We are attempting to test on a device with L4T version R32.7.1, I upgraded the base image to leverage `dustynv/jetson-inference:r32.7.1` but still getting the same issue.""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Maintainer dusty-nv: 'Hmmm unfortunately it appears that OpenCV would need rebuilt every time cuDNN changes' and pointed to the script that rebuilds OpenCV against the container's cuDNN; the poster: 'Sounds good'. The loaded cuDNN 8.2.1 is not the 8.0 the OpenCV build was made with.",
        platform="linux",
    ),
    CorpusLog(
        name="face-alignment-dlib-195-built-cuda8-libcusolver-so-8-on-cuda9",
        source=_GH + "1adrianb/face-alignment/issues/81",
        text=r"""I use pytorch 0.4 and cuda 9.0. Everything is fine except when I import face_alignment, it cannot find libcusolver.so.8.0 while import dlib. In the requirements.txt, the dlib version is 19.5.0.""",
        expected_cause="cuda-libraries-missing",
        note="2018. The poster in the same post (the rest left out of the text): 'I guess this version is built with CUDA 8. I just \"pip uninstall dlib\" and reinstall a latest one ... Then the dlib is upgraded to 19.13.1, which support CUDA 9. Then everything is fine.' Maintainer 1adrianb: 'Thanks for catching this!' Platform not stated (linux from the .so name). Prose only.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="opencv-dnn-cuda-tests-cudnn-91-false-version-mismatch-warning",
        source=_GH + "opencv/opencv/issues/25711",
        text=r"""### System Information

OS: Ubuntu 22.04
CUDA: 12.5
CuDNN: 9.1.1, dynamic

### Detailed description

Tests produce a lot of noisy warnings like this:

```
[ RUN      ] Test_Torch_layers.net_logsoftmax/0, where GetParam() = CUDA/CUDA
[ WARN:0@410.036] global init.hpp:32 checkVersions cuDNN reports version 90.1 which is not compatible with the version 9.1 with which OpenCV was built
[ WARN:0@410.041] global init.hpp:32 checkVersions cuDNN reports version 90.1 which is not compatible with the version 9.1 with which OpenCV was built
[       OK ] Test_Torch_layers.net_logsoftmax/0 (11 ms)
```

### Steps to reproduce

1. Build with CuDNN 9.x (dynamic linkage)
2. Run dnn test:
```
export OPENCV_TEST_DATA_PATH=...
./bin/opencv_test_dnn
```""",
        expected_cause=None,
        harmless=True,
        note="2024. Filed by OpenCV maintainer asmorkalov (his explanation left out of the text): 'The test was built against the same CuDNN that is used in inference. The warning does not affect result, but disturbs users. Looks like CuDNN changed version formula in cudnnGetVersion()'. Fixed by opencv/opencv#25841 ('CuDNN changed version multipliers since 9.0'); the tests pass on the GPU ('[ OK ]').",
        platform="linux",
    ),
)
