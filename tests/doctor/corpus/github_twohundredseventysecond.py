# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, a tab)
"""A two-hundred-and-seventy-second set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow opened in 2023 (TensorFlow 2.11-2.13) where a program that had started on the NVIDIA GPU then failed while running.

Broken kinds held, both outside the catalogue: masked LSTM/GRU layers on the cuDNN 8.1+ code path
giving corrupted outputs and crashing with CUDA_ERROR_ILLEGAL_ADDRESS (a cuDNN bug, fixed in
cuDNN 8.9.2), and several MirroredStrategy trainings run one after another in one process on three
GPUs, whose collective all-reduces then clashed ('is joining a group with size2, but that group has
size 3'). Working runs: none (none met).

Small set: most tensorflow/tensorflow threads of 2023-2026 on cuDNN handle failures, 'DNN library
is not found', libdevice, ptxas, cuBLAS, out-of-memory, illegal-address and NCCL errors that the
stored copies hold are already in the corpus or were read before without a confirmation; of the
rest, most stored copies end before any answer that names a cause (TF 2.18 'DNN library
initialization failed' on an RTX 3060, Keras.fit hanging after 'Loaded cuDNN version 8600' on
several GPUs in TF 2.13/2.14, a TF 2.12 WSL2 fit failure fixed by going back to TF 2.10 whose log
is not in the stored copy, pinned host memory failures in TF 2.16, libtensorflow 2.16 without a
BLAS plugin). No prose-only record is held.

At first look (the doctor of commit 50c7c18) the cause was named in 0 of the 2 broken logs, 0
first; neither has a catalogue cause to name. On the masked-RNN log the doctor raised
cudnn-version-mismatch, a wrong cause (the cuDNN loaded was the one the build expected; the post
speaks of cuDNN 8.1+ and of rebuilding with cuDNN 8.0); nothing was raised on the MirroredStrategy
log. No working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf212-masked-lstm-gru-cudnn81-corrupt-illegal-address",
        source=_GH + "tensorflow/tensorflow/issues/60192",
        text=r"""### Issue Type

Bug

### Have you reproduced the bug with TF nightly?

Yes

### Source

binary

### Tensorflow Version

TF 2.12, TF 2.11, TF nightly, TF 2.8

### Custom Code

Yes

### OS Platform and Distribution

Linux Ubuntu 20.04, Colab

### Python version

3.9, 3.10

### CUDA/cuDNN version

cuDNN 8.1 or newer

### GPU model and memory

I have observed the issue on GeForce 1080 Ti, GeForce 3090 RTX, A40, T4 from Collab.

### Current Behaviour?

When LSTM or GRU with mask use cuDNN 8.1+ implementation, it randomly give corrupted results (even during inference), and sometimes even crash with error `CUDA_ERROR_ILLEGAL_ADDRESS`.

It has taken me quite some time to be able to reproduce the problem, but I have found it (it manifests reliably on Colab).

Important comments:

- Of course, the problem manifests only when a GPU is available (the CPU implementation is fine).

- The bug manifests only with cuDNN 8.1+, because older cuDNN use different RNN methods. I even recompiled TF 2.11 and TF 2.8 with CUDA 11.1 and cuDNN 8.0, and they work fine.

- The bug manifests only when a `mask` is passed to the GRU and LSTM (the masked RNN calls also use a specific code path).

...

```shell
Batch 0, max difference 0.0, mean difference 0.0
Batch 1, max difference 0.0, mean difference 0.0
Batch 2, max difference 0.0, mean difference 0.0
Batch 3, max difference 0.0, mean difference 0.0
Batch 4, max difference 0.0, mean difference 0.0
Batch 5, max difference 0.0, mean difference 0.0
Batch 6, max difference 1.6253925561904907, mean difference 0.032524894922971725
Batch 7, max difference 1.5961412191390991, mean difference 0.034154243767261505
Batch 8, max difference 0.0, mean difference 0.0
Batch 9, max difference 0.13439376652240753, mean difference 0.009293164126574993
Batch 10, max difference 0.0, mean difference 0.0
Batch 11, max difference 0.0, mean difference 0.0
Batch 12, max difference 0.0, mean difference 0.0
...
Batch 19, max difference 0.0, mean difference 0.0
Batch 20, max difference 0.0900668054819107, mean difference 0.006251291837543249
...
```""",
        expected_cause=None,
        note="2023. A bug in the masked-RNN path of cuDNN 8.1-8.9.1, not a set-up fault. kaixih (NVIDIA) reproduced it in the thread: 'Yes, I also observed the changing results. If I use the `CUDA_LAUNCH_BLOCKING=1`, the results will be all the same. I think it is a bug.' The poster (foxik) later wrote, in tensorflow/tensorflow#50735 (2023-09-21): 'the original problem causing cuDNN implementation of masked LSTM/GRU to fail with the `CUDA_ERROR_ILLEGAL_ADDRESS` on TF 2.5+ has been solved in cuDNN 8.9.2. So if you upgrade cuDNN to this version (you can use official TF build, even ...'. Odd: the confirmation of the fix stands in the linked thread; the stored copy of this one ends before its closing. No catalogue cause (a cuDNN bug; the installed versions matched what TensorFlow was built with).",
        platform="linux",
    ),
    CorpusLog(
        name="tf213-mirroredstrategy-sequential-strategies-collective-group-size",
        source=_GH + "tensorflow/tensorflow/issues/61314",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

2.13.0

### Custom code

No

### OS platform and distribution

Linux Ubuntu 20.04.3

### Mobile device

Linux Ubuntu 20.04.3

### Python version

3.8.10

### CUDA/cuDNN version

CUDA 11.7, cuDNN 8.6

### GPU model and memory

3x NVIDIA GeForce RTX 3090

### Current behavior?

When trying to run multiple distributed trainings one after another, one of them fails with an `Collective ops is aborted by: ...` error. 

The reproducer attached to this issue produces the following error:
```
Collective ops is aborted by: Device /job:localhost/replica:0/task:0/device:GPU:1 is joining a group with size2, but that group has size 3 (group_key=1)
The error could be from a previous operation. Restart your program to reset.
	 [[{{node CollectiveReduceV2}}]] [Op:__inference_train_function_5585]
```
When run with TF 2.12 there is no such error.

The original code where I have encountered this problem results in
```
E                                           Collective ops is aborted by: Shape mismatch in the collective instance 100. Op at device /job:localhost/replica:0/task:0/device:GPU:1 expected shape [517169] but another member in the group expected shape [5
...
```

```shell
...
    return fn(*args, **kwargs)

  File "/home/alice/venvs/nncf_tf_213/lib/python3.8/site-packages/keras/src/engine/training.py", line 1782, in fit
    tmp_logs = self.train_function(iterator)

  File "/home/alice/workspace/nncf_tf_213/reproducer.py", line 35, in <module>
    test_distributed_fit(2)

  File "/home/alice/workspace/nncf_tf_213/reproducer.py", line 29, in test_distributed_fit
    model.fit(train_dataset, epochs=1)

  File "/home/alice/venvs/nncf_tf_213/lib/python3.8/site-packages/keras/src/utils/traceback_utils.py", line 65, in error_handler
    return fn(*args, **kwargs)

  File "/home/alice/venvs/nncf_tf_213/lib/python3.8/site-packages/keras/src/engine/training.py", line 1782, in fit
    tmp_logs = self.train_function(iterator)

  File "/home/alice/venvs/nncf_tf_213/lib/python3.8/site-packages/keras/src/engine/training.py", line 1376, in train_function
    return step_function(self, iterator)
...
```""",
        expected_cause=None,
        note="2023. The program itself: several tf.distribute.MirroredStrategy trainings (3 GPUs, then 2) created one after another in one process, so a collective all-reduce of the earlier strategy was still pending when the next joined the same group key. hubingallin (TensorFlow team): '`Device /job:localhost/replica:0/task:0/device:GPU:1 is joining a group with size 2, but that group has size 3 (group_key=1)` means that when you are running the function with 2 GPUs, the collective op from previous function call with 3 GPUs might still be pending. Generally it's not a good idea to create multiple `tf.dist.Strategy` in sequence in a production job, as they will share the same collective key and is very likely to cause arbitrary collapse between multiple all-reduces. For this case, try to reset context at the beginning of each test case.' The poster did not dispute it in the stored copy. Not an NCCL or driver fault: no catalogue cause.",
        platform="linux",
    ),
)
