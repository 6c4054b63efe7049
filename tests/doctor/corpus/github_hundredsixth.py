# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixth set of real threads, gathered apart, from GitHub trackers other than tensorflow/tensorflow (Colab, keras-hub, OCR4all, an image-analysis library, a synthetic-data library), aimed at TensorFlow 2.15-2.21 but mostly older because the newer confirmed threads were already in the corpus.

Broken kinds held: a runtime cuDNN older than the one TensorFlow was built with (Colab's
cuDNN 8.0.5 under TensorFlow 2.8, twice), an application release whose GPU support was broken,
and the TensorFlow 2.16.1 pip regression worked around by going back to
tensorflow[and-cuda]==2.15.1. Working runs: 1 (a library's own "GPU not found" warning
while TensorFlow listed the GPU).

Only two records are from 2023 or later: the newer confirmed threads on this angle were already
in the corpus or had no confirmation in view.

At first look (the doctor of commit cfa70dc, before this set was read) the cause was named in 1
of the 4 broken logs, first; two of the three missed have no catalogue ID. The working run was
not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colab-odapi-cudnn-805-loaded-81-required-prose",
        source=_GH + "googlecolab/colabtools/issues/2600",
        text=r"""**Describe the current behavior**
To use the Tensorflow object detection API, CuDNN version 8.1 is required but only version 8.0.5 is loaded.
It might be helpful to provide a switch to easily change the version of it.

**Describe the expected behavior**
Version 8.1 is provided.""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Prose only. The opener states the cause (TensorFlow built for cuDNN 8.1, Colab loads 8.0.5). Colab staff (cperry-goog) closed the log-carrying reports #2624 and #2626 ('Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0') as duplicates of this issue, and the workaround posted in this thread by a Colab engineer, `apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2`, is the one other threads report as working. No explicit 'fixed' from the opener is in view, so the confirmation is moderate.",
        platform="linux",
    ),
    CorpusLog(
        name="histomicsstream-colab-tf28-cannot-find-cudnn-pr",
        source=_GH + "DigitalSlideArchive/HistomicsStream/pull/78",
        text=r"""Google Colab complains that it cannot find `cudnn` when the TensorFlow model is instantiated.  I suspect that this is a versioning issue; maybe the default installed `cudnn` is not compatible with the latest version of `tensorflow-gpu` (which is currently 2.8.0).  Installing the latest `libcudnn8` and `libcudnn8-dev` fixes the problem.""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Prose only (a merged PR, titled 'ENH: Explicitly apt install libcudnn8 libcudnn8-dev'). Its author, who hit the problem, confirms the fix: upgrading Colab's preinstalled cuDNN (8.0.5 at the time) to the latest libcudnn8 'fixes the problem' under TensorFlow 2.8, the same cuDNN-older-than-build case as colabtools#2600.",
        platform="linux",
    ),
    CorpusLog(
        name="ocr4all-docker-calamari-gpu-none-support-broken",
        source=_GH + "OCR4all/OCR4all/issues/157",
        text=r"""Hi - for some reason my docker container does not seem to recognise my gpu for training a model. I can't see anything in the setup guide regarding GPUs? Do I have to modify the Docker file and docker-compose files my self or am I missing something obvious?
Thanks for your help.

...

When I use the recognition process I can see that Calamari has a gpu = None argument passed. Should it be this way?""",
        expected_cause=None,
        note="2023 (opened 2023-10, answered 2024-05). Prose only. No catalogue ID: the maintainer (maxnth) answered 'GPU support is indeed broken in the current release of OCR4all' (Calamari, TensorFlow-based, run with gpu=None) and that there is no time to fix it before the rewrite. The opener did not reply; the second paragraph is the opener's own later comment.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-hub-tf2161-no-gpu-and-cuda-2151-works-prose",
        source=_GH + "keras-team/keras-hub/issues/1519",
        text=r"""**Describe the bug**

The latest Tensorflow 2.16.1 has a bug, it doesn't seem to detect GPUs (see for example: http://127.0.0.1:8888/lab?token=...

To get around that, I ran ```pip install  tensorflow[and-cuda]==2.15.1```

It worked and my GPU was detected.

The problem is when I ```pip install keras-nlp```, it tries to uninstall tensorboard, tensorflow etc. to install their latest versions. I suspect keras does the same too.

I tried ```pip install keras-nlp --no-deps```  and got errors during imports (such as ```ModuleNotFoundError: No module named 'keras_core'``` (The preinstalled keras version was 2.15.0)

I tried ```pip uninstall keras keras-nlp``` then ```pip install keras==3.0.0 keras-nlp==0.6.3 --no-deps``` and I got import errors again, such as ``` ModuleNotFoundError: No module named 'rich' ```

**To Reproduce**

Here's a colab link. The aspect that's not reproduced is tensorflow not recognizing the GPU. The GPU issue seems to be restricted to PCs.

**Expected behavior**

I would like to be able to install functional keras and keras-nlp packages with Tf 2.15.1

**Additional context**

PC windows""",
        expected_cause=None,
        note="2024. Prose only. The opener's own account is the confirmation: TensorFlow 2.16.1 did not detect the GPU and `pip install tensorflow[and-cuda]==2.15.1` 'worked and my GPU was detected' (the thread then turns to keras-nlp pulling TF 2.16 back in). No catalogue ID is stated in the thread: the 2.16.1 failure is the known 2.16.1 pip problem of the pip-installed NVIDIA libraries not being found, but whether 2.16.1 had been installed with [and-cuda] is not said. 'PC windows', yet a working tensorflow[and-cuda] GPU implies WSL2 on that PC (native Windows has no GPU after 2.10); platform set to wsl2 by that inference.",
        platform="wsl2",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="gretel-synthetics-gpu-not-found-warning-but-tf-lists-gpu",
        source=_GH + "gretelai/gretel-synthetics/issues/80",
        text=r"""Hi.  I've been trying to run the examples but I keep getting a warning that the GPU is not found.  !nvidia-smi does show the GPU however.  This is all a fresh install within a conda environment.  

conda create --name gretel --python=3.8
conda activate gretel
pip install gretel-synthetics[tf] 

Thanks for the help,

...

physical_devices = tf.config.list_physical_devices('GPU')
print("Num GPUs:", len(physical_devices))

Num GPUs: 1

tf.test.gpu_device_name()

'/device:GPU:0'""",
        expected_cause=None,
        harmless=True,
        note="2021. The warning (in screenshots, not quoted) is gretel-synthetics' own; the opener's follow-up output (kept here) shows TensorFlow listing the GPU. The maintainer (johntmyers): 'that warning doesn't change anything under the hood, it just prints the warning in the event the tf.test.gpu_device_name() does not return the expected value. The model should still start to train regardless.' Not disputed; closed.",
        platform="linux",
    ),
)
