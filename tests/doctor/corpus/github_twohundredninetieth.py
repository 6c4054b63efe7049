# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-ninetieth set of real threads, gathered apart, from GitHub pull requests (issues corpus) that changed a TensorFlow GPU set-up (a Dockerfile's library path, a container's environment, an installation) and quote the error or log the change dealt with, on repositories outside tensorflow/tensorflow (aws/deep-learning-containers, tensorflow/build, google-deepmind/alphafold, mlrun/mlrun).

Broken kinds held, all CUDA libraries that could not be loaded: CUPTI not on the library path of a
TensorFlow 2.2 GPU container (TensorBoard profiling), the CUDA library TensorRT depends on
(libnvrtc) left off the library path of TensorFlow's own build container, so TensorRT could not
load (twice: a test run, and a wheel check that aborted on import), and a Singularity conversion of
a Docker image whose conda CUDA libraries were not on the library path (cuSolver). Working runs: 1 (a CPU-only pod whose TensorFlow prints the usual
missing-CUDA lines, which the pull request's author says are to be ignored).

Small set, all Linux. Most pull requests that fixed a GPU image or a requirements pin quote no log
at all, or sit on repositories (or threads) already in the corpus. The records' texts are the
quoted logs and the words describing the failure; the words describing each fix are left out.

At first look (the doctor of commit 73b0d74) the cause was named in 4 of 4 broken logs, 3 first
(the CUPTI record got no-nvidia-driver first, from the libcuda.so.1 line of its template field);
the working run was flagged (no-nvidia-driver, cuda-libraries-missing: true of a pod with no GPU,
but not what the run was for).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="aws-dlc-tf22-gpu-container-profiling-libcupti-10-1-not-loaded",
        source=_GH + "aws/deep-learning-containers/pull/251",
        text=r"""*Issue #, if available:*
for cuda 10.1, there's an issue when enable tensorboard profiling
Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/openmpi/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64

*Description:*
With TensorBoard profiling turned on, we get this error on the new recently released TF2.2 container:
2020-06-03 01:47:51.923816: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcupti.so.10.1'; dlerror: libcupti.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/openmpi/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64""",
        expected_cause="cuda-libraries-missing",
        note="2020. Pull request 'Resolve missing libcupti.so issue' (merged), by the container's developers: 'By this PR, we add the libcupti.so to the LD_LIBRARY_PATH to avoid the issue' (tensorflow/2.2.0 Dockerfile.gpu, CUDA 10.1). The CUDA library that could not be loaded is CUPTI, which the profiler needs. Odd: the 'Issue #' field of the template holds a libcuda.so.1 line (the same in the author's earlier, closed #235); the description and the merged fix are about libcupti only.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-build-container-bazel-test-libnvinfer-7-needs-libnvrtc-11-1",
        source=_GH + "tensorflow/build/pull/99",
        text=r"""2022-04-28 09:28:15.414172: W 
tensorflow/stream_executor/platform/default/dso_loader.cc:64] 
Could not load dynamic library 'libnvinfer.so.7'; 
dlerror: libnvrtc.so.11.1: cannot open shared object file: No such file or directory; 
LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorrt-unavailable"}),
        note="2022. Pull request 'Update gpu.bazelrc' on TensorFlow's build containers (merged), by sampathweb: 'LD_LIBRARY_PATH is not set for the `bazel test` and defaults to `/usr/local/nvidia/lib:/usr/local/nvidia/lib64` causing test errors.' TensorRT's libnvinfer.so.7 is present but cannot load because the CUDA library it needs (libnvrtc.so.11.1) is off the library path, so the TF-TRT tests fail: the root cause is the CUDA library that cannot be loaded, TensorRT's failure follows from it. The log lines were wrapped by the author as quoted.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-build-container-wheel-check-getinferlibversion-abort",
        source=_GH + "tensorflow/build/pull/100",
        text=r"""Tests completed successfully, but the Wheel verification step failed.

```
# (in test file /usertools/wheel_verification.bats, line 60)
#   `python3 -c 'import sys; import tensorflow as tf; sys.exit(0 if "_v2.keras" in tf.keras.__name__ else 1)'' failed with status 134
# 2022-05-13 20:40:21.635891: I [tensorflow/core/platform/cpu_feature_guard.cc:193]
Could not load dynamic library 'libnvinfer.so.7'; dlerror: 
libnvrtc.so.11.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
# 2022-05-13 20:40:22.648740: F [tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49]
(https://cs.corp.google.com/piper///depot/google3/tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc?l=49&cl=448554580)] getInferLibVersion symbol not found.
# /tmp/bats-run-AdUYI9/bats.89337.src: line 58: 89487 
Aborted                 (core dumped) python3 -c 'import sys; import tensorflow as tf; sys.exit(0 if "_v2.keras" in tf.keras.__name__ else 1)'
```""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorrt-unavailable"}),
        note="2022. Pull request 'Update Dockerfile with correct LD_LIBRARY_PATH' on TensorFlow's build containers (merged), by sampathweb, the day after tensorflow/build#99: the container's library path left out the CUDA libraries, so TensorRT's libnvinfer.so.7 could not load (libnvrtc.so.11.1 missing) and TF-TRT's stub aborted the import ('getInferLibVersion symbol not found'); the merged fix sets LD_LIBRARY_PATH in the Dockerfile. Root cause: a CUDA library off the library path; TF-TRT's abort follows from it.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold-singularity-from-docker-libcusolver-11-cusolver-internal-error",
        source=_GH + "google-deepmind/alphafold/pull/605",
        text=r"""Fix the following errors which occured when running the singularity transformed docker image of alphafold 2.2.4 Dockerfile:
```
Could not load dynamic library 'libcusolver.so.11' 
```

Which generates the error:
```
RuntimeError: jaxlib/cuda/cusolver_kernels.cc:44: operation cusolverDnCreate(&handle) failed: cuSolver internal error
```

Steps to generate the Singularity image by converting the docker image:
```
$ docker build -f docker/Dockerfile -t alphafold:2.2.4 .
$ docker run -v /var/run/docker.sock:/var/run/docker.sock -v /tmp:/output --privileged -t --rm quay.io/singularity/docker2singularity -n alphafold_2.2.4.sif alphafold:2.2.4
$ singularity build /tmp/alphafold_2.2.4.sif docker-daemon://alphafold:2.2.4
```""",
        expected_cause="cuda-libraries-missing",
        note="2022 (answered 2024). Pull request 'Add conda lib path to LD_LIBRARY_PATH' by gabrielctn; maintainer Augustin-Zidek: 'Thanks for reporting - done in' a commit of the repository (the change made by the maintainers, so the pull request itself was closed). The CUDA libraries (cuSolver) installed by conda in the image were off the library path once the image was converted to Singularity. The cuSolver error is JAX's; the first line is TensorFlow's loader.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="mlrun-cpu-pod-tensorflow-missing-cuda-lines-to-be-ignored",
        source=_GH + "mlrun/mlrun/pull/3282",
        text=r"""2023-03-15 09:05:15.351346: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2023-03-15 09:05:15.351388: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2023-03-15 09:05:17.849317: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2023-03-15 09:05:17.849370: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to cuInit: UNKNOWN ERROR (303)
2023-03-15 09:05:17.849398: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist""",
        expected_cause=None,
        harmless=True,
        note="2023. Pull request '[Models] Install tensorflow instead of intel-tensorflow' (merged), by alonmr of mlrun: 'note this tensorflow installation shows warnings of missing GPU / cuda which should be ignored'. The training pod has no GPU and the models run on the CPU as intended; the lines are TensorFlow's usual ones on a machine without CUDA or an NVIDIA driver. The pod name in the last line is replaced with 'host'.",
        platform="linux",
    ),
)
