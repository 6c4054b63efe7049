# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-first set of real messages quoted by release notes and known-issues pages: TensorFlow's own documentation (tensorflow/docs: the pip install guide, the GPU hardware notes, the profiler guide and the GPU guide, old and new), each page quoting the exact output a TensorFlow user meets on an NVIDIA GPU and stating its cause (2019-2023).

Every record is a file of the tensorflow/docs repository at a given commit, not a thread; the text
is only what the page quotes as met by a user (or the saved output of the guide's own run), never
the page's explanation, which the note quotes instead.

Working runs: 2 (the GPU guide's device-placement logs: ops on the GPUs, one of them a
MirroredStrategy over two GPUs). No broken record is kept: the five the pages quote (XLA not
finding libdevice and ptxas with the conda CUDA on Ubuntu 22.04, 'device kernel image is invalid'
for a GPU older than the PTX a 2.3+ wheel ships, CUPTI_ERROR_INSUFFICIENT_PRIVILEGES, and a
program pinning '/device:GPU:2' on a machine without it, as TensorFlow 1.x and 2.x print it) were
scored, 5 of 5 named at first look (the doctor of commit 72951f5), 4 first, but the corpus holds
the same lines from the same pages already (three of them from the same files, the other two from
the forty-eighth set's copies of the same guides), so they are not kept twice.

Left out besides: TensorFlow's RELEASE.md (its 'Known Caveats' and 'Known Bugs' quote no output a
user pastes), NVIDIA's NGC TensorFlow release notes (their stored copies show the opening of each
page, not the known issues), DeepLearningExamples' 'Known issues' sections (no quoted message),
the install guide's error table (it links each message to a Stack Overflow question without
stating a cause), and the TensorFlow Serving Docker guide's 'Cannot assign a device' line
(already held).

At first look (the doctor of commit 72951f5) the working runs were not flagged (0 of 2).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
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
