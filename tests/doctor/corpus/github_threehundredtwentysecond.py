# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-twenty-second set of real threads, gathered apart, from GitHub issues (issues corpus) on a desktop application that ships its own TensorFlow build: boy1dr/SpleeterGui, a Windows front end that installs an embedded Python with spleeter and TensorFlow under %APPDATA%\\SpleeterGUI\\python (2020-2021).

Broken kinds held: the bundled TensorFlow failing to load because the Microsoft Visual C++
runtime was missing, the same import failing on CPUs without AVX (two machines), and the
bundled build being CPU-only so that a GeForce owner's GPU was never used (prose only).
Working runs: none met.

Small set: the threads on freezing TensorFlow GPU programs themselves (pyinstaller/pyinstaller,
pyinstaller/pyinstaller-hooks-contrib, Nuitka/Nuitka, marcelotduarte/cx_Freeze, conda/conda-pack)
had no outcome in the stored text: pyinstaller#7175 (2022, CUDA/cuDNN DLLs not collected into a
frozen TF 2.9 GUI; the maintainer's advice is stored, the poster's result is not), pyinstaller#5207
(2020, frozen TF 1.12 used only the CPU on other Ubuntu machines; labelled need-info),
pyinstaller-hooks-contrib#404 (2022, open, no answer), Nuitka#2862 (2024, a protobuf crash of the
frozen binary, not a GPU cause). Left out although answered: SpleeterGui#14 (Core 2 Quad Q8400; the
maintainer's AVX reply is cut off in the stored copy), SpleeterGui#52 (the maintainer's generic
'tensorflow isn't able to run on your CPU' without the CPU known) and wudicgi/SpleeterMsvcExe#8
(2024; the program's own 'lacks AVX support' message, no reply).

At first look (the doctor of commit 6cd6e3b) the cause was named in 3 of the 4 broken logs, 2 first;
no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="spleetergui-bundled-tf-dll-not-found-vc-redist-missing",
        source=_GH + "boy1dr/SpleeterGui/issues/104",
        text=r"""Hi,

I tried to install SpleeterGui but when I try to run it on a track, I always get an error concerning Tensorflow 👍 
  File "C:\Users\alice\AppData\Roaming\SpleeterGUI\python\Lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed: Le module spécifié est introuvable.

Regards.

alice""",
        expected_cause="msvc-runtime-missing",
        note="2021. The poster fixed it the same day: 'Forget it. I installed this and now it is working : https://aka.ms/vs/16/release/vc_redist.x64.exe'; maintainer boy1dr: 'Glad you got it working :) This is common problem # 4 on https://makenweb.com/spleeter_help'. The TensorFlow shipped inside the SpleeterGUI installer needed the Visual C++ 2015-2019 runtime, absent on this machine. The DLL message is in French ('The specified module could not be found').",
        platform="windows",
    ),
    CorpusLog(
        name="spleetergui-bundled-tf-dll-init-failed-amd-e2-3000m-no-avx",
        source=_GH + "boy1dr/SpleeterGui/issues/47",
        text=r"""Everytime I try to process a music file I get the following script with errors. Can anyvody help?

Starting processing of all songs
Processing C:\Users\alice\Desktop\7_ Macka B_Joe Ariwa - Warrior Style _Kunte Kinte__Warrior Dub.wav
Traceback (most recent call last):
  File "C:\Users\alice\AppData\Roaming\SpleeterGUI\python\Lib\site-packages\tensorflow_core\python\pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "C:\Users\alice\AppData\Roaming\SpleeterGUI\python\Lib\site-packages\tensorflow_core\python\pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "C:\Users\alice\AppData\Roaming\SpleeterGUI\python\Lib\site-packages\tensorflow_core\python\pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "D:\obj\windows-release\37amd64_Release\msi_python\zip_amd64\imp.py", line 242, in load_module
  File "D:\obj\windows-release\37amd64_Release\msi_python\zip_amd64\imp.py", line 342, in load_dynamic
ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.
During handling of the above exception, another exception occurred:
Traceback (most recent call last):
...""",
        expected_cause="cpu-without-avx",
        note="2020. Maintainer boy1dr, after the poster named the machine (an AMD E2-3000M laptop CPU; that reply is not in the stored copy): 'unfortunately this one does not have AVX support ... in this case the AVX instruction set is a requirement of tensorflow AI that spleeter uses', and pointed to online alternatives; the poster did not dispute it (closed). A later commenter with AVX and the same error is another machine. The stored copy cuts the log after the second traceback's first line.",
        platform="windows",
    ),
    CorpusLog(
        name="spleetergui-bundled-tf-dll-init-failed-amd-e350-no-avx-german",
        source=_GH + "boy1dr/SpleeterGui/issues/36",
        text=r"""Verarbeitung aller Lieder starten
Verarbeiten M:\Audiosachen\alice\VID-20210705-WA0001.mp3
Traceback (most recent call last):
  File "C:\Users\alice\AppData\Roaming\SpleeterGUI\python\Lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed: Eine DLL-Initialisierungsroutine ist fehlgeschlagen.
During handling of the above exception, another exception occurred:
Traceback (most recent call last):
...""",
        expected_cause="cpu-without-avx",
        note="2021. The output SJegorovs pasted (by e-mail reply) into an older SpleeterGui thread; his own issue #123 says the machine is an AMD E-350 PC on Windows 10 with SpleeterGUI 2.9.1. Maintainer boy1dr: 'It would appear that you are trying to run Spleeter on a CPU that does not have the instruction set it requires to run' and 'According to https://versus.com/en/amd-e-350-vs-intel-core-i3-2365m You CPU does not have the AVX instruction set that spleeter requires to run.' The poster accepted it ('do I understand things right and spleeter will never run on my older AMD E350 PC? ... is there any alternative'). German UI and DLL message; the stored copy cuts the log after the second traceback's first line.",
        platform="windows",
    ),
    CorpusLog(
        name="spleetergui-bundled-cpu-only-tensorflow-geforce-unused",
        source=_GH + "boy1dr/SpleeterGui/issues/7",
        text=r"""The GUI is very helpful, but it seems to only use CPU power. I have a GeForce and would much rather have Spleeter run on the GPU. Is there any way to change the processing to run on the GPU?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Prose only. Maintainer boy1dr named why: the GUI's bundled Python carries the CPU spleeter/TensorFlow; for the GPU 'download and install the NVidia CUDA Toolkit 10.0 ... Download https://developer.nvidia.com/cudnn ... open a command window to the SpleeterGUI appdata python folder ... run the following command python -m pip install --default-timeout=100 spleeter-gpu. If all has gone well you can just use SpleeterGUI as normal and your GPU will do the processing.' (he also advised it saves only 5-10 s a track). The poster did not dispute it (closed); his result is not in the stored copy. CUDA 10.0 and cuDNN were also absent, a consequence once the GPU build is in.",
        platform="windows",
    ),
)
