# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A forty-fifth set of real threads, gathered apart: threads written in languages other than English.

Issues posted in Chinese on the trackers of model code (NLP with BERT, detection, OCR, speech,
captcha and segmentation projects), with the log lines as printed and the prose as written; the
notes give the confirmation in English. Searches in Japanese, Korean, Russian, Portuguese, Spanish
and German found no further qualifying thread.

Broken set-ups: GPU memory too small for the model, batch or image size (most of them), a
TensorFlow package without GPU support, a GPU newer than the CUDA of an old TensorFlow 1.x build,
a TensorFlow 1.14 without its CUDA 10 libraries, a repository setting that points
CUDA_VISIBLE_DEVICES at a GPU the machine does not have.

Working runs: code that places only its input pipeline on the CPU, read as training on the CPU;
a slow first session run that is start-up work.

Many texts are prose only (an issue title, a short comment); several errors were screenshots.

At first look (the doctor of commit 32aa5eb) the cause of 8 of the 15 broken logs was named
(7 first); neither working run was flagged. Misses: "OOM" written against Chinese words (no word
boundary there), CUDA's "no CUDA-capable device is detected" without the driver API's name,
complaints in Chinese ("GPU利用率为0", "cpu而不是gpu") with "Linux系统" as the only other fact,
GPU memory told as "内存溢出" or a question. After the changes made from it: 12/15.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="chineseocr-yolo3-rtx2080ti-cuda9-tf18-blas-sgemm-zh",
        source=_GH + "chineseocr/chineseocr/issues/170",
        text=r"""**InternalError (see above for traceback): Blas SGEMM launch failed : m=43264, n=32, k=64**
	 [[Node: conv2d_2/Conv2D = Conv2D[T=DT_FLOAT, _class=["loc:@training/Adam/gradients/conv2d_2/Conv2D_grad/Conv2DBackpropInput"], data_format="NHWC", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](leaky_re_lu_1/sub, conv2d_2/kernel/read)]]
	 [[Node: loss_1/wh_loss_loss/Mean_2/_2247 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_25531_loss_1/wh_loss_loss/Mean_2", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]

经过查询有说是GPU显存不足，尝试了释放显存和限制tensorflow使用的显存大小后还是报出这个错误，求解
系统：ubuntu16.04
GPU：rtx2080ti
驱动：410.78
cuda：9.0
tensorflow-gpu==1.8.0""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Chinese (2019). The poster, later: the same environment ran on a 1080 Ti and a Titan X (384 driver) but 'no way to run' on the RTX 2080 Ti, 'probably the 2080 Ti is not compatible' with tensorflow-gpu 1.8 / CUDA 9.0; another user fixed the same error with CUDA 10.0 and a TF 1.12 build. Weak: the poster hedged (or the driver too new) and the start of his post was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="latex-ocr-gpu-util-zero-wrong-tensorflow-package-zh",
        source=_GH + "LinXueyuanStdio/LaTeX_OCR/issues/6",
        text=r"""你好，我按照你的步骤，配置了环境，生成数据后开始训练，为什么我的GPU利用率为0啊，是哪里的参数要设置吗？Linux系统""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Chinese (2019), a commenter's own report in the thread. The maintainer asked 'are you using the GPU build of TF?'; the commenter: '装的tf版本不对，已经解决了问题' (the wrong TF package was installed; solved, now training). Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-ner-bert-batch8-oom-1080ti-zh",
        source=_GH + "yanwii/ChineseNER/issues/8",
        text=r"""batch_size及训练速度问题

在实际运行代码的过程中，发现batch_size设置为8时就会OOM，使用的是1080Ti显卡，11G显存。请问这种情况是否正常？
如果batch_size只能设置成这么小，训练过程会非常缓慢，1.5w数据的话，一个epoch需要40分钟左右，这个训练速度也是正常的吗？请问有什么可以提速的方法吗？
谢谢~""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2019), the issue title (first line) and body. The maintainer: with the BERT model this is normal (the BERT part cannot be made smaller); the poster: 'yes, it is the BERT model', and the issue was closed. Prose only; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-bilstm-crf-ner-titan-xp-oom-title-only-zh",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/15",
        text=r"""我本地设备titan xp，运行代码后报OOM错误，是参数太多了吗，有人成功运行过吗""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2018), the issue title only (the body was not read). The maintainer: '减小batch_size' (reduce batch_size), it runs on his P40 and K40; closed, not disputed. Weak: prose, one line; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zhrtvc-tacotron-synthesizer-oom-titan-x-zh",
        source=_GH + "KuangDD/zhrtvc/issues/30",
        text=r"""关于训练OOM的问题请教。。

您好   我最近在尝试您提供的这套中文语音克隆方案，同时也参考了[CorentinJ/Real-Time-Voice-Cloning](https://github.com/CorentinJ/Real-Time-Voice-Cloning)在英文数据上的实现，speaker-encoder模型使用了您提供的预训练模型，提取256维的speaker-embedding，在训练synthesizer的时候总是出现OOM的问题，训练synthesizer使用了约50小时的中文语音合成数据，hparams调整为:
max_mel_frames=800
outputs_per_step=2
tacotron_batch_size=32
我的显卡是8块TITAN X，显存12GB，但是无论是单卡还是多卡训练，我始终遇到OOM的问题，希望您能指点一下，怎么调整能够使synthesizer正常训练。。""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2020), the issue title (first line) and body. The maintainer: cap the utterance length (e.g. 12 s) and lower tacotron_batch_size (e.g. 8); the poster: with tacotron_batch_size 16 it trains normally ('可以正常训练'). Prose; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="unet-keras-1024px-images-oom-1080ti-zh",
        source=_GH + "HLearning/unet_keras/issues/1",
        text=r"""图片尺寸改变导致OMM

非常感谢你的share !我在用你代码跑1024*1024的图片的时候出现了问题如下：ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[2,1025,1025,128]
请问你知道如何调这个bug吗？""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2018), the issue title (first line) and body. The maintainer: U-Net needs much GPU memory, OOM means it is exhausted, lower the input size; the poster (a 1080 Ti, batch_size=2) doubted it, the maintainer repeated that a 1080 Ti may not train 1024-pixel images; no further reply. Weak; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="captcha-trainer-2gb-gpu-cuda-out-of-memory-zh",
        source=_GH + "kerlomz/captcha_trainer/issues/16",
        text=r"""大佬我报这个错误之后，程序就停了，好像是gpu内存的问题，你能帮忙看看么?

 W T:\src\github\tensorflow\tensorflow\core\common_runtime\bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 538.33MiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.

 W T:\src\github\tensorflow\tensorflow\core\common_runtime\bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.02GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.

 E T:\src\github\tensorflow\tensorflow\stream_executor\cuda\cuda_driver.cc:936] failed to allocate 378.60M (396990720 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY

 E T:\src\github\tensorflow\tensorflow\stream_executor\cuda\cuda_driver.cc:936] failed to allocate 378.60M (396990720 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2019), the issue title (first line) and body. The poster, next day: '是我的显存太小2G不够用的，改了resize大小和batch大小能用了' (my GPU's 2 GB was too small; with a smaller resize and batch it works). Windows (the TensorFlow build paths).",
        platform="windows",
    ),
    CorpusLog(
        name="bert-utils-laptop-gtx1070-oom-zh",
        source=_GH + "terrifyzhao/bert-utils/issues/12",
        text=r"""如何用GPU跑

您好，我的笔记本电脑是GTX1070的，跑的时候报ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[4096,768] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
应该是内存不够，这应该怎么办呀？""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2019), the issue title (first line) and body. The maintainer: '显存不够，batch_size改小一点' (not enough GPU memory, make batch_size smaller); not disputed (no reply from the poster). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="fast-neural-style-gtx950-2gb-bfc-allocator-zh",
        source=_GH + "hzy46/fast-neural-style-tensorflow/issues/53",
        text=r"""请教一下各位大佬穷人用GTX950怎么跑

如题
终端的资讯
INFO:tensorflow:vgg_16/fc8
INFO:tensorflow:Use pretrained model pretrained/vgg_16.ckpt
INFO:tensorflow:Restoring parameters from pretrained/vgg_16.ckpt
2018-06-20 05:08:37.059562: W tensorflow/core/common_runtime/bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.09GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.

显存不够用怎么办...萌新表示头痛""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2018), the issue title (first line) and body. The poster, next day: '感觉2GB太小无解找了云平台' (2 GB seems too small, no fix; moved to a cloud platform) and closed it. Weak: his own conclusion, and the one log line is the allocator's warning; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bert4keras-ner-4-rtx-166mb-each-cpu-1000pct-zh",
        source=_GH + "bojone/bert4keras/issues/340",
        text=r"""训练速度很慢

在NER crf任务上感觉速度特别慢，我是4卡的RTX，每个卡只占用了166m现存，但是cpu占用1000%以上。
为什么感觉计算都放在了cpu而不是gpu呢？

我安装的时候先安装的bert4keras，然后安装的TensorFlow-gpu。
真心求教！

提问时请尽可能提供如下信息：

### 基本信息
- 你使用的**操作系统**: 
- 你使用的**Python**版本: 
- 你使用的**Tensorflow**版本: tensorflow-gpu =1.14
- 你使用的**Keras**版本: 2.3.1
- 
- 你使用的**bert4keras**版本: 0.10.6
- 你使用纯**keras**还是**tf.keras**: 
- 你加载的**预训练模型**:""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Chinese (2021), the issue title (first line) and the form as filled. The maintainer: clearly not training on the GPU because the TF GPU environment is not set up (check with tf.test.is_gpu_available()); TF 1.14/1.15 wants CUDA 10.x; the poster thanked him and went to set up those versions. Weak: the missing piece (CUDA/cuDNN for TF 1.14) is the maintainer's reading, not a log line.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-bilstm-crf-blas-gemm-launch-failed-reduce-batch-zh",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/233",
        text=r"""InternalError (see above for traceback): Blas GEMM launch failed : a.shape=(512, 2), b.shape=(2, 768), m=512, n=768, k=2

请问大家，显存问题应该在本项目代码哪进行修改限制呢""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2019), the issue title (first line, the error) and body. The maintainer: for training, make the batch or the sequence length smaller in train_helper.py; closed, not disputed. Weak: the poster's own reading is GPU memory, the log is one line; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="spaces-2080ti-batch-3-max-oom-zh",
        source=_GH + "bojone/SPACES/issues/12",
        text=r"""环境和batchsize

ubuntu 18.04
2080ti
tensorflow 1.14
keras           2.3.1
bert4keras  0.9.7
batch_size只能为3，不然就报oom；请问一下，苏神什么环境配置跑多少的batchsize。有个朋也是说同样的配置batchsize可以8，我这里跑3是在是太慢了点。另外，bert4keras多GPU要怎么弄呢？""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2021), the issue title (first line) and body. The maintainer: he uses a 24 GB card with the batch_size in the released code (the 11 GB 2080 Ti is too small for it), and pointed to the multi-GPU example; not disputed. Weak: prose.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-yolov3-new-version-resource-exhausted-zh",
        source=_GH + "YunYang1994/tensorflow-yolov3/issues/233",
        text=r"""ResourceExhaustedError：

作者你好，非常感谢你又一次更新了yolo的tf版本，但是在我使用新版训练我自己的数据集时，遇到了资源耗尽的提示，老版本的 quick_train.py也没有遇到这种问题，新版的这个问题怎么回事呢？还请作者指点""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2019), the issue title (first line) and body. The maintainer: the batch size is too large, make it or the training image size smaller; the poster: '已解决 谢谢作者' (solved, thanks). Prose only; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-yolo3-detection-980ti-unfreeze-oom-zh",
        source=_GH + "SpikeKing/keras-yolo3-detection/issues/3",
        text=r"""我在train keras-yolo3的时候，遇到了如下错误

我感觉应该是在unfreeze的时候内存溢出，但是我将batch_size已经设置为1了，
我的gpu是980ti，6G显存，够用吗？""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese (2018), the issue title (first line) and body; the error itself was a screenshot. The poster, next day: '确实是gpu显存问题' (it was indeed GPU memory): fewer epochs and batch_size 1 work, otherwise memory blows up at the unfreeze stage. Prose only; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="fpn-tensorflow-gpu-group-4-hides-single-rtx2080-zh",
        source=_GH + "DetectionTeamUCAS/FPN_Tensorflow/issues/91",
        text=r"""no CUDA-capable device is detected

tf.__version__=1.13.1
CUDA Version 10.0.130
cudnn=7.5
GPU=RTX2080
我在训练的时候发现模型使用的是cpu进行的训练,并没有用到gpu，我再配置里需要进行怎么样的配置才可以转换为GPU模式？""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note="Chinese (2019), the issue title (first line, the error) and body. The maintainer: set the GPU_GROUP parameter in cfgs.py; the poster: '成了！！非常感谢！！' (it worked). The repository sets CUDA_VISIBLE_DEVICES from GPU_GROUP, whose default is \"4\" (read in libs/configs/cfgs.py), hiding the only GPU. OS not stated.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="lanenet-train-thought-on-cpu-only-input-pipeline-zh",
        source=_GH + "MaybeShewill-CV/lanenet-lane-detection/issues/80",
        text=r"""为什么代码中训练的时候是用的CPU

想请教一下作者，代码中训练部分为什么换成了CPU，验证部分也是CPU？""",
        expected_cause=None,
        harmless=True,
        note="Chinese (2018), title and body. The maintainer: training still uses the GPU; only the data feed pipeline is placed on the CPU ('整个的训练过程还是在gpu上'); the poster thanked him. Prose only, weak; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-yolov3-first-sess-run-30s-gtx960-zh",
        source=_GH + "YunYang1994/tensorflow-yolov3/issues/107",
        text=r"""第一次运行模型花费很长时间

你好，我用电脑的GTX960测试时，定位一张图片要花30s左右的时间，不过后面几次sess.run()时时间都在100ms左右，我想问下为什么第一次sess.run()要花费这么长时间，有什么办法可以减少第一次运行所需的时间吗？""",
        expected_cause=None,
        harmless=True,
        note="Chinese (2019), title and body. The maintainer: '第一次启动初始化需要时间' (the first start needs time to initialise); not disputed (no reply from the poster). Prose only, weak; OS not stated.",
        platform="linux",
    ),
)
