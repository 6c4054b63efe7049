# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-first set of real threads, gathered apart, from GitHub issues (issues corpus) whose posters wrote wholly or partly in a language other than English (Japanese, Portuguese), on tensorflow/tensorflow and errno-mmd/mmdmatic.

Angle: posters writing in Japanese, Portuguese, German, French, Vietnamese, Turkish, Indonesian,
Persian, Italian or Polish, about TensorFlow not using, not finding or failing on an NVIDIA GPU,
with the cause confirmed in the thread. Text is kept as written (not translated); each note
names the language.

Broken kinds held: a cuDNN other than the one the Windows build loads by name (cuDNN 6
installed where TensorFlow 1.1 loads cudnn64_5.dll; the Windows "DLL load failed" message is in
Portuguese), and one with no catalogue cause (a Japanese MMD motion-trace tool that needs
TensorFlow 1.x run on tensorflow-gpu 2.1: `No module named 'tensorflow.contrib'`).
Working runs: 0 (none met).

Small set: the issues corpus answers searches in these languages mostly with English threads
(its search matches meaning across languages), and the few non-English TensorFlow-on-GPU threads
it holds had no confirmation in the stored copy. Left out for that reason:
itsuki8914/Voice-morphing-RelGAN#4 (2020, Japanese, "Loaded runtime CuDNN library: 7.4.1 but
source was compiled with: 7.6.0", no reply stored), tensorflow/tensorflow#16845 (2018, German
"DLL load failed: Die angegebene Prozedur wurde nicht gefunden.", resolution not stored),
tensorflow/tensorflow#35903 (2020, German "Das angegebene Modul wurde nicht gefunden.", closed
as a duplicate of the TF 2.1 MSVC-redistributable list, no confirmation from the poster),
tensorflow/tensorflow#39284 (2020, French "Le module spécifié est introuvable.", no confirmation
seen), tensorflow/tensorflow#13556 (2017, Brazilian poster, CUDA 9.0 with TF 1.3, no confirmation
seen), kikagaku/KIKAGAKU_Issues#18 (2020, Japanese, GPU absent from device_lib, answered only
with advice). Also seen but not TensorFlow: errno-mmd/mmdmatic#14 (PyTorch "Found no NVIDIA
driver"), ddPn08/rvc-webui#15 (PyTorch; GPU was in use after a long preprocessing step).
Both records are from before 2022; no thread of 2022-2026 in these languages was found.

At first look (the doctor of commit 5901921) the cause was named in 0 of 2 broken logs, 0 first
(one of the two has no catalogue cause); no working run was held. The doctor gave nothing at all
for the Portuguese Windows log; with only the loader message swapped for its English wording
("The specified module could not be found.") it names cuda-libraries-missing first, so the miss
is the localised message.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf11-win10-dll-load-failed-portuguese-cudnn6-not-cudnn51",
        source=_GH + "tensorflow/tensorflow/issues/9603",
        text=r"""No is the same error 

Python 3.5.2 (v3.5.2:4def2a2901a5, Jun 25 2016, 22:18:55) [MSC v.1900 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
Traceback (most recent call last):
  File "C:\Users\alice\AppData\Local\Programs\Python\Python35\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 18, in swig_import_helper
    return importlib.import_module(mname)
  File "C:\Users\alice\AppData\Local\Programs\Python\Python35\lib\importlib\__init__.py", line 126, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
  File "<frozen importlib._bootstrap>", line 986, in _gcd_import
  File "<frozen importlib._bootstrap>", line 969, in _find_and_load
  File "<frozen importlib._bootstrap>", line 958, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 666, in _load_unlocked
  File "<frozen importlib._bootstrap>", line 577, in module_from_spec
  File "<frozen importlib._bootstrap_external>", line 906, in create_module
  File "<frozen importlib._bootstrap>", line 222, in _call_with_frames_removed
ImportError: DLL load failed: Impossível localizar o módulo especificado.

During handling of the above exception, another exception occurred:

Traceback (most recent call last):""",
        expected_cause="cuda-libraries-missing",
        note="2017. Language: Portuguese only in the Windows-localised loader message ('Impossível localizar o módulo especificado' = the specified module could not be found); the poster's own words are English. The text is the poster's comment (the opening post is not in the stored copy; the stored traceback stops after 'Traceback (most recent call last):'). Confirmed by the poster tonymdsl: 'is working now the problem is i use cudNN 6.0 and now i put the cudNN 5.1 and now it's working', and Carmezim: 'TensorFlow only supports cuDNN 5.1 on Windows, glad it's working now!'. TensorFlow 1.1 on Windows loads cudnn64_5.dll by name; with only cuDNN 6 (cudnn64_6.dll) installed the needed cuDNN could not be loaded, so the native module failed to import.",
        platform="windows",
    ),
    CorpusLog(
        name="mmdmatic-japanese-win10-tensorflow-gpu-21-no-tensorflow-contrib",
        source=_GH + "errno-mmd/mmdmatic/issues/9",
        text=r"""はじめまして

突然のコメント失礼します。

mmd自動トレース導入（https://www.nicovideo.jp/watch/sm35683725)の
手順に従い、バッチファイル”MotionTraceBulk”を実行した際に下記エラーメッセージが
表示されてしまいます。どうしたらよろしいでしょうか

エラーメッセージ↓
ModuleNotFoundError: No module named 'tensorflow.contrib'

windows10　pro
CUDA10
cuDNN v7.6.5
GPUがNAVIDIAなので、tensorflow-gpu-install　しています。

バッチファイル実行後のスクリーンショットも添付します
![conda](https://user-images.githubusercontent.com/65196492/81617059-a9aff700-941f-11ea-9228-3e826bbb8341.JPG)""",
        expected_cause="code-for-tensorflow-1",
        note="Expected cause given when the catalogue gained code-for-tensorflow-1 (TensorFlow 1 code under TensorFlow 2); before, no catalogue cause. 2020. Language: Japanese (the opening post, kept as written). No catalogue cause: the tool (MMD auto-trace, TensorFlow 1.x code using tf.contrib) was run on tensorflow-gpu 2.1. Maintainer errno-mmd: 'TensorFlow 2.x系で動かしたときのエラーに見えるのですが、tensorflowをアップグレードしませんでしたか？ ... conda install -y tensorflow-gpu=1.14.0 で直るのではないかと思います。' (looks like the error of running it on TensorFlow 2.x; installing tensorflow-gpu 1.14.0 should fix it); the poster confirmed 'AnacondaNAVIGATORで確認したところ確かに2.1でした' (checked in Anaconda Navigator: it was indeed 2.1) and reinstalled a newer mmdmatic release, after which a different, unrelated error (a tensor-size mismatch in another tool) appeared. The post is mostly prose with one error line; the GPU set-up itself (CUDA 10, cuDNN 7.6.5) was not at fault.",
        platform="windows",
    ),
)
