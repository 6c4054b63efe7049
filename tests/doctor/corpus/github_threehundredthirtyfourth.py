# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirty-fourth set of real logs saved in files: run logs that people committed to GitHub repositories (READMEs, lab reports, committed training output, a notebook exported to Markdown, a blog post's source), from TensorFlow 1.x and early 2.x on native Windows, TensorFlow 1.x on Linux, and a Linux (likely WSL2) notebook with TensorFlow 2.14, all on NVIDIA GPUs (philferriere/dlwin, to0mi1/image-categorization-based-cifar10, SatsunkevichAlex/nns, JordiCorbilla/ocular-disease-intelligent-recognition-deep-learning, Asik007/BME240_ML, MartinThoma/MartinThoma.github.io).

All six are working runs (2017-2023): TensorFlow really on the GPU (the device created, then epochs,
steps or a result in the same file) with alarming lines around it: SSE/AVX/FMA notices of the
TensorFlow 1.x Windows and Linux builds, 'Allocator (GPU_0_bfc) ran out of memory ... not a
failure', 'Invoking ptxas not supported on Windows / Relying on driver to perform ptx
compilation', NUMA notices (negative value read from SysFS, or no numa_node file), XLA and cuDNN
notices. Broken: none; no file met showed a failure and, after a stated change, the GPU working.

Left out: copies of these logs in other repositories (a Chinese translation of the dlwin guide),
files whose repository could not be told from the stored copy (a committed SSD training log with a
NUMA notice, Udacity project write-ups with GRID K520 runs, a captcha model's inference log), a
Docker image's README whose stored version with the NUMA note could not be pinned to a commit, and
files that show Apple's Metal plug-in rather than an NVIDIA GPU.

At first look (the doctor of commit 486c7ee) no broken logs to name; the six working runs were
not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="dlwin-win10-tf12-keras-mnist-titan-x-sse-avx-warnings",
        source=_GH
        + "philferriere/dlwin/blob/e1fa90166f61587bad8f99913dc80c625b91f292/README_July2017.md",
        text=r"""(dlwin36) $ set KERAS_BACKEND=tensorflow
(dlwin36) $ python mnist_cnn.py
Using TensorFlow backend.
x_train shape: (60000, 28, 28, 1)
60000 train samples
10000 test samples
Train on 60000 samples, validate on 10000 samples
Epoch 1/12
2017-06-30 12:49:22.005585: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.005767: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE2 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.005996: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE3 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.006181: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.006361: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.006539: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.006717: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX2 instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.006897: W c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\platform\cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use FMA instructions, but these are available on your machine and could speed up CPU computations.
2017-06-30 12:49:22.453483: I c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:940] Found device 0 with properties:
name: GeForce GTX TITAN X
major: 5 minor: 2 memoryClockRate (GHz) 1.076
pciBusID 0000:03:00.0
Total memory: 12.00GiB
Free memory: 10.06GiB
2017-06-30 12:49:22.454375: I c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:961] DMA: 0
2017-06-30 12:49:22.454489: I c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:971] 0:   Y
2017-06-30 12:49:22.454624: I c:\tf_jenkins\home\workspace\release-win\m\windows-gpu\py\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1030] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce G
TX TITAN X, pci bus id: 0000:03:00.0)
60000/60000 [==============================] - 8s - loss: 0.3355 - acc: 0.8979 - val_loss: 0.0749 - val_acc: 0.9760
Epoch 2/12
60000/60000 [==============================] - 5s - loss: 0.1134 - acc: 0.9667 - val_loss: 0.0521 - val_acc: 0.9825
...
Epoch 12/12
60000/60000 [==============================] - 5s - loss: 0.0373 - acc: 0.9886 - val_loss: 0.0309 - val_acc: 0.9898
Test loss: 0.0308696583555
Test accuracy: 0.9898""",
        expected_cause=None,
        harmless=True,
        note="2017, TensorFlow 1.2 (tensorflow-gpu, CUDA 8, cuDNN 5.1) under Keras on native Windows 10, GeForce GTX TITAN X. A run log quoted in a setup guide's README (the Keras 'mnist_cnn.py' check with the TensorFlow backend). The file itself shows the run working: the GPU device is created and all 12 epochs train ('Test accuracy: 0.9898'), and the guide says right after it: 'Note: The warnings at the beginning are annoying, but so far there is no supported way of building Tensorflow on Windows with those optimizations, so we have to stay put and simply ignore them.' The line break inside the device name ('GeForce G' / 'TX TITAN X') is in the file.",
        platform="windows",
    ),
    CorpusLog(
        name="cifar-categorization-win-tf1-gtx1060-avx-notice-early-stop",
        source=_GH + "to0mi1/image-categorization-based-cifar10/blob/HEAD/README.md",
        text=r"""Using TensorFlow backend.
Start model building
_________________________________________________________________
Layer (type)                 Output Shape              Param #
=================================================================
conv2d_1 (Conv2D)            (None, 150, 150, 32)      896
...
dense_2 (Dense)              (None, 5)                 2565
_________________________________________________________________
activation_6 (Activation)    (None, 5)                 0
=================================================================
Total params: 44,928,037
Trainable params: 44,928,037
Non-trainable params: 0
_________________________________________________________________
start training.
Found 250 images belonging to 5 classes.
Found 70 images belonging to 5 classes.
steps_per_epoch is set to 250
validation_steps is set to 70
Epoch 1/30
2018-04-29 15:49:30.900222: I C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\platform\cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX AVX2
2018-04-29 15:49:31.255379: I C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1030] Found device 0 with properties:
name: GeForce GTX 1060 6GB major: 6 minor: 1 memoryClockRate(GHz): 1.7715
pciBusID: 0000:01:00.0
totalMemory: 6.00GiB freeMemory: 5.01GiB
2018-04-29 15:49:31.263042: I C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1120] Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: GeForce GTX 1060 6GB, pci bus id: 0000:01:00.0, compute capability: 6.1)
250/250 [==============================] - 37s 149ms/step - loss: 0.5314 - acc: 0.7981 - val_loss: 0.4983 - val_acc: 0.8000
Epoch 2/30
250/250 [==============================] - 33s 131ms/step - loss: 0.4792 - acc: 0.8016 - val_loss: 0.5530 - val_acc: 0.7886
Epoch 3/30
250/250 [==============================] - 33s 132ms/step - loss: 0.4354 - acc: 0.8136 - val_loss: 0.5203 - val_acc: 0.8029
Epoch 00003: early stopping
Training Complete.""",
        expected_cause=None,
        harmless=True,
        note="2018, TensorFlow 1.x (the Windows 'tf_jenkins' build, gpu_device.cc:1030/1120) under Keras on native Windows, GeForce GTX 1060 6GB. The training output quoted in the project's README. Working run confirmed by the file itself: the GPU device is created, three epochs train ('250/250 ... val_acc: 0.8029', 'Epoch 00003: early stopping', 'Training Complete.'), and the README's prediction run on the same GPU prints class scores. The only alarming line is the AVX/AVX2 CPU notice.",
        platform="windows",
    ),
    CorpusLog(
        name="nns-lab4-win-tf24-gtx1660-super-bfc-not-a-failure",
        source=_GH
        + "SatsunkevichAlex/nns/blob/d4925959bacae50415bb026534e8813a58cf9fe5/lab4/readme.md",
        text=r"""C:\Python38\python.exe D:/nns/lab4/transfer-learn.py
2020-12-23 17:03:57.464821: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
2020-12-23 17:04:03.347147: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2020-12-23 17:04:03.349597: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library nvcuda.dll
2020-12-23 17:04:03.380606: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0 with properties: 
pciBusID: 0000:06:00.0 name: GeForce GTX 1660 SUPER computeCapability: 7.5
coreClock: 1.83GHz coreCount: 22 deviceMemorySize: 6.00GiB deviceMemoryBandwidth: 312.97GiB/s
2020-12-23 17:04:03.380749: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
2020-12-23 17:04:03.863065: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublas64_11.dll
2020-12-23 17:04:03.863157: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublasLt64_11.dll
2020-12-23 17:04:03.888402: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cufft64_10.dll
2020-12-23 17:04:03.922522: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library curand64_10.dll
2020-12-23 17:04:04.173938: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cusolver64_10.dll
2020-12-23 17:04:04.459519: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cusparse64_11.dll
2020-12-23 17:04:05.413270: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudnn64_8.dll
2020-12-23 17:04:05.413423: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0
2020-12-23 17:04:06.004651: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1261] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-12-23 17:04:06.004740: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1267]      0 
2020-12-23 17:04:06.004783: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1280] 0:   N 
2020-12-23 17:04:06.004951: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4616 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1660 SUPER, pci bus id: 0000:06:00.0, compute capability: 7.5)
2020-12-23 17:04:06.005570: I tensorflow/compiler/jit/xla_gpu_device.cc:99] Not creating XLA devices, tf_xla_enable_xla_devices not set
2020-12-23 17:04:06.006374: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
...
2020-12-23 17:04:06.009240: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4616 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1660 SUPER, pci bus id: 0000:06:00.0, compute capability: 7.5)
2020-12-23 17:04:06.009363: I tensorflow/compiler/jit/xla_gpu_device.cc:99] Not creating XLA devices, tf_xla_enable_xla_devices not set
2020-12-23 17:04:06.030716: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:116] None of the MLIR optimization passes are enabled (registered 2)
Count of train images: 50000
Count of validation images: 4999
Model: "model"
...
Total params: 4,978,568
Trainable params: 2,720,584
Non-trainable params: 2,257,984
_________________________________________________________________
None
...
Epoch 1/100
2020-12-23 17:04:12.832760: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublas64_11.dll
2020-12-23 17:04:13.340386: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublasLt64_11.dll
2020-12-23 17:04:13.712603: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudnn64_8.dll
2020-12-23 17:04:16.796401: I tensorflow/core/platform/windows/subprocess.cc:308] SubProcess ended with return code: 0

2020-12-23 17:04:16.915335: I tensorflow/core/platform/windows/subprocess.cc:308] SubProcess ended with return code: 0

2020-12-23 17:04:18.486290: W tensorflow/core/common_runtime/bfc_allocator.cc:248] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.54GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-12-23 17:04:18.486465: W tensorflow/core/common_runtime/bfc_allocator.cc:248] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.54GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
      1/Unknown - 12s 12s/step - loss: 0.28412020-12-23 17:04:23.307214: I tensorflow/core/profiler/lib/profiler_session.cc:136] Profiler session initializing.
...

392/392 [==============================] - 191s 457ms/step - loss: 0.1330 - val_loss: 0.0844
...
Epoch 100/100
392/392 [==============================] - 161s 411ms/step - loss: 0.0752 - val_loss: 0.0828
...

Process finished with exit code 0""",
        expected_cause=None,
        harmless=True,
        note="2020, TensorFlow 2.4 (cudart64_110, cudnn64_8) on native Windows, GeForce GTX 1660 SUPER, run from PyCharm. A lab report's README quoting the run's log ('Логи'). Working run confirmed by the file itself: the GPU device is created, the two 'Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.54GiB ... not a failure' warnings come at the first step, and training goes on to 'Epoch 100/100 ... loss: 0.0752 - val_loss: 0.0828' and 'Process finished with exit code 0'; the README then shows the results of three runs. User name and host name in the profiler paths replaced.",
        platform="windows",
    ),
    CorpusLog(
        name="odir-vgg19-win-tf2-gtx960m-ptxas-by-driver-bfc-warnings",
        source=_GH
        + "JordiCorbilla/ocular-disease-intelligent-recognition-deep-learning/blob/65b1f635acb3dbbe9d967f50f89e680516b13f42/output/vgg19_basic/vgg19_basic.md",
        text=r"""C:\Users\alice\Source\Repos\TFM-ODIR\models\image_classification>python odir_vgg19_training_basic.py
2020-06-06 08:21:17.582468: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
2020-06-06 08:22:04.910744: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-06-06 08:22:06.022405: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties:
name: GeForce GTX 960M major: 5 minor: 0 memoryClockRate(GHz): 1.176
pciBusID: 0000:01:00.0
2020-06-06 08:22:06.034396: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2020-06-06 08:22:06.046453: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0
2020-06-06 08:22:06.053775: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
...
2020-06-06 08:22:10.818127: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1159] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-06-06 08:22:10.825222: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1165]      0
2020-06-06 08:22:10.830629: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1178] 0:   N
2020-06-06 08:22:10.836479: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1304] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 3040 MB memory) -> physical GPU (device: 0, name: GeForce GTX 960M, pci bus id: 0000:01:00.0, compute capability: 5.0)
Model: "sequential"
...
Total params: 139,603,016
Trainable params: 32,776
Non-trainable params: 139,570,240
_________________________________________________________________
Train on 13920 samples, validate on 400 samples
Epoch 1/50
2020-06-06 08:26:23.827265: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_100.dll
2020-06-06 08:26:34.505201: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
2020-06-06 08:26:37.331982: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal: Invoking ptxas not supported on Windows
Relying on driver to perform ptx compilation. This message will be only logged once.
2020-06-06 08:26:38.265932: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.46GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-06-06 08:26:38.284293: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.04GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...
2020-06-06 08:31:52.828420: W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.30GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
Epoch 1/50
13920/13920 [==============================] - 343s 25ms/sample - loss: 0.4579 - accuracy: 0.8400 - precision: 0.4511 - recall: 0.3868 - auc: 0.8022 - val_loss: 0.5919 - val_accuracy: 0.8144 - val_precision: 0.2775 - val_recall: 0.3025 - val_auc: 0.7022
Epoch 2/50
13920/13920 [==============================] - 285s 20ms/sample - loss: 0.4263 - accuracy: 0.8490 - precision: 0.4868 - recall: 0.4229 - auc: 0.8254 - val_loss: 0.4332 - val_accuracy: 0.8616 - val_precision: 0.3909 - val_recall: 0.1925 - val_auc: 0.7369
...
Epoch 15/50
13920/13920 [==============================] - 286s 21ms/sample - loss: 0.4120 - accuracy: 0.8554 - precision: 0.5116 - recall: 0.4479 - auc: 0.8386 - val_loss: 0.4742 - val_accuracy: 0.8366 - val_precision: 0.3394 - val_recall: 0.3250 - val_auc: 0.7186
Epoch 00015: early stopping
saving
plotting
400/1 - 8s - loss: 0.5083 - accuracy: 0.8366 - precision: 0.3394 - recall: 0.3250 - auc: 0.7186
loss :  0.4741806888580322
accuracy :  0.8365625
...
Final Score: 0.6039709876102132""",
        expected_cause=None,
        harmless=True,
        note="2020, TensorFlow 2.0 (cudart64_100, cudnn64_7) on native Windows, GeForce GTX 960M (4 GB). The project's committed 'Execution Output' of its VGG19 training script (a sibling of the output/vgg_basic run log already in the corpus: a different run and file). Working run confirmed by the file itself: after 'Invoking ptxas not supported on Windows / Relying on driver to perform ptx compilation' and nine 'Allocator (GPU_0_bfc) ran out of memory ... not a failure' warnings, 15 epochs train until 'Epoch 00015: early stopping' and the evaluation prints 'Final Score: 0.6039709876102132'. User name in the prompt replaced.",
        platform="windows",
    ),
    CorpusLog(
        name="bme240-notebook-rtx3070-no-numa-file-xla-cudnn-87-trains",
        source=_GH
        + "Asik007/BME240_ML/blob/c0bd54805833b0b21cbf66723f26c3768019a3f4/PIctures/Test.md",
        text=r"""Found 11259 files belonging to 4 classes.

2023-11-25 15:54:12.863935: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:07:00.0/numa_node
Your kernel may have been built without NUMA support.
2023-11-25 15:54:12.866518: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:07:00.0/numa_node
Your kernel may have been built without NUMA support.
...
2023-11-25 15:54:12.979443: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:07:00.0/numa_node
Your kernel may have been built without NUMA support.
2023-11-25 15:54:12.979449: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1977] Could not identify NUMA node of platform GPU id 0, defaulting to 0.  Your kernel may not have been built with NUMA support.
2023-11-25 15:54:12.979472: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:880] could not open file to read NUMA node: /sys/bus/pci/devices/0000:07:00.0/numa_node
Your kernel may have been built without NUMA support.
2023-11-25 15:54:12.979486: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 5578 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3070, pci bus id: 0000:07:00.0, compute capability: 8.6
2023-11-25 15:54:17.446148: I tensorflow/tsl/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory

Found 1279 files belonging to 4 classes.

Epoch 1/100

2023-11-25 15:54:59.561431: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:442] Loaded cuDNN version 8700
2023-11-25 15:54:59.814934: I tensorflow/tsl/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory
2023-11-25 15:55:02.091337: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x563bfde44750 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2023-11-25 15:55:02.091364: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): NVIDIA GeForce RTX 3070, Compute Capability 8.6
2023-11-25 15:55:02.098364: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2023-11-25 15:55:02.158358: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.

704/704 [==============================] - 34s 39ms/step - loss: 1.2476 - auc: 0.7279 - acc: 0.4407 - val_loss: 0.9872 - val_auc: 0.8196 - val_acc: 0.5207
Epoch 2/100
704/704 [==============================] - 25s 35ms/step - loss: 0.9914 - auc: 0.8109 - acc: 0.5220 - val_loss: 0.9952 - val_auc: 0.8240 - val_acc: 0.5223
...
Epoch 82/100
704/704 [==============================] - 24s 34ms/step - loss: 0.7848 - auc: 0.8876 - acc: 0.6469 - val_loss: 0.8983 - val_auc: 0.8592 - val_acc: 0.6075
...""",
        expected_cause=None,
        harmless=True,
        note="2023, TensorFlow 2.14-era (xla/stream_executor/cuda_gpu_executor.cc:880, 'Loaded cuDNN version 8700') in a Jupyter notebook exported to Markdown, GeForce RTX 3070, a virtualenv on Linux; the missing /sys/bus/pci/devices/.../numa_node file is typical of WSL2, but the file does not name the system. Working run confirmed by the file itself: 'Created device ... GPU:0 with 5578 MB memory', then XLA compiles ('Compiled cluster using XLA!') and the InceptionV3 transfer-learning model trains epoch after epoch ('Epoch 82/100 ... val_acc: 0.6075') and is evaluated. The alarming lines are the repeated 'could not open file to read NUMA node' / 'Could not identify NUMA node of platform GPU id 0' notices and 'Start cannot spawn child process'. An unrelated matplotlib ValueError in another cell left out.",
        platform="linux",
    ),
    CorpusLog(
        name="silence-tf-blog-tf10-940mx-sse-numa-ran-out-of-memory",
        source=_GH
        + "MartinThoma/MartinThoma.github.io/blob/1cf6c9f6beef8bb8fea17bd19cc298e1029f6363/content/2017-03-30-silence-tf.md",
        text=r"""I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcublas.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcudnn.so.5 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcufft.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:135] successfully opened CUDA library libcurand.so.8.0 locally
[...]
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE3 instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.1 instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE4.2 instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use AVX2 instructions, but these are available on your machine and could speed up CPU computations.
W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use FMA instructions, but these are available on your machine and could speed up CPU computations.
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:910] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties:
name: GeForce 940MX
major: 5 minor: 0 memoryClockRate (GHz) 1.2415
pciBusID 0000:02:00.0
Total memory: 1.96GiB
Free memory: 1.55GiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0
I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y
I tensorflow/core/common_runtime/gpu/gpu_device.cc:975] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce 940MX, pci bus id: 0000:02:00.0)
W tensorflow/core/common_runtime/bfc_allocator.cc:217] Ran out of memory trying to allocate 1.11GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.
W tensorflow/core/common_runtime/bfc_allocator.cc:217] Ran out of memory trying to allocate 1.11GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.""",
        expected_cause=None,
        harmless=True,
        note="2017, TensorFlow 1.0 (CUDA 8, cuDNN 5) on Linux, GeForce 940MX (2 GB). A blog post ('How to silence TensorFlow') quoting the messages of a run on the author's machine; the '[...]' cut is the author's. Confirmed harmless by the page: the author treats all of them as noise to silence ('Set the environment variable TF_CPP_MIN_LOG_LEVEL=2 if you're also annoyed by messages like ...', 'Note that this only suppresses the warnings. The better solution would be to compile Tensorflow with SSE-X support.'); the GPU device is created. The page shows no training output after the lines.",
        platform="linux",
    ),
)
