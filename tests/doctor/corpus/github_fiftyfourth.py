# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A fifty-fourth set of real threads, gathered apart: GitHub issues on the trackers of scientific, medical and biology tools that run TensorFlow on a GPU, any year.

Kinds held (21 records, 18 broken, 3 working):

- GPU out of memory (10): a shared A100 or A4500 already busy with other jobs (medaka), cards too
  small for the model or the batch (2 GB 940MX and GTX 750 Ti, 4 GB, 8 GB cards with 3-D U-Nets or
  DeepLabCut video analysis at batch size 8), several DeepLabCut runs on one Titan X, large Colab
  videos, and IsoNet refine with cube size 96;
- cuDNN failing to initialise on Windows, fixed by turning on memory growth (DeepLabCut);
- TF 1 built for CUDA 10 on an Ampere RTX 3090, hanging at 0 % (DeepEMhancer);
- CUDA or cuDNN libraries missing or of the wrong version: CUDA 9 / cuDNN 7 under a TF built for
  CUDA 8 (CSBDeep, prose), and Colab's CUDA 12.5 under a pinned TF 2.15 (ZeroCostDL4Mic);
- a CPU-only TensorFlow in the environment (CHEUI), pip TensorFlow 2.13 without the CUDA wheels on
  Python 3.8 (seam-nn), and a CudnnRNN model on a machine with no GPU at all (DeepDom, macOS);
- a StarDist 3-D training stuck at epoch 1 under a gaming driver on Windows 10 (cause outside the
  catalogue);
- working runs that only printed alarming lines: cuInit errors and 'nvidia-smi: not found' on CPU
  nodes (UnMicst, geNomad), and libcudart / libnvinfer load warnings on a CPU machine (duet).

At first look (the doctor of commit 2651953, before this set was read) the cause was named in
11 of the 18 broken logs, 8 of them first; two of the three working runs were flagged (the CPU
nodes' cuInit lines read as a missing driver and as hidden GPUs).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # -------------------------------------------- broken and working, mixed
    CorpusLog(
        name="medaka-a100s-occupied-cuda-out-of-memory-at-context",
        source=_GH + "nanoporetech/medaka/issues/411",
        text=r"""**Describe the bug**
I am trying to run `medaka_consensus` on a PromethION (x4 A100s), though the A100s are often occupied. I would like to force medaka to use the CPU, though I cannot find a way to coerce it to do this -- it automatically detects and uses one of the GPUs when they are occupied and the process quickly fails.

**Logging**
Several errors can happen, but typically it's:
```bash
F tensorflow/core/platform/statusor.cc:33] Attempting to fetch value instead of handling error INTERNAL: failed initializing StreamExecutor for CUDA device ordinal 2: INTERNAL: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY: out of memory; total memory reported: 85051572224
```

**Environment (if you do not have a GPU, write No GPU):**
 - Installed via conda
 - Ubuntu 20.04.5
 - medaka v1.7.2
 - x4 A100; x1 T1000
 - Nvidia driver version 515.65.01
 - CUDA version 11.7  
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2023. The GPUs are busy with other jobs, so creating a context runs out of memory; the maintainer (cjw85) said to hide them with CUDA_VISIBLE_DEVICES=\"\" and the poster replied 'Thanks for the help! This worked on the PromethION'.",
        platform="linux",
    ),
    CorpusLog(
        name="deepemhancer-tf1-cuda10-rtx3090-hangs-at-zero-percent",
        source=_GH + "rsanchezgarc/deepEMhancer/issues/8",
        text=r"""Hi, I found deepEMhancer cannot launch on my workstation with 8x GeForce RTX 3090 GPUs and CUDA 11.1.
It hangs at 0% progress after loading the model (see below), and no GPU processors are running according to "nvidia-smi"
(deepEMhancer_env) alice@host:
updating environment to select gpu: [0, 1, 2, 3, 4, 5, 6, 7]
Using TensorFlow backend.
loading model /home/alice/.local/share/deepEMhancerModels/production_checkpoints/deepEMhancer_highRes.hd5 ... DONE!
DONE!. Shape at 1.00 A/voxel after padding->  (688, 688, 688)
Neural net inference
  0%|
""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="2021, a commenter's report in an issue that asks whether the CUDA 10 / TensorFlow 1 build runs on RTX 3090s. The maintainer said the GPUs are 'not available or, as it seems here, not compatible' and rewrote it for TensorFlow 2.4+/CUDA 11; the commenter then confirmed 'Now the result seems to be fine!'. An Ampere card under a CUDA 10 build may also just be slow PTX JIT; the thread does not tell which.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-windows-cudnn-not-initialized-fixed-by-allow-growth",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1299",
        text=r"""Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED

**Your Operating system and DeepLabCut version**
Windows 10, Anaconda Env, Deeplabcut 2.2

Please complete the following information about your system:

OS: Windows 10
DeepLabCut Version: 2.2rc2
Anaconda env used: DLC-GPU

**Describe the problem**
Crash when starting training.
...
**How to Reproduce the problem**
Steps to reproduce the behavior:
Start training

**Screenshots**
If applicable, add screenshots to help explain your problem.

**Additional context**
CUDA 10.0.130
Driver version 411.31
""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="2021. The issue title carries the error; the code output was not read (cut). Maintainer suggested a version mismatch or too small a GPU; the poster: 'I installed all the right cudnn, cudatoolkit and tf versions and it still didn't work. Using os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true' solved the issue of it crashing.'",
        platform="windows",
    ),
    CorpusLog(
        name="stardist-3d-training-stuck-epoch-1-gaming-driver-win10",
        source=_GH + "stardist/stardist/issues/112",
        text=r"""Dear all, 
First thanks for the amazing tool! I am having a problem during training using the gpu: when starting the training (which works in CPU mode) it stops at epoch 1/400 using the data-set provided. I don't see any particular error massage in the terminal. 
The CUDA use is stuck at 100% on my task manager so it seems that something is happening ... Has anyone encountered the same problem? 
Thank you very much for your help, 
Jon
""",
        expected_cause=None,
        harmless=False,
        note="2021, prose only. The poster: 'I got it fixed by replacing the Nvidia GPU Gaming Driver for the Studio Driver (Version 460.89)' on a GTX 1080, Win10; maintainer thanked. A driver swap, no catalogue cause.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-colab-resource-exhausted-large-videos-prose",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1173",
        text=r""""ResourceExhaustedError" training

Hello, 

I created a ma-project on Windows 10, using the 2.1.10.2 dlc version. 
All went well, until the training crashed on Colab. Here what it returns: 

![Schermata 2021-03-31 alle 15 26 20](https://user-images.githubusercontent.com/66886884/113151779-b9058200-9235-11eb-9815-9fdc8daf7ad9.png)

2 videos are used for the training, each being 297 mo, 8486kbps, mp4, 20fps, WxH=2040.4140, almost 5 min length. 
Would you have any suggestion to solve this issue? 
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2021, prose and a screenshot; the error is named only in the title. A DeepLabCut contributor: '\"Resource exhausted\" means that you have run out of GPU memory because your images are too large and/or batch size is too large' (Colab's 12 GB); the poster accepted it ('Thank you very much for this exhaustive and clear answer'). Training ran on Colab (Linux); the project was made on Windows.",
        platform="linux",
    ),
    CorpusLog(
        name="isonet-3080ti-refine-cube-size-96-out-of-gpu-memory",
        source=_GH + "IsoNet-cryoET/IsoNet/issues/24",
        text=r"""Hi, 

I am having an issue on installing isonet on a certain workstation. The workstation has 2x 3080 Ti's. The driver version is 470.57.02, I've also tried a few different ones. It is also running cuda version 11.4. Tensorflow 2.6.0 with keras 2.6.0. I've installed isonet on many different computers but strangely only having this issue with the 3080 gpus. I attached a copy for the error if this helps! 

Thanks, 
Jake[isonet.txt](https://github.com/Heng-Z/IsoNet/files/7965086/isonet.txt)
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2022, prose only (the error is in an attached file). Maintainer: 'I believe this is OOM (out of memory) error, meaning you do not have enough GPU memory' and asked for cube_size; the poster: 'well that solved it! cube size was set to 96 instead of 64. definitely a ram error with the gpus'.",
        platform="linux",
    ),
    CorpusLog(
        name="zerocostdl4mic-colab-unet-tf215-cpu-only-after-cuda-125",
        source=_GH + "HenriquesLab/ZeroCostDL4Mic/issues/341",
        text=r"""Colabnotebook for UNET2D and 3D not utilizing GPU when perform training

I am not sure it's my account problem, but when I try to different notebook for unet2D 3D, multilabel, for colab notbook, which can not using GPU colab during training, I double check the problem https://www.reddit.com/r/GoogleColab/comments/ql67h7/google_colab_not_using_gpu_properly/

![Image](https://github.com/user-attachments/assets/7f937f1b-0f0b-419b-b73c-e436f62fbf75)

![Image](https://github.com/user-attachments/assets/26a0b7d4-dca3-426f-9168-91f39f89d6bd)
also we can see the check button show I am utilize the GPU
said it's may be due to tenserflow problems, are you facing the same problems for training? how you solve it?
""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="2025, prose and screenshots only. The poster's own follow-up: Colab's CUDA went from 12.2 to 12.5, 'tensorflow version must match the CUDA version... 2.15 version~ at now only can rely CPU', and switching back to TensorFlow 2.18 used the GPU. Weak: the libraries TF 2.15 could not load are not named; the label is this corpus's reading of a TF build older than the runtime's CUDA/cuDNN.",
        platform="linux",
    ),
    CorpusLog(
        name="csbdeep-cuda9-cudnn7-with-tf-built-for-cuda8-prose",
        source=_GH + "CSBDeep/CSBDeep_website/issues/2",
        text=r"""CUDA® Toolkit 9.0 + cuDNN v7.0.5

Hi there,
As the subject suggests I have been trying to get CSBDeep GPU acceleration to work with CUDA Toolkit 9.0 + cuDNN v7.0.5 with no avail. The reason why I didn't use Toolkit 8.0 as suggested is because I installed 9.0 to run GPU acceleration for our previously installed SVI Huygens deconvolution package.

My question is whether CSBDeep will work with Toolkit 9.0 at all? Similarly, I had to download cuDNN v7.0.5 to match Toolkit 9.0 instead of the suggested cuDNN v6.

Thanks in advance.
""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="2018, prose only. A maintainer (HedgehogCode), after another user: 'TensorFlow requires CUDA 8 and cuDNN 6' (until TF 1.5); you can install multiple CUDA versions side by side. The poster did not dispute. Weak: no log; the TensorFlow of the time looks for the CUDA 8 / cuDNN 6 libraries, which are absent.",
        platform="linux",
    ),
    CorpusLog(
        name="unmicst-hpc-cpu-node-nvidia-smi-not-found-cuinit-34",
        source=_GH + "HMS-IDAC/UnMicst/issues/20",
        text=r"""Dear Unmicst developers,

I am trying to run MCMICRO on our HPC, which run with Altair Grid Engine. 
While trying to run on the Exemplar001, using the default nextflow config file, I find the following error message in the .command.log of nextflow process:
```
WARNING:tensorflow:From /usr/local/lib/python3.8/dist-packages/tensorflow/python/compat/v2_compat.py:111: disable_resource_variables (from tensorflow.python.ops.variable_scope) is deprecated and will be removed in a future version.
Instructions for updating:
non-resource variables are not supported in the long term
sh: 1: nvidia-smi: not found
2023-03-15 13:22:16.469590: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: UNKNOWN ERROR (34)
```

Not really sure why unmicst is looking for a GPU, or trying to nvidia-smi when I have not passed any options, is this the default? Do I have to call to use CPU? Or do I have always to request GPU resource from the HPC?

Thank you for your help!
Jose
""",
        expected_cause=None,
        harmless=True,
        note="2023. No GPU was requested on the HPC node. Maintainers: 'We routinely run unmicst without GPU on our HPC (mostly by accident) and it still finishes', and the 'nvidia-smi: not found' line is how the tool probes for a GPU. The poster did not dispute; the issue stayed open. Weak: the poster's own confirmation that the run finished was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="deepdom-cudnnrnn-no-kernel-registered-devices-cpu-no-gpu",
        source=_GH + "yuexujiang/DeepDom/issues/3",
        text=r"""Hello,
I am trying to use your tool.
But while running the sample code I got the following error:

tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNN' used by node bidirectional_1/CudnnRNN (defined at MYUSER/Library/Python/2.7/lib/python/site-packages/keras/layers/cudnn_recurrent.py:504) with these attrs: [dropout=0, seed=87654321, input_mode="linear_input", T=DT_FLOAT, direction="unidirectional", rnn_mode="lstm", seed2=0, is_training=true]
Registered devices: [CPU]
Registered kernels:
  <no registered kernels>

	 [[bidirectional_1/CudnnRNN]]

Is there a way to fix this?
Is that an issue with the packages I have installed or does anything need to be changed in the code?

Best wishes
Bogna
""",
        expected_cause="macos-no-cuda",
        harmless=False,
        note="2019. The maintainer: 'I think the reason you have this error is because you don't have a GPU. So you can't run cudnnRNN' (run on a machine with a GPU, or wait for a CPU version); not disputed. Weak: macOS is inferred from the Library/Python/2.7 site-packages path only; the confirmed cause is simply 'no GPU'.",
        platform="macos",
    ),
    CorpusLog(
        name="cheui-nanopore-predict-no-gpu-lines-env-rebuilt-tf-gpu",
        source=_GH + "comprna/CHEUI/issues/9",
        text=r"""Hi developer,

Thanks for developing CHEUI. I ran the `CHEUI_predict_model1.py` step with the command:

```
python /work/bio-mowp/software/CHEUI/scripts/CHEUI_predict_model1.py -i out_A_signals+IDs.p/nanopolish_output_signals+IDS.p -m /work/bio-mowp/software/CHEUI/CHEUI_trained_models/CHEUI_m6A_model1.h5 -o ./read_level_m6A_predictions_gpu.txt -l WT
```

The stderr log output is as follows:

```
2022-12-02 09:44:41.223660: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE4.1 SSE4.2 AVX AVX2 AVX512F FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-12-02 09:45:16.648827: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:116] None of the MLIR optimization passes are enabled (registered 2)
2022-12-02 09:45:16.650310: I tensorflow/core/platform/profile_utils/cpu_utils.cc:112] CPU Frequency: 2400000000 Hz
```

It has not used any GPU yet:

```
Fri Dec  2 09:55:16 2022
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 460.73.01    Driver Version: 460.73.01    CUDA Version: 11.2     |
|-------------------------------+----------------------+----------------------+
...
""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2022. Maintainer: 'your environment is not using the GPU', check that tf.test.is_built_with_cuda() returns True; the poster: 'It is indeed the environment issue' and rebuilt it with conda cudatoolkit=11.0, cudnn=8.0 and pip tensorflow-gpu==2.4.1. Weak: the thread does not name the old build; the log shows no CUDA library being loaded at all, which is what a CPU-only TensorFlow prints.",
        platform="linux",
    ),
    CorpusLog(
        name="seam-nn-python38-pip-tf213-could-not-find-cuda-drivers",
        source=_GH + "evanseitz/seam-nn/issues/1",
        text=r"""Hi, 

I was trying to set up `seam` in a new environment, and I noticed that tensorflow didn't recognize the available GPU. 

```bash
(base)$ conda create -n seam python=3.8*
(base)$ conda activate seam
(seam)$ which python
#~/miniconda3/envs/seam/bin/python
(seam)$ python -V
# Python 3.8.20
(seam)$ python -m pip install seam-nn
(seam)$ python
```

followed by: 

```python
import tensorflow as tf
# 2026-05-20 16:53:18.286144: I tensorflow/core/util/port.cc:110] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
# 2026-05-20 16:53:18.340409: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
# 2026-05-20 16:53:18.667137: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.
# 2026-05-20 16:53:18.667767: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
# To enable the following instructions: AVX2 AVX512F AVX512_VNNI AVX512_BF16 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
...
""",
        expected_cause="and-cuda-extra-missing",
        harmless=False,
        note="2026. The poster's own follow-up: conda cudatoolkit/cudnn did not help; with python=3.8 neither 'pip install tensorflow[and-cuda]' nor 'pip install seam-nn' gave GPU support, with python=3.9 both did (the README says tensorflow[and-cuda] needs 2.16+). On Python 3.8 pip can only reach TensorFlow 2.13, which comes without the pip CUDA libraries; python-version-unsupported is a plausible second reading.",
        platform="linux",
    ),
    CorpusLog(
        name="til-classification-histopathology-4gb-gpu-oom-predict",
        source=_GH + "ShahiraAbousamra/til_classification/issues/3",
        text=r"""tensorflow out of memory

Hello!
I am having some problems when doing predict step.
My GPU memory is 4G, and I set BATCH_SIZE to 4 (which was the minimum value that can support script running). and the log file like  this

**tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[86,64,224,224] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[node vgg_16/conv1/conv1_1/Conv2D (defined at ../NNFramework_TF/sa_networks/vgg.py:209) ]]**

The explanation on Google is that the GPU is out of memory, does this mean I need to upgrade my GPU?

I am looking forward to your reply!
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2022. A project member (kaczmarj): 'yes the error message indicates that the GPU has run out of memory. You can try using a model that uses less memory. Otherwise, you can try using a GPU with more memory.' Not disputed (issue left open). The platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-2018-titan-x-oom-several-runs-on-one-gpu",
        source=_GH + "DeepLabCut/DeepLabCut/issues/22",
        text=r"""Running into a ResourceExhaustedError

When running step 8 from the README on the example data, we encountered the following error. Traceback below. Used a stock Anaconda install with `tensorflow-gpu` on a Titan X. Can provide more details if needed. Any help with this issue would be appreciated.

<details>
<summary>Traceback:</summary>

```python
W tensorflow/core/common_runtime/bfc_allocator.cc:274] ******************x************************_**_*****______***********x***********xxxx***********xxxx
W tensorflow/core/common_runtime/bfc_allocator.cc:275] Ran out of memory trying to allocate 9.00MiB.  See logs for memory state.
W tensorflow/core/framework/op_kernel.cc:993] Resource exhausted: OOM when allocating tensor with shape[3,3,512,512]
Traceback (most recent call last):
  File "/groups/dudman/home/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1022, in _do_call
    return fn(*args)
  File "/groups/dudman/home/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1004, in _run_fn
    status, run_metadata)
...
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2018. The maintainers retitled the issue 'Running into a ResourceExhaustedError (Avoid having multiple DeepLabCuts per GPU)': the GPU's memory was taken by another DeepLabCut run; closed without dispute. Only the maintainers' title edit carries the diagnosis; their comments were not read.",
        platform="linux",
    ),
    CorpusLog(
        name="medaka-a4500-busy-basecalling-oom-batch-size-prose",
        source=_GH + "nanoporetech/medaka/issues/500",
        text=r"""batch size and GPU use

Hi,

I use medaka with a GPU but I have an error (see attached file). I tried to run medaka with an other pc without GPU (so with CPU) and it's function normally.
I want to know what this batch size consists of ?
What if it has an impact on my final output when I decrease the batch size to make it work ? 
Or else, is it possible to run medaka on the CPU (and not the GPU) ? The GPU is already fully used for basecalling.

Thanks for you help

Corentin

**Logging**
See attached file 
[sal25_batch_size_100.log](https://github.com/nanoporetech/medaka/files/14616340/sal25_batch_size_100.log)

**Environment (if you do not have a GPU, write No GPU):**
 - Installation method [from github source, pypi (pip install), conda]
 - OS: Ubuntu 22.04.4 LTS
 - medaka version 1.8.0
 - GPU model : NVIDIA RTX A4500 
 - Nvidia driver version : 535.161.07
 - CUDA version : 12.2
 - cuDNN version : 9
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2024, prose (the log is an attachment). The maintainer (cjw85), quoting the attached log's 'OOM when allocating tensor with shape[1032651776] and type uint8': the GPU has run out of memory, likely because it was basecalling at the same time; hide it with CUDA_VISIBLE_DEVICES=\"\" or install medaka-cpu. The poster had already said the GPU was fully used for basecalling; the poster's reply was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="duet-conda-cpu-machine-libcudart-libnvinfer-warnings-keeps-running",
        source=_GH + "yekaizhou/duet/issues/9",
        text=r"""您好，我发现在程序没有停止运行的情况下，遇到以下一些(截取了部分) error，在运行 log 中通常标记为 W，请问这些报错是为什么呢？是否会影响结果，谢谢！

```
Total processed positions in Chr2h00 (chunk 5/6) : 65085
Total time elapsed: 205.46 s
2022-12-09 16:44:06.651759: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-12-09 16:44:07.597312: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2022-12-09 16:44:07.597403: I tensorflow/compiler/xla/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2022-12-09 16:44:09.659883: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory
...
```
""",
        expected_cause=None,
        harmless=True,
        note="2022. The poster says the program kept running and asks (in Chinese) whether these W lines affect the results. The maintainer: 'These warnings normally do not affect the results... If so I think you can safely proceed.' The rest of the paste was cut off in the stored copy, so it ends with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="antspynet-wsl-t1nobrainer-3d-unet-oom-8gb-gpu",
        source=_GH + "ANTsX/ANTsPyNet/issues/44",
        text=r"""...
```
2021-12-21 15:23:56.650539: I tensorflow/core/common_runtime/bfc_allocator.cc:1078] Sum Total of in-use chunks: 6.66GiB
2021-12-21 15:23:56.650552: I tensorflow/core/common_runtime/bfc_allocator.cc:1080] total_region_allocated_bytes_: 7758413824 memory_limit_: 7758413824 available bytes: 0 curr_region_allocation_bytes_: 15516827648
2021-12-21 15:23:56.650568: I tensorflow/core/common_runtime/bfc_allocator.cc:1086] Stats: 
Limit:                      7758413824
InUse:                      7148141568
MaxInUse:                   7148141568
NumAllocs:                         249
MaxAllocSize:               4373601024
Reserved:                            0
PeakReserved:                        0
LargestFreeBlock:                    0

2021-12-21 15:23:56.650585: W tensorflow/core/common_runtime/bfc_allocator.cc:474] *********______************************************************************************************x
2021-12-21 15:23:56.650632: W tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at conv_grad_ops_3d.cc:1471 : RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[1,64,256,256,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
  File "/mnt/c/Users/***/Desktop/QSM/3DT1/seg.py", line 8, in <module>
...
I don't know what happen and how to solve this problem.
Thank you for your helps.
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2021. The maintainer (ntustison): 'The \"nobrainer\" option has a heavy memory footprint which is why I typically don't run it on the GPU'; the poster then hid the GPU with CUDA_VISIBLE_DEVICES=-1 and 'the function runs on the CPU successfully'. The stored copy starts mid-log, so the text opens with '...'; WSL is inferred from the /mnt/c/Users path.",
        platform="wsl2",
    ),
    CorpusLog(
        name="brats17-niftynet-940mx-2gb-oom-msnet",
        source=_GH + "taigw/brats17/issues/6",
        text=r"""Specs:
Linux-Ubuntu 16.04
Nvidia GEForce 940 MX
2 GB graphics card

Using tensorflow-gpu to run a project in python and have imported niftynet, simpleITK

Following is the error:
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[5,19,180,160,4]
	 [[Node: MSNet_WT32_1/block1_1/bn_0/moments/SquaredDifference = SquaredDifference[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:GPU:0"](_arg_Placeholder_9_0_0/_5365, MSNet_WT32_1/block1_1/bn_0/moments/StopGradient)]]
	 [[Node: Reshape_19/_5367 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_1584_Reshape_19", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]

![image](https://user-images.githubusercontent.com/17599928/39355176-10929582-4a2a-11e8-985c-c303182b0d07.png)

Following is the code of test.py
[test.txt](https://github.com/taigw/brats17/files/1954514/test.txt)
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2018. The maintainer (taigw): '2GB seems to be not enough for training. It is recommended to use a GPU with memory > 6GB.' Not disputed by the poster. The log is a single TF1 OOM error with no device lines.",
        platform="linux",
    ),
    CorpusLog(
        name="genomad-cpu-server-cuinit-no-device-nn-classification-runs",
        source=_GH + "apcamargo/genomad/issues/3",
        text=r"""Hi again @apcamargo!

I've been able to successfully run genomad on several datasets (metagenomes). During the nn-classification I always receive an error in the log that says:

`2022-10-16 22:38:39.339717: E tensorflow/stream_executor/cuda/cuda_driver.cc:265] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected`

But the software keeps running and was able to finish successfully in some cases. However, for some very large datasets, the log shows this error and the software keeps running for >20h without any additional info on whether or not something is happening in the background. I cannot find a way to see what process is being executed. I left them running for now, still hoping that they will finish like the others, but it would be great if there was more info in the log on what is going on. 

Thanks!
""",
        expected_cause=None,
        harmless=True,
        note="2022. The poster says runs with this line finish; the maintainer (apcamargo): 'this error message just says that your hardware is not CUDA-compatible (which would make the neural network much faster)', and points to --batch-size for the slow large inputs. Weak: the long runs on very large inputs are CPU speed, not a set-up fault, and their outcome was not read.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplabcut-rtx3070ti-analyze-video-oom-batch-size-8",
        source=_GH + "DeepLabCut/DeepLabCut/issues/2318",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

Multi animal project. Training went fine, evaluation looks ok. 3 animals are expected in an example video I want to analyze.
When trying to start a video analysis run through the GUI (see screenshot below), I run into errors, the video does not get analyzed. I added the traceback below. 

<img width="805" alt="Screenshot 2023-07-19 094326" src="https://github.com/DeepLabCut/DeepLabCut/assets/7548928/5df087e2-6634-4e7d-8b84-31a2f8f2f1ba">

see log below.

### Operating System

Win 10

### DeepLabCut version

DLC 2.3.5

### DeepLabCut mode

multi animal

### Device type

NVIDIA GeForce RTX 3070 Ti

### Relevant log output

```shell
2023-07-19 09:40:04.24417
0: W tensorflow/core/common_runtime/bfc_allocator.cc:491] *************************************________**********************************_____________________
2023-07-19 09:40:04.244213: W tensorflow/core/framework/op_kernel.cc:1780] OP_REQUIRES failed at fused_batch_norm_op.cc:1356 : RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[8,486,486,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
...
  File "C:\Users\hoben\miniconda3\envs\dlc\lib\site-packages\tf_slim\ops\arg_scope.py", line 184, in func_with_args
    return func(*args, **current_args)
  File "C:\Users\hoben\miniconda3\envs\dlc\lib\site-packages\tf_slim\layers\layers.py", line 1098, in convolution
    outputs = normalizer_fn(outputs, **normalizer_params)
...
```
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2023. The issue was labelled 'howtousedlc' and retitled '... OOM when allocating tensor with shape[8,486,486,256]` >> change batch size', i.e. the maintainers' diagnosis is the analysis batch size (8) is too large for the 8 GB card; not disputed. Weak: the closing comment itself was not read; the traceback is cut in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-gtx750ti-2gb-train-resource-exhausted-prose",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1176",
        text=r"""Hello, I recently installed DLC on a windows 10, GPU of GeForce GTX 750 Ti, using anaconda.
![thumbnail_image](https://user-images.githubusercontent.com/79872083/113331511-70fa6400-92f6-11eb-8502-e7c7d37d4ff9.png)

I had taken the following steps during installation and usage: 
- installed anaconda
- downloaded visual studios 2015 community 
- installed cuda 10 
-  installed the files from website
- activated and ran pip install -U 
wxPython==4.0.7
-used GUI and created a multianimal projects using the instructions in your video.

everything worked fine until I reached to training network, in which I got the following errors:
![image](https://user-images.githubusercontent.com/79872083/113331643-95564080-92f6-11eb-9629-a00fe73475ed.png)
![image (1)](https://user-images.githubusercontent.com/79872083/113331689-a010d580-92f6-11eb-87a8-5c78f544c16c.png)

I think it may be a memory issue, so I tried minimizing all the inputs of training network (set them all to one) and used only a 20 second video, but it still did not work. 
Do you have any possible solutions?
Thank you!
""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="2021. Prose only (the errors are screenshots; the title is 'ResourceExhaustedError'). The maintainer (MMathisLab): 'a 750 will not be large enough. The minimum GB required is 8GB; this is a 2GB card.' Not disputed.",
        platform="windows",
    ),
)
