# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-second set of real output quoted by ML platform tools' documentation and saved by their runs: TensorFlow training on NVIDIA GPUs under hosted and benchmark tooling (2017-2022), from Lambda Labs' TensorFlow benchmark logs (lambdal/lambda-tensorflow-benchmark), Paperspace Gradient's own TensorFlow notebooks saved with outputs (gradient-ai/TensorFlow, gradient-ai/TensorFlow-Distribution-Strategies), a FloydHub job log committed with a project (Gananath/DrugAI), and ModelArts' troubleshooting pages (opentelekomcloud-docs/modelarts).

Each record is one committed log, one notebook's saved outputs, or one quoted line; the text holds
only the lines as a user would meet them, never the page's explanation or fix. Sources are given as
the file at the commit read (GitHub blob). All records are files or pages, none a thread.

Broken kinds held: a benchmark batch too large for an 8 GB laptop GPU (the run ends in
ResourceExhaustedError; the repository's results table records no figure for it), and a multi-GPU
training warning whose cause the platform's page names in the training code (tf.Variable instead of
tf.get_variable; no catalogue cause, a single quoted line). Working runs: 6, each file showing the
GPU device created and training finished: 'failed to allocate ... CUDA_ERROR_OUT_OF_MEMORY' during
warm-up, XLA's 'Unknown compute capability (8, 0)' on an A100 under TensorFlow 2.3, XLA's
convolution autotuner printing 'Results mismatch between different convolution algorithms' on an
RTX 3090, NUMA notices on Paperspace Gradient (one and two GPUs, with GCS-token and auto-shard
warnings), and TensorFlow 1.x pool-allocator notices on a FloydHub K80.

Small set, weighted to working runs: the documentation of the platform tools read (Ray, Determined,
Kubeflow, MLflow, ClearML, Metaflow, Flyte, Polyaxon examples, SageMaker guides and examples, Vertex
AI samples, Azure ML notebooks, TensorFlowOnSpark, Analytics Zoo, H2O4GPU) quotes almost no
TensorFlow GPU output at all, and the pages that do (Horovod's troubleshooting page, ModelArts'
GPU pages) are already in the corpus. Left out, cause not stated in the file: four-GPU RTX 3070 runs
of the same benchmark ending in NCCL 'unhandled system error', Kubeflow TFJob example notebooks whose
pods ran without a GPU ('failed call to cuInit: UNKNOWN ERROR (303)', training on the CPU as the
example intends), a SageMaker JumpStart training log on ml.p3.2xlarge without any GPU device line,
and a 2024 Paperspace runtime notebook that imports TensorFlow on an H100 (factory-registration and
PTX notices) without training.

At first look (the doctor of commit 72951f5) the cause was named in 1 of the 2 broken logs, first
(the out-of-memory run); the ModelArts line, with no catalogue cause, got no finding. Of the 6
working runs, 1 was flagged: the RTX 3090 XLA run as cudnn-version-mismatch, on the autotuner's
'Results mismatch ... loss of precision in cudnn' lines although the run trained; the other 5
were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="lambda-benchmark-rtx2080-maxq-vgg16-fp32-batch48-oom",
        source=_GH
        + "lambdal/lambda-tensorflow-benchmark/blob/c17619db95dca6819821bed1260b9d544ddcb948/logs/i7-9750H-GeForce_RTX_2080_with_Max-Q_Design_TF1_15.logs/syn-replicated-fp32-1gpus/vgg16-48/throughput/1",
        text=r"""2020-07-10 08:43:14.981694: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...
2020-07-10 08:43:15.068389: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): GeForce RTX 2080 with Max-Q Design, Compute Capability 7.5
2020-07-10 08:43:15.068498: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:43:15.068753: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Found device 0 with properties:
name: GeForce RTX 2080 with Max-Q Design major: 7 minor: 5 memoryClockRate(GHz): 1.095
pciBusID: 0000:01:00.0
...
2020-07-10 08:43:15.399276: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7077 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2080 with Max-Q Design, pci bus id: 0000:01:00.0, compute capability: 7.5)
TensorFlow:  1.15
Model:       vgg16
Dataset:     imagenet (synthetic)
Mode:        training
SingleSess:  False
Batch size:  48 global
48 per device
...
Running warm up
2020-07-10 08:43:16.076397: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10.0
2020-07-10 08:43:16.248900: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-07-10 08:43:17.109212: I tensorflow/stream_executor/cuda/cuda_driver.cc:831] failed to allocate 2.88G (3091663872 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2020-07-10 08:43:17.477999: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.54GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-07-10 08:43:17.478021: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.54GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-07-10 08:43:17.603778: W tensorflow/core/common_runtime/bfc_allocator.cc:305] Garbage collection: deallocate free memory regions (i.e., allocations) so that we can re-allocate a larger region to avoid OOM due to memory fragmentation. If you see this message frequently, you are running near the threshold of the available device memory and re-allocation may incur great performance overhead. You may try smaller batch sizes to observe the performance impact. Set TF_ENABLE_GPU_GARBAGE_COLLECTION=false if you'd like to disable this feature.
...
2020-07-10 08:43:28.766711: I tensorflow/stream_executor/cuda/cuda_driver.cc:831] failed to allocate 2.88G (3091663872 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2020-07-10 08:43:28.766730: W tensorflow/core/common_runtime/bfc_allocator.cc:419] Allocator (GPU_0_bfc) ran out of memory trying to allocate 64.00MiB (rounded to 67108864).  Current allocation summary follows.
...
2020-07-10 08:43:28.767507: I tensorflow/core/common_runtime/bfc_allocator.cc:921] Sum Total of in-use chunks: 4.00GiB
2020-07-10 08:43:28.767511: I tensorflow/core/common_runtime/bfc_allocator.cc:923] total_region_allocated_bytes_: 4329570304 memory_limit_: 7421234381 available bytes: 3091664077 curr_region_allocation_bytes_: 8589934592
2020-07-10 08:43:28.767516: I tensorflow/core/common_runtime/bfc_allocator.cc:929] Stats:
Limit:                  7421234381
InUse:                  4290531840
MaxInUse:               4329562880
...
2020-07-10 08:43:28.767526: W tensorflow/core/common_runtime/bfc_allocator.cc:424] *************************************************************************************************xx*
2020-07-10 08:43:28.767546: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at matmul_op.cc:480 : Resource exhausted: OOM when allocating tensor with shape[4096,4096] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
...
Traceback (most recent call last):
File "/usr/lib/python3/dist-packages/tensorflow_core/python/client/session.py", line 1365, in _do_call
return fn(*args)
File "/usr/lib/python3/dist-packages/tensorflow_core/python/client/session.py", line 1350, in _run_fn
target_list, run_metadata)
File "/usr/lib/python3/dist-packages/tensorflow_core/python/client/session.py", line 1443, in _call_tf_sessionrun
run_metadata)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: 2 root error(s) found.
(0) Resource exhausted: OOM when allocating tensor with shape[4096,4096] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
[[{{node tower_0/v0/gradients/tower_0/v0/cg/affine1/xw_plus_b/MatMul_grad/MatMul_1}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

[[main_fetch_group/_72]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

(1) Resource exhausted: OOM when allocating tensor with shape[4096,4096] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
[[{{node tower_0/v0/gradients/tower_0/v0/cg/affine1/xw_plus_b/MatMul_grad/MatMul_1}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
""",
        expected_cause="gpu-out-of-memory",
        note="2020. A committed run log of Lambda Labs' TensorFlow GPU benchmark (tf_cnn_benchmarks, TensorFlow 1.15) on a laptop RTX 2080 Max-Q (8 GB; TensorFlow got 7077 MB): VGG16 training in fp32 with batch 48 per GPU. The same file shows the outcome: the allocator runs out of GPU memory, 'Resource exhausted: OOM when allocating tensor with shape[4096,4096] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc', and the run ends in ResourceExhaustedError before any step (no images/sec line). The repository's published table (tf-train-throughput-fp32.csv) records 0 for VGG16 on the 'RTX 2080 MAX-Q', and its batch-size table for 8 GB cards (config/bs_fp32.sh) sets vgg16=40 where this run used 48. The ResNet-50 run on the same laptop, whose 'failed to allocate' lines were not fatal, is the working record below. Long repeated allocator dumps and the traceback's tail shortened with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-docs-distributed-tf-gradient-none-tf-variable",
        source=_GH
        + "opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/training_jobs/service_code_issues/distributed_tensorflow_cannot_use_tf.variable.rst",
        text=r"""WARNING:tensorflow:Gradient is None for variable:v0/tower_0/UNET_v7/sub_pixel/Variable:0.Make sure this variable is used in loss computation""",
        expected_cause=None,
        note="Undated page (ModelArts, a managed training service; docs of the Open Telekom Cloud edition, docs.otc.t-systems.com). Troubleshooting page 'Distributed Tensorflow Cannot Use tf.variable': symptom 'The following error occurs when tf.variable is used across multiple machines and multiple GPUs:' (this line); 'Possible Cause: Distributed TensorFlow needs to use tf.get_variable instead of tf.variable.' Solution: 'Replace tf.variable in the boot file with tf.get_variable.' The cause is the training code's variable creation under a multi-GPU tower setup, none of the catalogue's causes. A single quoted line.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="lambda-benchmark-rtx2080-maxq-resnet50-cuda-error-oom-alloc-working",
        source=_GH
        + "lambdal/lambda-tensorflow-benchmark/blob/c17619db95dca6819821bed1260b9d544ddcb948/logs/i7-9750H-GeForce_RTX_2080_with_Max-Q_Design_TF1_15.logs/syn-replicated-fp32-1gpus/resnet50-48/throughput/1",
        text=r"""2020-07-10 08:40:51.757673: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-07-10 08:40:51.847334: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:51.847729: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x4fd0020 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-07-10 08:40:51.847744: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): GeForce RTX 2080 with Max-Q Design, Compute Capability 7.5
2020-07-10 08:40:51.847887: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:51.848170: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Found device 0 with properties:
name: GeForce RTX 2080 with Max-Q Design major: 7 minor: 5 memoryClockRate(GHz): 1.095
pciBusID: 0000:01:00.0
...
2020-07-10 08:40:51.854118: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-07-10 08:40:51.854192: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:51.854532: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:51.854777: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1767] Adding visible gpu devices: 0
2020-07-10 08:40:52.200719: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1180] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-07-10 08:40:52.200743: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1186]      0
2020-07-10 08:40:52.200749: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1199] 0:   N
2020-07-10 08:40:52.200897: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:52.201252: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:983] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-10 08:40:52.201554: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7077 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2080 with Max-Q Design, pci bus id: 0000:01:00.0, compute capability: 7.5)
TensorFlow:  1.15
Model:       resnet50
Dataset:     imagenet (synthetic)
Mode:        training
SingleSess:  False
Batch size:  48 global
48 per device
...
2020-07-10 08:40:54.502225: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1325] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7077 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2080 with Max-Q Design, pci bus id: 0000:01:00.0, compute capability: 7.5)
INFO:tensorflow:Running local_init_op.
I0710 08:40:54.908201 140299356555072 session_manager.py:500] Running local_init_op.
INFO:tensorflow:Done running local_init_op.
I0710 08:40:54.955466 140299356555072 session_manager.py:502] Done running local_init_op.
Running warm up
2020-07-10 08:40:56.063991: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10.0
2020-07-10 08:40:56.241175: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-07-10 08:40:57.781097: I tensorflow/stream_executor/cuda/cuda_driver.cc:831] failed to allocate 2.90G (3117016576 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
Done warm up
Step	Img/sec	total_loss
1	images/sec: 156.2 +/- 0.0 (jitter = 0.0)	7.904 1594395662
10	images/sec: 156.5 +/- 0.2 (jitter = 0.3)	7.963 1594395665
20	images/sec: 156.5 +/- 0.2 (jitter = 0.6)	8.066 1594395668
30	images/sec: 156.3 +/- 0.2 (jitter = 0.8)	8.010 1594395671
40	images/sec: 156.3 +/- 0.1 (jitter = 0.7)	8.172 1594395674
50	images/sec: 156.1 +/- 0.1 (jitter = 0.7)	7.928 1594395677
60	images/sec: 156.0 +/- 0.1 (jitter = 0.7)	7.835 1594395680
70	images/sec: 155.9 +/- 0.1 (jitter = 0.9)	7.955 1594395683
80	images/sec: 155.8 +/- 0.1 (jitter = 0.9)	7.997 1594395686
90	images/sec: 155.7 +/- 0.1 (jitter = 1.0)	7.905 1594395689
100	images/sec: 155.6 +/- 0.1 (jitter = 1.1)	7.888 1594395693
----------------------------------------------------------------
total images/sec: 155.61
----------------------------------------------------------------""",
        harmless=True,
        note="2020. A committed run log of Lambda Labs' TensorFlow GPU benchmark (TensorFlow 1.15) on a laptop RTX 2080 Max-Q: ResNet-50 training in fp32, batch 48. During warm-up the driver refuses one allocation ('failed to allocate 2.90G (3117016576 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory', an I-level line of the allocator retrying with a smaller chunk); the same file shows the outcome: warm-up finishes and the 100 steps run on the GPU at about 156 images/sec ('total images/sec: 155.61'). NUMA notices around the start. Not a failure: the run worked.",
        platform="linux",
    ),
    CorpusLog(
        name="lambda-benchmark-a100-tf23-xla-unknown-compute-capability-working",
        source=_GH
        + "lambdal/lambda-tensorflow-benchmark/blob/c17619db95dca6819821bed1260b9d544ddcb948/logs/7742-A100-SXM4-40GB_TF2_3_XLA.logs/syn-replicated-fp16-1gpus/resnet50-448/throughput/1",
        text=r"""2020-09-06 13:50:24.632531: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcuda.so.1
2020-09-06 13:50:25.057711: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x48d33c0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-09-06 13:50:25.057740: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): A100-SXM4-40GB, Compute Capability 8.0
2020-09-06 13:50:25.065900: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found device 0 with properties:
pciBusID: 0000:07:00.0 name: A100-SXM4-40GB computeCapability: 8.0
coreClock: 1.41GHz coreCount: 108 deviceMemorySize: 39.59GiB deviceMemoryBandwidth: 1.41TiB/s
...
2020-09-06 13:50:25.071396: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudnn.so.8
2020-09-06 13:50:25.081504: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1858] Adding visible gpu devices: 0
...
2020-09-06 13:50:25.428393: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2020-09-06 13:50:25.428426: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 37601 MB memory) -> physical GPU (device: 0, name: A100-SXM4-40GB, pci bus id: 0000:07:00.0, compute capability: 8.0)
TensorFlow:  2.3
Model:       resnet50
Dataset:     imagenet (synthetic)
Mode:        training
SingleSess:  False
Batch size:  448 global
448 per device
Num batches: 100
Num epochs:  0.03
Devices:     ['/gpu:0']
...
2020-09-06 13:50:27.872981: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 37601 MB memory) -> physical GPU (device: 0, name: A100-SXM4-40GB, pci bus id: 0000:07:00.0, compute capability: 8.0)
2020-09-06 13:50:28.180020: W tensorflow/compiler/jit/mark_for_compilation_pass.cc:1641] (One-time warning): Not using XLA:CPU for cluster because envvar TF_XLA_FLAGS=--tf_xla_cpu_global_jit was not set.  If you want XLA:CPU, either set that envvar, or use experimental_jit_scope to enable XLA:CPU.  To confirm that XLA is active, pass --vmodule=xla_compilation_cache=1 (as a proper command-line flag, not via TF_XLA_FLAGS) or set the envvar XLA_FLAGS=--xla_hlo_profile.
...
Running warm up
2020-09-06 13:50:29.354198: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:97] Unknown compute capability (8, 0) .Defaulting to telling LLVM that we're compiling for sm_75
2020-09-06 13:50:29.492383: I tensorflow/compiler/jit/xla_compilation_cache.cc:314] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2020-09-06 13:50:29.678208: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudnn.so.8
2020-09-06 13:50:30.558262: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcublas.so.11
2020-09-06 13:50:44.467202: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:97] Unknown compute capability (8, 0) .Defaulting to telling LLVM that we're compiling for sm_75
2020-09-06 13:50:52.080999: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:97] Unknown compute capability (8, 0) .Defaulting to telling LLVM that we're compiling for sm_75
Done warm up
Step	Img/sec	total_loss
1	images/sec: 1892.5 +/- 0.0 (jitter = 0.0)	7.877 1599400255
10	images/sec: 1892.3 +/- 0.5 (jitter = 1.9)	7.859 1599400257
20	images/sec: 1891.5 +/- 0.6 (jitter = 2.9)	7.928 1599400259
30	images/sec: 1891.0 +/- 0.4 (jitter = 2.2)	7.881 1599400262
40	images/sec: 1890.6 +/- 0.4 (jitter = 2.6)	7.809 1599400264
50	images/sec: 1889.9 +/- 0.5 (jitter = 2.9)	7.816 1599400266
60	images/sec: 1889.8 +/- 0.4 (jitter = 3.0)	7.830 1599400269
70	images/sec: 1889.8 +/- 0.4 (jitter = 3.0)	7.792 1599400271
80	images/sec: 1889.5 +/- 0.4 (jitter = 3.2)	7.811 1599400274
90	images/sec: 1889.3 +/- 0.4 (jitter = 3.2)	7.807 1599400276
100	images/sec: 1888.7 +/- 0.4 (jitter = 3.5)	7.730 1599400278
----------------------------------------------------------------
total images/sec: 1888.37
----------------------------------------------------------------""",
        harmless=True,
        note="2020. A committed run log of Lambda Labs' TensorFlow GPU benchmark with TensorFlow 2.3 and XLA on an A100-SXM4-40GB (compute capability 8.0): XLA's GPU backend warns 'Unknown compute capability (8, 0) .Defaulting to telling LLVM that we're compiling for sm_75' (TensorFlow 2.3's LLVM table stopped at 7.5), and TF_FORCE_GPU_ALLOW_GROWTH overrides allow_growth. The same file shows the outcome: 'Compiled cluster using XLA!', warm-up done and ResNet-50 fp16 training at about 1890 images/sec ('total images/sec: 1888.37'). Not a failure: the GPU is used and runs at A100 speed.",
        platform="linux",
    ),
    CorpusLog(
        name="lambda-benchmark-rtx3090-xla-conv-results-mismatch-working",
        source=_GH
        + "lambdal/lambda-tensorflow-benchmark/blob/c17619db95dca6819821bed1260b9d544ddcb948/logs/3970X-GeForce_RTX_3090_XLA.logs/syn-replicated-fp16-1gpus/alexnet-1920/throughput/1",
        text=r"""2020-11-02 06:38:34.335354: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcuda.so.1
2020-11-02 06:38:34.467425: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x49ab9d0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-11-02 06:38:34.467458: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): GeForce RTX 3090, Compute Capability 8.6
2020-11-02 06:38:34.469505: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1665] Found device 0 with properties:
name: GeForce RTX 3090 major: 8 minor: 6 memoryClockRate(GHz): 1.695
pciBusID: 0000:01:00.0
...
2020-11-02 06:38:34.479644: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1793] Adding visible gpu devices: 0
2020-11-02 06:38:34.479664: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2020-11-02 06:38:34.710900: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1206] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-11-02 06:38:34.710941: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1212]      0
2020-11-02 06:38:34.710947: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1225] 0:   N
2020-11-02 06:38:34.714009: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2020-11-02 06:38:34.714041: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1351] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 22362 MB memory) -> physical GPU (device: 0, name: GeForce RTX 3090, pci bus id: 0000:01:00.0, compute capability: 8.6)
TensorFlow:  1.15
Model:       alexnet
Dataset:     imagenet (synthetic)
...
Running warm up
2020-11-02 06:38:35.197866: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2020-11-02 06:38:35.674457: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2020-11-02 06:39:15.955833: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 384: 753.5 vs 849.5
2020-11-02 06:39:15.955863: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 385: 758 vs 855.5
2020-11-02 06:39:15.955867: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 386: 752 vs 842.5
2020-11-02 06:39:15.955870: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 387: 753 vs 849.5
2020-11-02 06:39:15.955873: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 388: 755 vs 847
2020-11-02 06:39:15.955877: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 389: 757.5 vs 852.5
2020-11-02 06:39:15.955880: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 390: 753 vs 847
2020-11-02 06:39:15.955883: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 391: 752 vs 848
2020-11-02 06:39:15.955886: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 392: 755 vs 851.5
2020-11-02 06:39:15.955889: E tensorflow/compiler/xla/service/gpu/buffer_comparator.cc:665] Difference at 393: 756.5 vs 850.5
2020-11-02 06:39:15.955905: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:561] Results mismatch between different convolution algorithms. This is likely a bug/unexpected loss of precision in cudnn.
%custom-call.5 = (f16[3,3,384,256]{2,1,0,3}, u8[0]{0}) custom-call(f16[1920,13,13,384]{3,2,1,0} %maximum.182, f16[1920,13,13,256]{3,2,1,0} %select.377), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, custom_call_target="__cudnn$convBackwardFilter", metadata={op_type="Conv2DBackpropFilter" op_name="tower_0/v0/gradients/tower_0/v0/cg/conv4/conv2d/Conv2D_grad/Conv2DBackpropFilter"}, backend_config="{"algorithm":"0","tensor_ops_enabled":false,"conv_result_scale":1,"activation_mode":"0","side_input_scale":0}" for 1+TC vs 0+TC
2020-11-02 06:39:15.955909: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:208] Device: GeForce RTX 3090
2020-11-02 06:39:15.955911: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:209] Platform: Compute Capability 8.6
2020-11-02 06:39:15.955913: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:210] Driver: 11010 (455.28.0)
2020-11-02 06:39:15.955916: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:211] Runtime: <undefined>
...
2020-11-02 06:39:36.579851: I tensorflow/compiler/jit/xla_compilation_cache.cc:241] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
Done warm up
Step	Img/sec	total_loss
1	images/sec: 8106.0 +/- 0.0 (jitter = 0.0)	7.224 1604299179
10	images/sec: 8114.9 +/- 12.4 (jitter = 51.0)	7.223 1604299181
20	images/sec: 8109.1 +/- 7.7 (jitter = 48.7)	7.223 1604299183
30	images/sec: 8105.9 +/- 6.1 (jitter = 39.2)	7.224 1604299185
40	images/sec: 8103.9 +/- 5.4 (jitter = 40.7)	7.224 1604299188
50	images/sec: 8105.8 +/- 5.3 (jitter = 40.8)	7.224 1604299190
60	images/sec: 8106.5 +/- 4.7 (jitter = 40.5)	7.225 1604299193
70	images/sec: 8105.5 +/- 4.3 (jitter = 37.2)	7.223 1604299195
80	images/sec: 8104.4 +/- 3.9 (jitter = 34.3)	7.224 1604299197
90	images/sec: 8105.3 +/- 3.8 (jitter = 34.2)	7.223 1604299200
100	images/sec: 8106.2 +/- 3.7 (jitter = 33.3)	7.225 1604299202
----------------------------------------------------------------
total images/sec: 8104.21
----------------------------------------------------------------""",
        harmless=True,
        note="2020. A committed run log of Lambda Labs' TensorFlow GPU benchmark (TensorFlow 1.15 with XLA, driver 455.28, cuDNN 8.0.4) on an RTX 3090: during XLA's convolution autotuning many E-level lines ('buffer_comparator.cc:665] Difference at 384: 753.5 vs 849.5', 'Results mismatch between different convolution algorithms. This is likely a bug/unexpected loss of precision in cudnn.'). The same file shows the outcome: warm-up done and AlexNet fp16 training at about 8100 images/sec ('total images/sec: 8104.21'). Not a failure: the autotuner compares candidate algorithms in fp16 and drops the ones that disagree; the run worked. Repeated comparator blocks shortened with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="paperspace-gradient-a4000-quickstart-numa-working",
        source=_GH
        + "gradient-ai/TensorFlow/blob/3fbd4032fe2fe838bdd77ec24af3f49b62c2c5d2/quick_start_advanced.ipynb",
        text=r"""2021-11-18 22:27:21.390370: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:21.399142: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:21.399777: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
1 Physical GPUs, 1 Logical GPUs
2021-11-18 22:27:24.085165: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.085853: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.086409: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.557492: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.558077: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.558598: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-11-18 22:27:24.559102: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 14029 MB memory:  -> device: 0, name: RTX A4000, pci bus id: 0000:00:05.0, compute capability: 8.6
2021-11-18 22:27:40.772528: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] None of the MLIR Optimization Passes are enabled (registered 2)
2021-11-18 22:27:41.797311: I tensorflow/stream_executor/cuda/cuda_dnn.cc:381] Loaded cuDNN version 8204
2021-11-18 22:27:43.890114: I tensorflow/stream_executor/cuda/cuda_blas.cc:1760] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
Epoch 1, Loss: 0.13713790476322174, Accuracy: 95.93333435058594, Test Loss: 0.05723337084054947, Test Accuracy: 98.0199966430664
Epoch 2, Loss: 0.041809797286987305, Accuracy: 98.67832946777344, Test Loss: 0.056060198694467545, Test Accuracy: 98.15999603271484
Epoch 3, Loss: 0.021004321053624153, Accuracy: 99.34500122070312, Test Loss: 0.05397671088576317, Test Accuracy: 98.36000061035156
Epoch 4, Loss: 0.012828966602683067, Accuracy: 99.5566635131836, Test Loss: 0.05806920304894447, Test Accuracy: 98.29000091552734
Epoch 5, Loss: 0.009389513172209263, Accuracy: 99.67832946777344, Test Loss: 0.06902837753295898, Test Accuracy: 98.15999603271484""",
        harmless=True,
        note="2021 (run 18 November 2021). Paperspace's own 'Paperspace Gradient: TensorFlow 2 Quick Start for Advanced Users' notebook, saved with its outputs from a Gradient notebook on an RTX A4000: the outputs of three cells (listing the GPUs, setting memory growth, the training loop). Only 'successful NUMA node read from SysFS had negative value (-1)' notices stand out; the same file shows the outcome: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 14029 MB memory: -> device: 0, name: RTX A4000', cuDNN 8204 loaded and five epochs trained to 98% test accuracy. Not a failure.",
        platform="linux",
    ),
    CorpusLog(
        name="paperspace-gradient-2x-a5000-mirroredstrategy-working",
        source=_GH
        + "gradient-ai/TensorFlow-Distribution-Strategies/blob/1d674548cc0600c509b287ef2c07298b840ee515/keras.ipynb",
        text=r"""2022-02-08 23:25:24.694740: W tensorflow/core/platform/cloud/google_auth_provider.cc:184] All attempts to get a Google authentication bearer token failed, returning an empty token. Retrieving token from files failed with "Not found: Could not locate the credentials file.". Retrieving token from GCE failed with "Failed precondition: Error executing an HTTP request: libcurl code 6 meaning 'Couldn't resolve host name', error details: Could not resolve host: metadata".
...
2022-02-08 23:25:27.870689: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-02-08 23:25:27.871585: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1050] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2022-02-08 23:25:28.748596: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 22124 MB memory:  -> device: 0, name: RTX A5000, pci bus id: 0000:00:05.0, compute capability: 8.6
2022-02-08 23:25:28.749880: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 22124 MB memory:  -> device: 1, name: RTX A5000, pci bus id: 0000:00:06.0, compute capability: 8.6
INFO:tensorflow:Using MirroredStrategy with devices ('/job:localhost/replica:0/task:0/device:GPU:0', '/job:localhost/replica:0/task:0/device:GPU:1')
2022-02-08 23:29:37.439223: W tensorflow/core/grappler/optimizers/data/auto_shard.cc:461] The `assert_cardinality` transformation is currently not handled by the auto-shard rewrite and will be removed.
2022-02-08 23:29:37.490212: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] None of the MLIR Optimization Passes are enabled (registered 2)
Epoch 1/12
INFO:tensorflow:batch_all_reduce: 6 all-reduces with algorithm = nccl, num_packs = 1
INFO:tensorflow:batch_all_reduce: 6 all-reduces with algorithm = nccl, num_packs = 1
2022-02-08 23:29:41.739994: I tensorflow/stream_executor/cuda/cuda_dnn.cc:381] Loaded cuDNN version 8204
2022-02-08 23:29:43.138135: I tensorflow/stream_executor/cuda/cuda_dnn.cc:381] Loaded cuDNN version 8204
2022-02-08 23:29:44.948287: I tensorflow/stream_executor/cuda/cuda_blas.cc:1760] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
  3/469 [..............................] - ETA: 9:12 - loss: 2.2141 - accuracy: 0.2943 WARNING:tensorflow:Callback method `on_train_batch_begin` is slow compared to the batch time (batch time: 0.0072s vs `on_train_batch_begin` time: 0.3412s). Check your callbacks.
WARNING:tensorflow:Callback method `on_train_batch_begin` is slow compared to the batch time (batch time: 0.0072s vs `on_train_batch_begin` time: 0.3412s). Check your callbacks.
WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.0072s vs `on_train_batch_end` time: 0.0504s). Check your callbacks.
WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.0072s vs `on_train_batch_end` time: 0.0504s). Check your callbacks.
Learning rate for epoch 1 is 0.0010000000474974513
Epoch 2/12
Learning rate for epoch 2 is 0.0010000000474974513
...
Epoch 12/12
Learning rate for epoch 12 is 9.999999747378752e-06
...
2022-02-08 23:30:27.922901: W tensorflow/core/grappler/optimizers/data/auto_shard.cc:461] The `assert_cardinality` transformation is currently not handled by the auto-shard rewrite and will be removed.
Eval loss: 0.04501435533165932, Eval accuracy: 0.9847000241279602""",
        harmless=True,
        note="2022 (run 8 February 2022). Paperspace's notebook of TensorFlow's 'Distributed training with Keras' tutorial, saved with its outputs from a Gradient machine with two RTX A5000 (nvidia-smi in the notebook: driver 460.91.03), TensorFlow 2.6: W-level lines (google_auth_provider 'All attempts to get a Google authentication bearer token failed' when tfds reaches GCS, auto_shard 'assert_cardinality transformation is currently not handled', Keras 'Callback method ... is slow'), NUMA notices. The same file shows the outcome: a device created on each A5000, MirroredStrategy over GPU:0 and GPU:1 with NCCL all-reduce, twelve epochs trained and 'Eval accuracy: 0.9847'. Not a failure. Keras progress bars (backspace-redrawn) left out, and the outputs of four cells joined.",
        platform="linux",
    ),
    CorpusLog(
        name="floydhub-k80-drugai-wgan-numa-poolallocator-working",
        source=_GH
        + "Gananath/DrugAI/blob/2920ded7e691d893ce278f0b247a14504de81a40/DrugAI-WGAN/floyd_logs.txt",
        text=r"""2017-08-03 04:21:12,355 INFO - Run Output:
2017-08-03 04:21:14,194 INFO - Using TensorFlow backend.
2017-08-03 04:21:16,847 INFO - ts=116
2017-08-03 04:21:16,848 INFO - ('total chars:', 25)
2017-08-03 04:21:16,857 INFO - Shape
2017-08-03 04:21:16,858 INFO - X=(335, 6) Y=(335, 116, 25)
2017-08-03 04:21:17,096 INFO - /code/drugai.py:56: UserWarning: Update your `Conv1D` call to the Keras 2 API: `Conv1D(input_shape=(116, 25), padding="same", filters=25, kernel_size=4)`
2017-08-03 04:21:17,097 INFO - border_mode='same'))
2017-08-03 04:21:17,124 INFO - /code/drugai.py:62: UserWarning: Update your `Conv1D` call to the Keras 2 API: `Conv1D(padding="same", kernel_size=4, filters=10)`
2017-08-03 04:21:17,124 INFO - border_mode='same'))
2017-08-03 04:21:17,480 INFO - 2017-08-03 11:21:17.479793: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2017-08-03 04:21:17,481 INFO - 2017-08-03 11:21:17.480325: I tensorflow/core/common_runtime/gpu/gpu_device.cc:887] Found device 0 with properties:
2017-08-03 04:21:17,481 INFO - name: Tesla K80
2017-08-03 04:21:17,482 INFO - major: 3 minor: 7 memoryClockRate (GHz) 0.8235
2017-08-03 04:21:17,482 INFO - pciBusID 0000:00:1e.0
2017-08-03 04:21:17,482 INFO - Total memory: 11.17GiB
2017-08-03 04:21:17,483 INFO - Free memory: 11.11GiB
2017-08-03 04:21:17,483 INFO - 2017-08-03 11:21:17.480365: I tensorflow/core/common_runtime/gpu/gpu_device.cc:908] DMA: 0
2017-08-03 04:21:17,483 INFO - 2017-08-03 11:21:17.480413: I tensorflow/core/common_runtime/gpu/gpu_device.cc:918] 0:   Y
2017-08-03 04:21:17,484 INFO - 2017-08-03 11:21:17.480448: I tensorflow/core/common_runtime/gpu/gpu_device.cc:977] Creating TensorFlow device (/gpu:0) -> (device: 0, name: Tesla K80, pci bus id: 0000:00:1e.0)
2017-08-03 04:21:21,679 INFO - 0 [D loss: 0.999992] [G loss: 1.000010]
2017-08-03 04:21:22,572 INFO - Prediction
2017-08-03 04:21:23,059 INFO - [ ']#FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFl'
2017-08-03 04:21:23,060 INFO - ']#FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFl'
2017-08-03 04:21:23,060 INFO - ']#FFFFFFFFFFFFFFFFFFFF#FFFFFF#F#FFFFF#FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF#FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFl']
2017-08-03 04:21:23,241 INFO - 2017-08-03 11:21:23.240334: I tensorflow/core/common_runtime/gpu/pool_allocator.cc:247] PoolAllocator: After 5121 get requests, put_count=5069 evicted_count=1000 eviction_rate=0.197278 and unsatisfied allocation rate=0.224956
2017-08-03 04:21:23,241 INFO - 2017-08-03 11:21:23.240425: I tensorflow/core/common_runtime/gpu/pool_allocator.cc:259] Raising pool_size_limit_ from 100 to 110
2017-08-03 04:21:23,248 INFO - 1 [D loss: 0.999996] [G loss: 1.000008]
2017-08-03 04:21:23,431 INFO - 2 [D loss: 0.999992] [G loss: 1.000014]
2017-08-03 04:21:23,614 INFO - 3 [D loss: 0.999995] [G loss: 1.000013]
2017-08-03 04:21:23,798 INFO - 4 [D loss: 0.999993] [G loss: 1.000014]
2017-08-03 04:21:23,977 INFO - 5 [D loss: 0.999996] [G loss: 1.000012]
2017-08-03 04:21:24,155 INFO - 6 [D loss: 0.999997] [G loss: 1.000013]
2017-08-03 04:21:24,340 INFO - 7 [D loss: 0.999998] [G loss: 1.000012]
2017-08-03 04:21:24,523 INFO - 8 [D loss: 0.999995] [G loss: 1.000017]
2017-08-03 04:21:24,711 INFO - 9 [D loss: 1.000006] [G loss: 1.000014]
2017-08-03 04:21:24,888 INFO - 10 [D loss: 0.999995] [G loss: 1.000013]
...
2017-08-03 05:19:22,725 INFO - 12290 [D loss: 1.001279] [G loss: 1.006564]
2017-08-03 05:19:22,995 INFO - 12291 [D loss: 1.000842] [G loss: 1.007041]
2017-08-03 05:19:23,267 INFO - 12292 [D loss: 1.000799] [G loss: 1.007245]""",
        harmless=True,
        note="2017 (run 3 August 2017). A FloydHub job's log (FloydHub, a hosted training service) committed with a Keras WGAN project: TensorFlow on a Tesla K80 with the NUMA notice and 'PoolAllocator: After 5121 get requests, put_count=5069 evicted_count=1000 eviction_rate=0.197278 and unsatisfied allocation rate=0.224956' / 'Raising pool_size_limit_ from 100 to 110'. The same file shows the outcome: 'Creating TensorFlow device (/gpu:0) -> (device: 0, name: Tesla K80 ...)' and about 12,300 training iterations over an hour. Not a failure: the pool allocator notices are TensorFlow 1.x information lines. The long run of loss lines shortened with '...'.",
        platform="linux",
    ),
)
