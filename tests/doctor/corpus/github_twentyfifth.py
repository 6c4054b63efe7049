# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A twenty-fifth set of real threads, gathered apart: notebooks, IDEs and interpreter choice.

Broken set-ups met where TensorFlow runs inside a tool rather than a plain terminal: PyCharm,
Spyder, Jupyter Notebook and console, nteract and JupyterHub kernels that did not get the
CUDA library path (LD_LIBRARY_PATH, DYLD_LIBRARY_PATH or PATH) the shell had; a notebook
kernel on another Python than the one holding TensorFlow; other notebooks' kernels holding
the GPU memory (out of memory, cuDNN failing to start); notebook kernels dying on a cuDNN
older or newer than TensorFlow was built with (a Jupyter Docker image, an AzureML
environment); hosted notebooks (Colab) whose CUDA did not match a pip-installed TensorFlow,
that needed a VM restart, or that got the CPU-only TensorFlow; native Windows after
TensorFlow 2.10 seen from Spyder; a JupyterHub systemd spawner that isolated the devices and
a venv that inherited another venv's CUDA library path (no catalogue cause).

Working runs: none met in this set.

At first look (the doctor after the twenty-fourth set's changes) the cause of 7 of the 17
broken logs was named, all first. Three broken logs have a cause the catalogue has no ID for.
Misses: TensorFlow working from a shell but not from the notebook or IDE (the kernel without
the shell's library path, three), Colab's CUDA older than a pip-installed nightly's, another
notebook holding the GPU's memory, cuDNN too old told in words, the CPU package in a notebook.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pycharm-venv-libcudnn-so5-env-not-inherited",
        source=_TF + "9530",
        text=r"""I get the following error when I try to run a python program:

`ImportError: libcudnn.so.5: cannot open shared object file: No such file or directory`

I understand this is a simple error most people would encounter when they start tensorflow. I did checked the solutions on Stackoverflow and I managed to run the same program in Terminal. What I did is I made an virtualenv and I activated it and when I try using python3 to run the program it successfully proceeds without any error. However the error always appear when I run the program in PyCharm even with python interpreter set to the location of virtualenv I created. Can someone tell me why as I had no idea why it works in terminal but not with PyCharm.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter closed it himself: 'PyCharm won't reserve bash environment unless evoked from command line. So the solution to he problem is to type `charm` from command line and everything works fine now.' The LD_LIBRARY_PATH set in the shell did not reach the IDE, so cuDNN could not be loaded. Prose with one error line.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-notebook-macos-cuda-dylib-path-not-set",
        source=_TF + "7602",
        text=r"""I am unable to import TensorFlow in Jupyter Notebook. I have attached the error log at the end of the post. I am able to import the CPU Version of the TensorFlow with no issue. I am also able to import TensorFlow in Python Console launched from Terminal. The path to python executable is same in both Console and Jupyter Notebook (`sys.executable` gave the output as `/Users/alice/miniconda3/bin/python` for both).

## EDIT:
I installed [JupyterLab](https://github.com/jupyterlab/jupyterlab) and to my surprise, TensorFlow imports with no errors when I open the ipynb file in JupyterLab. The problem arises only when I open the ipynb file with Jupyter Notebook.

### What related GitHub issues or StackOverflow threads have you found by searching the web for your problem?
I posted a question on StackOverflow and I was told to file an issue on GitHub.

http://stackoverflow.com/questions/42273323/error-importing-tensorflow-gpu-in-jupyter-notebook?noredirect=1#comment71720944_42273323

### Environment info
Operating System: MacOS Sierra 10.12.3

Installed version of CUDA and cuDNN: 
(please attach the output of `ls -l /path/to/cuda/lib/libcud*`):
````
lrwxr-xr-x  1 root     wheel        33 Feb 16 15:34 /usr/local/cuda/lib/libcuda.1.dylib -> /usr/local/cuda/lib/libcuda.dylib
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A commenter found LD_LIBRARY_PATH empty and suggested adding the CUDA lib folder to it; the reporter: 'I am using Mac OS and it worked. I had done `export DYLD_LIBRARY_PATH=...` following the CuDNN Install Guide ... I guess that does not work. Thank you so much for the help!' and closed it. The CUDA libraries were not on the library path the notebook got. 2017, when macOS still had CUDA builds; the error log itself is cut from the excerpt.",
        platform="macos",
    ),
    CorpusLog(
        name="spyder-windows-tf212-only-cpu-device",
        source=_GH + "spyder-ide/spyder/issues/20790",
        text=r"""I have followed this YouTube tutorial since I want to use GPU for tensorflow model training: https://www.youtube.com/watch?v=yLVFwAaFACk&ab_channel=DigitalSreeni. However, I was still not able to detect GPU of my computer in Spyder:
```
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())

[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 17504734730771000338
xla_global_id: -1
]
```
My system is Windows 11. My tensorflow version is 2.12.0. My GPUs are NVIDIA GeForce RTX 2060 and Intel® UHD Graphics 630. My NVIDIA CUDA version is 12.1. I used cudnn-windows-x86_64-8.8.1.3_cuda12-archive. My Anaconda is fully updated. My Spyder version is 5.4.2.
Any help will be much appreciated!""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A commenter: 'Starting from 2.11, the Windows builds of Tensorflow no longer support GPU ... Please downgrade to 2.10'; a Spyder maintainer agreed and the issue was labelled resolution:NotSpyder. The reporter did not dispute it.",
        platform="windows",
    ),
    CorpusLog(
        name="spyder-ubuntu-libcudnn-ld-library-path-not-from-terminal",
        source=_GH + "spyder-ide/spyder/issues/3720",
        text=r"""## Description of your problem
I could import tensorflow perfectly in terminal but in spyder2.7 there are mistakes above:
Couldn't open CUDA library libcudnn.so. LD_LIBRARY_PATH. 
I want to ask why it is different?  What i should do ? Thanks!

## Versions and main components

* Spyder Version: 2.7
* Python Version: 2.7.12
* Operating system: Ubuntu 16.04""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A Spyder maintainer: 'That's because Spyder reads your environment variables only if you start from a terminal.' (LD_LIBRARY_PATH set in the shell did not reach the IDE.) No dispute from the reporter in the thread as seen. The rest of the reporter's paste is a screenshot; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="vertex-notebook-oom-other-notebooks-hold-gpu",
        source=_GH + "GoogleCloudPlatform/practical-ml-vision-book/issues/6",
        text=r"""Hi, I found that some notebooks cause GPU OOM with TF2.6 (that doesn't happen with TF2.3).

Steps to reproduce:
1. Launch Vertex AI notebook from the menu "TensorFlow Enterprise 2.6 (with LTS) -> With 1 NVIDIA Tesla T4" (leaving other options as default).
2. Execute the notebook: https://github.com/GoogleCloudPlatform/practical-ml-vision-book/blob/master/02_ml_models/02b_neural_network.ipynb
3. At the following cell,
```
model = train_and_evaluate(batch_size=32, lrate=0.0001, l1=0, l2=0, num_hidden=128)
```
you will see the following OOM error.
```
2021-12-03 08:48:43.805276: W tensorflow/core/common_runtime/bfc_allocator.cc:457] Allocator (GPU_0_bfc) ran out of memory trying to allocate 73.50MiB (rounded to 77070336)requested by op Mul
If the cause is memory fragmentation maybe the environment variable 'TF_GPU_ALLOCATOR=cuda_malloc_async' will improve the situation. 
```
The full error message is [here](https://gist.github.com/enakai00/6479cfd90d734f613323b5a9071471c4).""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The reporter himself: 'it has nothing to do with TF versions. It was caused becase I was opening multiple notebooks' (other kernels held the GPU memory) and added a README note to shut down other notebooks' kernels.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-no-module-tensorflow-gpu-other-python",
        source=_GH + "jupyter/notebook/issues/3451",
        text=r"""Here is thing, I installed tensorflow-gpu==1.5.0 and library it needed. 
I didn't try any virtual environment, just installed them in local user's lib path.
Though I work well with python3 in terminal, but get 
`ImportError: no module named 'tensorflow'` 
in jupyter notebook. What makes this happened? And how to fix it?

P.S: tensorlfow_path -- '/usr/local/lib/python3.5/dist-packages/tensorflow'
        jupyter notebook_path -- '~/.local/bin/jupyter-notebook'
        I installed jupyter notebook without Anaconda""",
        expected_cause="tensorflow-not-installed",
        harmless=False,
        note="A Jupyter maintainer: 'It sounds like you're trying an import in two different installations of Python ... Python packages must be installed separately for each copy of Python you use'. The notebook's kernel Python had no TensorFlow. The reporter did not dispute it in the thread as seen; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-console-macos-homebrew-tf-gpu-import-fails-env",
        source=_GH + "jupyter/notebook/issues/2120",
        text=r"""I am using OSX 10.11 with homebrew python, and tensorflow GPU with cuda and cudnn installed.

Currently tensorflow imports correctly in both python and ipython:
```
Python 2.7.13 (default, Dec 17 2016, 23:03:43)
[GCC 4.2.1 Compatible Apple LLVM 8.0.0 (clang-800.0.42.1)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcublas.dylib locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcudnn.dylib locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcufft.dylib locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcuda.1.dylib locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcurand.dylib locally
>>>
```

Yet I am unable to import tensorflow in jupyter (I have tried both Jupyter notebook and Jupyter console):

```
Jupyter console 5.0.0

Python 2.7.13 (default, Dec 17 2016, 23:03:43)
Type "copyright", "credits" or "license" for more information.
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer suspected the environment variables from .bashrc did not reach Jupyter; the reporter: 'I tried the method in https://github.com/jupyter/notebook/issues/1290 (by ZlodeiBaal) and it works now' (setting the CUDA library path for the kernel). The Jupyter-side error is cut from the excerpt; the paste shows only the working terminal run; weak.",
        platform="macos",
    ),
    CorpusLog(
        name="nteract-windows-kernel-cudnn64-6-dll-not-on-path",
        source=_GH + "nteract/archived-desktop-app/issues/2054",
        text=r"""I created a new kernel to run tensorflow. When I run the kernel on the command line, or in jupyter notebook, I can import tensorflow without issue. On a Windows 10 version of nteract I get this issue: "ImportError: Could not find 'cudnn64_6.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable." Could nteract be interfacing with the ipython kernel differently?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="An nteract maintainer: nteract launches the kernel straight from kernel.json, not from your terminal, 'so it doesn't pick up your defaults ... add the path to `cudnn64_6.dll` in your %PATH% environment variable'. The reporter did not dispute it. Prose with the error line.",
        platform="windows",
    ),
    CorpusLog(
        name="colab-notebook-tf-nightly-gpu-needs-cuda-112-colab-has-110",
        source=_TF + "48096",
        text=r"""I still got the same error after

```
pip install tf-nightly-gpu

%tensorflow_version 2.x  
import tensorflow as tf  
device_name = tf.test.gpu_device_name()  
if device_name != '/device:GPU:0':
   raise SystemError('GPU device not found')
print('Found GPU at: {}'.format(device_name))
```
in output:
_**SystemError Traceback (most recent call last)

in ()
3 device_name = tf.test.gpu_device_name()
4 if device_name != '/device:GPU:0':
----> 5 raise SystemError('GPU device not found')
6 print('Found GPU at: {}'.format(device_name))

SystemError: GPU device not found**_

but comand
`!nvidia-smi`
get me:
**_NVIDIA-SMI 460.56 Driver Version: 460.32.03 CUDA Version: 11.2_**""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A TensorFlow maintainer: 'This is because colab hosts cuda 11.0 currently ... We can expect colab using cuda 11.2 once TF 2.5 is released' (the pip-installed nightly wants CUDA 11.2 libraries the notebook VM does not have); the reporter: 'You are damn right, i have got the same output.' The paste shows no library line (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-python3-gpu-runtime-gpu-device-not-found-vm-restart",
        source=_GH + "googlecolab/colabtools/issues/111",
        text=r"""Hi. I changed the setting in Colab to use Python 3 and GPU but I get the error msg: GPU device not found.
---------------------------------------------------------------------------
SystemError                               Traceback (most recent call last)
<ipython-input-4-d1680108c58e> in <module>()
      2 device_name = tf.test.gpu_device_name()
      3 if device_name != '/device:GPU:0':
----> 4   raise SystemError('GPU device not found')
      5 print('Found GPU at: {}'.format(device_name))

SystemError: GPU device not found

I tried to pip3 install --upgrade tensorflow and that did not help
I also tried pip3 install --upgrade tensorflow-gpu and that did not make any difference, instead added CuDA related errors.""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'fixed by killing the vm session and re-engaging: !kill -9 -1'. The notebook's VM had not picked up the GPU runtime change; restarting the runtime fixed it. No catalogue cause; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="n2v-notebook-cudnn-failed-other-jupyter-holds-gpu",
        source=_GH + "juglab/n2v/issues/22",
        text=r"""when I run this "pred_train = model.predict(input_train, axes='YX', n_tiles=(2,1))",
I have some errors:

`UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[{{node down_level_0_no_0/convolution}} = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](down_level_0_no_0/convolution-0-TransposeNHWCToNCHW-LayoutOptimizer, down_level_0_no_0/kernel/read)]]
	 [[{{node activation_11/Identity/_457}} = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_472_activation_11/Identity", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]`

what can i do?
Thanks for your help!""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="A maintainer: 'Any other notebook running?!? I usually encounter this when I have eg. another jupyter instance running I forgot about. ... a reboot should help'; the reporter: 'Thanks for your help! A reboot really helps.' (another kernel held the GPU memory, so cuDNN could not start). The reboot confirms it only indirectly; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyter-keras-docker-notebook-cudnn-71-vs-compiled-70",
        source=_GH + "windj007/docker-jupyter-keras-tools/issues/7",
        text=r"""I'm unable to run some notebooks due to the following issue: 

*Loaded runtime CuDNN library: 7104 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000)*

...

Full log:

```bash
2018-07-20 00:43:05.491803: E tensorflow/stream_executor/cuda/cuda_dnn.cc:396] Loaded runtime CuDNN library: 7104 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
2018-07-20 00:43:05.492799: F tensorflow/core/kernels/conv_ops.cc:712] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 
[I 00:43:08.479 NotebookApp] KernelRestarter: restarting kernel (1/5), keep random ports
```""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter: 'I fixed the problem locally by running the following inside the container' (apt-get install --allow-downgrades libcudnn7=7.0.4.31-1+cuda9.0), i.e. downgrading the image's cuDNN 7.1 to the 7.0 TensorFlow was built with; the notebook kernel died and restarted. The omitted lines are that fix.",
        platform="linux",
        consequences=frozenset({"tensorflow-crashed"}),
    ),
    CorpusLog(
        name="azureml-notebook-conda-env-cudnn-too-old-for-tf",
        source=_GH + "Azure/MachineLearningNotebooks/issues/1908",
        text=r"""The `azureml_py38_PT_TF` conda environment is broken and doesn't work as the current (as of 17/05/2023) as the default cuDNN binary is version `6.1`, which is not compatible with any version of tensorflow.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter's own workaround made it work: install cuDNN 8.6 from NVIDIA into /usr/local/cuda, ldconfig, and a fresh conda env with nvidia-cudnn-cu11==8.6.0.163 and tensorflow 2.12 plus an ipykernel. Prose only (no log); self-diagnosed; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyterhub-docker-kernel-without-ld-library-path-tf114",
        source=_TF + "35539",
        text=r"""After that I realized that plain python can run it, but not on JupyterHub. After a lot of trying I realized JupyterHub knows no LD_LIBRARY_PATH (var is empty or not set), but this is necessary for TensorFlow, isn't it?. Some research showed me that it does not apply all envs from the system for security reasons.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter (in a later comment of his own issue, a self-built CUDA Docker image with TF 1.14): 'To solve it, I had to change my Jupyter...' configuration so that the spawned notebooks get LD_LIBRARY_PATH; plain python in the container already worked. Prose only, from the reporter's comment rather than the description; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="jupyterhub-systemdspawner-isolate-devices-hides-gpu",
        source=_GH + "jupyterhub/jupyterhub/issues/2927",
        text=r"""(_this is a crossposting to [SO](https://stackoverflow.com/questions/60187732/jupyterhub-singleuser-not-able-to-use-tensorflow-gpu-support-using-systemdspawne), the [jupyterhub issue tracker](https://github.com/jupyterhub/jupyterhub/issues/2927) and the [jupyterhub/systemdspawner issue tracker](https://github.com/jupyterhub/systemdspawner/issues/67)_)

I have a private JupyterHub Setup using a `SystemdSpawner` where I try to run tensorflow with gpu support.

I followed the tensorflow [instructions](https://www.tensorflow.org/install/gpu) and alternatively tried a already provisioned AWS AMI (Deep Learning Base AMI (Ubuntu 18.04) Version 21.0) with NDVIDIA, both on AWS EC2 g4 instances.

On both setups I'm able to use tensorflow with gpu support in an (i)python 3.6 shell

```
>>> import tensorflow as tf
>>> tf.config.list_physical_devices('GPU')
2020-02-12 10:57:13.670937: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-02-12 10:57:13.698230: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'Problem solved. I was setting c.SystemdSpawner.isolate_devices = True ... now when trying to use GPUs was getting in my way.' The systemd sandbox of the single-user notebook hid the GPU device files. No catalogue cause (closest in spirit: a container started without GPUs). The visible paste is only the working shell run; the notebook-side output is cut from the excerpt; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="microwakeword-venv-inherits-other-venv-cuda-ld-library-path",
        source=_GH + "TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/63",
        text=r"""## Description

TensorFlow training can fail to detect the NVIDIA GPU even though GPU passthrough to the container is working correctly.

I traced this to the training process inheriting `LD_LIBRARY_PATH` entries from `.recorder-venv`.

`run.sh` adds the recorder environment's NVIDIA cuBLAS/cuDNN libraries to `LD_LIBRARY_PATH`:

```bash
export LD_LIBRARY_PATH="${WHISPER_CUDA_LIBRARY_PATH}${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}"
```

The microWakeWord training command subsequently activates the separate training venv:

```bash
source '/data/.venv/bin/activate' && train_wake_word ...
```

Activating the Python venv does not clear `LD_LIBRARY_PATH`, so TensorFlow in `/data/.venv` inherits the CUDA/cuDNN libraries from `.recorder-venv`.

In my case this causes TensorFlow 2.20.0 to fail GPU registration and training proceeds on CPU.

## Environment

- Container image: `ghcr.io/tatertotterson/microwakeword:latest`
- Image ID: `sha256:0d2e886178f8f1b15bbff262060a0e9c5c91b2e5c06513d1e411ba4fd2ce7c28`
- Host: TrueNAS SCALE
- GPU: NVIDIA GeForce RTX 3090 24 GB
- NVIDIA driver: `580.173.02`
- Driver CUDA capability reported by `nvidia-smi`: `13.0`
- TensorFlow: `2.20.0`
- TensorFlow CUDA build: `12.5.1`
- cuDNN: `9`

GPU passthrough itself is working correctly""",
        expected_cause=None,
        harmless=False,
        note="The reporter's own trace (issue still open, no maintainer reply seen): an LD_LIBRARY_PATH exported for another venv's NVIDIA pip libraries survives 'source .venv/bin/activate', so TensorFlow 2.20 loads the wrong CUDA/cuDNN libraries and skips GPU registration. Which library conflicts is not in the excerpt, so no catalogue cause is assigned; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="deepcell-colab-notebook-training-on-0-gpus-cpu-tensorflow",
        source=_GH + "vanvalenlab/deepcell-tf/issues/383",
        text=r"""**Is your feature request related to a problem? Please describe.**
Whenever I run the notebooks using Google Colab, in the training I get the following message: 
```
X_train shape: (90, 216, 256, 1)
y_train shape: (90, 216, 256, 1)
X_test shape: (10, 216, 256, 1)
y_test shape: (10, 216, 256, 1)
Output Shape: (None, 216, 256, 2)
Number of Classes: 2
Training on 0 GPUs
```

and Google Colabs sends a warning message about being on a GPU environment without using any GPU.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A maintainer: 'I think it's likely that `tensorflow` was installed rather than `tensorflow-gpu`. The two packages have been merged with TensorFlow 2' and later 'This is now resolved in release 0.8.1' (the notebook's pip install of the package pulled the CPU-only TensorFlow 1.x). Hedged diagnosis, not disputed; weak.",
        platform="linux",
    ),
)
