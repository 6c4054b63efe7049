# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""The fifty-first set: GitHub issues written in Chinese on the trackers of vision model code (Keras/TensorFlow detection, segmentation, faces, classification), any year.

Broken set-ups: running out of GPU memory (batch too large), two TensorFlow distributions of
different releases side by side, a TensorFlow that cannot be imported on native Windows, the
CPU-only TensorFlow installed where tensorflow-gpu was needed, cuDNN trouble that left a model
running on the CPU.
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
)
