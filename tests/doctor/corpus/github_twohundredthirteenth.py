# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on data platforms that run TensorFlow on NVIDIA GPUs: ray-project/ray (RLlib on Ray's own GPU Docker images).

Broken kinds held: all four are one cause met four times on Ray's GPU images in 2021, a
TensorFlow release built for one CUDA version inside an image that carried another (TF 2.4 built
for CUDA 11.0 on an image with CUDA 11.2 or CUDA 10.1, TF 2.6 built for CUDA 11.2 on an image
moved back to CUDA 11.0), so TensorFlow saw no GPU and RLlib refused to start ("GPUs were
assigned to this worker by Ray, but ... reports GPU acceleration is disabled"). Two of the posts
carry only a Ray traceback (the stored copies cut them off before the final error line), one
carries the one CUDA library TensorFlow could not load, and one is prose only. Working runs: 0.

Small set: the other platforms named for this set (BigDL/analytics-zoo, elephas,
TensorFlowOnSpark, petastorm, dask-cuda, NVTabular, Beam/tf.transform, Databricks) gave threads
whose stored copies end before any answer, or answers that only say the platform had no GPU
support for TensorFlow; none had a confirmed cause. All four records are from 2021; none is on
Windows or macOS.

At first look (the doctor of commit 79c939a) the cause was named in 3 of 4 broken logs, all 3
first; the miss is the traceback with the maintainer's remark that TensorFlow lists no GPU
(ray-project/ray#15217), where nothing was flagged. The prose post names the cause in its own
words (the poster had found it), which makes it an easy one.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ray-rllib-impala-default-gpu-image-cuda112-tf24",
        source=_GH + "ray-project/ray/issues/17796",
        text=r"""rllib does not work on gpus on our default docker images

repro:
1) replace m5.large head node with p2.xlarge for example-full.yaml.
2) `ray up -y ray/python/ray/autoscaler/aws/example-full.yaml` 
3) set num_gpus=1 inside cartpole-impala.yaml (see step below)
4) call `rllib train -f ray/python/ray/rllib/tuned_examples/impala/cartpole-impala.yaml`

error:
```
ray.exceptions.RayActorError: The actor died because of an error raised in its creation task, ray::IMPALA.__init__() (pid=1178, ip=192.168.78.58)
  File "python/ray/_raylet.pyx", line 534, in ray._raylet.execute_task
  File "python/ray/_raylet.pyx", line 484, in ray._raylet.execute_task.function_executor
  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/_private/function_manager.py", line 563, in actor_method_executor
    return method(__ray_actor, *args, **kwargs)
  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/rllib/agents/trainer_template.py", line 123, in __init__
    Trainer.__init__(self, config, env, logger_creator)
  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/rllib/agents/trainer.py", line 584, in __init__
    super().__init__(config, logger_creator)
  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/tune/trainable.py", line 103, in __init__
    self.setup(copy.deepcopy(self.config))
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2021. Ray's default GPU image on an AWS p2.xlarge; the stored copy of the post cuts the traceback off before its last line. Confirmed by the fix that closed it, ray-project/ray PR #17806 by maintainer amogkam: 'Downgrade the Docker image to CUDA 11.0 to support TF 2.4. Confirmed that this setup results in `tf.config.experimental.list_physical_devices(\"GPU\")` and `torch.cuda.is_available()` are giving the correct output. ... Closes https://github.com/ray-project/ray/issues/17796' (ludwig-ai/ludwig PR #1256 states the same PR 'reverted CUDA from 11.2 to 11.0'). TF 2.4 is built for CUDA 11.0; the image carried CUDA 11.2, so TensorFlow's CUDA libraries did not load and RLlib saw no GPU. The poster (AmeerHajAli) wrote on the PR that he still got 'the TF version mismatch error' on images 1.5.2 that were not yet rebuilt.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-ml-nightly-multi-gpu-tests-tf243-cuda112-libcusolver10",
        source=_GH + "ray-project/ray/issues/18499",
        text=r"""[RLlib nightly test] multi_gpu* tests are failing consistently

*Ray version and other system information (Python version, TensorFlow version, OS):*
nightly release

multi_gpu* tests are failing consistently

anyscale/ray-ml:pinned-nightly-py37-gpu has been updated to use tensorflow 2.4.3
However things still seem to timeout (with a different more cryptic "Internal Server Error" this time?).

Attached to the CI session via a link found in the log.
Verified that we do have cuda 11.2 and tensorflow 2.4.3 on the head node.
Tried to use GPU via tensorflow manually. All the other libraries seem to be ok, but one of them still have issue:

```
2021-09-11 12:19:07.338191: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open shared object file
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2021. The opening post (xwjiang2010) is short; the facts and the log line are from the next comment in the thread, by maintainer gjoliver, who investigated on the head node (the stored copy cuts that comment off within the log line). Confirmed by gjoliver's fix, ray-project/ray PR #18562 'Create soft links for libcusolver.so.10 as a temporary fix' (related issue #18499; 'I will revert this change once our product ray-ml image starts to use tf 2.5.0'), and his comment there: 'this does seem to fix the gpu issue'. TF 2.4.3 is built for CUDA 11.0 and asks for libcusolver.so.10; the image had CUDA 11.2, which ships libcusolver.so.11.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-rllib-release-test-ml-gpu-container-cuda101-tf24",
        source=_GH + "ray-project/ray/issues/15217",
        text=r"""[release/rllib] rllib regression test on tensorflow fails

```
(pid=1694) 2021-04-09 07:28:59,649      ERROR worker.py:395 -- Exception raised in creation task: The actor died because of an error raised in its creation task, ray::IMPALA.__init__() (pid=1694, ip=172.31.19.81)
(pid=1694)   File "python/ray/_raylet.pyx", line 505, in ray._raylet.execute_task
(pid=1694)   File "python/ray/_raylet.pyx", line 449, in ray._raylet.execute_task.function_executor
(pid=1694)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/_private/function_manager.py", line 556, in actor_method_executor
(pid=1694)     return method(__ray_actor, *args, **kwargs)
(pid=1694)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/rllib/agents/trainer_template.py", line 121, in __init__
(pid=1694)     Trainer.__init__(self, config, env, logger_creator)
(pid=1694)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/rllib/agents/trainer.py", line 516, in __init__
(pid=1694)     super().__init__(config, logger_creator)
(pid=1694)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/tune/trainable.py", line 98, in __init__
(pid=1694)     self.setup(copy.deepcopy(self.config))
(pid=1694)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/rllib/agents/trainer.py", line 707, in setup
(pid=1694)     self._init(self.config, self.env_creator)
...
```

this has been a common problem for a few months at least with any of our "ml" + "gpu" containers in the product (nightly or not). Doing the following simply does not work:
```
$ python
>>> import tensorflow as tf
>>> tf.config.list_physical_devices()
```
The above does not include the GPU(s), even though they can be seen via e.g. `nvidia-smi`.""",
        expected_cause="cuda-libraries-missing",
        note="2021. Opening post by krfricke (the stored copy cuts the traceback off before its last line); the second paragraph is a later comment in the thread by maintainer sven1977 adding what he saw in the same containers. Maintainer ijrsvt named the cause: 'The issue is that Tensorflow has an extremely narrow window of GPU support. ... The product is currently using CUDA 10.1, which is compatible with Ray 1.2 (which requires TF 2.3). Nightly OSS docker images use CUDA 11, which is what TF 2.4 needs and what nightly Ray has pinned in `requirements.txt`'; krfricke agreed and asked for it to be documented. TF 2.4 inside an image with CUDA 10.1: TensorFlow's CUDA 11 libraries missing, no GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="ray-gpu-image-cuda-downgrade-tf26-no-gpu-ludwig",
        source=_GH + "ray-project/ray/issues/17857",
        text=r"""[docker] Ray GPU images use inconsistent CUDA version

Currently, Ray docker images do not explicitly tag the version of CUDA being used. This can lead to some pernicious bugs popping up where training suddenly becomes a lot slower, because the framework version is incompatible with the version of CUDA in the image.

This most recently happened to us on the Ludwig.ai team when #17806 downgraded from CUDA 11.2 to 11.0. Since we were using TensorFlow 2.6 (latest), we were no longer able to get GPU acceleration when a newer base image version was pulled.""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. The poster (tgaddair, Ludwig) named the cause himself and fixed it on his side in ludwig-ai/ludwig PR #1256 'Fix TensorFlow CUDA version mismatch in Ray GPU image': 'https://github.com/ray-project/ray/pull/17806 reverted CUDA from 11.2 to 11.0. Because TensorFlow 2.5 and 2.6 are built with 11.2 support, this broke GPU acceleration for Ludwig Ray GPU images.' (merged). Ray maintainer richardliaw took the issue up (CUDA-tagged images). TF 2.6 built for CUDA 11.2 inside an image with CUDA 11.0.",
        platform="linux",
    ),
)
