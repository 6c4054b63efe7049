# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-first set of real messages quoted by release notes and known-issues pages: TensorFlow's own documentation (tensorflow/docs: the pip install guide, the GPU hardware notes, the profiler guide and the GPU guide, old and new), each page quoting the exact output a TensorFlow user meets on an NVIDIA GPU and stating its cause (2019-2023).

Every record is a file of the tensorflow/docs repository at a given commit, not a thread; the text
is only what the page quotes as met by a user (or the saved output of the guide's own run), never
the page's explanation, which the note quotes instead.

Broken kinds held: XLA not finding libdevice (and ptxas) with the conda CUDA on Ubuntu 22.04, a
GPU older than the PTX a TensorFlow 2.3+ wheel ships ('device kernel image is invalid'), the
profiler refused the GPU's counters (CUPTI_ERROR_INSUFFICIENT_PRIVILEGES), and a program pinning
'/device:GPU:2' on a machine without it, both as TensorFlow 1.x (InvalidArgumentError) and 2.x
(RuntimeError '... unknown device') print it. Working runs: 2 (the GPU guide's device-placement
logs: ops on the GPUs, one of them a MirroredStrategy over two GPUs).

Left out: TensorFlow's RELEASE.md (its 'Known Caveats' and 'Known Bugs' quote no output a user
pastes), NVIDIA's NGC TensorFlow release notes (their stored copies show the opening of each page,
not the known issues), DeepLearningExamples' 'Known issues' sections (no quoted message), the
install guide's error table (it links each message to a Stack Overflow question without stating a
cause), and the TensorFlow Serving Docker guide's 'Cannot assign a device' line (already held).

At first look (the doctor of commit 72951f5) the cause was named in 5 of the 5 broken logs, 4
first (the 'device kernel image is invalid' line is read first as a GPU newer than the build);
the working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfdocs-pip-guide-ubuntu2204-libdevice-not-found-ptxas",
        source=_GH
        + "tensorflow/docs/blob/5b96ef6e94e6db28f4a4becdaade2afac558c437/site/en/install/pip.md",
        text=r"""Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice.
...
Couldn't invoke ptxas --version
...
InternalError: libdevice not found at ./libdevice.10.bc [Op:__some_op]""",
        expected_cause="xla-libdevice-missing",
        consequences=frozenset({"ptxas-missing"}),
        note="2023 (TensorFlow 2.11 install guide, conda CUDA 11.2 + cuDNN 8.1 set-up). The pip install guide's section 'Ubuntu 22.04' (tensorflow.org/install/pip): 'In Ubuntu 22.04, you may encounter the following error: [these lines]. To fix this error, you will need to run the following commands': install NVCC ('conda install -c nvidia cuda-nvcc=11.3.58'), point XLA at the CUDA directory ('XLA_FLAGS=--xla_gpu_cuda_data_dir=$CONDA_PREFIX/lib/') and 'Copy libdevice file to the required path' ($CONDA_PREFIX/lib/nvvm/libdevice/). The conda environment lacked ptxas and had libdevice outside the nvvm/libdevice path XLA searches. The '...' lines are the page's own.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdocs-gpu-notes-device-kernel-image-invalid-no-ptx",
        source=_GH
        + "tensorflow/docs/blob/1298fe7412cdfd7f24eafb7b2f5e78ca0e276df3/site/en/install/gpu.md",
        text=r"""Status: device kernel image is invalid""",
        expected_cause="compute-capability-too-old",
        note="2020 (TensorFlow 2.3). The GPU support page's hardware requirements (tensorflow.org/install/gpu), added August 2020 to 'how to diagnose basic installation problems': 'If you see this error: `Status: device kernel image is invalid`, this indicates that TensorFlow does not contain PTX for your architecture. To reduce the size of the TF pip package, starting with TensorFlow 2.3, we don't ship PTX for older architectures. You can enable these compute capabilities yourself by building TensorFlow from source.' TensorFlow 2.3's RELEASE.md says the same: 'TF 2.3 includes PTX kernels only for compute capability 7.0'. A single quoted line.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdocs-profiler-guide-cupti-insufficient-privileges",
        source=_GH
        + "tensorflow/docs/blob/87622f0d4888b557639c605c04a0e822874df5ba/site/en/guide/profiler.md",
        text=r"""CUPTI_ERROR_INSUFFICIENT_PRIVILEGES""",
        expected_cause="profiler-counters-restricted",
        note="2020. The profiler guide's 'Resolve privilege issues' (tensorflow.org/guide/profiler): 'When you run profiling with CUDA Toolkit 10.1 in a Docker environment or on Linux, you may encounter issues related to insufficient CUPTI privileges (`CUPTI_ERROR_INSUFFICIENT_PRIVILEGES`)', pointing to NVIDIA's ERR_NVGPUCTRPERM page (performance counters restricted to administrators) and, in Docker, to '--privileged=true'. The page quotes only the error code.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdocs-using-gpu-tf1-explicit-device-gpu2-not-satisfied",
        source=_GH
        + "tensorflow/docs/blob/91a94077f8cbb57d95a40cae6d131c89b5b0a956/site/en/guide/using_gpu.md",
        text=r"""# Creates a graph.
with tf.device('/device:GPU:2'):
  a = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[2, 3], name='a')
  b = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[3, 2], name='b')
  c = tf.matmul(a, b)
# Creates a session with log_device_placement set to True.
sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))
# Runs the op.
print(sess.run(c))

InvalidArgumentError: Invalid argument: Cannot assign a device to node 'b':
Could not satisfy explicit device specification '/device:GPU:2'
   [[{{node b}} = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [3,2]
   values: 1 2 3...>, _device="/device:GPU:2"]()]]""",
        expected_cause="requested-gpu-missing",
        note="2018-2019 (TensorFlow 1.x 'Using GPUs' guide, section 'Using a single GPU on a multi-GPU system'). The page: 'If the device you have specified does not exist, you will get `InvalidArgumentError`: [this]', and 'If you would like TensorFlow to automatically choose an existing and supported device to run the operations in case the specified one doesn't exist, you can set `allow_soft_placement` to `True`'. The code is the page's own example, shown just above the error.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdocs-gpu-guide-tf2-device-gpu2-unknown-device-two-gpus",
        source=_GH
        + "tensorflow/docs/blob/abc95a448b0e3116caa8da27d6870a5fc8daa8a3/site/en/guide/gpu.ipynb",
        text=r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))

Num GPUs Available:  2

tf.debugging.set_log_device_placement(True)

try:
  # Specify an invalid GPU device
  with tf.device('/device:GPU:2'):
    a = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    b = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    c = tf.matmul(a, b)
except RuntimeError as e:
  print(e)

/job:localhost/replica:0/task:0/device:GPU:2 unknown device.""",
        expected_cause="requested-gpu-missing",
        note="2019-2021 (TensorFlow 2 GPU guide, tensorflow.org/guide/gpu, saved outputs of the guide's run on a machine with two GPUs). The page, right after this cell: 'If the device you have specified does not exist, you will get a `RuntimeError`: `.../device:GPU:2 unknown device`. If you would like TensorFlow to automatically choose an existing and supported device ... you can call `tf.config.set_soft_device_placement(True)`.' The same notebook's first cell shows the two GPUs (GPU:0 and GPU:1) the process has.",
        platform="linux",
    ),
    # --------------------------------------------------------------- working
    CorpusLog(
        name="tfdocs-gpu-guide-tf2-matmul-gpu0-mirrored-two-gpus-working",
        source=_GH
        + "tensorflow/docs/blob/abc95a448b0e3116caa8da27d6870a5fc8daa8a3/site/en/guide/gpu.ipynb",
        text=r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))

Num GPUs Available:  2

tf.debugging.set_log_device_placement(True)

# Create some tensors
a = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
b = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
c = tf.matmul(a, b)

print(c)

Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0
tf.Tensor(
[[22. 28.]
 [49. 64.]], shape=(2, 2), dtype=float32)

tf.debugging.set_log_device_placement(True)

strategy = tf.distribute.MirroredStrategy()
with strategy.scope():
  inputs = tf.keras.layers.Input(shape=(1,))
  predictions = tf.keras.layers.Dense(1)(inputs)
  model = tf.keras.models.Model(inputs=inputs, outputs=predictions)
  model.compile(loss='mse',
                optimizer=tf.keras.optimizers.SGD(learning_rate=0.2))

Executing op RandomUniform in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op Sub in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op Mul in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op Add in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op VarHandleOp in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op VarIsInitializedOp in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op LogicalNot in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op Assert in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op AssignVariableOp in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op ReadVariableOp in device /job:localhost/replica:0/task:0/device:GPU:0
Executing op Identity in device /job:localhost/replica:0/task:0/device:GPU:1
Executing op VarHandleOp in device /job:localhost/replica:0/task:0/device:GPU:1
Executing op VarIsInitializedOp in device /job:localhost/replica:0/task:0/device:GPU:1
Executing op LogicalNot in device /job:localhost/replica:0/task:0/device:GPU:1
Executing op Assert in device /job:localhost/replica:0/task:0/device:GPU:1
Executing op AssignVariableOp in device /job:localhost/replica:0/task:0/device:GPU:1
...""",
        harmless=True,
        note="2019-2021. Saved outputs of TensorFlow's own GPU guide (tensorflow.org/guide/gpu) run on a machine with two GPUs: the guide states 'The above code will print an indication the `MatMul` op was executed on `GPU:0`', and of the MirroredStrategy cell 'This program will run a copy of your model on each GPU'; its log places the variables on both GPU:0 and GPU:1. The placement log lines (printed for every op) look alarming to some users but are the requested logging. The MirroredStrategy output is cut with '...' (it continues the same way).",
        platform="linux",
    ),
    CorpusLog(
        name="tfdocs-using-gpu-tf1-device-mapping-tesla-k40c-working",
        source=_GH
        + "tensorflow/docs/blob/91a94077f8cbb57d95a40cae6d131c89b5b0a956/site/en/guide/using_gpu.md",
        text=r"""# Creates a graph.
a = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[2, 3], name='a')
b = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], shape=[3, 2], name='b')
c = tf.matmul(a, b)
# Creates a session with log_device_placement set to True.
sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))
# Runs the op.
print(sess.run(c))

Device mapping:
/job:localhost/replica:0/task:0/device:GPU:0 -> device: 0, name: Tesla K40c, pci bus
id: 0000:05:00.0
b: /job:localhost/replica:0/task:0/device:GPU:0
a: /job:localhost/replica:0/task:0/device:GPU:0
MatMul: /job:localhost/replica:0/task:0/device:GPU:0
[[ 22.  28.]
 [ 49.  64.]]""",
        harmless=True,
        note="2018-2019 (TensorFlow 1.x 'Using GPUs' guide, section 'Logging Device placement'). The page: 'You should see the following output' for a working GPU set-up: the Tesla K40c mapped as GPU:0 and the constants and MatMul placed on it. The device-mapping and placement lines are the logging the program asked for.",
        platform="linux",
    ),
)
