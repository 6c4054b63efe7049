# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fourteenth set of real threads, gathered apart from research code and ML applications.

Threads from paper implementations and applications that run TensorFlow or Keras on a GPU
(object-detection and segmentation ports, face-swap tools, AlphaFold-based and genomics
pipelines, bio-imaging and pose-estimation tools, bird-sound and machine-translation code).

Broken set-ups: cuDNN failing to start until memory growth was turned on, a requirement that
let pip pull a TensorFlow built for a newer CUDA than the environment held, TensorFlow 2.14 on
a CUDA 12.2 runtime, a TensorFlow 2.4 that wants libcusolver.so.10 from CUDA 11.1+, CUDA or
cuDNN versions that do not match the bundled TensorFlow (Fiji, OpenNMT-tf, a face-swap tool on
Windows, a cuDNN 5.1 loaded by a TensorFlow built for 6.0), an Ampere card under a TensorFlow 1
build, an application that set CUDA_VISIBLE_DEVICES so no GPU was visible, and threads whose
confirmed fix fits no catalogue cause (a broken bundled build, an OS update, a Mac with no wheel
for the pinned TensorFlow, a system CUDA that clashed with conda's).

Working runs: GPU idle while a pipeline's CPU stage runs, factory-registration errors in a run
that used the GPU, CUDA_ERROR_NOT_INITIALIZED lines in a run that finished fine.

At first look (with the thirteenth set) the cause of 6 of the 16 broken logs was named, first
each time (4 of the 16 have no catalogue ID: misses by definition); none of the 3 working runs
was flagged; one broken log got an error that is not its cause. (The doctor of the start of the
day named 5.) Misses: TensorFlow 1.x releases (before the tested-build table reached them) with
CUDA 9/10 and an Ampere GPU, Colab's CUDA 12.2 under TensorFlow 2.14, a TensorFlow 2.16 pulled
beside conda's CUDA 11.8, an application's CUDA_VISIBLE_DEVICES not shown, cuDNN copied wrong.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faceswap-extract-multiprocess-cudnn-internal-error-allow-growth",
        source=_GH + "deepfakes/faceswap-playground/issues/217",
        text=r"""Thank you.  issues are solved.

but  something else happens. if i use -mp option, the error message below and does not proceed.

Loading Detect from Mtcnn plugin...
Loading Align from Fan plugin...
Starting, this may take a while...

2018-11-04 21:46:22.865691: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2018-11-04 21:46:23.031680: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2018-11-04 21:46:23.256504: E tensorflow/stream_executor/cuda/cuda_dnn.cc:353] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="A reboot (maintainer's suggestion) did not help; the reporter: after setting config.gpu_options.allow_growth = True in mtcnn.py 'the operation will proceed without error'. Several extract processes each grabbed the GPU memory. The first line refers to an earlier, different problem; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="lora-scripts-requirements-tensorflow-2101-no-distribution-on-mac",
        source=_GH + "derrian-distro/LoRA_Easy_Training_Scripts/issues/35",
        text=r"""I was having issues with my default 3.10.10 Python version. So I downgraded to 3.10.6 per your instructions. However now I get the following when running `pip install --upgrade -r requirements.txt`:

```
ERROR: Could not find a version that satisfies the requirement tensorflow==2.10.1 (from versions: none)
ERROR: No matching distribution found for tensorflow==2.10.1
```

Clearly the two are compatible, why might I be getting this error?""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'indeed I had to modify this to instill tensorflow-macos on my machine' - a Mac, where that TensorFlow pin had no wheel; the paste does not say macOS. No catalogue cause fits an install with no wheel for the platform of TensorFlow itself.",
        platform="macos",
    ),
    CorpusLog(
        name="chinese-ocr-tf13-loads-cudnn51-compiled-cudnn6",
        source=_GH + "chineseocr/chinese-ocr/issues/124",
        text=r"""Loaded runtime CuDNN library: 5110 (compatibility version 5100) but source was compiled with 6021 (compatibility version 6000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
一直报这个错，我没有安装cudnn 5110，不知道这个loaded runtime cudnn library :5110是怎么会是，我安装的是cudnn6.0.21
#define CUDNN_MAJOR      6
#define CUDNN_MINOR      0
#define CUDNN_PATCHLEVEL 21
--
#define CUDNN_VERSION    (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="A maintainer: 'conda install tensorflow=1.3 tensorflow-gpu=1.3'; the reporter: '谢谢，已经解决了，利用conda安装各种就可以了' (solved by installing everything with conda). The title gives cuda-8.0 + tensorflow 1.3 + cudnn 6.0.21; an older cuDNN 5.1 was loaded at run time.",
        platform="linux",
    ),
    CorpusLog(
        name="spleeter-windows-rtx2080-cudnn-failed-to-initialize",
        source=_GH + "deezer/spleeter/issues/158",
        text=r"""I can't for the life of me figure it out.

I have installed CUDA 10.0. I've made sure that cuDNN has the correct version, which should also be 10.0.

I have removed the Spleeter folders in `c:\users\alice\anaconda3\lib\site-packages`

I have removed spleeter git, recloned it, removed the training models etc etc.

It worked a few times at first but then it stopped working.

I'm getting error messages containing  `Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, ...`

**EDIT:** Machine specs
CPU: i7-8700 3.20 GHz
GPU: RTX 2080

Batch processing using the CPU takes forever and it sucks that I can't take advantage of a powerful GPU when I have one.""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'Solved here' pointing to #60, where he had uninstalled the system CUDA 10.1 and installed TF 1.14 from conda (which brings its own CUDA/cuDNN). Which conflict it was is not said, so no catalogue cause; prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="deepfacelab-rtx3000-build-2021-10-no-gpu-fixed-by-new-build",
        source=_GH + "iperov/DeepFaceLab/issues/5405",
        text=r"""## Expected behavior
DeepFaceLab_NVIDIA_RTX3000_series_build_10_09_2021 should be able to detect installed GPU

## Actual behavior
DeepFaceLab_NVIDIA_RTX3000_series_build_10_09_2021 is not able to detect GPU, **while the older build (build_09_06_2021) is able to detect them.**

## Steps to reproduce
GPU: 3060 RTX 12 GB
Windows 10 Home
Nvidia Studio Driver""",
        expected_cause=None,
        harmless=False,
        note="The reporter: '@iperov Thanks for the quick fix. Its working now with new build.' A broken bundled build, fixed upstream; no catalogue cause. Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="birdnet-analyzer-training-tf215-gpu-unused-visible-devices-blank",
        source=_GH + "birdnet-team/BirdNET-Analyzer/issues/249",
        text=r"""Hello! 

I am on Linux (Pop!_OS 22.04) and trying to train BirdNET with my own data, as per the readme. I have been unable to get the training going as it appears my versions of Tensorflow and Keras don't match what is needed. I noted that the readme says that Tensorflow 2.5 or later is required, but trying 2.8 gives an error on Keras as early stopping didn't take `start_from_epoch` as an argument back then, and trying later versions (2.9, 2.10, 2.15) results in a seg fault on an `import Keras` line. 

What version of Tensorflow and Keras are known to work? 

...

This was on tensorflow 2.15.0.post1

I noticed it also wasn't using GPU.""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note='The reporter, in the same follow-up: \'In the same file I changed the cuda visible devices line to os.environ["CUDA_VISIBLE_DEVICES"] = "0"\' (BirdNET\'s model.py set it so no GPU was visible); the fix lines are cut from the quote. Prose only; the paste does not show the variable (weak).',
        platform="linux",
    ),
    CorpusLog(
        name="opennmt-tf24-with-cuda101-question",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/803",
        text=r"""So seems like OpenNMT-tf comes with tf version 2.4. So what cuda version do I need for this ?  I have cuda 10.3 available.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: TensorFlow 2.4 needs CUDA 11.0 (2.3 needs 10.1), and 'CUDA 10.3 ... does not exist'; the reporter: 'It worked with tensorflow==2.3 . It was CUDA 10.1.' Prose only, a question before any run; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="csbdeep-fiji-windows-cuda10-with-tf112-needs-cuda9",
        source=_GH + "CSBDeep/CSBDeep_website/issues/13",
        text=r"""Trying to get GPU acceleration in Fiji on Windows to work, and following the instructions on https://github.com/CSBDeep/CSBDeep_website/wiki/CSBDeep-in-Fiji-%E2%80%93-Installation.  That page says to install the NVidia requirements as described in the Tensorflow Documentation, which links to: https://www.tensorflow.org/install/gpu.  That page says to install CUDA 10.0.  

Only after much more digging one can discover that does not work, and one needs to install CUDA 9 and cuDNN 7 to work with tensorflow 1.12 (which apparently is the Tensorflow version currently distributed from CBSDeep-Tensorflow).  It would be super helpful to list the exact requirements directly on the CBSDeep Installation page.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer agreed ('you are absolutely right') and updated the GPU-support page; the bundled TensorFlow 1.12 needs CUDA 9 / cuDNN 7, not the CUDA 10 the TensorFlow docs then named. Prose only; the reporter states the cause himself.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-rtx3090-cuda10-tf1-loss-nan",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1245",
        text=r"""I was able to get the installation working but now my GUI stops responding when I start training. I get an error that says my loss tensors has an NaN. I'm on an NVIDIA GeForce 3090 GPU. I'm running terminal as an administrator. I have CUDA 10.0.0.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="A maintainer: 'That actually explains everything. When using 3000 series GPU you should use deeplabcut-core since they only work on tensorflow 2.X' (the TF 1.x / CUDA 10 build has nothing for an Ampere card). The reporter did not dispute it. Prose only (a follow-up of the reporter, Windows).",
        platform="windows",
    ),
    CorpusLog(
        name="mask-rcnn-tf214-colab-cuda122-num-gpus-zero",
        source=_GH + "z-mahmud22/Mask-RCNN_TF2.14.0/issues/20",
        text=r"""I'm experiencing an issue where TensorFlow 2.14.0 is unable to detect the GPU on Google Colab. I verified that a GPU (NVIDIA A100-SXM4-40GB) is available using nvidia-smi, which shows CUDA version 12.2. However, when I run the code to list physical devices in TensorFlow:

import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))

The output is always Num GPUs Available: 0.

The details are as follows:

Google Colab environment.
TensorFlow version: 2.14.0.
CUDA version on Colab: 12.2 (as shown by nvidia-smi).
Python version: 3.10.12

Could this be an issue related to the compatibility of TensorFlow 2.14.0 with CUDA 12.2? If so, what would be the solution?

Any guidance would be greatly appreciated.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer: 'Your guess is right. The issue is that TensorFlow 2.14 is not compatible with CUDA 12.2', with steps to remove CUDA 12.2 and install CUDA 11.8 on Colab; the reporter did not dispute it. TF 2.14 wants CUDA 11.8 libraries the runtime lacks. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="chrombpnet-tf24-libcusolver10-missing-cuda111",
        source=_GH + "kundajelab/chrombpnet/issues/49",
        text=r"""When starting using TensorFlow 2.4 there is a dependency on `libcusolver.so.10` which is not present in CUDA 11.1+.
```
“Could not load dynamic library ‘libcusolver.so.10’; 
dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory”
```

CUDA 11.1+ ships with `libcusolver.so.11`.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter gave the workarounds in the same post (update to TensorFlow 2.5.3, or symlink libcusolver.so.11 to .so.10); a maintainer pointed to a branch with newer requirements. The quoted line has curly quotes and a line break as posted.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-windows-cuda91-cudnn-copied-wrong-trains-on-cpu",
        source=_GH + "deepfakes/faceswap-playground/issues/79",
        text=r"""So I have python 3.6 installed with using the faceswap script.
I have used the gpu-requirements.txt during the installation process.
Whenever I try to train the script uses CPU for training. Wanted to know is there anyway to force the script to use GPU??

Yes I have CUDA 9.1 and CUDNN 7. installed.
I have used deepfakes app in the past and it is much faster in training when you see it in the preview mode.
Currently it will take 15-30 mins to even the greybars to filled up with images in preview window and plus my CPU usage goes to 100%,

Below is the log from Cmd when I launch the script.

###############################################
`(faceswap) E:\Face>python faceswap.py train -A E:\Fakes\Trump\Extracted -B E:\Fakes\cage\extracted -m E:\Fakes\Trump\Model2 -bs 64 -p
Model A Directory: E:\Fakes\Trump\Extracted
Model B Directory: E:\Fakes\cage\extracted
Training data directory: E:\Fakes\Trump\Model2
Loading data, this may take a while...Using live preview

Loading Model from Model_Original plugin...
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter: 'I got it working after reinstalling the CUDNN Files. Was doing a mistake in copying the files.' The quoted log stops before TensorFlow's own lines (not read); mostly prose.",
        platform="windows",
    ),
    CorpusLog(
        name="efficientdet-keras-cudnn-internal-error-until-allow-growth",
        source=_GH + "xuannianz/EfficientDet/issues/177",
        text=r"""I encountered the `CUDNN_STATUS_INTERNAL_ERROR ` error although it did not occur on efficientnet and retinanet.""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter solved it in the same post by creating the session with tf.GPUOptions(allow_growth=True) in train.py. Prose only (one line); the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-sort-cudnn-internal-error-gtx1660s-fresh-ubuntu",
        source=_GH + "deepfakes/faceswap/issues/1025",
        text=r"""I had this setup working on a 1050ti but changed my video card to a 1660S recently and did a fresh install of Ubuntu 20.20

I can extract the images but when I try to sort them I get the following

```
Loading...
Setting Faceswap backend to NVIDIA
Please backup your data and/or test the tool you want to use with a smaller data set to make sure you understand how it works.
05/14/2020 01:57:50 INFO     Log level set to: INFO
Using TensorFlow backend.
05/14/2020 01:58:02 INFO     Sorting by identity similarity...

2020-05-14 01:58:04.055371: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR

05/14/2020 01:58:05 ERROR    Got Exception on main handler:
Traceback (most recent call last):
File "/home/alice/faceswap/lib/cli/launcher.py", line 155, in execute_script
process.process()
File "/home/alice/faceswap/tools/sort/sort.py", line 84, in process
self.sort_process()
File "/home/alice/faceswap/tools/sort/sort.py", line 139, in sort_process
img_list = getattr(self, sort_method)()
File "/home/alice/faceswap/tools/sort/sort.py", line 179, in sort_face
preds[idx] = self.vgg_face.predict(image)
File "/home/alice/faceswap/lib/vgg_face2_keras.py", line 109, in predict
preds = self.model.predict(face)
...
```""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The reporter: 'I removed my system Cuda and cuDNN. And then I added the env var TF_FORCE_GPU_ALLOW_GROWTH ... and now it's all working.' Two changes at once; the crash report (not quoted) listed allow_growth: False.",
        platform="linux",
    ),
    CorpusLog(
        name="alphapulldown-tensorflow-216-pulled-cuda11-env-gpu-unused",
        source=_GH + "KosinskiLab/AlphaPulldown/issues/296",
        text=r"""Hi AlphaPulldown developers,

Having the requirements for tensorflow>=2.14.0 leads to a tensorflow 2.16.1 install which does not support cuda11 versions. Because majority of the clusters do not have support for cuda12 and anaconda installs cudatoolkit==11.8.0 anyways, this leads to an issue where the GPU is not used. 

Once I reverted to 2.14.0, everything worked.

Thanks.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter pinned tensorflow 2.14.0 ('everything worked'); a maintainer agreed and merged the pin (PR #298). TF 2.16.1 wants CUDA 12 libraries, the environment had cudatoolkit 11.8. Prose only; the fix is in the post itself.",
        platform="linux",
    ),
    CorpusLog(
        name="ravens-cudnn-internal-error-fixed-by-updating-ubuntu",
        source=_GH + "google-research/ravens/issues/13",
        text=r"""This is the error that I am getting when trying to run train.py:
E tensorflow/stream_executor/cuda/cuda_dnn.cc:328] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR

After googling the error, I tried restarting my PC as well as other steps mentioned; however none helped.""",
        expected_cause=None,
        harmless=False,
        note="The reporter: 'The issue has been resolved after updating Ubuntu.' What the update changed (driver, libraries) is not said, so no catalogue cause; weak evidence.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="bin2cell-stardist-gpu-run-slower-factory-warnings-gpu-used",
        source=_GH + "Teichlab/bin2cell/issues/16",
        text=r"""thank you for the quick response! i had just run it on GPU and weirdly enough it took half an hour longer to segment with GPU than CPU but it did successfully segment.  I've pasted my error log and it does seem to be using the GPU, but I'm wondering if I'm just not utilizing it properly.

2024-09-24 15:02:11.570154: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
...""",
        expected_cause=None,
        harmless=True,
        note="The maintainer posted his own GPU log with the same cuDNN/cuFFT/cuBLAS factory errors and 'Created device ... GPU' ('The messages look familiar to what you're seeing'): the run used the GPU. Only the first log line of the reporter was readable; the rest is cut (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-v160-gpu-cuda-not-initialized-run-finished-fine",
        source=_GH + "google/deepvariant/issues/722",
        text=r"""When I run the GPU version, I got this error mesages, but it still finished SNP calling and all the output files seemed fine.

== CUDA ==
CUDA Version 11.3.1
2023-10-30 00:30:39.544727: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
2023-10-30 00:30:40.075465: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
2023-10-30 00:30:40.617831: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
2023-10-30 00:30:41.161964: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
2023-10-30 00:30:41.707151: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
2023-10-30 00:30:42.254657: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error
...""",
        expected_cause=None,
        harmless=True,
        note="The reporter says the GPU run finished and the outputs were fine; the DeepVariant FAQ (cited in #960) says these CUDA_ERROR_NOT_INITIALIZED lines from forked make_examples workers do not affect GPU use. No maintainer reply was read in this thread, and the quoted post is a comment in a thread about training errors (weak).",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-gpu-singularity-nvidia-smi-idle-during-make-examples",
        source=_GH + "google/deepvariant/issues/688",
        text=r"""Hi there,

I have no problem running the CPU version but the GPU version was not function normally either through slurm request or logging in to the GPU node. I found no GPU process through $nvidia-smi with my codes attached as follow:

```
singularity run --nv -B /usr/lib/locale/:/usr/lib/locale/ \
    --bind /cluster/home/alice/variant_calling/slurm/DV/in:/in \
    --bind /cluster/home/alice/variant_calling/slurm/DV/out:/out \
    docker://google/deepvariant:1.5.0-gpu \
    /opt/deepvariant/bin/run_deepvariant \
    --model_type=WES \
    --ref=/in/GRCh37_primary/GRCh37.primary_assembly.genome.fa \
    --reads=/in/SRR2962694.sorted.bam \
    --regions=/in/all_19.bed \
    --output_vcf=/out/SRR2962694.vcf.gz
```

Here is the GPU status after running the code above, no process on GPU is running.""",
        expected_cause=None,
        harmless=True,
        note="A maintainer: only the call_variants stage uses the GPU, so nothing shows in nvidia-smi until make_examples has finished; the reporter did not dispute it and the issue was closed. Prose and a command, no TensorFlow log.",
        platform="linux",
    ),
)
