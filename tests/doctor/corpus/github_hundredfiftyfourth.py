# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fifty-fourth set of real threads, gathered apart: personal notes and blog-like write-ups kept in GitHub repositories (2033329616/notebook, smallwhite2019/learning-notes, jjmw/Summaries, ssueron/kin_cnn, Avkash/mldl), each telling its author's own TensorFlow-on-NVIDIA failure and what fixed it, in Chinese or English.

Broken kinds held: a cuDNN other than the one TensorFlow 1.4 was built with (cuDNN 7.0.3 loaded,
6.0 wanted), a CUDA 8.0 runtime with a driver installed through the desktop's driver tool that was
too old for it, cuDNN failing to get memory on Windows until memory growth was turned on, the
TensorFlow GPU Jupyter image started without --gpus, XLA's "JIT compilation failed" for want of
libdevice and ptxas (driver present, no CUDA toolkit), and TensorFlow 1.x failing to import for want
of the CUDA 8.0 runtime. Working runs: none met.

Forum and blog pages on the same problems (NVIDIA developer forums, the TensorFlow forum, Reddit,
CSDN, Qiita and the like) held, in their stored copies, no pasted log together with a stated fix:
mostly guides and questions without an answer. The notes here are the authors' own records, each
with the fix they used; one of six is prose only (ssueron/kin_cnn).
Left out: a Chinese blog post on TensorFlow with an RTX 3060 laptop on Windows (2021, CUDA 11.1 DLLs
not found, then cusolver64_10.dll missing, fixed by copying the DLLs and a symbolic link to
cusolver64_11.dll) whose repository could not be named from its stored copy; a Japanese note
(shimi3435/neural_network_study) whose cuDNN 8.5-loaded/8.6-compiled lines came from JAX's XLA
(external/org_tensorflow paths), not from TensorFlow; and a Korean note (aimingh/deep_learning) that
lists remedies for CUDNN_STATUS_INTERNAL_ERROR without saying which one worked.

At first look (the doctor of commit 5518eb6) the cause was named in 4 of the 6 broken logs, 3 of
them first (the cuDNN 7.0.3/6.0 record came second, after cuda-libraries-missing); missed: the
Docker run without --gpus (given as cuinit-unknown-error) and the prose-only libdevice record
(nothing named). No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="chinese-notes-tf14-cudnn703-loaded-built-with-cudnn6",
        source=_GH
        + "2033329616/notebook/blob/08dbb4b0659a85ec1b979b83c08503aa67ce852b/tensorflow/tensorflow%E4%B8%AD%E9%81%87%E5%88%B0%E7%9A%84%E9%97%AE%E9%A2%98.md",
        text=r"""title: tensorflow中遇到的问题
2018-2-22

提示错误如下:
Loaded runtime CuDNN library: 7003 (compatibility version 7000) but source was compiled with 6021 (compatibility version 6000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration

这里使用的cuda8.0,cudnn7.0.3和tensorflow1.4""",
        expected_cause="cudnn-version-mismatch",
        note="2018 (notes committed 2018-02-22 to 2018-03-04). The author's own notes (Chinese, Linux): '原因是cudnn的版本与tensorflow的版本不一致' and '该版本的tensorflow使用cudnn6就可以', fixed by unpacking cudnn-8.0-linux-x64-v6.0.tgz into /usr/local/cuda. (An earlier version of the same note first tried cuDNN 7 for CUDA 9.0; the final version keeps the cuDNN 6 fix.) The heading and the diagnosis lines are left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-notes-cuda8-driver-insufficient-after-gui-driver-install",
        source=_GH
        + "2033329616/notebook/blob/08dbb4b0659a85ec1b979b83c08503aa67ce852b/tensorflow/tensorflow%E4%B8%AD%E9%81%87%E5%88%B0%E7%9A%84%E9%97%AE%E9%A2%98.md",
        text=r"""title: tensorflow中遇到的问题

### 2.CUDA driver version is insufficient for CUDA runtime version

这是通过GUI安装nvidia驱动后出现的问题,cuda-8.0已经安装过了.""",
        expected_cause="driver-too-old",
        note="2018 (same notes file as the cuDNN record, second item, added by 2018-03-04). The error came after the NVIDIA driver had been installed through the desktop (GUI) tool with CUDA 8.0 already installed; the author's fix: 'sudo apt-get purge nvidia-*' then 'sudo apt-get install nvidia-375' ('安装新的驱动,则使用cuda的设备检测通过', the CUDA device query passed). The driver version the GUI had installed is not given. Nearly prose only (one error line).",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-notes-windows-tf1-cudnn-alloc-failed-allow-growth",
        source=_GH
        + "smallwhite2019/learning-notes/blob/cf9458fbb9909faa859e46a198dbdb87cf1b2d80/md%E6%96%87%E4%BB%B6%E8%AE%B0%E5%BD%95/%E8%A7%A3%E5%86%B3%E8%B0%83%E7%94%A8GPU%E4%B8%8D%E6%88%90%E5%8A%9F%E9%97%AE%E9%A2%98.md",
        text=r"""# 解决调用不成功问题
# 经常出现以下问题：
2020-05-27 09:46:18.549599: E C:\users\nwani\_bazel_nwani\mmtm6wb6\execroot\org_tensorflow\tensorflow\stream_executor\cuda\cuda_dnn.cc:455] could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
2020-05-27 09:46:18.556087: F C:\users\nwani\_bazel_nwani\mmtm6wb6\execroot\org_tensorflow\tensorflow\core\kernels\conv_ops.cc:713] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms)""",
        expected_cause="memory-growth-disabled",
        note="2020 (log of 2020-05-27, notes committed 2020-12-24). The author's own note (Chinese; a conda TensorFlow 1.x build on Windows, judging by the C:\\users\\nwani\\_bazel_nwani paths). The fix the author records under '解决方法': 'config.gpu_options.allow_growth = True' in a tf.ConfigProto passed to tf.Session ('导入下列语句解决GPU调用不成功问题'), i.e. letting TensorFlow grow its GPU memory instead of reserving it all, after which cuDNN could allocate its handle.",
        platform="windows",
    ),
    CorpusLog(
        name="notes-docker-tf-gpu-jupyter-cuinit-unknown-no-dev-nvidia0",
        source=_GH
        + "jjmw/Summaries/blob/2867019428ae6d334ad3836082b4c13af9d05366/nvidea/nvidea.md",
        text=r"""### failed call to cuInit: UNKNOWN ERROR (-1
### no NVIDIA GPU device is present: /dev/nvidia0 does not exist""",
        expected_cause="container-without-gpus",
        note="2021 (committed 2021-05-04, 'gpus and numa error'). The author's own summary notes: above these two lines stands the cause and fix, '## start with --gpus=all every time, otherwise error', followed by 'docker run -it -p 8888:8888 --gpus=all tensorflow/tensorflow:latest-gpu-jupyter'. The TensorFlow GPU Jupyter image run without --gpus has no /dev/nvidia* devices. The author kept only the two lines (the first cut off as written); the markdown heading marks are as in the notes. Weak evidence: two lines.",
        platform="linux",
    ),
    CorpusLog(
        name="project-notes-tf-jit-compilation-failed-no-libdevice-ptxas",
        source=_GH
        + "ssueron/kin_cnn/blob/2248c17fea896055e18df075983f76de62304871/CUDA_FIX_DOCUMENTATION.md",
        text=r"""# CUDA GPU Setup Fix Documentation

## Problem Summary
The original issue was TensorFlow failing with "JIT compilation failed" errors ...

- NVIDIA GPU drivers (575.64.03, CUDA 12.9) were installed""",
        expected_cause="xla-libdevice-missing",
        note="2025 (committed 2025-09-02; project notes that read as written with an assistant). Prose only. The notes go on: the CUDA toolkit was missing ('no nvcc, ptxas, libdevice'), 'Missing libdevice.10.bc file' and 'Missing ptxas'; fixed by pip-installing nvidia-cuda-nvcc, copying a libdevice.10.bc (from triton's package) into ~/.local/cuda/nvvm/libdevice and setting XLA_FLAGS=--xla_gpu_cuda_data_dir=... --xla_gpu_unsafe_fallback_to_driver_on_ptxas_not_found; verified: 'GPU detected', 'Compiled cluster using XLA!', 'No more \"JIT compilation failed\" errors'. The text stops where the notes give the diagnosis.",
        platform="linux",
    ),
    CorpusLog(
        name="notes-tf-gpu-import-libcudart-so-80-missing-2016",
        source=_GH
        + "Avkash/mldl/blob/bd8159c80da2d448a17fd58006c391b79ec9c725/pages/tf_install.md",
        text=r"""$ python

Python 2.7.12 (default, Nov 19 2016, 06:48:10)
.....
.....
>>> import tensorflow
...
ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory


Error importing tensorflow.  Unless you are using bazel,
you should not try to import tensorflow from its source directory;
please exit the tensorflow source tree, and relaunch your python interpreter
from there.""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017 (notes committed 2017-01-10; the run is of late 2016, Ubuntu 16.04 on an EC2 GPU instance). The author's own install notes: 'Note: I have installed TF with GPU and thats why there is the error.' The author wrote 'Solution: Install GPU driver.' and linked, under 'SOLUTION:', a post on aichamp.wordpress.com on updating NVIDIA CUDA to 8.0.x on Ubuntu 16.04 ('must REBOOT'); the next run in the notes imports TensorFlow and opens libcublas.so and libcufft.so, i.e. the CUDA 8.0 runtime was then found (that run then lacked cuDNN and libcuda.so.1, later items of the same notes).",
        platform="linux",
    ),
)
