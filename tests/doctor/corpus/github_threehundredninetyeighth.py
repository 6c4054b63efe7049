# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninety-eighth set of real threads: speech and voice applications on the CUDA stack (2023-2026), from GitHub issues.

Speech-recognition front-ends, servers and bindings (chidiwilliams/buzz, jianchang512/stt,
sandrohanea/whisper.net, jhj0517/Whisper-WebUI, alesaccoia/VoiceStreamAI,
murtaza-nasir/whisperx-asr-service, ggml-org/whisper.cpp, KoljaB/RealtimeSTT), voice assistants and
speech servers (Lex-au/Vocalis, roryeckel/wyoming_openai, kyutai-labs/moshi), text-to-speech and voice conversion (RVC-Boss/GPT-SoVITS,
RVC-Project/Retrieval-based-Voice-Conversion, deiteris/voice-changer, fishaudio/fish-speech,
matatonic/openedai-speech, jasonppy/VoiceCraft, DrewThomasson/ebook2audiobook, Xerophayze/TTS-Story).
The framework is mostly PyTorch or CTranslate2, not TensorFlow, but every cause lies in the part of
the stack TensorFlow loads the same way: the NVIDIA driver against the CUDA runtime, cuBLAS/cuDNN
libraries or DLLs not found, a GPU older or newer than the build's kernels, Docker without GPU
access or without the NVIDIA runtime, Docker Desktop too old for the Windows driver, WSL2's
library folder.

Broken: 21. Working runs: none (no thread in these projects asked about alarming lines of a run
that worked). Prose-only records: 3 (jianchang512/stt, matatonic/openedai-speech #48,
ggml-org/whisper.cpp #1876).

Left out: threads whose stored copy ends without a confirmation (many 'no kernel image' reports on
Pascal cards in jamiepine/voicebox, GPT-SoVITS #1671 on a GTX 650, whisper.cpp #1068 on a T4,
mozilla-ai/speech-to-text #2), causes that belong to the framework itself (a CPU-only PyTorch,
'Torch not compiled with CUDA enabled'), and threads already in the corpus (MeloTTS #40,
AlwaysReddy #40, faster-whisper-GUI #96, Whisper-WebUI #485). Several records on the same kind
(RTX 50 cards with a PyTorch built before sm_120; cuDNN 8 DLLs missing next to CTranslate2) come
from different applications and different wordings.

At first look (the doctor of commit cd26af4) the cause was named in 15 of 21 broken logs, 14 first;
there was no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="buzz-faster-whisper-cudnn64-8-crash-cuda-114-and-124",
        source=_GH + "chidiwilliams/buzz/issues/723",
        text=r"""Thank you for bringing us such a great tool. I ran into the following issues when using the faster-whisper model

Event Tracing for Windows 

Error application name: Buzz.exe, version: 0.0.0.0, timestamp: 0x65f48f28
Error module name: cudnn64_8.dll, version: 6.14.11.6050, timestamp: 0x60375746
Exception code: 0xc0000409
Error offset: 0x00000000000131dd
Error process ID: 0x1d4c
Error application start time: 0x01da8f079a530b6b
Error application path: D:\Softwere green\Buzz\Buzz 0.9\Buzz.exe
Error module path: D:\Softwere green\Buzz\Buzz 0.9\ctranslate2\cudnn64_8.dll
Report ID: 6a96c5f7-de54-4e54-9178-940a50d6b194
Error package full name:
Error package relative application ID:

I used them separately CUDA 11.4 and CUDA 12.4 have encountered this problem.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Title: '[Bug?] There was a problem with the transcription process'. The poster the same day: 'I switched to CUDA11.8 issues have been resolved'. Buzz 0.9 ships CTranslate2 with cuDNN 8 for CUDA 11 and takes the rest of the CUDA 11 libraries from the system; with CUDA 11.4 or 12.4 installed it crashed inside cudnn64_8.dll, with CUDA 11.8 it ran. The CUDA release the bundle was built for was not the one installed; the crash report names no missing library.",
        platform="windows",
    ),
    CorpusLog(
        name="jianchang512-stt-cublas-dll-missing-cublas-download-404",
        source=_GH + "jianchang512/stt/issues/50",
        text=r"""遇到终端显示cublasxx.dll不存在”的错误，但是cuBLAS下载不了

cuBLAS的下载链接点进去是404，英伟达官网也没有windows的版本可以用。请问应该到哪里下载呢？""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose only (the title, then the body; in Chinese: the terminal said a cublas DLL does not exist, and the cuBLAS download link gives 404). The maintainer jianchang512 pointed to bundles of cuBLAS and cuDNN for CUDA 11.x and 12.x (check the CUDA version with nvcc -V); the poster: '问题解决了，感谢' (the problem is solved, thanks).",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-net-cublas-runtime-cuda-error-35-driver-below-527",
        source=_GH + "sandrohanea/whisper.net/issues/83",
        text=r"""CUDA error 35 at Z:\Projects\sandro\whisper.net\whisper.cpp\ggml-cuda.cu:420: CUDA driver version is insufficient for CUDA runtime version，

In my computer there is no Z driver and path; And I installed CUDA driver is the newest from official site. I was installed whisper.net.Runtime.Cublas, Whisper.net.  version 1.4.5""",
        expected_cause="driver-too-old",
        note="2023. Title: 'GPU support Error'. The maintainer said the Cublas runtime is built with CUDA 12.1.1; the poster: 'Yes,I solved this, Downgrade the Cuda Version from 12.x to 11.x is OK, because my Nvidia card Driver is lower than 527.41.' The driver was older than the CUDA 12 runtime needs (whisper.net wraps whisper.cpp).",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-webui-kali-p40-libcudnn-ops-infer-8-in-venv-torch-lib",
        source=_GH + "jhj0517/Whisper-WebUI/issues/114",
        text=r"""**Which OS are you using?**
 - OS: Kali Linux
 - NVIDIA P40 GPU with drivers installed

Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory. But it is at `home/alice/Downloads/Whisper-WebUI/venv/lib/python3.11/site-packages/torch/lib/libcudnn_ops_infer.so.8`
The model is loaded, but then the error occurs and the model unloads:

I've tried `export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/home/alice/Downloads/Whisper-WebUI/venv/lib/python3.11/site-packages/torch/lib` with no luck.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Screenshots left out. The poster the same day: 'First get into venv then add the .so to path worked.' The cuDNN 8 library CTranslate2 (faster-whisper) needs sat in the venv's torch/lib, not on the library path of the process.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-sovits-cuda-126-cudnn-95-cudnn-ops-infer64-8-then-cublas64-11",
        source=_GH + "RVC-Boss/GPT-SoVITS/issues/2376",
        text=r"""整合包配合CUDA12.6+使用时，会在执行语音识别时接连报错，先是cudnn_ops_infer64_8.dll缺失，后是cublas64_11.dll缺失。
已有[文档](https://www.yuque.com/baicaigongchang1145haoyuangong/ib3g1e/pgah3gvetrdy8ryt#wsOz1)给出的“下载并安装VC16以及VC17”的方式无法解决这个错误。

- 系统：Win10、Win11
- Python版本：3.12.7
- CUDA版本：12.6
- cuDNN版本：9.5

## 复现方式

使用CUDA12.6+、cuDNN9.5+，普遍会遇到此问题。""",
        expected_cause="cuda-libraries-missing",
        note="2025. Title: 'CUDA12.6+报cudnn_ops_infer64_8.dll、cublas64_11.dll缺失的解决办法，望更新相关文档'. In Chinese: with CUDA 12.6 and cuDNN 9.5 the Windows bundle's speech recognition (faster-whisper on CTranslate2) fails, first cudnn_ops_infer64_8.dll missing, then cublas64_11.dll. The same post gives the poster's tested fix ('实测可行的解决方案': install cuDNN 8.9.7 for CUDA 12 into the CUDA folder and copy cublas64_12.dll as cublas64_11.dll), left out of the text; the maintainer RVC-Boss suggested upgrading ctranslate2 to 4.5.0, which loads cuDNN 9 and cublas64_12.",
        platform="windows",
    ),
    CorpusLog(
        name="voicestreamai-docker-libcudnn-ops-infer-8-base-image-without-cudnn",
        source=_GH + "alesaccoia/VoiceStreamAI/issues/17",
        text=r"""The error message is as follows:

```
Client 583ffd78-2bfe-4e1e-bbbc-8efed00e1904 connected
2024-05-20T08:38:53.837582891Z Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. Title: 'Docker container error: Could not load library libcudnn_ops_infer.so.8'. The poster answered himself: 'The NVIDIA CUDA® Deep Neural Network library (cuDNN) is included in `runtime` docker image' (the NVIDIA image variants), and for local venvs pointed LD_LIBRARY_PATH at site-packages/nvidia/cudnn/lib; closed. The container's image had no cuDNN.",
        platform="linux",
    ),
    CorpusLog(
        name="whisperx-asr-service-pascal-1080ti-torch-28-no-kernel-image",
        source=_GH + "murtaza-nasir/whisperx-asr-service/issues/15",
        text=r"""## Symptom

- You have a Pascal GPU, like a 1080 TI
- The logs show:

```
whisperx-asr-api  | 2026-04-18 01:50:50,873 - app.main - ERROR - Transcription error: CUDA error: no kernel image is available for execution on the device
whisperx-asr-api  | CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
```""",
        expected_cause="compute-capability-too-old",
        note="2026. Title: 'Breaks on pascal gpus (with workaround)'. The poster found the cause and gave a working workaround in the same post (left out of the text): the Dockerfile pulls a whisperX fork that moved to PyTorch 2.8, whose CUDA 12.8 builds drop Maxwell and Pascal; pinning an older torch in the Dockerfile brings the 1080 Ti back.",
        platform="linux",
    ),
    CorpusLog(
        name="moshi-unmute-runpod-cu1281-image-driver-124-unsupported-ptx",
        source=_GH + "kyutai-labs/moshi/issues/303",
        text=r"""I just hit a similar error while running on runpod.  My first attempt to run unmute was with a runpod instance with container from image `runpod/pytorch:1.0.2-cu1281-torch280-ubuntu2404` 

Note that the cuda compilation tools is 12.8, which is **newer** than the actual cuda version (12.4) baked into the driver.  

With that setup, when I ran unmute stt (but tts worked fine for some reason), I got:

```
2025-10-30T19:42:37.388085Z  INFO moshi_server: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/moshi-server-0.6.4/src/main.rs:549: starting worker num_workers=13
Error: DriverError(CUDA_ERROR_UNSUPPORTED_PTX_VERSION, "the provided PTX was compiled with an unsupported toolchain.")
```""",
        expected_cause="driver-too-old",
        note="2025. A commenter's own case in the thread (the opening post is not in the stored copy); nvidia-smi screenshot left out. The same commenter, under 'The fix': 'Use a newer cuda version, and older cuda compilation version' — a new instance from a CUDA 12.4.1 image on a host whose driver offers CUDA 12.8 ran. The kernels were compiled by a CUDA 12.8 toolkit the 12.4 driver cannot load.",
        platform="linux",
    ),
    CorpusLog(
        name="openedai-speech-apple-silicon-mac-docker-nvidia-driver-gpu",
        source=_GH + "matatonic/openedai-speech/issues/78",
        text=r"""Hi,

I'm trying to get this running through Docker, using the recommended docker compose up command in the repo but I'm getting the following error:

`Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]`

I'm on an Apple silicon Mac - so looks like I'd run this on the CPU but I'm not sure what to try next?""",
        expected_cause="container-toolkit-missing",
        consequences=frozenset({"macos-no-cuda"}),
        note="2024. The maintainer matatonic: 'unfortunately, xttsv2 is not currently functional on mac, your best bet for mac is to run the -min version and use piper'; the poster got the CPU-only configuration working from the open-webui instructions. A Mac has no NVIDIA GPU for Docker to hand to the container.",
        platform="macos",
    ),
    CorpusLog(
        name="openedai-speech-docker-desktop-old-with-nvidia-552-gpu-unused",
        source=_GH + "matatonic/openedai-speech/issues/48",
        text=r"""even though I have a working 3060, with cuda and all set up on my main machine, when I am running a docker using the latest image of opendai-speech, after first time, every timethe system starts in the logs i can see this error/warning:

and then the model only uses cpu which is very slow, additionally from the exec when i run nvidia-smi:

and when i try to see the cuda status in python I am again getting the same error:""",
        expected_cause="wsl-container-toolkit-too-old",
        note="2024. Title: 'Nvidia GPU RTX: 3060 not being utilized in the docker image'. Prose only (three screenshots left out; the maintainer calls it the 'device count error'). The poster: 'yes so the issue was resolved, there is some issue with between docker and nvidia 552.x version and later that gives this error, updating the docker desktop to v4.31 or later fixes this issue.' Docker Desktop (on WSL2) older than the Windows driver.",
        platform="windows",
    ),
    CorpusLog(
        name="rvc-cli-rtx-5080-sm-120-not-compatible-torch-cu118",
        source=_GH + "RVC-Project/Retrieval-based-Voice-Conversion/issues/51",
        text=r"""Hello everyone!

I have a problem with my graphics card. I changed my graphics card, and now the program is giving me an error.

The program does not work with Nvidia 50 series graphics cards.

NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90 compute_37.
If you want to use the NVIDIA GeForce RTX 5080 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

Please tell me how to solve this problem.
Windows 10""",
        expected_cause="compute-capability-unsupported",
        note="2025. Title: 'Problem with Nvidia 50 series'. A commenter with a 50-series card: 'I fixed this problem by upgrading PyTorch to >=2.7' (the cu128 wheels) — 'It fixes that error', though RVC itself then needs changes for the new PyTorch. The poster did not dispute; closed.",
        platform="windows",
    ),
    CorpusLog(
        name="deiteris-voice-changer-rtx-5080-blackwell-needs-cu128-torch",
        source=_GH + "deiteris/voice-changer/issues/198",
        text=r"""### Voice Changer Version

voice-changer-windows-amd64-cuda.zip b2332

### Operational System

windows 10

### GPU

rtx 5080

### Model Type

RVC

### Issue Description

NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

### Logs on console

NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/""",
        expected_cause="compute-capability-unsupported",
        note="2025. Title: '[ISSUE]: blackwell gpu CUDA error (need pytorch128 update)'. The maintainer deiteris took it up (bundling a PyTorch nightly with cu128 was blocked on a torchaudio nightly at first) and merged 'Switch to PyTorch nightly' (PR #199); closed. The bundled PyTorch had no sm_120 kernels.",
        platform="windows",
    ),
    CorpusLog(
        name="tts-story-failed-to-initialize-model-on-cuda-no-kernel-image",
        source=_GH + "Xerophayze/TTS-Story/issues/21",
        text=r""""Failed to initialize model on CUDA: CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions. . Try setting device='cpu' or check CUDA installation."

Any steps on how to install a supported version of CUCA will be greatly appreciated""",
        expected_cause="compute-capability-unsupported",
        note="2026. Title: 'CUDA Error'. The poster the same day: 'The key was installing the PyTorch nightly cu128 build since Blackwell (sm_120) isn't supported in stable releases yet'; the maintainer: 'perfect.' The paste does not name the GPU; the thread does not say the system (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="fish-speech-docker-desktop-run-without-nvidia-runtime-cpu",
        source=_GH + "fishaudio/fish-speech/issues/778",
        text=r""""CUDA is not available, running on CPU."

### Cloud or Self Hosted

Self Hosted (Docker)

### Environment Details

Windows Version	10.0.22631 Build 22631, Docker Engine v27.3.1
RTX 2070 Super 8gb 
i7 9700k

### Steps to Reproduce

1. Run Docker image off DockerHub

### ✔️ Expected Behavior

Image should detect Cuda card when running

### ❌ Actual Behavior

> 4-12-22 14:40:20 /opt/fish-speech/fish_speech/text/chn_text_norm/text.py:71: SyntaxWarning: invalid escape sequence '\d'
2024-12-22 14:40:20   + "(\d"
...""",
        expected_cause="container-without-gpus",
        note="2024. The first line is the title; the issue form's check boxes left out, and the stored copy of the log stops after its first lines. A member guessed fp16 on the RTX 2070; the poster's own answer: 'docker run -ti --runtime=nvidia -e NVIDIA_DRIVER_CAPABILITIES=compute,utility -e NVIDIA_VISIBLE_DEVICES=all -p 127.0.0.1:7860:7860 fishaudio/fish-speech — The image has to specified to run under cuda directly.' The container had been started without GPU access; closed.",
        platform="windows",
    ),
    CorpusLog(
        name="voicecraft-docker-could-not-select-device-driver-no-toolkit",
        source=_GH + "jasonppy/VoiceCraft/issues/31",
        text=r"""I get this error:
> docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
I blame docker.

Why would I need docker for this? What purpose does it serve?""",
        expected_cause="container-toolkit-missing",
        note="2024. Title: 'Is it possible to run this without docker?'. The poster the same day: 'Okay, I had to follow this: https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html Now it werks.' (the README's nvidia-container-toolkit-base alone had not been enough). The maintainer thanked him and updated the README.",
        platform="linux",
    ),
    CorpusLog(
        name="ebook2audiobook-debian12-rtx3070ti-docker-gpus-no-toolkit",
        source=_GH + "DrewThomasson/ebook2audiobook/issues/166",
        text=r"""Running the command `docker run -it --rm --gpus all -p 7860:7860 --platform=linux/amd64 athomasson2/ebook2audiobookxtts:huggingface python app.py` I get the following error:

`docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].`

I have an RTX 3070 ti, and my OS is Debian 12. Any Ideas what the issue might be?""",
        expected_cause="container-toolkit-missing",
        note="2024. Title: 'Issue with GPU in docker'. The poster the same day: 'Some googling later, it turns out I did not have the Nvidia Container Toolkit installed yet.' The maintainer: 'oh nice well at last this information is here if anyone else runs into that'.",
        platform="linux",
    ),
    CorpusLog(
        name="wyoming-openai-compose-unknown-runtime-nvidia-ctk-not-configured",
        source=_GH + "roryeckel/wyoming_openai/issues/11",
        text=r"""I tried running the speaches / kokoro docker compose scripts, but I run into this issue:

`Error response from daemon: unknown or invalid runtime name: nvidia`

I did have speaches on its own working with GPU acceleration (gpus=all) I think my docker setup is OK.

I think something might have changen in the way GPU access works in docker. I still have to dive into it, haven't had a chance to.

I also had to change docker-compose to docker compose by the way, because with the latest docker software they incorporated compose as an inbuilt command instead of a separate tool. But that was something I already knew.

Yes I did! That's what I was using when I ran speaches on its own (but then I realised it didn't quite work with Home Assistant because it has this different 'Wyoming' API, that's when I found this project). It did work with GPU acceleration with OpenAI API though. I had to use the method "without CDI" though, on their page: https://speaches.ai/installation/#__tabbed_2_2""",
        expected_cause="container-runtime-not-configured",
        note="2025. Title: 'Error with speaches/kokoro flow'. The second paragraph block is the poster's answer to 'Did you install the Nvidia Container Toolkit?'. The poster later: 'when I look at my scrollback I missed the last step: `nvidia-ctk runtime configure --runtime=docker` I think that did it.' and it worked; the maintainer closed it. The compose file asks for `runtime: nvidia`, which Docker did not know.",
        platform="linux",
    ),
    CorpusLog(
        name="vocalis-wsl2-backend-libcudnn-ops-9-not-installed",
        source=_GH + "Lex-au/Vocalis/issues/8",
        text=r"""I'm running Windows 11 with WSL2.   When I run Vocalis in the pure Windows environment using Kokoro (on WSL) and Vocalis LLM in LM Studio, everything works great, however my use case requires Linux or Docker.   And when I run Vocalis backend in WSL, I hear the spoken greeting and as soon as I speak, I get this error in the terminal:
Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so}
Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor

My first thought was that CUDA and Nvidia drivers are not setup currently (I'm running on a 4090), however Kokoro also runs in WSL2 Linux and requires CUDA and it works fine.  I can even test it using the built in Kokoro web interface.    I've setup and ran tests for CUDA toolkit in WSL 2 (Ubuntu) and the tests pass.   

Do you have any other dependencies or ideas on the missing Linux CUDA dependencies?  I ran the setup several scripts several times.""",
        expected_cause="cuda-libraries-missing",
        note="2025. Title: 'Backend: Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor'. The maintainer Lex-au: 'points to a cuDNN shared object issue, specifically, the `libcudnn_ops.so.*` file isn't found ... Likely Cause: Incomplete cuDNN Install in WSL ... cuDNN has to be manually installed into your WSL Linux environment', with install steps; the poster did not dispute and the issue was closed. Weak: no report from the poster after the install in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="realtimestt-windows-cudnn-ops-infer64-8-with-cudnn-9-torch-24",
        source=_GH + "KoljaB/RealtimeSTT/issues/182",
        text=r"""PS C:\Users\alice> & C:/Users/alice/anaconda3/envs/daily/python.exe d:/code/spy/实时语音转文字.py

Wait until it says '开始'

\ transcribingCould not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!
RealTimeSTT: root - ERROR - Error during transcription: 
Traceback (most recent call last):
  File "C:\Users\alice\anaconda3\envs\daily\Lib\multiprocessing\connection.py", line 328, in _recv_bytes
    nread, err = ov.GetOverlappedResult(True)
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
BrokenPipeError: [WinError 109] 管道已结束。""",
        expected_cause="cuda-libraries-missing",
        note="2025. Title: 'Could not locate cudnn_ops_infer64_8.dll.'. The maintainer KoljaB: 'Means in most cases faster_whisper isn't compatible with cuDNN >9 and PyTorch >2.4', with fixes (lower cuDNN or PyTorch, copy the cuDNN 8 DLLs of an older torch, or the cuDNN DLLs and cublasLt64_11.dll into the ctranslate2 folder); the poster did not dispute. The CTranslate2 build wanted cuDNN 8 DLLs that were not on the path.",
        platform="windows",
    ),
    CorpusLog(
        name="gpt-sovits-driver-too-old-found-version-11040",
        source=_GH + "RVC-Boss/GPT-SoVITS/issues/83",
        text=r"""`RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new versi        on from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled         with your version of the CUDA driver.`""",
        expected_cause="driver-too-old",
        note="2024. Title: '对gpu驱动版本要求是？' (what GPU driver version is required?). A commenter had tested CUDA 11.8 and 12.1 builds; the maintainer RVC-Boss: '楼上正解 ... 楼主的信息应该是pytorch版本（太新）和你装的n卡驱动（太老）不匹配' (the PyTorch is too new for the installed, too old NVIDIA driver, which offers CUDA 11.4); closed. The thread does not say the system (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="whisper-cpp-wsl-cublas-make-link-fails-usr-lib-wsl-lib",
        source=_GH + "ggml-org/whisper.cpp/issues/1876",
        text=r"""When I followed the instruction to compile the project with "WHISPER_CUBLAS=1 make -j" in WSL environment, I couldn't get the project compiled successfully.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2024. Title: 'Compile failure with CUBLAS enabled in the WSL'. Prose only. The poster found the cause in the same post (left out of the text): the link line lacked /usr/lib/wsl/lib, where WSL2 keeps libcuda; adding -L/usr/lib/wsl/lib to LDFLAGS fixed the link, and his PR #1878 doing so was merged ('Issue can be closed as PR#1878 has been merged to master').",
        platform="linux",
    ),
)
