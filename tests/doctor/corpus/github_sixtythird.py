# ruff: noqa: E501 - log lines are quoted verbatim (long lines)
"""A sixty-third set of real threads, gathered apart: the `pages` corpus (no forum threads with an author's own log were stored there) and then tensorflow/tensorflow issues opened in 2023 or later.

Broken kinds held: TensorFlow newer than 2.10 on native Windows. Working runs: 0.

At first look (the doctor of commit a5370ba, before this set was read) the cause of its one
broken log was not named.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-windows-screen-reader-user-asks-gpu-back-prose",
        source=_GH + "tensorflow/tensorflow/issues/73652",
        text=r"""Hi. alice here. I am a visually impaired person working on AI as a data scientist and ML engineer. I am predominantly using Windows for all my development activities as Windows provides a full fledged support for Screen Readers. Also they provide development tools those are fully accessible to people like me. Removing GPU support from Tensorflow on Windows is a worst violation and discriminatory, as it hits people like me. Dockers with Linux OS do not come with screen readers. I request you to re-enable TF to provide support GPUs on Windows and MAC systems so that we don't get hit. I appreciate your quick attention and help. Thank you.""",
        expected_cause="windows-native-no-gpu",
        note="2024. Prose only, no log. Maintainer (Venkat6871): 'GPU support on native-Windows is only available for 2.10 or earlier versions, starting in TF 2.11, CUDA build is not supported for Windows. For using TensorFlow GPU on Windows, you will need to build/install TensorFlow in WSL2 or use tensorflow-cpu with TensorFlow-DirectML-Plugin'; the poster: 'Thank you Venkat. I will try your suggestion. I appreciate your reply.' The TF version is not stated; the thread is about current TF on native Windows.",
        platform="windows",
    ),
)
