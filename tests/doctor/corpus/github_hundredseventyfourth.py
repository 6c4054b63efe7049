# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-fourth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow's GPU builds used outside Python (2016-2020): the Java bindings (bytedeco/javacpp-presets, tensorflow/java, the libtensorflow_jni GPU jars), TensorFlow.js for Node (@tensorflow/tfjs-node-gpu) and the R interface (rstudio/keras).

Broken kinds held: a prebuilt binding compiled without CUDA (ops placed on the CPU), CUDA or cuDNN
libraries of the release the binding was linked against not installed or not found (libcudart.so.8.0
on a machine without CUDA, libcublas.so.9.0 with tfjs-node-gpu, tensorflow_jni.dll's dependent
libraries with the wrong CUDA on Windows, cuDNN 6 missing behind an R "module keras was not found"),
and a GPU newer than the kernels a Java build carried ("device kernel image is invalid" on a V100).
Working runs: none met with a confirmation in the stored copies.

Small and old set: most threads on these bindings from 2021 on (tfjs-node-gpu wanting CUDA 11 beside
CUDA 12, TensorFlow.NET and its Windows GPU redistributable, tensorflow/rust, Go bindings,
PhotoPrism's TensorFlow GPU initialisation) either sit in the corpus already or have no confirmed
cause in the stored text (their resolution, if any, lies past the stored opening). Three records
are comments by later posters in another person's thread who reported their own fix; their text
is their own comment only. Left out: tensorflow/tfjs#2003 (2019; two commenters fixed "The specified
module could not be found ... tfjs_binding.node" by adding cuDNN to PATH, but the opening post's
own log is not in the stored copy).

At first look (the doctor of commit 9d1f0d5) the cause was named in 5 of 6 broken logs, 3 first;
no working run. The miss is the prose-only post on the prebuilt CPU-only Java binding; the two
named but not first were led by the CPU-only-build finding (the Windows Java post) and by
'TensorFlow is not installed' (the R post, whose self-check printed 'No module named TensorFlow').
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="javacpp-tensorflow-prebuilt-binding-ops-all-on-cpu",
        source=_GH + "bytedeco/javacpp-presets/issues/294",
        text=r"""I'm using a prebuilt version of javacpp-presets's tensorflow bindings. (for SparkNet, specifically here https://github.com/amplab/SparkNet). However, whenever I create a graph with GPU nodes and load it with javacpp-tensorflow, the placement log says they are all placed on CPU. nvidia-smi does not report any GPU memory usage by the JVM either. Has anyone gotten GPU stuff to work on javacpp-tensorflow?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2016. Prose only. Maintainer saudet: 'The binaries are not compiled with CUDA enabled. Rebuilding them with CUDA enabled will work, but the binaries might stop working on machines without GPU.' and later 'Version 1.3 now contains a build with GPU support enabled. Enjoy!' The Java binding's prebuilt TensorFlow was a CPU-only build. The platform is not stated (nvidia-smi, a Spark cluster); linux is a placeholder.",
        platform="linux",
    ),
    CorpusLog(
        name="javacpp-tensorflow-jni-libcudart-so-8-0-not-installed",
        source=_GH + "bytedeco/javacpp-presets/issues/392",
        text=r"""I get the comment
java.lang.UnsatisfiedLinkError: ..... libjnitensorflow.so: libcudart.so.8.0: cannot open shared object file
when trying to run versions 0.11, 0.12, and 1.0 of your Tensorflow presets.
I am trying to run on Ubuntu CPU-only.
Do you binaries accept the CPU-only version or should I try to install the cuda 8 library even when I don't have a GPU?
Thank you""",
        expected_cause="cuda-libraries-missing",
        note="2017. Maintainer saudet: 'Just install CUDA, even if you don't have a GPU. You don't need to have a GPU to install CUDA. TensorFlow will just use your CPU automatically.', then 'Duplicate of #396' (bytedeco/javacpp-presets#396: the Maven Central TensorFlow 1.0.0-1.3 build links against libcudart). The JNI library was linked against CUDA 8.0's runtime, which was not installed. Odd: the machine has no GPU at all; the poster did not report back in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-java-windows-jni-dll-dependent-libraries-wrong-cuda",
        source=_GH + "tensorflow/tensorflow/issues/16660",
        text=r"""@alice it is not working for me in tf 1.12, with cuda 9 and cudnn 7. 
It says that java.lang.UnsatisfiedLinkError: tensorflow_jni.dll: Can't find dependent libraries.
Thanks for your answer

I have also tried with TF 1.15 and it loads well but it seems that is still using the CPU, how can I check this? Or should I call any different method? Regards""",
        expected_cause="cuda-libraries-missing",
        note="2020. Comments by carlosuc3m in the thread 'GPU support for Java in windows' (not the opening post). He reported the fix himself the next day: 'Just in case someone finds it useful, the problem that was causing this error was that I was not using the correct CUDA version. I tried for tf 1.12 and tf 1.15. For tf 1.12 I needed CUDA 9.0 and for tf 1.15 I needed CUDA 10.0'. The GPU tensorflow_jni.dll could not load the CUDA DLLs of the release it was built with. Odd: 'cuda 9' is not more precise in the post (9.0 or a later 9.x).",
        platform="windows",
    ),
    CorpusLog(
        name="r-keras-gpu-module-keras-not-found-cudnn6-missing",
        source=_GH + "rstudio/keras3/issues/102",
        text=r"""Hi, I seem to have a similar issue.

```
> mnist <- dataset_mnist() 
Error: Python module keras was not found.
```

I've uninstalled and reinstalled Keras and Tensorflow in both the main environment and the r-tensorflow environment.

If I install the cpu version of tensorflow in r-tensorflow, it seems to work. It is just the gpu version that cannot find keras.

```
(r-tensorflow) C:\Users\alice>python "tensorflow_self_check.py"
ERROR: Failed to import the TensorFlow module.

- Python version is 3.6.

- No module named TensorFlow is installed in this Python environment. You may
  install it using the command `pip install tensorflow`.

- Could not find cuDNN 6.

  The GPU version of TensorFlow requires that the correct cuDNN DLL be installed
  in a directory that is named in your %PATH% environment variable. Note that
  installing cuDNN is a separate step from installing CUDA, and it is often
  found in a different directory from the CUDA DLLs. The correct version of
  cuDNN depends on your version of TensorFlow:

  * TensorFlow 1.2.1 or earlier requires cuDNN 5.1. ('cudnn64_5.dll')
  * TensorFlow 1.3
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2017. A comment by JeffHebert in the thread 'Error: Python module was not found' (not the opening post); R keras with install_keras(tensorflow = 'gpu') on Windows. He reported the fix in the same comment: running the TensorFlow self-check script he 'discovered that I needed to upgrade the cuDNN library. This seems to have fixed the issue.' The self-check output is the one he posted from before the fix (the rest of it is cut in the stored copy). TensorFlow 1.3's GPU build needed cudnn64_6.dll; the older cuDNN made the import fail, which the R side reported as 'module keras was not found'.",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-node-gpu-libcublas-so-9-0-missing-ubuntu1804",
        source=_GH + "tensorflow/tfjs/issues/708",
        text=r"""Same problem gettind it to work on ubuntu 18.04 - 
Here's the error:
```swift
node index.js
cpu backend was already registered. Reusing existing backend
Registration of backend tensorflow failed
Error: libcublas.so.9.0: cannot open shared object file: No such file or directory
    at Object.Module._extensions..node (internal/modules/cjs/loader.js:718:18)
    at Module.load (internal/modules/cjs/loader.js:599:32)
    at tryModuleLoad (internal/modules/cjs/loader.js:538:12)
    at Function.Module._load (internal/modules/cjs/loader.js:530:3)
    at Module.require (internal/modules/cjs/loader.js:637:17)
    at require (internal/modules/cjs/helpers.js:22:18)
    at bindings (/home/alice/Desktop/MLKits/knn-tf/node_modules/bindings/bindings.js:81:44)
    at /home/alice/Desktop/MLKits/knn-tf/node_modules/@tensorflow/tfjs-node-gpu/dist/index.js:46:60
    at Environment.registerBackend (/home/alice/Desktop/MLKits/knn-tf/node_modules/@tensorflow/tfjs-node-gpu/node_modules/@tensorflow/tfjs-core/dist/environment.js:234:27)
    at Object.<anonymous> (/home/alice/Desktop/MLKits/knn-tf/node_modules/@tensorflow/tfjs-node-gpu/dist/index.js:45:8)
```
Package.json is fine, deleted node modules. installed with tfjs-node-gpu only, it gave:
```swift
Error: Cannot find module '@tensorflow/tfjs-core'
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2019. A comment by ericscottmarquez in the thread '\"cpu backend was already registered\" during import/require tfjs + tfjs-node-gpu' (not the opening post). Maintainer dsmilkov, summing up the thread a month later: 'To use GPU (Need CUDA 9.0, 9.1 won't work with the latest version) ... If part of your warning is `Error: libcublas.so.9.0: cannot open shared object file`, make sure you have Cuda 9.0 installed.' The tfjs-node-gpu libtensorflow was built for CUDA 9.0, whose cuBLAS was not found; the 'cpu backend was already registered' line is a harmless notice. The poster did not report back in the stored copy and did not say which CUDA he had; the second error (tfjs-core not found, after reinstalling) is cut in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-java-core-api-v100-device-kernel-image-invalid",
        source=_GH + "tensorflow/java/issues/104",
        text=r"""Hi,

`tensorflow-core-api:0.2.0-SNAPSHOT` is failing on AWS EC2 instances with Tesla V100 GPUs.
 all the core-api tests failed with error code:
```
CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid
```""",
        expected_cause="compute-capability-unsupported",
        note="2020. The poster (roywei) found and confirmed the cause in the same post: 'I have root caused the issue to be CUDA compute 7.0 is not enabled during compilation, running the following command and build from source again fixed the issue. `export TF_CUDA_COMPUTE_CAPABILITIES=7.0`', 'Somehow in the release build of tensorflow-core-api, compute 7.0 is not enabled'; he then opened tensorflow/java#105 to add more compute capabilities to the GPU build. The Java GPU build carried no kernels the V100 (compute 7.0) could run. Odd: maintainer saudet remarked that the build compiled PTX for 3.5 and 5.2, 'so it should still work'; the thread does not say why the JIT path failed.",
        platform="linux",
    ),
)
