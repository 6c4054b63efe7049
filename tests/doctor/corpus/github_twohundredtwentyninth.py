# ruff: noqa: E501 - log lines are quoted verbatim
"""A two-hundred-and-twenty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) about TensorFlow with TensorRT (TF-TRT) on NVIDIA GPUs, on repositories new to the corpus for this kind (bytedeco/javacpp-presets, tensorflow/serving) and one new thread on tensorflow/tensorrt (2019-2025).

Broken kinds held, all one catalogue cause (a TensorFlow that cannot run TF-TRT): a Java build of
TensorFlow 1.12 without the TF-TRT ops that could not load a TF-TRT graph, the TensorFlow Serving
2.18.0 GPU image (TensorFlow dropped TensorRT in 2.18) that could not load a TF-TRT SavedModel the
2.17.0 image loaded, and the TF-TRT Colab notebooks failing with "Tensorflow has not been built
with TensorRT Support" on the TensorFlow Colab then shipped. Working runs: none met with a
confirmation in the stored copy.

Small set: the TF-TRT threads the searches returned (libnvinfer.so.5/6/7/8 not loaded, "Could not
find TensorRT", "getInferLibVersion symbol not found", "Linked TensorRT version (0, 0, 0)",
"Op type not registered 'TRTEngineOp'") were nearly all in the corpus already or had no
confirmation in the stored copy (the stored text of most threads ends after the opening post).
One record is prose only (the Colab notebooks; the error is quoted only in the title). Left out:
tensorflow/tensorrt#142 (2019, "How to test if my TensorFlow has TensorRT?": a question with no
failure in it; the answer that the pip tensorflow-gpu 1.14 build has no TensorRT rests on the
poster's check printing (0, 0, 0)).

At first look (the doctor of commit 3e3edd5) the cause was named in 1 of 3 broken logs, 1 first
(the prose-only Colab post, "has not been built with tensorRT support"); both logs whose only
sign is a TF-TRT op that is not registered ('TRTEngineOp' in the Java build,
'CreateTRTResourceHandle' in TensorFlow Serving 2.18) were missed, with nothing named. No working
run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="javacpp-tf112-java-trtengineop-not-registered",
        source=_GH + "bytedeco/javacpp-presets/issues/709",
        text=r"""hi,
When I tried to load a frozen graph (optimised with python tftrt API), there was an exception:

java.lang.RuntimeException: Op type not registered 'TRTEngineOp' in binary running on ***. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib, accessing (e.g.) `tf.contrib.resampler` should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed.

Any idea?

Thanks,
alice""",
        expected_cause="tensorrt-unavailable",
        note="2019. Title: 'Does tensorflow 1.12 come with tftrt (tensorflow-tensorrt)?'. The graph was converted with TF-TRT in Python and loaded with the TensorFlow 1.12 build of the Java presets. Maintainer saudet: 'Not yet, no, but this is something that is planned', then 'The updated build for TensorFlow 1.14.0-rc0 should now include support for TensorRT' and 'TensorFlow 1.14.0 included in version 1.5.1 should now work with these models.' The poster did not dispute it. The TensorFlow build lacked the TF-TRT ops. The host name was masked (***) by the poster; the platform is not said (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-serving-2-18-gpu-createtrtresourcehandle-not-registered",
        source=_GH + "tensorflow/serving/issues/4018",
        text=r"""- TensorFlow 2.18.0 has dropped tensorRT support, how about TensorFlow Serving?

I tried to host a tensorRT model with 2.18.0-gpu container, it fails with log below.
`025-01-17 19:47:04.267837: I external/org_tensorflow/tensorflow/cc/saved_model/loader.cc:466] SavedModel load for tags { serve }; Status: fail: NOT_FOUND: Op type not registered 'CreateTRTResourceHandle' in binary running on host. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib (e.g. `tf.contrib.resampler`), accessing should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed.. Took 2505621 microseconds.
2025-01-17 19:47:04.267889: E tensorflow_serving/util/retrier.cc:40] Loading servable: {name: tftrt_saved_model version: 1} failed: NOT_FOUND: Op type not registered 'CreateTRTResourceHandle' in binary running on host. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib (e.g. `tf.contrib.resampler`), accessing should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed.`

While host with 2.17.0-gpu, it is successful.""",
        expected_cause="tensorrt-unavailable",
        note="2025. Title: 'Does 2.18.0 serving has tensorRT support?'. Confirmed by the poster's own comparison in the post: the same TF-TRT SavedModel fails to load in the tensorflow/serving 2.18.0-gpu image (TF-TRT ops not registered) and loads in the 2.17.0-gpu image; TensorFlow 2.18 dropped TensorRT (also stated in NVIDIA/DeepLearningExamples#1447: 'TensorFlow 2.18.0 and later no longer support TensorRT'). No maintainer answer in the stored copy; the issue was closed as stale. The container id in the log was replaced by 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="tftrt-colab-notebook-not-built-with-tensorrt",
        source=_GH + "tensorflow/tensorrt/issues/340",
        text=r"""Hello,
I was trying out tensorflow tensorRT on the Google Colab to get some hands-on experience with tensorRT , but the code suggested in the repository is not working.

**https://github.com/tensorflow/tensorrt/blob/master/tftrt/benchmarking-python/image_classification/Colab-TFv2-TF-TRT-inference-from-Keras-saved-model.ipynb**

**https://github.com/tensorflow/tensorrt/blob/master/tftrt/benchmarking-python/image_classification/NGC-TFv2-TF-TRT-inference-from-Keras-saved-model.ipynb**

The above two git repositories show how to use a tensorflow TensorRT on a Google Colab, but this was working with tensorflow version 2.0.0, however with later versions of tensorflow 2.1.. further it is not working and throwing a run time error message saying tensorflow has not been built with tensorRT support. There has been an issue raised in the developer forums regarding this issue.

**https://forums.developer.nvidia.com/t/runtimeerror-tensorflow-has-not-been-built-with-tensorrt-support/238124/9**""",
        expected_cause="tensorrt-unavailable",
        note="2025. Prose only; the error is quoted in the title: 'RuntimeError: Tensorflow has not been built with TensorRT Support'. The poster found the fix himself, in the same post (left out of the text): 'I tried to run the tensorflow tensorRT on Google Colab and it did work after some small changes on the tensor flow 2.17.0', and his pull request NVIDIA/DeepLearningExamples#1447 lists the changes: TensorFlow 2.17.0 plus 'installation instructions for the required libnvinfer8 and libnvinfer-plugin8 packages' ('TensorFlow 2.18.0 and later no longer support TensorRT'). The Colab TensorFlow had no TensorRT it could load.",
        platform="linux",
    ),
)
