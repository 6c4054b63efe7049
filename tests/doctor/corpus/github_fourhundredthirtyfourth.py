# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A four-hundred-and-thirtyfourth set of real threads: Chinese-language TensorFlow/Keras model repositories (2018-2022), from GitHub issues on bubbliiiing/yolo3-keras, bubbliiiing/mask-rcnn-keras, bubbliiiing/ssd-tf2, BrikerMan/Kashgari, kerlomz/captcha_trainer and GuangmingZhu/AttentionConvLSTM.

Broken kinds held: TensorFlow's default GPU memory reservation leaving cuDNN nothing to start with
(Kashgari, fixed with allow_growth; captcha_trainer, fixed by lowering the reserved fraction), a
cuDNN 5.0 under a TensorFlow 1.2 built for cuDNN 5.1 (AttentionConvLSTM), GPU memory taken by
extra processes of the poster's own (yolo3-keras), and an RTX 3060 that the repository's
TensorFlow 1 / Keras stack cannot run (mask-rcnn-keras). Most posts are in Chinese; the notes
translate. All broken: 5; working runs: 1 (ssd-tf2, a Tesla T4 opening all its CUDA libraries after
the poster left macOS).

Left out: most bubbliiiing threads end, in the stored copy, with the opening post or with a
maintainer's one-line guess and no reply (yolov4-tf2#4, #16, #35; yolov4-keras#98; yolo3-keras#21;
yolox-tf2#3; retinanet-keras#3; yolov5-keras#1), or were about code and versions rather than the
GPU stack. Many Chinese OCR/NLP/speech threads (chineseocr/chinese-ocr#69, #20; YCG09/chinese_ocr#124;
xiaofengShi/CHINESE-OCR#156; nl8590687/ASRT_SpeechRecognition#59, #225; BrikerMan/Kashgari#430;
bojone/bert4keras#341) stop before any answer; bojone/bert4keras#134 was confirmed only as 'an
environment problem'. The angle's best-known threads (bubbliiiing/faster-rcnn-keras#17,
yolov4-keras#2, yolo3-tf2#7, bert4keras#254/#301/#340, chineseocr, kerlomz/captcha_trainer#16,
qqwweee/keras-yolo3#43 and others) are already held by earlier sets.

At first look (the doctor of commit 9d0e627) the cause was named in none of the 5 broken logs;
the working run was not flagged. After the changes of the same day, still none.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kashgari-tf114-cudnn-cannot-initialize-memory-growth",
        source=_GH + "BrikerMan/Kashgari/issues/325",
        text=r"""[Question] 无法按照教程进行文本分类，提示cudnn初始化失败

## Environment

- OS [e.g. Mac OS, Linux]:ubuntu18.04
- Python Version:python3.6.9
- requirements.txt:  kashgari-tf,tensorflow-gpu==1.14，cuda==10.0，cudnn==7.4.1

```txt
[Paste requirements.txt file here]
```

## Question
按照官网教程[NLP - 15 分钟搭建中文文本分类模型](https://eliyar.biz/nlp_chinese_text_classification_in_15mins/)
我尝试了cuda==10.1，cudnn==7.6.2以及最后的cuda==10.0，cudnn==7.4.1，cudnn也不能初始化。

Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/.local/lib/python3.6/site-packages/kashgari/tasks/base_model.py", line 310, in fit
    **fit_kwargs)
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/keras/engine/training.py", line 1433, in fit_generator
    steps_name='steps_per_epoch')
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/keras/engine/training_generator.py", line 264, in model_iteration
    batch_outs = batch_function(*batch_data)
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/keras/engine/training.py", line 1175, in train_on_batch
    outputs = self.train_function(ins)  # pylint: disable=not-callable
  File "/home/alice/.local/lib/python3.6/site-packages/tensorflow/python/keras/backend.py", line 3292, in __call__
    run_metadata=self.run_metadata)""",
        expected_cause="memory-growth-disabled",
        note="2020. In Chinese: title 'cannot do text classification by the tutorial: cuDNN failed to initialize'; the poster tried CUDA 10.1 + cuDNN 7.6.2 and then CUDA 10.0 + cuDNN 7.4.1 with tensorflow-gpu 1.14, and 'cuDNN still cannot initialize'. The stored copy of the opening post breaks off inside the traceback (its last line is cut). Confirmed by zacky1230, who had the same error, answering yaleimeng's suggestion: '这个问题我已经解决了' (I have solved this problem) with `config.gpu_options.allow_growth = True` in a tf.Session set for Keras; issue closed. The confirmation is another user's, not the opening poster's.",
        platform="linux",
    ),
    CorpusLog(
        name="attentionconvlstm-tf12-cudnn-50-handle-internal-error",
        source=_GH + "GuangmingZhu/AttentionConvLSTM/issues/13",
        text=r"""Dear, 

   when I run the train example , the problem occured like this:

2019-04-25 16:08:15.995839: E tensorflow/stream_executor/cuda/cuda_dnn.cc:359] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2019-04-25 16:08:15.995915: E tensorflow/stream_executor/cuda/cuda_dnn.cc:326] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2019-04-25 16:08:15.995941: F tensorflow/core/kernels/conv_ops_3d.cc:395] Check failed: stream->parent()->GetConvolveAlgorithms(&algorithms) 
Aborted

thank you!

I use tensorfloe-gpu-1.2.0 and cudnn-5.0""",
        expected_cause="cudnn-version-mismatch",
        note="2019. The poster (idealboy) the same day: 'yes, I think cudnn-5.1 will be right, thank you!' (tensorflow-gpu 1.2 was built against cuDNN 5.1; cuDNN 5.0 was installed). The poster states the cause; no later message says the run then worked. Issue left open.",
        platform="linux",
    ),
    CorpusLog(
        name="yolo3-keras-predict-cudnn-init-failed-extra-processes",
        source=_GH + "bubbliiiing/yolo3-keras/issues/42",
        text=r"""预测的predict模式

UnknownError (see above for traceback): Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[node conv2d_1/convolution (defined at C:\Users\alice\Anaconda3\envs\tensorflow-gpu\lib\site-packages\keras\backend\tensorflow_backend.py:3335) ]]
	 [[node boolean_mask_143/GatherV2 (defined at E:\project\yolo3-keras-master\yolo3-keras-master\nets\yolo3.py:291) ]]

时好时坏的""",
        expected_cause="gpu-out-of-memory",
        note="2021. In Chinese: title 'predict mode'; '时好时坏的' = 'it works sometimes and fails other times'. The poster found the cause the same day: '应该是多开了进程，内存不足卡死了' (it must be that I had opened extra processes; the memory ran out and it hung). The maintainer (bubbliiiing) only answered '啊？这是环境的问题吧' (huh? isn't that an environment problem?). The poster wrote 内存 (memory, usually host RAM), but the failure is cuDNN failing to start because other TensorFlow processes held the GPU's memory; the finding is the poster's own and hedged ('应该是').",
        platform="windows",
    ),
    CorpusLog(
        name="mask-rcnn-keras-rtx-3060-cuda-114-tensorflow-gpu-1",
        source=_GH + "bubbliiiing/mask-rcnn-keras/issues/34",
        text=r"""我cuda版本太高了（11.4），导致tensorflow-gpu无法兼容

问一下如果改为TensorFlow应该是那个版本

或者更新一下requirements也行""",
        expected_cause="compute-capability-unsupported",
        note="2022. Prose only, in Chinese: 'My CUDA version is too new (11.4), so tensorflow-gpu is not compatible. Which TensorFlow version should I change to? Or just update the requirements.' The maintainer (bubbliiiing) asked '30系显卡？' (a 30-series card?); the poster: '对，3060' (yes, a 3060) and 'I searched the whole web for Mask R-CNN and none fits my GPU environment'; the maintainer: 'tf2没什么办法，以后有空我可能会改一个tf2出来' (nothing to be done [for this TF1 code]; I may write a TF2 version later). The repository runs on TensorFlow 1 / Keras (tensorflow-gpu 1.13, CUDA 10), which has no build for the RTX 3060 (Ampere, compute capability 8.6, CUDA 11 and up). The cause is stated by the maintainer and the GPU confirmed by the poster; no fix followed. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="captcha-trainer-tf111-failed-to-allocate-2g-device-usage",
        source=_GH + "kerlomz/captcha_trainer/issues/3",
        text=r"""训练时频繁出现与内存有关的报错

Windows 10, Python 3.6.7 64-bit, CUDA 9.0, tensorflow-gpu 1.11, CNN 分支(因为 LSTM 对于我的训练数据而言似乎效果不好)
内存 8GB, 显存 6GB.
训练数据集是 5 万张 240x60 大小的 JPG 图片.

一般是执行 `python .\trains.py` 一段时间后就报错退出.报错信息有这三种情况.
1
```
Traceback (most recent call last):
  File ".\trains.py", line 185, in <module>
    train_process()
  File ".\trains.py", line 79, in train_process
    batch_x, batch_y = get_next_batch(64, False)  # 64
  File ".\trains.py", line 115, in get_next_batch
    batch_x = np.zeros([batch_size, IMAGE_HEIGHT * IMAGE_WIDTH])
MemoryError
```
2
几屏幕的 CUDA 和 tensorflow 的报错信息,大概说的是内存分配失败 (原文是 Memory, 指的是内存还是显存?), 就像这样:
```
2018-11-04 01:54:01.061494: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.00G (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
```
3
没有报错信息,执行到这里之后就直接退出了:
```
Session Initializing...
Loading history archive...
Initialized.
---------------------------------------------------------------------------------
```

但是我在任务管理器中看到,在报错退出之前,内存和显存的占用率都没有占满.这是怎么回事?应该怎么修复呢?""",
        expected_cause="memory-growth-disabled",
        note="2018. In Chinese: title 'memory-related errors keep appearing during training'; 8 GB RAM, 6 GB GPU, 50,000 240x60 images; three kinds of failure after a while (a numpy MemoryError, screens of CUDA 'failed to allocate 2.00G ... CUDA_ERROR_OUT_OF_MEMORY', or a silent exit), although Task Manager showed neither memory full. The poster the next day: '在 `config.yaml` 中设置 `DeviceUsage: 0.3` 后解决了,但性能有所下降' (solved after setting DeviceUsage: 0.3 in config.yaml, at some cost in speed); DeviceUsage is the fraction of GPU memory TensorFlow reserves at start (it had been 0.9). The maintainer (kerlomz) added that the images are large for the card and suggested a smaller batch or resizing. The host-memory MemoryError of case 1 is not separately confirmed.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="ssd-tf2-tesla-t4-cuda-101-libraries-opened",
        source=_GH + "bubbliiiing/ssd-tf2/issues/2",
        text=r"""2020-07-27 11:07:26.007587: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties: 
pciBusID: 0000:00:04.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.73GiB deviceMemoryBandwidth: 298.08GiB/s
2020-07-27 11:07:26.007629: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-07-27 11:07:26.009482: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2020-07-27 11:07:26.011165: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcufft.so.10
2020-07-27 11:07:26.011528: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcurand.so.10
2020-07-27 11:07:26.013472: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusolver.so.10
2020-07-27 11:07:26.014621: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusparse.so.10
2020-07-27 11:07:26.018172: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7""",
        expected_cause=None,
        harmless=True,
        note="2020. A working run. The poster (guxing119) pasted this log with the words '楼主你好，果然是版本问题, 开始我在mac上跑的，查了查，mac最大支持到2.0，换了个环境，就可以了，添麻烦了，多谢！' (it was indeed a version problem: I first ran on a Mac, which only goes up to TensorFlow 2.0; in another environment it works now, thanks). The opening post (the Mac problem) is not in the stored copy, and the stored comment breaks off after the cuDNN line; the log is the new Linux environment finding the Tesla T4 and opening every CUDA 10.1 library.",
        platform="linux",
    ),
)
