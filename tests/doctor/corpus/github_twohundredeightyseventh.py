# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-seventh set of real logs quoted in troubleshooting, FAQ and set-up pages kept in public GitHub repositories: instadeepai/Mava's TROUBLESHOOTING.md, gyan42/mozhi's NVIDIA set-up page, KeishiIshihara/multitask-with-attention's docs/troubleshooting.md, and two personal note files (aimingh/deep_learning, BinhMinhs10/BinhMinhs10).

Each record is one quoted error block whose page names its cause or the fix that removed it;
the text holds only the lines a user would paste, never the page's explanation.

Broken kinds held: CUDA or cuDNN libraries that TensorFlow could not load (libcudart.so.11.0
with CUDA not installed or not on LD_LIBRARY_PATH, libcudnn.so.8 with cuDNN not installed,
libcusolver.so.10 wanted where CUDA 11 ships libcusolver.so.11), and cuDNN/cuBLAS failing to
start until memory growth was turned on (a 2022 RTX 3080 run: "No algorithm worked!" after
"failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED"; a "memory mapping error"
note on CUDNN_STATUS_INTERNAL_ERROR). Working runs: none (no page met here quoted a working
run's alarming lines with a statement that they were harmless, apart from pages already in the
corpus).

Small set: most troubleshooting pages of this kind were already in the corpus, were stored
without their repository's name (so they cannot be cited), or gave a guess rather than a
cause (a Dockerfile README's "it's probably because I installed a new version of the CUDA
drivers, but never restarted", followed by a second failure; a Korean install note that calls
its allow_growth work-around temporary and the cause unresolved). Dates: the pages carry few;
the RTX 3080 log is from 2022, the others from about 2020-2021 judging by the CUDA and
TensorFlow versions they name.

At first look (the doctor of commit 73b0d74) the cause was named in 5 of the 5 broken logs,
all 5 first; there is no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mava-troubleshooting-libcudart-11-0-not-found",
        source=_GH
        + "instadeepai/Mava/blob/424025b93c619667cfef924faea38c377d127af1/TROUBLESHOOTING.md",
        text=r"""Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory;""",
        expected_cause="cuda-libraries-missing",
        note="Project troubleshooting page (instadeepai/Mava TROUBLESHOOTING.md, a table of Error and Resolution; the version read has no date, about 2021-2022). For this error line the Resolution says: 'Ensure you have download [cuda](OPTIONAL_INSTALL.md) **and** set your `LD_LIBRARY_PATH`, e.g. `export LD_LIBRARY_PATH=[ENV_PATH]:$LD_LIBRARY_PATH`'; an older version of the page gives `conda install -c anaconda cudatoolkit`. The CUDA runtime was not installed or not on the library path. The same table cell also names an unrelated libpython3.7m.so.1.0 ImportError, left out. One line only; platform linux (a .so library).",
        platform="linux",
    ),
    CorpusLog(
        name="mozhi-docs-libcudnn-so-8-not-found",
        source=_GH
        + "gyan42/mozhi/blob/f64e68d1337d0308d8b72447329a532012ee1c4d/docs/source/setup/nvidia.md",
        text=r"""Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="Project set-up page (gyan42/mozhi docs/source/setup/nvidia.md, about 2021: CUDA 11.2, cuDNN 8.1.1, Ubuntu 20.04). Under step '3. Intall cudnn library' the page says 'For error : **Could not load dynamic library 'libcudnn.so.8' ...**' refer to NVIDIA's cuDNN package-manager installation, then installs libcudnn8 8.1.1 for cuda11.2 and adds /usr/lib/x86_64-linux-gnu to LD_LIBRARY_PATH: cuDNN was not installed. One line only.",
        platform="linux",
    ),
    CorpusLog(
        name="binhminhs10-notes-libcusolver-so-10-not-found-cuda-11",
        source=_GH
        + "BinhMinhs10/BinhMinhs10/blob/50f190d774f3081bfa9328e17de3e0931d7ea2a9/nvidia/README.md",
        text=r"""Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10""",
        expected_cause="cuda-libraries-missing",
        note="Personal set-up note (BinhMinhs10/BinhMinhs10 nvidia/README.md, earlier nvidia/setup.md; no date, about 2021). Under '## Bug' the note quotes the line and gives the fix that removed it: 'sudo ln -s /usr/local/cuda/lib64/libcusolver.so.11 /usr/local/cuda/lib64/libcusolver.so.10' and 'export LD_LIBRARY_PATH=/usr/local/cuda/lib64', then lists the GPU with tf.config.list_physical_devices('GPU'). The installed CUDA 11 toolkit had libcusolver.so.11 while this TensorFlow loads libcusolver.so.10 (the CUDA 11.0 name): a CUDA library of the version TensorFlow wants was missing. The note states only the fix, not the cause in words. The quoted line is cut short by the author.",
        platform="linux",
    ),
    CorpusLog(
        name="aimingh-notes-cudnn-internal-error-memory-mapping",
        source=_GH
        + "aimingh/deep_learning/blob/685ae6917f5a5efabf46a71242c29c92e840aa5f/documents/tensorflow_Issues.md",
        text=r"""tensorflow.python.framework.errors_impl.UnknownError:  
Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR""",
        expected_cause="memory-growth-disabled",
        note="Personal troubleshooting note in Korean (aimingh/deep_learning documents/tensorflow_Issues.md; TensorFlow 2.x, no date, about 2020). The note files the error under '1. TensorFlow memory mapping error' and gives as fix '1.1 필요한 만큼 메모리를 런타임에 할당하는 방법' (allocating memory at run time only as needed: tf.config.experimental.set_memory_growth(gpu, True) for each GPU) or '1.2' capping the GPU memory TensorFlow takes (memory_limit=1024); its reference is titled 'tensorflow 2.0 GPU 에러 | GPU 메모리 부족할 때' (when GPU memory runs short). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="multitask-attention-rtx3080-no-algorithm-worked-cublas-not-initialized",
        source=_GH
        + "KeishiIshihara/multitask-with-attention/blob/9ce4e55b43da0132a13c75d8b6e76206120c5609/docs/troubleshooting.md",
        text=r"""(env) alice@host:~/alice/workspace/multitask-with-attention$ python gradcam.py
2022-04-30 15:59:42.531480: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2022-04-30 15:59:43.610535: I tensorflow/compiler/jit/xla_cpu_device.cc:41] Not creating XLA devices, tf_xla_enable_xla_devices not set
2022-04-30 15:59:43.611048: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcuda.so.1
2022-04-30 15:59:43.638290: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.638562: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: NVIDIA GeForce RTX 3080 computeCapability: 8.6
coreClock: 1.71GHz coreCount: 68 deviceMemorySize: 9.77GiB deviceMemoryBandwidth: 707.88GiB/s
2022-04-30 15:59:43.638580: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0
2022-04-30 15:59:43.640087: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2022-04-30 15:59:43.640120: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublasLt.so.11
2022-04-30 15:59:43.640621: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcufft.so.10
2022-04-30 15:59:43.640752: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcurand.so.10
2022-04-30 15:59:43.642338: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusolver.so.10
2022-04-30 15:59:43.642717: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcusparse.so.11
2022-04-30 15:59:43.642817: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2022-04-30 15:59:43.642877: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.643159: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.643424: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0
...
2022-04-30 15:59:43.955406: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1261] Device interconnect StreamExecutor with strength 1 edge matrix:
2022-04-30 15:59:43.955433: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1267]      0
2022-04-30 15:59:43.955439: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1280] 0:   N
2022-04-30 15:59:43.955577: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.955862: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.956110: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:941] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-04-30 15:59:43.956340: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 8529 MB memory) -> physical GPU (device: 0, name: NVIDIA GeForce RTX 3080, pci bus id: 0000:01:00.0, compute capability: 8.6)
Model: "MTA"
...
Total params: 32,099,761
Trainable params: 32,061,497
Non-trainable params: 38,264
__________________________________________________________________________________________________
forward pass
2022-04-30 15:59:46.619533: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcudnn.so.8
2022-04-30 15:59:47.399429: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11
2022-04-30 15:59:47.401314: E tensorflow/stream_executor/cuda/cuda_blas.cc:226] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED
2022-04-30 15:59:47.401605: W tensorflow/core/framework/op_kernel.cc:1763] OP_REQUIRES failed at conv_ops.cc:1106 : Not found: No algorithm worked!
Traceback (most recent call last):
  File "gradcam.py", line 38, in <module>
    main(args)
  File "gradcam.py", line 25, in main
    output = model(*dummy)
  File "/home/alice/alice/workspace/multitask-with-attention/env/lib/python3.6/site-packages/tensorflow/python/keras/engine/base_layer.py", line 1012, in __call__
    outputs = call_fn(inputs, *args, **kwargs)
  File "/home/alice/alice/workspace/multitask-with-attention/model/mta.py", line 89, in call
    outputs = self.model([input_images, input_nav_cmd, input_speed], training=training)
...
  File "/home/alice/alice/workspace/multitask-with-attention/env/lib/python3.6/site-packages/tensorflow/python/ops/gen_nn_ops.py", line 932, in conv2d
    _ops.raise_from_not_ok_status(e, name)
  File "/home/alice/alice/workspace/multitask-with-attention/env/lib/python3.6/site-packages/tensorflow/python/framework/ops.py", line 6862, in raise_from_not_ok_status
    six.raise_from(core._status_to_exception(e.code, message), None)
  File "<string>", line 3, in raise_from
tensorflow.python.framework.errors_impl.NotFoundError: No algorithm worked! [Op:Conv2D]""",
        expected_cause="memory-growth-disabled",
        note="2022 (log dated 2022-04-30). Project troubleshooting page of the CVPR 2021 workshop code (KeishiIshihara/multitask-with-attention docs/troubleshooting.md), section 'Error: tensorflow.python.framework.errors_impl.NotFoundError: No algorithm worked! [Op:Conv2D]'. The authors state what fixed it: 'In my case, setting an environmental variable fixed it: $ export TF_FORCE_GPU_ALLOW_GROWTH=true'. RTX 3080 (compute capability 8.6) with a CUDA 11.0 TensorFlow 2.4-era build, Python 3.6. The model summary and the middle of the traceback were cut with '...'; the user and host names and the author's name in the paths were replaced.",
        platform="linux",
    ),
)
