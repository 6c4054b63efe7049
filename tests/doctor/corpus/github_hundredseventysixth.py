# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow in Google Colab notebooks, on repositories new to the corpus or threads it did not hold (vinthony/ghost-free-shadow-removal, googlecolab/colabtools, vqdang/hover_net).

Broken kinds held: all three are the same managed-machine failure seen from three sides, a
TensorFlow that the notebook pip-installed over the one Colab ships, built for a CUDA release the
Colab runtime no longer had (TF 1.x wanting CUDA 9.0 or 10.0 libraries on a CUDA 10.x runtime,
a TF 2.0 alpha built for CUDA 10.0 on the day Colab moved to 10.1). Working runs: none.

Small set, and two of the three records are prose only (their posters attached the error as a
screenshot), more than the usual third: the other rented and managed platforms searched (AWS
SageMaker and Deep Learning AMIs, Kaggle kernels, Vertex AI and GKE, Azure ML and the Data Science
VM, Databricks, Paperspace, Lambda, RunPod, vast.ai) gave threads that the corpus already holds
or whose resolution lies past the stored opening. Two more confirmed Colab threads, both prose
only, were left out so as not to add to the prose records: tensorflow/tensorflow#90014 (2025;
TensorFlow 2.15 pip-installed on an A100 Colab runtime ran on the CPU only; maintainer
mihaimaruseac: 'Colab runtime is configured with just one GPU version. If you install a version
of TF that is using a different GPU then you would only be able to use CPU.') and
googlecolab/colabtools#3058 (2022; the simple_audio tutorial upgraded TensorFlow past Colab's
cuDNN, 'DNN library is not found'; Colab's mayankmalik-colab installed libcudnn8 8.1.0.77 and
'The notebook ran just fine after the above change').

At first look (the doctor of commit 9d1f0d5) the cause was named in 2 of the 3 broken logs, both
first (the two with a CUDA version in the text); the prose report of 'Failed to import
libcublabs.so' after installing tensorflow-gpu 2.0.0 alpha got no finding. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colab-tensorflow-1x-notebook-libcublas-10-0-importerror",
        source=_GH + "vinthony/ghost-free-shadow-removal/issues/48",
        text=r"""Hello, 

When I try to run the provided notebook I stuck into the following error, when it tries to import tensorflow:

[ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory](url)

How can I solve the problem?

Thanks""",
        expected_cause="cuda-libraries-missing",
        note="2022. The project's Colab notebook installs a TensorFlow 1.x that wants CUDA 10.0's libcublas, which the Colab runtime no longer had. Commenter muumimorko: 'First way I found was to downgrade Cuda to 10.0 add `!apt install cuda-10-0` where installing other prerequisites.'; the maintainer vinthony closed the issue with 'solved by @muumimorko'. The poster did not reply. (A 2023 comment shows cuda-10-0 no longer installable on Colab by then.)",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-tensorflow-gpu-2-0-alpha-libcublas-import",
        source=_GH + "googlecolab/colabtools/issues/868",
        text=r"""- Describe the current behavior:
Getting error while importing tensorflow on colab. Failed to import libcublabs.so

- Describe the expected behavior:
After importing tensorflow, it should get successfully imported in notebook.

- The web browser you are using (Chrome, Firefox, Safari, etc.):
Chrome

This issue is observed only after installing tensorflow-gpu==2.0.0.alpha0 on runtime.""",
        expected_cause="cuda-libraries-missing",
        note="2019-11-20. Prose only (the error itself is a screenshot). The poster confirmed it in the same comment that gives the version: 'If we proceed without installing it, everything works perfectly fine.' colaboratory-team closed it as a duplicate of colabtools#864, the report of the Colab update of 2019-11-18 after which TensorFlow found no GPU (attributed there to Colab's move from CUDA 10.0 to 10.1): the pip-installed tensorflow-gpu 2.0.0 alpha was built for CUDA 10.0 and could not load its CUDA libraries (the poster's 'libcublabs.so' is a typo for libcublas). The text keeps the template answers the poster wrote and drops the template boilerplate and the notebook link.",
        platform="linux",
    ),
    CorpusLog(
        name="hover-net-colab-tensorflow-gpu-1-12-cuda-10-runtime",
        source=_GH + "vqdang/hover_net/issues/21",
        text=r"""i run into this error while trying to run this project on google colab.any idea to resolve this
```
tensorflow-gpu==1.12
tensorpack==0.9.0.1
python 3.6.9
CUDA 10.0.130
```""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose and versions only (the error is a screenshot). Maintainer simongraham: 'The error looks like it is trying to use CUDA 9.0, when you say you are using version 10.0.130. This is not specific to our code, but is to do with your own setup' and closed the issue; the poster did not dispute it. tensorflow-gpu 1.12 is built for CUDA 9.0 while the Colab runtime had CUDA 10.0.",
        platform="linux",
    ),
)
