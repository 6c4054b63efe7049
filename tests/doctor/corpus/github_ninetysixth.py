# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A ninety-sixth set of real threads, gathered apart, from the stored `pages` corpus (Stack Overflow and its mirrors, not GitHub); only one question there qualified.

Broken kinds held: a GPU out of memory at too large a batch. Working runs: 0.

About 58 searches of the pages corpus (English, Chinese and Japanese wordings, verbatim log
lines from TF 1.x to 2.16, WSL2, conda, Windows, Docker) met almost no Stack Overflow,
Super User, Ask Ubuntu or Server Fault page on TensorFlow and NVIDIA GPUs: the results were
mostly blog posts, AI-written "fix" pages (openillumi, codemia, errorcanon, theneuralbase) and
documentation. The few mirror pages met (stackguides.com 59823283, whosebug.com,
e-learn.cn, newbedev.com, wiki.gubat.org) showed either only an answer, or a question without
an accepted answer or the asker's own fix in view, so they were left out.

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in the
one broken log, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stackoverflow-oom-allocating-tensor-batch-1024-prose",
        source="https://stackoverflow.com/questions/46654424/how-to-calculate-optimal-batch-size",
        text=r"""Sometimes I run into a problem:

OOM when allocating tensor with shape


OOM when allocating tensor with shape (1024, 100, 160)

Where 1024 is my batch size and I don't know what's the rest. If I reduce the batch size or the number of neurons in the model, it runs fine.

Is there a generic way to calculate optimal batch size based on model and GPU memory, so the program doesn't crash?

In short: I want the largest batch size possible in terms of my model, which will fit into my GPU memory and won't crash the program.""",
        expected_cause="gpu-out-of-memory",
        note="2017 (Stack Overflow question 46654424). Prose plus one error line, weak. The asker's own text confirms the cause: 'If I reduce the batch size or the number of neurons in the model, it runs fine.' A commenter (2023) agrees: it is 'what fits in memory'. No accepted answer is in view. Platform not stated.",
        platform="linux",
    ),
)
