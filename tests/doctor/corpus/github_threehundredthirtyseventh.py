# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirty-seventh set of real logs saved in Jupyter notebooks on GitHub: the saved cell outputs of notebooks that ran TensorFlow on an NVIDIA GPU on Colab (Tesla T4, Tesla P100) or on a desk GPU (GeForce GTX 1650), 2020-2025, and one notebook kept as a note on a cuDNN start-up failure, from repositories new to the corpus (tugstugi/dl-colab-notebooks, oscar50513/AI_project, shivanshu-semwal/hand-gesture-recognition, danielaza23/deep_learning, rohan-paul/General-Kaggle-Notebooks).

Broken: 1, a file record, prose with the error line: 'Failed to get convolution algorithm. This
is probably because cuDNN failed to initialize' on TensorFlow 2.3.1, which the same note says
TF_FORCE_GPU_ALLOW_GROWTH=true fixed. Working runs: 5, each confirmed by the notebook's own later
output (the GPU device created, then inference, a benchmark, a COCO evaluation or training
finishing): DeepSpeech 0.6.1 (TensorFlow 1.14) transcribing on a Colab T4, EfficientDet's latency
benchmark on a Colab T4 and Det-AdvProp's COCO evaluation on a Colab P100 (copies of the
google/automl tutorials with their outputs), a hand-gesture CNN training 50 epochs on a GTX 1650,
and a 2025 optimisation exercise on a GTX 1650. Alarming lines around them: NUMA node notices,
'GPU libraries are statically linked, skip dlopen check', the TF_FORCE_GPU_ALLOW_GROWTH override,
XLA and MLIR notices, 'Start cannot spawn child process: No such file or directory', and the
cuFFT/cuDNN/cuBLAS factory and 'computation placer already registered' lines.

The text of each working record is the cells' outputs in order, as a user would copy them from the
notebook (progress bars' ANSI codes removed), not the code; long runs of repeated lines, epochs and
model-building INFO lines are cut with '...'. Left out: notebooks whose failure (GPU out of memory
in training, 'Failed to get convolution algorithm' in a checkpoint copy) had no stated cause or
later fixed run in the same file; a TensorFlow 2.8 notebook on an RTX 4060 (compute capability
8.9, newer than that build's kernels, so its GPU code is JIT-compiled: not a clean working run);
notebooks that only listed the GPU; notebooks whose cells' outputs came from several sessions;
and Colab and Kaggle notebook outputs whose repository could not be identified.

At first look (the doctor of commit 884a56b) the cause was named in 1 of the 1 broken log, first;
the 5 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="notebook-note-tf231-cuda110-failed-to-get-convolution-algorithm-allow-growth",
        source=_GH
        + "rohan-paul/General-Kaggle-Notebooks/blob/a42530ee0551b5c89505979d0a27452ab3b0538c/.ipynb_checkpoints/Tensorflow-Issue-checkpoint.ipynb",
        text=r"""I faced the below issue in my Ubuntu 20.04 machine.

#### Error : Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above

My cuda version - you will know this by running `nvcc --version``

```
Cuda compilation tools, release 11.0, V11.0.194
Build cuda_11.0_bu.TC445_37.28540450_0
```

And my Tensorflow version `2.3.1`""",
        expected_cause="memory-growth-disabled",
        note="2021. A notebook kept as a note in the author's repository of Kaggle notebooks (a Jupyter checkpoint copy); the text is the part a user would paste (the error line, the nvcc output and the TensorFlow version), not the note's explanation. The same note states the fix that worked on exactly that machine: 'The solution [here](https://github.com/tensorflow/tensorflow/issues/24828#issuecomment-689552885) worked for me. Set the TF_FORCE_GPU_ALLOW_GROWTH environment variable to true ... export TF_FORCE_GPU_ALLOW_GROWTH=true', and quotes the TensorFlow guide on why ('By default, TensorFlow maps nearly all of the GPU memory of all GPUs ... visible to the process'). Prose with an error line; no log around it.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="notebook-colab-t4-deepspeech-061-tf114-statically-linked-inference",
        source=_GH
        + "tugstugi/dl-colab-notebooks/blob/3622c82dbffc3d651bf931b5055447208bc0a546/notebooks/MozillaDeepSpeech.ipynb",
        text=r"""Loading model from file deepspeech-0.6.1-models/output_graph.pbmm
TensorFlow: v1.14.0-21-ge77504a
DeepSpeech: v0.6.1-0-g3df20fe
2020-02-11 16:05:38.108255: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-02-11 16:05:38.109492: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcuda.so.1
2020-02-11 16:05:38.164070: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:05:38.164611: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 0 with properties: 
name: Tesla T4 major: 7 minor: 5 memoryClockRate(GHz): 1.59
pciBusID: 0000:00:04.0
2020-02-11 16:05:38.164637: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2020-02-11 16:05:38.164688: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:05:38.165220: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:05:38.165718: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1763] Adding visible gpu devices: 0
2020-02-11 16:06:46.374198: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1181] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-02-11 16:06:46.374243: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1187]      0 
2020-02-11 16:06:46.374253: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1200] 0:   N 
2020-02-11 16:06:46.374440: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:06:46.374996: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:06:46.375453: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1005] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-02-11 16:06:46.375954: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:40] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2020-02-11 16:06:46.376002: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1326] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 14192 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5)
Loaded model in 68.3s.
Loading language model from files deepspeech-0.6.1-models/lm.binary deepspeech-0.6.1-models/trie
Loaded language model in 0.000211s.
Warning: original sample rate (44100) is different than 16000hz. Resampling might produce erratic speech recognition.
Running inference.
it teetotaller but in our house everybody knows that president is only the third most important job in the family to this week and a minetaka little extra time to say thank you to michel for the remarkable way she does the most important job being a man and when in a give extra thanks to my mother in law for the role mollie's always been to be shell and the countless selfless ways in which she's help micheline raise malians i am incredibly white to have these wonderful woman help me raise love and look after our girls i hope you'll also take a moment to say thank you to the women in your life who love you in that special wave monster by logical moms adoptive mom's and foster months single most gramma godmothers ants mentors whomever you think of when you think of mother's thing or take him moment like i will to remember the mob who raised us was big heart sustained us and whom we miss every day no matter how old we get giving flowers is always a good idea but i hope that on this mother's day will recommit ourselves to doing more than that through deeds the macaurs let's give mothers the respect a deserter you all women the equality they deserve and give all parents the support of a need in their most important worlds and include paid maternal and paternity leaf sickle accommodations for workers were pregnant good health care fordable child care flexibility at work equal pay and a decent minimum wage we ask our mom's to do more than their fair share of just about everything making sure there treated fairly is the least we can do the idea of setting aside a sunday in may for mothers became an official holiday with a congressional resolution a little more than a hundred years ago they did it on may ape the same day will celebrate mother's day this year if congress can make a holiday surely they can back it up with the things that give me after all that's what my mother taught me i couldn't just say i was going to do the right thing or say i agreed with it on principle i actually do it so this mother's day say thank you say i love it and let's make sure we show that gratitude and appreciation through acts of respect throughout the year no one deserves that more than our months happy mother's day and had a right weentiest
Inference took 49.503s for 487.040s audio file.""",
        harmless=True,
        note="2020. A Colab notebook (Tesla T4) that installs deepspeech-gpu 0.6.1 (TensorFlow 1.14 linked in) and transcribes a YouTube video; the text is the output of the transcription cell from the model load on. Confirmed working by the same output: the GPU device is created on the T4 ('Created TensorFlow device ... name: Tesla T4'), the model loads ('Loaded model in 68.3s.'), the transcript is printed and 'Inference took 49.503s for 487.040s audio file.'. Alarming lines around it: NUMA node notices, 'GPU libraries are statically linked, skip dlopen check.', the allow_growth override and the sample-rate warning.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-colab-t4-efficientdet-tf22-end-to-end-latency-benchmark",
        source=_GH
        + "oscar50513/AI_project/blob/bcff59f751677b052b8d2a9d7c661aaffe800860/yoloV4/examples-master/tensorflow_examples/lite/model_maker/third_party/efficientdet/tutorial.ipynb",
        text=r"""2020-06-01 05:44:16.731031: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-06-01 05:44:19.085146: I tensorflow/core/platform/profile_utils/cpu_utils.cc:102] CPU Frequency: 2300000000 Hz
2020-06-01 05:44:19.085373: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x251f100 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-06-01 05:44:19.085408: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-06-01 05:44:19.087291: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-06-01 05:44:19.230882: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.231588: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x251f2c0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-06-01 05:44:19.231624: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Tesla T4, Compute Capability 7.5
2020-06-01 05:44:19.231847: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.232455: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties: 
pciBusID: 0000:00:04.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.73GiB deviceMemoryBandwidth: 298.08GiB/s
...
2020-06-01 05:44:19.237520: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusolver.so.10
2020-06-01 05:44:19.238227: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusparse.so.10
2020-06-01 05:44:19.241182: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-06-01 05:44:19.241357: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.242002: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.242545: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] Adding visible gpu devices: 0
2020-06-01 05:44:19.242614: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-06-01 05:44:19.784102: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1102] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-06-01 05:44:19.784159: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1108]      0 
2020-06-01 05:44:19.784173: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1121] 0:   N 
2020-06-01 05:44:19.784431: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.785121: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-06-01 05:44:19.785723: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2020-06-01 05:44:19.785773: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1247] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 13970 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5)
2020-06-01 05:44:22.260525: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-06-01 05:44:23.974135: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
Per batch inference time:  0.09369662179997248
FPS:  10.672743379530186""",
        harmless=True,
        note="2020. A copy, kept in this repository with its saved outputs, of the EfficientDet tutorial notebook (google/automl) run on Colab ('With colab + Tesla T4 GPU' in the cell); the text is the end of the end-to-end latency benchmark cell's output (the `model_inspect.py --runmode=bm` run of the exported model). Confirmed working by the same output: TensorFlow creates the GPU device on the T4 and the benchmark finishes ('Per batch inference time:  0.09369662179997248', 'FPS:  10.672743379530186'). Alarming lines: NUMA node notices, XLA service notices and the TF_FORCE_GPU_ALLOW_GROWTH override.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-colab-p100-det-advprop-tf24-coco-eval-finished",
        source=_GH
        + "oscar50513/AI_project/blob/bcff59f751677b052b8d2a9d7c661aaffe800860/yoloV4/examples-master/tensorflow_examples/lite/model_maker/third_party/efficientdet/det_advprop_tutorial.ipynb",
        text=r"""2021-05-10 20:07:49.603102: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
I0510 20:07:52.292706 139834041194368 main.py:344] Starting to evaluate.
2021-05-10 20:07:52.489416: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
2021-05-10 20:07:52.490577: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcuda.so.1
2021-05-10 20:07:52.508703: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:07:52.509616: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0 with properties: 
pciBusID: 0000:00:04.0 name: Tesla P100-PCIE-16GB computeCapability: 6.0
coreClock: 1.3285GHz coreCount: 56 deviceMemorySize: 15.90GiB deviceMemoryBandwidth: 681.88GiB/s
2021-05-10 20:07:52.509660: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2021-05-10 20:07:52.512220: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2021-05-10 20:07:52.512295: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublasLt.so.11
2021-05-10 20:07:52.514123: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcufft.so.10
2021-05-10 20:07:52.514558: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcurand.so.10
2021-05-10 20:07:52.516516: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusolver.so.10
2021-05-10 20:07:52.517094: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusparse.so.11
2021-05-10 20:07:52.517346: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2021-05-10 20:07:52.517450: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:07:52.518379: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:07:52.519223: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0
...
2021-05-10 20:08:04.802699: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1261] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-05-10 20:08:04.802772: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1267]      0 
2021-05-10 20:08:04.802798: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1280] 0:   N 
2021-05-10 20:08:04.803063: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:08:04.804184: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:08:04.805216: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-05-10 20:08:04.806026: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2021-05-10 20:08:04.806089: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 14975 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-16GB, pci bus id: 0000:00:04.0, compute capability: 6.0)
INFO:tensorflow:Restoring parameters from /content/automl/efficientdet/efficientdet-d1/model
I0510 20:08:04.806891 139834041194368 saver.py:1292] Restoring parameters from /content/automl/efficientdet/efficientdet-d1/model
2021-05-10 20:08:04.944665: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:196] None of the MLIR optimization passes are enabled (registered 0 passes)
2021-05-10 20:08:05.123288: I tensorflow/core/platform/profile_utils/cpu_utils.cc:112] CPU Frequency: 2299995000 Hz
2021-05-10 20:08:07.729877: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:116] None of the MLIR optimization passes are enabled (registered 2)
2021-05-10 20:08:10.942540: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2021-05-10 20:08:12.145170: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2021-05-10 20:08:12.421326: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublasLt.so.11
INFO:tensorflow:Evaluation [500/5000]
I0510 20:09:43.242785 139834041194368 evaluation.py:167] Evaluation [500/5000]
...
INFO:tensorflow:Evaluation [5000/5000]
I0510 20:23:04.230208 139834041194368 evaluation.py:167] Evaluation [5000/5000]
...
INFO:tensorflow:Inference Time : 1013.67302s
I0510 20:24:56.908151 139834041194368 evaluation.py:273] Inference Time : 1013.67302s
INFO:tensorflow:Finished evaluation at 2021-05-10-20:24:56
I0510 20:24:56.908450 139834041194368 evaluation.py:276] Finished evaluation at 2021-05-10-20:24:56""",
        harmless=True,
        note="2021. A copy, kept in this repository with its saved outputs, of the Det-AdvProp tutorial notebook (google/automl) run on Colab (paths under /content/automl) on a Tesla P100; the text is the COCO evaluation cell's output (`main.py --mode=eval`), the model-building INFO lines and the AP table cut. Confirmed working by the same output: the GPU device is created ('Created TensorFlow device ... name: Tesla P100-PCIE-16GB'), evaluation runs through 'Evaluation [5000/5000]' and ends 'Finished evaluation at 2021-05-10-20:24:56' with AP = 0.408. Alarming lines: NUMA node notices, 'Not creating XLA devices, tf_xla_enable_xla_devices not set', 'None of the MLIR optimization passes are enabled' and the allow_growth override.",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-gtx1650-hand-gestures-tf26-cannot-spawn-child-process-trains",
        source=_GH
        + "shivanshu-semwal/hand-gesture-recognition/blob/50be97c3c8ee8735f105dd3f022b4d12632c5019/data_training.ipynb",
        text=r"""2021-12-16 08:52:26.253760: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.297785: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.298063: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.299120: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE4.1 SSE4.2 AVX AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2021-12-16 08:52:26.299733: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.299987: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.300208: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.976070: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.976356: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.976575: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-12-16 08:52:26.976740: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 2209 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1650, pci bus id: 0000:01:00.0, compute capability: 7.5
Epoch 1/50
2021-12-16 08:52:33.363093: I tensorflow/stream_executor/cuda/cuda_dnn.cc:369] Loaded cuDNN version 8201
2021-12-16 08:52:34.453498: I tensorflow/core/platform/default/subprocess.cc:304] Start cannot spawn child process: No such file or directory
94/94 [==============================] - 7s 25ms/step - loss: 0.6420 - accuracy: 0.9550 - val_loss: 3.0132e-05 - val_accuracy: 1.0000
Epoch 2/50
94/94 [==============================] - 2s 18ms/step - loss: 9.8716e-04 - accuracy: 0.9997 - val_loss: 1.0812e-05 - val_accuracy: 1.0000
...
Epoch 50/50
94/94 [==============================] - 2s 19ms/step - loss: 1.5809e-07 - accuracy: 1.0000 - val_loss: 1.1882e-11 - val_accuracy: 1.0000
2021-12-16 08:54:17.077710: W tensorflow/python/util/util.cc:348] Sets are not currently considered sequences, but this may change in the future, so consider avoiding using them.
INFO:tensorflow:Assets written to: ./TrainedModel/assets""",
        harmless=True,
        note="2021. A Jupyter notebook on a GeForce GTX 1650 (TensorFlow 2.6 era, cuDNN 8.2) that trains a small CNN on hand-gesture images; the text is the outputs of the model-building, training and saving cells, epochs 3-49 cut. Confirmed working by the same output: the GPU device is created, cuDNN loads, all 50 epochs run at about 2 s an epoch and the model is saved ('INFO:tensorflow:Assets written to: ./TrainedModel/assets'). Alarming lines: a run of NUMA node notices and 'Start cannot spawn child process: No such file or directory' (TensorFlow looking for a CUDA tool to run and going on without it).",
        platform="linux",
    ),
    CorpusLog(
        name="notebook-gtx1650-tf-optimisation-gifs-factory-registered-computation-placer",
        source=_GH
        + "danielaza23/deep_learning/blob/cabfe21b5b46384cbb4899300bb94dab744a2423/t_1/tarea1.ipynb",
        text=r"""2025-06-14 18:45:10.192194: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1749944710.292586   45580 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1749944710.321611   45580 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W0000 00:00:1749944710.521401   45580 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1749944710.521458   45580 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1749944710.521460   45580 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.
W0000 00:00:1749944710.521461   45580 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.

============================================================
PROCESANDO Y PUNTUANDO: PyTorch Function 1
============================================================

[INFO] Creando animación para 'PyTorch Function 1'...
/tmp/ipykernel_45580/1661044365.py:101: DeprecationWarning: Starting with ImageIO v3 the behavior of this function will switch to that of iio.v3.imread. To keep the current behavior (and make this warning disappear) use `import imageio.v2 as imageio` or call `imageio.v2.imread` directly.
  image = imageio.imread(filename)
[SUCCESS] Animación guardada como: pytorch_fun_1_optimization.gif
 -> Valor final de la función: 0.0058
 => Puntuación para 'PyTorch Function 1': 100.0

============================================================
PROCESANDO Y PUNTUANDO: PyTorch Function 2
============================================================

[INFO] Creando animación para 'PyTorch Function 2'...
/tmp/ipykernel_45580/1661044365.py:101: DeprecationWarning: Starting with ImageIO v3 the behavior of this function will switch to that of iio.v3.imread. To keep the current behavior (and make this warning disappear) use `import imageio.v2 as imageio` or call `imageio.v2.imread` directly.
  image = imageio.imread(filename)
[SUCCESS] Animación guardada como: pytorch_fun_2_optimization.gif
 -> Valor final de la función: 0.0220
 => Puntuación para 'PyTorch Function 2': 100.0

============================================================
PROCESANDO Y PUNTUANDO: TensorFlow Function 1
============================================================
I0000 00:00:1749944745.105859   45580 gpu_device.cc:2019] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 2248 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1650, pci bus id: 0000:01:00.0, compute capability: 7.5

[INFO] Creando animación para 'TensorFlow Function 1'...
/tmp/ipykernel_45580/1661044365.py:101: DeprecationWarning: Starting with ImageIO v3 the behavior of this function will switch to that of iio.v3.imread. To keep the current behavior (and make this warning disappear) use `import imageio.v2 as imageio` or call `imageio.v2.imread` directly.
  image = imageio.imread(filename)
[SUCCESS] Animación guardada como: tensorflow_fun_1_optimization.gif
 -> Valor final de la función: 0.0005
 => Puntuación para 'TensorFlow Function 1': 100.0

============================================================
PROCESANDO Y PUNTUANDO: TensorFlow Function 2
============================================================

[INFO] Creando animación para 'TensorFlow Function 2'...
/tmp/ipykernel_45580/1661044365.py:101: DeprecationWarning: Starting with ImageIO v3 the behavior of this function will switch to that of iio.v3.imread. To keep the current behavior (and make this warning disappear) use `import imageio.v2 as imageio` or call `imageio.v2.imread` directly.
  image = imageio.imread(filename)
[SUCCESS] Animación guardada como: tensorflow_fun_2_optimization.gif
 -> Valor final de la función: 0.0081
 => Puntuación para 'TensorFlow Function 2': 100.0


Proceso completado. Se han generado 4 archivos GIF y un archivo 'results/results.json'.""",
        harmless=True,
        note="2025. A course-work notebook on a GeForce GTX 1650 that minimises test functions with PyTorch and TensorFlow optimisers and draws GIFs; the text is its single cell's output. Confirmed working by the same output: TensorFlow creates the GPU device ('Created device /job:localhost/replica:0/task:0/device:GPU:0 with 2248 MB memory ... NVIDIA GeForce GTX 1650'), both TensorFlow functions are optimised and scored 100.0, and 'Proceso completado. Se han generado 4 archivos GIF'. Alarming lines: the cuFFT/cuDNN/cuBLAS 'Unable to register ... factory' errors and four 'computation placer already registered' warnings at import.",
        platform="linux",
    ),
)
