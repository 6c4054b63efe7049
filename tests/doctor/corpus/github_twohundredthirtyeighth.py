# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow, or a package of its family (TFX, TensorFlow Federated), that could not be installed for the Python at hand (2023-2025), on repositories new to the corpus or threads not yet in it (bmaltais/kohya_ss, codewithriza/MoodTracker, prefix-dev/pixi, googlecolab/colabtools).

Broken kinds held: a pinned TensorFlow (2.10.1) with no wheel for the Python 3.11 that the
install script picked, tensorflow-cpu with no wheel for a Python 3.13, pixi resolving a
project whose `requires-python = ">= 3"` let it choose a Python 3.13 that no TensorFlow had
wheels for, and three Google Colab runtimes upgraded to a Python newer than the TFX or
TensorFlow Federated release asked for (pip then backtracks to an ancient release whose old
absl-py cannot even build its metadata). Working runs: none (the threads are install
failures).

Most threads these searches returned were already in the corpus (the tensorflow/tensorflow
"No matching distribution found" threads on Python 3.12 and 3.13 above all), and many on new
repositories stop before any confirmation in the stored copy (uv and pixi lock failures on
Python 3.13, the Intel-macOS ceiling at TensorFlow 2.16.2, Colab users pinning TensorFlow 2.2
or 2.5). One confirmed thread was left out as older than the rest: srama2512/PONI#5 (2022;
conda's UnsatisfiableError for tensorflow==1.13.1 on Python 3.8.5, solved by the poster with a
Python 3.7 environment).

At first look (the doctor of commit 6f9589e) the cause was named in 2 of the 6 broken logs, both
first (pip's version lists); the pixi resolver's 'no wheels with a matching Python ABI tag' and
the three Colab installs that backtracked to an old release and failed in absl-py's setup.py
were not named. There is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kohya-ss-win10-tensorflow-2101-not-found-python-311-venv",
        source=_GH + "bmaltais/kohya_ss/issues/638",
        text=r"""Hello, I'm running under windows 10 professionnal,  with a GTX1080Ti 
I tried to install with the setup.bat, as it didn't go through,  I installed 1 by 1 the requirement.txt list in the (venv), everything installed ok except for tensorflow==2.10.1 which seems to be unavailable: 

ERROR: Could not find a version that satisfies the requirement tensorflow==2.10.1 (from versions: 2.12.0rc0, 2.12.0rc1, 2.12.0)
ERROR: No matching distribution found for tensorflow==2.10.1

I tried with tensorflow 2.12.0 but then it says "wrong version":
(venv) F:\DEEP-LEARNING\AI\Kohya\kohya_ss>gui-user.bat
Validating that requirements are satisfied.
Error: The following packages have the wrong version:
 - tensorboard==2.10.1 ; sys_platform != 'darwin' (expected version tensorboard==2.10.1; sys_platform != "darwin", found version 2.12.2)
 - tensorflow==2.10.1; sys_platform != 'darwin' (expected version tensorflow==2.10.1; sys_platform != "darwin", found version 2.12.0)

what can you suggest? many thanks in advance""",
        expected_cause="python-version-unsupported",
        note="2023. The poster found it himself the next day: 'I just changed the setup.bat on line 12 to put python310 instead of python, it appears that I had python 3.11 installed and this wrong version was taken by default... you definitely have to make sure you are not using python 3.11 as the version for tensorflow is not the good one for this version of python'; a second user with the same error: 'Thank you a lot! It works now'. TensorFlow 2.10.1 has wheels up to Python 3.10 only; the version list starting at 2.12.0rc0 is the tell. The poster's later comments are left out of the text (they hold the answer).",
        platform="windows",
    ),
    CorpusLog(
        name="moodtracker-tensorflow-cpu-from-versions-none-python-313",
        source=_GH + "codewithriza/MoodTracker/issues/1",
        text=r"""Having this
```
ERROR: Ignored the following versions that require a different python version: 0.55.2 Requires-Python <3.5; 1.21.2 Requires-Python >=3.7,<3.11; 1.21.3 Requires-Python >=3.7,<3.11; 1.21.4 Requires-Python >=3.7,<3.11; 1.21.5 Requires-Python >=3.7,<3.11; 1.21.6 Requires-Python >=3.7,<3.11; 1.26.0 Requires-Python <3.13,>=3.9; 1.26.1 Requires-Python <3.13,>=3.9
ERROR: Could not find a version that satisfies the requirement tensorflow-cpu (from versions: none)
```""",
        expected_cause="python-version-unsupported",
        note="2024. The repository's owner (codewithriza): 'The error's because of a Python version mismatch. TensorFlow versions have strict requirements' and advised a Python 3.10 virtual environment; the poster did not dispute it (closed). The ignored numpy 1.26 releases ('Requires-Python <3.13') show a Python 3.13, for which no tensorflow-cpu wheel existed then. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="pixi-install-tensorflow-no-wheels-matching-python-abi-313",
        source=_GH + "prefix-dev/pixi/issues/2554",
        text=r"""### Checks

- [x] I have checked that this issue has not already been reported.

- [x] I have confirmed this bug exists on the [latest version](https://github.com/prefix-dev/pixi/releases) of pixi, using `pixi --version`.

### Reproducible example

command:

```shell
pixi install
```

pyproject.toml:

```toml
[build-system]
build-backend = "hatchling.build"
requires = ["hatchling"]

[project]
description = "descr"
name = "my-proj"
requires-python = ">= 3"
version = "0.0.0"
readme = "README.md"
dependencies = ["tensorflow"] 

[tool.pixi.project]
channels = ["conda-forge"]
platforms = [
  "linux-64",
]

[tool.pixi.pypi-dependencies]
my_proj = { path = ".", editable = true }

```

yields

```shell
  × failed to solve the pypi requirements of 'default' 'linux-64'
  ├─▶ failed to resolve pypi dependencies
  ╰─▶ Because only the following versions of tensorflow are available:
 ...
have no wheels with a matching Python ABI tag and you require tensorflow, we can conclude that your requirements are unsatisfiable.
      
hint: Pre-releases are available for tensorflow in the requested range (e.g., 2.18.0rc2), but pre-releases weren't enabled (try: `--prerelease=allow`)
```

### Issue description

Running pixi v0.3.7.0.

### Expected behavior

Tensorflow is pip installable.""",
        expected_cause="python-version-unsupported",
        note="2024. A pixi maintainer (tdejager): 'There seem to be no 3.13 wheels yet' and suggested narrowing requires-python; the poster did not dispute it (closed). With requires-python '>= 3' pixi took the newest conda-forge Python, 3.13, which TensorFlow 2.18 had no wheels for. The ' ...' inside the error is the poster's own shortening.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-install-tfx-backtracks-to-0231-python-310",
        source=_GH + "googlecolab/colabtools/issues/3981",
        text=r"""I am running the Colab notebook example:
https://colab.research.google.com/github/tensorflow/tfx/blob/master/docs/tutorials/tfx/components_keras.ipynb#scrollTo=S4SQA7Q5nej3

Running:
!pip install tfx

Creates an error:
Collecting tfx
  Using cached tfx-0.23.1-py3-none-any.whl (1.7 MB)
Collecting absl-py<0.9,>=0.7 (from tfx)
  Using cached absl-py-0.8.1.tar.gz (103 kB)
  error: subprocess-exited-with-error
  
  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> See above for output.
  
  note: This error originates from a subprocess, and is likely not a problem with pip.
  Preparing metadata (setup.py) ... error
error: metadata-generation-failed

× Encountered error while generating package metadata.
╰─> See above for output.

note: This is an issue with the package mentioned above, not pip.
hint: See above for details.""",
        expected_cause="python-version-unsupported",
        note="2023. A Colab maintainer (metrizable): 'tfx==1.13.0 only supports Python 3.8 and Python 3.9. Colab's runtime is on Python 3.10.'; the poster: 'Thanks! Understood.' With no TFX release for Python 3.10, pip fell back to tfx 0.23.1, whose pinned absl-py 0.8.1 fails to build. TFX, not TensorFlow itself; the same Python-support limit.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-python-311-no-fallback-tfx-absl-py-081-metadata-failed",
        source=_GH + "googlecolab/colabtools/issues/5135",
        text=r"""Google Colab has upgraded to Python 3.11, but cant use fallback to Python 3.10 anymore. This causes issues when trying to install TensorFlow Extended (TFX).

]
6s
!pip install -U tfx
Collecting tfx
  Downloading tfx-0.23.1-py3-none-any.whl.metadata (9.4 kB)
Collecting absl-py<0.9,>=0.7 (from tfx)
  Downloading absl-py-0.8.1.tar.gz (103 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 103.2/103.2 kB 4.6 MB/s eta 0:00:00
  error: subprocess-exited-with-error
  
  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> See above for output.
  
  note: This error originates from a subprocess, and is likely not a problem with pip.
  Preparing metadata (setup.py) ... error
error: metadata-generation-failed

× Encountered error while generating package metadata.
╰─> See above for output.

note: This is an issue with the package mentioned above, not pip.
hint: See above for details.""",
        expected_cause="python-version-unsupported",
        note="2025. The poster named the cause (Colab's move to Python 3.11, with TFX needing 3.10); a Colab maintainer (spencersgoogle) accepted it: 'Unfortunately there is no fallback from 3.11 supported at this time. You can connect to local runtimes if necessary' (closed). The stray ']' and '6s' are notebook output the poster pasted.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tensorflow-federated-absl-py-090-metadata-failed-new-python",
        source=_GH + "googlecolab/colabtools/issues/5527",
        text=r"""**Describe the current behavior**
When trying to install tensorflow-federated in Google Colab, the installation fails due to absl-py~=0.9.0. The error is:

error: subprocess-exited-with-error
python setup.py egg_info did not run successfully
error: metadata-generation-failed

This was working fine until recently (around Aug 19, 2025). Now it consistently fails on new Colab sessions.

**Describe the expected behavior**
successful install of tensorflow federated""",
        expected_cause="python-version-unsupported",
        note="2025. A Colab maintainer (metrizable) answered 'It looks like you are attempting to install a package that doesn't provide a Py…' (the stored copy cuts the comment there, inside the poster's e-mail quote of it) with a short-term workaround; the poster: 'Thank you so much....even if it's a short time solution, you saved me ... Now it's running' (closed). What the comment shows is that the release asked for has no build for the runtime's Python, so pip backtracked to an old tensorflow-federated release pinning absl-py 0.9.0, which fails to build; the runtime change the poster noticed ('working fine until recently') was Colab's Python upgrade. TensorFlow Federated, not TensorFlow itself. Short log in prose.",
        platform="linux",
    ),
)
