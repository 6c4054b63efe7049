# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, trailing spaces, whitespace-only lines, tabs)
"""A hundred-and-ninety-fifth set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on time-series, forecasting and anomaly-detection work with TensorFlow and on recurrent (LSTM/GRU) layers and their cuDNN kernels: tensorflow/tensorflow, SeldonIO/alibi-detect, Arturus/kaggle-web-traffic, lewagon/data-setup, keras-team/keras, autogluon/autogluon (2018-2024).

Broken kinds held: a cuDNN older than the one TensorFlow 2.9 was built with on a Colab GPU
runtime (an LSTM fails with 'Fail to find the dnn implementation'), TensorFlow holding the GPU
memory it had taken at start so that a PyTorch drift detector in the same process ran out of
memory, the CPU-only `tensorflow` package under a forecasting model built on CudnnRNN ops, and
three causes outside the catalogue: the tensorflow-metal plugin on macOS sending an LSTM to a
CudnnRNNV3 op that has no kernel, Keras 3 refusing the cuDNN LSTM kernel whenever `dropout` was
set, and a TensorFlow release in a SageMaker image that made the kernel die when the PyTorch-based
forecasting models of AutoGluon were fitted. Working runs: none (none met that was not already
in the corpus).

Small set: most threads on finance and forecasting repositories (FinRL, tensortrade, RLTrader,
Stock-market-forecasting, predict_Lottery_ticket, keras-tcn, n-beats, HyperTS, sktime) asked how
to use the GPU without an answer that names a cause, or were about PyTorch; several confirmed
threads met were already in the corpus. Two prose-only records are held (a third of the set).
One more confirmed prose-only thread was left out to keep prose-only records to a third:
philipperemy/n-beats#30 (2020; `pip install keras` had pulled the CPU-only tensorflow; the
maintainer's `pip uninstall -y tensorflow && pip install tensorflow-gpu`, the poster thanked).

At first look (the doctor of commit 9c59779) the cause was named in 1 of the 6 broken logs, first
(the Colab cuDNN mismatch, with memory-growth-disabled after it); nothing was raised on the other
five, three of which have no catalogue cause. No working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colab-tf29-bilstm-cudnnrnn-fail-dnn-implementation",
        source=_GH + "tensorflow/tensorflow/issues/57198",
        text=r"""### Issue Type

Bug

### Source

source

### Tensorflow Version

2.9

### Custom Code

Yes

### OS Platform and Distribution

Linux

### Python version

Python 3.7.13

### CUDA/cuDNN version

CUDA Version: 11.2  

### GPU model and memory

NVIDIA-SMI 460.32.03    Driver Version: 460.32.03 

### Current Behaviour?

```shell
Encountering this error suddenly on a notebook that was previously working. It seems that the forward lstm is causing issues for the graph. The lstm is in a bidirectional wrapper. I have also seen the backward lstm having the same issue. To my knowledge Google Colab did not switch GPU driver version or TF/Keras version. 

I have not tried to replicate the issue locally because I do not have a GPU. When I comment out the GPU connections I still run in to the issue so I believe it relates to either the OS Colab runs on or the TF/Keras version... or also perhaps the Python version itself.

Interestingly, I do have the trained model that I run in another notebook without GPU. It fails in the same way when running on CPU outside of any training loop.
```

### Standalone code to reproduce the issue
...

### Relevant log output

```shell
UnknownError: Graph execution error:

Fail to find the dnn implementation.
	 [[{{node CudnnRNN}}]]
	 [[model/bidirectional/forward_lstm/PartitionedCall]] [Op:__inference_train_function_17056]
```""",
        expected_cause="cudnn-version-mismatch",
        note="2022 (Aug). Colab GPU runtime on the day Colab's preinstalled TensorFlow 2.9 met an older cuDNN 8 package in the image (the same event as googlecolab/colabtools#3011, held elsewhere in the corpus). TensorFlow team member tilakrayal: 'Could you please try to run the below command ... !apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2'; the poster: 'Update: I confirm that the previous line of code revolved the issue.' The code section of the post is left out (...). Odd: the poster says it also failed 'on CPU' in another notebook; the thread does not follow this up.",
        platform="linux",
    ),
    CorpusLog(
        name="alibi-detect-mmd-pytorch-oom-after-tensorflow-holds-gpu",
        source=_GH + "SeldonIO/alibi-detect/issues/432",
        text=r"""Hi,

I am using nvidia RTX3080 graphic card. It has 10240 MB GDDR6X memory.
When I execute cd_mmd_cifar10.ipynb example, I have no problem with tensorflow codes.
Out of memory error is occurred in pytorch codes. So, I tried to reduce batch_size up to 1 in all sizes in code and got the same errors even though batch_size is 1.  As you can see the below code blocks, sigma calculation is the error line. How can I fix this error? Should I use graphic card having more memory?

Code blocks:

from alibi_detect.cd.pytorch import preprocess_drift

** define encoder
encoder_net = nn.Sequential(
    nn.Conv2d(3, 64, 4, stride=2, padding=0),
    nn.ReLU(),
    nn.Conv2d(64, 128, 4, stride=2, padding=0),
    nn.ReLU(),
    nn.Conv2d(128, 512, 4, stride=2, padding=0),
    nn.ReLU(),
    nn.Flatten(),
    nn.Linear(2048, encoding_dim)
).to(device).eval()

** define preprocessing function
preprocess_fn = partial(preprocess_drift, model=encoder_net, device=device, batch_size=128)

** initialise drift detector
cd = MMDDrift(X_ref_pt, backend='pytorch', p_val=.05, 
              preprocess_fn=preprocess_fn, n_permutations=100)

Error messages:

RuntimeError                              Traceback (most recent call last)
C:\Users\alice\AppData\Local\Temp/ipykernel_17800/867170961.py in <module>
     17 
     18 # initialise dr
...

Tensorflow is also executed to load cifar10 from tf.keras.datasets at start line in this example.

from functools import partial
import matplotlib.pyplot as plt
import numpy as np
import tensorflow as tf

from alibi_detect.cd import MMDDrift
...
(X_train, y_train), (X_test, y_test) = tf.keras.datasets.cifar10.load_data()""",
        expected_cause="memory-growth-disabled",
        note="2022. The notebook runs TensorFlow (data loading and the TensorFlow MMDDrift detector) and then a PyTorch detector in the same process on a 10 GB RTX 3080. Maintainer ascillitoe reproduced it with nvidia-smi on Colab: 'It seems you are definitely correct in your hypothesis, TensorFlow isn't giving up the GPU RAM once we've finished with it ... the first step change is when the tensorflow MMDDrift detector is instantiated, and the second for the pytorch one ... So looks like you were just a little short on RAM'; the notebooks were to be reworked so that only one framework is used. The poster did not dispute it. The stored copy cuts the traceback after its first lines (...); the user name in the path was 'xxx' in the post. Prose and code mostly.",
        platform="windows",
    ),
    CorpusLog(
        name="kaggle-web-traffic-cudnnrnnparamssize-no-opkernel-tesla-m40",
        source=_GH + "Arturus/kaggle-web-traffic/issues/13",
        text=r"""Error when reproduce the result : No OpKernel was registered to support Op 'CudnnRNNParamsSize'

any tips to solve the error? 
 
python 3.6 + tensorflow 1.4.1     

GPU :  Nvidia  Tesla M40""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. A web-traffic forecasting model (Kaggle) built on tf.contrib.cudnn_rnn. The first line is the thread's title; the post says 'tensorflow 1.4.1' (the package whose CudnnRNN ops have no kernels, CPU only). A second user with the same error: 'I had the same issue. I fixed it by uninstalling tensorflow and then installating tensorflow-gpu==1.4.0'; the maintainer (Arturus) closed it with 'Fixed by last commit', and that commit (d60f33e, 'Updates for Tensorflow 1.10') changed requirements.txt from 'tensorflow>=1.4' to 'tensorflow-gpu>=1.10'. The poster did not report back. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="lewagon-macos-tensorflow-metal-lstm-cudnnrnnv3-no-kernel",
        source=_GH + "lewagon/data-setup/pull/137",
        text=r"""InvalidArgumentError: 2 root error(s) found.
  (0) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used by {{node cond_40/then/_0/cond/CudnnRNNV3}} with these attrs: [T=DT_FLOAT, input_mode="linear_input", direction="unidirectional", rnn_mode="lstm", is_training=true, seed2=0, num_proj=0, time_major=false, dropout=0, seed=0]
Registered devices: [CPU, GPU]
Registered kernels:
  <no registered kernels>

	 [[cond_40/then/_0/cond/CudnnRNNV3]]
	 [[sequential_6/lstm_3/PartitionedCall]]
	 [[binary_crossentropy/logistic_loss/_22]]
  (1) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used by {{node cond_40/then/_0/cond/CudnnRNNV3}} with these attrs: [T=DT_FLOAT, input_mode="linear_input", direction="unidirectional", rnn_mode="lstm", is_training=true, seed2=0, num_proj=0, time_major=false, dropout=0, seed=0]
Registered devices: [CPU, GPU]
Registered kernels:
  <no registered kernels>

	 [[cond_40/then/_0/cond/CudnnRNNV3]]
	 [[sequential_6/lstm_3/PartitionedCall]]
0 successful operations.
0 derived errors ignored. [Op:__inference_train_function_82445]

Function call stack:
train_function -> train_function""",
        expected_cause=None,
        note="2021. macOS set-up of a data-science course, training a Keras LSTM with the tensorflow-metal plugin installed: the 'GPU' in 'Registered devices' is the Apple GPU, and the LSTM picked the cuDNN op, which has no kernel there. The pull request (krokrob, merged) removes tensorflow-metal from the set-up: 'This removes `tensorflow-metal` from the setup as it causes bugs when trying to train RNN. It appears RNN try to use GPU but fails.' Only the trace from the pull request is kept as text. No catalogue cause (the tensorflow-metal plugin; macOS has no CUDA at all).",
        platform="macos",
    ),
    CorpusLog(
        name="keras3-lstm-dropout-skips-cudnn-kernel",
        source=_GH + "keras-team/keras/issues/19644",
        text=r"""I have a model that uses the keras LSTM layer with dropout not equal to zero. I am using TF backend. 

I noticed a performance drop after updating to Keras 3 and after checking I found out that the requirements for using the fast CuDNN LSTM implementation. 

With Keras 2.15, the requirements to use the cuDNN implementation are:
1. activation == tanh
2. recurrent_activation == sigmoid
3. recurrent_dropout == 0
4. unroll is False
5. use_bias is True
6. Inputs, if use masking, are strictly right-padded.
7. Eager execution is enabled in the outermost context.

With Keras 3, the requirements to use the cuDNN implementation are:

1. activation == tanh
2. recurrent_activation == sigmoid
3. dropout == 0 and recurrent_dropout == 0
4. unroll is False
5. use_bias is True
6. Inputs, if use masking, are strictly right-padded.
7. Eager execution is enabled in the outermost context.

This change has a significant impact on performance when using dropout. Can we expect a change or some alternative way to use dropout without performance degradation?""",
        expected_cause=None,
        note="2024. Prose only. Training ran on the GPU, but the LSTM fell back from the cuDNN kernel because Keras 3 excluded any layer with `dropout` set. fchollet: 'Thanks for the report -- this is now resolved at HEAD.' (pull request keras-team/keras#19645, 'Enable cudnn rnns when dropout is set', merged). A Keras release change: no catalogue cause. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="autogluon-timeseries-kernel-restart-tensorflow-conflict",
        source=_GH + "autogluon/autogluon/issues/4506",
        text=r"""**Describe the bug**

In AG1.1.1, TimeSeriesPredictor.fit() failed with some of timeseries algorithms. JupyterLab kernel is restarting with no error message.

List of methods : [Forecasting Time Series - Model Zoo](https://auto.gluon.ai/stable/tutorials/timeseries/forecasting-model-zoo.html#forecasting-model-zoo)

- NG (JupyterLab kernel restarting with no error message) : DeepAR, DLinear, PatchTST, SimpleFeedForward, TemporalFusionTransformer, TiDE, WaveNet, Chronos
- OK : Naive, SeasonalNaive, Average, SeasonalAverage, Zero, ETS, AutoARIMA, AutoETS, AutoCES, Theta, ADIDA, CrostonSBA, IMAPA, NPTS, DirectTabular, RecursiveTabular, DynamicOptimizedTheta

(*) CrostonClassic and CrostonOptimize were not available in AG1.1.1.

**Expected behavior**

All methods I listed above work .fit() with no error.

**To Reproduce**

Environment: 
- AWS SageMaker Studio
- Image : SageMaker Distribution 2.0 (including AG1.1.1 by default)
- Instance type : ml.m5.2xlarge, ml.m5.4xlarge, ml.p3.8xlarge (withGPU)

Reproducing code:
...""",
        expected_cause=None,
        note="2024. Prose only. Every neural (PyTorch-based) forecasting model killed the Jupyter kernel, on CPU instances and on a GPU one. Maintainer shchur: 'the problem likely comes from conflicts among packages in the conda environment. Here are two possible ways to fix this: Downgrade tensorflow: micromamba install -c conda-forge tensorflow==2.15 - Remove tensorflow completely'; the poster: 'It worked!! ... After restarting kernel, I could run DeepAR, DLinear, PatchTST, SimpleFeedForward, TemporalFusionTransformer, TiDE, WaveNet and Chronos successfully.' The TensorFlow release of the SageMaker image clashing with PyTorch in one environment: no catalogue cause.",
        platform="linux",
    ),
)
