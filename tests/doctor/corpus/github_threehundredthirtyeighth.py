# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A three-hundred-and-thirty-eighth set of real logs saved in project documentation and example files on GitHub: troubleshooting pages that quote the exact output a user meets and state its cause, and the saved output of projects' own GPU example notebooks and benchmark logs (2017-2023), from repositories new to the corpus (talmolab/sleap, horovod/horovod, tensorflow/tensorrt, NVIDIA-Merlin/models, lambdal/lambda-tensorflow-benchmark).

Broken (2): from SLEAP's installation page, the CUDA runtime of its conda environment not found
by TensorFlow 2.7+ (the page's fix puts $CONDA_PREFIX/lib on LD_LIBRARY_PATH); from Horovod's
troubleshooting page, TensorFlow failing to import while Horovod is built in a container on a
machine without GPUs (libcuda.so.1, the driver's library, missing). The same page's
'ncclAllReduce failed: invalid data type' was gathered at the same time for the corpus's
three-hundred-and-fortieth set and is held there only. The text of each is only the output the
page quotes; the page's own explanation is quoted in the note.

Working (4): TF-TRT example notebooks (four A40s in NVIDIA's NGC container; an RTX 3080 with
NUMA notices and a TF-TRT engine-plan warning), Merlin Models' Horovod example (two V100 ranks
training), and a TensorFlow 1.15 benchmark log on a Quadro RTX 6000 with 'ptxas not found /
Relying on driver to perform ptx compilation' before a full-speed run. Each file's own output shows
the GPU device created and the work done (training, inference, throughput).

Left out: notebooks in the same repositories whose GPU failure ('Could not load dynamic library
libcudnn.so.8 ... Skipping registering GPU devices') had no cause in the same file, a fuzzing
tool's known-issues note on CUDA_ERROR_NOT_INITIALIZED (its cause left open there: 'this should be
a TensorFlow bug'), Horovod's notes that give no exact output (libcudart.so.X.Y) or hedge their
cause (an hwloc segmentation fault), and the TensorFlow GPU guide's error quoted only as a
fragment. No record is prose only.

At first look (the doctor of commit 884a56b) the cause was named in 1 of the 2 broken logs, 1
first (the libcuda.so.1 import failure); SLEAP's line, which its page quotes wrapped over three
lines, was not named. Of the working runs 3 were not flagged and 1 was
flagged (the benchmark log, as ptxas-missing, for 'ptxas not found' before a full-speed run).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sleap-docs-conda-env-libcudart-11-not-on-ld-library-path",
        source=_GH
        + "talmolab/sleap/blob/7785f660eff1ae2ee4deaef5d5dc0e7758dbbd16/docs/installation.md",
        text=r"""W tensorflow/stream_executor/platform/default/dso_loader.cc:64 Could not load dynamic
library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object
file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2023 (the note was added to SLEAP's installation page in September 2023, for TensorFlow 2.7+ installed in SLEAP's conda environment, which ships cudatoolkit and cudnn). The page itself states the cause and fix of exactly these lines (as wrapped there): 'If you are on Linux, have a NVIDIA GPU, but cannot detect your GPU: [the lines] then activate the environment ... and run the commands' that add `export LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH` to the environment's activate.d script, after warning that 'TensorFlow 2.7+ is currently failing to detect CUDA Toolkit and CuDNN on some systems'. The CUDA runtime sits in the environment but not on the loader's path. Only the one warning line is quoted by the page.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-install-in-gpu-less-container-libcuda-so-1-missing",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""error: import tensorflow failed, is it installed?

Traceback (most recent call last):
  File "/tmp/pip-41aCq9-build/setup.py", line 29, in fully_define_extension
    import tensorflow as tf
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/__init__.py", line 49, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 52, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
ImportError: libcuda.so.1: cannot open shared object file: No such file or directory""",
        expected_cause="no-nvidia-driver",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017 (in Horovod's troubleshooting page since its first commit, 2017-08; TensorFlow 1.x GPU build, Python 2.7). The page states the cause of this output under 'Are the CUDA libraries available?': 'If you see the error message below, it means that TensorFlow cannot be loaded. If you're installing Horovod into a container on a machine without GPUs, you may use CUDA stub drivers to work around the issue' (`ldconfig /usr/local/cuda/lib64/stubs` before `pip install horovod`). libcuda.so.1 is the NVIDIA driver's library: no driver is reachable where the build runs, so the GPU build of TensorFlow cannot be imported.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tftrt-ngc-notebook-tf28-four-a40-trt-convert-working",
        source=_GH
        + "tensorflow/tensorrt/blob/f6a2ae996d6705c2b951e3975837dce1e77ee10e/tftrt/benchmarking-python/image_classification/NGC-TFv2-TF-TRT-inference-from-Keras-saved-model.ipynb",
        text=r"""Tensorflow version:  2.8.0
TensorRT version: 
Tensor Core GPU Present: True
2022-03-31 19:17:23.701113: I tensorflow/core/platform/cpu_feature_guard.cc:152] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE3 SSE4.1 SSE4.2 AVX
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-03-31 19:17:25.283578: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /device:GPU:0 with 43436 MB memory:  -> device: 0, name: NVIDIA A40, pci bus id: 0000:01:00.0, compute capability: 8.6
2022-03-31 19:17:25.284562: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /device:GPU:1 with 43436 MB memory:  -> device: 1, name: NVIDIA A40, pci bus id: 0000:41:00.0, compute capability: 8.6
...
2022-03-31 19:17:32.048652: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 43436 MB memory:  -> device: 0, name: NVIDIA A40, pci bus id: 0000:01:00.0, compute capability: 8.6
2022-03-31 19:17:32.049153: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 43436 MB memory:  -> device: 1, name: NVIDIA A40, pci bus id: 0000:41:00.0, compute capability: 8.6
2022-03-31 19:17:32.049637: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:2 with 43436 MB memory:  -> device: 2, name: NVIDIA A40, pci bus id: 0000:81:00.0, compute capability: 8.6
2022-03-31 19:17:32.050111: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:3 with 43436 MB memory:  -> device: 3, name: NVIDIA A40, pci bus id: 0000:c1:00.0, compute capability: 8.6
2022-03-31 19:17:35.279115: I tensorflow/stream_executor/cuda/cuda_dnn.cc:379] Loaded cuDNN version 8303
2022-03-31 19:17:36.772709: I tensorflow/stream_executor/cuda/cuda_blas.cc:1804] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
./data/img0.JPG - Predicted: [('n02110185', 'Siberian_husky', 0.5571331), ('n02109961', 'Eskimo_dog', 0.41630116), ('n02110063', 'malamute', 0.021332687)]
./data/img1.JPG - Predicted: [('n01820546', 'lorikeet', 0.301645), ('n01537544', 'indigo_bunting', 0.16954009), ('n01828970', 'bee_eater', 0.16138536)]
./data/img2.JPG - Predicted: [('n02481823', 'chimpanzee', 0.5103813), ('n02480495', 'orangutan', 0.16043848), ('n02480855', 'gorilla', 0.1509965)]
./data/img3.JPG - Predicted: [('n01729977', 'green_snake', 0.4083977), ('n03627232', 'knot', 0.09960673), ('n01749939', 'green_mamba', 0.06695716)]
Step 0: 53.9ms
Step 50: 54.3ms
...
Step 950: 54.0ms
Throughput: 147 images/s
Converting to TF-TRT FP32...
INFO:tensorflow:Linked TensorRT version: (8, 2, 3)
INFO:tensorflow:Loaded TensorRT version: (8, 2, 3)
2022-03-31 19:19:13.215168: I tensorflow/core/grappler/devices.cc:66] Number of eligible GPUs (core count >= 8, compute capability >= 0.0): 4
2022-03-31 19:19:13.215301: I tensorflow/core/grappler/clusters/single_machine.cc:358] Starting new session
...
2022-03-31 19:19:15.199938: W tensorflow/compiler/tf2tensorrt/convert/trt_optimization_pass.cc:192] Calibration with FP32 or FP16 is not implemented. Falling back to use_calibration = False.Note that the default value of use_calibration is True.
2022-03-31 19:19:15.200029: I tensorflow/compiler/tf2tensorrt/convert/trt_optimization_pass.cc:211] [TF-TRT] not using explicit QDQ mode
2022-03-31 19:19:15.363566: W tensorflow/compiler/tf2tensorrt/segment/segment.cc:954] 
...
2022-03-31 19:19:15.385464: W tensorflow/compiler/tf2tensorrt/segment/segment.cc:1281] The environment variable TF_TRT_MAX_ALLOWED_ENGINES=20 has no effect since there are only 1 TRT Engines with  at least minimum_segment_size=3 nodes.
2022-03-31 19:19:15.388155: I tensorflow/compiler/tf2tensorrt/convert/convert_graph.cc:795] Number of TensorRT candidate segments: 1
2022-03-31 19:19:15.394285: I tensorflow/compiler/tf2tensorrt/convert/convert_graph.cc:909] Replaced segment 0 consisting of 500 nodes by TRTEngineOp_0_0.
...
INFO:tensorflow:Could not find TRTEngineOp_0_0 in TF-TRT cache. This can happen if build() is not called, which means TensorRT engines will be built and cached at runtime.
INFO:tensorflow:Assets written to: resnet50_saved_model_TFTRT_FP32/assets
Done Converting to TF-TRT FP32
2022-03-31 19:19:46.675549: I tensorflow/compiler/tf2tensorrt/kernels/trt_engine_op.cc:446] TRTEngineOp not using explicit QDQ
2022-03-31 19:19:46.682518: I tensorflow/compiler/tf2tensorrt/common/utils.cc:100] Linked TensorRT version: 8.2.3
2022-03-31 19:19:46.682690: I tensorflow/compiler/tf2tensorrt/common/utils.cc:102] Loaded TensorRT version: 8.2.3
2022-03-31 19:19:47.748477: I tensorflow/compiler/tf2tensorrt/convert/convert_nodes.cc:1372] [TF-TRT] Sparse compute capability is enabled.
2022-03-31 19:19:47.750009: W tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:36] TF-TRT Warning: DefaultLogger It is suggested to disable layer timing cache while using AlgorithmSelector. Please refer to the developer guide in https://docs.nvidia.com/deeplearning/tensorrt/developer-guide/index.html#builder-layer-timing.
./data/img0.JPG - Predicted: [('n02110185', 'Siberian_husky', 0.5569863), ('n02109961', 'Eskimo_dog', 0.41644078), ('n02110063', 'malamute', 0.021332804)]
Step 0:  4.0ms
Step 50:  4.0ms
...
Throughput: 1985 images/s""",
        expected_cause=None,
        harmless=True,
        note="2022. Saved outputs of the TF-TRT example notebook for NVIDIA's NGC TensorFlow container (TensorFlow 2.8.0, TensorRT 8.2.3, four NVIDIA A40 cards per its nvidia-smi cell); the text is the cells' outputs in order, not the code. The same file shows the run working on the GPUs: 'Created device ... NVIDIA A40 ... compute capability: 8.6' for all four, 'Loaded cuDNN version 8303', ResNet-50 predictions ('Siberian_husky', 0.557), native throughput 'Throughput: 147 images/s', the conversion 'Replaced segment 0 consisting of 500 nodes by TRTEngineOp_0_0', and the converted model's 'Throughput: 1985 images/s'. Alarming-looking lines: the oneDNN CPU notice, 'Calibration with FP32 or FP16 is not implemented', 'TF_TRT_MAX_ALLOWED_ENGINES=20 has no effect', 'Could not find TRTEngineOp_0_0 in TF-TRT cache' and TF-TRT's 'It is suggested to disable layer timing cache'. The dpkg listing of the TensorRT packages is cut after its header; repeated device lines, benchmark steps and grappler summaries cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="tftrt-dynamic-shapes-notebook-rtx3080-numa-trt-plan-warning",
        source=_GH
        + "tensorflow/tensorrt/blob/753a7317b5321b63873158c6b4b834996f441b35/tftrt/examples-py/dynamic_shapes.ipynb",
        text=r"""2022-05-12 19:22:02.968545: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:952] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-05-12 19:22:02.995428: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:952] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-05-12 19:22:02.995597: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:952] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-05-12 19:22:02.996066: I tensorflow/core/platform/cpu_feature_guard.cc:152] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE3 SSE4.1 SSE4.2 AVX
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
...
2022-05-12 19:22:03.310344: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 7863 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3080, pci bus id: 0000:09:00.0, compute capability: 8.6
WARNING:tensorflow:Compiled the loaded model, but the compiled metrics have yet to be built. `model.compile_metrics` will be empty until you train or evaluate the model.
2022-05-12 19:22:07.287423: W tensorflow/python/util/util.cc:368] Sets are not currently considered sequences, but this may change in the future, so consider avoiding using them.
INFO:tensorflow:Assets written to: resnet50_saved_model/assets
Converting to TF-TRT FP32...
INFO:tensorflow:Linked TensorRT version: (8, 2, 4)
INFO:tensorflow:Loaded TensorRT version: (8, 2, 4)
2022-05-12 19:22:23.416416: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:952] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-05-12 19:22:23.416556: I tensorflow/core/grappler/devices.cc:66] Number of eligible GPUs (core count >= 8, compute capability >= 0.0): 1
2022-05-12 19:22:23.416638: I tensorflow/core/grappler/clusters/single_machine.cc:358] Starting new session
...
2022-05-12 19:22:23.425375: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 7863 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3080, pci bus id: 0000:09:00.0, compute capability: 8.6
...
2022-05-12 19:22:24.938672: W tensorflow/compiler/tf2tensorrt/convert/trt_optimization_pass.cc:192] Calibration with FP32 or FP16 is not implemented. Falling back to use_calibration = False.Note that the default value of use_calibration is True.
2022-05-12 19:22:25.059325: W tensorflow/compiler/tf2tensorrt/segment/segment.cc:954] 
...
2022-05-12 19:22:25.074575: W tensorflow/compiler/tf2tensorrt/segment/segment.cc:1282] The environment variable TF_TRT_MAX_ALLOWED_ENGINES=20 has no effect since there are only 1 TRT Engines with  at least minimum_segment_size=3 nodes.
2022-05-12 19:22:25.076564: I tensorflow/compiler/tf2tensorrt/convert/convert_graph.cc:796] Number of TensorRT candidate segments: 1
2022-05-12 19:22:25.080998: I tensorflow/compiler/tf2tensorrt/convert/convert_graph.cc:913] Replaced segment 0 consisting of 500 nodes by TRTEngineOp_000_000.
...
2022-05-12 19:22:26.009110: I tensorflow/compiler/tf2tensorrt/common/utils.cc:100] Linked TensorRT version: 8.2.4
2022-05-12 19:22:26.009219: I tensorflow/compiler/tf2tensorrt/common/utils.cc:102] Loaded TensorRT version: 8.2.4
2022-05-12 19:22:26.759886: I tensorflow/compiler/tf2tensorrt/convert/convert_nodes.cc:1255] [TF-TRT] Sparse compute capability is enabled.
INFO:tensorflow:Assets written to: resnet50_saved_model_TFTRT_FP32/assets
Done Converting to TF-TRT FP32
2022-05-12 19:23:14.908227: W tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:36] TF-TRT Warning: DefaultLogger Using an engine plan file across different models of devices is not recommended and is likely to affect performance or even cause errors.
Step 0:  7.6ms
Step 50:  7.5ms
...
Step 950:  7.6ms
Throughput: 2108 images/s
2022-05-12 19:23:26.768667: W tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:36] TF-TRT Warning: DefaultLogger Using an engine plan file across different models of devices is not recommended and is likely to affect performance or even cause errors.
Step 0: 13.9ms
Step 50: 13.9ms
...
Step 950: 13.9ms
Throughput: 2303 images/s""",
        expected_cause=None,
        harmless=True,
        note="2022. Saved outputs of the TF-TRT dynamic-shapes example notebook (NVIDIA, 2022; TensorRT 8.2.4) run on a GeForce RTX 3080; the text is the cells' outputs in order. The same file shows the run working on the GPU: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 7863 MB memory ... NVIDIA GeForce RTX 3080 ... compute capability: 8.6', a ResNet-50 converted ('Replaced segment 0 consisting of 500 nodes by TRTEngineOp_000_000', 'Done Converting to TF-TRT FP32') and benchmarked at 'Throughput: 2108 images/s' (batch 16) and 'Throughput: 2303 images/s' (batch 32). Alarming-looking lines: many 'successful NUMA node read from SysFS had negative value (-1)' notices, 'Sets are not currently considered sequences', 'Calibration with FP32 or FP16 is not implemented', and 'TF-TRT Warning: DefaultLogger Using an engine plan file across different models of devices is not recommended and is likely to affect performance or even cause errors', after which the benchmarks ran. Repeated NUMA lines, grappler summaries and benchmark steps cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="merlin-models-horovodrun-two-v100-training-working",
        source=_GH
        + "NVIDIA-Merlin/models/blob/729da27c5d208242e06b62b72fc21019d6af3f95/examples/usecases/multi-gpu-data-parallel-training.ipynb",
        text=r"""[1,1]<stderr>:2022-11-03 13:24:49.132058: I tensorflow/core/platform/cpu_feature_guard.cc:194] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE3 SSE4.1 SSE4.2 AVX
[1,1]<stderr>:To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
[1,0]<stderr>:2022-11-03 13:24:49.193852: I tensorflow/core/platform/cpu_feature_guard.cc:194] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE3 SSE4.1 SSE4.2 AVX
[1,0]<stderr>:To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
[1,1]<stderr>:2022-11-03 13:24:59.091618: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 16255 MB memory:  -> device: 0, name: Tesla V100-SXM2-32GB-LS, pci bus id: 0000:0a:00.0, compute capability: 7.0
[1,0]<stderr>:2022-11-03 13:24:59.639104: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 16255 MB memory:  -> device: 0, name: Tesla V100-SXM2-32GB-LS, pci bus id: 0000:07:00.0, compute capability: 7.0
[1,1]<stdout>:Number batches: 21
[1,0]<stdout>:Number batches: 21
21/21 [==============================] - 22s 42ms/step - loss: 0.6932 - auc: 0.5000 - regularization_loss: 0.0000e+00stdout>t>[1,0]<stdout>[1,1]<stdout>:[1,1]<stdout>[1,0]<stdout>[1,1]<stdout>[1,0]<stdout>[1,0]<stdout>[1,1]<stdout>[1,0]<stdout>[1,1]<stdout>[1,1]<stdout>
21/21 [==============================] - 23s 42ms/step - loss: 0.6931 - auc: 0.4999 - regularization_loss: 0.0000e+00stdout>[1,1]<stdout>[1,1]<stdout>
10/10 [==============================] - 4s 24ms/step - loss: 0.6931 - auc: 0.5002 - regularization_loss: 0.0000e+00]<stdout[1,0]<stdout>[1,0]<stdout>[1,0]<stdout>
[1,0]<stdout>:{'loss': 0.6931458711624146, 'auc': 0.5002372860908508, 'regularization_loss': 0.0}
[1,0]<stderr>:/usr/lib/python3/dist-packages/requests/__init__.py:89: RequestsDependencyWarning: urllib3 (1.26.12) or chardet (3.0.4) doesn't match a supported version!
[1,0]<stderr>:  warnings.warn("urllib3 ({}) or chardet ({}) doesn't match a supported "
[1,0]<stderr>:/usr/local/lib/python3.8/dist-packages/merlin/schema/tags.py:148: UserWarning: Compound tags like Tags.USER_ID have been deprecated and will be removed in a future version. Please use the atomic versions of these tags, like [<Tags.USER: 'user'>, <Tags.ID: 'id'>].
[1,0]<stderr>:  warnings.warn(
[1,0]<stderr>:/usr/local/lib/python3.8/dist-packages/merlin/schema/tags.py:148: UserWarning: Compound tags like Tags.ITEM_ID have been deprecated and will be removed in a future version. Please use the atomic versions of these tags, like [<Tags.ITEM: 'item'>, <Tags.ID: 'id'>].
[1,0]<stderr>:  warnings.warn(
10/10 [==============================] - 4s 25ms/step - loss: 0.6931 - auc: 0.5000 - regularization_loss: 0.0000e+00<stdout>[1,1]<stdout>[1,1]<stdout>
[1,1]<stdout>:{'loss': 0.6931441426277161, 'auc': 0.5000250339508057, 'regularization_loss': 0.0}
[1,1]<stderr>:/usr/lib/python3/dist-packages/requests/__init__.py:89: RequestsDependencyWarning: urllib3 (1.26.12) or chardet (3.0.4) doesn't match a supported version!
[1,1]<stderr>:  warnings.warn("urllib3 ({}) or chardet ({}) doesn't match a supported "
[1,1]<stderr>:/usr/local/lib/python3.8/dist-packages/merlin/schema/tags.py:148: UserWarning: Compound tags like Tags.USER_ID have been deprecated and will be removed in a future version. Please use the atomic versions of these tags, like [<Tags.USER: 'user'>, <Tags.ID: 'id'>].
[1,1]<stderr>:  warnings.warn(
[1,1]<stderr>:/usr/local/lib/python3.8/dist-packages/merlin/schema/tags.py:148: UserWarning: Compound tags like Tags.ITEM_ID have been deprecated and will be removed in a future version. Please use the atomic versions of these tags, like [<Tags.ITEM: 'item'>, <Tags.ID: 'id'>].
[1,1]<stderr>:  warnings.warn(""",
        expected_cause=None,
        harmless=True,
        note="2022. Saved output of the `!horovodrun -np $NUM_GPUs python tf_trainer.py ...` cell of Merlin Models' multi-GPU data-parallel example notebook (NVIDIA, run 2022-11-03 in a Merlin container). The same output shows the run working: each of the two Horovod ranks prints 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 16255 MB memory ... Tesla V100-SXM2-32GB-LS' (each rank sees its own GPU as GPU:0, on different PCI buses), 21 training batches and 10 evaluation batches run on each rank, and both print their metrics ({'loss': 0.693..., 'auc': 0.500...}). Alarming-looking lines: the oneDNN CPU notice from both ranks, the interleaved '[1,0]<stdout>[1,1]<stdout>' fragments of the two ranks' progress bars, requests' RequestsDependencyWarning and Merlin's deprecation warnings. Quoted whole.",
        platform="linux",
    ),
    CorpusLog(
        name="lambda-benchmark-tf115-quadro-rtx6000-ptxas-not-found-driver-jit",
        source=_GH
        + "lambdal/lambda-tensorflow-benchmark/blob/6595db3eb8b2a840924cb370ae60d610d8128f26/logs/Processor-LambdaCloud_1xQuadro_RTX_6000.logs/real-replicated-fp16-1gpus/resnet50-256/throughput/1",
        text=r"""2020-08-30 00:32:57.327954: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-08-30 00:32:57.334635: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2499980000 Hz
2020-08-30 00:32:57.334944: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x557503ec0430 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-08-30 00:32:57.335018: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-08-30 00:32:57.338442: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-08-30 00:32:57.482048: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-08-30 00:32:57.483656: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x557503ec1230 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-08-30 00:32:57.483713: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Quadro RTX 6000, Compute Capability 7.5
2020-08-30 00:32:57.483945: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2020-08-30 00:32:57.497618: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-08-30 00:32:57.498785: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2020-08-30 00:32:57.503581: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2020-08-30 00:32:57.503622: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 22852 MB memory) -> physical GPU (device: 0, name: Quadro RTX 6000, pci bus id: 0000:13:00.0, compute capability: 7.5)
TensorFlow:  1.15
Model:       resnet50
Dataset:     imagenet
Mode:        training
SingleSess:  False
Batch size:  256 global
256 per device
Num batches: 100
Num epochs:  0.02
Devices:     ['/gpu:0']
NUMA bind:   False
Data format: NCHW
Optimizer:   sgd
Variables:   replicated
AllReduce:   nccl
...
2020-08-30 00:33:03.483103: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 22852 MB memory) -> physical GPU (device: 0, name: Quadro RTX 6000, pci bus id: 0000:13:00.0, compute capability: 7.5)
...
Running warm up
2020-08-30 00:33:06.070806: I tensorflow/core/grappler/optimizers/generic_layout_optimizer.cc:345] Cancel Transpose nodes around Pad: transpose_before=tower_0/v0/transpose pad=tower_0/v0/cg/conv0/Pad transpose_after=tower_0/v0/cg/conv0/conv2d/Conv2D-0-TransposeNCHWToNHWC-LayoutOptimizer,tower_0/v0/gradients/tower_0/v0/cg/conv0/conv2d/Conv2D_grad/Conv2DBackpropFilter-0-TransposeNCHWToNHWC-LayoutOptimizer
2020-08-30 00:33:07.051804: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10.0
2020-08-30 00:33:09.966121: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-08-30 00:33:11.515151: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Not found: ./bin/ptxas not found
Relying on driver to perform ptx compilation. This message will be only logged once.
Done warm up
Step	Img/sec	total_loss
1	images/sec: 408.2 +/- 0.0 (jitter = 0.0)	7.848 1598772797
10	images/sec: 398.2 +/- 9.8 (jitter = 26.0)	7.900 1598772803
20	images/sec: 398.8 +/- 6.5 (jitter = 29.8)	7.894 1598772810
30	images/sec: 404.6 +/- 5.4 (jitter = 30.9)	7.809 1598772816
...
100	images/sec: 407.2 +/- 3.3 (jitter = 30.5)	7.739 1598772860
----------------------------------------------------------------
total images/sec: 406.84
----------------------------------------------------------------""",
        expected_cause=None,
        harmless=True,
        note="2020. A committed tf_cnn_benchmarks log of Lambda's TensorFlow benchmark (TensorFlow 1.15, ResNet-50, batch 256, fp16, one Quadro RTX 6000 on Lambda Cloud). The same log shows the run working on the GPU: 'Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 22852 MB memory) -> physical GPU (... Quadro RTX 6000 ... compute capability: 7.5)', all 100 steps at about 400 images/sec and 'total images/sec: 406.84'. Alarming-looking lines: NUMA notices, 'Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set', and 'W ... redzone_allocator.cc:312] Not found: ./bin/ptxas not found / Relying on driver to perform ptx compilation', after which the benchmark ran at full speed. Deprecation warnings, repeated library and NUMA lines and steps cut with '...'.",
        platform="linux",
    ),
)
