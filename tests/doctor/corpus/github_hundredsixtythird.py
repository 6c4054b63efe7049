# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A hundred-and-sixty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on notebook and IDE environments: TensorFlow on an NVIDIA GPU (or a TensorFlow import) failing inside a notebook kernel or an editor while the same environment worked in a terminal (jupyterhub/the-littlest-jupyterhub, googlecolab/colabtools, jupyterlab/jupyterlab, microsoft/vscode-python).

Broken kinds held: a pip tensorflow-gpu 1.x whose CUDA 9.0 cuBLAS could not be loaded in a The
Littlest JupyterHub notebook (fixed by the conda build of tensorflow-gpu, which brings its own CUDA
libraries), a Colab GPU runtime whose cuDNN was older than the one the TensorFlow in use was built
with (cuDNN failed to initialize), a JupyterLab started from the base Anaconda instead of the
virtual environment that held a CUDA build of TensorFlow (no module named tensorflow), and a VS Code
notebook whose conda environment (made with --prefix, so without a name) was not activated, so
`import tensorflow` failed with a DLL load error (no catalogue cause). Working runs: none met.

Small set, mostly 2018-2022: the notebook/IDE threads on TensorFlow and the GPU are heavily
represented in the corpus already (most vscode-jupyter, jupyter/notebook, spyder, colabtools and
SageMaker threads the searches returned were in it), and most of the rest carry no confirmation in
the stored text (their last comments are cut off, or the thread was closed without an answer).

At first look (the doctor of commit 9ba7267) the cause was named in 2 of the 4 broken logs, both
first (the catalogue-less VS Code record counts as a miss by rule); no working run was held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tljh-notebook-pip-tensorflow-gpu-libcublas-9-0-not-found",
        source=_GH + "jupyterhub/the-littlest-jupyterhub/issues/208",
        text=r"""i installed tensorflow-gpu and all necessary drivers, CUDA and cuDNN.
`import tensorflow` works in the terminal but not in a TLJH notebook.
I get the following error:
`ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory`

I have tried multiple ways to set `LD_LIBRARY_PATH` in the notebook and eventually that seems to have worked, but still i cannot import tensorflow.

full stacktrace for `import tensorflow as tf` in tljh:
```
---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)
/opt/tljh/user/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py in <module>
     57 
---> 58   from tensorflow.python.pywrap_tensorflow_internal import *
     59   from tensorflow.python.pywrap_tensorflow_internal import __version__

/opt/tljh/user/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py in <module>
     27             return _mod
---> 28     _pywrap_tensorflow_internal = swig_import_helper()
     29     del swig_import_helper

/opt/tljh/user/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py in swig_import_helper()
     23             try:
---> 24                 _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2018. The Littlest JupyterHub on Linux; the stored copy of the traceback stops at the load_module frame (the ImportError line is quoted in the prose above it). The poster confirmed the fix the next day: 'My solution was to install tensorflow-gpu using conda. `sudo -E conda install -y tensorflow-gpu keras pandas`... Also i am now using current nvidia 410 driver and CUDA 10. Works fine with JupyterHub and keras.' and maintainer choldgraf: 'great to hear this got resolved'. The pip wheel wanted the CUDA 9.0 cuBLAS, which the notebook's environment could not load; the conda build brings its own CUDA libraries.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-deeplabcut-cudnn-failed-to-initialize-runtime-cudnn-too-old",
        source=_GH + "googlecolab/colabtools/issues/2624",
        text=r"""Colab is crashing due to a cuDNN error.

UnknownError: 2 root error(s) found.
  (0) UNKNOWN: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[{{node resnet_v1_50/conv1/Conv2D}}]]
	 [[Sigmoid/_545]]
  (1) UNKNOWN: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[{{node resnet_v1_50/conv1/Conv2D}}]]
0 successful operations.
0 derived errors ignored.""",
        expected_cause="cudnn-version-mismatch",
        note="2022 (Feb). A DeepLabCut training notebook on a Colab GPU runtime (the same post went to DeepLabCut/DeepLabCut#1689). Another user (SauBuen) tied it to colabtools#2626 ('Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0') and tensorflow/models#10505; the Colab maintainer cperry-goog closed it 'Duping with #2600' (colabtools#2600: 'Wrong CuDNN version on GPU environments', cuDNN 8.1 needed but 8.0.5 loaded). The poster did not dispute. The cuDNN version line itself is not in the paste (only the generic 'cuDNN failed to initialize').",
        platform="linux",
    ),
    CorpusLog(
        name="jupyterlab-from-base-anaconda-no-tensorflow-module-venv-has-cuda-build",
        source=_GH + "jupyterlab/jupyterlab/issues/3952",
        text=r"""In my jupyterlab, I try do 
```
import tensorflow as tf
```
And it fails to find the module, but I do the same from my notebook or a python shell and it succeeds.

I'm using an virtual environment via anaconda. I did notice 
```
which jupyter-lab
/root/anaconda3/bin/jupyter-lab
```
It should be under my virtual env, right? 
I tried doing a `pip install jupyter --upgrade` in my virtual env, but no luck.

Any ideas? Is it doing something different from Notebooks? I love the interface but I need my TF :( 

TF was built locally with CUDA to leverage GPU, followed their official guides.""",
        expected_cause="tensorflow-not-installed",
        note="2018. Prose only. The poster found it himself the same day: 'Actually, I may have just been derping, I had two instances opened, I closed 'em both and checked out `which jupyter-lab` and it did show one properly tied to my virtual env... :thinking: chalk it up to a goof on my end?' - the JupyterLab he had been using ran from the base Anaconda (/root/anaconda3/bin), whose Python has no TensorFlow; the CUDA build lived only in the virtual environment. Linux (a /root home).",
        platform="linux",
    ),
    CorpusLog(
        name="vscode-notebook-unnamed-prefix-conda-env-not-activated-tf-dll-load-failed",
        source=_GH + "microsoft/vscode-python/issues/7929",
        text=r"""# Bug: Cannot load dll in conda env that notebook should work in

## Steps to cause the bug to occur
1. create a env and install packages that are not in `base`. In my case, I have already installed tensorflow in dlenv.
```
PS D:\Files\Programs\DeepLearning> conda env list
# conda environments:
#
base                  *  C:\Users\alice\Anaconda3
                         D:\Files\Programs\DeepLearning\dlenv
```
2. create a notebook, and import that package. In my case, I try to import tensorflow
```
import tensorflow as tf
```

3. 1. run the notebook as before
    ```
    PS D:\Files\Programs\DeepLearning> conda activate ./dlenv
    (dlenv)PS D:\Files\Programs\DeepLearning> jupyter notebook
    ```
    There isn't any error. I can successfully import tensorflow and use it.

    2. run the notebook in VSCode (just open .ipynb file)
    ```
    ImportError                               Traceback (most recent call last)
    D:\Files\Programs\DeepLearning\dlenv\lib\site-packages\tensorflow\python\pywrap_tensorflow.py in 
        57 
    ---> 58   from tensorflow.python.pywrap_tensorflow_internal import *
        59   from tensorflow.python.pywrap_tensorflow_internal import __version__

    D:\Files\Programs\DeepLearning\dlenv\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py in 
...""",
        expected_cause=None,
        note="2019. Windows, VS Code Python extension's notebook editor; the stored copy of the opening post stops inside the traceback (the ImportError line, a DLL load failure per the title, is not in it). Maintainer rchiodo: 'I _believe_ this is a result of your dlenv environment not having a name so we don't activate it correctly. Therefore the path when you run jupyter is incorrect.' (work-around: start VS Code from a prompt with the environment activated); the poster agreed: 'I use --prefix in creating env ... That is why it doesn't have a name, and I can't activate in VSC when it starts.' The conda environment's DLL folders were not on PATH for the kernel: no catalogue cause (the symptom is tensorflow-import-failed). The thread does not say whether this TensorFlow was a GPU build.",
        platform="windows",
    ),
)
