# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftysecond set of real threads: object detection and OCR code on Darknet and TensorFlow/Keras on NVIDIA GPUs (2018-2023), from GitHub issues on AlexeyAB/darknet, pjreddie/darknet and faustomorales/keras-ocr.

Broken kinds held: a GPU number the process does not have (Darknet's -gpus 6,7 while
CUDA_VISIBLE_DEVICES=6,7 had renumbered them 0,1; '-i 1' on a one-GPU Windows box), a
five-GPU -gpus list with one GPU broken (gpu-hardware-fault, the invalid ordinal following from
it), two Fermi laptop GPUs (GT 625M, GT 630M, compute capability 2.1) under a Darknet built for
newer GPUs, a Windows driver 385.54 older than the CUDA 10.0 Darknet was built with, a plain
out-of-memory while training YOLOv4 on a 4 GB card, cuDNN not installed when linking Darknet,
and a Darknet binary left built without GPU (stale objects; make clean fixed it). Two causes have
no catalogue ID: cuDNN 8.8.1 under a Darknet/OpenCV build (CUDNN_STATUS_BAD_PARAM at the first
layer; 8.8.0 worked) and an outdated cuDNN under keras-ocr (CUDNN_STATUS_EXECUTION_FAILED in the
recognizer's LSTM after some minutes; updating cuDNN fixed it). All broken: 11; working runs: none
met.

Most records come from AlexeyAB/darknet and pjreddie/darknet, of which the corpus held two
threads; the TensorFlow-based detection and OCR repositories on this angle (the Object Detection
API, keras-ocr, the YOLOv4 ports, Mask_RCNN) are already well mined, and what was left there had
no confirmation in the stored copies. Few threads are from 2023 or later: Darknet's tracker moved to
hank-ai/darknet and Codeberg, and the stored copies of hank-ai/darknet threads end before their
answers. Two texts carry the issue title as their first line because the first post's error is
only in a screenshot (AlexeyAB/darknet#804, #2554); the note says so.

Left out: Darknet build-time failures of the build tools themselves (CMake 'CUDA not found', nvcc
'Unsupported gpu architecture', nvcc not on PATH: AlexeyAB/darknet#7582, #7836, #8350, #8938,
#6853, pjreddie/darknet#2360, hank-ai/darknet#54) as compile problems, not a GPU setup (the one
build failure kept, AlexeyAB/darknet#4445, is a missing cuDNN); threads whose confirming reply
lies past the stored excerpt (AlexeyAB/darknet#1491, #8154, #8239, #2625, hank-ai/darknet#92,
stephanecharette/DarkMark#32, FoNDUE-HTR/Documentation#1, OCR-D/ocrd_all#375); threads solved in
a way that names no cause (AlexeyAB/darknet#7613 'solved by re-installing Ubuntu', #1090 after a
VM restart, matterport/Mask_RCNN#1360 'a newer version of tensorflow-gpu'); fixes from another
user the poster never confirmed (matterport/Mask_RCNN#1739, AlexeyAB/darknet#7233, #8766) or a
maintainer's guess left unanswered (z-mahmud22/Mask-RCNN_TF2.14.0#10, native Windows); the
cuDNN 8.5 'BAD_PARAM at iteration 1000' family (AlexeyAB/darknet#8669, still open); and bugs
of the program itself (mittagessen/kraken#743, segtrain ignoring --device in kraken 6.x).

At first look (the doctor of commit 2bfa426) the cause was named in 5 of the 11 broken logs, 4
first; there is no working run in the set. After the changes of the same day, 6 of 11, 5 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="darknet-gpus-6-7-after-cuda-visible-devices-6-7-invalid-device-ordinal",
        source=_GH + "AlexeyAB/darknet/issues/3376",
        text=r"""Using Tesla V100s and cuda-9.2. I can compile fine with the following flags.

```
GPU=1
CUDNN=1
CUDNN_HALF=1
```

Also, `CUDA_VISIBLE_DEVICES=6,7`.

However, the following command crashes:
```./darknet detector train ../od-yolo/training/top_20_1000.data ../od-yolo/training/top_20.cfg build/darknet/x64/darknet53.conv.74 -gpus 6,7```

```
CUDA status Error: file: ./src/dark_cuda.c : () : line: 36 : build time: Jun 10 2019 - 15:23:26 
CUDA Error: invalid device ordinal
CUDA Error: invalid device ordinal: File exists
darknet: ./src/utils.c:293: error: Assertion `0' failed.
zsh: abort      ./darknet detector train ../od-yolo/training/top_20_1000.data   -gpus 6,7
```

Both devices are live and if I use individual GPUs I can use them individually. What gives?""",
        expected_cause="requested-gpu-missing",
        note="2019. The poster (nseidl), the same day, after AlexeyAB asked for nvcc/nvidia-smi output: 'Problem resolved by `unset CUDA_VISIBLE_DEVICES`. Not sure why the problem was occurring' (the stored copy cuts the sentence there). With CUDA_VISIBLE_DEVICES=6,7 the process sees those two GPUs as devices 0 and 1, so '-gpus 6,7' asks for ordinals it does not have. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="yolo-fastest-darknet-exe-i-1-on-single-rtx-2060-invalid-device-ordinal",
        source=_GH + "AlexeyAB/darknet/issues/7024",
        text=r"""I used CUDA 10.2，cudnn 7.6.5，GPU NVIDIA GeForce RTX 2060

I have set up in Makefile 
GPU=1
CUDNN=1
ifeq ($(GPU), 1)
COMMON+= -DGPU -I/usr/local/cuda-10.2/include/
CFLAGS+= -DGPU
LDFLAGS+= -L/usr/local/cuda-10.2/lib64 -lcuda -lcudart -lcublas -lcurand

 C:\Yolo-Fastest\build\darknet\x64>  ./darknet.exe detector test ./cfg/voc.data ./cfg/yolo-fastest.cfg ./cfg/yolo-fastest.weights ./data/person.jpg -i 1 -thresh 0.25 -out_filename ./data/person_output.jpg

CUDA status Error: file: c:\yolo-fastest\src\dark_cuda.c : cuda_set_device() : line: 39 : build time: Nov 24 2020 - 18:36:35
CUDA Error: invalid device ordinal

Can anyone help to fix this?""",
        expected_cause="requested-gpu-missing",
        note="2020. Another user (LeKristapino): '`-i` argument ... is used for multi-GPU support. And since devices are 0-indexed and you have put `-i 1` in your command, CUDA is looking for a second GPU, which probably doesn't exist'; the poster (chenmingguo): 'You are right, I set the wrong command, set the device with more GPU ... you saved me and helped me solve the problems'. Issue closed. Yolo-Fastest (a Darknet fork) built on Windows, one RTX 2060.",
        platform="windows",
    ),
    CorpusLog(
        name="darknet-classifier-gpus-0-to-4-invalid-device-ordinal-one-gpu-broken",
        source=_GH + "AlexeyAB/darknet/issues/4641",
        text=r""" I am trying to train classificaion of a custom darknet.
the cfg is:
https://gist.github.com/lunasdejavu/a59c61c2960ed5111d4df052e356aff5
I want to train on multi gpus by  -gpus 0,1,2,3,4
then the errors shows up:
seen 64
Done! Loaded 16 layers from weights-file
CUDA status Error: file: ./src/dark_cuda.c : () : line: 36 : build time: Jan  6 2020 - 10:28:56
CUDA Error: invalid device ordinal
CUDA Error: invalid device ordinal: File exists
darknet: ./src/utils.c:297: error: Assertion `0' failed.
Aborted

I used the command `unset CUDA_VISIBLE_DEVICES` first
for the first training, but it is not working for the second training.""",
        expected_cause="gpu-hardware-fault",
        consequences=frozenset({"requested-gpu-missing"}),
        note="2020. The second paragraph is the poster's follow-up comment. AlexeyAB: 'Show output of command `nvidia-smi`'; the poster (lunasdejavu): 'thanks ! one of the gpus is broken....'. Issue closed. The broken GPU was missing from the devices, so one of the five ordinals asked for did not exist (requested-gpu-missing follows from it).",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-ros-yolov4-cudnn-8-8-1-bad-param-at-first-layer",
        source=_GH + "AlexeyAB/darknet/issues/8759",
        text=r"""Facing this issue while running the demo

```
./darknet detector demo ../cfg/coco.data ../cfg/yolov4.cfg ../results/yolov4.weights -c 0

 CUDA-version: 11080 (11080), cuDNN: 8.8.1, GPU count: 1  
 OpenCV version: 4.7.0
Demo
 0 : compute_capability = 860, cudnn_half = 0, GPU: NVIDIA GeForce RTX 3050 Ti Laptop GPU 
net.optimized_memory = 0 
mini_batch = 1, batch = 8, time_steps = 1, train = 0 
   layer   filters  size/strd(dil)      input                output
   0 Create CUDA-stream - 0 

 cuDNN status Error in: file: /home/alice/ws_scannerbot/src/darknet_ros_yolov4/darknet_ros/darknet/src/dark_cuda.c : () : line: 176 : build time: Mar 23 2023 - 15:40:52 

 cuDNN Error: CUDNN_STATUS_BAD_PARAM
Darknet error location: /home/alice/ws_scannerbot/src/darknet_ros_yolov4/darknet_ros/darknet/src/dark_cuda.c, cudnn_check_error, line #204
cuDNN Error: CUDNN_STATUS_BAD_PARAM: No such file or directory
```

My system spec:
OS: Ubuntu 22.04
CUDA:  11.8 
cuDNN:  8.8.1 
OpenCV:  4.7.0""",
        expected_cause=None,
        note="2023. No catalogue ID: the cause was the cuDNN 8.8.1 release under this Darknet/OpenCV build (the versions match, nothing is missing). Another user (darkxzk): 'Reinstall cuDNN'; the poster (simk0024): 'Thank you. It works after I downgrade to cuDNN 8.8.0 and recompile OpenCV 4.7.0'. Issue closed. The OpenCV 4.7.0 build (with CUDA) was redone against the downgraded cuDNN at the same time.",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-geforce-gt-625m-cc-2-1-no-kernel-image",
        source=_GH + "AlexeyAB/darknet/issues/804",
        text=r"""CUDA Error: no kernel image is available for execution on the device

i have cuda 9.1 ( GeForce GT 625M ). I got this error when I run the command line examples.
![image](https://user-images.githubusercontent.com/32360741/39967365-02f16f86-56e4-11e8-9acf-2e8eb20a39a1.png). 
It is same with the other files cmd. Can you help me ?""",
        expected_cause="compute-capability-too-old",
        note="2018. The first line is the issue's title (the error itself is only in a screenshot). Maintainer AlexeyAB: 'Your GPU too old. Darknet doesn't support CC 2.1 such as GeForce GT 625M.', quoting the requirement 'GPU with CC >= 3.0'; issue closed and labelled Solved. The platform is not stated; 'cmd' and the Windows-first fork suggest Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="darknet-geforce-gt-630m-built-for-sm-50-invalid-device-function",
        source=_GH + "pjreddie/darknet/issues/686",
        text=r"""I succesfully build darknet&yolo and test it for object detection in video. Without GPU test example work fine, but very slovly. But when I try to use GPU (NVIDIA GeForce GT 630M, 2GB) I have error:
CUDA Error: invalid device function
CUDA Error: invalid device function: No error

Maybe somebody have ideas how to fix it?""",
        expected_cause="compute-capability-too-old",
        note="2018. The poster (radislav72) the next day: 'It was incorrect architecture name of GPU: I change compute_50,sm_50 to compute_20,sm_20 and all work fine.' (the GT 630M is a Fermi GPU, compute capability 2.1; Darknet had been built for 5.0 only). Later: 'You can change it in project properties' (a Visual Studio build). Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="darknet-windows-driver-385-54-built-with-cuda-10-driver-insufficient",
        source=_GH + "AlexeyAB/darknet/issues/2554",
        text=r"""CUDA driver version is insufficient for CUDA runtime version

![sdfasd](https://user-images.githubusercontent.com/40631375/53949136-787cbe00-40da-11e9-8760-71deaed49042.JPG)

cuda v10.0

nvidia-smi here: 
![fffff](https://user-images.githubusercontent.com/40631375/53949319-da3d2800-40da-11e9-9f82-d2f113f0f9fe.JPG)

This error with cuda v10.0         
and i can't build project with v9.0""",
        expected_cause="driver-too-old",
        note="2019. The first line is the issue's title (the log and nvidia-smi are screenshots); the last paragraph is the poster's reply to a helper's question. Another user (duohappy), reading the screenshot: 'try to update your gpu driver, version `385.54` is too old'; the poster (mervesahar): 'thanks for your comment. Problem solved that build with cuda9.0' (a build the 385.54 driver supports). Issue closed. 385.54 is a Windows driver.",
        platform="windows",
    ),
    CorpusLog(
        name="darknet-yolov4-608-training-4gb-gpu-cuda-out-of-memory",
        source=_GH + "pjreddie/darknet/issues/2146",
        text=r"""I'm getting out of memory error while training custom yolov4 model

`nvidia-smi`

2389MiB /  4042MiB

> 608 x 608 
 Try to set subdivisions=64 in your cfg-file. 
CUDA status Error: file: ./src/dark_cuda.c : () : line: 373 : build time: Apr  1 2020 - 19:18:55""",
        expected_cause="gpu-out-of-memory",
        note="2020. Another user (jefflgaol): 'Inside your yolov4_custom.cfg ... you need to change the subdivisions to match your GPU performance. For example, for 32 GB GPU-VRAM, set subdivisions=8 ... For 8-12, set subdivisions=32.'; the poster (shubhambaid): 'Thanks a tonn !'. Issue closed. AlexeyAB's Darknet fork (dark_cuda.c) on a 4 GB GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-make-cannot-find-lcudnn-cudnn-not-installed",
        source=_GH + "AlexeyAB/darknet/issues/4445",
        text=r"""/usr/bin/ld: cannot find -lcudnn
collect2: error: ld returned 1 exit status
Makefile:143: recipe for target 'darknet' failed
make: *** [darknet] Error 1
Is this error due to some Symbolic linking of some sort ???? Please help me out here :'(""",
        expected_cause="cuda-libraries-missing",
        note="2019. Maintainer AlexeyAB: 'Install cuDNN library ... cuDNN >= 7.0 for CUDA 10.0 ... (on Linux copy cudnn.h,libcudnn.so... as desribed here ...)'; the poster (joelmatt): 'thank you. It did work'. Issue closed. A link-time error of a CUDNN=1 build: cuDNN was not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="darknet-tesla-v100-gce-training-on-cpu-stale-build-make-clean",
        source=_GH + "AlexeyAB/darknet/issues/4932",
        text=r"""Hi, 

Am trying to train a small model with 2 classes using darknet on ubuntu 16 in google cloud using a tesla v1000. I have compiled darknet to use GPU and have downloaded and installed CUDA. The compilation appears to work fine and the training runs okay but is very slow i.e. one iteration every 20 minutes for 2 classes. After running nvidia-smi I can see that the only process running on the GPU is /user/lib/xorg/Xorg. 

Does anybody know an easy way to fix this or have i missed something? Or is it working as it should? 

Thanks
Dan""",
        expected_cause="framework-cpu-only-build",
        note="2020. Maintainer AlexeyAB: 'You didn't compile Darknet with GPU. Set GPU=1 CUDNN=1 in the Makefile and do make clean, make'; the poster (d3-worgan): 'Thanks, I had set the flags however a make clean seemed to fix it' (the binary was still the CPU-only build). The nearest catalogue ID is chosen: Darknet is not among the frameworks it names. The poster's cross-post pjreddie/darknet#2051 has no answer.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-ocr-windows-cudnn-status-execution-failed-rnn-after-minutes",
        source=_GH + "faustomorales/keras-ocr/issues/62",
        text=r"""I'm running the text detection and the recognition on every frame of a video to extract hardcoded subtitles (on windows). This works quite well although its a bit slow. But letting my program run for some minutes (the time differs) I always get this error: CUDNN_STATUS_EXECUTION_FAILED
I don't think its a bug of keras-ocr but I don't have a clue how to resolve this error or were to ask. From what I found by searching the internet it could be a driver issue... Any idea?

Here is the full log:
> 2020-04-09 17:08:52.593789: E tensorflow/stream_executor/dnn.cc:588] CUDNN_STATUS_EXECUTION_FAILED
> in tensorflow/stream_executor/cuda/cuda_dnn.cc(1796): 'cudnnRNNForwardTraining( cudnn.handle(), rnn_desc.handle(), model_dims.max_seq_length, input_desc.handles(), input_data.opaque(), input_h_desc.handle(), input_h_data.opaque(), input_c_desc.handle(), input_c_data.opaque(), rnn_desc.params_handle(), params.opaque(), output_desc.handles(), output_data->opaque(), output_h_desc.handle(), output_h_data->opaque(), output_c_desc.handle(), output_c_data->opaque(), workspace.opaque(), workspace.size(), reserve_space.opaque(), reserve_space.size())'
> 2020-04-09 17:08:52.605393: W tensorflow/core/framework/op_kernel.cc:1622] OP_REQUIRES failed at cudnn_rnn_ops.cc:1498 : Internal: Failed to call ThenRnnForward with model config: [rnn_mode, rnn_input_mode, rnn_direction_mode]""",
        expected_cause=None,
        note="2020. No catalogue ID: the cause was an outdated cuDNN (same major version, no mismatch message). A helper (francotheengineer) suggested TensorFlow's GPU docker image; the poster (Johndirr): 'After also updating cuDNN everything seems to run fine :) But thanks for help.' ('also': a first update, presumably the driver he suspected, is not in the stored copy). Issue closed. The stored copy of the log ends at the third line.",
        platform="windows",
    ),
)
