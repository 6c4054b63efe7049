# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twentieth set of real logs, gathered apart: threads from the tensorflow organisation's
repositories other than tensorflow/tensorflow (TensorFlow Serving images, the Object
Detection API and official models, addons, io, text, hub, agents, probability...).

Kinds of problems: GPU containers started without the NVIDIA runtime, drivers and CUDA or
cuDNN versions that do not match the TensorFlow a model library pins, training that runs on
the CPU, memory exhaustion, and runs that worked but printed alarming lines.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="serving-devel-gpu-image-libcuda-missing-plain-docker",
        source=_GH + "tensorflow/serving/issues/660",
        text=r"""I built the docker image with GPU support. The image builds successfully, but I cannot run the model_server. It fails with the following error: 
```tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory```

I took the version that is in master branch (8ab0e9aeaff33d44798d6bc429195012483d48cb)
I wonder if anyone faced that problem and I would like some advice on how to fix it.""",
        expected_cause="container-without-gpus",
        note='The poster closed it himself (2017): "Ok turns out I needed to use `nvidia-docker` to run the container." Short paste: one loader error.',
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-text-pip-install-pulls-cpu-tensorflow-over-gpu",
        source=_GH + "tensorflow/text/issues/195",
        text=r"""It seems that a pip install of tensorflow-text>=2.0.0rc0 also installs tensorflow-2. If you previously had installed tensorflow-gpu the new one will disable GPU access.

Steps to reproduce:

1) Build a new docker image with tf-gpu:
Dockerfile
```
FROM tensorflow/tensorflow:latest-gpu-py3-jupyter
WORKDIR /root
```
Build with `docker build -t prueba .`

Test correct GPU access:
```
$ docker run --runtime=nvidia --rm -it prueba:latest  python -c "import tensorflow as tf; print(tf.test.is_gpu_available())"
2019-12-06 18:55:03.225780: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-12-06 18:55:03.252825: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2592000000 Hz
2019-12-06 18:55:03.253637: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x43890e0 executing computations on platform Host. Devices:
2019-12-06 18:55:03.253666: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): Host, Default Version
2019-12-06 18:55:03.256129: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...""",
        expected_cause="multiple-tensorflow-distributions",
        note="Issue 195 is the tracked limitation: the maintainer (broken) points duplicates to it (#416, #435) and says 'You just need to install the version you want to use after TF Text if it was removed.' The paste here is only its opening (prose plus the still-working run), so the evidence is mostly the prose.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-api-pip-pulls-cpu-tensorflow-beside-tensorflow-gpu",
        source=_GH + "tensorflow/serving/issues/929",
        text=r"""tensorflow-gpu  not work after install  tensorflow-serving-api    on my machine

pip list  

tensorboard            1.8.0    
tensorflow  		   1.8.0  
tensorflow-gpu         1.8.0      
tensorflow-serving-api 1.8.0  
""",
        expected_cause="multiple-tensorflow-distributions",
        note="The poster (2018) confirmed: 'uninstall tensorflow 1.8.0 and tensorflow-gpu 1.8.0, next I install tensorflow-gpu again. now it works'; a later commenter adds that tensorflow-serving-api depends on the CPU tensorflow. Short paste: prose plus the pip list.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-java-cpu-platform-jar-trains-on-cpu",
        source=_GH + "tensorflow/java/issues/454",
        text=r"""Hi:
       when I  train the model  build  with tensorflow-java ,only can use cpu,but if I want to use GPU,I don't the deal method.is it support GPU?""",
        expected_cause="tensorflow-cpu-only-build",
        note="A maintainer answered 'Switch tensorflow-core-platform-gpu for your current OS specific platform jar on your classpath and it will default to running on the GPU'; the poster replied 'get it,thanks' (2022). Prose only, weak evidence: the CPU-only artifact is not named in the paste.",
        platform="linux",
    ),
)
