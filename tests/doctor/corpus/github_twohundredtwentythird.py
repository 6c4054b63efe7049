# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow: installing TensorFlow for an NVIDIA GPU on Linux and getting it to start (2019-2022, TensorFlow 1.12-2.5), with the cause confirmed in the thread.

Broken kinds held: a TensorFlow wheel built for one CUDA release (9.0) on a machine that has
another (9.1), so the import fails on a missing libcublas. Working runs: none met.

Very small set: nearly every install thread of those years on tensorflow/tensorflow that the
stored copies return is already in the corpus, and most of the rest end without a confirmation
in the stored text (closed as stale, or the last word is a suggestion nobody answered). One more
confirmed thread was left out to keep prose-only records to at most a third:
tensorflow/tensorflow#34461 (2019; tf-nightly-gpu 2.1.0.dev20191120 on Ubuntu 18.04 with CUDA
10.0 failed to load libcublas, libcudart and the rest; wdirons: 'The nightly builds ... have
switched to CUDA 10.1', the poster: 'Thanks for the info, closing this!'; its logs were
screenshots only).

At first look (the doctor of commit 9cec133) the cause was named in 1 of 1 broken log, first;
no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-1-12-gv100-cuda-9-1-needs-cuda-9-0",
        source=_GH + "tensorflow/tensorflow/issues/27874",
        text=r"""Having trouble running tensorflow with gpu

**System information**
- Ubuntu 18.04
- TensorFlow installed from source (not sure what this means)
- TensorFlow version 1.12.0
- Python version 3.6
- Installed using pip
- CUDA/cuDNN version 9.1
- GPU model and memory: GV100 

I'm new to tensorflow, and I'm trying to run it using a GPU. I've installed tensorflow in the past, but not the gpu version. Today, I uninstalled the old version, and installed the gpu version (1.12.0). I'm getting the following error when I try to run basic commands: 

" ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime. "

I've done some troubleshooting, including installing an older version of tensorflow, but nothing seems to work. Has anyone dealt with this problem before?""",
        expected_cause="cuda-libraries-missing",
        note="2019. wdirons: 'TensorFlow requires an exact version of cuda it was built with to be installed. It says above you have CUDA 9.1 installed, but TensorFlow only supported CUDA 9.0 ... You need to uninstall CUDA 9.1 and install either CUDA 9.0 for TensorFlow 1.12, or CUDA 10.0 for TensorFlow 1.13.1'; maintainer ymodak: 'Closing this issue since wdiron's comment solves the issue.' The poster did not reply or dispute it. TensorFlow 1.12, older than the set's usual range; the 'installed from source' line is the poster's guess ('not sure what this means'), the rest of the post says pip.",
        platform="linux",
    ),
)
