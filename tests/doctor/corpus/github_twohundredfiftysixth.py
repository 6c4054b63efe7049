# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A two-hundred-and-fifty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on OCR and text-detection projects that run TensorFlow (emedvedev/attention-ocr, GlassyWing/text-detection-ocr, chineseocr/chinese-ocr), where the GPU failed or ran out of room, with the cause confirmed in the thread (2017-2019).

Broken kinds held: a string op of an exported attention-OCR frozen graph pinned to '/device:GPU:0'
(no GPU kernel, soft placement off in a TensorFlow 1 session); the CTPN text detector running out
of GPU memory on large images (twice, one a prose-only post); and TensorFlow's CTPN taking the
whole GPU so that the PyTorch CRNN recogniser in the same program found no memory. Working runs:
none met.

Small set, all from before 2020: most OCR threads that the searches returned sat in the corpus
already or had no confirmation in the stored text. Left out as unconfirmed:
emedvedev/attention-ocr#146 (the same error as #145, only a suggestion to pass --gpu-id -1), Breta01/handwriting-ocr#45 and #56 (TensorArray gradient colocation errors,
resolution not stored), xiaofengShi/CHINESE-OCR#156 (cuDNN 7.4.1 loaded, 7.6.0 built; no answer
stored), naiveHobo/InvoiceNet#49 (libcudart.so.10.1 with CUDA 10.0; only the poster's guess),
eragonruan/text-detection-ctpn#93 (gpu_nms linked to libcudart.so.9.1; a suggestion only).

At first look (the doctor of commit 9e2813a) the cause was named in 1 of 4 broken logs, 1 first
(the CTPN out-of-memory log); the string op pinned to the GPU got nothing, the PyTorch OOM behind
TensorFlow's whole-GPU reservation got only conditional install causes, and the prose-only GTX 970
post got memory-growth-disabled instead of gpu-out-of-memory. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="attention-ocr-frozen-graph-string-rank-pinned-to-gpu0",
        source=_GH + "emedvedev/attention-ocr/issues/145",
        text=r"""I am trying to perform the prediction on a single image using the following script.
import argparse
import tensorflow as tf
import numpy as np

```
def load_graph(frozen_graph_filename):
    # We load the protobuf file from the disk and parse it to retrieve the
    # unserialized graph_def
    with tf.gfile.GFile(frozen_graph_filename, "rb") as f:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(f.read())

    # Then, we can use again a convenient built-in function to import a graph_def into the
    # current default Graph
    with tf.Graph().as_default() as graph:
        tf.import_graph_def(
            graph_def,
            input_map=None,
            return_elements=None,
            name="prefix",
            op_dict=None,
            producer_op_list=None
        )
    return graph

def getImage(path):
    with open(path, 'rb') as img_file:
        img = img_file.read()
    print(img)
    return img

frozen_model_filename = "exported-model/frozen_graph.pb"
graph = load_graph(frozen_model_filename)

def ocrImage(image):
    x = graph.get_tensor_by_name('prefix/input_image_as_bytes:0')
    y = graph.get_tensor_by_name('prefix/prediction:0')
    allProbs = graph.get_tensor_by_name('prefix/probability:0')

    img = getImage(image)

    with tf.Session(graph=graph) as sess:
...
```
...
  device='GPU'; T in [DT_FLOAT]
  device='GPU'; T in [DT_BFLOAT16]
  device='GPU'; T in [DT_HALF]

	 [[{{node prefix/Rank}} = Rank[T=DT_STRING, _device="/device:GPU:0"](prefix/input_image_as_bytes)]]

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "predict.py", line 61, in <module>
    predictions = ocrImage(args.image)
  File "predict.py", line 43, in ocrImage
    x: [img]
  File "/data/work/tvs-part-rec/CRNN_Tensorflow/crnntf-env/lib/python3.5/site-packages/tensorflow/python/client/session.py", line 929, in run
    run_metadata_ptr)
  File "/data/work/tvs-part-rec/CRNN_Tensorflow/crnntf-env/lib/python3.5/site-packages/tensorflow/python/client/session.py", line 1152, in _run
    feed_dict_tensor, options, run_metadata)
  File "/data/work/tvs-part-rec/CRNN_Tensorflow/crnntf-env/lib/python3.5/site-packages/tensorflow/python/client/session.py", line 1328, in _do_run
    run_metadata)
  File "/data/work/tvs-part-rec/CRNN_Tensorflow/crnntf-env/lib/python3.5/site-packages/tensorflow/python/client/session.py", line 1348, in _do_call
    raise type(e)(node_def, op, message)
tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation prefix/Rank: Could not satisfy explicit device specification '/device:GPU:0' because no support""",
        expected_cause="op-without-gpu-kernel",
        note="2019. The frozen graph exported by aocr keeps the op devices (Rank on a DT_STRING input pinned to /device:GPU:0, which has GPU kernels only for float types); TensorFlow 1 sessions have soft placement off. Confirmed by billxljin, who hit the same error running the poster's script: 'I got the same error when I try to run your code. Here is a working version I modified base on your code', the change being tf_config.allow_soft_placement=True (and allow_growth) in the session's ConfigProto. The stored copy of the opening post is cut in the middle of the script and again in the last line of the traceback ('because no support'); the poster's follow-up issue #146 has the same message ('because no supported kernel for GPU devices is available').",
        platform="linux",
    ),
    CorpusLog(
        name="text-detection-ocr-ctpn-gpu-oom-unbounded-image-size-zh",
        source=_GH + "GlassyWing/text-detection-ocr/issues/15",
        text=r"""运行时GPU内存耗尽

CPU能够识别，想试一下GPU版本的tensorflow识别速度上是否有提升，但是GPU内存比较少，结果悲剧。
```
ResourceExhaustedError: OOM when allocating tensor with shape[1,64,710,896] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[Node: block1_conv2/convolution = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](block1_conv1/Relu, block1_conv2/kernel/read)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[Node: rpn_class/Reshape/_1549 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_633_rpn_class/Reshape", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

```
想问一下@GlassyWing, GPU最少需要多少内存，是否有办法调整？""",
        expected_cause="gpu-out-of-memory",
        note="2019. The post says recognition works on the CPU, and with tensorflow-gpu the small GPU runs out. The maintainer GlassyWing named the cause: '由于图像大小不受限，OOM实际上是不可避免的，你可以通过压缩图像来减少此类问题 ... 最根本的原因是CTPN占用内存过大' (image size is unbounded, so OOM is unavoidable; shrink the images; at root CTPN takes too much memory), with a resize function. The poster did not dispute it (issue left open). Operating system not stated in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-ocr-torch-crnn-oom-after-tf-ctpn-took-whole-gpu-zh",
        source=_GH + "chineseocr/chinese-ocr/issues/32",
        text=r"""crnn识别只能用CPU？用GPU导致out of memory？

如果把crnn.py里的GPU改成True，报如下错误：
RuntimeError: cuda runtime error (2) : out of memory at /pytorch/torch/lib/THC/generic/THCStorage.cu:58
训练不会？

gtx1080 可用显存7.8G。。。怎么可能不够""",
        expected_cause="memory-growth-disabled",
        note="2017. The project runs text detection (CTPN) in TensorFlow and recognition (CRNN) in PyTorch in one process; the OOM is PyTorch's. The maintainer wenlihaoyu named the cause after the poster's objection that a GTX 1080 has 7.8 GB: '文本检测的时候，你如果没有限制tensorflow的GPU使用量，默认会把你GPU占用完，所以torch就没有GPU可用，自然就报错了' (if TensorFlow's GPU use is not limited during text detection it takes the whole GPU by default, so torch has none left). No further objection from the poster; the issue was closed. The second paragraph is the poster's reply. Operating system not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-ocr-gtx970-ctpn-oom-then-cublas-not-initialized",
        source=_GH + "chineseocr/chinese-ocr/issues/167",
        text=r"""About GPU ram

Hello, thank you so very much for sharing your code.
I'm using gtx970 with 3.75 GB ram, would this be enough?
I'm receiving some warnings from tensorflow saying 
**out of memory while allocating 1.77Gig**
, followed up by this error
**failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED**
I was wondering could this be caused by insufficient GPU ram.""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only (the messages are paraphrased in bold, not pasted). The maintainer wenlihaoyu confirmed the poster's guess: 'ctpn模块比较耗GPU,600*900的图片，大概需要占用3900MB显存,你可以把ctpn的参数调小一些' (the CTPN module is GPU-hungry; a 600x900 image needs about 3900 MB; make CTPN's parameters smaller) - more than the 3.75 GB card has. The cuBLAS handle failure follows from the exhausted memory. Operating system not stated.",
        platform="linux",
    ),
)
