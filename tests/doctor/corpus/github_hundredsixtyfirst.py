# ruff: noqa: E501, W293 - log lines are quoted verbatim (long, some blank lines with spaces)
"""A hundred-and-sixty-first set of real threads, gathered apart, from GitHub issues (issues corpus): a run on the GPU that printed an alarming line, and Keras 3 / keras-hub threads where Keras with the TensorFlow backend failed on an NVIDIA GPU (tensorflow/tensorflow, experiencor/keras-yolo2, remigenet/TKAT, keras-team/keras, keras-team/keras-hub).

Broken kinds held: a prediction environment with the CPU-only TensorFlow (prose only), TensorFlow
that could not load its CUDA libraries under a Keras 3 library, and two Keras 3 / keras-hub runs
on the GPU that hung or crawled in XLA compilation and cuDNN autotuning, which Keras 3 turns on
by default (no catalogue cause). Working runs: 1 (a TensorFlow 1.10 release candidate printing an
E line about num_dev_to_dev_copy_streams, confirmed benign).

Small set, and fewer working runs than broken ones: nearly every thread the searches returned on
the usual alarming lines (NUMA node, TensorRT, "factory already registered", allocator notices,
ptxas and XLA notices) is already in the corpus or was read before, and most of the rest have no
answer or outcome in the stored copy. Left out for that reason, among others: keras-team/keras-core#322
(2023; cuDNN LSTM not compilable by XLA under the TensorFlow backend, jit_compile=False confirmed,
but the poster's error is only in a linked gist), Sxjdwang/TalkLip#49 (2024; "Could not find
TensorRT", closed by the poster as "a misunderstanding", nothing on the GPU).

At first look (the doctor of commit 4dfa702) the cause was named in 1 of the 4 broken logs, 1 first
(the CUDA libraries that could not be loaded; it named and-cuda-extra-missing second). Missed: the
prose-only CPU-build record (nothing reported), and the two records with no catalogue cause, for
which nothing was reported either (no false alarm). The working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-yolo2-predict-venv-without-tensorflow-gpu",
        source=_GH + "experiencor/keras-yolo2/issues/119",
        text=r"""Hi, I've trained with GPU, and now wanna predict using GPU.
Add these lines in frontend.py, but it didn't work. pls help
```python
import tensorflow as tf
import os
os.environ["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"
os.environ["CUDA_VISIBLE_DEVICES"] = "0"

from keras.backend.tensorflow_backend import set_session
config = tf.ConfigProto()
config.gpu_options.allow_growth=True
set_session(tf.Session(config=config))
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only (a code block, no log). Maintainer experiencor first answered that the CUDA_VISIBLE_DEVICES line in predict.py is enough; the poster then found the cause himself: 'I've figured out the root cause: when using predict, a pure predict virtual environment has been created without tf-gpu(here), after install tf-gpu. works!' The prediction environment had only the CPU TensorFlow; training had run in another one with tensorflow-gpu. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tkat-keras3-cannot-dlopen-gpu-libraries-skipping-gpu",
        source=_GH + "remigenet/TKAT/issues/5",
        text=r"""1
![Snipaste_2024-08-31_16-15-46](https://github.com/user-attachments/assets/5442ca84-26ab-4dd6-b376-8acbef26b81b)
I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2024-08-31 16:07:56.970143: I external/local_xla/xla/stream_executor/cuda/cuda_executor.cc:901] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero. See more at https://github.com/torvalds/linux/blob/v6.0/Documentation/ABI/testing/sysfs-bus-pci#L344-L355
2024-08-31 16:07:56.986239: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2256] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...""",
        expected_cause="cuda-libraries-missing",
        note="2024. TKAT is a Keras 3 library (Temporal Kolmogorov-Arnold Transformer). The issue title is the NUMA line; the line that matters is 'Cannot dlopen some GPU libraries ... Skipping registering GPU devices'. Maintainer remigenet: 'this issue is related to your tensorflow installation it seems, and have nothing to' do with the library (the rest of the comment is cut off in the stored copy); the poster did not dispute it and the issue was closed. Which libraries were missing (system CUDA or the tensorflow[and-cuda] wheels) the thread does not say. The rest of the paste is a screenshot.",
        platform="linux",
    ),
    CorpusLog(
        name="keras3-mobilenet-conv2dtranspose-xla-autotune-never-finishes",
        source=_GH + "keras-team/keras/issues/19061",
        text=r"""When I train a model built with a keras.applications app using a tensorflow backend, it never finishes a batch. When I use pytorch as a back end it trains fine.

Here is a working example:

```
    mdl = keras.applications.MobileNet()
    op = mdl.layers[85]
    op2 = keras.layers.Conv2DTranspose(1, (32, 32), (32, 32))(op.output)
    model2 = keras.models.Model(inputs = mdl.inputs, outputs = op2)

    for layer in model2.layers:
        if layer.name == "train_me":
            print("training")
        else:
            layer.trainable = False
    
    x = numpy.random.random( (4, 224, 224, 3))
    y = numpy.random.random( (4, 224, 224, 1))

    model2.compile(optimizer = keras.optimizers.Adam(0.0001), loss="mean_squared_error")

    model2.fit(x, y)
```

If I run this with a tensorflow backend, then it never finishes. If I run it with a pytorch backend then it finishes very quickly, less than 1 second. I haven't seen the tensorflow version finish yet.

This is a warning I get from tensorflow:

>2024-01-16 10:44:20.910445: E external/local_xla/xla/service/slow_operation_alarm.cc:65] Trying algorithm eng27{k2=0,k12=-1,k13=2,k14=3,k15=0,k17=171,k18=1,k23=0} for conv (f32[1,4,224,224]{3,2,1,0}, u8[0]{0}) custom-call(f32
...""",
        expected_cause="xla-compile-slow",
        note="Expected cause given when the catalogue gained xla-compile-slow; before, no catalogue cause. 2024. Keras 3 with the TensorFlow backend on a GPU. Maintainer LakshmiKalaKadali reproduced the hang (2026): 'The XLA/JIT Compilation hang is due to large kernel and stride (32, 32) in your Conv2DTranspose layer causes TensorFlow's XLA compiler to take an extremely long time to autotune/compile the graph on the first batch' and 'Please disable JIT(Set jit_compile=False) in model.compile()', after which 'The code now successfully runs on GPU'. Keras 3 compiles with XLA by default on the GPU: no catalogue cause. The poster's reply is not in the stored copy (issue open). The warning line is cut off in the stored copy where marked. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-hub-dfine-xla-autotune-unusably-slow-rtx4080",
        source=_GH + "keras-team/keras-hub/issues/2686",
        text=r"""**Describe the bug**
D-Fine back
**To Reproduce**
Try to run this kaggle notebook, it never trains.
https://www.kaggle.com/code/harshaljanjani/d-fine-quickstart-notebook

**Expected behavior**
Normal Training

**Additional context**
I decided to try **dfine nano**  on my own RTX 4080, batch_size set to 2 for training
```
Preprocessor: "d_fine_object_detector_preprocessor"
...
2026-04-19 15:51:17.121958: I external/local_xla/xla/service/gpu/autotuning/dot_search_space.cc:208] All configs were filtered out because none of them sufficiently match the hints. Maybe the hints set does not contain a good representative set of valid configs? Working around this by using the full hints set instead.
2026-04-19 15:51:17.122051: I external/local_xla/xla/service/gpu/autotuning/dot_search_space.cc:208] All configs were filtered out because none of them sufficiently match the hints. Maybe the hints set does not contain a good representative set of valid configs? Working around this by using the full hints set instead.
2026-04-19 15:51:17.122139: I external/local_xla/xla/service/gpu/autotuning/dot_search_space.cc:208] All configs were filtered out because none of them sufficiently match the hints. Maybe the hints set does not contain a good representative set of valid configs? Working around this by using the full hints set instead.
2026-04-19 15:51:17.122985: I external/local_xla/xla/service/gpu/autotuning/dot_search_space.cc:208] All configs were filtered out because none of them sufficiently match the hints. Maybe the hints set does not contain a good representative set of valid configs? Working around this by using the full hints set instead.
...
```""",
        expected_cause="xla-compile-slow",
        note="Expected cause given when the catalogue gained xla-compile-slow; before, no catalogue cause. 2026. keras-hub D-FINE with the TensorFlow backend on an RTX 4080. Contributor maitry63 named the cause from the poster's log: 'the root cause is not the DFine model itself, but the combination of XLA graph compilation and cuDNN autotuning failures on convolution-heavy layers, which leads to extreme per-step latency and stalled training', with the fix 'to disable the XLA configuration'. The poster did not dispute it in the stored copy (issue open). The long model summary and the rest of the log (including 'Compiled cluster using XLA!' and ptxas register-spill lines the answer quotes) are not in the stored copy of the opening post and are cut with '...'. No catalogue cause. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-110rc1-illegal-num-dev-to-dev-copy-streams-benign",
        source=_GH + "tensorflow/tensorflow/issues/21406",
        text=r"""Hi,

After upgrading to 1.10.0rc1, I got an error: E tensorflow/core/common_runtime/gpu/gpu_device.cc:228] Illegal GPUOptions.experimental.num_dev_to_dev_copy_streams=0 set to 1 instead. However, the program is still running. Is it still ok with this error?

Thanks,
alice""",
        expected_cause=None,
        harmless=True,
        note="2018. TensorFlow 1.10.0rc1 on the GPU; the program kept running. asimshankar (TensorFlow team): 'Yes, that is a benign message that you can ignore. We'll look into make that message less ominous!' and that it was already fixed in a later commit not in 1.10, 'so there will be spurious messages in 1.10'. The poster's signature is replaced. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
)
