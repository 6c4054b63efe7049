# ruff: noqa: E501 - log lines are quoted verbatim
"""A fifth set of real logs, gathered apart and first scored unseen (5 of 8 causes named then:
numpy built for another ABI was not read): numpy at the import, cuDNN handles, ptxas, old
drivers on Windows, CUDA_VISIBLE_DEVICES, a working WSL2 set-up. (Its copy of
tensorflow/tensorflow#8526, the first set's log word for word, was taken out later.)"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dlwp-notebook-rtx2070-cudnn-handle-allow-growth",
        source="https://github.com/fchollet/deep-learning-with-python-notebooks/issues/108",
        text=r"""2019-04-11 14:19:56.948126: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 6955 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2070, pci bus id: 0000:01:00.0, compute capability: 7.5)
2019-04-11 14:19:57.904577: I tensorflow/stream_executor/dso_loader.cc:152] successfully opened CUDA library libcublas.so.10.0 locally
2019-04-11 14:19:59.264535: E tensorflow/stream_executor/cuda/cuda_dnn.cc:334] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2019-04-11 14:19:59.276447: E tensorflow/stream_executor/cuda/cuda_dnn.cc:334] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter (Ubuntu 18.04, RTX 2070, tensorflow-gpu 1.13.1) found that setting config.gpu_options.allow_growth = True made the notebook's model.fit run.",
        platform="linux",
    ),
    CorpusLog(
        name="tflearn-numpy-api-version-two-numpys",
        source="https://github.com/tflearn/tflearn/issues/1",
        text=r""">>> import tensorflow as tf
RuntimeError: module compiled against API version a but this version of numpy is 9
...
    _pywrap_tensorflow = swig_import_helper()
  File "/home/alice/tensorflow/_python_build/tensorflow/python/pywrap_tensorflow.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow', fp, pathname, description)
ImportError: numpy.core.multiarray failed to import""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="The reporter had two numpy installs on Ubuntu 14.04 (an old apt python-numpy shadowing pip's); purging python-numpy solved the import.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-windows-numpy-api-0xc-vs-0xa-bfloat16-abort",
        source="https://github.com/tensorflow/tensorflow/issues/23071",
        text=r""">>> import tensorflow as tf
RuntimeError: module compiled against API version 0xc but this version of numpy is 0xa
ImportError: numpy.core.multiarray failed to import
ImportError: numpy.core.umath failed to import
ImportError: numpy.core.umath failed to import
2018-10-18 18:24:15.573678: F tensorflow/python/lib/core/bfloat16.cc:675] Check failed: PyBfloat16_Type.tp_base != nullptr""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="After a maintainer asked to update numpy, the reporter (Windows 10) uninstalled and reinstalled numpy and TensorFlow imported.",
        platform="windows",
    ),
    CorpusLog(
        name="deeposm-macos-numpy-api-a-vs-9",
        source="https://github.com/trailbehind/DeepOSM/issues/2",
        text=r"""RuntimeError: module compiled against API version a but this version of numpy is 9""",
        expected_cause="tensorflow-import-failed",
        harmless=False,
        note="On OS X the system numpy 1.8 was too old for the TensorFlow build; installing the newest numpy (1.10.4) made the import work.",
        platform="macos",
    ),
    CorpusLog(
        name="tf-nightly-rtx3090-ptxas-sm86-not-defined",
        source="https://github.com/tensorflow/tensorflow/issues/45590",
        text=r"""2020-12-14 01:30:45.379556: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'
(venv)alice@host:~/git/smot$ lsb_release -a
No LSB modules are available.
Distributor ID:	Ubuntu
Description:	Ubuntu 20.04.1 LTS
Release:	20.04
Codename:	focal""",
        expected_cause="ptxas-too-old",
        harmless=False,
        note="RTX 3090 (sm_86) with tf-nightly: the ptxas TensorFlow found could not compile for sm_86, so it fell back to the driver JIT; a maintainer explained the warning as the ptxas/driver-JIT fallback (a diagnostic, with reported slowdowns), no user-side fix was confirmed.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-trial-without-gpus-cuinit-no-device",
        source="https://github.com/avisingh599/reward-learning-rl/issues/15",
        text=r"""Error: (pid=3343) 2019-08-13 11:02:51.856630: E tensorflow/stream_executor/cuda/cuda_driver.cc:300] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note="The GPU (RTX 2070, driver 418.88) worked in the debug run; in the Ray 'local' run the trial was given no GPUs, and adding --trial-gpus 0.5 (so Ray exposes a GPU to the worker) made the error go away.",
        platform="linux",
    ),
    CorpusLog(
        name="fpn-faster-rcnn-cuda-visible-devices-1-single-gpu",
        source="https://github.com/kuku-sichuan/FPN_Faster_RCNN/issues/3",
        text=r"""failed call to cuInit: CUDA_ERROR_NO_DEVICE""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note='A user with the same error solved it by changing os.environ["CUDA_VISIBLE_DEVICES"] = "1" to "0" in tools/train.py (the script hid the only GPU).',
        platform="linux",
    ),
    # --------------------------------------------------------------- harmless
    CorpusLog(
        name="harmless-wsl2-tf216-cpu-guard-trt-working-setup",
        source="https://github.com/tensorflow/tensorflow/issues/63341",
        text=r"""2024-03-17 10:34:59.899645: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-03-17 10:35:00.567105: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        expected_cause=None,
        harmless=True,
        note="Posted as the 'result' of a setup that works (WSL2 Ubuntu 22.04, CUDA 12.3, cuDNN 8.9, PATH/LD_LIBRARY_PATH set); these TF 2.16 startup lines preceded the GPU being found.",
        platform="wsl2",
    ),
)
