# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A forty-third set of real threads, found by the messages TensorFlow, XLA and CUDA print.

Each thread was found by searching for one of the messages a broken GPU set-up prints (cuInit
and device counting, ptxas and libdevice, cuDNN handles and versions, library loading, compute
capability, the BFC allocator, BLAS launches), then kept only when the thread confirms the cause.

Broken set-ups: a Jupyter GPU image without ptxas, CUDA used in a forked child process, an RTX
card that needed memory growth before cuDNN would start, other notebooks holding the GPU's
memory (BLAS GEMM failure), a TF 2.3 wheel on a compute capability 5.0 laptop GPU, a broken cuDNN
install (cudnnCreate missing), a driver older than the CUDA of TF 1.13, tensorflow and
tensorflow-gpu side by side after a custom wheel, a 4 GB card running out of memory, and a
cuDNN older than the one TensorFlow was compiled with.

Working run: a first inference that was slow only because the GPU was warming up.

At first look (the doctor of commit 4353885) the cause of 3 of the 10 broken logs was named,
each first; the working run was not flagged. Misses: "no kernel image" without the GPU named,
TensorFlow 1.x's "could not find cudnnCreate in cudnn DSO", a driver stated in a list of
versions (390 under CUDA 10.0), prose about two distributions, other notebooks holding the
memory told only in the title, two with no catalogue cause. After the changes made from it:
7/10.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gpu-jupyter-image-without-ptxas-couldnt-invoke",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/93",
        text=r"""First thanks for all your wonderful work!

I am using gpu-jupyter with the version tagged as v1.4_cuda-11.6_ubuntu-20.04

Everything works great until I try to fit models. I get an error saying it cannot find ptxas. Looking at the filesystem, I cannot find ptxas anywhere in teh container filesystem. Searching online I found a discussion where they had a similar issue due to an upstream image removing the binary. (https://github.com/google/jax/discussions/6843) It seems like the same thing may have happened here. 

To fix it after the fact, I have found that running 

`sudo /opt/conda/bin/conda install -c nvidia cuda-nvcc -y`

followed by making a symbolic link so it can found by the ipython kernel

`sudo ln -s /opt/conda/bin/ptxas /usr/bin/ptxas`

I figured I would post this here in the hopes that there is a more elegant/permanent fix.

Let me know what other detail you need.""",
        expected_cause="ptxas-missing",
        harmless=False,
        note="Poster's own fix (install cuda-nvcc from the nvidia channel, link ptxas); the maintainer reproduced it and 'After setting your suggested workaround it worked'. Cause: ptxas absent from the image. Prose only; the framework is implied ('fit models'). Labelled ptxas-missing since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="rl-collision-avoidance-fork-child-cuda-not-initialized",
        source=_GH + "mit-acl/rl_collision_avoidance/issues/21",
        text=r"""I am getting the error:
'could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error' (Both on Google Colab and Personal device) and training happens on CPU. 
It has come to my notice that this issue might have been resulted due to multiprocessing, but I'm not able to figure out what changes I need to make. Please provide some assistance if possible, meanwhile i'm trying to look for a solution elsewhere.""",
        expected_cause="cuda-initialized-before-fork",
        harmless=False,
        note="Poster confirmed: \"using 'fork' method in multiprocessing does not allow the use of GPU in child processes. Instead the 'spawn' method needs to be used. I tried that and the model is able to train on GPU\". CUDA initialised before fork. Prose with one error line. Labelled cuda-initialized-before-fork since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="lingvo-docker-rtx2070-cudnn-internal-error-allow-growth",
        source=_GH + "tensorflow/lingvo/issues/149",
        text=r"""I can run mnist task on cpu, but when I run it on gpu, it report  " Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR"

I use latest docker and my gpu is rtx2070.

comamnd is :
 bazel-out/k8-py2-opt/bin/lingvo/trainer --run_locally=gpu --mode=sync --model=image.mnist.LeNet5 --logdir=/tmp/mnist/log --logtostderr  --enable_asserts=false 2>&1 | tee mnist.txt 

log is :

W0905 11:39:58.339700 139847289272064 meta_graph.py:448] Issue encountered when serializing __model_split_id_stack.
Type is unsupported, or the types of the items don't match field type in CollectionDef. Note this is a warning and probably safe to ignore.
'list' object has no attribute 'name'
I0905 11:39:58.457564 139847289272064 checkpointer.py:100] Save checkpoint done: /tmp/mnist/log/train/ckpt-00000000
2019-09-05 11:39:59.445700: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10.0
2019-09-05 11:39:59.690922: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2019-09-05 11:40:00.267407: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2019-09-05 11:40:00.269895: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="A lingvo maintainer: 'Seems to be a common problem with RTX cards ... setting allow_growth=True fixes it' (tensorflow#24496); the poster replied 'thanks' and did not dispute it. The log is cut where the excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="tf20-windows-blas-gemm-other-notebooks-hold-gpu",
        source=_TF + "34069",
        text=r"""**System information**
- Uusing a stock example script provided in TensorFlow (first guide with mnist dataset), so code is 100% right. And this problem haunts me in every model :(
- OS Platform: Windows 10
- TensorFlow installed from (source or binary): pip3 install tensorflow-gpu . And i have a quustion here: shouild i install keras? I think its already in tf 2.0
- TensorFlow version (use command below): 2.0.0
- Python version: 3.7.5
- CUDA/cuDNN version: 10.1 / 7.6.5
- GPU model and memory: GTX 1060 3GB

**Describe the problem**
I train the model described in the guides on the official tf website, so there can be no problems with the code. When I start learning the model, I have a bug from below. This happens not only on this code, but also on others. I have the latest versions of cuda and cudnn, visual studio 2017.

**Interesting**
On one of the sites I saw a solution to the problem as follows: conda update --all. Indeed, after this command and reboot I can train the model, but only ONCE, the next model will be with the same error.
...""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Title 'InternalError: Blas GEMM launch failed'. The poster confirmed: 'The problem was that I had discovered too many JupyterNotebooks. When I closed them, launched one and rebooted kernel everything works.' Other TensorFlow processes held the GPU's memory (each reserves nearly all of it by default). Prose; the log is not in the excerpt.",
        platform="windows",
    ),
    CorpusLog(
        name="tf23-windows-960m-cc50-no-kernel-image",
        source=_TF + "42467",
        text=r"""no kernel image is available for execution on the device

this is code I executed :

```
import tensorflow.keras as keras
base_model = keras.applications.ResNet50(include_top=False,
        weights='D:/Deep/_Deep_Models/resnet50_weights_tf_dim_ordering_tf_kernels_notop.h5'
        )
```
I didn't do any other commands, just `py main.py`.

I have different `cuda ` in my system it could make problem for `TF`?""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="Title plus the poster's own comments (the description was not in the excerpts). Another user pointed at the TF 2.3 release note (PTX only for compute capability 7.0) for the author's 960M (CC 5.0); TF's sanjoy: 'Yes. See here' (tensorflow.org/install/gpu). The poster did not dispute it. Weak: the paste names neither the GPU nor the TF version.",
        platform="windows",
    ),
    CorpusLog(
        name="cardiac-segmentation-cudnncreate-not-found-in-dso",
        source=_GH + "chuckyee/cardiac-segmentation/issues/8",
        text=r"""s.ok() could not find cudnnCreate in cudnn DSO""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Title only (no body in the excerpts): the TF 1.x check that the cuDNN library it opened lacks cudnnCreate. The maintainer: 'Problem with underlying cudnn install'; the poster: 'Thank you. I've resolve it.' A broken cuDNN install; the nearest ID is libraries that cannot be loaded. Very weak evidence; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf113-cuda10-driver-390-session-freezes",
        source=_TF + "32551",
        text=r"""## System info:

- Ubuntu 18.04
- Nvidia Drivers: 390.116
- TF version: v1.13.1-0-g6612da8951 (installed using pip3)
- Cuda: 10.0
- CUDNN: 7.5.1
- Python: 3.6.8
- GPU: 2 x GeForce GTX 1080 Ti

## Description

I have 5 alienware machines that have been working for over one year with the above configuration. Last week I noticed that tensorflow does not work anymore when I try to open a session:
```
import tensorflow as tf 
sess = tf.Session()
```
If I do so it freezes completely my pc. I'll try to add a screen after I post this message. I insist that for all the machines I am experiencing the very same problem.""",
        expected_cause="driver-too-old",
        harmless=False,
        note="Poster: '[SOLVED]' by purging the NVIDIA drivers ('sudo apt-get purge nvidia-*', autoremove) and installing nvidia-driver-430. The stated 390 driver is older than CUDA 10.0 (TF 1.13) needs; the symptom was a freeze, not a log. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="optimized-wheel-over-tensorflow-gpu-two-distributions",
        source=_GH + "inoryy/tensorflow-optimized-wheels/issues/9",
        text=r"""Hello guys! Is it necessary a previous installation of tensorflow-gpu to install these wheels? Sorry, I'm a newbie! My question is because, after the wheel installation, I have two tensorflow versions installed (using `pip show tensorflow` and `pip show tensorflow-gpu`). I don't understand! Does anyone help?

My CPU is Ryzen 2600
GPU - Geforce 1050ti
 
I found this git because I had the AVX2 and FMA issue!""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="The wheel's maintainer: 'just uninstall both and then reinstall this wheel. It will still show up as `tensorflow` in pip, but supports GPU as well'; the poster thanked him. Two TensorFlow distributions side by side. Prose only; the OS is not stated (the repo's wheels are for Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-retinanet-gtx1050-4gb-bfc-allocator-oom",
        source=_GH + "fizyr/keras-retinanet/issues/514",
        text=r"""Hi!
Trying to train retinanet on csv dataset. Dataset is: 1245 images, 1280x720 sizes, 48 classes.
train.py used my GPU: GeForce 1050, 4Gb, but i've got errors like this: 
```
2018-06-19 21:32:44.686892: W T:\src\github\tensorflow\tensorflow\core\common_runtime\bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.08GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.` and `2018-06-19 21:40:38.678553: I T:\src\github\tensorflow\tensorflow\core\common_runtime\bfc_allocator.cc:674] 1 Chunks of size 85150208 totalling 81.21MiB`
And something like this at the end: `Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
```
What's wrong? 
Thanks.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Maintainers: 'It seems rather clear from the error that your GPU ran out of memory' and (hgaiser) the allocator line itself is a warning, '4Gb is not a lot of memory'; the poster did not dispute it. The 1280x720 training did not fit the 4 GB card. Windows build paths (T:\\src\\github).",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-yolov3-cudnn-714-vs-721-segfault",
        source=_GH + "YunYang1994/tensorflow-yolov3/issues/125",
        text=r"""2019-04-24 16:07:03.921095: I tensorflow/core/common_runtime/gpu/gpu_device.cc:971] Device interconnect StreamExecutor with strength 1 edge matrix:
2019-04-24 16:07:03.921129: I tensorflow/core/common_runtime/gpu/gpu_device.cc:977]      0 
2019-04-24 16:07:03.921135: I tensorflow/core/common_runtime/gpu/gpu_device.cc:990] 0:   N 
2019-04-24 16:07:03.921337: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1103] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10136 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1080 Ti, pci bus id: 0000:02:00.0, compute capability: 6.1)
2019-04-24 16:07:08.222893: E tensorflow/stream_executor/cuda/cuda_dnn.cc:343] Loaded runtime CuDNN library: 7.1.4 but source was compiled with: 7.2.1.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
段错误 (核心已转储)""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Title (zh): running nms_demo.py fails. The reporter (jiayifang1, log in a comment): 'I know it is a version problem ... should I upgrade cuDNN', then '已升级' (upgraded), i.e. upgrading cuDNN past 7.1.4 fixed it. The log starts where the comment's paste starts.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="keras-retinanet-k40-first-image-slow-warmup",
        source=_GH + "fizyr/keras-retinanet/issues/660",
        text=r"""I download the weights from the release, and run the test example, it takes 234.39567971229553s on K40, is there any problem? Also, do you have  pretrained weights for resnet101 backbone?""",
        expected_cause=None,
        harmless=True,
        note="A maintainer asked whether the K40 was used at all; the poster: 'I did use K40. But finally I found only the first image took a long time'; maintainer: 'the first run is always slower' (GPU warm-up); the poster agreed it was resolved. The GPU worked. Prose only; the OS is not stated.",
        platform="linux",
    ),
)
