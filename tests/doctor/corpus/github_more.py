# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""Logs for findings the other modules had no real log for: TensorFlow not importable (not
installed in the Python that ran, or a CPU without AVX), two TensorFlow distributions in one
environment, and the TF-TRT warning on runs that worked."""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # --- TensorFlow is not installed in the Python that ran ----------------------------------
    CorpusLog(
        name="no-module-tensorflow-installed-for-python27-only",
        source=_GH + "tensorflow/tensorflow/issues/5478",
        text=r"""Python 3.5.3 (default, Dec  7 2017, 09:41:57) 
[GCC 4.8.2 20140120 (Red Hat 4.8.2-16)] on linux
Type "help", "copyright", "credits" or "license" for more information.
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ImportError: No module named 'tensorflow'""",
        expected_cause="tensorflow-not-installed",
        note="TensorFlow had been installed for Python 2.7 while `python` was 3.5; importing it from python2.7 worked (the commenter's own finding).",
    ),
    CorpusLog(
        name="no-module-tensorflow-jupyter-kernel-base-python",
        source=_GH + "jupyter/notebook/issues/5054",
        text=r"""ModuleNotFoundError: No module named 'tensorflow'
sys.executable for python:
'C:\\Users\\alice\\AppData\\Local\\Continuum\\anaconda3\\envs\\py36\\python.exe'
sys.executable for jupyter:
'C:\\Users\\alice\\AppData\\Local\\Continuum\\anaconda3\\python.exe'""",
        expected_cause="tensorflow-not-installed",
        note="TensorFlow was installed in the py36 conda environment while the notebook kernel ran the base Python; the poster fixed it by pointing the kernel's kernel.json at the environment's python.",
        platform="windows",
    ),
    # --- TensorFlow fails to import: a CPU without AVX ---------------------------------------
    CorpusLog(
        name="illegal-instruction-docker-run-without-gpus-no-avx",
        source=_GH + "IBM/MAX-Weather-Forecaster/issues/31",
        text=r"""$ sudo docker run -it -p 5000:5000 max-weather-forecaster
Illegal instruction (core dumped)""",
        expected_cause="cpu-without-avx",
        note="An i7 920 in a virtual machine: no AVX, which the image's TensorFlow needs (the maintainers' answer). The container is started without GPUs, but the model serves on the CPU: that is not the failure.",
    ),
    CorpusLog(
        name="illegal-instruction-deeprec-image-built-for-newer-cpu",
        source=_GH + "DeepRec-AI/DeepRec/issues/785",
        text=r"""Illegal instruction (core dumped)""",
        expected_cause="cpu-without-avx",
        note="`import tensorflow` in the release image crashed: the image was built for a Xeon Platinum's instruction set, which the poster's CPU lacks (maintainer's reply; the poster agreed).",
    ),
    CorpusLog(
        name="illegal-hardware-instruction-i5-480m",
        source=_GH + "tensorflow/tensorflow/issues/44701",
        text=r""">>> import tensorflow as tf
[1]    3760 illegal hardware instruction  python3""",
        expected_cause="cpu-without-avx",
        note="TensorFlow 2.3.1 from pip on an Intel Core i5-480M, a CPU without AVX, which the prebuilt binaries require (the reply's diagnosis).",
    ),
    # --- two TensorFlow distributions in one environment -------------------------------------
    CorpusLog(
        name="tensorflow-tensorflow-gpu-tf-nightly-pip-conflicts",
        source=_GH + "apple/turicreate/issues/3405",
        text=r"""ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. This behaviour is the source of the following dependency conflicts.
tensorflow-probability 0.12.2 requires gast>=0.3.2, but you have gast 0.3.0 which is incompatible.
tensorflow-gpu 2.2.0 requires gast==0.3.3, but you have gast 0.3.0 which is incompatible.
tensorflow-gpu 2.2.0 requires h5py<2.11.0,>=2.10.0, but you have h5py 3.1.0 which is incompatible.
tf-nightly 2.6.0.dev20210526 requires gast==0.4.0, but you have gast 0.3.0 which is incompatible.
tf-nightly 2.6.0.dev20210526 requires grpcio<2.0,>=1.37.0, but you have grpcio 1.34.1 which is incompatible.
tensorflow 2.5.0 requires gast==0.4.0, but you have gast 0.3.0 which is incompatible.
tensorflow 2.5.0 requires keras-nightly~=2.5.0.dev, but you have keras-nightly 2.6.0.dev2021052600 which is incompatible.
tensorflow 2.5.0 requires tensorboard~=2.5, but you have tensorboard 2.2.0 which is incompatible.""",
        expected_cause="multiple-tensorflow-distributions",
        note="tensorflow, tensorflow-gpu and tf-nightly installed together; the maintainer's reply: only one of them should be installed.",
    ),
    CorpusLog(
        name="conda-forge-tensorflow-beside-defaults-tensorflow-gpu",
        source=_GH + "conda/conda/issues/7970",
        text=r"""tensorflow                1.10.0                   py36_0    conda-forge
tensorflow-gpu            1.10.0               hf154084_0    defaults""",
        expected_cause="multiple-tensorflow-distributions",
        note="After installing tensorflow-gpu the CPU tensorflow from conda-forge came in beside it and tf.test.is_gpu_available() was False; a conda maintainer named these two `conda list` lines as the cause.",
    ),
    # --- the TF-TRT warning on runs that worked ----------------------------------------------
    CorpusLog(
        name="harmless-trt-warning-deepvariant-run-with-output",
        source=_GH + "google/deepvariant/issues/1040",
        text=r""": W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        harmless=True,
        note="The DeepVariant case study ran and wrote its output; the maintainer: a warning TensorFlow prints on every start, safe to ignore.",
    ),
    CorpusLog(
        name="harmless-trt-warning-training-going-well",
        source=_GH + "meta-recsys/generative-recommenders/issues/176",
        text=r"""W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        harmless=True,
        note="Printed repeatedly during a training the poster says was going well (markdown emphasis removed from the quoted line).",
    ),
    CorpusLog(
        name="harmless-trt-warning-deepvariant-completed-on-cpu",
        source=_GH + "google/deepvariant/issues/993",
        text=r"""W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        harmless=True,
        note="DeepVariant under Singularity completed successfully; the maintainer: on CPUs the warning can be safely ignored (markdown bold removed from the quoted line).",
    ),
    # --- CUDA_ERROR_NO_DEVICE: CUDA_VISIBLE_DEVICES names a GPU that does not exist ---------
    CorpusLog(
        name="cuinit-no-device-script-selects-gpu-1",
        source=_GH + "DetectionTeamUCAS/FPN_Tensorflow/issues/146",
        text=r"""2020-12-29 10:10:44.476602: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="The poster solved it by changing os.environ['CUDA_VISIBLE_DEVICES'] in train.py to \"0\".",
    ),
    # --- macOS: a wheel for Apple silicon without the Metal plug-in ---------------------------
    CorpusLog(
        name="macos-arm64-wheel-repl-empty-gpu-list",
        source=_GH
        + "sun1638650145/Libraries-and-Extensions-for-TensorFlow-for-Apple-Silicon/issues/20",
        text=r"""pip install https://github.com/sun1638650145/Libraries-and-Extensions-for-TensorFlow-for-Apple-Silicon/releases/download/v2.15/tensorflow-2.15.0-cp311-cp311-macosx_14_0_arm64.whl

>>> import tensorflow as tf
>>> tf.config.list_physical_devices("GPU")
[]""",
        expected_cause="macos-no-cuda",
        note="The maintainer: the GPU is not recognised because tensorflow-metal is not installed.",
        platform="macos",
    ),
)
