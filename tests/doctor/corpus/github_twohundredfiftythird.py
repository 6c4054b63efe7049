# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fifty-third set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow found the NVIDIA GPU, but the work ran (partly) on the CPU or failed for want of a GPU (or XLA:GPU) kernel (2018-2026).

Repositories: salesforce/ctrl, tensorpack/tensorpack, tensorflow/tensorflow, keras-team/keras,
jinze1994/ATRank, bojone/bert4keras.

Broken kinds held, none of them a catalogue cause: an op with no kernel on CPU or GPU because a
project's setup step (a patch) was skipped; hard device placement without soft placement (an
op with no GPU kernel pinned to the GPU, twice); a tf.data map that runs its work on the CPU; a
Keras text layer whose string ops' outputs get cast on the GPU (failing on a newer GPU); string
inputs to an XLA-compiled function; Keras 3's automatic XLA with op determinism (no
deterministic XLA:GPU MaxPool gradient); tf.tile running on the CPU in an old TensorFlow.
Working runs: 1 (grappler notices that some iterator ops have no GPU kernel, training going on).
Broken 8, of them 2 prose only.

Left out: threads whose stored copy held the question but not its resolution (Stack Overflow style
answers that nobody confirmed, stale closings), threads already in the corpus, and one thread
whose poster's fix (removing a `tf.device('/cpu:0')`) was disputed by the next answer.

At first look (the doctor of commit 7be764e) the cause was named in 0 of the 8 broken logs, 0
first (none of them has a catalogue cause; 7 drew no finding at all); one broken log drew a wrong
error: the tf.data map thread, cuda-libraries-missing (from 'CUDA Version = 10.2' beside
TensorFlow 2.2.0, although the thread's GPU ran the same FFT outside the map); the working run
was not flagged.

Two of them (ops without a GPU kernel pinned to the GPU with soft placement off) are labelled
op-without-gpu-kernel since the catalogue has that cause.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ctrl-crossreplicasum-no-kernel-patch-step-skipped",
        source=_GH + "salesforce/ctrl/issues/22",
        text=r"""I encountered this error when I run this code on GPU

Instructions for updating:
Call initializer instance with the dtype argument instead of passing it to the constructor
Traceback (most recent call last):
File "/data/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1356, in _do_call
return fn(*args)
File "/data/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1339, in _run_fn
self._extend_graph()
File "/data/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1374, in _extend_graph
tf_session.ExtendSession(self._session)
tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CrossReplicaSum' used by {{node training/CrossReplicaSum}}with these attrs: [T=DT_FLOAT, _class=["loc:@training/gradients/concat"]]
Registered devices: [CPU, GPU, XLA_CPU, XLA_GPU]
Registered kernels:
<no registered kernels>""",
        expected_cause=None,
        note="2019. The GPU was registered ('Registered devices: [CPU, GPU, XLA_CPU, XLA_GPU]'); CrossReplicaSum (a TPU cross-replica op) has no CPU or GPU kernel. Maintainer keskarnitish: 'It seems that you didn't follow Step 2 (patching) of the usage. If problem persists, please reopen this issue.' Not reopened (closed). A project setup step skipped: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpack-shufflenet-no-gpu-kernel-without-soft-placement",
        source=_GH + "tensorpack/tensorpack/issues/929",
        text=r"""1. What you did:
  + If you're using examples: 
    + What's the command you run: `./shufflenet.py --v2 -r=0.5 --data ~/local/imagenet/`
    + Have you made any changes to the examples? Paste them if any: No
2. What you observed, including but not limited to the __entire__ logs.
`Could not satisfy explicit device specification '/device:GPU:0' because no supported kernel for GPU devices is available`
[err.log](https://github.com/tensorpack/tensorpack/files/2475746/err.log)

4. Your environment:
  + Python version. 2.7
  + TF version:  ('v1.4.0-19-ga52c8d9', '1.4.1') 
  + Tensorpack version: 0.8.9
  + Hardware information, 4 GPUs""",
        expected_cause="op-without-gpu-kernel",
        note="2018. The poster found the fix himself and wrote it at the end of the same post (left out of the text): 'After adding `session_config=get_default_sess_config()` to TrainConfig in `shufflenet.py`, I can launch training without the error.' (tensorpack's default session config turns on allow_soft_placement, so the op with no GPU kernel can fall back to the CPU.) Hard placement of an op without a GPU kernel. Labelled op-without-gpu-kernel since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="tf114-densetodensesetoperation-pinned-to-gpu-no-kernel",
        source=_GH + "tensorflow/tensorflow/issues/34774",
        text=r"""DenseToDenseSetOperation: Could not satisfy explicit device specification '/device:GPU:0' because no supported kernel for GPU devices is available?

    merged = tf.summary.merge([summ_acc, grad_sum, tf.summary.histogram("weights", w1)])

###################### test graph on gpu2
with tf.device('/device:GPU:1'):
    with tf.name_scope('model'):
        with tf.name_scope('conv'):
            with tf.variable_scope('conv', reuse=True):
                w1 = tf.get_variable('w', shape=[3, 3, 1, 1], initializer=tf.initializers.glorot_normal())
            out1 = tf.nn.conv2d(X_it, w1, strides=[1, 1, 1, 1], padding='SAME', name='conv')
...
  File "/media/snippet.py", line 1930, in <module>
    feed_dict={a_ph: ['a'], b_ph: [10]})
  File "/home/anaconda3/envs/tf114/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 950, in run
    run_metadata_ptr)
  File "/home/anaconda3/envs/tf114/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1173, in _run
    feed_dict_tensor, options, run_metadata)
  File "/home/anaconda3/envs/tf114/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1350, in _do_run
    run_metadata)
  File "/home/anaconda3/envs/tf114/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1370, in _do_call
    raise type(e)(node_def, op, message)
tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation operation/mean_squared_error/assert_broadcastable/is_valid_shape/has_valid_nonscalar_shape/has_invalid_dims/DenseToDenseSetOperation: Could not satisfy explicit device specification '/device:GPU:0' because no supported kernel for GPU devices is available.
Colocation Debug Info:
Colocation group had the following types and supported devices: 
...""",
        expected_cause="op-without-gpu-kernel",
        note="2019. TensorFlow 1.14 (conda env tf114), several GPUs. The poster closed it with his own finding: 'Found the solution, I will close the issue. One shouldn't put `tf.losses.MSE(); tf.summary.merge()` inside GPU `tf.device('/device:GPU:X')` since means, update ops, or variables are in the RAM and operated by CPU.' (the loss's shape assertion uses DenseToDenseSetOperation, which has only a CPU kernel). Hard placement of a CPU-only op. The stored copy cuts the opening post; the text keeps its pieces with '...'. Labelled op-without-gpu-kernel since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="tf22-dataset-map-fft-runs-on-cpu-slower-than-loop",
        source=_GH + "tensorflow/tensorflow/issues/40755",
        text=r"""**System information**
- I have written custom code
- OS - Linux Ubuntu 20.04 LTS
- TensorFlow installed by pip (inside venv)
- TensorFlow version = 2.2.0
- Python version = 3.8.2
- CUDA Version = 10.2 
- GPU model = NVIDIA GeForce GTX 1080, memory = 11175MiB

**Describe the current behavior**

I have a tf.data.Dataset object build of _tensor slices_ . I'm applying some computation on this dataset, call it ``compute``,  using the ``map`` functionality of tf.data.Dataset. Unrolling the result of this mapping, i.e. iterating over the elements of the mapped dataset, takes considerably longer than a simple looping over the tensors and applying the ``compute`` one-by-one on each tensor. Here is a code to reproduce the issue. 

**Standalone code to reproduce the issue**

The code below is stored in a file called ``test.py``.
```python
import tensorflow as tf

class Test:
    def __init__(self):
        gpus = tf.config.experimental.list_physical_devices('GPU')
        if gpus:
            tf.config.experimental.set_memory_growth(gpus[0], True)

    @tf.function
    def compute(self, tensor):
        # some dummy computation with a tensor
        print('python.print ===> tracing compute ... ')

        res = 100*tensor
        res = tf.signal.rfft(res)  #
...
```

I actually did not test this on CPU, so thanks for pointing this out.
Apparently, on CPU there seems to be no difference between mapping the function on a dataset and then materializing the map vs applying the function on tensors one-by-one. 

The question for GPU, however, remains, since that might become the bottleneck in a larger pipelines (e.g. when the tensors on which the dataset was created are allocated on GPU).""",
        expected_cause=None,
        note="2020. Prose and code only (no log lines). foxik: 'the non-tf.data.Dataset.map code runs FFT on GPU, while tf.data.Dataset.map always uses CPU only ... Using `tf.debugging.set_log_device_placement(True)` confirms that the tf.data.Dataset.map runs the FFT on a CPU even if GPU is available.' The poster: '@foxik thanks for your comments and the references, very helpful indeed. Just for verification, I changed the FFT calls to some straightforward matrix manipulations, and got similar results ... So, indeed the ma[p ...]' (cut in the stored copy). Work inside a tf.data map runs on the CPU: no catalogue cause (not an input-bound GPU; the GPU had no work).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-textvectorization-colab-g4-cast-invalid-handle",
        source=_GH + "keras-team/keras/issues/22406",
        text=r"""`TextVectorization` fails on G4 on Colab (all fine on H100, or A100 and earlier)

Hi there,

Trying to use `TextVectorization` (see the [Colab experiment](https://colab.research.google.com/drive/1SLIjk06hC_PEYgPt2X8MPqmMZImmMl8g?usp=sharing)) on the mentioned hardware fails with this error:
```
InternalError: {{function_node __wrapped__Cast_device_/job:localhost/replica:0/task:0/device:GPU:0}} 'cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, 0, reinterpret_cast<CUstream>(stream), params, nullptr)' failed with 'CUDA_ERROR_INVALID_HANDLE' [Op:Cast] name: 
```

I'm guessing one could hedge one's bet and always tokenize on CPU, but since older code worked without these caveats, I'm guessing you will want to keep it that way?

Thanks in advance!""",
        expected_cause=None,
        note="2026. Closed by the merged pull request keras-team/keras#22465 ('Fixes issue: #22406'), whose stated root cause: 'TF string/hash/lookup ops always produce CPU-resident tensors. On newer GPUs (G4/L4), TF incorrectly dispatches the subsequent `Cast` op to the GPU, raising `CUDA_ERROR_INVALID_HANDLE`. Fix: wrap all such ops in `with tf.device(\"CPU:0\")`.' Keras maintainer hertschuh: 'The code changes themselves look good.' The fix pins the string ops to the CPU in Keras: no catalogue cause. Odd: the G4 is a Blackwell-generation GPU, and the thread does not discuss whether the TensorFlow build had kernels for it; the confirmed fix is the placement.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-xla-jit-compile-string-input-cannot-copy-to-gpu",
        source=_GH + "tensorflow/tensorflow/issues/66074",
        text=r"""[Question] Is it possibile to use `jit_compile=True` (XLA) when input is a string?

# TL; DR

See [this notebook](https://colab.research.google.com/drive/1vtxKx9O3NJPwET6NOgU0a2mFwBf64sCA?usp=sharing) on Colab.

# Long version

Let's consider the following function:
```python
def f(s):
    return s
```
Then we convert it into graph:
```python
tf_f = tf.function(f)
tf_f_xla = tf.function(f, jit_compile=True)
```
Finally run them:
```python
tf_f(tf.constant("Hello World!"))
tf_f_xla(tf.constant("Hello World!"))
```
Unfortunately the last statement fails:
```text
InvalidArgumentError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:localhost/replica:0/task:0/device:GPU:0 in order to run __inference_f_23: Can't copy Tensor with type string to device /job:localhost/replica:0/task:0/device:GPU:0. [Op:__inference_f_23]
```
# Question

I don't think this is an issue. But since I'm learning I would want to know why this happens.""",
        expected_cause=None,
        note="2024. TensorFlow team member sushreebarsa: 'No, you cannot directly use jit_compile=True (XLA) with string inputs in TensorFlow. XLA is designed for numerical computations, and strings are not directly supported.' The poster: 'Thank u for your clarification!' A string tensor sent to an XLA:GPU function: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="tf216-keras3-determinism-maxpool-grad-no-deterministic-xla",
        source=_GH + "tensorflow/tensorflow/issues/69417",
        text=r"""GPU MaxPool gradient ops do not yet have a deterministic XLA implementation

### Issue type

Feature Request

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

tf 2.16

### Custom code

Yes

### OS platform and distribution

Linux Ubuntu 22.04

### Python version

3.9.19

### CUDA/cuDNN version

12.4/8.9.7.29

### GPU model and memory

NVIDIA GeForce RTX 3090

### Current behavior?

When TF deterministic was set, runtime exception was thrown at MaxPooling2D().

### Relevant log output

```shell
Traceback (most recent call last):
  File "/home/alice/miniconda3/envs/tf216/lib/python3.9/site-packages/IPython/core/interactiveshell.py", line 3526, in run_code
    exec(code_obj, self.user_global_ns, self.user_ns)
  File "<ipython-input-2-3dda39ff370e>", line 1, in <module>
    runfile('/mnt/projects/Projects/Test_Classification/train_model.py', wdir='/mnt/projects/Projects/Test_Classification')
...
```""",
        expected_cause=None,
        note="2024. The stored copy cuts the traceback; the message is the title. Frightera: 'Now, Keras 3 uses `jit_compile = \"auto\"` (trying to use XLA) for the TensorFlow backend, which is the root of the error. You can simply pass `jit_compile = False` if you're using Keras 3.' tombinic, with the same error on TF 2.16.1: 'Thank you. This worked for me!' Frightera's keras-team/keras#20315 ('Disable XLA with TensorFlow determinisim') was merged, fchollet: 'Yes, this seems like a reasonable change.' The poster did not reply (closed as stale). Op determinism plus Keras 3's automatic XLA: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="atrank-tf14-tile-on-cpu-high-cpu-usage",
        source=_GH + "jinze1994/ATRank/issues/5",
        text=r"""High cpu usage when running the code

I run the atrank network on my own dataset. I use the top command and find that the code consumes high cpu usage(1500%). I'm sure the network causes that because if I remove the network, it's normal.And I'm sure the network is running on Gpu. And if i use "session_conf = tf.ConfigProto( intra_op_parallelism_threads=1, inter_op_parallelism_threads=1)" to  limit the number of CPUs that tensorflow can use, the usage of cpu will not be high but the speed is very slow .So is there some ops in atrank consuming cpu? When you run the code, is there a high cpu usage?""",
        expected_cause=None,
        note="2018. Prose only. The poster found it: 'I have solved the problem. The thing is that the op 'tf.tile()' in tensorflow1.4 is running on cpus even with the tensorflow of gpu version . Fortunately, the problem have been fixed in the new tf version.' An op without a GPU kernel (for its dtype) in an old TensorFlow: no catalogue cause. Platform not stated ('top' points to Linux).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="bert4keras-tf115-multideviceiterator-no-gpu-kernel-notice",
        source=_GH + "bojone/bert4keras/issues/375",
        text=r"""### 基本信息
- 你使用的**操作系统**: linux
- 你使用的**Python**版本: 3.6
- 你使用的**Tensorflow**版本: 1.15
- 你使用的**Keras**版本: 没有单独pip 安装 Keras
- 你使用的**bert4keras**版本: 0.10.6
- 你使用纯**keras**还是**tf.keras**: tf.keras
- 你加载的**预训练模型**:bert-wwm-base

### 核心代码
```python
代码部分，data_utli.py中部分修改了some_text正常产出了训练数据，在run_pretraining.py中也是运行起来了，只是在出现了这个提示，我不清楚什么原因。
```

### 输出信息
```shell
...
Trainable params: 102,290,312
Non-trainable params: 0
__________________________________________________________________________________________________
2021-07-30 14:48:41.759558: W tensorflow/core/grappler/utils/graph_view.cc:830] No registered 'MultiDeviceIteratorFromStringHandle' OpKernel for GPU devices compatible with node {{node MultiDeviceIteratorFromStringHandle}}
	.  Registered:  device='CPU'

2021-07-30 14:48:41.760145: W tensorflow/core/grappler/utils/graph_view.cc:830] No registered 'MultiDeviceIteratorGetNextFromShard' OpKernel for GPU devices compatible with node {{node MultiDeviceIteratorGetNextFromShard}}
	.  Registered:  device='CPU'

Train on 10 steps
Epoch 1/10
...
...
```

请教一些苏老师，这个No registered ... ... 'CPU'是什么意思？""",
        expected_cause=None,
        harmless=True,
        note="2021. The run went on ('Train on 10 steps', 'Epoch 1/10'; the poster: 'run_pretraining.py ... 也是运行起来了', it ran). Maintainer bojone: '提示就提示，关键是最终开始训练没？开始训练了就不用管它。' (a notice is just a notice; what matters is whether training started; if it did, never mind it). Grappler's notices that two iterator ops have only CPU kernels. Closed.",
        platform="linux",
    ),
)
