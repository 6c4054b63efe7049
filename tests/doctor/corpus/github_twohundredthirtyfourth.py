# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (DeepLabCut/DeepLabCut, endernewton/tf-faster-rcnn, mozilla/DeepSpeech): CUDA_VISIBLE_DEVICES set by a launcher argument or on the command line while the NVIDIA GPU sat there unused (2017-2021).

Broken kinds held: an application's GPU argument (DeepLabCut's `gputouse=1`, which it turns into
CUDA_VISIBLE_DEVICES) naming a second GPU on a one-GPU machine; a shell command that set
CUDA_VISIBLE_DEVICES to `$0` (a shell parameter, not a GPU index); and a run where
CUDA_VISIBLE_DEVICES=3 did show TensorFlow the GPU, renumbered as GPU:0, while the poster's own
device filter still looked for GPU 3 and so fell back to the CPU (no catalogue cause: the variable
did not hide the GPU, the renumbering confused the application's code). Working runs: none met.

Small set, none from 2022 or later: nearly every thread on this kind of cause that the searches
returned is already in the corpus or was read before and found unconfirmed. Two more threads with
a maintainer's answer and no reply from the poster, both prose only, were left out to keep
prose-only records to a third: DetectionTeamUCAS/R2CNN_Faster-RCNN_Tensorflow#28 (2018; yangxue0827:
'Setting GPU id here', pointing at GPU_GROUP in cfgs.py) and Thinklab-SJTU/R3Det_Tensorflow#68
(2020; yangxue0827: 'check GPU_GROUP in cfgs.py').

At first look (the doctor of commit 6f9589e) the cause was named in 2 of the 3 broken logs, both
first; the record with no catalogue cause (the DeepSpeech one) was given cuda-libraries-missing, a
wrong cause; there is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deeplabcut-gputouse-1-one-gpu-cuinit-no-device-and-imread-none",
        source=_GH + "DeepLabCut/DeepLabCut/issues/1599",
        text=r"""`TypeError: 'NoneType' object is not subscriptable` & `failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected`

### Is there an existing issue for this?

- [X] I have searched the existing issues

### Bug description

We weren't using DLC for a while because our system went off. When we wanted to use it again, it gives us an error and didn't and stopped in the start training position.
The error:
Exception in thread Thread-1:
Traceback (most recent call last):
  File "/opt/rh/rh-python38/root/usr/lib64/python3.8/threading.py", line 932, in _bootstrap_inner
    self.run()
  File "/opt/rh/rh-python38/root/usr/lib64/python3.8/threading.py", line 870, in run
    self._target(*self._args, **self._kwargs)
  File "/home/alice/.local/lib/python3.8/site-packages/deeplabcut/pose_estimation_tensorflow/core/train.py", line 80, in load_and_enqueue
    batch_np = dataset.next_batch()
  File "/home/alice/.local/lib/python3.8/site-packages/deeplabcut/pose_estimation_tensorflow/datasets/pose_imgaug.py", line 363, in next_batch
    ) = self.get_batch()
  File "/home/alice/.local/lib/python3.8/site-packages/deeplabcut/pose_estimation_tensorflow/datasets/pose_imgaug.py", line 298, in get_batch
    image = imread(os.path.join(self.cfg["project_path"], im_file), mode="RGB")
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2021. The first line is the issue's title (the poster's words; the cuInit line appears there); the stored copy of the opening post breaks off inside the traceback, so the rest of the log is not recorded. Two problems: jeylau (maintainer) put the TypeError down to an image of the training set no longer at its place ('make sure the \"project_path\" in your config.yaml file is correct'), and MMathisLab (maintainer) named the GPU one: 'failed call to cuInit: CUDA_ERROR_NO_DEVICE ... it cannot find your GPU, which you overwrite, set to 1 (which would mean you have 2 GPUs, indexing starts at 0 and that is why we set default to 0 :). `gputouse=1`'. The poster: 'Thank you for your answers, It helps a lot.' DeepLabCut's gputouse sets CUDA_VISIBLE_DEVICES, so index 1 on a one-GPU machine hid the only GPU. Platform from the paths (/opt/rh/rh-python38: Red Hat software collections).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-faster-rcnn-demo-cuda-visible-devices-dollar-zero",
        source=_GH + "endernewton/tf-faster-rcnn/issues/38",
        text=r"""When executing the command

`CUDA_VISIBLE_DEVICES=$0 ./tools/demo.py `

I get greeted with "no CUDA-capable device is detected" - however I have a TITAN X on Ubuntu 16.04 with CUDA installed, running nvidia-smi gives me the Device-ID of 0, so what could be the problem here?""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2017. bhack answered the same day with the fix, 'CUDA_VISIBLE_DEVICES=0'; the poster did not dispute it and the issue was closed. Typed at a prompt, `$0` expands to the shell's name (e.g. bash), not to a GPU index, so CUDA_VISIBLE_DEVICES selected no GPU (the README's `CUDA_VISIBLE_DEVICES=${GPU_ID}` copied with the wrong variable). A command and the error message, no full log.",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-cuda-visible-devices-3-own-gpu-filter-runs-on-cpu",
        source=_GH + "mozilla/DeepSpeech/issues/1457",
        text=r"""CUDA_VISIBLE_DEVICES=2,3 USE ONLY CPU.

tf1.3
python 2.7.13
CUDA 7.5
----------------
I modify `get_available_gpus()` like this

```
def get_available_gpus(gpu_ids=[3]): 

    local_device_protos = device_lib.list_local_devices()
    gpus_to_use = []
    for gpu_itm in [x.name for x in local_device_protos if x.device_type == 'GPU']:
        if int(re.search(re.compile('[0-7]'), gpu_itm).group()) in gpu_ids:
            gpus_to_use.append(gpu_itm)
    print('GPU TO USE: {0}'.format(gpus_to_use))
    return gpus_to_use
```
if I train with  `python train.py` ， it will use GPU 3, but will occupy other gpus; 

**### while I run by `CUDA_VISIBLE_DEVICES=3 python train.py` it will only use CPU, but occupy gpu3**

------------
How can I use only gpu 3""",
        expected_cause=None,
        note="2018. The first line is the issue's title. Screenshots (nvidia-smi) left out; no log in the post. lissyx (maintainer) pointed to the documented use of CUDA_VISIBLE_DEVICES and asked why get_available_gpus was changed; the poster: 'problem has been solved as you refered, Do Not change `get_available_gpus` method and run by `CUDA_VISIBLE_DEVICES=3 python train.py` will use specified GPUS, my fault...'. With CUDA_VISIBLE_DEVICES=3 TensorFlow saw the GPU (it took memory on gpu3) but named it GPU:0, so the poster's filter for id 3 found none and the model went to the CPU. The variable did not hide the GPU: no catalogue cause (an application's own device selection). A record where the doctor should not blame CUDA_VISIBLE_DEVICES for hiding every GPU.",
        platform="linux",
    ),
)
