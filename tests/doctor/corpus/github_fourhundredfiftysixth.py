# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-fiftysixth set of real threads: readers of deep-learning courses, books and install tutorials setting up a GPU (2015-2018), from GitHub issues on udacity/dog-project, udacity/CarND-Term1-Starter-Kit, williamFalcon/tensorflow-gpu-install-ubuntu-16.04, tensorflow/tensorflow (the MNIST tutorial script) and amazon-archives/amazon-dsstne (its setup guide).

Broken kinds held: a cuDNN newer than the one a course project's pinned TensorFlow was built
against (udacity/dog-project, 'undefined symbol: cudnnCreate'), a cuDNN 7.0 older than what the
tensorflow-gpu of the day needed (an Ubuntu install tutorial, segmentation faults), a course's
GPU conda environment that pins a Linux-only tensorflow-gpu wheel, used on Windows (Udacity
CarND), the TensorFlow MNIST tutorial script running out of memory on a 4 GB GPU, and an AWS
instance type with no NVIDIA GPU at all (DSSTNE setup guide; no catalogue ID). All broken: 5;
working runs: 0.

Left out: the book and course repositories named in the angle (ageron/handson-ml2 and
handson-ml3, d2l-ai/d2l-en, jeffheaton/t81_558_deep_learning, fchollet's notebooks,
fastai/course-v3, nicknochnack/TFODCourse, EdjeElectronics' object-detection tutorial,
Hvass-Labs/TensorFlow-Tutorials) gave almost no thread whose confirmation lies inside the
stored opening: jeffheaton/t81_558_deep_learning#97 was answered 'ask on Stack Overflow';
handson-ml3#74 (held as seen) and TFODCourse#29 are open with no answer in view; d2l-en#2467
and EdjeElectronics#21 break off before any reply; fastai#1566's fix came from a bystander and
its cause is not settled. Threads whose posters followed the tensorflow.org install guide on
tensorflow/tensorflow were nearly all held already; the remaining ones (#41892, #47441,
#77729, #676, #609) show no confirmation in the stored text. udacity/sdc-issue-reports#1240
(an AMI saying 'No GPU found') was left out: the cause is named only as 'AWS's changes'.
Udacity's CarND-Term1-Starter-Kit#98 is a pull request whose text is the fix itself.

At first look (the doctor of commit 2bfa426) the cause was named in none of the 5 broken logs;
there is no working run in the set. After the changes of the same day, 1 of 5, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="udacity-dog-project-cudnn-create-undefined-symbol-newer-cudnn",
        source=_GH + "udacity/dog-project/issues/18",
        text=r"""I am using TensorFlow with GPU support on my local machine.
The README states:

> (Optional) If you plan to install TensorFlow with GPU support on your local machine, follow the guide to install the necessary NVIDIA software on your system.

The official Tensorflow install page always refers to the latest Tensoflow install and this project has a locked Tensorflow version.

cudnn fails when attempting to call 'dog_detector(img_path)'

> F tensorflow/stream_executor/cuda/cuda_dnn.cc:222] Check failed: s.ok() could not find cudnnCreate in cudnn DSO; dlerror: /home/alice/anaconda3/envs/dog-project/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow.so: undefined symbol: cudnnCreate""",
        expected_cause="cudnn-version-mismatch",
        note="2018. The poster (physicsman), a Udacity course reader, in the same post: 'For me the fix was to open the 'dog-project' env ... Use conda to install the toolkit: conda install -c cudatoolkit / Install a DOWNGRADED cudnn: conda install -c marta-sd cudnn' (the system cuDNN came from the latest TensorFlow install guide, newer than the one the project's pinned TensorFlow was built with). Issue left open; no other reply in the stored copy. Text cut before the poster's fix.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-install-tutorial-cudnn-7-0-too-old-segfault",
        source=_GH + "williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/17",
        text=r"""The cudnn 7.0 is no longer compatible with the current release of tensorflow-gpu, so when running some jobs will give segment fault.""",
        expected_cause="cudnn-version-mismatch",
        note="2018. A reader of this Ubuntu 16.04 install tutorial (which fetched cuDNN 7.0/7.1 for CUDA 9.0) in the same post: 'Switching to newest version of cudnn fixed this.'; the tutorial's author williamFalcon: 'thanks for pointing out! feel free to issue a PR!'. The tensorflow-gpu of the day was built against a newer cuDNN 7 minor release. Closed. Text cut before the poster's fix.",
        platform="linux",
    ),
    CorpusLog(
        name="carnd-term1-environment-gpu-yml-linux-tensorflow-gpu-wheel-on-windows",
        source=_GH + "udacity/CarND-Term1-Starter-Kit/issues/94",
        text=r"""when attempting to execute:
`conda env create -f environment-gpu.yml`
on a windows machine the following error exists:
![image](https://user-images.githubusercontent.com/28517791/37702603-2e6d5c7c-2d47-11e8-8abb-9c8676bb7c54.png)

it looks like the `environment-gpu.yml` is pointing to the path of the linux gpu installation of tensorflow not the windows equivalent?""",
        expected_cause="dependency-no-platform-wheel",
        note="2018. Udacity staff member mvirgo: 'this is the linux version of the file (note the `linux_x86_64` part of the file name) - you'll want to update this to the relevant Windows file.'; another reader (swarmt) had found that the Windows wheel from PyPI installs. Closed. The course's GPU environment pinned a Linux-only tensorflow-gpu wheel URL, which pip refuses on Windows, so no GPU TensorFlow got installed. The error itself is only in a screenshot.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-mnist-tutorial-convolutional-py-oom-gtx-980-4gb",
        source=_GH + "tensorflow/tensorflow/issues/262",
        text=r"""NVidia Driver Ver: 355.11

I tensorflow/core/common_runtime/gpu/gpu_region_allocator.cc:345] Aggregate Region Memory: 2990620672 (2.79GiB)
I tensorflow/core/common_runtime/gpu/gpu_region_allocator.cc:347] Aggregate Chunk Memory: 2903089152 (2.70GiB)

Probably because GPU has only 4GB of memory.""",
        expected_cause="gpu-out-of-memory",
        note="2015. The issue title: 'models/image/mnist/convolutional.py failed on GTX 980!' (the getting-started MNIST tutorial script). Maintainer vrv closed it as a duplicate of tensorflow#136 ('ResourceExhaustedError in CNN/MNIST example (with GPU)'), where readers confirmed the script ran out of GPU memory on 2-4 GB cards (it evaluates the whole validation set at once) and ran after the batching patch of PR #157. The poster's own guess is part of the first post.",
        platform="linux",
    ),
    CorpusLog(
        name="dsstne-aws-instance-without-gpu-no-cuda-capable-device",
        source=_GH + "amazon-archives/amazon-dsstne/issues/26",
        text=r"""Hello all,
I am using the AWS instance for the setup, i have a problem when running the training part:

>  train -c config.json -i gl_input.nc -o gl_output.nc -n gl.nc -b 256 -e 10
> Train will use configuration file: config.json
> Train will use input data file: gl_input.nc
> Train will use output data file: gl_output.nc
> Train will produce networkFileName: gl.nc
> Train will use batchSize: 256
> Train will use number of epochs: 10
> Train alpha 0.025, lambda 0.0001, mu 0.5.Please check CDL.txt for meanings
> GpuContext::Startup: Process 0 out of 1 initialized.
> modprobe: ERROR: could not insert 'nvidia': No such device
> cudaGetDeviceCount failed no CUDA-capable device is detected

However, there are several versions of nvidia ...what can be the issue?
Thanks in advance!""",
        expected_cause=None,
        note="2016. No catalogue ID: the cause was an AWS instance type with no NVIDIA GPU at all (the driver packages were there, but the kernel module had no device to bind). The poster, who followed DSSTNE's setup guide: 'Ah!, it was a mistake in the choosing the right sintance which is supporting GPU!'; maintainer rgeorgej: 'this package is only supported on GPU based (g2.2xlarge,g2.8xlarge) AWS instances' and updated the setup guide. Closed.",
        platform="linux",
    ),
)
