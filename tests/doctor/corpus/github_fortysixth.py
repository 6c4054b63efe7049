# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, trailing spaces)
"""A forty-sixth set of real threads, gathered apart: TensorFlow on a GPU inside other projects.

Broken: TensorFlow missing from the Python that runs faceswap; TensorFlow 2.8 run under a
cluster's CUDA 12 modules; a CPU-only DeePMD-kit/TensorFlow build on an HPC GPU node; a WASI-NN
TFLite backend that only has a CPU target; native Windows after TensorFlow 2.10 (Deep-Live-Cam);
libcudart not on the library path; cuDNN 8.0.5 loaded where 8.1 was built against; RedisAI's
TensorFlow backend in an image without the CUDA libraries.
Working: a DeepLabCut "30%" that was the fan column of nvidia-smi; a one-file spleeter run where
model loading, not the GPU, sets the time.

At first look (the doctor of commit 32aa5eb with the 45th set's changes, before this set was
read) the cause of 3 of the 8 broken logs was named (3 first); the DeepLabCut run was flagged
(a complaint beside the GPU allocator's own start-up line). Misses: prose with a CUDA and a cuDNN
no build pairs, a library "not found" in the poster's words, Task Manager and Python 3.11 as the
only signs of native Windows after 2.10, a CPU build shown only in an attached file, one cause
with no catalogue ID. After the change made from it (the allocator's line is a GPU in use): 3/8,
no working run flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faceswap-no-module-named-tensorflow-2022",
        source=_GH + "deepfakes/faceswap/issues/1245",
        text=r"""07/05/2022 00:55:59 INFO     Log level set to: INFO
07/05/2022 00:55:59 ERROR    There was an error importing Tensorflow. This is most likely because you do not have TensorFlow installed, or you are trying to run tensorflow-gpu on a system without an Nvidia graphics card. Original import error: No module named 'tensorflow'
07/05/2022 00:55:59 INFO     Press "ENTER" to dismiss the message and close FaceSwap""",
        expected_cause="tensorflow-not-installed",
        harmless=False,
        note="A faceswap maintainer answered with the FAQ entry for this import error (TensorFlow missing from the Python that runs faceswap); the reporter: 'thanks for your help.' Weak: the fix itself is only a link. The OS is not stated (a screenshot only).",
        platform="windows",
    ),
    CorpusLog(
        name="chrombpnet-tf28-cuda12-cudnn81-trains-on-cpu",
        source=_GH + "kundajelab/chrombpnet/issues/95",
        text=r"""Hello,

I was able to successfully run chrombpnet pipeline on ATAC data. However, it seems to be much slower than before -- with the pre-release version of chrombpnet, I was able to train a model in ~24 hours using Stanford sherlock GPUs. Now, chrombpnet only gets through 2 epochs by ~24 hours. I am using the same exact gpu specifications as with the pre-release version, with cudnn 8.1.1.33 and cuda 12.0.0. Any idea what could be going on?

Thanks,
Sahin""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: 'it seems like the code is running on CPU rather than GPU'; TensorFlow 2.8 wants CUDA 11.2 and cuDNN 8.1 on LD_LIBRARY_PATH, not the CUDA 12.0 the reporter loaded; the reporter: 'Thank you! Will give it a try.' Prose only, weak (no log, fix not reported back); Slurm cluster.",
        platform="linux",
    ),
    CorpusLog(
        name="deepmd-kit-hpc-gpu-node-cpu-build-no-visible-gpu",
        source=_GH + "deepmodeling/deepmd-kit/issues/2169",
        text=r"""### Summary

Cannot successfully call GPU on hpc
`
WARNING:deepmd.train.run_options:Switch to serial execution due to lack of horovod module.
`
running information
`
DEEPMD INFO    ---Summary of the training---------------------------------------
DEEPMD INFO    running on:           gpu05
DEEPMD INFO    computing device:     cpu:0
DEEPMD INFO    CUDA_VISIBLE_DEVICES: 0,1,2,3,4,5,6,7
DEEPMD INFO    Count of visible GPU: 0
DEEPMD INFO    num_intra_threads:    0
DEEPMD INFO    num_inter_threads:    0
DEEPMD INFO    -----------------------------------------------------------------
`

### DeePMD-kit Version

2.1.5

### TensorFlow Version

2.9.0

### Details

[train.log](https://github.com/deepmodeling/deepmd-kit/files/10177884/train.log)""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A DeePMD-kit maintainer, quoting the attached log's 'build variant: cpu': 'The log clearly shows that it is the CPU version.' Not disputed; closed (wontfix). The CPU variant is DeePMD's own build (whose pip CPU extra pulls a CPU TensorFlow), so the catalogue label is an approximation; the paste itself only shows 'Count of visible GPU: 0'.",
        platform="linux",
    ),
    CorpusLog(
        name="mediapipe-rs-wasi-nn-tflite-only-cpu-target",
        source=_GH + "WasmEdge/mediapipe-rs/issues/20",
        text=r"""How  do i use my GPU? CPU is too slow for my use-case

```sh
   Compiling signbridge-ml v0.1.0 (/home/nate/Public/signbridge/signbridge-ml)
    Finished `release` profile [optimized] target(s) in 1.54s
     Running `wasmedge --dir '.:.' /home/nate/Public/signbridge/target/wasm32-wasip1/release/signbridge-ml.wasm`
2026-08-29 14:03:04.568396: I tensorflow/core/util/port.cc:110] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
got here yet?
[2026-08-29 14:03:04.916] [error] [WASI-NN] TensorflowLite Only support CPU target.
Error: Wasi-NN Error: Backend Error: WASI-NN Backend Error: Caller module passed an invalid argument

Caused by:
    0: Backend Error: WASI-NN Backend Error: Caller module passed an invalid argument
    1: WASI-NN Backend Error: Caller module passed an invalid argument

```""",
        expected_cause=None,
        harmless=False,
        note="A WasmEdge maintainer: TensorFlow Lite offers GPU support only on Android and iOS, so the WASI-NN TFLite backend runs on the CPU only (no catalogue cause: a TFLite backend without a desktop GPU delegate). The reporter's reply is not visible in the stored copy; not disputed there.",
        platform="linux",
    ),
    CorpusLog(
        name="deep-live-cam-rtx4090-windows-tensorflow-no-gpu",
        source=_GH + "hacksider/Deep-Live-Cam/issues/959",
        text=r"""i have very slow performance, comparable to an older 3060 i used, i'm now running 32 GB RAM, RTX 4090, CPU AMD Ryzen Threadripper 7970X. only getting 5-6 fps, seems weird.

in task manager python is using only 1% of gpu every other second, they sometimes it goes to 0, cpu usage too isn't too high, installed everything in venv with pyton 3.11 and tried even 3.10""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The reporter found the cause himself: 'the tensorflow version you use is not compatible with gpu usage' (a TensorFlow newer than 2.10 on native Windows, as Python 3.11 forces), and moved that part to PyTorch. The maintainer did not confirm or dispute the cause. Prose only, weak; Windows inferred from Task Manager.",
        platform="windows",
    ),
    CorpusLog(
        name="stacked-hourglass-tf28-libcudart-11-not-found-path",
        source=_GH + "david8862/tf-keras-stacked-hourglass-keypoint-detection/issues/13",
        text=r"""I am using TensorFlow both CPU and GPU version 2.8 but everytime I try to import the libcuda file is not found, 
I tried different versions are cuda but nothing seems to work.

Once, cudatoolkit 11.1 with cudnn 8.1 worked but now that's not working either. 

I am now confused about which version would be suitable and If I go TensorFlow 2.4 then the TensorFlow model optimization library doesn't match with the other versions..

Could you help me in anyway out here @david8862""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter, closing: 'I solved it by exporting the path manually for the libcuda files' (the CUDA runtime, libcudart.so.11.0 per the title, was not on the library path). Prose only, no log; OS not stated (the .so name implies Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="rectifiedflow-cudnn-805-loaded-compiled-810",
        source=_GH + "gnobitab/RectifiedFlow/issues/6",
        text=r"""hello,I follow the commands to install the dependencies,but  I have a problem with this code, how to solve the following issue? 
2021-06-02 10:02:23.367252: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at cudnn_rnn_ops.cc:1553 : Unknown: Fail to find the dnn implementation. 2021-06-02 10:02:23.369234: E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration. 2021-06-02 10:02:23.370402: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at cudnn_rnn_ops.cc:1553 : Unknown: Fail to find the dnn implementation.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The maintainer: 'You need cudnn==8.1.0 to make it work.' Not disputed; closed. The pasted log lines carry 2021 timestamps in a 2023 issue (probably an older run, or copied), and arrive run together on few lines as posted. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="redisai-edge-container-tf-backend-libcudart-11-missing",
        source=_GH + "RedisGrafana/redis-camera-ai/issues/11",
        text=r"""Thanks for your awesome job!
I can run this demo when I use cpu, but I met problems when I try to use gpu.
Below is my dockerfile: I just change the first line of the dockerfile, and switch cpu into gpu, then I can't load the TF-model for redisAI.

```
FROM redislabs/redisai:edge-gpu-bionic as redisai
FROM redislabs/redistimeseries:edge as redistimeseries
FROM redislabs/redisgears:edge

ENV LD_LIBRARY_PATH=/usr/lib/redis/modules
...
# Copy RedisAI
COPY --from=redisai ${LD_LIBRARY_PATH}/redisai.so ${LD_LIBRARY_PATH}/
COPY --from=redisai ${LD_LIBRARY_PATH}/backends ${LD_LIBRARY_PATH}/backends
...
```
...
Now the cmd: nvidia-smi works in my container, however TF still couldn't find CUDA.
Here is part of the bug log:
```
redisedge-redisedge-1  | 1:M 09 Mar 2022 16:58:05.407 # <ai> backend TF not loaded, will try loading default backend
redisedge-redisedge-1  | 2022-03-09 16:58:05.518613: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib/redis/modules
redisedge-redisedge-1  | 2022-03-09 16:58:05.518646: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
...
redisedge-redisedge-1  | 2022-03-09 16:58:05.878673: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1835] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
redisedge-redisedge-1  | Skipping registering GPU devices...
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: 'I believe you should install Cuda libraries which are required to use GPU as stated in the log file', quoting the 'Cannot dlopen some GPU libraries' lines; the reporter did not dispute it and the issue was closed. The image copies only RedisAI's modules out of the GPU image (TensorFlow here is RedisAI's backend inside Redis). The last two log lines are the ones the maintainer quoted from the reporter's log; the cut between is marked.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deeplabcut-a5000-nvidia-smi-30-percent-was-fan-speed",
        source=_GH + "DeepLabCut/DeepLabCut/issues/2292",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

I am using DeepLabCut with a NVIDIA RTX A5000 graphic card. Below is the console output (I omitted the parameter part, only put the part that is related to GPU), which doesn't show anything wrong. However, it seems it is not using GPU. nvidia-smi showed it only used 30% and the training was not faster than CPU runs.

```
C:\Users\Ye Lab\.conda\envs\DEEPLABCUT\lib\site-packages\tensorflow\python\keras\engine\base_layer_v1.py:1694: UserWarning: `layer.apply` is deprecated and will be removed in a future version. Please use `layer.__call__` method instead.
  warnings.warn('`layer.apply` is deprecated and '
2023-06-27 11:28:23.604756: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-06-27 11:28:24.870769: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:42] Overriding orig_value setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
...
```""",
        expected_cause=None,
        harmless=True,
        note="A DeepLabCut maintainer: 'the 30% you see there is the fan utilisation'; the GPU was in use (2174MiB of memory), a small network and batch size 1 leave it mostly idle; not disputed, closed. The stored copy of the log breaks off after the allocator line.",
        platform="windows",
    ),
    CorpusLog(
        name="spleeter-single-file-gpu-no-faster-model-loading",
        source=_GH + "deezer/spleeter/issues/743",
        text=r"""HI! I am completely a beginner for Spleeter.  I am recently trying to implement Spleeter on  GPU and check the total implementation time. 

I tried the command : time CUDA_VISIBLE_DEVICES='0'  spleeter separate -p spleeter:4stems -o eight4_GPU2  eight.wav .

but it didn't work, the it took almost the same time as the one without using "CUDA_VISIBLE_DEVICES='0' ".
 
better let me know any pre_work I might have skipped . Thx""",
        expected_cause=None,
        harmless=True,
        note="A Spleeter maintainer: for a single file 'most of the time is spent loading the model (which is not done on GPU)'; use the Python API's Separator for many files. The reporter: 'Thanks ! I see.' Prose only, weak: the thread never shows the GPU in use.",
        platform="linux",
    ),
)
