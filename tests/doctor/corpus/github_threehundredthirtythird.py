# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A three-hundred-and-thirty-third set of real logs saved in repositories: Slurm job output (stderr .e and stdout .o files) committed to the research repositories hil-se/Comparable and hil-se/DecisionErrorFairness (2023-2024), from jobs run with Spack-built TensorFlow 2.x (2.10 and a later 2.1x) on NVIDIA A100-PCIE-40GB nodes of a university cluster.

Broken kinds held: the GPU running out of memory in training (RESOURCE_EXHAUSTED: OOM), the GPU
running out of memory while a whole data set was copied onto it (seen as "Failed copying input
tensor ... Dst tensor is not initialized"), and the job killed by Slurm for using more host memory
than it was given (oom_kill). Working runs: 2, both on A100 nodes, with alarming lines around the
GPU start (a Spack "matches multiple packages" error, grappler "layout failed" E lines,
TensorFloat-32, XLA and cuDNN notices) and the job's own later output showing the training
finished.

The records are files, not threads: each is confirmed by the same log folder (the log's own
statement of the cause, and for the broken jobs a later job of the same experiment, after the
memory request and the experiment size were changed, running to its results). Left out: a set of
DTU cluster logs (TheDingodile/ML_final outputs) in which TensorFlow never registered the GPU and
no run shows a fix; Slurm logs of a 2019 Keras project on Compute Canada (TensorFlow 1.x output,
no alarming lines); jobs of hil-se/image_fairness (2021) where one job saw no CUDA device and
the cause is not stated.

At first look (the doctor of commit 486c7ee) the cause was named in 2 of the 3 broken logs, both
first (the two GPU out-of-memory jobs; the Slurm oom_kill of host memory was not named); the
working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="comparable-slurm-a100-resource-exhausted-oom-dual-encoder",
        source=_GH
        + "hil-se/Comparable/blob/05f5a623e5d23978ffd3311dac1c8e244626f829/Code/ImageExp/log/18832429_4294967294.e",
        text=r"""==> Error: py-keras matches multiple packages.
  Matching packages:
    jsj35ex py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    ukcde6j py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    7b6blx5 py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
  Use a more specific spec (e.g., prepend '/' to the hash).
2024-07-12 14:06:08.775851: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38367 MB memory:  -> device: 0, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:3b:00.0, compute capability: 8.0
2024-07-12 14:06:16.094925: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-12 14:06:16.451700: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:432] Loaded cuDNN version 8700
2024-07-12 14:06:18.140608: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:606] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
2024-07-12 14:06:18.435382: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f2dc529bf40 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-07-12 14:06:18.435425: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA A100-PCIE-40GB, Compute Capability 8.0
2024-07-12 14:06:18.515955: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2024-07-12 14:40:35.799701: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all/model_1/dropout_2/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-12 14:40:36.376488: W tensorflow/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of memory trying to allocate 488.42MiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2024-07-12 14:40:36.376807: W tensorflow/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of memory trying to allocate 244.70MiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2024-07-12 14:40:46.377091: W tensorflow/tsl/framework/bfc_allocator.cc:485] Allocator (GPU_0_bfc) ran out of memory trying to allocate 120.12MiB (rounded to 125960192)requested by op dual_encoder_all/model_1/conv2d_21/Relu_1
If the cause is memory fragmentation maybe the environment variable 'TF_GPU_ALLOCATOR=cuda_malloc_async' will improve the situation. 
Current allocation summary follows.
Current allocation summary follows.
2024-07-12 14:40:46.377158: I tensorflow/tsl/framework/bfc_allocator.cc:1039] BFCAllocator dump for GPU_0_bfc
...
2024-07-12 14:40:46.380644: I tensorflow/tsl/framework/bfc_allocator.cc:1107] Sum Total of in-use chunks: 37.35GiB
2024-07-12 14:40:46.380653: I tensorflow/tsl/framework/bfc_allocator.cc:1109] Total bytes in pool: 40231108608 memory_limit_: 40231108608 available bytes: 0 curr_region_allocation_bytes_: 80462217216
2024-07-12 14:40:46.380666: I tensorflow/tsl/framework/bfc_allocator.cc:1114] Stats: 
Limit:                     40231108608
InUse:                     40106093568
MaxInUse:                  40230617088
NumAllocs:                     2268042
MaxAllocSize:              13200000000
Reserved:                            0
PeakReserved:                        0
LargestFreeBlock:                    0

2024-07-12 14:40:46.380688: W tensorflow/tsl/framework/bfc_allocator.cc:497] ****************************************************************************************************
2024-07-12 14:40:46.380728: W tensorflow/core/framework/op_kernel.cc:1828] OP_REQUIRES failed at conv_ops_fused_impl.h:568 : RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[32,256,62,62] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
...
tensorflow.python.framework.errors_impl.ResourceExhaustedError: Graph execution error:
...
Node: 'dual_encoder_all/model_1/conv2d_21/Relu_1'
OOM when allocating tensor with shape[32,256,62,62] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[{{node dual_encoder_all/model_1/conv2d_21/Relu_1}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.
 [Op:__inference_train_function_1424895]""",
        expected_cause="gpu-out-of-memory",
        note="2024. Slurm stderr of a Keras dual-encoder training job on one NVIDIA A100-PCIE-40GB (TensorFlow from a Spack environment). The log itself names the cause: 'RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[32,256,62,62] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc', with the allocator stats 'Limit: 40231108608 / InUse: 40106093568' (the omitted dump lists two 13200000000-byte chunks: the data set held on the GPU). The later job 18840751 in the same folder, after Experiments.py was cut to num_comp = 3 and the job's memory request changed in run.sh, trained and printed its results. The 'layout failed' E lines and the Spack error about py-keras are not the cause.",
        platform="linux",
    ),
    CorpusLog(
        name="comparable-slurm-a100-eagerconst-dst-tensor-not-initialized",
        source=_GH
        + "hil-se/Comparable/blob/05f5a623e5d23978ffd3311dac1c8e244626f829/Code/ImageExp/log/18833643_4294967294.e",
        text=r"""==> Error: py-keras matches multiple packages.
  Matching packages:
    jsj35ex py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    ukcde6j py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    7b6blx5 py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
  Use a more specific spec (e.g., prepend '/' to the hash).
2024-07-12 23:27:17.193268: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38367 MB memory:  -> device: 0, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:af:00.0, compute capability: 8.0
2024-07-12 23:27:25.822597: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-12 23:27:26.632568: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:432] Loaded cuDNN version 8700
2024-07-12 23:27:28.993296: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:606] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
2024-07-12 23:27:32.451471: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f410526c9a0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-07-12 23:27:32.451520: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA A100-PCIE-40GB, Compute Capability 8.0
2024-07-12 23:27:32.531081: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2024-07-13 00:07:08.725694: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all/model_1/dropout_2/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 01:15:32.149951: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel_2/dropout_4/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 01:58:23.985593: W tensorflow/tsl/framework/bfc_allocator.cc:485] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.07GiB (rounded to 3300000000)requested by op _EagerConst
If the cause is memory fragmentation maybe the environment variable 'TF_GPU_ALLOCATOR=cuda_malloc_async' will improve the situation. 
Current allocation summary follows.
Current allocation summary follows.
2024-07-13 01:58:24.146310: I tensorflow/tsl/framework/bfc_allocator.cc:1039] BFCAllocator dump for GPU_0_bfc
2024-07-13 01:58:24.146351: I tensorflow/tsl/framework/bfc_allocator.cc:1046] Bin (256): 	Total Chunks: 68, Chunks in use: 66. 17.0KiB allocated for chunks. 16.5KiB in use in bin. 1.4KiB client-requested in use in bin.
...
2024-07-13 01:58:24.148840: I tensorflow/tsl/framework/bfc_allocator.cc:1107] Sum Total of in-use chunks: 29.60GiB
2024-07-13 01:58:24.148848: I tensorflow/tsl/framework/bfc_allocator.cc:1109] Total bytes in pool: 40231108608 memory_limit_: 40231108608 available bytes: 0 curr_region_allocation_bytes_: 80462217216
2024-07-13 01:58:24.148860: I tensorflow/tsl/framework/bfc_allocator.cc:1114] Stats: 
Limit:                     40231108608
InUse:                     31785630720
MaxInUse:                  37595815424
NumAllocs:                    21974606
MaxAllocSize:              13200000000
Reserved:                            0
PeakReserved:                        0
LargestFreeBlock:                    0

2024-07-13 01:58:24.148883: W tensorflow/tsl/framework/bfc_allocator.cc:497] **_______***____***************************************************************************______***
Traceback (most recent call last):
  File "/home/alice/Comparable/Code/ImageExp/Experiments.py", line 104, in <module>
    experiment(dataName="FaceImage", col='Average', height=250, width=250)
  File "/home/alice/Comparable/Code/ImageExp/Experiments.py", line 63, in experiment
    MI_encoder_sex_single) = cl.comparabilityExperiment(
  File "/home/alice/Comparable/Code/ImageExp/Classification.py", line 228, in comparabilityExperiment
    dual_encoder = train_model(train=train, val=val, y_true=y_true, shared=True, height=height, width=width)
  File "/home/alice/Comparable/Code/ImageExp/Classification.py", line 66, in train_model
    dual_encoder = learn(train, epochs=epochs, validation_data=val, y_true=y_true, shared=shared, height=height,
  File "/home/alice/Comparable/Code/ImageExp/Classification.py", line 38, in learn
    val_dataset = tf.data.Dataset.from_tensor_slices(v_feature)
...
  File "/.autofs/tools/spack/var/spack/environments/default-ml-24022101/.spack-env/view/lib/python3.9/site-packages/tensorflow/python/framework/constant_op.py", line 98, in convert_to_eager_tensor
    return ops.EagerTensor(value, ctx.device_name, dtype)
tensorflow.python.framework.errors_impl.InternalError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:localhost/replica:0/task:0/device:GPU:0 in order to run _EagerConst: Dst tensor is not initialized.""",
        expected_cause="gpu-out-of-memory",
        note="2024. Slurm stderr of the same experiment as 18832429 (one A100-PCIE-40GB). After two models trained, tf.data.Dataset.from_tensor_slices copied the validation array onto the GPU: 'Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.07GiB (rounded to 3300000000)requested by op _EagerConst' and 'available bytes: 0', then 'InternalError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:localhost/replica:0/task:0/device:GPU:0 in order to run _EagerConst: Dst tensor is not initialized.' (the allocator lines are the log's own statement of the cause; 'Dst tensor is not initialized' is how TensorFlow reports a failed GPU allocation on a copy). The later job 18840751 of the same experiment, after the repository's Experiments.py changed num_comp from 5 to 3, finished.",
        platform="linux",
    ),
    CorpusLog(
        name="comparable-slurm-oom-kill-host-memory-a100-job",
        source=_GH
        + "hil-se/Comparable/blob/05f5a623e5d23978ffd3311dac1c8e244626f829/Code/ImageExp/log/18834478_4294967294.e",
        text=r"""==> Error: py-keras matches multiple packages.
  Matching packages:
    jsj35ex py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    ukcde6j py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    7b6blx5 py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
  Use a more specific spec (e.g., prepend '/' to the hash).
2024-07-13 03:45:59.291116: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38367 MB memory:  -> device: 0, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:86:00.0, compute capability: 8.0
2024-07-13 03:46:07.794668: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 03:46:08.115756: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:432] Loaded cuDNN version 8700
2024-07-13 03:46:10.314958: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:606] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
2024-07-13 03:46:10.637805: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f585d25fc80 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-07-13 03:46:10.637849: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA A100-PCIE-40GB, Compute Capability 8.0
2024-07-13 03:46:10.715998: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2024-07-13 04:25:45.247681: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all/model_1/dropout_2/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 06:04:39.205622: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel_2/dropout_4/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 06:44:09.156229: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all_1/model_3/dropout_6/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-13 08:14:49.068394: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel_4/dropout_8/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
/var/spool/slurmd/job18834478/slurm_script: line 46: 1667068 Killed                  python3 Experiments.py
slurmstepd: error: Detected 1 oom_kill event in StepId=18834478.batch. Some of the step tasks have been OOM Killed.""",
        expected_cause="host-out-of-memory",
        note="2024. Slurm stderr of the same experiment: TensorFlow used the A100 for more than four hours, then Slurm killed the Python process: '/var/spool/slurmd/job18834478/slurm_script: line 46: 1667068 Killed python3 Experiments.py' and 'slurmstepd: error: Detected 1 oom_kill event in StepId=18834478.batch. Some of the step tasks have been OOM Killed.' (the scheduler's own statement that the job's host memory ran out). Jobs 18835145, 18836517 and 18837441 ended the same way while the repository's run.sh changed '#SBATCH --mem' (400G, 300G, 0 with --exclusive, 390g, 350g); job 18840751, after Experiments.py was cut to num_comp = 3, finished with its results.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="comparable-slurm-a100-layout-failed-xla-finished",
        source=_GH
        + "hil-se/Comparable/blob/05f5a623e5d23978ffd3311dac1c8e244626f829/Code/ImageExp/log/18840751_4294967294.e",
        text=r"""==> Error: py-keras matches multiple packages.
  Matching packages:
    jsj35ex py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    ukcde6j py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
    7b6blx5 py-keras@3.2.1%gcc@12.3.1 arch=linux-rhel9-skylake_avx512
  Use a more specific spec (e.g., prepend '/' to the hash).
2024-07-16 00:55:37.832992: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38367 MB memory:  -> device: 0, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:3b:00.0, compute capability: 8.0
2024-07-16 00:55:45.104608: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-16 00:55:45.521189: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:432] Loaded cuDNN version 8700
2024-07-16 00:55:48.144251: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:606] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
2024-07-16 00:55:48.425761: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f635f8f5be0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2024-07-16 00:55:48.425802: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA A100-PCIE-40GB, Compute Capability 8.0
2024-07-16 00:55:48.504194: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
2024-07-16 01:22:16.009331: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all/model_1/dropout_2/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-16 02:51:42.499450: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel_2/dropout_4/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-16 03:14:39.648225: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all_1/model_3/dropout_6/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-16 04:25:50.810516: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inmodel_4/dropout_8/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
2024-07-16 04:51:36.499972: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape indual_encoder_all_2/model_5/dropout_10/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
Iteration: 1 / 3
Generating data...

Generating training data...
Generating testing data...
Done.
Training data size: 26400
Testing data size: 6600
Training data size: 13200
Testing data size: 3300
Data generated.
Training...
Finished training.
Testing...
0.854320987654321 0.8480392156862745 0.8511685116851168 0.8533333333333334
Iteration: 2 / 3
Generating data...
...
Testing...
0.8396464646464646 0.8109756097560976 0.8250620347394542 0.8290909090909091

*******************************************
FaceImage
*******************************************""",
        expected_cause=None,
        harmless=True,
        note="2024. Working run: the job's stderr (.e) followed by its stdout (18840751_4294967294.o, same folder), one NVIDIA A100-PCIE-40GB, Spack TensorFlow. Alarming lines: a Spack 'Error: py-keras matches multiple packages.' at the job start and grappler 'E ... layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4' lines, besides cuDNN, TensorFloat-32 and XLA notices. The stdout shows the outcome: three iterations of 'Training... / Finished training. / Testing...' with their scores; the job ended without an error.",
        platform="linux",
    ),
    CorpusLog(
        name="decisionerrorfairness-slurm-4x-a100-keras-vgg-epochs",
        source=_GH
        + "hil-se/DecisionErrorFairness/blob/07b2feadd281effc0a11dddf099d37100711dbb6/face/src/log/15946366_4294967294.e",
        text=r"""2023-04-28 01:39:07.190256: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38283 MB memory:  -> device: 0, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:3b:00.0, compute capability: 8.0
2023-04-28 01:39:07.199223: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 38283 MB memory:  -> device: 1, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:5e:00.0, compute capability: 8.0
2023-04-28 01:39:07.200990: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:2 with 38283 MB memory:  -> device: 2, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:86:00.0, compute capability: 8.0
2023-04-28 01:39:07.203124: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:3 with 38283 MB memory:  -> device: 3, name: NVIDIA A100-PCIE-40GB, pci bus id: 0000:af:00.0, compute capability: 8.0
2023-04-28 01:39:15.353031: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8400
2023-04-28 01:39:21.382558: I tensorflow/stream_executor/cuda/cuda_blas.cc:1614] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
Epoch 1/20
28/28 [==============================] - ETA: 0s - loss: 2.7600 - accuracy: 0.6582
Epoch 1: val_accuracy improved from -inf to 0.77662, saving model to checkpoint/attractiveness_p1.hdf5
28/28 [==============================] - 28s 337ms/step - loss: 2.7600 - accuracy: 0.6582 - val_loss: 0.5646 - val_accuracy: 0.7766 - lr: 0.0010
Epoch 2/20
27/28 [===========================>..] - ETA: 0s - loss: 0.9692 - accuracy: 0.6991
Epoch 2: val_accuracy did not improve from 0.77662
28/28 [==============================] - 5s 182ms/step - loss: 0.9679 - accuracy: 0.6992 - val_loss: 0.5260 - val_accuracy: 0.7766 - lr: 0.0010
...
28/28 [==============================] - 5s 183ms/step - loss: 0.3140 - accuracy: 0.7855 - val_loss: 0.3236 - val_accuracy: 0.7766 - lr: 3.6000e-04
Epoch 20/20
27/28 [===========================>..] - ETA: 0s - loss: 0.3009 - accuracy: 0.7812
Epoch 20: val_accuracy did not improve from 0.82857
28/28 [==============================] - 5s 183ms/step - loss: 0.3006 - accuracy: 0.7815 - val_loss: 0.3211 - val_accuracy: 0.7766 - lr: 3.6000e-04
{'loss': [2.75999116897583, 0.9678775072097778, 0.547101616859436, 0.4571548402309418, 0.46050962805747986, 0.4575826823711395, 0.4387575387954712, 0.4323510229587555, 0.41512736678123474, 0.38474783301353455, 0.3561970889568329, 0.36385947465896606, 0.35895076394081116, 0.35106655955314636, 0.3491077423095703, 0.32886049151420593, 0.3154553174972534, 0.3141995668411255, 0.31401297450065613, 0.30063721537590027], 'accuracy': [0.6581985950469971, 0.699191689491272, 0.7624133825302124, 0.7739607095718384, 0.7782909870147705, 0.7687644362449646, 0.7768476009368896, 0.7725173234939575, 0.7782909870147705, 0.7756928205490112, 0.7797344326972961, 0.7837759852409363, 0.7800230979919434, 0.781177818775177, 0.7826212644577026, 0.7808891534805298, 0.7808891534805298, 0.7837759852409363, 0.7855080962181091, 0.7814664840698242], 'val_loss': [0.5645760893821716, 0.526014506816864, 0.368217408657074, 0.370607852935791, 0.38153979182243347, 0.3480278551578522, 0.35763269662857056, 0.35520586371421814, 0.3550483286380768, 0.35245606303215027, 0.34170493483543396, 0.3422730267047882, 0.3392406404018402, 0.33647409081459045, 0.3453465700149536, 0.3378210663795471, 0.36249521374702454, 0.34988343715667725, 0.3235517144203186, 0.32107841968536377], 'val_accuracy': [0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.7766233682632446, 0.8285714387893677, 0.7766233682632446, 0.7766233682632446], 'lr': [0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.0006, 0.0006, 0.0006, 0.0006, 0.0006, 0.0006, 0.0006, 0.0006, 0.00036, 0.00036, 0.00036]}
""",
        expected_cause=None,
        harmless=True,
        note="2023. Working run: the job's stderr (.e, six TensorFlow lines: four A100-PCIE-40GB devices created, 'Loaded cuDNN version 8400', TensorFloat-32) followed by its stdout (15946366_4294967294.o, same folder, progress bars rendered). The stdout shows the outcome: twenty epochs of training ('Epoch 1: val_accuracy improved from -inf to 0.77662', ... 'Epoch 20/20'), the history dict and a prediction pass ('86/86 [==============================] - 5s 47ms/step'). TensorFlow 2.10 from a Spack environment (the stack paths in other logs of the folder).",
        platform="linux",
    ),
)
