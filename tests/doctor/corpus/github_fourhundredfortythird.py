# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-fortythird set of real threads: deep-learning engines used from Java and Scala on NVIDIA GPUs (2019-2026), from GitHub issues on deeplearning4j/deeplearning4j, deepjavalibrary/djl, qupath/qupath-extension-djl and NVIDIA/cudf-spark (the RAPIDS Accelerator for Apache Spark).

Broken kinds held: the CUDA runtime that the native build was made for is not on the machine or
not on the loader path (nd4j-cuda-11.4 with only CUDA 12.4 installed; CUDA 10.0 DLLs off PATH
for nd4j-cuda-10.0 on Windows; the cudf jar built for CUDA 10.1 on an EMR node without
libcudart.so.10.1; DJL not finding libcudart after a CUDA 12.3 runfile install; the CUDA 11.1
NVRTC builtins missing for DJL's cu111 PyTorch on a CUDA 11.3 Windows box), and DJL loading its
CPU-only PyTorch on an RTX 5090 it could not classify. All broken: 6; working runs: 0.

Left out: most threads on these repositories hold no confirmation in the stored copy (djl#1670,
#1977, #2130, #2573, #2788, #3617, #3657; deeplearning4j#8153, #8221; qupath-extension-wsinfer#33,
qupath-extension-djl#44; TensorFlow.NET#258; Keras.NET#213; spark-nlp#14109 and
onnxruntime#19137), or the fix came from another commenter, not the poster (djl#3181,
deeplearning4j#7781, TensorFlow.NET#617, cassiebreviu/StableDiffusion#4), or the cause stayed
unnamed (djl#3781 'fixed by running IntelliJ as admin', djl#2560, dje-dev/Ceres#88). djl#2775 was
left out: after upgrading CUDA to 11.8 the poster wrote 'Solved', then that MXNet still ran on the
CPU because no cu118 Windows build of it exists, so the outcome is mixed. deeplearning4j#10312
(RTX 5060 Ti, nd4j-cuda without CUDA 12) names no platform. The deeplearning4j 0.x threads are
from 2016-2018, before this set's years. tfjs-node-gpu and Microsoft.ML.OnnxRuntime.Gpu threads
found were either held already or on earlier gatherers' seen lists.

At first look (the doctor of commit c30c24d) the cause was named in 1 of the 6 broken logs,
first; there is no working run in the set. After the changes of the same day, 3 of 6, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nd4j-cuda-11-4-m2-1-cuda-12-4-installed-exception-in-initializer",
        source=_GH + "deeplearning4j/deeplearning4j/issues/10067",
        text=r"""When will there be support for cuda 12?

When adding a dependency
```xml
<dependency>
	<groupId>org.nd4j</groupId>
	<artifactId>nd4j-cuda-11.4-platform</artifactId>
	<version>1.0.0-M2.1</version>
</dependency>
```
An exception is thrown:
```
[0.001s][warning][logging] No tag set matches selection: native. Did you mean any of the following? native* class+load+cause+native
File downloaded to /tmp/Shakespeare.txt
Loaded and converted file: 965255 valid characters of 969521 total characters (4266 removed)
SLF4J(I): Connected with provider of type [ch.qos.logback.classic.spi.LogbackServiceProvider]
07:40:14.558 [main] INFO org.nd4j.linalg.factory.Nd4jBackend -- Loaded [JCublasBackend] backend
Exception in thread "main" java.lang.ExceptionInInitializerError
	at org.nd4j.jita.concurrency.CudaAffinityManager.getNumberOfDevices(CudaAffinityManager.java:136)
	at org.nd4j.jita.constant.ConstantProtector.purgeProtector(ConstantProtector.java:60)
	at org.nd4j.jita.constant.ConstantProtector.<init>(ConstantProtector.java:53)
	at org.nd4j.jita.constant.ConstantProtector.<clinit>(ConstantProtector.java:41)
	at org.nd4j.jita.constant.ProtectedCudaConstantHandler.<clinit>(ProtectedCudaConstantHandler.java:69)
	at org.nd4j.jita.constant.CudaConstantHandler.<clinit>(CudaConstantHandler.java:38)""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer agibsonccc: 'the error there is pretty self explanatory. You need to use cuda 11.x for now. Cuda 12 support will come in the next release.'; the poster: 'I can't downgrade to 11, so I'll wait for the release.'; the maintainer added that the JavaCPP cuda redist artifacts would give a self-contained CUDA as a workaround; closed. The nd4j-cuda-11.4 backend of 1.0.0-M2.1 needs the CUDA 11 runtime libraries, and the machine had only CUDA 12.4.1 (the issue title: 'Support nd4j for cuda 12.4.1 ?'). The stored copy of the first post breaks off inside the stack trace, before its 'Caused by' lines; the text ends at the last whole line.",
        platform="linux",
    ),
    CorpusLog(
        name="nd4j-cuda-10-0-windows-jnind4jcuda-cublas-dlls-not-on-path",
        source=_GH + "deeplearning4j/deeplearning4j/issues/8193",
        text=r"""#### Issue Description
It works fine with beta4.
![inind4jcuda加载异常](https://user-images.githubusercontent.com/29296200/64180185-eee65700-ce96-11e9-8655-1b0f03c93784.JPG)

java.lang.ExceptionInInitializerError
	at org.nd4j.jita.concurrency.CudaAffinityManager.getNumberOfDevices(CudaAffinityManager.java:130)
	at org.nd4j.jita.constant.ConstantProtector.purgeProtector(ConstantProtector.java:56)
	at org.nd4j.jita.constant.ConstantProtector.<init>(ConstantProtector.java:49)
	at org.nd4j.jita.constant.ConstantProtector.<clinit>(ConstantProtector.java:37)
	at org.nd4j.jita.constant.ProtectedCudaConstantHandler.<clinit>(ProtectedCudaConstantHandler.java:68)
	at org.nd4j.jita.constant.CudaConstantHandler.<clinit>(CudaConstantHandler.java:34)
	at java.lang.Class.forName0(Native Method)
	at java.lang.Class.forName(Class.java:264)
	at org.nd4j.linalg.factory.Nd4j.initWithBackend(Nd4j.java:5216)
	at org.nd4j.linalg.factory.Nd4j.initContext(Nd4j.java:5153)
	at org.nd4j.linalg.factory.Nd4j.<clinit>(Nd4j.java:182)
	at com.cq.deepGa4j.entity.AbstractIndividualTest.testMapOp(AbstractIndividualTest.java:60)
	at sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
	at sun.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:62)
[...]
Please indicate relevant versions, including, if relevant:

* ND4j : 1.0.0-SNAPSHOT
* Platform information Win10
* CUDA version: 10.0

#### Additional Information

Where applicable, please also provide:
* pom.xml file :
 <dependency>
            <groupId>org.nd4j</groupId>
            <artifactId>nd4j-cuda-10.0-platform</artifactId>
            <version>${nd4j.version}</version>
  </dependency>
<nd4j.version>1.0.0-SNAPSHOT</nd4j.version>

cublas64_100.dll and cusolver64_100.dll are in C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.0\bin.
my classPath setup: C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.0
It works with beta4.""",
        expected_cause="cuda-libraries-missing",
        note="2019. Maintainer saudet: 'Well, it's not finding cublas64_100.dll and cusolver64_100.dll. Where are they?', then 'Put them in your PATH. It's not guaranteed to work otherwise.'; the poster: '@saudet Thank you! It is fine, after put them in my PATH.' Closed. The CUDA 10.0 bin folder was set on the class path, not on PATH, so jnind4jcuda.dll could not load cuBLAS/cuSOLVER. The stored copy shows the first post in two pieces: the rest of its stack trace is left out here as [...]. The last three lines are the poster's reply to the maintainer's question, before the answer. The screenshot caption reads 'jnind4jcuda loading exception' (Chinese). Trailing spaces dropped.",
        platform="windows",
    ),
    CorpusLog(
        name="rapids-spark-cudf-jar-cuda-10-1-libcudart-so-10-1-missing-emr",
        source=_GH + "NVIDIA/cudf-spark/issues/628",
        text=r"""the current error:

`20/08/28 20:46:43 ERROR NativeDepsLoader: Could not load cudf jni library...
java.lang.UnsatisfiedLinkError: /mnt3/yarn/usercache/hadoop/appcache/application_1598647482677_0001/container_1598647482677_0001_01_000005/tmp/rmm3831790456313469993.so: libcudart.so.10.1: cannot open shared object file: No such file or directory
	at java.lang.ClassLoader$NativeLibrary.load(Native Method)
	at java.lang.ClassLoader.loadLibrary0(ClassLoader.java:1934)
	at java.lang.ClassLoader.loadLibrary(ClassLoader.java:1817)
	at java.lang.Runtime.load0(Runtime.java:809)
	at java.lang.System.load(System.java:1088)
	at ai.rapids.cudf.NativeDepsLoader.loadDep(NativeDepsLoader.java:81)
	at ai.rapids.cudf.NativeDepsLoader.loadNativeDeps(NativeDepsLoader.java:49)
	at ai.rapids.cudf.Cuda.<clinit>(Cuda.java:28)
	at com.nvidia.spark.rapids.GpuDeviceManager$.setGpuDeviceAndAcquire(GpuDeviceManager.scala:90)
	at com.nvidia.spark.rapids.GpuDeviceManager$.$anonfun$initializeGpu$1(GpuDeviceManager.scala:117)
	at scala.runtime.java8.JFunction1$mcII$sp.apply(JFunction1$mcII$sp.java:23)
	at scala.Option.map(Option.scala:230)
	at com.nvidia.spark.rapids.GpuDeviceManager$.initializeGpu(GpuDeviceManager.scala:117)
	at com.nvidia.spark.rapids.GpuDeviceManager$.initializeGpuAndMemory(GpuDeviceManager.scala:125)""",
        expected_cause="cuda-libraries-missing",
        note="2020. Maintainer jlowe: 'This is the relevant portion of the error. The cudf jar is built for a specific CUDA runtime, 10.1 in this case. There is a version built for the CUDA 10.2 runtime ... If you have a recent enough driver version for CUDA 10.1 or CUDA 10.2 you should be able to install the corresponding CUDA runtime package if it's missing from your system.'; the poster: 'your team is absolutely brilliant, I am infact surprised by your cooperation and support.' (the stored copy breaks off there); closed. The text is the poster's last log before that answer, from an AWS EMR (YARN) node; earlier in the thread he had mixed cudf jars and a YARN cluster without GPU scheduling, each fixed in turn, and the first post (about an earlier error) is not in the stored excerpt. The stack trace is cut at the stored copy's end.",
        platform="linux",
    ),
    CorpusLog(
        name="djl-pytorch-windows-nvrtc-builtins64-111-missing-cuda-11-3",
        source=_GH + "deepjavalibrary/djl/issues/1560",
        text=r"""The pytorch-native-auto 1.9.1 I used, the local model, can be predicted normally for the first time, and the result is correct.
But the second call will result in an error:
nvrtc: error: failed to open nvrtc-builtins64_111.dll.

我查看了我的cuda11.3 ,里边的是nvrtc-builtins64_113.dll。""",
        expected_cause="cuda-libraries-missing",
        note="2022. The poster's second comment (Chinese): 'I checked my CUDA 11.3; what it has is nvrtc-builtins64_113.dll.' Maintainer frankfliu: 'This is a known issue. On linux, you will see both libnvrtc-builtins64_111.so and libnvrtc-builtins64_113.so and libnvrtc-builtins64_111.so is a symbolic link to libnvrtc-builtins64_113.so. You might want to copy nvrtc-builtins64_113.dll to nvrtc-builtins64_111.dll' (the cu111 PyTorch build's JIT fuser loads the CUDA 11.1 NVRTC builtins, absent from the CUDA 11.3 install). The poster had already found that turning the graph-executor optimizer off (JniUtils.setGraphExecutorOptimize(false)) avoids the error; that part of the first post is left out of the text. Issue left open. Trailing spaces dropped.",
        platform="windows",
    ),
    CorpusLog(
        name="djl-pytorch-cuda-12-3-runfile-centos-cudart-not-found-cpu",
        source=_GH + "deepjavalibrary/djl/issues/2902",
        text=r"""I install cuda by cuda_12.3.1_545.23.08_linux.run on Centos 9 and PtEngine.getInstance().getDevices(1) return cpu but not gpu. Does DJL support cuda 12.3.1? Why can't get gpu? Thanks.

I can train yolo8 by cuda 12.3.1 + pytorch 2.1.2 in python, but below code still get cpu but not gpu for DJL0.25:
Engine engine=Engine.getEngine("PyTorch");
Device[] devices=engine.getDevices(1);
LOG.debug("devices[0]={}", devices[0].getDeviceType());""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer frankfliu, on the poster's log line 'The bundled library: cu121-linux-x86_64:2.1.1-20231129 doesn't match system: cpu-linux-x86_64:2.1.1': 'The above message mean, DJL failed to detect CUDA version. You should see some log related to CudaUtils if you enable debug log: [DEBUG] - cudart library not found.'; the poster's debug log then showed 'ai.djl.util.cuda.CudaUtils : cudart library not found.' So DJL could not load the CUDA runtime library of the runfile install and took the CPU build. Closed. The stored copy states no fix; the cause is the maintainer's reading, confirmed by the poster's log. The text is the first post and the poster's next comment (after a first reply about DJL versions).",
        platform="linux",
    ),
    CorpusLog(
        name="qupath-djl-rtx-5090-cu065-no-matching-flavor-cpu-pytorch",
        source=_GH + "qupath/qupath-extension-djl/issues/46",
        text=r"""RTX 5090 (Blackwell/sm_120) not detected — DJL falls back to CPU

QuPath 0.7.0, DJL pytorch-engine 0.36.0, PyTorch 2.7.1
GPU: NVIDIA GeForce RTX 5090 (Blackwell, compute capability sm_120 / 12.0)
Driver: 595.79
OS: Windows 10/11 x86_64

Problem:
DJL fails to detect the RTX 5090 GPU correctly. The log shows:

    No matching cuda flavor for win-x86_64 found: cu065

It detects the GPU as compute capability 6.5 (cu065) instead of 12.0. This causes DJL to download the CPU-only PyTorch native library, and InstanSeg runs on CPU (~67 min for a whole-slide image instead of ~7 min on GPU).""",
        expected_cause="framework-cpu-only-build",
        note="2026. The poster (TomDenker) found the cause and stated the fix in the same post: 'We got it working by: 1. Setting env var PYTORCH_FLAVOR=cu128 to force the cu128 flavor 2. Adding the DJL cache folder to PATH so the CUDA DLLs can find each other ... 3. Setting System.setProperty(\"ai.djl.offline\", \"false\") ... After this, DJL successfully downloads the cu128 native libs and the GPU is detected: Engine: PyTorch:2.7.1, capabilities: [CUDA, CUDNN, OPENMP, MKL, MKLDNN] GPU count: 1'. Closed. What ran was DJL's CPU-only PyTorch, chosen because DJL's CUDA detection yielded 'cu065' (a DJL fault with no catalogue ID of its own); forcing the CUDA flavor fixed it. Text cut before the poster's workaround.",
        platform="windows",
    ),
)
