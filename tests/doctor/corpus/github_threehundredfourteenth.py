# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A three-hundred-and-fourteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on face-analysis and pose-estimation applications built on TensorFlow/Keras (serengil/deepface, ildoonet/tf-pose-estimation), found with plain words a user would type.

Broken kinds held: the GPU running out of memory under deepface's analysis and recognition
models (three threads, 2021-2023, each ending in TensorFlow's 'failed to allocate memory
[Op:AddV2]'), and a MacBook Pro with an NVIDIA GPU on which TensorFlow has no CUDA (prose only,
the title being all the stored copy holds of the post). Working runs: none met.

Small set: most threads on these repositories that the searches returned (deepface, retinaface,
facenet, mtcnn, tf-pose-estimation, DeepSORT trackers, emotion and age/gender estimators, gaze
and hand trackers) are already in the corpus, and most of the rest carry no confirmation in the
stored text (an answer with no reply, a fix reported by someone other than the poster, or the
thread cut off before its resolution). One confirmed thread was left out as unclear for a working
record: justinshenk/fer#23 (2021; the poster found the GPU 'was working the whole time only it
uses about 5% of the GPU', which reads as much like an input-bound run as a harmless one).

At first look (the doctor of commit 1903dcf) the cause was named in 4 of the 4 broken logs, all
first; no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepface-analyze-4gb-gpu-failed-to-allocate-addv2",
        source=_GH + "serengil/deepface/issues/371",
        text=r"""Hello, I'm experimenting DeepFace for emotion recognition, but when I try to analyze an image I get the following exception:

`ResourceExhaustedError: failed to allocate memory [Op:AddV2]`

Many posts on TensorFlow state this problem is related to the batchsize used during model training and recommend reducing it. However, how to do it? The code is as follows:

```
import cv2
import matplotlib.pyplot as plt
from deepface import DeepFace
boy_happy = cv2.imread('image/boy_happy_1.jpg')
plt.imshow(cv2.cvtColor(boy_happy, cv2.COLOR_BGR2RGB))
predictions = DeepFace.analyze(boy_happy)
```

The file is a 64Kb version of the following: https://www.dreamstime.com/stock-images-portrait-happy-boy-showing-thumbs-up-gesture-isolated-over-white-background-image34772834.

Thanks in advance!""",
        expected_cause="gpu-out-of-memory",
        note="2021. Maintainer serengil: 'your gpu memory seems not be enough. try disable it.'; the poster (gambit4348): 'Thank you! Indeed, my GPU has only 4Gb.', and after hiding the GPU the right way (CUDA_VISIBLE_DEVICES set before TensorFlow loads) 'It works if we do like this'. DeepFace.analyze loads four models (age, gender, race, emotion) at once. The platform is not stated (a Jupyter notebook; linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-verify-oom-failed-to-allocate-addv2",
        source=_GH + "serengil/deepface/issues/505",
        text=r"""I keep getting OOM errors or ResourceExhaustedError: failed to allocate memory [Op:AddV2] whenever I run a verification line for example. Do you have an suggestions of how to fix this? thanks""",
        expected_cause="gpu-out-of-memory",
        note="2022. Title and post say the same. Another user (NguyenTrongThinh) answered with tf.config.experimental.set_memory_growth on every GPU plus a 4000 MB logical-device memory limit; the poster: 'Thanks a lot for your response. It is working now.' and that hiding the GPU (CUDA_VISIBLE_DEVICES='') also fixed it. The GPU's memory ran out; capping and growing TensorFlow's allocation let the verification run. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="deepface-find-arcface-second-call-failed-to-allocate",
        source=_GH + "serengil/deepface/issues/715",
        text=r"""i write a function:

```python
def updatepkl(business):
    file_list = os.listdir("FR/dataset/" + business)
        for file in file_list:
	    file_path = 'FR/dataset/' + business + '/' + file
	    if os.path.isdir(file_path):
	        for i in os.listdir(file_path):
		    DeepFace.find(img_path=file_path + '/' + i, db_path="FR/dataset/" + business + '/',
                     model_name='ArcFace', detector_backend='dlib',
                    distance_metric="euclidean_l2", enforce_detection=False)  # update pkl file

```
When I execute this method, the GPU's memory is occupied greatly (14G,  total:16G). 
When I call it again, the following error occurs: 
```
tensorflow.python.framework.errors_impl.ResourceExhaustedError: {{function_node __wrapped__AddV2_device_/job:localhost/replica:0/task:0/device:GPU:0}} failed to allocate memory [Op:AddV2]
```
Please explain why this situation occurs.
thanks""",
        expected_cause="gpu-out-of-memory",
        note="2023. Maintainer serengil: 'Exception is clear. Your memory is not enough.' The poster did not dispute it ('I understand that when I call Deepface.find(), the GPU memory usage will increase.') and only asked why the memory stays taken after the first call (TensorFlow's allocator keeps what it took). Issue left open. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-pose-mid-2012-macbook-pro-gpu",
        source=_GH + "ildoonet/tf-pose-estimation/issues/416",
        text=r"""How to run using GPU as I have Mid 2012 MBP 15"?""",
        expected_cause="macos-no-cuda",
        note="2019. Prose only: the stored copy holds the title and no body. A mid-2012 15-inch MacBook Pro carries an NVIDIA GeForce GT 650M. Maintainer ildoonet: 'tensorflow only supports cuda(as far as i know). For this reason, GPU support is not available for macbooks.' Issue closed; the poster did not reply.",
        platform="macos",
    ),
)
