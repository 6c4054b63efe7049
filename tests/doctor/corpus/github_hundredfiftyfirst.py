# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fifty-first set of real threads, gathered apart, from GitHub issues (issues corpus) on a repository new to the corpus (deephyper/deephyper), on the angle of an installer's dependency conflict pasted beside a TensorFlow GPU problem.

Broken kinds held: a package's install requirements that put TensorFlow 1.15 and tensorflow-gpu
2.2.0 side by side in one environment (pip reported the two fighting over TensorBoard and the
Estimator). Working runs: none met.

A very small set, prose only. The angle turned out to be worked through by earlier sets:
nearly every confirmed thread that the searches returned (pip's resolver conflicts beside a lost
GPU, conda's UnsatisfiableError and 'nothing provides __cuda', keras-nlp/tf-models-official/
tensorflow-text pulling another TensorFlow, TF 2.16's lost GPU, TensorRT notices) was already in
the corpus, and the threads on new repositories had no confirmation in the stored copy. No thread from 2021 or later on a new repository came with a confirmed
cause.

At first look (the doctor of commit 367a640) the cause was named in 0 of the 1 broken log (the
doctor gave no finding: the prose names 'Tensorflow 1.15 and Tensorflow-gpu 2.2.0' without a
pip list or package lines); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deephyper-v100-setup-installs-tensorflow-115-and-tensorflow-gpu-22",
        source=_GH + "deephyper/deephyper/issues/35",
        text=r"""Conflicts between tensorflow dependencies while installing DeepHyper on GPU

I am reporting an issue shared by a user:

> I installed DeepHyper on V100 GPUs. It installs Tensorflow 1.15 and Tensorflow-gpu 2.2.0 by default, these versions conflict each other for Tensorboard and Tensorflow estimator.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. Prose only: the maintainer (Deathn0t) relays a user's report. The user's own fix, in the same quoted report: 'So I uninstalled TF-GPU 2.2.0 and installed TF-GPU 1.15.' (cut from the text, as it is the fix). The maintainer confirmed the cause by changing the install requirements: 'We should edit the `setup.py`' and 'Resolved in https://github.com/deephyper/deephyper/commit/c4ad89416df1118ddb6e9f0a1ca6cb79d0205c03, Released in `deephyper==0.1.11`' (then: 'This solution is effective when installing from source but not with `pip install`'). The report names no GPU symptom beyond the conflict; the platform is not given (linux is a placeholder).",
        platform="linux",
    ),
)
