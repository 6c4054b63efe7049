# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-sixty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on StyleGAN-family and NeRF code in TensorFlow: bmild/nerf, mit-han-lab/data-efficient-gans (DiffAugment-stylegan2), Puzer/stylegan-encoder, dvschultz/stylegan2-ada (a Colab fork of NVlabs/stylegan2-ada) and a312863063/generators-with-stylegan2 (2019-2022).

Broken kinds held: the GPU running out of memory at a resolution (NeRF's test render at full
chunk size, StyleGAN2 at 1024x1024, and a StyleGAN encoder whose graph grew with every image it
encoded), StyleGAN2's custom CUDA ops (fused_bias_act, upfirdn_2d) failing to build (an RTX 30xx
with a CUDA 10.0 nvcc and TensorFlow 1.14; compiler flags on Ubuntu 16), and Colab refusing the
`%tensorflow_version 1.x` magic once it dropped TensorFlow 1 (no catalogue cause). 6 broken, no
working run: none of the threads read on these repositories was a run that worked with alarming
lines.

Left out: most threads on NVlabs/stylegan2-ada and its forks about 'Setting up TensorFlow plugin
"fused_bias_act.cu": Failed!' or 'NVCC returned an error' are already in the corpus, or their
stored copies end before any confirmation (the many "try this custom_ops.py change" comments are
from other users whose setups differ from the poster's); RameenAbdal/StyleFlow's Windows threads
(nvcc called as /usr/local/cuda/bin/nvcc, MSVC not found) have fixes only in forks, unconfirmed by
the posters. tkarras/progressive_growing_of_gans and the BigGAN TensorFlow ports gave no
confirmed thread not already held. One record is prose only (data-efficient-gans#14).

At first look (the doctor of commit 2a6eedd) the cause was named in 4 of the 6 broken logs, all 4
first; missed: the prose-only custom-op build on Ubuntu 16 (nothing named) and the Colab
`%tensorflow_version 1.x` refusal (no catalogue cause, nothing flagged). No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nerf-fern-test-render-oom-concat-4194304x90-windows",
        source=_GH + "bmild/nerf/issues/81",
        text=r"""When having fixed [the first crash](https://github.com/bmild/nerf/issues/80) (by creating the missing summaries folder), I get a new crash (still when running `python run_nerf.py --config config_fern.txt`):

```
2020-11-04 01:20:46.313269: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at concat_op.cc:153 : Resource exhausted: OOM when allocating tensor with shape[4194304,90] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
  File "D:/third-part/nerf/run_nerf.py", line 928, in <module>
    train()
  File "D:/third-part/nerf/run_nerf.py", line 893, in train
    **render_kwargs_test)
  File "D:/third-part/nerf/run_nerf.py", line 328, in render
    all_ret = batchify_rays(rays, chunk, **kwargs)
  File "D:/third-part/nerf/run_nerf.py", line 250, in batchify_rays
    ret = render_rays(rays_flat[i:i+chunk], **kwargs)
  File "D:/third-part/nerf/run_nerf.py", line 227, in render_rays
    raw = network_query_fn(pts, viewdirs, run_fn)
  File "D:/third-part/nerf/run_nerf.py", line 410, in network_query_fn
    netchunk=args.netchunk)
  File "D:/third-part/nerf/run_nerf.py", line 40, in run_network
    embedded = tf.concat([embedded, embedded_dirs], -1)
...
```

The `ResourceExhaustedError` seems to occur only when the script tries to generate an output image, as it runs to `fern_test 500` before crashing.""",
        expected_cause="gpu-out-of-memory",
        note="2020. The last paragraph is the start of the poster's (krikru) later comment. The poster first got past it by setting N_samples and N_importance to 50; maintainer tancik: 'if it is breaking when rendering the test example decrease the value for `--chunk`', and the poster: 'Reducing `--chunk` instead of decreasing `N_samples` and `N_importance` ... indeed seems to work too.' The GPU ran out of memory rendering the test views with the default chunk size. Windows (D:/ paths, Miniconda).",
        platform="windows",
    ),
    CorpusLog(
        name="diffaugment-stylegan2-1024-oom-v100-batch-2",
        source=_GH + "mit-han-lab/data-efficient-gans/issues/38",
        text=r"""So I have access to a V100 on which I successfully trained on a dataset of 512x512 images. However, when I moved up to 1024x1024 I had to reduce the batch size to 2 in order to avoid OOM errors. This resulted in monochromatic looking images. I'm wondering where the 32 in:

  (0) Resource exhausted: OOM when allocating tensor with shape[4,32,1024,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

is coming from and if it can be reduced to 16 so that the batch size can be 4 which will hopefully result in colorful images.

Thank you for your help!""",
        expected_cause="gpu-out-of-memory",
        note='2020. The poster\'s own runs showed it: at 1024x1024 the V100 ran out of memory until the batch size was cut to 2. Maintainer zsyzzsoft: \'32 is the number of channels, determined from "fmap-base" and "fmap-max". E.g., you can reduce --fmap-base from the default 16384 to 8192 so that the 32 would become 16.\' Issue closed. The platform is not stated (linux is a placeholder).',
        platform="linux",
    ),
    CorpusLog(
        name="stylegan-encoder-image-sequence-oom-graph-grows",
        source=_GH + "Puzer/stylegan-encoder/issues/3",
        text=r"""When encoding a large number of images the time to set reference images to the perceptual model takes longer, and eventually the script crashes with the following error:

019-02-25 21:02:48.244097: W tensorflow/core/common_runtime/bfc_allocator.cc:271] Allocator (GPU_0_bfc) ran out of memory trying to allocate 320.00MiB.  Current allocation summary follows.
2019-02-25 21:02:48.252031: W tensorflow/core/common_runtime/bfc_allocator.cc:275] *************************************************************__*********************************____
2019-02-25 21:02:48.257082: W tensorflow/core/framework/op_kernel.cc:1273] OP_REQUIRES failed at conv_grad_input_ops.cc:937 : Resource exhausted: OOM when allocating tensor with shape[5,16,1024,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[5,16,1024,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. The poster (sam598) found the cause and fixed it in pull request Puzer/stylegan-encoder#4, 'Added placeholders to fix memory leak in perceptual model ... Appears to fix issue #3'; two other users there: 'this fixes issue #3 for me as well', 'this fixed the memory leak problem for me too!'. In pbaylies/stylegan-encoder#6 the same poster names the lines: the `tf.assign(...)` calls in perceptual_model.py run for every image, adding ops to the graph each time. The GPU did run out of memory; the root of it is this graph growth in the application, which the catalogue has no separate ID for. The first log line is quoted as posted ('019-...'). The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="generators-stylegan2-rtx3070-tf114-cuda100-nvcc-sm86",
        source=_GH + "a312863063/generators-with-stylegan2/issues/39",
        text=r"""nvcc fatal : Value 'sm_86' is not defined for option 'gpu-architecture'报错，想问30系显卡跟这个项目用的旧版cuda不兼容吗

anaconda环境
rtx3070
python                      3.6.2
tensorflow                1.14
cudatoolkit               10.0.130                    
cudnn                       7.6.5

网上看到的帖子相同报错
https://cocoinit23.com/rtx30-nvcc-fatal-value-sm_86-is-not-defined-for-option-gpu-architecture/""",
        expected_cause="compute-capability-unsupported",
        consequences=frozenset({"custom-op-build-mismatch"}),
        note="2022. The first line is the issue title (the error and the question 'is the RTX 30 series incompatible with the old CUDA this project uses?'). The nvcc of CUDA 10.0 does not know the RTX 3070's sm_86, and TensorFlow 1.14 is built for CUDA 10.0. Confirmed by another user, huangyechuan, who got it running on an RTX 3090 Ti: 'SM_86架构的问题，要把CUDA升级到11.x才能正常编译' (the sm_86 architecture is the problem; CUDA must be upgraded to 11.x to compile), and guyueyi0528: the project is limited to GPUs below the 30 series. The poster linked a guide to a TensorFlow 1.x setup for 30-series cards and did not dispute it. Windows: the poster wrote '我没linux' (I have no Linux).",
        platform="windows",
    ),
    CorpusLog(
        name="diffaugment-stylegan2-ubuntu16-custom-ops-cxx11-flags",
        source=_GH + "mit-han-lab/data-efficient-gans/issues/14",
        text=r"""I had some errors running your stylegan2 code on Ubuntu 16, but found a solution here:
https://stackoverflow.com/questions/59342888/tensorflow-error-this-file-requires-compiler-and-library-support-for-the-iso-c#""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Prose only; the errors themselves were not posted, the linked question's title names them ('This file requires compiler and library support for the ISO C++ 2011 standard'). The poster fixed it himself, in the same post: 'Changed line 64 and 127 of dnnlib/tflib/custom_ops.py as in the stackoverflow answer and comment' (the nvcc command and compiler options with which StyleGAN2 builds its custom CUDA ops), left out of the text as it is the fix. Maintainer zsyzzsoft: 'the original code works fine in my cases'; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="stylegan2-ada-colab-tensorflow-version-1x-magic-unsupported",
        source=_GH + "dvschultz/stylegan2-ada/issues/31",
        text=r'''Hello, it appears as if Google Colab no longer supports Tensorflow 1. Is it possible to update to Tensorflow 2? This happens on the first step, `%tensorflow_version 1.x`.
Here is the full error:
```
---------------------------------------------------------------------------
ValueError                                Traceback (most recent call last)
[<ipython-input-1-905415847760>](https://localhost:8080/#) in <module>()
----> 1 get_ipython().magic('tensorflow_version 1.x')
      2 # !pip install tensorflow==1.15.2

2 frames
[/usr/local/lib/python3.7/dist-packages/google/colab/_tensorflow_magics.py](https://localhost:8080/#) in _tensorflow_version(line)
     39 
     40              Your notebook should be updated to use Tensorflow 2.
---> 41              See the guide at https://www.tensorflow.org/guide/migrate#migrate-from-tensorflow-1x-to-tensorflow-2."""
     42                        ))
     43 

ValueError: Tensorflow 1 is unsupported in Colab.

Your notebook should be updated to use Tensorflow 2.
See the guide at https://www.tensorflow.org/guide/migrate#migrate-from-tensorflow-1x-to-tensorflow-2.
```''',
        expected_cause=None,
        note="2022. The poster fixed it the same day: 'Oh, you can just replace `%tensorflow_version 1.x` with `!pip install tensorflow==1.15` and it seems to work as before. Nevermind!' Colab had dropped its preinstalled TensorFlow 1 and the `%tensorflow_version 1.x` magic; the notebook's first cell could no longer select it. No catalogue cause (a hosted notebook's TensorFlow selector, not the local set-up). Closed. Colab runs Linux.",
        platform="linux",
    ),
)
