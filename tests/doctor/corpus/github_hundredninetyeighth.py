# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-ninety-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): tools that convert or export TensorFlow models on an NVIDIA GPU machine (TF-TRT's TrtGraphConverterV2 in the official TensorFlow GPU Docker images, tensorflow-onnx's from_graph_def), 2021.

Broken kinds held: TF-TRT unable to load TensorRT inside the official `tensorflow/tensorflow:*-gpu`
images (libnvinfer.so.7 present but its libnvrtc.so.11.1 dependency missing, or libnvinfer8 where
TensorFlow was linked against TensorRT 7), twice, once with the log and once in prose (the log was
an attached image); and a converter whose TensorFlow session took nearly all the memory of a GPU
shared with others (no memory growth). Working runs: none met.

Small set, and two of the three are prose only: most converter threads the searches returned
(tf2onnx, onnx-tensorflow, tensorflowjs_converter, coremltools, OpenVINO's Model Optimizer,
onnx2tf, TFLiteConverter, quantization and pruning on GPU) printed GPU lines only incidentally on
machines without a GPU, failed for reasons that had nothing to do with the GPU, or had no answer in
the stored copy; many TF-TRT threads with a confirmed cause are already in the corpus. One more
confirmed prose-only thread was left out to keep prose-only records from outnumbering the rest
further: onnx/tensorflow-onnx#2044 (2022; `tf2onnx.convert.from_keras` ignoring
`tf.config.set_visible_devices` and allocating on every physical GPU, out of memory on GPUs busy
training; the poster's own workaround, CUDA_VISIBLE_DEVICES set before the script, no catalogue
cause).

At first look (the doctor of commit 25eae08) the cause was named in 2 of the 3 broken logs, both
first (the TF-TRT log and the tf2onnx prose); the prose-only TF-TRT abort, whose log was an image,
was missed (nothing named). No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tftrt-docker-tf-2-6-gpu-libnvinfer7-needs-libnvrtc-11-1",
        source=_GH + "tensorflow/tensorflow/issues/53529",
        text=r"""TRT Converter not working in 2.7.0 version of official Image

**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu20.04
- TensorFlow installed from (source or binary): docker image `tensorflow/tensorflow:2.7.0-gpu`
- TensorFlow version (use command below): v2.7.0-rc1-69-gc256c071bb2 2.7.0
- Python version: Python 3.8.10
- CUDA/cuDNN version:
- GPU model and memory: Nvidia GeForce 1050

It's not working on tf 2.6 either. The conversion process end up with `Aborted (core dumped)` message in `tensorflow/tensorflow:2.6.0-gpu`.
```
2021-12-30 23:19:23.161255: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvrtc.so.11.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2021-12-30 23:19:23.161278: F tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not found.
Aborted (core dumped)
```
Here's TensorRT installation verification step done in the container.
```
ii  libnvinfer-plugin7           7.2.2-1+cuda11.1                    amd64        TensorRT plugin libraries
ii  libnvinfer7                  7.2.2-1+cuda11.1                    amd64        TensorRT runtime libraries
```""",
        expected_cause="tensorrt-unavailable",
        note="2021. The opening post's system information plus the poster's later comment with the 2.6.0-gpu log (the opening's own description of the 2.7.0 failure is cut off in the stored copy). apivovarov named the cause for the 2.7.0 image: 'Tensorflow 2.7.0 (from pypi) was built with TensorRT 7 (not 8) - it needs `libnvinfer.so.7` and `libnvinfer_plugin.so.7` but you have `libnvinfer8` installed', and gave a working recipe that uses the 2.6.1-gpu image with `export LD_LIBRARY_PATH=/usr/local/cuda-11.1/targets/x86_64-linux/lib` (where libnvrtc.so.11.1 lives; TensorRT 7.2.2 is built for CUDA 11.1 while the image carries CUDA 11.2). The TensorFlow team called the same abort in another thread (tensorflow/tensorflow#50417) 'the same LD_LIBRARY_PATH issue'. The poster answered with his own workaround (cut off in the stored copy) and did not dispute. TensorRT present but unloadable in the image: TF-TRT cannot run. tensorflow/tensorflow#53697 (apivovarov's report on the 2.7.0 image) is already in the corpus.",
        platform="linux",
    ),
    CorpusLog(
        name="tftrt-converter-tf-2-5-gpu-image-core-dumped",
        source=_GH + "tensorflow/tensorflow/issues/50417",
        text=r"""TensorRT Converter *Core Dumped*

**System information**
`tensorflow:2.5.0-gpu` base Docker container

**Describe the current behavior**
Execution is aborted (attached image)
<img width="603" alt="Capture" src="https://user-images.githubusercontent.com/45488144/123081935-2be25b80-d427-11eb-8952-2afa8e5475c2.PNG">

**Describe the expected behavior**
Performed a successful model conversion 2 weeks ago with the same script.

**Standalone code to reproduce the issue**
```
        converter = trt.TrtGraphConverterV2(
            input_saved_model_dir = self.model_dir)
        converter.convert()

        saved_model_dir_trt = os.path.join(self.model_dir, self.model_id + '_trt')
        converter.save(saved_model_dir_trt)
```""",
        expected_cause="tensorrt-unavailable",
        note="2021. Prose only (the abort was posted as an image). TensorFlow's sanjoy: '@pkanwar23 is this the same `LD_LIBRARY_PATH` issue we've seen elsewhere?'; pkanwar23 (TensorFlow): 'Yes- same issue. This should be fixed soon.' The issue meant is the official GPU images' TensorRT 7 that cannot load (libnvinfer.so.7 needs libnvrtc.so.11.1, absent), ending in 'getInferLibVersion symbol not found' and an abort (tensorflow/tensorflow#50330, in the corpus). rpytel1 added that the conversion works in nvcr.io/nvidia/tensorflow:21.07-tf2-py3 but crashes in tensorflow/tensorflow:2.5.0-gpu-jupyter, 2.5.1-gpu-jupyter and 2.6.0-gpu-jupyter. The poster did not dispute.",
        platform="linux",
    ),
    CorpusLog(
        name="tf2onnx-from-graph-def-takes-all-gpu-memory-shared-card",
        source=_GH + "onnx/tensorflow-onnx/issues/1768",
        text=r"""tf2onnx.convert.from_graph_def using all the available gpu memory

When call tf2onnx.convert.from_graph_def API in a python process using tensorflow_gpu, from_graph_def will use all the gpu memory, make it difficult for someone else who shares the GPU card with me.
I have noticed that the following code try to place the tf session on cpu device, however is does not seem to work as expected.
```
    with tf.device("/cpu:0"):
        with tf.Graph().as_default() as tf_graph:
            with tf_loader.tf_session(graph=tf_graph) as sess:
                tf.import_graph_def(graph_def, name='')
                frozen_graph = tf_loader.freeze_session(sess, input_names=input_names, output_names=output_names)
                input_names = tf_loader.inputs_without_resource(sess, input_names)
                frozen_graph = tf_loader.tf_optimize(input_names, output_names, graph_def)
```
I try to add tf.compat.v1.ConfigProto() with allow_growth=True setting, it seems to work.
I wonder if you have plan to add session config setting when using tf.Session, or did I use the API wrong?""",
        expected_cause="memory-growth-disabled",
        note="2021. Prose only (code, no log). The poster reported the fix in the opening post: a session config with allow_growth=True 'seems to work'. Maintainer guschmue: 'Hm, this is odd - tf.device should do the trick. Let me test this a little. allow_growth=True might not be the right option because if you have a really large model that already sits in gpu memory it still would not fit.' TensorFlow's session reserving nearly all GPU memory when memory growth is off; the issue stays open. The thread does not say the platform (linux is a placeholder).",
        platform="linux",
    ),
)
