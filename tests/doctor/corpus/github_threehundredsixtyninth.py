# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-sixty-ninth set of real threads: TensorFlow-adjacent libraries' GPU threads (2020-2021), from GitHub issues and pull requests (issues corpus) on tensorflow/agents and on Kaggle/docker-python (a TensorFlow Addons thread).

Broken kinds held: an operation with no GPU kernel pinned to the GPU by a library option (TF-Agents'
`TFUniformReplayBuffer(device='/device:GPU:0')`, whose `ResourceScatterUpdate` has no GPU kernel
for the buffer's types), and a compiled add-on (TensorFlow Addons' custom ops from PyPI) that does
not fit a TensorFlow built from source in a GPU image. Working runs: none met.

Small set: the libraries of this set (tensorflow/io, text, hub, probability, tfx, decision-forests,
model-optimization, recommenders, ranking, datasets, quantum, lingvo, mesh, tensorboard and the
profiler, addons, compression, graphics, federated, sonnet, graph_nets, trax) were searched
widely, but nearly every GPU thread the stored copies hold was already in the corpus or had no
confirmation in its stored text: open questions on the TensorBoard profiler next to Nsight
Systems (CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED), slow TF-Recommenders evaluation, a
TF-Ranking run stuck at step 0 on the GPU, a graph_nets host-memory OOM, and two more TF-Agents
replay buffers on the GPU (tensorflow/agents#451, #812) whose answers are not in the stored copies.
Both records hold log or error lines; the TF-Agents one is mostly the post's words and code.

At first look (the doctor of commit beb3b20) the cause was named in 2 of the 2 broken logs, both
first; no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-agents-replay-buffer-on-gpu-resourcescatterupdate-no-gpu-kernel",
        source=_GH + "tensorflow/agents/issues/595",
        text=r"""Cannot allocate tf_uniform_replay_buffer to GPU - No registered 'ResourceScatterUpdate' OpKernel for 'GPU' devices compatible with node

I am trying to run the TFUniformReplayBuffer on the GPU based on the example outlined here:

[https://pathtopioneer.com/blog/2020/07/rl-3](https://pathtopioneer.com/blog/2020/07/rl-3)

When adding device='/device:CPU:0' to the initalisation of the replay buffer everything works. When specifying GPU device='/device:GPU:0', an error occurs. It appears there is no GPU op for ResourceScatterUpdate. But how can this be fixed?

```


import tensorflow as tf
from tf_agents.replay_buffers import tf_uniform_replay_buffer
import numpy as np

data_spec =  (
        tf.TensorSpec([1], tf.float32, 'action'),
        tf.TensorSpec([5], tf.float32, 'lidar'),
        tf.TensorSpec([3, 2], tf.float32, 'camera')
)

batch_size = 32
max_length = 1000

replay_buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
    data_spec,
    batch_size=batch_size,
    max_length=max_length,
    device='/device:GPU:0') # when using device='/device:CPU:0') everything works

action = tf.constant(1 * np.ones(
    data_spec[0].shape.as_list(), dtype=np.float32))
lidar = tf.constant(
    2 * np.ones(data_spec[1].shape.as_list(), dtype=np.float32))
camera = tf.constant(
    3 * np.ones(data_spec[2].shape.as_list(), dtype=np.float32))
...
```""",
        expected_cause="op-without-gpu-kernel",
        note="2021. The error (quoted in the title) names the op with no GPU kernel, and the poster reports the fix himself: 'When adding device='/device:CPU:0' to the initalisation of the replay buffer everything works.' The maintainers labelled the thread 'type:feature request, wontfix' (no GPU kernel to be added); ebrevdo answered that for smaller models 'you want your data collection model to sit on CPU'. The poster's twin issue on the TensorFlow tracker (tensorflow/tensorflow#48650) gives TF 2.4.1, tf-agents 0.7.1, an RTX 2080 Ti, Windows 10, and the same error on Colab with a GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="kaggle-gpu-image-tensorflow-addons-custom-op-undefined-cudaregisterfatbinaryend",
        source=_GH + "Kaggle/docker-python/pull/668",
        text=r"""```
!pip install tensorflow-addons
import tensorflow_addons
```

```
NotFoundError: /opt/conda/lib/python3.6/site-packages/tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: __cudaRegisterFatBinaryEnd
```

On `latest available` docker-python with `GPU` on.""",
        expected_cause="custom-op-build-mismatch",
        note="2020. A user's comment on the Kaggle image's pull request that tried to add TensorFlow Addons. The maintainer rosbo had named the cause for the same import failure in the image's tests: 'this is because TF and TFA were built with different compilers. Because we are building TF from source to optimize it for our CPU, it creates a mismatch with the pre-built TFA binaries from pypi. We should build TFA from source to ensure the compiler match.' He answered this GPU report that the fix was still planned, and it came with Kaggle/docker-python#816 ('Use custom TFA wheels. This allows support for Custom Op.', citing tensorflow/addons#987 on the TF C++ ABI). The commenter did not report back.",
        platform="linux",
    ),
)
