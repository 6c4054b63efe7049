# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-third set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow GPU code built from source by the user, on repositories new to the corpus (sjperkins/tfopgen, isl-org/Open3D-PointNet2-Semantic3D, HuguesTHOMAS/KPConv, godweiyang/NN-CUDA-Example, bgshih/seglink, dgriffiths3/pointnet2-tensorflow2, charlesq34/pointnet2, tensorflow/serving).

Broken kinds held: a compiled add-on (custom op, most with CUDA kernels built with nvcc against the
installed TensorFlow) that does not load into the TensorFlow that runs it ("undefined symbol:
_ZN10tensorflow..." from tf.load_op_library: the C++ ABI flag -D_GLIBCXX_USE_CXX11_ABI, the missing
-ltensorflow_framework link flags, or an op written for another TensorFlow release), and a
TensorFlow Serving binary built with bazel without CUDA although --config=cuda was passed. No
working run (the working runs met were all in the corpus already). Broken: 8; all Linux.

Threads on TensorFlow as packaged by distributions and package collections (NixOS/nixpkgs,
conda-forge/tensorflow-feedstock, spack, EasyBuild, Gentoo) and on ./configure builds with
TF_CUDA_COMPUTE_CAPABILITIES were read too; those with a confirmed cause were already in the corpus,
and the new ones had no confirmation in the stored text (tensorflow/tensorflow#26394, a Gentoo build
of 1.13.1 with XLA for compute capability 3.0; #29216 and #53062, source builds for a GTX 770;
#41748; #3922; FloopCZ/tensorflow_cc#194). Left out although confirmed: sampepose/flownet2-tf#87
(the same ABI-flag fix, run in a Colab notebook) and tensorflow/tensorflow#13607 (a CPU-only custom op
built at TensorFlow's head, missing -ltensorflow_framework), to keep the set on GPU set-ups.
Only two records are from 2021 or later.

At first look (the doctor of commit 1c66b45) the cause was named in 6 of 8 broken logs, 5 first;
the two missed are custom-op symbol errors pasted without the tf.load_op_library traceback (a bare
"undefined symbol: _ZN10tensorflow..." line with the op's name and build script), and for the serving
build the CPU-only build came second, after cuda-libraries-missing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfopgen-custom-op-gpu-cxx11-abi-flag-checkop-undefined-symbol",
        source=_GH + "sjperkins/tfopgen/issues/3",
        text=r"""After compiling the "simple" example, custom.so is properly created: 
Makefile   custom_op.h        custom_op_cpu.h  custom_op_gpu.cu   custom_op_gpu.o
custom.so  custom_op_cpu.cpp  custom_op_cpu.o  custom_op_gpu.cuh  test_custom.py

But running test_custom.py resulted in a "./custom.so: undefined symbol" error as follows.  Any ideas about how to fix it?   I am testing with tfopgen (0.2.4) and tensorflow (1.1.0-rc2), in case it matters. 

python test_custom.py 
E
======================================================================
ERROR: test_custom (__main__.TestCustom)
Test the Custom operator
----------------------------------------------------------------------
Traceback (most recent call last):
  File "test_custom.py", line 12, in setUp
    self.custom = tf.load_op_library('./custom.so')
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/framework/load_library.py", line 64, in load_op_library
    None, None, error_msg, error_code)
NotFoundError: ./custom.so: undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv

----------------------------------------------------------------------
Ran 1 test in 0.015s

FAILED (errors=1)""",
        expected_cause="custom-op-build-mismatch",
        note="2017. The generated op has a CUDA part (custom_op_gpu.cu). The poster (lixinfan) two days later: 'I managed to solve the problem, by commenting out following flag in the generated Makefile # -D_GLIBCXX_USE_CXX11_ABI=0' (the op was built with the old C++ ABI, the installed TensorFlow with the new one).",
        platform="linux",
    ),
    CorpusLog(
        name="open3d-pointnet2-tf-grouping-opdefbuilder-attr-cxx11-abi-flag",
        source=_GH + "isl-org/Open3D-PointNet2-Semantic3D/issues/59",
        text=r"""When I was building tf_ops, I was able to build all of those .so files. However, when I ran test_tf_ops.py, it gave me this error.
```
$ python tf_ops/test_tf_ops.py 
2020-02-14 17:46:28.741274: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudart.so.10.1
Traceback (most recent call last):
  File "tf_ops/test_tf_ops.py", line 4, in <module>
    from tf_grouping import query_ball_point, group_point, knn_point
  File "/home/user/Open3D-PointNet2-Semantic3D/tf_ops/tf_grouping.py", line 9, in <module>
    os.path.join(BASE_DIR, "build", "libtf_grouping.so")
  File "/home/user/.conda/envs/my_env/lib/python3.6/site-packages/tensorflow/python/framework/load_library.py", line 61, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: /home/user/Open3D-PointNet2-Semantic3D/tf_ops/build/libtf_grouping.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs
```""",
        expected_cause="custom-op-build-mismatch",
        note="2020. PointNet++ tf_ops (CUDA kernels) built with CMake against a TensorFlow that loads CUDA 10.1. The poster (ytyfeng) five days later: 'Was able to resolve this by removing the -D_GLIBCXX_USE_CXX11_ABI=0 flag in CMakeList.txt.'",
        platform="linux",
    ),
    CorpusLog(
        name="kpconv-tf-neighbors-checkop-undefined-symbol-gcc5-abi-flag",
        source=_GH + "HuguesTHOMAS/KPConv/issues/9",
        text=r"""Hi, 

I'm trying to train the network for classification on ModelNet40 and downloaded the specified data. But when I run python training_ModelNet40.py command I get the error

tensorflow.python.framework.errors_impl.NotFoundError: tf_custom_ops/tf_neighbors.so: undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv
although tf_neighbors.so is right there in tf_custom_ops folder

Regards""",
        expected_cause="custom-op-build-mismatch",
        note="2019. KPConv trains on the GPU; its tf_custom_ops are compiled by the user with g++ against the installed TensorFlow. The poster (singlepoint) the next day: 'This is the fix (deepsense-ai/roi-pooling#1). Problem is with the version of gcc/g++. if g++/gcc version >= 5 you don't need to use -D_GLIBCXX_USE_CXX11_ABI=0 for compiling the custom operations.' The op itself is C++ (no CUDA kernel).",
        platform="linux",
    ),
    CorpusLog(
        name="nn-cuda-example-libadd2-opkernel-typeinfo-missing-tf-lflags",
        source=_GH + "godweiyang/NN-CUDA-Example/issues/1",
        text=r"""tf2.3 cuda10.1 tf.load_op_libary("build/libadd2.so") error

Traceback (most recent call last):
  File "tensorflow/time.py", line 57, in <module>
    cuda_module = tf.load_op_library('build/libadd2.so')
  File "/home/alice/anaconda3/envs/gy_py3.7_tf2.3/lib/python3.7/site-packages/tensorflow/python/framework/load_library.py", line 58, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: build/libadd2.so: undefined symbol: _ZTIN10tensorflow8OpKernelE""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The first line is the issue title. A CUDA kernel (add2) built with CMake into a TensorFlow op. Maintainer godweiyang: 'Check set(CMAKE_SHARED_LINKER_FLAGS \"${CMAKE_SHARED_LINKER_FLAGS} ${TF_LFLAGS}\") in CmakeLists.txt ... If it is wrong, you can still compile the code without error, but run as you described before.' (the op was not linked against libtensorflow_framework). The poster (calliwen) thanked him ('Thanks!') and the issue was closed; the poster did not dispute it.",
        platform="linux",
    ),
    CorpusLog(
        name="seglink-oplib-opkernel-typeinfo-tf18-op-for-tf13",
        source=_GH + "bgshih/seglink/issues/14",
        text=r"""When I run "./manage.py train exp/sgd pretrain", the error shows:
Traceback (most recent call last):
  File "solver.py", line 12, in <module>
    import model
  File "/home/alice/seglink/seglink/model.py", line 6, in <module>
    import ops
  File "/home/alice/seglink/seglink/ops.py", line 188, in <module>
    oplib = load_oplib(LIB_NAME)
  File "/home/alice/seglink/seglink/ops.py", line 22, in load_oplib
    oplib = tf.load_op_library(lib_copy_path)
  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/framework/load_library.py", line 56, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: /tmp/lib956d0286_seglink.so: undefined symbol: _ZTIN10tensorflow8OpKernelE

How can I solve this problem? I'm using ubuntu16.04, tensorflow 1.8, gcc 5.4.
I also tried on ubuntu 14.04, still got the same problem. 

Thank you""",
        expected_cause="custom-op-build-mismatch",
        note="2018. The seglink op library is compiled by the user against the installed TensorFlow. Another user (MatiasKopp): 'I solved it by uninstalling tensorflow and reinstalling it at version 1.3'; the poster (TenTen-Teng): 'Your solution works on me. However, after reinstalling tensorflow, there's another error comes up: undefined symbol: _ZN10tensorflow20OpKernelConstruction21CtxFailureWithWarning...' (a second missing symbol of the same library, so the op and the installed TensorFlow still did not fit; the thread ends there).",
        platform="linux",
    ),
    CorpusLog(
        name="pointnet2-tf2-sampling-so-tracestring-undefined-conda-tf220",
        source=_GH + "dgriffiths3/pointnet2-tensorflow2/issues/14",
        text=r"""When loading my compiled `tf_sampling_so.so`, I get the following strange error:

`undefined symbol: _ZN10tensorflow8OpKernel11TraceStringEPNS_15OpKernelContextEb`

From googling it seems it may be related to a problem in an obscure and essentially-unused file `tensorflow/core/kernels/libtfkernel_sobol_op.so`. I have tried removing that file and recompiling the operations but the issue persists. Has anyone else run into this issue, or perhaps have ideas for other things to try?

Versions:
- Python: 3.8.12
- Tensorflow: 2.2.0 gpu (from conda)
- Cuda: 10.1 (downloaded from Nvidia)""",
        expected_cause="custom-op-build-mismatch",
        note="2022. PointNet++ sampling op (CUDA) compiled against a conda-installed TensorFlow 2.2.0 GPU build. The poster (JRice15) five weeks later: 'For any future users running into the same situation: I was able to get it working using tensorflow 2.2.2 inside a docker container. I am not sure if it was the 2.2.0 that was messing things up, or something else.' The op built against another TensorFlow loaded; which difference of the conda build caused the missing symbol is not settled in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="pointnet2-tf-sampling-opkernel-typeinfo-tf18-cuda8-nvcc",
        source=_GH + "charlesq34/pointnet2/issues/82",
        text=r"""undefined symbol: _ZTIN10tensorflow8OpKernelE

I've seen issue #48 but still got this problem
I'm using Tensorflow1.8 on CentOS Linux 7.3 with cuda9.0 cudnn7.0 and python3.5
Here's my script:

nvcc=/usr/local/cuda-8.0/bin/nvcc
cudalib=/usr/local/cuda-8.0/lib64/
tensorflow=/public/home/alice/env3/lib/python3.5/site-packages/tensorflow/include
TF_INC=$(python -c 'import tensorflow as tf; print(tf.sysconfig.get_include())')
TF_LIB=$(python -c 'import tensorflow as tf; print(tf.sysconfig.get_lib())')

$nvcc -D_GLIBCXX_USE_CXX11_ABI=0 -std=c++11 -c -o tf_sampling_g.cu.o tf_sampling_g.cu -I -I$TF_INC -DGOOGLE_CUDA=1 -x cu -Xcompiler -fPIC -O2

g++ -std=c++11 tf_sampling.cpp tf_sampling_g.cu.o -o tf_sampling_so.so -shared -fPIC -I $tensorflow -I$TF_INC/external/nsync/public -L$TF_LIB -ltensorflow_framework -lcudart -L $cudalib -02

I've tried it and it didn't work.
In adition we have both cuda8.0 and cuda9.0 in public server.""",
        expected_cause="custom-op-build-mismatch",
        note="2018. The first line is the issue title; the last two paragraphs are the poster's reply to the suggestion to drop -D_GLIBCXX_USE_CXX11_ABI=0 for nvcc. The poster (ZergL1014) the next day: 'Using tf1.3 and finally worked' (the PointNet++ tf_ops, compiled against TensorFlow 1.8 with the CUDA 8.0 nvcc, did not fit it; built for TensorFlow 1.3 they loaded).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-bazel-config-cuda-not-propagated-no-gpu-devices",
        source=_GH + "tensorflow/serving/issues/17",
        text=r"""I'm unable to get tensorflow-serving to find my GPU. I can checkout and build Tensorflow from source, and get it to run on the GPU. However, using the same configuration but building with `bazel build tensorflow_serving/...` does not work. I can also successfully build tensor-flow serving without gpu support, and when running with `log_device_placement=True`, no devices are found and all operations run on '/cpu:0'.

**Issue 1:** Passing `--config=cuda` to `bazel build tensorflow_serving/...` does not seem to have any effect. I'm not too familiar with bazel, so I'm guessing that this is an issue where configuration options don't propagate to dependencies. What is the correct way to pass this option when building tensorflow-serving?

**Issue 2:** To attempt to manually set `--config=cuda`, I modified the function `if_cuda` in `tensorflow/tensorflow/tensorflow.bzl` in the following way to (hopefully) always build with cuda:
...
With this modification, `bazel build -c opt tensorflow_serving/...` fails with this error

```
ERROR: /data/sda1/.cache/external/tf/third_party/gpus/cuda/BUILD:163:1: declared output 'external/tf/third_party/gpus/cuda/cuda.config' was not created""",
        expected_cause="tensorflow-cpu-only-build",
        note="2016. The serving binary came out of the bazel build without CUDA support (the --config=cuda option did not reach the TensorFlow it builds). Maintainer kirilg pushed fixes: 'If you sync to head (and make sure to also recursively update the submodules to pick up the TensorFlow change), you should be able to run `bazel build -c opt --config=cuda tensorflow_serving/...`'; the poster (dcrankshaw): 'I'm confirming that this works for me. Thanks for all the help!' The code block of the if_cuda change is cut ('...').",
        platform="linux",
    ),
)
