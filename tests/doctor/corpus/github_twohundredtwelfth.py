# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-twelfth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow on an NVIDIA GPU that died inside an IDE or a notebook with a bare crash (PyCharm's 'Process finished with exit code -1073740791 (0xC0000409)' and '-1073741819 (0xC0000005)', Jupyter's 'The kernel appears to have died' / KernelRestarter), on vanvalenlab/deepcell-tf, tensorflow/tensorflow, jupyter/notebook and tensorflow/models (2019-2021).

Broken kinds held, all with no catalogue cause: a CUDA 11.5 / cuDNN 8.3 install under a
TensorFlow 2.5+ that crashed PyCharm's run at the first predict (fixed by going back to CUDA
11.2 / cuDNN 8.2); a TensorFlow nightly that killed the Jupyter kernel on an RTX 3070 (fixed by
the stable 2.4 on the same CUDA 11.1 / cuDNN 8.0.5); the object-detection notebook of a newer
TensorFlow run under an older one (fixed by the models branch of that release); a community
TensorFlow 1.10 / CUDA 9.2 combination that crashed PyCharm with 0xC0000005 (fixed by CUDA 10 with
TensorFlow 1.12). Working runs: none met.

Small set: most IDE and notebook crash threads in the stored copies end without a confirmed cause
(closed as stale, or the fix is past the stored excerpts), and many of the rest are already in
the corpus. Threads that looked promising but had no confirmation in the stored text were left
out (tensorflow/tensorflow#47934, #51483, #45611, #46990, #57738, #53392, #47890, #51122,
CharlesShang/FastMaskRCNN#69, zhixuhao/unet#240, frapa/tbcnn#8). One prose-only record is held
(the PyCharm 0xC0000005 thread, whose log is a screenshot).

At first look (the doctor of commit 79c939a) the cause was named in 0 of the 4 broken logs (all 4
have no catalogue cause); two drew other findings: python-version-unsupported and
compute-capability-unsupported for the object-detection notebook (Python 3.7 with TensorFlow 1.5 on
an RTX 2080, as posted), and cuda-libraries-missing for TensorFlow 1.10 with CUDA 9.2. No working
run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepcell-pycharm-0xc0000409-predict-cuda115-cudnn83",
        source=_GH + "vanvalenlab/deepcell-tf/issues/572",
        text=r"""Hi

I am trying to run the notebook `Nuclear-Application.ipynb`  locally on my machine but my Python is crashing with a "Process finished with exit code -1073740791 (0xC0000409)" message. The offending line seems to be `y_pred = app.predict(x, image_mpp=0.65)`
I am on Windows 10, Python 3.8. Below is  my console output

Mny thanks!

--------------------------------------------------------------------------------------------------------------------------------
C:\ProgramData\Anaconda3\envs\deepcell\python.exe "C:\Program Files\JetBrains\PyCharm 2019.3.4\plugins\python\helpers\pydev\pydevd.py" --multiproc --qt-support=auto --client 127.0.0.1 --port 52409 --file "D:/Home/alice/OneDrive - University College London/dev/Python/deepcell_workbench/segment.py"
pydev debugger: process 3828 is connecting

Connected to pydev debugger (build 193.6911.25)
2021-11-22 23:55:07.019016: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudart64_110.dll
X_train shape: (144, 40, 216, 256, 1)
X_test shape: (36, 40, 216, 256, 1)
WARNING:tensorflow:SavedModel saved prior to TF 2.5 detected when loading Keras model. Please ensure that you are saving the model with model.save() or tf.keras.models.save_model(), *NOT* tf.saved_model.save(). To
...

Thanks for replying. I tried `y_pred = app.predict(x, image_mpp=0.65, batch_size=1)` but did not make things any better. Still exactly the same message.""",
        expected_cause=None,
        note="2021. PyCharm run on Windows 10 (Anaconda env). Maintainer willgraf suspected PyCharm and asked for a run from a terminal; the poster (acycliq) then reported: 'OK, I think it is now fixed. I downgraded from `Cuda 11.5` and `Cudnn 8.3` to `Cuda 11.2` and `Cudnn 8,2` . The script finishes successfully'. The installed CUDA 11.5 / cuDNN 8.3 came out only in that fix, so it is not in the text. No catalogue cause: cuDNN 8.3 is the same major and a higher minor than the 8.1 the TensorFlow 2.5-2.7 wheels were built with, so it is not a cudnn-version-mismatch as the catalogue defines it, and the thread does not say which of the two (CUDA 11.5, or cuDNN 8.3 and its zlibwapi.dll dependency on Windows) made the process die. The stored copy of the console output ends mid-line (cut with '...').",
        platform="windows",
    ),
    CorpusLog(
        name="tf-nightly-jupyter-kernel-dies-dcgan-rtx3070",
        source=_GH + "tensorflow/tensorflow/issues/46363",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10 Pro
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: No
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below):2.5.0-dev20210111
- Python version: 3.8.6
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 11.1 ,8.0.5
- GPU model and memory: RTX 3070 8GB

**Describe the current behavior**
The Kernel silently dies when it tried to generate the image made via the generator.

**Describe the expected behavior**
Should generate the image and continue the code

**Standalone code to reproduce the issue**
[Using the example here on the Tensorflow site for GANs](https://www.tensorflow.org/tutorials/generative/dcgan)
While executing it till we generate the image via the untrained generator. The notebook just stops, looking at the logs shows that the kernel then gets restarted.

**Other info / logs**
```
[I 2021-01-12 16:02:30.618 ServerApp] Kernel started: 0227f971-d1fe-44a3-8db7-a948217de0bb
...""",
        expected_cause=None,
        note="2021. JupyterLab on Windows 10, RTX 3070. After a maintainer (ravikyram) could not reproduce it on Colab, the poster (Lunchb0ne) reported: 'I downgraded it to 2.4 but still have CUDA 11.1 and cudnn 8.0.5 and it works fine now.'; the maintainer: 'Please use TF 2.4 as it is latest stable version.' Cause: the TensorFlow nightly build itself (2.5.0-dev20210111) on this CUDA 11.1 / cuDNN 8.0.5 set-up; the thread does not say whether that nightly wanted another CUDA or cuDNN, so no catalogue cause. The rest of the server log is cut off in the stored copy ('...').",
        platform="windows",
    ),
    CorpusLog(
        name="jupyter-object-detection-kernel-dead-tf15-models-master",
        source=_GH + "jupyter/notebook/issues/5130",
        text=r"""System details:
windows 10
GPU: RTX 2080
AMD Ryzen 5 2600
Python: 3.7.4
No Anaconda
Tensorflow-gpu: 1.5.0
CUDA: v10

I practice below site
https://pylessons.com/Tensorflow-object-detection-installation/

When I enter 'import tensorflow as tf' working fine and print version also work at cmd.

But object_detection_tutorial kenel dead at Jupyter
below Yellow Line

cmd Log like this

2019-12-29 00:38:54.344260: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
[I 00:39:01.477 NotebookApp] KernelRestarter: restarting kernel (1/5), keep random ports""",
        expected_cause=None,
        note="2019. Jupyter Notebook on Windows 10 (screenshots of the notebook left out). The poster (DoTheBestMayB) found the cause the next day: 'I find the reason. Because I run tensorflow 2.0.0 model with tensorflow 1.5.0', and pointed to the r1.5 branch of tensorflow/models as the fix. Object-detection code of a newer TensorFlow run under an older one: no catalogue cause. Odd: cudart64_100.dll is a CUDA 10.0 library, which the official TensorFlow 1.5 wheels (built for CUDA 9.0) do not load; the thread does not explain which TensorFlow the kernel really ran.",
        platform="windows",
    ),
    CorpusLog(
        name="pycharm-0xc0000005-train-tf110-cuda92",
        source=_GH + "tensorflow/models/issues/6256",
        text=r"""Train exit with No hint and when use Pycharm, the error is 'Process finished with exit code -1073741819 (0xC0000005)'

When I run the train.py, the error has been happend:
And It's strange that the info is repeated
My env is win10+tensorflow1.10+cuda9.2;

So how can I fix this problem""",
        expected_cause=None,
        note="2019. Prose only (the title and post; the log is a screenshot). The poster (xunhen) closed it himself: 'When I use the cuda10 and tensorflow1.12, everything is ok. So I think that's my Environmental problems.' A TensorFlow / CUDA combination that did not fit; the official 1.10 and 1.12 wheels were built for CUDA 9.0, so both set-ups were community builds and the thread does not say which library was wrong: no catalogue cause.",
        platform="windows",
    ),
)
