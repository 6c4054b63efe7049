# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-twenty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on self-hosted applications that run TensorFlow on an NVIDIA GPU (nextcloud/recognize, through tfjs-node-gpu), found with plain words a user would type.

Broken kinds held: a 2 GB GPU too small for the application's TensorFlow models (cuDNN could not
allocate its handle). Working runs: 0.

Very small set: the threads on these applications (nextcloud/recognize, photoprism/photoprism,
DeepStack, DOODS, CompreFace, the Home Assistant TensorFlow integration, TrueNAS, LXD and Proxmox
GPU passthrough) are either already in the corpus or end without a confirmed cause in the stored
text. Several applications in this family do not run TensorFlow on the GPU at all (DeepStack and
LibrePhotos use PyTorch or dlib, CompreFace's GPU builds use MXNet, Immich uses ONNX Runtime), so
their threads were left out. Left out as well: nextcloud/recognize#771 (a RESOURCE_EXHAUSTED
allocation failure with no cause stated in view), truenas/apps#4709 and nextcloud/docker#2575
(the same missing CUDA runtime in the stock Nextcloud image as a thread already held, still
without a reported fix), snowzach/doods#38 (a maintainer calls TensorFlow's 'exceeds 10% of free
system memory' notice ignorable, but the run was on the CPU, not an NVIDIA GPU) and
nextcloud/recognize#22 (prose only: a tfjs-node-gpu binding built for an older N-API).

At first look (the doctor of commit 720b333) the cause was named in 0 of 1 broken logs, 0 first
(it named only memory-growth-disabled); no working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="recognize-docker-geforce-940mx-2gb-cudnn-status-alloc-failed",
        source=_GH + "nextcloud/recognize/issues/550",
        text=r"""# CUDNN_STATUS_ALLOC_FAILED (on 2GB GPU)

### Which version of recognize are you using?

latest

### Enabled Modes

Object recognition, Face recognition, Video recognition, Music recognition

### TensorFlow mode

GPU mode

### Which Nextcloud version do you have installed?

25.0.2.3

### Which Operating system do you have installed?

Debian 11

### Which Docker container are you using to run Nextcloud? (if applicable)

v20.10.12

### How much RAM does your server have?

32GB

### What processor Architecture does your CPU have?

amd64

### Describe the Bug

Same GPU Docker image used as on the two other systems and on this one CUDNN doesn't want to cooperate - fails to allocate memory by the looks of the message.

Not sure if this is due to model sizes or anything else, i.e. something statically programmed.

This system is different from the other two in terms of having only 2GB on GPU:
- GeForce 940MX (GM108M)

Other than that, I don't have a clue why would this one fail.

The other two have 4GB:
- Quadro M1200 (GM107GLM)
- NVIDIA GeForce GTX 960M (GM107M)

Tests were run down to a single image to be processed.

### Expected Behavior

Hopefully can work for the guys with 2GB GPUs

### To Reproduce

```
{
  "reqId": "pCL5tnuqFpPCvgYzJ5Ok",
  "level": 0,
  "time": "2022-12-12T00:14:05+01:00",
  "remoteAddr": "",
  "user": "--",
  "app": "recognize",
  "method": "",
  "url": "/cron.php"
...

Btw. running two parallel processes on 4GB system, got me into the same issue.""",
        expected_cause="gpu-out-of-memory",
        note="2022. Docker (Debian 11 host), recognize in GPU mode through tfjs-node-gpu. The issue title (first line) names the cuDNN error; the stored copy ends at the start of the pasted Nextcloud log ('...'); the last paragraph is the poster's own later fact. Maintainer marcelklehr pointed to the image size the models get ('I believe 1024x1024 is quite a lot for a Neural network'); the poster (bugsyb) accepted it ('Yup, understood') and added that two parallel processes on a 4GB GPU failed the same way; another user (jakepi84) got the same CUDA out-of-memory errors on a 2GB Quadro P400 even with TEMP_FILE_DIMENSION lowered to 256, while 'I use my 1660 6GB card it runs flawlessly'. Medium strength: no report of a fix on the 2GB card itself. Issue closed.",
        platform="linux",
    ),
)
