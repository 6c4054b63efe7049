# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-forty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow that could not be imported because the launcher ran another Python than the one TensorFlow was installed in (a setup script run with sudo, so root's Python; a conda environment that was not activated), on repositories new to the corpus (MTG/essentia, whyisyoung/CADE).

Broken kinds held: `sudo` running a build script under root's Python, which has no TensorFlow
(2023, with the traceback), and a conda environment holding tensorflow-gpu that was not activated
before the project's command ran (2021, prose only). Both are TensorFlow missing from the Python
that ran, the cause the catalogue calls tensorflow-not-installed. Working runs: none met.

Small set: the threads on notebook kernels, IDE interpreters and launchers running another Python
that the searches returned were almost all already in the corpus or had no confirmation in the
stored text (the answer, if any, lies past the stored opening). Left out although confirmed: the
posts in which the reporter already named the cause and the fix in the opening post (nothing left
for the doctor to find), e.g. yala/introdeeplearning#4 (2017; the notebook used the system Python
until `python -m ipykernel install --user --name=intro_dl`) and aws-samples/aws-deepcomposer-samples
pull request 10 (2020; `conda_python3` kernel changed to `conda_tensorflow_p36`); and a
tensorflow-directml thread (MicrosoftDocs/windows-ai-docs#48, 2021; a python.org 3.6.0 shell used
instead of the conda environment), DirectML rather than CUDA. One of the two records is prose only.

At first look (the doctor of commit 2647244) the cause was named in 1 of 2 broken logs, 1 first
(the sudo traceback); the prose-only post (screenshots) gave nothing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="essentia-sudo-setup-script-root-python-no-tensorflow",
        source=_GH + "MTG/essentia/issues/1348",
        text=r"""I am trying to compile latest Essentia on a Ubuntu 22.04 box, with CUDA 11.8, CUDNN 8.6.0.163 and Tensorrt.
NVIDIA 525.125.06 driver, correctly reporting my RTX3090.
All necessary paths are included inside LD_LIBRARY_PATH, however when issueing `sudo ./src/3rdparty/tensorflow/setup_from_python.sh` inside essentia dir results in

`looking for the tensorflow python package...
Traceback (most recent call last):
  File "/home/alice/essentia/src/3rdparty/tensorflow/setup_tensorflow.py", line 51, in <module>
    import tensorflow
ModuleNotFoundError: No module named 'tensorflow'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/home/alice/essentia/src/3rdparty/tensorflow/setup_tensorflow.py", line 53, in <module>
    print(error.__class__.__name__ + ": " + error.message)
AttributeError: 'ModuleNotFoundError' object has no attribute 'message'`

it seems the script cannot find the Tensorflow installation... any hint please?""",
        expected_cause="tensorflow-not-installed",
        note="2023. Title: 'Tensorflow not found'. Maintainer palonso named the cause: 'Since you are using `setup_from_python.sh` with `sudo`. TensorFlow should be available on the root's python path. You can achieve this by doing `sudo pip install tensorflow`.' The reporter did not dispute it; no later comment in the stored copy (issue open). TensorFlow was installed for the user's Python, and sudo ran root's, which has none.",
        platform="linux",
    ),
    CorpusLog(
        name="cade-conda-env-with-tensorflow-gpu-not-activated",
        source=_GH + "whyisyoung/CADE/issues/1",
        text=r"""I just follow your Installation steps, and I saw my anaconda has installed the tensorflow-gpu packages, it has shown as follows:
![image](https://user-images.githubusercontent.com/64830533/126884935-e9294864-2e2c-43d5-91b9-55caba920192.png)
 but when i executed the usage step, some errors occur like this
![image](https://user-images.githubusercontent.com/64830533/126884985-9a12f3af-5227-4d58-8417-7cee5e9a1abd.png)
How do I should do""",
        expected_cause="tensorflow-not-installed",
        note="2021. Title: 'No module named 'tensorflow''. Prose only: the package list and the error are screenshots. The maintainer asked 'if you are using a virtual environment, have you activated it?'; the reporter: 'Oh, this problem has been solved! Because this virtual environment did not activate!' tensorflow-gpu sat in a conda environment that the shell running the command had not activated. Platform from the reporter's next question ('could this repository be used in Windows 10 ?'); not stated outright.",
        platform="windows",
    ),
)
