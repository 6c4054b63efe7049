# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A forty-fourth set of real threads, gathered apart: learning material and reusable model code.

Threads from the trackers of tutorials, course and book notebooks, model ports and notebook
(Colab/Kaggle) projects, where beginners set up a GPU.

Broken set-ups: the CPU-only TensorFlow package (a model port and a notebook project run with it,
a TF 2.0 beta on Colab, a project's setup.py or requirements file), a cuDNN other than the one the
TensorFlow build wants (Colab after a TensorFlow roll-out, a Windows tutorial with cuDNN 7.6 under
TF 1.5),
CUDA libraries TensorFlow cannot load (an old TensorFlow pinned on a newer Colab CUDA, the TF 2.12
install guide's activation script that left out the pip cuDNN).

Working run: Windows Task Manager's default graph showing an idle GPU while training used it.

Most texts are prose or issue forms; several errors were only in screenshots.

At first look (the doctor of commit 4353885) the cause of 1 of the 10 broken logs was named;
the working run was not flagged. Misses: prose complaints with no release or system ("only the
CPU is working", "will still be running on cpu"), errors only in screenshots, Colab's CUDA of
the day, cuDNN versions told only in the answers. After the changes made from it: 4/10.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="keras-yolo2-train-cpu-maxed-gpu-idle-cpu-tensorflow",
        source=_GH + "experiencor/keras-yolo2/issues/25",
        text=r"""Training speed is very slow...almost 2000s per epoch on a dataset of 300 images.

I'm using the train.py because I haven't yet figured out how to get tiny-yolo working through the jupyter implementation (i'm still working on it though so I'll keep everyone updated!). 

I'm almost maxed out on CPU usage...but my GPU usage is nothing. Does anyone have any suggestions on how to offload some work onto the GPU, or a working jupyter implementation of tiny yolo?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2017. A commenter: 'Because you didn't use the GPU', and the maintainer: 'You need to figure out how to install the GPU version of tensorflow'; the poster did not dispute. Prose only, weak evidence (the CPU-only package is inferred).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf2-beta1-gpu-not-visible-needs-tensorflow-gpu",
        source=_GH + "googlecolab/colabtools/issues/662",
        text=r"""- Describe the current behavior:

GPU is not visible to tensorflow 2.0.0-beta1 even when notebook is set to use it.

- Describe the expected behavior:

GPU is available

- The web browser you are using (Chrome, Firefox, Safari, etc.):

It doesn't matter.

- Link to self-contained notebook that reproduces this issue
  (click the *Share* button, then *Get Shareable Link*):

https://colab.research.google.com/drive/1vgMWH8im_p6gRN60Nnawzn7jTL5P5UNd""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2019, Colab. A maintainer: 'We have a separate package for the GPU build ... !pip install tensorflow-gpu==2.0.0-beta1'; the poster: 'That's it. Thank you!'. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf-docs-transfer-learning-hub-gpu-runtime-fails",
        source=_GH + "googlecolab/colabtools/issues/3016",
        text=r"""The tutorial does not run by itself without you injecting code if you are using the GPU as default.
You either have to switch to Non GPU, switch to TF 2.7 or change libcudnn8-dev to libcudnn8 (via `!apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2`).

The purpose of the tutorials is that it should just run in colabs so that you can focus of the material and not trouble shooting the environment. It is really hard to trouble shoot the environment when you are not given a build eg requirements.txt file with library dependancies.

Google Tutorial
https://colab.research.google.com/github/tensorflow/docs/blob/master/site/en/tutorials/images/transfer_learning_with_hub.ipynb

My Gist
https://colab.research.google.com/gist/ejboettcher/941018debe5072ab638087ea2cc6d30a/transfer_learning_with_hub.ipynb

Fails at 
```bash
result = classifier.predict(grace_hopper[np.newaxis, ...])
result.shape
```""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="2022, Colab GPU runtime after the TF 2.9.1 roll-out. The Colab team: 'The fix is rolling out now ... either of the following should fix it: !pip install -U tensorflow==2.8.2 or !apt install --allow-change-held-packages libcudnn8=8.1.0.77-1+cuda11.2'. Prose only; the poster's own work-around already names the cuDNN package.",
        platform="linux",
    ),
    CorpusLog(
        name="tfod-tutorial-windows-tf15-cudnn-launch-failure-cudnn-76",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/440",
        text=r"""Object_detection_image.py | cuDNN launch failure : input shape ([1,300,400,64])

I am using Tensorflow 1.5
python 3.5.4
Cuda 9.0
When I run the Object_detection_image.py I am having the attached image ERROR. I have tried the 
  config = tf.ConfigProto()
  config.gpu_options.allow_growth = True
 sess = tf.Session( config=config ,graph=detection_graph)
But It does not solve the Issue.
![Issue Tensorflow](https://user-images.githubusercontent.com/24617277/73867223-1dae9200-4868-11ea-82e0-e1f4d8727603.png)""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="2020, tutorial repo. The poster: 'It was the Cudnn Issue I was using 7600 version instead of 7000 version' and 'I have solved the Issue by Changing my CUDNN version to 7.0.*'. Title plus prose; the log is a screenshot (weak).",
        platform="windows",
    ),
    CorpusLog(
        name="one-pixel-attack-notebook-slow-cuda-visible-devices-cpu-tensorflow",
        source=_GH + "Hyperparticle/one-pixel-attack-keras/issues/9",
        text=r"""I try to use the gpu in the one-pixel attack for imagenet, because the model run on imagenet is too slow, but I use os.environ["CUDA_VISIBLE_DEVICES"] seems did not work, can you give some help. Thanks so much !""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2019, notebook project. After the maintainer asked whether the GPU is enabled for TensorFlow, the poster: 'Thanks, I found I have just installed the cpu version tensorflow'. Prose only (weak); the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-deepsort-colab-tf230-no-gpu-with-cuda-112",
        source=_GH + "theAIGuysCode/yolov4-deepsort/issues/154",
        text=r"""I'm running this DeepSORT  implementation on Google Colab and the runtime is about 0.4-0.5fps.

I'm connected to a GPU but it seems like only the CPU is working.  I've tried the following:

- Uninstall tensorflow, install tensorflow-gpu 2.3.0 (note: 2.3.0rc0 was a pre-release and it's no longer available)
- Verifying GPU is available before running deepsort
- Converted my darknet weight to TF (several times)
- Restarted the runtime

Any ideas?  Seems like this is an ongoing problem and unfortunately renders this implementation unusable until its fixed.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="2022, Colab. The poster's own update: with TF 2.3.0 tf.test.gpu_device_name() prints nothing, with the latest TF it prints /device:GPU:0; 'TF version 2.3.0 seems to not compatible with the current version of CUDA (11.2), so the GPU is not used' (TF 2.3 wants the CUDA 10.1 libraries). Prose only.",
        platform="linux",
        consequences=frozenset({"no-gpu-visible"}),
    ),
    CorpusLog(
        name="tf-docs-pip-conda-activate-script-drops-cudnn-path-tf212",
        source=_GH + "tensorflow/tensorflow/issues/60183",
        text=r"""Please update/fix the tutorial of how to automatically add cuda/dnn path into environment when activate conda environment

### Issue Type

Documentation Bug

### Have you reproduced the bug with TF nightly?

No

### Source

source

### Tensorflow Version

tf 2.12

### Custom Code

No

### Mobile device

Linux Ubuntu 22.04.2

### Python version

3.8

### Current Behaviour?

```shell
Hi guys,

First thanks for the support from TF 2.0 and cuda. I think there is a typo in tutorial which results the cuda would not be found by TF. In the main tutorail from https://www.tensorflow.org/install/pip#linux_setup (access from 2023.3.31). 

Where you mention "For your convenience it is recommended that you automate it with the following commands. The system paths will be automatically configured when you activate this conda environment."

and the code be given is:

"mkdir -p $CONDA_PREFIX/etc/conda/activate.d
CUDNN_PATH=$(dirname $(python -c "import nvidia.cudnn;print(nvidia.cudnn.__file__)"))
echo 'export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib/:$CUDNN_PATH/lib' > $CONDA_PREFIX/etc/conda/activate.d/env_vars.sh"

This is somewhat problematic as this would only put "export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib/:$CUDNN_PATH/lib" inside the file "env_vars.sh",
and when I
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="2023, TF 2.12 install guide. Labelled type:docs-bug / awaiting PR merge; tensorflow/docs#2214 ('Fixes #60183') writes the CUDNN_PATH line into env_vars.sh too and was merged after review by TF staff: the activated environment's LD_LIBRARY_PATH missed the pip cuDNN. The description was read only up to 'and when I' (cut, marked ...). Prose; no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="teachmyagent-gpu-id-set-still-cpu-setup-py-plain-tensorflow-115",
        source=_GH + "flowersteam/TeachMyAgent/issues/3",
        text=r"""Question about Running on GPU

Hi there,

Thank you very much for proposing the benchmark for ACL which is very much needed. Really great work! I'm interested in the work you've done and was trying to run some experiments. I found even I set the gpu id the code will still be running on cpu. I was wondering running on gpu is not included yet or I missed something?

Thank you very much for your great work!

Best,
Zhao""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2021. The poster, after the maintainer's reply: 'After I installed tensorflow-gpu 1.15, now it's able to run on GPU. So I think the setup.py file of the repository will install tensorflow 1.15 in default, which only supports CPU'; the maintainer: 'Glad to hear you fixed your issue. We will update the setup.py to install the GPU version of tensorflow.' Prose only; platform not stated. (TF 1.15's plain pip wheel was announced as GPU-capable; which package setup.py really pulled is not shown.)",
        platform="linux",
    ),
    CorpusLog(
        name="kaggle-jigsaw-solution-requirements-tensorflow-160-cpu-build",
        source=_GH + "sermakarevich/jigsaw-toxic-comment-classification-challenge/issues/3",
        text=r"""tensorflow requirement should be tensorflow-gpu

The requirements file lists tensorflow==1.6.0. However pip install only installed the CPU version, I had to install tensorflow-gpu to get the models to work. Consider amending the requirements file - would tensorflow-gpu==1.6.0 work?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="2018, a Kaggle competition solution. The poster's own finding (the plain tensorflow==1.6.0 wheel is CPU-only; installing tensorflow-gpu made the models work); the maintainer did not dispute ('It is better to install it as instructed on tensorflow site as you need to have proper version of CUDA and Cudnn installed as well'). Self-diagnosed prose; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-colab-notebook-stopped-after-colab-cuda-update-2019",
        source=_GH + "iperov/DeepFaceLab/issues/496",
        text=r"""Google Colab - Stopped working

##  Expected behavior

Trying to Train a model and it doesn't run and give this error. 

## Steps to reproduce
![2019-11-19](https://user-images.githubusercontent.com/56723430/69116397-47022200-0ab2-11ea-91bb-efaaa9ff676f.png)

Simply run Colab .... 

## 
Quit , restarted the browser and tried again . 
Also, tried after some time with a different account and browser.. same error ..

## Other relevant information
was working fine till a couple of hours ago ...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="2019-11-19, the day Colab moved to CUDA 10.1. A commenter: 'This fixed it: !pip install tensorflow-gpu==1.15.0 / !apt-get install cuda=10.0.130-1'; the poster: 'confirmed that works !' (the TF 1.x build needs the CUDA 10.0 libraries; the same day's #497 shows 'libcublas.so.10.0: cannot open shared object file'). The error itself is only in a screenshot: prose, weak.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="yolov4-deepsort-windows-task-manager-shows-gpu-idle",
        source=_GH + "theAIGuysCode/yolov4-deepsort/issues/29",
        text=r"""GPU 2060
CUDA 10.1
Cudnn 7.65
tensorflow 2.3.0rc0

But the GPU didn't be uesd at all when running this code, and I only got about 15 FPS.

Is there any way to solve it?""",
        expected_cause=None,
        harmless=True,
        note="2020. A commenter measured 14-19 FPS on a Colab T4 ('your 15 FPS is great'); the poster then: 'by using command line my GPU have more than 50% usage and nearly all the GPU memory are being occupied. So maybe the Task Manager can't show the real-time GPU usage'. The GPU was in use. Prose only.",
        platform="windows",
    ),
)
