# ruff: noqa: E501 - log lines are quoted verbatim
"""An eighth set of real logs, gathered apart and first scored unseen (older threads too).

Broken set-ups: uv choosing a Python with no TensorFlow wheel, the removed tensorflow-gpu
package in a project's setup.py, tensorflow and tensorflow-gpu side by side on native
Windows, a container started without ``--gpus``, XLA without libdevice on native Windows
(TF 2.9), host drivers older than the CUDA of a container or a conda environment (MLPerf,
deepEMhancer, N2D2), native Windows after TensorFlow 2.10, Docker Desktop on WSL2 with a
Windows driver newer than its container toolkit (CUDA_ERROR_NOT_FOUND, no catalogue cause),
cuDNN failing to start until memory growth was turned on (TF 1.x).

Working runs: the NUMA-node warning of an early TensorFlow, and a prose report of a BFC
allocator message while training did run on the GPU.

At first look (the doctor that also reads libraries skipped at registration, cuInit 303 in a
container, issue-form GPU numbers, the tensorflow-gpu stub and Windows from pip's paths) the
cause of 6 of the 11 broken logs was named, first each time; neither working run was flagged;
the WSL2 driver/toolkit log got errors that are not its cause. Misses: the removed
tensorflow-gpu and native Windows stated in prose only, two TensorFlow distributions whose
paste does not name them, a container without ``--gpus`` described in prose.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="uv-run-script-requires-python-312-picks-313-no-wheel",
        source=_GH + "astral-sh/uv/issues/13262",
        text=r"""### Summary

Consider the following script `hello.py`:

```python
# /// script
# requires-python = ">=3.12"
# dependencies = [
#     "tensorflow",
# ]
# ///

print("Hello, world!")
```

Running this with `uv run hello.py` results in the following error:

```
  × No solution found when resolving script dependencies:
  ╰─▶ Because all versions of tensorflow have no wheels with a matching Python ABI tag (e.g., `cp313`) and you require
      tensorflow, we can conclude that your requirements are unsatisfiable.

      hint: Pre-releases are available for `tensorflow` in the requested range (e.g., 2.19.0rc0), but pre-releases
      weren't enabled (try: `--prerelease=allow`)

      hint: You require CPython 3.13 (`cp313`), but we only found wheels for `tensorflow` (v2.19.0) with the following
      Python ABI tags: `cp39`, `cp310`, `cp311`, `cp312`
```

I do not understand this error, since I am requiring Python >= 3.12 and not 3.13.

### Platform

macOS 15.4.1

### Version

uv 0.7.2""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A uv maintainer: '>=3.12' lets uv pick the Python 3.13 on PATH, for which TensorFlow 2.19 has no wheel; pin it with 'uv run -p 3.12'. The machine is a Mac, so it would have no CUDA either; the thread is about the install.",
        platform="macos",
    ),
    CorpusLog(
        name="speechmetrics-setup-py-tensorflow-gpu-removed",
        source=_GH + "aliutkus/speechmetrics/issues/36",
        text=r"""The installation command in the readme throws an error, because `setup.py` is trying to build the `tensorflow-gpu` package, which has been removed from pip.

From their [pypi page](https://pypi.org/project/tensorflow-gpu/):
> tensorflow-gpu has been removed. Please install tensorflow instead.

> As of December 2022, tensorflow-gpu has been removed and has been replaced with this new, empty package that generates an error upon installation.

Installing `tensorflow` separately does not help, as `setup.py` always looks for the empty `tensorflow-gpu` package instead.""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="The maintainer changed the install script and README away from tensorflow-gpu ('I tried updating the install and the README'). Prose only, no log; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tf20-tensorflow-and-tensorflow-gpu-cudagetdevice-failed",
        source=_TF + "34567",
        text=r"""Hi,

I'm trying to use cuda with tensorflow. I installed cuda 10.0 and tensorflow 2.0, my version of VS is 2017. I set my env variables and the problem persists.

This is the error message: **cudaGetDevice() failed. Status: cudaGetErrorString symbol not found.**

Thanks to u all!""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The reporter: 'I only had to uninstall tensorflow and tensorflow-gpu, next I reinstalled tensorflow-gpu' (and also set CUDA_VISIBLE_DEVICES=0 in the code); then TensorFlow used the GPU. Both packages side by side is the confirmed cause; the paste itself does not name them (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="ecord-docker-run-without-gpus-flag",
        source=_GH + "tomdbar/ecord/issues/1",
        text=r"""Hello,
as i tried to train a model, docker could not see my GPU. I solved this by adding "--gpus all" to docker run command.
Instead of this docker run -itd --rm --name ecord_container -v /local/path/to/ecord/:/home/app/ecord ecord,
docker run -itd --gpus all  --rm --name ecord_container -v /local/path/to/ecord/:/home/app/ecord ecord.
It would be good to point out that in the readMe file.""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="The reporter fixed it by adding '--gpus all' to docker run; the maintainer agreed and updated the README. Prose with the command lines, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-windows-tf291-libdevice-jit-compilation-failed",
        source=_GH + "talmolab/sleap/pull/919",
        text=r"""### Description
Pin the upper-end of tensorflow to be less than 2.9.0. We get the following error when using `tensorflow==2.9.1` on windows:

```
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
error: Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice
2022-08-09 14:54:40.390320: W tensorflow/core/framework/op_kernel.cc:1733] UNKNOWN: JIT compilation failed.
```""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="The project's maintainers diagnosed XLA not finding libdevice with tensorflow 2.9.1 on Windows and merged this pin to tensorflow<2.9.0 as the fix (the same log as tensorflow/tensorflow#57055).",
        platform="windows",
    ),
    CorpusLog(
        name="mlperf-minigo-docker-driver-insufficient",
        source=_GH + "mlcommons/training_results_v0.7/issues/5",
        text=r"""Running nVidia's MiniGo benchmark using run_with_docker.sh produces the following error:

Traceback (most recent call last):
  File "./ml_perf/train_loop.py", line 989, in <module>
    app.run(main)
  File "/usr/local/lib/python3.6/dist-packages/absl/app.py", line 299, in run
    _run_main(main, args)
  File "/usr/local/lib/python3.6/dist-packages/absl/app.py", line 250, in _run_main
    sys.exit(main(argv))
  File "./ml_perf/train_loop.py", line 898, in main
    tstate = minigo_train.init_train(rank, tcomm, FLAGS.model_dir)
  File "./train.py", line 247, in init_train
    sess = dual_net._get_session()
  File "./dual_net.py", line 647, in _get_session
    return tf.Session(config=session_config)
  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 1585, in __init__
    super(Session, self).__init__(target, graph, config=config)
  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 699, in __init__
    self._session = tf_session.TF_NewSessionRef(self._graph._c_graph, opts)
tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The reporter, after running NVIDIA's MLPerf MiniGo container: 'I did not have the latest driver.' The host driver was older than the CUDA in the image.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-cuda-121-no-matching-tensorflow-gpu",
        source=_TF + "62696",
        text=r"""### Issue type

Support

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

source

### TensorFlow version

...

### Custom code

Yes

### Current behavior?

the cuda version of my laptop is 12.1, but I can not find the correspond tensorflow-gpu version from
https://tensorflow.google.cn/install/source_windows?hl=zh-cn#gpu""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="Issue labelled subtype:windows. A maintainer: 'GPU support on native-Windows is only available for 2.10 or earlier versions, starting in TF 2.11, CUDA build is not supported for Windows'; another user: use WSL2 for CUDA 12. Prose only (the screenshots are left out).",
        platform="windows",
    ),
    CorpusLog(
        name="docker-desktop-wsl2-driver-555-cuinit-named-symbol-not-found",
        source=_TF + "68711",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

2.16.1-0-g5bc9d26649c

### Custom code

No

### OS platform and distribution

Windows 11 Pro + WSL2 Ubuntu 22.04

### Python version

3.11.0rc1

### GPU model and memory

RTX 4080

### Current behavior?

I am using Docker Desktop with WSL2 on Windows 11 Pro to run the `tensorflow-gpu:latest` Docker container. After starting it no GPU is found and the error `failed call to cuInit: CUDA_ERROR_NOT_FOUND: named symbol not found` occurs. CUDA, cuDNN and Python versions are all dictated by the Docker image so I cannot change them.

Things I have tried without success:
- using a different container version (2.16.1, 2.15.0, 2.14.0, 2.13.0)
- reinstalling WSL2/Ubuntu
- reinstalling Docker Desktop
- reinstalling GPU drivers

Reinstalling the drivers is the only thing that had any effect at all. It changed the error from CUDA_ERROR_NO_DEVICE to CUDA_ERROR_NOT_FOUND.

I have found https://github.com/google/jax/issues/13570 with a similar error but it's fix doesn't apply here. RTX 4000 cards require CUDA >=11.8 which I am using.

### Standalone code to reproduce the issue

```shell
docker run --rm --gpus all -it tensorflow/tensorflow:latest-gpu bash
...""",
        expected_cause="wsl-container-toolkit-too-old",
        harmless=False,
        note="Scored at first look with no catalogue cause for it (the entry came after). The reporter: 'The workaround is working' and closed it as a duplicate; others in the thread fixed it by going back from Windows driver 555.85 to 551.86. NVIDIA (NVIDIA/nvidia-container-toolkit#520): drivers 555.xx add libnvdxgdmal.so.1, which an older container toolkit does not map into the container under WSL2, so cuInit returns CUDA_ERROR_NOT_FOUND; fixed in toolkit 1.14.4/1.15.0 and Docker Desktop 4.31.0. The cause is a container toolkit too old for the Windows driver.",
        platform="wsl2",
    ),
    CorpusLog(
        name="cnn-captcha-tf1-cudnn-internal-error-allow-growth",
        source=_GH + "nickliqian/cnn_captcha/issues/107",
        text=r"""Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR

训练时报了上面那个错。上网搜索后尝试了下面的解决方案，解决了问题，仅供参考。
（我是萌新，所以不要问我为什么，我也不知道）

将下面这一行：
https://github.com/nickliqian/cnn_captcha/blob/2a3353ef0f25f6faaa582bcde224dad0987087f4/train_model.py#L157
修改为
```
        config = tf.ConfigProto()
        config.gpu_options.allow_growth = True
        with tf.Session(config=config) as sess:
```
后问题解决。test_batch.py 中也是一样。""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The issue title (first line) and body. The reporter: the error came during training and went away after turning on gpu_options.allow_growth ('后问题解决', then the problem was solved); the repository labelled it 'solution'. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepemhancer-driver-410-too-old-for-cuda-101",
        source=_GH + "rsanchezgarc/deepEMhancer/issues/4",
        text=r"""Problem: CUDA driver version is insufficient for CUDA runtime version.

Hi,
I am having trouble running deepEMhancer when I used the suggested or alternate installation. The program seems installed because -h option runs correctly but when I try to calculate on GPU I get an error. I'm attaching the error message and my CUDA specs.
Can't wait to see what deepEMhancer can do for my maps!
Thank you,
Anna

```
(deepEMhancer) [alice]$ deepemhancer -i run_half1_class001_unfil.mrc -o firstry.mrc
updating environment to select gpu: [0]
Using TensorFlow backend.
loading model /home/alice/.local/share/deepEMhancerModels/production_checkpoints/deepEMhancer_tightTarget.hd5 ... Traceback (most recent call last):
  File "/home/alice/.conda/envs/deepEMhancer/bin/deepemhancer", line 11, in <module>
    sys.exit(commanLineFun())
...""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The issue title (first line) and the start of the body; the excerpt ends inside the traceback. The maintainer: 'caused by the incompatibility between NVIDIA Driver version (in your case 410.79) and CUDA 10.1 required version (>= 418.39)'; with his CUDA 10.0 environment the model then loaded ('... DONE!').",
        platform="linux",
    ),
    CorpusLog(
        name="n2d2-cuda-driver-insufficient-update-driver",
        source=_GH + "CEA-LIST/N2D2/issues/18",
        text=r"""Bonjour
lorsque je lance cette commande
./n2d2 "mnist24_16c4s2_24c5s2_150_10.ini" -learn 600000 -log 10000
un message d'erreur concernant CUDA s'affiche comme le suivant :
Option -log: number of steps between logs [10000]
Option -learn: number of backprop learning steps [600000]
Cuda failure: CUDA driver version is insufficient for CUDA runtime version (35) in /home/alice/Téléchargements/N2D2-master/include/CudaContext.hpp:34
Error: Cuda failure: CUDA driver version is insufficient for CUDA runtime version (35) in /home/alice/Téléchargements/N2D2-master/include/CudaContext.hpp:34""",
        expected_cause="driver-too-old",
        harmless=False,
        note="Not TensorFlow, the same CUDA error. The maintainer: 'You probably need to update the NVidia GPU drivers'; the reporter thanked him and the maintainer closed it: 'The problem appears to be solved'.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf071-numa-node-unreadable-benign-gpu-works",
        source=_TF + "1563",
        text=r"""Hi, when test tensorflow after installation, I get the titled error.

>cuda_gpu_executor.cc  could not open file to read NUMA node: /sys/bus/pci/devices/0000:00:00.0/numa_node

In fact my cuda toolkit runs properly, and I can run all samples in it.
When run `import tensorflow as tf` and `hello = tf.constant('Hello, TensorFlow!')`, nothing is wrong and cuda libs can be found and loaded by tensorflow.

 BTW, my GPU is *GTX 980TI* and my os is *Slackware current 64*. Latest driver is installed.

Thanks.""",
        expected_cause=None,
        harmless=True,
        note="Title: '[Solved, please close it] cuda 7.5 and tensorflow 0.7.1 error: cuda_gpu_executor.cc could not open file to read NUMA node'. A maintainer: 'I think this is a benign error'; the reporter's kernel was built without NUMA support, and TensorFlow loaded its CUDA libraries and ran. Old (2016), kept for the NUMA wording of the time.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-gpu-bfc-allocator-warning-gpu-in-use",
        source=_GH + "talmolab/sleap/issues/671",
        text=r"""GPU_0_bfc

Good day, How do you fix this error? i cant seem to use my gpu on training.""",
        expected_cause=None,
        harmless=True,
        note="The issue title (first line) and body; the log itself was two screenshots. The project's maintainer: 'That warning is actually just indicating that you might be a bit low on GPU memory ... regardless it still means your GPU is being used for training'. A working run whose reporter believes the GPU is unused; the only text is a BFC allocator name. OS not stated.",
        platform="linux",
    ),
)
