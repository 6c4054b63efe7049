# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eightieth set gathered apart, from the trackers of books', courses' and install guides' repositories (one record, from a research-code tracker, was met in the same searches).

Broken kinds held: a TensorFlow built from source without CUDA because the install
guide left out `--config=cuda`, a course's pinned tensorflow-gpu release that has no
wheel for the reader's Python, a course's conda command with misspelled package names,
and a model that ran out of GPU memory. Working runs: 0.

The set is small and old (2015, 2017, 2020, 2020): about 120 searches of the issues
corpus found the trackers of this angle (handson-ml, d2l, Heaton's course, Packt,
EdjeElectronics, Udacity, tutorial collections) thinly held, and nearly every thread
with a visible confirmation was already in the corpus. Two of the four are prose only.

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in 1 of the 4 broken logs, first (one of the three it missed has no catalogue cause).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-install-guide-source-build-missing-config-cuda-prose",
        source=_GH + "tensorflow/tensorflow/issues/144",
        text=r"""Hi guys,
I suppose that you've got an error in tutorial, section "Create the pip package and install" ([link]
(http://www.tensorflow.org/get_started/os_setup.md#installing_from_sources)):

1) this command should create pip package:
$ bazel build -c opt //tensorflow/tools/pip_package:build_pip_package 

In order to use GPU in training you need to specify --config=cuda:
$ bazel build -c opt --config=cuda //tensorflow/tools/pip_package:build_pip_package""",
        expected_cause="tensorflow-cpu-only-build",
        note="2015. Prose only. The install guide's build-from-source step built the pip package without CUDA, so training did not use the GPU. Another user: '+1 I faced a similar issue and it took me a long time to realize this'; the maintainer (vrv): 'will update our docs', then 'Fixed in a recent check-in'.",
        platform="linux",
    ),
    CorpusLog(
        name="udacity-dog-project-tensorflow-gpu-110-no-python36-wheel-prose",
        source=_GH + "udacity/dog-project/issues/12",
        text=r"""Trying to execute pip install tensorflow-gpu==1.1.0 fails because this version simply does not exist for python 3.6. 

Should we use python 3.5 or a newer version of tensorflow-gpu ?""",
        expected_cause="python-version-unsupported",
        note="2017. Prose only (a Udacity course project's setup). The course maintainer (alexisbcook): 'Please use python 3.5. I've amended the instructions.'; the poster: 'Thanks for tidying that up :)'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="cs249r-course-conda-tensorflow-gpu-underscore-packages-not-found",
        source=_GH + "Harvard-CS249R-Fall2020/assignments/issues/3",
        text=r"""On the person_detection setup.md page, 

$ conda create --name "cs249_gpu" python=3.7 tensorflow_gpu=1.15 Pillow contextlib

should be changed to 

$ conda create --name "cs249_gpu" python=3.7 tensorflow-gpu=1.15 Pillow contextlib2

as `conda install tensorflow_gpu=1.15 contextlib` gives

PackagesNotFoundError: The following packages are not available from current channels:

  - tensorflow_gpu=1.15
  - contextlib

and 

$ conda create --name "cs249" python=3.7 tensorflow=1.15 Pillow contextlib

should be changed to 

$ conda create --name "cs249" python=3.7 tensorflow=1.15 Pillow contextlib2""",
        expected_cause=None,
        note="2020. A course's setup page spelled the conda packages wrong (tensorflow_gpu for tensorflow-gpu, contextlib for contextlib2), so the GPU environment could not be created. The course staff (plancherb1): 'done thanks again and sorry about the bugs', and after the reporter pointed at the remaining underscore: 'ah sorry didn't notice that thanks for re-opening'. A misspelled package name in the instructions: no catalogue cause. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="dexined-tf113-gtx1080-oom-batch-size",
        source=_GH + "xavysp/DexiNed/issues/13",
        text=r"""`ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1,16,280,480] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc`

I am getting this error when I try to run the DexiNED model on Tensorflow GPU 1.13.1 with a Batch Size of 8, 4 and 1 also.

**System Configuration:**

- OS: Ubuntu 18.04
- Python: 3.7.3
- Tensorflow GPU: 1.13.1
- CUDA: 10.0
- GPU: NVIDIA Geforce GTX 1080 (8 GB RAM)
- RAM: 64 GB RAM

@xavysp Help me out on this, sir.""",
        expected_cause="gpu-out-of-memory",
        note="2020. Research-code tracker, met in the same searches. The poster, next day: 'Error Resolved: I changed the batch size from 8 to 4 since my GPU has 8GB RAM. Now, training is happening.' (The first post says 4 and 1 also failed; the poster's own resolution is kept as given.)",
        platform="linux",
    ),
)
