# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-twenty-first set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow inside notebook editors and IDEs: microsoft/vscode-python (a conda kernel started by the VS Code notebook editor) and microsoft/AutonomousDrivingCookbook (a Jupyter notebook on a 6 GB GTX 1060).

Broken kinds held: a VS Code notebook kernel launched from a conda environment without that
environment being activated, so TensorFlow's native runtime failed to load with a Windows DLL error
(no catalogue cause: the editor, not the environment, was at fault), and cuBLAS/cuDNN handle
allocation failing in a notebook because TensorFlow had reserved the GPU memory up front (fixed by
allow_growth). Working runs: 0 (none met whose stored copy confirmed the run).

Small set: threads on TensorFlow's GPU inside Jupyter, JupyterHub, VS Code, PyCharm, Spyder and
RStudio are nearly all in the corpus already or were read before and found unconfirmed; most of
the remaining ones (Spyder's kernel dying on import, JupyterHub spawners dropping LD_LIBRARY_PATH,
two notebooks sharing one GPU) end without the poster's word in the stored copy, or concern another
library (numpy, PyTorch) rather than TensorFlow. Left out: spyder-ide/spyder#22532 (2024; Spyder's
own runtime used instead of the Python where TensorFlow was installed, confirmed by the poster,
but no GPU in the thread), microsoft/vscode-jupyter#2191 and #2927 (transfers of
microsoft/vscode-python#10467, held here, and of #7929, already in the corpus). Both records are
from 2018 and 2020.

At first look (the doctor of commit 6cd6e3b) the cause was named in 1 of the 2 broken logs, first
(the other has no catalogue cause; the doctor offered a failed import, missing CUDA libraries and
a missing Visual C++ runtime for it); no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="vscode-notebook-conda-kernel-not-activated-tf-dll-load-failed",
        source=_GH + "microsoft/vscode-python/issues/10467",
        text=r"""Steps to reproduce:

1. Install jupyter and tensorflow into a conda environment.
2. Add env to ipykernel 

> python -m ipykernel install --user --name $ENV_NAME --display-name "Analytics | $display_name"

3. Try to import tensorflow layers

> from tensorflow.keras.layers import Input, Dropout, Dense, LSTM, TimeDistributed, RepeatVector, BatchNormalization

Resulting Error:

> line 24, in swig_import_helper
>     _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
>   File "C:\Users\alice\AppData\Local\Continuum\anaconda3\envs\ml-temp\lib\imp.py", line 242, in load_module
>     return load_dynamic(name, filename, file)
>   File "C:\Users\alice\AppData\Local\Continuum\anaconda3\envs\ml-temp\lib\imp.py", line 342, in load_dynamic
>     return _load(spec)
> ImportError: DLL load failed: The specified module could not be found.
> 
> 
> Failed to load the native TensorFlow runtime.
> 
> See https://www.tensorflow.org/install/errors
> 
> for some common reasons and solutions.  Include the entire stack trace
> above this error message when asking for help.
> Traceback (most recent call last):
>   File "C:\Users\alice\AppData\Local\Continuum\anaconda3\envs\ml-temp\lib\site-packages\tensorflow_core\python\pywrap_tensorflow.py", line 58,
...""",
        expected_cause=None,
        note="2020. VS Code Python extension's notebook editor on Windows; the report (shan224, first posted as a comment on microsoft/vscode-python#10315) was filed as this issue by maintainer DonJayamanne, titled 'Unable to launch conda kernel with user defined Environment Variables in kernelspec', problem: 'Will not be able to launch conda kernels'. The fix, maintainer rchiodo's pull request microsoft/vscode-python#11318 'Update kernel to allow conda environments' (for #11306, #10467, #10480): 'Conda environments don't work because we don't launch with the correct environment.' The kernel ran the environment's Python without the conda activation (its DLL folders not on PATH); no catalogue cause names an editor that does not activate the environment. The stored copy of the paste stops in the traceback ('...'); the thread does not say whether the TensorFlow was a GPU build. Moved later to microsoft/vscode-jupyter#2191.",
        platform="windows",
    ),
    CorpusLog(
        name="autonomous-driving-cookbook-notebook-gtx1060-cublas-alloc-failed",
        source=_GH + "microsoft/AutonomousDrivingCookbook/issues/17",
        text=r"""## Problem description
To run TestModel.ipynb using the GPU with small memory such as GTX1060 6GB.
Memory error comes out like below.

## Problem details
Error message looks like below.
***
~\cuda\cuda_blas.cc:443] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
~\cuda\cuda_blas.cc:443] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
~\cuda\cuda_blas.cc:443] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
~\cuda\cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
~\cuda\cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
~\tensorflow\core\kernels\conv_ops.cc:717] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms)
***""",
        expected_cause="memory-growth-disabled",
        note="2018. Jupyter notebook (the cookbook's TestModel.ipynb) with Keras on TensorFlow 1.x; the poster shortened the log paths to '~\\' himself. The same post, under 'Solution' (left out of the text), gives the fix: 'This error is related with lack of memory. Add this code in TestModel.ipynb.' config.gpu_options.allow_growth = True in the session config; maintainer mitchellspryn: 'Now that you mention this, I think I recall running into this before. That code works, but it marries the code to the tensorflow backe[nd]'. The issue is titled 'GPU memory error (with solution)'. Windows from the cookbook's set-up (AirSim on Windows) and the backslash paths.",
        platform="windows",
    ),
)
