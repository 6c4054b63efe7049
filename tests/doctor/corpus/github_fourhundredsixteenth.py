# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixteenth set of real threads: installers and package managers leaving the GPU unused or the import broken (2024-2026), from GitHub issues on talmolab/sleap-nn, pytorch/pytorch, paninski-lab/lightning-pose, JeffSHF/ColabDock, jax-ml/jax, kyutai-labs/delayed-streams-modeling and SupreethN/HOISTFormer.

Broken kinds held: CUDA wheels that the installer left out or put where the framework does not look
(uv extras that drop nvidia-cudnn-cu13 from the lock, pip/virtualenv on RHEL-like systems putting
torch in lib64/ and the nvidia-*-cu12 wheels in lib/, torch 2.6's preload list without cuSPARSELt
on Amazon Linux, pip-installed cuDNN wheels not found by a conda-env program: 5, all
cuda-libraries-missing), and CPU-only builds of another framework chosen by the installer (a plain
'pip install jax', an outdated jaxlib+cuda pin, uvx pulling PyPI's CPU torch on Windows, a conda
pytorch/cudatoolkit command resolving to the CPU build: 4; three are framework-cpu-only-build, the
outdated jaxlib pin has no catalogue ID). All broken: 9; working runs: 0.

Left out: TensorFlow threads of this angle turned out to be drawn almost dry (tensorflow-gpu
removed, Python too new, poetry/tensorflow-intel, conda cuDNN mismatches, tf-nightly wanting a newer
CUDA: most already held, the rest without a confirmation in the stored copy, e.g.
tensorflow/tensorflow#64847, #62899, #53031, #47705). Threads confirmed but whose stored copy breaks
off inside the first post's log (talmolab/sleap-nn#307, uv tool install pulling CPU torch on
Windows; unslothai/unsloth#6898, UV_DEFAULT_INDEX overriding the CUDA index; conda/conda#14761,
conda's libmamba solver picking CPU pytorch). conda/conda#8736 repeats the held
ContinuumIO/anaconda-issues#10972 (same poster, same problem). Open bugs and questions on
astral-sh/uv, python-poetry/poetry and prefix-dev/pixi without a confirmed cause (uv#11411,
uv#14237, poetry#9635, pixi#1231, pixi#3949), and huggingface/lerobot#4093 (open, fix still a PR).

At first look (the doctor of commit aa3e088) the cause was named in 4 of the 9 broken logs, all
4 first; there is no working run in the set. After the changes of the same day, 6 of 9.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sleap-nn-uv-sync-extra-gpu-torch-cu130-no-cudnn-wheel",
        source=_GH + "talmolab/sleap-nn/issues/632",
        text=r"""## Problem

The documented GPU install command produces a **torch that cannot be imported**: `uv sync --extra gpu` installs `torch==2.9.1` (CUDA 13) but skips its cuDNN dependency, so:

```
$ uv sync --extra gpu
$ python -c "import torch"
ImportError: libcudnn.so.9: cannot open shared object file: No such file or directory
```

`uv sync --extra gpu` is the primary GPU install in the README, so a fresh GPU sync yields a broken environment. It also means **any later `uv sync` silently re-breaks a working GPU env** (e.g. after editing an unrelated dependency).

## Environment

- Linux x86_64, NVIDIA GPU (RTX A6000), Python 3.13, `uv`.

## Reproduction

```bash
uv sync --extra gpu
.venv/bin/python -c "import torch; print(torch.__version__, torch.cuda.is_available())"
# -> ImportError: libcudnn.so.9: cannot open shared object file
```

The `sync` output shows torch is installed but **no `nvidia-cudnn-*` is added**:

```
 + torch==2.9.1
 + torchvision==0.24.1
 # (no nvidia-cudnn-cu13 line)
```""",
        expected_cause="cuda-libraries-missing",
        note="2026. Fixed by the maintainer's PR #635 ('Fixes #632'): 'gpu/cpu were pure alias extras ... In uv.lock, uv keyed the transitive nvidia-cudnn-cu13 marker on extra == torch-cuda130 only, never on gpu. So --extra gpu pulled the cu130 torch wheel but the cuDNN marker never fired'; the extras were made first-class and the lock regenerated; issue closed. The post's own 'Likely root cause' section is cut from the text.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-almalinux-virtualenv-lib64-torch-nvidia-in-lib-libcudnn-9",
        source=_GH + "pytorch/pytorch/issues/165812",
        text=r"""### 🐛 Describe the bug

in almalinux `pip3 install torch torchvision`

```
venv/lib64/python3.11/site-packages/torch/__init__.py", line 427, in <module>
    from torch._C import *  # noqa: F403
    ^^^^^^^^^^^^^^^^^^^^^^
ImportError: libcudnn.so.9: cannot open shared object file: No such file or directory

```""",
        expected_cause="cuda-libraries-missing",
        note="2025. The poster (braindevices) found the cause in the same post: 'ok, the problem is torch install to venv/lib64 but nvidia install to venv/lib' (cut from the text); maintainer malfet first found 'no reproducer using venv on fresh AlmaLinux 9', then 'Ok, I have a reproducer with virtualenv' (the environment was made with virtualenv, which splits purelib/platlib, so torch cannot find the nvidia-cudnn-cu12 wheel's library). Issue open, triaged. The collect_env 'Versions' block (all N/A) is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-rhel-native-cuda-toolkit-pip-torch-lib64-libcudnn-8",
        source=_GH + "pytorch/pytorch/issues/121207",
        text=r"""### 🐛 Describe the bug

when I installed native cuda-toolkit then installed torch `pip install torch`,  I got `ImportError` when using `import torch`:
```
[root@host data]# python3 -c "import torch;print(torch.cuda.is_available())"
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/usr/local/lib64/python3.12/site-packages/torch/__init__.py", line 237, in <module>
    from torch._C import *  # noqa: F403
    ^^^^^^^^^^^^^^^^^^^^^^
ImportError: libcudnn.so.8: cannot open shared object 
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (WannaTen) traced it in the same post (cut from the text): 'the reason is: In redhat-like system, torch installed in /usr/local/lib64/pythonx.y/site-packages, while its dependency installed in /usr/local/lib/pythonx.y/site-packages ... However, we installed CUDA-toolkit before, which satisfied libtorch_global_deps.so dynamic libraries requirement' (ldd output shown), so torch never fell back to looking for the pip nvidia-cudnn-cu12 wheel and libcudnn.so.8, which the toolkit does not ship, stayed unfound. Issue open; the cause is the poster's own finding.",
        platform="linux",
    ),
    CorpusLog(
        name="lightning-pose-conda-pip-cudnn-wheel-cannot-load-cudnngetversion",
        source=_GH + "paninski-lab/lightning-pose/issues/460",
        text=r"""I followed the install instructions:

```bash
conda create --name=lp python=3.12
conda activate lp
which pip
# /home/alice/.conda/envs/lp/bin/pip
pip install lightning-pose lightning-pose-app
```

but training fails:

```bash
litpose train config.yaml 
output directory: /mnt/data/scratch/models/supervised_resnet50/outputs/2026-07-15/17-36-29
...
Sanity Checking DataLoader 0:   0%|                                                           | 0/1 [00:00<?, ?it/s]
Invalid handle. Cannot load symbol cudnnGetVersion
Aborted (core dumped)
```""",
        expected_cause="cuda-libraries-missing",
        note="2026. The poster's next paragraph (cut, with the LD_DEBUG output) says 'some of the cudnn-related libraries are not picking up the python's site-packages/nvidia/.../lib/ paths'; maintainer themattinthehatt: 'This seems like a known issue with pip-distributed NVIDIA cuDNN wheels (see pytorch/pytorch#101314, microsoft/onnxruntime#25609) ... only a problem if CUDA/cuDNN are pip-installed along with torch' and offered an LD_LIBRARY_PATH workaround to put in the package; the poster: 'Sounds indeed like the issue I am facing!' (no system cuDNN). Issue closed. The greeting and the poster's first-line summary ('an issue with nvidia libraries lookup paths') are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-26-amazon-linux-2023-lib64-libcusparselt-not-preloaded",
        source=_GH + "pytorch/pytorch/issues/144433",
        text=r"""### 🐛 Describe the bug

Follow instructions from: https://github.com/pytorch/pytorch/issues/138324

install torch=2.6.0

```
>>> import torch
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/local/lib64/python3.9/site-packages/torch/__init__.py", line 379, in <module>
    from torch._C import *  # noqa: F403
ImportError: libcusparseLt.so.0: cannot open shared object file: No such file or directory
```

### Versions

2.6.0""",
        expected_cause="cuda-libraries-missing",
        note='2025. Filed by maintainer atalman on the 2.6.0 release candidate (pip install on Amazon Linux 2023, torch in lib64/, the nvidia wheels in lib/). His diagnosis the next day: \'ImportError: libcusparseLt.so.0: Can be fixed by adding "cusparselt": "libcusparseLt.so.*[0-9]" to torch/__init__.py\' (the preload fallback that finds the pip CUDA wheels had no entry for cuSPARSELt); fixed by #144477 (per PR #149385), issue closed. The trailing cc line is left out.',
        platform="linux",
    ),
    CorpusLog(
        name="colabdock-pip-install-jax-cpu-jaxlib-falling-back-to-cpu",
        source=_GH + "JeffSHF/ColabDock/issues/28",
        text=r"""I'm following the README instructions but encountered the following errors. Any suggestions are appreciated! 

`An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.
` 

here are what I did
(1) NVIDIA-SMI returned 
`NVIDIA-SMI 550.144.03             Driver Version: 550.144.03     CUDA Version: 12.4   `
(2) pip installed the listed packages in "requirements.txt"
(3) installed jax and jaxlib using pip install jax 
(if installing jax through conda, then the program failed to find it)

Thanks again
alice""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only JAX build (framework-cpu-only-build). 2025. The cause was a CPU-only jaxlib from a plain 'pip install jax' (tensorflow-cpu-only-build is TensorFlow's). Maintainer JeffSHF: 'It seems you install a cpu-version jax. Please install GPU-version jax'; the poster: 'Thanks! I installed the jax using the following command - pip install -U \"jax[cuda12]\"'. Platform not stated (nvidia-smi, pip; linux assumed). The signature is replaced by alice.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-pip-jaxlib-cuda12-local-version-not-found-use-jax-cuda12-extra",
        source=_GH + "jax-ml/jax/issues/22522",
        text=r"""I am trying to use GPU to run scripts but consistently the errors is coming "ERROR: Could not find a version that satisfies the requirement jaxlib==0.4.29+cuda12.cudnn88 (from versions: 0.1.75+cuda11.cudnn805, 0.1.75+cuda11.cudnn82, 0.1.76+cuda11.cudnn805, 0.1.76+cuda11.cudnn82, etc" after pip install pip install --upgrade jax jaxlib==0.4.30+cuda12.cudnn89 -f https://github.com/google/jax#pip-installation-gpu-cuda

- [ ] Check for duplicate requests.
- [ ] Describe your goal, and if possible provide a code snippet with a motivating example.""",
        expected_cause=None,
        note="2024. No catalogue ID: the cause was an outdated install command (a jaxlib==...+cuda12.cudnn89 pin with a find-links URL; the CUDA builds of recent JAX come through the jax[cuda12] extra), so no CUDA jaxlib could be installed. Maintainer hawkinsp: 'Please follow the installation instructions ... pip install jax[cuda12]'; the poster: 'Yes, it's worked, Thank you so much!!'. Closed. Platform not stated (CUDA jaxlib wheels are Linux-only; linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="moshi-uvx-windows-pypi-torch-cpu-wheel",
        source=_GH + "kyutai-labs/delayed-streams-modeling/issues/131",
        text=r"""### Backend impacted

The PyTorch implementation

### Operating system

Windows (unsupported)

### Hardware

GPU with CUDA

### Description

Unsure, if this is an issue with windows only. But when trying to directly use `uvx --with moshi`, the wrong pytorch version is installed. It defaults to the [cpu] version even when having cuda installed.

I will try to retest, if I can reprouce this on a linux distro, as **I see that windows is not supported.**

### Environment

Fill in the following information on your system.
- Operating system version: Windows 10

If the backend impacted is PyTorch:
- Python version: 3.12""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2025. The cause was PyPI's torch wheel for Windows, which is CPU-only (uvx resolved torch from PyPI). Maintainer gabrieldemarmiesse: 'this is expected and not a bug on moshi's side. By default on windows, the CPU version of pytorch is installed ... pip install torch will give you the cpu version only.' The poster's own 'Extra information' section (cut from the text) had the fix that worked: 'uvx --with moshi --with torch==2.5.1+cu124 --index-url https://download.pytorch.org/whl/cu124'. Issue left open.",
        platform="windows",
    ),
    CorpusLog(
        name="hoistformer-conda-pytorch-191-cudatoolkit-111-cpu-build",
        source=_GH + "SupreethN/HOISTFormer/issues/3",
        text=r"""```bash
conda install pytorch==1.9.0 torchvision==0.10.0 cudatoolkit=11.1 -c pytorch -c nvidia
```

This command installs cpu version instead of cuda.""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2025. The conda solver resolved the README's command to a CPU-only PyTorch build. The poster in the same post (cut from the text): 'Using pip instead, fixees this.' with 'pip install torch==1.9.0+cu111 torchvision==0.10.0+cu111 torchaudio==0.9.0 -f https://download.pytorch.org/whl/torch_stable.html'; issue closed. Prose only; platform not stated (linux assumed).",
        platform="linux",
    ),
)
