# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-ninety-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) written in a language other than English (Chinese, Japanese, Korean, Russian, Spanish, Portuguese, German, Vietnamese were sought) where TensorFlow did not use the NVIDIA GPU or failed on it (nagadit/DeepFaceLab_Linux).

Broken kinds held: a conda environment built after outdated installation instructions (CUDA 10
and cuDNN 7) under a DeepFaceLab whose TensorFlow needed CUDA 11 and cuDNN 8, so that no GPU was
listed and the work ran on the CPU (Russian, 2021). Working runs: none met.

A set of one, and prose only: most non-English threads on GPU failures that the stored copies
hold are already in the corpus, and of the rest almost all end without a confirmation (a guess
such as 'tensorflow is installed wrongly' or 'check the CUDA version' that the poster never
answered). The record's text keeps the poster's words as written; the note glosses them in
English.

At first look (the doctor of commit dc0c0eb) the cause was named in 0 of the 1 broken log, 0
first; the doctor reported no finding for it (the post names no library and shows no log line).
No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepfacelab-linux-ru-conda-cuda10-env-tf-needs-cuda11-cpu-only",
        source=_GH + "nagadit/DeepFaceLab_Linux/issues/43",
        text=r"""Инструкция по установке устарела.

Если всё делать по инструкции, deepfacelab не будет работать. Так же requirements-cuda не подходят, с ними не появляется список видеокарт и обработка работает только на CPU.""",
        expected_cause="cuda-libraries-missing",
        note="2021, Russian. Gloss: title 'The installation instructions are outdated'; 'If you do everything by the instructions, deepfacelab will not work. Also requirements-cuda do not fit: with them the list of video cards does not appear and processing runs only on the CPU.' The instructions built the conda environment with CUDA 10 / cuDNN 7 while the current DeepFaceLab's tensorflow-gpu needs CUDA 11 / cuDNN 8. Confirmed by the poster in the same post (left out of the text as the outcome of the fix): 'Судя по всему, последняя версия deepfacelab не работает с CUDA версии ниже 11 и cudnn версии ниже 8' (it seems the latest deepfacelab does not work with CUDA below 11 and cuDNN below 8) and 'Мне помогла установка последних версий этих пакетов' (installing the latest versions of these packages helped me): conda create -n deepfacelab -c main python=3.7 cudnn=8.2.1 cudatoolkit=11 plus the latest tensorflow-gpu. The maintainer nagadit thanked him and promised updated instructions. Prose only; no log lines.",
        platform="linux",
    ),
)
