# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-eighth set of real threads, gathered apart, from GitHub issues and pull requests in which TensorFlow shares one process with PyTorch or JAX (Keras 3 on JAX, a TFDS input pipeline for a JAX trainer, R's tensorflow and torch packages side by side) and TensorFlow's GPU set-up breaks the other framework.

Broken kinds held: TensorFlow reserving (nearly) all GPU memory at start, so that JAX or
PyTorch in the same process cannot allocate and fails with an out-of-memory or a cuDNN error.
Working runs: 0 (no working run with scary lines and a confirmation in view was met on this
angle).

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in
none of the 4 broken logs (one was given the other framework's out-of-memory error).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-core-jax-backend-tensorflow-eats-gpu-memory-prose",
        source=_GH + "keras-team/keras-core/pull/473",
        text=r"""By default, tensorflow will consume all available GPU memory: https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth

Say you are running on KERAS_BACKEND=jax, and jax and tf have both been configured with GPU suport:
- keras_core will always import and initialize tensorflow
- tensorflow will use all available GPU memory
- jax will attempt any GPU allocation and immediately fail

Note this does not happen in colab because colab automatically exports the environment variable:
`TF_FORCE_GPU_ALLOW_GROWTH=true`""",
        expected_cause="memory-growth-disabled",
        note="2023. Prose only. A Keras maintainer's (mattdangerw) own pull-request description (merged), which states the cause: with KERAS_BACKEND=jax keras_core imports TensorFlow, 'tensorflow will use all available GPU memory' and JAX's first GPU allocation fails; the PR limits TensorFlow's memory growth. fchollet replied that TensorFlow, when installed, is likely to be imported with another backend anyway (gfile, preprocessing layers). The closing workaround paragraph is left out. The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="maxtext-jax-tfds-tensorflow-allocates-gpu-oom-prose",
        source=_GH + "AI-Hypercomputer/maxtext/pull/1073",
        text=r"""Maxtext crashes when running with TFDS data with a GPU OOM. This is traced back to Tensorflow spawning processes that allocate memory on GPUs.""",
        expected_cause="memory-growth-disabled",
        note="2024. Prose only. A MaxText (JAX) pull request, merged: the TensorFlow of the TFDS input pipeline allocates GPU memory and the JAX training then dies with a GPU OOM; the fix hides the GPUs from TensorFlow. The reviewer wang2yn84: 'it aligns with https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth'; the comment in the patch: 'TF allocates extraneous GPU memory when using TFDS data / this leads to CUDA OOMs. WAR for now is to hide GPUs from TF'. The description's last sentence (the fix) is left out. The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="kaggle-rstats-tensorflow-holds-gpu-r-torch-oom",
        source=_GH + "Kaggle/docker-rstats/pull/182",
        text=r"""Now that the COS image has the NVIDIA Drivers R470, upgrade Tensorflow.

http://b/177304566

...

The Torch installation works, but the Torch GPU test fails when it's run with all the other tests (it passes if run alone):

Error (test_torch.R:15:3): gpu imports
<Rcpp::exception/C++Error/error/condition>
Error in `torch_tensor_cpp(data, dtype, device, requires_grad, pin_memory)`: CUDA error: out of memory""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2022. Kaggle's R Docker image with the tensorflow and torch R packages; the torch GPU test fails with 'CUDA error: out of memory' only when run after the other tests. Diagnosed by dfalbel (torch for R): 'This probably happens because TensorFlow allocates the entire GPU memory and only gives it back when R is closed. It seems that you could set TF_FORCE_GPU_ALLOW_GROWTH to true'; the PR author then added it to the test script ('TF_FORCE_GPU_ALLOW_GROWTH is to prevent tensorflow from allocating the totality of a GPU memory'), rosbo approved ('We do the same for our Python image'), and the PR was merged. The failing side is torch, not TensorFlow. A comment of the author's in between (torch and CUDA 11.4) is left out as '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-flax-conv-fails-after-tfds-load-tensorflow-holds-gpu",
        source=_GH + "jax-ml/jax/issues/9454",
        text=r"""import jax.numpy as jnp
import tensorflow_datasets as tfds
from flax import linen as nn
from jax import random

# See https://github.com/tensorflow/tensorflow/issues/53831.
train_ds = tfds.load("cifar10", split="train", as_supervised=True)

model = nn.Conv(features=1, kernel_size=(3, 3), strides=(1, 1))
params = model.init(random.PRNGKey(123), jnp.zeros((1, 32, 32, 3)))

gives me an error:

RuntimeError: UNKNOWN: Failed to determine best cudnn convolution algorithm for:
%cudnn-conv = (f32[1,32,32,1]{2,1,3,0}, u8[0]{0}) custom-call(f32[1,32,32,3]{2,1,3,0} %copy.3, f32[3,3,3,1]{1,0,2,3} %copy.4), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, custom_call_target="__cudnn$convForward", metadata={op_type="conv_general_dilated" op_name="jit(conv_general_dilated)/conv_general_dilated[\n  batch_group_count=1\n  dimension_numbers=ConvDimensionNumbers(lhs_spec=(0, 3, 1, 2), rhs_spec=(3, 2, 0, 1), out_spec=(0, 3, 1, 2))\n  feature_group_count=1\n  lhs_dilation=(1, 1)\n  lhs_shape=(1, 32, 32, 3)\n  padding=((1, 1), (1, 1))\n  precision=None\n  preferred_element_type=None\n  rhs_dilation=(1, 1)\n  rhs_shape=(3, 3, 3, 1)\n  window_strides=(1, 1)\n]" source_fi
...""",
        expected_cause="memory-growth-disabled",
        note="2022. Issue titled '\"DNN library is not found.\" error when tensorflow is loaded before JAX' (closed). The cause was confirmed by the poster (samuela) in another thread, NixOS/nixpkgs#158186: after ndl wrote that the TFDS example needs TF_FORCE_GPU_ALLOW_GROWTH=true '(= to prevent TF allocating all GPU memory leaving nothing to JAX) - I suspect this is the key issue why it breaks for you with TFDS', samuela replied 'Good catch! Yes, that seems to be the conclusion in https://github.com/google/jax/issues/9454 as well.' The issue's own comments were not read. The issue template's checklist is left out; the stored copy is cut inside the error message, the rest not read. The OS is not stated in the part read.",
        platform="linux",
    ),
)
