# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-second set of real logs quoted by application documentation on GitHub: installation and FAQ pages and the saved outputs of the documentation notebooks of applications built on TensorFlow: sglvladi/TensorFlowObjectDetectionTutorial (the TensorFlow Object Detection API tutorial's installation page), AllenInstitute/deepinterpolation (its FAQ), talmolab/sleap (two documentation notebooks), vanvalenlab/deepcell-tf (an application notebook) and tensorflow/tensor2tensor (its reinforcement-learning notebook).

Each record is a file, not a thread: the page itself names the cause of exactly the quoted lines,
or the same file shows the run going on on the GPU. The text holds only what a user would paste,
never the page's explanation.

Broken: 2. CUDA libraries missing on Windows (cudart64_101.dll and the rest not found, so
TensorFlow skipped the GPU; the page then installs CUDA and cuDNN and shows the GPU device
created), and a GPU out-of-memory question in a FAQ (prose with the error quoted). Working runs:
4, from 2019 to 2023 (RTX A5000 twice, GTX 1080 Ti, Tesla K80 on Colab), with NUMA-node lines,
oneDNN notices and an allow_growth override warning around real training or inference.

Left out: deepmedic/deepmedic's documentation/README.md quotes a TensorFlow 1.x start-up with
'failed call to cuInit: CUDA_ERROR_NO_DEVICE' and attributes it to CUDA/cuDNN versions that
TensorFlow does not find; CUDA_ERROR_NO_DEVICE does not come from missing libraries, so the
stated cause does not fit the lines and no record was made. Other application pages and
repositories read (DeepLabCut, Spleeter, StarDist, CSBDeep, faceswap, OpenNMT-tf, Magenta,
DeepPavlov, Calamari, NiftyNet, TensorFlowTTS, gpt-2-simple, Ludwig, keras-retinanet, ImageAI,
Real-Time-Voice-Cloning, DeepPoseKit, DeepChem) quote no GPU log lines, only version advice;
DeepSpeech's quoted cuDNN failure is already held; SLEAP's notebooks that ran with no GPU
(libraries missing, 'GPUs: None detected') state no cause; localcolabfold's FAQ line is from JAX.

At first look (the doctor of commit 9f88e13) the cause was named in 2 of the 2 broken logs, both
first; the 4 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-od-tutorial-win-gtx1070ti-cudart64-101-not-found-cpu-fallback",
        source=_GH
        + "sglvladi/TensorFlowObjectDetectionTutorial/blob/a73b23f0d85b431dfac7612cd80e9d71aac20835/docs/source/install.rst",
        text=r"""2020-06-22 19:20:32.614181: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2020-06-22 19:20:32.620571: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2020-06-22 19:20:35.027232: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-06-22 19:20:35.060549: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:02:00.0 name: GeForce GTX 1070 Ti computeCapability: 6.1
coreClock: 1.683GHz coreCount: 19 deviceMemorySize: 8.00GiB deviceMemoryBandwidth: 238.66GiB/s
2020-06-22 19:20:35.074967: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2020-06-22 19:20:35.084458: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cublas64_10.dll'; dlerror: cublas64_10.dll not found
2020-06-22 19:20:35.094112: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cufft64_10.dll'; dlerror: cufft64_10.dll not found
2020-06-22 19:20:35.103571: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'curand64_10.dll'; dlerror: curand64_10.dll not found
2020-06-22 19:20:35.113102: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cusolver64_10.dll'; dlerror: cusolver64_10.dll not found
2020-06-22 19:20:35.123242: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cusparse64_10.dll'; dlerror: cusparse64_10.dll not found
2020-06-22 19:20:35.140987: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
2020-06-22 19:20:35.146285: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1598] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2020-06-22 19:20:35.162173: I tensorflow/core/platform/cpu_feature_guard.cc:143] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2020-06-22 19:20:35.178588: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x15140db6390 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-06-22 19:20:35.185082: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-06-22 19:20:35.191117: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1102] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-06-22 19:20:35.196815: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1108]
tf.Tensor(1620.5817, shape=(), dtype=float32)
""",
        expected_cause="cuda-libraries-missing",
        note="2020 (output dated June 2020; file at its March 2023 commit). The TensorFlow Object Detection API tutorial's installation page (documentation, not a thread): this is the print-out of its 'Verify your Installation' step before the GPU set-up. The page states the cause of these lines in its 'GPU Support (Optional)' section: 'By default, when TensorFlow is run it will attempt to register compatible GPU devices. If this fails, TensorFlow will resort to running on the platform's CPU. This can also be observed in the printout shown in the previous section ... where there are a number of messages which report missing library files', then has the reader install the CUDA Toolkit and cuDNN and add them to PATH, after which the same command shows every library 'Successfully opened' and 'Created TensorFlow device ... GeForce GTX 1070 Ti' ('the library files are now Successfully opened').",
        platform="windows",
    ),
    CorpusLog(
        name="deepinterpolation-faq-resourceexhausted-oom-allocating-tensor",
        source=_GH
        + "AllenInstitute/deepinterpolation/blob/df811fab62a3d0bf1992dd2fbef81358af0dc940/faq/README.md",
        text=r"""Question: I am getting error related to GPU memory allocation, for instance : "ResourceExhaustedError: OOM when allocating tensor with shape...".
how should I deal with these?""",
        expected_cause="gpu-out-of-memory",
        note="2020-2023 (file at its December 2023 commit). DeepInterpolation's FAQ page (documentation, not a thread); prose with the error quoted. The page's answer names the cause: 'the GPU RAM associated with your GPU unit. Filling either will yield different kind of issues. The GPU RAM is used to store the model being learned as well as input and output data in a given batch' and 'the larger the batch size, the more GPU RAM you will need ... within the limits of your available GPU RAM'. Platform not stated; Linux assumed (the project trains on Linux GPU machines and AWS).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="sleap-docs-cli-training-rtx-a5000-numa-lines-working",
        source=_GH
        + "talmolab/sleap/blob/14c21b4459773c99b941b77867d5746becc68ff7/docs/notebooks/Training_and_inference_on_an_example_dataset.ipynb",
        text=r"""INFO:sleap.nn.training:Versions:
SLEAP: 1.3.2
TensorFlow: 2.7.0
Numpy: 1.21.5
Python: 3.7.12
OS: Linux-5.15.0-78-generic-x86_64-with-debian-bookworm-sid
...
INFO:sleap.nn.training:
2023-09-01 13:30:38.827290: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:38.831845: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:38.832633: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
INFO:sleap.nn.training:Auto-selected GPU 0 with 22980 MiB of free memory.
INFO:sleap.nn.training:Using GPU 0 for acceleration.
INFO:sleap.nn.training:Disabled GPU memory pre-allocation.
INFO:sleap.nn.training:System:
GPUs: 1/1 available
  Device: /physical_device:GPU:0
         Available: True
        Initalized: False
     Memory growth: True
INFO:sleap.nn.training:
INFO:sleap.nn.training:Initializing trainer...
INFO:sleap.nn.training:Loading training labels from: dataset/drosophila-melanogaster-courtship/courtship_labels.slp
INFO:sleap.nn.training:Creating training and validation splits from validation fraction: 0.1
INFO:sleap.nn.training:  Splits: Training = 134 / Validation = 15.
INFO:sleap.nn.training:Setting up for training...
INFO:sleap.nn.training:Setting up pipeline builders...
INFO:sleap.nn.training:Setting up model...
INFO:sleap.nn.training:Building test pipeline...
2023-09-01 13:30:39.755154: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-09-01 13:30:39.756024: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:39.757213: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:39.758315: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:40.089801: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:40.090652: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:40.091464: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:30:40.092164: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 21084 MB memory:  -> device: 0, name: NVIDIA RTX A5000, pci bus id: 0000:01:00.0, compute capability: 8.6
INFO:sleap.nn.training:Loaded test example. [1.326s]
...
INFO:sleap.nn.training:Starting training loop...
Epoch 1/200
2023-09-01 13:30:49.814560: I tensorflow/stream_executor/cuda/cuda_dnn.cc:366] Loaded cuDNN version 8201
2023-09-01 13:31:07.940585: I tensorflow/stream_executor/cuda/cuda_blas.cc:1774] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
200/200 - 20s - loss: 2.5945e-04 - val_loss: 1.5190e-04 - lr: 1.0000e-04 - 20s/epoch - 99ms/step
Epoch 2/200
200/200 - 11s - loss: 1.2513e-04 - val_loss: 9.5694e-05 - lr: 1.0000e-04 - 11s/epoch - 57ms/step
Epoch 3/200
200/200 - 11s - loss: 9.6987e-05 - val_loss: 6.8224e-05 - lr: 1.0000e-04 - 11s/epoch - 57ms/step
...""",
        expected_cause=None,
        harmless=True,
        note="2023 (run 1 September 2023; notebook at its July 2024 commit). Saved output of SLEAP's own documentation notebook 'Training and inference on an example dataset' (sleap-train, SLEAP 1.3.2, TensorFlow 2.7.0), not a thread. Working run: the same output shows 'Using GPU 0 for acceleration', 'Created device ... NVIDIA RTX A5000 ... compute capability: 8.6', cuDNN 8201 loaded and the epochs going on at about 55 ms/step (the centroid model trains on to epoch 27 and more in the file). The repeated NUMA-node lines around it did not stop anything.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-docs-realtime-inference-rtx-a5000-numa-lines-working",
        source=_GH
        + "talmolab/sleap/blob/a2092f08fe68dd2337f1eb62cb3432756d645dbb/docs/notebooks/Interactive_and_realtime_inference.ipynb",
        text=r"""SLEAP: 1.3.2
TensorFlow: 2.7.0
Numpy: 1.21.5
Python: 3.7.12
OS: Linux-5.15.0-78-generic-x86_64-with-debian-bookworm-sid
GPUs: 1/1 available
  Device: /physical_device:GPU:0
         Available: True
        Initalized: False
     Memory growth: True
2023-09-01 13:56:37.731425: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:56:37.735933: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:56:37.736867: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:04.806004: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-09-01 13:57:04.807011: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:04.807970: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:04.808962: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:05.103658: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:05.104377: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:05.105059: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2023-09-01 13:57:05.106019: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 21129 MB memory:  -> device: 0, name: NVIDIA RTX A5000, pci bus id: 0000:01:00.0, compute capability: 8.6
imgs.shape: (100, 1024, 1024, 1)
2023-09-01 13:57:13.455046: I tensorflow/stream_executor/cuda/cuda_dnn.cc:366] Loaded cuDNN version 8201
2023-09-01 13:57:15.358483: I tensorflow/stream_executor/cuda/cuda_blas.cc:1774] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
Labels(labeled_frames=100, videos=1, skeletons=1, tracks=2)""",
        expected_cause=None,
        harmless=True,
        note="2023 (run 1 September 2023; notebook at its September 2023 commit). Saved outputs of SLEAP's documentation notebook 'Interactive and realtime inference' (SLEAP 1.3.2, TensorFlow 2.7.0), not a thread: sleap.system_summary(), loading the models, then predicting on 100 frames. Working run: 'Created device ... NVIDIA RTX A5000', cuDNN loaded, 100 labeled frames predicted; later cells in the same file time GPU inference at 'Inference times: 63.1 +- 1.2 ms'. The NUMA-node lines are only information.",
        platform="linux",
    ),
    CorpusLog(
        name="deepcell-caliban-notebook-gtx1080ti-inference-working",
        source=_GH
        + "vanvalenlab/deepcell-tf/blob/3234a52eb48b53f704590c1b649b5c8b19804a06/notebooks/applications/Caliban-Application.ipynb",
        text=r"""2023-06-26 23:42:33.286298: I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-06-26 23:42:33.951331: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 10415 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1080 Ti, pci bus id: 0000:06:00.0, compute capability: 6.1
WARNING:tensorflow:No training configuration found in save file, so the model was *not* compiled. Compile it manually.
Training Resolution: 0.65 microns per pixel
2023-06-26 23:43:38.584782: I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8100
(42, 540, 540, 1)""",
        expected_cause=None,
        harmless=True,
        note="2023 (run 26 June 2023; notebook at its June 2023 commit). Saved outputs of DeepCell's application notebook 'Caliban' (NuclearSegmentation, then prediction), not a thread. Working run: 'Created device ... NVIDIA GeForce GTX 1080 Ti', cuDNN 8100 loaded at the first prediction and the prediction returned (42, 540, 540, 1); the notebook goes on to track the cells. The oneDNN notice and the Keras 'No training configuration found in save file' warning are harmless here.",
        platform="linux",
    ),
    CorpusLog(
        name="tensor2tensor-rl-notebook-colab-k80-allow-growth-override-working",
        source=_GH
        + "tensorflow/tensor2tensor/blob/c395bfd58064546e69187424826eac03739f7928/tensor2tensor/notebooks/hello_t2t-rl.ipynb",
        text=r"""INFO:tensorflow:Overriding hparams in rlmb_long_stochastic_discrete with game=pong,eval_max_num_noops=8,eval_sampling_temps=[0.5]
INFO:tensorflow:Evaluating metric mean_reward/eval/sampling_temp_0.5_max_noops_8_unclipped
2019-03-22 16:05:45.007030: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2300000000 Hz
2019-03-22 16:05:45.007306: I tensorflow/compiler/xla/service/service.cc:150] XLA service 0x2697860 executing computations on platform Host. Devices:
2019-03-22 16:05:45.007346: I tensorflow/compiler/xla/service/service.cc:158]   StreamExecutor device (0): <undefined>, <undefined>
2019-03-22 16:05:45.105281: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:998] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-03-22 16:05:45.105857: I tensorflow/compiler/xla/service/service.cc:150] XLA service 0x2697440 executing computations on platform CUDA. Devices:
2019-03-22 16:05:45.105908: I tensorflow/compiler/xla/service/service.cc:158]   StreamExecutor device (0): Tesla K80, Compute Capability 3.7
2019-03-22 16:05:45.106380: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1433] Found device 0 with properties: 
name: Tesla K80 major: 3 minor: 7 memoryClockRate(GHz): 0.8235
pciBusID: 0000:00:04.0
totalMemory: 11.17GiB freeMemory: 11.10GiB
2019-03-22 16:05:45.106420: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1512] Adding visible gpu devices: 0
2019-03-22 16:05:45.499212: I tensorflow/core/common_runtime/gpu/gpu_device.cc:984] Device interconnect StreamExecutor with strength 1 edge matrix:
2019-03-22 16:05:45.499307: I tensorflow/core/common_runtime/gpu/gpu_device.cc:990]      0 
2019-03-22 16:05:45.499332: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1003] 0:   N 
2019-03-22 16:05:45.499671: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:42] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2019-03-22 16:05:45.499741: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10754 MB memory) -> physical GPU (device: 0, name: Tesla K80, pci bus id: 0000:00:04.0, compute capability: 3.7)
INFO:tensorflow:Using DummyPolicyProblem for the policy.
...
INFO:tensorflow:Step 2055, mean_score: 19.937500
INFO:tensorflow:Step 2060, mean_score: 19.937500
INFO:tensorflow:Step 2065, mean_score: 19.937500
INFO:tensorflow:Step 2070, mean_score: 19.937500""",
        expected_cause=None,
        harmless=True,
        note="2019 (run 22 March 2019 on Colab; notebook at its October 2019 commit). Saved output of Tensor2Tensor's own notebook 'hello_t2t-rl' (evaluating a pretrained Pong policy with tensor2tensor.rl.evaluator), not a thread. Working run: 'Created TensorFlow device ... Tesla K80' and the evaluation runs on to step 2070 with mean_score near 19.9; the later cells in the file repeat the same start-up and go on. The NUMA-node line and the 'Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set' warning are only information.",
        platform="linux",
    ),
)
