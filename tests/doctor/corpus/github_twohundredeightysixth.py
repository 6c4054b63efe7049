# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-sixth set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) where an application's or a tool's own way of setting up TensorFlow for an NVIDIA GPU (a Pipfile installed with pipenv, a project's CUDA Docker image built by its Makefile, a one-click Windows bundle with its own TensorFlow build) did not fit the machine (pypa/pipenv, OCR-D/ocrd_all, iperov/DeepFaceLab), with the cause confirmed in the thread (2019-2021).

Broken kinds held: a pipenv-installed tensorflow-gpu wheel built for CUDA 9.0 on a machine with
CUDA 10.0 only (libcublas.so.9.0 missing); a project Docker image on the
nvidia/cuda:11.3.1 base run on hosts with drivers 440 and 465, which TensorFlow answered with
CUDA_ERROR_SYSTEM_DRIVER_MISMATCH (the image's libcuda against the hosts' older kernel modules)
until the host driver went to 470; and a one-click
DeepFaceLab bundle whose TensorFlow build needed AVX on an old i7 without it (the training
window closed without an error; the maintainer's first guess, CUDA 10 for the RTX 2070, was not
the cause). Working runs: none met.

Very small set: nearly every thread about installers, setup scripts, conda environment files and
application Dockerfiles that the stored copies return is already in the corpus or ends without
a confirmation in the stored text (on a suggestion nobody answered, or with the resolution past
what is stored). The two later records are prose with the application's
own messages rather than TensorFlow log lines (the one-click bundle printed nothing but its own
prompt).

At first look (the doctor of commit a9cc093) the cause was named in 2 of 3 broken logs, both
first; the one-click bundle's silent exit on a CPU without AVX was taken for an RTX 2070 too new
for a CUDA 9 TensorFlow (compute-capability-unsupported), the maintainer's own first guess. No
working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pipenv-tensorflow-gpu-libcublas-9-0-cuda-10-0-host",
        source=_GH + "pypa/pipenv/issues/3548",
        text=r"""Hi,

I am having problems if I want to use pipenv to install tensorflow-gpu.

If I create virtual env in conda, and do "pip install tensoflow-gpu", works like a charm.

However if I do "pipenv install tensoflow-gpu", after I try to import it in python I get
"ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory"

I have CUDA Version 10.0.130.
/usr/local/ folders: bin  cuda  cuda-10.0  etc  games  include  lib  man  sbin  share  src

I read online that I should install cuda 9 instead of 10, however, tensorflow-gpu in conda works just fine, so if possible I'd like to avoid downgrading.

What is the "goto" way to fix this? How can I set up the same configuration as conda?

Thanks!""",
        expected_cause="cuda-libraries-missing",
        note="2019. The pipenv maintainer uranusjr named the cause: 'Cuda 9.0 is an external dependency expected by Tensorflow, and Pipenv has not way to manage it if Tensorflow does not manage it', pointing to tensorflow/tensorflow#15604; the poster did not dispute it and answered that conda works because a conda environment can export the path to its own CUDA libraries on activation ('This is how I handle different envs with different cuda libraries'). The pip wheel pipenv installed was built against CUDA 9.0 while only CUDA 10.0 was on the machine; conda's tensorflow-gpu brought a matching cudatoolkit.",
        platform="linux",
    ),
    CorpusLog(
        name="ocrd-all-cuda-11-3-image-driver-465-system-driver-mismatch",
        source=_GH + "OCR-D/ocrd_all/pull/270",
        text=r"""Docker: multi-version CUDA

Too bad: This currently yields `CUDA_ERROR_SYSTEM_DRIVER_MISMATCH` in Tensorflow. Should have checked earlier (in core-cuda)...

... `nvidia/cuda:11.3.1-cudnn8-runtime-ubuntu18.04` as base image ... I have 440 and 465 on systems available to me, neither of them can work the image.""",
        expected_cause="driver-library-mismatch",
        note="2021. A pull request on the project's own CUDA Docker image (built by the ocrd_all Makefile); its author, the maintainer bertsky, found that the nvidia/cuda:11.3.1 base 'now requires at least nvidia-driver-470 on the host system' and confirmed it four days later: after updating the host to cuda-drivers-470, 'this does work', with tf.test.is_gpu_available() in each TensorFlow sub-venv of the image yielding 'True 3x'. The thread's own words are 'driver too old for the image' (driver-too-old would be the other reading); the ID chosen is the catalogue's container case of a driver/library mismatch, which names this very error: the 465 driver is new enough for CUDA 11.3 by NVIDIA's table, so what failed is the image's CUDA 11.3 compat libcuda meeting the hosts' older kernel modules, and the fix that worked, a host driver the image supports, is the one that entry gives. Text: the pull request's title and the author's words before the fix (his sentence naming the 470 requirement left out).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-rtx2070-old-cpu-no-avx-train-exits",
        source=_GH + "iperov/DeepFaceLab/issues/102",
        text=r"""working with RTX2070

i have bought a RTX2070 . i read in some post that somebody can train with this card, even before tensorflow 1.13 ,  but i haven't been able to make it work.

i was wondering if somebody can give me some advice on how to setup the system. 

i have installed  the prerequisites
CUDA 9.0
cudNN 7.1.4
Microsoft Visual Studio 2015 C++ Build Tools
Python 3.6
cmake 3.8.2+ 
tensorflow-gpu 1.11
keras-contrib

but when i launch train H128 it start asking for the options
 and at the end it says "enter any key to continue"
without any error

I have the program working on my notebook that has a gtx950. 
thanks to iperov for the great work.""",
        expected_cause="cpu-without-avx",
        note="2019. The maintainer iperov first answered 'rtx works only with cuda 10'; the poster found the real cause a week later and reported it in the project's talk thread, iperov/DeepFaceLab#93 (2019-01-14): 'Thanks to your very kind help i finally succeeded to understand why my RTX20170 was not working with yor app. i found out that my CPU i7 was an old one and does not support avx', after which he installed a tensorflow_gpu-1.10.0 wheel built without AVX into the bundle's _internal folder ('now tensorflow loads'). The one-click DeepFaceLab bundle (DeepFaceLabTorrent) shipped a TensorFlow build that needs AVX; the process ended silently at the bundle's own prompt.",
        platform="windows",
    ),
)
