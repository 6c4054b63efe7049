# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-eighty-first set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on the repositories of books and courses (d2l-ai/d2l-en, the TensorFlow port of the book Dive into Deep Learning).

Broken kinds held: a book's TensorFlow 2.3.1 notebook build whose LayerNormalization and
BatchNormalization example failed with cuDNN errors on the GPU until memory growth was turned on
(TensorFlow had reserved the GPU memory). Working runs: none.

Very small set, prose only (the record quotes the code that failed, no log lines; the thread never
pasted the error text). Threads on the repositories of book publishers, authors and translators
(PacktPublishing, ageron, O'Reilly books, Korean and Chinese book code) and of courses (Udacity and
similar) turned up in number, but nearly all of them are in the corpus already or their stored
copies end before any confirmation; none turned up on Apress, Manning or oreilly-japan
repositories. Left out: wikibook/tf2#20
(2020, a Korean book's reinforcement-learning example crashing a free Colab GPU session after six
hours; the author suspected memory, and fewer episodes ran, but which memory ran out was never
established).

At first look (the doctor of commit a9cc093) the cause was named in 0 of the 1 broken log (nothing
was reported: the text holds no log line); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="d2l-tf231-layernorm-batchnorm-cudnn-errors-ci-build",
        source=_GH + "d2l-ai/d2l-en/pull/1768",
        text=r"""This PR is to see if TF-2.3.1 cudnn errors could be reproduced.

```
ln = tf.keras.layers.LayerNormalization()
bn = tf.keras.layers.BatchNormalization()
X = tf.constant([[1, 2], [2, 3]], dtype=tf.float32)
print('layer norm:', ln(X), '\nbatch norm:', bn(X, training=True))
```
Surprisingly, if we run the same code block in TF-2.4 or TF-2.5, it runs without any issue. Why this happens? I have not the slightest of idea.""",
        expected_cause="memory-growth-disabled",
        note="2021, the book's CI build (Jenkins, GPU) of section 10.7.3 with TensorFlow 2.3.1. Text: the description of the linked PR d2l-ai/d2l-en#1788 (opened to reproduce the error) and the PR author biswajitsahoo1111's review reply in #1768, without his words naming the fix. Confirmed by the PR author's own trial: 'In TF-2.3, if we don't add these lines, we get an error in the following code block', the lines being tf.config.experimental.set_memory_growth(gpu, True) for every GPU; maintainer astonzhang then removed the lines and 'specified the env variable' in the build instead: 'Now it no longer has the error' (#1788). The error text itself was never pasted in the thread.",
        platform="linux",
    ),
)
