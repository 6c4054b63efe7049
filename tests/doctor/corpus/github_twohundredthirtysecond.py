# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-thirty-second set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (google-research/pegasus, beringresearch/ivis): a CPU-only TensorFlow pulled in by another package's requirements next to an installed tensorflow-gpu, so that training ran on the CPU (2019-2020).

Broken kinds held: the CPU-only `tensorflow` package installed by a dependency (tensorflow-text,
a library's setup.py) beside `tensorflow-gpu`, so that two TensorFlow distributions share one
environment and the CPU-only one is imported. Working runs: none met.

Small set: the threads on CPU-only builds that the stored copies hold (tensorflow-cpu pulled by a
requirements file, conda's mkl/eigen/cpu builds, CPU-only Docker images, aarch64 wheels,
tensorflow-serving and tfjs-node packages) are nearly all in the corpus already or were read
before and found without a confirmation; of the new ones, most end without the poster saying what
fixed it. One record is prose only (a bug report whose author found the cause and the fix).

At first look (the doctor of commit 6f9589e) the cause was named in 2 of the 2 broken logs, 1 first
(the ivis report got tensorflow-cpu-only-build first, then multiple-tensorflow-distributions); no
working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pegasus-evaluate-cpu-only-tensorflow-1153-beside-tensorflow-gpu-1150",
        source=_GH + "google-research/pegasus/issues/12",
        text=r"""I ran the setup instructions as described with one modification
```bash
mv ckpt/pegasus_ckpt ckpt2
```
(Instructions don't work as written because they don't acknowledge the `pegasus_ckpt` subdirectory, or that you need to point `--model_dir` to a specific checkpoint **file**, which is the only way I got evaluate.py to run.

Then, I ran
```bash
python3 pegasus/bin/evaluate.py --params=aeslc_transformer \
--param_overrides=vocab_filename=ckpt2/c4.unigram.newline.10pct.96000.model,batch_size=1,beam_size=5,beam_alpha=0.6 --model_dir ckpt2/aeslc/model.ckpt-32000 | tee -a pegasus_output.txt
```
and it is running on 8 CPU cores, `nvidia-smi` similarly shows 0 GPU utilization.

How can I fix that?

Env:
```
mesh-tensorflow==0.1.13
tensor2tensor==1.15.0
tensorboard==1.15.0
tensorboardX==2.0
tensorflow==1.15.3
tensorflow-datasets==3.0.0
tensorflow-estimator==1.15.1
tensorflow-gan==2.0.0
tensorflow-gpu==1.15.0
tensorflow-hub==0.8.0
tensorflow-metadata==0.21.2
tensorflow-probability==0.7.0
tensorflow-text==1.15.0rc0
```""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. The maintainer (JingqingZ) named the cause the same day: 'This is probably because `tensorflow-gpu` is installed (if you use `pip install`) before `tensorflow-text` (or other `tensorflow-*` ...), which depends on CPU-version `tensorflow`. I fixed this by installing `tensorflow-gpu` at the last'; the poster did not dispute it, and the maintainer later sent another user with the same symptom (#27) to this answer. The pip list shows both `tensorflow==1.15.3` (the 1.15.2+ `tensorflow` wheels are CPU-only) and `tensorflow-gpu==1.15.0`. The maintainer's 'probably' is a hedge; the poster's own report after the fix is not in the stored copy (issue left open). Platform not stated (nvidia-smi, bash, tee: Linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="ivis-setup-py-pulls-cpu-tensorflow-over-tensorflow-gpu",
        source=_GH + "beringresearch/ivis/issues/50",
        text=r"""**Describe the bug**
Because `tensorflow` is in `setup.py`, installing `ivis` results in the installation of the `tensorflow` package, which is the CPU-only version of Tensorflow, even if the user already has `tensorflow-gpu` installed. When the user subsequently uses Ivis (or anything else dependent on Tensorflow), the CPU version will be used. In order to utilize the GPU version of tensorflow, the user must uninstall `tensorflow` and reinstall `tensorflow-gpu` after installing `ivis`.

**To Reproduce**
`pip install ivis`

**Expected behavior**
The user most likely does not expect the installation of a package that depends on Tensorflow to install the CPU version of Tensorflow when they already have the GPU version installed.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only. The poster found the cause and the fix himself ('the user must uninstall `tensorflow` and reinstall `tensorflow-gpu` after installing `ivis`'); the maintainer (idroz) answered 'Thanks for flagging this ... We're just looking at the design aspect around this issue', and the fix followed in PR beringresearch/ivis#57 ('Tf extra requires': 'Provide the option for users to use tensorflow-gpu or tensorflow cpu when installing'); issue closed. The last paragraph of the post (pointing to tensorflow/tensorflow#7166 and suggesting extras_require) is left out. Platform not stated (Linux assumed).",
        platform="linux",
    ),
)
