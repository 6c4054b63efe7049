# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventieth set of real threads, gathered apart, from GitHub issues (issues corpus) outside tensorflow/tensorflow: working runs only, where TensorFlow ran on the NVIDIA GPU and printed lines that look alarming (a repository new to the corpus: yahoo/spivak).

Working runs: 1 (2023): a Keras training epoch that completed on the GPU after the poster moved
a conda-forge TensorFlow 2.7 environment to CUDA 11.2 and cuDNN 8.8, printing the "Loaded cuDNN
version" and "TensorFloat-32 will be used" notices. Broken: none.

Small set: nearly every thread on working runs with NUMA, TensorRT, factory-registration, allocator
or XLA notices outside tensorflow/tensorflow that the issue search returned is already in the
corpus or was read before without a confirmation. Others seen here lacked one in the stored copy
(no answer, or an answer about something else with the outcome not stated), or were GPU-less
runs, PyTorch or JAX runs, or AMD (DirectML) runs. The earlier, broken part of the same
yahoo/spivak thread (a NaN loss under the CUDA 10.2 build) was left out: its cause names no
catalogue entry and the thread does not say why the CUDA 10.2 build gave NaN.

At first look (the doctor of commit 2a6eedd) there were no broken logs to name; the working run
was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # --------------------------------------------------------------- working
    CorpusLog(
        name="spivak-tf27-conda-cuda112-cudnn88-epoch-completes-tf32-notice",
        source=_GH + "yahoo/spivak/issues/9",
        text=r"""Thank you so much for your guidance. I updated the CUDA to 11.2, and the problem is fixed. The loss value looks good!
```bash
cuda-version              11.2                 hb11dac2_2    conda-forge
cudatoolkit               11.2.2              hc23eb0c_12    conda-forge
cudnn                     8.8.0.121            h0800d71_1    conda-forge
```
```bash
2023-08-18 11:14:20.794201: I tensorflow/core/kernels/data/shuffle_dataset_op.cc:380] Filling up shuffle buffer (this may take a while): 729 of 734                  
2023-08-18 11:14:32.289327: I tensorflow/core/kernels/data/shuffle_dataset_op.cc:405] Shuffle buffer filled.                                                         
2023-08-18 11:14:38.187317: I tensorflow/stream_executor/cuda/cuda_dnn.cc:366] Loaded cuDNN version 8800                                                             
2023-08-18 11:14:39.116424: I tensorflow/stream_executor/cuda/cuda_blas.cc:1774] TensorFloat-32 will be used for the matrix multiplication. This will only be logged 
once.                                                                                                                                                                
32/32 [==============================] - 1554s 748ms/step - loss: 0.5153                                                                                             
Epoch 2/1000""",
        expected_cause=None,
        harmless=True,
        note="2023. A working run confirmed by its outcome: the poster (lpc-eol), whose earlier runs on a conda-forge TensorFlow 2.7 build for CUDA 10.2 with cuDNN 7.6.5 gave a NaN loss, reported after moving the environment to CUDA 11.2 and cuDNN 8.8 'I updated the CUDA to 11.2, and the problem is fixed. The loss value looks good!', with the first epoch completed on the GPU (cuDNN 8.8 loaded, cuBLAS using TensorFloat-32). The text is that later comment only; the issue was then closed. Nothing in it is a fault: 'Loaded cuDNN version' and the TensorFloat-32 notice are information lines.",
        platform="linux",
    ),
)
