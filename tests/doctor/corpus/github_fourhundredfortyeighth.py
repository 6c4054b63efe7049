# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortyeighth set of real threads: speech and voice applications on NVIDIA GPUs (2023-2025), from GitHub issues on whisper front-ends (faster-whisper, whisper-writer, wyoming-whisper-trt, LocalAI's whisper.cpp backend), TTS and voice-conversion projects (suno-ai/bark and JonathanFly/bark, resemble-ai/chatterbox, CosyVoice, GPT-SoVITS, Style-Bert-VITS2, innnky/so-vits-svc).

Broken kinds held: a CPU-only PyTorch pulled in by a plain pip or requirements install (bark twice,
chatterbox, faster-whisper's requirements, Style-Bert-VITS2, so-vits-svc: 6), an NVIDIA driver older
than the CUDA runtime the program ships (faster-whisper's CTranslate2 on driver 472, GPT-SoVITS's ASR
on driver 515, LocalAI's cuBLAS whisper.cpp image on driver 525: 3), CUDA libraries that cannot be
loaded (an onnxruntime-gpu built for CUDA 11 on a CUDA 12.1 system under CosyVoice; the cuDNN 8 DLLs
absent for whisper-writer: 2), a GTX 1060 below the compute capability floor of the PyTorch in
wyoming-whisper-trt's image (1), and a 4 GB GTX 1050 Ti running out of memory while training
GPT-SoVITS (1). All broken: 13; working runs: 0.

Left out: threads whose stored copy ends before any answer, or whose helper's advice got no reply
from the poster (coqui-ai/TTS#3499, SWivid/F5-TTS#404 and #1163, Vaibhavs10/insanely-fast-whisper#54,
#124 and #220, ggml-org/whisper.cpp#3449, NVIDIA-NeMo/Speech#3855 and #14659, fishaudio/fish-speech#1245,
speaches-ai/speaches#255, suno-ai/bark#130, #153 and #202); threads where only another user said what
fixed it for them (ufal/whisper_streaming#119, 2noise/ChatTTS#102); a first post that is only the
poster's own fix write-up (raryelcostasouza/pyTranscriber#55 and #56); fixes that named no cause
(2noise/ChatTTS#229 'solved', markgoodhead/dictate-wizard#2 fixed in the code, rsxdalv/TTS-WebUI#55 a
new installer); out-of-memory threads the poster never confirmed (Vaibhavs10/insanely-fast-whisper#162,
innnky/so-vits-svc#43); and RTX 50 threads already seen by earlier gatherers. Four records
(faster-whisper#871, bark#620, JonathanFly/bark#14, so-vits-svc#137) do not name the operating
system; their platform is inferred (a CPU-only PyTorch from a plain pip install is what PyPI serves
on Windows) and each note says so.

At first look (the doctor of commit 39e45af) the cause was named in 6 of the 13 broken logs,
each first; there is no working run in the set. After the changes of the same day, 7 of 13, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="chatterbox-pip-install-pulled-cpu-torch-rtx4060-mobile",
        source=_GH + "resemble-ai/chatterbox/issues/95",
        text=r"""Hey Guys,

When installed with 'pip install chatterbox-tts' torch installed w/o gpu support.

I am using:
windows 11
python 3.11.9.
GPU: RTX4060 mobile.
My CUDA version is 12.5""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster (accaderi) in the same post, under 'Solution:': uninstall the CPU torch and 'Install PyTorch 2.6.0 with CUDA support' from the cu126 index; title 'Torch installed without gpu support - Solved'; another Windows 11 user: 'This was helpful.' Closed. Text cut before the poster's solution.",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-venv-requirements-cpu-torch-rtx3060-mobile",
        source=_GH + "SYSTRAN/faster-whisper/issues/871",
        text=r"""Faster whisper does not seem to utilize my RTX 3060 mobile GPU.  I have CUDA 12 installed and I have installed the libraries as per instructions.  But it still only uses the CPU.  I wrote some separate Python code to check whether CUDA device can be found and when I run this globally, it finds the correct GPU.  However, when I run it from the faster whisper virtual environment, it gives me the issue that you will see in the images below.
![1](https://github.com/SYSTRAN/faster-whisper/assets/154757972/2fc40861-2b48-4997-9b3e-7ee41a9f73f7)
![2](https://github.com/SYSTRAN/faster-whisper/assets/154757972/9f03d069-4d07-483e-8929-f1fea09a73f0)
![3](https://github.com/SYSTRAN/faster-whisper/assets/154757972/430bf08e-ad9a-4044-a2f1-47e855378e07)
![4](https://github.com/SYSTRAN/faster-whisper/assets/154757972/38441691-f67a-4a15-9cd8-0b80e31ec06d)""",
        expected_cause="framework-cpu-only-build",
        note="2024. The poster (Code-Explode-Studios): '@trungkienbkhn Thanks for pointing me in the right direction, you are right it was indeed my torch set up as the requirements.txt installed torch without cuda support'. Issue left open. The helper's reply is not in the stored copy. Platform not stated: inferred as Windows, since a plain pip install gives a CPU-only torch there (the Linux wheel on PyPI has CUDA).",
        platform="windows",
    ),
    CorpusLog(
        name="cosyvoice-onnxruntime-gpu-libcublaslt-so-11-on-cuda-12-1",
        source=_GH + "QwenAudio/CosyVoice/issues/91",
        text=r"""2024-07-10 23:05:14.749535198 [E:onnxruntime:Default, provider_bridge_ort.cc:1546 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1209 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory

是，我cuda版本12.1，重新编译了onnxruntime也不行。""",
        expected_cause="cuda-libraries-missing",
        note="2024. Title (Chinese): 'The example runs fully and produced 4 audio files, but there is an error'. The poster's follow-up (Chinese): 'Yes, my CUDA is 12.1; rebuilding onnxruntime did not help either.' Another user: 'i fix this error. reinstall cuda .ONNX Runtime cuDNN version by this link' (the CUDA Execution Provider requirements); the poster then (Chinese): 'Rebuild onnxruntime with cuDNN 8.9 specified and it works.' The onnxruntime-gpu in use was built for CUDA 11 and looked for libcublasLt.so.11 on a CUDA 12.1 system, so its CUDA provider did not load. Issue left open.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt-sovits-asr-ctranslate2-driver-515-insufficient-tesla-m40",
        source=_GH + "RVC-Boss/GPT-SoVITS/issues/1048",
        text=r"""服务器环境
pve虚拟机装centos8
显卡：Tesla M40
Driver Version: 515.105.01   
CUDA Version: 11.7 
torch:2.1.1(通过install.sh安装)

ASR运行报错：
RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version""",
        expected_cause="driver-too-old",
        note="2024. Post in Chinese ('server: CentOS 8 in a PVE VM; GPU Tesla M40; torch 2.1.1 installed by install.sh; the ASR step fails'). Contributor SapphireLab (Chinese): 'the installed CUDA version exceeds what the driver supports ... either upgrade the driver or downgrade CUDA', linking NVIDIA's compatibility table; the poster: '谢谢' (thanks); issue closed. A weak confirmation (thanks, no report of the fix); the error message and driver 515 (CUDA 11.7) agree with it.",
        platform="linux",
    ),
    CorpusLog(
        name="whisper-writer-cudnn-ops-infer64-8-dll-not-installed",
        source=_GH + "savbell/whisper-writer/issues/29",
        text=r"""```
Could not load library cudnn_ops_infer64_8.dll. Error code 126
Please make sure cudnn_ops_infer64_8.dll is in your library path!
```

Tried on Windows 10 and 11.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (KernAlan): 'the problem is that `local_model_options` was set to auto by default. I set it to `cpu` instead and this solved the issue.' Maintainer savbell: 'I imagine the error comes from it auto-defaulting to GPU and not having these libraries installed' (faster-whisper's cuBLAS/cuDNN 8 requirements); the poster agreed and sent a PR adding error handling, merged; closed. The cause rests on the maintainer's word; the poster's fix was to run on the CPU.",
        platform="windows",
    ),
    CorpusLog(
        name="bark-gpu-not-used-cpu-torch-reinstall-cu121",
        source=_GH + "suno-ai/bark/issues/620",
        text=r"""Hello Guys, Just new to this space and tech.
I have install and setup this library and trying to generate the Audio. My GPU is not getting used in processing, its using CPU only.

How to set it up to use GPU as well.""",
        expected_cause="framework-cpu-only-build",
        note="2025. Title: 'Its taking more than 15 min to generate the audio. For single line of english'. A helper (ivonilsson): check nvcc/nvidia-smi, then 'install torch, torchvision, torchaudio with CUDA and GPU support from pytorch' (cu121 index), so that pip list shows '2.5.1+cu121'; the poster: 'Thanks for response. I could able to run it. With GPU which is taking shorter time now.' Closed. Platform not stated: inferred as Windows (a CPU-only torch from a plain install).",
        platform="windows",
    ),
    CorpusLog(
        name="bark-infinity-no-gpu-being-used-2080ti-cpu-torch",
        source=_GH + "JonathanFly/bark/issues/14",
        text=r"""This is what I get. 

`Loading Bark models...
No GPU being used. Careful, Inference might be extremely slow!` 
I have a 2080 TI and it works with with SD and GPTs.

Any ideas?""",
        expected_cause="framework-cpu-only-build",
        note="2023. Another user: 'I found the solution is because the torch version! so you have to install: pip3 install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/cu118'; the poster: 'It says the requirements are already satisfied'; another: 'Reinstalling torch worked for me pip uninstall torch and then pip3 install ... cu118'; the poster: 'That worked. Thank you!' Closed. Platform not stated: inferred as Windows (other users in the thread post Windows paths; a CPU-only torch from a plain install).",
        platform="windows",
    ),
    CorpusLog(
        name="style-bert-vits2-training-failed-cuda-false-cpu-torch",
        source=_GH + "litagin02/Style-Bert-VITS2/issues/162",
        text=r"""```
PS D:\Workspace\sbv2\Style-Bert-VITS2> python
Python 3.10.11 (tags/v3.10.11:7d4cc5a, Apr  5 2023, 00:38:17) [MSC v.1929 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
>>> print(torch.cuda.is_available())
False
![image](https://github.com/user-attachments/assets/ab799e85-5650-4f1d-b0bb-b1776ce40d2c)
![image](https://github.com/user-attachments/assets/7d92c282-9f3a-4037-a561-9b3b5185e25e)
```""",
        expected_cause="framework-cpu-only-build",
        note="2024. Title 'Training Failed'. The poster (OzoneAsai), in Japanese: '`pip3 install torch==2.3.1 torchaudio==2.3.1 --index-url https://download.pytorch.org/whl/cu121` solved it. It was more or less a known issue, so I am closing.' Closed. The stored copy starts at this comment (no body text before it).",
        platform="windows",
    ),
    CorpusLog(
        name="so-vits-svc-cpu-training-not-allowed-cpu-torch-downloaded",
        source=_GH + "innnky/so-vits-svc/issues/137",
        text=r"""assert torch.cuda.is_available(), "CPU training is not allowed."
AssertionError: CPU training is not allowed
我已正确安装可兼容的CUDA版本，依然无法使用GPU训练""",
        expected_cause="framework-cpu-only-build",
        note="2023. Post in Chinese ('I have installed a compatible CUDA version correctly and still cannot train on the GPU'). The poster the same day (Chinese): '解决了，原因是下载了CPU版本的torch' ('Solved: the cause was that I had downloaded the CPU version of torch'). Issue left open. Platform not stated: inferred as Windows (a CPU-only torch from a plain install).",
        platform="windows",
    ),
    CorpusLog(
        name="gpt-sovits-sovits-training-oom-gtx-1050ti-4gb",
        source=_GH + "RVC-Boss/GPT-SoVITS/issues/577",
        text=r"""在进行到训练SOVITS时，前端页面显示训练完成，但SoVITS_weights文件夹中没有文件，点击查询后台，发现报错信息，显示CUDA OUT OF MEMORY，这样的问题如何解决？由于显卡配置比较低，N卡1050TI,4G显存，但内存有32G，可以共享显存15G，Batch size已经调整到2，Total epochs设置为8。报告如下，前面的操作都非常顺利，而且GPT 模型训练也通过了，求助大佬，看看能不能低显存运行。
![报错信息-3](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/32fa66dc-c237-4efe-a3d1-ed9a193f04d5)
![报错信息-2](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/f4358a7e-fc0a-4097-bf65-0d3cf6e3a2cd)
![报错信息-1](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/f90dd0ca-d5f0-4f25-864b-85d74a5d4848)
![报错信息0](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/9ab46ccb-7aa6-43d7-96ed-82b4861651cb)
![报错信息](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/943f9181-9eea-49a2-8751-b3dd4f5384cc)
![设置信息](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/6f84675d-1d88-490e-80cd-565394bf9961)
![空文件夹](https://github.com/RVC-Boss/GPT-SoVITS/assets/141059533/b4b4a47e-1ea0-40d9-a3ca-b4dfc8d27e31)""",
        expected_cause="gpu-out-of-memory",
        note="2024. Post in Chinese ('Training SoVITS: the page says done but SoVITS_weights is empty; the console shows CUDA OUT OF MEMORY. GTX 1050 Ti with 4 GB of VRAM, 32 GB of RAM, 15 GB of shared GPU memory; batch size already 2, 8 epochs; GPT training passed. Can it run with low VRAM?'). Maintainer RVC-Boss (Chinese): 'with 4 GB of VRAM batch size can only be 1, and each clip probably has to be kept very short ... close other programs using VRAM'; the poster (Chinese): 'thanks for the quick replies, I adjusted the parameters today and training ran through'. Closed. Shared GPU memory is a Windows figure.",
        platform="windows",
    ),
    CorpusLog(
        name="localai-whisper-cpp-cublas-ptx-unsupported-toolchain-driver-525",
        source=_GH + "mudler/LocalAI/issues/1627",
        text=r"""**LocalAI version:**
quay.io/go-skynet/local-ai:v2.3.0-cublas-cuda12-ffmpeg-core

**Environment, CPU architecture, OS, and Version:**
Linux host 6.1.0-17-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.69-1 (2023-12-30) x86_64 GNU/Linux
GPU 4x Nvidia RTX 4090 
CPU AMD Ryzen Threadripper PRO 5975WX 32-Cores

`.env` variables: `REBUILD=false, BUILD_TYPE=cuBLAS` rest set to default

**Describe the bug**
In LocalAI v2.4.0, running the following request:
```sh
curl http://localhost:8080/v1/audio/transcriptions -H "Content-Type: multipart/form-data" -F file="@/home/alice/Documents/George_W_Bush_Columbia_FINAL.ogg" -F model="whisper-1"
```
Returns the following cuda error: 
 ` ggml-cuda the provided PTX was compiled with an unsupported toolchain. ` """,
        expected_cause="driver-too-old",
        note="2024. Another user: 'Looks like CUDA version issue. For me helped install latest cuda version (12.3) and latest drivers'; the poster: 'Thanks! Indeed, seems installing latest version of Cuda Toolkit (12.3) resolved the issue. Old: NVIDIA-SMI 525.147.05 Driver Version: 525.147.05 CUDA Version: 12.0 New: NVIDIA-SMI 545.23.08 Driver Version: 545.23.08 CUDA Version: 12.3'. Closed. The image's whisper.cpp kernels were built by a CUDA 12 toolkit newer than driver 525 accepts. The long container log under **Logs** is left out (only its start and end are in the stored copy).",
        platform="linux",
    ),
    CorpusLog(
        name="faster-whisper-ctranslate2-cuda12-driver-472-kepler-held-back",
        source=_GH + "SYSTRAN/faster-whisper/issues/866",
        text=r"""Hi

I recently upgraded from v 0.6 (yes, during Guillaume's time - have been busy with other things in life!). It now refuses to run- I got the error below which I am assuming it is due to old CUDA/Nvidia driver: 

`CUDA failed with error CUDA driver version is insufficient for CUDA runtime version`

I am running CUDA 11.7 and driver version 472.12. I am not in a position to upgrade my CUDA/driver version as I use a secondary GPU (GeForce GT 710) to power some addiitonal displays (in addiiton to my main RTX 3090 - which is the device I am running faster-whisper on) and this is the latest driver that will support the Kepler arch. I am waiting for RTX Blackwell......

What is the minimum CUDA version that is required to run faster-whisper now? If it is >11.7, is there a workaround? 

TIA""",
        expected_cause="driver-too-old",
        note="2024. The poster (palladium123) the next day: 'Found answer in readme. Thanks.' Closed. The README states that current faster-whisper (CTranslate2 4) needs CUDA 12 with cuDNN 8 on the GPU, more than driver 472.12 (a Windows driver, CUDA 11.4 at most) provides; the poster's own guess ('due to old CUDA/Nvidia driver') agrees. The driver is held back by a Kepler card in the same box.",
        platform="windows",
    ),
    CorpusLog(
        name="wyoming-whisper-trt-gtx-1060-sm61-below-torch-minimum-7-5",
        source=_GH + "Jonah-May-OSS/wyoming-whisper-trt/issues/332",
        text=r"""Heya, been looking for this kind of project exactly, just hitting a small snafu:

wyoming-whisper-trt  | 2025-06-07 19:22:19.939579136 [INFO] __main__: Loading Whisper TRT model 'base'...
wyoming-whisper-trt  | /usr/src/wyoming-whisper-trt/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:262: UserWarning:
wyoming-whisper-trt  |     Found GPU0 NVIDIA GeForce GTX 1060 6GB which is of cuda capability 6.1.
wyoming-whisper-trt  |     PyTorch no longer supports this GPU because it is too old.
wyoming-whisper-trt  |     The minimum cuda capability supported by this library is 7.5.
wyoming-whisper-trt  |
wyoming-whisper-trt  |   warnings.warn(
wyoming-whisper-trt  | /usr/src/wyoming-whisper-trt/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:287: UserWarning:
wyoming-whisper-trt  | NVIDIA GeForce GTX 1060 6GB with CUDA capability sm_61 is not compatible with the current PyTorch installation.
wyoming-whisper-trt  | The current PyTorch install supports CUDA capabilities sm_75 sm_80 sm_86 sm_90 sm_100 sm_120 compute_120.
wyoming-whisper-trt  | If you want to use the NVIDIA GeForce GTX 1060 6GB GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/""",
        expected_cause="compute-capability-too-old",
        note="2025. The poster (gurkburk76) in the same post: 'Seems pretty clear that i need to downgrade a few things in order to get it to work, but i seem to be failing as my docker-fu is at best a gr[...]' (the stored copy breaks off there). The issue (title 'Support for older gpus ?') was closed with the label 'wontfix': the image's PyTorch (CUDA 12.8 build, sm_75 and up) has no kernels for the Pascal GTX 1060. No maintainer comment is in the stored copy. Text cut before the poster's own reading of the cause.",
        platform="linux",
    ),
)
