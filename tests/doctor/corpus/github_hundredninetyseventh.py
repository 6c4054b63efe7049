# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninety-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow models served from web backends and small apps (SeldonIO/seldon-core, serengil/deepface, IBM/MAX-Image-Resolution-Enhancer), found with plain words a user would type.

Broken kinds held: a TensorFlow 2.4.1 model in Seldon Core's Python wrapper failing with "CUDA
error (3): initialization error" because the model was loaded before gunicorn forked its workers
(no catalogue cause), and two TensorFlow model servers in Docker (deepface's gunicorn API and an
IBM MAX Flask API) dying with "Illegal instruction" on CPUs without the AVX instructions the
TensorFlow wheels need. Working runs: none met.

Small set (2020-2023): most threads on web serving with a GPU (gunicorn, uvicorn and Celery
workers each reserving the whole GPU or failing after fork, Streamlit and Gradio apps not using the
GPU, Triton's TensorFlow backend and KServe predictors running on the CPU) had no confirmation in
the stored text, or sat on repositories already in the corpus. One confirmed thread was left out to
keep prose-only records to a third: notAI-tech/NudeNet#66 (2020; the nudenet:detector server image
dumping core on a Xeon X5650; the poster: 'Exactly! My CPU's instruction sets does not include AVX
instructions.').

At first look (the doctor of commit 25eae08) the cause was named in 2 of the 3 broken logs, both
first (both AVX records also drew container-without-gpus and tensorflow-import-failed after it);
the Seldon record has no catalogue cause and the doctor named nothing for it. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="seldon-core-tf241-cuda-init-error-model-loaded-before-gunicorn-fork",
        source=_GH + "SeldonIO/seldon-core/issues/3314",
        text=r"""I deploy tensorflow model using tensorflow2.4.1 and occur error:CUDA error (3): initialization error.

## Describe the bug
I deploy tensorflow model using tensorflow2.4.1 and occur error:CUDA error (3): initialization error.
How can I fix the error.I think it may be casued by  multi thread.But I do not know how to fix.

## To reproduce

## Environment

centor""",
        expected_cause="cuda-initialized-before-fork",
        note="2021. Prose only (title and opening post; the template's model and log fields were left empty). Maintainer axsaucedo pointed to seldon-core#2680 (a model that could not use CUDA in the Python wrapper, where, as another thread puts it, 'the problem was that the load() method was not being used': the wrapper runs __init__ before gunicorn forks its workers and load() in each worker). The poster: 'I had solved the issue after reading the issue you sent me.I do not rewrite the load() function and do not read the origin code carefully before.But After I change my code and debug,it sloved!'; axsaucedo: 'Great - closing as solved'. CUDA initialised in the parent before the fork, unusable in the forked worker. Platform: 'centor' (CentOS). Labelled cuda-initialized-before-fork since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-docker-gunicorn-worker-signal-4-illegal-instruction",
        source=_GH + "serengil/deepface/issues/723",
        text=r"""I get the following error when executing the docker image:
`Illegal instruction (core dumped)`

How to reproduce the error :

```
docker build -t deepface .
docker run -it --net="host" deepface bash
```
inside the docker container run:
```
deepface
```

when I run the docker without interactive mode I get this error:
`[WARNING] Worker with pid 8 was terminated due to signal 4`

How to reproduce this message:

```
docker build -t deepface . 
docker run --net="host" deepface
```
complete log:

```
[2023-04-18 09:58:45 +0000] [1] [INFO] Starting gunicorn 20.1.0
[2023-04-18 09:58:45 +0000] [1] [INFO] Listening at: http://0.0.0.0:5000 (1)
[2023-04-18 09:58:45 +0000] [1] [INFO] Using worker: sync
[2023-04-18 09:58:45 +0000] [8] [INFO] Booting worker with pid: 8
[2023-04-18 09:58:48 +0000] [1] [WARNING] Worker with pid 8 was terminated due to signal 4
[2023-04-18 09:58:48 +0000] [24] [INFO] Booting worker with pid: 24
[2023-04-18 09:58:52 +0000] [1] [WARNING] Worker with pid 24 was terminated due to signal 4
[2023-04-18 09:58:52 +0000] [40] [INFO] Booting worker with pid: 40
^C[2023-04-18 09:58:53 +0000] [1] [INFO] Handling signal: int
[2023-04-18 09:58:55 +0000] [1] [WARNING] Worker with pid 40 was terminated due to signal 4
```

my hardware:

```
Architecture:        x86_64
CPU op-mode(s):      32-bit, 64-bit
...
```""",
        expected_cause="cpu-without-avx",
        note="2023. The stored copy cuts the poster's hardware listing after its first lines, so the CPU model is not in the text. The confirmation came in the thread from shockagent, whose deepface Docker API crashed the same way (his gunicorn-worker thread deepface#871): 'I confirm that `Illegal instruction (core dumped)` error is caused by AVX instructions in TensorFlow when executed on a CPU without AVX capabilities: I have compiled TensorFlow from sources (about 12 hours !), release 2.16.0, for python 3.11, then installed it with pip. ... now I can import tensorflow without `Illegal instruction (core dumped)`'; closing #871 he wrote 'most of all there was a big issue with AVX instructions'. The poster's own reply is not in the stored copy (issue closed, labelled 'dependencies'). No GPU in this thread; signal 4 is SIGILL.",
        platform="linux",
    ),
    CorpusLog(
        name="max-image-resolution-enhancer-docker-illegal-instruction-cpu-extensions",
        source=_GH + "IBM/MAX-Image-Resolution-Enhancer/issues/23",
        text=r"""Unable to init API, sudo docker run -it -p 5000:5000 codait/max-image-resolution-enhancer

returns Illegal instruction (core dumped)

using ubuntu 19.10 and Docker version 19.03.3, build a872fc2f86""",
        expected_cause="cpu-without-avx",
        note="2020. IBM's MAX model-serving image (a Flask API around a TensorFlow model). The poster, asked by maintainer xuhdev for `uname -a`, answered: 'figured out the problem, it was the cpu extensions.' Another user later in the thread, kiki67100: 'I have the same issue, it's because new version of tensorflow is not built with goodl instruction for old cpu'. The CPU model is not given; no GPU in this thread.",
        platform="linux",
    ),
)
