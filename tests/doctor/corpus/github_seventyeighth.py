# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-eighth set of real threads, gathered apart: GitHub issues on the trackers of bindings and runtimes of TensorFlow other than Python's (TensorFlow.js node, libtensorflow C, TensorFlow Java, TensorFlow.NET, R's tensorflow/keras, Julia, Rust, Go, ML.NET) and of TF Serving, 2018-2023.

Broken kinds held: R's tensorflow (through reticulate) unable to load the cuDNN it needs while the
same machine's Python sees the GPU, the Rust crate's GPU feature on native Windows after
TensorFlow 2.10 (no Windows GPU libtensorflow exists), tfjs-node-gpu on Windows silently falling
back to the CPU-only libtensorflow, and GPUs older than the compute capability that the
libtensorflow 1.14 binary (used by tfjs-node-gpu and by RedisAI's TensorFlow backend) accepts.
Working runs: 1 (R keras on Pop!_OS: the GPU device is created, the poster calls the NUMA line
and the rest "rather confusing error messages").

Only two of the six threads were opened in 2023 or later: the search index holds few 2023-2026
threads on these trackers whose confirmation could be read (most recent ones met were already in
the corpus, still open, or closed without a visible cause). Several texts are cut where the
stored copy of the thread was cut; the cut is marked with "...".

At first look (the doctor of commit 3097679, before this set was read) the cause was named in 3
of the 5 broken logs, all first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="r-tensorflow-213-reticulate-cannot-dlopen-cudnn-python-sees-gpu",
        source=_GH + "rstudio/tensorflow/issues/580",
        text=r"""First, I want to thank the RStudio/Posit people for all the wonderful packages.

After a lot of work, I managed to set up tensorflow 2.13.0 on my Acer Nitro 5 (Ubuntu 22.04) with GPU support (NVidia GP107M [GeForce GTX 1050 Ti Mobile]).

When I run the following from the bash shell (with my conda "r-reticulate" environment activated)

conda activate r-reticulate
python -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"

*tensorflow detects my GPU without problem*:

2023-08-24 14:22:14.775474: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-08-24 14:22:16.309070: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:995] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
...

I used `tensorflow::install_tensorflow(method = 'virtualenv')`.

It still complains about not finding TensorRT, but now, instead of returning an empty list, it returns the CPU (not the NVidia GPU):

> tensorflow::tf$config$list_physical_devices()
2023-08-24 18:20:46.966749: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-08-24 18:20:55.640925: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-08-24 18:21:04.848258: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:995] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2023-08-24 18:21:05.175078: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1960] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU.
...""",
        expected_cause="cuda-libraries-missing",
        note="2023. TensorFlow 2.13 from R (reticulate) on Ubuntu 22.04; the first post's Python check in the activated conda env sees the GPU, the R session does not ('Cannot dlopen some GPU libraries'). The poster (fnaufel) confirmed the fix himself: after `remotes::install_github(\"rstudio/tensorflow\")` the new `install_tensorflow()` pip-installs 'tensorflow==2.13.*' 'nvidia-cudnn-cu11==8.6.*' and prints 'creating symlinks' for the libcudnn*.so.8 files into the tensorflow package, and then 'Good news! Now the GPU is detected by tf in R!' (the maintainer's issue rstudio/tensorflow#569: from TF 2.12 the pip cuDNN is not found unless it is on the library path). So the R-side TensorFlow could not load cuDNN. The first post's text and the R log are cut where the stored thread was cut.",
        platform="linux",
    ),
    CorpusLog(
        name="rust-tensorflow-gpu-feature-windows-native-tf211-no-gpu-libtensorflow",
        source=_GH + "tensorflow/rust/issues/400",
        text=r"""> # clone this repository
> git checkout v0.20.0
> cargo b --features=tensorflow_gpu
    Blocking waiting for file lock on build directory
   Compiling tensorflow-sys v0.23.0 (D:\workspace\tensorflow\rust\tensorflow-sys)
error: failed to run custom build command for `tensorflow-sys v0.23.0 (D:\workspace\tensorflow\rust\tensorflow-sys)`

Caused by:
  process didn't exit successfully: `D:\workspace\tensorflow\rust\target\debug\build\tensorflow-sys-21babaa47e976cd4\build-script-build` (exit code: 101)
  --- stdout
  cargo:rerun-if-env-changed=TENSORFLOW_NO_PKG_CONFIG
  cargo:rerun-if-env-changed=PKG_CONFIG_x86_64-pc-windows-msvc
  cargo:rerun-if-env-changed=PKG_CONFIG_x86_64_pc_windows_msvc
  cargo:rerun-if-env-changed=HOST_PKG_CONFIG
  cargo:rerun-if-env-changed=PKG_CONFIG
  cargo:rerun-if-env-changed=TENSORFLOW_STATIC
  cargo:rerun-if-env-changed=TENSORFLOW_DYNAMIC
  cargo:rerun-if-env-changed=PKG_CONFIG_ALL_STATIC
  cargo:rerun-if-env-changed=PKG_CONFIG_ALL_DYNAMIC
  cargo:rerun-if-env-changed=PKG_CONFIG_PATH_x86_64-pc-windows-msvc
  cargo:rerun-if-env-changed=PKG_CONFIG_PATH_x86_64_pc_windows_msvc
  cargo:rerun-if-env-changed=HOST_PKG_CONFIG_PATH
  cargo:rerun-if-env-changed=PKG_CONFIG_PATH
  cargo:rerun-if-env-changed=PKG_CONFIG_LIBDIR_x86_64-pc-windows-msvc
  ...""",
        expected_cause="windows-native-no-gpu",
        note="2023. Title: 'GPU features does not work on Windows native (v0.20.0 with TF v2.11.0)'. The Rust bindings' build script downloads the prebuilt libtensorflow for the chosen feature; with `tensorflow_gpu` on Windows it needs libtensorflow-gpu-windows-x86_64-2.11.0.zip. The crate's maintainer (adamcrume) confirmed the cause by filing tensorflow/tensorflow#59828 from this issue ('libtensorflow-gpu-windows-x86_64-2.11.0.zip is missing, which is breaking TensorFlow Rust for Windows with GPU: tensorflow/rust#400'), where TensorFlow (nitins17) answered 'We don't support GPU on native Windows since TF 2.10'; the poster (dskkato) had raised exactly this risk in the upgrade PR tensorflow/rust#395. The issue itself is still open. The build log is cut before its failing lines where the stored thread was cut.",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-node-gpu-windows-2018-cpu-libtensorflow-only-prose",
        source=_GH + "tensorflow/tfjs/issues/602",
        text=r"""Installing `@tensorflow/tfjs-node-gpu` works, but when running the `mnist-node` example only the CPU is used.
On the same machine python `tensorflow-gpu` works and use the NVIDIA GPU.

Note that for the `mnist-node` example the following changes were made:
npm install @tensorflow/tfjs-node-gpu
Replace require('@tensorflow/tfjs-node') with require('@tensorflow/tfjs-node-gpu'); in main.js""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only. The report is a comment by iacovlev-pavel on the maintainer's tracking issue 'Ship Windows GPU libtensorflow builds'. The tfjs maintainer (nkreeger) confirmed the cause: 'Yep - that's because we don't have a GPU build yet. ... That script will default to WINDOWS CPU until we have a library we can distribute' (tfjs-node-gpu's install script fetched the CPU-only libtensorflow on Windows); a week later 'We just shipped 0.1.14 with windows support for @tensorflow/tfjs-node-gpu'.",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-node-gpu-tesla-m60-cc52-below-libtensorflow-minimum-60",
        source=_GH + "tensorflow/tfjs/issues/1819",
        text=r"""Hi! I am running tfjs in a container from an official image of tensorflow-gpu. It logs to the console the following message:
`Ignoring visible gpu device (device: 0, name: Tesla M60, pci bus id: 0000:00:1e.0, compute capability: 5.2) with Cuda compute capability 5.2. The minimum required Cuda capability is 6.0.`
The host is an aws vm with a Tesla M60. How can i compile tfjs to run with cuda capability 5.2?
Thanks in advance""",
        expected_cause="compute-capability-too-old",
        note="2019. Mostly prose with the one log line. tfjs-node-gpu (libtensorflow 1.14 C binary) on an AWS VM with a Tesla M60 (compute capability 5.2). The tfjs maintainer (kangyizhang) answered that 'tensorflow has strict version requirement for GPU' and closed the issue; in tfjs#1765 the same maintainer said of the identical M60 message that the 6.0 minimum 'is a configuration in core Tensorflow GPU and we can not configure it'. The poster did not reply, so weak.",
        platform="linux",
    ),
    CorpusLog(
        name="redisai-tf-backend-libtensorflow-tesla-m60-cc52-ignored",
        source=_GH + "RedisAI/redis-inference-optimization/issues/260",
        text=r"""This to keep a track of an issue @rafie raised while testing GPU test cases on EC2 g3s.xlarge machines with tesla M60 GPUs which has CC 5.2. TF backend of RedisAI raised below given issue
```
2019-12-29 14:04:34.831620: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] 
	Found device 0 with properties:
		name: Tesla M60 major: 5 minor: 2 memoryClockRate(GHz): 1.1775
		pciBusID: 0000:00:1e.0 
2019-12-29 14:04:34.842879: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1717] 
	Ignoring visible gpu device (device: 0, name: Tesla M60, pci bus id: 0000:00:1e.0, compute capability: 5.2) with Cuda compute capability 5.2. 
	The minimum required Cuda capability is 6.0.
```

It looks like the an issue with TF core which is fixed in 1.13 - https://github.com/tensorflow/tensorflow/issues/25329""",
        expected_cause="compute-capability-too-old",
        note="2019. RedisAI's TensorFlow backend links the libtensorflow C library (1.14). Opened by a RedisAI maintainer (hhsecond) with the cause as the title: 'TF doesn't support old GPU devices with CC < 6.0'; a co-maintainer (lantiga) asked whether 1.14 should not already have fixed it, and a later comment (longbill) reports the same 6.0 minimum from the libtensorflow-gpu-linux-x86_64-1.14.0 C binary used by tfjs-node-gpu (tensorflow/tensorflow#36853). Closed. Log lines kept as posted (wrapped with tabs).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="r-keras-pop-os-gtx1660-gpu-created-confusing-messages",
        source=_GH + "rstudio/tensorflow/issues/524",
        text=r"""Many installation issues are resolved by running the following in a **fresh R session** (you can restart R in Rstudio with Ctrl+Shift+F10) :

I've been trying to install tensorflow/keras using the GPU option on Pop_OS (Ubuntu) 21.10.  

1) The documentation is out of date; it has 18.04 as the latest Ubuntu version.   20.04 is the current LTS version for Ubuntu with 22.04 on the way.

2) The install version="gpu" and version="cpu" options aren't really well defined.  In particular, when I was having trouble installing the "gpu" version, I needed to know that I could use `install_keras(verison="cpu")` to roll back to the cpu-only version.

3) When I run a command which first opens up tensorflow, I get a series of rather confusing error messages:

model1 <- keras_model_sequential() %>%
  layer_flatten(input_shape = c(28,28)) %>% 
  layer_dense(units=128,activation="relu") %>%
  layer_dense(units=10,activation="softmax")

2022-03-28 15:17:31.610182: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:936] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-03-28 15:17:31.610283: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3612 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1660,
...""",
        expected_cause=None,
        harmless=True,
        note="2022. Working run, R keras (reticulate) on Pop!_OS 21.10: the log shows the GPU device created (GeForce GTX 1660, 3612 MB); the poster calls the startup lines 'rather confusing error messages' in a documentation issue. The maintainer (t-kalinowski) answered with updated install notes and did not treat it as a failure. The NUMA line is the usual harmless note. The log is cut where the stored thread was cut.",
        platform="linux",
    ),
)
