# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-forty-eighth set of real output quoted by the TensorFlow ecosystem's own documentation and saved notebooks: TensorFlow's GPU guides (tensorflow/docs: the TF1 and early TF2 'Using GPUs' guides, the 2020 GPU install page), TensorFlow Decision Forests' known-issues page (tensorflow/decision-forests), Horovod's troubleshooting and Docker pages (horovod/horovod), the Inception README's troubleshooting (tensorflow/models) and a TF-TRT example notebook's saved outputs (tensorflow/tensorrt).

Each record is one quoted block or one notebook's saved output; the text holds only the lines as a
user would meet them, never the page's explanation or fix. Sources are given as the file at the
commit read (GitHub blob); a page's statement of the cause is quoted in the note.

Broken kinds held: a program pinned to /device:GPU:2 on a machine without that GPU (TF1 session
error and TF2 eager error), 'device kernel image is invalid' on a GPU architecture the 2.3 wheels
no longer carry code for, a TensorFlow Decision Forests custom op built for another TensorFlow
('undefined symbol'), TensorFlow missing when Horovod is built, NCCL headers missing when Horovod
is built for GPUs (no catalogue cause), Open MPI's hwloc clashing with the hwloc symbols inside
TensorFlow 1.14/1.15 (a segmentation fault; no catalogue cause), and two prose troubleshooting
entries (the model runs out of GPU memory; of host memory). Working runs: 2 (the TF1 guide's
four-K20m placement log, and Open MPI's 'Read -1, expected 131072, errno = 1' inside Horovod's GPU
container, which Horovod's page says to ignore). A third, TF-TRT's FP32 conversion on four A40s
in its quantization example notebook, is the same run (the same timestamps) as a notebook the
corpus holds already (tftrt-ngc-notebook-tf28-four-a40-trt-convert-working).

Most records are 2016-2021: the pages that state a cause next to quoted output are mostly old;
newer pages give steps without output. Several broken records are a single quoted line. Left
out: TensorFlow's install error table (it links each message to a Stack Overflow question and
states no cause), NVIDIA's DeepLearningExamples 'Known issues' sections (prose on performance, no
user's output), a TensorFlow Recommenders Addons notebook whose saved output shows CUDA libraries
missing and the run falling back to the CPU (the file states no cause and shows no fix), and the
TF-DF page's 'No support for GPU / TPU' (no user's output or symptom).

At first look (the doctor of commit f8714de) the cause was named in 4 of the 7 broken logs with a
catalogue cause, 3 first (9 broken in all; the two without a catalogue cause got no finding). Both
requests for a missing /device:GPU:2 got no finding; 'device kernel image is invalid' alone was
read as compute-capability-unsupported first and compute-capability-too-old second (the line does
not tell older from newer); the prose 'runs out of CPU memory' got no finding. The 2 working
runs kept were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-docs-r1-using-gpu-could-not-satisfy-device-gpu2",
        source=_GH
        + "tensorflow/docs/blob/82a6055d1ed14bbdd156dea9ebc1547e2b31249d/site/en/r1/guide/using_gpu.md",
        text=r"""InvalidArgumentError: Invalid argument: Cannot assign a device to node 'b':
Could not satisfy explicit device specification '/device:GPU:2'
   [[{{node b}} = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [3,2]
   values: 1 2 3...>, _device="/device:GPU:2"]()]]""",
        expected_cause="requested-gpu-missing",
        note="TF 1.x (the 'Using GPUs' guide of the TF1 docs, kept as site/en/r1 since 2019). Section 'Manual device placement': after code that pins constants with tf.device('/device:GPU:2'), 'If the device you have specified does not exist, you will get InvalidArgumentError' followed by this block; the page's fix is allow_soft_placement=True. The program asks for a third GPU the machine does not have.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-r2-using-gpu-error-copying-tensor-gpu2-unknown-device",
        source=_GH
        + "tensorflow/docs/blob/cebdf59e1d9a81c6c940e57ff57140d5999c1a75/site/en/r2/guide/using_gpu.md",
        text=r"""RuntimeError: Error copying tensor to device: /job:localhost/replica:0/task:0/device:GPU:2. /job:localhost/replica:0/task:0/device:GPU:2 unknown device.""",
        expected_cause="requested-gpu-missing",
        note="2019 (the TF 2.0 preview 'Using GPUs' guide, site/en/r2, removed later in 2019). Section 'Using a single GPU on a multi-GPU system': with tf.device('/device:GPU:2') under eager execution, 'If the device you have specified does not exist, you will get RuntimeError' and this line; the fix offered is tf.config.set_soft_device_placement(True). A single quoted line.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-gpu-install-tf23-device-kernel-image-invalid-no-ptx",
        source=_GH
        + "tensorflow/docs/blob/1298fe7412cdfd7f24eafb7b2f5e78ca0e276df3/site/en/install/gpu.md",
        text=r"""Status: device kernel image is invalid""",
        expected_cause="compute-capability-too-old",
        note="2020 (commit 'Update docs for #41892', August 2020, on the GPU install page). Hardware requirements: 'If you see this error: `Status: device kernel image is invalid`, this indicates that TensorFlow does not contain PTX for your architecture. To reduce the size of the TF pip package, starting with TensorFlow 2.3, we don't ship PTX for older architectures. You can enable these compute capabilities yourself by building TensorFlow from source.' The GPU's architecture is older than those the wheel carries code for. A single quoted phrase.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdf-known-issues-training-so-undefined-symbol-tf-mismatch",
        source=_GH
        + "tensorflow/decision-forests/blob/f4d6398b17ab7da9007e0558a4012e98585c38e3/documentation/known_issues.md",
        text=r"""tensorflow_decision_forests/tensorflow/ops/training/training.so: undefined symbol: _ZN10tensorflow11GetNodeAttrERKNS_9AttrSliceEN4absl14lts_2020_09_2311string_viewEPSs""",
        expected_cause="custom-op-build-mismatch",
        note="2021 (entry added October 2021). TensorFlow Decision Forests' known-issues page, 'Incompatibility with old or nightly versions of TensorFlow': 'TensorFlow's ABI is not compatible in between releases. Because TF-DF relies on custom TensorFlow C++ ops, each version of TF-DF is tied to a specific version of TensorFlow ... If using incompatible versions of TF and TF-DF, you will see cryptic errors such as:' this line; fix: 'Use the version of TF-DF that is compatible with your version of TensorFlow' (a compatibility table follows). A single quoted line.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-install-import-tensorflow-failed-not-installed",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""error: import tensorflow failed, is it installed?

Traceback (most recent call last):
  File "/tmp/pip-OfE_YX-build/setup.py", line 29, in fully_define_extension
    import tensorflow as tf
ImportError: No module named tensorflow""",
        expected_cause="tensorflow-not-installed",
        note="2017 (entry added September 2017). Horovod's troubleshooting page (horovod.readthedocs.io), 'Import TensorFlow failed during installation', point 1 'Is TensorFlow installed?': 'If you see the error message below, it means that TensorFlow is not installed. Please install TensorFlow before installing Horovod.' (Point 2 of the same section, libcuda.so.1 missing in a GPU-less container, is already in the corpus.)",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-install-nccl-h-not-found-nccl-home",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""build/temp.linux-x86_64-2.7/test_compile/test_nccl.cc:1:18: fatal error: nccl.h: No such file or directory
 #include <nccl.h>
                  ^
compilation terminated.
error: NCCL 2.0 library or its later version was not found (see error above).
Please specify correct NCCL location via HOROVOD_NCCL_HOME environment variable or combination of HOROVOD_NCCL_INCLUDE and HOROVOD_NCCL_LIB environment variables.

HOROVOD_NCCL_HOME - path where NCCL include and lib directories can be found
HOROVOD_NCCL_INCLUDE - path to NCCL include directory
HOROVOD_NCCL_LIB - path to NCCL lib directory""",
        expected_cause=None,
        note="2017 (entry added September 2017). Horovod's troubleshooting page, 'NCCL 2 is not found during installation': 'If you see the error message below, it means NCCL 2 was not found in the standard libraries location. If you have a directory where you installed NCCL 2 which has both include and lib directories containing nccl.h and libnccl.so respectively, you can pass it via HOROVOD_NCCL_HOME'. A Horovod build for GPU all-reduce that cannot find NCCL's headers: a build-time add-on problem before any TensorFlow GPU run, no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-tf114-segfault-opal-hwloc-symbol-clash",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""...
Signal: Segmentation fault (11)
Signal code: Address not mapped (1)
Failing at address: 0x99
[ 0] /lib/x86_64-linux-gnu/libc.so.6(+0x3ef20)[0x7f309d34ff20]
[ 1] /usr/lib/x86_64-linux-gnu/libopen-pal.so.20(opal_hwloc_base_free_topology+0x76)[0x7f3042871ca6]
...""",
        expected_cause=None,
        note="2019 (entry added October 2019). Horovod's troubleshooting page, 'segmentation fault with tensorflow 1.14 or higher mentioning hwloc': 'If you are using TensorFlow 1.14 or 1.15 and are getting a segmentation fault, check whether it mentions hwloc ... If it does, this could be a conflict with the hwloc symbols explorted from TensorFlow. To fix this, locate your hwloc library with ldconfig -p | grep libhwloc.so, and then set LD_PRELOAD', pointing to horovod#1123. Open MPI's hwloc calls resolve into TensorFlow's own copy: a symbol clash between libraries, no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-models-inception-troubleshooting-runs-out-of-gpu-memory",
        source=_GH
        + "tensorflow/models/blob/b7640004450f5f655c319b2f378f605e836d9d84/research/inception/README.md",
        text=r"""The model runs out of GPU memory.""",
        expected_cause="gpu-out-of-memory",
        note="2016. Prose only: a troubleshooting heading of the Inception README (tensorflow/models research/inception), the symptom as a user would state it. The page: 'The data is not able to fit on the GPU card. The simplest solution is to decrease the batch size of the model. Otherwise, you will need to think about a more sophisticated method ... partitions the model across multiple GPUs.'",
        platform="linux",
    ),
    CorpusLog(
        name="tf-models-inception-troubleshooting-runs-out-of-cpu-memory",
        source=_GH
        + "tensorflow/models/blob/b7640004450f5f655c319b2f378f605e836d9d84/research/inception/README.md",
        text=r"""The model runs out of CPU memory.""",
        expected_cause="host-out-of-memory",
        note="2016. Prose only: a troubleshooting heading of the Inception README, the symptom as a user would state it. The page: 'In lieu of buying more CPU memory, an easy fix is to decrease --input_queue_memory_factor', and under 'Adjusting Memory Demands': 'The model requires a large amount of CPU memory as well. We have tuned the model to employ about ~20GB of CPU memory' (the shuffling queue of preprocessed images). The machine's RAM, not the GPU's memory, runs out.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-docs-r1-using-gpu-four-k20m-multi-tower-placement-working",
        source=_GH
        + "tensorflow/docs/blob/82a6055d1ed14bbdd156dea9ebc1547e2b31249d/site/en/r1/guide/using_gpu.md",
        text=r"""Device mapping:
/job:localhost/replica:0/task:0/device:GPU:0 -> device: 0, name: Tesla K20m, pci bus
id: 0000:02:00.0
/job:localhost/replica:0/task:0/device:GPU:1 -> device: 1, name: Tesla K20m, pci bus
id: 0000:03:00.0
/job:localhost/replica:0/task:0/device:GPU:2 -> device: 2, name: Tesla K20m, pci bus
id: 0000:83:00.0
/job:localhost/replica:0/task:0/device:GPU:3 -> device: 3, name: Tesla K20m, pci bus
id: 0000:84:00.0
Const_3: /job:localhost/replica:0/task:0/device:GPU:3
Const_2: /job:localhost/replica:0/task:0/device:GPU:3
MatMul_1: /job:localhost/replica:0/task:0/device:GPU:3
Const_1: /job:localhost/replica:0/task:0/device:GPU:2
Const: /job:localhost/replica:0/task:0/device:GPU:2
MatMul: /job:localhost/replica:0/task:0/device:GPU:2
AddN: /job:localhost/replica:0/task:0/cpu:0
[[  44.   56.]
 [  98.  128.]]""",
        harmless=True,
        note="TF 1.x (the TF1 'Using GPUs' guide, site/en/r1). Section 'Using multiple GPUs': a multi-tower graph pinned to /device:GPU:2 and /device:GPU:3 with log_device_placement=True; 'You will see the following output.' Four Tesla K20m GPUs (compute capability 3.5, supported by TensorFlow 1.x wheels) are mapped, each MatMul runs on its GPU and AddN on the CPU, and the result is printed: a working multi-GPU run.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-docker-openmpi-read-minus-one-errno-1-ignore",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/docker.rst",
        text=r"""$ nvidia-docker run -it horovod/horovod:latest
root@host:/examples# horovodrun -np 4 -H localhost:4 python keras_mnist_advanced.py

[host:00040] Read -1, expected 131072, errno = 1""",
        harmless=True,
        note="2018 (note added January 2018). Horovod's Docker page (horovod.readthedocs.io), 'Running on a single machine': the GPU container started with nvidia-docker and a four-process Keras MNIST training; 'If you don't run your container in privileged mode, you may see the following message: [a8c9914754d2:00040] Read -1, expected 131072, errno = 1 ... You can ignore this message.' Open MPI's shared-memory single-copy path is refused without privileges and it falls back. The container ids 'c278c88dd552' and 'a8c9914754d2' are written as 'host'; the two command lines come from the block just above the message on the same page.",
        platform="linux",
    ),
)
