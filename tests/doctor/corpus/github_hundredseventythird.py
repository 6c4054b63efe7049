# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-third set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow installs that failed in the package installer (pip, Poetry) before TensorFlow could ever reach the GPU, on tensorflow/tensorflow and Samsung/ONE (2020-2025): 5 broken, 0 working.

Broken kinds held: a Python too new for the TensorFlow release asked for (tensorflow-gpu 1.15,
tensorflow 1.2.1 and 1.13.2 on the Python 3.8 of Ubuntu 20.04, where pip lists only 2.2 and
later; any tensorflow on Windows with Python 3.9 before TensorFlow 2.5), and Poetry failing to
find installation candidates for tensorflow 2.18.0 on macOS where pip installed it (no catalogue
cause). Working runs: none met.

Small set, and older than wished: most threads on uv, Poetry, pip resolver output, the removed
tensorflow-gpu package, tensorflow[and-cuda] extras and nvidia-* wheel conflicts are already in
the corpus, and most of the rest have no confirmation in the stored text (their answer, if any,
lies past the stored opening). Left out: tensorflow/tensorflow#39380 and
CorentinJ/Real-Time-Voice-Cloning#594 (the cause is confirmed, but the stored copy holds only
the comments, not the opening post with its log), tensorflow/tensorflow#41667 (confirmed, but a
fifth near-copy of the Python-too-new case and the platform is not stated),
tensorflow/tensorflow#47140 (the same poster's earlier copy of #47151).

At first look (the doctor of commit 9d1f0d5) the cause was named in 4 of the 5 broken logs, all 4
first; the Poetry record has no catalogue cause and counts as a miss by design (the doctor
reported nothing for it). Three of the four Python-too-new logs also drew 'python-32-bit' as a
second finding, although the Windows poster says his Python is 64-bit.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-issue-tensorflow-gpu-115-pip-python-382-ubuntu-2004",
        source=_GH + "tensorflow/tensorflow/issues/39621",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device:
- TensorFlow installed from (source or binary):
- TensorFlow version: Installed 2.2 but want 1.x
- Python version: 3.8.2
- Installed using virtualenv? pip? conda?: pip
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version:
- GPU model and memory:

**Describe the problem**
I am able to install newer version of TensorFlow, i.e, 2.2. However, I need an older version of TensorFlow (1.x) to run existing code (otherwise I have to do a lot of changes as it's big repository)

CMD: sudo pip3 install tensorflow-gpu==1.15

ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15 (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0)
ERROR: No matching distribution found for tensorflow-gpu==1.15""",
        expected_cause="python-version-unsupported",
        note="2020. Title: 'Unable to install older version of tensorflow in Python3.8.2'. Maintainer mihaimaruseac answered the same day 'Only TF 2.2 su...' (the stored copy cuts the sentence there: only TF 2.2 and later has Python 3.8 wheels, as pip's version list shows); the poster did not dispute it and the issue was closed. tensorflow-gpu 1.15 has no wheel for Python 3.8.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-issue-tensorflow-121-venv-python-385-ubuntu-20",
        source=_GH + "tensorflow/tensorflow/issues/45267",
        text=r"""I cannot install any tensorflow 1 version in my virtual env.. it is required by a project that I'm trying to run..

    pip install tensorflow==1.2.1
    ERROR: Could not find a version that satisfies the requirement tensorflow==1.2.1 (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.2.1, 2.3.0rc0, 2.3.0rc1, 2.3.0rc2, 2.3.0, 2.3.1, 2.4.0rc0, 2.4.0rc1, 2.4.0rc2, 2.4.0rc3)
    ERROR: No matching distribution found for tensorflow==1.2.1

Tried things suggested here :

https://stackoverflow.com/questions/42317075/tensorflow-r1-0-could-not-a-find-a-version-that-satisfies-the-requirement-tens

my python version is not old : 3.8.5

my pip version is OK : 20.0.2

i still CANNOT install tensorflow 1.2.1 ...

what i gotta do.. I am using ubuntu 20""",
        expected_cause="python-version-unsupported",
        note="2020. Title: 'ERROR: Could not find a version that satisfies the requirement tensorflow==1.2.1 ? pip cannot find tensroflow 1 versions'. fridex answered 'There is no build for python 3.8 https://pypi.org/project/tensorflow/1.2.1/#files', relayed to the poster ('@LusKrew ^^'); TensorFlow member ravikyram added 'Tensorflow 1.2 is very old. Please, upgrade to T 2.3'. Not disputed; closed. The poster thought a newer Python could not be the problem ('my python version is not old').",
        platform="linux",
    ),
    CorpusLog(
        name="samsung-one-tensorflow-1132-not-found-ubuntu-2004",
        source=_GH + "Samsung/ONE/issues/8443",
        text=r"""On Ubuntu 20.04, I got this error while building

`No matching distribution found for tensorflow==1.13.2`

Maybe it's time to deprecate TensorFlow 1.X""",
        expected_cause="python-version-unsupported",
        note="2022. Title: '[common-artifacts] Ubuntu 20.04 no tensorflow==1.13.2'. Project member ragmani confirmed the cause: 'python3.8 can install only tensorflow 2.2 or later via using pip and python 3.8 is installed by default on Ubuntu 20.04.' lemmaa agreed to stop supporting TF 1.13.2 on Ubuntu 20.04; the poster closed it with 'done'. The build's pip ran under Ubuntu 20.04's Python 3.8, for which TensorFlow 1.13.2 has no wheel.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-issue-pip-no-tensorflow-python-391-win10",
        source=_GH + "tensorflow/tensorflow/issues/47151",
        text=r"""ERROR: Could not find a version that satisfies the requirement tensorflow ERROR: No matching distribution found for tensorflow

I'm trying to install the TensorFlow lib for 3 days now & tried everything, I'm using win10 64 bit and python 3.9.1 64 bit with up to date pip

and that what happened!!!
Can you please help!""",
        expected_cause="python-version-unsupported",
        note="2021. Prose only: the first line is the issue title (the error the poster got), the rest the post and the poster's next comment (which held a screenshot, not in the stored copy). WindQAQ answered '@EmadElDinH TensorFlow has not supported Python3.9 yet. See https://github.com/tensorflow/tensorflow/issues/44485. As a workaround, can you try to install Python3.8 or lower version?'; the poster: 'actually this is what I'm doing right now'; TensorFlow member amahendrakar: 'TensorFlow v2.4 is compatible with Python 3.6 - 3.8.' Not disputed; closed. The same poster's earlier tensorflow/tensorflow#47140 got the same answer.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-issue-poetry-macos-no-installation-candidates-tf-2180",
        source=_GH + "tensorflow/tensorflow/issues/85418",
        text=r"""This still doesn't work 

```
[project]
name = "tf-001"
version = "0.1.0"
description = ""
authors = [
    {name = "Me"}
]
readme = "README.md"
requires-python = ">=3.11"

[tool.poetry.dependencies]
python = "~3.11"
tensorflow = "*"

[build-system]
requires = ["poetry-core>=2.0.0,<3.0.0"]
build-backend = "poetry.core.masonry.api"

```

```
  - Installing tensorflow (2.18.0): Failed

  RuntimeError

  Unable to find installation candidates for tensorflow (2.18.0)

  at ~/Library/Application Support/pypoetry/venv/lib/python3.11/site-packages/poetry/installation/chooser.py:86 in choose_for
       82│ 
       83│             links.append(link)
       84│ 
       85│         if not links:
    →  86│             raise RuntimeError(f"Unable to find installation candidates for {package}")
       87│ 
       88│         # Get the best link
       89│         chosen = max(links, key=lambda link: self._sort_key(package, link))
       90│ 

Cannot install tensorflow.
```

```
$ poetry --version 
Poetry (version 2.0.0)
```

So how do I install this ?""",
        expected_cause=None,
        note="2025. Title: 'How do you install this using poetry on macos ?'. The poster confirmed the way out the same day: 'I removed it from pyproject.toml and used pip, it works with that.' Maintainer mihaimaruseac: 'I think #64847 is a similar issue. TF is developed with pip in mind, no one has tested if it can be installed with oth[er tools]' (cut in the stored copy). Poetry's installer found no usable TensorFlow 2.18.0 file for this Mac where pip did: an installer-tool problem, no catalogue cause. The thread does not say whether the Mac is Apple silicon or Intel.",
        platform="macos",
    ),
)
