# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fifty-third set of real output quoted in pull requests that fix a GPU failure of TensorFlow or its CUDA stack (2018-2023), from tensorflow/tensorflow and aws/sagemaker-tensorflow-training-toolkit.

Each record's text is the failing output the pull request quotes (its description or a comment of
its author), and the note quotes the pull request's own statement of the cause and says that it
was merged. Broken kinds held: a GPU image of TensorFlow started with plain `docker run`, without
the NVIDIA runtime; a Windows source build of libtensorflow whose cuDNN path was wrong (no
catalogue cause); the CUDA notices TensorFlow 2.11 printed on a machine without a GPU; and a GPU
training container whose LD_LIBRARY_PATH lacked the CUPTI directory. Working runs: none met.

Small set: pull requests rarely quote the output they fix, and most of those that do, in the stored
copies, are already in the corpus. Two records hold only the start of the quoted output: the
stored copy of those pull requests is cut off after it (marked `...`). Left out as unconfirmed:
ROCm/tensorflow-upstream#46 (cuInit CUDA_ERROR_NO_DEVICE for a test run "on GPU 2" of a
single-GPU CI machine; the cause, the test runner's GPU count, is only a guess of the thread),
cms-sw/cmsdist#9046 and NVIDIA/cudf#18596 (TensorFlow failures in CI after CUDA changes; the
cause of the quoted lines is not stated in the stored copy), deepchem/deepchem#704 (prose only,
not shown merged).

At first look (the doctor of commit 72951f5) the cause was named in 2 of the 4 broken logs, both
first; the build log with no catalogue cause got no problem named, and the log of the machine
without a GPU was read as missing CUDA libraries. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflow-1132-gpu-py3-image-plain-docker-run-import-fails",
        source=_GH + "tensorflow/tensorflow/pull/30911",
        text=r"""docker run --rm tensorflow/tensorflow:1.13.2-gpu-py3 python -c "import tensorflow" 
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import
...""",
        expected_cause="container-without-gpus",
        note="2019. Merged pull request 'tensorflow-gpu without nvidia-runtime.' (symlinks the CUDA library stubs in the GPU Dockerfiles). Its author, tillahoffmann, quoted this command as one that 'fails today but will succeed after this PR is merged', the failure being a container 'started based on the image without using the nvidia runtime' (no `--runtime=nvidia`/`--gpus`); maintainer angerson approved it. The stored copy of the comment stops in the traceback's first frame, so the ImportError line itself (libcuda.so.1 missing, per the PR's description of stubs) is not in the text.",
        platform="linux",
    ),
    CorpusLog(
        name="libtensorflow-windows-gpu-build-cudnn7-path-invalid",
        source=_GH + "tensorflow/tensorflow/pull/18056",
        text=r"""Invalid path to cuDNN 7 toolkit. None of the following files can be found:
C:/tools/cuda\lib/x64/cudnn.lib
C:/tools/cuda\lib/x64/cudnn.lib""",
        expected_cause=None,
        note="2018. Merged pull request 'Trying to fix libtensorflow GPU build.' by av8ramit (TensorFlow team); its description names the cause in three words, 'CUDNN path error.': the Windows GPU build of libtensorflow was configured with a cuDNN location where cudnn.lib does not lie. A source-build configuration error, not a runtime one: no catalogue cause.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-211-machine-without-gpu-libcudart-notices",
        source=_GH + "tensorflow/tensorflow/pull/59256",
        text=r"""2023-01-11 23:41:17.024611: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-01-11 23:41:17.149666: I tensorflow/core/util/port.cc:110] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2023-01-11 23:41:17.152265: W tensorflow/tsl/platform/default/dso_loader.cc:66] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2023-01-11 23:41:17.152281: I tensorflow/tsl/cuda/cudart_stub.cc:28] Ignore above cudart dlerror if
...""",
        expected_cause="no-nvidia-driver",
        note="2023. Merged pull request 'Clean up CUDA and oneDNN warnings.' by agramesh1, which quotes these lines as 'the warnings produced by TF when running on a system without a GPU' (before the change; the change sends the dynamic-library warnings to VLOG). The confirmed cause is the missing GPU itself (so no NVIDIA driver either); the libcudart line follows from it and is no fault to fix. The stored copy stops in the cudart_stub line.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-tf20-gpu-container-libcupti-not-on-ld-library-path",
        source=_GH + "aws/sagemaker-tensorflow-training-toolkit/pull/293",
        text=r"""Running tf.summary.trace_on() with TensorFlow 2.0 results in:

> Could not load dynamic library 'libcupti.so.10.0'; dlerror: libcupti.so.10.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/openmpi/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64. """,
        expected_cause="cuda-libraries-missing",
        note="2020. Merged pull request 'Updating LD_LIBRARY_PATH for tf-2.0 Dockerfile.gpu' by preshen-goobiah: 'libcupti.so.10.0 can be found in `/usr/local/cuda/extras/CUPTI/lib64`, we can prepend the location to `LD_LIBRARY_PATH`.' (the change adds that directory in the tf-2.0 and 2.1 GPU Dockerfiles; reviewer codewithsk: 'LGTM!'). A CUDA library (CUPTI, needed for tracing) installed but not on the library path.",
        platform="linux",
    ),
)
