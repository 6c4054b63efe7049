# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A seventy-fifth set of real threads, gathered apart: GitHub issues on where TensorFlow runs on servers and clusters (Docker, Kubernetes, Slurm/HPC modules, cloud VMs, NGC images) and threads written in languages other than English, 2017-2022.

Broken kinds held: a notebook image on an OpenShift/Kubernetes GPU node whose CUDA release is
older than the one TensorFlow was built for (libcusolver.so.11 missing), an official
TensorFlow devel-gpu Docker image whose TensorFlow binary was linked against the CUDA driver
stub (no catalogue cause), a cloud VM whose virtual CPU lacks the instructions the TensorFlow
build needs (a Chinese thread), and a robotics container that installed the CPU-only
`tensorflow` 1.x package. Working runs: 0. The set is small: most threads met in this
territory were already in the corpus, or showed no confirmation in what could be read of them;
none of the 2023-2026 server or non-English threads met had a visible confirmed cause.

At first look (the doctor of commit 1aa2a34, before this set was read) the cause was named in 2
of the 4 broken logs (one has no catalogue cause), both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="odh-openshift-cuda-1103-notebook-image-libcusolver-11-missing",
        source=_GH + "opendatahub-io/odh-manifests/issues/612",
        text=r"""### Bug description
On a fresh install of ODH with the cuda-11.0.3 overlay, Tensorflow cannot find the GPU on a GPU-enabled node.
Error message:
python -c "import tensorflow as tf ; print(tf.config.get_visible_devices()) "
2022-08-02 12:35:21.495470: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-08-02 12:35:21.503826: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
2022-08-02 12:35:21.504694: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]""",
        expected_cause="cuda-libraries-missing",
        note="2022. Open Data Hub (OpenShift/Kubernetes) notebook image on a GPU node. The poster (guimou, an ODH contributor) gives the cause in the same issue, under '### Cause' (left out of the text): 'Our current CUDA buildchain uses CUDA 11.0.3, which provides (among others) libcusolver.so.10' while the TensorFlow build wants the newer CUDA 11 libraries (libcusolver.so.11); the issue was closed. The NUMA line is the usual harmless note.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-140-devel-gpu-docker-image-links-libcuda-stub",
        source=_GH + "tensorflow/tensorflow/issues/14224",
        text=r"""$ nvidia-docker run -ti tensorflow/tensorflow:1.4.0-devel-gpu /bin/bash
root@host:~# ldd /usr/local/lib/python2.7/dist-packages/tensorflow/python/_pywrap_tensorflow_internal.so
[...]
        libcuda.so.1 => /usr/local/cuda/lib64/stubs/libcuda.so.1 (0x00007f9de7215000)

As a result, you can't use CUDA in this image:

2017-11-03 17:57:11.181620: E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUresult(-1)
2017-11-03 17:57:11.181660: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:158] retrieving CUDA diagnostic information for host: host
2017-11-03 17:57:11.181677: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:165] hostname: host
2017-11-03 17:57:11.181848: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:189] libcuda reported version is: Not found: was unable to find libcuda.so DSO loaded into this program""",
        expected_cause=None,
        consequences=frozenset({"cuinit-unknown-error"}),
        note="2017. Official tensorflow/tensorflow:1.4.0-devel-gpu Docker image, started with nvidia-docker. The reporter (flx42, NVIDIA) shows the TensorFlow binary resolving libcuda.so.1 to the CUDA toolkit's stub (/usr/local/cuda/lib64/stubs) instead of the driver's library, so cuInit fails; the TensorFlow maintainers (gunan, case540) agreed, backported the fix (#13456, via #14225) and rebuilt the images. A build bug of the image (TensorFlow linked to the driver stub): no catalogue cause. The cuInit failure follows from it. Hostnames (container ids) replaced with 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="chineseocr-qemu-vcpu-lacks-sse41-avx-tf-aborts",
        source=_GH + "chineseocr/chineseocr/issues/207",
        text=r"""Nms engine gpu_nms: None ,cython_nms: None ,python_nms: <function nms at 0x7f02573d6c80>
2019-04-03 09:52:01.059505: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use SSE4.1 instructions, but these aren't available on your machine.
Aborted (core dumped)

cpu型号
processor       : 7
vendor_id       : GenuineIntel
cpu family      : 6
model           : 6
model name      : QEMU Virtual CPU version 2.5+
stepping        : 3
microcode       : 0x1
cpu MHz         : 2294.606
cache size      : 16384 KB
physical id     : 7
siblings        : 1
core id         : 0
cpu cores       : 1
apicid          : 7
initial apicid  : 7
fpu             : yes
fpu_exception   : yes
cpuid level     : 13
wp              : yes
flags           : fpu de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pse36 clflush mmx fxsr sse sse2 syscall nx lm rep_good nopl xtopology eagerfpu pni cx16 x2apic hypervisor lahf_lm
bogomips        : 4589.21
clflush size    : 64
cache_alignment : 64
address sizes   : 40 bits physical, 48 bits virtual""",
        expected_cause="cpu-without-avx",
        consequences=frozenset({"tensorflow-crashed"}),
        note="2019, Chinese ('在服务器上运行错误', error running on the server). A QEMU virtual machine whose virtual CPU exposes neither SSE4.1 nor AVX (see the flags). The poster confirmed: '原因已经找到，修改tensorflow版本即可 pip install tensorflow==1.5' (found the cause; changing the TensorFlow version is enough), i.e. going back to the last build that does not need these instructions. Not a GPU failure as such: TensorFlow aborts at import on the server's CPU.",
        platform="linux",
    ),
    CorpusLog(
        name="dexnet-container-cpu-tensorflow-114-package",
        source=_GH + "hsp-panda/grasping-benchmarks-panda/issues/22",
        text=r"""Tensorflow running on CPU in Dex-Net container

Switch out `tensorflow==1.14.0` with `tensorflow-gpu==1.14.0` fixes the issue""",
        expected_cause="tensorflow-cpu-only-build",
        note="2022. Prose only (the title and the one-line body). The poster (fbottarel, a maintainer of the repository) reports the Dex-Net Docker container running TensorFlow on the CPU and states the fix in the issue itself: the image installed the CPU-only `tensorflow==1.14.0` package instead of `tensorflow-gpu==1.14.0`; closed with 'Should be fixed by' the commit that switched the package.",
        platform="linux",
    ),
)
