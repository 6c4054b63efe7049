# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-thirteenth set of real threads: TensorFlow's own GPU messages in the trackers of programs built on TensorFlow (2019-2023), from GitHub issues on microsoft/molecule-generation, sampepose/flownet2-tf, mhsung/deep-functional-dictionaries, xingyul/meteornet and orendv/learning_to_sample.

Broken kinds held: XLA not finding libdevice once TensorFlow 2.11 compiled the Keras optimizer
with XLA (molecule-generation, fixed by pinning TensorFlow 2.10), and, five times, a compiled
GPU custom op (a research repository's own .so: FlowNet2's correlation op, PointNet++'s
sampling and nearest-neighbour ops) that does not fit the installed TensorFlow: undefined C++
symbols from the _GLIBCXX_USE_CXX11_ABI setting, a missing -ltensorflow_framework, or CUDA
headers not found while building. All broken: 6; working runs: none met. Each text starts
with the issue's title (the poster's own words), because in several threads the error itself
is only in the title or in a screenshot.

Left out: most threads this angle's message searches reach are already held (DeepLabCut,
SLEAP, stardist, juglab, chineseocr, bert4keras, rstudio/tensorflow, tfjs, seglink, ASIS,
pointnet2#82 ...); of the rest, many had no confirmation in the stored text: the stored copy
ends before any answer (leylabmpi/resmico#26), the thread is open and unanswered
(google-deepmind/alphageometry#101, aelmiger/chessboard2fen#7), or the fix was confirmed
only by another user and never by the poster (NVlabs/stylegan2-ada#91, wentaoyuan/pcn#31,
DylanWusee/pointconv#8, tensorflow/tfjs#2003). liruihui/PU-GAN#6 was left out: the poster
got it working by moving to another machine and only guessed at the cause. Threads whose
log is PyTorch's or JAX's (google/trax#249, dattalab/keypoint-moseq#129) were skipped.

At first look (the doctor of commit aa3e088) the cause was named in 5 of the 6 broken logs, all
5 first; there is no working run in the set. After the changes of the same day, 6 of 6.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="molecule-generation-moler-train-tf-2-11-libdevice-not-found",
        source=_GH + "microsoft/molecule-generation/issues/61",
        text=r"""libdevice not found during training using default conda environment on Ubuntu 22.04.2 with a RTX A4000

Hello, just to let you know that when running `molecule-generation train` following the `Readme.md`, with the default conda environment, on Ubuntu 22.04.2 with a RTX A4000 fails by not finding libdevice, log below.

```sh
Avg weighted sum. of graph losses:  291.5334
Avg weighted sum. of prop losses:   0.5965
Avg node class. loss:                 71.0492
Avg first node class. loss:           40.7059
Avg edge selection loss:              1.7546
Avg edge type loss:                   4.0202
Avg attachment point selection loss:  1.1500
Avg KL divergence:                    6981316.0000
Property results: sa_score: MAE 10.77, MSE 3818.02 (norm MAE: 13.31) | clogp: MAE 23.54, MSE 13726.24 (norm MAE: 12.95) | mol_weight: MAE 393.53, MSE 168733.92 (norm MAE: 3.57).
...""",
        expected_cause="xla-libdevice-missing",
        note="2023. The poster (phcavelar) in the same post, left out of the text: 'I've found that pinning Tensorflow to version 2.10 instead of 2.11 (latest version and installed automatically at time of writing) [as per this stackoverflow question] fixes it', offering a PR to pin TF 2.10 'until this is fixed upstream' (TF 2.11's Keras optimizer is XLA-compiled and needs libdevice from a CUDA toolkit the conda environment lacks). Issue left open. The stored excerpt of the log stops after the first epoch's metrics, before the failing step (a later chunk of the same post holds the traceback through tf2_gnn's _fast_run_step); the text ends there.",
        platform="linux",
    ),
    CorpusLog(
        name="flownet2-tf-colab-correlation-op-cxx11-abi-undefined-symbol",
        source=_GH + "sampepose/flownet2-tf/issues/87",
        text=r"""undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE

When running:
`python -m src.flownet2.test --input_a data/samples/0img0.ppm --input_b data/samples/0img1.ppm --out ./`

I get:
```
Traceback (most recent call last):
  File "/usr/lib/python3.6/runpy.py", line 193, in _run_module_as_main
    "__main__", mod_spec)
  File "/usr/lib/python3.6/runpy.py", line 85, in _run_code
    exec(code, run_globals)
  File "/content/flownet2-tf/src/flownet2/test.py", line 4, in <module>
    from .flownet2 import FlowNet2
  File "/content/flownet2-tf/src/flownet2/flownet2.py", line 2, in <module>
    from ..flownet_css.flownet_css import FlowNetCSS
  File "/content/flownet2-tf/src/flownet_css/flownet_css.py", line 2, in <module>
    from ..flownet_cs.flownet_cs import FlowNetCS
  File "/content/flownet2-tf/src/flownet_cs/flownet_cs.py", line 2, in <module>
    from ..flownet_c.flownet_c import FlowNetC
  File "/content/flownet2-tf/src/flownet_c/flownet_c.py", line 3, in <module>
    from ..correlation import correlation
  File "/content/flownet2-tf/src/correlation.py", line 4, in <module>
    tf.resource_loader.get_path_to_datafile("./ops/build/correlation.so"))
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/framework/load_library.py", line 61, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python
...""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Iamanorange: 'Try adding `-D_GLIBCXX_USE_CXX11_ABI=0` to `CFLAGS`. Edit: Then rebuild the OPs.'; the poster (3bhady): '@Iamanorange Thanks it worked! Appreciate the fast reply.' Issue closed. FlowNet2's own correlation op was built with a C++ ABI that does not match the TensorFlow wheel (run on Colab, paths under /content). The stored excerpt of the traceback stops at 'tensorflow.python'; the missing NotFoundError line is the undefined symbol of the title.",
        platform="linux",
    ),
    CorpusLog(
        name="flownet2-tf-correlation-op-undefined-pad-gpu-symbol-cuda-path",
        source=_GH + "sampepose/flownet2-tf/issues/93",
        text=r"""Different error when running test: Undefined symbol: _ZN10tensorflow3PadERKN5Eigen9GpuDeviceEPKfiiiiiiPf

Hello all,

After successfully compiling the code by addressing some problems through issues #76 , #65 , #28 , when I run
```python -m src.flownet2.test --input_a data/samples/0img0.ppm --input_b data/samples/0img1.ppm --out ./```, the following error is reported:
```
  File "/soft/easybuild/debian/8.8/Broadwell/software/Tensorflow-gpu/1.10.0-foss-2017a-Python-3.6.4/lib/python3.6/site-packages/tensorflow/python/framework/load_library.py", line 56, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: /homedtic/alice/Documents/Papers_code/TFM/state_of_the_art/DL/FlowNet2/flownet2-tf/src/./ops/build/correlation.so: undefined symbol: _ZN10tensorflow3PadERKN5Eigen9GpuDeviceEPKfiiiiiiPf

```
I have tried the proposed solutions for undefined symbol-related errors (issues #8 , #41 and #87 ) without success. I have noticed that the undefined symbol is different from any other post on this repository so I have checked on the tensorflow repository for similar errors and only found [this issue](https://github.com/tensorflow/tensorflow/issues/3838) which suggests to recompile without GPU support and adding "-c" flag but I do not know how to it applies to my case (and compiling only under CPU will yield very slow tra
...""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The poster (fperezgamonal), closing the issue: 'Final update: after fighting with it for quite a few days and with help with my university's IT staff, I got it solved. A soft link for cuda.h was the solution (and keep the Makefile as shown above if I am not mistaken).' and later: 'the technical stuff told me they had fixed by creating a soft link between the actual cuda version on the PC and the \"standard\" path where it is normally installed'. The op's GPU part (the Pad kernel) was left out of correlation.so because the build did not find the CUDA installation. The stored excerpt of the post breaks off mid-word; the text ends there.",
        platform="linux",
    ),
    CorpusLog(
        name="deep-functional-dictionaries-tf-sampling-op-undefined-opkernel",
        source=_GH + "mhsung/deep-functional-dictionaries/issues/2",
        text=r"""Fail to run the code

I tried to complie network/utils/tf_ops/sampling/tf_sampling_so, and then run the code ‘run_shapenet_keypoints’, while the error message stroke me,
"tensorflow.python.framework.errors_impl.NotFoundError: tf_sampling_so.so: undefined symbol: _ZTIN10tensorflow80pKernelE"
I couldn`t find a way to solve the bug. Could you please help me deal with the problem?""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The poster (iseecow) a week later: 'Get the solution from pointnet2. It is the problem of compiling tf_ops.' Issue closed. The PointNet++ sampling op (a GPU custom op) was compiled in a way that does not fit the installed TensorFlow (the pointnet2 thread it points to fixes the compile flags). The symbol is quoted as the poster typed it ('80pKernelE').",
        platform="linux",
    ),
    CorpusLog(
        name="meteornet-tf-sampling-op-undefined-symbol-cxx11-abi-debian",
        source=_GH + "xingyul/meteornet/issues/10",
        text=r"""Problem undefined symbol in tf_sampling

Hello,

Thank you for releasing your code and for your publication!

I am trying to train semantic_seg_synthia. The script stops just after launching
`sh command_train_direct.sh` and give the following error:
![Capture d’écran de 2020-05-07 10-25-01](https://user-images.githubusercontent.com/25299213/81271949-122c5c00-904d-11ea-8491-93c1da83fcc7.png)

Do you have any idea about what is going on?

I compiled the Makefiles and obtained circular dependency problems for sampling and grouping operations.

Thank you,

Looking forward to your reply.

Hi,

I am using Pyhton 3.5 et Tensorflow-gpu 1.9.0 but the difference is that I am using Debian 9 and g++ 6.3.0.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Maintainer xingyul: 'It seems like a problem with the compilation of TF Ops. What are your python and Tensorflow versions?'; the poster (IdeGelis), in the reply whose first sentence closes the text: 'But I finally succeed to compile TF Ops without circular dependency problems!! And thus manage to train the network with removing the following option in Makefiles : -D_GLIBCXX_USE_CXX11_ABI=0'. Issue closed. The error itself was only in a screenshot; the title names it.",
        platform="linux",
    ),
    CorpusLog(
        name="learning-to-sample-nndistance-op-undefined-opkernel-python27",
        source=_GH + "orendv/learning_to_sample/issues/3",
        text=r"""tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/learning_to_sample/classification/structural_losses/tf_nndistance_so.so: undefined symbol: _ZTIN10tensorflow8OpKernelE

After I trained Pointnet ang got the classification model, I run "python train_SNET.py --classifier_model_path log/baseline/PointNet1024/model.ckpt --num_out_points 64 --log_dir log/SNET64" and got error "nn_distance_so.so" not found.
 So I checked the folder "structural_losses" just to find there is no file named "nn_distance_so.so" indeed.
Then I run "make" in terminal to execute makefile, and got error "nsync.h not found" .So I followed the instructions on a web page, downloading .h files in https://github.com/google/nsync/tree/master/public this website to usr/include.
And the file nn_distance_so.so is created successfully.
However, when I run "python train_SNET.py --classifier_model_path log/baseline/PointNet1024/model.ckpt --num_out_points 64 --log_dir log/SNET64" again, I got the error  _ZTIN10tensorflow8OpKernelE as the title describes.
I don't know how to fix it.
Can anybody help?
(use python 2.7 and gcc 5.4.0)

alice@host:~/learning_to_sample/classification$ python train_SNET.py --classifier_model_path log/PointNet1024/model.ckpt --num_out_points 64 --log_dir log/SNET64
...""",
        expected_cause="custom-op-build-mismatch",
        note="2019. A later user with the same kind of error (wzm2256, 2020): 'Deleting this variable [-D_GLIBCXX_USE_CXX11_ABI] in two .sh files makes everything works well'; maintainer itailang: 'Thank you for sharing the solution!' and, after another report, 'I fixed the compilation commands.' Issue closed. The structural-losses GPU op was built by the repository's Makefile with flags that do not fit the installed TensorFlow. Weaker than the others: the poster did not report back. The stored excerpt of the log stops after the command line (a requests warning follows); the text ends there.",
        platform="linux",
    ),
)
