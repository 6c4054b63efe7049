# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentyninth set of real threads: TensorFlow 2.14-2.21 installed the new way (2023), from GitHub issues on googlecolab/colabtools.

Broken kinds held: a dependency (keras-nlp, through tensorflow-text) pulling TensorFlow 2.15, a
CUDA 12 build, over Colab's TensorFlow 2.14 runtime whose system CUDA was 11.8, so the GPU
vanished (no CUDA 12 libraries to load). All broken: 1; working runs: 0.

Left out: nearly every thread this angle surfaced was already held or already rejected
(tensorflow/tensorflow#63362, #63341, #65842, #85311, #62328, #64525, #64809, #117538,
keras-team/keras#19255, #19276, #19002, keras-team/keras-hub#1321, #1519,
conda-forge/tensorflow-feedstock#365, #369, #420, aws/sagemaker-distribution#15,
jouvetg/igm_old#7, DeepLabCut#2465, googlecolab/colabtools#4227, #4235, #4248). Of the new
ones, most had no confirmation in the stored copy: tensorflow/tensorflow#62032 (TF 2.14 image on
driver 450, closed stale), #61689 and #69838 and #66750 (TF 2.13, the maintainer's pointer to
LD_LIBRARY_PATH never confirmed), #63846 (the poster's reply is cut at 'My issue was res'),
#90014 (open), serengil/deepface#1238, #1265, #1517 (no answer stored; the maintainer's usual
'deepface does nothing with gpu' in #1159), deepmodeling/deepmd-kit#2863 (closed as a duplicate,
answer not stored), keras-team/autokeras#1813 (only the traceback stored),
googlecolab/colabtools#4230, #5114, #5187 (no fix confirmed), #4233 (the first post is only an
image). bmaltais/kohya_ss#2794 was not taken as a working run: the stored first post breaks off
before its TensorFlow lines. Threads on JAX (stat-ml/TTDE#4), ONNX Runtime on Colab
(facefusion/facefusion-colab#7, C0untFloyd/roop-unleashed#379) and Keras 3 import errors in
tensorflow/probability (#1774, #1795) are outside this angle.

At first look (the doctor of commit f09c90c) the cause of its one broken log was not named;
there is no working run in the set. After the changes of the same day it is named, not first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colab-keras-nlp-pulls-tf-2-15-cuda-12-over-cuda-11-8-gpu-lost",
        source=_GH + "googlecolab/colabtools/issues/4153",
        text=r"""Hello!

**Current behavior**
After importing keras-nlp, access to GPU is lost:
```
!pip install keras-nlp
import tensorflow
print(tensorflow.test.gpu_device_name())
```
The output of `tensorflow.test.gpu_device_name()` is an empty string.

At this point in time, it seems impossible to use GPU with Keras NLP.

`!nvidia-smi` does have output.

```
Sat Nov 18 02:47:16 2023       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 525.105.17   Driver Version: 525.105.17   CUDA Version: 12.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  Tesla T4            Off  | 00000000:00:04.0 Off |                    0 |
| N/A   50C    P8    10W /  70W |      3MiB / 15360MiB |      0%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+""",
        expected_cause="cuda-libraries-missing",
        note="2023. The keras-nlp maintainer mattdangerw, on the same report mirrored as keras-team/keras-hub#1321: 'colab currently ships `tensorflow==2.14` and `pip install keras-nlp` will by default pull in the latest stable `tensorflow-text` and `tensorflow` (2.15), which uses a entirely different version of cuda' (Colab's system CUDA was then 11.8; TF 2.15 is a CUDA 12 build, and the plain `tensorflow` pulled in as a dependency brings no CUDA 12 libraries). In this thread To3No7 posted the workaround `!apt-get install cuda-toolkit` before reinstalling the packages, and mukulsn, with the same problem, confirmed: 'This command worked. Now keras-nlp is using GPU in training model.' (alessiosavi in #1321: no issue with `tensorflow[and-cuda] --upgrade`, so and-cuda-extra-missing is a near alternative.) Colab maintainer metrizable later pointed at tensorflow-text as the dependent package to pin; issue closed. The text ends where the stored copy of the first post ends, inside the nvidia-smi table.",
        platform="linux",
    ),
)
