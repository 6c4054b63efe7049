# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twenty-second set of real threads, gathered apart and unseen: installing TensorFlow for the GPU.

Threads about the install itself, from projects other than tensorflow/tensorflow mostly: pip
requirements files that add or drop packages, the removed tensorflow-gpu package, Poetry and
pip failing on a TensorFlow dependency without a wheel for the platform or Python, conda
environments, native Windows CUDA/cuDNN DLLs, macOS, CUDA/cuDNN installs, Keras 3.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="wavenet-requirements-tensorflow-replaces-gpu-windows-anaconda",
        source=_GH + "ibab/tensorflow-wavenet/issues/274",
        text=r"""I've found that running
_pip install -r requirements.txt_
breaks GPU support on my Windows 10 Anaconda tensorflow-gpu environment.

Replacing 
_tensorflow>=1.0.0_
with
_tensorflow-gpu>=1.0.0_
seems to fix the issue.

Maybe create a requirements-gpu.txt in addition to requirements.txt and update the README?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The maintainer agreed ('I was hoping pip would be clever enough to count tensorflow-gpu as satistfied package for tensorflow ... I'll push a fix right away'): the requirements file put the CPU tensorflow package beside tensorflow-gpu. Prose only; the poster's own text names the fix.",
        platform="windows",
    ),
    CorpusLog(
        name="auto-maple-requirements-tensorflow-gpu-wont-install-rtx3070",
        source=_GH + "tanjeffreyz/auto-maple/issues/160",
        text=r"""somehow my cmd wont install TensorFlow-GPU (RTX3070) 

https://i.imgur.com/XOb1kJA.png""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="The reporter (2023): 'had to remove -gpu in requirements file' (the title: 'Running setup.py install for tensorflow-gpu did not run successfully'). Prose only, the error was a screenshot; weak evidence. Auto Maple runs on Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="poetry-windows-io-gcs-filesystem-033-no-installation-candidates",
        source=_GH + "tensorflow/io/issues/1832",
        text=r"""Hello,

I’m using in a Python 3.10 project tensorflow-io-gcs-filesystem 0.33 as transitive dependency of a library. As build tool I’m using Poetry. Under Linux / OSX everything workfs fine, but I try to build / run my tool under Windows (I’m using Gitlabs Windows Shared Runner).

During “poetry install” the installation breaks:

```
Installing tensorflow-io-gcs-filesystem (0.33.0)
RuntimeError
Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.33.0)
C:\Python310\lib\site-packages\poetry\installation\chooser.py:76 in choose_for
72|
73| links.append(link)
74|
75| if not links:
76| raise RuntimeError(f"Unable to find installation candidates for {package}")
77|
78| # Get the best link
79| chosen = max(links, key=lambda link: self._sort_key(package, link))
```

How can I build my system on Windows / install the correct dependency?
Thanks a lot""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="Commenters identified it as a duplicate of tensorflow/io#1815 (no Windows wheels for the newer tensorflow-io-gcs-filesystem releases) and of poetry#8271; a TensorFlow collaborator pointed to the pin-the-version workaround. Not disputed; no poster reply.",
        platform="windows",
    ),
    CorpusLog(
        name="pixeltable-poetry-m2-io-gcs-filesystem-028-no-candidates",
        source=_GH + "pixeltable/pixeltable/issues/15",
        text=r"""this is on an m2 macbook

```
$poetry install
...
  • Installing sqlalchemy-utils (0.41.1)
  • Installing tensorflow (2.13.0)
  • Installing tensorflow-io-gcs-filesystem (0.28.0): Failed

  RuntimeError

  Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.28.0)

  at ~/mambaforge/envs/pixeltable/lib/python3.9/site-packages/poetry/installation/chooser.py:73 in choose_for
       69│ 
       70│             links.append(link)
       71│ 
       72│         if not links:
    →  73│             raise RuntimeError(f"Unable to find installation candidates for {package}")
       74│ 
       75│         # Get the best link
       76│         chosen = max(links, key=lambda link: self._sort_key(package, link))
       77│ 
```""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="The locked tensorflow-io-gcs-filesystem 0.28.0 has no macOS arm64 wheel; the maintainer closed it as 'Fixed in commit ... Removing Tensorflow support and dependencies'. The diagnosis is implicit in that fix (weak).",
        platform="macos",
    ),
    CorpusLog(
        name="pip-io-gcs-filesystem-python-313-no-distribution",
        source=_GH + "tensorflow/io/issues/2109",
        text=r"""When running:
```pip install tensorflow-io-gcs-filesystem
Defaulting to user installation because normal site-packages is not writeable
ERROR: Could not find a version that satisfies the requirement tensorflow-io-gcs-filesystem (from versions: none)
ERROR: No matching distribution found for tensorflow-io-gcs-filesystem```

I get the above error. Is someone already working on porting tensorflow-io-gcs-filesystem to support Python 3.13?

I wish to support this if not.
```""",
        expected_cause="dependency-no-platform-wheel",
        harmless=False,
        note="A TensorFlow maintainer linked the tracking issues (no Python 3.13 wheels of this TensorFlow dependency) and later: 'This should now be fixed from TF side, with tensorflow-io-gcs-filesystem an optional dependency.' The poster names Python 3.13 only in prose; the OS is not stated (python-version-unsupported would fit too).",
        platform="linux",
    ),
)
