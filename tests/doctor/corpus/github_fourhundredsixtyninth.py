# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtyninth set of real threads: music, audio generation and voice-cloning applications on NVIDIA GPUs (2020-2025), from GitHub issues on w-okada/voice-changer, devnen/Chatterbox-TTS-Server, VOICEVOX/voicevox_engine and tsurumeso/vocal-remover.

Broken kinds held: a CUDA 12 cuBLAS DLL (cublasLt64_12.dll) missing for the ONNX GPU build of an
RVC real-time voice changer (no CUDA toolkit installed), the cuDNN helper DLL zlibwapi.dll missing
from a TTS engine's CUDA build after its CUDA upgrade (Japanese), an RTX 5070 Ti (sm_120) under a
TTS server's Docker image whose PyTorch stops at sm_90, and a plain GPU out-of-memory when training
a vocal remover on a 6 GB GTX 1060. All broken: 4; working runs: 0.

Left out: the angle's named repositories (audiocraft, tortoise-tts, coqui TTS, Applio,
Mangio-RVC-Fork, ACE-Step, YuE, stable-audio-tools, DiffRhythm, demucs and Demucs-Gui) gave no
thread whose confirmation falls inside the stored excerpt: audiocraft#68, #107 and #186 (CPU
torch / cuDNN 8.6 vs 8.7, answer not stored or open), tortoise-tts#291, #634, #708 (fix by another
user, a 'driver issue' guess, open), tortoise-tts#268 (the cause only 'incorrect installation of
pytorch'), Applio#125 and #1070 (unresolved, 'use the compiled build' with no reply stored),
Demucs-Gui#102 and demucs#116 (Kepler GPUs, answer not stored), Mangio-RVC-Fork#106 and #108
(open). Many w-okada/voice-changer and erew123/alltalk_tts GPU threads (voice-changer#816, #810,
#576, #902, #913; alltalk_tts#104, #222, #235) stop before the poster's result; voice-changer#993
is self-solved in the post itself without a log. Threads already held (VoiceCraft#31,
Voice-Cloning-App#60, microWakeWord-Trainer#1, faster-whisper-GUI#96) were skipped. A confirmed
speech-to-text thread (KoljaB/RealtimeSTT#220, cublas64_12.dll) was left for a speech-recognition
set as outside this angle.

At first look (the doctor of commit 56a7ba4) the cause was named in 2 of the 4 broken logs,
each first; there is no working run in the set. After the changes of the same day, 4 of 4,
each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="w-okada-voice-changer-onnxgpu-cublaslt64-12-dll-not-found",
        source=_GH + "w-okada/voice-changer/issues/605",
        text=r"""### Issue Type

Question

### vc client version number

MMVCServerSIO_win_onnxgpu-cuda_v.1.5.3.11.zip

### OS

Windows 10

### GPU

GeForce RTX 3060 Laptop GPU

### Clear setting

no

### Sample model

no

### Input chunk num

yes

### Wait for a while

The GUI successfully launched.

### read tutorial

yes

### Extract files to a new folder.

yes

### Voice Changer type

MMVC v1.5.3.11, RVC

### Model type

torch

### Situation

I have a RTX 3060 Laptop GPU and a clean installation of ```mmvcserversio_win_onnxgpu-cuda_v.1.5.3.11.zip```

Currently, I am not able to use the program because of the following error:
```Could not locate cublasLt64_12.dll. Please make sure it is in your library path!```

Sometimes this error window pop ups randomly:

![2023-07-31_05-27-54_06-00_516_115_261206 thumbnail](https://github.com/w-okada/voice-changer/assets/65161490/16e4c771-580f-4758-a288-ca592f1c832c)

Where I can find ```cublasLt64_12.dll``` ?""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer w-okada: 'Perhaps you should review your setting about cuda.'; the poster (dev2pew): 'It seems that the CUDA Toolkit installation was missing; therefore, the program couldn't work properly. After installing the latest version of the CUDA Toolkit, the problem is now resolved. Thank you!' Issue closed. The ONNX Runtime GPU build needs the CUDA 12 cuBLAS DLLs from an installed toolkit. Text cut before the poster's 'Full terminal log:' block, which the stored excerpt does not hold.",
        platform="windows",
    ),
    CorpusLog(
        name="voicevox-engine-cuda-build-zlibwapi-dll-missing-after-cuda-upgrade",
        source=_GH + "VOICEVOX/voicevox_engine/issues/592",
        text=r"""## 不具合の内容

題の通り、CUDAのバージョンアップをしたことで、必要な動的ライブラリ(`zlibwapi.dll`)が不足してしまい、音声合成に失敗します。
Windowsにおいては、DirectML版があるため、替えが利く状況ではあるものの、現在 #502 のような問題があり、完全に代替を果たせる状況ではないため、CUDA版の需要はあるものと思われます。
次のバージョンでDirectMLへ完全に移行する(=CUDAのサポートをやめ、 #502 を解決する)か、それが間に合わない場合は`zlibwapi.dll`をビルド時に組み込んでCUDA版の配布を行うことが必要かと思います。

### 現象・ログ

![!image](https://cdn.discordapp.com/attachments/1016973645056327740/1068043410155503646/image.png)
![!image](https://cdn.discordapp.com/attachments/1016973645056327740/1068034816760619068/image.png)

### 再現手順

現在配布されているCUDA版のエンジンを実行する

### 期待動作

CUDA版でも音声合成ができる

## VOICEVOXのバージョン

0.14.0-preview.x

## OSの種類/ディストリ/バージョン

- [x] Windows
- [ ] macOS
- [ ] Linux

## その他

多分 DirectML版に完全に移行できる方が好ましいと思います""",
        expected_cause="cuda-libraries-missing",
        note="2023. In Japanese: 'As the title says, since the CUDA version was upgraded, a needed dynamic library (zlibwapi.dll) is missing and speech synthesis fails' (the distributed CUDA preview build of the engine, Windows). Maintainer Hiroshiba: 'issue作成ありがとうございます！！' and agreed to guide users who need the CUDA build to download zlibwapi.dll (NVIDIA's cuDNN install guide, 'ZLIB DLL') into the VOICEVOX folder as a stopgap; issue closed. cuDNN 8 on Windows needs zlibwapi.dll; the poster's own diagnosis, confirmed by the maintainer. Logs only as screenshots.",
        platform="windows",
    ),
    CorpusLog(
        name="chatterbox-tts-server-docker-rtx-5070-ti-sm-120-torch-stops-at-sm-90",
        source=_GH + "devnen/Chatterbox-TTS-Server/issues/64",
        text=r"""Hello, 
I'm getting these messages: 

chatterbox-tts-server-1  | NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
chatterbox-tts-server-1  | The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.

Is there a known workaround (specific PyTorch/cu128 build, nightly, or flags) to run this project on sm_120 today?

If not, are there plans or a timeline to add official sm_120 support (and/or provide a Docker image pinned to a compatible Torch)?

Thanks! Happy to test any suggested build or branch.""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer devnen (2026): 'RTX 5070 Ti (sm_120) needs the cu128 or cu130 builds. Use `docker compose -f docker-compose-cu128.yml up -d` (torch 2.9 + CUDA 12.8) ... The default `docker-compose.yml` is older cu121 which does not cover sm_120. Closing as resolved by those compose files'. Issue closed. The log comes from the server's Linux container (docker compose); the host system is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="vocal-remover-train-gtx-1060-6gb-cuda-out-of-memory",
        source=_GH + "tsurumeso/vocal-remover/issues/16",
        text=r"""Current error:

_RuntimeError: CUDA out of memory. Tried to allocate 384.00 MiB (GPU 0; 6.00 GiB total capacity; 4.29 GiB already allocated; 299.14 MiB free; 52.89 MiB cached)_

I have the following PC specs -

**Operating System:** Windows 10
**Processor:** Intel(R) Core(TM) i7-7700HQ CPU @ 2.80GHz 2.80 GHz
**Graphics card:** Geforce GTX 1060 with 6GB's of V-RAM
**System RAM:** 32GB

My issue is I can't even start training with my GPU due to always getting "out of RAM errors" even when I have enough allocated. I'm able to train just fine with my CPU, but I would really like to use my GPU.

**My questions:**

1. Can I train a model using this A.I. with my current set-up?
2. If not, what is the minimum GPU & V-RAM requirement to train with a dataset of at least 75-150 pairs?

Thank you so much in advance!""",
        expected_cause="gpu-out-of-memory",
        note="2020. The poster (TRvlvr) two days later: 'I fixed it! I reduced the batch size from 4 to 2. This was just enough to get going!' (train.py ... -b 2 -B 2). Issue closed. Plain GPU memory exhaustion on a 6 GB card; nothing else wrong.",
        platform="windows",
    ),
)
