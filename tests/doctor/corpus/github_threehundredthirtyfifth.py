# ruff: noqa: E501 - log lines are quoted verbatim
"""A three-hundred-and-thirty-fifth set of real logs saved in files: personal installation notes, a blog post and a tutorial's documentation page on GitHub (2018-2021) that show TensorFlow failing on an NVIDIA GPU set-up and, in the same file, the cause or the fix that made it work.

Sources: sleepyheead/Numpy-Tensorflow-ScikitLearn_Exercises (an author's step-by-step notes on
installing TensorFlow 2 with GPU support on Ubuntu 20.04, with terminal output before and after
each fix), sglvladi/TensorFlowObjectDetectionTutorial (its 'Common issues' page, which quotes the
lines a reader meets and says what they mean) and chaelin0722/chaelin0722.github.io (a Korean
deep-learning blog). No thread is among them: each record is a file whose own text names the cause
of exactly the quoted output, or shows the GPU working after a stated change.

Broken kinds held: cuDNN not installed at all (libcudnn.so.7 missing), cuDNN failing to start
until TensorFlow stopped reserving all GPU memory, a cuDNN of another minor version loaded than
the one TensorFlow was built with (Windows), cuDNN unable to allocate because the GPU memory was
held by something else (Windows), and nvidia-smi's driver/library version mismatch after a driver
update. 5 broken, 1 working (the same notes' output once cuDNN was in place, NUMA-node lines
only).

Left out: notes whose repository could not be identified (a Manjaro troubleshooting section
with a libcudart.so.10.1 symlink fix, a TensorFlow 2.0 note fixed by cuDNN 7.6.5), notes whose
error is only a screenshot, notes already in the corpus or whose cause the file leaves open, and
notebooks (none found with both the failing output and the fixed one).

At first look (the doctor of commit 486c7ee) the cause was named in 4 of the 5 broken logs, all
4 first; the working run was not flagged. The miss: cuDNN's CUDNN_STATUS_ALLOC_FAILED on a
training restart, read as memory growth being off rather than GPU memory held elsewhere.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gt730-ubuntu2004-libcudnn7-not-installed-cuda101-notes",
        source=_GH
        + "sleepyheead/Numpy-Tensorflow-ScikitLearn_Exercises/blob/7f0d2306d18eb9f06a0ef7008258e9c942cf1c97/Issues-Installing-TensorFlow-2-with-GPU-support/4-th-Step-Install-cuDNN-with-symlinking.md",
        text=r"""After running a .py file containing a TensorFlow training code I was getting the following error.

```
Ubuntu 20.04 NVDIA cuda Could not load dynamic library 'libcudnn.so.7'; dlerror: libcudnn.so.7
```

Followed this [askubuntu](https://askubuntu.com/questions/1230645/when-is-cuda-gonna-be-released-for-ubuntu-20-04)

So I have already followed the above process and now running

`nvcc -V` correctly gives me

```
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2019 NVIDIA Corporation
Built on Sun_Jul_28_19:07:16_PDT_2019
Cuda compilation tools, release 10.1, V10.1.243

```

Then running `dpkg -l | grep cuda-toolkit` correctly gives me

```
ii  cuda-toolkit-11-0                             11.0.2-1                                  amd64        CUDA Toolkit 11.0 meta-package
ii  nvidia-cuda-toolkit                           10.1.243-3                                amd64        NVIDIA CUDA development toolkit

```

AND also `cat /usr/local/cuda/version.txt` correctly gives me

`CUDA Version 11.0.207`""",
        expected_cause="cuda-libraries-missing",
        note="2020 (July). Author's own installation notes in a personal exercises repository, not a thread. The same file states the cause and shows the outcome: 'cuDNN installation is required to resolve this issue'; the author then installed 'cuDNN v7.6.5 (November 5th, 2019), for CUDA 10.1' (copied into /usr/lib/cuda/lib64, LD_LIBRARY_PATH set in ~/.bashrc), after which the same file shows 'Successfully opened dynamic library libcudnn.so.7' and '[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]'. No cuDNN was installed at all; CUDA 10.1 (distribution package) and 11.0 sat side by side.",
        platform="linux",
    ),
    CorpusLog(
        name="tf2-ubuntu-cudnn-failed-to-initialize-fixed-by-force-gpu-allow-growth-notes",
        source=_GH
        + "sleepyheead/Numpy-Tensorflow-ScikitLearn_Exercises/blob/624aa1d0ceb2f7492af0407a48d3f4225d70ef88/Tensorflow/Installing-TensorFlow-2-with-GPU-support/Issue-cuDNN-failed-to-initialize/BIG-ISSUE-cuDNN-failed-to-initialize-16-Dec-2020.md",
        text=r"""Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above""",
        expected_cause="memory-growth-disabled",
        note="2020 (December). Author's own note in the same personal repository (a later folder layout), not a thread. Under 'MY LIFE SAVER' the author writes 'FORTUNATELY I GOT IT WORKING VERY SOON': 'Set the TF_FORCE_GPU_ALLOW_GROWTH environment variable to true' (export TF_FORCE_GPU_ALLOW_GROWTH=true), quoting TensorFlow's guide that by default TensorFlow maps nearly all GPU memory. The paste is the single error line only; the set-up of the author's other notes is Ubuntu 20.04 with TensorFlow 2.x.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-od-tutorial-win-cudnn-7101-loaded-built-7003-faq",
        source=_GH
        + "sglvladi/TensorFlowObjectDetectionTutorial/blob/fee5f8439b4eecc30ba950cae13113ee2d9067df/docs/source/issues.rst",
        text=r"""2018-03-22 03:07:54.623130: E C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7003 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2018 (section written March 2018; file at its 2020 commit). A tutorial's 'Common issues' documentation page, not a thread; the line is quoted as a reader meets it when Python crashes running an object-detection script with TensorFlow GPU on Windows. The page states the cause of exactly this line: 'If the above line is present in the printed debugging, it means that you have not installed the correct version of the cuDNN libraries. In this case make sure you re-do the cuDNN install step, making sure you instal cuDNN v7.0.5.' (cuDNN 7.1 loaded, TensorFlow built with 7.0).",
        platform="windows",
    ),
    CorpusLog(
        name="tf-od-tutorial-win-cudnn-alloc-failed-restart-training-gpu-memory-held-faq",
        source=_GH
        + "sglvladi/TensorFlowObjectDetectionTutorial/blob/fee5f8439b4eecc30ba950cae13113ee2d9067df/docs/source/issues.rst",
        text=r"""2018-03-23 03:03:10.326902: E C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
2018-03-23 03:03:10.330475: E C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2018-03-23 03:03:10.333797: W C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow/stream_executor/stream.h:1983] attempting to perform DNN operation using StreamExecutor without DNN support
2018-03-23 03:03:10.333807: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\stream.cc:1851] stream 00000216F05CB660 did not wait for stream: 00000216F05CA6E0
2018-03-23 03:03:10.340765: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\stream.cc:4637] stream 00000216F05CB660 did not memcpy host-to-device; source: 000000020DB37B00
2018-03-23 03:03:10.343752: F C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_util.cc:343] CPU->GPU Memcpy failed""",
        expected_cause="gpu-out-of-memory",
        note="2018 (section written March 2018; file at its 2020 commit). The same tutorial's 'Common issues' page, for a training restart that fails with these lines. The page: 'Sometimes, when terminating a TensorFlow training process, the Nvidia containers associated to the process are not cleanly terminated', fix: end the 'NVIDIA Container' tasks in Task Manager; 'If the issue persists, then you're probably running out of memory. Try closing down anything else that might be eating up your GPU memory'. The GPU memory held by something else (CUDNN_STATUS_ALLOC_FAILED) is the cause the page names; the page's notion of leftover 'NVIDIA Container' tasks holding it is its own.",
        platform="windows",
    ),
    CorpusLog(
        name="korean-blog-nvidia-smi-nvml-driver-library-mismatch-after-driver-update",
        source=_GH
        + "chaelin0722/chaelin0722.github.io/blob/debe28f22c0a7a9e451ee8e6dd56de0d5ccffe7b/_posts/etc/2021-09-24-nvidia-sm_erri.md",
        text=r"""갑자기 nvidia-smi 명령어가 안듣는 에러가 발생했다 ..?!!😱😱  아래와 같이 경고 문구가 뜬다.

Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        note="2021 (September). A deep-learning student's blog post (Korean) in a GitHub Pages repository, not a thread; the output is nvidia-smi's, on the machine used for TensorFlow/PyTorch training. The post names the cause ('드라이버가 업데이트 되면서 버전이 맞지않는 이유' - the driver was updated, so the versions no longer match) and the fix it confirms: unloading the loaded nvidia_drm/nvidia_modeset/nvidia_uvm/nvidia modules (rmmod) and rebooting, after which '이제 nvidia-smi를 실행하여도 잘 되는 것을 알 수 있다' (now nvidia-smi works). Prose plus one line.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="gt730-ubuntu2004-tf-cuda101-is-gpu-available-true-numa-lines-notes",
        source=_GH
        + "sleepyheead/Numpy-Tensorflow-ScikitLearn_Exercises/blob/7f0d2306d18eb9f06a0ef7008258e9c942cf1c97/Issues-Installing-TensorFlow-2-with-GPU-support/4-th-Step-Install-cuDNN-with-symlinking.md",
        text=r"""tf.test.is_gpu_available(cuda_only=False, min_cuda_compute_capability=None)

2020-07-26 08:29:00.239996: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x52e4c10 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-07-26 08:29:00.240016: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): GeForce GT 730, Compute Capability 3.5
2020-07-26 08:29:00.240194: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-26 08:29:00.240474: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce GT 730 computeCapability: 3.5
coreClock: 0.9015GHz coreCount: 2 deviceMemorySize: 3.95GiB deviceMemoryBandwidth: 11.92GiB/s
2020-07-26 08:29:00.240713: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-07-26 08:29:00.242165: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2020-07-26 08:29:00.243010: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcufft.so.10
2020-07-26 08:29:00.243236: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcurand.so.10
2020-07-26 08:29:00.245184: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusolver.so.10
2020-07-26 08:29:00.246093: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusparse.so.10
2020-07-26 08:29:00.249772: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-07-26 08:29:00.249888: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-26 08:29:00.250286: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-26 08:29:00.250579: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] Adding visible gpu devices: 0
2020-07-26 08:29:00.250623: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-07-26 08:29:00.251075: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1102] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-07-26 08:29:00.251093: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1108]      0
2020-07-26 08:29:00.251101: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1121] 0:   N
2020-07-26 08:29:00.251213: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-26 08:29:00.251559: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-26 08:29:00.251871: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1247] Created TensorFlow device (/device:GPU:0 with 2996 MB memory) -> physical GPU (device: 0, name: GeForce GT 730, pci bus id: 0000:01:00.0, compute capability: 3.5)
True""",
        expected_cause=None,
        harmless=True,
        note="2020 (July). The same notes, after cuDNN 7.6.5 was installed: the author's output of tf.test.is_gpu_available, which 'returns True', with the GPU created ('Created TensorFlow device (/device:GPU:0 with 2996 MB memory)'). The NUMA-node lines are the only alarming ones; the run worked on the GeForce GT 730 (compute capability 3.5).",
        platform="linux",
    ),
)
