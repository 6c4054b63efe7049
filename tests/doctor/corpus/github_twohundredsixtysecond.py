# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A two-hundred-and-sixty-second set of real threads, gathered apart, from GitHub issues (issues corpus) on inference servers and MLOps tools that run TensorFlow models on NVIDIA GPUs: triton-inference-server/server (Triton, formerly the TensorRT Inference Server, with its TensorFlow backend) and tensorflow/tfx (2019-2022).

Broken kinds held: an NVIDIA driver older than the CUDA release a Triton container was built
with (three threads: the container's own driver check on a GeForce card, a TensorFlow SavedModel
that failed to load with 'the provided PTX was compiled with an unsupported toolchain', and the
quick-start repository failing to load its models with driver 470 under Triton 22.07), a GPU whose
compute capability (5.0) is below what the TensorRT Inference Server container was built for,
and TFX starting one worker per CPU where each TensorFlow process reserved the GPU's memory.
Working runs: none met.

Small set: most Triton threads on TensorFlow models and the GPU (an old Maxwell card refused
since 19.08, an instance group naming GPUs 6 and 7 under CUDA_VISIBLE_DEVICES=6,7, a driver 418
GeForce under 19.09, 'NVIDIA Driver was not detected' stops, a Titan X with KIND_GPU, modelmesh and
Seldon pods with Triton on GPUs) end in the stored copy before any answer, and threads of the
other tools met (MLflow, BentoML, Seldon, KServe, Kubeflow) were either already in the corpus or
about PyTorch models. Only one record is from 2022.

At first look (the doctor of commit 9e2813a) the cause was named in 1 of the 5 broken logs, first
(the PTX-toolchain message); no working run to flag. Missed: the container's own 'built for NVIDIA
Driver Release 450.36 or later, but version 440.100 was detected' check (read as a CPU-only build
and missing CUDA libraries), the driver version and Triton release given in words, the container's
'Detected ... GPU, which is not supported by this container' line (nothing named), and the TFX
workers (the out-of-memory named, not the memory reservation behind it).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="triton-2010-tf115-savedmodel-ptx-unsupported-toolchain-old-driver",
        source=_GH + "triton-inference-server/server/issues/2193",
        text=r"""**Description**
Trying to load a model in 20.10 that was previously loading in 20.09 in and now I'm getting this error:

> E1029 03:56:30.380349 1 model_repository_manager.cc:899] failed to load 'some_model' version 6: Internal: unable to auto-complete model configuration for 'some_model', failed to load model: CUDA runtime implicit initialization on GPU:0 failed. Status: the provided PTX was compiled with an unsupported toolchain.

**Triton Information**
Official container image 20.10

**To Reproduce**
Tensorflow 1.15 Efficientnet-b5 savemodel format 

**Expected behavior**
The model should load? 

What does this mean and how to fix it?""",
        expected_cause="driver-too-old",
        note="2020. Maintainer deadeyegoodwin: '20.10 release is based on CUDA 11.1 ... What nvidia driver version are you using? See Driver Requirements section of that link.' The poster: 'yeah, updated the nvidia drivers to 455.23 (beta) and it works now. Cheers!' The driver version before the update is not given in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="triton-2006-rtx2080ti-driver-440-container-needs-450",
        source=_GH + "triton-inference-server/server/issues/1838",
        text=r"""**Description**
I cannot get the container nvcr.io/nvidia/tritonserver:20.06-py3 to work on my GPU. 
I get the error:  
ERROR: This container was built for NVIDIA Driver Release 450.36 or later, but
       version 440.100 was detected and compatibility mode is UNAVAILABLE.
And then it would crash.  

I could not find any GPU compability table for triton releasaes. And I didn't find a later driver release for this GPU.

**Output of nvidia-smi:**
NVIDIA-SMI 440.100      Driver Version: 440.100      CUDA Version: 10.2

**Triton Information**
nvcr.io/nvidia/tritonserver:20.06-py3

**To Reproduce**
GeForce RTX 2080 Ti
Any tensorflow saved model.

**Output of the container:**  
ERROR: This container was built for NVIDIA Driver Release 450.36 or later, but
       version 440.100 was detected and compatibility mode is UNAVAILABLE.

       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]

NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be
   insufficient for the inference server.  NVIDIA recommends the use of the following flags:
   nvidia-docker run --shm-size=1g --ulimit memlock=-1 --ulimit stack=67108864 ...

2020-07-28 15:07:30.297341: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.11.0
...""",
        expected_cause="driver-too-old",
        note="2020. Maintainer deadeyegoodwin pointed to the release notes' driver requirements ('pointers to the release notes and feature matrix which indicate the CUDA driver required for the release ... It looks like 450.51 is the current driver.'): the 20.06 container (CUDA 11.0) needs driver 450, the GeForce card had 440.100 with no forward compatibility. Issue closed; the poster's reply is not in the stored copy. The log is cut after its first Triton line ('found 2 GPUs supporting NVML', truncated in the stored copy).",
        platform="linux",
    ),
    CorpusLog(
        name="triton-2207-quickstart-models-fail-to-load-driver-470",
        source=_GH + "triton-inference-server/server/pull/4891",
        text=r"""Update `README.md`: The default example script is for CPU-only systems. Models will not load on a GPU-enabled system.

Can someone please review this? It's a small error but takes me, a beginner, almost an hour to realize what is going on.

...
I0921 00:57:50.811033 1 model_repository_manager.cc:1335] successfully unloaded 'simple_sequence' version 1
I0921 00:57:50.811197 1 model_repository_manager.cc:1335] successfully unloaded 'simple_dyna_sequence' version 1
I0921 00:57:50.814031 1 model_repository_manager.cc:1335] successfully unloaded 'inception_graphdef' version 1
I0921 00:57:51.810660 1 server.cc:298] Timeout 29: Found 0 live models and 0 in-flight non-inference requests
error: creating server: Internal - failed to load all models

I guess the real issue here is that my driver is too old (`Driver Version: 470.129.06`) and is incompatible with tritonserver version 22.07""",
        expected_cause="driver-too-old",
        note="2022. A pull request whose author (YanBC) had the quick-start model repository (TensorFlow inception_graphdef among its models) fail to load on his GPU machine with Triton 22.07; maintainer dyastremsky asked what error he saw with the GPU flag. The author posted the log (only its end is in the stored copy) and his own reading, and dyastremsky confirmed: 'That sounds correct. You could set the config to use CPU instead of GPU.' Odd: the text holds the poster's own guess of the cause; the GPU model is not given.",
        platform="linux",
    ),
    CorpusLog(
        name="trtis-1812-quadro-m1000m-cc50-not-supported-by-container",
        source=_GH + "triton-inference-server/server/issues/49",
        text=r"""After running tensorrtserver:18.12-py3 Docker container, I get the following output which indicates that my video card (NVIDIA Quadro M1000M GPU) is not supported, even though this video card is listed here https://developer.nvidia.com/cuda-gpus as being a CUDA-enabled piece of hardware.

Some environment details:
nvidia-docker version: 2.0.3
NVIDIA-SMI version: 410.79
Driver version: 410.79
CUDA version: 10.0
cudnnGetVersion() : 7402 , CUDNN_VERSION from cudnn.h : 7402 (7.4.2)

`nvidia-docker run --rm --name trtserver -p 8000:8000 -p 8001:8001 \
-v /home/temp/tensorrt_models:/models nvcr.io/nvidia/tensorrtserver:18.12-py3 trtserver \
--model-store=/models`

Ouput:
===============================
== TensorRT Inference Server ==
===============================

NVIDIA Release 18.12 (build 880120)

Copyright (c) 2018, NVIDIA CORPORATION.  All rights reserved.
Copyright 2018 The TensorFlow Authors.  All rights reserved.
Copyright 2018 The TensorFlow Serving Authors.  All rights reserved.
Copyright (c) 2016-present, Facebook Inc. All rights reserved.

Various files include modifications (c) NVIDIA CORPORATION.  All rights reserved.
NVIDIA modifications are covered by the license terms that apply to the underlying
project or file.
ERROR: Detected NVIDIA Quadro M1000M GPU, which is not supported by this container
...""",
        expected_cause="compute-capability-too-old",
        note="2019. The Quadro M1000M has compute capability 5.0; the TensorRT Inference Server container (with its TensorFlow and Caffe2 backends) was not built for it. The poster then asked 'what are the changes that need to be done in order for the TRTIS build to support also CUDA capability 5.0', and maintainer deadeyegoodwin explained the rebuild (add 5.0 to Caffe2's TORCH_CUDA_ARCH_LIST and to TensorFlow's TF_CUDA_COMPUTE_CAPABILITIES), 'you will be building a non-tested configuration'. The stored copy of the opening post ends after the first ERROR line.",
        platform="linux",
    ),
    CorpusLog(
        name="tfx-evaluator-one-worker-per-cpu-dst-tensor-not-initialized",
        source=_GH + "tensorflow/tfx/issues/1376",
        text=r"""In the [tutorial](https://www.tensorflow.org/tfx/tutorials/tfx/airflow_workshop/), it will create workers base on the number of cpu, which is mentioned in the following code:
```
# 'DAG' below need to be kept for Airflow to detect dag.
DAG = AirflowDagRunner(_airflow_config).run(
    _create_pipeline(
        pipeline_name=_pipeline_name,
        pipeline_root=_pipeline_root,
        data_root=_data_root,
        module_file=_module_file,
        serving_model_dir=_serving_model_dir,
        metadata_path=_metadata_path,
        # 0 means auto-detect based on on the number of CPUs available during
        # execution time.
        direct_num_workers=0))
```
But models are usually trained by gpus, and if it creates workers base on cpus.  It will create mayny works, and may have no enough ram, and will raise the folloing error:
```
tensorflow.python.framework.errors_impl.InternalError: Dst tensor is not initialized.
	 [[{{node save/RestoreV2}}]]
```""",
        expected_cause="memory-growth-disabled",
        note="2020. Issue titled 'Evaluator and ModelValidator will create processes base on number of cpu'. TFX maintainer 1025KB: 'Hi, it's a known issue, a workaround would be try \"TF_FORCE_GPU_ALLOW_GROWTH=true\" env var, if it still OOM, you can set direct_num_workers=n to use certain number of processes': each Beam worker's TensorFlow reserves the GPU memory, so the later ones run out ('Dst tensor is not initialized' is TensorFlow's copy-to-GPU failure). The poster did not dispute. Consequence: gpu-out-of-memory.",
        platform="linux",
        consequences=frozenset({"gpu-out-of-memory"}),
    ),
)
