# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-forty-fourth set of real logs in notes written in other languages than English, kept in GitHub repositories (code corpus): install notes and knowledge-base pages in Turkish and Chinese (alperyazar/www, webDrag0n/Knowledge-Base, SusurHe/Win11Wsl2CudaDoc), each pasting the output its author met while setting up TensorFlow on an NVIDIA GPU.

Broken kinds held (2): cuDNN not installed at all for a TensorFlow 1.4 GPU build on Windows (the
self-check script's 'Could not load cudnn64_5.dll'), and XLA not finding libdevice
(knowledge-base page with the fix for that one line). Working runs: 1 (WSL2, TensorFlow 2.6 lists
the GPU after three 'could not open file to read NUMA node' lines, which the author calls
harmless). All three are file records (blog posts and notes kept in repositories), none from
issue threads. Each note translates the author's confirmation and gives the original words in
brackets.

Small set: most notes of this kind are already in the corpus or have no confirmation, and many
of the rest are generated guides with no output met by their authors. Left out: a Japanese WSL2 note whose 'GPU not recognised' fix was installing
TensorRT (its later cuDNN lines came from JAX, not TensorFlow); a Thai page on
factory-registration lines and cuInit error 303 on Colab (generic explanation, hedged 'no GPU or
GPU not ready'); a Vietnamese GPU setup guide with no output of a real run. The working run is
weaker than most: its output shows the GPU listed as a physical device, not a training step.

At first look (the doctor of commit 9f88e13) the cause was named in 2 of the 2 broken logs, both
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="alperyazar-win-tf14-self-check-cudnn64-5-dll-not-found",
        source=_GH
        + "alperyazar/www/blob/4459906ce4f947713768f6c58a9e24296a1da0a7/src/_posts/2018-02-10-tensorflow-nvidia-keras-kurulumu.md",
        text=r"""- Could not load 'cudnn64_5.dll'. The GPU version of TensorFlow
  requires that this DLL be installed in a directory that is named in
  your %PATH% environment variable. Note that installing cuDNN is a
  separate step from installing CUDA, and it is often found in a
  different directory from the CUDA DLLs. You may install the
  necessary DLL by downloading cuDNN 5.1 from this URL:
  https://developer.nvidia.com/cudnn

- Could not find cuDNN.""",
        expected_cause="cuda-libraries-missing",
        note="2018 (Turkish install notes prepared in November 2017: TensorFlow 1.4 GPU, CUDA 8.0, Python 3.6.3 64-bit, Windows 7/10). Output of tensorflow_self_check.py after installing tensorflow-gpu. The author's own solution section ('Çözüm') states the cause: cuDNN was simply not installed yet, 'this is nothing to be afraid of, we need to install a few more things on our system' ('Bu korkulacak bir şey değil. Sistemimize birkaç şey daha kurmamız gerekiyor'); download cuDNN v6.0 for CUDA 8.0, extract it, add its bin folder to PATH, restart, and rerun the self-check: 'the error should be gone' ('Hatanın gitmiş olması gerekir'). Odd: the script names cuDNN 5.1, but TensorFlow above 1.3 needs v6; the author notes 'although the script tells us to install v5, once v5 is installed it says you should have installed v6' ('Script bize v5 kurun dese de v5'i kurunca bu sefer v6 kurmalıydın ama yanlış oldu diyor').",
        platform="windows",
    ),
    CorpusLog(
        name="webdrag0n-kb-libdevice-not-found-windows-conda",
        source=_GH
        + "webDrag0n/Knowledge-Base/blob/4a0ee337aa6cfb18fa9e1f8ddeb7bba3b717e5f3/pages/Tensorflow.md",
        text=r"""InternalError: libdevice not found at ./libdevice.10.bc""",
        expected_cause="xla-libdevice-missing",
        note="2022. A Chinese Logseq knowledge-base page on installing TensorFlow (CUDA 11.2, cuDNN 8.1); one line only. Under 'handling errors after installation' ('安装后报错处理') the page gives the fix for exactly this line, taken from Stack Overflow question 68614547 ('TensorFlow libdevice not found'), 'for Windows user': install cudatoolkit with conda, copy libdevice.10.bc into a new bin\\nvvm\\libdevice folder, and set the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=C:\\ProgramData\\Anaconda3\\Library\\bin, then restart the shell. The page does not show a later run.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="susurhe-wsl2-rtx3070ti-tf26-numa-node-file-missing",
        source=_GH
        + "SusurHe/Win11Wsl2CudaDoc/blob/17bd219596e8ba5badf67d3683f3704424caeea8/README.md",
        text=r"""root@host:~/alice/PythonProject# python3 -u "/root/alice/PythonProject/tf_test.py"
True
2022-04-18 13:46:52.440924: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:923] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2022-04-18 13:46:52.464878: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:923] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2022-04-18 13:46:52.465102: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:923] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'), PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="2022. Chinese set-up notes for Windows 11 + WSL2 (Ubuntu 20.04), RTX 3070 Ti, CUDA 11.2 with cuDNN, pip tensorflow==2.6.0; the script prints tf.test.is_built_with_gpu_support() and tf.config.list_physical_devices(). The GPU is listed as a physical device (in TensorFlow 2.6 only once its CUDA libraries loaded). The author right below the output: 'this could not open file to read NUMA node warning is a common ailment of WSL; the official explanation is that it is a harmless warning, and it runs normally' ('这个`ould not open file to read NUMA node:...`的警告是wsl的通病, 官方的解释是无害警告, 可以正常运行'). No training step is shown. User and host names replaced.",
        platform="linux",
    ),
)
