# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-forty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow training on several NVIDIA GPUs or several machines (Horovod with TensorFlow, NCCL all-reduce, tf.distribute.MirroredStrategy), on repositories horovod/horovod, NVIDIA/nccl and tensorflow/models.

Broken kinds held: Horovod's TensorFlow op library (mpi_lib) built with another compiler or C++ ABI
than the TensorFlow that loads it (a segmentation fault in mpi_lib at the start of training; an
"undefined symbol: _ZN10tensorflow..." on import), NCCL unable to create its shared-memory segments
in a container whose /dev/shm was too small or full, and a MirroredStrategy run
on three GPUs that hung at the first step until the all-reduce was switched from NCCL to
hierarchical copy (both without a catalogue cause when gathered; labelled nccl-multi-gpu-failed
since). Working runs: 0 (none met).

Small set, mostly 2018-2021: most multi-GPU threads the searches returned had no confirmation in
the stored copy (hangs at the first all-reduce, NCCL "unhandled system error", SLURM and
InfiniBand errors, IOMMU and peer-to-peer hangs on AMD boards closed as stale or answered only by
guesses), or were PyTorch threads, or sat in the lists of threads already held or already read.
One thread confirmed by its poster (tensorflow/tensorflow#31154, 2019: TF_CONFIG set after the
MultiWorkerMirroredStrategy had been created) was left out because its opening post is not in the
stored copy. One record is prose only (the command line the poster ran).

At first look (the doctor of commit 7be764e) the cause was named in 1 of the 2 broken logs with a
catalogue cause, 0 first (the conda undefined-symbol log got cuda-libraries-missing before
custom-op-build-mismatch, read from its CUDA 9.2 beside TensorFlow-GPU 1.11); the segmentation
fault inside Horovod's mpi_lib got no finding. Of the 2 logs without a catalogue cause, the NCCL
/dev/shm log got no error and the prose-only hang got no error either (only the conditional
readings of a post without a log). No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="horovod-tf114-gcc74-mpi-lib-segfault-address-0x88",
        source=_GH + "horovod/horovod/issues/1197",
        text=r"""Environment:

Framework: TensorFlow
Framework version: 1.14.0
Horovod version: 0.16.4
MPI version: 4.0.1
CUDA version: 10.0
NCCL version: 2.4.2
Python version: 3.6.7
OS and version: Ubuntu 18.04.2 LTS (Bionic Beaver)
GCC version: 7.4.0

I just updated Tensorflow and Horovod with NCCL2 (tar installation) and whatever the Tensorflow+Horovod containing python file that I launch in this way:

`horovodrun -np 8 -H localhost:8 python train_hvd.py`

I'm getting Segmentation fault (11) Signal code: Adress not mapped (1) before the training begins:

```
[1,2]<stderr>:[host:40705] *** Process received signal ***
[1,2]<stderr>:[host:40705] Signal: Segmentation fault (11)
[1,2]<stderr>:[host:40705] Signal code: Address not mapped (1)
[1,2]<stderr>:[host:40705] Failing at address: 0x88
[1,2]<stderr>:[host:40705] [ 0] [1,2]<stderr>:/lib/x86_64-linux-gnu/libc.so.6(+0x3ef20)[0x7fa6d6734f20]
[1,2]<stderr>:[host:40705] [ 1] /home/alice/tfgpu-hvd/lib/python3.6/site-packages/horovod/tensorflow/mpi_lib.cpython-36m-x86_64-linux-gnu.so(+0x79c00)[0x7fa596a08c00]
[1,2]<stderr>:[host:40705] [ 2] /home/alice/tfgpu-hvd/lib/python3.6/site-packages/horovod/tensorflow/mpi_lib.cpython-36m-x86_64-linux-gnu.so(+0x7b2d0)[0x7fa596a0a2d0]
...
```""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Horovod maintainer alsrgv: 'it's a known issue with TensorFlow 1.14.0+. The solution is to pin GCC 4.8.5 or 4.9 [...] and reinstall Horovod: pip uninstall -y horovod; [flags] pip install --no-cache-dir horovod' (the pip wheels of TensorFlow 1.14 were built with an older GCC than the 7.4 that compiled Horovod's mpi_lib). The poster did not dispute it; a later issue (#1207) calls #1197 'supposedly resolved by PR #1203' (Horovod's compiler auto-selection). A second commenter hit a different build error with GCC 4.8.5 in conda. The stored copy of the log stops at frame [ 3] (libtensorflow_framework); the cut is marked '...'. The host name in the log was already masked as XXX in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-conda-tf111-mpi-lib-undefined-symbol-opdefbuilder",
        source=_GH + "horovod/horovod/issues/656",
        text=r"""mpi_lib.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs

Environment:
- CentOS Linux release 7.5.1804 (Core)
- Python 3.6.5
- CUDA 9.2
- NCCL 2.3.7
- Tensorflow-GPU 1.11.0
- OpenMPI 3.1.1
- Horovod 0.15.1

Horovod is installed with pip, using the comand of `HOROVOD_NCCL_HOME=/usr/local/nccl-<version> HOROVOD_GPU_ALLREDUCE=NCCL pip install --no-cache-dir horovod`.

Error Info:
```
Python 3.6.5 |Anaconda, Inc.| (default, Apr 29 2018, 16:14:56)
[GCC 7.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> import horovod.tensorflow as hvd
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/miniconda3/envs/gpu7/lib/python3.6/site-packages/horovod/tensorflow/__init__.py", line 37, in <module>
    from horovod.tensorflow.mpi_ops import allgather, broadcast, _allreduce
  File "/home/alice/miniconda3/envs/gpu7/lib/python3.6/site-packages/horovod/tensorflow/mpi_ops.py", line 58, in <module>
    ['HorovodAllgather', 'HorovodAllreduce'])
  File "/home/alice/miniconda3/envs/gpu7/lib/python3.6/site-packages/horovod/tensorflow/mpi_ops.py", line 45, in _load_library
    library = load_library.load_op_library(filename)
...
```""",
        expected_cause="custom-op-build-mismatch",
        note="2018. The first line is the issue's title (the error the traceback ends with; the end of the traceback is cut in the stored copy, marked '...'). Horovod maintainer alsrgv, after reproducing it: 'The root cause of the issue is that Conda's TensorFlow is built with GCC 5+, while on the system you have GCC 4.x. This solution upgrades GCC inside Anaconda to 7.2.0' ('conda install gcc_linux-64 gxx_linux-64', then reinstall Horovod); nicolefinnie agreed ('the mismatched mangled symbol problem on CentOS/RHEL, where GCC 4.8.5 is the default compiler'). Another user had got round it earlier by taking TensorFlow from pip instead of conda. The poster (tagged) did not dispute it. The 'Ss' in the symbol is the old C++ ABI's std::string: Horovod's mpi_lib was built for another C++ ABI than conda's TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="nccl-kubeflow-tf24-four-t4-posix-fallocate-dev-shm-full",
        source=_GH + "NVIDIA/nccl/issues/525",
        text=r"""Kubeflow - NCCL version 2.9.6+cuda11.0 -- NCCL WARN Call to posix_fallocate failed : No space left on device

Hello, I suddenly had this error but everything was working fine 3 days ago when training a model on multiple GPUs.

I am launching my jobs using kubeflow, I am using the latest `gcr.io/deeplearning-platform-release/tf2-gpu.2-4:m69` image and the kubernetes node has 4 T4 GPUs.

```
[3] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device
[3] NCCL INFO include/shm.h:41 -> 2
[3] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-1462445a6f01cbfc-1-2-3 (size 9637888)
```
Any idea on how to solve this problem in kubernetes or bypass it without any performance loss?
I have found some documentation on the error but I am not sure what is the best option:
 - #342 
 - #290 
 - a solution on the kubernetes side (override the 64mb allocated by docker by mounting a volume in memory):
 ```
spec:
  volumes:
  - name: dshm
    emptyDir:     
        medium: Memory
  containers:
  - image:  image-name
    volumeMounts:
      - mountPath: /dev/shm
        name: dshm
```

Notes: setting `NCCL_SHM_DISABLE=1` works. Using a `a2-highgpu-8g` instance works with 8 gpus without any shared memory error.""",
        expected_cause="nccl-multi-gpu-failed",
        note="2021. The first line is the issue's title. NCCL maintainer sjeaugey: 'It is likely that /dev/shm is full. You should check the space left on that path (probably remove stale files in that pa[th])'; the poster had already found that NCCL_SHM_DISABLE=1 (no shared-memory transport) lets the TensorFlow multi-GPU job run. Cause: the container's /dev/shm (64 MB by default in Docker) too small or filled by stale NCCL segments, so NCCL's shared-memory transport between the four GPUs could not be set up (neither GPU nor host memory ran out). Labelled nccl-multi-gpu-failed since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="models-bert-classifier-mirrored-three-gpus-stuck-first-step",
        source=_GH + "tensorflow/models/issues/8408",
        text=r"""Can't run with gpus in run_classsifier.py ( --distribution_strategy=mirrored --num_gpus=3)

I follow with the doc, add the "--num_gpus=...", but can't work. It gets stuck in first step. 

python run_classifier.py \
  --mode='train_and_eval' \
  --input_meta_data_path=${GLUE_DIR}/${TASK}_meta_data \
  --train_data_path=${GLUE_DIR}/${TASK}_train.tf_record \
  --eval_data_path=${GLUE_DIR}/${TASK}_eval.tf_record \
  --bert_config_file=${BERT_BASE_DIR}/bert_config.json \
  --init_checkpoint=${BERT_BASE_DIR}/bert_model.ckpt \
  --train_batch_size=12 \
  --eval_batch_size=12 \
  --steps_per_loop=1 \
  --learning_rate=2e-5 \
  --num_train_epochs=3 \
  --model_dir=${MODEL_DIR} \
  --distribution_strategy=mirrored
  --num_gpus=3""",
        expected_cause="nccl-multi-gpu-failed",
        note='2020. Prose only (the title and the command the poster ran; no log). The poster confirmed the fix the same day: \'I add the strategy "all_reduce_alg="hierachical_copy"" in line 357 of "run_classifier.py", and it works.\' Maintainer saberkun: \'It is a distribution strategy specific setting. The default will work for 1, 2, 8 I guess.\' The default NCCL all-reduce of MirroredStrategy hung at the first step on three GPUs; hierarchical copy instead of NCCL fixed it. No catalogue cause. Labelled nccl-multi-gpu-failed since the catalogue has that cause (None at first look).',
        platform="linux",
    ),
)
