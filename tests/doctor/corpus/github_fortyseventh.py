# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, tabs, trailing spaces)
"""A forty-seventh set of real threads, gathered apart: more issues written in Chinese.

Issues posted in Chinese on the trackers of TensorFlow and Keras model code (detection, OCR,
NER/BERT, speech, captcha, recommendation-style NLP, GPT-2, tutorials), with the log lines as
printed and the prose as written; the notes give the confirmation in English. One thread is a
Chinese-locale Windows log with no prose.

Broken set-ups: GPU memory too small for the model, batch or image size (the largest group,
including a BERT memory-optimizer swap failing on Windows); CUDA or cuDNN not the versions the
TensorFlow wheel was built for (prose "cuda和tf版本不兼容", a cuDNN 6 vs 5.1 DLL error, cuDNN 8.2
instead of 7.6); tensorflow and tensorflow-gpu installed side by side; a GPU of compute
capability 3.0 ignored by TF 2.4 on Windows; an RTX 3090 with TF 1.14; a run outside the GPU
environment of a shared server; an input pipeline that keeps the GPU half idle; a multi-GPU
server where TensorFlow took every card until CUDA_VISIBLE_DEVICES and memory growth were set.

Working runs: the CPU-instruction / oneDNN notice read as an error (twice, one through
tfjs-node), and the GPU memory TensorFlow reserves at start read as too much.

Many texts are prose only (an issue title, a short question); several logs were cut where the
stored excerpt ended ("..."), and some confirmations come from the maintainer only.

At first look (the doctor of commit a3ff164, after the 45th and 46th sets' changes, before this
set was read) the cause of 7 of the 20 broken logs was named (6 first); no working run was
flagged. Misses: complaints in Chinese words the doctor did not read ("使用的还是cpu", "还是只占
cpu", "gpu也没有动静"), prose that names a cause only in the answers, a GPU at 30-60% told with
its figure (an input pipeline; read that way it also flagged two working runs elsewhere, so it is
not read), GPU memory told as a question. After the change made from it (the complaints read):
7/20, none flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faster-rcnn-keras-1080ti-trains-on-cpu-tf-and-tf-gpu-zh",
        source=_GH + "bubbliiiing/faster-rcnn-keras/issues/17",
        text=r"""是按照博主的环境配置的
![image](https://user-images.githubusercontent.com/66080585/83265356-f94e3b00-a1f3-11ea-9b9d-cf06d2d9e562.png)
（我的其他项目是可以用gpu训练的。）
同时，我也在博主的train.py中加了
os.environ["CUDA_VISIBLE_DEVICES"] = "0"
可是训练的时候使用的还是cpu，无法用gpu加速，训练得太慢了。
![image](https://user-images.githubusercontent.com/66080585/83265200-bf7d3480-a1f3-11ea-901e-4a2d452147d0.png)
可爱的博主知道是什么原因吗？
求指教！

我的显卡是1080Ti，环境cuda10.0，cudnn7.4.1

第一，我提的问题里那个截图，里面写着cpu的情况，说明在运行train的时候调度的是cpu，如果我运行别可以用gpu加速的项目，运行后，应该显示GPU的情况。

第二，训练时，GPU使用情况如下图：
![image](https://user-images.githubusercontent.com/66080585/83318937-2c341580-a26c-11ea-9ba9-06073ee543bb.png)
我pycharm的gpu使用率只有7Mib，还不如我远程的teamviewer占得多，总GPU使用率只有百分之二十，说明训练的时候根本没用gpu加速。

第三，训练一轮的时间。我这里2000张图，训练一轮要1个小时40分钟，这太慢了吧。如果训练100轮，那得训练好几天啊。对于我显卡的型号，是不太科学的吧……所以时间上来看，也没有用gpu加速。""",
        expected_cause="multiple-tensorflow-distributions",
        note="Chinese, prose only (screenshots not readable). Poster (2020): '按照博主的方式解决啦！卸载了tensorflow和tens…' (solved the maintainer's way: uninstalled tensorflow and tens[orflow-gpu]…); the stored comment is cut there, so the reinstall step is not seen. Weak: both packages inferred from that sentence. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="srnet-tf14-trains-on-cpu-cuda-tf-incompatible-zh",
        source=_GH + "youdao-ai/SRNet/issues/5",
        text=r"""为何训练只能使用cpu

cfg里面设置了gpu，训练还是只占cpu，tf1.4""",
        expected_cause="cuda-libraries-missing",
        note="Chinese, title plus one line, prose only. The poster himself (2019): '解决了，cuda和tf版本不兼容' (solved: CUDA and TF versions were incompatible), i.e. the CUDA that TF 1.4 was built against was not what was installed. Weak evidence; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="label-confusion-keras-gpu-idle-cudnn-82-not-76-zh",
        source=_GH + "beyondguo/label_confusion_learning/issues/12",
        text=r"""朋友我也是，检测gpu返回是true，但是跑的时候cpu都满了gpu也没有动静，请问你解决了吗""",
        expected_cause="cudnn-version-mismatch",
        note="Chinese, prose only; a commenter's own report (2021) in a Keras project's issue 'code cannot use the GPU'. The same commenter: '我查看了一下cudnn的version，发现是8.2的版本，看来是我下载时搞错了……现在重现添加了7.6的版本，已经可以正常使用gpu了' (cuDNN was 8.2, downloaded wrongly; after adding 7.6 the GPU works). Weak: TF/CUDA versions not stated; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf12-windows-zh-locale-dll-load-failed-cudnn6-not-51",
        source=_GH + "tensorflow/tensorflow/issues/11139",
        text=r"""---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)
D:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py in swig_import_helper()
     17         try:
---> 18             return importlib.import_module(mname)
     19         except ImportError:

D:\Users\alice\Anaconda3\lib\importlib\__init__.py in import_module(name, package)
    125             level += 1
--> 126     return _bootstrap._gcd_import(name[level:], package, level)
    127

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in _gcd_import(name, package, level)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in _find_and_load(name, import_)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in _find_and_load_unlocked(name, import_)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in _load_unlocked(spec)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in module_from_spec(spec)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap_external.py in create_module(self, spec)

D:\Users\alice\Anaconda3\lib\importlib\_bootstrap.py in _call_with_frames_removed(f, *args, **kwds)

ImportError: DLL load failed: 找不到指定的模块。

During handling of the above exception, another exception occurred:

ModuleNotFoundError                       Traceback
...""",
        expected_cause="cuda-libraries-missing",
        note="Chinese-locale Windows (the OS message '找不到指定的模块' = 'the specified module could not be found'); the poster writes no prose. Poster (2017): 'already solved problem， convert cudnn version from 6.0 to 5.1' — the TF 1.2 wheel wanted cudnn64_5.dll. Only the start of the traceback was readable in the stored excerpt (cut at '...').",
        platform="windows",
    ),
    CorpusLog(
        name="ssq-windows-tf24-gpu-compute-capability-30-ignored-zh",
        source=_GH + "Liang-yc/ssq/issues/25",
        text=r"""麻烦大佬帮我看看日志, 我训练的时候是否启用了GPU在跑??

`F:\GitHub\ssq\venv\Scripts\python.exe "D:\Program Files\JetBrains\PyCharm 2020.1\plugins\python\helpers\pydev\pydevconsole.py" --mode=client --port=2435
import sys; print('Python %s on %s' % (sys.version, sys.platform))
sys.path.extend(['F:\\GitHub\\ssq', 'F:/GitHub/ssq'])
PyDev console: starting.
Python 3.7.7 (tags/v3.7.7:d7c567b08f, Mar 10 2020, 10:41:24) [MSC v.1900 64 bit (AMD64)] on win32
>>> runfile('F:/GitHub/ssq/ssq4all_v4.py', wdir='F:/GitHub/ssq')
2021-05-15 15:22:44.122567: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
WARNING:tensorflow:From F:\GitHub\ssq\poems\resnet.py:69: calling Constant.__init__ (from tensorflow.python.ops.init_ops) with dtype is deprecated and will be removed in a future version.
Instructions for updating:
Call initializer instance with the dtype argument instead of passing it to the constructor
W0515 15:22:48.327268  3008 deprecation.py:537] From F:\GitHub\ssq\poems\resnet.py:69: calling Constant.__init__ (from tensorflow.python.ops.init_ops) with dtype is deprecated and will be removed in a future version.
Instructions for updating:
Call initializer instance with the dtype argument instead of passing it to the constructor
2021-05-15 15:22:48.348672: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
...

我的cpu使用为什么还是这么高???
![image](https://user-images.githubusercontent.com/13710348/118352132-59b7c300-b592-11eb-8a53-fc233ab3709d.png)

谢谢大佬, 版本已经安装正确.但是还是没有使用到GPU..
现在说的是gpu需要一个最低的3.5的计算能力,而我的GPU计算能力才3.0.      
这种情况下,有没有办法修改tensorflow的配置,???把最低的计算能力修改为3.0??
下面是gpu的计算能力提示信息
`Ignoring gpu device with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.`""",
        expected_cause="compute-capability-too-old",
        note="Chinese, native Windows, TF 2.4-era (cudart64_110). The first log (cut in the stored excerpt) had 'cusolver64_10.dll not found'; the maintainer: running on the CPU, CUDA/cuDNN do not match TF. The poster then fixed the versions and found his GPU (compute capability 3.0) ignored, minimum 3.5; maintainer: change the card or rent a GPU server (2021). The description and two later comments of the poster are joined here.",
        platform="windows",
    ),
    CorpusLog(
        name="image-adaptive-yolo-gpu-253mb-slow-cuda-tf-versions-zh",
        source=_GH + "wenyyu/Image-Adaptive-YOLO/issues/36",
        text=r"""gpu训练慢

您好，感谢您提供如此优秀的代码，有个问题想向您请教一下，训练我在config.py选择使用gpu，但是训练特别慢，gpu显存占用也比较少，只有253MB.是不是我有别的地方没有修改？期待您的回复

您好，我也遇到这个问题，请问你是怎么解决的呢？感谢""",
        expected_cause="cuda-libraries-missing",
        note="Chinese, prose only (2022, a TF 1.x YOLO project). The confirmation is from the commenter who reported the same symptom (the last line): '我的问题是因为安装的cuda、cudnn的版本与代码的tensorflow-gpu的版本不对应导致训练并未使用gpu而是用的cpu在训，重新安装好对应的版本，训练速度和显存占用就提上去了' (CUDA/cuDNN did not match tensorflow-gpu, so it trained on the CPU; reinstalling matching versions fixed it). Weak: the original poster never replied; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="captcha-trainer-tf-gpu-16-cuda91-version-mismatch-zh",
        source=_GH + "kerlomz/captcha_trainer/issues/41",
        text=r"""tensorflow_gpu=1.6 cuda9.1 要怎么用

训练提示cuda版本不匹配 我本机已经配置了tf环境""",
        expected_cause="cuda-libraries-missing",
        note="Chinese, prose only (2020). Maintainer: 'tf最低支持1.14，tf1.14默认对应的cuda为10.0，自定义cuda版本除非是自己编译对应cuda版本的tf' (the project needs TF >= 1.14, which is built for CUDA 10.0; another CUDA only with a self-built TF); not disputed. The installed CUDA 9.1 is not the CUDA the TF wheel needs. Weak; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="asrt-p100-16gb-oom-batch-112-after-100k-steps-zh",
        source=_GH + "nl8590687/ASRT_SpeechRecognition/issues/38",
        text=r"""OOM error occurred after having 100k+ train steps

My device info: 
NVIDIA Corporation GP100GL [Tesla P100 PCIe 16GB] x 4
Model params:
AUDIO_FEATURE_LENGTH = 200
batch_size = 112

-----
bath size设置为112以上时，运行不久后便会OOM，设置为112，可以跑到10万步左右报OOM。
有两个问题请教一下：
1、请问在10万步左右挂掉后，再load最后的模型继续训练，是不是依旧从原来的数据进行重新训练，也就是说这样会导致前部分数据多次训练，而后面的数据没有机会参加训练？
2、为解决这个OOM的问题要降低AUDIO_FEATURE_LENGTH和batch_size这两种参数？""",
        expected_cause="gpu-out-of-memory",
        note="Chinese with an English title, prose only (2018, Keras/TF speech model). Maintainer recommends batch 32; the poster then reports training a day with batch_size 32 from the batch-112 checkpoint (no more OOM mentioned). The poster's own observation ties the OOM to the batch size. Weak: the error lines are not pasted.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-ocr-keras-cuda-visible-devices-still-fills-all-gpus-zh",
        source=_GH + "chineseocr/chinese-ocr/issues/91",
        text=r"""为何指定特定GPU无效

你好，感谢分享，请问为什么我用“os.environ["CUDA_VISIBLE_DEVICES"]=”的方式无法指定GPU，还是会占满所有的卡，你有考虑过这种问题吗，谢谢！""",
        expected_cause="memory-growth-disabled",
        note="Chinese, prose only (2018, Keras on TF 1.x, multi-GPU server). The maintainer's answer: set CUDA_VISIBLE_DEVICES before TensorFlow starts and create the session with gpu_options.allow_growth=True ('不全部占满显存, 按需分配'); the poster: '已经解决了，谢谢'. The fix did two things at once (the visible-device setting and memory growth), so the cause is not separated; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-chinese-ner-tf19-copyfromgputohost-no-cpu-kernel-memory-zh",
        source=_GH + "ProHiryu/bert-chinese-ner/issues/15",
        text=r"""No registered '_CopyFromGpuToHost' OpKernel for CPU devices

本来我的tensorflow是1.8.0的，发现和那个bert的源码不兼容

后来我升级到1.9.0了，可是还是报错了。更新为1.9.0报错信息如下，跪求解决方案

2019-03-12 22:29:47.417690: E T:\src\github\tensorflow\tensorflow\core\common_runtime\executor.cc:696] Executor failed to create kernel. Not found: No registered '_CopyFromGpuToHost' OpKernel for CPU devices compatible with node swap_out_gradients/bert/encoder/layer_0/attention/self/key/MatMul_grad/MatMul_1_0 = _CopyFromGpuToHost[T=DT_FLOAT, _class=["loc@gradients/bert/encoder/layer_0/attention/self/key/MatMul_grad/MatMul_1_0"], _device="/job:localhost/replica:0/task:0/device:CPU:0"](bert/encoder/Reshape_1/_4857)
	.  Registered:  device='GPU'

	 [[Node: swap_out_gradients/bert/encoder/layer_0/attention/self/key/MatMul_grad/MatMul_1_0 = _CopyFromGpuToHost[T=DT_FLOAT, _class=["loc@gradients/bert/encoder/layer_0/attention/self/key/MatMul_grad/MatMul_1_0"], _device="/job:localhost/replica:0/task:0/device:CPU:0"](bert/encoder/Reshape_1/_4857)]]
Traceback (most recent call last):
...""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, native Windows (T:\\src path of the Windows TF 1.9 wheel), BERT fine-tuning (2019). The memory optimizer's swap-out of gradients to the host fails. Maintainer: see tensorflow#22134, reduce the batch_size / the model size; another user with the same error: '我把seq length 和 max batch size分别从128和32改到了64和4才跑起来' (ran after cutting sequence length and batch size). The original poster did not reply; weak. The rest of the traceback was not readable.",
        platform="windows",
    ),
    CorpusLog(
        name="asrt-windows-gtx1060-6gb-batch-8-error-after-save-zh",
        source=_GH + "nl8590687/ASRT_SpeechRecognition/issues/193",
        text=r"""关于模型训练报错问题

模型在训练时，保存一次模型之后会出现如下错误。本人电脑显卡为GeForce 1060，batch_size设置为8，请问是因为显卡内存不够的原因吗？
2020-06-08 21:06:33.504024: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties: 
name: GeForce GTX 1060 6GB major: 6 minor: 1 memoryClockRate(GHz): 1.7845
pciBusID: 0000:01:00.0
2020-06-08 21:06:33.504241: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
2020-06-08 21:06:33.504373: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_100.dll
2020-06-08 21:06:33.504513: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cufft64_100.dll
2020-06-08 21:06:33.504648: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library curand64_100.dll
2020-06-08 21:06:33.504782: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cusolver64_100.dll
2020-06-08 21:06:33.504917: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cusparse64_100.dll
2020-06-08 21:06:33.505052: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
...""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, native Windows (cudart64_100.dll, TF 1.x/Keras speech model, 2020). Maintainer: '1060的显存只有6GB，应该是不够用的' (the 1060's 6 GB of GPU memory is probably not enough, see the project's issues doc); poster: '谢谢，我看一下'. Undisputed but not explicitly confirmed; the error lines after the library loads were not readable (cut at '...').",
        platform="windows",
    ),
    CorpusLog(
        name="yolov7-tf2-3090ti-memory-full-utilisation-under-50-zh",
        source=_GH + "bubbliiiing/yolov7-tf2/issues/3",
        text=r"""YOLO

当我对up主提供的yolo网络进行训练的时候（使用的是3090Ti显卡），在显存几乎占满的情况下，为何GPU的利用率在50%以下波动，不能达到占用GPU100%的性能去训练，请问up主有什么建议吗？""",
        expected_cause="gpu-underutilized-input-bound",
        note="Chinese, prose only (2022-12, TF2 YOLOv7). Maintainer: '加载速度比较慢，可以设置numwork' and '本身没有100就很正常' (data loading is slow, raise num_workers; not reaching 100% is normal). The GPU is used; the input pipeline is the bottleneck. Not disputed (no reply). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="entity-extractor-ner-gpu-utilisation-30-60-percent-zh",
        source=_GH + "stanleylsx/entity_extractor_by_ner/issues/6",
        text=r"""GPU 使用率

感谢分享。训练过程中GPU 使用率一直在30%到60%之间，有没有什么办法可以提高？""",
        expected_cause="gpu-underutilized-input-bound",
        note="Chinese, prose only (2021, a TensorFlow 2 NER project). Maintainer: raise the batch size, print less, and the per-batch shuffle/fetch of the next batch was never rewritten with tf.data.Dataset (the data feeding is the slow part); closed. The GPU is in use; weak (not confirmed by the poster). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-faster-rcnn-2080ti-oom-tile-512x7x7x2048-zh",
        source=_GH + "yizt/keras-faster-rcnn/issues/32",
        text=r"""执行train.py一直OOM

运行启动gpu后
`2020-02-22 10:32:07.920229: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1326] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10023 MB memory) -> physical GPU (device: 0, name: GeForce RTX 2080 Ti, pci bus id: 0000:68:00.0, compute capability: 7.5)`
提示：
`UserWarning: Converting sparse IndexedSlices to a dense Tensor of unknown shape. This may consume a large amount of memory.`
然后开始训练，就显存溢出
`2020-02-22 10:56:41.258201: W tensorflow/core/framework/op_kernel.cc:1502] OP_REQUIRES failed at tile_ops.cc:220 : Resource exhausted: OOM when allocating tensor with shape[512,7,7,2048] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
`

我在网上搜了相关问题，提示是tf.gather，但是解决方案都是针对特定代码的，您知道这是怎么回事吗？谢谢！""",
        expected_cause="gpu-out-of-memory",
        note="Chinese (2020, Keras Faster R-CNN on a 2080 Ti). Maintainer: reduce IMAGES_PER_GPU and IMAGE_MAX_DIM; poster: 'IMAGES_PER_GPU从2设为1，IMAGE_MAX_DIM从720设为500，可以运行了' (runs after lowering both). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="image-class-keras-vgg16-224-batch-32-oom-8gb-zh",
        source=_GH + "tslgithub/image_class/issues/18",
        text=r"""VGG16，显存溢出问题

config文件里面，我设置了参数batch_size = 32，normal_size = 224，然后使用VGG16之后，显存直接溢出了。训练集共3400多张图片，按说不至于吧。

我尝试了使用CPU + 内存运行，我显存8G，内存32G，想看下实际模型占用需要多少内存，结果一个batch之后，内存占用竟然达到31.1G。全部加载完图片大概是10G内存占用，也就是说中间21.1G是模型的。

我想确认下，请问up你有遇到过这个情况吗？或者有比较好的解释和解决方案吗？""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, prose only (2020, Keras image classification, 8 GB GPU). The poster then traced it to ImageDataGenerator.flow() feeding two batches at once ('显存就爆炸了') and planned to feed one batch of 32; maintainer: '把normal_size设小点' (use a smaller input size). Both agree the model/batch did not fit in GPU memory; weak (no final confirmation). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-ocr-densenet-100-hours-per-epoch-gpu-env-under-root-zh",
        source=_GH + "YCG09/chinese_ocr/issues/140",
        text=r"""训练时间

请问大家的训练时间多久啊，我的显示怎么这么久
![image](https://user-images.githubusercontent.com/41495766/50077084-592e6d00-021e-11e9-81ca-a0ac3f689d10.png)

@xxlxx1 用的就是gpu哇，您训练的时间是多久的呢

@xxlxx1 我用的就是github上的数据集呀，图片大小，batch size都没改。。。一轮需要100多个小时。。。""",
        expected_cause="tensorflow-cpu-only-build",
        note="Chinese, prose only (2018, Keras OCR on a server). Another user: 400 ms/step is usual, '是不是……没用GPU'. The poster later: '我这个是因为没有用到gpu，因为服务器的gpu环境是在root下的，当时没有用到gpu' (the GPU-enabled environment was installed under root, so his runs did not use the GPU). Weak: the TensorFlow he ran is inferred to be one without GPU support; the paste itself is an image. The poster's description and two follow-ups are joined here.",
        platform="linux",
    ),
    CorpusLog(
        name="sohu2021-baseline-rtx3090-tf114-install-question-zh",
        source=_GH + "bojone/sohu2021-baseline/issues/4",
        text=r"""请问3090如何装tf1.14的啊""",
        expected_cause="compute-capability-unsupported",
        note="Chinese, the issue title only (2021, a bert4keras baseline on TF 1.14). Maintainer points to bert4keras#301: the official TF 1.x wheels (CUDA 10) do not run on the RTX 3090, use NVIDIA's nvidia-tensorflow 1.15; poster: '好的 多谢'. Very weak: no failure is shown, only the GPU and the TF version.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt2-ml-tf-1-5b-generation-oom-on-8gb-card-zh",
        source=_GH + "imcaspar/gpt2-ml/issues/22",
        text=r"""[Discussion] 使用8G显存的显卡跑生成文本会触发OOM

请问怎样设置可以缓解一下这个状况""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, prose only (2019, a TensorFlow GPT-2 1.5B model). Maintainer: '8G 显存的卡跑 1.5B 的模型应该是比较困难的' (an 8 GB card can hardly run the 1.5B model); closed. The title states the OOM; no log. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="r3det-tf-rtx3080-10gb-memory-allocation-warnings-slow-zh",
        source=_GH + "Thinklab-SJTU/R3Det_Tensorflow/issues/112",
        text=r"""Video Memory

作者你好，我目前只有一块3080显卡，它只有10GB显存，在训练过程中经常报显存分配状态，影响速度，请问我该修改代码哪个地方呢？我看到Batch_size默认已经是1了

我应该降低哪个参数，去减少显存占用呢？""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, prose only (2020, a TF 1.x rotated-box detector). Maintainer: lower the image size / the backbone; ResNet-50 at 800x800 needs a little over 7 GB. Poster: '基于resnet50的模型我训练出来了' (trained with the ResNet-50 model). The allocation messages came from the model not fitting in 10 GB; weak (the messages are not pasted). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-tutorial-laptop-2gb-gpu-memory-often-insufficient-zh",
        source=_GH + "CreatCodeBuild/TensorFlow-and-DeepLearning-Tutorial/issues/7",
        text=r"""GPU显存问题

你好！我也是从 bilibili过来的(为什么要说‘也’？( •̀ ω •́ )y)！灰常感谢你的视频讲解！
现在有个问题是，我也是在用笔记本电脑学习tensorflow，2G显存，so。。。也是经常遇到显存不够的问题，有什么类似swap一样的东西可以增加显存的吗？""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, prose only (2016, a TensorFlow tutorial). Maintainer (also on a 2 GB GTX 960M): when GPU memory is short, make the network or the batch smaller; the GPU has no swap; otherwise upgrade the card; closed. Weak: a question about frequent out-of-memory, no log. OS not stated.",
        platform="linux",
    ),
    # -------------------------------------------------------------- harmless
    CorpusLog(
        name="nsfwjs-plugin-tfjs-node-onednn-avx2-notice-read-as-error-zh",
        source=_GH + "CikeyQi/nsfwjs-plugin/issues/15",
        text=r"""启动时报错，好像是CPU不支持什么东西

0|Miao-Yunzai  |I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2
0|Miao-Yunzai  | To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.

电脑的CPU是i5-6500""",
        expected_cause=None,
        harmless=True,
        note="Chinese (2023), a plugin running TensorFlow through tfjs-node. Maintainer: '这不是一个报错信息，而是一段关于TensorFlow二进制文件优化的说明……所以你可以无视他' (not an error, only a note about the binary's CPU optimisation; ignore it); closed. No GPU involved; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov3-tf-laptop-avx2-notice-checkpoint-fine-zh",
        source=_GH + "wizyoung/YOLOv3_TensorFlow/issues/96",
        text=r"""avx2

笔记本在运行convert_weight.py时，系统警告：Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2，这样整理出来的ckpt文件可用吗""",
        expected_cause=None,
        harmless=True,
        note="Chinese, prose with the notice quoted (2019). Maintainer: '不影响' (no effect); closed. The run worked; only the CPU-instruction notice was printed. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-image-retrieval-4gb-reserved-on-gpu-is-normal-zh",
        source=_GH + "willard-yuan/flask-keras-cnn-image-retrieval/issues/40",
        text=r"""显存占用过大

跑在gpu上占用了4G的显存 也太大了吧 这个正常吗
Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4278 MB memory)""",
        expected_cause=None,
        harmless=True,
        note="Chinese (2020, Keras image retrieval). Maintainer: '看你用的什么模型，应该是正常的' (depends on the model; it should be normal); closed. The run worked on the GPU; only the amount of reserved memory worried the poster. OS not stated.",
        platform="linux",
    ),
)
