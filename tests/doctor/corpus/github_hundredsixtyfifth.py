# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A hundred-and-sixty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow/Keras object-detection and tracking repositories (qqwweee/keras-yolo3, experiencor/keras-yolo3, duongttr/vehicles-counting-yolov4-deepsort, eg4000/SKU110K_CVPR19, theAIGuysCode/yolov4-deepsort), 2018-2022.

Broken kinds held: the GPU running out of memory in YOLOv3 training (two threads, batch size too
large), the pinned pre-release tensorflow-gpu==2.3.0rc0 that pip no longer finds (no catalogue
cause), a Pipfile that installed the CPU-only tensorflow package instead of tensorflow-gpu, and a
YOLOv4 tracker that drew no boxes on an RTX 3080 Ti until the script loaded the model with Keras
instead of through the SavedModel serving signature (no catalogue cause). Working runs: none met.

Small set: the repositories of this field are well covered already, and most of the threads left
on them end without a confirmed cause in the stored text (a suggestion and no answer, or closed
as stale). Left out: Qidian213/deep_sort_yolov3#14 (2018; TensorFlow 1.3 on CUDA 9.0, upgrading to
1.8 fixed it) because the TensorFlow version came only with the fix and the record would have been
prose only, beyond the third of prose-only records; CatchZeng/object-detection-api#3 and
TannerGilbert/Tensorflow-Object-Detection-API-Train-Model#33 are in the corpus already.

At first look (the doctor of commit 9ba7267) the cause was named in 2 of the 5 broken logs, both
first; the OOM named only in the poster's words ('oom after print') was missed, the withdrawn
pre-release pin drew python-version-unsupported, and the prose post on the RTX 3080 Ti drew
setup findings (tensorflow-cpu-only-build first); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-yolo3-train-oom-batch-32-shape-32-256-52-52",
        source=_GH + "qqwweee/keras-yolo3/issues/471",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[32,256,52,52]
	 [[Node: batch_normalization_12/FusedBatchNorm = FusedBatchNorm[T=DT_FLOAT, data_format="NHWC", epsilon=0.001, is_training=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](conv2d_12/convolution, batch_normalization_12/gamma/read, batch_normalization_12/beta/read, batch_normalization_65/Const_4, batch_normalization_65/Const_4)]]
	 [[Node: yolo_loss/while_2/strided_slice_1/stack_1/_2927 = _HostRecv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_14159_yolo_loss/while_2/strided_slice_1/stack_1", tensor_type=DT_INT32, _device="/job:localhost/replica:0/task:0/device:CPU:0"](^_cloopyolo_loss/while_2/strided_slice_1/stack_2/_2673)]]""",
        expected_cause="gpu-out-of-memory",
        note="2019. casstio: 'try to decrease the batch_size'; the poster MenshovSergey: 'It is good solution. For batch_size=4 it is work.' (the tensor shape shows a batch of 32; the poster later said he ran on a GTX 1080 Ti). The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-yolo3-experiencor-raccoon-oom-gtx1080-tf141",
        source=_GH + "experiencor/keras-yolo3/issues/21",
        text=r"""OOM when training raccoon dataset

using train.py with only change dataset path, oom after print

```
Epoch 1/103
('resizing: ', 320, 320)
```

i am using tf gpu 1.4.1 keras gpu 2.1.5 python 2.7.13   single gtx1080  yolo3_one_file_to_detect_them_all is valid""",
        expected_cause="gpu-out-of-memory",
        note="2018. The title is kept as the first line. The maintainer experiencor named the cause: 'Run out of memory? Just reduce batch size in config.json.'; the poster did not dispute it and the issue was closed. The OOM message itself is only named in the poster's words ('oom after print'). The platform is not stated (linux is a placeholder; Python 2.7).",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-deepsort-vehicles-tensorflow-gpu-230rc0-not-on-pypi",
        source=_GH + "duongttr/vehicles-counting-yolov4-deepsort/issues/9",
        text=r"""Hello, i have been trying to install the requirements of this project on a new computer, when i try to install the  gpu requirements using the following command:

`pip install -r requirements-gpu.txt`

 i get this error from tensorflow package:
`ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.3.0rc0 (from versions: 1.13.1, 1.13.2, 1.14.0, 1.15.0, 1.15.2, 1.15.3, 1.15.4, 1.15.5, 2.0.0, 2.0.1, 2.0.2, 2.0.3, 2.0.4, 2.1.0, 2.1.1, 2.1.2, 2.1.3, 2.1.4, 2.2.0, 2.2.1, 2.2.2, 2.2.3, 2.3.0, 2.3.1, 2.3.2, 2.3.3, 2.3.4, 2.4.0, 2.4.1, 2.4.2, 2.4.3, 2.4.4, 2.5.0, 2.5.1, 2.5.2, 2.6.0, 2.6.1, 2.6.2, 2.7.0rc0, 2.7.0rc1, 2.7.0)
ERROR: No matching distribution found for tensorflow-gpu==2.3.0rc0
` 
any idea on how i can fix/bypass this problem? thanks.""",
        expected_cause=None,
        note="2022. The requirements file pins the pre-release tensorflow-gpu==2.3.0rc0, which is no longer offered by PyPI (the list shows 2.3.0 to 2.3.4 for this Python, so neither the Python version nor the platform is the cause). Maintainer duongttr: 'just replace 2.3.0rc0 with 2.3.0 (without rc0)'; the poster YeetMasterYeet: 'yep that works perfectly, thank you.' A withdrawn pre-release pin: no catalogue cause. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="sku110k-retinanet-aws-g3-trains-on-cpu-pipfile-tensorflow",
        source=_GH + "eg4000/SKU110K_CVPR19/issues/19",
        text=r"""I am using  AWS EC2 g3 instance for training, looks like the training is not utilizing the GPU despite i state it in the arguments

`python -u /home/alice/SKU110K_CVPR19/object_detector_retinanet/keras_retinanet/bin/train.py --gpu 0 --steps 20 --epochs 10 csv`

i benchmark the training time using my local laptop (does not have GPU), and the training speed is almost identical with the cloud, therefore i can somehow confirm the cloud is not utilizing the GPU""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose with the command line only (the screenshot in the opening post is not text). The repository's Pipfile installed the `tensorflow` package (CPU-only for TensorFlow 1.x) rather than tensorflow-gpu. yafeunteun: 'uninstall tensorflow ... install tensorflow_gpu (NOT tensorflow) ... install keras & keras_retinanet'; vinjohn, who had the same problem on the same setup ('it seems the train.py code just operates on CPU!'): '@yafeunteun Thanks, it works, so it is a bug in pipfile.' The poster's own reply is cut off in the stored copy. /home/ubuntu replaced by /home/alice.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-deepsort-rtx3080ti-no-boxes-on-gpu-serving-signature",
        source=_GH + "theAIGuysCode/yolov4-deepsort/issues/127",
        text=r"""Detection works fine on CPU but generates random boxes (wrong or no detection) on GPU

Hello, I'm testing in RTX 3080ti environment. Is there anyone who succeeded?

I looked for various problems to solve the problem, and I think the CUDA version and Tensorflow version used in 3080ti are incompatible. As I lowered the Tensorflow version, I think it's a problem related to numpy. So I used the method of training on darknet with 3080TI and detecting with 2080super.""",
        expected_cause=None,
        note="2021-2022. Prose only (title kept as the first line; the second paragraph is the poster's later comment with what he tried). DevAgarwal-588 pointed to pull request #77 ('Fix the tensorflow prediction (using models.load instead serving)': load the converted model with Keras instead of calling the SavedModel serving signature); the poster barkhaneum: 'Thank you it works perfectly for me :)'. The GPU was used; the script's inference through the serving signature gave wrong or no boxes on this setup, and the Keras loading path fixed it: no catalogue cause. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
