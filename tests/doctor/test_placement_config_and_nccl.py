# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""Readings from the two-hundred-and-forty-eighth to two-hundred-and-fifty-fourth sets.

Where TensorFlow puts an op and what it makes of the program's GPU settings: an op without a
GPU kernel pinned to the GPU, a GPU asked for by a number the process does not have, the list
of devices a placement error prints (no GPU in it: TensorFlow sees none), GPU settings refused
for coming too late or differing between GPUs; NCCL failing between GPUs; a crash inside an
add-on's compiled op library. The messages are TensorFlow's own (its source, the threads that
quote them, and TensorFlow 2.21 run here), each with the cases where the reading must give way.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers.pastes import findings_of, read_lines
from tfgpu_gui.doctor.model import ERROR, WARNING

PLACEMENT = {"op-without-gpu-kernel", "requested-gpu-missing"}


def _problems(text: str) -> dict[str, str]:
    found = findings_of(text)
    return {i: f.severity for i, f in found.items() if f.severity in (ERROR, WARNING)}


def _first_problem(text: str) -> str:
    return next(iter(_problems(text)))


def _tensorflow_prints(script: str) -> str:
    """What ``script`` prints when TensorFlow here runs it (in a child: TensorFlow stays out of
    the test process)."""
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=True
    ).stdout


# --- an op without a GPU kernel ----------------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/34774 (a CPU-only op inside tf.device(GPU))
NO_SUPPORTED_KERNEL = "tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation operation/mean_squared_error/assert_broadcastable/is_valid_shape/has_valid_nonscalar_shape/has_invalid_dims/DenseToDenseSetOperation: Could not satisfy explicit device specification '/device:GPU:0' because no supported kernel for GPU devices is available."
# https://github.com/mozilla/DeepSpeech/issues/228 (tf.scan's TensorArray ops, CPU only, on GPU:3)
NO_SUPPORTED_KERNEL_GPU3 = "tensorflow.python.framework.errors.InvalidArgumentError: Cannot assign a device to node 'tower_3/scan/TensorArrayPack/strided_slice': Could not satisfy explicit device specification '/device:GPU:3' because no supported kernel for GPU devices is available."
# https://github.com/tensorflow/hub/issues/94 (a string op's Size on the GPU; op_kernel.cc's words)
NO_REGISTERED = "NotFoundError: No registered 'Size' OpKernel for GPU devices compatible with node module_2_apply_default/compound_bigrams/boolean_mask/Prod = Size[T=DT_STRING, out_type=DT_INT32, _device=\"/job:localhost/replica:0/task:0/device:GPU:0\"](module_2_apply_default/compound_bigrams/concat_2/_367, ^module_2_apply_default/compound_bigrams/boolean_mask/Shape_1/_371)"
# https://github.com/bojone/bert4keras/issues/375 (training went on: Grappler's notice)
GRAPPLER_NOTICE = (
    "2021-07-30 14:48:41.759558: W tensorflow/core/grappler/utils/graph_view.cc:830] No registered 'MultiDeviceIteratorFromStringHandle' OpKernel for GPU devices compatible with node {{node MultiDeviceIteratorFromStringHandle}}\n"
    "\t.  Registered:  device='CPU'\n"
    "Train on 10 steps\n"
    "Epoch 1/10"
)
# https://github.com/google/prettytensor/issues/1 (TensorFlow 0.x names no devices)
COLOCATED = "tensorflow.python.framework.errors.InvalidArgumentError: Cannot assign a device to node 'Adagrad/update_baby_names/embedding_lookup/params/SparseApplyAdagrad': Could not satisfy explicit device specification '' because the node was colocated with a group of nodes that required incompatible device '/job:localhost/replica:0/task:0/GPU:0'"


@pytest.mark.parametrize("text", [NO_SUPPORTED_KERNEL, NO_SUPPORTED_KERNEL_GPU3, NO_REGISTERED])
def test_an_op_without_a_gpu_kernel_pinned_to_the_gpu_is_named(text: str) -> None:
    assert _problems(text) == {"op-without-gpu-kernel": ERROR}


def test_grappler_telling_of_an_op_without_a_gpu_kernel_is_no_failure() -> None:
    assert _problems(GRAPPLER_NOTICE) == {}


def test_a_colocation_that_names_no_devices_is_possibly_an_op_without_a_gpu_kernel() -> None:
    found = findings_of(COLOCATED)
    assert list(found) == ["op-without-gpu-kernel"]
    assert found["op-without-gpu-kernel"].confidence == "possible"


def test_tensorflows_own_colocation_error_is_left_to_the_devices_it_lists() -> None:
    """TensorFlow 2.21's graph placer names the devices after a colocation error: what they
    show decides (here a CPU build: no GPU), not the colocation line's guess."""
    pytest.importorskip("tensorflow")
    script = (
        "import tensorflow as tf\n"
        "g = tf.Graph()\n"
        "with g.as_default():\n"
        "    with tf.device('/device:GPU:7'):\n"
        "        v = tf.compat.v1.get_variable('v', [1])\n"
        "    config = tf.compat.v1.ConfigProto(allow_soft_placement=False)\n"
        "    try:\n"
        "        with tf.compat.v1.Session(config=config) as s:\n"
        "            s.run(tf.compat.v1.global_variables_initializer())\n"
        "    except Exception as e:\n"
        "        print(str(e))\n"
    )
    out = _tensorflow_prints(script)
    line = next(x for x in out.splitlines() if "colocated with a group of nodes" in x)
    listed = line[line.index("All available devices") :]
    assert read_lines(line).values["tf_gpu_count"] == listed.count("device:GPU:")
    assert "op-without-gpu-kernel" not in findings_of(line)


# --- a GPU number the process does not have ------------------------------------------------------

# https://www.cnblogs.com/bincoding/p/8270894.html (TensorFlow 1.x, one GPU, '/device:GPU:1' asked for)
TF1_GPU_1 = "Cannot assign a device for operation 'MatMul': Operation was explicitly assigned to /device:GPU:1 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:GPU:0 ]. Make sure the device specification refers to a valid device."


def test_a_gpu_number_the_process_lacks_is_named() -> None:
    assert _problems(TF1_GPU_1) == {"requested-gpu-missing": ERROR}
    assert read_lines(TF1_GPU_1).values["tf_gpu_count"] == 1


def test_a_gpu_number_in_tensorflow_1_0s_lowercase_device_names() -> None:
    # TensorFlow before 1.5 named its devices ".../task:0/cpu:0", ".../gpu:0" (as
    # https://github.com/infocusp/tf_cnnvis/issues/14 prints them); the same line with a GPU
    line = TF1_GPU_1.replace("device:CPU:0", "cpu:0").replace("device:GPU:0", "gpu:0")
    assert read_lines(line).values["tf_gpu_count"] == 1


# https://github.com/Kyubyong/tacotron/issues/5 (the CPU-only package of TensorFlow 1.x)
GRAPH_NO_GPU = "> InvalidArgumentError (see above for traceback): Cannot assign a device to node 'batch': Could not satisfy explicit device specification '/device:GPU:0' because no devices matching that specification are registered in this process; available devices: /job:localhost/replica:0/task:0/cpu:0"
# https://github.com/tensorflow/tensorflow/issues/30748 (TensorFlow 1.14: only XLA's devices)
TF1_XLA_ONLY = "> tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation pooled_center_map/center_map/AvgPool: {{node pooled_center_map/center_map/AvgPool}}was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:XLA_CPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:1, /job:localhost/replica:0/task:0/device:XLA_GPU:2, /job:localhost/replica:0/task:0/device:XLA_GPU:3 ]."
# TensorFlow 2.21 (a CPU-only build), run here: tf.device('/GPU:0') with soft placement off
EAGER_NO_GPU = "InvalidArgumentError: Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:CPU:0]."


@pytest.mark.parametrize("text", [GRAPH_NO_GPU, TF1_XLA_ONLY, EAGER_NO_GPU])
def test_a_device_list_without_a_gpu_is_tensorflow_seeing_none(text: str) -> None:
    assert read_lines(text).values["tf_gpu_count"] == 0
    assert not PLACEMENT & set(findings_of(text))


# https://github.com/jyh2986/Active-Shift-TF/issues/1 (CUDA_VISIBLE_DEVICES=2 on a smaller machine)
REGISTERED_CPU_ONLY = "InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'ActiveShift2DOp' with these attrs.  Registered devices: [CPU], Registered kernels:"
# https://github.com/salesforce/ctrl/issues/22 (the GPU was there; a TPU op)
REGISTERED_WITH_GPU = "Registered devices: [CPU, GPU, XLA_CPU, XLA_GPU]"


def test_registered_devices_without_a_gpu_are_tensorflow_seeing_none() -> None:
    assert read_lines(REGISTERED_CPU_ONLY).values["tf_gpu_count"] == 0
    assert "tf_gpu_count" not in read_lines(REGISTERED_WITH_GPU).values


def test_tensorflows_own_placement_error_read_as_it_prints_it() -> None:
    """TensorFlow here (a CPU build; a GPU build where the suite has one) refusing a GPU that
    is not there: its devices counted from the list it prints."""
    pytest.importorskip("tensorflow")
    script = (
        "import tensorflow as tf\n"
        "tf.config.set_soft_device_placement(False)\n"
        "try:\n"
        "    with tf.device('/GPU:7'):\n"
        "        tf.constant([1.0]) * 2\n"
        "except Exception as e:\n"
        "    print(type(e).__name__ + ': ' + str(e))\n"
    )
    out = _tensorflow_prints(script)
    line = next(x for x in out.splitlines() if "device specification" in x)
    listed = line[line.index("All available devices") :]
    assert read_lines(line).values["tf_gpu_count"] == listed.count("device:GPU:")
    assert not PLACEMENT & set(findings_of(line))


# --- GPU settings refused ----------------------------------------------------------------------

# https://github.com/hunglc007/tensorflow-yolov4-tflite/issues/171
TOO_LATE = "when i run  python train.py\nRuntimeError: Physical devices cannot be modified after being initialized"
# https://github.com/zzh8829/yolov3-tf2/pull/225
DIFFERS = 'raise ValueError("Memory growth cannot differ between GPU devices")\n ValueError: Memory growth cannot differ between GPU devices'


@pytest.mark.parametrize("text", [TOO_LATE, DIFFERS])
def test_gpu_settings_refused_are_named(text: str) -> None:
    assert _problems(text) == {"gpu-config-refused": WARNING}


@pytest.mark.parametrize(
    "call",
    [
        "tf.config.set_logical_device_configuration(cpus[0], [c(), c()])",
        "tf.config.set_visible_devices(cpus + cpus)",
    ],
)
def test_the_settings_refused_by_tensorflow_itself(call: str) -> None:
    """TensorFlow here refusing virtual and visible devices set after it started."""
    pytest.importorskip("tensorflow")
    script = (
        "import tensorflow as tf\n"
        "tf.constant(1.0)\n"
        "cpus = tf.config.list_physical_devices('CPU')\n"
        "c = tf.config.LogicalDeviceConfiguration\n"
        "try:\n"
        f"    {call}\n"
        "except RuntimeError as e:\n"
        "    print('RuntimeError:', e)\n"
    )
    out = _tensorflow_prints(script)
    assert "RuntimeError:" in out
    assert _problems(out) == {"gpu-config-refused": WARNING}


# --- NCCL between GPUs -------------------------------------------------------------------------

# https://github.com/NVIDIA/nccl/issues/525 (/dev/shm full in a Kubeflow container)
NCCL_SHM = (
    "[3] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device\n"
    "[3] NCCL INFO include/shm.h:41 -> 2\n"
    "[3] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-1462445a6f01cbfc-1-2-3 (size 9637888)"
)
# https://github.com/haoyuhu/bert-multi-gpu/issues/15 (a build without NCCL's kernel)
NCCL_NO_KERNEL = "No OpKernel was registered to support Op 'NcclAllReduce' used by node NcclAllReduce（）with these attrs:[shared_name=c0,T=DT_FLOAT,num_devices=4,reduction=\"sum]"
# https://github.com/tensorflow/tensorflow/issues/44281 (Windows: "I switched to using
# HierarchicalCopyAllReduce ... The code completes successfully now")
NCCL_NO_KERNEL_WINDOWS = 'No OpKernel was registered to support Op \'NcclAllReduce\' used by {{node NcclAllReduce}} with these attrs: [reduction="sum", shared_name="c1", T=DT_FLOAT, num_devices=2]\nRegistered devices: [CPU, GPU, XLA_CPU, XLA_GPU]\nRegistered kernels:\n  <no registered kernels>'


# https://github.com/tensorflow/tensorflow/issues/36510 (two NVLinked RTX 2080 Ti, TF 2.1: NCCL's
# ncclUnhandledCudaError as TensorFlow's all-reduce returns it)
NCCL_UNHANDLED_CUDA = """tensorflow.python.framework.errors_impl.InternalError: 2 root error(s) found.
  (0) Internal:  unhandled cuda error
         [[node Adam/NcclAllReduce (defined at workspace/gpu_tests/test_gpus.py:60) ]]
  (1) Internal:  unhandled cuda error
         [[node Adam/NcclAllReduce (defined at workspace/gpu_tests/test_gpus.py:60) ]]
         [[GroupCrossDeviceControlEdges_0/Adam/Adam/update_1_1/Const/_39]]
0 successful operations"""
# https://github.com/tensorflow/tensorflow/issues/51760 (MirroredStrategy under srun: InfiniBand's
# queue pairs refused to NCCL)
NCCL_IBV = """host:376586:377439 [0] NCCL INFO external/nccl_archive/src/group.cc:72 -> 2 [Async thread]

host:376586:377443 [4] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed

host:376586:377442 [3] ibvwrap.c:118 NCCL WARN Call to ibv_create_cq failed
host:376586:377442 [3] NCCL INFO ib_plugin.c:174 -> 2"""


@pytest.mark.parametrize(
    "text", [NCCL_SHM, NCCL_NO_KERNEL, NCCL_NO_KERNEL_WINDOWS, NCCL_UNHANDLED_CUDA, NCCL_IBV]
)
def test_nccl_failing_between_gpus_is_named(text: str) -> None:
    assert _problems(text) == {"nccl-multi-gpu-failed": ERROR}


def test_nccls_information_lines_are_no_failure() -> None:
    # https://github.com/tensorflow/tensorflow/issues/51760
    text = "host:376586:377442 [3] NCCL INFO ib_plugin.c:174 -> 2\nhost:376586:377442 [3] NCCL INFO external/nccl_archive/src/init.cc:310 -> 2"
    assert "nccl-multi-gpu-failed" not in findings_of(text)


# --- a crash in an add-on's compiled op library --------------------------------------------------

# https://github.com/horovod/horovod/issues/1197 (Horovod built by another GCC than TensorFlow)
HOROVOD_SEGV = (
    "[1,2]<stderr>:[host:40705] *** Process received signal ***\n"
    "[1,2]<stderr>:[host:40705] Signal: Segmentation fault (11)\n"
    "[1,2]<stderr>:[host:40705] [ 0] [1,2]<stderr>:/lib/x86_64-linux-gnu/libc.so.6(+0x3ef20)[0x7fa6d6734f20]\n"
    "[1,2]<stderr>:[host:40705] [ 1] /home/alice/tfgpu-hvd/lib/python3.6/site-packages/horovod/tensorflow/mpi_lib.cpython-36m-x86_64-linux-gnu.so(+0x79c00)[0x7fa596a08c00]"
)


def test_a_crash_inside_an_add_ons_op_library_is_possibly_its_build() -> None:
    found = findings_of(HOROVOD_SEGV)
    assert found["custom-op-build-mismatch"].confidence == "possible"
