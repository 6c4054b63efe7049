# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A two-hundredth set of real threads, gathered apart, from GitHub issues (issues corpus) in federated-learning and quantum-ML projects built on TensorFlow (flwrlabs/flower, google-parfait/tensorflow-federated, tensorflow/quantum), 2019-2024.

Broken kinds held: a Flower simulation whose TensorFlow processes (the strategy's main process
and the client actors) ran without GPU memory growth, so the first one mapped nearly all of the
first GPU and the next got a 3 MB device and ran out of memory; a tf-nightly-gpu that wanted a
newer cuDNN than the one installed (prose only); TensorFlow Quantum's compiled ops failing to load
into a conda build of tensorflow-gpu (undefined symbol); and two failures of TensorFlow Federated
simulations on GPUs with no catalogue cause (a TensorFlow/TFF bug copying a dataset variant to the
GPU, acknowledged by a maintainer; a multi-GPU check that fired because of the poster's own stale
files). Working runs: none met.

Small set: the threads on these projects are few, and most that ask why the GPU is not used or
fails end without a confirmed cause in the stored copy (TFF's 'code doesn't run on GPU' threads,
the MaxPool NHWC-on-CPU errors of TFF 0.4-0.13, multi-GPU placement in TFF, Flower simulations
on Ray that see no GPU, TFQ on an EasyBuild TensorFlow, NVFlare's simulator on several GPUs,
IBM federated-learning-lib parties taking all GPU memory). tensorflow/privacy and PySyft gave no
GPU thread with a confirmed cause.

At first look (the doctor of commit 25eae08) the cause was named in 1 of the 5 broken logs, first
(TFQ's undefined symbol); two of the four missed have no catalogue ID. The Flower log got only
the out-of-memory it led to, not the missing memory growth; the cuDNN prose got nothing; the
multi-GPU ValueError of TFF got three causes on the condition of a GPU (a CPU-only build, no
and-cuda extra, CUDA libraries missing), none of them its cause. No working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="flower-simulation-tf-gpu0-3mb-no-memory-growth-oom",
        source=_GH + "flwrlabs/flower/issues/3159",
        text=r"""### Describe the bug

Hi,
I am trying to train a CNN model for MNIST dataset with 10 clients. 
I am using a GPU server with enough memory. I am using 2 NVIDIA GeForce GTX 1080 Ti with 11GB VRAM. 
I run my code with 'CUDA_VISIBLE_DEVICES=0,1 bash -c "python mnist_dene.py"'.
Flower part of the code has very small changes from the tutorial of TensorFlow simulation for Flower.
The biggest change I think is I am doing centralized evaluation with my validation data and saving the best weights.

I am getting so many errors related to memory. But I think my memory and VRAM should be enough for this task.
Both gpus were idle before I run the code, So I think I have 22GB VRAM and enough RAM.

```
2024-03-19 18:07:33.750278: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1080 Ti, pci bus id: 0000:1a:00.0, compute capability: 6.1
2024-03-19 18:07:33.751464: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 10128 MB memory:  -> device: 1, name: NVIDIA GeForce GTX 1080 Ti, pci bus id: 0000:1b:00.0, compute capability: 6.1
2024-03-19 18:07:43.855345: W tensorflow/core/common_runtime/bfc_allocator.cc:479] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.12MiB (rounded to 1179648)requested by op Mul
If the cause is memory fragmentation maybe the environment variable 'TF_GPU_ALLOCATOR=cuda_malloc_async' will improve the situation. 
Current allocation summary follows.
Current allocation summary follows.
2024-03-19 18:07:43.855416: I tensorflow/core/common_runtime/bfc_allocator.cc:1033] BFCAllocator dump for GPU_0_bfc
2024-03-19 18:07:43.855434: I tensorflow/core/common_runtime/bfc_allocator.cc:1040] Bin (256):  Total Chunks: 15, Chunks in use: 15. 3.8KiB allocated for chunks. 3.8KiB in use in bin. 456B client-requested in use in bin.
...
    eval_res = self.evaluate_fn(server_round, parameters_ndarrays, {})
  File "/home/alice/NORMALIZATION/mnist_dene.py", line 186, in evaluate
    model = get_model()
  File "/home/alice/NORMALIZATION/mnist_dene.py", line 96, in get_model
    model.add(tf.keras.layers.Conv2D(256, kernel_size, activation='relu', padding='same'))
  File "/home/alice/conda/gpu_env/lib/python3.9/site-packages/tensorflow/python/trackable/base.py", line 205, in _method_wrapper
    result = method(self, *args, **kwargs)
  File "/home/alice/conda/gpu_env/lib/python3.9/site-packages/keras/utils/traceback_utils.py", line 70, in error_handler
    raise e.with_traceback(filtered_tb) from None
  File "/home/alice/conda/gpu_env/lib/python3.9/site-packages/keras/backend.py", line 2100, in random_uniform
    return tf.random.stateless_uniform(
tensorflow.python.framework.errors_impl.ResourceExhaustedError: {{function_node __wrapped__Mul_device_/job:localhost/replica:0/task:0/device:GPU:0}} failed to allocate memory [Op:Mul]

ERROR flwr 2024-03-19 18:07:43,863 | app.py:315 | Your simulation crashed :(. This could be because of several reasons.The most common are: 
         > Your system couldn't fit a single VirtualClient: try lowering `client_resources`.
         > All the actors in your pool crashed. This could be beca
...
```""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2024. The Flower maintainer (jafermarq): 'You need to enable GPU memory growth in all your processes otherwise TF will make use of all available VRAM (because multiple process run in a simulation: one for the main thread where the strategy runs; and then N other one for each client)', pointing to the two places the simulation-tensorflow example turns it on, and 'If you use that in your code, it will run. It finished with:' followed by the history of the finished run (poster's code with memory growth added). The main process's own GPU:0 device got 3 MB because the client actors had already mapped the GPU. The stored excerpt of the log is in pieces; the joins are marked with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="tff-tf-nightly-gpu-asks-cudnn-76-has-75",
        source=_GH + "google-parfait/tensorflow-federated/issues/744",
        text=r"""Here are my installation steps

machine:
cuda 10.0
cuDNN v7.5

1. activate virtualenv with python 3.5.2, 
2. install tensorflow_federated from pip command
    -> successfully finished with learning on cpu
3. remove tf-nightly and install tensorflow-gpu
    -> got an error; dataset_or_iterator must be a Dataset or Iterator object.
4. install tf-nightly-gpu
    -> Things seems to work well, but it tells me i need cuDNN v7.6.

But mine is cuDNN v7.5. Do i need to upgrade the library ? 
Or I got something wrong with the installation steps ?""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Prose only (the poster paraphrases TensorFlow's message). A TFF maintainer (jkr26): 'It does seem that upgrading cuDNN is your best bet. TFF develops close to tf-nightly internally ... it seems that `tf-nightly-gpu` is dropping support for cuDNN 7.5 and moving to 7.6.' The dataset_or_iterator error of step 3 was a released tensorflow-gpu being older than the tf-nightly TFF needed, also named by the maintainer; the GPU question is the cuDNN. The poster did not reply (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="tfq-conda-tensorflow-gpu-build-tfq-ops-undefined-symbol",
        source=_GH + "tensorflow/quantum/issues/180",
        text=r'''Upon fresh installation of tensorflow quantum in a conda environment, importing `tensorfloq_quantum` gives:

```bash
NotFoundError: XXXXXX/miniconda3/envs/tensorflow_quantum/lib/python3.6/site-packages/tensorflow_quantum/core/ops/_tfq_simulate_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder5InputESs
```

In more detail:
```bash
---------------------------------------------------------------------------
NotFoundError                             Traceback (most recent call last)
~/miniconda3/envs/tensorflow_quantum/lib/python3.6/site-packages/tensorflow_quantum/core/ops/load_module.py in load_module(name)
     41         path = resource_loader.get_path_to_datafile(name)
---> 42         return load_library.load_op_library(path)
     43     except:

~/miniconda3/envs/tensorflow_quantum/lib/python3.6/site-packages/tensorflow_core/python/framework/load_library.py in load_op_library(library_filename)
     56   """
---> 57   lib_handle = py_tf.TF_LoadLibrary(library_filename)
     58   try:

NotFoundError: /home/alice/miniconda3/envs/tensorflow_quantum/lib/python3.6/site-packages/tensorflow_quantum/core/ops/_tfq_simulate_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder5InputESs

During handling of the above exception, another exception occurred:
...
```''',
        expected_cause="custom-op-build-mismatch",
        note="2020. A TFQ maintainer (MichaelBroughton) reproduced it from the poster's steps: 'conda list' showed 'tensorflow 2.1.0 gpu_py36h2e5cdaa_0' (conda's own GPU build, not the pip wheel), 'conda may have rolled their own version of tensorflow that might not have been compiled with the appropriate flags needed to support tensorflow quantum. These flags are present in our supported pip release of tensorflow 2.1.0', and gave the fix (a fresh env, pip install tensorflow-gpu==2.1.0 then tensorflow-quantum 0.2.0): 'I tested this on my machine and things worked.' TFQ's own ops (_tfq_simulate_ops.so) built for the pip TensorFlow did not fit conda's build (the 'Ss' std::string symbol is the old C++ ABI). The rest of the traceback is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="tff-remote-executor-gpu-datasetvariant-no-device-copy",
        source=_GH + "google-parfait/tensorflow-federated/issues/816",
        text=r"""I am trying to experiment with remote executor runtime with the example provided on this link.
https://github.com/tensorflow/federated/blob/master/tensorflow_federated/python/examples/remote_executor_example.py

If I using CPU based tensorflow, then everything works fine. However, for GPU based tensorflow 
the follow error occurs and aborts execution:

2020-03-29 16:27:22.904103: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-03-29 16:27:22.904807: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 978 MB memory) -> physical GPU (device: 0, name: GRID V100DX-32C, pci bus id: 0000:02:00.0, compute capability: 7.0)
2020-03-29 16:27:22.995000: W tensorflow/core/common_runtime/base_collective_executor.cc:217] BaseCollectiveExecutor::StartAbort Internal: No unary variant device copy function found for direction: 1 and Variant type_index: tensorflow::data::(anonymous namespace)::DatasetVariantWrapper
	 [[{{node partitionedcall_args_0/_2}}]]

How do I solve this ? Have anyone faced similar issues ?""",
        expected_cause=None,
        note="2020. No catalogue cause: a TensorFlow/TFF bug, not the set-up. A TFF maintainer (cramertj): 'Sorry you hit this! There's an internal bug tracking this issue as well', i.e. the computation tried to copy a tf.data dataset (a variant tensor) from the CPU to the GPU, which TensorFlow cannot do; the same program works with the CPU build. The rest of the maintainer's reply is not in the stored copy. Odd: the GRID vGPU device got only 978 MB, not the cause here.",
        platform="linux",
    ),
    CorpusLog(
        name="tff-multi-gpu-dataset-reduce-valueerror-file-sync",
        source=_GH + "google-parfait/tensorflow-federated/issues/1358",
        text=r"""**Describe the bug**
when running basic `tff.learning.build_federated_averaging_process(..., use_experimental_simulation_loop=True)` with a simple model (emnist cnn) and running on a computer with multiple GPUs, I'm getting the following:

```
ValueError: Detected dataset reduce op in multi-GPU TFF simulation: `use_experimental_simulation_loop=True` for `tff.learning`; or use `for ... in iter(dataset)` for your own dataset iteration.Reduce op will be functional after b/159180073.
```

**Environment (please complete the following information):**
* OS Platform and Distribution (e.g., Linux Ubuntu 16.04): linux
* Python package versions (e.g., TensorFlow Federated, TensorFlow): nightly (24/4/21)
* Python version: 3.8
* Bazel version (if building from source):
* CUDA/cuDNN version: cuda 11 cuddnn 8.1
* What TensorFlow Federated execution stack are you using? not sure

**Expected behavior**
this should not fail (even if not using GPUs for some reason, this exception is not supposed to happen as `use_experimental_simulation_loop` should make sure the dataset is iterated properly)""",
        expected_cause=None,
        note="2021. No catalogue cause. The poster (amitport) closed it himself the same day: 'Sorry, this was caused by an internal file synchronization issue. Closing this.' (his own copy of the code was out of step, so the multi-GPU check of TFF fired although the flag was set). The GPU set-up itself was fine.",
        platform="linux",
    ),
)
