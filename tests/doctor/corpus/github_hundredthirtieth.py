# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-thirtieth set of real threads, gathered apart, from first-person write-ups outside issue trackers: READMEs, setup notes and blog posts kept in GitHub repositories, in which the author shows their own TensorFlow set-up on an NVIDIA GPU and says what fixed it (2018-2026).

Broken kinds held: the CUDA/cuDNN release TensorFlow was built for not installed or not on the
library path (a CUDA 11 runtime on Windows, cuDNN 9 for TF 2.19, pip cuDNN/cuBLAS off
LD_LIBRARY_PATH, CUDA 9.0 for tensorflow-gpu 1.8, cuDNN 8's zlibwapi.dll on Windows), a
CPU-only TF 2.18 on native Windows, and one with no catalogue cause (a Docker latest-gpu image
that saw no GPU where an older image did). Working runs: 1.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in 4
of the 7 broken logs, all first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="tf220-pip-cudnn9-cublas-not-on-ld-library-path-rtx2060-readme",
        source="https://github.com/Tadashi-Sugahara/gpu_computing/blob/main/README_GPU_SETUP.md",
        text=r"""### 問題
TensorFlowがGPUを認識できず、以下のエラーが発生していました：
Cannot dlopen some GPU libraries. 
GPUが検出されませんでした

## システム環境

- **GPU**: NVIDIA GeForce RTX 2060
- **ドライバー**: 580.126.09
- **CUDA**: 12.0
- **cuDNN**: 9.19.0 (pip経由)
- **TensorFlow**: 2.20.0

## インストールされているGPUライブラリ

nvidia-cudnn-cu12==9.19.0.56
nvidia-cublas-cu12==12.9.1.4
cupy-cuda12x==13.6.0""",
        expected_cause="cuda-libraries-missing",
        note="2026 (README committed 2026-02-08). The author's own write-up of their set-up (Japanese): cause stated as 'cuDNNライブラリは`pip`でインストール済みだった / しかし、TensorFlowが動的ライブラリを見つけられなかった / `LD_LIBRARY_PATH`環境変数が設定されていなかった'; fixed by exporting the venv's site-packages/nvidia/*/lib directories on LD_LIBRARY_PATH before starting Python, after which the GPU test ran (GPU matmul and CNN timings shown). TF 2.20.0 with nvidia-cudnn-cu12 and nvidia-cublas-cu12 installed by pip; the write-up does not say whether tensorflow[and-cuda] was used.",
        platform="linux",
    ),
    CorpusLog(
        name="korean-blog-windows-tf25-cudart64-110-missing-then-cusolver-cudnn",
        source="https://github.com/lazyduo/lazyduo.github.io/blob/master/_posts/2021-04/2021-04-30-tenserflow-tutorial.md",
        text=r"""## 험난했던 TensorFlow 설치 여정

`$ pip install tensorflow`

여기까지는 좋았다.

잘 되는 줄 알았으나 `import tensorflow`하고 샘플코드 실행하면 에러 발생...


2021-05-01 03:31:39.741247: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found

어쩌구 저쩌구

2021-05-01 03:31:39.760589: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1766] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...

아니 맘대로 스킵하지 말라고..

위 얘기는 대충 GPU에 맞는 library `.dll`이 없다는 건데, 설치 가이드를 아무리 읽어봐도 잘 이해가 되지 않는다. 난 분명 튜토리얼 대로 GPU로 동작 시키기 위해 깔라는 NVIDIA CUDA, cuDNN 다 설치했는데도 뭔가 이상하다.

아무래도 `TensorFlow - CUDA - cuDNN` 들의 버전이 모두 맞아야 하는 것 같아서 제대로 명시된 버전 맞춰서 깔아보았다. 아깐 Successfully 같은건 
없었는데 그래도 뭔가 더 나아진 것 같다. 근데 문제는 아직도 GPU Skip 해버린다.. 
아직 찾을 수 없는 `cusolver64_11.dll`, `cudnn64_8.dll` 다시 한 번 찾아보자


2021-05-01 03:57:34.990431: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cudart64_110.dll
2021-05-01 03:57:35.024535: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublas64_11.dll
2021-05-01 03:57:35.024892: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cublasLt64_11.dll
2021-05-01 03:57:35.041351: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cufft64_10.dll
2021-05-01 03:57:35.048298: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library curand64_10.dll
2021-05-01 03:57:35.051251: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cusolver64_11.dll'; dlerror: cusolver64_11.dll not found
2021-05-01 03:57:35.063360: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library cusparse64_11.dll
2021-05-01 03:57:35.066483: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudnn64_8.dll'; dlerror: cudnn64_8.dll not found""",
        expected_cause="cuda-libraries-missing",
        note="2021. The author's own blog post (Korean, Windows .dll names): first no CUDA 11 runtime (cudart64_110.dll), then with other versions cusolver64_11.dll and cudnn64_8.dll still missing; the author installed CUDA v11.1.0 ('v11.3도 해보고 v11.0도 해봤지만 v11.1을 안 해본 내 잘못이다') and corrected the cuDNN PATH entry, then 'Adding visible gpu devices: 0 ... 성공!', final 'TensorFlow(2.5.0) - CUDA v11.1.0 - cuDNN v8.0.5(for CUDA 11.1)'.",
        platform="windows",
    ),
    CorpusLog(
        name="docker-latest-gpu-image-sees-no-gpu-2130-image-does-readme",
        source="https://github.com/akalosha/tensorflow-with-gpu-support-in-docker/blob/main/README.md",
        text=r"""Official setup page for tensorflow:
https://www.tensorflow.org/install/docker

Unfortunately, with the settings from there, the container did not see my GPU.

Command to run docker:

$ docker run --gpus all -it tensorflow/tensorflow:latest-gpu bash

The command to check the GPU is:

import tensorflow as tf;
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))

Output: Num GPUs Available:  0""",
        expected_cause=None,
        note="2025 (repository created 2025-10-26). The author's own README: `tensorflow/tensorflow:latest-gpu` run with `--gpus all` gave 'Num GPUs Available:  0'; the author put it down to the host's 'new cuda version (13.0)' that TensorFlow does 'not supprot it yet' and found that `tensorflow/tensorflow:2.13.0-gpu` gives 'Num GPUs Available:  1' ('Container can see my GPU'). What the author confirmed is only 'the latest-gpu image sees no GPU on this host, the 2.13.0-gpu image does'; the GPU model, driver and TF log are not given, so no catalogue ID is named. Host OS not stated (Docker with --gpus, taken as Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tf210-conda-kernel-crash-zlibwapi-dll-missing-readme",
        source="https://github.com/NegarRahimi/Kernel-Crash-Error-TensorFlow-GPU-/blob/main/README.md",
        text=r"""# Kernel Crash Error TensorFlow GPU
I'm sharing this in hopes of saving you some time—it took me a while to figure out the issue!
I was trying to run my Python code using TensorFlow with GPU support instead of CPU. After finding the correct versions of everything and making sure my code was running on the GPU, I ran a convolutional code, and the kernel crashed!

In case it helps:
I'm using a Windows laptop with an NVIDIA GeForce RTX 4050 GPU.
Here are the versions that worked for me:
•	TensorFlow: 2.10
•	CUDA: 11.8
•	Python: 3.10.18""",
        expected_cause="cuda-libraries-missing",
        note="2025 (repository created 2025-09-22). Prose only. The author's own README: the Jupyter kernel crashed on a convolution although the code ran on the GPU; 'In my case, the file was missing—and this was the reason the kernel crashed' (zlibwapi.dll absent from the conda env's Library\\bin); copying zlibwapi.dll from a PyTorch env into the TensorFlow env fixed it. zlibwapi.dll is a dependency of cuDNN 8.x on Windows. Gathered with no ID (None); given cuda-libraries-missing when the set was registered, the ID whose texts name zlibwapi.dll (rules.py ZLIB_EXPLANATION). A miss at first look either way: the paste does not name the file.",
        platform="windows",
    ),
    CorpusLog(
        name="japanese-notes-windows11-tf218-tensorflow-intel-cpu-rtx2080",
        source="https://github.com/h-seno-tokai/B3presentation/blob/main/GPU%E8%AA%8D%E8%AD%98%E3%81%AE%E3%81%9F%E3%82%81%E3%81%AE%E6%82%AA%E6%88%A6%E8%8B%A6%E9%97%98.md",
        text=r"""# GPU 対応 機械学習 セットアップ奮闘記

## 1. 概要

Windows 11 + Anaconda 環境において、NVIDIA GPU (RTX 2080) を使った TensorFlow の実行がうまくいかなかった問題を解決するまでの記録です。  
以下のような流れで試行錯誤を行い、最終的に **GPU を認識する TensorFlow** を使えるようになりました。

- OS: Windows 11
- GPU: NVIDIA GeForce RTX 2080
- Python Distribution: Anaconda (miniconda / anaconda3)
- 目的: TensorFlow (GPU 対応) + CUDA/cuDNN を正しくセットアップし、MNIST などの学習を高速化する

## 2. 当初の問題

1. **GPU が認識されない**  
import tensorflow as tf
print(tf.config.list_physical_devices('GPU'))
# 結果: []
   となり、GPU が空リスト。

2. **Windows に最新 CUDA (12.6) をインストールしていた**  
   - しかし、TensorFlow 公式が対応しているのは主に CUDA 11.x。  
   - さらに、`where nvcc` で CUDA 12.6 が表示されてしまう。  

...

   - 当初は `pip install --upgrade tensorflow` で最新（2.18.x）を入れようとしたが、 ...""",
        expected_cause="windows-native-no-gpu",
        note="2025 (notes committed 2025-01-13/14). The author's own notes (Japanese): the latest TF (2.18.x) from `pip install --upgrade tensorflow` 'tensorflow-intel（CPU版）が入り GPU を認識せず'; after `pip install --upgrade tensorflow==2.10.*` in a conda env with cudatoolkit 11.8 + cuDNN 8.x, 'これで GPU が認識された！'; lesson: '最新の TensorFlow (2.13, 2.18 等) だと Windows で GPU 版が配布されていないケースがある'. The text stops where the notes go on to the diagnosis.",
        platform="windows",
    ),
    CorpusLog(
        name="sionna-rt-notes-tf219-wants-libcudnn9-only-libcudnn8-installed",
        source="https://github.com/Iwaki09/V2X_Network_Simulation/blob/main/prototype2/CUDA_cuDNN_Debugging_Knowledge.md",
        text=r"""Sionna RT を実行しようとした際に、TensorFlowがGPUを正しく認識せず、以下のエラーメッセージが表示されました。

RuntimeError: No GPU found. SIONNA RT requires a GPU.
E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
E0000 ... cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 ... cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W0000 ... computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.

$ strace -e openat python3 prototype2/main.py
openat(AT_FDCWD, "/usr/local/lib/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = -1 ENOENT (そのようなファイルやディレクトリはありません)
openat(AT_FDCWD, "/usr/local/cuda/lib64/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = -1 ENOENT (そのようなファイルやディレクトリはありません)

$ dpkg -l | grep cudnn
ii libcudnn8 8.9.7.29-1+cuda12.2 amd64 cuDNN runtime libraries

$ find /usr/local/cuda* -name nvcc
# 出力例: /usr/local/cuda-12.9/bin/nvcc""",
        expected_cause="cuda-libraries-missing",
        note="2025 (notes committed 2025-08-15; the project's notes read as written with an assistant, e.g. '実行コマンド (ユーザーが手動で実行)'). Sionna RT on TensorFlow 2.19.0 in a .venv: strace showed TF looking for libcudnn.so.9 while only libcudnn8 8.9.7.29 was installed; fixed by `sudo apt-get install libcudnn9-cuda-12` plus LD_LIBRARY_PATH=/usr/local/cuda-12.9/lib64, after which 'RuntimeError: No GPU found エラーが解消され、TensorFlowがGPUを認識できるようになりました'. (The notes' claim that TF 2.19 supports cuDNN 8.9.7 is their own and is not what the fix shows.)",
        platform="linux",
    ),
    CorpusLog(
        name="japanese-notes-tf-gpu-180-libcublas-so-90-import-error",
        source="https://github.com/sasakishun/setting/blob/master/set.md",
        text=r"""まず**tensorflow-gpu**をver**1.8.0**にアップデートしてみる
$sudo pip3 install --upgrade tensorflow-gpu
こんなエラーが出てくる
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2018 (committed 2018-06-22). The author's own setup notes (Japanese, Ubuntu 16.04 cuDNN debs): after upgrading to tensorflow-gpu 1.8.0 the import failed on libcublas.so.9.0; installing cuda-9-0 and cuDNN 7.1.4 for CUDA 9.0 fixed it: 'tensorflow-gpu 1.8.0が使用可能になった。'",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-blog-tf-factory-trt-numa-lines-rtx3050-laptop-works",
        source="https://github.com/dingdingqiuqiu/dingdingqiuqiu.github.io/blob/master/source/_posts/tensorflow%E4%BD%BF%E7%94%A8%E8%AD%A6%E5%91%8A.md",
        text=r"""2024-09-13 00:03:04.282338: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
// 
2024-09-13 00:03:04.351321: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-09-13 00:03:04.372352: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1452] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-09-13 00:03:04.508856: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-09-13 00:03:05.940357: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1726156987.392321  125977 cuda_executor.cc:1001] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
I0000 00:00:1726156987.582220  125977 cuda_executor.cc:1001] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
I0000 00:00:1726156987.582324  125977 cuda_executor.cc:1001] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
Num GPUs Available:  1
...
2024-09-13 00:03:08.001094: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2112] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
I0000 00:00:1726156988.001174  125977 cuda_executor.cc:1001] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2024-09-13 00:03:08.001553: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2021] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 1767 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3050 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
tf.Tensor(
[[1. 3.]
 [3. 7.]], shape=(2, 2), dtype=float32)""",
        expected_cause=None,
        harmless=True,
        note="2024 (post dated 2024-09-12). Working run: 'Num GPUs Available:  1' and 'Created device ... GPU:0 ... NVIDIA GeForce RTX 3050 Laptop GPU', the matmul returned; the author (Chinese blog post translating the Stack Overflow answer on these lines) calls them '实际上并不能算作严重的问题，警告而已'. Lines shown: cuFFT/cuDNN/cuBLAS factory already registered, TF-TRT could not find TensorRT, NUMA node could not be read. The 'could not open file to read NUMA node' lines look like WSL2, but the post shows its environment only as an image (not read); platform left as linux. Eight repeated NUMA line pairs shortened to '...'.",
        platform="linux",
    ),
)
