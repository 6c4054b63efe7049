# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fifty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow for NVIDIA GPUs that was built by a third party (Anaconda's tensorflow-gpu package, the tf-nightly-gpu build recommended by an install guide), on repositories new to the corpus or nearly so (ContinuumIO/anaconda-issues, williamFalcon/tensorflow-gpu-install-ubuntu-16.04).

Broken kinds held: conda failing to solve an Anaconda tensorflow-gpu install in an environment
made mostly of conda-forge packages (no catalogue cause), and a stable TensorFlow build whose
libraries did not match the ones an install guide put on the machine, fixed by the nightly build
(a runtime/compile-time version mismatch). Working runs: none met.

Small set, both from 2018: threads on source builds with the wrong compute capabilities, on
conda-forge's cuda and cpu variants, on distribution packages (Nix, Arch) and on community wheels
were nearly all in the corpus already, or their stored copies stop before any confirmation
(yaroslavvb/tensorflow-community-wheels#64, a GPU wheel built with AVX2 aborting on a CPU without
it, is one: the wheel author's answer is cut off). One of the two records is prose only.

At first look (the doctor of commit 7be764e) the cause was named in 0 of the 2 broken logs, 0
first (one has no catalogue cause); the doctor gave no finding for either. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="anaconda-tensorflow-gpu-solve-failed-conda-forge-environment",
        source=_GH + "ContinuumIO/anaconda-issues/issues/10255",
        text=r"""### Actual Behavior: 

I had to install tensorflow-gpu in my instance. i had used   "conda install -c anaconda tensorflow-gpu "
It fails throwing the following error. I even tried installing in a separate conda environment, still same error.
  $ conda install -c anaconda tensorflow-gpu
Solving environment: failed

### >>>>>>>>>>>>>>>>>>>>>> ERROR REPORT <<<<<<<<<<<<<<<<<<<<<<

    Traceback (most recent call last):
      File "/opt/conda/lib/python3.6/site-packages/conda/exceptions.py", line 819, in __call__
        return func(*args, **kwargs)
      File "/opt/conda/lib/python3.6/site-packages/conda/cli/main.py", line 78, in _main
        exit_code = do_call(args, p)
      File "/opt/conda/lib/python3.6/site-packages/conda/cli/conda_argparse.py", line 77, in do_call
        exit_code = getattr(module, func_name)(args, parser)
      File "/opt/conda/lib/python3.6/site-packages/conda/cli/main_install.py", line 11, in execute
        install(args, parser, 'install')
      File "/opt/conda/lib/python3.6/site-packages/conda/cli/install.py", line 235, in install
        force_reinstall=context.force,
      File "/opt/conda/lib/python3.6/site-packages/conda/core/solve.py", line 506, in solve_for_transaction
        force_remove, force_reinstall)
...

I tried installing the same in a Separate conda environment with no other packages installed. but i still get the same error report. Installation was working 2 weeks back. I tried installing on a new instance as well (Still no luck). It has been failing since the last few days.""",
        expected_cause=None,
        note="2018. Anaconda's own tensorflow-gpu package; conda's solver crashed, TensorFlow never ran. No catalogue cause: the environment held mostly conda-forge packages while the install asked for the anaconda channel. Maintainer csoja: 'it looks like your environment is predominantly packages from conda-forge. Packages from Anaconda are not always compatible with packages built by conda-forge' and asked for `conda create -n TFGPU -c defaults tensorflow-gpu`; the poster: 'doesnt generate any error and works like charm. Thanks a lot for helping.' The traceback is cut where the stored copy of the thread cuts it.",
        platform="linux",
    ),
    CorpusLog(
        name="install-guide-stable-tf-runtime-compile-version-mismatch-nightly-fixed",
        source=_GH + "williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/10",
        text=r"""First, thanks for this got me up and running with minimal fuss.

While running some test models, was running into runtime/complie time version mismatch error.""",
        expected_cause="cudnn-version-mismatch",
        note="2018, prose only. The install guide has the reader install CUDA 9.0 from NVIDIA's repository and a cuDNN downloaded by hand, then TensorFlow with pip. The poster's own post gives the fix: '`pip install tf-nightly-gpu` solved it for me' (left out of the text above), and the maintainer williamFalcon asked for a PR with a note about it; the stored copy of the guide installs `tf-nightly-gpu` in its step 8. The thread names the error only as a 'runtime/compile time version mismatch': in TensorFlow 1.x that wording belongs to the cuDNN check ('Loaded runtime CuDNN library ... but source was compiled with ...'), and a nightly built against a newer cuDNN fixing it fits that reading; the exact line is not quoted in the thread.",
        platform="linux",
    ),
)
