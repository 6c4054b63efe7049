# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eighty-eighth set of real threads, gathered apart, from the GitHub trackers of scientific software built on TensorFlow (medical imaging: DeepMedic; chemistry: DeepChem).

Broken kinds held: an application whose default CPU device setting empties
CUDA_VISIBLE_DEVICES, and a TensorFlow 2.4 install that finds CUDA 11 but no cuDNN 8.
Working runs: 0.

This set is small and old (2018 and 2021). Most threads met on these trackers were already in
the corpus, and for most of the rest the search index showed only the first post, so the
resolution could not be read.

At first look (the doctor of commit 671c092, before this set was read; one batch with the
eighty-seventh and the eighty-ninth to ninety-first sets) both causes were named, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepmedic-default-cpu-device-hides-gpus-cuinit-no-device",
        source=_GH + "deepmedic/deepmedic/issues/128",
        text=r"""Hi, 

Thanks for sharing your code. I am trying to run your deepMedic code written by tensorflow on a server including several NVIDIA GPUs.  When I submit the job to run the code, I get the following error: 


2018-09-10 16:52:28.550802: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 AVX51$
2018-09-10 16:52:29.739483: E tensorflow/stream_executor/cuda/cuda_driver.cc:397] failed call to cuInit: CUDA_ERROR_NO_DEVICE
2018-09-10 16:52:29.739595: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:152] no NVIDIA GPU device is present: /dev/nvidia0 does not exist

I am working with python 3.6 and tensorflow 1.9. I will be grateful for any debugging advice or other insight.""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2018. The poster found the cause and explained it when asked: 'My mistake was setting DEF_DEV_PROC as ARG_CPU_PROC instead of ARG_GPU_PROC.' In deepMedicRun the CPU device makes the app set os.environ['CUDA_VISIBLE_DEVICES'] = '' (checked in the repository's code), so the default device setting hid every GPU from TensorFlow. The environment variable is not shown in the log. The '/dev/nvidia0 does not exist' line is odd for a GPU server; the thread does not explain it.",
        platform="linux",
    ),
    CorpusLog(
        name="deepchem-tf24-cuda11-found-libcudnn8-missing",
        source=_GH + "deepchem/deepchem/issues/2451",
        text=r"""## 📚 Installation

<!-- A clear and concise description of the installation error. >
`
2021-03-24 04:45:04.006583: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2021-03-24 04:45:05.458329: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2021-03-24 04:45:05.458486: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublasLt.so.11
2021-03-24 04:45:05.996596: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcufft.so.10
2021-03-24 04:45:06.844581: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcurand.so.10
2021-03-24 04:45:07.847813: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusolver.so.10
2021-03-24 04:45:08.198213: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusparse.so.11
2021-03-24 04:45:08.211626: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file
...""",
        expected_cause="cuda-libraries-missing",
        note="2021. Weak. The cause comes only from the poster, in the issue's title ('Update deepchem installation guide with tensorflow cuda requirements since they've been updated'): the guide's CUDA/cuDNN requirements were older than the ones TensorFlow 2.4 needs. The log shows CUDA 11 found and cuDNN 8 missing. No maintainer reply could be read and the issue is still open. The stored copy of the first post breaks off mid-line, so the text ends with '...'.",
        platform="linux",
    ),
)
