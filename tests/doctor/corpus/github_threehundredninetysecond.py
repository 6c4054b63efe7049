# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninety-second set of real threads: GitHub issues (2023-2025) on speech recognition with CTranslate2 and NVIDIA GPUs (SYSTRAN/faster-whisper, OpenNMT/CTranslate2, m-bain/whisperX and applications built on them: Whisper web UIs and GUIs, subtitle and dubbing tools, transcription servers, diarization notebooks, a Docker image of WhisperX, the Speech Note app).

The framework is not TensorFlow, but every cause lies in the CUDA stack TensorFlow loads the same
way: cuDNN 8 or cuDNN 9 libraries missing for the CTranslate2 release in use (Linux .so files and
Windows DLLs, on bare Linux, Colab, RunPod, WSL2 and Windows), an NVIDIA driver too old for the
CUDA 12 build of CTranslate2 4.x, Maxwell GPUs (compute capability 5.0 and 5.2) too old for
CTranslate2 4.x ("no kernel image is available"), Docker without the NVIDIA Container Toolkit, and
cuInit's unknown error with no /dev/nvidia-uvm. Broken: 20. Working runs: 1 (WhisperX on Colab
printing TensorFlow's TensorRT warnings while it transcribed).

Left out: threads whose fix was reported by someone other than the opener (ufal/whisper_streaming#119,
RVC-Boss/GPT-SoVITS#697, faster-whisper#806, whisperX#794), threads with no answer or only a
suggestion, and threads where the opener only switched to the CPU. Several texts are short: many
openers pasted a single line, or a screenshot the stored copy does not hold.

At first look (the doctor of commit a55b1b3) the cause was named in 16 of the 20 broken logs, 14
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stream-whisper-libcudnn-ops-infer-so8-missing-after-libcublas11",
        source=_GH + "ultrasev/stream-whisper/issues/18",
        text=r"""安装apt -y install libcublas11 之后还出现了错误

Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory

需要重启机器？""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title. The opener confirmed the fix the same day: '安装 conda install -c conda-forge cudnn 解决。' (installing cuDNN from conda-forge solved it; an apt nvidia-cudnn install had not worked). cuDNN 8, which faster-whisper's CTranslate2 needed, was missing.",
        platform="linux",
    ),
    CorpusLog(
        name="always-on-ai-assistant-ubuntu22-libcudnn-ops-so9-missing",
        source=_GH + "disler/always-on-ai-assistant/issues/3",
        text=r"""Error running on Linux: Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so}

I am running ubuntu 22""",
        expected_cause="cuda-libraries-missing",
        note="2025. The opener reported the fix in the same post: 'I WAS able to resolve this with: `sudo apt install libcudnn9-cuda-12`'. The cuDNN 9 libraries the application's faster-whisper (CTranslate2 4.5+) loads were not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="whisper-diarization-runpod-libcudnn-ops-so9-missing",
        source=_GH + "MahmoudAshraf97/whisper-diarization/issues/259",
        text=r"""Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so} Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor

please help

It was working perfectly, but suddenly this error appeared on Tuesday. Btw I am using it on runpod instance.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title; the last paragraph is the opener's later comment. Maintainer MahmoudAshraf97 asked for the torch and ctranslate2 versions (another user had torch 2.5.0+cu121 with ctranslate2 4.5.0, which needs cuDNN 9). The opener: 'I found the solution. apt-get install libcudnn9-cuda-12 9.5.1.17-1 (for cuda 12)' plus adding the library's folder to LD_LIBRARY_PATH.",
        platform="linux",
    ),
    CorpusLog(
        name="whisper-webui-linux-install-sh-libcudnn-ops-infer-so8-missing",
        source=_GH + "jhj0517/Whisper-WebUI/issues/140",
        text=r"""**Which OS are you using?**
 - OS: Linux

 With the default installation `bash Install.sh` and Only when using the Faster Whisper implementation i get this error message when trying to transcribe with whisper:
```
venv ./venv/bin/python

Use Faster Whisper implementation
Device "cuda" is detected
Running on local URL:  http://0.0.0.0:8860

To create a public link, set `share=True` in `launch()`.
Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
start-webui.sh: line 7: 141135 Aborted                 $PYTHON ./app.py --server_name 0.0.0.0 --server_port 8860
launching the app
DeprecationWarning: 'source deactivate' is deprecated. Use 'conda deactivate'.
```
 - One way to avoid this issue was adding in `start-webui.sh` the flag `--disable_faster_whisper` runs slower but it doesn't throw an error""",
        expected_cause="cuda-libraries-missing",
        note="2024. The opener reported the fix in the same post (left out of the text): 'The way it was fixed from this comment [faster-whisper#516] ... adding to `requirements.txt` nvidia-cublas-cu11 nvidia-cudnn-cu11' and exporting their folders in LD_LIBRARY_PATH in start-webui.sh. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="faster-whisper-cudnn-92-installed-libcudnn-ops-infer-so8-missing",
        source=_GH + "SYSTRAN/faster-whisper/issues/885",
        text=r"""I received the following error when using faster-whisper

```
Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
Aborted (core dumped)
```

Other issues pointed me to install libcudnn8 via the apt-get package manager. The thing is, I have installed cudnn-9.2 as per Nvidia's official instructions. (https://developer.nvidia.com/cudnn-downloads?target_os=Linux&target_arch=x86_64&Distribution=Ubuntu&target_version=22.04&target_type=deb_local)

After viewing the cudnn.so files ```ls /usr/lib/x86_64-linux-gnu | grep libcudnn```, I noticed cudnn was correctly installed but there is no ```libcudnn_ops_infer.so.8``` or ```libcudnn_ops_infer.so.9``` file within the directory.

Is it best to delete the 9.2 install and revert back to cudnn 8, or wait for ctranslate2 to update to the latest cudnn?""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer trungkienbkhn, quoting the README: 'Faster-Whisper does not currently support cuDNN 9 ... Therefor, you should back to use cudnn 8', with the apt command for libcudnn8. Not disputed; issue closed. The CTranslate2 of the time was built with cuDNN 8, and only cuDNN 9 was installed, so cuDNN 8's library was missing (no cuDNN was loaded at all, hence not the 'loaded cuDNN of another version' cause).",
        platform="linux",
    ),
    CorpusLog(
        name="whisperx-colab-ctranslate2-450-libcudnn-ops-so9-missing",
        source=_GH + "m-bain/whisperX/issues/901",
        text=r"""WhisperX in Google colab Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so}

```
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2023 NVIDIA Corporation
Built on Tue_Aug_15_22:02:13_PDT_2023
Cuda compilation tools, release 12.2, V12.2.140
Build cuda_12.2.r12.2/compiler.33191640_0

!pip uninstall -y torch torchvision torchaudio
!pip install torch==2.0.0+cu118 torchvision==0.15.1+cu118 torchaudio==2.0.1+cu118 -f https://download.pytorch.org/whl/torch_stable.html
!pip install git+https://github.com/m-bain/whisperx.git

whisperx './htdemucs/oU6L2XdvTn0/vocals.wav' --model large-v3 --device cuda --batch_size 16 --chunk_size 30 --vad_onset 0.100 --vad_offset 0.200 --suppress_numerals --language de --compute_type float32 --output_dir .   --align_model WAV2VEC2_ASR_LARGE_LV60K_960H
```

Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so}
Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title. federicotorrielli (maintainer of a WhisperX fork): 'Here the culprit is ctranslate2. The library was just updated to version 4.5.0, which uses cuDNN 9.2. Downgrading ctranslate to version 4.4.0 is enough to fix the problem'. Not disputed; closed, and the same diagnosis was quoted across several other repositories. The Colab environment (torch cu118) had cuDNN 8 only.",
        platform="linux",
    ),
    CorpusLog(
        name="whisperx-wsl2-anaconda-libcudnn-ops-infer-so8-missing",
        source=_GH + "m-bain/whisperX/issues/967",
        text=r"""Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory
Aborted (core dumped)

No matter what I try, doesn't seem to recognize libcudnn anymore and crashes every single time when following the readme.

On anaconda, WSL2 python 1.10""",
        expected_cause="cuda-libraries-missing",
        note="2025. The opener reported the way out himself: 'pip install ctranslate2==3.22.0 | Seems to fix it for now, other versions may work havent tested.' (other users of the thread still had the error with other set-ups). The cuDNN 8 library the installed CTranslate2 4.x build loads was not found; a CTranslate2 build that fit the libraries present ran. WSL2 is only the setting, not the cause.",
        platform="linux",
    ),
    CorpusLog(
        name="ctranslate2-driver-470-cuda-114-ctranslate2-4-cuda12",
        source=_GH + "OpenNMT/CTranslate2/issues/1842",
        text=r"""RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version

I get the following error when running on the following Cuda hardware: NVIDIA-SMI 470.256.02   Driver Version: 470.256.02   CUDA Version: 11.4

`Predictions may fail: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version`
Is ctranslate2 compatible with cuda 11.4?""",
        expected_cause="driver-too-old",
        note="2025. The first line is the issue's title. Maintainer minhthuc2502: 'Hello, version 4.* is compatible only with CUDA 12. For CUDA 11, use version 3.* instead.' Not disputed. Driver 470 supports CUDA 11.4 at most; CTranslate2 4.x is built with CUDA 12.",
        platform="linux",
    ),
    CorpusLog(
        name="faster-whisper-docker-driver-510-ctranslate2-400-cuda12",
        source=_GH + "SYSTRAN/faster-whisper/issues/734",
        text=r"""faster-whisper >= v1.0.0 cuda11.x CUDA failed with error CUDA driver version is insufficient for CUDA runtime version

**unsupported version**:
1. faster-whisper >= v1.0.0
2. ctranslate2==4.0.0

[From ctranslate2 official guideline that ctranslate2==4.0.0 will support cuda 11.x](https://opennmt.net/CTranslate2/installation.html#install-with-docker) But actually it's not supported it will return CUDA failed with the error CUDA driver version is insufficient for CUDA runtime version, but my runtime version and drive version all meats the requirement.  I am using the base image of ```nvidia/cuda:11.6.2-cudnn8-runtime-ubuntu20.04```

**device version**:
```
nvidia-smi
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 510.85.02    Driver Version: 510.85.02    CUDA Version: 11.6     |
```""",
        expected_cause="driver-too-old",
        note="2024. The first line is the issue's title. The opener found in the same post that faster-whisper 0.10.1 with ctranslate2==3.24.0 (a CUDA 11 build) works (left out of the text); zx3777: 'ctranslate2==4.0.0 only support cuda 12', and polaroi8d: 'If you don't want to update your CUDA driver you can easily downgrade the `ctranslate` module ... `pip install ctranslate2==3.24.0`'. Driver 510 (CUDA 11.6) is too old for the CUDA 12 build.",
        platform="linux",
    ),
    CorpusLog(
        name="stt-geforce-940m-ctranslate2-4-no-kernel-image",
        source=_GH + "jianchang512/stt/issues/51",
        text=r"""使用GPU运行失败

cuda: cuda_11.8.0_522.06_windows
cudnn:cudnn-windows-x86_64-8.9.7.29_cuda11-archive
安装:conda install pytorch==2.1.2 torchvision==0.16.2 torchaudio==2.1.2 pytorch-cuda=11.8 -c pytorch -c nvidia
安装后程序问题：parallel_for failed: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device
尝试好几个版本都出现这个问题，显卡型号是geforce 940m。

相配套的faster-whisper是什么版本，本地是1.0.2，需要ctranslate2 4-5版本""",
        expected_cause="compute-capability-too-old",
        note="2024. The first line is the issue's title; the last paragraph is the opener's later comment. Maintainer jianchang512: uninstall ctranslate2 and install 3.24.0 ('ctranslate2的>=4 版本不再支持 cuda12以下'); the opener: '按上述要求操作已经解决了问题。' (following it solved the problem). The GeForce 940M is a Maxwell GPU of compute capability 5.0, for which the CTranslate2 4.x wheels carry no kernels; the 3.24 build has them. The maintainer's words speak of CUDA versions, but the error and the fix are the GPU architecture's.",
        platform="windows",
    ),
    CorpusLog(
        name="noscribe-gtx-970-ctranslate2-4-no-kernel-image",
        source=_GH + "kaixxx/noScribe/issues/164",
        text=r"""cudaErrorNoKernelImageForDevice using NVIDIA 970 GTX

Hi,

I downloaded and installed NoScribe and the CUDA Toolkit according to the instructions on the website in order to transcribe interviews. Everything runs smoothly, except for step 3 "Transcription". There I always receive the following error code: parallel_for failed: cudeErrorNoKernelImageForDevice: no kernel image is available for execution on the device. 

So, I assume there must be something wrong with my CUDA version or my graphic card or so. Is there any "easy" answer to my problem? I´m not used to programing, but I ll try my best.

Thanks alot and best regards!""",
        expected_cause="compute-capability-too-old",
        note="2025. The first line is the issue's title; the error is quoted in prose as the user typed it (with the typo 'cudeError'). gernophil (noScribe contributor): 'Short answer: Your GPU seems to be too old for ctranslate2 version 4'; maintainer kaixxx then explained how to run faster-whisper on the CPU instead. Not disputed. GTX 970 is Maxwell, compute capability 5.2.",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-windows-ctranslate2-450-cudnn-ops64-9-dll-missing",
        source=_GH + "SYSTRAN/faster-whisper/issues/1080",
        text=r"""cudnn ops64_9.dll is not found

Just a note about what I've experienced here:

Since https://github.com/OpenNMT/CTranslate2/pull/1803 is merged and `ctranslate2` version is now bumped to 4.5.0, 

I got `cudnn ops64_9.dll is not found` error which means cuDNN version mismatch.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose (the opener, jhj0517, maintains Whisper-WebUI). The same post confirms the cause and fix (left out of the text): 'This only happens with `torch <= 2.3.1`, fixed by upgrading to `torch >= 2.4.0`. (Tested on Windows)'. CTranslate2 4.5.0 needs cuDNN 9; torch 2.3.1 and older bring cuDNN 8 DLLs, so cuDNN 9's DLL was not there to load.",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-webui-windows-cudnn-ops-infer64-8-dll-not-located",
        source=_GH + "jhj0517/Whisper-WebUI/issues/296",
        text=r"""**Which OS are you using?**
 - OS: Windows

Since a couple of days I get the following message: Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!

I've reinstalled everything but it keeps showing the message.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The opener after the maintainer's answer: 'Perfview's solution did the trick.' In the project's sibling issue #271 the maintainer describes that solution as putting the cuBLAS/cuDNN DLLs for the CUDA version (Purfview's whisper-standalone-win 'libs' release) where Windows finds them. The cuDNN 8 DLL CTranslate2 4.4 loads was missing (the web UI's torch had moved to cuDNN 9).",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-webui-cuda-128-cudnn-970-cudnn-ops64-9-dll-not-located",
        source=_GH + "jhj0517/Whisper-WebUI/issues/485",
        text=r"""Could not locate cudnn_ops64_9.dll issue

hello guys
[Could not locate cudnn_ops64_9.dll. Please make sure it is in your library path!] ← im getting this error message and the server crashes.

https://github.com/SYSTRAN/faster-whisper/issues/1080 ←i have read this post and tried to change settings but nothing worked for me

here's my current setting
rtx3080
cuda ver 12.8
cudnn ver 9.70
python 3.12.8
torch 2.5.0

any idea?""",
        expected_cause="cuda-libraries-missing",
        note="2025. The first line is the issue's title. Maintainer jhj0517: 'This app is using `faster-whisper==1.1.1` and `ctranslate2==4.5.0`, And there's a strict version constraint between CUDA & `ctranslate2`. You may need to downgrade CUDA to 12.4'; the opener: 'thanks. works very well'. The cuDNN 9 DLL could not be located with the CUDA 12.8 / cuDNN 9.7 install; with CUDA 12.4 it loaded.",
        platform="windows",
    ),
    CorpusLog(
        name="whisperx-windows-torch-cu121-cudnn9-cudnn-ops-infer64-8-missing",
        source=_GH + "m-bain/whisperX/issues/899",
        text=r"""Command:
```pwsh
whisperx "audio/test.mp3" --model "large-v3" --language "en"
```
Error:
```pwsh
Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!
```

Took a look in `.venv\Lib\site-packages\torch\lib` and saw `cudnn_ops_infer64_9.dll` instead of `cudnn_ops_infer64_8.dll`

I originally used these commands to set up `whisperX` today:
```pwsh
py -3.10 -m venv venv
.\venv\Scripts\python.exe -m pip install --upgrade pip wheel setuptools
pip install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/cu121
pip install git+https://github.com/m-bain/whisperx.git
```

```
- Operating System
OS Name:         Microsoft Windows 10 Pro
Version:         10.0.19045
Build:           19045

- Environment
PowerShell:      5.1.19041.5007
Python:          3.10.11
Git:             2.41.0.windows.1
Node.js:         20.15.1
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. The opener reported the fix in the same post (left out of the text): reinstalling torch==2.2.2 (cu121), after which 'cudnn_ops_infer64_8.dll is in torch so the original command runs now'. The newest torch wheels brought cuDNN 9 DLLs only, while the CTranslate2 of the time loads cuDNN 8.",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-gui-rtx2070-driver-too-old-for-060-build",
        source=_GH + "CheshireCC/faster-whisper-GUI/issues/96",
        text=r"""加载模型出错-RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version

win10, nvidia 2070显卡， 加载模型： whisper-large-v3-float32

`处理设备`中选择`auto`或`cpu`都没问题， 但是发现是使用cpu进行转换的， 不喜欢。
于是查了一下， `处理设备`中选择`cuda`, 加载时出现如题错误(fasterWhispergui.log中)。

小白第一次搞， 机器上之前装了python的各种版本， cmd中运行`python -V`输出： `Python 3.9.1`""",
        expected_cause="driver-too-old",
        note="2024. The first line is the issue's title. Maintainer CheshireCC: the error comes from versions after 0.6.0 (built with CUDA 12), '更新显卡驱动应该会有帮助' (updating the graphics driver should help); the opener: '只能下载0.5.9了， 亲测已解决' (went back to 0.5.9, the CUDA 11 build, tested, solved).",
        platform="windows",
    ),
    CorpusLog(
        name="faster-whisper-ubuntu-driver-insufficient-for-runtime-2023",
        source=_GH + "SYSTRAN/faster-whisper/issues/363",
        text=r"""traceback
```
Downloading (…)76dd09bd/config.json: 100%|█| 2.23k/2.23k [00:00
Downloading (…)d09bd/vocabulary.txt: 100%|█| 422k/422k [00:00<0
Downloading (…)d09bd/tokenizer.json: 100%|█| 2.13M/2.13M [00:01
Downloading model.bin: 100%|█| 145M/145M [01:59<00:00, 1.21MB/s
Traceback (most recent call last):
  File "/home/alice/Documents/GitHub/voice/low-latency.py", line 41, in <module>
    model = faster_whisper.WhisperModel(whisperModel, device="cuda", compute_type="float16")
  File "/home/alice/Documents/GitHub/voice/env/lib/python3.10/site-packages/faster_whisper/transcribe.py", line 124, in __init__
    self.model = ctranslate2.models.Whisper(
RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version
```""",
        expected_cause="driver-too-old",
        note="2023. Maintainer guillaumekln: 'You should update your GPU driver.' The opener asked how to do so on Ubuntu and then thanked ('got it tha[nks]'); issue closed. Not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="videocaptioner-faster-whisper-cuda-driver-insufficient",
        source=_GH + "WEIFENG2333/VideoCaptioner/issues/555",
        text=r"""用Faster whisper的large-v2模型时，选择cuda，现在必定报错An error occurred while synchronizing the model Systran/faster-whisper-tiny from the Hugging Face Hub。选用CPU的话，非常非常慢

能不能找一下为什么用cuda会报错的原因，感谢

经过尝试，在下载安装好后，必须重启一下电脑，报错An error occurred while synchronizing the model Systran/faster-whisper-tiny from the Hugging Face Hub消失了。
但同时出现了另一个报错：RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version""",
        expected_cause="driver-too-old",
        note="2025. The opener's comments (the post itself asked for better install notes). The opener later: 'RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version 这个问题也解决了，更新了英伟达驱动' (solved by updating the NVIDIA driver). The model-download error before it went away after a reboot and is no GPU matter. The platform is not stated; the app is mostly used on Windows and the opener speaks of laptop-maker driver sites.",
        platform="windows",
    ),
    CorpusLog(
        name="docker-whisperx-could-not-select-device-driver-gpu",
        source=_GH + "jim60105/docker-whisperX/issues/16",
        text=r"""could not select device driver "" with capabilities: [[gpu]].

screenshot below:""",
        expected_cause="container-toolkit-missing",
        note="2023. The first line is the issue's title; the post holds only a screenshot. Maintainer jim60105: 'Do you have gpu support for your docker? Please try again after completing this guide: https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html'; the opener: 'thanks. i got it working'. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="dsnote-flatpak-cuinit-unknown-no-nvidia-uvm",
        source=_GH + "mkiol/dsnote/issues/111",
        text=r"""CUDA graphics card is not detected (v4.5.0)

Relevant logs:

```
[D] 18:45:31.582684769.582 0x72ab2e18cd00 () - trying features availability update: false
/app/extensions/nvidia/lib/python3.11/site-packages/torch/cuda/__init__.py:141: UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)
  return torch._C._cuda_getDeviceCount() > 0

[D] 18:45:34.436945512.436 0x72ab2e18cd00 add_cuda_dev_devices:407 - scanning for cuda devices
[W] 18:45:34.438195691.438 0x72ab2e18cd00 operator():417 - cuInit error: CUDA_ERROR_UNKNOWN (999)
[W] 18:45:34.438210449.438 0x72ab2e18cd00 add_cuda_devices:510 - cuda init error
[D] 18:45:34.438215409.438 0x72ab2e18cd00 add_cuda_runtime_devices:368 - scanning for cuda runtime devices
[D] 18:45:34.438245766.438 0x72ab2e18cd00 add_cuda_runtime_devices:377 - cuda version: driver=12040, runtime=12040
[W] 18:45:34.438251297.438 0x72ab2e18cd00 add_cuda_runtime_devices:380 - cudaInitDevice error: 999
[W] 18:45:34.438255114.438 0x72ab2e18cd00 add_cuda_runtime_devices:386 - cudaGetDeviceCount error: 999
[W] 18:45:34.438402122.438 0x72ab2e18cd00 add_cuda_devices:515 - cuda runtime get device count error
```""",
        expected_cause="cuinit-unknown-error",
        note="2024. The first line is the issue's title. Speech Note (whisper/faster-whisper speech-to-text app, Flatpak). The opener is the app's maintainer, who stated the cause in the same post (left out of the text): 'Cause: - no `/dev/nvidia-uvm` file', followed by a workaround. Issue closed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="whisperx-colab-tensorrt-libnvinfer-warnings-transcription-runs",
        source=_GH + "m-bain/whisperX/issues/129",
        text=r"""I get this output. The file is still transcribing and alligning but im wondering what the issue here is.

`2023-03-09 12:11:41.948243: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
2023-03-09 12:11:41.948353: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer_plugin.so.7'; dlerror: libnvinfer_plugin.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib64-nvidia
2023-03-09 12:11:41.948373: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.`""",
        harmless=True,
        note="2023. Confirmed harmless by the outcome the opener states: the file 'is still transcribing and alligning' (WhisperX runs on PyTorch; TensorFlow was only imported alongside, on Colab, whose LD_LIBRARY_PATH /usr/lib64-nvidia shows). The one answer (a guess at driver trouble) offered no cause; closed as abandoned. The lines are TensorFlow's TensorRT notice.",
        platform="linux",
    ),
)
