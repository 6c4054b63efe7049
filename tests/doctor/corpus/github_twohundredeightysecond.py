# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-second set of real threads, gathered apart, from GitHub issues (issues corpus) where TensorFlow on an NVIDIA GPU was driven from .NET (SciSharp/TensorFlow.NET, SciSharp/Keras.NET), found with plain words a user would type.

Kinds held: the GPU running out of memory on a small (2 GB) card under TensorFlow.NET's Keras
API, and TensorFlow reserving nearly all of a 24 GB card at start under Keras.NET (memory
growth off; prose only). Broken: 2 (one a warning-level cause). Working runs: 0.

Small set: the R, Java and Julia bindings (rstudio/keras3, rstudio/tensorflow,
rstudio/reticulate, tensorflow/java, deepjavalibrary/djl, malmaud/TensorFlow.jl) and the older
TensorFlowSharp threads are heavily represented in the corpus already, and the threads on them
not yet held had no confirmation in the stored text (a maintainer's guess at most, or the
resolution past the stored opening). Two more confirmed threads, prose only, were left out to
keep prose-only records down: rstudio/keras3#739 (2019; clearing the Keras state did not hand
GPU memory back, the maintainer dfalbel: 'By default TensorFlow pre-allocates almost all GPU
memory') and rstudio/keras3#338 (2018; all 3 GB of a
GTX 970M taken at backend(), answered with per_process_gpu_memory_fraction; the reporter's
reply is cut in the stored copy after 'Thank you very m'). Even so, one of the two records is
prose only: no other log-bearing thread in these repositories had its cause confirmed.

At first look (the doctor of commit a9cc093) the cause was named in 2 of the 2 broken logs, both
first; there is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfnet-gtx1050-2gb-cifar10-keras-example-failed-to-allocate-memory",
        source=_GH + "SciSharp/TensorFlow.NET/issues/904",
        text=r"""Hi,
I am new to tensorflow and was trying Tensorflow.NET to run classification example(Keras.NET example) in cifar10 dataset on NVIDIA GPU 1050(2 GB). However, I am getting out of memory error:
2022-01-08 20:21:27.378152: W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: failed to allocate memory
Unhandled exception. Tensorflow.TensorflowException: failed to allocate memory
   at Tensorflow.Eager.EagerRunner.TFE_FastPathExecute(FastPathOpExecInfo op_exec_info)
   at Tensorflow.Contexts.Context.ExecEagerAction(String OpType, String Name, ExecuteOpArgs args)      
   at Tensorflow.Contexts.Context.ExecuteOp(String opType, String name, ExecuteOpArgs args)
   at Tensorflow.gen_math_ops.cast(Tensor x, TF_DataType DstT, Boolean Truncate, String name)

I have tried following without any success:

- tf.compat.v1.disable_eager_execution();

- tf.config.experimental.set_memory_growth(gpu, True)
- set environmental variable TF_GPU_ALLOCATOR to cuda_malloc_async

Tensorflow documentation also mentions about virtual device configuration.However, I could not find way to experiment with that:
    tf.config.set_logical_device_configuration(
        gpus[0],
        [tf.config.LogicalDeviceConfiguration(memory_limit=1024)])

Is there way to setup logical device configuration?""",
        expected_cause="gpu-out-of-memory",
        note="2022. The maintainer (Oceania2018) the next day: 'Please increase your GPU phsical memory.' (the stored copy cuts the rest of the reply after '.NET will us'); the issue was closed and the reporter did not dispute it. The CIFAR-10 example did not fit a 2 GB GTX 1050; memory growth and cuda_malloc_async had not helped. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="kerasnet-backend-takes-23gb-of-24gb-gpu-memory-growth-prose",
        source=_GH + "SciSharp/Keras.NET/issues/202",
        text=r"""Set Tensorflow GPU usage

Is it possible yet to set the GPU usage of Tensorflow? The backend takes 23.6GB/24GB for training and predictions. The size of the dataset and models doesn't matter, it takes this amount of memory every time. In Python I can do something like this:

`# Assume that you have 12GB of GPU memory and want to allocate ~4GB:`
`gpu_options = tf.GPUOptions(per_process_gpu_memory_fraction=0.333)`
`sess = tf.Session(config=tf.ConfigProto(gpu_options=gpu_options))`

Code above taken from Stackoverflow. But works for me.

In Keras.NET I can't find anything like this. I appreciate any workaround aswell.""",
        expected_cause="memory-growth-disabled",
        note="2021. Prose only (the issue title, first line, and body; a closing word of praise left out). The reporter confirmed the fix himself four days later: 'I found a solution for this.' - through Python.Runtime, tf.config.experimental.set_memory_growth(device: gpu[0], enable: true) before fit() or predict(), after which 'tensorflow doesn't allocate the full available GPU memory. Works for tensorflow v2.4.1'. Training and prediction ran; TensorFlow simply reserved nearly the whole card at start. OS not stated.",
        platform="linux",
    ),
)
