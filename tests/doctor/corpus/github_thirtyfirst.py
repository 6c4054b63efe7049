# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""A thirty-first set of real threads, from science, medicine and audio projects built on TensorFlow.

Gathered apart and unseen by the doctor: bio-imaging (StarDist/ZeroCostDL4Mic, Noise2Void,
mcmicro), medical imaging (NiftyNet, VoxelMorph, a BraTS 3D U-Net), neuroscience (DeepInterpolation),
genomics (medaka, geNomad, CheckM2), materials physics (pacemaker/ACE) and speech/music (Spleeter,
Tacotron-2, Real-Time-Voice-Cloning, dc_tts, persephone, microWakeWord, inaSpeechSegmenter).

Broken set-ups: CUDA libraries of another version than TensorFlow was built for (Windows DLL,
cluster modules, libcudart.so.11.0), a Docker base image with an older cuDNN, a conda CUDA runtime
newer than the driver, a Blackwell GPU newer than the TensorFlow build, a CPU-only TensorFlow running
GPU-only layouts, Docker without the NVIDIA runtime, cuDNN failing to start until memory growth was
on, GPU memory exhausted by large batches, patches or audio, and a container killed for host RAM
(no catalogue cause). Several pastes are prose or title-only.

Working runs: a CPU node printing cuInit CUDA_ERROR_NO_DEVICE while geNomad finished fine, and
TensorFlow 2.16 start-up notices on a package that worked.

At first look (the doctor of commit 720db52, before anything was changed for this set) the
cause of 10 of the 18 broken logs was named, 9 first; one of the two working runs was flagged
(CUDA_ERROR_NO_DEVICE read as the GPUs hidden on a node the poster ran without a GPU). Misses:
out-of-memory told in words (two), the convolution-algorithm error's first half alone, a
Blackwell GPU's invalid handle, prose about cluster modules and old CUDA. After the changes
made from it: 13/18, no working run flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- records
    CorpusLog(
        name="niftynet-windows-cudart64-90-with-cuda-10-installed",
        source=_GH + "NifTK/NiftyNet/issues/308",
        text=r"""Hello,

I try to install NiftyNet on Windows 10 64bit and Anaconda.
With the command:

> net_download dense_vnet_abdominal_ct_model_zoo

I get:

> ImportError: Could not find 'cudart64_90.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 9.0 from this URL: https://developer.nvidia.com/cuda-90-download-archive

However, I have installed CUDA 10. Is it possible to continue with the newer CUDA?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A NiftyNet maintainer: 'It is your version of Tensorflow which expects CUDA 9.0 ... you should be able to get a version for CUDA 10.0 or you'll have to install version 9.0.' Not disputed by the poster. The poster's CUDA 10 has no cudart64_90.dll.",
        platform="windows",
    ),
    CorpusLog(
        name="medaka-cudnn-internal-error-fixed-by-allow-growth",
        source=_GH + "nanoporetech/medaka/issues/70",
        text=r"""Setup Medaka v0.8.1 to run with GPU, but it crashes consistently get this error during runtime `Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR`.

I'm seeing references to `gpu_options.allow_growth = True` online but not sure how that would be implemented with this code.

System:
Ubuntu 18.04
Cuda 10.1
tensorflow-gpu 1.12 (also tried 1.14 and 2.0.0-beta1)

> 2019-08-07 22:35:13.583084: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2019-08-07 22:35:13.584900: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
Traceback (most recent call last):
  File "/home/alice/medaka/venv/bin/medaka", line 11, in <module>
    load_entry_point('medaka==0.8.1', 'console_scripts', 'medaka')()
  File "/home/alice/medaka/venv/lib/python3.6/site-packages/medaka-0.8.1-py3.6-linux-x86_64.egg/medaka/medaka.py", line 363, in main
    args.func(args)
  File "/home/alice/medaka/venv/lib/python3.6/site-packages/medaka-0.8.1-py3.6-linux-x86_64.egg/medaka/inference.py", line 462, in predict
    tag_name=args.tag_name, tag_value=args.tag_value, tag_keep_missing=args.tag_keep_missing
  File "/home/alice/medaka/venv/lib/python3.6/site-packages/medaka-0.8.1-py3.6-linux-x86_64.egg/medaka/inference.py", line 388, in run_pred
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The maintainer suggested export TF_FORCE_GPU_ALLOW_GROWTH=true; the reporter: 'Changing the environmental variable as you suggest FIXES the crashing behavior. I had to decrease the batchsize to 50 to stop the OOM errors.' The traceback was cut where we read it ('...'); user name replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="medaka-docker-cuda-11-0-base-cudnn-805-vs-810",
        source=_GH + "nanoporetech/medaka/pull/345",
        text=r"""So medaka requires tensorflow 2.5.2: https://github.com/nanoporetech/medaka/blob/ebe03ab23918f74b8b281bd015a77804fad8f43a/requirements.txt#L8
tensorflow 2.5.2 is build with cudnn 8.1.0: https://github.com/tensorflow/tensorflow/blob/v2.5.2/RELEASE.md (ctrl-f for cudnn)
The base image though installs cudnn 8.0.5: https://gitlab.com/nvidia/container-images/cuda/-/blob/388261dcb9d0e0d6bca8e07441c99b27c072583b/dist/11.0.3/ubuntu1804/runtime/cudnn8/Dockerfile#L6

This yields the error:
```
Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
```""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="PR 'bump nvidia cuda base': moving the Docker base image to CUDA 11.2.2 (cuDNN 8.1.1) fixes it; the maintainer thanked and the PR was merged. The PR's own fix lines are left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="genomad-cpu-node-cuinit-no-device-results-fine",
        source=_GH + "apcamargo/genomad/issues/147",
        text=r"""If I get this error in the NN-classification step:

```
[05:57:50] Encoded provirus data written to
           emerson_2018_vOTUs.fa_modified_encoded_proviruses.
2025-03-06 05:57:51.083194: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected

[05:58:43] Sequences classified.
```

I noticed the job will continue and say it has completed successfully. **Am I able to trust these NN-classification outputs, or should I re-run it?** For this particular run I forgot to use GPU, and even when doing `export CUDA_VISIBLE_DEVICES=-1` it was still searching for it.

Will tensorflow continue like normal without using CUDA, or will it give an incorrect output?

Sincerely,
James""",
        expected_cause=None,
        harmless=True,
        note="The geNomad maintainer: 'You can trust the results. No need for concern.' The job ran on a CPU node on purpose (no GPU requested); the poster later showed a CPU build of TensorFlow 2.13.1 from conda-forge. Working run, alarming line only.",
        platform="linux",
    ),
    CorpusLog(
        name="pacemaker-ace-fit-libcudart-11-missing",
        source=_GH + "ICAMS/python-ace/issues/28",
        text=r"""For fitting the model with Tensorflow with GPU

I got this error

2023-02-16 14:32:53.327564: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter solved it himself by installing CUDA as in TensorFlow's pip guide ('install_cuda_with_apt') and pointed to the Stack Overflow answer on libcudart.so.11.0; the fix, part of the same post, is left out. One log line only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="checkm2-conda-env-cuda-driver-insufficient-for-runtime",
        source=_GH + "chklovski/CheckM2/issues/26",
        text=r"""[10/06/2022 10:32:13 PM] ERROR: Saved models could not be loaded: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version

Any thoughts?""",
        expected_cause="driver-too-old",
        harmless=False,
        note="The CheckM2 maintainer: the conda environment built on a GPU machine brings a CUDA runtime that the machine's driver cannot serve ('leading to various driver issues'); from 1.0.0 CheckM2 is constrained to the CPU. Not disputed. One error line; the maintainer's diagnosis is general (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepinterpolation-cluster-gpu-could-not-load-dynamic-library-modules",
        source=_GH + "AllenInstitute/deepinterpolation/issues/5",
        text=r"""In regards to the GPU comment, for some reason I'm unable to get it working with the GPUs on my local cluster.. Whenever I allocate GPU resources I get the same 'could not load dynamic library'... errors near the beginning. I can copy/paste the error here if you'd like to troubleshoot the error but I'm going to discuss it with our support staff here at the NIH which may be much easier. I'll let you know if we can't get it going with the GPUs. Seriously excited to get it going...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer pointed to TensorFlow's CUDA version table; the reporter later: 'My IT department was able to help me with the GPU issue. I was having issues loading the proper CUDA/cuDNN modules on our cluster.' Prose only (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="microwakeword-trainer-rtx-5060-ti-cuda-error-invalid-handle",
        source=_GH + "TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/30",
        text=r"""Training fails with CUDA_ERROR_INVALID_HANDLE

Hi there,

Went to try this out today but unfortunately it crashes when it goes to run the training.

My server is running:
Operating System: Ubuntu 24.04.3 LTS
Kernel: Linux 6.14.0-37-generic
Architecture: x86-64
GPU: 16GB RTX 5060 Ti (Blackwell)

CUDA is fully setup and working, 14.5GB VRAM free at the time, but does not appear to be memory related.

Training log
```
================================================================================
===== Recorder Training Run =====
================================================================================
...""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Another Blackwell user found that TensorFlow 2.18 fails on compute capability 12.0 while TF 2.21 (PTX JIT for 12.0a) works; the maintainer pushed an image with it; the reporter pulled it and the run finished ('40minutes!!!'). The training log was cut where we read it (only its dataset-setup head); title line included.",
        platform="linux",
    ),
    CorpusLog(
        name="persephone-tensorflow-gpu-1-15-with-cuda-10-1",
        source=_GH + "persephone-tools/persephone/issues/236",
        text=r"""I have tried to run it with GPU but it does not work. Using TensorFlow-GPU shows import error and asks to install TensorFlow only.

How to train it with GPU? I read the documentation but it seems GPU support is missing.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: the old TensorFlow persephone uses probably does not support the installed CUDA; the reporter: 'My Cuda version is 10.1 ... Cuda 10.1 does not support TensorFlow-GPU==1.15.4. I need to downgrade the Cuda or use TensorFlow GPU > 2.1', then 'if you install tensorflow-gpu==1.15.0, it works.' Prose only (screenshots not quoted); the OS is not stated; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="mcmicro-coreograph-macos-docker-killed-137-cuinit-303",
        source=_GH + "labsyspharm/mcmicro/issues/329",
        text=r"""When running the mcmicro pipeline on the exemplar-002 data the dearraying doesn't work. This is the error that shows up:

`Error executing process > 'dearray:coreograph (1)'

Caused by:
  Process `dearray:coreograph (1)` terminated with an error exit status (137)

Command executed:

  python /app/UNetCoreograph.py       --imagePath exemplar-002.ome.tif --outputPath .

Command exit status:
  137

Command output:
  loading data
  loading data
  loading data
  0.09
  0.09
  Model restored.
  Inference...
  4 cores detected!

Command error:
  2021-10-21 12:53:53.557598: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)
  .command.sh: line 2:     8 Killed                  python /app/UNetCoreograph.py --imagePath exemplar-002.ome.tif --outputPath .`

Im working on a macOS version 11.6. Is there anything I did wrong or is it a general issue?""",
        expected_cause=None,
        harmless=False,
        note="The mcmicro maintainers: 'Exit status 137 together with a Killed message usually indicate an out-of-memory situation' (Docker Desktop's memory limit on the Mac); the cuInit line is only the container having no GPU. Not disputed; closed. Host-RAM OOM kill: no catalogue cause.",
        platform="macos",
    ),
    CorpusLog(
        name="inaspeechsegmenter-tf216-warnings-package-works-fine",
        source=_GH + "ina-foss/inaSpeechSegmenter/issues/88",
        text=r"""The version im using

```
inaSpeechSegmenter==0.7.8
tensorflow==2.16.1
tensorflow-estimator==2.13.0
tensorflow-io-gcs-filesystem==0.31.0
keras==3.3.3
```

inaSpeechSegmenter is the only  packages that relies on tensorflow and keras in my application, I don't use tensorflow or keras for anything else.

I run my tests on windows 11 and the application runs on Ubuntu server from aws, the warnings are on both systems. Our previous server was  [g4dn.xlarge](https://instances.vantage.sh/aws/ec2/g4dn.xlarge) with nvidia NVIDIA T4 Tensor Core, now we downgraded to [m5a.xlarge](https://instances.vantage.sh/aws/ec2/m5a.xlarge) with no GPU same issues on both.

and my PC I have nvidia geforce gtx 1650

I'd like to report these warnings, the package is working fine those but I'm just seeing these warnings.

As soon as the app starts, before any code is executed, I see

```
 I tensorflow/core/util/port.cc:113] oneDNN custom operations are on.
 You may see slightly different numerical results due to floating-point round-off errors from
different computation orders. To turn them off, set the environment variable

`TF_ENABLE_ONEDNN_OPTS=0`.
````

then when I run this code

```
from inaSpeechSegmenter import Segmenter
seg = Segmenter()
data = seg(file_path)

```

I see

```
venv\lib\site-packages\keras\src\layers\reshaping\reshape.py:39: Use
...""",
        expected_cause=None,
        harmless=True,
        note="The reporter states the package works fine and only the warnings (oneDNN notice, Keras warnings) are the concern; the issue was closed. Weak: the confirmation is the reporter's own, the paste was cut where we read it ('...'), and several machines are mentioned (Windows 11 PC, Ubuntu servers).",
        platform="windows",
    ),
    CorpusLog(
        name="tacotron2-wavenet-conv2d-nhwc-only-cpu-tensorflow",
        source=_GH + "Rayhane-mamah/Tacotron-2/issues/140",
        text=r"""Test "python3 train.py --model='WaveNet' ",get exception "Conv2DCustomBackpropInputOp only supports NHWC."

I used LJSpeech-1.1 data to test
1.After I have run 'Python3 wavenet_preprocess.py', I can get these files.
![default](https://user-images.githubusercontent.com/22276263/43935953-e3ee01f4-9c88-11e8-8593-dac73f03850f.png)
2.I have modifed 'hparams.py' , set "train_with_GTA"  to False.
3.After I have run "Python3 train --model='WaveNet' ,I got these errors.
![default](https://user-images.githubusercontent.com/22276263/43936173-088dd7fe-9c8a-11e8-9ebc-9061ce492145.png)

My tensorflow version is 1.7.1 and I can't fix this error.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The maintainer: 'make sure you only have tensorflow gpu version installed. This is most likely a bug that occurs when you are trying to use CPU on Wavenet'; the reporter: 'I didn't install tf gpu before' (a CPU-only patch then worked). Title line included; the error screenshots are not quoted; the OS is not stated; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="rtvc-synthesizer-training-oom-gtx-1660-super",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/651",
        text=r"""Resource exhausted: OOM when allocating tensor with shape[36,512,1,702] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

...
```
  File "e:\ProgramData\Miniconda3\lib\site-packages\tensorflow_core\python\util\deprecation.py", line 507, in new_func
    return func(*args, **kwargs)
  File "e:\ProgramData\Miniconda3\lib\site-packages\tensorflow_core\python\framework\ops.py", line 3357, in create_op
    attrs, op_def, compute_device)
  File "e:\ProgramData\Miniconda3\lib\site-packages\tensorflow_core\python\framework\ops.py", line 3426, in _create_op_internal
    op_def=op_def)
  File "e:\ProgramData\Miniconda3\lib\site-packages\tensorflow_core\python\framework\ops.py", line 1748, in __init__
    self._traceback = tf_stack.extract_stack()

2021-02-05 20:02:33.232435: W tensorflow/core/kernels/queue_base.cc:277] _1_datafeeder/eval_queue: Skipping cancelled enqueue attempt with queue not closed
2021-02-05 20:02:33.232577: W tensorflow/core/kernels/queue_base.cc:277] _0_datafeeder/input_queue: Skipping cancelled enqueue attempt with queue not closed

```
I think it can't use the memory of my GTX 1660 super .Tell the noob what to do""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="A collaborator: 'Reduce the batch size' (synthesizer hparams); the reporter thanked and the issue was closed. Title line included; the start of the long traceback was cut where we read it ('...').",
        platform="windows",
    ),
    CorpusLog(
        name="dc-tts-train2-oom-1080ti-batch-32",
        source=_GH + "Kyubyong/dc_tts/issues/10",
        text=r"""there is no issue during train 1. but i got OOM issue when train 2.
i am using tensorflow-gpu-1.4.0 , 1080ti gpu. any one has same issue?""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The reporter, a week later: 'after change batch from 32 to 16, the OOM issue hasn't happened again. this issue can be closed at this moment.' Prose only; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zerocostdl4mic-stardist3d-colab-oom-large-stack",
        source=_GH + "HenriquesLab/ZeroCostDL4Mic/issues/16",
        text=r"""Training model from example then test with another image (larger size) Resource exhausted: OOM when allocating tensor with shape[1,61,1440,1920,32]

...

I am using Stardist 3D notebook.
My test image is a 1 channel stack of 61 slices (DAPI) , 197,62x148,21 microns (1920x1440) 8 bits.

Basically, I want to detect all nucleus in the image then get all ROIs then perform others steps once the nuclei has been segmented.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The ZeroCostDL4Mic maintainer: the image is too large, the notebook loads the whole stack as one patch; disable the defaults and choose a smaller patch_size/patch_height until the OOM disappears. Not disputed; closed. Title line plus the reporter's follow-up (the opening post was not read); runs on Google Colab.",
        platform="linux",
    ),
    CorpusLog(
        name="n2v-rtx2060-failed-to-get-convolution-algorithm-allow-growth",
        source=_GH + "juglab/n2v/issues/100",
        text=r""""Unknown: Failed to get convolution algorithm." error and how to solve it

I spent yesterday afternoon installing n2v on a new machine (Ryzen 5, RTX 2060, Ubuntu 20.04, conda) and ran into tensorflow-related issues with n2v.
The error occurs when running training in any of the example notebooks.
The error message was cuDNN related (see full traceback below), so I suspected a library version problem.
I tried various versions of tensorflow-gpu such as 1.14, 1.15 and versions installed with pip or from conda using the anaconda and conda-forge channels. Also tried various versions of the CUDA toolkit. All without success.

...

```
Preparing validation data:   0%|          | 0/544 [00:00<?, ?it/s]

8 blind-spots will be generated per training patch of size (64, 64).

Preparing validation data: 100%|██████████|
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter, in the same post: 'While there was enough GPU VRAM available, it turns out that this is related to GPU memory management in tensorflow. Setting ... export TF_FORCE_GPU_ALLOW_GROWTH=true fixed the issue.' The fix paragraph is left out of the text; the traceback was cut where we read it (title line included).",
        platform="linux",
    ),
    CorpusLog(
        name="spleeter-gpu-oom-unless-max-duration-limited",
        source=_GH + "deezer/spleeter/issues/64",
        text=r"""Hello, I'm getting Tensorflow OOM errors on my GPU if I don't limit the length of audio to process (`--max-duration`). I've figured out that the upper limit for my hardware is `--max-duration 202`, i.e. 3m22s.

Is there any way to configure Spleeter to raise the max duration while avoiding OOMs?""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="A Spleeter maintainer: 'No you can't. You need either much more memory or you need to process your track by chunk'; closed. The GPU memory is the confirmed limit. Prose only; the OS and GPU are not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="spleeter-docker-unknown-runtime-nvidia",
        source=_GH + "deezer/spleeter/issues/606",
        text=r"""I want to use GPU
so I  run ：docker run --runtime=nvidia -v $(pwd)/output:/output deezer/spleeter-gpu separate -o /output -i audio_example.mp3

have an error:docker: Error response from daemon: Unknown runtime specified nvidia.[Discussion] your question""",
        expected_cause="container-runtime-not-configured",
        harmless=False,
        note="A Spleeter maintainer could not reproduce it on a GPU machine: 'The message seems to say that you don't have a proper nvidia/CUDA install on your computer' (no NVIDIA runtime set up for Docker); not disputed, closed. The reporter's second line (manifest for deezer/spleeter-gpu:latest not found) is a separate image-tag problem and is left out. Weak: the maintainer's wording is general.",
        platform="linux",
    ),
    CorpusLog(
        name="voxelmorph-unsupervised-seg-oom-titan-xp",
        source=_GH + "voxelmorph/voxelmorph/issues/176",
        text=r"""**Task** (what are you trying to do/register?)

Try to re-implementation of  "Unsupervised deep learning for Bayesian brain MRI segmentation" using train_unsupervised_segmentation.py on my own brain vol data.

**What have you tried**

The train_unsupervised_segmentation.py doesn't work for me. I get the following error:

AttributeError: tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[1,160,192,224,11] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[{{node training/Adam/gradients/lambda_1/Sum_grad/Tile}}]]

**Details of experiments**

TensorFlow 1.13.1
Keras 2.2.4
gpu_device TITAN Xp
totalMemory: 12.00GiB freeMemory: 9.94GiB
Default parameters for the train_unsupervised_segmentation.py, except the data_dir.

I also tried the vm1 model with diffeomorphic=True, still got the same question. It seems that I need a GPU with more memory, and do you think so? Or do I have to reduce the model size more? (my data size is (160,192,224))
I wonder how much memory of GPU you run your code on?
And it would be great to give some suggestions or opinions.

Thanks for your time a lot.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="A VoxelMorph maintainer: 'It did seem like you had an issue with memory'; not disputed, closed. Weak: the maintainer's later suggestions were cut where we read them; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="brats18-3dunet-oom-gtx1050-laptop",
        source=_GH + "tkuanlun350/3DUnet-Tensorflow-Brats18/issues/1",
        text=r"""ResourceExhaustedError

Dear tkuanlun350,
I have the following error while running your code on brats18 dataset.
would you mind guide me how to solve the issue.
my laptop config : i5 7300hq , gtx 1050 , 8gb ddr4v ram

![1](https://user-images.githubusercontent.com/36566261/44296192-a3362f00-a2ce-11e8-8e22-89356d281b98.png)
![2](https://user-images.githubusercontent.com/36566261/44296193-a3cec580-a2ce-11e8-86b1-12d3d8621a5b.png)
![3](https://user-images.githubusercontent.com/36566261/44296194-a3cec580-a2ce-11e8-8b85-1266f568b59c.png)
Thank you""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The author: '8 GB may not enough for 128X128X128 patch size. You can try to use 20X128X128 (reduce the depth dimension)'; not disputed, closed. Title line plus prose; the error itself is in screenshots (weak). The OS is not stated.",
        platform="linux",
    ),
)
