# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A fifty-first set of real threads, gathered apart: GitHub issues by Chinese-speaking users (most
written in English, a few in Chinese) on the trackers of vision model code on Keras/TensorFlow
(detection, segmentation, faces, OCR, classification), any year (one from 2023).

Broken set-ups: running out of GPU memory (batch, input size or model too large for the card),
TensorFlow reserving nearly all GPU memory by default, two TensorFlow distributions of different
releases side by side, a TensorFlow that cannot be imported on native Windows, the CPU-only
TensorFlow installed where tensorflow-gpu was needed, cuDNN trouble and cuDNN version
mismatches, CUDA_VISIBLE_DEVICES set by a script or a default option hiding the only GPU, a GPU
too new for TensorFlow 1 (RTX 30 series), low GPU utilisation from an input-bound pipeline, and
causes outside the catalogue (a CUDA 8 code path, code written for TensorFlow 1 run under
TensorFlow 2). Working runs: an AVX2 CPU-instructions notice that the maintainer called harmless,
and a training speed on the GPU that the maintainer called normal.

At first look (the doctor of commit 89277ea, before this set was read) the cause was named in
14 of the 32 broken logs, 11 of them first; neither working run was flagged; one broken log was
given an error not its cause (a GPU idle for an input-bound step read as missing CUDA
libraries).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="yolo3-tf2-oom-batch-size-gpu-bfc-3gib-limit",
        source=_GH + "bubbliiiing/yolo3-tf2/issues/7",
        text=r"""I meet an error:

2022-01-30 10:37:36.925076: I tensorflow/core/common_runtime/bfc_allocator.cc:923] total_region_allocated_bytes_: 1074790400 memory_limit_: 3059430195 available bytes: 1984639795 curr_region_allocation_bytes_: 1073741824
2022-01-30 10:37:36.925383: I tensorflow/core/common_runtime/bfc_allocator.cc:929] Stats: 
Limit:                  3059430195
InUse:                   621716992
MaxInUse:                621716992
NumAllocs:                    1595
MaxAllocSize:             33554432

2022-01-30 10:37:36.925822: W tensorflow/core/common_runtime/bfc_allocator.cc:424] **********************************************************__________________________________________
2022-01-30 10:37:36.926021: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at cwise_ops_common.cc:82 : Resource exhausted: OOM when allocating tensor with shape[255,256,256,69] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

Could you please help me solve this problem""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer bubbliiiing answered 'reduce batch_size'; the poster did not dispute it. Posted in English on a Chinese maintainer's tracker; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="recursive-cascaded-networks-tf-1-13-beside-tensorflow-gpu-1-4",
        source=_GH + "microsoft/Recursive-Cascaded-Networks/issues/13",
        text=r"""Dear author, 
I am a graduate student from suzhou, China. Thank you for your contributions.I was able to successfully implement your work on the CPU, but there was a problem running on the GPU that I couldn't solve.Based on the error, I guess there is something wrong with the versions of tensorflow and keras.
Could you tell me What versions of tensorflow/tensorflow-gpu/keras/cuda/cudnn/ is supported/expected? Sincerely looking forward to hearing from you soon.
My settings :python36,tensorflow=1.13.1,tensorflow-gpu=1.4.0,cuda=10.0,cudnn=7.4.1,keras=2.3.1, NVIDIA F=GeFroce RTX 2080 Ti，but it is faild.
ERRORS:
![QQ图片20200324215315](https://user-images.githubusercontent.com/53649087/77433935-08db8d00-6e1b-11ea-894d-06d1e8f81daf.png)
![QQ图片20200324215327](https://user-images.githubusercontent.com/53649087/77433950-0f6a0480-6e1b-11ea-8c2a-3721c497e2e8.png)""",
        expected_cause="multiple-tensorflow-distributions",
        note="A maintainer suggested the two TensorFlow packages conflict; the poster confirmed: 'I finally upgraded the tensorflow-gpu from 1.4.0 to 1.13.0, and finally succeeded' (tensorflow-gpu 1.4 also predates CUDA 10). Prose only, errors in screenshots: weak evidence; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="xyolo-win10-new-conda-dll-load-failed-zh",
        source=_GH + "AaronJny/xyolo/issues/1",
        text=r"""```
Traceback (most recent call last):
  File "C:\ProgramData\Miniconda3\envs\xyolo37\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed: 找不到指定的模块。

During handling of the above exception, another exception occurred:...

```
win10环境，新conda环境，不用gpu，直接pip install --user xyolo。
运行demo
```
# 导入包
from xyolo import YOLO, DefaultYolo3Config
from xyolo import init_yolo_v3


# 创建默认配置类对象
config = DefaultYolo3Config()
# 初始化xyolo（下载预训练权重、转换权重等操作都是在这里完成的）
# 下载和转换只在第一次调用的时候进行，之后再调用会使用缓存的文件
init_yolo_v3(config)
# 创建一个yolo对象，这个对象提供使用yolov3进行检测和训练的接口
yolo = YOLO(config)

# 检测并在图片上标注出物体
img = yolo.detect_and_draw_image('aaa.jpg')
# 展示标注后图片
img.show()
```""",
        expected_cause="tensorflow-import-failed",
        note="The poster confirmed: '切换tensorflow版本就ok了' (switching the TensorFlow version fixed it); which DLL was missing is not said. No GPU used; weak on the deeper cause.",
        platform="windows",
    ),
    CorpusLog(
        name="ctpn-train-net-4-sec-per-iter-no-tensorflow-gpu",
        source=_GH + "eragonruan/text-detection-ctpn/issues/108",
        text=r"""i have multiple gpu, and i have set CUDAHOME and LD library. After running lib/utils/make.sh, i run ctpn/train_net.py, but it takes more than 4 sec/iter and it did not use GPU. What is the possible reason for this situation? Hope for answers, thank you very much.""",
        expected_cause="tensorflow-cpu-only-build",
        note="The poster answered himself: 'sorry, i haven't installed tensorflow-gpu'. The same user posted it in Chinese as chineseocr/chinese-ocr#129 (no answer there). Prose only; the OS (Ubuntu) is stated in the Chinese post.",
        platform="linux",
    ),
    CorpusLog(
        name="lanenet-0-8-s-per-frame-1080ti-cudnn-problem-ran-on-cpu-zh",
        source=_GH + "MaybeShewill-CV/lanenet-lane-detection/issues/118",
        text=r"""您好：
我在笔记本电脑上运行您提供的模型速度大概是一帧0.8s，在1080ti GPU机器上会稍快一点
但还是远远达不到论文提到的52fps
想请教一下不知是哪里的问题？
I1211 09:36:25.119072 9384 laneNetRun.py:118] 单张图像车道线预测耗时: 0.81228s

最耗时的代码我没动过还是这句
    t_start = time.time()
    binary_seg_image, instance_seg_image = sess.run([binary_seg_ret, instance_seg_ret],
                                                    feed_dict={input_tensor: [image]})
    t_cost = time.time() - t_start
    log.info('单张图像车道线预测耗时: {:.5f}s'.format(t_cost))""",
        expected_cause="cuda-libraries-missing",
        note="After the maintainer's warm-up advice the poster replied: '多谢大哥，已解决，cuDNN的问题，一直用的cpu' (solved: a cuDNN problem, it had been running on the CPU all along). Which cuDNN fault is not said; weak evidence, the paste shows no TensorFlow device lines; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="fpn-tensorflow-cudnn-bad-param-batchdescriptor-count-0-cuda-8",
        source=_GH + "DetectionTeamUCAS/FPN_Tensorflow/issues/4",
        text=r"""I met this problem when I tried to train for my dataset.
F tensorflow/stream_executor/cuda/cuda_dnn.cc:444] could not convert BatchDescriptor {count: 0 feature_map_count: 256 spatial: 14 14  value_min: 0.000000 value_max: 0.000000 layout: BatchDepthYX} to cudnn tensor descriptor: CUDNN_STATUS_BAD_PARAM
Aborted (core dumped)""",
        expected_cause=None,
        note="Maintainer yangxue0827 asked the CUDA version (poster: CUDA 8.0.61, cuDNN 6.0.21) and said that with CUDA 8 a commented-out code block in build_whole_network.py must be enabled; after that (and memory settings) the poster wrote 'It works, Thanks!'. Cause: the project's code path for CUDA 8 (empty batch to cuDNN), no catalogue ID.",
        platform="linux",
    ),
    CorpusLog(
        name="superpoint-rtx3060-tf1-step1-loss-nan-ampere",
        source=_GH + "rpautrat/SuperPoint/issues/296",
        text=r"""...
[07/06/2023 23:38:48 INFO] Scale of 0 disables regularizer.
2023-07-06 23:38:48.493726: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1512] Adding visible gpu devices: 0
2023-07-06 23:38:48.493769: I tensorflow/core/common_runtime/gpu/gpu_device.cc:984] Device interconnect StreamExecutor with strength 1 edge matrix:
2023-07-06 23:38:48.493774: I tensorflow/core/common_runtime/gpu/gpu_device.cc:990] 0
2023-07-06 23:38:48.493778: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1003] 0: N
2023-07-06 23:38:48.493822: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10245 MB memory) -> physical GPU (device: 0, name: NVIDIA GeForce RTX 3060, pci bus id: 0000:65:00.0, compute capability: 8.6)
[07/06/2023 23:38:53 INFO] Start training
[07/07/2023 00:01:33 INFO] Iter 0: loss 4.1784, precision 0.0006, recall 0.0583
/home/alice/superpoint/SuperPoint-master/superpoint/models/base_model.py:387: RuntimeWarning: Mean of empty slice
metrics = {m: np.nanmean(metrics[m], axis=0) for m in metrics}
[07/07/2023 00:01:45 INFO] Iter 1000: loss nan, precision nan, recall 0.0000
[07/07/2023 00:01:56 INFO] Iter 2000: loss nan, precision nan, recall 0.0000
[07/07/2023 00:02:08 INFO] Iter 3000: loss nan, precision nan, recall 0.0000""",
        expected_cause="compute-capability-unsupported",
        note="A commenter pointed to RTX 30 cards (sm_86) with the old TensorFlow 1.x/CUDA 10 stack; the poster (a Chinese user, writing English) confirmed: 'Yes, I can confirm that it's the RTX30 series cards, I tried all versions of tensorflow in RTX30 series cards and they all failed ... the pytorch version superpoint is OK.' Only the tail of the paste was visible (head cut, marked '...').",
        platform="linux",
    ),
    CorpusLog(
        name="yolo-tensorflow-oom-1024-512-3-3-gtx-1080",
        source=_GH + "hizhangp/yolo_tensorflow/issues/12",
        text=r"""# ResourceExhaustedError: OOM when allocating tensor with shape[1024,512,3,3]

thanks for your code! and i find this error when i training yolo-tensorflow in GPU device!  i want to know how to solve it? if you have better ideal please answer me !  my GPU device is GT 1080!""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer hizhangp: 'This is out of memory error, you should use small batch size.'; the poster did not dispute it. Title plus prose only (a Chinese user writing English), 2017.",
        platform="linux",
    ),
    CorpusLog(
        name="lanenet-culane-107m-gpu-memory-tensorflow-cpu-installed",
        source=_GH + "MaybeShewill-CV/lanenet-lane-detection/issues/72",
        text=r"""I use the model to train the CULane dataset, but there are questions:
1 the GPU memory is used 107M, seems that the gpu didn't work. 
2 the training stops at the 3840th epoch, it is very strange, why?

@MaybeShewill-CV need your help, thanks!""",
        expected_cause="tensorflow-cpu-only-build",
        note="Maintainer: check that the TensorFlow GPU version is installed; the poster (a Chinese user writing English) confirmed: 'yes, I have found that I use the tensorflow-cpu version.' Prose only, 2018; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="remote-sensing-segmentation-3080ti-low-gpu-util-one-hot-labels-zh",
        source=_GH + "TachibanaYoshino/Remote-sensing-image-semantic-segmentation/issues/10",
        text=r"""你好，我再使用您模型训练的时候，遇到总是卡在model.fit()那一步，训练开始后不打印任何信息，让我感觉像是卡了一样，请问这正常吗？

打扰了，训练卡住是由于数据加载的时候迭代器解析图片格式错误，已经解决了。但是我想继续请教您一下，您的训练是在什么显卡上计算的呢，我使用3080ti 显存12G，发现GPU利用率很低，像是主要时间花在了数据搬运上。请问您有这方面的经验吗？此外，标签16通道（32 bit float）的时候，数据会扩展地很大，这一点有没有办法解决呢？""",
        expected_cause="gpu-underutilized-input-bound",
        note="The poster's description and follow-up comment. Maintainer: make the one-hot labels of all the data before training so the pipeline is faster; poster: '我明白了，知道问题出在哪里了，加载数据应该主要是独热码那一块耗时过大' (data loading, the one-hot step, takes too long). Prose only; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="cps-ocr-engine-1060-cpu-training-cuda-visible-devices-4-in-script-zh",
        source=_GH + "AstarLight/CPS-OCR-Engine/issues/1",
        text=r"""# 请问这是没有用gpu训练吗

我看代码里写的是调用GPU 但一直调用的是CPU训练  我有一块1060显卡""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note='Maintainer: look at line 7 of Chinese_OCR.py and comment it out; BBge: \'注释掉第七行后成功解决了，感谢！\'. In the repository that line is os.environ["CUDA_VISIBLE_DEVICES"] = "4" (hides the only GPU). The issue body is empty; the text is the title and BBge\'s first comment (apparently the poster). Prose only, 2018.',
        platform="linux",
    ),
    CorpusLog(
        name="avod-maxbytesinuse-registered-devices-cpu-default-device-1",
        source=_GH + "kujason/avod/issues/133",
        text=r"""In training process,there is a problem in trainer,py in line 98:InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'MaxBytesInUse' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'

	 [[Node: MaxBytesInUse = MaxBytesInUse[]()]]

how can I solve it ?""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="The poster answered later: 'choose your GOU id.For example:gpu=0'; another user confirmed setting default_device = '0' in run_training.py solved it (one GPU, id 0). run_training.py defaults --device to '1' and writes it to CUDA_VISIBLE_DEVICES. The maintainer later added that Registered devices: [CPU] means the GPU is not used. 2019; a Chinese user writing English.",
        platform="linux",
    ),
    CorpusLog(
        name="east-multigpu-train-gpu-memory-nearly-0-tensorflow-not-gpu",
        source=_GH + "argman/EAST/issues/245",
        text=r"""multigpu_train.py --gpu_list=0 --input_size=512 --batch_size_per_gpu=2
It seems to be normal that train this model. However the GPU memmory usage is nearly 0 as shown following: 
![image](https://user-images.githubusercontent.com/34571270/54471878-3bb87180-4814-11e9-9652-afd90630bde6.png)
The training processing is shown as following:
![image](https://user-images.githubusercontent.com/34571270/54471892-6f939700-4814-11e9-92f2-820a5699b7bf.png)""",
        expected_cause="tensorflow-cpu-only-build",
        note="The poster answered: 'Sorry, I have solved the issue. Because I installed tensorflow instead of tensorflow-gpu'. Prose and screenshots only (a Chinese user writing English), 2019.",
        platform="linux",
    ),
    CorpusLog(
        name="crnn-tensorflow-chinese-model-gpu-util-0-tensorflow-beside-tensorflow-gpu",
        source=_GH + "MaybeShewill-CV/CRNN_Tensorflow/issues/209",
        text=r"""but when i train the chinese model,i met a question:even though i add os.environ['CUDA_VISIBLE_DEVICES'] = "0" and with tf.device('/gpu:0')  in train_tfrecords.py,i just can't use gpu to train,through watch nvidia-smi ,the GPU Memory-Usage and GPU-Util  Compute M is all 0,can you tell me why?please""",
        expected_cause="multiple-tensorflow-distributions",
        note="The poster's follow-up comment (the issue opened about a model download). Poster: 'i install tensorflow ang tensorflow-gpu all, so when i train, maybe it use tensorflow firstly, so i uninstall tensorflow and retain the tensorflow-gpu, then can use gpu successfully'. Prose only, 2019, a Chinese user writing English.",
        platform="linux",
    ),
    CorpusLog(
        name="attentive-gan-derainnet-train-with-gpu-tensorflow-gpu-not-installed",
        source=_GH + "MaybeShewill-CV/attentive-gan-derainnet/issues/44",
        text=r"""hello；
Which parameters should I modify so that training can be done under the gpu?
look forward to your reply
thank you very much""",
        expected_cause="tensorflow-cpu-only-build",
        note="Maintainer: check that TensorFlow or CUDA is correctly installed; the poster: 'I  install the tensorflow gpu, the program can train with gpu'. Prose only (no log; the set-up is implied), 2019, a Chinese user writing English.",
        platform="linux",
    ),
    CorpusLog(
        name="jrmot-3d-detector-cudnn-7102-loaded-tf-1-4-compiled-6021",
        source=_GH + "StanfordVL/JRMOT_ROS/issues/9",
        text=r"""...
This is my hosting configuration environment:
```python
nvcc -V
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2016 NVIDIA Corporation
Built on Tue_Jan_10_13:22:03_CST_2017
Cuda compilation tools, release 8.0, V8.0.61

---------
cudnn: 
libcudnn.so.6.0.21
```
I am now going to reinstall cudnn7 to try and resolve it.

```
E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7102 (compatibility version 7100) but source was compiled with 6021 (compatibility version 6000).
```""",
        expected_cause="cudnn-version-mismatch",
        note="The poster's two comments (the issue body with the first 'cuDNN launch failure' was not visible). Maintainers pointed to the cuDNN/CUDA versions; the poster concluded: 'mainly caused by inconsistent versions of tensorflow ... built in tensorflow 1.8 environment. And I have tensorflow 1.4 installed ... It was fixed when I ...' (a Chinese user writing English, 2020).",
        platform="linux",
    ),
    CorpusLog(
        name="pfld-tf-1-6-cuda-9-gpu-low-util-euler-angles-on-cpu-zh",
        source=_GH + "guoqiangqi/PFLD/issues/10",
        text=r"""# tensorflow gpu是1.6.0版本的，cuda是9.0版本的，尝试训练GPU，可一直失败，是版本号对不上嘛

使用不了gpu训练，一直在用cpu跑""",
        expected_cause="gpu-underutilized-input-bound",
        note="Title plus the poster's reply to the maintainer's question. Maintainer guoqiangqi: the GPU is used, but the Euler angles are computed from the ground truth on the CPU outside the TF session, so GPU utilisation is low and time goes to the CPU; move that computation into preprocessing. The poster accepted ('好的，谢谢你'). Prose only, 2019; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-psenet-low-gpu-util-io-bound-zh",
        source=_GH + "xiaomaxiao/PSENET/issues/3",
        text=r"""您好，我在训练的时候GPU利用率特别低，有什么办法可以提高吗？""",
        expected_cause="gpu-underutilized-input-bound",
        note="Maintainer xiaomaxiao: '可能是卡在io了' (probably stuck on I/O); months later the poster answered '解决了' (solved) without details. Prose only, weak evidence; 2019; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="yolo-for-k210-trains-on-cpu-by-default-tensorflow-gpu-missing",
        source=_GH + "TonyZ1Min/yolo-for-k210/issues/9",
        text=r"""as the topic, i found the script use cpu to train as default configration ,you guys know how slow it is ,so anyway to specify gpu to train ?thanks in advance""",
        expected_cause="tensorflow-cpu-only-build",
        note="The poster answered himself: 'i found just to install tensorflow-gpu to enable gpu trainment'. Prose only, 2021; a Chinese user (amateur-radio call sign) writing English; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deep-image-matting-avx2-cpu-feature-warning-no-harm",
        source=_GH + "foamliu/Deep-Image-Matting/issues/30",
        text=r"""Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2

which tensorflow could  i   select   ?

my   cpu   was    Intel(R) Core(TM) i5-4210U   CPU  @1.70GHz  2.39""",
        expected_cause=None,
        harmless=True,
        note="The maintainer (foamliu) answered 'This warning causes no harm.' and closed it; the poster did not dispute. Title line plus prose only (2019); weak evidence; platform not stated; the poster's language is not certain (tracker of a Chinese maintainer).",
    ),
    CorpusLog(
        name="facenet-train-softmax-gpu1-oom-shape-90-8-8-128-batch-size",
        source=_GH + "davidsandberg/facenet/issues/342",
        text=r"""Hi @davidsandberg ,
when I run the code with GPU1，the issue arise
> ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[90,8,8,128]

I add the code in train_softmax.py,
```
import os
os.environ["CUDA_VISIBLE_DEVICES"] = "1"
```
in order to use the GPU1.
Hope to get your help!""",
        expected_cause="gpu-out-of-memory",
        note="The maintainer (davidsandberg) answered 'Try to set the batch_size to a small value. This will require less GPU memory when training.'; the poster replied '@davidsandberg Thanks.' and the issue was closed. 2017, a Chinese user writing English; one error line plus prose; platform not stated.",
    ),
    CorpusLog(
        name="mobilenet-ssd-keras-3070ti-tf-2-5-dll-load-failed-repo-needs-tf1-zh",
        source=_GH + "bubbliiiing/mobilenet-ssd-keras/issues/17",
        text=r"""DLL load failed: 找不到指定的模块

我使用GPU:GTX3070Ti，cuda11.0, cudnn8004, tensorflow2.5.2, pytorch1.7.1,出现了DLL load failed: 找不到指定的模块 的问题。""",
        expected_cause=None,
        note="The maintainer (bubbliiiing) answered '这是tf1的keras，不是tf2的keras' (this code is for TensorFlow 1 Keras, not TF2); the poster did not dispute. Confirmed cause: a TensorFlow major version the code does not support (no catalogue ID). Title plus prose only (2022, Windows); weak evidence.",
        platform="windows",
    ),
    CorpusLog(
        name="ssd-keras-ssd7-gpu-usage-5-percent-gtx-1070-data-generator-bottleneck",
        source=_GH + "pierluigiferrari/ssd_keras/issues/109",
        text=r"""Hi @pierluigiferrari

Your tutorials are really amazing, they help me a lot in understanding SSD architecture. I appreciated. 

In addition, I am following your tutorial to repeat ssd7 model training process, and I found during training GPU usage was really low( about 5% with my gtx 1070 laptop version) when batch size =32,  I guess it might be caused by data generator. Then, I increased batch size=64, however, it reported out of memory issue. 

Do you have any suggestions regarding training? 

Thank you
![oom](https://user-images.githubusercontent.com/32579634/39226586-e968397a-4818-11e8-96d3-35d5032c25d9.PNG)

Hello @pierluigiferrari 

I tried again on my lab's desktop (2 GTX1080Ti, and 64gb memory), and it generated the same result; crashed when batchsize =64. So I guess probably there is something wrong with the "data generator" codes. How can I train the model without generator part? Thank you""",
        expected_cause="gpu-underutilized-input-bound",
        note="The maintainer (pierluigiferrari) answered that data augmentation and JPG decoding are expensive and 'if you have a very small model like SSD7, the generator becomes the bottleneck'; the issue was closed and the poster did not dispute. 2018, a Chinese user writing English; prose only (the batch-64 OOM is a side remark); platform not stated.",
    ),
    CorpusLog(
        name="pspnet-tf-reproduce-cityscapes-4-titan-xp-resource-exhausted-batch-size",
        source=_GH + "holyseven/PSPNet-TF-Reproduce/issues/23",
        text=r"""Hi, I try to learn to train pspnet on cityscapes(only train dataset), but after several iters , always ResourceExhaustedError, I try to reduce batch_size and train_size from 864 to 512.and I use
4*TITAN-XP(12G). Could you give to some advice? Thank you  so much!
`python ./run.py --network 'resnet_v1_101' --visible_gpus '0,1,2,3' --reader_method 'queue' --batch_size 4  --poly_lr 1 --lrn_rate 0.01 --momentum 0.9 --weight_decay_mode 0 --weight_decay_rate 0.0001 --weight_decay_rate2 0.001 --database 'Cityscapes' --subsets_for_training 'train'  --train_image_size 512 --snapshot 10000 --train_max_iter 50000 --test_image_size 512  --random_rotate 0 --fine_tune_filename './z_pretrained_weights/resnet_v1_101.ckpt'`""",
        expected_cause="gpu-out-of-memory",
        note="The maintainer (holyseven) answered: try batch size 2, smaller crop sizes, or resnet_v1_50; the issue was closed and the poster did not dispute. 2019, a Chinese user writing English; prose plus the command, no log lines; platform not stated.",
    ),
    CorpusLog(
        name="pspnet-tensorflow-ade20k-eval-oom-two-k40c-memory-option",
        source=_GH + "hellochick/PSPNet-tensorflow/issues/19",
        text=r"""OOM when allocating tensor with shape

Hi, thank you very much for contributing this codes.

However, when I evaluate with ade20k dataset, I got the error:

"OOM when allocating tensor with shape"

I'm using two Tesla K40c with total memory 12G.

Could you help me?

Thank you in advance!""",
        expected_cause="gpu-out-of-memory",
        note="The poster answered himself: 'I have solved my problem by changing config.gpu_options.allow_growth = True with config.gpu_options.allow_growth = 0.9'. A later commenter suggested BATCH_SIZE = 1. 2018, a Chinese user writing English; prose only; weak evidence (the stated fix is a GPU-memory setting); platform not stated.",
    ),
    CorpusLog(
        name="tensorpack-fasterrcnn-gtx-1070ti-8g-always-out-of-memory",
        source=_GH + "tensorpack/tensorpack/issues/1430",
        text=r"""What GPUs do you use to train FasterRCNN？My GPUs are always out of memory.

I try to train your FasterRCNN example in my GTX 1070ti which memory is 8G, but the training fail because it runs out of memory. What GPUs do you use to train FasterRCNN？
Is there any way to solve this problem?

Oh, by the way, I want to change the batchsize in the train to reduce the use of  memory, but I find that the batchsize is 1, is that correct?""",
        expected_cause="gpu-out-of-memory",
        note="The maintainer (ppwwyyxx) answered 'We use larger GPUs. You can use smaller image resolution. It's correct that batch size is 1'; the issue was closed and the poster did not dispute. 2020, a Chinese user writing English (full-width question marks); prose only; platform not stated.",
    ),
    CorpusLog(
        name="tensorflow-fcn-gtx-1080-oom-batch-larger-than-5-640x480",
        source=_GH + "MarvinTeichmann/tensorflow-fcn/issues/11",
        text=r"""Out of Memory if the batch size is larger than 5

I use GTX 1080 (8G). The size of images in train datasets are 640*480.
When the batch size is larger than 5, GPU will out of memory. The weight is 515MB, so is there something wrong?
Second, the training is very slow. If batch size is 2, five seconds are needed. 
Do you know the reason, thanks!@MarvinTeichmann""",
        expected_cause="gpu-out-of-memory",
        note="The maintainer (MarvinTeichmann) answered 'No, nothing is wrong here. Storing gradients during backprop need a lot of memory. I usually train with batch size of 1.' (he also suggested checking for an I/O bottleneck); the poster thanked him and did not dispute. 2016, a Chinese user writing English; prose only; platform not stated.",
    ),
    CorpusLog(
        name="zhixuhao-unet-1050ti-4gb-oom-shape-4-256-257-257",
        source=_GH + "zhixuhao/unet/issues/42",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[4,256,257,257]

so has anyone met this problem?
I run the code and it told me that my GPU memory is not enough, my device is 1050ti 4GB, so what device you use to run this code? can you tell me?  Thank you so much!""",
        expected_cause="gpu-out-of-memory",
        note="A commenter explained 'Error was caused because your device memory was lower that the expected' and that the maintainer had just updated the repository; the poster confirmed 'I run the new repository right now, it seems that no error happen'. 2018, a Chinese user writing English; title error line plus prose; platform not stated.",
    ),
    CorpusLog(
        name="niftynet-unet-2d-oom-tensor-shape-empty-gpu-only",
        source=_GH + "NifTK/NiftyNet/issues/260",
        text=r"""I got this error :
ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [] and type float
	 [[{{node UNet2D/TwoConv_4/conv_relu_1/conv_/w/Initializer/truncated_normal/stddev}} = Const[_class=["loc:@UNet2D/TwoConv_4/conv_relu_1/conv_/w/Assign"], dtype=DT_FLOAT, value=Tensor<type: float shape: [] values: 0.0167473406>, _device="/job:localhost/replica:0/task:0/device:GPU:0"]()]]

when trying to run 2D-unet on GPU for cells segmentation tasks following the new tutorial in ./demos/unet
If I change the mode to run on CPU then everything is fine.
Why would this happen?""",
        expected_cause="gpu-out-of-memory",
        note="A maintainer (tomvars) answered 'This suggests your GPU doesn't have enough memory to load the 2D-unet. You could try reducing the batch size and making sure that the memory on your NVIDIA GPU is cleared'; the poster replied 'Thank you very much, I resolved this problem!'. 2018, a Chinese user writing English; platform not stated.",
    ),
    CorpusLog(
        name="tf-unet-batch-size-2-gpu-out-of-memory-572-input",
        source=_GH + "jakeret/tf_unet/issues/61",
        text=r"""Hi, your default batch_size for training is 1 in line 305 of unet.py. This confuses me because I think a bigger batch_size is better (I usually use 64 as batch_size in image classification).
 Well I tested batch_size  2 or 3 or 5, and met "GPU out of memory" problem. So is it the reason why you use batch_size = 1? Or maybe there are other reasons that batch_size has to be 1? If batch_size could be bigger than 1, then is there any solutions to reduce parameter numbers to save GPU memory?
I'm new to this field, thank you so much about your sharing.
:)""",
        expected_cause="gpu-out-of-memory",
        note="A commenter (amejs) answered that the batch size is 1 because of the 572x572 input size (reduce the input to raise the batch); the poster confirmed from the paper ('Yes I found it!! Thanks sooooooo much!'). 2017, a Chinese user writing English; prose only; platform not stated.",
    ),
    CorpusLog(
        name="captcha-trainer-gpu-batch-64-one-step-per-second-normal",
        source=_GH + "kerlomz/captcha_trainer/issues/5",
        text=r"""when using gpu, batch size = 64, around 1step/s, is it normal training speed?

![image](https://user-images.githubusercontent.com/18577463/50264092-1229bd00-0454-11e9-8313-790f819b4207.png)""",
        expected_cause=None,
        harmless=True,
        note="The maintainer (kerlomz) answered 'This is normal.'; the poster replied 'thanks~~' and the issue was closed. 2018, a Chinese user writing English; title prose plus a screenshot link only; weak evidence; platform not stated.",
    ),
    CorpusLog(
        name="nima-keras-one-hour-per-epoch-only-tensorflow-1-4-installed",
        source=_GH + "titu1994/neural-image-assessment/issues/33",
        text=r"""Hello, how long does it take for you to train with 250000 images? I am training with a small sample of  1000 images, and each epoch is taking about 1 hour. Is this time normal I haven't done much machine learning before so I don't have a good concept of this. The machine i use have a good nvidia gpu. Do i need any adjustment or tensorflow can automatically find the gpu and use it? Currently i only installed tensorflow 1.4. thanks for the help!""",
        expected_cause="tensorflow-cpu-only-build",
        note="The maintainer (titu1994) answered 'Make sure you use `pip install tensorflow-gpu` to use the GPU on your system.'; the issue was closed and the poster did not dispute. 2018, a Chinese user writing English; prose only; weak evidence (no confirmation that the GPU build fixed it); platform not stated.",
    ),
    CorpusLog(
        name="deepface-analyze-models-gpu-memory-high-after-first-model",
        source=_GH + "serengil/deepface/issues/237",
        text=r"""I can run the model with gpu. However I noticed there are always large percentage of gpu memory occupied. 

To figure out whether it is due to large size of model. I try to load face analyze models one by one and monitor the gpu memory usage. The result is that after loading the first model, the memory is already pretty high. And for the following ones, it stops increasing. 

So is this a bug to load all the models as once internally? Since my gpu memory is quite large, and I never see a single model can consume such large memory. @serengil 

![image](https://user-images.githubusercontent.com/18489060/118586709-cec30c80-b7cd-11eb-99a8-0d0054e47347.png)""",
        expected_cause="memory-growth-disabled",
        note="The maintainer (serengil) answered 'Tensorflow applies greddy approach. I mean that it allocates everything ... You can optionally set allow_growth argument ... So, that's not a bug.'; the issue was closed and the poster did not dispute. 2021, a Chinese user writing English; prose plus a screenshot link; platform not stated.",
    ),
    CorpusLog(
        name="faster-rcnn-tf-demo-cudnn-5006-loaded-compiled-5103",
        source=_GH + "smallcorgi/Faster-RCNN_TF/issues/12",
        text=r"""Loaded runtime CuDNN library: 5006 (compatibility version 5000) but source was compiled with 5103 (compatibility version 5100)

I got an error when I run the demo.py with GPU.
Environment: ubuntu14.04+python2.7+cuda7.5+cudnn5.1
```
root@host:~/Workspace/faster-rcnn-master# python tools/demo.py --model models/VGGnet_fast_rcnn_iter_70000.ckpt 
```
The error is as follows:
```
Loaded network models/VGGnet_fast_rcnn_iter_70000.ckpt
E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 5006 
(compatibility version 5000) but source was compiled with 5103 (compatibility version 5100).  
If using a binary install, upgrade your CuDNN library to match. 
If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
F tensorflow/core/kernels/conv_ops.cc:532] Check failed: stream->parent()->GetConvolveAlgorithms(&algorithms) 
Aborted (core dumped)
```

**Thanks!**""",
        expected_cause="cudnn-version-mismatch",
        note="A commenter said the same error came from having cuDNN v5.0 installed; the poster confirmed 'Hooray~~~The steps I solved the problems as follows: First, remove the current cuDNN files, and reinstall the cuDNN v5.1 with official steps'. 2016, a Chinese user writing English; host name replaced with 'host'.",
    ),
)
