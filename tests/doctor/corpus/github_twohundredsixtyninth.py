# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A two-hundred-and-sixty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on research-paper code releases on TensorFlow 1.x (2017-2020): semantic segmentation (GeorgeSeif/Semantic-Segmentation-Suite, kwotsin/TensorFlow-ENet, MSiam/TFSegmentation), image and shape translation (taki0112/UNIT-Tensorflow, kangxue/LOGAN), image captioning (yunjey/show-attend-and-tell) and few-shot learning (google-research/meta-dataset).

Broken kinds held: the GPU running out of memory (a proto-MAML configuration slightly over 12 GB,
an ENet batch too large for the card), the computer's memory (RAM) running out, not the GPU's (a
captioning feature array of about 33 GB, a segmentation model on a 4 GB machine with no GPU), the
CUDA 9.0 libraries a TensorFlow 1.12 build needs missing, TensorFlow reserving the whole memory of a
Jetson TX2 at inference because memory growth was off, and a run made with another Python (2.7)
than the one holding the GPU build (no catalogue cause). Working runs: none met.

Every thread is from 2017-2020; the searches for later threads on these kinds of code found none
with a confirmation in the stored copy. Most threads seen had no confirmation in the stored text
(stale, or the resolution lies past the stored opening). One more confirmed thread, prose only, was
left out to keep prose-only records to a third: TachibanaYoshino/AnimeGANv2#42 (2021, a pull
request whose author fixed a GPU memory error on an RTX 2070 SUPER with a TensorFlow memory-growth
option). yunjey/show-attend-and-tell#4 (2016, the same RAM shortage as #14) was left out as older
than the set's years.

At first look (the doctor of commit 2a6eedd) the cause was named in 4 of the 7 broken logs, all 4
first; no working run was held. Missed: the OOM on a 4 GB machine with no GPU was read as the GPU
running out of memory (the one broken log given another error), the prose-only Jetson post without
allow_growth got nothing, and the run made with another Python (no catalogue cause) got only
conditional suggestions.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="meta-dataset-proto-maml-imagenet-oom-four-12gb-gpus",
        source=_GH + "google-research/meta-dataset/issues/8",
        text=r"""Hello, I'm trying to replicate the result of proto-maml and when using the "maml_init_with_proto_imagenet.gin" config I am getting out of memory errors, even when using 4 12GB GPUs. I am using a pretrained maml_resnet that I trained without issue. Note I have been able to train knn, finetune, and maml using only 1 12GB GPU. Perhaps there is something silly I am missing? Or does this require more compute power? Thank you in advance!

The beginning of the error message looks like the following:
`2019-05-09 15:12:09.889884: E tensorflow/core/grappler/optimizers/dependency_optimizer.cc:666] Iteration = 0, topological sort failed with message: The graph couldn't be sorted in topological order.
2019-05-09 15:12:10.128623: E tensorflow/core/grappler/optimizers/dependency_optimizer.cc:666] Iteration = 1, topological sort failed with message: The graph couldn't be sorted in topological order.`""",
        expected_cause="gpu-out-of-memory",
        note="2019. The poster found it himself the same day: 'Seems memory is only slightly over 12GB but current code is not setup for multiple GPUs.'; maintainer lamblin: 'Indeed, we currently rely on passing the whole support or query set at once, as one batch. Passing a smaller `DataConfig.image_height` could help avoid the OOM issue.' Only the two grappler lines of the log are in the post (the OOM lines themselves are not pasted); the words say 'out of memory errors'. The grappler lines are a side notice, not the cause.",
        platform="linux",
    ),
    CorpusLog(
        name="semantic-segmentation-suite-fc-densenet103-oom-4gb-no-gpu",
        source=_GH + "GeorgeSeif/Semantic-Segmentation-Suite/issues/8",
        text=r"""Hello, I executed your interesting repository in my computer, but after some minutes I get error:
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1,168960,2160] and ...

Do you think it depends on my computer that has only 4GB and hasn't a GPU?

Can I change default settings in main.py to execute your code in my computer, or I need to run in a instance in the cloud (Aws) with GPU? 

Thanks a lot

First time I executed main.py with all the default parameters, so it is FC-DenseNet103 model and batch_size = 1. The training couldn't even start for lack of resources.""",
        expected_cause="host-out-of-memory",
        note="2018. The machine has no GPU, so TensorFlow ran on the CPU and the OOM is in the computer's 4 GB of RAM. Maintainer GeorgeSeif: 'You are correct that the \"ResourceExhaustedError\" comes from running out of memory. ... 4GB isn't too much and some models may not fit in the memory, especially since if you're using your regular RAM (and not GPU memory) you'll have other programs using up some of that space.' The poster did not dispute it (the second paragraph is his reply; the rest of it is cut off in the stored copy). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="logan-tensorflow-gpu-1-12-libcublas-9-0-missing-cuda-9-1",
        source=_GH + "kangxue/LOGAN/issues/3",
        text=r"""Hello,

I am trying to use your code, but I am running into some issues with the CUDA version.

I am running:
Python 3.5.2
tensorflow-gpu==1.12.0

I get error:

tensorflow.python.framework.errors_impl.NotFoundError: libcudart.so.9.1: cannot open shared object file: No such file or directory

but when I point tf to a symlink to cuda 9.1 i get this error:
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

Why is this code asking for two different versions of CUDA?""",
        expected_cause="cuda-libraries-missing",
        note="2020. LOGAN (latent overcomplete GAN for unpaired shape translation, with compiled point-cloud ops). The poster confirmed the fix himself the same day: 'I installed a debian CUDA 9.0 and it seems to work now.' tensorflow-gpu 1.12 was built for CUDA 9.0 and the machine apparently had CUDA 9.1 only. Odd: the first error (libcudart.so.9.1 via NotFoundError) comes from the repository's own compiled ops, which were built against CUDA 9.1; the thread does not say whether they were rebuilt.",
        platform="linux",
    ),
    CorpusLog(
        name="show-attend-tell-prepro-memoryerror-33gb-feature-array",
        source=_GH + "yunjey/show-attend-and-tell/issues/14",
        text=r"""```
Loaded ./data/train/train.annotations.pkl..
Traceback (most recent call last):
  File "prepro.py", line 212, in <module>
    main()
  File "prepro.py", line 195, in main
    all_feats = np.ndarray([n_examples, 196, 512], dtype=np.float32)
MemoryError

```

How to reduce to number of training dataset?""",
        expected_cause="host-out-of-memory",
        note="2017. Image captioning (Show, Attend and Tell, TensorFlow). Maintainer yunjey: 'I recommend to use more than 40GB RAM for running this code.'; a commenter (xieqiangqiang) measured the extracted train.features.hkl at 33.2GB against his 32GB of RAM. The numpy feature array for the whole training set does not fit in the computer's memory; the GPU is not involved. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-enet-camvid-oom-gpu-batch-10",
        source=_GH + "kwotsin/TensorFlow-ENet/issues/17",
        text=r"""Can you share your computer configuration to train this model? I got ResourceExhaustedError on my computers (one equipped with GeForce 1080T and the other is M1000M) when I run:
python train_enet.py --weighting="MFB" --num_epochs=300 --logdir="./log/train_original_MFB"

the error is:
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[10,90,120,64]
	 [[Node: ENet/bottleneck1_2_batch_norm3/FusedBatchNorm = FusedBatchNorm[T=DT_FLOAT, data_format="NHWC", epsilon=0.001, is_training=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](ENet/bottleneck1_2_conv3/BiasAdd, ENet/bottleneck4_0_batch_norm4/Const, ENet/bottleneck1_2_batch_norm3/beta/read, ENet/bottleneck5_0_batch_norm2/Const_1, ENet/bottleneck5_0_batch_norm2/Const_1)]]
	 [[Node: mean_iou/confusion_matrix/assert_less_1/Assert/AssertGuard/Assert/Switch/_5649 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_6549_mean_iou/confusion_matrix/assert_less_1/Assert/AssertGuard/Assert/Switch", tensor_type=DT_BOOL, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]

Thanks a lot,
BRS, Dell""",
        expected_cause="gpu-out-of-memory",
        note="2017. The OOM is on /device:GPU:0 with the default batch of 10. The poster reported back himself eleven days later: 'I can run the train_net with batch siz...' (the rest of the comment, with the batch size that fitted, is cut off in the stored copy); issue closed. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tfsegmentation-fcn8s-mobilenet-jetson-tx2-oom-no-allow-growth",
        source=_GH + "MSiam/TFSegmentation/issues/27",
        text=r"""I trained both `fcn8s_mobilenet` and `fcn8s_shufflenet` at the resolution 512x1024. After doing the graph optimization and deploying on Jetson (~7.3GB total, ~4GB available usually), I got the runtime error that Tensorflow ran out of the memory. 

I checked that on my workstation both the models take around 7.8GB GPU memory. But for these two convolution neural networks, reducing input size should not affect the number of parameters too much, which means the memory needed shouldn't change too much. In this case, what other tricks shall I use to reduce the memory consumption?

Thanks!""",
        expected_cause="memory-growth-disabled",
        note="2018. Prose only (no log pasted). The poster found the cause himself two days later: 'Solved. The actual use of memory for Mobilenet is around 1.5GB. I forgot to add 'allow_growth=True' in `infer_optimized.py`' - without it TensorFlow reserves nearly all GPU memory (the 7.8GB seen on the workstation).",
        platform="linux",
    ),
    CorpusLog(
        name="unit-tensorflow-gtx1070-runs-on-cpu-python27-interpreter",
        source=_GH + "taki0112/UNIT-Tensorflow/issues/2",
        text=r"""Hi, thank you for your share. When I run this code, I find that this code can not make use of gpu, even if i run the 'main_multi_gpu.py'

Hi, I have a computer with cuda8.0 installed, but I only find this code running in cpu version. Could please tell me how to solve it ?  Thank you very much.

Sorry, it doesn't work

My GPU is Nvidia Geforce 1070, Cuda version is 8.0, cudnn version is 5.1.""",
        expected_cause=None,
        note="2018. Prose only (later paragraphs are the poster's replies to the maintainer, who had advised `pip install tensorflow-gpu` (not `tensorflow`), CUDA_VISIBLE_DEVICES and --gpu_num). The poster found the cause himself: 'I suddenly found that I run this code in python2.7, which makes me feel very embarrassed. When I switch to python3, my gpu is now working.' The run used another Python than the one holding the GPU build of TensorFlow (1.2); what TensorFlow the Python 2.7 held is not said, so no catalogue cause. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
