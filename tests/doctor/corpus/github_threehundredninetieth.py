# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninetieth set of real threads: Windows CUDA DLL threads (2023-2025) from GitHub issues on native Windows, where a CUDA or cuDNN DLL (or one it depends on) could not be loaded, on repositories new to the corpus (NickSwardh/YoloDotNet, Softcatala/whisper-ctranslate2, ILikeAI/AlwaysReddy, lazydog28/mc_auto_boss, jhj0517/Whisper-WebUI, KoljaB/RealtimeSTT, PaddlePaddle/Paddle, lllyasviel/stable-diffusion-webui-forge).

The frameworks are not TensorFlow (ONNX Runtime under C#, CTranslate2 under faster-whisper,
PaddlePaddle, PyTorch), but they load the same Windows CUDA stack: cuDNN 8's zlibwapi.dll
missing (three threads), a cuDNN split library copied alone instead of the whole cuDNN, a
cuBLAS of the CUDA major version the framework was built for missing (two threads), a cuDNN DLL
not located, and one whose cause was square brackets in the install path (no catalogue cause).
Broken: 8. Working runs: 0 (none met).

Each text is one short paste: most posters wrote only the error line and a few words, so the
records are short; screenshots are left out. Left out: threads on tensorflow/tensorflow (most
already held or read before), threads where only another user or a maintainer reported a fix
working, a thread whose opening post already states its own fix (zhiqwang/yolort#434), and
a thread confirmed as fixed by an installed Visual C++ runtime whose opening post is not in the
stored copy (tensorflow/tensorflow#39502).

At first look (the doctor of commit cf7d57e) the cause was named in 4 of the 8 broken logs, 4
first (the zlibwapi.dll and cublas64_12.dll lines); the three cuDNN 8 split-library lines
(cudnn_cnn_infer64_8.dll, cudnn_ops_infer64_8.dll: 'Could not load library', 'Could not locate')
were missed, and the record with no catalogue cause drew no cause. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="yolodotnet-csharp-zlibwapi-dll-missing-after-cudnn-install",
        source=_GH + "NickSwardh/YoloDotNet/issues/18",
        text=r"""Hi, sorry to bother for what can I imagine a basic question but after installing cuda and cuDNN as suggested in the README I get this message in the console:
```
Could not locate zlibwapi.dll. Please make sure it is in your library path!
```

If I set the flag to use the CPU everything works.

@NickSwardh if you have some advice it will be really helpful. 

Btw you have done a really nice implementation. It has simplified the work for my thesis a lot!""",
        expected_cause="cuda-libraries-missing",
        note="2024. YoloDotNet (C#, ONNX Runtime's CUDA provider) with cuDNN 8. The poster (toita86) confirmed the fix: 'For those who might have the same problem, I just needed to add the `zlibwap.dll` to `C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\vxx.x\\bin`, and the problem is solved.' zlibwapi.dll is a dependency of cuDNN 8 on Windows. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-ctranslate2-cudnn-cnn-infer-error-126-zlib-not-installed",
        source=_GH + "Softcatala/whisper-ctranslate2/issues/41",
        text=r"""I get this error message:

Could not load library cudnn_cnn_infer64_8.dll. Error code 126
Please make sure cudnn_cnn_infer64_8.dll is in your library path!

I double check my Windows 10 Environment Variables， and cudnn_cnn_infer64_8.dll directory is there.

Anything I do wrong?""",
        expected_cause="cuda-libraries-missing",
        note="2023. whisper-ctranslate2 (CTranslate2) on Windows 10. The poster (francofang) confirmed: 'Finally got it working. IT is because cudnn needed zlib to work. I did not install zlib, and after I install it, it worked.' Error 126 on a cuDNN DLL that was present: its dependency zlibwapi.dll was missing. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="alwaysreddy-cudnn-cnn-infer-dll-copied-alone-not-whole-cudnn",
        source=_GH + "ILikeAI/AlwaysReddy/issues/40",
        text=r"""Could not locate cudnn_cnn_infer64_8.dll. Please make sure it is in your library path!

I have both cuda 12.1 and 11.8 installed, I downloaded the dll, placed it in both of their folders and the problem still persists. I also tried to add "cudnn_cnn_infer64_8.dll" (cuda 12.1) in environment variables in both user and system but it still doesn't work.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title (the error message). The poster (Jake36921) found the cause himself the same day and closed the issue: 'I forgot to add the entire [library](https://developer.nvidia.com/rdp/cudnn-archive)' - he had copied the one DLL instead of installing the whole cuDNN.",
        platform="windows",
    ),
    CorpusLog(
        name="mc-auto-boss-zlibwapi-dll-missing-program-stalls",
        source=_GH + "lazydog28/mc_auto_boss/issues/287",
        text=r"""战斗结束后，搜索声骸大概率爆Could not locate zlibwapi.dll. Please make sure it is in your library path!
然后程序就暂停不动了。""",
        expected_cause="cuda-libraries-missing",
        note="2024. A Wuthering Waves automation script on Windows (cuDNN in use); the program stalls after the message. The poster (Saccharides) confirmed his own fix the same day: '在鸣潮文件夹...\\KrPcSdk_Mainland找到zlibwapi.dll，加入CUDA的path路径文件夹就行了' (found a zlibwapi.dll in the game folder, put it into the CUDA folder on PATH, and it worked). zlibwapi.dll is a dependency of cuDNN 8 on Windows. Issue closed; a screenshot is left out.",
        platform="windows",
    ),
    CorpusLog(
        name="whisper-webui-faster-whisper-cublas64-12-with-cuda-11",
        source=_GH + "jhj0517/Whisper-WebUI/issues/102",
        text=r"""hi guys, have this error when start generate subtitle file
"Error: Library cublas64_12.dll is not found or cannot be loaded"

win 11 rtx 3090""",
        expected_cause="cuda-libraries-missing",
        note="2024. Whisper-WebUI (faster-whisper on CTranslate2). Maintainer jhj0517: 'This problem is caused by an incompatible version of faster-whisper with CUDA versions below 12.0' and 'Using the version of faster-whisper==0.10.1 solves this problem.'; the poster (videoprice): 'Thanks, working'. The newer faster-whisper's CTranslate2 was built for CUDA 12 and the machine had CUDA 11: the CUDA 12 cuBLAS it loads was absent. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="realtimestt-ctranslate2-cublas64-12-not-found-cuda-12-8",
        source=_GH + "KoljaB/RealtimeSTT/issues/220",
        text=r"""When using I'm currently running cuda 12.8 and am running into this error

RuntimeError: Library cublas64_12.dll is not found or cannot be loaded""",
        expected_cause="cuda-libraries-missing",
        note="2025. RealtimeSTT (faster-whisper on CTranslate2) on Windows. Maintainer KoljaB suggested copying the cublas64_11.dll and cublasLt64_11.dll from the torch lib folder and renaming them cublas64_12.dll and cublasLt64_12.dll; the poster (Fantasticj1): 'Thank you this was the fix'. The cuBLAS DLL the framework asks for could not be found from the process although CUDA 12.8 was said to be installed. Odd: the fix put renamed CUDA 11 files in place; the thread does not say why the CUDA 12.8 ones were not found.",
        platform="windows",
    ),
    CorpusLog(
        name="paddle-pp-vehicle-cudnn-ops-infer-dll-not-located",
        source=_GH + "PaddlePaddle/Paddle/issues/54767",
        text=r"""Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!

### 请提出你的问题 Please ask your question

在使用 PP Vehicle 进行二次开发时出现的问题，cuda 为 11.6 搭配 cudnn 8.4.0，找过网路上的解法，但都无法解决，求解!!! 整段运行如下:""",
        expected_cause="cuda-libraries-missing",
        note="2023. The first line is the issue's title; the run output the poster posted is a screenshot (left out). PaddlePaddle on Windows, CUDA 11.6 with cuDNN 8.4.0. Maintainer zhangbo9674: 'cudnn_ops_infer64_8.dll 是 cuda 环境自身的动态库' (it is a library of the CUDA environment itself) with a link to a fix for the DLL not being found; the poster (ShihPing0803): '非常感谢，已解决' (thanks a lot, solved). The linked fix's content is not in the thread. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="sd-webui-forge-cudnn-ops-infer-dll-brackets-in-install-path",
        source=_GH + "lllyasviel/stable-diffusion-webui-forge/issues/2798",
        text=r"""Issue:

Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!

Pops up in my CLI when attempting to generate

Anyone got an idea how to fix this?""",
        expected_cause=None,
        note="2025. Stable Diffusion WebUI Forge on Windows. A collaborator (MisterChief95) asked for the whole output and the install method; the poster (xSimone) found the cause: 'It's okay I found my issue, had [ ] in my install path.' Square brackets in the folder path kept the cuDNN DLL from being found: no catalogue cause (not a missing or mismatched library).",
        platform="windows",
    ),
)
