# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fortieth set of real logs, gathered apart: threads in the trackers of the tools people
install TensorFlow with (package managers, Linux distributions' package sets, Docker images).

Kinds: mostly installs that fail because the Python is newer (or older) than any TensorFlow
wheel or conda build for it (pip, uv, Poetry, conda, Homebrew Python, ocrd_all's Makefile); also a
Nix-packaged TensorFlow that cannot load a CUDA library, a Docker image built with CPU-only
TensorFlow, a Poetry install on macOS that leaves no TensorFlow behind, and tool-level causes with no
catalogue ID (a distribution's missing CUDA package, a Pipenv marker bug, an Intel conda on an
Apple-Silicon Mac). All are broken set-ups; none is harmless.

At first look (the doctor of commit c15790c) the cause of 6 of the 15 broken logs was named,
all first. Misses: conda's UnsatisfiableError listing tensorflow, Poetry falling back to a
release without a wheel for the Python, "No module named 'tensorflow" with its quote cut,
conda stuck solving (prose), a CPU image (prose), and three with no catalogue cause. After the
changes made from it: 10/15.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="nixpkgs-tensorflow-cuda-cannot-find-libcusolver-so-8",
        source=_GH + "NixOS/nixpkgs/issues/29798",
        text=r"""## Issue description

Tensorflow compiles fine, but when loading it from python, one gets:

```
Traceback (most recent call last):
  File "/nix/store/66ixvph9af5dx71126c2mp8gl1kkc8g7-python3-3.6.2-env/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/nix/store/66ixvph9af5dx71126c2mp8gl1kkc8g7-python3-3.6.2-env/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/nix/store/66ixvph9af5dx71126c2mp8gl1kkc8g7-python3-3.6.2-env/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/nix/store/66ixvph9af5dx71126c2mp8gl1kkc8g7-python3-3.6.2-env/lib/python3.6/imp.py", line 242, in load_module
    return load_dynamic(name, filename, file)
  File "/nix/store/66ixvph9af5dx71126c2mp8gl1kkc8g7-python3-3.6.2-env/lib/python3.6/imp.py", line 342, in load_dynamic
    return _load(spec)
ImportError: libcusolver.so.8.0: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:
...
```""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        harmless=False,
        note="The reporter fixed it himself in nixpkgs PR #30058 ('Fixes #29798'): the split cudatoolkit left libcusolver out of TensorFlow's library path, so the CUDA library could not be loaded. 2017, TF 1.x built by Nix.",
        platform="linux",
    ),
    CorpusLog(
        name="popos-apt-tensorflow-cuda-latest-unavailable-2010",
        source=_GH + "pop-os/pop/issues/1432",
        text=r"""**Distribution (run `cat /etc/os-release`):**
 
 Pop!_OS 20.10
 
**Related Application and/or Package Version (run `apt policy $PACKAGE NAME`):**

`tensorflow-cuda-latest`, which installs without issue on Pop!_OS 20.04 and earlier via the following doc, doesn't install in Pop!_OS 20.10:

- [Pop!_OS: Install Tensorflow](https://support.system76.com/articles/install-tensorflow/)
  - [Source on GitHub](https://github.com/system76/docs/blob/master/_articles/install-tensorflow.md)

**Issue/Bug Description:**

Previously, running the following would install Tensorflow as expected:

```
sudo apt install tensorflow-cuda-latest
```

It no longer does. Either it needs to be made available for Pop!_OS 20.10, or the documentation needs to be updated to reflect the deprecation (with alternative directions, if able).""",
        expected_cause=None,
        harmless=False,
        note="A Pop!_OS maintainer: the distribution's tensorflow-cuda-latest apt package 'hasn't been possible to install since 19.04'; 19.10 and later use Tensorman (TensorFlow in containers). Cause (a distribution package that no longer exists) fits no catalogue ID. Prose only, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="poetry-macos-arm64-tf213-shim-without-tensorflow-macos",
        source=_GH + "tensorflow/tensorflow/issues/61477",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

2.13.0

### Custom code

No

### OS platform and distribution

macOS-13.3-arm64-arm-64bit

### Python version

3.11

### Current behavior?

After installing tensorflow  2.13.0 with poetry it cannot be imported

### Standalone code to reproduce the issue
See https://github.com/python-poetry/poetry/issues/8271

According to @dimbleby, the issue happens due to missing wheel metadata.

> please encourage the tensorflow folk to publish consistent metadata in all of their wheels, with platform-specific variations described by markers

Tensorflow folks, please publish consistent metadata ;)

```shell
poetry add tensorflow==2.13.0
poetry shell
python3 
import tensorflow
```

### Relevant log output

```shell
ModuleNotFoundError: No module named 'tensorflow
```""",
        expected_cause="tensorflow-not-installed",
        harmless=False,
        note="A TensorFlow triager (and Poetry's maintainer in poetry#8271): the tensorflow 2.13 wheel on Apple silicon is a shim whose metadata does not declare tensorflow-macos, so Poetry never installed the real package; workaround 'poetry add tensorflow-macos==2.13.0'. The poster did not dispute. TensorFlow-tracker copy of a Poetry thread; a Mac, so no CUDA anyway (weak for GPU).",
        platform="macos",
    ),
    CorpusLog(
        name="conda-forge-tensorflow-unsatisfiable-python-34-env",
        source=_GH + "conda/conda/issues/5048",
        text=r"""i was installing tenssorflow using

conda install -c conda-forge tensorflow

and i am getting the following error.how to remove it?

UnsatisfiableError:the following specifications were found to be in conflict :
-python 2.7*
-tensorflow->protobuf ==3.1.0 ->python 3.4*""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A conda maintainer: 'you are still using Python 3.4, which we no longer support. We currently only support Python 2.7, 3.5 and 3.6.' Not disputed. 2017; short solver error, the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="anaconda-conda-install-tensorflow-python37-solver-stuck",
        source=_GH + "anaconda/anaconda-project/issues/169",
        text=r"""The tensorflow installation with python 3.7 should give an error.

Instead `conda install tensorflow` gets stuck at Solving Environment.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The reporter's own fix in the same post: 'python 3.6 solves the issue' (conda install python=3.6, then conda install tensorflow) - in December 2018 conda had no TensorFlow for Python 3.7. Prose only; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-paver-tensorflow-unsatisfiable-python37",
        source=_GH + "hplgit/doconce/issues/175",
        text=r"""I don't know if it's possible to change the feedstock for doconce to avoid this?

    UnsatisfiableError: The following specifications were found to be in conflict:
      - paver
      - tensorflow

This is for Python 3.7.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A contributor showed 'conda create -n test python=3.7 tensorflow' fails alone: 'There doesn't seem to be any tensorflow package for Python 3.7 on neither the official Anaconda channels nor conda-forge'; the reporter: 'Thanks! conda is confusing me.' (2019). The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="rlan-notebooks-conda-images-installed-cpu-tensorflow",
        source=_GH + "rlan/notebooks/issues/21",
        text=r"""Conda based tensorflow tags did not install tensorflow-gpu

keras-tf1.12.0-conda3-cuda9
keras-tf1.4.1-conda3-cuda8
keras-tf1.12.0-conda2-cuda9
keras-tf1.4.1-conda2-cuda8

Effects

jupyter-keras-tf1.12.0-conda3-cuda9
jupyter-keras-tf1.12.0-conda2-cuda9
jupyter-keras-tf1.4.1-conda3-cuda8
jupyter-keras-tf1.4.1-conda2-cuda8

#23 depends on this.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The image maintainer's own report (first line is the issue title): the conda-based CUDA image tags got the CPU 'tensorflow' package instead of tensorflow-gpu; he rebuilt the listed tags ('Fixed'). 2019, TF 1.x. Prose only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="homebrew-python-312-default-no-tensorflow-wheel-mac",
        source=_GH + "domschl/HuggingFaceGuidedTourForMac/issues/1",
        text=r"""Getting the error ... "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)" .  What version python was this tested with?""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The guide's maintainer: with Homebrew 'the default python is now 3.12, which is not yet support by many of the deep learning platforms. Install python 3.11 (brew install python@3.11)'; the reporter: 'That works ... thanks!' (Apple M3 Max, December 2023). Short error only.",
        platform="macos",
    ),
    CorpusLog(
        name="homebrew-python39-spleeter-tensorflow-230-not-found",
        source=_GH + "diracdeltas/spleeter4max/issues/56",
        text=r"""I'm trying to install Spleeter native on macOS. Installation has been going swimmingly, up until hitting this message:

ERROR: Could not find a version that satisfies the requirement tensorflow==2.3.0 (from spleeter) (from versions: 2.5.0rc0, 2.5.0rc1, 2.5.0rc2, 2.5.0rc3, 2.5.0)
ERROR: No matching distribution found for tensorflow==2.3.0

This is a blocker to full installation :(
Any workarounds I might try? Or does this need to be fixed on the dev side?""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The maintainer asked for the Python version; the reporter: 'I'm using Python 3.9 as it turns out!' and after unlinking Homebrew's python@3.9 the install went through ('smooth sailing now') - TensorFlow 2.3.0 has no Python 3.9 wheel. macOS, 2021.",
        platform="macos",
    ),
    CorpusLog(
        name="poetry-py39-backtracks-to-tensorflow-202-no-wheel",
        source=_GH + "python-poetry/poetry/issues/4605",
        text=r"""- **OS version and name**: Docker. Host & image run ubuntu 20.04
- **Poetry version**: 1.1.11
- **Link of a [Gist](https://gist.github.com/) with the contents of your pyproject.toml file**: https://gist.github.com/kretes/3e82c4fced9e39bf93ab89ba18f21b6a

## Issue
Having an example toml with just:
```
python = "~3.9"
tensorflow = "*"
h5py = "*"
scikit-learn = "*"
```
makes poetry select tensorflow down to 2.0.2, for which it eventually fails with `  Unable to find installation candidates for tensorflow (2.0.2)
` 
due to the fact there is no wheel for it for python 3.9 - https://pypi.org/project/tensorflow/2.0.2/#files 

If I specify a version constraint for tensorflow e.g. `>2.5` - it finds other combination of dependencies' versions and it works.

The gist contains a dockerfile and a pyproject.toml and a log when I try to build the image.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The reporter found it himself and Poetry's maintainers closed it as an external issue: the resolver fell back to tensorflow 2.0.2, which has no wheel for Python 3.9; pinning tensorflow '>2.5' (a release that supports 3.9) made it work. The text states the cause and the fix (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="ocrd-all-make-ubuntu2004-py38-no-tensorflow-gpu-115",
        source=_GH + "OCR-D/ocrd_all/issues/219",
        text=r"""I am trying to install OCR-D Software. The installation fails during the "make all"-step because tensorflow is not compatible with python 3.8. :
_ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15.* (from ocrd-cor-asv-ann==0.1.6) (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.2.1, 2.3.0rc0, 2.3.0rc1, 2.3.0rc2, 2.3.0, 2.3.1, 2.4.0rc0, 2.4.0rc1)
ERROR: No matching distribution found for tensorflow-gpu==1.15.* (from ocrd-cor-asv-ann==0.1.6)_

Python version will be updated on the step before "sudo make deps-ubuntu": 
_python3 is already the newest version (3.8.2-0ubuntu2)._

How to fix this problem?""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The ocrd_all maintainer (kba) diagnosed it, undisputed: 'tensorflow does not provide packages of tensorflow < 2.3 for Python 3.8', and recommended downgrading Python / Ubuntu 18.04 or the Docker images; the reporter moved on to Docker.",
        platform="linux",
    ),
    CorpusLog(
        name="uv-pip-python311-tensorflow-2101-no-cp311-wheel",
        source=_GH + "coonwg1/ezscore/issues/1",
        text=r"""During installation

```
uv venv venv
.\venv\Scripts\activate
uv pip install -e .
```

I encountered this problem

```
uv pip install -e .
Using Python 3.11.13 environment at: venv
  × No solution found when resolving dependencies:
  ╰─▶ Because tensorflow==2.10.1 has no wheels with a matching Python ABI tag (e.g., `cp311`) and ezscore==0.1.9.7 depends on tensorflow==2.10.1, we can conclude that ezscore==0.1.9.7 cannot be used.
      And because only ezscore==0.1.9.7 is available and you require ezscore, we can conclude that your requirements are unsatisfiable.

      hint: You require CPython 3.11 (`cp311`), but we only found wheels for `tensorflow` (v2.10.1) with the following Python ABI tags: `cp37m`, `cp38`, `cp39`, `cp310`.   
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The poster's own fix (cut from text): install Python 3.10 with 'uv python install 3.10', make the venv with it and re-run 'uv pip install -e .', 'The following solved the problem'. TensorFlow 2.10.1 has no cp311 wheels.",
        platform="windows",
    ),
    CorpusLog(
        name="pip-python37-tensorflow-140-not-in-version-list",
        source=_GH + "MrGiovanni/UNetPlusPlus/issues/57",
        text=r"""Hello, 

I had an issue during the installation of tensorflow ```1.4.1``` with ```python 3.7```. The console threw me this error:
```
ERROR: Could not find a version that satisfies the requirement tensorflow==1.4.0 (from versions: 1.13.0rc1, 1.13.0rc2, 1.13.1, 1.13.2, 1.14.0rc0, 1.14.0rc1, 1.14.0, 1.15.0rc0, 1.15.0rc1, 1.15.0rc2, 1.15.0rc3, 1.15.0, 1.15.2, 1.15.3, 1.15.4, 2.0.0a0, 2.0.0b0, 2.0.0b1, 2.0.0rc0, 2.0.0rc1, 2.0.0rc2, 2.0.0, 2.0.1, 2.0.2, 2.0.3, 2.1.0rc0, 2.1.0rc1, 2.1.0rc2, 2.1.0, 2.1.1, 2.1.2, 2.2.0rc0, 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.2.1, 2.3.0rc0, 2.3.0rc1, 2.3.0rc2, 2.3.0, 2.3.1)
ERROR: No matching distribution found for tensorflow==1.4.0
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="The poster's own '[ISSUE SOLUTION]' (cut from text): only Python 3.4-3.6 have wheels for that TensorFlow 1.4 release, so he used an older Python. The post also says 1.4.1 is not available on Windows (use 1.4.0), so the machine is taken as Windows (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="pipenv-lock-on-mac-fails-tensorflow-gpu-platform-marker",
        source=_GH + "pypa/pipenv/issues/1637",
        text=r"""**tldr**: Locking fails when a dependency isn't available on the current platform, even though it's declared conditional on the platform.

##### Background 
I have a machine learning project where development happens on macOS and longer training runs on linux machines with gpus, for which I use tensorflow. Tensorflow uses different packages depending on if you use gpu or not (`tensorflow` vs `tensorflow-gpu`).

The availability for these packages looks like the following:   
`tensorflow==1.6.0`:         linux - :white_check_mark: | macOS :white_check_mark:
`tensorflow-gpu==1.6.0`: linux - :white_check_mark:  |  macOS :x:

In the `Pipfile` the tensorflow requirement is specified as follows:
```
tensorflow = {version = "==1.6.0", sys_platform = "== 'darwin'"}
tensorflow-gpu = {version = "==1.6.0", sys_platform = "!= 'darwin'"}
```
##### Problem
If I create the `Pipfile.lock` on the linux machine, and the run `pipenv sync` with that lockfile on a mac everything installs fine. However, if I try to add a new requirement on a mac (e.g. `pipenv install requests`), which results in pipenv creating another lock, it fails because it can't find the requirement `tensorflow-gpu==1.6.0`.

##### Describe your environment

1. OS Type: macOS Version 10.13.3
1. Python version: 3.5.2
1. Pipenv version: 11.1.7""",
        expected_cause=None,
        harmless=False,
        note="Confirmed as a Pipenv bug (labelled bug; maintainer kennethreitz fixed it: the same Pipfile 'Now produces the following Pipfile.lock'): the locker tried to resolve the Linux-only tensorflow-gpu (no macOS wheel) on macOS despite its sys_platform marker. Nearest ID would be dependency-no-platform-wheel, but the cause is the tool's marker handling. Prose and Pipfile only.",
        platform="macos",
    ),
    CorpusLog(
        name="m1-mac-intel-anaconda-osx64-no-tensorflow-deps",
        source=_GH
        + "https-deeplearning-ai/machine-learning-engineering-for-production-public/issues/70",
        text=r"""I tried to run `conda install -c apple tensorflow-deps`, but got the following error:
`PackagesNotFoundError: The following packages are not available from current channels:
 - tensorflow-deps

Current channels:
  - https://conda.anaconda.org/apple/osx-64
  - https://conda.anaconda.org/apple/noarch
  - https://conda.anaconda.org/conda-forge/osx-64
  - https://conda.anaconda.org/conda-forge/noarch
  - https://repo.anaconda.com/pkgs/main/osx-64
  - https://repo.anaconda.com/pkgs/main/noarch
  - https://repo.anaconda.com/pkgs/r/osx-64
  - https://repo.anaconda.com/pkgs/r/noarch
`

 Similarly, running `python -m pip install tensorflow-macos` I am getting the error `ERROR: Could not find a version that satisfies the requirement tensorflow-macos (from versions: none)
ERROR: No matching distribution found for tensorflow-macos`.

How could I resolve this issue?""",
        expected_cause=None,
        harmless=False,
        note="The poster's own update: 'I was able to resolve the issue by installing and activating Miniforge, as tensorflow doesn't work on M1 chips with the old anaconda.' The channels are osx-64: an Intel (x86_64) Anaconda on an Apple-Silicon Mac, for which no tensorflow-deps / tensorflow-macos arm64 build exists. No catalogue ID for a wrong-architecture Python.",
        platform="macos",
    ),
)
