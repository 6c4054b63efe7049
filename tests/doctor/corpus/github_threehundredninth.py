# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A three-hundred-and-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on GAN and image-generation repositories on TensorFlow 1.x (carpedm20/lstm-char-cnn-tensorflow, JiahuiYu/generative_inpainting, SummitKwan/transparent_latent_gan, tensorlayer/SRGAN), found with plain words a user would type.

Broken kinds held: the GPU running out of memory during training (three threads: a language
model of carpedm20's on a GPU too small for its graph, an inpainting GAN at batch size 16 on a
4 GB GTX 960, SRGAN at batch size 16 on a 6 GB card), and a GAN whose NCHW graph cannot run on
the CPU of a machine with no NVIDIA GPU (no catalogue cause). Working runs: 0.

Small and old set (2016-2018): most GPU threads in these repositories (carpedm20/DCGAN-tensorflow
and BEGAN-tensorflow, taki0112/*, LynnHo/*, hwalsuklee/*, tensorflow/gan) either sit already in
the corpus or end, in the stored copy, without a confirmed cause (suggestions with no answer from
the poster). Left out: taki0112/SPADE-Tensorflow#17 (2019), confirmed by its poster ('my CUDA
version should have been 9.0 instead of 9.1'), because its opening post names no error at all
and would be a second prose-only record; LynnHo/DCGAN-LSGAN-WGAN-GP-DRAGAN-Tensorflow-2#5 (2018,
WGAN-GP slower than DCGAN with the GPU at 27%, 'slower because of gradient penalty and 5 steps of
D' by the maintainer), a working run in prose only, for the same reason.

At first look (the doctor of commit b5d4f26) the cause was named in 3 of the 4 broken logs, all 3
first (the one it missed has no catalogue cause: for it the doctor offered, as conditions, a
CPU-only build, missing CUDA libraries, native Windows, the missing [and-cuda] extra and macOS).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="carpedm20-lstm-char-cnn-oom-after-shrinking-options",
        source=_GH + "carpedm20/lstm-char-cnn-tensorflow/issues/5",
        text=r"""with GPU I just reduced a lot of options such as batch size, feature_maps etc.

Always OOM occured!!

Resource exhausted: OOM when allocating tensor with shape[50,450537]
W tensorflow/core/common_runtime/executor.cc:1102] 0x8bcfce0 Compute status: Resource exhausted: OOM when allocating tensor with shape[50,450537]
     [[Node: LSTMTDNN/LSTM/Linear_34/MatMul = MatMul[T=DT_FLOAT, transpose_a=false, transpose_b=false, _device="/job:localhost/replica:0/task:0/gpu:0"](LSTMTDNN/LSTM/dropout_34/mul_1, LSTMTDNN/LSTM/Linear/Matrix/read)]]
I tensorflow/core/common_runtime/gpu/pool_allocator.cc:244] PoolAllocator: After 2987 get requests, put_count=1597 evicted_count=1000 eviction_rate=0.626174 and unsatisfied allocation rate=0.833612""",
        expected_cause="gpu-out-of-memory",
        note="2016. Issue 'did anybody successfully train?'. The maintainer, carpedm20, named the cause: '`Resource exhausted` means your GPU doesn't have enough memory to build a graph which is needed for this repo. You'd better reduce the size of embedding or # of kernels.' The poster did not dispute it (closed). The tensor [50,450537] is the softmax over a large vocabulary. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="generative-inpainting-gtx960-4gb-oom-batch-16",
        source=_GH + "JiahuiYu/generative_inpainting/issues/34",
        text=r"""inpaint.yml setting:
```
IMG_SHAPES: [256,256,3]
BATCH_SIZE: 16
MAX_ITERS : 1000000
NUM_GPUS: 1 // NVIDIA GTX 960 4GB
```

During training, i met OOM error : 
```
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[16,257,257,32]
	 [[Node: inpaint_net_2/xconv2_downsample/Conv2D = Conv2D[T=DT_FLOAT, data_format="NHWC", padding="SAME", strides=[1, 2, 2, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](inpaint_net_2/xconv1/Elu, inpaint_net/xconv2_downsample/kernel/read)]]
	 [[Node: inpaint_net_2/Reshape_72/_249 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_1739_inpaint_net_2/Reshape_72", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]
```

any possible suggestions..? (e.g. reduce BATCH_SIZE or IMG_SHAPES. In case of reducing IMG_SHAPES, i wonder if it downgrades output quality..)""",
        expected_cause="gpu-out-of-memory",
        note="2018. The maintainer, JiahuiYu, named the cause: 'You can reduce BATCH_SIZE to avoid OOM. But I am not sure about the quality degradation. If you only have 4GB GPUs, I think maybe set BATCH_SIZE to 1 will also cause OOM.' The poster did not dispute it (closed). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="srgan-6gb-card-resource-exhausted-batch-16",
        source=_GH + "tensorlayer/SRGAN/issues/73",
        text=r"""Resource exhausted: OOM when allocating tensor

It seems GPU RAM exhausted when tensorflow trying to load all training data. How much RAM does it need to load all training data. I'm on 6GB card.""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only (the first line is the issue's title). Maintainer zsdonghao: 'try reduce the batch size' ... 'yeah, try batch size of 8?'; the poster confirmed by the outcome: '4 works' and, after adapting tl.vis.save_images to the smaller batch, 'yes, batch size of 8 works with the above change', later 'batch size 8 is ok for initial training, but still too big for subse[quent training]' (the stored copy is cut there). The training data was not what filled the card: the default batch size of 16 was too large for 6 GB. Linux (the poster's later traceback shows /home/ly/anaconda3/...).",
        platform="linux",
    ),
    CorpusLog(
        name="tl-gan-no-nvidia-gpu-nchw-conv-on-cpu",
        source=_GH + "SummitKwan/transparent_latent_gan/issues/18",
        text=r"""My system does not have a Nvidia GPU, so CPU is used. This results in the following error:

```
tensorflow.python.framework.errors_impl.UnimplementedError: Generic conv implementation only supports NHWC tensor format for now.
	 [[Node: G_paper_1/Run/G_paper_1/4x4/Conv/Conv2D = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:CPU:0"](G_paper_1/Run/G_paper_1/4x4/Dense/PixelNorm/mul, G_paper_1/Run/G_paper_1/4x4/Conv/mul)]]
```

Further investigation shows that for CPU only NHWC tensor format is supported, not NCHW. It seems there is a solution though: https://stackoverflow.com/questions/37689423/convert-between-nhwc-and-nchw-in-tensorflow""",
        expected_cause="model-needs-gpu",
        note="2018. The maintainer, SummitKwan, confirmed: 'Yes you are right, the issues on CPU is the NHWC tensor format.' and left the CPU path unfixed ('This will not be the immediate priority for the project so far'). The machine has no NVIDIA GPU, so TensorFlow placed the generator (a progressive-GAN graph built in NCHW) on the CPU, where TensorFlow 1.x has no NCHW convolution: no catalogue cause at first look (closest: an op with no kernel on the device it landed on); labelled model-needs-gpu (2026-11-28), the entry since made for it. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
