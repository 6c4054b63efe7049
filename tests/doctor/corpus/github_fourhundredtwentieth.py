# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentieth set of real threads: ONNX Runtime's CUDA execution provider that did not load or fell back to the CPU (2023-2026), from GitHub issues and pull requests of microsoft/onnxruntime and of applications that run ONNX models on CUDA: danielgatis/rembg, k2-fsa/sherpa-onnx, C0untFloyd/roop-unleashed, loeeeee/immich-in-lxc, harisreedhar/Swap-Mukham, Tencent/MimicMotion, Naozumi520/g2pW-Cantonese and TaterTotterson/microWakeWord-Trainer-Nvidia-Docker.

The framework is ONNX Runtime, not TensorFlow, but most causes sit in the part of the stack
TensorFlow loads the same way: an onnxruntime-gpu build made for another CUDA major than the one
installed (CUDA 11 builds on CUDA 12 systems: sherpa-onnx's bundled runtime, Colab's CUDA 12.2),
cuDNN missing or incomplete (cuDNN 9 not installed in an LXC container, cuDNN 8.9 for CUDA 12 not
installed on Windows, zlibwapi.dll that cuDNN 8 on Windows needs, a cuDNN install that was not
complete), and the CUDA provider selected on a PC with no NVIDIA GPU at all. Five more are ONNX
Runtime's own CPU-only build (framework-cpu-only-build): the CPU-only onnxruntime package installed
instead of onnxruntime-gpu (or beside it, where it wins), and a source build made without
--use_cuda. All broken: 13; working runs: none met.

Left out: threads whose confirmation is not in the stored copy (most of microsoft/onnxruntime's: #19292,
#21215, #21354, #21825, #20589, #20597, #11562, #13576, #17537, #9451, #23643; and
Gourieff/sd-webui-reactor#503, #319, #494, PaddlePaddle/PaddleNLP#8195, hacksider/Deep-Live-Cam#466, #477,
#1035, immich-app/immich#14519, #10334, #14808, imagegenius/docker-immich#679, Zeyi-Lin/HivisionIDPhotos#279);
threads confirmed only by a commenter who was not the poster, with the poster's own log out of view
(microsoft/onnxruntime#21684, danielgatis/rembg#661); vague confirmations ('it is indeed a version
mismatch issue', deepinsight/insightface#2295; 'solved by reinstalling the system',
microsoft/onnxruntime#22930; a new application release, chaiNNer-org/chaiNNer#2188); self-filed
tracker issues whose first post is already the diagnosis (dudarenok-maker/Castwright#829, #2534); and
install failures of the CPU onnxruntime package on a new Python (collabora/WhisperLive#300), which
leave no GPU unused.

At first look (the doctor of commit efdaa95) the cause was named in 6 of the 13 broken logs, all
6 first; there is no working run in the set. After the changes of the same day, 11 of 13.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="onnxruntime-windows-cuda-12-4-error-126-cudnn-8-9-for-cuda-12-missing",
        source=_GH + "microsoft/onnxruntime/issues/21049",
        text=r"""CUDA wasnt able to be loaded when tring to use CUDA12.4 and onnxruntime-gpu 11.8

### Describe the issue

Just simplly using
`onnxruntime.InferenceSession(self.__graph_path, providers=['CUDAExecutionProvider',])`
And faild.
I get Errors here:
`2024-06-15 03:51:08.7326342 [E:onnxruntime:Default, provider_bridge_ort.cc:1744 onnxruntime::TryGetProviderInfo_CUDA] C:\a\_work\1\s\onnxruntime\core\session\provider_bridge_ort.cc:1426 onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 "" when trying to load "c:\Users\alice\AppData\Local\Programs\Python\Python310\lib\site-packages\onnxruntime\capi\onnxruntime_providers_cuda.dll"

*************** EP Error ***************
EP Error C:\a\_work\1\s\onnxruntime\python\onnxruntime_pybind_state.cc:866 onnxruntime::python::CreateExecutionProviderInstance CUDA_PATH is set but CUDA wasnt able to be loaded. Please install the correct version of CUDA andcuDNN as mentioned in the GPU requirements page  (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements),  make sure they're in the PATH, and that your GPU is supported.
 when using ['CUDAExecutionProvider']
Falling back to ['CUDAExecutionProvider', 'CPUExecutionProvider'] and retrying.
****************************************""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title. Maintainer tianleiwu: 'Try install cudnn 8.9 for cuda 12, and latest VC runtime'; the poster (zeiyu314): 'It works dude, thanks~'. Issue closed. The CUDA provider's DLL could not load its dependencies (cuDNN for CUDA 12 was not there). The stored copy shows the first post only up to the end of the first error block; the rest (the same error on the CPU retry, the issue template) is left out.",
        platform="windows",
    ),
    CorpusLog(
        name="onnxruntime-cpp-nuget-1-12-cudnn-cnn-infer64-8-exception-cudnn-not-installed-properly",
        source=_GH + "microsoft/onnxruntime/issues/16677",
        text=r"""### Describe the issue

I am trying to run the inference on my Nvidia GPU. I have installed Microsoft.ML.OnnxRuntime.Gpu version 1.12.0 in Visual Studio 2019 using NuGet package manager.

Cuda Version 11.3.

I get exception: Exception thrown at 0x00007FFF94A23A48 (cudnn_cnn_infer64_8.dll)
`session.Run(runOptions, inputNames.data(), &inputTensor, 1, outputNames.data(), &outputTensor, 1);`

When I run the inference on CPU it works fine.

### To reproduce

// Use CUDA GPU
Ort::SessionOptions ort_session_options;
OrtCUDAProviderOptions options;
options.device_id = 0;
OrtSessionOptionsAppendExecutionProvider_CUDA(ort_session_options, options.device_id);
.
.
.
.
session.Run(runOptions, inputNames.data(), &inputTensor, 1, outputNames.data(), &outputTensor, 1);

### Urgency

Urgent

### Platform

Windows

### OS Version

10

### ONNX Runtime Installation

Other / Unknown

### ONNX Runtime Version or Commit ID

1.12

### ONNX Runtime API

C++

### Architecture

X64

### Execution Provider

CUDA

### Execution Provider Library Version

CUDA 11.3""",
        expected_cause="cuda-libraries-missing",
        note="2023. The poster (swapnilbaadStM), answering another user who had the same error: 'Yes, I solved the above issue. I had not installed cuDNN properly. I followed the steps from here: https://docs.nvidia...' (NVIDIA's cuDNN install guide). Issue closed. cuDNN 8's libraries were loaded but the install was incomplete (on Windows that guide also installs zlibwapi.dll, which cudnn_cnn_infer64_8.dll needs).",
        platform="windows",
    ),
    CorpusLog(
        name="onnxruntime-gpu-1-15-windows-could-not-locate-zlibwapi-dll-cudnn-8-5",
        source=_GH + "microsoft/onnxruntime/issues/17510",
        text=r"""### Describe the issue

Install cuda11.8, cuDNN8.5.0.96, and onnxruntime-gpu==1.15.
But could not locate zlibwapi.dll

### To reproduce

`Could not locate zlibwapi.dll. Please make sure it is in your library path!`

### Platform

Windows

### OS Version

win10

### ONNX Runtime Installation

Released Package

### ONNX Runtime Version or Commit ID

onnxruntime-gpu==1.15

### ONNX Runtime API

Python

### Architecture

X64

### Execution Provider

CUDA

### Execution Provider Library Version

CUDA 11.8""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer snnn: 'You need to manually download the DLL and install it. Please refer CUDA 11.8's installation document from Nvidia's official website.' Another user (rodrigovimieiro): 'Followed this tutorial [installing zlib on Windows] and worked for me.' Issue closed. zlibwapi.dll is a dependency of cuDNN 8 on Windows that its installer does not bring.",
        platform="windows",
    ),
    CorpusLog(
        name="swap-mukham-windows-11-cudnn-8-5-could-not-locate-zlibwapi-dll",
        source=_GH + "harisreedhar/Swap-Mukham/issues/3",
        text=r'''Hi !

I have an Nvidia 2080 Ti and Windows 11 - was running Cuda 12 but apparently that's too new ?

Currently your requirements.txt seems to point to onnxruntime v 1.15.0

https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html gives some more detail here but 1.14 is the latest version on that page.

So I wondered - should I run CUDA 11.6 and CuDNN 8.5.0.96 if I'm on Windows? is that enough for onnx 1.15 ?

https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html isn't super clear (as above)
https://developer.nvidia.com/rdp/cudnn-archive  is also pretty unclear but it turns out 8.5.0 is actually 8.5.0.96

I eventually settled on Cuda 11.6 and CuDNN 8.5 and tried it,

initially I had the following error:
"Could not locate zlibwapi.dll. Please make sure it is in your library path!"''',
        expected_cause="cuda-libraries-missing",
        note="2023. The poster (robertdbruce) found the fix himself and wrote it in the same post, right after the error (left out of the text): 'I just needed to follow this: https://docs.nvidia.com/deeplearning/cudnn/install-guide/index.html#prerequisites-windows  now it works perfectly !' (cuDNN 8's Windows prerequisite: zlibwapi.dll). The rest of the post asks for documented CUDA/cuDNN versions; the maintainer answered that GPU support was still planned. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="immich-in-lxc-ubuntu-onnxruntime-libcudnn-so-9-not-installed",
        source=_GH + "loeeeee/immich-in-lxc/issues/32",
        text=r"""I am running into the following issue when trying to install this on a Ubuntu server:

E:onnxruntime:Default, provider_bridge_ort.cc:1745 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1426 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.9: cannot open shared object file: No such file or directory

+ Here's a link to the screenshot: https://pasteboard.co/4bax4UZWZRIv.png""",
        expected_cause="cuda-libraries-missing",
        note="2024. Immich's machine-learning service installed in an LXC container. The maintainer (loeeeee) quoted the install guide: 'For Immich machine learning support, we also need to install CuDNN and two additional libraries, apt install nvidia-cudnn libcublaslt12 libcublas12 ... Since you are using Ubuntu, can you check if you have these libraries installed?'; the poster (zezhenwang): 'My bad. I saw it brought up in another issue.' Issue closed. cuDNN 9, which the onnxruntime-gpu build needs, was not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="sherpa-onnx-1-11-2-cuda-wheel-wants-libcublaslt-so-11-cuda-12-installed",
        source=_GH + "k2-fsa/sherpa-onnx/issues/2046",
        text=r"""Hi!

I have CUDA 12 installed, and I set appropiate LD_LIBRARY_PATH.

Unfortunately, sherpa-onnx is looking for CUDA 11 file (libcublasLt.so.11: cannot open shared object file: No such file or directory) instead of the one I provide (libcublasLt.so.12). I added pytorch with cuda so there it provides the right version, but sherpa-onnx doesn't use it.

Any idea?

Thanks!

BTW I am using 1.11.2+cuda dependency.""",
        expected_cause="cuda-libraries-missing",
        note="2025. The last line is the poster's own follow-up before the answer. Maintainer csukuangfj: 'By default, it requires cuda 11.8. If you want to change a different version, please refer to https://github.com/k2-fsa/sherpa-onnx/pull/1719 to change the onnxruntime version in sherpa-onnx and re-build sherpa-onnx.'; the poster (juangon): 'Thanks @csukuangfj. Should I use these instructions? ...'; csukuangfj: 'yes, you can. Remember to choose a version of a onnxruntime using cuda 12'. Issue closed. The sherpa-onnx CUDA wheel bundles an onnxruntime built for CUDA 11, whose libraries were not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="onnxruntime-colab-cuda-12-2-needs-cuda-12-build-prose",
        source=_GH + "microsoft/onnxruntime/issues/18916",
        text=r"""cuda 12.2 support

### Describe the feature request

Google colab updated thier cuda from 12 to 12.2

### Describe scenario use case

Google colab updated thier cuda from 12 to 12.2""",
        expected_cause="cuda-libraries-missing",
        note="2023. Prose only; the first line is the issue's title. Maintainer tianleiwu: 'You may try ort-nightly-gpu like the following: ... python -m pip install ort-nightly-gpu --index-url=https://aiinfra.pkgs.visualstudio.com/PublicPackages/_packaging/ort-cuda-12-nightly/pypi/simple/'; the poster (akac97): 'Thanks it workd'. Issue closed. The released onnxruntime-gpu (1.16) was built for CUDA 11, whose libraries Colab's CUDA 12 runtime no longer carried; the CUDA 12 build fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="roop-unleashed-intel-hd-530-no-nvidia-cuda-provider-failure-35",
        source=_GH + "C0untFloyd/roop-unleashed/issues/586",
        text=r"""Hello I have watched this video:
https://www.youtube.com/watch?v=vgZ83Oxnjh8
and did everything he said.
This is my hardware:
Device name	host
Processor	Intel(R) Core(TM) i7-6700 CPU @ 3.40GHz   3.41 GHz
Installed RAM	16.0 GB (15.9 GB usable)
Device ID	464418FF-8E76-4CA8-BA23-39E1CB33E462
Product ID	00330-54142-09116-AAOEM
System type	64-bit operating system, x64-based processor
Pen and touch	No pen or touch input is available for this display

I do not have an nvidia card (I have an Intel(R) HD graphics 530) so I am trying to run roop with CPU but I keep seeing this error:

D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:121 onnxruntime::CudaCall D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:114 onnxruntime::CudaCall CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version ; GPU=-1231511160 ; hostname=host ; file=D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_execution_provider.cc ; line=236 ; expr=cudaSetDevice(info_.device_id);

Please advice how to fix this.
Thanks""",
        expected_cause="no-nvidia-driver",
        note="2024. The poster states in the post that the PC has no NVIDIA GPU (Intel HD Graphics 530 only). lysxelapsed (a regular answerer on the repository): 'You can open up `config.yaml` (in your roop-unleashed folder) with an editor, adjust `provider: cuda` to `provider: cpu` and try again.' Issue closed as stale. The CUDA provider was still selected on a machine with no NVIDIA driver, so the CUDA runtime found no driver to talk to ('CUDA driver version is insufficient').",
        platform="windows",
    ),
    CorpusLog(
        name="rembg-windows-gpu-extra-cpu-onnxruntime-beside-onnxruntime-gpu",
        source=_GH + "danielgatis/rembg/issues/600",
        text=r"""**Describe the bug**
The library, despite being installed with [gpu,cli], refuses to run on GPU no matter what I try (including installing torch and importing that). It seems like every single issue about it ends up being closed by the github bot so that nobody sees it and it never gets solved.

**To Reproduce**
Steps to reproduce the behavior:

1. run script
```python
import torch
from rembg import remove
from PIL import Image
import os

for i in os.listdir('in'):
    input_path = 'in/'+i
    output_path = 'output.png'

    input = Image.open(input_path)
    output = remove(input)
    output.save(output_path)
```
2. ???

**Expected behavior**
rembg runs on GPU instead of slow CPU

**Images**
![image](https://github.com/danielgatis/rembg/assets/29938499/a55173fe-0541-4749-a0c9-8e3918bf64cb)

**OS Version:**
Windows 11

**Rembg version:**
v2.0.55

**Additional context**
running in a separate 3.9 runtime with just the stuff from pip install rembg[gpu,cli] and installing torch""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only ONNX Runtime build (framework-cpu-only-build). 2024. The cause was ONNX Runtime's packaging, the CPU-only onnxruntime package installed beside (or instead of) onnxruntime-gpu, so the CUDA provider was not there. The poster (FlashlightET) edited the top of the post (left out of the text, with the strike-through marks he then put on the rest): '## Update: it seems like onnxruntime_gpu either wasnt installed or was installed alongside regular onnxruntime' and '## Update 2: that fixed it'. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="g2pw-cantonese-requirements-cpu-onnxruntime-cuda-provider-not-available",
        source=_GH + "Naozumi520/g2pW-Cantonese/issues/1",
        text=r"""UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names.Available providers: 'AzureExecutionProvider, CPUExecutionProvider'""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only ONNX Runtime build (framework-cpu-only-build). 2024. The cause was the CPU-only onnxruntime package in the project's requirements.txt instead of onnxruntime-gpu. The poster (indiejoseph) named it in the same post (left out of the text): 'consider change onnxruntime to onnxruntime-gpu in requirements.txt, but the version is depends on Cuda and CuDNN version', with a pull request; the maintainer (Naozumi520): 'Oh. Thanks for pointing this out and your PR #2. Just merged!' Issue closed. The platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="mimicmotion-dwpose-cpu-onnxruntime-only-azure-cpu-providers-zh",
        source=_GH + "Tencent/MimicMotion/issues/44",
        text=r"""如果dwpose阶段有`UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names.Available providers: 'AzureExecutionProvider, CPUExecutionProvider'`，说明onnx没有用上gpu，可以如下double check
```python
import onnxruntime as ort
print("Available providers:", ort.get_available_providers())
```""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only ONNX Runtime build (framework-cpu-only-build). 2024. In Chinese: 'If the dwpose stage shows UserWarning: ..., it means onnx is not using the GPU; you can double check as follows'. The cause was ONNX Runtime's CPU-only package (onnxruntime instead of onnxruntime-gpu). The issue's title: 'suggest adding onnxruntime-gpu to the environment dependencies'. The poster (kingydw) confirmed in the same post (left out of the text): '解决：pip install onnxruntime-gpu' and '效果: dwpose提取阶段，从4s/iter 变成 30iter/s，提升120倍' (fix: install onnxruntime-gpu; result: DWPose extraction went from 4 s/iter to 30 iter/s). Open. The platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="microwakeword-trainer-docker-rtx-4060-ti-onnxruntime-cpu-package-only",
        source=_GH + "TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/1",
        text=r"""When I try to run the notebook, I get this output on the 3rd step.

```
🔧 Torch CUDA Available: True
  • Device count: 1
  • Current device: 0
  • Device name: NVIDIA GeForce RTX 4060 Ti

🔧 ONNX Runtime Providers:
  • ['AzureExecutionProvider', 'CPUExecutionProvider']
⚠️  CUDAExecutionProvider not available — ONNX will fall back to CPU.
``` 

Am I expected to install some onnx runtime outside the docker container?""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only ONNX Runtime build (framework-cpu-only-build). 2025. The cause was ONNX Runtime's packaging inside the image (the CPU-only onnxruntime, no working onnxruntime-gpu), while PyTorch in the same container saw the GPU. The poster (zolakt), the same day: 'I had to do this inside the docker container: pip uninstall -y onnxruntime onnxruntime-gpu; pip install onnxruntime-gpu==1.23.0 to make it detect: ['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'CPUExecutionProvider']'. The maintainer acknowledged and left the check as it was. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="onnxruntime-source-build-without-use-cuda-only-cpu-provider",
        source=_GH + "microsoft/onnxruntime/pull/26994",
        text=r"""@umangb-09 I'm still getting:
```
/home/alice/.local/lib/python3.12/site-packages/onnxruntime/capi/onnxruntime_inference_collection.py:123: UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names.Available providers: 'CPUExecutionProvider'
  warnings.warn(
```""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only ONNX Runtime build (framework-cpu-only-build). 2026. A comment in the pull request 'Fix for #25145' (a fallback-provider bug). The cause was an ONNX Runtime wheel built from source without CUDA support. The commenter (Geremia) found it himself two comments later: 'The issue was that I forgot to pass `--use_cuda` to `./build.bash` (though I had `--cuda_home` and `--cudnn_home` set). This worked in my case: ./build.sh --build --build_wheel --enable_pybind --parallel 16 --use_cuda --cuda_home /opt/cuda-12.6 --cudnn_home /usr/share/cuda'.",
        platform="linux",
    ),
)
