# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtyseventh set of real threads: GPU profiling (CUPTI, TensorFlow's profiler, nvprof and Nsight Compute) and XLA compile time (2019-2024), from GitHub issues and pull requests on tensorflow/tensorflow, keras-team/keras-core, PaddlePaddle/Paddle, geoffxy/habitat, ComputeCanada/software-stack, HazyResearch/ThunderKittens, illinois-scicomp/machine-shop-maintenance and IBM/powerai.

Broken kinds held: the driver keeping the GPU performance counters to administrators
(CUPTI_ERROR_INSUFFICIENT_PRIVILEGES from Paddle's profiler and from habitat inside a container,
ERR_NVGPUCTRPERM from nvprof and from Nsight Compute in a rented container, and a plain question
about nvprof needing admin rights): 5; CUPTI not found under the name or on the path the tool
expects (TensorFlow 2.4 on Windows looking for cupti64_110.dll while CUDA 11 ships
cupti64_2020.1.0.dll; nvprof on a cluster whose CUDA module leaves the CUPTI libraries off
LD_LIBRARY_PATH): 2; XLA compilation making the first epoch twice as long (Keras Core): 1; and one
without a catalogue ID (CUPTI's profiling API failing with CUPTI_ERROR_UNKNOWN under a newer driver
than the tool was built for). All broken: 9; working runs: 0.

Left out: this angle is heavily gathered already (most TensorBoard-profiler, libcupti, TF-TRT
libnvinfer and XLA libdevice/ptxas threads the searches returned are held or were rejected before).
Of the new ones, left out were threads whose stored copy shows only the opening or a mid-thread
comment by someone else (tensorflow/tensorflow#39526, #34633, #35423, #33375, #39716, #50562,
openxla/xprof#263, tensorflow/tensorrt#334, oobabooga/textgen#3320), fixes confirmed for another
commenter's setup rather than the poster's (tensorflow/tensorboard#3149, tensorflow/tensorflow#33002,
openxla/xprof#443), a maintainer's unconfirmed guess (tensorflow/tensorflow#43030), a vague 'remade
my environment' (tensorflow/tensorflow#61765), bugs in TensorFlow itself (tensorflow/tensorflow#53396,
#46036, openxla/xprof#282), questions with no problem log (tensorflow/tensorrt#142,
tensorflow/tensorflow#49255) and cross-posts of a held thread (tensorflow/models#7025,
NVIDIA-AI-IOT/tf_trt_models#53, aws/deep-learning-containers#235). No new TF-TRT thread with a
confirmed cause was met.

At first look (the doctor of commit 7a452ee) the cause was named in 5 of the 9 broken logs, each
first; there is no working run in the set. After the changes of the same day, 7 of 9, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf24-windows-cupti64-110-dll-named-cupti64-2020-by-cuda-11",
        source=_GH + "tensorflow/tensorflow/issues/44697",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10 20H2
- TensorFlow installed from (source or binary): Binary (pip)
- TensorFlow version (use command below): 2.4.0-rc0
- Python version: 3.6
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 11.0 / 8
- GPU model and memory: Nvidia 2080Ti 11Gb

**Describe the current behavior**
On Windows it looks for the dll 'cupti64_110.dll' however Cuda Toolkit 11 and others now installs as 'cupti64_2020.1.0.dll' on W10.

**Describe the expected behavior**
Correctly identify the cupti dll name to work on W10 with the default Cuda Toolkit install.

**Standalone code to reproduce the issue**
Any training code with profiling or logging on W10.""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster (peachthiefmedia) found the cause and the fix in the same post: 'Can be fixed by copying/renaming the dll to 'cupti64_110.dll' in the 'Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.0\\extras\\CUPTI\\lib64' folder.' and later: 'Apologies, I'd corrected it before I took logs.' (TensorFlow 2.4 loads CUPTI by the name cupti64_110.dll, which the CUDA 11 toolkit does not ship, so the profiler's library cannot be loaded.) That sentence is cut from the text.",
        platform="windows",
    ),
    CorpusLog(
        name="keras-core-first-epoch-double-xla-compile-overhead",
        source=_GH + "keras-team/keras-core/pull/630",
        text=r"""PyTorch backend consumes more GPU. Had to lower the batch size to work with all backends. 
@fchollet An interesting thing I observed while training for multiple epochs is the difference between the first and the rest of the epochs. It is almost double. Is it because of XLA?

[Colab Notebook](https://colab.research.google.com/drive/1IDh910QpL20QK3sTkBK3bx5OR_CUQxWe?usp=sharing)""",
        expected_cause="xla-compile-slow",
        note="2023. A pull request's description (porting the FixRes example to Keras Core, run on a Colab GPU). Maintainer fchollet: 'It is because of compilation overhead, which happens once at the beginning of `fit()` (or at the start of evaluation). It can take a while for large models. Torch isn't compiled so doesn't show this overhead.'; merged as reviewed ('LGTM').",
        platform="linux",
    ),
    CorpusLog(
        name="paddle-profiler-cupti-insufficient-privileges-docker-non-root",
        source=_GH + "PaddlePaddle/Paddle/issues/35857",
        text=r"""添加 profiler 的时候报错如下：
/paddle/paddle/fluid/platform/device_tracer.cc:131: error: function dynload::cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMCPY) failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES.
profiler 用的是这个  https://github.com/PaddlePaddle/PaddleClas/pull/729""",
        expected_cause="profiler-counters-restricted",
        note="2021. In Chinese: 'When adding the profiler this error is reported: ... The profiler used is this one: (PaddleClas PR)'. The poster the same day: '问题解决了，docker 不需要 --privileged ，--cap-add SYS_ADMIN 就可以，但是 docker 里面的要是 root 用户才可以，我刚开始用的是自己的账户虽然有 root 权限也不行' (solved: the container does not need --privileged, --cap-add SYS_ADMIN is enough, but inside it the user must be root; his own account with sudo rights did not work). Closed. The driver lets only administrators use CUPTI's tracing.",
        platform="linux",
    ),
    CorpusLog(
        name="habitat-cupti-insufficient-privileges-inside-container",
        source=_GH + "geoffxy/habitat/issues/5",
        text=r"""The default configuration on my OS and current directions in README may lead to a CUPTI_ERROR_INSUFFICIENT_PRIVILEGES when using CUPTI inside the container.

The example log is attached below:
```
/home/alice/home/habitat/cpp/src/cuda/cupti_tracer.cpp:120: error: function cuptiActivityRegisterCallbacks(cuptiBufferRequested, cuptiBufferCompleted) failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES.
Traceback (most recent call last):
  File "run_experiment.py", line 246, in <module>
    main()
  File "run_experiment.py", line 238, in main
    run_dcgan_experiments(context)
  File "run_experiment.py", line 155, in run_dcgan_experiments
    context,
  File "run_experiment.py", line 85, in run_experiment_config
    threshold = compute_threshold(runnable, context)
  File "run_experiment.py", line 66, in compute_threshold
    runnable()
  File "run_experiment.py", line 150, in runnable
    iteration(*inputs)
  File "/home/alice/home/habitat/experiments/dcgan/entry_point.py", line 41, in iteration
    netD.zero_grad()
  File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 1098, in zero_grad
    p.grad.detach_()
  File "/home/alice/home/habitat/analyzer/habitat/tracking/operation.py", line 62, in hook
    kwargs,
  File "/home/alice/home/habitat/analyzer/habitat/profiling/operation.py", line 45, in measure_operation""",
        expected_cause="profiler-counters-restricted",
        note="2021. The poster (yzs981130) states the cause in the opening: the OS's default driver configuration makes CUPTI fail with insufficient privileges inside habitat's container (habitat, a PyTorch performance predictor, reads the GPU performance counters through CUPTI). Issue closed; the project's later README (CentML/DeepView.Predict PR #5) says: 'Habitat needs access to your GPU's performance counters, which requires special permissions if you are running with a recent driver (418.43 or later). If you encounter a `CUPTI_ERROR_INSUFFICIENT_PRIVILEGES` error ... please follow the instructions [ERR_NVGPUCTRPERM] and in issue #5.' The stored copy of the post ends inside the traceback; the text stops at its last whole line.",
        platform="linux",
    ),
    CorpusLog(
        name="habitat-cupti-profiler-begin-session-unknown-driver-470",
        source=_GH + "geoffxy/habitat/issues/10",
        text=r"""error: function cuptiProfilerBeginSession(&begin_session_params) failed with error CUPTI_ERROR_UNKNOWN

Hi @geoffxy, 

Great work here. I am quite interested in your project and try to reproduce from my side. Hower hit the error in the titel, I suspect that it may be caused by incompetible between CUPTI and NVIDIA driver version, I am wondering if could share you experiment setup here, mostly the host side, are you still using 18.04, what the nvidia driver version, did you use nvidia-docker2 or nvidia-container-runtime? what is your docker version?

As mine, I am using 18.04 as host, driver 470.103.01, nvidia-docker2, docker 20.10.12.

Thanks,
Liang""",
        expected_cause=None,
        note="2022. No catalogue ID: the cause was a host driver (470.103.01) newer than the one habitat's CUPTI profiling build works with. The issue title (first line) and body. Maintainer geoffxy: 'The problem could be related to the driver version as you pointed out. Version 470.103.01 was released after this work as done. Driver version 450.51.06 should be compatible'; the poster: 'This issue is actually caused by incompatible NVIDIA Driver API, I actually made it work by using x86_64-418.226.' Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvprof-cluster-cuda-module-cupti-not-on-ld-library-path",
        source=_GH + "ComputeCanada/software-stack/issues/66",
        text=r"""nvprof does not work after CUDA module is loaded:

```
module load StdEnv/2020  cuda/11.0
nvcc test_cuda.cu
nvprof ./a.out 
======== Warning: The path to CUPTI and CUDA Injection libraries might not be set in LD_LIBRARY_PATH. By default, CUPTI library is installed in /usr/local/<cuda-toolkit>/extras/CUPTI/lib64 or /usr/local/<cuda-toolkit>/targets/<arch>/lib and CUDA Injection library is installed in /usr/local/<cuda-toolkit>/targets/<arch>/lib
======== Warning: No profile data collected.
```
Test code test_cuda.cu:

```c
#include <cuda.h>
int main(int argc, char *argv[]) {
    float *x_dev;   
    int n = 1024;
    size_t memsize;
    memsize = n * sizeof(float);
    cudaMalloc((void **) &x_dev, memsize);
    cudaFree(x_dev);
    return 0;
}
```""",
        expected_cause="cuda-libraries-missing",
        note="2021. The poster (ppomorsk, of the cluster's staff) in the same post: 'This can be fixed by defining `export LD_LIBRARY_PATH=$EBROOTCUDA/lib64:$LD_LIBRARY_PATH` so this could be done by the CUDA module to fix the issue.'; later: the issue does not arise with the nvhpc module's nvcc and nvprof. Closed. (The cluster's CUDA module left the CUDA/CUPTI libraries off the loader path, so nvprof could not load CUPTI.) The fix is cut from the text.",
        platform="linux",
    ),
    CorpusLog(
        name="ncu-err-nvgpuctrperm-runpod-container-no-sys-admin",
        source=_GH + "HazyResearch/ThunderKittens/issues/73",
        text=r"""Hello,

My issue is not directly related to ThunderKittens but I was following your based 4-hour livestream and I tried to reproduce the profiling of the 4090 attn kernel using :

`/usr/local/cuda/bin/ncu --set=full -o attn ./attn_fwd rand.txt`

and got the error : 
```
ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU Performance Counters on the target device 0. For instructions on enabling permissions and to get more information see https://developer.nvidia.com/ERR_NVGPUCTRPERM
```

I'm using a RTX4090 rented on RunPod. The link provided states that when profiling within a container, the container must be started with --cap-add=SYS_ADMIN  but it seems that's something RunPod doesn't allow for security reasons.

I suspect that it may be specific to the way the pods are configured on RunPod, but I was wondering if you have already came across this error ? If not, do you know about other GPU providers where this will not fail, or maybe workarounds ?

Keep up all the great work, your livestreams are really useful, thank you very much!!""",
        expected_cause="profiler-counters-restricted",
        note="2024. The poster closed it four days later: 'I haven't find any GPU provider that offers this possibility. This is really surprising and a bit disappointing that profiling kernels isn't something easily doable as an independent learner.' (the rented container is not given CAP_SYS_ADMIN and the host driver keeps the performance counters to administrators, so Nsight Compute cannot read them). No fix: the cause stands as the poster found it.",
        platform="linux",
    ),
    CorpusLog(
        name="nvprof-metrics-err-nvgpuctrperm-shared-server",
        source=_GH + "illinois-scicomp/machine-shop-maintenance/issues/11",
        text=r"""Reproducer:
```
(py3env) alice@host:~$ nvprof --metrics all python doublify.py 
```

Gives the error message:
```
==708142== Warning: ERR_NVGPUCTRPERM - The user does not have permission to profile on the target device. See the following link for instructions to enable permissions and get more information: https://developer.nvidia.com/ERR_NVGPUCTRPERM 
```""",
        expected_cause="profiler-counters-restricted",
        note="2020. The poster's own post ends with 'Fix: We need to run these lines on dunkel.' (the server's update script's lines that let non-administrators use the profiling counters; cut from the text). The administrator (inducer): 'Should be fixed. Let me know if not.'; the poster: 'Thanks!'. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="powerai-cuda-10-1-nvprof-needs-admin",
        source=_GH + "IBM/powerai/issues/35",
        text=r"""This is an issue affecting CUDA 10.1 defaulting to requiring administrator access to use the nvprof tool.[1,2]. Is it possible package a version of cudatool kit added to powerAI that will allow profiling?

Many thanks.

[1] https://developer.nvidia.com/nvidia-development-tools-solutions-err-nvgpuctrperm-NsightCompute
[2] https://devtalk.nvidia.com/default/topic/1049421/visual-profiler-and-nvprof/nvprof-warning-the-user-does-not-have-permission-to-profile-on-the-target-device-/""",
        expected_cause="profiler-counters-restricted",
        note="2019. Prose, no log. Maintainer smatzek: 'this was an intentional change by NVIDIA to address a security issue that allowed non-admin users to see data processed by the GPU by other non-admin users ... This NVIDIA document contains instructions on how to re-enable profiling for non-admin users'; the poster: 'I guess I need to take this up with my sysadmin. Thanks again.' Closed. (The restriction lives in the driver, not the toolkit package.)",
        platform="linux",
    ),
)
