# ruff: noqa: E501 - log lines are quoted verbatim
"""An eighteenth set of real logs, gathered apart: threads outside tensorflow/tensorflow.

Threads from projects that use TensorFlow (DeepSpeech, deepface, DeepFaceLab, AlphaFold,
ColabFold, hmr, textgenrnn, cryoCARE, Ray Tune, tfjs-node-gpu) and from GPU container images
and tools (CML, Renku, cuda_tensorflow_opencv, gcsfuse's TF model, stable-diffusion.cpp, Cactus).

Broken set-ups: CUDA libraries of the wrong major version for the TensorFlow build (images with
CUDA 11 for a CUDA 10 build, DeepSpeech and tfjs-node-gpu wanting CUDA 10.x, Poetry without the
conda CUDA packages), CPU-only TensorFlow wheels pulled in by images or dependencies, cuDNN
failing to start until memory growth was turned on, a container's CUDA compat libcuda older than
the host kernel module, a host driver too old for a container's CUDA, containers started without
GPUs or without the NVIDIA Container Toolkit, TensorFlow installed without its CUDA extra, and a
tool that blanks CUDA_VISIBLE_DEVICES.

Working runs: Task Manager's '3D' graph under-reporting CUDA work, a CPU-only run printing the
libcuda/cuInit 303 lines, and TensorFlow skipping the GPU while JAX used it.

At first look (the doctor of the start of the day) the cause of 8 of the 18 broken logs was
named, all first; 2 of the 3 working runs were flagged (the libcuda/cuInit lines of a CPU-only
run, TensorFlow's missing libraries beside JAX's GPU run). Misses: CPU-only packages told in
words (two), cuDNN handles told in words (two), CUDA error 803 read as an old driver, the
toolkit's "unsatisfied condition: cuda>=" line, the toolkit named as the fix where the container
had no --gpus, one sentence about TensorFlow 2.12, CUDA_VISIBLE_DEVICES blanked in words,
tfjs-node-gpu wanting CUDA 10.0.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cml-image-cuda11-tf-wants-libcusolver-so-10",
        source=_GH + "iterative/cml/issues/972",
        text=r"""Coming from [here](https://discord.com/channels/485586884165107732/728693131557732403/965430882758426706)

> Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib/python3.8/dist-packages/cv2/../../lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A CML maintainer: 'It's not a bug ... Our images use CUDA 11, not CUDA 10' (the image has only libcusolver.so.11); use a CUDA 10.1 image instead. Undisputed. One quoted log line only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="renku-docker-tf-libcusolver-so-11-missing-symlink",
        source=_GH + "SwissDataScienceCenter/renkulab-docker/pull/217",
        text=r"""So it seems that with CUDA version 11 tensorflow is looking for `libcusolver.so.11`. But there is only `libcusolver.so.10`.

According to [this stackoverflow post](https://stackoverflow.com/questions/63199164/how-to-install-libcusolver-so-11) tensorflow is deriving the name of the `libcusolver` library from the CUDA version.

I tested this on limited here: https://limited.renku.ch/projects/tasko.olevski/test-gpu-1

The first commit in the project will fail to show available GPUs with this:
```python
>>> import tensorflow as tf
>>> print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
```

However after the linking above the latest commit in the project properly shows that a single GPU is available.

The warning message from tensorflow properly says that it is looking for `libcusolver.so.11` but it cannot find it.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The PR author (image maintainer) confirms that linking a libcusolver.so.11 into the CUDA image made the GPU appear ('after the linking ... properly shows that a single GPU is available'). Prose, no log lines.",
        platform="linux",
    ),
    CorpusLog(
        name="cto-docker-tf-1152-images-built-without-tensorflow-gpu",
        source=_GH + "datamachines/cuda_tensorflow_opencv/issues/3",
        text=r"""Looks like all 1.15.2 images are built with tensorflow and not tensorflow-gpu.

In Makefile:
`@$(eval CTO_TENSORFLOW_PYTHON=$(shell if [ "A${CTO_TMP}" == "A${STABLE_TF1}" ]; then echo "tensorflow==${STABLE_TF1}"; else if [ ${CTO_SC} == 1 ]; then echo "tensorflow==${STABLE_TF2}"; else echo "tensorflow-gpu==${STABLE_TF2}"; fi; fi))`

Is this intentional?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The image maintainer agreed: 'below 2.0 I will still need to select the -gpu pip package' (the 1.15.2 'tensorflow' wheel is CPU-only) and rebuilt the images. Prose and a Makefile line, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-docker-flask-cpu-tensorflow-not-tensorflow-gpu",
        source=_GH + "serengil/deepface/issues/73",
        text=r"""Hi, I developed flask server using deepface and api.py on docker.

my flask server disable use GPU.

but, I can see `DeepFace will run on GPU` on shell.
![image](https://user-images.githubusercontent.com/39547624/88609416-05089180-d0bf-11ea-95b2-5fdfc771812a.png)

so I tried input command
`import os
os.environ["CUDA_VISIBLE_DEVICES"]="0"`
before import deepface.
and
`DeepFace.allocateMemory()`.

but it's not working.

![image](https://user-images.githubusercontent.com/39547624/88609490-35503000-d0bf-11ea-99b2-8f45512415ea.png)
here is nvidia-smi screenshot.

how can I use GPU?

I use 0.0.33 version.

The GPU is not available even though os.environ["CUDA_VISIBLE_DEVICES"]="0" was used.

I want to DeepFace using GPU. """,
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The deepface maintainer: 'You have to install tensorflow-gpu instead of tensorflow' (pip uninstall tensorflow; pip install tensorflow-gpu==1.9.0; deepface --no-deps) - the CPU-only TF 1.x wheel came in as a dependency. Not disputed; closed. Prose with screenshots only (weak); the second paragraph block is the reporter's follow-up.",
        platform="linux",
    ),
    CorpusLog(
        name="cryocare-container-4x2080ti-cudnn-failed-to-initialize",
        source=_GH + "juglab/cryoCARE_T2T/issues/10",
        text=r"""while training model (6th code cell), an UnkownError is thrown, see [cell output](https://github.com/juglab/cryoCARE_T2T/files/5712185/cell.log). The error message suggests cuDNN failed to initialize.
[jupyter notebook output](https://github.com/juglab/cryoCARE_T2T/files/5712199/jupyter.log) in the terminal indeed suggest that cuDNN had an issue.
Tensorflow spits out a lot of deprecation warnings.

This issue happens with a container built following instructions given in this repo, as well as with the precompiled container available from this repo.""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter solved it by turning on memory growth (tf.config.experimental.set_memory_growth for each GPU at the top of the notebook) on his 4x RTX 2080 Ti. Prose only; the logs were attachments. The fix, part of the same post, is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="textgenrnn-rtx2070-could-not-create-cudnn-handle",
        source=_GH + "minimaxir/textgenrnn/pull/147",
        text=r"""I was having an issue running the GPU version with my GeForce RTX 2070.

I kept getting the tensorflow error of: Could not create cuDNN handle""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The PR author fixed it by adding an allow_growth option ('This was a fix I added to get it to work'); the maintainer merged it. Prose only, one error phrase.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold-container-cuda111-compat-libcuda-455-vs-kernel-510",
        source=_GH + "google-deepmind/alphafold/issues/602",
        text=r"""Hello,

our cluster has nvidia kernel driver version 510.85.02. I can build the container with cudatoolkit 11.1.1, but when I run I get the errors listed below and the GPUs are not found/used. When I modify the Dockerfile to use cuda 11.7.0, it builds and runs just fine and the output structure is sensible. Is there any reason to be cautious of using cudatoolkit 11.7.0 instead of 11.1.1 ?

In case it matters:
(1) I am building this on charliecloud instead of docker
(2) I modified the LD_LIBRARY_PATH a bit because it listed /usr/local/nvidia/lib:/usr/local/nvidia/lib64 but out of conda the libcuda.so.1 was actually in /usr/local/cuda/compat

### Here's the issue I was having when using cudatoolkit 11.1.1 inside the container:
I0929 20:05:58.839441 140412502734656 xla_bridge.py:350] Unable to initialize backend 'tpu_driver': NOT_FOUND: Unable to find driver in registry given worker:
2022-09-29 20:05:59.142936: E external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_driver.cc:265] failed call to cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver combination
...""",
        expected_cause="driver-library-mismatch",
        harmless=False,
        note="The reporter confirms the fix himself: the CUDA 11.1 image put a libcuda.so.1 from /usr/local/cuda/compat (455.45, per the next log line 'kernel version 510.85.2 does not match DSO version 455.45.1') in front of the host's 510 driver; with a CUDA 11.7 image it 'runs just fine'. AlphaFold runs on JAX, whose XLA prints TensorFlow's stream_executor lines. The rest of the log was cut where we read it ('...').",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-08-cuda102-no-libcudart-10-1-slow-inference",
        source=_GH + "mozilla/DeepSpeech/issues/3226",
        text=r"""I'm using 0.7.4 and 0.8 releases on the same server with 2080ti GPU wht cuda 10.2 . I've used the default pre-trained models and I'm not using any custom code. The result timings are starkly different.

With 0.7.4 I get
<code>
$ deepspeech --model ~/models/deepspeech-0.7-models/deepspeech-0.7.4-models.pbmm --scorer ~/models/deepspeech-0.7-models/deepspeech-0.7.4-models.scorer --audio ~/models/Test1.wav

Inference took 0.722s for 4.821s audio file.
</code>

With 0.8.0, I get double latency
<code>
$ deepspeech --model models/deepspeech-0.8-models/deepspeech-0.8.0-models.pbmm --scorer models/deepspeech-0.8-models/deepspeech-0.8.0-models.scorer --audio models/Test1.wav

Inference took 1.577s for 4.821s audio file.
</code>

I've made sure that in both cases, GPU is used for inference. Is something missing?

<code>
(deepspeech-venv) root:~# deepspeech --model models/deepspeech-0.8-models/deepspeech-0.8.0-models.pbmm --scorer models/deepspeech-0.8-models/deepspeech-0.8.0-models.scorer --audio models/Test1.wav
2020-08-05 09:21:33.447482: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory
2020-08-05 09:21:33.447509: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
Loading model from file models/deepspeech-0.8-models/deepspeech-0.8.0-models.pbmm
TensorFlow: v2.2.0-17-g0854bb5
DeepSpeech: v0.8.0-0-gf56b07d
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: the GPU runtime depends on 'CUDA 10.0 for 0.7, CUDA 10.1 for 0.8'; the reporter confirmed 'the issue seems due to cuda version 10.2 vs 10.1. The deepspeech binaries look for libcudart.so.10.1' (0.8 ran on the CPU). The last block is the reporter's follow-up log, cut where we read it ('...').",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-native-client-needs-cuda-10-has-cuda-9",
        source=_GH + "mozilla/DeepSpeech/issues/1981",
        text=r"""i use
python3 util/taskcluster.py --arch gpu --target ./native_client  to  install gpu deepspeech.

but when i run test
./deepspeech --model models/output_graph.pbmm --alphabet models/alphabet.txt --lm models/lm.binary --trie models/trie --audio audio_input.wav

It  have an  error occurs.

error while loading shared libraries: libcudart.so.10.0: cannot open shared object file: No such file
but my system is libcudart.so.9.0
so how i can test it?  i don not want change cuda update.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: 'Current code relies on tensorflow r1.13 that depends on Cuda 10.0, please download earlier version, such as 0.4.1 for Cuda 9.0'. Not disputed (the reporter went on to other errors). The DeepSpeech C++ client, built on TensorFlow; the loader error, not a TensorFlow log line.",
        platform="linux",
    ),
    CorpusLog(
        name="hmr-demo-tf1-could-not-create-cudnn-handle-internal-error",
        source=_GH + "akanazawa/hmr/issues/107",
        text=r"""Hi,

I've tried to make demo run and I got this error:

> 2019-08-11 18:09:17.244335: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcublas.so.10.0
2019-08-11 18:09:17.464974: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudnn.so.7
2019-08-11 18:09:18.180194: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2019-08-11 18:09:18.213845: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
Traceback (most recent call last):
  File "/media/alice/hdd/Guardian/od/hmr/demo.py", line 151, in <module>
    main(config.img_path, config.json_path)
  File "/media/alice/hdd/Guardian/od/hmr/demo.py", line 136, in main
    input_img, get_theta=True)
  File "/media/alice/hdd/Guardian/od/hmr/src/RunModel.py", line 140, in predict
    results = self.predict_dict(images)
  File "/media/alice/hdd/Guardian/od/hmr/src/RunModel.py", line 166, in predict_dict
    results = self.sess.run(fetch_dict, feed_dict)
  File "/media/alice/hdd/Guardian/od/hmr/venv_hmr/local/lib/python2.7/site-packages/tensorflow/python/client/session.py", line 950, in run
    run_metadata_ptr)
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter, later in the same post: 'I've make it work with inserting lines according to GPU memory allocation' (the allow_growth / memory-fraction answer); another user confirmed the same. The rest of the traceback was cut where we read it ('...'); user name replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="gcsfuse-perf-tf-container-needs-cuda-11-8-driver-too-old",
        source=_GH + "GoogleCloudPlatform/gcsfuse/pull/1557",
        text=r"""### Description
Tensorflow model was failing with the following error:
```
docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.8, please update your driver to a newer version, or use an earlier cuda container: unknown.
```""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The PR author fixed it by upgrading the host driver to 520.61.05 ('Manually ran the model with the changes and it is working now'); merged. The container's CUDA 11.8 needed a newer driver than the VM had. The fix part of the PR text is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="sdcpp-cuda-image-run-without-gpus-libcuda-missing",
        source=_GH + "leejet/stable-diffusion.cpp/issues/1352",
        text=r"""### Git commit

`545fac4f3fb0117a4e962b1a04cf933a7e635933`

### Operating System & Version

Ubuntu 24.04

### GGML backends

CUDA

### Command-line arguments used

docker run -it --rm ghcr.io/leejet/stable-diffusion.cpp:master-cuda

### Steps to reproduce

Run
```bash
$ docker run -it --rm ghcr.io/leejet/stable-diffusion.cpp:master-cuda
```
```
/sd-cli: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory
```

### What you expected to happen

Command execute successfully.

### What actually happened

Error
```
/sd-cli: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory
```""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter: 'Not a bug. I just needed to add --gpus all when running the image.' A CUDA container (stable-diffusion.cpp, not TensorFlow) started without GPU access, so the driver's libcuda.so.1 was never mounted.",
        platform="linux",
    ),
    CorpusLog(
        name="cactus-gpu-container-nvidia-driver-not-detected",
        source=_GH + "ComparativeGenomicsToolkit/cactus/issues/1343",
        text=r"""[alice@host cactus]$ docker run -v $(pwd):/data --rm -it cactus_alice:v281-gpu --gpu 7 cactus /data/examples/jobStore /data/examples/evolverMammals.txt /data/examples/evolverMammals.hal

==========
== CUDA ==
==========

CUDA Version 11.4.3

Container image Copyright (c) 2016-2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved.

This container image and its contents are governed by the NVIDIA Deep Learning Container License.
By pulling and using the container, you accept the terms and conditions of this license:
https://developer.nvidia.com/ngc/nvidia-deep-learning-container-license

A copy of this license is made available in this container at /NGC-DL-CONTAINER-LICENSE for your convenience.

WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use the NVIDIA Container Toolkit to start this container with GPU support; see
   https://docs.nvidia.com/datacenter/cloud-native/ .

/opt/nvidia/nvidia_entrypoint.sh: line 67: exec: --: invalid option
exec: usage: exec [-cl] [-a name] [command [arguments ...]] [redirection ...]""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        consequences=frozenset({"container-without-gpus"}),
        note="The reporter: 'it works! after installed cuda tool kit' with a link to a guide on using an NVIDIA GPU with Docker (installing the NVIDIA Container Toolkit and running with --gpus). Note the command also puts '--gpu 7' after the image name, so the container got no GPU either way; the toolkit is the cause the reporter names. Not TensorFlow (Cactus). User and host names replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="miles-guess-tf212-env-gpu-not-detected-needs-and-cuda",
        source=_GH + "ai2es/miles-guess/pull/7",
        text=r"""GPU was not detected in TensorFlow 2.12.""",
        expected_cause="and-cuda-extra-missing",
        harmless=False,
        note="The PR author (same sentence, left out of the text): 'Removing nvidia-cudnn package and replacing tensorflow==2.12.* with tensorflow[and-cuda] solved the issue'; the maintainer merged it. One sentence of prose only (very weak); a conda environment file on the NCAR Casper cluster.",
        platform="linux",
    ),
    CorpusLog(
        name="car-pose-poetry-tf28-gpu-not-detected-no-cudatoolkit",
        source=_GH + "vani-or/car_pose_estimation/issues/7",
        text=r"""When I installed TensorFlow 2.8 using Poetry, I encountered an issue where TensorFlow couldn't detect the GPU on my machine. During training, it defaulted to using the CPU instead of the GPU.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter found that with Poetry 'it's necessary to explicitly install cudatoolkit=11.2 and cudnn=8.1.0 to enable GPU support'; the maintainer agreed it had only worked before because the CUDA libraries came preinstalled with conda. Prose only, from the reporter's follow-up (the opening post just asks to add the two packages).",
        platform="linux",
    ),
    CorpusLog(
        name="ray-tune-local-mode-sets-cuda-visible-devices-empty",
        source=_GH + "ray-project/ray/issues/8838",
        text=r"""### What is the problem?
When running Tune in local mode with `ray==0.8.5`, the `CUDA_VISIBLE_DEVICES` are always set to empty string, thus making the gpus unused. This behavior is different from `0.8.4`, in which the `CUDA_VISIBLE_DEVICES` are the same both with `local_mode=True` and `local_mode=False`. Same thing happens with the latest wheels.

*Ray version and other system information (Python version, TensorFlow version, OS):*
```
$ pip freeze | grep "tensorflow\|tf\|ray"
ray==0.8.5
tensorflow==2.1.0
tensorflow-estimator==2.1.0
tensorflow-probability==0.9.0
```
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note="The reporter traced it (with an assert on os.getenv('CUDA_VISIBLE_DEVICES') inside the trainable) to Ray 0.8.5 setting CUDA_VISIBLE_DEVICES to '' in local mode; the Ray team labelled it a core bug (P2) and closed it. The reproduction script was cut where we read it ('...'). Prose plus a pip freeze; no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-204-ubuntu2004-cuda101-needs-cuda100",
        source=_GH + "tensorflow/tfjs/issues/3957",
        text=r"""tfjs-node-gpu 2.0.4 Could not load dynamic libraries on Ubuntu 20.04 and CUDA 10.1
...
$LD_LIBRARY_PATH setted:
```bash
$ whereis cuda
cuda: /usr/lib/cuda /usr/include/cuda.h
$ echo $LD_LIBRARY_PATH
/usr/lib/cuda/include:/usr/lib/cuda/lib64
```
Additionaly, Running `$ whereis` on missed libraries :
```
$ whereis libcublas.so.10.0
libcublas.so.10: /usr/lib/x86_64-linux-gnu/libcublas.so.10
$ whereis libcudart.so.10.0
libcudart.so.10: /usr/lib/x86_64-linux-gnu/libcudart.so.10.1
$ whereis libcufft.so.10.0
libcufft.so.10: /usr/lib/x86_64-linux-gnu/libcufft.so.10
$ whereis libcurand.so.10.0
libcurand.so.10: /usr/lib/x86_64-linux-gnu/libcurand.so.10
$ whereis libcusolver.so.10.0
libcusolver.so.10: /usr/lib/x86_64-linux-gnu/libcusolver.so.10
$ whereis libcusparse
libcusparse: /usr/lib/x86_64-linux-gnu/libcusparse.so /usr/share/man/man7/libcusparse.7.gz
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter: 'Ok I'm finaly setted all together. All I need was Cuda 10.0' - tfjs-node-gpu 2.0.4's libtensorflow wanted the CUDA 10.0 libraries (libcudart.so.10.0 ...) while Ubuntu's CUDA 10.1 was installed. The first line is the issue title; the start of the post (with the loader lines) was not in what we read ('...').",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker-tf08-gpu-image-could-not-open-libcudnn",
        source=_GH + "NVIDIA/nvidia-docker/issues/160",
        text=r"""I'm new to tensorflow but I'm trying to get the docker image to run without issues. I have installed nvidia drivers, cuda-8.0 and cuDNN.

When I run

    nvidia-docker run -it -p 8888:8888 gcr.io/tensorflow/tensorflow:latest-gpu

and if I run the third notebook, then I get the following error message:

    I tensorflow/stream_executor/dso_loader.cc:99] Couldn't open CUDA library libcudnn.so. LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64:
    I tensorflow/stream_executor/cuda/cuda_dnn.cc:1562] Unable to load cuDNN DSO

I'm running Ubuntu 16.04 and I have a single nvidia 1070 card. I'm not sure if this is a problem with my install or a problem with the docker image. Any help would be appreciated.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="An nvidia-docker maintainer: TensorFlow 0.8 in that image looked for the unversioned libcudnn.so at runtime (fixed in tensorflow#3091); use the tensorflow:nightly-gpu image - the host needs only the driver. Not disputed; closed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deepfacelab-windows-task-manager-low-gpu-usage",
        source=_GH + "iperov/DeepFaceLab/issues/215",
        text=r"""Sorry about the stupid question I'm really an amateur. So i recently installed downloaded deepfacelab and noticed that while training or extracting faces my GPU usage doesn't go above 20% in task manager. HWMonitor shows 95 -100% usage at all times but task manager shows less than 20%. Other than this i'm not getting any errors and while training it does say running on rtx2070. I am using an i5 9400f and an RTX 2070. My card runs fine while playing games and shows much higher usage in task manager. I have not installed cuda, cudnn or anything else on my PC except for DeepFaceLabCUDA10.1SSE and latest drivers from nvidia.

I'm not sure if task manager is showing false values or if my card is not being used properly by this program.""",
        expected_cause=None,
        harmless=True,
        note="A reply (undisputed, issue closed): in Task Manager switch the GPU graph from '3D' to 'Compute_0' 'and you will see the same values as shown in HWMonitor' - training did run on the RTX 2070. Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="chiron-basecaller-no-libcuda-runs-on-cpu",
        source=_GH + "haotianteng/Chiron/issues/99",
        text=r"""After subdirectory processing I receive a number of lines from tensorflow, mostly information, but also these:
`2019-11-13 15:03:24.658577: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory`
`2019-11-13 15:03:24.658655: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)`
My first basecalling run is still running, but I'm not sure if these will effect the results.""",
        expected_cause=None,
        harmless=True,
        note="The maintainer: the lines mean the CUDA driver library is not installed 'so Tensorflow will run in CPU mode'; the run went on and the reporter, who asked only whether results were affected, did not pursue a GPU (closed for inactivity). A working CPU run with alarming lines; whether the machine has an NVIDIA GPU is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="localcolabfold-tf-skips-gpu-while-jax-runs-on-gpu",
        source=_GH + "YoshitakaMo/localcolabfold/issues/160",
        text=r"""**What is your question?**
I just installed localColabFold, so very new to this software. I ran the test case and the process finished all right with using the GPU. However, I get warning messages along the way:

(/home/alice/localcolabfold/colabfold-conda) alice@host:~$ colabfold_batch --amber --templates --num-recycle 3 /home/alice/test/samples/O15552.fasta O15552_output_redo &
[1] 11735
(/home/alice/localcolabfold/colabfold-conda) alice@host:~$ 2023-06-15 13:14:49,569 Running colabfold 1.5.2 (affc6e0e89ee723795ab009f51f2600d843dafb0)
2023-06-15 13:14:50.739387: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
2023-06-15 13:14:51,099 Running on GPU
2023-06-15 13:14:51.112977: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1956] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2023-06-15 13:14:51,378 Found 8 citations for tools or databases
2023-06-15 13:14:51,378 Query 1/1: sp_O15552_FFAR2_HUMAN_Free_fatty_acid_receptor_2_OS_Homo_sapiens_OX_9606_GN_FFAR2_PE_1_SV_1 (length 330)
COMPLETE: 100%| 150/150 [elapsed: 00:01 remaining: 00:00]
...""",
        expected_cause=None,
        harmless=True,
        note="The reporter states the test case 'finished all right with using the GPU' (ColabFold's 'Running on GPU' is JAX; TensorFlow there is only a helper and skips the GPU). Self-confirmed only; the issue has no maintainer answer (weak). The rest of the run was cut where we read it ('...'); user and host names replaced.",
        platform="linux",
    ),
)
