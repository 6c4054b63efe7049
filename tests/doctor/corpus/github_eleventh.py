# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eleventh set of real logs, from threads of the TensorFlow organisation's repositories.

Gathered apart, as a held-out set: each thread shows the problem in the poster's own words or
log, and the thread confirms the cause (the poster's fix, or a maintainer's diagnosis the poster
did not dispute). Sources: tensorflow/tensorflow, tensorflow/text, tensorflow/models and
tensorflow/serving issues.

Broken set-ups: GPU out of memory (a whole test set at once), cuDNN failing to start until memory
growth is allowed, a Blackwell GPU newer than the XLA toolchain of a TensorFlow nightly, cuDNN or
CUDA DLLs of the wrong major version on Windows (TF 1.1, TF 1.5), a cuDNN minor version older
than the one a nightly was built with, a Docker host without nvidia-docker2, CUDA 10.2 installed
for a TensorFlow built for 10.1, and a serving image whose CUDA 11.0 ptxas does not know sm_86.

Scored at first look together with the twelfth set (the doctor of the tenth set's changes): the
cause of 5 of the 9 was named, first each time; no broken log got an error that is not its
cause. (The doctor of the start of the day named 4.) Misses: an out-of-memory error and two
Windows DLLs told only in words, a Docker host without nvidia-docker2 whose paste does not say
Docker.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf14-mnist-deep-oom-940mx-test-set-at-once",
        source=_TF + "14724",
        text=r"""### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No, I am using the mnist_deep.py with tensorflow 1.4.0
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Windows 10 & Tensorflow 1.4.0 binary installation, Linux Ubuntu 16.04 & Tensorflow 1.4.0 built form source
- **TensorFlow installed from (source or binary)**: Windows 10 installed with TF binary, Linux Ubuntu 16.04 TF built from source
- **TensorFlow version (use command below)**: 1.4.0
- **Python version**: 3.6.2 on Windows 10, 3.5.2 on Linux
- **Bazel version (if compiling from source)**: 0.7.0
- **GCC/Compiler version (if compiling from source)**: 5.4.0
- **CUDA/cuDNN version**: CUDA 8.0, CuDNN 6.0 
- **GPU model and memory**: For Windows 10: NVIDIA GeForce 940MX, For Linux: HW similar to NVIDIA Jetson TX2
- **Exact command to reproduce**: python mnist_deep.py

### Describe the problem
The mnist_deep.py sample given in Tensorflow examples/tutorials works fine when run on CPU. But when the same example is run using GPU, an OOM occurs when trying to allocate memory for tensor (specifically 10000) in both the cases. It does not matter if one increases/decreases the number of iterations to train the model, the OOM occurs even after a single iteration is executed.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Title: 'Using GPU mnist_deep.py throws OOM when allocating tensor with shape...'. A commenter pointed to evaluating the 10000 test images in batches; the reporter: 'The modifications by ChinChangYang worked' and closed it. The paste is an issue form in prose; the OOM line itself is not quoted.",
        platform="windows",
    ),
    CorpusLog(
        name="tf113-gtx1660ti-cudnn-internal-error-until-allow-growth",
        source=_TF + "27144",
        text=r"""CUDNN_STATUS_INTERNAL_ERROR on GTX 1660 TI

<em>Please make sure that this is a bug. As per our [GitHub Policy](https://github.com/tensorflow/tensorflow/blob/master/ISSUES.md), we only address code/doc bugs, performance issues, feature requests and build/installation issues on GitHub. tag:bug_template</em>

**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): Yes, simple dummy code
```
import tensorflow as tf

def main():
    config = tf.ConfigProto()
    
    sess = tf.Session(config=config)

    x = tf.random.uniform([16, 64, 64, 3])
    net = x
    net = tf.layers.conv2d(net, filters=16, kernel_size=3, padding='same', strides=2)
    net = tf.layers.flatten(net)
    net = tf.layers.dense(net, 1)


    sess.run(tf.global_variables_initializer())
    
    out = sess.run(net)
    print(out)

if __name__ == '__main__':
    main()
```

- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 18.04
- TensorFlow installed from (source or binary): Both source and compiled tested
- TensorFlow version (use command below): v1.13.1-0-g6612da8951
- Python version: Tested on both 3.5 and 3.6
- Bazel version (if compiling from source): 0.19.2
- GCC/Compiler version (if compiling from source): gcc-6 (Ubuntu 6.5.0-2ubuntu1~18.04) 6.5.0 20181026""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The issue title (first line) and the start of the form (the rest was not read). A maintainer pointed to #24496; the reporter: 'setting allow_growth=True allows the toy program to run', and the maintainer closed it as resolved. Weak: the paste names the error only in its title.",
        platform="linux",
    ),
    CorpusLog(
        name="tf22-nightly-rtx5060ti-blackwell-ptx85-sm120-llvm-error",
        source=_TF + "111958",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

TensorFlow 2.22.0.dev20260309

### Custom code

Yes

### Current behavior?

### System information

- OS: Ubuntu 22.04.5 LTS
- GPU: NVIDIA RTX 5060 Ti (Blackwell)
- Driver: 590.48.01
- Host `nvidia-smi`: reports CUDA 13.1
- Host `nvcc`: 11.5
- Python: 3.11.15
- TensorFlow: 2.22.0.dev20260308 (also tested 2.22.0.dev20260309)
- StarDist: 0.9.2
- csbdeep: 0.8.2
- Container: custom Docker image based on a GPU TensorFlow environment
- cuDNN seen at runtime: 9.19

### Problem

TensorFlow detects the GPU, but GPU execution fails when XLA/JIT compilation is triggered on a Blackwell GPU (`sm_120`). The same failure also prevents StarDist GPU inference, since StarDist uses TensorFlow as its backend.

The crash is:

LLVM ERROR: PTX version 8.5 does not support target 'sm_120' (or 'sm_120a'). Minimum required PTX version is 8.7

### Minimal reproduction

#### 1. TensorFlow XLA/JIT test

A minimal TensorFlow GPU test using XLA / `jit_compile=True` fails with the PTX error above.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Labelled 'awaiting PR merge'; the fix PR (tensorflow#112039, 'fixes #111958') explains it: XLA derives the PTX version from its CUDA 12 toolchain (8.5) while Blackwell sm_120 needs PTX 8.7, so this TensorFlow build cannot compile for the GPU. The paste is an issue form with the one LLVM error line; it was run in a Docker container.",
        platform="linux",
    ),
    CorpusLog(
        name="tf11-windows-cudnn6-installed-needs-cudnn64-5-dll",
        source=_TF + "9383",
        text=r"""Took a little digging but the new DLL from Nvidia is called cudnn64_6.dll; the latest build of TensorFlow requires that to be cudnn64_5.dll. Crashes importing TensorFlow until this is renamed.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Title: 'Issue with latest Cuda Install for Windows'. The reporter found the cause himself (cuDNN 6 installed, TensorFlow wants cudnn64_5.dll); a TensorFlow member thanked him and another commenter moved to cuDNN 5.1 (the linked #9484 advises cuDNN 5.1 rather than renaming). Prose only, 2017.",
        platform="windows",
    ),
    CorpusLog(
        name="tf15-windows-self-check-wrong-cuda8-needs-cudnn64-7-dll",
        source=_TF + "17095",
        text=r"""tensorflow_self_check.py needs updates for CUD 9.0 to look for cudnn64_7.dll

### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Win 7
- **TensorFlow installed from (source or binary)**: pip.exe install --upgrade tensorflow-gpu
- **TensorFlow version (use command below)**:  b'unknown' '1.5.0'
- **Python version**: 3.6.4
- **Bazel version (if compiling from source)**: N/A
- **GCC/Compiler version (if compiling from source)**: N/A
- **CUDA/cuDNN version**: 9.0
- **GPU model and memory**: NVIDIA GeForce GTX 660
- **Exact command to reproduce**:tensorflow_self_check.py

### Describe the problem
The current tensorflow_self_check.py script needs updates for CUDA 9.0 for use with tensorflow 1.5.0. 

I followed the script error messages and suggestions and removed CUDA 9.0 and installed the older CUDA 8.0 and the requisite cudnn64_6.dll. The script told me that I had all the required .dll, but tensorflow was still not working and to go file a bug report.

When I manually did "import tensorflow" and followed the detailed error messages, I realized that tensorflow 1.5.0 really does support CUDA 9.0 and really does want cudnn64_7.dll, see below.
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The issue title (first line) and body, cut where the quoted ImportError begins ('Could not find 'cudnn64_7.dll'...'). The reporter's own diagnosis: TensorFlow 1.5 needs CUDA 9.0 and cudnn64_7.dll, which were not installed after following the outdated self-check script. 2018.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-text-nightly-26-windows-cudnn80-needs-cudnn81",
        source=_GH + "tensorflow/text/issues/554",
        text=r"""I was having trouble implementing any BERT model to my NLP project due to some tensorflow_text bug (tensorflow 2.4, same issue here: https://github.com/tensorflow/text/issues/476). After installing tf-models-nightly some changes were made under the hood and the error I am getting is: `Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.`.  I just don't know what to do.

OS Windows10 
Python Version 3.8.0
Tensorflow Version:  2.6.0-dev20210407
Keras Version:  2.6.0""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The reporter: 'I was using cuDNN 8.0 for my initial installation of tensorflow 2.4 ... Turns out that I had to download the 8.1.0 cuDNN since tensorflow version changed to 2.6.0-dev20210407. It works fine now'. The paste quotes the one cuDNN error in prose. 2021.",
        platform="windows",
    ),
    CorpusLog(
        name="od-api-tf2-training-on-cpu-in-docker-needs-nvidia-docker2",
        source=_GH + "tensorflow/models/issues/9498",
        text=r"""I'm using this pretrained model:
`ssd_resnet101_v1_fpn_640x640_coco17_tpu-8.tar.gz`
and run this command:
```python
python object_detection/model_main_tf2.py \
    --pipeline_config_path=/home/tensorflow/models/research/object_detection/workspace/pretrain/pipeline.config \
    --model_dir=/home/tensorflow/models/research/object_detection/workspace/model \
    --alsologtostderr
```
**and the training process is pretty slow and the log shows it's been running on CPU instead of GPU.**
so the question is whether it's possible to train model in gpu (using tf2)?
I used to manage to do so using tf1.""",
        expected_cause="container-toolkit-missing",
        harmless=False,
        note="The reporter first found the Object Detection Dockerfile image did not support the GPU, then: 'The key is to install nvidia-docker2 before pulling tensorflow image ... Then the GPU is available for training'. Weak: the paste is prose and does not say it runs in Docker. 2020.",
        platform="linux",
    ),
    CorpusLog(
        name="tf22-tesla-k40m-cuda102-installed-needs-cuda101",
        source=_TF + "41374",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux
- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: NA
- TensorFlow installed from (source or binary): Source
- TensorFlow version (use command below): 2.2.0
- Python version: 3.6.10
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 10.2
- GPU model and memory: Tesla K40m

**Describe the current behavior**
Keras (version 2.4.3) with tensorflow as backend doesn't detect the GPU. This is verified by running:
`tf.config.experimental.list_physical_devices('GPU')`
returns emplty list [].

Also, checked as:
`from tensorflow.python.client import device_lib`
`print(device_lib.list_local_devices())`

returns: 
_[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 11064916497553704899
, name: "/device:XLA_CPU:0"
device_type: "XLA_CPU"
memory_limit: 17179869184
locality {
}
incarnation: 5592130336569042773
physical_device_desc: "device: XLA_CPU device"
]_""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Title: 'TensorFlow 2.2.0 doesn't detect GPU with CUDA version 10.2'. A maintainer pointed to the tested build configurations; the reporter: 'it does mention that TF 2.2.0 matches with CUDA 10.1. However ... I am using ... CUDA Version: 10.2', and moved to TF 1.14, whose log then loads libcudart.so.10.0 and finds the K40m. Weak: the paste has no library lines; the fix was a TensorFlow matching the installed CUDA. 2020.",
        platform="linux",
    ),
    CorpusLog(
        name="serving-latest-gpu-rtx3090-cuda110-ptxas-no-sm86",
        source=_GH + "tensorflow/serving/issues/1821",
        text=r"""I installed **tensorflow-serving-gpu** image using docker,

`docker pull tensorflow/serving:latest-gpu`

After I deployed a model onto serving and try to do inference, but I was getting this error constantly (not an actual error but the inference was **too slow** due to this error)

And why is serving looking at `/usr/local/cuda-11.0/bin/ptxas`, when I have cuda 11.1 installed?

What is the actual issue here and any suggested fix?

```
nvcc --version

nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2020 NVIDIA Corporation
Built on Mon_Oct_12_20:09:46_PDT_2020
Cuda compilation tools, release 11.1, V11.1.105
Build cuda_11.1.TC455_06.29190527_0



nvidia-smi

NVIDIA-SMI 460.39       Driver Version: 460.39       CUDA Version: 11.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  GeForce RTX 3090    Off  | 00000000:01:00.0  On |                  N/A |
...
```
2021-02-27 01:33:52.909286: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'

2021-02-27 01:33:52.975216: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'

2021-02-27 01:33:53.041275: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'
```""",
        expected_cause="ptxas-too-old",
        harmless=False,
        note="A serving maintainer: 'The docker image is built with CUDA 11.0 and has not been upgraded to CUDA 11.1. You could try to build with the image with CUDA 11.1' (CUDA 11.0's ptxas does not know the RTX 3090's sm_86, so the driver compiles instead); the reporter did not dispute it. The middle of the description (after the GPU row) was not read and is marked '...'. 2021.",
        platform="linux",
    ),
)
