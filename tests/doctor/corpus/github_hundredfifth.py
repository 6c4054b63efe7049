# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifth set of real threads, gathered apart, from the GitHub trackers of ML platforms and distributed-training tools that run TensorFlow on GPUs (Horovod, Microsoft NNI, Kubeflow) plus one project's GPU Dockerfile, 2018-2021.

Broken kinds held: a cuDNN newer than the one TensorFlow was built with in Horovod's Docker
image, an AutoML platform that hides the GPUs from its trials (CUDA_VISIBLE_DEVICES set when the
trial asks for no GPU), platform images whose CUDA does not match the TensorFlow they ship or
install (NNI's image with CUDA 9.2 under TF 2.3; a Dockerfile pulling the newest tensorflow-gpu
onto CUDA 8), and a Kubeflow GPU notebook image whose Python 3 kernel has no TensorFlow at all.
Working runs: 0.

No record is from 2023 or later: the qualifying platform threads met from those years were
already in the corpus or had no confirmation in view.

At first look (the doctor of commit 33fa4d3, before this set was read) the cause was named in 2
of the 5 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="horovod-dockerfile-tf16-cudnn71-loaded-vs-7004-compiled",
        source=_GH + "horovod/horovod/issues/203",
        text=r"""if there is anyone who are faced with the error below,

> "Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7004 (compatibility version 7000). "

The thread below can be pointer to resolve this issue, 
https://github.com/keras-team/keras/issues/9567

and the command lines on the reply below could be added to the dockerfile of the current horovod until Keras supports new version cuDNN.
https://github.com/keras-team/keras/issues/9567#issuecomment-371566669""",
        expected_cause="cudnn-version-mismatch",
        note="2018. One log line in prose (title: 'dockerfile need to downgrade cuDNN'). Maintainer alsrgv confirmed: 'It appears that NVIDIA changed their docker file next day after TF 1.6.0 was released, that's why it was not picked up. I will update the Dockerfile'; PR #204 'Pin version of cuDNN to 7.0.5 until TensorFlow >1.6.0 is released' fixes #192 and #203. Same root cause as horovod/horovod#192 (already in the corpus), a different reporter and thread.",
        platform="linux",
    ),
    CorpusLog(
        name="nni-mnist-tfv2-trial-gpunum-zero-gpu-hidden-prose",
        source=_GH + "microsoft/nni/issues/3331",
        text=r"""when I test the mnist-tfv2，it can start and complete the experiment successfully，but I find that when it was running,it didn't use the gpu,I use nvidia-smi to see the gpu infomation but don't find any process using it.
But when i test the code written by myself,the gpu works.
![image](https://user-images.githubusercontent.com/64004740/105638563-28659b00-5eae-11eb-82cf-c3d62d0b3730.png)
![image](https://user-images.githubusercontent.com/64004740/105638593-5d71ed80-5eae-11eb-9e74-ad36f7dec611.png)""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2021. Prose only (screenshots). Maintainer J-shang: the example config sets 'gpuNum: 0', which 'means we don't use GPU for trials', set 'gpuNum: 1'; the poster: 'Thanks very much.It's the reason'. The mechanism is NNI exporting CUDA_VISIBLE_DEVICES=-1 into a trial with gpuNum 0 (maintainer QuanluZhang in microsoft/nni#1365: 'when trial gpuNum is 0, nni adds CUDA_VISIBLE_DEVICES=\"-1\" before trial command'; a trial run.sh in microsoft/nni#1561 shows 'export CUDA_VISIBLE_DEVICES=-1'). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="nni-docker-image-tf231-on-cuda92-no-gpu-prose",
        source=_GH + "microsoft/nni/issues/3661",
        text=r"""**Environment**:
- NNI version: 2.1
- Python version: 3.6.9 (default version in the image)
- PyTorch/TensorFlow version: Tensorflow 2.3.1 (default version in the image)
- Is conda/virtualenv/venv used?: no
- Is running in Docker?: yes

Hello,

I am currently working with NNI and I wanted to try some of the nas algorithms.
I want to be able to use the gpu in order to speed up the process.

I am using nvidia-docker to access the gpu on the machine.
I was able to run the enas example with pytorch but I cannnot use the GPU with tensorflow.

The tensorflow version is 2.3.1 and it looks like it requires cuda 10.1 to work.
However the version of cuda in the image is 9.2.

Am I missing something?

Thank you in Advance,

Baptiste""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. Maintainers agreed the image's CUDA did not fit its TensorFlow: kvartet 'NNI will update docker image dependencies', ultmaster 'Bumped to cuda 10.2'; the poster then checked the v2.3 image and found it still broken because 'Tensorflow2.3 is built for cudnn7.6 and cuda10.1'. TF 2.3.1 in an image with CUDA 9.2 (later 10.2), not the CUDA 10.1 it was built for.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-tf114-notebook-gpu-image-python3-no-tensorflow-prose",
        source=_GH + "kubeflow/kubeflow/issues/4704",
        text=r"""/kind bug

**What steps did you take and what happened:**
Went to Notebook Server link, created new notebook with the included gcr.io/kubeflow-images-public/tensorflow-1.14.0-notebook-gpu:v0.7.0 image. Started a Python3 notebook and ran 

"import tensorflow as tf" and pythons typical no module found error.

**What did you expect to happen:**
tensorflow to be included in a tensorflow image.

**Anything else you would like to add:**

Launching a Python2 notebook in the same container, and tensorflow was available. 

Which then leads to this issue when you try to `pip install tensorflow`
https://github.com/kubeflow/kubeflow/issues/4667

I have not tried the other images but will do that and follow up.

**Environment:**

- Kubeflow version: (version number can be found at the bottom left corner of the Kubeflow dashboard): 0.7.0
- kfctl version: (use `kfctl version`): 1.0.rc1
- Kubernetes platform: (e.g. `minikube`): Kubespray
- Kubernetes version: (use `kubectl version`): 1.15.3
- OS (e.g. from `/etc/os-release`): ubuntu 18.04""",
        expected_cause="tensorflow-not-installed",
        note="2020. Prose only. Labelled kind/bug priority/p0; maintainer jlewi traced it to the image build ('Looks like the base image is configured to be the py3 version', pointing at the 1.14.0gpu version-config.json). The same image bug was reported as kubeflow/kubeflow#4471 ('tensorflow package for python3 not found in tensorflow-1.14.0-notebook-gpu:0.7.0'), which maintainers acknowledged and closed 'as fixed by #4352'. The Python 3 kernel of the GPU image had no TensorFlow installed.",
        platform="linux",
    ),
    CorpusLog(
        name="spikefinder-dockerfile-latest-tf-gpu-libcublas9-missing",
        source=_GH + "PTRRupprecht/Spikefinder-Elephant/issues/3",
        text=r"""The Dockerfile installs at the moment the most recent tensorflow-gpu version, which leads to the following error in [ln 5] of Demo.ipy:
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

...""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2018. One error line in prose; the rest of the post (the poster's fix) left out. The poster: pinning 'pip install tensorflow-gpu=1.0' in docker/Dockerfile 'fixed this problem for me'; maintainer PTRRupprecht: 'Thanks for finding this out. When we wrote the Dockerfile, probably tensorflow-gpu=1.0 was installed automatically. - I've fixed it'. An unpinned tensorflow-gpu pulled a release built for CUDA 9.0 into an image made for TF 1.0 (CUDA 8).",
        platform="linux",
    ),
)
