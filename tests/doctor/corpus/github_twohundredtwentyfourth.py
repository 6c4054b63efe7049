# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-fourth set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on application repositories (lbfs/DeepFaceLab_Linux, bgshih/aster, CalciferZh/minimal-hand) where TensorFlow on an NVIDIA GPU failed with a cuDNN error, with the cause confirmed in the thread (2018-2020).

Broken kinds held: a Turing card (GTX 1660 Ti) under an older CUDA / TensorFlow set-up that
predates it (CUDA 10.0 and TensorFlow 1.13 were needed), so cuBLAS and cuDNN handles cannot be created; a conda environment that brought its
own cuDNN (7.1) to a TensorFlow built with cuDNN 7.0; and an RTX 2070 on which cuDNN failed to
start until memory growth was turned on. Working runs: none met.

Very small set: the cuDNN errors of these years ('Could not create cudnn handle',
'Failed to get convolution algorithm', 'DNN library is not found', 'Loaded runtime CuDNN
library ... but source was compiled with ...') are among the most asked, and nearly every thread
the stored copies return is already in the corpus, or ends without a confirmation in the stored
text (closed as stale, the last word a suggestion nobody answered, or a fix reported only by
someone else whose set-up differs). No confirmed thread from 2021 or later was met that is not
already held. One more confirmed thread was left out to keep prose-only records to at most a
third: iperov/DeepFaceLab#322 (2019; a pull request turning on memory growth for RTX 2070/2080
cards, merged; it quotes no log).

At first look (the doctor of commit 3e3edd5) the cause was named in 2 of 3 broken logs, both first
(the GTX 1660 Ti thread was read as memory growth); no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dfl-linux-gtx-1660-ti-cublas-cudnn-handles-needs-cuda-10",
        source=_GH + "lbfs/DeepFaceLab_Linux/issues/11",
        text=r"""I had a working install on Mint 19.1 with a GTX1660ti.  I decided to try and add GPU DLIB support but now I think I have version conflicts with cuDNN and tensorflow.  I've just done a fresh install of ubuntu 16.04 to experiment with a clean environment. I used the install script but i get the same errors i was getting on my mint install.

cuda_blas.cc:464] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED
cuda_dnn.cc:373] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR

I've mixed and matched versions with no success.  What's the current working combination?""",
        expected_cause="compute-capability-unsupported",
        note="2019. The maintainer lbfs answered at once: 'You have a new GPU so you need to use CUDA 10.0 and TF 1.13', with a requirements file pinning tensorflow-gpu==1.13.1 and the CUDA 10.0 install steps; the issue was closed and the poster did not dispute it in the stored copy. The answer implies the install script's older CUDA and TensorFlow predate Turing (the GTX 1660 Ti, compute capability 7.5), so the cuBLAS and cuDNN handles could not be created; the versions the script installed are not quoted in the thread. Confirmation is the maintainer's word; the poster's own report after the change is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="aster-demo-conda-cudnn-7103-loaded-built-7005",
        source=_GH + "bgshih/aster/issues/19",
        text=r"""Hi @bgshih : when i run python aster/demo.py i encounter this error: 
Loaded runtime CuDNN library: 7103 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
i will be greateful if you could give some advise.""",
        expected_cause="cudnn-version-mismatch",
        note="2018. Confirmed by other users with the same message, not by the poster (who did not answer): LinanYaooo (2019): 'I've solved it, by checking: $ conda list I found my cudnn version is 7.1.5, as it said I should degrade my cudnn version. $ conda install cudnn=7.0.5 to the matched version', and 461807914: 'Thanks for your solution!!! It work!'. The conda environment carried a newer cuDNN than the one the TensorFlow build was compiled with. OS not stated in the thread (conda; the project is run on Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="minimal-hand-rtx-2070-cudnn-handle-internal-error-growth",
        source=_GH + "CalciferZh/minimal-hand/pull/9",
        text=r"""When trying to launch the code with an RTX 2070 GPU, the default code exit during the initialization with a lot of errors, boiling down to "_Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR_".""",
        expected_cause="memory-growth-disabled",
        note="2020. A pull request: its author adujardin set `config.gpu_options.allow_growth` to `True` (pointing to tensorflow/tensorflow#24496) and reported 'It's working flawlessly with this simple change'; the maintainer CalciferZh merged it ('Thanks for the fix.'). The text is the opening sentence of the description, without the fix. OS not stated in the thread. Prose with the quoted error line only.",
        platform="linux",
    ),
)
