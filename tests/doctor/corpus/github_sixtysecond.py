# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, trailing spaces, whitespace-only lines, tabs)
"""A sixty-second set of real threads, gathered apart: GitHub issues and PR discussions on the trackers of applications and libraries built on TensorFlow (GAN, speech and TTS tools, Docker images, bio-imaging tools, conda, TensorBoard users), 2018-2025.

Broken kinds held: a TensorFlow that wants another CUDA release than the one installed (a Docker
image with CUDA 10.1 under a CUDA 11 TensorFlow, TF 1.14 on a cloud image without CUDA 10.0, a
TF/CUDA/cuDNN version mismatch, CudnnRNN kernels missing for want of CUDA 10.0, CUDA/cuDNN not
installed for deepspeech-gpu), a conda `tensorflow-gpu` that resolved to a build without GPU
support, an application that sets CUDA_VISIBLE_DEVICES=-1 itself, a Linux VM on a Mac with no
NVIDIA GPU, an RTX 5090 (Blackwell) that no TensorFlow release supports, a conda CUDA 11.0 ptxas
too old for an RTX 30xx (sm_86), and a package pinning tensorflow-gpu==2.7.0 that has no wheel for
the Python in use. Working runs: 2 (factory "already registered", TensorRT and CPU-feature lines).

At first look (the doctor of commit a5370ba, before this set was read) the cause was named in 5
of the 11 broken logs, 4 of them first; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faceswap-dockerfile-gpu-cuda101-under-tf-wanting-cuda110",
        source=_GH + "deepfakes/faceswap/issues/1170",
        text=r"""CUDA version incorrect in Dockerfile.gpu

The Dockerfile.gpu doesn't work for me. The built doesn't use GPU at all.

I found that tensorflow cannot find shared library file libXXXX.so.11.0 (If I remember correctly, it's libcudart.so.11.0). I realize that the tensorflow version installed needs CUDA 11.0. But the original Dockerfile.gpu installs the CUDA 10.1.""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. The poster found the cause himself and posted the fix in the same report: the image's base was CUDA 10.1 while the TensorFlow it installs looks for libcudart.so.11.0; rebuilding FROM nvidia/cuda:11.0.3-cudnn8-devel made the image use the GPU. No one disputed it (the issue was closed).",
        platform="linux",
    ),
    CorpusLog(
        name="docker-stacks-rtx5090-tf-gpu-images-skip-registering-gpu",
        source=_GH + "jupyter/docker-stacks/pull/2288",
        text=r"""FYI: I've also looked into getting the CUDA-enabled tensorflow-notebook working on the RTX5090, but at this moment there is no support at all from the TensorFlow project for anything more recent than CUDA 12.3. Even installing the nightly with `pip install tf-nigthly[and-cuda]` installs CUDA 12.3. Even the Docker images provided by the TensorFlow project report the following error (`tensorflow/tensorflow:nightly-gpu` and `tensorflow/tensorflow:latest-gpu`):

gpu_device.cc:2340] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...""",
        expected_cause="compute-capability-unsupported",
        note="2025. A comment in a PR thread (not an issue) by twalcari, who then tried TF 2.19 in b-data's CUDA 12.8 image; the b-data maintainer answered 'That is due to your setup/GPU and not b-data's/my image' and twalcari concluded 'it confirms that the RTX5090 with its Blackwell architecture is currently not supported by any of the TensorFlow releases'. Only NVIDIA's NGC TensorFlow image ran on it. The cause is the thread's conclusion; the quoted lines themselves only say libraries could not be opened.",
        platform="linux",
    ),
    CorpusLog(
        name="celeb-detection-gpu-training-on-cpu-tf-cuda-cudnn-mismatch-prose",
        source=_GH + "Giphy/celeb-detection-oss/issues/4",
        text=r"""GPU training not working

Hi
i'd like to do Training & Transfer Learning on my own data using my GPU but it's only using my CPU my GPU utilization 0%
Here is what i have done
- USE_GPU=true in .env
- changed to requirements_gpu.txt in setup.py
Does the tensorflow-gpu version has to be specific one ? can i use latest ?
Any suggestions ?""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only. The poster closed it himself the same day: 'i realised that tensorflow-gpu , cudnn , cuda version mismatched and causing problems i fixed this myself'.",
        platform="linux",
    ),
    CorpusLog(
        name="lpcnet-cudnnrnn-no-opkernel-xla-gpu-only-needs-cuda100",
        source=_GH + "xiph/LPCNet/issues/100",
        text=r"""InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN'

Sometimes you might get this error when you have XLA_GPUs configured and Tensorflow messes up (as always).""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose plus the error line. The poster reports his own fix in the same post: 'the solution is to install CUDA 10.0 ... and cuDNN 7' (the TensorFlow 1.x build wanted CUDA 10.0; with only XLA_GPU registered the cuDNN kernels were missing); another user replied that they hit the same issue. Platform not stated (apt-get instructions: Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="openseq2seq-parallels-vm-on-mac-no-gpu-registered-devices-cpu-xla-cpu",
        source=_GH + "NVIDIA/OpenSeq2Seq/issues/522",
        text=r"""Im trying to follow steps from 
nvidia.github.io/OpenSeq2Seq/html/installation.html
and 
https://nvidia.github.io/OpenSeq2Seq/html/speech-recognition.html#getting-started
to get pretrained model working but got following error

```
No OpKernel was registered to support Op 'CudnnRNNCanonicalToParams' used by node ForwardPass/ds2_encoder/cudnn_gru/cudnn_gru/CudnnRNNCanonicalToParams (defined at /home/alice/Work/OpenSeq2Seq/open_seq2seq/encoders/ds2_encoder.py:327) with these attrs: [rnn_mode="gru", seed2=252, seed=0, dropout=0, num_params=12, T=DT_FLOAT, input_mode="linear_input", direction="bidirectional"]
Registered devices: [CPU, XLA_CPU]
Registered kernels:
  <no registered kernels>

	 [[ForwardPass/ds2_encoder/cudnn_gru/cudnn_gru/CudnnRNNCanonicalToParams]]
```

I have no idea. How could I fix this?""",
        expected_cause="no-nvidia-driver",
        note="2020. The original path was /home/parallels/... (a Parallels VM). Asked a year later whether he had solved it, the reporter (replying as kirill-dev-pro, apparently the renamed account of the opener Zmeu213) said: 'I think my problem was on hardware side. On my macbook it failed but on pc with nvidia graphic ca[rd it worked]'. So no NVIDIA GPU/driver was reachable from that machine; another user's fix (install CUDA 10.0) was for his own case.",
        platform="linux",
    ),
    CorpusLog(
        name="caiman-demo-sets-cuda-visible-devices-minus-one-tf-finds-no-gpu",
        source=_GH + "flatironinstitute/CaImAn/issues/996",
        text=r"""tensorflow run from caimina fails to find CUDA device yet tensorflow from cli does it.

- **Tell us a bit about your setup**: 
 1. Operating system (Linux/macOS/Windows): 
 
 2. Python version (3.x): 
 Python 3.10.5 | packaged by conda-forge | (main, Jun 14 2022, 07:04:59) [GCC 10.3.0] on linux
 
3. Working environment (Python IDE/Jupyter Notebook/other):
Python
 
 4. Which of the demo scripts you're using for your analysis (if applicable):
 demo_caiman_basic.py

 6. CaImAn installation process (`pip install .`/`pip install -e .`/conda): 
mamba, not from source

- **Copy error log below**
alice@host ~/c/d/general> python demo_caiman_basic.py
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2022. Prose plus setup; the pasted log itself was not retrievable. Maintainer pgunn: CaImAn's demos 'internally set CUDA_VISIBLE_DEVICES to -1 to try not to use a GPU unless the user specifically requests it (see caiman/components_evaluation.py:evaluate_components_CNN())... it would not be surprising to see your exact output.' The poster did not dispute it and asked how to turn it off for demo_pipe_as_func.py.",
        platform="linux",
    ),
    CorpusLog(
        name="stylegan2-ada-gcp-notebook-tf114-no-gpu-devices-found",
        source=_GH + "NVlabs/stylegan2-ada/issues/74",
        text=r"""Hi, 
      I have trained on colab all is Perfect but when I train using Google Cloud Notebook I am getting  **RuntimeError: No GPU devices found**. I have installed tensorflow gpu using,  pip install tensorflow-gpu==1.14.0 also tried with 1 & 4 gpus.  Any solution Plz? 

Constructing networks...
Setting up TensorFlow plugin "fused_bias_act.cu": Failed!
Traceback (most recent call last):
  File "train.py", line 561, in <module>
    main()
  File "train.py", line 553, in main
    run_training(**vars(args))
  File "train.py", line 451, in run_training
    training_loop.training_loop(**training_options)
  File "/jet/prs/workspace/stylegan2-ada/training/training_loop.py", line 123, in training_loop
    Gs = G.clone('Gs')
  File "/jet/prs/workspace/stylegan2-ada/dnnlib/tflib/network.py", line 457, in clone
    net.copy_vars_from(self)
  File "/jet/prs/workspace/stylegan2-ada/dnnlib/tflib/network.py", line 490, in copy_vars_from
    src_net._get_vars()
  File "/jet/prs/workspace/stylegan2-ada/dnnlib/tflib/network.py", line 297, in _get_vars
    self._vars = OrderedDict(self._get_own_vars())
  File "/jet/prs/workspace/stylegan2-ada/dnnlib/tflib/network.py", line 286, in _get_own_vars
    self._init_graph()
  File "/jet/prs/workspace/stylegan2-ada/dnnlib/tflib/network.py", line 151, in _init_graph
    out_expr = self._build_func(*self._input_templates, **build_kwargs)
...""",
        expected_cause="cuda-libraries-missing",
        note="2021. The poster (shahik) answered his own issue: 'I solved it as, Deploy Cuda 10 deeplearning notebook google click to deploy' and set gcc 7 for the plugin build. TensorFlow 1.14 needs CUDA 10.0, which the first notebook image lacked; the gcc step only concerns compiling the custom op.",
        platform="linux",
    ),
    CorpusLog(
        name="anaconda-tensorflow-gpu-23-env-windows-gpu-device-name-empty",
        source=_GH + "ContinuumIO/anaconda-issues/issues/12194",
        text=r"""### Actual Behavior

GPU is not detected by tensorflow.
`tf.test.gpu_device_name()` gives empty string

### Expected Behavior

The GPU should be detected by Tensorflow.
This was working on earlier tensorflow-gpu version 2.1(MX150 GPU), on 2.3 it does not work.

### Steps to Reproduce

Create new enivornment and install tf-gpu
`conda create --name tf_gpu tensorflow-gpu `
Import tensorflow and check if it detects gpu

##### Anaconda or Miniconda version:
conda 4.9.2

##### Operating System:
Windows 10
##### `conda info`

conda 4.9.2

```
 active environment : tf_gpu
    active env location : C:\Users\alice\.conda\envs\tf_gpu
            shell level : 1
       user config file : C:\Users\alice\.condarc
 populated config files : C:\Users\alice\.condarc
          conda version : 4.9.2
    conda-build version : 3.18.11
         python version : 3.8.3.final.0
       virtual packages : __cuda=11.1=0
                          __win=0=0
                          __archspec=1=x86_64
       base environment : C:\ProgramData\Anaconda3  (read only)
           channel URLs : https://repo.anaconda.com/pkgs/main/win-64
                          https://repo.anaconda.com/pkgs/main/noarch
                          https://repo.anaconda.com/pkgs/r/win-64
                          https://repo.anaconda.com/pkgs/r/noarch
...
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Thread, not a maintainer: another user found the env held no cudatoolkit/cudnn and solved it with tensorflow-gpu=2.1; ZOUG explained 'the installation engine fails to select the appropriate tensorflow build' and that pinning the gpu_py38 build of tensorflow fixes it. The poster's own workaround (pip tensorflow with CUDA in a venv) then detected the GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="n2v-rtx30-cudatoolkit110-ptxas-sm86-not-defined-slow-training",
        source=_GH + "juglab/n2v/issues/119",
        text=r"""OK, so I think I've fixed some of it.  I changed the N2V installation procedure to:

```
conda create --name n2v python=3.7
conda activate n2v
conda install -c anaconda cudatoolkit
conda install cudatoolkit=11.0.*
conda install cudnn=8.0.*
conda install jupyter
pip install tensorflow-gpu==2.4.1
pip install n2v
```

However, the string of warning messages after `model = N2V(config, model_name, basedir=basedir)` still exists, but executes quickly.

Then, when I run the training I get a repeating message of:

`
2022-03-04 19:57:19.446524: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'

Which eventually finishes but the messages cause the training to move very slowly.  I know that because if I do a low number of epochs and steps, then execute the training cell again once finished, the error messages go away and everything goes according to plan.""",
        expected_cause="ptxas-too-old",
        note="2022. A later post by the opener (snoreis) of 'Issue with XLA devices'. Weak confirmation: no one else answered; the poster's own test (a second run after the first finishes is fast and quiet) fits TensorFlow's own message that the CUDA 11.0 ptxas from conda does not know sm_86 (an RTX 30xx), so the driver compiles PTX instead. The GPU is used; training is slow until the kernels are cached.",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-gpu-gtx1070-cuda8-not-installed-ld-debug-libcublas",
        source=_GH + "mozilla/DeepSpeech/issues/1210",
        text=r"""error when running inference through deepspeech-gpu on GeForce GTX 1070 with Cuda 8 enabled GPU and ubuntu 16.04 LTS.

...
     17011:	  trying file=../local_config_cuda/cuda/lib64/x86_64/libcublas.so.8.0
     17011:	  trying file=../local_config_cuda/cuda/lib64/libcublas.so.8.0
     17011:	  trying file=../local_config_cuda/cuda/extras/CUPTI/lib64/tls/x86_64/libcublas.so.8.0
     17011:	  trying file=../local_config_cuda/cuda/extras/CUPTI/lib64/tls/libcublas.so.8.0
     17011:	  trying file=../local_config_cuda/cuda/extras/CUPTI/lib64/x86_64/libcublas.so.8.0
     17011:	  trying file=../local_config_cuda/cuda/extras/CUPTI/lib64/libcublas.so.8.0
     17011:	 search path=/home/alice/.local/lib/python2.7/site-packages/deepspeech/lib:/home/alice/.local/lib/python2.7/site-packages/deepspeech/tls/x86_64:/home/alice/.local/lib/python2.7/site-packages/deepspeech/tls:/home/alice/.local/lib/python2.7/site-packages/deepspeech/x86_64:/home/alice/.local/lib/python2.7/site-packages/deepspeech		(RPATH from file /home/alice/.local/lib/python2.7/site-packages/deepspeech/_model.so)
     17011:	  trying file=/home/alice/.local/lib/python2.7/site-packages/deepspeech/lib/libcublas.so.8.0
     17011:	  trying file=/home/alice/.local/lib/python2.7/site-packages/deepspeech/tls/x86_64/libcublas.so.8.0
...""",
        expected_cause="cuda-libraries-missing",
        note="2018. Only a fragment of the poster's LD_DEBUG trace was retrievable (the TensorFlow-based deepspeech-gpu library searching for libcublas.so.8.0). Maintainer lissyx: 'Yes, you absolutely have to install CUDA and CUDNN'; reuben: 'you need CUDA if you want to leverage your GPU'; the poster: 'Thanks a lot for clarifying.'",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflowtts-pins-tensorflow-gpu-270-no-wheel-for-this-python",
        source=_GH + "TensorSpeech/TensorFlowTTS/issues/790",
        text=r""">pip install TensorFlowTTS
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.7.0 (from tensorflowtts) (from versions: 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.12.0)
ERROR: No matching distribution found for tensorflow-gpu==2.7.0""",
        expected_cause="python-version-unsupported",
        note="2023. Weak: the maintainers never answered (labelled wontfix). The pip list itself starts at 2.8.0rc0, the first tensorflow-gpu with Python 3.10 wheels, and the other reporters in the thread were on Python 3.10 ('Note, running Python 3.10') and on Colab; the package pins tensorflow-gpu==2.7.0, which has no wheel for that Python. The poster: 'if i update it breaks alot of stuff.'",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="dmlcloud-tensorboard-import-factory-already-registered-lines",
        source=_GH + "sehoffmann/dmlcloud/issues/38",
        text=r"""```
2025-01-06 12:46:04.065693: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT w
hen one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1736163964.084812 3415088 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1736163964.090767 3415088 cuda_blas.cc:1418] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registe
red
2025-01-06 12:46:04.109737: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical
 operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
```""",
        expected_cause=None,
        harmless=True,
        note="2025. Opened by the library's own author (sehoffmann) under the title 'Tensorboard related cuFFT warning': the lines come from TensorFlow being imported by TensorBoard logging in a (PyTorch) training run that otherwise works; nothing is broken.",
        platform="linux",
    ),
    CorpusLog(
        name="camp-zipnerf-jax-on-cuda-tf-factory-and-tensorrt-warnings",
        source=_GH + "jonbarron/camp_zipnerf/issues/10",
        text=r"""Hi, I hope you don't mind, but could you tell me if any of the errors/warnings underneath, selected and copied during the process, are problematic and/or potentially do hurt the performance of your code on my system?

`E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered`

`E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered`

`E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered`

`W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT`

`I0124 13:07:20.764660 140638609667136 xla_bridge.py:660] Unable to initialize backend 'rocm': NOT_FOUND: Could not find registered platform with name: "rocm". Available platform names are: CUDA`

`I0124 13:07:20.768469 140638609667136 xla_bridge.py:660] Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory`

`Warning: image_path not found for reconstruction`

`I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized""",
        expected_cause=None,
        harmless=True,
        note="2024. Weak: no one answered. The lines were 'selected and copied during the process' of a run that went on (JAX found the CUDA platform); the poster only asks whether they matter. TensorFlow is imported alongside JAX for data loading; the factory, TensorRT and CPU-feature lines are the usual harmless ones.",
        platform="linux",
    ),
)
