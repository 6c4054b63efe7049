# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twenty-ninth set of real threads from tensorflow/tensorflow (2021 on), gathered apart.

Broken set-ups: TensorFlow 2.3 (built for CUDA 10.1) with CUDA 11.2 installed, training on
the CPU; a GPU below the minimum compute capability of the pip build (prose only).

At first look (the doctor of commit b6bfcc2) neither broken log's cause was named; one got an
error that is not its cause (a CUDA version written as "CUDNN 11.2" read as cuDNN's).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf23-cuda112-k80-object-detection-trains-on-cpu",
        source=_TF + "47669",
        text=r"""I am trying to train a custom dataset with the following backbone 

ssd_resnet50_v1_fpn_1024x1024_coco17_tpu-8

I have the following information about the system 

### System information
 Ubuntu 18.04)**:
TensorFlow 2.3.1
TensorFlow version
Python version 3.6
CUDNN 11.2 cuDNN 8.5
GPU K80

I get the following error when I try to train the model 

When I try to train my model it showed the following log when starting training and I see that it does not use GPU at all..

![image](https://user-images.githubusercontent.com/47017344/110425796-f5005980-8072-11eb-99ca-281c03cdeed0.png)

Here is the output of the NVIDA GPU - that is nothing is used

![image](https://user-images.githubusercontent.com/47017344/110425826-00538500-8073-11eb-8035-532a14ab0e27.png)

The training has started but it is using CPU

![image](https://user-images.githubusercontent.com/47017344/110427640-0f880200-8076-11eb-9f26-e92723b9bcd7.png)""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: 'Please upgrade to tf 2.4 ... as 11.0 is tested for tf 2.4 onwards' (TF 2.3 is built for CUDA 10.1); the reporter: 'I am able to solve the issue, here are the steps: First I upgraded to' (rest not seen). Prose only, the logs were screenshots (the last line and image are from the reporter's own follow-up comment); weak.",
        platform="linux",
    ),
    CorpusLog(
        name="invalid-gpu-compute-capability-warning-prose",
        source=_TF + "54143",
        text=r"""Hi...i have  this warning Tensorflow: 

"Invalid GPU Compute Capability"

Att. 
Jcnew07""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A maintainer: 'Minimum Gpu compute capability is 3.5', pointing to the hardware requirements; the reporter did not dispute it and the issue was closed as stalled. Prose only, no GPU named, OS not stated; weak.",
        platform="linux",
    ),
)
