# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtyfirst set of real threads: desktop AI applications and their one-click Windows installers on NVIDIA GPUs (2024-2026), from GitHub issues on Acly/krita-ai-diffusion, Purfview/whisper-standalone-win, pinokiocomputer/pinokio, LykosAI/StabilityMatrix, easydiffusion/easydiffusion, Haoming02/sd-webui-forge-classic (Forge Neo, installed through Pinokio and Stability Matrix), WEIFENG2333/VideoCaptioner and Anjok07/ultimatevocalremovergui.

Broken kinds held: a GPU newer than the bundled PyTorch build (RTX 5070 under Krita's managed
server, RTX 5060 Ti under an Easy Diffusion install that could not update itself), a GPU older
than the bundled PyTorch build (GTX 1060 under Krita's PyTorch 2.7.1+cu128 on Linux, GTX 1070 Ti
under Forge Neo in Stability Matrix), CPU-only PyTorch put in by an installer (Seed-VC in
Pinokio; Forge Neo's requirements replacing the CUDA build, in Pinokio and in Stability Matrix),
the cuBLAS/cuDNN DLLs for CUDA 11 missing beside Faster-Whisper's executable, the Microsoft
Visual C++ runtime missing (c10.dll under Krita's managed server), an NVIDIA driver too old for
Faster-Whisper-XXL (through Subtitle Edit), a non-NVIDIA GPU (AMD under VideoCaptioner, Intel
under UVR's CUDA build), and one with no catalogue ID: CTranslate2's int8 cuBLAS calls failing
with CUBLAS_STATUS_NOT_SUPPORTED on RTX 50 GPUs (Faster-Whisper-XXL). All broken: 13; working
runs: 0.

Left out: threads whose stored copy ends before any answer or holds only a maintainer's advice
with no word back (krita-ai-diffusion #1586, #1620, #1871, #1863, #2396, #2426, #695, #610;
StabilityMatrix #1455, whose 'that seems to have worked' answers a reply not stored;
easydiffusion #1943, #1965, #1569; VideoCaptioner #796, #443; buzz #860), threads whose text is
only a screenshot (krita-ai-diffusion #399 AMD RX 570, #359 Intel Iris Xe), a confirmation whose
fix could mean either a driver update or CUDA 12 libraries (buzz #1125, 'updating my CUDA from
11.8 to 12.8'), whisper-standalone-win #433 (the stored first post breaks off before its error
lines), duplicates closed by pointing at whisper-standalone-win #403 (#493, #527, #530, #542),
Subtitle Edit #9143 (the same user and incident as whisper-standalone-win #371, which is held),
the EZ-CorridorKey installer's auto-filed reports (no resolution stored), and guides posted as
issues (StabilityMatrix #1159, #1360).

At first look (the doctor of commit 85a1016) the cause was named in 6 of the 13 broken logs,
each first; there is no working run in the set. After the changes of the same day, 9 of 13,
each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="krita-ai-managed-server-rtx-5070-no-kernel-image",
        source=_GH + "Acly/krita-ai-diffusion/issues/1914",
        text=r"""i am getting this error 
Server execution error: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

specs 
cpu : i5 14400f
Gpu : Zotac 5070 12 GB
Ram : 32Gb
os : Win 11""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster (11KMaster), after telling the maintainer he used the plugin's 'Managed Server' option, version 1.36.1: 'it's good i have solve this issue by install this with CMD ... .\\python.exe -m pip install --pre torch torchvision torchaudio --index-url https://download.pytorch.org/whl/nightly/cu128 ... I think it's a problem with the latest 5000 series card, but now it's working. by installing (torch, torchvision, torchaudio,) cu128'; maintainer Acly: 'Yes'. The managed server's PyTorch had no kernels for the RTX 5070 (sm_120).",
        platform="windows",
    ),
    CorpusLog(
        name="krita-ai-gtx-1060-torch-2-7-1-cu128-no-kernel-image-linux",
        source=_GH + "Acly/krita-ai-diffusion/issues/1828",
        text=r"""After updating from version 1.33 to 1.35 I started getting this error:

```
Error de ejecución del servidor: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
```

- System specs:
    - Ubuntu 22.04.5
    - Krita 5.2.3
    - Nvidia GTX 1060
    - Nvidia driver 570.133.07
    - CUDA 12.8
- The error persist if server installation is deleted and freshly installed with plugin v1.35.
- Issue also present with plugin v1.34, although I didn't test a fresh server installation for this version.
- Downgrading the plugin to v1.33 is a workaround, didn't have to reinstall the server.
- Running ComfyUI with the Custom server option, via docker with this specific image `mmartial/comfyui-nvidia-docker:ubuntu24_cuda12.8-latest` also works.""",
        expected_cause="compute-capability-too-old",
        note="2025. The error line is in Spanish ('Error de ejecución del servidor' = 'Server execution error'). After the maintainer's suggestion to install an older PyTorch into the managed server, a participant on the same set-up (eridanired123, Linux, plugin 1.35; the first post's author shows as a deleted account) answered: 'You are correct, and that worked! ... torch 2.7.1+cu128 ... So, Torch 2.7.1+cu128 indeed dropped support for my GPU'; closed. The GTX 1060 (sm_61) is not in the Linux cu128 build's architecture list.",
        platform="linux",
    ),
    CorpusLog(
        name="krita-ai-managed-server-c10-dll-winerror-126-vc-redist",
        source=_GH + "Acly/krita-ai-diffusion/issues/1017",
        text=r"""Clean install of Windows 11.
Clean install of Krita 5.2.3.
Clean install of krita-ai-diffusion 1.21.0.
Clean install of the packages selected by default in the krita-ai-diffusion docker.

Trying to start the sever results in the following error:

Error during server startup: OSError: [WinError 126] The specified module could not be found. Error loading "C:\Users\alice\AppData\Roaming\krita\ai_diffusion\server\python\lib\site-packages\torch\lib\c10.dll" or one of its dependencies. [1]

The file 'c10.dll' is actually in that directory.

Help?""",
        expected_cause="msvc-runtime-missing",
        note="2024. Maintainer Acly: 'Try installing the latest VC redistributable: https://aka.ms/vs/17/release/vc_redist.x64.exe'; the poster: 'That fixed the problem, thank you.' Closed. The Microsoft Visual C++ runtime that PyTorch's c10.dll depends on was missing on a clean Windows 11.",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-faster-r192-cublas64-11-dll-not-found",
        source=_GH + "Purfview/whisper-standalone-win/issues/237",
        text=r"""Are there any other installation requirements other than the base executable please?
I get the following error
Error log:
Standalone Faster-Whisper r192.3 running on: CUDA

Starting work on: C:\Users\XXXX\Videos\2024-04-09 14-38-29.mp4

Traceback (most recent call last):
  File "D:\whisper-fast\__main__.py", line 1600, in <module>
  File "D:\whisper-fast\__main__.py", line 1527, in cli
  File "faster_whisper\transcribe.py", line 1373, in restore_speech_timestamps
  File "faster_whisper\transcribe.py", line 715, in generate_segments
  File "faster_whisper\transcribe.py", line 1026, in encode
RuntimeError: Library cublas64_11.dll is not found or cannot be loaded
[63924] Failed to execute script '__main__' due to unhandled exception!""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (RangeyRover) found the cause and edited it into the top of his post (left out of the text): 'EDIT:RTFM, with apologies, please close this. GPU execution requires cuBLAS and cuDNN 8.x libs for CUDA v11.x .' (the standalone executable does not ship the CUDA 11 cuBLAS/cuDNN DLLs; they go beside it). Closed.",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-xxl-rtx-5080-cublas-status-not-supported-int8",
        source=_GH + "Purfview/whisper-standalone-win/issues/403",
        text=r"""Traceback (most recent call last):
  File "D:\whisper-fast-XXL\__main__.py", line 2245, in <module>
  File "D:\whisper-fast-XXL\__main__.py", line 2118, in cli
  File "faster_whisper\transcribe.py", line 2179, in restore_speech_timestamps
  File "faster_whisper\transcribe.py", line 1471, in generate_segments
  File "faster_whisper\transcribe.py", line 1719, in encode
RuntimeError: cuBLAS failed with status CUBLAS_STATUS_NOT_SUPPORTED
[PYI-25468:ERROR] Failed to execute script '__main__' due to unhandled exception!

5080,driver version 572.42""",
        expected_cause=None,
        note="2025. No catalogue ID: the cause was CTranslate2's int8 compute types (picked by compute_type auto) failing in cuBLAS on RTX 50 (Blackwell) GPUs; float16/float32/bfloat16 work. Maintainer Purfview: 'Nothing from ctranslate2 so far [that's where the issue is]' and 'use --compute_type float16'; users confirmed float16 works (the thread, its closed duplicates #542 'this Is getting fixed by adding the argument --compute_type float16', and OpenNMT/CTranslate2#1865, where int8* FAIL and float16/float32/bfloat16 WORK; the padding fix is CTranslate2 PR #1982). Issue left open as the tracking thread.",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-xxl-subtitle-edit-cuda-device-fails-driver-update",
        source=_GH + "Purfview/whisper-standalone-win/issues/371",
        text=r"""Hi, Merry Christmas! It's your most annoying scatterbrain in the world. I can't figure out what went wrong – as usual, after the SE update, there's something I don't understand. I thought I needed to update CUDA, but I did that already. I have a copy of CUDA on an external drive, but that doesn't work either. Could you help me? I know this is probably something trivial, and you'll be annoyed that I'm texting and wasting your time, but I really need help. Thanks!

This only happens when I use the command: --device cuda. On CPU, it works fine.

[whisper_log.txt](https://github.com/user-attachments/files/18262566/whisper_log.txt)""",
        expected_cause="driver-too-old",
        note="2024. Prose only (the log is an attachment). The poster (nielka98): 'I figured out what the problem is. I'm already downloading new drivers', then 'a day later the problem was solved' and, asked how: 'with the help of GPT chat you had to update your graphics card drivers'. Closed. The same user's Subtitle Edit issue of the next day (SubtitleEdit/subtitleedit#9143) quotes the attached log's line: 'RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version'.",
        platform="windows",
    ),
    CorpusLog(
        name="pinokio-seed-vc-torch-2-4-0-cpu-rtx-3080",
        source=_GH + "pinokiocomputer/pinokio/issues/1105",
        text=r"""Environment
Windows 11
NVIDIA GeForce RTX 3080
NVIDIA Driver 591.74
CUDA Driver 13.1
Fresh installation using Pinokio
Python 3.10 (Conda environment created by Pinokio)
Problem

After a fresh installation with Pinokio, Seed-VC was running extremely slowly.

Processing 30 seconds of audio took between 6 and 10 minutes, and GPU usage stayed around 0–2%.

nvidia-smi showed almost no compute activity.

Running:

python -c "import torch; print(torch.__version__); print(torch.version.cuda); print(torch.cuda.is_available())"

returned:

2.4.0+cpu
None
False""",
        expected_cause="framework-cpu-only-build",
        note="2026. The poster (Bacrima) found and fixed it in the same post (left out of the text): 'So the environment had installed the CPU build of PyTorch.' The install script asked for the cu124 build yet torch 2.4.0+cpu was installed; after 'python -m pip install --force-reinstall torch==2.4.0 torchvision==0.19.0 torchaudio==2.4.0 --index-url https://download.pytorch.org/whl/cu124' the check returned '2.4.0+cu124 / 12.4 / True'. Issue left open (a report to Pinokio).",
        platform="windows",
    ),
    CorpusLog(
        name="stability-matrix-forge-neo-gtx-1070-ti-cc-6-1-not-in-build",
        source=_GH + "LykosAI/StabilityMatrix/issues/1648",
        text=r"""### What happened?

I followed these steps:

Installed Stability Matrix v2.15.8 -> no issues
Ran Stability Matrix and installed Stable Diffusion WebUI Forge Neo -> no issues
Started Stable Diffusion and in the console it gave a PyTorch version error for my gfx card but the error doesn't make sense to me as it tells me I need to change the PyTorch version to v12.6 but says the existing version supports versions between 12 and 13 ???
Please note that Stable Diffusion does start in the browser but since PyTorch can't see my gfx card properly it doesn't really allow me to do anything.

Am I misunderstanding the error message or is there a bug in the error code given ?
Any help to fix the issue would be much appreciated.

EXTRACT FROM CONSOLE
Python 3.13.12 (main, Feb 3 2026, 22:53:26) [MSC v.1944 64 bit (AMD64)] Version: neo Launching Web UI with arguments: --skip-python-version-check --gradio-allowed-path 'J:\LLM_Directory\Images' J:\LLM_Directory\Packages\forge-neo\venv\Lib\site-packages\torch\cuda_init_.py:371: UserWarning: Found GPU0 NVIDIA GeForce GTX 1070 Ti which is of compute capability (CC) 6.1. The following list shows the CCs this version of PyTorch was built for and the hardware CCs it supports:
• 7.5 which supports hardware CC >=7.5,<8.0
• 8.0 which supports hardware CC >=8.0,<9.0""",
        expected_cause="compute-capability-too-old",
        note="2026. Text ends where the stored copy of the first post breaks off (the console extract goes on). Maintainer NeuralFault: 'CUDA supports your GPU between CUDA 12.0 and 12.9, Nvidia dropped further support for it with CUDA on release of 13.0. Pytorch themselves dropped it earlier with their cu128 (CUDA 12.8) builds. That error is actually correct'; the poster: 'That makes a lot more sense. Thanks for the clarification.' Closed. The GTX 1070 Ti (CC 6.1) needs a cu126 PyTorch build.",
        platform="windows",
    ),
    CorpusLog(
        name="easy-diffusion-rtx-5060-ti-no-compatible-graphics-card-stale-install",
        source=_GH + "easydiffusion/easydiffusion/issues/1950",
        text=r"""Hello, when I try to turn off the - Use CPU option in the settings, it says that no compatible graphics card found. But I have a graphics card Nvidia RTX 5060 TI installed in my computer. I have installed and downloaded the most up-to-date version from here. I also checked the previous requests. There is no solution there - I even tried various actions through Git, which were in one of the topics. Nothing helped, I have a clean install now, the problem is still present.

**Expected behavior**
Ability to use a graphics card

![Image](https://github.com/user-attachments/assets/05945f0f-c7e4-4d9c-aef6-57acefb8601a) 

Install dir: O:\EasyDeff\
O:\EasyDeff\installer_files\env\Library\bin\git.exe
C:\Program Files\Git\cmd\git.exe
git version 2.48.1.windows.1
O:\EasyDeff\installer_files\env\Library\bin\conda.bat
O:\EasyDeff\installer_files\env\Scripts\conda.exe
conda 25.1.1
.
COMSPEC=C:\WINDOWS\system32\cmd.exe

Name                       AdapterRAM DriverDate                DriverVersion
----                       ---------- ----------                -------------
NVIDIA GeForce RTX 5060 Ti 4293918720 20250514000000.000000-000 32.0.15.7652

"Easy Diffusion - v3"

"Easy Diffusion's git repository was already installed. Updating from main.."
No local changes to save
HEAD is now at afae421c Use python 3.9 by default
Already on 'main'""",
        expected_cause="compute-capability-unsupported",
        note="2025. Text ends where the stored copy of the first post breaks off (the startup log goes on). Maintainer cmdr2: 'Support for NVIDIA 5060 was added recently, but the installation wasn't able to update itself to get that change' (the log showed a failed git fetch, CRYPT_E_REVOCATION_OFFLINE), with the workaround 'python -m pip uninstall torch torchvision', 'python -m pip install --upgrade torchruntime', 'torchruntime install --force --upgrade torch torchvision'; the poster: 'Thank you @cmdr2, everything works now'. The installed PyTorch predated RTX 50 (sm_120) support.",
        platform="windows",
    ),
    CorpusLog(
        name="pinokio-forge-neo-torch-not-compiled-with-cuda-requirements-replace-torch",
        source=_GH + "Haoming02/sd-webui-forge-classic/issues/269",
        text=r"""Forge neo refuses to start with `AssertionError: Torch not compiled with CUDA enabled`

```
Creating venv in directory C:\pinokio\api\forge-neo.git\app\venv using python "C:\pinokio\bin\miniconda\python.exe"
Requirement already satisfied: pip in c:\pinokio\api\forge-neo.git\app\venv\lib\site-packages (23.0.1)
Collecting pip
  Downloading pip-25.2-py3-none-any.whl (1.8 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.8/1.8 MB 13.9 MB/s eta 0:00:00
Installing collected packages: pip
  Attempting uninstall: pip
    Found existing installation: pip 23.0.1
    Uninstalling pip-23.0.1:
      Successfully uninstalled pip-23.0.1
Successfully installed pip-25.2
venv "C:\pinokio\api\forge-neo.git\app\venv\Scripts\Python.exe"
===========================================================================================
This program is tested with 3.11.9 Python, but you have 3.10.16.
            If you encounter any error regarding unsuccessful package/library installation,
            please downgrade (or upgrade) to the latest version of 3.11 Python,
            and delete the current Python "venv" folder in WebUI's directory.
            Use --skip-python-version-check to suppress this warning
===========================================================================================""",
        expected_cause="framework-cpu-only-build",
        note="2025. Forge Neo installed through Pinokio. Text ends where the stored copy of the first post breaks off (the install log goes on). The poster (6Morpheus6) later: 'torch 2.8.0+cu128 gets installed and during the installation of the requirements it gets replaced by torch 2.8.0+cpu now'; maintainer Haoming02 fixed the requirements ('this should be fixed now'); the poster: 'It works for me as well again.'; another user: 'confirming that it fixed my issue too.' Closed. The issue title names the cause: 'torch in requirements.txt breaks forge neo due to a torch update (torch 2.9.0)'.",
        platform="windows",
    ),
    CorpusLog(
        name="stability-matrix-forge-neo-pytorch-not-able-to-access-cuda-after-update",
        source=_GH + "Haoming02/sd-webui-forge-classic/issues/277",
        text=r"""Python 3.11.13 (main, Jul 23 2025, 00:29:09) [MSC v.1944 64 bit (AMD64)]
Version: neo
Traceback (most recent call last):
  File "G:\StabilityMatrix-win-x64\Data\Packages\SD WebUI Forge -  NEO\launch.py", line 52, in <module>
    main()
  File "G:\StabilityMatrix-win-x64\Data\Packages\SD WebUI Forge -  NEO\launch.py", line 41, in main
    prepare_environment()
  File "G:\StabilityMatrix-win-x64\Data\Packages\SD WebUI Forge -  NEO\modules\launch_utils.py", line 315, in prepare_environment
    raise RuntimeError("PyTorch is not able to access CUDA")
RuntimeError: PyTorch is not able to access CUDA

Yes, I'm on the latest version. I just updated it today and opened it. Yesterday, it was working perfectly""",
        expected_cause="framework-cpu-only-build",
        note="2025. Forge Neo run from Stability Matrix, three days after #269 (requirements replacing the CUDA PyTorch with the CPU build). Maintainer Haoming02: 'Hmm, this should have been fixed... Are you on the latest version?', then 'Try adding `--reinstall-torch` (and remove it once it works fine)'; the poster: 'its working now thank u'. Closed. The text's last line is the poster's answer to the maintainer's first question.",
        platform="windows",
    ),
    CorpusLog(
        name="videocaptioner-faster-whisper-amd-gpu-cuda-driver-insufficient",
        source=_GH + "WEIFENG2333/VideoCaptioner/issues/1151",
        text=r"""### 问题描述 | Problem Description

报错了，RuntimeError: cuda failed with error cuda driver version is issufficient for cuda runtime version
A卡 amd是不是用不了啊，建议在主页提示一下这软件需要的环境

<img width="1056" height="812" alt="Image" src="https://github.com/user-attachments/assets/693ac694-4fcd-42fe-8e30-cf792f6f70b9" />

### 日志信息（可选）| Logs (Optional)

```shell

```""",
        expected_cause="no-nvidia-driver",
        note="2026. In Chinese: 'Got an error, RuntimeError: ... Can an AMD card not be used at all? Suggest stating the environment this software needs on the home page.' The poster (cmdhh) confirmed it himself: after reading #1116, 'using whisperCpp works' and a fork release (philpw99 v3.7.0) 'tested, works on an AMD card'. Closed. The Faster-Whisper (CUDA) engine cannot run on an AMD GPU: there is no NVIDIA driver.",
        platform="windows",
    ),
    CorpusLog(
        name="uvr-intel-graphics-cuda-build-no-gpu-option",
        source=_GH + "Anjok07/ultimatevocalremovergui/issues/1272",
        text=r"""Since I'm using an Intel graphics card, initially there were no options in the settings related to the graphics card, and I assumed it was because the new version automatically recognises the card. However, when I checked the task manager and found that only the CPU was occupied and the graphics card was not working, I realised that this did not seem to be the case.

![image](https://github.com/Anjok07/ultimatevocalremovergui/assets/26472091/7f2fd18f-5161-413d-8f0f-9b64808400d7)

What I've learnt is that the UVR5 now supports Intel graphics, am I misinformed? Or should I set it up somewhere else to be able to choose to use graphics acceleration? Or do I still need to download some relevant software for the graphics card settings to appear? Need help, thanks!""",
        expected_cause="no-nvidia-driver",
        note='2024. The poster (latinisation) found it the next day: \'I found it and it turns out that I need to select a different version! ... Then you can choose another gpu in the settings, and this version ... merges "Use OpenCL" into "GPU Conversion" on the front page, which is required for non-NVIDIA graphics cards.\' Closed. The installed UVR build accelerates only through CUDA, and an Intel GPU has no NVIDIA driver.',
        platform="windows",
    ),
)
