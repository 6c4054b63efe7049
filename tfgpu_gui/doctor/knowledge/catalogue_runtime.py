"""Catalogue entries about running: memory, utilisation, harmless log lines, the job itself."""

from __future__ import annotations

from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Entry, NoGpu

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "gpu-out-of-memory",
        ERROR,
        "The GPU ran out of memory",
        'TensorFlow could not allocate GPU memory ("OOM when allocating tensor", '
        "CUDA_ERROR_OUT_OF_MEMORY). Either the model and batch are too large, or another "
        "process already holds the memory (TensorFlow reserves almost all of it by default).",
        {
            "any": "Lower the batch size; let TensorFlow grow its memory instead of taking it "
            "all; find who else holds memory:\n$ export TF_FORCE_GPU_ALLOW_GROWTH=true\n"
            "$ nvidia-smi --query-compute-apps=pid,used_memory,process_name --format=csv",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/17669",
            "https://github.com/Azure/MachineLearningNotebooks/issues/880",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "host-out-of-memory",
        ERROR,
        "The computer's memory (RAM) ran out, not the GPU's",
        "TensorFlow could not allocate a tensor in the computer's own memory: the failed "
        "allocation names the host's allocator (\"OOM when allocating tensor ... on "
        '/job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu"), or Linux ended the '
        'process for lack of memory ("invoked oom-killer", "Out of memory: Killed process ... '
        '(python3)"), or Windows refused a program memory ("The paging file is too small for '
        'this operation to complete", even to load a DLL). The input pipeline is the usual '
        "taker: a large batch of decoded images, "
        "a dataset cached in memory, a big shuffle buffer, a model kept on the CPU, or many "
        "trials or workers at once. On a Jetson the GPU shares this memory with the system.",
        {
            "any": "Lower the batch size, cache the dataset to a file instead of memory "
            "(dataset.cache(filename)), shrink the shuffle buffer, and close other programs. "
            "Watch the memory while it runs:\n$ free -h",
            "windows": "Lower the batch size, cache the dataset to a file instead of memory "
            "(dataset.cache(filename)), shrink the shuffle buffer, and close other programs; "
            "Task Manager's Memory column shows who holds it.",
        },
        sources=(
            "https://github.com/tensorflow/models/issues/6450",
            "https://github.com/torvalds/linux/blob/master/mm/oom_kill.c",
            "https://github.com/ray-project/ray/issues/23109",
        ),
        confirm=(
            'The failed allocation names the device: CPU:0 and "allocator cpu" is the '
            "computer's memory, GPU:0 and \"GPU_0_bfc\" the GPU's. The kernel's own log (sudo "
            'dmesg) names a process it ended: "Out of memory: Killed process ...".'
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "memory-growth-disabled",
        WARNING,
        "TensorFlow will reserve nearly all GPU memory at start",
        "Without memory growth, the first TensorFlow process maps almost the whole GPU memory, "
        "so a second process (another notebook, a colleague's job) or another framework in the "
        "same program (JAX, PyTorch) gets out-of-memory errors, "
        "and nvidia-smi shows the GPU as full however small the model. cuDNN then fails to "
        "start for lack of memory: 'Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR', "
        "'Failed to get convolution algorithm. This is probably because cuDNN failed to "
        "initialize'.",
        {
            "any": "Turn on memory growth before TensorFlow touches the GPU:\n"
            "$ export TF_FORCE_GPU_ALLOW_GROWTH=true\n"
            "or in code: tf.config.experimental.set_memory_growth(gpu, True) for each GPU.",
        },
        sources=(
            "https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth",
            "https://github.com/tensorflow/tensorflow/issues/24496",
        ),
        confirm="Run `nvidia-smi` while the error happens: GPU memory nearly full (another "
        "process, or this one) points here; set TF_FORCE_GPU_ALLOW_GROWTH=true and run again. If "
        "memory is free, compare the cuDNN version with the one TensorFlow was built with.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "gpu-underutilized-input-bound",
        WARNING,
        "The GPU mostly waits: the input pipeline is the bottleneck",
        "A TensorFlow process holds GPU memory but the GPU is busy only a small part of the "
        "time: it waits for the next batch (Python generators, decoding on one core, no "
        "prefetch).",
        {
            "any": "Build the input with tf.data and let it overlap with training:\n"
            "dataset.map(f, num_parallel_calls=tf.data.AUTOTUNE).cache()"
            ".prefetch(tf.data.AUTOTUNE)\n"
            "Profile one epoch with the TensorBoard profiler (Input pipeline analyzer).",
        },
        sources=(
            "https://www.tensorflow.org/guide/data_performance",
            "https://www.tensorflow.org/guide/gpu_performance_analysis",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "op-without-gpu-kernel",
        ERROR,
        "An operation has no GPU kernel in this TensorFlow, and it was pinned to the GPU",
        "TensorFlow runs each operation on a device that has a kernel for it. Some operations "
        "(or some data types of one) have only a CPU kernel: string and many sparse ops, some "
        "optimizers' sparse updates, ops added by an add-on or by oneDNN. Placed on the GPU by "
        "tf.device('/GPU:0'), by a variable it must stay beside, or by a saved graph, such an "
        "op stops the program ('Could not satisfy explicit device specification ... because no "
        "supported kernel for GPU devices is available', \"No registered '...' OpKernel for "
        "'GPU' devices\") when soft placement is off, as it is in TensorFlow 1's sessions "
        "unless asked for. The GPU itself works.",
        {
            "any": "Let TensorFlow run such ops on the CPU (soft placement, on by default in "
            "TensorFlow 2's eager mode):\n"
            "tf.config.set_soft_device_placement(True)\n"
            "in TensorFlow 1: tf.compat.v1.ConfigProto(allow_soft_placement=True)\n"
            "Or pin that op (or the variable it updates) to the CPU: with tf.device('/CPU:0'): "
            "...\nThe error's 'Registered kernels' list shows which devices and data types "
            "have one; a newer TensorFlow may have a GPU kernel for it.",
        },
        sources=(
            # "Could not satisfy explicit device specification '...' because no supported
            # kernel for GPU devices is available."
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/common_runtime/colocation_graph.cc",
            # "No registered '...' OpKernel for 'GPU' devices compatible with node ..."
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/framework/op_kernel.cc",
            "https://www.tensorflow.org/guide/gpu#manual_device_placement",
            # SparseApplyAdagrad (CPU only) colocated with its embedding on the GPU: "it is
            # trying to force a non-gpu op onto a GPU" (the maintainer)
            "https://github.com/google/prettytensor/issues/1",
        ),
        confirm="Run once with soft placement on (tf.config.set_soft_device_placement(True), "
        "or allow_soft_placement=True in TensorFlow 1): if the error is gone, an op without a "
        "GPU kernel was the cause.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "model-needs-gpu",
        ERROR,
        "The model runs only on a GPU: some of its operations have no CPU kernel",
        "A few TensorFlow operations exist for the GPU alone. The cuDNN recurrent layers "
        "(Keras 2's CuDNNLSTM and CuDNNGRU, TensorFlow 1's tf.contrib.cudnn_rnn, a Keras 3 LSTM "
        "saved while it used cuDNN: ops CudnnRNN, CudnnRNNV2, CudnnRNNV3) have GPU kernels "
        "only, and TensorFlow's CPU convolutions and pooling take the NHWC layout only, so a "
        "model built channels-first (data_format='NCHW' or 'channels_first', the faster "
        "layout on a GPU) cannot run on the CPU. Where TensorFlow has no GPU (a computer "
        "without an NVIDIA GPU, a CPU-only TensorFlow, a GPU it cannot use), such a model "
        'stops: "No OpKernel was registered to support Op \'CudnnRNN\'", "Conv2DCustomBackprop'
        'InputOp only supports NHWC", "Generic conv implementation only supports NHWC tensor '
        'format for now".',
        {
            "any": "Either run it where TensorFlow has a GPU (when this computer has an NVIDIA "
            "GPU, the other findings say why TensorFlow did not use it), or build the model "
            "for the CPU:\n"
            "- tf.keras.layers.LSTM and GRU in place of CuDNNLSTM and CuDNNGRU (they use cuDNN "
            "by themselves on a GPU); a saved model is rebuilt with them and its weights "
            "loaded into it;\n"
            "- data_format='channels_last' (NHWC) for convolutions and pooling on the CPU.\n"
            "A project with a CPU switch (use_cudnn_cell=False, a --gpu 0 or data_format "
            "option) sets it.",
        },
        sources=(
            # The cuDNN RNN ops are registered for DEVICE_GPU only.
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/kernels/cudnn_rnn_ops.cc",
            # "Conv2DCustomBackpropInputOp only supports NHWC." (the CPU kernel)
            "https://github.com/tensorflow/tensorflow/blob/v1.15.0/tensorflow/core/kernels/conv_grad_input_ops.cc",
            # "Generic conv implementation only supports NHWC tensor format for now."
            "https://github.com/tensorflow/tensorflow/blob/v1.0.1/tensorflow/core/kernels/conv_ops.cc",
            # "CudnnRNN需要在GPU环境下才能跑,可以改为RNN/LSTM/GRU在CPU环境下运行" (the owner)
            "https://github.com/ningshixian/Keras-Tutorial/issues/1",
            # "You need a GPU unfortunately - tensorflow doesn't support CPU with our network
            # architecture currently" (the maintainer)
            "https://github.com/glinscott/leela-chess/issues/286",
            # "set kashgari.config.use_cudnn_cell = False ... Then you can predict on CPU."
            "https://github.com/BrikerMan/Kashgari/issues/302",
        ),
        confirm='$ python -c "import tensorflow as tf; '
        "print(tf.config.list_physical_devices('GPU'))\"\nAn empty list: TensorFlow has no GPU "
        "here, and these operations cannot run; with a GPU listed they run on it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "code-for-tensorflow-1",
        ERROR,
        "The program is written for TensorFlow 1, and this TensorFlow is 2.x",
        "TensorFlow 2.0 took the graph-and-session API out of its modules (tf.Session, "
        "tf.ConfigProto and tf.GPUOptions, tf.placeholder, tf.train.AdamOptimizer, "
        "tf.nn.rnn_cell ...) into tf.compat.v1, and removed tf.contrib altogether. Code "
        "written for TensorFlow 1.x stops on the first such name (\"module 'tensorflow' has no "
        "attribute 'Session'\", \"No module named 'tensorflow.contrib'\"), often in the very "
        "lines that were meant to set up the GPU (a ConfigProto with allow_growth). The GPU "
        "is not at fault: the program never got to use it.",
        {
            "any": "Either run the code on TensorFlow 2 through its 1.x API:\n"
            "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\n"
            "tf.contrib has no such replacement; TensorFlow's upgrade script rewrites the rest "
            "to TensorFlow 2's API:\n"
            "$ tf_upgrade_v2 --intree old/ --outtree new/ --reportfile report.txt\n"
            "For GPU memory, TensorFlow 2's own setting replaces ConfigProto's allow_growth:\n"
            "for gpu in tf.config.list_physical_devices('GPU'): "
            "tf.config.experimental.set_memory_growth(gpu, True)\n"
            "Or give the project the TensorFlow 1.15 it was written for, in its own "
            "environment: Python 3.7 or older, and for its GPU build CUDA 10.0 with cuDNN 7.4 "
            "(a GPU of the RTX 30 series or newer needs NVIDIA's nvidia-tensorflow 1.15 "
            "build, Linux only).",
        },
        sources=(
            "https://www.tensorflow.org/guide/migrate",
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/RELEASE.md#release-200",
            "https://www.tensorflow.org/guide/upgrade",
            "https://www.tensorflow.org/install/source#gpu",
            "https://github.com/NVIDIA/tensorflow",
        ),
        confirm='$ python -c "import tensorflow as tf; print(tf.__version__)"\n'
        "A version 2.x with code that calls tf.Session, tf.placeholder or tf.contrib: the "
        "code is TensorFlow 1's.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "cuda-initialized-before-fork",
        ERROR,
        "A process forked after CUDA had started: CUDA cannot start in the child",
        "CUDA does not survive fork(): a child process made by forking a parent that has "
        "already started CUDA cannot start it again, and its calls fail with "
        'CUDA_ERROR_NOT_INITIALIZED ("could not retrieve CUDA device count: '
        'CUDA_ERROR_NOT_INITIALIZED", "Check failed: CUDA_SUCCESS == cuCtxSetCurrent(...) (0 '
        'vs. 3)") or "initialization error", or hang. On Linux, Python\'s multiprocessing '
        "forks by default (Pool, Process, joblib and Keras' workers), and a server that "
        "preforks (gunicorn, uwsgi, Celery) forks its workers: a parent that listed the GPUs "
        "(device_lib.list_local_devices, tf.config.list_physical_devices), ran a session or "
        "loaded a model before the fork leaves its children without the GPU; TensorFlow in "
        "them then runs on the CPU or stops.",
        {
            "any": "Start the processes that use the GPU with 'spawn', not 'fork': "
            "multiprocessing.set_start_method('spawn') at the start of the main module (or "
            "mp.get_context('spawn').Pool(...)). Or let the parent touch no GPU before it "
            "forks: import TensorFlow and load the model inside each child; a server loads its "
            "model in each worker after the fork (gunicorn without --preload), and GPU numbers "
            "come from a setting, not from listing the devices. Which start method Python "
            "uses here ('fork' is the default on Linux before Python 3.14):\n"
            '$ python -c "import multiprocessing as mp; print(mp.get_start_method())"',
        },
        sources=(
            # "CUDA does not support the fork() system call. Forked subprocesses exhibit
            # undefined behavior, including failure to initialize CUDA contexts and devices."
            "https://github.com/NVIDIA/cuda-python/pull/1309",
            # A session run in the parent, then the same in a multiprocessing pool: hangs with
            # CUDA_ERROR_NOT_INITIALIZED (reproduced by the TensorFlow team)
            "https://github.com/tensorflow/tensorflow/issues/8220",
            # "After removing getting available GPUs with tensorflow.python.client.device_lib
            # in the main process ... it worked."
            "https://github.com/yuanyuanli85/Keras-Multiple-Process-Prediction/issues/2",
            # "using 'fork' method in multiprocessing does not allow the use of GPU in child
            # processes. Instead the 'spawn' method needs to be used."
            "https://github.com/mit-acl/rl_collision_avoidance/issues/21",
        ),
        confirm="The error comes only from the child processes (the pool's or the server's "
        "workers): the same code run in the main process, or with the 'spawn' start method, "
        "finds the GPU.",
        root_order=228,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "requested-gpu-missing",
        ERROR,
        "The program asks for a GPU number this process does not have",
        "The code pins work to a GPU by its number ('/GPU:1', tf.device('/device:GPU:2'), a "
        "saved graph's devices) but this process sees fewer GPUs: the machine has fewer, or "
        "CUDA_VISIBLE_DEVICES (set by you, a job scheduler or a container) leaves fewer "
        "visible, and the ones left are numbered again from 0 ('CUDA_VISIBLE_DEVICES=2' makes "
        "that GPU '/GPU:0'). With soft placement off TensorFlow stops instead of choosing "
        "another device ('no devices matching that specification are registered in this "
        "process', 'All available devices [...]').",
        {
            "any": "List the GPUs this process sees and use their numbers:\n"
            '$ python -c "import tensorflow as tf; '
            "print(tf.config.list_physical_devices('GPU'))\"\n"
            "With CUDA_VISIBLE_DEVICES set, the GPUs it names are /GPU:0, /GPU:1, ... inside "
            "the program. Or let TensorFlow fall back to another device: "
            "tf.config.set_soft_device_placement(True).",
        },
        sources=(
            # "... because no devices matching that specification are registered in this
            # process; available devices: ..."
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/common_runtime/colocation_graph.cc",
            "https://www.tensorflow.org/guide/gpu#manual_device_placement",
            # the visible devices numbered from 0
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#env-vars",
        ),
        confirm="Compare the GPU number in the error with the devices the same error lists "
        "(or with tf.config.list_physical_devices('GPU')): a number not among them confirms "
        "it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "gpu-config-refused",
        WARNING,
        "TensorFlow refused the program's GPU settings: set too late, or not for every GPU",
        "TensorFlow takes its GPU settings (memory growth, a memory limit or virtual GPUs, "
        "which GPUs to use) only before it first uses a GPU. Afterwards tf.config refuses them "
        "('Physical devices cannot be modified after being initialized', 'Visible devices "
        "...', 'Virtual devices ...'): the program stops, or, where the code catches the "
        "error as TensorFlow's guide shows, runs on without the setting, so TensorFlow still "
        "reserves nearly all GPU memory. Anything that uses TensorFlow first starts the GPUs: "
        "a tensor or a model made earlier, listing logical devices, a library imported before "
        "(that makes one), an earlier notebook cell. Memory growth must also be the same for "
        "every visible GPU ('Memory growth cannot differ between GPU devices').",
        {
            "any": "Set them right after `import tensorflow`, before anything else uses "
            "TensorFlow, and for every GPU:\n"
            "for gpu in tf.config.list_physical_devices('GPU'): "
            "tf.config.experimental.set_memory_growth(gpu, True)\n"
            "In a notebook, restart the kernel and run that cell first. Memory growth can also "
            "be set from outside, before the program starts:\n"
            "$ export TF_FORCE_GPU_ALLOW_GROWTH=true",
        },
        sources=(
            # raise RuntimeError("Physical devices cannot be modified after being
            # initialized"), "Visible devices ...", "Virtual devices ...", ValueError("Memory
            # growth cannot differ between GPU devices")
            "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/python/eager/context.py",
            "https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth",
            # set_memory_growth on the first GPU only, two RTX 2080 Ti: "Memory growth cannot
            # differ between GPU devices" (fixed by setting it for every GPU)
            "https://github.com/zzh8829/yolov3-tf2/pull/225",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "nccl-multi-gpu-failed",
        ERROR,
        "Training on several GPUs failed in NCCL, the library that moves data between them",
        "Training on several GPUs (MirroredStrategy, Horovod) sums the gradients of all GPUs "
        "through NCCL. NCCL needs shared memory (/dev/shm: a Docker container gets only 64 MB "
        "unless given more, and so does a Kubernetes pod) and, for speed, direct transfers "
        "between the GPUs over PCIe (peer to peer), which IOMMU or ACS settings, some "
        "motherboards and virtual machines break. Then it fails ('NCCL WARN Error while "
        "creating shared memory segment', 'unhandled system error') or hangs at the first "
        "step. Some TensorFlow builds (Windows') have no NCCL at all: \"No OpKernel was "
        "registered to support Op 'NcclAllReduce'\".",
        {
            "any": "See what NCCL does and where it fails:\n$ export NCCL_DEBUG=INFO\n"
            "In a container, give it more shared memory:\n"
            "$ docker run --gpus all --shm-size=1g --ulimit memlock=-1 IMAGE\n"
            "If transfers between the GPUs are the trouble, run without them (slower):\n"
            "$ export NCCL_P2P_DISABLE=1\n"
            "If the kernel log (dmesg) shows IOMMU faults (DMAR, AMD-Vi IO_PAGE_FAULT), turn "
            "off PCI ACS in the BIOS or boot with iommu=pt (NCCL's troubleshooting page).\n"
            "Or let TensorFlow sum without NCCL: tf.distribute.MirroredStrategy("
            "cross_device_ops=tf.distribute.HierarchicalCopyAllReduce()).",
        },
        sources=(
            # shared memory in containers (--shm-size), GPU Direct / peer to peer, IOMMU, ACS
            "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html",
            # "NCCL WARN Call to posix_fallocate failed : No space left on device": "It is likely
            # that /dev/shm is full" (the NCCL maintainer)
            "https://github.com/NVIDIA/nccl/issues/525",
            # NcclAllReduce without a kernel: switch to hierarchical copy (the maintainer)
            "https://github.com/haoyuhu/bert-multi-gpu/issues/15",
        ),
        confirm="Run with NCCL_DEBUG=INFO: NCCL's WARN lines name what failed. A job that runs "
        "with NCCL_SHM_DISABLE=1 or NCCL_P2P_DISABLE=1, or with HierarchicalCopyAllReduce, "
        "confirms it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "gpu-overheating",
        WARNING,
        "The GPU is too hot: it slows itself down (or the computer shuts off)",
        "A GPU that reaches its slowdown temperature lowers its own clocks to cool down "
        "(thermal throttling): training that started fast gets slower and slower over a long "
        "run, with no error. Hotter still, the GPU or the computer switches itself off, which "
        "looks like a crash or a sudden reboot as soon as training starts. Dust, stopped fans, "
        "a laptop's or small case's cooling, or dried thermal paste are the usual causes; the "
        "software is not at fault.",
        {
            "any": "Watch the temperature and the throttle reasons while training runs (the "
            "tray icon and the GPU view show them too):\n"
            "$ nvidia-smi -q -d TEMPERATURE,PERFORMANCE\n"
            "Improve the cooling (clean the fans and heatsink, more airflow, a cooling pad for a "
            "laptop), or lower the power limit so the GPU runs cooler (sudo nvidia-smi -pl "
            "with a figure between the limits this shows):\n"
            "$ nvidia-smi -q -d POWER",
        },
        sources=(
            # NVML's clocks-event reasons: SwThermalSlowdown, HwThermalSlowdown
            "https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html",
            # "the GPU got overheated and slows down over time. Got a cooling pad and now no
            # degradation" (the poster)
            "https://github.com/tensorflow/tensorflow/issues/40042",
            # a system that rebooted as training started, fixed by better cooling
            "https://github.com/tensorflow/tensorflow/issues/36072",
        ),
        confirm="Run `nvidia-smi -q -d TEMPERATURE,PERFORMANCE` while training: 'SW Thermal "
        "Slowdown' or 'HW Thermal Slowdown' Active, or a temperature at the slowdown "
        "temperature it lists, confirms it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "gpu-hardware-fault",
        ERROR,
        "The GPU (or its memory, power or connection) is failing",
        "The GPU reports a fault of the hardware, not of TensorFlow or CUDA: an uncorrectable "
        'ECC error in its memory ("uncorrectable ECC error encountered", Xid 48), the GPU '
        'gone from the PCIe bus ("GPU has fallen off the bus", Xid 79; nvidia-smi then says '
        '"GPU is lost"), or memory that a memory test finds faulty. A power supply that cannot '
        "feed the GPU under load has the same signs, and so can a card not seated well. "
        "Kernels then fail mid-run (unspecified launch failure, illegal address) in a set-up "
        "that otherwise works; reinstalling software does not help.",
        {
            "linux": "Read what the driver logged, and the GPU's memory errors:\n"
            "$ sudo dmesg | grep -i xid\n"
            "$ nvidia-smi -q -d ECC,PAGE_RETIREMENT\n"
            "Reboot (a lost GPU comes back only after a reset), reseat the card and its power "
            "cables, check that the power supply is large enough, and try the card in another "
            "machine. A GPU whose errors come back needs repair or replacement.",
            "any": "Check the GPU's memory errors and the system's event log, reboot, reseat "
            "the card and its power cables, check the power supply, and try the card in "
            "another machine:\n$ nvidia-smi -q -d ECC,PAGE_RETIREMENT",
        },
        sources=(
            # Xid 48 (double bit ECC error), 63/64 (page retirement), their log lines
            "https://docs.nvidia.com/deploy/dynamic-page-retirement/visibility.html",
            # "NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus."
            "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1151",
            # CUDA_ERROR_ECC_UNCORRECTABLE at TensorFlow's start: "it was a hardware problem"
            "https://github.com/nagadit/DeepFaceLab_Linux/issues/89",
            # launch failures from a card with faulty memory: "replace the video card"
            "https://github.com/tensorflow/tensorflow/issues/28693",
        ),
        confirm="Run `sudo dmesg | grep -i xid` and `nvidia-smi -q -d ECC`: Xid 48, 63, 64, 79, "
        "92, 94 or 95, or uncorrectable (volatile) ECC errors, confirm it.",
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "xla-compile-slow",
        WARNING,
        "XLA is compiling and autotuning: the first steps are very slow or seem to hang",
        "The model runs compiled by XLA (Keras 3 does it by default with the TensorFlow backend: "
        'jit_compile="auto"; jit_compile=True; tf.function(jit_compile=True)). Before the '
        "first step XLA compiles the whole step and tries cuDNN's convolution algorithms one "
        "by one to pick the fastest; with large kernels or strides, big models or many input "
        "shapes (each new shape compiles again) this can take minutes or hours, and XLA says "
        'so ("Trying algorithm ... for conv ... is taking a while", "Very slow compile?"). '
        "The GPU works; the time goes into compiling.",
        {
            "any": "Compare without XLA: model.compile(..., jit_compile=False). Keep input "
            "shapes fixed (pad, batch with drop_remainder=True) so each step reuses one "
            "compilation. Autotuning can be turned down:\n"
            '$ export XLA_FLAGS="--xla_gpu_autotune_level=0"',
        },
        sources=(
            "https://github.com/keras-team/keras/blob/master/keras/src/trainers/trainer.py",
            "https://github.com/openxla/xla/blob/main/xla/service/gpu/autotuning/"
            "conv_algorithm_picker.cc",
            "https://github.com/keras-team/keras/issues/19061",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "profiler-counters-restricted",
        WARNING,
        "The profiler cannot trace the GPU: the driver lets only administrators read it",
        "Since November 2018 NVIDIA's drivers (418.43 on Linux, 419.17 on Windows) let only "
        "administrators use the GPU's performance counters. TensorFlow's profiler "
        "(tf.profiler, the TensorBoard callback's profile_batch, tfgpu bench --profile) traces "
        "the GPU through CUPTI, which a normal user's process is then refused "
        '("failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES", "CUPTI need root '
        'access!"): the trace shows no GPU kernels. Training itself runs on the GPU as before.',
        {
            "linux": "Let every user read the counters (then reboot), or run the profiled "
            "program with sudo; in a container, start it with --cap-add=SYS_ADMIN:\n"
            "$ echo 'options nvidia NVreg_RestrictProfilingToAdminUsers=0' | "
            "sudo tee /etc/modprobe.d/nvidia-profiling.conf\n"
            "$ sudo update-initramfs -u",
            "wsl2": "The Windows driver decides: in the NVIDIA Control Panel turn on Desktop > "
            "Enable Developer Settings, then Developer > Manage GPU Performance Counters > "
            '"Allow access to the GPU performance counters to all users".',
            "windows": "In the NVIDIA Control Panel turn on Desktop > Enable Developer "
            'Settings, then Developer > Manage GPU Performance Counters > "Allow access to the '
            'GPU performance counters to all users"; or run the program as administrator.',
            "any": "Let every user read the GPU's performance counters (NVIDIA's "
            "ERR_NVGPUCTRPERM page), or run the profiled program as an administrator.",
        },
        sources=(
            "https://developer.nvidia.com/nvidia-development-tools-solutions-"
            "ERR_NVGPUCTRPERM-permission-issue-performance-counters",
            "https://github.com/tensorflow/tensorflow/blob/master/third_party/xla/xla/backends/"
            "profiler/gpu/cupti_tracer.cc",
            "https://github.com/tensorflow/tensorflow/issues/35860",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    # --- log lines that are safe to ignore ---------------------------------------------------
    Entry(
        "numa-node-warning",
        INFO,
        "Safe to ignore: NUMA node read from SysFS had a negative value",
        "Safe to ignore. The kernel reports no NUMA node for the GPU (usual on desktops, "
        "laptops and WSL2); TensorFlow then assumes node 0, which is right on a one-socket "
        "machine.",
        {"any": "Nothing to do."},
        harmless=True,
        sources=("https://github.com/kr-colab/ReLERNN/issues/63",),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorrt-missing-warning",
        INFO,
        "Safe to ignore: TensorRT was not found",
        "Safe to ignore unless you use TF-TRT. TensorRT is an optional NVIDIA inference "
        "optimiser; without it TensorFlow trains and runs on the GPU normally.",
        {"any": "Nothing to do (install TensorRT only if you use tf.experimental.tensorrt)."},
        harmless=True,
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/64809",
            "https://github.com/tensorflow/tensorflow/issues/37689",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "factory-already-registered-warning",
        INFO,
        "Safe to ignore: cuDNN/cuFFT/cuBLAS factory already registered",
        "Safe to ignore. Two copies of XLA's plug-in registration run at import (TensorFlow "
        "and its XLA part both register them); the second attempt is refused and logged with "
        "level E, but the first registration works.",
        {"any": "Nothing to do."},
        harmless=True,
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/62075",
            "https://github.com/bmaltais/kohya_ss/issues/2794",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "pinned-host-memory-warning",
        INFO,
        "Usually safe to ignore: TensorFlow could not pin as much host memory as it asked for",
        "TensorFlow asks the CUDA driver for page-locked (pinned) memory of the computer, which "
        "it uses to copy data to and from the GPU, and asks again for a tenth less each time it "
        'is refused ("failed to alloc 4294967296 bytes on host: CUDA_ERROR_OUT_OF_MEMORY", then '
        "3865470464, ...). It is the computer's memory, not the GPU's, and the run goes on with "
        'what it got; only an "OOM when allocating" afterwards is a failure.',
        {
            "any": "Nothing to do while the run goes on. If the computer is short of memory, "
            "close other programs or lower the batch size.",
        },
        harmless=True,
        sources=("https://github.com/openai/gpt-2/issues/213",),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "windows-ptx-by-driver-notice",
        INFO,
        "Safe to ignore: on Windows, TensorFlow lets the driver compile its GPU code",
        "Safe to ignore. TensorFlow's Windows builds (2.0 to 2.3 print it) cannot start CUDA's "
        'ptxas, so they say so once ("Invoking GPU asm compilation is supported on Cuda '
        'non-Windows platforms only", in 2.0 and 2.1 "Invoking ptxas not supported on '
        'Windows") and hand the few kernels they generate to the NVIDIA '
        "driver, which compiles them. It does not mean that the CUDA toolkit is old or missing; "
        "the run goes on on the GPU.",
        {"any": "Nothing to do."},
        harmless=True,
        sources=(
            "https://github.com/tensorflow/tensorflow/blob/021bfd4e8001ca9ded726921e90d61594c044419/"
            "tensorflow/stream_executor/gpu/asm_compiler.cc",
            "https://github.com/tensorflow/tensorflow/issues/44893",
            "https://github.com/tensorflow/models/issues/7640",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "cpu-instructions-info",
        INFO,
        "Safe to ignore: CPU instruction-set notice",
        "Safe to ignore. TensorFlow notes that your CPU has instructions (AVX2, FMA, AVX512 "
        "...) which a custom build could use in more operations. It says nothing about the GPU.",
        {"any": "Nothing to do."},
        harmless=True,
        sources=("https://github.com/tensorflow/tensorflow/issues/32623",),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "onednn-info",
        INFO,
        "Safe to ignore: oneDNN custom operations are on",
        "Safe to ignore. On the CPU TensorFlow uses Intel's oneDNN kernels, whose results can "
        "differ in the last bits because of a different summation order.",
        {"any": "Nothing to do (TF_ENABLE_ONEDNN_OPTS=0 turns them off)."},
        harmless=True,
        sources=("https://github.com/tensorflow/tensorflow/issues/64809",),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    # --- the detection job itself ----------------------------------------------------------
    Entry(
        "tensorflow-crashed",
        ERROR,
        "TensorFlow crashed while starting",
        "The detection job died from a signal (segmentation fault, abort, killed for memory) "
        "while importing or initialising TensorFlow. A native library it loads is broken or "
        "incompatible: often mismatched CUDA/cuDNN libraries, a numpy/ABI mismatch, or an "
        "unsupported CPU. The last log lines usually name it.",
        {
            "any": "Reinstall TensorFlow in a fresh environment and compare:\n"
            '$ python -m venv /tmp/tf && /tmp/tf/bin/pip install "tensorflow[and-cuda]"\n'
            '$ /tmp/tf/bin/python -c "import tensorflow as tf; '
            'print(tf.config.list_physical_devices())"',
        },
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=True,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorflow-hung",
        ERROR,
        "TensorFlow did not finish starting within the time limit",
        "The detection job was stopped at its timeout. TensorFlow can hang waiting for a GPU "
        "another process holds in exclusive mode, for a broken driver, or while JIT-compiling "
        "kernels for a GPU without precompiled ones.",
        {
            "any": "Check the GPU state and compute mode, then run the doctor with a longer "
            "timeout:\n$ nvidia-smi -q -d COMPUTE\n$ tfgpu doctor --timeout 900",
        },
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "cpu-without-avx",
        ERROR,
        "This CPU lacks the instructions (AVX) that this TensorFlow build needs",
        "TensorFlow's official builds use AVX instructions since release 1.6, and some "
        "community and container builds need AVX2, FMA or AVX-512 too. A CPU without them "
        'cannot run TensorFlow at all: TensorFlow checks at import and stops with "The '
        "TensorFlow library was compiled to use AVX instructions, but these aren't available "
        'on your machine.", or the process dies before that with "Illegal instruction (core '
        'dumped)"; on Windows the import fails with "DLL load failed: A dynamic link library '
        '(DLL) initialization routine failed." Older processors (Pentium, Celeron and Atom '
        "models, Core 2, the first Core i generation, AMD before Bulldozer) lack AVX, and so "
        "do virtual machines and emulators that do not pass the host CPU's features on.",
        {
            "linux": "In a virtual machine, give the guest the host's CPU features (QEMU/KVM "
            "`-cpu host`, libvirt `<cpu mode='host-passthrough'/>`). Otherwise run TensorFlow "
            "on a machine whose CPU has AVX, or build TensorFlow from source for this CPU. "
            "Check whether this CPU has AVX (no output: it has none):\n"
            "$ grep -o -m1 -w avx /proc/cpuinfo",
            "windows": "Check the CPU's instruction sets (Sysinternals Coreinfo lists AVX). "
            "Without AVX, run TensorFlow on a machine whose CPU has it, or build TensorFlow "
            "from source for this CPU.",
            "any": "Run TensorFlow on a machine whose CPU has AVX (and the other instructions "
            "the message names), or build TensorFlow from source for this CPU.",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/platform/"
            "cpu_feature_guard.cc",
            "https://github.com/tensorflow/tensorflow/blob/master/RELEASE.md#release-160",
            "https://github.com/tensorflow/tensorflow/issues/46496",
            "https://github.com/tensorflow/tensorflow/issues/17411",
        ),
        confirm=(
            "On Linux, `grep -c -w avx /proc/cpuinfo` prints 0 on a CPU without AVX; on "
            "Windows, Sysinternals `coreinfo` marks AVX with a dash when the CPU lacks it."
        ),
        root_order=105,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorflow-import-failed",
        ERROR,
        "TensorFlow is installed but cannot be imported",
        "`import tensorflow` raised an error in the chosen interpreter (the evidence shows "
        "it). Usual causes: a numpy built for another ABI, a half-finished upgrade that left "
        "files of two versions, or a CPU without AVX for the official wheels.",
        {
            "any": "Reinstall TensorFlow cleanly in this environment:\n"
            '$ python -m pip install --force-reinstall "tensorflow[and-cuda]"\n'
            '$ python -c "import tensorflow as tf; print(tf.__version__)"',
        },
        root_order=110,
        no_gpu=NoGpu.CAUSE,
        outcome=True,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "detection-failed",
        ERROR,
        "The detection job could not finish",
        "The job in the chosen interpreter stopped without a result (its message is the "
        "evidence). The facts collected before it stopped are still reported.",
        {"any": 'Run the interpreter by hand to see the error:\n$ <python> -c "import tensorflow"'},
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "detection-output-garbled",
        INFO,
        "Something printed unexpected text on standard output",
        "A library (or sitecustomize/usercustomize) in the chosen interpreter prints to "
        "standard output at start-up. The doctor kept those lines and ignored them.",
        {"any": "Nothing to do, unless the lines are errors; they are shown as evidence."},
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
)

# TensorFlow imported beside another framework with its own GPU allocator (JAX, PyTorch) in one
# program: TensorFlow "maps nearly all of the GPU memory of all GPUs" visible to the process
# unless memory growth is on (https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth),
# so the other framework's first allocations fail (https://github.com/keras-team/keras-core/pull/473,
# https://github.com/Kaggle/docker-rstats/pull/182). Where TensorFlow only feeds the data, a
# JAX trainer hides the GPUs from it instead (https://github.com/AI-Hypercomputer/maxtext/pull/1073).
BESIDE_OTHER_FRAMEWORK = (
    "TensorFlow runs in the same program as another library with its own GPU memory (JAX, "
    "PyTorch, CuPy, Numba, OpenCL), and that library's allocation failed"
)
BESIDE_OTHER_FRAMEWORK_EXPLANATION = (
    "TensorFlow maps nearly all of each GPU's memory the first time it touches the GPU, unless "
    "memory growth is on, and keeps it until the process ends. Imported beside JAX or PyTorch in "
    "the same program (TFDS or tf.data for the input, Keras 3 importing it whatever its "
    "backend) or before a CuPy, Numba or OpenCL step, it leaves the other library almost none: "
    "that library's first allocations "
    "fail with out-of-memory errors, or cuDNN finds no convolution algorithm it can run."
)
BESIDE_OTHER_FRAMEWORK_FIX = (
    "Where TensorFlow only feeds the data (TFDS, tf.data), hide the GPUs from it right after "
    "importing it: tf.config.set_visible_devices([], 'GPU'). Otherwise turn on its memory "
    "growth before anything touches the GPU:\n"
    "$ export TF_FORCE_GPU_ALLOW_GROWTH=true"
)
BESIDE_OTHER_FRAMEWORK_CONFIRM = (
    "Run the program again with TF_FORCE_GPU_ALLOW_GROWTH=true: if the other framework's step "
    "now works, TensorFlow's reservation took its memory. `nvidia-smi` while it fails shows "
    "the GPU nearly full with one process."
)
# A GPU device created with almost none of its memory: it was taken before TensorFlow started.
STARTED_FULL = "TensorFlow found almost none of the GPU's memory free when it started"
STARTED_FULL_EXPLANATION = (
    "TensorFlow creates each GPU device with the memory that is free when it starts, and maps "
    "nearly all of it unless memory growth is on. A device created with a few megabytes means "
    "another process already held the rest: most often other TensorFlow processes on the same "
    "GPU (a simulation's clients, Ray or Flower actors, web server workers, a second notebook), "
    "each of which reserved nearly all of it. The out-of-memory errors that follow are the "
    "consequence."
)
STARTED_FULL_FIX = (
    "Turn on memory growth in every process that uses the GPU, before anything touches it "
    "(tf.config.experimental.set_memory_growth(gpu, True) for each GPU, or in the environment "
    "of all of them), or give each process a GPU of its own with CUDA_VISIBLE_DEVICES:\n"
    "$ export TF_FORCE_GPU_ALLOW_GROWTH=true"
)
SHARED_BY_PROCESSES = (
    "the paste runs several TensorFlow processes on the GPU, and the GPU ran out of memory"
)
SHARED_BY_PROCESSES_EXPLANATION = (
    "Each TensorFlow process maps nearly all of a GPU's free memory when it starts, unless "
    "memory growth is on. Several of them on one GPU (MPI workers, a distributed agent's "
    "actors, parallel jobs, a second notebook) cannot all do so: the first takes the memory, "
    "the others run out of it, whatever their models need. The out-of-memory errors are the "
    "consequence."
)
STARTED_FULL_CONFIRM = (
    "Run `nvidia-smi` before the program starts and while it runs: GPU memory already taken by "
    "other processes (each TensorFlow process holding nearly all of it) points here. Set "
    "TF_FORCE_GPU_ALLOW_GROWTH=true for every process and run again."
)
