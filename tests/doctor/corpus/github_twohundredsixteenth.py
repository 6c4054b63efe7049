# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-sixteenth set of real threads, gathered apart, from GitHub issues (issues corpus) of a self-hosted home application new to the corpus: blakeblackshear/frigate, the network video recorder whose TensorRT object detector runs on an NVIDIA GPU (2023).

Broken kinds held: an RTX 40xx card (compute 8.9) that the TensorRT release in the image did not
know yet, an NVIDIA driver older than the one the image's TensorRT release requires (twice: a
KeyError from garbage detections on Ubuntu, a CUDA failure while building the model on TrueNAS
SCALE), a CUDA library (NVRTC) missing from the image, and the TensorRT detector configured in the
image that has no TensorRT in it. Working runs: none met.

Every record is from 2023, the year the TensorRT detector came in; the threads on the other
self-hosted applications looked at (nextcloud/recognize, photoprism, DeepStack, CodeProject.AI,
doods and its Home Assistant add-on, the Home Assistant TensorFlow integration) either were in the
corpus already or had no confirmation in the stored copy. One record is prose only (the image
name, not a log line, carries the cause). The TrueNAS record holds only the first lines of its
log: the stored copy shows the title and the start of the log, not the CUDA failure itself.

At first look (the doctor of commit 9cec133) the cause was named in 2 of the 5 broken logs, both
first (the RTX 4060 Ti the container does not support, the missing NVRTC library); the two old-driver
logs (neither names a driver version) and the prose-only image mix-up were missed. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="frigate-rtx4060ti-tensorrt-container-not-yet-supported",
        source=_GH + "blakeblackshear/frigate/issues/6666",
        text=r"""I have a 4060ti and couldn't get tensorrt with yolo models to work in frigate's stable-tensorrt image. I scratched my head the whole evening and narrowed down the issue. The Stable-tensorrt image requires 22.07-py3 to compile the trt models; however, 22.07-py3 doesn't support my 4060ti (which makes me to believe that rtx 4000 series won't work). The error message is as follows:

```
WARNING: Detected NVIDIA NVIDIA Graphics Device GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container
```

- I then tried to use 22.08-py3 and ended up with the same error message.
- tried 22.09-py3. I was able to compile the trt models with this version using my 4060ti but frigate couldn't start with error message saying that ```magic tag does not match```
- Obviously, the other higher versions won't work on my 4060ti

Can the frigate team consider supporting a high version of tensorrt + rtx 4000 series? 

### Version

0.12.0-DA3E197 Stable-tensorrt""",
        expected_cause="compute-capability-unsupported",
        note="2023. NateMeyer (who wrote Frigate's TensorRT detector) named the cause: 'The TensorRT library in 0.12 is version 8.4.1 which supports up to compute 8.7. The new RTX 4000 cards (Ada Lovelace) are compute 8.9. I'm looking at updating to 8.5.3', and his pull request #7006 'updates the TensorRT libraries to 8.5.3 in order to support the latest GPUs from Nvidia. Should address Issue #6666' (issue pinned, closed). The GPU is newer than the TensorRT build in the image (TensorRT, not TensorFlow). The 'magic tag does not match' line is the engine built with the newer 22.09 container failing to load in the older TensorRT of the image.",
        platform="linux",
    ),
    CorpusLog(
        name="frigate-tensorrt-keyerror-driver-below-530",
        source=_GH + "blakeblackshear/frigate/issues/7149",
        text=r"""2d52fbd-tensorrt detection KeyError: -16

````
2023-07-15 08:16:02.591574490    File "/usr/lib/python3.9/multiprocessing/process.py", line 108, in run
2023-07-15 08:16:02.591575990      self._target(*self._args, **self._kwargs)
2023-07-15 08:16:02.591584920    File "/opt/frigate/frigate/video.py", line 507, in track_camera
2023-07-15 08:16:02.591604270      process_frames(
2023-07-15 08:16:02.591605680    File "/opt/frigate/frigate/video.py", line 882, in process_frames
2023-07-15 08:16:02.591606780      detect(
2023-07-15 08:16:02.591608010    File "/opt/frigate/frigate/video.py", line 581, in detect
2023-07-15 08:16:02.591625921      region_detections = object_detector.detect(tensor_input)
2023-07-15 08:16:02.591627351    File "/opt/frigate/frigate/object_detection.py", line 226, in detect
2023-07-15 08:16:02.591653711      (self.labels[int(d[0])], float(d[1]), (d[2], d[3], d[4], d[5]))
2023-07-15 08:16:02.591655131  KeyError: -22
2023-07-15 08:16:02.591656491    File "/usr/lib/python3.9/multiprocessing/process.py", line 315, in _bootstrap
2023-07-15 08:16:02.591670841      self.run()
2023-07-15 08:16:02.591672081    File "/usr/lib/python3.9/multiprocessing/process.py", line 108, in run
2023-07-15 08:16:02.591673031      self._target(*self._args, **self._kwargs)
...
````""",
        expected_cause="driver-too-old",
        note="2023. The first line is the issue title; the traceback is JeffWDH's paste in the thread (the stored copy shows it as his, the opening post is not in it). JeffWDH confirmed the cause and his fix: '@NateMeyer turns out the TensorRT update included a requirement for driver version >=530 ... My fix: ubuntu-drivers install --gpgpu nvidia:535-server ... reboot', and his documentation pull request #7221: 'TensorRT release 23.03 requires a minimum of NVIDIA driver version 530 ... All builds since dd02958 have required >=530. Solves #7149.' The old driver shows only as garbage class ids (negative label keys); the log names no driver version.",
        platform="linux",
    ),
    CorpusLog(
        name="frigate-truenas-yolo-layer-cuda-failure-old-driver",
        source=_GH + "blakeblackshear/frigate/issues/7959",
        text=r"""beta2-tensorrt Cuda failure in file 'yolo_layer.cu'

                "io.kubernetes.pod.name": "frigate-ix-chart-7bf9b5b4f5-b6z4x",
                "io.kubernetes.pod.namespace": "ix-frigate",
...

### Relevant log output

```shell
s6-rc: info: service s6rc-fdholder: starting
s6-rc: info: service s6rc-oneshot-runner: starting
s6-rc: info: service s6rc-oneshot-runner successfully started
s6-rc: info: service fix-attrs: starting
s6-rc: info: service s6rc-fdholder successfully started
...
```""",
        expected_cause="driver-too-old",
        note="2023. TrueNAS SCALE (the ix-chart pod of its app catalogue), Frigate 0.13.0-beta2-tensorrt. The stored copy holds the title, the container inspection and the first lines of the log, not the CUDA failure itself (cut). The poster confirmed the fix: 'I was able to upgrade TrueNAS to TrueNAS-SCALE-23.10-RC.1 which includes NVIDIA driver 535.54.03. The docker container now generates the trt model successfully.' The TensorRT in the image needs driver >= 530 (frigate pull request #7221).",
        platform="linux",
    ),
    CorpusLog(
        name="frigate-tensorrt-libnvrtc-missing-in-image",
        source=_GH + "blakeblackshear/frigate/issues/5015",
        text=r"""I'm at a loss and hoping for any suggestions.  Basically I'm trying to get a TensorRT detector working with `blakeblackshear/frigate:0.12.0-beta2-tensorrt` (Docker compose config).  

I *feel* like my general NVIDIA configuration is OK, given:

- I was able to generate the `trt-models` using the `tensorrt_models.sh` script inside a `nvcr.io/nvidia/tensorrt:22.07-py3` container
- `nvidia-smi` works in the Frigate container, on the host, and in my other NVIDIA runtime containers.
- ffmpeg hardware acceleration is working fine with the Frigate container using `preset-nvidia-h264` and `-c:v h264_cuvid`
- I'm running other containers which use CUDA, etc.

However, when trying to startup a TensorRT detector, I get the following:

```
Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: No such file or directory
Fatal Python error: Aborted
```

I see `libnvrtc.so` on both my host and inside the `nvcr.io/nvidia/tensorrt:22.07-py3` and other containers, but not inside my Frigate container.   So I'm perplexed as as to how I can make `libnvrtc.so` (from CUDA?) available in the container short of bind mounting `/usr/local/cuda-11.7/targets/x86_64-linux/lib/` from the host. ...""",
        expected_cause="cuda-libraries-missing",
        note="2023. The image lacked the CUDA NVRTC library that cuDNN loads. NateMeyer's pull request #5087 'Update library loading for tensorrt': 'Fixes #5015. Some users appear to need the nvrtc library (#5015). Add that library and add the python paths to ld.so.conf.' Others in the thread saw the same on beta3 and got past it by installing libnvrtc11.2 and mounting it (BBaoVanC).",
        platform="linux",
    ),
    CorpusLog(
        name="frigate-stable-image-without-tensorrt-quadro-m2000",
        source=_GH + "blakeblackshear/frigate/issues/7457",
        text=r"""I've been trying to enable tensor as a detector to my setup but I am getting this error in logs no matter what ive tried in this forum. I'm probably just being stupid but help me out please :) 

Ubuntu 22.04
Docker 24.0.5
CUDA 12.2
QUADRO M2000 535.86.10

Hardware decoding and restream is working ok providing I disable tensor. 

I have bind libnvrtc.so.12.2.128 > libnvrtc.so and trt-models using protainer and confirmed the generated models are accessable by navigating to them in the docker console.  

### Version

0.12.1-367D724

I'm using the ghcr.io/blakeblackshear/frigate:stable image.

Also I have installed the nvidia container kit and that is working with hardware decoding""",
        expected_cause="tensorrt-unavailable",
        note="2023. Prose only (the error the poster meant sits past the configuration in the stored copy, cut). The last two paragraphs are the poster's replies to maintainer NickM-27, who then named the cause: 'Well there's the problem, you're not using the tensorrt image like it says to in the detector docs.' The poster did not dispute it and asked which image to use. The plain Frigate image carries no TensorRT; the detector needs the -tensorrt image.",
        platform="linux",
    ),
)
