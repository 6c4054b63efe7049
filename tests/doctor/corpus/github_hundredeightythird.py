# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on hyper-parameter search, distributed-training and high-level training frameworks built on TensorFlow (ray-project/ray with Tune and RLlib, horovod/horovod, IndicoDataSolutions/finetune, tensorpack/tensorpack).

Broken kinds held: Tune trials on Windows whose workers could not load TensorFlow because the
paging file was too small for as many trials as there were cores (the computer's memory, not
the GPU's), a finetune model that ran out of GPU memory at its default batch size on a 4-GPU
machine, every Horovod process listing the local devices and so reserving the memory of every
GPU, RLlib left on the CPU because no GPU was asked of Ray as a resource (no catalogue cause),
and a cuDNN 5.1 release that turned a tensorpack example's weights to NaN (no catalogue cause).
Working runs: none met in these repositories (the working runs with alarming lines that the
searches returned sat on repositories outside this set's topic).

Small set: most threads the searches returned on autokeras, keras-tuner, ludwig, tfx, katib,
mlflow, nni, determined and on Ray and Horovod themselves were already in the corpus or had no
confirmation in the stored copy (their resolution, if any, lies past the stored opening). Only
one record is from 2022 or later. One record is prose only (horovod/horovod#35).

At first look (the doctor of commit 07f25dd) the cause was named in 1 of 5 broken logs, 1 first
(the finetune OOM); the Tune trials' failed TensorFlow load was read only as an import failure,
the Horovod ranks' OOM as plain GPU out-of-memory, and the two causes without an ID got no
finding. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ray-tune-windows-trials-paging-file-too-small-tf-dll-load",
        source=_GH + "ray-project/ray/issues/23109",
        text=r"""Hi all,
I'm quite new when it comes to programming, so please bear with me if I don't understand your explanations right away or if I ask you to ELI5. I'm currently forecasting energy consumption for my Master's thesis using an LSTM.
**1. Describe the bug**
I'm trying to use Ray Tuner to perform a gridsearch for the hyperparameters of my LSTM while using multiple cores. The code (file run in Anaconda Prompt) works _fine_ for 15-60 mins and then it gives me an error after failing two trials (models):
```
2022-03-12 17:16:39,372 WARNING util.py:163 -- The `start_trial` operation took 0.642 s, which may be a performance bottleneck.
 pid=44452) Epoch 1/50
2022-03-12 17:16:41,164 WARNING worker.py:1326 -- Traceback (most recent call last):
  File "python\ray\_raylet.pyx", line 633, in ray._raylet.execute_task
  File "python\ray\_raylet.pyx", line 674, in ray._raylet.execute_task
  File "python\ray\_raylet.pyx", line 640, in ray._raylet.execute_task
  File "python\ray\_raylet.pyx", line 644, in ray._raylet.execute_task
...
  File "C:\ProgramData\Anaconda3\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 60, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Die Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen.


Failed to load the native TensorFlow runtime.
See https://www.tensorflow.org/install/errors for some common causes and solutions.
If you need help, create an issue at https://github.com/tensorflow/tensorflow/issues and include the entire stack trace above this error message.

An unexpected internal error occurred while the worker was executing a task.
2022-03-12 17:16:41,194 WARNING worker.py:1326 -- A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffffefefc240fa0478483d69566801000000 Worker ID: 5bfc1a7ca7eae5d8f0de7be96a059a6024ce1c4ea02ec9e5534a5902 Node ID: 02857c7d18a93c1422ec3dacf75dfa881fb0984633ee806426305790 Worker IP address: 127.0.0.1 Worker port: 53620 Worker PID: 23692`

These messages continue for a few lines until:""",
        expected_cause="host-out-of-memory",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2022. German Windows message ('Die Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen' = the paging file is too small to complete this operation). The Tune maintainer krfricke named the cause: the error 'suggests that your system runs out of memory and tries to swap the memory onto disk. However, the disk is either too small or windows is configured to not allow more than some amount of data to be swapped', because 'on a system with 64 CPUs Tune will per default run up to 64 trials in parallel', 'That's also the reason why setting `resources_per_trial={'cpu': 2}` solves the problem' (the poster's own finding, in the issue's title). The middle of the worker traceback is not in the stored copy and is cut with '...'; whether the TensorFlow in use was a GPU build is not said.",
        platform="windows",
    ),
    CorpusLog(
        name="finetune-classifier-oom-on-gpu2-default-batch-size",
        source=_GH + "IndicoDataSolutions/finetune/issues/339",
        text=r"""**Describe the bug**
A clear and concise description of what the bug is.

INFO:finetune:Saving tensorboard output to /tmp/Finetunece1xntyk

Validation:   0%|          | 0/100 [00:00<?, ?it/s]
Validation:  48%|████▊     | 48/100 [00:00<00:00, 122.95it/s]
Validation:  64%|██████▍   | 64/100 [00:00<00:00, 81.44it/s] 
Validation:  80%|████████  | 80/100 [00:01<00:00, 65.88it/s]
Validation:  96%|█████████▌| 96/100 [00:01<00:00, 58.11it/s]

Epoch 1/5:   0%|          | 0/10224 [00:00<?, ?it/s]
Epoch 1/5:   0%|          | 28/10224 [00:00<00:36, 275.72it/s]
Epoch 1/5:   1%|          | 93/10224 [00:00<00:30, 333.20it/s]
Epoch 1/5:   2%|▏         | 172/10224 [00:00<00:24, 402.59it/s]
---------------------------------------------------------------------------
ResourceExhaustedError                    Traceback (most recent call last)
~/.local/lib/python3.5/site-packages/tensorflow/python/client/session.py in _do_call(self, fn, *args)
   1333     try:
-> 1334       return fn(*args)
   1335     except errors.OpError as e:

~/.local/lib/python3.5/site-packages/tensorflow/python/client/session.py in _run_fn(feed_dict, fetch_list, target_list, options, run_metadata)
   1318       return self._call_tf_sessionrun(
-> 1319           options, feed_dict, fetch_list, target_list, run_metadata)
   1320 
...
ResourceExhaustedError: OOM when allocating tensor with shape[16,12,512,512] and type float on /job:localhost/replica:0/task:0/device:GPU:2 by allocator GPU_2_bfc

I guess 4 NVIDIA Tesla P100 GPUs don't seem to be good enough!""",
        expected_cause="gpu-out-of-memory",
        note="2019. The stored copy of the opening post stops inside the traceback; its OOM line is taken from the maintainer's quotation of that same traceback ('the traceback you posted above is showing GPU memory exhaustion not CPU RAM', benleetownsend, finetune maintainer). madisonmay (maintainer): 'just drop your batch size down a bit and you should be fine. Try a batch size of 2-4.' The poster did not dispute it (last paragraph is the poster's reply).",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-list-local-devices-every-rank-grabs-all-gpus-oom",
        source=_GH + "horovod/horovod/issues/35",
        text=r"""Listing tf local devices makes horovod go bananas.

See title.

Add this to the top of fe. the keras-example script, and it will allocate a ton of processors and go OOM when using multiple devices.

```python
from tensorflow.python.client import device_lib
LOCAL_DEVICES = device_lib.list_local_devices()
```

Release 🍌 with:

```bash
mpirun -np 4 python keras_mnist.py
```""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2017. Prose only (the issue title is the first line). Horovod maintainer alsrgv: 'The problem is that when TensorFlow lists devices, it also allocates all the memory on them. So, when you have multiple processes doing the same, you get OOM', pointing to the pinning recipe (allow_growth and visible_device_list = str(hvd.local_rank())). The poster (TimZaman) did not dispute the cause; he only explained why he lists devices. Root cause: each rank's TensorFlow reserves nearly all memory of every GPU it sees; the OOM follows.",
        platform="linux",
    ),
    CorpusLog(
        name="rllib-ray-get-gpu-ids-empty-gpus-not-requested-as-resource",
        source=_GH + "ray-project/ray/issues/5940",
        text=r"""I have two NVIDIA TitanX but Ray isn't seeing any:

```
ray.init(num_gpus=2)
print(ray.get_gpu_ids())
# prints []
```

Ray also prints below inicating no GPUs:

`2019-10-16 18:20:17,954 INFO multi_gpu_optimizer.py:93 -- LocalMultiGPUOptimizer devices ['/cpu:0']
`

But TensorFlow sees all devices:

```
import tensorflow
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())
```

That prints:

```
[name: "/device:CPU:0"
device_type: "CPU"
...
, name: "/device:XLA_CPU:0"
device_type: "XLA_CPU"
...
, name: "/device:GPU:0"
device_type: "GPU"
...
, name: "/device:GPU:1"
device_type: "GPU"
...
, name: "/device:XLA_GPU:0"
device_type: "XLA_GPU"
...
, name: "/device:XLA_GPU:1"
device_type: "XLA_GPU"
...
]
```

Similarly,

```
/usr/local/cuda/bin/nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2019 NVIDIA Corporation
Built on Sun_Jul_28_19:07:16_PDT_2019
Cuda compilation tools, release 10.1, V10.1.243
```

Why Ray doesn't see my GPUs?""",
        expected_cause=None,
        note="2019. No catalogue cause: the GPUs were never asked of Ray as a resource, so RLlib's optimizer was given only '/cpu:0'. Ray maintainer ericl: 'Ray does not allocate GPUs unless you specify them as resources, please see: https://ray.readthedocs.io/en/latest/rllib-training.html#specifying-resources'; the poster: 'Thanks, that was helpf[ul]' (the stored copy is cut there). TensorFlow itself saw both GPUs.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpack-cifar10-resnet-nan-weights-cudnn-515",
        source=_GH + "tensorpack/tensorpack/issues/404",
        text=r"""The example cifar10-resnet.py doesn't seem to work. I get the following error when running it with default arguments:

```
InvalidArgumentError (see above for traceback): Nan in summary histogram for: param-summary/res2.2/conv1/W
	[[Node: param-summary/res2.2/conv1/W = HistogramSummary[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/cpu:0"](param-summary/res2.2/conv1/W/tag, res2.2/conv1/W/read/_145)]]
```

When I comment out the histogram training runs but the wd_cost is NaN. I haven't done much testing of what the error could be, but thought the examples should all run out of the box.

I use tensorflow 1.2 and tensorpack0.4.""",
        expected_cause=None,
        note="2017. No catalogue cause: a faulty cuDNN 5.1 release (5.1.5) that made training produce NaN. tensorpack's author ppwwyyxx: 'If you're using cudnn 5.1.5 you should upgrade it. I cannot think of any other reasons.' The poster: 'Ok, I have switched to tensorflow 1.3 and cudnn/6.0. Now it seems to work perfectly. It is a bit strange that cudnn 5.1 does not work at all, whereas cudnn/6 works fine.' ppwwyyxx: 'cudnn5.1.10 should work'. Platform not stated ('cudnn/6.0' reads like a cluster module; taken as Linux).",
        platform="linux",
    ),
)
