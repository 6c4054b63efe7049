# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-second set of real threads, gathered apart, from GitHub issues (issues corpus) on face recognition, detection and face-swap projects built on TensorFlow (davidsandberg/facenet, deepfakes/faceswap, iperov/DeepFaceLab, serengil/deepface), found with plain words a user would type.

Broken kinds held: a TensorFlow 1.7 GPU wheel that could not load the CUDA 9.0 cuBLAS it was
built for, faceswap training that barely touched the GPU because the CUDA 10.0 runtime was not
there, and a GeForce GTX 680 (compute capability 3.0) that DeepFaceLab passed over for the CPU
because it is below the 3.5 minimum. Working runs: 1 (deepface in a Docker container with no GPU,
wanting the CPU: cuInit failed with UNKNOWN ERROR (303) and the verification still finished).

Small set (2018-2020): the face projects' GPU threads are mostly answered with "install
tensorflow-gpu" and never closed by the poster, and most threads on mtcnn, retinaface, deepface
(2022-2025), CompreFace and the DeepFaceLab Linux port end without the poster's word in the stored
text. One record is prose only (the DeepFaceLab one). The faceswap log is cut where the stored
copy cuts it; the library line that follows it is the one the maintainer quoted from the
poster's log.

At first look (the doctor of commit 5a1a71f) the cause was named in 2 of the 3 broken logs, both
first (the DeepFaceLab prose was read as a CPU-only build and missing CUDA libraries); the working
run was flagged (container-without-gpus: true of the container, but the poster wanted the CPU).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="facenet-train-softmax-libcublas-so-9-import-error",
        source=_GH + "davidsandberg/facenet/issues/858",
        text=r"""Hi everyone,

I have a question. How can I set the train_softmax.py script to run in gpu? I have a machine with a NVIDIA 1080 GPU and I'm training a model (using a different dataset of faces) in this one. But, when I run the command _**nvidia-smi**_ I've got the message "No running processes found". I've searched for this kind of issues or questions but I have not found anything.

Thanks.

First of all, thanks for answer my question. Unfortunately, this command did not work for me. I also tried **sudo pip3 install tensorflow-gpu==1.7.0** and whem importing tensorflow a error has ocurred:
**ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory.**

Have you ever seen something like this? I've googled it but without sucess.""",
        expected_cause="cuda-libraries-missing",
        note="2018. The second paragraph is the poster's reply after a commenter (winroot) suggested tensorflow-gpu 1.7.0 and then 'plz install cuda9 & cudnn7'. The poster (rgsousa88) closed it: 'I finished the train. I had problems with installed versions of cuda/cudnn libs. I've solved this by updating libs to ...' (the rest is cut off in the stored copy). TensorFlow 1.7 wheels are built for CUDA 9.0 / cuDNN 7; the CUDA 9.0 libraries were not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-train-gpu-barely-used-libcudart-10-0-missing",
        source=_GH + "deepfakes/faceswap/issues/1004",
        text=r"""Hi There,
When I tried to train the model, only ~150mb of GPU is used and it was really slow. I couldn't figure out why. 

**To Reproduce**
Steps to reproduce the behavior:
This is the command I used.
python faceswap.py train -L TRACE -A ~/Data/faceswap/brie_out/ -ala ~/Data/faceswap/brielarson_frames/alignments.fsa -B ~/Data/faceswap/shawni_out/ -alb ~/Data/faceswap/good_shawni_faces/alignments.fsa -m first -t villain -bs 16 -g

**Expected behavior**
Using TensorFlow backend.
04/02/2020 22:17:33 INFO     Model A Directory: /home/alice/Data/faceswap/brie_out
04/02/2020 22:17:33 INFO     Model B Directory: /home/alice/Data/faceswap/shawni_out
04/02/2020 22:17:33 INFO     Training data directory: /home/alice/Playground/faceswap/first
04/02/2020 22:17:33 INFO     ===================================================
04/02/2020 22:17:33 INFO       Starting
04/02/2020 22:17:33 INFO       Press 'ENTER' to save and quit
04/02/2020 22:17:33 INFO       Press 'S' to save model weights immediately
04/02/2020 22:17:33 INFO     ===================================================
04/02/2020 22:17:34 INFO     Loading data, this may take a while...
04/02/2020 22:17:34 INFO     Loading Model from Villain plugin...
04/02/2020 22:17:34 VERBOSE  Loading config: '/home/alice/Playground/faceswap/config/train.ini'
...
tensorflow/stream_executor/platform/default/dso_loader.cc:53] Could not dlopen library 'libcudart.so.10.0'; dlerror: libcudart.so.10.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2020. The stored copy of the opening log is cut after the config lines; the last line is the one maintainer bryanlyon quoted from the poster's log in his answer: 'Cuda has not been installed correctly.  Try reinstalling.' The poster did not dispute it and the issue was closed. faceswap then ran TensorFlow 1.15, built for CUDA 10.0; without libcudart.so.10.0 it trained on the CPU (the ~150 MB on the GPU came from elsewhere).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-gtx680-cc30-using-device-cpu",
        source=_GH + "iperov/DeepFaceLab/issues/515",
        text=r"""## Expected behavior

It is supposed to use GPU as GeForce GTX 680 support CUDA 9 (it is the case with FakeApp)

## Actual behavior

Only CPU is used and it's slow !
It is the case for face extraction or traing for example. It says "Using device CPU"

## Other relevant information
- Window 10 Pro (x64)
- GeForce GTX 680
- CUDA 9,  cudnn 10.2""",
        expected_cause="compute-capability-too-old",
        note="2019. Prose only. The poster (Entretoize) found the cause himself: 'I removed the line with `if cc >= tf_min_req_cap:` in device.py', after which DeepFaceLab listed the GeForce GTX 680 but the GPU still showed 0% use; commenter TooMuchFun: 'Try reducing the `DFL_TF_MIN_REQ_CAP` environment variable. It defaults to 35.' The GTX 680 has compute capability 3.0, below the 3.5 that DeepFaceLab's TensorFlow build requires, so DeepFaceLab (and TensorFlow) pass it over.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deepface-docker-cpu-cuinit-303-verification-done",
        source=_GH + "serengil/deepface/issues/34",
        text=r"""I have this error using debian on the docker, I would like to disable cuda support, is there how?

Below is the output:

Using TensorFlow backend.
^[[AUsing VGG-Face model backend and cosine distance.
2020-05-20 14:35:39.426369: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)
Verification: 100%|██████████████████████████████████████████████████| 1/1 [00:00<00:00,  1.46it/s]
{'pair_1': {'distance': 0.23476946353912354,
            'max_threshold_to_verify': 0.4,
            'model': 'VGG-Face',
            'similarity_metric': 'cosine',
            'verified': True}}

I tried both methods, but the error doesn't go away:

Using TensorFlow backend.
Analyzing your system...
DeepFace will run on CPU
Using VGG-Face model backend and cosine distance.""",
        expected_cause=None,
        harmless=True,
        note="2020. Confirmed harmless by the outcome: the verification finished and printed its result on the CPU, which is what the poster wanted in a Docker container on Debian with no GPU passed in. Maintainer serengil suggested os.environ['CUDA_VISIBLE_DEVICES']='' or DeepFace.allocateMemory(); with them deepface reported 'DeepFace will run on CPU' and the cuInit line stayed (the second paragraph, cut where the stored copy cuts it). Issue closed.",
        platform="linux",
    ),
)
