# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-seventy-seventh set of real threads, gathered apart: a question on a repository new to the corpus (floydhub/dl-docker), found after looking for Stack Overflow, Ask Ubuntu, NVIDIA developer forum and discuss.tensorflow.org threads with TensorFlow's own messages ('Could not load dynamic library', 'Cannot dlopen some GPU libraries', 'failed call to cuInit', 'CUDA driver version is insufficient', 'Num GPUs Available: 0') and then GitHub issues outside tensorflow/tensorflow with the same words.

Broken kinds held: a TensorFlow GPU build inside a Docker image that wanted the CUDA 7.5 runtime
while the image's base layer brought another CUDA (ImportError on libcudart.so.7.5). Working runs:
none met.

A one-record set. The stored web pages hold almost no question-and-answer threads on these
messages: they return tutorials, blog posts, generated 'error catalogue' pages, TensorFlow's own
guides, and Stack Overflow mirror pages that carry only an answer or a translated question, never
the asker's confirmation. On GitHub, nearly every thread outside tensorflow/tensorflow that the same
words reach (DeepLabCut, SLEAP, spleeter, DeepSpeech, deepface, stardist, tfjs-node-gpu,
TensorFlow.NET, rstudio/keras and rstudio/tensorflow, Colab, conda-forge, Docker image
repositories) is already in the corpus or was read before and found without a confirmation. Left
out: ChrisCummins/paper-end2end-dl#2 (2021; libcudart.so.8.0 not found from a project's virtualenv
on a CUDA 11.2 machine; the maintainer advised replacing the dated TensorFlow, but the asker never
said it worked, and the post carries no log line), and rstudio/keras3#399 (2018; the asker's closing comment names the cause, 'tensorflow
import failing because not being able to find the CUDA library. Going onto the GPU node resolved!',
but the stored copy does not hold the opening post).

At first look (the doctor of commit 50c7c18) the cause was named in the 1 broken log, first; there
is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dl-docker-keras-import-libcudart-7-5-missing-other-cuda-base",
        source=_GH + "floydhub/dl-docker/issues/31",
        text=r"""ImportError: libcudart.so.7.5: cannot open shared object file

I received this message when trying to import keras right after launching the container.""",
        expected_cause="cuda-libraries-missing",
        note="2017. The asker confirmed the fix in the same post: 'I changed the first line of my gpu dockerfile to use cuda 7.5 and it seems to have fixed the problem: FROM nvidia/cuda:7.5-cudnn5-devel'. The TensorFlow in the image was a build for the CUDA 7.5 runtime; the Dockerfile's base image brought another CUDA, so libcudart.so.7.5 was missing. The text is the issue title (the error line) and the first sentence; the fix and a link the asker added after it are left out.",
        platform="linux",
    ),
)
