# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-twenty-ninth set of real threads, gathered apart, on serving and deployment: GitHub issues on the trackers of TensorFlow Serving, Kubeflow's serving image, tf2onnx, a serving-API wheel and a model-serving backend (gunicorn), reached through the issues corpus.

Broken kinds held: a TensorFlow Serving GPU image without libdevice (XLA), a serving image
without the CUDA runtime libraries its model server was linked against, a serving-API wheel that
pulls the CPU `tensorflow` over `tensorflow-gpu`, GPU memory held by other gunicorn workers of a
model API, and the host's RAM (not the GPU's) running out during a tf2onnx conversion. Working
runs: 0 (none met).

Many serving threads met in the search were left out: already in the corpus
(tensorflow/serving#549, #603, #660, #929, #1316, #1659, #1821, #2071, tensorflow/tensorflow#44597
and its re-filing tensorflow/serving#1768, kubeflow/kubeflow#940), or with no confirmation in
the stored text (tensorflow/serving#987, #1005, #1015, #1487, #1663, #1914, #2134, #2214, #2217;
triton-inference-server/server#5858, #2752; tensorflow/tensorrt#334, #279).

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in 4
of the 5 broken logs, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-serving-2141-gpu-image-libdevice-missing-xla",
        source=_GH + "tensorflow/serving/issues/2201",
        text=r"""## Bug Report

### System information
- OS Platform and Distribution: RockyLinux 9.2
- TensorFlow Serving installed from (source or binary): Docker image
- TensorFlow Serving version: tensorflow/serving:2.14.1-gpu
- Docker 24.0.5
- NVIDIA R535 drivers 535.86.10
- NVIDIA Container Toolkit 1.13.5

### Describe the problem
With the latest version of Docker image *tensorflow/serving:2.14.1-gpu*, I cannot run inference of my model with GPU using Docker image tensorflow/serving. The following error is shown in the logs:
2024-01-30 10:15:19.247458: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:521] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.8
  /usr/local/cuda
  /usr/bin/../nvidia/cuda_nvcc
  /usr/bin/../../nvidia/cuda_nvcc
  .
You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.
...""",
        expected_cause="xla-libdevice-missing",
        note="2024. Confirmed in the fix PR tensorflow/serving#2202, opened for this issue: the triager (singhniraj08) 'updated Dockerfile.gpu to install cuda-toolkit to avoid error \"error: libdevice not found at ./libdevice.10.bc\". Ref: #2201', and the poster (MartijnVanbiervliet) answered there that 'installing the entire cuda-toolkit solves the issue in #2201' (the smaller cuda-compiler metapackage being enough). The stored excerpt of the log stops after the libdevice warning; the lines after it were not read.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-tf-model-server-gpu-image-missing-cuda8-libs",
        source=_GH + "kubeflow/kubeflow/issues/338",
        text=r"""FYI, I tried to deploy this to a Google K8s Cluster and got this error:

/usr/bin/tensorflow_model_server: error while loading shared libraries: libcusolver.so.8.0: cannot open shared object file: No such file or directory

I think the file exists inside /usr/local/cuda/lib64. I tried adding the following to the Dockerfile but no luck yet:
ENV LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda/lib64""",
        expected_cause="cuda-libraries-missing",
        note="2018. The issue was opened by the maintainer (jlewi) to build a TF Serving GPU image (gcr.io/kubeflow-images-staging/tf-model-server-gpu:v20180303); the log is the first user report on it (bkungfoo, on GKE). The maintainer reproduced it ('I can reproduce this with #362') and ran ldd on the model server: 'I see a bunch of missing libraries' - libcusolver.so.8.0, libcublas.so.8.0, libcufft.so.8.0, libcurand.so.8.0 and libcudart.so.8.0 'not found' while libcuda.so.1 and libcudnn.so.6 resolved, i.e. the image lacked the CUDA 8 runtime the server was linked against. How the image was finally fixed was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-serving-api-python3-wheel-replaces-tensorflow-gpu",
        source=_GH + "illagrenan/tensorflow-serving-api-python3/issues/4",
        text=r"""I use this command "pip install --upgrade tensorflow-serving-api-python3" to install tf-serving, but it automatically installed the CPU version of Tensorflow, and uninstall my GPU version, why? Does not it support TF-GPU version?

And the command "pip install 'tensorflow-seving-api-python3~=1.7.0'" has the problem: 
Collecting tensorflow-seving-api-python3~=1.7.0
  Could not find a version that satisfies the requirement tensorflow-seving-api-python3~=1.7.0 (from versions: )
No matching distribution found for tensorflow-seving-api-python3~=1.7.0""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Mostly prose. The maintainer (illagrenan): 'This package depends on the non-GPU version of TF (this is the same as the original Python2-only package)'; install it with `pip install tensorflow-serving-api-python3 --no-dependencies` and then `pip install tensorflow-gpu`. The poster had already seen the CPU tensorflow replace tensorflow-gpu; no reply from the poster after the answer was read. The pip 'No matching distribution' lines are a misspelt name ('seving') the poster had copied from the project page, as the poster pointed out in the thread, not part of the GPU problem.",
        platform="linux",
    ),
    CorpusLog(
        name="fair-gunicorn-workers-hold-gpu-memory-failed-to-allocate-prose",
        source=_GH + "hotosm/fAIr/issues/68",
        text=r"""Prediction Error : failed to allocate memory [Op:Mul]

- This issue is also connected to #50 and #64

nvidia-smi is not being visualized on the server , Debugging the issue , to figure out how much memory prediction is eating""",
        expected_cause="gpu-out-of-memory",
        note="2023. Prose only (the issue title is the error). The poster, a maintainer of the project, found it in the thread: first a driver mismatch kept nvidia-smi from working ('Version was mismatching between drivers , just installed latest drivers , now i can access nvidia-smi'), then GPU memory 'is not being released', and finally 'Got the Issue , Gunicorn workers should be processing only one request at a time , If single workers expects to do other requests it will block the memory and keep listening , meanwhile in our case in order to load model memory needs to be freed', worked around with a gunicorn systemd configuration. The prediction ran out of GPU memory held by the model API's other gunicorn workers.",
        platform="linux",
    ),
    CorpusLog(
        name="tf2onnx-efficientdet-d4-xavier-host-ram-oom-killed",
        source=_GH + "onnx/tensorflow-onnx/issues/1562",
        text=r"""I downloaded the pre-trained model from [Tensorflow model zoo](http://download.tensorflow.org/models/object_detection/tf2/20200711/efficientdet_d4_coco17_tpu-32.tar.gz). After that I tried running **tf2onnx** command:
python3 -m tf2onnx.convert --saved-model models --output tf_model_op9.onnx

It ran for 43-45 minutes after which it was automatically **killed**. This was the last outcome:

2021-06-10 20:45:45.363569: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1432] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 984 MB memory) -> physical GPU (device: 0, name: Xavier, pci bus id: 0000:00:00.0, compute capability: 7.2)
2021-06-10 20:45:46,335 - INFO - Computed 2 values for constant folding
Killed

 On checking **/var/log/kern.log** 

Jun 10 21:01:36 host kernel: [559821.101983] Out of memory: Kill process 27888 (python3) score 501 or sacrifice child
Jun 10 21:01:36 host kernel: [559821.102503] Killed process 27888 (python3) total-vm:18059264kB, anon-rss:3788464kB, file-rss:126752kB, shmem-rss:0kB
Jun 10 21:01:36 host kernel: [559822.232634] oom_reaper: reaped process 27888 (python3), now anon-rss:0kB, file-rss:127808kB, shmem-rss:0kB

I found ways to restrict GPU memory usage but not RAM usage. 
OS : ubuntu 18.04 
Memory : 7.6 GiB
Graphics : NVIDIA Tegra
...""",
        expected_cause="host-out-of-memory",
        note="2021. The poster's own kern.log shows the kernel OOM killer ending the python3 tf2onnx process ('Out of memory: Kill process 27888 (python3)'), and the poster names RAM, not GPU memory, as what runs out ('I found ways to restrict GPU memory usage but not RAM usage'; 7.6 GiB on a Jetson Xavier, where TF had created its GPU device). Confirmation is the poster's log and statement; no maintainer reply was read. Markdown quote markers ('> ') were dropped from the log lines.",
        platform="linux",
    ),
)
