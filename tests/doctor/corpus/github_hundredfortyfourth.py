# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-forty-fourth set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on repositories new to the corpus (hunkim/DeepLearningZeroToAll, zzh8829/yolov3-tf2, tensorflow/minigo). The angle was posts that paste nvidia-smi's table (or its figures) beside a TensorFlow GPU problem.

Broken kinds held: TensorFlow's default of reserving nearly all GPU memory shown by nvidia-smi
(twice: once with the table pasted, once with nvidia-smi's figures told in words), and an
application that turned memory growth on for only the first of two GPUs, so that TensorFlow
refused ("Memory growth cannot differ between GPU devices"; gpu-config-refused, a cause the
catalogue gained later). Working runs:
none met.

Small set, all from 2017-2020: the searches mostly returned threads that were already in the
corpus, on tensorflow/tensorflow, or on threads whose stored copy ends before any cause is
confirmed. Confirmed threads left out to keep prose-only records to a third (their nvidia-smi
output is a screenshot or is told in words only):
GeorgeSeif/Semantic-Segmentation-Suite#189 (2019; tensorflow-gpu had gone missing from the conda
environment: "After reinstaling it, now I can see gpu utilization"), pierluigiferrari/ssd_keras#216
(2019; GPU-Util zero, the maintainer named the input pipeline as the bottleneck) and
OpenNMT/OpenNMT-tf#80 (2018; a device_lib.list_local_devices() call made --gpu_allow_growth
ineffective, the maintainer: "Thanks for highlighting the culprit!"). NVIDIA-Merlin/NVTabular#1518
(2022; OOM from the notebook's own TF_MEMORY_ALLOCATION=0.7) was left out because its opening post
already gives the fix.

At first look (the doctor of commit 65f94f2) the cause was named in 0 of the 3 broken logs, none
first (one has no catalogue cause and counts as a miss by design); the doctor reported nothing at
all for any of them. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deeplearningzerotoall-keras-seq2seq-nvidia-smi-both-gpus-nearly-full",
        source=_GH + "hunkim/DeepLearningZeroToAll/issues/116",
        text=r"""I find that if we run the TF example, it will try to take over all of the available GPU memory (Refer: https://www.tensorflow.org/tutorials/using_gpu). This can cause troubles in public servers where lots of users are sharing the GPUs.

For example, when running [klab-12-5-seq2seq.py](https://github.com/hunkim/DeepLearningZeroToAll/blob/master/Keras/klab-12-5-seq2seq.py), the GPU usage could be like this:
```log
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 375.26                 Driver Version: 375.26                    |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 1080    Off  | 0000:02:00.0     Off |                  N/A |
| 17%   47C    P2    44W / 200W |   7786MiB /  8113MiB |      9%      Default |
+-------------------------------+----------------------+----------------------+
|   1  GeForce GTX 1080    Off  | 0000:03:00.0     Off |                  N/A |
|  0%   41C    P2    43W / 200W |   7715MiB /  8113MiB |      0%      Default |
+-------------------------------+----------------------+
...""",
        expected_cause="memory-growth-disabled",
        note="2017. A small Keras seq2seq example filled 7786 and 7715 of 8113 MiB on both GTX 1080s. The poster (sxjscience) named the cause himself with TensorFlow's GPU guide ('it will try to take over all of the available GPU memory (Refer: https://www.tensorflow.org/tutorials/using_gpu)'): TensorFlow's default of mapping nearly all memory of every visible GPU, i.e. no allow_growth. Issue closed; the stored copy holds no reply, so the confirmation is the poster's documented diagnosis and the figures, not a reported fix (weaker than most records). The stored table is cut after the second GPU row. Linux assumed (driver 375.26 on a shared server).",
        platform="linux",
    ),
    CorpusLog(
        name="yolov3-tf2-detect-two-rtx-2080ti-memory-growth-only-first-gpu",
        source=_GH + "zzh8829/yolov3-tf2/pull/225",
        text=r"""I ran into this issue when running `python detect.py --weights ./checkpoints/yolov3-tiny.tf --tiny --image ./data/street.jpg` on a device with two RTX 2080TI.

```
raise ValueError("Memory growth cannot differ between GPU devices")
 ValueError: Memory growth cannot differ between GPU devices
```

Related to #217, although I did not have any issues running `convert.py` with multiple GPUs.

My abbreviated log when running `python detect.py --weights ./checkpoints/yolov3-tiny.tf --tiny --image ./data/street.jpg` is:

```
2020-04-06 12:07:58.189200: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties:
pciBusID: 0000:1a:00.0 name: GeForce RTX 2080 Ti computeCapability: 7.5
coreClock: 1.545GHz coreCount: 68 deviceMemorySize: 10.76GiB deviceMemoryBandwidth: 573.69GiB/s
2020-04-06 12:07:58.189703: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 1 with properties:
pciBusID: 0000:68:00.0 name: GeForce RTX 2080 Ti computeCapability: 7.5
coreClock: 1.545GHz coreCount: 68 deviceMemorySize: 10.76GiB deviceMemoryBandwidth: 573.69GiB/s
..
```""",
        expected_cause="gpu-config-refused",
        note="2020. A pull request, not an issue: its author (marcelvanworkum) found that detect.py called tf.config.experimental.set_memory_growth on the first GPU only, and TensorFlow refuses growth that differs between the visible GPUs ('When calling tf.config.experimental.set_memory_growth, we want to set the value to True for all physical devices. Otherwise, the following ValueError is produced'). The fix setting it for every physical device was merged. The application's own GPU configuration (gpu-config-refused; labelled None until the catalogue had that cause). The text keeps the author's report and log, not his description of the fix. The stored log ends in '..' (the author's abbreviation).",
        platform="linux",
    ),
    CorpusLog(
        name="minigo-gtp-nvidia-smi-2558mib-two-instances-no-allow-growth",
        source=_GH + "tensorflow/minigo/issues/28",
        text=r"""Running `BOARD_SIZE=19 python3 /home/alice/projects/minigo/minigo/main.py gtp -l /home/alice/minigo-models/000199-lightning -r 100 -v 3`, `nvidia-smi` shows it uses 2558MiB of GPU memory. After running `genmove b` it goes to 2662MiB. This is preventing me from running two minigo instances to test changes since my GPU only has 4GB.

LZ only uses 483MB for a larger 20x256 network (note LZ computes policy and value heads on the CPU).""",
        expected_cause="memory-growth-disabled",
        note="2018. Prose only (nvidia-smi's figures told in words). The poster (killerducky) fixed it himself in tensorflow/minigo#33, merged: 'Set gpu_options.allow_growth = True. Reduces memory used for 199-lightning from 2552MiB to 523MiB. Fixes issue #28.' (amj: 'Thanks!'; re-added in #86 after it got lost). The reply that pointed to the allow_growth Stack Overflow answer (amj's suggestion, quoted in the post) is left out of the text. Linux assumed (home directory paths).",
        platform="linux",
    ),
)
