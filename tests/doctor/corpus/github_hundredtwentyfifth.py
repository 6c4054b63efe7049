# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-twenty-fifth set of real threads, gathered apart, from GitHub issues about shared, multi-user GPU machines (other users' processes holding a GPU, exclusive compute modes, CUDA_VISIBLE_DEVICES renumbering), any year.

Broken kinds held: a GPU whose memory was taken by another user's process, a GPU in exclusive
compute mode already used by another process, a cluster GPU in Exclusive Process mode asked for
two CUDA contexts, and a first notebook's TensorFlow holding nearly all GPU memory so a second
one cannot start. Working runs: 2 (a CUDA_VISIBLE_DEVICES selection that TensorFlow renumbers
from zero, and a device-creation line showing less memory than the card has).

At first look (the doctor of commit 8d1a5df, before this set was read) the cause was named in 1
of the 4 broken logs, first; a GPU in exclusive mode busy with another process (no catalogue
ID then: gpu-exclusive-process-busy was added after, and names both such logs) was given an
out-of-memory error; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-resnet50-oom-gpu0-taken-by-other-user-shared-machine",
        source=_GH + "keras-team/keras/issues/14032",
        text=r"""hello, 

Running Keras (2.3.1) with TF (2.0.0) backend within a docker container. 

Running this block in Jupyter:

model = keras.applications.resnet.ResNet50(
    include_top=True, 
    weights=None, 
    input_tensor=None, 
    input_shape=(70,70,3), 
    pooling=None, 
    classes=2
)

Gives me the OOM error:

ResourceExhaustedError                    Traceback (most recent call last)
<ipython-input-35-1a3bbd5216b5> in <module>
      5     input_shape=(70,70,3),
      6     pooling=None,
----> 7     classes=2
      8 )

/usr/local/lib/python3.6/dist-packages/keras/applications/__init__.py in wrapper(*args, **kwargs)
     18         kwargs['models'] = models
     19         kwargs['utils'] = utils
---> 20         return base_fun(*args, **kwargs)
     21 
     22     return wrapper

/usr/local/lib/python3.6/dist-packages/keras/applications/resnet.py in ResNet50(*args, **kwargs)
     12 @keras_modules_injection
     13 def ResNet50(*args, **kwargs):
---> 14     return resnet.ResNet50(*args, **kwargs)
     15 
     16 

/usr/local/lib/python3.6/dist-packages/keras_applications/resnet_common.py in ResNet50(include_top, weights, input_tensor, input_shape, pooling, classes, **kwargs)
    433                   input_tensor, input_shape,
    434                   pooling, classes,
...""",
        expected_cause="gpu-out-of-memory",
        note="2020. The poster (tjdurant) found it himself: 'Realized that GPU0 was maxed out with memory due to another process by another user on a shared machine', and pointed CUDA_VISIBLE_DEVICES at free GPUs ('2,3', with CUDA_DEVICE_ORDER=PCI_BUS_ID). The stored copy of the traceback stops where quoted; the rest was not read. Host OS not stated (a docker container).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-exclusive-mode-gpu-busy-other-process-segfault",
        source=_GH + "tensorflow/tensorflow/issues/152",
        text=r"""When I set the nvidia driver in exclusive mode and one of the GPU is already used by another process, I get a segmentation fault:

$ python -c "import tensorflow as tf;tf.InteractiveSession()"
I tensorflow/core/common_runtime/local_device.cc:25] Local device intra op parallelism threads: 12
Segmentation fault (core dumped)

If I limit the visible GPUs to only GPUs that have nothing running on them, it don't segfault:

$CUDA_VISIBLE_DEVICES=1 python -c "import tensorflow as tf;tf.InteractiveSession()"
I tensorflow/core/common_runtime/local_device.cc:25] Local device intra op parallelism threads: 12
I tensorflow/core/common_runtime/gpu/gpu_init.cc:88] Found device 0 with properties: 
name: GeForce GTX TITAN X
major: 5 minor: 2 memoryClockRate (GHz) 1.076
pciBusID 0000:09:00.0
Total memory: 12.00GiB
Free memory: 11.87GiB
I tensorflow/core/common_runtime/gpu/gpu_init.cc:112] DMA: 0 
I tensorflow/core/common_runtime/gpu/gpu_init.cc:122] 0:   Y 
I tensorflow/core/common_runtime/gpu/gpu_device.cc:643] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX TITAN X, pci bus id: 0000:09:00.0)
I tensorflow/core/common_runtime/gpu/gpu_region_allocator.cc:47] Setting region size to 12105628263
I tensorflow/core/common_runtime/local_session.cc:45] Local session inter op parallelism threads: 12""",
        expected_cause="gpu-exclusive-process-busy",
        note="2015, old. The poster (nouiz) shows the cause in the opening post by experiment: GPUs in exclusive compute mode with one of them already used by another process make TensorFlow segfault; hiding the busy GPU with CUDA_VISIBLE_DEVICES=1 avoids it. Later replies were not read. The catalogue had no cause for an exclusive-mode GPU held by another process when this set was scored (gpu-exclusive-process-busy was added after).",
        platform="linux",
    ),
    CorpusLog(
        name="stardist-cluster-gpu-exclusive-process-two-contexts-busy",
        source=_GH + "stardist/stardist/issues/102",
        text=r"""Hey,

congratulations on a cool publication!

I want to test `StarDist2D` on a cluster that runs GPUs in Exclusive Process mode. When, for example, running [notebook 2](https://github.com/mpicbg-csbd/stardist/blob/master/examples/2D/2_training.ipynb), I am thrown this error:

`tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable`

. I assume this error occurs, because two processes are supposed to run on the same GPU (1. model training, 2. `gputools`-based image processing). I am currently confirming if I can turn off the Exclusive Process mode (my guess is "no"), but I was hoping that there may also be a solution on the `StarDist`-level?

Best,
D""",
        expected_cause="gpu-exclusive-process-busy",
        note="2020, weak, prose plus one error line. The maintainer (maweigert) suggested checking nvidia-smi for memory already taken and restricting to one GPU; the poster replied that 'Access to cluster GPUs is handled by IBM LSF (Load Sharing Facility) batch system preventing usage of a GPU by multiple' (the stored copy stops there; the rest and the closing were not read). Cause as the poster states it: GPUs in Exclusive Process mode, two CUDA users of one GPU. The catalogue had no cause for it when this set was scored (gpu-exclusive-process-busy was added after).",
        platform="linux",
    ),
    CorpusLog(
        name="flowdec-second-notebook-fails-first-holds-gpu-memory-prose",
        source=_GH + "hammerlab/flowdec/issues/13",
        text=r"""Perhaps obvious to others, but I (being a python noob) was struggling to figure out why one notebook was working, but not a second.  

I think the answer is: _Tensorflow gpu_ will ["map nearly all of the GPU memory of all GPUs"](https://www.tensorflow.org/guide/using_gpu#allowing_gpu_memory_growth).  This of course will prevent a second notebook from running after a first notebook is finished, because the first notebook had not released the GPU resources.  Once I closed that first notebook, then the second worked.

Am I missing the obvious way to unload tensorflow besides restarting/killing the python kernel?""",
        expected_cause="memory-growth-disabled",
        note="2019, prose only. The poster (dmilkie) says what fixed it: the first notebook's TensorFlow still held nearly all GPU memory; 'Once I closed that first notebook, then the second worked.' The maintainer (eric-czech) answered with allow_growth and a per_process_gpu_memory_fraction. Platform not stated.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf-cuda-visible-devices-5-6-shown-as-gpu0-gpu1-prose",
        source=_GH + "tensorflow/tensorflow/issues/50300",
        text=r"""hi, when i run tensorflow  project, i set those two  environment variables below to make the tensorflow use the GPUs as i expected, but the settings did not effect as i expected.

export CUDA_DEVICE_ORDER="PCI_BUS_ID"
export CUDA_VISIBLE_DEVICES="5,6"

as  i set the variable CUDA_VISIBLE_DEVICES as above, when i run tensorflow project , it only use the GPU:0 and GPU:1, it seems that it ignore what i set , just start with GPU:0.

can anyone give some advices?
thanks a lot.

PS my tensorflow version is 2.4.1""",
        expected_cause=None,
        harmless=True,
        note="2021, prose only. Nothing was wrong: a commenter (pandrey-fr) explained that TensorFlow numbers the visible GPUs from zero, so its GPU:0 and GPU:1 are the system's GPUs 5 and 6; the poster answered 'ok~ thanks' (a further comment of hers, 'i checked the usage of GPUS when running a...', is cut off in the stored copy; its end was not read). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-t4-created-device-10175mb-of-15gb-harmless",
        source=_GH + "tensorflow/tensorflow/issues/62170",
        text=r"""Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10175 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0000:00:07.0, compute capability: 7.5)""",
        expected_cause=None,
        harmless=True,
        note="2023 (first reply read is dated 2023-11-28); the text is the issue's title, the opening post itself was not in the stored copy. The maintainer (SuryanarayanaY) read it as a 15 GB T4 showing 10.175 GB and answered 'its just printing the GPU device and its available memory for process. It's not locking the memory though'; the poster: 'If so, I'm sorry to waste your time.' TF 2.4 label; platform not stated.",
        platform="linux",
    ),
)
