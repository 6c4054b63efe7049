# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on 3D, point-cloud, LiDAR and multi-view-stereo research code on TensorFlow with NVIDIA GPUs: WXinlong/ASIS, xingyul/flownet3d, hkust-vgd/pointwise, NVlabs/contact_graspnet, walsvid/Pixel2MeshPlusPlus, YoYo000/MVSNet and BichenWuUCB/SqueezeSeg (2018-2021).

Broken kinds held: compiled CUDA custom ops (PointNet++-style `tf_sampling_so.so`,
`tf_conv3p.so`, `tf_nndistance_so.so`) that do not load in the TensorFlow at hand ('undefined
symbol: _ZN10tensorflow...', '_ZTIN10tensorflow8OpKernelE'), because they were built with the wrong
compiler or ABI flag, built for another TensorFlow, or taken prebuilt from the repository; and the
GPU running out of memory on a multi-view-stereo cost volume and on LiDAR segmentation training.
Working runs: none met (no thread in these repositories asked about harmless lines on a run that
worked).

Seven broken records, two of them prose only. Left out: threads on the same repositories whose
stored copy ends before any confirmation (the many 'No OpKernel was registered to support Op
FarthestPointSample / OctreeProperty ... Registered devices: [CPU, XLA_CPU]' threads, where the
GPU went missing and no answer says why), threads answered only by other users with the same
error, and two more confirmed prose-only threads, kept out to hold prose-only records to a third:
xingyul/meteornet#10 (2020; the tf_ops load error was a screenshot; the poster trained after
removing `-D_GLIBCXX_USE_CXX11_ABI=0` from the Makefiles with g++ 6.3.0) and yangyanli/PointCNN#50
(2018; ShapeNet training ran out of memory on a 24 GB P40 at batch 24 and ran at batch 12). No
thread is from 2022 or later: the TensorFlow custom-op code of this field dates from TensorFlow
1.x.

At first look (the doctor of commit 1903dcf) the cause was named in 6 of the 7 broken logs, 5
first; there is no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="asis-tf14-prebuilt-tf-sampling-so-ctxfailure-undefined-symbol",
        source=_GH + "WXinlong/ASIS/issues/9",
        text=r"""error in tfop compling

I get the error "not find -ltensorflow_framework
"when i try to complie on may os

if i try use ur tf_sampling_so.so,I get the error "tf_sampling_so.so: undefined symbol: _ZN10tensorflow15OpKernelContext10CtxFailureEPKciRKNS_6StatusE"

And my env is tf1.4 py27 cuda9.0.""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The first line is the issue title; the post also held a screenshot of the failed compile. The poster's own build did not link ('not find -ltensorflow_framework') and the repository's prebuilt tf_sampling_so.so did not load in TF 1.4. Another user with the same error pointed to charlesq34/pointnet2#48, and the poster, justbin1123, answered: 'https://github.com/charlesq34/pointnet2/issues/48#issuecomment-458154518  ive resolve it' (the compile-script fix in that comment: build the op against this TensorFlow's own compile and link flags).",
        platform="linux",
    ),
    CorpusLog(
        name="flownet3d-tf19-gcc485-checkopmessagebuilder-undefined-symbol",
        source=_GH + "xingyul/flownet3d/issues/2",
        text=r"""a bug:undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv

Hi, Xingyu, thank you for providing the code. I run your code and got a bug, I guess it might because of the configuration. 
My configuration is:
CUDA:9.0
Tensorflow-gpu1.9.0
gcc:4.8.5
Ubuntu:16.04
Is there any problem in my config ? and did you face similar problem?

Thank you for your advice. I tried gcc 5.4.0, but i still met the same problem. I use "readelf -p .comment tf_sampling_so.so  " to check the gcc version and found  [     0]  GCC: (GNU) 5.4.0   [    11]  GCC: (GNU) 4.8.5 20150623 (Red Hat 4.8.5-4). it seems like two gcc versons. Is this the problem from? or do you have some other suggestion to solve this problem?""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The first line is the issue title; the last paragraph is the poster's later comment. Maintainer xingyul: 'It seems that the problem is during the g++ compilation. My configuration uses g++ (and gcc) 5.4.0.' The poster, zhouxuting: 'I have solved this problem through updating gcc to 5.4 version and delete -O2 -D_GLIBCXX_USE_CXX11_ABI=0 in ../tf_ops/../Makefile.' The custom op was built with a compiler and ABI flag that did not fit the installed TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="pointwise-conv3p-so-opkernel-undefined-symbol-tf-too-new",
        source=_GH + "hkust-vgd/pointwise/issues/3",
        text=r"""Failed to run train script -- undefined symbol

I'm able to run `./tf_conv3p_compile.sh` without any problems, but when I run `python train_modelnet40_acsd.py`, i get the following error:

**tensorflow.python.framework.errors_impl.NotFoundError: /home/shared/pointwise-partial-convolutions/pointwise/tf_ops/conv3p/tf_conv3p.so: undefined symbol: _ZTIN10tensorflow8OpKernelE**

I've tried removing the -D_GLIBCXX_USE_CXX11_ABI=0 flag, and also replacing -fPIC with -fPIC ${TF_CFLAGS[@]} ${TF_LFLAGS[@]}.

None of these approaches (which seem to have worked for other people in different projects), are working to compile pointwise. Any solution to this?""",
        expected_cause="custom-op-build-mismatch",
        note="2018. The first line is the issue title. Maintainer songuke, after a first guess about the atrous-convolution build option: '@prathik-naidu I just looked into the error. It is due to incompatible Tensorflow. Basically, the code was written origina[lly] ...' (the rest of the comment is cut off in the stored copy). The compiled op did not fit the installed TensorFlow; the poster did not dispute it (issue closed).",
        platform="linux",
    ),
    CorpusLog(
        name="contact-graspnet-tf-sampling-opkernelregistrar-undefined-symbol",
        source=_GH + "NVlabs/contact_graspnet/issues/4",
        text=r"""tf_sampling_so.so: undefined symbol: _ZN10tensorflow14kernel_factory17OpKernel

tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/contact_graspnet/pointnet2/tf_ops/sampling/tf_sampling_so.so: **undefined symbol: _ZN10tensorflow14kernel_factory17OpKernel**Registrar12InitInternalEPKNS_9KernelDefEN4absl11string_viewESt10unique_ptrINS0_15OpKernelFactoryESt14default_deleteIS8_EE

I found that it is because the g++ version > 4, maybe some other problem. So how can I solve it ?""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The first line is the issue title. The poster, ChengYaofeng, three days later: 'OK，I solved it!', and when asked how (2025): 'It seems I had changed the g++ version of the virtual environment.' The PointNet++ sampling op had been built with a compiler that did not fit the installed TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="pixel2meshpp-prebuilt-nndistance-so-opdefbuilder-undefined-symbol",
        source=_GH + "walsvid/Pixel2MeshPlusPlus/issues/6",
        text=r"""some touble about NotFoundError

     hello , I have established the same environment as you , but I run into some troule.

     nn_distance_module = tf.load_op_library('./external/tf_nndistance_so.so')
     lib_handle = py_tf.TF_LoadLibrary(library_filename)

     error:     tensorflow.python.framework.errors_impl.NotFoundError: ./external/tf_nndistance_so.so: undefined symbol: _ZN10tensorflow12OpDefBuilder5InputESs

    The file  named tf_nndistance_so.so does exit, and I try google but I get any useful information.Could you give me a hand ? Thank you!""",
        expected_cause="custom-op-build-mismatch",
        note="2020. The first line is the issue title. Maintainer walsvid: 'The problem is that you need to recompile the `.so` file according to your computer platform. Please use the Makefile I provided and make the necessary modifications, or follow the tutorial I wrote in the README on \"how to build custom op in tensorflow\"'. The chamfer-distance op in use had not been built for this TensorFlow; the poster did not dispute it (issue closed).",
        platform="linux",
    ),
    CorpusLog(
        name="mvsnet-gtx1070-8gb-resource-exhaustion-batch-1",
        source=_GH + "YoYo000/MVSNet/issues/18",
        text=r"""Minimum hardware requirements to train/test

Hi,

First of all, congratulations for you excellent work and contribution to MVS.

I've tried to test the code with an Intel 8700k, 16GB RAM and Nvidia 1070 8GB VRAM without success using both tensorflow-cpu and tensorflow-gpu.

The problem is resource exhaustion, the system gets out of RAM or VRAM few seconds after program execution.

My first idea to fix it was decreasing batch size, but it is already 1.

Do I need a better graphics card to run your code? Could I tune some params to make it work with my current computer setup?

Thanks.""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only. The poster, pawlusmall, two days later: 'Got it working with: max_w = 680, max_h = 480, max_d = 160. Results are not as fine as yours but it's something.' The cost volume at the default image size and depth count did not fit an 8 GB GPU (the maintainer, in #19: 'The GPU requirement is roughly linear to the cost volume size'). The post does not name the OS (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="squeezeseg-gtx1070-out-of-memory-training",
        source=_GH + "BichenWuUCB/SqueezeSeg/issues/21",
        text=r"""out of memory

Hi and Thank you for your work.
I am now testing it with GTX 1070(8GB) and having a problem of out of memory while training( with tensorflow-gpu 1.0 ). Should I modify the config files? Would you guys please give me some advices? Thanks and looking forward to your reply.""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only. The poster, zpwork, after first trying checkpoint_step: 'After modifying batch size to 16, the problem has been solved.' LiDAR segmentation training at the default batch size did not fit an 8 GB GPU. The post does not name the OS (linux is a placeholder).",
        platform="linux",
    ),
)
