# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-twentieth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow on an NVIDIA GPU used from several processes (tensorflow/tensorflow, yuanyuanli85/Keras-Multiple-Process-Prediction, Calamari-OCR/calamari), 2017-2020.

Broken kinds held: a child process forked (Python multiprocessing) after the parent had already
started TensorFlow's CUDA runtime, so that CUDA failed with CUDA_ERROR_NOT_INITIALIZED or the
session hung in the child (twice; no catalogue cause at first look, counted since as
cuda-initialized-before-fork), and a second model started in parallel on
the same GPU failing out of memory because the first had reserved nearly all GPU memory (memory
growth off). Working runs: none met.

Small set: most threads on multiprocessing, fork, gunicorn/uwsgi/Celery workers, Dask, Ray,
systemd, cron and sudo runs that the searches returned were already in the corpus or had been
read before, and most of the rest had no confirmation in the stored text (closed as stale, or the
fix never reported). No thread from 2022 or later was both new and confirmed. Two more confirmed
threads, prose only, were left out to keep prose-only records to a third: keras-team/keras#4161
(2016; TensorFlow reserving all GPU memory kept parallel learning processes from starting, fixed
by a session with allow_growth) and videoflow/videoflow#8 (2019; the framework set
CUDA_VISIBLE_DEVICES itself in the processes it started, overriding the user's choice; the
maintainer fixed it).

At first look (the doctor of commit 6cd6e3b) the cause was named in 1 of 3 broken logs, 0 first
(the out-of-memory finding came before memory growth; the two fork records, with no catalogue
cause then, count as misses); no working run to flag. With the catalogue's entry for a process
forked after CUDA started, added after this set was read, the doctor names all three, two first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-multiprocessing-pool-after-parent-session-hangs-not-initialized",
        source=_GH + "tensorflow/tensorflow/issues/8220",
        text=r"""### Issue summary

I am having trouble allocating GPU devices for a multiprocessing pool. Please see the short code reproduction below. I would like to understand why I am getting the CUDA_ERROR_NOT_INITIALIZED error in case 4. For this case, the program hangs, and I have to stop my docker container to exit.

### Minimal reproducible example 

core code:
```python
import tensorflow as tf

def run_session(device):
    gpu_options = tf.GPUOptions(allow_growth=True, visible_device_list=device)
    sess = tf.Session(config=tf.ConfigProto(gpu_options=gpu_options))
    print('Using device #%s' % device)
    a = tf.placeholder(tf.int16, name='a')
    y = tf.identity(a, name='y')
    print sess.run(y, feed_dict={a: 3})
    sess.close()
    print('Done.')
```
Case 1 (this works fine):
```python
run_session('0')
```
```
I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties:
name: GeForce GTX 980 Ti
major: 5 minor: 2 memoryClockRate (GHz) 1.076
pciBusID 0000:08:00.0
Total memory: 5.97GiB
Free memory: 5.86GiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0
I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y
...
```""",
        expected_cause="cuda-initialized-before-fork",
        note="2017. Case 4 (a session run in the parent, then the same function in a multiprocessing pool) hung with CUDA_ERROR_NOT_INITIALIZED; its log is not in the stored copy, only the opening prose and the working case 1. TensorFlow team member suharshs reproduced it ('Hangs: run_session('0'); p = mp.Process(target=run_session, ..)') and named the cause: 'The python multiprocessing package seems to just call fork when creating a child process. This cannot work when the child process calls async code (i.e TensorFlow is multithreaded).' Later commenters worked around it by starting the child processes (and importing TensorFlow in them) before TensorFlow is used in the parent. Fork after CUDA was initialised. Labelled cuda-initialized-before-fork since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-multiprocess-predict-device-lib-in-parent-not-initialized",
        source=_GH + "yuanyuanli85/Keras-Multiple-Process-Prediction/issues/2",
        text=r"""I follow the code and implement my own. When I call keras.models.load_model() in the child process, I got the following errors:

E tensorflow/stream_executor/cuda/cuda_driver.cc:1287] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED
F tensorflow/stream_executor/cuda/cuda_driver.cc:312] Check failed: CUDA_SUCCESS == cuCtxSetCurrent(cuda_context->context()) (0 vs. 3)""",
        expected_cause="cuda-initialized-before-fork",
        note="2017. The poster confirmed the cause himself the same day: 'After removing getting available GPUs with tensorflow.python.client.device_lib in the main process and specifying GPU ids in a config file, it worked.' The parent had initialised CUDA (device_lib.list_local_devices) before forking the prediction processes. A later commenter (TCherici) added that the GPUs are 'claimed' by that call and suggested making it in a child process. Fork after CUDA was initialised. Labelled cuda-initialized-before-fork since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="calamari-cross-fold-parallel-models-second-model-oom",
        source=_GH + "Calamari-OCR/calamari/issues/157",
        text=r"""If if set --max_parallel_models to anything > 1, I get an out of memory error as soon as it tries to load the second model. I have a Titan RTX (24GB ram), so there should be plenty of room for 2 or more models. I am using the default network, and it is not that huge a model.
I am wondering if tensorflow grabs all the memory when it loads the first model, then there is nothing
to allocate for the second model?
If no one has a simple answer, I will try researching this myself. There seem to be several leads out there about this. tensorflow allow_growth?""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2020. Prose only (calamari-cross-fold-train, one training process per fold). Maintainer ChWick: 'You are right! By default Tensorflow reserves a fixed amount of memory (I think around 80%-90%) of a GPUs ram, which is why an allocation of the second model fails. Using the `allow_growth` parameter could solved this'. The poster did not report back; the issue was closed.",
        platform="linux",
    ),
)
