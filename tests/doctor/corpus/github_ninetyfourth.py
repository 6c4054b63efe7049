# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-fourth set of real threads, gathered apart, from the trackers around TensorFlow's own ecosystem (Kubeflow's TF Serving image, MediaPipe Model Maker, TF-TRT, and a Keras visualisation add-on that pulls in TensorFlow), years 2017-2023.

Broken kinds held: a CPU `tensorflow` pulled in beside `tensorflow-gpu` by an add-on's
dependency, a TF Serving GPU image built on a CUDA newer than the host driver, and a Model
Maker install on native Windows that fails because a dependency (tensorflow-text) has no
Windows wheel. Working runs: 1 (a TF-TRT conversion on the GPU whose log holds only NUMA notes).

At first look (the doctor of commit 2c81079, before this set was read) the cause was named in 1
of the 3 broken logs, first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="quiver-engine-install-pulls-cpu-tensorflow-beside-tf-gpu-prose",
        source=_GH + "keplr-io/quiver/issues/59",
        text=r"""If I use 'pip install quiver_engine' diretly, it show check precodition and install tensorflow-1.4.0(not gpu version) again while I had already installed a good tensorflow-gpu-1.4.0. And keras will use default of TF and not use TF-GPU, so I have to uninstall tensorflow-1.4.0 first, then I find tensorflow-gpu-1.4.0 is BAD. I have to install it again(after quiver_engine).
So I submit this issue to indicate that use 'pip install quiver_engine' will cause python system check and install tf(CPU version) no matter if there is a GOOD TF(GPU version), it is a little bit inconvenince. 
If possible, pls check and solve.
but at least I can install quiver_engine first and REINSTALL tf-gpu AGAIN, it works.
thks""",
        expected_cause="multiple-tensorflow-distributions",
        note="2017. Prose only. The poster found it himself: installing quiver_engine added the CPU tensorflow-1.4.0 beside tensorflow-gpu-1.4.0 and Keras stopped using the GPU; 'at least I can install quiver_engine first and REINSTALL tf-gpu AGAIN, it works.' (The project's PR #51, 'tensorflow will not be forced if existing from another package', is already in the corpus; this is the issue thread.) Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-tf-serving-17-gpu-image-cuda91-driver-too-old",
        source=_GH + "kubeflow/kubeflow/pull/940",
        text=r"""The gpu 1.7 image might have some problem..

2018-06-15 00:00:58.472487: I external/org_tensorflow/tensorflow/contrib/session_bundle/bundle_shim.cc:360] Attempting to load native SavedModelBundle in bundle-shim from: gs://kubeflow-models/inception/1
2018-06-15 00:00:58.513090: I external/org_tensorflow/tensorflow/cc/saved_model/loader.cc:242] Loading SavedModel with tags: { serve }; from: gs://kubeflow-models/inception/1
2018-06-15 00:00:58.577468: I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1423] Adding visible gpu devices: 0
2018-06-15 00:00:58.577542: E external/org_tensorflow/tensorflow/core/common_runtime/direct_session.cc:167] Internal: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version
2018-06-15 00:00:58.587926: I external/org_tensorflow/tensorflow/cc/saved_model/loader.cc:291] SavedModel load for tags { serve }; Status: fail. Took 115356 microseconds.
...""",
        expected_cause="driver-too-old",
        note="2018. The poster (lluunn, who opened follow-up issue kubeflow/kubeflow#1009 'Currently hitting CUDA driver version is insufficient') fixed it in kubeflow/kubeflow#1030 ('Update TF serving 1.7 gpu image to use cuda 9.0 ... 9.1 is not supported by driver now. Fix #1009') and reported 'the image is working now'. The confirmation is in that linked PR by the same person, not in this thread itself. The log ends where the stored copy is cut.",
        platform="linux",
    ),
    CorpusLog(
        name="mediapipe-model-maker-windows-tensorflow-text-no-wheel",
        source=_GH + "google-ai-edge/mediapipe/issues/4858",
        text=r"""### OS Platform and Distribution

Win10

### Python Version

Python 3.9.13

### MediaPipe Model Maker version

mediapipe-model-maker==0.2.1.3

### Task name (e.g. Image classification, Gesture recognition etc.)

pip install mediapipe-model-maker==0.2.1.3

### Describe the actual behavior

ERROR: Cannot install mediapipe-model-maker because these package versions have conflicting

### Describe the expected behaviour

install success

### Standalone code/steps you may have used to try to get what you need

I try to update mediapipe-model-maker lastest ver.
run:
pip install mediapipe-model-maker==0.2.1.3
ERROR: Cannot install mediapipe-model-maker because these package versions have conflicting dependencies. The conflict is caused by: tf-models-official 2.13.2 depends on tensorflow-text~=2.13.0 tf-models-official 2.13.1 depends on tensorflow-text~=2.13.0 
next run:
pip install tensorflow-text==2.13.0
ERROR: Could not find a version that satisfies the requirement tensorflow-text==2.13.0 (from versions: 2.5.0, 2.6.0rc0, 2.6.0, 2.7.0rc0, 2.7.0rc1, 2.7.3, 2.8.0rc0, 2.8.1, 2.8.2, 2.9.0rc0, 2.9.0rc1, 2.9.0, 2.10.0b2, 2.10.0rc0, 2.10.0)
...""",
        expected_cause="dependency-no-platform-wheel",
        note="2023. The poster (cjl84914) quoted the cause ('I hope ... tensorflow-text starts offering windows support again'; tensorflow-text has no Windows wheels after 2.10, so tf-models-official/Model Maker cannot be resolved on native Windows) and then: 'Fortunately, I have resolved the issues, using Windows Subsystem for Linux(WSL)', installing the CUDA 11.8 toolkit and cuDNN there. An install failure, not a GPU message; the stored copy of the post is cut after the pip error.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-trt-convert-tf20-gpu-numa-notes-only",
        source=_GH + "tensorflow/tensorrt/issues/136",
        text=r"""Hi,
I've used the following code to convert:
# Convert SavedModel using TF-TRT
def convert_model_to_trt():
    params = trt.DEFAULT_TRT_CONVERSION_PARAMS._replace(
        precision_mode=trt.TrtPrecisionMode.FP16, is_dynamic_op=True)
    # is_dynamic_op=True
    converter = trt.TrtGraphConverterV2(
        input_saved_model_dir="./tmp",
        conversion_params=params)
    converter.convert()
    converter.save("./tmp/yolov3_trt")

How can I inspect the saved model and see if it has for e.g. TRTEngineOps?

This is the output I received:

2019-10-22 10:26:40.922564: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.5
2019-10-22 10:26:40.922985: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer_plugin.so.5
2019-10-22 10:26:40.924904: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.5
2019-10-22 10:26:41.455128: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2019-10-22 10:26:41.485408: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2019-10-22 10:26:41.586526: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-10-22 10:26:41.586851: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-10-22 10:26:41.587507: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1765] Adding visible gpu devices: 0
2019-10-22 10:26:41.587530: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.0
2019-10-22 10:26:41.762309: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1178] Device interconnect StreamExecutor with strength 1 edge matrix:
2019-10-22 10:26:41.762340: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1184]      0 
2019-10-22 10:26:41.762347: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1197] 0:   N 
2019-10-22 10:26:41.762464: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...""",
        expected_cause=None,
        harmless=True,
        note="2019. Working run: the TF-TRT conversion ran on the GPU (TensorRT and CUDA libraries opened, 'Adding visible gpu devices: 0'); the poster's only question is how to inspect the saved model for TRTEngineOps. The only alarming lines are the NUMA notes. The log is pieced from two stored chunks of the opening post; '...' marks the lines not in view.",
        platform="linux",
    ),
)
