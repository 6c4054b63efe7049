# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirtieth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow and python-poetry/poetry: TensorFlow installed with Poetry or locked by a resolver, where the platform-specific packages behind the `tensorflow` name (tensorflow-intel on Windows, tensorflow-cpu-aws on Linux aarch64, tensorflow-macos on Macs) broke the install or the import on another OS or architecture (2022-2024).

Broken kinds held: the `tensorflow` wheel installed by Poetry as an empty shim without the
platform package that holds TensorFlow itself (Windows with tensorflow-intel, Linux aarch64 with
tensorflow-cpu-aws), a TensorFlow release whose metadata named a tensorflow-cpu-aws release that
was never published (resolution fails on every platform), and a locked tensorflow-macos release
with no wheel for Intel Macs. Working runs: none met.

Small set, and none of it on an NVIDIA GPU: the GPU threads on Poetry, Pipenv, PDM, Hatch, Rye,
pixi, pip-tools or conda-lock found were already in the corpus or unconfirmed, and so were
several packaging threads (tensorflow/tensorflow#52953, Poetry picking a 2.6.2 without
Windows wheels; #62899 and #75415 on Poetry and tensorflow-intel; #62000 on the 2.14 metadata;
#61401 on tensorflow-cpu without Mac ARM wheels; tensorflow/io#1617; python-poetry/poetry#5044,
#5844 and #6079 on Macs: no confirmation in the stored text). Two records rest on a weak confirmation (said in their notes).

At first look (the doctor of commit 720b333) the cause was named in 1 of the 4 broken logs, none
first (the Windows shim record: a native-Windows GPU finding came before it); the Linux aarch64
record drew a 32-bit-Python finding; no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf2161-metadata-names-unpublished-tensorflow-cpu-aws-lock-fails",
        source=_GH + "tensorflow/tensorflow/issues/63585",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### TensorFlow version

2.16.1

### OS platform and distribution

Linux x86_64

### Python version

3.11

### Current behavior?

The metadata of TensoFlow 2.16.1 (for Linux x86_64) has a dependency of `tensorflow-cpu-aws`:
```
Requires-Dist: tensorflow-cpu-aws ==2.16.1 ; platform_system == "Linux" and (platform_machine == "arm64" or platform_machine == "aarch64")
```
However, the latest version of `tensorflow-cpu-aws` is [2.15.0](https://pypi.org/project/tensorflow-cpu-aws/). This would cause trouble when resolving the dependencies with the package metadata.
If we can't ensure the release of `tensorflow-cpu-aws` is synchronized with `tensorflow`, can we relax the dependency requirement in the metadata?

This is blocking us from supporting Python 3.12 as we can't use 2.16.* in our dependencies.""",
        expected_cause="dependency-no-platform-wheel",
        note="2024. A TensorFlow release engineer, nitins17, confirmed it: 'Poetry encounters dependency resolution issues with `tensorflow-cpu` due to a dependency on `tensorflow-cpu-aws`. Fixed wheels for TF 2.16.1 are available in a GCS bucket ... This is a temporary workaround until TF 2.16.2 is released', quoting the resolver's 'because no versions of tensorflow-cpu-aws match 2.16.1 ... version solving failed'; TF 2.16.2's release notes: 'Fixed: Incorrect dependency metadata in TensorFlow Python packages causing installation failures with certain package managers such as Poetry.' The last paragraph is the poster's later comment (they resolve with a tool other than Poetry). A resolver locking for every platform needs the aarch64-only package, which had no 2.16.1 release: nearest catalogue cause. No GPU in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="poetry-linux-aarch64-tf210-shim-without-tensorflow-cpu-aws",
        source=_GH + "python-poetry/poetry/issues/7040",
        text=r"""- **Poetry version**: 1.2.2 
- **Python version**: 3.8 
- **OS version and name**: 5.10.104-linuxkit (Using `python:3.8-slim` docker image)

## Issue
Poetry is silently failing on the install of tensorflow@2.10.0 on linux aarch64. Here is the output of `poetry add tensorflow@2.10.0 -vvv`. 

```
root@host:/app# poetry add tensorflow@2.10.0 -vvv
Using virtualenv: /root/.cache/pypoetry/virtualenvs/app-9TtSrW0h-py3.8
Project environment contains an empty path in sys_path, ignoring.
[keyring.backend] Loading KWallet
[keyring.backend] Loading SecretService
[keyring.backend] Loading Windows
[keyring.backend] Loading chainer
...
Skipping wheel wrapt-1.14.1-cp36-cp36m-musllinux_1_1_x86_64.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp36-cp36m-win32.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp36-cp36m-win_amd64.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp37-cp37m-macosx_10_9_x86_64.whl as this is not supported by the current environment
Skipping wheel wrapt-1.14.1-cp37-cp37m-manylinux_2_17_aarch64.manylinux2014_aarch64.whl as this is not supported by the current environment
...
  • Installing h5py (3.7.0)
  • Installing keras (2.10.0): Pending...
  • Installing keras (2.10.0): Installing...
  • Installing keras (2.10.0)
...
```

@neersighted yep, I'm in the correct virtual environment. It definitely doesn't install correctly.""",
        expected_cause="tensorflow-not-installed",
        note="2022. Poetry's maintainers named the cause: dimbleby, 'tensorflow declares no such dependency' (PyPI's metadata for tensorflow 2.10.0 lists no tensorflow-cpu-aws), and neersighted, 'Platform markers should be used, instead of differing metadata'; the poster agreed ('The correct dependencies are declared in `tensorflow-2.10.0.dist-info/METADATA`') and filed tensorflow/tensorflow#58602. The aarch64 `tensorflow` wheel is a shim whose TensorFlow lives in tensorflow-cpu-aws, which Poetry never installed, so TensorFlow is not really installed (as for tensorflow-macos in the corpus's record of tensorflow/tensorflow#61477). The paragraph after the log is the poster's later comment. A Docker container on a Mac (linuxkit), no GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="poetry-windows-tf211-shim-without-tensorflow-intel",
        source=_GH + "tensorflow/tensorflow/issues/58674",
        text=r"""### Issue Type

Bug

### Source

binary

### Tensorflow Version

2.11.0

### Custom Code

No

### OS Platform and Distribution

Windows

### Python version

3.9

### Current Behaviour?

After installing tensorflow 2.11.0 on windows using poetry, importing tensorflow fails with `ModuleNotFoundError: No module named 'tensorflow'`. You can see on the [pypi page of 2.11](https://pypi.org/project/tensorflow/2.11.0/#files) that all the windows wheels are empty (only 1.9kb) and so are the arm packages as [reported here](https://github.com/tensorflow/tensorflow/issues/58602#issuecomment-1326627053)

Installing with pip works as it seems to pick up on a `tensorflow-intel` dependency from somewhere (which then also contains tensorflow). We saw something like that in the Metadata file of the tensorflow wheel ~ however that seems not to be enough to give poetry that info.

### Standalone code to reproduce the issue

```shell
mkdir poetry-test
cd poetry-test
poetry init
poetry add tensorflow
python -c "import tensorflow"
```
-> `ModuleNotFoundError: No module named 'tensorflow'`

### Relevant log output

_No response_""",
        expected_cause="tensorflow-not-installed",
        note="2022. The poster's own diagnosis (Poetry installs the empty Windows `tensorflow` shim but not tensorflow-intel, which holds TensorFlow) was taken up by TensorFlow's triagers: mohantym replied (cut off in the stored copy), sachinprasadhs asked the poster to 'consider the above comment', mraunak gave another reporter steps here, and he later pointed other Poetry users to his workaround comment in this thread as 'the solution' (tensorflow/io#1832) and wrote in tensorflow/tensorflow#62899 'the fix for automatic installation of tensorflow-intel using poetry, will be available with the next release'. Weak: the triagers' comments here are cut off in the stored copy, and the poster did not reply (closed as stale). No GPU in the thread.",
        platform="windows",
    ),
    CorpusLog(
        name="locked-tensorflow-macos-213-no-intel-mac-wheel",
        source=_GH + "tensorflow/tensorflow/issues/61382",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

2.13.0

### Custom code

No

### OS platform and distribution

macOS 13 x86

### Mobile device

N/A

### Python version

3.10

### Current behavior?

`tensorflow-macos` 2.13.0 release is [missing x86 wheels for macOS](https://pypi.org/project/tensorflow-macos/2.13.0/#files). This means that using tools like [Poetry](https://python-poetry.org/) or [`pip-tools`](https://github.com/jazzband/pip-tools) to lock versions, it's not possible to use 2.13.0 because if it's locked to that version, it will fail to install on x86 Macs.

[x86 wheels were provided for 2.12.0](https://pypi.org/project/tensorflow-macos/2.12.0/#files).

### Standalone code to reproduce the issue

From an x86 macOS machine:

```shell
python -m pip install tensorflow-macos==2.13.0
```

### Relevant log output

```shell
ERROR: Could not find a version that satisfies the requirement tensorflow-macos==2.13.0 (from versions: 2.9.0, 2.9.1, 2.9.2, 2.10.0, 2.11.0, 2.12.0)
ERROR: No matching distribution found for tensorflow-macos==2.13.0
```""",
        expected_cause="dependency-no-platform-wheel",
        note="2023. pip's own line shows it: tensorflow-macos 2.13.0 has no wheel for an Intel Mac (the versions it can install stop at 2.12.0), so a lock file pinning 2.13.0 (Poetry, pip-tools) cannot install there. A TensorFlow triager, sachinprasadhs, did not dispute it: 'We don't officially support the `tensorflow-macos` release' (the rest of the reply, and any later comment, is cut off in the stored copy). Weak: the confirmation is the package index itself, stated by the poster. A Mac: no CUDA in any case.",
        platform="macos",
    ),
)
