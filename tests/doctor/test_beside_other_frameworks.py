# ruff: noqa: E501 - log lines are quoted verbatim
"""TensorFlow in the same program as JAX, PyTorch, CuPy, Numba or OpenCL, whose allocation then
failed.

TensorFlow maps nearly all of each GPU's memory when it first touches the GPU unless memory
growth is on; imported for its input pipeline (TFDS) or by Keras 3 beside another framework, it
leaves that framework none. The lines are quoted from the threads named beside them.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.knowledge.catalogue_runtime import (
    BESIDE_OTHER_FRAMEWORK,
    BESIDE_OTHER_FRAMEWORK_CONFIRM,
    BESIDE_OTHER_FRAMEWORK_EXPLANATION,
    BESIDE_OTHER_FRAMEWORK_FIX,
)
from tfgpu_gui.doctor.model import ERROR, WARNING

# https://github.com/jax-ml/jax/issues/9454
JAX_IMPORT = "import jax.numpy as jnp"
TFDS_IMPORT = "import tensorflow_datasets as tfds"
TFDS_LOAD = 'train_ds = tfds.load("cifar10", split="train", as_supervised=True)'
AUTOTUNE = "RuntimeError: UNKNOWN: Failed to determine best cudnn convolution algorithm for:"
# https://github.com/Kaggle/docker-rstats/pull/182
R_TORCH_OOM = (
    "Error in `torch_tensor_cpp(data, dtype, device, requires_grad, pin_memory)`: CUDA error: "
    "out of memory"
)
# https://github.com/Synthintel0/MyGirlGPT/issues/11
TORCH_OOM = (
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 32.00 MiB. GPU 0 has a "
    "total capacty of 4.00 GiB of which 41.56 MiB is free."
)
# The other libraries' own out-of-memory errors, as printed.
OTHER_LIBRARIES_OOM = [
    # PyTorch before 1.0 (https://github.com/chineseocr/chinese-ocr/issues/32)
    "RuntimeError: cuda runtime error (2) : out of memory at "
    "/pytorch/torch/lib/THC/generic/THCStorage.cu:58",
    # CuPy (https://github.com/cupy/cupy/issues/1912)
    "cupy.cuda.memory.OutOfMemoryError: out of memory to allocate 1073741824 bytes (total "
    "12373894656 bytes)",
    # CuPy through Chainer, its exception's message alone (https://github.com/cupy/cupy/issues/2537)
    "Exception in main training loop: Out of memory allocating 25,600,000 bytes (allocated so "
    "far: 3,635,267,072 bytes).",
    # CuPy's runtime before that (https://github.com/chainer/chainer/issues/2373)
    "cupy.cuda.runtime.CUDARuntimeError: cudaErrorMemoryAllocation: out of memory",
    # Numba (https://github.com/rapidsai/dask-cuda/issues/225)
    "numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuMemAlloc results in "
    "CUDA_ERROR_OUT_OF_MEMORY",
    # PyOpenCL (https://github.com/tinygrad/tinygrad/issues/722)
    "pyopencl._cl.MemoryError: clEnqueueWriteBuffer failed: MEM_OBJECT_ALLOCATION_FAILURE,",
]


def test_jax_failing_after_tfds_is_tensorflow_holding_the_memory():
    paste = f"{JAX_IMPORT}\n{TFDS_IMPORT}\n{TFDS_LOAD}\n\ngives me an error:\n\n{AUTOTUNE}"
    found = _all(paste)
    f = found["memory-growth-disabled"]
    assert (f.severity, f.confidence, f.rank, f.origin) == (ERROR, "likely", 1, "log")
    assert f.evidence == [
        BESIDE_OTHER_FRAMEWORK,
        f"log line 1: {JAX_IMPORT}",
        f"log line 7: {AUTOTUNE}",
    ]
    assert f.explanation == BESIDE_OTHER_FRAMEWORK_EXPLANATION
    assert f.confirm == BESIDE_OTHER_FRAMEWORK_CONFIRM
    assert f.fix == BESIDE_OTHER_FRAMEWORK_FIX
    assert "set_visible_devices([], 'GPU')" in f.fix
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in f.fix


def test_the_other_frameworks_out_of_memory_is_folded_into_the_cause():
    paste = (
        f"Upgrade Tensorflow.\n\nThe Torch GPU test fails when run after the others:\n{R_TORCH_OOM}"
    )
    found = _all(paste)
    assert "gpu-out-of-memory" not in found
    f = found["memory-growth-disabled"]
    assert (f.severity, f.rank) == (ERROR, 1)
    # the out-of-memory line is told once, as the failure (not again as what it read alone)
    assert f.evidence[:2] == [BESIDE_OTHER_FRAMEWORK, f"log line 4: {R_TORCH_OOM}"]
    assert f.evidence.count(f"log line 4: {R_TORCH_OOM}") == 1


def test_pytorchs_own_out_of_memory_words_beside_tensorflow():
    found = _all(f"import torch\nimport tensorflow as tf\n{TORCH_OOM}")
    assert found["memory-growth-disabled"].severity == ERROR
    assert "gpu-out-of-memory" not in found


# https://github.com/geoelements/gns/issues/10: the title, PyTorch's exception, over a
# log of TensorFlow's input pipeline taking every GPU
GNS = """RuntimeError: CUDA out of memory

gns runs out of GPU memory after ~1300 training steps when training on the deepmind `Sand` dataset.

2022-01-04 16:31:22.916150: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13561 MB memory:  -> device: 0, name: Quadro RTX 5000, pci bus id: 0000:02:00.0, compute capability: 7.5"""


def test_pytorchs_exception_alone_beside_tensorflows_devices():
    f = _all(GNS)["memory-growth-disabled"]
    assert (f.severity, f.rank) == (ERROR, 1)
    assert f.evidence[:2] == [
        BESIDE_OTHER_FRAMEWORK,
        "log line 1: RuntimeError: CUDA out of memory",
    ]
    # TensorFlow's own out-of-memory is no RuntimeError of PyTorch's
    tf_oom = "ResourceExhaustedError: OOM when allocating tensor with shape[1024,1024]"
    assert _all(f"import tensorflow as tf\n{tf_oom}")["gpu-out-of-memory"].severity == ERROR


@pytest.mark.parametrize("line", OTHER_LIBRARIES_OOM)
def test_other_gpu_libraries_out_of_memory_beside_tensorflow(line):
    found = _all(f"import tensorflow as tf\nmodel = tf.keras.models.load_model(path)\n{line}")
    f = found["memory-growth-disabled"]
    assert (f.severity, f.rank) == (ERROR, 1)
    assert f.evidence[:2] == [BESIDE_OTHER_FRAMEWORK, f"log line 3: {line}"]
    assert "gpu-out-of-memory" not in found


@pytest.mark.parametrize("line", OTHER_LIBRARIES_OOM)
def test_other_gpu_libraries_out_of_memory_alone_is_theirs(line):
    # No TensorFlow in the paste: that library ran out on its own.
    f = _all(f"import cupy as cp\n{line}").get("memory-growth-disabled")
    assert f is None or f.severity != ERROR


@pytest.mark.parametrize(
    "paste",
    [
        # memory growth on: TensorFlow took only what it needed
        f"{JAX_IMPORT}\n{TFDS_IMPORT}\n"
        f"os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'\n{AUTOTUNE}",
        f"{R_TORCH_OOM}\ntf.config.experimental.set_memory_growth(gpu, True)\ntensorflow",
        # no TensorFlow in the paste: PyTorch's own out-of-memory
        TORCH_OOM,
        # XLA's autotuner alone is TensorFlow's own with XLA, not another framework's
        f"{TFDS_IMPORT}\n{AUTOTUNE}",
    ],
)
def test_not_read_so(paste):
    f = _all(paste).get("memory-growth-disabled")
    assert f is None or f.severity != ERROR


def test_tensorflows_own_out_of_memory_beside_an_import_of_torch_stays_its_own():
    # PyTorch may hold the memory then: which one took it, the paste does not say.
    paste = (
        "import torch\nimport tensorflow as tf\n"
        "ResourceExhaustedError: OOM when allocating tensor with shape[128,3,8,128,8,128] and "
        "type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc"
    )
    found = _all(paste)
    assert found["gpu-out-of-memory"].severity == ERROR
    assert "memory-growth-disabled" not in found


@pytest.mark.parametrize(
    "line",
    [
        "KERAS_BACKEND=jax python train.py",
        "os.environ['KERAS_BACKEND'] = 'torch'",
        'keras.config.set_backend("jax")',
        "from flax import linen as nn",
        # the CUDA array and kernel libraries, as their documentation imports them
        "import cupy as cp",
        "from numba import cuda",
    ],
)
def test_the_other_framework_in_its_spellings(line):
    found = _all(f"{line}\nimport tensorflow_datasets as tfds\n{AUTOTUNE}")
    assert found["memory-growth-disabled"].severity == ERROR


def test_the_reservation_told_in_words_is_read():
    # https://github.com/keras-team/keras-core/pull/473
    f = _all("- tensorflow will use all available GPU memory")["memory-growth-disabled"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    # https://github.com/AI-Hypercomputer/maxtext/pull/1073: the line that says TensorFlow took
    # the memory says why the OOM happened
    line = (
        "Maxtext crashes when running with TFDS data with a GPU OOM. This is traced back to "
        "Tensorflow spawning processes that allocate memory on GPUs."
    )
    found = _all(line)
    assert list(found) == ["memory-growth-disabled"]
    assert "gpu-out-of-memory" in _all(
        "Maxtext crashes when running with TFDS data with a GPU OOM."
    )


def test_a_reservation_also_told_in_words_leaves_the_cause_likely():
    paste = f"{JAX_IMPORT}\n{TFDS_IMPORT}\ntensorflow will use all available GPU memory\n{AUTOTUNE}"
    f = _all(paste)["memory-growth-disabled"]
    assert (f.severity, f.confidence) == (ERROR, "likely")
    assert f.evidence[0] == BESIDE_OTHER_FRAMEWORK
