# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-second set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow and NVIDIA GPUs on Macs, from the years of the official macOS GPU wheels (2016-2017) to Apple-silicon Macs whose users try to give an NVIDIA GPU to a Docker container (2021-2024). Repositories: tensorflow/tensorflow, myshell-ai/MeloTTS, NVIDIA/trt-samples-for-hackathon-cn, Deep-MI/FastSurfer, tensorchord/envd.

Broken kinds held: the macOS GPU wheel unable to load CUDA libraries that are installed, because
System Integrity Protection strips DYLD_LIBRARY_PATH from the Python process (an eGPU Mac) or
because the variables were not set in that shell (three records, one of them the segfault of the
0.9 wheel that looked for libcuda.1.dylib, which the CUDA 7.5 installer for macOS did not create);
`docker run --gpus all` on an Apple-silicon Mac, which has no NVIDIA GPU and no NVIDIA Container
Toolkit (three records); and an x86-64 TensorFlow container run under qemu on an Apple-silicon
Mac, where the emulated CPU lacks AVX. Working runs: 0 (none met with a confirmation).

Two of the CUDA-on-macOS records come from comments by people who joined an issue and reported
their own fix, not from the opening post; the text is their comment. Left out for want of a
confirmation in the stored copy: many 2016-2018 tensorflow/tensorflow threads on macOS GPU wheels
(libcudart/libcublas of another CUDA release, cuDNN 5.0 against a 5.1 build, CUDA_ERROR_NO_DEVICE
on MacBook Pros) whose answers, if any, lie past the stored openings. Left out as off the NVIDIA
question: eto-ai/rikai#672 (2022; no tensorflow wheel for an M1 Mac, 'Need to install
`tensorflow-macos` instead').

At first look (the doctor of commit 9cec133) the cause was named in 4 of the 7 broken logs, all 4
first (the three Docker-on-Apple-silicon logs and the qemu AVX abort); the three macOS CUDA
library-loading failures (dlopen 'Library not loaded: @rpath/libcudart.8.0.dylib', and the 0.9
wheel's listing without libcuda.1.dylib) got no finding at all.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="macos-egpu-tf-wheel-libcudart-8-not-loaded-sip-strips-dyld-path",
        source=_GH + "tensorflow/tensorflow/issues/6729",
        text=r"""I have the exact same problem, just running Tensorflow (not building it):
ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/tensorflow/python/_pywrap_tensorflow.so, 10): Library not loaded: @rpath/libcudart.8.0.dylib
  Referenced from: /Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/tensorflow/python/_pywrap_tensorflow.so
  Reason: image not found

MacOS 10.12.2
Using an eGPU
DYLD_LIBRARY_PATH=:/usr/local/cuda/lib
ls -al /usr/local/cuda/lib/libcudart*
/usr/local/cuda/lib/libcudart.8.0.dylib -> /Developer/NVIDIA/CUDA-8.0/lib/libcudart.8.0.dylib
/usr/local/cuda/lib/libcudart.dylib -> /Developer/NVIDIA/CUDA-8.0/lib/libcudart.dylib
/usr/local/cuda/lib/libcudart_static.a -> /Developer/NVIDIA/CUDA-8.0/lib/libcudart_static.a""",
        expected_cause="cuda-libraries-missing",
        note="2017. A comment by martin-gorner on an issue opened by someone else (the opening post was a source build); the text is his comment without its last line, which gave the fix he found himself: 'Disabling SIP fixes this'. yaroslavvb then summed up for macOS users: '1. Disable SIP (Security Integrity Protection) 2. Set environment variables point to your CUDA installation'. The library was installed and on DYLD_LIBRARY_PATH; System Integrity Protection kept the variable from reaching the process, so the loader could not find it. Official macOS GPU wheel, eGPU.",
        platform="macos",
    ),
    CorpusLog(
        name="macos-tf09-gpu-wheel-import-segfault-no-libcuda-1-dylib",
        source=_GH + "tensorflow/tensorflow/issues/3263",
        text=r"""I have followed the installation steps for GPU enabled tensorflow 0.9 on OSX, (https://www.tensorflow.org/versions/r0.9/get_started/os_setup.html#installation-for-mac-os-x), within a conda environment.  The installation seems to go smoothly, but I get a seg fault error when importing tensorflow.  I have tried the fixes from related threads without success. 

See below for the segmentation fault error.

### Environment info
Operating System: Mac OSX 10.10.5

Installed version of CUDA and cuDNN:  CUDA 7.5 and cuDNN 5.1
(please attach the output of `ls -l /path/to/cuda/lib/libcud*`):
$ ls -l /usr/local/cuda/lib/libcud*
-rwxr-xr-x  1 root     wheel      8280 Apr 13 02:02 /usr/local/cuda/lib/libcuda.dylib
lrwxr-xr-x  1 root     wheel        45 Apr 13 02:03 /usr/local/cuda/lib/libcudadevrt.a -> /Developer/NVIDIA/CUDA-7.5/lib/libcudadevrt.a
lrwxr-xr-x  1 root     wheel        50 Apr 13 02:03 /usr/local/cuda/lib/libcudart.7.5.dylib -> /Developer/NVIDIA/CUDA-7.5/lib/libcudart.7.5.dylib
lrwxr-xr-x  1 root     wheel        46 Apr 13 02:03 /usr/local/cuda/lib/libcudart.dylib -> /Developer/NVIDIA/CUDA-7.5/lib/libcudart.dylib
lrwxr-xr-x  1 root     wheel        49 Apr 13 02:03 /usr/local/cuda/lib/libcudart_static.a -> /Developer/NVIDIA/CUDA-7.5/lib/libcudart_static.a
-rwxr-xr-x@ 1 alice  staff  58975112 Jun 10 04:30
...""",
        expected_cause="cuda-libraries-missing",
        note="2016. The stored copy of the opening post stops inside the library listing (the segfault output itself is not in it); the listing shows libcuda.dylib and no libcuda.1.dylib. Menerve: 'It appears that it fails when loading libcuda.dylib. Unfortunately, since #2878 it's now looking for libcuda.1.dylib instead. Creating a symlink or changing the name of libcuda.dylib to libcuda.1.dylib in /usr/local/cuda/lib seems to do the job.' The poster, lw394: 'THANK YOU! It worked'. Maintainer vrv called it a naming/packaging bug of the CUDA install for OS X. The wheel crashed instead of reporting the missing driver library.",
        platform="macos",
    ),
    CorpusLog(
        name="macos-anaconda-tf-gpu-libcudart-8-not-loaded-dyld-vars-unset",
        source=_GH + "tensorflow/tensorflow/issues/5141",
        text=r"""Exactly the same situation as @visionscaper.  Originally:
```
host:~ alice$ python -c "import tensorflow as tf"
Traceback (most recent call last):
  File "/Users/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/__init__.py", line 61, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/Users/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 28, in <module>
    _pywrap_tensorflow = swig_import_helper()
  File "/Users/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow', fp, pathname, description)
  File "/Users/alice/anaconda3/lib/python3.6/imp.py", line 242, in load_module
    return load_dynamic(name, filename, file)
  File "/Users/alice/anaconda3/lib/python3.6/imp.py", line 342, in load_dynamic
    return _load(spec)
ImportError: dlopen(/Users/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow.so, 10): Library not loaded: @rpath/libcudart.8.0.dylib
  Referenced from: /Users/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow.so
  Reason: image not found

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
...""",
        expected_cause="cuda-libraries-missing",
        note="2017. A comment by bradleygibson on an issue opened by someone else (ipython could not load libcudart.8.0.dylib); the stored copy of his comment stops inside the second traceback. He reported the fix himself the same week: 'The solution presented in https://github.com/tensorflow/tensorflow/issues/6729 resolved my issue. Namely, export CUDA_HOME=/usr/local/cuda, export DYLD_LIBRARY_PATH=${CUDA_HOME}/lib:${CUDA_HOME}/extras/CUPTI/lib:/Developer/NVIDIA/CUDA-8.0/lib ... + ensuring that pyenv is not active', after which the CUDA libraries opened; vaibhavravi: '@bradleygibson Worked!'. CUDA 8.0 was installed but the loader's search path did not reach it. Host and user names replaced.",
        platform="macos",
    ),
    CorpusLog(
        name="melotts-docker-gpus-all-m1-macbook-no-device-driver",
        source=_GH + "myshell-ai/MeloTTS/issues/40",
        text=r"""docker build successfully. my macbookpro is M1 chip.
I run the command :
`sudo docker run --gpus all -it -p 8888:8888 melotts`
then get the error:

```
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container:
```
Not supported ?""",
        expected_cause="container-toolkit-missing",
        note="2024. Maintainer Zengyi-Qin: 'Try removing the `--gpus all`'; the poster: 'Thank you, it worked.' An Apple-silicon Mac has no NVIDIA GPU and Docker Desktop has no NVIDIA runtime, so a GPU cannot be given to a container there; the image runs on the CPU. Not a TensorFlow project (MeloTTS uses PyTorch); the failure is Docker's, before any framework starts.",
        platform="macos",
    ),
    CorpusLog(
        name="trt-samples-docker-gpu-on-m1-mac-no-device-driver",
        source=_GH + "NVIDIA/trt-samples-for-hackathon-cn/issues/78",
        text=r"""I installed on M1 silicon and got:
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].""",
        expected_cause="container-toolkit-missing",
        note="2023. Issue title 'Does it support M1?'. Answer by Tlntin: 'nvidia gpu is you need.'; the poster did not dispute it (issue left open). The TensorRT samples need an NVIDIA GPU; an M1 Mac has none and Docker there cannot hand one to a container.",
        platform="macos",
    ),
    CorpusLog(
        name="fastsurfer-docker-gpu-m1-macbook-no-nvidia-container-toolkit",
        source=_GH + "Deep-MI/FastSurfer/issues/56",
        text=r"""docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

Hi FastSurfer Team and others,

I am trying to use FastSurfer on a MacBook Pro carrying the Apple Silicon M1 chip. I've encountered 2 issues already specific to those using the Apple Silicon chip and resolved them (see previously posted issues), but this one seems like an issue just for Docker (see screenshot below). 

I have searched online already the returned error but all I got was that I was supposed install nvidia-container-toolkit via `sudo apt-get`. However, apt-get doesn't work on Mac as far as I know, and Homebrew does not have  nvidia-container-toolkit available to install. 

Regards, alice""",
        expected_cause="container-toolkit-missing",
        note="2021. The error line is the issue's title (the log itself was a screenshot). Maintainer m-reuter: 'I think on Mac you can only use the CPU version.' and, closing: 'If there is a way to get the nvidia-smi docker running on a Mac, it should also work with Fastsurfer. Until then I am closing this, and only the CPU version will work.' No NVIDIA GPU and no NVIDIA Container Toolkit on an M1 Mac. FastSurfer's GPU image is PyTorch, not TensorFlow. The poster's name replaced.",
        platform="macos",
    ),
    CorpusLog(
        name="envd-tf-x86-container-qemu-apple-silicon-no-avx",
        source=_GH + "tensorchord/envd/issues/881",
        text=r"""bug: MNIST example doesn't work on Apple Silicon MacOS

```
⬢ [envd]❯ python main.py
The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
qemu: uncaught target signal 6 (Aborted) - core dumped
[1]    307 abort      python3 main.py
```
Related issue: https://github.com/tensorflow/tensorflow/issues/52972""",
        expected_cause="cpu-without-avx",
        note="2022. Opened by an envd maintainer (VoVAllen), whose post names the cause in a sentence left out of the text: 'The tensorflow binary requires AVX instruction by default, which is not available on Apple Silicon.' He followed up: 'PyTorch works well without AVX. We may want to move examples to Torch and add warning for tensorflow users'. The x86-64 TensorFlow wheel ran in an amd64 container emulated by qemu on an Apple-silicon Mac; the emulated CPU has no AVX. The first line is the issue's title. TensorFlow ran in Linux (the container); the host was macOS.",
        platform="linux",
    ),
)
