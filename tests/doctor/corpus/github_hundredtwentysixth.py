# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-sixth set of real threads, gathered apart, from GitHub issues about building TensorFlow (or code compiled against it: custom CUDA ops, tensorflow_cc, forks, add-on wheels) with CUDA, any year.

Broken kinds held: a tensorflow_cc build whose script silently turned CUDA off (CPU-only
build), a source build that did not honour TF_CUDA_COMPUTE_CAPABILITIES and so ignores a
compute-capability-3.0 GPU, a fork's release built only for newer compute capabilities than the
GPU has, a test script that sets CUDA_VISIBLE_DEVICES to a GPU the machine does not have, and
(no catalogue ID) custom CUDA ops compiled for another GPU architecture, a custom op whose
TensorFlow could not see the GPU, an add-on nightly GPU wheel whose op library did not load, a
CUDA build broken by the host GCC, and a configure step that could not find a CUDA toolkit
installed for Python only. Working runs: 0.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in 2
of the 9 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflow-cc-27-build-cuda-support-disabled-nvcc-not-on-path",
        source=_GH + "FloopCZ/tensorflow_cc/issues/288",
        text=r"""I am using a new and clean installation and build of Tensorflow_cc version 2.7 from sources on Ubuntu 20.04 with CUDA 11.6 ( with Nvidia drivers 510, CUDNN 8.3.3.40, etc ).
All works "fine", including the example provided.
But when running  our application that uses TF , it seems that it does not use the GPU but the CPU. ( according to performance )
My computer has GPU -  NVIDIA GeForce GTX 1650 Ti
We suspect some dependency with CUDA version, or the fact we use previously TF1 graph (but it works ok on other TF2 environment) or something wrong in configurations during build or run.

Can you suggest what can be the reason for this ?
How we can control/monitor if TF uses GPU or CPU on run time ?

Thanks

During the build I see the message:
CUDA Support Disabled.

Maybe it is related to the problem. CUDA is installed and works ok.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2022. Mostly prose. The poster found it himself: 'I found that NVCC is not in the path and the script decide that CUDA is not installed' (so the library was built without CUDA); the maintainer's PR #292 'Add more CUDA paths' says 'Closes #288'.",
        platform="linux",
    ),
    CorpusLog(
        name="source-build-tf-cuda-compute-capabilities-ignored-grid-k520",
        source=_GH + "tensorflow/tensorflow/issues/4002",
        text=r"""I build TF with:
TF_UNOFFICIAL_SETTING=1
TF_CUDA_COMPUTE_CAPABILITIES=3.0
which used to work but within the last few days I now get:
Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.

I wonder if this got broken with: https://github.com/tensorflow/tensorflow/commit/353235e0b2b35f3df43f42ef84ca00ccda7a3a6d""",
        expected_cause="compute-capability-too-old",
        consequences=frozenset({"no-gpu-visible"}),
        note="2016. Source build. The poster: 'The issue is that the env flag changed'; maintainer davidzchen: configure's 'bazel fetch' used the right compute capabilities but 'the values are somehow changed when running bazel build', so the build kept the 3.5 minimum; a fix was merged and cherry-picked (vrv). The poster's answer to 'did this patch fix this issue for you?' was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="faster-rcnn-tf-custom-ops-built-sm52-on-tesla-k80",
        source=_GH + "smallcorgi/Faster-RCNN_TF/issues/19",
        text=r"""When running the demo.py as stated in README, I was getting an error `cudaCheckError() failed : invalid device function` with no traceback. It happen when this line was executed : https://github.com/smallcorgi/Faster-RCNN_TF/blob/master/lib/fast_rcnn/test.py#L169

I have never seen this error in any of my other tensorflow project.

This issue was similar to this one in Faster-RCNN for python : https://github.com/rbgirshick/py-faster-rcnn/issues/2""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2016. Prose with one error line. The repository's own CUDA ops (compiled against TensorFlow by lib/make.sh and lib/setup.py) were built for another GPU architecture. The poster, in the same opening post (fix left out of text): 'i solved it by updating the arch code in ... lib/make.sh ... and lib/setup.py ... for Tesla K80, sm_37 seems to work'; later commenters confirm for other cards (K40: 'When I changed the -arch parameter to sm_35, it worked').",
        platform="linux",
    ),
    CorpusLog(
        name="active-shift-custom-op-test-sets-cuda-visible-devices-2",
        source=_GH + "jyh2986/Active-Shift-TF/issues/1",
        text=r"""Hi, I have followed your instructions to build the Op successfully. Then I tried to run the test code. And I got the error message:
InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'ActiveShift2DOp' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'; T in [DT_DOUBLE]
  device='GPU'; T in [DT_FLOAT]

Could you help to figure out what is wrong? Thank you!""",
        expected_cause="cuda-visible-devices-hides-gpus",
        consequences=frozenset({"no-gpu-visible"}),
        note="2019. A GPU-only custom op built against TensorFlow. The poster: 'Finally, I find that it was caused by the default configuration of GPU device. The default GPU is set to GPU 2 in your test code. It will get the error when running on a machine with less than 3 GPUs.' The repository's test_gradient_ASL.py (read at commit 4b84f44) sets os.environ['CUDA_VISIBLE_DEVICES'] = '2'.",
        platform="linux",
    ),
    CorpusLog(
        name="3dfeatnet-query-ball-point-gpu-op-tensorflow-sees-no-gpu",
        source=_GH + "yewzijian/3DFeatNet/issues/16",
        text=r"""Hi,
Thanks for the great paper and the great code.

When I try to run inference_example.sh
I get the following error :

InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'QueryBallPoint' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'

         [[Node: description/layer1/QueryBallPoint = QueryBallPoint[nsample=64, radius=2, _device="/device:GPU:0"](strided_slice, detection/Identity)]]

I have compiled the tf_grouping with the `-lcudart` argument as without I was getting some undefined symbol error.
i.e.
`g++ -std=c++11 tf_grouping.cpp tf_grouping_g.cu.o -o tf_grouping_so.so -shared -fPIC -I $TF_INC -I /usr/local/cuda-10.0/include -I $TF_INC/external/nsync/public -lcudart -L /usr/local/cuda-10.0/lib64/ -L$TF_LIB -ltensorflow_framework -O2 -D_GLIBCXX_USE_CXX11_ABI=0`
Could you help me with solving this please?
I am on Ubuntu 18.04, python 3.6, tf 1.4.0 and g++  7.5.0""",
        expected_cause=None,
        note="2020. The poster closed it: 'Turned out the reason is behind my TensorFlow not being able to see the GPU, I am closing the issue.' Why TensorFlow could not see the GPU is not stated, so no catalogue ID is given (whether the installed tf 1.4.0 was a GPU build is not said).",
        platform="linux",
    ),
    CorpusLog(
        name="tfra-nightly-gpu-math-ops-undefined-absl-symbol-tf214",
        source=_GH + "tensorflow/recommenders-addons/issues/406",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04
- TensorFlow version and how it was installed (source or binary): 2.14.0
- TensorFlow-Recommenders-Addons version and how it was installed (source or binary): tfra-nightly-gpu
- Python version: 3.11.3
- Is GPU used? (yes/no): yes

**Describe the bug**

when import tfra package, problem raises:

python3.11/site-packages/tensorflow_recommenders_addons/dynamic_embedding/core/_math_ops.so: undefined symbol: _ZN4absl12lts_2023012512log_internal15LogMessageFatalC1EPKciSt17basic_string_viewIcSt11char_traitsIcEE

And any plan for next release, e.g.: 0.6.1?""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2024. An add-on's GPU wheel (custom ops compiled against TensorFlow) whose op library did not load with the installed TF 2.14. The poster, months later: 'I tried to install tfra wheel package of latest official version and there's no problem, thanks.'",
        platform="linux",
    ),
    CorpusLog(
        name="tf25-cuda-build-gcc-10-3-internal-compiler-error",
        source=_GH + "tensorflow/tensorflow/issues/48890",
        text=r"""**System information**
- OS Platform and Distribution: Ubuntu Linux 21.04
- TensorFlow installed from (source or binary): source
- TensorFlow version: v2.5.0-rc2
- Python version: 3.9
- Bazel version (if compiling from source): 3.7.2
- GCC/Compiler version (if compiling from source): 10.3
- CUDA/cuDNN version: 11.2 / 8.2

**Describe the problem**

Building tensorflow with CUDA support with GCC 10.3 fails with the following error:
/usr/include/c++/10/chrono:428:27: internal compiler error: Segmentation fault
  428 |  _S_gcd(intmax_t __m, intmax_t __n) noexcept
      |                           ^~~~~~
Please submit a full bug report,
with preprocessed source if appropriate.
See <file:///usr/share/doc/gcc-10/README.Bugs> for instructions.
Target //tensorflow/tools/pip_package:build_pip_package failed to build
Use --verbose_failures to see the command lines of failed build steps.""",
        expected_cause=None,
        note="2021. A CUDA build that fails, no catalogue ID (host compiler). The poster diagnosed it in the opening post itself (left out of text): 'Apparently, this is a regression starting with GCC 10.3 ... when using gcc in conjunction with nvcc' (GCC bug 100102) and 'Installing and using gcc-9 as NVCC host compiler in configure still works'; bhack linked the same GCC bug and NVIDIA/nccl#494.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-cc-configure-inconsistent-cuda-toolkit-path-lambda-stack",
        source=_GH + "tensorflow/tensorflow/issues/56895",
        text=r"""### Issue Type

Build/Install

### Source

source

### Tensorflow Version

tf 2.x (tried on 2.9 and 2.4)

### Custom Code

No

### OS Platform and Distribution

Linux Ubuntu 20.04

### Python version

3.8 (probably not relevant)

### Bazel version

3.7.2, 4.2.2 (probably not relevant)

### GCC/Compiler version

9.4 .0 (probably not relevant)

### CUDA/cuDNN version

CUDA 11.7, cuDNN 8

### GPU model and memory

RTX 3060 (not relevant)

### Current Behaviour?

I occasionally need to build tensorflow_cc from source so that I can use tensorflow inference in a C++ application. I have done this several times over the last ~5 years using https://github.com/FloopCZ/tensorflow_cc to do the build.

In my most recent attempt to build I ran into this problem while configuring:


Inconsistent CUDA toolkit path: /usr vs /usr/lib
Asking for detailed CUDA configuration...

The exception that causes this problem is raised in `tensorflow/third_party/gpus/find_cuda_config.py` at https://github.com/tensorflow/custom-op/blob/e0e681164dc58580987971464c252529252b89e6/gpu/find_cuda_config.py#L289
...""",
        expected_cause=None,
        note="2022. Configure-time failure, no catalogue ID. The poster closed it himself: Lambda Stack 'does install cuda and cudnn but for python only'; after installing CUDA 11.7 and cuDNN 8.4.0 and setting TF_CUDA_PATHS=/usr/local/cuda (with TF_CUDA_VERSION=11.7 etc.) 'I was able to start building tensorflow from sources ... I think we can close this issue.' Whether that build finished was not read. The rest of the opening post (a quoted TODO from find_cuda_config.py) is cut at '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="deeprec-release-built-for-cc-7-plus-gtx-1080-ti",
        source=_GH + "DeepRec-AI/DeepRec/issues/967",
        text=r"""Is GPU 1080Ti supported?

This template is for miscellaneous issues not covered by the other issue categories.""",
        expected_cause="compute-capability-too-old",
        note="2024. Prose only (title and template line), weak. DeepRec is a TensorFlow fork. Maintainer candyzone: 'DeepRec Release default CUDA Compute Capability is '7.0,7.5,8.0,8.6', which 1080Ti is 6.1 You should build DeepRec from source code to support 1080Ti.' The poster: 'ok thanks.' Platform not stated.",
        platform="linux",
    ),
)
