# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixty-second set of real threads, gathered apart, from GitHub issues (issues corpus): learners' TensorFlow set-ups in the repositories of courses and books that teach TensorFlow (udacity/CarND-Behavioral-Cloning-P3, udacity/sdc-issue-reports, udacity/CarND-LeNet-Lab, GoogleCloudPlatform/data-science-on-gcp) and threads on tensorflow/tensorflow about the tensorflow.org install pages (2016-2023).

Broken kinds held: cuDNN handle creation failing in a course project until the NVIDIA driver
was updated (no catalogue cause), a model saved in a course's CPU workspace that crashed the
course's GPU workspace (different Keras there; no catalogue cause), a book's cloud notebook
with no GPU attached (no catalogue cause, prose only), the cuDNN DLL the Windows build wants
(cudnn64_6.dll for TensorFlow 1.3, cudnn64_5.dll for 0.12) missing while the install page
named another version or left the step out, and a course lab whose `tf.one_hot` crashed on a
Windows GPU (CUDA_ERROR_ILLEGAL_ADDRESS; no catalogue cause). Working runs: none met.

Small set, weighted to 2016-2018: the course and book repositories (ageron/handson-ml2 and
handson-ml3, jeffheaton/t81_558_deep_learning, fchollet/deep-learning-with-python-notebooks,
aymericdamien/TensorFlow-Examples, mrdbourke/tensorflow-deep-learning, d2l-ai/d2l-en,
microsoft/ML-For-Beginners, nicknochnack, sentdex) hold few GPU threads in the stored copies,
and most of those end without a confirmed cause (a maintainer pointing to Stack Overflow, or
the stored copy stopping before the poster's answer); the newer install-page threads on
tensorflow/tensorflow are already in the corpus. Two records keep part of the words only:
tensorflow/tensorflow#5968 is cut in the stored copy after the first loader line, and
udacity/CarND-LeNet-Lab#12 gives the fix in its opening post (left out of the text).

At first look (the doctor of commit 9ba7267) the cause was named in 2 of the 6 broken logs, 1
first (four of the six have no catalogue cause and count as misses); no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="udacity-behavioral-cloning-cudnn-internal-error-fixed-by-driver-update",
        source=_GH + "udacity/CarND-Behavioral-Cloning-P3/issues/29",
        text=r"""**OS:** Ubuntu 16.04
**GPU:** NVIDIA GTX 1080
**Relevant Libraries**:  TensorFlow 1.5, CUDA 9, cuDNN 7

Cuda looks like it is throwing an error when I try to record my model running in "Autonomous Mode".

```Creating image folder at videos/first_model
RECORDING THIS RUN ...
(19527) wsgi starting up on http://0.0.0.0:4567
(19527) accepted ('127.0.0.1', 45273)
connect  925f45635cb94f989daec38d1c04151e
2018-01-24 16:45:44.319360: E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2018-01-24 16:45:44.319398: E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2018-01-24 16:45:44.319408: F tensorflow/core/kernels/conv_ops.cc:717] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 
Aborted (core dumped)
```""",
        expected_cause=None,
        note="2018. Udacity self-driving-car course project (drive.py with the simulator). The poster (brycecf) closed it himself: 'Updating my drivers seemed to resolve the error.' Cause: the NVIDIA driver in use (the thread gives no version; nothing shows it too old for CUDA 9, so not driver-too-old). Odd: another student (Mithrillion) later blamed TensorFlow taking all VRAM next to the simulator and opened #31 (already in the corpus) with allow_growth as the workaround; the poster's own fix was the driver update.",
        platform="linux",
    ),
    CorpusLog(
        name="udacity-gpu-workspace-keras-2-0-8-model-built-2-0-9-segfault",
        source=_GH + "udacity/sdc-issue-reports/issues/1429",
        text=r"""For Behavioural Cloning project,I trained my model in workspace and opened simulator in GPU enabled work space. 
When I entered command python "drive.py model.h5" , I got this error "You are using Keras version b'2.0.8' , but the model was built using b'2.0.9' Segmentation fault (core dumped).

After having few discussions with mentors it was concluded that workspace is not compatible to test our trained model in the Behavioural cloning project. Fix would be appreciated.

I havent use any pre trained or presaved models.... BUT I trained network without GPU in workspace.. then I enable GPU and tested it.""",
        expected_cause=None,
        note="2018. Udacity course workspace. Cause: the course's GPU terminal workspace had a different Keras from its CPU (Jupyter) workspace, so a model saved in one crashed loading in the other (no catalogue ID). The course maintainer (mvirgo): 'It looks like the classroom is currently using 2.0.9 on jupyter workspaces but 2.0.8 on GPU terminal workspaces.' The poster: 'Thanks for your reply.. It saved lot of my effort'. The last paragraph is the poster's later comment (the facts only).",
        platform="linux",
    ),
    CorpusLog(
        name="data-science-on-gcp-book-vertex-notebook-no-gpu-attached",
        source=_GH + "GoogleCloudPlatform/data-science-on-gcp/issues/165",
        text=r"""Ch9 - training deep neural network - how to attach GPU?

regarding my earlier issue (#164), I've ended up manually exporting the data from BQ to cloud storage using the GUI.

The rest of the notebook is working fine, but now I'm training the deep neural network it's awfully slow (I'm still on the first of the 10 epochs and it's not even half way through it after 10 minutes!). 

I'm guessing that the problem is that I'm using CPUs rather than a GPU...on p.322 of the book you state _"Making sure that the Vertex AI Workbench notebook that I’m working on has a GPU attached to it, I can now launch off the training job..."_ but if I'm not mistaken it's not covered in the textbook or notebook how to do this? 

I've already set up my fully-managed notebook to enable an NVIDIA T4 GPU, but I believe that it won't be attached automatically without me doing something else.

The GC docs refer to creating a separate [CustomJob ](https://cloud.google.com/vertex-ai/docs/training/configure-compute#create_custom_job_gpus-console) to achieve this - is that what you did or is there a quicker way?""",
        expected_cause=None,
        note="2023. Book repository (Data Science on the Google Cloud Platform, chapter 9). Prose only (a screenshot left out). Cause: the notebook's machine had no GPU attached, so training ran on the CPU (no catalogue ID: no GPU in the machine at all). The book's author (lakshmanok): 'When you launch the notebook instance, make sure to specify a machine type with a GPU. You can also stop the instance, add...' (the rest is cut in the stored copy); the issue was closed without dispute.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-1-3-windows-install-page-cudnn-5-needs-cudnn64-6",
        source=_GH + "tensorflow/tensorflow/issues/12366",
        text=r"""Documentation for windows install is wrong/misleading

https://www.tensorflow.org/install/install_windows states

Requirements to run TensorFlow with GPU support
cuDNN v5.

This is now incorrect.
TensorFlow 1.3 or later requires cuDNN 6. ('cudnn64_6.dll')

I also suggest you add a comment and link to this gist

https://gist.github.com/mrry/ee5dbcfdd045fa48a27d56664411d41c

He just saved me hours.""",
        expected_cause="cuda-libraries-missing",
        note="2017. A report on the tensorflow.org Windows install page. The poster found the cause with the self-check script of the gist (its line 'TensorFlow 1.3 or later requires cuDNN 6. ('cudnn64_6.dll')' is quoted) after installing cuDNN 5 as the page said; another reader (Scaws): 'Thank you for posting this! Solved my issue'; the page was changed (av8ramit: PR #12981 'Merged!'). Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-0-12-windows-cudnn64-5-dll-not-installed",
        source=_GH + "tensorflow/tensorflow/issues/5968",
        text=r"""[Windows] Tensorflow GPU fails to find CUDA.

### What related GitHub issues or StackOverflow threads have you found by searching the web for your problem?

**NONE** (Tensorflow for Windows is very new).

### Environment info
Operating System: Windows 8.1 (Conda 4.2.9)

`conda --version
conda 4.2.9`

Installed version of CUDA and cuDNN: 
(please attach the output of `ls -l /path/to/cuda/lib/libcud*`):
`nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2016 NVIDIA Corporation
Built on Sat_Sep__3_19:05:48_CDT_2016
Cuda compilation tools, release 8.0, V8.0.44`

If installed from binary pip package, provide:

1. A link to the pip package you installed:
`pip install --upgrade https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-0.12.0rc0-cp35-cp35m-win_amd64.whl`

2. The output from `python -c "import tensorflow; print(tensorflow.__version__)"`.

`python -c "import tensorflow; print(tensorflow.__version__)"
0.12.0-rc0
I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\stream_executor\dso_loader.cc:128] successfully opened CUDA library cublas64_80.dll locally
...""",
        expected_cause="cuda-libraries-missing",
        note="2016. The first Windows GPU build, installed from the tensorflow.org install page. The stored copy of the opening post stops after the first loader line (the rest of the log is not stored). mrry asked whether cuDNN (cudnn64_5.dll) was installed and on %PATH%; the poster (kingtaurus): 'I was missing the cudnn64_5.dll', then 'Thanks. This was the problem (I hadn't placed cudnn in the proper location) - I copied it into the nVidia CUDA install location.' and 'This should be added to the install instructions for running Tensorflow with Windows.'",
        platform="windows",
    ),
    CorpusLog(
        name="udacity-lenet-lab-windows-one-hot-cuda-error-illegal-address",
        source=_GH + "udacity/CarND-LeNet-Lab/issues/12",
        text=r"""Kernal crash with windows

The code provided in the solution file will not run on a windows GPU enabled machine. Jupyter notebook crashes and gives non-useful error message. Running in normal python build yields the error: CUDA_ERROR_ILLEGAL_ADDRESS.""",
        expected_cause=None,
        note="2017. Udacity course lab (LeNet on MNIST). Prose plus the one error name. Cause: the lab's `tf.one_hot` placed on the GPU crashed the Windows GPU build (no catalogue ID). The poster's own opening post goes on with the fix that worked for him (left out of the text): 'This can be solved as suggested here: [Udacity forum] ... For this instance, in[7] this works: with tf.device('/cpu:0'): one_hot_y = tf.one_hot(y, 10)'. Another student ran it fine from a .py file; the maintainer closed it.",
        platform="windows",
    ),
)
