# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-sixtysixth set of real threads: Japanese-language threads about NVIDIA GPUs not working (2021-2025), from GitHub issues on VOICEVOX/voicevox_engine, VOICEVOX/voicevox_core, VOICEVOX/voicevox, Zuntan03/EasyReforge and Zuntan03/EasyWanVideo.

Broken kinds held: cuDNN libraries missing from the loader's reach (a cuDNN DLL left out of a
VOICEVOX CUDA preview build on Windows; the cuDNN .so files bundled with voicevox_core not on
LD_LIBRARY_PATH on Ubuntu), a CPU-only build of the VOICEVOX core started in GPU mode, an RTX 5080
(sm_120) under a PyTorch built only up to sm_90 (twice, the same user in two Zuntan03 installers),
and one install-level cause with no catalogue ID (stray 0 kB WindowsApps python.exe/python3.exe
aliases made the PyTorch cu128 nightly install find no wheel). All logs are in Japanese or carry
Japanese prose around English logs. All broken: 6; working runs: 0.

Left out: Japanese material is thin in the stored copies and most Japanese GPU threads end before
a confirmed cause. VOICEVOX/voicevox_engine#611 (CUDNN_STATUS_NOT_INITIALIZED) was cured by an
engine release (0.14.2) with no setup cause; #308 and #312 (GTX 670 in Docker) got only a
maintainer's guess of GPU memory; #1870 (RTX 5060 Ti, no kernel image in onnxruntime) is closed
but the fix is not in the stored copy; #592 (zlibwapi.dll) has its log only as images and its
first post is the diagnosis itself; #1625 is a missing --use_gpu flag. litagin02/Style-Bert-VITS2
#215 (RTX 5090) has mixed outcomes; Zuntan03/EasyReforge#8 (Torch is not able to use GPU, RTX
3060) and #9 (CUDAAllocatorConfig assert) show no confirmed cause; kohya-ss/sd-scripts#1081 is
cut before its error.

At first look (the doctor of commit 56a7ba4) the cause was named in 4 of the 6 broken logs, 3
first; there is no working run in the set. After the changes of the same day, 5 of 6, 4 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="voicevox-engine-cuda-preview-cudnn-adv-infer64-8-dll-missing",
        source=_GH + "VOICEVOX/voicevox_engine/issues/408",
        text=r"""## 不具合の内容

0.12.4-previewエンジン(Nvidia版)をGPUモードで起動し、`/audio_query`を実行すると異常終了する

### 現象・ログ

```
>run --use_gpu
Warning: cpu_num_threads is set to 0. ( The library leaves the decision to the synthesis runtime )
INFO:     Started server process [30108]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:50021 (Press CTRL+C to quit)
Could not load library cudnn_adv_infer64_8.dll. Error code 126
Please make sure cudnn_adv_infer64_8.dll is in your library path!
```

### 再現手順

0.12.4-previewエンジン(Nvidia版)を`--use_gpu`引数を付けて起動→`/audio_query`を実行
（おそらくlazy_init時に発生）

### 期待動作

## VOICEVOXのバージョン

0.12.4-preview

## OSの種類/ディストリ/バージョン

- [x] Windows
- [ ] macOS
- [ ] Linux""",
        expected_cause="cuda-libraries-missing",
        note="2022. In Japanese ('the 0.12.4-preview engine (NVIDIA build) started in GPU mode crashes on /audio_query'). The poster (takana-v) found that the build change of PR #389 left cudnn_adv_infer64_8.dll out of the package and wrote: 'エンジンのフォルダに`cudnn_adv_infer64_8.dll`を配置すると正常に動作しました' (placing the DLL in the engine folder made it work); maintainer Hiroshiba: 'おっと、なるほどです、検証不足でした。助かります！！' (not tested enough); fixed by the revert PR #409, issue closed. Text cut before the poster's own finding (the その他 section).",
        platform="windows",
    ),
    CorpusLog(
        name="voicevox-core-gpu-libcudnn-ops-infer-so-8-not-on-ld-library-path",
        source=_GH + "VOICEVOX/voicevox_core/issues/464",
        text=r"""## 不具合の内容

Ubuntu 22.04のCUDA環境で「Downloader を使わない場合」を試してみました。

### 現象・ログ

$ python3 ./run.py ../open_jtalk_dic_utf_8-1.11 これはテストです ./audio.wav
Traceback (most recent call last):
  File "/home/alice/VOICEBOX_CORE/voicevox_core-linux-x64-gpu-0.14.3/./run.py", line 8, in <module>
    import voicevox_core
  File "/home/alice/.local/lib/python3.10/site-packages/voicevox_core/__init__.py", line 1, in <module>
    from . import _load_dlls  # noqa: F401
  File "/home/alice/.local/lib/python3.10/site-packages/voicevox_core/_load_dlls.py", line 16, in <module>
    CDLL(str(Path(dll).resolve(strict=True)))
  File "/usr/lib/python3.10/ctypes/__init__.py", line 374, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory

## VOICEVOXのバージョン

[0.14.3](https://github.com/VOICEVOX/voicevox_core/releases/tag/0.14.3)""",
        expected_cause="cuda-libraries-missing",
        note="2023. In Japanese ('tried the \"without the Downloader\" install on Ubuntu 22.04 with CUDA'). The poster (kinneko) states the cause and the fix in the same post: the cuDNN .so files are only found once the library path is set ('cuDNN関係のsoファイルは、LibPATHを通さないと認識できないようです'); after 'export LD_LIBRARY_PATH=.../voicevox_core-linux-x64-gpu-0.14.3/CUDA-linux-x64:$LD_LIBRARY_PATH' run.py wrote audio.wav. The issue (left open) asks for a note in the docs. Text cut: the two sentences with that finding and the '修正した手順' (fix) section are left out; the OS checklist line is truncated in the stored copy and left out.",
        platform="linux",
    ),
    CorpusLog(
        name="voicevox-cpu-package-core-started-in-gpu-mode-aten-cuda-backend",
        source=_GH + "VOICEVOX/voicevox/issues/299",
        text=r"""## 不具合の内容

windowsのCPU版VOICEVOXを実行しようとしてみたところ、エンジン起動でエラーが表示されました。

### 現象・ログ

```bash
[02:15:37.331] [error] ENGINE: Traceback (most recent call last):
  File "C:\Users\alice\DOWNLO~1\WINDOW~1\run.py", line 424, in <module>
  File "C:\Users\alice\DOWNLO~1\WINDOW~1\run.py", line 77, in make_synthesis_engine
  File "core.pyx", line 6, in core.initialize
  File "core.pyx", line 14, in core.initialize
Exception: Could not run 'aten::empty_strided' with arguments from the 'CUDA' backend. This could be because th...

[02:15:38.409] [error] Error: Failed to fetch Failed to fetch AudioQuery for the text "".
[02:15:38.412] [error] TypeError: Failed to fetch
```

### 再現手順

https://github.com/Hiroshiba/voicevox/actions/runs/1300761100 の`windows-cpu-prepackage`をダウンロードしてVOICEVOX.exeをダブルクリック

### 期待動作

## VOICEVOXのバージョン

0.?.0

## OSの種類/ディストリ/バージョン

## その他

GPU版は問題なく動きました""",
        expected_cause="framework-cpu-only-build",
        note="2021. In Japanese ('the Windows CPU build of VOICEVOX shows an error when starting the engine'; 'the GPU build worked fine'). Contributor aoirint could not reproduce on a machine without a GPU and suggested the engine start mode was set to GPU (the settings file is shared between the GPU and CPU builds, and the CPU build's core has no GPU mode); the poster (maintainer Hiroshiba): 'いやーーーーお恥ずかしい、そのとおりでした' (embarrassing, that was exactly it). Closed. The CPU package's core (a CPU-only libtorch) was asked to run on CUDA.",
        platform="windows",
    ),
    CorpusLog(
        name="easyreforge-rtx-5080-sm-120-not-compatible-pytorch-up-to-sm-90",
        source=_GH + "Zuntan03/EasyReforge/issues/13",
        text=r"""お世話になります。
当方のRTX5080環境でインストールし、Reforge.batを実行したところ、CUDAが対応しておらず起動できませんでした。
UserWarning:
NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5080 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

CUDA12.8なら動くと見ましたが、対応する予定はありますでしょうか？
お手数ですがご回答お願いします。""",
        expected_cause="compute-capability-unsupported",
        note="2025. In Japanese ('installed on my RTX 5080 and ran Reforge.bat; CUDA was not supported and it would not start'; 'I read CUDA 12.8 works; do you plan to support it?'). Maintainer Zuntan03 pointed to the interim 'Reforge_RTX50x0_PipTorch260Cu128.bat' (PyTorch 2.6 for CUDA 12.8); the poster: 'Reforge_RTX50x0_PipTorch260Cu128.bat実行したら見事起動して画像生成できました' (it started and generated images). A later, separate restart failure was a Git PATH problem. Closed after official RTX 50 support.",
        platform="windows",
    ),
    CorpusLog(
        name="easywanvideo-rtx-5080-no-kernel-image-fixed-by-cu128-nightly",
        source=_GH + "Zuntan03/EasyWanVideo/issues/5",
        text=r"""サンプルは20250320_concat_0.pngで実行していました。
画像からのプロンプト生成 を no にしたらおそらくエラーでなくなりました。
が、ほかのフローでもエラーがあったようです。
CUDAのバージョン不一致ですかね。
ComfyUi.bat、ComfyUi_SageAttention.batともに同様のエラーになります。

LoadWanVideoClipTextEncoder
CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

cudaのバージョンみたらcu128.nvがダウンロードされてないみたいでした。
C:\Program\EasyWan\ComfyUI>python -c "import torch; print(torch.__version__); print(torch.version.cuda); print(torch.cuda.is_available())"
2.6.0+cpu
None
False""",
        expected_cause="compute-capability-unsupported",
        note="2025. In Japanese ('maybe a CUDA version mismatch?'; 'looking at the CUDA version, cu128 seems not to have been downloaded'). The issue opened on a Florence2 ValueError (a transformers bug, a separate problem); text is the poster's (Neel9847332) later comment, the one about the GPU. The poster then: 'すみません。動きました。... UninstallSageAttention.bat でアンインストールしたあとに、ExperimentalRtx50x0_CudaNightlyBuildSageAttention.bat で再インストールしました' (it works after reinstalling with the RTX 50x0 CUDA-nightly (cu128) script). The same user reported an RTX 5080 one week earlier (Zuntan03/EasyReforge#13), so the GPU (sm_120) had no kernels in the installed PyTorch. The '2.6.0+cpu' printout came from the python on PATH in that folder, not necessarily the one ComfyUI ran (a CPU build cannot raise a CUDA kernel error): a misleading line.",
        platform="windows",
    ),
    CorpusLog(
        name="easyreforge-torch-cu128-nightly-no-matching-distribution-windowsapps-python-stub",
        source=_GH + "Zuntan03/EasyReforge/issues/17",
        text=r"""torchのインストール周りでうまくいっていないのですが、これは解決可能でしょうか？

```
pip install -qq --pre torch==2.7.0.dev20250311+cu128 torchvision==0.22.0.dev20250312+cu128 --index-url https://download.pytorch.org/whl/nightly/cu128
ERROR: Could not find a version that satisfies the requirement torch==2.7.0.dev20250311+cu128 (from versions: none)
ERROR: No matching distribution found for torch==2.7.0.dev20250311+cu128
```

ご確認ありがとうございます。
URLは閲覧可能です。

>Windows が 64bit 版でなく 32bit 版だったり
64bit版でした。
こちら側の環境を記載いたします。やや古いのが良くないでしょうか。

- Windows 10 Home, 64bit
- GPU GTX1070
- Python 3.10.6
- Git 2.49.0
- CUDA 12.8""",
        expected_cause=None,
        note="2025. In Japanese ('the torch install step fails; can this be solved?'; the second part is the poster's reply to the maintainer's questions: the index URL opens, Windows is 64-bit, environment list). The poster (rueletabel) then: '自己解決しました。削除しきれていなかったファイル(以下2つ、0kB)が存在しておりました。Users¥AppData¥Local¥Microsoft¥WindowsApps¥python.exe / python3.exe' and after deleting them with del /f and reinstalling, the pip install no longer failed. No catalogue ID: the cause was leftover 0 kB WindowsApps python.exe/python3.exe stubs (Microsoft Store aliases) standing in for the installed Python, so pip found no PyTorch cu128 wheel and the GPU build was never installed. Closed.",
        platform="windows",
    ),
)
