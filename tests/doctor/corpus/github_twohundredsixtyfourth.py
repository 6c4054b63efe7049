# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, some with trailing spaces, whitespace-only lines or tabs)
"""A two-hundred-and-sixty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on biosignal research code run with TensorFlow on NVIDIA GPUs: vlawhern/arl-eegmodels (EEGNet, 2019) and Mozartuss/DEAP-Emotion-Recognition (EEG emotion recognition on the DEAP data set, 2025).

Broken kinds held: a CPU-only TensorFlow under an EEGNet model written for channels-first
tensors (the average pooling then fails on the CPU, and installing the GPU package fixed it), and
XLA not finding libdevice under a pip-installed TensorFlow in a conda environment. Working runs:
none met.

Small set: biosignal and health repositories on TensorFlow are thin in the stored threads, and
most of those met either were about code rather than the GPU or end before any answer: a
'Blas GEMM launch failed' on an EEG motor-imagery model (2024), a sleep-staging model running out of
a 2 GB GTX 1050's memory, ICU benchmarks said to train on the CPU, a chest X-ray model's cuDNN
failing under TensorFlow 1.15, an ECG model failing only on the GPU, a sleep-staging 'JIT
compilation failed' only with a GPU, and a WiFi activity-recognition model 'resolved' without a
word of how. Prose-only records: none.

At first look (the doctor of commit 2a6eedd) the cause was named in 2 of the 2 broken logs, both
first; no working run to flag. The EEGNet log, which names no platform, also drew the other ways a
GPU goes unused behind the CPU-only build (missing CUDA libraries, native Windows, the missing
and-cuda extra, macOS).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="arl-eegmodels-eegnet-avgpool-nchw-on-cpu-tensorflow-cpu-installed",
        source=_GH + "vlawhern/arl-eegmodels/issues/14",
        text=r"""When I try to fit the eegnet model, I get the following error:

InvalidArgumentError: Default AvgPoolingOp only supports NHWC on device type CPU
	 [[{{node average_pooling2d/AvgPool}} = AvgPool[T=DT_FLOAT, _class=["loc:@training/Adam/gradients/average_pooling2d/AvgPool_grad/AvgPoolGrad"], data_format="NCHW", ksize=[1, 1, 1, 4], padding="VALID", strides=[1, 1, 1, 4], _device="/job:localhost/replica:0/task:0/device:CPU:0"](activation/Elu)]]

I have cuda installed, but it does not appear to be working.  What is the appropriate cuda setup for gpu support?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. The maintainer vlawhern: 'that error comes up if you have tensorflow-cpu installed (or I'm guessing a broken tensorflow-gpu install)' and advised `pip install tensorflow-gpu==1.X or pip install tensorflow-gpu==2.0.0`; the poster: 'This fixed my problem. Thank you!'. The model is built channels-first (NCHW), which TensorFlow's CPU pooling kernels do not support, so the CPU-only package shows up as this error rather than as a slow run. The platform is not stated in the thread (the maintainer notes he works on Linux only); recorded as linux.",
        platform="linux",
    ),
    CorpusLog(
        name="deap-emotion-eeg-conda-pip-tensorflow-cant-find-libdevice",
        source=_GH + "Mozartuss/DEAP-Emotion-Recognition/issues/4",
        text=r"""First, install the following package in your env.
```
conda create -n deap python=3.10
conda activate deap
pip install tensorflow matplotlib typer scipy pandas scikit-learn mrmr_selection
```
Then,  you should install pyeeg by following commands.
```
git clone https://github.com/forrestbao/pyeeg.git
cd pyeeg
python setup.py install
```
After preparing the env, you can run the project by 
```
python main.py Arousal NONE True 0
```
```
W0000 00:00:1741228772.277657 2242413 gpu_backend_lib.cc:579] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  main.py.runfiles/cuda_nvcc
  main.py/cuda_nvcc
  
  /usr/local/cuda
  /home/alice/.conda/envs/deap/lib/python3.10/site-packages/tensorflow/python/platform/../../../nvidia/cuda_nvcc
  /home/alice/.conda/envs/deap/lib/python3.10/site-packages/tensorflow/python/platform/../../../../nvidia/cuda_nvcc
...
```""",
        expected_cause="xla-libdevice-missing",
        note="2025. The poster wrote the thread as a how-to after running the project himself (in issue #3 of the same repository: 'I just ran the project. You can refer to #4'): 'If you encounter an issue of tensorflow like this, please refer to the solution', linking tensorflow/tensorflow#58681 (issuecomment-1515201788, the fix that gives XLA a CUDA directory holding nvvm/libdevice). That sentence and link are left out of the text. The stored copy of the log ends inside the list of searched directories; the user name in the paths is replaced.",
        platform="linux",
    ),
)
